/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WTJ_VIEW (adj_wtj_view_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjView, adj_wtj_view, ADJ, WTJ_VIEW, GtkWidget)

int  adj_wtj_view_get_page     (AdjWtjView *self);
void adj_wtj_view_set_page     (AdjWtjView *self,
                                int         page);
int  adj_wtj_view_get_n_pages  (AdjWtjView *self);

G_END_DECLS
