/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/**
 * AdjCounted:
 * @ADJ_COUNTED_WIF_IMPULSES: impulses in the current World in Flames turn
 * @ADJ_COUNTED_WIF_PAST_TURNS: past World in Flames turns
 * @ADJ_COUNTED_ROLLS: rolls in the roll log
 * @ADJ_COUNTED_VICTORY_TURNS: turns of the victory record
 * @ADJ_COUNTED_PTO_ITEMS: entries of the PTO sequence of play
 * @ADJ_COUNTED_WTJ_ITEMS: settings, rolls and results of a 1943 setup
 * @ADJ_N_COUNTED: how many there are
 *
 * The parts of a saved game whose elements are counted against a limit of
 * adj-limits.h. adj-limit-table.c says which elements each counts and its
 * limit, for the streaming pre-count (adj_xml_parse()) and for the loaders,
 * which count again as they read the tree.
 */
typedef enum {
  ADJ_COUNTED_WIF_IMPULSES,
  ADJ_COUNTED_WIF_PAST_TURNS,
  ADJ_COUNTED_ROLLS,
  ADJ_COUNTED_VICTORY_TURNS,
  ADJ_COUNTED_PTO_ITEMS,
  ADJ_COUNTED_WTJ_ITEMS,
  ADJ_N_COUNTED
} AdjCounted;

int         adj_counted_get_limit (AdjCounted   what);
gboolean    adj_counted_refuse    (GError     **error,
                                   AdjCounted   what,
                                   long         line);

/* The streaming pre-count: fed each start tag in document order. */
typedef struct _AdjCounter AdjCounter;

AdjCounter *adj_counter_new       (void);
void        adj_counter_free      (AdjCounter  *counter);
gboolean    adj_counter_element   (AdjCounter  *counter,
                                   xmlNode     *element,
                                   int          depth,
                                   GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCounter, adj_counter_free)

G_END_DECLS
