/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game's journal: every change is one record appended beside the state
 * file; a restart replays it; a record cut off by a kill is dropped, a
 * damaged one in the middle is put aside with a message; compaction folds
 * the journal into the state file and keeps everything. */
#define _GNU_SOURCE  /* RTLD_NEXT */
#include "config.h"

#include <dlfcn.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "adj-error.h"
#include "adj-game.h"
#include "adj-journal.h"
#include "adj-test-model.h"
#include "adj-test-utils.h"
#include "adj-xml-private.h"

/* --- where the disk is waited for ------------------------------------------
 * The test's own fsync(), fdatasync() and rename() (the game's calls and
 * GLib's come here): they count the main thread's calls, and can hold the
 * compaction's worker at one of its own until the test has played on. */

typedef enum {
  HOLD_NONE,
  HOLD_COMPACT_SYNC,    /* the worker syncs the compacted state it wrote */
  HOLD_JOURNAL_SYNC,    /* it syncs the new journal's records */
  HOLD_FOLDER_SYNC,     /* it syncs the folder after the new journal's rename */
} Hold;

static GThread *main_thread;
static guint main_fsyncs, main_fdatasyncs, main_renames;
static GString *main_calls;        /* F: a folder synced, T: a file cut, R: a rename */
static guint compact_renames;      /* the worker's renames of a compacted state */
static gboolean fail_compact;      /* they fail */
static GMutex hold_lock;
static GCond hold_cond;
static Hold hold_at;
static gboolean held;            /* the worker waits at hold_at */
static gboolean journal_renamed; /* the worker put a new journal in place */

/* Whether the file open as @fd has @part in its path. */
static gboolean
fd_path_has (int         fd,
             const char *part)
{
  g_autofree char *link = g_strdup_printf ("/proc/self/fd/%d", fd);
  g_autofree char *target = g_file_read_link (link, NULL);

  return target != NULL && strstr (target, part) != NULL;
}

static gboolean
fd_is_folder (int fd)
{
  struct stat st;

  return fstat (fd, &st) == 0 && S_ISDIR (st.st_mode);
}

/* On the worker: waits while the test holds it at @at (at most 20 s). */
static void
hold_worker (Hold at)
{
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  g_mutex_lock (&hold_lock);
  if (hold_at == at)
    {
      held = TRUE;
      while (held && g_cond_wait_until (&hold_cond, &hold_lock, end))
        ;
      held = FALSE;
    }
  g_mutex_unlock (&hold_lock);
}

/* On the main thread: holds the worker at @at next (HOLD_NONE: nowhere),
 * and lets it go on from where it waits. */
static void
hold (Hold at)
{
  g_mutex_lock (&hold_lock);
  hold_at = at;
  held = FALSE;
  g_cond_broadcast (&hold_cond);
  g_mutex_unlock (&hold_lock);
}

static gboolean
is_held (void)
{
  gboolean r;

  g_mutex_lock (&hold_lock);
  r = held;
  g_mutex_unlock (&hold_lock);
  return r;
}

int
fsync (int fd)
{
  static int (*real) (int);

  if (real == NULL)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "fsync");
  if (g_thread_self () == main_thread)
    {
      g_atomic_int_inc (&main_fsyncs);
      if (fd_is_folder (fd))
        g_string_append_c (main_calls, 'F');
    }
  else if (fd_is_folder (fd) && g_atomic_int_get (&journal_renamed))
    hold_worker (HOLD_FOLDER_SYNC);
  else if (fd_path_has (fd, ".compact"))
    hold_worker (HOLD_COMPACT_SYNC);
  return real (fd);
}

int
fdatasync (int fd)
{
  static int (*real) (int);

  if (real == NULL)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "fdatasync");
  if (g_thread_self () == main_thread)
    g_atomic_int_inc (&main_fdatasyncs);
  else if (fd_path_has (fd, ".journal.new"))
    hold_worker (HOLD_JOURNAL_SYNC);
  return real (fd);
}

