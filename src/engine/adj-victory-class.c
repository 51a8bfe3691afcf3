/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-victory-class.h"

/* One class of victory targets (primary, secondary, tertiary), an item of
 * AdjVictoryRecord's class list: its table facts, and the points its targets
 * earned in the turns that ended (notified when they change). */
struct _AdjVictoryClass
{
  GObject  parent_instance;

  char    *id;
  char    *name;
  int      value;
  guint    rank;
  int      points;
};

G_DEFINE_FINAL_TYPE (AdjVictoryClass, adj_victory_class, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_VALUE,
  PROP_RANK,
  PROP_POINTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
adj_victory_class_finalize (GObject *object)
{
  AdjVictoryClass *self = ADJ_VICTORY_CLASS (object);

  g_free (self->id);
  g_free (self->name);
  G_OBJECT_CLASS (adj_victory_class_parent_class)->finalize (object);
}

static void
adj_victory_class_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  AdjVictoryClass *self = ADJ_VICTORY_CLASS (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_VALUE:
      g_value_set_int (value, self->value);
      break;
    case PROP_RANK:
      g_value_set_uint (value, self->rank);
      break;
    case PROP_POINTS:
      g_value_set_int (value, self->points);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_class_class_init (AdjVictoryClassClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = adj_victory_class_finalize;
  object_class->get_property = adj_victory_class_get_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_VALUE] = g_param_spec_int ("value", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_RANK] = g_param_spec_uint ("rank", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_POINTS] = g_param_spec_int ("points", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_victory_class_init (AdjVictoryClass *self)
{
}

AdjVictoryClass *
adj_victory_class_new (const char *id,
                       const char *name,
                       int         value,
                       guint       rank)
{
  AdjVictoryClass *self = g_object_new (ADJ_TYPE_VICTORY_CLASS, NULL);

  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->value = value;
  self->rank = rank;
  return self;
}

void
adj_victory_class_set_points (AdjVictoryClass *self,
                              int              points)
{
  g_return_if_fail (ADJ_IS_VICTORY_CLASS (self));

  if (self->points == points)
    return;
  self->points = points;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POINTS]);
}

const char *
adj_victory_class_get_id (AdjVictoryClass *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_CLASS (self), NULL);
  return self->id;
}

const char *
adj_victory_class_get_name (AdjVictoryClass *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_CLASS (self), NULL);
  return self->name;
}

int
adj_victory_class_get_value (AdjVictoryClass *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_CLASS (self), 0);
  return self->value;
}

guint
adj_victory_class_get_rank (AdjVictoryClass *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_CLASS (self), 0);
  return self->rank;
}

/**
 * adj_victory_class_get_points:
 *
 * Returns: the points the class's targets earned in the turns that ended
 */
int
adj_victory_class_get_points (AdjVictoryClass *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_CLASS (self), 0);
  return self->points;
}
