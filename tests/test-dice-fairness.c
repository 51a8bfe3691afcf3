/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The dice fairness window: opened from the roll log window, it shows the
 * counts of a known log, the expected counts, and a p-value that this test
 * computes on its own (the chi-square distribution's closed form for odd
 * degrees of freedom); it follows new rolls, counts undone ones, and saves
 * an image that loads, or says clearly why it could not. */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <glib/gstdio.h>

#include "adj-dice-chart.h"
#include "adj-dice-fairness-window.h"
#include "adj-dice-fit-card.h"
#include "adj-roll-log-window.h"
#include "adj-test-a11y.h"
#include "adj-test-app.h"
#include "adj-test-utils.h"
#include "adj-test-widgets.h"

typedef struct {
  AdjRulebook *rulebook;
  AdjGame     *game;
  GtkWindow   *log_window;
  GtkWindow   *window;
} Fixture;

static void
add (Fixture    *f,
     const char *dice,
     const int  *faces,
     guint       n_faces,
     gboolean    physical)
{
  g_autoptr(GDateTime) t = g_date_time_new_now_utc ();
  g_autoptr(AdjRoll) roll = adj_roll_new (t, "test", NULL, dice, faces, n_faces, 0, 0, physical);

  adj_roll_log_append (adj_game_get_roll_log (f->game), roll);
}

/* faces of the program's d6: 5 ones, 8 twos, 9 threes, 8 fours, 10 fives,
 * 20 sixes (60 dice, χ² = 13.4); real d6: 4, 4, 4; real d10: 0 (a 10), 3 */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *state = g_build_filename (g_get_user_data_dir (), "fairness.adjutant", NULL);
  const int per_face[6] = { 5, 8, 9, 8, 10, 20 };

  f->rulebook = adj_test_rulebook (NULL);
  f->game = adj_game_new (f->rulebook, state);
  for (int face = 1; face <= 6; face++)
    for (int i = 0; i < per_face[face - 1]; i++)
      add (f, "1d6", &face, 1, FALSE);
  add (f, "3d6", (const int[]) { 4, 4, 4 }, 3, TRUE);
  add (f, "2d10", (const int[]) { 0, 3 }, 2, TRUE);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  if (f->window)
    gtk_window_destroy (f->window);
  if (f->log_window)
    gtk_window_destroy (f->log_window);
  g_clear_object (&f->game);
  g_clear_object (&f->rulebook);
}

static GtkWindow *
find_fairness_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADJ_IS_DICE_FAIRNESS_WINDOW (w) && gtk_widget_get_mapped (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

/* the roll log window's Dice Fairness button opens it */
static void
open_from_log (Fixture *f)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *button = NULL;

  f->log_window = GTK_WINDOW (adj_roll_log_window_new (f->game));
  gtk_window_present (f->log_window);
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (f->log_window)), 5000));
  adj_test_collect_of_type (GTK_WIDGET (f->log_window), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "log.fairness") == 0)
      button = g_ptr_array_index (buttons, i);
  g_assert_nonnull (button);
  g_assert_true (adj_test_has_name (button));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (adj_test_wait_until ((f->window = find_fairness_window ()) != NULL, 5000));
  g_object_add_weak_pointer (G_OBJECT (f->window), (gpointer *) &f->window);
  g_assert_true (gtk_window_get_transient_for (f->window) == f->log_window);
  adj_test_settle (GTK_WIDGET (f->window));
}

static AdjDiceFitCard *
card (Fixture       *f,
      int            sides,
      AdjDiceSource  source)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  adj_test_collect_of_type (GTK_WIDGET (f->window), ADJ_TYPE_DICE_FIT_CARD, cards);
  g_assert_cmpuint (cards->len, ==, 4);
  for (guint i = 0; i < cards->len; i++)
    {
      AdjDiceFitCard *c = g_ptr_array_index (cards, i);

      if (adj_dice_fit_card_get_sides (c) == sides && adj_dice_fit_card_get_source (c) == source)
        return c;
    }
  g_assert_not_reached ();
}

/* the text of the card's table at @column (the face), @row (1: rolled, 2: expected) */
static const char *
cell (AdjDiceFitCard *c,
      int             column,
      int             row)
{
  GtkWidget *grid = adj_test_find_of_type (GTK_WIDGET (c), GTK_TYPE_GRID);

  return gtk_label_get_text (GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (grid), column, row)));
}