int
rename (const char *from,
        const char *to)
{
  static int (*real) (const char *, const char *);

  if (real == NULL)
    real = (int (*) (const char *, const char *)) dlsym (RTLD_NEXT, "rename");
  if (g_thread_self () == main_thread)
    {
      g_atomic_int_inc (&main_renames);
      g_string_append_c (main_calls, 'R');
    }
  else if (g_str_has_suffix (from, ".journal.new"))
    g_atomic_int_set (&journal_renamed, TRUE);
  else if (g_str_has_suffix (from, ".compact"))
    {
      g_atomic_int_inc (&compact_renames);
      if (g_atomic_int_get (&fail_compact))
        {
          errno = EIO;
          return -1;
        }
    }
  return real (from, to);
}

int
ftruncate (int   fd,
           off_t length)
{
  static int (*real) (int, off_t);

  if (real == NULL)
    real = (int (*) (int, off_t)) dlsym (RTLD_NEXT, "ftruncate");
  if (g_thread_self () == main_thread)
    g_string_append_c (main_calls, 'T');
  return real (fd, length);
}

static void
count_from_here (void)
{
  g_atomic_int_set (&main_fsyncs, 0);
  g_atomic_int_set (&main_fdatasyncs, 0);
  g_atomic_int_set (&main_renames, 0);
  g_atomic_int_set (&journal_renamed, FALSE);
  g_atomic_int_set (&compact_renames, 0);
  g_string_truncate (main_calls, 0);
}

typedef struct {
  AdjRulebook  *rb;
  AdjGame      *game;
  AdjTestModel *a;
  AdjTestModel *b;
  char         *path;
  char         *journal;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->rb = adj_test_rulebook (NULL);
  f->path = g_build_filename (g_get_user_data_dir (), "adjutant", "game.adjutant", NULL);
  f->journal = g_strconcat (f->path, ".journal", NULL);
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
  g_clear_pointer (&f->journal, g_free);
}

/* what a restart must bring back: each model and the roll log */
static char *
game_digest (AdjGame *game)
{
  GString *out = g_string_new (NULL);
  GPtrArray *models = adj_game_get_models (game);
  g_autofree char *csv = adj_roll_log_to_csv (adj_game_get_roll_log (game));

  for (guint i = 0; i < models->len; i++)
    {
      g_autofree char *snapshot = adj_model_snapshot (g_ptr_array_index (models, i));

      g_string_append (out, snapshot);
    }
  g_string_append (out, csv);
  return g_string_free (out, FALSE);
}

static AdjGame *
restart (Fixture  *f,
         GError  **error,
         gboolean *ok)
{
  AdjGame *again = adj_game_new (f->rb, f->path);
  g_autoptr(AdjTestModel) a = adj_test_model_new ("alpha");
  g_autoptr(AdjTestModel) b = adj_test_model_new ("beta");

  adj_game_add_model (again, ADJ_MODEL (a));
  adj_game_add_model (again, ADJ_MODEL (b));
  *ok = adj_game_restore (again, error);
  return again;
}

/* An action as the aids make them: a roll, then the change it is for. */
static void
play (Fixture *f,
      guint    n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("impulse %u", i);
      g_autoptr(GError) error = NULL;

      if (i % 3 == 0)
        {
          g_autoptr(AdjRoll) roll = adj_dice_roll_text (adj_game_get_dice (f->game), "2d6", "impulse",
                                                        "Axis", 0, "3 4", &error);
          g_assert_no_error (error);
        }
      adj_test_model_add (i % 2 ? f->b : f->a, name);
      if (i % 7 == 6)
        g_assert_true (adj_history_undo (adj_game_get_history (f->game, i % 2 ? "beta" : "alpha"), NULL));
    }
}

static guint
count_records (const char *path)
{
  g_autofree char *data = NULL;
  gsize len = 0;
  guint n = 0;

  if (!g_file_get_contents (path, &data, &len, NULL))
    return 0;
  for (gsize at = 0; at + 4 <= len; at++)
    if (memcmp (data + at, "ADJ1", 4) == 0)
      n++;
  return n;
}

static void
test_replay (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjGame) again = NULL;
  g_autofree char *state_before = NULL;
  g_autofree char *state_after = NULL;
  g_autofree char *want = NULL;
  g_autofree char *got = NULL;
  gboolean ok;

  g_assert_true (adj_game_restore (f->game, &error));
  adj_test_model_add (f->a, "first");
  state_before = adj_test_read_file (f->path);
  play (f, 300);
  /* the state file was not written again: every change is in the journal */
  state_after = adj_test_read_file (f->path);
  g_assert_cmpstr (state_after, ==, state_before);
  g_assert_cmpuint (count_records (f->journal), ==, 300 + 300 / 7);
  want = game_digest (f->game);

  again = restart (f, &error, &ok);
  g_assert_no_error (error);
  g_assert_true (ok);
  got = game_digest (again);
  g_assert_cmpstr (got, ==, want);
  g_assert_null (adj_game_get_save_error (again));
}

