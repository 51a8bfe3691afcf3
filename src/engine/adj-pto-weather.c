/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-pto-weather.h"

/* Weather of WWII: PTO [1.0]: the month's turn-track entry (pto-weather.xml,
 * filled in by the players), the grounding table and the weather effects
 * (pto.xml). Pure functions of the rulebook. */

static AdjRuleTable *
track (AdjRulebook *rb)
{
  return adj_rulebook_get_table (rb, "pto-weather", "turn-track");
}

/**
 * adj_pto_weather_lookup_entry:
 * @rulebook: the rulebook
 * @key: the month, "1942-01"
 * @out: (out): the entry
 *
 * Returns: %TRUE if the turn track has an entry for @key
 */
gboolean
adj_pto_weather_lookup_entry (AdjRulebook      *rulebook,
                              const char       *key,
                              AdjPtoTrackEntry *out)
{
  AdjRuleTable *t = track (rulebook);
  int row;

  memset (out, 0, sizeof *out);
  if (t == NULL || key == NULL)
    return FALSE;
  row = adj_rule_table_find_row (t, key);
  if (row < 0)
    return FALSE;
  for (guint c = 0; c < adj_rule_table_get_n_columns (t) && out->n_conditions < ADJ_PTO_MAX_CONDITIONS; c++)
    {
      out->conditions[out->n_conditions] = adj_rule_table_get_column_id (t, c);
      out->ranges[out->n_conditions] = adj_rule_table_get_range (t, row, c);
      out->n_conditions++;
    }
  return TRUE;
}

/** adj_pto_weather_entry_single: Returns: (nullable): the condition if the entry lists only one */
const char *
adj_pto_weather_entry_single (const AdjPtoTrackEntry *entry)
{
  const char *found = NULL;

  for (guint i = 0; i < entry->n_conditions; i++)
    if (entry->ranges[i] != 0)
      {
        if (found)
          return NULL;
        found = entry->conditions[i];
      }
  return found;
}

/** adj_pto_weather_entry_for_roll: Returns: (nullable): the condition a weather die @face gives */
const char *
adj_pto_weather_entry_for_roll (const AdjPtoTrackEntry *entry,
                                int                     face)
{
  for (guint i = 0; i < entry->n_conditions; i++)
    if (adj_range_contains (entry->ranges[i], face))
      return entry->conditions[i];
  return NULL;
}

/** adj_pto_weather_entry_dup_text: Returns: (transfer full): "F 1-4, M 5,6" */
char *
adj_pto_weather_entry_dup_text (const AdjPtoTrackEntry *entry)
{
  GString *s = g_string_new (NULL);
  const char *single = adj_pto_weather_entry_single (entry);

  if (single)
    {
      g_autofree char *up = g_ascii_strup (single, -1);
      g_string_append (s, up);
      return g_string_free (s, FALSE);
    }
  for (guint i = 0; i < entry->n_conditions; i++)
    {
      g_autofree char *up = NULL;
      g_autofree char *r = NULL;

      if (entry->ranges[i] == 0)
        continue;
      up = g_ascii_strup (entry->conditions[i], -1);
      r = adj_range_format (entry->ranges[i], 0);   /* "3-6", not "3+" */
      g_string_append_printf (s, "%s%s %s", s->len ? ", " : "", up, r);
    }
  return g_string_free (s, FALSE);
}

static GStrv
column_ids (AdjRuleTable *t)
{
  g_autoptr(GStrvBuilder) b = g_strv_builder_new ();

  for (guint c = 0; t && c < adj_rule_table_get_n_columns (t); c++)
    g_strv_builder_add (b, adj_rule_table_get_column_id (t, c));
  return g_strv_builder_end (b);
}

/** adj_pto_weather_dup_conditions: Returns: (transfer full): the conditions the turn track can list */
GStrv
adj_pto_weather_dup_conditions (AdjRulebook *rulebook)
{
  return column_ids (track (rulebook));
}

/** adj_pto_weather_dup_zones: Returns: (transfer full): every weather zone ("arctic", ...) */
GStrv
adj_pto_weather_dup_zones (AdjRulebook *rulebook)
{
  return column_ids (adj_rulebook_get_table (rulebook, "pto", "grounding"));
}

