/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-enum-types.h"
#include "adj-wif-faces.h"
#include "adj-wif-odds-chart.h"
#include "adj-wif-projector.h"
#include "adj-wif-text.h"

/* What the World in Flames page puts on the wall (its AdjPage
 * create_projector content, shown by the window's projector window): the
 * side to move, the turn end number against the threshold, the dice to roll
 * (with a last die rolled first and waiting), the last roll's dice, the
 * odds, the last result, the move order and the initiative markers, in type
 * readable from across the room. Sized for a screen 1080 pixels high (the
 * projector window scales it to its screen). Bound in
 * ui/adj-wif-projector.ui to the same model as the page (the track
 * property), in the same words (adj-wif-text.c). */
struct _AdjWifProjector
{
  GtkWidget        parent_instance;

  GtkLabel        *ten_label;
  GtkLabel        *dice_label;
  GtkBox          *faces_box;
  GtkLabel        *markers_label;
  AdjWifOddsChart *odds_chart;

  AdjWifTrack     *track;
};

G_DEFINE_FINAL_TYPE (AdjWifProjector, adj_wif_projector, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TRACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The template's closures (ui/adj-wif-projector.ui): thin wrappers around
 * adj-wif-text.c. The arguments after the track are the properties the text
 * reads, so the binding words the label again when any of them changes. */

static char *
turn_text (AdjWifProjector *self,
           AdjWifTrack     *track,
           int              turn,
           AdjWifPhase      phase,
           guint            n_impulses)
{
  return track ? adj_wif_text_projector_turn (track) : NULL;
}

static char *
dice_text (AdjWifProjector *self,
           AdjWifTrack     *track,
           AdjWifAdvice     advice,
           AdjWifPhase      phase,
           int              k,
           int              dice_to_roll,
           int              pending_last,
           int              pass_bonus)
{
  return track ? adj_wif_text_projector_dice (track) : NULL;
}

static char *
odds_text (AdjWifProjector *self,
           AdjWifTrack     *track,
           AdjWifPhase      phase,
           double           p_end,
           double           expected_left)
{
  return track ? adj_wif_text_projector_odds (track) : NULL;
}

static char *
order_text (AdjWifProjector       *self,
            AdjWifTrack           *track,
            AdjWifInitiativeStep   step,
            GVariant              *order,
            int                    n_sides)
{
  return track ? adj_wif_text_projector_order (track) : NULL;
}

/* What the bindings cannot say: the reached style and the chart's bars */
static void
update_ten_style (AdjWifProjector *self)
{
  if (adj_wif_track_get_ten (self->track) >= adj_wif_track_get_threshold (self->track))
    gtk_widget_add_css_class (GTK_WIDGET (self->ten_label), "wif-reached");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->ten_label), "wif-reached");
}

/* the last roll's dice, as on the page */
static void
update_faces (AdjWifProjector *self)
{
  adj_wif_faces_show (self->faces_box, self->track);
}

/* where the initiative markers stand; a side's box is no track property */
static void
update_markers (AdjWifProjector *self)
{
  g_autofree char *text = adj_wif_text_projector_markers (self->track);

  gtk_label_set_label (self->markers_label, text);
}

static void
sides_changed_cb (AdjWifProjector *self,
                  guint            position,
                  guint            removed,
                  guint            added,
                  GListModel      *sides)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(AdjWifSide) side = g_list_model_get_item (sides, i);

      g_signal_connect_object (side, "notify::box", G_CALLBACK (update_markers), self, G_CONNECT_SWAPPED);
    }
  update_markers (self);
}

static void
update_odds_chart (AdjWifProjector *self)
{
  adj_wif_odds_chart_set_dist (self->odds_chart, adj_wif_track_get_odds_dist (self->track));
}

/* Impulses replaced one for one keep the count the labels watch: the
 * bindings read the track again (as the page does) */
static void
impulses_replaced_cb (AdjWifProjector *self,
                      guint            position,
                      guint            removed,
                      guint            added)
{
  if (removed > 0 && removed == added)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRACK]);
}

