/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The PTO page under Xvfb: a whole monthly turn played by its buttons. */

#include "config.h"

#include <adwaita.h>

#include "adj-columns.h"
#include "adj-dice-box.h"
#include "adj-page.h"
#include "adj-pto-game.h"
#include "adj-pto-projector.h"
#include "adj-pto-view.h"
#include "adj-pto-zone-row.h"
#include "adj-roll-text.h"
#include "adj-test-app.h"
#include "adj-test-utils.h"

typedef struct {
  AdjRulebook *rb;
  AdjGame     *game;
  AdjPtoGame  *model;
  GtkWidget   *window;
  GtkWidget   *view;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "game.adjutant", NULL);

  f->rb = adj_test_rulebook (NULL);
  f->game = adj_game_new (f->rb, path);
  f->model = adj_pto_game_new (f->rb, adj_game_get_dice (f->game));
  adj_game_add_model (f->game, ADJ_MODEL (f->model));
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1400, 900);
  f->view = g_object_new (ADJ_TYPE_PTO_VIEW, NULL);
  gtk_window_set_child (GTK_WINDOW (f->window), f->view);
  g_object_set (f->view, "game", f->game, NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (f->view), 5000));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  GtkWidget *view = f->view;

  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  gtk_window_destroy (GTK_WINDOW (f->window));
  /* the page lets go of the game when it goes */
  g_assert_true (adj_test_wait_until (view == NULL, 5000));
  g_clear_object (&f->model);
  g_clear_object (&f->game);
  g_clear_object (&f->rb);
}

typedef gboolean (*Match) (GtkWidget *w, gconstpointer data);

static void
collect (GtkWidget *w, Match match, gconstpointer data, GPtrArray *out)
{
  if (match (w, data))
    g_ptr_array_add (out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    collect (c, match, data, out);
}

static gboolean
is_button_labelled (GtkWidget *w, gconstpointer label)
{
  return GTK_IS_BUTTON (w) && gtk_widget_get_mapped (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), label) == 0;
}

static gboolean
is_button_with_action (GtkWidget *w, gconstpointer action)
{
  return GTK_IS_BUTTON (w) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), action) == 0;
}

static gboolean
is_toggle_labelled (GtkWidget *w, gconstpointer label)
{
  return GTK_IS_TOGGLE_BUTTON (w) && gtk_widget_get_mapped (w)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), label) == 0;
}

static gboolean
is_zone_dice (GtkWidget *w, gconstpointer data)
{
  return ADJ_IS_DICE_BOX (w) && gtk_widget_get_ancestor (w, ADJ_TYPE_PTO_ZONE_ROW) != NULL && gtk_widget_get_mapped (w);
}

static gboolean
is_label_with (GtkWidget *w, gconstpointer text)
{
  return GTK_IS_LABEL (w) && gtk_widget_get_mapped (w) && strstr (gtk_label_get_label (GTK_LABEL (w)), text) != NULL;
}

static gboolean
is_type (GtkWidget *w, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (w, GPOINTER_TO_SIZE (type));
}

#define OF_TYPE(t) GSIZE_TO_POINTER (t)

static GtkWidget *
find (GtkWidget *root, Match match, gconstpointer data)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new ();

  collect (root, match, data, out);
  return out->len ? g_ptr_array_index (out, 0) : NULL;
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  /* what a mouse click does (gtk_widget_activate() would wait for a timeout);
   * the game and the page answer before it returns */
  g_signal_emit_by_name (button, "clicked");
}

static const char *
current_title (Fixture *f)
{
  return adj_pto_step_get_title (adj_pto_game_get_current_step (f->model));
}

static gboolean
shows_label (GtkWidget  *root,
             const char *text)
{
  return find (root, is_label_with, text) != NULL;
}

