/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The World in Flames page and its projector window, under Xvfb. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "adj-columns.h"
#include "adj-dice-box.h"
#include "adj-page.h"
#include "adj-tooltip.h"
#include "adj-projector-window.h"
#include "adj-roll-text.h"
#include "adj-test-a11y.h"
#include "adj-test-utils.h"
#include "adj-test-app.h"
#include "adj-test-widgets.h"
#include "adj-wif-projector.h"
#include "adj-wif-text.h"
#include "adj-wif-track.h"
#include "adj-wif-view.h"
#include "bench/adj-bench-drive.h"

typedef struct {
  AdjRulebook *rb;
  AdjGame     *game;
  AdjWifTrack *track;
  GtkWindow   *window;
  GtkWidget   *view;
  GtkWidget   *overlay;
  guint        changes;  /* the model's undo steps ("changed") so far */
} Fixture;

static void
on_changed (AdjModel   *model,
            const char *label,
            Fixture    *f)
{
  f->changes++;
}

/* A major power item, borrowed (the list holds it). */
static AdjWifMajorPower *
mp_item (AdjWifTrack *track,
         guint        mp)
{
  g_autoptr(AdjWifMajorPower) item = g_list_model_get_item (adj_wif_track_get_major_powers (track), mp);

  g_assert_nonnull (item);
  return item;
}

static GtkWidget *
child (GtkWidget  *widget,
       GType       type,
       const char *name)
{
  GObject *obj = gtk_widget_get_template_child (widget, type, name);

  g_assert_nonnull (obj);
  return GTK_WIDGET (obj);
}

static void
setup (Fixture       *f,
       gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "game.adjutant", NULL);
  f->rb = adj_test_rulebook (NULL);
  f->game = adj_game_new (f->rb, path);
  f->track = adj_wif_track_new (f->rb, adj_game_get_dice (f->game));
  adj_game_add_model (f->game, ADJ_MODEL (f->track));
  g_signal_connect (f->track, "changed", G_CALLBACK (on_changed), f);
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 1400, 900);
  f->view = adj_wif_view_new ();
  /* as in the window: the page's toasts go to the overlay around it */
  f->overlay = adw_toast_overlay_new ();
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (f->overlay), f->view);
  gtk_window_set_child (f->window, f->overlay);
  g_object_set (f->view, "game", f->game, NULL);
  gtk_window_present (f->window);
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (f->view), 5000));
}

static void
teardown (Fixture       *f,
          gconstpointer  data)
{
  gtk_window_destroy (f->window);
  g_clear_object (&f->track);
  g_clear_object (&f->game);
  g_clear_object (&f->rb);
}

/* Activates a button (clicked comes after a short timeout) and waits until
 * the model has changed. */
static void
click (Fixture   *f,
       GtkWidget *button)
{
  guint changes = f->changes;

  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  gtk_widget_activate (button);
  g_assert_true (adj_test_wait_until (f->changes != changes, 5000));
}

static const char *
label_text (Fixture    *f,
            const char *name)
{
  return gtk_label_get_label (GTK_LABEL (child (f->view, ADJ_TYPE_WIF_VIEW, name)));
}

/* The widget at (column, row) of one of the page's grids */
static GtkWidget *
grid_child (Fixture    *f,
            const char *grid,
            int         column,
            int         row)
{
  GtkWidget *w = gtk_grid_get_child_at (GTK_GRID (child (f->view, ADJ_TYPE_WIF_VIEW, grid)), column, row);

  g_assert_nonnull (w);
  return w;
}

static const char *
grid_text (Fixture    *f,
           const char *grid,
           int         column,
           int         row)
{
  return gtk_label_get_label (GTK_LABEL (grid_child (f, grid, column, row)));
}

/* Types the faces into the impulse dice box (real dice) and presses Enter. */
static void
type_faces (Fixture    *f,
            const char *faces)
{
  GtkWidget *box = child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_dice");
  GtkWidget *entry = child (box, ADJ_TYPE_DICE_BOX, "faces_entry");
  guint changes = f->changes;

  g_assert_true (gtk_widget_get_visible (box));
  adj_dice_box_set_physical (ADJ_DICE_BOX (box), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry), faces);
  /* Enter in the entry */
  g_signal_emit_by_name (entry, "activate");
  g_assert_true (adj_test_wait_until (f->changes != changes, 5000));
  g_assert_false (gtk_widget_get_visible (child (box, ADJ_TYPE_DICE_BOX, "error_label")));
}

/* the flow box of pass checks shown: the passes stack's page on screen */
static GtkWidget *
passes_flow (Fixture *f)
{
  GtkWidget *flow = gtk_stack_get_visible_child (GTK_STACK (child (f->view, ADJ_TYPE_WIF_VIEW, "passes_stack")));

  g_assert_true (GTK_IS_FLOW_BOX (flow));
  return flow;
}

/* the pass checks shown, in order, ", "-separated */
static char *
shown_passes (Fixture *f)
{
  GtkWidget *flow = passes_flow (f);
  GString *shown = g_string_new (NULL);

  for (GtkWidget *c = gtk_widget_get_first_child (flow); c; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      g_string_append_printf (shown, "%s%s", shown->len ? ", " : "",
                              gtk_check_button_get_label (GTK_CHECK_BUTTON (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c)))));
  return g_string_free (shown, FALSE);
}

/* the pass checks shown are the side to move's major powers, no others */
static void
assert_passes_of_side_to_move (Fixture *f)
{
  GListModel *mps = adj_wif_track_get_major_powers (f->track);
  int side = adj_wif_track_get_side_to_move (f->track);
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autofree char *shown = shown_passes (f);

  g_assert_cmpint (side, >=, 0);
  for (guint i = 0; i < g_list_model_get_n_items (mps); i++)
    {
      g_autoptr(AdjWifMajorPower) mp = g_list_model_get_item (mps, i);
      g_autofree char *label = NULL;

      if (adj_wif_major_power_get_side (mp) != side)
        continue;
      label = adj_wif_text_pass_label (mp);
      g_string_append_printf (expected, "%s%s", expected->len ? ", " : "", label);
    }
  g_assert_cmpuint (expected->len, >, 0);
  g_assert_cmpstr (shown, ==, expected->str);
}

static void
tick_pass (Fixture    *f,
           const char *mp)
{
  GtkWidget *flow = passes_flow (f);
  GtkWidget *c;

  for (c = gtk_widget_get_first_child (flow); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *check = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c));

      if (gtk_widget_should_layout (c) && g_str_has_prefix (gtk_check_button_get_label (GTK_CHECK_BUTTON (check)), mp))
        {
          gtk_widget_activate (check);
          g_assert_true (adj_test_wait_until (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)), 5000));
          g_assert_cmpint (adj_wif_track_get_pass_bonus (f->track), >, 0);
          return;
        }
    }
  g_assert_not_reached ();
}

static gboolean
shows_a_child (GtkWidget *box)
{
  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_visible (c))
      return TRUE;
  return FALSE;
}

/* the page's last roll as shown: its labels' texts, "|"-separated, the last
 * die marked "*" (its style, tooltip and name; no other die has them) */
