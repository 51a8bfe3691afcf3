/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-dice-stats.h"

G_BEGIN_DECLS

#define ADJ_TYPE_DICE_CHART (adj_dice_chart_get_type ())

G_DECLARE_FINAL_TYPE (AdjDiceChart, adj_dice_chart, ADJ, DICE_CHART, GtkWidget)

void              adj_dice_chart_set_fit (AdjDiceChart     *self,
                                          const AdjDiceFit *fit,
                                          AdjDiceSource     source);
const AdjDiceFit *adj_dice_chart_get_fit (AdjDiceChart     *self);

G_END_DECLS
