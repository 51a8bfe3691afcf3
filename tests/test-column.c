/* AdjColumn: a column's width does not depend on the height asked for, so
 * that wrapping labels are not searched for a width at every height. */

#include "config.h"

#include "adj-column.h"
#include "adj-test-utils.h"

static const char *text =
  "Enemy naval and air units in interception range can intercept moving friendly units.";

static GtkWidget *
wrapping_column_content (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Heading"));
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static void
test_width_ignores_height (void)
{
  GtkWidget *column = g_object_ref_sink (adj_column_new ());
  GtkWidget *bare = g_object_ref_sink (wrapping_column_content ());
  GtkWidget *content = wrapping_column_content ();
  int min_free, nat_free, min_short, nat_short, bare_min_short, bare_nat_short;

  adw_bin_set_child (ADW_BIN (column), content);
  g_assert_cmpint (gtk_widget_get_request_mode (column), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);

  gtk_widget_measure (column, GTK_ORIENTATION_HORIZONTAL, -1, &min_free, &nat_free, NULL, NULL);
  gtk_widget_measure (column, GTK_ORIENTATION_HORIZONTAL, 40, &min_short, &nat_short, NULL, NULL);
  g_assert_cmpint (min_free, ==, min_short);
  g_assert_cmpint (nat_free, ==, nat_short);

  /* the same content without the column does depend on the height: in
   * 40 pixels the paragraph needs a wider minimum than its longest word */
  gtk_widget_measure (bare, GTK_ORIENTATION_HORIZONTAL, 40, &bare_min_short, &bare_nat_short, NULL, NULL);
  g_assert_cmpint (bare_min_short, >, min_free);

  g_object_unref (bare);
  g_object_unref (column);
}

static void
test_height_follows_width (void)
{
  GtkWidget *column = g_object_ref_sink (adj_column_new ());
  GtkWidget *content = wrapping_column_content ();
  int narrow, wide, child_narrow, unused;

  adw_bin_set_child (ADW_BIN (column), content);
  gtk_widget_measure (column, GTK_ORIENTATION_VERTICAL, 120, &narrow, &unused, NULL, NULL);
  gtk_widget_measure (column, GTK_ORIENTATION_VERTICAL, 1200, &wide, &unused, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, 120, &child_narrow, &unused, NULL, NULL);
  g_assert_cmpint (narrow, ==, child_narrow);
  g_assert_cmpint (narrow, >, wide);
  g_object_unref (column);
}

static void
test_child_gets_the_column (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *column = adj_column_new ();
  GtkWidget *content = wrapping_column_content ();

  adw_bin_set_child (ADW_BIN (column), content);
  gtk_window_set_child (GTK_WINDOW (window), column);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 300);
  gtk_window_present (GTK_WINDOW (window));
  adj_test_spin (200);
  g_assert_cmpint (gtk_widget_get_width (content), ==, gtk_widget_get_width (column));
  g_assert_cmpint (gtk_widget_get_height (content), ==, gtk_widget_get_height (column));
  g_assert_cmpint (gtk_widget_get_width (content), >, 0);

  /* an empty column asks for nothing */
  adw_bin_set_child (ADW_BIN (column), NULL);
  {
    int min, nat;

    gtk_widget_measure (column, GTK_ORIENTATION_HORIZONTAL, 10, &min, &nat, NULL, NULL);
    g_assert_cmpint (min, ==, 0);
    g_assert_cmpint (nat, ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  adj_test_private_user_dirs ();
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    return 77;
  adw_init ();

  g_test_add_func ("/column/width-ignores-height", test_width_ignores_height);
  g_test_add_func ("/column/height-follows-width", test_height_follows_width);
  g_test_add_func ("/column/child-gets-the-column", test_child_gets_the_column);
  return g_test_run ();
}
