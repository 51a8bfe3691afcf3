/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "adj-dice.h"
#include "adj-wtj-rules.h"

/**
 * adj_wtj_clamp_to_table:
 * @table: a table rolled on with dice ("2d6")
 * @total: a modified roll
 *
 * Returns: @total, clamped to the lowest and highest result of the table's dice
 */
int
adj_wtj_clamp_to_table (AdjRuleTable *table,
                        int           total)
{
  const AdjDiceSpec *dice = adj_rule_table_get_dice (table);

  g_return_val_if_fail (dice != NULL, total);
  return CLAMP (total, adj_dice_spec_min (dice), adj_dice_spec_max (dice));
}

/**
 * adj_wtj_round_half_up:
 * @value: a non-negative number with at most two decimals
 *
 * "Standard rounding": 10.35 gives 10, 1.5 gives 2.
 *
 * Returns: the rounded number
 */
int
adj_wtj_round_half_up (double value)
{
  /* Go through hundredths so that 0.15 x 10 = 1.4999... still gives 2. */
  long cents = lround (value * 100.0);

  return (int) ((cents + 50) / 100);
}

/** adj_wtj_barrages: Returns: @value x @total_units, rounded half up */
int
adj_wtj_barrages (double value,
                  int    total_units)
{
  return adj_wtj_round_half_up (value * MAX (total_units, 0));
}

static AdjRuleTable *
table (AdjRuleFile *file,
       const char  *id)
{
  return adj_rule_file_get_table (file, id);
}

/**
 * adj_wtj_air_superiority_row:
 * @file: the wtj-1943 rules
 * @nation_id: a nation (row of "nations")
 * @theatre_id: a theatre (row of "theatres")
 *
 * Returns: the Air Superiority row of an Axis nation in that theatre, or -1
 *   (not an Axis nation, or the table has no row for that theatre)
 */
int
adj_wtj_air_superiority_row (AdjRuleFile *file,
                             const char  *nation_id,
                             const char  *theatre_id)
{
  AdjRuleTable *nations = table (file, "nations");
  AdjRuleTable *theatres = table (file, "theatres");
  AdjRuleTable *sup = table (file, "air-superiority");
  int n = nation_id ? adj_rule_table_find_row (nations, nation_id) : -1;
  int t = theatre_id ? adj_rule_table_find_row (theatres, theatre_id) : -1;
  int axis_col = adj_rule_table_column (nations, "axis");
  const char *axis;

  if (n < 0 || t < 0 || adj_rule_table_is_none (nations, n, axis_col))
    return -1;
  axis = adj_rule_table_get_text (nations, n, axis_col);
  /* The theatre column for this group: the one whose rows carry that group. */
  for (guint c = 0; c < adj_rule_table_get_n_columns (theatres); c++)
    {
      const char *row_id;
      int r;

      if (adj_rule_table_get_column_type (theatres, c) != ADJ_VALUE_REF
          || adj_rule_table_is_none (theatres, t, c))
        continue;
      row_id = adj_rule_table_get_text (theatres, t, c);
      r = adj_rule_table_find_row (sup, row_id);
      if (r >= 0 && g_strcmp0 (adj_rule_table_get_row_group (sup, r), axis) == 0)
        return r;
    }
  return -1;
}

/**
 * adj_wtj_air_superiority_modifier:
 * @file: the rules
 * @row: an Air Superiority row
 * @year: 1939..1945
 * @modifier: (out): the modifier
 *
 * Returns: %FALSE when the table has no entry ("-") for that year
 */
gboolean
adj_wtj_air_superiority_modifier (AdjRuleFile *file,
                                  int          row,
                                  int          year,
                                  int         *modifier)
{
  AdjRuleTable *sup = table (file, "air-superiority");
  g_autofree char *col_id = g_strdup_printf ("y%d", year);
  int c = adj_rule_table_find_column (sup, col_id);

  *modifier = 0;
  if (row < 0 || c < 0 || adj_rule_table_is_none (sup, row, c))
    return FALSE;
  *modifier = adj_rule_table_get_int (sup, row, c);
  return TRUE;
}

/** adj_wtj_suggested_modifier: Returns: the suggested air superiority modifier for a role */
int
adj_wtj_suggested_modifier (AdjRuleFile *file,
                            const char  *battle_type,
                            gboolean     attacker)
{
  AdjRuleTable *types = table (file, "battle-types");
  int r = adj_rule_table_find_row (types, battle_type);
  int c = adj_rule_table_column (types, "suggested-modifier");

  if (!attacker || r < 0 || adj_rule_table_is_none (types, r, c))
    return 0;
  return adj_rule_file_get_int (file, adj_rule_table_get_text (types, r, c));
}

