/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One toast at a time (adj-toasts.c): a new message rewords the toast
 * shown, nothing waits behind it to be shown late, and the toast leaves its
 * timeout after the last message, later while the pointer is on it. */

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

static guint
n_toast_widgets (Fixture *f)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (f->overlay); c; c = gtk_widget_get_next_sibling (c))
    n += g_strcmp0 (gtk_widget_get_css_name (c), "toast") == 0;
  return n;
}

static GtkWidget *
toast_widget (Fixture *f)
{
  for (GtkWidget *c = gtk_widget_get_first_child (f->overlay); c; c = gtk_widget_get_next_sibling (c))
    if (g_strcmp0 (gtk_widget_get_css_name (c), "toast") == 0)
      return c;
  return NULL;
}

/* until @ms have passed since @t0 */
static void
wait_since (gint64 t0,
            guint  ms)
{
  g_assert_true (adj_test_wait_until (g_get_monotonic_time () >= t0 + ms * G_TIME_SPAN_MILLISECOND, ms + 5000));
}

/* A message while a toast is shown rewords it: one toast, no queue. */
static void
test_rewords_shown (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(AdwToast) a = counted_toast ("Undone: Roll initiative", &f->gone[0]);
  g_autoptr(AdwToast) b = counted_toast ("Undone: Roll turn end dice", &f->gone[1]);
  g_autoptr(AdwToast) c = counted_toast ("3 sides: the turn starts again", &f->gone[2]);
  g_autoptr(AdwToast) d = counted_toast ("Redone: Roll initiative", &f->gone[3]);

  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), a);
  g_assert_true (adj_test_wait_until (shown (f, "Undone: Roll initiative"), 5000));
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), b);
  g_assert_cmpstr (adw_toast_get_title (a), ==, "Undone: Roll turn end dice");
  g_assert_true (adj_test_wait_until (shown (f, "Roll turn end dice"), 5000));
  g_assert_false (shown (f, "Roll initiative"));
  g_assert_cmpuint (n_toast_widgets (f), ==, 1);

  /* with the newest message's button (a plain message does not word an
   * offer away: /toasts/offer-stays), and another offer in its place */
  adw_toast_set_button_label (c, "_Undo");
  adw_toast_set_action_name (c, "win.undo");
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), c);
  g_assert_true (adj_test_wait_until (shown (f, "the turn starts again") && shown (f, "Undo"), 5000));
  adw_toast_set_button_label (d, "_Redo");
  adw_toast_set_action_name (d, "win.redo");
  adw_toast_set_timeout (d, 1);
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), d);
  g_assert_true (adj_test_wait_until (shown (f, "Redone: Roll initiative") && shown (f, "Redo") && !shown (f, "Undo"),
                                      5000));
  g_assert_cmpuint (n_toast_widgets (f), ==, 1);
  /* none of them was ever waiting in the overlay's queue */
  g_assert_cmpuint (f->gone[0] + f->gone[1] + f->gone[2] + f->gone[3], ==, 0);

  /* gone a second after the last message: the next one comes in as the
   * first did */
  g_assert_true (adj_test_wait_until (n_toast_widgets (f) == 0, 5000));
  g_assert_cmpuint (f->gone[0], ==, 1);
  {
    g_autoptr(AdwToast) e = counted_toast ("Opened “game.adjutant”", &f->gone[1]);

    adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), e);
    g_assert_true (adj_test_wait_until (shown (f, "Opened"), 5000));
    g_assert_cmpstr (adw_toast_get_title (a), ==, "Redone: Roll initiative");
  }
}

/* An offer (a button: Undo the game just opened) is not worded away by a
 * message without one: the newest such message comes when the offer leaves. */
