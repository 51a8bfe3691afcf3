/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The victory page under Xvfb: tick targets on the map and in the checklist,
 * end turns, correct a past turn, filter, zoom; the map draws land and water. */
#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <string.h>

#include "adj-columns.h"
#include "adj-compat.h"
#include "adj-test-app.h"
#include "adj-test-utils.h"
#include "adj-test-widgets.h"
#include "adj-page.h"
#include "adj-tooltip.h"
#include "adj-victory-projector.h"
#include "adj-victory-chart.h"
#include "adj-victory-map-widget.h"
#include "adj-victory-record.h"
#include "adj-victory-target-row.h"
#include "adj-victory-text.h"
#include "adj-victory-view.h"

typedef struct {
  AdjRulebook      *rb;
  AdjGame          *game;
  AdjVictoryRecord *record;
  GtkWindow        *window;
  AdjVictoryView   *view;
  AdjVictoryMapWidget *map;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "game.adjutant", NULL);

  f->rb = adj_test_rulebook (NULL);
  f->game = adj_game_new (f->rb, path);
  f->record = adj_victory_record_new (f->rb);
  adj_game_add_model (f->game, ADJ_MODEL (f->record));
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 1400, 900);
  f->view = ADJ_VICTORY_VIEW (adj_victory_view_new ());
  gtk_window_set_child (f->window, GTK_WIDGET (f->view));
  g_object_set (f->view, "game", f->game, NULL);
  gtk_window_present (f->window);
  f->map = adj_victory_view_get_map (f->view);
  g_assert_true (adj_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->map)) > 360, 5000));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gpointer view = f->view;

  g_object_add_weak_pointer (G_OBJECT (view), &view);
  gtk_window_destroy (f->window);
  /* the page goes with its window, and lets go of the record */
  g_assert_true (adj_test_wait_until (view == NULL, 5000));
  g_clear_object (&f->record);
  g_clear_object (&f->game);
  g_clear_object (&f->rb);
}

static int
target (Fixture    *f,
        const char *id)
{
  int t = adj_victory_record_find_target (f->record, id);

  g_assert_cmpint (t, >=, 0);
  return t;
}

static void
target_pixel (Fixture    *f,
              const char *id,
              double     *x,
              double     *y)
{
  AdjVictoryTarget *t = adj_victory_record_get_target (f->record, target (f, id));
  AdjVictoryMapTransform tr;

  adj_victory_map_widget_get_transform (f->map, &tr);
  adj_victory_map_project (&tr, adj_victory_target_get_lon (t), adj_victory_target_get_lat (t), x, y);
}

/* Clicks the map where @id's marker is. */
static void
click_target (Fixture    *f,
              const char *id)
{
  double x, y;

  target_pixel (f, id, &x, &y);
  g_assert_cmpint (adj_victory_map_widget_hit (f->map, x + 1, y + 1), ==, target (f, id));
  g_assert_true (adj_victory_map_widget_click (f->map, x + 1, y + 1));
}

/* The checklist's items: each class's heading (AdjVictoryClass), then the
 * targets shown (AdjVictoryTarget). */
static GListModel *
checklist_items (Fixture *f)
{
  return G_LIST_MODEL (gtk_grid_view_get_model (adj_victory_view_get_checklist (f->view)));
}

/* The row in sight that shows @target, if any. */
static AdjVictoryTargetRow *
row_in_sight (GtkWidget        *widget,
              AdjVictoryTarget *target)
{
  if (ADJ_IS_VICTORY_TARGET_ROW (widget) && gtk_widget_get_mapped (widget)
      && adj_victory_target_row_get_target (ADJ_VICTORY_TARGET_ROW (widget)) == target)
    return ADJ_VICTORY_TARGET_ROW (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      AdjVictoryTargetRow *row = row_in_sight (c, target);

      if (row)
        return row;
    }
  return NULL;
}

/* The row of the target named @label, scrolled into sight as a player
 * would (the grid view makes rows only for what is in sight); NULL when
 * the filters hide it. */
static AdjVictoryTargetRow *
checklist_row (Fixture    *f,
               const char *label)
{
  GtkWidget *list = GTK_WIDGET (adj_victory_view_get_checklist (f->view));
  GListModel *items = checklist_items (f);
  AdjVictoryTargetRow *row = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (items, i);

      if (!ADJ_IS_VICTORY_TARGET (item)
          || g_strcmp0 (adj_victory_target_get_label (ADJ_VICTORY_TARGET (item)), label) != 0)
        continue;
      g_assert_true (gtk_widget_activate_action (list, "list.scroll-to-item", "u", i));
      g_assert_true (adj_test_wait_until ((row = row_in_sight (list, ADJ_VICTORY_TARGET (item))), 5000));
      return row;
    }
  return NULL;
}

static GtkCheckButton *
checklist_check (Fixture    *f,
                 const char *label)
{
  AdjVictoryTargetRow *row = checklist_row (f, label);

  return row ? adj_victory_target_row_get_check (row) : NULL;
}

static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect (c, type, found);
}

/* The @n-th widget of @type in the view, in tree order. */
static gpointer
find_widget (Fixture *f,
             GType    type,
             guint    n)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect (GTK_WIDGET (f->view), type, found);
  g_assert_cmpuint (found->len, >, n);
  return g_ptr_array_index (found, n);
}

/* the targets the checklist shows */
static guint
n_rows (Fixture *f)
{
  GListModel *items = checklist_items (f);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (items, i);

      n += ADJ_IS_VICTORY_TARGET (item);
    }
  return n;
}

static void
end_turn (Fixture *f)
{
  guint n = adj_victory_record_get_n_turns (f->record);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "victory.end-turn", NULL));
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->record), ==, n + 1);
}

/* The @n-th label with @css_class in the view. */
static GtkLabel *
find_label (Fixture    *f,
            const char *css_class)
{
  for (guint i = 0;; i++)
    {
      GtkWidget *label = find_widget (f, GTK_TYPE_LABEL, i);

      if (gtk_widget_has_css_class (label, css_class))
        return GTK_LABEL (label);
    }
}

static void
test_tick_and_end_turns (Fixture       *f,
                         gconstpointer  data)
{
  GtkCheckButton *oslo;
  double x, y;

  g_assert_cmpuint (n_rows (f), ==, 55);
  g_assert_cmpstr (adj_victory_view_get_total_text (f->view), ==, "0");
  /* the checklist starts with the first class of the table, under its heading */
  {
    g_autoptr(GObject) first = g_list_model_get_item (checklist_items (f), 0);
    g_autoptr(GObject) second = g_list_model_get_item (checklist_items (f), 1);
    g_autoptr(GObject) third = g_list_model_get_item (checklist_items (f), 2);
    GtkWidget *header = adj_test_find_label (GTK_WIDGET (adj_victory_view_get_checklist (f->view)),
                                             "Tertiary targets · 1 VP");

    g_assert_true (ADJ_IS_VICTORY_CLASS (first));
    g_assert_cmpstr (adj_victory_class_get_id (ADJ_VICTORY_CLASS (first)), ==, "tertiary");
    g_assert_nonnull (header);
    g_assert_true (gtk_widget_has_css_class (gtk_widget_get_parent (header), "victory-class-header"));
    g_assert_true (ADJ_IS_VICTORY_TARGET (second));
    g_assert_true (ADJ_IS_VICTORY_TARGET (third));
    g_assert_cmpuint (g_list_model_get_n_items (checklist_items (f)), ==, 55 + 3);
  }

  /* on the map: Paris and Delhi */
  click_target (f, "paris");
  click_target (f, "delhi");
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "paris")));
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "delhi")));
  /* the checklist follows the map */
  g_assert_true (gtk_check_button_get_active (checklist_check (f, "Paris")));

  /* in the checklist: Oslo (its check box activates victory.toggle) */
  oslo = checklist_check (f, "Oslo");
  g_assert_nonnull (oslo);
  g_assert_false (gtk_check_button_get_active (oslo));
  g_assert_true (gtk_widget_activate (GTK_WIDGET (oslo)));
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "oslo")));
  g_assert_true (gtk_check_button_get_active (oslo));

  /* open sea is not a target */
  {
    AdjVictoryMapTransform tr;

    adj_victory_map_widget_get_transform (f->map, &tr);
    adj_victory_map_project (&tr, -130, -30, &x, &y);
    g_assert_false (adj_victory_map_widget_click (f->map, x, y));
  }

  end_turn (f);
  g_assert_cmpstr (adj_victory_view_get_total_text (f->view), ==, "4");     /* Delhi 3, Oslo 1 */
  end_turn (f);
  g_assert_cmpstr (adj_victory_view_get_total_text (f->view), ==, "8");     /* 6 + 2 */
  end_turn (f);
  g_assert_cmpstr (adj_victory_view_get_total_text (f->view), ==, "13");    /* 9 + 3 + Paris 1 */
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->record), ==, 4);

  /* lose Delhi on the map in the current turn, end two more turns */
  click_target (f, "delhi");
  end_turn (f);
  end_turn (f);
  g_assert_cmpstr (adj_victory_view_get_total_text (f->view), ==, "13");
  g_assert_cmpuint (g_list_model_get_n_items (adj_victory_record_get_turns (f->record)), ==, 6);
}

