/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario-private.h"

/* Steps 5 and 6: planned fire, requested fire support, counterbattery fire. */

gboolean
_adj_wtj_is_attacker (AdjWtjScenario *self,
                      int             side)
{
  return adj_wtj_scenario_is_sided (self) && adj_wtj_scenario_get_attacker (self) == side;
}

AdjWtjResult *
_adj_wtj_result_fire (AdjWtjScenario *self,
                      int             side,
                      gboolean        planned)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *t = _adj_wtj_table (self, planned ? "planned-fire" : "support-fire");
  AdjRuleTable *mods = _adj_wtj_table (self, planned ? "planned-fire-modifiers" : "support-fire-modifiers");
  AdjWtjResult *r = _adj_wtj_result_new (planned ? ADJ_WTJ_STEP_PLANNED : ADJ_WTJ_STEP_SUPPORT, side);
  g_autofree char *key = g_strdup_printf ("%s-%d", planned ? "planned" : "support", side);
  g_autoptr(GArray) matched = g_array_new (FALSE, FALSE, sizeof (int));
  const char *nation = adj_wtj_scenario_get_side_setting (self, "nation", side);
  const char *nation_name = adj_wtj_scenario_get_nation_name (self, side);
  int year = adj_wtj_scenario_get_int (self, "year");
  int units = adj_wtj_scenario_total_units (self);
  const char *col_id = adj_wtj_fire_column (file, adj_wtj_scenario_get_setting (self, "battle-type"),
                                            _adj_wtj_is_attacker (self, side));
  int manual_value;
  GArray *faces;

  r->table = t;
  r->column = adj_rule_table_find_column (t, col_id);
  if (planned && adj_wtj_scenario_get_int (self, "amphibious") && adj_wtj_scenario_is_sided (self)
      && !_adj_wtj_is_attacker (self, side))
    {
      r->applicable = FALSE;
      r->done = TRUE;
      r->value = 0;
      r->outcome = ADJ_WTJ_OUTCOME_NO_PLANNED_FIRE;
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_NO_PLANNED_FIRE_AMPHIBIOUS, 0, 0, NULL, NULL);
      return r;
    }
  r->modifier = adj_wtj_fire_modifier (file, planned ? "planned-fire-modifiers" : "support-fire-modifiers",
                                       year, nation, adj_wtj_scenario_get_setting (self, "theatre"), matched);
  _adj_wtj_add_line (r, ADJ_WTJ_LINE_FIRE_COLUMN, 0, 0, adj_rule_table_get_column_label (t, r->column), NULL);
  if (matched->len == 0)
    _adj_wtj_add_line (r, ADJ_WTJ_LINE_NO_FIRE_MODIFIER, year, 0, nation_name, NULL);
  for (guint i = 0; i < matched->len; i++)
    {
      int m = g_array_index (matched, int, i);
      int ct = adj_rule_table_column (mods, "theatre");

      _adj_wtj_add_line (r, ADJ_WTJ_LINE_FIRE_MODIFIER, year,
                         adj_rule_table_get_int (mods, m, adj_rule_table_column (mods, "modifier")), nation_name,
                         adj_rule_table_is_none (mods, m, ct) ? NULL : adj_rule_table_get_text (mods, m, ct));
    }
  r->spec = adj_dice_spec_to_string (adj_rule_table_get_dice (t));
  if (_adj_wtj_get_manual (self, key, &manual_value))
    {
      r->done = r->manual = TRUE;
      r->value = manual_value;
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_SET_BY_PLAYERS, 0, 0, NULL, NULL);
    }
  else if ((faces = _adj_wtj_rolled (self, key, r->spec)) != NULL)
    {
      int raw = _adj_wtj_faces_sum (faces) + r->modifier;
      int total = adj_wtj_clamp_to_table (t, raw);
      double value;
      AdjWtjLine *l;

      _adj_wtj_set_faces (r, faces);
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_ROLLED_MODIFIED, r->modifier, raw, NULL, NULL);
      if (total != raw)
        _adj_wtj_add_line (r, ADJ_WTJ_LINE_CLAMPED, total, adj_dice_spec_min (adj_rule_table_get_dice (t)), NULL, NULL)->c
          = adj_dice_spec_max (adj_rule_table_get_dice (t));
      r->row = adj_rule_table_find_row_for_roll (t, total);
      value = adj_rule_table_get_decimal (t, r->row, r->column);
      r->value = adj_wtj_barrages (value, units);
      r->done = TRUE;
      l = _adj_wtj_add_line (r, ADJ_WTJ_LINE_FIRE_PRODUCT, units, r->value, adj_rule_table_get_text (t, r->row, r->column), NULL);
      l->x = value * units;
    }
  if (r->done)
    r->outcome = planned ? ADJ_WTJ_OUTCOME_BARRAGES : ADJ_WTJ_OUTCOME_BATTERIES;
  return r;
}

AdjWtjResult *
_adj_wtj_result_counterbattery (AdjWtjScenario *self,
                                int             side)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *cb = _adj_wtj_table (self, "counterbattery");
  AdjWtjResult *r = _adj_wtj_result_new (ADJ_WTJ_STEP_COUNTERBATTERY, side);
  g_autofree char *key = g_strdup_printf ("counterbattery-%d", side);
  int year = adj_wtj_scenario_get_int (self, "year");
  const char *listed = adj_wtj_counterbattery_category (file, year,
                                                        adj_wtj_scenario_get_side_setting (self, "nation", side),
                                                        adj_wtj_scenario_get_setting (self, "theatre"), NULL);
  const char *picked = adj_wtj_scenario_get_side_setting (self, "category", side);
  const char *category = picked;
  GArray *faces;

  r->table = cb;
  if (category == NULL && !adj_wtj_category_is_choice (listed))
    category = listed;
  /* the category as the table spells it (the texts of a result belong to the tables) */
  for (guint i = 0; category && i < adj_rule_table_get_n_rows (cb); i++)
    if (g_str_equal (adj_rule_table_get_row_label (cb, i), category))
      r->row = (int) i;
  if (listed == NULL)
    {
      r->note = ADJ_WTJ_NOTE_CATEGORY_NOT_LISTED;
      r->note_text = adj_wtj_scenario_get_nation_name (self, side);
      r->note_number = year;
    }
  else if (adj_wtj_category_is_choice (listed))
    {
      r->note = ADJ_WTJ_NOTE_CATEGORY_CHOICE;
      r->note_text = listed;
    }
  if (listed)
    _adj_wtj_add_line (r, ADJ_WTJ_LINE_CATEGORY_LISTED, year, 0, adj_wtj_scenario_get_nation_name (self, side), listed);
  if (picked && r->row >= 0)
    _adj_wtj_add_line (r, ADJ_WTJ_LINE_CATEGORY_PICKED, 0, 0, adj_rule_table_get_row_label (cb, r->row), NULL);
  if (category == NULL)
    return r;
  r->spec = adj_dice_spec_to_string (adj_rule_table_get_dice (cb));
  faces = _adj_wtj_rolled (self, key, r->spec);
  if (faces)
    {
      r->done = TRUE;
      _adj_wtj_set_faces (r, faces);
      r->value = _adj_wtj_faces_sum (faces);
      r->column = adj_wtj_counterbattery_level (file, category, r->value);
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_ROLLED_ON_LINE, r->value, 0, r->row >= 0 ? adj_rule_table_get_row_label (cb, r->row) : listed, NULL);
      r->outcome = ADJ_WTJ_OUTCOME_COLUMN;
    }
  return r;
}
