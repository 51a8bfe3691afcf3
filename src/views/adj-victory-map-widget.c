/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "adj-compat.h"
#include "adj-victory-map-widget.h"
#include "adj-victory-rules.h"
#include "adj-victory-text.h"
#include "adj-world-outline.h"
#include "adj-table-text.h"

#define RESOURCE_MAP "/io/github/adjutant/Adjutant/map/world-land-110m.xml"
#define CLICK_SLOP 5.0
/* the band at the top of the map under the page's hint and zoom buttons */
#define LABEL_TOP 56

/* The victory map: the world's land (equirectangular, drawn with cairo from
 * the built-in outline), every target at its position, its class by shape and
 * size, its state by colour. A click activates the page's "victory.toggle"
 * with the target's id; scroll, drag and pinch zoom and pan about the pointer.
 * From the keyboard the map takes the focus: arrow keys move it between the
 * targets, Space or Enter ticks the focused one, plus and minus zoom about
 * it. Colours come from the style
 * (named colours defined in style.css), so dark mode works. */
typedef struct _Base Base;

struct _AdjVictoryMapWidget
{
  GtkWidget         parent_instance;

  AdjVictoryRecord *record;
  double            zoom;
  double            pan_x;
  double            pan_y;

  /* gestures */
  double            drag_start_pan_x;
  double            drag_start_pan_y;
  double            drag_x;
  double            drag_y;
  gboolean          dragged;
  double            pinch_start_zoom;
  double            pointer_x;
  double            pointer_y;
  gboolean          pointer_inside;

  /* the target with the keyboard focus, -1 for none */
  int               focus;

  /* The water, graticule and land, drawn once per size, view and style:
   * filling and stroking the land is most of a frame's work at 4K. A new
   * size starts drawing it on a thread (start_base ()) that the frame then
   * joins. */
  Base             *base;
  GThread          *drawing;
  const Base       *pending;    /* what the thread draws: its size and view */

  /* The targets' names, drawn with the base (see draw_labels ()); NULL
   * when they are to be drawn again. */
  GArray           *labels;

  /* The nodes of the last frame, kept while what they show is the same:
   * GTK compares a frame's nodes with the last one's and draws again only
   * where they differ, so a tick redraws its marker, not the whole map.
   * The ground is the base with the names; each target's marker is a
   * texture of its own. */
  GskRenderNode    *ground;
  GPtrArray        *markers;    /* of Marker, by target; NULL when none is kept */
  GskRenderNode    *no_marker;  /* draws nothing: a target's place in the layer it is not in */
};

typedef struct {
  GskRenderNode    *node;
  int               look;       /* the state and held it shows */
} Marker;

typedef struct {
  PangoLayout      *layout;
  double            x;          /* where the layout goes */
  double            y;
  cairo_surface_t  *halo;       /* A8: the halo's coverage */
  int               halo_x;     /* the halo's origin in the widget */
  int               halo_y;
} Label;

G_DEFINE_FINAL_TYPE (AdjVictoryMapWidget, adj_victory_map_widget, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RECORD,
  PROP_ZOOM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update_accessible (AdjVictoryMapWidget *self);

/* The land as one cairo path in degrees (x = lon + 180, y = 90 - lat), built
 * once; each frame only transforms it. */
static cairo_path_t *
get_land_path (void)
{
  static cairo_path_t *path = NULL;

  if (path == NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjWorldOutline) outline = adj_world_outline_new_from_resource (RESOURCE_MAP, &error);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
      cairo_t *cr = cairo_create (surface);

      if (outline == NULL)
        g_warning ("Cannot load the world map: %s", error->message);
      else
        for (guint i = 0; i < adj_world_outline_get_n_rings (outline); i++)
          {
            const AdjWorldRing *ring = adj_world_outline_get_ring (outline, i);

            cairo_move_to (cr, ring->points[0] + 180, 90 - ring->points[1]);
            for (guint k = 1; k < ring->n_points; k++)
              cairo_line_to (cr, ring->points[2 * k] + 180, 90 - ring->points[2 * k + 1]);
            cairo_close_path (cr);
          }
      path = cairo_copy_path (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  return path;
}

static double
base_scale (AdjVictoryMapWidget *self)
{
  return MIN (gtk_widget_get_width (GTK_WIDGET (self)) / 360.0,
              gtk_widget_get_height (GTK_WIDGET (self)) / 180.0);
}

/* Marker radius in pixels for a class rank (0 = tertiary); grows a little
 * with the window and the zoom so the map reads from across the room. */
static double
marker_radius (AdjVictoryMapWidget *self,
               guint                rank)
{
  double unit = CLAMP (base_scale (self) * 1.3, 3.5, 7.0) * MIN (1.0 + 0.1 * (self->zoom - 1.0), 1.6);
  static const double factor[] = { 1.4, 1.9, 2.6 };

  return unit * factor[MIN (rank, 2)];
}

void
adj_victory_map_widget_get_transform (AdjVictoryMapWidget    *self,
                                      AdjVictoryMapTransform *out)
{
  g_return_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self));

  adj_victory_map_get_transform (gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)),
                                 self->zoom, self->pan_x, self->pan_y, out);
}

static void
star_path (cairo_t *cr,
           double   x,
           double   y,
           double   r)
{
  for (int i = 0; i < 10; i++)
    {
      double a = -G_PI / 2 + i * G_PI / 5;
      double rr = (i % 2) ? r * 0.45 : r;

      if (i == 0)
        cairo_move_to (cr, x + rr * cos (a), y + rr * sin (a));
      else
        cairo_line_to (cr, x + rr * cos (a), y + rr * sin (a));
    }
  cairo_close_path (cr);
}

static void
marker_path (cairo_t *cr,
             guint    rank,
             double   x,
             double   y,
             double   r)
{
  if (rank >= 2)
    star_path (cr, x, y, r * 1.2);
  else if (rank == 1)
    cairo_rectangle (cr, x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6);
  else
    cairo_arc (cr, x, y, r * 0.85, 0, 2 * G_PI);
}

/* The colours of the map, from the style (named colours in style.css). */
typedef struct {
  GdkRGBA outside;
  GdkRGBA water;
  GdkRGBA land;
  GdkRGBA coast;
  GdkRGBA grid;
  GdkRGBA fg;
  GdkRGBA hist;
  GdkRGBA outline;
  GdkRGBA focus;
  GdkRGBA states[4];
} MapColors;

/* The colours of the map, its legend and the victory chart (style.css gives
 * each a class rule; see adj_compat_add_color_probes()). */
