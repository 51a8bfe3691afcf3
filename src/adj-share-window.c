/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-share-qr.h"
#include "adj-share-window.h"
#include "adj-window.h"

/* "Share with the table" (the stateful app.share action): while this
 * window is open, a read-only page of the main window's visible page is
 * served on the local network (AdjShareServer). It shows the address as a
 * QR code and as text, how many phones follow, and a button that stops.
 * Closing it, or the main window it belongs to, stops sharing. */
struct _AdjShareWindow
{
  AdwWindow       parent_instance;

  GtkLabel       *explain_label;
  GtkPicture     *qr_picture;
  GtkLabel       *url_label;
  GtkLabel       *clients_label;
  GtkButton      *stop_button;

  AdjShareServer *server;
  AdwViewStack   *stack;
};

G_DEFINE_FINAL_TYPE (AdjShareWindow, adj_share_window, ADW_TYPE_WINDOW)

static void
update_clients (AdjShareWindow *self)
{
  guint n = adj_share_server_get_n_clients (self->server);
  g_autofree char *text = NULL;

  if (!adj_share_server_get_running (self->server))
    return;
  if (n == 0)
    text = g_strdup (_("No phones connected yet"));
  else
    text = g_strdup_printf (ngettext ("%u phone connected", "%u phones connected", n), n);
  gtk_label_set_label (self->clients_label, text);
}

static void
follow_page (AdjShareWindow *self)
{
  adj_share_server_set_page (self->server, adw_view_stack_get_visible_child_name (self->stack));
}

static void
stop_clicked (AdjShareWindow *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
adj_share_window_dispose (GObject *object)
{
  AdjShareWindow *self = ADJ_SHARE_WINDOW (object);

  if (self->stack)
    g_signal_handlers_disconnect_by_data (self->stack, self);
  g_clear_weak_pointer (&self->stack);
  if (self->server)
    {
      g_signal_handlers_disconnect_by_data (self->server, self);
      adj_share_server_stop (self->server);
    }
  g_clear_object (&self->server);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_SHARE_WINDOW);
  G_OBJECT_CLASS (adj_share_window_parent_class)->dispose (object);
}

/* The window's first focus is the address (its only focusable widget but
 * the button that stops sharing), and a label that takes the focus selects
 * its text: the address opens unselected, ready to be selected or copied. */
static void
adj_share_window_map (GtkWidget *widget)
{
  AdjShareWindow *self = ADJ_SHARE_WINDOW (widget);

  GTK_WIDGET_CLASS (adj_share_window_parent_class)->map (widget);
  if (gtk_widget_get_visible (GTK_WIDGET (self->url_label)))
    gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->url_label));
  gtk_label_select_region (self->url_label, 0, 0);
}

static void
adj_share_window_class_init (AdjShareWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_share_window_dispose;
  widget_class->map = adj_share_window_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-share-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjShareWindow, explain_label);
  gtk_widget_class_bind_template_child (widget_class, AdjShareWindow, qr_picture);
  gtk_widget_class_bind_template_child (widget_class, AdjShareWindow, url_label);
  gtk_widget_class_bind_template_child (widget_class, AdjShareWindow, clients_label);
  gtk_widget_class_bind_template_child (widget_class, AdjShareWindow, stop_button);
  gtk_widget_class_bind_template_callback (widget_class, stop_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
adj_share_window_init (AdjShareWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * adj_share_window_new:
 * @parent: the main window (closing it closes this one)
 * @game: the game
 * @stack: the main window's pages: the visible one is shared
 * @loopback_only: serve on 127.0.0.1 only (tests)
 *
 * Starts sharing. When the server cannot listen, the window says why.
 *
 * Returns: (transfer none): the window, not yet shown
 */
AdjShareWindow *
adj_share_window_new (GtkWindow    *parent,
                      AdjGame      *game,
                      AdwViewStack *stack,
                      gboolean      loopback_only)
{
  AdjShareWindow *self = g_object_new (ADJ_TYPE_SHARE_WINDOW, "transient-for", parent, NULL);
  g_autoptr(GError) error = NULL;

  self->server = adj_share_server_new (game);
  g_set_weak_pointer (&self->stack, stack);
  g_signal_connect_swapped (stack, "notify::visible-child-name", G_CALLBACK (follow_page), self);
  follow_page (self);
  if (adj_share_server_start (self->server, loopback_only, &error))
    {
      g_autofree char *url = adj_share_server_dup_url (self->server);
      g_autoptr(AdjShareQr) qr = adj_share_qr_new (url);

      gtk_label_set_label (self->url_label, url);
      gtk_picture_set_paintable (self->qr_picture, GDK_PAINTABLE (qr));
      g_signal_connect_swapped (self->server, "notify::n-clients", G_CALLBACK (update_clients), self);
      update_clients (self);
    }
  else
    {
      g_autofree char *text = g_strdup_printf (_("Phones cannot follow the table: Adjutant could not open a "
                                                 "network port (%s)."), error->message);

      gtk_label_set_label (self->explain_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->qr_picture), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->url_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->clients_label), FALSE);
      gtk_button_set_label (self->stop_button, _("_Close"));
    }
  return self;
}

/** adj_share_window_get_server: Returns: (transfer none): the server this window runs */
AdjShareServer *
adj_share_window_get_server (AdjShareWindow *self)
{
  g_return_val_if_fail (ADJ_IS_SHARE_WINDOW (self), NULL);
  return self->server;
}

static void
share_window_destroyed (gpointer  action,
                        GObject  *where_the_object_was)
{
  g_object_set_data (action, "adj-share-window", NULL);
  g_simple_action_set_state (action, g_variant_new_boolean (FALSE));
  g_object_unref (action);
}

/**
 * adj_share_window_toggle:
 * @action: the application's stateful `app.share` action
 * @on: whether to share
 * @active: (nullable): the application's active window
 * @game: the game
 *
 * Opens the share window for the main window @active belongs to, or closes
 * it; the action's state follows the window (closing it turns sharing off).
 */
void
adj_share_window_toggle (GSimpleAction *action,
                         gboolean       on,
                         GtkWindow     *active,
                         AdjGame       *game)
{
  GtkWindow *window = g_object_get_data (G_OBJECT (action), "adj-share-window");

  if (on && window == NULL)
    {
      while (active && !ADJ_IS_WINDOW (active))
        active = gtk_window_get_transient_for (active);
      if (active == NULL)
        return;
      window = GTK_WINDOW (adj_share_window_new (active, game, adj_window_get_stack (ADJ_WINDOW (active)), FALSE));
      g_object_set_data (G_OBJECT (action), "adj-share-window", window);
      g_object_weak_ref (G_OBJECT (window), share_window_destroyed, g_object_ref (action));
      g_simple_action_set_state (action, g_variant_new_boolean (TRUE));
      gtk_window_present (window);
    }
  else if (!on && window)
    gtk_window_destroy (window);
}
