/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gtk/gtk.h>

#include "adj-wtj-scenario.h"

G_BEGIN_DECLS

/* The printable scenario sheet: each side, then both sides together, each
 * part starting a page and running on over as many pages as it needs. The
 * same drawing serves printing, the PDF export, the preview and the tests. */

/* the margin inside a printer's printable area, and on a whole PDF page
 * (points of an A4 page) */
#define ADJ_WTJ_SHEET_MARGIN     12.0
#define ADJ_WTJ_SHEET_PDF_MARGIN 40.0

int      adj_wtj_sheet_get_n_pages  (AdjWtjScenario  *scenario,
                                     double           width,
                                     double           height,
                                     double           margin,
                                     int             *first_pages);
void     adj_wtj_sheet_draw_page    (AdjWtjScenario  *scenario,
                                     cairo_t         *cr,
                                     double           width,
                                     double           height,
                                     double           margin,
                                     int              page);
GStrv    adj_wtj_sheet_dup_page_texts (AdjWtjScenario *scenario,
                                       double          width,
                                       double          height,
                                       int             page,
                                       int            *part);
GtkPageSetup     *adj_wtj_sheet_get_page_setup     (void);
void              adj_wtj_sheet_set_page_setup     (GtkPageSetup     *setup);
GtkPrintSettings *adj_wtj_sheet_get_print_settings (void);
void              adj_wtj_sheet_set_print_settings (GtkPrintSettings *settings);
GtkPrintOperation *adj_wtj_sheet_new_print_operation (AdjWtjScenario *scenario);
gboolean adj_wtj_sheet_export_pdf   (AdjWtjScenario  *scenario,
                                     const char      *path,
                                     GError         **error);

G_END_DECLS
