/* SPDX-License-Identifier: GPL-3.0-or-later */
/* WTJ "1943" setup: the words of the results (adj-wtj-text.c), without a
 * display. The engine gives facts; these tests check what they say. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "adj-test-utils.h"
#include "test-wtj-utils.h"
#include "adj-roll.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario.h"
#include "adj-wtj-text.h"

static AdjRulebook *rb;

static AdjWtjScenario *
new_scenario (void)
{
  return adj_wtj_scenario_new (rb);
}

static char *
result_text (AdjWtjScenario *s,
             const char     *key)
{
  g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (s, key);

  return adj_wtj_text_result (s, r);
}

static char *
note_text (AdjWtjScenario *s,
           const char     *key)
{
  g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (s, key);

  return adj_wtj_text_note (s, r);
}

/* The lines of a result joined with "\n". */
static char *
lines_text (AdjWtjScenario *s,
            const char     *key)
{
  g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (s, key);
  g_auto(GStrv) lines = adj_wtj_text_lines (s, r);

  return g_strjoinv ("\n", lines);
}

static void
test_fire (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autofree char *text = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *support = NULL;
  g_autofree char *amphibious = NULL;

  g_assert_true (adj_wtj_scenario_set_setting (s, "units-0", "13", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "units-1", "10", NULL));
  wtj_test_roll (s, "planned-0", (int[]) { 3, 4 }, 2);
  text = result_text (s, "planned-0");
  g_assert_cmpstr (text, ==, "10 barrages");
  lines = lines_text (s, "planned-0");
  g_assert_cmpstr (lines, ==,
                   "Column: Major Offensive, attacker\n"
                   "No modifier for Germans in 1943\n"
                   "Rolled 3 + 4, modifier +0: 7\n"
                   ".45 × 23 units = 10.35 → 10");
  wtj_test_roll (s, "support-1", (int[]) { 1, 1 }, 2);
  support = lines_text (s, "support-1");
  g_assert_nonnull (strstr (support, "1943 Russians: -2"));
  g_assert_nonnull (strstr (support, "Clamped to 2 (the table runs from 2 to 12)"));
  g_clear_pointer (&text, g_free);
  text = result_text (s, "support-1");
  g_assert_cmpstr (text, ==, "3 batteries");

  g_assert_true (adj_wtj_scenario_set_setting (s, "amphibious", "yes", NULL));
  amphibious = result_text (s, "planned-1");
  g_assert_cmpstr (amphibious, ==, "No planned fire");
}

static void
test_air (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autofree char *waiting = NULL;
  g_autofree char *lost = NULL;
  g_autofree char *won = NULL;
  g_autofree char *none = NULL;
  g_autofree char *points = NULL;
  g_autofree char *note = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *assets = NULL;

  note = note_text (s, "presence-0");
  g_assert_cmpstr (note, ==, "Roll for air superiority first (step 2): the score picks the column.");
  wtj_test_roll (s, "superiority-0", (int[]) { 1, 1 }, 2);
  waiting = result_text (s, "superiority-0");
  g_assert_cmpstr (waiting, ==, "Total 6: waiting for the other side");
  wtj_test_roll (s, "superiority-1", (int[]) { 5, 4 }, 2);
  lost = result_text (s, "superiority-0");
  won = result_text (s, "superiority-1");
  g_assert_cmpstr (lost, ==, "Lost (score -3)");
  g_assert_cmpstr (won, ==, "Air superiority (score +3)");
  lines = lines_text (s, "superiority-0");
  g_assert_nonnull (strstr (lines, "Suggested battle modifier (attacker): +4"));
  g_assert_nonnull (strstr (lines, "Rolled 1 + 1, modifier +4: 6"));
  none = result_text (s, "presence-0");
  g_assert_cmpstr (none, ==, "No air presence");
  wtj_test_roll (s, "presence-1", (int[]) { 4 }, 1);
  points = result_text (s, "presence-1");
  g_assert_cmpstr (points, ==, "4 air points");

  g_assert_true (adj_wtj_scenario_set_side_setting (s, "assets-mode", 1, "roll", NULL));
  wtj_test_roll (s, "assets-1", (int[]) { 1, 2, 2, 1 }, 4);
  assets = result_text (s, "assets-1");
  g_assert_cmpstr (assets, ==, "Strafing, Level bombing, Level bombing, Strafing");
}

