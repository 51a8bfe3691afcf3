/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "adj-application.h"
#include "adj-compat.h"
#include "adj-page.h"
#include "adj-pto-game.h"
#include "adj-victory-record.h"
#include "adj-wif-track.h"
#include "adj-preferences-page.h"
#include "adj-share-window.h"
#include "adj-window.h"
#include "adj-wtj-scenario.h"

struct _AdjApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  AdjRulebook    *rulebook;
  AdjGame        *game;
  char           *startup_error;
  gboolean        taken;    /* another Adjutant has the game: ask first */
  GHashTable     *traced;   /* model id -> digest last printed as shown */
  gboolean        traced_painted;
};

G_DEFINE_FINAL_TYPE (AdjApplication, adj_application, ADW_TYPE_APPLICATION)

/**
 * adj_application_new:
 *
 * Returns: (transfer full): the application
 */
AdjApplication *
adj_application_new (void)
{
  return g_object_new (ADJ_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PREFIX,
                       NULL);
}

/** adj_application_get_game: Returns: (transfer none): the game */
AdjGame *
adj_application_get_game (AdjApplication *self)
{
  return self->game;
}

/** adj_application_get_settings: Returns: (transfer none): the settings */
GSettings *
adj_application_get_settings (AdjApplication *self)
{
  return self->settings;
}

static gboolean
color_scheme_get (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char *s = g_variant_get_string (variant, NULL);

  if (g_strcmp0 (s, "light") == 0)
    g_value_set_enum (value, ADW_COLOR_SCHEME_FORCE_LIGHT);
  else if (g_strcmp0 (s, "dark") == 0)
    g_value_set_enum (value, ADW_COLOR_SCHEME_FORCE_DARK);
  else
    g_value_set_enum (value, ADW_COLOR_SCHEME_DEFAULT);
  return TRUE;
}

static gboolean
show_startup_error_now (gpointer data)
{
  AdjApplication *self = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window && self->startup_error)
    adj_window_show_error (ADJ_WINDOW (window), _("The saved game could not be restored"),
                           self->startup_error);
  g_clear_pointer (&self->startup_error, g_free);
  return G_SOURCE_REMOVE;
}

static void
on_taken_answer (gboolean  accepted,
                 gpointer  data)
{
  AdjApplication *self = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = NULL;

  if (!accepted)
    {
      g_application_quit (G_APPLICATION (self));
      return;
    }
  copy = adj_game_open_copy (self->game, &error);
  if (copy == NULL)
    {
      g_autofree char *body = g_strdup_printf (_("%s. Adjutant closes, and the game stays as the "
                                                 "other window has it."), error->message);

      g_printerr ("%s\n", body);
      if (window != NULL)
        {
          adj_window_show_error (ADJ_WINDOW (window), _("Could not make a copy"), body);
          g_signal_connect_swapped (window, "close-request", G_CALLBACK (g_application_quit), self);
        }
      else
        g_application_quit (G_APPLICATION (self));
      return;
    }
  if (window != NULL)
    {
      g_autofree char *name = g_filename_display_name (copy);
      g_autofree char *msg = g_strdup_printf (_("This window plays a copy, saved as %s"), name);

      adj_window_toast (ADJ_WINDOW (window), msg);
    }
}

static gboolean
ask_taken_now (gpointer data)
{
  AdjApplication *self = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL || !self->taken)
    return G_SOURCE_REMOVE;
  self->taken = FALSE;
  adj_compat_choose (GTK_WIDGET (window),
                     _("This game is open in another Adjutant window"),
                     _("Only one window can save a game, or one would silently undo the other’s "
                       "moves. Go on in the other window, or play a copy of the game here: the "
                       "copy is saved apart and both games go their own ways."),
                     _("_Quit"), _("Open a _Copy"), on_taken_answer, self);
  if (self->traced != NULL)
    {
      /* tests/lock/ answers the question once it is asked */
      g_print ("asked taken -\n");
      fflush (stdout);
    }
  return G_SOURCE_REMOVE;
}

