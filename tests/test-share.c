/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Sharing with the table (src/adj-share-server.c): what the server answers,
 * what it refuses, and that a flood of clients on the loopback interface is
 * bounded, ends, and leaves the program responsive. The clients are plain
 * sockets in a thread (blocking reads), so that the main loop the server
 * runs on keeps turning while they wait. */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "adj-share-qr.h"
#include "adj-share-server.h"
#include "adj-share-state.h"
#include "adj-share-window.h"
#include "adj-test-app.h"
#include "adj-test-widgets.h"
#include "adj-window.h"
#include "adj-wif-track.h"
#include "adj-test-wif-script.h"

#define N_FLOOD 200

static AdjApplication *app;

/* Clients */

static GSocket *
connect_to (guint port)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) address = g_inet_socket_address_new (loopback, port);
  GSocket *socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, &error);

  g_assert_no_error (error);
  /* no read waits for ever: a test that hangs fails instead */
  g_socket_set_timeout (socket, 20);
  if (!g_socket_connect (socket, address, NULL, &error))
    g_clear_object (&socket);
  return socket;
}

static gboolean
send_all (GSocket    *socket,
          const char *text)
{
  gsize len = strlen (text), sent = 0;

  while (sent < len)
    {
      gssize n = g_socket_send (socket, text + sent, len - sent, NULL, NULL);

      if (n <= 0)
        return FALSE;
      sent += n;
    }
  return TRUE;
}

/* reads until the peer closes, or until @until is in what was read */
static char *
read_reply (GSocket    *socket,
            const char *until)
{
  GString *reply = g_string_new (NULL);
  char buffer[4096];
  gssize n;

  while ((until == NULL || strstr (reply->str, until) == NULL)
         && (n = g_socket_receive (socket, buffer, sizeof buffer, NULL, NULL)) > 0)
    g_string_append_len (reply, buffer, n);
  return g_string_free (reply, FALSE);
}

typedef struct
{
  guint     port;
  char     *request;
  char     *reply;
  gboolean  done;
} Exchange;

static gpointer
exchange_thread (gpointer data)
{
  Exchange *ex = data;
  g_autoptr(GSocket) socket = connect_to (ex->port);

  if (socket && send_all (socket, ex->request))
    ex->reply = read_reply (socket, NULL);
  else
    ex->reply = g_strdup ("");
  g_atomic_int_set (&ex->done, TRUE);
  return NULL;
}

/* one request, its whole reply (status line, headers, body) */
static char *
http (AdjShareServer *server,
      const char     *request)
{
  Exchange ex = { adj_share_server_get_port (server), g_strdup (request), NULL, FALSE };
  GThread *thread = g_thread_new ("client", exchange_thread, &ex);

  g_assert_true (adj_test_wait_until (g_atomic_int_get (&ex.done), 30000));
  g_thread_join (thread);
  g_free (ex.request);
  return ex.reply;
}

static char *
get (AdjShareServer *server,
     const char     *path)
{
  g_autofree char *request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", path);

  return http (server, request);
}

static int
status_of (const char *reply)
{
  int status = 0;

  if (sscanf (reply, "HTTP/1.%*d %d", &status) != 1)
    return 0;
  return status;
}

