/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: the saved-game loader (adj_game_load_data) with the four
 * real models on arbitrary bytes. Build and run: see HACKING.md, "Benchmarks,
 * sanitizers, valgrind, fuzzing". Seeds: tests/fuzz/corpus-game/. */

#include "config.h"

#include <string.h>

#include "fuzz-game.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static AdjRulebook *rulebook;
static AdjGame *game;
/* The game as adj_game_serialize() wrote it after the last successful load:
 * every model's state and the roll log. */
static char *state;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autofree char *dir = g_dir_make_tmp ("adjutant-fuzz-XXXXXX", NULL);
  g_autofree char *house = NULL;
  g_autofree char *path = NULL;
  gsize len;

  if (dir == NULL)
    __builtin_trap ();
  /* A bug that GLib reports (a failed g_return_if_fail) is a crash here. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  house = g_build_filename (dir, "no-house-rules", NULL);
  path = g_build_filename (dir, "game.adjutant", NULL);
  rulebook = adj_rulebook_new (house);
  if (!adj_rulebook_load (rulebook, NULL))
    __builtin_trap ();
  game = adj_fuzz_game_new (rulebook, path);
  state = adj_game_serialize (game, &len);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  gboolean ok;
  gsize len;

  ok = adj_game_load_data (game, (const char *) data, size, "fuzz.adjutant", &error);
  /* Either success, or an error with a message; never both, never neither. */
  if (ok == (error != NULL))
    __builtin_trap ();
  if (error != NULL && (error->message == NULL || strstr (error->message, "fuzz.adjutant") == NULL))
    __builtin_trap ();

  after = adj_game_serialize (game, &len);
  if (!ok)
    {
      /* a refused file changes nothing: every model and the log as before */
      if (strcmp (after, state) != 0)
        __builtin_trap ();
      return 0;
    }

  /* An accepted game saves to a file that loads back to the same state. */
  {
    g_autoptr(GError) again_error = NULL;
    g_autofree char *again = NULL;

    if (!adj_game_load_data (game, after, len, "fuzz.adjutant", &again_error))
      __builtin_trap ();
    again = adj_game_serialize (game, &len);
    if (strcmp (again, after) != 0)
      __builtin_trap ();
  }
  g_free (state);
  state = g_steal_pointer (&after);
  return 0;
}
