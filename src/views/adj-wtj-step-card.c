/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-dice-box.h"
#include "adj-page.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-text.h"

/* One roll of one setup step, bound to its AdjWtjStep: a roll, "Roll
 * Again" or a result set by hand changes the step, and the card follows
 * its notify::result in place (the page around it is not rebuilt). */

struct _AdjWtjStepCard
{
  GtkWidget       parent_instance;

  GtkBox         *lines_box;
  GtkLabel       *note_label;
  GtkLabel       *result_label;
  AdjDiceBox     *dice_box;
  GtkButton      *again_button;
  GtkWidget      *manual_row;
  GtkSpinButton  *manual_spin;
  GtkAdjustment  *manual_adjustment;

  AdjWtjScenario *scenario;
  AdjWtjStep     *step;
  char           *heading;
  char           *purpose;
  char           *manual_label;
};

G_DEFINE_FINAL_TYPE (AdjWtjStepCard, adj_wtj_step_card, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_STEP,
  PROP_HEADING,
  PROP_PURPOSE,
  PROP_MANUAL_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
set_str (char       **field,
         const char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

static void
update (AdjWtjStepCard *self)
{
  const AdjWtjResult *r = adj_wtj_step_get_result (self->step);
  g_auto(GStrv) lines = adj_wtj_text_lines (self->scenario, r);
  g_autofree char *note = adj_wtj_text_note (self->scenario, r);
  g_autofree char *text = adj_wtj_text_result (self->scenario, r);
  GtkWidget *child;
  gboolean can_roll = r->spec && !r->done;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  /* the player just rolled here: keep the focus in the card */
  gboolean rolled_here = focus && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->dice_box)) && !can_roll;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->lines_box))))
    gtk_box_remove (self->lines_box, child);
  for (guint i = 0; lines[i]; i++)
    {
      GtkWidget *l = gtk_label_new (lines[i]);

      gtk_label_set_xalign (GTK_LABEL (l), 0);
      gtk_label_set_wrap (GTK_LABEL (l), TRUE);
      gtk_widget_add_css_class (l, "wtj-line");
      gtk_box_append (self->lines_box, l);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->lines_box), lines[0] != NULL);
  gtk_label_set_label (self->note_label, note ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), note != NULL);

  gtk_label_set_label (self->result_label, r->done ? (text ? text : "") : (r->spec ? _("Not rolled yet") : ""));
  if (r->done)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "wtj-result");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "wtj-result");
      gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "dim-label");
    }

  if (can_roll)
    {
      adj_dice_box_set_spec (self->dice_box, r->spec);
      adj_dice_box_set_modifier (self->dice_box, r->modifier);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->dice_box), can_roll);
  gtk_widget_set_visible (GTK_WIDGET (self->again_button), r->done && r->spec);
  gtk_widget_set_visible (self->manual_row, self->manual_label != NULL && r->applicable);
  gtk_spin_button_set_value (self->manual_spin, r->done ? r->value : 0);
  if (rolled_here && gtk_widget_get_visible (GTK_WIDGET (self->again_button)))
    gtk_widget_grab_focus (GTK_WIDGET (self->again_button));
}

static void
rolled_cb (AdjWtjStepCard *self,
           AdjRoll        *roll)
{
  g_autoptr(GError) error = NULL;
  guint n;
  const int *faces = adj_roll_get_faces (roll, &n);

  if (!adj_wtj_scenario_roll (self->scenario, adj_wtj_step_get_key (self->step), faces, n, &error))
    adj_page_toast (GTK_WIDGET (self), error->message);
}

static void
manual_cb (AdjWtjStepCard *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "wtj.set-manual", "(si)", adj_wtj_step_get_key (self->step),
                              gtk_spin_button_get_value_as_int (self->manual_spin));
}

/**
 * adj_wtj_step_card_new:
 * @game: the game whose dice and roll log the card uses
 * @scenario: the scenario
 * @step: the step the card shows
 * @heading: who rolls ("Germans (attacker)")
 * @purpose: what for, for the roll log (the step's title)
 *
 * Returns: (transfer full): a card for one roll of a step
 */
GtkWidget *
adj_wtj_step_card_new (AdjGame        *game,
                       AdjWtjScenario *scenario,
                       AdjWtjStep     *step,
                       const char     *heading,
                       const char     *purpose)
{
  AdjWtjStepCard *self = g_object_new (ADJ_TYPE_WTJ_STEP_CARD, NULL);

  adj_wtj_step_card_setup (self, game, scenario, heading, purpose);
  g_object_set (self, "step", step, NULL);
  return GTK_WIDGET (self);
}

/**
 * adj_wtj_step_card_setup:
 * @self: a card (from a template, say)
 * @game: the game whose dice and roll log the card uses
 * @scenario: the scenario
 * @heading: who rolls
 * @purpose: what for, for the roll log
 *
 * Readies a card before its #AdjWtjStepCard:step is set.
 */
