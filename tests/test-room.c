/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Room for a label's longest words (adj-room.c): the stack is as high as
 * the tallest sample at its width whatever the label shows, the label stays
 * the page shown, the samples are made once and hidden from screen readers. */

#include "config.h"

#include "adj-room.h"
#include "adj-test-widgets.h"

static int
height_at (GtkWidget *widget,
           int        width)
{
  int height;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  return height;
}

static void
test_tallest_sample (void)
{
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *label = gtk_label_new ("Axis to move");
  const char *const samples[] = { "Axis to move", "Communists and their friends to move", NULL };
  const char *const again[] = { "Axis to move", "Communists and their friends to move", NULL };
  const char *const fewer[] = { "Axis to move", NULL };
  g_autoptr(GtkWidget) probe = g_object_ref_sink (gtk_label_new ("Communists and their friends to move"));
  GtkWidget *first_sample;
  int short_h, long_h, min_w, probe_min_w, probe_nat_w, narrow;

  g_object_ref_sink (stack);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (probe), TRUE);
  gtk_widget_add_css_class (label, "title-1");
  gtk_widget_add_css_class (probe, "title-1");
  gtk_stack_set_vhomogeneous (GTK_STACK (stack), TRUE);
  gtk_stack_set_hhomogeneous (GTK_STACK (stack), FALSE);
  gtk_stack_add_child (GTK_STACK (stack), label);

  /* a width every word fits in (GTK 4.24 warns below a label's minimum)
   * and the long words do not */
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (probe, GTK_ORIENTATION_HORIZONTAL, -1, &probe_min_w, &probe_nat_w, NULL, NULL);
  narrow = MAX (min_w, probe_min_w) + 10;
  g_assert_cmpint (narrow, <, probe_nat_w);
  short_h = height_at (label, narrow);
  long_h = height_at (probe, narrow);
  g_assert_cmpint (long_h, >, short_h);   /* the long words wrap there */
  g_assert_cmpint (height_at (stack, narrow), ==, short_h);

  adj_room_set_samples (GTK_STACK (stack), samples);
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (stack)) == label);
  g_assert_cmpint (height_at (stack, narrow), ==, long_h);
  /* wide enough, nothing wraps */
  g_assert_cmpint (height_at (stack, 2000), ==, height_at (label, 2000));
  /* the samples have the label's style and are not read out */
  first_sample = gtk_widget_get_next_sibling (label);
  g_assert_true (gtk_widget_has_css_class (first_sample, "title-1"));
  g_assert_null (gtk_test_accessible_check_state (GTK_ACCESSIBLE (first_sample), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE));

  /* the same samples again: the same pages */
  adj_room_set_samples (GTK_STACK (stack), again);
  g_assert_true (gtk_widget_get_next_sibling (label) == first_sample);
  /* fewer: the room shrinks */
  adj_room_set_samples (GTK_STACK (stack), fewer);
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (stack)) == label);
  g_assert_cmpint (height_at (stack, narrow), ==, short_h);
  g_object_unref (stack);
}

int
main (int   argc,
      char *argv[])
{
  if (!adj_test_init_display (&argc, &argv))
    return 0;
  g_test_add_func ("/room/tallest-sample", test_tallest_sample);
  return g_test_run ();
}
