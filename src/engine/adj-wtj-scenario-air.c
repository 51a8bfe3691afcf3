/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario-private.h"

/* Steps 2 to 4: air superiority, air presence, air assets. */

static int
superiority_modifier (AdjWtjScenario *self,
                      int             side,
                      AdjWtjResult   *r)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *sup = _adj_wtj_table (self, "air-superiority");
  AdjRuleTable *nations = _adj_wtj_table (self, "nations");
  int nation = adj_rule_table_find_row (nations, adj_wtj_scenario_get_side_setting (self, "nation", side));
  gboolean axis = nation >= 0 && !adj_rule_table_is_none (nations, nation, adj_rule_table_column (nations, "axis"));
  int year = adj_wtj_scenario_get_int (self, "year");
  int mod = 0, table_mod, suggested;

  if (!axis)
    _adj_wtj_add_line (r, ADJ_WTJ_LINE_NO_AXIS_MODIFIER, 0, 0, NULL, NULL);
  else
    {
      int row = adj_wtj_scenario_get_side_row (self, side, "air-superiority");

      if (r)
        {
          r->table = sup;
          r->row = row;
        }
      if (row < 0)
        {
          mod = _adj_wtj_side_int (self, "agreed", side);
          if (r)
            r->note = ADJ_WTJ_NOTE_NO_SUPERIORITY_ROW;
          _adj_wtj_add_line (r, ADJ_WTJ_LINE_AGREED_NO_ROW, mod, 0, NULL, NULL);
        }
      else if (!adj_wtj_air_superiority_modifier (file, row, year, &table_mod))
        {
          g_autofree char *col = g_strdup_printf ("y%d", year);
          mod = _adj_wtj_side_int (self, "agreed", side);
          if (r)
            {
              r->column = adj_rule_table_find_column (sup, col);
              r->note = ADJ_WTJ_NOTE_NO_SUPERIORITY_ENTRY;
              r->note_text = adj_rule_table_get_row_label (sup, row);
              r->note_number = year;
            }
          _adj_wtj_add_line (r, ADJ_WTJ_LINE_AGREED_NO_ENTRY, year, mod, NULL, NULL);
        }
      else
        {
          g_autofree char *col = g_strdup_printf ("y%d", year);
          mod = table_mod;
          if (r)
            r->column = adj_rule_table_find_column (sup, col);
          _adj_wtj_add_line (r, ADJ_WTJ_LINE_TABLE_MODIFIER, year, table_mod, adj_rule_table_get_row_group (sup, row),
                             adj_rule_table_get_row_label (sup, row));
        }
    }
  if (adj_wtj_scenario_get_int (self, "use-suggested") && adj_wtj_scenario_is_sided (self))
    {
      suggested = adj_wtj_suggested_modifier (file, adj_wtj_scenario_get_setting (self, "battle-type"),
                                              adj_wtj_scenario_get_attacker (self) == side);
      if (suggested != 0)
        {
          _adj_wtj_add_line (r, ADJ_WTJ_LINE_SUGGESTED_MODIFIER, suggested, 0, NULL, NULL);
          mod += suggested;
        }
    }
  return mod;
}


static gboolean
superiority_totals (AdjWtjScenario *self,
                    int            *total0,
                    int            *total1)
{
  const char *spec = _adj_wtj_constant (self, "air-superiority-dice");
  GArray *f0 = _adj_wtj_rolled (self, "superiority-0", spec);
  GArray *f1 = _adj_wtj_rolled (self, "superiority-1", spec);

  if (!f0 || !f1)
    return FALSE;
  *total0 = _adj_wtj_faces_sum (f0) + superiority_modifier (self, 0, NULL);
  *total1 = _adj_wtj_faces_sum (f1) + superiority_modifier (self, 1, NULL);
  return TRUE;
}

/* The side's superiority score (own total minus the other's), or FALSE if not known yet. */
static gboolean
superiority_score (AdjWtjScenario *self,
                   int             side,
                   int            *score,
                   gboolean       *manual)
{
  int t0, t1, declared;

  *manual = _adj_wtj_get_manual (self, "superiority", &declared);
  if (*manual)
    {
      *score = side == 0 ? declared : -declared;
      return TRUE;
    }
  if (!superiority_totals (self, &t0, &t1))
    return FALSE;
  *score = side == 0 ? t0 - t1 : t1 - t0;
  return TRUE;
}

