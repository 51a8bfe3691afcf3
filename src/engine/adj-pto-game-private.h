/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the files of AdjPtoGame share: adj-pto-game.c (state, steps,
 * notification, saving), adj-pto-game-offensives.c (initiative and
 * offensives) and adj-pto-game-weather.c (weather and grounding). */

#include "adj-pto-game.h"

G_BEGIN_DECLS

typedef struct {
  AdjPtoTurn  turn;
  guint       step;
  AdjPtoSide  initiative;
  AdjPtoSide  naval_air_first;
  GArray     *offensives;   /* AdjPtoOffensive */
  gboolean    passed[2];
  int         bought[2];
  int         remaining[2];
  gboolean    tie_pending;
  int         tie_face[2];  /* a side's die waiting for the other's, 0: none */
  GArray     *tie_rolls;    /* int pairs: japan, allies */
  int         weather_face; /* 0: not rolled */
  char       *weather_condition;
  GHashTable *grounding;    /* zone -> GINT_TO_POINTER (2d6 total) */
  GHashTable *skipped;      /* step keys */
} State;

struct _AdjPtoGame
{
  GObject         parent_instance;

  AdjRulebook    *rulebook;
  AdjDice        *dice;
  AdjPtoCalendar *calendar;
  State           s;
  GListStore     *steps;
  GListStore     *zones;       /* AdjPtoZone */
  GValue         *last_values;
};

gboolean   adj_pto_game_fail                   (GError           **error,
                                                const char        *message);
void       adj_pto_game_changed                (AdjPtoGame        *self,
                                                const char        *label);
gboolean   adj_pto_game_get_dice_spec          (AdjPtoGame        *self,
                                                const char        *constant,
                                                AdjDiceSpec       *out,
                                                GError           **error);
gboolean   adj_pto_game_valid_side             (AdjPtoSide         side);
AdjPtoSide adj_pto_state_chooser               (const State       *s);
gboolean   adj_pto_game_step_is_choice         (AdjPtoGame        *self);
gboolean   adj_pto_game_is_offensive_sequence  (AdjPtoGame        *self,
                                                const char        *sequence);

G_END_DECLS