/** adj_pto_weather_dup_affected_zones: Returns: (transfer full): the zones @condition can ground, in zone order */
GStrv
adj_pto_weather_dup_affected_zones (AdjRulebook *rulebook,
                                    const char  *condition)
{
  AdjRuleTable *effects = adj_rulebook_get_table (rulebook, "pto", "weather-effects");
  const char *zones = effects ? adj_rule_table_lookup_text (effects, condition, "zones") : NULL;
  g_auto(GStrv) listed = g_strsplit_set (zones ? zones : "", " ,", -1);
  g_auto(GStrv) all = adj_pto_weather_dup_zones (rulebook);
  g_autoptr(GStrvBuilder) b = g_strv_builder_new ();

  for (guint i = 0; all[i]; i++)
    if (g_strv_contains ((const char * const *) listed, all[i]))
      g_strv_builder_add (b, all[i]);
  return g_strv_builder_end (b);
}

/** adj_pto_weather_get_zone_label: Returns: (transfer none): "Arctic zone" */
const char *
adj_pto_weather_get_zone_label (AdjRulebook *rulebook,
                                const char  *zone)
{
  AdjRuleTable *g = adj_rulebook_get_table (rulebook, "pto", "grounding");
  int c = g ? adj_rule_table_find_column (g, zone) : -1;

  return c >= 0 ? adj_rule_table_get_column_label (g, c) : zone;
}

/**
 * adj_pto_weather_get_effect:
 * @rulebook: the rulebook
 * @condition: "f", "m" or "w"
 * @column: "name", "movement", "combat", "interception" or "rule"
 *
 * Returns: (transfer none) (nullable): the effect, %NULL if the condition has none
 */
const char *
adj_pto_weather_get_effect (AdjRulebook *rulebook,
                            const char  *condition,
                            const char  *column)
{
  AdjRuleTable *t = adj_rulebook_get_table (rulebook, "pto", "weather-effects");
  int r = t ? adj_rule_table_find_row (t, condition) : -1;
  int c = t ? adj_rule_table_find_column (t, column) : -1;

  if (r < 0 || c < 0 || adj_rule_table_is_none (t, r, c))
    return NULL;
  return adj_rule_table_get_text (t, r, c);
}

/** adj_pto_weather_is_grounded: Returns: %TRUE if a grounding roll of @total grounds @zone's air units */
gboolean
adj_pto_weather_is_grounded (AdjRulebook *rulebook,
                             const char  *condition,
                             const char  *zone,
                             int          total)
{
  AdjRuleTable *g = adj_rulebook_get_table (rulebook, "pto", "grounding");
  int r = g ? adj_rule_table_find_row (g, condition) : -1;
  int c = g ? adj_rule_table_find_column (g, zone) : -1;

  if (r < 0 || c < 0)
    return FALSE;
  return adj_range_contains (adj_rule_table_get_range (g, r, c), total);
}

static void
append_escaped (GString    *s,
                const char *text)
{
  g_autofree char *e = g_markup_escape_text (text, -1);
  g_string_append (s, e);
}

/**
 * adj_pto_weather_dup_track_file:
 * @rulebook: the rulebook
 * @key: the month, "1942-01"
 * @label: its label, "January 1942"
 * @cells: one range per condition column ("1-4", "5,6", "-")
 * @error: return location for an error
 *
 * Writes the turn-track file in use with the entry for @key added or replaced.
 *
 * Returns: (transfer full) (nullable): the XML of the new pto-weather.xml
 */