static void
test_monthly_turn_by_buttons (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *next = find (f->view, is_button_with_action, "pto.next");
  GtkWidget *back = find (f->view, is_button_with_action, "pto.back");
  g_autoptr(GPtrArray) zone_dice = g_ptr_array_new ();
  guint clicks = 0;

  /* January 1942, Japan has initiative, one offensive each */
  g_assert_true (adj_pto_game_start (f->model, 1942, 1, ADJ_PTO_SIDE_JAPAN, 1, 1, &error));
  g_assert_true (adj_test_wait_until (shows_label (f->view, "Monthly turn: January"), 5000));
  g_assert_nonnull (find (f->view, is_label_with, "Weather Phase"));
  g_assert_false (gtk_widget_is_sensitive (back));

  /* no turn-track entry yet: the players enter "only M" */
  g_assert_nonnull (find (f->view, is_label_with, "not recorded yet"));
  click (find (f->view, is_button_labelled, "Only M"));
  g_assert_cmpstr (adj_pto_game_get_weather_condition (f->model), ==, "m");
  g_assert_nonnull (find (f->view, is_label_with, "Monsoon (M)"));

  /* one grounding roll per affected zone, by the dice boxes' Roll buttons */
  collect (f->view, is_zone_dice, NULL, zone_dice);
  g_assert_cmpuint (zone_dice->len, ==, 2);
  for (guint i = 0; i < zone_dice->len; i++)
    click (find (g_ptr_array_index (zone_dice, i), is_button_labelled, "_Roll 2d6"));
  g_assert_cmpint (adj_pto_game_get_grounding_roll (f->model, "arctic"), >=, 2);
  g_assert_cmpint (adj_pto_game_get_grounding_roll (f->model, "monsoon"), >=, 2);
  /* the roll log holds the last grounding roll as facts, and words them */
  {
    GListModel *log = G_LIST_MODEL (adj_game_get_roll_log (f->game));
    g_autoptr(AdjRoll) roll = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
    const char * const *facts = adj_roll_get_topic_args (roll);
    g_autofree char *purpose = adj_roll_text_dup_purpose (roll, f->game);

    g_assert_cmpstr (adj_roll_get_topic (roll), ==, "pto.grounding");
    g_assert_true (g_strv_contains (facts, "monsoon") || g_strv_contains (facts, "arctic"));
    g_assert_true (g_str_has_prefix (purpose, "Grounding roll, "));
    g_assert_true (g_str_has_suffix (purpose, ", January 1942"));
  }
  g_assert_nonnull (find (f->view, is_label_with, "air units"));

  /* Next through Strategic Warfare and both sides' Naval and Air steps */
  while (adj_pto_step_get_kind (adj_pto_game_get_current_step (f->model)) != ADJ_PTO_STEP_CHOOSE_OFFENSIVE)
    {
      click (next);
      g_assert_cmpuint (++clicks, <, 20);
      /* the weather card stays for the rest of the month */
      g_assert_nonnull (find (f->view, is_label_with, "Monsoon (M)"));
    }
  g_assert_cmpuint (clicks, ==, 14);
  g_assert_nonnull (find (f->view, is_label_with, "Japan performs an offensive"));

  /* Japan: land offensive; then the Allies: air offensive */
  click (find (f->view, is_button_labelled, "_Land Offensive (4A)"));
  g_assert_cmpstr (adj_pto_step_get_group (adj_pto_game_get_current_step (f->model)), ==, "4A. Land Offensive Sequence");
  for (int i = 0; i < 4; i++)
    click (next);
  g_assert_nonnull (find (f->view, is_label_with, "Allies performs an offensive"));
  click (find (f->view, is_button_labelled, "_Air Offensive (4C)"));
  g_assert_cmpint (adj_pto_game_get_remaining (f->model, ADJ_PTO_SIDE_ALLIES), ==, 0);
  for (int i = 0; i < 4; i++)
    click (next);
  /* both are out: Movement, initiative side first */
  g_assert_cmpstr (current_title (f), ==, "Movement Phase");
  g_assert_cmpint (adj_pto_step_get_side (adj_pto_game_get_current_step (f->model)), ==, ADJ_PTO_SIDE_JAPAN);

  /* back, then on to the End of Turn */
  click (back);
  g_assert_cmpstr (current_title (f), ==, "Return to Base");
  clicks = 0;
  while (g_strcmp0 (current_title (f), "End of Turn") != 0)
    {
      click (next);
      g_assert_cmpuint (++clicks, <, 20);
    }
  g_assert_nonnull (find (f->view, is_button_labelled, "_End Turn"));
  g_assert_nonnull (find (f->view, is_label_with, "Next: February 1942"));
  click (next);
  g_assert_nonnull (find (f->view, is_label_with, "Monthly turn: February"));
  g_assert_cmpuint (adj_pto_game_get_step_index (f->model), ==, 0);
  /* February has no entry yet; the card asks again: a split, 1-3 F, 4-6 W, by clicks */
  g_assert_nonnull (find (f->view, is_label_with, "not recorded yet"));
  {
    g_autoptr(GPtrArray) fair = g_ptr_array_new ();
    g_autoptr(GPtrArray) winter = g_ptr_array_new ();
    AdjPtoTrackEntry entry;
    GtkWidget *die;

    collect (f->view, is_toggle_labelled, "F", fair);
    collect (f->view, is_toggle_labelled, "W", winter);
    g_assert_cmpuint (fair->len, ==, 6);
    g_assert_cmpuint (winter->len, ==, 6);
    /* an incomplete entry is refused with a message */
    click (g_ptr_array_index (fair, 0));
    click (find (f->view, is_button_labelled, "_Save Turn-Track Entry"));
    g_assert_nonnull (find (f->view, is_label_with, "must give a condition"));
    for (guint i = 1; i < 3; i++)
      click (g_ptr_array_index (fair, i));
    for (guint i = 3; i < 6; i++)
      click (g_ptr_array_index (winter, i));
    click (find (f->view, is_button_labelled, "_Save Turn-Track Entry"));
    g_assert_true (adj_pto_game_get_track_entry (f->model, &entry));
    g_assert_true (adj_pto_game_get_needs_weather_roll (f->model));
    g_assert_nonnull (find (f->view, is_label_with, "Turn track: F 1-3, W 4-6"));
    die = find (f->view, is_button_labelled, "_Roll 1d6");
    click (die);
    g_assert_false (adj_pto_game_get_needs_weather_roll (f->model));
    g_assert_cmpint (adj_pto_game_get_weather_face (f->model), >=, 1);
    g_assert_cmpstr (adj_pto_game_get_weather_condition (f->model), ==,
                     adj_pto_game_get_weather_face (f->model) <= 3 ? "f" : "w");
    g_assert_nonnull (find (f->view, is_label_with, "rolled"));
  }
}

