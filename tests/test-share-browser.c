/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A real browser follows the table: Debian's headless Chromium, at a phone's
 * size (360×740), opens the shared page while this program plays each aid
 * (World in Flames, Pacific Theater of Operations, victory record) through
 * twelve changes; after every change the page must show the projector's
 * words for it. Chromium is driven over its DevTools protocol with
 * libsoup's WebSocket client (already linked for the server), so nothing
 * needs the network. Screenshots land in BUILDDIR/tests/share-screens/ (and,
 * with ADJ_SHARE_SCREENSHOTS=DIR, there too), to be looked at. Skips (TAP
 * skip, exit 77) only where no chromium is installed. */
#include "config.h"

#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <libsoup/soup.h>

#include "adj-pto-game.h"
#include "adj-pto-text.h"
#include "adj-share-window.h"
#include "adj-test-app.h"
#include "adj-test-wif-script.h"
#include "adj-victory-record.h"
#include "adj-victory-text.h"
#include "adj-wif-text.h"
#include "adj-window.h"

#define N_CHANGES 12

static AdjApplication *app;
static AdjShareServer *server;
static GSubprocess *browser;
static char *profile_dir;
static SoupSession *session;
static SoupWebsocketConnection *devtools;
static GHashTable *replies;   /* id → reply text */
static int next_id = 1;
static char *screens_dir;

/* DevTools */

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static void
message_cb (SoupWebsocketConnection *conn,
            int                      type,
            GBytes                  *message)
{
  gsize len;
  const char *data = g_bytes_get_data (message, &len);
  int id;

  if (len > 6 && sscanf (data, "{\"id\":%d", &id) == 1)
    g_hash_table_insert (replies, GINT_TO_POINTER (id), g_strndup (data, len));
}

/* sends a command, runs the main loop until its reply */
static char *
cdp (const char *method,
     const char *params)
{
  int id = next_id++;
  g_autofree char *text = g_strdup_printf ("{\"id\":%d,\"method\":\"%s\",\"params\":%s}", id, method, params ? params : "{}");
  char *reply;

  soup_websocket_connection_send_text (devtools, text);
  g_assert_true (adj_test_wait_until (g_hash_table_contains (replies, GINT_TO_POINTER (id)), 30000));
  g_hash_table_steal_extended (replies, GINT_TO_POINTER (id), NULL, (gpointer *) &reply);
  if (strstr (reply, "\"error\""))
    g_test_message ("%s: %s", method, reply);
  return reply;
}

/* a string field of a reply ("value", "data"), without JSON escapes: the
 * expressions below make it URI-escaped, so it holds no quote */
static char *
field (const char *reply,
       const char *name)
{
  g_autofree char *key = g_strdup_printf ("\"%s\":\"", name);
  const char *start = strstr (reply, key);
  const char *end;

  if (start == NULL)
    return NULL;
  start += strlen (key);
  end = strchr (start, '"');
  return end ? g_strndup (start, end - start) : NULL;
}

/* what the page shows, as text, whitespace collapsed */
static char *
page_text (void)
{
  g_autofree char *reply = cdp ("Runtime.evaluate",
                                "{\"expression\":\"encodeURIComponent(document.body.innerText.replace(/\\\\s+/g, ' '))\","
                                "\"returnByValue\":true}");
  g_autofree char *value = field (reply, "value");

  return value ? g_uri_unescape_string (value, NULL) : g_strdup ("");
}

static char *
collapse (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \n\t", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i]; i++)
    if (*words[i])
      g_string_append_printf (out, "%s%s", out->len ? " " : "", words[i]);
  return g_string_free (out, FALSE);
}

static gboolean
page_shows_all (const char * const *texts,
                char              **shown)
{
  g_autofree char *text = page_text ();

  for (guint i = 0; texts[i]; i++)
    {
      g_autofree char *want = collapse (texts[i]);

      if (*want && strstr (text, want) == NULL)
        {
          g_free (*shown);
          *shown = g_steal_pointer (&text);
          return FALSE;
        }
    }
  return TRUE;
}