static void
test_correct_past_turn (Fixture       *f,
                        gconstpointer  data)
{
  GtkListView *timeline = NULL;
  GtkLabel *turn_label = NULL;

  for (guint i = 0; timeline == NULL; i++)
    {
      GtkWidget *list = find_widget (f, GTK_TYPE_LIST_VIEW, i);

      if (gtk_widget_has_css_class (list, "victory-timeline"))
        timeline = GTK_LIST_VIEW (list);
    }

  click_target (f, "paris");
  end_turn (f);
  end_turn (f);
  end_turn (f);
  g_assert_cmpstr (adj_victory_view_get_total_text (f->view), ==, "1");

  /* pick the second turn on the timeline and untick Paris there: its run breaks */
  g_signal_emit_by_name (timeline, "activate", 1);
  g_assert_cmpuint (adj_victory_record_get_selected_turn (f->record), ==, 1);
  turn_label = find_label (f, "victory-turn-label");
  g_assert_cmpstr (gtk_label_get_label (turn_label), ==, "Nov/Dec 1939");
  g_assert_true (gtk_widget_activate (GTK_WIDGET (checklist_check (f, "Paris"))));
  g_assert_false (adj_victory_record_get_held (f->record, 1, target (f, "paris")));
  g_assert_true (adj_victory_record_get_held (f->record, 2, target (f, "paris")));
  g_assert_cmpstr (adj_victory_view_get_total_text (f->view), ==, "0");
  /* End Turn is only for the turn in progress */
  gtk_widget_activate_action (GTK_WIDGET (f->view), "victory.end-turn", NULL);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->record), ==, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "victory.select-current", NULL));
  g_assert_cmpstr (gtk_label_get_label (turn_label), ==, "Mar/Apr 1940");
  g_assert_cmpuint (adj_victory_record_get_selected_turn (f->record), ==, 3);
}

static void
test_filters (Fixture       *f,
              gconstpointer  data)
{
  GtkDropDown *klass = find_widget (f, GTK_TYPE_DROP_DOWN, 1);
  GtkDropDown *held = find_widget (f, GTK_TYPE_DROP_DOWN, 2);
  GtkSearchEntry *search = NULL;

  /* the search entry of the checklist, not one inside a drop-down's popover */
  for (guint i = 0; search == NULL; i++)
    {
      GtkWidget *entry = find_widget (f, GTK_TYPE_SEARCH_ENTRY, i);

      if (gtk_widget_get_ancestor (entry, GTK_TYPE_POPOVER) == NULL)
        search = GTK_SEARCH_ENTRY (entry);
    }

  /* the first drop-down is the first turn's months, in a popover */
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (find_widget (f, GTK_TYPE_DROP_DOWN, 0)),
                                         GTK_WIDGET (find_widget (f, GTK_TYPE_POPOVER, 0))));
  click_target (f, "london");
  click_target (f, "manila");
  gtk_drop_down_set_selected (held, 1);
  g_assert_true (adj_test_wait_until (n_rows (f) == 2, 2000));
  gtk_drop_down_set_selected (held, 2);
  g_assert_true (adj_test_wait_until (n_rows (f) == 53, 2000));
  /* ticking a row while "Not held" is shown: the row leaves the list */
  g_assert_true (gtk_widget_activate (GTK_WIDGET (checklist_check (f, "Aden"))));
  g_assert_true (adj_test_wait_until (n_rows (f) == 52, 2000));
  g_assert_null (checklist_check (f, "Aden"));
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "aden")));
  gtk_drop_down_set_selected (held, 0);
  gtk_drop_down_set_selected (klass, 1);    /* the most valuable class first */
  g_assert_true (adj_test_wait_until (n_rows (f) == 15, 2000));
  gtk_drop_down_set_selected (klass, 3);
  g_assert_true (adj_test_wait_until (n_rows (f) == 27, 2000));
  gtk_drop_down_set_selected (klass, 0);
  gtk_editable_set_text (GTK_EDITABLE (search), "san");
  g_assert_true (adj_test_wait_until (n_rows (f) == 1, 2000));   /* San Francisco */
  g_assert_nonnull (checklist_check (f, "San Francisco"));
}

typedef struct {
  guint position, removed, added;
} Change;

static void
record_change (GListModel *model,
               guint       position,
               guint       removed,
               guint       added,
               GArray     *changes)
{
  Change change = { position, removed, added };

  g_array_append_val (changes, change);
}

/* The one change the checklist made since @changes was emptied. */
static void
assert_one_change (GArray *changes,
                   guint   position,
                   guint   removed,
                   guint   added)
{
  g_assert_true (adj_test_wait_until (changes->len > 0, 2000));
  g_assert_cmpuint (changes->len, ==, 1);
  g_assert_cmpuint (g_array_index (changes, Change, 0).position, ==, position);
  g_assert_cmpuint (g_array_index (changes, Change, 0).removed, ==, removed);
  g_assert_cmpuint (g_array_index (changes, Change, 0).added, ==, added);
  g_array_set_size (changes, 0);
}

/* What a key press on @widget does: its key controllers' handlers (the
 * map's), then its key bindings (a list's Down moves the focus to the next
 * row). */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
      for (guint k = 0; GTK_IS_SHORTCUT_CONTROLLER (controller)
                        && k < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !handled; k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            handled = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                    gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_object_unref (controllers);
  return handled;
}

/* The target of the row with the keyboard focus (its check box or the row
 * itself), if any. */
static const char *
focused_target (Fixture *f)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
  GtkWidget *row = focus ? gtk_widget_get_ancestor (focus, ADJ_TYPE_VICTORY_TARGET_ROW) : NULL;

  if (row == NULL && focus && ADJ_IS_VICTORY_TARGET_ROW (gtk_widget_get_first_child (focus)))
    row = gtk_widget_get_first_child (focus);
  return row ? adj_victory_target_get_label (adj_victory_target_row_get_target (ADJ_VICTORY_TARGET_ROW (row))) : NULL;
}

/* a target row the grid view made, in the window */
static gboolean
is_row_made (GtkWidget     *widget,
             gconstpointer  data)
{
  return ADJ_IS_VICTORY_TARGET_ROW (widget) && gtk_widget_get_mapped (widget);
}

