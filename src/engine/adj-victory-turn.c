/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-victory-turn.h"

/* One WiF turn of the victory record (an item of its turn list): its label
 * ("Mar/Apr 1942"), the points credited at its end, the running total, how
 * many targets were held, and whether it is the turn in progress. */
struct _AdjVictoryTurn
{
  GObject   parent_instance;

  guint     index;
  char     *label;
  int       credit;
  int       total;
  guint     n_held;
  gboolean  current;
};

G_DEFINE_FINAL_TYPE (AdjVictoryTurn, adj_victory_turn, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_LABEL,
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

  g_free (self->label);
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
    case PROP_LABEL:
      g_value_set_string (value, self->label);
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
  properties[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, NULL, flags);
  properties[PROP_CREDIT] = g_param_spec_int ("credit", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_TOTAL] = g_param_spec_int ("total", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_N_HELD] = g_param_spec_uint ("n-held", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_CURRENT] = g_param_spec_boolean ("current", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_victory_turn_init (AdjVictoryTurn *self)
{
}

AdjVictoryTurn *
adj_victory_turn_new (guint index)
{
  AdjVictoryTurn *self = g_object_new (ADJ_TYPE_VICTORY_TURN, NULL);

  self->index = index;
  return self;
}

/* Sets what the record computed; notifies only what changed. */
void
adj_victory_turn_update (AdjVictoryTurn *self,
                         const char     *label,
                         int             credit,
                         int             total,
                         guint           n_held,
                         gboolean        current)
{
  GObject *object = G_OBJECT (self);

  g_object_freeze_notify (object);
  if (g_strcmp0 (self->label, label) != 0)
    {
      g_free (self->label);
      self->label = g_strdup (label);
      g_object_notify_by_pspec (object, properties[PROP_LABEL]);
    }
#define SET(field, prop) \
  if (self->field != field) { self->field = field; g_object_notify_by_pspec (object, properties[prop]); }
  SET (credit, PROP_CREDIT);
  SET (total, PROP_TOTAL);
  SET (n_held, PROP_N_HELD);
  current = !!current;
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

const char *
adj_victory_turn_get_label (AdjVictoryTurn *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TURN (self), NULL);
  return self->label;
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
