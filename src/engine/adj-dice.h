/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-dice-spec.h"
#include "adj-roll.h"
#include "adj-roll-log.h"

G_BEGIN_DECLS

#define ADJ_TYPE_DICE (adj_dice_get_type ())

G_DECLARE_FINAL_TYPE (AdjDice, adj_dice, ADJ, DICE, GObject)

AdjDice    *adj_dice_new         (AdjRollLog        *log);
AdjRollLog *adj_dice_get_log     (AdjDice           *self);
void        adj_dice_set_seed    (AdjDice           *self,
                                  guint32            seed);
int         adj_dice_face        (AdjDice           *self,
                                  int                sides);
AdjRoll    *adj_dice_roll        (AdjDice           *self,
                                  const AdjDiceSpec *spec,
                                  const char        *purpose,
                                  const char        *who,
                                  int                modifier,
                                  const int         *faces,
                                  guint              n_faces,
                                  GError           **error);
AdjRoll    *adj_dice_roll_about  (AdjDice            *self,
                                  const AdjDiceSpec  *spec,
                                  const char         *topic,
                                  const char * const *args,
                                  int                 modifier,
                                  const int          *faces,
                                  guint               n_faces,
                                  GError            **error);
AdjRoll    *adj_dice_roll_text_about (AdjDice            *self,
                                  const char         *spec_text,
                                  const char         *purpose,
                                  const char         *who,
                                  const char         *topic,
                                  const char * const *args,
                                  int                 modifier,
                                  const char         *typed_faces,
                                  GError            **error);
AdjRoll    *adj_dice_roll_text   (AdjDice           *self,
                                  const char        *spec_text,
                                  const char        *purpose,
                                  const char        *who,
                                  int                modifier,
                                  const char        *typed_faces,
                                  GError           **error);

G_END_DECLS
