/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Keyboard shortcuts, pressed for real (xdotool under Xvfb): the pages' keys
 * work wherever the focus is while their page shows and only then, Ctrl+W
 * closes a window, and the shortcuts dialog lists every key the program
 * registers. */

#include "config.h"

#include <string.h>
#include <unistd.h>

#include "adj-application.h"
#include "adj-lazy-page.h"
#include "adj-pto-game.h"
#include "adj-roll-log-window.h"
#include "adj-test-app.h"
#include "adj-test-utils.h"
#include "adj-victory-record.h"
#include "adj-victory-view.h"
#include "adj-wif-projector.h"
#include "adj-window.h"
#include "adj-wtj-view.h"

static AdjApplication *app;
static AdjWindow *window;

static void
start_app (void)
{
  app = adj_test_start_app ();
  window = ADJ_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
}

static gboolean
can_press_keys (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  if (xdotool == NULL || !g_str_equal (G_OBJECT_TYPE_NAME (gdk_display_get_default ()), "GdkX11Display"))
    {
      g_test_skip ("needs xdotool and an X display");
      return FALSE;
    }
  return TRUE;
}

static void
xdotool (const char **argv)
{
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
}

/* Presses @keys (xdotool's syntax: "ctrl+shift+p") in @target, the way a
 * player does: X sends them to the focused window. Without a window manager
 * (Xvfb) gtk_window_present() cannot take the focus back from a window that
 * took it later, so xdotool gives it, finding the window by its title. */
static void
press_in (GtkWindow  *target,
          const char *keys)
{
  g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());
  g_autofree char *title = g_strdup_printf ("^%s$", gtk_window_get_title (target));
  const char *focus[] = { "xdotool", "search", "--sync", "--onlyvisible", "--pid", pid, "--name", title,
                          "windowfocus", "--sync", NULL };
  const char *press[] = { "xdotool", "key", "--clearmodifiers", keys, NULL };

  gtk_window_present (target);
  if (!gtk_window_is_active (target))
    xdotool (focus);
  adj_test_wait_until (gtk_window_is_active (target), 5000);
  g_assert_true (gtk_window_is_active (target));
  xdotool (press);
}

static void
press (const char *keys)
{
  press_in (GTK_WINDOW (window), keys);
}

static GtkWidget *
show_page (const char *name)
{
  AdwViewStack *stack = adj_window_get_stack (window);
  GtkWidget *page = adw_view_stack_get_child_by_name (stack, name);

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string (name));
  adj_test_wait_until (gtk_widget_get_mapped (page), 2000);
  g_assert_true (gtk_widget_get_mapped (page));
  return adj_lazy_page_ensure (ADJ_LAZY_PAGE (page));
}

static GtkWidget *
find_focusable_outside (GtkWidget *root,
                        GtkWidget *outside)
{
  if (root == outside)
    return NULL;
  if (GTK_IS_BUTTON (root) && gtk_widget_get_mapped (root) && gtk_widget_get_focusable (root)
      && gtk_widget_is_sensitive (root))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_focusable_outside (c, outside);
      if (found)
        return found;
    }
  return NULL;
}

/* The focus on a button of the window's header, outside every page: a
 * page's keys must not need the focus inside the page. */
static void
focus_outside_pages (void)
{
  GtkWidget *stack = GTK_WIDGET (adj_window_get_stack (window));
  GtkWidget *button = find_focusable_outside (GTK_WIDGET (window), stack);
  GtkWidget *focus;

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_grab_focus (button));
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_false (gtk_widget_is_ancestor (focus, stack));
}

static AdjPtoGame *
pto_model (void)
{
  return ADJ_PTO_GAME (adj_game_get_model (adj_application_get_game (app), "pto"));
}

static GtkWindow *
find_projector (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADJ_IS_WIF_PROJECTOR (w))
        return w;
    }
  return NULL;
}

