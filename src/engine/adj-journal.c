/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-journal.h"

/* The game's journal (see adj-game.c): one record per action, appended to a
 * file beside the game's own save with one write() and one fdatasync().
 *
 *   record  = "ADJ1" | u32 payload length | u32 CRC-32 of the payload | payload
 *   payload = u64 sequence number | section...
 *   section = 'M' | u32 id length | id | u32 length before | u32 common prefix
 *                 | u32 common suffix | u32 length | replacement
 *                 | u32 CRC-32 of up to 16 bytes each side of the part replaced
 *           | 'L' | u32 length | roll-log changes (adj_roll_log_take_changes())
 *
 * all numbers little-endian. A model's section says how its snapshot
 * (adj_model_snapshot()) changed: what is new between the part it shares
 * with the one before from the start and from the end. Found with memcmp
 * from both ends, it costs a pass over memory, not a serialization, and the
 * record is as small as the change. A record that ends the file and is
 * incomplete or fails its CRC is the one a kill interrupted: it is dropped. */

#define MAGIC "ADJ1"
#define HEADER_LEN 12

static guint32 crc_table[256];

static void
crc_init (void)
{
  for (guint32 i = 0; i < 256; i++)
    {
      guint32 c = i;

      for (int k = 0; k < 8; k++)
        c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      crc_table[i] = c;
    }
}

