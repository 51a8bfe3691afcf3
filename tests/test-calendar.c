/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game calendar the WiF tracks and the victory record share: a WiF turn
 * end advances the record, undo and redo move both, a saved game keeps them
 * in step, an old saved game loads, and the record alone works as before. */
#include "config.h"

#include <string.h>

#include "adj-game.h"
#include "adj-test-utils.h"
#include "adj-victory-record.h"
#include "adj-wif-track.h"

typedef struct {
  AdjRulebook      *rb;
  char             *path;
  AdjGame          *game;
  AdjCalendar      *calendar;
  AdjWifTrack      *wif;
  AdjVictoryRecord *victory;
} Fixture;

/* a game as the application builds it: both aids on one calendar */
static void
build (Fixture *f)
{
  f->game = adj_game_new (f->rb, f->path);
  f->calendar = adj_calendar_new (f->rb);
  f->wif = adj_wif_track_new (f->rb, adj_game_get_dice (f->game));
  adj_wif_track_set_calendar (f->wif, f->calendar);
  adj_game_add_model (f->game, ADJ_MODEL (f->wif));
  f->victory = adj_victory_record_new (f->rb);
  adj_victory_record_set_calendar (f->victory, f->calendar);
  adj_game_add_model (f->game, ADJ_MODEL (f->victory));
}

static void
unbuild (Fixture *f)
{
  g_clear_object (&f->game);
  g_clear_object (&f->wif);
  g_clear_object (&f->victory);
  g_clear_object (&f->calendar);
}

static void
setup (Fixture       *f,
       gconstpointer  data)
{
  f->rb = adj_test_rulebook (NULL);
  f->path = g_build_filename (g_get_user_data_dir (), "game.adjutant", NULL);
  build (f);
}

static void
teardown (Fixture       *f,
          gconstpointer  data)
{
  unbuild (f);
  g_clear_object (&f->rb);
  g_free (f->path);
}

static guint
target (AdjVictoryRecord *record,
        const char       *id)
{
  int t = adj_victory_record_find_target (record, id);

  g_assert_cmpint (t, >=, 0);
  return (guint) t;
}

/* plays the WiF turn in progress to its end: the Axis moves first, high dice */
static void
end_wif_turn (AdjWifTrack *wif)
{
  g_autoptr(GError) error = NULL;

  if (adj_wif_track_get_phase (wif) == ADJ_WIF_PHASE_TURN_OVER)
    {
      g_assert_true (adj_wif_track_next_turn (wif, &error));
      g_assert_no_error (error);
    }
  if (adj_wif_track_get_phase (wif) != ADJ_WIF_PHASE_IMPULSES)
    {
      g_assert_true (adj_wif_track_set_order (wif, (int[]) { 0, 1 }, 2, &error));
      g_assert_no_error (error);
    }
  if (adj_wif_track_get_k (wif) != 4)
    g_assert_true (adj_wif_track_set_k (wif, 4, NULL));
  for (int i = 0; i < 10 && adj_wif_track_get_phase (wif) != ADJ_WIF_PHASE_TURN_OVER; i++)
    {
      g_assert_true (adj_wif_track_record_impulse (wif, (int[]) { 10, 10, 10, 10 }, 4, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (adj_wif_track_get_phase (wif), ==, ADJ_WIF_PHASE_TURN_OVER);
}

static char *
date_of (AdjVictoryRecord *record,
         guint             turn)
{
  int year;
  guint slot;

  adj_victory_record_get_turn_date (record, turn, &year, &slot);
  return g_strdup_printf ("%s %d", adj_victory_record_get_slot_label (record, slot), year);
}

static void
test_wif_turn_end_advances (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *ended = NULL;
  g_autofree char *current = NULL;

  g_assert_false (adj_victory_record_get_follows_wif (f->victory));
  adj_victory_record_toggle (f->victory, target (f->victory, "moscow"));
  end_wif_turn (f->wif);

  /* the WiF turn 1 is over: the record credits it and opens turn 2 */
  g_assert_true (adj_victory_record_get_follows_wif (f->victory));
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 2);
  g_assert_cmpuint (adj_victory_record_get_current_turn (f->victory), ==, 1);
  g_assert_cmpint (adj_victory_record_get_total (f->victory), ==, 3);
  /* the ended turn stays selected, to tick what was held at its end */
  g_assert_cmpuint (adj_victory_record_get_selected_turn (f->victory), ==, 0);
  ended = date_of (f->victory, 0);
  current = date_of (f->victory, 1);
  g_assert_cmpstr (ended, ==, "Sep/Oct 1939");
  g_assert_cmpstr (current, ==, "Nov/Dec 1939");

  /* ticking the ended turn carries on into the turn in progress */
  adj_victory_record_toggle (f->victory, target (f->victory, "paris"));
  g_assert_true (adj_victory_record_get_held (f->victory, 1, target (f->victory, "paris")));
  g_assert_true (adj_victory_record_get_held (f->victory, 1, target (f->victory, "moscow")));

  /* the record's own End turn is off while the tracks end the turns */
  adj_victory_record_end_turn (f->victory);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 2);

  /* the next WiF turn starts on the record's turn in progress, and ends it */
  g_assert_true (adj_wif_track_next_turn (f->wif, NULL));
  g_assert_cmpint (adj_wif_track_get_turn (f->wif), ==, 2);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 2);
  end_wif_turn (f->wif);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 3);
  g_assert_cmpint (adj_calendar_get_wif_ended (f->calendar), ==, 2);
}

