/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"
#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WTJ_ASSETS_PAGE (adj_wtj_assets_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjAssetsPage, adj_wtj_assets_page, ADJ, WTJ_ASSETS_PAGE, GtkWidget)

GtkWidget *adj_wtj_assets_page_new (AdjGame        *game,
                                  AdjWtjScenario *scenario,
                                  const char     *purpose);

G_END_DECLS
