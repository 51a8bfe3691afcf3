/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-ahead.h"
#include "adj-compat.h"
#include "adj-error.h"
#include "adj-lazy-page.h"
#include "adj-page.h"
#include "adj-projector-window.h"
#include "adj-quick-roll.h"
#include "adj-roll-log-window.h"
#include "adj-toasts.h"
#include "adj-tooltip.h"
#include "adj-window.h"

struct _AdjWindow
{
  AdwApplicationWindow  parent_instance;

  AdwViewStack         *stack;
  AdwToastOverlay      *toast_overlay;
  GtkMenuButton        *quick_roll_button;
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  GtkMenuButton        *primary_menu_button;
  GtkRevealer          *save_error_revealer;
  GtkLabel             *save_error_label;
  guint                 rest_focus_id;

  GSettings            *settings;
  AdjGame              *game;
  AdjHistory           *history;   /* of the visible page, if it has a model */
  GtkWindow            *roll_log_window;
  GHashTable           *projectors;   /* page id → AdjProjectorWindow, not owned */
  GMenu                *recent_menu;  /* once the main menu is built */
};

G_DEFINE_FINAL_TYPE (AdjWindow, adj_window, ADW_TYPE_APPLICATION_WINDOW)

static AdjPage *visible_page (AdjWindow *self);

/* an undo label in the player's language, as the visible page says it */
static char *
dup_undo_label (AdjWindow  *self,
                const char *label)
{
  AdjPage *page = visible_page (self);

  return page ? adj_page_dup_undo_label (page, label) : g_strdup (g_dgettext (GETTEXT_PACKAGE, label));
}

/* The buttons' tooltips name the step ("Undo: Roll Impulse"), given when
 * one is about to show (adj-tooltip.c): not a round trip to the display on
 * every action. */
static void
update_undo_actions (AdjWindow *self)
{
  GAction *undo = g_action_map_lookup_action (G_ACTION_MAP (self), "undo");
  GAction *redo = g_action_map_lookup_action (G_ACTION_MAP (self), "redo");
  gboolean can_undo = self->history && adj_history_get_can_undo (self->history);
  gboolean can_redo = self->history && adj_history_get_can_redo (self->history);
  g_autofree char *undo_tip = NULL;
  g_autofree char *redo_tip = NULL;

  g_simple_action_set_enabled (G_SIMPLE_ACTION (undo), can_undo);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (redo), can_redo);
  if (can_undo)
    {
      g_autofree char *label = dup_undo_label (self, adj_history_get_undo_label (self->history));
      /* Translators: the undo button's tooltip; %s is what would be undone */
      undo_tip = g_strdup_printf (_("Undo: %s"), label);
    }
  else
    undo_tip = g_strdup (_("Undo"));
  if (can_redo)
    {
      g_autofree char *label = dup_undo_label (self, adj_history_get_redo_label (self->history));
      /* Translators: the redo button's tooltip; %s is what would be done again */
      redo_tip = g_strdup_printf (_("Redo: %s"), label);
    }
  else
    redo_tip = g_strdup (_("Redo"));
  adj_tooltip_set_text (self->undo_button, undo_tip);
  adj_tooltip_set_text (self->redo_button, redo_tip);
}

/**
 * adj_window_get_undo_tooltip:
 * @self: a window
 * @redo: the redo button's rather than the undo button's
 *
 * Returns: (transfer none): what the undo (or redo) button's tooltip says
 */
const char *
adj_window_get_undo_tooltip (AdjWindow *self,
                             gboolean   redo)
{
  g_return_val_if_fail (ADJ_IS_WINDOW (self), NULL);
  return adj_tooltip_get_text (redo ? self->redo_button : self->undo_button);
}