/**
 * adj_wtj_air_presence_column:
 * @file: the rules
 * @score: own air superiority total minus the other side's
 *
 * Returns: the Air Presence column for the score (the last one for any score
 *   above it), or -1 below the lowest score (no air presence)
 */
int
adj_wtj_air_presence_column (AdjRuleFile *file,
                             int          score)
{
  AdjRuleTable *presence = table (file, "air-presence");
  int lowest = adj_rule_file_get_int (file, "air-presence-lowest-score");
  int n = (int) adj_rule_table_get_n_columns (presence);

  if (score < lowest)
    return -1;
  return MIN (score - lowest, n - 1);
}

/**
 * adj_wtj_dice_value:
 * @spec_text: a dice cell ("2D6", "½D6", "5,6", "None")
 * @faces: (array length=n_faces): the faces of @times rolls of it
 * @n_faces: their number
 * @times: how many times the cell was rolled
 *
 * Returns: the total of @times rolls (each ½D6 rounded up on its own), or -1
 *   if the faces do not fit
 */
int
adj_wtj_dice_value (const char *spec_text,
                    const int  *faces,
                    guint       n_faces,
                    guint       times)
{
  AdjDiceSpec spec;
  int per, total = 0;

  if (!adj_dice_spec_parse (spec_text, &spec, NULL))
    return -1;
  per = adj_dice_spec_n_faces (&spec);
  if ((guint) per * times != n_faces)
    return -1;
  for (guint i = 0; i < n_faces; i++)
    if (faces[i] < 1 || faces[i] > spec.sides)
      return -1;
  for (guint i = 0; i < times; i++)
    total += adj_dice_spec_value (&spec, faces + i * per, per);
  return total;
}

/** adj_wtj_dice_n_faces: Returns: how many dice one roll of the cell throws (0 for None, -1 if invalid) */
int
adj_wtj_dice_n_faces (const char *spec_text)
{
  AdjDiceSpec spec;

  if (!adj_dice_spec_parse (spec_text, &spec, NULL))
    return -1;
  return adj_dice_spec_n_faces (&spec);
}

/**
 * adj_wtj_theatre_matches:
 * @file: the rules
 * @theatre_id: the scenario's theatre
 * @theatre_text: (nullable): a theatre named in a modifier list, %NULL for none
 *
 * Returns: %TRUE if an entry with that theatre applies in the scenario's theatre
 *   (an entry with no theatre applies everywhere)
 */
gboolean
adj_wtj_theatre_matches (AdjRuleFile *file,
                         const char  *theatre_id,
                         const char  *theatre_text)
{
  AdjRuleTable *theatres = table (file, "theatres");
  int t = theatre_id ? adj_rule_table_find_row (theatres, theatre_id) : -1;
  int c = adj_rule_table_column (theatres, "modifier-theatres");
  g_auto(GStrv) names = NULL;

  if (theatre_text == NULL)
    return TRUE;
  if (t < 0 || adj_rule_table_is_none (theatres, t, c))
    return FALSE;
  names = g_strsplit (adj_rule_table_get_text (theatres, t, c), "|", -1);
  for (guint i = 0; names[i]; i++)
    if (g_ascii_strcasecmp (g_strstrip (names[i]), theatre_text) == 0)
      return TRUE;
  return FALSE;
}

/**
 * adj_wtj_fire_modifier:
 * @file: the rules
 * @modifier_table: "planned-fire-modifiers" or "support-fire-modifiers"
 * @year: the year
 * @nation_id: the side's nation
 * @theatre_id: the scenario's theatre
 * @matched_rows: (nullable) (element-type int): filled with the rows that apply
 *
 * Returns: the sum of the modifiers that apply
 */
int
adj_wtj_fire_modifier (AdjRuleFile *file,
                       const char  *modifier_table,
                       int          year,
                       const char  *nation_id,
                       const char  *theatre_id,
                       GArray      *matched_rows)
{
  AdjRuleTable *mods = table (file, modifier_table);
  int cy = adj_rule_table_column (mods, "year");
  int cn = adj_rule_table_column (mods, "nation");
  int ct = adj_rule_table_column (mods, "theatre");
  int cm = adj_rule_table_column (mods, "modifier");
  int sum = 0;

  for (guint r = 0; r < adj_rule_table_get_n_rows (mods); r++)
    {
      if (adj_rule_table_get_int (mods, r, cy) != year
          || g_strcmp0 (adj_rule_table_get_text (mods, r, cn), nation_id) != 0)
        continue;
      if (!adj_wtj_theatre_matches (file, theatre_id,
                                    adj_rule_table_is_none (mods, r, ct) ? NULL
                                    : adj_rule_table_get_text (mods, r, ct)))
        continue;
      sum += adj_rule_table_get_int (mods, r, cm);
      if (matched_rows)
        {
          int row = (int) r;
          g_array_append_val (matched_rows, row);
        }
    }
  return sum;
}

