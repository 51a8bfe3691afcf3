/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The projector window (any page's) and the PTO page's projector, under
 * Xvfb with the real application: it scales to its screen, covers the game
 * master's only screen as a presentation that the page's keys drive and Esc
 * leaves, and shows the PTO step, the weather and the last roll's dice. */

#include "config.h"

#include "adj-application.h"
#include "adj-dice-box.h"
#include "adj-lazy-page.h"
#include "adj-page.h"
#include "adj-projector-window.h"
#include "adj-pto-game.h"
#include "adj-pto-projector.h"
#include "adj-test-app.h"
#include "adj-test-utils.h"
#include "adj-test-widgets.h"
#include "adj-window.h"

static AdjApplication *app;
static AdjWindow *window;

static GtkWidget *
find_button_with_action (GtkWidget  *root,
                         const char *action)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  adj_test_collect_of_type (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), action) == 0)
      return g_ptr_array_index (buttons, i);
  return NULL;
}

static void
test_scale_for_height (void)
{
  /* the projector's styles are sized for 1080 pixels */
  g_assert_cmpfloat_with_epsilon (adj_projector_window_scale_for_height (1080), 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (adj_projector_window_scale_for_height (2160), 2.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (adj_projector_window_scale_for_height (768), 768 / 1080.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (adj_projector_window_scale_for_height (1440), 1440 / 1080.0, 1e-9);
  /* no geometry yet: as designed */
  g_assert_cmpfloat_with_epsilon (adj_projector_window_scale_for_height (0), 1.0, 1e-9);
}

static void
test_choose_monitor (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GListStore) monitors = g_list_store_new (GDK_TYPE_MONITOR);
  g_autoptr(GdkMonitor) laptop = g_object_new (GDK_TYPE_MONITOR, "display", display, NULL);
  g_autoptr(GdkMonitor) wall = g_object_new (GDK_TYPE_MONITOR, "display", display, NULL);

  /* one screen (or mirrored ones): a presentation on it */
  g_list_store_append (monitors, laptop);
  g_assert_cmpint (adj_projector_window_choose_monitor (G_LIST_MODEL (monitors), laptop, -1), ==, -1);
  g_assert_cmpint (adj_projector_window_choose_monitor (G_LIST_MODEL (monitors), laptop, 0), ==, -1);
  /* two: the one the game master's window is not on, whichever that is */
  g_list_store_append (monitors, wall);
  g_assert_cmpint (adj_projector_window_choose_monitor (G_LIST_MODEL (monitors), laptop, -1), ==, 1);
  g_assert_cmpint (adj_projector_window_choose_monitor (G_LIST_MODEL (monitors), wall, -1), ==, 0);
  /* the setting names a screen; not the game master's, though */
  g_assert_cmpint (adj_projector_window_choose_monitor (G_LIST_MODEL (monitors), wall, 0), ==, 0);
  g_assert_cmpint (adj_projector_window_choose_monitor (G_LIST_MODEL (monitors), laptop, 0), ==, 1);
  g_assert_cmpint (adj_projector_window_choose_monitor (G_LIST_MODEL (monitors), laptop, 7), ==, 1);
}

static AdjPtoGame *
pto_model (void)
{
  return ADJ_PTO_GAME (adj_game_get_model (adj_application_get_game (app), "pto"));
}

static GtkWidget *
pto_page (void)
{
  GtkWidget *lazy = adw_view_stack_get_child_by_name (adj_window_get_stack (window), "pto");

  return adj_lazy_page_ensure (ADJ_LAZY_PAGE (lazy));
}

static AdjProjectorWindow *
open_pto_projector (void)
{
  GtkWindow *projector;

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("pto"));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (pto_page ()), 5000));
  projector = adj_window_open_projector (window);
  g_assert_true (ADJ_IS_PROJECTOR_WINDOW (projector));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (projector)), 5000));
  return ADJ_PROJECTOR_WINDOW (projector);
}

/* The key's shortcuts of the projector window (its own keys, the page's
 * forwarded, GTK's and the application's), activated as GTK does when the
 * key is pressed: the first that acts takes it. */
