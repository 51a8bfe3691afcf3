/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-compat.h"
#include "adj-dice-box.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario.h"
#include "adj-wtj-sheet.h"
#include "adj-wtj-text.h"
#include "adj-page.h"
#include "adj-wtj-view.h"

/* The WTJ "1943" setup wizard: one page per setup step in the source's
 * order, the scenario sheet and the combat-lull tracker. Pages are rebuilt
 * from the model whenever its revision changes; the model does every rule. */

typedef enum {
  PAGE_SETUP,
  PAGE_SUPERIORITY,
  PAGE_PRESENCE,
  PAGE_ASSETS,
  PAGE_ARTILLERY,
  PAGE_COUNTERBATTERY,
  PAGE_PROXIMITY,
  PAGE_REACTION,
  PAGE_START,
  PAGE_WORKS,
  PAGE_FUEL,
  PAGE_SHEET,
  PAGE_LULL,
  N_PAGES
} Page;

static const struct { const char *number; const char *title; } pages[N_PAGES] = {
  { N_("Step 1"), N_("Battle Type and Forces") },
  { N_("Step 2"), N_("Air Superiority") },
  { N_("Step 3"), N_("Air Presence") },
  { N_("Step 4"), N_("Air Assets") },
  { N_("Step 5"), N_("Off-Board Artillery") },
  { N_("Step 6"), N_("Counterbattery Fire") },
  { N_("Step 7"), N_("Setup Proximity") },
  { N_("Step 8"), N_("Troop Reaction") },
  { N_("Step 9"), N_("Place Troops and Start") },
  { N_("Optional step 20"), N_("Defensive Works") },
  { N_("Optional step 21"), N_("Fuel Supply") },
  { N_("Finished"), N_("Scenario Sheet") },
  { N_("In the game"), N_("Combat Lulls") },
};

struct _AdjWtjView
{
  GtkWidget       parent_instance;

  GtkListBox     *steps_list;
  GtkLabel       *step_label;
  GtkLabel       *title_label;
  GtkBox         *page_box;
  GtkButton      *back_button;
  GtkButton      *next_button;
  GtkLabel       *progress_label;
  GtkScrolledWindow *scroller;

  AdjGame        *game;
  AdjWtjScenario *scenario;
  int             page;
  int             sheet_page;
  guint           rebuild_id;
  guint           scroll_tick;
  double          scroll_to;
  int             scroll_frames;
  int             built_page;
  char           *focus_key;   /* the roll a player just made: focus its card again */
  gboolean        keep_page;   /* a control of the page itself made the change */
};

static void adj_wtj_view_page_init (AdjPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjWtjView, adj_wtj_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_PAGE, adj_wtj_view_page_init))

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void rebuild (AdjWtjView *self);

static AdjRuleTable *
table (AdjWtjView *self,
       const char *id)
{
  return adj_rule_file_get_table (adj_wtj_scenario_get_rules (self->scenario), id);
}

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))))
    gtk_box_remove (box, child);
}

static GtkWidget *
label_new (const char *text,
           const char *css)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  if (css)
    gtk_widget_add_css_class (l, css);
  return l;
}

static void
set_accessible_label (GtkWidget  *w,
                      const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* ------------------------------------------------------------- table grid */

static GtkWidget *
cell (const char *text,
      const char *css,
      gboolean    highlight)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (l), 28);
  gtk_widget_add_css_class (l, "wtj-cell");
  if (css)
    gtk_widget_add_css_class (l, css);
  if (highlight)
    gtk_widget_add_css_class (l, "wtj-highlight");
  return l;
}

/* Cards side by side (the two sides, a step's rolls), one under the other
 * on a narrow window; each gets an even share of the width. */
static GtkWidget *
cards_row_new (void)
{
  GtkWidget *row = adj_columns_new ();

  adj_columns_set_spacing (ADJ_COLUMNS (row), 12);
  return row;
}

static void
columns_add (GtkWidget *columns,
             GtkWidget *child)
{
  gtk_widget_set_parent (child, columns);
}

static void
cards_row_add (GtkWidget *row,
               GtkWidget *card)
{
  gtk_widget_set_hexpand (card, TRUE);
  gtk_widget_set_parent (card, row);
}

/* The table as printed, the rows of @highlight_rows and the cell (@row, @col) marked. */
static GtkWidget *
table_grid (AdjWtjView   *self,
            AdjRuleTable *t,
            int           row,
            int           col,
            int           other_row,
            int           other_col)
{
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *grid = gtk_grid_new ();
  gboolean groups = FALSE;
  gboolean rolls = FALSE;
  gboolean labels = FALSE;
  AdjRuleTable *nations = table (self, "nations");
  int nation_col = adj_rule_table_find_column (t, "nation");
  guint x0;

  for (guint r = 0; r < adj_rule_table_get_n_rows (t); r++)
    {
      groups = groups || adj_rule_table_get_row_group (t, r) != NULL;
      rolls = rolls || adj_rule_table_get_row_roll (t, r) != 0;
      labels = labels || g_strcmp0 (adj_rule_table_get_row_label (t, r), adj_rule_table_get_row_id (t, r)) != 0;
    }
  /* Rows whose first cell already spells the label (the lull features) need no heading either. */
  if (labels && adj_rule_table_get_n_columns (t) > 0 && adj_rule_table_get_column_type (t, 0) == ADJ_VALUE_TEXT)
    {
      gboolean spelled = TRUE;
      for (guint r = 0; r < adj_rule_table_get_n_rows (t); r++)
        spelled = spelled && g_str_has_prefix (adj_rule_table_get_text (t, r, 0), adj_rule_table_get_row_label (t, r));
      labels = !spelled;
    }
  /* Rows without a label of their own (lists such as the modifiers) show no row heading. */
  x0 = (groups ? 1 : 0) + (labels || rolls ? 1 : 0);
  gtk_widget_add_css_class (grid, "wtj-table");
  /* The table fills the page's width: a box measures a child's height at its
   * own width, and a wrapping table aligned to the start would get that
   * height at its narrower natural width, less than it needs there. */
  gtk_frame_set_child (GTK_FRAME (frame), grid);
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  adj_rule_table_get_title (t), -1);

  if (groups)
    gtk_grid_attach (GTK_GRID (grid), cell ("", "wtj-head", FALSE), 0, 0, 1, 1);
  if (labels || rolls)
    gtk_grid_attach (GTK_GRID (grid), cell (rolls ? _("Die roll") : "", "wtj-head", FALSE), x0 - 1, 0, 1, 1);
  for (guint c = 0; c < adj_rule_table_get_n_columns (t); c++)
    gtk_grid_attach (GTK_GRID (grid), cell (adj_rule_table_get_column_label (t, c), "wtj-head", (int) c == col || (int) c == other_col),
                     x0 + c, 0, 1, 1);
  for (guint r = 0; r < adj_rule_table_get_n_rows (t); r++)
    {
      gboolean hr = (int) r == row || (int) r == other_row;
      const char *group = adj_rule_table_get_row_group (t, r);

      if (groups)
        gtk_grid_attach (GTK_GRID (grid),
                         cell (group && (r == 0 || g_strcmp0 (group, adj_rule_table_get_row_group (t, r - 1)) != 0) ? group : "",
                               "wtj-rowhead", hr), 0, r + 1, 1, 1);
      if (labels || rolls)
        gtk_grid_attach (GTK_GRID (grid), cell (adj_rule_table_get_row_label (t, r), "wtj-rowhead", hr), x0 - 1, r + 1, 1, 1);
      for (guint c = 0; c < adj_rule_table_get_n_columns (t); c++)
        {
          gboolean hit = ((int) r == row && (int) c == col) || ((int) r == other_row && (int) c == other_col);
          const char *text = adj_rule_table_get_text (t, r, c);
          GtkWidget *l;

          if ((int) c == nation_col && adj_rule_table_lookup_text (nations, text, "name"))
            text = adj_rule_table_lookup_text (nations, text, "name");
          l = cell (text, NULL, hr);
          if (hit)
            gtk_widget_add_css_class (l, "wtj-hit");
          gtk_grid_attach (GTK_GRID (grid), l, x0 + c, r + 1, 1, 1);
        }
    }
  /* a table wider than a phone scrolls sideways on its own; the page does not */
  {
    GtkWidget *scroller = gtk_scrolled_window_new ();

    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
    gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
    gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), frame);
    return scroller;
  }
}

