/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every step of a PTO seasonal and monthly turn in the real main window, at
 * 1366x768 and at 1024x600: no control off-screen and the window no wider
 * than the screen; every control named for what it does and for whom (no
 * two buttons with one name); and a roll typed into any dice entry never
 * leaves the focus on a button, where the next roll's digits and spaces
 * would press it.
 *
 * With ADJ_PTO_SHOTS=DIR in the environment it also saves each step as
 * DIR/pto-WxH-NN.png (the window as GTK draws it). */

#include "config.h"

#include <string.h>

#include "adj-application.h"
#include "adj-dice-box.h"
#include "adj-lazy-page.h"
#include "adj-page.h"
#include "adj-pto-game.h"
#include "adj-pto-view.h"
#include "adj-pto-zone-row.h"
#include "adj-test-a11y.h"
#include "adj-test-app.h"
#include "adj-test-utils.h"
#include "adj-test-widgets.h"
#include "adj-window.h"

static AdjApplication *app;
static AdjWindow *window;

typedef struct {
  int    width;
  int    height;
  guint  n_shots;
  guint  n_typed;
  guint  n_visits;
  guint  n_zones_named;
} Walk;

static AdjPtoGame *
model (void)
{
  return ADJ_PTO_GAME (adj_game_get_model (adj_application_get_game (app), "pto"));
}

static GtkWidget *
page (void)
{
  return adj_lazy_page_ensure (ADJ_LAZY_PAGE (adw_view_stack_get_child_by_name (adj_window_get_stack (window), "pto")));
}

static GtkWidget *
view_child (const char *id)
{
  return GTK_WIDGET (gtk_widget_get_template_child (page (), ADJ_TYPE_PTO_VIEW, id));
}

static void
settle (void)
{
  /* layout and the dice box's clicked timeout; then idle */
  gint64 end = g_get_monotonic_time () + 50 * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* the window as GTK draws it, to look at */
static void
shoot (Walk *walk)
{
  const char *dir = g_getenv ("ADJ_PTO_SHOTS");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  GskRenderer *renderer;

  if (dir == NULL)
    return;
  paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, walk->width, walk->height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    return;
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, walk->width, walk->height));
  name = g_strdup_printf ("pto-%dx%d-%02u.png", walk->width, walk->height, ++walk->n_shots);
  path = g_build_filename (dir, name, NULL);
  gdk_texture_save_to_png (texture, path);
}

static gboolean
is_roll_button (GtkWidget *w)
{
  const char *label = GTK_IS_BUTTON (w) ? gtk_button_get_label (GTK_BUTTON (w)) : NULL;

  return label && g_str_has_prefix (label, "_Roll");
}

/* The controls of a dice box say what they roll for. */
static void
assert_dice_named (AdjDiceBox *box,
                   const char *what)
{
  AdjDiceSpec spec;
  g_autofree char *dice = NULL;
  g_autofree char *roll = NULL;
  g_autofree char *faces = NULL;
  g_autofree char *real = NULL;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint checked = 0;

  g_assert_true (adj_dice_spec_parse (adj_dice_box_get_spec (box), &spec, NULL));
  dice = adj_dice_spec_to_string (&spec);
  roll = g_strdup_printf ("Roll %s for %s", dice, what);
  faces = g_strdup_printf ("Faces of %s rolled for %s", dice, what);
  real = g_strdup_printf ("Real dice for %s", what);
  adj_test_collect_of_type (GTK_WIDGET (box), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *b = g_ptr_array_index (buttons, i);
      const char *expected = GTK_IS_TOGGLE_BUTTON (b) ? real : is_roll_button (b) ? roll : NULL;
      g_autofree char *wrong = NULL;

      if (expected == NULL)
        continue;
      wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
      if (wrong)
        g_error ("%s", wrong);
      checked++;
    }
  g_assert_cmpuint (checked, ==, 2);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (adj_test_find_of_type (GTK_WIDGET (box), GTK_TYPE_ENTRY)),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, faces));
}

static void
assert_all_dice_named (Walk *walk)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  assert_dice_named (ADJ_DICE_BOX (view_child ("tie_japan_dice")), "Japan's initiative tie");
  assert_dice_named (ADJ_DICE_BOX (view_child ("tie_allies_dice")), "the Allies' initiative tie");
  adj_test_collect_of_type (page (), ADJ_TYPE_PTO_ZONE_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      AdjPtoZone *zone = adj_pto_zone_row_get_zone (g_ptr_array_index (rows, i));
      g_autofree char *what = g_strdup_printf ("%s grounding", adj_pto_zone_get_label (zone));

      assert_dice_named (ADJ_DICE_BOX (adj_test_find_of_type (g_ptr_array_index (rows, i), ADJ_TYPE_DICE_BOX)), what);
      walk->n_zones_named++;
    }
}

