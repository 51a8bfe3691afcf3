/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-wif-track.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WIF_PROJECTOR (adj_wif_projector_get_type ())

G_DECLARE_FINAL_TYPE (AdjWifProjector, adj_wif_projector, ADJ, WIF_PROJECTOR, GtkWidget)

GtkWidget  *adj_wif_projector_new            (AdjWifTrack     *track);
const char *adj_wif_projector_get_ten_text   (AdjWifProjector *self);
const char *adj_wif_projector_get_dice_text  (AdjWifProjector *self);
const char *adj_wif_projector_get_markers_text (AdjWifProjector *self);
GtkWidget  *adj_wif_projector_get_faces      (AdjWifProjector *self);

G_END_DECLS
