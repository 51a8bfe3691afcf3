/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Are the dice fair? The chi-square p-value against published critical
 * values, closed forms, and a numeric integration of the chi-square density
 * written here (Simpson's rule, the gamma function by its recurrence): none
 * of them shares code with src/engine/adj-dice-stats.c. Then the counts of a
 * known roll log, and the edges: no rolls, one face only, huge counts, a
 * log of 5000 rolls. */
#include "config.h"

#include <math.h>

#include "adj-dice.h"
#include "adj-dice-stats.h"

/* Γ(k/2) for a whole k >= 1, by Γ(1) = 1, Γ(1/2) = √π and Γ(a+1) = a Γ(a) */
static double
half_gamma (int k)
{
  double a = k % 2 ? 0.5 : 1.0, g = k % 2 ? sqrt (G_PI) : 1.0;

  while (a < k / 2.0)
    {
      g *= a;
      a += 1.0;
    }
  return g;
}

/* the chi-square density with k degrees of freedom */
static double
density (int    k,
         double t)
{
  return pow (t, k / 2.0 - 1) * exp (-t / 2) / (pow (2, k / 2.0) * half_gamma (k));
}

/* P(X >= x) by Simpson's rule over [x, x + 400]: the density is smooth
 * there (x > 0) and its tail beyond is below 1e-80 for k < 20 */
static double
upper_tail_by_integration (int    k,
                           double x)
{
  const int n = 100000;   /* even */
  const double h = 400.0 / n;
  double sum = density (k, x) + density (k, x + 400.0);

  for (int i = 1; i < n; i++)
    sum += (i % 2 ? 4 : 2) * density (k, x + i * h);
  return sum * h / 3;
}

static void
test_critical_values (void)
{
  /* a standard table of the chi-square distribution's upper critical
   * values (NIST/SEMATECH e-Handbook of Statistical Methods, 1.3.6.7.4) */
  static const struct { int df; double p; double x; } table[] = {
    { 1, 0.05, 3.841 }, { 1, 0.01, 6.635 },
    { 2, 0.05, 5.991 }, { 2, 0.01, 9.210 },
    { 5, 0.10, 9.236 }, { 5, 0.05, 11.070 }, { 5, 0.01, 15.086 }, { 5, 0.001, 20.515 },
    { 9, 0.10, 14.684 }, { 9, 0.05, 16.919 }, { 9, 0.01, 21.666 }, { 9, 0.001, 27.877 },
  };
  /* lower critical values: P(X >= x) = 0.95 */
  static const struct { int df; double x; } lower[] = { { 5, 1.145 }, { 9, 3.325 } };

  /* the table gives 4 significant figures: 1e-3 of x moves p by less than
   * 2 % of itself at these points */
  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      double p = adj_dice_stats_chi_square_q (table[i].df, table[i].x);

      g_test_message ("df %d x %g: p %.6g, table %g", table[i].df, table[i].x, p, table[i].p);
      g_assert_cmpfloat_with_epsilon (p, table[i].p, table[i].p * 0.02);
    }
  for (guint i = 0; i < G_N_ELEMENTS (lower); i++)
    g_assert_cmpfloat_with_epsilon (adj_dice_stats_chi_square_q (lower[i].df, lower[i].x), 0.95, 0.001);
  /* the brief's figures, to more places */
  g_assert_cmpfloat_with_epsilon (adj_dice_stats_chi_square_q (5, 11.0705), 0.05, 1e-5);
  g_assert_cmpfloat_with_epsilon (adj_dice_stats_chi_square_q (9, 16.9190), 0.05, 1e-5);
}

static void
test_closed_forms (void)
{
  static const double xs[] = { 0.01, 0.1, 0.5, 1, 1.9, 2, 2.1, 3, 5, 8, 12.5, 20, 40, 100, 300 };

  for (guint i = 0; i < G_N_ELEMENTS (xs); i++)
    {
      double x = xs[i];

      /* df 2: e^(-x/2); 4: e^(-x/2) (1 + x/2); 6: e^(-x/2) (1 + x/2 + x²/8);
       * 1: erfc(√(x/2)) */
      g_assert_cmpfloat_with_epsilon (adj_dice_stats_chi_square_q (2, x), exp (-x / 2), 1e-12);
      g_assert_cmpfloat_with_epsilon (adj_dice_stats_chi_square_q (4, x), exp (-x / 2) * (1 + x / 2), 1e-12);
      g_assert_cmpfloat_with_epsilon (adj_dice_stats_chi_square_q (6, x),
                                      exp (-x / 2) * (1 + x / 2 + x * x / 8), 1e-12);
      g_assert_cmpfloat_with_epsilon (adj_dice_stats_chi_square_q (1, x), erfc (sqrt (x / 2)), 1e-12);
      /* and relative to the value where it is tiny */
      if (x >= 40)
        g_assert_cmpfloat (fabs (adj_dice_stats_chi_square_q (2, x) / exp (-x / 2) - 1), <, 1e-10);
    }
  g_assert_cmpfloat (adj_dice_stats_chi_square_q (5, 0), ==, 1.0);
  g_assert_cmpfloat (adj_dice_stats_chi_square_q (5, INFINITY), ==, 0.0);
  g_assert_true (isnan (adj_dice_stats_chi_square_q (0, 1)));
  g_assert_true (isnan (adj_dice_stats_chi_square_q (5, -1)));
  g_assert_true (isnan (adj_dice_stats_chi_square_q (5, NAN)));
}

