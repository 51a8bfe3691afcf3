/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/random.h>
#include <sys/socket.h>

#include <glib/gi18n.h>
#include <libsoup/soup.h>

#include "adj-share-server.h"
#include "adj-share-state.h"

/* The read-only page phones follow the projector with ("Share with the
 * table"). While it runs, it serves, under /TOKEN/ and nowhere else, exactly
 * five things, all from the program's resources or memory: the page
 * (index.html), its style (share.css) and script (share.js), the state as
 * JSON (state) and a stream of server-sent events that carries the state
 * again after every change (events). Nothing is ever read from disk, nothing
 * a request says is used to find a file, and only GET is answered (405
 * otherwise), so nothing on a phone can change the game. A request without
 * the token gets 403. Connections are capped (ADJ_SHARE_MAX_CONNECTIONS;
 * the ones above are closed at once), a connection that neither reads nor
 * writes for ADJ_SHARE_IDLE_SECONDS is closed by its socket's timeout, and a
 * live stream ends after ADJ_SHARE_STREAM_SECONDS (a browser that is still
 * there reconnects at once; one that is gone frees its place).
 *
 * Each phone gets the state in its language (the Accept-Language of its
 * request, see adj_share_state_language()): the state is built once per
 * change in the program's language and in each language a live stream
 * follows, and each stream gets its language's.
 *
 * The state is rebuilt at most once per main-loop pass after any model of
 * the game notifies, is undone, is loaded, or rolls: at a higher priority
 * than GTK's redraw, so phones get the change in the frame the projector
 * draws it. */

struct _AdjShareServer
{
  GObject          parent_instance;

  AdjGame         *game;
  char            *page_id;

  SoupServer      *soup;
  GSocketService  *service;
  guint            port;
  gboolean         loopback_only;
  char            *token;
  GHashTable      *connections;  /* GSocketConnection → itself, weak refs */
  GPtrArray       *clients;      /* SoupServerMessage (owned), live streams */

  char            *state;        /* the last JSON, in the program's language */
  GHashTable      *states;       /* language → the last JSON in it, for the languages of the streams */
  guint            push_id;
  guint            ping_id;
  guint64          n_pushes;
};

G_DEFINE_FINAL_TYPE (AdjShareServer, adj_share_server, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PAGE,
  PROP_RUNNING,
  PROP_N_CLIENTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The files of the page: a fixed table, the only names that are answered */
static const struct {
  const char *name;
  const char *resource;
  const char *type;
} files[] = {
  { "", RESOURCE_PREFIX "/share/index.html", "text/html; charset=utf-8" },
  { "share.css", RESOURCE_PREFIX "/share/share.css", "text/css; charset=utf-8" },
  { "share.js", RESOURCE_PREFIX "/share/share.js", "text/javascript; charset=utf-8" },
};

/* The state, and pushing it */

static void
send_event (SoupServerMessage *msg,
            const char        *text)
{
  SoupMessageBody *body = soup_server_message_get_response_body (msg);

  soup_message_body_append (body, SOUP_MEMORY_COPY, text, strlen (text));
  soup_server_message_unpause (msg);
}

static void
send_state (SoupServerMessage *msg,
            const char        *state)
{
  g_autofree char *event = g_strdup_printf ("data: %s\n\n", state);

  send_event (msg, event);
  /* what this stream has, to send it only what changed */
  g_object_set_data_full (G_OBJECT (msg), "adj-share-sent", g_strdup (state), g_free);
}

static const char *
client_language (SoupServerMessage *msg)
{
  return g_object_get_data (G_OBJECT (msg), "adj-share-language");
}

/* @language's state as of the last change: built once per change and
 * language (on the first request or stream that needs it) */
static const char *
state_in (AdjShareServer *self,
          const char     *language)
{
  const char *state;

  if (*language == '\0')
    return self->state;
  state = g_hash_table_lookup (self->states, language);
  if (state == NULL)
    {
      state = adj_share_state_build (self->game, self->page_id, language);
      g_hash_table_replace (self->states, g_strdup (language), (char *) state);
    }
  return state;
}

/* Rebuilds the state in the program's language and in each language a
 * stream follows (once each), and sends each stream its language's state
 * when it differs from what the stream has. */
static gboolean
push_cb (gpointer data)
{
  AdjShareServer *self = data;
  g_autofree char *state = adj_share_state_build (self->game, self->page_id, NULL);
  gboolean pushed = g_strcmp0 (state, self->state) != 0;

  self->push_id = 0;
  g_free (self->state);
  self->state = g_steal_pointer (&state);
  g_hash_table_remove_all (self->states);
  for (guint i = 0; i < self->clients->len; i++)
    {
      SoupServerMessage *msg = g_ptr_array_index (self->clients, i);
      const char *now = state_in (self, client_language (msg));

      if (g_strcmp0 (g_object_get_data (G_OBJECT (msg), "adj-share-sent"), now) != 0)
        {
          send_state (msg, now);
          pushed = TRUE;
        }
    }
  if (pushed)
    self->n_pushes++;
  return G_SOURCE_REMOVE;
}

static void
queue_push (AdjShareServer *self)
{
  /* before GTK's layout and drawing (GDK_PRIORITY_REDRAW is lower), so the
   * phones get the state of the frame that is being drawn */
  if (self->soup && self->push_id == 0)
    self->push_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, push_cb, self, NULL);
}

