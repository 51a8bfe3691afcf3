/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-wtj-setup-page.h"
#include "adj-wtj-side.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-table.h"
#include "adj-wtj-text.h"
#include "adj-wtj-works-page.h"
#include "adj-table-text.h"

/* Optional step 20, defensive works, declared in adj-wtj-works-page.ui:
 * the switch bound to the scenario's "opt-works" (which shows the rest),
 * the defender's row bound to the defender's "works-row", a card per
 * category of works and the attacker's two, and the table marking the
 * defender's row. Texts naming a side follow the sides. */

struct _AdjWtjWorksPage
{
  GtkWidget       parent_instance;

  GtkSwitch      *use_switch;
  GtkWidget      *details_box;
  AdwPreferencesGroup *defender_group;
  GtkDropDown    *row_dd;
  GtkFlowBox     *works_flow;
  GtkLabel       *attacker_label;
  AdjWtjStepCard *trenches_card;
  AdjWtjStepCard *minefields_card;
  GtkBox         *table_box;

  AdjWtjScenario *scenario;
  GBinding       *row_binding;
};

G_DEFINE_FINAL_TYPE (AdjWtjWorksPage, adj_wtj_works_page, GTK_TYPE_WIDGET)

static void
side_names (AdjWtjWorksPage *self)
{
  int defender = 1 - adj_wtj_scenario_get_attacker (self->scenario);
  g_autofree char *def_name = adj_wtj_text_side_name (self->scenario, defender);
  g_autofree char *att_name = adj_wtj_text_side_name (self->scenario, 1 - defender);
  g_autofree char *title = g_strdup_printf (_("Defender: %s"), def_name);
  g_autofree char *at = g_strdup_printf (_("Attacker (%s), if the players allow it"), att_name);
  /* the step's title and the side: "Defensive Works: Russians (defender)" */
  g_autofree char *a_row = g_strdup_printf (_("%s: %s"), _("Defensive Works"), def_name);

  adw_preferences_group_set_title (self->defender_group, title);
  gtk_label_set_label (self->attacker_label, at);
  adj_wtj_name_drop_down (self->row_dd, a_row);
}

/* The row drop-down is the defender's. */
static void
attacker_changed (AdjWtjWorksPage *self)
{
  int defender = 1 - adj_wtj_scenario_get_attacker (self->scenario);

  if (self->row_binding)
    g_binding_unbind (self->row_binding);
  self->row_binding = adj_wtj_bind_rows (self->row_dd, self->scenario, adj_wtj_scenario_get_side (self->scenario, defender),
                                         "works-row", "defensive-works", NULL, _("As the nation says"), _("Time and place"));
  side_names (self);
}

/**
 * adj_wtj_works_page_new:
 * @game: the game whose dice the rolls use
 * @scenario: the scenario
 * @purpose: the page's title, for the roll log
 *
 * Returns: (transfer full): the page of optional step 20
 */
GtkWidget *
adj_wtj_works_page_new (AdjGame        *game,
                        AdjWtjScenario *scenario,
                        const char     *purpose)
{
  AdjWtjWorksPage *self = g_object_new (ADJ_TYPE_WTJ_WORKS_PAGE, NULL);
  AdjRuleTable *t = adj_rule_file_get_table (adj_wtj_scenario_get_rules (scenario), "defensive-works");
  GtkWidget *table = adj_wtj_table_new (scenario, t, TRUE);

  self->scenario = g_object_ref (scenario);
  g_object_bind_property (scenario, "opt-works", self->use_switch, "active", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (scenario, "opt-works", self->details_box, "visible", G_BINDING_SYNC_CREATE);
  for (guint c = 0; c < adj_rule_table_get_n_columns (t); c++)
    {
      g_autofree char *key = g_strdup_printf ("works-%s", adj_rule_table_get_column_id (t, c));
      GtkWidget *card = adj_wtj_step_card_new (game, scenario, adj_wtj_scenario_find_step (scenario, key),
                                               adj_table_text (adj_rule_table_get_column_label (t, c)), purpose);

      adj_wtj_step_card_set_manual (ADJ_WTJ_STEP_CARD (card), _("Total"), 0, 999);
      gtk_flow_box_insert (self->works_flow, card, -1);
    }
  adj_wtj_step_card_setup (self->trenches_card, game, scenario, _("Trenches (x10″)"), purpose);
  g_object_set (self->trenches_card, "step", adj_wtj_scenario_find_step (scenario, "works-attacker-trenches"), NULL);
  adj_wtj_step_card_setup (self->minefields_card, game, scenario, _("Minefields"), purpose);
  g_object_set (self->minefields_card, "step", adj_wtj_scenario_find_step (scenario, "works-attacker-minefields"), NULL);
  {
    /* the defender's row (every category's step has it) */
    g_autofree char *first = g_strdup_printf ("works-%s", adj_rule_table_get_column_id (t, 0));
    adj_wtj_table_follow (ADJ_WTJ_TABLE (table), adj_wtj_scenario_find_step (scenario, first), TRUE, FALSE);
  }
  gtk_box_append (self->table_box, table);
  for (int side = 0; side < 2; side++)
    {
      AdjWtjSide *s = adj_wtj_scenario_get_side (scenario, side);

      g_signal_connect_object (s, "notify::nation-name", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (s, "notify::name", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
    }
  g_signal_connect_object (scenario, "notify::attacker", G_CALLBACK (attacker_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (scenario, "notify::sided", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
  attacker_changed (self);
  return GTK_WIDGET (self);
}

static void
adj_wtj_works_page_dispose (GObject *object)
{
  AdjWtjWorksPage *self = ADJ_WTJ_WORKS_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_WORKS_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  self->row_binding = NULL;
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (adj_wtj_works_page_parent_class)->dispose (object);
}

static void
adj_wtj_works_page_class_init (AdjWtjWorksPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_WTJ_STEP_CARD);
  G_OBJECT_CLASS (klass)->dispose = adj_wtj_works_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjworkspage");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-works-page.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjWtjWorksPage, name)
  CHILD (use_switch);
  CHILD (details_box);
  CHILD (defender_group);
  CHILD (row_dd);
  CHILD (works_flow);
  CHILD (attacker_label);
  CHILD (trenches_card);
  CHILD (minefields_card);
  CHILD (table_box);
#undef CHILD
}

static void
adj_wtj_works_page_init (AdjWtjWorksPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
