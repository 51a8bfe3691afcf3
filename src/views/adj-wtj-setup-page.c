/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-compat.h"
#include "adj-wtj-setup-page.h"
#include "adj-wtj-side.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-text.h"
#include "adj-table-text.h"

/* Step 1 of the wizard, declared in adj-wtj-setup-page.ui. Every control
 * is bound both ways to a property of the scenario or of one of its sides:
 * a change made here is an undoable change of the scenario, and an undo,
 * a new game or an opened file shows here through the same bindings. The
 * drop-downs list rows of the tables; their bindings map a row's id to its
 * position. */

struct _AdjWtjSetupPage
{
  GtkWidget       parent_instance;

  GtkDropDown    *battle_type_dd;
  GtkDropDown    *year_dd;
  GtkDropDown    *theatre_dd;
  GtkDropDown    *terrain_dd;
  GtkSwitch      *amphibious_switch;
  AdwPreferencesGroup *side0_group;
  AdwPreferencesGroup *side1_group;
  GtkDropDown    *nation0_dd;
  GtkDropDown    *nation1_dd;
  GtkSpinButton  *units0_spin;
  GtkSpinButton  *units1_spin;
  GtkSpinButton  *bases0_spin;
  GtkSpinButton  *bases1_spin;
  GtkDropDown    *priority0_dd;
  GtkDropDown    *priority1_dd;
  GtkDropDown    *command0_dd;
  GtkDropDown    *command1_dd;
  GtkDropDown    *training0_dd;
  GtkDropDown    *training1_dd;
  AdwPreferencesGroup *attacker_group;
  GtkDropDown    *attacker_dd;
  GtkWidget      *rolloff_row;
  AdjWtjStepCard *rolloff0_card;
  AdjWtjStepCard *rolloff1_card;
  GtkSwitch      *opt_works_switch;
  GtkSwitch      *opt_fuel_switch;

  AdjWtjScenario *scenario;
};

G_DEFINE_FINAL_TYPE (AdjWtjSetupPage, adj_wtj_setup_page, GTK_TYPE_WIDGET)

/* The attacker drop-down's items are the sides: "Side 1: Germans". */
static char *
side_choice_label (AdjWtjSide *side,
                   int         index,
                   const char *nation_name)
{
  return g_strdup_printf (_("Side %d: %s"), index + 1, nation_name ? nation_name : "");
}

/* A property's value (a row id, or a number) to the position of its id. */
static gboolean
id_to_position (GBinding     *binding,
                const GValue *from,
                GValue       *to,
                gpointer      user_data)
{
  GStrv ids = user_data;
  g_auto(GValue) text = G_VALUE_INIT;
  const char *id;

  g_value_init (&text, G_TYPE_STRING);
  if (!g_value_transform (from, &text))
    return FALSE;
  id = g_value_get_string (&text) ? g_value_get_string (&text) : "";
  for (guint i = 0; ids[i]; i++)
    if (g_str_equal (ids[i], id))
      {
        g_value_set_uint (to, i);
        return TRUE;
      }
  return FALSE;
}

static gboolean
position_to_id (GBinding     *binding,
                const GValue *from,
                GValue       *to,
                gpointer      user_data)
{
  GStrv ids = user_data;
  guint position = g_value_get_uint (from);

  if (position >= g_strv_length (ids))
    return FALSE;
  if (G_VALUE_HOLDS_INT (to))
    g_value_set_int (to, atoi (ids[position]));
  else
    g_value_set_string (to, *ids[position] ? ids[position] : NULL);
  return TRUE;
}

/**
 * adj_wtj_bind_choice:
 * @dd: a drop-down of a WTJ page
 * @object: the scenario or one of its sides
 * @property: @object's property holding an id (or a number)
 * @ids: the choices' ids ("" for none), terminated here
 * @labels: the choices' labels, terminated here
 * @accessible: the drop-down's accessible label
 *
 * Fills @dd with @labels and binds its selection both ways to @object's
 * @property through @ids.
 *
 * Returns: (transfer none): the binding
 */
GBinding *
adj_wtj_bind_choice (GtkDropDown *dd,
                     gpointer     object,
                     const char  *property,
                     GPtrArray   *ids,
                     GPtrArray   *labels,
                     const char  *accessible)
{
  g_autoptr(GtkStringList) model = NULL;

  g_ptr_array_add (ids, NULL);
  g_ptr_array_add (labels, NULL);
  model = gtk_string_list_new ((const char * const *) labels->pdata);
  gtk_drop_down_set_model (dd, G_LIST_MODEL (model));
  adj_compat_drop_down_shrink (dd);
  adj_wtj_name_drop_down (dd, accessible);
  return g_object_bind_property_full (object, property, dd, "selected", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                                      id_to_position, position_to_id,
                                      g_strdupv ((char **) ids->pdata), (GDestroyNotify) g_strfreev);
}

/**
 * adj_wtj_name_drop_down:
 * @dd: a drop-down of a WTJ page
 * @name: what it chooses, for which side ("Nation of side 1")
 *
 * Names the drop-down and the button inside it that takes the focus (which
 * screen readers would otherwise read by its class, "GtkToggleButton").
 */