static void
screenshot (const char *name)
{
  g_autofree char *reply = cdp ("Page.captureScreenshot", "{\"format\":\"png\"}");
  g_autofree char *data = field (reply, "data");
  g_autofree char *path = g_strdup_printf ("%s/%s.png", screens_dir, name);
  g_autofree guchar *png = NULL;
  const char *copy_dir = g_getenv ("ADJ_SHARE_SCREENSHOTS");
  gsize len = 0;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (data);
  png = g_base64_decode (data, &len);
  g_assert_cmpuint (len, >, 1000);
  g_assert_true (g_file_set_contents (path, (char *) png, len, &error));
  g_assert_no_error (error);
  if (copy_dir)
    {
      g_autofree char *copy = g_strdup_printf ("%s/%s.png", copy_dir, name);

      g_assert_true (g_file_set_contents (copy, (char *) png, len, &error));
    }
  g_test_message ("screenshot %s", path);
}

static void
dark (gboolean on)
{
  g_autofree char *params = g_strdup_printf ("{\"media\":\"\",\"features\":[{\"name\":\"prefers-color-scheme\",\"value\":\"%s\"}]}",
                                             on ? "dark" : "light");
  g_autofree char *reply = cdp ("Emulation.setEmulatedMedia", params);
}

/* One change in the program, and the page follows: the state is pushed (it
 * changed), and the page shows every text listed. */
static void
expect_change (const char *aid,
               guint       i,
               guint64     pushes_before,
               const char * const *texts)
{
  g_autofree char *shown = NULL;
  gboolean ok;

  g_assert_true (adj_test_wait_until (adj_share_server_get_n_pushes (server) > pushes_before, 10000));
  ok = adj_test_wait_until (page_shows_all (texts, &shown), 10000);
  if (!ok)
    {
      for (guint j = 0; texts[j]; j++)
        g_test_message ("wanted: %s", texts[j]);
      g_test_message ("shown: %s", shown);
    }
  g_assert_true (ok);
  if (i == 0 || i == N_CHANGES / 2 || i == N_CHANGES - 1)
    {
      g_autofree char *name = g_strdup_printf ("%s-%02u", aid, i);

      screenshot (name);
    }
}

static void
show_page (const char *id)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_autofree char *shown = NULL;
  g_autofree char *want = g_strdup_printf ("\"page\":\"%s\"", id);

  adw_view_stack_set_visible_child_name (adj_window_get_stack (ADJ_WINDOW (window)), id);
  g_assert_true (adj_test_wait_until (strstr (adj_share_server_get_state (server), want) != NULL, 10000));
}

/* Tests */

static void
test_wif (void)
{
  AdjWifTrack *track = ADJ_WIF_TRACK (adj_game_get_model (adj_application_get_game (app), "wif"));

  show_page ("wif");
  for (guint i = 0; i < N_CHANGES; i++)
    {
      guint64 pushes = adj_share_server_get_n_pushes (server);
      g_autofree char *turn = NULL, *who = NULL, *ten = NULL, *dice = NULL;

      adj_test_wif_step (track, i);
      turn = adj_wif_text_projector_turn (track);
      who = adj_wif_text_who (track);
      ten = adj_wif_text_ten (track);
      dice = adj_wif_text_projector_dice (track);
      {
        const char *texts[] = { turn, who, ten, dice ? dice : "", NULL };

        expect_change ("wif", i, pushes, texts);
      }
    }
  dark (TRUE);
  screenshot ("wif-dark");
  dark (FALSE);
}

