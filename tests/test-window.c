/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-application.h"
#include "adj-compat.h"
#include "adj-lazy-page.h"
#include "adj-page.h"
#include "adj-preferences-page.h"
#include "adj-projector-window.h"
#include "adj-quick-roll.h"
#include "adj-roll-log-window.h"
#include "adj-roll-text.h"
#include "adj-test-a11y.h"
#include "adj-test-app.h"
#include "adj-test-utils.h"
#include "adj-test-widgets.h"
#include "adj-wif-track.h"
#include "adj-window.h"
#include "views/adj-dice-box.h"

static AdjApplication *app;
static AdjWindow *window;

static void
start_app (void)
{
  app = adj_test_start_app ();
  window = ADJ_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
}

static void
test_window_opens (void)
{
  g_assert_true (ADJ_IS_WINDOW (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Adjutant");
  g_assert_nonnull (adj_application_get_game (app));
}

/* Once the window has drawn its first frame, the pages not shown are built
 * when the program is idle, without being shown, so that a player's first
 * visit does not wait for a page to be built. */
static gboolean
all_pages_built (void)
{
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (adj_window_get_stack (window)));
       page != NULL; page = gtk_widget_get_next_sibling (page))
    if (ADJ_IS_LAZY_PAGE (page) && adj_lazy_page_get_child (ADJ_LAZY_PAGE (page)) == NULL)
      return FALSE;
  return TRUE;
}

static void
test_builds_pages_when_idle (void)
{
  AdwViewStack *stack = adj_window_get_stack (window);
  g_autofree char *shown = g_strdup (adw_view_stack_get_visible_child_name (stack));
  guint n_lazy = 0;

  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (stack)); page != NULL;
       page = gtk_widget_get_next_sibling (page))
    n_lazy += ADJ_IS_LAZY_PAGE (page);
  g_assert_cmpuint (n_lazy, ==, 4);
  g_assert_true (adj_test_wait_until (all_pages_built (), 10000));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, shown);
}

static void
test_every_page_reachable (void)
{
  const char *pages[] = { "wif", "pto", "wtj", "victory" };
  AdwViewStack *stack = adj_window_get_stack (window);
  g_autoptr(GtkSelectionModel) all = adw_view_stack_get_pages (stack);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (all)), ==, G_N_ELEMENTS (pages));
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *child = adw_view_stack_get_child_by_name (stack, pages[i]);

      g_assert_nonnull (child);
      g_action_group_activate_action (G_ACTION_GROUP (window), "show-page",
                                      g_variant_new_string (pages[i]));
      g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, pages[i]);
      g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (child), 5000));
      /* the page's title shows in the switcher */
      g_assert_nonnull (adw_view_stack_page_get_title (adw_view_stack_get_page (stack, child)));
    }
}

static void
test_templates_instantiate (void)
{
  AdjGame *game = adj_application_get_game (app);
  GtkWidget *prefs, *log, *box;

  prefs = GTK_WIDGET (adj_preferences_page_new (adj_application_get_settings (app),
                                                adj_game_get_rulebook (game)));
  adj_compat_show_preferences (GTK_WIDGET (window), ADW_PREFERENCES_PAGE (prefs));
  adj_test_wait_until (gtk_widget_get_mapped (prefs), 5000);
  adj_test_assert_all_named (prefs);
  g_object_add_weak_pointer (G_OBJECT (prefs), (gpointer *) &prefs);
  adj_compat_close_dialog (prefs);
  /* a dialog leaves its window when its closing animation ends */
  g_assert_true (adj_test_wait_until (prefs == NULL || gtk_widget_get_ancestor (prefs, ADJ_TYPE_WINDOW) == NULL, 5000));
  if (prefs)
    g_object_remove_weak_pointer (G_OBJECT (prefs), (gpointer *) &prefs);

  log = GTK_WIDGET (adj_roll_log_window_new (game));
  gtk_window_present (GTK_WINDOW (log));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (log), 5000));
  adj_test_assert_all_named (log);
  gtk_window_destroy (GTK_WINDOW (log));

  box = GTK_WIDGET (g_object_ref_sink (adj_dice_box_new ()));
  g_assert_true (ADJ_IS_DICE_BOX (box));
  g_object_unref (box);
}

