/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once
/* Plays long games on the engine's models, for the benchmarks: @n actions
 * of World in Flames (turns of impulses), the Pacific Theater of
 * Operations (steps, replaying the war at its end) and the victory map
 * (ticks, a turn ended every 25). */

#include "adj-dice-spec.h"
#include "adj-limits.h"
#include "adj-pto-game.h"
#include "adj-victory-record.h"
#include "adj-wif-track.h"

static inline void
adj_bench_wif_to_impulses (AdjWifTrack *track)
{
  for (guint i = 0; i < 50 && adj_wif_track_get_phase (track) == ADJ_WIF_PHASE_INITIATIVE; i++)
    {
      int faces[ADJ_WIF_MAX_SIDES];
      int n = adj_wif_track_get_n_sides (track);

      for (int s = 0; s < n; s++)
        faces[s] = 1 + (i + s * 3) % 10;
      adj_wif_track_roll_initiative (track, faces, n, NULL);
    }
  for (guint i = 0; i < 4 && adj_wif_track_get_phase (track) == ADJ_WIF_PHASE_CHOOSE; i++)
    {
      if (adj_wif_track_get_initiative_step (track) == ADJ_WIF_INITIATIVE_CHOOSE_BEFORE)
        adj_wif_track_choose_before (track, TRUE, NULL);
      else
        adj_wif_track_choose_first (track, TRUE, NULL);
    }
}

/* plays @n actions, then ends the turn at hand: the game waits for the
 * initiative. A WiF game has at most ADJ_LIMIT_WIF_TURNS turns: the last
 * one is left to play, so the game may stop short of @n. Returns the
 * actions played. */
static inline guint
adj_bench_drive_wif (AdjWifTrack *wif,
                     AdjDice     *dice,
                     guint        n)
{
  AdjDiceSpec d10;
  guint done = 0;

  adj_dice_spec_parse ("1d10", &d10, NULL);
  while (done < n)
    {
      AdjWifPhase phase = adj_wif_track_get_phase (wif);

      if (phase == ADJ_WIF_PHASE_TURN_OVER)
        {
          if (n - done < 3 || adj_wif_track_get_turn (wif) >= ADJ_LIMIT_WIF_TURNS - 1
              || !adj_wif_track_next_turn (wif, NULL))
            break;
          done++;
        }
      else if (phase == ADJ_WIF_PHASE_IMPULSES)
        {
          int faces[8];
          int k = adj_wif_track_get_dice_to_roll (wif);

          for (int i = 0; i < k && i < 8; i++)
            {
              g_autoptr(AdjRoll) roll = adj_dice_roll (dice, &d10, "impulse", NULL, 0, NULL, 0, NULL);

              faces[i] = adj_roll_get_result (roll);
            }
          if (!adj_wif_track_record_impulse (wif, faces, MIN (k, 8), NULL))
            break;
          done++;
        }
      else
        {
          guint before = done;

          adj_bench_wif_to_impulses (wif);
          done += 3;
          if (adj_wif_track_get_phase (wif) != ADJ_WIF_PHASE_IMPULSES || done == before)
            break;
        }
    }
  for (guint i = 0; i < 2000 && adj_wif_track_get_phase (wif) == ADJ_WIF_PHASE_IMPULSES; i++)
    {
      int faces[8];
      int k = adj_wif_track_get_dice_to_roll (wif);

      for (int j = 0; j < k && j < 8; j++)
        faces[j] = 10;
      adj_wif_track_record_impulse (wif, faces, MIN (k, 8), NULL);
    }
  if (adj_wif_track_get_phase (wif) == ADJ_WIF_PHASE_TURN_OVER)
    adj_wif_track_next_turn (wif, NULL);
  return done;
}

static inline guint
adj_bench_drive_pto (AdjPtoGame *pto,
                     guint       n)
{
  guint done = 0;

  if (!adj_pto_game_start (pto, 1942, 1, ADJ_PTO_SIDE_JAPAN, 0, 0, NULL))
    return 0;
  while (done < n)
    {
      AdjPtoTrackEntry entry;
      const char *cells[] = { "1-6", "-", "-", NULL };

      if (!adj_pto_game_get_track_entry (pto, &entry))
        adj_pto_game_save_track_entry (pto, NULL, cells, NULL);
      if (adj_pto_game_next (pto) || adj_pto_game_skip_step (pto))
        done++;
      else
        {
          if (!adj_pto_game_start (pto, 1942, 1, ADJ_PTO_SIDE_JAPAN, 0, 0, NULL))
            break;
          done++;
        }
    }
  return done;
}

static inline void
adj_bench_drive_victory (AdjVictoryRecord *victory,
                         guint             n)
{
  guint n_targets = adj_victory_record_get_n_targets (victory);

  for (guint i = 0; i < n && n_targets > 0; i++)
    {
      if (i % 25 == 24 && adj_victory_record_get_current_turn (victory) + 1 < adj_victory_record_get_n_turns (victory))
        adj_victory_record_end_turn (victory);
      else
        adj_victory_record_toggle (victory, (i * 7) % n_targets);
    }
}
