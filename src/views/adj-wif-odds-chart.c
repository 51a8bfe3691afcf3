/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-wif-odds-chart.h"
#include "adj-wif-text.h"

/* A small bar chart: the chance that the turn ends on the 1st, 2nd, ...
 * impulse from now. Colours come from the style (the bars use the widget's
 * colour, the coming impulse is drawn at full strength), so dark mode and the
 * projector's dark theme work unchanged. */

#define MAX_BARS 12

struct _AdjWifOddsChart
{
  GtkWidget parent_instance;

  double    bars[MAX_BARS];
  guint     n_bars;
  guint     first;   /* the impulse (from 0) the first bar stands for */
  double    rest;
};

G_DEFINE_FINAL_TYPE (AdjWifOddsChart, adj_wif_odds_chart, GTK_TYPE_WIDGET)

static void
adj_wif_odds_chart_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  AdjWifOddsChart *self = ADJ_WIF_ODDS_CHART (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  PangoLayout *layout;
  cairo_t *cr;
  GdkRGBA fg, faint;
  double max = 0.0, slot, label_h;
  int lw, lh;

  if (self->n_bars == 0 || w <= 0 || h <= 0)
    return;
  adj_compat_get_color (widget, &fg);
  faint = fg;
  faint.alpha *= 0.6;  /* 3:1 against the background, for graphics */

  layout = gtk_widget_create_pango_layout (widget, "0");
  pango_layout_get_pixel_size (layout, &lw, &lh);
  label_h = lh + 4;
  for (guint i = 0; i < self->n_bars; i++)
    max = MAX (max, self->bars[i]);
  if (max <= 0.0)
    max = 1.0;
  slot = (double) w / MAX_BARS;

  /* one node, bars and numbers: an impulse changes most bars and, as the
   * impulse they stand for moves on, every number, and GTK gives up
   * comparing a frame's nodes once the area that changed is more than 30
   * rectangles (on GTK 4.24 an impulse then drew the whole page again) */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  for (guint i = 0; i < self->n_bars; i++)
    {
      double bh = (h - label_h) * self->bars[i] / max;
      g_autofree char *num = g_strdup_printf ("%u", self->first + i + 1);

      gdk_cairo_set_source_rgba (cr, i + self->first == 0 ? &fg : &faint);
      cairo_rectangle (cr, i * slot + slot * 0.15, h - label_h - bh, slot * 0.7, bh);
      cairo_fill (cr);

      pango_layout_set_text (layout, i + 1 == MAX_BARS && self->rest > 0 ? "+" : num, -1);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      gdk_cairo_set_source_rgba (cr, &fg);
      cairo_move_to (cr, i * slot + (slot - lw) / 2.0, h - lh);
      pango_cairo_show_layout (cr, layout);
    }
  cairo_destroy (cr);
  g_object_unref (layout);
}

static void
adj_wif_odds_chart_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 120 : 60;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 300 : 110;
}

static void
adj_wif_odds_chart_class_init (AdjWifOddsChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = adj_wif_odds_chart_snapshot;
  widget_class->measure = adj_wif_odds_chart_measure;
  gtk_widget_class_set_css_name (widget_class, "wifoddschart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
adj_wif_odds_chart_init (AdjWifOddsChart *self)
{
}

/** adj_wif_odds_chart_new: Returns: (transfer floating): a chart */
GtkWidget *
adj_wif_odds_chart_new (void)
{
  return g_object_new (ADJ_TYPE_WIF_ODDS_CHART, NULL);
}

/**
 * adj_wif_odds_chart_set_dist:
 * @self: the chart
 * @dist: (element-type double) (nullable): P(turn ends on impulse j from now)
 *
 * Shows the first impulses; the last bar holds the rest.
 */
void
adj_wif_odds_chart_set_dist (AdjWifOddsChart *self,
                             GArray          *dist)
{
  g_autofree char *desc = NULL;

  g_return_if_fail (ADJ_IS_WIF_ODDS_CHART (self));
  self->n_bars = 0;
  self->first = 0;
  self->rest = 0.0;
  /* start where the chance becomes visible, so that long turns still show
   * their shape; the last bar holds everything after it */
  if (dist)
    {
      double max = 0.0;

      for (guint i = 0; i < dist->len; i++)
        max = MAX (max, g_array_index (dist, double, i));
      while (self->first + MAX_BARS < dist->len && g_array_index (dist, double, self->first) < max / 50)
        self->first++;
    }
  for (guint i = self->first; dist && i < dist->len; i++)
    {
      double p = g_array_index (dist, double, i);
      guint bar = i - self->first;

      if (bar < MAX_BARS)
        {
          self->bars[bar] = p;
          self->n_bars = bar + 1;
        }
      else
        {
          self->bars[MAX_BARS - 1] += p;
          self->rest += p;
        }
    }
  desc = adj_wif_text_odds_bars (self->bars, self->n_bars, self->first, self->rest > 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, desc, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
