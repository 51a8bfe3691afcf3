/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * AdjPageShortcut:
 * @trigger: the keys, in gtk_shortcut_trigger_parse_string() syntax
 *   (`Page_Down|<Control>Right` for two)
 * @action: the page's action they activate (`pto.next`)
 * @title: what the shortcuts dialog says, marked with
 *   `NC_("shortcut window", …)`
 *
 * One row of a page's shortcut table.
 */
typedef struct {
  const char *trigger;
  const char *action;
  const char *title;
} AdjPageShortcut;

/**
 * AdjPageShortcuts:
 * @title: the page's group in the shortcuts dialog, marked with
 *   `NC_("shortcut window", …)`
 * @shortcuts: the page's keys
 * @n_shortcuts: how many
 *
 * A page's keys: the one table that both installs them and lists them in
 * the shortcuts dialog.
 */
typedef struct {
  const char            *title;
  const AdjPageShortcut *shortcuts;
  guint                  n_shortcuts;
} AdjPageShortcuts;

void  adj_page_shortcuts_install          (GtkWidget              *page,
                                           const AdjPageShortcuts *shortcuts);
char *adj_page_shortcut_dup_accelerator   (const AdjPageShortcut  *shortcut);

G_END_DECLS
