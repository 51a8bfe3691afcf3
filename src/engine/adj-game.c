/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "adj-error.h"
#include "adj-game.h"
#include "adj-game-lock.h"
#include "adj-journal.h"
#include "adj-xml-private.h"

/* undo labels: msgids, translated where they are shown */
#define NEW_GAME_LABEL N_("New game")
#define OPEN_GAME_LABEL N_("Open game")

/* The journal is folded into the save when it holds this many records, or
 * more bytes than the save and at least JOURNAL_MIN_BYTES. */
#define JOURNAL_MAX_RECORDS 1000
#define JOURNAL_MIN_BYTES (256 * 1024)
/* Rounds of records journaled while a compaction switches journals, written
 * outside the journal lock, before the rest is written under it. */
#define SWITCH_ROUNDS 4
/* The largest journal read back. Folding starts once the journal holds more
 * than the save (at most ADJ_XML_MAX_SIZE), and a record is no larger than
 * the change of a snapshot, itself within a save: a journal past four saves'
 * size was not written by Adjutant, and is put aside unread. */
#define JOURNAL_MAX_BYTES (4 * (gsize) ADJ_XML_MAX_SIZE)
/* The player's named file is written at most this often. */
#define FILE_DELAY_MS 500

struct _AdjGame
{
  GObject      parent_instance;

  AdjRulebook *rulebook;
  AdjRollLog  *log;
  AdjDice     *dice;
  char        *state_path;
  char        *save_error;
  char        *file;        /* the file the player named (Save As, Open), or NULL */
  GPtrArray   *models;      /* AdjModel */
  GPtrArray   *histories;   /* AdjHistory, same order */
  guint        loading;

  /* One writer per game (adj-game-lock.c): the lock on the state, held while
   * the game runs; without it (another Adjutant has the game) nothing is
   * written. The named file's lock, and whether another Adjutant has it. */
  int          state_lock;
  gboolean     read_only;
  int          file_lock;
  gboolean     file_taken;

  /* The journal (adj-journal.c): every change is one record appended to
   * `<state path>.journal` with one write and one fdatasync; the state file
   * holds the records up to base_seq, and is written whole only now and
   * then, from the snapshots the histories hold, on a worker thread, which
   * then puts a journal of the records since in the old one's place.
   *
   * While it compacts, the worker shares journal_fd, journal_size,
   * n_records, generation, since_compact and dir_unsynced with the main
   * thread, under journal_lock. The worker holds it to check the generation,
   * rename and swap; it writes and syncs outside it, but for a player who
   * never pauses (SWITCH_ROUNDS), so an action does not wait for the disk on
   * the worker's account. */
  GMutex       journal_lock;
  int          journal_fd;
  guint64      seq;            /* the last record written */
  guint64      base_seq;       /* the last record the state file holds */
  GPtrArray   *written;        /* GRefString: each model's snapshot as journaled last,
                                * shared with the workers that write the files */
  gsize        journal_size;
  gsize        base_size;
  guint        n_records;
  gboolean     need_full;      /* the journal cannot go on: write everything */
  guint        flush_id;       /* a roll logged with no change of a model */
  gboolean     compacting;
  guint        generation;     /* full writes: a compaction of an older game is dropped */
  GPtrArray   *since_compact;  /* GBytes: the records written while compacting */
  gboolean     dir_unsynced;   /* the new journal's name is not yet on disk */
  gsize        compact_after;  /* after a failed compaction: the journal size to try again */
  /* the named file, written whole off the main thread, coalesced */
  gboolean     file_dirty;
  gboolean     file_writing;
  guint        file_timeout;
  char        *state_msg;
  char        *file_msg;
  gboolean     disposing;

  /* The last New game or Open, until undone: the histories that recorded
   * it, and what the step does not hold (the roll log, the named file). */
  const char  *replace_label;
  GPtrArray   *replaced;        /* AdjHistory */
  xmlDoc      *replaced_log;
  char        *replaced_file;
};

G_DEFINE_FINAL_TYPE (AdjGame, adj_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SAVE_ERROR,
  PROP_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  LOADED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void autosave (AdjGame *self);

/* A full write comes, or the journal closes: a compaction in progress of
 * the game as it was neither takes the state's place nor swaps journals. */
static void
drop_compaction (AdjGame *self)
{
  g_mutex_lock (&self->journal_lock);
  self->generation++;
  g_mutex_unlock (&self->journal_lock);
}

static void
close_journal (AdjGame *self)
{
  g_mutex_lock (&self->journal_lock);
  self->generation++;
  if (self->journal_fd >= 0)
    close (self->journal_fd);
  self->journal_fd = -1;
  g_mutex_unlock (&self->journal_lock);
}

static void
adj_game_dispose (GObject *object)
{
  AdjGame *self = (AdjGame *) object;

  for (guint i = 0; self->models && i < self->models->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->models, i), self);
  for (guint i = 0; self->histories && i < self->histories->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->histories, i), self);
  if (self->log)
    g_signal_handlers_disconnect_by_data (self->log, self);
  self->disposing = TRUE;
  if (self->flush_id != 0 && self->models != NULL)
    {
      g_clear_handle_id (&self->flush_id, g_source_remove);
      autosave (self);
    }
  g_clear_handle_id (&self->flush_id, g_source_remove);
  if (self->file_timeout != 0 || self->file_dirty)
    {
      g_autoptr(GError) error = NULL;

      g_clear_handle_id (&self->file_timeout, g_source_remove);
      if (self->file != NULL && !self->file_taken && self->models != NULL && !adj_game_save_to (self, self->file, &error))
        g_warning ("%s", error->message);
      self->file_dirty = FALSE;
    }
  close_journal (self);
  adj_game_lock_release (self->state_lock);
  self->state_lock = -1;
  adj_game_lock_release (self->file_lock);
  self->file_lock = -1;
  g_clear_pointer (&self->replaced, g_ptr_array_unref);
  g_clear_pointer (&self->histories, g_ptr_array_unref);
  g_clear_pointer (&self->models, g_ptr_array_unref);
  g_clear_object (&self->dice);
  g_clear_object (&self->log);
  g_clear_object (&self->rulebook);
  G_OBJECT_CLASS (adj_game_parent_class)->dispose (object);
}

static void
adj_game_finalize (GObject *object)
{
  AdjGame *self = (AdjGame *) object;

  g_clear_pointer (&self->state_path, g_free);
  g_clear_pointer (&self->save_error, g_free);
  g_clear_pointer (&self->file, g_free);
  g_clear_pointer (&self->replaced_file, g_free);
  g_clear_pointer (&self->replaced_log, xmlFreeDoc);
  g_clear_pointer (&self->written, g_ptr_array_unref);
  g_clear_pointer (&self->since_compact, g_ptr_array_unref);
  g_clear_pointer (&self->state_msg, g_free);
  g_clear_pointer (&self->file_msg, g_free);
  g_mutex_clear (&self->journal_lock);
  G_OBJECT_CLASS (adj_game_parent_class)->finalize (object);
}

