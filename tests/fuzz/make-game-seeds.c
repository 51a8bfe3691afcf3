/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writes saved games for the fuzz-game seed corpus: each model played a little
 * through its API, one file after each few changes.
 * Usage: make-game-seeds DIR (tests/fuzz/corpus-game/ holds the result). */

#include "config.h"

#include <glib/gstdio.h>

#include "adj-test-wif-script.h"
#include "fuzz-game.h"

static void
write_seed (AdjGame    *game,
            const char *dir,
            const char *name)
{
  g_autofree char *path = g_strdup_printf ("%s/%s.adjutant", dir, name);
  g_autoptr(GError) error = NULL;

  if (!adj_game_save_to (game, path, &error))
    g_error ("%s", error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *tmp = g_dir_make_tmp ("adjutant-seeds-XXXXXX", NULL);
  g_autofree char *house = g_build_filename (tmp, "none", NULL);
  g_autofree char *state = g_build_filename (tmp, "game.adjutant", NULL);
  g_autoptr(AdjRulebook) rb = adj_rulebook_new (house);
  g_autoptr(AdjGame) game = NULL;
  g_autoptr(GError) error = NULL;
  AdjWifTrack *wif;
  AdjPtoGame *pto;
  AdjWtjScenario *wtj;
  AdjVictoryRecord *victory;
  AdjDice *dice;

  if (argc != 2)
    {
      g_printerr ("usage: %s DIR\n", argv[0]);
      return 2;
    }
  g_mkdir_with_parents (argv[1], 0755);
  if (!adj_rulebook_load (rb, &error))
    g_error ("%s", error->message);
  game = adj_fuzz_game_new (rb, state);
  wif = ADJ_WIF_TRACK (adj_game_get_model (game, "wif"));
  pto = ADJ_PTO_GAME (adj_game_get_model (game, "pto"));
  wtj = ADJ_WTJ_SCENARIO (adj_game_get_model (game, "wtj"));
  victory = ADJ_VICTORY_RECORD (adj_game_get_model (game, "victory"));
  dice = adj_game_get_dice (game);
  adj_dice_set_seed (dice, 1943);

  write_seed (game, argv[1], "new-game");

  /* World in Flames: two sides, then three, a few impulses and turns */
  for (guint i = 0; i < 12; i++)
    adj_test_wif_step (wif, i);
  write_seed (game, argv[1], "wif-impulses");
  adj_wif_track_set_n_sides (wif, 3, NULL);
  for (guint i = 0; i < 40; i++)
    adj_test_wif_step (wif, i);
  write_seed (game, argv[1], "wif-three-sides");

  /* PTO: a game started in 1942, stepped through a phase or two */
  adj_pto_game_start (pto, 1942, 1, ADJ_PTO_SIDE_JAPAN, 2, 1, NULL);
  write_seed (game, argv[1], "pto-started");
  for (guint i = 0; i < 15; i++)
    adj_pto_game_next (pto);
  write_seed (game, argv[1], "pto-stepped");

  /* WTJ 1943: settings and a few rolls */
  adj_wtj_scenario_set_setting (wtj, "units-0", "13", NULL);
  adj_wtj_scenario_set_setting (wtj, "units-1", "10", NULL);
  adj_wtj_scenario_roll (wtj, "planned-0", (int[]) { 3, 4 }, 2, NULL);
  adj_wtj_scenario_roll (wtj, "proximity", (int[]) { 5 }, 1, NULL);
  adj_wtj_scenario_add_company (wtj, 0);
  adj_wtj_scenario_next_turn (wtj);
  write_seed (game, argv[1], "wtj-rolled");

  /* WiF-H victory: a start, a few targets held, turns ended */
  adj_victory_record_set_start (victory, 1941, 5);
  for (guint t = 0; t < adj_victory_record_get_n_targets (victory) && t < 12; t += 3)
    adj_victory_record_toggle (victory, t);
  adj_victory_record_end_turn (victory);
  adj_victory_record_toggle (victory, 1);
  adj_victory_record_end_turn (victory);
  write_seed (game, argv[1], "victory-turns");

  /* some quick rolls in the log */
  for (int i = 0; i < 5; i++)
    {
      g_autoptr(AdjRoll) roll = adj_dice_roll_text (dice, i % 2 ? "2d6" : "1d10", "Quick roll",
                                                    i % 2 ? "Axis" : "Allies", i - 2, NULL, NULL);
      g_assert (roll != NULL);
    }
  write_seed (game, argv[1], "everything");
  return 0;
}
