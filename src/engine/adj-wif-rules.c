/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "adj-wif-rules.h"

/* The accumulated turn end of World in Flames ("Last impulse test", Dean
 * Lueke): pure functions, no state. Every number comes from AdjWifRules,
 * which is read from the "wif" table file. */

/* Probability mass below which the odds stop looking. */
#define NEGLIGIBLE 1e-13

static int
die_sides (AdjRuleFile *file,
           const char  *id)
{
  const AdjDiceSpec *spec = adj_rule_file_get_dice (file, id);

  return spec->sides > 0 ? spec->sides : 10;
}

/**
 * adj_wif_rules_read:
 * @file: the "wif" rule file
 * @out: (out caller-allocates): the rules
 *
 * Reads the numbers of the turn end and initiative rules.
 */
void
adj_wif_rules_read (AdjRuleFile *file,
                    AdjWifRules *out)
{
  g_return_if_fail (ADJ_IS_RULE_FILE (file));

  out->threshold_two = adj_rule_file_get_int (file, "threshold-two-sides");
  out->threshold_three = adj_rule_file_get_int (file, "threshold-three-sides");
  out->threshold_per_side = adj_rule_file_get_decimal (file, "threshold-per-side");
  out->last_die_ends_from = adj_rule_file_get_int (file, "last-die-ends-from");
  out->die_sides = die_sides (file, "turn-end-dice");
  out->k_min = adj_rule_file_get_int (file, "weather-k-min");
  out->k_max = MAX (out->k_min, adj_rule_file_get_int (file, "weather-k-max"));
  out->sides_min = adj_rule_file_get_int (file, "sides-min");
  out->sides_max = MAX (out->sides_min, adj_rule_file_get_int (file, "sides-max"));
  out->init_die_sides = die_sides (file, "initiative-dice");
  out->init_shift = adj_rule_file_get_int (file, "initiative-shift");
  out->rerolls_per_turn = adj_rule_file_get_int (file, "rerolls-per-turn");
  out->init_two_start = adj_rule_file_get_int (file, "initiative-two-start");
  out->init_three_start = adj_rule_file_has_constant (file, "initiative-three-start")
    ? adj_rule_file_get_int (file, "initiative-three-start") : out->init_two_start;
}

/**
 * adj_wif_threshold:
 * @rules: the rules
 * @n_sides: the number of sides
 *
 * Returns: the turn end number to reach: the table's values for two and three
 *   sides, otherwise ceil (per-side x @n_sides)
 */
int
adj_wif_threshold (const AdjWifRules *rules,
                   int                n_sides)
{
  if (n_sides == 2)
    return rules->threshold_two;
  if (n_sides == 3)
    return rules->threshold_three;
  /* 27.5 x N is exact in binary for these N; the epsilon guards other values */
  return (int) ceil (rules->threshold_per_side * n_sides - 1e-9);
}

/**
 * adj_wif_impulse_added:
 * @faces: (array length=n_faces): the faces of the turn end dice
 * @n_faces: how many dice (k)
 * @m: the pass bonus of the moving side
 *
 * Returns: what the impulse adds to the turn end number: sum (faces) + k x m
 */
int
adj_wif_impulse_added (const int *faces,
                       guint      n_faces,
                       int        m)
{
  int sum = 0;

  for (guint i = 0; i < n_faces; i++)
    sum += faces[i] + m;
  return sum;
}

/**
 * adj_wif_turn_ends:
 * @rules: the rules
 * @total: the turn end number after the impulse
 * @threshold: the number to reach
 * @last_face: the unmodified face of the last die
 *
 * Returns: %TRUE if the turn ends: the total reaches the threshold and the
 *   last die shows last-die-ends-from or more (pass bonuses never count here)
 */
gboolean
adj_wif_turn_ends (const AdjWifRules *rules,
                   int                total,
                   int                threshold,
                   int                last_face)
{
  return total >= threshold && last_face >= rules->last_die_ends_from;
}

/**
 * adj_wif_shortcut:
 * @total: the turn end number before the impulse
 * @threshold: the number to reach
 * @k: dice per impulse
 * @m: the pass bonus of the moving side
 * @last_die_ends_from: the lowest last die that ends the turn
 *
 * Returns: which shortcut applies before the roll
 */