void
adj_wtj_name_drop_down (GtkDropDown *dd,
                        const char  *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (dd)); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_TOGGLE_BUTTON (c))
      gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/**
 * adj_wtj_bind_rows:
 * @dd: a drop-down of a WTJ page
 * @scenario: the scenario whose rules hold the table
 * @object: the scenario or one of its sides
 * @property: @object's property holding a row id
 * @table_id: the table whose rows are the choices
 * @column_id: (nullable): the column naming the rows, or %NULL for their labels
 * @none_label: (nullable): a first choice for no row (%NULL), or %NULL for none
 * @accessible: the drop-down's accessible label
 *
 * Fills @dd with the rows of a table and binds its selection both ways to
 * @object's @property.
 *
 * Returns: (transfer none): the binding
 */
GBinding *
adj_wtj_bind_rows (GtkDropDown    *dd,
                   AdjWtjScenario *scenario,
                   gpointer        object,
                   const char     *property,
                   const char     *table_id,
                   const char     *column_id,
                   const char     *none_label,
                   const char     *accessible)
{
  AdjRuleTable *t = adj_rule_file_get_table (adj_wtj_scenario_get_rules (scenario), table_id);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  if (none_label)
    {
      g_ptr_array_add (ids, g_strdup (""));
      g_ptr_array_add (labels, g_strdup (none_label));
    }
  adj_wtj_text_row_choices (t, column_id, ids, labels);
  return adj_wtj_bind_choice (dd, object, property, ids, labels, accessible);
}

static void
bind_rows (AdjWtjSetupPage *self,
           GtkDropDown     *dd,
           gpointer         object,
           const char      *property,
           const char      *table_id,
           const char      *column_id,
           const char      *accessible)
{
  adj_wtj_bind_rows (dd, self->scenario, object, property, table_id, column_id, NULL, accessible);
}

/* The columns of a table (the years, the training levels). */
static void
bind_columns (AdjWtjSetupPage *self,
              GtkDropDown     *dd,
              gpointer         object,
              const char      *property,
              const char      *table_id,
              gboolean         by_label,
              const char      *accessible)
{
  AdjRuleTable *t = adj_rule_file_get_table (adj_wtj_scenario_get_rules (self->scenario), table_id);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint c = 0; c < adj_rule_table_get_n_columns (t); c++)
    {
      g_ptr_array_add (ids, g_strdup (by_label ? adj_rule_table_get_column_label (t, c) : adj_rule_table_get_column_id (t, c)));
      g_ptr_array_add (labels, g_strdup (adj_table_text (adj_rule_table_get_column_label (t, c))));
    }
  adj_wtj_bind_choice (dd, object, property, ids, labels, accessible);
}

