/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define ADJ_TYPE_VICTORY_CLASS (adj_victory_class_get_type ())

G_DECLARE_FINAL_TYPE (AdjVictoryClass, adj_victory_class, ADJ, VICTORY_CLASS, GObject)

const char *adj_victory_class_get_id     (AdjVictoryClass *self);
const char *adj_victory_class_get_name   (AdjVictoryClass *self);
int         adj_victory_class_get_value  (AdjVictoryClass *self);
guint       adj_victory_class_get_rank   (AdjVictoryClass *self);
int         adj_victory_class_get_points (AdjVictoryClass *self);

/* For AdjVictoryRecord only */
AdjVictoryClass *adj_victory_class_new   (const char      *id,
                                          const char      *name,
                                          int              value,
                                          guint            rank);
void        adj_victory_class_set_points (AdjVictoryClass *self,
                                          int              points);

G_END_DECLS
