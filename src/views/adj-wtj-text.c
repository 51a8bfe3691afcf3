/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-wtj-rules.h"
#include "adj-wtj-text.h"
#include "adj-table-text.h"

/* Every sentence of the WTJ "1943" setup is built here from the engine's
 * facts; rule values (the lull start face, scales) come from the tables. */

static AdjRuleTable *
table (AdjWtjScenario *scenario,
       const char     *id)
{
  return adj_rule_file_get_table (adj_wtj_scenario_get_rules (scenario), id);
}

/* a text from the tables (or the engine's lines of them), in the user's language, or "" */
static const char *
or_empty (const char *text)
{
  return text ? adj_table_text (text) : "";
}

/**
 * adj_wtj_text_side_name:
 * @scenario: the scenario
 * @side: 0 or 1
 *
 * Returns: (transfer full): "Germans (attacker)", or the players' name for the side
 */
char *
adj_wtj_text_side_name (AdjWtjScenario *scenario,
                        int             side)
{
  const char *name = adj_wtj_scenario_get_side_setting (scenario, "name", side);
  const char *nation = adj_wtj_scenario_get_nation_name (scenario, side);

  if (name && *name)
    nation = name;
  if (!adj_wtj_scenario_is_sided (scenario))
    return g_strdup (or_empty (nation));
  /* Translators: a side, e.g. "Germans (attacker)" */
  return g_strdup_printf (adj_wtj_scenario_get_attacker (scenario) == side ? _("%s (attacker)") : _("%s (defender)"),
                          or_empty (nation));
}

/** adj_wtj_text_company_name: Returns: (transfer full): "Tank company 1: Germans (attacker)" */
char *
adj_wtj_text_company_name (AdjWtjScenario *scenario,
                           guint           company)
{
  g_autofree char *side = adj_wtj_text_side_name (scenario, adj_wtj_scenario_get_company_side (scenario, company));

  return g_strdup_printf (_("Tank company %u: %s"), company + 1, side);
}

/** adj_wtj_text_title: Returns: (transfer full): "Major Offensive, 1943, Eastern Front: Germans against Russians" */
char *
adj_wtj_text_title (AdjWtjScenario *scenario)
{
  AdjRuleTable *types = table (scenario, "battle-types");
  AdjRuleTable *theatres = table (scenario, "theatres");
  const char *type = adj_rule_table_lookup_text (types, adj_wtj_scenario_get_setting (scenario, "battle-type"), "name");
  int t = adj_rule_table_find_row (theatres, adj_wtj_scenario_get_setting (scenario, "theatre"));
  int a = adj_wtj_scenario_is_sided (scenario) ? adj_wtj_scenario_get_attacker (scenario) : 0;

  /* Translators: battle type, year, theatre: attacker against defender */
  return g_strdup_printf (_("%s, %s, %s: %s against %s"), or_empty (type),
                          or_empty (adj_wtj_scenario_get_setting (scenario, "year")),
                          t >= 0 ? or_empty (adj_rule_table_get_row_label (theatres, t)) : "",
                          or_empty (adj_wtj_scenario_get_nation_name (scenario, a)),
                          or_empty (adj_wtj_scenario_get_nation_name (scenario, 1 - a)));
}

/** adj_wtj_text_faces: Returns: (transfer full): the faces a result counts, "3 + 4" */
char *
adj_wtj_text_faces (const AdjWtjResult *result)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; result->faces && i < result->faces->len; i++)
    g_string_append_printf (s, "%s%d", i ? " + " : "", g_array_index (result->faces, int, i));
  return g_string_free (s, FALSE);
}

/** adj_wtj_text_profile_name: Returns: (transfer none) (nullable): the name of a reaction profile ('C') */
const char *
adj_wtj_text_profile_name (AdjWtjScenario *scenario,
                           int             letter)
{
  char id[2] = { g_ascii_tolower ((char) letter), 0 };

  return adj_rule_table_lookup_text (table (scenario, "reaction-profiles"), id, "name");
}

