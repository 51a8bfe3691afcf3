/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Whole-program checks that walk every control a player can reach on a page:
 * is it inside the window, has it a name a screen reader can say, does typing
 * digits press it. Needs GTK_A11Y=test (GtkTestATContext) for the names, and
 * an X11 display with xdotool for typing. */

#include <adwaita.h>
#include <string.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "adj-test-a11y.h"
#include "adj-test-utils.h"

/* A failure the test knows about and skips, with the branch that fixes it.
 * @page is the page id (or "wtj/N" for a WTJ step), @what a substring of
 * the failure's text. */
typedef struct {
  const char *page;
  const char *what;
  const char *fixed_by;
} AdjTestKnown;

/* Every control a player can act on. GtkMenuButton, GtkDropDown and
 * AdwSplitButton hold a button of their own: the outer widget is the
 * control. A focusable widget of our own (a chart, the map) is one too. */
static inline gboolean
adj_walk_is_control (GtkWidget *widget)
{
  if (adj_test_is_control (widget) || ADW_IS_SPLIT_BUTTON (widget))
    return TRUE;
  return g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Adj") &&
         gtk_widget_get_focusable (widget) && !GTK_IS_WINDOW (widget);
}

static inline gboolean
adj_walk_is_compound (GtkWidget *widget)
{
  return GTK_IS_MENU_BUTTON (widget) || GTK_IS_DROP_DOWN (widget) || ADW_IS_SPLIT_BUTTON (widget) ||
         GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget) || GTK_IS_SEARCH_ENTRY (widget) ||
         GTK_IS_PASSWORD_ENTRY (widget) || GTK_IS_SCALE (widget);
}

/* Adds every mapped control under @widget to @out (borrowed). */
static inline void
adj_walk_collect_controls (GtkWidget *widget,
                           GPtrArray *out)
{
  if (!gtk_widget_get_mapped (widget) || (GTK_IS_NATIVE (widget) && !GTK_IS_WINDOW (widget)))
    return;
  if (adj_test_is_library_owned (widget))
    return;
  if (adj_walk_is_control (widget))
    {
      g_ptr_array_add (out, widget);
      if (adj_walk_is_compound (widget))
        return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    adj_walk_collect_controls (c, out);
}

/* The first widget under @root (mapped or not) for which @match gives a
 * widget, and that widget. */
typedef GtkWidget *(*AdjWalkMatch) (GtkWidget *widget,
                                    GType      type);

static inline GtkWidget *
adj_walk_find_match (GtkWidget   *root,
                     AdjWalkMatch match,
                     GType        type)
{
  GtkWidget *found = match (root, type);

  for (GtkWidget *c = gtk_widget_get_first_child (root); c && !found; c = gtk_widget_get_next_sibling (c))
    found = adj_walk_find_match (c, match, type);
  return found;
}

static inline GtkWidget *
adj_walk_match_type (GtkWidget *widget,
                     GType      type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? widget : NULL;
}

static inline GtkWidget *
adj_walk_match_popover (GtkWidget *widget,
                        GType      type)
{
  GtkPopover *popover = GTK_IS_MENU_BUTTON (widget) ? gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)) : NULL;

  return popover && G_TYPE_CHECK_INSTANCE_TYPE (popover, type) ? GTK_WIDGET (popover) : NULL;
}

/* The first widget of @type under @root, mapped or not. */
static inline GtkWidget *
adj_walk_find (GtkWidget *root,
               GType      type)
{
  return adj_walk_find_match (root, adj_walk_match_type, type);
}

/* The popover of @type that a menu button under @root opens. */
static inline GtkWidget *
adj_walk_find_popover (GtkWidget *root,
                       GType      type)
{
  return adj_walk_find_match (root, adj_walk_match_popover, type);
}