static void
test_steps (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autofree char *yards = NULL;
  g_autofree char *scales = NULL;
  g_autofree char *profile = NULL;
  g_autofree char *choice = NULL;
  g_autofree char *capable = NULL;
  g_autofree char *fuel = NULL;
  g_autofree char *lull = NULL;
  g_autofree char *before = NULL;

  wtj_test_roll (s, "proximity", (int[]) { 5 }, 1);
  yards = result_text (s, "proximity");
  g_assert_cmpstr (yards, ==, "900 yards");
  scales = lines_text (s, "proximity");
  g_assert_nonnull (strstr (scales, "Rolled 5, Open Terrain: 900 yards"));
  g_assert_nonnull (strstr (scales, "Combat lull rolls begin on turn 5."));

  wtj_test_roll (s, "reaction-0", (int[]) { 3 }, 1);
  profile = result_text (s, "reaction-0");
  g_assert_true (g_str_has_prefix (profile, "C) "));
  g_assert_cmpstr (profile + 3, ==, adj_wtj_text_profile_name (s, 'C'));

  g_assert_true (adj_wtj_scenario_set_setting (s, "year", "1944", NULL));
  choice = note_text (s, "counterbattery-0");
  g_assert_cmpstr (choice, ==, "The list says “B or C”: players pick the category.");
  g_assert_true (adj_wtj_scenario_set_side_setting (s, "category", 0, "C", NULL));
  wtj_test_roll (s, "counterbattery-0", (int[]) { 6 }, 1);
  capable = result_text (s, "counterbattery-0");
  g_assert_cmpstr (capable, ==, "Capable");

  adj_wtj_scenario_add_company (s, 0);
  g_assert_true (adj_wtj_scenario_set_setting (s, "company-0-row", "german-east-1941-42", NULL));
  wtj_test_roll (s, "fuel-0-turns", (int[]) { 1, 2 }, 2);
  fuel = result_text (s, "fuel-0-turns");
  g_assert_cmpstr (fuel, ==, "6");

  g_assert_true (adj_wtj_scenario_set_setting (s, "year", "1943", NULL));
  for (int t = 1; t < 7; t++)
    adj_wtj_scenario_next_turn (s);
  before = note_text (s, "lull-4");
  g_assert_cmpstr (before, ==, "No lull roll before turn 5.");
  wtj_test_roll (s, "lull-7", (int[]) { 6 }, 1);
  lull = result_text (s, "lull-7");
  g_assert_cmpstr (lull, ==, "Long lull");
}

static void
test_side_names (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autofree char *attacker = adj_wtj_text_side_name (s, 0);
  g_autofree char *defender = adj_wtj_text_side_name (s, 1);
  g_autofree char *title = adj_wtj_text_title (s);
  g_autofree char *named = NULL;

  g_assert_cmpstr (attacker, ==, "Germans (attacker)");
  g_assert_cmpstr (defender, ==, "Russians (defender)");
  g_assert_cmpstr (title, ==, "Major Offensive, 1943, Eastern Front (Russia, Poland): Germans against Russians");
  g_assert_true (adj_wtj_scenario_set_side_setting (s, "name", 1, "Red Army", NULL));
  named = adj_wtj_text_side_name (s, 1);
  g_assert_cmpstr (named, ==, "Red Army (defender)");
}

/* The lull's start face is a table value: the words follow it (a house
 * rule that starts lulls on a 5 says "a 5"). */