static void
set_history (AdjWindow  *self,
             AdjHistory *history)
{
  if (self->history == history)
    {
      update_undo_actions (self);
      return;
    }
  if (self->history)
    g_signal_handlers_disconnect_by_func (self->history, update_undo_actions, self);
  g_set_object (&self->history, history);
  if (self->history)
    {
      g_signal_connect_swapped (self->history, "notify::can-undo", G_CALLBACK (update_undo_actions), self);
      g_signal_connect_swapped (self->history, "notify::can-redo", G_CALLBACK (update_undo_actions), self);
      g_signal_connect_swapped (self->history, "notify::undo-label", G_CALLBACK (update_undo_actions), self);
      g_signal_connect_swapped (self->history, "notify::redo-label", G_CALLBACK (update_undo_actions), self);
    }
  update_undo_actions (self);
}

/* the visible game aid page, built if it was not yet */
static AdjPage *
visible_page (AdjWindow *self)
{
  GtkWidget *lazy = adw_view_stack_get_visible_child (self->stack);

  return lazy ? ADJ_PAGE (adj_lazy_page_ensure (ADJ_LAZY_PAGE (lazy))) : NULL;
}

static void
update_projector_action (AdjWindow *self)
{
  const char *name = adw_view_stack_get_visible_child_name (self->stack);
  GAction *projector = g_action_map_lookup_action (G_ACTION_MAP (self), "projector");
  gboolean has = FALSE;

  if (name)
    {
      GType type = adj_lazy_page_get_page_type (ADJ_LAZY_PAGE (adw_view_stack_get_visible_child (self->stack)));

      has = adj_page_type_get_iface (type)->create_projector != NULL;
    }
  g_simple_action_set_enabled (G_SIMPLE_ACTION (projector), has);
}

/* After start-up and a change of page, GTK gives the focus to the first
 * control it finds (the header's dice button, a page's menu button), where
 * the Enter of the next typed roll would press it. Unless the player is in
 * a text field, or in a question shown in the window meanwhile (its Enter
 * answers it, and it holds the keys), the focus rests on nothing: typed
 * digits press nothing, and Tab still starts at the top. */
static gboolean
rest_focus (gpointer data)
{
  AdjWindow *self = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  self->rest_focus_id = 0;
  if (focus != NULL && !GTK_IS_EDITABLE (focus) && !adj_compat_in_dialog (focus))
    gtk_window_set_focus (GTK_WINDOW (self), NULL);
  return G_SOURCE_REMOVE;
}

static void
schedule_rest_focus (AdjWindow *self)
{
  if (self->rest_focus_id == 0)
    self->rest_focus_id = g_idle_add (rest_focus, self);
}

/* The pages not on screen are built one at a time when the program is idle
 * after its first frame, so that start-up pays only for the page shown and
 * a player's first visit to another page does not wait for it to be built
 * (70 to 140 ms each). A page asked for before then is built on the spot. */
static gboolean
prebuild_next_page (GtkWidget *widget)
{
  AdjWindow *self = ADJ_WINDOW (widget);

  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->stack)); page != NULL;
       page = gtk_widget_get_next_sibling (page))
    if (ADJ_IS_LAZY_PAGE (page) && adj_lazy_page_get_child (ADJ_LAZY_PAGE (page)) == NULL)
      {
        adj_lazy_page_ensure (ADJ_LAZY_PAGE (page));
        return TRUE;
      }
  return FALSE;
}

static void
schedule_prebuild (AdjWindow *self)
{
  adj_ahead_after_frame (GTK_WIDGET (self), prebuild_next_page);
}

static void
on_visible_page_changed (AdjWindow *self)
{
  const char *name = adw_view_stack_get_visible_child_name (self->stack);

  if (self->game == NULL)
    return;   /* pages being added in init; adj_window_new() calls again */
  set_history (self, name && self->game ? adj_game_get_history (self->game, name) : NULL);
  update_projector_action (self);
  if (name)
    g_settings_set_string (self->settings, "visible-page", name);
  schedule_rest_focus (self);
}

static void
on_save_error_changed (AdjWindow *self)
{
  const char *error = adj_game_get_save_error (self->game);

  if (error)
    gtk_label_set_label (self->save_error_label, error);
  gtk_revealer_set_reveal_child (self->save_error_revealer, error != NULL);
}