/* "GtkButton in AdjPtoView › AdwActionRow “Burma”": where a control is. */
static inline char *
adj_walk_describe (GtkWidget *widget)
{
  GString *path = g_string_new (G_OBJECT_TYPE_NAME (widget));
  const char *tip = gtk_widget_get_tooltip_text (widget);
  int depth = 0;

  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)))
    g_string_append_printf (path, " “%s”", gtk_button_get_label (GTK_BUTTON (widget)));
  else if (GTK_IS_BUTTON (widget) && gtk_button_get_icon_name (GTK_BUTTON (widget)))
    g_string_append_printf (path, " (icon %s)", gtk_button_get_icon_name (GTK_BUTTON (widget)));
  if (tip)
    g_string_append_printf (path, " (tooltip “%s”)", tip);
  for (GtkWidget *p = gtk_widget_get_parent (widget); p && depth < 3; p = gtk_widget_get_parent (p))
    if (g_str_has_prefix (G_OBJECT_TYPE_NAME (p), "Adj") || ADW_IS_PREFERENCES_ROW (p) ||
        ADW_IS_PREFERENCES_GROUP (p))
      {
        depth++;
        g_string_append_printf (path, " in %s", G_OBJECT_TYPE_NAME (p));
        if (ADW_IS_PREFERENCES_ROW (p))
          g_string_append_printf (path, " “%s”", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (p)));
        else if (ADW_IS_PREFERENCES_GROUP (p) && adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (p)))
          g_string_append_printf (path, " “%s”", adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (p)));
      }
  return g_string_free (path, FALSE);
}

/* Reports @failure unless the known list holds it; then prints what it
 * skipped. Returns TRUE for a failure that counts. */
static inline gboolean
adj_walk_report (const char         *page,
                 const char         *failure,
                 const AdjTestKnown *known,
                 gsize               n_known)
{
  for (gsize i = 0; i < n_known; i++)
    if (g_str_has_prefix (page, known[i].page) && strstr (failure, known[i].what))
      {
        g_test_message ("known, skipped (fixed by the %s branch): %s: %s", known[i].fixed_by, page, failure);
        return FALSE;
      }
  g_printerr ("%s: %s\n", page, failure);
  return TRUE;
}

/* --- every control inside the window --------------------------------- */

static inline GtkWidget *
adj_walk_scroller (GtkWidget *widget)
{
  return gtk_widget_get_ancestor (gtk_widget_get_parent (widget), GTK_TYPE_SCROLLED_WINDOW);
}

/* Is @widget inside what can show it: the window, or the content of the
 * nearest scrolled window (which itself must be inside the window)? */
static inline gboolean
adj_walk_inside (GtkWidget *widget,
                 GtkWidget *window,
                 char     **why)
{
  GtkWidget *scroller = adj_walk_scroller (widget);
  graphene_rect_t b, f;
  GtkWidget *frame = scroller ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)) : window;

  /* scrolled content is reachable anywhere inside what scrolls */
  if (frame && GTK_IS_VIEWPORT (frame) && gtk_viewport_get_child (GTK_VIEWPORT (frame)))
    frame = gtk_viewport_get_child (GTK_VIEWPORT (frame));
  if (frame == NULL)
    return TRUE;
  if (!gtk_widget_compute_bounds (widget, frame, &b) || !gtk_widget_compute_bounds (frame, frame, &f))
    return TRUE;
  if (b.size.width <= 0 || b.size.height <= 0)
    return TRUE;
  /* a pixel of rounding either way */
  if (b.origin.x < f.origin.x - 1 || b.origin.y < f.origin.y - 1 ||
      b.origin.x + b.size.width > f.origin.x + f.size.width + 1 ||
      b.origin.y + b.size.height > f.origin.y + f.size.height + 1)
    {
      *why = g_strdup_printf ("at %.0f,%.0f %.0fx%.0f, outside %s (%.0fx%.0f)",
                              b.origin.x, b.origin.y, b.size.width, b.size.height,
                              scroller ? "its scrolled content" : "the window", f.size.width, f.size.height);
      return FALSE;
    }
  return scroller ? adj_walk_inside (scroller, window, why) : TRUE;
}

/* Counts the controls under @root outside the window (not known ones). */
static inline guint
adj_walk_count_off_screen (GtkWidget          *root,
                           const char         *page,
                           const AdjTestKnown *known,
                           gsize               n_known)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (root));
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  guint n = 0;

  adj_walk_collect_controls (root, controls);
  g_assert_cmpuint (controls->len, >, 0);
  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *c = g_ptr_array_index (controls, i);
      g_autofree char *why = NULL;

      if (!adj_walk_inside (c, window, &why))
        {
          g_autofree char *where = adj_walk_describe (c);
          g_autofree char *failure = g_strdup_printf ("off-screen: %s %s", where, why);

          n += adj_walk_report (page, failure, known, n_known);
        }
    }
  return n;
}