static void
test_every_control_named (void)
{
  adj_test_assert_all_named (GTK_WIDGET (window));
}

static void
test_undo_follows_page (void)
{
  GActionGroup *actions = G_ACTION_GROUP (window);
  AdjGame *game = adj_application_get_game (app);
  AdjWifTrack *wif = ADJ_WIF_TRACK (adj_game_get_model (game, "wif"));
  int k = adj_wif_track_get_k (wif);
  g_autoptr(GError) error = NULL;

  /* nothing done on the PTO page: nothing to undo there */
  g_action_group_activate_action (actions, "show-page", g_variant_new_string ("pto"));
  adj_test_wait_until (!g_action_group_get_action_enabled (actions, "undo"), 5000);
  g_assert_false (g_action_group_get_action_enabled (actions, "undo"));

  /* a change on the World in Flames page: undo there, not on the PTO page */
  g_action_group_activate_action (actions, "show-page", g_variant_new_string ("wif"));
  g_assert_true (adj_wif_track_set_k (wif, k == 1 ? 2 : 1, &error));
  g_assert_no_error (error);
  adj_test_wait_until (g_action_group_get_action_enabled (actions, "undo"), 5000);
  g_assert_true (g_action_group_get_action_enabled (actions, "undo"));
  g_action_group_activate_action (actions, "show-page", g_variant_new_string ("pto"));
  adj_test_wait_until (!g_action_group_get_action_enabled (actions, "undo"), 5000);
  g_assert_false (g_action_group_get_action_enabled (actions, "undo"));

  /* back on its page, undo undoes it there */
  g_action_group_activate_action (actions, "show-page", g_variant_new_string ("wif"));
  adj_test_wait_until (g_action_group_get_action_enabled (actions, "undo"), 5000);
  g_action_group_activate_action (actions, "undo", NULL);
  adj_test_wait_until (adj_wif_track_get_k (wif) == k, 5000);
  g_assert_cmpint (adj_wif_track_get_k (wif), ==, k);
  g_assert_true (g_action_group_get_action_enabled (actions, "redo"));
}

static void
test_main_menu_actions_exist (void)
{
  const char *win_actions[] = { "new-game", "open", "save-as", "roll-log", "undo", "redo",
                                "quick-roll", "show-page", "show-help-overlay" };
  const char *app_actions[] = { "preferences", "about", "quit" };

  for (guint i = 0; i < G_N_ELEMENTS (win_actions); i++)
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), win_actions[i]));
  for (guint i = 0; i < G_N_ELEMENTS (app_actions); i++)
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), app_actions[i]));
  /* shortcuts reach the same actions */
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.undo");
    g_assert_cmpstr (accels[0], ==, "<Control>z");
  }
}

/* What @button's tooltip shows when it is about to (its query-tooltip
 * handler) and what it tells assistive technologies. */
static void
assert_tip (GtkWidget  *button,
            gboolean    redo,
            const char *text)
{
  g_autofree char *wrong = NULL;

  g_assert_cmpstr (adj_window_get_undo_tooltip (window, redo), ==, text);
  wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
  g_assert_null (wrong);
}

/* The undo and redo buttons say what they would undo and redo, in the
 * player's language, as the visible page words it. */
static void
test_undo_tooltips (void)
{
  AdjGame *game = adj_application_get_game (app);
  GtkWidget *undo = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), ADJ_TYPE_WINDOW, "undo_button"));
  GtkWidget *redo = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), ADJ_TYPE_WINDOW, "redo_button"));

  AdjWifTrack *wif = ADJ_WIF_TRACK (adj_game_get_model (game, "wif"));

  /* a step on the page, so that a new game is a step too */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("wif"));
  g_assert_true (adj_wif_track_set_k (wif, adj_wif_track_get_k (wif) == 1 ? 2 : 1, NULL));
  adj_game_new_game (game);
  assert_tip (undo, FALSE, "Undo: New game");
  assert_tip (redo, TRUE, "Redo");
  adj_game_undo_new_game (game);
  assert_tip (redo, TRUE, "Redo: New game");
  g_assert_false (g_strcmp0 (adj_window_get_undo_tooltip (window, FALSE), "Undo: New game") == 0);
}