static char *
faces_shown (Fixture *f)
{
  GString *shown = g_string_new (NULL);

  for (GtkWidget *c = gtk_widget_get_first_child (child (f->view, ADJ_TYPE_WIF_VIEW, "faces_box")); c;
       c = gtk_widget_get_next_sibling (c))
    {
      gboolean marked = gtk_widget_has_css_class (c, "wif-last-die");

      if (!gtk_widget_get_visible (c))
        continue;

      g_assert_true (marked == (adj_tooltip_get_text (c) != NULL));
      if (marked)
        {
          g_autofree char *name = g_strdup_printf ("Last die: %s", gtk_label_get_label (GTK_LABEL (c)));

          g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, name));
        }
      g_string_append_printf (shown, "%s%s%s", shown->len ? "|" : "", gtk_label_get_label (GTK_LABEL (c)),
                              marked ? "*" : "");
    }
  return g_string_free (shown, FALSE);
}

static void
set_k (Fixture *f,
       int      k)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f->view, ADJ_TYPE_WIF_VIEW, "k_spin")), k);
  g_assert_true (adj_test_wait_until (adj_wif_track_get_k (f->track) == k, 5000));
  g_assert_cmpint (adj_wif_track_get_k (f->track), ==, k);
}

static void
test_two_sided_example (Fixture       *f,
                        gconstpointer  data)
{
  AdjHistory *history = adj_game_get_history (f->game, "wif");
  GtkListBox *list = GTK_LIST_BOX (child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_list"));

  g_assert_cmpstr (label_text (f, "ten_label"), ==, "0 / 55");
  /* each part shows in its phase */
  g_assert_false (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "next_turn_button")));
  g_assert_false (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_dice")));
  g_assert_true (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "initiative_dice")));
  /* the Axis move first: the order as listed */
  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "order_button"));
  g_assert_cmpstr (label_text (f, "turn_label"), ==, "Turn 1 · impulse 1");
  g_assert_cmpstr (label_text (f, "heading_label"), ==, "Axis to move");
  assert_passes_of_side_to_move (f);
  set_k (f, 2);
  type_faces (f, "8 4");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "12 / 55");
  /* the other side's passes now */
  assert_passes_of_side_to_move (f);
  type_faces (f, "5 3");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "20 / 55");
  tick_pass (f, "Italy");
  type_faces (f, "3 4");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "29 / 55");
  /* a mistyped die, undone */
  type_faces (f, "1 9");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "39 / 55");
  g_assert_true (adj_history_undo (history, NULL));
  g_assert_true (adj_test_wait_until (g_strcmp0 (label_text (f, "ten_label"), "29 / 55") == 0, 5000));
  assert_passes_of_side_to_move (f);
  type_faces (f, "1 5");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "35 / 55");
  set_k (f, 3);
  type_faces (f, "3 6 7");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "51 / 55");
  g_assert_cmpstr (label_text (f, "advice_label"), ==,
                   "A last die of 4 or more ends the turn: roll it first");
  type_faces (f, "3 1 6");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "61 / 55");
  g_assert_cmpstr (label_text (f, "result_label"), ==, "Turn over: 61 and last die 6");
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, 5));
  g_assert_null (gtk_list_box_get_row_at_index (list, 6));
  g_assert_false (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_dice")));

  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "next_turn_button"));
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "0 / 55");
  g_assert_cmpstr (label_text (f, "turn_label"), ==, "Turn 2");
  g_assert_cmpstr (label_text (f, "heading_label"), ==, "Initiative");
  g_assert_null (gtk_list_box_get_row_at_index (list, 0));
}

static void
test_three_sided_initiative (Fixture       *f,
                             gconstpointer  data)
{
  GtkWidget *dice = child (f->view, ADJ_TYPE_WIF_VIEW, "initiative_dice");
  GtkWidget *entry = child (dice, ADJ_TYPE_DICE_BOX, "faces_entry");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f->view, ADJ_TYPE_WIF_VIEW, "sides_spin")), 3);
  g_assert_true (adj_test_wait_until (adj_wif_track_get_n_sides (f->track) == 3, 5000));
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "0 / 83");
  /* a house rule for this game */
  g_assert_false (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "threshold_reset")));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f->view, ADJ_TYPE_WIF_VIEW, "threshold_spin")), 90);
  g_assert_true (adj_test_wait_until (adj_wif_track_get_threshold (f->track) == 90, 5000));
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "0 / 90");
  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "threshold_reset"));
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "0 / 83");
  adj_dice_box_set_physical (ADJ_DICE_BOX (dice), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry), "2 9 4");
  g_signal_emit_by_name (entry, "activate");
  g_assert_true (adj_test_wait_until (adj_wif_track_get_phase (f->track) == ADJ_WIF_PHASE_CHOOSE, 5000));
  g_assert_cmpstr (label_text (f, "initiative_label"), ==, "Allies has the initiative: move first or last?");
  /* the rolls as the sides' items word them: the Allies' 9 ranks first */
  g_assert_true (g_str_has_prefix (grid_text (f, "rolls_grid", 1, 1), "9 "));
  g_assert_true (g_str_has_suffix (grid_text (f, "rolls_grid", 1, 1), ", rank 1"));
  /* a marker placed by hand moves in the track, through the side's box */
  adj_wif_track_set_box (f->track, 0, 2);
  g_assert_true (gtk_widget_has_css_class (grid_child (f, "track_grid", 3, 1), "wif-marker"));
  adj_wif_track_set_box (f->track, 0, 1);
  g_assert_true (gtk_widget_has_css_class (grid_child (f, "track_grid", 2, 1), "wif-marker"));
  g_assert_false (gtk_widget_has_css_class (grid_child (f, "track_grid", 3, 1), "wif-marker"));
  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "choose_b_button"));  /* last */
  g_assert_cmpstr (label_text (f, "initiative_label"), ==, "Communists chooses: before or after Axis?");
  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "choose_a_button"));  /* before */
  g_assert_cmpstr (label_text (f, "initiative_label"), ==, "Communists → Axis → Allies");
  g_assert_cmpstr (label_text (f, "heading_label"), ==, "Communists to move");
}