/* --- accessible names ------------------------------------------------- */

static inline void
adj_walk_append_text (GtkWidget *widget,
                      GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      if (text && *text)
        g_string_append_printf (out, "%s%s", out->len ? " " : "", text);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    adj_walk_append_text (c, out);
}

/* The accessible label property, or NULL when it is not set.
 * gtk_test_accessible_check_property() returns the value it found when it
 * differs from the one asked for: ask for one no widget has. */
static inline char *
adj_walk_dup_label_property (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                             "\x01 no name \x01");
}

/* The name a screen reader says for @widget, as GTK computes it: the label
 * property, else the widgets it is labelled by, else (buttons, check
 * buttons) the text inside it. Empty when it has none. */
static inline char *
adj_walk_dup_name (GtkWidget *widget)
{
  GtkAccessible *acc = GTK_ACCESSIBLE (widget);
  g_autoptr(GString) name = g_string_new (NULL);
  char *label = adj_walk_dup_label_property (widget);

  if (label && *label)
    return label;
  g_free (label);
  if (gtk_test_accessible_has_relation (acc, GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    {
      GList *labels = gtk_widget_list_mnemonic_labels (widget);

      for (GList *l = labels; l; l = l->next)
        adj_walk_append_text (l->data, name);
      g_list_free (labels);
      if (name->len == 0)
        /* labelled by a widget that is not a mnemonic label (a row title):
         * a name, though not one to compare */
        g_string_printf (name, "(labelled by another widget, %p)", (void *) widget);
      return g_strdup (name->str);
    }
  if (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) ||
      ADW_IS_SPLIT_BUTTON (widget))
    adj_walk_append_text (widget, name);
  return g_strdup (name->str);
}

static inline gboolean
adj_walk_has_mnemonic_label (GtkWidget *widget)
{
  GList *labels = gtk_widget_list_mnemonic_labels (widget);
  gboolean any = FALSE;

  /* a button's own label names it once; a label elsewhere is a second name */
  for (GList *l = labels; l; l = l->next)
    any |= !gtk_widget_is_ancestor (l->data, widget);

  g_list_free (labels);
  return any;
}

static inline gboolean
adj_walk_is_class_name (const char *name,
                        GtkWidget  *widget)
{
  return g_str_equal (name, G_OBJECT_TYPE_NAME (widget)) ||
         g_str_equal (name, gtk_widget_get_name (widget)) ||
         g_str_equal (name, gtk_widget_get_css_name (widget)) ||
         (g_type_from_name (name) != 0 && g_type_is_a (g_type_from_name (name), GTK_TYPE_WIDGET));
}

/* Counts the controls under @root without a name, named after their
 * class, named twice (a label property over a mnemonic label: read twice),
 * or buttons named like a sibling button (not known ones). */
static inline guint
adj_walk_count_unnamed (GtkWidget          *root,
                        const char         *page,
                        const AdjTestKnown *known,
                        gsize               n_known)
{
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = 0;

  adj_walk_collect_controls (root, controls);
  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *c = g_ptr_array_index (controls, i);
      g_autofree char *name = adj_walk_dup_name (c);
      g_autofree char *where = adj_walk_describe (c);
      g_autofree char *failure = NULL;

      if (name == NULL || *name == '\0')
        failure = g_strdup_printf ("no accessible name: %s", where);
      else if (adj_walk_is_class_name (name, c))
        failure = g_strdup_printf ("named after its class (“%s”): %s", name, where);
      else if (adj_walk_has_mnemonic_label (c) &&
               gtk_test_accessible_has_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL))
        failure = g_strdup_printf ("named twice (label “%s” and a mnemonic label): %s", name, where);
      else if (GTK_IS_BUTTON (c) && gtk_button_get_use_underline (GTK_BUTTON (c)) &&
               g_strcmp0 (name, gtk_button_get_label (GTK_BUTTON (c))) == 0 && strchr (name, '_'))
        failure = g_strdup_printf ("mnemonic underscore read in the name (“%s”): %s", name, where);
      else if (GTK_IS_BUTTON (c) || GTK_IS_MENU_BUTTON (c))
        {
          /* buttons side by side in one container must not sound the same */
          g_autofree char *key = g_strdup_printf ("%p\x1f%s", (void *) gtk_widget_get_parent (c), name);

          if (g_hash_table_contains (seen, key))
            failure = g_strdup_printf ("same name as a sibling button (“%s”): %s", name, where);
          else
            g_hash_table_add (seen, g_steal_pointer (&key));
        }
      if (failure)
        n += adj_walk_report (page, failure, known, n_known);
    }
  return n;
}