static void
adj_game_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  AdjGame *self = ADJ_GAME (object);

  switch (prop_id)
    {
    case PROP_SAVE_ERROR:
      g_value_set_string (value, self->save_error);
      break;
    case PROP_FILE:
      g_value_set_string (value, self->file);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_game_class_init (AdjGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = adj_game_dispose;
  object_class->finalize = adj_game_finalize;
  object_class->get_property = adj_game_get_property;

  /**
   * AdjGame:save-error:
   *
   * Why the last automatic save failed, or %NULL while saving works.
   */
  properties[PROP_SAVE_ERROR] =
    g_param_spec_string ("save-error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AdjGame:file:
   *
   * The file the player saved the game as or opened it from, or %NULL. Every
   * change goes to it as well as to the state path, and the state remembers
   * it across a restart.
   */
  properties[PROP_FILE] =
    g_param_spec_string ("file", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AdjGame::loaded:
   *
   * Every model's state was replaced (a file was opened or a new game started).
   */
  signals[LOADED] = g_signal_new ("loaded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
adj_game_init (AdjGame *self)
{
  self->models = g_ptr_array_new_with_free_func (g_object_unref);
  self->histories = g_ptr_array_new_with_free_func (g_object_unref);
  self->replaced = g_ptr_array_new_with_free_func (g_object_unref);
  self->state_lock = -1;
  self->file_lock = -1;
  self->journal_fd = -1;
  self->need_full = TRUE;
  self->written = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ref_string_release);
  self->since_compact = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_mutex_init (&self->journal_lock);
}

static void
set_save_error (AdjGame    *self,
                const char *message)
{
  if (g_strcmp0 (self->save_error, message) == 0)
    return;
  g_free (self->save_error);
  self->save_error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
}

/* Takes the named file's lock, so that two Adjutants never write one
 * file; if another has it, this one writes only its own save. */
static void
lock_file (AdjGame *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *lock = NULL;

  adj_game_lock_release (self->file_lock);
  self->file_lock = -1;
  self->file_taken = FALSE;
  /* only a game that holds its own lock (adj_game_lock()) locks files */
  if (self->file == NULL || self->state_lock < 0)
    return;
  lock = adj_game_lock_path_for_file (self->file);
  self->file_lock = adj_game_lock_acquire (lock, &error);
  /* a runtime folder that cannot hold a lock does not stop saving */
  self->file_taken = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  if (error != NULL)
    g_debug ("%s", error->message);
}

static void
set_file (AdjGame    *self,
          const char *file)
{
  if (g_strcmp0 (self->file, file) == 0)
    return;
  g_free (self->file);
  self->file = g_strdup (file);
  lock_file (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static gboolean save_state (AdjGame  *self,
                            GError  **error);
static void journal_record (AdjGame *self);

/* Says in AdjGame:save-error what failed last: the state, the named file. */
static void
report (AdjGame *self)
{
  g_autoptr(GString) msg = g_string_new (NULL);

  if (self->state_msg != NULL)
    g_string_append_printf (msg, _("Could not save the game: %s. Everything stays on screen; "
                                   "Adjutant tries again at the next change."), self->state_msg);
  if (self->file_msg != NULL && self->file != NULL)
    {
      g_autofree char *name = g_filename_display_name (self->file);

      if (msg->len > 0)
        g_string_append_c (msg, '\n');
      g_string_append_printf (msg, _("Could not save the game to “%s”: %s. The game stays on screen "
                                     "and in Adjutant’s own save; Adjutant tries again at the next "
                                     "change."), name, self->file_msg);
    }
  if (self->file != NULL && self->file_taken)
    {
      g_autofree char *name = g_filename_display_name (self->file);

      if (msg->len > 0)
        g_string_append_c (msg, '\n');
      g_string_append_printf (msg, _("“%s” is open in another Adjutant window, which saves to it. "
                                     "This window saves only to Adjutant’s own save; use Save As to "
                                     "keep this game in a file of its own."), name);
    }
  if (msg->len > 0)
    g_debug ("%s", msg->str);
  set_save_error (self, msg->len > 0 ? msg->str : NULL);
}

static void
set_msg (char         **msg,
         const GError  *error)
{
  g_free (*msg);
  *msg = error ? g_strdup (error->message) : NULL;
}

/* Saves the state whole and, if @to_file, the named file; says what failed
 * in AdjGame:save-error. Returns: %TRUE if every write worked. */
static gboolean
save_everything (AdjGame  *self,
                 gboolean  to_file,
                 GError  **error)
{
  g_autoptr(GError) state_error = NULL;
  g_autoptr(GError) file_error = NULL;

  if (self->read_only)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   _("the game is open in another Adjutant window"));
      return FALSE;
    }
  if (self->state_path != NULL)
    {
      save_state (self, &state_error);
      set_msg (&self->state_msg, state_error);
    }
  if (to_file && self->file != NULL && !self->file_taken)
    {
      g_clear_handle_id (&self->file_timeout, g_source_remove);
      self->file_dirty = FALSE;
      adj_game_save_to (self, self->file, &file_error);
      set_msg (&self->file_msg, file_error);
    }
  report (self);
  if (state_error != NULL || file_error != NULL)
    {
      if (state_error != NULL)
        g_propagate_error (error, g_steal_pointer (&state_error));
      else
        g_propagate_error (error, g_steal_pointer (&file_error));
      return FALSE;
    }
  return TRUE;
}

static void
autosave (AdjGame *self)
{
  if (self->loading > 0 || self->read_only)
    return;
  journal_record (self);
}

static gboolean
flush_now (gpointer data)
{
  AdjGame *self = data;

  self->flush_id = 0;
  autosave (self);
  return G_SOURCE_REMOVE;
}

static void
on_roll_logged (GListModel *log,
                guint       position,
                guint       removed,
                guint       added,
                AdjGame    *self)
{
  /* The change of a model that a roll is made for comes right after it and
   * writes both in one record; a roll alone is written before the next
   * frame (redrawing runs at a lower priority). */
  if (self->flush_id == 0 && self->loading == 0)
    self->flush_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, flush_now, self, NULL);
}

/**
 * adj_game_new:
 * @rulebook: the loaded rule tables
 * @state_path: (nullable): where the game is saved after every change;
 *   %NULL for `$XDG_DATA_HOME/adjutant/game.adjutant`
 *
 * Returns: (transfer full): a game with no models yet
 */
AdjGame *
adj_game_new (AdjRulebook *rulebook,
              const char  *state_path)
{
  AdjGame *self = g_object_new (ADJ_TYPE_GAME, NULL);

  self->rulebook = g_object_ref (rulebook);
  self->log = adj_roll_log_new ();
  self->dice = adj_dice_new (self->log);
  self->state_path = state_path ? g_strdup (state_path)
    : g_build_filename (g_get_user_data_dir (), "adjutant", "game.adjutant", NULL);
  g_signal_connect (self->log, "items-changed", G_CALLBACK (on_roll_logged), self);
  return self;
}

/** adj_game_get_rulebook: Returns: (transfer none): the rule tables */
AdjRulebook *
adj_game_get_rulebook (AdjGame *self)
{
  return self->rulebook;
}

/** adj_game_get_dice: Returns: (transfer none): the dice service */
AdjDice *
adj_game_get_dice (AdjGame *self)
{
  return self->dice;
}

/** adj_game_get_roll_log: Returns: (transfer none): the roll log */
AdjRollLog *
adj_game_get_roll_log (AdjGame *self)
{
  return self->log;
}

/** adj_game_get_state_path: Returns: (transfer none): where the game saves itself */
const char *
adj_game_get_state_path (AdjGame *self)
{
  return self->state_path;
}

/** adj_game_get_file: Returns: (transfer none) (nullable): the file the game is saved as, see #AdjGame:file */
const char *
adj_game_get_file (AdjGame *self)
{
  return self->file;
}

/** adj_game_get_save_error: Returns: (transfer none) (nullable): why saving fails */
const char *
adj_game_get_save_error (AdjGame *self)
{
  return self->save_error;
}

static void
on_model_changed (AdjModel   *model,
                  const char *label,
                  AdjGame    *self)
{
  /* a roll not tied to this change belongs to none */
  adj_roll_log_take_pending (self->log, NULL, 0);
  autosave (self);
}

static void
on_history_applied (AdjHistory *history,
                    const char *label,
                    gboolean    undo,
                    AdjGame    *self)
{
  /* the rolls made for the step are marked undone in the log, or restored */
  adj_roll_log_set_step_undone (self->log, undo ? adj_history_get_redo_step (history)
                                                : adj_history_get_undo_step (history), undo);
  autosave (self);
}

static void
on_history_recorded (AdjHistory *history,
                     guint       step,
                     AdjGame    *self)
{
  /* the rolls the aid made just before belong to the step */
  adj_roll_log_take_pending (self->log, adj_model_get_id (adj_history_get_model (history)), step);
}

/* The journal's record holds the model's snapshot as its history has it now. */
static void
set_written (AdjGame *self,
             guint    i)
{
  g_ref_string_release (g_ptr_array_index (self->written, i));
  g_ptr_array_index (self->written, i) = g_ref_string_new (adj_history_get_current (g_ptr_array_index (self->histories, i)));
}

/**
 * adj_game_add_model:
 * @self: the game
 * @model: a game aid's model
 *
 * Adds a model, gives it an undo history and saves it with the game.
 */
void
adj_game_add_model (AdjGame  *self,
                    AdjModel *model)
{
  AdjHistory *history;

  g_return_if_fail (ADJ_IS_GAME (self));
  g_return_if_fail (adj_game_get_model (self, adj_model_get_id (model)) == NULL);

  history = adj_history_new (model);
  g_ptr_array_add (self->models, g_object_ref (model));
  g_ptr_array_add (self->histories, history);
  g_ptr_array_add (self->written, g_ref_string_new (adj_history_get_current (history)));
  /* after the history's own handler, so the step is recorded before saving */
  g_signal_connect_after (model, "changed", G_CALLBACK (on_model_changed), self);
  g_signal_connect (history, "applied", G_CALLBACK (on_history_applied), self);
  g_signal_connect (history, "recorded", G_CALLBACK (on_history_recorded), self);
}

/** adj_game_get_model: Returns: (transfer none) (nullable): the model with that id */
AdjModel *
adj_game_get_model (AdjGame    *self,
                    const char *id)
{
  for (guint i = 0; i < self->models->len; i++)
    if (g_strcmp0 (adj_model_get_id (g_ptr_array_index (self->models, i)), id) == 0)
      return g_ptr_array_index (self->models, i);
  return NULL;
}

/** adj_game_get_history: Returns: (transfer none) (nullable): the undo history of that model */
AdjHistory *
adj_game_get_history (AdjGame    *self,
                      const char *id)
{
  for (guint i = 0; i < self->models->len; i++)
    if (g_strcmp0 (adj_model_get_id (g_ptr_array_index (self->models, i)), id) == 0)
      return g_ptr_array_index (self->histories, i);
  return NULL;
}

/** adj_game_get_models: Returns: (transfer none) (element-type AdjModel): the models */
GPtrArray *
adj_game_get_models (AdjGame *self)
{
  return self->models;
}

static char *serialize (AdjGame    *self,
                        const char *file,
                        guint64     seq,
                        gsize      *len);

/**
 * adj_game_serialize:
 * @self: the game
 * @len: (out): the length
 *
 * Returns: (transfer full): the whole game as an `.adjutant` XML document
 */
char *
adj_game_serialize (AdjGame *self,
                    gsize   *len)
{
  return serialize (self, NULL, 0, len);
}

/* the whole game; the state also says which file the player named, and
 * the last record of the journal it holds (@seq > 0) */
static char *
serialize (AdjGame    *self,
           const char *file,
           guint64     seq,
           gsize      *len)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "adjutant");
  g_autofree char *version = g_strdup_printf ("%d", ADJ_SAVE_FORMAT_VERSION);
  xmlChar *mem = NULL;
  int size = 0;
  char *result;

  xmlDocSetRootElement (doc, root);
  xmlSetProp (root, (const xmlChar *) "version", (const xmlChar *) version);
  xmlSetProp (root, (const xmlChar *) "generator", (const xmlChar *) "Adjutant " PACKAGE_VERSION);
  if (file != NULL)
    xmlSetProp (root, (const xmlChar *) "file", (const xmlChar *) file);
  if (seq > 0)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, seq);

      xmlSetProp (root, (const xmlChar *) "journal-seq", (const xmlChar *) text);
    }
  for (guint i = 0; i < self->models->len; i++)
    {
      AdjModel *model = g_ptr_array_index (self->models, i);
      xmlNode *node = xmlNewChild (root, NULL, (const xmlChar *) "model", NULL);

      xmlSetProp (node, (const xmlChar *) "id", (const xmlChar *) adj_model_get_id (model));
      adj_model_save (model, node);
    }
  adj_roll_log_save (self->log, root);

  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  result = g_strndup ((const char *) mem, size);
  xmlFree (mem);
  *len = size;
  return result;
}

