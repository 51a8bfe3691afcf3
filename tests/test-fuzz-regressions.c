/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every input the fuzzers found a bug with (tests/fuzz/regressions/) and
 * every seed (tests/fuzz/corpus-tables/, corpus-game/) goes through both
 * loaders, built like the rest of the suite: each is refused with a message
 * naming the file, or accepted; a refused saved game changes nothing.
 *
 * Each input gets the limits the fuzzers run with (build-aux/dev fuzz:
 * -rss_limit_mb=512 -timeout=5), so that an input that is accepted but takes
 * too much memory or hangs fails here too: its peak resident memory may grow
 * by at most 512 MiB, and a watchdog stops the test after 5 s on one input
 * (times adj_test_time_scale(), which the asan and valgrind setups raise).
 * Under valgrind (its setup sets ADJ_TEST_WRAPPER=valgrind) memory is not
 * measured: valgrind's own shadow memory is in it. */

#include "config.h"

#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "adj-error.h"
#include "adj-test-utils.h"
#include "adj-xml-private.h"
#include "fuzz-game.h"
#include "fuzz-tables.h"

typedef struct {
  AdjRulebook *rb;
  AdjGame     *game;
  guint        accepted;
  guint        refused;
} Loaders;

static void
check_table (Loaders    *l,
             const char *data,
             gsize       len)
{
  g_autofree char *name = adj_fuzz_table_file_name (data, len);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRuleFile) file = adj_rule_file_new_from_data (data, len, name, &error);

  g_assert_true ((file == NULL) != (error == NULL));
  if (file == NULL)
    {
      g_assert_true (error->domain == ADJ_ERROR);
      g_assert_true (g_str_has_prefix (error->message, name));
      l->refused++;
      return;
    }
  for (guint t = 0; t < adj_rule_file_get_n_tables (file); t++)
    {
      AdjRuleTable *table = adj_rule_file_get_table_at (file, t);

      for (guint r = 0; r < adj_rule_table_get_n_rows (table); r++)
        for (guint c = 0; c < adj_rule_table_get_n_columns (table); c++)
          g_assert_nonnull (adj_rule_table_get_text (table, r, c));
      for (int roll = 0; roll <= 64; roll++)
        adj_rule_table_find_row_for_roll (table, roll);
    }
  l->accepted++;
}

static void
check_game (Loaders    *l,
            const char *data,
            gsize       len)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize n;
  gboolean ok;

  before = adj_game_serialize (l->game, &n);
  ok = adj_game_load_data (l->game, data, len, "fuzz.adjutant", &error);
  g_assert_true (ok == (error == NULL));
  after = adj_game_serialize (l->game, &n);
  if (!ok)
    {
      g_assert_true (error->domain == ADJ_ERROR);
      g_assert_nonnull (strstr (error->message, "fuzz.adjutant"));
      g_assert_cmpstr (after, ==, before);
      l->refused++;
      return;
    }
  /* an accepted game saves to a file that loads back to the same state */
  {
    g_autoptr(GError) again_error = NULL;
    g_autofree char *again = NULL;

    g_assert_true (adj_game_load_data (l->game, after, n, "fuzz.adjutant", &again_error));
    g_assert_no_error (again_error);
    again = adj_game_serialize (l->game, &n);
    g_assert_cmpstr (again, ==, after);
  }
  l->accepted++;
}

#define INPUT_RSS_LIMIT_KIB (512 * 1024)
#define INPUT_SECONDS 5

/* the input being loaded, for the watchdog's message */
static char current_input[256];

static void
watchdog_fired (int sig)
{
  static const char prefix[] = "Bail out! more than the time limit for one input on ";

  (void) sig;
  /* only async-signal-safe calls here */
  if (write (STDOUT_FILENO, prefix, sizeof prefix - 1) < 0 ||
      write (STDOUT_FILENO, current_input, strlen (current_input)) < 0 ||
      write (STDOUT_FILENO, "\n", 1) < 0)
    {
      /* nothing more to say */
    }
  abort ();
}

static gboolean
under_valgrind (void)
{
  return g_strcmp0 (g_getenv ("ADJ_TEST_WRAPPER"), "valgrind") == 0;
}

/* Peak resident memory since the last reset_peak_rss(), in KiB (VmHWM). */
static guint64
peak_rss_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
  line = strstr (status, "VmHWM:");
  g_assert_nonnull (line);
  return g_ascii_strtoull (line + strlen ("VmHWM:"), NULL, 10);
}

static void
reset_peak_rss (void)
{
  /* "5" resets the peak to the present resident size (Linux 4.0); written
   * in place (g_file_set_contents would write a new file beside it) */
  int fd = open ("/proc/self/clear_refs", O_WRONLY);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, "5", 1), ==, 1);
  g_assert_cmpint (close (fd), ==, 0);
}

/* Call around the work on one input (both loaders, or one load): fails the
 * test when it takes more than the fuzzers' time or memory limits. */
static guint64
input_limits_begin (const char *name)
{
  g_strlcpy (current_input, name, sizeof current_input);
  alarm ((guint) (INPUT_SECONDS * adj_test_time_scale ()));
  if (under_valgrind ())
    return 0;
  reset_peak_rss ();
  return peak_rss_kib ();
}

