/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-csv.h"
#include "adj-dice-spec.h"
#include "adj-error.h"
#include "adj-limit-table.h"
#include "adj-limits.h"
#include "adj-roll-log.h"
#include "adj-xml-private.h"

/* A game keeps at most this many rolls; the oldest go first. A saved game
 * with more is refused (adj_roll_log_load()). */
#define MAX_ROLLS ADJ_LIMIT_ROLLS

struct _AdjRollLog
{
  GObject    parent_instance;

  GPtrArray *rolls;
  GPtrArray *pending;   /* rolls logged since the last change of a model: not yet tied to a step */

  /* for the game's journal: what changed since adj_roll_log_take_changes() */
  guint      n_new;     /* rolls appended (the last ones) */
  GPtrArray *touched;   /* rolls marked undone or restored */
  GHashTable *by_step;  /* undo step → GPtrArray of the rolls made for it, in the log */

  /* for the game's files, written on a worker (adj_roll_log_dup_text()):
   * each roll's `<roll>` element as text, or NULL until a worker made it,
   * in the order of @rolls; @first counts the rolls that ever left the
   * front of the log, so that a text made for the roll at first + i comes
   * back to its place */
  GPtrArray *texts;     /* RollText */
  guint64    first;
};

typedef struct {
  GBytes   *text;
  gboolean  undone;     /* the mark it was made with */
} RollText;

static void
roll_text_free (gpointer data)
{
  RollText *rt = data;

  if (rt == NULL)
    return;
  g_bytes_unref (rt->text);
  g_free (rt);
}

static GType
adj_roll_log_get_item_type (GListModel *model)
{
  return ADJ_TYPE_ROLL;
}

static guint
adj_roll_log_get_n_items (GListModel *model)
{
  return ADJ_ROLL_LOG (model)->rolls->len;
}

