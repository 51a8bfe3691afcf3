/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

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

/* Returns: (transfer full): the path of a copy of a saved game from the
 * source tree, in the test's own folder (the game writes to its file) */
static char *
copy_seed (const char *name)
{
  g_autofree char *seed = adj_test_source_path ("tests", "fuzz", "corpus-game", "wif-three-sides.adjutant", NULL);
  g_autofree char *text = adj_test_read_file (seed);
  char *path = g_build_filename (tmp, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static GtkWidget *
find_expander (GtkWidget *root)
{
  if (GTK_IS_EXPANDER (root) && gtk_widget_get_mapped (root))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_expander (c);

      if (found)
        return found;
    }
  return NULL;
}

/* Opens the alert's "Technical Details" and returns the text in it. */
static const char *
expand_details (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *expander = NULL;
  GtkWidget *label;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && expander == NULL; i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      expander = find_expander (w);
    }
  g_assert_nonnull (expander);
  g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (expander)));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  label = gtk_expander_get_child (GTK_EXPANDER (expander));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (label), 5000));
  return gtk_label_get_text (GTK_LABEL (label));
}

/* the labels of the main menu's "Open Recent" submenu */
static GString *
recent_menu_labels (void)
{
  GtkWindow *window = main_window ();
  GtkMenuButton *button = GTK_MENU_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (window), ADJ_TYPE_WINDOW,
                                                                           "primary_menu_button"));
  GString *labels = g_string_new (NULL);
  GMenuModel *menu;

  gtk_menu_button_popup (button);
  menu = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (menu);
  gtk_menu_button_popdown (button);
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      for (int j = 0; section && j < g_menu_model_get_n_items (section); j++)
        {
          g_autoptr(GMenuModel) sub = g_menu_model_get_item_link (section, j, G_MENU_LINK_SUBMENU);

          for (int k = 0; sub && k < g_menu_model_get_n_items (sub); k++)
            {
              g_autoptr(GMenuModel) items = g_menu_model_get_item_link (sub, k, G_MENU_LINK_SECTION);

              for (int l = 0; items && l < g_menu_model_get_n_items (items); l++)
                {
                  g_autofree char *label = NULL;

                  g_menu_model_get_item_attribute (items, l, G_MENU_ATTRIBUTE_LABEL, "s", &label);
                  g_string_append_printf (labels, "%s\n", label);
                }
            }
        }
    }
  return labels;
}

static gboolean
recent_menu_has (const char *label)
{
  g_autoptr(GString) labels = recent_menu_labels ();
  g_autofree char *line = g_strconcat (label, "\n", NULL);

  return strstr (labels->str, line) != NULL;
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
  g_autofree char *seed = copy_seed ("played.adjutant");
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
  g_assert_null (adj_game_get_file (game));
  g_assert_cmpstr (gtk_window_get_title (main_window ()), ==, "Adjutant");

  /* the toast's Undo brings the game back, with its file */
  g_action_group_activate_action (G_ACTION_GROUP (main_window ()), "undo-replace", NULL);
  {
    g_autofree char *now = wif_snapshot ();
    g_assert_cmpstr (now, ==, played);
  }
  g_assert_cmpstr (adj_game_get_file (game), ==, seed);
  g_assert_cmpstr (gtk_window_get_title (main_window ()), ==, "played.adjutant – Adjutant");
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
  g_autofree char *before = (adj_game_new_game (adj_application_get_game (app)), wif_snapshot ());
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
  g_assert_nonnull (strstr (body, "“bad.adjutant” is not an Adjutant game or is damaged."));
  g_assert_null (strstr (body, "line 1"));
  g_assert_nonnull (strstr (body, "second.adjutant” was not opened: Adjutant holds one game at a time."));
  g_assert_nonnull (strstr (body, "“good.adjutant” is the game now."));
  g_assert_null (strstr (body, "good.adjutant” was not opened"));
  /* in the order given */
  g_assert_true (strstr (body, "missing.adjutant") < strstr (body, "folder.adjutant"));
  g_assert_true (strstr (body, "bad.adjutant") < strstr (body, "second.adjutant"));
  adj_test_wait_until (adj_test_find_label_anywhere ("Opened “good.adjutant”") != NULL, 5000);
  g_assert_nonnull (adj_test_find_label_anywhere ("Opened “good.adjutant”"));

  after = wif_snapshot ();
  g_assert_cmpstr (before, !=, after);
  /* the parser's words are behind "Technical Details" */
  {
    const char *detail = expand_details ();
    g_autofree char *bad_path = g_file_get_path (bad);

    g_assert_nonnull (strstr (detail, bad_path));
    g_assert_nonnull (strstr (detail, "bad.adjutant, line 1"));
  }
  close_message (heading);
}

/* A damaged file from the Open dialog: a sentence a player understands, the
 * detail folded away, and the game as it was. */
