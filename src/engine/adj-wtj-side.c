/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-enum-types.h"
#include "adj-wtj-side-private.h"

/* One side of the WTJ "1943" scenario: an item of the scenario's sides
 * list. Its properties are the side's settings; the scenario sets them
 * after each change, and each notifies only when its value changed.
 * Writing one asks the scenario (through the "edit" signal) for the same
 * undoable change as adj_wtj_scenario_set_side_setting(). */

struct _AdjWtjSide
{
  GObject  parent_instance;

  int      index;
  GValue  *values;
};

G_DEFINE_FINAL_TYPE (AdjWtjSide, adj_wtj_side, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_NATION,
  PROP_NAME,
  PROP_UNITS,
  PROP_BASES,
  PROP_PRIORITY,
  PROP_COMMAND,
  PROP_TRAINING,
  PROP_AGREED,
  PROP_CATEGORY,
  PROP_ASSETS_MODE,
  PROP_SUPERIORITY_ROW,
  PROP_ASSETS_ROW,
  PROP_WORKS_ROW,
  PROP_NATION_NAME,
  PROP_ASSET_POINTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  EDIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/** adj_wtj_side_get_index: Returns: 0 for the first side, 1 for the second */
int
adj_wtj_side_get_index (AdjWtjSide *self)
{
  g_return_val_if_fail (ADJ_IS_WTJ_SIDE (self), 0);
  return self->index;
}

/**
 * adj_wtj_side_get_asset_points:
 * @self: the side
 *
 * Returns: (transfer none): the #AdjWtjSide:asset-points
 */
const char * const *
adj_wtj_side_get_asset_points (AdjWtjSide *self)
{
  static const char * const empty[] = { NULL };
  const char * const *points;

  g_return_val_if_fail (ADJ_IS_WTJ_SIDE (self), empty);
  points = g_value_get_boxed (&self->values[PROP_ASSET_POINTS]);
  return points ? points : empty;
}

/**
 * adj_wtj_side_set_asset_point:
 * @self: the side
 * @point: an air point, from 0
 * @type: (nullable): its attack type (a row id of the air asset types), %NULL for none
 *
 * Chooses a point's attack type: the same undoable change as the setting
 * "asset-S-P" (refused when the tables do not know the type).
 */
void
adj_wtj_side_set_asset_point (AdjWtjSide *self,
                              guint       point,
                              const char *type)
{
  g_autofree char *setting = NULL;

  g_return_if_fail (ADJ_IS_WTJ_SIDE (self));
  setting = g_strdup_printf ("asset-%u", point);
  g_signal_emit (self, signals[EDIT], 0, setting, type && *type ? type : NULL);
}

AdjWtjSide *
_adj_wtj_side_new (int index)
{
  AdjWtjSide *self = g_object_new (ADJ_TYPE_WTJ_SIDE, NULL);

  self->index = index;
  return self;
}

/* The scenario's value of @property: notifies if it changed. */
void
_adj_wtj_side_set_value (AdjWtjSide   *self,
                         const char   *property,
                         const GValue *value)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (self), property);

  g_return_if_fail (pspec != NULL && pspec->param_id > PROP_INDEX && pspec->param_id < N_PROPS);
  if (G_VALUE_HOLDS (value, G_TYPE_STRV))
    {
      const char * const empty[] = { NULL };
      const char * const *a = g_value_get_boxed (value);
      const char * const *b = g_value_get_boxed (&self->values[pspec->param_id]);

      if (g_strv_equal (a ? a : empty, b ? b : empty))
        return;
    }
  else if (g_param_values_cmp (pspec, value, &self->values[pspec->param_id]) == 0)
    return;
  g_value_copy (value, &self->values[pspec->param_id]);
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

static void
adj_wtj_side_finalize (GObject *object)
{
  AdjWtjSide *self = ADJ_WTJ_SIDE (object);

  for (guint p = 0; p < N_PROPS; p++)
    if (G_VALUE_TYPE (&self->values[p]) != 0)
      g_value_unset (&self->values[p]);
  g_free (self->values);
  G_OBJECT_CLASS (adj_wtj_side_parent_class)->finalize (object);
}

