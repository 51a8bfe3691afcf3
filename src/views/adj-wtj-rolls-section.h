/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"
#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WTJ_ROLLS_SECTION (adj_wtj_rolls_section_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjRollsSection, adj_wtj_rolls_section, ADJ, WTJ_ROLLS_SECTION, GtkWidget)

GtkWidget *adj_wtj_rolls_section_new        (AdjGame        *game,
                                             AdjWtjScenario *scenario,
                                             const char     *step,
                                             const char     *purpose,
                                             const char     *table_id,
                                             const char     *list_id);
void       adj_wtj_rolls_section_set_heading (AdjWtjRollsSection *self,
                                              const char         *heading);
void       adj_wtj_rolls_section_set_manual  (AdjWtjRollsSection *self,
                                              const char         *label,
                                              int                 lower,
                                              int                 upper);

G_END_DECLS
