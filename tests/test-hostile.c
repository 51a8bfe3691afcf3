/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The catalogue of hostile inputs (issue 7, "Robustness"): each gets a clear
 * message (which file, what, where) and no crash, and nothing the player had
 * is lost. Entries already tested elsewhere are only listed here:
 *
 * | entry                          | where it is tested                                          |
 * |--------------------------------|-------------------------------------------------------------|
 * | malformed XML, table           | test-tables /tables/truncated-file (cut file, empty file)   |
 * | malformed XML, saved game      | test-game /game/corrupt-file-refused (cut, not XML, other   |
 * |                                |   root, no version, second model bad: first put back)       |
 * | malformed XML, house rule,     | here: /hostile/malformed-xml (bad UTF-8, NUL, bad nesting,   |
 * |   real models                  |   through the rulebook and the four real models)             |
 * | corrupt autosave at start-up   | test-game /game/corrupt-autosave-kept                        |
 * | external entity, table         | test-tables /tables/external-entity (SYSTEM entity, DTD URL) |
 * | external entity, saved game    | test-game /game/corrupt-file-refused (SYSTEM entity);        |
 * |                                |   here: parameter entity and XInclude                        |
 * | billion laughs, table          | test-tables /tables/external-entity                          |
 * | billion laughs, saved game     | here: /hostile/billion-laughs                                |
 * | 100 MB file, table and game    | here: /hostile/huge-file/table, /hostile/huge-file/game     |
 * | a pipe, a device, a folder, a  | here: /hostile/not-a-file, /hostile/sparse-gigabyte: refused |
 * | sparse 1 GB file               |   before a byte is read, without waiting on a pipe           |
 * | the same in place of the       | here: /hostile/journal-not-a-file: put aside unread, the    |
 * |   autosave's journal           |   game goes on from the autosave                             |
 * | table with a missing column    | test-tables /tables/house-rule-refused (pto.xml loses        |
 * |   (house-rule override)        |   column "rule": refused, built-in stays, "no column")       |
 * | schema and meaning errors      | test-tables /tables/schema-violation, /tables/meaning-checks |
 * | saved game from a newer version| test-game /game/future-version-refused (Open);               |
 * |                                |   here: /hostile/newer-version-autosave (start-up restore)   |
 * | unwritable data directory      | test-game /game/save-error-reported (path under a file);    |
 * |                                |   here: /hostile/unwritable-data-dir (chmod 0500, or a file  |
 * |                                |   in the way when running as root; autosave and house rules) |
 * | full disk                      | here: /hostile/full-disk (RLIMIT_FSIZE in a subprocess)      |
 * | dice faces out of range, typed | test-dice /dice/refused-faces                                |
 * | dice faces out of range, saved | here: /hostile/dice-out-of-range (roll log refused; 1943     |
 * |                                |   faces above every die of the rules refused)                |
 * | beyond the program's limits    | test-limits (one file per limit of adj-limits.h)             |
 * | any bytes at all               | tests/fuzz (libFuzzer) and test-fuzz-regressions             |
 * | killed while saving            | test-kill                                                    |
 */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "adj-error.h"
#include "adj-test-utils.h"
#include "fuzz-game.h"

typedef struct {
  AdjRulebook *rb;
  AdjGame     *game;
  char        *path;      /* the autosave */
  char        *before;    /* the game as it was before the hostile input */
} Fixture;

/* A game with some play in every model and the roll log, saved. */
static void
play_a_little (AdjGame *game)
{
  AdjWtjScenario *wtj = ADJ_WTJ_SCENARIO (adj_game_get_model (game, "wtj"));
  AdjVictoryRecord *victory = ADJ_VICTORY_RECORD (adj_game_get_model (game, "victory"));
  AdjPtoGame *pto = ADJ_PTO_GAME (adj_game_get_model (game, "pto"));
  AdjWifTrack *wif = ADJ_WIF_TRACK (adj_game_get_model (game, "wif"));
  g_autoptr(AdjRoll) roll = NULL;

  g_assert_true (adj_wif_track_set_n_sides (wif, 3, NULL));
  g_assert_true (adj_pto_game_start (pto, 1942, 1, ADJ_PTO_SIDE_JAPAN, 2, 1, NULL));
  g_assert_true (adj_wtj_scenario_set_setting (wtj, "units-0", "13", NULL));
  g_assert_true (adj_wtj_scenario_roll (wtj, "planned-0", (int[]) { 3, 4 }, 2, NULL));
  adj_victory_record_set_start (victory, 1941, 5);
  adj_victory_record_toggle (victory, 0);
  adj_victory_record_end_turn (victory);
  roll = adj_dice_roll_text (adj_game_get_dice (game), "2d6", "Quick roll", "Axis", 1, "6 5", NULL);
  g_assert_nonnull (roll);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  gsize len;

  f->rb = adj_test_rulebook (NULL);
  f->path = g_build_filename (g_get_user_data_dir (), "adjutant", "game.adjutant", NULL);
  f->game = adj_fuzz_game_new (f->rb, f->path);
  play_a_little (f->game);
  g_assert_null (adj_game_get_save_error (f->game));
  f->before = adj_game_serialize (f->game, &len);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->game);
  g_clear_object (&f->rb);
  g_clear_pointer (&f->path, g_free);
  g_clear_pointer (&f->before, g_free);
}

