/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-enum-types.h"
#include "adj-wtj-step-private.h"

/* One roll of one setup step ("planned-0", "fuel-2-rate", "lull-5"): an
 * item of the scenario's steps list. Its properties are the step's facts;
 * the scenario updates them after each change, and each notifies only when
 * its value changed ("result" when any fact changed). */

struct _AdjWtjStep
{
  GObject       parent_instance;

  char         *key;
  AdjWtjResult *result;
};

G_DEFINE_FINAL_TYPE (AdjWtjStep, adj_wtj_step, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KEY,
  PROP_KIND,
  PROP_SIDE,
  PROP_DONE,
  PROP_MANUAL,
  PROP_APPLICABLE,
  PROP_VALUE,
  PROP_SPEC,
  PROP_OUTCOME,
  PROP_NOTE,
  PROP_RESULT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/** adj_wtj_step_get_key: Returns: (transfer none): the step and side, "planned-0" */
const char *
adj_wtj_step_get_key (AdjWtjStep *self)
{
  g_return_val_if_fail (ADJ_IS_WTJ_STEP (self), NULL);
  return self->key;
}

/** adj_wtj_step_get_kind: Returns: the setup step */
AdjWtjStepKind
adj_wtj_step_get_kind (AdjWtjStep *self)
{
  return self->result->step;
}

/** adj_wtj_step_get_side: Returns: the side, company or turn; -1 for none */
int
adj_wtj_step_get_side (AdjWtjStep *self)
{
  return self->result->side;
}

/** adj_wtj_step_get_done: Returns: %TRUE when the step has a result */
gboolean
adj_wtj_step_get_done (AdjWtjStep *self)
{
  return self->result->done;
}

/** adj_wtj_step_get_manual: Returns: %TRUE when players set the result by hand */
gboolean
adj_wtj_step_get_manual (AdjWtjStep *self)
{
  return self->result->manual;
}

/** adj_wtj_step_get_applicable: Returns: %FALSE when the step does not apply */
gboolean
adj_wtj_step_get_applicable (AdjWtjStep *self)
{
  return self->result->applicable;
}

/** adj_wtj_step_get_value: Returns: the result as a number */
int
adj_wtj_step_get_value (AdjWtjStep *self)
{
  return self->result->value;
}

/** adj_wtj_step_get_spec: Returns: (transfer none) (nullable): the dice to roll now */
const char *
adj_wtj_step_get_spec (AdjWtjStep *self)
{
  return self->result->spec;
}

/** adj_wtj_step_get_outcome: Returns: the result in a word */
AdjWtjOutcome
adj_wtj_step_get_outcome (AdjWtjStep *self)
{
  return self->result->outcome;
}

/** adj_wtj_step_get_note: Returns: why players must decide */
AdjWtjNote
adj_wtj_step_get_note (AdjWtjStep *self)
{
  return self->result->note;
}

/** adj_wtj_step_get_result: Returns: (transfer none): every fact of the step */
const AdjWtjResult *
adj_wtj_step_get_result (AdjWtjStep *self)
{
  g_return_val_if_fail (ADJ_IS_WTJ_STEP (self), NULL);
  return self->result;
}

AdjWtjStep *
_adj_wtj_step_new (const char   *key,
                   AdjWtjResult *result)
{
  AdjWtjStep *self = g_object_new (ADJ_TYPE_WTJ_STEP, NULL);

  self->key = g_strdup (key);
  self->result = result;
  return self;
}

/* Takes @result as the step's facts; notifies what changed. */
void
_adj_wtj_step_set_result (AdjWtjStep   *self,
                          AdjWtjResult *result)
{
  AdjWtjResult *old = self->result;
  GObject *object = G_OBJECT (self);

  if (adj_wtj_result_equal (old, result))
    {
      adj_wtj_result_free (result);
      return;
    }
  self->result = result;
  g_object_freeze_notify (object);
  if (old->step != result->step)
    g_object_notify_by_pspec (object, properties[PROP_KIND]);
  if (old->side != result->side)
    g_object_notify_by_pspec (object, properties[PROP_SIDE]);
  if (old->done != result->done)
    g_object_notify_by_pspec (object, properties[PROP_DONE]);
  if (old->manual != result->manual)
    g_object_notify_by_pspec (object, properties[PROP_MANUAL]);
  if (old->applicable != result->applicable)
    g_object_notify_by_pspec (object, properties[PROP_APPLICABLE]);
  if (old->value != result->value)
    g_object_notify_by_pspec (object, properties[PROP_VALUE]);
  if (g_strcmp0 (old->spec, result->spec) != 0)
    g_object_notify_by_pspec (object, properties[PROP_SPEC]);
  if (old->outcome != result->outcome)
    g_object_notify_by_pspec (object, properties[PROP_OUTCOME]);
  if (old->note != result->note)
    g_object_notify_by_pspec (object, properties[PROP_NOTE]);
  g_object_notify_by_pspec (object, properties[PROP_RESULT]);
  g_object_thaw_notify (object);
  adj_wtj_result_free (old);
}

static void
adj_wtj_step_finalize (GObject *object)
{
  AdjWtjStep *self = ADJ_WTJ_STEP (object);

  g_free (self->key);
  adj_wtj_result_free (self->result);
  G_OBJECT_CLASS (adj_wtj_step_parent_class)->finalize (object);
}

static void
adj_wtj_step_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjWtjStep *self = ADJ_WTJ_STEP (object);
  AdjWtjResult *r = self->result;

  switch (prop_id)
    {
    case PROP_KEY: g_value_set_string (value, self->key); break;
    case PROP_KIND: g_value_set_enum (value, r->step); break;
    case PROP_SIDE: g_value_set_int (value, r->side); break;
    case PROP_DONE: g_value_set_boolean (value, r->done); break;
    case PROP_MANUAL: g_value_set_boolean (value, r->manual); break;
    case PROP_APPLICABLE: g_value_set_boolean (value, r->applicable); break;
    case PROP_VALUE: g_value_set_int (value, r->value); break;
    case PROP_SPEC: g_value_set_string (value, r->spec); break;
    case PROP_OUTCOME: g_value_set_enum (value, r->outcome); break;
    case PROP_NOTE: g_value_set_enum (value, r->note); break;
    case PROP_RESULT: g_value_set_boxed (value, r); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wtj_step_class_init (AdjWtjStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = adj_wtj_step_finalize;
  object_class->get_property = adj_wtj_step_get_property;

  properties[PROP_KEY] = g_param_spec_string ("key", NULL, NULL, NULL, flags);
  properties[PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, ADJ_TYPE_WTJ_STEP_KIND, ADJ_WTJ_STEP_ROLLOFF, flags);
  properties[PROP_SIDE] = g_param_spec_int ("side", NULL, NULL, -1, G_MAXINT, -1, flags);
  properties[PROP_DONE] = g_param_spec_boolean ("done", NULL, NULL, FALSE, flags);
  properties[PROP_MANUAL] = g_param_spec_boolean ("manual", NULL, NULL, FALSE, flags);
  properties[PROP_APPLICABLE] = g_param_spec_boolean ("applicable", NULL, NULL, TRUE, flags);
  properties[PROP_VALUE] = g_param_spec_int ("value", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_SPEC] = g_param_spec_string ("spec", NULL, NULL, NULL, flags);
  properties[PROP_OUTCOME] = g_param_spec_enum ("outcome", NULL, NULL, ADJ_TYPE_WTJ_OUTCOME, ADJ_WTJ_OUTCOME_NONE, flags);
  properties[PROP_NOTE] = g_param_spec_enum ("note", NULL, NULL, ADJ_TYPE_WTJ_NOTE, ADJ_WTJ_NOTE_NONE, flags);
  /**
   * AdjWtjStep:result:
   *
   * Every fact of the step (#AdjWtjResult); notifies when any of them changed,
   * the lines of how the result is found included.
   */
  properties[PROP_RESULT] = g_param_spec_boxed ("result", NULL, NULL, ADJ_TYPE_WTJ_RESULT, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_wtj_step_init (AdjWtjStep *self)
{
}