static void
test_wif_keys_anywhere (void)
{
  GtkWindow *projector;

  if (!can_press_keys ())
    return;
  show_page ("wif");
  focus_outside_pages ();
  g_assert_null (find_projector ());
  press ("ctrl+shift+p");
  adj_test_wait_until (find_projector () != NULL, 5000);
  projector = find_projector ();
  g_assert_nonnull (projector);
  gtk_window_destroy (projector);
  adj_test_wait_until (find_projector () == NULL, 2000);
}

static void
test_pto_keys_anywhere (void)
{
  AdjPtoGame *model = pto_model ();
  guint start;

  if (!can_press_keys ())
    return;
  show_page ("pto");
  focus_outside_pages ();
  start = adj_pto_game_get_step_index (model);
  press ("Page_Down");
  adj_test_wait_until (adj_pto_game_get_step_index (model) != start, 2000);
  g_assert_cmpuint (adj_pto_game_get_step_index (model), >, start);
  press ("Page_Up");
  adj_test_wait_until (adj_pto_game_get_step_index (model) == start, 2000);
  g_assert_cmpuint (adj_pto_game_get_step_index (model), ==, start);
}

static void
test_wtj_keys_anywhere (void)
{
  AdjWtjView *view;

  if (!can_press_keys ())
    return;
  view = ADJ_WTJ_VIEW (show_page ("wtj"));
  adj_wtj_view_set_page (view, 0);
  focus_outside_pages ();
  press ("alt+Page_Down");
  adj_test_wait_until (adj_wtj_view_get_page (view) == 1, 2000);
  g_assert_cmpint (adj_wtj_view_get_page (view), ==, 1);
  press ("alt+Page_Up");
  adj_test_wait_until (adj_wtj_view_get_page (view) == 0, 2000);
  g_assert_cmpint (adj_wtj_view_get_page (view), ==, 0);
}

static void
test_victory_keys_anywhere (void)
{
  AdjVictoryView *view;
  AdjVictoryMapWidget *map;
  AdjVictoryRecord *record = ADJ_VICTORY_RECORD (adj_game_get_model (adj_application_get_game (app), "victory"));
  double whole;
  guint turn;

  if (!can_press_keys ())
    return;
  view = ADJ_VICTORY_VIEW (show_page ("victory"));
  map = adj_victory_view_get_map (view);
  focus_outside_pages ();

  whole = adj_victory_map_widget_get_zoom (map);
  press ("ctrl+plus");
  adj_test_wait_until (adj_victory_map_widget_get_zoom (map) > whole, 2000);
  g_assert_cmpfloat (adj_victory_map_widget_get_zoom (map), >, whole);
  press ("ctrl+0");
  adj_test_wait_until (adj_victory_map_widget_get_zoom (map) == whole, 2000);
  g_assert_cmpfloat (adj_victory_map_widget_get_zoom (map), ==, whole);
  press ("ctrl+plus");
  press ("ctrl+plus");
  adj_test_wait_until (adj_victory_map_widget_get_zoom (map) > whole * 2, 2000);
  press ("ctrl+minus");
  adj_test_wait_until (adj_victory_map_widget_get_zoom (map) < whole * 2, 2000);
  g_assert_cmpfloat (adj_victory_map_widget_get_zoom (map), >, whole);
  g_assert_cmpfloat (adj_victory_map_widget_get_zoom (map), <, whole * 2);
  press ("ctrl+0");
  adj_test_wait_until (adj_victory_map_widget_get_zoom (map) == whole, 2000);

  turn = adj_victory_record_get_current_turn (record);
  press ("ctrl+Return");
  adj_test_wait_until (adj_victory_record_get_current_turn (record) != turn, 2000);
  g_assert_cmpuint (adj_victory_record_get_current_turn (record), ==, turn + 1);
}

/* A page's keys do nothing while another page shows, even where both pages
 * have been built. Each check presses a key of a hidden page and then one of
 * the shown page: once the second has acted, the first has been handled. */
