/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-wtj-table.h"
#include "adj-table-text.h"

/* A rule table as printed, in an expander, with the rows and cells of up
 * to two steps marked; the marks follow the steps' notify::result in place. */

#define MAX_FOLLOWED 2

struct _AdjWtjTable
{
  GtkWidget     parent_instance;

  GtkWidget    *expander;
  GtkGrid      *grid;
  AdjRuleTable *table;
  guint         x0;          /* the grid column of the table's first column */
  AdjWtjStep   *steps[MAX_FOLLOWED];
  gboolean      rows[MAX_FOLLOWED];
  gboolean      columns[MAX_FOLLOWED];
  int           fixed_row;
  int           fixed_column;
};

G_DEFINE_FINAL_TYPE (AdjWtjTable, adj_wtj_table, GTK_TYPE_WIDGET)

static GtkWidget *
cell (const char *text,
      const char *css)
{
  GtkWidget *l = gtk_label_new (adj_table_text (text));

  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (l), 28);
  gtk_widget_add_css_class (l, "wtj-cell");
  if (css)
    gtk_widget_add_css_class (l, css);
  return l;
}

static void
mark (GtkWidget  *w,
      const char *css,
      gboolean    on)
{
  if (w == NULL)
    return;
  if (on)
    gtk_widget_add_css_class (w, css);
  else
    gtk_widget_remove_css_class (w, css);
}

/* Marks the rows and cells of the followed steps (and of the fixed highlight). */
static void
update_marks (AdjWtjTable *self)
{
  int rows[MAX_FOLLOWED + 1], cols[MAX_FOLLOWED + 1];
  guint n = 0;
  guint n_rows = adj_rule_table_get_n_rows (self->table);
  guint n_cols = adj_rule_table_get_n_columns (self->table);

  for (guint i = 0; i < MAX_FOLLOWED; i++)
    if (self->steps[i])
      {
        const AdjWtjResult *r = adj_wtj_step_get_result (self->steps[i]);
        rows[n] = self->rows[i] ? r->row : -1;
        cols[n] = self->columns[i] ? r->column : -1;
        n++;
      }
  rows[n] = self->fixed_row;
  cols[n] = self->fixed_column;
  n++;

  for (guint c = 0; c < n_cols; c++)
    {
      gboolean on = FALSE;
      for (guint i = 0; i < n; i++)
        on = on || cols[i] == (int) c;
      mark (gtk_grid_get_child_at (self->grid, self->x0 + c, 0), "wtj-highlight", on);
    }
  for (guint r = 0; r < n_rows; r++)
    {
      gboolean hr = FALSE;

      for (guint i = 0; i < n; i++)
        hr = hr || rows[i] == (int) r;
      for (guint x = 0; x < self->x0; x++)
        mark (gtk_grid_get_child_at (self->grid, x, r + 1), "wtj-highlight", hr);
      for (guint c = 0; c < n_cols; c++)
        {
          gboolean hit = FALSE;
          GtkWidget *w = gtk_grid_get_child_at (self->grid, self->x0 + c, r + 1);

          for (guint i = 0; i < n; i++)
            hit = hit || (rows[i] == (int) r && cols[i] == (int) c);
          mark (w, "wtj-highlight", hr);
          mark (w, "wtj-hit", hit);
        }
    }
}

static GtkWidget *
build_grid (AdjWtjTable    *self,
            AdjWtjScenario *scenario)
{
  AdjRuleTable *t = self->table;
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *scroller;
  gboolean groups = FALSE;
  gboolean rolls = FALSE;
  gboolean labels = FALSE;
  AdjRuleTable *nations = adj_rule_file_get_table (adj_wtj_scenario_get_rules (scenario), "nations");
  int nation_col = adj_rule_table_find_column (t, "nation");

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
  self->x0 = (groups ? 1 : 0) + (labels || rolls ? 1 : 0);
  self->grid = GTK_GRID (grid);
  gtk_widget_add_css_class (grid, "wtj-table");
  gtk_frame_set_child (GTK_FRAME (frame), grid);
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  adj_table_text (adj_rule_table_get_title (t)), -1);

  if (groups)
    gtk_grid_attach (self->grid, cell ("", "wtj-head"), 0, 0, 1, 1);
  if (labels || rolls)
    gtk_grid_attach (self->grid, cell (rolls ? _("Die roll") : "", "wtj-head"), self->x0 - 1, 0, 1, 1);
  for (guint c = 0; c < adj_rule_table_get_n_columns (t); c++)
    gtk_grid_attach (self->grid, cell (adj_rule_table_get_column_label (t, c), "wtj-head"), self->x0 + c, 0, 1, 1);
  for (guint r = 0; r < adj_rule_table_get_n_rows (t); r++)
    {
      const char *group = adj_rule_table_get_row_group (t, r);

      if (groups)
        gtk_grid_attach (self->grid,
                         cell (group && (r == 0 || g_strcmp0 (group, adj_rule_table_get_row_group (t, r - 1)) != 0) ? group : "",
                               "wtj-rowhead"), 0, r + 1, 1, 1);
      if (labels || rolls)
        gtk_grid_attach (self->grid, cell (adj_rule_table_get_row_label (t, r), "wtj-rowhead"), self->x0 - 1, r + 1, 1, 1);
      for (guint c = 0; c < adj_rule_table_get_n_columns (t); c++)
        {
          const char *text = adj_rule_table_get_text (t, r, c);

          if ((int) c == nation_col && adj_rule_table_lookup_text (nations, text, "name"))
            text = adj_rule_table_lookup_text (nations, text, "name");
          gtk_grid_attach (self->grid, cell (text, NULL), self->x0 + c, r + 1, 1, 1);
        }
    }
  /* a table wider than a phone scrolls sideways on its own; the page does not */
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), frame);
  return scroller;
}