static AdjShareServer *
start_server (void)
{
  g_autoptr(GError) error = NULL;
  AdjShareServer *server = adj_share_server_new (adj_application_get_game (app));

  adj_share_server_set_page (server, "wif");
  g_assert_true (adj_share_server_start (server, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (adj_share_server_get_port (server), >, 0);
  g_assert_cmpuint (strlen (adj_share_server_get_token (server)), ==, 2 * ADJ_SHARE_TOKEN_BYTES);
  return server;
}

static char *
token_path (AdjShareServer *server,
            const char     *name)
{
  return g_strdup_printf ("/%s/%s", adj_share_server_get_token (server), name);
}

/* Tests */

static void
test_serves_page (void)
{
  g_autoptr(AdjShareServer) server = start_server ();
  const char *names[] = { "", "share.css", "share.js", "state" };
  const char *types[] = { "text/html", "text/css", "text/javascript", "application/json" };
  g_autofree char *url = adj_share_server_dup_url (server);

  g_assert_true (g_str_has_prefix (url, "http://127.0.0.1:"));
  g_assert_nonnull (strstr (url, adj_share_server_get_token (server)));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = token_path (server, names[i]);
      g_autofree char *reply = get (server, path);
      g_autofree char *type = g_strdup_printf ("Content-Type: %s", types[i]);

      g_assert_cmpint (status_of (reply), ==, 200);
      g_assert_nonnull (strstr (reply, type));
      g_assert_nonnull (strstr (reply, "Content-Security-Policy: default-src 'self'"));
    }
  {
    g_autofree char *path = token_path (server, "state");
    g_autofree char *reply = get (server, path);

    g_assert_nonnull (strstr (reply, "{\"page\":\"wif\""));
  }
  adj_share_server_stop (server);
  g_assert_false (adj_share_server_get_running (server));
  g_assert_null (adj_share_server_get_token (server));
}

static void
test_wrong_token (void)
{
  g_autoptr(AdjShareServer) server = start_server ();
  g_autofree char *token = g_strdup (adj_share_server_get_token (server));
  g_autofree char *wrong = g_strdup (token);
  g_autofree char *shorter = g_strndup (token, strlen (token) - 1);
  g_autofree char *longer = g_strconcat (token, "0", NULL);
  g_autofree char *no_slash = g_strdup_printf ("/%s", token);
  const char *paths[] = { "/", "/state", "/share.js", "/events", NULL, NULL, NULL, NULL };
  guint n = 4;

  wrong[0] = wrong[0] == 'a' ? 'b' : 'a';
  paths[n++] = g_strdup_printf ("/%s/state", wrong);
  paths[n++] = g_strdup_printf ("/%s/state", shorter);
  paths[n++] = g_strdup_printf ("/%s/state", longer);
  paths[n++] = no_slash;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *reply = get (server, paths[i]);

      g_test_message ("GET %s", paths[i]);
      g_assert_cmpint (status_of (reply), ==, 403);
      g_assert_null (strstr (reply, "\"page\""));
    }
  for (guint i = 4; i < n - 1; i++)
    g_free ((char *) paths[i]);
}

