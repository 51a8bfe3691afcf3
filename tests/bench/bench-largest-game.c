/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Opens the largest game Adjutant accepts (every limit of
 * src/engine/adj-limits.h at once) and prints how long it takes and the
 * memory it adds; then one past a limit, refused; and first a file far past
 * one (issue 17's 40,000 impulses in one WiF turn), refused with how much
 * more memory at the peak. Prints figures, never fails on them (goals: open
 * <= 200 ms, <= 100 MiB more; the huge file refused in under a second
 * without growing memory). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "adj-test-largest-game.h"
#include "adj-test-utils.h"
#include "adj-wif-rules.h"
#include "adj-xml-private.h"
#include "fuzz-game.h"

/* A figure of /proc/self/status in KiB: "VmRSS:" (resident now), "VmHWM:"
 * (resident at the peak) */
static long
status_kib (const char *key)
{
  g_autofree char *status = NULL;
  const char *p;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) || (p = strstr (status, key)) == NULL)
    return 0;
  return strtol (p + strlen (key), NULL, 10);
}

static long
rss_kib (void)
{
  return status_kib ("VmRSS:");
}

/* Sets the peak (VmHWM, and so ru_maxrss) back to what is resident now. */
static gboolean
reset_peak (void)
{
  FILE *f = fopen ("/proc/self/clear_refs", "w");
  gboolean ok;

  if (f == NULL)
    return FALSE;
  ok = fputs ("5", f) >= 0;
  return fclose (f) == 0 && ok;
}

/* CPU time of this thread: on a machine shared with other work the
 * wall clock also counts the others' turns. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static long
peak_kib (void)
{
  struct rusage ru;

  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

/* Issue 17's huge file: 40,000 impulses in one World in Flames turn (4 MB,
 * valid up to its size), opened and refused: wall and CPU time (best of 3)
 * and the peak resident memory above what was resident before. */
static void
bench_huge_refused (AdjGame    *game,
                    const char *dir)
{
  AdjTestGameSize size = { 40000, 0, 2, 0, 0, 1, 5, 0 };
  g_autofree char *text = adj_test_game_text (&size, NULL);
  g_autofree char *file = g_build_filename (dir, "huge-wif-impulses.adjutant", NULL);
  double best = G_MAXDOUBLE, best_cpu = G_MAXDOUBLE;
  long rss0 = 0, peak = 0;
  gboolean have_peak;

  g_assert_true (g_file_set_contents (file, text, -1, NULL));
  have_peak = reset_peak ();
  for (int run = 0; run < 3; run++)
    {
      g_autoptr(GError) error = NULL;
      gint64 t0;
      double c0;

      if (run == 0)
        rss0 = rss_kib ();
      t0 = g_get_monotonic_time ();
      c0 = cpu_ms ();
      if (adj_game_open (game, file, &error))
        {
          g_printerr ("the huge game was accepted\n");
          exit (1);
        }
      best_cpu = MIN (best_cpu, cpu_ms () - c0);
      best = MIN (best, (g_get_monotonic_time () - t0) / 1000.0);
      if (run == 0)
        peak = status_kib ("VmHWM:");
    }
  if (have_peak)
    g_print ("huge game (%zu kB, %d impulses in one WiF turn): refused in %.1f ms CPU, %.1f ms wall (best of 3; "
             "goal < 1 s), peak memory +%.1f MiB with the file's %.1f MiB read (goal: no noticeable growth)\n",
             strlen (text) / 1000, size.wif_impulses, best_cpu, best, (peak - rss0) / 1024.0,
             strlen (text) / 1048576.0);
  else
    g_print ("huge game (%zu kB, %d impulses in one WiF turn): refused in %.1f ms CPU, %.1f ms wall (best of 3; "
             "goal < 1 s), peak memory not measured (no /proc/self/clear_refs)\n",
             strlen (text) / 1000, size.wif_impulses, best_cpu, best);
  g_unlink (file);
  reset_peak ();
}

