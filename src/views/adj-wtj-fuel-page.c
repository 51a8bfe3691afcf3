/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <stdio.h>

#include "adj-columns.h"
#include "adj-compat.h"
#include "adj-wtj-fuel-page.h"
#include "adj-wtj-setup-page.h"
#include "adj-wtj-side.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-table.h"
#include "adj-wtj-text.h"

/* Optional step 21, fuel supply, declared in adj-wtj-fuel-page.ui: the
 * switch bound to the scenario's "opt-fuel" (which shows the rest), a
 * button per side adding a company, each company (its group and cards,
 * from the "company" template of the same file) and the tables marking the
 * last company's rolls. The companies follow the scenario's
 * "n-companies"; a company's row follows its "fuel-N-turns" step. */

struct _AdjWtjFuelPage
{
  GtkWidget       parent_instance;

  GtkSwitch      *use_switch;
  GtkWidget      *details_box;
  GtkButton      *add0_button;
  GtkButton      *add1_button;
  GtkBox         *companies_box;
  GtkBox         *tables_box;

  AdjGame        *game;
  AdjWtjScenario *scenario;
  char           *purpose;
};

G_DEFINE_FINAL_TYPE (AdjWtjFuelPage, adj_wtj_fuel_page, GTK_TYPE_WIDGET)

static void
clear (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))))
    gtk_box_remove (box, child);
}

/* The company's drop-down shows the row of its step. */
static void
company_row_shown (GtkDropDown *dd,
                   GParamSpec  *pspec,
                   AdjWtjStep  *step)
{
  g_autoptr(AdjWtjResult) r = NULL;

  g_object_get (step, "result", &r, NULL);
  if (r && gtk_drop_down_get_selected (dd) != (guint) (r->row + 1))
    gtk_drop_down_set_selected (dd, r->row + 1);
}

static void
company_step_changed (AdjWtjStep  *step,
                      GParamSpec  *pspec,
                      GtkDropDown *dd)
{
  company_row_shown (dd, NULL, step);
}

static void
company_row_chosen (GtkDropDown *dd,
                    GParamSpec  *pspec,
                    AdjWtjStep  *step)
{
  AdjWtjFuelPage *self = ADJ_WTJ_FUEL_PAGE (gtk_widget_get_ancestor (GTK_WIDGET (dd), ADJ_TYPE_WTJ_FUEL_PAGE));
  AdjRuleTable *t = adj_rule_file_get_table (adj_wtj_scenario_get_rules (self->scenario), "fuel-turns");
  guint sel = gtk_drop_down_get_selected (dd);
  guint company;
  g_autofree char *key = NULL;

  /* the step is "fuel-N-turns" */
  if (sel == GTK_INVALID_LIST_POSITION || sscanf (adj_wtj_step_get_key (step), "fuel-%u-", &company) != 1)
    return;
  key = g_strdup_printf ("company-%u-row", company);
  adj_wtj_scenario_set_setting (self->scenario, key, sel == 0 ? NULL : adj_rule_table_get_row_id (t, sel - 1), NULL);
}

/* Returns: (transfer full): a company's widgets */
static GtkWidget *
company_new (AdjWtjFuelPage *self,
             guint           i)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/adj-wtj-fuel-company.ui");
  GtkWidget *box = g_object_ref (GTK_WIDGET (gtk_builder_get_object (builder, "company")));
  GtkDropDown *dd = GTK_DROP_DOWN (gtk_builder_get_object (builder, "row_dd"));
  const char *whats[] = { "turns", "delay", "rate" };
  const char *cards[] = { "turns_card", "delay_card", "rate_card" };
  const char *headings[] = { N_("Turns of fuel"), N_("Turns until refuelling"), N_("Bases refuelled per turn") };
  g_autofree char *title = adj_wtj_text_company_name (self->scenario, i);
  g_autofree char *turns_key = g_strdup_printf ("fuel-%u-turns", i);
  AdjWtjStep *turns = adj_wtj_scenario_find_step (self->scenario, turns_key);
  AdjRuleTable *t = adj_rule_file_get_table (adj_wtj_scenario_get_rules (self->scenario), "fuel-turns");
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GtkStringList) model = NULL;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (gtk_builder_get_object (builder, "group")), title);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (gtk_builder_get_object (builder, "remove_button")), "u", i);
  g_ptr_array_add (labels, g_strdup (_("Pick one")));
  adj_wtj_text_row_choices (t, NULL, ids, labels);
  g_ptr_array_add (labels, NULL);
  model = gtk_string_list_new ((const char * const *) labels->pdata);
  gtk_drop_down_set_model (dd, G_LIST_MODEL (model));
  adj_compat_drop_down_shrink (dd);
  adj_wtj_name_drop_down (dd, title);
  company_row_shown (dd, NULL, turns);
  g_signal_connect_object (turns, "notify::result", G_CALLBACK (company_step_changed), dd, 0);
  g_signal_connect_object (dd, "notify::selected", G_CALLBACK (company_row_chosen), turns, 0);
  for (guint k = 0; k < G_N_ELEMENTS (whats); k++)
    {
      g_autofree char *key = g_strdup_printf ("fuel-%u-%s", i, whats[k]);
      AdjWtjStepCard *card = ADJ_WTJ_STEP_CARD (gtk_builder_get_object (builder, cards[k]));

      adj_wtj_step_card_setup (card, self->game, self->scenario, _(headings[k]), self->purpose);
      g_object_set (card, "step", adj_wtj_scenario_find_step (self->scenario, key), NULL);
    }
  return box;
}