/* The first turn's tie: the dice box asks only the tied sides for a die. */
static void
test_first_turn_tie (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *dice = child (f->view, ADJ_TYPE_WIF_VIEW, "initiative_dice");
  GtkWidget *entry = child (dice, ADJ_TYPE_DICE_BOX, "faces_entry");
  guint changes;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f->view, ADJ_TYPE_WIF_VIEW, "sides_spin")), 3);
  g_assert_true (adj_test_wait_until (adj_wif_track_get_n_sides (f->track) == 3, 5000));
  g_assert_cmpstr (adj_dice_box_get_spec (ADJ_DICE_BOX (dice)), ==, "3d10");
  adj_dice_box_set_physical (ADJ_DICE_BOX (dice), TRUE);
  changes = f->changes;
  gtk_editable_set_text (GTK_EDITABLE (entry), "5 8 5");
  g_signal_emit_by_name (entry, "activate");
  g_assert_true (adj_test_wait_until (f->changes != changes, 5000));
  g_assert_cmpint (adj_wif_track_get_advice (f->track), ==, ADJ_WIF_ADVICE_TIE);
  /* the Axis and the Communists tie: two dice, for them */
  g_assert_cmpstr (adj_dice_box_get_spec (ADJ_DICE_BOX (dice)), ==, "2d10");
  g_assert_true (g_str_has_suffix (grid_text (f, "rolls_grid", 1, 0), "tied: rolls again"));
  g_assert_true (g_str_has_suffix (grid_text (f, "rolls_grid", 1, 1), ", rank 1"));
  changes = f->changes;
  gtk_editable_set_text (GTK_EDITABLE (entry), "3 6");
  g_signal_emit_by_name (entry, "activate");
  g_assert_true (adj_test_wait_until (f->changes != changes, 5000));
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_CHOOSE);
  g_assert_cmpstr (label_text (f, "initiative_label"), ==, "Allies has the initiative: move first or last?");
  g_assert_true (g_str_has_suffix (grid_text (f, "rolls_grid", 1, 2), ", rank 2"));
  g_assert_true (g_str_has_suffix (grid_text (f, "rolls_grid", 1, 0), ", rank 3"));
}

/* Choosing Sides in the middle of a turn starts it again, says so in a
 * toast with Undo, and undo brings the turn back. */
static void
test_sides_mid_turn_undo (Fixture       *f,
                          gconstpointer  data)
{
  GtkSpinButton *sides = GTK_SPIN_BUTTON (child (f->view, ADJ_TYPE_WIF_VIEW, "sides_spin"));
  AdjHistory *history = adj_game_get_history (f->game, "wif");

  /* before the turn has started there is nothing to lose: no toast */
  gtk_spin_button_set_value (sides, 3);
  g_assert_true (adj_test_wait_until (adj_wif_track_get_n_sides (f->track) == 3, 5000));
  g_assert_null (adj_test_find_label (f->overlay, "the turn starts again"));
  gtk_spin_button_set_value (sides, 2);
  g_assert_true (adj_test_wait_until (adj_wif_track_get_n_sides (f->track) == 2, 5000));

  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "order_button"));
  type_faces (f, "7");
  type_faces (f, "4");
  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_impulses (f->track)), ==, 2);
  gtk_spin_button_set_value (sides, 3);
  g_assert_true (adj_test_wait_until (adj_wif_track_get_n_sides (f->track) == 3, 5000));
  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_impulses (f->track)), ==, 0);
  g_assert_true (adj_test_wait_until (adj_test_find_label (f->overlay, "3 sides: the turn starts again") != NULL,
                                      5000));
  g_assert_nonnull (adj_test_find_label (f->overlay, "Undo"));

  g_assert_true (adj_history_undo (history, NULL));
  g_assert_cmpint (adj_wif_track_get_n_sides (f->track), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_impulses (f->track)), ==, 2);
  g_assert_cmpint (adj_wif_track_get_ten (f->track), ==, 11);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (sides), ==, 2);
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "11 / 55");
}

static GtkWidget *
focus_of (Fixture *f)
{
  return gtk_root_get_focus (GTK_ROOT (f->window));
}

/* No focus trap: when the control that had the focus goes away, typing goes
 * on into the dice box that takes the next roll (real dice), and never
 * lands on a button that the next roll's Space or Enter would press. */
static void
test_focus_follows_the_roll (Fixture       *f,
                             gconstpointer  data)
{
  GtkWidget *order = child (f->view, ADJ_TYPE_WIF_VIEW, "order_button");
  GtkWidget *imp = child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_dice");
  GtkWidget *focus;
  int rolls = 0;

  adj_dice_box_set_physical (ADJ_DICE_BOX (imp), TRUE);
  gtk_widget_grab_focus (order);
  click (f, order);
  g_assert_true (adj_test_wait_until ((focus = focus_of (f)) != NULL
                                      && gtk_widget_is_ancestor (focus, child (imp, ADJ_TYPE_DICE_BOX, "faces_entry")),
                                      5000));
  /* rolled with the app's dice, Enter on the roll button until the turn
   * ends: the focus does not move on to Start Next Turn */
  adj_dice_box_set_physical (ADJ_DICE_BOX (imp), FALSE);
  adj_dice_set_seed (adj_game_get_dice (f->game), 3);
  while (adj_wif_track_get_phase (f->track) == ADJ_WIF_PHASE_IMPULSES)
    {
      GtkWidget *roll = child (imp, ADJ_TYPE_DICE_BOX, "roll_button");

      gtk_widget_grab_focus (roll);
      click (f, roll);
      g_assert_cmpint (++rolls, <, 100);
    }
  g_assert_true (adj_test_wait_until (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "next_turn_button")),
                                      5000));
  g_assert_true (adj_test_wait_until ((focus = focus_of (f)) != NULL && gtk_widget_is_drawable (focus), 5000));
  g_assert_false (GTK_IS_BUTTON (focus));
  g_assert_null (gtk_widget_get_ancestor (focus, GTK_TYPE_BUTTON));
  g_assert_false (GTK_IS_EDITABLE (focus));
}

static void
assert_a11y (GtkWidget             *widget,
             GtkAccessibleProperty  property,
             const char            *expected)
{
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, expected);

  if (error)
    g_error ("%s: %s", G_OBJECT_TYPE_NAME (widget), error);
}

/* Screen readers hear where the markers are, which side the dice are for,
 * and every bar of the odds chart; every control has a name. */
static void
test_accessible (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *grid = child (f->view, ADJ_TYPE_WIF_VIEW, "track_grid");
  GtkWidget *chart = child (f->view, ADJ_TYPE_WIF_VIEW, "odds_chart");
  GtkWidget *mps = child (f->view, ADJ_TYPE_WIF_VIEW, "mps_expander");
  g_autofree char *markers = NULL;

  assert_a11y (grid, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Marker: box 3 of 5 (Even)");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f->view, ADJ_TYPE_WIF_VIEW, "sides_spin")), 3);
  g_assert_true (adj_test_wait_until (adj_wif_track_get_n_sides (f->track) == 3, 5000));
  adj_wif_track_set_box (f->track, 1, 0);
  markers = g_strdup ("Axis: box 3 of 5 (+0, may demand a reroll); Allies: box 1 of 5 (+2, may demand a reroll); "
                      "Communists: box 3 of 5 (+0, may demand a reroll)");
  assert_a11y (grid, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, markers);
  assert_a11y (grid_child (f, "track_grid", 1, 2), GTK_ACCESSIBLE_PROPERTY_LABEL, "Move the Allies marker to box 1 (+2)");
  assert_a11y (child (f->view, ADJ_TYPE_WIF_VIEW, "initiative_dice"), GTK_ACCESSIBLE_PROPERTY_LABEL,
               "Initiative dice for Axis, Allies, Communists");
  g_assert_true (adj_wif_track_roll_initiative (f->track, (int[]) { 2, 9, 4 }, 3, NULL));
  assert_a11y (child (f->view, ADJ_TYPE_WIF_VIEW, "choose_a_button"), GTK_ACCESSIBLE_PROPERTY_LABEL,
               "Allies move first");
  g_assert_true (adj_wif_track_choose_first (f->track, FALSE, NULL));
  assert_a11y (child (f->view, ADJ_TYPE_WIF_VIEW, "choose_b_button"), GTK_ACCESSIBLE_PROPERTY_LABEL,
               "Communists move after Axis");

  adj_wif_track_set_order (f->track, (int[]) { 2, 1, 0 }, 3, NULL);
  assert_a11y (child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_dice"), GTK_ACCESSIBLE_PROPERTY_LABEL,
               "Turn end dice for Communists");
  {
    /* the chart's description has as many parts as the chart has bars (12 at most) */
    g_autofree char *desc = NULL;
    GArray *dist = adj_wif_track_get_odds_dist (f->track);
    guint n;
    double bars[12] = { 0 };
    guint first = 0;
    double max = 0;

    for (guint i = 0; i < dist->len; i++)
      max = MAX (max, g_array_index (dist, double, i));
    while (first + 12 < dist->len && g_array_index (dist, double, first) < max / 50)
      first++;
    n = MIN (dist->len - first, 12);
    g_assert_cmpuint (n, ==, 12);
    for (guint i = first; i < dist->len; i++)
      bars[MIN (i - first, 11)] += g_array_index (dist, double, i);
    desc = adj_wif_text_odds_bars (bars, n, first, dist->len - first > 12);
    assert_a11y (chart, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, desc);
    g_assert_true (strstr (desc, "or later") != NULL);
  }

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (mps), TRUE);
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (mps), 5000));
  adj_test_assert_all_named (f->view);
}