int
main (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bench-largest-XXXXXX", NULL);
  g_autofree char *state = g_build_filename (dir, "game.adjutant", NULL);
  g_autofree char *file = g_build_filename (dir, "largest.adjutant", NULL);
  AdjTestGameSize size = adj_test_largest_game_size ();
  g_autofree char *text = adj_test_game_text (&size, NULL);
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjGame) game = adj_fuzz_game_new (rb, state);
  g_autoptr(GError) error = NULL;
  double best = G_MAXDOUBLE, best_cpu = G_MAXDOUBLE, worst_odds = 0;
  long rss0, peak0, rss1 = 0;
  AdjWifRules rules;

  bench_huge_refused (game, dir);
  g_assert_true (g_file_set_contents (file, text, -1, NULL));
  rss0 = rss_kib ();
  peak0 = peak_kib ();
  for (int run = 0; run < 5; run++)
    {
      gint64 t0;
      double c0;

      adj_game_new_game (game);
      t0 = g_get_monotonic_time ();
      c0 = cpu_ms ();
      if (!adj_game_open (game, file, &error))
        {
          g_printerr ("largest game refused: %s\n", error->message);
          return 1;
        }
      best_cpu = MIN (best_cpu, cpu_ms () - c0);
      best = MIN (best, (g_get_monotonic_time () - t0) / 1000.0);
      if (run == 0)
        rss1 = rss_kib ();
    }
  g_print ("largest game (%zu kB: %d WiF impulses, %d past turns, %d rolls, %d victory turns, a %d-character text): "
           "opens in %.1f ms CPU, %.1f ms wall (best of 5, autosave included; goal <= 200 ms), memory +%.1f MiB resident, "
           "+%.1f MiB peak (goal <= 100 MiB)\n",
           strlen (text) / 1000, size.wif_impulses, size.wif_past_turns, size.rolls, size.victory_turns,
           size.text_chars, best_cpu, best, (rss1 - rss0) / 1024.0, (peak_kib () - peak0) / 1024.0);

  /* what the streaming pre-count adds to the parse of the largest game */
  {
    double parse = G_MAXDOUBLE, pre = G_MAXDOUBLE;

    for (int run = 0; run < 10; run++)
      {
        double c0 = cpu_ms ();

        xmlFreeDoc (adj_xml_parse (text, strlen (text), "largest.adjutant", NULL));
        parse = MIN (parse, cpu_ms () - c0);
        c0 = cpu_ms ();
        adj_xml_precount (text, strlen (text), "largest.adjutant", NULL);
        pre = MIN (pre, cpu_ms () - c0);
      }
    g_print ("largest game parsed in %.1f ms CPU, of it the pre-count %.1f ms (best of 10)\n", parse, pre);
  }

  /* one past a limit: refused before the work */
  {
    AdjTestGameSize past = size;
    g_autofree char *past_text = NULL;
    g_autoptr(GError) past_error = NULL;
    double c0;

    past.wif_impulses++;
    past_text = adj_test_game_text (&past, NULL);
    c0 = cpu_ms ();
    adj_game_load_data (game, past_text, strlen (past_text), "past.adjutant", &past_error);
    g_print ("one impulse past the limit: refused in %.1f ms CPU\n", cpu_ms () - c0);
  }

  /* the turn end odds at the highest turn end number */
  adj_wif_rules_read (adj_rulebook_get_file (rb, "wif"), &rules);
  for (int sides = ADJ_LIMIT_WIF_DIE_SIDES; sides >= rules.die_sides; sides -= ADJ_LIMIT_WIF_DIE_SIDES - rules.die_sides)
    for (int k = 1; k <= ADJ_LIMIT_WIF_DICE_PER_IMPULSE; k++)
      for (int total = 0; total < ADJ_LIMIT_WIF_THRESHOLD; total += 111)
        {
          AdjWifRules r = rules;
          double us = G_MAXDOUBLE;

          r.die_sides = sides;
          for (int run = 0; run < 3; run++)
            {
              AdjWifOdds odds;
              double c0 = cpu_ms ();

              adj_wif_odds_compute (&r, total, ADJ_LIMIT_WIF_THRESHOLD, k, 0, 0, &odds);
              us = MIN (us, (cpu_ms () - c0) * 1000.0);
              adj_wif_odds_clear (&odds);
            }
          worst_odds = MAX (worst_odds, us);
        }
  g_print ("wif odds at turn end number %d (d10 and d%d, 1 to %d dice): worst %.0f us CPU (goal <= 1 ms)\n",
           ADJ_LIMIT_WIF_THRESHOLD, ADJ_LIMIT_WIF_DIE_SIDES, ADJ_LIMIT_WIF_DICE_PER_IMPULSE, worst_odds);
  g_clear_object (&game);
  adj_test_remove_tree (dir);
  return 0;
}