static void
test_sidebar_jump_and_skip (Fixture *f, gconstpointer data)
{
  GtkWidget *list = find (f->view, is_type, OF_TYPE (GTK_TYPE_LIST_BOX));
  GtkListBoxRow *row;

  /* a new game: the Winter seasonal turn, with Additions to Force Pools */
  g_assert_nonnull (find (f->view, is_label_with, "Seasonal turn"));
  g_assert_nonnull (list);
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 6);
  g_assert_nonnull (row);
  g_signal_emit_by_name (list, "row-activated", row);
  g_assert_true (adj_test_wait_until (g_strcmp0 (current_title (f), "Buying Offensives") == 0, 5000));
  g_assert_true (gtk_list_box_row_is_selected (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 6)));

  /* buy offensives: a tie; both dice rolled with typed faces 3 and 5 */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find (f->view, is_type, OF_TYPE (GTK_TYPE_SPIN_BUTTON))), 2);
  {
    g_autoptr(GPtrArray) spins = g_ptr_array_new ();
    collect (f->view, is_type, OF_TYPE (GTK_TYPE_SPIN_BUTTON), spins);
    for (guint i = 0; i < spins->len; i++)
      if (gtk_widget_get_mapped (g_ptr_array_index (spins, i)))
        gtk_spin_button_set_value (g_ptr_array_index (spins, i), 2);
  }
  click (find (f->view, is_button_labelled, "_Reveal"));
  g_assert_true (adj_pto_game_get_tie_pending (f->model));
  g_assert_nonnull (find (f->view, is_label_with, "each side rolls a die"));
  {
    g_autoptr(GPtrArray) boxes = g_ptr_array_new ();
    collect (f->view, is_type, OF_TYPE (ADJ_TYPE_DICE_BOX), boxes);
    for (guint i = 0, k = 0; i < boxes->len; i++)
      {
        AdjDiceBox *box = g_ptr_array_index (boxes, i);
        if (!gtk_widget_get_mapped (GTK_WIDGET (box)))
          continue;
        adj_dice_box_set_physical (box, TRUE);
        gtk_editable_set_text (GTK_EDITABLE (find (GTK_WIDGET (box), is_type, OF_TYPE (GTK_TYPE_ENTRY))),
                               k++ == 0 ? "3" : "5");
        click (find (GTK_WIDGET (box), is_button_labelled, "_Enter"));
      }
  }
  g_assert_false (adj_pto_game_get_tie_pending (f->model));
  g_assert_cmpint (adj_pto_game_get_initiative (f->model), ==, ADJ_PTO_SIDE_ALLIES);
  g_assert_nonnull (find (f->view, is_label_with, "Allies has initiative"));

  /* Skip Phase on the last phase stays; Skip Step ends the turn */
  click (find (f->view, is_button_with_action, "pto.skip-step"));
  g_assert_nonnull (find (f->view, is_label_with, "Monthly turn: January"));
  click (find (f->view, is_button_with_action, "pto.skip-phase"));
  g_assert_cmpstr (current_title (f), ==, "Strategic Bombing of Japan");
}