static char *
asset_names (AdjWtjScenario     *scenario,
             const AdjWtjResult *r)
{
  AdjRuleTable *types = table (scenario, "air-asset-types");
  GString *s = g_string_new (NULL);

  for (int p = 0; p < r->value; p++)
    {
      const char *id = adj_wtj_scenario_get_asset (scenario, r->side, p);

      if (id)
        g_string_append_printf (s, "%s%s", s->len ? ", " : "", or_empty (adj_rule_table_lookup_text (types, id, "name")));
    }
  return g_string_free (s, FALSE);
}

/**
 * adj_wtj_text_result:
 * @scenario: the scenario
 * @result: a step's result
 *
 * Returns: (transfer full) (nullable): the result in words ("10 barrages"),
 *   %NULL when there is nothing to say yet
 */
char *
adj_wtj_text_result (AdjWtjScenario     *scenario,
                     const AdjWtjResult *r)
{
  switch (r->outcome)
    {
    case ADJ_WTJ_OUTCOME_NONE:
      return NULL;
    case ADJ_WTJ_OUTCOME_NUMBER:
      return g_strdup_printf ("%d", r->value);
    case ADJ_WTJ_OUTCOME_WAITING:
      return g_strdup_printf (_("Total %d: waiting for the other side"), r->value);
    case ADJ_WTJ_OUTCOME_SUPERIORITY:
      return g_strdup_printf (_("Air superiority (score %+d)"), r->score);
    case ADJ_WTJ_OUTCOME_PARITY:
      return g_strdup (_("Air parity (score 0)"));
    case ADJ_WTJ_OUTCOME_LOST:
      return g_strdup_printf (_("Lost (score %+d)"), r->score);
    case ADJ_WTJ_OUTCOME_AIR_POINTS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d air point", "%d air points", r->value), r->value);
    case ADJ_WTJ_OUTCOME_NO_PRESENCE:
      return g_strdup (_("No air presence"));
    case ADJ_WTJ_OUTCOME_NO_AIR_POINTS:
      return g_strdup (_("No air points"));
    case ADJ_WTJ_OUTCOME_ON_ARRIVAL:
      return g_strdup (_("Rolled on arrival"));
    case ADJ_WTJ_OUTCOME_ASSETS:
      return asset_names (scenario, r);
    case ADJ_WTJ_OUTCOME_ASSETS_CHOSEN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d point chosen", "%d of %d points chosen", r->value), r->count, r->value);
    case ADJ_WTJ_OUTCOME_ASSETS_ROLLED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d point rolled", "%d of %d points rolled", r->value), r->count, r->value);
    case ADJ_WTJ_OUTCOME_BARRAGES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d barrage", "%d barrages", r->value), r->value);
    case ADJ_WTJ_OUTCOME_BATTERIES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d battery", "%d batteries", r->value), r->value);
    case ADJ_WTJ_OUTCOME_NO_PLANNED_FIRE:
      return g_strdup (_("No planned fire"));
    case ADJ_WTJ_OUTCOME_COLUMN:
      return g_strdup (or_empty (adj_rule_table_get_column_label (r->table, r->column)));
    case ADJ_WTJ_OUTCOME_YARDS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d yard", "%d yards", r->value), r->value);
    case ADJ_WTJ_OUTCOME_PROFILE:
      return g_strdup_printf ("%c) %s", r->value, or_empty (adj_wtj_text_profile_name (scenario, r->value)));
    case ADJ_WTJ_OUTCOME_NOT_AVAILABLE:
      return g_strdup (_("None"));
    case ADJ_WTJ_OUTCOME_NO_LULL:
      return g_strdup (_("No lull"));
    case ADJ_WTJ_OUTCOME_SHORT_LULL:
      return g_strdup (_("Short lull"));
    case ADJ_WTJ_OUTCOME_LONG_LULL:
      return g_strdup (_("Long lull"));
    case ADJ_WTJ_OUTCOME_LENGTHS:
      /* a trench's length in inches, then the lengths rolled and the
       * inches of each: "140″ (14 × 10″)" (no words to translate) */
      return g_strdup_printf ("%d″ (%d × %d″)", r->value * r->count, r->value, r->count);
    default:
      return NULL;
    }
}

