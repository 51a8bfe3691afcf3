/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-compat.h"

static GtkWindow *
window_of (GtkWidget *widget)
{
  GtkRoot *root = widget ? gtk_widget_get_root (widget) : NULL;

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/**
 * adj_compat_show_alert:
 * @parent: a widget in the window the alert belongs to
 * @heading: what happened
 * @body: why, and what happens now
 *
 * Shows a message with a Close button: an #AdwAlertDialog where libadwaita
 * has it (1.5), an #AdwMessageDialog before.
 */
void
adj_compat_show_alert (GtkWidget  *parent,
                       const char *heading,
                       const char *body)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  AdwDialog *dialog = adw_alert_dialog_new (heading, body);

  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_dialog_present (dialog, parent);
#else
  GtkWidget *dialog = adw_message_dialog_new (window_of (parent), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
#endif
}

/* -- lock: a question with two answers */

typedef struct {
  AdjCompatChosen callback;
  gpointer        data;
} Choice;

#if ADW_CHECK_VERSION (1, 5, 0)
static void
on_choice (AdwAlertDialog *dialog,
           const char     *response,
           Choice         *choice)
#else
static void
on_choice (AdwMessageDialog *dialog,
           const char       *response,
           Choice           *choice)
#endif
{
  choice->callback (g_strcmp0 (response, "accept") == 0, choice->data);
}

/**
 * adj_compat_choose:
 * @parent: a widget in the window that asks
 * @heading: the question
 * @body: what each answer does
 * @cancel_label: the answer that does nothing more (also Escape)
 * @accept_label: the answer that acts (suggested)
 * @callback: called once with %TRUE for @accept_label, %FALSE otherwise
 * @user_data: for @callback
 *
 * Asks a question with two answers, as adj_compat_show_alert() shows a message.
 */
void
adj_compat_choose (GtkWidget       *parent,
                   const char      *heading,
                   const char      *body,
                   const char      *cancel_label,
                   const char      *accept_label,
                   AdjCompatChosen  callback,
                   gpointer         user_data)
{
  Choice *choice = g_new0 (Choice, 1);

  choice->callback = callback;
  choice->data = user_data;
#if ADW_CHECK_VERSION (1, 5, 0)
  {
    AdwDialog *dialog = adw_alert_dialog_new (heading, body);

    adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog), "cancel", cancel_label,
                                    "accept", accept_label, NULL);
    adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "accept",
                                              ADW_RESPONSE_SUGGESTED);
    adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "accept");
    adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
    g_signal_connect_data (dialog, "response", G_CALLBACK (on_choice), choice,
                           (GClosureNotify) (void (*) (void)) g_free, 0);
    adw_dialog_present (dialog, parent);
  }
#else
  {
    GtkWidget *dialog = adw_message_dialog_new (window_of (parent), heading, body);

    adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", cancel_label,
                                      "accept", accept_label, NULL);
    adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "accept",
                                                ADW_RESPONSE_SUGGESTED);
    adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "accept");
    adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
    g_signal_connect_data (dialog, "response", G_CALLBACK (on_choice), choice,
                           (GClosureNotify) (void (*) (void)) g_free, 0);
    gtk_window_present (GTK_WINDOW (dialog));
  }
#endif
}

/* -- files: an alert with the technical detail folded away */

/**
 * adj_compat_show_alert_with_detail:
 * @parent: a widget in the window the alert belongs to
 * @heading: what happened
 * @body: why, and what happens now, in a player's words
 * @detail: what a developer needs (the parser's message, the file, the line)
 *
 * Like adj_compat_show_alert(), with @detail in a closed #GtkExpander.
 *
 * Returns: (transfer none): the expander
 */
