/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdlib.h>

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

typedef struct {
  double x0, y0, x1, y1;
} Box;

static gboolean
boxes_overlap (const Box *a,
               const Box *b)
{
  return a->x0 < b->x1 && b->x0 < a->x1 && a->y0 < b->y1 && b->y0 < a->y1;
}

static void
label_box (const AdjVictoryMapLabel *label,
           AdjVictoryMapLabelSpot    spot,
           Box                      *box)
{
  double gap = label->radius + 2;

  switch (spot)
    {
    case ADJ_VICTORY_MAP_LABEL_RIGHT:
      box->x0 = label->x + gap;
      box->y0 = label->y - label->height / 2;
      break;
    case ADJ_VICTORY_MAP_LABEL_LEFT:
      box->x0 = label->x - gap - label->width;
      box->y0 = label->y - label->height / 2;
      break;
    case ADJ_VICTORY_MAP_LABEL_ABOVE:
      box->x0 = label->x - label->width / 2;
      box->y0 = label->y - gap - label->height;
      break;
    case ADJ_VICTORY_MAP_LABEL_BELOW:
      box->x0 = label->x - label->width / 2;
      box->y0 = label->y + gap;
      break;
    case ADJ_VICTORY_MAP_LABEL_ABOVE_RIGHT:
      box->x0 = label->x + gap * 0.7;
      box->y0 = label->y - gap * 0.7 - label->height;
      break;
    case ADJ_VICTORY_MAP_LABEL_BELOW_RIGHT:
      box->x0 = label->x + gap * 0.7;
      box->y0 = label->y + gap * 0.7;
      break;
    case ADJ_VICTORY_MAP_LABEL_ABOVE_LEFT:
      box->x0 = label->x - gap * 0.7 - label->width;
      box->y0 = label->y - gap * 0.7 - label->height;
      break;
    case ADJ_VICTORY_MAP_LABEL_BELOW_LEFT:
    default:
      box->x0 = label->x - gap * 0.7 - label->width;
      box->y0 = label->y + gap * 0.7;
      break;
    }
  box->x1 = box->x0 + label->width;
  box->y1 = box->y0 + label->height;
}

typedef struct {
  int   priority;
  guint index;
} Order;

/* higher priority first, then table order */
static int
compare_order (const void *a,
               const void *b)
{
  const Order *oa = a, *ob = b;

  if (oa->priority != ob->priority)
    return oa->priority > ob->priority ? -1 : 1;
  return oa->index < ob->index ? -1 : oa->index > ob->index;
}

/**
 * adj_victory_map_place_labels:
 * @labels: (array length=n_labels): the names to place, each at its marker
 * @width: the view's width in pixels
 * @height: the view's height in pixels
 * @spots: (out caller-allocates) (array length=n_labels): where each went
 * @origins: (out caller-allocates): for each label its top-left x and y
 *   (2 × @n_labels values); undefined for hidden ones
 *
 * Declutters the map's names: in order of priority (then in table order),
 * each name goes right of its marker, else left, above, below or to one of
 * the four corners, in the first spot that lies inside the view and covers
 * neither a name placed before it nor any marker. A name with no such spot is left out, so at
 * the whole world's zoom only the important names show, and zooming in
 * (the markers drawing apart) shows the others.
 */
void
adj_victory_map_place_labels (const AdjVictoryMapLabel *labels,
                              guint                     n_labels,
                              double                    width,
                              double                    height,
                              AdjVictoryMapLabelSpot   *spots,
                              double                   *origins)
{
  g_autofree Order *order = g_new (Order, MAX (n_labels, 1));
  g_autofree Box *placed = g_new (Box, n_labels);
  g_autofree Box *markers = g_new (Box, n_labels);
  guint n_placed = 0;

  g_return_if_fail (n_labels == 0 || (labels != NULL && spots != NULL && origins != NULL));

  for (guint i = 0; i < n_labels; i++)
    {
      order[i].priority = labels[i].priority;
      order[i].index = i;
      markers[i].x0 = labels[i].x - labels[i].radius;
      markers[i].y0 = labels[i].y - labels[i].radius;
      markers[i].x1 = labels[i].x + labels[i].radius;
      markers[i].y1 = labels[i].y + labels[i].radius;
      spots[i] = ADJ_VICTORY_MAP_LABEL_HIDDEN;
    }
  qsort (order, n_labels, sizeof (Order), compare_order);

  for (guint k = 0; k < n_labels; k++)
    {
      guint i = order[k].index;

      for (int spot = ADJ_VICTORY_MAP_LABEL_RIGHT; spot <= ADJ_VICTORY_MAP_LABEL_BELOW_LEFT; spot++)
        {
          Box box;
          gboolean free_spot;

          label_box (&labels[i], spot, &box);
          free_spot = box.x0 >= 0 && box.y0 >= 0 && box.x1 <= width && box.y1 <= height;
          for (guint p = 0; p < n_placed && free_spot; p++)
            free_spot = !boxes_overlap (&box, &placed[p]);
          for (guint m = 0; m < n_labels && free_spot; m++)
            free_spot = m == i || !boxes_overlap (&box, &markers[m]);
          if (free_spot)
            {
              spots[i] = spot;
              origins[2 * i] = box.x0;
              origins[2 * i + 1] = box.y0;
              placed[n_placed++] = box;
              break;
            }
        }
    }
}

/**
 * adj_victory_map_next_in_direction:
 * @markers: (array length=n_markers): the targets (only lon and lat count)
 * @from: the target that has the keyboard focus
 * @dx: the arrow key's direction: 1 east, -1 west
 * @dy: 1 south, -1 north
 *
 * Where an arrow key moves the focus: the nearest target in that direction,
 * a target straight ahead counting as nearer than one off to the side.
 *
 * Returns: the target's index, or -1 if there is none that way
 */
int
adj_victory_map_next_in_direction (const AdjVictoryMapMarker *markers,
                                   guint                      n_markers,
                                   int                        from,
                                   double                     dx,
                                   double                     dy)
{
  double len = hypot (dx, dy);
  double best_score = G_MAXDOUBLE;
  int best = -1;

  g_return_val_if_fail (from >= 0 && (guint) from < n_markers, -1);
  g_return_val_if_fail (len > 0, -1);

  dx /= len;
  dy /= len;
  for (guint i = 0; i < n_markers; i++)
    {
      /* map space: x east, y south, as on the screen */
      double vx = markers[i].lon - markers[from].lon;
      double vy = markers[from].lat - markers[i].lat;
      double along = vx * dx + vy * dy;
      double across = fabs (vx * dy - vy * dx);
      double score;

      if ((int) i == from || along <= 0 || across > 2 * along)
        continue;
      score = along + 2 * across;
      if (score < best_score)
        {
          best_score = score;
          best = (int) i;
        }
    }
  return best;
}