/** adj_wtj_fire_column: Returns: (transfer none): the fire table column of a role */
const char *
adj_wtj_fire_column (AdjRuleFile *file,
                     const char  *battle_type,
                     gboolean     attacker)
{
  AdjRuleTable *types = table (file, "battle-types");
  int r = adj_rule_table_find_row (types, battle_type);

  if (r < 0)
    return NULL;
  return adj_rule_table_get_text (types, r, adj_rule_table_column (types, attacker ? "fire-attacker" : "fire-defender"));
}

/**
 * adj_wtj_counterbattery_category:
 * @file: the rules
 * @year: the year
 * @nation_id: the nation
 * @theatre_id: the scenario's theatre
 * @row: (out) (optional): the row of the categories list, or -1
 *
 * Returns: (transfer none) (nullable): the category as listed ("A", "B or C"),
 *   or %NULL when the nation is not listed for that year
 */
const char *
adj_wtj_counterbattery_category (AdjRuleFile *file,
                                 int          year,
                                 const char  *nation_id,
                                 const char  *theatre_id,
                                 int         *row)
{
  AdjRuleTable *cats = table (file, "counterbattery-categories");
  int cy = adj_rule_table_column (cats, "year");
  int cn = adj_rule_table_column (cats, "nation");
  int ct = adj_rule_table_column (cats, "theatre");
  int cc = adj_rule_table_column (cats, "category");

  if (row)
    *row = -1;
  for (guint r = 0; r < adj_rule_table_get_n_rows (cats); r++)
    {
      if (adj_rule_table_get_int (cats, r, cy) != year
          || g_strcmp0 (adj_rule_table_get_text (cats, r, cn), nation_id) != 0)
        continue;
      if (!adj_wtj_theatre_matches (file, theatre_id,
                                    adj_rule_table_is_none (cats, r, ct) ? NULL
                                    : adj_rule_table_get_text (cats, r, ct)))
        continue;
      if (row)
        *row = (int) r;
      return adj_rule_table_get_text (cats, r, cc);
    }
  return NULL;
}

/** adj_wtj_category_is_choice: Returns: %TRUE if players pick the category ("B or C", or none listed) */
gboolean
adj_wtj_category_is_choice (const char *category)
{
  return category == NULL || strstr (category, " or ") != NULL;
}

/**
 * adj_wtj_counterbattery_level:
 * @file: the rules
 * @category: "A".."D" (a row label of "counterbattery")
 * @face: the 1d6 face
 *
 * Returns: the column of "counterbattery" (the tech level), or -1
 */
int
adj_wtj_counterbattery_level (AdjRuleFile *file,
                              const char  *category,
                              int          face)
{
  AdjRuleTable *cb = table (file, "counterbattery");

  for (guint r = 0; r < adj_rule_table_get_n_rows (cb); r++)
    if (g_strcmp0 (adj_rule_table_get_row_label (cb, r), category) == 0)
      return adj_wtj_range_column (cb, (int) r, face);
  return -1;
}

/** adj_wtj_inches: Returns: @yards in inches at a scale */
double
adj_wtj_inches (int yards,
                int yards_per_inch)
{
  return yards_per_inch > 0 ? (double) yards / yards_per_inch : 0.0;
}

/**
 * adj_wtj_reaction_letter:
 * @file: the rules
 * @command_id: a Reaction Table row
 * @training_id: a Reaction Table column
 * @face: the 1d6 face for two-letter cells, or 0 if not rolled
 * @needs_roll: (out) (optional): %TRUE if the cell holds two letters
 *
 * Returns: (transfer full) (nullable): the profile letter, or %NULL until rolled
 */
char *
adj_wtj_reaction_letter (AdjRuleFile *file,
                         const char  *command_id,
                         const char  *training_id,
                         int          face,
                         gboolean    *needs_roll)
{
  AdjRuleTable *reaction = table (file, "reaction");
  AdjRuleTable *avg = table (file, "reaction-average-roll");
  int r = adj_rule_table_find_row (reaction, command_id);
  int c = adj_rule_table_find_column (reaction, training_id);
  g_auto(GStrv) letters = NULL;
  int col;

  if (needs_roll)
    *needs_roll = FALSE;
  if (r < 0 || c < 0)
    return NULL;
  letters = g_strsplit (adj_rule_table_get_text (reaction, r, c), "/", 2);
  if (letters[1] == NULL)
    return g_strdup (g_strstrip (letters[0]));
  if (needs_roll)
    *needs_roll = TRUE;
  col = face > 0 ? adj_wtj_range_column (avg, 0, face) : -1;
  if (col < 0)
    return NULL;
  return g_strdup (g_strstrip (letters[col == adj_rule_table_column (avg, "left") ? 0 : 1]));
}

