/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One toast at a time in each overlay, saying the newest message.
 *
 * AdwToastOverlay queues toasts and shows each for its whole timeout, so
 * five undos in a row said "Undone: ..." for 25 s, most of it about steps
 * long gone, and each queued toast slid in and out long after its action.
 * Here a message that comes while a toast is shown rewords that toast in
 * place (no new widget, no animation: a held Ctrl+Z costs a label's text),
 * and the toast leaves a few seconds after the last message, or later
 * while the pointer is on it or the focus in it, as libadwaita's own
 * timeout does; screen readers are told the new words (GTK 4.14 and newer).
 * The toast is never dismissed by us while it comes in:
 * libadwaita 1.2 frees a toast's state when its hide animation ends, and a
 * toast dismissed early in a 500 ms show animation would be freed before
 * that animation ends, which then writes to it. */

#include "config.h"

#include "adj-compat.h"
#include "adj-toasts.h"

/* The overlay's current toast is the overlay's state, and AdwToastOverlay
 * is a final class: it is kept on the overlay itself. */
#define LAST_TOAST "adj-toasts-last"
/* a message without a button that waits for an offer to leave */
#define NEXT_TOAST "adj-toasts-next"

typedef struct {
  AdwToastOverlay *overlay;
  AdwToast        *toast;
  guint            timeout_id;
} Last;

static void
last_free (gpointer data)
{
  Last *last = data;

  g_clear_handle_id (&last->timeout_id, g_source_remove);
  g_object_unref (last->toast);
  g_free (last);
}

static gboolean
has_button (AdwToast *toast)
{
  const char *label = adw_toast_get_button_label (toast);

  return label != NULL && *label != '\0';
}

/* The toast left (its time, its close button, its own button): the
 * message that waited for it comes in. */
static void
forget_toast (AdwToast        *toast,
              AdwToastOverlay *overlay)
{
  Last *last = g_object_get_data (G_OBJECT (overlay), LAST_TOAST);
  AdwToast *next;

  if (last == NULL || last->toast != toast)
    return;
  g_object_set_data (G_OBJECT (overlay), LAST_TOAST, NULL);
  next = g_object_steal_data (G_OBJECT (overlay), NEXT_TOAST);
  /* (not from an overlay on its way out, which dismisses its toasts) */
  if (next != NULL && gtk_widget_get_root (GTK_WIDGET (overlay)) != NULL)
    adj_toasts_show (overlay, next);
  else
    g_clear_object (&next);
}

/* The widget showing the current toast: the overlay's last `toast` child
 * that takes input (one going out does not). */
static GtkWidget *
toast_widget (AdwToastOverlay *overlay)
{
  for (GtkWidget *c = gtk_widget_get_last_child (GTK_WIDGET (overlay)); c; c = gtk_widget_get_prev_sibling (c))
    if (g_strcmp0 (gtk_widget_get_css_name (c), "toast") == 0 && gtk_widget_get_can_target (c))
      return c;
  return NULL;
}

/* the player is on it: the pointer over it, or the focus in it */
static gboolean
in_use (AdwToastOverlay *overlay)
{
  GtkWidget *widget = toast_widget (overlay);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (overlay));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  if (widget == NULL)
    return FALSE;
  return (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_PRELIGHT) != 0
    || (focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget)));
}

static void arm (Last *last, guint seconds);

static gboolean
time_up (gpointer data)
{
  Last *last = data;

  last->timeout_id = 0;
  if (in_use (last->overlay))
    arm (last, 1);
  else
    adw_toast_dismiss (last->toast);   /* frees @last (above) */
  return G_SOURCE_REMOVE;
}

static void
arm (Last  *last,
     guint  seconds)
{
  g_clear_handle_id (&last->timeout_id, g_source_remove);
  if (seconds > 0)
    last->timeout_id = g_timeout_add_full (G_PRIORITY_DEFAULT, seconds * 1000, time_up, last, NULL);
}

/* @to says what @from says, and its button does what @from's does */
static void
reword (AdwToast *to,
        AdwToast *from)
{
  adw_toast_set_title (to, adw_toast_get_title (from));
  adw_toast_set_button_label (to, adw_toast_get_button_label (from));
  adw_toast_set_action_name (to, adw_toast_get_action_name (from));
  adw_toast_set_action_target_value (to, adw_toast_get_action_target_value (from));
}

/**
 * adj_toasts_show:
 * @overlay: where to show it
 * @toast: (transfer full): the message: a title, and maybe a button with
 *   its action, shown for the toast's timeout
 *
 * Shows @toast in @overlay, or, while an earlier call's toast is shown
 * there, its title, button and timeout in that toast instead; but while
 * that toast offers a button and @toast does not, @toast waits until it
 * leaves (the newest such message only).
 */
void
adj_toasts_show (AdwToastOverlay *overlay,
                 AdwToast        *toast)
{
  Last *last;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  last = g_object_get_data (G_OBJECT (overlay), LAST_TOAST);
  /* An offer (Undo the game just opened) is not worded away by a mere
   * message: the message waits for it to leave, the newest one only. */
  if (last != NULL && has_button (last->toast) && !has_button (toast))
    {
      g_object_set_data_full (G_OBJECT (overlay), NEXT_TOAST, toast, g_object_unref);
      return;
    }
  if (last != NULL)
    {
      GtkWidget *widget = toast_widget (overlay);

      reword (last->toast, toast);
      arm (last, adw_toast_get_timeout (toast));
      /* a message that waited is older than this one, which is shown */
      g_object_set_data (G_OBJECT (overlay), NEXT_TOAST, NULL);
      g_object_unref (toast);
      /* a new toast is an alert that screen readers say; a reworded one is not */
      if (widget != NULL)
        adj_compat_announce (widget, adw_toast_get_title (last->toast));
      return;
    }
  last = g_new0 (Last, 1);
  last->overlay = overlay;
  last->toast = g_object_ref (toast);
  g_object_set_data_full (G_OBJECT (overlay), LAST_TOAST, last, last_free);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (forget_toast), overlay, 0);
  arm (last, adw_toast_get_timeout (toast));
  /* it leaves when this says, not libadwaita */
  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (overlay, toast);
}
