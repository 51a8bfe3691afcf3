/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void adj_toasts_show (AdwToastOverlay *overlay,
                      AdwToast        *toast);

G_END_DECLS
