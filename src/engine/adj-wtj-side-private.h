/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "adj-wtj-side.h"

G_BEGIN_DECLS

/* For the scenario, which makes its sides, gives them their values and
 * takes their "edit" signal (a property written) as a change of a setting. */
AdjWtjSide *_adj_wtj_side_new       (int           index);
void        _adj_wtj_side_set_value (AdjWtjSide   *self,
                                     const char   *property,
                                     const GValue *value);

G_END_DECLS