static void
test_lull_face_from_table (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "house-rules", NULL);
  g_autofree char *path = g_build_filename (dir, ADJ_WTJ_FILE ".xml", NULL);
  g_autofree char *text = adj_test_builtin_table_text (ADJ_WTJ_FILE ".xml");
  const char *six = "section=\"Combat Lulls\">6</constant>";
  char *at = strstr (text, six);
  g_autoptr(AdjRulebook) house = NULL;
  g_autoptr(AdjWtjScenario) s = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *note = NULL;
  g_autofree char *record = NULL;

  g_assert_nonnull (at);
  at[strlen (six) - strlen ("6</constant>")] = '5';
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  house = adj_test_rulebook (dir);
  s = adj_wtj_scenario_new (house);
  g_assert_cmpint (adj_rule_file_get_int (adj_wtj_scenario_get_rules (s), "lull-start-face"), ==, 5);
  heading = adj_wtj_text_lull_roll_heading (s);
  note = adj_wtj_text_lull_start_note (s);
  record = adj_wtj_text_lull_record_title (s);
  g_assert_cmpstr (heading, ==, "Start of the Attacker Assault phase: a 5 starts a combat lull");
  g_assert_cmpstr (note, ==, "turn; a 5 starts a lull");
  g_assert_cmpstr (record, ==, "Turn record: combat lull rolls (a 5 at the Attacker Assault phase)");
}

/* The saved game holds facts only: no sentence of a result is in it. */
static void
test_saved_facts (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autoptr(AdjWtjScenario) t = new_scenario ();
  g_autofree char *snap = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  wtj_test_roll (s, "planned-0", (int[]) { 3, 4 }, 2);
  wtj_test_roll (s, "proximity", (int[]) { 5 }, 1);
  snap = adj_model_snapshot (ADJ_MODEL (s));
  g_assert_null (strstr (snap, "barrage"));
  g_assert_null (strstr (snap, "yards"));
  g_assert_true (adj_model_restore (ADJ_MODEL (t), snap, &error));
  g_assert_no_error (error);
  text = result_text (t, "planned-0");
  g_assert_cmpstr (text, ==, "11 barrages");   /* .45 × 24 units */
}

static gboolean
switch_language (const char *language,
                 const char *locale)
{
  g_setenv ("LANGUAGE", language, TRUE);
  return setlocale (LC_ALL, locale) != NULL;
}

/* A game saved under German opens with every text in French: the file
 * holds facts, the words are made when shown. */
static void
test_saved_in_german_opens_in_french (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autoptr(AdjWtjScenario) t = new_scenario ();
  g_autofree char *po = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  g_autofree char *snap = NULL;
  g_autofree char *german = NULL;
  g_autofree char *french = NULL;
  g_autofree char *heading = NULL;
  g_autoptr(GError) error = NULL;

  /* as main() does, with the catalogues of the build */
  bindtextdomain (GETTEXT_PACKAGE, po);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!switch_language ("de", "de_DE.UTF-8"))
    {
      switch_language ("C", "C.UTF-8");
      g_test_skip ("no de_DE.UTF-8 locale (build-aux/dev test generates it)");
      return;
    }
  if (g_strcmp0 (_("Long lull"), "Lange Gefechtspause") != 0)
    {
      switch_language ("C", "C.UTF-8");
      g_test_skip ("the German catalogue is not built");
      return;
    }
  wtj_test_roll (s, "proximity", (int[]) { 5 }, 1);
  for (int turn = 1; turn < 7; turn++)
    adj_wtj_scenario_next_turn (s);
  wtj_test_roll (s, "lull-7", (int[]) { 6 }, 1);
  german = result_text (s, "lull-7");
  g_assert_cmpstr (german, ==, "Lange Gefechtspause");
  snap = adj_model_snapshot (ADJ_MODEL (s));
  g_assert_null (strstr (snap, "Gefechtspause"));

  g_assert_true (switch_language ("fr", "fr_FR.UTF-8"));
  g_assert_true (adj_model_restore (ADJ_MODEL (t), snap, &error));
  g_assert_no_error (error);
  french = result_text (t, "lull-7");
  heading = adj_wtj_text_lull_roll_heading (t);
  switch_language ("C", "C.UTF-8");
  g_assert_cmpstr (french, ==, "Accalmie longue");
  /* French puts a no-break space before a colon */
  g_assert_cmpstr (heading, ==, "Début de la phase d'assaut de l'attaquant\u00a0: un 6 déclenche une accalmie");
}

