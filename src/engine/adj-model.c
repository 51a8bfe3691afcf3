/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-error.h"
#include "adj-model.h"
#include "adj-xml-private.h"

G_DEFINE_INTERFACE (AdjModel, adj_model, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
adj_model_default_init (AdjModelInterface *iface)
{
  /**
   * AdjModel::changed:
   * @self: the model
   * @label: what changed, for the undo menu ("Roll impulse")
   *
   * A player changed the state. The game records it for undo and saves.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

/** adj_model_get_id: Returns: (transfer none): the model's id */
const char *
adj_model_get_id (AdjModel *self)
{
  g_return_val_if_fail (ADJ_IS_MODEL (self), NULL);
  return ADJ_MODEL_GET_IFACE (self)->get_id (self);
}

/** adj_model_save: Writes the state into @node. */
void
adj_model_save (AdjModel *self,
                xmlNode  *node)
{
  g_return_if_fail (ADJ_IS_MODEL (self));
  ADJ_MODEL_GET_IFACE (self)->save (self, node);
}

/** adj_model_load: Returns: %TRUE if @node was read; on error nothing changed */
gboolean
adj_model_load (AdjModel  *self,
                xmlNode   *node,
                GError   **error)
{
  g_return_val_if_fail (ADJ_IS_MODEL (self), FALSE);
  return ADJ_MODEL_GET_IFACE (self)->load (self, node, error);
}

/** adj_model_reset: Starts a new game. */
void
adj_model_reset (AdjModel *self)
{
  g_return_if_fail (ADJ_IS_MODEL (self));
  ADJ_MODEL_GET_IFACE (self)->reset (self);
}

/**
 * adj_model_changed:
 * @self: the model
 * @label: what the player did, for the undo menu
 *
 * Models call this after each change a player makes.
 */
void
adj_model_changed (AdjModel   *self,
                   const char *label)
{
  g_return_if_fail (ADJ_IS_MODEL (self));
  g_signal_emit (self, signals[CHANGED], 0, label);
}

/**
 * adj_model_snapshot:
 * @self: the model
 *
 * Returns: (transfer full): the model's state as an XML document string
 */
char *
adj_model_snapshot (AdjModel *self)
{
  AdjModelInterface *iface;

  g_return_val_if_fail (ADJ_IS_MODEL (self), NULL);
  iface = ADJ_MODEL_GET_IFACE (self);
  return iface->snapshot ? iface->snapshot (self) : adj_model_snapshot_plain (self);
}

/**
 * adj_model_snapshot_plain:
 * @self: the model
 *
 * Returns: (transfer full): what adj_model_snapshot() returns, always made
 *   by saving the whole state into a fresh document
 */
char *
adj_model_snapshot_plain (AdjModel *self)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "model");
  xmlChar *mem = NULL;
  int size = 0;
  char *result;

  xmlDocSetRootElement (doc, root);
  xmlSetProp (root, (const xmlChar *) "id", (const xmlChar *) adj_model_get_id (self));
  adj_model_save (self, root);
  xmlDocDumpMemoryEnc (doc, &mem, &size, "UTF-8");
  result = g_strndup ((const char *) mem, size);
  xmlFree (mem);
  return result;
}

/**
 * adj_model_restore:
 * @self: the model
 * @snapshot: a string from adj_model_snapshot()
 * @error: return location for an error
 *
 * Returns: %TRUE on success
 */
gboolean
adj_model_restore (AdjModel    *self,
                   const char  *snapshot,
                   GError     **error)
{
  g_autoptr(xmlDoc) doc = adj_xml_parse_own (snapshot, strlen (snapshot), "snapshot", error);

  if (doc == NULL)
    return FALSE;
  return adj_model_load (self, xmlDocGetRootElement (doc), error);
}
