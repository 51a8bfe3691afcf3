/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_PROJECTOR_WINDOW (adj_projector_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjProjectorWindow, adj_projector_window, ADJ, PROJECTOR_WINDOW, AdwWindow)

GtkWidget *adj_projector_window_new             (GtkWidget          *content,
                                                 const char         *title);
GtkWidget *adj_projector_window_get_content     (AdjProjectorWindow *self);
void       adj_projector_window_go_fullscreen   (AdjProjectorWindow *self);

G_END_DECLS