/* Nothing the player had is lost: the game in memory and its autosave. */
static void
assert_nothing_lost (Fixture *f)
{
  g_autofree char *now = NULL;
  g_autofree char *saved = NULL;
  gsize len;

  /* the state file alone, with the journal folded in */
  adj_game_flush (f->game);
  saved = adj_test_read_file (f->path);

  now = adj_game_serialize (f->game, &len);
  g_assert_cmpstr (now, ==, f->before);
  g_assert_cmpstr (saved, ==, f->before);
}

/* Opens @len bytes of @data written to a file named @name; it must be refused
 * with an error naming the file and saying @says (if not NULL). */
static void
assert_open_refused (Fixture    *f,
                     const char *name,
                     const char *data,
                     gssize      len,
                     int         code,
                     const char *says)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), name, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  gsize after_len;

  if (len < 0)
    len = strlen (data);
  g_assert_true (g_file_set_contents (path, data, len, NULL));
  g_assert_false (adj_game_open (f->game, path, &error));
  g_assert_error (error, ADJ_ERROR, code);
  g_test_message ("%s refused: %s", name, error->message);
  g_assert_nonnull (strstr (error->message, name));
  if (says)
    g_assert_nonnull (strstr (error->message, says));
  assert_nothing_lost (f);
  /* the file opened is only read */
  g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
  g_assert_cmpmem (after, after_len, data, len);
}

/* A house-rule file with @text; the rulebook must refuse it with a problem
 * naming the file and saying @says, and keep the built-in table. */
static void
assert_house_rule_refused (const char *name,
                           const char *text,
                           gssize      len,
                           const char *says)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "hostile-house", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *id = g_strndup (name, strlen (name) - 4);
  g_autoptr(AdjRulebook) rb = NULL;
  GPtrArray *problems;
  AdjRuleProblem *p;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, text, len, NULL));
  rb = adj_test_rulebook (dir);
  problems = adj_rulebook_get_problems (rb);
  g_assert_cmpuint (problems->len, ==, 1);
  p = g_ptr_array_index (problems, 0);
  g_test_message ("%s refused: %s", name, p->message);
  g_assert_cmpstr (p->file_name, ==, name);
  g_assert_true (g_str_has_prefix (p->message, name));
  g_assert_nonnull (strstr (p->message, "built-in table stays in use"));
  if (says)
    g_assert_nonnull (strstr (p->message, says));
  g_assert_false (adj_rule_file_get_is_override (adj_rulebook_get_file (rb, id)));
  g_assert_cmpint (g_unlink (path), ==, 0);
}

