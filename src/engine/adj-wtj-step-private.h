/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "adj-wtj-step.h"

G_BEGIN_DECLS

/* For the scenario, which makes its steps and gives them their facts. */
AdjWtjStep *_adj_wtj_step_new        (const char   *key,
                                      AdjWtjResult *result);
void        _adj_wtj_step_set_result (AdjWtjStep   *self,
                                      AdjWtjResult *result);

G_END_DECLS
