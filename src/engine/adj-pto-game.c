/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "adj-enum-types.h"
#include "adj-error.h"
#include "adj-limit-table.h"
#include "adj-limits.h"
#include "adj-list-store.h"
#include "adj-pto-game-private.h"
#include "adj-xml-private.h"

/* The SPI WWII: PTO sequence-of-play stepper: calendar, current step,
 * naval-and-air order, offensives, seasonal initiative and the month's
 * weather with its grounding rolls. Every number comes from pto.xml and the
 * players' turn track (pto-weather.xml). */

static void adj_pto_game_model_init (AdjModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjPtoGame, adj_pto_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_MODEL, adj_pto_game_model_init))

enum {
  PROP_0,
  PROP_YEAR,
  PROP_SEASON,
  PROP_MONTH,
  PROP_SEASONAL,
  PROP_STEP_INDEX,
  PROP_CURRENT_STEP,
  PROP_CAN_BACK,
  PROP_INITIATIVE,
  PROP_NAVAL_AIR_FIRST,
  PROP_REMAINING_JAPAN,
  PROP_REMAINING_ALLIES,
  PROP_BOUGHT_JAPAN,
  PROP_BOUGHT_ALLIES,
  PROP_TIE_PENDING,
  PROP_TIE_JAPAN,
  PROP_TIE_ALLIES,
  PROP_N_TIE_ROLLS,
  PROP_CHOOSER,
  PROP_WEATHER_CONDITION,
  PROP_WEATHER_FACE,
  PROP_NEEDS_WEATHER_ROLL,
  PROP_HAS_TRACK_ENTRY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* State */

static void
state_init (State *s)
{
  memset (s, 0, sizeof *s);
  s->offensives = g_array_new (FALSE, TRUE, sizeof (AdjPtoOffensive));
  s->tie_rolls = g_array_new (FALSE, TRUE, sizeof (int));
  s->grounding = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  s->skipped = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

static void
state_clear (State *s)
{
  g_clear_pointer (&s->offensives, g_array_unref);
  g_clear_pointer (&s->tie_rolls, g_array_unref);
  g_clear_pointer (&s->grounding, g_hash_table_unref);
  g_clear_pointer (&s->skipped, g_hash_table_unref);
  g_clear_pointer (&s->weather_condition, g_free);
}

/* Forgets what belongs to one turn only. */
static void
state_clear_turn (State *s)
{
  g_array_set_size (s->offensives, 0);
  s->passed[0] = s->passed[1] = FALSE;
  s->weather_face = 0;
  g_clear_pointer (&s->weather_condition, g_free);
  g_hash_table_remove_all (s->grounding);
  g_hash_table_remove_all (s->skipped);
  s->step = 0;
  s->naval_air_first = s->initiative;
}

static void
state_clear_season (State *s)
{
  s->bought[0] = s->bought[1] = 0;
  s->remaining[0] = s->remaining[1] = 0;
  s->tie_pending = FALSE;
  s->tie_face[0] = s->tie_face[1] = 0;
  g_array_set_size (s->tie_rolls, 0);
}

AdjPtoSide
adj_pto_state_chooser (const State *s)
{
  gboolean out[2];
  AdjPtoSide next;

  if (s->turn.month < 0)
    return ADJ_PTO_SIDE_NONE;
  for (int i = 0; i < 2; i++)
    out[i] = s->passed[i] || s->remaining[i] <= 0;
  if (out[0] && out[1])
    return ADJ_PTO_SIDE_NONE;
  if (s->offensives->len == 0)
    next = s->initiative;
  else
    next = ADJ_PTO_OTHER_SIDE (g_array_index (s->offensives, AdjPtoOffensive, s->offensives->len - 1).side);
  if (out[next])
    next = ADJ_PTO_OTHER_SIDE (next);
  return next;
}

static GPtrArray *
state_build (AdjPtoGame   *self,
             const State  *s,
             GError      **error)
{
  AdjPtoSequenceParams p = {
    .seasonal = s->turn.month < 0,
    .additions = adj_pto_calendar_has_additions (self->calendar, &s->turn),
    .initiative = s->initiative,
    .naval_air_first = s->naval_air_first,
    .offensives = (const AdjPtoOffensive *) s->offensives->data,
    .n_offensives = s->offensives->len,
    .chooser = adj_pto_state_chooser (s),
  };
  GPtrArray *steps = adj_pto_sequence_build (self->rulebook, &p, error);

  for (guint i = 0; steps && i < steps->len; i++)
    {
      AdjPtoStep *step = g_ptr_array_index (steps, i);
      adj_pto_step_set_skipped (step, g_hash_table_contains (s->skipped, adj_pto_step_get_key (step)));
    }
  return steps;
}

/* Notification */

/* Notifies the properties whose value differs from the last notified one:
 * after any change, a load or an undo, each view hears of what it shows only. */
static void
notify_changes (AdjPtoGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  for (guint i = 1; i < N_PROPS; i++)
    {
      GValue v = G_VALUE_INIT;

      g_value_init (&v, properties[i]->value_type);
      g_object_get_property (G_OBJECT (self), properties[i]->name, &v);
      if (!G_IS_VALUE (&self->last_values[i])
          || g_param_values_cmp (properties[i], &v, &self->last_values[i]) != 0)
        {
          if (G_IS_VALUE (&self->last_values[i]))
            g_value_unset (&self->last_values[i]);
          g_value_init (&self->last_values[i], properties[i]->value_type);
          g_value_copy (&v, &self->last_values[i]);
          g_object_notify_by_pspec (G_OBJECT (self), properties[i]);
        }
      g_value_unset (&v);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* The zones of the zones table, each with this month's state. */
static void
update_zones (AdjPtoGame *self)
{
  g_auto(GStrv) ids = adj_pto_weather_dup_zones (self->rulebook);
  g_auto(GStrv) affected = adj_pto_game_dup_affected_zones (self);
  GListModel *list = G_LIST_MODEL (self->zones);
  guint n = g_list_model_get_n_items (list);
  gboolean same = n == g_strv_length (ids);

  for (guint i = 0; same && i < n; i++)
    {
      g_autoptr(AdjPtoZone) zone = g_list_model_get_item (list, i);

      same = g_strcmp0 (adj_pto_zone_get_id (zone), ids[i]) == 0
             && g_strcmp0 (adj_pto_zone_get_label (zone), adj_pto_weather_get_zone_label (self->rulebook, ids[i])) == 0;
    }
  if (!same)
    {
      g_autoptr(GPtrArray) zones = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; ids[i]; i++)
        g_ptr_array_add (zones, adj_pto_zone_new (ids[i], adj_pto_weather_get_zone_label (self->rulebook, ids[i])));
      g_list_store_splice (self->zones, 0, n, zones->pdata, zones->len);
      n = zones->len;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AdjPtoZone) zone = g_list_model_get_item (list, i);
      const char *id = adj_pto_zone_get_id (zone);

      adj_pto_zone_update (zone, g_strv_contains ((const char * const *) affected, id),
                           adj_pto_game_get_grounding_roll (self, id), adj_pto_game_get_zone_grounded (self, id));
    }
}

static gboolean
same_step (gconstpointer a,
           gconstpointer b)
{
  AdjPtoStep *x = (AdjPtoStep *) a, *y = (AdjPtoStep *) b;

  return g_strcmp0 (adj_pto_step_get_key (x), adj_pto_step_get_key (y)) == 0
         && adj_pto_step_get_skipped (x) == adj_pto_step_get_skipped (y);
}

/* Rebuilds the step list, emitting items-changed for the part that differs only. */
static void
rebuild (AdjPtoGame *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) steps = state_build (self, &self->s, &error);

  if (steps == NULL)
    {
      g_warning ("PTO steps: %s", error->message);
      steps = g_ptr_array_new_with_free_func (g_object_unref);
    }
  adj_list_store_update (self->steps, steps, same_step);
  if (self->s.step >= steps->len && steps->len > 0)
    self->s.step = steps->len - 1;
  update_zones (self);
  notify_changes (self);
}

void
adj_pto_game_changed (AdjPtoGame *self,
         const char *label)
{
  rebuild (self);
  adj_model_changed (ADJ_MODEL (self), label);
}

/* Construction */

static void
adj_pto_game_dispose (GObject *object)
{
  AdjPtoGame *self = (AdjPtoGame *) object;

  if (self->rulebook)
    g_signal_handlers_disconnect_by_data (self->rulebook, self);
  g_clear_object (&self->rulebook);
  g_clear_object (&self->dice);
  g_clear_object (&self->steps);
  g_clear_object (&self->zones);
  G_OBJECT_CLASS (adj_pto_game_parent_class)->dispose (object);
}

static void
adj_pto_game_finalize (GObject *object)
{
  AdjPtoGame *self = (AdjPtoGame *) object;

  state_clear (&self->s);
  g_clear_pointer (&self->calendar, adj_pto_calendar_free);
  for (guint i = 0; i < N_PROPS; i++)
    if (G_IS_VALUE (&self->last_values[i]))
      g_value_unset (&self->last_values[i]);
  g_free (self->last_values);
  G_OBJECT_CLASS (adj_pto_game_parent_class)->finalize (object);
}

static void
adj_pto_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjPtoGame *self = ADJ_PTO_GAME (object);