static char *
available_assets (AdjWtjScenario     *scenario,
                  const AdjWtjResult *r)
{
  AdjRuleTable *types = table (scenario, "air-asset-types");
  g_autoptr(GPtrArray) avail = adj_wtj_scenario_dup_asset_types (scenario, r->side);
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < avail->len; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "",
                            or_empty (adj_rule_table_lookup_text (types, g_ptr_array_index (avail, i), "name")));
  return g_string_free (names, FALSE);
}

/**
 * adj_wtj_text_line:
 * @scenario: the scenario
 * @result: the result the line belongs to
 * @line: one fact of how the result is found
 *
 * Returns: (transfer full): the line in words
 */
char *
adj_wtj_text_line (AdjWtjScenario     *scenario,
                   const AdjWtjResult *r,
                   const AdjWtjLine   *l)
{
  static const char *scale_names[] = { N_("Large scale"), N_("Medium scale"), N_("Small scale") };
  g_autofree char *faces = adj_wtj_text_faces (r);
  const char *s1 = or_empty (l->s1), *s2 = or_empty (l->s2), *s3 = or_empty (l->s3);

  switch (l->kind)
    {
    case ADJ_WTJ_LINE_TIE:
      return g_strdup (_("A tie: roll again."));
    case ADJ_WTJ_LINE_HIGH_ROLLER:
      return g_strdup (_("High roller: decides who attacks."));
    case ADJ_WTJ_LINE_NO_AXIS_MODIFIER:
      return g_strdup (_("Table modifier: none (only the Axis player applies it)"));
    case ADJ_WTJ_LINE_AGREED_NO_ROW:
      return g_strdup_printf (_("Agreed modifier (no table row): %+d"), l->a);
    case ADJ_WTJ_LINE_AGREED_NO_ENTRY:
      return g_strdup_printf (_("Agreed modifier (no entry for %d): %+d"), l->a, l->b);
    case ADJ_WTJ_LINE_TABLE_MODIFIER:
      return g_strdup_printf (_("Table modifier, %s %s, %d: %+d"), s1, s2, l->a, l->b);
    case ADJ_WTJ_LINE_SUGGESTED_MODIFIER:
      return g_strdup_printf (_("Suggested battle modifier (attacker): %+d"), l->a);
    case ADJ_WTJ_LINE_TOTAL_MODIFIER:
      return g_strdup_printf (_("Total modifier: %+d"), l->a);
    case ADJ_WTJ_LINE_ROLLED_MODIFIED:
      return g_strdup_printf (_("Rolled %s, modifier %+d: %d"), faces, l->a, l->b);
    case ADJ_WTJ_LINE_DECLARED:
      return g_strdup (_("Declared by the players"));
    case ADJ_WTJ_LINE_SET_BY_PLAYERS:
      return g_strdup (_("Set by the players"));
    case ADJ_WTJ_LINE_SCORE:
      return g_strdup_printf (_("Superiority score: %+d"), l->a);
    case ADJ_WTJ_LINE_BELOW_LOWEST_SCORE:
      return g_strdup_printf (_("A score below %+d gives no air presence."), l->a);
    case ADJ_WTJ_LINE_PRESENCE_CELL:
      return g_strdup_printf (_("%s priority, column %s: %s"), s1, s2, s3);
    case ADJ_WTJ_LINE_ROLLED_ON:
      return g_strdup_printf (_("Rolled %s on %s: %d"), faces, s1, l->a);
    case ADJ_WTJ_LINE_ROW:
      return g_strdup_printf (_("Row: %s, %s"), s1, s2);
    case ADJ_WTJ_LINE_AVAILABLE_ASSETS:
      {
        g_autofree char *names = available_assets (scenario, r);
        return g_strdup_printf (_("Available: %s"), names);
      }
    case ADJ_WTJ_LINE_EACH_ON_ARRIVAL:
      return g_strdup_printf (_("Each point rolls 1d%u on arrival."), (guint) l->a);
    case ADJ_WTJ_LINE_ONE_DIE_PER_POINT:
      return g_strdup_printf (_("One 1d%u per point, in the order above"), (guint) l->a);
    case ADJ_WTJ_LINE_NO_PLANNED_FIRE_AMPHIBIOUS:
      return g_strdup (_("Opposed amphibious landing: the defending (shore) player gets no planned fire."));
    case ADJ_WTJ_LINE_FIRE_COLUMN:
      return g_strdup_printf (_("Column: %s"), s1);
    case ADJ_WTJ_LINE_NO_FIRE_MODIFIER:
      return g_strdup_printf (_("No modifier for %s in %d"), s1, l->a);
    case ADJ_WTJ_LINE_FIRE_MODIFIER:
      {
        g_autofree char *v = g_strdup_printf ("%+d", l->b);
        if (l->s2 == NULL)
          return g_strdup_printf (_("%d %s: %s"), l->a, s1, v);
        return g_strdup_printf (_("%d %s (%s): %s"), l->a, s1, s2, v);
      }
    case ADJ_WTJ_LINE_CLAMPED:
      return g_strdup_printf (_("Clamped to %d (the table runs from %d to %d)"), l->a, l->b, l->c);
    case ADJ_WTJ_LINE_FIRE_PRODUCT:
      return g_strdup_printf (_("%s × %d units = %.2f → %d"), s1, l->a, l->x, l->b);
    case ADJ_WTJ_LINE_CATEGORY_LISTED:
      return g_strdup_printf (_("Listed for %s in %d: %s"), s1, l->a, s2);
    case ADJ_WTJ_LINE_CATEGORY_PICKED:
      return g_strdup_printf (_("Category picked by the players: %s"), s1);
    case ADJ_WTJ_LINE_ROLLED_ON_LINE:
      return g_strdup_printf (_("Rolled %d on line %s"), l->a, s1);
    case ADJ_WTJ_LINE_PROXIMITY_ROLLED:
      return g_strdup_printf (_("Rolled %d, %s: %d yards"), l->a, s1, l->b);
    case ADJ_WTJ_LINE_SCALE:
      return g_strdup_printf (_("%s (1″ = %d yards): %.1f″"),
                              _(scale_names[CLAMP (l->a, 0, (int) G_N_ELEMENTS (scale_names) - 1)]), l->b, l->x);
    case ADJ_WTJ_LINE_LULLS_BEGIN:
      return g_strdup_printf (_("Combat lull rolls begin on turn %d."), l->a);
    case ADJ_WTJ_LINE_REACTION_CELL:
      return g_strdup_printf (_("%s command, %s training: %s"), s1, s2, s3);
    case ADJ_WTJ_LINE_REACTION_ROLLED:
      return g_strdup_printf (_("Rolled %d: %s"), l->a, l->b ? _("the right (better) letter") : _("the left (worse) letter"));
    case ADJ_WTJ_LINE_ROLLED_SUM:
      return g_strdup_printf (_("Rolled %s = %d"), faces, l->a);
    case ADJ_WTJ_LINE_WORKS_ROLLS:
      return g_strdup_printf (_("%s × %d (one roll per started %d bases; %d bases)"), s1, l->a, l->b, l->c);
    case ADJ_WTJ_LINE_ROLLED_TOTAL:
      return g_strdup_printf (_("Rolled %s: %d"), faces, l->a);
    case ADJ_WTJ_LINE_ROLLS_MADE:
      return g_strdup_printf (_("%d of %d rolls made"), l->a, l->b);
    case ADJ_WTJ_LINE_ROLLED:
      return g_strdup_printf (_("Rolled %d"), l->a);
    default:
      return g_strdup ("");
    }
}

