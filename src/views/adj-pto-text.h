/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "adj-pto-game.h"

G_BEGIN_DECLS

const char *adj_pto_text_side               (AdjPtoSide            side);
char       *adj_pto_text_turn_title         (const AdjPtoCalendar *calendar,
                                             const AdjPtoTurn     *turn);
char       *adj_pto_text_turn_heading       (const AdjPtoCalendar *calendar,
                                             const AdjPtoTurn     *turn);
char       *adj_pto_text_turn_kind          (const AdjPtoCalendar *calendar,
                                             const AdjPtoTurn     *turn);
char       *adj_pto_text_slot               (const AdjPtoCalendar *calendar,
                                             guint                 slot);
char       *adj_pto_text_initiative         (AdjPtoSide            initiative,
                                             gboolean              tie_pending);
char       *adj_pto_text_offensives_left    (int                   japan,
                                             int                   allies);
char       *adj_pto_text_step_title         (AdjPtoStep           *step);
char       *adj_pto_text_step_row           (AdjPtoStep           *step);
char       *adj_pto_text_step_caption       (AdjPtoStep           *step);
char       *adj_pto_text_step_header        (AdjPtoStep           *step);
char       *adj_pto_text_step_phase         (AdjPtoStep           *step);
char       *adj_pto_text_step_meta          (AdjPtoStep           *step,
                                             guint                 index,
                                             guint                 n_steps);
char       *adj_pto_text_next_hint          (AdjPtoGame           *game);
char       *adj_pto_text_first_side         (AdjPtoSide            initiative);
char       *adj_pto_text_offensive_choice   (AdjPtoSide            side,
                                             int                   left);
char       *adj_pto_text_initiative_result  (AdjPtoGame           *game);
char       *adj_pto_text_tie_die            (AdjPtoSide            side,
                                             int                   face);
char       *adj_pto_text_weather_title      (AdjPtoGame           *game);
char       *adj_pto_text_condition          (AdjPtoGame           *game);
char       *adj_pto_text_condition_rule     (AdjPtoGame           *game);
char       *adj_pto_text_track              (AdjPtoGame           *game);
char       *adj_pto_text_entry_prompt       (AdjPtoGame           *game);
char       *adj_pto_text_grounding          (int                   roll,
                                             gboolean              grounded);
char       *adj_pto_text_grounding_purpose  (AdjPtoGame           *game,
                                             AdjPtoZone           *zone);
const char *adj_pto_text_effect             (AdjPtoGame           *game,
                                             const char           *column);
GStrv       adj_pto_text_roll_facts         (AdjPtoGame           *game,
                                             const char           *first);
char       *adj_pto_text_roll_for_zone      (AdjPtoZone           *zone);
const char *adj_pto_text_roll_for_weather   (void);
const char *adj_pto_text_roll_for_tie       (AdjPtoSide            side);
char       *adj_pto_text_describe_roll      (AdjPtoGame           *game,
                                             const char           *topic,
                                             const char * const   *args,
                                             char                **who);

char       *adj_pto_text_projector_turn     (AdjPtoGame           *game);
char       *adj_pto_text_projector_weather  (AdjPtoGame           *game);
char       *adj_pto_text_zone_line          (AdjPtoZone           *zone);
AdjRoll    *adj_pto_text_last_roll          (AdjPtoGame           *game,
                                             GListModel           *log,
                                             char                **title,
                                             char                **total);

/* Closures for the page's .ui bindings: they take the model and then every
 * property the text reads, so that the label is re-worded when any changes. */
char       *adj_pto_text_bind_turn_heading  (gpointer              this,
                                             AdjPtoGame           *game,
                                             int                   year,
                                             int                   season,
                                             int                   month);
char       *adj_pto_text_bind_turn_kind     (gpointer              this,
                                             AdjPtoGame           *game,
                                             int                   year,
                                             int                   season,
                                             int                   month);
char       *adj_pto_text_bind_initiative    (gpointer              this,
                                             AdjPtoGame           *game,
                                             AdjPtoSide            initiative,
                                             gboolean              tie_pending);
char       *adj_pto_text_bind_offensives_left (gpointer            this,
                                             AdjPtoGame           *game,
                                             int                   japan,
                                             int                   allies);
char       *adj_pto_text_bind_initiative_result (gpointer          this,
                                             AdjPtoGame           *game,
                                             int                   bought_japan,
                                             int                   bought_allies,
                                             guint                 n_tie_rolls,
                                             gboolean              tie_pending,
                                             AdjPtoSide            initiative);
char       *adj_pto_text_bind_tie_die       (gpointer              this,
                                             AdjPtoGame           *game,
                                             AdjPtoSide            side,
                                             int                   face);
char       *adj_pto_text_bind_step_phase    (gpointer              this,
                                             AdjPtoStep           *step,
                                             const char           *phase_title,
                                             const char           *group);
char       *adj_pto_text_bind_step_title    (gpointer              this,
                                             AdjPtoStep           *step,
                                             AdjPtoStepKind        kind,
                                             AdjPtoSide            side,
                                             const char           *title);
char       *adj_pto_text_bind_side          (gpointer              this,
                                             AdjPtoStep           *step,
                                             AdjPtoSide            side);
char       *adj_pto_text_bind_first_side    (gpointer              this,
                                             AdjPtoGame           *game,
                                             AdjPtoSide            initiative);
char       *adj_pto_text_bind_offensive_choice (gpointer           this,
                                             AdjPtoGame           *game,
                                             AdjPtoSide            chooser,
                                             int                   remaining_japan,
                                             int                   remaining_allies);
gboolean    adj_pto_text_bind_panel_is      (gpointer              this,
                                             AdjPtoStepPanel       panel,
                                             AdjPtoStepPanel       wanted);

G_END_DECLS