char *
adj_pto_weather_dup_track_file (AdjRulebook         *rulebook,
                                const char          *key,
                                const char          *label,
                                const char * const  *cells,
                                GError             **error)
{
  AdjRuleTable *t = track (rulebook);
  AdjRuleFile *file = adj_rulebook_get_file (rulebook, "pto-weather");
  GString *s;
  guint n_cols;
  gboolean written = FALSE;
  AdjRange all = 0;
  int lo, hi;

  if (t == NULL || file == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING, _("The turn-track weather table is missing."));
      return NULL;
    }
  /* the weather die comes from the table (1d6 in the printed game) */
  lo = adj_dice_spec_min (adj_rule_table_get_dice (t));
  hi = adj_dice_spec_max (adj_rule_table_get_dice (t));
  n_cols = adj_rule_table_get_n_columns (t);
  for (guint c = 0; c < n_cols; c++)
    {
      AdjRange r = 0;
      g_autoptr(GError) local = NULL;
      const char *text = cells[c] && *cells[c] ? cells[c] : "-";

      if (!adj_range_parse (text, lo, hi, &r, &local))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE, _("%s: %s"),
                       adj_rule_table_get_column_label (t, c), local->message);
          return NULL;
        }
      if (r & all)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
                       _("A die result is listed for two conditions; list each of %d to %d once."),
                       lo, hi);
          return NULL;
        }
      all |= r;
    }
  if (all != adj_range_span (lo, hi))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
                   _("Every die result from %d to %d must give a condition; list each once."),
                   lo, hi);
      return NULL;
    }

  s = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rules id=\"pto-weather\" version=\"1\" title=\"");
  append_escaped (s, adj_rule_file_get_title (file));
  g_string_append (s, "\">\n  <table id=\"turn-track\" title=\"");
  append_escaped (s, adj_rule_table_get_title (t));
  g_string_append (s, "\" dice=\"1d6\" cover=\"row\">\n");
  for (guint i = 0; adj_rule_table_get_note (t, i); i++)
    {
      g_string_append (s, "    <note>");
      append_escaped (s, adj_rule_table_get_note (t, i));
      g_string_append (s, "</note>\n");
    }
  for (guint c = 0; c < n_cols; c++)
    {
      g_string_append_printf (s, "    <column id=\"%s\" label=\"", adj_rule_table_get_column_id (t, c));
      append_escaped (s, adj_rule_table_get_column_label (t, c));
      g_string_append (s, "\" type=\"range\"/>\n");
    }

  /* Rows in order of their ids ("YYYY-MM" sorts by date). */
  {
    g_autoptr(GPtrArray) ids = g_ptr_array_new ();
    guint n_rows = adj_rule_table_get_n_rows (t);

    for (guint r = 0; r < n_rows; r++)
      g_ptr_array_add (ids, (gpointer) adj_rule_table_get_row_id (t, r));
    for (guint r = 0; r <= n_rows; r++)
      {
        const char *id = r < n_rows ? g_ptr_array_index (ids, r) : NULL;

        if (!written && (id == NULL || strcmp (key, id) <= 0))
          {
            g_string_append_printf (s, "    <row id=\"%s\" label=\"", key);
            append_escaped (s, label);
            g_string_append (s, "\">");
            for (guint c = 0; c < n_cols; c++)
              {
                g_string_append (s, "<c>");
                append_escaped (s, cells[c] && *cells[c] ? cells[c] : "-");
                g_string_append (s, "</c>");
              }
            g_string_append (s, "</row>\n");
            written = TRUE;
          }
        if (id == NULL || strcmp (key, id) == 0)
          continue;
        g_string_append_printf (s, "    <row id=\"%s\" label=\"", id);
        append_escaped (s, adj_rule_table_get_row_label (t, r));
        g_string_append (s, "\">");
        for (guint c = 0; c < n_cols; c++)
          {
            g_autofree char *cell = adj_range_format (adj_rule_table_get_range (t, r, c), hi);
            g_string_append_printf (s, "<c>%s</c>", cell);
          }
        g_string_append (s, "</row>\n");
      }
  }
  g_string_append (s, "  </table>\n</rules>\n");
  return g_string_free (s, FALSE);
}

/**
 * adj_pto_weather_save_entry:
 * @rulebook: the rulebook
 * @key: the month, "1942-01"
 * @label: its label
 * @cells: one range per condition column
 * @error: return location for an error
 *
 * Adds or replaces the turn-track entry for @key and saves the turn track as
 * a house-rule file, which the rulebook then uses.
 *
 * Returns: %TRUE on success; nothing changes on error
 */
gboolean
adj_pto_weather_save_entry (AdjRulebook         *rulebook,
                            const char          *key,
                            const char          *label,
                            const char * const  *cells,
                            GError             **error)
{
  g_autofree char *xml = adj_pto_weather_dup_track_file (rulebook, key, label, cells, error);

  if (xml == NULL)
    return FALSE;
  return adj_rulebook_install_user_file (rulebook, "pto-weather", xml, strlen (xml), error);
}
