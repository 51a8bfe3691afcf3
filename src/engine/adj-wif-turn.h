/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define ADJ_TYPE_WIF_TURN (adj_wif_turn_get_type ())

G_DECLARE_FINAL_TYPE (AdjWifTurn, adj_wif_turn, ADJ, WIF_TURN, GObject)

AdjWifTurn *adj_wif_turn_new            (int          number,
                                         int          n_impulses,
                                         int          total,
                                         gboolean     at_least,
                                         const int   *counts,
                                         const int   *moves,
                                         int          n_sides);
int         adj_wif_turn_get_number     (AdjWifTurn  *self);
int         adj_wif_turn_get_n_impulses (AdjWifTurn  *self);
int         adj_wif_turn_get_total      (AdjWifTurn  *self);
gboolean    adj_wif_turn_get_at_least   (AdjWifTurn  *self);
int         adj_wif_turn_get_n_sides    (AdjWifTurn  *self);
const int  *adj_wif_turn_get_counts     (AdjWifTurn  *self);
const int  *adj_wif_turn_get_moves      (AdjWifTurn  *self);
gboolean    adj_wif_turn_equal          (gconstpointer a,
                                         gconstpointer b);

G_END_DECLS
