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

G_END_DECLS
