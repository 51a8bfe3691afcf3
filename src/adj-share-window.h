/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "adj-game.h"
#include "adj-share-server.h"

G_BEGIN_DECLS

#define ADJ_TYPE_SHARE_WINDOW (adj_share_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjShareWindow, adj_share_window, ADJ, SHARE_WINDOW, AdwWindow)

AdjShareWindow *adj_share_window_new        (GtkWindow      *parent,
                                             AdjGame        *game,
                                             AdwViewStack   *stack,
                                             gboolean        loopback_only);
AdjShareServer *adj_share_window_get_server (AdjShareWindow *self);
void            adj_share_window_toggle     (GSimpleAction  *action,
                                             gboolean        on,
                                             GtkWindow      *active,
                                             AdjGame        *game);

G_END_DECLS