static void
test_undo_redo (Fixture       *f,
                gconstpointer  data)
{
  AdjHistory *wif_history = adj_game_get_history (f->game, "wif");
  g_autoptr(GError) error = NULL;

  adj_victory_record_toggle (f->victory, target (f->victory, "moscow"));
  end_wif_turn (f->wif);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 2);

  /* undoing the impulse that ended the turn takes both back */
  g_assert_true (adj_history_undo (wif_history, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_wif_track_get_phase (f->wif), !=, ADJ_WIF_PHASE_TURN_OVER);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 1);
  g_assert_cmpint (adj_victory_record_get_total (f->victory), ==, 0);
  g_assert_false (adj_victory_record_get_follows_wif (f->victory));
  /* the target held stays held: undo on the tracks is not undo on the record */
  g_assert_true (adj_victory_record_get_held (f->victory, 0, target (f->victory, "moscow")));

  g_assert_true (adj_history_redo (wif_history, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_wif_track_get_phase (f->wif), ==, ADJ_WIF_PHASE_TURN_OVER);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 2);
  g_assert_cmpint (adj_victory_record_get_total (f->victory), ==, 3);
}

/* the game saved at @f->path, loaded into a new game built as the app builds it */
static void
reload (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_game_save (f->game, &error));
  g_assert_no_error (error);
  unbuild (f);
  build (f);
  g_assert_true (adj_game_restore (f->game, &error));
  g_assert_no_error (error);
}

static void
test_save_load (Fixture       *f,
                gconstpointer  data)
{
  AdjHistory *wif_history = adj_game_get_history (f->game, "wif");

  adj_victory_record_toggle (f->victory, target (f->victory, "moscow"));
  end_wif_turn (f->wif);
  end_wif_turn (f->wif);
  adj_victory_record_select_turn (f->victory, 2);
  adj_victory_record_toggle (f->victory, target (f->victory, "paris"));
  reload (f);
  g_assert_cmpint (adj_wif_track_get_turn (f->wif), ==, 2);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 3);
  /* a loaded game opens at the turn in progress */
  g_assert_cmpuint (adj_victory_record_get_selected_turn (f->victory), ==, 2);
  g_assert_cmpint (adj_victory_record_get_total (f->victory), ==, 3 + 3);
  g_assert_true (adj_victory_record_get_held (f->victory, 2, target (f->victory, "paris")));
  g_assert_false (adj_victory_record_get_held (f->victory, 1, target (f->victory, "paris")));

  /* a WiF turn end undone after ticking its next turn: the record has the
   * turns the tracks ended, saved or not */
  end_wif_turn (f->wif);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 4);
  adj_victory_record_select_turn (f->victory, 3);
  adj_victory_record_toggle (f->victory, target (f->victory, "athens"));
  wif_history = adj_game_get_history (f->game, "wif");
  g_assert_true (adj_history_undo (wif_history, NULL));
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 3);
  reload (f);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 3);
  g_assert_cmpint (adj_wif_track_get_turn (f->wif), ==, 3);
  g_assert_cmpint (adj_wif_track_get_phase (f->wif), !=, ADJ_WIF_PHASE_TURN_OVER);
}