/** adj_crc32: Returns: the CRC-32 (IEEE 802.3, as zlib) of @data */
guint32
adj_crc32 (const void *data,
           gsize       len)
{
  static gsize once = 0;
  const guint8 *p = data;
  guint32 c = 0xFFFFFFFFu;

  if (g_once_init_enter (&once))
    {
      crc_init ();
      g_once_init_leave (&once, 1);
    }
  for (gsize i = 0; i < len; i++)
    c = crc_table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

static void
put_u32 (GByteArray *b,
         guint32     v)
{
  guint32 le = GUINT32_TO_LE (v);

  g_byte_array_append (b, (const guint8 *) &le, 4);
}

static guint32
get_u32 (const guint8 *p)
{
  guint32 v;

  memcpy (&v, p, 4);
  return GUINT32_FROM_LE (v);
}

/** adj_journal_record_new: Returns: (transfer full): a record to add sections to */
GByteArray *
adj_journal_record_new (guint64 seq)
{
  GByteArray *record = g_byte_array_new ();
  guint64 le = GUINT64_TO_LE (seq);

  g_byte_array_append (record, (const guint8 *) MAGIC, 4);
  put_u32 (record, 0);
  put_u32 (record, 0);
  g_byte_array_append (record, (const guint8 *) &le, 8);
  return record;
}

static gsize
common_prefix (const char *a,
               const char *b,
               gsize       max)
{
  gsize n = 0;

  while (n < max)
    {
      gsize step = MIN ((gsize) 4096, max - n);

      if (memcmp (a + n, b + n, step) != 0)
        {
          while (a[n] == b[n])
            n++;
          return n;
        }
      n += step;
    }
  return n;
}

static gsize
common_suffix (const char *a,
               gsize       a_len,
               const char *b,
               gsize       b_len,
               gsize       max)
{
  gsize n = 0;

  while (n < max)
    {
      gsize step = MIN ((gsize) 4096, max - n);

      if (memcmp (a + a_len - n - step, b + b_len - n - step, step) != 0)
        {
          while (a[a_len - 1 - n] == b[b_len - 1 - n])
            n++;
          return n;
        }
      n += step;
    }
  return n;
}

/**
 * adj_text_delta:
 * @before: a text
 * @before_len: its length
 * @after: the text it became
 * @after_len: its length
 * @delta: (out): where they differ
 *
 * What two snapshots share: both ends, and the longest run inside the
 * middles that starts within 64 bytes of them (a counter at the top and an
 * entry added at the bottom are two small parts, not the whole list). The
 * journal writes only the rest, and the undo history keeps only that.
 *
 * Returns: %TRUE if the texts differ
 */
gboolean
adj_text_delta (const char   *before,
                gsize         before_len,
                const char   *after,
                gsize         after_len,
                AdjTextDelta *delta)
{
  gsize max = MIN (before_len, after_len);
  gsize a_len, b_len;
  const char *a, *b;

  memset (delta, 0, sizeof *delta);
  delta->prefix = common_prefix (before, after, max);
  if (delta->prefix == before_len && delta->prefix == after_len)
    return FALSE;
  delta->suffix = common_suffix (before, before_len, after, after_len, max - delta->prefix);
  a = before + delta->prefix;
  a_len = before_len - delta->prefix - delta->suffix;
  b = after + delta->prefix;
  b_len = after_len - delta->prefix - delta->suffix;

  /* where the two middles meet again after a short first part */
  if (a_len + b_len > 256)
    for (gsize i = 0; i <= MIN (a_len, (gsize) 64); i++)
      for (gsize j = 0; j <= MIN (b_len, (gsize) 64); j++)
        {
          gsize run;

          if ((i == 0 && j == 0) || (i < a_len && j < b_len && a[i] != b[j]))
            continue;
          run = common_prefix (a + i, b + j, MIN (a_len - i, b_len - j));
          if (run > delta->run_len)
            {
              delta->run_len = run;
              delta->run_before = i;
              delta->run_after = j;
            }
        }
  if (delta->run_len <= 64)
    delta->run_len = delta->run_before = delta->run_after = 0;
  return TRUE;
}

#define CONTEXT 16

/* the CRC of up to CONTEXT bytes on each side of the part a section
 * replaces: replay checks that the section fits where it goes */
static guint32
context_crc (const char *head,
             gsize       head_len,
             const char *tail,
             gsize       tail_len)
{
  char buf[2 * CONTEXT];
  gsize h = MIN (head_len, (gsize) CONTEXT), t = MIN (tail_len, (gsize) CONTEXT);

  memcpy (buf, head + head_len - h, h);
  memcpy (buf + h, tail, t);
  return adj_crc32 (buf, h + t);
}

static void
add_section (GByteArray *record,
             const char *id,
             gsize       before_len,
             gsize       prefix,
             gsize       suffix,
             const char *repl,
             gsize       repl_len,
             guint32     ctx)
{
  g_byte_array_append (record, (const guint8 *) "M", 1);
  put_u32 (record, strlen (id));
  g_byte_array_append (record, (const guint8 *) id, strlen (id));
  put_u32 (record, before_len);
  put_u32 (record, prefix);
  put_u32 (record, suffix);
  put_u32 (record, repl_len);
  g_byte_array_append (record, (const guint8 *) repl, repl_len);
  put_u32 (record, ctx);
}

/**
 * adj_journal_record_add_model:
 * @record: a record
 * @id: the model's id
 * @before: its snapshot as journaled last
 * @before_len: its length
 * @after: its snapshot now
 * @after_len: its length
 *
 * Adds what changed: the part between what the snapshots share from the
 * start and from the end; when that part is long, two parts around the
 * longest run they share inside it (a counter at the top and an entry
 * added at the bottom are two small parts, not the whole list).
 *
 * Returns: %TRUE if the snapshots differ and a section was added
 */
gboolean
adj_journal_record_add_model (GByteArray *record,
                              const char *id,
                              const char *before,
                              gsize       before_len,
                              const char *after,
                              gsize       after_len)
{
  AdjTextDelta d;
  gsize prefix, suffix, b_len, best_len, best_i, best_j;
  const char *b;

  g_return_val_if_fail (before_len < G_MAXUINT32 && after_len < G_MAXUINT32, FALSE);

  if (!adj_text_delta (before, before_len, after, after_len, &d))
    return FALSE;
  prefix = d.prefix;
  suffix = d.suffix;
  best_len = d.run_len;
  best_i = d.run_before;
  best_j = d.run_after;
  b = after + prefix;
  b_len = after_len - prefix - suffix;
  if (best_len > 0)
    {
      gsize mid_len = before_len - best_i + best_j;   /* after the first part */
      gsize prefix2 = prefix + best_j + best_len;

      add_section (record, id, before_len, prefix, before_len - prefix - best_i, b, best_j,
                   context_crc (before, prefix, before + prefix + best_i, before_len - prefix - best_i));
      add_section (record, id, mid_len, prefix2, suffix, after + prefix2, after_len - prefix2 - suffix,
                   context_crc (after, prefix2, before + before_len - suffix, suffix));
      return TRUE;
    }
  add_section (record, id, before_len, prefix, suffix, b, b_len,
               context_crc (before, prefix, before + before_len - suffix, suffix));
  return TRUE;
}

/** adj_journal_record_add_log: Adds the roll log's changes. */
void
adj_journal_record_add_log (GByteArray *record,
                            const char *changes,
                            gsize       len)
{
  g_byte_array_append (record, (const guint8 *) "L", 1);
  put_u32 (record, len);
  g_byte_array_append (record, (const guint8 *) changes, len);
}

/** adj_journal_record_finish: Writes the length and the CRC; the record is ready to write. */
void
adj_journal_record_finish (GByteArray *record)
{
  guint32 len = GUINT32_TO_LE (record->len - HEADER_LEN);
  guint32 crc = GUINT32_TO_LE (adj_crc32 (record->data + HEADER_LEN, record->len - HEADER_LEN));

  memcpy (record->data + 4, &len, 4);
  memcpy (record->data + 8, &crc, 4);
}

/* Applies one record's sections; FALSE with @error if it does not fit. */
static gboolean
apply (const guint8       *p,
       gsize               len,
       GHashTable         *snapshots,
       AdjJournalLogFunc   log_func,
       gpointer            user_data,
       GError            **error)
{
  gsize at = 8;

  while (at < len)
    {
      if (p[at] == 'M')
        {
          guint32 id_len, before_len, prefix, suffix, repl_len;
          g_autofree char *id = NULL;
          GString *snapshot;
          const guint8 *repl;

          if (len - at < 5 || (id_len = get_u32 (p + at + 1)) > len - at - 5
              || len - at - 5 - id_len < 20)
            return FALSE;
          id = g_strndup ((const char *) p + at + 5, id_len);
          at += 5 + id_len;
          before_len = get_u32 (p + at);
          prefix = get_u32 (p + at + 4);
          suffix = get_u32 (p + at + 8);
          repl_len = get_u32 (p + at + 12);
          at += 16;
          snapshot = g_hash_table_lookup (snapshots, id);
          if (snapshot == NULL || snapshot->len != before_len || (guint64) prefix + suffix > before_len
              || repl_len > len - at || len - at - repl_len < 4)
            return FALSE;
          repl = p + at;
          at += repl_len;
          if (context_crc (snapshot->str, prefix, snapshot->str + before_len - suffix, suffix)
              != get_u32 (p + at))
            return FALSE;
          g_string_erase (snapshot, prefix, before_len - prefix - suffix);
          g_string_insert_len (snapshot, prefix, (const char *) repl, repl_len);
          at += 4;
        }
      else if (p[at] == 'L')
        {
          guint32 n;

          if (len - at < 5 || (n = get_u32 (p + at + 1)) > len - at - 5)
            return FALSE;
          if (!log_func ((const char *) p + at + 5, n, user_data, error))
            return FALSE;
          at += 5 + n;
        }
      else
        return FALSE;
    }
  return TRUE;
}

/**
 * adj_journal_replay:
 * @data: the journal
 * @len: its length
 * @name: the journal's name for messages
 * @base_seq: the last record the game's save holds: earlier ones are skipped
 * @snapshots: (element-type utf8 GString): each model's snapshot in the
 *   save, by id; changed in place
 * @log_func: (scope call): replays the roll log's changes
 * @user_data: for @log_func
 * @last_seq: (out): the last record replayed (@base_seq if none)
 * @valid_len: (out): where the good records end: a record cut off by a
 *   kill at the end is dropped
 * @error: return location for an %ADJ_ERROR_SAVE_CORRUPT error
 *
 * Returns: %TRUE if every record was replayed (the last one may have been
 *   dropped); %FALSE if a record before the last is damaged or does not fit
 *   the save, and then @snapshots and the log hold a part of the journal
 */
gboolean
adj_journal_replay (const char        *data,
                    gsize              len,
                    const char        *name,
                    guint64            base_seq,
                    GHashTable        *snapshots,
                    AdjJournalLogFunc  log_func,
                    gpointer           user_data,
                    guint64           *last_seq,
                    gsize             *valid_len,
                    GError           **error)
{
  const guint8 *p = (const guint8 *) data;
  gsize at = 0;
  guint n = 0;

  *last_seq = base_seq;
  *valid_len = 0;
  while (at < len)
    {
      guint32 payload;
      guint64 seq;
      g_autoptr(GError) local = NULL;

      n++;
      if (len - at < HEADER_LEN + 8 || memcmp (p + at, MAGIC, 4) != 0
          || (payload = get_u32 (p + at + 4)) > len - at - HEADER_LEN || payload < 8
          || adj_crc32 (p + at + HEADER_LEN, payload) != get_u32 (p + at + 8))
        {
          gsize rest = len - at;
          gboolean magic = memcmp (p + at, MAGIC, MIN (rest, (gsize) 4)) == 0;
          gboolean zeros = TRUE;

          for (gsize i = at; i < len && zeros; i++)
            zeros = p[i] == 0;
          /* the last record, cut off or half written: the kill came during
           * the write (a power cut can leave zeros instead) */
          if (zeros || (magic && (rest < HEADER_LEN || at + HEADER_LEN + (gsize) get_u32 (p + at + 4) >= len)))
            return TRUE;
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                       _("%s is damaged at record %u (byte %" G_GSIZE_FORMAT ")"), name, n, at);
          return FALSE;
        }
      memcpy (&seq, p + at + HEADER_LEN, 8);
      seq = GUINT64_FROM_LE (seq);
      if (seq > base_seq)
        {
          if (seq != *last_seq + 1)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                           _("%s misses changes before record %u (byte %" G_GSIZE_FORMAT ")"),
                           name, n, at);
              return FALSE;
            }
          if (!apply (p + at + HEADER_LEN, payload, snapshots, log_func, user_data, &local))
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                           _("%s does not fit the saved game at record %u (byte %" G_GSIZE_FORMAT ")%s%s"),
                           name, n, at, local ? ": " : "", local ? local->message : "");
              return FALSE;
            }
          *last_seq = seq;
        }
      at += HEADER_LEN + payload;
      *valid_len = at;
    }
  return TRUE;
}