static gboolean
ping_cb (gpointer data)
{
  AdjShareServer *self = data;

  for (guint i = 0; i < self->clients->len; i++)
    send_event (g_ptr_array_index (self->clients, i), ": ping\n\n");
  return G_SOURCE_CONTINUE;
}

static void
watch_game (AdjShareServer *self,
            gboolean        watch)
{
  GPtrArray *models = adj_game_get_models (self->game);

  for (guint i = 0; i < models->len; i++)
    {
      AdjModel *model = g_ptr_array_index (models, i);
      AdjHistory *history = adj_game_get_history (self->game, adj_model_get_id (model));

      if (!watch)
        {
          g_signal_handlers_disconnect_by_data (model, self);
          if (history)
            g_signal_handlers_disconnect_by_data (history, self);
          continue;
        }
      g_signal_connect_swapped (model, "notify", G_CALLBACK (queue_push), self);
      g_signal_connect_swapped (model, "changed", G_CALLBACK (queue_push), self);
      if (history)
        g_signal_connect_swapped (history, "applied", G_CALLBACK (queue_push), self);
    }
  if (!watch)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_signal_handlers_disconnect_by_data (adj_game_get_roll_log (self->game), self);
      return;
    }
  g_signal_connect_swapped (self->game, "loaded", G_CALLBACK (queue_push), self);
  g_signal_connect_swapped (adj_game_get_roll_log (self->game), "items-changed", G_CALLBACK (queue_push), self);
}

/* Requests */

static void
respond (SoupServerMessage *msg,
         guint              status,
         const char        *type,
         GBytes            *body)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  soup_server_message_set_status (msg, status, NULL);
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (headers, "Referrer-Policy", "no-referrer");
  /* the page's own files only: no script, style or connection from elsewhere */
  soup_message_headers_replace (headers, "Content-Security-Policy",
                                "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  /* one request a connection, so that none stays open waiting */
  soup_message_headers_replace (headers, "Connection", "close");
  if (body)
    soup_server_message_set_response (msg, type, SOUP_MEMORY_COPY,
                                      g_bytes_get_data (body, NULL), g_bytes_get_size (body));
  else
    soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_STATIC,
                                      soup_status_get_phrase (status), strlen (soup_status_get_phrase (status)));
}

static void
client_finished_cb (SoupServerMessage *msg,
                    AdjShareServer    *self)
{
  g_signal_handlers_disconnect_by_data (msg, self);
  if (g_ptr_array_remove (self->clients, msg))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CLIENTS]);
}

static gboolean
end_stream_cb (gpointer data)
{
  SoupServerMessage *msg = data;

  soup_message_body_complete (soup_server_message_get_response_body (msg));
  soup_server_message_unpause (msg);
  return G_SOURCE_REMOVE;
}

static void
start_stream (AdjShareServer    *self,
              SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  const char *language = client_language (msg);

  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_message_headers_set_content_type (headers, "text/event-stream", NULL);
  soup_message_headers_set_encoding (headers, SOUP_ENCODING_CHUNKED);
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (headers, "Connection", "close");
  soup_message_body_set_accumulate (soup_server_message_get_response_body (msg), FALSE);
  g_ptr_array_add (self->clients, g_object_ref (msg));
  g_signal_connect (msg, "finished", G_CALLBACK (client_finished_cb), self);
  g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, ADJ_SHARE_STREAM_SECONDS, end_stream_cb,
                              g_object_ref (msg), g_object_unref);
  /* a browser that loses the stream tries again after a second */
  send_event (msg, "retry: 1000\n\n");
  send_state (msg, state_in (self, language));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CLIENTS]);
}