static void
test_pto (void)
{
  AdjPtoGame *pto = ADJ_PTO_GAME (adj_game_get_model (adj_application_get_game (app), "pto"));
  g_autoptr(GError) error = NULL;

  show_page ("pto");
  for (guint i = 0; i < N_CHANGES; i++)
    {
      guint64 pushes = adj_share_server_get_n_pushes (server);
      g_autofree char *turn = NULL, *title = NULL, *phase = NULL;
      AdjPtoStep *step;

      if (adj_pto_game_get_current_step (pto) == NULL)
        g_assert_true (adj_pto_game_start (pto, 1942, 0, ADJ_PTO_SIDE_JAPAN, 0, 0, &error));
      else if (adj_pto_game_get_needs_weather_roll (pto))
        {
          const int face = 1 + (int) (i % 6);

          g_assert_true (adj_pto_game_roll_weather (pto, &face, 1, &error));
        }
      else
        g_assert_true (adj_pto_game_next (pto));
      g_assert_no_error (error);
      step = adj_pto_game_get_current_step (pto);
      turn = adj_pto_text_projector_turn (pto);
      title = step ? adj_pto_text_step_title (step) : g_strdup ("");
      phase = step ? adj_pto_text_step_phase (step) : g_strdup ("");
      {
        const char *texts[] = { turn, phase, title, NULL };

        expect_change ("pto", i, pushes, texts);
      }
    }
}

static void
test_victory (void)
{
  AdjVictoryRecord *record = ADJ_VICTORY_RECORD (adj_game_get_model (adj_application_get_game (app), "victory"));

  /* the WiF test ended turns: while the WiF tracks are in use the record
   * follows their calendar and cannot end its own turns */
  adj_game_new_game (adj_application_get_game (app));
  g_assert_false (adj_victory_record_get_follows_wif (record));
  show_page ("victory");
  for (guint i = 0; i < N_CHANGES; i++)
    {
      guint64 pushes = adj_share_server_get_n_pushes (server);
      g_autofree char *turn = NULL, *total = NULL, *target = NULL;

      if (i % 4 == 3)
        adj_victory_record_end_turn (record);
      else
        adj_victory_record_toggle (record, 3 * i);
      turn = adj_victory_text_dup_turn (record, adj_victory_record_get_selected_turn (record));
      total = g_strdup_printf ("%d", adj_victory_record_get_total (record));
      target = adj_victory_target_get_held (adj_victory_record_get_target (record, 3 * i))
               ? adj_victory_text_ticked_target (adj_victory_record_get_target (record, 3 * i)) : g_strdup ("");
      {
        const char *texts[] = { turn, total, target, NULL };

        expect_change ("victory", i, pushes, texts);
      }
    }
}

/* A phone in German (its Accept-Language, as the browser sends it) gets
 * the page in German while the program stays in its language. */
static void
test_german (void)
{
  AdjWifTrack *track = ADJ_WIF_TRACK (adj_game_get_model (adj_application_get_game (app), "wif"));
  locale_t german = newlocale (LC_MESSAGES_MASK, "de_DE.UTF-8", (locale_t) 0);
  g_autofree char *url = adj_share_server_dup_url (server);
  g_autofree char *navigate = g_strdup_printf ("{\"url\":\"%s\"}", url);
  g_autofree char *r1 = NULL, *r2 = NULL, *r3 = NULL, *r4 = NULL, *r5 = NULL, *shown = NULL;
  g_autofree char *english = NULL;
  /* the projector's turn line and side to move, in German */
  const char *texts[] = { "Zug ", "Impuls", "Axis am Zug", NULL };

  if (german == (locale_t) 0)
    {
      g_test_skip ("no de_DE.UTF-8 locale (build-aux/dev makes it)");
      return;
    }
  freelocale (german);
  show_page ("wif");
  adj_test_wif_step (track, 0);
  r1 = cdp ("Network.enable", NULL);
  r2 = cdp ("Network.setExtraHTTPHeaders", "{\"headers\":{\"Accept-Language\":\"de-DE,de;q=0.9,en;q=0.8\"}}");
  r3 = cdp ("Page.navigate", navigate);
  if (!adj_test_wait_until (page_shows_all (texts, &shown), 20000))
    {
      g_test_message ("shown: %s", shown);
      g_assert_not_reached ();
    }
  screenshot ("wif-de");
  {
    g_autofree char *reply = cdp ("Runtime.evaluate",
                                  "{\"expression\":\"document.documentElement.lang\",\"returnByValue\":true}");
    g_autofree char *lang = field (reply, "value");

    g_assert_cmpstr (lang, ==, "de");
  }
  english = adj_wif_text_projector_turn (track);
  g_assert_true (g_str_has_prefix (english, "Turn "));
  g_assert_nonnull (strstr (adj_share_server_get_state (server), english));
  r4 = cdp ("Network.setExtraHTTPHeaders", "{\"headers\":{}}");
  r5 = cdp ("Page.navigate", navigate);
}

