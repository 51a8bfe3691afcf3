/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void adj_room_set_samples (GtkStack           *room,
                           const char * const *samples);

G_END_DECLS
