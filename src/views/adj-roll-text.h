/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "adj-game.h"

G_BEGIN_DECLS

char *adj_roll_text_dup_purpose (AdjRoll *roll,
                                 AdjGame *game);
char *adj_roll_text_dup_who     (AdjRoll *roll,
                                 AdjGame *game);
char *adj_roll_text_dup_csv     (AdjGame *game);
const char *adj_roll_text_source (gboolean physical);
const char *adj_roll_text_undone (void);

G_END_DECLS
