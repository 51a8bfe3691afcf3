/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "adj-dice.h"
#include "adj-model.h"
#include "adj-pto-calendar.h"
#include "adj-pto-sequence.h"
#include "adj-pto-weather.h"
#include "adj-pto-zone.h"
#include "adj-rulebook.h"

G_BEGIN_DECLS

#define ADJ_TYPE_PTO_GAME (adj_pto_game_get_type ())

G_DECLARE_FINAL_TYPE (AdjPtoGame, adj_pto_game, ADJ, PTO_GAME, GObject)

AdjPtoGame           *adj_pto_game_new                  (AdjRulebook  *rulebook,
                                                         AdjDice      *dice);
AdjRulebook          *adj_pto_game_get_rulebook         (AdjPtoGame   *self);
const AdjPtoCalendar *adj_pto_game_get_calendar         (AdjPtoGame   *self);
AdjDice              *adj_pto_game_get_dice             (AdjPtoGame   *self);

/* Setup */
gboolean              adj_pto_game_start                (AdjPtoGame   *self,
                                                         int           year,
                                                         guint         slot,
                                                         AdjPtoSide    initiative,
                                                         int           japan_offensives,
                                                         int           allied_offensives,
                                                         GError      **error);

/* Calendar */
const AdjPtoTurn     *adj_pto_game_get_turn             (AdjPtoGame   *self);
int                   adj_pto_game_get_year             (AdjPtoGame   *self);
gboolean              adj_pto_game_get_seasonal         (AdjPtoGame   *self);
void                  adj_pto_game_get_next_turn        (AdjPtoGame   *self,
                                                         AdjPtoTurn   *out);

/* Stepper */
GListModel           *adj_pto_game_get_steps            (AdjPtoGame   *self);
guint                 adj_pto_game_get_step_index       (AdjPtoGame   *self);
AdjPtoStep           *adj_pto_game_get_current_step     (AdjPtoGame   *self);
gboolean              adj_pto_game_get_can_back         (AdjPtoGame   *self);
gboolean              adj_pto_game_next                 (AdjPtoGame   *self);
gboolean              adj_pto_game_back                 (AdjPtoGame   *self);
gboolean              adj_pto_game_skip_step            (AdjPtoGame   *self);
gboolean              adj_pto_game_skip_phase           (AdjPtoGame   *self);
gboolean              adj_pto_game_jump                 (AdjPtoGame   *self,
                                                         guint         index);

/* Initiative and offensives */
AdjPtoSide            adj_pto_game_get_initiative       (AdjPtoGame   *self);
AdjPtoSide            adj_pto_game_get_naval_air_first  (AdjPtoGame   *self);
gboolean              adj_pto_game_set_naval_air_first  (AdjPtoGame   *self,
                                                         AdjPtoSide    side,
                                                         GError      **error);
int                   adj_pto_game_get_remaining        (AdjPtoGame   *self,
                                                         AdjPtoSide    side);
int                   adj_pto_game_get_bought           (AdjPtoGame   *self,
                                                         AdjPtoSide    side);
gboolean              adj_pto_game_get_passed           (AdjPtoGame   *self,
                                                         AdjPtoSide    side);
int                   adj_pto_game_get_default_cost     (AdjPtoGame   *self);
AdjPtoSide            adj_pto_game_get_chooser          (AdjPtoGame   *self);
guint                 adj_pto_game_get_n_offensives     (AdjPtoGame   *self);
const AdjPtoOffensive *adj_pto_game_get_offensive       (AdjPtoGame   *self,
                                                         guint         i);
gboolean              adj_pto_game_choose_offensive     (AdjPtoGame   *self,
                                                         const char   *sequence,
                                                         int           cost,
                                                         GError      **error);
gboolean              adj_pto_game_pass_offensives      (AdjPtoGame   *self,
                                                         GError      **error);
gboolean              adj_pto_game_set_offensives_bought (AdjPtoGame  *self,
                                                         int           japan,
                                                         int           allies,
                                                         GError      **error);
gboolean              adj_pto_game_get_tie_pending      (AdjPtoGame   *self);
guint                 adj_pto_game_get_n_tie_rolls      (AdjPtoGame   *self);
void                  adj_pto_game_get_tie_roll         (AdjPtoGame   *self,
                                                         guint         i,
                                                         int          *japan,
                                                         int          *allies);
int                   adj_pto_game_get_tie_die          (AdjPtoGame   *self,
                                                         AdjPtoSide    side);
gboolean              adj_pto_game_roll_tie_die         (AdjPtoGame   *self,
                                                         AdjPtoSide    side,
                                                         int           face,
                                                         GError      **error);
gboolean              adj_pto_game_roll_initiative      (AdjPtoGame   *self,
                                                         int           japan_face,
                                                         int           allied_face,
                                                         GError      **error);

/* Weather */
char                 *adj_pto_game_dup_weather_key      (AdjPtoGame   *self);
gboolean              adj_pto_game_get_track_entry      (AdjPtoGame   *self,
                                                         AdjPtoTrackEntry *out);
gboolean              adj_pto_game_save_track_entry     (AdjPtoGame   *self,
                                                         const char   *label,
                                                         const char * const *cells,
                                                         GError      **error);
gboolean              adj_pto_game_get_needs_weather_roll (AdjPtoGame *self);
int                   adj_pto_game_get_weather_face     (AdjPtoGame   *self);
gboolean              adj_pto_game_roll_weather         (AdjPtoGame   *self,
                                                         const int    *faces,
                                                         guint         n_faces,
                                                         GError      **error);
const char           *adj_pto_game_get_weather_condition (AdjPtoGame  *self);
GListModel           *adj_pto_game_get_zones            (AdjPtoGame   *self);
GStrv                 adj_pto_game_dup_affected_zones   (AdjPtoGame   *self);
int                   adj_pto_game_get_grounding_roll   (AdjPtoGame   *self,
                                                         const char   *zone);
gboolean              adj_pto_game_get_zone_grounded    (AdjPtoGame   *self,
                                                         const char   *zone);
gboolean              adj_pto_game_roll_grounding       (AdjPtoGame   *self,
                                                         const char   *zone,
                                                         const int    *faces,
                                                         guint         n_faces,
                                                         GError      **error);

G_END_DECLS
