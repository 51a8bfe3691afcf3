/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-rule-table-private.h"

G_DEFINE_FINAL_TYPE (AdjRuleTable, adj_rule_table, G_TYPE_OBJECT)

void
adj_rule_cell_clear (AdjRuleCell *cell)
{
  g_clear_pointer (&cell->text, g_free);
  g_clear_pointer (&cell->note, g_free);
}

static void
clear_column (gpointer data)
{
  AdjRuleColumn *column = data;

  g_clear_pointer (&column->id, g_free);
  g_clear_pointer (&column->label, g_free);
  g_clear_pointer (&column->ref_table, g_free);
}

static void
adj_rule_table_finalize (GObject *object)
{
  AdjRuleTable *self = (AdjRuleTable *) object;

  for (guint i = 0; i < self->rows->len; i++)
    {
      AdjRuleRow *row = &g_array_index (self->rows, AdjRuleRow, i);

      g_free (row->id);
      g_free (row->label);
      g_free (row->group);
      if (row->cells)
        for (guint c = 0; c < self->columns->len; c++)
          adj_rule_cell_clear (&row->cells[c]);
      g_free (row->cells);
    }
  g_clear_pointer (&self->rows, g_array_unref);
  g_clear_pointer (&self->columns, g_array_unref);
  g_clear_pointer (&self->notes, g_ptr_array_unref);
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->title, g_free);
  G_OBJECT_CLASS (adj_rule_table_parent_class)->finalize (object);
}

static void
adj_rule_table_class_init (AdjRuleTableClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_rule_table_finalize;
}

static void
adj_rule_table_init (AdjRuleTable *self)
{
  self->notes = g_ptr_array_new_with_free_func (g_free);
  self->columns = g_array_new (FALSE, TRUE, sizeof (AdjRuleColumn));
  g_array_set_clear_func (self->columns, clear_column);
  self->rows = g_array_new (FALSE, TRUE, sizeof (AdjRuleRow));
}

AdjRuleTable *
adj_rule_table_new (void)
{
  return g_object_new (ADJ_TYPE_RULE_TABLE, NULL);
}

#define COLUMN(self, i) (&g_array_index ((self)->columns, AdjRuleColumn, (i)))
#define ROW(self, i) (&g_array_index ((self)->rows, AdjRuleRow, (i)))

static const AdjRuleCell *
get_cell (AdjRuleTable *self,
          guint         row,
          guint         column)
{
  g_assert (row < self->rows->len);
  g_assert (column < self->columns->len);
  return &ROW (self, row)->cells[column];
}

/** adj_rule_table_get_id: Returns: (transfer none): the table's id */
const char *
adj_rule_table_get_id (AdjRuleTable *self)
{
  return self->id;
}

/** adj_rule_table_get_title: Returns: (transfer none): the table's title */
const char *
adj_rule_table_get_title (AdjRuleTable *self)
{
  return self->title;
}

/** adj_rule_table_get_dice: Returns: (transfer none) (nullable): the dice rolled on the table */
const AdjDiceSpec *
adj_rule_table_get_dice (AdjRuleTable *self)
{
  return self->has_dice ? &self->dice : NULL;
}

/** adj_rule_table_get_note: Returns: (transfer none) (nullable): note @i, or %NULL past the last */
const char *
adj_rule_table_get_note (AdjRuleTable *self,
                         guint         i)
{
  return i < self->notes->len ? g_ptr_array_index (self->notes, i) : NULL;
}

/** adj_rule_table_get_n_columns: Returns: the number of columns */
guint
adj_rule_table_get_n_columns (AdjRuleTable *self)
{
  return self->columns->len;
}

/** adj_rule_table_find_column: Returns: the column's index, or -1 */
int
adj_rule_table_find_column (AdjRuleTable *self,
                            const char   *column_id)
{
  for (guint i = 0; i < self->columns->len; i++)
    if (strcmp (COLUMN (self, i)->id, column_id) == 0)
      return (int) i;
  return -1;
}

/** adj_rule_table_get_column_id: Returns: (transfer none): the column's id */
const char *
adj_rule_table_get_column_id (AdjRuleTable *self,
                              guint         column)
{
  g_return_val_if_fail (column < self->columns->len, NULL);
  return COLUMN (self, column)->id;
}

