/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>


G_BEGIN_DECLS

#define ADJ_TYPE_PTO_VIEW (adj_pto_view_get_type ())

G_DECLARE_FINAL_TYPE (AdjPtoView, adj_pto_view, ADJ, PTO_VIEW, GtkWidget)

G_END_DECLS