static void
adj_wtj_side_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjWtjSide *self = ADJ_WTJ_SIDE (object);

  if (prop_id == PROP_INDEX)
    g_value_set_int (value, self->index);
  else if (prop_id > PROP_INDEX && prop_id < N_PROPS)
    g_value_copy (&self->values[prop_id], value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
adj_wtj_side_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  g_autofree char *text = NULL;

  if (prop_id <= PROP_INDEX || prop_id >= PROP_NATION_NAME)
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  /* the setting's text: the enum's nick ("roll"), the number, or the row id */
  if (G_VALUE_HOLDS_ENUM (value))
    {
      GEnumValue *v = g_enum_get_value (G_PARAM_SPEC_ENUM (pspec)->enum_class, g_value_get_enum (value));
      text = g_strdup (v ? v->value_nick : NULL);
    }
  else if (G_VALUE_HOLDS_INT (value))
    text = g_strdup_printf ("%d", g_value_get_int (value));
  else
    text = g_value_dup_string (value);
  g_signal_emit (object, signals[EDIT], 0, pspec->name, text);
}

static void
adj_wtj_side_class_init (AdjWtjSideClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = adj_wtj_side_finalize;
  object_class->get_property = adj_wtj_side_get_property;
  object_class->set_property = adj_wtj_side_set_property;

  properties[PROP_INDEX] = g_param_spec_int ("index", NULL, NULL, 0, 1, 0,
                                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NATION] = g_param_spec_string ("nation", NULL, NULL, NULL, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_UNITS] = g_param_spec_int ("units", NULL, NULL, 0, 9999, 0, flags);
  properties[PROP_BASES] = g_param_spec_int ("bases", NULL, NULL, 0, 9999, 0, flags);
  properties[PROP_PRIORITY] = g_param_spec_string ("priority", NULL, NULL, NULL, flags);
  properties[PROP_COMMAND] = g_param_spec_string ("command", NULL, NULL, NULL, flags);
  properties[PROP_TRAINING] = g_param_spec_string ("training", NULL, NULL, NULL, flags);
  properties[PROP_AGREED] = g_param_spec_int ("agreed", NULL, NULL, -99, 99, 0, flags);
  properties[PROP_CATEGORY] = g_param_spec_string ("category", NULL, NULL, NULL, flags);
  properties[PROP_ASSETS_MODE] = g_param_spec_enum ("assets-mode", NULL, NULL, ADJ_TYPE_WTJ_ASSETS_MODE,
                                                    ADJ_WTJ_ASSETS_CHOOSE, flags);
  /**
   * AdjWtjSide:superiority-row:
   *
   * The row of the air superiority table the players chose for the side
   * (%NULL: as the nation and theatre say). Likewise #AdjWtjSide:assets-row
   * and #AdjWtjSide:works-row for the air assets and defensive works tables.
   */
  properties[PROP_SUPERIORITY_ROW] = g_param_spec_string ("superiority-row", NULL, NULL, NULL, flags);
  properties[PROP_ASSETS_ROW] = g_param_spec_string ("assets-row", NULL, NULL, NULL, flags);
  properties[PROP_WORKS_ROW] = g_param_spec_string ("works-row", NULL, NULL, NULL, flags);
  /**
   * AdjWtjSide:nation-name:
   *
   * The name of the side's nation, as the tables spell it.
   */
  properties[PROP_NATION_NAME] = g_param_spec_string ("nation-name", NULL, NULL, NULL,
                                                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AdjWtjSide:asset-points:
   *
   * The attack type players chose for each of the side's air points (a row
   * id of the air asset types, "" when not chosen): one per point of its
   * air assets step. Notifies when a point or the number of points changed.
   * Set one with adj_wtj_side_set_asset_point().
   */
  properties[PROP_ASSET_POINTS] = g_param_spec_boxed ("asset-points", NULL, NULL, G_TYPE_STRV,
                                                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AdjWtjSide::edit:
   * @side: the side
   * @setting: the setting written ("units")
   * @value: (nullable): its new value, as the setting's text
   *
   * A property was written: the scenario makes the change (or refuses it).
   */
  signals[EDIT] = g_signal_new ("edit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
adj_wtj_side_init (AdjWtjSide *self)
{
  self->values = g_new0 (GValue, N_PROPS);
  for (guint p = PROP_INDEX + 1; p < N_PROPS; p++)
    {
      g_value_init (&self->values[p], properties[p]->value_type);
      g_param_value_set_default (properties[p], &self->values[p]);
    }
}