/* One change with its roll is one record, one write. */
static void
test_one_action_one_record (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) roll = NULL;

  adj_test_model_add (f->a, "first");
  g_assert_cmpuint (count_records (f->journal), ==, 0);
  roll = adj_dice_roll_text (adj_game_get_dice (f->game), "2d6", "impulse", "Axis", 0, "3 4", &error);
  adj_test_model_add (f->a, "second");
  g_assert_cmpuint (count_records (f->journal), ==, 1);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (count_records (f->journal), ==, 1);
  /* a roll alone: written when the main loop runs, before the next frame */
  g_clear_object (&roll);
  roll = adj_dice_roll_text (adj_game_get_dice (f->game), "2d6", "impulse", "Axis", 0, "1 1", &error);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (count_records (f->journal), ==, 2);
}

/* A kill during a write leaves half a record at the end: it is dropped,
 * every record before it kept, and the next record goes where it began. */
static void
test_torn_last_record (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjGame) again = NULL;
  g_autoptr(AdjGame) third = NULL;
  g_autofree char *want = NULL;
  g_autofree char *got = NULL;
  g_autofree char *journal = NULL;
  g_autofree char *final = NULL;
  gsize len, whole;
  gboolean ok;

  play (f, 20);
  want = game_digest (f->game);
  adj_test_model_add (f->a, "lost in the kill");
  g_assert_true (g_file_get_contents (f->journal, &journal, &len, NULL));
  whole = len;
  g_clear_object (&f->game);
  /* the last record, cut in the middle */
  g_assert_cmpint (truncate (f->journal, whole - 7), ==, 0);

  again = restart (f, &error, &ok);
  g_assert_no_error (error);
  g_assert_true (ok);
  got = game_digest (again);
  g_assert_cmpstr (got, ==, want);

  adj_test_model_add (ADJ_TEST_MODEL (adj_game_get_model (again, "alpha")), "after the restart");
  final = game_digest (again);
  g_clear_object (&again);
  third = restart (f, &error, &ok);
  g_assert_no_error (error);
  g_assert_true (ok);
  g_clear_pointer (&got, g_free);
  got = game_digest (third);
  g_assert_cmpstr (got, ==, final);
}

/* A damaged record with more after it is not a kill: the message says
 * where, the game is the state file's, and the journal is kept aside as
 * it was, byte for byte. */
static void
test_corrupt_middle_record (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjGame) again = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autofree char *folder = g_path_get_dirname (f->path);
  g_autofree char *base = NULL;
  g_autofree char *journal = NULL;
  g_autofree char *got = NULL;
  const char *name;
  gsize len;
  guint kept = 0;
  gboolean ok;

  adj_test_model_add (f->a, "in the state file");
  base = game_digest (f->game);
  play (f, 20);
  g_clear_object (&f->game);
  g_assert_true (g_file_get_contents (f->journal, &journal, &len, NULL));
  journal[len / 2] ^= 0x20;
  g_assert_true (g_file_set_contents (f->journal, journal, len, NULL));

  again = restart (f, &error, &ok);
  g_assert_false (ok);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
  g_assert_nonnull (strstr (error->message, "is damaged at record"));
  g_assert_nonnull (strstr (error->message, "kept as"));
  got = game_digest (again);
  g_assert_cmpstr (got, ==, base);
  g_assert_false (g_file_test (f->journal, G_FILE_TEST_EXISTS));
  dir = g_dir_open (folder, 0, NULL);
  while ((name = g_dir_read_name (dir)))
    if (g_str_has_prefix (name, "game.adjutant.journal.unread-"))
      {
        g_autofree char *p = g_build_filename (folder, name, NULL);
        g_autofree char *aside = NULL;
        gsize aside_len;

        g_assert_true (g_file_get_contents (p, &aside, &aside_len, NULL));
        g_assert_cmpmem (aside, aside_len, journal, len);
        kept++;
      }
  g_assert_cmpuint (kept, ==, 1);

  /* and the game goes on, saved whole */
  adj_test_model_add (ADJ_TEST_MODEL (adj_game_get_model (again, "alpha")), "on from here");
  g_clear_pointer (&journal, g_free);
  journal = adj_test_read_file (f->path);
  g_assert_nonnull (strstr (journal, "on from here"));
}

