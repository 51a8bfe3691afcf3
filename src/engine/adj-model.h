/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

#define ADJ_TYPE_MODEL (adj_model_get_type ())

G_DECLARE_INTERFACE (AdjModel, adj_model, ADJ, MODEL, GObject)

/**
 * AdjModelInterface:
 * @get_id: the model's id ("wif"); also the name of its page and of its saved element
 * @save: writes the whole state as children and attributes of @node
 * @load: replaces the state with what @node holds; on error the state must be unchanged
 * @reset: goes back to a new game
 * @snapshot: (optional) the state as adj_model_snapshot() text, byte for byte
 *   what saving into a fresh document writes, made faster (for example from
 *   the cached text of parts that did not change); %NULL: save() is used
 *
 * A game aid's state. A model calls adj_model_changed() after every change a
 * player makes; load() and reset() do not (the caller records those).
 */
struct _AdjModelInterface
{
  GTypeInterface parent_iface;

  const char *(*get_id) (AdjModel  *self);
  void        (*save)   (AdjModel  *self,
                         xmlNode   *node);
  gboolean    (*load)   (AdjModel  *self,
                         xmlNode   *node,
                         GError   **error);
  void        (*reset)  (AdjModel  *self);
  char       *(*snapshot) (AdjModel *self);
};

const char *adj_model_get_id  (AdjModel    *self);
void        adj_model_save    (AdjModel    *self,
                               xmlNode     *node);
gboolean    adj_model_load    (AdjModel    *self,
                               xmlNode     *node,
                               GError     **error);
void        adj_model_reset   (AdjModel    *self);
void        adj_model_changed (AdjModel    *self,
                               const char  *label);
char       *adj_model_snapshot (AdjModel   *self);
char       *adj_model_snapshot_plain (AdjModel *self);
gboolean    adj_model_restore (AdjModel    *self,
                               const char  *snapshot,
                               GError     **error);

G_END_DECLS
