/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COLUMNS (adj_columns_get_type ())

G_DECLARE_FINAL_TYPE (AdjColumns, adj_columns, ADJ, COLUMNS, GtkWidget)

GtkWidget *adj_columns_new              (void);
int        adj_columns_get_spacing      (AdjColumns *self);
void       adj_columns_set_spacing      (AdjColumns *self,
                                         int         spacing);
gboolean   adj_columns_get_side_by_side (AdjColumns *self);

G_END_DECLS
