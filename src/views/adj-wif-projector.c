/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-wif-odds-chart.h"
#include "adj-wif-projector.h"

/* A second window on the same model for the wall: the side to move, the
 * turn end number against the threshold, the dice, the odds, the last result
 * and the move order, in type readable from across the room. Dark (the
 * .projector style class), full screen on the monitor chosen in the settings;
 * Esc or the close button closes it. */
struct _AdjWifProjector
{
  AdwWindow        parent_instance;

  GtkLabel        *turn_label;
  GtkLabel        *side_label;
  GtkLabel        *ten_label;
  GtkLabel        *result_label;
  GtkLabel        *dice_label;
  GtkLabel        *odds_label;
  AdjWifOddsChart *odds_chart;
  GtkLabel        *order_label;

  AdjWifTrack     *track;
};

G_DEFINE_FINAL_TYPE (AdjWifProjector, adj_wif_projector, ADW_TYPE_WINDOW)

static void
update (AdjWifProjector *self)
{
  AdjWifTrack *t = self->track;
  AdjWifPhase phase = adj_wif_track_get_phase (t);
  int side = adj_wif_track_get_side_to_move (t);
  g_autofree char *turn = NULL, *who = NULL, *ten = NULL, *dice_text = NULL, *odds = NULL, *order = NULL;

  turn = g_strdup_printf (_("Turn %d · impulse %u"), adj_wif_track_get_turn (t),
                          g_list_model_get_n_items (adj_wif_track_get_impulses (t)) + (phase == ADJ_WIF_PHASE_IMPULSES));
  if (phase == ADJ_WIF_PHASE_IMPULSES)
    who = g_strdup_printf (_("%s to move"), adj_wif_track_get_side_name (t, side));
  else if (phase == ADJ_WIF_PHASE_TURN_OVER)
    who = g_strdup (_("Turn over"));
  else
    who = g_strdup (_("Initiative"));
  ten = g_strdup_printf (adj_wif_track_get_ten_at_least (t) ? _("≥%d / %d") : _("%d / %d"),
                         adj_wif_track_get_ten (t), adj_wif_track_get_threshold (t));

  if (phase == ADJ_WIF_PHASE_IMPULSES)
    {
      int m = adj_wif_track_get_pass_bonus (t);

      dice_text = m > 0
        ? g_strdup_printf (_("%s · +%d per die for passes"), adj_wif_track_get_advice_text (t), m)
        : g_strdup (adj_wif_track_get_advice_text (t));
      odds = g_strdup_printf (_("Ends now: %.0f%%\nImpulses left: %.1f"),
                              100 * adj_wif_track_get_p_end (t), adj_wif_track_get_expected_left (t));
    }
  else
    {
      dice_text = g_strdup (adj_wif_track_get_advice_text (t));
      odds = g_strdup ("");
    }
  order = g_strdup_printf (_("Order: %s"), adj_wif_track_get_initiative_text (t));

  gtk_label_set_label (self->turn_label, turn);
  gtk_label_set_label (self->side_label, who);
  gtk_label_set_label (self->ten_label, ten);
  if (adj_wif_track_get_ten (t) >= adj_wif_track_get_threshold (t))
    gtk_widget_add_css_class (GTK_WIDGET (self->ten_label), "wif-reached");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->ten_label), "wif-reached");
  gtk_label_set_label (self->result_label, adj_wif_track_get_result_text (t));
  gtk_label_set_label (self->dice_label, dice_text);
  gtk_label_set_label (self->odds_label, odds);
  gtk_widget_set_visible (GTK_WIDGET (self->odds_chart), phase == ADJ_WIF_PHASE_IMPULSES);
  adj_wif_odds_chart_set_dist (self->odds_chart, adj_wif_track_get_odds_dist (t));
  gtk_label_set_label (self->order_label, order);
}

static void
adj_wif_projector_dispose (GObject *object)
{
  AdjWifProjector *self = ADJ_WIF_PROJECTOR (object);

  if (self->track)
    g_signal_handlers_disconnect_by_data (self->track, self);
  g_clear_object (&self->track);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WIF_PROJECTOR);
  G_OBJECT_CLASS (adj_wif_projector_parent_class)->dispose (object);
}

static void
adj_wif_projector_class_init (AdjWifProjectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_wif_projector_dispose;
  g_type_ensure (ADJ_TYPE_WIF_ODDS_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wif-projector.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, turn_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, side_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, ten_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, result_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, dice_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, odds_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, odds_chart);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, order_label);
}

static void
adj_wif_projector_init (AdjWifProjector *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * adj_wif_projector_new:
 * @track: the model the operator's page shows
 *
 * Returns: (transfer full): a projector window bound to @track
 */
GtkWidget *
adj_wif_projector_new (AdjWifTrack *track)
{
  AdjWifProjector *self = g_object_new (ADJ_TYPE_WIF_PROJECTOR, NULL);

  self->track = g_object_ref (track);
  g_signal_connect_swapped (track, "notify::revision", G_CALLBACK (update), self);
  update (self);
  return GTK_WIDGET (self);
}

/**
 * adj_wif_projector_go_fullscreen:
 * @self: the projector
 *
 * Goes full screen on the monitor named by the `projector-monitor` setting
 * (-1, the default, is the last monitor: the projector is usually the
 * second screen).
 */
void
adj_wif_projector_go_fullscreen (AdjWifProjector *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (self)));
  guint n = g_list_model_get_n_items (monitors);
  int index = -1;
  g_autoptr(GdkMonitor) monitor = NULL;

  if (schema)
    {
      g_autoptr(GSettings) settings = g_settings_new (APP_ID);
      index = g_settings_get_int (settings, "projector-monitor");
    }
  if (n == 0)
    {
      gtk_window_fullscreen (GTK_WINDOW (self));
      return;
    }
  if (index < 0 || (guint) index >= n)
    index = n - 1;
  monitor = g_list_model_get_item (monitors, index);
  gtk_window_fullscreen_on_monitor (GTK_WINDOW (self), monitor);
}

/** adj_wif_projector_get_ten_text: Returns: (transfer none): the turn end number shown */
const char *
adj_wif_projector_get_ten_text (AdjWifProjector *self)
{
  return gtk_label_get_label (self->ten_label);
}
