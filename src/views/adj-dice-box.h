/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_DICE_BOX (adj_dice_box_get_type ())

G_DECLARE_FINAL_TYPE (AdjDiceBox, adj_dice_box, ADJ, DICE_BOX, GtkWidget)

AdjDiceBox *adj_dice_box_new          (void);
void        adj_dice_box_set_game     (AdjDiceBox *self,
                                       AdjGame    *game);
void        adj_dice_box_set_spec     (AdjDiceBox *self,
                                       const char *spec);
const char *adj_dice_box_get_spec     (AdjDiceBox *self);
void        adj_dice_box_set_purpose  (AdjDiceBox *self,
                                       const char *purpose);
void        adj_dice_box_set_topic    (AdjDiceBox         *self,
                                       const char         *topic,
                                       const char * const *args);
void        adj_dice_box_set_who      (AdjDiceBox *self,
                                       const char *who);
void        adj_dice_box_set_modifier (AdjDiceBox *self,
                                       int         modifier);
gboolean    adj_dice_box_get_physical (AdjDiceBox *self);
void        adj_dice_box_set_physical (AdjDiceBox *self,
                                       gboolean    physical);
AdjRoll    *adj_dice_box_roll         (AdjDiceBox *self);

G_END_DECLS