static void
test_integration (void)
{
  /* both of the engine's ways: the series below x/2 = df/2 + 1, the
   * continued fraction above */
  static const double xs[] = { 0.3, 1, 2.5, 4.4, 6, 7, 9.5, 11.0705, 13.4, 16.919, 25, 45 };

  for (int df = 1; df < 20; df++)
    for (guint i = 0; i < G_N_ELEMENTS (xs); i++)
      {
        double want = upper_tail_by_integration (df, xs[i]);
        double got = adj_dice_stats_chi_square_q (df, xs[i]);

        g_assert_cmpfloat_with_epsilon (got, want, 1e-9 + want * 1e-7);
      }
}

static void
test_fit_known (void)
{
  const guint64 d6[] = { 5, 8, 9, 8, 10, 20 };
  const guint64 flat[] = { 7, 7, 7, 7, 7, 7 };
  const guint64 d10[] = { 3, 7, 5, 5, 4, 6, 5, 5, 2, 8 };
  AdjDiceFit fit;

  /* 60 rolls, 10 expected: (25 + 4 + 1 + 4 + 0 + 100) / 10 */
  adj_dice_fit_compute (&fit, 6, d6);
  g_assert_cmpuint (fit.total, ==, 60);
  g_assert_cmpfloat (fit.expected, ==, 10.0);
  g_assert_cmpfloat_with_epsilon (fit.chi_square, 13.4, 1e-12);
  g_assert_cmpint (fit.df, ==, 5);
  g_assert_cmpfloat_with_epsilon (fit.p_value, upper_tail_by_integration (5, 13.4), 1e-9);
  g_assert_cmpfloat_with_epsilon (fit.p_value, 0.0199, 0.0001);
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_SOMEWHAT_UNUSUAL);
  g_assert_true (fit.reliable);

  adj_dice_fit_compute (&fit, 6, flat);
  g_assert_cmpfloat (fit.chi_square, ==, 0.0);
  g_assert_cmpfloat (fit.p_value, ==, 1.0);
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_FAIR);
  g_assert_true (fit.reliable);

  /* 50 rolls of a d10, 5 expected: (4+4+0+0+1+1+0+0+9+9) / 5 = 5.6 */
  adj_dice_fit_compute (&fit, 10, d10);
  g_assert_cmpfloat_with_epsilon (fit.chi_square, 5.6, 1e-12);
  g_assert_cmpint (fit.df, ==, 9);
  g_assert_cmpfloat_with_epsilon (fit.p_value, upper_tail_by_integration (9, 5.6), 1e-9);
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_FAIR);
  g_assert_true (fit.reliable);

  g_assert_cmpint (adj_dice_stats_verdict (0.0099), ==, ADJ_DICE_VERDICT_UNUSUAL);
  g_assert_cmpint (adj_dice_stats_verdict (0.01), ==, ADJ_DICE_VERDICT_SOMEWHAT_UNUSUAL);
  g_assert_cmpint (adj_dice_stats_verdict (0.0499), ==, ADJ_DICE_VERDICT_SOMEWHAT_UNUSUAL);
  g_assert_cmpint (adj_dice_stats_verdict (0.05), ==, ADJ_DICE_VERDICT_FAIR);
}