/* Past a thousand records the journal is folded into the state file on a
 * worker thread; nothing is lost, before, during or after. */
static void
test_compaction (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjGame) again = NULL;
  g_autofree char *want = NULL;
  g_autofree char *got = NULL;
  g_autofree char *state = NULL;
  gboolean ok;

  play (f, 1100);
  /* the worker's write is taken in by the main loop */
  g_assert_true (adj_test_wait_until (count_records (f->journal) < 300, 10000));
  play (f, 10);
  state = adj_test_read_file (f->path);
  g_assert_nonnull (strstr (state, "journal-seq=\""));
  g_assert_nonnull (strstr (state, "<name>impulse 500</name>"));
  want = game_digest (f->game);

  again = restart (f, &error, &ok);
  g_assert_no_error (error);
  g_assert_true (ok);
  got = game_digest (again);
  g_assert_cmpstr (got, ==, want);
}

/* The compaction's writes, syncs and renames are all the worker's: the
 * main thread spends one write and one fdatasync on each change, and
 * nothing more, as the compaction starts, when it is taken in and after. */
static void
test_compaction_off_main_thread (Fixture       *f,
                                 gconstpointer  data)
{
  guint n = 100;

  adj_test_model_add (f->a, "first");   /* the first change writes the state whole */
  count_from_here ();
  for (guint i = 0; i < 1000; i++)      /* the thousandth record starts a compaction */
    adj_test_model_add (f->b, "before");
  adj_game_wait_for_writes (f->game);
  g_assert_true (g_atomic_int_get (&journal_renamed));
  g_assert_cmpuint (count_records (f->journal), ==, 0);
  play (f, n);
  g_assert_cmpuint (g_atomic_int_get (&main_renames), ==, 0);
  g_assert_cmpuint (g_atomic_int_get (&main_fsyncs), ==, 0);
  /* play() undoes every seventh change */
  g_assert_cmpuint (g_atomic_int_get (&main_fdatasyncs), ==, 1000 + n + (n + 1) / 7);
}

/* A full write of the state (here the flush at quitting) has its name on
 * disk before the journal that holds its changes is cut: a crash never
 * finds the old state beside an emptied journal. (GLib's durable write
 * syncs the folder after its rename.) */
static void
test_state_name_before_journal_cut (Fixture       *f,
                                    gconstpointer  data)
{
  adj_test_model_add (f->a, "first");
  play (f, 20);
  count_from_here ();
  g_assert_true (adj_game_flush (f->game));
  g_test_message ("main thread: %s", main_calls->str);
  /* each state written (with the journal's place, then plain): renamed,
   * its folder synced, and only then the journal cut */
  g_assert_nonnull (strstr (main_calls->str, "RF"));
  g_assert_nonnull (strchr (main_calls->str, 'T'));
  g_assert_false (g_regex_match_simple ("R[^F]*T", main_calls->str, 0, 0));
}

/* A compaction that fails is not tried again at the next change, but after
 * as much again has been journaled. */
static void
test_compaction_backs_off (Fixture       *f,
                           gconstpointer  data)
{
  g_autofree char *name = g_strnfill (400, 'n');

  adj_test_model_add (f->a, "first");
  count_from_here ();
  g_atomic_int_set (&fail_compact, TRUE);
  /* 1,000 records of some 400 bytes: past both the count and the size */
  for (guint i = 0; i < 1000; i++)
    adj_test_model_add (f->b, name);
  adj_game_wait_for_writes (f->game);
  g_assert_cmpuint (g_atomic_int_get (&compact_renames), ==, 1);
  for (guint i = 0; i < 20; i++)
    adj_test_model_add (f->b, name);
  adj_game_wait_for_writes (f->game);
  g_assert_cmpuint (g_atomic_int_get (&compact_renames), ==, 1);
  /* it works again: at the next trigger the journal is folded */
  g_atomic_int_set (&fail_compact, FALSE);
  for (guint i = 0; i < 1000 && g_atomic_int_get (&compact_renames) < 2; i++)
    adj_test_model_add (f->b, name);
  adj_game_wait_for_writes (f->game);
  g_assert_cmpuint (g_atomic_int_get (&compact_renames), ==, 2);
  g_assert_cmpuint (count_records (f->journal), <, 100);
}

