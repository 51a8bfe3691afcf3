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
void        adj_roll_log_take_pending (AdjRollLog *self,
                                      const char  *aid,
                                      guint        step);
void        adj_roll_log_set_step_undone (AdjRollLog *self,
                                      guint        step,
                                      gboolean     undone);
/* the words of a roll's CSV line that depend on the reader's language */
typedef enum {
  ADJ_ROLL_WORD_PURPOSE,   /* what the roll was for */
  ADJ_ROLL_WORD_WHO,       /* who rolled */
  ADJ_ROLL_WORD_SOURCE,    /* real dice or the program */
  ADJ_ROLL_WORD_STATE,     /* undone, or "" */
} AdjRollWord;

typedef char *(*AdjRollWords) (AdjRoll     *roll,
                               AdjRollWord  word,
                               gpointer     data);

/* the columns of the roll log's CSV */
#define ADJ_ROLL_LOG_CSV_COLUMNS 10

char       *adj_roll_log_to_csv      (AdjRollLog  *self);
char       *adj_roll_log_to_csv_worded (AdjRollLog         *self,
                                      const char * const *header,
                                      AdjRollWords        words,
                                      gpointer            data);
void        adj_roll_log_save        (AdjRollLog  *self,
                                      xmlNode     *parent);
typedef struct _AdjRollLogText AdjRollLogText;

AdjRollLogText *adj_roll_log_dup_text (AdjRollLog     *self);
void        adj_roll_log_text_write  (AdjRollLogText *text,
                                      GString        *out);
void        adj_roll_log_keep_text   (AdjRollLog     *self,
                                      AdjRollLogText *text);
void        adj_roll_log_text_free   (AdjRollLogText *text);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjRollLogText, adj_roll_log_text_free)
char       *adj_roll_log_take_changes (AdjRollLog *self,
                                       gsize      *len);
void        adj_roll_log_forget_changes (AdjRollLog *self);
gboolean    adj_roll_log_apply_changes (AdjRollLog  *self,
                                        const char  *data,
                                        gsize        len,
                                        GError     **error);
gboolean    adj_roll_log_load        (AdjRollLog  *self,
                                      xmlNode     *node,
                                      GError     **error);

G_END_DECLS