static void
test_get_only (void)
{
  g_autoptr(AdjShareServer) server = start_server ();
  const char *methods[] = { "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS" };
  const char *names[] = { "", "state", "events" };

  for (guint i = 0; i < G_N_ELEMENTS (methods); i++)
    for (guint j = 0; j < G_N_ELEMENTS (names); j++)
      {
        g_autofree char *path = token_path (server, names[j]);
        g_autofree char *request = g_strdup_printf ("%s %s HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                                    "Content-Length: 2\r\n\r\n{}", methods[i], path);
        g_autofree char *reply = http (server, request);

        g_test_message ("%s %s", methods[i], path);
        g_assert_cmpint (status_of (reply), ==, 405);
        g_assert_nonnull (strstr (reply, "Allow: GET"));
      }
  g_assert_cmpuint (adj_share_server_get_n_clients (server), ==, 0);
}

static void
test_traversal (void)
{
  g_autoptr(AdjShareServer) server = start_server ();
  const char *token = adj_share_server_get_token (server);
  const char *tails[] = {
    "../../../../etc/passwd",
    "%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "..%2f..%2f..%2fetc%2fpasswd",
    "share.css/../../../etc/passwd",
    "/etc/passwd",
    "ui/adj-window.ui",
    "../ui/adj-window.ui",
    "share/index.html",
    "..",
    "share.js/../../share.js",
    "file:///etc/passwd",
  };

  for (guint i = 0; i < G_N_ELEMENTS (tails); i++)
    {
      g_autofree char *path = g_strdup_printf ("/%s/%s", token, tails[i]);
      g_autofree char *reply = get (server, path);
      int status = status_of (reply);

      g_test_message ("GET %s: %d", path, status);
      /* refused (the token was eaten by the dots) or not found; never a file */
      g_assert_true (status == 403 || status == 404 || status == 400);
      g_assert_null (strstr (reply, "root:"));
      g_assert_null (strstr (reply, "<interface"));
      g_assert_null (strstr (reply, "<!DOCTYPE"));
    }
}

/* The flood: N_FLOOD connections at once, each asking for the live stream. */

typedef struct
{
  guint     port;
  char     *request;
  GSocket  *sockets[N_FLOOD];
  guint     n_connected;
  guint     n_live;      /* got the state */
  guint     n_closed;    /* closed by the server, at once */
  guint     n_updated;   /* live ones that got the changed state */
  guint     n_ended;     /* live ones closed when sharing stopped */
  char     *changed;     /* what the changed state says */
  int       stage;
} Flood;

static gpointer
flood_thread (gpointer data)
{
  Flood *flood = data;

  for (guint i = 0; i < N_FLOOD; i++)
    if ((flood->sockets[i] = connect_to (flood->port)))
      {
        flood->n_connected++;
        send_all (flood->sockets[i], flood->request);
      }
  for (guint i = 0; i < N_FLOOD; i++)
    {
      g_autofree char *reply = flood->sockets[i] ? read_reply (flood->sockets[i], "\"blocks\"") : NULL;

      if (reply && strstr (reply, "data: {\"page\""))
        flood->n_live++;
      else
        {
          flood->n_closed++;
          g_clear_object (&flood->sockets[i]);
        }
    }
  g_atomic_int_set (&flood->stage, 1);
  /* the main thread changes the game */
  while (g_atomic_int_get (&flood->stage) == 1)
    g_usleep (1000);
  for (guint i = 0; i < N_FLOOD; i++)
    if (flood->sockets[i])
      {
        g_autofree char *reply = read_reply (flood->sockets[i], flood->changed);

        flood->n_updated += strstr (reply, flood->changed) ? 1 : 0;
      }
  g_atomic_int_set (&flood->stage, 3);
  /* the main thread stops sharing */
  while (g_atomic_int_get (&flood->stage) == 3)
    g_usleep (1000);
  for (guint i = 0; i < N_FLOOD; i++)
    if (flood->sockets[i])
      {
        g_autofree char *rest = read_reply (flood->sockets[i], NULL);

        flood->n_ended++;
        g_clear_object (&flood->sockets[i]);
      }
  g_atomic_int_set (&flood->stage, 5);
  return NULL;
}

typedef struct
{
  AdjShareServer *server;
  guint           n_frames;
  guint64         pushes_at_first_frame;
} Frames;

/* the pushes done when the window painted its first frame after the change */
static void
count_frame (GdkFrameClock *clock,
             Frames        *frames)
{
  if (frames->n_frames++ == 0)
    frames->pushes_at_first_frame = adj_share_server_get_n_pushes (frames->server);
}

static void
test_flood (void)
{
  g_autoptr(AdjShareServer) server = start_server ();
  AdjWifTrack *track = ADJ_WIF_TRACK (adj_game_get_model (adj_application_get_game (app), "wif"));
  GtkWidget *window = GTK_WIDGET (gtk_application_get_active_window (GTK_APPLICATION (app)));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  g_autofree char *path = token_path (server, "events");
  Flood flood = { adj_share_server_get_port (server), NULL };
  guint64 pushes;
  Frames frames = { server, 0, 0 };
  gulong frame_id;
  GThread *thread;

  flood.request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", path);
  thread = g_thread_new ("flood", flood_thread, &flood);
  g_assert_true (adj_test_wait_until (g_atomic_int_get (&flood.stage) == 1, 60000));
  g_test_message ("%u connected, %u live, %u closed", flood.n_connected, flood.n_live, flood.n_closed);
  g_assert_cmpuint (flood.n_live, <=, ADJ_SHARE_MAX_CONNECTIONS);
  g_assert_cmpuint (flood.n_live, >, 0);
  g_assert_cmpuint (flood.n_live + flood.n_closed, ==, N_FLOOD);
  g_assert_cmpuint (adj_share_server_get_n_connections (server), <=, ADJ_SHARE_MAX_CONNECTIONS);
  g_assert_cmpuint (adj_share_server_get_n_clients (server), ==, flood.n_live);

  /* the window still draws, and a change reaches every live phone */
  pushes = adj_share_server_get_n_pushes (server);
  adj_test_wif_step (track, 1);
  adj_test_wif_step (track, 2);
  frame_id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_frame), &frames);
  gtk_widget_queue_draw (window);
  g_assert_true (adj_test_wait_until (adj_share_server_get_n_pushes (server) > pushes, 10000));
  g_assert_true (adj_test_wait_until (frames.n_frames > 0, 10000));
  /* the phones had the change before the window's frame that shows it */
  g_assert_cmpuint (frames.pushes_at_first_frame, ==, pushes + 1);
  g_signal_handler_disconnect (clock, frame_id);
  flood.changed = g_strdup (adj_share_server_get_state (server));
  g_atomic_int_set (&flood.stage, 2);
  g_assert_true (adj_test_wait_until (g_atomic_int_get (&flood.stage) == 3, 60000));
  g_assert_cmpuint (flood.n_updated, ==, flood.n_live);

  /* stopping closes them all, and nobody can connect again */
  adj_share_server_stop (server);
  g_atomic_int_set (&flood.stage, 4);
  g_assert_true (adj_test_wait_until (g_atomic_int_get (&flood.stage) == 5, 60000));
  g_thread_join (thread);
  g_assert_cmpuint (flood.n_ended, ==, flood.n_live);
  g_assert_cmpuint (adj_share_server_get_n_connections (server), ==, 0);
  g_assert_cmpuint (adj_share_server_get_n_clients (server), ==, 0);
  {
    g_autoptr(GSocket) again = connect_to (flood.port);

    g_assert_null (again);
  }
  g_free (flood.request);
  g_free (flood.changed);
}