/** adj_wtj_text_lines: Returns: (transfer full): how the result is found, one line each */
GStrv
adj_wtj_text_lines (AdjWtjScenario     *scenario,
                    const AdjWtjResult *result)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; result->lines && i < result->lines->len; i++)
    g_ptr_array_add (out, adj_wtj_text_line (scenario, result, &g_array_index (result->lines, AdjWtjLine, i)));
  g_ptr_array_add (out, NULL);
  return (GStrv) g_ptr_array_free (out, FALSE);
}

/** adj_wtj_text_note: Returns: (transfer full) (nullable): why players must decide */
char *
adj_wtj_text_note (AdjWtjScenario     *scenario,
                   const AdjWtjResult *r)
{
  const char *t = or_empty (r->note_text);

  switch (r->note)
    {
    case ADJ_WTJ_NOTE_NONE:
      return NULL;
    case ADJ_WTJ_NOTE_NO_SUPERIORITY_ROW:
      return g_strdup (_("The table has no row for this nation and theatre: pick a row, or agree a modifier."));
    case ADJ_WTJ_NOTE_NO_SUPERIORITY_ENTRY:
      return g_strdup_printf (_("The table has no entry (“-”) for %s in %d: players agree a modifier."), t, r->note_number);
    case ADJ_WTJ_NOTE_ROLL_SUPERIORITY_FIRST:
      return g_strdup (_("Roll for air superiority first (step 2): the score picks the column."));
    case ADJ_WTJ_NOTE_NO_ASSETS_ROW:
      return g_strdup (_("The Air Assets table does not list this nation: pick a row, or choose each point."));
    case ADJ_WTJ_NOTE_ROLL_PRESENCE_FIRST:
      return g_strdup (_("Roll for air presence first (step 3): each air point is one asset."));
    case ADJ_WTJ_NOTE_CATEGORY_NOT_LISTED:
      return g_strdup_printf (_("%s are not listed for %d: players pick the category."), t, r->note_number);
    case ADJ_WTJ_NOTE_CATEGORY_CHOICE:
      return g_strdup_printf (_("The list says “%s”: players pick the category."), t);
    case ADJ_WTJ_NOTE_NO_WORKS_ROW:
      return g_strdup (_("The Defensive Works table does not list the defender's nation: pick a row."));
    case ADJ_WTJ_NOTE_PICK_COMPANY_ROW:
      return g_strdup (_("Pick the place and time of this company."));
    case ADJ_WTJ_NOTE_ROLL_PROXIMITY_FIRST:
      return g_strdup (_("Roll for setup proximity first: its die is the first turn of lull rolls."));
    case ADJ_WTJ_NOTE_BEFORE_FIRST_LULL:
      return g_strdup_printf (_("No lull roll before turn %d."), r->note_number);
    case ADJ_WTJ_NOTE_LULL_STARTED:
      return g_strdup_printf (_("A combat lull already started on turn %d."), r->note_number);
    default:
      return NULL;
    }
}