/* Changes made while the worker compacts land in the new journal, whenever
 * they come: while it writes the state, while it writes the new journal,
 * and after the new journal took the old one's place but before its name
 * is on disk (the first change then syncs the folder itself). A restart
 * finds them all. */
static void
test_compaction_meets_changes (Fixture       *f,
                               gconstpointer  data)
{
  static const struct { Hold at; guint changes; } windows[] = {
    { HOLD_COMPACT_SYNC, 5 }, { HOLD_JOURNAL_SYNC, 3 }, { HOLD_FOLDER_SYNC, 2 },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjGame) again = NULL;
  g_autofree char *want = NULL;
  g_autofree char *got = NULL;
  guint since = 0;
  gboolean ok;

  adj_test_model_add (f->a, "first");
  count_from_here ();
  hold (windows[0].at);
  /* up to the thousandth record: the compaction starts */
  for (guint i = 0; i < 990; i++)
    adj_test_model_add (f->b, "before");
  while (count_records (f->journal) < 1000)
    adj_test_model_add (f->b, "just before");
  for (guint w = 0; w < G_N_ELEMENTS (windows); w++)
    {
      g_assert_true (adj_test_wait_until (is_held (), 10000));
      for (guint i = 0; i < windows[w].changes; i++)
        adj_test_model_add (f->a, "while compacting");
      since += windows[w].changes;
      /* on to the next window, or to the end */
      hold (w + 1 < G_N_ELEMENTS (windows) ? windows[w + 1].at : HOLD_NONE);
    }
  g_assert_true (adj_test_wait_until (count_records (f->journal) == since, 10000));
  /* the change after the new journal's rename synced the folder, once */
  g_assert_cmpuint (g_atomic_int_get (&main_fsyncs), ==, 1);
  g_assert_cmpuint (g_atomic_int_get (&main_renames), ==, 0);

  want = game_digest (f->game);
  again = restart (f, &error, &ok);
  g_assert_no_error (error);
  g_assert_true (ok);
  got = game_digest (again);
  g_assert_cmpstr (got, ==, want);
}

/* The roll log's element as the game's files held it before each roll's
 * text was kept: libxml2's dump of adj_roll_log_save(), in a document with
 * no encoding. */
static char *
log_dump (AdjRollLog *log)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "adjutant");
  g_autoptr(xmlBuffer) buf = xmlBufferCreate ();

  xmlDocSetRootElement (doc, root);
  adj_roll_log_save (log, root);
  xmlNodeDump (buf, doc, root->children, 0, 0);
  return g_strndup ((const char *) xmlBufferContent (buf), xmlBufferLength (buf));
}

typedef struct {
  AdjRollLogText *text;
  GString        *out;
} TextJob;

static gpointer
write_text (gpointer data)
{
  TextJob *job = data;

  adj_roll_log_text_write (job->text, job->out);
  return NULL;
}

/* The log as the game's workers write it: taken, written on a thread of
 * its own, and the texts it made kept. */
static char *
log_text (AdjRollLog *log)
{
  g_autoptr(AdjRollLogText) text = adj_roll_log_dup_text (log);
  TextJob job = { text, g_string_new (NULL) };

  g_thread_join (g_thread_new ("write", write_text, &job));
  adj_roll_log_keep_text (log, text);
  return g_string_free (job.out, FALSE);
}

static void
assert_log_text (AdjRollLog *log)
{
  g_autofree char *want = log_dump (log);
  g_autofree char *got = log_text (log);
  g_autofree char *again = log_text (log);

  g_assert_cmpstr (got, ==, want);
  /* and from the texts kept */
  g_assert_cmpstr (again, ==, want);
}

static void
log_odd_roll (AdjRollLog *log,
              guint       i)
{
  const int faces[] = { 3, 4 };
  g_autoptr(GDateTime) time = g_date_time_new_utc (2026, 11, 26, 8, 0, i % 60);
  g_autofree char *purpose = g_strdup_printf ("Überfall %u & <co> \"q\" 'x'\t\nend", i);
  g_autoptr(AdjRoll) roll = adj_roll_new (time, purpose, "Axé 日本", "2d6", faces, 2, -1, 6, i % 2);

  if (i % 3 == 0)
    adj_roll_set_note (roll, "a note > the \r rest &amp;");
  adj_roll_log_append (log, roll);
}

