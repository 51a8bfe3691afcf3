/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Sharing with 64 phones: the main window's frame time after a change (the
 * change, the state built once and pushed to every phone, the window's
 * layout and drawing) with no phone and with ADJ_SHARE_MAX_CONNECTIONS
 * phones following the live stream (sockets in a thread that read all they
 * get), and the program's memory (VmRSS) before and after they connect.
 * Figures only; it never fails. Run under xvfb-run (run-bench.sh does). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "adj-share-server.h"
#include "adj-test-app.h"
#include "adj-test-wif-script.h"

#define CHANGES 200

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static long
rss_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) || !(line = strstr (status, "VmRSS:")))
    return -1;
  return strtol (line + 6, NULL, 10);
}

typedef struct
{
  guint     port;
  char     *request;
  gint      n_live;
  gint      stop;
  GSocket  *sockets[ADJ_SHARE_MAX_CONNECTIONS];
  guint64   bytes;
} Phones;

/* connects the phones, then reads what they get until told to stop */
static gpointer
phones_thread (gpointer data)
{
  Phones *phones = data;
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) address = g_inet_socket_address_new (loopback, phones->port);
  char buffer[65536];

  for (guint i = 0; i < ADJ_SHARE_MAX_CONNECTIONS; i++)
    {
      GSocket *socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL);

      if (!g_socket_connect (socket, address, NULL, NULL))
        {
          g_object_unref (socket);
          continue;
        }
      g_socket_send (socket, phones->request, strlen (phones->request), NULL, NULL);
      g_socket_set_blocking (socket, FALSE);
      phones->sockets[g_atomic_int_add (&phones->n_live, 1)] = socket;
    }
  while (!g_atomic_int_get (&phones->stop))
    {
      gboolean any = FALSE;

      for (int i = 0; i < g_atomic_int_get (&phones->n_live); i++)
        {
          gssize n = g_socket_receive (phones->sockets[i], buffer, sizeof buffer, NULL, NULL);

          if (n > 0)
            {
              phones->bytes += n;
              any = TRUE;
            }
        }
      if (!any)
        g_usleep (500);
    }
  for (int i = 0; i < phones->n_live; i++)
    g_object_unref (phones->sockets[i]);
  return NULL;
}

static void
frame_done (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

/* median and worst time from a change to the window's next painted frame */
static void
measure (const char     *name,
         GtkWidget      *window,
         AdjWifTrack    *track,
         AdjShareServer *server)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  double ms[CHANGES];
  guint64 pushes = adj_share_server_get_n_pushes (server);
  gboolean painted = FALSE;
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (frame_done), &painted);

  for (guint i = 0; i < CHANGES; i++)
    {
      gint64 t0 = g_get_monotonic_time ();

      painted = FALSE;
      adj_test_wif_step (track, i);
      gtk_widget_queue_draw (window);
      while (!painted)
        g_main_context_iteration (NULL, TRUE);
      ms[i] = (g_get_monotonic_time () - t0) / 1000.0;
    }
  g_signal_handler_disconnect (clock, id);
  qsort (ms, CHANGES, sizeof (double), compare_doubles);
  g_print ("share %s: a change to its painted frame: median %.1f ms, 95%% %.1f ms, max %.1f ms "
           "(%" G_GUINT64_FORMAT " states pushed)\n",
           name, ms[CHANGES / 2], ms[CHANGES * 95 / 100], ms[CHANGES - 1],
           adj_share_server_get_n_pushes (server) - pushes);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdjApplication) app = NULL;
  g_autoptr(AdjShareServer) server = NULL;
  g_autoptr(GError) error = NULL;
  AdjWifTrack *track;
  GtkWidget *window;
  Phones phones = { 0 };
  GThread *thread;
  long rss_before, rss_after;

  adj_test_private_user_dirs ();
  if (!gtk_init_check ())
    {
      g_printerr ("bench-share needs a display (run it under xvfb-run)\n");
      return 0;
    }
  app = adj_test_start_app ();
  window = GTK_WIDGET (gtk_application_get_active_window (GTK_APPLICATION (app)));
  track = ADJ_WIF_TRACK (adj_game_get_model (adj_application_get_game (app), "wif"));
  server = adj_share_server_new (adj_application_get_game (app));
  adj_share_server_set_page (server, "wif");
  if (!adj_share_server_start (server, TRUE, &error))
    {
      g_printerr ("bench-share: %s\n", error->message);
      return 0;
    }
  measure ("with no phone", window, track, server);

  rss_before = rss_kib ();
  phones.port = adj_share_server_get_port (server);
  phones.request = g_strdup_printf ("GET /%s/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                                    adj_share_server_get_token (server));
  thread = g_thread_new ("phones", phones_thread, &phones);
  while (adj_share_server_get_n_clients (server) < ADJ_SHARE_MAX_CONNECTIONS)
    g_main_context_iteration (NULL, TRUE);
  rss_after = rss_kib ();
  g_print ("share: %u phones connected; memory %ld KiB before, %ld KiB after (%+ld KiB)\n",
           adj_share_server_get_n_clients (server), rss_before, rss_after, rss_after - rss_before);
  {
    g_autofree char *name = g_strdup_printf ("with %u phones", adj_share_server_get_n_clients (server));

    measure (name, window, track, server);
  }
  g_print ("share: memory with %u phones after %d changes: %ld KiB; %" G_GUINT64_FORMAT " KiB sent\n",
           adj_share_server_get_n_clients (server), CHANGES, rss_kib (), phones.bytes / 1024);
  g_atomic_int_set (&phones.stop, 1);
  g_thread_join (thread);
  adj_share_server_stop (server);
  g_free (phones.request);
  return 0;
}