static void
add_table_full (AdjWtjView   *self,
                AdjRuleTable *t,
                int           row,
                int           col,
                int           other_row,
                int           other_col,
                gboolean      expanded)
{
  GtkWidget *exp = gtk_expander_new (adj_rule_table_get_title (t));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_add_css_class (exp, "wtj-expander");
  gtk_expander_set_expanded (GTK_EXPANDER (exp), expanded);
  gtk_box_append (GTK_BOX (box), table_grid (self, t, row, col, other_row, other_col));
  for (guint i = 0; adj_rule_table_get_note (t, i); i++)
    gtk_box_append (GTK_BOX (box), label_new (adj_rule_table_get_note (t, i), "dim-label"));
  gtk_expander_set_child (GTK_EXPANDER (exp), box);
  gtk_box_append (self->page_box, exp);
}

static void
add_table (AdjWtjView   *self,
           AdjRuleTable *t,
           int           row,
           int           col,
           int           other_row,
           int           other_col)
{
  add_table_full (self, t, row, col, other_row, other_col, TRUE);
}

static void
add_list (AdjWtjView   *self,
          AdjRuleTable *t)
{
  add_table_full (self, t, -1, -1, -1, -1, FALSE);
}

/* --------------------------------------------------------------- controls */

static void
note_change (AdjWtjView *self)
{
  self->keep_page = TRUE;
}

static void
setting_dropdown_changed (GtkDropDown *dd,
                          GParamSpec  *pspec,
                          AdjWtjView  *self)
{
  const char *key = g_object_get_data (G_OBJECT (dd), "key");
  GStrv ids = g_object_get_data (G_OBJECT (dd), "ids");
  guint sel = gtk_drop_down_get_selected (dd);

  if (sel == GTK_INVALID_LIST_POSITION || ids == NULL)
    return;
  adj_wtj_scenario_set_setting (self->scenario, key, *ids[sel] ? ids[sel] : NULL, NULL);
}

/* A drop-down over (id, label) pairs; an empty id means "none" (the default). */
static GtkWidget *
dropdown (AdjWtjView *self,
          const char *key,
          GPtrArray  *ids,
          GPtrArray  *labels,
          const char *accessible)
{
  const char *current = adj_wtj_scenario_get_setting (self->scenario, key);
  GtkWidget *dd;
  guint sel = 0;

  g_ptr_array_add (labels, NULL);
  g_ptr_array_add (ids, NULL);
  dd = gtk_drop_down_new_from_strings ((const char * const *) labels->pdata);
  for (guint i = 0; i + 1 < ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (ids, i), current ? current : "") == 0)
      sel = i;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dd), sel);
  g_object_set_data_full (G_OBJECT (dd), "key", g_strdup (key), g_free);
  g_object_set_data_full (G_OBJECT (dd), "ids", g_strdupv ((char **) ids->pdata), (GDestroyNotify) g_strfreev);
  g_signal_connect (dd, "notify::selected", G_CALLBACK (setting_dropdown_changed), self);
  gtk_widget_set_valign (dd, GTK_ALIGN_CENTER);
  adj_compat_drop_down_shrink (GTK_DROP_DOWN (dd));
  set_accessible_label (dd, accessible);
  return dd;
}

static GtkWidget *
rows_dropdown (AdjWtjView *self,
               const char *key,
               const char *table_id,
               const char *column_id,
               const char *none_label,
               const char *accessible)
{
  AdjRuleTable *t = table (self, table_id);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  int c = column_id ? adj_rule_table_find_column (t, column_id) : -1;

  if (none_label)
    {
      g_ptr_array_add (ids, g_strdup (""));
      g_ptr_array_add (labels, g_strdup (none_label));
    }
  for (guint r = 0; r < adj_rule_table_get_n_rows (t); r++)
    {
      const char *group = adj_rule_table_get_row_group (t, r);
      g_ptr_array_add (ids, g_strdup (adj_rule_table_get_row_id (t, r)));
      if (c >= 0)
        g_ptr_array_add (labels, g_strdup (adj_rule_table_get_text (t, r, c)));
      else if (group)
        g_ptr_array_add (labels, g_strdup_printf ("%s: %s", group, adj_rule_table_get_row_label (t, r)));
      else
        g_ptr_array_add (labels, g_strdup (adj_rule_table_get_row_label (t, r)));
    }
  return dropdown (self, key, ids, labels, accessible);
}

static void
spin_changed (GtkSpinButton *spin,
              AdjWtjView    *self)
{
  const char *key = g_object_get_data (G_OBJECT (spin), "key");
  g_autofree char *v = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (spin));

  note_change (self);
  adj_wtj_scenario_set_setting (self->scenario, key, v, NULL);
}

static GtkWidget *
spin (AdjWtjView *self,
      const char *key,
      int         lo,
      int         hi,
      const char *accessible)
{
  GtkWidget *s = gtk_spin_button_new_with_range (lo, hi, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (s), adj_wtj_scenario_get_int (self->scenario, key));
  g_object_set_data_full (G_OBJECT (s), "key", g_strdup (key), g_free);
  g_signal_connect (s, "value-changed", G_CALLBACK (spin_changed), self);
  gtk_widget_set_valign (s, GTK_ALIGN_CENTER);
  set_accessible_label (s, accessible);
  return s;
}

static void
switch_changed (GtkSwitch  *sw,
                GParamSpec *pspec,
                AdjWtjView *self)
{
  const char *key = g_object_get_data (G_OBJECT (sw), "key");

  note_change (self);
  adj_wtj_scenario_set_setting (self->scenario, key, gtk_switch_get_active (sw) ? "yes" : "no", NULL);
}

static GtkWidget *
switch_row (AdjWtjView *self,
            const char *key,
            const char *title,
            const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (sw), adj_wtj_scenario_get_int (self->scenario, key));
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (sw), "key", g_strdup (key), g_free);
  g_signal_connect (sw, "notify::active", G_CALLBACK (switch_changed), self);
  set_accessible_label (sw, title);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  return row;
}

static GtkWidget *
control_row (const char *title,
             GtkWidget  *control)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), control);
  return row;
}

static GtkWidget *
group_new (const char *title,
           const char *description)
{
  GtkWidget *g = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (g), title);
  if (description)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (g), description);
  return g;
}

/* ------------------------------------------------------------- roll cards */

static void
rolled_cb (AdjDiceBox *box,
           AdjRoll    *roll,
           AdjWtjView *self)
{
  const char *key = g_object_get_data (G_OBJECT (box), "key");
  guint n;

  g_free (self->focus_key);
  self->focus_key = g_strdup (key);
  const int *faces = adj_roll_get_faces (roll, &n);
  g_autoptr(GError) error = NULL;

  if (!adj_wtj_scenario_roll (self->scenario, key, faces, n, &error))
    adj_page_toast (GTK_WIDGET (self), error->message);
}

static void
again_cb (GtkButton  *button,
          AdjWtjView *self)
{
  g_free (self->focus_key);
  self->focus_key = g_strdup (g_object_get_data (G_OBJECT (button), "key"));
  adj_wtj_scenario_clear (self->scenario, g_object_get_data (G_OBJECT (button), "key"));
}

static void
manual_cb (GtkButton  *button,
           AdjWtjView *self)
{
  GtkSpinButton *s = g_object_get_data (G_OBJECT (button), "spin");

  adj_wtj_scenario_set_manual (self->scenario, g_object_get_data (G_OBJECT (button), "key"),
                               gtk_spin_button_get_value_as_int (s));
}

