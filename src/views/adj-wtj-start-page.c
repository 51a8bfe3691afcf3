/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-wtj-start-page.h"
#include "adj-wtj-text.h"

/* Step 9: placing the troops and starting, declared in
 * adj-wtj-start-page.ui. The barrages each side marks follow the planned
 * fire steps and the sides' names in place. */

struct _AdjWtjStartPage
{
  GtkWidget       parent_instance;

  GtkLabel       *planned0_label;
  GtkLabel       *planned1_label;

  AdjWtjScenario *scenario;
};

G_DEFINE_FINAL_TYPE (AdjWtjStartPage, adj_wtj_start_page, GTK_TYPE_WIDGET)

static void
update (AdjWtjStartPage *self)
{
  GtkLabel *labels[] = { self->planned0_label, self->planned1_label };

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *key = g_strdup_printf ("planned-%d", side);
      g_autofree char *name = adj_wtj_text_side_name (self->scenario, side);
      g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (self->scenario, key);
      g_autofree char *result = adj_wtj_text_result (self->scenario, r);
      g_autofree char *text = g_strdup_printf (_("%s: %s to mark"), name, r->done && result ? result : _("planned fire not rolled"));

      gtk_label_set_label (labels[side], text);
    }
}

/**
 * adj_wtj_start_page_new:
 * @scenario: the scenario
 *
 * Returns: (transfer full): the page of step 9
 */
GtkWidget *
adj_wtj_start_page_new (AdjWtjScenario *scenario)
{
  AdjWtjStartPage *self = g_object_new (ADJ_TYPE_WTJ_START_PAGE, NULL);

  self->scenario = g_object_ref (scenario);
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *key = g_strdup_printf ("planned-%d", side);

      g_signal_connect_object (adj_wtj_scenario_find_step (scenario, key), "notify::result",
                               G_CALLBACK (update), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (adj_wtj_scenario_get_side (scenario, side), "notify",
                               G_CALLBACK (update), self, G_CONNECT_SWAPPED);
    }
  g_signal_connect_object (scenario, "notify::attacker", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (scenario, "notify::sided", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
  return GTK_WIDGET (self);
}

static void
adj_wtj_start_page_dispose (GObject *object)
{
  AdjWtjStartPage *self = ADJ_WTJ_START_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_START_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (adj_wtj_start_page_parent_class)->dispose (object);
}

static void
adj_wtj_start_page_class_init (AdjWtjStartPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_wtj_start_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjstartpage");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjStartPage, planned0_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjStartPage, planned1_label);
}

static void
adj_wtj_start_page_init (AdjWtjStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
