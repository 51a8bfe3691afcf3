/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "adj-roll.h"

struct _AdjRoll
{
  GObject    parent_instance;

  GDateTime *time;
  char      *purpose;
  char      *who;
  char      *dice;
  GArray    *faces;
  int        modifier;
  int        result;
  gboolean   physical;
  char      *note;
  char      *topic;   /* what the roll was for, as a fact ("pto.grounding"), or NULL */
  GStrv      args;    /* the topic's facts: ids and numbers */
  gboolean   undone;  /* the step it was rolled for was undone */
  guint      step;    /* that step (an AdjHistory step id), 0 for none; not saved */
};

G_DEFINE_FINAL_TYPE (AdjRoll, adj_roll, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PURPOSE,
  PROP_WHO,
  PROP_DICE,
  PROP_FACES_TEXT,
  PROP_MODIFIER,
  PROP_RESULT,
  PROP_PHYSICAL,
  PROP_TIME_TEXT,
  PROP_NOTE,
  PROP_MODIFIER_TEXT,
  PROP_UNDONE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
adj_roll_finalize (GObject *object)
{
  AdjRoll *self = (AdjRoll *) object;

  g_clear_pointer (&self->time, g_date_time_unref);
  g_clear_pointer (&self->purpose, g_free);
  g_clear_pointer (&self->who, g_free);
  g_clear_pointer (&self->dice, g_free);
  g_clear_pointer (&self->faces, g_array_unref);
  g_clear_pointer (&self->note, g_free);
  g_clear_pointer (&self->topic, g_free);
  g_clear_pointer (&self->args, g_strfreev);
  G_OBJECT_CLASS (adj_roll_parent_class)->finalize (object);
}

static void
adj_roll_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  AdjRoll *self = ADJ_ROLL (object);

  switch (prop_id)
    {
    case PROP_PURPOSE:
      g_value_set_string (value, self->purpose);
      break;
    case PROP_WHO:
      g_value_set_string (value, self->who);
      break;
    case PROP_DICE:
      g_value_set_string (value, self->dice);
      break;
    case PROP_FACES_TEXT:
      g_value_take_string (value, adj_roll_dup_faces_text (self));
      break;
    case PROP_MODIFIER:
      g_value_set_int (value, self->modifier);
      break;
    case PROP_RESULT:
      g_value_set_int (value, self->result);
      break;
    case PROP_PHYSICAL:
      g_value_set_boolean (value, self->physical);
      break;
    case PROP_TIME_TEXT:
      g_value_take_string (value, adj_roll_dup_time_text (self));
      break;
    case PROP_NOTE:
      g_value_set_string (value, self->note);
      break;
    case PROP_MODIFIER_TEXT:
      g_value_take_string (value, self->modifier ? g_strdup_printf ("%+d", self->modifier) : g_strdup (""));
      break;
    case PROP_UNDONE:
      g_value_set_boolean (value, self->undone);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_roll_class_init (AdjRollClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = adj_roll_finalize;
  object_class->get_property = adj_roll_get_property;

  properties[PROP_PURPOSE] =
    g_param_spec_string ("purpose", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_WHO] =
    g_param_spec_string ("who", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DICE] =
    g_param_spec_string ("dice", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FACES_TEXT] =
    g_param_spec_string ("faces-text", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIER] =
    g_param_spec_int ("modifier", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT] =
    g_param_spec_int ("result", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PHYSICAL] =
    g_param_spec_boolean ("physical", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TIME_TEXT] =
    g_param_spec_string ("time-text", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTE] =
    g_param_spec_string ("note", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIER_TEXT] =
    g_param_spec_string ("modifier-text", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * AdjRoll:undone:
   *
   * Whether the step the roll was made for was undone: the roll stays in
   * the log, marked, and a redo restores it.
   */
  properties[PROP_UNDONE] =
    g_param_spec_boolean ("undone", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_roll_init (AdjRoll *self)
{
  self->faces = g_array_new (FALSE, FALSE, sizeof (int));
}

/**
 * adj_roll_new:
 * @time: when
 * @purpose: (nullable): what for
 * @who: (nullable): who rolled
 * @dice: what was rolled ("2d6")
 * @faces: (array length=n_faces): the raw faces
 * @n_faces: their number
 * @modifier: the modifier added
 * @result: the result
 * @physical: %TRUE if the faces were rolled on real dice
 *
 * Returns: (transfer full): a log entry
 */
AdjRoll *
adj_roll_new (GDateTime  *time,
              const char *purpose,
              const char *who,
              const char *dice,
              const int  *faces,
              guint       n_faces,
              int         modifier,
              int         result,
              gboolean    physical)
{
  AdjRoll *self = g_object_new (ADJ_TYPE_ROLL, NULL);

  self->time = g_date_time_ref (time);
  self->purpose = g_strdup (purpose ? purpose : "");
  self->who = g_strdup (who ? who : "");
  self->dice = g_strdup (dice ? dice : "");
  g_array_append_vals (self->faces, faces, n_faces);
  self->modifier = modifier;
  self->result = result;
  self->physical = physical;
  return self;
}

/**
 * adj_roll_topic_is_valid:
 * @topic: a topic ("pto.grounding")
 * @args: (nullable) (array zero-terminated=1): its facts
 *
 * A topic names what a roll was for as facts, so that the log can be read
 * in any language: an aid's id, a dot and a name, with ids and numbers as
 * its arguments. Both are made of letters, digits, '-', '_' and '.' only.
 *
 * Returns: whether @topic and @args have that form
 */
gboolean
adj_roll_topic_is_valid (const char         *topic,
                         const char * const *args)
{
  const char *dot;

  if (topic == NULL || (dot = strchr (topic, '.')) == NULL || dot == topic || dot[1] == '\0'
      || strlen (topic) > 64 || strspn (topic, ADJ_ROLL_TOPIC_CHARS) != strlen (topic))
    return FALSE;
  for (guint i = 0; args && args[i]; i++)
    if (i >= 8 || *args[i] == '\0' || strlen (args[i]) > 64
        || strspn (args[i], ADJ_ROLL_TOPIC_CHARS) != strlen (args[i]))
      return FALSE;
  return TRUE;
}

/**
 * adj_roll_set_topic:
 * @self: a roll not yet logged
 * @topic: what the roll was for (see adj_roll_topic_is_valid())
 * @args: (nullable) (array zero-terminated=1): the topic's facts
 *
 * Gives the roll a topic: its purpose and who rolled are then said by the
 * aid's formatter in the reader's language, and nothing else is saved.
 */
void
adj_roll_set_topic (AdjRoll            *self,
                    const char         *topic,
                    const char * const *args)
{
  g_return_if_fail (ADJ_IS_ROLL (self));
  g_return_if_fail (adj_roll_topic_is_valid (topic, args));

  g_free (self->topic);
  self->topic = g_strdup (topic);
  g_strfreev (self->args);
  self->args = args ? g_strdupv ((char **) args) : g_new0 (char *, 1);
  g_clear_pointer (&self->purpose, g_free);
  g_clear_pointer (&self->who, g_free);
  self->purpose = g_strdup ("");
  self->who = g_strdup ("");
}

/** adj_roll_get_topic: Returns: (transfer none) (nullable): what the roll was for, as a fact */
const char *
adj_roll_get_topic (AdjRoll *self)
{
  g_return_val_if_fail (ADJ_IS_ROLL (self), NULL);
  return self->topic;
}

/** adj_roll_get_topic_args: Returns: (transfer none) (nullable) (array zero-terminated=1): the topic's facts */
const char * const *
adj_roll_get_topic_args (AdjRoll *self)
{
  g_return_val_if_fail (ADJ_IS_ROLL (self), NULL);
  return (const char * const *) self->args;
}

/** adj_roll_get_time: Returns: (transfer none): when the roll was made */
GDateTime *
adj_roll_get_time (AdjRoll *self)
{
  return self->time;
}

/** adj_roll_get_purpose: Returns: (transfer none): what the roll was for */
const char *
adj_roll_get_purpose (AdjRoll *self)
{
  return self->purpose;
}

/** adj_roll_get_who: Returns: (transfer none): who rolled */
const char *
adj_roll_get_who (AdjRoll *self)
{
  return self->who;
}

/** adj_roll_get_dice: Returns: (transfer none): what was rolled */
const char *
adj_roll_get_dice (AdjRoll *self)
{
  return self->dice;
}

/**
 * adj_roll_get_faces:
 * @self: a roll
 * @n_faces: (out) (optional): the number of faces
 *
 * Returns: (transfer none) (array length=n_faces): the raw faces
 */
const int *
adj_roll_get_faces (AdjRoll *self,
                    guint   *n_faces)
{
  if (n_faces)
    *n_faces = self->faces->len;
  return (const int *) (void *) self->faces->data;
}

/** adj_roll_get_face: Returns: face @i */
int
adj_roll_get_face (AdjRoll *self,
                   guint    i)
{
  g_return_val_if_fail (i < self->faces->len, 0);
  return g_array_index (self->faces, int, i);
}

/** adj_roll_get_n_faces: Returns: the number of faces */
guint
adj_roll_get_n_faces (AdjRoll *self)
{
  return self->faces->len;
}

/** adj_roll_get_modifier: Returns: the modifier */
int
adj_roll_get_modifier (AdjRoll *self)
{
  return self->modifier;
}

/** adj_roll_get_result: Returns: the result */
int
adj_roll_get_result (AdjRoll *self)
{
  return self->result;
}

/** adj_roll_get_physical: Returns: %TRUE if rolled on real dice */
gboolean
adj_roll_get_physical (AdjRoll *self)
{
  return self->physical;
}

/** adj_roll_get_note: Returns: (transfer none) (nullable): a note on the result */
const char *
adj_roll_get_note (AdjRoll *self)
{
  return self->note;
}

/**
 * adj_roll_set_note:
 * @self: a roll
 * @note: (nullable): what the result means ("Turn over")
 */
void
adj_roll_set_note (AdjRoll    *self,
                   const char *note)
{
  g_return_if_fail (ADJ_IS_ROLL (self));
  if (g_strcmp0 (self->note, note) == 0)
    return;
  g_free (self->note);
  self->note = g_strdup (note);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTE]);
}

/** adj_roll_dup_faces_text: Returns: (transfer full): the faces, "3 5 6" */
char *
adj_roll_dup_faces_text (AdjRoll *self)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < self->faces->len; i++)
    g_string_append_printf (s, i ? " %d" : "%d", g_array_index (self->faces, int, i));
  return g_string_free (s, FALSE);
}

/**
 * adj_roll_dup_time_text:
 * @self: a roll
 *
 * Returns: (transfer full): the local time in the user's locale's way
 *   ("15:04:05", "3:04:05 PM")
 */
char *
adj_roll_dup_time_text (AdjRoll *self)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (self->time);

  return g_date_time_format (local ? local : self->time, "%X");
}