  switch (prop_id)
    {
    case PROP_YEAR:
      g_value_set_int (value, self->s.turn.year);
      break;
    case PROP_SEASON:
      g_value_set_int (value, self->s.turn.season);
      break;
    case PROP_MONTH:
      g_value_set_int (value, self->s.turn.month);
      break;
    case PROP_SEASONAL:
      g_value_set_boolean (value, self->s.turn.month < 0);
      break;
    case PROP_STEP_INDEX:
      g_value_set_uint (value, self->s.step);
      break;
    case PROP_CURRENT_STEP:
      g_value_set_object (value, adj_pto_game_get_current_step (self));
      break;
    case PROP_CAN_BACK:
      g_value_set_boolean (value, self->s.step > 0);
      break;
    case PROP_INITIATIVE:
      g_value_set_enum (value, self->s.initiative);
      break;
    case PROP_NAVAL_AIR_FIRST:
      g_value_set_enum (value, self->s.naval_air_first);
      break;
    case PROP_REMAINING_JAPAN:
      g_value_set_int (value, self->s.remaining[ADJ_PTO_SIDE_JAPAN]);
      break;
    case PROP_REMAINING_ALLIES:
      g_value_set_int (value, self->s.remaining[ADJ_PTO_SIDE_ALLIES]);
      break;
    case PROP_BOUGHT_JAPAN:
      g_value_set_int (value, self->s.bought[ADJ_PTO_SIDE_JAPAN]);
      break;
    case PROP_BOUGHT_ALLIES:
      g_value_set_int (value, self->s.bought[ADJ_PTO_SIDE_ALLIES]);
      break;
    case PROP_TIE_PENDING:
      g_value_set_boolean (value, self->s.tie_pending);
      break;
    case PROP_TIE_JAPAN:
      g_value_set_int (value, self->s.tie_face[ADJ_PTO_SIDE_JAPAN]);
      break;
    case PROP_TIE_ALLIES:
      g_value_set_int (value, self->s.tie_face[ADJ_PTO_SIDE_ALLIES]);
      break;
    case PROP_N_TIE_ROLLS:
      g_value_set_uint (value, self->s.tie_rolls ? self->s.tie_rolls->len / 2 : 0);
      break;
    case PROP_CHOOSER:
      g_value_set_enum (value, self->s.offensives ? adj_pto_state_chooser (&self->s) : ADJ_PTO_SIDE_NONE);
      break;
    case PROP_WEATHER_CONDITION:
      g_value_set_string (value, self->rulebook ? adj_pto_game_get_weather_condition (self) : NULL);
      break;
    case PROP_WEATHER_FACE:
      g_value_set_int (value, self->s.weather_face);
      break;
    case PROP_NEEDS_WEATHER_ROLL:
      g_value_set_boolean (value, self->rulebook && adj_pto_game_get_needs_weather_roll (self));
      break;
    case PROP_HAS_TRACK_ENTRY:
      {
        AdjPtoTrackEntry entry;

        g_value_set_boolean (value, self->rulebook && adj_pto_game_get_track_entry (self, &entry));
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_pto_game_class_init (AdjPtoGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags f = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = adj_pto_game_dispose;
  object_class->finalize = adj_pto_game_finalize;
  object_class->get_property = adj_pto_game_get_property;

  properties[PROP_YEAR] = g_param_spec_int ("year", NULL, NULL, 0, G_MAXINT, 0, f);
  /**
   * AdjPtoGame:season:
   *
   * The season (row of the calendar's seasons, see adj_pto_game_get_calendar()).
   */
  properties[PROP_SEASON] = g_param_spec_int ("season", NULL, NULL, 0, G_MAXINT, 0, f);
  /**
   * AdjPtoGame:month:
   *
   * The month within the season (0..2), -1 on the seasonal turn.
   */
  properties[PROP_MONTH] = g_param_spec_int ("month", NULL, NULL, -1, G_MAXINT, -1, f);
  properties[PROP_SEASONAL] = g_param_spec_boolean ("seasonal", NULL, NULL, FALSE, f);
  properties[PROP_STEP_INDEX] = g_param_spec_uint ("step-index", NULL, NULL, 0, G_MAXUINT, 0, f);
  properties[PROP_CURRENT_STEP] = g_param_spec_object ("current-step", NULL, NULL, ADJ_TYPE_PTO_STEP, f);
  properties[PROP_CAN_BACK] = g_param_spec_boolean ("can-back", NULL, NULL, FALSE, f);
  properties[PROP_INITIATIVE] = g_param_spec_enum ("initiative", NULL, NULL, ADJ_TYPE_PTO_SIDE, ADJ_PTO_SIDE_JAPAN, f);
  properties[PROP_NAVAL_AIR_FIRST] = g_param_spec_enum ("naval-air-first", NULL, NULL, ADJ_TYPE_PTO_SIDE,
                                                        ADJ_PTO_SIDE_JAPAN, f);
  properties[PROP_REMAINING_JAPAN] = g_param_spec_int ("remaining-japan", NULL, NULL, G_MININT, G_MAXINT, 0, f);
  properties[PROP_REMAINING_ALLIES] = g_param_spec_int ("remaining-allies", NULL, NULL, G_MININT, G_MAXINT, 0, f);
  properties[PROP_BOUGHT_JAPAN] = g_param_spec_int ("bought-japan", NULL, NULL, G_MININT, G_MAXINT, 0, f);
  properties[PROP_BOUGHT_ALLIES] = g_param_spec_int ("bought-allies", NULL, NULL, G_MININT, G_MAXINT, 0, f);
  properties[PROP_TIE_PENDING] = g_param_spec_boolean ("tie-pending", NULL, NULL, FALSE, f);
  /**
   * AdjPtoGame:tie-japan:
   *
   * Japan's initiative die, rolled on tied offensives and waiting for the
   * Allies' one; 0 when none waits.
   */
  properties[PROP_TIE_JAPAN] = g_param_spec_int ("tie-japan", NULL, NULL, 0, G_MAXINT, 0, f);
  /**
   * AdjPtoGame:tie-allies:
   *
   * The Allies' initiative die waiting for Japan's one; 0 when none waits.
   */
  properties[PROP_TIE_ALLIES] = g_param_spec_int ("tie-allies", NULL, NULL, 0, G_MAXINT, 0, f);
  properties[PROP_N_TIE_ROLLS] = g_param_spec_uint ("n-tie-rolls", NULL, NULL, 0, G_MAXUINT, 0, f);
  properties[PROP_CHOOSER] = g_param_spec_enum ("chooser", NULL, NULL, ADJ_TYPE_PTO_SIDE, ADJ_PTO_SIDE_NONE, f);
  /**
   * AdjPtoGame:weather-condition:
   *
   * This month's condition id ("f", "m", "w"), %NULL while unknown.
   */
  properties[PROP_WEATHER_CONDITION] = g_param_spec_string ("weather-condition", NULL, NULL, NULL, f);
  properties[PROP_WEATHER_FACE] = g_param_spec_int ("weather-face", NULL, NULL, 0, G_MAXINT, 0, f);
  properties[PROP_NEEDS_WEATHER_ROLL] = g_param_spec_boolean ("needs-weather-roll", NULL, NULL, FALSE, f);
  /**
   * AdjPtoGame:has-track-entry:
   *
   * Whether the players' turn track has this month's weather.
   */
  properties[PROP_HAS_TRACK_ENTRY] = g_param_spec_boolean ("has-track-entry", NULL, NULL, FALSE, f);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_pto_game_init (AdjPtoGame *self)
{
  state_init (&self->s);
  self->steps = g_list_store_new (ADJ_TYPE_PTO_STEP);
  self->zones = g_list_store_new (ADJ_TYPE_PTO_ZONE);
  self->last_values = g_new0 (GValue, N_PROPS);
}

static void
default_state (AdjPtoGame *self,
               State      *s)
{
  AdjRuleFile *file = adj_rulebook_get_file (self->rulebook, "pto");
  AdjPtoSide side = ADJ_PTO_SIDE_JAPAN;

  state_init (s);
  s->turn.year = file && adj_rule_file_has_constant (file, "start-year")
                 ? adj_rule_file_get_int (file, "start-year") : 1;
  s->turn.season = 0;
  s->turn.month = -1;
  if (file && adj_rule_file_has_constant (file, "start-initiative"))
    adj_pto_side_from_string (adj_rule_file_get_text (file, "start-initiative"), &side);
  if (side != ADJ_PTO_SIDE_ALLIES)
    side = ADJ_PTO_SIDE_JAPAN;
  s->initiative = side;
  s->naval_air_first = side;
}

static void
on_rulebook_changed (AdjPtoGame *self)
{
  rebuild (self);
}

/**
 * adj_pto_game_new:
 * @rulebook: the rulebook with pto.xml and pto-weather.xml
 * @dice: the game's dice
 *
 * Returns: (transfer full): a new game at the first seasonal turn of the start year
 */
AdjPtoGame *
adj_pto_game_new (AdjRulebook *rulebook,
                  AdjDice     *dice)
{
  AdjPtoGame *self = g_object_new (ADJ_TYPE_PTO_GAME, NULL);
  g_autoptr(GError) error = NULL;

  self->rulebook = g_object_ref (rulebook);
  self->dice = dice ? g_object_ref (dice) : NULL;
  self->calendar = adj_pto_calendar_new (rulebook, &error);
  if (self->calendar == NULL)
    g_error ("pto.xml: %s", error->message);   /* the built-in table is checked by the tests */
  state_clear (&self->s);
  default_state (self, &self->s);
  g_signal_connect_swapped (rulebook, "changed", G_CALLBACK (on_rulebook_changed), self);
  rebuild (self);
  return self;
}

/** adj_pto_game_get_rulebook: Returns: (transfer none): the rulebook */
AdjRulebook *
adj_pto_game_get_rulebook (AdjPtoGame *self)
{
  return self->rulebook;
}

/** adj_pto_game_get_dice: Returns: (transfer none) (nullable): the dice the game rolls, whose log holds its rolls */
AdjDice *
adj_pto_game_get_dice (AdjPtoGame *self)
{
  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), NULL);
  return self->dice;
}

/** adj_pto_game_get_calendar: Returns: (transfer none): the calendar */
const AdjPtoCalendar *
adj_pto_game_get_calendar (AdjPtoGame *self)
{
  return self->calendar;
}

gboolean
adj_pto_game_fail (GError     **error,
                 const char  *message)
{
  g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_STATE, message);
  return FALSE;
}

/**
 * adj_pto_game_start:
 * @self: the game
 * @year: the year
 * @slot: the turn within the year (0 = the first seasonal turn, see adj_pto_calendar_slot_to_turn())
 * @initiative: the side with initiative
 * @japan_offensives: Japan's offensives left this season
 * @allied_offensives: the Allies' offensives left this season
 * @error: return location for an error
 *
 * Starts a game (a scenario's start).
 *
 * Returns: %TRUE on success; nothing changes on error
 */
gboolean
adj_pto_game_start (AdjPtoGame  *self,
                    int          year,
                    guint        slot,
                    AdjPtoSide   initiative,
                    int          japan_offensives,
                    int          allied_offensives,
                    GError     **error)
{
  AdjPtoTurn turn;

  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (!adj_pto_calendar_slot_to_turn (self->calendar, slot, year, &turn)
      || !adj_pto_calendar_is_valid (self->calendar, &turn))
    return adj_pto_game_fail (error, _("There is no such turn."));
  if (initiative != ADJ_PTO_SIDE_JAPAN && initiative != ADJ_PTO_SIDE_ALLIES)
    return adj_pto_game_fail (error, _("Japan or the Allies must have initiative."));
  if (japan_offensives < 0 || allied_offensives < 0)
    return adj_pto_game_fail (error, _("Offensives cannot be fewer than none."));

  state_clear (&self->s);
  default_state (self, &self->s);
  self->s.turn = turn;
  self->s.initiative = initiative;
  self->s.naval_air_first = initiative;
  self->s.bought[ADJ_PTO_SIDE_JAPAN] = self->s.remaining[ADJ_PTO_SIDE_JAPAN] = japan_offensives;
  self->s.bought[ADJ_PTO_SIDE_ALLIES] = self->s.remaining[ADJ_PTO_SIDE_ALLIES] = allied_offensives;
  adj_pto_game_changed (self, N_("Start game"));
  return TRUE;
}

/** adj_pto_game_get_turn: Returns: (transfer none): the current turn */
const AdjPtoTurn *
adj_pto_game_get_turn (AdjPtoGame *self)
{
  return &self->s.turn;
}

/** adj_pto_game_get_year: Returns: the current year */
int
adj_pto_game_get_year (AdjPtoGame *self)
{
  return self->s.turn.year;
}

/** adj_pto_game_get_seasonal: Returns: %TRUE on a seasonal turn */
gboolean
adj_pto_game_get_seasonal (AdjPtoGame *self)
{
  return self->s.turn.month < 0;
}

/** adj_pto_game_get_next_turn: Gets the turn after this one. */
void
adj_pto_game_get_next_turn (AdjPtoGame *self,
                            AdjPtoTurn *out)
{
  g_return_if_fail (ADJ_IS_PTO_GAME (self));
  adj_pto_calendar_next (self->calendar, &self->s.turn, out);
}

/* Stepper */

/** adj_pto_game_get_steps: Returns: (transfer none): the steps of the turn (AdjPtoStep) */
GListModel *
adj_pto_game_get_steps (AdjPtoGame *self)
{
  return G_LIST_MODEL (self->steps);
}

/** adj_pto_game_get_step_index: Returns: the position of the current step */
guint
adj_pto_game_get_step_index (AdjPtoGame *self)
{
  return self->s.step;
}

/** adj_pto_game_get_current_step: Returns: (transfer none) (nullable): the current step */
AdjPtoStep *
adj_pto_game_get_current_step (AdjPtoGame *self)
{
  g_autoptr(AdjPtoStep) step = g_list_model_get_item (G_LIST_MODEL (self->steps), self->s.step);

  return step;   /* the store keeps a reference */
}

/** adj_pto_game_get_can_back: Returns: %TRUE unless at the first step of the turn */
gboolean
adj_pto_game_get_can_back (AdjPtoGame *self)
{
  return self->s.step > 0;
}

static void
end_turn (AdjPtoGame *self)
{
  AdjPtoTurn next;

  adj_pto_calendar_next (self->calendar, &self->s.turn, &next);
  self->s.turn = next;
  state_clear_turn (&self->s);
  if (next.month < 0)
    state_clear_season (&self->s);
}

gboolean
adj_pto_game_step_is_choice (AdjPtoGame *self)
{
  AdjPtoStep *step = adj_pto_game_get_current_step (self);

  return step && adj_pto_step_get_kind (step) == ADJ_PTO_STEP_CHOOSE_OFFENSIVE;
}

/**
 * adj_pto_game_next:
 * @self: the game
 *
 * Goes to the next step. On the choice of an offensive, the side performs no
 * more offensives this turn; on the last step, the turn ends and the next
 * turn begins (the year advances when it opens the year).
 *
 * Returns: %TRUE
 */
gboolean
adj_pto_game_next (AdjPtoGame *self)
{
  AdjPtoStep *step = adj_pto_game_get_current_step (self);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->steps));

  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (adj_pto_game_step_is_choice (self))
    return adj_pto_game_pass_offensives (self, NULL);
  if (step)
    g_hash_table_remove (self->s.skipped, adj_pto_step_get_key (step));
  if (self->s.step + 1 >= n)
    {
      end_turn (self);
      adj_pto_game_changed (self, N_("End of turn"));
      return TRUE;
    }
  self->s.step++;
  adj_pto_game_changed (self, N_("Next step"));
  return TRUE;
}

