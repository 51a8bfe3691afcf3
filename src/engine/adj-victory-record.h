/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "adj-calendar.h"
#include "adj-rulebook.h"
#include "adj-victory-class.h"
#include "adj-victory-target.h"
#include "adj-victory-turn.h"

G_BEGIN_DECLS

#define ADJ_TYPE_VICTORY_RECORD (adj_victory_record_get_type ())

G_DECLARE_FINAL_TYPE (AdjVictoryRecord, adj_victory_record, ADJ, VICTORY_RECORD, GObject)

AdjVictoryRecord *adj_victory_record_new              (AdjRulebook      *rulebook);
GListModel       *adj_victory_record_get_targets      (AdjVictoryRecord *self);
GListModel       *adj_victory_record_get_turns        (AdjVictoryRecord *self);
GListModel       *adj_victory_record_get_classes      (AdjVictoryRecord *self);
guint             adj_victory_record_get_n_targets    (AdjVictoryRecord *self);
AdjVictoryTarget *adj_victory_record_get_target       (AdjVictoryRecord *self,
                                                       guint             target);
int               adj_victory_record_find_target      (AdjVictoryRecord *self,
                                                       const char       *id);
guint             adj_victory_record_get_n_classes    (AdjVictoryRecord *self);
const char       *adj_victory_record_get_class_id     (AdjVictoryRecord *self,
                                                       guint             klass);
const char       *adj_victory_record_get_class_name   (AdjVictoryRecord *self,
                                                       guint             klass);
guint             adj_victory_record_get_n_slots      (AdjVictoryRecord *self);
const char       *adj_victory_record_get_slot_label   (AdjVictoryRecord *self,
                                                       guint             slot);

AdjCalendar      *adj_victory_record_get_calendar     (AdjVictoryRecord *self);
void              adj_victory_record_set_calendar     (AdjVictoryRecord *self,
                                                       AdjCalendar      *calendar);
gboolean          adj_victory_record_get_follows_wif  (AdjVictoryRecord *self);
int               adj_victory_record_get_full_turns   (AdjVictoryRecord *self);
int               adj_victory_record_get_historical_total (AdjVictoryRecord *self);
int               adj_victory_record_get_start_year   (AdjVictoryRecord *self);
guint             adj_victory_record_get_start_slot   (AdjVictoryRecord *self);
void              adj_victory_record_set_start        (AdjVictoryRecord *self,
                                                       int               year,
                                                       guint             slot);
guint             adj_victory_record_get_n_turns      (AdjVictoryRecord *self);
guint             adj_victory_record_get_current_turn (AdjVictoryRecord *self);
guint             adj_victory_record_get_selected_turn (AdjVictoryRecord *self);
void              adj_victory_record_select_turn      (AdjVictoryRecord *self,
                                                       guint             turn);
void              adj_victory_record_get_turn_date    (AdjVictoryRecord *self,
                                                       guint             turn,
                                                       int              *year,
                                                       guint            *slot);

gboolean          adj_victory_record_get_held         (AdjVictoryRecord *self,
                                                       guint             turn,
                                                       guint             target);
void              adj_victory_record_set_held         (AdjVictoryRecord *self,
                                                       guint             turn,
                                                       guint             target,
                                                       gboolean          held);
void              adj_victory_record_toggle           (AdjVictoryRecord *self,
                                                       guint             target);
void              adj_victory_record_end_turn         (AdjVictoryRecord *self);

int               adj_victory_record_get_credit       (AdjVictoryRecord *self,
                                                       guint             turn,
                                                       guint             target);
int               adj_victory_record_get_run          (AdjVictoryRecord *self,
                                                       guint             turn,
                                                       guint             target);
int               adj_victory_record_get_turn_credit  (AdjVictoryRecord *self,
                                                       guint             turn);
int               adj_victory_record_get_total_through (AdjVictoryRecord *self,
                                                       guint             turn);
int               adj_victory_record_get_class_total  (AdjVictoryRecord *self,
                                                       guint             klass,
                                                       guint             through_turn);
int               adj_victory_record_get_total        (AdjVictoryRecord *self);
int               adj_victory_record_get_pending      (AdjVictoryRecord *self);

G_END_DECLS
