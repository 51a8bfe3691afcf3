/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Finding widgets in a tree, for view tests. */

#include <string.h>
#include <adwaita.h>
#include <gtk/gtk.h>

#include "adj-test-utils.h"

/* A mapped label whose text contains @text, under @root. */
static inline GtkWidget *
adj_test_find_label (GtkWidget  *root,
                     const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root)
      && strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = adj_test_find_label (c, text);

      if (found)
        return found;
    }
  return NULL;
}

/* A mapped label containing @text in any window or dialog (dialogs are
 * windows of their own on libadwaita 1.2 and inside the window after 1.5). */
static inline GtkWidget *
adj_test_find_label_anywhere (const char *text)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      GtkWidget *found = adj_test_find_label (w, text);

      if (found)
        return found;
    }
  return NULL;
}

/* Adds every widget of @type under @root (mapped or not, @root included) to
 * @out, borrowed, in tree order. */
static inline void
adj_test_collect_of_type (GtkWidget *root,
                          GType      type,
                          GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    adj_test_collect_of_type (c, type, out);
}

/* How many widgets under @root (@root included) @matches, with @data. */
static inline guint
adj_test_count (GtkWidget *root,
                gboolean (*matches) (GtkWidget *widget, gconstpointer data),
                gconstpointer data)
{
  guint n = matches (root, data) ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    n += adj_test_count (c, matches, data);
  return n;
}

/* The first widget of @type under @root, or NULL. */
static inline GtkWidget *
adj_test_find_of_type (GtkWidget *root,
                       GType      type)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new ();

  adj_test_collect_of_type (root, type, all);
  return all->len ? g_ptr_array_index (all, 0) : NULL;
}

static inline gboolean
adj_test_count_frame (GtkWidget     *widget,
                      GdkFrameClock *clock,
                      gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @widget's window has laid out and drawn three
 * frames after a resize: allocations are then the ones the screen shows
 * (an idle callback alone may run before the next frame's layout). */
static inline void
adj_test_settle (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (root, adj_test_count_frame, &frames, NULL);
  gint64 end = g_get_monotonic_time () + (gint64) (5 * G_USEC_PER_SEC * adj_test_time_scale ());

  gtk_widget_queue_resize (root);
  while (frames < 3 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (frames, >=, 3);
  gtk_widget_remove_tick_callback (root, id);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* The start of a view test program: private user folders, GLib's test
 * framework, GTK and libadwaita. FALSE, with the whole program skipped,
 * without a display: a TAP plan of 1..0 (meson reads exit status 77 from a
 * TAP test as an error, and the Flatpak's tests run without a display). */
static inline gboolean
adj_test_init_display (int    *argc,
                       char ***argv)
{
  adj_test_private_user_dirs ();
  g_test_init (argc, argv, NULL);
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return FALSE;
    }
  adw_init ();
  return TRUE;
}

static inline void
adj_test_count_tooltip_change (GObject    *widget,
                               GParamSpec *pspec,
                               gpointer    count)
{
  (*(guint *) count)++;
}

/* Counts in @count the GTK tooltips that change under @root from now on
 * (the widgets there now): each change makes GTK ask the display where the
 * pointer is, a round trip on X11; words that change with the game go
 * through adj_tooltip_set_text(). Returns how many widgets it watches. */
static inline guint
adj_test_watch_tooltips (GtkWidget *root,
                         guint     *count)
{
  guint n = 1;

  g_signal_connect (root, "notify::tooltip-text", G_CALLBACK (adj_test_count_tooltip_change), count);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    n += adj_test_watch_tooltips (c, count);
  return n;
}
