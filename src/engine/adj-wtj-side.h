/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * AdjWtjAssetsMode:
 * @ADJ_WTJ_ASSETS_CHOOSE: players choose each air point
 * @ADJ_WTJ_ASSETS_ROLL: every point is rolled now
 * @ADJ_WTJ_ASSETS_ARRIVAL: each point is rolled on arrival
 *
 * How a side decides its air assets.
 */
typedef enum {
  ADJ_WTJ_ASSETS_CHOOSE,
  ADJ_WTJ_ASSETS_ROLL,
  ADJ_WTJ_ASSETS_ARRIVAL,
} AdjWtjAssetsMode;

#define ADJ_TYPE_WTJ_SIDE (adj_wtj_side_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjSide, adj_wtj_side, ADJ, WTJ_SIDE, GObject)

int                 adj_wtj_side_get_index        (AdjWtjSide *self);
const char * const *adj_wtj_side_get_asset_points (AdjWtjSide *self);
void                adj_wtj_side_set_asset_point  (AdjWtjSide *self,
                                                   guint       point,
                                                   const char *type);

G_END_DECLS
