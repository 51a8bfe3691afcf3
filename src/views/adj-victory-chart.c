/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-compat.h"
#include "adj-victory-chart.h"
#include "adj-victory-text.h"

/* The victory page's chart: the Axis total at the end of every turn (the
 * record's turn items), solid for the turns that ended and dashed for the
 * turn in progress, against the historical total of the tables. Drawn again
 * when a turn is added or removed or a turn's total changes; its colours
 * come from the style (see adj_compat_add_color_probes()). */
struct _AdjVictoryChart
{
  GtkWidget         parent_instance;

  AdjVictoryRecord *record;
};

G_DEFINE_FINAL_TYPE (AdjVictoryChart, adj_victory_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RECORD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *const color_names[] = { "victory_full_color", "victory_historical_color", NULL };

static void
draw (AdjVictoryChart *self,
      cairo_t         *cr,
      int              width,
      int              height)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GdkRGBA fg, accent, hist;
  guint n;
  int max_points, historical;
  double pad = 6, x_step, left = 28;
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *hist_text = NULL;
  int lw, lh;

  if (self->record == NULL)
    return;
  adj_compat_get_color (widget, &fg);
  adj_compat_lookup_color (widget, "victory_full_color", "#c01c28", &accent);
  adj_compat_lookup_color (widget, "victory_historical_color", "#1c71d8", &hist);

  n = adj_victory_record_get_n_turns (self->record);
  historical = adj_victory_record_get_historical_total (self->record);
  max_points = MAX (historical + historical / 4, 1);
  for (guint i = 0; i < n; i++)
    max_points = MAX (max_points, adj_victory_record_get_total_through (self->record, i));
  x_step = n > 1 ? (width - left - pad) / (double) (n - 1) : 0;

#define Y(v) (height - pad - ((double) (v) / max_points) * (height - 2 * pad))
  /* axis */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, left, Y (0) + 0.5);
  cairo_line_to (cr, width - pad, Y (0) + 0.5);
  cairo_stroke (cr);

  /* historical line */
  gdk_cairo_set_source_rgba (cr, &hist);
  cairo_set_dash (cr, (double[]) { 4, 3 }, 2, 0);
  cairo_move_to (cr, left, Y (historical));
  cairo_line_to (cr, width - pad, Y (historical));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  layout = gtk_widget_create_pango_layout (widget, NULL);
  hist_text = g_strdup_printf ("%d", historical);
  pango_layout_set_text (layout, hist_text, -1);
  pango_layout_get_pixel_size (layout, &lw, &lh);
  cairo_move_to (cr, left - lw - 4, Y (historical) - lh / 2.0);
  pango_cairo_show_layout (cr, layout);

  /* the points over the turns: ended turns solid, the turn in progress dashed */
  gdk_cairo_set_source_rgba (cr, &accent);
  cairo_set_line_width (cr, 2.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i + 1 < n; i++)
    {
      double x = left + i * x_step;
      double y = Y (adj_victory_record_get_total_through (self->record, i));

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  if (n >= 2)
    {
      cairo_set_dash (cr, (double[]) { 3, 3 }, 2, 0);
      cairo_move_to (cr, left + (n - 2) * x_step, Y (adj_victory_record_get_total_through (self->record, n - 2)));
      cairo_line_to (cr, left + (n - 1) * x_step, Y (adj_victory_record_get_total_through (self->record, n - 1)));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  for (guint i = 0; i < n; i++)
    {
      double x = n > 1 ? left + i * x_step : left;

      cairo_arc (cr, x, Y (adj_victory_record_get_total_through (self->record, i)), 3, 0, 2 * G_PI);
      cairo_fill (cr);
    }
#undef Y
}


static void
adj_victory_chart_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw (ADJ_VICTORY_CHART (widget), cr, width, height);
  cairo_destroy (cr);
}

static void
adj_victory_chart_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_VERTICAL ? 84 : 0;
}

