/* Benchmark: load and validate every built-in rule table (schema + meaning).
 * Prints figures; it does not pass or fail. */

#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>

#include "adj-rulebook.h"

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int   argc,
      char *argv[])
{
  const int runs = argc > 1 ? atoi (argv[1]) : 50;
  double *times = g_new0 (double, MAX (runs, 1));
  g_autofree char *dir = g_dir_make_tmp ("adj-bench-XXXXXX", NULL);
  guint n_files = 0;
  double first;

  for (int i = 0; i < runs; i++)
    {
      g_autoptr(AdjRulebook) rb = adj_rulebook_new (dir);
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      if (!adj_rulebook_load (rb, &error))
        g_error ("%s", error->message);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      n_files = adj_rulebook_get_files (rb)->len;
    }
  first = times[0];
  qsort (times, runs, sizeof (double), compare_doubles);
  g_print ("tables: %u files, %d runs: first %.2f ms (includes compiling the schema), "
           "median %.2f ms, min %.2f ms (goal: <= 5 ms)\n",
           n_files, runs, first, times[runs / 2], times[0]);
  g_free (times);
  g_rmdir (dir);
  return 0;
}