/* compares the whole token whatever the first difference, so that timing says nothing */
static gboolean
token_matches (const char *token,
               const char *given,
               gsize       len)
{
  guchar diff = strlen (token) == len ? 0 : 1;

  for (gsize i = 0; i < len && token[i % strlen (token)]; i++)
    diff |= (guchar) token[i % strlen (token)] ^ (guchar) given[i];
  return diff == 0;
}

static void
handle_request (SoupServer        *server,
                SoupServerMessage *msg,
                const char        *path,
                GHashTable        *query,
                gpointer           user_data)
{
  AdjShareServer *self = user_data;
  const char *rest;

  if (g_strcmp0 (soup_server_message_get_method (msg), SOUP_METHOD_GET) != 0)
    {
      respond (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, NULL, NULL);
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Allow", "GET");
      return;
    }
  /* /TOKEN/NAME */
  if (path == NULL || path[0] != '/' || (rest = strchr (path + 1, '/')) == NULL
      || !token_matches (self->token, path + 1, rest - (path + 1)))
    {
      respond (msg, SOUP_STATUS_FORBIDDEN, NULL, NULL);
      return;
    }
  rest++;
  /* the phone's language, for the state and the stream */
  g_object_set_data_full (G_OBJECT (msg), "adj-share-language",
                          adj_share_state_language (soup_message_headers_get_list (soup_server_message_get_request_headers (msg),
                                                                                     "Accept-Language")),
                          g_free);
  if (strcmp (rest, "events") == 0)
    {
      start_stream (self, msg);
      return;
    }
  if (strcmp (rest, "state") == 0)
    {
      const char *text = state_in (self, client_language (msg));
      g_autoptr(GBytes) state = g_bytes_new (text, strlen (text));

      respond (msg, SOUP_STATUS_OK, "application/json", state);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    if (strcmp (rest, files[i].name) == 0)
      {
        g_autoptr(GBytes) bytes = g_resources_lookup_data (files[i].resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

        respond (msg, bytes ? SOUP_STATUS_OK : SOUP_STATUS_INTERNAL_SERVER_ERROR, files[i].type, bytes);
        return;
      }
  respond (msg, SOUP_STATUS_NOT_FOUND, NULL, NULL);
}

/* Connections: counted, capped, and closed when idle */

static void
connection_gone (gpointer  data,
                 GObject  *where_the_object_was)
{
  AdjShareServer *self = data;

  g_hash_table_remove (self->connections, where_the_object_was);
}

static gboolean
incoming_cb (GSocketService    *service,
             GSocketConnection *connection,
             GObject           *source_object,
             AdjShareServer    *self)
{
  GSocket *socket = g_socket_connection_get_socket (connection);
  g_autoptr(GSocketAddress) local = g_socket_connection_get_local_address (connection, NULL);
  g_autoptr(GSocketAddress) remote = g_socket_connection_get_remote_address (connection, NULL);
  g_autoptr(GError) error = NULL;

  if (g_hash_table_size (self->connections) >= ADJ_SHARE_MAX_CONNECTIONS || self->soup == NULL)
    {
      g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);
      return TRUE;
    }
  g_socket_set_timeout (socket, ADJ_SHARE_IDLE_SECONDS);
  g_hash_table_add (self->connections, connection);
  g_object_weak_ref (G_OBJECT (connection), connection_gone, self);
  if (!soup_server_accept_iostream (self->soup, G_IO_STREAM (connection), local, remote, &error))
    g_debug ("Sharing: a connection was not accepted: %s", error->message);
  return TRUE;
}

static char *
new_token (void)
{
  guint8 bytes[ADJ_SHARE_TOKEN_BYTES];
  GString *token = g_string_new (NULL);
  gsize got = 0;

  /* the kernel's random numbers; GLib's generator is not made for secrets */
  while (got < sizeof bytes)
    {
      ssize_t n = getrandom (bytes + got, sizeof bytes - got, 0);

      if (n > 0)
        got += n;
      else
        g_assert (errno == EINTR);
    }
  for (guint i = 0; i < sizeof bytes; i++)
    g_string_append_printf (token, "%02x", bytes[i]);
  return g_string_free (token, FALSE);
}

/**
 * adj_share_server_start:
 * @self: the server
 * @loopback_only: listen on 127.0.0.1 only (tests), not on every network
 * @error: where a failure to listen is reported
 *
 * Listens on a free port with a new token, and serves the page until
 * adj_share_server_stop().
 *
 * Returns: whether it listens
 */
gboolean
adj_share_server_start (AdjShareServer  *self,
                        gboolean         loopback_only,
                        GError         **error)
{
  g_return_val_if_fail (ADJ_IS_SHARE_SERVER (self), FALSE);

  if (self->soup)
    return TRUE;
  self->service = g_socket_service_new ();
  self->loopback_only = loopback_only;
  /* the connections above the cap are accepted (and closed) quickly, not refused by the kernel */
  g_socket_listener_set_backlog (G_SOCKET_LISTENER (self->service), 2 * ADJ_SHARE_MAX_CONNECTIONS);
  if (loopback_only)
    {
      g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
      g_autoptr(GSocketAddress) address = g_inet_socket_address_new (loopback, 0);
      g_autoptr(GSocketAddress) effective = NULL;

      if (g_socket_listener_add_address (G_SOCKET_LISTENER (self->service), address, G_SOCKET_TYPE_STREAM,
                                         G_SOCKET_PROTOCOL_TCP, NULL, &effective, error))
        self->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective));
    }
  else
    self->port = g_socket_listener_add_any_inet_port (G_SOCKET_LISTENER (self->service), NULL, error);
  if (self->port == 0)
    {
      g_socket_listener_close (G_SOCKET_LISTENER (self->service));
      g_clear_object (&self->service);
      return FALSE;
    }
  self->soup = soup_server_new ("server-header", "Adjutant", NULL);
  soup_server_add_handler (self->soup, NULL, handle_request, self, NULL);
  self->token = new_token ();
  self->state = adj_share_state_build (self->game, self->page_id, NULL);
  watch_game (self, TRUE);
  self->ping_id = g_timeout_add_seconds (ADJ_SHARE_PING_SECONDS, ping_cb, self);
  g_signal_connect (self->service, "incoming", G_CALLBACK (incoming_cb), self);
  g_socket_service_start (self->service);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  return TRUE;
}