static const char *const color_names[] = {
  "victory_outside_color", "victory_water_color", "victory_land_color", "victory_coast_color",
  "victory_grid_color", "victory_marker_outline_color", "victory_historical_color",
  "victory_not_held_color", "victory_one_third_color", "victory_two_thirds_color",
  "victory_full_color", "victory_focus_color", NULL
};

static void
lookup_colors (GtkWidget *widget,
               MapColors *c)
{
  adj_compat_lookup_color (widget, "victory_outside_color", "#deddda", &c->outside);
  adj_compat_lookup_color (widget, "victory_water_color", "#c6dff5", &c->water);
  adj_compat_lookup_color (widget, "victory_land_color", "#f3efe3", &c->land);
  adj_compat_lookup_color (widget, "victory_coast_color", "#8a8f98", &c->coast);
  adj_compat_lookup_color (widget, "victory_grid_color", "rgba(0,0,0,0.08)", &c->grid);
  adj_compat_lookup_color (widget, "victory_marker_outline_color", "#241f31", &c->outline);
  adj_compat_lookup_color (widget, "victory_historical_color", "#1c71d8", &c->hist);
  adj_compat_lookup_color (widget, "victory_not_held_color", "#ffffff", &c->states[ADJ_VICTORY_STATE_NOT_HELD]);
  adj_compat_lookup_color (widget, "victory_one_third_color", "#f6d32d", &c->states[ADJ_VICTORY_STATE_RUN_ONE_THIRD]);
  adj_compat_lookup_color (widget, "victory_two_thirds_color", "#ff7800", &c->states[ADJ_VICTORY_STATE_RUN_TWO_THIRDS]);
  adj_compat_lookup_color (widget, "victory_full_color", "#c01c28", &c->states[ADJ_VICTORY_STATE_FULL]);
  adj_compat_lookup_color (widget, "victory_focus_color", "#1c71d8", &c->focus);
  adj_compat_get_color (widget, &c->fg);
}

/* Beyond the world's edges, the water, the graticule and the land. */
static void
draw_base (cairo_t                      *cr,
           const AdjVictoryMapTransform *t,
           const MapColors              *c)
{
  gdk_cairo_set_source_rgba (cr, &c->outside);
  cairo_paint (cr);
  gdk_cairo_set_source_rgba (cr, &c->water);
  cairo_rectangle (cr, t->x0, t->y0, 360 * t->scale, 180 * t->scale);
  cairo_fill (cr);

  /* graticule every 30 degrees */
  cairo_save (cr);
  gdk_cairo_set_source_rgba (cr, &c->grid);
  cairo_set_line_width (cr, 1);
  for (int lon = -180; lon <= 180; lon += 30)
    {
      double x0, y0, x1, y1;

      adj_victory_map_project (t, lon, 90, &x0, &y0);
      adj_victory_map_project (t, lon, -90, &x1, &y1);
      cairo_move_to (cr, round (x0) + 0.5, y0);
      cairo_line_to (cr, round (x1) + 0.5, y1);
    }
  for (int lat = -60; lat <= 60; lat += 30)
    {
      double x0, y0, x1, y1;

      adj_victory_map_project (t, -180, lat, &x0, &y0);
      adj_victory_map_project (t, 180, lat, &x1, &y1);
      cairo_move_to (cr, x0, round (y0) + 0.5);
      cairo_line_to (cr, x1, round (y1) + 0.5);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  /* land: the cached path in degrees, scaled into place */
  cairo_save (cr);
  cairo_translate (cr, t->x0, t->y0);
  cairo_scale (cr, t->scale, t->scale);
  cairo_new_path (cr);
  cairo_append_path (cr, get_land_path ());
  cairo_restore (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  gdk_cairo_set_source_rgba (cr, &c->land);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &c->coast);
  cairo_set_line_width (cr, 0.8);
  cairo_stroke (cr);
}

struct _Base
{
  cairo_surface_t       *surface;
  int                    width;
  int                    height;
  int                    scale;
  AdjVictoryMapTransform transform;
  MapColors              colors;
};

static void
base_free (Base *base)
{
  cairo_surface_destroy (base->surface);
  g_free (base);
}

static gboolean
base_fits (const Base                   *base,
           int                           width,
           int                           height,
           int                           scale,
           const AdjVictoryMapTransform *t,
           const MapColors              *colors)
{
  return base != NULL && base->width == width && base->height == height && base->scale == scale &&
         memcmp (t, &base->transform, sizeof *t) == 0 && memcmp (colors, &base->colors, sizeof *colors) == 0;
}

/* The widget's base for its size and view now, not yet drawn. */
static Base *
base_new (AdjVictoryMapWidget *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  Base *base = g_new0 (Base, 1);

  base->width = gtk_widget_get_width (widget);
  base->height = gtk_widget_get_height (widget);
  base->scale = gtk_widget_get_scale_factor (widget);
  adj_victory_map_widget_get_transform (self, &base->transform);
  lookup_colors (widget, &base->colors);
  base->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, base->width * base->scale,
                                              base->height * base->scale);
  cairo_surface_set_device_scale (base->surface, base->scale, base->scale);
  /* built on the main thread, once (by the first map made); then only read */
  get_land_path ();
  return base;
}

static gpointer
base_draw (gpointer data)
{
  Base *base = data;
  cairo_t *cr = cairo_create (base->surface);

  draw_base (cr, &base->transform, &base->colors);
  cairo_destroy (cr);
  return base;
}

/* The base drawn on the thread, once it is done; NULL when none is drawn. */
static Base *
join_base (AdjVictoryMapWidget *self)
{
  self->pending = NULL;
  if (self->drawing == NULL)
    return NULL;
  return g_thread_join (g_steal_pointer (&self->drawing));
}

static void
drop_drawing (AdjVictoryMapWidget *self)
{
  Base *base = join_base (self);

  if (base != NULL)
    base_free (base);
}

static void
marker_clear (gpointer data)
{
  g_clear_pointer (&((Marker *) data)->node, gsk_render_node_unref);
  g_free (data);
}

/* The names are to be placed and drawn again (the focus moved, other
 * targets or fonts), and with them the ground. */
static void
forget_names (AdjVictoryMapWidget *self)
{
  g_clear_pointer (&self->labels, g_array_unref);
  g_clear_pointer (&self->ground, gsk_render_node_unref);
}

/* Another size, view or style: everything is drawn again. */
static void
forget_base (AdjVictoryMapWidget *self)
{
  g_clear_pointer (&self->base, base_free);
  g_clear_pointer (&self->markers, g_ptr_array_unref);
  forget_names (self);
}

/* For a new size: the base is most of the first frame's drawing (7 ms of
 * a first visit of the page at 1366x768), and the frame comes after the
 * rest of the window's layout and the widgets drawn before the map; drawn
 * on a thread meanwhile, it is ready or nearly by then. */