static gpointer
adj_roll_log_get_item (GListModel *model,
                       guint       position)
{
  AdjRollLog *self = ADJ_ROLL_LOG (model);

  if (position >= self->rolls->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->rolls, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = adj_roll_log_get_item_type;
  iface->get_n_items = adj_roll_log_get_n_items;
  iface->get_item = adj_roll_log_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjRollLog, adj_roll_log, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static void
adj_roll_log_finalize (GObject *object)
{
  AdjRollLog *self = (AdjRollLog *) object;

  g_clear_pointer (&self->rolls, g_ptr_array_unref);
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  g_clear_pointer (&self->touched, g_ptr_array_unref);
  g_clear_pointer (&self->texts, g_ptr_array_unref);
  g_clear_pointer (&self->by_step, g_hash_table_unref);
  G_OBJECT_CLASS (adj_roll_log_parent_class)->finalize (object);
}

static void
adj_roll_log_class_init (AdjRollLogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_roll_log_finalize;
}

static void
adj_roll_log_init (AdjRollLog *self)
{
  self->rolls = g_ptr_array_new_with_free_func (g_object_unref);
  self->pending = g_ptr_array_new_with_free_func (g_object_unref);
  self->touched = g_ptr_array_new_with_free_func (g_object_unref);
  self->texts = g_ptr_array_new_with_free_func (roll_text_free);
  self->by_step = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_ptr_array_unref);
}

/** adj_roll_log_new: Returns: (transfer full): an empty log */
AdjRollLog *
adj_roll_log_new (void)
{
  return g_object_new (ADJ_TYPE_ROLL_LOG, NULL);
}

static void
append_one (AdjRollLog *self,
            AdjRoll    *roll)
{
  if (self->rolls->len >= MAX_ROLLS)
    {
      AdjRoll *oldest = g_ptr_array_index (self->rolls, 0);
      GPtrArray *same = g_hash_table_lookup (self->by_step, GUINT_TO_POINTER (adj_roll_get_step (oldest)));

      if (same != NULL && g_ptr_array_remove (same, oldest) && same->len == 0)
        g_hash_table_remove (self->by_step, GUINT_TO_POINTER (adj_roll_get_step (oldest)));
      g_ptr_array_remove (self->pending, oldest);
      g_ptr_array_remove_index (self->rolls, 0);
      g_ptr_array_remove_index (self->texts, 0);
      self->first++;
      g_list_model_items_changed (G_LIST_MODEL (self), 0, 1, 0);
    }
  g_ptr_array_add (self->rolls, g_object_ref (roll));
  g_ptr_array_add (self->texts, NULL);
  g_ptr_array_add (self->pending, g_object_ref (roll));
  self->n_new = MIN (self->n_new + 1, self->rolls->len);
  g_list_model_items_changed (G_LIST_MODEL (self), self->rolls->len - 1, 0, 1);
}

/**
 * adj_roll_log_append:
 * @self: the log
 * @roll: a roll
 *
 * Adds @roll at the end. Past %MAX_ROLLS the oldest roll is dropped. A roll
 * whose dice are each a roll of their own (see adj_roll_split_each_die()) is
 * added as one roll per die.
 */
void
adj_roll_log_append (AdjRollLog *self,
                     AdjRoll    *roll)
{
  g_autoptr(GPtrArray) each = NULL;

  g_return_if_fail (ADJ_IS_ROLL_LOG (self));
  g_return_if_fail (ADJ_IS_ROLL (roll));

  each = adj_roll_split_each_die (roll);
  if (each == NULL)
    append_one (self, roll);
  for (guint i = 0; each && i < each->len; i++)
    append_one (self, g_ptr_array_index (each, i));
}

static gboolean
roll_is_about (AdjRoll    *roll,
               const char *aid)
{
  const char *topic = adj_roll_get_topic (roll);
  gsize len = strlen (aid);

  return topic && strncmp (topic, aid, len) == 0 && topic[len] == '.';
}

/**
 * adj_roll_log_take_pending:
 * @self: the log
 * @aid: (nullable): a game aid's id (its model's id, the first part of its
 *   rolls' topics), or %NULL
 * @step: an undo step of that aid's model, or 0
 *
 * Ties the rolls of @aid logged since the last call to @step (see
 * adj_roll_set_step()), and forgets every roll logged since then: a roll
 * belongs to the change its aid makes right after it, or to none.
 */
void
adj_roll_log_take_pending (AdjRollLog *self,
                           const char *aid,
                           guint       step)
{
  g_return_if_fail (ADJ_IS_ROLL_LOG (self));

  for (guint i = 0; aid && step && i < self->pending->len; i++)
    {
      AdjRoll *roll = g_ptr_array_index (self->pending, i);

      if (roll_is_about (roll, aid) && adj_roll_get_step (roll) == 0)
        {
          GPtrArray *same = g_hash_table_lookup (self->by_step, GUINT_TO_POINTER (step));

          if (same == NULL)
            {
              same = g_ptr_array_new ();
              g_hash_table_insert (self->by_step, GUINT_TO_POINTER (step), same);
            }
          adj_roll_set_step (roll, step);
          g_ptr_array_add (same, roll);
        }
    }
  g_ptr_array_set_size (self->pending, 0);
}

/**
 * adj_roll_log_set_step_undone:
 * @self: the log
 * @step: an undo step
 * @undone: %TRUE when it was undone, %FALSE when it was redone
 *
 * Marks the rolls made for @step undone, or restores them.
 */
void
adj_roll_log_set_step_undone (AdjRollLog *self,
                              guint       step,
                              gboolean    undone)
{
  GPtrArray *same;

  g_return_if_fail (ADJ_IS_ROLL_LOG (self));
  if (step == 0 || (same = g_hash_table_lookup (self->by_step, GUINT_TO_POINTER (step))) == NULL)
    return;
  /* the rolls made for it, not the whole log */
  for (guint i = 0; i < same->len; i++)
    {
      AdjRoll *roll = g_ptr_array_index (same, i);

      if (!adj_roll_get_undone (roll) != !undone)
        {
          adj_roll_set_undone (roll, undone);
          g_ptr_array_add (self->touched, g_object_ref (roll));
        }
    }
}

/** adj_roll_log_clear: Removes every roll. */
void
adj_roll_log_clear (AdjRollLog *self)
{
  guint n;

  g_return_if_fail (ADJ_IS_ROLL_LOG (self));
  n = self->rolls->len;
  if (n == 0)
    return;
  g_ptr_array_set_size (self->rolls, 0);
  g_ptr_array_set_size (self->texts, 0);
  g_hash_table_remove_all (self->by_step);
  self->first += n;
  g_ptr_array_set_size (self->pending, 0);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, n, 0);
}