static void
retry_save_cb (AdjWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (adj_game_save (self->game, &error))
    {
      gtk_revealer_set_reveal_child (self->save_error_revealer, FALSE);
      adj_window_toast (self, _("Game saved"));
    }
  else
    {
      g_autofree char *msg = g_strdup_printf (_("Still cannot save: %s"), error->message);
      gtk_label_set_label (self->save_error_label, msg);
    }
}

/**
 * adj_window_toast:
 * @self: the window
 * @message: a short message
 */
void
adj_window_toast (AdjWindow  *self,
                  const char *message)
{
  adj_toasts_show (self->toast_overlay, adw_toast_new (message));
}

/**
 * adj_window_show_error:
 * @self: the window
 * @heading: what failed
 * @body: why, and what happens now
 */
void
adj_window_show_error (AdjWindow  *self,
                       const char *heading,
                       const char *body)
{
  adj_compat_show_alert (GTK_WIDGET (self), heading, body);
}

/** adj_window_get_stack: Returns: (transfer none): the page stack */
AdwViewStack *
adj_window_get_stack (AdjWindow *self)
{
  return self->stack;
}

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  AdjWindow *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;

  if (self->history == NULL || !adj_history_get_can_undo (self->history))
    return;
  label = dup_undo_label (self, adj_history_get_undo_label (self->history));
  if (!adj_history_undo (self->history, &error))
    adj_window_show_error (self, _("Could not undo"), error->message);
  else
    {
      g_autofree char *msg = g_strdup_printf (_("Undone: %s"), label);
      adj_window_toast (self, msg);
    }
}

static void
redo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  AdjWindow *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;

  if (self->history == NULL || !adj_history_get_can_redo (self->history))
    return;
  label = dup_undo_label (self, adj_history_get_redo_label (self->history));
  if (!adj_history_redo (self->history, &error))
    adj_window_show_error (self, _("Could not redo"), error->message);
  else
    {
      g_autofree char *msg = g_strdup_printf (_("Redone: %s"), label);
      adj_window_toast (self, msg);
    }
}

static void
projector_destroyed (gpointer  data,
                     GObject  *where_the_object_was)
{
  AdjWindow *self = data;
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->projectors);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (value == where_the_object_was)
      g_hash_table_iter_remove (&iter);
}

/**
 * adj_window_open_projector:
 * @self: the window
 *
 * Opens (or raises) the projector window of the visible page.
 *
 * Returns: (transfer none) (nullable): the projector window, or %NULL when
 *   the page has none
 */
GtkWindow *
adj_window_open_projector (AdjWindow *self)
{
  AdjPage *page = visible_page (self);
  const char *id;
  GtkWindow *projector;

  g_return_val_if_fail (ADJ_IS_WINDOW (self), NULL);

  if (page == NULL)
    return NULL;
  id = adj_page_get_id (page);
  projector = g_hash_table_lookup (self->projectors, id);
  if (projector == NULL)
    {
      GtkWidget *content = adj_page_create_projector (page);
      const AdjPageInterface *iface = adj_page_type_get_iface (G_OBJECT_TYPE (page));

      if (content == NULL)
        return NULL;
      projector = GTK_WINDOW (adj_projector_window_new (content, g_dgettext (GETTEXT_PACKAGE, iface->title)));
      gtk_window_set_application (projector, gtk_window_get_application (GTK_WINDOW (self)));
      g_hash_table_insert (self->projectors, (gpointer) id, projector);
      g_object_weak_ref (G_OBJECT (projector), projector_destroyed, self);
      adj_projector_window_go_fullscreen (ADJ_PROJECTOR_WINDOW (projector));
    }
  gtk_window_present (projector);
  return projector;
}

static void
projector_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  adj_window_open_projector (ADJ_WINDOW (user_data));
}

static void
toast_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  adj_window_toast (ADJ_WINDOW (user_data), g_variant_get_string (parameter, NULL));
}

/* -- files: the game's file, Open, Save, recent games --------------------- */

#define ADJUTANT_MIME_TYPE "application/x-adjutant"

/* A toast whose Undo takes back the last New game or Open. */
static void
toast_with_undo (AdjWindow  *self,
                 const char *message)
{
  AdwToast *toast = adw_toast_new (message);

  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo-replace");
  adj_toasts_show (self->toast_overlay, toast);
}

