/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-dice-box.h"

/* A roll control used everywhere a rule asks for dice: players either let
 * Adjutant roll, or type the faces they rolled on the table. */
struct _AdjDiceBox
{
  GtkWidget       parent_instance;

  GtkStack       *mode_stack;
  GtkButton      *roll_button;
  GtkButton      *enter_button;
  GtkEntry       *faces_entry;
  GtkToggleButton *physical_toggle;
  GtkLabel       *error_label;

  AdjGame        *game;
  char           *spec;
  char           *purpose;
  char           *topic;
  GStrv           topic_args;
  char           *who;
  int             modifier;
};

G_DEFINE_FINAL_TYPE (AdjDiceBox, adj_dice_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SPEC,
  PROP_PURPOSE,
  PROP_WHO,
  PROP_MODIFIER,
  PROP_PHYSICAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ROLLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_error (AdjDiceBox *self,
            const char *message)
{
  gtk_label_set_label (self->error_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  if (message)
    gtk_widget_add_css_class (GTK_WIDGET (self->faces_entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->faces_entry), "error");
}

static void
update_labels (AdjDiceBox *self)
{
  AdjDiceSpec spec;
  g_autofree char *label = NULL;
  g_autofree char *placeholder = NULL;
  gboolean valid = self->spec && adj_dice_spec_parse (self->spec, &spec, NULL);

  if (valid)
    {
      g_autofree char *name = adj_dice_spec_to_string (&spec);
      int n = adj_dice_spec_n_faces (&spec);

      /* Translators: the button that rolls, e.g. "Roll 2d6" */
      label = g_strdup_printf (_("_Roll %s"), name);
      placeholder = n == 1 ? g_strdup_printf (_("The face rolled (1–%d)"), spec.sides)
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d face, e.g. 3", "%d faces, e.g. 3 5", n), n);
    }
  else
    label = g_strdup (_("_Roll"));
  gtk_button_set_label (self->roll_button, label);
  adj_compat_name_button_after_label (self->roll_button);
  gtk_entry_set_placeholder_text (self->faces_entry, placeholder);
  gtk_widget_set_sensitive (GTK_WIDGET (self->roll_button), valid && self->game);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->faces_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  placeholder ? placeholder : _("Faces rolled"), -1);
}

/**
 * adj_dice_box_roll:
 * @self: the box
 *
 * Rolls the box's dice: virtual dice, or the faces typed in the entry.
 * An impossible face is shown under the entry and nothing is logged.
 *
 * Returns: (transfer none) (nullable): the roll, as also given to #AdjDiceBox::rolled
 */
AdjRoll *
adj_dice_box_roll (AdjDiceBox *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) roll = NULL;
  const char *typed = NULL;

  g_return_val_if_fail (ADJ_IS_DICE_BOX (self), NULL);
  if (self->game == NULL || self->spec == NULL)
    return NULL;

  if (adj_dice_box_get_physical (self))
    typed = gtk_editable_get_text (GTK_EDITABLE (self->faces_entry));
  if (typed && *typed == '\0')
    {
      show_error (self, _("Type the faces you rolled, then press Enter."));
      return NULL;
    }
  roll = adj_dice_roll_text_about (adj_game_get_dice (self->game), self->spec, self->purpose, self->who,
                                   self->topic, (const char * const *) self->topic_args,
                                   self->modifier, typed, &error);
  if (roll == NULL)
    {
      show_error (self, error->message);
      return NULL;
    }
  show_error (self, NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->faces_entry), "");
  g_signal_emit (self, signals[ROLLED], 0, roll);
  /* the log keeps a reference */
  return roll;
}

static void
roll_cb (AdjDiceBox *self)
{
  adj_dice_box_roll (self);
}

static void
physical_toggled_cb (AdjDiceBox *self)
{
  gboolean physical = gtk_toggle_button_get_active (self->physical_toggle);

  gtk_stack_set_visible_child_name (self->mode_stack, physical ? "physical" : "virtual");
  show_error (self, NULL);
  if (physical)
    gtk_widget_grab_focus (GTK_WIDGET (self->faces_entry));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHYSICAL]);
}

static void
adj_dice_box_dispose (GObject *object)
{
  AdjDiceBox *self = ADJ_DICE_BOX (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_DICE_BOX);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (adj_dice_box_parent_class)->dispose (object);
}

static void
adj_dice_box_finalize (GObject *object)
{
  AdjDiceBox *self = ADJ_DICE_BOX (object);

  g_free (self->spec);
  g_free (self->purpose);
  g_free (self->who);
  g_free (self->topic);
  g_strfreev (self->topic_args);
  G_OBJECT_CLASS (adj_dice_box_parent_class)->finalize (object);
}