/* the header of adj_roll_log_to_csv(): the fields' names, for programs */
static const char * const csv_keys[ADJ_ROLL_LOG_CSV_COLUMNS] = {
  "time", "purpose", "who", "dice", "faces", "modifier", "result", "real dice", "note", "undone",
};

/* the words of adj_roll_log_to_csv(): as logged, for programs */
static char *
fact_words (AdjRoll     *roll,
            AdjRollWord  word,
            gpointer     data)
{
  switch (word)
    {
    case ADJ_ROLL_WORD_PURPOSE:
      return g_strdup (adj_roll_get_topic (roll) ? adj_roll_get_topic (roll) : adj_roll_get_purpose (roll));
    case ADJ_ROLL_WORD_WHO:
      return g_strdup (adj_roll_get_who (roll));
    case ADJ_ROLL_WORD_SOURCE:
      return g_strdup (adj_roll_get_physical (roll) ? "yes" : "no");
    case ADJ_ROLL_WORD_STATE:
    default:
      return g_strdup (adj_roll_get_undone (roll) ? "yes" : "no");
    }
}

/**
 * adj_roll_log_to_csv:
 * @self: the log
 *
 * As adj_roll_log_to_csv_worded(), with each roll's purpose and who as they
 * were logged (a roll with a topic gives its topic) and the fields' names
 * as the header.
 *
 * Returns: (transfer full): the log as CSV (RFC 4180), one roll a line, with a header
 */
char *
adj_roll_log_to_csv (AdjRollLog *self)
{
  return adj_roll_log_to_csv_worded (self, csv_keys, fact_words, NULL);
}

/**
 * adj_roll_log_to_csv_worded:
 * @self: the log
 * @header: (array fixed-size=10): the columns' titles: time, purpose, who,
 *   dice, faces, modifier, result, real dice, note, undone
 * @words: (scope call): says a roll's purpose, who rolled it, whether on
 *   real dice, and whether it was undone, in the reader's language
 * @data: for @words
 *
 * Written by the one CSV writer (#AdjCsv): times in ISO 8601, no cell a
 * spreadsheet would take for a formula.
 *
 * Returns: (transfer full): the log as CSV (RFC 4180), one roll a line, with a header
 */
char *
adj_roll_log_to_csv_worded (AdjRollLog         *self,
                            const char * const *header,
                            AdjRollWords        words,
                            gpointer            data)
{
  g_autoptr(AdjCsv) csv = adj_csv_new ();

  g_return_val_if_fail (ADJ_IS_ROLL_LOG (self), NULL);
  g_return_val_if_fail (header != NULL && words != NULL, NULL);

  for (guint i = 0; i < ADJ_ROLL_LOG_CSV_COLUMNS; i++)
    adj_csv_add_text (csv, header[i]);
  adj_csv_end_row (csv);
  for (guint i = 0; i < self->rolls->len; i++)
    {
      AdjRoll *roll = g_ptr_array_index (self->rolls, i);
      g_autofree char *time = g_date_time_format_iso8601 (adj_roll_get_time (roll));
      g_autofree char *faces = adj_roll_dup_faces_text (roll);
      g_autofree char *purpose = words (roll, ADJ_ROLL_WORD_PURPOSE, data);
      g_autofree char *who = words (roll, ADJ_ROLL_WORD_WHO, data);
      g_autofree char *source = words (roll, ADJ_ROLL_WORD_SOURCE, data);
      g_autofree char *state = words (roll, ADJ_ROLL_WORD_STATE, data);

      adj_csv_add_text (csv, time);
      adj_csv_add_text (csv, purpose);
      adj_csv_add_text (csv, who);
      adj_csv_add_text (csv, adj_roll_get_dice (roll));
      adj_csv_add_text (csv, faces);
      adj_csv_add_int (csv, adj_roll_get_modifier (roll));
      adj_csv_add_int (csv, adj_roll_get_result (roll));
      adj_csv_add_text (csv, source);
      adj_csv_add_text (csv, adj_roll_get_note (roll));
      adj_csv_add_text (csv, state);
      adj_csv_end_row (csv);
    }
  return adj_csv_free_to_string (g_steal_pointer (&csv));
}

