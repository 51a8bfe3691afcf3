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

/* The states and the ticked targets follow the holdings, once after a
 * change (a turn's end changes every target). The labels stay: a ticked
 * target keeps its label while it stays ticked, and a tick adds or removes
 * one, so that a tick lays out and draws one label, not the whole list. */

static const char *const state_classes[] = {
  [ADJ_VICTORY_STATE_NOT_HELD] = "victory-projector-not-held",
  [ADJ_VICTORY_STATE_RUN_ONE_THIRD] = "victory-projector-one-third",
  [ADJ_VICTORY_STATE_RUN_TWO_THIRDS] = "victory-projector-two-thirds",
  [ADJ_VICTORY_STATE_FULL] = "victory-projector-full",
};

#define LABEL_TARGET "adj-victory-projector-target"

static const char *
state_class (AdjVictoryTarget *target)
{
  return state_classes[CLAMP ((int) adj_victory_target_get_state (target), 0, (int) G_N_ELEMENTS (state_classes) - 1)];
}

static void
set_label_text (GtkLabel   *label,
                const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
}

static void
show_ticked (GtkLabel         *label,
             AdjVictoryTarget *target)
{
  g_autofree char *text = adj_victory_text_ticked_target (target);
  const char *classes[] = { "victory-projector-target", state_class (target), NULL };

  set_label_text (label, text);
  if (!gtk_widget_has_css_class (GTK_WIDGET (label), classes[1]))
    gtk_widget_set_css_classes (GTK_WIDGET (label), classes);
}

static AdjVictoryTarget *
child_target (GtkWidget *flow_box_child)
{
  return g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (flow_box_child))), LABEL_TARGET);
}

/* The flow box's children are the ticked targets' labels in the record's
 * order: walks both, keeping the labels of targets still ticked. */
static guint
update_ticked (AdjVictoryProjector *self)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->ticked_box));
  guint n = adj_victory_record_get_n_targets (self->record);
  int position = 0;

  for (guint i = 0; i < n; i++)
    {
      AdjVictoryTarget *target = adj_victory_record_get_target (self->record, i);
      GtkWidget *label;

      if (!adj_victory_target_get_held (target))
        continue;
      /* labels of targets no longer ticked go */
      while (child && child_target (child) != target && !adj_victory_target_get_held (child_target (child)))
        {
          GtkWidget *next = gtk_widget_get_next_sibling (child);

          gtk_flow_box_remove (self->ticked_box, child);
          child = next;
        }
      if (child && child_target (child) == target)
        {
          label = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
          child = gtk_widget_get_next_sibling (child);
        }
      else
        {
          label = gtk_label_new (NULL);
          g_object_set_data_full (G_OBJECT (label), LABEL_TARGET, g_object_ref (target), g_object_unref);
          gtk_flow_box_insert (self->ticked_box, label, position);
        }
      show_ticked (GTK_LABEL (label), target);
      position++;
    }
  while (child)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      gtk_flow_box_remove (self->ticked_box, child);
      child = next;
    }
  return (guint) position;
}

/* The legend's order: the most credit first, a swatch and a count each;
 * made once, then only the counts change. */
static void
update_states (AdjVictoryProjector *self)
{
  int counts[G_N_ELEMENTS (state_classes)] = { 0 };
  guint n = adj_victory_record_get_n_targets (self->record);
  GtkWidget *box = gtk_widget_get_first_child (GTK_WIDGET (self->states_box));

  for (guint i = 0; i < n; i++)
    {
      AdjVictoryState state = adj_victory_target_get_state (adj_victory_record_get_target (self->record, i));

      counts[CLAMP ((int) state, 0, (int) G_N_ELEMENTS (state_classes) - 1)]++;
    }
  for (int state = ADJ_VICTORY_STATE_FULL; state > ADJ_VICTORY_STATE_NOT_HELD; state--)
    {
      g_autofree char *text = adj_victory_text_state_count (state, counts[state],
                                                            adj_victory_record_get_full_turns (self->record));

      if (box == NULL)
        {
          GtkWidget *swatch = gtk_label_new ("⬤");

          box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
          gtk_widget_add_css_class (box, "victory-projector-state");
          gtk_widget_add_css_class (swatch, state_classes[state]);
          gtk_widget_add_css_class (swatch, "victory-projector-swatch");
          gtk_accessible_update_state (GTK_ACCESSIBLE (swatch), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
          gtk_box_append (GTK_BOX (box), swatch);
          gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
          gtk_box_append (self->states_box, box);
        }
      set_label_text (GTK_LABEL (gtk_widget_get_last_child (box)), text);
      box = gtk_widget_get_next_sibling (box);
    }
}

static gboolean
update_idle (gpointer user_data)
{
  AdjVictoryProjector *self = user_data;
  g_autofree char *heading = NULL;
  guint n_ticked;

  self->update_id = 0;
  if (self->record == NULL)
    return G_SOURCE_REMOVE;
  n_ticked = update_ticked (self);
  update_states (self);
  heading = adj_victory_text_ticked_heading (self->record, n_ticked);
  set_label_text (self->ticked_label, heading);
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
