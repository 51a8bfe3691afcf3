/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

void adj_list_store_update (GListStore *store,
                            GPtrArray  *items,
                            GEqualFunc  same);

G_END_DECLS
