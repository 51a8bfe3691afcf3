/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "adj-game.h"

G_BEGIN_DECLS

#define ADJ_TYPE_APPLICATION (adj_application_get_type ())

G_DECLARE_FINAL_TYPE (AdjApplication, adj_application, ADJ, APPLICATION, AdwApplication)

AdjApplication *adj_application_new          (void);
AdjGame        *adj_application_get_game     (AdjApplication *self);
GSettings      *adj_application_get_settings (AdjApplication *self);

G_END_DECLS
