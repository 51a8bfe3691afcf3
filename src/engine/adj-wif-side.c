/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-wif-side.h"

/* One side of the game, an item of the track's "sides" list: its marker on
 * the initiative track and this turn's initiative roll. The track keeps it
 * in step (adj_wif_side_sync()); each property notifies only when it
 * changes. */
struct _AdjWifSide
{
  GObject  parent_instance;

  guint    index;
  char    *id;
  char    *name;
  int      box;
  int      bonus;
  int      roll;
  int      roll_bonus;
  int      rank;
  gboolean can_reroll;
  int      impulses;
};

G_DEFINE_FINAL_TYPE (AdjWifSide, adj_wif_side, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_ID,
  PROP_NAME,
  PROP_BOX,
  PROP_BONUS,
  PROP_ROLL,
  PROP_ROLL_BONUS,
  PROP_RANK,
  PROP_CAN_REROLL,
  PROP_IMPULSES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
adj_wif_side_finalize (GObject *object)
{
  AdjWifSide *self = ADJ_WIF_SIDE (object);

  g_free (self->id);
  g_free (self->name);
  G_OBJECT_CLASS (adj_wif_side_parent_class)->finalize (object);
}

static void
adj_wif_side_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjWifSide *self = ADJ_WIF_SIDE (object);

  switch (prop_id)
    {
    case PROP_INDEX: g_value_set_uint (value, self->index); break;
    case PROP_ID: g_value_set_string (value, self->id); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_BOX: g_value_set_int (value, self->box); break;
    case PROP_BONUS: g_value_set_int (value, self->bonus); break;
    case PROP_ROLL: g_value_set_int (value, self->roll); break;
    case PROP_ROLL_BONUS: g_value_set_int (value, self->roll_bonus); break;
    case PROP_RANK: g_value_set_int (value, self->rank); break;
    case PROP_CAN_REROLL: g_value_set_boolean (value, self->can_reroll); break;
    case PROP_IMPULSES: g_value_set_int (value, self->impulses); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wif_side_class_init (AdjWifSideClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = adj_wif_side_finalize;
  object_class->get_property = adj_wif_side_get_property;

  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, ro);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, ro);
  properties[PROP_BOX] = g_param_spec_int ("box", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_BONUS] = g_param_spec_int ("bonus", NULL, NULL, -1000, 1000, 0, ro);
  properties[PROP_ROLL] = g_param_spec_int ("roll", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_ROLL_BONUS] = g_param_spec_int ("roll-bonus", NULL, NULL, -1000, 1000, 0, ro);
  properties[PROP_RANK] = g_param_spec_int ("rank", NULL, NULL, -1, G_MAXINT, -1, ro);
  properties[PROP_CAN_REROLL] = g_param_spec_boolean ("can-reroll", NULL, NULL, FALSE, ro);
  properties[PROP_IMPULSES] = g_param_spec_int ("impulses", NULL, NULL, 0, G_MAXINT, 0, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_wif_side_init (AdjWifSide *self)
{
  self->rank = -1;
}

/**
 * adj_wif_side_new: (skip)
 * @index: the side's row in the sides table
 * @id: its id
 * @name: its name
 *
 * Returns: (transfer full): a side item, for the track
 */
AdjWifSide *
adj_wif_side_new (guint       index,
                  const char *id,
                  const char *name)
{
  AdjWifSide *self = g_object_new (ADJ_TYPE_WIF_SIDE, NULL);

  self->index = index;
  self->id = g_strdup (id);
  self->name = g_strdup (name);
  return self;
}

#define SYNC(field, prop) \
  if (self->field != field) \
    { \
      self->field = field; \
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]); \
    }

/* adj_wif_side_sync: (skip) the track sets the side's facts; each
 * property notifies only when it changes */
void
adj_wif_side_sync (AdjWifSide *self,
                   int         box,
                   int         bonus,
                   int         roll,
                   int         roll_bonus,
                   int         rank,
                   gboolean    can_reroll,
                   int         impulses)
{
  g_object_freeze_notify (G_OBJECT (self));
  SYNC (box, PROP_BOX);
  SYNC (bonus, PROP_BONUS);
  SYNC (roll, PROP_ROLL);
  SYNC (roll_bonus, PROP_ROLL_BONUS);
  SYNC (rank, PROP_RANK);
  SYNC (can_reroll, PROP_CAN_REROLL);
  SYNC (impulses, PROP_IMPULSES);
  g_object_thaw_notify (G_OBJECT (self));
}

/** adj_wif_side_get_index: Returns: the side's index in the sides table */
guint
adj_wif_side_get_index (AdjWifSide *self)
{
  return self->index;
}

/** adj_wif_side_get_id: Returns: (transfer none): the side's id in the tables */
const char *
adj_wif_side_get_id (AdjWifSide *self)
{
  return self->id;
}

/** adj_wif_side_get_name: Returns: (transfer none): the side's name */
const char *
adj_wif_side_get_name (AdjWifSide *self)
{
  return self->name;
}

/** adj_wif_side_get_box: Returns: the box (from 0) of the side's marker; the shared marker with two sides */
int
adj_wif_side_get_box (AdjWifSide *self)
{
  return self->box;
}

/** adj_wif_side_get_bonus: Returns: the initiative bonus the side's box gives now */
int
adj_wif_side_get_bonus (AdjWifSide *self)
{
  return self->bonus;
}

/** adj_wif_side_get_roll: Returns: this turn's initiative die, or 0 */
int
adj_wif_side_get_roll (AdjWifSide *self)
{
  return self->roll;
}

/** adj_wif_side_get_roll_bonus: Returns: the bonus the initiative die was rolled with */
int
adj_wif_side_get_roll_bonus (AdjWifSide *self)
{
  return self->roll_bonus;
}

/** adj_wif_side_get_rank: Returns: the initiative rank this turn (0 = highest), or -1 */
int
adj_wif_side_get_rank (AdjWifSide *self)
{
  return self->rank;
}

/** adj_wif_side_get_can_reroll: Returns: %TRUE if the side may demand a reroll now */
gboolean
adj_wif_side_get_can_reroll (AdjWifSide *self)
{
  return self->can_reroll;
}

/** adj_wif_side_get_impulses: Returns: the impulses the side had this turn */
int
adj_wif_side_get_impulses (AdjWifSide *self)
{
  return self->impulses;
}
