/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-error.h"
#include "adj-pto-calendar.h"

/* The WWII: PTO calendar, read from the seasons and months tables of pto.xml:
 * a year opens with the first seasonal turn; each seasonal turn is followed
 * by the monthly turns its row lists. */

typedef struct {
  char      *id;
  char      *name;
  gboolean   additions;
  GPtrArray *month_ids;     /* char * */
  GPtrArray *month_names;   /* char * */
  GArray    *month_numbers; /* int, 1-based position in the months table */
} Season;

struct _AdjPtoCalendar {
  GArray *seasons;
};

static void
clear_season (gpointer data)
{
  Season *s = data;

  g_free (s->id);
  g_free (s->name);
  g_clear_pointer (&s->month_ids, g_ptr_array_unref);
  g_clear_pointer (&s->month_names, g_ptr_array_unref);
  g_clear_pointer (&s->month_numbers, g_array_unref);
}

static AdjPtoCalendar *
calendar_from_file (AdjRuleFile  *file,
                    GError      **error)
{
  AdjRuleTable *seasons = file ? adj_rule_file_get_table (file, "seasons") : NULL;
  AdjRuleTable *months = file ? adj_rule_file_get_table (file, "months") : NULL;
  g_autoptr(GArray) list = NULL;
  int c_name, c_months, c_add, m_name, m_season;

  if (seasons == NULL || months == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING,
                   _("The seasons or months table of pto.xml is missing."));
      return NULL;
    }
  c_name = adj_rule_table_find_column (seasons, "name");
  c_months = adj_rule_table_find_column (seasons, "months");
  c_add = adj_rule_table_find_column (seasons, "force-pool-additions");
  m_name = adj_rule_table_find_column (months, "name");
  m_season = adj_rule_table_find_column (months, "season");
  if (c_name < 0 || c_months < 0 || c_add < 0 || m_name < 0 || m_season < 0
      || adj_rule_table_get_n_rows (seasons) == 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING,
                   _("The seasons or months table of pto.xml lacks a column."));
      return NULL;
    }

  list = g_array_new (FALSE, TRUE, sizeof (Season));
  g_array_set_clear_func (list, clear_season);
  for (guint r = 0; r < adj_rule_table_get_n_rows (seasons); r++)
    {
      Season s = { 0 };
      g_auto(GStrv) ids = g_strsplit_set (adj_rule_table_get_text (seasons, r, c_months), " ,", -1);

      s.id = g_strdup (adj_rule_table_get_row_id (seasons, r));
      s.name = g_strdup (adj_rule_table_get_text (seasons, r, c_name));
      s.additions = adj_rule_table_get_bool (seasons, r, c_add);
      s.month_ids = g_ptr_array_new_with_free_func (g_free);
      s.month_names = g_ptr_array_new_with_free_func (g_free);
      s.month_numbers = g_array_new (FALSE, FALSE, sizeof (int));
      g_array_append_val (list, s);
      for (guint i = 0; ids[i]; i++)
        {
          int row;

          if (*ids[i] == '\0')
            continue;
          row = adj_rule_table_find_row (months, ids[i]);
          if (row < 0)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MEANING,
                           _("Season “%s” lists the month “%s”, which the months table lacks."),
                           s.id, ids[i]);
              return NULL;
            }
          row++;
          g_ptr_array_add (s.month_ids, g_strdup (ids[i]));
          g_ptr_array_add (s.month_names, g_strdup (adj_rule_table_get_text (months, row - 1, m_name)));
          g_array_append_val (s.month_numbers, row);
        }
    }

  {
    AdjPtoCalendar *self = g_new0 (AdjPtoCalendar, 1);
    self->seasons = g_steal_pointer (&list);
    return self;
  }
}

/**
 * adj_pto_calendar_new:
 * @rulebook: the rulebook
 * @error: return location for an error
 *
 * Reads the calendar from pto.xml in use; if a house-rule pto.xml describes
 * an impossible calendar, from the built-in one.
 *
 * Returns: (transfer full) (nullable): the calendar, or %NULL if the tables are unusable
 */
