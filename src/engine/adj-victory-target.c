/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-enum-types.h"
#include "adj-victory-target.h"

/* One victory target, an item of AdjVictoryRecord's target list. Its fixed
 * facts come from the table; held, run, points, remaining and state describe
 * the end of the record's selected turn and are notified when they change. */
struct _AdjVictoryTarget
{
  GObject parent_instance;
  char *id;
  char *label;
  char *class_id;
  char *class_name;
  guint class_rank;
  guint index;
  int value;
  double lat;
  double lon;
  int historical;
  gboolean held;
  int run;
  int points;
  int remaining;
  AdjVictoryState state;
};

G_DEFINE_FINAL_TYPE (AdjVictoryTarget, adj_victory_target, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_LABEL,
  PROP_CLASS_ID,
  PROP_CLASS_NAME,
  PROP_CLASS_RANK,
  PROP_INDEX,
  PROP_VALUE,
  PROP_LAT,
  PROP_LON,
  PROP_HISTORICAL,
  PROP_HELD,
  PROP_RUN,
  PROP_POINTS,
  PROP_REMAINING,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
adj_victory_target_finalize (GObject *object)
{
  AdjVictoryTarget *self = ADJ_VICTORY_TARGET (object);

  g_free (self->id);
  g_free (self->label);
  g_free (self->class_id);
  g_free (self->class_name);

  G_OBJECT_CLASS (adj_victory_target_parent_class)->finalize (object);
}

static void
adj_victory_target_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  AdjVictoryTarget *self = ADJ_VICTORY_TARGET (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;
    case PROP_CLASS_ID:
      g_value_set_string (value, self->class_id);
      break;
    case PROP_CLASS_NAME:
      g_value_set_string (value, self->class_name);
      break;
    case PROP_CLASS_RANK:
      g_value_set_uint (value, self->class_rank);
      break;
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_VALUE:
      g_value_set_int (value, self->value);
      break;
    case PROP_LAT:
      g_value_set_double (value, self->lat);
      break;
    case PROP_LON:
      g_value_set_double (value, self->lon);
      break;
    case PROP_HISTORICAL:
      g_value_set_int (value, self->historical);
      break;
    case PROP_HELD:
      g_value_set_boolean (value, self->held);
      break;
    case PROP_RUN:
      g_value_set_int (value, self->run);
      break;
    case PROP_POINTS:
      g_value_set_int (value, self->points);
      break;
    case PROP_REMAINING:
      g_value_set_int (value, self->remaining);
      break;
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_target_class_init (AdjVictoryTargetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = adj_victory_target_finalize;
  object_class->get_property = adj_victory_target_get_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  properties[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, NULL, flags);
  properties[PROP_CLASS_ID] = g_param_spec_string ("class-id", NULL, NULL, NULL, flags);
  properties[PROP_CLASS_NAME] = g_param_spec_string ("class-name", NULL, NULL, NULL, flags);
  properties[PROP_CLASS_RANK] = g_param_spec_uint ("class-rank", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_VALUE] = g_param_spec_int ("value", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_LAT] = g_param_spec_double ("lat", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  properties[PROP_LON] = g_param_spec_double ("lon", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  properties[PROP_HISTORICAL] = g_param_spec_int ("historical", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_HELD] = g_param_spec_boolean ("held", NULL, NULL, FALSE, flags);
  properties[PROP_RUN] = g_param_spec_int ("run", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_POINTS] = g_param_spec_int ("points", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_REMAINING] = g_param_spec_int ("remaining", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_STATE] = g_param_spec_enum ("state", NULL, NULL, ADJ_TYPE_VICTORY_STATE,
                                             ADJ_VICTORY_STATE_NOT_HELD, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_victory_target_init (AdjVictoryTarget *self)
{
}

AdjVictoryTarget *
adj_victory_target_new (guint       index,
                        const char *id,
                        const char *label,
                        const char *class_id,
                        const char *class_name,
                        guint       class_rank,
                        int         value,
                        double      lat,
                        double      lon,
                        int         historical)
{
  AdjVictoryTarget *self = g_object_new (ADJ_TYPE_VICTORY_TARGET, NULL);

  self->index = index;
  self->id = g_strdup (id);
  self->label = g_strdup (label);
  self->class_id = g_strdup (class_id);
  self->class_name = g_strdup (class_name);
  self->class_rank = class_rank;
  self->value = value;
  self->lat = lat;
  self->lon = lon;
  self->historical = historical;
  self->remaining = value;
  return self;
}

/* Sets what the record computed; notifies only what changed. */
void
adj_victory_target_update (AdjVictoryTarget *self,
                           gboolean          held,
                           int               run,
                           int               points,
                           AdjVictoryState   state)
{
  g_return_if_fail (ADJ_IS_VICTORY_TARGET (self));

  g_object_freeze_notify (G_OBJECT (self));
  held = !!held;
#define SET(field, prop) \
  if (self->field != field) { self->field = field; g_object_notify_by_pspec (G_OBJECT (self), properties[prop]); }
  SET (held, PROP_HELD);
  SET (run, PROP_RUN);
  SET (points, PROP_POINTS);
  SET (state, PROP_STATE);
#undef SET
  if (self->remaining != self->value - points)
    {
      self->remaining = self->value - points;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REMAINING]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

const char *
adj_victory_target_get_id (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->id;
}

const char *
adj_victory_target_get_label (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->label;
}

const char *
adj_victory_target_get_class_id (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->class_id;
}

const char *
adj_victory_target_get_class_name (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->class_name;
}

guint
adj_victory_target_get_class_rank (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->class_rank;
}

guint
adj_victory_target_get_index (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->index;
}

int
adj_victory_target_get_value (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->value;
}

double
adj_victory_target_get_lat (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->lat;
}

double
adj_victory_target_get_lon (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->lon;
}

int
adj_victory_target_get_historical (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->historical;
}

gboolean
adj_victory_target_get_held (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->held;
}

int
adj_victory_target_get_run (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->run;
}

int
adj_victory_target_get_points (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->points;
}

int
adj_victory_target_get_remaining (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->remaining;
}

AdjVictoryState
adj_victory_target_get_state (AdjVictoryTarget *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (self), 0);
  return self->state;
}
