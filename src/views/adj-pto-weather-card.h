/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"
#include "adj-pto-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_PTO_WEATHER_CARD (adj_pto_weather_card_get_type ())

G_DECLARE_FINAL_TYPE (AdjPtoWeatherCard, adj_pto_weather_card, ADJ, PTO_WEATHER_CARD, GtkWidget)

void adj_pto_weather_card_set_game (AdjPtoWeatherCard *self,
                                    AdjGame           *game,
                                    AdjPtoGame        *model);

G_END_DECLS
