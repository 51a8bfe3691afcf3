/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_QUICK_ROLL (adj_quick_roll_get_type ())

G_DECLARE_FINAL_TYPE (AdjQuickRoll, adj_quick_roll, ADJ, QUICK_ROLL, GtkPopover)

GtkWidget *adj_quick_roll_new      (void);
void       adj_quick_roll_set_game (AdjQuickRoll *self,
                                    AdjGame      *game);

G_END_DECLS
