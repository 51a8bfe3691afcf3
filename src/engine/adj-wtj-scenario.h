/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-model.h"
#include "adj-rulebook.h"

G_BEGIN_DECLS

/**
 * AdjWtjResult:
 * @spec: (nullable): the dice to roll now, %NULL when nothing can be rolled
 * @modifier: the modifier added to the dice (for the roll log)
 * @done: the step has a result (rolled, or set by hand)
 * @manual: the result was set by hand
 * @applicable: %FALSE when the step does not apply to that side
 * @value: the result as a number (points, barrages, yards, ...)
 * @text: (nullable): the result in words
 * @lines: (element-type utf8): how the result is found, one line each
 * @note: (nullable): why players must decide (no entry in the source, ...)
 * @row: the row of the step's table that applies, or -1
 * @column: the column of the step's table that applies, or -1
 * @append: a roll of @spec adds to the faces already rolled (a step that
 *   needs more dice than one roll can hold is rolled in parts)
 *
 * One step's state for one side, computed from the rolls and the tables.
 */
typedef struct {
  char      *spec;
  int        modifier;
  gboolean   done;
  gboolean   manual;
  gboolean   applicable;
  int        value;
  char      *text;
  GPtrArray *lines;
  char      *note;
  int        row;
  int        column;
  gboolean   append;
} AdjWtjResult;

void adj_wtj_result_free (AdjWtjResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjWtjResult, adj_wtj_result_free)

typedef enum {
  ADJ_WTJ_ASSETS_CHOOSE,
  ADJ_WTJ_ASSETS_ROLL,
  ADJ_WTJ_ASSETS_ARRIVAL,
} AdjWtjAssetsMode;

#define ADJ_TYPE_WTJ_SCENARIO (adj_wtj_scenario_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjScenario, adj_wtj_scenario, ADJ, WTJ_SCENARIO, GObject)

AdjWtjScenario *adj_wtj_scenario_new          (AdjRulebook    *rulebook);
AdjRuleFile    *adj_wtj_scenario_get_rules    (AdjWtjScenario *self);
guint           adj_wtj_scenario_get_revision (AdjWtjScenario *self);

/* Settings (first page, per-side choices, optional steps) */
const char *adj_wtj_scenario_get_setting  (AdjWtjScenario *self,
                                           const char     *key);
gboolean    adj_wtj_scenario_set_setting  (AdjWtjScenario *self,
                                           const char     *key,
                                           const char     *value,
                                           GError        **error);
int         adj_wtj_scenario_get_int      (AdjWtjScenario *self,
                                           const char     *key);
const char *adj_wtj_scenario_get_side_setting (AdjWtjScenario *self,
                                           const char     *name,
                                           int             side);
gboolean    adj_wtj_scenario_set_side_setting (AdjWtjScenario *self,
                                           const char     *name,
                                           int             side,
                                           const char     *value,
                                           GError        **error);
int         adj_wtj_scenario_get_attacker (AdjWtjScenario *self);
gboolean    adj_wtj_scenario_is_sided     (AdjWtjScenario *self);
int         adj_wtj_scenario_total_units  (AdjWtjScenario *self);
int         adj_wtj_scenario_total_bases  (AdjWtjScenario *self);
char       *adj_wtj_scenario_dup_side_name (AdjWtjScenario *self,
                                           int             side);
char       *adj_wtj_scenario_dup_title    (AdjWtjScenario *self);
int         adj_wtj_scenario_get_side_row (AdjWtjScenario *self,
                                           int             side,
                                           const char     *table_id);

/* Rolls and results */
gboolean      adj_wtj_scenario_roll       (AdjWtjScenario *self,
                                           const char     *key,
                                           const int      *faces,
                                           guint           n_faces,
                                           GError        **error);
void          adj_wtj_scenario_clear      (AdjWtjScenario *self,
                                           const char     *key);
const int    *adj_wtj_scenario_get_faces  (AdjWtjScenario *self,
                                           const char     *key,
                                           guint          *n_faces);
void          adj_wtj_scenario_set_manual (AdjWtjScenario *self,
                                           const char     *key,
                                           int             value);
AdjWtjResult *adj_wtj_scenario_get_result (AdjWtjScenario *self,
                                           const char     *key);

/* Air assets */
GPtrArray  *adj_wtj_scenario_dup_asset_types (AdjWtjScenario *self,
                                              int             side);
AdjWtjAssetsMode adj_wtj_scenario_get_assets_mode (AdjWtjScenario *self,
                                              int             side);
const char *adj_wtj_scenario_get_asset      (AdjWtjScenario *self,
                                             int             side,
                                             int             point);

/* Fuel companies */
guint       adj_wtj_scenario_get_n_companies (AdjWtjScenario *self);
void        adj_wtj_scenario_add_company     (AdjWtjScenario *self,
                                              int             side);
void        adj_wtj_scenario_remove_company  (AdjWtjScenario *self,
                                              guint           index);
int         adj_wtj_scenario_get_company_side (AdjWtjScenario *self,
                                              guint           index);

/* Combat lulls */
int         adj_wtj_scenario_get_first_lull_turn (AdjWtjScenario *self);
int         adj_wtj_scenario_get_lull_turn   (AdjWtjScenario *self);
int         adj_wtj_scenario_get_lull_started (AdjWtjScenario *self);
int         adj_wtj_scenario_get_lull_kind   (AdjWtjScenario *self);
void        adj_wtj_scenario_next_turn       (AdjWtjScenario *self);
void        adj_wtj_scenario_previous_turn   (AdjWtjScenario *self);

G_END_DECLS