static int
lull_start_face (AdjWtjScenario *scenario)
{
  return adj_rule_file_get_int (adj_wtj_scenario_get_rules (scenario), "lull-start-face");
}

/** adj_wtj_text_lull_roll_heading: Returns: (transfer full): the heading of a turn's lull roll */
char *
adj_wtj_text_lull_roll_heading (AdjWtjScenario *scenario)
{
  /* Translators: %d is the face that starts a lull (a 6) */
  return g_strdup_printf (_("Start of the Attacker Assault phase: a %d starts a combat lull"), lull_start_face (scenario));
}

/** adj_wtj_text_lull_start_note: Returns: (transfer full): the note under the sheet's first lull turn */
char *
adj_wtj_text_lull_start_note (AdjWtjScenario *scenario)
{
  /* Translators: %d is the face that starts a lull (a 6) */
  return g_strdup_printf (_("turn; a %d starts a lull"), lull_start_face (scenario));
}

/** adj_wtj_text_lull_record_title: Returns: (transfer full): the title of the sheet's turn record */
char *
adj_wtj_text_lull_record_title (AdjWtjScenario *scenario)
{
  /* Translators: %d is the face that starts a lull (a 6) */
  return g_strdup_printf (_("Turn record: combat lull rolls (a %d at the Attacker Assault phase)"), lull_start_face (scenario));
}

/** adj_wtj_text_lull_first_turn: Returns: (transfer full): when lull rolls begin */
char *
adj_wtj_text_lull_first_turn (AdjWtjScenario *scenario)
{
  int first = adj_wtj_scenario_get_first_lull_turn (scenario);

  return first ? g_strdup_printf (_("Lull rolls from turn %d (the proximity die)"), first)
               : g_strdup (_("Roll for setup proximity (step 7) to know when lull rolls begin."));
}