static void
test_hidden_pages_keys_silent (void)
{
  AdjWtjView *wtj;
  AdjVictoryMapWidget *map;
  AdjPtoGame *model = pto_model ();
  double zoom;
  guint step;
  int page;

  if (!can_press_keys ())
    return;
  wtj = ADJ_WTJ_VIEW (show_page ("wtj"));
  map = adj_victory_view_get_map (ADJ_VICTORY_VIEW (show_page ("victory")));
  zoom = adj_victory_map_widget_get_zoom (map);

  /* the PTO page shows: WTJ's and the victory map's keys are silent */
  show_page ("pto");
  focus_outside_pages ();
  adj_wtj_view_set_page (wtj, 1);
  step = adj_pto_game_get_step_index (model);
  press ("alt+Page_Down");
  press ("ctrl+plus");
  press ("Page_Down");
  adj_test_wait_until (adj_pto_game_get_step_index (model) != step, 2000);
  g_assert_cmpuint (adj_pto_game_get_step_index (model), !=, step);
  g_assert_cmpint (adj_wtj_view_get_page (wtj), ==, 1);
  g_assert_cmpfloat (adj_victory_map_widget_get_zoom (map), ==, zoom);

  /* the WTJ page shows: the PTO stepper's keys are silent */
  show_page ("wtj");
  focus_outside_pages ();
  step = adj_pto_game_get_step_index (model);
  page = adj_wtj_view_get_page (wtj);
  press ("Page_Down");
  press ("ctrl+Down");
  press ("alt+Page_Down");
  adj_test_wait_until (adj_wtj_view_get_page (wtj) != page, 2000);
  g_assert_cmpint (adj_wtj_view_get_page (wtj), ==, page + 1);
  g_assert_cmpuint (adj_pto_game_get_step_index (model), ==, step);
}

static void
test_ctrl_w_closes_window (void)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "window.close");
  AdjWindow *second;

  g_assert_cmpstrv (accels, ((const char *[]) { "<Control>w", NULL }));
  if (!can_press_keys ())
    return;

  second = adj_window_new (GTK_APPLICATION (app), adj_application_get_game (app), adj_application_get_settings (app));
  gtk_window_set_title (GTK_WINDOW (second), "Second window");
  g_object_add_weak_pointer (G_OBJECT (second), (gpointer *) &second);
  press_in (GTK_WINDOW (second), "ctrl+w");
  adj_test_wait_until (second == NULL, 5000);
  g_assert_null (second);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
}

/* The shortcuts dialog, as the main menu's "Keyboard Shortcuts" opens it */

static GtkWidget *
find_shortcuts_dialog (void)
{
#if ADW_CHECK_VERSION (1, 8, 0)
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));

  return ADW_IS_SHORTCUTS_DIALOG (dialog) ? GTK_WIDGET (dialog) : NULL;
#else
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (GTK_IS_SHORTCUTS_WINDOW (w) && gtk_widget_get_visible (GTK_WIDGET (w))
          && gtk_window_get_transient_for (w) == GTK_WINDOW (window))
        return GTK_WIDGET (w);
    }
  return NULL;
#endif
}

static void
close_shortcuts_dialog (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 8, 0)
  adw_dialog_force_close (ADW_DIALOG (dialog));
#else
  gtk_window_close (GTK_WINDOW (dialog));
#endif
  adj_test_wait_until (find_shortcuts_dialog () == NULL, 2000);
  g_assert_null (find_shortcuts_dialog ());
}

static GtkWidget *
open_shortcuts_dialog (void)
{
  GtkWidget *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  adj_test_wait_until (find_shortcuts_dialog () != NULL, 2000);
  dialog = find_shortcuts_dialog ();
  g_assert_nonnull (dialog);
  adj_test_wait_until (gtk_widget_get_mapped (dialog), 2000);
  g_assert_true (gtk_widget_get_mapped (dialog));
  return dialog;
}

