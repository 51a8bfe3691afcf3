/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The victory map's words (adj-victory-text.c), from the record's facts,
 * without a display: turns, totals, hints, tooltips, the legend and the CSV. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "adj-test-utils.h"
#include "adj-victory-record.h"
#include "adj-victory-text.h"

static int
target (AdjVictoryRecord *record,
        const char       *id)
{
  int t = adj_victory_record_find_target (record, id);

  g_assert_cmpint (t, >=, 0);
  return t;
}

/* A turn's name is its table row's name and its year, counted from the
 * first turn across the new year. */
static void
test_turn_names (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autofree char *plain = adj_victory_text_turn ("Mar/Apr", 1942);
  g_autofree char *first = NULL;
  g_autofree char *third = NULL;

  g_assert_cmpstr (plain, ==, "Mar/Apr 1942");
  adj_victory_record_set_start (record, 1941, 5);   /* Nov/Dec 1941 */
  first = adj_victory_text_dup_turn (record, 0);
  third = adj_victory_text_dup_turn (record, 2);
  g_assert_cmpstr (first, ==, "Nov/Dec 1941");
  g_assert_cmpstr (third, ==, "Mar/Apr 1942");
}

/* The turn bar and the sidebar: the caption and hint follow the selected
 * turn, the pending points name the turn in progress, the historical total
 * is the tables' one. */
static void
test_turn_bar_and_totals (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autofree char *pending = NULL;
  g_autofree char *hint = NULL;
  g_autofree char *past_hint = NULL;
  g_autofree char *historical = NULL;
  g_autofree char *classes = NULL;

  adj_victory_record_toggle (record, target (record, "delhi"));
  pending = adj_victory_text_pending (record);
  g_assert_cmpstr (pending, ==, "+3 VP when Sep/Oct 1939 ends");
  g_assert_cmpstr (adj_victory_text_turn_caption (record), ==, "Turn in progress");
  hint = adj_victory_text_hint (record);
  g_assert_true (g_str_has_prefix (hint, "Click the targets the Axis holds"));

  adj_victory_record_toggle (record, target (record, "paris"));
  for (int i = 0; i < 3; i++)
    adj_victory_record_end_turn (record);
  adj_victory_record_select_turn (record, 1);
  g_assert_cmpstr (adj_victory_text_turn_caption (record), ==, "Correcting a past turn");
  past_hint = adj_victory_text_hint (record);
  g_assert_true (g_str_has_prefix (past_hint, "Correcting Nov/Dec 1939: "));

  historical = adj_victory_text_historical (adj_victory_record_get_historical_total (record));
  g_assert_cmpstr (historical, ==, "/ 18 historical");
  /* the most valuable class first; Delhi full (9), Paris a third of 3 */
  classes = adj_victory_text_class_totals (record);
  g_assert_cmpstr (classes, ==, "Primary 9   Secondary 0   Tertiary 1");
}

/* The checklist and the timeline. */
static void
test_rows_and_timeline (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  AdjVictoryTarget *oslo = adj_victory_record_get_target (record, target (record, "oslo"));
  const char *const held[] = { "Delhi", "Oslo", NULL };
  const char *const none[] = { NULL };
  g_autofree char *summary = NULL;
  g_autofree char *two = NULL;
  g_autofree char *zero = NULL;
  g_autofree char *points = adj_victory_text_turn_points (3, 12);
  g_autofree char *heading = adj_victory_text_class_heading ("Primary", 9);
  g_autofree char *dash = adj_victory_text_run (0);
  g_autofree char *run = adj_victory_text_run (2);
  g_autofree char *mark = adj_victory_text_historical_mark (2);

  adj_victory_record_toggle (record, target (record, "oslo"));
  adj_victory_record_end_turn (record);
  summary = adj_victory_text_target_summary (oslo);
  g_assert_cmpstr (summary, ==, "Held 2 turns in a row; 2 of 3 VP earned, 1 still possible");
  two = adj_victory_text_turn_held (held);
  g_assert_cmpstr (two, ==, "2 targets held: Delhi, Oslo");
  zero = adj_victory_text_turn_held (none);
  g_assert_cmpstr (zero, ==, "0 targets held");
  g_assert_cmpstr (points, ==, "+3 → 12");
  g_assert_cmpstr (heading, ==, "Primary targets · 9 VP");
  g_assert_cmpstr (dash, ==, "–");
  g_assert_cmpstr (run, ==, "2");
  g_assert_cmpstr (mark, ==, "Historical target: 2 VP of the historical total");
}

/* The map's tooltip: the target, its class and value, and its holding at
 * the end of the selected turn; the legend takes the style's colours. */
static void
test_map_tooltip_and_legend (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  AdjVictoryTarget *paris = adj_victory_record_get_target (record, target (record, "paris"));
  const char *const colors[ADJ_VICTORY_LEGEND_N_COLORS] = { "#000001", "#000002", "#000003", "#000004", "#000005" };
  g_autofree char *not_held = NULL;
  g_autofree char *held = NULL;
  g_autofree char *legend = NULL;

  not_held = adj_victory_text_map_tooltip (record, paris);
  g_assert_cmpstr (not_held, ==, "<b>Paris</b>\nTertiary, 1 VP · historical\nNot held in Sep/Oct 1939\n0 of 1 VP earned");
  adj_victory_record_toggle (record, target (record, "paris"));
  held = adj_victory_text_map_tooltip (record, paris);
  g_assert_true (strstr (held, "\nHeld in Sep/Oct 1939 (1 turn in a row)\n") != NULL);

  legend = adj_victory_text_legend (colors, adj_victory_record_get_full_turns (record));
  g_assert_true (strstr (legend, "<span foreground='#000001'>⬤</span> Not held") != NULL);
  g_assert_true (strstr (legend, "<span foreground='#000002'>⬤</span> Held 1 turn ") != NULL);
  g_assert_true (strstr (legend, "<span foreground='#000003'>⬤</span> Held 2 turns ") != NULL);
  g_assert_true (strstr (legend, "<span foreground='#000005'>◯</span> Historical") != NULL);
}