static void
test_malformed_xml (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *wif = adj_test_builtin_table_text ("wif.xml");
  g_autofree char *cut = g_strndup (f->before, strlen (f->before) * 2 / 3);
  g_autofree char *nul = g_strdup (f->before);
  g_autofree char *bad_utf8 = NULL;
  g_autofree char *nesting = NULL;
  g_autofree char *wif_nul = g_strdup (wif);
  gsize len = strlen (f->before);

  /* a saved game cut short, with a NUL byte, with invalid UTF-8, badly nested */
  assert_open_refused (f, "cut.adjutant", cut, -1, ADJ_ERROR_SAVE_CORRUPT, "line");
  nul[len / 2] = '\0';
  assert_open_refused (f, "nul.adjutant", nul, len, ADJ_ERROR_SAVE_CORRUPT, "line");
  bad_utf8 = g_strconcat ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<adjutant version=\"1\">\n"
                          "<model id=\"wtj\" version=\"1\"><set key=\"units-0\" value=\"\xff\xfe\"/></model>"
                          "</adjutant>\n", NULL);
  assert_open_refused (f, "utf8.adjutant", bad_utf8, -1, ADJ_ERROR_SAVE_CORRUPT, "line 3");
  nesting = g_strconcat ("<adjutant version=\"1\">\n<model id=\"pto\">\n</adjutant>\n</model>\n", NULL);
  assert_open_refused (f, "nesting.adjutant", nesting, -1, ADJ_ERROR_SAVE_CORRUPT, "line 3");

  /* the same through a house-rule file */
  assert_house_rule_refused ("wif.xml", wif, strlen (wif) / 2, "line");
  wif_nul[100] = '\0';
  assert_house_rule_refused ("wif.xml", wif_nul, strlen (wif), "line");
  assert_house_rule_refused ("wif.xml", "<rules id=\"wif\" version=\"1\" title=\"\xc3\x28\"/>", -1, "line 1");
}

static void
test_external_entity (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *include = NULL;
  g_autofree char *secret = g_build_filename (g_get_user_data_dir (), "secret.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "include.adjutant", NULL);
  g_autofree char *state = NULL;
  gsize len;

  /* a parameter entity pulls in a file while the DTD is read */
  assert_open_refused (f, "param.adjutant",
                       "<?xml version=\"1.0\"?>\n<!DOCTYPE adjutant [\n"
                       "<!ENTITY % p SYSTEM \"file:///etc/passwd\"> %p;\n]>\n"
                       "<adjutant version=\"1\"/>\n",
                       -1, ADJ_ERROR_SAVE_CORRUPT, "document type");

  /* XInclude is not processed: the included file's text never gets in */
  g_assert_true (g_file_set_contents (secret, "TOP-SECRET-CONTENT", -1, NULL));
  include = g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                             "<adjutant version=\"1\" xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n"
                             "<model id=\"wtj\" version=\"1\"><set key=\"units-0\" value=\"7\"/>"
                             "<xi:include href=\"%s\" parse=\"text\"/></model>\n"
                             "<roll-log><xi:include href=\"%s\" parse=\"text\"/></roll-log>\n"
                             "</adjutant>\n", secret, secret);
  g_assert_true (g_file_set_contents (path, include, -1, NULL));
  if (adj_game_open (f->game, path, &error))
    g_test_message ("include.adjutant opened, the include ignored");
  else
    {
      g_test_message ("include.adjutant refused: %s", error->message);
      g_assert_nonnull (strstr (error->message, "include.adjutant"));
    }
  state = adj_game_serialize (f->game, &len);
  g_assert_null (strstr (state, "TOP-SECRET"));
  g_clear_pointer (&state, g_free);
  adj_game_flush (f->game);
  state = adj_test_read_file (f->path);
  g_assert_null (strstr (state, "TOP-SECRET"));
}

static void
test_billion_laughs (Fixture       *f,
                     gconstpointer  data)
{
  GString *laughs = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE adjutant [\n<!ENTITY l0 \"lol\">\n");
  g_autofree char *quadratic = NULL;
  gint64 start = g_get_monotonic_time ();

  for (int i = 1; i <= 9; i++)
    {
      g_string_append_printf (laughs, "<!ENTITY l%d \"", i);
      for (int j = 0; j < 10; j++)
        g_string_append_printf (laughs, "&l%d;", i - 1);
      g_string_append (laughs, "\">\n");
    }
  g_string_append (laughs, "]>\n<adjutant version=\"1\"><roll-log><roll purpose=\"&l9;\"/></roll-log></adjutant>\n");
  assert_open_refused (f, "laughs.adjutant", laughs->str, laughs->len, ADJ_ERROR_SAVE_CORRUPT, "line");
  g_string_free (laughs, TRUE);

  /* the quadratic variant: one 100 kB entity used 10 000 times */
  {
    GString *q = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE adjutant [\n<!ENTITY a \"");
    for (int i = 0; i < 100000; i++)
      g_string_append_c (q, 'a');
    g_string_append (q, "\">\n]>\n<adjutant version=\"1\"><model id=\"wtj\" version=\"1\"><set key=\"a\" value=\"");
    for (int i = 0; i < 10000; i++)
      g_string_append (q, "&a;");
    g_string_append (q, "\"/></model></adjutant>\n");
    quadratic = g_string_free (q, FALSE);
  }
  assert_open_refused (f, "quadratic.adjutant", quadratic, -1, ADJ_ERROR_SAVE_CORRUPT, NULL);
  /* refused without expanding anything: how long it took is a figure, not
   * a test (a shared machine's timings flake); the refusal is the test */
  g_test_message ("quadratic blowup refused in %.3f s", (g_get_monotonic_time () - start) / 1e6);
}

