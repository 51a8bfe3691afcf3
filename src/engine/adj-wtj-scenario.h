/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-model.h"
#include "adj-rulebook.h"
#include "adj-wtj-result.h"
#include "adj-wtj-side.h"
#include "adj-wtj-step.h"

G_BEGIN_DECLS


/**
 * AdjWtjLullKind:
 * @ADJ_WTJ_LULL_NONE: no combat lull
 * @ADJ_WTJ_LULL_SHORT: a short one
 * @ADJ_WTJ_LULL_LONG: a long one
 */
typedef enum {
  ADJ_WTJ_LULL_NONE,
  ADJ_WTJ_LULL_SHORT,
  ADJ_WTJ_LULL_LONG,
} AdjWtjLullKind;


#define ADJ_TYPE_WTJ_SCENARIO (adj_wtj_scenario_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjScenario, adj_wtj_scenario, ADJ, WTJ_SCENARIO, GObject)

AdjWtjScenario *adj_wtj_scenario_new          (AdjRulebook    *rulebook);
AdjRuleFile    *adj_wtj_scenario_get_rules    (AdjWtjScenario *self);
GListModel     *adj_wtj_scenario_get_steps    (AdjWtjScenario *self);
GListModel     *adj_wtj_scenario_get_sides    (AdjWtjScenario *self);
AdjWtjSide     *adj_wtj_scenario_get_side     (AdjWtjScenario *self,
                                               int             index);
AdjWtjStep     *adj_wtj_scenario_find_step    (AdjWtjScenario *self,
                                               const char     *key);

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
const char *adj_wtj_scenario_get_nation_name (AdjWtjScenario *self,
                                           int             side);
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
AdjWtjLullKind adj_wtj_scenario_get_lull_kind (AdjWtjScenario *self);
void        adj_wtj_scenario_next_turn       (AdjWtjScenario *self);
void        adj_wtj_scenario_previous_turn   (AdjWtjScenario *self);

G_END_DECLS
