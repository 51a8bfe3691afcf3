/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game calendar in the application: the WiF page and the victory page
 * show one date, a WiF turn end offers ticking the targets of the ended
 * turn, and the victory page's End Turn is off while the tracks end turns. */
#include "config.h"

#include <adwaita.h>

#include "adj-application.h"
#include "adj-test-app.h"
#include "adj-test-utils.h"
#include "adj-test-widgets.h"
#include "adj-victory-record.h"
#include "adj-victory-view.h"
#include "adj-wif-track.h"
#include "adj-wif-view.h"

static AdjApplication *app;

static GtkWidget *
window (void)
{
  return GTK_WIDGET (gtk_application_get_active_window (GTK_APPLICATION (app)));
}

static const char *
visible_page (void)
{
  GtkWidget *stack = adj_test_find_of_type (window (), ADW_TYPE_VIEW_STACK);

  g_assert_nonnull (stack);
  return adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (stack));
}

static void
show_page (const char *name)
{
  g_assert_true (gtk_widget_activate_action (window (), "win.show-page", "s", name));
  g_assert_cmpstr (visible_page (), ==, name);
  adj_test_settle (window ());
}

static void
end_wif_turn (AdjWifTrack *wif)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_wif_track_set_order (wif, (int[]) { 0, 1 }, 2, &error));
  g_assert_no_error (error);
  g_assert_true (adj_wif_track_set_k (wif, 4, NULL));
  for (int i = 0; i < 10 && adj_wif_track_get_phase (wif) != ADJ_WIF_PHASE_TURN_OVER; i++)
    {
      g_assert_true (adj_wif_track_record_impulse (wif, (int[]) { 10, 10, 10, 10 }, 4, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (adj_wif_track_get_phase (wif), ==, ADJ_WIF_PHASE_TURN_OVER);
}

static void
test_one_calendar (void)
{
  AdjGame *game = adj_application_get_game (app);
  AdjWifTrack *wif = ADJ_WIF_TRACK (adj_game_get_model (game, "wif"));
  AdjVictoryRecord *victory = ADJ_VICTORY_RECORD (adj_game_get_model (game, "victory"));
  GtkWidget *wif_view, *victory_view;

  /* pages are built when first shown */
  show_page ("victory");
  show_page ("wif");
  wif_view = adj_test_find_of_type (window (), ADJ_TYPE_WIF_VIEW);
  victory_view = adj_test_find_of_type (window (), ADJ_TYPE_VICTORY_VIEW);

  g_assert_nonnull (wif_view);
  g_assert_nonnull (victory_view);
  /* the application gives both aids one calendar */
  g_assert_true (adj_wif_track_get_calendar (wif) == adj_victory_record_get_calendar (victory));

  show_page ("wif");
  g_assert_nonnull (adj_test_find_label (wif_view, "Sep/Oct 1939"));
  show_page ("victory");
  g_assert_nonnull (adj_test_find_label (victory_view, "Sep/Oct 1939"));

  /* a new first turn on the victory page dates the WiF turns too */
  adj_victory_record_set_start (victory, 1940, 2);
  show_page ("wif");
  g_assert_true (adj_test_wait_until (adj_test_find_label (wif_view, "May/Jun 1940") != NULL, 5000));

  end_wif_turn (wif);
  g_assert_cmpuint (adj_victory_record_get_n_turns (victory), ==, 2);
  /* the victory page's End Turn is off: the tracks end the turns */
  adj_victory_record_select_turn (victory, 1);
  gtk_widget_activate_action (victory_view, "victory.end-turn", NULL);
  g_assert_cmpuint (adj_victory_record_get_n_turns (victory), ==, 2);

  /* Tick Victory Targets: the victory page, on the turn that ended */
  g_assert_true (gtk_widget_activate_action (wif_view, "wif.tick-targets", NULL));
  g_assert_cmpstr (visible_page (), ==, "victory");
  g_assert_cmpuint (adj_victory_record_get_selected_turn (victory), ==, 0);
  adj_test_settle (window ());
  g_assert_nonnull (adj_test_find_label (victory_view, "May/Jun 1940"));

  /* the next WiF turn and the victory record's turn in progress: one date */
  g_assert_true (adj_wif_track_next_turn (wif, NULL));
  show_page ("wif");
  g_assert_true (adj_test_wait_until (adj_test_find_label (wif_view, "Jul/Aug 1940") != NULL, 5000));
  adj_victory_record_select_turn (victory, adj_victory_record_get_current_turn (victory));
  show_page ("victory");
  g_assert_true (adj_test_wait_until (adj_test_find_label (victory_view, "Jul/Aug 1940") != NULL, 5000));
  g_assert_nonnull (adj_test_find_label (victory_view, "Turns end on the WiF page"));
}

int
main (int   argc,
      char *argv[])
{
  if (!adj_test_init_display (&argc, &argv))
    return 0;
  app = adj_test_start_app ();
  g_test_add_func ("/calendar-view/one-calendar", test_one_calendar);
  return g_test_run ();
}
