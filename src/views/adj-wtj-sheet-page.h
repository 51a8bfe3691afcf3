/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WTJ_SHEET_PAGE (adj_wtj_sheet_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjSheetPage, adj_wtj_sheet_page, ADJ, WTJ_SHEET_PAGE, GtkWidget)

GtkWidget *adj_wtj_sheet_page_new (AdjWtjScenario *scenario);

G_END_DECLS