static gboolean
is_mapped_spin (GtkWidget *w, gconstpointer data)
{
  return GTK_IS_SPIN_BUTTON (w) && gtk_widget_get_mapped (w);
}

/* A new user's first session: from the Winter seasonal turn to the end of
 * March with nothing but clicks (the spin buttons' + is a click). */
static void
test_winter_to_march_by_mouse (Fixture *f, gconstpointer data)
{
  GtkWidget *next = find (f->view, is_button_with_action, "pto.next");
  const char *months[] = { "January", "February", "March" };
  const char *only[] = { "Only F", "Only M", "Only W" };
  const guint n_zones[] = { 1, 2, 2 };

  /* Winter 1942: walk to Buying Offensives, buy 2 for Japan and 1 for the Allies */
  g_assert_nonnull (find (f->view, is_label_with, "Seasonal turn"));
  while (g_strcmp0 (current_title (f), "Buying Offensives") != 0)
    click (next);
  {
    g_autoptr(GPtrArray) spins = g_ptr_array_new ();

    collect (f->view, is_mapped_spin, NULL, spins);
    g_assert_cmpuint (spins->len, ==, 2);
    gtk_spin_button_spin (g_ptr_array_index (spins, 0), GTK_SPIN_STEP_FORWARD, 1);
    gtk_spin_button_spin (g_ptr_array_index (spins, 0), GTK_SPIN_STEP_FORWARD, 1);
    gtk_spin_button_spin (g_ptr_array_index (spins, 1), GTK_SPIN_STEP_FORWARD, 1);
  }
  click (find (f->view, is_button_labelled, "_Reveal"));
  g_assert_nonnull (find (f->view, is_label_with, "Japan has initiative for the coming three months"));
  click (find (f->view, is_button_labelled, "_End Turn"));

  for (guint m = 0; m < G_N_ELEMENTS (months); m++)
    {
      g_autofree char *header = g_strdup_printf ("Monthly turn: %s", months[m]);
      g_autoptr(GPtrArray) zone_dice = g_ptr_array_new ();
      guint clicks = 0;

      g_assert_nonnull (find (f->view, is_label_with, header));
      click (find (f->view, is_button_labelled, only[m]));
      collect (f->view, is_zone_dice, NULL, zone_dice);
      g_assert_cmpuint (zone_dice->len, ==, n_zones[m]);
      for (guint i = 0; i < zone_dice->len; i++)
        click (find (g_ptr_array_index (zone_dice, i), is_button_labelled, "_Roll 2d6"));
      /* the sides alternate land offensives until both are out */
      while (g_strcmp0 (current_title (f), "End of Turn") != 0)
        {
          GtkWidget *land = find (f->view, is_button_labelled, "_Land Offensive (4A)");

          if (land && adj_pto_game_get_remaining (f->model, adj_pto_game_get_chooser (f->model)) > 0)
            click (land);
          else
            click (next);
          g_assert_cmpuint (++clicks, <, 60);
          g_assert_nonnull (find (f->view, is_label_with, "air units"));
        }
      click (next);
    }
  /* after March: the Spring seasonal turn, with no Additions to Force Pools */
  g_assert_nonnull (find (f->view, is_label_with, "Spring 1942"));
  g_assert_null (find (f->view, is_label_with, "Additions To Force Pools"));
  g_assert_cmpint (adj_pto_game_get_remaining (f->model, ADJ_PTO_SIDE_JAPAN), ==, 0);
}

