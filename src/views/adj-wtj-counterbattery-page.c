/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-wtj-counterbattery-page.h"
#include "adj-wtj-rolls-section.h"
#include "adj-wtj-setup-page.h"
#include "adj-wtj-side.h"
#include "adj-wtj-text.h"
#include "adj-table-text.h"

/* Step 6, counterbattery fire, declared in adj-wtj-counterbattery-page.ui:
 * each side's category bound both ways to the side's "category", above
 * the rolls of the step (an AdjWtjRollsSection). The rows name the sides
 * as they are now. */

struct _AdjWtjCounterbatteryPage
{
  GtkWidget       parent_instance;

  AdwActionRow   *category0_row;
  AdwActionRow   *category1_row;
  GtkDropDown    *category0_dd;
  GtkDropDown    *category1_dd;
  GtkBox         *rolls_box;

  AdjWtjScenario *scenario;
};

G_DEFINE_FINAL_TYPE (AdjWtjCounterbatteryPage, adj_wtj_counterbattery_page, GTK_TYPE_WIDGET)

static void
side_names (AdjWtjCounterbatteryPage *self)
{
  AdwActionRow *rows[] = { self->category0_row, self->category1_row };
  GtkDropDown *dds[] = { self->category0_dd, self->category1_dd };

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = adj_wtj_text_side_name (self->scenario, side);
      /* the step's title and the side: "Counterbattery Fire: Germans (attacker)" */
      g_autofree char *a_category = g_strdup_printf (_("%s: %s"), _("Counterbattery Fire"), name);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows[side]), name);
      adj_wtj_name_drop_down (dds[side], a_category);
    }
}

/**
 * adj_wtj_counterbattery_page_new:
 * @game: the game whose dice the rolls use
 * @scenario: the scenario
 * @purpose: the page's title, for the roll log
 *
 * Returns: (transfer full): the page of step 6
 */
GtkWidget *
adj_wtj_counterbattery_page_new (AdjGame        *game,
                                 AdjWtjScenario *scenario,
                                 const char     *purpose)
{
  AdjWtjCounterbatteryPage *self = g_object_new (ADJ_TYPE_WTJ_COUNTERBATTERY_PAGE, NULL);
  AdjRuleTable *cb = adj_rule_file_get_table (adj_wtj_scenario_get_rules (scenario), "counterbattery");
  GtkDropDown *dds[] = { self->category0_dd, self->category1_dd };

  self->scenario = g_object_ref (scenario);
  for (int side = 0; side < 2; side++)
    {
      AdjWtjSide *s = adj_wtj_scenario_get_side (scenario, side);
      g_autofree char *name = adj_wtj_text_side_name (scenario, side);
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (ids, g_strdup (""));
      g_ptr_array_add (labels, g_strdup (_("As the list says")));
      for (guint r = 0; r < adj_rule_table_get_n_rows (cb); r++)
        {
          g_ptr_array_add (ids, g_strdup (adj_rule_table_get_row_label (cb, r)));
          g_ptr_array_add (labels, g_strdup_printf (_("Line %s"), adj_table_text (adj_rule_table_get_row_label (cb, r))));
        }
      adj_wtj_bind_choice (dds[side], s, "category", ids, labels, name);
      g_signal_connect_object (s, "notify::nation-name", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (s, "notify::name", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
    }
  g_signal_connect_object (scenario, "notify::attacker", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (scenario, "notify::sided", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
  side_names (self);
  gtk_box_append (self->rolls_box, adj_wtj_rolls_section_new (game, scenario, "counterbattery", purpose,
                                                              "counterbattery", "counterbattery-categories"));
  return GTK_WIDGET (self);
}

static void
adj_wtj_counterbattery_page_dispose (GObject *object)
{
  AdjWtjCounterbatteryPage *self = ADJ_WTJ_COUNTERBATTERY_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_COUNTERBATTERY_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (adj_wtj_counterbattery_page_parent_class)->dispose (object);
}

static void
adj_wtj_counterbattery_page_class_init (AdjWtjCounterbatteryPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_wtj_counterbattery_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjcounterbatterypage");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-counterbattery-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjCounterbatteryPage, category0_row);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjCounterbatteryPage, category1_row);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjCounterbatteryPage, category0_dd);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjCounterbatteryPage, category1_dd);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjCounterbatteryPage, rolls_box);
}

static void
adj_wtj_counterbattery_page_init (AdjWtjCounterbatteryPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
