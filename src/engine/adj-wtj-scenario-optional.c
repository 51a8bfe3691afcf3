/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario-private.h"

/* Optional steps 20 and 21: defensive works, fuel supply (the tank companies). */

static int
works_defender (AdjWtjScenario *self)
{
  return 1 - adj_wtj_scenario_get_attacker (self);
}

/* Anti-tank ditches and trenches count lengths of so many inches (a
 * constant of the table): their results say so. */
static void
count_lengths (AdjWtjScenario *self,
               AdjWtjResult   *r)
{
  const char *columns = _adj_wtj_constant (self, "works-length-columns");
  g_auto(GStrv) ids = g_strsplit (columns ? columns : "", " ", -1);

  if (!r->done || r->column < 0
      || !g_strv_contains ((const char * const *) ids, adj_rule_table_get_column_id (r->table, r->column)))
    return;
  r->outcome = ADJ_WTJ_OUTCOME_LENGTHS;
  r->count = adj_rule_file_get_int (adj_wtj_scenario_get_rules (self), "works-length-inches");
}

AdjWtjResult *
_adj_wtj_result_works (AdjWtjScenario *self,
                       const char     *what)
{
  AdjRuleTable *t = _adj_wtj_table (self, "defensive-works");
  gboolean attacker = g_str_has_prefix (what, "attacker-");
  AdjWtjResult *r = _adj_wtj_result_new (attacker ? ADJ_WTJ_STEP_WORKS_ATTACKER : ADJ_WTJ_STEP_WORKS,
                                         attacker ? 1 - works_defender (self) : works_defender (self));
  g_autofree char *key = g_strdup_printf ("works-%s", what);
  GArray *faces;

  r->table = t;
  if (attacker)
    {
      const char *cat = what + strlen ("attacker-");
      g_autofree char *constant = g_strdup_printf ("attacker-%s-dice", cat);
      AdjDiceSpec spec;

      r->column = adj_rule_table_find_column (t, cat);
      if (!adj_dice_spec_parse (_adj_wtj_constant (self, constant), &spec, NULL))
        return r;
      r->spec = adj_dice_spec_to_string (&spec);
      faces = _adj_wtj_rolled (self, key, r->spec);
      if (faces)
        {
          r->done = TRUE;
          _adj_wtj_set_faces (r, faces);
          r->value = _adj_wtj_faces_sum (faces);
          r->outcome = ADJ_WTJ_OUTCOME_NUMBER;
          _adj_wtj_add_line (r, ADJ_WTJ_LINE_ROLLED_SUM, r->value, 0, NULL, NULL);
          count_lengths (self, r);
        }
      return r;
    }

  r->row = adj_wtj_scenario_get_side_row (self, works_defender (self), "defensive-works");
  r->column = adj_rule_table_find_column (t, what);
  if (r->column < 0)
    return r;
  if (r->row < 0)
    {
      r->note = ADJ_WTJ_NOTE_NO_WORKS_ROW;
      return r;
    }
  _adj_wtj_add_line (r, ADJ_WTJ_LINE_ROW, 0, 0, adj_rule_table_get_row_group (t, r->row), adj_rule_table_get_row_label (t, r->row));
  if (adj_rule_table_is_none (t, r->row, r->column))
    {
      r->done = TRUE;
      r->applicable = FALSE;
      r->outcome = ADJ_WTJ_OUTCOME_NOT_AVAILABLE;
      return r;
    }
  {
    const char *cell = adj_rule_table_get_text (t, r->row, r->column);
    int rolls = adj_wtj_works_rolls (adj_wtj_scenario_get_rules (self), adj_wtj_scenario_total_bases (self));
    int per = adj_wtj_dice_n_faces (cell);

    _adj_wtj_add_line (r, ADJ_WTJ_LINE_WORKS_ROLLS, rolls,
                       adj_rule_file_get_int (adj_wtj_scenario_get_rules (self), "defensive-works-bases-per-roll"),
                       cell, NULL)->c = adj_wtj_scenario_total_bases (self);
    if (rolls == 0)
      {
        r->done = TRUE;
        r->value = 0;
        r->outcome = ADJ_WTJ_OUTCOME_NUMBER;
        count_lengths (self, r);
        return r;
      }
    {
      AdjDiceSpec spec;
      int manual_value;
      int sides = adj_dice_spec_parse (cell, &spec, NULL) ? spec.sides : 6;
      GArray *have = _adj_wtj_partial_faces (self, key, sides, (guint) (per * rolls));
      int done_rolls = have && per > 0 ? (int) have->len / per : 0;

      if (_adj_wtj_get_manual (self, key, &manual_value))
        {
          r->done = r->manual = TRUE;
          r->value = manual_value;
        }
      else if (done_rolls == rolls)
        {
          r->done = TRUE;
          _adj_wtj_set_faces (r, have);
          r->value = adj_wtj_dice_value (cell, (const int *) have->data, have->len, rolls);
          _adj_wtj_add_line (r, ADJ_WTJ_LINE_ROLLED_TOTAL, r->value, 0, NULL, NULL);
        }
      else
        {
          /* the rolls that fit in one go; more follow */
          int chunk = MIN (rolls - done_rolls, MAX (1, _adj_wtj_dice_per_roll (sides) / per));

          r->spec = g_strdup_printf ("%dd%d", chunk * per, sides);
          r->append = done_rolls > 0;
          if (done_rolls > 0)
            _adj_wtj_add_line (r, ADJ_WTJ_LINE_ROLLS_MADE, done_rolls, rolls, NULL, NULL);
        }
    }
    if (r->done)
      r->outcome = ADJ_WTJ_OUTCOME_NUMBER;
    count_lengths (self, r);
  }
  return r;
}

