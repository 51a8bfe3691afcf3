/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-dice-box.h"
#include "adj-pto-text.h"
#include "adj-pto-zone-row.h"
#include "adj-table-text.h"

/* One weather zone on the PTO weather card: its name, its grounding result
 * and the dice for its grounding roll. It shows while the month's weather
 * affects the zone; a roll goes to the page's `pto.roll-grounding` action. */

struct _AdjPtoZoneRow
{
  GtkWidget   parent_instance;

  AdjGame    *game;
  AdjPtoGame *model;
  AdjPtoZone *zone;

  GtkLabel   *result_label;
  AdjDiceBox *dice;
};

G_DEFINE_FINAL_TYPE (AdjPtoZoneRow, adj_pto_zone_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ZONE,
  PROP_SHOW_DICE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_result (AdjPtoZoneRow *self)
{
  int roll = adj_pto_zone_get_roll (self->zone);
  gboolean grounded = adj_pto_zone_get_grounded (self->zone);
  g_autofree char *text = adj_pto_text_grounding (roll, grounded);

  gtk_label_set_label (self->result_label, text);
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "pto-grounded");
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "pto-flies");
  if (roll > 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->result_label), grounded ? "pto-grounded" : "pto-flies");
}

static void
name_controls (GtkWidget  *widget,
               const char *dice,
               const char *what)
{
  g_autofree char *name = NULL;

  if (GTK_IS_TOGGLE_BUTTON (widget))
    /* Translators: a dice box's "Real Dice" toggle; %s: what the roll is for ("Land zone grounding") */
    name = g_strdup_printf (_("Real dice for %s"), what);
  else if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), NULL) == 0
           && gtk_widget_get_ancestor (widget, GTK_TYPE_STACK) && gtk_widget_has_css_class (widget, "pill"))
    /* Translators: a dice box's roll button; %1$s: the dice ("2d6"), %2$s: what the roll is for */
    name = g_strdup_printf (_("Roll %1$s for %2$s"), dice, what);
  else if (GTK_IS_BUTTON (widget))
    /* Translators: a dice box's button that enters the faces typed; %s: what the roll is for */
    name = g_strdup_printf (_("Enter the faces rolled for %s"), what);
  else if (GTK_IS_ENTRY (widget))
    /* Translators: a dice box's entry for the faces of real dice; %1$s: the dice, %2$s: what the roll is for */
    name = g_strdup_printf (_("Faces of %1$s rolled for %2$s"), dice, what);
  if (name)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    name_controls (c, dice, what);
}

/**
 * adj_pto_dice_box_name:
 * @box: a dice box of the PTO page
 * @what: what its roll is for, as adj_pto_text_roll_for() says it
 *
 * Names the box's controls for a screen reader with what they roll for
 * ("Roll 2d6 for Land zone grounding"), not the bare "Roll 2d6" that every
 * box has. Call it after adj_dice_box_set_spec().
 */
void
adj_pto_dice_box_name (AdjDiceBox *box,
                       const char *what)
{
  AdjDiceSpec spec;
  g_autofree char *dice = NULL;

  g_return_if_fail (ADJ_IS_DICE_BOX (box));
  if (adj_dice_box_get_spec (box) == NULL || !adj_dice_spec_parse (adj_dice_box_get_spec (box), &spec, NULL))
    return;
  dice = adj_dice_spec_to_string (&spec);
  name_controls (GTK_WIDGET (box), dice, what);
}

static void
update_purpose (AdjPtoZoneRow *self)
{
  g_autofree char *purpose = adj_pto_text_grounding_purpose (self->model, self->zone);

  g_auto(GStrv) facts = adj_pto_text_roll_facts (self->model, adj_pto_zone_get_id (self->zone));

  adj_dice_box_set_topic (self->dice, "pto.grounding", (const char * const *) facts);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->dice), GTK_ACCESSIBLE_PROPERTY_LABEL, purpose, -1);
}

static void
rolled_cb (AdjPtoZoneRow *self,
           AdjRoll       *roll)
{
  guint n = 0;
  const int *faces = adj_roll_get_faces (roll, &n);
  GVariant *list = g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, faces, n, sizeof (int));

  gtk_widget_activate_action (GTK_WIDGET (self), "pto.roll-grounding", "(s@ai)",
                              adj_pto_zone_get_id (self->zone), list);
}