/* The column (of the page's outer AdjColumns) that holds @widget */
static GtkWidget *
column_of (GtkWidget *widget)
{
  while (widget && !(gtk_widget_get_parent (widget) && ADJ_IS_COLUMNS (gtk_widget_get_parent (widget))
                     && GTK_IS_VIEWPORT (gtk_widget_get_parent (gtk_widget_get_parent (widget)))))
    widget = gtk_widget_get_parent (widget);
  g_assert_nonnull (widget);
  return widget;
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *target)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (widget, target, &r));
  return r;
}

/* At a laptop's 1024x600, adding impulses moves nothing: the columns keep
 * their places and widths, the impulse list scrolls inside a fixed height
 * (showing the newest), and the dice stay inside the window. */
static void
test_stable_layout (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *imp = child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_dice");
  GtkWidget *list = child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_scroller");
  GtkWidget *cols[3];
  graphene_rect_t before[3], list_before, r;
  GtkAdjustment *adj;

  gtk_window_set_default_size (f->window, 1024, 548);
  g_assert_true (adj_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) == 1024, 5000));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f->view, ADJ_TYPE_WIF_VIEW, "sides_spin")), 3);
  g_assert_true (adj_test_wait_until (adj_wif_track_get_n_sides (f->track) == 3, 5000));
  adj_wif_track_set_order (f->track, (int[]) { 2, 1, 0 }, 3, NULL);
  type_faces (f, "3");
  adj_test_settle (GTK_WIDGET (f->window));
  cols[0] = column_of (child (f->view, ADJ_TYPE_WIF_VIEW, "track_grid"));
  cols[1] = column_of (imp);
  cols[2] = column_of (list);
  g_assert_true (cols[0] != cols[1] && cols[1] != cols[2]);
  for (int i = 0; i < 3; i++)
    before[i] = bounds_in (cols[i], f->view);
  list_before = bounds_in (list, f->view);
  for (int i = 0; i < 14; i++)
    type_faces (f, i % 3 ? "2" : "6");
  adj_test_settle (GTK_WIDGET (f->window));
  for (int i = 0; i < 3; i++)
    {
      r = bounds_in (cols[i], f->view);
      g_assert_cmpfloat (r.origin.x, ==, before[i].origin.x);
      g_assert_cmpfloat (r.size.width, ==, before[i].size.width);
    }
  r = bounds_in (list, f->view);
  g_assert_cmpfloat (r.size.height, ==, list_before.size.height);
  g_assert_cmpfloat (r.origin.y, ==, list_before.origin.y);
  /* the newest impulse is the one in view */
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (list));
  g_assert_true (adj_test_wait_until (gtk_adjustment_get_value (adj) > 0
                                      && gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj)
                                         >= gtk_adjustment_get_upper (adj) - 1, 5000));
  /* the roll button is on screen without scrolling the page */
  r = bounds_in (child (imp, ADJ_TYPE_DICE_BOX, "roll_button"), GTK_WIDGET (f->window));
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (GTK_WIDGET (f->window)));
  g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (GTK_WIDGET (f->window)));
}

static void
type_last_die_first (Fixture    *f,
                     const char *face)
{
  GtkWidget *box = child (f->view, ADJ_TYPE_WIF_VIEW, "last_die_dice");
  GtkWidget *entry = child (box, ADJ_TYPE_DICE_BOX, "faces_entry");
  guint changes = f->changes;

  g_assert_true (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "last_first_box")));
  adj_dice_box_set_physical (ADJ_DICE_BOX (box), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry), face);
  g_signal_emit_by_name (entry, "activate");
  g_assert_true (adj_test_wait_until (f->changes != changes, 5000));
}

/* Shortcut (b): the last die rolled first, the others only if it is low. */
static void
test_last_die_first (Fixture       *f,
                     gconstpointer  data)
{
  AdjHistory *history = adj_game_get_history (f->game, "wif");

  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "order_button"));
  set_k (f, 3);
  g_assert_false (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "last_first_box")));
  type_faces (f, "10 10 10");
  type_faces (f, "7 7 7");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "51 / 55");
  /* a low last die: the other two dice are asked for */
  type_last_die_first (f, "2");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "51 / 55");
  g_assert_cmpstr (label_text (f, "advice_label"), ==, "The last die shows 2: roll the other 2 dice");
  g_assert_cmpstr (adj_dice_box_get_spec (ADJ_DICE_BOX (child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_dice"))), ==, "2d10");
  type_faces (f, "3 1");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "57 / 55");
  g_assert_cmpstr (label_text (f, "result_label"), ==, "Turn continues: last die 2");
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_IMPULSES);
  /* undo the impulse: the last die rolled first waits again; undo that
   * too and roll a high last die first: the others are not needed */
  g_assert_true (adj_history_undo (history, NULL));
  g_assert_true (adj_test_wait_until (g_strcmp0 (label_text (f, "ten_label"), "51 / 55") == 0, 5000));
  g_assert_cmpstr (label_text (f, "advice_label"), ==, "The last die shows 2: roll the other 2 dice");
  g_assert_true (adj_history_undo (history, NULL));
  g_assert_true (adj_test_wait_until (adj_wif_track_get_pending_last (f->track) == 0, 5000));
  type_last_die_first (f, "6");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "≥59 / 55");
  g_assert_cmpstr (label_text (f, "result_label"), ==, "Turn over: at least 59 and last die 6");
}

