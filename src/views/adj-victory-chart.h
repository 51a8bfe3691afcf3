/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-victory-record.h"

G_BEGIN_DECLS

#define ADJ_TYPE_VICTORY_CHART (adj_victory_chart_get_type ())

G_DECLARE_FINAL_TYPE (AdjVictoryChart, adj_victory_chart, ADJ, VICTORY_CHART, GtkWidget)

AdjVictoryRecord *adj_victory_chart_get_record (AdjVictoryChart  *self);
void              adj_victory_chart_set_record (AdjVictoryChart  *self,
                                                AdjVictoryRecord *record);

G_END_DECLS
