#include "config.h"

#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "adj-game.h"
#include "adj-test-model.h"
#include "adj-test-utils.h"

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

static void
test_sigkill_loses_nothing (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "adjutant", "game.adjutant", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  int last_total = 0;

  for (int round = 0; round < 12; round++)
    {
      int fds[2];
      pid_t pid;
      int reported = last_total, value, status;
      gint64 until = g_get_monotonic_time () + g_rand_int_range (rand, 2000, 60000);

      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          child_play (path, fds[1]);
        }
      close (fds[1]);
      while (g_get_monotonic_time () < until)
        if (read (fds[0], &value, sizeof value) == sizeof value)
          reported = value;
      kill (pid, SIGKILL);
      /* whatever was reported before the kill must be saved */
      while (read (fds[0], &value, sizeof value) == sizeof value)
        reported = value;
      close (fds[0]);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));

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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/kill/sigkill-loses-nothing", test_sigkill_loses_nothing);
  return g_test_run ();
}