/** adj_roll_get_undone: Returns: whether the step the roll was made for was undone */
gboolean
adj_roll_get_undone (AdjRoll *self)
{
  g_return_val_if_fail (ADJ_IS_ROLL (self), FALSE);
  return self->undone;
}

/**
 * adj_roll_set_undone:
 * @self: a roll
 * @undone: whether the step it was made for is undone
 */
void
adj_roll_set_undone (AdjRoll  *self,
                     gboolean  undone)
{
  g_return_if_fail (ADJ_IS_ROLL (self));
  undone = !!undone;
  if (self->undone == undone)
    return;
  self->undone = undone;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDONE]);
}

/** adj_roll_get_step: Returns: the undo step (#AdjHistory) the roll was made for, 0 for none */
guint
adj_roll_get_step (AdjRoll *self)
{
  g_return_val_if_fail (ADJ_IS_ROLL (self), 0);
  return self->step;
}

/**
 * adj_roll_set_step:
 * @self: a roll
 * @step: the undo step it was made for
 *
 * Ties the roll to a step of an #AdjHistory, so that undoing the step marks
 * the roll undone. Undo histories are not saved, and neither is @step.
 */
void
adj_roll_set_step (AdjRoll *self,
                   guint    step)
{
  g_return_if_fail (ADJ_IS_ROLL (self));
  self->step = step;
}