void
adj_wtj_step_card_setup (AdjWtjStepCard *self,
                         AdjGame        *game,
                         AdjWtjScenario *scenario,
                         const char     *heading,
                         const char     *purpose)
{
  g_set_object (&self->scenario, scenario);
  adj_dice_box_set_game (self->dice_box, game);
  g_object_set (self, "heading", heading, "purpose", purpose, NULL);
}

/** adj_wtj_step_card_set_manual: Lets players set the result by hand, between @lower and @upper. */
void
adj_wtj_step_card_set_manual (AdjWtjStepCard *self,
                              const char     *label,
                              int             lower,
                              int             upper)
{
  gtk_adjustment_set_lower (self->manual_adjustment, lower);
  gtk_adjustment_set_upper (self->manual_adjustment, upper);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->manual_spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  if (set_str (&self->manual_label, label))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MANUAL_LABEL]);
  if (self->step)
    update (self);
}

/** adj_wtj_step_card_get_step: Returns: (transfer none): the step shown */
AdjWtjStep *
adj_wtj_step_card_get_step (AdjWtjStepCard *self)
{
  return self->step;
}

static void
set_step (AdjWtjStepCard *self,
          AdjWtjStep     *step)
{
  /* the same step again (the lull page sets its turn's on every change)
   * keeps the card following it */
  if (self->step == step)
    return;
  if (self->step)
    g_signal_handlers_disconnect_by_data (self->step, self);
  g_set_object (&self->step, step);
  if (step)
    {
      g_signal_connect_swapped (step, "notify::result", G_CALLBACK (update), self);
      g_auto(GStrv) facts = adj_wtj_text_roll_facts (self->scenario, adj_wtj_step_get_key (step));

      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->again_button), "s", adj_wtj_step_get_key (step));
      /* the roll log keeps the facts, and says them in the reader's language */
      adj_dice_box_set_topic (self->dice_box, "wtj.roll", (const char * const *) facts);
      update (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

static void
adj_wtj_step_card_dispose (GObject *object)
{
  AdjWtjStepCard *self = ADJ_WTJ_STEP_CARD (object);
  GtkWidget *child;

  if (self->step)
    g_signal_handlers_disconnect_by_data (self->step, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_STEP_CARD);
  /* the heading is not bound: unparent it too */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->step);
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (adj_wtj_step_card_parent_class)->dispose (object);
}

static void
adj_wtj_step_card_finalize (GObject *object)
{
  AdjWtjStepCard *self = ADJ_WTJ_STEP_CARD (object);

  g_free (self->heading);
  g_free (self->purpose);
  g_free (self->manual_label);
  G_OBJECT_CLASS (adj_wtj_step_card_parent_class)->finalize (object);
}

static void
adj_wtj_step_card_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  AdjWtjStepCard *self = ADJ_WTJ_STEP_CARD (object);

  switch (prop_id)
    {
    case PROP_STEP: g_value_set_object (value, self->step); break;
    case PROP_HEADING: g_value_set_string (value, self->heading); break;
    case PROP_PURPOSE: g_value_set_string (value, self->purpose); break;
    case PROP_MANUAL_LABEL: g_value_set_string (value, self->manual_label); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wtj_step_card_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  AdjWtjStepCard *self = ADJ_WTJ_STEP_CARD (object);

  switch (prop_id)
    {
    case PROP_STEP:
      set_step (self, g_value_get_object (value));
      break;
    case PROP_HEADING:
      if (set_str (&self->heading, g_value_get_string (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_PURPOSE:
      if (set_str (&self->purpose, g_value_get_string (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wtj_step_card_class_init (AdjWtjStepCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_DICE_BOX);

  object_class->dispose = adj_wtj_step_card_dispose;
  object_class->finalize = adj_wtj_step_card_finalize;
  object_class->get_property = adj_wtj_step_card_get_property;
  object_class->set_property = adj_wtj_step_card_set_property;

  properties[PROP_STEP] =
    g_param_spec_object ("step", NULL, NULL, ADJ_TYPE_WTJ_STEP,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HEADING] =
    g_param_spec_string ("heading", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PURPOSE] =
    g_param_spec_string ("purpose", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MANUAL_LABEL] =
    g_param_spec_string ("manual-label", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjstepcard");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-step-card.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjStepCard, lines_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjStepCard, note_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjStepCard, result_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjStepCard, dice_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjStepCard, again_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjStepCard, manual_row);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjStepCard, manual_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjStepCard, manual_adjustment);
  gtk_widget_class_bind_template_callback (widget_class, rolled_cb);
  gtk_widget_class_bind_template_callback (widget_class, manual_cb);
}

static void
adj_wtj_step_card_init (AdjWtjStepCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 6);
}