/* @undone: the mark to write (a worker passes the one it was given) */
static void
save_roll (AdjRoll  *roll,
           gboolean  undone,
           xmlNode  *log)
{
  g_autofree char *time = g_date_time_format_iso8601 (adj_roll_get_time (roll));
  g_autofree char *faces = adj_roll_dup_faces_text (roll);
  g_autofree char *mod = g_strdup_printf ("%d", adj_roll_get_modifier (roll));
  g_autofree char *result = g_strdup_printf ("%d", adj_roll_get_result (roll));
  xmlNode *node = xmlNewChild (log, NULL, (const xmlChar *) "roll", NULL);

  xmlSetProp (node, (const xmlChar *) "time", (const xmlChar *) time);
  if (adj_roll_get_topic (roll))
    {
      /* a fact, worded by the aid when the log is read */
      g_autofree char *args = g_strjoinv (" ", (char **) adj_roll_get_topic_args (roll));

      xmlSetProp (node, (const xmlChar *) "topic", (const xmlChar *) adj_roll_get_topic (roll));
      if (*args)
        xmlSetProp (node, (const xmlChar *) "args", (const xmlChar *) args);
    }
  else
    {
      xmlSetProp (node, (const xmlChar *) "purpose", (const xmlChar *) adj_roll_get_purpose (roll));
      xmlSetProp (node, (const xmlChar *) "who", (const xmlChar *) adj_roll_get_who (roll));
    }
  xmlSetProp (node, (const xmlChar *) "dice", (const xmlChar *) adj_roll_get_dice (roll));
  xmlSetProp (node, (const xmlChar *) "faces", (const xmlChar *) faces);
  xmlSetProp (node, (const xmlChar *) "modifier", (const xmlChar *) mod);
  xmlSetProp (node, (const xmlChar *) "result", (const xmlChar *) result);
  xmlSetProp (node, (const xmlChar *) "physical",
              (const xmlChar *) (adj_roll_get_physical (roll) ? "yes" : "no"));
  if (adj_roll_get_note (roll))
    xmlSetProp (node, (const xmlChar *) "note", (const xmlChar *) adj_roll_get_note (roll));
  if (undone)
    xmlSetProp (node, (const xmlChar *) "undone", (const xmlChar *) "yes");
}

/**
 * adj_roll_log_save:
 * @self: the log
 * @parent: the element to add a `<roll-log>` child to
 */
void
adj_roll_log_save (AdjRollLog *self,
                   xmlNode    *parent)
{
  xmlNode *log = xmlNewChild (parent, NULL, (const xmlChar *) "roll-log", NULL);

  for (guint i = 0; i < self->rolls->len; i++)
    {
      AdjRoll *roll = g_ptr_array_index (self->rolls, i);

      save_roll (roll, adj_roll_get_undone (roll), log);
    }
}

typedef struct {
  AdjRoll  *roll;       /* if it had no text */
  GBytes   *text;
  guint64   at;         /* first + its place */
  gboolean  undone;
} TextItem;

struct _AdjRollLogText
{
  guint     n;
  TextItem *items;
  GArray   *made;       /* guint: the items adj_roll_log_text_write() made */
};

