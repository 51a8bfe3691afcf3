/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WTJ_TABLE (adj_wtj_table_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjTable, adj_wtj_table, ADJ, WTJ_TABLE, GtkWidget)

GtkWidget *adj_wtj_table_new           (AdjWtjScenario *scenario,
                                        AdjRuleTable   *table,
                                        gboolean        expanded);
void       adj_wtj_table_follow        (AdjWtjTable    *self,
                                        AdjWtjStep     *step,
                                        gboolean        row,
                                        gboolean        column);
void       adj_wtj_table_set_highlight (AdjWtjTable    *self,
                                        int             row,
                                        int             column);

G_END_DECLS