/* A whole three-sided turn with the mouse alone: virtual dice, buttons only. */
static void
test_three_sided_turn_by_mouse (Fixture       *f,
                                gconstpointer  data)
{
  GtkWidget *init_dice = child (f->view, ADJ_TYPE_WIF_VIEW, "initiative_dice");
  GtkWidget *imp_dice = child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_dice");
  GtkGridView *turns = GTK_GRID_VIEW (child (f->view, ADJ_TYPE_WIF_VIEW, "turn_list"));
  int impulses = 0;
  GListModel *log;
  g_autoptr(AdjRoll) last = NULL;
  g_autofree char *purpose = NULL;

  adj_dice_set_seed (adj_game_get_dice (f->game), 7);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f->view, ADJ_TYPE_WIF_VIEW, "sides_spin")), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f->view, ADJ_TYPE_WIF_VIEW, "k_spin")), 2);
  g_assert_true (adj_test_wait_until (adj_wif_track_get_k (f->track) == 2, 5000));
  adj_dice_box_set_physical (ADJ_DICE_BOX (init_dice), FALSE);
  adj_dice_box_set_physical (ADJ_DICE_BOX (imp_dice), FALSE);
  /* roll until there is no tie */
  while (adj_wif_track_get_phase (f->track) == ADJ_WIF_PHASE_INITIATIVE)
    click (f, child (init_dice, ADJ_TYPE_DICE_BOX, "roll_button"));
  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "choose_a_button"));   /* first */
  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "choose_b_button"));   /* after */
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_IMPULSES);
  while (adj_wif_track_get_phase (f->track) == ADJ_WIF_PHASE_IMPULSES)
    {
      click (f, child (imp_dice, ADJ_TYPE_DICE_BOX, "roll_button"));
      impulses++;
      g_assert_cmpint (impulses, <, 100);
    }
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_TURN_OVER);
  g_assert_true (g_str_has_prefix (label_text (f, "result_label"), "Turn over: "));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_grid_view_get_model (turns))), ==, 1);
  /* every roll went to the session roll log, as facts the page words */
  log = G_LIST_MODEL (adj_game_get_roll_log (f->game));
  g_assert_cmpuint (g_list_model_get_n_items (log), >=, impulses + 1);
  last = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
  g_assert_cmpstr (adj_roll_get_topic (last), ==, "wif.turn-end");
  purpose = adj_roll_text_dup_purpose (last, f->game);
  g_assert_true (g_str_has_prefix (purpose, "Turn end, turn 1 impulse "));
  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "next_turn_button"));
  g_assert_cmpint (adj_wif_track_get_turn (f->track), ==, 2);
}

/* What win.projector shows for this page: the page's projector content in
 * the window's projector window (the test has no AdjWindow). */
static GtkWidget *
open_projector (Fixture *f)
{
  GtkWidget *content = adj_page_create_projector (ADJ_PAGE (f->view));
  GtkWidget *window;

  g_assert_true (ADJ_IS_WIF_PROJECTOR (content));
  window = adj_projector_window_new (content, "World in Flames");
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (content), 5000));
  return content;
}

/* The switches of the major powers' rows (not the expander's own, hidden one). */
static void
collect_mp_switches (GtkWidget *root,
                     GPtrArray *out)
{
  if (GTK_IS_SWITCH (root) && gtk_widget_get_visible (root))
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_mp_switches (c, out);
}

/* The odds chart is one node, bars and numbers: an impulse changes most
 * bars and every number, and GTK 4.24 draws the whole page again when a
 * frame changes more than 30 rectangles (src/views/adj-wif-odds-chart.c). */
static void
test_odds_chart_one_node (Fixture       *f,
                          gconstpointer  data)
{
  GtkWidget *chart = child (f->view, ADJ_TYPE_WIF_VIEW, "odds_chart");

  g_assert_true (adj_wif_track_set_order (f->track, (int[]) { 0, 1 }, 2, NULL));
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;

      g_assert_true (adj_test_wait_until (gtk_widget_get_width (chart) > 0, 5000));
      GTK_WIDGET_GET_CLASS (chart)->snapshot (chart, snapshot);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      g_assert_nonnull (node);
      g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_CAIRO_NODE);
      g_assert_true (adj_wif_track_record_impulse (f->track, (int[]) { 4 }, 1, NULL));
    }
}

/* the node the passes stack draws: its page's, without the stack's offset */
static GskRenderNode *
passes_node (Fixture *f)
{
  GtkWidget *stack = child (f->view, ADJ_TYPE_WIF_VIEW, "passes_stack");
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  GskRenderNode *node;

  g_assert_true (adj_test_wait_until (gtk_widget_get_width (passes_flow (f)) > 0, 5000));
  GTK_WIDGET_GET_CLASS (stack)->snapshot (stack, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  while (gsk_render_node_get_node_type (node) == GSK_TRANSFORM_NODE)
    {
      GskRenderNode *inner = gsk_render_node_ref (gsk_transform_node_get_child (node));

      gsk_render_node_unref (node);
      node = inner;
    }
  return node;
}

/* A change of side is one rectangle of damage: GTK compares two pages of
 * checks check by check, and an impulse's changes then went over the 30
 * rectangles after which it draws the whole page again (GTK 4.24). It does
 * not compare two opacity nodes of different values piece by piece. */
static void
test_passes_page_one_node (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GskRenderNode) allies = NULL;
  g_autoptr(GskRenderNode) axis = NULL;

  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "order_button"));
  type_faces (f, "3");
  allies = passes_node (f);
  type_faces (f, "4");
  axis = passes_node (f);
  g_assert_cmpint (gsk_render_node_get_node_type (allies), ==, GSK_OPACITY_NODE);
  g_assert_cmpint (gsk_render_node_get_node_type (axis), ==, GSK_OPACITY_NODE);
  g_assert_cmpfloat (gsk_opacity_node_get_opacity (allies), !=, gsk_opacity_node_get_opacity (axis));
  /* and a player sees no difference */
  g_assert_cmpfloat (gsk_opacity_node_get_opacity (allies), >=, 0.99);
  g_assert_cmpfloat (gsk_opacity_node_get_opacity (axis), >=, 0.99);
}

static void
test_major_powers_on_opening (Fixture       *f,
                              gconstpointer  data)
{
  AdwExpanderRow *expander = ADW_EXPANDER_ROW (child (f->view, ADJ_TYPE_WIF_VIEW, "mps_expander"));
  AdjHistory *history = adj_game_get_history (f->game, "wif");
  g_autoptr(GPtrArray) switches = g_ptr_array_new ();

  /* closed, the rows are not built: they cost a fifth of start-up */
  collect_mp_switches (GTK_WIDGET (expander), switches);
  g_assert_cmpuint (switches->len, ==, 0);

  adw_expander_row_set_expanded (expander, TRUE);
  g_assert_true (adj_test_wait_until ((g_ptr_array_set_size (switches, 0),
                                       collect_mp_switches (GTK_WIDGET (expander), switches),
                                       switches->len == g_list_model_get_n_items (adj_wif_track_get_major_powers (f->track))), 5000));
  /* opening the list is not a change a player made */
  g_assert_false (adj_history_get_can_undo (history));

  /* every power starts at war; switching the first one off makes it neutral */
  g_assert_true (gtk_switch_get_active (g_ptr_array_index (switches, 0)));
  gtk_switch_set_active (g_ptr_array_index (switches, 0), FALSE);
  g_assert_false (adj_wif_major_power_get_at_war (mp_item (f->track, 0)));
  g_assert_true (adj_history_get_can_undo (history));
}