static void
undo_replace_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  AdjWindow *self = user_data;

  adj_game_undo_replace (self->game);
}

static void
new_game_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  AdjWindow *self = user_data;

  adj_game_new_game (self->game);
  toast_with_undo (self, _("New game started"));
}

/* The window's title names the game's file, as a document's window does. */
static void
update_title (AdjWindow *self)
{
  const char *file = adj_game_get_file (self->game);
  GObject *window_title = gtk_widget_get_template_child (GTK_WIDGET (self), ADJ_TYPE_WINDOW, "window_title");
  g_autofree char *name = file ? g_filename_display_basename (file) : NULL;
  g_autofree char *title = NULL;
  g_autofree char *folder = NULL;

  if (file != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (file);
      const char *home = g_get_home_dir ();

      /* Translators: the window's title; %s is the saved game's file name */
      title = g_strdup_printf (C_("window title", "%s – Adjutant"), name);
      if (g_str_has_prefix (dir, home) && (dir[strlen (home)] == '/' || dir[strlen (home)] == '\0'))
        folder = g_strconcat ("~", dir + strlen (home), NULL);
      else
        folder = g_filename_display_name (dir);
    }
  gtk_window_set_title (GTK_WINDOW (self), title ? title : _("Adjutant"));
  /* libadwaita 1.2's header shows this title when the switcher does not fit */
  if (window_title != NULL)
    {
      adw_window_title_set_title (ADW_WINDOW_TITLE (window_title), name ? name : _("Adjutant"));
      adw_window_title_set_subtitle (ADW_WINDOW_TITLE (window_title), folder);
    }
}

static void
add_to_recent (const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  GtkRecentData data = {
    .mime_type = (char *) ADJUTANT_MIME_TYPE,
    .app_name = (char *) g_get_application_name (),
    .app_exec = (char *) "adjutant %u",
  };

  if (uri != NULL && data.app_name != NULL)
    gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

/**
 * adj_window_dup_open_failure:
 * @file: a file that did not open
 * @error: why, from adj_game_open() or reading it
 * @detail: (out) (transfer full) (optional): the technical detail (the
 *   file, the parser's message and line)
 *
 * Returns: (transfer full): one sentence a player understands
 */
char *
adj_window_dup_open_failure (GFile         *file,
                             const GError  *error,
                             char         **detail)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *where = g_file_get_parse_name (file);

  if (detail != NULL)
    *detail = g_strdup_printf ("%s\n%s", where, error->message);
  if (g_error_matches (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT))
    return g_strdup_printf (_("“%s” is not an Adjutant game or is damaged."), name);
  if (error->domain == ADJ_ERROR)
    return g_strdup (error->message);   /* a newer format: the message says what to do */
  return g_strdup_printf (_("“%s” cannot be read: %s"), name, error->message);
}

/**
 * adj_window_try_open_file:
 * @self: the window
 * @file: an `.adjutant` file
 * @error: return location for an error
 *
 * Opens a saved game as one undoable step, with a toast that can undo it;
 * the file becomes the game's file and a recent game.
 *
 * Returns: %TRUE on success; on error the game is unchanged
 */
gboolean
adj_window_try_open_file (AdjWindow  *self,
                          GFile      *file,
                          GError    **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *msg = NULL;

  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Adjutant can only open games stored as local files."));
      return FALSE;
    }
  if (!adj_game_open (self->game, path, error))
    return FALSE;
  add_to_recent (path);
  msg = g_strdup_printf (_("Opened “%s”"), name);
  toast_with_undo (self, msg);
  return TRUE;
}

/**
 * adj_window_open_file:
 * @self: the window
 * @file: an `.adjutant` file
 *
 * Opens a saved game (adj_window_try_open_file()); a file that does not open
 * is reported, with the technical detail folded away, and nothing changes.
 */
void
adj_window_open_file (AdjWindow *self,
                      GFile     *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *body = NULL;

  if (adj_window_try_open_file (self, file, &error))
    return;
  sentence = adj_window_dup_open_failure (file, error, &detail);
  body = g_strdup_printf ("%s %s", sentence, _("Your current game is unchanged."));
  adj_compat_show_alert_with_detail (GTK_WIDGET (self), _("Could not open the game"), body, detail);
}