/** adj_wtj_text_lull_history: Returns: (transfer full): the lull rolls of the turns before this one */
char *
adj_wtj_text_lull_history (AdjWtjScenario *scenario)
{
  int first = adj_wtj_scenario_get_first_lull_turn (scenario);
  int turn = adj_wtj_scenario_get_lull_turn (scenario);
  GString *history = g_string_new (NULL);

  for (int t = first; first && t < turn; t++)
    {
      g_autofree char *k = g_strdup_printf ("lull-%d", t);
      g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (scenario, k);

      if (!r->applicable && !r->done)
        continue;
      g_string_append_printf (history, "%s", history->len ? "   " : "");
      if (r->done)
        g_string_append_printf (history, _("Turn %d: %d"), t, r->value);
      else
        g_string_append_printf (history, _("Turn %d: not rolled"), t);
    }
  return g_string_free (history, FALSE);
}

/** adj_wtj_text_lull_kind: Returns: (transfer full) (nullable): the combat lull in play, %NULL for none */
char *
adj_wtj_text_lull_kind (AdjWtjScenario *scenario)
{
  AdjWtjLullKind kind = adj_wtj_scenario_get_lull_kind (scenario);
  gboolean declared = adj_wtj_scenario_get_setting (scenario, "declared-lull") != NULL;

  if (kind == ADJ_WTJ_LULL_NONE)
    return NULL;
  if (declared)
    return g_strdup (kind == ADJ_WTJ_LULL_LONG ? _("Long combat lull, declared by the players")
                                               : _("Short combat lull, declared by the players"));
  return g_strdup_printf (kind == ADJ_WTJ_LULL_LONG ? _("Long combat lull from turn %d") : _("Short combat lull from turn %d"),
                          adj_wtj_scenario_get_lull_started (scenario));
}

/** adj_wtj_text_step_title: Returns: (transfer none): the title of a step's page, translated */
const char *
adj_wtj_text_step_title (AdjWtjStepKind kind)
{
  switch (kind)
    {
    case ADJ_WTJ_STEP_ROLLOFF: return _("Battle Type and Forces");
    case ADJ_WTJ_STEP_SUPERIORITY: return _("Air Superiority");
    case ADJ_WTJ_STEP_PRESENCE: return _("Air Presence");
    case ADJ_WTJ_STEP_ASSETS: return _("Air Assets");
    case ADJ_WTJ_STEP_PLANNED:
    case ADJ_WTJ_STEP_SUPPORT: return _("Off-Board Artillery");
    case ADJ_WTJ_STEP_COUNTERBATTERY: return _("Counterbattery Fire");
    case ADJ_WTJ_STEP_PROXIMITY: return _("Setup Proximity");
    case ADJ_WTJ_STEP_REACTION: return _("Troop Reaction");
    case ADJ_WTJ_STEP_WORKS:
    case ADJ_WTJ_STEP_WORKS_ATTACKER: return _("Defensive Works");
    case ADJ_WTJ_STEP_FUEL: return _("Fuel Supply");
    case ADJ_WTJ_STEP_LULL: return _("Combat Lulls");
    default: return "";
    }
}

/**
 * adj_wtj_text_roll_facts:
 * @scenario: the scenario
 * @key: the roll's step ("planned-0")
 *
 * Returns: (transfer full): the facts a logged roll of @key keeps, for
 *   adj_wtj_text_roll_purpose() to say later in any language: the key, the
 *   side's nation and its role ("attacker", "defender" or "-")
 */
GStrv
adj_wtj_text_roll_facts (AdjWtjScenario *scenario,
                         const char     *key)
{
  g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (scenario, key);
  GStrvBuilder *b = g_strv_builder_new ();
  GStrv facts;
  const char *nation = NULL;
  const char *role = "-";

  if (r && r->side >= 0 && r->side <= 1 && r->step != ADJ_WTJ_STEP_FUEL && r->step != ADJ_WTJ_STEP_LULL)
    {
      nation = adj_wtj_scenario_get_side_setting (scenario, "nation", r->side);
      if (adj_wtj_scenario_is_sided (scenario))
        role = adj_wtj_scenario_get_attacker (scenario) == r->side ? "attacker" : "defender";
    }
  g_strv_builder_add (b, key);
  g_strv_builder_add (b, nation ? nation : "-");
  g_strv_builder_add (b, role);
  facts = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return facts;
}

