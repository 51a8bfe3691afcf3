/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-pto-game-private.h"

/* AdjPtoGame: the offensives of the turn, the offensives bought each season
 * and the initiative, with the dice of a tie. */

/** adj_pto_game_get_initiative: Returns: the side with initiative */
AdjPtoSide
adj_pto_game_get_initiative (AdjPtoGame *self)
{
  return self->s.initiative;
}

/** adj_pto_game_get_naval_air_first: Returns: the side that performs the Naval and Air phase first */
AdjPtoSide
adj_pto_game_get_naval_air_first (AdjPtoGame *self)
{
  return self->s.naval_air_first;
}

/**
 * adj_pto_game_set_naval_air_first:
 * @self: the game
 * @side: the side the player with initiative chose to perform the Naval and Air phase first
 * @error: return location for an error
 *
 * Returns: %TRUE on success
 */
gboolean
adj_pto_game_set_naval_air_first (AdjPtoGame  *self,
                                  AdjPtoSide   side,
                                  GError     **error)
{
  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (side != ADJ_PTO_SIDE_JAPAN && side != ADJ_PTO_SIDE_ALLIES)
    return adj_pto_game_fail (error, _("Japan or the Allies must go first."));
  if (self->s.turn.month < 0)
    return adj_pto_game_fail (error, _("The Naval and Air phase is part of monthly turns only."));
  if (side == self->s.naval_air_first)
    return TRUE;
  self->s.naval_air_first = side;
  adj_pto_game_changed (self, N_("Choose who goes first"));
  return TRUE;
}

gboolean
adj_pto_game_valid_side (AdjPtoSide side)
{
  return side == ADJ_PTO_SIDE_JAPAN || side == ADJ_PTO_SIDE_ALLIES;
}

/** adj_pto_game_get_remaining: Returns: the offensives @side has left this season */
int
adj_pto_game_get_remaining (AdjPtoGame *self,
                            AdjPtoSide  side)
{
  g_return_val_if_fail (adj_pto_game_valid_side (side), 0);
  return self->s.remaining[side];
}

/** adj_pto_game_get_bought: Returns: the offensives @side bought this season */
int
adj_pto_game_get_bought (AdjPtoGame *self,
                         AdjPtoSide  side)
{
  g_return_val_if_fail (adj_pto_game_valid_side (side), 0);
  return self->s.bought[side];
}

/** adj_pto_game_get_passed: Returns: %TRUE if @side performs no more offensives this turn */
gboolean
adj_pto_game_get_passed (AdjPtoGame *self,
                         AdjPtoSide  side)
{
  g_return_val_if_fail (adj_pto_game_valid_side (side), FALSE);
  return self->s.passed[side];
}

/** adj_pto_game_get_default_cost: Returns: what one offensive takes off the offensives track */
int
adj_pto_game_get_default_cost (AdjPtoGame *self)
{
  AdjRuleFile *file = adj_rulebook_get_file (self->rulebook, "pto");

  return file && adj_rule_file_has_constant (file, "offensive-cost")
         ? adj_rule_file_get_int (file, "offensive-cost") : 1;
}

/** adj_pto_game_get_chooser: Returns: the side that chooses the next offensive, NONE if the phase is over */
AdjPtoSide
adj_pto_game_get_chooser (AdjPtoGame *self)
{
  return adj_pto_state_chooser (&self->s);
}

/** adj_pto_game_get_n_offensives: Returns: the offensives performed this turn */
guint
adj_pto_game_get_n_offensives (AdjPtoGame *self)
{
  return self->s.offensives->len;
}

/** adj_pto_game_get_offensive: Returns: (transfer none): the @i-th offensive of the turn */
const AdjPtoOffensive *
adj_pto_game_get_offensive (AdjPtoGame *self,
                            guint       i)
{
  g_return_val_if_fail (i < self->s.offensives->len, NULL);
  return &g_array_index (self->s.offensives, AdjPtoOffensive, i);
}

gboolean
adj_pto_game_is_offensive_sequence (AdjPtoGame *self,
                       const char *sequence)
{
  AdjRuleTable *steps = adj_rulebook_get_table (self->rulebook, "pto", "steps");
  int c_seq = adj_rule_table_find_column (steps, "sequence");
  int c_who = adj_rule_table_find_column (steps, "who");

  for (guint r = 0; r < adj_rule_table_get_n_rows (steps); r++)
    if (g_strcmp0 (adj_rule_table_get_text (steps, r, c_seq), sequence) == 0
        && g_strcmp0 (adj_rule_table_get_text (steps, r, c_who), "alternate") == 0)
      return TRUE;
  return FALSE;
}

