/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Helpers shared by the test programs. */

#include <stdlib.h>

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

/* The contents of a file that must exist. Never inlined: GCC 12 at -O3 then
 * takes pointers into the result for pointers to the local (dangling-pointer). */
G_GNUC_NO_INLINE G_GNUC_UNUSED static char *
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

/* How many times longer a wait may take: the asan and valgrind test setups
 * (tests/meson.build) set ADJ_TEST_TIME_SCALE as they set meson's timeout
 * multiplier, since every step runs that much slower there. */
static inline double
adj_test_time_scale (void)
{
  const char *scale = g_getenv ("ADJ_TEST_TIME_SCALE");
  double value = scale ? g_ascii_strtod (scale, NULL) : 1;

  return value > 1 ? value : 1;
}

/* Runs the main loop until @cond holds or @ms milliseconds pass (times
 * adj_test_time_scale()); is TRUE when @cond holds at the end, so a test
 * asserts on the wait itself: g_assert_true (adj_test_wait_until (done, 5000)). */
#define adj_test_wait_until(cond, ms)                                        \
  ({                                                                         \
    gint64 _end = g_get_monotonic_time ()                                    \
                  + (gint64) ((ms) * 1000 * adj_test_time_scale ());         \
    while (!(cond) && g_get_monotonic_time () < _end)                        \
      g_main_context_iteration (NULL, FALSE);                                \
    (gboolean) !!(cond);                                                     \
  })

/* For view tests: private XDG user folders, but the system's data folders
 * stay (G_TEST_OPTION_ISOLATE_DIRS would hide the MIME database that icon
 * loading needs). Call before anything reads the user folders. */
/* GTK 4.24's X11 backend warns "gdk_frame_timings_submitted() called on
 * submitted frame" when a popover opens under Xvfb (the popover's surface
 * shares its window's frame clock; nothing of Adjutant's takes part). Test
 * programs that open popovers drop exactly that message, so that every other
 * warning stays fatal. Call before g_test_init(). */
static GLogWriterOutput
adj_test_log_writer (GLogLevelFlags   level,
                     const GLogField *fields,
                     gsize            n_fields,
                     gpointer         user_data)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0)
        domain = fields[i].value;
      else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0)
        message = fields[i].value;
    }
  if ((level & G_LOG_LEVEL_WARNING) && g_strcmp0 (domain, "Gdk") == 0 &&
      g_strcmp0 (message, "gdk_frame_timings_submitted() called on submitted frame.") == 0)
    return G_LOG_WRITER_HANDLED;
  return g_log_writer_default (level, fields, n_fields, user_data);
}

static inline void
adj_test_ignore_x11_popover_frame_warning (void)
{
  g_log_set_writer_func (adj_test_log_writer, NULL, NULL);
}

/* Removes @path and everything under it, without following symbolic links. */
static inline void
adj_test_remove_tree (const char *path)
{
  GDir *dir;

  if (!g_file_test (path, G_FILE_TEST_IS_SYMLINK) && g_file_test (path, G_FILE_TEST_IS_DIR) &&
      (dir = g_dir_open (path, 0, NULL)) != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          adj_test_remove_tree (child);
        }
      g_dir_close (dir);
    }
  g_remove (path);
}

static inline char **
adj_test_private_root (void)
{
  static char *root;

  return &root;
}

static inline void
adj_test_remove_private_root (void)
{
  char **root = adj_test_private_root ();

  if (*root != NULL)
    adj_test_remove_tree (*root);
  g_clear_pointer (root, g_free);
}

/* XDG folders of the test program's own under a new temporary folder, which
 * goes when the program exits (a test that aborts leaves it). */
static inline void
adj_test_private_user_dirs (void)
{
  char **root = adj_test_private_root ();
  const char *vars[] = { "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME" };

  g_assert_null (*root);
  *root = g_dir_make_tmp ("adjutant-test-XXXXXX", NULL);
  g_assert_nonnull (*root);
  atexit (adj_test_remove_private_root);
  for (guint i = 0; i < G_N_ELEMENTS (vars); i++)
    {
      g_autofree char *dir = g_build_filename (*root, vars[i], NULL);
      g_mkdir_with_parents (dir, 0700);
      g_setenv (vars[i], dir, TRUE);
    }
}