static void
test_fit_edges (void)
{
  guint64 counts[ADJ_DICE_STATS_MAX_SIDES] = { 0 };
  AdjDiceFit fit;

  /* no rolls */
  adj_dice_fit_compute (&fit, 6, counts);
  g_assert_cmpuint (fit.total, ==, 0);
  g_assert_cmpfloat (fit.p_value, ==, 1.0);
  g_assert_cmpfloat (fit.chi_square, ==, 0.0);
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_NO_ROLLS);
  g_assert_false (fit.reliable);

  /* one roll: χ² = 5 with 5 df, p = 0.416, but 1/6 expected per face */
  counts[2] = 1;
  adj_dice_fit_compute (&fit, 6, counts);
  g_assert_cmpfloat_with_epsilon (fit.chi_square, 5.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (fit.p_value, upper_tail_by_integration (5, 5.0), 1e-9);
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_FAIR);
  g_assert_false (fit.reliable);

  /* 29 rolls of a d6: 4.83 expected, below Cochran's 5; 30 is enough */
  counts[2] = 29;
  adj_dice_fit_compute (&fit, 6, counts);
  g_assert_false (fit.reliable);
  counts[2] = 30;
  adj_dice_fit_compute (&fit, 6, counts);
  g_assert_true (fit.reliable);

  /* one face only, 600 times: χ² = 5 · 600 = 3000, p far below 1e-300 */
  counts[2] = 600;
  adj_dice_fit_compute (&fit, 6, counts);
  g_assert_cmpfloat_with_epsilon (fit.chi_square, 3000.0, 1e-9);
  g_assert_false (isnan (fit.p_value));
  g_assert_cmpfloat (fit.p_value, >=, 0.0);
  g_assert_cmpfloat (fit.p_value, <, 1e-300);
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_UNUSUAL);

  /* huge counts: 10^15 of every face is fair; one face 10^7 short of it
   * is not unusual (nine faces 10^6 over, one 9·10^6 under the expected
   * 10^15 - 10^6: χ² = 90·10^12 / (10^15 - 10^6) ≈ 0.09), 10^9 short is
   * (χ² ≈ 900); one face missing too */
  for (int i = 0; i < 10; i++)
    counts[i] = G_GUINT64_CONSTANT (1000000000000000);
  adj_dice_fit_compute (&fit, 10, counts);
  g_assert_cmpfloat (fit.chi_square, ==, 0.0);
  g_assert_cmpfloat (fit.p_value, ==, 1.0);
  counts[0] -= 10000000;
  adj_dice_fit_compute (&fit, 10, counts);
  g_assert_cmpfloat_with_epsilon (fit.chi_square, 90e12 / (1e15 - 1e6), 1e-6);
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_FAIR);
  counts[0] = G_GUINT64_CONSTANT (1000000000000000) - 1000000000;
  adj_dice_fit_compute (&fit, 10, counts);
  g_assert_cmpfloat_with_epsilon (fit.chi_square, 90e16 / (1e15 - 1e8), 1e-3);
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_UNUSUAL);
  counts[0] = 0;
  adj_dice_fit_compute (&fit, 10, counts);
  g_assert_false (isnan (fit.p_value));
  g_assert_cmpfloat (fit.p_value, ==, 0.0);
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_UNUSUAL);
}

static AdjRoll *
add (AdjRollLog *log,
     const char *dice,
     const int  *faces,
     guint       n_faces,
     gboolean    physical)
{
  g_autoptr(GDateTime) t = g_date_time_new_utc (2026, 11, 26, 20, 0, 0);
  AdjRoll *roll = adj_roll_new (t, "test", NULL, dice, faces, n_faces, 0, 0, physical);

  adj_roll_log_append (log, roll);
  g_object_unref (roll);
  return roll;
}

static void
test_roll_sides (void)
{
  static const struct { const char *dice; int sides; } cases[] = {
    { "1d6", 6 }, { "2d6", 6 }, { "2D6", 6 }, { "d10", 10 }, { "1d10", 10 }, { "\xc2\xbd" "1d6", 6 },
    { "1/2d6", 6 }, { "1d6 (5, 6)", 6 }, { "20d6", 6 }, { "1d20", 20 },
    { "None", 0 }, { "", 0 }, { "1d100", 0 }, { "1d", 0 }, { "d1", 0 }, { "1d6x", 0 }, { "Keine", 0 },
  };
  g_autoptr(GDateTime) t = g_date_time_new_utc (2026, 11, 26, 20, 0, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(AdjRoll) roll = adj_roll_new (t, NULL, NULL, cases[i].dice, NULL, 0, 0, 0, FALSE);

      g_assert_cmpint (adj_dice_stats_roll_sides (roll), ==, cases[i].sides);
    }
}

