/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The PTO page's words (adj-pto-text.c) from the game's facts, without a
 * display: the same functions serve the page, the projector and the tests. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "adj-pto-game.h"
#include "adj-pto-text.h"
#include "adj-test-utils.h"

typedef struct {
  AdjRulebook *rb;
  AdjPtoGame  *game;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->rb = adj_test_rulebook (NULL);
  f->game = adj_pto_game_new (f->rb, NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->game);
  g_clear_object (&f->rb);
}

static AdjPtoStep *
find_step (AdjPtoGame     *game,
           AdjPtoStepKind  kind)
{
  GListModel *steps = adj_pto_game_get_steps (game);

  for (guint i = 0; i < g_list_model_get_n_items (steps); i++)
    {
      g_autoptr(AdjPtoStep) step = g_list_model_get_item (steps, i);

      if (adj_pto_step_get_kind (step) == kind)
        return step;   /* the list keeps a reference */
    }
  return NULL;
}

static void
test_turn_titles (Fixture *f, gconstpointer data)
{
  const AdjPtoCalendar *cal = adj_pto_game_get_calendar (f->game);
  AdjPtoTurn winter = { 1942, 0, -1 }, january = { 1942, 0, 0 };
  g_autofree char *w_title = adj_pto_text_turn_title (cal, &winter);
  g_autofree char *w_heading = adj_pto_text_turn_heading (cal, &winter);
  g_autofree char *w_kind = adj_pto_text_turn_kind (cal, &winter);
  g_autofree char *j_title = adj_pto_text_turn_title (cal, &january);
  g_autofree char *j_kind = adj_pto_text_turn_kind (cal, &january);
  g_autofree char *slot0 = adj_pto_text_slot (cal, 0);
  g_autofree char *slot1 = adj_pto_text_slot (cal, 1);

  g_assert_cmpstr (w_title, ==, "Winter 1942, seasonal turn");
  g_assert_cmpstr (w_heading, ==, "Winter 1942");
  g_assert_cmpstr (w_kind, ==, "Seasonal turn · Winter");
  g_assert_cmpstr (j_title, ==, "January 1942");
  g_assert_cmpstr (j_kind, ==, "Monthly turn: January · Winter");
  g_assert_cmpstr (slot0, ==, "Winter (seasonal turn)");
  g_assert_cmpstr (slot1, ==, "January");
}

/* The steps the game makes itself carry no words: the formatter names them. */
static void
test_game_steps_named_here (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  AdjPtoStep *choose;
  AdjPtoStep *none;
  g_autofree char *choose_title = NULL;
  g_autofree char *none_title = NULL;
  g_autofree char *row = NULL;

  g_assert_true (adj_pto_game_start (f->game, 1942, 1, ADJ_PTO_SIDE_ALLIES, 1, 1, &error));
  choose = find_step (f->game, ADJ_PTO_STEP_CHOOSE_OFFENSIVE);
  g_assert_nonnull (choose);
  g_assert_cmpstr (adj_pto_step_get_title (choose), ==, "");
  choose_title = adj_pto_text_step_title (choose);
  g_assert_cmpstr (choose_title, ==, "Allies: Choose an Offensive");

  g_assert_true (adj_pto_game_start (f->game, 1942, 1, ADJ_PTO_SIDE_JAPAN, 0, 0, &error));
  none = find_step (f->game, ADJ_PTO_STEP_NO_OFFENSIVES);
  g_assert_nonnull (none);
  g_assert_cmpstr (adj_pto_step_get_title (none), ==, "");
  none_title = adj_pto_text_step_title (none);
  g_assert_cmpstr (none_title, ==, "No Offensives");
  row = adj_pto_text_step_row (none);
  g_assert_cmpstr (row, ==, "No Offensives");
}

static void
test_step_meta_and_hint (Fixture *f, gconstpointer data)
{
  GListModel *steps = adj_pto_game_get_steps (f->game);
  guint n = g_list_model_get_n_items (steps);
  AdjPtoStep *step = adj_pto_game_get_current_step (f->game);
  g_autofree char *meta = adj_pto_text_step_meta (step, 0, n);
  g_autofree char *expected = g_strdup_printf ("Step %s · Rule %s · 1 of %u", adj_pto_step_get_number (step),
                                               adj_pto_step_get_rule (step), n);
  g_autofree char *hint = NULL;

  /* number and rule come from the steps table */
  g_assert_cmpstr (adj_pto_step_get_number (step), !=, "");
  g_assert_cmpstr (meta, ==, expected);
  g_assert_true (adj_pto_game_jump (f->game, n - 1));
  hint = adj_pto_text_next_hint (f->game);
  g_assert_cmpstr (hint, ==, "Next: January 1942");
}