/* Checks of the step shown now. */
static void
visit (Walk *walk)
{
  GtkWidget *root = GTK_WIDGET (window);
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  const char *title = adj_pto_step_get_title (adj_pto_game_get_current_step (model ()));

  settle ();
  walk->n_visits++;
  /* the window stays the screen's size: nothing in the page asks for more */
  {
    int min_width = 0;

    gtk_widget_measure (root, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
    g_assert_cmpint (min_width, <=, walk->width);
  }
  g_assert_cmpint (gtk_widget_get_width (root), <=, walk->width);
  g_assert_cmpint (gtk_widget_get_height (root), <=, walk->height);

  adj_test_collect_of_type (page (), GTK_TYPE_WIDGET, controls);
  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (controls, i);
      graphene_rect_t bounds;
      GtkWidget *scroller;

      if (!adj_test_is_control (w) || !gtk_widget_get_mapped (w) || adj_test_is_library_owned (w))
        continue;
      /* inside the window, or inside a scrolled window that is */
      g_assert_true (gtk_widget_compute_bounds (w, root, &bounds));
      scroller = gtk_widget_get_ancestor (w, GTK_TYPE_SCROLLED_WINDOW);
      if (scroller == NULL)
        {
          if (bounds.origin.x < -0.5 || bounds.origin.y < -0.5
              || bounds.origin.x + bounds.size.width > walk->width + 0.5
              || bounds.origin.y + bounds.size.height > walk->height + 0.5)
            g_error ("%s “%s” at %gx%g+%g+%g is off the %dx%d window on step “%s”", G_OBJECT_TYPE_NAME (w),
                     GTK_IS_BUTTON (w) ? gtk_button_get_label (GTK_BUTTON (w)) : "",
                     bounds.size.width, bounds.size.height, bounds.origin.x, bounds.origin.y,
                     walk->width, walk->height, title);
        }
      /* a roll says for what: not the bare "Roll 2d6" */
      if (is_roll_button (w))
        g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL));
    }
  adj_test_assert_all_named (page ());
  assert_all_dice_named (walk);
  shoot (walk);
}

/* A player with real dice types the faces and presses Enter (the entry's
 * activate); the focus must then be in a dice entry or nowhere: never on
 * a button or a row that the next roll's digits and spaces would press. */
static void
type_roll (Walk       *walk,
           AdjDiceBox *box,
           const char *faces)
{
  GtkWidget *entry;
  GtkWidget *focus;
  AdjDiceSpec spec;
  GString *text = g_string_new (NULL);

  g_assert_true (adj_dice_spec_parse (adj_dice_box_get_spec (box), &spec, NULL));
  for (int i = 0; i < adj_dice_spec_n_faces (&spec); i++)
    g_string_append_printf (text, "%s%c", i ? " " : "", faces[i % strlen (faces)]);
  adj_dice_box_set_physical (box, TRUE);
  entry = adj_test_find_of_type (GTK_WIDGET (box), GTK_TYPE_ENTRY);
  gtk_widget_grab_focus (entry);
  settle ();
  g_assert_true (gtk_widget_is_focus (entry) || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), text->str);
  g_signal_emit_by_name (entry, "activate");
  settle ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  if (focus != NULL && !(gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY)
                         && gtk_widget_get_ancestor (focus, ADJ_TYPE_DICE_BOX)
                         && gtk_widget_get_mapped (focus)))
    g_error ("after typing “%s” on step “%s”, the focus is on %s “%s”: the next roll's keys would press it",
             text->str, adj_pto_step_get_title (adj_pto_game_get_current_step (model ())),
             G_OBJECT_TYPE_NAME (focus), GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "");
  walk->n_typed++;
  g_string_free (text, TRUE);
}

/* every dice box shown now, one after the other, as rolled */
static gboolean
roll_shown_dice (Walk       *walk,
                 const char *faces)
{
  static guint generation = 0;
  gboolean any = FALSE;

  generation++;
  for (guint round = 0; round < 12; round++)
    {
      g_autoptr(GPtrArray) boxes = g_ptr_array_new ();
      AdjDiceBox *box = NULL;

      adj_test_collect_of_type (page (), ADJ_TYPE_DICE_BOX, boxes);
      for (guint i = 0; i < boxes->len && box == NULL; i++)
        if (gtk_widget_get_mapped (g_ptr_array_index (boxes, i))
            && GPOINTER_TO_UINT (g_object_get_data (g_ptr_array_index (boxes, i), "adj-test-rolled")) != generation)
          box = g_ptr_array_index (boxes, i);
      if (box == NULL)
        break;
      g_object_set_data (G_OBJECT (box), "adj-test-rolled", GUINT_TO_POINTER (generation));
      /* each box its own face: a tie's dice differ */
      type_roll (walk, box, (char[]) { faces[round % strlen (faces)], '\0' });
      visit (walk);
      any = TRUE;
    }
  return any;
}