static void
test_offer_stays (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(AdwToast) offer = counted_toast ("Opened “game.adjutant”", &f->gone[0]);
  g_autoptr(AdwToast) a = counted_toast ("Undone: Roll initiative", &f->gone[1]);
  g_autoptr(AdwToast) b = counted_toast ("Undone: Roll turn end dice", &f->gone[2]);

  adw_toast_set_button_label (offer, "_Undo");
  adw_toast_set_action_name (offer, "win.undo-replace");
  adw_toast_set_timeout (offer, 1);
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), offer);
  g_assert_true (adj_test_wait_until (shown (f, "Opened") && shown (f, "Undo"), 5000));
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), a);
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), b);
  g_assert_cmpstr (adw_toast_get_title (offer), ==, "Opened “game.adjutant”");
  g_assert_true (shown (f, "Opened") && shown (f, "Undo"));
  g_assert_false (shown (f, "Undone"));
  /* the offer leaves after its second; then the newest message only (and
   * none, had another offer come meanwhile: it would be older than that) */
  g_assert_true (adj_test_wait_until (f->gone[0] == 1, 5000));
  g_assert_true (adj_test_wait_until (shown (f, "Roll turn end dice"), 5000));
  g_assert_false (shown (f, "Roll initiative"));
  g_assert_true (adj_test_wait_until (!shown (f, "Opened"), 5000));

  /* another offer while a message waits: the message is dropped */
  {
    g_autoptr(AdwToast) offer2 = counted_toast ("New game started", &f->gone[3]);
    g_autoptr(AdwToast) c = counted_toast ("Undone: Change number of sides", &f->gone[3]);
    g_autoptr(AdwToast) offer3 = counted_toast ("Opened “other.adjutant”", &f->gone[3]);

    adw_toast_set_button_label (offer2, "_Undo");
    adw_toast_set_action_name (offer2, "win.undo-replace");
    adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), offer2);   /* rewords the message shown */
    g_assert_true (adj_test_wait_until (shown (f, "New game started"), 5000));
    adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), c);        /* waits */
    adw_toast_set_button_label (offer3, "_Undo");
    adw_toast_set_action_name (offer3, "win.undo-replace");
    adw_toast_set_timeout (offer3, 1);
    adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), offer3);
    g_assert_true (adj_test_wait_until (shown (f, "other.adjutant"), 5000));
    g_assert_true (adj_test_wait_until (!shown (f, "other.adjutant"), 5000));
    g_assert_false (shown (f, "Change number of sides"));
  }
}

/* The toast leaves its timeout after the last message, not the first. */
static void
test_leaves_after_last (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(AdwToast) a = counted_toast ("first message", &f->gone[0]);
  g_autoptr(AdwToast) b = counted_toast ("second message", &f->gone[1]);
  gint64 t0 = g_get_monotonic_time (), t1;

  adw_toast_set_timeout (a, 1);
  adw_toast_set_timeout (b, 1);
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), a);
  wait_since (t0, 600);
  t1 = g_get_monotonic_time ();
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), b);
  /* past the first message's second: still there (timeouts never come early) */
  wait_since (t0, 1300);
  g_assert_true (g_get_monotonic_time () < t1 + G_USEC_PER_SEC);
  g_assert_cmpuint (f->gone[0], ==, 0);
  g_assert_true (shown (f, "second message"));
  g_assert_true (adj_test_wait_until (f->gone[0] == 1, 5000));
  g_assert_true (adj_test_wait_until (!shown (f, "second message"), 5000));
}

/* It stays while the pointer is on it, and leaves when it moves away. */
static void
test_stays_while_pointed (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(AdwToast) a = counted_toast ("Undone: Roll initiative", &f->gone[0]);
  gint64 t0 = g_get_monotonic_time ();
  GtkWidget *widget;

  adw_toast_set_timeout (a, 1);
  adj_toasts_show (ADW_TOAST_OVERLAY (f->overlay), a);
  g_assert_true (adj_test_wait_until ((widget = toast_widget (f)) != NULL, 5000));
  gtk_widget_set_state_flags (widget, GTK_STATE_FLAG_PRELIGHT, FALSE);
  wait_since (t0, 2300);
  g_assert_cmpuint (f->gone[0], ==, 0);
  gtk_widget_unset_state_flags (widget, GTK_STATE_FLAG_PRELIGHT);
  g_assert_true (adj_test_wait_until (f->gone[0] == 1, 5000));
}

int
main (int   argc,
      char *argv[])
{
  if (!adj_test_init_display (&argc, &argv))
    return 0;
  g_test_add ("/toasts/rewords-shown", Fixture, NULL, fixture_set_up, test_rewords_shown, fixture_tear_down);
  g_test_add ("/toasts/offer-stays", Fixture, NULL, fixture_set_up, test_offer_stays, fixture_tear_down);
  g_test_add ("/toasts/leaves-after-last", Fixture, NULL, fixture_set_up, test_leaves_after_last, fixture_tear_down);
  g_test_add ("/toasts/stays-while-pointed", Fixture, NULL, fixture_set_up, test_stays_while_pointed, fixture_tear_down);
  return g_test_run ();
}