/* Writes a file of about @size bytes: @head, then @unit again and again, then @tail. */
static void
write_big_file (const char *path,
                const char *head,
                const char *unit,
                const char *tail,
                gsize       size)
{
  FILE *out = fopen (path, "w");
  g_autoptr(GString) block = g_string_new (NULL);
  gsize written = 0;

  g_assert_nonnull (out);
  while (block->len < 1 << 20)
    g_string_append (block, unit);
  fputs (head, out);
  while (written < size)
    {
      g_assert_cmpuint (fwrite (block->str, 1, block->len, out), ==, block->len);
      written += block->len;
    }
  fputs (tail, out);
  g_assert_cmpint (fclose (out), ==, 0);
}

static long
peak_rss_kib (void)
{
  struct rusage ru;

  g_assert_cmpint (getrusage (RUSAGE_SELF, &ru), ==, 0);
  return ru.ru_maxrss;
}

#define HUGE_SIZE (100u * 1024 * 1024)

static void
test_huge_file_game (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "huge.adjutant", NULL);
  g_autoptr(GError) error = NULL;
  long rss = peak_rss_kib ();
  gint64 start;

  /* well-formed and of the right kind: a roll log of 700 000 rolls. Parsed,
   * it would take some 2 GB; it is refused before parsing. */
  write_big_file (path, "<?xml version=\"1.0\"?>\n<adjutant version=\"1\"><roll-log>\n",
                  "<roll time=\"2026-11-22T16:00:00Z\" purpose=\"Quick roll\" who=\"Axis\" dice=\"2d6\" "
                  "faces=\"3 4\" modifier=\"0\" result=\"7\" physical=\"no\"/>\n",
                  "</roll-log></adjutant>\n", HUGE_SIZE);
  start = g_get_monotonic_time ();
  g_assert_false (adj_game_open (f->game, path, &error));
  g_test_message ("100 MB saved game refused in %.3f s, peak memory +%ld MiB: %s",
                  (g_get_monotonic_time () - start) / 1e6, (peak_rss_kib () - rss) / 1024, error->message);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
  g_assert_nonnull (strstr (error->message, "huge.adjutant"));
  g_assert_nonnull (strstr (error->message, "too large"));
  /* refused from its size: the bytes are never read (the bound leaves room
   * for AddressSanitizer; reading them would take 100 MB) */
  g_assert_cmpint (peak_rss_kib () - rss, <, 32 * 1024);
  assert_nothing_lost (f);
  g_assert_cmpint (g_unlink (path), ==, 0);
}

static void
test_huge_file_table (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "huge-house", NULL);
  g_autofree char *path = g_build_filename (dir, "pto.xml", NULL);
  g_autoptr(AdjRulebook) rb = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRuleFile) file = NULL;
  AdjRuleProblem *p;
  long rss = peak_rss_kib ();
  gint64 start;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  write_big_file (path, "<?xml version=\"1.0\"?>\n<rules id=\"pto\" version=\"1\" title=\"T\">\n",
                  "<note>A house rule with a very long explanation.</note>\n", "</rules>\n", HUGE_SIZE);

  start = g_get_monotonic_time ();
  file = adj_rule_file_new_from_path (path, &error);
  g_assert_null (file);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SYNTAX);
  g_assert_true (g_str_has_prefix (error->message, "pto.xml"));
  g_assert_nonnull (strstr (error->message, "too large"));

  /* as a house rule: refused, listed as a problem, the built-in table stays */
  rb = adj_test_rulebook (dir);
  g_test_message ("100 MB table refused twice in %.3f s, peak memory +%ld MiB",
                  (g_get_monotonic_time () - start) / 1e6, (peak_rss_kib () - rss) / 1024);
  g_assert_cmpuint (adj_rulebook_get_problems (rb)->len, ==, 1);
  p = g_ptr_array_index (adj_rulebook_get_problems (rb), 0);
  g_assert_cmpstr (p->file_name, ==, "pto.xml");
  g_assert_nonnull (strstr (p->message, "too large"));
  g_assert_nonnull (strstr (p->message, "built-in table stays in use"));
  g_assert_false (adj_rule_file_get_is_override (adj_rulebook_get_file (rb, "pto")));
  g_assert_cmpint (peak_rss_kib () - rss, <, 32 * 1024);
  g_assert_cmpint (g_unlink (path), ==, 0);
}

