/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The victory record: turns, corrections, totals, list models, save/load,
 * CSV and undo through the game. */
#include "config.h"

#include <string.h>

#include "adj-enum-types.h"
#include "adj-error.h"
#include "adj-test-utils.h"
#include "adj-victory-record.h"
#include "adj-xml-private.h"

typedef struct {
  guint position, removed, added;
  guint count;
} ItemsChanged;

static void
on_items_changed (GListModel   *model,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *seen)
{
  seen->position = position;
  seen->removed = removed;
  seen->added = added;
  seen->count++;
}

static void
on_changed (AdjModel   *model,
            const char *label,
            GPtrArray  *labels)
{
  g_ptr_array_add (labels, g_strdup (label));
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* Collects the names of the properties notified, in order. */
static void
log_notify (GObject    *object,
            GParamSpec *pspec,
            GString    *log)
{
  if (log->len)
    g_string_append_c (log, ' ');
  g_string_append (log, pspec->name);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Asserts which properties were notified since the last call (in any order:
 * freezing notifies changes it), and empties the log. */
static void
assert_notified (GString    *log,
                 const char *expected)
{
  g_auto(GStrv) names = g_strsplit (log->str, " ", -1);
  g_autofree char *joined = NULL;

  qsort (names, g_strv_length (names), sizeof (char *), compare_names);
  joined = g_strjoinv (" ", names);
  g_assert_cmpstr (joined, ==, expected);
  g_string_truncate (log, 0);
}

static int
target (AdjVictoryRecord *record,
        const char       *id)
{
  int t = adj_victory_record_find_target (record, id);

  g_assert_cmpint (t, >=, 0);
  return t;
}

static void
test_new_record (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autoptr(AdjVictoryTurn) first = g_list_model_get_item (adj_victory_record_get_turns (record), 0);
  GParamSpec *state;
  int historical = 0, full_turns = 0;

  g_assert_cmpuint (adj_victory_record_get_n_targets (record), ==, 55);
  g_assert_cmpuint (g_list_model_get_n_items (adj_victory_record_get_targets (record)), ==, 55);
  /* each target is found by its id, and nothing else is */
  for (guint t = 0; t < 55; t++)
    g_assert_cmpint (adj_victory_record_find_target (record,
                                                     adj_victory_target_get_id (adj_victory_record_get_target (record, t))),
                     ==, (int) t);
  g_assert_cmpint (adj_victory_record_find_target (record, "atlantis"), ==, -1);
  g_assert_cmpint (adj_victory_record_find_target (record, ""), ==, -1);
  g_assert_cmpuint (g_list_model_get_n_items (adj_victory_record_get_turns (record)), ==, 1);
  g_assert_cmpuint (adj_victory_record_get_n_turns (record), ==, 1);
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 0);
  g_assert_cmpint (adj_victory_record_get_historical_total (record), ==, 18);
  g_assert_cmpstr (adj_model_get_id (ADJ_MODEL (record)), ==, "victory");
  /* WiF starts in Sep/Oct 1939: the turn is facts, its year and its row of the turns table */
  g_assert_cmpint (adj_victory_turn_get_year (first), ==, 1939);
  g_assert_cmpuint (adj_victory_turn_get_slot (first), ==, 4);
  g_assert_cmpstr (adj_victory_turn_get_slot_label (first), ==, "Sep/Oct");
  /* the tables' constants are properties too */
  g_object_get (record, "historical-total", &historical, "full-turns", &full_turns, NULL);
  g_assert_cmpint (historical, ==, 18);
  g_assert_cmpint (full_turns, ==, 3);
  /* the map's colour of a target is a registered enum */
  state = g_object_class_find_property (G_OBJECT_GET_CLASS (adj_victory_record_get_target (record, 0)), "state");
  g_assert_nonnull (state);
  g_assert_true (G_IS_PARAM_SPEC_ENUM (state));
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (state) == ADJ_TYPE_VICTORY_STATE);
  /* no catch-all signal: every change is a notify or an items-changed */
  g_assert_cmpuint (g_signal_lookup ("recomputed", ADJ_TYPE_VICTORY_RECORD), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (adj_victory_record_get_classes (record)), ==, 3);
  g_assert_cmpuint (adj_victory_record_get_n_slots (record), ==, 6);
  /* the classes map to increasing sizes */
  g_assert_cmpuint (adj_victory_target_get_class_rank (adj_victory_record_get_target (record, target (record, "paris"))), ==, 0);
  g_assert_cmpuint (adj_victory_target_get_class_rank (adj_victory_record_get_target (record, target (record, "oslo"))), ==, 1);
  g_assert_cmpuint (adj_victory_target_get_class_rank (adj_victory_record_get_target (record, target (record, "delhi"))), ==, 2);
}