/* One roll of one step: who rolls, the modifiers line by line, the dice, the result. */
static GtkWidget *
roll_card (AdjWtjView *self,
           const char *key,
           const char *heading,
           const char *manual_label,
           int         manual_lo,
           int         manual_hi)
{
  g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (self->scenario, key);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *result;
  g_auto(GStrv) lines = NULL;
  g_autofree char *note = NULL;
  g_autofree char *text = NULL;

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "wtj-card");
  gtk_widget_set_hexpand (card, TRUE);
  gtk_box_append (GTK_BOX (card), label_new (heading, "heading"));
  if (r == NULL)
    return card;
  lines = adj_wtj_text_lines (self->scenario, r);
  note = adj_wtj_text_note (self->scenario, r);
  text = adj_wtj_text_result (self->scenario, r);
  for (guint i = 0; lines[i]; i++)
    gtk_box_append (GTK_BOX (card), label_new (lines[i], "wtj-line"));
  if (note)
    gtk_box_append (GTK_BOX (card), label_new (note, "wtj-note"));

  result = label_new (r->done ? (text ? text : "") : (r->spec ? _("Not rolled yet") : ""), r->done ? "wtj-result" : "dim-label");
  gtk_box_append (GTK_BOX (card), result);

  if (r->spec && !r->done)
    {
      AdjDiceBox *box = adj_dice_box_new ();
      adj_dice_box_set_game (box, self->game);
      adj_dice_box_set_spec (box, r->spec);
      adj_dice_box_set_modifier (box, r->modifier);
      adj_dice_box_set_purpose (box, _(pages[self->page].title));
      adj_dice_box_set_who (box, heading);
      g_object_set_data_full (G_OBJECT (box), "key", g_strdup (key), g_free);
      g_signal_connect (box, "rolled", G_CALLBACK (rolled_cb), self);
      gtk_box_append (GTK_BOX (card), GTK_WIDGET (box));
    }
  else if (r->done && r->spec)
    {
      GtkWidget *again = gtk_button_new_with_mnemonic (_("Roll _Again"));
      g_object_set_data_full (G_OBJECT (again), "key", g_strdup (key), g_free);
      g_signal_connect (again, "clicked", G_CALLBACK (again_cb), self);
      gtk_widget_set_halign (again, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (card), again);
    }
  if (manual_label && r->applicable)
    {
      /* the label beside the value, or above it on a phone */
      GtkWidget *row = adj_columns_new ();
      GtkWidget *controls = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *s = gtk_spin_button_new_with_range (manual_lo, manual_hi, 1);
      GtkWidget *set = gtk_button_new_with_label (_("Set by Hand"));

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (s), r->done ? r->value : 0);
      set_accessible_label (s, manual_label);
      adj_columns_set_spacing (ADJ_COLUMNS (row), 6);
      gtk_widget_set_parent (label_new (manual_label, "dim-label"), row);
      gtk_box_append (GTK_BOX (controls), s);
      gtk_box_append (GTK_BOX (controls), set);
      gtk_widget_set_parent (controls, row);
      g_object_set_data_full (G_OBJECT (set), "key", g_strdup (key), g_free);
      g_object_set_data (G_OBJECT (set), "spin", s);
      g_signal_connect (set, "clicked", G_CALLBACK (manual_cb), self);
      gtk_box_append (GTK_BOX (card), row);
    }
  return card;
}

static char *
side_name (AdjWtjView *self,
           int         side)
{
  return adj_wtj_text_side_name (self->scenario, side);
}

/* Two cards side by side, one per side. */
static void
side_cards (AdjWtjView *self,
            const char *step,
            const char *manual_label,
            int         lo,
            int         hi)
{
  GtkWidget *row = cards_row_new ();
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *key = g_strdup_printf ("%s-%d", step, side);
      g_autofree char *name = NULL;

      /* before the roll-off decides, a side is not yet the attacker or the defender */
      if (g_str_equal (step, "rolloff"))
        name = g_strdup_printf (_("Roll-off, side %d: %s"), side + 1,
                                adj_rule_table_lookup_text (table (self, "nations"),
                                                            adj_wtj_scenario_get_side_setting (self->scenario, "nation", side), "name"));
      else
        name = side_name (self, side);
      cards_row_add (row, roll_card (self, key, name, manual_label, lo, hi));
    }
  gtk_box_append (self->page_box, row);
}

static int
result_field (AdjWtjView *self,
              const char *key,
              gboolean    column)
{
  g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (self->scenario, key);

  return r ? (column ? r->column : r->row) : -1;
}

/* ------------------------------------------------------------------ pages */

static void
build_setup (AdjWtjView *self)
{
  GtkWidget *g = group_new (_("The battle"), NULL);
  AdjRuleTable *sup = table (self, "air-superiority");
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g),
                             control_row (_("Battle type"), rows_dropdown (self, "battle-type", "battle-types", "name", NULL, _("Battle type"))));
  for (guint c = 0; c < adj_rule_table_get_n_columns (sup); c++)
    {
      g_ptr_array_add (ids, g_strdup (adj_rule_table_get_column_label (sup, c)));
      g_ptr_array_add (labels, g_strdup (adj_rule_table_get_column_label (sup, c)));
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), control_row (_("Year"), dropdown (self, "year", ids, labels, _("Year"))));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g),
                             control_row (_("Theatre or location"), rows_dropdown (self, "theatre", "theatres", NULL, NULL, _("Theatre or location"))));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g),
                             control_row (_("Terrain"), rows_dropdown (self, "terrain", "proximity", NULL, NULL, _("Terrain"))));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g),
                             switch_row (self, "amphibious", _("Opposed amphibious landing"),
                                         _("The defending (shore) player gets no planned fire.")));
  gtk_box_append (self->page_box, g);

  {
    GtkWidget *sides = cards_row_new ();

    for (int side = 0; side < 2; side++)
      {
        g_autofree char *title = g_strdup_printf (_("Side %d"), side + 1);
        g_autofree char *k_nation = g_strdup_printf ("nation-%d", side);
        g_autofree char *k_units = g_strdup_printf ("units-%d", side);
        g_autofree char *k_bases = g_strdup_printf ("bases-%d", side);
        g_autofree char *k_prio = g_strdup_printf ("priority-%d", side);
        g_autofree char *k_cmd = g_strdup_printf ("command-%d", side);
        g_autofree char *k_trn = g_strdup_printf ("training-%d", side);
        g_autofree char *a_nation = g_strdup_printf (_("Nation of side %d"), side + 1);
        g_autofree char *a_units = g_strdup_printf (_("Units of side %d"), side + 1);
        g_autofree char *a_bases = g_strdup_printf (_("Bases of side %d"), side + 1);
        g_autofree char *a_prio = g_strdup_printf (_("Air cover priority of side %d"), side + 1);
        g_autofree char *a_cmd = g_strdup_printf (_("Command system of side %d"), side + 1);
        g_autofree char *a_trn = g_strdup_printf (_("Training of side %d"), side + 1);
        GtkWidget *sg = group_new (title, NULL);
        AdjRuleTable *re = table (self, "reaction");
        g_autoptr(GPtrArray) tids = g_ptr_array_new_with_free_func (g_free);
        g_autoptr(GPtrArray) tlabels = g_ptr_array_new_with_free_func (g_free);

        for (guint c = 0; c < adj_rule_table_get_n_columns (re); c++)
          {
            g_ptr_array_add (tids, g_strdup (adj_rule_table_get_column_id (re, c)));
            g_ptr_array_add (tlabels, g_strdup (adj_rule_table_get_column_label (re, c)));
          }
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (sg), control_row (_("Nation"), rows_dropdown (self, k_nation, "nations", "name", NULL, a_nation)));
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (sg), control_row (_("Infantry and tank units"), spin (self, k_units, 0, 9999, a_units)));
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (sg), control_row (_("Bases"), spin (self, k_bases, 0, 9999, a_bases)));
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (sg), control_row (_("Air cover priority"), rows_dropdown (self, k_prio, "air-presence", NULL, NULL, a_prio)));
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (sg), control_row (_("Command system"), rows_dropdown (self, k_cmd, "reaction", NULL, NULL, a_cmd)));
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (sg), control_row (_("Training and equipment"), dropdown (self, k_trn, tids, tlabels, a_trn)));
        cards_row_add (sides, sg);
      }
    gtk_box_append (self->page_box, sides);
  }

  {
    GtkWidget *ag = group_new (_("Attacker and defender"),
                               adj_wtj_scenario_is_sided (self->scenario)
                               ? _("In case of debate, each side rolls a die; the high roller decides who attacks.")
                               : _("This battle type has no attacker: both sides use the same columns."));
    g_autoptr(GPtrArray) ids2 = g_ptr_array_new_with_free_func (g_free);
    g_autoptr(GPtrArray) labels2 = g_ptr_array_new_with_free_func (g_free);
    AdjRuleTable *nations = table (self, "nations");

    for (int side = 0; side < 2; side++)
      {
        g_ptr_array_add (ids2, g_strdup_printf ("%d", side));
        g_ptr_array_add (labels2, g_strdup_printf (_("Side %d: %s"), side + 1,
                                                   adj_rule_table_lookup_text (nations, adj_wtj_scenario_get_side_setting (self->scenario, "nation", side), "name")));
      }
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (ag), control_row (_("Attacker"), dropdown (self, "attacker", ids2, labels2, _("Attacker"))));
    gtk_widget_set_sensitive (ag, adj_wtj_scenario_is_sided (self->scenario));
    gtk_box_append (self->page_box, ag);
    if (adj_wtj_scenario_is_sided (self->scenario))
      side_cards (self, "rolloff", NULL, 0, 0);
  }

  {
    GtkWidget *og = group_new (_("Optional (advanced) steps"), NULL);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (og),
                               switch_row (self, "opt-works", _("20) Defensive works"), _("The defender rolls for each category.")));
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (og),
                               switch_row (self, "opt-fuel", _("21) Fuel supply"), _("Each tank company rolls for its fuel.")));
    gtk_box_append (self->page_box, og);
  }
}

