/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Room for the longest of the texts a label takes in turn.
 *
 * A label whose words change from one action to the next (the side to
 * move, the last impulse's result) wraps into more lines for some of them
 * than for others where its column is narrow, and what is below it moves:
 * under the pointer of a player who clicks the same button again. The label
 * is the shown page of a GtkStack as high as its tallest page
 * (vhomogeneous, not hhomogeneous); the other pages are labels of the same
 * style with the sample texts, which nobody sees and screen readers skip,
 * and GTK measures them at the stack's width. */

#include "config.h"

#include "adj-room.h"

/* whether the sample pages (every child but the one shown) are @samples */
static gboolean
samples_equal (GtkStack           *room,
               GtkWidget          *shown,
               const char * const *samples)
{
  guint i = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (room)); c; c = gtk_widget_get_next_sibling (c))
    {
      if (c == shown)
        continue;
      if (samples[i] == NULL || g_strcmp0 (gtk_label_get_label (GTK_LABEL (c)), samples[i]) != 0)
        return FALSE;
      i++;
    }
  return samples[i] == NULL;
}

/**
 * adj_room_set_samples:
 * @room: a stack whose visible child is a label
 * @samples: (array zero-terminated=1): the texts it keeps room for
 *
 * Makes @room as high as its label would be with the tallest of @samples at
 * the width it gets, whatever the label shows.
 */
void
adj_room_set_samples (GtkStack           *room,
                      const char * const *samples)
{
  GtkWidget *shown;
  GtkWidget *child;
  g_auto(GStrv) classes = NULL;

  g_return_if_fail (GTK_IS_STACK (room));
  shown = gtk_stack_get_visible_child (room);
  g_return_if_fail (GTK_IS_LABEL (shown));
  g_return_if_fail (samples != NULL);

  if (samples_equal (room, shown, samples))
    return;
  child = gtk_widget_get_first_child (GTK_WIDGET (room));
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (child != shown)
        gtk_stack_remove (room, child);
      child = next;
    }
  classes = gtk_widget_get_css_classes (shown);
  for (guint i = 0; samples[i] != NULL; i++)
    {
      GtkWidget *label = gtk_label_new (samples[i]);

      gtk_label_set_wrap (GTK_LABEL (label), gtk_label_get_wrap (GTK_LABEL (shown)));
      gtk_label_set_wrap_mode (GTK_LABEL (label), gtk_label_get_wrap_mode (GTK_LABEL (shown)));
      gtk_label_set_xalign (GTK_LABEL (label), gtk_label_get_xalign (GTK_LABEL (shown)));
      gtk_widget_set_css_classes (label, (const char **) classes);
      gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_stack_add_child (room, label);
    }
  /* adding a page may have made it the shown one, if none was */
  gtk_stack_set_visible_child (room, shown);
}