static void
test_dialog_opens (void)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                 "win.show-help-overlay");
  GtkWidget *dialog;

  /* not built with the window: start-up does not pay for it */
  g_assert_null (find_shortcuts_dialog ());
  g_assert_cmpstr (accels[0], ==, "<Control>question");

  /* the menu item's action; asking again while it shows keeps the one */
  dialog = open_shortcuts_dialog ();
#if ADW_CHECK_VERSION (1, 8, 0)
  g_assert_true (ADW_IS_SHORTCUTS_DIALOG (dialog));
#else
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (dialog));
#endif
  /* the action presents at once: a second dialog would be there now */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  g_assert_true (find_shortcuts_dialog () == dialog);
  close_shortcuts_dialog (dialog);

  /* and its key */
  if (!can_press_keys ())
    return;
  press ("ctrl+question");
  adj_test_wait_until (find_shortcuts_dialog () != NULL, 5000);
  dialog = find_shortcuts_dialog ();
  g_assert_nonnull (dialog);
  close_shortcuts_dialog (dialog);
}

/* "<Control>w" however it was written */
static char *
normalize (const char *accelerator)
{
  guint key = 0;
  GdkModifierType mods = 0;

  g_assert_true (gtk_accelerator_parse (accelerator, &key, &mods));
  return gtk_accelerator_name (key, mods);
}

static void
add_trigger (GHashTable         *keys,
             GtkShortcutTrigger *trigger,
             const char         *what)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    {
      add_trigger (keys, gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), what);
      add_trigger (keys, gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), what);
    }
  else if (GTK_IS_KEYVAL_TRIGGER (trigger))
    g_hash_table_insert (keys,
                         gtk_accelerator_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                               gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger))),
                         g_strdup (what));
}

/* Every key that one of @widget's own shortcut controllers gives to the
 * program's code: the class's bindings to actions, a page's table, the
 * application's accels on a window; not GTK's own bindings to signals
 * (Tab, the arrows, Return and the like). */
static void
add_controller_keys (GHashTable *keys,
                     GtkWidget  *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *action;
          g_autofree char *what = NULL;

          if (!GTK_IS_SHORTCUT (item))
            continue;
          action = gtk_shortcut_get_action (GTK_SHORTCUT (item));
          if (GTK_IS_NAMED_ACTION (action))
            what = g_strdup (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)));
          else if (GTK_IS_CALLBACK_ACTION (action))
            what = g_strdup_printf ("a callback of %s", G_OBJECT_TYPE_NAME (widget));
          if (what)
            add_trigger (keys, gtk_shortcut_get_trigger (GTK_SHORTCUT (item)), what);
        }
    }
}

/* What the dialog shows: every shortcut label in it */
static void
add_listed_keys (GHashTable *keys,
                 GtkWidget  *widget)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "accelerator");

  if (pspec && pspec->value_type == G_TYPE_STRING && strstr (G_OBJECT_TYPE_NAME (widget), "ShortcutLabel"))
    {
      g_autofree char *accelerator = NULL;
      g_auto(GStrv) alternatives = NULL;

      g_object_get (widget, "accelerator", &accelerator, NULL);
      g_assert_nonnull (accelerator);
      alternatives = g_strsplit (accelerator, " ", -1);
      for (guint i = 0; alternatives[i]; i++)
        if (*alternatives[i])
          g_hash_table_add (keys, normalize (alternatives[i]));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    add_listed_keys (keys, c);
}

