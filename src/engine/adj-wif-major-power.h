/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define ADJ_TYPE_WIF_MAJOR_POWER (adj_wif_major_power_get_type ())

G_DECLARE_FINAL_TYPE (AdjWifMajorPower, adj_wif_major_power, ADJ, WIF_MAJOR_POWER, GObject)

guint       adj_wif_major_power_get_index  (AdjWifMajorPower *self);
const char *adj_wif_major_power_get_id     (AdjWifMajorPower *self);
const char *adj_wif_major_power_get_name   (AdjWifMajorPower *self);
int         adj_wif_major_power_get_bonus  (AdjWifMajorPower *self);
int         adj_wif_major_power_get_side   (AdjWifMajorPower *self);
void        adj_wif_major_power_set_side   (AdjWifMajorPower *self,
                                            int               side);
gboolean    adj_wif_major_power_get_at_war (AdjWifMajorPower *self);
void        adj_wif_major_power_set_at_war (AdjWifMajorPower *self,
                                            gboolean          at_war);
gboolean    adj_wif_major_power_get_passes (AdjWifMajorPower *self);
void        adj_wif_major_power_set_passes (AdjWifMajorPower *self,
                                            gboolean          passes);

/**
 * AdjWifMajorPowerWrite:
 * @owner: the list's owner (the track)
 * @index: the major power
 * @property: "side", "at-war" or "passes"
 * @value: the new value
 *
 * How a written property reaches the owner, which makes the change (and
 * its undo step) and then syncs the item.
 */
typedef void (*AdjWifMajorPowerWrite) (gpointer    owner,
                                       guint       index,
                                       const char *property,
                                       int         value);

/* for the track, which keeps its major powers in step */
AdjWifMajorPower *adj_wif_major_power_new    (guint                  index,
                                              const char            *id,
                                              const char            *name,
                                              int                    bonus,
                                              AdjWifMajorPowerWrite  write,
                                              gpointer               owner);
void              adj_wif_major_power_detach (AdjWifMajorPower      *self);
void              adj_wif_major_power_sync   (AdjWifMajorPower      *self,
                                              int                    side,
                                              gboolean               at_war,
                                              gboolean               passes);

G_END_DECLS