/* Setup: the app, sharing on the loopback interface, and the browser */

/* The browser goes when the test does, even when an assertion aborts it
 * (it would otherwise go on using a core), and leads a process group of its
 * own, which its helpers join. */
static void
die_with_test (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
  setpgid (0, 0);
}

/* Whether a process of group @pgid still runs (a zombie does not: it writes
 * nothing, and this container's first process may never reap it). */
static gboolean
group_runs (pid_t pgid)
{
  g_autoptr(GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char *name;

  while (proc && (name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc", name, "stat", NULL);
      g_autofree char *stat = NULL;
      const char *end;
      char state;
      int ppid, pgrp;

      if (!g_ascii_isdigit (name[0]) || !g_file_get_contents (path, &stat, NULL, NULL))
        continue;
      /* "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses */
      end = strrchr (stat, ')');
      if (end && sscanf (end + 1, " %c %d %d", &state, &ppid, &pgrp) == 3 && pgrp == pgid && state != 'Z')
        return TRUE;
    }
  return FALSE;
}

/* chromium writes its DevTools port, a newline and a path, when it listens */
static gboolean
read_port_file (const char  *path,
                char       **contents)
{
  g_clear_pointer (contents, g_free);
  return g_file_get_contents (path, contents, NULL, NULL) && strchr (*contents, '\n');
}

static gboolean
start_browser (void)
{
  g_autofree char *chromium = g_find_program_in_path ("chromium");
  g_autofree char *port_file = NULL;
  g_autofree char *ports = NULL;
  g_autofree char *url = NULL;
  g_autofree char *list_url = NULL;
  g_autofree char *ws_url = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SoupMessage) list = NULL;
  g_autoptr(GBytes) body = NULL;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  AdjShareWindow *share;
  const char *text, *page;
  guint port = 0;

  if (chromium == NULL)
    return FALSE;
  share = adj_share_window_new (window, adj_application_get_game (app), adj_window_get_stack (ADJ_WINDOW (window)), TRUE);
  server = g_object_ref (adj_share_window_get_server (share));
  gtk_window_present (GTK_WINDOW (share));
  url = adj_share_server_dup_url (server);
  profile_dir = g_dir_make_tmp ("adj-chromium-XXXXXX", &error);
  g_assert_no_error (error);
  {
    g_autofree char *profile_arg = g_strdup_printf ("--user-data-dir=%s", profile_dir);
    /* Chromium's singleton socket goes in a folder of its own under $TMPDIR,
     * which only a clean exit removes: keep it in the profile, removed with it */
    g_autofree char *tmp_dir = g_build_filename (profile_dir, "tmp", NULL);
    g_autoptr(GSubprocessLauncher) launcher =
      g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_SILENCE | G_SUBPROCESS_FLAGS_STDOUT_SILENCE);

    g_assert_cmpint (g_mkdir (tmp_dir, 0700), ==, 0);
    g_subprocess_launcher_setenv (launcher, "TMPDIR", tmp_dir, TRUE);
    g_subprocess_launcher_set_child_setup (launcher, die_with_test, NULL, NULL);
    browser = g_subprocess_launcher_spawn (launcher, &error,
                                           chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
                                           "--no-first-run", "--disable-extensions",
                                           "--disable-background-networking", "--disable-sync",
                                           "--remote-debugging-port=0", "--remote-allow-origins=*",
                                           "--window-size=360,740", "--hide-scrollbars", profile_arg,
                                           "about:blank", NULL);
  }
  g_assert_no_error (error);
  port_file = g_build_filename (profile_dir, "DevToolsActivePort", NULL);
  g_assert_true (adj_test_wait_until (read_port_file (port_file, &ports), 60000));
  port = (guint) g_ascii_strtoull (ports, NULL, 10);
  g_assert_cmpuint (port, >, 0);

  session = soup_session_new ();
  list_url = g_strdup_printf ("http://127.0.0.1:%u/json/list", port);
  list = soup_message_new ("GET", list_url);
  body = soup_session_send_and_read (session, list, NULL, &error);
  g_assert_no_error (error);
  text = g_bytes_get_data (body, NULL);
  page = strstr (text, "\"type\": \"page\"");
  g_assert_nonnull (page);
  {
    const char *ws = strstr (page, "\"webSocketDebuggerUrl\": \"");
    const char *end;

    g_assert_nonnull (ws);
    ws += strlen ("\"webSocketDebuggerUrl\": \"");
    end = strchr (ws, '"');
    ws_url = g_strndup (ws, end - ws);
  }
  {
    g_autoptr(SoupMessage) msg = soup_message_new ("GET", ws_url);
    GAsyncResult *result = NULL;

    soup_session_websocket_connect_async (session, msg, NULL, NULL, G_PRIORITY_DEFAULT, NULL,
                                          store_result, &result);
    g_assert_true (adj_test_wait_until (result != NULL, 30000));
    devtools = soup_session_websocket_connect_finish (session, result, &error);
    g_object_unref (result);
    g_assert_no_error (error);
  }
  soup_websocket_connection_set_max_incoming_payload_size (devtools, 64 * 1024 * 1024);
  replies = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_signal_connect (devtools, "message", G_CALLBACK (message_cb), NULL);
  {
    g_autofree char *navigate = g_strdup_printf ("{\"url\":\"%s\"}", url);
    g_autofree char *r1 = cdp ("Emulation.setDeviceMetricsOverride",
                               "{\"width\":360,\"height\":740,\"deviceScaleFactor\":2,\"mobile\":true}");
    g_autofree char *r2 = cdp ("Page.navigate", navigate);
  }
  g_assert_true (adj_test_wait_until (adj_share_server_get_n_clients (server) == 1, 30000));
  return TRUE;
}

