/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_LAZY_PAGE (adj_lazy_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjLazyPage, adj_lazy_page, ADJ, LAZY_PAGE, GtkWidget)

GtkWidget *adj_lazy_page_get_child (AdjLazyPage *self);
GtkWidget *adj_lazy_page_ensure    (AdjLazyPage *self);
GType      adj_lazy_page_get_page_type (AdjLazyPage *self);

G_END_DECLS