/** adj_rule_table_get_column_label: Returns: (transfer none): the column's heading */
const char *
adj_rule_table_get_column_label (AdjRuleTable *self,
                                 guint         column)
{
  g_return_val_if_fail (column < self->columns->len, NULL);
  return COLUMN (self, column)->label;
}

/** adj_rule_table_get_column_type: Returns: the column's value type */
AdjValueType
adj_rule_table_get_column_type (AdjRuleTable *self,
                                guint         column)
{
  g_return_val_if_fail (column < self->columns->len, ADJ_VALUE_TEXT);
  return COLUMN (self, column)->type;
}

/** adj_rule_table_get_n_rows: Returns: the number of rows */
guint
adj_rule_table_get_n_rows (AdjRuleTable *self)
{
  return self->rows->len;
}

/** adj_rule_table_find_row: Returns: the row's index, or -1 */
int
adj_rule_table_find_row (AdjRuleTable *self,
                         const char   *row_id)
{
  for (guint i = 0; i < self->rows->len; i++)
    if (strcmp (ROW (self, i)->id, row_id) == 0)
      return (int) i;
  return -1;
}

/**
 * adj_rule_table_find_row_for_roll:
 * @self: a table whose rows have die ranges
 * @result: a die result
 *
 * Returns: the index of the row holding @result, or -1
 */
int
adj_rule_table_find_row_for_roll (AdjRuleTable *self,
                                  int           result)
{
  for (guint i = 0; i < self->rows->len; i++)
    if (ROW (self, i)->has_roll && adj_range_contains (ROW (self, i)->roll, result))
      return (int) i;
  return -1;
}

/** adj_rule_table_get_row_id: Returns: (transfer none): the row's id */
const char *
adj_rule_table_get_row_id (AdjRuleTable *self,
                           guint         row)
{
  g_return_val_if_fail (row < self->rows->len, NULL);
  return ROW (self, row)->id;
}

/** adj_rule_table_get_row_label: Returns: (transfer none): the row's label */
const char *
adj_rule_table_get_row_label (AdjRuleTable *self,
                              guint         row)
{
  g_return_val_if_fail (row < self->rows->len, NULL);
  return ROW (self, row)->label;
}

/** adj_rule_table_get_row_group: Returns: (transfer none) (nullable): the row's group */
const char *
adj_rule_table_get_row_group (AdjRuleTable *self,
                              guint         row)
{
  g_return_val_if_fail (row < self->rows->len, NULL);
  return ROW (self, row)->group;
}

/** adj_rule_table_get_row_roll: Returns: the die results of the row (0 if none) */
AdjRange
adj_rule_table_get_row_roll (AdjRuleTable *self,
                             guint         row)
{
  g_return_val_if_fail (row < self->rows->len, 0);
  return ROW (self, row)->roll;
}

/** adj_rule_table_get_row_line: Returns: the line of the row in its file */
int
adj_rule_table_get_row_line (AdjRuleTable *self,
                             guint         row)
{
  g_return_val_if_fail (row < self->rows->len, 0);
  return ROW (self, row)->line;
}

/** adj_rule_table_get_text: Returns: (transfer none): the cell as written ("-" for none) */
const char *
adj_rule_table_get_text (AdjRuleTable *self,
                         guint         row,
                         guint         column)
{
  return get_cell (self, row, column)->text;
}

/** adj_rule_table_get_cell_note: Returns: (transfer none) (nullable): the cell's note */
const char *
adj_rule_table_get_cell_note (AdjRuleTable *self,
                              guint         row,
                              guint         column)
{
  return get_cell (self, row, column)->note;
}

/** adj_rule_table_is_none: Returns: %TRUE if the cell is "-" (no entry) */
gboolean
adj_rule_table_is_none (AdjRuleTable *self,
                        guint         row,
                        guint         column)
{
  return get_cell (self, row, column)->none;
}

/** adj_rule_table_get_int: Returns: the cell's integer (0 if none) */
int
adj_rule_table_get_int (AdjRuleTable *self,
                        guint         row,
                        guint         column)
{
  g_return_val_if_fail (column < self->columns->len, 0);
  g_return_val_if_fail (COLUMN (self, column)->type == ADJ_VALUE_INT, 0);
  return (int) get_cell (self, row, column)->number;
}