static gboolean
write_atomically (const char  *path,
                  const char  *data,
                  gsize        len,
                  GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("cannot create the folder %s (%s)"), dir, g_strerror (saved));
      return FALSE;
    }
  return g_file_set_contents_full (path, data, len,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0644, error);
}

/**
 * adj_game_save_to:
 * @self: the game
 * @path: a file
 * @error: return location for an error
 *
 * Writes the game atomically (write, fsync, rename).
 *
 * Returns: %TRUE on success
 */
gboolean
adj_game_save_to (AdjGame     *self,
                  const char  *path,
                  GError     **error)
{
  g_autofree char *data = NULL;
  gsize len;

  data = adj_game_serialize (self, &len);
  return write_atomically (path, data, len, error);
}

static char *
journal_path (AdjGame *self)
{
  return g_strconcat (self->state_path, ".journal", NULL);
}

/* Syncs @path's folder, so that a rename in it lasts. */
static gboolean
sync_folder (const char  *path,
             GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  int saved;

  if (fd >= 0 && fsync (fd) == 0)
    {
      close (fd);
      return TRUE;
    }
  saved = errno;
  if (fd >= 0)
    close (fd);
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
               _("cannot write %s (%s)"), dir, g_strerror (saved));
  return FALSE;
}

static gboolean
write_all (int           fd,
           const guint8 *data,
           gsize         len,
           GError      **error)
{
  while (len > 0)
    {
      gssize n = write (fd, data, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved = n < 0 ? errno : ENOSPC;

          g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
          return FALSE;
        }
      data += n;
      len -= n;
    }
  return TRUE;
}