/* The menu's toggle: on opens the window with the code, off (or closing
 * the window) stops the server. */
static void
test_action (void)
{
  GActionGroup *group = G_ACTION_GROUP (app);
  GtkWindow *main_window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_autoptr(GVariant) state = NULL;
  AdjShareWindow *window = NULL;
  g_autoptr(AdjShareServer) server = NULL;
  g_autoptr(GList) windows = NULL;

  g_action_group_activate_action (group, "share", NULL);
  state = g_action_group_get_action_state (group, "share");
  g_assert_true (g_variant_get_boolean (state));
  windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l; l = l->next)
    if (ADJ_IS_SHARE_WINDOW (l->data))
      window = l->data;
  g_assert_nonnull (window);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (window)) == main_window);
  server = g_object_ref (adj_share_window_get_server (window));
  /* the address shows, selectable but not selected when the window opens */
  {
    g_autofree char *url = adj_share_server_dup_url (server);
    GtkWidget *label;

    g_assert_true (adj_test_wait_until (adj_test_find_label (GTK_WIDGET (window), url) != NULL, 5000));
    adj_test_settle (GTK_WIDGET (window));
    label = adj_test_find_label (GTK_WIDGET (window), url);
    g_assert_true (gtk_label_get_selectable (GTK_LABEL (label)));
    g_assert_false (gtk_label_get_selection_bounds (GTK_LABEL (label), NULL, NULL));
  }
  g_assert_true (adj_share_server_get_running (server));
  g_assert_cmpstr (adj_share_server_get_page (server), ==,
                   adw_view_stack_get_visible_child_name (adj_window_get_stack (ADJ_WINDOW (main_window))));
  adw_view_stack_set_visible_child_name (adj_window_get_stack (ADJ_WINDOW (main_window)), "victory");
  g_assert_cmpstr (adj_share_server_get_page (server), ==, "victory");
  g_assert_true (adj_test_wait_until (strstr (adj_share_server_get_state (server), "\"page\":\"victory\"") != NULL, 5000));

  g_action_group_activate_action (group, "share", NULL);
  g_clear_pointer (&state, g_variant_unref);
  state = g_action_group_get_action_state (group, "share");
  g_assert_false (g_variant_get_boolean (state));
  g_assert_false (adj_share_server_get_running (server));
}

/* The code says the address: libqrencode's matrix, finder patterns in
 * three corners. */