/**
 * adj_pto_game_choose_offensive:
 * @self: the game
 * @sequence: "land" (4A), "sea" (4B) or "air" (4C)
 * @cost: offensives it takes off the side's track (more than one for a combined offensive)
 * @error: return location for an error
 *
 * The side whose choice it is performs an offensive; the stepper walks its sequence.
 *
 * Returns: %TRUE on success
 */
gboolean
adj_pto_game_choose_offensive (AdjPtoGame  *self,
                               const char  *sequence,
                               int          cost,
                               GError     **error)
{
  AdjPtoSide side = adj_pto_state_chooser (&self->s);
  AdjPtoOffensive off = { 0 };

  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (!adj_pto_game_step_is_choice (self) || side == ADJ_PTO_SIDE_NONE)
    return adj_pto_game_fail (error, _("Offensives are chosen at the choice step of the Offensive phase."));
  if (sequence == NULL || strlen (sequence) >= sizeof off.sequence || !adj_pto_game_is_offensive_sequence (self, sequence))
    return adj_pto_game_fail (error, _("There is no such offensive."));
  if (cost < 0 || cost > self->s.remaining[side])
    {
      if (side == ADJ_PTO_SIDE_JAPAN)
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                     g_dngettext (GETTEXT_PACKAGE, "Japan has %d offensive left; this one would cost %d.",
                                  "Japan has %d offensives left; this one would cost %d.", self->s.remaining[side]),
                     self->s.remaining[side], cost);
      else
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                     g_dngettext (GETTEXT_PACKAGE, "The Allies have %d offensive left; this one would cost %d.",
                                  "The Allies have %d offensives left; this one would cost %d.", self->s.remaining[side]),
                     self->s.remaining[side], cost);
      return FALSE;
    }
  off.side = side;
  g_strlcpy (off.sequence, sequence, sizeof off.sequence);
  off.cost = cost;
  g_array_append_val (self->s.offensives, off);
  self->s.remaining[side] -= cost;
  adj_pto_game_changed (self, N_("Choose offensive"));
  return TRUE;
}

/**
 * adj_pto_game_pass_offensives:
 * @self: the game
 * @error: return location for an error
 *
 * The side whose choice it is performs no more offensives this turn.
 *
 * Returns: %TRUE on success
 */
gboolean
adj_pto_game_pass_offensives (AdjPtoGame  *self,
                              GError     **error)
{
  AdjPtoSide side = adj_pto_state_chooser (&self->s);

  if (!adj_pto_game_step_is_choice (self) || side == ADJ_PTO_SIDE_NONE)
    return adj_pto_game_fail (error, _("No side is choosing an offensive now."));
  self->s.passed[side] = TRUE;
  adj_pto_game_changed (self, N_("No more offensives"));
  return TRUE;
}

/**
 * adj_pto_game_set_offensives_bought:
 * @self: the game
 * @japan: offensives Japan bought
 * @allies: offensives the Allies bought
 * @error: return location for an error
 *
 * The side with more offensives has initiative for the coming three months; on
 * a tie, each side rolls (adj_pto_game_roll_initiative()).
 *
 * Returns: %TRUE on success
 */
gboolean
adj_pto_game_set_offensives_bought (AdjPtoGame  *self,
                                    int          japan,
                                    int          allies,
                                    GError     **error)
{
  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (self->s.turn.month >= 0)
    return adj_pto_game_fail (error, _("Offensives are bought on seasonal turns."));
  if (japan < 0 || allies < 0)
    return adj_pto_game_fail (error, _("Offensives cannot be fewer than none."));
  self->s.bought[ADJ_PTO_SIDE_JAPAN] = self->s.remaining[ADJ_PTO_SIDE_JAPAN] = japan;
  self->s.bought[ADJ_PTO_SIDE_ALLIES] = self->s.remaining[ADJ_PTO_SIDE_ALLIES] = allies;
  g_array_set_size (self->s.tie_rolls, 0);
  self->s.tie_face[0] = self->s.tie_face[1] = 0;
  self->s.tie_pending = japan == allies;
  if (japan != allies)
    self->s.initiative = japan > allies ? ADJ_PTO_SIDE_JAPAN : ADJ_PTO_SIDE_ALLIES;
  self->s.naval_air_first = self->s.initiative;
  adj_pto_game_changed (self, N_("Buy offensives"));
  return TRUE;
}

/** adj_pto_game_get_tie_pending: Returns: %TRUE while tied offensives wait for the initiative roll */
gboolean
adj_pto_game_get_tie_pending (AdjPtoGame *self)
{
  return self->s.tie_pending;
}

/** adj_pto_game_get_n_tie_rolls: Returns: the initiative rolls made this season */
guint
adj_pto_game_get_n_tie_rolls (AdjPtoGame *self)
{
  return self->s.tie_rolls->len / 2;
}