static void
test_newer_version_autosave (Fixture       *f,
                             gconstpointer  data)
{
  g_autofree char *newer = g_strdup_printf ("<?xml version=\"1.0\"?>\n<adjutant version=\"%d\">"
                                            "<model id=\"wif\" sides=\"7\" future=\"yes\"/></adjutant>\n",
                                            ADJ_SAVE_FORMAT_VERSION + 1);
  g_autoptr(AdjGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = NULL;
  g_autofree char *dir = g_path_get_dirname (f->path);
  g_autofree char *fresh = NULL;
  const char *name;
  guint kept = 0;
  gsize len;

  /* the autosave found at start-up was written by a newer Adjutant */
  g_clear_object (&f->game);
  g_assert_true (g_file_set_contents (f->path, newer, -1, NULL));
  game = adj_fuzz_game_new (f->rb, f->path);
  fresh = adj_game_serialize (game, &len);
  g_assert_false (adj_game_restore (game, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_VERSION);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "newer version of Adjutant"));
  g_assert_nonnull (strstr (error->message, "kept as"));

  /* the game starts new and plays on; the newer file is kept, byte for byte */
  {
    g_autofree char *now = adj_game_serialize (game, &len);
    g_assert_cmpstr (now, ==, fresh);
  }
  play_a_little (game);
  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)))
    if (g_str_has_prefix (name, "game.adjutant.unread-"))
      {
        g_autofree char *p = g_build_filename (dir, name, NULL);
        g_autofree char *text = adj_test_read_file (p);

        g_assert_nonnull (strstr (error->message, p));
        g_assert_cmpstr (text, ==, newer);
        kept++;
      }
  g_assert_cmpuint (kept, ==, 1);
}

/* A folder nothing can be written in: mode 0500, or, where that does not stop
 * writes (the tests run as root), a regular file where the folder would be. */
static char *
make_unwritable_dir (const char *name)
{
  char *dir = g_build_filename (g_get_user_data_dir (), name, NULL);
  g_autofree char *probe = g_build_filename (dir, "probe", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
  if (g_file_set_contents (probe, "x", -1, NULL))
    {
      g_test_message ("chmod 0500 does not stop writes here (root?): a file stands in the way instead");
      g_assert_cmpint (g_unlink (probe), ==, 0);
      g_assert_cmpint (g_rmdir (dir), ==, 0);
      g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));
    }
  return dir;
}

static void
test_unwritable_data_dir (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *dir = make_unwritable_dir ("read-only");
  g_autofree char *state = g_build_filename (dir, "adjutant", "game.adjutant", NULL);
  g_autofree char *tables = g_build_filename (dir, "adjutant", "tables", NULL);
  g_autofree char *wif = adj_test_builtin_table_text ("wif.xml");
  g_autoptr(AdjGame) game = NULL;
  g_autoptr(AdjRulebook) rb = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;
  gsize len;

  /* autosave: the error is reported, the game stays in memory */
  game = adj_fuzz_game_new (f->rb, state);
  play_a_little (game);
  g_assert_nonnull (adj_game_get_save_error (game));
  g_test_message ("%s", adj_game_get_save_error (game));
  g_assert_nonnull (strstr (adj_game_get_save_error (game), "Could not save the game"));
  g_assert_nonnull (strstr (adj_game_get_save_error (game), dir));
  shown = adj_game_serialize (game, &len);
  g_assert_nonnull (strstr (shown, "units-0\" value=\"13\""));
  /* Save As elsewhere still works: the player can keep the game */
  {
    g_autofree char *elsewhere = g_build_filename (g_get_user_data_dir (), "rescued.adjutant", NULL);
    g_autofree char *text = NULL;

    g_assert_true (adj_game_save_to (game, elsewhere, &error));
    g_assert_no_error (error);
    text = adj_test_read_file (elsewhere);
    g_assert_cmpstr (text, ==, shown);
  }

  /* installing a house rule there: refused with the folder's name, nothing changes */
  rb = adj_test_rulebook (tables);
  g_assert_false (adj_rulebook_install_user_file (rb, "wif", wif, strlen (wif), &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, dir));
  g_assert_false (adj_rule_file_get_is_override (adj_rulebook_get_file (rb, "wif")));
  g_assert_cmpuint (adj_rulebook_get_problems (rb)->len, ==, 0);
}

