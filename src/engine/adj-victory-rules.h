/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * AdjVictoryState:
 * @ADJ_VICTORY_STATE_NOT_HELD: not held this turn (and not at full credit)
 * @ADJ_VICTORY_STATE_RUN_ONE_THIRD: held, run worth a third of the value so far
 * @ADJ_VICTORY_STATE_RUN_TWO_THIRDS: held, run worth two thirds of the value so far
 * @ADJ_VICTORY_STATE_FULL: full credit earned (whether held now or not)
 *
 * How a target stands at the end of a turn, for the map's colours.
 */
typedef enum {
  ADJ_VICTORY_STATE_NOT_HELD,
  ADJ_VICTORY_STATE_RUN_ONE_THIRD,
  ADJ_VICTORY_STATE_RUN_TWO_THIRDS,
  ADJ_VICTORY_STATE_FULL,
} AdjVictoryState;

int             adj_victory_points_for_run (int             value,
                                            int             run,
                                            int             full_turns);
int             adj_victory_credit_turns   (const guint8   *held,
                                            guint           n_turns,
                                            int             value,
                                            int             full_turns,
                                            int            *credit,
                                            int            *run);
AdjVictoryState adj_victory_state          (gboolean        held,
                                            int             run,
                                            int             points,
                                            int             value,
                                            int             full_turns);
gboolean        adj_victory_state_runs     (AdjVictoryState state,
                                            int             full_turns,
                                            int            *min_run,
                                            int            *max_run);

G_END_DECLS
