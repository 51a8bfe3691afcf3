/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-wtj-proximity-page.h"
#include "adj-wtj-setup-page.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-table.h"

/* Step 7, setup proximity, declared in adj-wtj-proximity-page.ui: the
 * terrain bound both ways to the scenario's, the roll's card and the table
 * following the "proximity" step. */

struct _AdjWtjProximityPage
{
  GtkWidget       parent_instance;

  GtkDropDown    *terrain_dd;
  AdjWtjStepCard *card;
  GtkBox         *table_box;
};

G_DEFINE_FINAL_TYPE (AdjWtjProximityPage, adj_wtj_proximity_page, GTK_TYPE_WIDGET)

/**
 * adj_wtj_proximity_page_new:
 * @game: the game whose dice the roll uses
 * @scenario: the scenario
 * @purpose: the page's title, for the roll log
 *
 * Returns: (transfer full): the page of step 7
 */
GtkWidget *
adj_wtj_proximity_page_new (AdjGame        *game,
                            AdjWtjScenario *scenario,
                            const char     *purpose)
{
  AdjWtjProximityPage *self = g_object_new (ADJ_TYPE_WTJ_PROXIMITY_PAGE, NULL);
  AdjWtjStep *step = adj_wtj_scenario_find_step (scenario, "proximity");
  GtkWidget *table = adj_wtj_table_new (scenario, adj_rule_file_get_table (adj_wtj_scenario_get_rules (scenario), "proximity"), TRUE);

  adj_wtj_bind_rows (self->terrain_dd, scenario, scenario, "terrain", "proximity", NULL, NULL, _("Terrain"));
  adj_wtj_step_card_setup (self->card, game, scenario, _("Nearest point to the defender the attacker may set up"), purpose);
  g_object_set (self->card, "step", step, NULL);
  adj_wtj_table_follow (ADJ_WTJ_TABLE (table), step, TRUE, TRUE);
  gtk_box_append (self->table_box, table);
  return GTK_WIDGET (self);
}

static void
adj_wtj_proximity_page_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_WTJ_PROXIMITY_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (adj_wtj_proximity_page_parent_class)->dispose (object);
}

static void
adj_wtj_proximity_page_class_init (AdjWtjProximityPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_WTJ_STEP_CARD);
  G_OBJECT_CLASS (klass)->dispose = adj_wtj_proximity_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjproximitypage");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-proximity-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjProximityPage, terrain_dd);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjProximityPage, card);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjProximityPage, table_box);
}

static void
adj_wtj_proximity_page_init (AdjWtjProximityPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
