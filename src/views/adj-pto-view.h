/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-page-shortcuts.h"

G_BEGIN_DECLS

#define ADJ_TYPE_PTO_VIEW (adj_pto_view_get_type ())

G_DECLARE_FINAL_TYPE (AdjPtoView, adj_pto_view, ADJ, PTO_VIEW, GtkWidget)

const AdjPageShortcuts *adj_pto_view_get_shortcuts (void);

G_END_DECLS
