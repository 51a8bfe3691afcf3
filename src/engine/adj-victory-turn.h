/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define ADJ_TYPE_VICTORY_TURN (adj_victory_turn_get_type ())

G_DECLARE_FINAL_TYPE (AdjVictoryTurn, adj_victory_turn, ADJ, VICTORY_TURN, GObject)

guint       adj_victory_turn_get_index   (AdjVictoryTurn *self);
int         adj_victory_turn_get_year    (AdjVictoryTurn *self);
guint       adj_victory_turn_get_slot    (AdjVictoryTurn *self);
const char *adj_victory_turn_get_slot_label (AdjVictoryTurn *self);
const char * const *adj_victory_turn_get_held (AdjVictoryTurn *self);
const char * const *adj_victory_turn_get_held_labels (AdjVictoryTurn *self);
int         adj_victory_turn_get_credit  (AdjVictoryTurn *self);
int         adj_victory_turn_get_total   (AdjVictoryTurn *self);
guint       adj_victory_turn_get_n_held  (AdjVictoryTurn *self);
gboolean    adj_victory_turn_get_current (AdjVictoryTurn *self);

/* For AdjVictoryRecord only */
AdjVictoryTurn *adj_victory_turn_new     (guint           index);
void        adj_victory_turn_update      (AdjVictoryTurn *self,
                                          int             year,
                                          guint           slot,
                                          const char     *slot_label,
                                          GStrv           held,
                                          GStrv           held_labels,
                                          int             credit,
                                          int             total,
                                          gboolean        current);

G_END_DECLS
