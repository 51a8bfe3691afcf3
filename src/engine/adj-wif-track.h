/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "adj-dice.h"
#include "adj-model.h"
#include "adj-rulebook.h"
#include "adj-wif-rules.h"

G_BEGIN_DECLS

/**
 * AdjWifPhase:
 * @ADJ_WIF_PHASE_INITIATIVE: the sides roll for initiative
 * @ADJ_WIF_PHASE_CHOOSE: the rolls are in; the winners choose the move order
 *   (a side in a reroll box may still demand a reroll)
 * @ADJ_WIF_PHASE_IMPULSES: impulses are played and the turn end dice rolled
 * @ADJ_WIF_PHASE_TURN_OVER: the turn has ended; the markers have moved
 */
typedef enum {
  ADJ_WIF_PHASE_INITIATIVE,
  ADJ_WIF_PHASE_CHOOSE,
  ADJ_WIF_PHASE_IMPULSES,
  ADJ_WIF_PHASE_TURN_OVER,
} AdjWifPhase;

#define ADJ_WIF_MAX_SIDES 6
/* The highest turn end number a game may agree on. */
#define ADJ_WIF_MAX_THRESHOLD 999

#define ADJ_TYPE_WIF_TRACK (adj_wif_track_get_type ())

G_DECLARE_FINAL_TYPE (AdjWifTrack, adj_wif_track, ADJ, WIF_TRACK, GObject)

AdjWifTrack       *adj_wif_track_new                (AdjRulebook  *rulebook,
                                                     AdjDice      *dice);
AdjModel          *adj_wif_track_new_model          (AdjRulebook  *rulebook,
                                                     AdjDice      *dice);
const AdjWifRules *adj_wif_track_get_rules          (AdjWifTrack  *self);
guint              adj_wif_track_get_revision       (AdjWifTrack  *self);

/* set-up */
int                adj_wif_track_get_n_sides        (AdjWifTrack  *self);
gboolean           adj_wif_track_set_n_sides        (AdjWifTrack  *self,
                                                     int           n_sides,
                                                     GError      **error);
const char        *adj_wif_track_get_side_name      (AdjWifTrack  *self,
                                                     int           side);
guint              adj_wif_track_get_n_mps          (AdjWifTrack  *self);
const char        *adj_wif_track_get_mp_name        (AdjWifTrack  *self,
                                                     guint         mp);
int                adj_wif_track_get_mp_bonus       (AdjWifTrack  *self,
                                                     guint         mp);
int                adj_wif_track_get_mp_side        (AdjWifTrack  *self,
                                                     guint         mp);
void               adj_wif_track_set_mp_side        (AdjWifTrack  *self,
                                                     guint         mp,
                                                     int           side);
gboolean           adj_wif_track_get_mp_at_war      (AdjWifTrack  *self,
                                                     guint         mp);
void               adj_wif_track_set_mp_at_war      (AdjWifTrack  *self,
                                                     guint         mp,
                                                     gboolean      at_war);
int                adj_wif_track_get_k              (AdjWifTrack  *self);
gboolean           adj_wif_track_set_k              (AdjWifTrack  *self,
                                                     int           k,
                                                     GError      **error);
int                adj_wif_track_get_threshold      (AdjWifTrack  *self);
int                adj_wif_track_get_rules_threshold (AdjWifTrack *self);
gboolean           adj_wif_track_set_threshold_override (AdjWifTrack *self,
                                                     int           threshold,
                                                     GError      **error);

/* the turn */
int                adj_wif_track_get_turn           (AdjWifTrack  *self);
AdjWifPhase        adj_wif_track_get_phase          (AdjWifTrack  *self);
int                adj_wif_track_get_ten            (AdjWifTrack  *self);
gboolean           adj_wif_track_get_ten_at_least   (AdjWifTrack  *self);
const int         *adj_wif_track_get_order          (AdjWifTrack  *self,
                                                     int          *n_order);
