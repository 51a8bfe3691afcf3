/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "adj-game.h"
#include "adj-test-model.h"
#include "adj-test-utils.h"

typedef struct {
  AdjRulebook  *rb;
  AdjGame      *game;
  AdjTestModel *a;
  AdjTestModel *b;
  char         *path;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->rb = adj_test_rulebook (NULL);
  f->path = g_build_filename (g_get_user_data_dir (), "adjutant", "game.adjutant", NULL);
  f->game = adj_game_new (f->rb, f->path);
  f->a = adj_test_model_new ("alpha");
  f->b = adj_test_model_new ("beta");
  adj_game_add_model (f->game, ADJ_MODEL (f->a));
  adj_game_add_model (f->game, ADJ_MODEL (f->b));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->a);
  g_clear_object (&f->b);
  g_clear_object (&f->game);
  g_clear_object (&f->rb);
  g_clear_pointer (&f->path, g_free);
}

/* the named file is written off the main thread, coalesced */
static gboolean
file_has (const char *path,
          const char *text)
{
  g_autofree char *contents = NULL;

  return g_file_get_contents (path, &contents, NULL, NULL) && strstr (contents, text) != NULL;
}

static void
test_autosave_after_change (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *text = NULL;

  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
  adj_test_model_add (f->a, "Germany");
  /* written before the change handler returns: nothing shown is unsaved */
  text = adj_test_read_file (f->path);
  g_assert_nonnull (strstr (text, "<model id=\"alpha\" count=\"1\">"));
  g_assert_nonnull (strstr (text, "<name>Germany</name>"));
  g_assert_nonnull (strstr (text, "<adjutant version=\"1\""));
  g_assert_null (adj_game_get_save_error (f->game));
}

static void
test_round_trip (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(AdjGame) again = NULL;
  g_autoptr(AdjTestModel) a2 = adj_test_model_new ("alpha");
  g_autoptr(AdjTestModel) b2 = adj_test_model_new ("beta");
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) roll = NULL;

  adj_test_model_add (f->a, "Kiev");
  adj_test_model_add (f->a, "Paris & <Warsaw>");
  adj_test_model_add (f->b, "Manila");
  roll = adj_dice_roll_text (adj_game_get_dice (f->game), "2d6", "grounding", "Japan", 0, "6 6", &error);
  g_assert_no_error (error);
  /* a roll alone is written before the next frame: when the main loop runs */
  while (g_main_context_iteration (NULL, FALSE))
    ;

  again = adj_game_new (f->rb, f->path);
  adj_game_add_model (again, ADJ_MODEL (a2));
  adj_game_add_model (again, ADJ_MODEL (b2));
  g_assert_true (adj_game_restore (again, &error));
  g_assert_no_error (error);
  g_assert_cmpint (a2->count, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (a2->names, 1), ==, "Paris & <Warsaw>");
  g_assert_cmpint (b2->count, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (adj_game_get_roll_log (again))), ==, 1);
  /* restoring is not an undoable step */
  g_assert_false (adj_history_get_can_undo (adj_game_get_history (again, "alpha")));
}

static void
test_no_saved_game (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_game_restore (f->game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (f->a->count, ==, 0);
}

static void
assert_open_refused (Fixture    *f,
                     const char *text,
                     int         code,
                     const char *says)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "other.adjutant", NULL);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf before_stat, after_stat;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_cmpint (g_stat (path, &before_stat), ==, 0);
  g_assert_false (adj_game_open (f->game, path, &error));
  g_assert_error (error, ADJ_ERROR, code);
  g_test_message ("refused: %s", error->message);
  g_assert_nonnull (strstr (error->message, "other.adjutant"));
  if (says)
    g_assert_nonnull (strstr (error->message, says));

  /* the user's game is unchanged, and so is the file */
  g_assert_cmpint (f->a->count, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (f->a->names, 0), ==, "Delhi");
  g_assert_cmpint (f->b->count, ==, 1);
  after = adj_test_read_file (path);
  g_assert_cmpstr (after, ==, text);
  g_assert_cmpint (g_stat (path, &after_stat), ==, 0);
  g_assert_cmpint (before_stat.st_mtime, ==, after_stat.st_mtime);
}