static void
adj_dice_box_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjDiceBox *self = ADJ_DICE_BOX (object);

  switch (prop_id)
    {
    case PROP_SPEC:
      g_value_set_string (value, self->spec);
      break;
    case PROP_PURPOSE:
      g_value_set_string (value, self->purpose);
      break;
    case PROP_WHO:
      g_value_set_string (value, self->who);
      break;
    case PROP_MODIFIER:
      g_value_set_int (value, self->modifier);
      break;
    case PROP_PHYSICAL:
      g_value_set_boolean (value, adj_dice_box_get_physical (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_dice_box_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  AdjDiceBox *self = ADJ_DICE_BOX (object);

  switch (prop_id)
    {
    case PROP_SPEC:
      adj_dice_box_set_spec (self, g_value_get_string (value));
      break;
    case PROP_PURPOSE:
      adj_dice_box_set_purpose (self, g_value_get_string (value));
      break;
    case PROP_WHO:
      adj_dice_box_set_who (self, g_value_get_string (value));
      break;
    case PROP_MODIFIER:
      adj_dice_box_set_modifier (self, g_value_get_int (value));
      break;
    case PROP_PHYSICAL:
      adj_dice_box_set_physical (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_dice_box_class_init (AdjDiceBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_dice_box_dispose;
  object_class->finalize = adj_dice_box_finalize;
  object_class->get_property = adj_dice_box_get_property;
  object_class->set_property = adj_dice_box_set_property;

  properties[PROP_SPEC] =
    g_param_spec_string ("spec", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PURPOSE] =
    g_param_spec_string ("purpose", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WHO] =
    g_param_spec_string ("who", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIER] =
    g_param_spec_int ("modifier", NULL, NULL, -1000, 1000, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PHYSICAL] =
    g_param_spec_boolean ("physical", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AdjDiceBox::rolled:
   * @self: the box
   * @roll: the roll, already in the roll log
   */
  signals[ROLLED] = g_signal_new ("rolled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, ADJ_TYPE_ROLL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "dicebox");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-dice-box.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDiceBox, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceBox, roll_button);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceBox, enter_button);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceBox, faces_entry);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceBox, physical_toggle);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceBox, error_label);
  gtk_widget_class_bind_template_callback (widget_class, roll_cb);
  gtk_widget_class_bind_template_callback (widget_class, physical_toggled_cb);
}

static void
adj_dice_box_init (AdjDiceBox *self)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();

  gtk_widget_init_template (GTK_WIDGET (self));
  adj_compat_name_button_after_label (self->enter_button);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 6);

  /* Start each box in the mode chosen in the preferences. */
  schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
  if (schema)
    {
      g_autoptr(GSettings) settings = g_settings_new (APP_ID);
      adj_dice_box_set_physical (self, g_settings_get_boolean (settings, "physical-dice"));
    }
  update_labels (self);
}

/** adj_dice_box_new: Returns: (transfer full): a dice box */
AdjDiceBox *
adj_dice_box_new (void)
{
  return g_object_new (ADJ_TYPE_DICE_BOX, NULL);
}

/** adj_dice_box_set_game: Sets the game whose dice and log the box uses. */
void
adj_dice_box_set_game (AdjDiceBox *self,
                       AdjGame    *game)
{
  g_return_if_fail (ADJ_IS_DICE_BOX (self));
  g_set_object (&self->game, game);
  update_labels (self);
}

/** adj_dice_box_set_spec: Sets the dice to roll ("2d6"). */
void
adj_dice_box_set_spec (AdjDiceBox *self,
                       const char *spec)
{
  g_return_if_fail (ADJ_IS_DICE_BOX (self));
  if (g_strcmp0 (self->spec, spec) == 0)
    return;
  g_free (self->spec);
  self->spec = g_strdup (spec);
  update_labels (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEC]);
}

/** adj_dice_box_get_spec: Returns: (transfer none) (nullable): the dice rolled */
const char *
adj_dice_box_get_spec (AdjDiceBox *self)
{
  return self->spec;
}

/** adj_dice_box_set_purpose: Sets what the roll is for, for the log. */
void
adj_dice_box_set_purpose (AdjDiceBox *self,
                          const char *purpose)
{
  if (g_strcmp0 (self->purpose, purpose) == 0)
    return;
  g_free (self->purpose);
  self->purpose = g_strdup (purpose);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PURPOSE]);
}

/**
 * adj_dice_box_set_topic:
 * @self: the box
 * @topic: (nullable): what the roll is for, as a fact ("pto.grounding"),
 *   worded in the roll log by the aid's formatter; %NULL for none
 * @args: (nullable) (array zero-terminated=1): the topic's facts
 *
 * A roll with a topic is logged without purpose and who: the log says them
 * in the reader's language (see adj_roll_text_dup_purpose()).
 */
void
adj_dice_box_set_topic (AdjDiceBox         *self,
                        const char         *topic,
                        const char * const *args)
{
  g_return_if_fail (ADJ_IS_DICE_BOX (self));
  g_return_if_fail (topic == NULL || adj_roll_topic_is_valid (topic, args));

  g_free (self->topic);
  self->topic = g_strdup (topic);
  g_strfreev (self->topic_args);
  self->topic_args = args ? g_strdupv ((char **) args) : NULL;
}

/** adj_dice_box_set_who: Sets who rolls, for the log. */
void
adj_dice_box_set_who (AdjDiceBox *self,
                      const char *who)
{
  if (g_strcmp0 (self->who, who) == 0)
    return;
  g_free (self->who);
  self->who = g_strdup (who);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WHO]);
}

/** adj_dice_box_set_modifier: Sets the modifier added to the dice. */
void
adj_dice_box_set_modifier (AdjDiceBox *self,
                           int         modifier)
{
  if (self->modifier == modifier)
    return;
  self->modifier = modifier;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIER]);
}

/** adj_dice_box_get_physical: Returns: %TRUE if players type the faces */
gboolean
adj_dice_box_get_physical (AdjDiceBox *self)
{
  return gtk_toggle_button_get_active (self->physical_toggle);
}

/** adj_dice_box_set_physical: Switches between virtual and real dice. */
void
adj_dice_box_set_physical (AdjDiceBox *self,
                           gboolean    physical)
{
  gtk_toggle_button_set_active (self->physical_toggle, physical);
}
