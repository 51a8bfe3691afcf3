/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "adj-rule-table.h"

G_BEGIN_DECLS

typedef struct {
  char        *text;
  char        *note;
  gboolean     none;
  double       number;
  AdjRange     range;
  AdjDiceSpec  dice;
} AdjRuleCell;

typedef struct {
  char         *id;
  char         *label;
  AdjValueType  type;
  gboolean      has_min, has_max;
  double        min, max;
  char         *ref_table;
  gboolean      none_allowed;
  gboolean      optional;
} AdjRuleColumn;

typedef struct {
  char        *id;
  char        *label;
  char        *group;
  gboolean     has_roll;
  AdjRange     roll;
  int          line;
  AdjRuleCell *cells;   /* n_columns */
} AdjRuleRow;

struct _AdjRuleTable
{
  GObject      parent_instance;

  char        *id;
  char        *title;
  gboolean     has_dice;
  AdjDiceSpec  dice;
  gboolean     cover_row;
  GPtrArray   *notes;
  GArray      *columns;  /* AdjRuleColumn */
  GArray      *rows;     /* AdjRuleRow */
  int          line;
};

AdjRuleTable *adj_rule_table_new   (void);
void          adj_rule_cell_clear  (AdjRuleCell *cell);

G_END_DECLS