GtkWidget *
adj_compat_show_alert_with_detail (GtkWidget  *parent,
                                   const char *heading,
                                   const char *body,
                                   const char *detail)
{
  GtkWidget *expander = gtk_expander_new_with_mnemonic (_("_Technical Details"));
  GtkWidget *label = gtk_label_new (detail);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_widget_add_css_class (label, "monospace");
  gtk_widget_set_margin_top (label, 6);
  gtk_expander_set_child (GTK_EXPANDER (expander), label);
#if ADW_CHECK_VERSION (1, 5, 0)
  {
    AdwDialog *dialog = adw_alert_dialog_new (heading, body);

    adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), expander);
    adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
    adw_dialog_present (dialog, parent);
  }
#else
  {
    GtkWidget *dialog = adw_message_dialog_new (window_of (parent), heading, body);

    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), expander);
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
    gtk_window_present (GTK_WINDOW (dialog));
  }
#endif
  return expander;
}

/**
 * adj_compat_launch_uri:
 * @parent: a widget in the window that asks
 * @uri: what to open (a folder's file:// URI, a web page)
 *
 * Opens @uri in the program the desktop prefers, through the portal in the
 * Flatpak: #GtkUriLauncher on GTK 4.10 and newer, gtk_show_uri() before.
 */
void
adj_compat_launch_uri (GtkWidget  *parent,
                       const char *uri)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  g_autoptr(GtkUriLauncher) launcher = gtk_uri_launcher_new (uri);

  gtk_uri_launcher_launch (launcher, window_of (parent), NULL, NULL, NULL);
#else
  gtk_show_uri (window_of (parent), uri, GDK_CURRENT_TIME);
#endif
}

/**
 * adj_compat_announce:
 * @widget: the widget the message is about
 * @message: what a screen reader should say
 *
 * Has a screen reader say @message, for a change that shows no new widget
 * (a toast worded again): gtk_accessible_announce() on GTK 4.14 and newer.
 * GTK 4.8 has no way to do it; there the message is only shown.
 */
void
adj_compat_announce (GtkWidget  *widget,
                     const char *message)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (widget), message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  (void) widget;
  (void) message;
#endif
}

/**
 * adj_compat_show_about:
 * @parent: a widget in the window that asks
 *
 * Shows Adjutant's about dialog: #AdwAboutDialog on libadwaita 1.5 and
 * newer, #AdwAboutWindow before.
 */
void
adj_compat_show_about (GtkWidget *parent)
{
  static const char *developers[] = { "The Adjutant developers", NULL };
#if ADW_CHECK_VERSION (1, 5, 0)
  GObject *about = G_OBJECT (adw_about_dialog_new ());
#else
  GObject *about = G_OBJECT (adw_about_window_new ());
#endif

  g_object_set (about,
                "application-name", _("Adjutant"),
                "application-icon", APP_ID,
                "developer-name", _("The Adjutant developers"),
                "version", PACKAGE_VERSION,
                "comments", _("Turn tracks, sequence of play, scenario setup and victory "
                              "points for board-wargame clubs"),
                "website", "https://github.com/adjutant/adjutant",
                "issue-url", "https://github.com/adjutant/adjutant/issues",
                "developers", developers,
                "translator-credits", _("translator-credits"),
                "copyright", "© 2026 The Adjutant developers",
                "license-type", GTK_LICENSE_GPL_3_0,
                NULL);
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_present (ADW_DIALOG (about), parent);
#else
  gtk_window_set_transient_for (GTK_WINDOW (about), window_of (parent));
  gtk_window_present (GTK_WINDOW (about));
#endif
}

/**
 * adj_compat_show_preferences:
 * @parent: a widget in the window that asks
 * @page: (transfer floating): the preferences
 *
 * Shows @page in an #AdwPreferencesDialog on libadwaita 1.5 and newer, in an
 * #AdwPreferencesWindow before.
 */
void
adj_compat_show_preferences (GtkWidget          *parent,
                             AdwPreferencesPage *page)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  AdwDialog *dialog = adw_preferences_dialog_new ();

  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (dialog), page);
  adw_dialog_present (dialog, parent);