static void
test_projector (Fixture       *f,
                gconstpointer  data)
{
  AdjWifProjector *projector;
  GtkRoot *window;
  GtkDropDown *screens = GTK_DROP_DOWN (child (f->view, ADJ_TYPE_WIF_VIEW, "monitor_dropdown"));
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  /* the screen choice is the projector-monitor setting: -1 is the last screen */
  g_assert_cmpint (g_settings_get_int (settings, "projector-monitor"), ==, -1);
  g_assert_cmpuint (gtk_drop_down_get_selected (screens), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (screens)), >=, 2);
  gtk_drop_down_set_selected (screens, 1);
  g_assert_cmpint (g_settings_get_int (settings, "projector-monitor"), ==, 0);

  /* the page's button opens the window's projector for the visible page */
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (child (f->view, ADJ_TYPE_WIF_VIEW,
                                                                          "projector_button"))),
                   ==, "win.projector");
  projector = ADJ_WIF_PROJECTOR (open_projector (f));
  window = gtk_widget_get_root (GTK_WIDGET (projector));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "projector"));
  g_assert_cmpstr (adj_wif_projector_get_ten_text (projector), ==, "0 / 55");
  /* bound to the same model: a roll on the operator's page shows at once */
  g_assert_cmpstr (adj_wif_projector_get_markers_text (projector), ==, "Marker: box 3 of 5 (Even)");
  g_assert_false (shows_a_child (adj_wif_projector_get_faces (projector)));
  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "order_button"));
  type_faces (f, "7");
  g_assert_cmpstr (adj_wif_projector_get_ten_text (projector), ==, "7 / 55");
  /* the last roll with its dice, the last die marked */
  g_assert_nonnull (adj_test_find_label (adj_wif_projector_get_faces (projector), "Axis rolled"));
  g_assert_true (gtk_widget_has_css_class (adj_test_find_label (adj_wif_projector_get_faces (projector), "7"),
                                           "wif-last-die"));
  adj_wif_track_set_box (f->track, 0, 1);
  g_assert_cmpstr (adj_wif_projector_get_markers_text (projector), ==, "Marker: box 2 of 5 (Axis +1)");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The last die rolled first waits in the model: the projector shows it,
 * undo removes only that die, redo brings it back, and it survives a
 * restart (save, then load into a fresh model and page). */
static void
test_pending_last_die (Fixture       *f,
                       gconstpointer  data)
{
  AdjHistory *history = adj_game_get_history (f->game, "wif");
  AdjWifProjector *projector;
  g_autoptr(AdjGame) game = NULL;
  g_autoptr(AdjWifTrack) fresh = NULL;
  GtkWidget *view;

  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "order_button"));
  set_k (f, 3);
  type_faces (f, "10 10 10");
  type_faces (f, "7 7 7");
  projector = ADJ_WIF_PROJECTOR (open_projector (f));
  type_last_die_first (f, "2");
  g_assert_cmpint (adj_wif_track_get_pending_last (f->track), ==, 2);
  g_assert_cmpstr (adj_wif_projector_get_dice_text (projector), ==, "The last die shows 2: roll the other 2 dice");
  /* a known low last die cannot end this impulse: the odds say so */
  g_assert_cmpfloat (adj_wif_track_get_p_end (f->track), ==, 0.0);

  /* undo takes back the die alone, not the impulse before it */
  g_assert_true (adj_history_undo (history, NULL));
  g_assert_true (adj_test_wait_until (adj_wif_track_get_pending_last (f->track) == 0, 5000));
  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_impulses (f->track)), ==, 2);
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "51 / 55");
  g_assert_cmpstr (adj_wif_projector_get_dice_text (projector), ==,
                   "A last die of 4 or more ends the turn: roll it first");
  g_assert_true (adj_history_redo (history, NULL));
  g_assert_true (adj_test_wait_until (adj_wif_track_get_pending_last (f->track) == 2, 5000));
  g_assert_cmpstr (label_text (f, "advice_label"), ==, "The last die shows 2: roll the other 2 dice");

  /* a restart: the game saved to its file, read by a new game and page */
  g_assert_true (adj_game_save (f->game, NULL));
  game = adj_game_new (f->rb, adj_game_get_state_path (f->game));
  fresh = adj_wif_track_new (f->rb, adj_game_get_dice (game));
  adj_game_add_model (game, ADJ_MODEL (fresh));
  g_assert_true (adj_game_restore (game, NULL));
  g_assert_cmpint (adj_wif_track_get_pending_last (fresh), ==, 2);
  g_assert_cmpint (adj_wif_track_get_dice_to_roll (fresh), ==, 2);
  view = adj_wif_view_new ();
  g_object_ref_sink (view);
  g_object_set (view, "game", game, NULL);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child (view, ADJ_TYPE_WIF_VIEW, "advice_label"))), ==,
                   "The last die shows 2: roll the other 2 dice");
  g_object_set (view, "game", NULL, NULL);
  g_object_unref (view);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (projector))));
}

/* The page's labels are bound in its template to its track property: a
 * change made in the model, not through the page, shows at once (no wait),
 * and another game's track replaces the first in every binding. */
