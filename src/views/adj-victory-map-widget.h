/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-victory-map.h"
#include "adj-victory-record.h"

G_BEGIN_DECLS

#define ADJ_TYPE_VICTORY_MAP_WIDGET (adj_victory_map_widget_get_type ())

G_DECLARE_FINAL_TYPE (AdjVictoryMapWidget, adj_victory_map_widget, ADJ, VICTORY_MAP_WIDGET, GtkWidget)

GtkWidget        *adj_victory_map_widget_new           (void);
AdjVictoryRecord *adj_victory_map_widget_get_record    (AdjVictoryMapWidget *self);
void              adj_victory_map_widget_set_record    (AdjVictoryMapWidget *self,
                                                        AdjVictoryRecord    *record);
double            adj_victory_map_widget_get_zoom      (AdjVictoryMapWidget *self);
void              adj_victory_map_widget_zoom_at       (AdjVictoryMapWidget *self,
                                                        double               zoom,
                                                        double               x,
                                                        double               y);
void              adj_victory_map_widget_reset_zoom    (AdjVictoryMapWidget *self);
void              adj_victory_map_widget_get_transform (AdjVictoryMapWidget *self,
                                                        AdjVictoryMapTransform *out);
int               adj_victory_map_widget_hit           (AdjVictoryMapWidget *self,
                                                        double               x,
                                                        double               y);
gboolean          adj_victory_map_widget_click         (AdjVictoryMapWidget *self,
                                                        double               x,
                                                        double               y);
void              adj_victory_map_widget_zoom_by       (AdjVictoryMapWidget *self,
                                                        double               factor);
void              adj_victory_map_widget_get_zoom_anchor (AdjVictoryMapWidget *self,
                                                          double              *x,
                                                          double              *y);
int               adj_victory_map_widget_get_focus_target (AdjVictoryMapWidget *self);
void              adj_victory_map_widget_set_focus_target (AdjVictoryMapWidget *self,
                                                           int                  index);
gboolean          adj_victory_map_widget_move_focus    (AdjVictoryMapWidget *self,
                                                        double               dx,
                                                        double               dy);

/* what one step of the zoom buttons, Ctrl+plus or the plus key does */
#define ADJ_VICTORY_MAP_WIDGET_ZOOM_STEP 1.5

G_END_DECLS