static guint
count_projectors (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);
      n += ADJ_IS_PROJECTOR_WINDOW (w) && gtk_widget_get_visible (GTK_WIDGET (w));
    }
  return n;
}

/* win.projector is there exactly for the pages that have projector content;
 * it opens one window per page, raises it when asked again, and the content
 * is the page's own. */
static void
test_projector_per_page (void)
{
  AdwViewStack *stack = adj_window_get_stack (window);
  guint n, n_with = 0;
  const GType *types = adj_pages_get_types (&n);

  for (guint i = 0; i < n; i++)
    {
      const AdjPageInterface *iface = adj_page_type_get_iface (types[i]);
      GtkWindow *projector;

      g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string (iface->id));
      g_assert_true (adj_test_wait_until (g_strcmp0 (adw_view_stack_get_visible_child_name (stack), iface->id) == 0, 5000));
      g_assert_cmpint (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "projector"), ==,
                       iface->create_projector != NULL);
      if (iface->create_projector == NULL)
        {
          g_assert_null (adj_window_open_projector (window));
          continue;
        }
      n_with++;
      projector = adj_window_open_projector (window);
      g_assert_true (ADJ_IS_PROJECTOR_WINDOW (projector));
      g_assert_nonnull (adj_projector_window_get_content (ADJ_PROJECTOR_WINDOW (projector)));
      g_assert_true (adj_window_open_projector (window) == projector);
      g_assert_true (adj_test_wait_until (count_projectors () == n_with, 5000));
    }
  /* closing the main window's projectors (as closing the window does) */
  while (count_projectors () > 0)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();
      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);
          if (ADJ_IS_PROJECTOR_WINDOW (w))
            {
              gtk_window_destroy (GTK_WINDOW (w));
              break;
            }
        }
    }
  g_test_message ("%u pages with a projector", n_with);
}

static GtkWidget *
find_widget (GtkWidget  *root,
             GType       type,
             const char *label)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    {
      if (label == NULL)
        return root;
      if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
        return root;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, type, label);
      if (found)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_primary_menu_button (GtkWidget *root)
{
  if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (root)))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_primary_menu_button (c);
      if (found)
        return found;
    }
  return NULL;
}

static void
test_main_menu_on_demand (void)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (find_primary_menu_button (GTK_WIDGET (window)));
  GtkPopover *popover;
  GMenuModel *menu;

  /* not built with the window: start-up does not pay for it */
  g_assert_nonnull (button);
  g_assert_null (gtk_menu_button_get_popover (button));

  /* the button (or F10, which GTK sends to the primary menu) builds it */
  gtk_menu_button_popup (button);
  popover = gtk_menu_button_get_popover (button);
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (popover)), 5000));
  menu = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (menu);
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 3);   /* three sections */
  gtk_popover_popdown (popover);
  g_assert_true (adj_test_wait_until (!gtk_widget_get_mapped (GTK_WIDGET (popover)), 5000));

  /* opening it again shows the same popover */
  gtk_menu_button_popup (button);
  g_assert_true (gtk_menu_button_get_popover (button) == popover);
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (popover)), 5000));
  gtk_popover_popdown (popover);
  g_assert_true (adj_test_wait_until (!gtk_widget_get_mapped (GTK_WIDGET (popover)), 5000));
}

static void
set_page_titles (AdwViewStack *stack,
                 const char  **titles)
{
  const char *names[] = { "wif", "pto", "wtj", "victory" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      AdwViewStackPage *page = adw_view_stack_get_page (stack, adw_view_stack_get_child_by_name (stack, names[i]));

      if (titles[i] == NULL)
        titles[i] = g_strdup (adw_view_stack_page_get_title (page));
      adw_view_stack_page_set_title (page, titles[i]);
    }
}

/* libadwaita 1.4 and newer: a breakpoint moves the switcher to the bottom
 * when the window is narrow (a phone, half a laptop screen). */