static void
open_chosen (GFile    *file,
             gpointer  user_data)
{
  g_autoptr(AdjWindow) self = user_data;

  if (file)
    adj_window_open_file (self, file);
}

static void
open_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  AdjWindow *self = user_data;

  adj_choose_file (GTK_WINDOW (self), _("Open Game"), FALSE, NULL,
                   _("Adjutant games"), "*.adjutant", open_chosen, g_object_ref (self));
}

static void
open_recent_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  AdjWindow *self = user_data;
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  adj_window_open_file (self, file);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *tb = gtk_recent_info_get_modified ((GtkRecentInfo *) b);

  return -g_date_time_compare (ta, tb);
}

/* The "Open Recent" submenu: the saved games that still exist, newest first. */
static void
update_recent_menu (AdjWindow *self)
{
  GList *items;
  guint n = 0;

  if (self->recent_menu == NULL)
    return;
  g_menu_remove_all (self->recent_menu);
  items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  items = g_list_sort (items, compare_recent);
  for (GList *l = items; l != NULL && n < 10; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr(GVariant) target = NULL;
      g_autofree char *action = NULL;

      if (g_strcmp0 (gtk_recent_info_get_mime_type (info), ADJUTANT_MIME_TYPE) != 0
          || !gtk_recent_info_is_local (info) || !gtk_recent_info_exists (info))
        continue;
      /* g_action_print_detailed_name() does not take the floating reference */
      target = g_variant_ref_sink (g_variant_new_string (uri));
      action = g_action_print_detailed_name ("win.open-recent", target);
      g_menu_append (self->recent_menu, gtk_recent_info_get_display_name (info), action);
      n++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  if (n == 0)
    g_menu_append (self->recent_menu, _("No Recent Games"), NULL);   /* shown dimmed */
}

static void
save_chosen (GFile    *file,
             gpointer  user_data)
{
  g_autoptr(AdjWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;

  if (file == NULL)
    return;
  path = g_file_get_path (file);
  name = g_file_get_basename (file);
  if (path == NULL || !adj_game_save_as (self->game, path, &error))
    {
      g_autofree char *where = g_file_get_parse_name (file);
      g_autofree char *body = error
        ? g_strdup_printf (_("“%s” could not be written: %s. The game stays on screen and in "
                             "Adjutant’s own save."), where, error->message)
        : g_strdup (_("Adjutant can only save to local files."));

      adj_window_show_error (self, _("Could not save the game"), body);
      return;
    }
  add_to_recent (path);
  {
    g_autofree char *msg = g_strdup_printf (_("Saved as “%s”"), name);
    adj_window_toast (self, msg);
  }
}

static void
save_as_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  AdjWindow *self = user_data;
  const char *file = adj_game_get_file (self->game);
  g_autofree char *name = file ? g_path_get_basename (file) : NULL;

  adj_choose_file (GTK_WINDOW (self), _("Save Game As"), TRUE, name ? name : _("Game.adjutant"),
                   _("Adjutant games"), "*.adjutant", save_chosen, g_object_ref (self));
}

/* Ctrl+S: the game is saved at every change already; with a file of its
 * own this says so (and tries again after a failure), without one it asks
 * for a file. */
static void
save_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  AdjWindow *self = user_data;
  const char *file = adj_game_get_file (self->game);
  g_autoptr(GError) error = NULL;

  if (file == NULL)
    {
      save_as_action (NULL, NULL, self);
      return;
    }
  if (adj_game_save (self->game, &error))
    {
      g_autofree char *name = g_filename_display_basename (file);
      g_autofree char *msg = g_strdup_printf (_("Saved “%s”"), name);

      adj_window_toast (self, msg);
    }
  /* else the save error bar says what failed, naming the file */
}

