/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * AdjAheadFunc:
 * @widget: the widget the work is for
 *
 * Work done ahead, when the program is idle: one piece of it.
 *
 * Returns: %TRUE if there is more to do (it is called again when idle)
 */
typedef gboolean (*AdjAheadFunc) (GtkWidget *widget);

void     adj_ahead_after_frame (GtkWidget    *widget,
                                AdjAheadFunc  func);
void     adj_ahead_cancel      (GtkWidget    *widget);
gboolean adj_ahead_is_pending  (GtkWidget    *widget,
                                AdjAheadFunc  func);

void     adj_ahead_hold        (gboolean      hold);
gboolean adj_ahead_run_one     (void);

G_END_DECLS