static void
test_turns_and_labels (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  ItemsChanged seen = { 0 };
  g_autoptr(AdjVictoryTurn) second = NULL;
  g_autoptr(AdjVictoryTurn) current = NULL;
  g_autoptr(GString) notified = g_string_new (NULL);

  g_signal_connect (record, "changed", G_CALLBACK (on_changed), labels);
  g_signal_connect (adj_victory_record_get_turns (record), "items-changed", G_CALLBACK (on_items_changed), &seen);

  adj_victory_record_set_start (record, 1941, 5);   /* Nov/Dec 1941 */
  g_signal_connect (record, "notify", G_CALLBACK (log_notify), notified);
  adj_victory_record_end_turn (record);
  /* ending a turn changes the number of turns, the turn in progress and the
   * selected one; nothing was held, so no points */
  assert_notified (notified, "current-turn n-turns selected-turn");
  g_assert_cmpuint (seen.count, ==, 1);
  g_assert_cmpuint (seen.position, ==, 1);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  adj_victory_record_end_turn (record);
  second = g_list_model_get_item (adj_victory_record_get_turns (record), 1);
  g_assert_cmpstr (adj_victory_turn_get_slot_label (second), ==, "Jan/Feb");
  g_assert_cmpint (adj_victory_turn_get_year (second), ==, 1942);
  g_assert_cmpuint (adj_victory_record_get_current_turn (record), ==, 2);
  g_assert_cmpuint (adj_victory_record_get_selected_turn (record), ==, 2);
  g_assert_cmpuint (labels->len, ==, 3);
  /* undo labels are msgids without the turn: the window translates them */
  g_assert_cmpstr (g_ptr_array_index (labels, 0), ==, "Change the first turn");
  g_assert_cmpstr (g_ptr_array_index (labels, 1), ==, "End the turn");
  current = g_list_model_get_item (adj_victory_record_get_turns (record), 2);
  g_assert_true (adj_victory_turn_get_current (current));
}

static void
test_credit_at_end_of_turn (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  int delhi = target (record, "delhi");
  int paris = target (record, "paris");
  AdjVictoryTarget *item = adj_victory_record_get_target (record, delhi);

  adj_victory_record_toggle (record, delhi);
  adj_victory_record_toggle (record, paris);
  /* nothing credited until the turn ends; ending it would give Delhi's 3 */
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 0);
  g_assert_cmpint (adj_victory_record_get_pending (record), ==, 3);
  g_assert_true (adj_victory_target_get_held (item));
  g_assert_cmpint (adj_victory_target_get_run (item), ==, 1);
  g_assert_cmpint (adj_victory_target_get_points (item), ==, 3);
  g_assert_cmpint (adj_victory_target_get_remaining (item), ==, 6);

  adj_victory_record_end_turn (record);   /* holdings carry over */
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 3);
  g_assert_true (adj_victory_record_get_held (record, 1, delhi));
  g_assert_cmpint (adj_victory_target_get_run (item), ==, 2);
  adj_victory_record_end_turn (record);
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 6);
  adj_victory_record_end_turn (record);
  /* Delhi full (9), Paris held three turns (1) */
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 10);
  g_assert_cmpint (adj_victory_record_get_class_total (record, 2, 2), ==, 9);
  g_assert_cmpint (adj_victory_record_get_class_total (record, 0, 2), ==, 1);
  g_assert_cmpint (adj_victory_record_get_class_total (record, 1, 2), ==, 0);
  g_assert_cmpint (adj_victory_record_get_pending (record), ==, 0);
  g_assert_cmpint (adj_victory_target_get_state (item), ==, 3);

  /* lost and retaken: full credit is not earned twice */
  adj_victory_record_toggle (record, delhi);
  adj_victory_record_end_turn (record);
  for (int i = 0; i < 3; i++)
    {
      if (i == 0)
        adj_victory_record_toggle (record, delhi);
      adj_victory_record_end_turn (record);
    }
  g_assert_cmpint (adj_victory_record_get_class_total (record, 2, adj_victory_record_get_current_turn (record)), ==, 9);
}