static void
test_full_disk_child (Fixture *f)
{
  struct rlimit limit;
  g_autofree char *on_disk = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *dir = g_path_get_dirname (f->path);
  g_autoptr(GDir) d = NULL;
  AdjWtjScenario *wtj = ADJ_WTJ_SCENARIO (adj_game_get_model (f->game, "wtj"));
  gsize len;

  /* the disk is "full": no file may grow past 16 bytes (the game, and a
   * record of its journal, are larger; the journal is empty after a flush) */
  adj_game_flush (f->game);
  on_disk = adj_test_read_file (f->path);
  g_assert_cmpuint (strlen (on_disk), >, 1024);
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  limit.rlim_cur = 16;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);

  g_assert_true (adj_wtj_scenario_set_setting (wtj, "units-1", "11", NULL));
  /* reported, kept in memory, and the previous file is intact */
  g_assert_nonnull (adj_game_get_save_error (f->game));
  g_test_message ("%s", adj_game_get_save_error (f->game));
  g_assert_nonnull (strstr (adj_game_get_save_error (f->game), "Could not save the game"));
  g_assert_nonnull (strstr (adj_game_get_save_error (f->game), "game.adjutant"));
  shown = adj_game_serialize (f->game, &len);
  g_assert_nonnull (strstr (shown, "units-1\" value=\"11\""));
  {
    g_autofree char *now = adj_test_read_file (f->path);
    g_assert_cmpstr (now, ==, on_disk);
  }
  /* no half-written temporary file is left behind, nor half a record */
  d = g_dir_open (dir, 0, NULL);
  for (const char *name; (name = g_dir_read_name (d));)
    if (g_strcmp0 (name, "game.adjutant.journal") == 0)
      {
        g_autofree char *journal = g_build_filename (dir, name, NULL);
        g_autofree char *text = adj_test_read_file (journal);

        g_assert_cmpstr (text, ==, "");
      }
    else
      g_assert_cmpstr (name, ==, "game.adjutant");

  /* space again: the next change saves everything and clears the error */
  limit.rlim_cur = limit.rlim_max;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  g_assert_true (adj_wtj_scenario_set_setting (wtj, "units-1", "12", NULL));
  g_assert_null (adj_game_get_save_error (f->game));
  g_clear_pointer (&shown, g_free);
  shown = adj_game_serialize (f->game, &len);
  adj_game_flush (f->game);
  {
    g_autofree char *now = adj_test_read_file (f->path);
    g_assert_cmpstr (now, ==, shown);
  }
}