static void
test_dialog_lists_every_key (void)
{
  AdjGame *game = adj_application_get_game (app);
  g_autoptr(GHashTable) registered = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GtkSelectionModel) pages = adw_view_stack_get_pages (adj_window_get_stack (window));
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  const char *developer_keys[] = { "<Control><Shift>i", "<Control><Shift>d", "<Control><Shift>m" };
  GtkWidget *log, *dialog;
  GHashTableIter iter;
  const char *key, *what;
  guint missing = 0;

  /* the application's accels */
  for (guint i = 0; actions[i]; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);

      for (guint j = 0; accels[j]; j++)
        g_hash_table_insert (registered, normalize (accels[j]), g_strdup (actions[i]));
    }
  /* the window's, every page's and the roll log window's own */
  add_controller_keys (registered, GTK_WIDGET (window));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), i);
      GtkWidget *child = adw_view_stack_page_get_child (page);

      g_assert_true (ADJ_IS_LAZY_PAGE (child));
      add_controller_keys (registered, adj_lazy_page_ensure (ADJ_LAZY_PAGE (child)));
    }
  log = GTK_WIDGET (adj_roll_log_window_new (game));
  add_controller_keys (registered, log);
  gtk_window_destroy (GTK_WINDOW (log));
  /* developers' tools, not the program's: GTK's inspector, libadwaita's
   * adaptive preview (1.7) */
  for (guint i = 0; i < G_N_ELEMENTS (developer_keys); i++)
    {
      g_autofree char *name = normalize (developer_keys[i]);

      g_hash_table_remove (registered, name);
    }
  /* a sample of each source, so that the walk itself is checked */
  g_assert_cmpstr (g_hash_table_lookup (registered, "<Control>q"), ==, "app.quit");
  g_assert_cmpstr (g_hash_table_lookup (registered, "<Alt>Page_Down"), ==, "a callback of AdjWtjView");
  g_assert_cmpstr (g_hash_table_lookup (registered, "<Control>Right"), ==, "a callback of AdjPtoView");
  g_assert_cmpstr (g_hash_table_lookup (registered, "<Control>e"), ==, "log.export");

  dialog = open_shortcuts_dialog ();
  add_listed_keys (listed, dialog);
  close_shortcuts_dialog (dialog);

  g_hash_table_iter_init (&iter, registered);
  while (g_hash_table_iter_next (&iter, (gpointer *) &key, (gpointer *) &what))
    if (!g_hash_table_contains (listed, key))
      {
        g_test_message ("%s (%s) is not in the shortcuts dialog", key, what);
        missing++;
      }
  g_hash_table_iter_init (&iter, listed);
  while (g_hash_table_iter_next (&iter, (gpointer *) &key, NULL))
    if (!g_hash_table_contains (registered, key))
      {
        g_test_message ("the shortcuts dialog lists %s, which nothing registers", key);
        missing++;
      }
  g_assert_cmpuint (missing, ==, 0);
  g_assert_cmpuint (g_hash_table_size (listed), >=, 30);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  adj_test_private_user_dirs ();
  /* libadwaita 1.10's shortcuts dialog connects to GtkWindow::keys-changed,
   * which GTK deprecated; with GObject's diagnostics on (tests/meson.build
   * turns them on for every other test) that is a fatal warning about
   * libadwaita's code, not ours. */
  g_unsetenv ("G_ENABLE_DIAGNOSTIC");
  adj_test_ignore_x11_popover_frame_warning ();
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      /* a whole TAP program is skipped with this plan; meson reads exit status 77 from a
       * TAP test as an error (and the Flatpak's tests run without a display) */
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();
  start_app ();

  g_test_add_func ("/shortcuts/dialog-opens", test_dialog_opens);
  g_test_add_func ("/shortcuts/dialog-lists-every-key", test_dialog_lists_every_key);
  g_test_add_func ("/shortcuts/wif-keys-anywhere", test_wif_keys_anywhere);
  g_test_add_func ("/shortcuts/pto-keys-anywhere", test_pto_keys_anywhere);
  g_test_add_func ("/shortcuts/wtj-keys-anywhere", test_wtj_keys_anywhere);
  g_test_add_func ("/shortcuts/victory-keys-anywhere", test_victory_keys_anywhere);
  g_test_add_func ("/shortcuts/hidden-pages-keys-silent", test_hidden_pages_keys_silent);
  g_test_add_func ("/shortcuts/ctrl-w-closes-window", test_ctrl_w_closes_window);
  ret = g_test_run ();

  g_application_quit (G_APPLICATION (app));
  return ret;
}