/* the target rows under @widget that are made and mapped */
static guint
n_rows_made (GtkWidget *widget)
{
  return adj_test_count (widget, is_row_made, NULL);
}

/* Beside the map, the checklist scrolls on its own and has rows only for
 * what is in sight (the list box before drew all 55 at every frame); a
 * filtered tick changes only the rows it concerns, a class's heading
 * included; the keyboard walks it. */
static void
test_checklist_rows (Fixture       *f,
                     gconstpointer  data)
{
  GtkGridView *list = adj_victory_view_get_checklist (f->view);
  GtkDropDown *held = find_widget (f, GTK_TYPE_DROP_DOWN, 2);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (Change));
  GtkWidget *row;

  g_assert_true (adj_test_wait_until (n_rows_made (GTK_WIDGET (list)) > 0, 5000));
  g_assert_cmpuint (n_rows_made (GTK_WIDGET (list)), <, 40);
  g_assert_cmpuint (n_rows (f), ==, 55);

  click_target (f, "london");
  click_target (f, "manila");
  gtk_drop_down_set_selected (held, 1);
  g_assert_true (adj_test_wait_until (n_rows (f) == 2, 2000));
  g_signal_connect (checklist_items (f), "items-changed", G_CALLBACK (record_change), changes);
  /* [Secondary, Manila, Primary, London]: Oslo comes after Manila */
  click_target (f, "oslo");
  assert_one_change (changes, 2, 0, 1);
  click_target (f, "manila");
  assert_one_change (changes, 1, 1, 0);
  /* the last primary target goes with its heading */
  click_target (f, "london");
  assert_one_change (changes, 2, 2, 0);
  g_assert_cmpuint (g_list_model_get_n_items (checklist_items (f)), ==, 2);

  /* only a row's check box ticks: a double click beside it (its list
   * item's activation) changes nothing */
  gtk_drop_down_set_selected (held, 0);
  g_assert_true (adj_test_wait_until (n_rows (f) == 55, 2000));
  row = gtk_widget_get_parent (GTK_WIDGET (checklist_row (f, "Oslo")));
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "oslo")));
  gtk_widget_activate (row);
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "oslo")));
  g_signal_handlers_disconnect_by_data (checklist_items (f), changes);

  /* from the keyboard: Tab from the filters goes into the list (to its
   * heading), Down to its first target's check box, which Space ticks; Down
   * and Up move between the targets' check boxes */
  gtk_widget_grab_focus (GTK_WIDGET (held));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)), GTK_WIDGET (list)));
  g_assert_null (focused_target (f));
  g_assert_true (press_key (GTK_WIDGET (list), GDK_KEY_Down));
  g_assert_cmpstr (focused_target (f), ==, "Aden");
  g_assert_true (GTK_IS_CHECK_BUTTON (gtk_root_get_focus (GTK_ROOT (f->window))));
  g_assert_true (gtk_widget_activate (gtk_root_get_focus (GTK_ROOT (f->window))));
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "aden")));
  g_assert_true (press_key (GTK_WIDGET (list), GDK_KEY_Down));
  g_assert_cmpstr (focused_target (f), ==, "Amsterdam");
  g_assert_true (GTK_IS_CHECK_BUTTON (gtk_root_get_focus (GTK_ROOT (f->window))));
  g_assert_true (press_key (GTK_WIDGET (list), GDK_KEY_Up));
  g_assert_cmpstr (focused_target (f), ==, "Aden");
}

/* A drawn widget drawn into an image, as the cairo renderer draws it. */
static cairo_surface_t *
draw_widget (GtkWidget *widget)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static cairo_surface_t *
draw_map (Fixture *f)
{
  return draw_widget (GTK_WIDGET (f->map));
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 cairo_image_surface_get_stride (a) * cairo_image_surface_get_height (a)) == 0;
}

/* Draws the map and compares it with @expected: the same to the pixel, or
 * not. */
static void
assert_map_drawn (Fixture         *f,
                  cairo_surface_t *expected,
                  gboolean         same)
{
  cairo_surface_t *drawn = draw_map (f);

  if (same)
    g_assert_true (same_pixels (expected, drawn));
  else
    g_assert_false (same_pixels (expected, drawn));
  cairo_surface_destroy (drawn);
}

static void
test_zoom_and_draw (Fixture       *f,
                    gconstpointer  data)
{
  double x0, y0, x1, y1;
  cairo_surface_t *surface;
  AdjVictoryMapTransform tr;
  gint64 start, elapsed;
  guint32 water, land;
  double wx, wy, lx, ly;

  /* zoom on Paris: it stays under the pointer, and a click still hits it */
  target_pixel (f, "paris", &x0, &y0);
  adj_victory_map_widget_zoom_at (f->map, 6, x0, y0);
  target_pixel (f, "paris", &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x0, x1, 0.01);
  g_assert_cmpfloat_with_epsilon (y0, y1, 0.01);
  click_target (f, "paris");
  click_target (f, "antwerp");
  click_target (f, "amsterdam");
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "amsterdam")));
  g_assert_false (adj_victory_record_get_held (f->record, 0, target (f, "london")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "victory.reset-zoom", NULL));
  g_assert_cmpfloat (adj_victory_map_widget_get_zoom (f->map), ==, 1.0);

  /* draw the whole map into an image: time it, and check land and water */
  start = g_get_monotonic_time ();
  surface = draw_map (f);
  elapsed = g_get_monotonic_time () - start;
  g_test_message ("map %dx%d drawn in %.1f ms", cairo_image_surface_get_width (surface),
                  cairo_image_surface_get_height (surface), elapsed / 1000.0);
  g_assert_cmpint (elapsed, <, 500 * 1000);

  adj_victory_map_widget_get_transform (f->map, &tr);
  adj_victory_map_project (&tr, -40, 30, &wx, &wy);     /* mid-Atlantic */
  adj_victory_map_project (&tr, 15, 22, &lx, &ly);      /* the Sahara */
  water = ((guint32 *) (void *) (cairo_image_surface_get_data (surface) + (int) wy * cairo_image_surface_get_stride (surface)))[(int) wx];
  land = ((guint32 *) (void *) (cairo_image_surface_get_data (surface) + (int) ly * cairo_image_surface_get_stride (surface)))[(int) lx];
  g_assert_cmphex (water & 0xffffff, !=, land & 0xffffff);
  cairo_surface_destroy (surface);
}

/* The map keeps its land and the names drawn from frame to frame: what it
 * keeps must follow the view, the holdings and the record. Zoomed in far
 * enough for the names, away and back, the map is the same to the pixel. */
/* The map's colours come from the app's stylesheet (a hidden child per named
 * colour, since GTK deprecated looking colours up by name): a target not
 * held is drawn white (@light_1), not in the text colour the child would
 * otherwise inherit; an unknown name gets the fallback; the dark style
 * changes the colours. */