#else
  GtkWidget *window = adw_preferences_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 640, 640);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), page);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (window), window_of (parent));
  gtk_window_present (GTK_WINDOW (window));
#endif
}

typedef struct {
  AdjFileChosen callback;
  gpointer      user_data;
  gboolean      save;
} Chooser;

#if GTK_CHECK_VERSION (4, 10, 0)
static void
dialog_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Chooser *chooser = user_data;
  GtkFileDialog *dialog = GTK_FILE_DIALOG (source);
  g_autoptr(GFile) file = NULL;
  gboolean save = chooser->save;

  file = save ? gtk_file_dialog_save_finish (dialog, result, NULL)
              : gtk_file_dialog_open_finish (dialog, result, NULL);
  chooser->callback (file, chooser->user_data);
  g_free (chooser);
}
#else
static void
native_response (GtkNativeDialog *native,
                 int              response,
                 gpointer         user_data)
{
  Chooser *chooser = user_data;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  chooser->callback (file, chooser->user_data);
  g_free (chooser);
  g_object_unref (native);
}
#endif

/**
 * adj_choose_file:
 * @parent: (nullable): the window the dialog belongs to
 * @title: the dialog's title
 * @save: %TRUE to choose a file to write
 * @initial_name: (nullable): the suggested name when saving
 * @filter_name: the name of the file filter ("Adjutant games")
 * @pattern: its glob ("*.adjutant")
 * @callback: called once with the file, or %NULL when cancelled
 * @user_data: data for @callback
 *
 * Shows the platform file chooser (a portal in the Flatpak). Uses
 * GtkFileDialog on GTK 4.10 and newer, GtkFileChooserNative before.
 */
void
adj_choose_file (GtkWindow     *parent,
                 const char    *title,
                 gboolean       save,
                 const char    *initial_name,
                 const char    *filter_name,
                 const char    *pattern,
                 AdjFileChosen  callback,
                 gpointer       user_data)
{
  Chooser *chooser = g_new0 (Chooser, 1);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser->callback = callback;
  chooser->user_data = user_data;
  chooser->save = save;
  gtk_file_filter_set_name (filter, filter_name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");

#if GTK_CHECK_VERSION (4, 10, 0)
  {
    g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
    g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

    g_list_store_append (filters, filter);
    g_list_store_append (filters, all);
    gtk_file_dialog_set_title (dialog, title);
    gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
    gtk_file_dialog_set_default_filter (dialog, filter);
    if (save)
      {
        gtk_file_dialog_set_initial_name (dialog, initial_name);
        gtk_file_dialog_save (dialog, parent, NULL, dialog_done, chooser);
      }
    else
      gtk_file_dialog_open (dialog, parent, NULL, dialog_done, chooser);
  }
#else
  {
    GtkFileChooserNative *native =
      gtk_file_chooser_native_new (title, parent,
                                   save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                   save ? _("_Save") : _("_Open"), _("_Cancel"));

    gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), all);
    if (save && initial_name)
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), initial_name);
    g_signal_connect (native, "response", G_CALLBACK (native_response), chooser);
    gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
  }
#endif
}

/**
 * adj_compat_close_dialog:
 * @content: a widget inside a dialog shown by these functions
 *
 * Closes the dialog (or, before libadwaita 1.5, the window) that holds @content.
 */
void
adj_compat_close_dialog (GtkWidget *content)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  GtkWidget *dialog = gtk_widget_get_ancestor (content, ADW_TYPE_DIALOG);

  if (dialog != NULL)
    adw_dialog_force_close (ADW_DIALOG (dialog));
#else
  GtkWindow *window = window_of (content);

  if (window != NULL)
    gtk_window_destroy (window);
#endif
}

/**
 * adj_compat_in_dialog:
 * @widget: a widget
 *
 * Returns: %TRUE if @widget is inside a dialog shown in its window (from
 * libadwaita 1.5 dialogs are widgets there; before, they are windows of
 * their own and this is %FALSE)
 */