static int
min_width (GtkWidget *w)
{
  int min;

  gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* A phone-sized window: every step of a seasonal and a monthly turn (with
 * its weather card, offensives and a tied initiative) fits the 350 pixels
 * an AdjWindow 360 pixels wide leaves its pages (its border takes 10), the
 * columns stack there and stand side by side on a laptop. */
static void
test_narrow_window (Fixture *f, gconstpointer data)
{
  GtkWidget *next = find (f->view, is_button_with_action, "pto.next");
  g_autoptr(GError) error = NULL;
  GtkCssProvider *css = adj_test_add_app_style ();
  AdjColumns *columns;
  int widest = 0, min_height;
  guint clicks = 0;

  while (find (f->view, is_label_with, "Monthly turn: February") == NULL)
    {
      if (g_strcmp0 (current_title (f), "Buying Offensives") == 0
          && !adj_pto_game_get_tie_pending (f->model)
          && find (f->view, is_label_with, "has initiative") == NULL)
        {
          g_autoptr(GPtrArray) spins = g_ptr_array_new ();

          /* one offensive each: a tie, and offensives to choose in January */
          collect (f->view, is_mapped_spin, NULL, spins);
          for (guint i = 0; i < spins->len; i++)
            gtk_spin_button_set_value (g_ptr_array_index (spins, i), 1);
          click (find (f->view, is_button_labelled, "_Reveal"));
          g_assert_true (adj_pto_game_get_tie_pending (f->model));
          g_assert_nonnull (find (f->view, is_label_with, "each side rolls a die"));
        }
      widest = MAX (widest, min_width (f->view));
      if (adj_pto_game_get_tie_pending (f->model))
        {
          g_autoptr(GPtrArray) boxes = g_ptr_array_new ();

          collect (f->view, is_type, OF_TYPE (ADJ_TYPE_DICE_BOX), boxes);
          for (guint i = 0, k = 0; i < boxes->len; i++)
            if (gtk_widget_get_mapped (g_ptr_array_index (boxes, i)))
              {
                AdjDiceBox *box = g_ptr_array_index (boxes, i);

                adj_dice_box_set_physical (box, TRUE);
                gtk_editable_set_text (GTK_EDITABLE (find (GTK_WIDGET (box), is_type, OF_TYPE (GTK_TYPE_ENTRY))),
                                       k++ == 0 ? "3" : "5");
                click (find (GTK_WIDGET (box), is_button_labelled, "_Enter"));
              }
          continue;
        }
      click (next);
      g_assert_cmpuint (++clicks, <, 100);
    }
  /* a month with offensives to choose */
  g_assert_true (adj_pto_game_start (f->model, 1942, 1, ADJ_PTO_SIDE_JAPAN, 1, 1, &error));
  clicks = 0;
  while (adj_pto_step_get_kind (adj_pto_game_get_current_step (f->model)) != ADJ_PTO_STEP_CHOOSE_OFFENSIVE)
    {
      click (next);
      g_assert_cmpuint (++clicks, <, 30);
    }
  g_assert_nonnull (find (f->view, is_button_labelled, "_Land Offensive (4A)"));
  widest = MAX (widest, min_width (f->view));
  g_test_message ("widest: %d", widest);
  g_assert_cmpint (widest, <=, 350);

  /* the columns of steps, step and weather */
  columns = ADJ_COLUMNS (gtk_widget_get_ancestor (find (f->view, is_type, OF_TYPE (GTK_TYPE_LIST_BOX)),
                                                  ADJ_TYPE_COLUMNS));

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  adj_test_wait_until (gtk_widget_get_width (f->window) == 360, 5000);
  g_assert_cmpint (gtk_widget_get_width (f->window), ==, 360);
  g_assert_cmpint (gtk_widget_get_height (f->window), ==, 640);
  g_assert_false (adj_columns_get_side_by_side (columns));
  /* and fits the height a 360x640 window leaves under its header bar and
   * above its page switcher */
  gtk_widget_measure (f->view, GTK_ORIENTATION_VERTICAL, 350, &min_height, NULL, NULL, NULL);
  g_assert_cmpint (min_height, <=, 520);

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1200, 768);
  adj_test_wait_until (gtk_widget_get_width (f->window) == 1200, 5000);
  g_assert_cmpint (gtk_widget_get_width (f->window), ==, 1200);
  g_assert_true (adj_columns_get_side_by_side (columns));
  adj_test_remove_app_style (css);
}

