/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "adj-rule-file.h"

G_BEGIN_DECLS

/**
 * AdjWifShortcut:
 * @ADJ_WIF_SHORTCUT_NONE: every face counts
 * @ADJ_WIF_SHORTCUT_LAST_DIE_ONLY: (a) the total reaches the threshold whatever the
 *   faces: only the last die matters and it may be rolled alone
 * @ADJ_WIF_SHORTCUT_LAST_DIE_FIRST: (b) a high last die ends the turn whatever the
 *   other faces: players may roll the last die first
 */
typedef enum {
  ADJ_WIF_SHORTCUT_NONE,
  ADJ_WIF_SHORTCUT_LAST_DIE_ONLY,
  ADJ_WIF_SHORTCUT_LAST_DIE_FIRST,
} AdjWifShortcut;

/**
 * AdjWifRules:
 *
 * The numbers of the accumulated turn end, read from the "wif" table file.
 */
typedef struct {
  int    threshold_two;
  int    threshold_three;
  double threshold_per_side;
  int    last_die_ends_from;
  int    die_sides;
  int    k_min;
  int    k_max;
  int    sides_min;
  int    sides_max;
  int    init_die_sides;
  int    init_shift;
  int    rerolls_per_turn;
  int    init_two_start;
  int    init_three_start;
} AdjWifRules;

/**
 * AdjWifOdds:
 * @p_end: the probability that the coming impulse ends the turn
 * @expected: the expected number of impulses left, the coming one included
 * @dist: (element-type double): P(the turn ends on the j-th impulse from now), j = 1..
 */
typedef struct {
  double  p_end;
  double  expected;
  GArray *dist;
} AdjWifOdds;

void           adj_wif_rules_read       (AdjRuleFile        *file,
                                         AdjWifRules        *out);
int            adj_wif_threshold        (const AdjWifRules  *rules,
                                         int                 n_sides);
int            adj_wif_impulse_added    (const int          *faces,
                                         guint               n_faces,
                                         int                 m);
gboolean       adj_wif_turn_ends        (const AdjWifRules  *rules,
                                         int                 total,
                                         int                 threshold,
                                         int                 last_face);
AdjWifShortcut adj_wif_shortcut         (int                 total,
                                         int                 threshold,
                                         int                 k,
                                         int                 m,
                                         int                 last_die_ends_from);
void           adj_wif_odds_compute     (const AdjWifRules  *rules,
                                         int                 total,
                                         int                 threshold,
                                         int                 k,
                                         int                 m_now,
                                         int                 m_later,
                                         AdjWifOdds         *out);
void           adj_wif_odds_compute_known_last (const AdjWifRules *rules,
                                         int                 total,
                                         int                 threshold,
                                         int                 k,
                                         int                 m_now,
                                         int                 m_later,
                                         int                 last_face,
                                         AdjWifOdds         *out);
void           adj_wif_odds_clear       (AdjWifOdds         *odds);

G_END_DECLS
