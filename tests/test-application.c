/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <sys/stat.h>

#include "adj-application.h"
#include "adj-compat.h"
#include "adj-test-app.h"
#include "adj-test-widgets.h"
#include "adj-test-utils.h"
#include "adj-window.h"

/* The application's own actions (what the desktop file's actions and
 * `gapplication action` reach) and the files it is given to open. The
 * command-line options and D-Bus activation of the real program are tested
 * by tests/command-line.sh. */

static AdjApplication *app;
static char *tmp;

static void
start_app (void)
{
  app = adj_test_start_app ();
}

static GtkWindow *
main_window (void)
{
  return gtk_application_get_active_window (GTK_APPLICATION (app));
}

static GtkWindow *
find_window_titled (const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_visible (GTK_WIDGET (w)) && g_strcmp0 (gtk_window_get_title (w), title) == 0)
        return w;
    }
  return NULL;
}

static char *
wif_snapshot (void)
{
  AdjGame *game = adj_application_get_game (app);

  return adj_model_snapshot (adj_game_get_model (game, "wif"));
}

static GFile *
tmp_file (const char *name)
{
  g_autofree char *path = g_build_filename (tmp, name, NULL);

  return g_file_new_for_path (path);
}

/* Shows the error dialog's body: the label that holds @text; then closes it. */
static const char *
wait_for_message (const char *heading,
                  const char *text)
{
  GtkWidget *label;

  adj_test_wait_until (adj_test_find_label_anywhere (heading) != NULL, 5000);
  g_assert_nonnull (adj_test_find_label_anywhere (heading));
  label = adj_test_find_label_anywhere (text);
  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
close_message (const char *heading)
{
  adj_compat_close_dialog (adj_test_find_label_anywhere (heading));
  adj_test_wait_until (adj_test_find_label_anywhere (heading) == NULL, 5000);
  g_assert_null (adj_test_find_label_anywhere (heading));
}

/* -Dprofile=development: its own id, and the striped header bar */
static void
test_profile (void)
{
  g_assert_cmpstr (g_application_get_application_id (G_APPLICATION (app)), ==, APP_ID);
  g_assert_true (g_str_has_suffix (APP_ID, ".Devel") == ADJ_DEVEL_PROFILE);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (main_window ()), "devel") == ADJ_DEVEL_PROFILE);
}

static void
test_new_game_action (void)
{
  AdjGame *game = adj_application_get_game (app);
  AdjHistory *history = adj_game_get_history (game, "wif");
  g_autofree char *seed = adj_test_source_path ("tests", "fuzz", "corpus-game", "wif-three-sides.adjutant", NULL);
  g_autofree char *fresh = wif_snapshot ();
  g_autofree char *played = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "new-game"));
  g_assert_true (adj_game_open (game, seed, &error));
  g_assert_no_error (error);
  played = wif_snapshot ();
  g_assert_cmpstr (played, !=, fresh);

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  adj_test_wait_until (g_strcmp0 (adj_history_get_undo_label (history), "New game") == 0, 5000);
  g_assert_cmpstr (adj_history_get_undo_label (history), ==, "New game");
  {
    g_autofree char *now = wif_snapshot ();
    g_assert_cmpstr (now, ==, fresh);
  }
  /* the window's own toast, with its Undo button, came with it */
  adj_test_wait_until (adj_test_find_label_anywhere ("New game started") != NULL, 5000);
  g_assert_nonnull (adj_test_find_label_anywhere ("New game started"));
}

static void
test_open_action_shows_chooser (void)
{
  GtkWindow *chooser;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "open"));
  g_assert_null (find_window_titled ("Open Game"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "open", NULL);
  adj_test_wait_until (find_window_titled ("Open Game") != NULL, 5000);
  chooser = find_window_titled ("Open Game");
  g_assert_nonnull (chooser);
  g_assert_true (gtk_window_get_transient_for (chooser) == main_window ());
  gtk_window_close (chooser);
  adj_test_wait_until (find_window_titled ("Open Game") == NULL, 5000);
  g_assert_null (find_window_titled ("Open Game"));
}

/* Several files at once: the first that reads is the game; each of the
 * others is named with its reason. A folder and a FIFO are not read. */
