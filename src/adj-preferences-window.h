#pragma once

#include <adwaita.h>

#include "adj-rulebook.h"

G_BEGIN_DECLS

#define ADJ_TYPE_PREFERENCES_WINDOW (adj_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjPreferencesWindow, adj_preferences_window, ADJ, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

AdjPreferencesWindow *adj_preferences_window_new (GSettings   *settings,
                                                  AdjRulebook *rulebook);

G_END_DECLS
