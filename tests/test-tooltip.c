/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tooltips given when they show (adj-tooltip.c): changing their words
 * changes no GTK tooltip (no round trip to the display), the words reach
 * the tooltip and assistive technologies, and no words means no tooltip. */

#include "config.h"

#include "adj-test-widgets.h"
#include "adj-tooltip.h"

static gboolean
query (GtkWidget *widget)
{
  g_autoptr(GtkTooltip) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  gboolean shown = FALSE;

  g_signal_emit_by_name (widget, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
  return shown;
}

static void
test_words_when_shown (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *button = gtk_button_new_with_label ("Undo");
  guint changes = 0;

  gtk_window_set_child (GTK_WINDOW (window), button);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (button), 5000));
  adj_test_watch_tooltips (button, &changes);
  g_assert_null (adj_tooltip_get_text (button));
  g_assert_false (gtk_widget_get_has_tooltip (button));

  adj_tooltip_set_text (button, "Undo: Roll Impulse");
  g_assert_cmpstr (adj_tooltip_get_text (button), ==, "Undo: Roll Impulse");
  g_assert_true (gtk_widget_get_has_tooltip (button));
  g_assert_true (query (button));
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     "Undo: Roll Impulse"));
  adj_tooltip_set_text (button, "Undo: End Turn");
  g_assert_cmpstr (adj_tooltip_get_text (button), ==, "Undo: End Turn");
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     "Undo: End Turn"));
  g_assert_cmpuint (changes, ==, 0);

  /* no words: no tooltip, no description */
  adj_tooltip_set_text (button, NULL);
  g_assert_null (adj_tooltip_get_text (button));
  g_assert_false (gtk_widget_get_has_tooltip (button));
  g_assert_false (query (button));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  adj_tooltip_set_text (button, "Redo");
  g_assert_true (query (button));
  g_assert_cmpuint (changes, ==, 0);

  /* what the watch counts: GTK's own tooltip */
  gtk_widget_set_tooltip_text (button, "Redo: End Turn");
  g_assert_cmpuint (changes, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!adj_test_init_display (&argc, &argv))
    return 0;
  g_test_add_func ("/tooltip/words-when-shown", test_words_when_shown);
  return g_test_run ();
}
