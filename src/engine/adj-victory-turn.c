/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-victory-turn.h"

/* One WiF turn of the victory record (an item of its turn list): its year and
 * two-month slot (a row of the turns table, with that row's name), the
 * targets held at its end (ids, and their table labels), the points credited
 * at its end, the running total, and whether it is the turn in progress. */
struct _AdjVictoryTurn
{
  GObject   parent_instance;

  guint     index;
  int       year;
  guint     slot;
  char     *slot_label;
  GStrv     held;
  GStrv     held_labels;
  int       credit;
  int       total;
  guint     n_held;
  gboolean  current;
};

G_DEFINE_FINAL_TYPE (AdjVictoryTurn, adj_victory_turn, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_YEAR,
  PROP_SLOT,
  PROP_SLOT_LABEL,
  PROP_HELD,
  PROP_HELD_LABELS,
  PROP_CREDIT,
  PROP_TOTAL,
  PROP_N_HELD,
  PROP_CURRENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
adj_victory_turn_finalize (GObject *object)
{
  AdjVictoryTurn *self = ADJ_VICTORY_TURN (object);

  g_free (self->slot_label);
  g_strfreev (self->held);
  g_strfreev (self->held_labels);
  G_OBJECT_CLASS (adj_victory_turn_parent_class)->finalize (object);
}

static void
adj_victory_turn_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AdjVictoryTurn *self = ADJ_VICTORY_TURN (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_YEAR:
      g_value_set_int (value, self->year);
      break;
    case PROP_SLOT:
      g_value_set_uint (value, self->slot);
      break;
    case PROP_SLOT_LABEL:
      g_value_set_string (value, self->slot_label);
      break;
    case PROP_HELD:
      g_value_set_boxed (value, self->held);
      break;
    case PROP_HELD_LABELS:
      g_value_set_boxed (value, self->held_labels);
      break;
    case PROP_CREDIT:
      g_value_set_int (value, self->credit);
      break;
    case PROP_TOTAL:
      g_value_set_int (value, self->total);
      break;
    case PROP_N_HELD:
      g_value_set_uint (value, self->n_held);
      break;
    case PROP_CURRENT:
      g_value_set_boolean (value, self->current);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_turn_class_init (AdjVictoryTurnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = adj_victory_turn_finalize;
  object_class->get_property = adj_victory_turn_get_property;

  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_YEAR] = g_param_spec_int ("year", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_SLOT] = g_param_spec_uint ("slot", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SLOT_LABEL] = g_param_spec_string ("slot-label", NULL, NULL, NULL, flags);
  properties[PROP_HELD] = g_param_spec_boxed ("held", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_HELD_LABELS] = g_param_spec_boxed ("held-labels", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_CREDIT] = g_param_spec_int ("credit", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_TOTAL] = g_param_spec_int ("total", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_N_HELD] = g_param_spec_uint ("n-held", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_CURRENT] = g_param_spec_boolean ("current", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_victory_turn_init (AdjVictoryTurn *self)
{
  self->held = g_new0 (char *, 1);
  self->held_labels = g_new0 (char *, 1);
}

AdjVictoryTurn *
adj_victory_turn_new (guint index)
{
  AdjVictoryTurn *self = g_object_new (ADJ_TYPE_VICTORY_TURN, NULL);

  self->index = index;
  return self;
}

/* Sets what the record computed (takes @held and @held_labels, %NULL when
 * the targets held are the same as last time); notifies only what changed.
 * A record of many turns updates every turn after each tick, and most of
 * them stay as they were: those return before freezing notifications. */
void
adj_victory_turn_update (AdjVictoryTurn *self,
                         int             year,
                         guint           slot,
                         const char     *slot_label,
                         GStrv           held,
                         GStrv           held_labels,
                         int             credit,
                         int             total,
                         gboolean        current)
{
  GObject *object = G_OBJECT (self);
  guint n_held = held ? g_strv_length (held) : self->n_held;
  gboolean new_label = g_strcmp0 (self->slot_label, slot_label) != 0;
  gboolean new_held = held && !g_strv_equal ((const char * const *) self->held, (const char * const *) held);
  gboolean new_labels = held_labels
                        && !g_strv_equal ((const char * const *) self->held_labels, (const char * const *) held_labels);

  current = !!current;
  if (!new_label && !new_held && !new_labels && self->year == year && self->slot == slot
      && self->credit == credit && self->total == total && self->n_held == n_held && self->current == current)
    {
      g_strfreev (held);
      g_strfreev (held_labels);
      return;
    }

  g_object_freeze_notify (object);
  if (new_label)
    {
      g_free (self->slot_label);
      self->slot_label = g_strdup (slot_label);
      g_object_notify_by_pspec (object, properties[PROP_SLOT_LABEL]);
    }
  if (new_held)
    {
      g_strfreev (self->held);
      self->held = g_steal_pointer (&held);
      g_object_notify_by_pspec (object, properties[PROP_HELD]);
    }
  if (new_labels)
    {
      g_strfreev (self->held_labels);
      self->held_labels = g_steal_pointer (&held_labels);
      g_object_notify_by_pspec (object, properties[PROP_HELD_LABELS]);
    }
  g_strfreev (held);
  g_strfreev (held_labels);
#define SET(field, prop) \
  if (self->field != field) { self->field = field; g_object_notify_by_pspec (object, properties[prop]); }
  SET (year, PROP_YEAR);
  SET (slot, PROP_SLOT);
  SET (credit, PROP_CREDIT);
  SET (total, PROP_TOTAL);
  SET (n_held, PROP_N_HELD);
  SET (current, PROP_CURRENT);
#undef SET
  g_object_thaw_notify (object);
}

guint
adj_victory_turn_get_index (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), 0);
  return self->index;
}

int
adj_victory_turn_get_year (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), 0);
  return self->year;
}

/**
 * adj_victory_turn_get_slot:
 *
 * Returns: the turn's two months, a row of the turns table
 */
guint
adj_victory_turn_get_slot (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), 0);
  return self->slot;
}

/**
 * adj_victory_turn_get_slot_label:
 *
 * Returns: (transfer none): the name of the turn's two months in the table ("Mar/Apr")
 */
const char *
adj_victory_turn_get_slot_label (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), NULL);
  return self->slot_label;
}

/**
 * adj_victory_turn_get_held:
 *
 * Returns: (transfer none): the ids of the targets held at the end of the turn
 */
const char * const *
adj_victory_turn_get_held (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), NULL);
  return (const char * const *) self->held;
}

/**
 * adj_victory_turn_get_held_labels:
 *
 * Returns: (transfer none): the table labels of the targets held at the end of the turn
 */
const char * const *
adj_victory_turn_get_held_labels (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), NULL);
  return (const char * const *) self->held_labels;
}

int
adj_victory_turn_get_credit (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), 0);
  return self->credit;
}

int
adj_victory_turn_get_total (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), 0);
  return self->total;
}

guint
adj_victory_turn_get_n_held (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), 0);
  return self->n_held;
}

gboolean
adj_victory_turn_get_current (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), FALSE);
  return self->current;
}
