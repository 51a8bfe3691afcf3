/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-wif-track.h"

G_BEGIN_DECLS

void adj_wif_faces_show (GtkBox      *box,
                         AdjWifTrack *track);

G_END_DECLS