static void
start_base (AdjVictoryMapWidget *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  g_autoptr(GError) error = NULL;
  AdjVictoryMapTransform t;
  MapColors colors;
  Base *base;

  if (!gtk_widget_get_mapped (widget) || width <= 0 || height <= 0)
    return;
  adj_victory_map_widget_get_transform (self, &t);
  lookup_colors (widget, &colors);
  if (base_fits (self->base, width, height, scale, &t, &colors)
      || base_fits (self->pending, width, height, scale, &t, &colors))
    return;
  drop_drawing (self);
  base = base_new (self);
  self->drawing = g_thread_try_new ("adj-map-base", base_draw, base, &error);
  if (self->drawing != NULL)
    self->pending = base;
  else
    base_free (base);   /* the frame draws it */
}

/* One target's marker at (@x, @y): its shape by class, its colour by state,
 * a ring for the historical targets, a dot when held. */
static void
draw_marker (cairo_t          *cr,
             AdjVictoryTarget *target,
             int               rank,
             double            x,
             double            y,
             double            r,
             const MapColors  *c)
{
  int state = adj_victory_target_get_state (target);

  if (adj_victory_target_get_historical (target) > 0)
    {
      cairo_new_path (cr);
      cairo_arc (cr, x, y, r * 1.25 + 3, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, &c->hist);
      cairo_set_line_width (cr, MAX (2.0, r * 0.3));
      cairo_stroke (cr);
    }

  cairo_new_path (cr);
  marker_path (cr, rank, x, y, r);
  gdk_cairo_set_source_rgba (cr, &c->states[CLAMP (state, 0, 3)]);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &c->outline);
  cairo_set_line_width (cr, MAX (1.2, r * 0.18));
  cairo_stroke (cr);
  /* a held tertiary target earns nothing before its third turn:
   * a dot marks "held" so the colour alone does not carry it */
  if (adj_victory_target_get_held (target))
    {
      cairo_arc (cr, x, y, MAX (1.5, r * 0.22), 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

#if G_BYTE_ORDER == G_LITTLE_ENDIAN
#define STRAIGHT_ARGB32 GDK_MEMORY_B8G8R8A8
#else
#define STRAIGHT_ARGB32 GDK_MEMORY_A8R8G8B8
#endif

/* Whether the markers' textures are better given in straight alpha. GTK's
 * cairo renderer turns every texture node it draws into a cairo surface, at
 * every frame and whatever the area drawn again; GTK 4.8 converts a texture
 * already in cairo's format (premultiplied) through floats, 11% of a victory
 * tick, but straight alpha through integers. Later GTKs copy premultiplied
 * pixels as they are, and take straight ones the slow way (a tick 3.6 ->
 * 6.4 ms on GTK 4.24). */
static gboolean
markers_straight (void)
{
  return gtk_get_major_version () == 4 && gtk_get_minor_version () < 10;
}

/* Turns cairo's ARGB32 (premultiplied) into straight alpha, in place. */
static void
unpremultiply (guchar *data,
               int     stride,
               int     width,
               int     height)
{
  for (int y = 0; y < height; y++)
    {
      guint32 *row = (guint32 *) (data + (gsize) y * stride);

      for (int x = 0; x < width; x++)
        {
          guint32 p = row[x], a = p >> 24;

          if (a != 0 && a != 255)
            row[x] = (a << 24) | ((((p >> 16) & 0xff) * 255 + a / 2) / a) << 16
                     | ((((p >> 8) & 0xff) * 255 + a / 2) / a) << 8 | (((p & 0xff) * 255 + a / 2) / a);
        }
    }
}

/* A texture node of one marker, on whole device pixels (so that it is as
 * sharp as one drawn in place): the marker is drawn at its own position
 * inside it. */
static GskRenderNode *
marker_node_new (AdjVictoryTarget *target,
                 int               rank,
                 double            x,
                 double            y,
                 double            r,
                 int               scale,
                 const MapColors  *c)
{
  double reach = MAX (r * 1.25 + 3 + MAX (2.0, r * 0.3) / 2, r * 1.2 + MAX (1.2, r * 0.18)) + 1;
  int x0 = (int) floor ((x - reach) * scale), y0 = (int) floor ((y - reach) * scale);
  int x1 = (int) ceil ((x + reach) * scale), y1 = (int) ceil ((y + reach) * scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, x1 - x0, y1 - y0);
  gboolean straight = markers_straight ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_translate (cr, -(double) x0 / scale, -(double) y0 / scale);
  draw_marker (cr, target, rank, x, y, r, c);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (straight)
    unpremultiply (cairo_image_surface_get_data (surface), cairo_image_surface_get_stride (surface),
                   x1 - x0, y1 - y0);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * (y1 - y0),
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  /* cairo's ARGB32 is GDK's default memory format */
  texture = gdk_memory_texture_new (x1 - x0, y1 - y0, straight ? STRAIGHT_ARGB32 : GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  return gsk_texture_node_new (texture, &GRAPHENE_RECT_INIT ((float) x0 / scale, (float) y0 / scale,
                                                             (float) (x1 - x0) / scale,
                                                             (float) (y1 - y0) / scale));
}

/* The markers, each its own node, kept while its target looks the same:
 * targets without credit first, then the Axis' ones on top; in each pass
 * primaries first so that smaller ones stay visible.
 *
 * Every target has a place in both layers, and where it is not drawn that
 * place holds a node that draws nothing: a tick then changes two places and
 * moves none.
 * GTK compares a frame's nodes with the last frame's by place, taking any
 * two texture nodes as the same kind of thing, so a marker moved to the top
 * layer would shift every node between its two places by one, and each of
 * those would be drawn again: most of the map for a tick (612,698 pixels at
 * 1366x768 against 1,349 now). */
static void
append_markers (AdjVictoryMapWidget          *self,
                GtkSnapshot                  *snapshot,
                const AdjVictoryMapTransform *t,
                const MapColors              *c,
                int                           width,
                int                           height,
                int                           scale)
{
  guint n = adj_victory_record_get_n_targets (self->record);

  if (self->markers == NULL || self->markers->len != n)
    {
      g_clear_pointer (&self->markers, g_ptr_array_unref);
      self->markers = g_ptr_array_new_full (n, marker_clear);
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (self->markers, g_new0 (Marker, 1));
    }
  for (int pass = 0; pass < 6; pass++)
    for (guint i = 0; i < n; i++)
      {
        AdjVictoryTarget *target = adj_victory_record_get_target (self->record, i);
        Marker *marker = g_ptr_array_index (self->markers, i);
        int state = adj_victory_target_get_state (target);
        int rank = 2 - pass % 3;
        gboolean held = adj_victory_target_get_held (target);
        gboolean axis = state != ADJ_VICTORY_STATE_NOT_HELD || held;
        int look = state * 2 + held;
        double x, y, r;

        if ((int) adj_victory_target_get_class_rank (target) != rank)
          continue;
        adj_victory_map_project (t, adj_victory_target_get_lon (target), adj_victory_target_get_lat (target), &x, &y);
        r = marker_radius (self, rank);
        if (axis != (pass >= 3) || x < -2 * r || y < -2 * r || x > width + 2 * r || y > height + 2 * r)
          {
            gtk_snapshot_append_node (snapshot, self->no_marker);
            continue;
          }
        if (marker->node == NULL || marker->look != look)
          {
            g_clear_pointer (&marker->node, gsk_render_node_unref);
            marker->node = marker_node_new (target, rank, x, y, r, scale, c);
            marker->look = look;
          }
        gtk_snapshot_append_node (snapshot, marker->node);
      }
}

/* The keyboard focus: a rounded square of the focus colour around the
 * target (a square, so that it does not read as the historical targets'
 * ring), with an edge of the land colour so that it shows on any ground. */
static void
draw_focus (AdjVictoryMapWidget          *self,
            cairo_t                      *cr,
            const AdjVictoryMapTransform *t,
            const MapColors              *c)
{
  AdjVictoryTarget *target;
  double x, y, r, k = 5;

  if (self->focus < 0 || !gtk_widget_has_focus (GTK_WIDGET (self)))
    return;
  target = adj_victory_record_get_target (self->record, (guint) self->focus);
  adj_victory_map_project (t, adj_victory_target_get_lon (target), adj_victory_target_get_lat (target), &x, &y);
  r = marker_radius (self, adj_victory_target_get_class_rank (target)) * 1.25 + 8;
  cairo_new_path (cr);
  cairo_arc (cr, x + r - k, y - r + k, k, -G_PI / 2, 0);
  cairo_arc (cr, x + r - k, y + r - k, k, 0, G_PI / 2);
  cairo_arc (cr, x - r + k, y + r - k, k, G_PI / 2, G_PI);
  cairo_arc (cr, x - r + k, y - r + k, k, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &c->land);
  cairo_set_line_width (cr, 7);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &c->focus);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
}

static void
label_clear (gpointer data)
{
  Label *label = data;

  g_clear_object (&label->layout);
  g_clear_pointer (&label->halo, cairo_surface_destroy);
}

/* A name's halo: the name's own coverage, drawn as the frame draws it,
 * grown every way by a pixel and a half, what a stroke 3 pixels wide about
 * the glyphs' outlines covered: each pixel takes the most coverage within
 * that distance, and half of what lies a pixel further (the soft outer
 * edge). It goes into an A8 mask of its own. Stroking the outlines cost
 * 0.14 ms a name; this, 0.06. */
static cairo_surface_t *
halo_new (PangoLayout *layout,
          double       x,
          double       y,
          int          scale,
          int         *halo_x,
          int         *halo_y)
{
  double reach = 1.5 * scale;                 /* in device pixels */
  int r = (int) ceil (reach + 1);
  g_autofree int *offsets = g_new (int, 3 * (2 * r + 1) * (2 * r + 1));
  int n_offsets = 0;
  PangoRectangle ink;
  cairo_surface_t *text, *halo;
  cairo_t *cr;
  const guint8 *src;
  guint8 *dst;
  int w, h, src_stride, dst_stride;

  for (int dj = -r; dj <= r; dj++)
    for (int di = -r; di <= r; di++)
      {
        double d = sqrt (di * di + dj * dj);

        if (d <= reach + 1)
          {
            offsets[3 * n_offsets] = di;
            offsets[3 * n_offsets + 1] = dj;
            offsets[3 * n_offsets + 2] = d <= reach ? 2 : 1;  /* halves */
            n_offsets++;
          }
      }

  pango_layout_get_pixel_extents (layout, &ink, NULL);
  /* the ink out to whole pixels, and the growth */
  *halo_x = (int) floor (x + ink.x) - 3;
  *halo_y = (int) floor (y + ink.y) - 3;
  w = ((int) ceil (x + ink.x + ink.width) + 3 - *halo_x) * scale;
  h = ((int) ceil (y + ink.y + ink.height) + 3 - *halo_y) * scale;

  /* the text with r empty pixels about it, so that no neighbour is out of
   * bounds */
  text = cairo_image_surface_create (CAIRO_FORMAT_A8, w + 2 * r, h + 2 * r);
  cr = cairo_create (text);
  cairo_translate (cr, r, r);
  cairo_scale (cr, scale, scale);
  cairo_move_to (cr, x - *halo_x, y - *halo_y);
  pango_cairo_show_layout (cr, layout);
  cairo_destroy (cr);
  cairo_surface_flush (text);

  halo = cairo_image_surface_create (CAIRO_FORMAT_A8, w, h);
  cairo_surface_set_device_scale (halo, scale, scale);
  src = cairo_image_surface_get_data (text);
  dst = cairo_image_surface_get_data (halo);
  src_stride = cairo_image_surface_get_stride (text);
  dst_stride = cairo_image_surface_get_stride (halo);
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++)
      {
        const guint8 *p = src + (j + r) * src_stride + i + r;
        int m = 0;

        for (int k = 0; k < n_offsets && m < 255; k++)
          m = MAX (m, p[offsets[3 * k + 1] * src_stride + offsets[3 * k]] * offsets[3 * k + 2] / 2);
        dst[j * dst_stride + i] = (guint8) m;
      }
  cairo_surface_mark_dirty (halo);
  cairo_surface_destroy (text);
  return halo;
}

/* The targets' names that have room (adj_victory_map_place_labels(): by
 * priority, none covering another name or marker; zooming in shows more),
 * each with a halo of land colour (halo_new ()), made once per view: each
 * frame only fills the halos with the land colour and draws the text over
 * them. Names only move with the view, not with the holdings. */
static GArray *
draw_labels (AdjVictoryMapWidget          *self,
             const AdjVictoryMapTransform *t,
             int                           width,
             int                           height,
             int                           scale)
{
  GArray *labels = g_array_new (FALSE, FALSE, sizeof (Label));
  GListModel *targets = adj_victory_record_get_targets (self->record);
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree AdjVictoryMapLabel *items = NULL;
  g_autofree AdjVictoryMapLabelSpot *spots = NULL;
  g_autofree double *origins = NULL;
  g_autofree guint *index = NULL;
  guint n, n_items = 0;
  PangoFontDescription *font;

  g_array_set_clear_func (labels, label_clear);

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  font = pango_font_description_from_string ("Sans Bold 10");
  pango_font_description_set_absolute_size (font, CLAMP (t->scale * 1.4, 11, 18) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  /* the targets in view, and the room their names need; the decluttering
   * (adj_victory_map_place_labels()) puts primaries first, then the
   * historical targets, and the one with the keyboard focus before all */
  n = g_list_model_get_n_items (targets);
  items = g_new (AdjVictoryMapLabel, n);
  index = g_new (guint, n);
  for (guint i = 0; i < n; i++)
    {
      AdjVictoryTarget *target = adj_victory_record_get_target (self->record, i);
      AdjVictoryMapLabel *item = &items[n_items];
      int lw, lh;

      adj_victory_map_project (t, adj_victory_target_get_lon (target), adj_victory_target_get_lat (target),
                               &item->x, &item->y);
      /* names keep below the band of the hint and the zoom buttons */
      item->y -= LABEL_TOP;
      if (item->x < 0 || item->y < 0 || item->x > width || item->y > height - LABEL_TOP)
        continue;
      pango_layout_set_text (layout, adj_table_text (adj_victory_target_get_label (target)), -1);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      item->radius = marker_radius (self, adj_victory_target_get_class_rank (target)) * 1.25 + 3;
      item->width = lw;
      item->height = lh;
      item->priority = 4 * (int) adj_victory_target_get_class_rank (target)
                       + 2 * (adj_victory_target_get_historical (target) > 0)
                       + ((int) i == self->focus ? 100 : 0);
      index[n_items++] = i;
    }
  spots = g_new (AdjVictoryMapLabelSpot, MAX (n_items, 1));
  origins = g_new (double, 2 * MAX (n_items, 1));
  adj_victory_map_place_labels (items, n_items, width, height - LABEL_TOP, spots, origins);
  for (guint k = 0; k < n_items; k++)
    origins[2 * k + 1] += LABEL_TOP;

  for (guint k = 0; k < n_items; k++)
  {
    AdjVictoryTarget *target = adj_victory_record_get_target (self->record, index[k]);
    graphene_rect_t rect;
    Label label;

    if (spots[k] == ADJ_VICTORY_MAP_LABEL_HIDDEN)
      continue;
    pango_layout_set_text (layout, adj_table_text (adj_victory_target_get_label (target)), -1);
    graphene_rect_init (&rect, origins[2 * k], origins[2 * k + 1], items[k].width, items[k].height);

    label.halo = halo_new (layout, rect.origin.x, rect.origin.y, scale, &label.halo_x, &label.halo_y);
    label.layout = pango_layout_copy (layout);
    label.x = rect.origin.x;
    label.y = rect.origin.y;
    g_array_append_val (labels, label);
  }
  return labels;
}

static void
adj_victory_map_widget_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  AdjVictoryMapWidget *self = ADJ_VICTORY_MAP_WIDGET (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  AdjVictoryMapTransform t;
  MapColors colors;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  lookup_colors (widget, &colors);
  adj_victory_map_widget_get_transform (self, &t);
  /* a new size, view or colours: another base, other names and markers */
  if (!base_fits (self->base, width, height, scale, &t, &colors))
    forget_base (self);
  /* the names first: meanwhile the base may be drawn on its thread */
  if (self->labels == NULL && self->record != NULL)
    self->labels = draw_labels (self, &t, width, height, scale);
  if (self->base == NULL)
    {
      Base *drawn = join_base (self);

      if (base_fits (drawn, width, height, scale, &t, &colors))
        self->base = drawn;
      else
        {
          if (drawn != NULL)
            base_free (drawn);
          self->base = base_draw (base_new (self));
        }
    }

  /* The ground: one cairo node of the base and the names, the same node
   * from frame to frame until the view, the names or the style change.
   * GTK 4.8 keeps a cairo node as a recording that the cairo renderer
   * replays; as the first node on a cleared target it is replayed in place
   * (the base copied, the names drawn straight onto the target), where
   * another full-size cairo node over it would go through an intermediate
   * surface of its size: 22 ms a frame at 4K. */
  if (self->ground == NULL)
    {
      self->ground = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, width, height));
      cr = gsk_cairo_node_get_draw_context (self->ground);
      cairo_set_source_surface (cr, self->base->surface, 0, 0);
      cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
      for (guint i = 0; self->labels != NULL && i < self->labels->len; i++)
        {
          Label *label = &g_array_index (self->labels, Label, i);

          gdk_cairo_set_source_rgba (cr, &colors.land);
          cairo_mask_surface (cr, label->halo, label->halo_x, label->halo_y);
          cairo_move_to (cr, label->x, label->y);
          gdk_cairo_set_source_rgba (cr, &colors.fg);
          pango_cairo_show_layout (cr, label->layout);
        }
      cairo_destroy (cr);
    }
  gtk_snapshot_append_node (snapshot, self->ground);
  if (self->record != NULL)
    {
      /* the markers over the names: the names are placed beside them */
      append_markers (self, snapshot, &t, &colors, width, height, scale);
      if (self->focus >= 0 && gtk_widget_has_focus (widget))
        {
          AdjVictoryTarget *target = adj_victory_record_get_target (self->record, (guint) self->focus);
          double x, y, reach;

          /* a node of the ring's size: a tick from the keyboard redraws the
           * ring, not the map */
          adj_victory_map_project (&t, adj_victory_target_get_lon (target), adj_victory_target_get_lat (target),
                                   &x, &y);
          reach = marker_radius (self, adj_victory_target_get_class_rank (target)) * 1.25 + 8 + 4;
          cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - reach, y - reach, 2 * reach, 2 * reach));
          draw_focus (self, cr, &t, &colors);
          cairo_destroy (cr);
        }
    }
}

