/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Benchmark: draw the World in Flames projector window and the victory map at
 * 3840x2160, offscreen (snapshot + render to a texture with the renderer the
 * window would use). Needs a display (Xvfb). Prints figures; it does not pass
 * or fail.
 *
 * The projector is drawn through a GtkWidgetPaintable, which renders the
 * window's current render nodes (GTK keeps them between frames); the map, a
 * single widget, has its own snapshot function run for every frame as well,
 * as when a target is ticked. */

#include "config.h"

#include <stdlib.h>

#include "adj-projector-window.h"
#include "adj-victory-map-widget.h"
#include "adj-wif-projector.h"
#include "adj-wif-track.h"

#define W 3840
#define H 2160
#define FRAMES 30

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
measure (const char *name,
         GtkWindow  *window,
         GtkWidget  *widget,
         gboolean    snapshot_each_frame)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderer) renderer = NULL;
  double snap_ms[FRAMES], total_ms[FRAMES];
  int w, h;

  gtk_window_set_default_size (window, W, H);
  gtk_window_present (window);
  for (int i = 0; i < 200 && gtk_widget_get_width (widget) < W / 2; i++)
    spin (20);
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  /* the renderer GTK would pick for this window (GSK_RENDERER=cairo or gl chooses) */
  renderer = gsk_renderer_new_for_surface (gtk_native_get_surface (GTK_NATIVE (window)));
  if (renderer == NULL)
    g_error ("no renderer for the window");
  paintable = gtk_widget_paintable_new (widget);

  for (int f = 0; f < FRAMES; f++)
    {
      GtkSnapshot *snapshot;
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      gint64 t0, t1, t2;

      t0 = g_get_monotonic_time ();
      snapshot = gtk_snapshot_new ();
      if (snapshot_each_frame)
        GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
      else
        gdk_paintable_snapshot (paintable, snapshot, w, h);
      node = gtk_snapshot_free_to_node (snapshot);
      t1 = g_get_monotonic_time ();
      texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
      t2 = g_get_monotonic_time ();
      snap_ms[f] = (t1 - t0) / 1000.0;
      total_ms[f] = (t2 - t0) / 1000.0;
    }
  qsort (snap_ms, FRAMES, sizeof (double), compare_doubles);
  qsort (total_ms, FRAMES, sizeof (double), compare_doubles);
  g_print ("draw %s at %dx%d with %s: median %.1f ms a frame (%s), "
           "min %.1f, max %.1f (goal: <= 8 ms)\n",
           name, w, h, G_OBJECT_TYPE_NAME (renderer), total_ms[FRAMES / 2],
           snapshot_each_frame ? "snapshot and render" : "render",
           total_ms[0], total_ms[FRAMES - 1]);
  gsk_renderer_unrealize (renderer);
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdjRulebook) rb = NULL;
  g_autoptr(AdjDice) dice = NULL;
  g_autoptr(AdjWifTrack) track = NULL;
  g_autoptr(AdjVictoryRecord) record = NULL;
  GtkWidget *projector, *projector_window, *map_window, *map;

  if (!gtk_init_check ())
    {
      g_printerr ("bench-draw needs a display (run it under xvfb-run)\n");
      return 0;
    }
  adw_init ();
  rb = adj_rulebook_new (NULL);
  if (!adj_rulebook_load (rb, NULL))
    return 1;
  dice = adj_dice_new (NULL);
  track = adj_wif_track_new (rb, dice);
  record = adj_victory_record_new (rb);

  projector = adj_wif_projector_new (track);
  projector_window = adj_projector_window_new (projector, "World in Flames");
  measure ("WiF projector", GTK_WINDOW (projector_window), projector, FALSE);

  map_window = gtk_window_new ();
  map = adj_victory_map_widget_new ();
  adj_victory_map_widget_set_record (ADJ_VICTORY_MAP_WIDGET (map), record);
  gtk_window_set_child (GTK_WINDOW (map_window), map);
  measure ("world map", GTK_WINDOW (map_window), map, TRUE);
  return 0;
}