AdjPtoCalendar *
adj_pto_calendar_new (AdjRulebook  *rulebook,
                      GError      **error)
{
  AdjPtoCalendar *self = calendar_from_file (adj_rulebook_get_file (rulebook, "pto"), NULL);

  if (self == NULL)
    self = calendar_from_file (adj_rulebook_get_builtin (rulebook, "pto"), error);
  return self;
}

/** adj_pto_calendar_free: Frees @self. */
void
adj_pto_calendar_free (AdjPtoCalendar *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->seasons, g_array_unref);
  g_free (self);
}

#define SEASON(self, i) (&g_array_index ((self)->seasons, Season, (i)))

/** adj_pto_calendar_get_n_seasons: Returns: how many seasonal turns a year has */
guint
adj_pto_calendar_get_n_seasons (const AdjPtoCalendar *self)
{
  return self->seasons->len;
}

/** adj_pto_calendar_get_n_months: Returns: how many monthly turns follow @season */
guint
adj_pto_calendar_get_n_months (const AdjPtoCalendar *self,
                               int                   season)
{
  g_return_val_if_fail (season >= 0 && (guint) season < self->seasons->len, 0);
  return SEASON (self, season)->month_ids->len;
}

/** adj_pto_calendar_get_season_id: Returns: (transfer none): "winter" */
const char *
adj_pto_calendar_get_season_id (const AdjPtoCalendar *self,
                                int                   season)
{
  g_return_val_if_fail (season >= 0 && (guint) season < self->seasons->len, NULL);
  return SEASON (self, season)->id;
}

/** adj_pto_calendar_get_season_name: Returns: (transfer none): "Winter" */
const char *
adj_pto_calendar_get_season_name (const AdjPtoCalendar *self,
                                  int                   season)
{
  g_return_val_if_fail (season >= 0 && (guint) season < self->seasons->len, NULL);
  return SEASON (self, season)->name;
}

/** adj_pto_calendar_get_month_id: Returns: (transfer none): "jan" */
const char *
adj_pto_calendar_get_month_id (const AdjPtoCalendar *self,
                               int                   season,
                               int                   month)
{
  g_return_val_if_fail (month >= 0 && (guint) month < adj_pto_calendar_get_n_months (self, season), NULL);
  return g_ptr_array_index (SEASON (self, season)->month_ids, month);
}

/** adj_pto_calendar_get_month_name: Returns: (transfer none): "January" */
const char *
adj_pto_calendar_get_month_name (const AdjPtoCalendar *self,
                                 int                   season,
                                 int                   month)
{
  g_return_val_if_fail (month >= 0 && (guint) month < adj_pto_calendar_get_n_months (self, season), NULL);
  return g_ptr_array_index (SEASON (self, season)->month_names, month);
}

/** adj_pto_calendar_get_month_number: Returns: the month's place in the months table (1 = first) */
int
adj_pto_calendar_get_month_number (const AdjPtoCalendar *self,
                                   int                   season,
                                   int                   month)
{
  g_return_val_if_fail (month >= 0 && (guint) month < adj_pto_calendar_get_n_months (self, season), 0);
  return g_array_index (SEASON (self, season)->month_numbers, int, month);
}

/** adj_pto_calendar_is_valid: Returns: %TRUE if @turn is a turn of this calendar */
gboolean
adj_pto_calendar_is_valid (const AdjPtoCalendar *self,
                           const AdjPtoTurn     *turn)
{
  return turn->season >= 0 && (guint) turn->season < self->seasons->len
         && turn->month >= -1 && turn->month < (int) adj_pto_calendar_get_n_months (self, turn->season)
         && turn->year > 0 && turn->year < 10000;
}

/** adj_pto_calendar_has_additions: Returns: %TRUE on a seasonal turn with additions to force pools */
gboolean
adj_pto_calendar_has_additions (const AdjPtoCalendar *self,
                                const AdjPtoTurn     *turn)
{
  return turn->month < 0 && SEASON (self, turn->season)->additions;
}

/**
 * adj_pto_calendar_next:
 * @self: the calendar
 * @turn: a turn
 * @out: (out): the turn after it; the year advances when the next turn opens the year
 */