/** adj_pto_game_back: Returns: %TRUE if there was a step before this one */
gboolean
adj_pto_game_back (AdjPtoGame *self)
{
  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (self->s.step == 0)
    return FALSE;
  self->s.step--;
  adj_pto_game_changed (self, N_("Previous step"));
  return TRUE;
}

/**
 * adj_pto_game_skip_step:
 * @self: the game
 *
 * Marks the current step as skipped and goes to the next one (as
 * adj_pto_game_next() does on the last step and on the choice of an offensive).
 *
 * Returns: %TRUE
 */
gboolean
adj_pto_game_skip_step (AdjPtoGame *self)
{
  AdjPtoStep *step = adj_pto_game_get_current_step (self);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->steps));

  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (adj_pto_game_step_is_choice (self) || self->s.step + 1 >= n)
    return adj_pto_game_next (self);
  g_hash_table_add (self->s.skipped, g_strdup (adj_pto_step_get_key (step)));
  self->s.step++;
  adj_pto_game_changed (self, N_("Skip step"));
  return TRUE;
}

/**
 * adj_pto_game_skip_phase:
 * @self: the game
 *
 * Skips the rest of the current phase and goes to the first step of the next
 * one (in the offensive phase, both sides perform no more offensives). In the
 * last phase, goes to the last step.
 *
 * Returns: %TRUE if the step changed
 */
