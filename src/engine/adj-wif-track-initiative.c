/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-error.h"
#include "adj-wif-track-private.h"

/* The initiative tracks: the two-sided shared marker and the three-sided
 * boxes with their bonuses and rerolls, the initiative roll, ranking and
 * the choice of the move order. */

static int
two_bonus (AdjWifTrack *self,
           int          side)
{
  AdjRuleTable *two = adj_rulebook_get_table (self->rulebook, "wif", "initiative-two");
  g_autofree char *col_id = g_strdup_printf ("bonus-%s", self->side_id[side]);
  int col = adj_rule_table_find_column (two, col_id);

  if (col < 0 || self->st->two_box >= (int) adj_rule_table_get_n_rows (two))
    return 0;
  return adj_rule_table_get_int (two, self->st->two_box, col);
}

static void set_order_from_choices (AdjWifTrack *self,
                                    gboolean     before_lowest);


/** adj_wif_track_get_n_boxes: Returns: boxes on the initiative track in use */
guint
adj_wif_track_get_n_boxes (AdjWifTrack *self)
{
  return self->st->n_sides == 2 ? self->n_two_boxes : self->n_boxes;
}

/** adj_wif_track_get_box_label: Returns: (transfer none): the box's label */
const char *
adj_wif_track_get_box_label (AdjWifTrack *self,
                             guint        box)
{
  if (self->st->n_sides == 2)
    {
      AdjRuleTable *two = adj_rulebook_get_table (self->rulebook, "wif", "initiative-two");

      g_return_val_if_fail (box < self->n_two_boxes, NULL);
      return adj_rule_table_get_row_label (two, box);
    }
  g_return_val_if_fail (box < self->n_boxes, NULL);
  return self->box_label[box];
}

/** adj_wif_track_get_box_bonus: Returns: the initiative bonus of a box of the three-sided track */
int
adj_wif_track_get_box_bonus (AdjWifTrack *self,
                             guint        box)
{
  g_return_val_if_fail (box < self->n_boxes, 0);
  return self->box_bonus[box];
}

/** adj_wif_track_get_box: Returns: the box (from 0) of @side's marker; the shared marker with two sides */
int
adj_wif_track_get_box (AdjWifTrack *self,
                       int          side)
{
  g_return_val_if_fail (side >= 0 && side < ADJ_WIF_MAX_SIDES, 0);
  return self->st->n_sides == 2 ? self->st->two_box : self->st->box[side];
}

/**
 * adj_wif_track_set_box:
 * @self: the track
 * @side: the side (any side with two sides: the marker is shared)
 * @box: the box, from 0
 *
 * Places a marker by hand (setting up a scenario, or correcting the table).
 */
void
adj_wif_track_set_box (AdjWifTrack *self,
                       int          side,
                       int          box)
{
  Seen before;
  int *field;

  g_return_if_fail (ADJ_IS_WIF_TRACK (self));
  g_return_if_fail (side >= 0 && side < self->st->n_sides);
  g_return_if_fail (box >= 0 && box < (int) adj_wif_track_get_n_boxes (self));
  field = self->st->n_sides == 2 ? &self->st->two_box : &self->st->box[side];
  if (*field == box)
    return;
  adj_wif_track_see (self, &before);
  *field = box;
  adj_wif_track_changed (self, &before, N_("Move initiative marker"));
}

/** adj_wif_track_get_initiative_bonus: Returns: @side's initiative die bonus from its box */
int
adj_wif_track_get_initiative_bonus (AdjWifTrack *self,
                                    int          side)
{
  if (self->st->n_sides == 2)
    return two_bonus (self, side);
  return self->box_bonus[self->st->box[side]];
}

/** adj_wif_track_box_allows_reroll: Returns: %TRUE if a side in @box may demand a reroll */
gboolean
adj_wif_track_box_allows_reroll (AdjWifTrack *self,
                                 int          box)
{
  if (self->st->n_sides == 2 || box < 0 || box >= (int) self->n_boxes)
    return FALSE;
  return self->box_reroll[box];
}

/* Compares two sides' initiative: > 0 if @a wins, < 0 if @b wins, 0 on a
 * tie that nothing breaks yet. The totals first; then the side that ranked
 * lower last turn; on the first turn (no last turn) the dice the tied sides
 * rolled again. */
