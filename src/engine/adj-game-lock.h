/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int   adj_game_lock_acquire      (const char  *lock_path,
                                  GError     **error);
void  adj_game_lock_release      (int          fd);
char *adj_game_lock_path_for     (const char  *path);
char *adj_game_lock_path_for_file (const char *file);

G_END_DECLS
