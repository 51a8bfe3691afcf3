/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "adj-game.h"
#include "adj-test-model.h"
#include "adj-test-utils.h"
#include "adj-test-wif-script.h"

/* A child process plays: after each change has returned (and so could be on
 * screen) it reports the count through a pipe. The parent kills it with
 * SIGKILL at a random moment, restores the saved game and checks that every
 * reported change is there, and that the file is never half-written. */

static G_GNUC_NORETURN void
child_play (const char *path,
            int         fd)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjGame) game = adj_game_new (rb, path);
  g_autoptr(AdjTestModel) model = adj_test_model_new ("alpha");

  adj_game_add_model (game, ADJ_MODEL (model));
  g_assert_true (adj_game_restore (game, NULL));
  for (;;)
    {
      int count;

      adj_test_model_add (model, "a name long enough to make the file grow a little every time");
      count = model->count;
      if (write (fd, &count, sizeof count) != sizeof count)
        _exit (1);
    }
}

/* Runs @play in a child that reports each saved value through a pipe,
 * SIGKILLs it after @us microseconds and returns the last value it
 * reported (@reported if none). */
static int
play_and_kill (void        (*play) (const char *path, int fd),
               const char   *path,
               gint64        us,
               int           reported)
{
  gint64 until = g_get_monotonic_time () + us;
  int fds[2], value, status;
  pid_t pid;

  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      close (fds[0]);
      play (path, fds[1]);
      _exit (1);
    }
  close (fds[1]);
  while (g_get_monotonic_time () < until)
    if (read (fds[0], &value, sizeof value) == sizeof value)
      reported = value;
  kill (pid, SIGKILL);
  while (read (fds[0], &value, sizeof value) == sizeof value)
    reported = value;
  close (fds[0]);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  return reported;
}

static void
test_sigkill_loses_nothing (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "adjutant", "game.adjutant", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  int last_total = 0;

  for (int round = 0; round < 12; round++)
    {
      /* whatever was reported before the kill must be saved */
      int reported = play_and_kill (child_play, path, g_rand_int_range (rand, 2000, 60000), last_total);

      {
        g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
        g_autoptr(AdjGame) game = adj_game_new (rb, path);
        g_autoptr(AdjTestModel) model = adj_test_model_new ("alpha");
        g_autoptr(GError) error = NULL;

        adj_game_add_model (game, ADJ_MODEL (model));
        g_assert_true (adj_game_restore (game, &error));
        g_assert_no_error (error);
        /* a change may be saved and not yet reported, never the other way */
        g_assert_cmpint (model->count, >=, reported);
        g_assert_cmpint (model->count, <=, reported + 1);
        g_assert_cmpuint (model->names->len, ==, (guint) model->count);
        g_test_message ("round %d: %d changes reported, %d restored", round, reported, model->count);
        last_total = model->count;
      }
    }
  g_assert_cmpint (last_total, >, 0);
}

/* The World in Flames model, played by adj_test_wif_step(): the same steps
 * give the same states, so the parent can replay them without the child. */
static void
count_change (AdjModel   *model,
              const char *label,
              int        *fd)
{
  static int changes = 0;

  changes++;
  if (write (*fd, &changes, sizeof changes) != sizeof changes)
    _exit (1);
}

static G_GNUC_NORETURN void
child_play_wif (const char *path,
                int         fd)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjGame) game = adj_game_new (rb, path);
  g_autoptr(AdjWifTrack) track = adj_wif_track_new (rb, adj_game_get_dice (game));

  adj_game_add_model (game, ADJ_MODEL (track));
  /* connected after the game's own handler: the change is saved when reported */
  g_signal_connect_after (track, "changed", G_CALLBACK (count_change), &fd);
  for (guint i = 0;; i++)
    adj_test_wif_step (track, i);
}

static void
collect_snapshot (AdjModel   *model,
                  const char *label,
                  GPtrArray  *snapshots)
{
  g_ptr_array_add (snapshots, adj_model_snapshot (model));
}

static void
test_sigkill_wif_mid_turn (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "adjutant", "wif.adjutant", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1943);

  for (int round = 0; round < 6; round++)
    {
      g_autofree char *restored = NULL;
      int reported;

      g_unlink (path);
      reported = play_and_kill (child_play_wif, path, g_rand_int_range (rand, 5000, 80000), 0);

      {
        g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
        g_autoptr(AdjGame) game = adj_game_new (rb, path);
        g_autoptr(AdjWifTrack) track = adj_wif_track_new (rb, adj_game_get_dice (game));
        g_autoptr(GError) error = NULL;

        adj_game_add_model (game, ADJ_MODEL (track));
        g_assert_true (adj_game_restore (game, &error));
        g_assert_no_error (error);
        restored = adj_model_snapshot (ADJ_MODEL (track));
      }

      /* replay the script here, keeping the state after every change */
      {
        g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
        g_autoptr(AdjWifTrack) track = adj_wif_track_new (rb, NULL);
        g_autoptr(GPtrArray) snapshots = g_ptr_array_new_with_free_func (g_free);
        int found = -1;

        g_ptr_array_add (snapshots, adj_model_snapshot (ADJ_MODEL (track)));
        g_signal_connect (track, "changed", G_CALLBACK (collect_snapshot), snapshots);
        for (guint i = 0; snapshots->len <= (guint) reported + 1; i++)
          adj_test_wif_step (track, i);
        for (int k = reported; k <= reported + 1 && found < 0; k++)
          if (g_strcmp0 (g_ptr_array_index (snapshots, k), restored) == 0)
            found = k;
        g_test_message ("round %d: %d changes shown, restored state after change %d", round, reported, found);
        /* every change shown before the kill is there; at most one more */
        g_assert_cmpint (found, >=, reported);
      }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/kill/sigkill-loses-nothing", test_sigkill_loses_nothing);
  g_test_add_func ("/kill/sigkill-wif-mid-turn", test_sigkill_wif_mid_turn);
  return g_test_run ();
}