static void
stop_browser (void)
{
  if (devtools)
    {
      soup_websocket_connection_close (devtools, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
      g_clear_object (&devtools);
    }
  g_clear_object (&session);
  if (browser)
    {
      const char *identifier = g_subprocess_get_identifier (browser);
      pid_t pgid = identifier ? (pid_t) g_ascii_strtoll (identifier, NULL, 10) : 0;

      /* the whole group: a helper left alive writes its cache into the
       * profile after it is removed */
      if (pgid > 0)
        kill (-pgid, SIGKILL);
      g_subprocess_force_exit (browser);
      g_subprocess_wait (browser, NULL, NULL);
      g_clear_object (&browser);
      if (pgid > 0 && !adj_test_wait_until (!group_runs (pgid), 10000))
        g_test_message ("the browser's helpers still run after 10 s");
    }
  if (profile_dir)
    {
      g_autofree char *command = g_strdup_printf ("rm -rf '%s'", profile_dir);

      g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
      g_clear_pointer (&profile_dir, g_free);
    }
  g_clear_pointer (&replies, g_hash_table_unref);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *chromium = g_find_program_in_path ("chromium");
  int status;

  adj_test_private_user_dirs ();
  g_test_init (&argc, &argv, NULL);
  {
    /* the translations of this build, for a phone in German */
    g_autofree char *podir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);

    bindtextdomain (GETTEXT_PACKAGE, podir);
    bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
    textdomain (GETTEXT_PACKAGE);
  }
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  if (chromium == NULL)
    {
      g_print ("1..0 # SKIP no chromium installed (apt-get install chromium)\n");
      return 0;
    }
  screens_dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".", "share-screens", NULL);
  g_mkdir_with_parents (screens_dir, 0755);
  app = adj_test_start_app ();
  g_assert_true (start_browser ());
  g_test_add_func ("/share-browser/wif-follows", test_wif);
  g_test_add_func ("/share-browser/pto-follows", test_pto);
  g_test_add_func ("/share-browser/german-phone", test_german);
  g_test_add_func ("/share-browser/victory-follows", test_victory);
  status = g_test_run ();
  stop_browser ();
  g_clear_object (&server);
  g_clear_object (&app);
  g_free (screens_dir);
  return status;
}