static void
adj_victory_chart_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  adj_compat_allocate_color_probes (widget);
}

static void
adj_victory_chart_css_changed (GtkWidget         *widget,
                               GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (adj_victory_chart_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

/* Drawn again, and its values said again for screen readers: every turn's
 * total in the accessible description. */
static void
changed (AdjVictoryChart *self)
{
  g_autofree char *description = self->record ? adj_victory_text_chart_description (self->record) : NULL;

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description ? description : "", -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Follows the turns: each new one's total, and the list itself. */
static void
on_turns_changed (GListModel      *turns,
                  guint            position,
                  guint            removed,
                  guint            added,
                  AdjVictoryChart *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(AdjVictoryTurn) turn = g_list_model_get_item (turns, i);

      g_signal_connect_swapped (turn, "notify::total", G_CALLBACK (changed), self);
    }
  changed (self);
}

static void
disconnect_record (AdjVictoryChart *self)
{
  GListModel *turns;

  if (self->record == NULL)
    return;
  turns = adj_victory_record_get_turns (self->record);
  g_signal_handlers_disconnect_by_data (turns, self);
  for (guint i = 0; i < g_list_model_get_n_items (turns); i++)
    {
      g_autoptr(AdjVictoryTurn) turn = g_list_model_get_item (turns, i);

      g_signal_handlers_disconnect_by_data (turn, self);
    }
}

/**
 * adj_victory_chart_set_record:
 * @record: (nullable): the record to chart
 */
void
adj_victory_chart_set_record (AdjVictoryChart  *self,
                              AdjVictoryRecord *record)
{
  g_return_if_fail (ADJ_IS_VICTORY_CHART (self));

  if (self->record == record)
    return;
  disconnect_record (self);
  g_set_object (&self->record, record);
  if (record)
    {
      GListModel *turns = adj_victory_record_get_turns (record);

      g_signal_connect (turns, "items-changed", G_CALLBACK (on_turns_changed), self);
      on_turns_changed (turns, 0, 0, g_list_model_get_n_items (turns), self);
    }
  changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORD]);
}

/**
 * adj_victory_chart_get_record:
 *
 * Returns: (transfer none) (nullable): the record
 */
AdjVictoryRecord *
adj_victory_chart_get_record (AdjVictoryChart *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_CHART (self), NULL);
  return self->record;
}

static void
adj_victory_chart_dispose (GObject *object)
{
  AdjVictoryChart *self = ADJ_VICTORY_CHART (object);

  adj_compat_remove_color_probes (GTK_WIDGET (self));
  disconnect_record (self);
  g_clear_object (&self->record);
  G_OBJECT_CLASS (adj_victory_chart_parent_class)->dispose (object);
}

static void
adj_victory_chart_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  AdjVictoryChart *self = ADJ_VICTORY_CHART (object);

  switch (prop_id)
    {
    case PROP_RECORD:
      g_value_set_object (value, self->record);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_chart_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  AdjVictoryChart *self = ADJ_VICTORY_CHART (object);

  switch (prop_id)
    {
    case PROP_RECORD:
      adj_victory_chart_set_record (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_chart_class_init (AdjVictoryChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_victory_chart_dispose;
  object_class->get_property = adj_victory_chart_get_property;
  object_class->set_property = adj_victory_chart_set_property;
  widget_class->snapshot = adj_victory_chart_snapshot;
  widget_class->measure = adj_victory_chart_measure;
  widget_class->size_allocate = adj_victory_chart_size_allocate;
  widget_class->css_changed = adj_victory_chart_css_changed;

  properties[PROP_RECORD] =
    g_param_spec_object ("record", NULL, NULL, ADJ_TYPE_VICTORY_RECORD,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "victory-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
adj_victory_chart_init (AdjVictoryChart *self)
{
  adj_compat_add_color_probes (GTK_WIDGET (self), color_names);
}
