/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The largest game Adjutant supports (src/engine/adj-limits.h): a game at
 * every limit at once loads; one past any limit is refused with the file,
 * the line and the limit named, and nothing changes; play makes no more
 * than a file may hold; the schema and wif.xml repeat the header's numbers;
 * the turn end odds at the highest turn end number are exact. An excess is
 * refused by the streaming pre-count before a tree is built, and the tree's
 * own checks refuse it alike (adj-limit-table.c). */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "adj-error.h"
#include "adj-journal.h"
#include "adj-limit-table.h"
#include "adj-test-largest-game.h"
#include "adj-test-utils.h"
#include "adj-xml-private.h"
#include "fuzz-game.h"

typedef struct {
  AdjRulebook *rb;
  AdjGame     *game;
  char        *before;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "adjutant", "game.adjutant", NULL);
  gsize len;

  f->rb = adj_test_rulebook (NULL);
  f->game = adj_fuzz_game_new (f->rb, path);
  g_assert_true (adj_wif_track_set_n_sides (ADJ_WIF_TRACK (adj_game_get_model (f->game, "wif")), 3, NULL));
  f->before = adj_game_serialize (f->game, &len);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->game);
  g_clear_object (&f->rb);
  g_clear_pointer (&f->before, g_free);
}

/* Elements no other limit counts (ones Adjutant does not know and skips)
 * are bounded too: a file of a few megabytes of them is refused before a
 * tree is built, naming the line; the largest game has far fewer. */
static void
test_element_limit (Fixture       *f,
                    gconstpointer  data)
{
  AdjTestGameSize size = adj_test_largest_game_size ();
  g_autofree char *largest = adj_test_game_text (&size, NULL);
  g_autoptr(GString) game = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<adjutant-game version=\"1\">\n<roll-log>\n");
  g_autoptr(GError) error = NULL;
  g_autofree char *says = NULL;
  guint n = 0, parses;

  for (const char *p = strchr (largest, '<'); p != NULL; p = strchr (p + 1, '<'))
    n += p[1] != '/' && p[1] != '?' && p[1] != '!';
  g_test_message ("the largest game: %u elements", n);
  g_assert_cmpuint (n, <, ADJ_LIMIT_XML_ELEMENTS / 5);

  /* twenty a line, so that the line numbers stay under libxml2's 65,535 */
  for (guint i = 0; i < ADJ_LIMIT_XML_ELEMENTS; i++)
    g_string_append (game, i % 20 == 19 ? "<x/>\n" : "<x/>");
  g_string_append (game, "</roll-log>\n</adjutant-game>\n");
  parses = adj_xml_get_n_dom_parses ();
  g_assert_false (adj_game_load_data (f->game, game->str, game->len, "many.adjutant", &error));
  g_test_message ("%s", error->message);
  /* the document and the roll log are elements 1 and 2 (lines 2 and 3);
   * element k > 2 is on line 4 + (k - 3) / 20 */
  says = g_strdup_printf ("many.adjutant, line %d: more than %d XML elements",
                          4 + (ADJ_LIMIT_XML_ELEMENTS + 1 - 3) / 20, ADJ_LIMIT_XML_ELEMENTS);
  g_assert_nonnull (strstr (error->message, says));
  g_assert_cmpuint (adj_xml_get_n_dom_parses (), ==, parses);
}

/* A game at every limit at once loads, and saves to a file that loads back
 * to the same game. */
static void
test_largest_game (Fixture       *f,
                   gconstpointer  data)
{
  AdjTestGameSize size = adj_test_largest_game_size ();
  g_autofree char *text = adj_test_game_text (&size, NULL);
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  AdjWifTrack *wif = ADJ_WIF_TRACK (adj_game_get_model (f->game, "wif"));
  gsize len;

  g_test_message ("the largest game: %zu bytes", strlen (text));
  g_assert_true (adj_game_load_data (f->game, text, strlen (text), "largest.adjutant", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_impulses (wif)), ==, ADJ_LIMIT_WIF_IMPULSES);
  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_turns (wif)), ==, ADJ_LIMIT_WIF_TURNS);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (adj_game_get_roll_log (f->game))), ==, ADJ_LIMIT_ROLLS);
  saved = adj_game_serialize (f->game, &len);
  g_assert_true (adj_game_load_data (f->game, saved, len, "again.adjutant", &error));
  g_assert_no_error (error);
  again = adj_game_serialize (f->game, &len);
  g_assert_cmpstr (again, ==, saved);
}