/**
 * adj_wtj_text_roll_purpose:
 * @scenario: (nullable): the scenario (for the tables' names)
 * @facts: (array zero-terminated=1): what adj_wtj_text_roll_facts() gave
 * @who: (out) (optional): who rolled
 *
 * Returns: (transfer full) (nullable): what a logged roll was for, %NULL
 *   for facts that are not a roll of a step
 */
char *
adj_wtj_text_roll_purpose (AdjWtjScenario     *scenario,
                           const char * const *facts,
                           char              **who)
{
  static const struct { const char *what; const char *who; } fuel[] = {
    { "turns", N_("Turns of fuel") }, { "delay", N_("Turns until refuelling") }, { "rate", N_("Bases refuelled per turn") },
  };
  g_autoptr(AdjWtjResult) r = NULL;
  const char *key, *nation_id, *role;
  const char *nation = NULL;
  char *name = NULL;

  if (facts == NULL || g_strv_length ((char **) facts) != 3 || scenario == NULL)
    return NULL;
  key = facts[0];
  nation_id = facts[1];
  role = facts[2];
  r = adj_wtj_scenario_get_result (scenario, key);
  if (r == NULL)
    return NULL;
  nation = adj_rule_table_lookup_text (table (scenario, "nations"), nation_id, "name");
  nation = nation ? adj_table_text (nation) : nation_id;
  switch (r->step)
    {
    case ADJ_WTJ_STEP_ROLLOFF:
      name = g_strdup_printf (_("Roll-off, side %d: %s"), r->side + 1, nation);
      break;
    case ADJ_WTJ_STEP_PROXIMITY:
      name = g_strdup (_("Nearest point to the defender the attacker may set up"));
      break;
    case ADJ_WTJ_STEP_WORKS:
      name = g_strdup (or_empty (adj_rule_table_get_column_label (r->table, r->column)));
      break;
    case ADJ_WTJ_STEP_WORKS_ATTACKER:
      name = g_strdup (g_str_has_suffix (key, "trenches") ? _("Trenches (x10″)") : _("Minefields"));
      break;
    case ADJ_WTJ_STEP_FUEL:
      for (guint i = 0; i < G_N_ELEMENTS (fuel); i++)
        if (g_str_has_suffix (key, fuel[i].what))
          name = g_strdup (_(fuel[i].who));
      break;
    case ADJ_WTJ_STEP_LULL:
      name = adj_wtj_text_lull_roll_heading (scenario);
      break;
    default:
      /* Translators: a side, e.g. "Germans (attacker)" */
      name = g_str_equal (role, "attacker") ? g_strdup_printf (_("%s (attacker)"), nation)
        : g_str_equal (role, "defender") ? g_strdup_printf (_("%s (defender)"), nation)
        : g_strdup (nation);
      break;
    }
  if (who)
    *who = name ? name : g_strdup ("");
  else
    g_free (name);
  return g_strdup (adj_wtj_text_step_title (r->step));
}

/**
 * adj_wtj_text_row_choices:
 * @table: a rule table
 * @column_id: (nullable): the column that names a row, else the rows' labels
 * @ids: (element-type utf8): where the rows' ids are added
 * @labels: (element-type utf8): where their names are added ("group: label")
 *
 * The rows of a table as choices of a drop-down.
 */
void
adj_wtj_text_row_choices (AdjRuleTable *table,
                          const char   *column_id,
                          GPtrArray    *ids,
                          GPtrArray    *labels)
{
  int c = column_id ? adj_rule_table_find_column (table, column_id) : -1;

  for (guint r = 0; r < adj_rule_table_get_n_rows (table); r++)
    {
      const char *group = adj_rule_table_get_row_group (table, r);

      g_ptr_array_add (ids, g_strdup (adj_rule_table_get_row_id (table, r)));
      if (c >= 0)
        g_ptr_array_add (labels, g_strdup (or_empty (adj_rule_table_get_text (table, r, c))));
      else if (group)
        g_ptr_array_add (labels, g_strdup_printf ("%s: %s", or_empty (group), or_empty (adj_rule_table_get_row_label (table, r))));
      else
        g_ptr_array_add (labels, g_strdup (or_empty (adj_rule_table_get_row_label (table, r))));
    }
}
