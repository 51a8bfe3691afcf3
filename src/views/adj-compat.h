/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The one place where Adjutant chooses between the current GNOME platform's
 * widgets (GTK >= 4.10, libadwaita >= 1.5) and the fallbacks that Debian 12's
 * GTK 4.8 and libadwaita 1.2 need. Nothing outside adj-compat.c checks library
 * versions; views call these functions and get the right widget for the stack.
 */

#include <adwaita.h>

G_BEGIN_DECLS

void adj_compat_show_alert          (GtkWidget   *parent,
                                     const char  *heading,
                                     const char  *body);
/* -- lock */
/**
 * AdjCompatChosen:
 * @accepted: %TRUE for the answer that acts
 * @user_data: data
 */
typedef void (*AdjCompatChosen) (gboolean accepted,
                                 gpointer user_data);
void adj_compat_choose              (GtkWidget       *parent,
                                     const char      *heading,
                                     const char      *body,
                                     const char      *cancel_label,
                                     const char      *accept_label,
                                     AdjCompatChosen  callback,
                                     gpointer         user_data);
/* -- files */
GtkWidget *adj_compat_show_alert_with_detail (GtkWidget  *parent,
                                              const char *heading,
                                              const char *body,
                                              const char *detail);

void adj_compat_launch_uri          (GtkWidget   *parent,
                                     const char  *uri);
void adj_compat_announce            (GtkWidget   *widget,
                                     const char  *message);
void adj_compat_show_about          (GtkWidget   *parent);
void adj_compat_show_preferences    (GtkWidget   *parent,
                                     AdwPreferencesPage *page);
void adj_compat_close_dialog        (GtkWidget   *content);
gboolean adj_compat_in_dialog       (GtkWidget   *widget);
void adj_compat_set_window_template (GtkWidgetClass *window_class);
void adj_compat_drop_down_shrink    (GtkDropDown *drop_down);
void adj_compat_list_item_set       (GtkListItem *item,
                                     gboolean     focusable,
                                     const char  *accessible_label);
void adj_compat_name_button_after_label (GtkButton *button);
void adj_compat_name_buttons_without_mnemonics (void);
void adj_compat_get_color           (GtkWidget   *widget,
                                     GdkRGBA     *color);
void adj_compat_add_color_probes    (GtkWidget   *owner,
                                     const char *const *names);
void adj_compat_allocate_color_probes (GtkWidget *owner);
void adj_compat_remove_color_probes (GtkWidget   *owner);
void adj_compat_lookup_color        (GtkWidget   *owner,
                                     const char  *name,
                                     const char  *fallback,
                                     GdkRGBA     *color);

/**
 * AdjFileChosen:
 * @file: (nullable): the chosen file, or %NULL if the dialog was cancelled
 * @user_data: data
 */
typedef void (*AdjFileChosen) (GFile    *file,
                               gpointer  user_data);

void adj_choose_file (GtkWindow     *parent,
                      const char    *title,
                      gboolean       save,
                      const char    *initial_name,
                      const char    *filter_name,
                      const char    *pattern,
                      AdjFileChosen  callback,
                      gpointer       user_data);

/**
 * AdjShortcutEntry:
 * @title: what the keys do, translated; or, when @accelerator is %NULL, the
 *   title of the group that the following entries make up
 * @accelerator: (nullable): the keys in gtk_accelerator_parse() syntax,
 *   alternatives separated by spaces
 */
typedef struct {
  const char *title;
  const char *accelerator;
} AdjShortcutEntry;

GtkWidget *adj_compat_show_shortcuts (GtkWidget              *parent,
                                      const AdjShortcutEntry *entries,
                                      guint                   n_entries);

G_END_DECLS
