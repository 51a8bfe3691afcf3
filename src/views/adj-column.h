#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COLUMN (adj_column_get_type ())

G_DECLARE_FINAL_TYPE (AdjColumn, adj_column, ADJ, COLUMN, AdwBin)

GtkWidget *adj_column_new (void);

G_END_DECLS
