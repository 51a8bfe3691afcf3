/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-model.h"

G_BEGIN_DECLS

#define ADJ_TYPE_HISTORY (adj_history_get_type ())

G_DECLARE_FINAL_TYPE (AdjHistory, adj_history, ADJ, HISTORY, GObject)

AdjHistory *adj_history_new            (AdjModel    *model);
AdjModel   *adj_history_get_model      (AdjHistory  *self);
gboolean    adj_history_get_can_undo   (AdjHistory  *self);
gboolean    adj_history_get_can_redo   (AdjHistory  *self);
const char *adj_history_get_undo_label (AdjHistory  *self);
const char *adj_history_get_redo_label (AdjHistory  *self);
gboolean    adj_history_undo           (AdjHistory  *self,
                                        GError     **error);
gboolean    adj_history_redo           (AdjHistory  *self,
                                        GError     **error);
void        adj_history_record         (AdjHistory  *self,
                                        const char  *label);
void        adj_history_forget         (AdjHistory  *self);
const char *adj_history_get_current    (AdjHistory  *self);
gsize       adj_history_get_memory     (AdjHistory  *self);
guint       adj_history_get_undo_step  (AdjHistory  *self);
guint       adj_history_get_redo_step  (AdjHistory  *self);

G_END_DECLS
