/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define ADJ_TYPE_PTO_ZONE (adj_pto_zone_get_type ())

G_DECLARE_FINAL_TYPE (AdjPtoZone, adj_pto_zone, ADJ, PTO_ZONE, GObject)

AdjPtoZone *adj_pto_zone_new          (const char *id,
                                       const char *label);
const char *adj_pto_zone_get_id       (AdjPtoZone *self);
const char *adj_pto_zone_get_label    (AdjPtoZone *self);
gboolean    adj_pto_zone_get_affected (AdjPtoZone *self);
int         adj_pto_zone_get_roll     (AdjPtoZone *self);
gboolean    adj_pto_zone_get_grounded (AdjPtoZone *self);
void        adj_pto_zone_update       (AdjPtoZone *self,
                                       gboolean    affected,
                                       int         roll,
                                       gboolean    grounded);

G_END_DECLS
