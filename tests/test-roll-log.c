/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-dice.h"
#include "adj-error.h"
#include "adj-game.h"
#include "adj-roll-log.h"
#include "adj-test-model.h"
#include "adj-test-utils.h"
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
  g_assert_cmpstr (lines[0], ==, "time,purpose,who,dice,faces,modifier,result,real dice,note,undone");
  g_assert_true (g_str_has_suffix (lines[1], ",\"Air superiority, step 2\",Axis,2d6,3 4,2,9,no,,no"));
  g_assert_true (g_str_has_suffix (lines[2], ",\"The \"\"last\"\" die\",Allies,2d6,6 6,0,12,no,Turn over,no"));
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

/* A roll made about a topic keeps the facts only (no words in any
 * language), saves and loads them, and the CSV asks for the words. */
static char *
words_for_test (AdjRoll     *roll,
                AdjRollWord  word,
                gpointer     data)
{
  const char * const *args = adj_roll_get_topic_args (roll);

  switch (word)
    {
    case ADJ_ROLL_WORD_PURPOSE:
      return g_strdup_printf ("worded %s", adj_roll_get_topic (roll));
    case ADJ_ROLL_WORD_WHO:
      return g_strdup_printf ("side %s", args[0]);
    case ADJ_ROLL_WORD_SOURCE:
      return g_strdup (adj_roll_get_physical (roll) ? "echt" : "Programm");
    case ADJ_ROLL_WORD_STATE:
    default:
      return g_strdup (adj_roll_get_undone (roll) ? "zurückgenommen" : "");
    }
}

static const char * const header_for_test[ADJ_ROLL_LOG_CSV_COLUMNS] = {
  "Zeit", "Wofür", "Wer", "Würfel", "Augen", "Modifikator", "Ergebnis", "Echte Würfel", "Notiz", "Zurückgenommen",
};

static void
test_topic_is_a_fact (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjRollLog) copy = adj_roll_log_new ();
  g_autoptr(AdjDice) dice = adj_dice_new (log);
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "adjutant");
  g_autoptr(xmlBuffer) buf = xmlBufferCreate ();
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) roll = NULL;
  g_autoptr(AdjRoll) back = NULL;
  g_autofree char *csv = NULL;
  const char *args[] = { "japan", "1942-06", NULL };
  AdjDiceSpec spec;

  adj_dice_spec_parse ("2d6", &spec, NULL);
  roll = adj_dice_roll_about (dice, &spec, "pto.grounding", args, 0, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_roll_get_topic (roll), ==, "pto.grounding");
  g_assert_cmpstrv (adj_roll_get_topic_args (roll), args);
  g_assert_cmpstr (adj_roll_get_purpose (roll), ==, "");

  xmlDocSetRootElement (doc, root);
  adj_roll_log_save (log, root);
  xmlNodeDump (buf, doc, root, 0, 0);
  g_assert_nonnull (strstr ((const char *) xmlBufferContent (buf), "topic=\"pto.grounding\" args=\"japan 1942-06\""));
  g_assert_null (strstr ((const char *) xmlBufferContent (buf), "purpose="));
  g_assert_true (adj_roll_log_load (copy, root->children, &error));
  g_assert_no_error (error);
  back = g_list_model_get_item (G_LIST_MODEL (copy), 0);
  g_assert_cmpstr (adj_roll_get_topic (back), ==, "pto.grounding");
  g_assert_cmpstrv (adj_roll_get_topic_args (back), args);

  csv = adj_roll_log_to_csv_worded (copy, header_for_test, words_for_test, NULL);
  g_assert_true (g_str_has_prefix (csv, "Zeit,Wofür,Wer,Würfel,Augen,Modifikator,Ergebnis,Echte Würfel,Notiz,Zurückgenommen\r\n"));
  g_assert_nonnull (strstr (csv, ",worded pto.grounding,side japan,2d6,"));
  g_assert_true (g_str_has_suffix (csv, ",Programm,,\r\n"));
}

