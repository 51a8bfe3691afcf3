/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reproducer for the valgrind report that tests/valgrind.supp silences on
 * Debian 12 (libadwaita 1.2.2): "Invalid write of size 8" in AdwToastOverlay,
 * 24 bytes into a 56-byte block that adw_toast_overlay_add_toast allocated
 * and an animation's "done" handler freed. Only GTK and libadwaita:
 *
 *   cc -g tests/repro/adw-toast-overlay-uaf.c -o /tmp/adw-repro \
 *      $(pkg-config --cflags --libs libadwaita-1)
 *   xvfb-run -a valgrind /tmp/adw-repro   # Debian 12: 1 error; libadwaita 1.10: none
 *
 * What happens (adw-toast-overlay.c of 1.2.2): a toast shown while another
 * hides gets the 500 ms "replace" show animation; dismissed at once, it gets a
 * 300 ms hide animation too. The hide ends first: hide_done_cb frees the
 * toast's ToastInfo (free_toast_info unrefs the show animation, but a playing
 * AdwAnimation holds a reference to itself and keeps its tick callback and
 * its "done" handler). 200 ms later the show animation ends and show_done_cb
 * clears info->show_animation (offset 24) in the freed block. Later versions
 * disconnect that handler in free_toast_info (its shown_id). In Adjutant the
 * same happens when a toast is dismissed during its show animation: under
 * valgrind frames are slow enough for a toast's own timeout to do it. */
#include <adwaita.h>

static void
run_for (int ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

int
main (void)
{
  GtkWidget *window, *overlay;
  AdwToast *first, *second;

  adw_init ();
  window = gtk_window_new ();
  overlay = adw_toast_overlay_new ();
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), gtk_label_new ("content"));
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 300);
  gtk_window_present (GTK_WINDOW (window));
  run_for (1000);                       /* mapped, frames ticking */

  first = adw_toast_new ("first");
  second = adw_toast_new ("second");
  g_object_ref (second);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), first);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), second);   /* queued */
  run_for (1000);                       /* the first is shown */
  adw_toast_dismiss (first);            /* the first hides, the second shows (500 ms) */
  adw_toast_dismiss (second);           /* and hides (300 ms) during its show */
  run_for (1500);                       /* the invalid write is here */
  g_object_unref (second);
  gtk_window_destroy (GTK_WINDOW (window));
  run_for (200);
  return 0;
}