static void
test_initiative_result (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = adj_pto_text_initiative_result (f->game);
  g_autofree char *tied = NULL;
  g_autofree char *after = NULL;
  g_autofree char *die = NULL;
  g_autofree char *no_die = NULL;
  g_autofree char *header = NULL;

  g_assert_cmpstr (before, ==, "Enter the offensives each side bought, then reveal them.");
  g_assert_true (adj_pto_game_set_offensives_bought (f->game, 2, 2, &error));
  tied = adj_pto_text_initiative_result (f->game);
  g_assert_cmpstr (tied, ==, "Both sides bought 2: each side rolls a die, high roll wins.");
  header = adj_pto_text_initiative (adj_pto_game_get_initiative (f->game), TRUE);
  g_assert_cmpstr (header, ==, "Initiative: tied, roll for it");
  g_assert_true (adj_pto_game_roll_initiative (f->game, 4, 4, &error));
  g_assert_true (adj_pto_game_roll_initiative (f->game, 2, 5, &error));
  after = adj_pto_text_initiative_result (f->game);
  g_assert_cmpstr (after, ==, "Roll: Japan 4, Allies 4 — tied, roll again.\n"
                              "Roll: Japan 2, Allies 5.\n"
                              "Allies has initiative for the coming three months.");
  die = adj_pto_text_tie_die (ADJ_PTO_SIDE_JAPAN, 3);
  no_die = adj_pto_text_tie_die (ADJ_PTO_SIDE_ALLIES, 0);
  g_assert_cmpstr (die, ==, "Japan’s die: 3");
  g_assert_cmpstr (no_die, ==, "Allies’ die");
}

static void
test_weather_and_grounding (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  const char *cells[] = { "-", "1-6", "-", NULL };
  AdjRulebook *rb = adj_pto_game_get_rulebook (f->game);
  g_autofree char *unknown = NULL;
  g_autofree char *track_unknown = NULL;
  g_autofree char *condition = NULL;
  g_autofree char *track = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *grounded = adj_pto_text_grounding (9, TRUE);
  g_autofree char *flies = adj_pto_text_grounding (4, FALSE);
  g_autofree char *none = adj_pto_text_grounding (0, FALSE);

  g_assert_true (adj_pto_game_start (f->game, 1942, 1, ADJ_PTO_SIDE_JAPAN, 1, 1, &error));
  unknown = adj_pto_text_condition (f->game);
  track_unknown = adj_pto_text_track (f->game);
  g_assert_cmpstr (unknown, ==, "Not known yet");
  g_assert_cmpstr (track_unknown, ==, "The turn track’s weather for this month is not recorded yet.");
  g_assert_true (adj_pto_game_save_track_entry (f->game, NULL, cells, &error));
  g_assert_no_error (error);
  condition = adj_pto_text_condition (f->game);
  g_assert_cmpstr (condition, ==, "Monsoon (M)");
  /* the rule number comes from the weather table */
  track = adj_pto_text_track (f->game);
  expected = g_strdup_printf ("Rule %s · Turn track: M · no roll needed", adj_pto_weather_get_effect (rb, "m", "rule"));
  g_assert_cmpstr (track, ==, expected);
  g_assert_cmpstr (adj_pto_text_effect (f->game, "movement"), ==, adj_pto_weather_get_effect (rb, "m", "movement"));
  g_assert_cmpstr (grounded, ==, "9: air units grounded");
  g_assert_cmpstr (flies, ==, "4: air units fly");
  g_assert_cmpstr (none, ==, "Not rolled");
}

/* The page's rolls are logged as facts; the roll log words them here. */
static void
test_roll_topics (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) weather_facts = NULL;
  g_auto(GStrv) zone_facts = NULL;
  g_autofree char *weather = NULL;
  g_autofree char *weather_who = NULL;
  g_autofree char *grounding = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *tie = NULL;
  g_autofree char *tie_who = NULL;
  g_autofree char *bare = NULL;

  g_assert_true (adj_pto_game_start (f->game, 1942, 1, ADJ_PTO_SIDE_JAPAN, 1, 1, &error));
  weather_facts = adj_pto_text_roll_facts (f->game, NULL);
  zone_facts = adj_pto_text_roll_facts (f->game, "monsoon");
  g_assert_cmpuint (g_strv_length (weather_facts), ==, 3);
  g_assert_cmpstr (weather_facts[0], ==, "1942");
  g_assert_cmpstr (zone_facts[0], ==, "monsoon");

  weather = adj_pto_text_describe_roll (f->game, "pto.weather", (const char * const *) weather_facts, &weather_who);
  g_assert_cmpstr (weather, ==, "Weather, January 1942");
  g_assert_cmpstr (weather_who, ==, "Both");
  grounding = adj_pto_text_describe_roll (f->game, "pto.grounding", (const char * const *) zone_facts, NULL);
  expected = g_strdup_printf ("Grounding roll, %s, January 1942",
                              adj_pto_weather_get_zone_label (f->rb, "monsoon"));
  g_assert_cmpstr (grounding, ==, expected);
  tie = adj_pto_text_describe_roll (f->game, "pto.initiative-tie", (const char * const[]) { "allies", NULL }, &tie_who);
  g_assert_cmpstr (tie, ==, "Initiative tie, Allies");
  g_assert_cmpstr (tie_who, ==, "Allies");
  /* without the game, the facts as they are; unknown topics are not ours */
  bare = adj_pto_text_describe_roll (NULL, "pto.weather", (const char * const *) weather_facts, NULL);
  g_assert_cmpstr (bare, ==, "Weather, 1942 winter jan");
  g_assert_null (adj_pto_text_describe_roll (f->game, "pto.moon", (const char * const *) weather_facts, NULL));
  g_assert_null (adj_pto_text_describe_roll (f->game, "pto.initiative-tie", (const char * const[]) { "china", NULL }, NULL));
}