/**
 * adj_share_server_stop:
 * @self: the server
 *
 * Closes every connection and stops listening; the token is forgotten.
 */
void
adj_share_server_stop (AdjShareServer *self)
{
  GHashTableIter iter;
  gpointer connection;

  g_return_if_fail (ADJ_IS_SHARE_SERVER (self));

  if (self->soup == NULL)
    return;
  watch_game (self, FALSE);
  g_clear_handle_id (&self->push_id, g_source_remove);
  g_clear_handle_id (&self->ping_id, g_source_remove);
  g_socket_service_stop (self->service);
  g_socket_listener_close (G_SOCKET_LISTENER (self->service));
  g_signal_handlers_disconnect_by_data (self->service, self);
  g_clear_object (&self->service);
  while (self->clients->len > 0)
    client_finished_cb (g_ptr_array_index (self->clients, 0), self);
  g_hash_table_iter_init (&iter, self->connections);
  while (g_hash_table_iter_next (&iter, &connection, NULL))
    {
      g_object_weak_unref (connection, connection_gone, self);
      g_io_stream_close (connection, NULL, NULL);
      g_hash_table_iter_remove (&iter);
    }
  soup_server_disconnect (self->soup);
  g_clear_object (&self->soup);
  g_clear_pointer (&self->token, g_free);
  g_clear_pointer (&self->state, g_free);
  g_hash_table_remove_all (self->states);
  self->port = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CLIENTS]);
}

/* The address phones can reach: the first IPv4 address of a network
 * interface that is up and not the loopback one, else the host name. */
static char *
dup_host (void)
{
  struct ifaddrs *list = NULL;
  char *host = NULL;

  if (getifaddrs (&list) == 0)
    {
      for (struct ifaddrs *ifa = list; ifa && host == NULL; ifa = ifa->ifa_next)
        {
          g_autoptr(GSocketAddress) address = NULL;

          if (ifa->ifa_addr == NULL || ifa->ifa_addr->sa_family != AF_INET)
            continue;
          address = g_socket_address_new_from_native (ifa->ifa_addr, sizeof (struct sockaddr_in));
          if (address && !g_inet_address_get_is_loopback (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address))))
            host = g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));
        }
      freeifaddrs (list);
    }
  return host ? host : g_strdup (g_get_host_name ());
}

/**
 * adj_share_server_dup_url:
 * @self: a running server
 *
 * Returns: (transfer full) (nullable): the page's address with its token,
 *   for the local network (for 127.0.0.1 when it listens there only), or
 *   %NULL when it does not run
 */
char *
adj_share_server_dup_url (AdjShareServer *self)
{
  g_autofree char *host = NULL;

  g_return_val_if_fail (ADJ_IS_SHARE_SERVER (self), NULL);

  if (self->soup == NULL)
    return NULL;
  host = self->loopback_only ? g_strdup ("127.0.0.1") : dup_host ();
  return g_strdup_printf ("http://%s:%u/%s/", host, self->port, self->token);
}

/* Properties */

