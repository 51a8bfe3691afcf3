/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"


#include "adj-dice.h"
#include "adj-error.h"

struct _AdjDice
{
  GObject     parent_instance;

  GRand      *rand;
  AdjRollLog *log;
};

G_DEFINE_FINAL_TYPE (AdjDice, adj_dice, G_TYPE_OBJECT)

static void
adj_dice_finalize (GObject *object)
{
  AdjDice *self = (AdjDice *) object;

  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_object (&self->log);
  G_OBJECT_CLASS (adj_dice_parent_class)->finalize (object);
}

static void
adj_dice_class_init (AdjDiceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_dice_finalize;
}

static void
adj_dice_init (AdjDice *self)
{
  self->rand = g_rand_new ();
}

/**
 * adj_dice_new:
 * @log: (nullable): the roll log every roll lands in
 *
 * Returns: (transfer full): the dice service
 */
AdjDice *
adj_dice_new (AdjRollLog *log)
{
  AdjDice *self = g_object_new (ADJ_TYPE_DICE, NULL);

  self->log = log ? g_object_ref (log) : adj_roll_log_new ();
  return self;
}

/** adj_dice_get_log: Returns: (transfer none): the roll log */
AdjRollLog *
adj_dice_get_log (AdjDice *self)
{
  g_return_val_if_fail (ADJ_IS_DICE (self), NULL);
  return self->log;
}

/**
 * adj_dice_set_seed:
 * @self: the dice
 * @seed: a seed
 *
 * Makes the virtual dice repeat a known sequence (for tests).
 */
void
adj_dice_set_seed (AdjDice *self,
                   guint32  seed)
{
  g_return_if_fail (ADJ_IS_DICE (self));
  g_rand_set_seed (self->rand, seed);
}

/**
 * adj_dice_face:
 * @self: the dice
 * @sides: faces of the die
 *
 * Throws one virtual die without logging it (for simulations).
 *
 * Returns: a face from 1 to @sides
 */
int
adj_dice_face (AdjDice *self,
               int      sides)
{
  return g_rand_int_range (self->rand, 1, sides + 1);
}

/**
 * adj_dice_roll:
 * @self: the dice
 * @spec: what to roll
 * @purpose: what the roll is for ("Turn end, impulse 4")
 * @who: (nullable): who rolled ("Axis")
 * @modifier: added to the value of the dice
 * @faces: (array length=n_faces) (nullable): faces rolled on real dice, or %NULL to roll here
 * @n_faces: number of @faces
 * @error: return location for an %ADJ_ERROR_DICE error
 *
 * Rolls (or takes the players' faces), and logs the roll.
 *
 * Returns: (transfer full) (nullable): the roll, or %NULL if a face is impossible
 */
static AdjRoll *
roll_and_log (AdjDice            *self,
              const AdjDiceSpec  *spec,
              const char         *purpose,
              const char         *who,
              const char         *topic,
              const char * const *args,
              int                 modifier,
              const int          *faces,
              guint               n_faces,
              GError            **error);

AdjRoll *
adj_dice_roll (AdjDice           *self,
               const AdjDiceSpec *spec,
               const char        *purpose,
               const char        *who,
               int                modifier,
               const int         *faces,
               guint              n_faces,
               GError           **error)
{
  return roll_and_log (self, spec, purpose, who, NULL, NULL, modifier, faces, n_faces, error);
}

/**
 * adj_dice_roll_about:
 * @self: the dice
 * @spec: what to roll
 * @topic: what the roll is for, as a fact ("pto.grounding"; see
 *   adj_roll_topic_is_valid())
 * @args: (nullable) (array zero-terminated=1): the topic's facts ("burma")
 * @modifier: added to the value of the dice
 * @faces: (array length=n_faces) (nullable): faces rolled on real dice, or %NULL to roll here
 * @n_faces: number of @faces
 * @error: return location for an %ADJ_ERROR_DICE error
 *
 * As adj_dice_roll(), for a roll whose purpose the aid's formatter words.
 *
 * Returns: (transfer full) (nullable): the roll, or %NULL if a face is impossible
 */
