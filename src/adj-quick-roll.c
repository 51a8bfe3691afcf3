/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-quick-roll.h"
#include "views/adj-dice-box.h"

/* The header bar's dice popover: any NdM or ½d6 for the table, rolled here
 * or typed in from real dice, and logged like every other roll. */
struct _AdjQuickRoll
{
  GtkPopover  parent_instance;

  GtkEntry   *spec_entry;
  AdjDiceBox *dice_box;
  GtkLabel   *result_label;
  GtkLabel   *faces_label;
};

G_DEFINE_FINAL_TYPE (AdjQuickRoll, adj_quick_roll, GTK_TYPE_POPOVER)

static void
spec_changed_cb (AdjQuickRoll *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->spec_entry));
  AdjDiceSpec spec;

  if (adj_dice_spec_parse (text, &spec, NULL) && spec.kind == ADJ_DICE_SUM)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->spec_entry), "error");
      adj_dice_box_set_spec (self->dice_box, text);
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->spec_entry), "error");
      adj_dice_box_set_spec (self->dice_box, NULL);
    }
}

static void
preset_cb (AdjQuickRoll *self,
           GtkButton    *button)
{
  gtk_editable_set_text (GTK_EDITABLE (self->spec_entry), gtk_button_get_label (button));
  if (!adj_dice_box_get_physical (self->dice_box))
    adj_dice_box_roll (self->dice_box);
}

static void
rolled_cb (AdjQuickRoll *self,
           AdjRoll      *roll)
{
  g_autofree char *result = g_strdup_printf ("%d", adj_roll_get_result (roll));
  g_autofree char *faces = adj_roll_dup_faces_text (roll);
  g_autofree char *detail = g_strdup_printf (_("%s: %s"), adj_roll_get_dice (roll), faces);

  gtk_label_set_label (self->result_label, result);
  gtk_label_set_label (self->faces_label, detail);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->result_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, result, -1);
}

static void
adj_quick_roll_class_init (AdjQuickRollClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_DICE_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-quick-roll.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjQuickRoll, spec_entry);
  gtk_widget_class_bind_template_child (widget_class, AdjQuickRoll, dice_box);
  gtk_widget_class_bind_template_child (widget_class, AdjQuickRoll, result_label);
  gtk_widget_class_bind_template_child (widget_class, AdjQuickRoll, faces_label);
  gtk_widget_class_bind_template_callback (widget_class, spec_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, preset_cb);
  gtk_widget_class_bind_template_callback (widget_class, rolled_cb);
}

static void
adj_quick_roll_init (AdjQuickRoll *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  adj_dice_box_set_topic (self->dice_box, "dice.quick", NULL);
  adj_dice_box_set_who (self->dice_box, _("Table"));
  spec_changed_cb (self);
}

/** adj_quick_roll_new: Returns: (transfer floating): a new quick roll popover */
GtkWidget *
adj_quick_roll_new (void)
{
  return g_object_new (ADJ_TYPE_QUICK_ROLL, NULL);
}

/** adj_quick_roll_set_game: Sets the game whose dice and log are used. */
void
adj_quick_roll_set_game (AdjQuickRoll *self,
                         AdjGame      *game)
{
  adj_dice_box_set_game (self->dice_box, game);
}
