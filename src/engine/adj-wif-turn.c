/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-wif-turn.h"

/* One finished turn in the log of turns played: an immutable list item. */
struct _AdjWifTurn
{
  GObject  parent_instance;

  int      number;
  int      n_impulses;
  int      total;
  gboolean at_least;
  char    *summary;
};

G_DEFINE_FINAL_TYPE (AdjWifTurn, adj_wif_turn, G_TYPE_OBJECT)

static void
adj_wif_turn_finalize (GObject *object)
{
  g_free (ADJ_WIF_TURN (object)->summary);
  G_OBJECT_CLASS (adj_wif_turn_parent_class)->finalize (object);
}

static void
adj_wif_turn_class_init (AdjWifTurnClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_wif_turn_finalize;
}

static void
adj_wif_turn_init (AdjWifTurn *self)
{
}

/**
 * adj_wif_turn_new:
 * @number: the turn number
 * @n_impulses: impulses played
 * @total: the final turn end number
 * @at_least: %TRUE if @total is a minimum (only the last die was rolled)
 * @summary: impulses per side and initiative moves, for display
 *
 * Returns: (transfer full): the record
 */
AdjWifTurn *
adj_wif_turn_new (int         number,
                  int         n_impulses,
                  int         total,
                  gboolean    at_least,
                  const char *summary)
{
  AdjWifTurn *self = g_object_new (ADJ_TYPE_WIF_TURN, NULL);

  self->number = number;
  self->n_impulses = n_impulses;
  self->total = total;
  self->at_least = at_least;
  self->summary = g_strdup (summary ? summary : "");
  return self;
}

/** adj_wif_turn_get_number: Returns: the turn number */
int
adj_wif_turn_get_number (AdjWifTurn *self)
{
  return self->number;
}

/** adj_wif_turn_get_n_impulses: Returns: impulses played */
int
adj_wif_turn_get_n_impulses (AdjWifTurn *self)
{
  return self->n_impulses;
}

/** adj_wif_turn_get_total: Returns: the final turn end number */
int
adj_wif_turn_get_total (AdjWifTurn *self)
{
  return self->total;
}

/** adj_wif_turn_get_at_least: Returns: %TRUE if the total is a minimum */
gboolean
adj_wif_turn_get_at_least (AdjWifTurn *self)
{
  return self->at_least;
}

/** adj_wif_turn_get_summary: Returns: (transfer none): the summary */
const char *
adj_wif_turn_get_summary (AdjWifTurn *self)
{
  return self->summary;
}