/* Declaring air superiority instead of rolling: the score of the first side. */
static GtkWidget *
declare_card (AdjWtjView *self)
{
  g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (self->scenario, "superiority-0");
  g_autofree char *first = side_name (self, 0);
  g_autofree char *label = g_strdup_printf (_("Score of %s"), first);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *s = gtk_spin_button_new_with_range (-20, 20, 1);
  GtkWidget *set = gtk_button_new_with_mnemonic (_("_Declare"));

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "wtj-card");
  gtk_box_append (GTK_BOX (card), label_new (_("Or declare it"), "heading"));
  gtk_box_append (GTK_BOX (card), label_new (_("For a scenario built around a main attack, players may declare air superiority "
                                               "instead of rolling. A positive score gives it to the first side, a negative one to the second."), "dim-label"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (s), r->manual ? r->value : 0);
  set_accessible_label (s, label);
  gtk_box_append (GTK_BOX (row), label_new (label, NULL));
  gtk_box_append (GTK_BOX (row), s);
  gtk_box_append (GTK_BOX (row), set);
  g_object_set_data_full (G_OBJECT (set), "key", g_strdup ("superiority"), g_free);
  g_object_set_data (G_OBJECT (set), "spin", s);
  g_signal_connect (set, "clicked", G_CALLBACK (manual_cb), self);
  if (r->manual)
    {
      GtkWidget *undo = gtk_button_new_with_mnemonic (_("_Roll Instead"));
      g_object_set_data_full (G_OBJECT (undo), "key", g_strdup ("superiority"), g_free);
      g_signal_connect (undo, "clicked", G_CALLBACK (again_cb), self);
      gtk_box_append (GTK_BOX (row), undo);
    }
  gtk_box_append (GTK_BOX (card), row);
  return card;
}

static void
build_superiority (AdjWtjView *self)
{
  GtkWidget *g = group_new (_("Players decide"), _("Skip the roll for a scenario built around a main attack: declare the superiority score of the first side (negative: the second side has it)."));

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g),
                             switch_row (self, "use-suggested", _("Suggested battle modifier"),
                                         _("Major Offensive attacker +4, Local Attack attacker +2")));
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *key = g_strdup_printf ("row-%d-air-superiority", side);
      g_autofree char *agreed = g_strdup_printf ("agreed-%d", side);
      g_autofree char *name = side_name (self, side);
      g_autofree char *t1 = g_strdup_printf (_("%s: table row"), name);
      g_autofree char *t2 = g_strdup_printf (_("%s: agreed modifier where the table has none"), name);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (g),
                                 control_row (t1, rows_dropdown (self, key, "air-superiority", NULL, _("As the nation and theatre say"), t1)));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), control_row (t2, spin (self, agreed, -20, 20, t2)));
    }
  side_cards (self, "superiority", NULL, 0, 0);
  gtk_box_append (self->page_box, declare_card (self));
  gtk_box_append (self->page_box, g);
  add_table (self, table (self, "air-superiority"),
             result_field (self, "superiority-0", FALSE), result_field (self, "superiority-0", TRUE),
             result_field (self, "superiority-1", FALSE), result_field (self, "superiority-1", TRUE));
}

static void
build_presence (AdjWtjView *self)
{
  side_cards (self, "presence", _("Air points"), 0, 99);
  add_table (self, table (self, "air-presence"),
             result_field (self, "presence-0", FALSE), result_field (self, "presence-0", TRUE),
             result_field (self, "presence-1", FALSE), result_field (self, "presence-1", TRUE));
  add_list (self, table (self, "air-cover-priority"));
}

static void
build_assets (AdjWtjView *self)
{
  AdjRuleTable *types = table (self, "air-asset-types");
  GtkWidget *row = cards_row_new ();
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = side_name (self, side);
      g_autofree char *mode_key = g_strdup_printf ("assets-mode-%d", side);
      g_autofree char *row_key = g_strdup_printf ("row-%d-air-assets", side);
      g_autofree char *key = g_strdup_printf ("assets-%d", side);
      g_autofree char *a_mode = g_strdup_printf (_("How %s decide air assets"), name);
      g_autofree char *a_row = g_strdup_printf (_("Air assets row of %s"), name);
      GtkWidget *col = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *g = group_new (name, NULL);
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) avail = adj_wtj_scenario_dup_asset_types (self->scenario, side);
      g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (self->scenario, key);

      g_ptr_array_add (ids, g_strdup ("choose"));
      g_ptr_array_add (labels, g_strdup (_("Players choose each point")));
      g_ptr_array_add (ids, g_strdup ("roll"));
      g_ptr_array_add (labels, g_strdup (_("Roll every point now")));
      g_ptr_array_add (ids, g_strdup ("arrival"));
      g_ptr_array_add (labels, g_strdup (_("Roll on arrival")));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), control_row (_("Mode"), dropdown (self, mode_key, ids, labels, a_mode)));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), control_row (_("Row"), rows_dropdown (self, row_key, "air-assets", NULL, _("As the nation says"), a_row)));
      if (adj_wtj_scenario_get_assets_mode (self->scenario, side) == ADJ_WTJ_ASSETS_CHOOSE)
        for (int p = 0; p < MIN (r->value, 30); p++)
          {
            g_autofree char *pk = g_strdup_printf ("asset-%d-%d", side, p);
            g_autofree char *pt = g_strdup_printf (_("Point %d"), p + 1);
            g_autofree char *pa = g_strdup_printf (_("Air point %d of %s"), p + 1, name);
            g_autoptr(GPtrArray) pids = g_ptr_array_new_with_free_func (g_free);
            g_autoptr(GPtrArray) plabels = g_ptr_array_new_with_free_func (g_free);

            g_ptr_array_add (pids, g_strdup (""));
            g_ptr_array_add (plabels, g_strdup (_("Not chosen")));
            for (guint i = 0; i < avail->len; i++)
              {
                g_ptr_array_add (pids, g_strdup (g_ptr_array_index (avail, i)));
                g_ptr_array_add (plabels, g_strdup (adj_rule_table_lookup_text (types, g_ptr_array_index (avail, i), "name")));
              }
            adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), control_row (pt, dropdown (self, pk, pids, plabels, pa)));
          }
      gtk_box_append (GTK_BOX (col), g);
      gtk_box_append (GTK_BOX (col), roll_card (self, key, _("Air assets"), NULL, 0, 0));
      cards_row_add (row, col);
    }
  gtk_box_append (self->page_box, row);
  add_table (self, table (self, "air-assets"),
             result_field (self, "assets-0", FALSE), -1, result_field (self, "assets-1", FALSE), -1);
}