static void
test_full_disk (Fixture       *f,
                gconstpointer  data)
{
  /* the file size limit is set in a subprocess, not in the test runner */
  if (g_test_subprocess ())
    {
      test_full_disk_child (f);
      return;
    }
  g_test_trap_subprocess (NULL, 30 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_dice_out_of_range (Fixture       *f,
                        gconstpointer  data)
{
  const char *specs[] = { "2d6", "1d10", "\u00bdd6", "5,6", "3d6", "None" };
  AdjDice *dice = adj_game_get_dice (f->game);
  g_autofree char *all_kinds = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;

  /* every kind of roll the dice log loads back: the check refuses only damage */
  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      AdjDiceSpec spec;
      g_autoptr(AdjRoll) roll = NULL;

      g_assert_true (adj_dice_spec_parse (specs[i], &spec, NULL));
      roll = adj_dice_roll (dice, &spec, "Quick roll", NULL, 0, NULL, 0, NULL);
      g_assert_nonnull (roll);
    }
  all_kinds = adj_game_serialize (f->game, &len);
  g_assert_true (adj_game_load_data (f->game, all_kinds, len, "all-kinds.adjutant", &error));
  g_assert_no_error (error);
  g_clear_pointer (&f->before, g_free);
  f->before = g_steal_pointer (&all_kinds);
  g_assert_true (adj_game_save (f->game, NULL));

  /* a roll log saying a d6 showed 9, or a 2d6 roll with three faces */
  assert_open_refused (f, "log-face.adjutant",
                       "<adjutant version=\"1\"><roll-log>\n"
                       "<roll time=\"2026-11-22T16:00:00Z\" purpose=\"Quick roll\" dice=\"2d6\" "
                       "faces=\"9 4\" modifier=\"0\" result=\"13\"/>\n</roll-log></adjutant>",
                       -1, ADJ_ERROR_SAVE_CORRUPT, "line 2");
  assert_open_refused (f, "log-zero.adjutant",
                       "<adjutant version=\"1\"><roll-log>\n"
                       "<roll time=\"2026-11-22T16:00:00Z\" purpose=\"Quick roll\" dice=\"1d10\" "
                       "faces=\"0\" modifier=\"0\" result=\"0\"/>\n</roll-log></adjutant>",
                       -1, ADJ_ERROR_SAVE_CORRUPT, "line 2");
  assert_open_refused (f, "log-count.adjutant",
                       "<adjutant version=\"1\"><roll-log>\n\n"
                       "<roll time=\"2026-11-22T16:00:00Z\" purpose=\"Quick roll\" dice=\"2d6\" "
                       "faces=\"1 2 3\" modifier=\"0\" result=\"6\"/>\n</roll-log></adjutant>",
                       -1, ADJ_ERROR_SAVE_CORRUPT, "line 3");
  /* a 1943 roll saved with a face no die has */
  assert_open_refused (f, "wtj-face.adjutant",
                       "<adjutant version=\"1\"><model id=\"wtj\" version=\"1\">"
                       "<roll key=\"proximity\" faces=\"0\"/></model></adjutant>",
                       -1, ADJ_ERROR_SAVE_CORRUPT, "proximity");
  assert_open_refused (f, "wtj-many.adjutant",
                       "<adjutant version=\"1\"><model id=\"wtj\" version=\"1\">"
                       "<roll key=\"proximity\" faces=\"1 2 3 4 5 6 1 2 3 4 5 6 1 2 3 4 5 6 1 2 3\"/>"
                       "</model></adjutant>",
                       -1, ADJ_ERROR_SAVE_CORRUPT, "proximity");

  /* a face above every die of the 1943 rules (all d6): a d6 showing 7, or 99 */
  assert_open_refused (f, "wtj-seven.adjutant",
                       "<adjutant version=\"1\"><model id=\"wtj\" version=\"1\">"
                       "<roll key=\"proximity\" faces=\"7\"/></model></adjutant>",
                       -1, ADJ_ERROR_SAVE_CORRUPT, "proximity");
  assert_open_refused (f, "wtj-99.adjutant",
                       "<adjutant version=\"1\"><model id=\"wtj\" version=\"1\">"
                       "<roll key=\"proximity\" faces=\"99\"/></model></adjutant>",
                       -1, ADJ_ERROR_SAVE_CORRUPT, "proximity");

  /* Faces that fit the dice of the rules but no longer this step's dice can
   * be saved legitimately: faces rolled before the setup changed the dice
   * stay and do not count. They load, and the step shows as not rolled. */
  {
    const char *two = "<adjutant version=\"1\"><model id=\"wtj\" version=\"1\">"
                      "<roll key=\"proximity\" faces=\"3 4\"/></model></adjutant>";
    AdjWtjScenario *wtj = ADJ_WTJ_SCENARIO (adj_game_get_model (f->game, "wtj"));
    g_autoptr(AdjWtjResult) result = NULL;

    g_assert_true (adj_game_load_data (f->game, two, strlen (two), "two.adjutant", &error));
    g_assert_no_error (error);
    result = adj_wtj_scenario_get_result (wtj, "proximity");
    g_assert_false (result->done);
  }
}

/* A pipe nobody writes to, a device that never ends and a folder: each is
 * refused at once with a message naming it, and the game stays. Opening the
 * pipe for reading would wait forever: the test would hang. */
static void
test_not_a_file (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *fifo = g_build_filename (g_get_user_data_dir (), "club.adjutant", NULL);
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "folder.adjutant", NULL);
  const char *paths[] = { fifo, "/dev/zero", folder };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *base = g_path_get_basename (paths[i]);

      g_assert_false (adj_game_open (f->game, paths[i], &error));
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
      g_assert_true (g_str_has_prefix (error->message, base));
      g_assert_nonnull (strstr (error->message, "not a file"));
      assert_nothing_lost (f);
    }
  g_assert_cmpint (g_unlink (fifo), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* A 1 GB file of holes: refused from its size, so memory does not grow by
 * what reading it would take. */
static void
test_sparse_gigabyte (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "sparse.adjutant", NULL);
  g_autoptr(GError) error = NULL;
  long rss = peak_rss_kib ();
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 1024 * 1024 * 1024), ==, 0);
  g_assert_cmpint (close (fd), ==, 0);
  g_assert_false (adj_game_open (f->game, path, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
  g_assert_nonnull (strstr (error->message, "too large"));
  g_test_message ("1 GB sparse file refused, peak memory +%ld MiB", (peak_rss_kib () - rss) / 1024);
  g_assert_cmpint (peak_rss_kib () - rss, <, 32 * 1024);
  assert_nothing_lost (f);
  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* The journal beside the autosave replaced by a pipe nobody writes to, or
 * by a sparse file far past any journal Adjutant writes: the start does not
 * wait on the pipe nor read the holes; the journal is put aside with a
 * message naming it, and the game is the autosave's. */
static void
test_journal_not_a_file (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *journal = g_strconcat (f->path, ".journal", NULL);
  g_autofree char *folder = g_path_get_dirname (f->path);

  adj_game_flush (f->game);
  g_clear_object (&f->game);
  for (guint kind = 0; kind < 2; kind++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GDir) dir = NULL;
      const char *name;
      guint pipes = 0, sparse = 0;
      long rss = peak_rss_kib ();
      gint64 start;

      g_assert_cmpint (g_unlink (journal) == 0 || errno == ENOENT, ==, TRUE);
      if (kind == 0)
        g_assert_cmpint (mkfifo (journal, 0600), ==, 0);
      else
        {
          int fd = g_open (journal, O_WRONLY | O_CREAT | O_TRUNC, 0600);

          g_assert_cmpint (fd, >=, 0);
          g_assert_cmpint (ftruncate (fd, (off_t) 1024 * 1024 * 1024), ==, 0);
          g_assert_cmpint (close (fd), ==, 0);
        }
      start = g_get_monotonic_time ();
      f->game = adj_fuzz_game_new (f->rb, f->path);
      g_assert_false (adj_game_restore (f->game, &error));
      g_test_message ("%s: %.3f s, peak memory +%ld MiB", error->message,
                      (g_get_monotonic_time () - start) / 1e6, (peak_rss_kib () - rss) / 1024);
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
      g_assert_true (g_str_has_prefix (error->message, "The journal of the saved game: "));
      g_assert_nonnull (strstr (error->message, kind == 0 ? "not a file" : "too large"));
      g_assert_nonnull (strstr (error->message, "the journal is kept as"));
      g_assert_cmpint (peak_rss_kib () - rss, <, 32 * 1024);
      /* kept aside as it was, beside the one before (put aside in the same
       * second: under another name, not in its place) */
      g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));
      dir = g_dir_open (folder, 0, NULL);
      while ((name = g_dir_read_name (dir)))
        if (g_str_has_prefix (name, "game.adjutant.journal.unread-"))
          {
            g_autofree char *path = g_build_filename (folder, name, NULL);
            GStatBuf st;

            g_assert_cmpint (g_lstat (path, &st), ==, 0);
            if (S_ISFIFO (st.st_mode))
              pipes++;
            else if (S_ISREG (st.st_mode) && st.st_size == (off_t) 1024 * 1024 * 1024)
              sparse++;
            if (kind == 1)
              g_assert_cmpint (g_unlink (path), ==, 0);
          }
      g_assert_cmpuint (pipes, ==, 1);
      g_assert_cmpuint (sparse, ==, kind);
      assert_nothing_lost (f);
      g_clear_object (&f->game);
    }
  f->game = adj_fuzz_game_new (f->rb, f->path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(name, fn) g_test_add (name, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/hostile/malformed-xml", test_malformed_xml);
  ADD ("/hostile/external-entity", test_external_entity);
  ADD ("/hostile/billion-laughs", test_billion_laughs);
  ADD ("/hostile/huge-file/game", test_huge_file_game);
  g_test_add_func ("/hostile/huge-file/table", test_huge_file_table);
  ADD ("/hostile/not-a-file", test_not_a_file);
  ADD ("/hostile/sparse-gigabyte", test_sparse_gigabyte);
  ADD ("/hostile/journal-not-a-file", test_journal_not_a_file);
  ADD ("/hostile/newer-version-autosave", test_newer_version_autosave);
  ADD ("/hostile/unwritable-data-dir", test_unwritable_data_dir);
  ADD ("/hostile/full-disk", test_full_disk);
  ADD ("/hostile/dice-out-of-range", test_dice_out_of_range);
  return g_test_run ();
}