/** adj_wtj_works_rolls: Returns: how many times the defender rolls each category (one per started block of bases) */
int
adj_wtj_works_rolls (AdjRuleFile *file,
                     int          total_bases)
{
  int per = adj_rule_file_get_int (file, "defensive-works-bases-per-roll");

  if (total_bases <= 0 || per <= 0)
    return 0;
  return (total_bases + per - 1) / per;
}

/** adj_wtj_range_column: Returns: the range column of @row that holds @result, or -1 */
int
adj_wtj_range_column (AdjRuleTable *t,
                      int           row,
                      int           result)
{
  for (guint c = 0; c < adj_rule_table_get_n_columns (t); c++)
    if (adj_rule_table_get_column_type (t, c) == ADJ_VALUE_RANGE
        && adj_range_contains (adj_rule_table_get_range (t, row, c), result))
      return (int) c;
  return -1;
}

/** adj_wtj_first_row_in_group: Returns: the first row of a group, or -1 */
int
adj_wtj_first_row_in_group (AdjRuleTable *t,
                            const char   *group)
{
  for (guint r = 0; group && r < adj_rule_table_get_n_rows (t); r++)
    if (g_strcmp0 (adj_rule_table_get_row_group (t, r), group) == 0)
      return (int) r;
  return -1;
}

/* -1: the label names years and not this one; 1: it names this one; 0: no years. */
static int
year_fit (const char *label,
          int         year)
{
  gboolean any = FALSE;

  for (const char *p = label; *p; p++)
    {
      int lo, hi;

      if (!(g_ascii_isdigit (p[0]) && g_ascii_isdigit (p[1]) && g_ascii_isdigit (p[2]) && g_ascii_isdigit (p[3]))
          || (p > label && g_ascii_isdigit (p[-1])))
        continue;
      lo = hi = (int) g_ascii_strtoll (p, NULL, 10);
      p += 3;
      if (p[1] == '-' && g_ascii_isdigit (p[2]) && g_ascii_isdigit (p[3]))
        hi = lo / 100 * 100 + (int) g_ascii_strtoll (p + 2, NULL, 10);
      any = TRUE;
      if (year >= lo && year <= hi)
        return 1;
    }
  return any ? -1 : 0;
}

/**
 * adj_wtj_guess_row:
 * @file: the rules
 * @table: a nation/location table (air assets, defensive works, fuel)
 * @group: (nullable): the nation's name in that table ("German")
 * @year: the scenario's year
 * @theatre_id: the scenario's theatre
 *
 * Suggests the row of a nation/location table: the row of the nation whose
 * label names the theatre and the year best.
 *
 * Returns: the row, or -1 when the table does not list the nation
 */
int
adj_wtj_guess_row (AdjRuleFile  *file,
                   AdjRuleTable *t,
                   const char   *group,
                   int           year,
                   const char   *theatre_id)
{
  AdjRuleTable *theatres = table (file, "theatres");
  int th = theatre_id ? adj_rule_table_find_row (theatres, theatre_id) : -1;
  int wc = adj_rule_table_column (theatres, "location-words");
  g_auto(GStrv) words = NULL;
  int best = -1, best_score = G_MININT;

  if (th >= 0 && !adj_rule_table_is_none (theatres, th, wc))
    words = g_strsplit (adj_rule_table_get_text (theatres, th, wc), "|", -1);
  for (guint r = 0; group && r < adj_rule_table_get_n_rows (t); r++)
    {
      const char *label = adj_rule_table_get_row_label (t, r);
      int score = 0;

      if (g_strcmp0 (adj_rule_table_get_row_group (t, r), group) != 0)
        continue;
      for (guint i = 0; words && words[i]; i++)
        if (strstr (label, words[i]))
          {
            score += 2;
            break;
          }
      score += year_fit (label, year);
      if (score > best_score)
        {
          best = (int) r;
          best_score = score;
        }
    }
  return best;
}

/** adj_wtj_lull_is_long: Returns: %TRUE if a lull that starts on @turn is long */
gboolean
adj_wtj_lull_is_long (AdjRuleFile *file,
                      int          turn)
{
  return turn >= adj_rule_file_get_int (file, "long-lull-from-turn");
}