static void
test_corrupt_file_refused (Fixture       *f,
                           gconstpointer  data)
{
  adj_test_model_add (f->a, "Delhi");
  adj_test_model_add (f->b, "Oslo");

  assert_open_refused (f, "<adjutant version=\"1\"><model id=\"alpha\" count=\"3\">", ADJ_ERROR_SAVE_CORRUPT, "line");
  assert_open_refused (f, "this is not XML at all", ADJ_ERROR_SAVE_CORRUPT, NULL);
  assert_open_refused (f, "<?xml version=\"1.0\"?><spreadsheet/>", ADJ_ERROR_SAVE_CORRUPT, "not an Adjutant game");
  assert_open_refused (f, "<adjutant><model id=\"alpha\" count=\"3\"/></adjutant>", ADJ_ERROR_SAVE_CORRUPT, "format");
  /* the first model reads, the second does not: the first must be put back */
  assert_open_refused (f, "<adjutant version=\"1\"><model id=\"alpha\" count=\"7\"><name>x</name></model>"
                          "<model id=\"beta\" count=\"-1\"/></adjutant>",
                       ADJ_ERROR_SAVE_CORRUPT, "not a count");
  assert_open_refused (f, "<!DOCTYPE adjutant [<!ENTITY e SYSTEM \"file:///etc/hostname\">]>"
                          "<adjutant version=\"1\"><model id=\"alpha\" count=\"1\"><name>&e;</name></model></adjutant>",
                       ADJ_ERROR_SAVE_CORRUPT, "document type");
}

static void
test_future_version_refused (Fixture       *f,
                             gconstpointer  data)
{
  adj_test_model_add (f->a, "Delhi");
  adj_test_model_add (f->b, "Oslo");
  assert_open_refused (f, "<adjutant version=\"2\"><model id=\"alpha\" count=\"9\"/></adjutant>",
                       ADJ_ERROR_SAVE_VERSION, "newer version of Adjutant");
}