static void
test_open_damaged_file (void)
{
  const char *heading = "Could not open the game";
  g_autoptr(GFile) damaged = tmp_file ("damaged.adjutant");
  g_autofree char *path = g_file_get_path (damaged);
  g_autofree char *before = wif_snapshot ();
  g_autofree char *title = g_strdup (gtk_window_get_title (main_window ()));
  g_autofree char *after = NULL;
  const char *body;
  const char *detail;

  g_assert_true (g_file_set_contents (path, "<adjutant version=\"1\"><model id=\"wif\"></adjutant>", -1, NULL));
  adj_window_open_file (ADJ_WINDOW (main_window ()), damaged);
  body = wait_for_message (heading, "damaged.adjutant");
  g_assert_cmpstr (body, ==, "“damaged.adjutant” is not an Adjutant game or is damaged. "
                             "Your current game is unchanged.");
  detail = expand_details ();
  g_assert_nonnull (strstr (detail, path));
  g_assert_nonnull (strstr (detail, "damaged.adjutant, line 1"));
  after = wif_snapshot ();
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpstr (gtk_window_get_title (main_window ()), ==, title);
  close_message (heading);
}

/* Open is one step that the toast can undo; the file is a recent game. */
static void
test_open_then_undo (void)
{
  AdjGame *game = adj_application_get_game (app);
  g_autofree char *path = copy_seed ("opened.adjutant");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *before = NULL;
  g_autofree char *file_before = NULL;
  g_autofree char *title_before = NULL;

  adj_game_new_game (game);
  before = wif_snapshot ();
  file_before = g_strdup (adj_game_get_file (game));
  title_before = g_strdup (gtk_window_get_title (main_window ()));
  adj_window_open_file (ADJ_WINDOW (main_window ()), file);
  g_assert_true (adj_test_wait_until (adj_test_find_label_anywhere ("Opened “opened.adjutant”") != NULL, 20000));
  {
    g_autofree char *now = wif_snapshot ();
    g_assert_cmpstr (now, !=, before);
  }
  g_assert_cmpstr (gtk_window_get_title (main_window ()), ==, "opened.adjutant – Adjutant");
  {
    g_autoptr(GtkRecentInfo) info = gtk_recent_manager_lookup_item (gtk_recent_manager_get_default (), uri, NULL);

    g_assert_nonnull (info);
    g_assert_cmpstr (gtk_recent_info_get_mime_type (info), ==, "application/x-adjutant");
  }
  g_assert_true (adj_test_wait_until (recent_menu_has ("opened.adjutant"), 5000));

  g_action_group_activate_action (G_ACTION_GROUP (main_window ()), "undo-replace", NULL);
  {
    g_autofree char *now = wif_snapshot ();
    g_assert_cmpstr (now, ==, before);
  }
  g_assert_cmpstr (adj_game_get_file (game), ==, file_before);
  g_assert_cmpstr (gtk_window_get_title (main_window ()), ==, title_before);
}

/* After Save As the title names the file; a file that cannot be written is
 * named in the bar, and the game stays. */
static void
test_save_as_title_and_failure (void)
{
  AdjGame *game = adj_application_get_game (app);
  g_autofree char *stick = g_build_filename (tmp, "stick", NULL);
  g_autofree char *path = g_build_filename (stick, "club.adjutant", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) roll = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint rolls;

  g_assert_cmpint (g_mkdir_with_parents (stick, 0700), ==, 0);
  g_assert_true (adj_game_save_as (game, path, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_window_get_title (main_window ()), ==, "club.adjutant – Adjutant");

  /* Ctrl+S says where it went */
  g_action_group_activate_action (G_ACTION_GROUP (main_window ()), "save", NULL);
  g_assert_true (adj_test_wait_until (adj_test_find_label_anywhere ("Saved “club.adjutant”") != NULL, 20000));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (stick), ==, 0);
  g_assert_true (g_file_set_contents (stick, "not a folder", -1, NULL));
  before = wif_snapshot ();
  rolls = g_list_model_get_n_items (G_LIST_MODEL (adj_game_get_roll_log (game)));
  roll = adj_dice_roll_text (adj_game_get_dice (game), "1d6", "test", "Germany", 0, "5", &error);
  g_assert_no_error (error);
  g_assert_true (adj_test_wait_until (adj_test_find_label_anywhere ("Could not save the game to “") != NULL, 5000));
  g_assert_nonnull (adj_test_find_label_anywhere ("stick/club.adjutant”"));
  after = wif_snapshot ();
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (adj_game_get_roll_log (game))), ==, rolls + 1);

  g_assert_cmpint (g_unlink (stick), ==, 0);
  g_assert_true (adj_game_save (game, NULL));
  g_assert_null (adj_game_get_save_error (game));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
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

  if (!adj_test_init_display (&argc, &argv))
    return 0;
  tmp = g_build_filename (g_get_user_cache_dir (), "files-to-open", NULL);
  g_assert_cmpint (g_mkdir_with_parents (tmp, 0700), ==, 0);
  start_app ();

  g_test_add_func ("/application/profile", test_profile);
  g_test_add_func ("/application/new-game-action", test_new_game_action);
  g_test_add_func ("/application/open-action-shows-chooser", test_open_action_shows_chooser);
  g_test_add_func ("/application/open-several-files", test_open_several_files);
  g_test_add_func ("/application/open-nothing-readable", test_open_nothing_readable);
  g_test_add_func ("/application/open-damaged-file", test_open_damaged_file);
  g_test_add_func ("/application/open-then-undo", test_open_then_undo);
  g_test_add_func ("/application/save-as-title-and-failure", test_save_as_title_and_failure);
  g_test_add_func ("/application/new-game-without-window", test_new_game_without_window);
  ret = g_test_run ();

  g_application_quit (G_APPLICATION (app));
  g_free (tmp);
  return ret;
}
