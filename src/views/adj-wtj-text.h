/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

/* The words of the WTJ "1943" setup: pure functions from the scenario's
 * facts (AdjWtjResult) to translated text, for the wizard's pages, the
 * scenario sheet (preview, print, PDF) and the roll log alike. */

char *adj_wtj_text_side_name   (AdjWtjScenario     *scenario,
                                int                 side);
char *adj_wtj_text_title       (AdjWtjScenario     *scenario);
char *adj_wtj_text_company_name (AdjWtjScenario    *scenario,
                                 guint              company);
char *adj_wtj_text_faces       (const AdjWtjResult *result);
char *adj_wtj_text_result      (AdjWtjScenario     *scenario,
                                const AdjWtjResult *result);
char *adj_wtj_text_line        (AdjWtjScenario     *scenario,
                                const AdjWtjResult *result,
                                const AdjWtjLine   *line);
GStrv adj_wtj_text_lines       (AdjWtjScenario     *scenario,
                                const AdjWtjResult *result);
char *adj_wtj_text_note        (AdjWtjScenario     *scenario,
                                const AdjWtjResult *result);
const char *adj_wtj_text_profile_name (AdjWtjScenario *scenario,
                                       int             letter);
char *adj_wtj_text_lull_roll_heading (AdjWtjScenario *scenario);
char *adj_wtj_text_lull_start_note   (AdjWtjScenario *scenario);
char *adj_wtj_text_lull_record_title (AdjWtjScenario *scenario);
char *adj_wtj_text_lull_first_turn   (AdjWtjScenario *scenario);
char *adj_wtj_text_lull_history      (AdjWtjScenario *scenario);
char *adj_wtj_text_lull_kind         (AdjWtjScenario *scenario);
const char *adj_wtj_text_step_title  (AdjWtjStepKind  kind);
void  adj_wtj_text_row_choices       (AdjRuleTable   *table,
                                      const char     *column_id,
                                      GPtrArray      *ids,
                                      GPtrArray      *labels);
GStrv adj_wtj_text_roll_facts        (AdjWtjScenario *scenario,
                                      const char     *key);
char *adj_wtj_text_roll_purpose      (AdjWtjScenario     *scenario,
                                      const char * const *facts,
                                      char              **who);

G_END_DECLS