static void
ask_taken (AdjWindow      *window,
           AdjApplication *self)
{
  g_signal_handlers_disconnect_by_func (window, ask_taken, self);
  /* after the window is on screen, or the dialog can end up behind it */
  g_timeout_add_full (G_PRIORITY_DEFAULT, 300, ask_taken_now, g_object_ref (self), g_object_unref);
}

static void
show_startup_error (AdjWindow      *window,
                    AdjApplication *self)
{
  g_signal_handlers_disconnect_by_func (window, show_startup_error, self);
  /* after the window is on screen, or the dialog can end up behind it */
  g_timeout_add_full (G_PRIORITY_DEFAULT, 300, show_startup_error_now, g_object_ref (self), g_object_unref);
}

static AdjWindow *
get_window (AdjApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    {
      window = GTK_WINDOW (adj_window_new (GTK_APPLICATION (self), self->game, self->settings));
      if (self->startup_error)
        g_signal_connect (window, "map", G_CALLBACK (show_startup_error), self);
      if (self->taken)
        g_signal_connect (window, "map", G_CALLBACK (ask_taken), self);
    }
  return ADJ_WINDOW (window);
}

static void
bench_after_paint (GdkFrameClock *clock,
                   GApplication  *app)
{
  /* The start-up benchmark (tests/bench) reads this line. */
  g_print ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_signal_handlers_disconnect_by_func (clock, bench_after_paint, app);
  g_application_quit (app);
}

static void
bench_on_map (GtkWidget    *window,
              GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (bench_after_paint), app);
}

/* ADJUTANT_TRACE_STATE=1 prints a digest of each model's state: when it is
 * restored, when a change is saved, and when a change has been painted. The
 * kill test (tests/kill/) compares them across a SIGKILL and a restart. */
static char *
trace_digest (AdjModel *model)
{
  g_autofree char *snapshot = adj_model_snapshot (model);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA1, snapshot, -1);
}

static void
trace_print (const char *what,
             AdjModel   *model,
             const char *digest)
{
  g_print ("%s %s %s\n", what, adj_model_get_id (model), digest);
  fflush (stdout);
}

static void
trace_saved (AdjModel       *model,
             const char     *label,
             AdjApplication *self)
{
  g_autofree char *digest = trace_digest (model);

  trace_print ("saved", model, digest);
}

static void
trace_applied (AdjHistory     *history,
               const char     *label,
               gboolean        undo,
               AdjApplication *self)
{
  trace_saved (adj_history_get_model (history), label, self);
}

static void
trace_after_paint (GdkFrameClock  *clock,
                   AdjApplication *self)
{
  GPtrArray *models = adj_game_get_models (self->game);

  if (!self->traced_painted)
    {
      /* the window is on screen: keys reach it from now on */
      self->traced_painted = TRUE;
      g_print ("painted window -\n");
      fflush (stdout);
    }
  for (guint i = 0; i < models->len; i++)
    {
      AdjModel *model = g_ptr_array_index (models, i);
      g_autofree char *digest = trace_digest (model);

      if (g_strcmp0 (g_hash_table_lookup (self->traced, adj_model_get_id (model)), digest) != 0)
        {
          trace_print ("shown", model, digest);
          g_hash_table_replace (self->traced, g_strdup (adj_model_get_id (model)), g_steal_pointer (&digest));
        }
    }
}

static void
trace_on_map (GtkWidget      *window,
              AdjApplication *self)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (trace_after_paint), self);
}