static gboolean
open_journal (AdjGame  *self,
              gboolean  truncate,
              GError  **error)
{
  g_autofree char *path = journal_path (self);

  if (self->journal_fd >= 0 && !truncate)
    return TRUE;
  if (self->journal_fd >= 0)
    {
      if (ftruncate (self->journal_fd, 0) == 0 && fdatasync (self->journal_fd) == 0)
        return TRUE;
      close (self->journal_fd);
    }
  self->journal_fd = g_open (path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (truncate ? O_TRUNC : 0), 0644);
  if (self->journal_fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("cannot open %s (%s)"), path, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* The state file holds every change: the journal starts again, empty. */
static void
journal_restart (AdjGame *self,
                 gsize    base_size)
{
  g_autoptr(GError) error = NULL;

  g_mutex_lock (&self->journal_lock);
  self->generation++;
  self->base_seq = self->seq;
  self->base_size = base_size;
  self->journal_size = 0;
  self->n_records = 0;
  self->compact_after = 0;
  for (guint i = 0; i < self->histories->len; i++)
    {
      set_written (self, i);
    }
  adj_roll_log_forget_changes (self->log);
  /* an old journal's records are all in the state file: it is safe to keep
   * them, but a fresh start keeps the journal short */
  self->need_full = !open_journal (self, TRUE, &error);
  if (self->dir_unsynced)
    {
      /* else a crash could bring back the journal it replaced, whose
       * records the state now holds */
      g_autofree char *path = journal_path (self);

      self->dir_unsynced = !sync_folder (path, NULL);
    }
  g_mutex_unlock (&self->journal_lock);
  if (error != NULL)
    g_debug ("%s", error->message);
}

static gboolean
save_state (AdjGame  *self,
            GError  **error)
{
  g_autofree char *data = NULL;
  gsize len;

  drop_compaction (self);
  /* With records in the journal, the state says it holds them until the
   * journal is empty; then the journal starts again from 0 and the state is
   * the plain format again. */
  if (self->seq > 0)
    {
      data = serialize (self, self->file, self->seq, &len);
      if (!write_atomically (self->state_path, data, len, error))
        {
          self->need_full = TRUE;
          return FALSE;
        }
      journal_restart (self, len);
      if (self->need_full)
        return TRUE;
      g_clear_pointer (&data, g_free);
      self->seq = 0;
    }
  data = serialize (self, self->file, 0, &len);
  if (!write_atomically (self->state_path, data, len, error))
    {
      self->need_full = TRUE;
      return FALSE;
    }
  journal_restart (self, len);
  return TRUE;
}

/* A whole write of the game on a worker: the named file, or the state
 * (with the named file and the journal's place). */
typedef struct {
  char           *path;
  char           *data;
  gsize           len;
  guint64         seq;
  guint           generation;
  /* for build_document(), taken on the main thread in a pointer copy a
   * model and a roll: nothing of the game is serialized there */
  gboolean        state;
  char           *file;
  GPtrArray      *snapshots;   /* GRefString, as journaled last */
  AdjRollLogText *log;
  /* a compaction: the state's path, and how far it came */
  char           *state_path;
  gboolean        renamed;     /* the state holds the records up to seq */
  gboolean        switched;    /* the journal holds only the records since */
} WriteJob;

static WriteJob *
write_job_new (AdjGame    *self,
               const char *path,
               gboolean    state)
{
  WriteJob *job = g_new0 (WriteJob, 1);

  job->path = g_strdup (path);
  job->seq = self->seq;
  job->generation = self->generation;
  job->state = state;
  job->file = g_strdup (self->file);
  job->snapshots = g_ptr_array_new_full (self->written->len, (GDestroyNotify) g_ref_string_release);
  for (guint i = 0; i < self->written->len; i++)
    g_ptr_array_add (job->snapshots, g_ref_string_acquire (g_ptr_array_index (self->written, i)));
  job->log = adj_roll_log_dup_text (self->log);
  return job;
}

static void
write_job_free (gpointer data)
{
  WriteJob *job = data;

  g_free (job->path);
  g_free (job->state_path);
  g_free (job->data);
  g_free (job->file);
  g_clear_pointer (&job->snapshots, g_ptr_array_unref);
  g_clear_pointer (&job->log, adj_roll_log_text_free);
  g_free (job);
}

/* The game as an `.adjutant` document, from the snapshots the journal
 * wrote last (no model is serialized again) and the roll log's texts; on
 * the worker. */
static void
build_document (WriteJob *job)
{
  gsize size = 4096;
  GString *out;

  for (guint i = 0; i < job->snapshots->len; i++)
    size += g_ref_string_length (g_ptr_array_index (job->snapshots, i));
  out = g_string_sized_new (size);
  g_string_append_printf (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<adjutant version=\"%d\" generator=\"Adjutant %s\"",
                          ADJ_SAVE_FORMAT_VERSION, PACKAGE_VERSION);
  if (job->state && job->file != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (job->file, -1);

      g_string_append_printf (out, " file=\"%s\"", escaped);
    }
  if (job->state)
    g_string_append_printf (out, " journal-seq=\"%" G_GUINT64_FORMAT "\"", job->seq);
  g_string_append (out, ">\n");
  for (guint i = 0; i < job->snapshots->len; i++)
    {
      const char *snapshot = g_ptr_array_index (job->snapshots, i);
      const char *body = g_str_has_prefix (snapshot, "<?xml") ? strchr (snapshot, '\n') : NULL;

      g_string_append (out, body ? body + 1 : snapshot);
    }
  adj_roll_log_text_write (job->log, out);
  g_string_append (out, "\n</adjutant>\n");
  job->len = out->len;
  job->data = g_string_free (out, FALSE);
}

static void
write_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  WriteJob *job = data;
  GError *error = NULL;

  build_document (job);
  if (write_atomically (job->path, job->data, job->len, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void start_file_write (AdjGame *self);

static gboolean
file_write_due (gpointer data)
{
  AdjGame *self = data;

  self->file_timeout = 0;
  start_file_write (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_file_write (AdjGame *self)
{
  if (self->file == NULL || self->file_taken)
    return;
  self->file_dirty = TRUE;
  if (!self->file_writing && self->file_timeout == 0)
    self->file_timeout = g_timeout_add (FILE_DELAY_MS, file_write_due, self);
}

static void
file_written (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  AdjGame *self = ADJ_GAME (source);
  WriteJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  self->file_writing = FALSE;
  adj_roll_log_keep_text (self->log, job->log);
  if (g_strcmp0 (job->path, self->file) == 0)
    {
      g_task_propagate_boolean (G_TASK (result), &error);
      set_msg (&self->file_msg, error);
      report (self);
    }
  if (self->file_dirty)
    schedule_file_write (self);
}

static void
start_file_write (AdjGame *self)
{
  g_autoptr(GTask) task = NULL;
  WriteJob *job;

  if (!self->file_dirty || self->file == NULL || self->file_taken || self->file_writing)
    return;
  job = write_job_new (self, self->file, FALSE);
  self->file_dirty = FALSE;
  self->file_writing = TRUE;
  task = g_task_new (self, NULL, file_written, NULL);
  g_task_set_task_data (task, job, write_job_free);
  g_task_run_in_thread (task, write_in_thread);
}

/* The records journaled since the compaction's snapshot, from @from on;
 * under journal_lock. */
static GPtrArray *
records_since (AdjGame *self,
               guint    from)
{
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  for (guint i = from; i < self->since_compact->len; i++)
    g_ptr_array_add (records, g_bytes_ref (g_ptr_array_index (self->since_compact, i)));
  return records;
}

/* Writes @records to @fd and syncs them; adds their bytes to @size. */
static gboolean
write_records (int        fd,
               GPtrArray *records,
               gsize     *size)
{
  for (guint i = 0; i < records->len; i++)
    {
      gsize n;
      const guint8 *bytes = g_bytes_get_data (g_ptr_array_index (records, i), &n);

      if (!write_all (fd, bytes, n, NULL))
        return FALSE;
      *size += n;
    }
  return records->len == 0 || fdatasync (fd) == 0;
}

/* A new journal of the records after the snapshot takes the old one's place,
 * and the appends go on in it. The records are written and synced outside
 * the lock, again while more came meanwhile; under it, when none did, only
 * the name changes and the descriptor is swapped. The folder is synced
 * after, outside it too: until then, an append syncs it itself. */
static gboolean
switch_journal (AdjGame  *self,
                WriteJob *job)
{
  g_autofree char *journal = g_strconcat (job->state_path, ".journal", NULL);
  g_autofree char *fresh = g_strconcat (journal, ".new", NULL);
  gsize size = 0;
  guint done = 0;
  int old = -1;
  gboolean ok, synced;
  int fd = g_open (fresh, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0644);

  if (fd < 0)
    return FALSE;
  for (guint round = 0;; round++)
    {
      g_autoptr(GPtrArray) records = NULL;

      g_mutex_lock (&self->journal_lock);
      if (self->generation != job->generation)
        {
          g_mutex_unlock (&self->journal_lock);
          break;
        }
      records = records_since (self, done);
      done = self->since_compact->len;
      /* Records came meanwhile: write them outside the lock and look again.
       * For a player who never pauses, after a few rounds the last ones
       * are written under it: the one case where an append may wait. */
      if (records->len > 0 && round < SWITCH_ROUNDS)
        {
          g_mutex_unlock (&self->journal_lock);
          if (!write_records (fd, records, &size))
            break;
          continue;
        }
      ok = write_records (fd, records, &size) && g_rename (fresh, journal) == 0;
      if (ok)
        {
          old = self->journal_fd;
          self->journal_fd = fd;
          self->journal_size = size;
          self->n_records = done;
          self->dir_unsynced = TRUE;
        }
      g_mutex_unlock (&self->journal_lock);
      if (!ok)
        break;
      if (old >= 0)
        close (old);
      /* (failed, the next append syncs it, or says it cannot) */
      synced = sync_folder (journal, NULL);
      g_mutex_lock (&self->journal_lock);
      if (self->journal_fd == fd && synced)
        self->dir_unsynced = FALSE;
      g_mutex_unlock (&self->journal_lock);
      return TRUE;
    }
  /* the old journal still holds everything: it goes on */
  close (fd);
  g_unlink (fresh);
  return FALSE;
}

/* A compaction, on the worker: the game is written whole beside the state,
 * takes its place unless a full write came meanwhile, and the journal
 * starts again from the records since. */
static void
compact_in_thread (GTask        *task,
                   gpointer      source,
                   gpointer      data,
                   GCancellable *cancellable)
{
  AdjGame *self = source;
  WriteJob *job = data;
  GError *error = NULL;

  build_document (job);
  if (!write_atomically (job->path, job->data, job->len, &error))
    {
      g_unlink (job->path);
      g_task_return_error (task, error);
      return;
    }
  g_mutex_lock (&self->journal_lock);
  if (self->generation == job->generation && g_rename (job->path, job->state_path) == 0)
    job->renamed = TRUE;
  else if (self->generation == job->generation)
    error = g_error_new (G_FILE_ERROR, g_file_error_from_errno (errno), _("cannot write %s (%s)"),
                         job->state_path, g_strerror (errno));
  g_mutex_unlock (&self->journal_lock);
  if (!job->renamed)
    {
      g_unlink (job->path);
      if (error != NULL)
        g_task_return_error (task, error);
      else
        g_task_return_boolean (task, TRUE);
      return;
    }
  /* the journal keeps everything until the state's name is on disk */
  if (!sync_folder (job->state_path, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  job->switched = switch_journal (self, job);
  g_task_return_boolean (task, TRUE);
}

/* The worker is done: the main thread takes in how far it came. */
static void
compacted (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  AdjGame *self = ADJ_GAME (source);
  WriteJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  g_ptr_array_set_size (self->since_compact, 0);
  self->compacting = FALSE;
  adj_roll_log_keep_text (self->log, job->log);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_debug ("cannot compact the journal: %s", error->message);
  if (job->generation != self->generation)
    return;
  if (job->renamed)
    {
      self->base_seq = job->seq;
      self->base_size = job->len;
    }
  /* not again at once (the journal holds everything as it is): after as
   * many records, or as many bytes more, as started this one */
  if (!job->switched)
    {
      self->n_records = 0;
      self->compact_after = self->journal_size + MAX (JOURNAL_MIN_BYTES, self->base_size);
    }
  else
    self->compact_after = 0;
}

static void
maybe_compact (AdjGame *self)
{
  g_autoptr(GTask) task = NULL;
  WriteJob *job;

  if (self->compacting
      || (self->n_records < JOURNAL_MAX_RECORDS
          && (self->journal_size < JOURNAL_MIN_BYTES || self->journal_size < self->base_size
              || self->journal_size < self->compact_after)))
    return;
  {
    g_autofree char *path = g_strconcat (self->state_path, ".compact", NULL);

    job = write_job_new (self, path, TRUE);
  }
  job->state_path = g_strdup (self->state_path);
  self->compacting = TRUE;
  g_ptr_array_set_size (self->since_compact, 0);
  task = g_task_new (self, NULL, compacted, NULL);
  g_task_set_task_data (task, job, write_job_free);
  g_task_run_in_thread (task, compact_in_thread);
}

/* Appends @record to the journal and syncs it; with a compaction in
 * progress, under the lock it shares with the worker (which never holds it
 * across a write or a sync). */
static gboolean
append_record (AdjGame     *self,
               GByteArray  *record,
               GError     **error)
{
  gboolean ok;

  g_mutex_lock (&self->journal_lock);
  ok = write_all (self->journal_fd, record->data, record->len, error);
  if (ok && fdatasync (self->journal_fd) != 0)
    {
      int saved = errno;

      g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
      ok = FALSE;
    }
  /* a compaction just put this journal in the old one's place, and its
   * name is not on disk yet: the record lasts only once it is */
  if (ok && self->dir_unsynced)
    {
      g_autofree char *path = journal_path (self);

      ok = sync_folder (path, error);
      self->dir_unsynced = !ok;
    }
  if (!ok)
    {
      /* no half record before the next one; the next change writes everything */
      if (ftruncate (self->journal_fd, self->journal_size) != 0)
        g_debug ("cannot cut the journal back: %s", g_strerror (errno));
    }
  else
    {
      self->journal_size += record->len;
      self->n_records++;
      if (self->compacting)
        g_ptr_array_add (self->since_compact, g_bytes_new (record->data, record->len));
    }
  g_mutex_unlock (&self->journal_lock);
  return ok;
}

/* One change, one record: what each model's snapshot and the roll log
 * changed since the last one, written and synced before this returns. */
static void
journal_record (AdjGame *self)
{
  g_autoptr(GByteArray) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) changed = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *changes = NULL;
  gsize changes_len = 0;
  gboolean opened = FALSE;

  g_clear_handle_id (&self->flush_id, g_source_remove);
  if (self->state_path == NULL)
    return;
  if (!self->need_full)
    {
      g_mutex_lock (&self->journal_lock);
      opened = open_journal (self, FALSE, &error);
      g_mutex_unlock (&self->journal_lock);
    }
  if (!opened)
    {
      save_everything (self, TRUE, NULL);
      return;
    }
  record = adj_journal_record_new (self->seq + 1);
  for (guint i = 0; i < self->histories->len; i++)
    {
      AdjHistory *history = g_ptr_array_index (self->histories, i);
      const char *now = adj_history_get_current (history);
      const char *was = g_ptr_array_index (self->written, i);

      if (adj_journal_record_add_model (record, adj_model_get_id (adj_history_get_model (history)),
                                        was, g_ref_string_length ((char *) was), now, strlen (now)))
        g_array_append_val (changed, i);
    }
  changes = adj_roll_log_take_changes (self->log, &changes_len);
  if (changes != NULL)
    adj_journal_record_add_log (record, changes, changes_len);
  if (changed->len == 0 && changes == NULL)
    return;
  adj_journal_record_finish (record);
  if (!append_record (self, record, &error))
    {
      g_autofree char *path = journal_path (self);
      g_autoptr(GError) named = g_error_new (error->domain, error->code, _("cannot write %s (%s)"),
                                             path, error->message);

      self->need_full = TRUE;
      set_msg (&self->state_msg, named);
      report (self);
      return;
    }
  self->seq++;
  for (guint k = 0; k < changed->len; k++)
    {
      guint i = g_array_index (changed, guint, k);

      set_written (self, i);
    }
  if (self->state_msg != NULL)
    {
      set_msg (&self->state_msg, NULL);
      report (self);
    }
  if (!self->disposing)
    {
      schedule_file_write (self);
      maybe_compact (self);
    }
  else
    self->file_dirty = self->file != NULL;
}

/**
 * adj_game_save:
 * @self: the game
 * @error: return location for an error
 *
 * Saves the game at its state path and in its #AdjGame:file, if it has one,
 * and updates #AdjGame:save-error.
 *
 * Returns: %TRUE if both were written
 */
gboolean
adj_game_save (AdjGame  *self,
               GError  **error)
{
  return save_everything (self, TRUE, error);
}

/**
 * adj_game_save_as:
 * @self: the game
 * @path: a file
 * @error: return location for an error
 *
 * Writes the game to @path and makes it the game's #AdjGame:file: from now
 * on every change goes there too, also after a restart.
 *
 * Returns: %TRUE on success; on error the game's file is unchanged
 */
gboolean
adj_game_save_as (AdjGame     *self,
                  const char  *path,
                  GError     **error)
{
  g_return_val_if_fail (ADJ_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->read_only)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   _("the game is open in another Adjutant window"));
      return FALSE;
    }
  if (!adj_game_save_to (self, path, error))
    return FALSE;
  set_file (self, path);
  /* the state remembers the file; the file itself was just written */
  save_everything (self, FALSE, NULL);
  return TRUE;
}

static xmlNode *
find_model_node (xmlNode    *root,
                 const char *id)
{
  for (xmlNode *n = root->children; n != NULL; n = n->next)
    {
      g_autofree char *nid = NULL;

      if (!adj_xml_is_element (n, "model"))
        continue;
      nid = adj_xml_get_prop (n, "id");
      if (g_strcmp0 (nid, id) == 0)
        return n;
    }
  return NULL;
}

/* A game loaded with no way back: no undo steps before it. */
static void
start_over (AdjGame *self)
{
  for (guint i = 0; i < self->histories->len; i++)
    adj_history_forget (g_ptr_array_index (self->histories, i));
  self->replace_label = NULL;
  g_ptr_array_set_size (self->replaced, 0);
  g_signal_emit (self, signals[LOADED], 0);
}

static gboolean load_doc (AdjGame     *self,
                          const char  *data,
                          gsize        len,
                          const char  *name,
                          char       **file,
                          guint64     *seq,
                          GError     **error);

/**
 * adj_game_load_data:
 * @self: the game
 * @data: an `.adjutant` document
 * @len: its length
 * @name: the file name for messages
 * @error: return location for an %ADJ_ERROR_SAVE_CORRUPT or %ADJ_ERROR_SAVE_VERSION error
 *
 * Replaces every model's state with the document's. If anything in it cannot
 * be read, nothing changes.
 *
 * Returns: %TRUE on success
 */
gboolean
adj_game_load_data (AdjGame     *self,
                    const char  *data,
                    gsize        len,
                    const char  *name,
                    GError     **error)
{
  if (!load_doc (self, data, len, name, NULL, NULL, error))
    return FALSE;
  start_over (self);
  self->need_full = TRUE;
  return TRUE;
}

/* Replaces every model's state and the roll log with the document's, or
 * changes nothing. @file: (out) (optional): the named file the state
 * remembers. The histories are the caller's. */
static gboolean
load_doc (AdjGame     *self,
          const char  *data,
          gsize        len,
          const char  *name,
          char       **file,
          guint64     *seq,
          GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *version = NULL;
  xmlNode *root, *log_node = NULL;
  gint64 v = 0;
  gboolean ok = TRUE;

  doc = adj_xml_parse (data, len, name, &local);
  if (doc == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                   _("%s cannot be read: %s"), name, local->message);
      return FALSE;
    }
  root = xmlDocGetRootElement (doc);
  if (!adj_xml_is_element (root, "adjutant"))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                   _("%s is not an Adjutant game (it is an XML file of another kind)"), name);
      return FALSE;
    }
  version = adj_xml_get_prop (root, "version");
  if (version == NULL || !g_ascii_string_to_signed (version, 10, 1, G_MAXINT, &v, NULL))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                   _("%s cannot be read: it does not say which format it is in"), name);
      return FALSE;
    }
  if (v > ADJ_SAVE_FORMAT_VERSION)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_VERSION,
                   _("%s was saved by a newer version of Adjutant (file format %s; this version "
                     "reads format %d and older). Update Adjutant to open it; the file was not "
                     "changed."), name, version, ADJ_SAVE_FORMAT_VERSION);
      return FALSE;
    }

  for (xmlNode *n = root->children; n != NULL; n = n->next)
    if (adj_xml_is_element (n, "roll-log"))
      log_node = n;

  /* Keep every model's state, so that a failure half-way puts it all back. */
  for (guint i = 0; i < self->models->len; i++)
    g_ptr_array_add (before, adj_model_snapshot (g_ptr_array_index (self->models, i)));

  self->loading++;
  for (guint i = 0; i < self->models->len && ok; i++)
    {
      AdjModel *model = g_ptr_array_index (self->models, i);
      xmlNode *node = find_model_node (root, adj_model_get_id (model));

      if (node == NULL)
        adj_model_reset (model);
      else if (!adj_model_load (model, node, &local))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                       _("%s cannot be read: %s"), name, local->message);
          ok = FALSE;
        }
    }
  if (ok && log_node != NULL && !adj_roll_log_load (self->log, log_node, &local))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                   _("%s cannot be read: %s"), name, local->message);
      ok = FALSE;
    }
  if (!ok)
    for (guint i = 0; i < self->models->len; i++)
      adj_model_restore (g_ptr_array_index (self->models, i), g_ptr_array_index (before, i), NULL);
  self->loading--;

  if (ok && file != NULL)
    *file = adj_xml_get_prop (root, "file");
  if (ok && seq != NULL)
    {
      g_autofree char *text = adj_xml_get_prop (root, "journal-seq");

      if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seq, NULL))
        *seq = 0;
    }
  return ok;
}

