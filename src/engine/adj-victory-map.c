/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "adj-victory-map.h"

/* The projection and hit tests of the victory map, as pure functions so that
 * they are tested without a display. Zoom 1 fits the whole world (2:1) into
 * the window, centred; pan moves it in pixels. */

/**
 * adj_victory_map_get_transform:
 * @width: the window's width in pixels
 * @height: its height
 * @zoom: 1 shows the whole world
 * @pan_x: horizontal offset in pixels
 * @pan_y: vertical offset in pixels
 * @out: (out caller-allocates): the transform
 */
void
adj_victory_map_get_transform (double                  width,
                               double                  height,
                               double                  zoom,
                               double                  pan_x,
                               double                  pan_y,
                               AdjVictoryMapTransform *out)
{
  double base = MIN (width / 360.0, height / 180.0);

  g_return_if_fail (out != NULL);

  if (base <= 0)
    base = 1e-6;
  out->scale = base * zoom;
  out->x0 = (width - 360.0 * out->scale) / 2.0 + pan_x;
  out->y0 = (height - 180.0 * out->scale) / 2.0 + pan_y;
}

void
adj_victory_map_project (const AdjVictoryMapTransform *t,
                         double                        lon,
                         double                        lat,
                         double                       *x,
                         double                       *y)
{
  *x = t->x0 + (lon + 180.0) * t->scale;
  *y = t->y0 + (90.0 - lat) * t->scale;
}

void
adj_victory_map_unproject (const AdjVictoryMapTransform *t,
                           double                        x,
                           double                        y,
                           double                       *lon,
                           double                       *lat)
{
  *lon = (x - t->x0) / t->scale - 180.0;
  *lat = 90.0 - (y - t->y0) / t->scale;
}

static double
clamp_axis (double window,
            double map,
            double pan)
{
  /* A map larger than the window may move until its edge meets the window's
   * edge; a smaller one stays centred. */
  double limit = MAX (0.0, (map - window) / 2.0);

  return CLAMP (pan, -limit, limit);
}

/**
 * adj_victory_map_clamp_pan:
 *
 * Keeps the world in view: no panning past its edges.
 */
void
adj_victory_map_clamp_pan (double  width,
                           double  height,
                           double  zoom,
                           double *pan_x,
                           double *pan_y)
{
  AdjVictoryMapTransform t;

  adj_victory_map_get_transform (width, height, zoom, 0, 0, &t);
  *pan_x = clamp_axis (width, 360.0 * t.scale, *pan_x);
  *pan_y = clamp_axis (height, 180.0 * t.scale, *pan_y);
}

/**
 * adj_victory_map_zoom_at:
 * @new_zoom: the zoom wanted (clamped to the allowed range)
 * @x: the pixel that stays in place (under the pointer)
 * @y: the pixel that stays in place
 *
 * Zooms keeping the place under (@x, @y) where it is, as far as the world's
 * edges allow.
 */
void
adj_victory_map_zoom_at (double  width,
                         double  height,
                         double *zoom,
                         double *pan_x,
                         double *pan_y,
                         double  new_zoom,
                         double  x,
                         double  y)
{
  AdjVictoryMapTransform before, after;
  double lon, lat;

  new_zoom = CLAMP (new_zoom, ADJ_VICTORY_MAP_MIN_ZOOM, ADJ_VICTORY_MAP_MAX_ZOOM);
  adj_victory_map_get_transform (width, height, *zoom, *pan_x, *pan_y, &before);
  adj_victory_map_unproject (&before, x, y, &lon, &lat);
  adj_victory_map_get_transform (width, height, new_zoom, 0, 0, &after);
  *pan_x = x - (lon + 180.0) * after.scale - after.x0;
  *pan_y = y - (90.0 - lat) * after.scale - after.y0;
  *zoom = new_zoom;
  adj_victory_map_clamp_pan (width, height, new_zoom, pan_x, pan_y);
}

/**
 * adj_victory_map_hit_test:
 * @markers: (array length=n_markers): the markers
 *
 * Returns: the index of the marker nearest to (@x, @y) among those whose
 *   disc holds the point, or -1
 */
int
adj_victory_map_hit_test (const AdjVictoryMapTransform *t,
                          const AdjVictoryMapMarker    *markers,
                          guint                         n_markers,
                          double                        x,
                          double                        y)
{
  int best = -1;
  double best_d = G_MAXDOUBLE;

  for (guint i = 0; i < n_markers; i++)
    {
      double mx, my, d;

      adj_victory_map_project (t, markers[i].lon, markers[i].lat, &mx, &my);
      d = hypot (mx - x, my - y);
      if (d <= markers[i].radius && d < best_d)
        {
          best = (int) i;
          best_d = d;
        }
    }
  return best;
}