static void
build_artillery (AdjWtjView *self)
{
  gtk_box_append (self->page_box, label_new (_("Planned fire: heavy barrages before the game, not reusable."), "heading"));
  side_cards (self, "planned", _("Barrages"), 0, 999);
  add_table (self, table (self, "planned-fire"),
             result_field (self, "planned-0", FALSE), result_field (self, "planned-0", TRUE),
             result_field (self, "planned-1", FALSE), result_field (self, "planned-1", TRUE));
  add_list (self, table (self, "planned-fire-modifiers"));
  gtk_box_append (self->page_box, label_new (_("Requested fire support: batteries in the battle area."), "heading"));
  side_cards (self, "support", _("Batteries"), 0, 999);
  add_table (self, table (self, "support-fire"),
             result_field (self, "support-0", FALSE), result_field (self, "support-0", TRUE),
             result_field (self, "support-1", FALSE), result_field (self, "support-1", TRUE));
  add_list (self, table (self, "support-fire-modifiers"));
}

static void
build_counterbattery (AdjWtjView *self)
{
  GtkWidget *g = group_new (_("Category"), _("Where the list has no entry, or says “B or C”, players pick."));
  AdjRuleTable *cb = table (self, "counterbattery");

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *key = g_strdup_printf ("category-%d", side);
      g_autofree char *name = side_name (self, side);
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (ids, g_strdup (""));
      g_ptr_array_add (labels, g_strdup (_("As the list says")));
      for (guint r = 0; r < adj_rule_table_get_n_rows (cb); r++)
        {
          g_ptr_array_add (ids, g_strdup (adj_rule_table_get_row_label (cb, r)));
          g_ptr_array_add (labels, g_strdup_printf (_("Line %s"), adj_rule_table_get_row_label (cb, r)));
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), control_row (name, dropdown (self, key, ids, labels, name)));
    }
  gtk_box_append (self->page_box, g);
  side_cards (self, "counterbattery", NULL, 0, 0);
  add_table (self, cb,
             result_field (self, "counterbattery-0", FALSE), result_field (self, "counterbattery-0", TRUE),
             result_field (self, "counterbattery-1", FALSE), result_field (self, "counterbattery-1", TRUE));
  add_list (self, table (self, "counterbattery-categories"));
}

static void
build_proximity (AdjWtjView *self)
{
  GtkWidget *g = group_new (NULL, NULL);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g),
                             control_row (_("Terrain"), rows_dropdown (self, "terrain", "proximity", NULL, NULL, _("Terrain"))));
  gtk_box_append (self->page_box, g);
  gtk_box_append (self->page_box, roll_card (self, "proximity", _("Nearest point to the defender the attacker may set up"), NULL, 0, 0));
  add_table (self, table (self, "proximity"),
             result_field (self, "proximity", FALSE), result_field (self, "proximity", TRUE), -1, -1);
}

static void
build_reaction (AdjWtjView *self)
{
  side_cards (self, "reaction", NULL, 0, 0);
  add_table (self, table (self, "reaction"),
             result_field (self, "reaction-0", FALSE), result_field (self, "reaction-0", TRUE),
             result_field (self, "reaction-1", FALSE), result_field (self, "reaction-1", TRUE));
  add_list (self, table (self, "reaction-profiles"));
}

static void
build_start (AdjWtjView *self)
{
  gtk_box_append (self->page_box, label_new (
    _("1. Players with planned fire record where each barrage lands, before anyone places units: "
      "mark an X on an overhead photo, or measure X and Y from a “zero” corner of the board.\n"
      "2. Place the troops (at the same time, or from hidden maps).\n"
      "3. Resolve the preliminary bombardment: foot units may go prone; planned fire is never blind. "
      "Units damaged or disrupted may not move or reorganize until their first phase.\n"
      "4. Both sides may make fire support and airstrike requests for the first turn."), "wtj-body"));
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *key = g_strdup_printf ("planned-%d", side);
      g_autofree char *name = side_name (self, side);
      g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (self->scenario, key);
      g_autofree char *result = adj_wtj_text_result (self->scenario, r);
      g_autofree char *text = g_strdup_printf (_("%s: %s to mark"), name, r->done && result ? result : _("planned fire not rolled"));
      gtk_box_append (self->page_box, label_new (text, "title-3"));
    }
}

static void
build_works (AdjWtjView *self)
{
  AdjRuleTable *t = table (self, "defensive-works");
  int defender = 1 - adj_wtj_scenario_get_attacker (self->scenario);
  g_autofree char *def_name = side_name (self, defender);
  g_autofree char *att_name = side_name (self, 1 - defender);
  g_autofree char *row_key = g_strdup_printf ("row-%d-defensive-works", defender);
  g_autofree char *title = g_strdup_printf (_("Defender: %s"), def_name);
  GtkWidget *g = group_new (NULL, NULL);
  GtkWidget *flow;
  int row = -1;

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), switch_row (self, "opt-works", _("Use this optional step"), NULL));
  gtk_box_append (self->page_box, g);
  if (!adj_wtj_scenario_get_int (self->scenario, "opt-works"))
    return;
  g = group_new (title, NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g),
                             control_row (_("Time and place"), rows_dropdown (self, row_key, "defensive-works", NULL, _("As the nation says"), _("Time and place"))));
  gtk_box_append (self->page_box, g);
  flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 3);
  for (guint c = 0; c < adj_rule_table_get_n_columns (t); c++)
    {
      g_autofree char *key = g_strdup_printf ("works-%s", adj_rule_table_get_column_id (t, c));
      gtk_flow_box_insert (GTK_FLOW_BOX (flow), roll_card (self, key, adj_rule_table_get_column_label (t, c), _("Total"), 0, 999), -1);
      if (row < 0)
        row = result_field (self, key, FALSE);
    }
  gtk_box_append (self->page_box, flow);
  {
    g_autofree char *at = g_strdup_printf (_("Attacker (%s), if the players allow it"), att_name);
    GtkWidget *r2 = cards_row_new ();
    gtk_box_append (self->page_box, label_new (at, "heading"));
    cards_row_add (r2, roll_card (self, "works-attacker-trenches", _("Trenches (x10″)"), NULL, 0, 0));
    cards_row_add (r2, roll_card (self, "works-attacker-minefields", _("Minefields"), NULL, 0, 0));
    gtk_box_append (self->page_box, r2);
  }
  add_table (self, t, row, -1, -1, -1);
}

