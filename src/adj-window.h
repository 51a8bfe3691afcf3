/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "adj-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WINDOW (adj_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjWindow, adj_window, ADJ, WINDOW, AdwApplicationWindow)

AdjWindow *adj_window_new        (GtkApplication *application,
                                  AdjGame        *game,
                                  GSettings      *settings);
void       adj_window_open_file  (AdjWindow      *self,
                                  GFile          *file);
gboolean   adj_window_try_open_file (AdjWindow   *self,
                                     GFile       *file,
                                     GError     **error);
char      *adj_window_dup_open_failure (GFile         *file,
                                        const GError  *error,
                                        char         **detail);
void       adj_window_show_error (AdjWindow      *self,
                                  const char     *heading,
                                  const char     *body);
void       adj_window_toast      (AdjWindow      *self,
                                  const char     *message);
AdwViewStack *adj_window_get_stack (AdjWindow    *self);
GtkWindow *adj_window_open_projector (AdjWindow  *self);
const char *adj_window_get_undo_tooltip (AdjWindow *self,
                                         gboolean   redo);

G_END_DECLS
