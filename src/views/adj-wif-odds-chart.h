/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ADJ_TYPE_WIF_ODDS_CHART (adj_wif_odds_chart_get_type ())

G_DECLARE_FINAL_TYPE (AdjWifOddsChart, adj_wif_odds_chart, ADJ, WIF_ODDS_CHART, GtkWidget)

GtkWidget *adj_wif_odds_chart_new      (void);
void       adj_wif_odds_chart_set_dist (AdjWifOddsChart *self,
                                        GArray          *dist);

G_END_DECLS