/* One past each limit: refused, naming the file, the line of the first
 * element too many and the limit; the game stays as it was. Each count and
 * the texts are refused by the pre-count, before a tree is built (no
 * document reaches the tree builder); with the pre-count off, the loaders'
 * own checks refuse the same file with the same message, so that the table
 * and the loaders agree on every limit. */
static void
test_one_past (Fixture       *f,
               gconstpointer  data)
{
  static const struct {
    const char *name;
    int         part;      /* index into last_line */
    int         counted;   /* an AdjCounted, or -1 */
    const char *says;
  } cases[] = {
    { "impulses", 0, ADJ_COUNTED_WIF_IMPULSES, "more than 1000 impulses in one turn (the most Adjutant reads)" },
    { "past-turns", 1, ADJ_COUNTED_WIF_PAST_TURNS, "more than 200 past turns (the most Adjutant reads)" },
    { "rolls", 3, ADJ_COUNTED_ROLLS, "more than 5000 rolls in the roll log (the most Adjutant reads)" },
    { "text", 4, -1, "a text longer than 4096 characters (the most Adjutant reads)" },
    { "victory", 5, ADJ_COUNTED_VICTORY_TURNS, "more than 600 turns (the most Adjutant reads)" },
    { "pto", 6, ADJ_COUNTED_PTO_ITEMS, "more than 500 entries in one turn (the most Adjutant reads)" },
    { "wtj", 7, ADJ_COUNTED_WTJ_ITEMS, "more than 2000 settings, rolls and results (the most Adjutant reads)" },
    { "turn", -1, -1, "not a number from 1 to 200" },
  };
  gboolean covered[ADJ_N_COUNTED] = { FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdjTestGameSize size = { 2, 1, 2, 3, 0, 1, 5, 1 };
      g_autofree char *name = g_strdup_printf ("past-%s.adjutant", cases[i].name);
      g_autofree char *text = NULL;
      g_autofree char *after = NULL;
      g_autofree char *line = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GError) tree_error = NULL;
      long last_line[8];
      gsize len;
      guint parses;

      switch (i)
        {
        case 0: size.wif_impulses = ADJ_LIMIT_WIF_IMPULSES + 1; break;
        case 1: size.wif_past_turns = ADJ_LIMIT_WIF_TURNS + 1; break;
        case 2: size.rolls = ADJ_LIMIT_ROLLS + 1; break;
        case 3: size.text_chars = ADJ_LIMIT_TEXT_CHARS + 1; break;
        case 4: size.victory_turns = ADJ_LIMIT_VICTORY_TURNS + 1; break;
        case 5: size.pto_items = ADJ_LIMIT_PTO_ITEMS + 1; break;
        case 6: size.wtj_items = ADJ_LIMIT_WTJ_ITEMS + 1; break;
        default: size.wif_turn = ADJ_LIMIT_WIF_TURNS + 1; break;
        }
      text = adj_test_game_text (&size, last_line);
      /* the same game one smaller loads: the refusal is the limit's */
      if (cases[i].part >= 0)
        {
          g_autofree char *at = NULL;
          g_autoptr(GError) at_error = NULL;

          switch (i)
            {
            case 0: size.wif_impulses--; break;
            case 1: size.wif_past_turns--; break;
            case 2: size.rolls--; break;
            case 3: size.text_chars--; break;
            case 4: size.victory_turns--; break;
            case 5: size.pto_items--; break;
            default: size.wtj_items--; break;
            }
          at = adj_test_game_text (&size, NULL);
          g_assert_true (adj_game_load_data (f->game, at, strlen (at), "at.adjutant", &at_error));
          g_assert_no_error (at_error);
          g_assert_true (adj_game_load_data (f->game, f->before, strlen (f->before), "before.adjutant", NULL));
        }

      parses = adj_xml_get_n_dom_parses ();
      g_assert_false (adj_game_load_data (f->game, text, strlen (text), name, &error));
      g_test_message ("%s: %s", name, error->message);
      /* a count or a text: refused before the tree; the turn number: by the loader */
      if (cases[i].part >= 0)
        g_assert_cmpuint (adj_xml_get_n_dom_parses (), ==, parses);
      else
        g_assert_cmpuint (adj_xml_get_n_dom_parses (), >, parses);
      adj_xml_set_precount (FALSE);
      g_assert_false (adj_game_load_data (f->game, text, strlen (text), name, &tree_error));
      adj_xml_set_precount (TRUE);
      g_assert_cmpuint (adj_xml_get_n_dom_parses (), >, parses);
      g_assert_cmpstr (tree_error->message, ==, error->message);
      if (cases[i].counted >= 0)
        covered[cases[i].counted] = TRUE;
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
      g_assert_true (g_str_has_prefix (error->message, name));
      g_assert_nonnull (strstr (error->message, cases[i].says));
      line = g_strdup_printf ("line %ld", cases[i].part >= 0 ? last_line[cases[i].part] : 3L);
      g_assert_nonnull (strstr (error->message, line));
      after = adj_game_serialize (f->game, &len);
      g_assert_cmpstr (after, ==, f->before);
    }
  for (guint k = 0; k < ADJ_N_COUNTED; k++)
    g_assert_true (covered[k]);
}

