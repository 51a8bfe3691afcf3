/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-pto-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_PTO_PROJECTOR (adj_pto_projector_get_type ())

G_DECLARE_FINAL_TYPE (AdjPtoProjector, adj_pto_projector, ADJ, PTO_PROJECTOR, GtkWidget)

GtkWidget  *adj_pto_projector_new       (AdjPtoGame      *model);
AdjPtoGame *adj_pto_projector_get_model (AdjPtoProjector *self);
char       *adj_pto_projector_dup_last_roll_text (AdjPtoProjector *self);

G_END_DECLS