/**
 * adj_roll_log_dup_text:
 * @self: the log
 *
 * The log as the game's files write it, for a worker thread: each roll's
 * text as made before (the rolls are never serialized here: this costs a
 * pointer copy a roll), the rolls still without one and their marks.
 * adj_roll_log_text_write() writes it on any thread; adj_roll_log_keep_text()
 * keeps what it made.
 *
 * Returns: (transfer full): the log's text, to free with adj_roll_log_text_free()
 */
AdjRollLogText *
adj_roll_log_dup_text (AdjRollLog *self)
{
  AdjRollLogText *text;

  g_return_val_if_fail (ADJ_IS_ROLL_LOG (self), NULL);

  text = g_new0 (AdjRollLogText, 1);
  text->n = self->rolls->len;
  text->items = g_new0 (TextItem, text->n);
  for (guint i = 0; i < text->n; i++)
    {
      AdjRoll *roll = g_ptr_array_index (self->rolls, i);
      RollText *rt = g_ptr_array_index (self->texts, i);

      text->items[i].at = self->first + i;
      text->items[i].undone = adj_roll_get_undone (roll);
      if (rt != NULL && rt->undone == text->items[i].undone)
        text->items[i].text = g_bytes_ref (rt->text);
      else
        text->items[i].roll = g_object_ref (roll);
    }
  return text;
}

/**
 * adj_roll_log_text_write:
 * @text: a log's text from adj_roll_log_dup_text()
 * @out: where to append the `<roll-log>` element
 *
 * Appends the element byte for byte as xmlNodeDump() writes what
 * adj_roll_log_save() builds, in a document with no encoding. Makes the
 * text of each roll that has none: it reads the rolls, whose fields other
 * than the mark do not change once they are in a log. Any thread.
 */
void
adj_roll_log_text_write (AdjRollLogText *text,
                         GString        *out)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *parent = NULL;

  if (text->n == 0)
    {
      g_string_append (out, "<roll-log/>");
      return;
    }
  g_string_append (out, "<roll-log>");
  for (guint i = 0; i < text->n; i++)
    {
      gsize len;
      const char *data;

      if (text->items[i].text == NULL)
        {
          g_autoptr(xmlBuffer) buf = xmlBufferCreate ();
          xmlNode *node;

          if (doc == NULL)
            {
              doc = xmlNewDoc ((const xmlChar *) "1.0");
              parent = xmlNewNode (NULL, (const xmlChar *) "roll-log");
              xmlDocSetRootElement (doc, parent);
            }
          save_roll (text->items[i].roll, text->items[i].undone, parent);
          node = parent->last;
          xmlNodeDump (buf, doc, node, 0, 0);
          xmlUnlinkNode (node);
          xmlFreeNode (node);
          text->items[i].text = g_bytes_new (xmlBufferContent (buf), xmlBufferLength (buf));
          if (text->made == NULL)
            text->made = g_array_new (FALSE, FALSE, sizeof (guint));
          g_array_append_val (text->made, i);
        }
      data = g_bytes_get_data (text->items[i].text, &len);
      g_string_append_len (out, data, len);
    }
  g_string_append (out, "</roll-log>");
}

/**
 * adj_roll_log_keep_text:
 * @self: the log @text was taken from
 * @text: its text, after adj_roll_log_text_write()
 *
 * Keeps the texts the write made, for the rolls still in the log.
 */
void
adj_roll_log_keep_text (AdjRollLog     *self,
                        AdjRollLogText *text)
{
  g_return_if_fail (ADJ_IS_ROLL_LOG (self));

  for (guint k = 0; text->made != NULL && k < text->made->len; k++)
    {
      guint i = g_array_index (text->made, guint, k);
      guint64 at = text->items[i].at;
      RollText *rt;

      if (at < self->first || at - self->first >= self->rolls->len
          || g_ptr_array_index (self->rolls, at - self->first) != text->items[i].roll)
        continue;
      rt = g_new0 (RollText, 1);
      rt->text = g_bytes_ref (text->items[i].text);
      rt->undone = text->items[i].undone;
      roll_text_free (g_ptr_array_index (self->texts, at - self->first));
      g_ptr_array_index (self->texts, at - self->first) = rt;
    }
}