static void
switcher_bar_by_breakpoint (AdwViewSwitcherBar *bar)
{
  AdwHeaderBar *header = ADW_HEADER_BAR (find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR, NULL));
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 768);
  adj_test_wait_until (gtk_widget_get_width (GTK_WIDGET (window)) == 1200, 5000);
  g_assert_false (adw_view_switcher_bar_get_reveal (bar));
  g_assert_true (ADW_IS_VIEW_SWITCHER (adw_header_bar_get_title_widget (header)));

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  adj_test_wait_until (adw_view_switcher_bar_get_reveal (bar), 5000);
  g_assert_true (adw_view_switcher_bar_get_reveal (bar));
  g_assert_true (adw_view_switcher_bar_get_stack (bar) == adj_window_get_stack (window));
  g_assert_null (adw_header_bar_get_title_widget (header));

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 768);
  adj_test_wait_until (!adw_view_switcher_bar_get_reveal (bar), 5000);
  g_assert_false (adw_view_switcher_bar_get_reveal (bar));
  g_assert_true (ADW_IS_VIEW_SWITCHER (adw_header_bar_get_title_widget (header)));
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
}

/* libadwaita 1.2: the header's squeezer swaps the switcher for the title when
 * the page names do not fit (a translation, a large font). */
static void
switcher_bar_by_squeezer (AdwViewSwitcherBar *bar)
{
  AdwViewStack *stack = adj_window_get_stack (window);
  const char *saved[4] = { NULL, };
  const char *long_titles[4] = {
    "World in Flames, with a title as long as a long translation's",
    "SPI WWII: Pacific Theater of Operations, sequence of play",
    "When Tigers Jump: the 1943 scenario setup",
    "World in Flames Hall of Fame: victory map",
  };

  /* the switcher fits in the header: the bar is hidden and has no buttons */
  g_assert_false (adw_view_switcher_bar_get_reveal (bar));
  g_assert_null (adw_view_switcher_bar_get_stack (bar));

  set_page_titles (stack, saved);
  set_page_titles (stack, long_titles);
  g_assert_true (adj_test_wait_until (adw_view_switcher_bar_get_reveal (bar), 5000));
  g_assert_true (adw_view_switcher_bar_get_stack (bar) == stack);

  /* and back */
  set_page_titles (stack, saved);
  g_assert_true (adj_test_wait_until (!adw_view_switcher_bar_get_reveal (bar), 5000));
  for (guint i = 0; i < G_N_ELEMENTS (saved); i++)
    g_free ((char *) saved[i]);
}

static void
test_switcher_bar_when_narrow (void)
{
  AdwViewSwitcherBar *bar = ADW_VIEW_SWITCHER_BAR (find_widget (GTK_WIDGET (window),
                                                                ADW_TYPE_VIEW_SWITCHER_BAR, NULL));

  g_assert_nonnull (bar);
  if (adw_get_major_version () > 1 || adw_get_minor_version () >= 4)
    switcher_bar_by_breakpoint (bar);
  else
    switcher_bar_by_squeezer (bar);
}