static void
test_correct_past_turn (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  int paris = target (record, "paris");
  int oslo = target (record, "oslo");
  AdjVictoryTarget *item = adj_victory_record_get_target (record, paris);
  g_autoptr(AdjVictoryTurn) last = NULL;
  g_autoptr(AdjVictoryTurn) first = NULL;
  guint notified = 0;

  adj_victory_record_toggle (record, paris);
  adj_victory_record_toggle (record, oslo);
  for (int i = 0; i < 4; i++)
    adj_victory_record_end_turn (record);
  /* turns 0-3 ended with Paris and Oslo: 1 + 3 */
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 4);
  g_assert_cmpint (adj_victory_record_get_total_through (record, 0), ==, 1);
  g_assert_cmpint (adj_victory_record_get_total_through (record, 2), ==, 4);

  /* correct turn 1: Paris was not held then; its run restarts in turn 2 */
  adj_victory_record_select_turn (record, 1);
  g_assert_true (adj_victory_target_get_held (item));
  g_signal_connect (item, "notify::held", G_CALLBACK (count_notify), &notified);
  adj_victory_record_toggle (record, paris);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_false (adj_victory_record_get_held (record, 1, paris));
  g_assert_cmpint (adj_victory_record_get_credit (record, 2, paris), ==, 0);
  g_assert_cmpint (adj_victory_record_get_run (record, 3, paris), ==, 2);
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 3);
  /* the current turn (Paris's third turn in a row) would credit it */
  g_assert_cmpint (adj_victory_record_get_pending (record), ==, 1);
  last = g_list_model_get_item (adj_victory_record_get_turns (record), 3);
  g_assert_cmpint (adj_victory_turn_get_total (last), ==, 3);
  first = g_list_model_get_item (adj_victory_record_get_turns (record), 0);
  g_assert_cmpint (adj_victory_turn_get_credit (first), ==, 1);
}

static void
test_save_load (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autoptr(AdjVictoryRecord) copy = adj_victory_record_new (rb);
  g_autoptr(GError) error = NULL;
  g_autofree char *snapshot = NULL;
  g_autofree char *copied = NULL;
  ItemsChanged seen = { 0 };
  const char *bad[] = {
    "<model id=\"victory\" start-year=\"1939\" start-turn=\"sep-oct\"><turn held=\"paris atlantis\"/></model>",
    "<model id=\"victory\" start-year=\"year\" start-turn=\"sep-oct\"><turn held=\"\"/></model>",
    "<model id=\"victory\" start-year=\"1939\" start-turn=\"october\"><turn held=\"\"/></model>",
    "<model id=\"victory\" start-year=\"1939\" start-turn=\"sep-oct\"></model>",
    "<model id=\"victory\" start-year=\"1939\" start-turn=\"sep-oct\"><turn/></model>",
    "<model id=\"victory\" start-year=\"1939\" start-turn=\"sep-oct\"><round held=\"\"/></model>",
  };

  adj_victory_record_set_start (record, 1940, 2);
  adj_victory_record_toggle (record, target (record, "manila"));
  adj_victory_record_end_turn (record);
  adj_victory_record_toggle (record, target (record, "london"));
  adj_victory_record_end_turn (record);
  adj_victory_record_end_turn (record);
  snapshot = adj_model_snapshot (ADJ_MODEL (record));

  g_signal_connect (adj_victory_record_get_turns (copy), "items-changed", G_CALLBACK (on_items_changed), &seen);
  g_assert_true (adj_model_restore (ADJ_MODEL (copy), snapshot, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (seen.count, ==, 1);
  g_assert_cmpuint (seen.position, ==, 1);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 3);
  copied = adj_model_snapshot (ADJ_MODEL (copy));
  g_assert_cmpstr (copied, ==, snapshot);
  g_assert_cmpint (adj_victory_record_get_total (copy), ==, adj_victory_record_get_total (record));
  g_assert_cmpint (adj_victory_record_get_start_year (copy), ==, 1940);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) e = NULL;
      g_autofree char *after = NULL;

      g_assert_false (adj_model_restore (ADJ_MODEL (copy), bad[i], &e));
      g_assert_error (e, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
      after = adj_model_snapshot (ADJ_MODEL (copy));
      g_assert_cmpstr (after, ==, snapshot);
    }

  /* reset goes back to one empty turn; the list shrinks exactly */
  adj_model_reset (ADJ_MODEL (copy));
  g_assert_cmpuint (seen.position, ==, 1);
  g_assert_cmpuint (seen.removed, ==, 3);
  g_assert_cmpuint (seen.added, ==, 0);
  g_assert_cmpint (adj_victory_record_get_total (copy), ==, 0);
}

/* Restoring a snapshot (undo, load) notifies exactly the properties whose
 * value changed, and the turn list changes by exactly the turns added. */
