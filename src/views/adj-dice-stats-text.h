/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "adj-dice-stats.h"

G_BEGIN_DECLS

char *adj_dice_stats_text_kind        (int                sides);
const char *adj_dice_stats_text_source (AdjDiceSource     source);
char *adj_dice_stats_text_number      (double             value);
char *adj_dice_stats_text_total       (const AdjDiceFit  *fit);
char *adj_dice_stats_text_statistic   (const AdjDiceFit  *fit);
char *adj_dice_stats_text_p_value     (const AdjDiceFit  *fit);
char *adj_dice_stats_text_verdict     (const AdjDiceFit  *fit);
char *adj_dice_stats_text_caveat      (const AdjDiceFit  *fit);
char *adj_dice_stats_text_legend      (const AdjDiceFit  *fit);
char *adj_dice_stats_text_chart_description (const AdjDiceFit *fit,
                                             AdjDiceSource     source);

G_END_DECLS