static void
test_colours_from_style (Fixture       *f,
                         gconstpointer  data)
{
  GtkCssProvider *css = adj_test_add_app_style ();
  GdkRGBA c, fg;

  /* the stylesheet reaches the map's colour probes */
  g_assert_true (adj_test_wait_until ((adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_not_held_color",
                                                                "#000000", &c), c.blue > 0.95), 5000));
  adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_not_held_color", "#000000", &c);
  adj_compat_get_color (GTK_WIDGET (f->map), &fg);
  g_assert_false (gdk_rgba_equal (&c, &fg));
  g_assert_cmpfloat (c.red, >, 0.95);
  g_assert_cmpfloat (c.green, >, 0.95);
  g_assert_cmpfloat (c.blue, >, 0.95);
  adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_full_color", "#000000", &c);
  g_assert_cmpfloat (c.red, >, c.green + 0.3);
  adj_compat_lookup_color (GTK_WIDGET (f->map), "no_such_color", "#102030", &c);
  g_assert_cmpfloat (fabs (c.red - 0x10 / 255.0), <, 0.01);

  /* the dark style darkens the land */
  {
    AdwStyleManager *style = adw_style_manager_get_default ();
    GdkRGBA light, dark = { 0, };

    adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
    g_assert_true (adj_test_wait_until ((adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_land_color",
                                                                  "#000000", &light), light.red > 0.8), 5000));
    adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
    for (gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC; g_get_monotonic_time () < end;)
      {
        g_main_context_iteration (NULL, FALSE);
        adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_land_color", "#000000", &dark);
        if (dark.red < light.red - 0.3)
          break;
      }
    g_assert_cmpfloat (dark.red, <, light.red - 0.3);
    adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  }
  adj_test_remove_app_style (css);
}

static void
test_draw_after_changes (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(AdjVictoryRecord) record = g_object_ref (adj_victory_map_widget_get_record (f->map));
  double x, y;
  cairo_surface_t *first;

  target_pixel (f, "paris", &x, &y);
  adj_victory_map_widget_zoom_at (f->map, 4, x, y);
  first = draw_map (f);

  adj_victory_map_widget_zoom_at (f->map, 6, x, y);
  assert_map_drawn (f, first, FALSE);
  adj_victory_map_widget_reset_zoom (f->map);
  adj_victory_map_widget_zoom_at (f->map, 4, x, y);
  assert_map_drawn (f, first, TRUE);

  adj_victory_record_toggle (record, target (f, "paris"));
  assert_map_drawn (f, first, FALSE);
  adj_victory_record_toggle (record, target (f, "paris"));
  assert_map_drawn (f, first, TRUE);

  adj_victory_map_widget_set_record (f->map, NULL);
  assert_map_drawn (f, first, FALSE);
  adj_victory_map_widget_set_record (f->map, record);
  assert_map_drawn (f, first, TRUE);
  cairo_surface_destroy (first);
}

/* The map's nodes of one frame: the ground (water, land and names) and a
 * node per marker, in drawing order, each with a reference. */
static GPtrArray *
map_nodes (Fixture *f)
{
  GtkWidget *widget = GTK_WIDGET (f->map);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GPtrArray *nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_CONTAINER_NODE);
  for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
    g_ptr_array_add (nodes, gsk_render_node_ref (gsk_container_node_get_child (node, i)));
  return nodes;
}

/* how many of @nodes are not in @others */
static guint
n_not_in (GPtrArray *nodes,
          GPtrArray *others)
{
  guint n = 0;

  for (guint i = 0; i < nodes->len; i++)
    {
      guint j;

      if (!g_ptr_array_find (others, g_ptr_array_index (nodes, i), &j))
        n++;
    }
  return n;
}

/* how many places of @nodes hold another node in @others */
static guint
n_moved (GPtrArray *nodes,
         GPtrArray *others)
{
  guint n = 0;

  g_assert_cmpuint (nodes->len, ==, others->len);
  for (guint i = 0; i < nodes->len; i++)
    if (g_ptr_array_index (nodes, i) != g_ptr_array_index (others, i))
      n++;
  return n;
}

/* GTK draws again only where a frame's nodes differ from the last one's:
 * a frame with nothing changed gives the very same nodes, and a tick
 * replaces its target's marker and no other node (not the ground, which is
 * most of the drawing), so that only the marker is drawn again. */
static void
test_tick_redraws_its_marker (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(GPtrArray) first = map_nodes (f);
  g_autoptr(GPtrArray) again = map_nodes (f);
  g_autoptr(GPtrArray) ticked = NULL;

  g_assert_cmpuint (first->len, >, 1);
  g_assert_cmpuint (n_moved (first, again), ==, 0);

  adj_victory_record_toggle (f->record, target (f, "paris"));
  ticked = map_nodes (f);
  g_assert_cmpuint (ticked->len, ==, first->len);
  g_assert_true (g_ptr_array_index (ticked, 0) == g_ptr_array_index (first, 0));
  /* one marker out, one in (it is drawn later now: the Axis' go on top) */
  g_assert_cmpuint (n_not_in (first, ticked), ==, 1);
  g_assert_cmpuint (n_not_in (ticked, first), ==, 1);
  /* and no other node changes its place: GTK compares the nodes place by
   * place and would draw again every one that moved */
  g_assert_cmpuint (n_moved (first, ticked), ==, 2);
}

/* a widget whose tooltip (adj-tooltip.c) contains @text */
static gboolean
has_tooltip_with (GtkWidget     *widget,
                  gconstpointer  text)
{
  const char *tip = adj_tooltip_get_text (widget);

  return tip && strstr (tip, text);
}

/* The widgets under @root whose tooltip contains @text. */
static guint
count_tooltips (GtkWidget  *root,
                const char *text)
{
  return adj_test_count (root, has_tooltip_with, text);
}

/* A tick rewords the target's row and the turn in the timeline, in the
 * tooltips they show, and changes no GTK tooltip: each change would make
 * GTK ask the display where the pointer is, on every tick. */
static void
test_tick_tooltips (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *oslo = GTK_WIDGET (checklist_check (f, "Oslo"));
  GtkWidget *box = gtk_widget_get_ancestor (oslo, ADJ_TYPE_VICTORY_TARGET_ROW);
  GtkWidget *timeline = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->view), ADJ_TYPE_VICTORY_VIEW,
                                                                   "timeline"));
  g_autofree char *before = g_strdup (adj_tooltip_get_text (box));
  g_autofree char *summary = NULL;
  guint changes = 0;

  g_assert_nonnull (before);
  g_assert_cmpuint (count_tooltips (timeline, "0 targets held"), ==, 1);
  g_assert_cmpuint (adj_test_watch_tooltips (GTK_WIDGET (f->window), &changes), >, 100);
  click_target (f, "oslo");
  g_assert_true (adj_test_wait_until (count_tooltips (timeline, "1 target held: Oslo") == 1, 5000));
  summary = adj_victory_text_target_summary (adj_victory_record_get_target (f->record, target (f, "oslo")));
  g_assert_cmpstr (adj_tooltip_get_text (box), ==, summary);
  g_assert_cmpstr (adj_tooltip_get_text (box), !=, before);
  click_target (f, "oslo");
  g_assert_true (adj_test_wait_until (count_tooltips (timeline, "0 targets held") == 1, 5000));
  g_assert_cmpstr (adj_tooltip_get_text (box), ==, before);
  g_assert_cmpuint (changes, ==, 0);
}

/* A change of style that leaves the map's colours as they were (GTK tells
 * of those too: a page shown, a state of an ancestor, another stylesheet;
 * here a class with a rule of its own)
 * keeps its ground: the land drawn on a thread for a visit's first frame is
 * not drawn again in the frame. One that changes them (the dark style)
 * draws the ground again, in the new colours. */
