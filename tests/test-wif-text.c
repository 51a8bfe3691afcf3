/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The words of the World in Flames aid (adj-wif-text.c), without a display:
 * every text is made from the track's facts when shown, with rule values
 * from the tables, and a saved game holds facts only. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "adj-test-utils.h"
#include "adj-wif-text.h"
#include "adj-wif-track.h"

enum { AXIS, ALLIES, COMMUNISTS };

static void
roll (AdjWifTrack *track,
      int          n,
      ...)
{
  g_autoptr(GError) error = NULL;
  int faces[8];
  va_list ap;

  va_start (ap, n);
  for (int i = 0; i < n; i++)
    faces[i] = va_arg (ap, int);
  va_end (ap);
  g_assert_true (adj_wif_track_record_impulse (track, faces, n, &error));
  g_assert_no_error (error);
}

static void
start (AdjWifTrack *track,
       int          k)
{
  int order[2] = { AXIS, ALLIES };

  g_assert_true (adj_wif_track_set_order (track, order, 2, NULL));
  g_assert_true (adj_wif_track_set_k (track, k, NULL));
}

static int
mp_index (AdjWifTrack *track,
          const char  *name)
{
  GListModel *mps = adj_wif_track_get_major_powers (track);

  for (guint i = 0; i < g_list_model_get_n_items (mps); i++)
    {
      g_autoptr(AdjWifMajorPower) mp = g_list_model_get_item (mps, i);

      if (g_strcmp0 (adj_wif_major_power_get_name (mp), name) == 0)
        return i;
    }
  g_assert_not_reached ();
}

#define assert_text(call, expected) \
  G_STMT_START { g_autofree char *_t = (call); g_assert_cmpstr (_t, ==, (expected)); } G_STMT_END

/* The result line says what the last impulse did, in each outcome. */
static void
test_result (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjWifTrack) track = adj_wif_track_new (rb, NULL);

  assert_text (adj_wif_text_result (track), "Roll for initiative");
  start (track, 3);
  assert_text (adj_wif_text_result (track), "No impulse yet this turn");
  roll (track, 3, 10, 10, 10);
  assert_text (adj_wif_text_result (track), "Turn continues: 30, 25 to go");
  roll (track, 3, 10, 10, 3);
  assert_text (adj_wif_text_result (track), "Turn continues: 53, 2 to go");
  roll (track, 3, 10, 10, 2);
  assert_text (adj_wif_text_result (track), "Turn continues: last die 2");
  roll (track, 3, 1, 1, 6);
  assert_text (adj_wif_text_result (track), "Turn over: 83 and last die 6");
  assert_text (adj_wif_text_ten (track), "83 / 55");
  assert_text (adj_wif_text_who (track), "Turn over");
}

/* The advice follows the model's advice, and the face that ends a turn
 * comes from the table: a house rule of 5 says 5. */
static void
test_advice_face_from_table (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "house-five", NULL);
  g_autofree char *wif = adj_test_builtin_table_text ("wif.xml");
  g_autoptr(GRegex) re = g_regex_new ("(id=\"last-die-ends-from\"[^>]*>)4<", 0, 0, NULL);
  g_autofree char *five = g_regex_replace (re, wif, -1, 0, "\\g<1>5<", 0, NULL);
  g_autofree char *path = g_build_filename (dir, "wif.xml", NULL);
  g_autoptr(AdjRulebook) rb = NULL;
  g_autoptr(AdjWifTrack) track = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (strcmp (five, wif) != 0);
  g_assert_true (g_file_set_contents (path, five, -1, NULL));
  rb = adj_test_rulebook (dir);
  track = adj_wif_track_new (rb, NULL);
  g_assert_cmpint (adj_wif_track_get_rules (track)->last_die_ends_from, ==, 5);

  assert_text (adj_wif_text_advice (track), "Each side rolls for initiative");
  start (track, 3);
  assert_text (adj_wif_text_advice (track), "Roll 3 dice: the last one is the last die");
  roll (track, 3, 10, 10, 10);
  roll (track, 3, 7, 7, 7);
  /* 51 + 2 + 5 >= 55: a last die of 5 or more ends the turn */
  g_assert_cmpint (adj_wif_track_get_advice (track), ==, ADJ_WIF_ADVICE_LAST_DIE_FIRST);
  assert_text (adj_wif_text_advice (track), "A last die of 5 or more ends the turn: roll it first");
  g_assert_true (adj_wif_track_roll_last_die_first (track, 4, NULL));
  assert_text (adj_wif_text_advice (track), "The last die shows 4: roll the other 2 dice");
  assert_text (adj_wif_text_projector_dice (track), "The last die shows 4: roll the other 2 dice");
}