/* A topic made of anything but ids and numbers is refused: it would be
 * markup, a sentence or a formula in the file and the CSV. */
static void
test_damaged_topic_refused (void)
{
  const char *bad[] = {
    "<adjutant><roll-log><roll time=\"2026-11-22T20:00:00Z\" faces=\"3\" modifier=\"0\" result=\"3\" topic=\"=cmd|calc\"/></roll-log></adjutant>",
    "<adjutant><roll-log><roll time=\"2026-11-22T20:00:00Z\" faces=\"3\" modifier=\"0\" result=\"3\" topic=\"pto\"/></roll-log></adjutant>",
    "<adjutant><roll-log><roll time=\"2026-11-22T20:00:00Z\" faces=\"3\" modifier=\"0\" result=\"3\" topic=\"pto.x\" args=\"a  b\"/></roll-log></adjutant>",
  };

  g_assert_true (adj_roll_topic_is_valid ("wif.impulse", (const char *[]) { "3", "axis", NULL }));
  g_assert_false (adj_roll_topic_is_valid ("wif impulse", NULL));
  g_assert_false (adj_roll_topic_is_valid ("wif.impulse", (const char *[]) { "Achse, 3", NULL }));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(AdjRollLog) log = adj_roll_log_new ();
      g_autoptr(xmlDoc) doc = adj_xml_parse (bad[i], strlen (bad[i]), "bad.adjutant", NULL);
      g_autoptr(GError) error = NULL;

      g_assert_false (adj_roll_log_load (log, xmlDocGetRootElement (doc)->children, &error));
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
      g_assert_nonnull (strstr (error->message, "line 1"));
    }
}

/* A roll the aid made for a step: undoing the step marks the roll undone
 * (it stays in the log), redoing restores it; the mark is saved with the
 * log. A roll of another aid, or one no change followed, is never marked. */
static AdjRoll *
roll_about (AdjGame    *game,
            const char *topic,
            const char *fact)
{
  g_autoptr(GError) error = NULL;
  AdjDiceSpec spec;
  AdjRoll *roll;

  adj_dice_spec_parse ("1d6", &spec, NULL);
  roll = adj_dice_roll_about (adj_game_get_dice (game), &spec, topic,
                              (const char * const[]) { fact, NULL }, 0, NULL, 0, &error);
  g_assert_no_error (error);
  return roll;
}

static void
test_undone_marked (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autofree char *state = g_build_filename (g_get_user_data_dir (), "undone.adjutant", NULL);
  g_autoptr(AdjGame) game = adj_game_new (rb, state);
  g_autoptr(AdjTestModel) model = adj_test_model_new ("aid");
  g_autoptr(AdjTestModel) other = adj_test_model_new ("other");
  AdjHistory *history;
  g_autoptr(AdjRoll) first = NULL;
  g_autoptr(AdjRoll) second = NULL;
  g_autoptr(AdjRoll) stray = NULL;
  g_autoptr(AdjRoll) quick = NULL;
  g_autoptr(AdjRoll) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *csv = NULL;
  gsize len;

  adj_game_add_model (game, ADJ_MODEL (model));
  adj_game_add_model (game, ADJ_MODEL (other));
  history = adj_game_get_history (game, "aid");

  first = roll_about (game, "aid.roll", "one");
  adj_test_model_add (model, "first");
  quick = roll_about (game, "dice.quick", "x");
  adj_test_model_add (other, "elsewhere");          /* another aid's change */
  stray = roll_about (game, "aid.roll", "stray");
  adj_model_changed (ADJ_MODEL (model), "nothing"); /* a change that changes nothing */
  second = roll_about (game, "aid.roll", "two");
  adj_test_model_add (model, "second");

  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_true (adj_roll_get_undone (second));
  g_assert_false (adj_roll_get_undone (first));
  g_assert_false (adj_roll_get_undone (stray));
  g_assert_false (adj_roll_get_undone (quick));
  /* the roll stays in the log */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (adj_game_get_roll_log (game))), ==, 4);

  g_assert_true (adj_history_undo (history, &error));
  g_assert_true (adj_roll_get_undone (first));
  g_assert_false (adj_roll_get_undone (stray));

  g_assert_true (adj_history_redo (history, &error));
  g_assert_false (adj_roll_get_undone (first));
  g_assert_true (adj_roll_get_undone (second));

  /* the mark is in the CSV and saved with the log (the autosave) */
  csv = adj_roll_log_to_csv (adj_game_get_roll_log (game));
  g_assert_true (g_str_has_suffix (csv, ",no,,yes\r\n"));
  /* the state file alone: with the journal folded in */
  g_assert_true (adj_game_flush (game));
  g_assert_true (g_file_get_contents (state, &saved, &len, NULL));
  {
    g_autoptr(AdjGame) reopened = adj_game_new (rb, NULL);
    GListModel *log = G_LIST_MODEL (adj_game_get_roll_log (reopened));

    g_assert_true (adj_game_load_data (reopened, saved, len, "undone.adjutant", &error));
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (log), ==, 4);
    back = g_list_model_get_item (log, 3);
    g_assert_true (adj_roll_get_undone (back));
    g_clear_object (&back);
    back = g_list_model_get_item (log, 0);
    g_assert_false (adj_roll_get_undone (back));
  }

  /* redo restores the last one */
  g_assert_true (adj_history_redo (history, &error));
  g_assert_false (adj_roll_get_undone (second));
}