static gboolean
card_says (AdjDiceFitCard *c,
           const char     *text)
{
  return adj_test_find_label (GTK_WIDGET (c), text) != NULL;
}

/* P(χ² >= x) with 5 degrees of freedom, in closed form (Abramowitz &
 * Stegun 26.4.4, odd degrees): erfc(√(x/2)) + √(2x/π) e^(-x/2) (1 + x/3) */
static double
q5 (double x)
{
  return erfc (sqrt (x / 2)) + sqrt (2 * x / G_PI) * exp (-x / 2) * (1 + x / 3);
}

static void
test_counts_and_p_value (Fixture       *f,
                         gconstpointer  data)
{
  static const char *const rolled[] = { "5", "8", "9", "8", "10", "20" };
  AdjDiceFitCard *d6 = NULL;
  AdjDiceFitCard *real = NULL;
  AdjDiceFitCard *d10 = NULL;
  GtkWidget *chart;
  g_autofree char *p = g_strdup_printf ("p = %.3f", q5 (13.4));

  open_from_log (f);
  d6 = card (f, 6, ADJ_DICE_SOURCE_VIRTUAL);
  for (int face = 1; face <= 6; face++)
    {
      g_assert_cmpstr (cell (d6, face, 1), ==, rolled[face - 1]);
      g_assert_cmpstr (cell (d6, face, 2), ==, "10.0");
    }
  g_assert_true (card_says (d6, "60 dice rolled"));
  g_assert_true (card_says (d6, "χ² = 13.40, 5 degrees of freedom"));
  /* 0.020, computed here */
  g_test_message ("independent p-value: %.6f", q5 (13.4));
  g_assert_true (card_says (d6, p));
  g_assert_true (card_says (d6, "Somewhat unusual"));
  g_assert_false (card_says (d6, "Too few dice"));

  /* every bar said to a screen reader */
  chart = adj_test_find_of_type (GTK_WIDGET (d6), ADJ_TYPE_DICE_CHART);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     "Six-sided dice (d6), Rolled by Adjutant. "
                                                     "Face 1: 5 times, 10.0 expected. Face 2: 8 times, 10.0 expected. "
                                                     "Face 3: 9 times, 10.0 expected. Face 4: 8 times, 10.0 expected. "
                                                     "Face 5: 10 times, 10.0 expected. Face 6: 20 times, 10.0 expected."));

  /* real dice apart: three 4s, too few to say much */
  real = card (f, 6, ADJ_DICE_SOURCE_REAL);
  g_assert_cmpstr (cell (real, 4, 1), ==, "3");
  g_assert_cmpstr (cell (real, 4, 2), ==, "0.5");
  g_assert_true (card_says (real, "Too few dice to say much"));

  /* the d10 page: a typed 0 is a 10 */
  gtk_stack_set_visible_child_name (GTK_STACK (adj_test_find_of_type (GTK_WIDGET (f->window), GTK_TYPE_STACK)), "d10");
  adj_test_settle (GTK_WIDGET (f->window));
  d10 = card (f, 10, ADJ_DICE_SOURCE_REAL);
  g_assert_cmpstr (cell (d10, 10, 1), ==, "1");
  g_assert_cmpstr (cell (d10, 3, 1), ==, "1");
  g_assert_cmpstr (cell (d10, 1, 1), ==, "0");
  g_assert_true (card_says (d10, "2 dice rolled"));
  g_assert_true (card_says (card (f, 10, ADJ_DICE_SOURCE_VIRTUAL), "No dice of this kind rolled yet."));

  adj_test_assert_all_named (GTK_WIDGET (f->window));
}

