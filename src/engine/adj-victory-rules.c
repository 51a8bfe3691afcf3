/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-victory-rules.h"

/* The WiF-H victory point rule (section 2.0), as pure functions: the model
 * and the tests call them, the numbers come from the tables. */

/**
 * adj_victory_points_for_run:
 * @value: the target's full value (1, 3 or 9)
 * @run: consecutive turns held
 * @full_turns: turns held for the full value (3)
 *
 * Returns: floor (@value × min (@run, @full_turns) / @full_turns)
 */
int
adj_victory_points_for_run (int value,
                            int run,
                            int full_turns)
{
  g_return_val_if_fail (full_turns > 0, 0);

  if (run <= 0 || value <= 0)
    return 0;
  return value * MIN (run, full_turns) / full_turns;
}

/**
 * adj_victory_credit_turns:
 * @held: (array length=n_turns): 1 where the target was held at the end of a turn
 * @n_turns: the number of turns
 * @value: the target's full value
 * @full_turns: turns held for the full value
 * @credit: (out caller-allocates) (array length=n_turns) (nullable): the points
 *   credited at the end of each turn
 * @run: (out caller-allocates) (array length=n_turns) (nullable): the run of
 *   consecutive turns held that ends at each turn (0 where not held)
 *
 * Credits a target turn by turn: the target is worth the points of its best
 * run so far; a turn credits what that run adds to the points already earned,
 * so earlier credit is never lost and never counted twice.
 *
 * Returns: the points earned over all the turns
 */
int
adj_victory_credit_turns (const guint8 *held,
                          guint         n_turns,
                          int           value,
                          int           full_turns,
                          int          *credit,
                          int          *run)
{
  int earned = 0;
  int current = 0;

  g_return_val_if_fail (held != NULL || n_turns == 0, 0);
  g_return_val_if_fail (full_turns > 0, 0);

  for (guint i = 0; i < n_turns; i++)
    {
      int points;
      int gain = 0;

      current = held[i] ? current + 1 : 0;
      points = adj_victory_points_for_run (value, current, full_turns);
      if (points > earned)
        {
          gain = points - earned;
          earned = points;
        }
      if (credit)
        credit[i] = gain;
      if (run)
        run[i] = current;
    }
  return earned;
}

/**
 * adj_victory_state:
 * @held: held at the end of the turn
 * @run: consecutive turns held up to this one
 * @points: points earned up to and including this turn
 * @value: the target's full value
 * @full_turns: turns held for the full value
 *
 * Returns: the state the map shows
 */
AdjVictoryState
adj_victory_state (gboolean held,
                   int      run,
                   int      points,
                   int      value,
                   int      full_turns)
{
  if (value > 0 && points >= value)
    return ADJ_VICTORY_STATE_FULL;
  if (!held || run <= 0)
    return ADJ_VICTORY_STATE_NOT_HELD;
  if (run >= full_turns)
    return ADJ_VICTORY_STATE_FULL;
  /* Runs shorter than the full number of turns: 1/3 then 2/3 (with the
   * default 3 turns); with a house rule of more turns, the later ones
   * show as two thirds until full. */
  return run * 3 < full_turns * 2 ? ADJ_VICTORY_STATE_RUN_ONE_THIRD : ADJ_VICTORY_STATE_RUN_TWO_THIRDS;
}

/**
 * adj_victory_state_runs:
 * @state: a state of a held target short of full credit
 * @full_turns: turns held for the full value
 * @min_run: (out): the shortest run that shows as @state
 * @max_run: (out): the longest one
 *
 * Which runs of turns held a partial state stands for (what the map's
 * legend says): with 3 turns for full credit, one third is a run of 1 and
 * two thirds a run of 2, as adj_victory_state() decides.
 *
 * Returns: %FALSE if no run shows as @state (then the runs are 0)
 */
gboolean
adj_victory_state_runs (AdjVictoryState state,
                        int             full_turns,
                        int            *min_run,
                        int            *max_run)
{
  int lo = 0, hi = 0;

  g_return_val_if_fail (min_run != NULL && max_run != NULL, FALSE);

  for (int run = 1; run < full_turns; run++)
    if (adj_victory_state (TRUE, run, 0, 1, full_turns) == state)
      {
        lo = lo ? lo : run;
        hi = run;
      }
  *min_run = lo;
  *max_run = hi;
  return lo > 0;
}
