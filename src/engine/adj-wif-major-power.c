/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-wif-major-power.h"

/* One major power, an item of the track's "major-powers" list. Its side,
 * war status and pass are writable properties: writing one goes through the
 * track (the same undoable path as the track's setters), so a view can bind
 * a switch or a drop-down to it. The item knows its owner only through a
 * write function, so the two units do not include each other. */
struct _AdjWifMajorPower
{
  GObject      parent_instance;

  AdjWifMajorPowerWrite write;
  gpointer     owner;  /* unowned; cleared by the owner's dispose */
  guint        index;
  char        *id;
  char        *name;
  int          bonus;
  int          side;
  gboolean     at_war;
  gboolean     passes;
};

G_DEFINE_FINAL_TYPE (AdjWifMajorPower, adj_wif_major_power, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_ID,
  PROP_NAME,
  PROP_BONUS,
  PROP_SIDE,
  PROP_AT_WAR,
  PROP_PASSES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
adj_wif_major_power_finalize (GObject *object)
{
  AdjWifMajorPower *self = ADJ_WIF_MAJOR_POWER (object);

  g_free (self->id);
  g_free (self->name);
  G_OBJECT_CLASS (adj_wif_major_power_parent_class)->finalize (object);
}

static void
adj_wif_major_power_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  AdjWifMajorPower *self = ADJ_WIF_MAJOR_POWER (object);

  switch (prop_id)
    {
    case PROP_INDEX: g_value_set_uint (value, self->index); break;
    case PROP_ID: g_value_set_string (value, self->id); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_BONUS: g_value_set_int (value, self->bonus); break;
    case PROP_SIDE: g_value_set_int (value, self->side); break;
    case PROP_AT_WAR: g_value_set_boolean (value, self->at_war); break;
    case PROP_PASSES: g_value_set_boolean (value, self->passes); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wif_major_power_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  AdjWifMajorPower *self = ADJ_WIF_MAJOR_POWER (object);

  switch (prop_id)
    {
    case PROP_SIDE: adj_wif_major_power_set_side (self, g_value_get_int (value)); break;
    case PROP_AT_WAR: adj_wif_major_power_set_at_war (self, g_value_get_boolean (value)); break;
    case PROP_PASSES: adj_wif_major_power_set_passes (self, g_value_get_boolean (value)); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wif_major_power_class_init (AdjWifMajorPowerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = adj_wif_major_power_finalize;
  object_class->get_property = adj_wif_major_power_get_property;
  object_class->set_property = adj_wif_major_power_set_property;

  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, ro);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, ro);
  properties[PROP_BONUS] = g_param_spec_int ("bonus", NULL, NULL, -1000, 1000, 0, ro);
  properties[PROP_SIDE] = g_param_spec_int ("side", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_AT_WAR] = g_param_spec_boolean ("at-war", NULL, NULL, TRUE, rw);
  properties[PROP_PASSES] = g_param_spec_boolean ("passes", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_wif_major_power_init (AdjWifMajorPower *self)
{
  self->at_war = TRUE;
}

/**
 * adj_wif_major_power_new: (skip)
 * @index: the major power's row in the table
 * @id: its id
 * @name: its name
 * @bonus: its pass bonus per die
 * @write: how a written property reaches @owner
 * @owner: the list's owner
 *
 * Returns: (transfer full): a major power item
 */
AdjWifMajorPower *
adj_wif_major_power_new (guint                  index,
                         const char            *id,
                         const char            *name,
                         int                    bonus,
                         AdjWifMajorPowerWrite  write,
                         gpointer               owner)
{
  AdjWifMajorPower *self = g_object_new (ADJ_TYPE_WIF_MAJOR_POWER, NULL);

  self->write = write;
  self->owner = owner;
  self->index = index;
  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->bonus = bonus;
  return self;
}

void
adj_wif_major_power_detach (AdjWifMajorPower *self)
{
  self->owner = NULL;
}

#define SYNC(field, prop) \
  if (self->field != field) \
    { \
      self->field = field; \
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]); \
    }

void
adj_wif_major_power_sync (AdjWifMajorPower *self,
                          int               side,
                          gboolean          at_war,
                          gboolean          passes)
{
  g_object_freeze_notify (G_OBJECT (self));
  SYNC (side, PROP_SIDE);
  SYNC (at_war, PROP_AT_WAR);
  SYNC (passes, PROP_PASSES);
  g_object_thaw_notify (G_OBJECT (self));
}

/** adj_wif_major_power_get_index: Returns: the major power's index in the table */
guint
adj_wif_major_power_get_index (AdjWifMajorPower *self)
{
  return self->index;
}

/** adj_wif_major_power_get_id: Returns: (transfer none): the major power's id in the tables */
const char *
adj_wif_major_power_get_id (AdjWifMajorPower *self)
{
  return self->id;
}

/** adj_wif_major_power_get_name: Returns: (transfer none): the major power's name */
const char *
adj_wif_major_power_get_name (AdjWifMajorPower *self)
{
  return self->name;
}

/** adj_wif_major_power_get_bonus: Returns: the pass bonus per die */
int
adj_wif_major_power_get_bonus (AdjWifMajorPower *self)
{
  return self->bonus;
}

/** adj_wif_major_power_get_side: Returns: the side (index) the power belongs to */
int
adj_wif_major_power_get_side (AdjWifMajorPower *self)
{
  return self->side;
}

/** adj_wif_major_power_set_side: Moves the power to another side (an undo step). */
void
adj_wif_major_power_set_side (AdjWifMajorPower *self,
                              int               side)
{
  g_return_if_fail (ADJ_IS_WIF_MAJOR_POWER (self));
  if (self->owner && side != self->side)
    self->write (self->owner, self->index, "side", side);
}

/** adj_wif_major_power_get_at_war: Returns: %TRUE if at war, %FALSE if neutral */
gboolean
adj_wif_major_power_get_at_war (AdjWifMajorPower *self)
{
  return self->at_war;
}

/** adj_wif_major_power_set_at_war: Sets the power at war or neutral (an undo step). */
void
adj_wif_major_power_set_at_war (AdjWifMajorPower *self,
                                gboolean          at_war)
{
  g_return_if_fail (ADJ_IS_WIF_MAJOR_POWER (self));
  if (self->owner && !!at_war != self->at_war)
    self->write (self->owner, self->index, "at-war", !!at_war);
}

/** adj_wif_major_power_get_passes: Returns: %TRUE if marked as passing this impulse */
gboolean
adj_wif_major_power_get_passes (AdjWifMajorPower *self)
{
  return self->passes;
}

/** adj_wif_major_power_set_passes: Marks a pass for the coming roll. */
void
adj_wif_major_power_set_passes (AdjWifMajorPower *self,
                                gboolean          passes)
{
  g_return_if_fail (ADJ_IS_WIF_MAJOR_POWER (self));
  if (self->owner && !!passes != self->passes)
    self->write (self->owner, self->index, "passes", !!passes);
}