gboolean
adj_pto_game_skip_phase (AdjPtoGame *self)
{
  GListModel *list = G_LIST_MODEL (self->steps);
  guint n = g_list_model_get_n_items (list);
  AdjPtoStep *step = adj_pto_game_get_current_step (self);
  g_autofree char *phase = NULL;
  guint i;

  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (step == NULL)
    return FALSE;
  phase = g_strdup (adj_pto_step_get_phase_id (step));
  for (i = self->s.step; i < n; i++)
    {
      g_autoptr(AdjPtoStep) s = g_list_model_get_item (list, i);

      if (g_strcmp0 (adj_pto_step_get_phase_id (s), phase) != 0)
        break;
      if (adj_pto_step_get_kind (s) == ADJ_PTO_STEP_CHOOSE_OFFENSIVE)
        {
          /* the choice leaves the list (a "no offensives" step may take its place) */
          self->s.passed[0] = self->s.passed[1] = TRUE;
          rebuild (self);
          n = g_list_model_get_n_items (list);
          while (i < n)
            {
              g_autoptr(AdjPtoStep) t = g_list_model_get_item (list, i);
              if (g_strcmp0 (adj_pto_step_get_phase_id (t), phase) != 0)
                break;
              i++;
            }
          self->s.step = MIN (i, n - 1);
          adj_pto_game_changed (self, N_("Skip phase"));
          return TRUE;
        }
      if (i + 1 < n || i > self->s.step)
        g_hash_table_add (self->s.skipped, g_strdup (adj_pto_step_get_key (s)));
    }
  if (i >= n)
    i = n - 1;
  if (i == self->s.step)
    return FALSE;
  self->s.step = i;
  adj_pto_game_changed (self, N_("Skip phase"));
  return TRUE;
}