/* The move order and the pending choices, by name. */
static void
test_initiative (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjWifTrack) track = adj_wif_track_new (rb, NULL);

  g_assert_true (adj_wif_track_set_n_sides (track, 3, NULL));
  assert_text (adj_wif_text_initiative (track), "Move order not chosen yet");
  g_assert_true (adj_wif_track_roll_initiative (track, (int[]) { 2, 9, 4 }, 3, NULL));
  assert_text (adj_wif_text_initiative (track), "Allies has the initiative: move first or last?");
  g_assert_true (adj_wif_track_choose_first (track, FALSE, NULL));
  assert_text (adj_wif_text_initiative (track), "Communists chooses: before or after Axis?");
  g_assert_true (adj_wif_track_choose_before (track, TRUE, NULL));
  assert_text (adj_wif_text_initiative (track), "Communists → Axis → Allies");
  assert_text (adj_wif_text_who (track), "Communists to move");
}

/* A turn's line in the log of turns and an impulse's line, from facts. */
static void
test_turn_and_impulse_lines (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjWifTrack) track = adj_wif_track_new (rb, NULL);
  g_autoptr(AdjWifImpulse) first = NULL;
  g_autoptr(AdjWifTurn) turn = NULL;

  start (track, 3);
  adj_wif_track_set_mp_at_war (track, mp_index (track, "Italy"), FALSE);
  adj_wif_track_set_pass (track, mp_index (track, "Germany"), TRUE);
  adj_wif_track_set_pass (track, mp_index (track, "Italy"), TRUE);
  roll (track, 3, 10, 10, 3);
  first = g_list_model_get_item (adj_wif_track_get_impulses (track), 0);
  assert_text (adj_wif_text_impulse_title (first), "1. Axis");
  assert_text (adj_wif_text_impulse_subtitle (track, first), "10 10 [3], +2 per die; passed: Germany, Italy (neutral)");
  roll (track, 3, 10, 10, 10);
  g_assert_cmpint (adj_wif_track_get_phase (track), ==, ADJ_WIF_PHASE_TURN_OVER);
  turn = g_list_model_get_item (adj_wif_track_get_turns (track), 0);
  assert_text (adj_wif_text_turn_title (turn), "Turn 1: 2 impulses, 59");
  assert_text (adj_wif_text_turn_summary (track, turn), "Axis 1, Allies 1");
}

/* A saved game holds facts only; a game saved before the counts (with a
 * summary sentence) still opens, and the sentence is not shown. */