static void
bind_spin (GtkSpinButton *spin,
           gpointer       object,
           const char    *property,
           const char    *accessible)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  g_object_bind_property (object, property, spin, "value", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

static void
bind_switch (GtkSwitch  *sw,
             gpointer    object,
             const char *property,
             const char *accessible)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  g_object_bind_property (object, property, sw, "active", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

/* Sided battle types have an attacker (and a roll-off for it); the others do not. */
static void
sided_changed (AdjWtjSetupPage *self)
{
  gboolean sided = adj_wtj_scenario_is_sided (self->scenario);

  adw_preferences_group_set_description (self->attacker_group,
                                         sided ? _("In case of debate, each side rolls a die; the high roller decides who attacks.")
                                               : _("This battle type has no attacker: both sides use the same columns."));
  gtk_widget_set_sensitive (GTK_WIDGET (self->attacker_group), sided);
  gtk_widget_set_visible (self->rolloff_row, sided);
}

/* Before the roll-off decides, a side is not yet the attacker or the defender. */
static void
rolloff_headings (AdjWtjSetupPage *self)
{
  AdjWtjStepCard *cards[] = { self->rolloff0_card, self->rolloff1_card };

  for (int side = 0; side < 2; side++)
    {
      const char *nation = adj_table_text (adj_wtj_scenario_get_nation_name (self->scenario, side));
      g_autofree char *heading = g_strdup_printf (_("Roll-off, side %d: %s"), side + 1, nation ? nation : "");

      g_object_set (cards[side], "heading", heading, NULL);
    }
}

/**
 * adj_wtj_setup_page_new:
 * @game: the game whose dice the roll-off uses
 * @scenario: the scenario
 * @purpose: the page's title, for the roll log
 *
 * Returns: (transfer full): the first page of the wizard
 */
GtkWidget *
adj_wtj_setup_page_new (AdjGame        *game,
                        AdjWtjScenario *scenario,
                        const char     *purpose)
{
  AdjWtjSetupPage *self = g_object_new (ADJ_TYPE_WTJ_SETUP_PAGE, NULL);
  GtkDropDown *nation[] = { self->nation0_dd, self->nation1_dd };
  GtkSpinButton *units[] = { self->units0_spin, self->units1_spin };
  GtkSpinButton *bases[] = { self->bases0_spin, self->bases1_spin };
  GtkDropDown *priority[] = { self->priority0_dd, self->priority1_dd };
  GtkDropDown *command[] = { self->command0_dd, self->command1_dd };
  GtkDropDown *training[] = { self->training0_dd, self->training1_dd };
  AdjWtjStepCard *rolloff[] = { self->rolloff0_card, self->rolloff1_card };
  AdwPreferencesGroup *groups[] = { self->side0_group, self->side1_group };

  self->scenario = g_object_ref (scenario);
  bind_rows (self, self->battle_type_dd, scenario, "battle-type", "battle-types", "name", _("Battle type"));
  bind_columns (self, self->year_dd, scenario, "year", "air-superiority", TRUE, _("Year"));
  bind_rows (self, self->theatre_dd, scenario, "theatre", "theatres", NULL, _("Theatre or location"));
  bind_rows (self, self->terrain_dd, scenario, "terrain", "proximity", NULL, _("Terrain"));
  bind_switch (self->amphibious_switch, scenario, "amphibious", _("Opposed amphibious landing"));
  for (int i = 0; i < 2; i++)
    {
      AdjWtjSide *side = adj_wtj_scenario_get_side (scenario, i);
      g_autofree char *a_nation = g_strdup_printf (_("Nation of side %d"), i + 1);
      g_autofree char *a_units = g_strdup_printf (_("Units of side %d"), i + 1);
      g_autofree char *a_bases = g_strdup_printf (_("Bases of side %d"), i + 1);
      g_autofree char *a_prio = g_strdup_printf (_("Air cover priority of side %d"), i + 1);
      g_autofree char *a_cmd = g_strdup_printf (_("Command system of side %d"), i + 1);
      g_autofree char *a_trn = g_strdup_printf (_("Training of side %d"), i + 1);
      g_autofree char *key = g_strdup_printf ("rolloff-%d", i);
      g_autofree char *title = g_strdup_printf (_("Side %d"), i + 1);

      adw_preferences_group_set_title (groups[i], title);
      bind_rows (self, nation[i], side, "nation", "nations", "name", a_nation);
      bind_spin (units[i], side, "units", a_units);
      bind_spin (bases[i], side, "bases", a_bases);
      bind_rows (self, priority[i], side, "priority", "air-presence", NULL, a_prio);
      bind_rows (self, command[i], side, "command", "reaction", NULL, a_cmd);
      bind_columns (self, training[i], side, "training", "reaction", FALSE, a_trn);
      adj_wtj_step_card_setup (rolloff[i], game, scenario, NULL, purpose);
      g_object_set (rolloff[i], "step", adj_wtj_scenario_find_step (scenario, key), NULL);
      g_signal_connect_object (side, "notify::nation-name", G_CALLBACK (rolloff_headings), self, G_CONNECT_SWAPPED);
    }
  /* its items are sides, not strings: adj_compat_drop_down_shrink() does not
   * apply ("Side 1: Germans" is short anyway) */
  gtk_drop_down_set_model (self->attacker_dd, adj_wtj_scenario_get_sides (scenario));
  adj_wtj_name_drop_down (self->attacker_dd, _("Attacker"));
  g_object_bind_property (scenario, "attacker", self->attacker_dd, "selected", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  bind_switch (self->opt_works_switch, scenario, "opt-works", _("20) Defensive works"));
  bind_switch (self->opt_fuel_switch, scenario, "opt-fuel", _("21) Fuel supply"));
  g_signal_connect_object (scenario, "notify::sided", G_CALLBACK (sided_changed), self, G_CONNECT_SWAPPED);
  sided_changed (self);
  rolloff_headings (self);
  return GTK_WIDGET (self);
}

static void
adj_wtj_setup_page_dispose (GObject *object)
{
  AdjWtjSetupPage *self = ADJ_WTJ_SETUP_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_SETUP_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (adj_wtj_setup_page_parent_class)->dispose (object);
}

static void
adj_wtj_setup_page_class_init (AdjWtjSetupPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_WTJ_STEP_CARD);
  g_type_ensure (ADJ_TYPE_WTJ_SIDE);
  G_OBJECT_CLASS (klass)->dispose = adj_wtj_setup_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjsetuppage");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-setup-page.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjWtjSetupPage, name)
  CHILD (battle_type_dd);
  CHILD (year_dd);
  CHILD (theatre_dd);
  CHILD (terrain_dd);
  CHILD (amphibious_switch);
  CHILD (side0_group);
  CHILD (side1_group);
  CHILD (nation0_dd);
  CHILD (nation1_dd);
  CHILD (units0_spin);
  CHILD (units1_spin);
  CHILD (bases0_spin);
  CHILD (bases1_spin);
  CHILD (priority0_dd);
  CHILD (priority1_dd);
  CHILD (command0_dd);
  CHILD (command1_dd);
  CHILD (training0_dd);
  CHILD (training1_dd);
  CHILD (attacker_group);
  CHILD (attacker_dd);
  CHILD (rolloff_row);
  CHILD (rolloff0_card);
  CHILD (rolloff1_card);
  CHILD (opt_works_switch);
  CHILD (opt_fuel_switch);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, side_choice_label);
}

static void
adj_wtj_setup_page_init (AdjWtjSetupPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