/* The roll log's text, kept roll by roll and written on a worker, is byte
 * for byte what libxml2 wrote of the whole log: with odd characters, marks
 * changed after a text was kept, past the cap, cleared, loaded, replayed. */
static void
test_roll_log_text (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjDice) dice = adj_dice_new (log);
  g_autoptr(AdjRollLog) other = adj_roll_log_new ();
  g_autoptr(AdjRollLog) replayed = adj_roll_log_new ();
  g_autofree char *changes = NULL;
  g_autoptr(GError) error = NULL;
  gsize len = 0;

  assert_log_text (log);
  for (guint i = 0; i < 20; i++)
    {
      const char *args[] = { "3", "x-1", NULL };
      g_autoptr(AdjRoll) roll = NULL;

      log_odd_roll (log, i);
      roll = adj_dice_roll_text_about (dice, "2d6", "Attack", "Axis", "alpha.attack", args, 1, "6 6", &error);
      g_assert_no_error (error);
      adj_roll_log_take_pending (log, "alpha", 100 + i);
    }
  assert_log_text (log);
  /* marked after their texts were kept */
  adj_roll_log_set_step_undone (log, 103, TRUE);
  adj_roll_log_set_step_undone (log, 107, TRUE);
  assert_log_text (log);
  adj_roll_log_set_step_undone (log, 103, FALSE);
  assert_log_text (log);

  /* past the cap; a text taken before the oldest left comes back to its roll */
  for (guint i = 20; g_list_model_get_n_items (G_LIST_MODEL (log)) < 5000; i++)
    log_odd_roll (log, i);
  {
    g_autoptr(AdjRollLogText) text = adj_roll_log_dup_text (log);
    g_autofree char *want = log_dump (log);
    g_autofree char *got = NULL;
    TextJob job = { text, g_string_new (NULL) };

    for (guint i = 0; i < 7; i++)
      log_odd_roll (log, 9000 + i);
    g_thread_join (g_thread_new ("write", write_text, &job));
    got = g_string_free (job.out, FALSE);
    g_assert_cmpstr (got, ==, want);
    adj_roll_log_keep_text (log, text);
  }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 5000);
  assert_log_text (log);
  adj_roll_log_set_step_undone (log, 107, FALSE);
  adj_roll_log_set_step_undone (log, 119, TRUE);
  assert_log_text (log);

  /* replayed from the journal's changes, and loaded */
  changes = adj_roll_log_take_changes (log, &len);
  g_assert_true (adj_roll_log_apply_changes (replayed, changes, len, &error));
  g_assert_no_error (error);
  assert_log_text (replayed);
  {
    g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
    xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "adjutant");

    xmlDocSetRootElement (doc, root);
    adj_roll_log_save (log, root);
    log_odd_roll (other, 1);
    assert_log_text (other);
    g_assert_true (adj_roll_log_load (other, root->children, &error));
    g_assert_no_error (error);
    assert_log_text (other);
  }

  /* reset */
  adj_roll_log_clear (log);
  assert_log_text (log);
  log_odd_roll (log, 1);
  assert_log_text (log);
}

/* The game's file as it was written on the main thread before: the
 * snapshots the journal holds and the log's dump; for the state, the named
 * file and the journal's place too. */
static char *
document_of (AdjGame    *game,
             const char *file,
             const char *seq)
{
  GString *out = g_string_new (NULL);
  GPtrArray *models = adj_game_get_models (game);
  g_autofree char *log = log_dump (adj_game_get_roll_log (game));

  g_string_append_printf (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<adjutant version=\"%d\" generator=\"Adjutant %s\"",
                          ADJ_SAVE_FORMAT_VERSION, PACKAGE_VERSION);
  if (file != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (file, -1);

      g_string_append_printf (out, " file=\"%s\"", escaped);
    }
  if (seq != NULL)
    g_string_append_printf (out, " journal-seq=\"%s\"", seq);
  g_string_append (out, ">\n");
  for (guint i = 0; i < models->len; i++)
    {
      const char *id = adj_model_get_id (g_ptr_array_index (models, i));
      const char *snapshot = adj_history_get_current (adj_game_get_history (game, id));
      const char *body = g_str_has_prefix (snapshot, "<?xml") ? strchr (snapshot, '\n') : NULL;

      g_string_append (out, body ? body + 1 : snapshot);
    }
  g_string_append (out, log);
  g_string_append (out, "\n</adjutant>\n");
  return g_string_free (out, FALSE);
}