static void
trace_start (AdjApplication *self,
             GtkWindow      *window)
{
  GPtrArray *models = adj_game_get_models (self->game);

  self->traced = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (guint i = 0; i < models->len; i++)
    {
      AdjModel *model = g_ptr_array_index (models, i);
      char *digest = trace_digest (model);

      trace_print ("restored", model, digest);
      g_hash_table_replace (self->traced, g_strdup (adj_model_get_id (model)), digest);
      /* after the game's own handlers: the change is saved by then */
      g_signal_connect_after (model, "changed", G_CALLBACK (trace_saved), self);
      g_signal_connect_after (adj_game_get_history (self->game, adj_model_get_id (model)), "applied",
                              G_CALLBACK (trace_applied), self);
    }
  g_signal_connect_after (window, "map", G_CALLBACK (trace_on_map), self);
}

static void
adj_application_activate (GApplication *app)
{
  AdjApplication *self = ADJ_APPLICATION (app);
  gboolean first = gtk_application_get_active_window (GTK_APPLICATION (app)) == NULL;
  GtkWindow *window = GTK_WINDOW (get_window (self));

  if (g_getenv ("ADJUTANT_BENCH_FIRST_FRAME"))
    g_signal_connect_after (window, "map", G_CALLBACK (bench_on_map), app);
  if (first && g_getenv ("ADJUTANT_TRACE_STATE"))
    trace_start (self, window);
  gtk_window_present (window);
}

/* Why @file cannot be a saved game, or NULL if it may be one: the checks
 * that come before reading it (a folder or a FIFO must not be read). */
static char *
refuse_before_reading (GFile *file)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_is_native (file))
    return g_strdup_printf (_("“%s” is not on this computer: Adjutant only opens local files."), name);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL, &error);
  if (info == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return g_strdup_printf (_("“%s” does not exist."), name);
      return g_strdup_printf (_("“%s” cannot be read: %s"), name, error->message);
    }
  switch (g_file_info_get_file_type (info))
    {
    case G_FILE_TYPE_REGULAR:
      return NULL;
    case G_FILE_TYPE_DIRECTORY:
      return g_strdup_printf (_("“%s” is a folder, not a saved game."), name);
    default:
      return g_strdup_printf (_("“%s” is not a saved game."), name);
    }
}

/* Files given on the command line, dropped on the launcher or sent over
 * D-Bus. Adjutant holds one game: the first file that opens is the game
 * (one undoable step, as Open is), and every other file is named in one
 * message, with the reason, and the technical detail folded away. */
static void
adj_application_open (GApplication  *app,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  AdjApplication *self = ADJ_APPLICATION (app);
  AdjWindow *window = get_window (self);
  g_autoptr(GString) refused = g_string_new (NULL);
  g_autoptr(GString) details = g_string_new (NULL);
  g_autofree char *opened = NULL;
  guint n_refused = 0;

  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < n_files; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *reason = NULL;

      if (opened != NULL)
        {
          g_autofree char *name = g_file_get_parse_name (files[i]);

          reason = g_strdup_printf (_("“%s” was not opened: Adjutant holds one game at a time."), name);
        }
      else if ((reason = refuse_before_reading (files[i])) == NULL)
        {
          if (adj_window_try_open_file (window, files[i], &error))
            opened = g_file_get_basename (files[i]);
          else
            {
              g_autofree char *detail = NULL;

              reason = adj_window_dup_open_failure (files[i], error, &detail);
              if (details->len > 0)
                g_string_append (details, "\n\n");
              g_string_append (details, detail);
            }
        }
      if (reason != NULL)
        {
          if (refused->len > 0)
            g_string_append (refused, "\n\n");
          g_string_append (refused, reason);
          n_refused++;
        }
    }

  if (n_refused > 0)
    {
      const char *heading = ngettext ("A file was not opened", "Some files were not opened", n_refused);

      g_string_append (refused, "\n\n");
      if (opened != NULL)
        g_string_append_printf (refused, _("“%s” is the game now."), opened);
      else
        g_string_append (refused, _("Your current game is unchanged."));
      if (details->len > 0)
        adj_compat_show_alert_with_detail (GTK_WIDGET (window), heading, refused->str, details->str);
      else
        adj_window_show_error (window, heading, refused->str);
    }
}