static void
test_follows_the_log (Fixture       *f,
                      gconstpointer  data)
{
  AdjDiceFitCard *d6;
  g_autoptr(AdjRoll) last = NULL;
  GListModel *log = G_LIST_MODEL (adj_game_get_roll_log (f->game));

  open_from_log (f);
  d6 = card (f, 6, ADJ_DICE_SOURCE_VIRTUAL);
  add (f, "2d6", (const int[]) { 1, 1 }, 2, FALSE);
  g_assert_true (adj_test_wait_until (g_strcmp0 (cell (d6, 1, 1), "7") == 0, 5000));
  g_assert_true (adj_test_wait_until (card_says (d6, "62 dice rolled"), 5000));
  g_assert_cmpstr (cell (d6, 1, 2), ==, "10.3");
  g_assert_cmpint (adj_dice_chart_get_fit (ADJ_DICE_CHART (adj_test_find_of_type (GTK_WIDGET (d6), ADJ_TYPE_DICE_CHART)))->counts[0],
                   ==, 7);

  /* undone: still counted, the dice did come up */
  last = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
  adj_roll_set_undone (last, TRUE);
  add (f, "1d6", (const int[]) { 2 }, 1, FALSE);
  g_assert_true (adj_test_wait_until (g_strcmp0 (cell (d6, 2, 1), "9") == 0, 5000));
  g_assert_cmpstr (cell (d6, 1, 1), ==, "7");
  g_assert_true (card_says (d6, "63 dice rolled"));

  /* the log emptied (a new game) */
  adj_roll_log_clear (adj_game_get_roll_log (f->game));
  g_assert_true (adj_test_wait_until (g_strcmp0 (cell (d6, 1, 1), "0") == 0, 5000));
  g_assert_true (card_says (d6, "No dice of this kind rolled yet."));

  /* Ctrl+D again shows the same window */
  gtk_widget_activate_action (GTK_WIDGET (f->log_window), "log.fairness", NULL);
  g_assert_true (find_fairness_window () == f->window);
}

static void
test_export (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "adj-dice-fairness-test.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) nowhere = g_file_new_for_path ("/nonexistent-folder/dice.png");
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  GtkWidget *stack;
  int width, height;

  open_from_log (f);
  stack = adj_test_find_of_type (GTK_WIDGET (f->window), GTK_TYPE_STACK);
  g_assert_true (adj_dice_fairness_window_export (ADJ_DICE_FAIRNESS_WINDOW (f->window), file, &error));
  g_assert_no_error (error);
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  /* the whole sheet of the d6, both cards side by side */
  g_assert_cmpint (width, <=, gtk_widget_get_width (gtk_stack_get_visible_child (GTK_STACK (stack))));
  g_assert_cmpint (width, >, 500);
  g_assert_cmpint (height, >, 300);
  /* with its own background: not a transparent corner */
  pixels = g_malloc (width * height * 4);
  gdk_texture_download (texture, pixels, width * 4);
  g_assert_cmpint (pixels[3], ==, 255);
  g_assert_cmpint (pixels[(height - 1) * width * 4 + (width - 1) * 4 + 3], ==, 255);
  /* light: the window's light background */
  g_assert_cmpint (pixels[0], >, 200);
  if (!g_getenv ("ADJ_TEST_KEEP"))
    g_unlink (path);

  /* dark: the image as the window shows it */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  adj_test_settle (GTK_WIDGET (f->window));
  {
    g_autoptr(GBytes) png = adj_dice_fairness_window_render_png (ADJ_DICE_FAIRNESS_WINDOW (f->window), &error);
    g_autoptr(GdkTexture) dark = NULL;

    g_assert_no_error (error);
    dark = gdk_texture_new_from_bytes (png, &error);
    g_assert_no_error (error);
    gdk_texture_download (dark, pixels, width * 4);
    g_assert_cmpint (pixels[0], <, 80);
    g_assert_cmpint (pixels[3], ==, 255);
  }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* a folder that does not exist: a message that names the file */
  g_assert_false (adj_dice_fairness_window_export (ADJ_DICE_FAIRNESS_WINDOW (f->window), nowhere, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "/nonexistent-folder/dice.png"));
  g_assert_nonnull (strstr (error->message, "could not be saved"));
}

int
main (int   argc,
      char *argv[])
{
  if (!adj_test_init_display (&argc, &argv))
    return 0;
  adj_test_add_app_style ();

  g_test_add ("/dice-fairness/counts-and-p-value", Fixture, NULL, fixture_set_up,
              test_counts_and_p_value, fixture_tear_down);
  g_test_add ("/dice-fairness/follows-the-log", Fixture, NULL, fixture_set_up,
              test_follows_the_log, fixture_tear_down);
  g_test_add ("/dice-fairness/export", Fixture, NULL, fixture_set_up,
              test_export, fixture_tear_down);
  return g_test_run ();
}