static void
test_from_log (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  AdjDiceFit fit;
  AdjRoll *undone;

  add (log, "2d6", (const int[]) { 1, 6 }, 2, FALSE);
  add (log, "1d6", (const int[]) { 6 }, 1, FALSE);
  add (log, "\xc2\xbd" "1d6", (const int[]) { 3 }, 1, FALSE);
  add (log, "1d6 (5, 6)", (const int[]) { 5 }, 1, FALSE);
  add (log, "None", NULL, 0, FALSE);
  /* undone: the dice came up all the same */
  undone = add (log, "1d6", (const int[]) { 2 }, 1, FALSE);
  adj_roll_set_undone (undone, TRUE);
  /* a face no d6 has, from a damaged file: not counted */
  add (log, "1d6", (const int[]) { 7 }, 1, FALSE);
  /* real dice */
  add (log, "3d6", (const int[]) { 4, 4, 4 }, 3, TRUE);
  /* d10: a 0 is its 10 */
  add (log, "1d10", (const int[]) { 0 }, 1, FALSE);
  add (log, "2d10", (const int[]) { 10, 1 }, 2, FALSE);
  add (log, "1d10", (const int[]) { 9 }, 1, TRUE);

  adj_dice_fit_from_log (&fit, log, 6, ADJ_DICE_SOURCE_VIRTUAL);
  g_assert_cmpint (fit.sides, ==, 6);
  g_assert_cmpuint (fit.total, ==, 6);
  g_assert_cmpuint (fit.counts[0], ==, 1);
  g_assert_cmpuint (fit.counts[1], ==, 1);
  g_assert_cmpuint (fit.counts[2], ==, 1);
  g_assert_cmpuint (fit.counts[3], ==, 0);
  g_assert_cmpuint (fit.counts[4], ==, 1);
  g_assert_cmpuint (fit.counts[5], ==, 2);
  g_assert_cmpfloat (fit.expected, ==, 1.0);
  /* (0 + 0 + 0 + 1 + 0 + 1) / 1 */
  g_assert_cmpfloat_with_epsilon (fit.chi_square, 2.0, 1e-12);

  adj_dice_fit_from_log (&fit, log, 6, ADJ_DICE_SOURCE_REAL);
  g_assert_cmpuint (fit.total, ==, 3);
  g_assert_cmpuint (fit.counts[3], ==, 3);
  g_assert_cmpfloat_with_epsilon (fit.chi_square, 15.0, 1e-12);

  adj_dice_fit_from_log (&fit, log, 10, ADJ_DICE_SOURCE_VIRTUAL);
  g_assert_cmpuint (fit.total, ==, 3);
  g_assert_cmpuint (fit.counts[9], ==, 2);
  g_assert_cmpuint (fit.counts[0], ==, 1);
  adj_dice_fit_from_log (&fit, log, 10, ADJ_DICE_SOURCE_REAL);
  g_assert_cmpuint (fit.total, ==, 1);
  g_assert_cmpuint (fit.counts[8], ==, 1);
}

/* a full log, as a long campaign leaves it: seeded, so the same every run */
static void
test_five_thousand (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjDice) dice = adj_dice_new (log);
  AdjDiceSpec spec;
  AdjDiceFit fit;
  guint64 sum = 0;

  adj_dice_set_seed (dice, 1943);
  g_assert_true (adj_dice_spec_parse ("1d6", &spec, NULL));
  for (guint i = 0; i < 5001; i++)
    g_object_unref (adj_dice_roll (dice, &spec, "test", NULL, 0, NULL, 0, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 5000);

  {
    /* a figure, not an assertion: what the window spends per change of a full log */
    gint64 start = g_get_monotonic_time ();

    for (int i = 0; i < 4; i++)
      adj_dice_fit_from_log (&fit, log, i < 2 ? 6 : 10, i % 2 ? ADJ_DICE_SOURCE_REAL : ADJ_DICE_SOURCE_VIRTUAL);
    g_test_message ("four tests of 5000 rolls: %.2f ms", (g_get_monotonic_time () - start) / 1000.0);
  }
  adj_dice_fit_from_log (&fit, log, 6, ADJ_DICE_SOURCE_VIRTUAL);
  for (int i = 0; i < 6; i++)
    sum += fit.counts[i];
  g_assert_cmpuint (fit.total, ==, 5000);
  g_assert_cmpuint (sum, ==, 5000);
  g_assert_true (fit.reliable);
  g_assert_cmpfloat_with_epsilon (fit.p_value, upper_tail_by_integration (5, fit.chi_square), 1e-9);
  /* GLib's Mersenne Twister is a fair die */
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_FAIR);
  adj_dice_fit_from_log (&fit, log, 6, ADJ_DICE_SOURCE_REAL);
  g_assert_cmpint (fit.verdict, ==, ADJ_DICE_VERDICT_NO_ROLLS);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dice-stats/critical-values", test_critical_values);
  g_test_add_func ("/dice-stats/closed-forms", test_closed_forms);
  g_test_add_func ("/dice-stats/integration", test_integration);
  g_test_add_func ("/dice-stats/fit-known", test_fit_known);
  g_test_add_func ("/dice-stats/fit-edges", test_fit_edges);
  g_test_add_func ("/dice-stats/roll-sides", test_roll_sides);
  g_test_add_func ("/dice-stats/from-log", test_from_log);
  g_test_add_func ("/dice-stats/five-thousand", test_five_thousand);
  return g_test_run ();
}
