/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-wtj-result.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WTJ_STEP (adj_wtj_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjWtjStep, adj_wtj_step, ADJ, WTJ_STEP, GObject)

const char         *adj_wtj_step_get_key        (AdjWtjStep *self);
AdjWtjStepKind      adj_wtj_step_get_kind       (AdjWtjStep *self);
int                 adj_wtj_step_get_side       (AdjWtjStep *self);
gboolean            adj_wtj_step_get_done       (AdjWtjStep *self);
gboolean            adj_wtj_step_get_manual     (AdjWtjStep *self);
gboolean            adj_wtj_step_get_applicable (AdjWtjStep *self);
int                 adj_wtj_step_get_value      (AdjWtjStep *self);
const char         *adj_wtj_step_get_spec       (AdjWtjStep *self);
AdjWtjOutcome       adj_wtj_step_get_outcome    (AdjWtjStep *self);
AdjWtjNote          adj_wtj_step_get_note       (AdjWtjStep *self);
const AdjWtjResult *adj_wtj_step_get_result     (AdjWtjStep *self);

G_END_DECLS