static void
test_quick_roll_both_ways (void)
{
  AdjGame *game = adj_application_get_game (app);
  GListModel *log = G_LIST_MODEL (adj_game_get_roll_log (game));
  guint before = g_list_model_get_n_items (log);
  GtkWidget *popover, *box, *preset, *entry;
  g_autoptr(AdjRoll) last = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (window), "quick-roll", NULL);
  popover = find_widget (GTK_WIDGET (window), ADJ_TYPE_QUICK_ROLL, NULL);
  g_assert_nonnull (popover);
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (popover), 5000));
  adj_test_assert_all_named (popover);
  box = find_widget (popover, ADJ_TYPE_DICE_BOX, NULL);
  adj_dice_box_set_physical (ADJ_DICE_BOX (box), FALSE);

  /* virtual: the 1d10 preset rolls at once */
  preset = find_widget (popover, GTK_TYPE_BUTTON, "1d10");
  g_assert_nonnull (preset);
  g_signal_emit_by_name (preset, "clicked");   /* rolls at once */
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, before + 1);
  last = g_list_model_get_item (log, before);
  g_assert_cmpstr (adj_roll_get_dice (last), ==, "1d10");
  /* what it was for is a fact, worded when read */
  g_assert_cmpstr (adj_roll_get_topic (last), ==, "dice.quick");
  {
    g_autofree char *purpose = adj_roll_text_dup_purpose (last, game);
    g_assert_cmpstr (purpose, ==, "Quick roll");
  }
  g_assert_false (adj_roll_get_physical (last));
  g_clear_object (&last);

  /* physical: type the faces of real dice */
  adj_dice_box_set_physical (ADJ_DICE_BOX (box), TRUE);
  preset = find_widget (popover, GTK_TYPE_BUTTON, "2d6");
  g_signal_emit_by_name (preset, "clicked");   /* sets the dice, does not roll */
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, before + 1);
  entry = find_widget (box, GTK_TYPE_ENTRY, NULL);
  gtk_editable_set_text (GTK_EDITABLE (entry), "7 2");     /* impossible face */
  g_signal_emit_by_name (entry, "activate");
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, before + 1);
  gtk_editable_set_text (GTK_EDITABLE (entry), "6 2");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, before + 2);
  last = g_list_model_get_item (log, before + 1);
  g_assert_true (adj_roll_get_physical (last));
  g_assert_cmpint (adj_roll_get_result (last), ==, 8);
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* the roll log window says who rolled each: the program or real dice */
  {
    GtkWidget *log_window = GTK_WIDGET (adj_roll_log_window_new (game));

    gtk_window_present (GTK_WINDOW (log_window));
    g_assert_true (adj_test_wait_until (adj_test_find_label (log_window, "real dice") != NULL, 5000));
    g_assert_true (adj_test_wait_until (adj_test_find_label (log_window, "Adjutant") != NULL, 5000));
    g_assert_nonnull (adj_test_find_label (log_window, "Quick roll"));
    gtk_window_destroy (GTK_WINDOW (log_window));
  }
}

/* the border nodes under @node whose sides are not all one colour */
static guint
count_mixed_borders (GskRenderNode *node,
                     GString       *where)
{
  guint n = 0;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        n += count_mixed_borders (gsk_container_node_get_child (node, i), where);
      return n;
    case GSK_TRANSFORM_NODE:
      return count_mixed_borders (gsk_transform_node_get_child (node), where);
    case GSK_CLIP_NODE:
      return count_mixed_borders (gsk_clip_node_get_child (node), where);
    case GSK_ROUNDED_CLIP_NODE:
      return count_mixed_borders (gsk_rounded_clip_node_get_child (node), where);
    case GSK_OPACITY_NODE:
      return count_mixed_borders (gsk_opacity_node_get_child (node), where);
    case GSK_DEBUG_NODE:
      return count_mixed_borders (gsk_debug_node_get_child (node), where);
    case GSK_SHADOW_NODE:
      return count_mixed_borders (gsk_shadow_node_get_child (node), where);
    case GSK_COLOR_MATRIX_NODE:
      return count_mixed_borders (gsk_color_matrix_node_get_child (node), where);
    case GSK_BLUR_NODE:
      return count_mixed_borders (gsk_blur_node_get_child (node), where);
    case GSK_REPEAT_NODE:
      return count_mixed_borders (gsk_repeat_node_get_child (node), where);
    case GSK_CROSS_FADE_NODE:
      return count_mixed_borders (gsk_cross_fade_node_get_start_child (node), where)
             + count_mixed_borders (gsk_cross_fade_node_get_end_child (node), where);
    case GSK_BLEND_NODE:
      return count_mixed_borders (gsk_blend_node_get_bottom_child (node), where)
             + count_mixed_borders (gsk_blend_node_get_top_child (node), where);
    case GSK_BORDER_NODE:
      {
        const GdkRGBA *c = gsk_border_node_get_colors (node);
        graphene_rect_t bounds;

        if (gdk_rgba_equal (&c[0], &c[1]) && gdk_rgba_equal (&c[0], &c[2]) && gdk_rgba_equal (&c[0], &c[3]))
          return 0;
        gsk_render_node_get_bounds (node, &bounds);
        g_string_append_printf (where, " %.0fx%.0f at %.0f,%.0f;", bounds.size.width, bounds.size.height,
                                bounds.origin.x, bounds.origin.y);
        return 1;
      }
    default:
      return 0;
    }
}