static void
adj_victory_map_widget_css_changed (GtkWidget         *widget,
                                    GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (adj_victory_map_widget_parent_class)->css_changed (widget, change);
  /* The colours may have changed (dark style): the frame looks them up
   * and draws the land, the names and the markers again if they did. Not
   * thrown away here: GTK also says so for changes that leave them as they
   * were, such as the page being shown, and that came after the base of the
   * visit's first frame was started on its thread (a visit drew it twice,
   * now and then; 25 to 60 ms). The colour probes are children, whose
   * style is not new yet when their owner hears of a change. */
  gtk_widget_queue_draw (widget);
}

static void
adj_victory_map_widget_system_setting_changed (GtkWidget        *widget,
                                               GtkSystemSetting  setting)
{
  AdjVictoryMapWidget *self = ADJ_VICTORY_MAP_WIDGET (widget);

  GTK_WIDGET_CLASS (adj_victory_map_widget_parent_class)->system_setting_changed (widget, setting);
  /* other font options or resolution: the cached halos would no longer fit
   * the names drawn over them */
  if (setting == GTK_SYSTEM_SETTING_DPI ||
      setting == GTK_SYSTEM_SETTING_FONT_NAME ||
      setting == GTK_SYSTEM_SETTING_FONT_CONFIG)
    {
      forget_names (self);
      gtk_widget_queue_draw (widget);
    }
}

