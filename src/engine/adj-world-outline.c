/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <stdlib.h>

#include "adj-error.h"
#include "adj-world-outline.h"
#include "adj-xml-private.h"

/* The land outline of the victory map (data/map/world-land-110m.xml):
 * <world-outline><ring [hole="true"]>lon,lat lon,lat ...</ring>...</world-outline> */
struct _AdjWorldOutline
{
  gatomicrefcount  ref_count;
  GArray          *rings;   /* of AdjWorldRing */
  guint            n_points;
};

G_DEFINE_BOXED_TYPE (AdjWorldOutline, adj_world_outline, adj_world_outline_ref, adj_world_outline_unref)

static void
clear_ring (gpointer data)
{
  AdjWorldRing *ring = data;

  g_clear_pointer (&ring->points, g_free);
}

static gboolean
parse_number (const char  *s,
              char       **end,
              double       min,
              double       max,
              double      *out)
{
  double v;

  errno = 0;
  v = g_ascii_strtod (s, end);
  if (*end == s || errno != 0 || !(v >= min && v <= max))
    return FALSE;
  *out = v;
  return TRUE;
}

static gboolean
parse_ring (const char    *text,
            AdjWorldRing  *ring)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (double));
  const char *p = text;

  for (;;)
    {
      char *end;
      double lon, lat;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        break;
      if (!parse_number (p, &end, -180, 180, &lon) || *end != ',')
        return FALSE;
      p = end + 1;
      if (!parse_number (p, &end, -90, 90, &lat))
        return FALSE;
      if (*end != '\0' && !g_ascii_isspace (*end))
        return FALSE;
      p = end;
      g_array_append_val (points, lon);
      g_array_append_val (points, lat);
    }
  if (points->len < 2 * 3)
    return FALSE;
  ring->n_points = points->len / 2;
  ring->points = (double *) (void *) g_array_free (g_steal_pointer (&points), FALSE);
  return TRUE;
}

/**
 * adj_world_outline_new_from_data:
 * @data: the XML document
 * @len: its length
 * @error: return location for an #AdjError
 *
 * Returns: (transfer full) (nullable): the outline
 */
AdjWorldOutline *
adj_world_outline_new_from_data (const char  *data,
                                 gsize        len,
                                 GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GArray) rings = NULL;
  AdjWorldOutline *self;
  xmlNode *root;
  guint n_points = 0;

  g_return_val_if_fail (data != NULL, NULL);

  /* the program's own coordinates, in long texts */
  doc = adj_xml_parse_with_texts (data, len, "world-land-110m.xml", 0, error);
  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  if (root == NULL || !adj_xml_is_element (root, "world-outline"))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SCHEMA,
                   _("The world map is not a world outline"));
      return NULL;
    }

  rings = g_array_new (FALSE, TRUE, sizeof (AdjWorldRing));
  g_array_set_clear_func (rings, clear_ring);
  for (xmlNode *n = root->children; n; n = n->next)
    {
      g_autofree char *text = NULL;
      g_autofree char *hole = NULL;
      AdjWorldRing ring = { 0, NULL, FALSE };

      if (n->type != XML_ELEMENT_NODE)
        continue;
      if (!adj_xml_is_element (n, "ring"))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SCHEMA,
                       _("The world map has an unknown element “%s” on line %d"),
                       (const char *) n->name, (int) xmlGetLineNo (n));
          return NULL;
        }
      hole = adj_xml_get_prop (n, "hole");
      text = adj_xml_get_text (n);
      if (!parse_ring (text ? text : "", &ring))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MEANING,
                       _("The world map has a bad ring on line %d"), (int) xmlGetLineNo (n));
          return NULL;
        }
      ring.hole = g_strcmp0 (hole, "true") == 0;
      n_points += ring.n_points;
      g_array_append_val (rings, ring);
    }
  if (rings->len == 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MEANING, _("The world map has no land"));
      return NULL;
    }

  self = g_new0 (AdjWorldOutline, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->rings = g_steal_pointer (&rings);
  self->n_points = n_points;
  return self;
}

/**
 * adj_world_outline_new_from_resource:
 * @path: a GResource path
 * @error: return location for an error
 *
 * Returns: (transfer full) (nullable): the outline
 */
AdjWorldOutline *
adj_world_outline_new_from_resource (const char  *path,
                                     GError     **error)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  gsize len;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  return adj_world_outline_new_from_data (data, len, error);
}

AdjWorldOutline *
adj_world_outline_ref (AdjWorldOutline *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
adj_world_outline_unref (AdjWorldOutline *self)
{
  g_return_if_fail (self != NULL);
  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      g_array_unref (self->rings);
      g_free (self);
    }
}

guint
adj_world_outline_get_n_rings (AdjWorldOutline *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->rings->len;
}

/**
 * adj_world_outline_get_ring:
 *
 * Returns: (transfer none): the ring
 */
const AdjWorldRing *
adj_world_outline_get_ring (AdjWorldOutline *self,
                            guint            i)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (i < self->rings->len, NULL);
  return &g_array_index (self->rings, AdjWorldRing, i);
}

guint
adj_world_outline_get_n_points (AdjWorldOutline *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_points;
}
