/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-wif-track-private.h"

/* The impulses of the turn: the turn end dice, the shortcuts that let the
 * last die be rolled alone or first (the waiting last die is state, saved
 * and undone like the rest), and the end of the turn. */

/**
 * adj_wif_track_set_pass:
 * @self: the track
 * @mp: a major power of the side to move
 * @passes: whether it passes this impulse
 *
 * Marks a pass for the coming turn end roll. Not an undo step of its own:
 * the roll that follows is.
 */
void
adj_wif_track_set_pass (AdjWifTrack *self,
                        guint        mp,
                        gboolean     passes)
{
  Seen before;
  guint32 bit = 1u << mp;

  g_return_if_fail (mp < self->n_mps);
  if (((self->st->passes & bit) != 0) == !!passes)
    return;
  adj_wif_track_see (self, &before);
  if (passes)
    self->st->passes |= bit;
  else
    self->st->passes &= ~bit;
  adj_wif_track_changed (self, &before, NULL);
}

/** adj_wif_track_get_pass_bonus: Returns: m, the pass bonus of the side to move */
int
adj_wif_track_get_pass_bonus (AdjWifTrack *self)
{
  int side = adj_wif_track_side_to_move (self->st);

  return side < 0 ? 0 : adj_wif_track_pass_bonus_of (self, self->st, side, self->st->passes);
}

/** adj_wif_track_get_shortcut: Returns: the shortcut that applies to the coming roll */
AdjWifShortcut
adj_wif_track_get_shortcut (AdjWifTrack *self)
{
  if (self->st->phase != ADJ_WIF_PHASE_IMPULSES)
    return ADJ_WIF_SHORTCUT_NONE;
  return adj_wif_shortcut (self->st->ten, adj_wif_track_get_threshold (self), self->st->k,
                           adj_wif_track_get_pass_bonus (self), self->rules.last_die_ends_from);
}

/**
 * adj_wif_track_get_dice_to_roll:
 * @self: the track
 *
 * Returns: dice to roll now: k, 1 when only the last die matters, or k - 1
 *   when the last die was rolled first and is waiting
 */
int
adj_wif_track_get_dice_to_roll (AdjWifTrack *self)
{
  if (self->st->pending_last > 0)
    return self->st->k - 1;
  if (adj_wif_track_get_shortcut (self) == ADJ_WIF_SHORTCUT_LAST_DIE_ONLY)
    return 1;
  return self->st->k;
}

/**
 * adj_wif_track_last_die_decides:
 * @self: the track
 * @last_face: the last die, rolled before the others
 *
 * Returns: %TRUE if a shortcut applies and this last die alone settles the
 *   impulse, so the other dice need not be rolled (record it alone)
 */
gboolean
adj_wif_track_last_die_decides (AdjWifTrack *self,
                                int          last_face)
{
  switch (adj_wif_track_get_shortcut (self))
    {
    case ADJ_WIF_SHORTCUT_LAST_DIE_ONLY:
      return TRUE;
    case ADJ_WIF_SHORTCUT_LAST_DIE_FIRST:
      return last_face >= self->rules.last_die_ends_from;
    case ADJ_WIF_SHORTCUT_NONE:
    default:
      return FALSE;
    }
}

/** adj_wif_track_get_pending_last: Returns: the last die rolled first and waiting for the others, or 0 */
int
adj_wif_track_get_pending_last (AdjWifTrack *self)
{
  return self->st->pending_last;
}

/**
 * adj_wif_track_roll_last_die_first:
 * @self: the track
 * @face: the last die, rolled before the others
 * @error: an %ADJ_ERROR_DICE or %ADJ_ERROR_STATE error
 *
 * When a shortcut lets the players roll the last die first: a die that
 * settles the impulse alone is recorded at once (as
 * adj_wif_track_record_impulse() with one face); a low one waits in the
 * model (saved, an undo step of its own) until the other dice come with
 * adj_wif_track_record_impulse(), which then takes k - 1 faces.
 *
 * Returns: %TRUE if taken
 */
gboolean
adj_wif_track_roll_last_die_first (AdjWifTrack *self,
                                   int          face,
                                   GError     **error)
{
  State *st;
  Seen before;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  st = self->st;
  if (st->phase != ADJ_WIF_PHASE_IMPULSES || st->pending_last > 0
      || adj_wif_track_get_shortcut (self) == ADJ_WIF_SHORTCUT_NONE)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The last die cannot be rolled first now."));
      return FALSE;
    }
  if (face < 1 || face > self->rules.die_sides)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE, _("A d%d has no face %d."), self->rules.die_sides, face);
      return FALSE;
    }
  if (st->k == 1 || adj_wif_track_last_die_decides (self, face))
    return adj_wif_track_record_impulse (self, &face, 1, error);
  adj_wif_track_see (self, &before);
  st->pending_last = face;
  adj_wif_track_changed (self, &before, N_("Roll the last die first"));
  return TRUE;
}