/**
 * adj_share_server_set_page:
 * @self: the server
 * @page_id: (nullable): the page the phones show (the window's visible page)
 */
void
adj_share_server_set_page (AdjShareServer *self,
                           const char     *page_id)
{
  g_return_if_fail (ADJ_IS_SHARE_SERVER (self));

  if (g_strcmp0 (self->page_id, page_id) != 0)
    {
      g_free (self->page_id);
      self->page_id = g_strdup (page_id);
      queue_push (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
    }
}

const char *
adj_share_server_get_page (AdjShareServer *self)
{
  g_return_val_if_fail (ADJ_IS_SHARE_SERVER (self), NULL);
  return self->page_id;
}

gboolean
adj_share_server_get_running (AdjShareServer *self)
{
  g_return_val_if_fail (ADJ_IS_SHARE_SERVER (self), FALSE);
  return self->soup != NULL;
}

guint
adj_share_server_get_port (AdjShareServer *self)
{
  g_return_val_if_fail (ADJ_IS_SHARE_SERVER (self), 0);
  return self->port;
}

/** adj_share_server_get_token: Returns: (transfer none) (nullable): the token in the address while it runs */
const char *
adj_share_server_get_token (AdjShareServer *self)
{
  g_return_val_if_fail (ADJ_IS_SHARE_SERVER (self), NULL);
  return self->token;
}

/** adj_share_server_get_n_clients: Returns: how many phones follow the live stream */
guint
adj_share_server_get_n_clients (AdjShareServer *self)
{
  g_return_val_if_fail (ADJ_IS_SHARE_SERVER (self), 0);
  return self->clients->len;
}

/** adj_share_server_get_n_connections: Returns: how many connections are open */
guint
adj_share_server_get_n_connections (AdjShareServer *self)
{
  g_return_val_if_fail (ADJ_IS_SHARE_SERVER (self), 0);
  return g_hash_table_size (self->connections);
}

/** adj_share_server_get_n_pushes: Returns: how many times the state changed (and went to the phones) */
guint64
adj_share_server_get_n_pushes (AdjShareServer *self)
{
  g_return_val_if_fail (ADJ_IS_SHARE_SERVER (self), 0);
  return self->n_pushes;
}

/** adj_share_server_get_state: Returns: (transfer none) (nullable): the JSON last sent, in the program's language */
const char *
adj_share_server_get_state (AdjShareServer *self)
{
  g_return_val_if_fail (ADJ_IS_SHARE_SERVER (self), NULL);
  return self->state;
}

static void
adj_share_server_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AdjShareServer *self = ADJ_SHARE_SERVER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PAGE:
      g_value_set_string (value, self->page_id);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->soup != NULL);
      break;
    case PROP_N_CLIENTS:
      g_value_set_uint (value, self->clients->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_share_server_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  AdjShareServer *self = ADJ_SHARE_SERVER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_PAGE:
      adj_share_server_set_page (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_share_server_dispose (GObject *object)
{
  AdjShareServer *self = ADJ_SHARE_SERVER (object);

  if (self->soup)
    adj_share_server_stop (self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (adj_share_server_parent_class)->dispose (object);
}

static void
adj_share_server_finalize (GObject *object)
{
  AdjShareServer *self = ADJ_SHARE_SERVER (object);

  g_free (self->page_id);
  g_ptr_array_unref (self->clients);
  g_hash_table_unref (self->connections);
  g_hash_table_unref (self->states);
  G_OBJECT_CLASS (adj_share_server_parent_class)->finalize (object);
}

static void
adj_share_server_class_init (AdjShareServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = adj_share_server_dispose;
  object_class->finalize = adj_share_server_finalize;
  object_class->get_property = adj_share_server_get_property;
  object_class->set_property = adj_share_server_set_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, ADJ_TYPE_GAME,
                                               G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAGE] = g_param_spec_string ("page", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_CLIENTS] = g_param_spec_uint ("n-clients", NULL, NULL, 0, G_MAXUINT, 0,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_share_server_init (AdjShareServer *self)
{
  self->clients = g_ptr_array_new_with_free_func (g_object_unref);
  self->connections = g_hash_table_new (NULL, NULL);
  self->states = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

/**
 * adj_share_server_new:
 * @game: the game whose projected page phones follow
 *
 * Returns: (transfer full): a server that does not listen yet
 */
AdjShareServer *
adj_share_server_new (AdjGame *game)
{
  g_return_val_if_fail (ADJ_IS_GAME (game), NULL);
  return g_object_new (ADJ_TYPE_SHARE_SERVER, "game", game, NULL);
}