/* The documents that are not a whole saved game are counted too: a model's
 * snapshot from the journal, the journal's roll changes, a rule table's
 * texts; each refused before a tree is built. */
static void
test_precount_roots (void)
{
  AdjTestGameSize size = { ADJ_LIMIT_WIF_IMPULSES + 1, 0, 2, 0, 0, 1, 5, 0 };
  long last_line[8];
  g_autofree char *game = adj_test_game_text (&size, last_line);
  const char *start = strstr (game, "<model id=\"wif\"");
  g_autofree char *model = g_strndup (start, strstr (start, "</model>\n") + strlen ("</model>\n") - start);
  g_autoptr(GString) changes = g_string_new ("<roll-changes>\n");
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autofree char *table = adj_test_builtin_table_text ("wif.xml");
  g_autoptr(GString) house = g_string_new (table);
  g_autofree char *long_title = g_strdup_printf ("title=\"%0*d", ADJ_LIMIT_TEXT_CHARS + 1, 0);
  g_autoptr(GString) long_note = g_string_new (NULL);
  g_autoptr(GString) note = g_string_new (table);
  g_autoptr(GError) tree_error = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *says = NULL;
  guint parses = adj_xml_get_n_dom_parses ();

  /* the snapshot is the model alone: its lines are the game's less two */
  g_assert_false (adj_xml_precount (model, strlen (model), "snapshot", &error));
  says = g_strdup_printf ("World in Flames, line %ld: more than 1000 impulses in one turn", last_line[0] - 2);
  g_assert_nonnull (strstr (error->message, says));
  g_clear_error (&error);
  g_assert_null (adj_xml_parse (model, strlen (model), "snapshot", &error));
  g_assert_nonnull (strstr (error->message, says));
  g_clear_error (&error);

  for (int i = 0; i < ADJ_LIMIT_ROLLS + 1; i++)
    g_string_append (changes, "<roll time=\"2026-11-22T16:00:00Z\" purpose=\"Quick roll\" dice=\"1d6\" faces=\"3\" "
                              "modifier=\"0\" result=\"3\"/>\n");
  g_string_append (changes, "</roll-changes>\n");
  g_assert_false (adj_roll_log_apply_changes (log, changes->str, changes->len, &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "line 5002: more than 5000 rolls in the roll log"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 0);
  g_clear_error (&error);

  /* a saved game past a limit, given as a house-rule table: the message
   * names the file as well as the game's part */
  g_assert_null (adj_rule_file_new_from_data (game, strlen (game), "wif.xml", &error));
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "wif.xml"));
  g_assert_nonnull (strstr (error->message, "World in Flames, line"));
  g_clear_error (&error);

  /* a rule table's title (line 3) too long */
  g_assert_cmpuint (g_string_replace (house, "title=\"", long_title, 1), ==, 1);
  g_assert_null (adj_rule_file_new_from_data (house->str, house->len, "wif.xml", &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "wif.xml, line 3: a text longer than 4096 characters"));
  g_clear_error (&error);

  /* the text of an element (the first note, line 4) over many lines: the
   * line is the element's, on the stream as in the tree */
  while (long_note->len <= ADJ_LIMIT_TEXT_CHARS)
    g_string_append (long_note, "a line of a long note\n");
  g_string_insert (note, strstr (strstr (table, "<note "), "\">") + 2 - table, long_note->str);
  g_assert_null (adj_rule_file_new_from_data (note->str, note->len, "wif.xml", &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "wif.xml, line 4: a text longer than 4096 characters"));
  g_assert_cmpuint (adj_xml_get_n_dom_parses (), ==, parses);
  adj_xml_set_precount (FALSE);
  g_assert_null (adj_rule_file_new_from_data (note->str, note->len, "wif.xml", &tree_error));
  adj_xml_set_precount (TRUE);
  g_assert_cmpstr (tree_error->message, ==, error->message);
}