static void
test_qr (void)
{
  g_autoptr(AdjShareQr) qr = adj_share_qr_new ("http://192.168.1.20:40000/0123456789abcdef0123456789abcdef/");
  guint n = adj_share_qr_get_modules (qr);

  g_assert_cmpuint (n, >=, 21);
  g_assert_cmpuint ((n - 17) % 4, ==, 0);
  /* a finder pattern: a dark ring, a light ring, a dark 3×3 centre */
  for (guint i = 0; i < 7; i++)
    {
      g_assert_true (adj_share_qr_get_dark (qr, i, 0));
      g_assert_true (adj_share_qr_get_dark (qr, n - 1 - i, 0));
      g_assert_true (adj_share_qr_get_dark (qr, 0, n - 1 - i));
    }
  g_assert_false (adj_share_qr_get_dark (qr, 1, 1));
  g_assert_true (adj_share_qr_get_dark (qr, 3, 3));
  g_assert_false (adj_share_qr_get_dark (qr, 7, 7));
  g_assert_cmpint (gdk_paintable_get_intrinsic_width (GDK_PAINTABLE (qr)), ==,
                   gdk_paintable_get_intrinsic_height (GDK_PAINTABLE (qr)));
}

/* Each phone in its language */

static gboolean
have_locale (const char *name)
{
  locale_t loc = newlocale (LC_MESSAGES_MASK, name, (locale_t) 0);

  if (loc)
    freelocale (loc);
  return loc != (locale_t) 0;
}

/* Accept-Language: the highest q-value we have a translation for, else
 * English; nothing said, or "*" first, is the program's language. */
static void
test_language_choice (void)
{
  const struct { const char *header; const char *language; } cases[] = {
    { "de-DE,de;q=0.9,en;q=0.8", "de" },
    { "en;q=0.8, de;q=0.9", "de" },
    { "fr", "fr" },
    { "FR-ca", "fr" },
    { "ja", "en" },
    { "ja, fr;q=0.5", "fr" },
    { "ja, fr;q=0.5, en;q=0.7", "en" },
    { "fr;q=0", "en" },
    { "xx-../../etc", "en" },
    { "*", "" },
    { "", "" },
    { NULL, "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *language = adj_share_state_language (cases[i].header);

      g_test_message ("%s", cases[i].header ? cases[i].header : "(none)");
      g_assert_cmpstr (language, ==, cases[i].language);
    }
}

static char *
get_in (AdjShareServer *server,
        const char     *path,
        const char     *accept_language)
{
  g_autofree char *request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: %s\r\n\r\n",
                                              path, accept_language);

  return http (server, request);
}

/* the projector's turn line ("Turn %d · impulse %u") in English, German, French */
#define TURN_EN "\"Turn "
#define TURN_DE "\"Zug "
#define TURN_FR "\"Tour "

static void
test_language_state (void)
{
  g_autoptr(AdjShareServer) server = NULL;
  g_autofree char *path = NULL;
  const struct { const char *header; const char *expect; const char *lang; } cases[] = {
    { "de-DE,de;q=0.9,en;q=0.8", TURN_DE, "\"lang\":\"de\"" },
    { "fr", TURN_FR, "\"lang\":\"fr\"" },
    { "ja", TURN_EN, "\"lang\":\"en\"" },
  };

  if (!have_locale ("de_DE.UTF-8") || !have_locale ("fr_FR.UTF-8"))
    {
      g_test_skip ("the de_DE and fr_FR locales are not installed (build-aux/dev makes them)");
      return;
    }
  server = start_server ();
  path = token_path (server, "state");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *reply = get_in (server, path, cases[i].header);

      g_test_message ("%s: %s", cases[i].header, strstr (reply, "{\"page\""));
      g_assert_cmpint (status_of (reply), ==, 200);
      g_assert_nonnull (strstr (reply, cases[i].expect));
      g_assert_nonnull (strstr (reply, cases[i].lang));
      if (strcmp (cases[i].expect, TURN_EN) != 0)
        g_assert_null (strstr (reply, TURN_EN));
    }
  /* the program's own language is untouched (the tests run in C.UTF-8) */
  g_assert_nonnull (strstr (adj_share_server_get_state (server), TURN_EN));
  g_assert_nonnull (strstr (adj_share_server_get_state (server), "\"lang\":\"en\""));
  g_assert_cmpstr (gettext ("Turn %d · impulse %u"), ==, "Turn %d · impulse %u");
  adj_share_server_stop (server);
}

typedef struct
{
  guint     port;
  char     *request;
  char     *reply;
  gboolean  done;
} Stream;

/* reads two states from a live stream: the one it starts with, and the
 * one after the change */
