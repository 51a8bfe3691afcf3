/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "adj-page-shortcuts.h"

/* GTK skips the shortcuts of an unmapped widget, which a page of a stack is
 * while another page shows; but a stack keeps the page it leaves mapped
 * until its transition is over (AdwViewStack always does since libadwaita
 * 1.7, for a frame at least), and that page's keys must not act then. */
static gboolean
page_is_shown (GtkWidget *page)
{
  GtkWidget *child = page;

  if (!gtk_widget_get_mapped (page))
    return FALSE;
  for (GtkWidget *parent = gtk_widget_get_parent (page); parent != NULL; parent = gtk_widget_get_parent (parent))
    {
      if (ADW_IS_VIEW_STACK (parent) && adw_view_stack_get_visible_child (ADW_VIEW_STACK (parent)) != child)
        return FALSE;
      if (GTK_IS_STACK (parent) && gtk_stack_get_visible_child (GTK_STACK (parent)) != child)
        return FALSE;
      child = parent;
    }
  return TRUE;
}

static gboolean
activate_if_shown (GtkWidget *page,
                   GVariant  *args,
                   gpointer   user_data)
{
  GtkShortcutAction *action = user_data;

  /* a disabled action lets the key go on, as the named action does */
  return page_is_shown (page)
         && gtk_shortcut_action_activate (action, GTK_SHORTCUT_ACTION_EXCLUSIVE, page, args);
}

/**
 * adj_page_shortcuts_install:
 * @page: a page of the main window
 * @shortcuts: the page's table (static: it must outlive @page)
 *
 * Makes the page's keys work wherever the focus is in the window, as long
 * as the page is shown: the controller's scope is the window, and a key
 * acts only while @page is the visible page of its stack.
 */
void
adj_page_shortcuts_install (GtkWidget              *page,
                            const AdjPageShortcuts *shortcuts)
{
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (shortcuts != NULL);

  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_name (controller, "adj-page-shortcuts");
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_GLOBAL);
  for (guint i = 0; i < shortcuts->n_shortcuts; i++)
    {
      GtkShortcutTrigger *trigger = gtk_shortcut_trigger_parse_string (shortcuts->shortcuts[i].trigger);
      GtkShortcutAction *action = gtk_named_action_new (shortcuts->shortcuts[i].action);

      g_assert (trigger != NULL);
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                            gtk_shortcut_new (trigger,
                                                              gtk_callback_action_new (activate_if_shown, action,
                                                                                       g_object_unref)));
    }
  gtk_widget_add_controller (page, controller);
}

static void
append_accelerators (GString            *out,
                     GtkShortcutTrigger *trigger)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    {
      append_accelerators (out, gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)));
      append_accelerators (out, gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)));
    }
  else if (GTK_IS_KEYVAL_TRIGGER (trigger))
    {
      g_autofree char *name =
        gtk_accelerator_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));

      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, name);
    }
}

/**
 * adj_page_shortcut_dup_accelerator:
 * @shortcut: a row of a page's table
 *
 * Returns: (transfer full): the row's keys as the shortcuts dialog takes
 *   them: gtk_accelerator_parse() syntax, alternatives separated by spaces
 */
char *
adj_page_shortcut_dup_accelerator (const AdjPageShortcut *shortcut)
{
  g_autoptr(GtkShortcutTrigger) trigger = NULL;
  GString *out;

  g_return_val_if_fail (shortcut != NULL, NULL);

  trigger = gtk_shortcut_trigger_parse_string (shortcut->trigger);
  g_assert (trigger != NULL);
  out = g_string_new (NULL);
  append_accelerators (out, trigger);
  return g_string_free (out, FALSE);
}