AdjWtjResult *
_adj_wtj_result_fuel (AdjWtjScenario *self,
                      int             company,
                      const char     *what)
{
  static const struct { const char *what; const char *table; } fuel[] = {
    { "turns", "fuel-turns" }, { "delay", "fuel-refuel-delay" }, { "rate", "fuel-rate" },
  };
  AdjWtjResult *r = _adj_wtj_result_new (ADJ_WTJ_STEP_FUEL, company);
  AdjRuleTable *t = NULL;
  g_autofree char *key = g_strdup_printf ("fuel-%d-%s", company, what);
  g_autofree char *row_key = g_strdup_printf ("company-%d-row", company);
  const char *row_id = adj_wtj_scenario_get_setting (self, row_key);
  GArray *faces;

  for (guint i = 0; i < G_N_ELEMENTS (fuel); i++)
    if (g_str_equal (what, fuel[i].what))
      t = _adj_wtj_table (self, fuel[i].table);
  if (t == NULL || company < 0 || (guint) company >= adj_wtj_scenario_get_n_companies (self))
    {
      adj_wtj_result_free (r);
      return NULL;
    }
  r->table = t;
  r->row = row_id ? adj_rule_table_find_row (t, row_id) : -1;
  if (r->row < 0)
    {
      r->note = ADJ_WTJ_NOTE_PICK_COMPANY_ROW;
      return r;
    }
  r->spec = adj_dice_spec_to_string (adj_rule_table_get_dice (t));
  faces = _adj_wtj_rolled (self, key, r->spec);
  if (faces)
    {
      r->done = TRUE;
      r->column = adj_wtj_range_column (t, r->row, _adj_wtj_faces_sum (faces));
      r->value = _adj_wtj_faces_sum (faces);
      r->outcome = ADJ_WTJ_OUTCOME_COLUMN;
      _adj_wtj_set_faces (r, faces);
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_ROLLED, r->value, 0, NULL, NULL);
    }
  return r;
}

/** adj_wtj_scenario_get_n_companies: Returns: the number of tank companies rolling for fuel */
guint
adj_wtj_scenario_get_n_companies (AdjWtjScenario *self)
{
  return (guint) adj_wtj_scenario_get_int (self, "companies");
}

/** adj_wtj_scenario_get_company_side: Returns: the side of a company */
int
adj_wtj_scenario_get_company_side (AdjWtjScenario *self,
                                   guint           index)
{
  g_autofree char *key = g_strdup_printf ("company-%u-side", index);

  return adj_wtj_scenario_get_int (self, key);
}

/** adj_wtj_scenario_add_company: Adds a tank company to a side (step 21). */
void
adj_wtj_scenario_add_company (AdjWtjScenario *self,
                              int             side)
{
  guint n = adj_wtj_scenario_get_n_companies (self);
  AdjRuleTable *t = _adj_wtj_table (self, "fuel-turns");
  int row = adj_wtj_guess_row (adj_wtj_scenario_get_rules (self), t, _adj_wtj_nation_group (self, side),
                               adj_wtj_scenario_get_int (self, "year"), adj_wtj_scenario_get_setting (self, "theatre"));

  g_hash_table_insert (self->settings, g_strdup_printf ("company-%u-side", n), g_strdup_printf ("%d", side));
  if (row >= 0)
    g_hash_table_insert (self->settings, g_strdup_printf ("company-%u-row", n),
                         g_strdup (adj_rule_table_get_row_id (t, row)));
  g_hash_table_insert (self->settings, g_strdup ("companies"), g_strdup_printf ("%u", n + 1));
  _adj_wtj_bump (self);
  adj_model_changed (ADJ_MODEL (self), N_("Add tank company"));
}

static void
move_key (GHashTable *table,
          const char *from,
          const char *to)
{
  gpointer key, value;

  g_hash_table_remove (table, to);
  if (g_hash_table_steal_extended (table, from, &key, &value))
    {
      g_free (key);
      g_hash_table_insert (table, g_strdup (to), value);
    }
}

/** adj_wtj_scenario_remove_company: Removes a tank company; the later ones move up. */
void
adj_wtj_scenario_remove_company (AdjWtjScenario *self,
                                 guint           index)
{
  static const char *settings[] = { "side", "row" };
  static const char *rolls[] = { "turns", "delay", "rate" };
  guint n = adj_wtj_scenario_get_n_companies (self);

  if (index >= n)
    return;
  for (guint i = index; i < n; i++)
    {
      for (guint k = 0; k < G_N_ELEMENTS (settings); k++)
        {
          g_autofree char *to = g_strdup_printf ("company-%u-%s", i, settings[k]);
          g_autofree char *from = g_strdup_printf ("company-%u-%s", i + 1, settings[k]);
          move_key (self->settings, from, to);
        }
      for (guint k = 0; k < G_N_ELEMENTS (rolls); k++)
        {
          g_autofree char *to = g_strdup_printf ("fuel-%u-%s", i, rolls[k]);
          g_autofree char *from = g_strdup_printf ("fuel-%u-%s", i + 1, rolls[k]);
          move_key (self->rolls, from, to);
        }
    }
  g_hash_table_insert (self->settings, g_strdup ("companies"), g_strdup_printf ("%u", n - 1));
  _adj_wtj_bump (self);
  adj_model_changed (ADJ_MODEL (self), N_("Remove tank company"));
}

