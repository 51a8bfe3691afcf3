/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One toast at a time in each overlay: the newest message replaces the one
 * shown, instead of waiting behind it. AdwToastOverlay queues toasts and
 * shows each for its whole timeout, so five undos in a row said
 * "Undone: ..." for 25 s, most of it about steps long gone, and every
 * queued toast animated in and out long after its action.
 *
 * A toast that has just come in is worded again in place rather than
 * dismissed: libadwaita (1.2 at least) frees a toast's state when its hide
 * animation ends, and a toast dismissed early in its show animation (500 ms
 * when it replaces another) would end hiding before it ended showing, which
 * then writes to the freed state. Once settled (ADJ_TOASTS_SETTLED_US) its
 * show animation is over: it is dismissed and the new one shown. */

#include "config.h"

#include "adj-toasts.h"

#define LAST_TOAST "adj-toasts-last"

typedef struct {
  AdwToast *toast;
  gint64    shown_at;   /* monotonic time it was added */
} Last;

static void
last_free (gpointer data)
{
  Last *last = data;

  g_object_unref (last->toast);
  g_free (last);
}

static void
forget_toast (AdwToast        *toast,
              AdwToastOverlay *overlay)
{
  Last *last = g_object_get_data (G_OBJECT (overlay), LAST_TOAST);

  if (last != NULL && last->toast == toast)
    g_object_set_data (G_OBJECT (overlay), LAST_TOAST, NULL);
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
 *   its action (what a toast shown in place of another keeps)
 *
 * Shows @toast in @overlay in place of the toast an earlier call shows
 * there: that one is dismissed, or, if it came in only now, worded as
 * @toast instead.
 */
void
adj_toasts_show (AdwToastOverlay *overlay,
                 AdwToast        *toast)
{
  Last *last;
  gint64 now = g_get_monotonic_time ();

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  last = g_object_get_data (G_OBJECT (overlay), LAST_TOAST);
  if (last != NULL && now - last->shown_at < ADJ_TOASTS_SETTLED_US)
    {
      reword (last->toast, toast);
      g_object_unref (toast);
      return;
    }
  if (last != NULL)
    adw_toast_dismiss (last->toast);   /* forgets it (above) */
  last = g_new0 (Last, 1);
  last->toast = g_object_ref (toast);
  last->shown_at = now;
  g_object_set_data_full (G_OBJECT (overlay), LAST_TOAST, last, last_free);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (forget_toast), overlay, 0);
  adw_toast_overlay_add_toast (overlay, toast);
}