static void
test_saved_game_has_no_sentences (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjWifTrack) track = adj_wif_track_new (rb, NULL);
  g_autoptr(AdjWifTrack) fresh = adj_wif_track_new (rb, NULL);
  g_autoptr(AdjWifTurn) turn = NULL;
  g_autofree char *saved = NULL, *old = NULL;
  g_autofree char *result = NULL, *advice = NULL, *summary = NULL;
  g_autoptr(GRegex) counts = g_regex_new (" counts=\"[^\"]*\" moves=\"[^\"]*\"", 0, 0, NULL);

  start (track, 2);
  roll (track, 2, 10, 10);
  roll (track, 2, 10, 10);
  roll (track, 2, 10, 10);
  g_assert_true (adj_wif_track_next_turn (track, NULL));
  start (track, 3);
  roll (track, 3, 10, 10, 10);
  roll (track, 3, 7, 7, 7);
  g_assert_true (adj_wif_track_roll_last_die_first (track, 2, NULL));
  result = adj_wif_text_result (track);
  advice = adj_wif_text_advice (track);
  turn = g_list_model_get_item (adj_wif_track_get_turns (track), 0);
  summary = adj_wif_text_turn_summary (track, turn);
  g_assert_cmpstr (summary, ==, "Axis 2 →, Allies 1");

  saved = adj_model_snapshot (ADJ_MODEL (track));
  /* no words of the formatter: the texts are made when shown */
  g_assert_null (strstr (saved, "summary"));
  g_assert_null (strstr (saved, "Turn"));
  g_assert_null (strstr (saved, "→"));
  g_assert_null (strstr (saved, result));
  g_assert_nonnull (strstr (saved, "pending-last=\"2\""));
  g_assert_nonnull (strstr (saved, "counts=\"2 1\""));

  /* opened again (a restart, or another language), the same words */
  g_assert_true (adj_model_restore (ADJ_MODEL (fresh), saved, NULL));
  assert_text (adj_wif_text_result (fresh), result);
  assert_text (adj_wif_text_advice (fresh), advice);
  {
    g_autoptr(AdjWifTurn) loaded = g_list_model_get_item (adj_wif_track_get_turns (fresh), 0);

    assert_text (adj_wif_text_turn_summary (fresh, loaded), summary);
  }

  /* an old save: the summary sentence instead of the counts */
  old = g_regex_replace_literal (counts, saved, -1, 0, " summary=\"Achse 2, Alliierte 1 →\"", 0, NULL);
  g_assert_nonnull (strstr (old, "summary"));
  g_assert_true (adj_model_restore (ADJ_MODEL (fresh), old, NULL));
  {
    g_autoptr(AdjWifTurn) loaded = g_list_model_get_item (adj_wif_track_get_turns (fresh), 0);

    g_assert_cmpint (adj_wif_turn_get_number (loaded), ==, 1);
    assert_text (adj_wif_text_turn_summary (fresh, loaded), "");
  }
}

/* The roll log's words for the aid's rolls, from their topic and facts. */
static void
test_describe_roll (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjWifTrack) track = adj_wif_track_new (rb, NULL);
  const char *turn_end[] = { "2", "5", "allies", NULL };
  const char *initiative[] = { "axis", "allies", "communists", NULL };
  g_autofree char *who = NULL, *who_init = NULL;

  g_assert_true (adj_wif_track_set_n_sides (track, 3, NULL));
  assert_text (adj_wif_text_describe_roll (track, "wif.turn-end", turn_end, &who), "Turn end, turn 2 impulse 5");
  g_assert_cmpstr (who, ==, "Allies");
  assert_text (adj_wif_text_describe_roll (track, "wif.initiative", initiative, &who_init), "Initiative");
  g_assert_cmpstr (who_init, ==, "Axis, Allies, Communists");
  g_assert_null (adj_wif_text_describe_roll (track, "pto.grounding", NULL, NULL));
}

/* A locale that is not C, so that gettext heeds LANGUAGE: the system's
 * French one, or one compiled here from the system's locale sources. */
static gboolean
use_french_locale (void)
{
  g_autofree char *dir = NULL;
  const char *argv[] = { "localedef", "-i", "fr_FR", "-f", "UTF-8", NULL, NULL };
  g_autofree char *out = NULL;

  if (setlocale (LC_ALL, "fr_FR.UTF-8"))
    return TRUE;
  dir = g_build_filename (g_get_user_cache_dir (), "locales", NULL);
  out = g_build_filename (dir, "fr_FR.UTF-8", NULL);
  argv[5] = out;
  g_mkdir_with_parents (dir, 0700);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL
                | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, NULL, NULL);
  g_setenv ("LOCPATH", dir, TRUE);
  return setlocale (LC_ALL, "fr_FR.UTF-8") != NULL;
}

/* A game played and saved in German reads in French: the file has no
 * words, and the formatter speaks the language of the moment. */