/* Every border the pages draw has one colour on all four sides: GTK's cairo
 * renderer (software rendering, and Xvfb) draws a border of several colours
 * as a mesh gradient over the whole box, which made a frame that touched the
 * victory map's column 20 ms longer. A one-sided border in style.css (or
 * libadwaita's boxed-list rows) gets its colour on every side. */
static void
test_borders_one_colour (void)
{
  const char *pages[] = { "wif", "pto", "wtj", "victory" };
  AdwViewStack *stack = adj_window_get_stack (window);

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *child = adw_view_stack_get_child_by_name (stack, pages[i]);
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GString) where = g_string_new (NULL);
      guint mixed;

      g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string (pages[i]));
      g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (child), 5000));
      adj_test_settle (child);
      GTK_WIDGET_GET_CLASS (window)->snapshot (GTK_WIDGET (window), snapshot);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      g_assert_nonnull (node);
      mixed = count_mixed_borders (node, where);
      if (mixed > 0)
        g_test_message ("%s: borders of several colours:%s", pages[i], where->str);
      g_assert_cmpuint (mixed, ==, 0);
    }
}

static void
test_style_preference (void)
{
  GSettings *settings = adj_application_get_settings (app);
  AdwStyleManager *style = adw_style_manager_get_default ();

  g_settings_set_string (settings, "color-scheme", "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  g_settings_set_string (settings, "color-scheme", "light");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_settings_set_string (settings, "color-scheme", "system");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_window_size_remembered (void)
{
  GSettings *settings = adj_application_get_settings (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1111, 777);
  gboolean handled = FALSE;

  g_signal_emit_by_name (window, "close-request", &handled);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1111);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 777);
}

#if ADJ_ICONS_PRERENDERED
static void
collect_icon_names (GtkWidget *widget,
                    GPtrArray *names)
{
  if (GTK_IS_IMAGE (widget) && gtk_widget_get_mapped (widget) &&
      gtk_image_get_storage_type (GTK_IMAGE (widget)) == GTK_IMAGE_ICON_NAME)
    g_ptr_array_add (names, (gpointer) gtk_image_get_icon_name (GTK_IMAGE (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_icon_names (child, names);
}
#endif

/* GTK 4.8 draws a symbolic SVG through librsvg, which costs about 8 MiB at
 * start-up; every icon on the first page must come as a pre-rendered PNG. */
static void
test_first_page_icons_prerendered (void)
{
#if ADJ_ICONS_PRERENDERED
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  collect_icon_names (GTK_WIDGET (window), names);
  g_assert_cmpuint (names->len, >=, 8);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, name, NULL, 16, 1,
                                                                     GTK_TEXT_DIR_LTR, 0);
      g_autoptr(GFile) file = gtk_icon_paintable_get_file (icon);
      g_autofree char *uri = file ? g_file_get_uri (file) : NULL;

      g_test_message ("%s: %s", name, uri);
      g_assert_nonnull (uri);
      g_assert_true (g_str_has_suffix (uri, ".png"));
    }
  g_assert_true (gtk_icon_theme_has_icon (theme, "adw-expander-arrow-symbolic"));
#else
  g_test_skip ("icons are not pre-rendered in this build (GTK renders SVG itself, or no encoder)");
#endif
}

static void
count_css_error (GtkCssProvider *provider,
                 GtkCssSection  *section,
                 const GError   *error,
                 guint          *errors)
{
  g_autofree char *where = gtk_css_section_to_string (section);

  g_test_message ("%s: %s", where, error->message);
  (*errors)++;
}

/* High contrast's stylesheet is only read when a user turns it on: parse
 * every stylesheet here, so that a mistake in one fails the suite. Where
 * libadwaita reads high contrast from a media query in style.css (1.6 and
 * newer), there must be no style-hc.css, which it would warn about. */
static void
test_stylesheets_parse (void)
{
  const char *sheets[] = { "style.css", "style-hc.css" };
  gboolean media_queries = adw_get_major_version () > 1 || adw_get_minor_version () >= 6;

  for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
      g_autofree char *path = g_strconcat ("/io/github/adjutant/Adjutant/", sheets[i], NULL);
      g_autoptr(GBytes) css = NULL;
      guint errors = 0;

      if (media_queries && i == 1)
        {
          g_assert_false (g_resources_get_info (path, 0, NULL, NULL, NULL));
          continue;
        }
      g_assert_true (g_resources_get_info (path, 0, NULL, NULL, NULL));
      css = g_resources_lookup_data (path, 0, NULL);
      /* the high-contrast rules are in style.css, behind the media query */
      if (media_queries)
        g_assert_nonnull (g_strstr_len (g_bytes_get_data (css, NULL), g_bytes_get_size (css),
                                        "@media (prefers-contrast: more)"));
      g_signal_connect (provider, "parsing-error", G_CALLBACK (count_css_error), &errors);
      gtk_css_provider_load_from_resource (provider, path);
      g_assert_cmpuint (errors, ==, 0);
    }
}