static int
compare_sides (const State *st,
               const int   *totals,
               int          a,
               int          b)
{
  if (totals[a] != totals[b])
    return totals[a] > totals[b] ? 1 : -1;
  if (st->last_rank[a] >= 0 && st->last_rank[b] >= 0 && st->last_rank[a] != st->last_rank[b])
    return st->last_rank[a] > st->last_rank[b] ? 1 : -1;
  if (st->tie_key[a] != st->tie_key[b])
    return st->tie_key[a] > st->tie_key[b] ? 1 : -1;
  return 0;
}

/* Ranks the sides: a side's rank is the number of sides that beat it.
 * A side still tied with another keeps rank -1 and rolls again. Returns
 * FALSE if any side is tied. */
static gboolean
rank_sides (AdjWifTrack *self,
            State       *st,
            const int   *totals)
{
  gboolean all = TRUE;

  for (int i = 0; i < st->n_sides; i++)
    {
      int above = 0;
      gboolean tied = FALSE;

      for (int j = 0; j < st->n_sides; j++)
        if (j != i)
          {
            int c = compare_sides (st, totals, j, i);

            above += c > 0;
            tied |= c == 0;
          }
      st->rank[i] = tied ? -1 : above;
      all &= !tied;
    }
  return all;
}

/* Each side's total as rolled: its die and the bonus it had */
static void
get_totals (const State *st,
            int         *totals)
{
  for (int i = 0; i < st->n_sides; i++)
    totals[i] = st->roll[i] + st->roll_bonus[i];
}

/** adj_wif_track_get_tied: Returns: the number of sides tied for their
 * rank that roll again, written to @sides in side order (may be %NULL) */
int
adj_wif_track_get_tied (AdjWifTrack *self,
                        int         *sides)
{
  int n = 0;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), 0);
  if (!self->st->tie)
    return 0;
  for (int i = 0; i < self->st->n_sides; i++)
    if (self->st->rank[i] < 0)
      {
        if (sides)
          sides[n] = i;
        n++;
      }
  return n;
}

/* The tied sides' dice, one per tied side in side order: each becomes the
 * next digit of its side's tie key, so a later round only orders the sides
 * that an earlier one left tied. */
static gboolean
roll_tie (AdjWifTrack *self,
          const int   *faces,
          guint        n_faces,
          GError     **error)
{
  State *st = self->st;
  int tied[ADJ_WIF_MAX_SIDES], totals[ADJ_WIF_MAX_SIDES];
  int n_tied = adj_wif_track_get_tied (self, tied);
  int base = self->rules.init_die_sides + 1;
  Seen before;

  if (n_faces != (guint) n_tied)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
                   g_dngettext (GETTEXT_PACKAGE, "Enter one die for the tied side (%d).",
                                "Enter one die for each tied side (%d).", n_tied), n_tied);
      return FALSE;
    }
  for (int i = 0; i < st->n_sides; i++)
    if (st->tie_key[i] > G_MAXINT / base - 1)
      {
        g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_STATE,
                             _("Too many ties in a row: settle the order at the table."));
        return FALSE;
      }
  adj_wif_track_see (self, &before);
  for (int i = 0; i < st->n_sides; i++)
    st->tie_key[i] *= base;
  for (int t = 0; t < n_tied; t++)
    st->tie_key[tied[t]] += faces[t];
  get_totals (st, totals);
  if (rank_sides (self, st, totals))
    {
      st->tie = FALSE;
      st->phase = ADJ_WIF_PHASE_CHOOSE;
    }
  adj_wif_track_changed (self, &before, N_("Roll initiative again for the tie"));
  return TRUE;
}

/**
 * adj_wif_track_roll_initiative:
 * @self: the track
 * @faces: (array length=n_faces): one initiative die per side, in side order
 * @n_faces: the number of sides
 * @error: an %ADJ_ERROR_DICE or %ADJ_ERROR_STATE error
 *
 * Each side's total is its die plus its box bonus. A tie goes to the side
 * that ranked lower last turn; without one (the first turn) only the tied
 * sides roll again: while adj_wif_track_get_tied() counts sides, @faces
 * holds one die per tied side, in side order, and only orders them.
 *
 * Returns: %TRUE if the rolls were taken
 */
