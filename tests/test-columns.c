/* SPDX-License-Identifier: GPL-3.0-or-later */
/* AdjColumns: the columns of a page, side by side while they fit and one
 * under the other when they do not. Widths are asked for without a height
 * (so wrapping labels are not searched for a width at every height), and the
 * minimum and natural heights come from the same column widths. */

#include "config.h"

#include "adj-columns.h"
#include "adj-test-utils.h"
#include "adj-test-widgets.h"

static const char *text =
  "Enemy naval and air units in interception range can intercept moving friendly units.";

static GtkWidget *
wrapping_column (int width_request)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Heading"));
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_size_request (box, width_request, -1);
  return box;
}

static GtkWidget *
three_columns (void)
{
  GtkWidget *columns = adj_columns_new ();

  adj_columns_set_spacing (ADJ_COLUMNS (columns), 24);
  for (int i = 0; i < 3; i++)
    gtk_widget_set_parent (wrapping_column (200), columns);
  return columns;
}

static void
test_width_ignores_height (void)
{
  GtkWidget *columns = g_object_ref_sink (three_columns ());
  int min_free, nat_free, min_short, nat_short;

  g_assert_cmpint (gtk_widget_get_request_mode (columns), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  gtk_widget_measure (columns, GTK_ORIENTATION_HORIZONTAL, -1, &min_free, &nat_free, NULL, NULL);
  gtk_widget_measure (columns, GTK_ORIENTATION_HORIZONTAL, 40, &min_short, &nat_short, NULL, NULL);
  g_assert_cmpint (min_free, ==, min_short);
  g_assert_cmpint (nat_free, ==, nat_short);
  /* the narrowest is one column (stacked), the widest all three side by side */
  g_assert_cmpint (min_free, ==, 200);
  g_assert_cmpint (nat_free, >=, 3 * 200 + 2 * 24);
  g_object_unref (columns);
}

/* At every width the minimum height is at most the natural one, and a
 * narrow width stacks the columns: three times as tall, or more. */
static void
test_heights_agree (void)
{
  GtkWidget *columns = g_object_ref_sink (three_columns ());
  int wide_min, wide_nat;

  gtk_widget_measure (columns, GTK_ORIENTATION_VERTICAL, 1200, &wide_min, &wide_nat, NULL, NULL);
  for (int width = 200; width <= 1400; width += 10)
    {
      int min, nat;

      gtk_widget_measure (columns, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
      g_assert_cmpint (min, <=, nat);
      if (width < 3 * 200 + 2 * 24)
        g_assert_cmpint (min, >=, 3 * wide_min);
    }
  g_object_unref (columns);
}

static void
test_side_by_side_or_stacked (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *columns = three_columns ();
  GtkWidget *first = gtk_widget_get_first_child (columns);
  GtkWidget *last = gtk_widget_get_last_child (columns);
  graphene_point_t p;

  gtk_window_set_child (GTK_WINDOW (window), columns);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 400);
  gtk_window_present (GTK_WINDOW (window));
  adj_test_wait_until (gtk_widget_get_width (columns) == 1000, 5000);
  g_assert_true (adj_columns_get_side_by_side (ADJ_COLUMNS (columns)));
  g_assert_true (gtk_widget_compute_point (last, columns, &GRAPHENE_POINT_INIT (0, 0), &p));
  g_assert_cmpfloat (p.x, >=, 2 * (200 + 24));
  g_assert_cmpfloat (p.y, ==, 0);
  g_assert_cmpint (gtk_widget_get_width (first), >=, 200);

  gtk_window_set_default_size (GTK_WINDOW (window), 300, 900);
  adj_test_wait_until (gtk_widget_get_width (columns) == 300, 5000);
  g_assert_false (adj_columns_get_side_by_side (ADJ_COLUMNS (columns)));
  g_assert_true (gtk_widget_compute_point (last, columns, &GRAPHENE_POINT_INIT (0, 0), &p));
  g_assert_cmpfloat (p.x, ==, 0);
  g_assert_cmpfloat (p.y, >, 2 * gtk_widget_get_height (first) - 1);
  g_assert_cmpint (gtk_widget_get_width (first), ==, 300);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Stacked in a tall window, what is left after the natural heights goes to
 * the column that expands vertically (the 1943 wizard's page under its list). */
static void
test_stacked_rest_to_expanding (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *columns = three_columns ();
  GtkWidget *middle = gtk_widget_get_next_sibling (gtk_widget_get_first_child (columns));
  int total = 0;

  gtk_widget_set_vexpand (middle, TRUE);
  gtk_window_set_child (GTK_WINDOW (window), columns);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 900);
  gtk_window_present (GTK_WINDOW (window));
  adj_test_wait_until (gtk_widget_get_height (columns) == 900, 5000);
  g_assert_false (adj_columns_get_side_by_side (ADJ_COLUMNS (columns)));
  for (GtkWidget *c = gtk_widget_get_first_child (columns); c; c = gtk_widget_get_next_sibling (c))
    total += gtk_widget_get_height (c);
  g_assert_cmpint (total + 2 * 24, ==, 900);
  g_assert_cmpint (gtk_widget_get_height (middle), >, gtk_widget_get_height (gtk_widget_get_first_child (columns)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Longer text in one column (its natural width grows, its minimum does
 * not) moves no column: the widths do not follow natural widths, so that
 * an action that changes a line of text re-lays out and redraws only that
 * column, not the page. */
static void
test_steady_widths (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *columns = three_columns ();
  GtkWidget *first = gtk_widget_get_first_child (columns);
  GtkWidget *middle = gtk_widget_get_next_sibling (first);
  GtkWidget *label = gtk_widget_get_last_child (middle);
  GtkWidget *last = gtk_widget_get_last_child (columns);
  int first_width, last_width, nat_before, nat_after;
  graphene_point_t before, after;

  /* short lines: each column's natural width is its minimum */
  for (GtkWidget *c = first; c != NULL; c = gtk_widget_get_next_sibling (c))
    gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (c)), "Short");
  gtk_window_set_child (GTK_WINDOW (window), columns);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 600);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_width (columns) == 1000, 5000));
  g_assert_true (adj_columns_get_side_by_side (ADJ_COLUMNS (columns)));
  first_width = gtk_widget_get_width (first);
  last_width = gtk_widget_get_width (last);
  g_assert_true (gtk_widget_compute_point (last, columns, &GRAPHENE_POINT_INIT (0, 0), &before));
  gtk_widget_measure (middle, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat_before, NULL, NULL);

  gtk_label_set_label (GTK_LABEL (label), text);
  gtk_widget_measure (middle, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat_after, NULL, NULL);
  g_assert_cmpint (nat_after, >, nat_before);
  adj_test_settle (columns);
  g_assert_true (gtk_widget_compute_point (last, columns, &GRAPHENE_POINT_INIT (0, 0), &after));
  g_assert_cmpint (gtk_widget_get_width (first), ==, first_width);
  g_assert_cmpint (gtk_widget_get_width (last), ==, last_width);
  g_assert_cmpfloat (after.x, ==, before.x);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* With fit-natural, columns stand side by side only at their natural widths. */
static void
test_fit_natural (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *columns = three_columns ();
  int min, nat;

  gtk_widget_measure (columns, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, >, 3 * 200 + 2 * 24 + 40);
  gtk_window_set_child (GTK_WINDOW (window), columns);
  gtk_window_set_default_size (GTK_WINDOW (window), 3 * 200 + 2 * 24 + 20, 600);
  gtk_window_present (GTK_WINDOW (window));
  adj_test_wait_until (gtk_widget_get_width (columns) == 3 * 200 + 2 * 24 + 20, 5000);
  g_assert_true (adj_columns_get_side_by_side (ADJ_COLUMNS (columns)));
  g_object_set (columns, "fit-natural", TRUE, NULL);
  g_assert_false (adj_columns_get_side_by_side (ADJ_COLUMNS (columns)));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!adj_test_init_display (&argc, &argv))
    return 0;
  g_test_add_func ("/columns/width-ignores-height", test_width_ignores_height);
  g_test_add_func ("/columns/heights-agree", test_heights_agree);
  g_test_add_func ("/columns/side-by-side-or-stacked", test_side_by_side_or_stacked);
  g_test_add_func ("/columns/stacked-rest-to-expanding", test_stacked_rest_to_expanding);
  g_test_add_func ("/columns/fit-natural", test_fit_natural);
  g_test_add_func ("/columns/steady-widths", test_steady_widths);
  return g_test_run ();
}