/* Types a die into a dice box and enters it, as a player with real dice does. */
static void
enter_die (AdjDiceBox *box,
           const char *face)
{
  adj_dice_box_set_physical (box, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (find (GTK_WIDGET (box), is_type, OF_TYPE (GTK_TYPE_ENTRY))), face);
  click (find (GTK_WIDGET (box), is_button_labelled, "_Enter"));
}

/* The page's projector shows the turn, the step and a tie's initiative die
 * while it waits for the other side's; undo takes the die off the screen
 * and redo puts it back. */
static gboolean
is_label_of_class (GtkWidget *w, gconstpointer css_class)
{
  return GTK_IS_LABEL (w) && gtk_widget_has_css_class (w, css_class);
}

/* the text of the page's label styled @css_class */
static const char *
label_of_class (GtkWidget  *root,
                const char *css_class)
{
  GtkWidget *label = find (root, is_label_of_class, css_class);

  g_assert_nonnull (label);
  return gtk_label_get_label (GTK_LABEL (label));
}

/* The page's own labels are bound to the model (adj-pto-view.ui): changing the
 * model directly re-words them at once, with no waiting. */
static void
test_labels_follow_model (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (shows_label (f->view, "Winter 1942"));
  g_assert_true (shows_label (f->view, "Seasonal turn · Winter"));

  /* the header: turn, kind, initiative, offensives left */
  g_assert_true (adj_pto_game_start (f->model, 1943, 1, ADJ_PTO_SIDE_ALLIES, 3, 2, &error));
  g_assert_no_error (error);
  g_assert_true (shows_label (f->view, "January 1943"));
  g_assert_true (shows_label (f->view, "Monthly turn: January"));
  g_assert_true (shows_label (f->view, "Initiative: Allies"));
  g_assert_true (shows_label (f->view, "Offensives left: Japan 3 · Allies 2"));
  g_assert_false (shows_label (f->view, "Winter 1942"));

  /* the initiative panel: a tie shows the dice and the header says so */
  g_assert_true (adj_pto_game_start (f->model, 1942, 0, ADJ_PTO_SIDE_JAPAN, 0, 0, &error));
  /* the current step's labels */
  g_assert_true (adj_pto_game_jump (f->model, 6));
  g_assert_cmpstr (label_of_class (f->view, "pto-step-title"), ==, "Buying Offensives");
  g_assert_cmpstr (label_of_class (f->view, "pto-side"), ==, "Both");
  g_assert_cmpstr (label_of_class (f->view, "pto-step-text"), ==, adj_pto_step_get_text (adj_pto_game_get_current_step (f->model)));
  g_assert_cmpstr (label_of_class (f->view, "pto-phase"), !=, "");
  /* its panel shows at once */
  g_assert_true (shows_label (f->view, "Enter the offensives"));
  g_assert_false (shows_label (f->view, "Japan’s die"));
  g_assert_true (adj_pto_game_set_offensives_bought (f->model, 2, 2, &error));
  g_assert_no_error (error);
  g_assert_true (shows_label (f->view, "Both sides bought 2"));
  g_assert_true (shows_label (f->view, "Initiative: tied, roll for it"));
  /* newly shown widgets map at once; only the tie box itself was hidden */
  g_assert_true (shows_label (f->view, "Japan’s die"));
  g_assert_false (shows_label (f->view, "Japan’s die: "));
  g_assert_true (adj_pto_game_roll_tie_die (f->model, ADJ_PTO_SIDE_JAPAN, 4, &error));
  g_assert_true (shows_label (f->view, "Japan’s die: 4"));
  g_assert_true (adj_pto_game_roll_tie_die (f->model, ADJ_PTO_SIDE_ALLIES, 6, &error));
  g_assert_no_error (error);
  g_assert_true (shows_label (f->view, "Allies has initiative"));
  g_assert_true (shows_label (f->view, "Initiative: Allies"));
  g_assert_false (shows_label (f->view, "Japan’s die"));
}

