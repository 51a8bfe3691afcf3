/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-pto-projector.h"
#include "adj-pto-text.h"

/* What the PTO page shows on a projector: the turn, the current step, the
 * month's weather and grounding rolls, and the initiative dice of a tie as
 * they are rolled. Bound to the same game as the page; large type on the
 * dark `projector` style. */

struct _AdjPtoProjector
{
  GtkWidget   parent_instance;

  AdjPtoGame *model;

  GtkLabel   *turn_label;
  GtkLabel   *phase_label;
  GtkLabel   *step_label;
  GtkLabel   *side_label;
  GtkWidget  *weather_box;
  GtkLabel   *condition_label;
  GtkBox     *zones_box;
  GtkWidget  *tie_box;
  GtkLabel   *tie_japan_label;
  GtkLabel   *tie_allies_label;
};

G_DEFINE_FINAL_TYPE (AdjPtoProjector, adj_pto_projector, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_turn (AdjPtoProjector *self)
{
  g_autofree char *kind = adj_pto_text_turn_kind (adj_pto_game_get_calendar (self->model),
                                                  adj_pto_game_get_turn (self->model));
  g_autofree char *heading = adj_pto_text_turn_heading (adj_pto_game_get_calendar (self->model),
                                                        adj_pto_game_get_turn (self->model));
  g_autofree char *text = g_strdup_printf ("%s · %s", heading, kind);

  gtk_label_set_label (self->turn_label, text);
}

static void
update_step (AdjPtoProjector *self)
{
  AdjPtoStep *step = adj_pto_game_get_current_step (self->model);
  g_autofree char *phase = step ? adj_pto_text_step_phase (step) : NULL;
  g_autofree char *title = step ? adj_pto_text_step_title (step) : NULL;

  gtk_label_set_label (self->phase_label, phase ? phase : "");
  gtk_label_set_label (self->step_label, title ? title : "");
  gtk_label_set_label (self->side_label, step ? adj_pto_text_side (adj_pto_step_get_side (step)) : "");
}

static void
update_weather (AdjPtoProjector *self)
{
  g_autofree char *condition = adj_pto_text_condition (self->model);
  g_autofree char *title = adj_pto_text_weather_title (self->model);
  g_autofree char *text = g_strdup_printf ("%s: %s", title, condition);

  gtk_widget_set_visible (self->weather_box, !adj_pto_game_get_seasonal (self->model));
  gtk_label_set_label (self->condition_label, text);
}

static void
update_zone_label (GtkLabel   *label,
                   GParamSpec *pspec,
                   AdjPtoZone *zone)
{
  g_autofree char *result = adj_pto_text_grounding (adj_pto_zone_get_roll (zone), adj_pto_zone_get_grounded (zone));
  /* Translators: a weather zone and its grounding result */
  g_autofree char *text = g_strdup_printf (_("%s: %s"), adj_pto_zone_get_label (zone), result);

  gtk_label_set_label (label, text);
  gtk_widget_set_visible (GTK_WIDGET (label), adj_pto_zone_get_affected (zone));
}

static void
zone_changed_cb (AdjPtoZone *zone,
                 GParamSpec *pspec,
                 GtkLabel   *label)
{
  update_zone_label (label, pspec, zone);
}

static void
zones_changed_cb (AdjPtoProjector *self)
{
  GListModel *zones = adj_pto_game_get_zones (self->model);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->zones_box))))
    gtk_box_remove (self->zones_box, child);
  for (guint i = 0; i < g_list_model_get_n_items (zones); i++)
    {
      g_autoptr(AdjPtoZone) zone = g_list_model_get_item (zones, i);
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "projector-medium");
      g_signal_connect_object (zone, "notify", G_CALLBACK (zone_changed_cb), label, 0);
      update_zone_label (GTK_LABEL (label), NULL, zone);
      gtk_box_append (self->zones_box, label);
    }
}

