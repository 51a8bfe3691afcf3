/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"
#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WTJ_SETUP_PAGE (adj_wtj_setup_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjSetupPage, adj_wtj_setup_page, ADJ, WTJ_SETUP_PAGE, GtkWidget)

GtkWidget *adj_wtj_setup_page_new (AdjGame        *game,
                                   AdjWtjScenario *scenario,
                                   const char     *purpose);

GBinding  *adj_wtj_bind_choice    (GtkDropDown    *dd,
                                   gpointer        object,
                                   const char     *property,
                                   GPtrArray      *ids,
                                   GPtrArray      *labels,
                                   const char     *accessible);
void       adj_wtj_name_drop_down (GtkDropDown    *dd,
                                   const char     *name);
GBinding  *adj_wtj_bind_rows      (GtkDropDown    *dd,
                                   AdjWtjScenario *scenario,
                                   gpointer        object,
                                   const char     *property,
                                   const char     *table_id,
                                   const char     *column_id,
                                   const char     *none_label,
                                   const char     *accessible);

G_END_DECLS