static void
test_open_and_save_as (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "club night.adjutant", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *autosaved = NULL;

  adj_test_model_add (f->a, "Suez");
  g_assert_true (adj_game_save_to (f->game, path, &error));
  g_assert_no_error (error);
  adj_test_model_add (f->a, "Aden");
  g_assert_cmpint (f->a->count, ==, 2);

  g_assert_true (adj_game_open (f->game, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (f->a->count, ==, 1);
  g_assert_cmpstr (adj_history_get_undo_label (adj_game_get_history (f->game, "alpha")), ==, "Open game");
  /* the opened game is the one autosaved now */
  autosaved = adj_test_read_file (f->path);
  g_assert_nonnull (strstr (autosaved, "count=\"1\""));
}

static AdjGame *
restart (Fixture       *f,
         AdjTestModel **a)
{
  AdjGame *again = adj_game_new (f->rb, f->path);
  g_autoptr(GError) error = NULL;

  *a = adj_test_model_new ("alpha");
  adj_game_add_model (again, ADJ_MODEL (*a));
  g_assert_true (adj_game_restore (again, &error));
  g_assert_no_error (error);
  return again;
}

/* After Save As every change goes to the file too, and a restart (which
 * restores the autosave) still knows the file. */
static void
test_save_as_then_restart (Fixture       *f,
                           gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "club night.adjutant", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjGame) again = NULL;
  g_autoptr(AdjTestModel) a2 = NULL;
  g_autofree char *text = NULL;
  g_autofree char *after_restart = NULL;

  g_assert_null (adj_game_get_file (f->game));
  adj_test_model_add (f->a, "Suez");
  g_assert_true (adj_game_save_as (f->game, path, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (adj_game_get_file (f->game), ==, path);
  adj_test_model_add (f->a, "Aden");
  g_assert_true (adj_test_wait_until (file_has (path, "<name>Aden</name>"), 5000));
  text = adj_test_read_file (path);
  /* the file itself does not name a file; the state does */
  g_assert_null (strstr (text, "file="));

  again = restart (f, &a2);
  g_assert_cmpint (a2->count, ==, 2);
  g_assert_cmpstr (adj_game_get_file (again), ==, path);
  adj_test_model_add (a2, "Tobruk");
  g_assert_true (adj_test_wait_until (file_has (path, "<name>Tobruk</name>"), 5000));
  after_restart = adj_test_read_file (path);
}

/* A file that was removed since is not made again after a restart. */
static void
test_restart_forgets_removed_file (Fixture       *f,
                                   gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "gone.adjutant", NULL);
  g_autoptr(AdjGame) again = NULL;
  g_autoptr(AdjTestModel) a2 = NULL;

  g_assert_true (adj_game_save_as (f->game, path, NULL));
  adj_test_model_add (f->a, "Suez");
  g_assert_cmpint (g_unlink (path), ==, 0);
  again = restart (f, &a2);
  g_assert_cmpint (a2->count, ==, 1);
  g_assert_null (adj_game_get_file (again));
  adj_test_model_add (a2, "Aden");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* Open is one step: undo brings back the game, its roll log and its file. */
static void
test_open_then_undo (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *mine = g_build_filename (g_get_user_data_dir (), "mine.adjutant", NULL);
  g_autofree char *other = g_build_filename (g_get_user_data_dir (), "other.adjutant", NULL);
  AdjRollLog *log = adj_game_get_roll_log (f->game);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) roll = NULL;
  g_autofree char *other_before = NULL;
  g_autofree char *other_after = NULL;

  g_mkdir_with_parents (g_get_user_data_dir (), 0755);
  g_assert_true (g_file_set_contents (other, "<adjutant version=\"1\"><model id=\"beta\" count=\"1\"><name>Truk</name></model><roll-log/></adjutant>", -1, NULL));
  other_before = adj_test_read_file (other);
  adj_test_model_add (f->a, "Rabaul");
  adj_test_model_add (f->a, "Lae");
  roll = adj_dice_roll_text (adj_game_get_dice (f->game), "1d6", "test", "Japan", 0, "4", &error);
  g_assert_no_error (error);
  g_assert_true (adj_game_save_as (f->game, mine, &error));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 1);

  g_assert_false (adj_game_undo_replace (f->game));   /* nothing to undo yet */
  g_assert_true (adj_game_open (f->game, other, &error));
  g_assert_no_error (error);
  g_assert_cmpint (f->a->count, ==, 0);
  g_assert_cmpint (f->b->count, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 0);
  g_assert_cmpstr (adj_game_get_file (f->game), ==, other);

  g_assert_true (adj_game_undo_replace (f->game));
  g_assert_cmpint (f->a->count, ==, 2);
  g_assert_cmpint (f->b->count, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 1);
  g_assert_cmpstr (adj_game_get_file (f->game), ==, mine);
  /* the opened file was only read */
  other_after = adj_test_read_file (other);
  g_assert_cmpstr (other_after, ==, other_before);
  g_assert_false (adj_game_undo_replace (f->game));   /* once */
}

/* New game leaves the named file with the game before; undo takes it up again. */
static void
test_new_game_leaves_file (Fixture       *f,
                           gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "kept.adjutant", NULL);
  g_autofree char *text = NULL;

  adj_test_model_add (f->a, "Rabaul");
  g_assert_true (adj_game_save_as (f->game, path, NULL));
  adj_game_new_game (f->game);
  g_assert_null (adj_game_get_file (f->game));
  adj_test_model_add (f->a, "fresh");
  text = adj_test_read_file (path);
  g_assert_nonnull (strstr (text, "<name>Rabaul</name>"));
  g_assert_null (strstr (text, "fresh"));
  g_assert_true (adj_history_undo (adj_game_get_history (f->game, "alpha"), NULL));   /* "fresh" */
  g_assert_true (adj_game_undo_replace (f->game));
  g_assert_cmpstr (adj_game_get_file (f->game), ==, path);
  g_assert_cmpint (f->a->count, ==, 1);
}

/* The named file cannot be written: the message names it, the game and the
 * autosave go on, and the next change that can be written clears it. */
static void
test_file_save_error (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "usb stick", NULL);
  g_autofree char *path = g_build_filename (dir, "club.adjutant", NULL);
  g_autofree char *state = NULL;
  const char *msg;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (adj_game_save_as (f->game, path, NULL));
  /* the stick is gone: a regular file where the folder was */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "x", -1, NULL));

  adj_test_model_add (f->a, "Benghazi");
  g_assert_true (adj_test_wait_until (adj_game_get_save_error (f->game) != NULL, 5000));
  msg = adj_game_get_save_error (f->game);
  g_assert_nonnull (strstr (msg, "Could not save the game to “"));
  g_assert_nonnull (strstr (msg, "usb stick/club.adjutant”"));
  g_assert_cmpint (f->a->count, ==, 1);
  g_assert_cmpstr (adj_game_get_file (f->game), ==, path);
  adj_game_flush (f->game);
  state = adj_test_read_file (f->path);
  g_assert_nonnull (strstr (state, "<name>Benghazi</name>"));

  g_assert_cmpint (g_unlink (dir), ==, 0);
  adj_test_model_add (f->a, "Tobruk");
  g_assert_true (adj_test_wait_until (adj_game_get_save_error (f->game) == NULL, 5000));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