static void
test_open_several_files (void)
{
  const char *heading = "Some files were not opened";
  g_autofree char *seed = adj_test_source_path ("tests", "fuzz", "corpus-game", "wif-three-sides.adjutant", NULL);
  g_autofree char *seed_text = adj_test_read_file (seed);
  g_autoptr(GFile) missing = tmp_file ("missing.adjutant");
  g_autoptr(GFile) folder = tmp_file ("folder.adjutant");
  g_autoptr(GFile) fifo = tmp_file ("fifo.adjutant");
  g_autoptr(GFile) bad = tmp_file ("bad.adjutant");
  g_autoptr(GFile) good = tmp_file ("good.adjutant");
  g_autoptr(GFile) second = tmp_file ("second.adjutant");
  g_autoptr(GFile) remote = g_file_new_for_uri ("sftp://example.invalid/remote.adjutant");
  g_autofree char *fifo_path = g_file_get_path (fifo);
  g_autofree char *before = wif_snapshot ();
  g_autofree char *after = NULL;
  GFile *files[] = { missing, folder, fifo, remote, bad, good, second };
  const char *body;

  g_assert_true (g_file_make_directory (folder, NULL, NULL));
  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  g_assert_true (g_file_replace_contents (bad, "<model", 6, NULL, FALSE, 0, NULL, NULL, NULL));
  g_assert_true (g_file_replace_contents (good, seed_text, strlen (seed_text), NULL, FALSE, 0, NULL, NULL, NULL));
  g_assert_true (g_file_replace_contents (second, seed_text, strlen (seed_text), NULL, FALSE, 0, NULL, NULL, NULL));

  g_application_open (G_APPLICATION (app), files, G_N_ELEMENTS (files), "");
  body = wait_for_message (heading, "does not exist");
  g_assert_nonnull (strstr (body, "missing.adjutant” does not exist."));
  g_assert_nonnull (strstr (body, "folder.adjutant” is a folder, not a saved game."));
  g_assert_nonnull (strstr (body, "fifo.adjutant” is not a saved game."));
  g_assert_nonnull (strstr (body, "remote.adjutant” is not on this computer"));
  g_assert_nonnull (strstr (body, "bad.adjutant cannot be read"));
  g_assert_nonnull (strstr (body, "second.adjutant” was not opened: Adjutant holds one game at a time."));
  g_assert_nonnull (strstr (body, "“good.adjutant” is the game now."));
  g_assert_null (strstr (body, "good.adjutant” was not opened"));
  /* in the order given */
  g_assert_true (strstr (body, "missing.adjutant") < strstr (body, "folder.adjutant"));
  g_assert_true (strstr (body, "bad.adjutant") < strstr (body, "second.adjutant"));
  /* (after the toasts before it) */
  adj_test_wait_until (adj_test_find_label_anywhere ("Opened “good.adjutant”") != NULL, 20000);
  g_assert_nonnull (adj_test_find_label_anywhere ("Opened “good.adjutant”"));

  after = wif_snapshot ();
  g_assert_cmpstr (before, !=, after);
  close_message (heading);
}

static void
test_open_nothing_readable (void)
{
  const char *heading = "A file was not opened";
  g_autoptr(GFile) missing = tmp_file ("gone.adjutant");
  g_autofree char *before = wif_snapshot ();
  g_autofree char *after = NULL;
  const char *body;

  g_application_open (G_APPLICATION (app), &missing, 1, "");
  body = wait_for_message (heading, "gone.adjutant");
  g_assert_nonnull (strstr (body, "gone.adjutant” does not exist."));
  g_assert_nonnull (strstr (body, "Your current game is unchanged."));
  after = wif_snapshot ();
  g_assert_cmpstr (before, ==, after);
  close_message (heading);
}

/* Run last: D-Bus activation starts Adjutant without a window, and an
 * action then makes one. */
static void
test_new_game_without_window (void)
{
  gtk_window_destroy (main_window ());
  adj_test_wait_until (main_window () == NULL, 5000);
  g_assert_null (main_window ());
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  adj_test_wait_until (main_window () != NULL && gtk_widget_get_mapped (GTK_WIDGET (main_window ())), 5000);
  g_assert_true (ADJ_IS_WINDOW (main_window ()));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (main_window ())));
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  adj_test_private_user_dirs ();
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      /* a whole TAP program is skipped with this plan; meson reads exit status 77 from a
       * TAP test as an error (and the Flatpak's tests run without a display) */
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();
  tmp = g_build_filename (g_get_user_cache_dir (), "files-to-open", NULL);
  g_assert_cmpint (g_mkdir_with_parents (tmp, 0700), ==, 0);
  start_app ();

  g_test_add_func ("/application/profile", test_profile);
  g_test_add_func ("/application/new-game-action", test_new_game_action);
  g_test_add_func ("/application/open-action-shows-chooser", test_open_action_shows_chooser);
  g_test_add_func ("/application/open-several-files", test_open_several_files);
  g_test_add_func ("/application/open-nothing-readable", test_open_nothing_readable);
  g_test_add_func ("/application/new-game-without-window", test_new_game_without_window);
  ret = g_test_run ();

  g_application_quit (G_APPLICATION (app));
  g_free (tmp);
  return ret;
}