/* Before a New game or an Open: what the undo step of each history will
 * not hold. Returns: (transfer full): the roll log as it is */
static xmlDoc *
save_roll_log (AdjGame *self)
{
  xmlDoc *doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "adjutant");

  xmlDocSetRootElement (doc, root);
  adj_roll_log_save (self->log, root);
  return doc;
}

/* After a New game or an Open: each history records it as one step that
 * adj_game_undo_replace() can take back everywhere at once. */
static void
record_replace (AdjGame    *self,
                const char *label,
                xmlDoc     *log_before,
                const char *file_before)
{
  g_ptr_array_set_size (self->replaced, 0);
  for (guint i = 0; i < self->histories->len; i++)
    {
      AdjHistory *history = g_ptr_array_index (self->histories, i);

      adj_history_record (history, label);
      if (g_strcmp0 (adj_history_get_undo_label (history), label) == 0)
        g_ptr_array_add (self->replaced, g_object_ref (history));
    }
  self->replace_label = label;
  g_clear_pointer (&self->replaced_log, xmlFreeDoc);
  self->replaced_log = log_before;
  g_free (self->replaced_file);
  self->replaced_file = g_strdup (file_before);
}

/**
 * adj_game_open:
 * @self: the game
 * @path: an `.adjutant` file
 * @error: return location for an error
 *
 * Opens a saved game as one undoable step (adj_game_undo_replace()); the
 * file becomes the game's #AdjGame:file. The file is only read; the state
 * is saved at once, so that the game survives a crash.
 *
 * Returns: %TRUE on success; on error nothing changed
 */