gboolean
adj_compat_in_dialog (GtkWidget *widget)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return gtk_widget_get_ancestor (widget, ADW_TYPE_DIALOG) != NULL;
#else
  return FALSE;
#endif
}

#if !ADW_CHECK_VERSION (1, 4, 0)
/* libadwaita 1.2 has no breakpoints: an AdwSqueezer in the header shows the
 * page switcher while it fits and the window's title when it does not; then
 * the switcher bar at the bottom takes over. The bar gets its buttons the
 * first time it is needed (they cost start-up some 130 widgets). */
static void
title_squeezed_cb (GtkWidget   *window,
                   GParamSpec  *pspec,
                   AdwSqueezer *squeezer)
{
  GType type = G_OBJECT_TYPE (window);
  GObject *title = gtk_widget_get_template_child (window, type, "window_title");
  AdwViewSwitcherBar *bar = ADW_VIEW_SWITCHER_BAR (gtk_widget_get_template_child (window, type, "switcher_bar"));
  gboolean narrow = G_OBJECT (adw_squeezer_get_visible_child (squeezer)) == title;

  if (narrow && adw_view_switcher_bar_get_stack (bar) == NULL)
    adw_view_switcher_bar_set_stack (bar, ADW_VIEW_STACK (gtk_widget_get_template_child (window, type, "stack")));
  adw_view_switcher_bar_set_reveal (bar, narrow);
}
#endif

/**
 * adj_compat_set_window_template:
 * @window_class: the main window's class
 *
 * Gives the main window its template: `adj-window.ui` (an #AdwToolbarView,
 * with an #AdwBreakpoint that moves the page switcher to the bottom on
 * narrow windows) on libadwaita 1.4 and newer, `adj-window-1-2.ui` (an
 * #AdwSqueezer does that) before. Both hold the same named children.
 */
void
adj_compat_set_window_template (GtkWidgetClass *window_class)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  gtk_widget_class_set_template_from_resource (window_class, RESOURCE_PREFIX "/ui/adj-window.ui");
#else
  gtk_widget_class_set_template_from_resource (window_class, RESOURCE_PREFIX "/ui/adj-window-1-2.ui");
  /* named for gtk_widget_get_template_child () in title_squeezed_cb () */
  gtk_widget_class_bind_template_child_full (window_class, "window_title", FALSE, 0);
  gtk_widget_class_bind_template_child_full (window_class, "switcher_bar", FALSE, 0);
  gtk_widget_class_bind_template_callback (window_class, title_squeezed_cb);
#endif
}

/**
 * adj_compat_name_button_after_label:
 * @button: a button with a text label
 *
 * Names @button for screen readers after its label without the mnemonic
 * underscore ("_Next" is read "Next"). GTK 4.8 names a button after its
 * label as typed, underscore and all; newer GTK strips it.
 */
