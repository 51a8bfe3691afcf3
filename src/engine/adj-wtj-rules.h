/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "adj-rule-file.h"

G_BEGIN_DECLS

/* The WTJ "1943" recommended setup as pure functions over the rule file
 * "wtj-1943" (data/tables/wtj-1943.xml). No state; every number comes from
 * the tables. */

#define ADJ_WTJ_FILE "wtj-1943"

int          adj_wtj_clamp_to_table        (AdjRuleTable *table,
                                            int           total);
int          adj_wtj_round_half_up         (double        value);
int          adj_wtj_barrages              (double        value,
                                            int           total_units);
int          adj_wtj_air_superiority_row   (AdjRuleFile  *file,
                                            const char   *nation_id,
                                            const char   *theatre_id);
gboolean     adj_wtj_air_superiority_modifier (AdjRuleFile *file,
                                            int           row,
                                            int           year,
                                            int          *modifier);
int          adj_wtj_suggested_modifier    (AdjRuleFile  *file,
                                            const char   *battle_type,
                                            gboolean      attacker);
int          adj_wtj_air_presence_column   (AdjRuleFile  *file,
                                            int           score);
int          adj_wtj_dice_value            (const char   *spec_text,
                                            const int    *faces,
                                            guint         n_faces,
                                            guint         times);
int          adj_wtj_dice_n_faces          (const char   *spec_text);
gboolean     adj_wtj_theatre_matches       (AdjRuleFile  *file,
                                            const char   *theatre_id,
                                            const char   *theatre_text);
int          adj_wtj_fire_modifier         (AdjRuleFile  *file,
                                            const char   *modifier_table,
                                            int           year,
                                            const char   *nation_id,
                                            const char   *theatre_id,
                                            GArray       *matched_rows);
const char  *adj_wtj_fire_column           (AdjRuleFile  *file,
                                            const char   *battle_type,
                                            gboolean      attacker);
const char  *adj_wtj_counterbattery_category (AdjRuleFile *file,
                                            int           year,
                                            const char   *nation_id,
                                            const char   *theatre_id,
                                            int          *row);
gboolean     adj_wtj_category_is_choice    (const char   *category);
int          adj_wtj_counterbattery_level  (AdjRuleFile  *file,
                                            const char   *category,
                                            int           face);
double       adj_wtj_inches                (int           yards,
                                            int           yards_per_inch);
char        *adj_wtj_reaction_letter       (AdjRuleFile  *file,
                                            const char   *command_id,
                                            const char   *training_id,
                                            int           face,
                                            gboolean     *needs_roll);
int          adj_wtj_works_rolls           (AdjRuleFile  *file,
                                            int           total_bases);
int          adj_wtj_range_column          (AdjRuleTable *table,
                                            int           row,
                                            int           result);
int          adj_wtj_first_row_in_group    (AdjRuleTable *table,
                                            const char   *group);
int          adj_wtj_guess_row             (AdjRuleFile  *file,
                                            AdjRuleTable *table,
                                            const char   *group,
                                            int           year,
                                            const char   *theatre_id);
gboolean     adj_wtj_lull_is_long          (AdjRuleFile  *file,
                                            int           turn);

G_END_DECLS
