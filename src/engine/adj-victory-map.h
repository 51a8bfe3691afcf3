/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * AdjVictoryMapTransform:
 * @scale: pixels per degree
 * @x0: x of longitude -180
 * @y0: y of latitude +90
 *
 * The equirectangular projection of the victory map in a window:
 * x = @x0 + (lon + 180) × @scale, y = @y0 + (90 − lat) × @scale.
 */
typedef struct {
  double scale;
  double x0;
  double y0;
} AdjVictoryMapTransform;

/**
 * AdjVictoryMapMarker:
 * @lon: longitude in degrees
 * @lat: latitude in degrees
 * @radius: the marker's radius in pixels
 *
 * A target marker for hit tests.
 */
typedef struct {
  double lon;
  double lat;
  double radius;
} AdjVictoryMapMarker;

void     adj_victory_map_get_transform (double                        width,
                                        double                        height,
                                        double                        zoom,
                                        double                        pan_x,
                                        double                        pan_y,
                                        AdjVictoryMapTransform       *out);
void     adj_victory_map_project       (const AdjVictoryMapTransform *t,
                                        double                        lon,
                                        double                        lat,
                                        double                       *x,
                                        double                       *y);
void     adj_victory_map_unproject     (const AdjVictoryMapTransform *t,
                                        double                        x,
                                        double                        y,
                                        double                       *lon,
                                        double                       *lat);
void     adj_victory_map_clamp_pan     (double                        width,
                                        double                        height,
                                        double                        zoom,
                                        double                       *pan_x,
                                        double                       *pan_y);
void     adj_victory_map_zoom_at       (double                        width,
                                        double                        height,
                                        double                       *zoom,
                                        double                       *pan_x,
                                        double                       *pan_y,
                                        double                        new_zoom,
                                        double                        x,
                                        double                        y);
int      adj_victory_map_hit_test      (const AdjVictoryMapTransform *t,
                                        const AdjVictoryMapMarker    *markers,
                                        guint                         n_markers,
                                        double                        x,
                                        double                        y);

/**
 * AdjVictoryMapLabel:
 * @x: the marker's centre in pixels
 * @y: the marker's centre in pixels
 * @radius: the marker's radius in pixels (labels keep off every marker)
 * @width: the label's width in pixels
 * @height: the label's height in pixels
 * @priority: higher places first (a primary target before a tertiary one)
 *
 * A target's name to place beside its marker.
 */
typedef struct {
  double x;
  double y;
  double radius;
  double width;
  double height;
  int    priority;
} AdjVictoryMapLabel;

/**
 * AdjVictoryMapLabelSpot:
 * @ADJ_VICTORY_MAP_LABEL_HIDDEN: no room: left out (zoom in to see it)
 * @ADJ_VICTORY_MAP_LABEL_RIGHT: right of the marker
 * @ADJ_VICTORY_MAP_LABEL_LEFT: left of the marker
 * @ADJ_VICTORY_MAP_LABEL_ABOVE: above the marker
 * @ADJ_VICTORY_MAP_LABEL_BELOW: below the marker
 * @ADJ_VICTORY_MAP_LABEL_ABOVE_RIGHT: above and right of the marker
 * @ADJ_VICTORY_MAP_LABEL_BELOW_RIGHT: below and right of the marker
 * @ADJ_VICTORY_MAP_LABEL_ABOVE_LEFT: above and left of the marker
 * @ADJ_VICTORY_MAP_LABEL_BELOW_LEFT: below and left of the marker
 *
 * Where adj_victory_map_place_labels() put a label.
 */
typedef enum {
  ADJ_VICTORY_MAP_LABEL_HIDDEN = -1,
  ADJ_VICTORY_MAP_LABEL_RIGHT,
  ADJ_VICTORY_MAP_LABEL_LEFT,
  ADJ_VICTORY_MAP_LABEL_ABOVE,
  ADJ_VICTORY_MAP_LABEL_BELOW,
  ADJ_VICTORY_MAP_LABEL_ABOVE_RIGHT,
  ADJ_VICTORY_MAP_LABEL_BELOW_RIGHT,
  ADJ_VICTORY_MAP_LABEL_ABOVE_LEFT,
  ADJ_VICTORY_MAP_LABEL_BELOW_LEFT,
} AdjVictoryMapLabelSpot;

void     adj_victory_map_place_labels  (const AdjVictoryMapLabel    *labels,
                                        guint                         n_labels,
                                        double                        width,
                                        double                        height,
                                        AdjVictoryMapLabelSpot       *spots,
                                        double                       *origins);
int      adj_victory_map_next_in_direction (const AdjVictoryMapMarker *markers,
                                            guint                      n_markers,
                                            int                        from,
                                            double                     dx,
                                            double                     dy);

#define ADJ_VICTORY_MAP_MIN_ZOOM 1.0
#define ADJ_VICTORY_MAP_MAX_ZOOM 16.0

G_END_DECLS
