/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Helpers of the WTJ "1943" test programs (test-wtj.c, test-wtj-text.c). */

#include "adj-wtj-scenario.h"

/* Rolls @faces for the step @key, which must take them. */
static inline void
wtj_test_roll (AdjWtjScenario *s,
               const char     *key,
               const int      *faces,
               guint           n)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_wtj_scenario_roll (s, key, faces, n, &error));
  g_assert_no_error (error);
}
