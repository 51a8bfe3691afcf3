/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-dice.h"
#include "adj-range.h"

G_BEGIN_DECLS

/**
 * AdjValueType:
 *
 * The type of a table column or a constant (see docs/tables-format.md).
 */
typedef enum {
  ADJ_VALUE_INT,
  ADJ_VALUE_DECIMAL,
  ADJ_VALUE_TEXT,
  ADJ_VALUE_BOOL,
  ADJ_VALUE_RANGE,
  ADJ_VALUE_DICE,
  ADJ_VALUE_REF,
} AdjValueType;

#define ADJ_TYPE_RULE_TABLE (adj_rule_table_get_type ())

G_DECLARE_FINAL_TYPE (AdjRuleTable, adj_rule_table, ADJ, RULE_TABLE, GObject)

const char        *adj_rule_table_get_id           (AdjRuleTable *self);
const char        *adj_rule_table_get_title        (AdjRuleTable *self);
const AdjDiceSpec *adj_rule_table_get_dice         (AdjRuleTable *self);
const char        *adj_rule_table_get_note         (AdjRuleTable *self,
                                                    guint         i);

guint              adj_rule_table_get_n_columns    (AdjRuleTable *self);
int                adj_rule_table_find_column      (AdjRuleTable *self,
                                                    const char   *column_id);
const char        *adj_rule_table_get_column_id    (AdjRuleTable *self,
                                                    guint         column);
const char        *adj_rule_table_get_column_label (AdjRuleTable *self,
                                                    guint         column);
AdjValueType       adj_rule_table_get_column_type  (AdjRuleTable *self,
                                                    guint         column);

guint              adj_rule_table_get_n_rows       (AdjRuleTable *self);
int                adj_rule_table_find_row         (AdjRuleTable *self,
                                                    const char   *row_id);
int                adj_rule_table_find_row_for_roll (AdjRuleTable *self,
                                                    int           result);
const char        *adj_rule_table_get_row_id       (AdjRuleTable *self,
                                                    guint         row);
const char        *adj_rule_table_get_row_label    (AdjRuleTable *self,
                                                    guint         row);
const char        *adj_rule_table_get_row_group    (AdjRuleTable *self,
                                                    guint         row);
AdjRange           adj_rule_table_get_row_roll     (AdjRuleTable *self,
                                                    guint         row);
int                adj_rule_table_get_row_line     (AdjRuleTable *self,
                                                    guint         row);

const char        *adj_rule_table_get_text         (AdjRuleTable *self,
                                                    guint         row,
                                                    guint         column);
const char        *adj_rule_table_get_cell_note    (AdjRuleTable *self,
                                                    guint         row,
                                                    guint         column);
gboolean           adj_rule_table_is_none          (AdjRuleTable *self,
                                                    guint         row,
                                                    guint         column);
int                adj_rule_table_get_int          (AdjRuleTable *self,
                                                    guint         row,
                                                    guint         column);
double             adj_rule_table_get_decimal      (AdjRuleTable *self,
                                                    guint         row,
                                                    guint         column);
gboolean           adj_rule_table_get_bool         (AdjRuleTable *self,
                                                    guint         row,
                                                    guint         column);
AdjRange           adj_rule_table_get_range        (AdjRuleTable *self,
                                                    guint         row,
                                                    guint         column);
const AdjDiceSpec *adj_rule_table_get_dice_cell    (AdjRuleTable *self,
                                                    guint         row,
                                                    guint         column);

const char        *adj_rule_table_lookup_text      (AdjRuleTable *self,
                                                    const char   *row_id,
                                                    const char   *column_id);
int                adj_rule_table_lookup_int       (AdjRuleTable *self,
                                                    const char   *row_id,
                                                    const char   *column_id);
double             adj_rule_table_lookup_decimal   (AdjRuleTable *self,
                                                    const char   *row_id,
                                                    const char   *column_id);
int                adj_rule_table_column           (AdjRuleTable *self,
                                                    const char   *column_id);
int                adj_rule_table_row              (AdjRuleTable *self,
                                                    const char   *row_id);

G_END_DECLS