static gboolean
switch_language (const char *language,
                 const char *locale)
{
  g_setenv ("LANGUAGE", language, TRUE);
  return setlocale (LC_ALL, locale) != NULL;
}

/* A game saved while the program spoke German holds facts only: loaded while
 * it speaks French, every word of the page is French. */
static void
test_saved_in_german_reads_in_french (Fixture *f, gconstpointer data)
{
  g_autofree char *podir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  g_autoptr(AdjPtoGame) fresh = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *german = NULL;
  g_autofree char *choose = NULL;
  g_autofree char *result = NULL;
  g_autofree char *die = NULL;
  g_autofree char *winter = NULL;
  const AdjPtoTurn winter_turn = { 1943, 0, -1 };

  /* as main() does, with the catalogues of the build */
  bindtextdomain (GETTEXT_PACKAGE, podir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!switch_language ("de", "de_DE.UTF-8"))
    {
      g_test_skip ("no de_DE.UTF-8 locale (build-aux/dev locales makes it)");
      return;
    }
  german = g_strdup (_("Allies"));
  if (g_strcmp0 (german, "Alliierte") != 0)
    {
      switch_language ("C", "C.UTF-8");
      g_test_skip ("the German catalogue is not built");
      return;
    }
  /* German: a tie, one pair rolled, the Allies' die waiting */
  g_assert_true (adj_pto_game_set_offensives_bought (f->game, 1, 1, &error));
  g_assert_true (adj_pto_game_roll_initiative (f->game, 3, 3, &error));
  g_assert_true (adj_pto_game_roll_tie_die (f->game, ADJ_PTO_SIDE_ALLIES, 5, &error));
  g_assert_no_error (error);
  saved = adj_model_snapshot (ADJ_MODEL (f->game));
  g_assert_null (strstr (saved, "Alliierte"));
  g_assert_null (strstr (saved, "Würfel"));

  g_assert_true (switch_language ("fr", "fr_FR.UTF-8"));
  fresh = adj_pto_game_new (f->rb, NULL);
  g_assert_true (adj_model_restore (ADJ_MODEL (fresh), saved, &error));
  g_assert_no_error (error);
  result = adj_pto_text_initiative_result (fresh);
  die = adj_pto_text_tie_die (ADJ_PTO_SIDE_ALLIES, adj_pto_game_get_tie_die (fresh, ADJ_PTO_SIDE_ALLIES));
  winter = adj_pto_text_turn_title (adj_pto_game_get_calendar (fresh), &winter_turn);
  g_assert_true (adj_pto_game_start (fresh, 1942, 1, ADJ_PTO_SIDE_ALLIES, 1, 1, &error));
  choose = adj_pto_text_step_title (find_step (fresh, ADJ_PTO_STEP_CHOOSE_OFFENSIVE));
  switch_language ("C", "C.UTF-8");

  /* French puts a no-break space before a colon */
  g_assert_cmpstr (die, ==, "Dé des Alliés\u00a0: 5");
  g_assert_true (g_str_has_prefix (result, "Jet\u00a0: Japon 3, Alliés 3"));
  /* the season comes from the table, translated where it is shown */
  g_assert_cmpstr (winter, ==, "Hiver 1943, tour saisonnier");
  g_assert_cmpstr (choose, ==, "Alliés\u00a0: choisir une offensive");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* the words as written in the source */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");

#define ADD(path, fn) g_test_add ("/pto-text/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("turn-titles", test_turn_titles);
  ADD ("game-steps-named-here", test_game_steps_named_here);
  ADD ("step-meta-and-next-hint", test_step_meta_and_hint);
  ADD ("initiative-result", test_initiative_result);
  ADD ("weather-and-grounding", test_weather_and_grounding);
  ADD ("roll-topics", test_roll_topics);
  ADD ("saved-in-german-reads-in-french", test_saved_in_german_reads_in_french);
  return g_test_run ();
}