/* Sorted, space-separated captures of @pattern in a template resource. */
static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Sorted, space-separated captures of @pattern in a template resource, with
 * the words of @extra (or NULL) added. */
static char *
template_matches (const char *resource,
                  const char *pattern,
                  const char *extra)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (resource, 0, NULL);
  g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) words = g_strsplit (extra ? extra : "", " ", -1);

  g_assert_nonnull (bytes);
  g_regex_match (regex, g_bytes_get_data (bytes, NULL), 0, &match);
  while (g_match_info_matches (match))
    {
      g_ptr_array_add (found, g_match_info_fetch (match, 1));
      g_match_info_next (match, NULL);
    }
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i])
      g_ptr_array_add (found, g_strdup (words[i]));
  g_ptr_array_sort (found, compare_strings);
  g_ptr_array_add (found, NULL);
  return g_strjoinv (" ", (char **) found->pdata);
}

/* The window has a template for libadwaita 1.4 and newer and one for 1.2
 * (src/views/adj-compat.c picks): both hold the same named children, but for the
 * 1.2 header's squeezer and the title it swaps in. */
static void
test_templates_agree (void)
{
  const char *current = RESOURCE_PREFIX "/ui/adj-window.ui";
  const char *old = RESOURCE_PREFIX "/ui/adj-window-1-2.ui";
  const char *ids = "id=\"([a-z_]+)\"";
  g_autofree char *current_ids = template_matches (current, ids, "title_squeezer window_title");
  g_autofree char *old_ids = template_matches (old, ids, NULL);

  g_assert_nonnull (strstr (current_ids, "stack"));
  g_assert_cmpstr (old_ids, ==, current_ids);
}

/* The window knows the aids only through AdjPage: its stack holds the
 * registered page types in order, named, titled and drawn as each page
 * type says, and each page shows the game's model of the same id. */
static void
test_pages_from_registry (void)
{
  AdwViewStack *stack = adj_window_get_stack (window);
  AdjGame *game = adj_application_get_game (app);
  g_autoptr(GtkSelectionModel) all = adw_view_stack_get_pages (stack);
  guint n;
  const GType *types = adj_pages_get_types (&n);

  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (all)), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const AdjPageInterface *iface = adj_page_type_get_iface (types[i]);
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (all), i);
      GtkWidget *lazy = adw_view_stack_page_get_child (page);
      GtkWidget *view;

      g_assert_cmpstr (adw_view_stack_page_get_name (page), ==, iface->id);
      g_assert_cmpstr (adw_view_stack_page_get_title (page), ==, iface->title);
      g_assert_cmpstr (adw_view_stack_page_get_icon_name (page), ==, iface->icon_name);
      g_assert_nonnull (iface->shortcuts);
      g_assert_nonnull (adj_game_get_model (game, iface->id));
      view = adj_lazy_page_ensure (ADJ_LAZY_PAGE (lazy));
      g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (view, types[i]));
      g_assert_true (adj_page_get_game (ADJ_PAGE (view)) == game);
      g_assert_cmpstr (adj_page_get_id (ADJ_PAGE (view)), ==, iface->id);
    }
}