static gpointer
stream_thread (gpointer data)
{
  Stream *stream = data;
  g_autoptr(GSocket) socket = connect_to (stream->port);
  GString *reply = g_string_new (NULL);
  char buffer[4096];
  gssize n;

  if (socket && send_all (socket, stream->request))
    {
      const char *second = NULL;

      while ((second == NULL || strstr (second, "\n\n") == NULL)
             && (n = g_socket_receive (socket, buffer, sizeof buffer, NULL, NULL)) > 0)
        {
          const char *first;

          g_string_append_len (reply, buffer, n);
          first = strstr (reply->str, "data: ");
          second = first ? strstr (first + 1, "data: ") : NULL;
        }
    }
  stream->reply = g_string_free (reply, FALSE);
  g_atomic_int_set (&stream->done, TRUE);
  return NULL;
}

/* the state of the @nth "data:" event (from 0) */
static char *
nth_state (const char *reply,
           guint       nth)
{
  const char *p = reply;

  for (guint i = 0; p && i <= nth; i++)
    if ((p = strstr (p, "data: ")) != NULL)
      p += strlen ("data: ");
  return p ? g_strndup (p, strcspn (p, "\n")) : NULL;
}

/* Two phones of different languages each get their own after a change. */
static void
test_language_streams (void)
{
  g_autoptr(AdjShareServer) server = NULL;
  AdjWifTrack *track = ADJ_WIF_TRACK (adj_game_get_model (adj_application_get_game (app), "wif"));
  g_autofree char *path = NULL;
  const char *headers[] = { "de-DE,de;q=0.9,en;q=0.8", "fr" };
  const char *expect[] = { TURN_DE, TURN_FR };
  Stream streams[2];
  GThread *threads[2];

  if (!have_locale ("de_DE.UTF-8") || !have_locale ("fr_FR.UTF-8"))
    {
      g_test_skip ("the de_DE and fr_FR locales are not installed (build-aux/dev makes them)");
      return;
    }
  server = start_server ();
  path = token_path (server, "events");
  for (guint i = 0; i < 2; i++)
    {
      streams[i] = (Stream) { adj_share_server_get_port (server), NULL, NULL, FALSE };
      streams[i].request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: %s\r\n\r\n",
                                            path, headers[i]);
      threads[i] = g_thread_new ("stream", stream_thread, &streams[i]);
    }
  g_assert_true (adj_test_wait_until (adj_share_server_get_n_clients (server) == 2, 30000));
  adj_test_wif_step (track, 1);
  adj_test_wif_step (track, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;

      g_assert_true (adj_test_wait_until (g_atomic_int_get (&streams[i].done), 30000));
      g_thread_join (threads[i]);
      before = nth_state (streams[i].reply, 0);
      after = nth_state (streams[i].reply, 1);
      g_test_message ("%s: %s", headers[i], after);
      g_assert_nonnull (before);
      g_assert_nonnull (after);
      g_assert_cmpstr (before, !=, after);
      g_assert_nonnull (strstr (before, expect[i]));
      g_assert_nonnull (strstr (after, expect[i]));
      g_assert_null (strstr (after, TURN_EN));
      g_free (streams[i].request);
      g_free (streams[i].reply);
    }
  adj_share_server_stop (server);
}

int
main (int   argc,
      char *argv[])
{
  int status;
  g_autofree char *podir = NULL;

  adj_test_private_user_dirs ();
  g_test_init (&argc, &argv, NULL);
  /* the translations of this build, for the phones' languages */
  podir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, podir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  app = adj_test_start_app ();
  g_test_add_func ("/share/serves-page", test_serves_page);
  g_test_add_func ("/share/wrong-token-is-403", test_wrong_token);
  g_test_add_func ("/share/get-only", test_get_only);
  g_test_add_func ("/share/no-traversal", test_traversal);
  g_test_add_func ("/share/flood-is-bounded", test_flood);
  g_test_add_func ("/share/action", test_action);
  g_test_add_func ("/share/qr-code", test_qr);
  g_test_add_func ("/share/language/choice", test_language_choice);
  g_test_add_func ("/share/language/state", test_language_state);
  g_test_add_func ("/share/language/streams", test_language_streams);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
