/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-victory-target.h"

G_BEGIN_DECLS

#define ADJ_TYPE_VICTORY_TARGET_ROW (adj_victory_target_row_get_type ())

G_DECLARE_FINAL_TYPE (AdjVictoryTargetRow, adj_victory_target_row, ADJ, VICTORY_TARGET_ROW, GtkBox)

GtkWidget        *adj_victory_target_row_new       (AdjVictoryTarget    *target);
void              adj_victory_target_row_set_target (AdjVictoryTargetRow *self,
                                                    AdjVictoryTarget    *target);
AdjVictoryTarget *adj_victory_target_row_get_target (AdjVictoryTargetRow *self);
GtkCheckButton   *adj_victory_target_row_get_check  (AdjVictoryTargetRow *self);

G_END_DECLS