/* A logged roll keeps facts (the step, the nation, its role), and the
 * formatter says what it was for and who rolled. */
static void
test_roll_facts (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_auto(GStrv) planned = adj_wtj_text_roll_facts (s, "planned-1");
  g_auto(GStrv) fuel = NULL;
  g_autofree char *purpose = NULL;
  g_autofree char *who = NULL;
  g_autofree char *fuel_purpose = NULL;
  g_autofree char *fuel_who = NULL;

  g_assert_cmpuint (g_strv_length (planned), ==, 3);
  g_assert_cmpstr (planned[0], ==, "planned-1");
  g_assert_cmpstr (planned[1], ==, "russians");
  g_assert_cmpstr (planned[2], ==, "defender");
  g_assert_true (adj_roll_topic_is_valid ("wtj.roll", (const char * const *) planned));
  /* said as it was rolled, whatever the setup is now */
  g_assert_true (adj_wtj_scenario_set_setting (s, "nation-1", "british", NULL));
  purpose = adj_wtj_text_roll_purpose (s, (const char * const *) planned, &who);
  g_assert_cmpstr (purpose, ==, "Off-Board Artillery");
  g_assert_cmpstr (who, ==, "Russians (defender)");

  adj_wtj_scenario_add_company (s, 0);
  fuel = adj_wtj_text_roll_facts (s, "fuel-0-delay");
  fuel_purpose = adj_wtj_text_roll_purpose (s, (const char * const *) fuel, &fuel_who);
  g_assert_cmpstr (fuel_purpose, ==, "Fuel Supply");
  g_assert_cmpstr (fuel_who, ==, "Turns until refuelling");
  g_assert_null (adj_wtj_text_roll_purpose (s, (const char * const *) (const char *[]) { "nowhere-3", "-", "-", NULL }, NULL));
}

/* Trenches are said in inches, as the table counts them (lengths of 10″). */
static void
test_works_lengths (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autofree char *trenches = NULL;
  g_autofree char *mines = NULL;

  g_assert_true (adj_wtj_scenario_set_setting (s, "row-1-defensive-works", "russian-1943", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "bases-0", "100", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "bases-1", "51", NULL));   /* two rolls of 2D6 */
  wtj_test_roll (s, "works-trenches", (int[]) { 6, 6, 1, 1 }, 4);
  wtj_test_roll (s, "works-attacker-minefields", (int[]) { 4 }, 1);
  trenches = result_text (s, "works-trenches");
  mines = result_text (s, "works-attacker-minefields");
  g_assert_cmpstr (trenches, ==, "140″ (14 × 10″)");
  g_assert_cmpstr (mines, ==, "4");
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* the words as written in the source */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  rb = adj_test_rulebook (NULL);
  g_test_add_func ("/wtj/text/fire", test_fire);
  g_test_add_func ("/wtj/text/works-lengths", test_works_lengths);
  g_test_add_func ("/wtj/text/air", test_air);
  g_test_add_func ("/wtj/text/steps", test_steps);
  g_test_add_func ("/wtj/text/side-names", test_side_names);
  g_test_add_func ("/wtj/text/lull-face-from-table", test_lull_face_from_table);
  g_test_add_func ("/wtj/text/saved-game-holds-facts", test_saved_facts);
  g_test_add_func ("/wtj/text/saved-in-german-opens-in-french", test_saved_in_german_opens_in_french);
  g_test_add_func ("/wtj/text/roll-log-facts", test_roll_facts);
  ret = g_test_run ();
  g_object_unref (rb);
  return ret;
}