static void
adj_pto_zone_row_dispose (GObject *object)
{
  AdjPtoZoneRow *self = ADJ_PTO_ZONE_ROW (object);
  GtkWidget *child;

  if (self->model)
    g_signal_handlers_disconnect_by_data (self->model, self);
  if (self->zone)
    g_signal_handlers_disconnect_by_data (self->zone, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_PTO_ZONE_ROW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->model);
  g_clear_object (&self->zone);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (adj_pto_zone_row_parent_class)->dispose (object);
}

static void
adj_pto_zone_row_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AdjPtoZoneRow *self = ADJ_PTO_ZONE_ROW (object);

  switch (prop_id)
    {
    case PROP_ZONE:
      g_value_set_object (value, self->zone);
      break;
    case PROP_SHOW_DICE:
      g_value_set_boolean (value, gtk_widget_get_visible (GTK_WIDGET (self->dice)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_pto_zone_row_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  AdjPtoZoneRow *self = ADJ_PTO_ZONE_ROW (object);

  switch (prop_id)
    {
    case PROP_SHOW_DICE:
      if (gtk_widget_get_visible (GTK_WIDGET (self->dice)) != g_value_get_boolean (value))
        {
          gtk_widget_set_visible (GTK_WIDGET (self->dice), g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_pto_zone_row_class_init (AdjPtoZoneRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_pto_zone_row_dispose;
  object_class->get_property = adj_pto_zone_row_get_property;
  object_class->set_property = adj_pto_zone_row_set_property;

  properties[PROP_ZONE] = g_param_spec_object ("zone", NULL, NULL, ADJ_TYPE_PTO_ZONE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * AdjPtoZoneRow:show-dice:
   *
   * Whether the grounding dice show (on the weather step only).
   */
  properties[PROP_SHOW_DICE] = g_param_spec_boolean ("show-dice", NULL, NULL, TRUE,
                                                     G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (ADJ_TYPE_DICE_BOX);
  g_type_ensure (ADJ_TYPE_PTO_ZONE);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-pto-zone-row.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjPtoZoneRow, result_label);
  gtk_widget_class_bind_template_child (widget_class, AdjPtoZoneRow, dice);
  gtk_widget_class_bind_template_callback (widget_class, rolled_cb);
  adj_table_text_bind_template (widget_class);
}

static void
adj_pto_zone_row_init (AdjPtoZoneRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * adj_pto_zone_row_new:
 * @game: the game (for the dice)
 * @model: the PTO game
 * @zone: one of its zones
 *
 * Returns: (transfer floating): the zone's row on the weather card
 */
GtkWidget *
adj_pto_zone_row_new (AdjGame    *game,
                      AdjPtoGame *model,
                      AdjPtoZone *zone)
{
  AdjPtoZoneRow *self = g_object_new (ADJ_TYPE_PTO_ZONE_ROW, NULL);
  AdjRuleFile *file = adj_rulebook_get_file (adj_pto_game_get_rulebook (model), "pto");

  self->game = game ? g_object_ref (game) : NULL;
  self->model = g_object_ref (model);
  self->zone = g_object_ref (zone);
  adj_dice_box_set_game (self->dice, game);
  adj_dice_box_set_spec (self->dice, adj_rule_file_get_text (file, "grounding-dice"));
  g_object_bind_property (zone, "affected", self, "visible", G_BINDING_SYNC_CREATE);
  g_signal_connect_swapped (zone, "notify::roll", G_CALLBACK (update_result), self);
  g_signal_connect_swapped (zone, "notify::grounded", G_CALLBACK (update_result), self);
  g_signal_connect_swapped (model, "notify::month", G_CALLBACK (update_purpose), self);
  g_signal_connect_swapped (model, "notify::year", G_CALLBACK (update_purpose), self);
  update_result (self);
  update_purpose (self);
  {
    g_autofree char *what = adj_pto_text_roll_for_zone (zone);

    adj_pto_dice_box_name (self->dice, what);
  }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZONE]);
  return GTK_WIDGET (self);
}

/** adj_pto_zone_row_get_zone: Returns: (transfer none): the row's zone */
AdjPtoZone *
adj_pto_zone_row_get_zone (AdjPtoZoneRow *self)
{
  g_return_val_if_fail (ADJ_IS_PTO_ZONE_ROW (self), NULL);
  return self->zone;
}