/** adj_roll_log_text_free: Frees a log's text (on any thread). */
void
adj_roll_log_text_free (AdjRollLogText *text)
{
  for (guint i = 0; i < text->n; i++)
    {
      g_clear_object (&text->items[i].roll);
      g_clear_pointer (&text->items[i].text, g_bytes_unref);
    }
  g_free (text->items);
  if (text->made != NULL)
    g_array_unref (text->made);
  g_free (text);
}

/**
 * adj_roll_log_take_changes:
 * @self: the log
 * @len: (out): the length
 *
 * For the game's journal: what changed since the last call (or
 * adj_roll_log_forget_changes()), as a `<roll-changes>` XML document that
 * adj_roll_log_apply_changes() replays: the rolls appended (the oldest
 * dropped past %MAX_ROLLS follow from them), then each roll, by its place,
 * that was marked undone or restored. Its cost depends on the changes, not
 * on the length of the log.
 *
 * Returns: (transfer full) (nullable): the changes, or %NULL if there are none
 */
char *
adj_roll_log_take_changes (AdjRollLog *self,
                           gsize      *len)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *root;
  xmlChar *mem = NULL;
  int size = 0;
  char *result;

  g_return_val_if_fail (ADJ_IS_ROLL_LOG (self), NULL);

  if (self->n_new == 0 && self->touched->len == 0)
    return NULL;
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewNode (NULL, (const xmlChar *) "roll-changes");
  xmlDocSetRootElement (doc, root);
  for (guint i = self->rolls->len - MIN (self->n_new, self->rolls->len); i < self->rolls->len; i++)
    {
      AdjRoll *roll = g_ptr_array_index (self->rolls, i);

      save_roll (roll, adj_roll_get_undone (roll), root);
    }
  for (guint i = 0; i < self->touched->len; i++)
    {
      AdjRoll *roll = g_ptr_array_index (self->touched, i);
      guint at;
      g_autofree char *index = NULL;
      xmlNode *node;

      /* gone past the cap, or appended above with its mark */
      if (!g_ptr_array_find (self->rolls, roll, &at) || at >= self->rolls->len - MIN (self->n_new, self->rolls->len))
        continue;
      index = g_strdup_printf ("%u", at);
      node = xmlNewChild (root, NULL, (const xmlChar *) "mark", NULL);
      xmlSetProp (node, (const xmlChar *) "index", (const xmlChar *) index);
      xmlSetProp (node, (const xmlChar *) "undone",
                  (const xmlChar *) (adj_roll_get_undone (roll) ? "yes" : "no"));
    }
  adj_roll_log_forget_changes (self);
  xmlDocDumpMemoryEnc (doc, &mem, &size, "UTF-8");
  result = g_strndup ((const char *) mem, size);
  xmlFree (mem);
  *len = size;
  return result;
}

/** adj_roll_log_forget_changes: The log as it is is the journal's new start. */
void
adj_roll_log_forget_changes (AdjRollLog *self)
{
  g_return_if_fail (ADJ_IS_ROLL_LOG (self));
  self->n_new = 0;
  g_ptr_array_set_size (self->touched, 0);
}

/**
 * adj_roll_log_apply_changes:
 * @self: the log
 * @data: a document from adj_roll_log_take_changes()
 * @len: its length
 * @error: return location for an %ADJ_ERROR_SAVE_CORRUPT error
 *
 * Replays changes on the log they were taken from. On error the log is unchanged.
 *
 * Returns: %TRUE on success
 */