static void
test_restore_notifies_changes (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autoptr(AdjVictoryRecord) copy = adj_victory_record_new (rb);
  g_autoptr(GString) notified = g_string_new (NULL);
  g_autoptr(GString) item_notified = g_string_new (NULL);
  g_autofree char *snapshot = NULL;
  ItemsChanged seen = { 0 };
  AdjVictoryTarget *london;

  adj_victory_record_toggle (record, target (record, "london"));
  adj_victory_record_end_turn (record);
  adj_victory_record_end_turn (record);
  snapshot = adj_model_snapshot (ADJ_MODEL (record));

  london = adj_victory_record_get_target (copy, target (copy, "london"));
  g_signal_connect (copy, "notify", G_CALLBACK (log_notify), notified);
  g_signal_connect (london, "notify", G_CALLBACK (log_notify), item_notified);
  g_signal_connect (adj_victory_record_get_turns (copy), "items-changed", G_CALLBACK (on_items_changed), &seen);
  g_assert_true (adj_model_restore (ADJ_MODEL (copy), snapshot, NULL));
  /* same first turn, historical total and rules: not notified */
  assert_notified (notified, "current-turn n-turns pending selected-turn total");
  assert_notified (item_notified, "held points remaining run state");
  g_assert_cmpuint (seen.count, ==, 1);
  g_assert_cmpuint (seen.position, ==, 1);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 2);

  /* the same state again: nothing changed, nothing said */
  g_assert_true (adj_model_restore (ADJ_MODEL (copy), snapshot, NULL));
  assert_notified (notified, "");
  assert_notified (item_notified, "");
  g_assert_cmpuint (seen.count, ==, 1);
}

/* Each turn item holds the targets held at its end, and each class its
 * points in the turns that ended; both notify only when those change. */
static void
test_turn_and_class_items (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autoptr(AdjVictoryTurn) first = g_list_model_get_item (adj_victory_record_get_turns (record), 0);
  g_autoptr(AdjVictoryClass) primary = g_list_model_get_item (adj_victory_record_get_classes (record), 2);
  g_autoptr(GString) turn_notified = g_string_new (NULL);
  g_autoptr(GString) class_notified = g_string_new (NULL);
  const char *const delhi_only[] = { "delhi", NULL };

  g_assert_cmpstr (adj_victory_class_get_id (primary), ==, "primary");
  g_assert_cmpint (adj_victory_class_get_value (primary), ==, 9);
  g_signal_connect (first, "notify", G_CALLBACK (log_notify), turn_notified);
  g_signal_connect (primary, "notify", G_CALLBACK (log_notify), class_notified);
  adj_victory_record_toggle (record, target (record, "delhi"));
  assert_notified (turn_notified, "credit held held-labels n-held total");
  g_assert_true (g_strv_equal (adj_victory_turn_get_held (first), delhi_only));
  g_assert_cmpstr (adj_victory_turn_get_held_labels (first)[0], ==, "Delhi");
  /* not credited before the turn ends */
  assert_notified (class_notified, "");
  adj_victory_record_end_turn (record);
  assert_notified (class_notified, "points");
  g_assert_cmpint (adj_victory_class_get_points (primary), ==, 3);
  assert_notified (turn_notified, "current");
}

static void
assert_turn_held (AdjVictoryRecord   *record,
                  guint               turn,
                  const char * const *ids)
{
  g_autoptr(AdjVictoryTurn) item = g_list_model_get_item (adj_victory_record_get_turns (record), turn);

  g_assert_nonnull (item);
  g_assert_true (g_strv_equal (adj_victory_turn_get_held (item), ids));
  g_assert_cmpuint (adj_victory_turn_get_n_held (item), ==, g_strv_length ((char **) ids));
  g_assert_cmpuint (g_strv_length ((char **) adj_victory_turn_get_held_labels (item)), ==, g_strv_length ((char **) ids));
}

/* The record names a turn's targets again only for the turns whose
 * holdings changed; every turn item still shows its own after a
 * correction, a restore and a restore of fewer turns. */
