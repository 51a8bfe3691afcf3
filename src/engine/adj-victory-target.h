/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-victory-rules.h"

G_BEGIN_DECLS

#define ADJ_TYPE_VICTORY_TARGET (adj_victory_target_get_type ())

G_DECLARE_FINAL_TYPE (AdjVictoryTarget, adj_victory_target, ADJ, VICTORY_TARGET, GObject)

const char *adj_victory_target_get_id         (AdjVictoryTarget *self);
const char *adj_victory_target_get_label      (AdjVictoryTarget *self);
const char *adj_victory_target_get_class_id   (AdjVictoryTarget *self);
const char *adj_victory_target_get_class_name (AdjVictoryTarget *self);
guint       adj_victory_target_get_class_rank (AdjVictoryTarget *self);
guint       adj_victory_target_get_index      (AdjVictoryTarget *self);
int         adj_victory_target_get_value      (AdjVictoryTarget *self);
double      adj_victory_target_get_lat        (AdjVictoryTarget *self);
double      adj_victory_target_get_lon        (AdjVictoryTarget *self);
int         adj_victory_target_get_historical (AdjVictoryTarget *self);
gboolean    adj_victory_target_get_held       (AdjVictoryTarget *self);
int         adj_victory_target_get_run        (AdjVictoryTarget *self);
int         adj_victory_target_get_points     (AdjVictoryTarget *self);
int         adj_victory_target_get_remaining  (AdjVictoryTarget *self);
AdjVictoryState adj_victory_target_get_state  (AdjVictoryTarget *self);

/* For AdjVictoryRecord only */
AdjVictoryTarget *adj_victory_target_new      (guint       index,
                                               const char *id,
                                               const char *label,
                                               const char *class_id,
                                               const char *class_name,
                                               guint       class_rank,
                                               int         value,
                                               double      lat,
                                               double      lon,
                                               int         historical);
void        adj_victory_target_update         (AdjVictoryTarget *self,
                                               gboolean          held,
                                               int               run,
                                               int               points,
                                               AdjVictoryState   state);

G_END_DECLS