AdjWifShortcut
adj_wif_shortcut (int total,
                  int threshold,
                  int k,
                  int m,
                  int last_die_ends_from)
{
  int least = total + k * (1 + m);

  if (least >= threshold)
    return ADJ_WIF_SHORTCUT_LAST_DIE_ONLY;
  /* the last die at its lowest ending face, every other die at 1 */
  if (least + (last_die_ends_from - 1) >= threshold)
    return ADJ_WIF_SHORTCUT_LAST_DIE_FIRST;
  return ADJ_WIF_SHORTCUT_NONE;
}

/* What one impulse does, for k dice and modifier m: the distribution of the
 * amount added, and for each amount still needed the chance that the impulse
 * reaches it with a high last die (ends) or with a low one (goes "over"). */
typedef struct {
  int     lo;        /* smallest amount added */
  int     hi;        /* largest amount added */
  double *pmf;       /* [hi + 1] P(added = s) */
  double *end_tail;  /* [hi + 2] P(added >= s and last die high) */
  double *over_tail; /* [hi + 2] P(added >= s and last die low) */
} Step;

static void
step_init (Step              *step,
           const AdjWifRules *rules,
           int                k,
           int                m,
           int                last_face)
{
  int d = rules->die_sides;
  int n_rest = (k - 1) * d + 1;
  g_autofree double *rest = g_new0 (double, n_rest);
  g_autofree double *tmp = g_new0 (double, n_rest);

  /* the sum of the k - 1 other dice, by convolution */
  rest[0] = 1.0;
  for (int i = 0; i < k - 1; i++)
    {
      memset (tmp, 0, sizeof (double) * n_rest);
      for (int s = 0; s < n_rest; s++)
        if (rest[s] > 0)
          for (int f = 1; f <= d && s + f < n_rest; f++)
            tmp[s + f] += rest[s] / d;
      memcpy (rest, tmp, sizeof (double) * n_rest);
    }

  step->lo = k * (1 + m);
  step->hi = k * (d + m);
  step->pmf = g_new0 (double, step->hi + 1);
  step->end_tail = g_new0 (double, step->hi + 2);
  step->over_tail = g_new0 (double, step->hi + 2);
  /* a last die already rolled (first) is certain; otherwise any face */
  for (int last = last_face > 0 ? last_face : 1; last <= (last_face > 0 ? last_face : d); last++)
    for (int s = 0; s < n_rest; s++)
      if (rest[s] > 0)
        {
          int added = last + s + k * m;
          double p = last_face > 0 ? rest[s] : rest[s] / d;

          step->pmf[added] += p;
          if (last >= rules->last_die_ends_from)
            step->end_tail[added] += p;
          else
            step->over_tail[added] += p;
        }
  for (int s = step->hi - 1; s >= 0; s--)
    {
      step->end_tail[s] += step->end_tail[s + 1];
      step->over_tail[s] += step->over_tail[s + 1];
    }
}

static void
step_clear (Step *step)
{
  g_clear_pointer (&step->pmf, g_free);
  g_clear_pointer (&step->end_tail, g_free);
  g_clear_pointer (&step->over_tail, g_free);
}

/**
 * adj_wif_odds_compute:
 * @rules: the rules
 * @total: the turn end number now
 * @threshold: the number to reach
 * @k: dice per impulse (assumed to stay for the rest of the turn)
 * @m_now: the pass bonus of the side about to roll
 * @m_later: the pass bonus assumed for every later impulse (0: nobody passes)
 * @out: (out caller-allocates): the odds; free with adj_wif_odds_clear()
 *
 * Computes the exact odds by dynamic programming over the totals below the
 * threshold, plus one state for "threshold reached, turn not ended" where
 * only the last die matters.
 */
void
adj_wif_odds_compute (const AdjWifRules *rules,
                      int                total,
                      int                threshold,
                      int                k,
                      int                m_now,
                      int                m_later,
                      AdjWifOdds        *out)
{
  adj_wif_odds_compute_known_last (rules, total, threshold, k, m_now, m_later, 0, out);
}

/**
 * adj_wif_odds_compute_known_last:
 * @rules: the rules
 * @total: the turn end number now
 * @threshold: the number to reach
 * @k: dice per impulse
 * @m_now: the pass bonus of the side about to roll
 * @m_later: the pass bonus assumed for every later impulse
 * @last_face: the coming impulse's last die when it was rolled first, or 0
 * @out: (out caller-allocates): the odds; free with adj_wif_odds_clear()
 *
 * As adj_wif_odds_compute(), with the coming impulse's last die known.
 */