static void
update_tie (AdjPtoProjector *self)
{
  g_autofree char *japan = adj_pto_text_tie_die (ADJ_PTO_SIDE_JAPAN, adj_pto_game_get_tie_die (self->model, ADJ_PTO_SIDE_JAPAN));
  g_autofree char *allies = adj_pto_text_tie_die (ADJ_PTO_SIDE_ALLIES,
                                                  adj_pto_game_get_tie_die (self->model, ADJ_PTO_SIDE_ALLIES));

  gtk_widget_set_visible (self->tie_box, adj_pto_game_get_tie_pending (self->model));
  gtk_label_set_label (self->tie_japan_label, japan);
  gtk_label_set_label (self->tie_allies_label, allies);
}

static void
connect_notify (AdjPtoProjector    *self,
                const char * const *names,
                GCallback           callback)
{
  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *signal = g_strconcat ("notify::", names[i], NULL);

      g_signal_connect_object (self->model, signal, callback, self, G_CONNECT_SWAPPED);
    }
}

static void
set_model (AdjPtoProjector *self,
           AdjPtoGame      *model)
{
  static const char * const turn[] = { "year", "season", "month", NULL };
  static const char * const step[] = { "current-step", NULL };
  static const char * const weather[] = { "year", "month", "weather-condition", "has-track-entry", NULL };
  static const char * const tie[] = { "tie-pending", "tie-japan", "tie-allies", NULL };

  g_return_if_fail (self->model == NULL);
  if (model == NULL)
    return;
  self->model = g_object_ref (model);
  connect_notify (self, turn, G_CALLBACK (update_turn));
  connect_notify (self, step, G_CALLBACK (update_step));
  connect_notify (self, weather, G_CALLBACK (update_weather));
  connect_notify (self, tie, G_CALLBACK (update_tie));
  g_signal_connect_object (adj_pto_game_get_zones (model), "items-changed", G_CALLBACK (zones_changed_cb), self,
                           G_CONNECT_SWAPPED);
  update_turn (self);
  update_step (self);
  update_weather (self);
  zones_changed_cb (self);
  update_tie (self);
}

static void
adj_pto_projector_dispose (GObject *object)
{
  AdjPtoProjector *self = ADJ_PTO_PROJECTOR (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_PTO_PROJECTOR);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (adj_pto_projector_parent_class)->dispose (object);
}

static void
adj_pto_projector_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  AdjPtoProjector *self = ADJ_PTO_PROJECTOR (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_pto_projector_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  AdjPtoProjector *self = ADJ_PTO_PROJECTOR (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_pto_projector_class_init (AdjPtoProjectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_pto_projector_dispose;
  object_class->get_property = adj_pto_projector_get_property;
  object_class->set_property = adj_pto_projector_set_property;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, ADJ_TYPE_PTO_GAME,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ptoprojector");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-pto-projector.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, AdjPtoProjector, name)
  BIND (turn_label);
  BIND (phase_label);
  BIND (step_label);
  BIND (side_label);
  BIND (weather_box);
  BIND (condition_label);
  BIND (zones_box);
  BIND (tie_box);
  BIND (tie_japan_label);
  BIND (tie_allies_label);
#undef BIND
}

static void
adj_pto_projector_init (AdjPtoProjector *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * adj_pto_projector_new:
 * @model: the PTO game
 *
 * Returns: (transfer floating): the projector's content for @model
 */
GtkWidget *
adj_pto_projector_new (AdjPtoGame *model)
{
  g_return_val_if_fail (ADJ_IS_PTO_GAME (model), NULL);
  return g_object_new (ADJ_TYPE_PTO_PROJECTOR, "model", model, NULL);
}

/** adj_pto_projector_get_model: Returns: (transfer none): the game shown */
AdjPtoGame *
adj_pto_projector_get_model (AdjPtoProjector *self)
{
  g_return_val_if_fail (ADJ_IS_PTO_PROJECTOR (self), NULL);
  return self->model;
}