static void
register_models (AdjApplication *self)
{
  AdjRulebook *rb = self->rulebook;
  /* the WiF tracks and the victory record count turns in one calendar */
  g_autoptr(AdjCalendar) calendar = adj_calendar_new (rb);

  /* Each game aid adds its model here; its page in the window finds it by id. */
  /* -- wif */
  {
    g_autoptr(AdjWifTrack) wif = adj_wif_track_new (rb, adj_game_get_dice (self->game));
    adj_wif_track_set_calendar (wif, calendar);
    adj_game_add_model (self->game, ADJ_MODEL (wif));
  }
  /* -- pto */
  {
    g_autoptr(AdjPtoGame) pto = adj_pto_game_new (rb, adj_game_get_dice (self->game));
    adj_game_add_model (self->game, ADJ_MODEL (pto));
  }
  /* -- wtj */
  {
    g_autoptr(AdjWtjScenario) wtj = adj_wtj_scenario_new (rb);
    adj_game_add_model (self->game, ADJ_MODEL (wtj));
  }
  /* -- victory */
  {
    g_autoptr(AdjVictoryRecord) victory = adj_victory_record_new (rb);
    adj_victory_record_set_calendar (victory, calendar);
    adj_game_add_model (self->game, ADJ_MODEL (victory));
  }
  (void) rb;
}

static void
adj_application_startup (GApplication *app)
{
  AdjApplication *self = ADJ_APPLICATION (app);
  g_autoptr(GError) error = NULL;

  G_APPLICATION_CLASS (adj_application_parent_class)->startup (app);

  self->settings = g_settings_new (APP_ID);
  g_settings_bind_with_mapping (self->settings, "color-scheme",
                                adw_style_manager_get_default (), "color-scheme",
                                G_SETTINGS_BIND_GET, color_scheme_get, NULL, NULL, NULL);

  self->rulebook = adj_rulebook_new (NULL);
  if (!adj_rulebook_load (self->rulebook, &error))
    g_error ("The built-in rule tables do not load: %s", error->message);

  self->game = adj_game_new (self->rulebook, NULL);
  register_models (self);
  /* With no session bus, a second Adjutant does not find the first: the
   * lock makes sure that only one of them writes the game. */
  if (!adj_game_lock (self->game, &error))
    {
      self->taken = adj_game_get_read_only (self->game);
      if (self->taken)
        g_printerr ("%s\n", _("This game is open in another Adjutant window: this one saves "
                               "nothing until it plays a copy."));
      g_debug ("%s", error->message);
      g_clear_error (&error);
    }
  if (!adj_game_restore (self->game, &error))
    self->startup_error = g_strdup (error->message);
}

static void
adj_application_shutdown (GApplication *app)
{
  AdjApplication *self = ADJ_APPLICATION (app);

  G_APPLICATION_CLASS (adj_application_parent_class)->shutdown (app);
  g_clear_object (&self->game);
  g_clear_object (&self->rulebook);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->startup_error, g_free);
  g_clear_pointer (&self->traced, g_hash_table_unref);
}

/* Options that act and exit before any window: --version here, and the
 * desktop file's actions, which reach the running Adjutant if there is one. */
static int
adj_application_handle_local_options (GApplication *app,
                                      GVariantDict *options)
{
  const char *actions[] = { "new-game", "open" };

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("Adjutant %s\n", PACKAGE_VERSION);
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (g_variant_dict_contains (options, actions[i]))
      {
        g_autoptr(GError) error = NULL;

        if (!g_application_register (app, NULL, &error))
          {
            g_printerr ("%s\n", error->message);
            return 1;
          }
        g_action_group_activate_action (G_ACTION_GROUP (app), actions[i], NULL);
        /* the first Adjutant keeps running, with its window */
        if (g_application_get_is_remote (app))
          return 0;
      }
  return -1;
}

