/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-pto-game-private.h"

/* AdjPtoGame: the month's weather from the players' turn track, the weather
 * roll and each zone's grounding roll. */

/** adj_pto_game_dup_weather_key: Returns: (transfer full) (nullable): "1942-01", %NULL on a seasonal turn */
char *
adj_pto_game_dup_weather_key (AdjPtoGame *self)
{
  return adj_pto_calendar_dup_weather_key (self->calendar, &self->s.turn);
}

/** adj_pto_game_get_track_entry: Returns: %TRUE if the turn track has an entry for this month */
gboolean
adj_pto_game_get_track_entry (AdjPtoGame       *self,
                              AdjPtoTrackEntry *out)
{
  g_autofree char *key = adj_pto_game_dup_weather_key (self);

  return adj_pto_weather_lookup_entry (self->rulebook, key, out);
}

/**
 * adj_pto_game_save_track_entry:
 * @self: the game
 * @label: (nullable): the month's label in the house table ("January 1942"), the key when %NULL
 * @cells: the 1d6 results of each condition (columns of the turn-track table)
 * @error: return location for an error
 *
 * Writes this month's turn-track entry into the players' turn track (a house-rule file).
 *
 * Returns: %TRUE on success
 */
gboolean
adj_pto_game_save_track_entry (AdjPtoGame          *self,
                               const char          *label,
                               const char * const  *cells,
                               GError             **error)
{
  g_autofree char *key = adj_pto_game_dup_weather_key (self);

  if (key == NULL)
    return adj_pto_game_fail (error, _("Seasonal turns have no weather."));
  return adj_pto_weather_save_entry (self->rulebook, key, label ? label : key, cells, error);
}

/** adj_pto_game_get_needs_weather_roll: Returns: %TRUE if this month's entry splits between conditions and no die was rolled */
gboolean
adj_pto_game_get_needs_weather_roll (AdjPtoGame *self)
{
  AdjPtoTrackEntry entry;

  return self->s.weather_condition == NULL && adj_pto_game_get_track_entry (self, &entry)
         && adj_pto_weather_entry_single (&entry) == NULL;
}

/** adj_pto_game_get_weather_face: Returns: the weather die, 0 if not rolled */
int
adj_pto_game_get_weather_face (AdjPtoGame *self)
{
  return self->s.weather_face;
}

/**
 * adj_pto_game_roll_weather:
 * @self: the game
 * @faces: (array length=n_faces): the weather die
 * @n_faces: how many faces
 * @error: return location for an error
 *
 * Returns: %TRUE if the roll decided the month's weather
 */
gboolean
adj_pto_game_roll_weather (AdjPtoGame  *self,
                           const int   *faces,
                           guint        n_faces,
                           GError     **error)
{
  AdjDiceSpec spec;
  AdjPtoTrackEntry entry;
  const char *condition;

  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (self->s.turn.month < 0)
    return adj_pto_game_fail (error, _("Seasonal turns have no weather."));
  if (!adj_pto_game_get_track_entry (self, &entry))
    return adj_pto_game_fail (error, _("The turn track has no weather for this month yet."));
  if (!adj_pto_game_get_dice_spec (self, "weather-dice", &spec, error)
      || !adj_dice_spec_check_faces (&spec, faces, n_faces, error))
    return FALSE;
  condition = adj_pto_weather_entry_for_roll (&entry, adj_dice_spec_value (&spec, faces, n_faces));
  if (condition == NULL)
    return adj_pto_game_fail (error, _("This month's turn-track entry gives no condition for that roll."));
  self->s.weather_face = adj_dice_spec_value (&spec, faces, n_faces);
  g_free (self->s.weather_condition);
  self->s.weather_condition = g_strdup (condition);
  g_hash_table_remove_all (self->s.grounding);
  adj_pto_game_changed (self, N_("Roll weather"));
  return TRUE;
}

/**
 * adj_pto_game_get_weather_condition:
 * @self: the game
 *
 * Returns: (nullable): this month's condition ("f", "m", "w"): the rolled one,
 *   or the turn track's only one; %NULL while unknown
 */
const char *
adj_pto_game_get_weather_condition (AdjPtoGame *self)
{
  AdjPtoTrackEntry entry;

  if (self->s.weather_condition)
    return self->s.weather_condition;
  if (self->s.turn.month < 0 || !adj_pto_game_get_track_entry (self, &entry))
    return NULL;
  return adj_pto_weather_entry_single (&entry);
}

/** adj_pto_game_dup_affected_zones: Returns: (transfer full): the zones this month's weather can ground (empty while unknown) */
GStrv
adj_pto_game_dup_affected_zones (AdjPtoGame *self)
{
  const char *condition = adj_pto_game_get_weather_condition (self);

  if (condition == NULL)
    return g_new0 (char *, 1);
  return adj_pto_weather_dup_affected_zones (self->rulebook, condition);
}

/** adj_pto_game_get_zones: Returns: (transfer none): the weather zones (AdjPtoZone), each with this month's state */
GListModel *
adj_pto_game_get_zones (AdjPtoGame *self)
{
  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), NULL);
  return G_LIST_MODEL (self->zones);
}

/** adj_pto_game_get_grounding_roll: Returns: the zone's grounding roll (2d6 total), 0 if not rolled */
int
adj_pto_game_get_grounding_roll (AdjPtoGame *self,
                                 const char *zone)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (self->s.grounding, zone));
}

/** adj_pto_game_get_zone_grounded: Returns: %TRUE if the zone's air units are grounded this month */
gboolean
adj_pto_game_get_zone_grounded (AdjPtoGame *self,
                                const char *zone)
{
  const char *condition = adj_pto_game_get_weather_condition (self);
  int roll = adj_pto_game_get_grounding_roll (self, zone);

  return condition && roll > 0 && adj_pto_weather_is_grounded (self->rulebook, condition, zone, roll);
}

/**
 * adj_pto_game_roll_grounding:
 * @self: the game
 * @zone: an affected weather zone
 * @faces: (array length=n_faces): the grounding dice
 * @n_faces: how many
 * @error: return location for an error
 *
 * Returns: %TRUE if the roll was accepted
 */
gboolean
adj_pto_game_roll_grounding (AdjPtoGame  *self,
                             const char  *zone,
                             const int   *faces,
                             guint        n_faces,
                             GError     **error)
{
  g_auto(GStrv) zones = adj_pto_game_dup_affected_zones (self);
  AdjDiceSpec spec;
  int total;

  g_return_val_if_fail (ADJ_IS_PTO_GAME (self), FALSE);
  if (adj_pto_game_get_weather_condition (self) == NULL)
    return adj_pto_game_fail (error, _("The month's weather is not known yet."));
  if (!g_strv_contains ((const char * const *) zones, zone))
    return adj_pto_game_fail (error, _("This month's weather does not affect that zone."));
  if (!adj_pto_game_get_dice_spec (self, "grounding-dice", &spec, error)
      || !adj_dice_spec_check_faces (&spec, faces, n_faces, error))
    return FALSE;
  total = adj_dice_spec_value (&spec, faces, n_faces);
  if (self->s.weather_condition == NULL)
    self->s.weather_condition = g_strdup (adj_pto_game_get_weather_condition (self));
  g_hash_table_insert (self->s.grounding, g_strdup (zone), GINT_TO_POINTER (total));
  adj_pto_game_changed (self, N_("Roll for grounding"));
  return TRUE;
}