/* Dice that each are a roll of their own (one per side, for the
 * initiative) are logged one roll per die: no result adds up two sides. */
static void
test_each_die_its_own_roll (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjDice) dice = adj_dice_new (log);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) roll = NULL;
  g_autoptr(AdjRoll) axis = NULL;
  g_autoptr(AdjRoll) allies = NULL;
  Changes c = { 0 };

  g_signal_connect (log, "items-changed", G_CALLBACK (on_items_changed), &c);
  roll = adj_dice_roll_text_about (dice, "2d10", NULL, NULL, "wif.initiative" ADJ_ROLL_TOPIC_EACH_DIE,
                                   (const char * const[]) { "axis", "allies", NULL }, 0, "7 3", &error);
  g_assert_no_error (error);
  /* the page still gets every face */
  g_assert_cmpuint (adj_roll_get_n_faces (roll), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 2);
  g_assert_cmpuint (c.calls, ==, 2);
  g_assert_cmpuint (c.position, ==, 1);
  g_assert_cmpuint (c.added, ==, 1);
  axis = g_list_model_get_item (G_LIST_MODEL (log), 0);
  allies = g_list_model_get_item (G_LIST_MODEL (log), 1);
  g_assert_cmpstr (adj_roll_get_topic (axis), ==, "wif.initiative");
  g_assert_cmpstrv (adj_roll_get_topic_args (axis), ((const char * const[]) { "axis", NULL }));
  g_assert_cmpstrv (adj_roll_get_topic_args (allies), ((const char * const[]) { "allies", NULL }));
  g_assert_cmpstr (adj_roll_get_dice (axis), ==, "1d10");
  g_assert_cmpint (adj_roll_get_result (axis), ==, 7);
  g_assert_cmpint (adj_roll_get_result (allies), ==, 3);
  g_assert_true (adj_roll_get_physical (allies));

  /* facts that do not match the dice: one roll, as it came */
  g_clear_object (&roll);
  roll = adj_dice_roll_text_about (dice, "2d10", NULL, NULL, "wif.initiative" ADJ_ROLL_TOPIC_EACH_DIE,
                                   (const char * const[]) { "axis", NULL }, 0, NULL, &error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 3);
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
  g_test_add_func ("/roll-log/topic-is-a-fact", test_topic_is_a_fact);
  g_test_add_func ("/roll-log/damaged-topic-refused", test_damaged_topic_refused);
  g_test_add_func ("/roll-log/undone-marked", test_undone_marked);
  g_test_add_func ("/roll-log/each-die-its-own-roll", test_each_die_its_own_roll);
  return g_test_run ();
}
