/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "adj-dice-stats.h"

/* Are the dice fair? Pearson's chi-square goodness-of-fit test of the faces
 * in the roll log against a fair die, one kind of die and one source at a
 * time. The p-value is the upper tail of the chi-square distribution, which
 * is the regularized upper incomplete gamma function Q(df/2, x/2). */

#define GAMMA_EPS     1e-15       /* relative accuracy of the sums below */
#define GAMMA_TINY    1e-300      /* Lentz's guard against dividing by zero */
#define GAMMA_MAX_ITERATIONS 100000

/* P(a, x) by its series (Abramowitz & Stegun 6.5.29; Numerical Recipes in C,
 * 2nd ed., §6.2 "gser"), good for x < a + 1:
 *   P(a, x) = e^-x x^a / Γ(a) · Σ_{n≥0} x^n / (a (a+1) … (a+n)) */
static double
gamma_p_series (double a,
                double x)
{
  double term = 1.0 / a, sum = term, ap = a;

  for (int n = 0; n < GAMMA_MAX_ITERATIONS; n++)
    {
      ap += 1.0;
      term *= x / ap;
      sum += term;
      if (fabs (term) < fabs (sum) * GAMMA_EPS)
        break;
    }
  return sum * exp (-x + a * log (x) - lgamma (a));
}

/* Q(a, x) by its continued fraction (Abramowitz & Stegun 6.5.31; Numerical
 * Recipes in C, 2nd ed., §6.2 "gcf", evaluated by the modified Lentz method
 * of §5.2), good for x >= a + 1:
 *   Q(a, x) = e^-x x^a / Γ(a) · 1/(x+1-a- 1·(1-a)/(x+3-a- 2·(2-a)/(x+5-a- …))) */
static double
gamma_q_fraction (double a,
                  double x)
{
  double b = x + 1.0 - a, c = 1.0 / GAMMA_TINY, d = 1.0 / b, h = d;

  for (int i = 1; i < GAMMA_MAX_ITERATIONS; i++)
    {
      double an = -i * (i - a), delta;

      b += 2.0;
      d = an * d + b;
      if (fabs (d) < GAMMA_TINY)
        d = GAMMA_TINY;
      c = b + an / c;
      if (fabs (c) < GAMMA_TINY)
        c = GAMMA_TINY;
      d = 1.0 / d;
      delta = d * c;
      h *= delta;
      if (fabs (delta - 1.0) < GAMMA_EPS)
        break;
    }
  return exp (-x + a * log (x) - lgamma (a)) * h;
}

/**
 * adj_dice_stats_gamma_q:
 * @a: the shape, > 0
 * @x: the bound, >= 0
 *
 * The regularized upper incomplete gamma function
 * Q(a, x) = Γ(a, x) / Γ(a) = 1 / Γ(a) ∫_x^∞ t^(a-1) e^-t dt, by the series
 * for P = 1 - Q below x = a + 1 and the continued fraction above, as
 * Numerical Recipes (§6.2) does.
 *
 * Returns: Q(a, x), from 1 at x = 0 down to 0; NaN for a bad argument
 */
double
adj_dice_stats_gamma_q (double a,
                        double x)
{
  if (!(a > 0) || !(x >= 0) || isinf (a))
    return NAN;
  if (x == 0)
    return 1.0;
  if (isinf (x))
    return 0.0;
  if (x < a + 1.0)
    return CLAMP (1.0 - gamma_p_series (a, x), 0.0, 1.0);
  return CLAMP (gamma_q_fraction (a, x), 0.0, 1.0);
}

/**
 * adj_dice_stats_chi_square_q:
 * @df: degrees of freedom, > 0
 * @x: the statistic, >= 0
 *
 * Returns: the chance that a chi-square variable with @df degrees of freedom
 *   is @x or more: Q(@df / 2, @x / 2)
 */
double
adj_dice_stats_chi_square_q (double df,
                             double x)
{
  return adj_dice_stats_gamma_q (df / 2.0, x / 2.0);
}

/**
 * adj_dice_stats_verdict:
 * @p_value: a p-value
 *
 * Returns: what it says about the dice: below 0.01 unusual, below 0.05
 *   somewhat unusual, else what fair dice show
 */
AdjDiceVerdict
adj_dice_stats_verdict (double p_value)
{
  if (p_value < 0.01)
    return ADJ_DICE_VERDICT_UNUSUAL;
  if (p_value < 0.05)
    return ADJ_DICE_VERDICT_SOMEWHAT_UNUSUAL;
  return ADJ_DICE_VERDICT_FAIR;
}