AdjWtjResult *
_adj_wtj_result_superiority (AdjWtjScenario *self,
                             int             side)
{
  AdjWtjResult *r = _adj_wtj_result_new (ADJ_WTJ_STEP_SUPERIORITY, side);
  g_autofree char *key = g_strdup_printf ("superiority-%d", side);
  const char *spec = _adj_wtj_constant (self, "air-superiority-dice");
  GArray *faces = _adj_wtj_rolled (self, key, spec);
  int score;
  gboolean manual;

  r->spec = g_strdup (spec);
  r->modifier = superiority_modifier (self, side, r);
  _adj_wtj_add_line (r, ADJ_WTJ_LINE_TOTAL_MODIFIER, r->modifier, 0, NULL, NULL);
  if (faces)
    {
      _adj_wtj_set_faces (r, faces);
      r->value = _adj_wtj_faces_sum (faces) + r->modifier;
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_ROLLED_MODIFIED, r->modifier, r->value, NULL, NULL);
      r->done = TRUE;
      r->outcome = ADJ_WTJ_OUTCOME_WAITING;
    }
  if (superiority_score (self, side, &score, &manual))
    {
      r->done = TRUE;
      r->manual = manual;
      r->score = score;
      if (manual)
        {
          _adj_wtj_add_line (r, ADJ_WTJ_LINE_DECLARED, 0, 0, NULL, NULL);
          r->value = score;
        }
      r->outcome = score > 0 ? ADJ_WTJ_OUTCOME_SUPERIORITY
        : score == 0 ? ADJ_WTJ_OUTCOME_PARITY : ADJ_WTJ_OUTCOME_LOST;
    }
  return r;
}

AdjWtjResult *
_adj_wtj_result_presence (AdjWtjScenario *self,
                          int             side)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *presence = _adj_wtj_table (self, "air-presence");
  AdjWtjResult *r = _adj_wtj_result_new (ADJ_WTJ_STEP_PRESENCE, side);
  g_autofree char *key = g_strdup_printf ("presence-%d", side);
  int score, col, manual_value;
  gboolean manual;
  const char *cell;
  GArray *faces;

  r->table = presence;
  r->row = adj_rule_table_find_row (presence, adj_wtj_scenario_get_side_setting (self, "priority", side));
  if (_adj_wtj_get_manual (self, key, &manual_value))
    {
      r->done = r->manual = TRUE;
      r->value = manual_value;
      r->outcome = ADJ_WTJ_OUTCOME_AIR_POINTS;
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_SET_BY_PLAYERS, 0, 0, NULL, NULL);
      return r;
    }
  if (!superiority_score (self, side, &score, &manual))
    {
      r->note = ADJ_WTJ_NOTE_ROLL_SUPERIORITY_FIRST;
      return r;
    }
  col = adj_wtj_air_presence_column (file, score);
  _adj_wtj_add_line (r, ADJ_WTJ_LINE_SCORE, score, 0, NULL, NULL);
  if (col < 0 || r->row < 0)
    {
      r->done = TRUE;
      r->value = 0;
      r->outcome = ADJ_WTJ_OUTCOME_NO_PRESENCE;
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_BELOW_LOWEST_SCORE, adj_rule_file_get_int (file, "air-presence-lowest-score"), 0, NULL, NULL);
      return r;
    }
  r->column = col;
  cell = adj_rule_table_get_text (presence, r->row, col);
  _adj_wtj_add_line (r, ADJ_WTJ_LINE_PRESENCE_CELL, 0, 0, adj_rule_table_get_row_label (presence, r->row),
                     adj_rule_table_get_column_label (presence, col))->s3 = cell;
  if (adj_wtj_dice_n_faces (cell) == 0)
    {
      r->done = TRUE;
      r->outcome = ADJ_WTJ_OUTCOME_NO_PRESENCE;
      return r;
    }
  r->spec = g_strdup (cell);
  faces = _adj_wtj_rolled (self, key, cell);
  if (faces)
    {
      r->done = TRUE;
      _adj_wtj_set_faces (r, faces);
      r->value = adj_wtj_dice_value (cell, (const int *) faces->data, faces->len, 1);
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_ROLLED_ON, r->value, 0, cell, NULL);
      r->outcome = ADJ_WTJ_OUTCOME_AIR_POINTS;
    }
  return r;
}

/**
 * adj_wtj_scenario_dup_asset_types:
 * @self: the scenario
 * @side: 0 or 1
 *
 * Returns: (transfer full) (element-type utf8): the ids (rows of
 *   "air-asset-types") of the attack types the side can have, rare ones included
 */
GPtrArray *
adj_wtj_scenario_dup_asset_types (AdjWtjScenario *self,
                                  int             side)
{
  AdjRuleTable *types = _adj_wtj_table (self, "air-asset-types");
  AdjRuleTable *assets = _adj_wtj_table (self, "air-assets");
  int row = adj_wtj_scenario_get_side_row (self, side, "air-assets");
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  for (guint t = 0; t < adj_rule_table_get_n_rows (types); t++)
    {
      const char *id = adj_rule_table_get_row_id (types, t);
      int c = adj_rule_table_find_column (assets, id);

      /* A type that is not a column of the Air Assets table is always available. */
      if (c < 0 || (row >= 0 && g_str_has_prefix (adj_rule_table_get_text (assets, row, c), "Yes")))
        g_ptr_array_add (out, g_strdup (id));
    }
  return out;
}

static int
air_points (AdjWtjScenario *self,
            int             side)
{
  g_autofree char *key = g_strdup_printf ("presence-%d", side);
  g_autoptr(AdjWtjResult) p = adj_wtj_scenario_get_result (self, key);

  return p->done ? p->value : 0;
}

