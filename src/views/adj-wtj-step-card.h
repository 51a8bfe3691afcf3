/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"
#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WTJ_STEP_CARD (adj_wtj_step_card_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjStepCard, adj_wtj_step_card, ADJ, WTJ_STEP_CARD, GtkWidget)

GtkWidget  *adj_wtj_step_card_new      (AdjGame        *game,
                                        AdjWtjScenario *scenario,
                                        AdjWtjStep     *step,
                                        const char     *heading,
                                        const char     *purpose);
void        adj_wtj_step_card_setup    (AdjWtjStepCard *self,
                                        AdjGame        *game,
                                        AdjWtjScenario *scenario,
                                        const char     *heading,
                                        const char     *purpose);
void        adj_wtj_step_card_set_manual (AdjWtjStepCard *self,
                                          const char     *label,
                                          int             lower,
                                          int             upper);
AdjWtjStep *adj_wtj_step_card_get_step (AdjWtjStepCard *self);

G_END_DECLS
