/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

#include "adj-roll.h"

G_BEGIN_DECLS

#define ADJ_TYPE_ROLL_LOG (adj_roll_log_get_type ())

G_DECLARE_FINAL_TYPE (AdjRollLog, adj_roll_log, ADJ, ROLL_LOG, GObject)

AdjRollLog *adj_roll_log_new         (void);
void        adj_roll_log_append      (AdjRollLog  *self,
                                      AdjRoll     *roll);
void        adj_roll_log_clear       (AdjRollLog  *self);
/* says a roll's purpose, or who rolled it */
typedef char *(*AdjRollWords) (AdjRoll  *roll,
                               gboolean  who,
                               gpointer  data);

char       *adj_roll_log_to_csv      (AdjRollLog  *self);
char       *adj_roll_log_to_csv_worded (AdjRollLog   *self,
                                      AdjRollWords  words,
                                      gpointer      data);
void        adj_roll_log_save        (AdjRollLog  *self,
                                      xmlNode     *parent);
gboolean    adj_roll_log_load        (AdjRollLog  *self,
                                      xmlNode     *node,
                                      GError     **error);

G_END_DECLS