static void
roll_log_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  AdjWindow *self = user_data;

  if (self->roll_log_window == NULL)
    {
      self->roll_log_window = GTK_WINDOW (adj_roll_log_window_new (self->game));
      gtk_window_set_transient_for (self->roll_log_window, GTK_WINDOW (self));
      g_object_add_weak_pointer (G_OBJECT (self->roll_log_window), (gpointer *) &self->roll_log_window);
    }
  gtk_window_present (self->roll_log_window);
}

/* What the shortcuts dialog lists, in order. A row with an action takes its
 * keys from the application's accels, so the two cannot disagree; a row
 * without one starts a group; PAGES stands for each page's own table; the
 * roll log window's keys are its own (src/adj-roll-log-window.c).
 * tests/test-shortcuts.c fails when a key the program registers is missing. */
#define GROUP(title) { title, NULL, NULL }
#define PAGES { NULL, NULL, NULL }
static const struct {
  const char *title;        /* NC_("shortcut window", …) */
  const char *action;       /* a detailed action name */
  const char *accelerator;  /* for keys that are not the application's */
} listed_shortcuts[] = {
  GROUP (NC_("shortcut window", "Game")),
  { NC_("shortcut window", "New game"), "win.new-game" },
  { NC_("shortcut window", "Open a game"), "win.open" },
  { NC_("shortcut window", "Save the game"), "win.save" },
  { NC_("shortcut window", "Save the game as"), "win.save-as" },
  { NC_("shortcut window", "Undo"), "win.undo" },
  { NC_("shortcut window", "Redo"), "win.redo" },
  GROUP (NC_("shortcut window", "Dice")),
  { NC_("shortcut window", "Quick roll"), "win.quick-roll" },
  { NC_("shortcut window", "Roll log"), "win.roll-log" },
  GROUP (NC_("shortcut window", "Game aids")),
  { NC_("shortcut window", "World in Flames"), "win.show-page::wif" },
  { NC_("shortcut window", "SPI WWII: PTO"), "win.show-page::pto" },
  { NC_("shortcut window", "WTJ 1943 setup"), "win.show-page::wtj" },
  { NC_("shortcut window", "Victory map"), "win.show-page::victory" },
  GROUP (NC_("shortcut window", "General")),
  { NC_("shortcut window", "Open the main menu"), NULL, "F10" },   /* GTK's own */
  { NC_("shortcut window", "Preferences"), "app.preferences" },
  { NC_("shortcut window", "Keyboard shortcuts"), "win.show-help-overlay" },
  { NC_("shortcut window", "Close the window"), "window.close" },
  { NC_("shortcut window", "Quit"), "app.quit" },
  PAGES,
  GROUP (NC_("shortcut window", "Roll log window")),
  { NC_("shortcut window", "Export the rolls as CSV"), NULL, "<Control>e" },
  { NC_("shortcut window", "Dice fairness"), NULL, "<Control>d" },
  { NC_("shortcut window", "Close the roll log"), NULL, "Escape" },
};
#undef GROUP
#undef PAGES

static void
add_entry (GArray     *entries,
           GPtrArray  *strings,
           const char *title,
           char       *accelerator)
{
  AdjShortcutEntry entry = { g_dpgettext2 (NULL, "shortcut window", title), accelerator };

  if (accelerator)
    g_ptr_array_add (strings, accelerator);
  g_array_append_val (entries, entry);
}

static void
show_help_overlay_action (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  AdjWindow *self = user_data;
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  guint n_pages;
  const GType *pages = adj_pages_get_types (&n_pages);
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (AdjShortcutEntry));
  g_autoptr(GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (listed_shortcuts); i++)
    {
      const char *title = listed_shortcuts[i].title;

      if (title == NULL)
        for (guint p = 0; p < n_pages; p++)
          {
            const AdjPageShortcuts *keys = adj_page_type_get_iface (pages[p])->shortcuts;

            add_entry (entries, strings, keys->title, NULL);
            for (guint k = 0; k < keys->n_shortcuts; k++)
              add_entry (entries, strings, keys->shortcuts[k].title,
                         adj_page_shortcut_dup_accelerator (&keys->shortcuts[k]));
          }
      else if (listed_shortcuts[i].action != NULL)
        {
          g_auto(GStrv) accels = app ? gtk_application_get_accels_for_action (app, listed_shortcuts[i].action)
                                     : g_new0 (char *, 1);

          add_entry (entries, strings, title, g_strjoinv (" ", accels));
        }
      else
        add_entry (entries, strings, title, g_strdup (listed_shortcuts[i].accelerator));
    }

  /* Built when asked for rather than by GtkApplication for every window
   * (the automatic help overlay), which cost start-up about 8 ms. */
  adj_compat_show_shortcuts (GTK_WIDGET (self), (AdjShortcutEntry *) entries->data, entries->len);
}