static gboolean
press (AdjProjectorWindow *projector,
       const char         *key)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (projector));
  g_autoptr(GtkShortcutTrigger) trigger = gtk_shortcut_trigger_parse_string (key);

  g_assert_nonnull (trigger);
  /* as GTK runs them: the capture phase first, then the bubble phase */
  for (guint i = 0; i < 2 * g_list_model_get_n_items (controllers); i++)
    {
      guint n = g_list_model_get_n_items (controllers);
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i % n);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
          || (gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) == GTK_PHASE_CAPTURE) != (i < n))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          GtkShortcutTrigger *t = gtk_shortcut_get_trigger (shortcut);

          if (gtk_shortcut_trigger_equal (t, trigger)
              || (GTK_IS_ALTERNATIVE_TRIGGER (t)
                  && (gtk_shortcut_trigger_equal (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (t)), trigger)
                      || gtk_shortcut_trigger_equal (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (t)), trigger))))
            {
              /* one that cannot act (the application's win.undo: the
               * projector has no win actions) lets the next one try */
              g_autofree char *action = gtk_shortcut_action_to_string (gtk_shortcut_get_action (shortcut));

              g_test_message ("%s: %s", key, action);
              if (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (projector),
                                                gtk_shortcut_get_arguments (shortcut)))
                return TRUE;
            }
        }
    }
  return FALSE;
}

static const char *
current_title (void)
{
  return adj_pto_step_get_title (adj_pto_game_get_current_step (pto_model ()));
}

/* The content fills the window at the scale of its screen. */
static void
test_scales_to_its_screen (void)
{
  AdjProjectorWindow *projector = open_pto_projector ();
  GtkWidget *content = adj_projector_window_get_content (projector);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (projector));
  GdkMonitor *monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (content), surface);
  GdkRectangle geometry;
  graphene_rect_t bounds;

  g_assert_true (ADJ_IS_PTO_PROJECTOR (content));
  gdk_monitor_get_geometry (monitor, &geometry);
  g_test_message ("monitor %dx%d", geometry.width, geometry.height);
  g_assert_cmpfloat_with_epsilon (adj_projector_window_get_scale (projector),
                                  adj_projector_window_scale_for_height (geometry.height), 1e-9);
  /* the whole screen, even where no window manager makes it full screen */
  g_assert_true (adj_test_wait_until (gtk_widget_get_width (GTK_WIDGET (projector)) >= geometry.width - 20
                                      && gtk_widget_get_height (GTK_WIDGET (projector)) >= geometry.height - 20, 5000));
  /* no top-left corner: the content is as wide as the window, and with
   * the control strip under it as high */
  g_assert_true (adj_test_wait_until (gtk_widget_get_width (GTK_WIDGET (projector)) > 0
                                      && gtk_widget_compute_bounds (content, GTK_WIDGET (projector), &bounds)
                                      && bounds.size.width >= gtk_widget_get_width (GTK_WIDGET (projector)) - 2
                                      && gtk_widget_compute_bounds (gtk_widget_get_parent (content),
                                                                    GTK_WIDGET (projector), &bounds)
                                      && bounds.size.height >= gtk_widget_get_height (GTK_WIDGET (projector)) - 2,
                                      5000));
  gtk_window_destroy (GTK_WINDOW (projector));
}

/* Xvfb has one screen: the projector is a presentation there, the page's
 * keys drive the game from it and Esc leaves it. */
static void
test_presentation_keys (void)
{
  AdjProjectorWindow *projector = open_pto_projector ();
  AdjHistory *history = adj_game_get_history (adj_application_get_game (app), "pto");
  g_autofree char *first = NULL;
  GtkWidget *strip = NULL;

  g_assert_true (adj_projector_window_get_presenting (projector));
  g_assert_true (adj_projector_window_get_page (projector) == pto_page ());
  /* the control strip shows, with the page's next step in it */
  strip = gtk_widget_get_parent (find_button_with_action (GTK_WIDGET (projector), "projector.next"));
  g_assert_true (gtk_widget_get_mapped (strip));

  first = g_strdup (current_title ());
  g_assert_true (press (projector, "space"));
  g_assert_cmpstr (current_title (), !=, first);
  g_assert_true (adj_history_get_can_undo (history));
  g_assert_true (press (projector, "<Control>z"));
  g_assert_true (adj_test_wait_until (g_strcmp0 (current_title (), first) == 0, 5000));
  g_assert_true (press (projector, "Right"));
  g_assert_cmpstr (current_title (), !=, first);
  /* the page's own keys: Page Up is its "back" */
  g_assert_true (press (projector, "Page_Up"));
  g_assert_cmpstr (current_title (), ==, first);
  /* the strip's button does what Space does */
  gtk_widget_activate_action (GTK_WIDGET (projector), "projector.next", NULL);
  g_assert_cmpstr (current_title (), !=, first);

  /* Esc leaves the presentation: the game master's window is back */
  g_object_add_weak_pointer (G_OBJECT (projector), (gpointer *) &projector);
  g_assert_true (press (projector, "Escape"));
  g_assert_true (adj_test_wait_until (projector == NULL, 5000));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
}