/* The companies, and the tables with the last company's row and results marked. */
static void
companies_changed (AdjWtjFuelPage *self)
{
  guint n = adj_wtj_scenario_get_n_companies (self->scenario);
  const char *what[] = { "turns", "delay", "rate" };
  const char *ids[] = { "fuel-turns", "fuel-refuel-delay", "fuel-rate" };

  clear (self->companies_box);
  clear (self->tables_box);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GtkWidget) company = company_new (self, i);
      gtk_box_append (self->companies_box, company);
    }
  for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
    {
      GtkWidget *table = adj_wtj_table_new (self->scenario, adj_rule_file_get_table (adj_wtj_scenario_get_rules (self->scenario), ids[k]), TRUE);

      if (n > 0)
        {
          g_autofree char *key = g_strdup_printf ("fuel-%u-%s", n - 1, what[k]);
          adj_wtj_table_follow (ADJ_WTJ_TABLE (table), adj_wtj_scenario_find_step (self->scenario, key), TRUE, TRUE);
        }
      gtk_box_append (self->tables_box, table);
    }
}

static void
side_names (AdjWtjFuelPage *self)
{
  GtkButton *buttons[] = { self->add0_button, self->add1_button };

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = adj_wtj_text_side_name (self->scenario, side);
      g_autofree char *label = g_strdup_printf (_("Add a Company of %s"), name);

      gtk_button_set_label (buttons[side], label);
    }
}

static void
names_changed (AdjWtjFuelPage *self)
{
  side_names (self);
  companies_changed (self);
}

/**
 * adj_wtj_fuel_page_new:
 * @game: the game whose dice the rolls use
 * @scenario: the scenario
 * @purpose: the page's title, for the roll log
 *
 * Returns: (transfer full): the page of optional step 21
 */
GtkWidget *
adj_wtj_fuel_page_new (AdjGame        *game,
                       AdjWtjScenario *scenario,
                       const char     *purpose)
{
  AdjWtjFuelPage *self = g_object_new (ADJ_TYPE_WTJ_FUEL_PAGE, NULL);

  self->game = g_object_ref (game);
  self->scenario = g_object_ref (scenario);
  self->purpose = g_strdup (purpose);
  g_object_bind_property (scenario, "opt-fuel", self->use_switch, "active", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (scenario, "opt-fuel", self->details_box, "visible", G_BINDING_SYNC_CREATE);
  for (int side = 0; side < 2; side++)
    {
      AdjWtjSide *s = adj_wtj_scenario_get_side (scenario, side);

      g_signal_connect_object (s, "notify::nation-name", G_CALLBACK (names_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (s, "notify::name", G_CALLBACK (names_changed), self, G_CONNECT_SWAPPED);
    }
  g_signal_connect_object (scenario, "notify::attacker", G_CALLBACK (names_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (scenario, "notify::sided", G_CALLBACK (names_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (scenario, "notify::n-companies", G_CALLBACK (companies_changed), self, G_CONNECT_SWAPPED);
  side_names (self);
  companies_changed (self);
  return GTK_WIDGET (self);
}

static void
adj_wtj_fuel_page_dispose (GObject *object)
{
  AdjWtjFuelPage *self = ADJ_WTJ_FUEL_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_FUEL_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->scenario);
  g_clear_object (&self->game);
  g_clear_pointer (&self->purpose, g_free);
  G_OBJECT_CLASS (adj_wtj_fuel_page_parent_class)->dispose (object);
}

static void
adj_wtj_fuel_page_class_init (AdjWtjFuelPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_WTJ_STEP_CARD);
  G_OBJECT_CLASS (klass)->dispose = adj_wtj_fuel_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjfuelpage");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-fuel-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjFuelPage, use_switch);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjFuelPage, details_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjFuelPage, add0_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjFuelPage, add1_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjFuelPage, companies_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjFuelPage, tables_box);
}

static void
adj_wtj_fuel_page_init (AdjWtjFuelPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
