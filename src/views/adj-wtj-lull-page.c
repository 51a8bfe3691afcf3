/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-wtj-lull-page.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-table.h"
#include "adj-wtj-text.h"

/* The wizard's last page, used during the game: the combat-lull tracker.
 * Declared in adj-wtj-lull-page.ui; it follows the scenario's lull
 * properties and the lull steps in place. */

struct _AdjWtjLullPage
{
  GtkWidget       parent_instance;

  GtkWidget      *previous_button;
  GtkLabel       *turn_label;
  GtkLabel       *first_label;
  AdjWtjStepCard *card;
  GtkLabel       *history_label;
  GtkLabel       *kind_label;
  GtkWidget      *end_button;
  GtkBox         *table_box;
  GtkWidget      *long_note;

  AdjWtjScenario *scenario;
  AdjWtjTable    *table;
};

G_DEFINE_FINAL_TYPE (AdjWtjLullPage, adj_wtj_lull_page, GTK_TYPE_WIDGET)

static void
update (AdjWtjLullPage *self)
{
  int turn = adj_wtj_scenario_get_lull_turn (self->scenario);
  AdjWtjLullKind kind = adj_wtj_scenario_get_lull_kind (self->scenario);
  AdjRuleTable *features = adj_rule_file_get_table (adj_wtj_scenario_get_rules (self->scenario), "lull-features");
  g_autofree char *turn_text = g_strdup_printf (_("Turn %d"), turn);
  g_autofree char *first = adj_wtj_text_lull_first_turn (self->scenario);
  g_autofree char *history = adj_wtj_text_lull_history (self->scenario);
  g_autofree char *kind_text = adj_wtj_text_lull_kind (self->scenario);
  g_autofree char *key = g_strdup_printf ("lull-%d", turn);

  gtk_label_set_label (self->turn_label, turn_text);
  gtk_widget_set_sensitive (self->previous_button, turn > 1);
  gtk_label_set_label (self->first_label, first);
  g_object_set (self->card, "step", adj_wtj_scenario_find_step (self->scenario, key), NULL);
  gtk_label_set_label (self->history_label, history);
  gtk_widget_set_visible (GTK_WIDGET (self->history_label), *history != '\0');
  gtk_label_set_label (self->kind_label, kind_text ? kind_text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->kind_label), kind_text != NULL);
  gtk_widget_set_visible (self->end_button, adj_wtj_scenario_get_setting (self->scenario, "declared-lull") != NULL);
  adj_wtj_table_set_highlight (self->table, -1,
                               kind ? adj_rule_table_column (features, kind == ADJ_WTJ_LULL_LONG ? "long" : "short") : -1);
  gtk_widget_set_visible (self->long_note, kind == ADJ_WTJ_LULL_LONG);
}

static void
connect_lull_steps (AdjWtjLullPage *self,
                    guint           position,
                    guint           n)
{
  GListModel *steps = adj_wtj_scenario_get_steps (self->scenario);

  /* an earlier turn's roll shows in the history */
  for (guint i = position; i < position + n; i++)
    {
      g_autoptr(AdjWtjStep) step = g_list_model_get_item (steps, i);
      if (adj_wtj_step_get_kind (step) == ADJ_WTJ_STEP_LULL)
        g_signal_connect_object (step, "notify::result", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
    }
}

static void
steps_changed (AdjWtjLullPage *self,
               guint           position,
               guint           removed,
               guint           added)
{
  connect_lull_steps (self, position, added);
}

/**
 * adj_wtj_lull_page_new:
 * @game: the game whose dice the lull rolls use
 * @scenario: the scenario
 * @purpose: the page's title, for the roll log
 *
 * Returns: (transfer full): the combat-lull tracker
 */
GtkWidget *
adj_wtj_lull_page_new (AdjGame        *game,
                       AdjWtjScenario *scenario,
                       const char     *purpose)
{
  AdjWtjLullPage *self = g_object_new (ADJ_TYPE_WTJ_LULL_PAGE, NULL);
  AdjRuleTable *features = adj_rule_file_get_table (adj_wtj_scenario_get_rules (scenario), "lull-features");
  GListModel *steps = adj_wtj_scenario_get_steps (scenario);
  g_autofree char *heading = adj_wtj_text_lull_roll_heading (scenario);
  static const char *props[] = { "lull-turn", "first-lull-turn", "lull-started", "lull-kind", "declared-lull" };

  self->scenario = g_object_ref (scenario);
  adj_wtj_step_card_setup (self->card, game, scenario, heading, purpose);
  self->table = ADJ_WTJ_TABLE (adj_wtj_table_new (scenario, features, TRUE));
  gtk_box_append (self->table_box, GTK_WIDGET (self->table));
  for (guint i = 0; i < G_N_ELEMENTS (props); i++)
    {
      g_autofree char *signal = g_strconcat ("notify::", props[i], NULL);
      g_signal_connect_object (scenario, signal, G_CALLBACK (update), self, G_CONNECT_SWAPPED);
    }
  connect_lull_steps (self, 0, g_list_model_get_n_items (steps));
  g_signal_connect_object (steps, "items-changed", G_CALLBACK (steps_changed), self, G_CONNECT_SWAPPED);
  update (self);
  return GTK_WIDGET (self);
}

static void
adj_wtj_lull_page_dispose (GObject *object)
{
  AdjWtjLullPage *self = ADJ_WTJ_LULL_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_LULL_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (adj_wtj_lull_page_parent_class)->dispose (object);
}

static void
adj_wtj_lull_page_class_init (AdjWtjLullPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_WTJ_STEP_CARD);
  G_OBJECT_CLASS (klass)->dispose = adj_wtj_lull_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjlullpage");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-lull-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjLullPage, previous_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjLullPage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjLullPage, first_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjLullPage, card);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjLullPage, history_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjLullPage, kind_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjLullPage, end_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjLullPage, table_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjLullPage, long_note);
}

static void
adj_wtj_lull_page_init (AdjWtjLullPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
