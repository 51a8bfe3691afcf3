/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"
#include "adj-victory-map-widget.h"

G_BEGIN_DECLS

#define ADJ_TYPE_VICTORY_VIEW (adj_victory_view_get_type ())

G_DECLARE_FINAL_TYPE (AdjVictoryView, adj_victory_view, ADJ, VICTORY_VIEW, GtkWidget)

GtkWidget           *adj_victory_view_new         (void);
void                 adj_victory_view_set_game    (AdjVictoryView *self,
                                                   AdjGame        *game);
AdjVictoryMapWidget *adj_victory_view_get_map     (AdjVictoryView *self);
GtkGridView         *adj_victory_view_get_checklist (AdjVictoryView *self);
const char          *adj_victory_view_get_total_text (AdjVictoryView *self);

G_END_DECLS
