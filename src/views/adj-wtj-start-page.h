/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WTJ_START_PAGE (adj_wtj_start_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjStartPage, adj_wtj_start_page, ADJ, WTJ_START_PAGE, GtkWidget)

GtkWidget *adj_wtj_start_page_new (AdjWtjScenario *scenario);

G_END_DECLS
