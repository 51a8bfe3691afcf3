/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* A fixed script that plays World in Flames through the model's API: the same
 * steps give the same states. Used by the kill test and the fuzz seeds. */

#include "adj-wif-track.h"

static inline void
adj_test_wif_step (AdjWifTrack *track,
                   guint        i)
{
  int order[2] = { i % 2, 1 - i % 2 };
  int faces[8];
  int n;

  switch (adj_wif_track_get_phase (track))
    {
    case ADJ_WIF_PHASE_INITIATIVE:
    case ADJ_WIF_PHASE_CHOOSE:
      adj_wif_track_set_order (track, order, 2, NULL);
      return;
    case ADJ_WIF_PHASE_TURN_OVER:
      adj_wif_track_next_turn (track, NULL);
      return;
    case ADJ_WIF_PHASE_IMPULSES:
    default:
      break;
    }
  if (i % 5 == 0)
    adj_wif_track_set_k (track, 1 + i % 4, NULL);
  n = adj_wif_track_get_dice_to_roll (track);
  for (int j = 0; j < n && j < 8; j++)
    faces[j] = 1 + (int) ((i * 7 + j * 3) % 10);
  adj_wif_track_record_impulse (track, faces, MIN (n, 8), NULL);
}