/* Restores the state file beside a journal whose one record brings the
 * WiF model one impulse past the limit. Returns: (transfer full): the
 * error; @parses: the documents built into a tree meanwhile */
static GError *
restore_past (const char *path,
              guint      *parses)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjGame) game = adj_fuzz_game_new (rb, path);
  GError *error = NULL;
  guint before = adj_xml_get_n_dom_parses ();

  g_assert_false (adj_game_restore (game, &error));
  *parses = adj_xml_get_n_dom_parses () - before;
  return error;
}

/* A journal whose record makes a model past a limit: refused with the
 * limit named before the model's snapshot is built into a tree, and the
 * game goes on from the state file. */
static void
test_journal_past (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "past", NULL);
  g_autofree char *path = g_build_filename (folder, "game.adjutant", NULL);
  g_autofree char *journal = g_strconcat (path, ".journal", NULL);
  g_autofree char *aside = g_build_filename (g_get_user_data_dir (), "scratch.adjutant", NULL);
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjGame) scratch = adj_fuzz_game_new (rb, aside);
  AdjModel *wif = adj_game_get_model (scratch, "wif");
  AdjTestGameSize small = { 2, 1, 2, 3, 0, 1, 5, 1 };
  AdjTestGameSize full = small;
  g_autofree char *state = adj_test_game_text (&small, NULL);
  g_autofree char *full_text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *at_limit = NULL;
  g_autoptr(GString) after = NULL;
  g_autoptr(GByteArray) record = adj_journal_record_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) tree_error = NULL;
  g_autofree char *says = NULL;
  const char *last;
  guint parses, tree_parses;

  /* the WiF snapshot as the state file loads it, and one at the limit
   * with its last impulse twice */
  g_assert_true (adj_game_load_data (scratch, state, strlen (state), "state", NULL));
  before = adj_model_snapshot (wif);
  full.wif_impulses = ADJ_LIMIT_WIF_IMPULSES;
  full_text = adj_test_game_text (&full, NULL);
  g_assert_true (adj_game_load_data (scratch, full_text, strlen (full_text), "full", NULL));
  at_limit = adj_model_snapshot (wif);
  last = g_strrstr (at_limit, "<impulse ");
  g_assert_nonnull (last);
  after = g_string_new (at_limit);
  g_string_insert_len (after, last - at_limit, last, strstr (last, "/>") + 2 - last);
  g_assert_true (adj_journal_record_add_model (record, "wif", before, strlen (before), after->str, after->len));
  adj_journal_record_finish (record);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, state, -1, NULL));
  g_assert_true (g_file_set_contents (journal, (const char *) record->data, record->len, NULL));
  error = restore_past (path, &parses);
  g_test_message ("%s (%u documents built)", error->message, parses);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
  g_assert_nonnull (strstr (error->message, "more than 1000 impulses in one turn"));
  g_assert_nonnull (strstr (error->message, "line "));

  /* without the pre-count the loader refuses it alike, once its tree is built */
  g_assert_true (g_file_set_contents (path, state, -1, NULL));
  g_assert_true (g_file_set_contents (journal, (const char *) record->data, record->len, NULL));
  adj_xml_set_precount (FALSE);
  tree_error = restore_past (path, &tree_parses);
  adj_xml_set_precount (TRUE);
  g_assert_cmpuint (tree_parses, ==, parses + 1);
  /* the same up to the name of the journal put aside, which has the time in it */
  says = g_strndup (error->message, strstr (error->message, "(the most Adjutant reads)") - error->message);
  g_assert_true (g_str_has_prefix (tree_error->message, says));
}