static void
adj_application_class_init (AdjApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = adj_application_activate;
  app_class->handle_local_options = adj_application_handle_local_options;
  app_class->open = adj_application_open;
  app_class->startup = adj_application_startup;
  app_class->shutdown = adj_application_shutdown;
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  AdjApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  adj_compat_show_about (GTK_WIDGET (window));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  AdjApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  AdjPreferencesPage *prefs = adj_preferences_page_new (self->settings, self->rulebook);

  adj_compat_show_preferences (GTK_WIDGET (window), ADW_PREFERENCES_PAGE (prefs));
}

/* The desktop file's actions and `gapplication action` (app.new-game,
 * app.open): a window, then the window's action of the same name, so that the
 * menu, Ctrl+N/Ctrl+O and D-Bus do the same. */
static void
window_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  AdjWindow *window = get_window (ADJ_APPLICATION (user_data));
  g_autofree char *name = g_strconcat ("win.", g_action_get_name (G_ACTION (action)), NULL);

  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_activate_action (GTK_WIDGET (window), name, NULL);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  AdjApplication *self = user_data;
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  /* Close the windows so that their sizes are stored; the game is saved already. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
  g_application_quit (G_APPLICATION (self));
}

/* "Share with the table" (app.share, a toggle): the share window of the
 * active main window, which serves the page while it is open */
static void
share_change_state (GSimpleAction *action,
                    GVariant      *state,
                    gpointer       user_data)
{
  AdjApplication *self = user_data;

  adj_share_window_toggle (action, g_variant_get_boolean (state),
                           gtk_application_get_active_window (GTK_APPLICATION (self)), self->game);
}

static const GActionEntry app_actions[] = {
  { "about", about_action },
  { "preferences", preferences_action },
  { "new-game", window_action },
  { "open", window_action },
  { "quit", quit_action },
  /* "Share with the table": phones follow the projected page (src/adj-share-window.c) */
  { "share", NULL, NULL, "false", share_change_state },
};

static const GOptionEntry options[] = {
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the version and quit"), NULL },
  { "new-game", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Start a new game (the game before can be brought back with Undo)"), NULL },
  { "open", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Choose a saved game to open"), NULL },
  G_OPTION_ENTRY_NULL
};

static void
adj_application_init (AdjApplication *self)
{
  g_autofree char *description = NULL;
  struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "win.new-game", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.roll-log", { "<Control>l", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.quick-roll", { "<Control>r", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.projector", { "<Control><Shift>p", NULL } },
  };
  guint n_pages;
  const GType *pages = adj_pages_get_types (&n_pages);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  g_application_add_main_option_entries (G_APPLICATION (self), options);
  /* Translators: the file arguments in "adjutant --help" */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
    _("Adjutant keeps the bookkeeping of board wargames for clubs: turn tracks, sequences of "
      "play, scenario setups and victory targets, with every roll logged."));
  description = g_strdup_printf (
    _("Each FILE is a saved game (.adjutant). Adjutant holds one game at a time: it opens the "
      "first FILE that it can read and says which files it did not open, and why. The game is "
      "saved after every change, without asking.\n\n"
      "If Adjutant is already running, the options and files go to it. Its actions can also be "
      "started with “gapplication action %s ACTION”, where ACTION is new-game, open, "
      "preferences, about or quit."), APP_ID);
  g_application_set_option_context_description (G_APPLICATION (self), description);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action,
                                           accels[i].accels);
  /* Alt+1… show the pages in the switcher's order */
  for (guint i = 0; i < n_pages && i < 9; i++)
    {
      g_autofree char *action = g_strdup_printf ("win.show-page::%s", adj_page_type_get_iface (pages[i])->id);
      g_autofree char *key = g_strdup_printf ("<Alt>%u", i + 1);
      const char *keys[] = { key, NULL };

      gtk_application_set_accels_for_action (GTK_APPLICATION (self), action, keys);
    }
}