void
adj_pto_calendar_next (const AdjPtoCalendar *self,
                       const AdjPtoTurn     *turn,
                       AdjPtoTurn           *out)
{
  AdjPtoTurn t = *turn;

  if (t.month + 1 < (int) adj_pto_calendar_get_n_months (self, t.season))
    t.month++;
  else
    {
      t.month = -1;
      t.season++;
      if ((guint) t.season >= self->seasons->len)
        {
          t.season = 0;
          t.year++;
        }
    }
  *out = t;
}

/**
 * adj_pto_calendar_previous:
 * @self: the calendar
 * @turn: a turn
 * @out: (out): the turn before it
 */
void
adj_pto_calendar_previous (const AdjPtoCalendar *self,
                           const AdjPtoTurn     *turn,
                           AdjPtoTurn           *out)
{
  AdjPtoTurn t = *turn;

  if (t.month >= 0)
    t.month--;
  else
    {
      t.season--;
      if (t.season < 0)
        {
          t.season = self->seasons->len - 1;
          t.year--;
        }
      t.month = adj_pto_calendar_get_n_months (self, t.season) - 1;
    }
  *out = t;
}

/** adj_pto_calendar_get_n_slots: Returns: how many turns a year has */
guint
adj_pto_calendar_get_n_slots (const AdjPtoCalendar *self)
{
  guint n = 0;

  for (guint s = 0; s < self->seasons->len; s++)
    n += 1 + adj_pto_calendar_get_n_months (self, s);
  return n;
}

/** adj_pto_calendar_turn_to_slot: Returns: the turn's place in its year (0 = the first seasonal turn) */
int
adj_pto_calendar_turn_to_slot (const AdjPtoCalendar *self,
                               const AdjPtoTurn     *turn)
{
  int n = 0;

  for (int s = 0; s < turn->season; s++)
    n += 1 + adj_pto_calendar_get_n_months (self, s);
  return n + 1 + turn->month;
}

/** adj_pto_calendar_slot_to_turn: Returns: %TRUE if @slot is a turn of the year */
gboolean
adj_pto_calendar_slot_to_turn (const AdjPtoCalendar *self,
                               guint                 slot,
                               int                   year,
                               AdjPtoTurn           *out)
{
  for (guint s = 0; s < self->seasons->len; s++)
    {
      guint n = 1 + adj_pto_calendar_get_n_months (self, s);

      if (slot < n)
        {
          out->year = year;
          out->season = s;
          out->month = (int) slot - 1;
          return TRUE;
        }
      slot -= n;
    }
  return FALSE;
}

/**
 * adj_pto_calendar_find:
 * @self: the calendar
 * @season_id: a season id
 * @month_id: (nullable): a month id of that season, or %NULL for the seasonal turn
 * @out: (out): the turn (its year is left alone)
 *
 * Returns: %TRUE if found
 */
gboolean
adj_pto_calendar_find (const AdjPtoCalendar *self,
                       const char           *season_id,
                       const char           *month_id,
                       AdjPtoTurn           *out)
{
  for (guint s = 0; s < self->seasons->len; s++)
    {
      if (g_strcmp0 (SEASON (self, s)->id, season_id) != 0)
        continue;
      if (month_id == NULL || *month_id == '\0')
        {
          out->season = s;
          out->month = -1;
          return TRUE;
        }
      for (guint m = 0; m < SEASON (self, s)->month_ids->len; m++)
        if (g_strcmp0 (g_ptr_array_index (SEASON (self, s)->month_ids, m), month_id) == 0)
          {
            out->season = s;
            out->month = m;
            return TRUE;
          }
    }
  return FALSE;
}

/** adj_pto_calendar_dup_weather_key: Returns: (transfer full) (nullable): "1942-01", %NULL on a seasonal turn */
char *
adj_pto_calendar_dup_weather_key (const AdjPtoCalendar *self,
                                  const AdjPtoTurn     *turn)
{
  if (turn->month < 0)
    return NULL;
  return g_strdup_printf ("%04d-%02d", turn->year,
                          adj_pto_calendar_get_month_number (self, turn->season, turn->month));
}