/* The targets as markers: where they are and how far a click reaches (a
 * little more than the marker itself: fingers and projectors). */
static AdjVictoryMapMarker *
dup_markers (AdjVictoryMapWidget *self,
             guint               *n)
{
  AdjVictoryMapMarker *markers;

  *n = adj_victory_record_get_n_targets (self->record);
  markers = g_new0 (AdjVictoryMapMarker, MAX (*n, 1));
  for (guint i = 0; i < *n; i++)
    {
      AdjVictoryTarget *target = adj_victory_record_get_target (self->record, i);

      markers[i].lon = adj_victory_target_get_lon (target);
      markers[i].lat = adj_victory_target_get_lat (target);
      markers[i].radius = marker_radius (self, adj_victory_target_get_class_rank (target)) * 1.25 + 4;
    }
  return markers;
}

/**
 * adj_victory_map_widget_hit:
 * @x: a point in widget coordinates
 * @y: a point in widget coordinates
 *
 * Returns: the index of the target whose marker is at (@x, @y), or -1
 */
int
adj_victory_map_widget_hit (AdjVictoryMapWidget *self,
                            double               x,
                            double               y)
{
  g_autofree AdjVictoryMapMarker *markers = NULL;
  AdjVictoryMapTransform t;
  guint n;

  g_return_val_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self), -1);

  if (self->record == NULL)
    return -1;
  markers = dup_markers (self, &n);
  adj_victory_map_widget_get_transform (self, &t);
  return adj_victory_map_hit_test (&t, markers, n, x, y);
}

