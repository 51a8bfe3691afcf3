/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-history.h"
#include "adj-journal.h"

/* How many steps back a player can go. */
#define MAX_STEPS 200

/* the last step id given, in any history */
static guint last_step_id;

/* A step keeps its state as what differs from its neighbour towards the
 * current state (the head of either stack: the current state itself): what
 * they share (both ends and a run between, see adj_text_delta()) is only
 * counted. A long game's steps cost what changed, not the whole model each. */
typedef struct {
  char        *label;
  guint        id;      /* unique among every history, for the rolls made for it */
  gsize        len;     /* of the whole state */
  AdjTextDelta delta;   /* from the neighbour to this state */
  char        *middle;  /* the rest: the part before the shared run, then after it */
} Step;

struct _AdjHistory
{
  GObject   parent_instance;

  AdjModel *model;
  gulong    changed_id;
  char     *current;
  GQueue    undo;   /* Step*, newest at head */
  GQueue    redo;
};

G_DEFINE_FINAL_TYPE (AdjHistory, adj_history, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  APPLIED,
  RECORDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
step_free (gpointer data)
{
  Step *step = data;

  g_free (step->label);
  g_free (step->middle);
  g_free (step);
}

/* Keeps @text in @step, as what differs from @neighbour. */
static void
step_set (Step       *step,
          const char *text,
          const char *neighbour)
{
  AdjTextDelta *d = &step->delta;
  gsize len = strlen (text);
  GString *middle;

  adj_text_delta (neighbour, strlen (neighbour), text, len, d);
  step->len = len;
  middle = g_string_new_len (text + d->prefix, d->run_after);
  g_string_append_len (middle, text + d->prefix + d->run_after + d->run_len,
                       len - d->prefix - d->suffix - d->run_after - d->run_len);
  g_free (step->middle);
  step->middle = g_string_free (middle, FALSE);
}

/* Returns: (transfer full): the state @step keeps, from its @neighbour's */
static char *
step_text (Step       *step,
           const char *neighbour)
{
  const AdjTextDelta *d = &step->delta;
  gsize n_len = strlen (neighbour);
  gsize middle_len = step->len - d->prefix - d->suffix - d->run_len;
  GString *s = g_string_sized_new (step->len);

  g_string_append_len (s, neighbour, d->prefix);
  g_string_append_len (s, step->middle, d->run_after);
  g_string_append_len (s, neighbour + d->prefix + d->run_before, d->run_len);
  g_string_append_len (s, step->middle + d->run_after, middle_len - d->run_after);
  g_string_append_len (s, neighbour + n_len - d->suffix, d->suffix);
  return g_string_free (s, FALSE);
}

static void
notify_all (AdjHistory *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
}

static void
adj_history_dispose (GObject *object)
{
  AdjHistory *self = (AdjHistory *) object;

  g_clear_signal_handler (&self->changed_id, self->model);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (adj_history_parent_class)->dispose (object);
}

static void
adj_history_finalize (GObject *object)
{
  AdjHistory *self = (AdjHistory *) object;

  g_queue_clear_full (&self->undo, step_free);
  g_queue_clear_full (&self->redo, step_free);
  g_clear_pointer (&self->current, g_free);
  G_OBJECT_CLASS (adj_history_parent_class)->finalize (object);
}

static void
adj_history_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  AdjHistory *self = ADJ_HISTORY (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, adj_history_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, adj_history_get_can_redo (self));
      break;
    case PROP_UNDO_LABEL:
      g_value_set_string (value, adj_history_get_undo_label (self));
      break;
    case PROP_REDO_LABEL:
      g_value_set_string (value, adj_history_get_redo_label (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_history_class_init (AdjHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = adj_history_dispose;
  object_class->finalize = adj_history_finalize;
  object_class->get_property = adj_history_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNDO_LABEL] =
    g_param_spec_string ("undo-label", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_REDO_LABEL] =
    g_param_spec_string ("redo-label", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AdjHistory::applied:
   * @self: the history
   * @label: the step undone or redone
   * @undo: %TRUE for undo, %FALSE for redo
   *
   * The model's state was replaced by an earlier (or later) one.
   */
  signals[APPLIED] = g_signal_new ("applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                   G_TYPE_STRING, G_TYPE_BOOLEAN);

  /**
   * AdjHistory::recorded:
   * @self: the history
   * @step: the new step's id (see adj_history_get_undo_step())
   *
   * A change was recorded as a new step.
   */
  signals[RECORDED] = g_signal_new ("recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
adj_history_init (AdjHistory *self)
{
  g_queue_init (&self->undo);
  g_queue_init (&self->redo);
}

static void
on_model_changed (AdjModel   *model,
                  const char *label,
                  AdjHistory *self)
{
  adj_history_record (self, label);
}

/**
 * adj_history_new:
 * @model: a model
 *
 * Returns: (transfer full): an undo history that records every change of @model
 */
AdjHistory *
adj_history_new (AdjModel *model)
{
  AdjHistory *self = g_object_new (ADJ_TYPE_HISTORY, NULL);

  self->model = g_object_ref (model);
  self->current = adj_model_snapshot (model);
  self->changed_id = g_signal_connect (model, "changed", G_CALLBACK (on_model_changed), self);
  return self;
}

/** adj_history_get_model: Returns: (transfer none): the model */
AdjModel *
adj_history_get_model (AdjHistory *self)
{
  return self->model;
}

/** adj_history_get_can_undo: Returns: %TRUE if there is a step to undo */
gboolean
adj_history_get_can_undo (AdjHistory *self)
{
  return !g_queue_is_empty (&self->undo);
}

/** adj_history_get_can_redo: Returns: %TRUE if there is a step to redo */
gboolean
adj_history_get_can_redo (AdjHistory *self)
{
  return !g_queue_is_empty (&self->redo);
}

/** adj_history_get_undo_label: Returns: (transfer none) (nullable): the step undo would take back */
const char *
adj_history_get_undo_label (AdjHistory *self)
{
  Step *step = g_queue_peek_head (&self->undo);

  return step ? step->label : NULL;
}

/** adj_history_get_redo_label: Returns: (transfer none) (nullable): the step redo would do again */
const char *
adj_history_get_redo_label (AdjHistory *self)
{
  Step *step = g_queue_peek_head (&self->redo);

  return step ? step->label : NULL;
}

/**
 * adj_history_record:
 * @self: the history
 * @label: what was done
 *
 * Records the model's new state as one step. Called for every
 * #AdjModel::changed, and by the game after a reset.
 */
void
adj_history_record (AdjHistory *self,
                    const char *label)
{
  g_autofree char *now = adj_model_snapshot (self->model);
  Step *step;

  if (g_strcmp0 (now, self->current) == 0)
    return;

  step = g_new0 (Step, 1);
  step->label = g_strdup (label ? label : "");
  step->id = ++last_step_id;
  step_set (step, self->current, now);
  g_free (self->current);
  self->current = g_steal_pointer (&now);
  g_queue_push_head (&self->undo, step);
  while (g_queue_get_length (&self->undo) > MAX_STEPS)
    step_free (g_queue_pop_tail (&self->undo));
  g_queue_clear_full (&self->redo, step_free);
  notify_all (self);
  g_signal_emit (self, signals[RECORDED], 0, step->id);
}

static gboolean
move_step (AdjHistory  *self,
           GQueue      *from,
           GQueue      *to,
           gboolean     undo,
           GError     **error)
{
  Step *step = g_queue_peek_head (from);
  Step *next;
  g_autofree char *label = NULL;
  g_autofree char *text = NULL;
  g_autofree char *left = NULL;

  if (step == NULL)
    return FALSE;
  text = step_text (step, self->current);
  if (!adj_model_restore (self->model, text, error))
    return FALSE;

  g_queue_pop_head (from);
  label = g_strdup (step->label);
  left = g_steal_pointer (&self->current);
  self->current = adj_model_snapshot (self->model);
  /* the next step kept what differs from the state restored; if loading
   * wrote it otherwise, it now differs from the current state */
  next = g_queue_peek_head (from);
  if (next != NULL && strcmp (text, self->current) != 0)
    {
      g_autofree char *next_text = step_text (next, text);

      step_set (next, next_text, self->current);
    }
  /* The step now holds the state we leave, and goes to the other stack. */
  step_set (step, left, self->current);
  g_queue_push_head (to, step);
  notify_all (self);
  g_signal_emit (self, signals[APPLIED], 0, label, undo);
  return TRUE;
}

/**
 * adj_history_undo:
 * @self: the history
 * @error: return location for an error
 *
 * Returns: %TRUE if a step was undone
 */
gboolean
adj_history_undo (AdjHistory  *self,
                  GError     **error)
{
  g_return_val_if_fail (ADJ_IS_HISTORY (self), FALSE);
  return move_step (self, &self->undo, &self->redo, TRUE, error);
}

/**
 * adj_history_redo:
 * @self: the history
 * @error: return location for an error
 *
 * Returns: %TRUE if a step was redone
 */
gboolean
adj_history_redo (AdjHistory  *self,
                  GError     **error)
{
  g_return_val_if_fail (ADJ_IS_HISTORY (self), FALSE);
  return move_step (self, &self->redo, &self->undo, FALSE, error);
}

/**
 * adj_history_get_undo_step:
 * @self: the history
 *
 * Returns: the id of the step undo would take back (the one redo did
 *   again last), 0 for none
 */
guint
adj_history_get_undo_step (AdjHistory *self)
{
  Step *step = g_queue_peek_head (&self->undo);

  return step ? step->id : 0;
}

/**
 * adj_history_get_redo_step:
 * @self: the history
 *
 * Returns: the id of the step redo would do again (the one undo took back
 *   last), 0 for none
 */
guint
adj_history_get_redo_step (AdjHistory *self)
{
  Step *step = g_queue_peek_head (&self->redo);

  return step ? step->id : 0;
}

/**
 * adj_history_forget:
 * @self: the history
 *
 * Drops every step and takes the model's state as it is now (after a file
 * was opened).
 */
void
adj_history_forget (AdjHistory *self)
{
  g_queue_clear_full (&self->undo, step_free);
  g_queue_clear_full (&self->redo, step_free);
  g_free (self->current);
  self->current = adj_model_snapshot (self->model);
  notify_all (self);
}

/**
 * adj_history_get_current:
 * @self: the history
 *
 * Returns: (transfer none): the model's state as recorded last (an
 *   adj_model_snapshot() string), what the game's journal writes from
 */
const char *
adj_history_get_current (AdjHistory *self)
{
  g_return_val_if_fail (ADJ_IS_HISTORY (self), NULL);
  return self->current;
}

static void
add_step_size (gpointer data,
               gpointer user_data)
{
  Step *step = data;

  *(gsize *) user_data += sizeof *step + strlen (step->label) + 1 + step->len - step->delta.prefix - step->delta.suffix - step->delta.run_len + 1;
}

/**
 * adj_history_get_memory:
 * @self: the history
 *
 * Returns: the bytes its steps and the current state hold (for the benchmarks)
 */
gsize
adj_history_get_memory (AdjHistory *self)
{
  gsize size = strlen (self->current) + 1;

  g_queue_foreach (&self->undo, add_step_size, &size);
  g_queue_foreach (&self->redo, add_step_size, &size);
  return size;
}
