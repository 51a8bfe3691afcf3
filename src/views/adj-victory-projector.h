/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-victory-record.h"

G_BEGIN_DECLS

#define ADJ_TYPE_VICTORY_PROJECTOR (adj_victory_projector_get_type ())

G_DECLARE_FINAL_TYPE (AdjVictoryProjector, adj_victory_projector, ADJ, VICTORY_PROJECTOR, GtkWidget)

GtkWidget        *adj_victory_projector_new        (AdjVictoryRecord    *record);
AdjVictoryRecord *adj_victory_projector_get_record (AdjVictoryProjector *self);

G_END_DECLS