void
adj_compat_name_button_after_label (GtkButton *button)
{
  const char *label = gtk_button_get_label (button);
  GString *name = g_string_new (NULL);

  for (const char *p = label ? label : ""; *p; p++)
    {
      if (*p == '_')
        {
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (name, *p);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name->str, -1);
  g_string_free (name, TRUE);
#if !GTK_CHECK_VERSION (4, 10, 0)
  /* GTK 4.8 reads the label property and then the label inside the button
   * that it is labelled by: "Next Next". Newer GTK reads the property only. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
#endif
}

#if !GTK_CHECK_VERSION (4, 10, 0)
/* GTK 4.8 sets the name from the raw label in gtk_button_set_label(); a
 * name the view set afterwards differs from it and is kept. */
static void
button_label_changed (GtkButton *button)
{
  const char *label = gtk_button_get_label (button);
  g_autofree char *differs = NULL;

  if (!gtk_button_get_use_underline (button) || label == NULL || strchr (label, '_') == NULL)
    return;
  differs = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  if (differs == NULL)
    adj_compat_name_button_after_label (button);
}

static gboolean
widget_mapped (GSignalInvocationHint *hint,
               guint                  n_values,
               const GValue          *values,
               gpointer               data)
{
  GObject *object = g_value_get_object (&values[0]);

  if (!GTK_IS_BUTTON (object))
    return TRUE;
  button_label_changed (GTK_BUTTON (object));
  if (g_signal_handler_find (object, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, button_label_changed, NULL) == 0)
    {
      g_signal_connect (object, "notify::label", G_CALLBACK (button_label_changed), NULL);
      g_signal_connect (object, "notify::use-underline", G_CALLBACK (button_label_changed), NULL);
    }
  return TRUE;
}
#endif

/**
 * adj_compat_name_buttons_without_mnemonics:
 *
 * On GTK 4.8, names every button whose label has a mnemonic without the
 * underscore when it is shown and whenever its label changes (a name the
 * view set itself is kept). Nothing on newer GTK, which does it. Call once.
 */
void
adj_compat_name_buttons_without_mnemonics (void)
{
#if !GTK_CHECK_VERSION (4, 10, 0)
  static gsize installed;
  const char *a11y = g_getenv ("GTK_A11Y");

  /* with accessibility off GTK makes no accessible contexts: there are no
   * names to read or mend */
  if (a11y != NULL && g_ascii_strcasecmp (a11y, "none") == 0)
    return;
  if (g_once_init_enter (&installed))
    {
      g_type_class_unref (g_type_class_ref (GTK_TYPE_BUTTON));
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, widget_mapped, NULL, NULL);
      g_once_init_leave (&installed, 1);
    }
#endif
}

/**
 * adj_compat_get_color:
 * @widget: a widget
 * @color: (out): its text colour as the style gives it
 *
 * gtk_widget_get_color() on GTK 4.10 and newer, the style context before.
 */
void
adj_compat_get_color (GtkWidget *widget,
                      GdkRGBA   *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
#endif
}

/**
 * adj_compat_add_color_probes:
 * @owner: a widget that draws itself (the victory map)
 * @names: (array zero-terminated=1): colours named with `@define-color` in style.css
 *
 * GTK 4.10 deprecated looking colours up by name, with no successor a drawn
 * widget can read. Instead @owner gets a hidden child per name whose style
 * class is that name; style.css gives each class its colour
 * (`.victory_land_color { color: @victory_land_color; }`), and
 * adj_compat_lookup_color() reads it back as the child's text colour, which
 * follows dark and high-contrast styles like any other. Call
 * adj_compat_allocate_color_probes() in @owner's size_allocate (it gives them
 * no room: @owner draws itself and does not draw them) and
 * adj_compat_remove_color_probes() in its dispose.
 */
/* a probe is a child of its owner with this widget name; its style class
 * is the colour's name */
#define COLOR_PROBE "adj-color-probe"

static gboolean
is_color_probe (GtkWidget *widget)
{
  return g_strcmp0 (gtk_widget_get_name (widget), COLOR_PROBE) == 0;
}

void
adj_compat_add_color_probes (GtkWidget         *owner,
                             const char *const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    {
      /* an empty box: nothing to measure or draw; it stays visible, because
       * GTK keeps the style of hidden widgets as it was */
      GtkWidget *probe = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_widget_add_css_class (probe, names[i]);
      gtk_accessible_update_state (GTK_ACCESSIBLE (probe), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_widget_set_name (probe, COLOR_PROBE);
      gtk_widget_set_parent (probe, owner);
    }
}

/** adj_compat_allocate_color_probes: @owner: the widget given to adj_compat_add_color_probes() */
void
adj_compat_allocate_color_probes (GtkWidget *owner)
{
  for (GtkWidget *child = gtk_widget_get_first_child (owner); child; child = gtk_widget_get_next_sibling (child))
    if (is_color_probe (child))
      {
        int min, nat;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
        gtk_widget_allocate (child, min, 0, -1, NULL);
      }
}

/** adj_compat_remove_color_probes: @owner: the widget given to adj_compat_add_color_probes() */
void
adj_compat_remove_color_probes (GtkWidget *owner)
{
  GtkWidget *child = gtk_widget_get_first_child (owner);

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (is_color_probe (child))
        gtk_widget_unparent (child);
      child = next;
    }
}

/**
 * adj_compat_lookup_color:
 * @owner: a widget given the colour's probe by adj_compat_add_color_probes()
 * @name: the colour's name
 * @fallback: the colour to use when @owner has no probe of that name, or no
 *   rule gives the probe a colour
 * @color: (out): the colour as the current style gives it
 */
void
adj_compat_lookup_color (GtkWidget  *owner,
                         const char *name,
                         const char *fallback,
                         GdkRGBA    *color)
{
  for (GtkWidget *child = gtk_widget_get_first_child (owner); child; child = gtk_widget_get_next_sibling (child))
    if (is_color_probe (child) && gtk_widget_has_css_class (child, name))
      {
        GdkRGBA inherited;

        /* no rule gave the probe a colour of its own (no style.css): it
         * inherits the text colour, and the fallback is meant */
        adj_compat_get_color (child, color);
        adj_compat_get_color (owner, &inherited);
        if (!gdk_rgba_equal (color, &inherited))
          return;
        break;
      }
  gdk_rgba_parse (color, fallback);
}

/**
 * adj_compat_show_shortcuts:
 * @parent: a widget in the window that asks
 * @entries: (array length=n_entries): the groups and their shortcuts, in order
 * @n_entries: how many
 *
 * Lists keyboard shortcuts: in an #AdwShortcutsDialog on libadwaita 1.8 and
 * newer, in a #GtkShortcutsWindow (deprecated there) before. Both are built
 * from @entries, so the two stacks list the same shortcuts. If the window
 * shows them already, nothing changes.
 *
 * Returns: (transfer none): the dialog, or the window
 */
GtkWidget *
adj_compat_show_shortcuts (GtkWidget              *parent,
                           const AdjShortcutEntry *entries,
                           guint                   n_entries)
{
#if ADW_CHECK_VERSION (1, 8, 0)
  GtkWindow *window = window_of (parent);
  AdwDialog *dialog = NULL;
  AdwShortcutsSection *section = NULL;

  if (ADW_IS_APPLICATION_WINDOW (window))
    dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  else if (ADW_IS_WINDOW (window))
    dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  if (ADW_IS_SHORTCUTS_DIALOG (dialog))
    return GTK_WIDGET (dialog);

  dialog = adw_shortcuts_dialog_new ();
  for (guint i = 0; i < n_entries; i++)
    {
      if (entries[i].accelerator == NULL)
        {
          section = adw_shortcuts_section_new (entries[i].title);
          adw_shortcuts_dialog_add (ADW_SHORTCUTS_DIALOG (dialog), section);
        }
      else
        {
          g_return_val_if_fail (section != NULL, NULL);
          adw_shortcuts_section_add (section, adw_shortcuts_item_new (entries[i].title,
                                                                      entries[i].accelerator));
        }
    }
  adw_dialog_present (dialog, parent);
  return GTK_WIDGET (dialog);
#else
  /* GtkShortcutsSection and GtkShortcutsGroup take children only from
   * GtkBuilder before GTK 4.14 */
  g_autoptr(GString) xml = g_string_new ("<interface>"
                                         "<object class=\"GtkShortcutsWindow\" id=\"window\">"
                                         "<property name=\"modal\">True</property>"
                                         "<property name=\"destroy-with-parent\">True</property>"
                                         "<child><object class=\"GtkShortcutsSection\">"
                                         "<property name=\"section-name\">shortcuts</property>"
                                         /* Adjutant's list in two columns on one page:
                                          * with pages, GTK 4.8 mixes up the groups'
                                          * order and lays out its page switcher
                                          * narrower than zero (a warning) */
                                         "<property name=\"max-height\">22</property>");
  g_autoptr(GtkBuilder) builder = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean in_group = FALSE;
  GtkWindow *window;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) shown = g_list_model_get_item (toplevels, i);

      if (GTK_IS_SHORTCUTS_WINDOW (shown) && gtk_widget_get_visible (GTK_WIDGET (shown))
          && gtk_window_get_transient_for (shown) == window_of (parent))
        {
          gtk_window_present (shown);
          return GTK_WIDGET (shown);
        }
    }

  for (guint i = 0; i < n_entries; i++)
    {
      g_autofree char *element = NULL;

      if (entries[i].accelerator == NULL)
        {
          if (in_group)
            g_string_append (xml, "</object></child>");
          element = g_markup_printf_escaped ("<child><object class=\"GtkShortcutsGroup\">"
                                             "<property name=\"title\">%s</property>",
                                             entries[i].title);
          in_group = TRUE;
        }
      else
        {
          g_return_val_if_fail (in_group, NULL);
          element = g_markup_printf_escaped ("<child><object class=\"GtkShortcutsShortcut\">"
                                             "<property name=\"title\">%s</property>"
                                             "<property name=\"accelerator\">%s</property>"
                                             "</object></child>",
                                             entries[i].title, entries[i].accelerator);
        }
      g_string_append (xml, element);
    }
  if (in_group)
    g_string_append (xml, "</object></child>");
  g_string_append (xml, "</object></child></object></interface>");

  builder = gtk_builder_new_from_string (xml->str, -1);
  window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));
  gtk_window_set_transient_for (window, window_of (parent));
  gtk_window_present (window);
  return GTK_WIDGET (window);
