/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

const char *adj_table_text      (const char *text);
char       *adj_table_text_dup  (GObject    *self,
                                 const char *text);

/* Lets the class's template translate a table text in a binding:
 * <closure type="gchararray" function="table_text">...</closure> */
#define adj_table_text_bind_template(widget_class) \
  gtk_widget_class_bind_template_callback_full (GTK_WIDGET_CLASS (widget_class), "table_text", \
                                                G_CALLBACK (adj_table_text_dup))

G_END_DECLS
