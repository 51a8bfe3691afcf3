/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* A small AdjModel for testing the engine's history and persistence: a
 * counter and a list of names. Loading refuses negative counters. */

#include <glib-object.h>
#include <glib/gi18n.h>

#include "adj-error.h"
#include "adj-model.h"
#include "adj-xml-private.h"

#define ADJ_TYPE_TEST_MODEL (adj_test_model_get_type ())
G_DECLARE_FINAL_TYPE (AdjTestModel, adj_test_model, ADJ, TEST_MODEL, GObject)

struct _AdjTestModel
{
  GObject    parent_instance;
  char      *id;
  int        count;
  GPtrArray *names;
};

static void adj_test_model_iface_init (AdjModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjTestModel, adj_test_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_MODEL, adj_test_model_iface_init))

static const char *
test_model_get_id (AdjModel *model)
{
  return ADJ_TEST_MODEL (model)->id;
}

static void
test_model_save (AdjModel *model,
                 xmlNode  *node)
{
  AdjTestModel *self = ADJ_TEST_MODEL (model);
  g_autofree char *count = g_strdup_printf ("%d", self->count);

  xmlSetProp (node, (const xmlChar *) "count", (const xmlChar *) count);
  for (guint i = 0; i < self->names->len; i++)
    xmlNewTextChild (node, NULL, (const xmlChar *) "name",
                     (const xmlChar *) g_ptr_array_index (self->names, i));
}

static gboolean
test_model_load (AdjModel  *model,
                 xmlNode   *node,
                 GError   **error)
{
  AdjTestModel *self = ADJ_TEST_MODEL (model);
  g_autofree char *count = adj_xml_get_prop (node, "count");
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  gint64 v;

  if (count == NULL || !g_ascii_string_to_signed (count, 10, 0, 1000000, &v, NULL))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                   "line %ld: the counter “%s” is not a count", xmlGetLineNo (node), count ? count : "");
      return FALSE;
    }
  for (xmlNode *n = node->children; n; n = n->next)
    if (adj_xml_is_element (n, "name"))
      g_ptr_array_add (names, adj_xml_get_text (n));
  self->count = (int) v;
  g_ptr_array_unref (self->names);
  self->names = g_steal_pointer (&names);
  return TRUE;
}

static void
test_model_reset (AdjModel *model)
{
  AdjTestModel *self = ADJ_TEST_MODEL (model);

  self->count = 0;
  g_ptr_array_set_size (self->names, 0);
}

static void
adj_test_model_iface_init (AdjModelInterface *iface)
{
  iface->get_id = test_model_get_id;
  iface->save = test_model_save;
  iface->load = test_model_load;
  iface->reset = test_model_reset;
}

static void
adj_test_model_finalize (GObject *object)
{
  AdjTestModel *self = ADJ_TEST_MODEL (object);

  g_free (self->id);
  g_ptr_array_unref (self->names);
  G_OBJECT_CLASS (adj_test_model_parent_class)->finalize (object);
}

static void
adj_test_model_class_init (AdjTestModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_test_model_finalize;
}

static void
adj_test_model_init (AdjTestModel *self)
{
  self->names = g_ptr_array_new_with_free_func (g_free);
}

static inline AdjTestModel *
adj_test_model_new (const char *id)
{
  AdjTestModel *self = g_object_new (ADJ_TYPE_TEST_MODEL, NULL);

  self->id = g_strdup (id);
  return self;
}

/* A player action: add one and a name. */
static inline void
adj_test_model_add (AdjTestModel *self,
                    const char   *name)
{
  self->count++;
  g_ptr_array_add (self->names, g_strdup (name));
  adj_model_changed (ADJ_MODEL (self), name);
}