static void
test_german_game_in_french (void)
{
  g_autofree char *podir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);
  g_autofree char *mo = g_build_filename (podir, "fr", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjWifTrack) track = adj_wif_track_new (rb, NULL);
  g_autoptr(AdjWifTrack) fresh = adj_wif_track_new (rb, NULL);
  g_autoptr(AdjWifTurn) turn = NULL;
  g_autofree char *saved = NULL, *german = NULL;

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the French catalogue is not built");
      return;
    }
  if (!use_french_locale ())
    {
      g_test_skip ("no French locale and no locale sources to make one");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, podir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* played in German */
  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "fr_FR.UTF-8");
  start (track, 3);
  roll (track, 3, 10, 10, 10);
  roll (track, 3, 10, 10, 10);
  german = adj_wif_text_result (track);
  g_assert_cmpstr (german, ==, "Zug beendet: 60 und letzter Würfel 10");
  saved = adj_model_snapshot (ADJ_MODEL (track));

  /* opened in French (a change of locale drops gettext's cache, as a
   * restart would) */
  g_setenv ("LANGUAGE", "fr", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  setlocale (LC_ALL, "fr_FR.UTF-8");
  g_assert_true (adj_model_restore (ADJ_MODEL (fresh), saved, NULL));
  /* (French puts a no-break space before a colon) */
  assert_text (adj_wif_text_result (fresh), "Tour terminé\302\240: 60 et dernier dé 10");
  assert_text (adj_wif_text_advice (fresh), "Le tour est terminé\302\240: commencez le tour suivant");
  turn = g_list_model_get_item (adj_wif_track_get_turns (fresh), 0);
  assert_text (adj_wif_text_turn_title (turn), "Tour 1\302\240: 2 impulsions, 60");

  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C.UTF-8");
}

/* The odds chart's description says every bar, the last one as "or later";
 * the markers' positions are said side by side. */
static void
test_accessible_words (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjWifTrack) track = adj_wif_track_new (rb, NULL);
  double bars[12];
  g_autofree char *desc = NULL;
  g_auto(GStrv) parts = NULL;

  for (guint i = 0; i < 12; i++)
    bars[i] = (i + 1) / 100.0;
  desc = adj_wif_text_odds_bars (bars, 12, 2, TRUE);
  parts = g_strsplit (desc, "; ", -1);
  g_assert_cmpuint (g_strv_length (parts), ==, 12);
  g_assert_cmpstr (parts[0], ==, "impulse 3: 1%");
  g_assert_cmpstr (parts[6], ==, "impulse 9: 7%");
  g_assert_cmpstr (parts[11], ==, "impulse 14 or later: 12%");

  assert_text (adj_wif_text_markers (track), "Marker: box 3 of 5 (Even)");
  g_assert_true (adj_wif_track_set_n_sides (track, 3, NULL));
  adj_wif_track_set_box (track, AXIS, 0);
  adj_wif_track_set_box (track, ALLIES, 2);
  adj_wif_track_set_box (track, COMMUNISTS, 4);
  assert_text (adj_wif_text_markers (track),
               "Axis: box 1 of 5 (+2, may demand a reroll); Allies: box 3 of 5 (+0, may demand a reroll); "
               "Communists: box 5 of 5 (+0)");
  assert_text (adj_wif_text_projector_markers (track),
               "Initiative track: Axis box 1 · Allies box 3 · Communists box 5 (of 5)");
}

int
main (int   argc,
      char *argv[])
{
  adj_test_private_user_dirs ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wif-text/result", test_result);
  g_test_add_func ("/wif-text/advice-face-from-table", test_advice_face_from_table);
  g_test_add_func ("/wif-text/initiative", test_initiative);
  g_test_add_func ("/wif-text/accessible-words", test_accessible_words);
  g_test_add_func ("/wif-text/turn-and-impulse-lines", test_turn_and_impulse_lines);
  g_test_add_func ("/wif-text/saved-game-has-no-sentences", test_saved_game_has_no_sentences);
  g_test_add_func ("/wif-text/describe-roll", test_describe_roll);
  g_test_add_func ("/wif-text/german-game-in-french", test_german_game_in_french);
  return g_test_run ();
}
