/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * AdjWorldRing:
 * @n_points: number of points
 * @points: (array length=n_points): lon, lat pairs (2 × @n_points doubles)
 * @hole: %TRUE for water inside land (the Caspian Sea)
 *
 * One closed ring of the world's land outline, in degrees.
 */
typedef struct {
  guint     n_points;
  double   *points;
  gboolean  hole;
} AdjWorldRing;

typedef struct _AdjWorldOutline AdjWorldOutline;

#define ADJ_TYPE_WORLD_OUTLINE (adj_world_outline_get_type ())

GType               adj_world_outline_get_type      (void) G_GNUC_CONST;
AdjWorldOutline    *adj_world_outline_new_from_data (const char       *data,
                                                     gsize             len,
                                                     GError          **error);
AdjWorldOutline    *adj_world_outline_new_from_resource (const char   *path,
                                                     GError          **error);
AdjWorldOutline    *adj_world_outline_ref           (AdjWorldOutline  *self);
void                adj_world_outline_unref         (AdjWorldOutline  *self);
guint               adj_world_outline_get_n_rings   (AdjWorldOutline  *self);
const AdjWorldRing *adj_world_outline_get_ring      (AdjWorldOutline  *self,
                                                     guint             i);
guint               adj_world_outline_get_n_points  (AdjWorldOutline  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjWorldOutline, adj_world_outline_unref)

G_END_DECLS