gboolean
adj_roll_log_apply_changes (AdjRollLog  *self,
                            const char  *data,
                            gsize        len,
                            GError     **error)
{
  g_autoptr(xmlDoc) doc = adj_xml_parse (data, len, "roll-changes", error);
  g_autoptr(AdjRollLog) added = adj_roll_log_new ();
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (gint64));
  xmlNode *root;
  guint final_len;

  if (doc == NULL)
    return FALSE;
  root = xmlDocGetRootElement (doc);
  if (!adj_xml_is_element (root, "roll-changes") || !adj_roll_log_load (added, root, error))
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT, _("the changes of the roll log are damaged"));
      return FALSE;
    }
  final_len = MIN (self->rolls->len + added->rolls->len, MAX_ROLLS);
  for (xmlNode *n = root->children; n != NULL; n = n->next)
    {
      g_autofree char *index = NULL;
      g_autofree char *undone = NULL;
      gint64 at, mark;

      if (!adj_xml_is_element (n, "mark"))
        continue;
      index = adj_xml_get_prop (n, "index");
      undone = adj_xml_get_prop (n, "undone");
      if (index == NULL || !g_ascii_string_to_signed (index, 10, 0, (gint64) final_len - 1, &at, NULL)
          || (g_strcmp0 (undone, "yes") != 0 && g_strcmp0 (undone, "no") != 0))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                       _("line %ld: a change of the roll log is damaged"), xmlGetLineNo (n));
          return FALSE;
        }
      mark = g_strcmp0 (undone, "yes") == 0 ? at + 1 : -(at + 1);
      g_array_append_val (marks, mark);
    }
  for (guint i = 0; i < added->rolls->len; i++)
    append_one (self, g_ptr_array_index (added->rolls, i));
  for (guint i = 0; i < marks->len; i++)
    {
      gint64 mark = g_array_index (marks, gint64, i);
      AdjRoll *roll = g_ptr_array_index (self->rolls, (mark > 0 ? mark : -mark) - 1);

      adj_roll_set_undone (roll, mark > 0);
    }
  g_ptr_array_set_size (self->pending, 0);
  return TRUE;
}

/* Whether @faces can have been rolled with @dice, as adj_dice_roll() logs it:
 * "2d6", "½d6", "1d6 (5, 6)". Other names (a translated "none") are for
 * people, and a log is not refused for them, but no face is off every die. */
static gboolean
faces_fit_dice (const char *dice,
                const int  *faces,
                guint       n_faces)
{
  g_autofree char *kind = g_strdup (dice ? dice : "");
  char *open = strstr (kind, " (");
  AdjDiceSpec spec;

  /* "1d6 (5, 6)": a d6 that scores on some faces */
  if (open != NULL)
    *open = '\0';
  if (!adj_dice_spec_parse (kind, &spec, NULL) || spec.kind == ADJ_DICE_NONE)
    {
      for (guint i = 0; i < n_faces; i++)
        if (faces[i] < 1 || faces[i] > ADJ_LIMIT_DIE_SIDES)
          return FALSE;
      return TRUE;
    }
  if (spec.kind == ADJ_DICE_SUM && !spec.half && open == NULL)
    return adj_dice_spec_check_faces (&spec, faces, n_faces, NULL);
  /* halved or scoring on faces: one die, each face on it */
  for (guint i = 0; i < n_faces; i++)
    if (faces[i] < 1 || faces[i] > spec.sides)
      return FALSE;
  return n_faces <= (guint) MAX (spec.count, 1);
}

/**
 * adj_roll_log_load:
 * @self: the log
 * @node: a `<roll-log>` element
 * @error: return location for an %ADJ_ERROR_SAVE_CORRUPT error
 *
 * Replaces the log's rolls with those in @node. On error the log is unchanged.
 *
 * Returns: %TRUE on success
 */