static void
add_company_cb (GtkButton  *button,
                AdjWtjView *self)
{
  adj_wtj_scenario_add_company (self->scenario, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side")));
}

static void
remove_company_cb (GtkButton  *button,
                   AdjWtjView *self)
{
  adj_wtj_scenario_remove_company (self->scenario, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index")));
}

static void
build_fuel (AdjWtjView *self)
{
  GtkWidget *g = group_new (NULL, NULL);
  GtkWidget *buttons;

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), switch_row (self, "opt-fuel", _("Use this optional step"), NULL));
  gtk_box_append (self->page_box, g);
  if (!adj_wtj_scenario_get_int (self->scenario, "opt-fuel"))
    return;
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = side_name (self, side);
      g_autofree char *label = g_strdup_printf (_("Add a Company of %s"), name);
      GtkWidget *b = gtk_button_new_with_label (label);
      g_object_set_data (G_OBJECT (b), "side", GINT_TO_POINTER (side));
      g_signal_connect (b, "clicked", G_CALLBACK (add_company_cb), self);
      gtk_box_append (GTK_BOX (buttons), b);
    }
  gtk_box_append (self->page_box, buttons);
  for (guint i = 0; i < adj_wtj_scenario_get_n_companies (self->scenario); i++)
    {
      int side = adj_wtj_scenario_get_company_side (self->scenario, i);
      g_autofree char *name = side_name (self, side);
      g_autofree char *title = g_strdup_printf (_("Tank company %u: %s"), i + 1, name);
      g_autofree char *row_key = g_strdup_printf ("company-%u-row", i);
      g_autofree char *kt = g_strdup_printf ("fuel-%u-turns", i);
      g_autofree char *kd = g_strdup_printf ("fuel-%u-delay", i);
      g_autofree char *kr = g_strdup_printf ("fuel-%u-rate", i);
      GtkWidget *cg = group_new (title, NULL);
      GtkWidget *rm = gtk_button_new_from_icon_name ("user-trash-symbolic");
      GtkWidget *cards = cards_row_new ();

      g_object_set_data (G_OBJECT (rm), "index", GUINT_TO_POINTER (i));
      g_signal_connect (rm, "clicked", G_CALLBACK (remove_company_cb), self);
      gtk_widget_add_css_class (rm, "flat");
      set_accessible_label (rm, _("Remove this company"));
      gtk_widget_set_tooltip_text (rm, _("Remove this company"));
      adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (cg), rm);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (cg),
                                 control_row (_("Place and time"), rows_dropdown (self, row_key, "fuel-turns", NULL, _("Pick one"), title)));
      cards_row_add (cards, roll_card (self, kt, _("Turns of fuel"), NULL, 0, 0));
      cards_row_add (cards, roll_card (self, kd, _("Turns until refuelling"), NULL, 0, 0));
      cards_row_add (cards, roll_card (self, kr, _("Bases refuelled per turn"), NULL, 0, 0));
      gtk_box_append (self->page_box, cg);
      gtk_box_append (self->page_box, cards);
    }
  {
    /* the tables, with the last company's row and results marked */
    int last = (int) adj_wtj_scenario_get_n_companies (self->scenario) - 1;
    const char *what[] = { "turns", "delay", "rate" };
    const char *ids[] = { "fuel-turns", "fuel-refuel-delay", "fuel-rate" };

    for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
      {
        g_autofree char *key = last >= 0 ? g_strdup_printf ("fuel-%d-%s", last, what[i]) : NULL;
        add_table (self, table (self, ids[i]), key ? result_field (self, key, FALSE) : -1,
                   key ? result_field (self, key, TRUE) : -1, -1, -1);
      }
  }
}

static void
draw_sheet (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  AdjWtjView *self = user_data;
  double pw = 595, ph = 842;
  double scale = MIN (width / pw, height / ph);

  cairo_translate (cr, (width - pw * scale) / 2, 0);
  cairo_scale (cr, scale, scale);
  /* the paper's edge */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_rectangle (cr, -1.5, -1.5, pw + 3, ph + 3);
  cairo_fill (cr);
  adj_wtj_sheet_draw_page (self->scenario, cr, pw, ph, self->sheet_page);
}

static void
sheet_page_cb (GtkToggleButton *button,
               AdjWtjView      *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  self->sheet_page = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "page"));
  gtk_widget_queue_draw (GTK_WIDGET (g_object_get_data (G_OBJECT (button), "area")));
}

static void
print_cb (AdjWtjView *self)
{
  g_autoptr(GtkPrintOperation) op = adj_wtj_sheet_new_print_operation (self->scenario);
  g_autoptr(GError) error = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, GTK_WINDOW (root), &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    adj_compat_show_alert (GTK_WIDGET (self), _("Could not print"), error->message);
}

static void
pdf_chosen (GFile    *file,
            gpointer  user_data)
{
  g_autoptr(AdjWtjView) self = user_data;
  g_autofree char *path = file ? g_file_get_path (file) : NULL;
  g_autoptr(GError) error = NULL;

  if (path == NULL || self->scenario == NULL)
    return;
  if (!adj_wtj_sheet_export_pdf (self->scenario, path, &error))
    {
      adj_compat_show_alert (GTK_WIDGET (self), _("Could not export the sheet"), error->message);
      return;
    }
  adj_page_toast (GTK_WIDGET (self), _("Scenario sheet exported"));
}

static void
export_cb (AdjWtjView *self)
{
  adj_choose_file (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _("Export Scenario Sheet"), TRUE,
                   _("1943 Scenario.pdf"), _("PDF documents"), "*.pdf", pdf_chosen, g_object_ref (self));
}

static void
build_sheet (AdjWtjView *self)
{
  /* the pages' switcher beside Print and Export, or above them on a phone */
  GtkWidget *bar = adj_columns_new ();
  GtkWidget *actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *switcher = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *area = gtk_drawing_area_new ();
  GtkWidget *print = gtk_button_new_with_mnemonic (_("_Print…"));
  GtkWidget *export = gtk_button_new_with_mnemonic (_("_Export PDF…"));
  GtkToggleButton *first = NULL;

  gtk_widget_add_css_class (switcher, "linked");
  for (int p = 0; p < adj_wtj_sheet_get_n_pages (self->scenario); p++)
    {
      g_autofree char *label = p < 2 ? side_name (self, p) : g_strdup (_("Both Sides"));
      GtkWidget *b = gtk_toggle_button_new_with_label (label);

      /* a long nation's name shortens rather than widen a phone's page */
      gtk_label_set_ellipsize (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b))), PANGO_ELLIPSIZE_END);
      gtk_widget_set_tooltip_text (b, label);

      if (first)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (b), first);
      else
        first = GTK_TOGGLE_BUTTON (b);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), p == self->sheet_page);
      g_object_set_data (G_OBJECT (b), "page", GINT_TO_POINTER (p));
      g_object_set_data (G_OBJECT (b), "area", area);
      g_signal_connect (b, "toggled", G_CALLBACK (sheet_page_cb), self);
      gtk_box_append (GTK_BOX (switcher), b);
    }
  gtk_widget_set_hexpand (switcher, TRUE);
  g_signal_connect_swapped (print, "clicked", G_CALLBACK (print_cb), self);
  g_signal_connect_swapped (export, "clicked", G_CALLBACK (export_cb), self);
  gtk_widget_add_css_class (export, "suggested-action");
  adj_columns_set_spacing (ADJ_COLUMNS (bar), 12);
  g_object_set (bar, "fit-natural", TRUE, NULL);
  gtk_widget_set_parent (switcher, bar);
  gtk_box_append (GTK_BOX (actions), print);
  gtk_box_append (GTK_BOX (actions), export);
  gtk_widget_set_parent (actions, bar);
  gtk_box_append (self->page_box, bar);

  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 900);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_sheet, self, NULL);
  gtk_widget_add_css_class (area, "wtj-paper");
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scenario sheet preview"), -1);
  gtk_box_append (self->page_box, area);
}

static void
turn_cb (GtkButton  *button,
         AdjWtjView *self)
{
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "delta")) > 0)
    adj_wtj_scenario_next_turn (self->scenario);
  else
    adj_wtj_scenario_previous_turn (self->scenario);
}

static void
declare_lull_cb (GtkButton  *button,
                 AdjWtjView *self)
{
  adj_wtj_scenario_set_setting (self->scenario, "declared-lull", g_object_get_data (G_OBJECT (button), "kind"), NULL);
}