/* The end of the turn: markers move by impulse counts, the turn is logged. */
static void
end_turn (AdjWifTrack *self)
{
  State *st = self->st;
  int counts[ADJ_WIF_MAX_SIDES] = { 0 }, moves[ADJ_WIF_MAX_SIDES] = { 0 };
  int last_box = (int) self->n_boxes - 1;
  const Impulse *last = &g_array_index (st->impulses, Impulse, st->impulses->len - 1);
  AdjWifTurn *turn;

  for (guint i = 0; i < st->impulses->len; i++)
    counts[g_array_index (st->impulses, Impulse, i).side]++;

  if (st->n_sides == 2)
    {
      /* a side that had the first and the last impulse moves the shared
       * marker toward its opponents' end; side 0 owns box 1's end */
      int first_side = g_array_index (st->impulses, Impulse, 0).side;

      if (first_side == last->side)
        {
          int dir = first_side == 0 ? 1 : -1;
          int max_box = (int) MAX (self->n_two_boxes, 1) - 1;

          st->two_box = CLAMP (st->two_box + dir * self->rules.init_shift, 0, max_box);
          moves[first_side] = dir;
        }
    }
  else
    {
      for (int i = 0; i < st->n_sides; i++)
        {
          gboolean fewer = FALSE, more = FALSE;

          for (int j = 0; j < st->n_sides; j++)
            {
              fewer |= counts[i] < counts[j];
              more |= counts[i] > counts[j];
            }
          if (fewer)
            moves[i]--;
          if (more)
            moves[i]++;
          st->box[i] = CLAMP (st->box[i] + moves[i], 0, last_box);
        }
    }
  for (int i = 0; i < ADJ_WIF_MAX_SIDES; i++)
    st->last_rank[i] = st->rank[i];

  turn = adj_wif_turn_new (st->turn, st->impulses->len, st->ten, st->ten_at_least,
                           counts, moves, st->n_sides);
  g_ptr_array_add (st->turns, turn);
  g_list_store_append (self->turns, turn);
  st->phase = ADJ_WIF_PHASE_TURN_OVER;
}

/**
 * adj_wif_track_record_impulse:
 * @self: the track
 * @faces: (array length=n_faces): the turn end dice; the last one is the last die
 * @n_faces: k, or 1 when a shortcut lets the last die be rolled alone
 * @error: an %ADJ_ERROR_DICE or %ADJ_ERROR_STATE error
 *
 * Records the impulse of the side to move with the passes marked: adds
 * sum (faces) + k x m to the turn end number and ends the turn when it
 * reaches the threshold and the unmodified last die is high enough.
 *
 * Returns: %TRUE if recorded
 */
gboolean
adj_wif_track_record_impulse (AdjWifTrack *self,
                              const int   *faces,
                              guint        n_faces,
                              GError     **error)
{
  State *st;
  Seen before;
  Impulse imp = { 0 };
  AdjWifShortcut shortcut;
  int k, thr, last;
  int all[ADJ_DICE_MAX_COUNT];
  g_autoptr(AdjWifImpulse) item = NULL;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  st = self->st;
  k = st->k;
  thr = adj_wif_track_get_threshold (self);
  if (st->phase != ADJ_WIF_PHASE_IMPULSES)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                   st->phase == ADJ_WIF_PHASE_TURN_OVER ? _("The turn is over: start the next turn first.")
                                                        : _("Settle the move order first."));
      return FALSE;
    }
  if (st->impulses->len >= ADJ_LIMIT_WIF_IMPULSES)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                   g_dngettext (GETTEXT_PACKAGE, "This turn has %d impulse, the most Adjutant keeps in one turn.",
                                "This turn has %d impulses, the most Adjutant keeps in one turn.",
                                ADJ_LIMIT_WIF_IMPULSES), ADJ_LIMIT_WIF_IMPULSES);
      return FALSE;
    }
  for (guint i = 0; i < n_faces; i++)
    if (faces[i] < 1 || faces[i] > self->rules.die_sides)
      {
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE, _("A d%d has no face %d."),
                     self->rules.die_sides, faces[i]);
        return FALSE;
      }

  if (st->pending_last > 0)
    {
      /* the last die rolled first goes last */
      if (n_faces + 1 != (guint) k)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
                       g_dngettext (GETTEXT_PACKAGE, "Enter the other %d face.",
                                    "Enter the other %d faces.", k - 1), k - 1);
          return FALSE;
        }
      memcpy (all, faces, sizeof (int) * n_faces);
      all[n_faces++] = st->pending_last;
      faces = all;
    }

  imp.side = adj_wif_track_side_to_move (st);
  imp.passes = st->passes;
  imp.m = adj_wif_track_pass_bonus_of (self, st, imp.side, st->passes);
  shortcut = adj_wif_shortcut (st->ten, thr, k, imp.m, self->rules.last_die_ends_from);
  last = n_faces > 0 ? faces[n_faces - 1] : 0;

  if (n_faces == (guint) k)
    {
      imp.added = adj_wif_impulse_added (faces, n_faces, imp.m);
      imp.at_least = st->ten_at_least;
    }
  else if (n_faces == 1 && shortcut != ADJ_WIF_SHORTCUT_NONE)
    {
      if (shortcut == ADJ_WIF_SHORTCUT_LAST_DIE_FIRST && last < self->rules.last_die_ends_from)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                       _("The last die shows %d: roll the other dice too and enter all %d faces."),
                       last, k);
          return FALSE;
        }
      /* the other dice count as 1s: the total is a minimum */
      imp.added = last + (k - 1) + k * imp.m;
      imp.at_least = TRUE;
    }
  else
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
                   g_dngettext (GETTEXT_PACKAGE, "Enter %d face (the last die).",
                                "Enter %d faces (the last one is the last die).", k), k);
      return FALSE;
    }

  adj_wif_track_see (self, &before);
  memcpy (imp.faces, faces, sizeof (int) * n_faces);
  imp.n_faces = n_faces;
  imp.total = st->ten + imp.added;
  imp.ended = adj_wif_turn_ends (&self->rules, imp.total, thr, last);
  st->ten = imp.total;
  st->ten_at_least = imp.at_least;
  st->passes = 0;
  st->pending_last = 0;
  g_array_append_val (st->impulses, imp);
  item = adj_wif_track_impulse_item (self, st, st->impulses->len - 1);
  g_list_store_append (self->impulses, item);
  if (imp.ended)
    end_turn (self);
  adj_wif_track_changed (self, &before, N_("Roll turn end dice"));
  return TRUE;
}