static void
test_corrupt_autosave_kept (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *dir = g_path_get_dirname (f->path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = NULL;
  const char *name;
  guint kept = 0;

  g_mkdir_with_parents (dir, 0755);
  g_assert_true (g_file_set_contents (f->path, "<adjutant version=\"1\"><mod", -1, NULL));
  g_assert_false (adj_game_restore (f->game, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
  g_assert_nonnull (strstr (error->message, "kept as"));
  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)))
    if (g_str_has_prefix (name, "game.adjutant.unread-"))
      {
        g_autofree char *p = g_build_filename (dir, name, NULL);
        g_autofree char *text = adj_test_read_file (p);
        g_assert_cmpstr (text, ==, "<adjutant version=\"1\"><mod");
        kept++;
      }
  g_assert_cmpuint (kept, ==, 1);
}

static void
test_new_game_undoable (Fixture       *f,
                        gconstpointer  data)
{
  AdjHistory *history = adj_game_get_history (f->game, "alpha");

  adj_test_model_add (f->a, "Rabaul");
  adj_game_new_game (f->game);
  g_assert_cmpint (f->a->count, ==, 0);
  g_assert_cmpstr (adj_history_get_undo_label (history), ==, "New game");
  g_assert_true (adj_history_undo (history, NULL));
  g_assert_cmpint (f->a->count, ==, 1);
}

/* Undo of "New game" brings every model back, but only the models whose
 * last step it was: one changed since keeps its change. It goes by the
 * label's msgid, so it works in any language. */
static void
test_undo_new_game_everywhere (Fixture       *f,
                               gconstpointer  data)
{
  adj_test_model_add (f->a, "Rabaul");
  adj_test_model_add (f->b, "Truk");
  adj_test_model_add (f->b, "Kwajalein");
  adj_game_new_game (f->game);
  g_assert_cmpint (f->a->count, ==, 0);
  g_assert_cmpint (f->b->count, ==, 0);
  adj_test_model_add (f->b, "Saipan");    /* beta moves on */

  adj_game_undo_new_game (f->game);
  g_assert_cmpint (f->a->count, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (f->a->names, 0), ==, "Rabaul");
  g_assert_cmpint (f->b->count, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (f->b->names, 0), ==, "Saipan");
}

static void
test_undo_is_saved (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *text = NULL;

  adj_test_model_add (f->a, "one");
  adj_test_model_add (f->a, "two");
  adj_history_undo (adj_game_get_history (f->game, "alpha"), NULL);
  text = adj_test_read_file (f->path);
  g_assert_nonnull (strstr (text, "count=\"1\""));
}

