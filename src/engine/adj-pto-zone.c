/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-pto-zone.h"

/* One weather zone of the month (a row of the zones table of pto.xml): whether
 * the month's weather can ground its air units, and its grounding roll. The
 * game owns the zones and updates them; views bind to their properties. */

struct _AdjPtoZone
{
  GObject   parent_instance;

  char     *id;
  char     *label;
  gboolean  affected;
  int       roll;
  gboolean  grounded;
};

G_DEFINE_FINAL_TYPE (AdjPtoZone, adj_pto_zone, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_LABEL,
  PROP_AFFECTED,
  PROP_ROLL,
  PROP_GROUNDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
adj_pto_zone_finalize (GObject *object)
{
  AdjPtoZone *self = (AdjPtoZone *) object;

  g_free (self->id);
  g_free (self->label);
  G_OBJECT_CLASS (adj_pto_zone_parent_class)->finalize (object);
}

static void
adj_pto_zone_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjPtoZone *self = ADJ_PTO_ZONE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;
    case PROP_AFFECTED:
      g_value_set_boolean (value, self->affected);
      break;
    case PROP_ROLL:
      g_value_set_int (value, self->roll);
      break;
    case PROP_GROUNDED:
      g_value_set_boolean (value, self->grounded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_pto_zone_class_init (AdjPtoZoneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags f = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = adj_pto_zone_finalize;
  object_class->get_property = adj_pto_zone_get_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, f);
  properties[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, NULL, f);
  properties[PROP_AFFECTED] = g_param_spec_boolean ("affected", NULL, NULL, FALSE, f);
  properties[PROP_ROLL] = g_param_spec_int ("roll", NULL, NULL, 0, G_MAXINT, 0, f);
  properties[PROP_GROUNDED] = g_param_spec_boolean ("grounded", NULL, NULL, FALSE, f);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_pto_zone_init (AdjPtoZone *self)
{
}

/**
 * adj_pto_zone_new:
 * @id: the zone's id in the zones table ("monsoon")
 * @label: its label in the table
 *
 * Returns: (transfer full): a zone the weather does not affect
 */
AdjPtoZone *
adj_pto_zone_new (const char *id,
                  const char *label)
{
  AdjPtoZone *self = g_object_new (ADJ_TYPE_PTO_ZONE, NULL);

  self->id = g_strdup (id);
  self->label = g_strdup (label ? label : id);
  return self;
}

/** adj_pto_zone_get_id: Returns: (transfer none): the zone's id */
const char *
adj_pto_zone_get_id (AdjPtoZone *self)
{
  g_return_val_if_fail (ADJ_IS_PTO_ZONE (self), NULL);
  return self->id;
}

/** adj_pto_zone_get_label: Returns: (transfer none): the zone's label from the table */
const char *
adj_pto_zone_get_label (AdjPtoZone *self)
{
  g_return_val_if_fail (ADJ_IS_PTO_ZONE (self), NULL);
  return self->label;
}

/** adj_pto_zone_get_affected: Returns: %TRUE if the month's weather can ground the zone's air units */
gboolean
adj_pto_zone_get_affected (AdjPtoZone *self)
{
  g_return_val_if_fail (ADJ_IS_PTO_ZONE (self), FALSE);
  return self->affected;
}

/** adj_pto_zone_get_roll: Returns: the grounding roll (2d6 total), 0 if not rolled */
int
adj_pto_zone_get_roll (AdjPtoZone *self)
{
  g_return_val_if_fail (ADJ_IS_PTO_ZONE (self), 0);
  return self->roll;
}

/** adj_pto_zone_get_grounded: Returns: %TRUE if the roll grounded the zone's air units */
gboolean
adj_pto_zone_get_grounded (AdjPtoZone *self)
{
  g_return_val_if_fail (ADJ_IS_PTO_ZONE (self), FALSE);
  return self->grounded;
}

/**
 * adj_pto_zone_update:
 * @self: the zone
 * @affected: whether the month's weather can ground it
 * @roll: its grounding roll, 0 if none
 * @grounded: whether the roll grounded it
 *
 * Sets the zone's state (the game calls it); notifies what changed only.
 */
void
adj_pto_zone_update (AdjPtoZone *self,
                     gboolean    affected,
                     int         roll,
                     gboolean    grounded)
{
  g_return_if_fail (ADJ_IS_PTO_ZONE (self));
  g_object_freeze_notify (G_OBJECT (self));
  if (self->affected != !!affected)
    {
      self->affected = !!affected;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AFFECTED]);
    }
  if (self->roll != roll)
    {
      self->roll = roll;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLL]);
    }
  if (self->grounded != !!grounded)
    {
      self->grounded = !!grounded;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GROUNDED]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}
