/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "adj-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_ROLL_LOG_WINDOW (adj_roll_log_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjRollLogWindow, adj_roll_log_window, ADJ, ROLL_LOG_WINDOW, AdwWindow)

AdjRollLogWindow *adj_roll_log_window_new (AdjGame *game);

G_END_DECLS
