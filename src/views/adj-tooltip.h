/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void        adj_tooltip_set_text (GtkWidget  *widget,
                                  const char *text);
const char *adj_tooltip_get_text (GtkWidget  *widget);

G_END_DECLS
