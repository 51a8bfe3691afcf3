/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WIF_VIEW (adj_wif_view_get_type ())

G_DECLARE_FINAL_TYPE (AdjWifView, adj_wif_view, ADJ, WIF_VIEW, GtkWidget)

GtkWidget *adj_wif_view_new            (void);

G_END_DECLS