static void
test_save_error_reported (Fixture       *f,
                          gconstpointer  data)
{
  /* a state path under a regular file cannot be written */
  g_autofree char *blocker = g_build_filename (g_get_user_data_dir (), "blocker", NULL);
  g_autofree char *path = g_build_filename (blocker, "game.adjutant", NULL);
  g_autoptr(AdjGame) game = NULL;
  g_autoptr(AdjTestModel) m = adj_test_model_new ("alpha");

  g_mkdir_with_parents (g_get_user_data_dir (), 0755);
  g_assert_true (g_file_set_contents (blocker, "x", -1, NULL));
  game = adj_game_new (f->rb, path);
  adj_game_add_model (game, ADJ_MODEL (m));
  adj_test_model_add (m, "kept in memory");
  g_assert_nonnull (adj_game_get_save_error (game));
  g_assert_nonnull (strstr (adj_game_get_save_error (game), "Could not save the game"));
  g_assert_cmpint (m->count, ==, 1);
  /* once the path can be written again, the next change saves and clears the error */
  g_assert_cmpint (g_unlink (blocker), ==, 0);
  adj_test_model_add (m, "saved now");
  g_assert_null (adj_game_get_save_error (game));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* One writer per game: a second game on the same state path gets no lock,
 * writes nothing, and can go on as a copy; a freed game lets the next one
 * have it (the kernel drops the lock of a killed process the same way). */
static void
test_lock_second_writer (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjTestModel) a2 = adj_test_model_new ("alpha");
  g_autoptr(AdjGame) second = adj_game_new (f->rb, f->path);
  g_autoptr(AdjGame) third = NULL;
  g_autoptr(AdjTestModel) a3 = adj_test_model_new ("alpha");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *copy_text = NULL;

  g_assert_true (adj_game_lock (f->game, &error));
  g_assert_no_error (error);
  g_assert_false (adj_game_get_read_only (f->game));
  adj_test_model_add (f->a, "Germany");
  before = adj_test_read_file (f->path);

  adj_game_add_model (second, ADJ_MODEL (a2));
  g_assert_false (adj_game_lock (second, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);
  g_assert_true (adj_game_get_read_only (second));
  g_assert_true (adj_game_restore (second, NULL));
  adj_test_model_add (a2, "Italy");
  g_assert_false (adj_game_save (second, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);
  after = adj_test_read_file (f->path);
  g_assert_cmpstr (after, ==, before);

  /* the copy starts from the game as the first one saved it last */
  adj_test_model_add (f->a, "Japan");
  copy = adj_game_open_copy (second, &error);
  g_assert_no_error (error);
  g_assert_nonnull (copy);
  g_assert_true (g_str_has_prefix (copy, g_get_user_data_dir ()));
  g_assert_nonnull (strstr (copy, "game-copy-"));
  g_assert_false (adj_game_get_read_only (second));
  g_assert_cmpstr (adj_game_get_state_path (second), ==, copy);
  copy_text = adj_test_read_file (copy);
  g_assert_nonnull (strstr (copy_text, "<name>Japan</name>"));
  g_clear_pointer (&after, g_free);
  after = adj_test_read_file (f->path);
  adj_test_model_add (a2, "Italy");
  g_clear_pointer (&before, g_free);
  before = adj_test_read_file (f->path);
  g_assert_cmpstr (after, ==, before);

  /* no stale lock once the first game is gone */
  g_clear_object (&f->game);
  third = adj_game_new (f->rb, f->path);
  adj_game_add_model (third, ADJ_MODEL (a3));
  g_assert_true (adj_game_lock (third, &error));
  g_assert_no_error (error);
}

/* Two games never write one named file: the second says so and writes only
 * its own save. */
static void
test_lock_named_file (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_build_filename (g_get_user_data_dir (), "club.adjutant", NULL);
  g_autofree char *other_state = g_build_filename (g_get_user_data_dir (), "other", "game.adjutant", NULL);
  g_autoptr(AdjTestModel) a2 = adj_test_model_new ("alpha");
  g_autoptr(AdjGame) second = adj_game_new (f->rb, other_state);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *state = NULL;

  g_assert_true (adj_game_lock (f->game, &error));
  adj_test_model_add (f->a, "Germany");
  g_assert_true (adj_game_save_as (f->game, file, &error));
  g_assert_no_error (error);
  before = adj_test_read_file (file);

  adj_game_add_model (second, ADJ_MODEL (a2));
  g_assert_true (adj_game_lock (second, &error));
  g_assert_true (adj_game_open (second, file, &error));
  g_assert_no_error (error);
  adj_test_model_add (a2, "Italy");
  after = adj_test_read_file (file);
  g_assert_cmpstr (after, ==, before);
  g_assert_nonnull (adj_game_get_save_error (second));
  g_assert_nonnull (strstr (adj_game_get_save_error (second), "another Adjutant window"));
  adj_game_flush (second);
  state = adj_test_read_file (other_state);
  g_assert_nonnull (strstr (state, "<name>Italy</name>"));
  g_clear_pointer (&after, g_free);
  after = adj_test_read_file (file);
  g_assert_cmpstr (after, ==, before);

  /* the first one still writes it */
  adj_test_model_add (f->a, "Japan");
  g_assert_true (adj_test_wait_until (file_has (file, "<name>Japan</name>"), 5000));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
#define ADD(name, fn) g_test_add (name, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/game/autosave-after-change", test_autosave_after_change);
  ADD ("/game/round-trip", test_round_trip);
  ADD ("/game/no-saved-game", test_no_saved_game);
  ADD ("/game/corrupt-file-refused", test_corrupt_file_refused);
  ADD ("/game/future-version-refused", test_future_version_refused);
  ADD ("/game/open-and-save-as", test_open_and_save_as);
  ADD ("/game/corrupt-autosave-kept", test_corrupt_autosave_kept);
  ADD ("/game/new-game-undoable", test_new_game_undoable);
  ADD ("/game/undo-new-game-everywhere", test_undo_new_game_everywhere);
  ADD ("/game/undo-is-saved", test_undo_is_saved);
  ADD ("/game/save-error-reported", test_save_error_reported);
  ADD ("/game/save-as-then-restart", test_save_as_then_restart);
  ADD ("/game/restart-forgets-removed-file", test_restart_forgets_removed_file);
  ADD ("/game/open-then-undo", test_open_then_undo);
  ADD ("/game/new-game-leaves-file", test_new_game_leaves_file);
  ADD ("/game/file-save-error", test_file_save_error);
  ADD ("/game/lock/second-writer", test_lock_second_writer);
  ADD ("/game/lock/named-file", test_lock_named_file);
  return g_test_run ();
}
