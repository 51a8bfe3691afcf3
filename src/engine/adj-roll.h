/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define ADJ_TYPE_ROLL (adj_roll_get_type ())

G_DECLARE_FINAL_TYPE (AdjRoll, adj_roll, ADJ, ROLL, GObject)

AdjRoll    *adj_roll_new            (GDateTime  *time,
                                     const char *purpose,
                                     const char *who,
                                     const char *dice,
                                     const int  *faces,
                                     guint       n_faces,
                                     int         modifier,
                                     int         result,
                                     gboolean    physical);
GDateTime  *adj_roll_get_time       (AdjRoll    *self);
const char *adj_roll_get_purpose    (AdjRoll    *self);
const char *adj_roll_get_who        (AdjRoll    *self);
const char *adj_roll_get_dice       (AdjRoll    *self);
const int  *adj_roll_get_faces      (AdjRoll    *self,
                                     guint      *n_faces);
int         adj_roll_get_face       (AdjRoll    *self,
                                     guint       i);
guint       adj_roll_get_n_faces    (AdjRoll    *self);
int         adj_roll_get_modifier   (AdjRoll    *self);
int         adj_roll_get_result     (AdjRoll    *self);
gboolean    adj_roll_get_physical   (AdjRoll    *self);
const char *adj_roll_get_note       (AdjRoll    *self);
void        adj_roll_set_note       (AdjRoll    *self,
                                     const char *note);
char       *adj_roll_dup_faces_text (AdjRoll    *self);
char       *adj_roll_dup_time_text  (AdjRoll    *self);
gboolean    adj_roll_get_undone     (AdjRoll    *self);
void        adj_roll_set_undone     (AdjRoll    *self,
                                     gboolean    undone);
guint       adj_roll_get_step       (AdjRoll    *self);
void        adj_roll_set_step       (AdjRoll    *self,
                                     guint       step);

/* letters, digits and the three marks a topic and its facts are made of */
#define ADJ_ROLL_TOPIC_CHARS "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_."

/* ends a topic whose dice are each a roll of their own, one per fact ("wif.initiative.each"
 * with the sides as facts): the log keeps one roll per die (adj_roll_split_each_die()) */
#define ADJ_ROLL_TOPIC_EACH_DIE ".each"

gboolean            adj_roll_topic_is_valid  (const char         *topic,
                                              const char * const *args);
void                adj_roll_set_topic       (AdjRoll            *self,
                                              const char         *topic,
                                              const char * const *args);
const char         *adj_roll_get_topic       (AdjRoll            *self);
const char * const *adj_roll_get_topic_args  (AdjRoll            *self);
GPtrArray          *adj_roll_split_each_die  (AdjRoll            *self);

G_END_DECLS
