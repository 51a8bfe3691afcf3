/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-roll-log.h"

G_BEGIN_DECLS

/* the most faces a die may have to be counted (a d100 is not a die anyone
 * tests for fairness face by face) */
#define ADJ_DICE_STATS_MAX_SIDES 20

/* Cochran's rule: the chi-square test is trusted when every face is
 * expected at least this many times */
#define ADJ_DICE_STATS_MIN_EXPECTED 5.0

/**
 * AdjDiceSource:
 * @ADJ_DICE_SOURCE_VIRTUAL: faces the program rolled
 * @ADJ_DICE_SOURCE_REAL: faces the players rolled on real dice and typed in
 */
typedef enum {
  ADJ_DICE_SOURCE_VIRTUAL,
  ADJ_DICE_SOURCE_REAL,
} AdjDiceSource;

/**
 * AdjDiceVerdict:
 * @ADJ_DICE_VERDICT_NO_ROLLS: no die of the kind was rolled
 * @ADJ_DICE_VERDICT_FAIR: p >= 0.05: what fair dice show
 * @ADJ_DICE_VERDICT_SOMEWHAT_UNUSUAL: 0.01 <= p < 0.05
 * @ADJ_DICE_VERDICT_UNUSUAL: p < 0.01
 *
 * What the p-value says, before the size of the sample is weighed (see
 * #AdjDiceFit.reliable).
 */
typedef enum {
  ADJ_DICE_VERDICT_NO_ROLLS,
  ADJ_DICE_VERDICT_FAIR,
  ADJ_DICE_VERDICT_SOMEWHAT_UNUSUAL,
  ADJ_DICE_VERDICT_UNUSUAL,
} AdjDiceVerdict;

/**
 * AdjDiceFit:
 * @sides: the die's faces (6 for a d6)
 * @counts: how often each face came up: @counts[0] for face 1
 * @total: the faces counted
 * @expected: how often each face comes up on a fair die: @total / @sides
 * @chi_square: Pearson's statistic, the sum of (observed - expected)² / expected
 * @df: its degrees of freedom, @sides - 1
 * @p_value: the chance that fair dice deviate at least this much; 1 with no rolls
 * @verdict: what @p_value says
 * @reliable: whether every face is expected at least
 *   %ADJ_DICE_STATS_MIN_EXPECTED times (Cochran's rule); if not, the test says little
 *
 * A chi-square goodness-of-fit test of one kind of die against a fair one.
 */
typedef struct {
  int            sides;
  guint64        counts[ADJ_DICE_STATS_MAX_SIDES];
  guint64        total;
  double         expected;
  double         chi_square;
  int            df;
  double         p_value;
  AdjDiceVerdict verdict;
  gboolean       reliable;
} AdjDiceFit;

double   adj_dice_stats_gamma_q        (double          a,
                                        double          x);
double   adj_dice_stats_chi_square_q   (double          df,
                                        double          x);
AdjDiceVerdict adj_dice_stats_verdict  (double          p_value);
void     adj_dice_fit_compute          (AdjDiceFit     *fit,
                                        int             sides,
                                        const guint64  *counts);
int      adj_dice_stats_roll_sides     (AdjRoll        *roll);
void     adj_dice_fit_from_log         (AdjDiceFit     *fit,
                                        AdjRollLog     *log,
                                        int             sides,
                                        AdjDiceSource   source);

G_END_DECLS
