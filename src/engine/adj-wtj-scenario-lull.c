/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario-private.h"

/* In the game: the combat-lull tracker. */

/** adj_wtj_scenario_get_first_lull_turn: Returns: the turn lull rolls begin (the proximity die), or 0 */
int
adj_wtj_scenario_get_first_lull_turn (AdjWtjScenario *self)
{
  g_autoptr(AdjWtjResult) p = _adj_wtj_result_proximity (self);
  GArray *faces = _adj_wtj_rolled (self, "proximity", p->spec);

  return faces ? _adj_wtj_faces_sum (faces) : 0;
}

/** adj_wtj_scenario_get_lull_started: Returns: the turn a combat lull started, or 0 */
int
adj_wtj_scenario_get_lull_started (AdjWtjScenario *self)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  int first = adj_wtj_scenario_get_first_lull_turn (self);
  int last = adj_wtj_scenario_get_lull_turn (self);

  for (int turn = MAX (first, 1); first > 0 && turn <= last; turn++)
    {
      g_autofree char *key = g_strdup_printf ("lull-%d", turn);
      GArray *faces = _adj_wtj_rolled (self, key, adj_rule_file_get_text (file, "lull-dice"));

      if (faces && _adj_wtj_faces_sum (faces) == adj_rule_file_get_int (file, "lull-start-face"))
        return turn;
    }
  return 0;
}

/**
 * adj_wtj_scenario_get_lull_kind:
 * @self: the scenario
 *
 * Returns: the combat lull in play: as the players declared it, else as
 *   rolled (long from the long-lull turn on)
 */
AdjWtjLullKind
adj_wtj_scenario_get_lull_kind (AdjWtjScenario *self)
{
  const char *declared = adj_wtj_scenario_get_setting (self, "declared-lull");
  int started = adj_wtj_scenario_get_lull_started (self);

  if (declared)
    return g_str_equal (declared, "long") ? ADJ_WTJ_LULL_LONG : ADJ_WTJ_LULL_SHORT;
  if (started == 0)
    return ADJ_WTJ_LULL_NONE;
  return adj_wtj_lull_is_long (adj_wtj_scenario_get_rules (self), started) ? ADJ_WTJ_LULL_LONG : ADJ_WTJ_LULL_SHORT;
}

AdjWtjResult *
_adj_wtj_result_lull (AdjWtjScenario *self,
                      int             turn)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjWtjResult *r = _adj_wtj_result_new (ADJ_WTJ_STEP_LULL, turn);
  g_autofree char *key = g_strdup_printf ("lull-%d", turn);
  int first = adj_wtj_scenario_get_first_lull_turn (self);
  int started = adj_wtj_scenario_get_lull_started (self);
  GArray *faces;

  if (first == 0)
    {
      r->note = ADJ_WTJ_NOTE_ROLL_PROXIMITY_FIRST;
      return r;
    }
  if (turn < first)
    {
      r->applicable = FALSE;
      r->note = ADJ_WTJ_NOTE_BEFORE_FIRST_LULL;
      r->note_number = first;
      return r;
    }
  if (started && started < turn)
    {
      r->applicable = FALSE;
      r->note = ADJ_WTJ_NOTE_LULL_STARTED;
      r->note_number = started;
      return r;
    }
  r->spec = g_strdup (adj_rule_file_get_text (file, "lull-dice"));
  faces = _adj_wtj_rolled (self, key, r->spec);
  if (faces)
    {
      r->done = TRUE;
      _adj_wtj_set_faces (r, faces);
      r->value = _adj_wtj_faces_sum (faces);
      if (r->value == adj_rule_file_get_int (file, "lull-start-face"))
        r->outcome = adj_wtj_lull_is_long (file, turn) ? ADJ_WTJ_OUTCOME_LONG_LULL : ADJ_WTJ_OUTCOME_SHORT_LULL;
      else
        r->outcome = ADJ_WTJ_OUTCOME_NO_LULL;
    }
  return r;
}

/** adj_wtj_scenario_get_lull_turn: Returns: the game turn the lull tracker is on */
int
adj_wtj_scenario_get_lull_turn (AdjWtjScenario *self)
{
  return MAX (adj_wtj_scenario_get_int (self, "lull-turn"), 1);
}

static void
set_lull_turn (AdjWtjScenario *self,
               int             turn)
{
  if (turn < 1 || turn == adj_wtj_scenario_get_lull_turn (self))
    return;
  g_hash_table_insert (self->settings, g_strdup ("lull-turn"), g_strdup_printf ("%d", turn));
  _adj_wtj_bump (self);
  adj_model_changed (ADJ_MODEL (self), N_("Change game turn"));
}

/** adj_wtj_scenario_next_turn: Moves the lull tracker to the next game turn. */
void
adj_wtj_scenario_next_turn (AdjWtjScenario *self)
{
  set_lull_turn (self, adj_wtj_scenario_get_lull_turn (self) + 1);
}

/** adj_wtj_scenario_previous_turn: Moves the lull tracker back one game turn. */
void
adj_wtj_scenario_previous_turn (AdjWtjScenario *self)
{
  set_lull_turn (self, adj_wtj_scenario_get_lull_turn (self) - 1);
}

