/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "adj-rulebook.h"

G_BEGIN_DECLS

#define ADJ_TYPE_PREFERENCES_PAGE (adj_preferences_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjPreferencesPage, adj_preferences_page, ADJ, PREFERENCES_PAGE,
                      AdwPreferencesPage)

AdjPreferencesPage *adj_preferences_page_new (GSettings   *settings,
                                                  AdjRulebook *rulebook);

G_END_DECLS