static void
set_track (AdjWifProjector *self,
           AdjWifTrack     *track)
{
  struct { const char *signal; GCallback cb; } handlers[] = {
    { "notify::ten", G_CALLBACK (update_ten_style) },
    { "notify::threshold", G_CALLBACK (update_ten_style) },
    { "notify::phase", G_CALLBACK (update_odds_chart) },
    { "notify::p-end", G_CALLBACK (update_odds_chart) },
    { "notify::expected-left", G_CALLBACK (update_odds_chart) },
  };

  g_return_if_fail (ADJ_IS_WIF_TRACK (track));
  self->track = g_object_ref (track);
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    g_signal_connect_object (track, handlers[i].signal, handlers[i].cb, self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adj_wif_track_get_impulses (track), "items-changed", G_CALLBACK (impulses_replaced_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adj_wif_track_get_impulses (track), "items-changed", G_CALLBACK (update_faces),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adj_wif_track_get_sides (track), "items-changed", G_CALLBACK (sides_changed_cb),
                           self, G_CONNECT_SWAPPED);
  sides_changed_cb (self, 0, 0, g_list_model_get_n_items (adj_wif_track_get_sides (track)),
                    adj_wif_track_get_sides (track));
  update_ten_style (self);
  update_faces (self);
  update_odds_chart (self);
}

static void
adj_wif_projector_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  AdjWifProjector *self = ADJ_WIF_PROJECTOR (object);

  switch (prop_id)
    {
    case PROP_TRACK:
      g_value_set_object (value, self->track);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wif_projector_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  AdjWifProjector *self = ADJ_WIF_PROJECTOR (object);

  switch (prop_id)
    {
    case PROP_TRACK:
      set_track (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wif_projector_dispose (GObject *object)
{
  AdjWifProjector *self = ADJ_WIF_PROJECTOR (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WIF_PROJECTOR);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  if (self->track)
    g_signal_handlers_disconnect_by_data (self->track, self);
  g_clear_object (&self->track);
  G_OBJECT_CLASS (adj_wif_projector_parent_class)->dispose (object);
}

static void
adj_wif_projector_class_init (AdjWifProjectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_wif_projector_dispose;
  object_class->get_property = adj_wif_projector_get_property;
  object_class->set_property = adj_wif_projector_set_property;

  /* the model the labels are bound to (in the template) */
  properties[PROP_TRACK] = g_param_spec_object ("track", NULL, NULL, ADJ_TYPE_WIF_TRACK,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                                | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (ADJ_TYPE_WIF_ODDS_CHART);
  g_type_ensure (ADJ_TYPE_WIF_PHASE);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wifprojector");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wif-projector.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, ten_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, dice_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, odds_chart);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, faces_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWifProjector, markers_label);
  gtk_widget_class_bind_template_callback (widget_class, turn_text);
  gtk_widget_class_bind_template_callback_full (widget_class, "who_text", G_CALLBACK (adj_wif_text_bind_who));
  gtk_widget_class_bind_template_callback_full (widget_class, "ten_text", G_CALLBACK (adj_wif_text_bind_ten));
  gtk_widget_class_bind_template_callback_full (widget_class, "result_text", G_CALLBACK (adj_wif_text_bind_result));
  gtk_widget_class_bind_template_callback (widget_class, dice_text);
  gtk_widget_class_bind_template_callback (widget_class, odds_text);
  gtk_widget_class_bind_template_callback (widget_class, order_text);
  gtk_widget_class_bind_template_callback_full (widget_class, "phase_is", G_CALLBACK (adj_wif_text_bind_phase_is));
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
  g_return_val_if_fail (ADJ_IS_WIF_TRACK (track), NULL);
  return g_object_new (ADJ_TYPE_WIF_PROJECTOR, "track", track, NULL);
}

/** adj_wif_projector_get_ten_text: Returns: (transfer none): the turn end number shown */
const char *
adj_wif_projector_get_ten_text (AdjWifProjector *self)
{
  return gtk_label_get_label (self->ten_label);
}

/** adj_wif_projector_get_markers_text: Returns: (transfer none): the initiative markers shown */
const char *
adj_wif_projector_get_markers_text (AdjWifProjector *self)
{
  return gtk_label_get_label (self->markers_label);
}

/** adj_wif_projector_get_faces: Returns: (transfer none): the box with the last roll's dice */
GtkWidget *
adj_wif_projector_get_faces (AdjWifProjector *self)
{
  return GTK_WIDGET (self->faces_box);
}

/** adj_wif_projector_get_dice_text: Returns: (transfer none): the dice line shown */
const char *
adj_wif_projector_get_dice_text (AdjWifProjector *self)
{
  return gtk_label_get_label (self->dice_label);
}
