/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-tooltip.h"
#include "adj-victory-target-row.h"
#include "adj-victory-text.h"
#include "adj-table-text.h"

/* A row of the victory checklist: a target's check box (the page's
 * "victory.toggle" action with the target's id), its historical star, and
 * its run, points and points still possible at the end of the selected
 * turn. Everything is bound to the target's properties in the .ui. The
 * checklist is a grid view, which gives a row another target as it
 * scrolls (adj_victory_target_row_set_target()). */
struct _AdjVictoryTargetRow
{
  GtkBox            parent_instance;

  AdjVictoryTarget *target;
  GtkCheckButton   *check;
  GtkWidget        *historical_mark;
};

G_DEFINE_FINAL_TYPE (AdjVictoryTargetRow, adj_victory_target_row, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_TARGET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
number_text (AdjVictoryTargetRow *self,
             int                  value)
{
  return g_strdup_printf ("%d", value);
}

static char *
run_text (AdjVictoryTargetRow *self,
          int                  run)
{
  return adj_victory_text_run (run);
}

static char *
historical_text (AdjVictoryTargetRow *self,
                 int                  historical)
{
  return adj_victory_text_historical_mark (historical);
}

static gboolean
is_positive (AdjVictoryTargetRow *self,
             int                  value)
{
  return value > 0;
}

/* The points earned turn the full-credit colour once nothing is left, and
 * the points left dim. */
static GStrv
points_classes (AdjVictoryTargetRow *self,
                int                  remaining)
{
  const char *classes[] = { "numeric", remaining == 0 ? "victory-full" : NULL, NULL };

  return g_strdupv ((char **) classes);
}

static GStrv
left_classes (AdjVictoryTargetRow *self,
              int                  remaining)
{
  const char *classes[] = { "numeric", remaining == 0 ? "dim-label" : NULL, NULL };

  return g_strdupv ((char **) classes);
}

/* The row's and the check box's accessible name: the target, its class and
 * value, ticked or not, its points (the check box alone would say only the
 * target's name). */
static void
update_accessible (AdjVictoryTargetRow *self)
{
  g_autofree char *name = self->target ? adj_victory_text_target_name (self->target) : NULL;

  if (name == NULL)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->check), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* the row's tooltip: its run and points in the selected turn */
static void
update_tooltip (AdjVictoryTargetRow *self)
{
  g_autofree char *summary = self->target ? adj_victory_text_target_summary (self->target) : NULL;

  adj_tooltip_set_text (GTK_WIDGET (self), summary);
}

/**
 * adj_victory_target_row_set_target:
 * @target: (nullable): the target the row shows
 */
void
adj_victory_target_row_set_target (AdjVictoryTargetRow *self,
                                   AdjVictoryTarget    *target)
{
  g_return_if_fail (ADJ_IS_VICTORY_TARGET_ROW (self));
  g_return_if_fail (target == NULL || ADJ_IS_VICTORY_TARGET (target));

  if (self->target == target)
    return;
  if (self->target)
    g_signal_handlers_disconnect_by_data (self->target, self);
  g_set_object (&self->target, target);
  if (target)
    {
      g_signal_connect_swapped (target, "notify::held", G_CALLBACK (update_accessible), self);
      g_signal_connect_swapped (target, "notify::points", G_CALLBACK (update_accessible), self);
      g_signal_connect_swapped (target, "notify::run", G_CALLBACK (update_tooltip), self);
      g_signal_connect_swapped (target, "notify::points", G_CALLBACK (update_tooltip), self);
      update_accessible (self);
    }
  update_tooltip (self);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->check), "s",
                                    target ? adj_victory_target_get_id (target) : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
  if (target && adj_victory_target_get_historical (target) > 0)
    {
      g_autofree char *tip = adj_victory_text_historical_mark (adj_victory_target_get_historical (target));

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->historical_mark), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
    }
  /* long names wrap so that the list fits a phone (the check button makes
   * its label when the binding above gives it one) */
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->check)); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c))
      gtk_label_set_wrap (GTK_LABEL (c), TRUE);
}

/* The list's arrow keys give the row the focus: its check box takes it, so
 * that Space ticks the target as it does after Tab. */
static gboolean
adj_victory_target_row_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (ADJ_VICTORY_TARGET_ROW (widget)->check));
}

static void
adj_victory_target_row_dispose (GObject *object)
{
  AdjVictoryTargetRow *self = ADJ_VICTORY_TARGET_ROW (object);

  if (self->target)
    g_signal_handlers_disconnect_by_data (self->target, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_VICTORY_TARGET_ROW);
  g_clear_object (&self->target);
  G_OBJECT_CLASS (adj_victory_target_row_parent_class)->dispose (object);
}

static void
adj_victory_target_row_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  AdjVictoryTargetRow *self = ADJ_VICTORY_TARGET_ROW (object);

  switch (prop_id)
    {
    case PROP_TARGET:
      g_value_set_object (value, self->target);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_target_row_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  AdjVictoryTargetRow *self = ADJ_VICTORY_TARGET_ROW (object);

  switch (prop_id)
    {
    case PROP_TARGET:
      adj_victory_target_row_set_target (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_target_row_class_init (AdjVictoryTargetRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_victory_target_row_dispose;
  object_class->get_property = adj_victory_target_row_get_property;
  object_class->set_property = adj_victory_target_row_set_property;
  widget_class->grab_focus = adj_victory_target_row_grab_focus;

  properties[PROP_TARGET] =
    g_param_spec_object ("target", NULL, NULL, ADJ_TYPE_VICTORY_TARGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* a group, so that its accessible name (the target in words) is read */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/ui/adj-victory-target-row.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryTargetRow, check);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryTargetRow, historical_mark);
  gtk_widget_class_bind_template_callback (widget_class, number_text);
  gtk_widget_class_bind_template_callback (widget_class, run_text);
  gtk_widget_class_bind_template_callback (widget_class, historical_text);
  gtk_widget_class_bind_template_callback (widget_class, is_positive);
  gtk_widget_class_bind_template_callback (widget_class, points_classes);
  gtk_widget_class_bind_template_callback (widget_class, left_classes);
  adj_table_text_bind_template (widget_class);
}

static void
adj_victory_target_row_init (AdjVictoryTargetRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
adj_victory_target_row_new (AdjVictoryTarget *target)
{
  return g_object_new (ADJ_TYPE_VICTORY_TARGET_ROW, "target", target, NULL);
}

/**
 * adj_victory_target_row_get_target:
 *
 * Returns: (transfer none) (nullable): the row's target
 */
AdjVictoryTarget *
adj_victory_target_row_get_target (AdjVictoryTargetRow *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET_ROW (self), NULL);
  return self->target;
}

/**
 * adj_victory_target_row_get_check:
 *
 * Returns: (transfer none): the row's check box
 */
GtkCheckButton *
adj_victory_target_row_get_check (AdjVictoryTargetRow *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET_ROW (self), NULL);
  return self->check;
}
