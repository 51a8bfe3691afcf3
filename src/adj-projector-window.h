/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_PROJECTOR_WINDOW (adj_projector_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjProjectorWindow, adj_projector_window, ADJ, PROJECTOR_WINDOW, AdwWindow)

GtkWidget *adj_projector_window_new             (GtkWidget          *content,
                                                 const char         *title);
GtkWidget *adj_projector_window_get_content     (AdjProjectorWindow *self);
void       adj_projector_window_go_fullscreen   (AdjProjectorWindow *self);
void       adj_projector_window_set_page        (AdjProjectorWindow *self,
                                                 GtkWidget          *page);
GtkWidget *adj_projector_window_get_page        (AdjProjectorWindow *self);
gboolean   adj_projector_window_get_presenting  (AdjProjectorWindow *self);
double     adj_projector_window_get_scale       (AdjProjectorWindow *self);

double     adj_projector_window_scale_for_height (int                monitor_height);
int        adj_projector_window_choose_monitor   (GListModel        *monitors,
                                                  GdkMonitor        *main_monitor,
                                                  int                setting);

G_END_DECLS