static void
build_lull (AdjWtjView *self)
{
  int turn = adj_wtj_scenario_get_lull_turn (self->scenario);
  int first = adj_wtj_scenario_get_first_lull_turn (self->scenario);
  int started = adj_wtj_scenario_get_lull_started (self->scenario);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *prev = gtk_button_new_from_icon_name ("go-previous-symbolic");
  GtkWidget *next = gtk_button_new_with_mnemonic (_("Next _Turn"));
  g_autofree char *turn_text = g_strdup_printf (_("Turn %d"), turn);
  g_autofree char *first_text = first ? g_strdup_printf (_("Lull rolls from turn %d (the proximity die)"), first)
                                      : g_strdup (_("Roll for setup proximity (step 7) to know when lull rolls begin."));
  g_autofree char *key = g_strdup_printf ("lull-%d", turn);

  g_object_set_data (G_OBJECT (prev), "delta", GINT_TO_POINTER (-1));
  g_object_set_data (G_OBJECT (next), "delta", GINT_TO_POINTER (1));
  g_signal_connect (prev, "clicked", G_CALLBACK (turn_cb), self);
  g_signal_connect (next, "clicked", G_CALLBACK (turn_cb), self);
  set_accessible_label (prev, _("Previous turn"));
  gtk_widget_set_tooltip_text (prev, _("Previous turn"));
  gtk_widget_set_sensitive (prev, turn > 1);
  gtk_widget_add_css_class (next, "suggested-action");
  gtk_box_append (GTK_BOX (bar), prev);
  gtk_box_append (GTK_BOX (bar), label_new (turn_text, "wtj-turn"));
  gtk_box_append (GTK_BOX (bar), next);
  gtk_box_append (self->page_box, bar);
  gtk_box_append (self->page_box, label_new (first_text, "title-4"));
  {
    g_autofree char *heading = adj_wtj_text_lull_roll_heading (self->scenario);
    gtk_box_append (self->page_box, roll_card (self, key, heading, NULL, 0, 0));
  }
  if (first && turn > first)
    {
      g_autoptr(GString) history = g_string_new (NULL);

      for (int t = first; t < turn; t++)
        {
          g_autofree char *k = g_strdup_printf ("lull-%d", t);
          g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (self->scenario, k);

          if (!r->applicable && !r->done)
            continue;
          g_string_append_printf (history, "%s", history->len ? "   " : "");
          if (r->done)
            g_string_append_printf (history, _("Turn %d: %d"), t, r->value);
          else
            g_string_append_printf (history, _("Turn %d: not rolled"), t);
        }
      if (history->len)
        gtk_box_append (self->page_box, label_new (history->str, "wtj-line"));
    }
  {
    int kind = adj_wtj_scenario_get_lull_kind (self->scenario);
    const char *declared = adj_wtj_scenario_get_setting (self->scenario, "declared-lull");
    AdjRuleTable *f = table (self, "lull-features");
    GtkWidget *declare = adj_columns_new ();  /* in a row, or stacked on a phone */
    GtkWidget *b_short = gtk_button_new_with_mnemonic (_("Declare a _Short Lull"));
    GtkWidget *b_long = gtk_button_new_with_mnemonic (_("Declare a _Long Lull"));

    adj_columns_set_spacing (ADJ_COLUMNS (declare), 6);
    if (kind)
      {
        g_autofree char *text = declared
          ? g_strdup (kind == 2 ? _("Long combat lull, declared by the players") : _("Short combat lull, declared by the players"))
          : g_strdup_printf (kind == 2 ? _("Long combat lull from turn %d") : _("Short combat lull from turn %d"), started);
        gtk_box_append (self->page_box, label_new (text, "wtj-result"));
      }
    /* Players may mutually declare either kind of lull at any time. */
    {
      GtkWidget *l = label_new (_("Players may agree a lull at any time:"), "dim-label");
      gtk_label_set_wrap (GTK_LABEL (l), FALSE);
      columns_add (declare, l);
    }
    g_object_set_data (G_OBJECT (b_short), "kind", (gpointer) "short");
    g_object_set_data (G_OBJECT (b_long), "kind", (gpointer) "long");
    g_signal_connect (b_short, "clicked", G_CALLBACK (declare_lull_cb), self);
    g_signal_connect (b_long, "clicked", G_CALLBACK (declare_lull_cb), self);
    columns_add (declare, b_short);
    columns_add (declare, b_long);
    if (declared)
      {
        GtkWidget *b_clear = gtk_button_new_with_mnemonic (_("_End the Declared Lull"));
        g_signal_connect (b_clear, "clicked", G_CALLBACK (declare_lull_cb), self);
        columns_add (declare, b_clear);
      }
    gtk_box_append (self->page_box, declare);
    add_table (self, f, -1, kind ? adj_rule_table_column (f, kind == 2 ? "long" : "short") : -1, -1, -1);
    if (kind == 2)
      gtk_box_append (self->page_box, label_new (_("The text's example reads combat base repair in a long lull as 4 through 6; the table's 3 - 6 is used."), "dim-label"));
  }
}

/* ---------------------------------------------------------------- summary */

static char *
summary_for (AdjWtjView *self,
             int         page)
{
  AdjWtjScenario *s = self->scenario;
  GString *out = g_string_new (NULL);
  const char *steps[] = { NULL, "superiority", "presence", "assets", "planned", "counterbattery", NULL, "reaction" };

  switch (page)
    {
    case PAGE_SETUP:
      {
        g_autofree char *title = adj_wtj_text_title (s);
        g_string_append (out, title);
      }
      break;
    case PAGE_PROXIMITY:
      {
        g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (s, "proximity");
        g_autofree char *text = adj_wtj_text_result (s, r);
        g_string_append (out, r->done && text ? text : "");
      }
      break;
    case PAGE_WORKS:
      g_string_append (out, adj_wtj_scenario_get_int (s, "opt-works") ? _("On") : _("Off"));
      break;
    case PAGE_FUEL:
      if (adj_wtj_scenario_get_int (s, "opt-fuel"))
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u company", "%u companies", adj_wtj_scenario_get_n_companies (s)),
                                adj_wtj_scenario_get_n_companies (s));
      else
        g_string_append (out, _("Off"));
      break;
    case PAGE_LULL:
      if (adj_wtj_scenario_get_first_lull_turn (s))
        g_string_append_printf (out, _("From turn %d"), adj_wtj_scenario_get_first_lull_turn (s));
      break;
    default:
      if (page < (int) G_N_ELEMENTS (steps) && steps[page])
        for (int side = 0; side < 2; side++)
          {
            g_autofree char *key = g_strdup_printf ("%s-%d", steps[page], side);
            g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (s, key);
            g_autofree char *text = adj_wtj_text_result (s, r);
            if (r->done && text)
              g_string_append_printf (out, "%s%s", out->len ? " · " : "", text);
            else if (!r->done)
              g_string_append_printf (out, "%s—", out->len ? " · " : "");
          }
      if (page == PAGE_ARTILLERY)
        for (int side = 0; side < 2; side++)
          {
            g_autofree char *key = g_strdup_printf ("support-%d", side);
            g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (s, key);
            g_autofree char *text = adj_wtj_text_result (s, r);
            if (r->done && text)
              g_string_append_printf (out, " · %s", text);
          }
      break;
    }
  return g_string_free (out, FALSE);
}

static void
rebuild_sidebar (AdjWtjView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->steps_list))))
    gtk_list_box_remove (self->steps_list, child);
  for (int p = 0; p < N_PAGES; p++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *title = g_strdup_printf ("%s · %s", _(pages[p].number), _(pages[p].title));
      g_autofree char *summary = summary_for (self, p);
      GtkWidget *sub = label_new (summary, "dim-label");

      gtk_widget_set_margin_top (box, 4);
      gtk_widget_set_margin_bottom (box, 4);
      gtk_box_append (GTK_BOX (box), label_new (title, "heading"));
      gtk_label_set_ellipsize (GTK_LABEL (sub), PANGO_ELLIPSIZE_END);
      gtk_label_set_wrap (GTK_LABEL (sub), FALSE);
      gtk_widget_add_css_class (sub, "caption");
      gtk_box_append (GTK_BOX (box), sub);
      gtk_list_box_append (self->steps_list, box);
      if (p == self->page)
        gtk_list_box_select_row (self->steps_list, gtk_list_box_get_row_at_index (self->steps_list, p));
    }
}