/* The quick roll popover is built when it is first opened: start-up only
 * pays for what the first frame shows. */
static void
create_quick_roll (GtkMenuButton *button,
                   gpointer       user_data)
{
  AdjWindow *self = user_data;

  if (gtk_menu_button_get_popover (button) == NULL)
    {
      GtkWidget *popover = adj_quick_roll_new ();

      adj_quick_roll_set_game (ADJ_QUICK_ROLL (popover), self->game);
      gtk_menu_button_set_popover (button, popover);
    }
}

/* Likewise the main menu: its popover is some fifty widgets. */
static void
create_primary_menu (GtkMenuButton *button,
                     gpointer       user_data)
{
  if (gtk_menu_button_get_menu_model (button) == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/adj-main-menu.ui");

      AdjWindow *self = user_data;

      gtk_menu_button_set_menu_model (button, G_MENU_MODEL (gtk_builder_get_object (builder, "primary_menu")));
      g_set_object (&self->recent_menu, G_MENU (gtk_builder_get_object (builder, "recent_games")));
      update_recent_menu (self);
      g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                               G_CALLBACK (update_recent_menu), self, G_CONNECT_SWAPPED);
    }
}

static void
quick_roll_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  AdjWindow *self = user_data;

  gtk_menu_button_popup (self->quick_roll_button);
}

static void
show_page_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  AdjWindow *self = user_data;
  const char *name = g_variant_get_string (parameter, NULL);

  if (adw_view_stack_get_child_by_name (self->stack, name))
    adw_view_stack_set_visible_child_name (self->stack, name);
}

static const GActionEntry win_actions[] = {
  { "undo", undo_action },
  { "redo", redo_action },
  { "undo-replace", undo_replace_action },
  { "new-game", new_game_action },
  { "open", open_action },
  { "open-recent", open_recent_action, "s" },
  { "save", save_action },
  { "save-as", save_as_action },
  { "roll-log", roll_log_action },
  { "quick-roll", quick_roll_action },
  { "show-help-overlay", show_help_overlay_action },
  { "show-page", show_page_action, "s" },
  { "toast", toast_action, "s" },
  { "projector", projector_action },
};

static void
close_projectors (AdjWindow *self)
{
  g_autoptr(GList) windows = g_hash_table_get_values (self->projectors);

  for (GList *l = windows; l; l = l->next)
    {
      g_object_weak_unref (l->data, projector_destroyed, self);
      gtk_window_destroy (l->data);
    }
  g_hash_table_remove_all (self->projectors);
}

static gboolean
adj_window_close_request (GtkWindow *window)
{
  AdjWindow *self = ADJ_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  if (self->roll_log_window)
    gtk_window_destroy (self->roll_log_window);
  close_projectors (self);
  return GTK_WINDOW_CLASS (adj_window_parent_class)->close_request (window);
}

static void
adj_window_dispose (GObject *object)
{
  AdjWindow *self = ADJ_WINDOW (object);

  set_history (self, NULL);
  g_clear_handle_id (&self->rest_focus_id, g_source_remove);
  if (self->projectors)
    close_projectors (self);
  g_clear_pointer (&self->projectors, g_hash_table_unref);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WINDOW);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  g_clear_object (&self->recent_menu);
  G_OBJECT_CLASS (adj_window_parent_class)->dispose (object);
}

static void
adj_window_class_init (AdjWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = adj_window_close_request;

  adj_compat_set_window_template (widget_class);
  adj_compat_name_buttons_without_mnemonics ();
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, quick_roll_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, save_error_revealer);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, save_error_label);
  gtk_widget_class_bind_template_callback (widget_class, on_visible_page_changed);
  gtk_widget_class_bind_template_callback (widget_class, retry_save_cb);
}