static void
test_old_save (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) own = g_regex_new (" own-turns=\"[0-9]+\"", 0, 0, NULL);
  g_autofree char *data_new = NULL;
  g_autofree char *data_old = NULL;
  gsize len;

  /* a game saved before the calendar: the tracks on turn 3, the record,
   * kept separately, on its second turn */
  end_wif_turn (f->wif);
  end_wif_turn (f->wif);
  g_assert_true (adj_wif_track_next_turn (f->wif, NULL));
  data_new = adj_game_serialize (f->game, &len);
  g_assert_nonnull (strstr (data_new, "own-turns="));
  data_old = g_regex_replace_literal (own, data_new, -1, 0, "", 0, NULL);
  g_assert_null (strstr (data_old, "own-turns="));
  {
    /* the old record: two turns of its own, Moscow held from the first */
    g_autoptr(GRegex) turns = g_regex_new ("<model id=\"victory\"([^>]*)>.*?</model>|<model id=\"victory\"([^>]*)/>",
                                           G_REGEX_DOTALL, 0, NULL);
    g_autofree char *fixed = g_regex_replace (turns, data_old, -1, 0,
                                              "<model id=\"victory\"\\1\\2><turn held=\"moscow\"/>"
                                              "<turn held=\"moscow\"/></model>", 0, NULL);
    g_free (data_old);
    data_old = g_steal_pointer (&fixed);
  }

  unbuild (f);
  build (f);
  g_assert_true (adj_game_load_data (f->game, data_old, strlen (data_old), "old.adjutant", &error));
  g_assert_no_error (error);
  /* the calendar derived: the tracks ended two turns, the record follows */
  g_assert_cmpint (adj_wif_track_get_turn (f->wif), ==, 3);
  g_assert_true (adj_victory_record_get_follows_wif (f->victory));
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 3);
  g_assert_true (adj_victory_record_get_held (f->victory, 2, target (f->victory, "moscow")));
  g_assert_cmpint (adj_victory_record_get_total (f->victory), ==, 3 + 3);
}

static void
test_victory_alone (Fixture       *f,
                    gconstpointer  data)
{
  AdjHistory *history = adj_game_get_history (f->game, "victory");
  g_autofree char *date = NULL;

  /* no WiF turn ended: the record ends its own turns, as before */
  adj_victory_record_toggle (f->victory, target (f->victory, "moscow"));
  adj_victory_record_end_turn (f->victory);
  adj_victory_record_end_turn (f->victory);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 3);
  g_assert_cmpint (adj_victory_record_get_total (f->victory), ==, 3 + 3);
  /* a correction of an ended turn stays in it */
  adj_victory_record_select_turn (f->victory, 1);
  adj_victory_record_toggle (f->victory, target (f->victory, "paris"));
  g_assert_false (adj_victory_record_get_held (f->victory, 2, target (f->victory, "paris")));
  g_assert_cmpstr (adj_history_get_undo_label (history), ==, "Mark a target held");
  g_assert_true (adj_history_undo (history, NULL));
  g_assert_true (adj_history_undo (history, NULL));
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 2);
  date = date_of (f->victory, 1);
  g_assert_cmpstr (date, ==, "Nov/Dec 1939");
  reload (f);
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 2);
  g_assert_false (adj_victory_record_get_follows_wif (f->victory));

  /* a record ahead of the tracks stays as it is when they end a turn */
  end_wif_turn (f->wif);
  g_assert_true (adj_victory_record_get_follows_wif (f->victory));
  g_assert_cmpuint (adj_victory_record_get_n_turns (f->victory), ==, 2);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(path, func) g_test_add ("/calendar/" path, Fixture, NULL, setup, func, teardown)
  ADD ("wif-turn-end-advances-victory", test_wif_turn_end_advances);
  ADD ("undo-redo", test_undo_redo);
  ADD ("save-load", test_save_load);
  ADD ("old-save-derives-calendar", test_old_save);
  ADD ("victory-alone", test_victory_alone);
  return g_test_run ();
}
