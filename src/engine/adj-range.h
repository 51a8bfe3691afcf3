/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The highest die result a range can hold (6d10 = 60). */
#define ADJ_RANGE_MAX 63

/**
 * AdjRange:
 *
 * A set of die results (0..63) as a bit mask: bit n set means result n.
 */
typedef guint64 AdjRange;

#define ADJ_RANGE_BIT(n) (G_GUINT64_CONSTANT (1) << (n))

AdjRange  adj_range_span     (int          lo,
                              int          hi);
gboolean  adj_range_parse    (const char  *text,
                              int          lo,
                              int          hi,
                              AdjRange    *out,
                              GError     **error);
gboolean  adj_range_contains (AdjRange     range,
                              int          n);
guint     adj_range_count    (AdjRange     range);
char     *adj_range_format   (AdjRange     range,
                              int          hi);

G_END_DECLS