/** adj_pto_game_jump: Returns: %TRUE if @index is a step of the turn */
gboolean
adj_pto_game_jump (AdjPtoGame *self,
                   guint       index)
{
  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (index >= g_list_model_get_n_items (G_LIST_MODEL (self->steps)))
    return FALSE;
  if (index == self->s.step)
    return TRUE;
  self->s.step = index;
  adj_pto_game_changed (self, N_("Go to step"));
  return TRUE;
}

/* AdjModel */

static const char *
adj_pto_game_get_id (AdjModel *model)
{
  return "pto";
}

static void
set_int (xmlNode    *node,
         const char *name,
         int         value)
{
  char buf[32];

  g_snprintf (buf, sizeof buf, "%d", value);
  xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) buf);
}

static void
set_str (xmlNode    *node,
         const char *name,
         const char *value)
{
  xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) value);
}

static void
adj_pto_game_save (AdjModel *model,
                   xmlNode  *node)
{
  AdjPtoGame *self = ADJ_PTO_GAME (model);
  const State *s = &self->s;
  xmlNode *turn = xmlNewChild (node, NULL, (const xmlChar *) "turn", NULL);
  xmlNode *offs = xmlNewChild (node, NULL, (const xmlChar *) "offensives", NULL);
  xmlNode *weather = xmlNewChild (node, NULL, (const xmlChar *) "weather", NULL);
  g_autoptr(GList) zones = g_hash_table_get_keys (self->s.grounding);
  g_autoptr(GList) keys = g_hash_table_get_keys (self->s.skipped);

  set_int (turn, "year", s->turn.year);
  set_str (turn, "season", adj_pto_calendar_get_season_id (self->calendar, s->turn.season));
  if (s->turn.month >= 0)
    set_str (turn, "month", adj_pto_calendar_get_month_id (self->calendar, s->turn.season, s->turn.month));
  set_int (turn, "step", s->step);
  set_str (turn, "initiative", adj_pto_side_to_string (s->initiative));
  set_str (turn, "naval-air-first", adj_pto_side_to_string (s->naval_air_first));

  for (int side = 0; side < 2; side++)
    {
      xmlNode *n = xmlNewChild (offs, NULL, (const xmlChar *) "side", NULL);
      set_str (n, "id", adj_pto_side_to_string (side));
      set_int (n, "bought", s->bought[side]);
      set_int (n, "remaining", s->remaining[side]);
      set_str (n, "passed", s->passed[side] ? "yes" : "no");
    }
  set_str (offs, "tie-pending", s->tie_pending ? "yes" : "no");
  if (s->tie_face[ADJ_PTO_SIDE_JAPAN])
    set_int (offs, "tie-japan", s->tie_face[ADJ_PTO_SIDE_JAPAN]);
  if (s->tie_face[ADJ_PTO_SIDE_ALLIES])
    set_int (offs, "tie-allies", s->tie_face[ADJ_PTO_SIDE_ALLIES]);
  for (guint i = 0; i < s->offensives->len; i++)
    {
      const AdjPtoOffensive *o = &g_array_index (s->offensives, AdjPtoOffensive, i);
      xmlNode *n = xmlNewChild (offs, NULL, (const xmlChar *) "offensive", NULL);
      set_str (n, "side", adj_pto_side_to_string (o->side));
      set_str (n, "sequence", o->sequence);
      set_int (n, "cost", o->cost);
    }
  for (guint i = 0; i + 1 < s->tie_rolls->len; i += 2)
    {
      xmlNode *n = xmlNewChild (offs, NULL, (const xmlChar *) "tie-roll", NULL);
      set_int (n, "japan", g_array_index (s->tie_rolls, int, i));
      set_int (n, "allies", g_array_index (s->tie_rolls, int, i + 1));
    }

  if (s->weather_condition)
    set_str (weather, "condition", s->weather_condition);
  if (s->weather_face)
    set_int (weather, "roll", s->weather_face);
  zones = g_list_sort (zones, (GCompareFunc) g_strcmp0);
  for (GList *l = zones; l; l = l->next)
    {
      xmlNode *n = xmlNewChild (weather, NULL, (const xmlChar *) "grounding", NULL);
      set_str (n, "zone", l->data);
      set_int (n, "roll", GPOINTER_TO_INT (g_hash_table_lookup (s->grounding, l->data)));
    }
  keys = g_list_sort (keys, (GCompareFunc) g_strcmp0);
  for (GList *l = keys; l; l = l->next)
    {
      xmlNode *n = xmlNewChild (node, NULL, (const xmlChar *) "skipped", NULL);
      set_str (n, "key", l->data);
    }
}