/* Pages report through win.toast, not by calling the window. */
static void
test_toast_action (void)
{
  GtkWidget *view = adj_lazy_page_ensure (ADJ_LAZY_PAGE (adw_view_stack_get_child_by_name (adj_window_get_stack (window), "pto")));

  g_assert_null (adj_test_find_label (GTK_WIDGET (window), "Hello from a page"));
  g_assert_true (gtk_widget_activate_action (view, "win.toast", "s", "Hello from a page"));
  /* in place of any earlier test's toast, never queued behind it */
  g_assert_true (adj_test_wait_until (adj_test_find_label (GTK_WIDGET (window), "Hello from a page"), 5000));
}

#if ADW_CHECK_VERSION (1, 5, 0)
static gboolean
flag_set (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
question_answered (gboolean accepted,
                   gpointer data)
{
  *(int *) data = accepted ? 1 : 0;
}
#endif

/* A question shown in the window (libadwaita 1.5 and later) keeps the keys
 * while it is open: a change of page behind it (which otherwise rests the
 * focus on nothing when idle) leaves the focus in the question, so that
 * Enter still answers it. */
static void
test_question_keeps_focus (void)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  GtkWidget *focus = NULL;
  GtkWidget *dialog;
  gboolean idle_ran = FALSE;
  int answer = -1;

  adj_compat_choose (GTK_WIDGET (window), "A question", "Keep the focus?", "_No", "_Yes",
                     question_answered, &answer);
  g_assert_true (adj_test_wait_until ((focus = gtk_root_get_focus (GTK_ROOT (window))) != NULL
                                      && adj_compat_in_dialog (focus), 5000));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("pto"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("wif"));
  /* after the window's own idle work (the focus rests at G_PRIORITY_DEFAULT_IDLE) */
  g_idle_add_full (G_PRIORITY_LOW, flag_set, &idle_ran, NULL);
  g_assert_true (adj_test_wait_until (idle_ran, 5000));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (adj_compat_in_dialog (focus));
  g_assert_cmpint (answer, ==, -1);

  dialog = gtk_widget_get_ancestor (focus, ADW_TYPE_DIALOG);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  adj_compat_close_dialog (focus);
  g_assert_true (adj_test_wait_until (dialog == NULL || gtk_widget_get_ancestor (dialog, ADJ_TYPE_WINDOW) == NULL, 5000));
  if (dialog)
    g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
#else
  g_test_skip ("before libadwaita 1.5 a question is a window of its own");
#endif
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  adj_test_ignore_x11_popover_frame_warning ();
  if (!adj_test_init_display (&argc, &argv))
    return 0;
  start_app ();

  g_test_add_func ("/window/opens", test_window_opens);
  g_test_add_func ("/window/builds-pages-when-idle", test_builds_pages_when_idle);
  g_test_add_func ("/window/every-page-reachable", test_every_page_reachable);
  g_test_add_func ("/window/templates-instantiate", test_templates_instantiate);
  g_test_add_func ("/window/every-control-named", test_every_control_named);
  g_test_add_func ("/window/actions", test_main_menu_actions_exist);
  g_test_add_func ("/window/undo-follows-page", test_undo_follows_page);
  g_test_add_func ("/window/quick-roll-both-ways", test_quick_roll_both_ways);
  g_test_add_func ("/window/main-menu-on-demand", test_main_menu_on_demand);
  g_test_add_func ("/window/stylesheets-parse", test_stylesheets_parse);
  g_test_add_func ("/window/borders-one-colour", test_borders_one_colour);
  g_test_add_func ("/window/templates-agree", test_templates_agree);
  g_test_add_func ("/window/pages-from-registry", test_pages_from_registry);
  g_test_add_func ("/window/toast-action", test_toast_action);
  g_test_add_func ("/window/projector-per-page", test_projector_per_page);
  g_test_add_func ("/window/undo-tooltips", test_undo_tooltips);
  g_test_add_func ("/window/switcher-bar-when-narrow", test_switcher_bar_when_narrow);
  g_test_add_func ("/window/style-preference", test_style_preference);
  g_test_add_func ("/window/size-remembered", test_window_size_remembered);
  g_test_add_func ("/window/first-page-icons-prerendered", test_first_page_icons_prerendered);
  g_test_add_func ("/window/question-keeps-focus", test_question_keeps_focus);
  ret = g_test_run ();

  g_application_quit (G_APPLICATION (app));
  return ret;
}