/**
 * adj_victory_map_widget_click:
 *
 * What a click at (@x, @y) does: activates "victory.toggle" with the id of
 * the target there (the page toggles it for the selected turn).
 *
 * Returns: %TRUE if there was a target and the action was found
 */
gboolean
adj_victory_map_widget_click (AdjVictoryMapWidget *self,
                              double               x,
                              double               y)
{
  int hit;

  g_return_val_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self), FALSE);

  hit = adj_victory_map_widget_hit (self, x, y);
  if (hit < 0)
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self), "victory.toggle", "s",
                                     adj_victory_target_get_id (adj_victory_record_get_target (self->record, (guint) hit)));
}

static void
set_view (AdjVictoryMapWidget *self,
          double               zoom,
          double               pan_x,
          double               pan_y)
{
  double old_zoom = self->zoom;

  adj_victory_map_clamp_pan (gtk_widget_get_width (GTK_WIDGET (self)),
                             gtk_widget_get_height (GTK_WIDGET (self)), zoom, &pan_x, &pan_y);
  self->zoom = zoom;
  self->pan_x = pan_x;
  self->pan_y = pan_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (old_zoom != zoom)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

/* The target nearest the middle of the view gets the focus. */
static void
focus_middle (AdjVictoryMapWidget *self)
{
  g_autofree AdjVictoryMapMarker *markers = NULL;
  AdjVictoryMapTransform t;
  double best = G_MAXDOUBLE;
  int nearest = -1;
  guint n;

  if (self->record == NULL)
    return;
  markers = dup_markers (self, &n);
  adj_victory_map_widget_get_transform (self, &t);
  for (guint i = 0; i < n; i++)
    {
      double x, y, d;

      adj_victory_map_project (&t, markers[i].lon, markers[i].lat, &x, &y);
      d = hypot (x - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0, y - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
      if (d < best)
        {
          best = d;
          nearest = (int) i;
        }
    }
  adj_victory_map_widget_set_focus_target (self, nearest);
}

/* The map's accessible name says which target has the focus, its class and
 * whether it is ticked, as the checklist's rows do. */
static void
update_accessible (AdjVictoryMapWidget *self)
{
  g_autofree char *name = NULL;

  if (self->record && self->focus >= 0)
    {
      g_autofree char *target = adj_victory_text_target_name (adj_victory_record_get_target (self->record, (guint) self->focus));

      /* TRANSLATORS: the victory map's accessible name; %s names the target with the keyboard focus */
      name = g_strdup_printf (_("Victory map: %s"), target);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name ? name : _("Victory map"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Arrow keys move between the targets, Space ticks the target for the selected turn, plus and minus zoom"),
                                  -1);
}

/**
 * adj_victory_map_widget_get_focus_target:
 *
 * Returns: the index of the target with the keyboard focus, or -1
 */
int
adj_victory_map_widget_get_focus_target (AdjVictoryMapWidget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self), -1);
  return self->focus;
}

/**
 * adj_victory_map_widget_set_focus_target:
 * @index: a target's index, or -1
 *
 * Gives the keyboard focus within the map to a target (the one Space
 * ticks), and pans it into view if it is outside.
 */
void
adj_victory_map_widget_set_focus_target (AdjVictoryMapWidget *self,
                                         int                  index)
{
  g_return_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self));
  g_return_if_fail (index < 0 || (self->record && (guint) index < adj_victory_record_get_n_targets (self->record)));

  if (index < 0)
    index = -1;
  if (self->focus == index)
    return;
  self->focus = index;
  if (index >= 0)
    {
      AdjVictoryTarget *target = adj_victory_record_get_target (self->record, (guint) index);
      int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));
      AdjVictoryMapTransform t;
      double x, y, margin = 24;

      adj_victory_map_widget_get_transform (self, &t);
      adj_victory_map_project (&t, adj_victory_target_get_lon (target), adj_victory_target_get_lat (target), &x, &y);
      if (width > 2 * margin && height > 2 * margin &&
          (x < margin || y < margin || x > width - margin || y > height - margin))
        set_view (self, self->zoom, self->pan_x + width / 2.0 - x, self->pan_y + height / 2.0 - y);
    }
  /* its name goes first (see draw_labels ()) */
  forget_names (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_accessible (self);
}

/**
 * adj_victory_map_widget_move_focus:
 * @dx: 1 east, -1 west
 * @dy: 1 south, -1 north
 *
 * What an arrow key does: moves the focus to the nearest target that way
 * (adj_victory_map_next_in_direction()); without a focused target, to the
 * one nearest the middle of the view.
 *
 * Returns: %TRUE if the focus moved
 */