/* The PTO projector: the step, the month's weather, the zones, and the
 * last roll with its dice faces. */
static void
test_pto_content (void)
{
  AdjPtoGame *model = pto_model ();
  AdjProjectorWindow *projector;
  AdjPtoProjector *content;
  g_autoptr(GError) error = NULL;
  g_autofree char *roll = NULL;
  const char *cells[] = { "1-3", "-", "4-6", NULL };
  guint clicks = 0;

  g_assert_true (adj_pto_game_start (model, 1942, 1, ADJ_PTO_SIDE_JAPAN, 0, 0, &error));
  g_assert_no_error (error);
  projector = open_pto_projector ();
  content = ADJ_PTO_PROJECTOR (adj_projector_window_get_content (projector));
  g_assert_nonnull (adj_test_find_label (GTK_WIDGET (content), current_title ()));
  /* the initiative and the offensives left */
  g_assert_nonnull (adj_test_find_label (GTK_WIDGET (content), "Initiative: Japan"));
  g_assert_nonnull (adj_test_find_label (GTK_WIDGET (content), "Offensives left: Japan 0 · Allies 0"));
  roll = adj_pto_projector_dup_last_roll_text (content);
  g_assert_cmpstr (roll, ==, "");
  g_clear_pointer (&roll, g_free);

  /* the month's weather, entered and rolled on the page */
  g_assert_true (adj_pto_game_save_track_entry (model, NULL, cells, &error));
  g_assert_no_error (error);
  g_assert_true (adj_pto_game_get_needs_weather_roll (model));
    {
      GtkWidget *page = pto_page ();
      g_autoptr(GPtrArray) boxes = g_ptr_array_new ();

      adj_test_collect_of_type (page, ADJ_TYPE_DICE_BOX, boxes);
      for (guint i = 0; i < boxes->len; i++)
        if (gtk_widget_get_mapped (g_ptr_array_index (boxes, i)))
          {
            AdjDiceBox *box = g_ptr_array_index (boxes, i);

            adj_dice_box_set_physical (box, TRUE);
            gtk_editable_set_text (GTK_EDITABLE (adj_test_find_of_type (GTK_WIDGET (box), GTK_TYPE_ENTRY)), "4");
            g_assert_nonnull (adj_dice_box_roll (box));
            break;
          }
      roll = adj_pto_projector_dup_last_roll_text (content);
      g_test_message ("%s", roll);
      g_assert_true (g_str_has_prefix (roll, "Last roll: Weather, January 1942"));
      g_assert_true (g_str_has_suffix (roll, " [4] []"));
      g_clear_pointer (&roll, g_free);
    }
  /* the step follows the page */
  while (clicks++ < 3)
    gtk_widget_activate_action (GTK_WIDGET (projector), "projector.next", NULL);
  g_assert_nonnull (adj_test_find_label (GTK_WIDGET (content), current_title ()));
  gtk_window_destroy (GTK_WINDOW (projector));
}

int
main (int argc, char *argv[])
{
  int result;

  if (!adj_test_init_display (&argc, &argv))
    return 0;
  app = adj_test_start_app ();
  window = ADJ_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));

  g_test_add_func ("/pto-projector/scale-for-height", test_scale_for_height);
  g_test_add_func ("/pto-projector/choose-monitor", test_choose_monitor);
  g_test_add_func ("/pto-projector/scales-to-its-screen", test_scales_to_its_screen);
  g_test_add_func ("/pto-projector/presentation-keys", test_presentation_keys);
  g_test_add_func ("/pto-projector/pto-content", test_pto_content);
  result = g_test_run ();
  g_application_quit (G_APPLICATION (app));
  return result;
}