gboolean
adj_wif_track_roll_initiative (AdjWifTrack *self,
                               const int   *faces,
                               guint        n_faces,
                               GError     **error)
{
  State *st;
  Seen before;
  int totals[ADJ_WIF_MAX_SIDES];

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  st = self->st;
  if (st->phase != ADJ_WIF_PHASE_INITIATIVE)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("Initiative is rolled at the start of the turn."));
      return FALSE;
    }
  for (guint i = 0; i < n_faces; i++)
    if (faces[i] < 1 || faces[i] > self->rules.init_die_sides)
      {
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE, _("A d%d has no face %d."),
                     self->rules.init_die_sides, faces[i]);
        return FALSE;
      }
  if (st->tie)
    return roll_tie (self, faces, n_faces, error);
  if (n_faces != (guint) st->n_sides)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE, _("Enter one initiative die per side (%d)."), st->n_sides);
      return FALSE;
    }

  adj_wif_track_see (self, &before);
  adj_wif_track_clear_initiative (st);
  for (int i = 0; i < st->n_sides; i++)
    {
      st->roll[i] = faces[i];
      st->roll_bonus[i] = adj_wif_track_get_initiative_bonus (self, i);
      totals[i] = faces[i] + st->roll_bonus[i];
    }
  if (rank_sides (self, st, totals))
    st->phase = ADJ_WIF_PHASE_CHOOSE;
  else
    st->tie = TRUE;
  adj_wif_track_changed (self, &before, N_("Roll initiative"));
  return TRUE;
}





/** adj_wif_track_get_side_at_rank: Returns: the side ranked @rank, or -1 */
int
adj_wif_track_get_side_at_rank (AdjWifTrack *self,
                                int          rank)
{
  for (int i = 0; i < self->st->n_sides; i++)
    if (self->st->rank[i] == rank)
      return i;
  return -1;
}

/** adj_wif_track_get_choosing_before: Returns: %TRUE when the second side chooses before or after the lowest */
gboolean
adj_wif_track_get_choosing_before (AdjWifTrack *self)
{
  return self->st->phase == ADJ_WIF_PHASE_CHOOSE && self->st->highest_choice >= 0;
}

/** adj_wif_track_can_demand_reroll: Returns: %TRUE if @side may demand a reroll now */
gboolean
adj_wif_track_can_demand_reroll (AdjWifTrack *self,
                                 int          side)
{
  State *st = self->st;

  return st->n_sides >= 3 && side >= 0 && side < st->n_sides
    && st->phase == ADJ_WIF_PHASE_CHOOSE && st->highest_choice < 0
    && st->rerolls_used < self->rules.rerolls_per_turn
    && adj_wif_track_box_allows_reroll (self, st->box[side]);
}

/**
 * adj_wif_track_demand_reroll:
 * @self: the track
 * @side: the side that demands
 * @error: an %ADJ_ERROR_STATE error
 *
 * The demanding side's marker moves one box right before any bonus counts,
 * and all sides roll again. Only one reroll per turn, whoever asks.
 *
 * Returns: %TRUE if granted
 */
gboolean
adj_wif_track_demand_reroll (AdjWifTrack *self,
                             int          side,
                             GError     **error)
{
  Seen before;
  State *st;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  st = self->st;
  if (!adj_wif_track_can_demand_reroll (self, side))
    {
      const char *msg;

      if (st->n_sides < 3)
        msg = _("Rerolls are a rule of the three-sided track.");
      else if (st->phase != ADJ_WIF_PHASE_CHOOSE || st->highest_choice >= 0)
        msg = _("A reroll is demanded after the initiative roll and before any choice.");
      else if (st->rerolls_used >= self->rules.rerolls_per_turn)
        msg = _("The reroll of this turn has already been used.");
      else
        msg = _("Only a side in a reroll box may demand a reroll.");
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_STATE, msg);
      return FALSE;
    }
  adj_wif_track_see (self, &before);
  st->box[side] = MIN (st->box[side] + 1, (int) self->n_boxes - 1);
  st->rerolls_used++;
  adj_wif_track_clear_initiative (st);
  st->phase = ADJ_WIF_PHASE_INITIATIVE;
  adj_wif_track_changed (self, &before, N_("Demand an initiative reroll"));
  return TRUE;
}

static void
set_order_from_choices (AdjWifTrack *self,
                        gboolean     before_lowest)
{
  State *st = self->st;
  int n = st->n_sides, i = 0;
  int h = adj_wif_track_get_side_at_rank (self, 0);
  gboolean first = st->highest_choice == 1;

  if (first)
    st->order[i++] = h;
  if (n == 3)
    {
      int second = adj_wif_track_get_side_at_rank (self, 1);
      int low = adj_wif_track_get_side_at_rank (self, 2);

      st->order[i++] = before_lowest ? second : low;
      st->order[i++] = before_lowest ? low : second;
    }
  else
    for (int r = 1; r < n; r++)
      st->order[i++] = adj_wif_track_get_side_at_rank (self, r);
  if (!first)
    st->order[i++] = h;
  g_assert (i == n);
  st->n_order = n;
  st->phase = ADJ_WIF_PHASE_IMPULSES;
}