static void
test_labels_follow_model (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "other.adjutant", NULL);
  g_autoptr(AdjGame) other = adj_game_new (f->rb, path);
  g_autoptr(AdjWifTrack) other_track = adj_wif_track_new (f->rb, adj_game_get_dice (other));
  AdwActionRow *row = ADW_ACTION_ROW (child (f->view, ADJ_TYPE_WIF_VIEW, "threshold_row"));
  GtkWidget *reset = child (f->view, ADJ_TYPE_WIF_VIEW, "threshold_reset");
  AdjWifTrack *shown = NULL;

  g_object_get (f->view, "track", &shown, NULL);
  g_assert_true (shown == f->track);
  g_object_unref (shown);
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "0 / 55");
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "From the rules");
  g_assert_false (gtk_widget_get_visible (reset));

  g_assert_true (adj_wif_track_set_threshold_override (f->track, 40, NULL));
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "0 / 40");
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "House rule for this game; the rules say 55");
  g_assert_true (gtk_widget_get_visible (reset));

  /* an impulse recorded in the model: the impulse count is in the turn line */
  g_assert_true (adj_wif_track_set_order (f->track, (int[]) { 0, 1 }, 2, NULL));
  g_assert_true (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_dice")));
  g_assert_cmpstr (label_text (f, "turn_label"), ==, "Turn 1 · impulse 1");
  g_assert_true (adj_wif_track_record_impulse (f->track, (int[]) { 9 }, 1, NULL));
  g_assert_cmpstr (label_text (f, "turn_label"), ==, "Turn 1 · impulse 2");
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "9 / 40");
  g_assert_cmpstr (label_text (f, "result_label"), ==, "Turn continues: 9, 31 to go");

  /* the last impulse replaced by one with the same total (a game loaded
   * over this one): the same count and number, another last die */
  {
    g_autoptr(AdjWifTrack) same_total = adj_wif_track_new (f->rb, adj_game_get_dice (f->game));
    g_autofree char *before = NULL;
    g_autofree char *snapshot = NULL;

    g_assert_true (adj_wif_track_set_threshold_override (f->track, 10, NULL));
    g_assert_true (adj_wif_track_set_threshold_override (same_total, 10, NULL));
    g_assert_true (adj_wif_track_set_order (same_total, (int[]) { 0, 1 }, 2, NULL));
    g_assert_true (adj_wif_track_set_k (same_total, 2, NULL));
    g_assert_true (adj_wif_track_record_impulse (same_total, (int[]) { 6, 5 }, 2, NULL));
    g_assert_cmpint (adj_wif_track_get_phase (same_total), ==, ADJ_WIF_PHASE_TURN_OVER);
    snapshot = adj_model_snapshot (ADJ_MODEL (same_total));
    before = adj_model_snapshot (ADJ_MODEL (f->track));
    g_assert_true (adj_model_restore (ADJ_MODEL (f->track), snapshot, NULL));
    g_assert_cmpstr (label_text (f, "result_label"), ==, "Turn over: 11 and last die 5");
    g_clear_object (&same_total);
    same_total = adj_wif_track_new (f->rb, adj_game_get_dice (f->game));
    g_assert_true (adj_wif_track_set_threshold_override (same_total, 10, NULL));
    g_assert_true (adj_wif_track_set_order (same_total, (int[]) { 0, 1 }, 2, NULL));
    g_assert_true (adj_wif_track_set_k (same_total, 2, NULL));
    g_assert_true (adj_wif_track_record_impulse (same_total, (int[]) { 5, 6 }, 2, NULL));
    g_free (snapshot);
    snapshot = adj_model_snapshot (ADJ_MODEL (same_total));
    g_assert_true (adj_model_restore (ADJ_MODEL (f->track), snapshot, NULL));
    g_assert_cmpstr (label_text (f, "result_label"), ==, "Turn over: 11 and last die 6");
    g_assert_true (adj_model_restore (ADJ_MODEL (f->track), before, NULL));
    g_assert_cmpstr (label_text (f, "ten_label"), ==, "9 / 10");
  }

  /* another game: every binding follows its track */
  adj_game_add_model (other, ADJ_MODEL (other_track));
  g_object_set (f->view, "game", other, NULL);
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "0 / 55");
  g_assert_cmpstr (label_text (f, "turn_label"), ==, "Turn 1");
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "From the rules");
  g_assert_false (gtk_widget_get_visible (reset));
  g_assert_false (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "impulse_dice")));
  /* and no longer the first one */
  g_assert_true (adj_wif_track_set_threshold_override (f->track, 30, NULL));
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "0 / 55");
  g_object_set (f->view, "game", f->game, NULL);
  g_assert_cmpstr (label_text (f, "ten_label"), ==, "9 / 30");
}

/* The last roll's dice follow each roll, the widgets used again: fewer dice
 * leave no tile behind, the mark moves to the new last die, the passes'
 * bonus comes and goes, and undo shows the roll before. */
static void
test_faces_follow_rolls (Fixture       *f,
                         gconstpointer  data)
{
  AdjHistory *history = adj_game_get_history (f->game, "wif");
  g_autofree char *none = NULL, *three = NULL, *two = NULL, *bonus = NULL, *undone = NULL;
  guint tooltip_changes = 0;

  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "order_button"));
  none = faces_shown (f);
  g_assert_cmpstr (none, ==, "");
  set_k (f, 3);
  type_faces (f, "3 6 7");
  three = faces_shown (f);
  g_assert_cmpstr (three, ==, "Axis rolled|3|6|7*");
  /* the first impulse undone: nothing shown; done again: shown again */
  g_assert_true (adj_history_undo (history, NULL));
  g_assert_true (adj_test_wait_until (g_strcmp0 (label_text (f, "ten_label"), "0 / 55") == 0, 5000));
  g_free (none);
  none = faces_shown (f);
  g_assert_cmpstr (none, ==, "");
  g_assert_true (adj_history_redo (history, NULL));
  g_assert_true (adj_test_wait_until (g_strcmp0 (label_text (f, "ten_label"), "16 / 55") == 0, 5000));
  g_free (three);
  three = faces_shown (f);
  g_assert_cmpstr (three, ==, "Axis rolled|3|6|7*");
  set_k (f, 2);
  tick_pass (f, "Commonwealth");
  type_faces (f, "4 5");
  bonus = faces_shown (f);
  g_assert_cmpstr (bonus, ==, "Allies rolled|4|5*|+2 per die for passes");
  /* the mark moves from die to die and no GTK tooltip changes (each change
   * a round trip to the display) */
  adj_test_watch_tooltips (GTK_WIDGET (f->view), &tooltip_changes);
  type_faces (f, "8 1");
  two = faces_shown (f);
  g_assert_cmpstr (two, ==, "Axis rolled|8|1*");
  g_assert_true (adj_history_undo (history, NULL));
  g_assert_true (adj_test_wait_until (g_strcmp0 (label_text (f, "heading_label"), "Axis to move") == 0, 5000));
  undone = faces_shown (f);
  g_assert_cmpstr (undone, ==, bonus);
  /* more dice: the last one before is a middle one now, unmarked */
  set_k (f, 3);
  type_faces (f, "2 2 9");
  g_free (three);
  three = faces_shown (f);
  g_assert_cmpstr (three, ==, "Axis rolled|2|2|9*");
  g_assert_cmpuint (tooltip_changes, ==, 0);
}

/* where @name's top is in the page, once laid out */
static double
top_in_view (Fixture    *f,
             const char *name)
{
  graphene_rect_t bounds;

  adj_test_settle (f->view);
  g_assert_true (gtk_widget_compute_bounds (child (f->view, ADJ_TYPE_WIF_VIEW, name), f->view, &bounds));
  return bounds.origin.y;
}

/* The side to move's passes show in a box as high as the tallest side's,
 * and the row of the last roll's dice has its height before the turn's
 * first roll: the dice and their Roll button below keep their place from
 * one impulse to the next (a side of six powers took three more rows than
 * a side of three, and the button moved under the pointer). */
static void
test_roll_button_stays (Fixture       *f,
                        gconstpointer  data)
{
  GtkCssProvider *style = adj_test_add_app_style ();   /* the dice's size */
  g_autofree char *axis = NULL, *allies = NULL, *allies_again = NULL;
  int faces_height;
  double y;

  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "order_button"));
  set_k (f, 2);
  /* the turn's first impulse: its row of dice had its room already (the
   * line above it may wrap anew in a narrow column) */
  top_in_view (f, "impulse_dice");
  faces_height = gtk_widget_get_height (child (f->view, ADJ_TYPE_WIF_VIEW, "faces_box"));
  g_assert_cmpint (faces_height, >=, 40);
  type_faces (f, "3 6");
  allies = shown_passes (f);
  y = top_in_view (f, "impulse_dice");
  g_assert_cmpint (gtk_widget_get_height (child (f->view, ADJ_TYPE_WIF_VIEW, "faces_box")), ==, faces_height);
  type_faces (f, "4 5");
  axis = shown_passes (f);
  g_assert_cmpstr (allies, !=, axis);
  g_assert_cmpfloat (top_in_view (f, "impulse_dice"), ==, y);
  type_faces (f, "2 7");
  allies_again = shown_passes (f);
  g_assert_cmpstr (allies_again, ==, allies);
  g_assert_cmpfloat (top_in_view (f, "impulse_dice"), ==, y);
  adj_test_remove_app_style (style);
}