static void
test_style_change_keeps_ground (Fixture       *f,
                                gconstpointer  data)
{
  GtkCssProvider *app = adj_test_add_app_style ();
  GtkCssProvider *other = gtk_css_provider_new ();
  g_autofree char *css = g_build_filename (g_get_user_cache_dir (), "restyled.css", NULL);
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GPtrArray) dark = NULL;
  GdkRGBA light_land, dark_land;

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  adj_test_settle (GTK_WIDGET (f->map));
  adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_land_color", "#000000", &light_land);
  first = map_nodes (f);

  /* the map's style changes, its colours do not */
  g_assert_true (g_mkdir_with_parents (g_get_user_cache_dir (), 0700) == 0);
  g_assert_true (g_file_set_contents (css, ".adj-test-restyled { min-height: 2px; }", -1, NULL));
  gtk_css_provider_load_from_path (other, css);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (other),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_widget_add_css_class (GTK_WIDGET (f->map), "adj-test-restyled");
  adj_test_settle (GTK_WIDGET (f->map));
  again = map_nodes (f);
  g_assert_true (g_ptr_array_index (again, 0) == g_ptr_array_index (first, 0));
  g_assert_cmpuint (n_moved (first, again), ==, 0);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adj_test_wait_until ((adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_land_color",
                                                                "#000000", &dark_land),
                                       dark_land.red < light_land.red - 0.3), 5000));
  adj_test_settle (GTK_WIDGET (f->map));
  dark = map_nodes (f);
  g_assert_true (g_ptr_array_index (dark, 0) != g_ptr_array_index (first, 0));

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  gtk_widget_remove_css_class (GTK_WIDGET (f->map), "adj-test-restyled");
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (other));
  g_object_unref (other);
  adj_test_remove_app_style (app);
}

/* A new size starts the map's water and land on a thread, which the next
 * frame takes (src/views/adj-victory-map-widget.c: start_base ()): what it
 * draws must be what the frame itself draws for a view without a new size
 * (zoomed in and back), colours and all; and a view changed before the frame
 * must not take it. Allocated here by hand, so that no frame has taken it
 * yet. Then the window's own size comes back. */
static void
test_base_drawn_on_thread (Fixture       *f,
                           gconstpointer  data)
{
  GtkWidget *map = GTK_WIDGET (f->map);
  int width = gtk_widget_get_width (map), height = gtk_widget_get_height (map);
  cairo_surface_t *threaded;
  int sizes[][2] = { { width - 37, height - 23 }, { width / 2, height / 2 } };

  g_assert_true (gtk_widget_get_mapped (map));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      double cx = sizes[i][0] / 2.0, cy = sizes[i][1] / 2.0;

      /* the frame takes the thread's base */
      gtk_widget_size_allocate (map, &(GtkAllocation) { 0, 0, sizes[i][0], sizes[i][1] }, -1);
      g_assert_cmpint (gtk_widget_get_width (map), ==, sizes[i][0]);
      threaded = draw_map (f);
      adj_victory_map_widget_zoom_at (f->map, 2, cx, cy);
      assert_map_drawn (f, threaded, FALSE);
      adj_victory_map_widget_reset_zoom (f->map);
      assert_map_drawn (f, threaded, TRUE);
      cairo_surface_destroy (threaded);

      /* zoomed before the frame: the thread's base no longer fits */
      gtk_widget_size_allocate (map, &(GtkAllocation) { 0, 0, sizes[i][0] + 5, sizes[i][1] + 3 }, -1);
      adj_victory_map_widget_zoom_at (f->map, 2, cx, cy);
      threaded = draw_map (f);
      adj_victory_map_widget_reset_zoom (f->map);
      adj_victory_map_widget_zoom_at (f->map, 2, cx, cy);
      assert_map_drawn (f, threaded, TRUE);
      cairo_surface_destroy (threaded);
      adj_victory_map_widget_reset_zoom (f->map);
    }
  gtk_widget_queue_resize (map);
  g_assert_true (adj_test_wait_until (gtk_widget_get_width (map) == width, 5000));
}

/* The map's projection in the window at two sizes: README formula
 * x = (lon + 180) / 360 * W, y = (90 - lat) / 180 * H for the world's
 * rectangle, centred in the widget. */
static void
test_projection_two_sizes (Fixture       *f,
                           gconstpointer  data)
{
  const int sizes[2][2] = { { 1400, 900 }, { 1000, 700 } };
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (gdk_display_get_monitors (gdk_display_get_default ()), 0);
  GdkRectangle screen;

  gdk_monitor_get_geometry (monitor, &screen);

  for (guint i = 0; i < 2; i++)
    {
      int w, h;
      double world_w, world_h, x, y;

      gtk_window_set_default_size (f->window, sizes[i][0], sizes[i][1]);
      gtk_widget_queue_resize (GTK_WIDGET (f->window));
      /* the window takes the size, or the screen's width if that is less */
      g_assert_true (adj_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) == MIN (sizes[i][0], screen.width) &&
                                          gtk_widget_get_height (GTK_WIDGET (f->window)) == sizes[i][1], 5000));
      w = gtk_widget_get_width (GTK_WIDGET (f->map));
      h = gtk_widget_get_height (GTK_WIDGET (f->map));
      world_w = MIN (w, 2.0 * h);
      world_h = world_w / 2.0;
      target_pixel (f, "london", &x, &y);
      g_test_message ("map %dx%d: London at %.1f,%.1f", w, h, x, y);
      g_assert_cmpfloat_with_epsilon (x, (w - world_w) / 2 + (-0.13 + 180) / 360 * world_w, 1e-6);
      g_assert_cmpfloat_with_epsilon (y, (h - world_h) / 2 + (90 - 51.51) / 180 * world_h, 1e-6);
      click_target (f, "london");
    }
  g_assert_false (adj_victory_record_get_held (f->record, 0, target (f, "london")));
}

/* A phone-sized window: the page fits the 350 pixels an AdjWindow 360
 * pixels wide leaves its pages (its border takes 10), the map stands above
 * the checklist there and beside it on a laptop. */
static void
test_narrow_window (Fixture       *f,
                    gconstpointer  data)
{
  GtkCssProvider *css = adj_test_add_app_style ();
  GtkWidget *list = GTK_WIDGET (adj_victory_view_get_checklist (f->view));
  AdjColumns *columns;
  int min, min_height;

  gtk_widget_measure (GTK_WIDGET (f->view), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 350);

  columns = find_widget (f, ADJ_TYPE_COLUMNS, 0);
  gtk_window_set_default_size (f->window, 360, 640);
  g_assert_true (adj_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) == 360, 5000));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->window)), ==, 640);
  g_assert_false (adj_columns_get_side_by_side (columns));
  /* and fits the height a 360x640 window leaves under its header bar and
   * above its page switcher */
  gtk_widget_measure (GTK_WIDGET (f->view), GTK_ORIENTATION_VERTICAL, 350, &min_height, NULL, NULL, NULL);
  g_assert_cmpint (min_height, <=, 520);
  /* the map keeps a usable size above the list */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->map)), >=, 160);
  /* under the map the sidebar scrolls, and in it the checklist, which
   * keeps room for a few rows and makes no more */
  g_assert_true (adj_test_wait_until (n_rows_made (list) > 0, 5000));
  g_assert_cmpint (gtk_widget_get_height (list), >=, 200);
  g_assert_cmpuint (n_rows_made (list), <, 20);
  click_target (f, "london");
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "london")));

  gtk_window_set_default_size (f->window, 1200, 768);
  g_assert_true (adj_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) == 1200, 5000));
  g_assert_true (adj_columns_get_side_by_side (columns));
  adj_test_remove_app_style (css);
}

/* The page follows the record's notifies, whoever changes it (undo, the
 * projector, another window): labels, checklist, timeline and actions. */
