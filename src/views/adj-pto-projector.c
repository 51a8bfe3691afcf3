/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-pto-projector.h"
#include "adj-pto-text.h"
#include "adj-table-text.h"

/* What the PTO page shows on a projector: the turn, the current step, the
 * month's weather and grounding rolls, and the initiative dice of a tie as
 * they are rolled. Bound to the same game as the page (the template's
 * bindings look up its properties); large type on the dark `projector`
 * style. */

struct _AdjPtoProjector
{
  GtkWidget   parent_instance;

  AdjPtoGame *model;

  GtkBox     *zones_box;
  GtkWidget  *roll_box;
  GtkLabel   *roll_label;
  GtkBox     *faces_box;
  GtkLabel   *roll_result;
};

G_DEFINE_FINAL_TYPE (AdjPtoProjector, adj_pto_projector, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The template's closures: each gets the game's values its binding looks up
 * (so that it runs when they change) and words them with adj-pto-text.c. */

static char *
turn_text (AdjPtoProjector *self,
           int              year,
           int              season,
           int              month)
{
  return self->model ? adj_pto_text_projector_turn (self->model) : g_strdup ("");
}

static char *
step_phase_text (AdjPtoProjector *self,
                 AdjPtoStep      *step)
{
  return step ? adj_pto_text_step_phase (step) : g_strdup ("");
}

static char *
step_title_text (AdjPtoProjector *self,
                 AdjPtoStep      *step)
{
  return step ? adj_pto_text_step_title (step) : g_strdup ("");
}

static char *
step_side_text (AdjPtoProjector *self,
                AdjPtoStep      *step)
{
  return g_strdup (step ? adj_pto_text_side (adj_pto_step_get_side (step)) : "");
}

static gboolean
monthly (AdjPtoProjector *self,
         gboolean         seasonal)
{
  return !seasonal;
}

static char *
condition_text (AdjPtoProjector *self,
                const char      *condition,
                gboolean         has_entry,
                int              year,
                int              month)
{
  if (self->model == NULL || month < 0)
    return g_strdup ("");
  return adj_pto_text_projector_weather (self->model);
}

static char *
tie_japan_text (AdjPtoProjector *self,
                int              face)
{
  return adj_pto_text_tie_die (ADJ_PTO_SIDE_JAPAN, face);
}

static char *
tie_allies_text (AdjPtoProjector *self,
                 int              face)
{
  return adj_pto_text_tie_die (ADJ_PTO_SIDE_ALLIES, face);
}

/* The zones: one line per zone the month's weather affects. */

static void
update_zone_label (GtkLabel   *label,
                   GParamSpec *pspec,
                   AdjPtoZone *zone)
{
  g_autofree char *text = adj_pto_text_zone_line (zone);

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

/* The last roll of the page: what it was for, its faces as dice, the result. */

static void
log_changed_cb (AdjPtoProjector *self)
{
  AdjDice *dice = adj_pto_game_get_dice (self->model);
  g_autofree char *title = NULL;
  g_autofree char *result = NULL;
  g_autoptr(AdjRoll) roll = adj_pto_text_last_roll (self->model, dice ? G_LIST_MODEL (adj_dice_get_log (dice)) : NULL,
                                                    &title, &result);
  GtkWidget *child;
  guint n = 0;
  const int *faces;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->faces_box))) != GTK_WIDGET (self->roll_result))
    gtk_box_remove (self->faces_box, child);
  gtk_widget_set_visible (self->roll_box, roll != NULL);
  if (roll == NULL)
    return;
  gtk_label_set_label (self->roll_label, title);
  faces = adj_roll_get_faces (roll, &n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *face = g_strdup_printf ("%d", faces[i]);
      GtkWidget *die = gtk_label_new (face);

      gtk_widget_add_css_class (die, "projector-die");
      gtk_box_insert_child_after (self->faces_box, die, gtk_widget_get_prev_sibling (GTK_WIDGET (self->roll_result)));
    }
  gtk_label_set_label (self->roll_result, result);
}

/** adj_pto_projector_dup_last_roll_text: Returns: (transfer full): what the last-roll line and dice show, for tests */
char *
adj_pto_projector_dup_last_roll_text (AdjPtoProjector *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (ADJ_IS_PTO_PROJECTOR (self), NULL);
  if (!gtk_widget_get_visible (self->roll_box))
    return g_string_free (text, FALSE);
  g_string_append (text, gtk_label_get_label (self->roll_label));
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->faces_box)); c; c = gtk_widget_get_next_sibling (c))
    g_string_append_printf (text, " [%s]", gtk_label_get_label (GTK_LABEL (c)));
  return g_string_free (text, FALSE);
}

static void
set_model (AdjPtoProjector *self,
           AdjPtoGame      *model)
{
  g_return_if_fail (self->model == NULL);
  if (model == NULL)
    return;
  self->model = g_object_ref (model);
  g_signal_connect_object (adj_pto_game_get_zones (model), "items-changed", G_CALLBACK (zones_changed_cb), self,
                           G_CONNECT_SWAPPED);
  zones_changed_cb (self);
  if (adj_pto_game_get_dice (model))
    g_signal_connect_object (adj_dice_get_log (adj_pto_game_get_dice (model)), "items-changed",
                             G_CALLBACK (log_changed_cb), self, G_CONNECT_SWAPPED);
  log_changed_cb (self);
  /* the template's bindings look the model up */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
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
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS
                                                | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ptoprojector");
  g_type_ensure (ADJ_TYPE_PTO_GAME);
  g_type_ensure (ADJ_TYPE_PTO_STEP);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-pto-projector.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, AdjPtoProjector, name)
  BIND (zones_box);
  BIND (roll_box);
  BIND (roll_label);
  BIND (faces_box);
  BIND (roll_result);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, turn_text);
  gtk_widget_class_bind_template_callback (widget_class, step_phase_text);
  gtk_widget_class_bind_template_callback (widget_class, step_title_text);
  gtk_widget_class_bind_template_callback (widget_class, step_side_text);
  gtk_widget_class_bind_template_callback (widget_class, monthly);
  gtk_widget_class_bind_template_callback (widget_class, condition_text);
  gtk_widget_class_bind_template_callback (widget_class, tie_japan_text);
  gtk_widget_class_bind_template_callback (widget_class, tie_allies_text);
  gtk_widget_class_bind_template_callback_full (widget_class, "initiative_text",
                                                G_CALLBACK (adj_pto_text_bind_initiative));
  gtk_widget_class_bind_template_callback_full (widget_class, "offensives_left_text",
                                                G_CALLBACK (adj_pto_text_bind_offensives_left));
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