gboolean
adj_game_open (AdjGame     *self,
               const char  *path,
               GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *base = g_filename_display_basename (path);
  g_autofree char *file_before = g_strdup (self->file);
  g_autoptr(xmlDoc) log_before = NULL;
  gsize len;

  if (!adj_xml_read_file (path, base, ADJ_ERROR_SAVE_CORRUPT, &data, &len, error))
    return FALSE;
  log_before = save_roll_log (self);
  if (!load_doc (self, data, len, base, NULL, NULL, error))
    return FALSE;
  self->need_full = TRUE;
  record_replace (self, OPEN_GAME_LABEL, g_steal_pointer (&log_before), file_before);
  set_file (self, path);
  g_signal_emit (self, signals[LOADED], 0);
  /* not to the file: it holds this game already */
  save_everything (self, FALSE, NULL);
  return TRUE;
}

/**
 * adj_game_undo_replace:
 * @self: the game
 *
 * Undoes the last adj_game_new_game() or adj_game_open(): in every model
 * whose last step it still is, and brings back the roll log and the file
 * the game had before.
 *
 * Returns: %TRUE if there was one to undo
 */
gboolean
adj_game_undo_replace (AdjGame *self)
{
  g_return_val_if_fail (ADJ_IS_GAME (self), FALSE);

  if (self->replace_label == NULL)
    return FALSE;
  self->loading++;
  for (guint i = 0; i < self->replaced->len; i++)
    {
      AdjHistory *history = g_ptr_array_index (self->replaced, i);

      /* undo labels are msgids, the same in every language */
      if (g_strcmp0 (adj_history_get_undo_label (history), self->replace_label) == 0)
        adj_history_undo (history, NULL);
    }
  if (self->replaced_log != NULL)
    {
      xmlNode *root = xmlDocGetRootElement (self->replaced_log);

      for (xmlNode *n = root->children; n != NULL; n = n->next)
        if (adj_xml_is_element (n, "roll-log"))
          adj_roll_log_load (self->log, n, NULL);
    }
  set_file (self, self->replaced_file);
  self->loading--;
  self->need_full = TRUE;
  self->replace_label = NULL;
  g_ptr_array_set_size (self->replaced, 0);
  g_clear_pointer (&self->replaced_log, xmlFreeDoc);
  g_clear_pointer (&self->replaced_file, g_free);
  autosave (self);
  return TRUE;
}