static void
test_follows_record (Fixture       *f,
                     gconstpointer  data)
{
  GtkLabel *turn_label = find_label (f, "victory-turn-label");
  GtkLabel *pending = find_label (f, "victory-pending");
  GtkLabel *classes = find_label (f, "victory-class-totals");
  GtkListView *timeline = NULL;
  GtkCheckButton *delhi = checklist_check (f, "Delhi");
  GtkWidget *back = NULL;
  GListModel *items;

  for (guint i = 0; timeline == NULL; i++)
    {
      GtkWidget *list = find_widget (f, GTK_TYPE_LIST_VIEW, i);

      if (gtk_widget_has_css_class (list, "victory-timeline"))
        timeline = GTK_LIST_VIEW (list);
    }
  for (guint i = 0; back == NULL; i++)
    {
      GtkWidget *button = find_widget (f, GTK_TYPE_BUTTON, i);

      if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "victory.select-current") == 0)
        back = button;
    }
  items = G_LIST_MODEL (gtk_list_view_get_model (timeline));

  adj_victory_record_set_start (f->record, 1941, 5);
  g_assert_cmpstr (gtk_label_get_label (turn_label), ==, "Nov/Dec 1941");
  adj_victory_record_toggle (f->record, target (f, "delhi"));
  g_assert_true (gtk_check_button_get_active (delhi));
  g_assert_cmpstr (gtk_label_get_label (pending), ==, "+3 VP when Nov/Dec 1941 ends");
  adj_victory_record_end_turn (f->record);
  g_assert_cmpstr (gtk_label_get_label (turn_label), ==, "Jan/Feb 1942");
  g_assert_cmpstr (adj_victory_view_get_total_text (f->view), ==, "3");
  g_assert_cmpstr (gtk_label_get_label (classes), ==, "Primary 3   Secondary 0   Tertiary 0");
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 2);
  g_assert_cmpuint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (items)), ==, 1);

  /* a past turn selected elsewhere: the caption, Back and End Turn follow */
  g_assert_false (gtk_widget_get_visible (back));
  adj_victory_record_select_turn (f->record, 0);
  g_assert_cmpstr (gtk_label_get_label (turn_label), ==, "Nov/Dec 1941");
  g_assert_true (gtk_widget_get_visible (back));
  g_assert_cmpuint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (items)), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->view), "victory.end-turn", NULL);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->record), ==, 2);
  adj_victory_record_select_turn (f->record, 1);
  g_assert_false (gtk_widget_get_visible (back));
}

/* The chart shows the page's record, and each turn's total: a turn that
 * credits points changes it, undoing that puts it back. */
static void
test_chart_follows_turns (Fixture       *f,
                          gconstpointer  data)
{
  AdjVictoryChart *chart = find_widget (f, ADJ_TYPE_VICTORY_CHART, 0);
  cairo_surface_t *before, *after;

  g_assert_true (adj_victory_chart_get_record (chart) == f->record);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (chart)), >=, 84);
  adj_victory_record_end_turn (f->record);
  before = draw_widget (GTK_WIDGET (chart));
  adj_victory_record_select_turn (f->record, 0);
  adj_victory_record_toggle (f->record, target (f, "delhi"));
  after = draw_widget (GTK_WIDGET (chart));
  g_assert_false (same_pixels (before, after));
  cairo_surface_destroy (after);
  adj_victory_record_toggle (f->record, target (f, "delhi"));
  after = draw_widget (GTK_WIDGET (chart));
  g_assert_true (same_pixels (before, after));
  cairo_surface_destroy (after);
  cairo_surface_destroy (before);

  /* every value of the chart is in its description: Delhi held in the
   * first turn gives 3 VP at its end, still 3 if the second ended now */
  adj_victory_record_toggle (f->record, target (f, "delhi"));
  {
    g_autofree char *first = adj_victory_text_dup_turn (f->record, 0);
    g_autofree char *second = adj_victory_text_dup_turn (f->record, 1);
    g_autofree char *expected = g_strdup_printf ("Historical total: 18 VP. %s: 3 VP. %s: 3 VP if it ended now.",
                                                 first, second);
    g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart),
                                                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);

    if (error)
      g_test_message ("%s", error);
    g_assert_null (error);
  }
}

/* victory.toggle takes a target's id; an unknown id changes nothing. */
static void
test_toggle_action (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(AdjVictoryTurn) first = g_list_model_get_item (adj_victory_record_get_turns (f->record), 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "victory.toggle", "s", "oslo"));
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "oslo")));
  g_assert_true (gtk_check_button_get_active (checklist_check (f, "Oslo")));
  gtk_widget_activate_action (GTK_WIDGET (f->view), "victory.toggle", "s", "atlantis");
  g_assert_true (adj_victory_record_get_held (f->record, 0, target (f, "oslo")));
  g_assert_cmpuint (adj_victory_turn_get_n_held (first), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "victory.toggle", "s", "oslo"));
  g_assert_false (adj_victory_record_get_held (f->record, 0, target (f, "oslo")));
  g_assert_false (gtk_check_button_get_active (checklist_check (f, "Oslo")));
}

static void
assert_map_name (Fixture    *f,
                 const char *id)
{
  AdjVictoryTarget *t = adj_victory_record_get_target (f->record, (guint) target (f, id));
  g_autofree char *name = adj_victory_text_target_name (t);
  g_autofree char *label = g_strdup_printf ("Victory map: %s", name);
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->map), GTK_ACCESSIBLE_PROPERTY_LABEL, label);

  g_assert_null (error);
}

/* From the keyboard: the map takes the focus and gives it to a target;
 * arrows move it by direction, Space ticks the focused target for the
 * selected turn, plus zooms about it; the map's name says the target and
 * whether it is ticked. */
static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  double x0, y0, x1, y1;
  int paris = target (f, "paris");
  int east;

  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (f->map)));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (f->map)));
  g_assert_true (adj_test_wait_until (adj_victory_map_widget_get_focus_target (f->map) >= 0, 5000));

  adj_victory_map_widget_set_focus_target (f->map, paris);
  assert_map_name (f, "paris");
  g_assert_true (press_key (GTK_WIDGET (f->map), GDK_KEY_Right));
  east = adj_victory_map_widget_get_focus_target (f->map);
  g_assert_cmpint (east, !=, paris);
  g_assert_cmpfloat (adj_victory_target_get_lon (adj_victory_record_get_target (f->record, (guint) east)), >,
                     adj_victory_target_get_lon (adj_victory_record_get_target (f->record, (guint) paris)));
  g_assert_true (press_key (GTK_WIDGET (f->map), GDK_KEY_Left));
  g_assert_cmpint (adj_victory_map_widget_get_focus_target (f->map), !=, east);
  adj_victory_map_widget_set_focus_target (f->map, paris);
  g_assert_true (press_key (GTK_WIDGET (f->map), GDK_KEY_Up));
  g_assert_cmpfloat (adj_victory_target_get_lat (adj_victory_record_get_target (f->record, (guint) adj_victory_map_widget_get_focus_target (f->map))), >, 48.86);
  adj_victory_map_widget_set_focus_target (f->map, paris);

  /* Space ticks Paris for the selected turn, and again unticks it */
  g_assert_false (adj_victory_record_get_held (f->record, 0, paris));
  g_assert_true (press_key (GTK_WIDGET (f->map), GDK_KEY_space));
  g_assert_true (adj_victory_record_get_held (f->record, 0, paris));
  assert_map_name (f, "paris");
  g_assert_true (press_key (GTK_WIDGET (f->map), GDK_KEY_Return));
  g_assert_false (adj_victory_record_get_held (f->record, 0, paris));
  g_assert_true (press_key (GTK_WIDGET (f->map), GDK_KEY_space));

  /* plus zooms about Paris, not about the middle of the map (Africa);
   * zoomed in so that the world's edges leave room for that */
  target_pixel (f, "paris", &x0, &y0);
  adj_victory_map_widget_zoom_at (f->map, 3, x0, y0);
  g_assert_true (press_key (GTK_WIDGET (f->map), GDK_KEY_plus));
  g_assert_cmpfloat_with_epsilon (adj_victory_map_widget_get_zoom (f->map), 3 * ADJ_VICTORY_MAP_WIDGET_ZOOM_STEP, 1e-9);
  target_pixel (f, "paris", &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x0, x1, 0.01);
  g_assert_cmpfloat_with_epsilon (y0, y1, 0.01);
  /* so does the zoom button */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "victory.zoom-in", NULL));
  target_pixel (f, "paris", &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x0, x1, 0.01);
  g_assert_cmpfloat_with_epsilon (y0, y1, 0.01);
  g_assert_true (press_key (GTK_WIDGET (f->map), GDK_KEY_minus));
  g_assert_cmpfloat_with_epsilon (adj_victory_map_widget_get_zoom (f->map), 3 * ADJ_VICTORY_MAP_WIDGET_ZOOM_STEP, 1e-9);
  /* other keys go on to the window */
  g_assert_false (press_key (GTK_WIDGET (f->map), GDK_KEY_a));
}

