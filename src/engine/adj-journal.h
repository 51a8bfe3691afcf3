/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

guint32     adj_crc32                 (const void  *data,
                                       gsize        len);

/**
 * AdjTextDelta:
 * @prefix: bytes both texts start with
 * @suffix: bytes both end with, after the prefix
 * @run_before: where a run both middles share starts in the first's middle
 * @run_after: and in the second's
 * @run_len: its length (0: none)
 */
typedef struct {
  gsize prefix, suffix, run_before, run_after, run_len;
} AdjTextDelta;

gboolean    adj_text_delta            (const char   *before,
                                       gsize         before_len,
                                       const char   *after,
                                       gsize         after_len,
                                       AdjTextDelta *delta);

GByteArray *adj_journal_record_new    (guint64      seq);
gboolean    adj_journal_record_add_model (GByteArray *record,
                                       const char  *id,
                                       const char  *before,
                                       gsize        before_len,
                                       const char  *after,
                                       gsize        after_len);
void        adj_journal_record_add_log (GByteArray *record,
                                       const char  *changes,
                                       gsize        len);
void        adj_journal_record_finish (GByteArray  *record);

/**
 * AdjJournalLogFunc:
 * @changes: roll-log changes, as adj_journal_record_add_log() took them
 * @len: their length
 * @user_data: data
 * @error: return location for an error
 *
 * Returns: %TRUE if the changes were replayed
 */
typedef gboolean (*AdjJournalLogFunc) (const char  *changes,
                                       gsize        len,
                                       gpointer     user_data,
                                       GError     **error);

gboolean    adj_journal_replay        (const char        *data,
                                       gsize              len,
                                       const char        *name,
                                       guint64            base_seq,
                                       GHashTable        *snapshots,
                                       AdjJournalLogFunc  log_func,
                                       gpointer           user_data,
                                       guint64           *last_seq,
                                       gsize             *valid_len,
                                       GError           **error);

G_END_DECLS
