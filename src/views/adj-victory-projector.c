/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-victory-projector.h"
#include "adj-victory-text.h"

/* What the victory page shows on a projector: the Axis total, large,
 * against the historical one with a bar, how many targets are in each state
 * of the legend (in its colours), and the targets held in the selected turn
 * with their ticks. Bound to the same record as the page; sizes in em, so
 * that they follow the projector window's font, which follows the screen. */
struct _AdjVictoryProjector
{
  GtkWidget         parent_instance;

  AdjVictoryRecord *record;

  GtkLevelBar      *bar;
  GtkBox           *states_box;
  GtkLabel         *ticked_label;
  GtkFlowBox       *ticked_box;
  guint             update_id;
};

G_DEFINE_FINAL_TYPE (AdjVictoryProjector, adj_victory_projector, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RECORD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The template's closures */

static char *
number_text (AdjVictoryProjector *self,
             int                  value)
{
  return g_strdup_printf ("%d", value);
}

static char *
historical_text (AdjVictoryProjector *self,
                 int                  historical_total)
{
  return adj_victory_text_historical (historical_total);
}

static char *
turn_text (AdjVictoryProjector *self,
           AdjVictoryRecord    *record,
           guint                selected_turn,
           int                  start_year,
           guint                start_slot)
{
  return record ? adj_victory_text_dup_turn (record, selected_turn) : g_strdup ("");
}

static double
bar_max (AdjVictoryProjector *self,
         int                  total,
         int                  historical_total)
{
  return MAX (1, MAX (total, historical_total));
}

/* The states and the ticked targets follow the holdings: rebuilt once
 * after a change (a turn's end changes every target). */

static const char *const state_classes[] = {
  [ADJ_VICTORY_STATE_NOT_HELD] = "victory-projector-not-held",
  [ADJ_VICTORY_STATE_RUN_ONE_THIRD] = "victory-projector-one-third",
  [ADJ_VICTORY_STATE_RUN_TWO_THIRDS] = "victory-projector-two-thirds",
  [ADJ_VICTORY_STATE_FULL] = "victory-projector-full",
};

static void
remove_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)))
    {
      if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

static gboolean
update_idle (gpointer user_data)
{
  AdjVictoryProjector *self = user_data;
  int counts[G_N_ELEMENTS (state_classes)] = { 0 };
  guint n, n_ticked = 0;
  g_autofree char *heading = NULL;

  self->update_id = 0;
  remove_children (GTK_WIDGET (self->states_box));
  remove_children (GTK_WIDGET (self->ticked_box));
  if (self->record == NULL)
    return G_SOURCE_REMOVE;

  n = adj_victory_record_get_n_targets (self->record);
  for (guint i = 0; i < n; i++)
    {
      AdjVictoryTarget *target = adj_victory_record_get_target (self->record, i);
      AdjVictoryState state = adj_victory_target_get_state (target);

      counts[CLAMP ((int) state, 0, (int) G_N_ELEMENTS (state_classes) - 1)]++;
      if (adj_victory_target_get_held (target))
        {
          g_autofree char *text = adj_victory_text_ticked_target (target);
          GtkWidget *label = gtk_label_new (text);

          gtk_widget_add_css_class (label, "victory-projector-target");
          gtk_widget_add_css_class (label, state_classes[CLAMP ((int) state, 0, (int) G_N_ELEMENTS (state_classes) - 1)]);
          gtk_flow_box_append (self->ticked_box, label);
          n_ticked++;
        }
    }
  /* the legend's order: the most credit first */
  for (int state = ADJ_VICTORY_STATE_FULL; state > ADJ_VICTORY_STATE_NOT_HELD; state--)
    {
      g_autofree char *text = adj_victory_text_state_count (state, counts[state],
                                                            adj_victory_record_get_full_turns (self->record));
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *swatch = gtk_label_new ("⬤");
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (box, "victory-projector-state");
      gtk_widget_add_css_class (swatch, state_classes[state]);
      gtk_widget_add_css_class (swatch, "victory-projector-swatch");
      gtk_accessible_update_state (GTK_ACCESSIBLE (swatch), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), swatch);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (self->states_box, box);
    }
  heading = adj_victory_text_ticked_heading (self->record, n_ticked);
  gtk_label_set_label (self->ticked_label, heading);
  return G_SOURCE_REMOVE;
}