/* The same with three sides in a narrow window (the page at 1280 px): a
 * longer side's name ("Communists to move") or result line wraps in the
 * middle column, and the Roll button moved with it. */
static void
test_roll_button_stays_three_sides (Fixture       *f,
                                    gconstpointer  data)
{
  GtkCssProvider *style = adj_test_add_app_style ();
  GtkWidget *init_dice = child (f->view, ADJ_TYPE_WIF_VIEW, "initiative_dice");
  g_autoptr(GHashTable) headings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  double y = -1;
  int one_line;

  gtk_window_set_default_size (f->window, 1280, 800);
  adj_dice_set_seed (adj_game_get_dice (f->game), 7);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (f->view, ADJ_TYPE_WIF_VIEW, "sides_spin")), 3);
  set_k (f, 2);
  adj_dice_box_set_physical (ADJ_DICE_BOX (init_dice), FALSE);
  while (adj_wif_track_get_phase (f->track) == ADJ_WIF_PHASE_INITIATIVE)
    click (f, child (init_dice, ADJ_TYPE_DICE_BOX, "roll_button"));
  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "choose_a_button"));
  click (f, child (f->view, ADJ_TYPE_WIF_VIEW, "choose_b_button"));
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_IMPULSES);
  g_assert_true (adj_test_wait_until (gtk_widget_get_width (f->view) == 1280, 5000));
  /* the turn's first impulse (no result yet), then each side's */
  for (guint i = 0; i < 6; i++)
    {
      if (y < 0)
        y = top_in_view (f, "impulse_dice");
      else
        g_assert_cmpfloat (top_in_view (f, "impulse_dice"), ==, y);
      g_hash_table_add (headings, g_strdup (label_text (f, "heading_label")));
      type_faces (f, "1 1");
    }
  /* every side moved, and the narrow column has a heading that wraps: the
   * heading has room for more than one line */
  g_assert_cmpuint (g_hash_table_size (headings), ==, 3);
  gtk_widget_measure (child (f->view, ADJ_TYPE_WIF_VIEW, "heading_label"), GTK_ORIENTATION_VERTICAL, 10000,
                      &one_line, NULL, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_height (child (f->view, ADJ_TYPE_WIF_VIEW, "heading_label")), >, one_line);
  adj_test_remove_app_style (style);
}

/* a label with @css_class */
static gboolean
is_label_of_class (GtkWidget     *widget,
                   gconstpointer  css_class)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, css_class);
}

/* The turns played, at the longest game: each row words its turn, and the
 * list holds rows about what is in view, not all 199 that every frame
 * would draw again (a grid view of one column: GTK's list views make up
 * to 200). */
static void
test_turn_list_long_game (Fixture       *f,
                          gconstpointer  data)
{
  GtkWidget *turns = child (f->view, ADJ_TYPE_WIF_VIEW, "turn_list");
  GListModel *model = G_LIST_MODEL (gtk_grid_view_get_model (GTK_GRID_VIEW (turns)));
  g_autoptr(AdjWifTurn) first = NULL;
  g_autofree char *title = NULL;
  g_autofree char *summary = NULL;
  GtkWidget *label = NULL;

  g_assert_true (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "turn_placeholder")));
  g_assert_false (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "turn_scroller")));
  adj_bench_drive_wif (f->track, adj_game_get_dice (f->game), 100000);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, adj_wif_track_get_turns_ended (f->track));
  g_assert_cmpuint (g_list_model_get_n_items (model), >, 150);
  g_assert_false (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "turn_placeholder")));
  g_assert_true (gtk_widget_get_visible (child (f->view, ADJ_TYPE_WIF_VIEW, "turn_scroller")));
  first = g_list_model_get_item (model, 0);
  title = adj_wif_text_turn_title (first);
  summary = adj_wif_text_turn_summary (f->track, first);
  g_assert_true (adj_test_wait_until ((label = adj_test_find_label (turns, title)) != NULL, 5000));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_next_sibling (label))), ==, summary);
  g_assert_cmpuint (adj_test_count (turns, is_label_of_class, "wif-note"), <, 40);
}

int
main (int   argc,
      char *argv[])
{
  if (!adj_test_init_display (&argc, &argv))
    return 0;

  g_test_add ("/wif-view/two-sided-example", Fixture, NULL, setup, test_two_sided_example, teardown);
  g_test_add ("/wif-view/three-sided-initiative", Fixture, NULL, setup, test_three_sided_initiative, teardown);
  g_test_add ("/wif-view/three-sided-turn-by-mouse", Fixture, NULL, setup, test_three_sided_turn_by_mouse, teardown);
  g_test_add ("/wif-view/last-die-first", Fixture, NULL, setup, test_last_die_first, teardown);
  g_test_add ("/wif-view/labels-follow-model", Fixture, NULL, setup, test_labels_follow_model, teardown);
  g_test_add ("/wif-view/projector", Fixture, NULL, setup, test_projector, teardown);
  g_test_add ("/wif-view/pending-last-die", Fixture, NULL, setup, test_pending_last_die, teardown);
  g_test_add ("/wif-view/first-turn-tie", Fixture, NULL, setup, test_first_turn_tie, teardown);
  g_test_add ("/wif-view/sides-mid-turn-undo", Fixture, NULL, setup, test_sides_mid_turn_undo, teardown);
  g_test_add ("/wif-view/focus-follows-the-roll", Fixture, NULL, setup, test_focus_follows_the_roll, teardown);
  g_test_add ("/wif-view/accessible", Fixture, NULL, setup, test_accessible, teardown);
  g_test_add ("/wif-view/stable-layout", Fixture, NULL, setup, test_stable_layout, teardown);
  g_test_add ("/wif-view/faces-follow-rolls", Fixture, NULL, setup, test_faces_follow_rolls, teardown);
  g_test_add ("/wif-view/roll-button-stays", Fixture, NULL, setup, test_roll_button_stays, teardown);
  g_test_add ("/wif-view/roll-button-stays-three-sides", Fixture, NULL, setup, test_roll_button_stays_three_sides, teardown);
  g_test_add ("/wif-view/odds-chart-one-node", Fixture, NULL, setup, test_odds_chart_one_node, teardown);
  g_test_add ("/wif-view/passes-page-one-node", Fixture, NULL, setup, test_passes_page_one_node, teardown);
  g_test_add ("/wif-view/major-powers-on-opening", Fixture, NULL, setup, test_major_powers_on_opening, teardown);
  g_test_add ("/wif-view/turn-list-long-game", Fixture, NULL, setup, test_turn_list_long_game, teardown);
  return g_test_run ();
}
