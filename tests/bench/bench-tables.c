/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Benchmark: load every built-in rule table, as start-up does (meaning
 * only: the schema was checked at build time), and validate every one in
 * full, as a house-rule file is (schema + meaning).
 * Prints figures; it does not pass or fail. */

#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>

#include "adj-rulebook.h"

#define TABLES_RESOURCE "/io/github/adjutant/Adjutant/tables/"

typedef struct {
  double first;
  double median;
  double min;
} Figures;

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static Figures
summarize (double *times,
           int     runs)
{
  Figures f = { times[0], 0, 0 };

  qsort (times, runs, sizeof (double), compare_doubles);
  f.median = times[runs / 2];
  f.min = times[0];
  return f;
}

/* What start-up does: adj_rulebook_load() */
static Figures
time_startup (int         runs,
              const char *user_dir,
              guint      *n_files)
{
  g_autofree double *times = g_new0 (double, runs);

  for (int i = 0; i < runs; i++)
    {
      g_autoptr(AdjRulebook) rb = adj_rulebook_new (user_dir);
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      if (!adj_rulebook_load (rb, &error))
        g_error ("%s", error->message);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      *n_files = adj_rulebook_get_files (rb)->len;
    }
  return summarize (times, runs);
}

/* Every built-in file through the schema and the meaning checks */
static Figures
time_full_validation (int runs)
{
  g_autofree double *times = g_new0 (double, runs);
  g_auto(GStrv) names = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  adj_engine_ensure_resources ();
  names = g_resources_enumerate_children (TABLES_RESOURCE, 0, NULL);
  for (guint i = 0; names && names[i]; i++)
    if (g_str_has_suffix (names[i], ".xml"))
      {
        g_autofree char *path = g_strconcat (TABLES_RESOURCE, names[i], NULL);
        g_ptr_array_add (files, g_resources_lookup_data (path, 0, NULL));
        g_ptr_array_add (files, g_bytes_new (names[i], strlen (names[i]) + 1));
      }

  for (int i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint j = 0; j + 1 < files->len; j += 2)
        {
          GBytes *data = g_ptr_array_index (files, j);
          const char *name = g_bytes_get_data (g_ptr_array_index (files, j + 1), NULL);
          g_autoptr(GError) error = NULL;
          g_autoptr(AdjRuleFile) file = adj_rule_file_new_from_data (g_bytes_get_data (data, NULL),
                                                                     g_bytes_get_size (data),
                                                                     name, &error);
          if (file == NULL)
            g_error ("%s", error->message);
        }
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  return summarize (times, runs);
}

int
main (int   argc,
      char *argv[])
{
  const int runs = MAX (argc > 1 ? atoi (argv[1]) : 50, 1);
  g_autofree char *dir = g_dir_make_tmp ("adj-bench-XXXXXX", NULL);
  guint n_files = 0;
  Figures startup, full;

  startup = time_startup (runs, dir, &n_files);
  full = time_full_validation (runs);
  g_print ("tables at start-up: %u files, %d runs: first %.2f ms, median %.2f ms, min %.2f ms\n",
           n_files, runs, startup.first, startup.median, startup.min);
  g_print ("tables validated in full (schema + meaning): first %.2f ms (includes compiling the schema), "
           "median %.2f ms, min %.2f ms (goal: <= 5 ms)\n",
           full.first, full.median, full.min);
  g_rmdir (dir);
  return 0;
}
