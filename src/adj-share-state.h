/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "adj-game.h"

G_BEGIN_DECLS

char *adj_share_state_build    (AdjGame    *game,
                                const char *page_id,
                                const char *language);
char *adj_share_state_language (const char *accept_language);

G_END_DECLS
