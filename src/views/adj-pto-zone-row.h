/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"
#include "adj-dice-box.h"
#include "adj-pto-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_PTO_ZONE_ROW (adj_pto_zone_row_get_type ())

G_DECLARE_FINAL_TYPE (AdjPtoZoneRow, adj_pto_zone_row, ADJ, PTO_ZONE_ROW, GtkWidget)

GtkWidget  *adj_pto_zone_row_new      (AdjGame    *game,
                                       AdjPtoGame *model,
                                       AdjPtoZone *zone);
AdjPtoZone *adj_pto_zone_row_get_zone (AdjPtoZoneRow *self);

void        adj_pto_dice_box_name     (AdjDiceBox    *box,
                                       const char    *what);

G_END_DECLS