/* Without a focused target or the pointer, zooming keeps the targets the
 * Axis holds in place, not the middle of the world. */
static void
test_zoom_anchor (Fixture       *f,
                  gconstpointer  data)
{
  double x, y, px, py;

  click_target (f, "paris");
  adj_victory_map_widget_set_focus_target (f->map, -1);
  adj_victory_map_widget_get_zoom_anchor (f->map, &x, &y);
  target_pixel (f, "paris", &px, &py);
  g_assert_cmpfloat_with_epsilon (x, px, 0.01);
  g_assert_cmpfloat_with_epsilon (y, py, 0.01);
}

/* A row's columns (the run, the points earned, the points left), in order:
 * inscriptions, whose text changes without laying the window out again. */
static char *
row_columns (GtkWidget *row)
{
  GString *text = g_string_new (NULL);

  for (GtkWidget *c = gtk_widget_get_first_child (row); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_INSCRIPTION (c))
      g_string_append_printf (text, "%s%s", text->len ? " " : "", gtk_inscription_get_text (GTK_INSCRIPTION (c)));
  return g_string_free (text, FALSE);
}

/* Each checklist row says its target, class, value, ticked or not and
 * points, and follows the ticks, in its name and in its columns. */
static void
test_row_names (Fixture       *f,
                gconstpointer  data)
{
  GtkCheckButton *check = checklist_check (f, "Oslo");
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (check), ADJ_TYPE_VICTORY_TARGET_ROW);
  g_autofree char *error = NULL;
  g_autofree char *error2 = NULL;
  g_autofree char *columns = row_columns (row);
  g_autofree char *columns2 = NULL;

  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              "Oslo, Secondary target, 3 VP: not ticked, not held by the Axis; 0 of 3 VP earned");
  g_assert_null (error);
  g_assert_cmpstr (columns, ==, "– 0 3");
  g_assert_true (gtk_widget_activate (GTK_WIDGET (check)));
  g_assert_true (adj_test_wait_until (adj_victory_record_get_held (f->record, 0, target (f, "oslo")), 5000));
  error2 = gtk_test_accessible_check_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                               "Oslo, Secondary target, 3 VP: ticked, held by the Axis; 1 of 3 VP earned");
  g_assert_null (error2);
  columns2 = row_columns (row);
  g_assert_cmpstr (columns2, ==, "1 1 2");
}

/* The page's projector: the total against the historical 18, the targets
 * by state, and the targets held in the selected turn with their ticks;
 * it follows the record. */
static void
test_projector (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *projector = adj_page_create_projector (ADJ_PAGE (f->view));
  GtkWidget *window = gtk_window_new ();
  g_autofree char *turn = NULL;
  g_autofree char *heading = NULL;

  g_assert_true (ADJ_IS_VICTORY_PROJECTOR (projector));
  g_assert_true (adj_victory_projector_get_record (ADJ_VICTORY_PROJECTOR (projector)) == f->record);
  gtk_window_set_child (GTK_WINDOW (window), projector);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (projector), 5000));
  g_assert_nonnull (adj_test_find_label (projector, "Axis Victory Points"));
  g_assert_nonnull (adj_test_find_label (projector, "0"));
  g_assert_nonnull (adj_test_find_label (projector, "/ 18 historical"));
  turn = adj_victory_text_dup_turn (f->record, 0);
  heading = g_strdup_printf ("No target held in %s", turn);
  g_assert_nonnull (adj_test_find_label (projector, heading));
  g_assert_nonnull (adj_test_find_label (projector, "Full credit: 0"));

  /* Oslo (secondary, 3 VP) and Paris held for two turns: 2 VP from Oslo */
  click_target (f, "oslo");
  click_target (f, "paris");
  g_assert_true (adj_test_wait_until (adj_test_find_label (projector, "✓ Oslo (1)") != NULL, 5000));
  g_assert_nonnull (adj_test_find_label (projector, "✓ Paris (1)"));
  g_assert_nonnull (adj_test_find_label (projector, "Held 1 turn: 2"));
  adj_victory_record_end_turn (f->record);
  adj_victory_record_end_turn (f->record);
  g_assert_true (adj_test_wait_until (adj_test_find_label (projector, "2") != NULL, 5000));
  /* the third turn, in progress: held three turns, ticked */
  g_assert_true (adj_test_wait_until (adj_test_find_label (projector, "✓ Oslo (3)") != NULL, 5000));
  g_assert_nonnull (adj_test_find_label (projector, "Full credit: 2"));
  click_target (f, "paris");
  g_clear_pointer (&turn, g_free);
  g_clear_pointer (&heading, g_free);
  turn = adj_victory_text_dup_turn (f->record, 2);
  heading = g_strdup_printf ("1 target held in %s", turn);
  g_assert_true (adj_test_wait_until (adj_test_find_label (projector, heading) != NULL, 5000));
  g_assert_null (adj_test_find_label (projector, "✓ Paris (3)"));
  /* back to the first turn */
  adj_victory_record_select_turn (f->record, 0);
  g_assert_true (adj_test_wait_until (adj_test_find_label (projector, "✓ Paris (1)") != NULL, 5000));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The projector's ticked targets, in the order shown. */
static char *
projector_ticked (GtkWidget *projector)
{
  GtkWidget *box = GTK_WIDGET (gtk_widget_get_template_child (projector, ADJ_TYPE_VICTORY_PROJECTOR, "ticked_box"));
  GString *text = g_string_new (NULL);

  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    g_string_append_printf (text, "%s%s", text->len ? ", " : "",
                            gtk_label_get_label (GTK_LABEL (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c)))));
  return g_string_free (text, FALSE);
}

static gboolean
projector_shows (GtkWidget  *projector,
                 const char *expected)
{
  g_autofree char *shown = projector_ticked (projector);

  return g_strcmp0 (shown, expected) == 0;
}

/* A tick on the projector adds or removes its target's label: the labels
 * of the other ticked targets stay (a tick that made every label again laid
 * out and drew the whole list, on every tick, on a wall-sized window). And
 * none of them takes the keyboard focus, whose ring the wall would show. */