/* The legend's runs come from the tables' turns for full credit (a house
 * rule may change them), as the map's colours do. */
static void
test_legend_runs_from_rules (void)
{
  g_autofree char *one3 = adj_victory_text_state_runs (ADJ_VICTORY_STATE_RUN_ONE_THIRD, 3);
  g_autofree char *two3 = adj_victory_text_state_runs (ADJ_VICTORY_STATE_RUN_TWO_THIRDS, 3);
  g_autofree char *one6 = adj_victory_text_state_runs (ADJ_VICTORY_STATE_RUN_ONE_THIRD, 6);
  g_autofree char *two6 = adj_victory_text_state_runs (ADJ_VICTORY_STATE_RUN_TWO_THIRDS, 6);
  g_autofree char *two1 = adj_victory_text_state_runs (ADJ_VICTORY_STATE_RUN_TWO_THIRDS, 1);

  g_assert_cmpstr (one3, ==, "Held 1 turn");
  g_assert_cmpstr (two3, ==, "Held 2 turns");
  g_assert_cmpstr (one6, ==, "Held 1–3 turns");
  g_assert_cmpstr (two6, ==, "Held 4–5 turns");
  g_assert_cmpstr (two1, ==, "");
}

static void
test_csv (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) header = NULL;
  g_auto(GStrv) row = NULL;
  int athens;

  athens = target (record, "athens");
  adj_victory_record_toggle (record, athens);
  adj_victory_record_toggle (record, target (record, "oslo"));
  adj_victory_record_end_turn (record);
  csv = adj_victory_text_dup_csv (record);
  lines = g_strsplit (csv, "\r\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);   /* header, 2 turns, "" */
  header = g_strsplit (lines[0], ",", -1);
  g_assert_cmpuint (g_strv_length (header), ==, 55 + 4);
  g_assert_cmpstr (header[0], ==, "Turn");
  g_assert_cmpstr (header[2 + athens], ==, "Athens");
  row = g_strsplit (lines[1], ",", -1);
  g_assert_cmpstr (row[0], ==, "Sep/Oct 1939");
  g_assert_cmpstr (row[1], ==, "ended");
  g_assert_cmpstr (row[2 + athens], ==, "1");
  g_assert_cmpstr (row[2], ==, "0");
  g_assert_cmpstr (row[55 + 2], ==, "1");   /* Oslo: a third of 3 */
  g_assert_cmpstr (row[55 + 3], ==, "1");
  g_assert_true (g_str_has_prefix (lines[2], "Nov/Dec 1939,in progress,"));
}

/* A game saved while the program spoke German holds no German: opened in
 * French, every text the page shows of it is French. */
static void
test_saved_in_german_reads_in_french (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autoptr(AdjVictoryRecord) opened = adj_victory_record_new (rb);
  g_autofree char *podir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);
  g_autofree char *saved = NULL;
  g_autofree char *german = NULL;
  g_autofree char *french = NULL;
  g_autofree char *hint = NULL;

  if (setlocale (LC_ALL, "de_DE.UTF-8") == NULL)
    {
      g_test_skip ("no de_DE.UTF-8 locale (build-aux/dev test generates it)");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, podir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  adj_victory_record_toggle (record, target (record, "delhi"));
  adj_victory_record_end_turn (record);
  german = adj_victory_text_pending (record);
  g_assert_cmpstr (german, ==, "+3 SP am Ende von Nov./Dez. 1939");
  saved = adj_model_snapshot (ADJ_MODEL (record));
  g_assert_null (strstr (saved, "SP"));
  g_assert_null (strstr (saved, "Ende"));
  g_assert_null (strstr (saved, "Dez"));

  g_assert_nonnull (setlocale (LC_ALL, "fr_FR.UTF-8"));
  g_assert_true (adj_model_restore (ADJ_MODEL (opened), saved, NULL));
  french = adj_victory_text_pending (opened);
  g_assert_cmpstr (french, ==, "+3 PV à la fin de nov./déc. 1939");
  hint = adj_victory_text_hint (opened);
  g_assert_false (g_str_has_prefix (hint, "Click"));
  g_assert_cmpstr (adj_victory_text_turn_caption (opened), ==, "Tour en cours");
  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/victory-text/turn-names", test_turn_names);
  g_test_add_func ("/victory-text/turn-bar-and-totals", test_turn_bar_and_totals);
  g_test_add_func ("/victory-text/rows-and-timeline", test_rows_and_timeline);
  g_test_add_func ("/victory-text/map-tooltip-and-legend", test_map_tooltip_and_legend);
  g_test_add_func ("/victory-text/legend-runs-from-rules", test_legend_runs_from_rules);
  g_test_add_func ("/victory-text/csv", test_csv);
  g_test_add_func ("/victory-text/saved-in-german-reads-in-french", test_saved_in_german_reads_in_french);
  return g_test_run ();
}
