/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define ADJ_TYPE_WIF_SIDE (adj_wif_side_get_type ())

G_DECLARE_FINAL_TYPE (AdjWifSide, adj_wif_side, ADJ, WIF_SIDE, GObject)

guint       adj_wif_side_get_index      (AdjWifSide *self);
const char *adj_wif_side_get_id         (AdjWifSide *self);
const char *adj_wif_side_get_name       (AdjWifSide *self);
int         adj_wif_side_get_box        (AdjWifSide *self);
int         adj_wif_side_get_bonus      (AdjWifSide *self);
int         adj_wif_side_get_roll       (AdjWifSide *self);
int         adj_wif_side_get_roll_bonus (AdjWifSide *self);
int         adj_wif_side_get_rank       (AdjWifSide *self);
gboolean    adj_wif_side_get_can_reroll (AdjWifSide *self);
int         adj_wif_side_get_impulses   (AdjWifSide *self);

/* for the track, which keeps its sides in step */
AdjWifSide *adj_wif_side_new            (guint       index,
                                         const char *id,
                                         const char *name);
void        adj_wif_side_sync           (AdjWifSide *self,
                                         int         box,
                                         int         bonus,
                                         int         roll,
                                         int         roll_bonus,
                                         int         rank,
                                         gboolean    can_reroll,
                                         int         impulses);

G_END_DECLS
