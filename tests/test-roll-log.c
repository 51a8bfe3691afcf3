/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-dice.h"
#include "adj-error.h"
#include "adj-roll-log.h"
#include "adj-xml-private.h"

typedef struct {
  guint calls;
  guint position, removed, added;
} Changes;

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Changes    *c)
{
  c->calls++;
  c->position = position;
  c->removed = removed;
  c->added = added;
}

static AdjRoll *
make_roll (const char *purpose,
           const char *who,
           int         a,
           int         b,
           int         mod)
{
  g_autoptr(GDateTime) t = g_date_time_new_local (2026, 11, 22, 20, 15, 0);
  int faces[2] = { a, b };

  return adj_roll_new (t, purpose, who, "2d6", faces, 2, mod, a + b + mod, FALSE);
}

static void
test_append_and_signals (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjDice) dice = adj_dice_new (log);
  Changes c = { 0 };
  AdjDiceSpec spec;

  g_signal_connect (log, "items-changed", G_CALLBACK (on_items_changed), &c);
  g_assert_cmpint (g_list_model_get_item_type (G_LIST_MODEL (log)), ==, ADJ_TYPE_ROLL);
  adj_dice_spec_parse ("1d10", &spec, NULL);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(AdjRoll) roll = adj_dice_roll (dice, &spec, "turn end", "Axis", 0, NULL, 0, NULL);
      g_assert_cmpuint (c.calls, ==, i + 1);
      g_assert_cmpuint (c.position, ==, i);
      g_assert_cmpuint (c.removed, ==, 0);
      g_assert_cmpuint (c.added, ==, 1);
      {
        g_autoptr(AdjRoll) item = g_list_model_get_item (G_LIST_MODEL (log), i);
        g_assert_true (item == roll);
      }
    }
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (log), 3));
  adj_roll_log_clear (log);
  g_assert_cmpuint (c.calls, ==, 4);
  g_assert_cmpuint (c.position, ==, 0);
  g_assert_cmpuint (c.removed, ==, 3);
  g_assert_cmpuint (c.added, ==, 0);
}

static void
test_csv (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjRoll) a = make_roll ("Air superiority, step 2", "Axis", 3, 4, 2);
  g_autoptr(AdjRoll) b = make_roll ("The \"last\" die", "Allies", 6, 6, 0);
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;

  adj_roll_log_append (log, a);
  adj_roll_log_append (log, b);
  adj_roll_set_note (b, "Turn over");
  csv = adj_roll_log_to_csv (log);
  lines = g_strsplit (csv, "\r\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);   /* header, two rolls, empty end */
  g_assert_cmpstr (lines[0], ==, "time,purpose,who,dice,faces,modifier,result,real dice,note");
  g_assert_true (g_str_has_suffix (lines[1], ",\"Air superiority, step 2\",Axis,2d6,3 4,+2,9,no,"));
  g_assert_true (g_str_has_suffix (lines[2], ",\"The \"\"last\"\" die\",Allies,2d6,6 6,+0,12,no,Turn over"));
  g_assert_true (g_str_has_prefix (lines[1], "2026-11-22T20:15:00"));
  g_assert_cmpstr (lines[3], ==, "");
}

static void
test_save_load (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjRollLog) copy = adj_roll_log_new ();
  g_autoptr(AdjRoll) a = make_roll ("Grounding, arctic zone", "Japan", 1, 6, -1);
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "adjutant");
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) back = NULL;
  Changes c = { 0 };

  adj_roll_set_note (a, "grounded");
  adj_roll_log_append (log, a);
  xmlDocSetRootElement (doc, root);
  adj_roll_log_save (log, root);

  g_signal_connect (copy, "items-changed", G_CALLBACK (on_items_changed), &c);
  g_assert_true (adj_roll_log_load (copy, root->children, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (c.calls, ==, 1);
  g_assert_cmpuint (c.position, ==, 0);
  g_assert_cmpuint (c.removed, ==, 0);
  g_assert_cmpuint (c.added, ==, 1);
  back = g_list_model_get_item (G_LIST_MODEL (copy), 0);
  g_assert_cmpstr (adj_roll_get_purpose (back), ==, "Grounding, arctic zone");
  g_assert_cmpstr (adj_roll_get_who (back), ==, "Japan");
  g_assert_cmpint (adj_roll_get_face (back, 1), ==, 6);
  g_assert_cmpint (adj_roll_get_modifier (back), ==, -1);
  g_assert_cmpint (adj_roll_get_result (back), ==, 6);
  g_assert_cmpstr (adj_roll_get_note (back), ==, "grounded");
  g_assert_true (g_date_time_equal (adj_roll_get_time (back), adj_roll_get_time (a)));
}

static void
test_damaged_log_refused (void)
{
  const char *bad = "<adjutant><roll-log>"
                    "<roll time=\"2026-11-22T20:00:00Z\" faces=\"3 4\" modifier=\"0\" result=\"7\"/>"
                    "<roll time=\"yesterday\" faces=\"3 4\" modifier=\"0\" result=\"7\"/>"
                    "</roll-log></adjutant>";
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjRoll) keep = make_roll ("kept", "Axis", 2, 2, 0);
  g_autoptr(xmlDoc) doc = adj_xml_parse (bad, strlen (bad), "bad.adjutant", NULL);
  g_autoptr(GError) error = NULL;

  adj_roll_log_append (log, keep);
  g_assert_false (adj_roll_log_load (log, xmlDocGetRootElement (doc)->children, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
  g_assert_nonnull (strstr (error->message, "line 1"));
  /* what the user had is still there */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/roll-log/append-and-signals", test_append_and_signals);
  g_test_add_func ("/roll-log/csv", test_csv);
  g_test_add_func ("/roll-log/save-load", test_save_load);
  g_test_add_func ("/roll-log/damaged-log-refused", test_damaged_log_refused);
  return g_test_run ();
}