/**
 * adj_wif_track_choose_first:
 * @self: the track
 * @first: %TRUE if the side with the initiative moves first, %FALSE last
 * @error: an %ADJ_ERROR_STATE error
 *
 * With three sides the second side then chooses (adj_wif_track_choose_before());
 * otherwise the others follow in initiative order.
 *
 * Returns: %TRUE if taken
 */
gboolean
adj_wif_track_choose_first (AdjWifTrack *self,
                            gboolean     first,
                            GError     **error)
{
  Seen before;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (self->st->phase != ADJ_WIF_PHASE_CHOOSE || self->st->highest_choice >= 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("Roll for initiative first."));
      return FALSE;
    }
  adj_wif_track_see (self, &before);
  self->st->highest_choice = first ? 1 : 0;
  if (self->st->n_sides != 3)
    set_order_from_choices (self, TRUE);
  adj_wif_track_changed (self, &before, first ? N_("Choose to move first") : N_("Choose to move last"));
  return TRUE;
}

/**
 * adj_wif_track_choose_before:
 * @self: the track
 * @before: %TRUE if the second side moves before the lowest
 * @error: an %ADJ_ERROR_STATE error
 *
 * Returns: %TRUE if taken; the impulses start
 */
gboolean
adj_wif_track_choose_before (AdjWifTrack *self,
                             gboolean     before,
                             GError     **error)
{
  Seen seen;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (!adj_wif_track_get_choosing_before (self) || self->st->n_sides != 3)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                   _("The side with the initiative chooses first or last first."));
      return FALSE;
    }
  adj_wif_track_see (self, &seen);
  set_order_from_choices (self, before);
  adj_wif_track_changed (self, &seen, before ? N_("Choose to move before") : N_("Choose to move after"));
  return TRUE;
}

/** adj_wif_track_get_initiative_step: Returns: where the choice of the move order is */
AdjWifInitiativeStep
adj_wif_track_get_initiative_step (AdjWifTrack *self)
{
  if (self->st->n_order > 0)
    return ADJ_WIF_INITIATIVE_ORDER_SET;
  if (self->st->phase != ADJ_WIF_PHASE_CHOOSE)
    return ADJ_WIF_INITIATIVE_NOT_CHOSEN;
  return self->st->highest_choice < 0 ? ADJ_WIF_INITIATIVE_CHOOSE_FIRST : ADJ_WIF_INITIATIVE_CHOOSE_BEFORE;
}

/* ---- the move order ---- */

gboolean
adj_wif_track_check_order (State      *st,
                           const int  *order,
                           int         n_order,
                           GError    **error)
{
  gboolean seen[ADJ_WIF_MAX_SIDES] = { FALSE };

  if (n_order != st->n_sides)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The move order must name each of the %d sides once."),
                   st->n_sides);
      return FALSE;
    }
  for (int i = 0; i < n_order; i++)
    {
      if (order[i] < 0 || order[i] >= st->n_sides || seen[order[i]])
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The move order must name each of the %d sides once."),
                       st->n_sides);
          return FALSE;
        }
      seen[order[i]] = TRUE;
    }
  return TRUE;
}

/**
 * adj_wif_track_set_order:
 * @self: the track
 * @order: (array length=n_order): the sides in move order
 * @n_order: the number of sides
 * @error: an %ADJ_ERROR_STATE error
 *
 * Sets the move order directly (players settled initiative at the table)
 * and starts the impulses. Only before the first impulse.
 *
 * Returns: %TRUE if set
 */
gboolean
adj_wif_track_set_order (AdjWifTrack *self,
                         const int   *order,
                         int          n_order,
                         GError     **error)
{
  Seen before;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (self->st->impulses->len > 0 || self->st->phase == ADJ_WIF_PHASE_TURN_OVER)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The move order is set before the first impulse."));
      return FALSE;
    }
  if (!adj_wif_track_check_order (self->st, order, n_order, error))
    return FALSE;
  adj_wif_track_see (self, &before);
  memcpy (self->st->order, order, sizeof (int) * n_order);
  self->st->n_order = n_order;
  self->st->phase = ADJ_WIF_PHASE_IMPULSES;
  self->st->pending_last = 0;
  adj_wif_track_changed (self, &before, N_("Set move order"));
  return TRUE;
}