static void
test_turn_items_follow_changes (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autoptr(GString) first_notified = g_string_new (NULL);
  g_autoptr(AdjVictoryTurn) first = NULL;
  g_autofree char *two_turns = NULL, *four_turns = NULL;
  const char *const london[] = { "london", NULL };
  const char *const london_paris[] = { "paris", "london", NULL }; /* in table order */
  const char *const none[] = { NULL };

  adj_victory_record_toggle (record, target (record, "london"));
  adj_victory_record_end_turn (record);
  two_turns = adj_model_snapshot (ADJ_MODEL (record));
  adj_victory_record_end_turn (record);
  adj_victory_record_end_turn (record);
  four_turns = adj_model_snapshot (ADJ_MODEL (record));
  for (guint i = 0; i < 4; i++)
    assert_turn_held (record, i, london);

  /* a correction of turn 1: its item changes, turn 0's says nothing */
  first = g_list_model_get_item (adj_victory_record_get_turns (record), 0);
  g_signal_connect (first, "notify", G_CALLBACK (log_notify), first_notified);
  adj_victory_record_select_turn (record, 1);
  adj_victory_record_toggle (record, target (record, "paris"));
  assert_turn_held (record, 0, london);
  assert_turn_held (record, 1, london_paris);
  assert_turn_held (record, 2, london);
  assert_notified (first_notified, "");

  /* undone by a restore */
  g_assert_true (adj_model_restore (ADJ_MODEL (record), four_turns, NULL));
  for (guint i = 0; i < 4; i++)
    assert_turn_held (record, i, london);

  /* fewer turns, then the turns again: the new items are named anew */
  g_assert_true (adj_model_restore (ADJ_MODEL (record), two_turns, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (adj_victory_record_get_turns (record)), ==, 2);
  adj_victory_record_toggle (record, target (record, "london"));
  assert_turn_held (record, 1, none);
  g_assert_true (adj_model_restore (ADJ_MODEL (record), four_turns, NULL));
  for (guint i = 0; i < 4; i++)
    assert_turn_held (record, i, london);
}

/* A game saved before the victory record stored only facts opens: the
 * saved form was facts already, and any sentence in it is ignored. */
static void
test_old_save_opens (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autoptr(GError) error = NULL;
  const char *old =
    "<model id=\"victory\" start-year=\"1940\" start-turn=\"may-jun\" summary=\"Achsenmächte: 3 SP\">"
    "<turn held=\"delhi\" label=\"Delhi gehalten im Mai/Jun 1940\"/>"
    "<turn held=\"delhi oslo\"/>"
    "<turn held=\"delhi oslo\"/>"
    "</model>";

  g_assert_true (adj_model_restore (ADJ_MODEL (record), old, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_victory_record_get_start_year (record), ==, 1940);
  g_assert_cmpuint (adj_victory_record_get_n_turns (record), ==, 3);
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 3 + 3 + 1);
  g_assert_cmpint (adj_victory_record_get_pending (record), ==, 3 + 1);
}

static void
test_undo_in_game (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "game.adjutant", NULL);
  g_autoptr(AdjGame) game = adj_game_new (rb, path);
  g_autoptr(AdjVictoryRecord) record = adj_victory_record_new (rb);
  g_autoptr(GError) error = NULL;
  AdjHistory *history;

  adj_game_add_model (game, ADJ_MODEL (record));
  history = adj_game_get_history (game, "victory");
  adj_victory_record_toggle (record, target (record, "moscow"));
  adj_victory_record_end_turn (record);
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 3);
  g_assert_cmpstr (adj_history_get_undo_label (history), ==, "End the turn");
  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (adj_victory_record_get_n_turns (record), ==, 1);
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 0);
  g_assert_cmpstr (adj_history_get_undo_label (history), ==, "Mark a target held");
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* correcting a past turn and undoing it stays on that turn */
  adj_victory_record_end_turn (record);
  adj_victory_record_end_turn (record);
  adj_victory_record_select_turn (record, 1);
  adj_victory_record_toggle (record, target (record, "moscow"));
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 3);
  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (adj_victory_record_get_selected_turn (record), ==, 1);
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 6);
  g_assert_true (adj_history_redo (history, &error));
  g_assert_cmpint (adj_victory_record_get_total (record), ==, 3);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/victory-record/new", test_new_record);
  g_test_add_func ("/victory-record/turns-and-labels", test_turns_and_labels);
  g_test_add_func ("/victory-record/credit-at-end-of-turn", test_credit_at_end_of_turn);
  g_test_add_func ("/victory-record/correct-past-turn", test_correct_past_turn);
  g_test_add_func ("/victory-record/save-load", test_save_load);
  g_test_add_func ("/victory-record/restore-notifies-changes", test_restore_notifies_changes);
  g_test_add_func ("/victory-record/turn-and-class-items", test_turn_and_class_items);
  g_test_add_func ("/victory-record/turn-items-follow-changes", test_turn_items_follow_changes);
  g_test_add_func ("/victory-record/old-save-opens", test_old_save_opens);
  g_test_add_func ("/victory-record/undo-in-game", test_undo_in_game);
  return g_test_run ();
}
