/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gtk/gtk.h>

#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

/* The printable scenario sheet: one page per side, then both sides together.
 * The same drawing serves printing, the PDF export and the tests. */

int      adj_wtj_sheet_get_n_pages  (AdjWtjScenario  *scenario);
void     adj_wtj_sheet_draw_page    (AdjWtjScenario  *scenario,
                                     cairo_t         *cr,
                                     double           width,
                                     double           height,
                                     int              page);
GtkPrintOperation *adj_wtj_sheet_new_print_operation (AdjWtjScenario *scenario);
gboolean adj_wtj_sheet_export_pdf   (AdjWtjScenario  *scenario,
                                     const char      *path,
                                     GError         **error);

G_END_DECLS