static GtkWidget *
button_labelled (const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  adj_test_collect_of_type (page (), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (buttons, i))
        && g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), label) == 0)
      return g_ptr_array_index (buttons, i);
  return NULL;
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static void
walk_turns (Walk *walk)
{
  AdjPtoGame *pto = model ();
  GtkWidget *next = view_child ("next_button");
  g_autoptr(GError) error = NULL;
  const char *cells[] = { "1-3", "-", "4-6", NULL };
  gboolean chose = FALSE;
  guint clicks = 0, turns = 1;
  AdjPtoTurn turn;

  /* Winter 1942 (seasonal), then January 1942 (monthly), up to February */
  g_assert_true (adj_pto_game_start (pto, 1942, 0, ADJ_PTO_SIDE_JAPAN, 0, 0, &error));
  g_assert_no_error (error);
  turn = *adj_pto_game_get_turn (pto);
  while (turns < 3)
    {
      AdjPtoStep *step = adj_pto_game_get_current_step (pto);
      AdjPtoTrackEntry entry;

      visit (walk);
      if (g_strcmp0 (adj_pto_step_get_title (step), "Buying Offensives") == 0
          && !adj_pto_game_get_tie_pending (pto) && adj_pto_game_get_bought (pto, ADJ_PTO_SIDE_JAPAN) == 0)
        {
          /* one offensive each: a tie, and offensives to choose in January */
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (view_child ("bought_japan")), 1);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (view_child ("bought_allies")), 1);
          click (button_labelled ("_Reveal"));
          visit (walk);
        }
      if (adj_pto_game_get_tie_pending (pto))
        {
          /* a tie, then one that breaks it */
          g_assert_true (roll_shown_dice (walk, "35"));
          g_assert_false (adj_pto_game_get_tie_pending (pto));
          continue;
        }
      if (!adj_pto_game_get_seasonal (pto) && !adj_pto_game_get_track_entry (pto, &entry))
        {
          g_assert_true (adj_pto_game_save_track_entry (pto, NULL, cells, &error));
          g_assert_no_error (error);
          visit (walk);
        }
      roll_shown_dice (walk, "4");
      if (adj_pto_step_get_kind (step) == ADJ_PTO_STEP_CHOOSE_OFFENSIVE)
        {
          click (button_labelled (chose ? "_No More Offensives" : "_Land Offensive (4A)"));
          chose = TRUE;
        }
      else
        click (next);
      g_assert_cmpuint (++clicks, <, 120);
      if (memcmp (&turn, adj_pto_game_get_turn (pto), sizeof turn) != 0)
        {
          turn = *adj_pto_game_get_turn (pto);
          turns++;
        }
    }
  g_test_message ("%dx%d: %u views, %u rolls typed", walk->width, walk->height, walk->n_visits, walk->n_typed);
  g_assert_true (chose);
  g_assert_cmpuint (walk->n_typed, >=, 4);
  g_assert_cmpuint (walk->n_zones_named, >, 0);
}

static void
test_walk (gconstpointer data)
{
  Walk walk = { 0 };

  GdkMonitor *monitor;
  GdkRectangle screen;

  g_assert_true (sscanf (data, "%dx%d", &walk.width, &walk.height) == 2);
  monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (window)),
                                                gtk_native_get_surface (GTK_NATIVE (window)));
  gdk_monitor_get_geometry (monitor, &screen);
  if (screen.width < walk.width || screen.height < walk.height)
    {
      /* xvfb-run's screen is 1280x1024 unless told (-s "-screen 0 1920x1080x24") */
      g_test_skip ("the screen is smaller than the window");
      return;
    }
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("pto"));
  gtk_window_set_default_size (GTK_WINDOW (window), walk.width, walk.height);
  /* the window's widget is the size asked for less its border (CSD) */
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (page ())
                                      && gtk_widget_get_width (GTK_WIDGET (window)) <= walk.width
                                      && gtk_widget_get_width (GTK_WIDGET (window)) >= walk.width - 20, 5000));
  walk.width = gtk_widget_get_width (GTK_WIDGET (window));
  walk.height = gtk_widget_get_height (GTK_WIDGET (window));
  walk_turns (&walk);
}

int
main (int argc, char *argv[])
{
  int result;

  if (!adj_test_init_display (&argc, &argv))
    return 0;
  app = adj_test_start_app ();
  window = ADJ_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));

  g_test_add_data_func ("/pto-walk/1366x768", "1366x768", test_walk);
  g_test_add_data_func ("/pto-walk/1024x600", "1024x600", test_walk);
  result = g_test_run ();
  g_application_quit (G_APPLICATION (app));
  return result;
}
