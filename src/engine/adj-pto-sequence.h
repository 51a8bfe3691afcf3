/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-pto-calendar.h"
#include "adj-rulebook.h"

G_BEGIN_DECLS

/**
 * AdjPtoSide:
 * @ADJ_PTO_SIDE_NONE: nobody
 * @ADJ_PTO_SIDE_JAPAN: Japan
 * @ADJ_PTO_SIDE_ALLIES: the Allies
 * @ADJ_PTO_SIDE_BOTH: both sides together
 */
typedef enum {
  ADJ_PTO_SIDE_NONE = -1,
  ADJ_PTO_SIDE_JAPAN = 0,
  ADJ_PTO_SIDE_ALLIES = 1,
  ADJ_PTO_SIDE_BOTH = 2,
} AdjPtoSide;

#define ADJ_PTO_OTHER_SIDE(s) ((s) == ADJ_PTO_SIDE_JAPAN ? ADJ_PTO_SIDE_ALLIES : ADJ_PTO_SIDE_JAPAN)

/**
 * AdjPtoStepKind:
 * @ADJ_PTO_STEP_RULE: a step of the sequence of play
 * @ADJ_PTO_STEP_CHOOSE_OFFENSIVE: a side chooses its next offensive (or performs no more)
 * @ADJ_PTO_STEP_NO_OFFENSIVES: the offensive phase had no offensives
 */
typedef enum {
  ADJ_PTO_STEP_RULE,
  ADJ_PTO_STEP_CHOOSE_OFFENSIVE,
  ADJ_PTO_STEP_NO_OFFENSIVES,
} AdjPtoStepKind;

/**
 * AdjPtoStepPanel:
 * @ADJ_PTO_PANEL_NONE: the step needs nothing but its text
 * @ADJ_PTO_PANEL_WEATHER: the month's weather and grounding rolls
 * @ADJ_PTO_PANEL_FIRST_SIDE: the choice of the side that performs the phase first
 * @ADJ_PTO_PANEL_OFFENSIVE: the choice of an offensive
 * @ADJ_PTO_PANEL_INITIATIVE: the offensives bought and the initiative
 *
 * What a step asks the players for, besides reading it.
 */
typedef enum {
  ADJ_PTO_PANEL_NONE,
  ADJ_PTO_PANEL_WEATHER,
  ADJ_PTO_PANEL_FIRST_SIDE,
  ADJ_PTO_PANEL_OFFENSIVE,
  ADJ_PTO_PANEL_INITIATIVE,
} AdjPtoStepPanel;

/**
 * AdjPtoOffensive:
 * @side: who performs it
 * @sequence: "land", "sea" or "air" (the sequence column of the steps table)
 * @cost: offensives taken off the side's track
 */
typedef struct {
  AdjPtoSide side;
  char       sequence[16];
  int        cost;
} AdjPtoOffensive;

/**
 * AdjPtoSequenceParams:
 *
 * What decides the steps of a turn.
 */
typedef struct {
  gboolean               seasonal;
  gboolean               additions;        /* Additions to Force Pools (Winter) */
  AdjPtoSide             initiative;
  AdjPtoSide             naval_air_first;
  const AdjPtoOffensive *offensives;
  guint                  n_offensives;
  AdjPtoSide             chooser;          /* who chooses the next offensive, NONE when the phase is over */
} AdjPtoSequenceParams;

#define ADJ_TYPE_PTO_STEP (adj_pto_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjPtoStep, adj_pto_step, ADJ, PTO_STEP, GObject)

const char     *adj_pto_step_get_key         (AdjPtoStep *self);
const char     *adj_pto_step_get_row_id      (AdjPtoStep *self);
const char     *adj_pto_step_get_phase_id    (AdjPtoStep *self);
const char     *adj_pto_step_get_phase_title (AdjPtoStep *self);
const char     *adj_pto_step_get_group       (AdjPtoStep *self);
const char     *adj_pto_step_get_number      (AdjPtoStep *self);
const char     *adj_pto_step_get_title       (AdjPtoStep *self);
const char     *adj_pto_step_get_rule        (AdjPtoStep *self);
const char     *adj_pto_step_get_text        (AdjPtoStep *self);
AdjPtoSide      adj_pto_step_get_side        (AdjPtoStep *self);
AdjPtoStepKind  adj_pto_step_get_kind        (AdjPtoStep *self);
int             adj_pto_step_get_offensive   (AdjPtoStep *self);
AdjPtoStepPanel adj_pto_step_get_panel       (AdjPtoStep *self);
gboolean        adj_pto_step_get_skipped     (AdjPtoStep *self);
void            adj_pto_step_set_skipped     (AdjPtoStep *self,
                                              gboolean    skipped);

const char     *adj_pto_side_to_string       (AdjPtoSide  side);
gboolean        adj_pto_side_from_string     (const char *text,
                                              AdjPtoSide *out);

GPtrArray      *adj_pto_sequence_build       (AdjRulebook                *rulebook,
                                              const AdjPtoSequenceParams *params,
                                              GError                    **error);

G_END_DECLS
