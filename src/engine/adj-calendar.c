/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-calendar.h"

/* The game calendar of World in Flames: years of two-month turns, the rows
 * of the "turns" table of wif-h.xml, from a first turn (the victory record's
 * start, by default the table's default-start-year and default-start-turn).
 * Turn index 0 is the first turn.
 *
 * The WiF tracks and the WiF-H victory record share one: the tracks say how
 * many turns they have ended (wif-ended: the turns before the current one,
 * plus the current one once it is over), and the record counts its turns from
 * that while the tracks are in use, that is once they have ended a turn. The
 * calendar holds no state of its own: each model sets its part from its own
 * state, so undoing and loading either keeps them in step. */

#define FILE_ID "wif-h"

struct _AdjCalendar
{
  GObject    parent_instance;

  GPtrArray *slot_ids;
  GPtrArray *slot_labels;
  int        default_year;
  guint      default_slot;
  int        start_year;
  guint      start_slot;
  int        wif_ended;
};

G_DEFINE_FINAL_TYPE (AdjCalendar, adj_calendar, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_START_YEAR,
  PROP_START_SLOT,
  PROP_WIF_ENDED,
  PROP_WIF_IN_USE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
adj_calendar_finalize (GObject *object)
{
  AdjCalendar *self = ADJ_CALENDAR (object);

  g_ptr_array_unref (self->slot_ids);
  g_ptr_array_unref (self->slot_labels);
  G_OBJECT_CLASS (adj_calendar_parent_class)->finalize (object);
}

static void
adj_calendar_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjCalendar *self = ADJ_CALENDAR (object);

  switch (prop_id)
    {
    case PROP_START_YEAR:
      g_value_set_int (value, self->start_year);
      break;
    case PROP_START_SLOT:
      g_value_set_uint (value, self->start_slot);
      break;
    case PROP_WIF_ENDED:
      g_value_set_int (value, self->wif_ended);
      break;
    case PROP_WIF_IN_USE:
      g_value_set_boolean (value, adj_calendar_get_wif_in_use (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_calendar_class_init (AdjCalendarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = adj_calendar_finalize;
  object_class->get_property = adj_calendar_get_property;

  properties[PROP_START_YEAR] = g_param_spec_int ("start-year", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_START_SLOT] = g_param_spec_uint ("start-slot", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_WIF_ENDED] = g_param_spec_int ("wif-ended", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_WIF_IN_USE] = g_param_spec_boolean ("wif-in-use", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_calendar_init (AdjCalendar *self)
{
  self->slot_ids = g_ptr_array_new_with_free_func (g_free);
  self->slot_labels = g_ptr_array_new_with_free_func (g_free);
}

/**
 * adj_calendar_new:
 * @rulebook: the rule tables (file "wif-h": the turns table and the default
 *   first turn)
 *
 * Returns: (transfer full): a calendar at the default first turn, with no
 *   WiF turn ended
 */
AdjCalendar *
adj_calendar_new (AdjRulebook *rulebook)
{
  AdjCalendar *self;
  AdjRuleFile *file;
  AdjRuleTable *turns;
  int c_name, slot;

  g_return_val_if_fail (ADJ_IS_RULEBOOK (rulebook), NULL);

  self = g_object_new (ADJ_TYPE_CALENDAR, NULL);
  file = adj_rulebook_get_file (rulebook, FILE_ID);
  turns = adj_rulebook_get_table (rulebook, FILE_ID, "turns");
  /* the rulebook only accepts files with every table of the built-in one */
  g_assert (file && turns && adj_rule_table_get_n_rows (turns) > 0);

  c_name = adj_rule_table_column (turns, "name");
  for (guint i = 0; i < adj_rule_table_get_n_rows (turns); i++)
    {
      g_ptr_array_add (self->slot_ids, g_strdup (adj_rule_table_get_row_id (turns, i)));
      g_ptr_array_add (self->slot_labels, g_strdup (adj_rule_table_get_text (turns, i, c_name)));
    }
  self->default_year = adj_rule_file_get_int (file, "default-start-year");
  slot = adj_calendar_find_slot (self, adj_rule_file_get_text (file, "default-start-turn"));
  self->default_slot = slot >= 0 ? (guint) slot : 0;
  self->start_year = self->default_year;
  self->start_slot = self->default_slot;
  return self;
}

/** adj_calendar_get_n_slots: Returns: the turns in a year (rows of the turns table) */
guint
adj_calendar_get_n_slots (AdjCalendar *self)
{
  g_return_val_if_fail (ADJ_IS_CALENDAR (self), 1);
  return self->slot_ids->len;
}

/** adj_calendar_get_slot_id: Returns: (transfer none): the row id of a turn of the year ("mar-apr") */
const char *
adj_calendar_get_slot_id (AdjCalendar *self,
                          guint        slot)
{
  g_return_val_if_fail (ADJ_IS_CALENDAR (self), NULL);
  g_return_val_if_fail (slot < self->slot_ids->len, NULL);
  return g_ptr_array_index (self->slot_ids, slot);
}

/** adj_calendar_get_slot_label: Returns: (transfer none): its name in the table ("Mar/Apr") */
const char *
adj_calendar_get_slot_label (AdjCalendar *self,
                             guint        slot)
{
  g_return_val_if_fail (ADJ_IS_CALENDAR (self), NULL);
  g_return_val_if_fail (slot < self->slot_labels->len, NULL);
  return g_ptr_array_index (self->slot_labels, slot);
}

/** adj_calendar_find_slot: Returns: the turn of the year with row id @id, or -1 */
int
adj_calendar_find_slot (AdjCalendar *self,
                        const char  *id)
{
  g_return_val_if_fail (ADJ_IS_CALENDAR (self), -1);
  for (guint i = 0; i < self->slot_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->slot_ids, i), id) == 0)
      return (int) i;
  return -1;
}

/** adj_calendar_get_default_year: Returns: the year of a new game's first turn */
int
adj_calendar_get_default_year (AdjCalendar *self)
{
  g_return_val_if_fail (ADJ_IS_CALENDAR (self), 0);
  return self->default_year;
}

/** adj_calendar_get_default_slot: Returns: the turn of the year of a new game's first turn */
guint
adj_calendar_get_default_slot (AdjCalendar *self)
{
  g_return_val_if_fail (ADJ_IS_CALENDAR (self), 0);
  return self->default_slot;
}

int
adj_calendar_get_start_year (AdjCalendar *self)
{
  g_return_val_if_fail (ADJ_IS_CALENDAR (self), 0);
  return self->start_year;
}

guint
adj_calendar_get_start_slot (AdjCalendar *self)
{
  g_return_val_if_fail (ADJ_IS_CALENDAR (self), 0);
  return self->start_slot;
}

/**
 * adj_calendar_set_start:
 * @year: the year of the first turn
 * @slot: its turn of the year
 *
 * Sets the first turn (the victory record does, from its own state).
 */
void
adj_calendar_set_start (AdjCalendar *self,
                        int          year,
                        guint        slot)
{
  g_return_if_fail (ADJ_IS_CALENDAR (self));
  g_return_if_fail (slot < self->slot_ids->len);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->start_year != year)
    {
      self->start_year = year;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_START_YEAR]);
    }
  if (self->start_slot != slot)
    {
      self->start_slot = slot;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_START_SLOT]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * adj_calendar_get_date:
 * @turn: a turn index, 0 for the first turn
 * @year: (out): its year
 * @slot: (out): its turn of the year
 *
 * When @turn is, counted from the first turn.
 */
void
adj_calendar_get_date (AdjCalendar *self,
                       guint        turn,
                       int         *year,
                       guint       *slot)
{
  guint n_slots;
  guint64 k;

  g_return_if_fail (ADJ_IS_CALENDAR (self));
  g_return_if_fail (year != NULL && slot != NULL);

  n_slots = self->slot_ids->len;
  k = (guint64) self->start_slot + turn;
  *slot = (guint) (k % n_slots);
  *year = self->start_year + (int) (k / n_slots);
}

/** adj_calendar_get_wif_ended: Returns: the turns the WiF tracks have ended */
int
adj_calendar_get_wif_ended (AdjCalendar *self)
{
  g_return_val_if_fail (ADJ_IS_CALENDAR (self), 0);
  return self->wif_ended;
}

/**
 * adj_calendar_set_wif_ended:
 * @ended: the turns the WiF tracks have ended: those before the current
 *   turn, and the current one once it is over
 *
 * The WiF tracks set it from their state after every change, undo and load.
 */
void
adj_calendar_set_wif_ended (AdjCalendar *self,
                            int          ended)
{
  gboolean was_in_use;

  g_return_if_fail (ADJ_IS_CALENDAR (self));

  ended = MAX (ended, 0);
  if (self->wif_ended == ended)
    return;
  was_in_use = adj_calendar_get_wif_in_use (self);
  self->wif_ended = ended;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIF_ENDED]);
  if (was_in_use != adj_calendar_get_wif_in_use (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIF_IN_USE]);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * adj_calendar_get_wif_in_use:
 *
 * Whether the WiF tracks count the game's turns: once they have ended a
 * turn. Until then the victory record ends its own turns.
 *
 * Returns: %TRUE if the WiF tracks have ended a turn
 */
gboolean
adj_calendar_get_wif_in_use (AdjCalendar *self)
{
  g_return_val_if_fail (ADJ_IS_CALENDAR (self), FALSE);
  return self->wif_ended > 0;
}
