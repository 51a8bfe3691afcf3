/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * AdjCsv:
 *
 * The one CSV writer of every export (RFC 4180, CRLF line ends). Text cells
 * that a spreadsheet would read as a formula are neutralised.
 */
typedef struct _AdjCsv AdjCsv;

AdjCsv *adj_csv_new             (void);
void    adj_csv_free            (AdjCsv     *csv);
void    adj_csv_add_text        (AdjCsv     *csv,
                                 const char *text);
void    adj_csv_add_int         (AdjCsv     *csv,
                                 int         value);
void    adj_csv_end_row         (AdjCsv     *csv);
char   *adj_csv_free_to_string  (AdjCsv     *csv);
void    adj_csv_append_field    (GString    *out,
                                 const char *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCsv, adj_csv_free)

G_END_DECLS