static gboolean
corrupt (GError    **error,
         const char *what)
{
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT, _("The PTO sequence of play is damaged: %s."), what);
  return FALSE;
}

static gboolean
get_side_prop (xmlNode    *node,
               const char *name,
               AdjPtoSide *out)
{
  g_autofree char *text = adj_xml_get_prop (node, name);

  return adj_pto_side_from_string (text, out) && adj_pto_game_valid_side (*out);
}

static gboolean
load_state (AdjPtoGame  *self,
            xmlNode     *node,
            State       *s,
            GError     **error)
{
  gboolean have_turn = FALSE;
  g_autoptr(GPtrArray) steps = NULL;
  guint n_items = 0;

  for (xmlNode *n = node->children; n; n = n->next)
    {
      if (n->type != XML_ELEMENT_NODE)
        continue;
      /* offensives, tie rolls, skipped steps: counted before they are read */
      if (++n_items > (guint) adj_counted_get_limit (ADJ_COUNTED_PTO_ITEMS))
        return adj_counted_refuse (error, ADJ_COUNTED_PTO_ITEMS, xmlGetLineNo (n));
      for (xmlNode *c = n->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE && ++n_items > (guint) adj_counted_get_limit (ADJ_COUNTED_PTO_ITEMS))
          return adj_counted_refuse (error, ADJ_COUNTED_PTO_ITEMS, xmlGetLineNo (c));
      if (adj_xml_is_element (n, "turn"))
        {
          g_autofree char *season = adj_xml_get_prop (n, "season");
          g_autofree char *month = adj_xml_get_prop (n, "month");
          int step, year;

          if (!adj_xml_get_int_prop (n, "year", 1, 9999, &year))
            return corrupt (error, _("the year is missing or wrong"));
          if (!adj_pto_calendar_find (self->calendar, season, month, &s->turn))
            return corrupt (error, _("the turn is not a turn of the calendar"));
          s->turn.year = year;
          if (!adj_xml_get_int_prop (n, "step", 0, 10000, &step))
            return corrupt (error, _("the step is missing"));
          s->step = step;
          if (!get_side_prop (n, "initiative", &s->initiative)
              || !get_side_prop (n, "naval-air-first", &s->naval_air_first))
            return corrupt (error, _("a side is not Japan or the Allies"));
          have_turn = TRUE;
        }
      else if (adj_xml_is_element (n, "offensives"))
        {
          g_autofree char *tie_japan = adj_xml_get_prop (n, "tie-japan");
          g_autofree char *tie_allies = adj_xml_get_prop (n, "tie-allies");

          if (!adj_xml_get_bool_prop (n, "tie-pending", &s->tie_pending))
            return corrupt (error, _("the initiative tie is unreadable"));
          /* a die waiting for the other side's (older games have none) */
          if ((tie_japan && !adj_xml_get_int_prop (n, "tie-japan", 1, 1000, &s->tie_face[ADJ_PTO_SIDE_JAPAN]))
              || (tie_allies && !adj_xml_get_int_prop (n, "tie-allies", 1, 1000, &s->tie_face[ADJ_PTO_SIDE_ALLIES])))
            return corrupt (error, _("an initiative roll is unreadable"));
          for (xmlNode *c = n->children; c; c = c->next)
            {
              if (adj_xml_is_element (c, "side"))
                {
                  AdjPtoSide side;

                  if (!get_side_prop (c, "id", &side)
                      || !adj_xml_get_int_prop (c, "bought", 0, 10000, &s->bought[side])
                      || !adj_xml_get_int_prop (c, "remaining", 0, 10000, &s->remaining[side])
                      || !adj_xml_get_bool_prop (c, "passed", &s->passed[side]))
                    return corrupt (error, _("a side's offensives are unreadable"));
                }
              else if (adj_xml_is_element (c, "offensive"))
                {
                  AdjPtoOffensive o = { 0 };
                  g_autofree char *seq = adj_xml_get_prop (c, "sequence");

                  if (!get_side_prop (c, "side", &o.side) || !adj_xml_get_int_prop (c, "cost", 0, 10000, &o.cost)
                      || seq == NULL || strlen (seq) >= sizeof o.sequence || !adj_pto_game_is_offensive_sequence (self, seq))
                    return corrupt (error, _("an offensive is unreadable"));
                  g_strlcpy (o.sequence, seq, sizeof o.sequence);
                  g_array_append_val (s->offensives, o);
                }
              else if (adj_xml_is_element (c, "tie-roll"))
                {
                  int j, a;

                  if (!adj_xml_get_int_prop (c, "japan", 1, 1000, &j) || !adj_xml_get_int_prop (c, "allies", 1, 1000, &a))
                    return corrupt (error, _("an initiative roll is unreadable"));
                  g_array_append_val (s->tie_rolls, j);
                  g_array_append_val (s->tie_rolls, a);
                }
            }
        }
      else if (adj_xml_is_element (n, "weather"))
        {
          g_autofree char *condition = adj_xml_get_prop (n, "condition");
          g_autofree char *roll = adj_xml_get_prop (n, "roll");
          g_auto(GStrv) conditions = adj_pto_weather_dup_conditions (self->rulebook);

          if (condition && !g_strv_contains ((const char * const *) conditions, condition))
            return corrupt (error, _("the weather condition is unknown"));
          s->weather_condition = g_steal_pointer (&condition);
          if (roll && !adj_xml_get_int_prop (n, "roll", 1, 1000, &s->weather_face))
            return corrupt (error, _("the weather roll is unreadable"));
          for (xmlNode *c = n->children; c; c = c->next)
            if (adj_xml_is_element (c, "grounding"))
              {
                g_autofree char *zone = adj_xml_get_prop (c, "zone");
                g_auto(GStrv) zones = adj_pto_weather_dup_zones (self->rulebook);
                int r;

                if (zone == NULL || !g_strv_contains ((const char * const *) zones, zone)
                    || !adj_xml_get_int_prop (c, "roll", 1, 1000, &r))
                  return corrupt (error, _("a grounding roll is unreadable"));
                g_hash_table_insert (s->grounding, g_steal_pointer (&zone), GINT_TO_POINTER (r));
              }
        }
      else if (adj_xml_is_element (n, "skipped"))
        {
          g_autofree char *key = adj_xml_get_prop (n, "key");

          if (key == NULL)
            return corrupt (error, _("a skipped step has no key"));
          g_hash_table_add (s->skipped, g_steal_pointer (&key));
        }
    }
  if (!have_turn)
    return corrupt (error, _("the turn is missing"));
  {
    AdjDiceSpec weather, grounding, initiative;
    GHashTableIter iter;
    gpointer zone, roll;

    if (!adj_pto_game_get_dice_spec (self, "weather-dice", &weather, error) || !adj_pto_game_get_dice_spec (self, "grounding-dice", &grounding, error)
        || !adj_pto_game_get_dice_spec (self, "initiative-dice", &initiative, error))
      return FALSE;
    if (s->weather_face && (s->weather_face < adj_dice_spec_min (&weather) || s->weather_face > adj_dice_spec_max (&weather)))
      return corrupt (error, _("the weather roll is not a result of the weather die"));
    if (s->weather_face && s->weather_condition == NULL)
      return corrupt (error, _("the weather roll has no condition"));
    g_hash_table_iter_init (&iter, s->grounding);
    while (g_hash_table_iter_next (&iter, &zone, &roll))
      if (GPOINTER_TO_INT (roll) < adj_dice_spec_min (&grounding) || GPOINTER_TO_INT (roll) > adj_dice_spec_max (&grounding))
        return corrupt (error, _("a grounding roll is not a result of the grounding dice"));
    for (guint i = 0; i < s->tie_rolls->len + 2; i++)
      {
        int face = i < s->tie_rolls->len ? g_array_index (s->tie_rolls, int, i) : s->tie_face[i - s->tie_rolls->len];

        if (i >= s->tie_rolls->len && face == 0)
          continue;
        if (face < adj_dice_spec_min (&initiative) || face > adj_dice_spec_max (&initiative))
          return corrupt (error, _("an initiative roll is not a face of the die"));
      }
    if ((s->tie_face[0] || s->tie_face[1]) && (!s->tie_pending || (s->tie_face[0] && s->tie_face[1])))
      return corrupt (error, _("an initiative roll waits for no tie"));
  }
  if (s->turn.month < 0 && (s->offensives->len > 0 || s->weather_condition || g_hash_table_size (s->grounding)))
    return corrupt (error, _("a seasonal turn holds offensives or weather"));
  steps = state_build (self, s, error);
  if (steps == NULL)
    return FALSE;
  if (s->step >= steps->len)
    return corrupt (error, _("the current step is beyond the end of the turn"));
  return TRUE;
}

static gboolean
adj_pto_game_load (AdjModel  *model,
                   xmlNode   *node,
                   GError   **error)
{
  AdjPtoGame *self = ADJ_PTO_GAME (model);
  State s;

  state_init (&s);
  if (!load_state (self, node, &s, error))
    {
      state_clear (&s);
      return FALSE;
    }
  state_clear (&self->s);
  self->s = s;
  rebuild (self);
  return TRUE;
}

static void
adj_pto_game_reset (AdjModel *model)
{
  AdjPtoGame *self = ADJ_PTO_GAME (model);

  state_clear (&self->s);
  default_state (self, &self->s);
  rebuild (self);
}

static void
adj_pto_game_model_init (AdjModelInterface *iface)
{
  iface->get_id = adj_pto_game_get_id;
  iface->save = adj_pto_game_save;
  iface->load = adj_pto_game_load;
  iface->reset = adj_pto_game_reset;
}
