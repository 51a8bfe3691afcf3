/* Keyboard shortcuts, pressed for real (xdotool under Xvfb): the pages' keys
 * work wherever the focus is while their page shows and only then, and
 * Ctrl+W closes a window. */

#include "config.h"

#include <unistd.h>

#include "adj-application.h"
#include "adj-lazy-page.h"
#include "adj-pto-game.h"
#include "adj-test-utils.h"
#include "adj-victory-record.h"
#include "adj-victory-view.h"
#include "adj-wif-projector.h"
#include "adj-window.h"
#include "adj-wtj-view.h"

static AdjApplication *app;
static AdjWindow *window;

static void
on_activate (GApplication *application)
{
  /* the default handler made the window; keep running the tests from here */
}

static void
start_app (void)
{
  g_autoptr(GError) error = NULL;

  app = adj_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (on_activate), NULL);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (app));
  window = ADJ_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  adj_test_spin (200);
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

  second = adj_window_new (app);
  gtk_window_set_title (GTK_WINDOW (second), "Second window");
  g_object_add_weak_pointer (G_OBJECT (second), (gpointer *) &second);
  press_in (GTK_WINDOW (second), "ctrl+w");
  adj_test_wait_until (second == NULL, 5000);
  g_assert_null (second);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
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
      g_printerr ("no display: skipping\n");
      return 77;
    }
  adw_init ();
  start_app ();

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
