/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "adj-rulebook.h"

G_BEGIN_DECLS

/**
 * AdjPtoTurn:
 * @year: the year
 * @season: the season (row of the seasons table, 0 = the one that opens the year)
 * @month: -1 for the seasonal turn, else the monthly turn within the season (0..2)
 *
 * One turn of WWII: PTO.
 */
typedef struct {
  int year;
  int season;
  int month;
} AdjPtoTurn;

typedef struct _AdjPtoCalendar AdjPtoCalendar;

AdjPtoCalendar *adj_pto_calendar_new              (AdjRulebook          *rulebook,
                                                   GError              **error);
void            adj_pto_calendar_free             (AdjPtoCalendar       *self);
guint           adj_pto_calendar_get_n_seasons    (const AdjPtoCalendar *self);
guint           adj_pto_calendar_get_n_months     (const AdjPtoCalendar *self,
                                                   int                   season);
const char     *adj_pto_calendar_get_season_id    (const AdjPtoCalendar *self,
                                                   int                   season);
const char     *adj_pto_calendar_get_season_name  (const AdjPtoCalendar *self,
                                                   int                   season);
const char     *adj_pto_calendar_get_month_id     (const AdjPtoCalendar *self,
                                                   int                   season,
                                                   int                   month);
const char     *adj_pto_calendar_get_month_name   (const AdjPtoCalendar *self,
                                                   int                   season,
                                                   int                   month);
int             adj_pto_calendar_get_month_number (const AdjPtoCalendar *self,
                                                   int                   season,
                                                   int                   month);
gboolean        adj_pto_calendar_is_valid         (const AdjPtoCalendar *self,
                                                   const AdjPtoTurn     *turn);
gboolean        adj_pto_calendar_has_additions    (const AdjPtoCalendar *self,
                                                   const AdjPtoTurn     *turn);
void            adj_pto_calendar_next             (const AdjPtoCalendar *self,
                                                   const AdjPtoTurn     *turn,
                                                   AdjPtoTurn           *out);
void            adj_pto_calendar_previous         (const AdjPtoCalendar *self,
                                                   const AdjPtoTurn     *turn,
                                                   AdjPtoTurn           *out);
guint           adj_pto_calendar_get_n_slots      (const AdjPtoCalendar *self);
int             adj_pto_calendar_turn_to_slot     (const AdjPtoCalendar *self,
                                                   const AdjPtoTurn     *turn);
gboolean        adj_pto_calendar_slot_to_turn     (const AdjPtoCalendar *self,
                                                   guint                 slot,
                                                   int                   year,
                                                   AdjPtoTurn           *out);
gboolean        adj_pto_calendar_find             (const AdjPtoCalendar *self,
                                                   const char           *season_id,
                                                   const char           *month_id,
                                                   AdjPtoTurn           *out);
char           *adj_pto_calendar_dup_weather_key  (const AdjPtoCalendar *self,
                                                   const AdjPtoTurn     *turn);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjPtoCalendar, adj_pto_calendar_free)

G_END_DECLS
