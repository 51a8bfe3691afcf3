/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Measures how long the exact World in Flames turn end odds take, for every
 * state a game can reach: prints the figures (not a timed test). */
#include "config.h"

#include "adj-test-utils.h"
#include "adj-wif-rules.h"

int
main (void)
{
  g_autoptr(AdjRulebook) rb = adj_rulebook_new (NULL);
  AdjWifRules rules;
  double worst = 0, sum = 0;
  int n = 0, worst_k = 0, worst_total = 0, worst_sides = 0;

  if (!adj_rulebook_load (rb, NULL))
    return 1;
  adj_wif_rules_read (adj_rulebook_get_file (rb, "wif"), &rules);
  for (int sides = rules.sides_min; sides <= rules.sides_max; sides++)
    {
      int threshold = adj_wif_threshold (&rules, sides);

      for (int k = rules.k_min; k <= rules.k_max; k++)
        for (int total = 0; total <= threshold; total++)
          for (int m = 0; m <= 9; m += 3)
            {
              double us = G_MAXDOUBLE;

              /* the best of five runs: the figure is the work, not the
               * scheduler's interruptions */
              for (int run = 0; run < 5; run++)
                {
                  AdjWifOdds odds;
                  gint64 t0 = g_get_monotonic_time ();

                  adj_wif_odds_compute (&rules, total, threshold, k, m, 0, &odds);
                  us = MIN (us, (double) (g_get_monotonic_time () - t0));
                  adj_wif_odds_clear (&odds);
                }
              sum += us;
              n++;
              if (us > worst)
                {
                  worst = us;
                  worst_k = k;
                  worst_total = total;
                  worst_sides = sides;
                }
            }
    }
  g_print ("wif odds: %d states (best of 5 runs each): mean %.1f us, worst %.1f us (%d sides, threshold %d, total %d, k %d; goal <= 1 ms)\n",
           n, sum / n, worst, worst_sides, adj_wif_threshold (&rules, worst_sides), worst_total, worst_k);
  return 0;
}