/* Play makes no more than a file may hold: the roll log keeps the newest
 * ADJ_LIMIT_ROLLS, and a turn at the most impulses takes no more. */
static void
test_play_capped (Fixture       *f,
                  gconstpointer  data)
{
  AdjTestGameSize size = { ADJ_LIMIT_WIF_IMPULSES, 0, 2, ADJ_LIMIT_ROLLS, 0, 1, 5, 0 };
  g_autofree char *text = adj_test_game_text (&size, NULL);
  AdjWifTrack *wif = ADJ_WIF_TRACK (adj_game_get_model (f->game, "wif"));
  GListModel *log = G_LIST_MODEL (adj_game_get_roll_log (f->game));
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) roll = NULL;
  g_autoptr(AdjRoll) last = NULL;

  g_assert_true (adj_game_load_data (f->game, text, strlen (text), "full.adjutant", &error));
  g_assert_no_error (error);
  roll = adj_dice_roll_text (adj_game_get_dice (f->game), "1d6", "Quick roll", "Allies", 1, "5", NULL);
  g_assert_nonnull (roll);
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, ADJ_LIMIT_ROLLS);
  last = g_list_model_get_item (log, ADJ_LIMIT_ROLLS - 1);
  g_assert_true (last == roll);

  g_assert_false (adj_wif_track_record_impulse (wif, (int[]) { 5 }, 1, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
  g_assert_nonnull (strstr (error->message, "1000 impulses"));
  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_impulses (wif)), ==, ADJ_LIMIT_WIF_IMPULSES);
}

/* The schema and the built-in wif.xml cannot include the header: they
 * repeat its numbers, and must repeat them right. */
static void
test_schema_agrees (void)
{
  g_autofree char *rng_path = adj_test_source_path ("data", "tables", "adjutant-tables.rng", NULL);
  g_autofree char *rng = adj_test_read_file (rng_path);
  g_autoptr(xmlDoc) doc = adj_xml_parse (rng, strlen (rng), "adjutant-tables.rng", NULL);
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autofree char *wif_path = adj_test_source_path ("data", "tables", "wif.xml", NULL);
  g_autofree char *wif_text = adj_test_read_file (wif_path);
  g_autoptr(xmlDoc) wif = adj_xml_parse (wif_text, strlen (wif_text), "wif.xml", NULL);
  static const struct { const char *id; double max; } maxima[] = {
    { "threshold-two-sides", ADJ_LIMIT_WIF_THRESHOLD },
    { "threshold-three-sides", ADJ_LIMIT_WIF_THRESHOLD },
    { "threshold-per-side", (double) ADJ_LIMIT_WIF_THRESHOLD / ADJ_WIF_MAX_SIDES },
    { "weather-k-min", ADJ_LIMIT_WIF_DICE_PER_IMPULSE },
    { "weather-k-max", ADJ_LIMIT_WIF_DICE_PER_IMPULSE },
    { "turn-end-dice", ADJ_LIMIT_WIF_DIE_SIDES },
    { "sides-min", ADJ_WIF_MAX_SIDES },
    { "sides-max", ADJ_WIF_MAX_SIDES },
  };
  guint n_lengths = 0, n_maxima = 0;
  xmlNode *n = xmlDocGetRootElement (doc);

  g_assert_nonnull (doc);
  g_assert_nonnull (wif);
  /* every maxLength of the schema is the header's */
  while (n != NULL)
    {
      if (adj_xml_is_element (n, "param"))
        {
          g_autofree char *name = adj_xml_get_prop (n, "name");
          g_autofree char *value = adj_xml_get_text (n);

          if (g_strcmp0 (name, "maxLength") == 0)
            {
              g_assert_cmpstr (value, ==, G_STRINGIFY (ADJ_LIMIT_TEXT_CHARS));
              n_lengths++;
            }
        }
      n = adj_xml_walk_next (n);
    }
  g_assert_cmpuint (n_lengths, >=, 2);

  /* wif.xml's maxima are the header's limits */
  for (xmlNode *c = xmlDocGetRootElement (wif)->children; c != NULL; c = c->next)
    if (adj_xml_is_element (c, "constant"))
      {
        g_autofree char *id = adj_xml_get_prop (c, "id");
        g_autofree char *max = adj_xml_get_prop (c, "max");

        for (guint i = 0; i < G_N_ELEMENTS (maxima); i++)
          if (g_strcmp0 (id, maxima[i].id) == 0)
            {
              g_assert_nonnull (max);
              g_assert_cmpfloat (g_ascii_strtod (max, NULL), ==, maxima[i].max);
              n_maxima++;
            }
      }
  g_assert_cmpuint (n_maxima, ==, G_N_ELEMENTS (maxima));
  /* the override field of the page goes as high as the loader reads */
  {
    g_autofree char *ui_path = adj_test_source_path ("ui", "adj-wif-view.ui", NULL);
    g_autofree char *ui = adj_test_read_file (ui_path);
    const char *spin = strstr (ui, "id=\"threshold_spin\"");
    const char *upper = spin ? strstr (spin, "<property name=\"upper\">") : NULL;

    g_assert_nonnull (upper);
    g_assert_cmpint (atoi (upper + strlen ("<property name=\"upper\">")), ==, ADJ_WIF_MAX_THRESHOLD);
  }
  /* and the threshold from "per side" at the most sides is the highest */
  {
    AdjWifRules rules;

    adj_wif_rules_read (adj_rulebook_get_file (rb, "wif"), &rules);
    rules.threshold_per_side = (double) ADJ_LIMIT_WIF_THRESHOLD / ADJ_WIF_MAX_SIDES;
    g_assert_cmpint (adj_wif_threshold (&rules, ADJ_WIF_MAX_SIDES), ==, ADJ_LIMIT_WIF_THRESHOLD);
  }
}

