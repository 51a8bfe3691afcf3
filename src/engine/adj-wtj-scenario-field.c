/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario-private.h"

/* Steps 1, 7 and 8: the roll-off for the attacker, setup proximity, troop reaction. */

AdjWtjResult *
_adj_wtj_result_rolloff (AdjWtjScenario *self,
                         int             side)
{
  AdjWtjResult *r = _adj_wtj_result_new (ADJ_WTJ_STEP_ROLLOFF, side);
  g_autofree char *key = g_strdup_printf ("rolloff-%d", side);
  g_autofree char *other_key = g_strdup_printf ("rolloff-%d", 1 - side);
  const char *spec = _adj_wtj_constant (self, "roll-off-dice");
  GArray *own = _adj_wtj_rolled (self, key, spec);
  GArray *other = _adj_wtj_rolled (self, other_key, spec);

  r->spec = g_strdup (spec);
  if (own)
    {
      r->done = TRUE;
      r->value = _adj_wtj_faces_sum (own);
      r->outcome = ADJ_WTJ_OUTCOME_NUMBER;
      _adj_wtj_set_faces (r, own);
      if (other && _adj_wtj_faces_sum (other) == r->value)
        _adj_wtj_add_line (r, ADJ_WTJ_LINE_TIE, 0, 0, NULL, NULL);
      else if (other && _adj_wtj_faces_sum (other) < r->value)
        _adj_wtj_add_line (r, ADJ_WTJ_LINE_HIGH_ROLLER, 0, 0, NULL, NULL);
    }
  return r;
}

AdjWtjResult *
_adj_wtj_result_proximity (AdjWtjScenario *self)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *t = _adj_wtj_table (self, "proximity");
  AdjWtjResult *r = _adj_wtj_result_new (ADJ_WTJ_STEP_PROXIMITY, -1);
  GArray *faces;
  static const char *scales[] = { "scale-large-yards-per-inch", "scale-medium-yards-per-inch",
                                  "scale-small-yards-per-inch" };

  r->table = t;
  r->row = adj_rule_table_find_row (t, adj_wtj_scenario_get_setting (self, "terrain"));
  r->spec = adj_dice_spec_to_string (adj_rule_table_get_dice (t));
  faces = _adj_wtj_rolled (self, "proximity", r->spec);
  if (faces == NULL || r->row < 0)
    return r;
  r->done = TRUE;
  _adj_wtj_set_faces (r, faces);
  r->column = _adj_wtj_faces_sum (faces) - 1;
  r->value = adj_rule_table_get_int (t, r->row, r->column);
  r->outcome = ADJ_WTJ_OUTCOME_YARDS;
  _adj_wtj_add_line (r, ADJ_WTJ_LINE_PROXIMITY_ROLLED, _adj_wtj_faces_sum (faces), r->value,
                     adj_rule_table_get_row_label (t, r->row), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
    {
      int ypi = adj_rule_file_get_int (file, scales[i]);
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_SCALE, (int) i, ypi, NULL, NULL)->x = adj_wtj_inches (r->value, ypi);
    }
  _adj_wtj_add_line (r, ADJ_WTJ_LINE_LULLS_BEGIN, _adj_wtj_faces_sum (faces), 0, NULL, NULL);
  return r;
}

AdjWtjResult *
_adj_wtj_result_reaction (AdjWtjScenario *self,
                          int             side)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *t = _adj_wtj_table (self, "reaction");
  AdjWtjResult *r = _adj_wtj_result_new (ADJ_WTJ_STEP_REACTION, side);
  g_autofree char *key = g_strdup_printf ("reaction-%d", side);
  const char *command = adj_wtj_scenario_get_side_setting (self, "command", side);
  const char *training = adj_wtj_scenario_get_side_setting (self, "training", side);
  g_autofree char *letter = NULL;
  gboolean needs_roll;
  GArray *faces;

  r->table = t;
  r->row = adj_rule_table_find_row (t, command);
  r->column = adj_rule_table_find_column (t, training);
  if (r->row < 0 || r->column < 0)
    return r;
  _adj_wtj_add_line (r, ADJ_WTJ_LINE_REACTION_CELL, 0, 0, adj_rule_table_get_row_label (t, r->row),
                     adj_rule_table_get_column_label (t, r->column))->s3 = adj_rule_table_get_text (t, r->row, r->column);
  letter = adj_wtj_reaction_letter (file, command, training, 0, &needs_roll);
  if (needs_roll)
    {
      AdjRuleTable *average = _adj_wtj_table (self, "reaction-average-roll");

      g_clear_pointer (&letter, g_free);
      r->spec = adj_dice_spec_to_string (adj_rule_table_get_dice (average));
      faces = _adj_wtj_rolled (self, key, r->spec);
      if (faces)
        {
          _adj_wtj_set_faces (r, faces);
          letter = adj_wtj_reaction_letter (file, command, training, _adj_wtj_faces_sum (faces), NULL);
          _adj_wtj_add_line (r, ADJ_WTJ_LINE_REACTION_ROLLED, _adj_wtj_faces_sum (faces),
                             adj_wtj_range_column (average, 0, _adj_wtj_faces_sum (faces)) != 0, NULL, NULL);
        }
    }
  if (letter)
    {
      r->done = TRUE;
      r->value = letter[0];
      r->outcome = ADJ_WTJ_OUTCOME_PROFILE;
    }
  return r;
}