static void
test_projector_shows_tie_die (Fixture *f, gconstpointer data)
{
  AdjHistory *history = adj_game_get_history (f->game, "pto");
  GtkWidget *projector = adj_page_create_projector (ADJ_PAGE (f->view));
  GtkWidget *window = gtk_window_new ();
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  AdjDiceBox *japan_dice = NULL;

  g_assert_true (ADJ_IS_PTO_PROJECTOR (projector));
  g_assert_true (adj_pto_projector_get_model (ADJ_PTO_PROJECTOR (projector)) == f->model);
  g_assert_true (gtk_widget_has_css_class (projector, "projector"));
  gtk_window_set_child (GTK_WINDOW (window), projector);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (projector), 5000));
  g_assert_true (shows_label (projector, "Winter 1942"));
  g_assert_false (shows_label (projector, "Japan’s die"));

  /* Buying Offensives: two each, a tie */
  g_assert_true (adj_pto_game_jump (f->model, 6));
  g_assert_true (shows_label (projector, "Buying Offensives"));
  g_assert_true (adj_pto_game_set_offensives_bought (f->model, 2, 2, &error));
  g_assert_true (adj_test_wait_until (shows_label (projector, "Japan’s die"), 5000));
  g_assert_false (shows_label (projector, "Japan’s die: "));

  /* Japan rolls a 4 on the page: the die waits, on the page and the projector */
  collect (f->view, is_type, OF_TYPE (ADJ_TYPE_DICE_BOX), boxes);
  for (guint i = 0; i < boxes->len && japan_dice == NULL; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (boxes, i)))
      japan_dice = g_ptr_array_index (boxes, i);
  g_assert_nonnull (japan_dice);
  enter_die (japan_dice, "4");
  g_assert_cmpint (adj_pto_game_get_tie_die (f->model, ADJ_PTO_SIDE_JAPAN), ==, 4);
  g_assert_true (adj_test_wait_until (shows_label (projector, "Japan’s die: 4"), 5000));
  g_assert_true (shows_label (f->view, "Japan’s die: 4"));

  /* undo: the die is gone; redo: it is back */
  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_true (adj_test_wait_until (!shows_label (projector, "Japan’s die: 4"), 5000));
  g_assert_true (shows_label (projector, "Japan’s die"));
  g_assert_false (shows_label (f->view, "Japan’s die: 4"));
  g_assert_true (adj_history_redo (history, &error));
  g_assert_true (adj_test_wait_until (shows_label (projector, "Japan’s die: 4"), 5000));

  /* the Allies roll 6: the tie is settled and leaves the projector */
  g_assert_true (adj_pto_game_roll_tie_die (f->model, ADJ_PTO_SIDE_ALLIES, 6, &error));
  g_assert_true (adj_test_wait_until (!shows_label (projector, "Japan’s die"), 5000));
  g_assert_true (shows_label (f->view, "Allies has initiative"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The month's weather and each affected zone's grounding on the projector. */
static void
test_projector_shows_weather (Fixture *f, gconstpointer data)
{
  GtkWidget *projector = adj_page_create_projector (ADJ_PAGE (f->view));
  GtkWidget *window = gtk_window_new ();
  g_autoptr(GError) error = NULL;
  const char *cells[] = { "-", "1-6", "-", NULL };
  const int dice[] = { 6, 6 };

  gtk_window_set_child (GTK_WINDOW (window), projector);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (projector), 5000));
  g_assert_true (adj_pto_game_start (f->model, 1942, 1, ADJ_PTO_SIDE_JAPAN, 1, 1, &error));
  g_assert_true (adj_test_wait_until (shows_label (projector, "Weather, January 1942: Not known yet"), 5000));
  g_assert_true (adj_pto_game_save_track_entry (f->model, NULL, cells, &error));
  g_assert_true (adj_test_wait_until (shows_label (projector, "Monsoon (M)"), 5000));
  g_assert_true (adj_pto_game_roll_grounding (f->model, "monsoon", dice, G_N_ELEMENTS (dice), &error));
  g_assert_no_error (error);
  g_assert_true (adj_test_wait_until (shows_label (projector, "12: air units"), 5000));
  gtk_window_destroy (GTK_WINDOW (window));
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

  g_test_add ("/pto-view/monthly-turn-by-buttons", Fixture, NULL, fixture_set_up,
              test_monthly_turn_by_buttons, fixture_tear_down);
  g_test_add ("/pto-view/sidebar-jump-initiative-skip", Fixture, NULL, fixture_set_up,
              test_sidebar_jump_and_skip, fixture_tear_down);
  g_test_add ("/pto-view/winter-to-march-by-mouse", Fixture, NULL, fixture_set_up,
              test_winter_to_march_by_mouse, fixture_tear_down);
  g_test_add ("/pto-view/labels-follow-model", Fixture, NULL, fixture_set_up,
              test_labels_follow_model, fixture_tear_down);
  g_test_add ("/pto-view/projector-shows-tie-die", Fixture, NULL, fixture_set_up,
              test_projector_shows_tie_die, fixture_tear_down);
  g_test_add ("/pto-view/projector-shows-weather", Fixture, NULL, fixture_set_up,
              test_projector_shows_weather, fixture_tear_down);
  g_test_add ("/pto-view/narrow-window", Fixture, NULL, fixture_set_up,
              test_narrow_window, fixture_tear_down);
  return g_test_run ();
}
