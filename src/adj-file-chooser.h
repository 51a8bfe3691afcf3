#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * AdjFileChosen:
 * @file: (nullable): the chosen file, or %NULL if the dialog was cancelled
 * @user_data: data
 */
typedef void (*AdjFileChosen) (GFile    *file,
                               gpointer  user_data);

void adj_choose_file (GtkWindow     *parent,
                      const char    *title,
                      gboolean       save,
                      const char    *initial_name,
                      const char    *filter_name,
                      const char    *pattern,
                      AdjFileChosen  callback,
                      gpointer       user_data);

G_END_DECLS