/**
 * adj_wif_track_next_turn:
 * @self: the track
 * @error: an %ADJ_ERROR_STATE error
 *
 * Starts the next turn once the turn is over: turn end number 0, initiative.
 *
 * Returns: %TRUE if started
 */
gboolean
adj_wif_track_next_turn (AdjWifTrack *self,
                         GError     **error)
{
  Seen before;
  guint n;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (self->st->phase != ADJ_WIF_PHASE_TURN_OVER)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The turn is not over yet."));
      return FALSE;
    }
  if (self->st->turn >= ADJ_LIMIT_WIF_TURNS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                   _("Turn %d is the last turn Adjutant counts."), ADJ_LIMIT_WIF_TURNS);
      return FALSE;
    }
  adj_wif_track_see (self, &before);
  self->st->turn++;
  adj_wif_track_start_turn (self->st);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->impulses));
  g_list_store_splice (self->impulses, 0, n, NULL, 0);
  adj_wif_track_changed (self, &before, N_("Start next turn"));
  return TRUE;
}

/** adj_wif_track_get_outcome: Returns: what the last impulse did */
AdjWifOutcome
adj_wif_track_get_outcome (AdjWifTrack *self)
{
  State *st = self->st;
  const Impulse *last;

  if (st->impulses->len == 0)
    return st->phase == ADJ_WIF_PHASE_IMPULSES ? ADJ_WIF_OUTCOME_NO_IMPULSE : ADJ_WIF_OUTCOME_ROLL_INITIATIVE;
  last = &g_array_index (st->impulses, Impulse, st->impulses->len - 1);
  if (last->ended)
    return ADJ_WIF_OUTCOME_TURN_OVER;
  if (last->total >= adj_wif_track_get_threshold (self))
    return ADJ_WIF_OUTCOME_CONTINUES_REACHED;
  return ADJ_WIF_OUTCOME_CONTINUES;
}

/** adj_wif_track_get_advice: Returns: what the players do next */
AdjWifAdvice
adj_wif_track_get_advice (AdjWifTrack *self)
{
  State *st = self->st;

  switch (st->phase)
    {
    case ADJ_WIF_PHASE_INITIATIVE:
      return st->tie ? ADJ_WIF_ADVICE_TIE : ADJ_WIF_ADVICE_ROLL_INITIATIVE;
    case ADJ_WIF_PHASE_CHOOSE:
      return ADJ_WIF_ADVICE_CHOOSE_ORDER;
    case ADJ_WIF_PHASE_TURN_OVER:
      return ADJ_WIF_ADVICE_TURN_OVER;
    case ADJ_WIF_PHASE_IMPULSES:
    default:
      break;
    }
  if (st->pending_last > 0)
    return ADJ_WIF_ADVICE_ROLL_OTHER_DICE;
  switch (adj_wif_track_get_shortcut (self))
    {
    case ADJ_WIF_SHORTCUT_LAST_DIE_ONLY:
      return ADJ_WIF_ADVICE_LAST_DIE_ONLY;
    case ADJ_WIF_SHORTCUT_LAST_DIE_FIRST:
      return ADJ_WIF_ADVICE_LAST_DIE_FIRST;
    case ADJ_WIF_SHORTCUT_NONE:
    default:
      return ADJ_WIF_ADVICE_ROLL_DICE;
    }
}

/** adj_wif_track_count_impulses: Returns: the impulses @side had this turn */
int
adj_wif_track_count_impulses (AdjWifTrack *self,
                              int          side)
{
  int n = 0;

  for (guint i = 0; i < self->st->impulses->len; i++)
    n += g_array_index (self->st->impulses, Impulse, i).side == side;
  return n;
}