/* equal, or where they differ */
static void
assert_same_text (const char *got,
                  const char *want)
{
  gsize at = 0;

  while (got[at] != '\0' && got[at] == want[at])
    at++;
  if (got[at] != want[at])
    {
      g_autofree char *a = g_strndup (got + (at > 80 ? at - 80 : 0), 200);
      g_autofree char *b = g_strndup (want + (at > 80 ? at - 80 : 0), 200);

      g_test_message ("they differ at byte %" G_GSIZE_FORMAT ":\n%s\n%s", at, a, b);
      g_assert_cmpstr (a, ==, b);
    }
}

static gboolean
file_is (const char *path,
         const char *want)
{
  g_autofree char *got = NULL;

  return g_file_get_contents (path, &got, NULL, NULL) && strcmp (got, want) == 0;
}

/* An action whose roll is tied to it (so that an undo marks it), and now
 * and then a roll with odd characters alone, or an undo. */
static void
play_tied (Fixture *f,
           guint    i)
{
  const char *args[] = { "7", NULL };
  g_autofree char *name = g_strdup_printf ("tied <%u> & é", i);
  g_autoptr(AdjRoll) roll = NULL;
  g_autoptr(GError) error = NULL;

  roll = adj_dice_roll_text_about (adj_game_get_dice (f->game), "2d6", "Attack", "Axis",
                                   "alpha.attack", args, 0, "3 4", &error);
  g_assert_no_error (error);
  adj_test_model_add (f->a, name);
  if (i % 5 == 4)
    {
      g_autoptr(AdjRoll) odd = adj_dice_roll_text (adj_game_get_dice (f->game), "1d6", "Überfall \"&\" <x>\t",
                                                   "Axé 日本", 0, "5", &error);

      g_assert_no_error (error);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  if (i % 7 == 6)
    g_assert_true (adj_history_undo (adj_game_get_history (f->game, "alpha"), NULL));
}

/* What the workers write, the named file and the compacted state, is byte
 * for byte what the main thread wrote before: with undone rolls, a log
 * trimmed at its cap, a New game and its undo in between. */
static void
test_files_as_before (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *named = g_build_filename (g_get_user_data_dir (), "named game.adjutant", NULL);
  g_autoptr(GString) doc = g_string_new ("<?xml version=\"1.0\"?>\n<adjutant version=\"1\"><roll-log>");
  g_autoptr(GError) error = NULL;
  g_autofree char *want = NULL;
  g_autofree char *state = NULL;
  g_autofree char *seq = NULL;
  const char *at;
  guint i = 0;

  for (guint k = 0; k < 4990; k++)
    g_string_append (doc, "<roll time=\"2026-11-26T08:00:00Z\" purpose=\"Impulse\" who=\"Axis\" dice=\"2d6\" "
                          "faces=\"3 4\" modifier=\"0\" result=\"7\" physical=\"no\"/>");
  g_string_append (doc, "</roll-log></adjutant>\n");
  g_assert_true (adj_game_load_data (f->game, doc->str, doc->len, "test", &error));
  g_assert_no_error (error);
  g_assert_true (adj_game_save_as (f->game, named, &error));
  g_assert_no_error (error);

  for (; i < 30; i++)
    play_tied (f, i);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (adj_game_get_roll_log (f->game))), ==, 5000);
  want = document_of (f->game, NULL, NULL);
  g_assert_true (adj_test_wait_until (file_is (named, want), 10000));

  adj_game_new_game (f->game);
  for (; i < 40; i++)
    play_tied (f, i);
  g_assert_true (adj_game_undo_replace (f->game));
  /* up to the thousandth record: the compaction takes the game as it is */
  while (count_records (f->journal) < 990)
    play_tied (f, i++);
  while (count_records (f->journal) < 1000)
    adj_test_model_add (f->b, "to the thousandth");
  g_clear_pointer (&want, g_free);
  want = document_of (f->game, NULL, NULL);
  g_assert_true (adj_test_wait_until (file_is (named, want), 10000));
  g_assert_true (adj_test_wait_until (count_records (f->journal) < 1000, 10000));
  state = adj_test_read_file (f->path);
  at = strstr (state, "journal-seq=\"");
  g_assert_nonnull (at);
  seq = g_strndup (at + strlen ("journal-seq=\""), strcspn (at + strlen ("journal-seq=\""), "\""));
  g_clear_pointer (&want, g_free);
  want = document_of (f->game, named, seq);
  assert_same_text (state, want);
}