gboolean
adj_victory_map_widget_move_focus (AdjVictoryMapWidget *self,
                                   double               dx,
                                   double               dy)
{
  g_autofree AdjVictoryMapMarker *markers = NULL;
  guint n;
  int next;

  g_return_val_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self), FALSE);

  if (self->record == NULL || adj_victory_record_get_n_targets (self->record) == 0)
    return FALSE;
  if (self->focus < 0)
    {
      focus_middle (self);
      return self->focus >= 0;
    }
  markers = dup_markers (self, &n);
  next = adj_victory_map_next_in_direction (markers, n, self->focus, dx, dy);
  if (next < 0)
    return FALSE;
  adj_victory_map_widget_set_focus_target (self, next);
  return TRUE;
}

/**
 * adj_victory_map_widget_get_zoom_anchor:
 * @x: (out): the point that stays in place
 * @y: (out): the point that stays in place
 *
 * Where zooming without a pointer position (the buttons, Ctrl+plus) keeps
 * the map in place: the pointer while it is over the map, else the target
 * with the keyboard focus, else the middle of the targets the Axis holds,
 * else the middle of the view.
 */
void
adj_victory_map_widget_get_zoom_anchor (AdjVictoryMapWidget *self,
                                        double              *x,
                                        double              *y)
{
  g_return_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self));

  if (self->pointer_inside)
    {
      *x = self->pointer_x;
      *y = self->pointer_y;
    }
  else if (self->focus >= 0 && self->record)
    {
      AdjVictoryTarget *target = adj_victory_record_get_target (self->record, (guint) self->focus);
      AdjVictoryMapTransform t;

      adj_victory_map_widget_get_transform (self, &t);
      adj_victory_map_project (&t, adj_victory_target_get_lon (target), adj_victory_target_get_lat (target), x, y);
    }
  else
    {
      AdjVictoryMapTransform t;
      double sx = 0, sy = 0;
      guint n = self->record ? adj_victory_record_get_n_targets (self->record) : 0, held = 0;

      /* else where the Axis holds targets, not the middle of the world
       * (the Gulf of Guinea) */
      adj_victory_map_widget_get_transform (self, &t);
      for (guint i = 0; i < n; i++)
        {
          AdjVictoryTarget *target = adj_victory_record_get_target (self->record, i);
          double tx, ty;

          if (!adj_victory_target_get_held (target))
            continue;
          adj_victory_map_project (&t, adj_victory_target_get_lon (target), adj_victory_target_get_lat (target), &tx, &ty);
          sx += tx;
          sy += ty;
          held++;
        }
      *x = held ? sx / held : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      *y = held ? sy / held : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
}

/**
 * adj_victory_map_widget_zoom_by:
 * @factor: more than 1 zooms in
 *
 * Zooms about adj_victory_map_widget_get_zoom_anchor().
 */
void
adj_victory_map_widget_zoom_by (AdjVictoryMapWidget *self,
                                double               factor)
{
  double x, y;

  g_return_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self));

  adj_victory_map_widget_get_zoom_anchor (self, &x, &y);
  adj_victory_map_widget_zoom_at (self, self->zoom * factor, x, y);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                AdjVictoryMapWidget   *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      adj_victory_map_widget_move_focus (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      adj_victory_map_widget_move_focus (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      adj_victory_map_widget_move_focus (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      adj_victory_map_widget_move_focus (self, 0, 1);
      return TRUE;
    case GDK_KEY_space: case GDK_KEY_KP_Space: case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      if (self->focus < 0 || self->record == NULL)
        return FALSE;
      gtk_widget_activate_action (GTK_WIDGET (self), "victory.toggle", "s",
                                  adj_victory_target_get_id (adj_victory_record_get_target (self->record, (guint) self->focus)));
      return TRUE;
    case GDK_KEY_plus: case GDK_KEY_equal: case GDK_KEY_KP_Add:
      adj_victory_map_widget_zoom_by (self, ADJ_VICTORY_MAP_WIDGET_ZOOM_STEP);
      return TRUE;
    case GDK_KEY_minus: case GDK_KEY_KP_Subtract:
      adj_victory_map_widget_zoom_by (self, 1 / ADJ_VICTORY_MAP_WIDGET_ZOOM_STEP);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
on_focus_enter (AdjVictoryMapWidget *self)
{
  if (self->focus < 0)
    focus_middle (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
adj_victory_map_widget_get_zoom (AdjVictoryMapWidget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self), 1.0);
  return self->zoom;
}

/**
 * adj_victory_map_widget_zoom_at:
 * @zoom: the new zoom (1 = the whole world)
 * @x: the point that stays in place
 * @y: the point that stays in place
 */
void
adj_victory_map_widget_zoom_at (AdjVictoryMapWidget *self,
                                double               zoom,
                                double               x,
                                double               y)
{
  double z = self->zoom, px = self->pan_x, py = self->pan_y;

  g_return_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self));

  adj_victory_map_zoom_at (gtk_widget_get_width (GTK_WIDGET (self)),
                           gtk_widget_get_height (GTK_WIDGET (self)), &z, &px, &py, zoom, x, y);
  set_view (self, z, px, py);
}

void
adj_victory_map_widget_reset_zoom (AdjVictoryMapWidget *self)
{
  g_return_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self));
  set_view (self, 1.0, 0, 0);
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           AdjVictoryMapWidget      *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;
}

static void
on_leave (AdjVictoryMapWidget *self)
{
  self->pointer_inside = FALSE;
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           AdjVictoryMapWidget      *self)
{
  adj_victory_map_widget_zoom_at (self, self->zoom * pow (1.25, -dy), self->pointer_x, self->pointer_y);
  return TRUE;
}

static void
on_drag_begin (GtkGestureDrag      *gesture,
               double               x,
               double               y,
               AdjVictoryMapWidget *self)
{
  self->drag_start_pan_x = self->pan_x;
  self->drag_start_pan_y = self->pan_y;
  self->drag_x = x;
  self->drag_y = y;
  self->dragged = FALSE;
}

static void
on_drag_update (GtkGestureDrag      *gesture,
                double               dx,
                double               dy,
                AdjVictoryMapWidget *self)
{
  if (!self->dragged && hypot (dx, dy) < CLICK_SLOP)
    return;
  self->dragged = TRUE;
  set_view (self, self->zoom, self->drag_start_pan_x + dx, self->drag_start_pan_y + dy);
}

static void
on_drag_end (GtkGestureDrag      *gesture,
             double               dx,
             double               dy,
             AdjVictoryMapWidget *self)
{
  if (!self->dragged && hypot (dx, dy) < CLICK_SLOP)
    {
      int hit = adj_victory_map_widget_hit (self, self->drag_x, self->drag_y);

      /* the keyboard goes on from the target clicked */
      gtk_widget_grab_focus (GTK_WIDGET (self));
      if (hit >= 0)
        adj_victory_map_widget_set_focus_target (self, hit);
      adj_victory_map_widget_click (self, self->drag_x, self->drag_y);
    }
  self->dragged = FALSE;
}