static void
queue_update (AdjVictoryProjector *self)
{
  if (self->update_id == 0)
    self->update_id = g_idle_add (update_idle, self);
}

static void
connect_record (AdjVictoryProjector *self,
                gboolean             connect)
{
  GListModel *targets = adj_victory_record_get_targets (self->record);

  for (guint i = 0; i < g_list_model_get_n_items (targets); i++)
    {
      g_autoptr(AdjVictoryTarget) target = g_list_model_get_item (targets, i);

      if (!connect)
        g_signal_handlers_disconnect_by_data (target, self);
      else
        {
          g_signal_connect_swapped (target, "notify::held", G_CALLBACK (queue_update), self);
          g_signal_connect_swapped (target, "notify::state", G_CALLBACK (queue_update), self);
          g_signal_connect_swapped (target, "notify::run", G_CALLBACK (queue_update), self);
        }
    }
  if (!connect)
    g_signal_handlers_disconnect_by_data (self->record, self);
  else
    g_signal_connect_swapped (self->record, "notify::selected-turn", G_CALLBACK (queue_update), self);
}

static void
set_record (AdjVictoryProjector *self,
            AdjVictoryRecord    *record)
{
  g_return_if_fail (self->record == NULL);
  if (record == NULL)
    return;
  self->record = g_object_ref (record);
  connect_record (self, TRUE);
  update_idle (self);
  /* the template's bindings look the record up */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORD]);
}

static void
adj_victory_projector_dispose (GObject *object)
{
  AdjVictoryProjector *self = ADJ_VICTORY_PROJECTOR (object);
  GtkWidget *child;

  g_clear_handle_id (&self->update_id, g_source_remove);
  if (self->record)
    connect_record (self, FALSE);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_VICTORY_PROJECTOR);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->record);
  G_OBJECT_CLASS (adj_victory_projector_parent_class)->dispose (object);
}

static void
adj_victory_projector_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  AdjVictoryProjector *self = ADJ_VICTORY_PROJECTOR (object);

  switch (prop_id)
    {
    case PROP_RECORD:
      g_value_set_object (value, self->record);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_projector_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  AdjVictoryProjector *self = ADJ_VICTORY_PROJECTOR (object);

  switch (prop_id)
    {
    case PROP_RECORD:
      set_record (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_projector_class_init (AdjVictoryProjectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_victory_projector_dispose;
  object_class->get_property = adj_victory_projector_get_property;
  object_class->set_property = adj_victory_projector_set_property;

  properties[PROP_RECORD] = g_param_spec_object ("record", NULL, NULL, ADJ_TYPE_VICTORY_RECORD,
                                                 G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS
                                                 | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "victoryprojector");
  g_type_ensure (ADJ_TYPE_VICTORY_RECORD);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-victory-projector.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryProjector, bar);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryProjector, states_box);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryProjector, ticked_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryProjector, ticked_box);
  gtk_widget_class_bind_template_callback (widget_class, number_text);
  gtk_widget_class_bind_template_callback (widget_class, historical_text);
  gtk_widget_class_bind_template_callback (widget_class, turn_text);
  gtk_widget_class_bind_template_callback (widget_class, bar_max);
}

static void
adj_victory_projector_init (AdjVictoryProjector *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* one colour for the bar, not the level bar's low/high/full ones */
  gtk_level_bar_remove_offset_value (self->bar, GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (self->bar, GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (self->bar, GTK_LEVEL_BAR_OFFSET_FULL);
}

/**
 * adj_victory_projector_new:
 * @record: the page's record
 *
 * Returns: (transfer floating): the victory page's projector content
 */
GtkWidget *
adj_victory_projector_new (AdjVictoryRecord *record)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (record), NULL);
  return g_object_new (ADJ_TYPE_VICTORY_PROJECTOR, "record", record, NULL);
}

/** adj_victory_projector_get_record: Returns: (transfer none): the record */
AdjVictoryRecord *
adj_victory_projector_get_record (AdjVictoryProjector *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_PROJECTOR (self), NULL);
  return self->record;
}