static void
test_projector_keeps_labels (Fixture       *f,
                             gconstpointer  data)
{
  GtkWidget *projector = adj_page_create_projector (ADJ_PAGE (f->view));
  GtkWidget *window = gtk_window_new ();
  GtkWidget *oslo, *paris;

  gtk_window_set_child (GTK_WINDOW (window), projector);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (projector), 5000));
  click_target (f, "paris");
  click_target (f, "oslo");
  g_assert_true (adj_test_wait_until (projector_shows (projector, "✓ Paris (1), ✓ Oslo (1)"), 5000));
  /* shown on the wall, not used: no target takes the focus (and its ring) */
  g_assert_false (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
  oslo = adj_test_find_label (projector, "✓ Oslo (1)");
  paris = adj_test_find_label (projector, "✓ Paris (1)");

  click_target (f, "delhi");
  g_assert_true (adj_test_wait_until (projector_shows (projector, "✓ Paris (1), ✓ Oslo (1), ✓ Delhi (1)"), 5000));
  g_assert_true (adj_test_find_label (projector, "✓ Oslo (1)") == oslo);
  g_assert_true (adj_test_find_label (projector, "✓ Paris (1)") == paris);

  click_target (f, "oslo");
  g_assert_true (adj_test_wait_until (projector_shows (projector, "✓ Paris (1), ✓ Delhi (1)"), 5000));
  g_assert_true (adj_test_find_label (projector, "✓ Paris (1)") == paris);
  /* a run that grows rewords the same label */
  adj_victory_record_end_turn (f->record);
  g_assert_true (adj_test_wait_until (projector_shows (projector, "✓ Paris (2), ✓ Delhi (2)"), 5000));
  g_assert_true (adj_test_find_label (projector, "✓ Paris (2)") == paris);
  g_assert_true (adj_test_find_label (projector, "Held 2 turns: 2") != NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

static double
luminance (const GdkRGBA *c)
{
  double ch[3] = { c->red, c->green, c->blue };

  for (int i = 0; i < 3; i++)
    ch[i] = ch[i] <= 0.03928 ? ch[i] / 12.92 : pow ((ch[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
}

/* WCAG contrast of @fg (with its alpha, over @bg) against @bg */
static double
contrast (const GdkRGBA *fg,
          const GdkRGBA *bg)
{
  GdkRGBA over = { fg->red * fg->alpha + bg->red * (1 - fg->alpha),
                   fg->green * fg->alpha + bg->green * (1 - fg->alpha),
                   fg->blue * fg->alpha + bg->blue * (1 - fg->alpha), 1 };
  double a = luminance (&over), b = luminance (bg);

  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

static double
text_contrast (Fixture    *f,
               const char *text)
{
  GtkWidget *label = adj_test_find_label (GTK_WIDGET (f->view), text);
  GdkRGBA fg, bg;

  g_assert_nonnull (label);
  adj_compat_get_color (label, &fg);
  adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_outside_color", "#000000", &bg);
  return contrast (&fg, &bg);
}

/* The total and the historical total (the legend's blue as text) keep
 * 4.5:1 against the window in the light and the dark style, and in high
 * contrast, which also outlines the markers in black. */
static void
test_text_contrast (Fixture       *f,
                    gconstpointer  data)
{
  GtkCssProvider *css = adj_test_add_app_style ();
  AdwStyleManager *style = adw_style_manager_get_default ();
  GdkRGBA bg;

  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      g_assert_true (adj_test_wait_until ((adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_outside_color",
                                                                    "#808080", &bg),
                                           dark ? bg.red < 0.3 : bg.red > 0.9), 5000));
      g_test_message ("%s: total %.2f, historical %.2f", dark ? "dark" : "light",
                      text_contrast (f, "0"), text_contrast (f, "/ 18 historical"));
      g_assert_cmpfloat (text_contrast (f, "0"), >=, 4.5);
      g_assert_cmpfloat (text_contrast (f, "/ 18 historical"), >=, 4.5);
    }

  /* high contrast (libadwaita before 1.6 loads style-hc.css after
   * style.css; newer ones get it in a media query, not forced here) */
  if (g_resources_get_info (RESOURCE_PREFIX "/style-hc.css", 0, NULL, NULL, NULL))
    {
      GtkCssProvider *hc = gtk_css_provider_new ();
      GdkRGBA outline;

      gtk_css_provider_load_from_resource (hc, RESOURCE_PREFIX "/style-hc.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (hc),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      for (int dark = 0; dark < 2; dark++)
        {
          adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
          g_assert_true (adj_test_wait_until ((adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_outside_color",
                                                                        "#808080", &bg),
                                               dark ? bg.red < 0.3 : bg.red > 0.9), 5000));
          g_test_message ("high contrast %s: historical %.2f", dark ? "dark" : "light",
                          text_contrast (f, "/ 18 historical"));
          g_assert_cmpfloat (text_contrast (f, "/ 18 historical"), >=, 4.5);
          adj_compat_lookup_color (GTK_WIDGET (f->map), "victory_marker_outline_color", "#808080", &outline);
          g_assert_cmpfloat (outline.red + outline.green + outline.blue, <, 0.01);
        }
      gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (hc));
      g_object_unref (hc);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  adj_test_remove_app_style (css);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (!gtk_init_check ())
    {
      /* a whole TAP program is skipped with this plan; meson reads exit status 77 from a
       * TAP test as an error (and the Flatpak's tests run without a display) */
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();

  g_test_add ("/victory-view/tick-and-end-turns", Fixture, NULL, fixture_set_up, test_tick_and_end_turns, fixture_tear_down);
  g_test_add ("/victory-view/correct-past-turn", Fixture, NULL, fixture_set_up, test_correct_past_turn, fixture_tear_down);
  g_test_add ("/victory-view/filters", Fixture, NULL, fixture_set_up, test_filters, fixture_tear_down);
  g_test_add ("/victory-view/zoom-and-draw", Fixture, NULL, fixture_set_up, test_zoom_and_draw, fixture_tear_down);
  g_test_add ("/victory-view/colours-from-style", Fixture, NULL, fixture_set_up, test_colours_from_style, fixture_tear_down);
  g_test_add ("/victory-view/draw-after-changes", Fixture, NULL, fixture_set_up, test_draw_after_changes, fixture_tear_down);
  g_test_add ("/victory-view/base-drawn-on-thread", Fixture, NULL, fixture_set_up, test_base_drawn_on_thread, fixture_tear_down);
  g_test_add ("/victory-view/projection-two-sizes", Fixture, NULL, fixture_set_up, test_projection_two_sizes, fixture_tear_down);
  g_test_add ("/victory-view/follows-record", Fixture, NULL, fixture_set_up, test_follows_record, fixture_tear_down);
  g_test_add ("/victory-view/chart-follows-turns", Fixture, NULL, fixture_set_up, test_chart_follows_turns, fixture_tear_down);
  g_test_add ("/victory-view/toggle-action", Fixture, NULL, fixture_set_up, test_toggle_action, fixture_tear_down);
  g_test_add ("/victory-view/keyboard", Fixture, NULL, fixture_set_up, test_keyboard, fixture_tear_down);
  g_test_add ("/victory-view/zoom-anchor", Fixture, NULL, fixture_set_up, test_zoom_anchor, fixture_tear_down);
  g_test_add ("/victory-view/row-names", Fixture, NULL, fixture_set_up, test_row_names, fixture_tear_down);
  g_test_add ("/victory-view/projector", Fixture, NULL, fixture_set_up, test_projector, fixture_tear_down);
  g_test_add ("/victory-view/tick-tooltips", Fixture, NULL, fixture_set_up, test_tick_tooltips, fixture_tear_down);
  g_test_add ("/victory-view/style-change-keeps-ground", Fixture, NULL, fixture_set_up, test_style_change_keeps_ground,
              fixture_tear_down);
  g_test_add ("/victory-view/projector-keeps-labels", Fixture, NULL, fixture_set_up, test_projector_keeps_labels,
              fixture_tear_down);
  g_test_add ("/victory-view/text-contrast", Fixture, NULL, fixture_set_up, test_text_contrast, fixture_tear_down);
  g_test_add ("/victory-view/checklist-rows", Fixture, NULL, fixture_set_up, test_checklist_rows, fixture_tear_down);
  g_test_add ("/victory-view/narrow-window", Fixture, NULL, fixture_set_up, test_narrow_window, fixture_tear_down);
  g_test_add ("/victory-view/tick-redraws-its-marker", Fixture, NULL, fixture_set_up, test_tick_redraws_its_marker,
              fixture_tear_down);
  return g_test_run ();
}
