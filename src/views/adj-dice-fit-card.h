/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-dice-stats.h"

G_BEGIN_DECLS

#define ADJ_TYPE_DICE_FIT_CARD (adj_dice_fit_card_get_type ())

G_DECLARE_FINAL_TYPE (AdjDiceFitCard, adj_dice_fit_card, ADJ, DICE_FIT_CARD, GtkBox)

int           adj_dice_fit_card_get_sides  (AdjDiceFitCard   *self);
AdjDiceSource adj_dice_fit_card_get_source (AdjDiceFitCard   *self);
void          adj_dice_fit_card_set_fit    (AdjDiceFitCard   *self,
                                            const AdjDiceFit *fit);

G_END_DECLS
