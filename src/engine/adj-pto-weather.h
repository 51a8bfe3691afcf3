/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "adj-rulebook.h"

G_BEGIN_DECLS

/* The most weather conditions a turn-track entry can split between. */
#define ADJ_PTO_MAX_CONDITIONS 8

/**
 * AdjPtoTrackEntry:
 * @n_conditions: how many conditions the turn track knows (columns of the turn-track table)
 * @conditions: their ids ("f", "m", "w"), borrowed from the table
 * @ranges: the 1d6 results that give each condition
 *
 * One month's entry on the turn track.
 */
typedef struct {
  guint       n_conditions;
  const char *conditions[ADJ_PTO_MAX_CONDITIONS];
  AdjRange    ranges[ADJ_PTO_MAX_CONDITIONS];
} AdjPtoTrackEntry;

gboolean    adj_pto_weather_lookup_entry       (AdjRulebook            *rulebook,
                                                const char             *key,
                                                AdjPtoTrackEntry       *out);
const char *adj_pto_weather_entry_single       (const AdjPtoTrackEntry *entry);
const char *adj_pto_weather_entry_for_roll     (const AdjPtoTrackEntry *entry,
                                                int                     face);
char       *adj_pto_weather_entry_dup_text     (const AdjPtoTrackEntry *entry);
GStrv       adj_pto_weather_dup_conditions     (AdjRulebook            *rulebook);
GStrv       adj_pto_weather_dup_zones          (AdjRulebook            *rulebook);
GStrv       adj_pto_weather_dup_affected_zones (AdjRulebook            *rulebook,
                                                const char             *condition);
const char *adj_pto_weather_get_zone_label     (AdjRulebook            *rulebook,
                                                const char             *zone);
const char *adj_pto_weather_get_effect         (AdjRulebook            *rulebook,
                                                const char             *condition,
                                                const char             *column);
gboolean    adj_pto_weather_is_grounded        (AdjRulebook            *rulebook,
                                                const char             *condition,
                                                const char             *zone,
                                                int                     total);
char       *adj_pto_weather_dup_track_file     (AdjRulebook            *rulebook,
                                                const char             *key,
                                                const char             *label,
                                                const char * const     *cells,
                                                GError                **error);
gboolean    adj_pto_weather_save_entry         (AdjRulebook            *rulebook,
                                                const char             *key,
                                                const char             *label,
                                                const char * const     *cells,
                                                GError                **error);

G_END_DECLS
