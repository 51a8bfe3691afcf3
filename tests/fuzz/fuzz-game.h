/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* A game with the four real models, as register_models() in
 * src/adj-application.c builds it. Shared by the saved-game fuzzer, its seed
 * generator and the regression test. */

#include "adj-game.h"
#include "adj-pto-game.h"
#include "adj-victory-record.h"
#include "adj-wif-track.h"
#include "adj-wtj-scenario.h"

static inline AdjGame *
adj_fuzz_game_new (AdjRulebook *rb,
                   const char  *state_path)
{
  AdjGame *game = adj_game_new (rb, state_path);
  g_autoptr(AdjWifTrack) wif = adj_wif_track_new (rb, adj_game_get_dice (game));
  g_autoptr(AdjPtoGame) pto = adj_pto_game_new (rb, adj_game_get_dice (game));
  g_autoptr(AdjWtjScenario) wtj = adj_wtj_scenario_new (rb);
  g_autoptr(AdjVictoryRecord) victory = adj_victory_record_new (rb);

  adj_game_add_model (game, ADJ_MODEL (wif));
  adj_game_add_model (game, ADJ_MODEL (pto));
  adj_game_add_model (game, ADJ_MODEL (wtj));
  adj_game_add_model (game, ADJ_MODEL (victory));
  return game;
}