/* A house-rule wif.xml beyond the built-in maxima is refused, naming the
 * file, the line and the range; at the maxima it is taken. */
static void
test_house_rule_limits (void)
{
  g_autofree char *builtin = adj_test_builtin_table_text ("wif.xml");
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "house", NULL);
  g_autofree char *path = g_build_filename (dir, "wif.xml", NULL);
  static const struct { const char *from, *to, *says; } cases[] = {
    { ">55<", ">241<", "outside 1 to 240" },
    { ">83<", ">241<", "outside 1 to 240" },
    { ">27.5<", ">40.5<", "outside 0 to 40" },
    { ">1d10</constant>\n  <constant id=\"weather-k-min\"", ">1d30</constant>\n  <constant id=\"weather-k-min\"",
      "a die of 30 faces, not 10 to 20" },
    { ">1d10</constant>\n  <constant id=\"weather-k-min\"", ">1d100</constant>\n  <constant id=\"weather-k-min\"",
      "not dice Adjutant can roll" },
    { ">1d10</constant>\n  <constant id=\"weather-k-min\"", ">1d6</constant>\n  <constant id=\"weather-k-min\"",
      "a die of 6 faces, not 10 to 20" },
    { ">55<", ">240<", NULL },
  };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = NULL;
      g_auto(GStrv) parts = g_strsplit (builtin, cases[i].from, 2);
      g_autoptr(AdjRulebook) rb = NULL;
      GPtrArray *problems;

      g_assert_nonnull (parts[1]);
      text = g_strjoin (cases[i].to, parts[0], parts[1], NULL);
      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      rb = adj_test_rulebook (dir);
      problems = adj_rulebook_get_problems (rb);
      if (cases[i].says == NULL)
        {
          AdjWifRules rules;

          g_assert_cmpuint (problems->len, ==, 0);
          adj_wif_rules_read (adj_rulebook_get_file (rb, "wif"), &rules);
          g_assert_cmpint (rules.threshold_two, ==, ADJ_LIMIT_WIF_THRESHOLD);
          continue;
        }
      g_assert_cmpuint (problems->len, ==, 1);
      g_test_message ("%s", ((AdjRuleProblem *) g_ptr_array_index (problems, 0))->message);
      g_assert_true (g_str_has_prefix (((AdjRuleProblem *) g_ptr_array_index (problems, 0))->message, "wif.xml, line "));
      g_assert_nonnull (strstr (((AdjRuleProblem *) g_ptr_array_index (problems, 0))->message, cases[i].says));
    }
}

/* The turn end odds written out plainly, independently of adj-wif-rules.c:
 * every face of every die, impulse after impulse, until what is left is
 * below 1e-15. */
