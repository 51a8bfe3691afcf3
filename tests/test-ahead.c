/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Work done ahead (adj-ahead.c): after the widget's next frame, when idle,
 * one piece per idle, again while it has more to do; never twice for the
 * same widget and work; held for the latency benchmark; dropped with a
 * widget that leaves its window before its frame. */

#include "config.h"

#include "adj-ahead.h"
#include "adj-test-utils.h"
#include "adj-test-widgets.h"

static guint runs;
static guint more;   /* pieces still to do after this one */

static gboolean
piece (GtkWidget *widget)
{
  runs++;
  if (more == 0)
    return FALSE;
  more--;
  return TRUE;
}

/* a piece with more to do that cancels the work for its widget */
static gboolean
cancel_self (GtkWidget *widget)
{
  adj_ahead_cancel (widget);
  return piece (widget);
}

static gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until an idle of lower priority than the work ahead
 * ran: by then, work ahead that could run did. */
static void
run_idle_below_ahead (void)
{
  gboolean ran = FALSE;

  g_idle_add_full (G_PRIORITY_LOW + 10, set_flag, &ran, NULL);
  g_assert_true (adj_test_wait_until (ran, 5000));
}

static GtkWidget *
shown_window (void)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("ahead"));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (window), 5000));
  return window;
}

static void
test_after_frame (void)
{
  GtkWidget *window = shown_window ();

  runs = 0;
  more = 2;
  adj_ahead_after_frame (window, piece);
  adj_ahead_after_frame (window, piece);   /* asked again: queued once */
  g_assert_true (adj_ahead_is_pending (window, piece));
  /* not before the frame */
  g_assert_cmpuint (runs, ==, 0);
  gtk_widget_queue_draw (window);
  g_assert_true (adj_test_wait_until (runs == 3, 5000));
  g_assert_false (adj_ahead_is_pending (window, piece));
  run_idle_below_ahead ();
  g_assert_cmpuint (runs, ==, 3);

  /* one piece, asked for twice: done once */
  runs = 0;
  more = 0;
  adj_ahead_after_frame (window, piece);
  adj_ahead_after_frame (window, piece);
  gtk_widget_queue_draw (window);
  g_assert_true (adj_test_wait_until (runs == 1, 5000));
  run_idle_below_ahead ();
  g_assert_cmpuint (runs, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_held (void)
{
  GtkWidget *window = shown_window ();

  runs = 0;
  more = 1;
  adj_ahead_hold (TRUE);
  adj_ahead_after_frame (window, piece);
  gtk_widget_queue_draw (window);
  run_idle_below_ahead ();
  run_idle_below_ahead ();
  g_assert_cmpuint (runs, ==, 0);
  /* the benchmark runs it itself, a piece at a time */
  g_assert_true (adj_ahead_run_one ());
  g_assert_cmpuint (runs, ==, 1);
  g_assert_true (adj_ahead_run_one ());
  g_assert_cmpuint (runs, ==, 2);
  g_assert_false (adj_ahead_run_one ());
  adj_ahead_hold (FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_dropped (void)
{
  GtkWidget *window = shown_window ();
  GtkWidget *label = gtk_window_get_child (GTK_WINDOW (window));
  gboolean painted;

  runs = 0;
  more = 0;
  g_object_add_weak_pointer (G_OBJECT (label), (gpointer *) &label);
  adj_ahead_after_frame (label, piece);
  /* the window goes before its frame: the work goes with it, and holds
   * the label no longer */
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_false (adj_ahead_is_pending (label, piece));
  g_assert_null (label);

  /* the frame came, the work waits for an idle (held here), and the window
   * closes: the work goes, and the window is not kept alive */
  window = shown_window ();
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  adj_ahead_hold (TRUE);
  adj_ahead_after_frame (window, piece);
  painted = FALSE;
  g_signal_connect_swapped (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (set_flag), &painted);
  gtk_widget_queue_draw (window);
  g_assert_true (adj_test_wait_until (painted, 5000));
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_null (window);
  g_assert_false (adj_ahead_run_one ());
  adj_ahead_hold (FALSE);
  g_assert_cmpuint (runs, ==, 0);

  /* work that stops itself while it runs is not done again */
  window = shown_window ();
  more = 5;
  adj_ahead_after_frame (window, cancel_self);
  gtk_widget_queue_draw (window);
  g_assert_true (adj_test_wait_until (runs == 1, 5000));
  run_idle_below_ahead ();
  g_assert_cmpuint (runs, ==, 1);
  g_assert_false (adj_ahead_is_pending (window, cancel_self));
  gtk_window_destroy (GTK_WINDOW (window));

  /* cancelled */
  runs = 0;
  window = shown_window ();
  adj_ahead_after_frame (window, piece);
  adj_ahead_cancel (window);
  g_assert_false (adj_ahead_is_pending (window, piece));
  gtk_widget_queue_draw (window);
  run_idle_below_ahead ();
  g_assert_cmpuint (runs, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!adj_test_init_display (&argc, &argv))
    return 0;
  g_test_add_func ("/ahead/after-frame", test_after_frame);
  g_test_add_func ("/ahead/held", test_held);
  g_test_add_func ("/ahead/dropped", test_dropped);
  return g_test_run ();
}