/**
 * adj_wtj_table_new:
 * @scenario: the scenario (for the nations' names)
 * @table: the rule table
 * @expanded: whether the table shows at first
 *
 * Returns: (transfer full): the table as printed, in an expander, its notes below
 */
GtkWidget *
adj_wtj_table_new (AdjWtjScenario *scenario,
                   AdjRuleTable   *table,
                   gboolean        expanded)
{
  AdjWtjTable *self = g_object_new (ADJ_TYPE_WTJ_TABLE, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->table = table;
  self->expander = gtk_expander_new (adj_table_text (adj_rule_table_get_title (table)));
  gtk_widget_add_css_class (self->expander, "wtj-expander");
  gtk_expander_set_expanded (GTK_EXPANDER (self->expander), expanded);
  gtk_box_append (GTK_BOX (box), build_grid (self, scenario));
  for (guint i = 0; adj_rule_table_get_note (table, i); i++)
    {
      GtkWidget *l = gtk_label_new (adj_table_text (adj_rule_table_get_note (table, i)));

      gtk_label_set_xalign (GTK_LABEL (l), 0);
      gtk_label_set_wrap (GTK_LABEL (l), TRUE);
      gtk_widget_add_css_class (l, "dim-label");
      gtk_box_append (GTK_BOX (box), l);
    }
  gtk_expander_set_child (GTK_EXPANDER (self->expander), box);
  gtk_widget_set_parent (self->expander, GTK_WIDGET (self));
  return GTK_WIDGET (self);
}

/**
 * adj_wtj_table_follow:
 * @self: the table
 * @step: a step whose result is found in the table
 * @row: mark the step's row
 * @column: mark the step's column (and its cell)
 *
 * Marks where @step's result is found, now and whenever it changes.
 */
void
adj_wtj_table_follow (AdjWtjTable *self,
                      AdjWtjStep  *step,
                      gboolean     row,
                      gboolean     column)
{
  for (guint i = 0; i < MAX_FOLLOWED; i++)
    if (self->steps[i] == NULL)
      {
        self->steps[i] = g_object_ref (step);
        self->rows[i] = row;
        self->columns[i] = column;
        g_signal_connect_object (step, "notify::result", G_CALLBACK (update_marks), self, G_CONNECT_SWAPPED);
        update_marks (self);
        return;
      }
  g_return_if_reached ();
}

/** adj_wtj_table_set_highlight: Marks a row and a column that no step gives (-1 for none). */
void
adj_wtj_table_set_highlight (AdjWtjTable *self,
                             int          row,
                             int          column)
{
  self->fixed_row = row;
  self->fixed_column = column;
  update_marks (self);
}

static void
adj_wtj_table_dispose (GObject *object)
{
  AdjWtjTable *self = ADJ_WTJ_TABLE (object);

  g_clear_pointer (&self->expander, gtk_widget_unparent);
  for (guint i = 0; i < MAX_FOLLOWED; i++)
    g_clear_object (&self->steps[i]);
  G_OBJECT_CLASS (adj_wtj_table_parent_class)->dispose (object);
}

static void
adj_wtj_table_class_init (AdjWtjTableClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_wtj_table_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "wtjtable");
}

static void
adj_wtj_table_init (AdjWtjTable *self)
{
  self->fixed_row = -1;
  self->fixed_column = -1;
}
