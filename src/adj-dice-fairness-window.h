/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "adj-roll-log.h"

G_BEGIN_DECLS

#define ADJ_TYPE_DICE_FAIRNESS_WINDOW (adj_dice_fairness_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjDiceFairnessWindow, adj_dice_fairness_window, ADJ, DICE_FAIRNESS_WINDOW, AdwWindow)

AdjDiceFairnessWindow *adj_dice_fairness_window_new        (AdjRollLog             *log);
GBytes                *adj_dice_fairness_window_render_png (AdjDiceFairnessWindow  *self,
                                                            GError                **error);
gboolean               adj_dice_fairness_window_export     (AdjDiceFairnessWindow  *self,
                                                            GFile                  *file,
                                                            GError                **error);

G_END_DECLS
