/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "adj-dice.h"
#include "adj-history.h"
#include "adj-model.h"
#include "adj-roll-log.h"
#include "adj-rulebook.h"

G_BEGIN_DECLS

#define ADJ_TYPE_GAME (adj_game_get_type ())

G_DECLARE_FINAL_TYPE (AdjGame, adj_game, ADJ, GAME, GObject)

AdjGame     *adj_game_new              (AdjRulebook  *rulebook,
                                        const char   *state_path);
AdjRulebook *adj_game_get_rulebook     (AdjGame      *self);
AdjDice     *adj_game_get_dice         (AdjGame      *self);
AdjRollLog  *adj_game_get_roll_log     (AdjGame      *self);
const char  *adj_game_get_state_path   (AdjGame      *self);
const char  *adj_game_get_save_error   (AdjGame      *self);
const char  *adj_game_get_file         (AdjGame      *self);
void         adj_game_add_model        (AdjGame      *self,
                                        AdjModel     *model);
AdjModel    *adj_game_get_model        (AdjGame      *self,
                                        const char   *id);
AdjHistory  *adj_game_get_history      (AdjGame      *self,
                                        const char   *id);
GPtrArray   *adj_game_get_models       (AdjGame      *self);
gboolean     adj_game_restore          (AdjGame      *self,
                                        GError      **error);
gboolean     adj_game_save             (AdjGame      *self,
                                        GError      **error);
gboolean     adj_game_save_to          (AdjGame      *self,
                                        const char   *path,
                                        GError      **error);
gboolean     adj_game_save_as          (AdjGame      *self,
                                        const char   *path,
                                        GError      **error);
gboolean     adj_game_open             (AdjGame      *self,
                                        const char   *path,
                                        GError      **error);
gboolean     adj_game_load_data        (AdjGame      *self,
                                        const char   *data,
                                        gsize         len,
                                        const char   *name,
                                        GError      **error);
char        *adj_game_serialize        (AdjGame      *self,
                                        gsize        *len);
gboolean     adj_game_lock             (AdjGame      *self,
                                        GError      **error);
gboolean     adj_game_get_read_only    (AdjGame      *self);
char        *adj_game_open_copy        (AdjGame      *self,
                                        GError      **error);
gboolean     adj_game_flush            (AdjGame      *self);
void         adj_game_wait_for_writes  (AdjGame      *self);
void         adj_game_new_game         (AdjGame      *self);
void         adj_game_undo_new_game    (AdjGame      *self);
gboolean     adj_game_undo_replace     (AdjGame      *self);

G_END_DECLS