/** adj_pto_game_get_tie_roll: Gets the @i-th initiative roll of each side. */
void
adj_pto_game_get_tie_roll (AdjPtoGame *self,
                           guint       i,
                           int        *japan,
                           int        *allies)
{
  g_return_if_fail (i < self->s.tie_rolls->len / 2);
  *japan = g_array_index (self->s.tie_rolls, int, 2 * i);
  *allies = g_array_index (self->s.tie_rolls, int, 2 * i + 1);
}

/* Records a pair of initiative dice: the high roll gets initiative; a tie is rerolled. */
static void
settle_tie (AdjPtoGame *self,
            int         japan_face,
            int         allied_face)
{
  g_array_append_val (self->s.tie_rolls, japan_face);
  g_array_append_val (self->s.tie_rolls, allied_face);
  self->s.tie_face[0] = self->s.tie_face[1] = 0;
  if (japan_face != allied_face)
    {
      self->s.tie_pending = FALSE;
      self->s.initiative = japan_face > allied_face ? ADJ_PTO_SIDE_JAPAN : ADJ_PTO_SIDE_ALLIES;
      self->s.naval_air_first = self->s.initiative;
    }
}

gboolean
adj_pto_game_get_dice_spec (AdjPtoGame   *self,
          const char   *constant,
          AdjDiceSpec  *out,
          GError      **error)
{
  AdjRuleFile *file = adj_rulebook_get_file (self->rulebook, "pto");

  if (file == NULL || !adj_rule_file_has_constant (file, constant))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING, _("pto.xml lacks the constant “%s”."), constant);
      return FALSE;
    }
  return adj_dice_spec_parse (adj_rule_file_get_text (file, constant), out, error);
}

/**
 * adj_pto_game_roll_initiative:
 * @self: the game
 * @japan_face: Japan's die
 * @allied_face: the Allies' die
 * @error: return location for an error
 *
 * Resolves tied offensives: the high roll gets initiative; a tie is rerolled.
 *
 * Returns: %TRUE if the faces were accepted
 */
gboolean
adj_pto_game_roll_initiative (AdjPtoGame  *self,
                              int          japan_face,
                              int          allied_face,
                              GError     **error)
{
  AdjDiceSpec spec;

  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (!self->s.tie_pending)
    return adj_pto_game_fail (error, _("Initiative is rolled for only when the offensives bought are equal."));
  if (!adj_pto_game_get_dice_spec (self, "initiative-dice", &spec, error)
      || !adj_dice_spec_check_faces (&spec, &japan_face, 1, error)
      || !adj_dice_spec_check_faces (&spec, &allied_face, 1, error))
    return FALSE;
  settle_tie (self, japan_face, allied_face);
  adj_pto_game_changed (self, N_("Roll for initiative"));
  return TRUE;
}

/** adj_pto_game_get_tie_die: Returns: @side's initiative die waiting for the other side's, 0 if none */
int
adj_pto_game_get_tie_die (AdjPtoGame *self,
                          AdjPtoSide  side)
{
  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), 0);
  g_return_val_if_fail (adj_pto_game_valid_side (side), 0);
  return self->s.tie_face[side];
}

/**
 * adj_pto_game_roll_tie_die:
 * @self: the game
 * @side: the side that rolled
 * @face: its die
 * @error: return location for an error
 *
 * One side's die of the initiative roll on tied offensives. The die waits
 * (saved, undoable) until the other side rolls; then the pair is resolved as
 * by adj_pto_game_roll_initiative(). A side that rolls again replaces its
 * waiting die.
 *
 * Returns: %TRUE if the face was accepted
 */
gboolean
adj_pto_game_roll_tie_die (AdjPtoGame  *self,
                           AdjPtoSide   side,
                           int          face,
                           GError     **error)
{
  AdjDiceSpec spec;
  int other;

  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (!adj_pto_game_valid_side (side))
    return adj_pto_game_fail (error, _("Japan or the Allies must roll."));
  if (!self->s.tie_pending)
    return adj_pto_game_fail (error, _("Initiative is rolled for only when the offensives bought are equal."));
  if (!adj_pto_game_get_dice_spec (self, "initiative-dice", &spec, error) || !adj_dice_spec_check_faces (&spec, &face, 1, error))
    return FALSE;
  other = self->s.tie_face[ADJ_PTO_OTHER_SIDE (side)];
  if (other == 0)
    self->s.tie_face[side] = face;
  else if (side == ADJ_PTO_SIDE_JAPAN)
    settle_tie (self, face, other);
  else
    settle_tie (self, other, face);
  adj_pto_game_changed (self, N_("Roll for initiative"));
  return TRUE;
}