/* The window knows the game aids only as AdjPage types: each becomes a lazy
 * page of the stack, built when first shown. */
static void
add_pages (AdjWindow *self)
{
  guint n;
  const GType *types = adj_pages_get_types (&n);

  for (guint i = 0; i < n; i++)
    {
      const AdjPageInterface *iface = adj_page_type_get_iface (types[i]);
      GtkWidget *page = g_object_new (ADJ_TYPE_LAZY_PAGE, "page-type", g_type_name (types[i]), NULL);

      adw_view_stack_add_titled_with_icon (self->stack, page, iface->id,
                                           g_dgettext (GETTEXT_PACKAGE, iface->title),
                                           iface->icon_name);
    }
}

static void
adj_window_init (AdjWindow *self)
{
  self->projectors = g_hash_table_new (g_str_hash, g_str_equal);
  gtk_widget_init_template (GTK_WIDGET (self));
#if ADJ_DEVEL_PROFILE
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);
  add_pages (self);
}

static void
give_game_to_pages (AdjWindow *self)
{
  GtkSelectionModel *pages = adw_view_stack_get_pages (self->stack);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (pages));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), i);
      GtkWidget *child = adw_view_stack_page_get_child (page);

      g_object_set (child, "game", self->game, NULL);
    }
  g_object_unref (pages);
}

static gboolean
show_table_problems (gpointer data)
{
  AdjWindow *self = data;
  GPtrArray *problems = adj_rulebook_get_problems (adj_game_get_rulebook (self->game));
  g_autoptr(GString) body = g_string_new (NULL);

  if (problems->len == 0)
    return G_SOURCE_REMOVE;
  for (guint i = 0; i < problems->len; i++)
    {
      AdjRuleProblem *p = g_ptr_array_index (problems, i);
      g_string_append_printf (body, "%s%s", i ? "\n\n" : "", p->message);
    }
  adj_window_show_error (self, _("Some house-rule tables were not used"), body->str);
  return G_SOURCE_REMOVE;
}

static void
schedule_table_problems (AdjWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, schedule_table_problems, NULL);
  /* after the window is on screen, or the dialog can end up behind it */
  g_timeout_add_full (G_PRIORITY_DEFAULT, 300, show_table_problems, g_object_ref (self), g_object_unref);
}

/**
 * adj_window_new:
 * @application: the application
 * @game: the game the pages show
 * @settings: the application's settings
 *
 * Returns: (transfer full): the main window
 */
AdjWindow *
adj_window_new (GtkApplication *application,
                AdjGame        *game,
                GSettings      *settings)
{
  AdjWindow *self = g_object_new (ADJ_TYPE_WINDOW, "application", application, NULL);
  g_autofree char *page = NULL;

  self->settings = g_object_ref (settings);
  self->game = g_object_ref (game);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  gtk_menu_button_set_create_popup_func (self->quick_roll_button, create_quick_roll, self, NULL);
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, create_primary_menu, self, NULL);
  give_game_to_pages (self);
  g_signal_connect_swapped (self->game, "notify::save-error", G_CALLBACK (on_save_error_changed), self);
  g_signal_connect_swapped (self->game, "notify::file", G_CALLBACK (update_title), self);
  update_title (self);

  page = g_settings_get_string (self->settings, "visible-page");
  if (adw_view_stack_get_child_by_name (self->stack, page))
    adw_view_stack_set_visible_child_name (self->stack, page);
  on_visible_page_changed (self);
  /* No focus ring until the keyboard is used (GTK turns it on then). */
  gtk_window_set_focus_visible (GTK_WINDOW (self), FALSE);
  /* Dialogs about refused tables wait until the window is on screen. */
  g_signal_connect (self, "map", G_CALLBACK (schedule_table_problems), NULL);
  g_signal_connect (self, "map", G_CALLBACK (schedule_rest_focus), NULL);
  g_signal_connect (self, "map", G_CALLBACK (schedule_prebuild), NULL);
  return self;
}