static void
plain_odds (const AdjWifRules *rules,
            int                threshold,
            int                k,
            int                m,
            double            *p_end,
            double            *expected)
{
  int d = rules->die_sides;
  int top = threshold + k * (d + m) + 1;
  g_autofree double *p = g_new0 (double, top);
  g_autofree double *next = g_new0 (double, top);
  g_autofree double *rest = g_new0 (double, top);   /* the sum of k - 1 dice */
  g_autofree double *tmp = g_new0 (double, top);

  rest[0] = 1.0;
  for (int i = 0; i < k - 1; i++)
    {
      memset (tmp, 0, sizeof (double) * top);
      for (int s = 0; s + d < top; s++)
        for (int f = 1; f <= d; f++)
          tmp[s + f] += rest[s] / d;
      memcpy (rest, tmp, sizeof (double) * top);
    }
  *expected = 0;
  *p_end = 0;
  p[0] = 1.0;
  /* p[t]: the turn not over at total t (t may be past the threshold) */
  for (int j = 1; j < 100000; j++)
    {
      double end = 0, left = 0;

      memset (next, 0, sizeof (double) * top);
      for (int t = 0; t < top; t++)
        if (p[t] > 0)
          for (int last = 1; last <= d; last++)
            for (int s = 0; s <= (k - 1) * d; s++)
              if (rest[s] > 0)
                {
                  int total = MIN (t + last + s + k * m, threshold);
                  double pr = p[t] * rest[s] / d;

                  if (total >= threshold && last >= rules->last_die_ends_from)
                    end += pr;
                  else
                    next[total] += pr;
                }
      memcpy (p, next, sizeof (double) * top);
      if (j == 1)
        *p_end = end;
      *expected += j * end;
      for (int t = 0; t < top; t++)
        left += p[t];
      if (left < 1e-15)
        break;
    }
}

/* At the highest turn end number the odds are exact: they equal the plain
 * computation, for every number of dice and a few pass bonuses. */
static void
test_odds_at_limit (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  AdjWifRules rules;

  adj_wif_rules_read (adj_rulebook_get_file (rb, "wif"), &rules);
  for (int k = rules.k_min; k <= rules.k_max; k++)
    for (int m = 0; m <= 6; m += 3)
      {
        AdjWifOdds odds;
        double p_end, expected;

        adj_wif_odds_compute (&rules, 0, ADJ_LIMIT_WIF_THRESHOLD, k, m, m, &odds);
        plain_odds (&rules, ADJ_LIMIT_WIF_THRESHOLD, k, m, &p_end, &expected);
        g_test_message ("threshold %d, k %d, m %d: p_end %.3g (plain %.3g), expected %.6f (plain %.6f)",
                        ADJ_LIMIT_WIF_THRESHOLD, k, m, odds.p_end, p_end, odds.expected, expected);
        g_assert_cmpfloat_with_epsilon (odds.p_end, p_end, 1e-12);
        g_assert_cmpfloat_with_epsilon (odds.expected, expected, 1e-9 * expected);
        adj_wif_odds_clear (&odds);
      }
  /* a turn end die of 20 faces that ends on 10 or more, at the limit too */
  rules.die_sides = ADJ_LIMIT_WIF_DIE_SIDES;
  rules.last_die_ends_from = 10;
  {
    AdjWifOdds odds;
    double p_end, expected;

    adj_wif_odds_compute (&rules, 0, ADJ_LIMIT_WIF_THRESHOLD, 1, 0, 0, &odds);
    plain_odds (&rules, ADJ_LIMIT_WIF_THRESHOLD, 1, 0, &p_end, &expected);
    g_assert_cmpfloat_with_epsilon (odds.expected, expected, 1e-9 * expected);
    adj_wif_odds_clear (&odds);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(name, fn) g_test_add (name, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/limits/largest-game", test_largest_game);
  ADD ("/limits/element-limit", test_element_limit);
  ADD ("/limits/one-past-each-limit", test_one_past);
  g_test_add_func ("/limits/precount-roots", test_precount_roots);
  ADD ("/limits/play-capped", test_play_capped);
  g_test_add_func ("/limits/journal-past", test_journal_past);
  g_test_add_func ("/limits/schema-agrees", test_schema_agrees);
  g_test_add_func ("/limits/house-rule-limits", test_house_rule_limits);
  g_test_add_func ("/limits/odds-at-limit", test_odds_at_limit);
  return g_test_run ();
}