/**
 * adj_dice_fit_compute:
 * @fit: (out caller-allocates): the test
 * @sides: the die's faces, 2 to %ADJ_DICE_STATS_MAX_SIDES
 * @counts: (array length=sides): how often each face came up, face 1 first
 *
 * Tests @counts against a fair die of @sides faces.
 */
void
adj_dice_fit_compute (AdjDiceFit    *fit,
                      int            sides,
                      const guint64 *counts)
{
  g_return_if_fail (fit != NULL);
  g_return_if_fail (sides >= 2 && sides <= ADJ_DICE_STATS_MAX_SIDES);
  g_return_if_fail (counts != NULL);

  memset (fit, 0, sizeof *fit);
  fit->sides = sides;
  fit->df = sides - 1;
  for (int i = 0; i < sides; i++)
    {
      fit->counts[i] = counts[i];
      fit->total += counts[i];
    }
  fit->expected = (double) fit->total / sides;
  if (fit->total == 0)
    {
      fit->p_value = 1.0;
      fit->verdict = ADJ_DICE_VERDICT_NO_ROLLS;
      return;
    }
  for (int i = 0; i < sides; i++)
    {
      double deviation = (double) counts[i] - fit->expected;

      fit->chi_square += deviation * deviation / fit->expected;
    }
  fit->p_value = adj_dice_stats_chi_square_q (fit->df, fit->chi_square);
  fit->verdict = adj_dice_stats_verdict (fit->p_value);
  fit->reliable = fit->expected >= ADJ_DICE_STATS_MIN_EXPECTED;
}

/**
 * adj_dice_stats_roll_sides:
 * @roll: a roll
 *
 * The kind of die a roll was made with, read from its dice as the log keeps
 * them: "2d6", "1d10", "½1d6", "1d6 (5, 6)" (a d6 that scores on some
 * faces). Every die of a roll is of that kind.
 *
 * Returns: the faces of its dice, or 0 when it rolled none ("None") or
 *   names them in a way not known here
 */
int
adj_dice_stats_roll_sides (AdjRoll *roll)
{
  const char *p;
  gint64 sides;
  char *end;

  g_return_val_if_fail (ADJ_IS_ROLL (roll), 0);
  p = adj_roll_get_dice (roll);
  if (g_str_has_prefix (p, "\xc2\xbd"))   /* ½ */
    p += 2;
  else if (g_str_has_prefix (p, "1/2"))
    p += 3;
  while (g_ascii_isdigit (*p))
    p++;
  if (*p != 'd' && *p != 'D')
    return 0;
  p++;
  if (!g_ascii_isdigit (*p))
    return 0;
  sides = g_ascii_strtoll (p, &end, 10);
  if ((*end != '\0' && *end != ' ') || sides < 2 || sides > ADJ_DICE_STATS_MAX_SIDES)
    return 0;
  return (int) sides;
}

/**
 * adj_dice_fit_from_log:
 * @fit: (out caller-allocates): the test
 * @log: the roll log
 * @sides: the kind of die: 6 for the d6
 * @source: the program's dice or real ones
 *
 * Counts the faces of every die of that kind and source in @log, undone
 * rolls too (the dice did come up), and tests them (adj_dice_fit_compute()).
 * A 0 on a d10 is its 10, as most ten-sided dice show it; faces a die does
 * not have (from a damaged file) are not counted.
 */
void
adj_dice_fit_from_log (AdjDiceFit    *fit,
                       AdjRollLog    *log,
                       int            sides,
                       AdjDiceSource  source)
{
  guint64 counts[ADJ_DICE_STATS_MAX_SIDES] = { 0 };
  guint n;

  g_return_if_fail (ADJ_IS_ROLL_LOG (log));
  g_return_if_fail (sides >= 2 && sides <= ADJ_DICE_STATS_MAX_SIDES);

  n = g_list_model_get_n_items (G_LIST_MODEL (log));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AdjRoll) roll = g_list_model_get_item (G_LIST_MODEL (log), i);
      gboolean real = source == ADJ_DICE_SOURCE_REAL;
      const int *faces;
      guint n_faces;

      if (!adj_roll_get_physical (roll) != !real || adj_dice_stats_roll_sides (roll) != sides)
        continue;
      faces = adj_roll_get_faces (roll, &n_faces);
      for (guint j = 0; j < n_faces; j++)
        {
          int face = faces[j] == 0 && sides == 10 ? 10 : faces[j];

          if (face >= 1 && face <= sides)
            counts[face - 1]++;
        }
    }
  adj_dice_fit_compute (fit, sides, counts);
}