static gboolean
replay_log (const char  *changes,
            gsize        len,
            gpointer     data,
            GError     **error)
{
  AdjGame *self = data;

  return adj_roll_log_apply_changes (self->log, changes, len, error);
}

/* Replays the journal beside the state on the models and the log, as
 * loaded from the state (which holds the records up to @base_seq).
 * Returns: %FALSE if the journal does not fit: the models and log are then
 * partly replayed, and the caller loads the state again. */
static gboolean
replay_journal (AdjGame  *self,
                guint64   base_seq,
                gsize    *valid_len,
                gsize    *journal_len,
                GError  **error)
{
  g_autofree char *path = journal_path (self);
  g_autofree char *data = NULL;
  g_autoptr(GHashTable) snapshots = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                           (GDestroyNotify) (void (*) (void)) g_string_free);
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) local = NULL;
  guint64 last = base_seq;
  gboolean ok;

  *valid_len = *journal_len = 0;
  self->seq = base_seq;
  /* a FIFO there must not block the start, nor a huge file fill memory */
  if (!adj_read_file_bounded (path, _("The journal of the saved game"), ADJ_ERROR_SAVE_CORRUPT,
                              JOURNAL_MAX_BYTES, &data, journal_len, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  for (guint i = 0; i < self->models->len; i++)
    {
      AdjModel *model = g_ptr_array_index (self->models, i);
      char *snapshot = adj_model_snapshot (model);

      g_ptr_array_add (before, snapshot);
      g_hash_table_insert (snapshots, (gpointer) adj_model_get_id (model), g_string_new (snapshot));
    }
  self->loading++;
  ok = adj_journal_replay (data, *journal_len, _("The journal of the saved game"), base_seq, snapshots,
                           replay_log, self, &last, valid_len, error);
  for (guint i = 0; ok && i < self->models->len; i++)
    {
      AdjModel *model = g_ptr_array_index (self->models, i);
      GString *now = g_hash_table_lookup (snapshots, adj_model_get_id (model));

      /* from the file: counted before the model's snapshot is read */
      if (strcmp (now->str, g_ptr_array_index (before, i)) != 0
          && (!adj_xml_precount (now->str, now->len, "snapshot", &local)
              || !adj_model_restore (model, now->str, &local)))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT, _("%s cannot be read: %s"),
                       _("The journal of the saved game"), local->message);
          ok = FALSE;
        }
    }
  self->loading--;
  if (ok)
    self->seq = last;
  return ok;
}

/* A name beside @path for a file put aside unread: "PATH.unread-DATE-TIME",
 * with "-2", "-3"... when one of that second is already there, so that a
 * file put aside never takes the place of another. */
static char *
aside_path (const char *path)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  char *aside = g_strdup_printf ("%s.unread-%s", path, stamp);

  for (guint n = 2; g_file_test (aside, G_FILE_TEST_EXISTS) || g_file_test (aside, G_FILE_TEST_IS_SYMLINK); n++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.unread-%s-%u", path, stamp, n);
    }
  return aside;
}

/**
 * adj_game_restore:
 * @self: the game
 * @error: return location for an error
 *
 * Reads the state saved at the state path, if any, and replays its journal
 * (the changes written since). A state file that cannot be read is copied
 * aside (the error says where) and the game starts new; a journal that
 * does not fit is put aside, and the game is the state file's.
 *
 * Returns: %TRUE if there was nothing to restore or it was restored
 */
