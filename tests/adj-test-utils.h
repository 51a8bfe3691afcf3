#pragma once

/* Helpers shared by the test programs. */

#include <glib.h>
#include <glib/gstdio.h>

#include "adj-game.h"
#include "adj-rulebook.h"

/* A rulebook with the built-in tables, and a house-rule folder of its own
 * (empty unless @user_dir is given). */
static inline AdjRulebook *
adj_test_rulebook (const char *user_dir)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = user_dir ? g_strdup (user_dir)
                                  : g_build_filename (g_get_user_data_dir (), "no-house-rules", NULL);
  AdjRulebook *rb = adj_rulebook_new (dir);

  g_assert_true (adj_rulebook_load (rb, &error));
  g_assert_no_error (error);
  return rb;
}

/* The text of a built-in table file, e.g. "wif.xml", as compiled in. */
static inline char *
adj_test_builtin_table_text (const char *name)
{
  g_autofree char *path = g_strconcat (RESOURCE_PREFIX "/tables/", name, NULL);
  g_autoptr(GBytes) bytes = NULL;

  adj_engine_ensure_resources ();
  bytes = g_resources_lookup_data (path, 0, NULL);
  g_assert_nonnull (bytes);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* The contents of a file that must exist. */
static inline char *
adj_test_read_file (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The path of a file in the source tree. */
static inline char *
adj_test_source_path (const char *first, ...)
{
  const char *root = g_getenv ("ADJ_SOURCE_ROOT");
  GString *path = g_string_new (root ? root : ".");
  va_list args;

  va_start (args, first);
  for (const char *part = first; part != NULL; part = va_arg (args, const char *))
    {
      g_string_append_c (path, G_DIR_SEPARATOR);
      g_string_append (path, part);
    }
  va_end (args);
  return g_string_free (path, FALSE);
}

/* Runs the main loop until @cond holds or @ms milliseconds pass. */
#define adj_test_wait_until(cond, ms)                                        \
  G_STMT_START {                                                             \
    gint64 _end = g_get_monotonic_time () + (ms) * 1000;                     \
    while (!(cond) && g_get_monotonic_time () < _end)                        \
      g_main_context_iteration (NULL, FALSE);                                \
  } G_STMT_END

/* Lets pending events (redraws, idle handlers, button timeouts) run. */
static inline void
adj_test_spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* For view tests: private XDG user folders, but the system's data folders
 * stay (G_TEST_OPTION_ISOLATE_DIRS would hide the MIME database that icon
 * loading needs). Call before anything reads the user folders. */
static inline void
adj_test_private_user_dirs (void)
{
  g_autofree char *root = g_dir_make_tmp ("adjutant-test-XXXXXX", NULL);
  const char *vars[] = { "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME" };

  g_assert_nonnull (root);
  for (guint i = 0; i < G_N_ELEMENTS (vars); i++)
    {
      g_autofree char *dir = g_build_filename (root, vars[i], NULL);
      g_mkdir_with_parents (dir, 0700);
      g_setenv (vars[i], dir, TRUE);
    }
}
