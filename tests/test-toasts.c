/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One toast at a time (adj-toasts.c): a new message replaces the one shown,
 * which is dismissed, or, while that one is still coming in, rewords it;
 * nothing waits behind it to be shown late. */

#include "config.h"

#include "adj-test-widgets.h"
#include "adj-toasts.h"

typedef struct {
  GtkWidget *window;
  GtkWidget *overlay;
  guint      gone[4];   /* dismissals of the test's toasts (which outlive the test body) */
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->window = gtk_window_new ();
  f->overlay = adw_toast_overlay_new ();
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (f->overlay), gtk_label_new ("content"));
  gtk_window_set_child (GTK_WINDOW (f->window), f->overlay);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 600, 300);
  gtk_window_present (GTK_WINDOW (f->window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (f->overlay), 5000));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
}

static void
count_dismissed (AdwToast *toast,
                 guint    *count)
{
  (*count)++;
}

/* a toast whose dismissals are counted in @count; the caller keeps a
 * reference to it */
static AdwToast *
counted_toast (const char *title,
               guint      *count)
{
  AdwToast *toast = adw_toast_new (title);

  g_signal_connect (toast, "dismissed", G_CALLBACK (count_dismissed), count);
  return g_object_ref (toast);
}

static gboolean
shown (Fixture    *f,
       const char *text)
{
  return adj_test_find_label (f->overlay, text) != NULL;
}

/* until a toast shown now is no longer new */
static void
wait_settled (void)
{
  gint64 until = g_get_monotonic_time () + ADJ_TOASTS_SETTLED_US;

  g_assert_true (adj_test_wait_until (g_get_monotonic_time () >= until, 5000));
}

/* Once in, a toast gives its place to the next message at once. */
static void
test_replaces_shown (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(AdwToast) first = counted_toast ("Undone: Roll initiative", &f->gone[0]);
  g_autoptr(AdwToast) second = counted_toast ("Undone: Roll turn end dice", &f->gone[1]);

  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), first);
  g_assert_true (adj_test_wait_until (shown (f, "Roll initiative"), 5000));
  wait_settled ();
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), second);
  g_assert_cmpuint (f->gone[0], ==, 1);
  g_assert_true (adj_test_wait_until (shown (f, "Roll turn end dice"), 5000));
  g_assert_true (adj_test_wait_until (!shown (f, "Roll initiative"), 5000));
  g_assert_cmpuint (f->gone[1], ==, 0);

  /* the player closes it: the next message comes in as the first did */
  adw_toast_dismiss (second);
  g_assert_true (adj_test_wait_until (!shown (f, "Roll turn end dice"), 5000));
  {
    g_autoptr(AdwToast) third = counted_toast ("Redone: Roll initiative", &f->gone[2]);

    adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), third);
    g_assert_cmpuint (f->gone[1], ==, 1);
    g_assert_true (adj_test_wait_until (shown (f, "Redone: Roll initiative"), 5000));
  }
}

/* Messages in quick succession (two in one action, or a held Ctrl+Z) reword
 * the toast coming in; none of them waits to be shown later. */
static void
test_rewords_new (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(AdwToast) a = counted_toast ("first message", &f->gone[0]);
  g_autoptr(AdwToast) b = counted_toast ("second message", &f->gone[1]);
  g_autoptr(AdwToast) c = counted_toast ("third message", &f->gone[2]);
  g_autoptr(AdwToast) d = counted_toast ("fourth message", &f->gone[3]);

  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), a);
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), b);
  adw_toast_set_button_label (c, "_Undo");
  adw_toast_set_action_name (c, "win.undo");
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), c);
  g_assert_cmpstr (adw_toast_get_title (a), ==, "third message");
  g_assert_true (adj_test_wait_until (shown (f, "third message"), 5000));
  g_assert_false (shown (f, "first message"));
  g_assert_false (shown (f, "second message"));
  /* with the last message's button */
  g_assert_nonnull (adj_test_find_label (f->overlay, "Undo"));

  wait_settled ();
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), d);
  g_assert_cmpuint (f->gone[0], ==, 1);
  g_assert_true (adj_test_wait_until (shown (f, "fourth message"), 5000));
  g_assert_true (adj_test_wait_until (!shown (f, "third message"), 5000));
  g_assert_null (adj_test_find_label (f->overlay, "Undo"));
  /* the reworded ones were never in the overlay's queue */
  g_assert_cmpuint (f->gone[1] + f->gone[2] + f->gone[3], ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  adj_test_private_user_dirs ();
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();
  g_test_add ("/toasts/replaces-shown", Fixture, NULL, fixture_set_up, test_replaces_shown, fixture_tear_down);
  g_test_add ("/toasts/rewords-new", Fixture, NULL, fixture_set_up, test_rewords_new, fixture_tear_down);
  return g_test_run ();
}
