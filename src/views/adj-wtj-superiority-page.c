/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-wtj-setup-page.h"
#include "adj-wtj-side.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-superiority-page.h"
#include "adj-wtj-table.h"
#include "adj-wtj-text.h"

/* Step 2, air superiority, declared in adj-wtj-superiority-page.ui: each
 * side's roll, the score players may declare instead (following the
 * "superiority-0" step), the players' choices bound both ways to the
 * scenario's "use-suggested" and the sides' "superiority-row" and
 * "agreed", and the table marking both rolls. Texts naming a side follow
 * the sides. */

struct _AdjWtjSuperiorityPage
{
  GtkWidget       parent_instance;

  AdjWtjStepCard *card0;
  AdjWtjStepCard *card1;
  GtkLabel       *score_label;
  GtkSpinButton  *score_spin;
  GtkWidget      *roll_instead_button;
  GtkSwitch      *suggested_switch;
  AdwActionRow   *row0_row;
  AdwActionRow   *row1_row;
  GtkDropDown    *row0_dd;
  GtkDropDown    *row1_dd;
  AdwActionRow   *agreed0_row;
  AdwActionRow   *agreed1_row;
  GtkSpinButton  *agreed0_spin;
  GtkSpinButton  *agreed1_spin;
  GtkBox         *table_box;

  AdjWtjScenario *scenario;
};

G_DEFINE_FINAL_TYPE (AdjWtjSuperiorityPage, adj_wtj_superiority_page, GTK_TYPE_WIDGET)

static void
set_label (gpointer    widget,
           const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
side_names (AdjWtjSuperiorityPage *self)
{
  AdjWtjStepCard *cards[] = { self->card0, self->card1 };
  AdwActionRow *rows[] = { self->row0_row, self->row1_row };
  GtkDropDown *dds[] = { self->row0_dd, self->row1_dd };
  AdwActionRow *agreed[] = { self->agreed0_row, self->agreed1_row };
  GtkSpinButton *spins[] = { self->agreed0_spin, self->agreed1_spin };

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = adj_wtj_text_side_name (self->scenario, side);
      g_autofree char *t1 = g_strdup_printf (_("%s: table row"), name);
      g_autofree char *t2 = g_strdup_printf (_("%s: agreed modifier where the table has none"), name);

      g_object_set (cards[side], "heading", name, NULL);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows[side]), t1);
      adj_wtj_name_drop_down (dds[side], t1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (agreed[side]), t2);
      set_label (spins[side], t2);
      if (side == 0)
        {
          g_autofree char *score = g_strdup_printf (_("Score of %s"), name);

          gtk_label_set_label (self->score_label, score);
          set_label (self->score_spin, score);
        }
    }
}

/* The score declared, or 0 and no Roll Instead before it is. */
static void
declared (AdjWtjSuperiorityPage *self)
{
  g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (self->scenario, "superiority-0");

  gtk_spin_button_set_value (self->score_spin, r->manual ? r->value : 0);
  gtk_widget_set_visible (self->roll_instead_button, r->manual);
}

static void
declare_clicked (AdjWtjSuperiorityPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "wtj.set-manual", "(si)", "superiority",
                              gtk_spin_button_get_value_as_int (self->score_spin));
}

/**
 * adj_wtj_superiority_page_new:
 * @game: the game whose dice the rolls use
 * @scenario: the scenario
 * @purpose: the page's title, for the roll log
 *
 * Returns: (transfer full): the page of step 2
 */
GtkWidget *
adj_wtj_superiority_page_new (AdjGame        *game,
                              AdjWtjScenario *scenario,
                              const char     *purpose)
{
  AdjWtjSuperiorityPage *self = g_object_new (ADJ_TYPE_WTJ_SUPERIORITY_PAGE, NULL);
  AdjWtjStepCard *cards[] = { self->card0, self->card1 };
  GtkDropDown *dds[] = { self->row0_dd, self->row1_dd };
  GtkSpinButton *spins[] = { self->agreed0_spin, self->agreed1_spin };
  GtkWidget *table = adj_wtj_table_new (scenario, adj_rule_file_get_table (adj_wtj_scenario_get_rules (scenario), "air-superiority"), TRUE);

  self->scenario = g_object_ref (scenario);
  for (int side = 0; side < 2; side++)
    {
      AdjWtjSide *s = adj_wtj_scenario_get_side (scenario, side);
      g_autofree char *key = g_strdup_printf ("superiority-%d", side);
      AdjWtjStep *step = adj_wtj_scenario_find_step (scenario, key);

      adj_wtj_step_card_setup (cards[side], game, scenario, NULL, purpose);
      g_object_set (cards[side], "step", step, NULL);
      adj_wtj_table_follow (ADJ_WTJ_TABLE (table), step, TRUE, TRUE);
      adj_wtj_bind_rows (dds[side], scenario, s, "superiority-row", "air-superiority", NULL,
                         _("As the nation and theatre say"), "");
      g_object_bind_property (s, "agreed", spins[side], "value", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
      g_signal_connect_object (s, "notify::nation-name", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (s, "notify::name", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
    }
  gtk_box_append (self->table_box, table);
  g_object_bind_property (scenario, "use-suggested", self->suggested_switch, "active", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_object (scenario, "notify::attacker", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (scenario, "notify::sided", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adj_wtj_scenario_find_step (scenario, "superiority-0"), "notify::result",
                           G_CALLBACK (declared), self, G_CONNECT_SWAPPED);
  side_names (self);
  declared (self);
  return GTK_WIDGET (self);
}

static void
adj_wtj_superiority_page_dispose (GObject *object)
{
  AdjWtjSuperiorityPage *self = ADJ_WTJ_SUPERIORITY_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_SUPERIORITY_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (adj_wtj_superiority_page_parent_class)->dispose (object);
}

static void
adj_wtj_superiority_page_class_init (AdjWtjSuperiorityPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_WTJ_STEP_CARD);
  G_OBJECT_CLASS (klass)->dispose = adj_wtj_superiority_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjsuperioritypage");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-superiority-page.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjWtjSuperiorityPage, name)
  CHILD (card0);
  CHILD (card1);
  CHILD (score_label);
  CHILD (score_spin);
  CHILD (roll_instead_button);
  CHILD (suggested_switch);
  CHILD (row0_row);
  CHILD (row1_row);
  CHILD (row0_dd);
  CHILD (row1_dd);
  CHILD (agreed0_row);
  CHILD (agreed1_row);
  CHILD (agreed0_spin);
  CHILD (agreed1_spin);
  CHILD (table_box);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, declare_clicked);
}

static void
adj_wtj_superiority_page_init (AdjWtjSuperiorityPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