/* The deltas: what two snapshots share from both ends is not written. */
static void
test_record_is_the_change (void)
{
  g_autoptr(GByteArray) record = adj_journal_record_new (1);
  g_autoptr(GString) big = g_string_new (NULL);
  g_autofree char *changed = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (big, "<impulse n=\"%u\"/>", i);
  changed = g_strdup (big->str);
  changed[big->len / 2] = 'X';
  g_assert_false (adj_journal_record_add_model (record, "m", big->str, big->len, big->str, big->len));
  g_assert_true (adj_journal_record_add_model (record, "m", big->str, big->len, changed, big->len));
  g_assert_cmpuint (record->len, <, 64);
  g_assert_cmpuint (adj_crc32 ("123456789", 9), ==, 0xCBF43926u);

  /* a counter at the top and an entry at the bottom: two small parts */
  {
    g_autoptr(GByteArray) two = adj_journal_record_new (2);
    g_autoptr(GString) before = g_string_new ("<model count=\"99\">");
    g_autoptr(GString) after = NULL;
    g_autoptr(GHashTable) snapshots = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                             (GDestroyNotify) (void (*) (void)) g_string_free);
    guint64 last;
    gsize valid;

    for (guint i = 0; i < 99; i++)
      g_string_append_printf (before, "<name>impulse %u</name>", i);
    after = g_string_new (before->str);
    g_string_append (before, "</model>");
    g_string_replace (after, "count=\"99\"", "count=\"100\"", 1);
    g_string_append (after, "<name>impulse 99</name></model>");
    g_assert_true (adj_journal_record_add_model (two, "m", before->str, before->len, after->str, after->len));
    adj_journal_record_finish (two);
    g_assert_cmpuint (two->len, <, 160);
    /* and it replays to the snapshot after */
    g_hash_table_insert (snapshots, (gpointer) "m", g_string_new (before->str));
    g_assert_true (adj_journal_replay ((const char *) two->data, two->len, "test", 1, snapshots,
                                       NULL, NULL, &last, &valid, NULL));
    g_assert_cmpuint (last, ==, 2);
    g_assert_cmpstr (((GString *) g_hash_table_lookup (snapshots, "m"))->str, ==, after->str);

    /* on a snapshot of the same length that differs next to a part: refused */
    g_string_overwrite (before, 1, "MODEL");
    g_hash_table_insert (snapshots, (gpointer) "m", g_string_new (before->str));
    g_assert_false (adj_journal_replay ((const char *) two->data, two->len, "test", 1, snapshots,
                                        NULL, NULL, &last, &valid, NULL));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  main_thread = g_thread_self ();
  main_calls = g_string_new (NULL);
#define ADD(name, fn) g_test_add (name, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/journal/replay", test_replay);
  ADD ("/journal/one-action-one-record", test_one_action_one_record);
  ADD ("/journal/torn-last-record", test_torn_last_record);
  ADD ("/journal/corrupt-middle-record", test_corrupt_middle_record);
  ADD ("/journal/compaction", test_compaction);
  ADD ("/journal/compaction-off-main-thread", test_compaction_off_main_thread);
  ADD ("/journal/compaction-meets-changes", test_compaction_meets_changes);
  ADD ("/journal/state-name-before-journal-cut", test_state_name_before_journal_cut);
  ADD ("/journal/compaction-backs-off", test_compaction_backs_off);
  ADD ("/journal/files-as-before", test_files_as_before);
  g_test_add_func ("/journal/record-is-the-change", test_record_is_the_change);
  g_test_add_func ("/journal/roll-log-text", test_roll_log_text);
  return g_test_run ();
}