static void
input_limits_end (const char *name,
                  guint64     rss_before)
{
  guint64 peak;

  alarm (0);
  if (under_valgrind ())
    return;
  peak = peak_rss_kib ();
  g_test_message ("%s: peak resident memory +%" G_GUINT64_FORMAT " KiB", name, peak - rss_before);
  if (peak - rss_before > INPUT_RSS_LIMIT_KIB)
    g_error ("%s: resident memory grew by %" G_GUINT64_FORMAT " KiB, over the limit of %d KiB",
             name, peak - rss_before, INPUT_RSS_LIMIT_KIB);
}

/* Both loaders on one input, under the fuzzers' memory and time limits. */
static void
check_input (Loaders    *l,
             const char *name,
             const char *data,
             gsize       len)
{
  guint64 rss = input_limits_begin (name);

  check_table (l, data, len);
  check_game (l, data, len);
  input_limits_end (name, rss);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

static void
check_folder (Loaders    *l,
              const char *folder)
{
  g_autofree char *dir = adj_test_source_path ("tests", "fuzz", folder, NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)))
    if (!g_str_equal (name, "README.md"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      g_autofree char *data = NULL;
      gsize len;

      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_test_message ("%s/%s (%" G_GSIZE_FORMAT " bytes)", folder, (char *) g_ptr_array_index (names, i), len);
      check_input (l, g_ptr_array_index (names, i), data, len);
    }
}

static void
test_folder (gconstpointer data)
{
  const char *folder = data;
  g_autofree char *state = g_build_filename (g_get_user_data_dir (), "adjutant", "game.adjutant", NULL);
  Loaders l = { 0 };

  l.rb = adj_test_rulebook (NULL);
  l.game = adj_fuzz_game_new (l.rb, state);
  check_folder (&l, folder);
  g_test_message ("%s: %u loads accepted, %u refused", folder, l.accepted, l.refused);
  if (g_str_has_prefix (folder, "corpus-"))
    g_assert_cmpuint (l.accepted, >, 0);
  g_clear_object (&l.game);
  g_clear_object (&l.rb);
}

/* The huge saved games of issue 17, written into the build folder by
 * tests/fuzz/make-huge-inputs.py (too large for the repository): each is
 * refused with the limit it passes named and its line, before the work is
 * done: the counts and the text by the pre-count, before a tree is built;
 * the small file with impossible faces by the loader. */
static void
test_huge (void)
{
  static const struct { const char *name; const char *says; gboolean before_tree; } huge[] = {
    { "huge-wif-impulses.adjutant", "World in Flames, line 1015: more than 1000 impulses in one turn", TRUE },
    { "huge-wif-past-turns.adjutant", "World in Flames, line 215: more than 200 past turns", TRUE },
    { "huge-roll-log.adjutant", "line 5004: more than 5000 rolls in the roll log", TRUE },
    { "huge-attribute.adjutant", "line 4: a text longer than 4096 characters", TRUE },
    { "huge-wtj-faces-99.adjutant", "impossible faces", FALSE },
  };
  g_autofree char *state = g_build_filename (g_get_user_data_dir (), "adjutant", "game.adjutant", NULL);
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjGame) game = adj_fuzz_game_new (rb, state);

  for (guint i = 0; i < G_N_ELEMENTS (huge); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, huge[i].name, NULL);
      g_autofree char *data = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      g_autoptr(GError) error = NULL;
      gsize len, n;
      gint64 t0;
      guint64 rss;
      guint parses;

      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      before = adj_game_serialize (game, &n);
      t0 = g_get_monotonic_time ();
      /* the fuzzers' memory and time limits: refused, not worked through */
      rss = input_limits_begin (huge[i].name);
      parses = adj_xml_get_n_dom_parses ();
      g_assert_false (adj_game_load_data (game, data, len, huge[i].name, &error));
      input_limits_end (huge[i].name, rss);
      if (huge[i].before_tree)
        g_assert_cmpuint (adj_xml_get_n_dom_parses (), ==, parses);
      g_test_message ("%s (%" G_GSIZE_FORMAT " bytes) refused in %.1f ms: %s", huge[i].name, len,
                      (g_get_monotonic_time () - t0) / 1000.0, error->message);
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
      g_assert_nonnull (strstr (error->message, huge[i].name));
      g_assert_nonnull (strstr (error->message, huge[i].says));
      g_assert_nonnull (strstr (error->message, "line "));
      after = adj_game_serialize (game, &n);
      g_assert_cmpstr (after, ==, before);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  signal (SIGALRM, watchdog_fired);
  g_test_add_data_func ("/fuzz-regressions/regressions", "regressions", test_folder);
  g_test_add_data_func ("/fuzz-regressions/corpus-tables", "corpus-tables", test_folder);
  g_test_add_data_func ("/fuzz-regressions/corpus-game", "corpus-game", test_folder);
  g_test_add_func ("/fuzz-regressions/huge", test_huge);
  return g_test_run ();
}
