/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-wif-turn.h"

/* One finished turn in the log of turns played: an immutable list item. */
struct _AdjWifTurn
{
  GObject  parent_instance;

  int      number;
  int      n_impulses;
  int      total;
  gboolean at_least;
  int      n_sides;
  int     *counts;
  int     *moves;
};

G_DEFINE_FINAL_TYPE (AdjWifTurn, adj_wif_turn, G_TYPE_OBJECT)

static void
adj_wif_turn_finalize (GObject *object)
{
  AdjWifTurn *self = ADJ_WIF_TURN (object);

  g_free (self->counts);
  g_free (self->moves);
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
 * @counts: (array length=n_sides) (nullable): impulses each side had
 * @moves: (array length=n_sides) (nullable): how each side's initiative
 *   marker moved at the end of the turn: -1, 0 or +1
 * @n_sides: the sides counted; 0 for a turn loaded from an old saved game
 *   that has no counts
 *
 * Returns: (transfer full): the record
 */
AdjWifTurn *
adj_wif_turn_new (int         number,
                  int         n_impulses,
                  int         total,
                  gboolean    at_least,
                  const int  *counts,
                  const int  *moves,
                  int         n_sides)
{
  AdjWifTurn *self = g_object_new (ADJ_TYPE_WIF_TURN, NULL);

  self->number = number;
  self->n_impulses = n_impulses;
  self->total = total;
  self->at_least = at_least;
  self->n_sides = MAX (n_sides, 0);
  self->counts = g_new0 (int, self->n_sides + 1);
  self->moves = g_new0 (int, self->n_sides + 1);
  for (int i = 0; i < self->n_sides; i++)
    {
      self->counts[i] = counts ? counts[i] : 0;
      self->moves[i] = moves ? moves[i] : 0;
    }
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

/** adj_wif_turn_get_n_sides: Returns: the sides counted, or 0 when the counts are unknown */
int
adj_wif_turn_get_n_sides (AdjWifTurn *self)
{
  return self->n_sides;
}

/** adj_wif_turn_get_counts: Returns: (transfer none) (array): impulses per side, n_sides of them */
const int *
adj_wif_turn_get_counts (AdjWifTurn *self)
{
  return self->counts;
}

/** adj_wif_turn_get_moves: Returns: (transfer none) (array): each side's marker move (-1, 0, +1) */
const int *
adj_wif_turn_get_moves (AdjWifTurn *self)
{
  return self->moves;
}

/**
 * adj_wif_turn_equal:
 * @a: (type AdjWifTurn): a turn record
 * @b: (type AdjWifTurn): another
 *
 * Returns: whether both record the same turn alike (a #GEqualFunc)
 */
gboolean
adj_wif_turn_equal (gconstpointer a,
                    gconstpointer b)
{
  const AdjWifTurn *x = a, *y = b;

  return x->number == y->number && x->n_impulses == y->n_impulses && x->total == y->total
         && x->at_least == y->at_least && x->n_sides == y->n_sides
         && memcmp (x->counts, y->counts, sizeof (int) * x->n_sides) == 0
         && memcmp (x->moves, y->moves, sizeof (int) * x->n_sides) == 0;
}