gboolean
adj_roll_log_load (AdjRollLog  *self,
                   xmlNode     *node,
                   GError     **error)
{
  g_autoptr(GPtrArray) rolls = g_ptr_array_new_with_free_func (g_object_unref);
  guint old_len;

  for (xmlNode *n = node->children; n != NULL; n = n->next)
    {
      g_autofree char *time = NULL, *purpose = NULL, *who = NULL, *dice = NULL;
      g_autofree char *faces = NULL, *mod = NULL, *result = NULL, *physical = NULL, *note = NULL;
      g_autofree char *topic = NULL, *args = NULL, *undone = NULL;
      g_auto(GStrv) topic_args = NULL;
      g_autoptr(GDateTime) dt = NULL;
      g_autoptr(GArray) face_array = g_array_new (FALSE, FALSE, sizeof (int));
      g_auto(GStrv) parts = NULL;
      int m, r;
      AdjRoll *roll;

      if (!adj_xml_is_element (n, "roll"))
        continue;
      if (rolls->len >= (guint) adj_counted_get_limit (ADJ_COUNTED_ROLLS))
        return adj_counted_refuse (error, ADJ_COUNTED_ROLLS, xmlGetLineNo (n));
      time = adj_xml_get_prop (n, "time");
      purpose = adj_xml_get_prop (n, "purpose");
      who = adj_xml_get_prop (n, "who");
      dice = adj_xml_get_prop (n, "dice");
      faces = adj_xml_get_prop (n, "faces");
      mod = adj_xml_get_prop (n, "modifier");
      result = adj_xml_get_prop (n, "result");
      physical = adj_xml_get_prop (n, "physical");
      note = adj_xml_get_prop (n, "note");
      topic = adj_xml_get_prop (n, "topic");
      args = adj_xml_get_prop (n, "args");
      undone = adj_xml_get_prop (n, "undone");
      if (topic)
        {
          topic_args = args ? g_strsplit (args, " ", 9) : g_new0 (char *, 1);
          if (!adj_roll_topic_is_valid (topic, (const char * const *) topic_args))
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                           _("line %ld: a roll in the roll log says what it was for in a damaged way"),
                           xmlGetLineNo (n));
              return FALSE;
            }
        }

      dt = time ? g_date_time_new_from_iso8601 (time, NULL) : NULL;
      if (dt == NULL || !adj_parse_int (mod, -1000000, 1000000, &m) || !adj_parse_int (result, -1000000, 1000000, &r) || faces == NULL)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                       _("line %ld: a roll in the roll log is damaged"), xmlGetLineNo (n));
          return FALSE;
        }
      parts = g_strsplit (faces, " ", -1);
      for (guint i = 0; parts[i] != NULL; i++)
        {
          int f;
          if (*parts[i] == '\0')
            continue;
          if (!adj_parse_int (parts[i], -1000000, 1000000, &f) || face_array->len >= 64)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                           _("line %ld: a roll in the roll log has damaged faces"), xmlGetLineNo (n));
              return FALSE;
            }
          g_array_append_val (face_array, f);
        }
      if (!faces_fit_dice (dice, (const int *) (void *) face_array->data, face_array->len))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                       _("line %ld: a roll in the roll log has damaged faces"), xmlGetLineNo (n));
          return FALSE;
        }
      roll = adj_roll_new (dt, purpose, who, dice, (const int *) (void *) face_array->data,
                           face_array->len, m, r, g_strcmp0 (physical, "yes") == 0);
      if (note)
        adj_roll_set_note (roll, note);
      if (topic)
        adj_roll_set_topic (roll, topic, (const char * const *) topic_args);
      adj_roll_set_undone (roll, g_strcmp0 (undone, "yes") == 0);
      g_ptr_array_add (rolls, roll);
    }

  old_len = self->rolls->len;
  g_ptr_array_unref (self->rolls);
  self->rolls = g_steal_pointer (&rolls);
  self->first += old_len;
  g_hash_table_remove_all (self->by_step);
  g_ptr_array_set_size (self->texts, 0);
  g_ptr_array_set_size (self->texts, self->rolls->len);
  g_ptr_array_set_size (self->pending, 0);
  if (old_len || self->rolls->len)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old_len, self->rolls->len);
  return TRUE;
}