/* The first focusable control made for a roll (its dice or its Roll Again button). */
static GtkWidget *
find_keyed (GtkWidget  *root,
            const char *key)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if ((GTK_IS_BUTTON (c) || ADJ_IS_DICE_BOX (c)) && g_strcmp0 (g_object_get_data (G_OBJECT (c), "key"), key) == 0)
        return c;
      if ((found = find_keyed (c, key)))
        return found;
    }
  return NULL;
}

static gboolean
restore_scroll (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);

  gboolean fits = gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj) >= self->scroll_to;

  /* The page grows over a few frames as it is laid out; give up after a second
   * (the page may really be shorter now). */
  gtk_adjustment_set_value (adj, self->scroll_to);
  if (fits || ++self->scroll_frames > 60)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
rebuild (AdjWtjView *self)
{
  g_autofree char *progress = NULL;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  gboolean same_page = self->built_page == self->page;

  rebuild_sidebar (self);
  gtk_label_set_label (self->step_label, _(pages[self->page].number));
  gtk_label_set_label (self->title_label, _(pages[self->page].title));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wtj.back", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wtj.next", self->page < N_PAGES - 1);
  progress = g_strdup_printf (_("Page %d of %d"), self->page + 1, N_PAGES);
  gtk_label_set_label (self->progress_label, progress);

  if (self->keep_page)
    {
      self->keep_page = FALSE;
      if (self->page == PAGE_SETUP)
        return;
    }
  /* Stay where the player was on the page (a roll rebuilds it); a new page starts at the top. */
  self->scroll_to = same_page ? gtk_adjustment_get_value (adj) : 0;
  self->built_page = self->page;
  clear_box (self->page_box);
  if (self->scroll_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_frames = 0;
  self->scroll_tick = self->scroll_to > 0 ? gtk_widget_add_tick_callback (GTK_WIDGET (self), restore_scroll, NULL, NULL) : 0;
  if (!same_page)
    gtk_adjustment_set_value (adj, 0);
  if (self->scenario == NULL)
    return;
  switch ((Page) self->page)
    {
    case PAGE_SETUP: build_setup (self); break;
    case PAGE_SUPERIORITY: build_superiority (self); break;
    case PAGE_PRESENCE: build_presence (self); break;
    case PAGE_ASSETS: build_assets (self); break;
    case PAGE_ARTILLERY: build_artillery (self); break;
    case PAGE_COUNTERBATTERY: build_counterbattery (self); break;
    case PAGE_PROXIMITY: build_proximity (self); break;
    case PAGE_REACTION: build_reaction (self); break;
    case PAGE_START: build_start (self); break;
    case PAGE_WORKS: build_works (self); break;
    case PAGE_FUEL: build_fuel (self); break;
    case PAGE_SHEET: build_sheet (self); break;
    case PAGE_LULL: build_lull (self); break;
    case N_PAGES: default: break;
    }
  if (self->focus_key)
    {
      GtkWidget *w = find_keyed (GTK_WIDGET (self->page_box), self->focus_key);
      if (w)
        gtk_widget_grab_focus (w);
      g_clear_pointer (&self->focus_key, g_free);
    }
}

static gboolean
rebuild_idle (gpointer data)
{
  AdjWtjView *self = data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

static void
on_revision (AdjWtjView *self)
{
  int step = CLAMP (adj_wtj_scenario_get_int (self->scenario, "step"), 0, N_PAGES - 1);

  /* A new game, an opened file or an undo can bring another step with it:
   * show the step where that state was made. */
  if (step != self->page)
    {
      self->page = step;
      self->keep_page = FALSE;
    }
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_idle, self);
}

/** adj_wtj_view_set_page: Shows a page of the wizard (0 is the first step). */
void
adj_wtj_view_set_page (AdjWtjView *self,
                       int         page)
{
  page = CLAMP (page, 0, N_PAGES - 1);
  self->page = page;
  self->keep_page = FALSE;
  if (self->scenario)
    {
      g_autofree char *v = g_strdup_printf ("%d", page);
      adj_wtj_scenario_set_setting (self->scenario, "step", v, NULL);
    }
  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  rebuild (self);
}

/** adj_wtj_view_get_page: Returns: the page shown */
int
adj_wtj_view_get_page (AdjWtjView *self)
{
  return self->page;
}

/** adj_wtj_view_get_n_pages: Returns: the number of pages */
int
adj_wtj_view_get_n_pages (AdjWtjView *self)
{
  return N_PAGES;
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);

  if (self->page > 0)
    adj_wtj_view_set_page (self, self->page - 1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);

  if (self->page < N_PAGES - 1)
    adj_wtj_view_set_page (self, self->page + 1);
}

static void
step_activated_cb (AdjWtjView    *self,
                   GtkListBoxRow *row)
{
  if (gtk_list_box_row_get_index (row) != self->page)
    adj_wtj_view_set_page (self, gtk_list_box_row_get_index (row));
}

static void
set_game (AdjWtjView *self,
          AdjGame    *game)
{
  if (self->scenario)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_clear_object (&self->scenario);
  g_set_object (&self->game, game);
  if (game)
    {
      AdjModel *model = adj_game_get_model (game, "wtj");
      if (ADJ_IS_WTJ_SCENARIO (model))
        {
          self->scenario = g_object_ref (ADJ_WTJ_SCENARIO (model));
          g_signal_connect_swapped (self->scenario, "notify::revision", G_CALLBACK (on_revision), self);
          self->page = CLAMP (adj_wtj_scenario_get_int (self->scenario, "step"), 0, N_PAGES - 1);
        }
    }
  rebuild (self);
}

static void
adj_wtj_view_dispose (GObject *object)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (object);
  GtkWidget *child;

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  if (self->scroll_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  if (self->scenario)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_VIEW);
  /* the template's top-level box is not bound: unparent it too */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->scenario);
  g_clear_object (&self->game);
  g_clear_pointer (&self->focus_key, g_free);
  G_OBJECT_CLASS (adj_wtj_view_parent_class)->dispose (object);
}

static void
adj_wtj_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wtj_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      if (self->game != g_value_get_object (value))
        {
          set_game (self, g_value_get_object (value));
          g_object_notify_by_pspec (object, properties[PROP_GAME]);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The page's keys, which work wherever the focus is while the page shows. */
static const AdjPageShortcut wtj_keys[] = {
  { "<Alt>Page_Down", "wtj.next", NC_("shortcut window", "Next step") },
  { "<Alt>Page_Up", "wtj.back", NC_("shortcut window", "Previous step") },
};

static const AdjPageShortcuts wtj_shortcuts = {
  NC_("shortcut window", "WTJ 1943 setup"), wtj_keys, G_N_ELEMENTS (wtj_keys)
};

static void
adj_wtj_view_page_init (AdjPageInterface *iface)
{
  iface->id = "wtj";
  iface->title = N_("1943 Setup");
  iface->icon_name = "adj-setup-symbolic";
  iface->shortcuts = &wtj_shortcuts;
}

static void
adj_wtj_view_class_init (AdjWtjViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);

  object_class->dispose = adj_wtj_view_dispose;
  object_class->get_property = adj_wtj_view_get_property;
  object_class->set_property = adj_wtj_view_set_property;

  g_object_class_override_property (object_class, PROP_GAME, "game");
  properties[PROP_GAME] = g_object_class_find_property (object_class, "game");

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjview");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-view.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, steps_list);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, step_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, title_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, page_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, back_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, next_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, progress_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, scroller);
  gtk_widget_class_install_action (widget_class, "wtj.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "wtj.next", NULL, next_action);
  gtk_widget_class_bind_template_callback (widget_class, step_activated_cb);
}

static void
adj_wtj_view_init (AdjWtjView *self)
{
  self->built_page = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  adj_page_install_shortcuts (ADJ_PAGE (self));
  /* Rebuilding a page moves the focus; the view keeps the scroll position itself. */
  if (GTK_IS_VIEWPORT (gtk_scrolled_window_get_child (self->scroller)))
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (gtk_scrolled_window_get_child (self->scroller)), FALSE);
}
