/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-columns.h"
#include "adj-wtj-rolls-section.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-table.h"
#include "adj-wtj-text.h"

/* A step both sides roll (air presence, planned fire, troop reaction...),
 * declared in adj-wtj-rolls-section.ui: the two cards follow their steps,
 * the table marks both results, and the cards' headings follow the sides'
 * names and roles, all in place. */

struct _AdjWtjRollsSection
{
  GtkWidget       parent_instance;

  GtkLabel       *heading_label;
  AdjWtjStepCard *card0;
  AdjWtjStepCard *card1;
  GtkBox         *tables_box;

  AdjWtjScenario *scenario;
};

G_DEFINE_FINAL_TYPE (AdjWtjRollsSection, adj_wtj_rolls_section, GTK_TYPE_WIDGET)

static void
update_headings (AdjWtjRollsSection *self)
{
  AdjWtjStepCard *cards[] = { self->card0, self->card1 };

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = adj_wtj_text_side_name (self->scenario, side);
      g_object_set (cards[side], "heading", name, NULL);
    }
}

/**
 * adj_wtj_rolls_section_new:
 * @game: the game whose dice the cards use
 * @scenario: the scenario
 * @step: the step's key without its side ("presence")
 * @purpose: the page's title, for the roll log
 * @table_id: the table the results are found in
 * @list_id: (nullable): a table of modifiers or notes, folded
 *
 * Returns: (transfer full): the section
 */
GtkWidget *
adj_wtj_rolls_section_new (AdjGame        *game,
                           AdjWtjScenario *scenario,
                           const char     *step,
                           const char     *purpose,
                           const char     *table_id,
                           const char     *list_id)
{
  AdjWtjRollsSection *self = g_object_new (ADJ_TYPE_WTJ_ROLLS_SECTION, NULL);
  AdjRuleFile *rules = adj_wtj_scenario_get_rules (scenario);
  AdjWtjStepCard *cards[] = { self->card0, self->card1 };
  GListModel *sides = adj_wtj_scenario_get_sides (scenario);
  GtkWidget *t = adj_wtj_table_new (scenario, adj_rule_file_get_table (rules, table_id), TRUE);

  self->scenario = g_object_ref (scenario);
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *key = g_strdup_printf ("%s-%d", step, side);
      AdjWtjStep *s = adj_wtj_scenario_find_step (scenario, key);

      adj_wtj_step_card_setup (cards[side], game, scenario, NULL, purpose);
      g_object_set (cards[side], "step", s, NULL);
      adj_wtj_table_follow (ADJ_WTJ_TABLE (t), s, TRUE, TRUE);
    }
  gtk_box_append (self->tables_box, t);
  if (list_id)
    gtk_box_append (self->tables_box, adj_wtj_table_new (scenario, adj_rule_file_get_table (rules, list_id), FALSE));
  /* "Germans (attacker)": the nations, a name, the attacker or the battle type may change */
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(GObject) side = g_list_model_get_item (sides, i);
      g_signal_connect_object (side, "notify::nation-name", G_CALLBACK (update_headings), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (side, "notify::name", G_CALLBACK (update_headings), self, G_CONNECT_SWAPPED);
    }
  g_signal_connect_object (scenario, "notify::attacker", G_CALLBACK (update_headings), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (scenario, "notify::sided", G_CALLBACK (update_headings), self, G_CONNECT_SWAPPED);
  update_headings (self);
  return GTK_WIDGET (self);
}

/** adj_wtj_rolls_section_set_heading: Says what the step is, above the cards. */
void
adj_wtj_rolls_section_set_heading (AdjWtjRollsSection *self,
                                   const char         *heading)
{
  gtk_label_set_label (self->heading_label, heading ? heading : "");
  gtk_widget_set_visible (GTK_WIDGET (self->heading_label), heading != NULL);
}

/** adj_wtj_rolls_section_set_manual: Lets players set each side's result by hand. */
void
adj_wtj_rolls_section_set_manual (AdjWtjRollsSection *self,
                                  const char         *label,
                                  int                 lower,
                                  int                 upper)
{
  adj_wtj_step_card_set_manual (self->card0, label, lower, upper);
  adj_wtj_step_card_set_manual (self->card1, label, lower, upper);
}

static void
adj_wtj_rolls_section_dispose (GObject *object)
{
  AdjWtjRollsSection *self = ADJ_WTJ_ROLLS_SECTION (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_ROLLS_SECTION);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (adj_wtj_rolls_section_parent_class)->dispose (object);
}

static void
adj_wtj_rolls_section_class_init (AdjWtjRollsSectionClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_WTJ_STEP_CARD);
  G_OBJECT_CLASS (klass)->dispose = adj_wtj_rolls_section_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjrollssection");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-rolls-section.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjRollsSection, heading_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjRollsSection, card0);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjRollsSection, card1);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjRollsSection, tables_box);
}

static void
adj_wtj_rolls_section_init (AdjWtjRollsSection *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