/** adj_rule_table_get_decimal: Returns: the cell's number (0 if none) */
double
adj_rule_table_get_decimal (AdjRuleTable *self,
                            guint         row,
                            guint         column)
{
  g_return_val_if_fail (column < self->columns->len, 0);
  g_return_val_if_fail (COLUMN (self, column)->type == ADJ_VALUE_DECIMAL ||
                        COLUMN (self, column)->type == ADJ_VALUE_INT, 0);
  return get_cell (self, row, column)->number;
}

/** adj_rule_table_get_bool: Returns: the cell's truth value */
gboolean
adj_rule_table_get_bool (AdjRuleTable *self,
                         guint         row,
                         guint         column)
{
  g_return_val_if_fail (column < self->columns->len, FALSE);
  g_return_val_if_fail (COLUMN (self, column)->type == ADJ_VALUE_BOOL, FALSE);
  return get_cell (self, row, column)->number != 0;
}

/** adj_rule_table_get_range: Returns: the die results in the cell */
AdjRange
adj_rule_table_get_range (AdjRuleTable *self,
                          guint         row,
                          guint         column)
{
  g_return_val_if_fail (column < self->columns->len, 0);
  g_return_val_if_fail (COLUMN (self, column)->type == ADJ_VALUE_RANGE, 0);
  return get_cell (self, row, column)->range;
}

/** adj_rule_table_get_dice_cell: Returns: (transfer none): the dice in the cell */
const AdjDiceSpec *
adj_rule_table_get_dice_cell (AdjRuleTable *self,
                              guint         row,
                              guint         column)
{
  g_return_val_if_fail (column < self->columns->len, NULL);
  g_return_val_if_fail (COLUMN (self, column)->type == ADJ_VALUE_DICE, NULL);
  return &get_cell (self, row, column)->dice;
}

/**
 * adj_rule_table_column:
 * @self: a table
 * @column_id: a column id the program relies on
 *
 * Like adj_rule_table_find_column(), for columns that the loader has
 * guaranteed (built-in files, and house rules checked against them).
 *
 * Returns: the column's index
 */
int
adj_rule_table_column (AdjRuleTable *self,
                       const char   *column_id)
{
  int c = adj_rule_table_find_column (self, column_id);

  if (c < 0)
    g_critical ("table %s has no column %s", self->id, column_id);
  return c;
}

/**
 * adj_rule_table_row:
 * @self: a table
 * @row_id: a row id the program relies on
 *
 * Returns: the row's index, or -1 (with a critical warning)
 */
int
adj_rule_table_row (AdjRuleTable *self,
                    const char   *row_id)
{
  int r = adj_rule_table_find_row (self, row_id);

  if (r < 0)
    g_critical ("table %s has no row %s", self->id, row_id);
  return r;
}

/** adj_rule_table_lookup_text: Returns: (transfer none) (nullable): the cell at (@row_id, @column_id) */
const char *
adj_rule_table_lookup_text (AdjRuleTable *self,
                            const char   *row_id,
                            const char   *column_id)
{
  int r = adj_rule_table_find_row (self, row_id);
  int c = adj_rule_table_find_column (self, column_id);

  return r >= 0 && c >= 0 ? get_cell (self, r, c)->text : NULL;
}

/** adj_rule_table_lookup_int: Returns: the integer at (@row_id, @column_id), 0 if missing */
int
adj_rule_table_lookup_int (AdjRuleTable *self,
                           const char   *row_id,
                           const char   *column_id)
{
  int r = adj_rule_table_row (self, row_id);
  int c = adj_rule_table_column (self, column_id);

  return r >= 0 && c >= 0 ? (int) get_cell (self, r, c)->number : 0;
}

/** adj_rule_table_lookup_decimal: Returns: the number at (@row_id, @column_id), 0 if missing */
double
adj_rule_table_lookup_decimal (AdjRuleTable *self,
                               const char   *row_id,
                               const char   *column_id)
{
  int r = adj_rule_table_row (self, row_id);
  int c = adj_rule_table_column (self, column_id);

  return r >= 0 && c >= 0 ? get_cell (self, r, c)->number : 0;
}
