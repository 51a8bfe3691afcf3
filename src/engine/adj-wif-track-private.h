/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the files of the AdjWifTrack class share: adj-wif-track.c (the
 * object, set-up, notification), adj-wif-track-initiative.c (initiative),
 * adj-wif-track-turn-end.c (impulses, the last die, the end of the turn)
 * and adj-wif-track-save.c (saving and loading). */

#include "adj-wif-impulse.h"
#include "adj-wif-major-power.h"
#include "adj-wif-side.h"
#include "adj-wif-track.h"
#include "adj-wif-turn.h"

G_BEGIN_DECLS

#define MAX_MPS 32
#define MAX_BOXES 16

typedef struct _AdjWifSnapCache AdjWifSnapCache;

typedef struct {
  int      side;
  guint32  passes;
  int      faces[ADJ_DICE_MAX_COUNT];
  guint    n_faces;
  int      m;
  int      added;
  int      total;
  gboolean at_least;
  gboolean ended;
} Impulse;

/* The whole game state, so that load can parse into a fresh one and swap
 * it in only when everything is valid. */
typedef struct {
  int          n_sides;
  int          threshold_override;  /* 0: the table's threshold */
  int          k;
  int          turn;
  int          ten;
  gboolean     ten_at_least;
  AdjWifPhase  phase;
  int          box[ADJ_WIF_MAX_SIDES];
  int          two_box;
  int          last_rank[ADJ_WIF_MAX_SIDES];
  int          roll[ADJ_WIF_MAX_SIDES];
  int          roll_bonus[ADJ_WIF_MAX_SIDES];  /* the box bonus when rolled */
  int          rank[ADJ_WIF_MAX_SIDES];
  int          tie_key[ADJ_WIF_MAX_SIDES];  /* the tie-break dice so far, one digit in base (die + 1) a round */
  gboolean     tie;              /* the sides ranked -1 tie and roll again */
  int          rerolls_used;
  int          highest_choice;   /* -1 not yet, 0 last, 1 first */
  int          order[ADJ_WIF_MAX_SIDES];
  int          n_order;
  guint32      passes;
  int          pending_last;     /* the last die rolled first and low, or 0 */
  int          mp_side[MAX_MPS];
  gboolean     mp_war[MAX_MPS];
  GArray      *impulses;         /* Impulse */
  GPtrArray   *turns;            /* AdjWifTurn */
} State;

/* what the properties show, compared before and after a change to notify */
typedef struct {
  int         n_sides, k, turn, phase, ten, ten_at_least, threshold, rules_threshold;
  int         side_to_move, pass_bonus, shortcut, dice_to_roll, pending_last;
  int         outcome, advice, initiative_step, n_order;
  int         order[ADJ_WIF_MAX_SIDES];
  double      p_end, expected;
} Seen;

struct _AdjWifTrack
{
  GObject      parent_instance;

  AdjRulebook *rulebook;
  AdjDice     *dice;
  AdjRuleFile *file;
  AdjWifRules  rules;

  /* from the tables */
  guint        n_mps;
  char        *mp_id[MAX_MPS];
  char        *mp_name[MAX_MPS];
  int          mp_bonus[MAX_MPS];
  int          mp_side_two[MAX_MPS];
  int          mp_side_three[MAX_MPS];
  int          n_table_sides;
  char        *side_id[ADJ_WIF_MAX_SIDES];
  char        *side_name[ADJ_WIF_MAX_SIDES];
  guint        n_boxes;
  int          box_bonus[MAX_BOXES];
  gboolean     box_reroll[MAX_BOXES];
  char        *box_label[MAX_BOXES];
  guint        n_two_boxes;

  State       *st;
  GListStore  *impulses;
  GListStore  *turns;
  GListStore  *sides;
  GListStore  *mps;
  AdjWifSide  *side_items[ADJ_WIF_MAX_SIDES];
  AdjCalendar *calendar;       /* shared with the victory record */

  /* derived */
  AdjWifOdds   odds;
  AdjWifSnapCache *snap_cache;   /* the parts of the snapshot text, see adj_wif_track_snapshot() */
};

State         *adj_wif_state_new              (void);
void           adj_wif_state_free             (State        *st);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (State, adj_wif_state_free)

void           adj_wif_track_see              (AdjWifTrack  *self,
                                               Seen         *seen);
void           adj_wif_track_changed          (AdjWifTrack  *self,
                                               const Seen   *before,
                                               const char   *label);
void           adj_wif_track_swap_state       (AdjWifTrack  *self,
                                               State        *st);
void           adj_wif_track_clear_initiative (State        *st);
void           adj_wif_track_start_turn       (State        *st);
int            adj_wif_track_side_to_move     (State        *st);
int            adj_wif_track_pass_bonus_of    (AdjWifTrack  *self,
                                               State        *st,
                                               int           side,
                                               guint32       passes);
AdjWifImpulse *adj_wif_track_impulse_item     (AdjWifTrack  *self,
                                               State        *st,
                                               guint         i);
gboolean       adj_wif_track_check_order      (State        *st,
                                               const int    *order,
                                               int           n_order,
                                               GError      **error);
/* state by index, for the items and the track's own files */
int            adj_wif_track_get_box          (AdjWifTrack  *self,
                                               int           side);
int            adj_wif_track_get_initiative_bonus (AdjWifTrack *self,
                                               int           side);
gboolean       adj_wif_track_can_demand_reroll (AdjWifTrack *self,
                                               int           side);
int            adj_wif_track_count_impulses   (AdjWifTrack  *self,
                                               int           side);
gboolean       adj_wif_track_get_choosing_before (AdjWifTrack *self);
gboolean       adj_wif_track_get_mp_at_war    (AdjWifTrack  *self,
                                               guint         mp);

void           adj_wif_track_save_state       (AdjModel     *model,
                                               xmlNode      *node);
char          *adj_wif_track_snapshot         (AdjModel     *model);
void           adj_wif_snap_cache_free        (AdjWifSnapCache *cache);
gboolean       adj_wif_track_load_state       (AdjModel     *model,
                                               xmlNode      *node,
                                               GError      **error);

G_END_DECLS