#endif
}

#if GTK_CHECK_VERSION (4, 12, 0)
static void
choice_setup (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (ellipsize)
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 6);
    }
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
choice_bind (GtkSignalListItemFactory *factory,
             GtkListItem              *item)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (string));
}
#endif

/**
 * adj_compat_drop_down_shrink:
 * @drop_down: a drop-down of strings
 *
 * Lets the drop-down's button shorten a long choice with an ellipsis, so that
 * a row with a long choice still fits a phone and its title stays readable;
 * the open list shows every choice in full. GTK 4.12 and newer only (a
 * separate factory for the list); Debian 12's GTK keeps the full width.
 */
void
adj_compat_drop_down_shrink (GtkDropDown *drop_down)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  g_autoptr(GtkListItemFactory) button = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) list = gtk_signal_list_item_factory_new ();

  g_signal_connect (button, "setup", G_CALLBACK (choice_setup), GINT_TO_POINTER (TRUE));
  g_signal_connect (button, "bind", G_CALLBACK (choice_bind), NULL);
  g_signal_connect (list, "setup", G_CALLBACK (choice_setup), NULL);
  g_signal_connect (list, "bind", G_CALLBACK (choice_bind), NULL);
  gtk_drop_down_set_list_factory (drop_down, list);
  gtk_drop_down_set_factory (drop_down, button);
#endif
}

/**
 * adj_compat_list_item_set:
 * @item: a list view's or grid view's item
 * @focusable: whether the row itself takes the keyboard focus, rather than
 *   the first of its children that can
 * @accessible_label: (nullable): what a screen reader says of it
 *
 * Where GTK can (4.12), names the row for screen readers, which read the
 * cell that has the focus, and lets a row give the focus to its child (a
 * check box, which Space ticks). GTK 4.8 names a cell from its child's text
 * and gives the focus to its first child that takes it.
 */
void
adj_compat_list_item_set (GtkListItem *item,
                          gboolean     focusable,
                          const char  *accessible_label)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_list_item_set_focusable (item, focusable);
  gtk_list_item_set_accessible_label (item, accessible_label);
#endif
}