/* --- typing ----------------------------------------------------------- */

typedef struct {
  GPtrArray *clicked;   /* descriptions of the buttons clicked */
  guint      keys;      /* key presses the window saw */
} AdjWalkTyping;

static inline void
adj_walk_clicked_cb (GtkButton     *button,
                     AdjWalkTyping *typing)
{
  g_ptr_array_add (typing->clicked, adj_walk_describe (GTK_WIDGET (button)));
}

static inline gboolean
adj_walk_key_cb (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 AdjWalkTyping         *typing)
{
  typing->keys++;
  return GDK_EVENT_PROPAGATE;
}

/* Watches every mapped button under @root for clicks; returns the buttons
 * (with a reference) so that adj_walk_unwatch() can stop. */
static inline GPtrArray *
adj_walk_watch_buttons (GtkWidget     *root,
                        AdjWalkTyping *typing)
{
  GPtrArray *buttons = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();

  adj_walk_collect_controls (root, controls);
  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *c = g_ptr_array_index (controls, i);

      if (GTK_IS_MENU_BUTTON (c))
        c = gtk_widget_get_first_child (c);
      if (!GTK_IS_BUTTON (c))
        continue;
      g_signal_connect (c, "clicked", G_CALLBACK (adj_walk_clicked_cb), typing);
      g_ptr_array_add (buttons, g_object_ref (c));
    }
  return buttons;
}

static inline void
adj_walk_unwatch (GPtrArray     *buttons,
                  AdjWalkTyping *typing)
{
  for (guint i = 0; i < buttons->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (buttons, i), typing);
  g_ptr_array_unref (buttons);
}

/* The popover of @window that has the focus (a key opened it), or NULL. */
static inline GtkPopover *
adj_walk_open_popover (GtkWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus ? GTK_POPOVER (gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER)) : NULL;
}

/* Is there an X display with xdotool to type on? */
static inline gboolean
adj_walk_can_type (void)
{
#ifdef GDK_WINDOWING_X11
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  gboolean x11;

  /* GTK 4.18 deprecated the X11 backend's API; xdotool needs X11 */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  x11 = GDK_IS_X11_DISPLAY (gdk_display_get_default ());
  G_GNUC_END_IGNORE_DEPRECATIONS
  return xdotool != NULL && x11;
#else
  return FALSE;
#endif
}

/* Types @keys (xdotool key names, "3 Return") into @window as a player
 * would, and runs the main loop until @listener (the window, or an open
 * popover of it, which gets the keys itself) saw every key. */
static inline void
adj_walk_type (GtkWindow  *window,
               GtkWidget  *listener,
               const char *keys)
{
#ifdef GDK_WINDOWING_X11
  AdjWalkTyping counter = { NULL, 0 };
  GtkEventController *controller = gtk_event_controller_key_new ();
  g_auto(GStrv) names = g_strsplit (keys, " ", -1);
  g_autoptr(GError) error = NULL;
  g_autofree char *xid = NULL;
  const char *focus[] = { "xdotool", "windowfocus", "--sync", NULL, NULL };
  int status = 0;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))));
  G_GNUC_END_IGNORE_DEPRECATIONS
  focus[3] = xid;
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (adj_walk_key_cb), &counter);
  gtk_widget_add_controller (listener, controller);
  g_assert_true (g_spawn_sync (NULL, (char **) focus, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (adj_test_wait_until (gtk_window_is_active (window), 5000));
  for (guint i = 0; names[i]; i++)
    {
      const char *argv[] = { "xdotool", "key", "--clearmodifiers", names[i], NULL };

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                                   NULL, NULL, &status, &error));
      g_assert_no_error (error);
      g_assert_cmpint (status, ==, 0);
      /* one key at a time: each may change what has the focus */
      g_assert_true (adj_test_wait_until (counter.keys >= i + 1 || adj_walk_open_popover (window), 5000));
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
    }
  gtk_widget_remove_controller (listener, controller);
#endif
}