gboolean
adj_game_restore (AdjGame  *self,
                  GError  **error)
{
  g_autofree char *data = NULL;
  g_autofree char *file = NULL;
  g_autoptr(GError) local = NULL;
  gsize len;
  guint64 base_seq = 0;

  if (self->state_path == NULL)
    return TRUE;
  if (!adj_xml_read_file (self->state_path, _("The saved game"), ADJ_ERROR_SAVE_CORRUPT, &data, &len, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (load_doc (self, data, len, _("The saved game"), &file, &base_seq, &local))
    {
      gsize valid = 0, journal_len = 0;
      gboolean ok = replay_journal (self, base_seq, &valid, &journal_len, &local);

      if (!ok)
        load_doc (self, data, len, self->state_path, NULL, NULL, NULL);
      start_over (self);
      /* keep saving to the file the player named, unless it was removed since */
      if (file != NULL && g_path_is_absolute (file) && g_file_test (file, G_FILE_TEST_IS_REGULAR))
        set_file (self, file);
      for (guint i = 0; i < self->histories->len; i++)
        {
          set_written (self, i);
        }
      adj_roll_log_forget_changes (self->log);
      self->base_seq = base_seq;
      self->base_size = len;
      self->journal_size = valid;
      self->n_records = 0;
      self->need_full = !ok;
      if (self->read_only)
        ;
      else if (!ok)
        {
          g_autofree char *journal = journal_path (self);
          g_autofree char *aside = aside_path (journal);

          /* keep every record: the journal goes aside as it is */
          if (g_rename (journal, aside) == 0)
            g_set_error (error, local->domain, local->code,
                         _("%s. Adjutant goes on from the game as it was saved before that; the "
                           "journal is kept as %s."), local->message, aside);
          else
            {
              g_set_error (error, local->domain, local->code,
                           _("%s. Adjutant goes on from the game as it was saved before that, and "
                             "will not write over the journal."), local->message);
              g_free (self->state_path);
              self->state_path = NULL;
            }
          return FALSE;
        }
      else if (valid < journal_len && open_journal (self, FALSE, NULL))
        {
          /* a record cut off by a kill: no new record goes after it */
          if (ftruncate (self->journal_fd, valid) != 0 || fdatasync (self->journal_fd) != 0)
            self->need_full = TRUE;
        }
    }
  else if (self->read_only)
    {
      /* another Adjutant writes it: leave it to that one */
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  else
    {
      g_autofree char *aside = aside_path (self->state_path);

      /* Keep the unreadable file exactly as it is, under a new name. */
      if (g_file_set_contents_full (aside, data, len,
                                    G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                    0644, NULL))
        g_set_error (error, local->domain, local->code,
                     _("%s Adjutant starts a new game; the old file is kept as %s."),
                     local->message, aside);
      else
        {
          /* Could not copy it: stop saving over it. */
          g_free (self->state_path);
          self->state_path = NULL;
          g_set_error (error, local->domain, local->code,
                       _("%s Adjutant starts a new game and will not save over the old file."),
                       local->message);
        }
      return FALSE;
    }
  return TRUE;
}

/**
 * adj_game_undo_new_game:
 * @self: the game
 *
 * The same as adj_game_undo_replace().
 */
void
adj_game_undo_new_game (AdjGame *self)
{
  adj_game_undo_replace (self);
}

/**
 * adj_game_new_game:
 * @self: the game
 *
 * Resets every model as one undoable step (adj_game_undo_replace()). The
 * game no longer has a #AdjGame:file: the one it had keeps the game before.
 */
void
adj_game_new_game (AdjGame *self)
{
  g_autofree char *file_before = g_strdup (self->file);

  adj_roll_log_take_pending (self->log, NULL, 0);
  self->loading++;
  for (guint i = 0; i < self->models->len; i++)
    adj_model_reset (g_ptr_array_index (self->models, i));
  self->loading--;
  record_replace (self, NEW_GAME_LABEL, NULL, file_before);
  set_file (self, NULL);
  self->need_full = TRUE;
  g_signal_emit (self, signals[LOADED], 0);
  autosave (self);
}

/**
 * adj_game_lock:
 * @self: the game
 * @error: return location for an error; %G_IO_ERROR_BUSY if another
 *   Adjutant has the game
 *
 * Makes this the one Adjutant that writes the game: takes an advisory lock
 * beside the state path, held until the game is freed and dropped by the
 * kernel however the program ends. If another Adjutant holds it, the game
 * writes nothing (neither its state nor its #AdjGame:file) until
 * adj_game_open_copy() gives it a state of its own.
 *
 * Returns: %TRUE if the game is this Adjutant's to write
 */
gboolean
adj_game_lock (AdjGame  *self,
               GError  **error)
{
  g_autofree char *lock = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (ADJ_IS_GAME (self), FALSE);

  if (self->state_lock >= 0)
    return TRUE;
  if (self->state_path == NULL)
    return TRUE;
  lock = adj_game_lock_path_for (self->state_path);
  self->state_lock = adj_game_lock_acquire (lock, &local);
  if (self->state_lock >= 0)
    {
      self->read_only = FALSE;
      lock_file (self);
      return TRUE;
    }
  if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_BUSY))
    {
      self->read_only = TRUE;
      lock_file (self);
    }
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

/**
 * adj_game_get_read_only:
 * @self: the game
 *
 * Returns: %TRUE if another Adjutant has the game (see adj_game_lock()) and
 *   this one writes nothing
 */
gboolean
adj_game_get_read_only (AdjGame *self)
{
  g_return_val_if_fail (ADJ_IS_GAME (self), FALSE);
  return self->read_only;
}

/**
 * adj_game_open_copy:
 * @self: a game that another Adjutant has (adj_game_get_read_only())
 * @error: return location for an error
 *
 * Reads the game as the other Adjutant saved it last, and makes it a copy
 * of its own: a new state path beside the old one
 * (`game-copy-DATE.adjutant`), locked, written at once, and no
 * #AdjGame:file (the other Adjutant writes that one).
 *
 * Returns: (transfer full) (nullable): the copy's path, or %NULL on error
 *   (the game stays read-only)
 */
char *
adj_game_open_copy (AdjGame  *self,
                    GError  **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autofree char *dir = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *lock = NULL;
  g_autoptr(GError) local = NULL;
  int fd = -1;

  g_return_val_if_fail (ADJ_IS_GAME (self), NULL);
  g_return_val_if_fail (self->read_only && self->state_path != NULL, NULL);

  /* the game as it is now, not as it was when this Adjutant started */
  if (!adj_game_restore (self, &local))
    g_debug ("%s", local->message);
  dir = g_path_get_dirname (self->state_path);
  for (guint n = 1; fd < 0 && n < 100; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("game-copy-%s.adjutant", stamp)
                                     : g_strdup_printf ("game-copy-%s-%u.adjutant", stamp, n);

      g_clear_pointer (&copy, g_free);
      g_clear_pointer (&lock, g_free);
      g_clear_error (&local);
      copy = g_build_filename (dir, name, NULL);
      if (g_file_test (copy, G_FILE_TEST_EXISTS))
        continue;
      lock = adj_game_lock_path_for (copy);
      fd = adj_game_lock_acquire (lock, &local);
      if (fd < 0 && !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_BUSY))
        break;
    }
  if (fd < 0)
    {
      if (local != NULL)
        g_propagate_error (error, g_steal_pointer (&local));
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                     _("no free name for a copy in %s"), dir);
      return NULL;
    }
  g_free (self->state_path);
  self->state_path = g_strdup (copy);
  /* the copy's journal starts with it: never write the other one's */
  close_journal (self);
  self->need_full = TRUE;
  self->state_lock = fd;
  self->read_only = FALSE;
  set_file (self, NULL);
  lock_file (self);
  save_everything (self, TRUE, NULL);
  return g_steal_pointer (&copy);
}

/**
 * adj_game_wait_for_writes:
 * @self: the game
 *
 * Waits until the workers' writes in progress (a compaction of the journal,
 * the named file) are done and taken in, iterating the main context.
 */
void
adj_game_wait_for_writes (AdjGame *self)
{
  g_return_if_fail (ADJ_IS_GAME (self));

  while (self->compacting || self->file_writing)
    g_main_context_iteration (NULL, TRUE);
}

/**
 * adj_game_flush:
 * @self: the game
 *
 * Writes what waits: a roll logged with no change of a model, the named
 * file, and the state file whole with every record of the journal (which
 * starts again, empty), so that another program reading the state file
 * alone finds the game. Waits for the writes in progress (it iterates the
 * main context). Changes are on disk before they are shown anyway: this is
 * for quitting, and for tests that read the files.
 *
 * Returns: %TRUE if every write worked (see #AdjGame:save-error)
 */
gboolean
adj_game_flush (AdjGame *self)
{
  g_return_val_if_fail (ADJ_IS_GAME (self), FALSE);

  if (self->flush_id != 0)
    {
      g_clear_handle_id (&self->flush_id, g_source_remove);
      autosave (self);
    }
  adj_game_wait_for_writes (self);
  g_clear_handle_id (&self->file_timeout, g_source_remove);
  if (self->read_only)
    return FALSE;
  return save_everything (self, self->file_dirty, NULL);
}
