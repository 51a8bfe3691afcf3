/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-rulebook.h"

G_BEGIN_DECLS

#define ADJ_TYPE_CALENDAR (adj_calendar_get_type ())

G_DECLARE_FINAL_TYPE (AdjCalendar, adj_calendar, ADJ, CALENDAR, GObject)

AdjCalendar *adj_calendar_new                (AdjRulebook *rulebook);
guint        adj_calendar_get_n_slots        (AdjCalendar *self);
const char  *adj_calendar_get_slot_id        (AdjCalendar *self,
                                              guint        slot);
const char  *adj_calendar_get_slot_label     (AdjCalendar *self,
                                              guint        slot);
int          adj_calendar_find_slot          (AdjCalendar *self,
                                              const char  *id);
int          adj_calendar_get_default_year   (AdjCalendar *self);
guint        adj_calendar_get_default_slot   (AdjCalendar *self);
int          adj_calendar_get_start_year     (AdjCalendar *self);
guint        adj_calendar_get_start_slot     (AdjCalendar *self);
void         adj_calendar_set_start          (AdjCalendar *self,
                                              int          year,
                                              guint        slot);
void         adj_calendar_get_date           (AdjCalendar *self,
                                              guint        turn,
                                              int         *year,
                                              guint       *slot);
int          adj_calendar_get_wif_ended      (AdjCalendar *self);
void         adj_calendar_set_wif_ended      (AdjCalendar *self,
                                              int          ended);
gboolean     adj_calendar_get_wif_in_use     (AdjCalendar *self);

G_END_DECLS