AdjRoll *
adj_dice_roll_about (AdjDice            *self,
                     const AdjDiceSpec  *spec,
                     const char         *topic,
                     const char * const *args,
                     int                 modifier,
                     const int          *faces,
                     guint               n_faces,
                     GError            **error)
{
  g_return_val_if_fail (adj_roll_topic_is_valid (topic, args), NULL);
  return roll_and_log (self, spec, NULL, NULL, topic, args, modifier, faces, n_faces, error);
}

static AdjRoll *
roll_and_log (AdjDice            *self,
              const AdjDiceSpec  *spec,
              const char         *purpose,
              const char         *who,
              const char         *topic,
              const char * const *args,
              int                 modifier,
              const int          *faces,
              guint               n_faces,
              GError            **error)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *name = NULL;
  int rolled[ADJ_DICE_MAX_COUNT];
  gboolean physical = faces != NULL;
  AdjRoll *roll;

  g_return_val_if_fail (ADJ_IS_DICE (self), NULL);
  g_return_val_if_fail (spec != NULL, NULL);

  if (physical)
    {
      if (!adj_dice_spec_check_faces (spec, faces, n_faces, error))
        return NULL;
    }
  else
    {
      n_faces = adj_dice_spec_n_faces (spec);
      for (guint i = 0; i < n_faces; i++)
        rolled[i] = adj_dice_face (self, spec->sides);
      faces = rolled;
    }

  now = g_date_time_new_now_local ();
  name = adj_dice_spec_to_string (spec);
  roll = adj_roll_new (now, purpose, who, name, faces, n_faces, modifier,
                       adj_dice_spec_value (spec, faces, n_faces) + modifier, physical);
  if (topic)
    adj_roll_set_topic (roll, topic, args);
  adj_roll_log_append (self->log, roll);
  return roll;
}

/**
 * adj_dice_roll_text:
 * @self: the dice
 * @spec_text: what to roll, as text ("2d6")
 * @purpose: what the roll is for
 * @who: (nullable): who rolled
 * @modifier: added to the dice
 * @typed_faces: (nullable): faces typed by players ("3 5"), or %NULL to roll here
 * @error: return location for an %ADJ_ERROR_DICE error
 *
 * Returns: (transfer full) (nullable): the roll
 */
AdjRoll *
adj_dice_roll_text (AdjDice     *self,
                    const char  *spec_text,
                    const char  *purpose,
                    const char  *who,
                    int          modifier,
                    const char  *typed_faces,
                    GError     **error)
{
  return adj_dice_roll_text_about (self, spec_text, purpose, who, NULL, NULL, modifier, typed_faces, error);
}

/**
 * adj_dice_roll_text_about:
 * @self: the dice
 * @spec_text: what to roll, as text ("2d6")
 * @purpose: (nullable): what the roll is for, when it has no topic
 * @who: (nullable): who rolled, when it has no topic
 * @topic: (nullable): what the roll is for, as a fact (see adj_dice_roll_about())
 * @args: (nullable) (array zero-terminated=1): the topic's facts
 * @modifier: added to the dice
 * @typed_faces: (nullable): faces typed by players ("3 5"), or %NULL to roll here
 * @error: return location for an %ADJ_ERROR_DICE error
 *
 * Returns: (transfer full) (nullable): the roll
 */
AdjRoll *
adj_dice_roll_text_about (AdjDice            *self,
                          const char         *spec_text,
                          const char         *purpose,
                          const char         *who,
                          const char         *topic,
                          const char * const *args,
                          int                 modifier,
                          const char         *typed_faces,
                          GError            **error)
{
  AdjDiceSpec spec;
  g_autoptr(GArray) faces = NULL;

  g_return_val_if_fail (topic == NULL || adj_roll_topic_is_valid (topic, args), NULL);

  if (!adj_dice_spec_parse (spec_text, &spec, error))
    return NULL;
  if (typed_faces == NULL)
    return roll_and_log (self, &spec, purpose, who, topic, args, modifier, NULL, 0, error);
  faces = adj_dice_parse_faces (&spec, typed_faces, error);
  if (faces == NULL)
    return NULL;
  return roll_and_log (self, &spec, purpose, who, topic, args, modifier,
                       (const int *) (void *) faces->data, faces->len, error);
}