/**
 * adj_roll_split_each_die:
 * @self: a roll whose topic ends in %ADJ_ROLL_TOPIC_EACH_DIE
 *
 * A roll of several dice where each die is its own roll, for one of the
 * topic's facts (each side rolls one die for the initiative), is logged as
 * one roll per die, so that no result adds up dice that do not belong
 * together. Each has the topic without %ADJ_ROLL_TOPIC_EACH_DIE, its fact,
 * one die of the same kind, its face plus the modifier as its result.
 *
 * Returns: (transfer full) (element-type AdjRoll) (nullable): the rolls, or
 *   %NULL when @self is not such a roll (its facts do not match its dice)
 */
GPtrArray *
adj_roll_split_each_die (AdjRoll *self)
{
  g_autoptr(GPtrArray) rolls = NULL;
  g_autofree char *topic = NULL;
  g_autofree char *one = NULL;
  guint n_args;
  int count, sides;
  char extra;

  g_return_val_if_fail (ADJ_IS_ROLL (self), NULL);
  if (self->topic == NULL || !g_str_has_suffix (self->topic, ADJ_ROLL_TOPIC_EACH_DIE))
    return NULL;
  n_args = g_strv_length (self->args);
  /* only "NdM" with one die per fact: "2d10" for two sides */
  if (sscanf (self->dice, "%dd%d%c", &count, &sides, &extra) != 2
      || count < 1 || (guint) count != n_args || self->faces->len != n_args)
    return NULL;

  topic = g_strndup (self->topic, strlen (self->topic) - strlen (ADJ_ROLL_TOPIC_EACH_DIE));
  one = g_strdup_printf ("1d%d", sides);
  rolls = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n_args; i++)
    {
      int face = g_array_index (self->faces, int, i);
      AdjRoll *roll = adj_roll_new (self->time, NULL, NULL, one, &face, 1, self->modifier,
                                    face + self->modifier, self->physical);

      adj_roll_set_topic (roll, topic, (const char * const[]) { self->args[i], NULL });
      g_ptr_array_add (rolls, roll);
    }
  return g_steal_pointer (&rolls);
}