/**
 * adj_wtj_scenario_get_asset:
 * @self: the scenario
 * @side: 0 or 1
 * @point: an air point, from 0
 *
 * Returns: (transfer none) (nullable): the attack type of that point (a row id
 *   of "air-asset-types"), chosen or rolled; %NULL if not decided
 */
const char *
adj_wtj_scenario_get_asset (AdjWtjScenario *self,
                            int             side,
                            int             point)
{
  AdjWtjAssetsMode mode = adj_wtj_scenario_get_assets_mode (self, side);

  if (mode == ADJ_WTJ_ASSETS_CHOOSE)
    {
      g_autofree char *key = g_strdup_printf ("asset-%d-%d", side, point);
      return adj_wtj_scenario_get_setting (self, key);
    }
  if (mode == ADJ_WTJ_ASSETS_ROLL)
    {
      g_autofree char *key = g_strdup_printf ("assets-%d", side);
      g_autoptr(GPtrArray) types = adj_wtj_scenario_dup_asset_types (self, side);
      GArray *faces = _adj_wtj_partial_faces (self, key, (int) types->len, (guint) air_points (self, side));
      AdjRuleTable *t = _adj_wtj_table (self, "air-asset-types");

      if (faces == NULL || point < 0 || (guint) point >= faces->len)
        return NULL;
      return adj_rule_table_get_row_id (t, adj_rule_table_find_row (t, g_ptr_array_index (types, g_array_index (faces, int, point) - 1)));
    }
  return NULL;
}

AdjWtjResult *
_adj_wtj_result_assets (AdjWtjScenario *self,
                        int             side)
{
  AdjWtjResult *r = _adj_wtj_result_new (ADJ_WTJ_STEP_ASSETS, side);
  AdjRuleTable *assets = _adj_wtj_table (self, "air-assets");
  g_autoptr(GPtrArray) avail = adj_wtj_scenario_dup_asset_types (self, side);
  int points = air_points (self, side);
  AdjWtjAssetsMode mode = adj_wtj_scenario_get_assets_mode (self, side);

  r->table = assets;
  r->row = adj_wtj_scenario_get_side_row (self, side, "air-assets");
  if (r->row < 0)
    r->note = ADJ_WTJ_NOTE_NO_ASSETS_ROW;
  else
    _adj_wtj_add_line (r, ADJ_WTJ_LINE_ROW, 0, 0, adj_rule_table_get_row_group (assets, r->row),
                       adj_rule_table_get_row_label (assets, r->row));
  _adj_wtj_add_line (r, ADJ_WTJ_LINE_AVAILABLE_ASSETS, (int) avail->len, 0, NULL, NULL);
  {
    g_autofree char *pkey = g_strdup_printf ("presence-%d", side);
    g_autoptr(AdjWtjResult) p = adj_wtj_scenario_get_result (self, pkey);
    if (!p->done)
      {
        r->note = ADJ_WTJ_NOTE_ROLL_PRESENCE_FIRST;
        return r;
      }
  }
  r->value = points;
  if (points == 0)
    {
      r->done = TRUE;
      r->outcome = ADJ_WTJ_OUTCOME_NO_AIR_POINTS;
      return r;
    }
  if (mode == ADJ_WTJ_ASSETS_ARRIVAL)
    {
      r->done = TRUE;
      r->outcome = ADJ_WTJ_OUTCOME_ON_ARRIVAL;
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_EACH_ON_ARRIVAL, (int) avail->len, 0, NULL, NULL);
      return r;
    }
  if (mode == ADJ_WTJ_ASSETS_ROLL)
    {
      g_autofree char *key = g_strdup_printf ("assets-%d", side);
      GArray *faces = _adj_wtj_partial_faces (self, key, (int) avail->len, (guint) points);
      int have = faces ? (int) faces->len : 0;

      /* one die per point, as many per roll as a roll can hold */
      if (have < points)
        {
          r->spec = g_strdup_printf ("%dd%u", MIN (points - have, _adj_wtj_dice_per_roll ((int) avail->len)), avail->len);
          r->append = have > 0;
        }
      if (faces)
        _adj_wtj_set_faces (r, faces);
      _adj_wtj_add_line (r, ADJ_WTJ_LINE_ONE_DIE_PER_POINT, (int) avail->len, 0, NULL, NULL);
    }
  for (int p = 0; p < points; p++)
    if (adj_wtj_scenario_get_asset (self, side, p))
      r->count++;
  r->done = r->count == points;
  if (r->done)
    r->outcome = ADJ_WTJ_OUTCOME_ASSETS;
  else if (mode == ADJ_WTJ_ASSETS_CHOOSE)
    r->outcome = ADJ_WTJ_OUTCOME_ASSETS_CHOSEN;
  else if (r->count > 0)
    r->outcome = ADJ_WTJ_OUTCOME_ASSETS_ROLLED;
  return r;
}

