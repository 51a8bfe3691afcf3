/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* how long a toast is new: worded again in place rather than replaced */
#define ADJ_TOASTS_SETTLED_US (700 * G_TIME_SPAN_MILLISECOND)

void adj_toasts_show (AdwToastOverlay *overlay,
                      AdwToast        *toast);

G_END_DECLS