gboolean           adj_wif_track_set_order          (AdjWifTrack  *self,
                                                     const int    *order,
                                                     int           n_order,
                                                     GError      **error);
int                adj_wif_track_get_side_to_move   (AdjWifTrack  *self);
gboolean           adj_wif_track_get_pass           (AdjWifTrack  *self,
                                                     guint         mp);
void               adj_wif_track_set_pass           (AdjWifTrack  *self,
                                                     guint         mp,
                                                     gboolean      passes);
int                adj_wif_track_get_pass_bonus     (AdjWifTrack  *self);
AdjWifShortcut     adj_wif_track_get_shortcut       (AdjWifTrack  *self);
int                adj_wif_track_get_dice_to_roll   (AdjWifTrack  *self);
gboolean           adj_wif_track_last_die_decides   (AdjWifTrack  *self,
                                                     int           last_face);
gboolean           adj_wif_track_record_impulse     (AdjWifTrack  *self,
                                                     const int    *faces,
                                                     guint         n_faces,
                                                     GError      **error);
gboolean           adj_wif_track_next_turn          (AdjWifTrack  *self,
                                                     GError      **error);
const char        *adj_wif_track_get_result_text    (AdjWifTrack  *self);
const char        *adj_wif_track_get_advice_text    (AdjWifTrack  *self);
int                adj_wif_track_count_impulses     (AdjWifTrack  *self,
                                                     int           side);
GListModel        *adj_wif_track_get_impulses       (AdjWifTrack  *self);
GListModel        *adj_wif_track_get_turns          (AdjWifTrack  *self);

/* odds */
double             adj_wif_track_get_p_end          (AdjWifTrack  *self);
double             adj_wif_track_get_expected_left  (AdjWifTrack  *self);
GArray            *adj_wif_track_get_odds_dist      (AdjWifTrack  *self);

/* initiative */
guint              adj_wif_track_get_n_boxes        (AdjWifTrack  *self);
const char        *adj_wif_track_get_box_label      (AdjWifTrack  *self,
                                                     guint         box);
int                adj_wif_track_get_box_bonus      (AdjWifTrack  *self,
                                                     guint         box);
int                adj_wif_track_get_box            (AdjWifTrack  *self,
                                                     int           side);
void               adj_wif_track_set_box            (AdjWifTrack  *self,
                                                     int           side,
                                                     int           box);
int                adj_wif_track_get_initiative_bonus (AdjWifTrack *self,
                                                     int           side);
gboolean           adj_wif_track_box_allows_reroll  (AdjWifTrack  *self,
                                                     int           box);
gboolean           adj_wif_track_roll_initiative    (AdjWifTrack  *self,
                                                     const int    *faces,
                                                     guint         n_faces,
                                                     GError      **error);
int                adj_wif_track_get_initiative_roll (AdjWifTrack *self,
                                                     int           side);
int                adj_wif_track_get_initiative_total (AdjWifTrack *self,
                                                     int           side);
int                adj_wif_track_get_initiative_roll_bonus (AdjWifTrack *self,
                                                     int           side);
int                adj_wif_track_get_rank           (AdjWifTrack  *self,
                                                     int           side);
int                adj_wif_track_get_side_at_rank   (AdjWifTrack  *self,
                                                     int           rank);
gboolean           adj_wif_track_get_choosing_before (AdjWifTrack *self);
gboolean           adj_wif_track_can_demand_reroll  (AdjWifTrack  *self,
                                                     int           side);
gboolean           adj_wif_track_demand_reroll      (AdjWifTrack  *self,
                                                     int           side,
                                                     GError      **error);
gboolean           adj_wif_track_choose_first       (AdjWifTrack  *self,
                                                     gboolean      first,
                                                     GError      **error);
gboolean           adj_wif_track_choose_before      (AdjWifTrack  *self,
                                                     gboolean      before,
                                                     GError      **error);
const char        *adj_wif_track_get_initiative_text (AdjWifTrack *self);

G_END_DECLS