void
adj_wif_odds_compute_known_last (const AdjWifRules *rules,
                                 int                total,
                                 int                threshold,
                                 int                k,
                                 int                m_now,
                                 int                m_later,
                                 int                last_face,
                                 AdjWifOdds        *out)
{
  Step steps[2] = { { 0 }, { 0 } };
  int n = MAX (threshold, 1);
  g_autofree double *p = g_new0 (double, n);
  g_autofree double *next = g_new0 (double, n);
  double over = 0.0, expected = 0.0, q;
  int d = rules->die_sides, from = rules->last_die_ends_from;
  int lo_t, hi_t;   /* the totals below the threshold that p can hold */

  g_return_if_fail (k >= 1);

  out->dist = g_array_new (FALSE, TRUE, sizeof (double));
  q = from > d ? 0.0 : (double) (d - MAX (from, 1) + 1) / d;
  step_init (&steps[0], rules, k, m_now, last_face);
  step_init (&steps[1], rules, k, m_later, 0);

  if (total >= threshold)
    {
      over = 1.0;
      lo_t = 1;
      hi_t = 0;
    }
  else
    {
      lo_t = hi_t = MAX (total, 0);
      p[lo_t] = 1.0;
    }

  /* Every impulse adds at least k (a face is at least 1, bonuses are not
   * negative), so no total stays below the threshold after @threshold
   * impulses: this loop ends, and what it leaves is exact. It runs once
   * at least, for the first impulse's known last die. */
  for (int j = 1; j == 1 || lo_t <= hi_t; j++)
    {
      const Step *st = &steps[j == 1 ? 0 : 1];
      /* a last die rolled first settles the first step's chance */
      double qj = j == 1 && last_face > 0 ? (last_face >= from ? 1.0 : 0.0) : q;
      double end = over * qj, over_next = over * (1.0 - qj);
      int next_lo = n, next_hi = -1;

      for (int t = lo_t; t <= hi_t; t++)
        {
          int need;

          if (p[t] == 0.0)
            continue;
          need = threshold - t;
          if (need <= st->hi)
            {
              int from_s = MAX (need, 0);
              end += p[t] * st->end_tail[from_s];
              over_next += p[t] * st->over_tail[from_s];
            }
          {
            double pt = p[t];
            const double *pmf = st->pmf;
            double *to = next + t;
            int s_end = MIN (st->hi, need - 1);

            for (int s = st->lo; s <= s_end; s++)
              to[s] += pt * pmf[s];
            if (st->lo <= s_end)
              {
                next_lo = MIN (next_lo, t + st->lo);
                next_hi = MAX (next_hi, t + s_end);
              }
          }
          p[t] = 0.0;
        }
      /* p is all zero again: swap in the next totals */
      {
        double *swap = p;

        p = next;
        next = swap;
      }
      lo_t = next_lo;
      hi_t = next_hi;
      over = over_next;
      g_array_append_val (out->dist, end);
      expected += j * end;
      if (lo_t > hi_t && over > 0.0)
        {
          /* Only "reached, not ended" is left: each later impulse ends the
           * turn with chance q, so impulse j + i (i >= 1) ends it with
           * over (1 - q)^(i - 1) q, whose sum of (j + i) times is
           * over (j + 1 / q). A turn that cannot end (q = 0) has no end. */
          expected = q > 0.0 ? expected + over * (j + 1.0 / q) : INFINITY;
          for (int i = 1; q > 0.0 && over * pow (1.0 - q, i - 1) >= NEGLIGIBLE && i <= 1000; i++)
            {
              double e = over * pow (1.0 - q, i - 1) * q;

              g_array_append_val (out->dist, e);
            }
        }
    }

  out->p_end = out->dist->len > 0 ? g_array_index (out->dist, double, 0) : 0.0;
  out->expected = expected;
  step_clear (&steps[0]);
  step_clear (&steps[1]);
}

/** adj_wif_odds_clear: Frees what adj_wif_odds_compute() allocated. */
void
adj_wif_odds_clear (AdjWifOdds *odds)
{
  g_clear_pointer (&odds->dist, g_array_unref);
}
