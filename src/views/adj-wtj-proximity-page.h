/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"
#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WTJ_PROXIMITY_PAGE (adj_wtj_proximity_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjProximityPage, adj_wtj_proximity_page, ADJ, WTJ_PROXIMITY_PAGE, GtkWidget)

GtkWidget *adj_wtj_proximity_page_new (AdjGame        *game,
                                       AdjWtjScenario *scenario,
                                       const char     *purpose);

G_END_DECLS
