/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "adj-calendar.h"
#include "adj-dice.h"
#include "adj-limits.h"
#include "adj-model.h"
#include "adj-rulebook.h"
#include "adj-wif-impulse.h"
#include "adj-wif-major-power.h"
#include "adj-wif-rules.h"
#include "adj-wif-side.h"
#include "adj-wif-turn.h"

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

/**
 * AdjWifOutcome:
 * @ADJ_WIF_OUTCOME_ROLL_INITIATIVE: no impulse yet; initiative comes first
 * @ADJ_WIF_OUTCOME_NO_IMPULSE: the impulses have started, none played yet
 * @ADJ_WIF_OUTCOME_TURN_OVER: the last impulse ended the turn
 * @ADJ_WIF_OUTCOME_CONTINUES_REACHED: the threshold is reached but the last die was low
 * @ADJ_WIF_OUTCOME_CONTINUES: the threshold is not reached yet
 *
 * What the last impulse did; its numbers are those of the last item of
 * the impulses list and the threshold.
 */
typedef enum {
  ADJ_WIF_OUTCOME_ROLL_INITIATIVE,
  ADJ_WIF_OUTCOME_NO_IMPULSE,
  ADJ_WIF_OUTCOME_TURN_OVER,
  ADJ_WIF_OUTCOME_CONTINUES_REACHED,
  ADJ_WIF_OUTCOME_CONTINUES,
} AdjWifOutcome;

/**
 * AdjWifAdvice:
 * @ADJ_WIF_ADVICE_ROLL_INITIATIVE: each side rolls for initiative
 * @ADJ_WIF_ADVICE_TIE: a tie that no earlier turn breaks: the tied sides roll again
 * @ADJ_WIF_ADVICE_CHOOSE_ORDER: choose the move order
 * @ADJ_WIF_ADVICE_TURN_OVER: start the next turn
 * @ADJ_WIF_ADVICE_LAST_DIE_ONLY: only the last die matters: roll it alone
 * @ADJ_WIF_ADVICE_LAST_DIE_FIRST: a high last die ends the turn: roll it first
 * @ADJ_WIF_ADVICE_ROLL_DICE: roll k dice
 * @ADJ_WIF_ADVICE_ROLL_OTHER_DICE: the last die, rolled first, was low:
 *   roll the k - 1 others
 *
 * What the players do next.
 */
typedef enum {
  ADJ_WIF_ADVICE_ROLL_INITIATIVE,
  ADJ_WIF_ADVICE_TIE,
  ADJ_WIF_ADVICE_CHOOSE_ORDER,
  ADJ_WIF_ADVICE_TURN_OVER,
  ADJ_WIF_ADVICE_LAST_DIE_ONLY,
  ADJ_WIF_ADVICE_LAST_DIE_FIRST,
  ADJ_WIF_ADVICE_ROLL_DICE,
  ADJ_WIF_ADVICE_ROLL_OTHER_DICE,
} AdjWifAdvice;

/**
 * AdjWifInitiativeStep:
 * @ADJ_WIF_INITIATIVE_NOT_CHOSEN: no move order yet
 * @ADJ_WIF_INITIATIVE_CHOOSE_FIRST: the side ranked first chooses first or last
 * @ADJ_WIF_INITIATIVE_CHOOSE_BEFORE: the side ranked second chooses before or
 *   after the lowest
 * @ADJ_WIF_INITIATIVE_ORDER_SET: the move order is set
 */
typedef enum {
  ADJ_WIF_INITIATIVE_NOT_CHOSEN,
  ADJ_WIF_INITIATIVE_CHOOSE_FIRST,
  ADJ_WIF_INITIATIVE_CHOOSE_BEFORE,
  ADJ_WIF_INITIATIVE_ORDER_SET,
} AdjWifInitiativeStep;

#define ADJ_WIF_MAX_SIDES 6
/* The highest turn end number a game may agree on (see adj-limits.h). */
#define ADJ_WIF_MAX_THRESHOLD ADJ_LIMIT_WIF_THRESHOLD

#define ADJ_TYPE_WIF_TRACK (adj_wif_track_get_type ())

G_DECLARE_FINAL_TYPE (AdjWifTrack, adj_wif_track, ADJ, WIF_TRACK, GObject)

AdjWifTrack       *adj_wif_track_new                (AdjRulebook  *rulebook,
                                                     AdjDice      *dice);
AdjModel          *adj_wif_track_new_model          (AdjRulebook  *rulebook,
                                                     AdjDice      *dice);
const AdjWifRules *adj_wif_track_get_rules          (AdjWifTrack  *self);
GListModel        *adj_wif_track_get_sides          (AdjWifTrack  *self);
GListModel        *adj_wif_track_get_major_powers   (AdjWifTrack  *self);

/* set-up */
int                adj_wif_track_get_n_sides        (AdjWifTrack  *self);
gboolean           adj_wif_track_set_n_sides        (AdjWifTrack  *self,
                                                     int           n_sides,
                                                     GError      **error);
const char        *adj_wif_track_get_side_name      (AdjWifTrack  *self,
                                                     int           side);
void               adj_wif_track_set_mp_side        (AdjWifTrack  *self,
                                                     guint         mp,
                                                     int           side);
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
AdjCalendar       *adj_wif_track_get_calendar       (AdjWifTrack  *self);
void               adj_wif_track_set_calendar       (AdjWifTrack  *self,
                                                     AdjCalendar  *calendar);
int                adj_wif_track_get_turns_ended    (AdjWifTrack  *self);
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
int                adj_wif_track_get_pending_last   (AdjWifTrack  *self);
gboolean           adj_wif_track_roll_last_die_first (AdjWifTrack *self,
                                                     int           face,
                                                     GError      **error);
AdjWifOutcome      adj_wif_track_get_outcome        (AdjWifTrack  *self);
AdjWifAdvice       adj_wif_track_get_advice         (AdjWifTrack  *self);
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
void               adj_wif_track_set_box            (AdjWifTrack  *self,
                                                     int           side,
                                                     int           box);
gboolean           adj_wif_track_box_allows_reroll  (AdjWifTrack  *self,
                                                     int           box);
gboolean           adj_wif_track_roll_initiative    (AdjWifTrack  *self,
                                                     const int    *faces,
                                                     guint         n_faces,
                                                     GError      **error);
int                adj_wif_track_get_side_at_rank   (AdjWifTrack  *self,
                                                     int           rank);
int                adj_wif_track_get_tied           (AdjWifTrack  *self,
                                                     int          *sides);
gboolean           adj_wif_track_demand_reroll      (AdjWifTrack  *self,
                                                     int           side,
                                                     GError      **error);
gboolean           adj_wif_track_choose_first       (AdjWifTrack  *self,
                                                     gboolean      first,
                                                     GError      **error);
gboolean           adj_wif_track_choose_before      (AdjWifTrack  *self,
                                                     gboolean      before,
                                                     GError      **error);
AdjWifInitiativeStep adj_wif_track_get_initiative_step (AdjWifTrack *self);

G_END_DECLS
