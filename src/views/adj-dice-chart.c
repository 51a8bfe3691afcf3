/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-compat.h"
#include "adj-dice-chart.h"
#include "adj-dice-stats-text.h"

/* How often each face of one kind of die came up: a bar per face, its count
 * above it and the face below, against a dashed line at the count fair dice
 * give. Its colours come from the style (adj_compat_add_color_probes()), so
 * dark and high contrast need no code; every bar is said in its accessible
 * description. */
struct _AdjDiceChart
{
  GtkWidget     parent_instance;

  AdjDiceFit    fit;
  AdjDiceSource source;
};

G_DEFINE_FINAL_TYPE (AdjDiceChart, adj_dice_chart, GTK_TYPE_WIDGET)

static const char *const color_names[] = { "dice_bar_color", "dice_expected_color", NULL };

#define PAD 6.0

static void
draw (AdjDiceChart *self,
      cairo_t      *cr,
      int           width,
      int           height)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const AdjDiceFit *fit = &self->fit;
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, "0");
  GdkRGBA fg, bar, expected;
  double top, bottom, slot, max_count, y_expected;
  int lw, lh;

  if (fit->sides < 2)
    return;
  adj_compat_get_color (widget, &fg);
  adj_compat_lookup_color (widget, "dice_bar_color", "#3584e4", &bar);
  adj_compat_lookup_color (widget, "dice_expected_color", "#000000", &expected);
  pango_layout_get_pixel_size (layout, &lw, &lh);

  /* a line of text for the counts above, one for the faces below */
  top = PAD + lh + 2;
  bottom = height - PAD - lh - 2;
  if (bottom <= top)
    return;
  slot = (width - 2 * PAD) / fit->sides;
  max_count = MAX (fit->expected * 1.25, 1.0);
  for (int i = 0; i < fit->sides; i++)
    max_count = MAX (max_count, (double) fit->counts[i]);
#define Y(v) (bottom - ((double) (v) / max_count) * (bottom - top))

  /* the base line */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.4);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, PAD, bottom + 0.5);
  cairo_line_to (cr, width - PAD, bottom + 0.5);
  cairo_stroke (cr);

  for (int i = 0; i < fit->sides; i++)
    {
      double x = PAD + i * slot, w = slot * 0.64;
      double y = Y (fit->counts[i]);

      gdk_cairo_set_source_rgba (cr, &bar);
      cairo_rectangle (cr, x + (slot - w) / 2, y, w, bottom - y);
      cairo_fill (cr);
    }

  /* what fair dice give: dashed across every bar, with a gap where it
   * would cross a count */
  if (fit->total > 0)
    {
      y_expected = Y (fit->expected);
      cairo_save (cr);
      cairo_rectangle (cr, 0, 0, width, height);
      for (int i = 0; i < fit->sides; i++)
        {
          g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, fit->counts[i]);

          pango_layout_set_text (layout, count, -1);
          pango_layout_get_pixel_size (layout, &lw, &lh);
          cairo_rectangle (cr, PAD + i * slot + (slot - lw) / 2 - 3, Y (fit->counts[i]) - lh - 2, lw + 6, lh);
        }
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_clip (cr);
      gdk_cairo_set_source_rgba (cr, &expected);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, (double[]) { 6, 4 }, 2, 0);
      cairo_move_to (cr, PAD, y_expected);
      cairo_line_to (cr, width - PAD, y_expected);
      cairo_stroke (cr);
      cairo_restore (cr);
    }

  /* each face's count above its bar, the face below */
  gdk_cairo_set_source_rgba (cr, &fg);
  for (int i = 0; i < fit->sides; i++)
    {
      double x = PAD + i * slot;
      double y = Y (fit->counts[i]);
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, fit->counts[i]);
      g_autofree char *face = g_strdup_printf ("%d", i + 1);

      pango_layout_set_text (layout, count, -1);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      cairo_move_to (cr, x + (slot - lw) / 2, y - lh - 2);
      pango_cairo_show_layout (cr, layout);
      pango_layout_set_text (layout, face, -1);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      cairo_move_to (cr, x + (slot - lw) / 2, bottom + 2);
      pango_cairo_show_layout (cr, layout);
    }
#undef Y
}

static void
adj_dice_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw (ADJ_DICE_CHART (widget), cr, width, height);
  cairo_destroy (cr);
}

static void
adj_dice_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  AdjDiceChart *self = ADJ_DICE_CHART (widget);

  /* room for each face's count, up to 5 digits, side by side */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) (2 * PAD) + 28 * MAX (self->fit.sides, 6);
      *natural = *minimum + 60;
    }
  else
    {
      *minimum = 120;
      *natural = 160;
    }
}

static void
adj_dice_chart_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  adj_compat_allocate_color_probes (widget);
}

static void
adj_dice_chart_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (adj_dice_chart_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

/**
 * adj_dice_chart_set_fit:
 * @self: a chart
 * @fit: the test of one kind of die (copied)
 * @source: whose dice they are, for the description
 *
 * Draws @fit, and says every bar in the accessible description.
 */
void
adj_dice_chart_set_fit (AdjDiceChart     *self,
                        const AdjDiceFit *fit,
                        AdjDiceSource     source)
{
  g_autofree char *description = NULL;
  gboolean resize;

  g_return_if_fail (ADJ_IS_DICE_CHART (self));
  g_return_if_fail (fit != NULL);

  resize = self->fit.sides != fit->sides;
  self->fit = *fit;
  self->source = source;
  description = adj_dice_stats_text_chart_description (fit, source);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
  if (resize)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/** adj_dice_chart_get_fit: Returns: (transfer none): the test drawn */
const AdjDiceFit *
adj_dice_chart_get_fit (AdjDiceChart *self)
{
  g_return_val_if_fail (ADJ_IS_DICE_CHART (self), NULL);
  return &self->fit;
}

static void
adj_dice_chart_dispose (GObject *object)
{
  adj_compat_remove_color_probes (GTK_WIDGET (object));
  G_OBJECT_CLASS (adj_dice_chart_parent_class)->dispose (object);
}

static void
adj_dice_chart_class_init (AdjDiceChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_dice_chart_dispose;
  widget_class->snapshot = adj_dice_chart_snapshot;
  widget_class->measure = adj_dice_chart_measure;
  widget_class->size_allocate = adj_dice_chart_size_allocate;
  widget_class->css_changed = adj_dice_chart_css_changed;

  gtk_widget_class_set_css_name (widget_class, "dice-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
adj_dice_chart_init (AdjDiceChart *self)
{
  adj_compat_add_color_probes (GTK_WIDGET (self), color_names);
}
