/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Checks that every control a player can reach has an accessible name.
 * Needs GTK_A11Y=test (GtkTestATContext), set for view tests in tests/meson.build. */

#include <adwaita.h>

static inline gboolean
adj_test_has_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));
      return text != NULL && *text != '\0';
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (adj_test_has_text (c))
      return TRUE;
  return FALSE;
}

static inline gboolean
adj_test_has_name (GtkWidget *widget)
{
  GtkAccessible *acc = GTK_ACCESSIBLE (widget);

  if (gtk_test_accessible_has_property (acc, GTK_ACCESSIBLE_PROPERTY_LABEL) ||
      gtk_test_accessible_has_relation (acc, GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    return TRUE;
  if (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget))
    return adj_test_has_text (widget);
  return FALSE;
}

static inline gboolean
adj_test_is_library_owned (GtkWidget *widget)
{
  const char *name = G_OBJECT_TYPE_NAME (widget);
  GtkWidget *parent = gtk_widget_get_parent (widget);

  /* AdwExpanderRow's own enable switch, in its header row */
  if (GTK_IS_SWITCH (widget))
    {
      GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);
      GtkWidget *expander = gtk_widget_get_ancestor (widget, ADW_TYPE_EXPANDER_ROW);

      if (row && expander &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                     adw_preferences_row_get_title (ADW_PREFERENCES_ROW (expander))) == 0 &&
          gtk_widget_get_ancestor (row, ADW_TYPE_EXPANDER_ROW) == expander)
        return TRUE;
    }

#if !ADW_CHECK_VERSION (1, 5, 0)
  /* AdwPreferencesWindow's own search entry (libadwaita 1.2) */
  if (GTK_IS_SEARCH_ENTRY (widget) && parent && ADW_IS_CLAMP (parent) &&
      gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_WINDOW))
    return TRUE;
#else
  /* AdwComboRow's own search entry in its popover (libadwaita 1.6 and newer) */
  if (GTK_IS_SEARCH_ENTRY (widget) && parent && gtk_widget_get_ancestor (widget, ADW_TYPE_COMBO_ROW))
    return TRUE;
#endif

  return GTK_IS_WINDOW_CONTROLS (widget) || GTK_IS_POPOVER_MENU (widget) ||
         ADW_IS_VIEW_SWITCHER (widget) ||
         ADW_IS_VIEW_SWITCHER_BAR (widget) || g_str_equal (name, "GtkPopoverMenuBar") ||
         g_str_equal (name, "AdwTabBar") || g_str_equal (name, "GtkColumnViewTitle") ||
         g_str_equal (name, "GtkColumnListView") || g_str_equal (name, "GtkListItemWidget");
}

static inline gboolean
adj_test_is_control (GtkWidget *widget)
{
  return GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) ||
         GTK_IS_SWITCH (widget) || GTK_IS_ENTRY (widget) || GTK_IS_SPIN_BUTTON (widget) ||
         GTK_IS_SEARCH_ENTRY (widget) || GTK_IS_PASSWORD_ENTRY (widget) || GTK_IS_DROP_DOWN (widget) ||
         GTK_IS_SCALE (widget) || GTK_IS_TEXT_VIEW (widget) || ADW_IS_ENTRY_ROW (widget);
}

/* Adds a description of every unnamed control under @widget to @missing. */
static inline void
adj_test_collect_unnamed (GtkWidget *widget,
                          GPtrArray *missing)
{
  if (adj_test_is_library_owned (widget))
    return;
  if (adj_test_is_control (widget))
    {
      if (!ADW_IS_ENTRY_ROW (widget) && !adj_test_has_name (widget))
        {
          GString *path = g_string_new (G_OBJECT_TYPE_NAME (widget));

          for (GtkWidget *p = gtk_widget_get_parent (widget); p; p = gtk_widget_get_parent (p))
            if (g_str_has_prefix (G_OBJECT_TYPE_NAME (p), "Adj") || ADW_IS_PREFERENCES_ROW (p))
              {
                g_string_append_printf (path, " in %s", G_OBJECT_TYPE_NAME (p));
                if (ADW_IS_PREFERENCES_ROW (p))
                  g_string_append_printf (path, " “%s”", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (p)));
              }
          g_ptr_array_add (missing, g_string_free (path, FALSE));
        }
      if (GTK_IS_MENU_BUTTON (widget))
        {
          GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget));
          if (popover)
            adj_test_collect_unnamed (GTK_WIDGET (popover), missing);
        }
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    adj_test_collect_unnamed (c, missing);
}

static inline void
adj_test_assert_all_named (GtkWidget *root)
{
  g_autoptr(GPtrArray) missing = g_ptr_array_new_with_free_func (g_free);

  adj_test_collect_unnamed (root, missing);
  for (guint i = 0; i < missing->len; i++)
    g_printerr ("control without an accessible name: %s\n", (char *) g_ptr_array_index (missing, i));
  g_assert_cmpuint (missing->len, ==, 0);
}