static void
on_pinch_begin (GtkGesture          *gesture,
                GdkEventSequence    *sequence,
                AdjVictoryMapWidget *self)
{
  self->pinch_start_zoom = self->zoom;
}

static void
on_pinch_scale (GtkGestureZoom      *gesture,
                double               scale,
                AdjVictoryMapWidget *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  adj_victory_map_widget_zoom_at (self, self->pinch_start_zoom * scale, x, y);
}

static gboolean
on_query_tooltip (GtkWidget           *widget,
                  int                  x,
                  int                  y,
                  gboolean             keyboard,
                  GtkTooltip          *tooltip,
                  AdjVictoryMapWidget *self)
{
  g_autofree char *text = NULL;
  int hit = adj_victory_map_widget_hit (self, x, y);

  if (hit < 0)
    return FALSE;
  text = adj_victory_text_map_tooltip (self->record, adj_victory_record_get_target (self->record, (guint) hit));
  gtk_tooltip_set_markup (tooltip, text);
  return TRUE;
}

/* The focused target's name says whether it is ticked. */
static void
focus_target_changed (AdjVictoryMapWidget *self,
                      GParamSpec          *pspec,
                      AdjVictoryTarget    *target)
{
  update_accessible (self);
}

/* The markers show each target's holding and state at the end of the
 * selected turn: draw again when one of those changes. */
static void
connect_targets (AdjVictoryMapWidget *self,
                 gboolean             connect)
{
  GListModel *targets = adj_victory_record_get_targets (self->record);

  for (guint i = 0; i < g_list_model_get_n_items (targets); i++)
    {
      g_autoptr(AdjVictoryTarget) target = g_list_model_get_item (targets, i);

      if (!connect)
        g_signal_handlers_disconnect_by_data (target, self);
      else
        {
          g_signal_connect_swapped (target, "notify::held", G_CALLBACK (gtk_widget_queue_draw), self);
          g_signal_connect_swapped (target, "notify::state", G_CALLBACK (gtk_widget_queue_draw), self);
          g_signal_connect_swapped (target, "notify::held", G_CALLBACK (focus_target_changed), self);
          g_signal_connect_swapped (target, "notify::points", G_CALLBACK (focus_target_changed), self);
        }
    }
}

void
adj_victory_map_widget_set_record (AdjVictoryMapWidget *self,
                                   AdjVictoryRecord    *record)
{
  g_return_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self));

  if (self->record == record)
    return;
  if (self->record)
    connect_targets (self, FALSE);
  g_set_object (&self->record, record);
  self->focus = -1;
  update_accessible (self);
  /* other targets, other names and markers */
  forget_names (self);
  g_clear_pointer (&self->markers, g_ptr_array_unref);
  if (record)
    connect_targets (self, TRUE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORD]);
}

/**
 * adj_victory_map_widget_get_record:
 *
 * Returns: (transfer none) (nullable): the record
 */
AdjVictoryRecord *
adj_victory_map_widget_get_record (AdjVictoryMapWidget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_MAP_WIDGET (self), NULL);
  return self->record;
}

static void
adj_victory_map_widget_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  AdjVictoryMapWidget *self = ADJ_VICTORY_MAP_WIDGET (widget);

  adj_compat_allocate_color_probes (widget);
  adj_victory_map_clamp_pan (width, height, self->zoom, &self->pan_x, &self->pan_y);
  start_base (self);
}

static void
adj_victory_map_widget_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  /* narrow enough for a phone, where the map stands above the checklist */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 300;
      *natural = 960;
    }
  else
    {
      *minimum = 180;
      *natural = for_size > 0 ? MAX (for_size / 2, 180) : 480;
    }
}

static void
adj_victory_map_widget_dispose (GObject *object)
{
  AdjVictoryMapWidget *self = ADJ_VICTORY_MAP_WIDGET (object);

  adj_compat_remove_color_probes (GTK_WIDGET (self));
  if (self->record)
    connect_targets (self, FALSE);
  g_clear_object (&self->record);
  drop_drawing (self);
  forget_base (self);
  g_clear_pointer (&self->no_marker, gsk_render_node_unref);
  G_OBJECT_CLASS (adj_victory_map_widget_parent_class)->dispose (object);
}

static void
adj_victory_map_widget_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  AdjVictoryMapWidget *self = ADJ_VICTORY_MAP_WIDGET (object);

  switch (prop_id)
    {
    case PROP_RECORD:
      g_value_set_object (value, self->record);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_map_widget_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  AdjVictoryMapWidget *self = ADJ_VICTORY_MAP_WIDGET (object);

  switch (prop_id)
    {
    case PROP_RECORD:
      adj_victory_map_widget_set_record (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_map_widget_class_init (AdjVictoryMapWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_victory_map_widget_dispose;
  object_class->get_property = adj_victory_map_widget_get_property;
  object_class->set_property = adj_victory_map_widget_set_property;
  widget_class->snapshot = adj_victory_map_widget_snapshot;
  widget_class->css_changed = adj_victory_map_widget_css_changed;
  widget_class->system_setting_changed = adj_victory_map_widget_system_setting_changed;
  widget_class->measure = adj_victory_map_widget_measure;
  widget_class->size_allocate = adj_victory_map_widget_size_allocate;

  properties[PROP_RECORD] =
    g_param_spec_object ("record", NULL, NULL, ADJ_TYPE_VICTORY_RECORD,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, ADJ_VICTORY_MAP_MIN_ZOOM, ADJ_VICTORY_MAP_MAX_ZOOM, 1.0,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "victory-map");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
adj_victory_map_widget_init (AdjVictoryMapWidget *self)
{
  GtkEventController *scroll, *motion, *key, *focus;
  GtkGesture *drag, *pinch;

  self->zoom = 1.0;
  /* a clear colour of no size: GTK 4.24's snapshot drops empty containers */
  self->no_marker = gsk_color_node_new (&(GdkRGBA) { 0, 0, 0, 0 }, &GRAPHENE_RECT_INIT (0, 0, 0, 0));
  self->focus = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  update_accessible (self);
  adj_compat_add_color_probes (GTK_WIDGET (self), color_names);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
  /* the land's outline, parsed once: when the page is built (idle after the
   * window's first frame), not in the page's first visit (1 ms) */
  get_land_path ();

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect_swapped (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_enter), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch_scale), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));
}

GtkWidget *
adj_victory_map_widget_new (void)
{
  return g_object_new (ADJ_TYPE_VICTORY_MAP_WIDGET, NULL);
}
