/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-wif-odds-chart.h"
#include "adj-wif-projector.h"
#include "adj-wif-text.h"

/* What the World in Flames page puts on the wall (its AdjPage
 * create_projector content, shown by the window's projector window): the
 * side to move, the turn end number against the threshold, the dice to roll
 * (with a last die rolled first and waiting), the odds, the last result and
 * the move order, in type readable from across the room. Bound to the same
 * model as the page, in the same words (adj-wif-text.c). */
struct _AdjWifProjector
{
  GtkWidget        parent_instance;

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

G_DEFINE_FINAL_TYPE (AdjWifProjector, adj_wif_projector, GTK_TYPE_WIDGET)

static void
set_label_take (GtkLabel *label,
                char     *text)
{
  gtk_label_set_label (label, text);
  g_free (text);
}

static void
update_turn (AdjWifProjector *self)
{
  set_label_take (self->turn_label, adj_wif_text_projector_turn (self->track));
  set_label_take (self->side_label, adj_wif_text_who (self->track));
}

static void
update_ten (AdjWifProjector *self)
{
  set_label_take (self->ten_label, adj_wif_text_ten (self->track));
  if (adj_wif_track_get_ten (self->track) >= adj_wif_track_get_threshold (self->track))
    gtk_widget_add_css_class (GTK_WIDGET (self->ten_label), "wif-reached");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->ten_label), "wif-reached");
}

static void
update_result (AdjWifProjector *self)
{
  set_label_take (self->result_label, adj_wif_text_result (self->track));
}

static void
update_dice (AdjWifProjector *self)
{
  set_label_take (self->dice_label, adj_wif_text_projector_dice (self->track));
}

static void
update_odds (AdjWifProjector *self)
{
  set_label_take (self->odds_label, adj_wif_text_projector_odds (self->track));
  gtk_widget_set_visible (GTK_WIDGET (self->odds_chart),
                          adj_wif_track_get_phase (self->track) == ADJ_WIF_PHASE_IMPULSES);
  adj_wif_odds_chart_set_dist (self->odds_chart, adj_wif_track_get_odds_dist (self->track));
}

static void
update_order (AdjWifProjector *self)
{
  g_autofree char *order = adj_wif_text_initiative (self->track);

  set_label_take (self->order_label, g_strdup_printf (_("Order: %s"), order));
}

static void
adj_wif_projector_dispose (GObject *object)
{
  AdjWifProjector *self = ADJ_WIF_PROJECTOR (object);
  GtkWidget *child;

  if (self->track)
    {
      g_signal_handlers_disconnect_by_data (adj_wif_track_get_impulses (self->track), self);
      g_signal_handlers_disconnect_by_data (self->track, self);
    }
  g_clear_object (&self->track);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WIF_PROJECTOR);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (adj_wif_projector_parent_class)->dispose (object);
}

static void
adj_wif_projector_class_init (AdjWifProjectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_wif_projector_dispose;
  g_type_ensure (ADJ_TYPE_WIF_ODDS_CHART);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wifprojector");
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
 * Returns: (transfer floating): the projector content bound to @track
 */
GtkWidget *
adj_wif_projector_new (AdjWifTrack *track)
{
  AdjWifProjector *self;
  struct { const char *signal; GCallback cb; } handlers[] = {
    { "notify::turn", G_CALLBACK (update_turn) },
    { "notify::phase", G_CALLBACK (update_turn) },
    { "notify::side-to-move", G_CALLBACK (update_turn) },
    { "notify::ten", G_CALLBACK (update_ten) },
    { "notify::ten-at-least", G_CALLBACK (update_ten) },
    { "notify::threshold", G_CALLBACK (update_ten) },
    { "notify::outcome", G_CALLBACK (update_result) },
    { "notify::threshold", G_CALLBACK (update_result) },
    { "notify::advice", G_CALLBACK (update_dice) },
    { "notify::k", G_CALLBACK (update_dice) },
    { "notify::pass-bonus", G_CALLBACK (update_dice) },
    { "notify::pending-last", G_CALLBACK (update_dice) },
    { "notify::dice-to-roll", G_CALLBACK (update_dice) },
    { "notify::phase", G_CALLBACK (update_odds) },
    { "notify::p-end", G_CALLBACK (update_odds) },
    { "notify::expected-left", G_CALLBACK (update_odds) },
    { "notify::initiative-step", G_CALLBACK (update_order) },
    { "notify::order", G_CALLBACK (update_order) },
  };

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (track), NULL);
  self = g_object_new (ADJ_TYPE_WIF_PROJECTOR, NULL);
  self->track = g_object_ref (track);
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    g_signal_connect_swapped (track, handlers[i].signal, handlers[i].cb, self);
  g_signal_connect_swapped (adj_wif_track_get_impulses (track), "items-changed", G_CALLBACK (update_turn), self);
  g_signal_connect_swapped (adj_wif_track_get_impulses (track), "items-changed", G_CALLBACK (update_result), self);
  update_turn (self);
  update_ten (self);
  update_result (self);
  update_dice (self);
  update_odds (self);
  update_order (self);
  return GTK_WIDGET (self);
}

/** adj_wif_projector_get_ten_text: Returns: (transfer none): the turn end number shown */
const char *
adj_wif_projector_get_ten_text (AdjWifProjector *self)
{
  return gtk_label_get_label (self->ten_label);
}

/** adj_wif_projector_get_dice_text: Returns: (transfer none): the dice line shown */
const char *
adj_wif_projector_get_dice_text (AdjWifProjector *self)
{
  return gtk_label_get_label (self->dice_label);
}
