/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "adj-error.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario.h"
#include "adj-xml-private.h"

/* The WTJ "1943" scenario being set up: every choice and roll of the setup
 * steps, and the combat-lull tracker of the game that follows.
 *
 * The state is three string maps (settings, faces rolled, results set by
 * hand), which keeps saving, loading, undo and "Roll again" simple; every
 * result is computed from them and the tables when asked. */
enum {
  PROP_0,
  PROP_REVISION,
  PROP_BATTLE_TYPE,
  PROP_YEAR,
  PROP_THEATRE,
  PROP_ATTACKER,
  PROP_N_COMPANIES,
  PROP_LULL_TURN,
  PROP_FIRST_LULL_TURN,
  PROP_LULL_STARTED,
  N_PROPS
};

struct _AdjWtjScenario
{
  GObject      parent_instance;

  AdjRulebook *rulebook;
  GHashTable  *settings;   /* key -> value */
  GHashTable  *rolls;      /* key -> GArray of int */
  GHashTable  *manual;     /* key -> "int" */
  guint        revision;
  GValue       shown[N_PROPS];   /* the property values last notified */
};

static void adj_wtj_scenario_model_init (AdjModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjWtjScenario, adj_wtj_scenario, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_MODEL, adj_wtj_scenario_model_init))


static GParamSpec *properties[N_PROPS];

static const struct { const char *key; const char *value; } defaults[] = {
  { "battle-type", "major-offensive" },
  { "year", "1943" },
  { "attacker", "0" },
  { "theatre", "eastern-front" },
  { "terrain", "open" },
  { "amphibious", "no" },
  { "use-suggested", "yes" },
  { "opt-works", "no" },
  { "opt-fuel", "no" },
  { "step", "0" },
  { "lull-turn", "1" },
  { "companies", "0" },
  { "nation-0", "germans" },
  { "nation-1", "russians" },
  { "units-0", "12" },
  { "units-1", "12" },
  { "bases-0", "48" },
  { "bases-1", "48" },
  { "priority-0", "modest" },
  { "priority-1", "modest" },
  { "command-0", "normal" },
  { "command-1", "normal" },
  { "training-0", "average" },
  { "training-1", "average" },
  { "agreed-0", "0" },
  { "agreed-1", "0" },
  { "assets-mode-0", "choose" },
  { "assets-mode-1", "choose" },
};

static const char *assets_modes[] = { "choose", "roll", "arrival" };

/* The tables whose row a side may pick on a page. */
static const char *pickable_tables[] = { "air-superiority", "air-assets", "defensive-works" };

void
adj_wtj_result_free (AdjWtjResult *result)
{
  if (result == NULL)
    return;
  g_free (result->spec);
  g_free (result->text);
  g_free (result->note);
  g_clear_pointer (&result->lines, g_ptr_array_unref);
  g_free (result);
}

static AdjWtjResult *
result_new (void)
{
  AdjWtjResult *r = g_new0 (AdjWtjResult, 1);

  r->lines = g_ptr_array_new_with_free_func (g_free);
  r->row = -1;
  r->column = -1;
  r->applicable = TRUE;
  return r;
}

G_GNUC_PRINTF (2, 3) static void
add_line (AdjWtjResult *r,
          const char   *format,
          ...)
{
  va_list args;

  if (r == NULL)
    return;
  va_start (args, format);
  g_ptr_array_add (r->lines, g_strdup_vprintf (format, args));
  va_end (args);
}

AdjRuleFile *
adj_wtj_scenario_get_rules (AdjWtjScenario *self)
{
  return adj_rulebook_get_file (self->rulebook, ADJ_WTJ_FILE);
}

static AdjRuleTable *
get_table (AdjWtjScenario *self,
           const char     *id)
{
  return adj_rule_file_get_table (adj_wtj_scenario_get_rules (self), id);
}

static GHashTable *
new_settings (void)
{
  GHashTable *t = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; i < G_N_ELEMENTS (defaults); i++)
    g_hash_table_insert (t, g_strdup (defaults[i].key), g_strdup (defaults[i].value));
  return t;
}

static GHashTable *
new_rolls (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_array_unref);
}

static GHashTable *
new_manual (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

static void adj_wtj_scenario_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec);

/* After any change: notify the revision, and each property whose value changed. */
static void
bump (AdjWtjScenario *self)
{
  self->revision++;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVISION]);
  for (guint p = PROP_REVISION + 1; p < N_PROPS; p++)
    {
      g_auto(GValue) now = G_VALUE_INIT;

      g_value_init (&now, properties[p]->value_type);
      adj_wtj_scenario_get_property (G_OBJECT (self), p, &now, properties[p]);
      if (G_VALUE_TYPE (&self->shown[p]) == 0 || g_param_values_cmp (properties[p], &now, &self->shown[p]) != 0)
        {
          if (G_VALUE_TYPE (&self->shown[p]) == 0)
            g_value_init (&self->shown[p], properties[p]->value_type);
          g_value_copy (&now, &self->shown[p]);
          g_object_notify_by_pspec (G_OBJECT (self), properties[p]);
        }
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* ---------------------------------------------------------------- settings */

static gboolean
is_row (AdjWtjScenario *self,
        const char     *table_id,
        const char     *row_id)
{
  AdjRuleTable *t = get_table (self, table_id);

  return t && row_id && adj_rule_table_find_row (t, row_id) >= 0;
}

static gboolean
split_side_key (const char  *key,
                const char  *prefix,
                int         *side,
                const char **rest)
{
  gsize n = strlen (prefix);

  if (strncmp (key, prefix, n) != 0 || (key[n] != '0' && key[n] != '1'))
    return FALSE;
  *side = key[n] - '0';
  *rest = key + n + 1;
  return TRUE;
}

static gboolean
validate_setting (AdjWtjScenario *self,
                  const char     *key,
                  const char     *value,
                  GError        **error)
{
  AdjRuleTable *reaction = get_table (self, "reaction");
  const char *rest;
  int side;
  gboolean ok = FALSE;
  gboolean known = TRUE;

  if (value == NULL)
    ok = FALSE;
  else if (g_str_equal (key, "battle-type"))
    ok = is_row (self, "battle-types", value);
  else if (g_str_equal (key, "year"))
    {
      g_autofree char *col = g_strdup_printf ("y%s", value);
      ok = adj_parse_int (value, 0, 9999, NULL)
        && adj_rule_table_find_column (get_table (self, "air-superiority"), col) >= 0;
    }
  else if (g_str_equal (key, "attacker"))
    ok = adj_parse_int (value, 0, 1, NULL);
  else if (g_str_equal (key, "theatre"))
    ok = is_row (self, "theatres", value);
  else if (g_str_equal (key, "terrain"))
    ok = is_row (self, "proximity", value);
  else if (g_str_equal (key, "amphibious") || g_str_equal (key, "use-suggested")
           || g_str_equal (key, "opt-works") || g_str_equal (key, "opt-fuel"))
    ok = g_str_equal (value, "yes") || g_str_equal (value, "no");
  else if (g_str_equal (key, "step"))
    ok = adj_parse_int (value, 0, 100, NULL);
  else if (g_str_equal (key, "lull-turn"))
    ok = adj_parse_int (value, 1, 999, NULL);
  else if (g_str_equal (key, "declared-lull"))
    ok = g_str_equal (value, "short") || g_str_equal (value, "long");
  else if (g_str_equal (key, "companies"))
    ok = adj_parse_int (value, 0, 99, NULL);
  else if (g_str_has_prefix (key, "company-"))
    {
      char *end;
      gint64 i = g_ascii_strtoll (key + 8, &end, 10);

      if (end == key + 8 || i < 0 || i > 98)
        known = FALSE;
      else if (g_str_equal (end, "-side"))
        ok = adj_parse_int (value, 0, 1, NULL);
      else if (g_str_equal (end, "-row"))
        ok = is_row (self, "fuel-turns", value);
      else
        known = FALSE;
    }
  else if (split_side_key (key, "nation-", &side, &rest) && *rest == '\0')
    ok = is_row (self, "nations", value);
  else if ((split_side_key (key, "units-", &side, &rest) || split_side_key (key, "bases-", &side, &rest))
           && *rest == '\0')
    ok = adj_parse_int (value, 0, 9999, NULL);
  else if (split_side_key (key, "priority-", &side, &rest) && *rest == '\0')
    ok = is_row (self, "air-presence", value);
  else if (split_side_key (key, "command-", &side, &rest) && *rest == '\0')
    ok = is_row (self, "reaction", value);
  else if (split_side_key (key, "training-", &side, &rest) && *rest == '\0')
    ok = adj_rule_table_find_column (reaction, value) >= 0;
  else if (split_side_key (key, "agreed-", &side, &rest) && *rest == '\0')
    ok = adj_parse_int (value, -99, 99, NULL);
  else if (split_side_key (key, "category-", &side, &rest) && *rest == '\0')
    {
      AdjRuleTable *cb = get_table (self, "counterbattery");
      for (guint r = 0; r < adj_rule_table_get_n_rows (cb); r++)
        ok = ok || g_strcmp0 (adj_rule_table_get_row_label (cb, r), value) == 0;
    }
  else if (split_side_key (key, "assets-mode-", &side, &rest) && *rest == '\0')
    ok = g_strv_contains (assets_modes, value);
  else if (split_side_key (key, "asset-", &side, &rest) && *rest == '-')
    ok = adj_parse_int (rest + 1, 0, 999, NULL) && is_row (self, "air-asset-types", value);
  else if (split_side_key (key, "row-", &side, &rest) && *rest == '-')
    ok = g_strv_contains (pickable_tables, rest + 1) && is_row (self, rest + 1, value);
  else if (split_side_key (key, "name-", &side, &rest) && *rest == '\0')
    ok = g_utf8_validate (value, -1, NULL) && strlen (value) < 200;
  else
    known = FALSE;

  if (!known)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                   _("The 1943 setup has an unknown setting “%s”."), key);
      return FALSE;
    }
  if (!ok)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                   _("The 1943 setting “%s” cannot be “%s”."), key, value ? value : "");
      return FALSE;
    }
  return TRUE;
}

/** adj_wtj_scenario_get_setting: Returns: (transfer none) (nullable): a setting's value */
const char *
adj_wtj_scenario_get_setting (AdjWtjScenario *self,
                              const char     *key)
{
  g_return_val_if_fail (ADJ_IS_WTJ_SCENARIO (self), NULL);
  return g_hash_table_lookup (self->settings, key);
}

/** adj_wtj_scenario_get_int: Returns: a numeric setting, or 0 */
int
adj_wtj_scenario_get_int (AdjWtjScenario *self,
                          const char     *key)
{
  const char *v = adj_wtj_scenario_get_setting (self, key);
  int n = 0;

  if (v && g_str_equal (v, "yes"))
    return 1;
  adj_parse_int (v, -9999, 9999, &n);
  return n;
}

static char *
change_label (const char *key)
{
  if (g_str_has_prefix (key, "battle-type"))
    return g_strdup (_("Set battle type"));
  if (g_str_has_prefix (key, "nation-"))
    return g_strdup (_("Set nation"));
  if (g_str_has_prefix (key, "units-") || g_str_has_prefix (key, "bases-"))
    return g_strdup (_("Set forces"));
  if (g_str_has_prefix (key, "opt-"))
    return g_strdup (_("Switch optional step"));
  return g_strdup (_("Change setup"));
}

/**
 * adj_wtj_scenario_set_setting:
 * @self: the scenario
 * @key: a setting ("year", "nation-0", ...)
 * @value: (nullable): its new value; %NULL goes back to the default (or none)
 * @error: return location for an error
 *
 * Returns: %TRUE if the value was valid
 */
gboolean
adj_wtj_scenario_set_setting (AdjWtjScenario *self,
                              const char     *key,
                              const char     *value,
                              GError        **error)
{
  g_return_val_if_fail (ADJ_IS_WTJ_SCENARIO (self), FALSE);

  if (value == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (defaults); i++)
        if (g_str_equal (defaults[i].key, key))
          value = defaults[i].value;
      if (value == NULL)
        {
          if (g_hash_table_remove (self->settings, key))
            {
              bump (self);
              adj_model_changed (ADJ_MODEL (self), _("Change setup"));
            }
          return TRUE;
        }
    }
  if (!validate_setting (self, key, value, error))
    return FALSE;
  if (g_strcmp0 (g_hash_table_lookup (self->settings, key), value) == 0)
    return TRUE;
  g_hash_table_insert (self->settings, g_strdup (key), g_strdup (value));
  bump (self);
  if (!g_str_equal (key, "step"))
    {
      g_autofree char *label = change_label (key);
      adj_model_changed (ADJ_MODEL (self), label);
    }
  return TRUE;
}

/** adj_wtj_scenario_get_side_setting: Returns: (transfer none) (nullable): a setting of one side */
const char *
adj_wtj_scenario_get_side_setting (AdjWtjScenario *self,
                                   const char     *name,
                                   int             side)
{
  g_autofree char *key = g_strdup_printf ("%s-%d", name, side);

  return adj_wtj_scenario_get_setting (self, key);
}

/** adj_wtj_scenario_set_side_setting: Returns: %TRUE if the value was valid */
gboolean
adj_wtj_scenario_set_side_setting (AdjWtjScenario *self,
                                   const char     *name,
                                   int             side,
                                   const char     *value,
                                   GError        **error)
{
  g_autofree char *key = g_strdup_printf ("%s-%d", name, side);

  return adj_wtj_scenario_set_setting (self, key, value, error);
}

static int
side_int (AdjWtjScenario *self,
          const char     *name,
          int             side)
{
  g_autofree char *key = g_strdup_printf ("%s-%d", name, side);

  return adj_wtj_scenario_get_int (self, key);
}

/** adj_wtj_scenario_get_attacker: Returns: the attacking side, 0 or 1 */
int
adj_wtj_scenario_get_attacker (AdjWtjScenario *self)
{
  return adj_wtj_scenario_get_int (self, "attacker");
}

/** adj_wtj_scenario_is_sided: Returns: %TRUE if the battle type has an attacker and a defender */
gboolean
adj_wtj_scenario_is_sided (AdjWtjScenario *self)
{
  AdjRuleTable *types = get_table (self, "battle-types");
  int r = adj_rule_table_find_row (types, adj_wtj_scenario_get_setting (self, "battle-type"));

  return r >= 0 && adj_rule_table_get_bool (types, r, adj_rule_table_column (types, "sided"));
}

/** adj_wtj_scenario_total_units: Returns: units of both sides */
int
adj_wtj_scenario_total_units (AdjWtjScenario *self)
{
  return side_int (self, "units", 0) + side_int (self, "units", 1);
}

/** adj_wtj_scenario_total_bases: Returns: bases of both sides */
int
adj_wtj_scenario_total_bases (AdjWtjScenario *self)
{
  return side_int (self, "bases", 0) + side_int (self, "bases", 1);
}

static const char *
nation_name (AdjWtjScenario *self,
             int             side)
{
  AdjRuleTable *nations = get_table (self, "nations");
  const char *id = adj_wtj_scenario_get_side_setting (self, "nation", side);
  const char *text = adj_rule_table_lookup_text (nations, id, "name");

  return text ? text : id;
}

/**
 * adj_wtj_scenario_dup_side_name:
 * @self: the scenario
 * @side: 0 or 1
 *
 * Returns: (transfer full): "Germans (attacker)", or the players' name for the side
 */
char *
adj_wtj_scenario_dup_side_name (AdjWtjScenario *self,
                                int             side)
{
  const char *name = adj_wtj_scenario_get_side_setting (self, "name", side);
  const char *nation = nation_name (self, side);

  if (name && *name)
    nation = name;
  if (!adj_wtj_scenario_is_sided (self))
    return g_strdup (nation);
  /* Translators: a side, e.g. "Germans (attacker)" */
  return g_strdup_printf (adj_wtj_scenario_get_attacker (self) == side ? _("%s (attacker)") : _("%s (defender)"),
                          nation);
}

/** adj_wtj_scenario_dup_title: Returns: (transfer full): "Major Offensive, 1943: Germans against Russians" */
char *
adj_wtj_scenario_dup_title (AdjWtjScenario *self)
{
  AdjRuleTable *types = get_table (self, "battle-types");
  AdjRuleTable *theatres = get_table (self, "theatres");
  const char *type = adj_rule_table_lookup_text (types, adj_wtj_scenario_get_setting (self, "battle-type"), "name");
  int t = adj_rule_table_find_row (theatres, adj_wtj_scenario_get_setting (self, "theatre"));
  int a = adj_wtj_scenario_is_sided (self) ? adj_wtj_scenario_get_attacker (self) : 0;

  /* Translators: battle type, year, theatre: attacker against defender */
  return g_strdup_printf (_("%s, %s, %s: %s against %s"), type,
                          adj_wtj_scenario_get_setting (self, "year"),
                          t >= 0 ? adj_rule_table_get_row_label (theatres, t) : "",
                          nation_name (self, a), nation_name (self, 1 - a));
}

static const char *
nation_group (AdjWtjScenario *self,
              int             side)
{
  AdjRuleTable *nations = get_table (self, "nations");
  int r = adj_rule_table_find_row (nations, adj_wtj_scenario_get_side_setting (self, "nation", side));
  int c = adj_rule_table_column (nations, "group");

  if (r < 0 || adj_rule_table_is_none (nations, r, c))
    return NULL;
  return adj_rule_table_get_text (nations, r, c);
}

/**
 * adj_wtj_scenario_get_side_row:
 * @self: the scenario
 * @side: 0 or 1
 * @table_id: "air-superiority", "air-assets" or "defensive-works"
 *
 * Returns: the row the players picked, else the one the nation, theatre and
 *   year point at, or -1 when the table has none (players pick)
 */
int
adj_wtj_scenario_get_side_row (AdjWtjScenario *self,
                               int             side,
                               const char     *table_id)
{
  AdjRuleTable *t = get_table (self, table_id);
  g_autofree char *key = g_strdup_printf ("row-%d-%s", side, table_id);
  const char *picked = adj_wtj_scenario_get_setting (self, key);

  if (picked)
    return adj_rule_table_find_row (t, picked);
  if (g_str_equal (table_id, "air-superiority"))
    return adj_wtj_air_superiority_row (adj_wtj_scenario_get_rules (self),
                                        adj_wtj_scenario_get_side_setting (self, "nation", side),
                                        adj_wtj_scenario_get_setting (self, "theatre"));
  return adj_wtj_guess_row (adj_wtj_scenario_get_rules (self), t, nation_group (self, side),
                            adj_wtj_scenario_get_int (self, "year"), adj_wtj_scenario_get_setting (self, "theatre"));
}

/* ------------------------------------------------------------------- rolls */

static gboolean
valid_key (const char *key)
{
  static const char *prefixes[] = {
    "rolloff-", "superiority-", "presence-", "assets-", "planned-", "support-",
    "counterbattery-", "proximity", "reaction-", "works-", "fuel-", "lull-", NULL
  };

  for (guint i = 0; prefixes[i]; i++)
    if (g_str_has_prefix (key, prefixes[i]))
      return TRUE;
  return FALSE;
}

/** adj_wtj_scenario_get_faces: Returns: (transfer none) (nullable) (array length=n_faces): the faces rolled */
const int *
adj_wtj_scenario_get_faces (AdjWtjScenario *self,
                            const char     *key,
                            guint          *n_faces)
{
  GArray *faces = g_hash_table_lookup (self->rolls, key);

  *n_faces = faces ? faces->len : 0;
  return faces ? (const int *) faces->data : NULL;
}

static gboolean
get_manual (AdjWtjScenario *self,
            const char     *key,
            int            *value)
{
  const char *v = g_hash_table_lookup (self->manual, key);

  return v && adj_parse_int (v, -9999, 9999, value);
}

/**
 * adj_wtj_scenario_roll:
 * @self: the scenario
 * @key: the step and side ("planned-0")
 * @faces: (array length=n_faces): the faces rolled, for the dice the result's spec names
 * @n_faces: their number
 * @error: return location for an %ADJ_ERROR_DICE or %ADJ_ERROR_STATE error
 *
 * Records a roll; a result set by hand for that key is dropped.
 *
 * Returns: %TRUE if the faces were taken
 */
gboolean
adj_wtj_scenario_roll (AdjWtjScenario *self,
                       const char     *key,
                       const int      *faces,
                       guint           n_faces,
                       GError        **error)
{
  g_autoptr(AdjWtjResult) r = NULL;
  AdjDiceSpec spec;
  GArray *arr;

  g_return_val_if_fail (ADJ_IS_WTJ_SCENARIO (self), FALSE);
  r = adj_wtj_scenario_get_result (self, key);
  if (r == NULL || r->spec == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("There is nothing to roll for this step now."));
      return FALSE;
    }
  if (!adj_dice_spec_parse (r->spec, &spec, error)
      || (guint) adj_dice_spec_n_faces (&spec) != n_faces
      || !adj_dice_spec_check_faces (&spec, faces, n_faces, error))
    {
      if (error && *error == NULL)
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE, _("This roll needs %d dice."), adj_dice_spec_n_faces (&spec));
      return FALSE;
    }
  arr = r->append ? g_hash_table_lookup (self->rolls, key) : NULL;
  if (arr)
    g_array_append_vals (arr, faces, n_faces);
  else
    {
      arr = g_array_sized_new (FALSE, FALSE, sizeof (int), n_faces);
      g_array_append_vals (arr, faces, n_faces);
      g_hash_table_insert (self->rolls, g_strdup (key), arr);
    }
  g_hash_table_remove (self->manual, key);
  bump (self);
  adj_model_changed (ADJ_MODEL (self), _("Roll"));
  return TRUE;
}

/**
 * adj_wtj_scenario_clear:
 * @self: the scenario
 * @key: the step and side
 *
 * "Roll again": forgets that one roll (and a result set by hand), keeping the others.
 */
void
adj_wtj_scenario_clear (AdjWtjScenario *self,
                        const char     *key)
{
  gboolean changed = g_hash_table_remove (self->rolls, key);

  changed = g_hash_table_remove (self->manual, key) || changed;
  if (!changed)
    return;
  bump (self);
  adj_model_changed (ADJ_MODEL (self), _("Roll again"));
}

/**
 * adj_wtj_scenario_set_manual:
 * @self: the scenario
 * @key: the step and side ("planned-0", or "superiority" for the declared score of side 0)
 * @value: the result players decided
 */
void
adj_wtj_scenario_set_manual (AdjWtjScenario *self,
                             const char     *key,
                             int             value)
{
  int old;

  if (get_manual (self, key, &old) && old == value)
    return;
  g_hash_table_insert (self->manual, g_strdup (key), g_strdup_printf ("%d", value));
  bump (self);
  adj_model_changed (ADJ_MODEL (self), _("Set result by hand"));
}

/* ----------------------------------------------------------------- results */

static int
faces_sum (GArray *faces)
{
  int sum = 0;

  for (guint i = 0; faces && i < faces->len; i++)
    sum += g_array_index (faces, int, i);
  return sum;
}

static char *
faces_text (GArray *faces)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; faces && i < faces->len; i++)
    g_string_append_printf (s, "%s%d", i ? " + " : "", g_array_index (faces, int, i));
  return g_string_free (s, FALSE);
}

static GArray *
rolled (AdjWtjScenario *self,
        const char     *key,
        const char     *spec)
{
  GArray *faces = g_hash_table_lookup (self->rolls, key);
  AdjDiceSpec s;

  /* Faces that no longer fit the dice (the setup changed) do not count. */
  if (faces == NULL || spec == NULL || !adj_dice_spec_parse (spec, &s, NULL)
      || (guint) adj_dice_spec_n_faces (&s) != faces->len
      || !adj_dice_spec_check_faces (&s, (const int *) faces->data, faces->len, NULL))
    return NULL;
  return faces;
}

/* Faces of a step rolled in parts: all on dice of @sides, at most @max of them. */
static GArray *
partial_faces (AdjWtjScenario *self,
               const char     *key,
               int             sides,
               guint           max)
{
  GArray *faces = g_hash_table_lookup (self->rolls, key);

  if (faces == NULL || faces->len > max)
    return NULL;
  for (guint i = 0; i < faces->len; i++)
    if (g_array_index (faces, int, i) < 1 || g_array_index (faces, int, i) > sides)
      return NULL;
  return faces;
}

/* The most dice of @sides faces one roll can hold. */
static int
dice_per_roll (int sides)
{
  return MAX (1, MIN (ADJ_DICE_MAX_COUNT, ADJ_RANGE_MAX / MAX (sides, 1)));
}

static char *
signed_text (int n)
{
  return g_strdup_printf ("%+d", n);
}

static const char *
constant_text (AdjWtjScenario *self,
               const char     *id)
{
  return adj_rule_file_get_text (adj_wtj_scenario_get_rules (self), id);
}

static AdjWtjResult *
result_rolloff (AdjWtjScenario *self,
                int             side)
{
  AdjWtjResult *r = result_new ();
  g_autofree char *key = g_strdup_printf ("rolloff-%d", side);
  g_autofree char *other_key = g_strdup_printf ("rolloff-%d", 1 - side);
  const char *spec = constant_text (self, "roll-off-dice");
  GArray *own = rolled (self, key, spec);
  GArray *other = rolled (self, other_key, spec);

  r->spec = g_strdup (spec);
  if (own)
    {
      r->done = TRUE;
      r->value = faces_sum (own);
      r->text = g_strdup_printf ("%d", r->value);
      if (other && faces_sum (other) == r->value)
        add_line (r, _("A tie: roll again."));
      else if (other && faces_sum (other) < r->value)
        add_line (r, _("High roller: decides who attacks."));
    }
  return r;
}

static int
superiority_modifier (AdjWtjScenario *self,
                      int             side,
                      AdjWtjResult   *r)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *sup = get_table (self, "air-superiority");
  AdjRuleTable *nations = get_table (self, "nations");
  int nation = adj_rule_table_find_row (nations, adj_wtj_scenario_get_side_setting (self, "nation", side));
  gboolean axis = nation >= 0 && !adj_rule_table_is_none (nations, nation, adj_rule_table_column (nations, "axis"));
  int year = adj_wtj_scenario_get_int (self, "year");
  int mod = 0, table_mod, suggested;

  if (!axis)
    add_line (r, _("Table modifier: none (only the Axis player applies it)"));
  else
    {
      int row = adj_wtj_scenario_get_side_row (self, side, "air-superiority");

      if (r)
        r->row = row;
      if (row < 0)
        {
          mod = side_int (self, "agreed", side);
          if (r)
              r->note = g_strdup (_("The table has no row for this nation and theatre: pick a row, or agree a modifier."));
          add_line (r, _("Agreed modifier (no table row): %+d"), mod);
        }
      else if (!adj_wtj_air_superiority_modifier (file, row, year, &table_mod))
        {
          g_autofree char *col = g_strdup_printf ("y%d", year);
          mod = side_int (self, "agreed", side);
          if (r)
            {
              r->column = adj_rule_table_find_column (sup, col);
              r->note = g_strdup_printf (_("The table has no entry (“-”) for %s in %d: players agree a modifier."),
                                         adj_rule_table_get_row_label (sup, row), year);
            }
          add_line (r, _("Agreed modifier (no entry for %d): %+d"), year, mod);
        }
      else
        {
          g_autofree char *col = g_strdup_printf ("y%d", year);
          mod = table_mod;
          if (r)
            r->column = adj_rule_table_find_column (sup, col);
          add_line (r, _("Table modifier, %s %s, %d: %+d"), adj_rule_table_get_row_group (sup, row),
                    adj_rule_table_get_row_label (sup, row), year, table_mod);
        }
    }
  if (adj_wtj_scenario_get_int (self, "use-suggested") && adj_wtj_scenario_is_sided (self))
    {
      suggested = adj_wtj_suggested_modifier (file, adj_wtj_scenario_get_setting (self, "battle-type"),
                                              adj_wtj_scenario_get_attacker (self) == side);
      if (suggested != 0)
        {
          add_line (r, _("Suggested battle modifier (attacker): %+d"), suggested);
          mod += suggested;
        }
    }
  return mod;
}


static gboolean
superiority_totals (AdjWtjScenario *self,
                    int            *total0,
                    int            *total1)
{
  const char *spec = constant_text (self, "air-superiority-dice");
  GArray *f0 = rolled (self, "superiority-0", spec);
  GArray *f1 = rolled (self, "superiority-1", spec);

  if (!f0 || !f1)
    return FALSE;
  *total0 = faces_sum (f0) + superiority_modifier (self, 0, NULL);
  *total1 = faces_sum (f1) + superiority_modifier (self, 1, NULL);
  return TRUE;
}

/* The side's superiority score (own total minus the other's), or FALSE if not known yet. */
static gboolean
superiority_score (AdjWtjScenario *self,
                   int             side,
                   int            *score,
                   gboolean       *manual)
{
  int t0, t1, declared;

  *manual = get_manual (self, "superiority", &declared);
  if (*manual)
    {
      *score = side == 0 ? declared : -declared;
      return TRUE;
    }
  if (!superiority_totals (self, &t0, &t1))
    return FALSE;
  *score = side == 0 ? t0 - t1 : t1 - t0;
  return TRUE;
}

static AdjWtjResult *
result_superiority (AdjWtjScenario *self,
                    int             side)
{
  AdjWtjResult *r = result_new ();
  g_autofree char *key = g_strdup_printf ("superiority-%d", side);
  const char *spec = constant_text (self, "air-superiority-dice");
  GArray *faces = rolled (self, key, spec);
  int score;
  gboolean manual;

  r->spec = g_strdup (spec);
  r->modifier = superiority_modifier (self, side, r);
  add_line (r, _("Total modifier: %+d"), r->modifier);
  if (faces)
    {
      g_autofree char *ft = faces_text (faces);
      add_line (r, _("Rolled %s, modifier %+d: %d"), ft, r->modifier, faces_sum (faces) + r->modifier);
      r->value = faces_sum (faces) + r->modifier;
    }
  if (faces)
    {
      r->done = TRUE;
      r->text = g_strdup_printf (_("Total %d: waiting for the other side"), r->value);
    }
  if (superiority_score (self, side, &score, &manual))
    {
      g_free (r->text);
      r->done = TRUE;
      r->manual = manual;
      if (manual)
        {
          add_line (r, _("Declared by the players"));
          r->value = score;
        }
      r->text = score > 0 ? g_strdup_printf (_("Air superiority (score %+d)"), score)
        : score == 0 ? g_strdup (_("Air parity (score 0)"))
        : g_strdup_printf (_("Lost (score %+d)"), score);
    }
  return r;
}

static AdjWtjResult *
result_presence (AdjWtjScenario *self,
                 int             side)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *presence = get_table (self, "air-presence");
  AdjWtjResult *r = result_new ();
  g_autofree char *key = g_strdup_printf ("presence-%d", side);
  int score, col, manual_value;
  gboolean manual;
  const char *cell;
  GArray *faces;

  r->row = adj_rule_table_find_row (presence, adj_wtj_scenario_get_side_setting (self, "priority", side));
  if (get_manual (self, key, &manual_value))
    {
      r->done = r->manual = TRUE;
      r->value = manual_value;
      r->text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d air point", "%d air points", manual_value), manual_value);
      add_line (r, _("Set by the players"));
      return r;
    }
  if (!superiority_score (self, side, &score, &manual))
    {
      r->note = g_strdup (_("Roll for air superiority first (step 2): the score picks the column."));
      return r;
    }
  col = adj_wtj_air_presence_column (file, score);
  add_line (r, _("Superiority score: %+d"), score);
  if (col < 0 || r->row < 0)
    {
      r->done = TRUE;
      r->value = 0;
      r->text = g_strdup (_("No air presence"));
      add_line (r, _("A score below %+d gives no air presence."), adj_rule_file_get_int (file, "air-presence-lowest-score"));
      return r;
    }
  r->column = col;
  cell = adj_rule_table_get_text (presence, r->row, col);
  add_line (r, _("%s priority, column %s: %s"), adj_rule_table_get_row_label (presence, r->row),
            adj_rule_table_get_column_label (presence, col), cell);
  if (adj_wtj_dice_n_faces (cell) == 0)
    {
      r->done = TRUE;
      r->text = g_strdup (_("No air presence"));
      return r;
    }
  r->spec = g_strdup (cell);
  faces = rolled (self, key, cell);
  if (faces)
    {
      g_autofree char *ft = faces_text (faces);
      r->done = TRUE;
      r->value = adj_wtj_dice_value (cell, (const int *) faces->data, faces->len, 1);
      add_line (r, _("Rolled %s on %s: %d"), ft, cell, r->value);
      r->text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d air point", "%d air points", r->value), r->value);
    }
  return r;
}

/**
 * adj_wtj_scenario_dup_asset_types:
 * @self: the scenario
 * @side: 0 or 1
 *
 * Returns: (transfer full) (element-type utf8): the ids (rows of
 *   "air-asset-types") of the attack types the side can have, rare ones included
 */
GPtrArray *
adj_wtj_scenario_dup_asset_types (AdjWtjScenario *self,
                                  int             side)
{
  AdjRuleTable *types = get_table (self, "air-asset-types");
  AdjRuleTable *assets = get_table (self, "air-assets");
  int row = adj_wtj_scenario_get_side_row (self, side, "air-assets");
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  for (guint t = 0; t < adj_rule_table_get_n_rows (types); t++)
    {
      const char *id = adj_rule_table_get_row_id (types, t);
      int c = adj_rule_table_find_column (assets, id);

      /* A type that is not a column of the Air Assets table is always available. */
      if (c < 0 || (row >= 0 && g_str_has_prefix (adj_rule_table_get_text (assets, row, c), "Yes")))
        g_ptr_array_add (out, g_strdup (id));
    }
  return out;
}

/** adj_wtj_scenario_get_assets_mode: Returns: how the side's air assets are decided */
AdjWtjAssetsMode
adj_wtj_scenario_get_assets_mode (AdjWtjScenario *self,
                                  int             side)
{
  const char *mode = adj_wtj_scenario_get_side_setting (self, "assets-mode", side);

  for (guint i = 0; i < G_N_ELEMENTS (assets_modes); i++)
    if (g_strcmp0 (mode, assets_modes[i]) == 0)
      return i;
  return ADJ_WTJ_ASSETS_CHOOSE;
}

static int
air_points (AdjWtjScenario *self,
            int             side)
{
  g_autofree char *key = g_strdup_printf ("presence-%d", side);
  g_autoptr(AdjWtjResult) p = adj_wtj_scenario_get_result (self, key);

  return p->done ? p->value : 0;
}

/**
 * adj_wtj_scenario_get_asset:
 * @self: the scenario
 * @side: 0 or 1
 * @point: an air point, from 0
 *
 * Returns: (transfer none) (nullable): the attack type of that point (a row id
 *   of "air-asset-types"), chosen or rolled; %NULL if not decided
 */
const char *
adj_wtj_scenario_get_asset (AdjWtjScenario *self,
                            int             side,
                            int             point)
{
  AdjWtjAssetsMode mode = adj_wtj_scenario_get_assets_mode (self, side);

  if (mode == ADJ_WTJ_ASSETS_CHOOSE)
    {
      g_autofree char *key = g_strdup_printf ("asset-%d-%d", side, point);
      return adj_wtj_scenario_get_setting (self, key);
    }
  if (mode == ADJ_WTJ_ASSETS_ROLL)
    {
      g_autofree char *key = g_strdup_printf ("assets-%d", side);
      g_autoptr(GPtrArray) types = adj_wtj_scenario_dup_asset_types (self, side);
      GArray *faces = partial_faces (self, key, (int) types->len, (guint) air_points (self, side));
      AdjRuleTable *t = get_table (self, "air-asset-types");

      if (faces == NULL || point < 0 || (guint) point >= faces->len)
        return NULL;
      return adj_rule_table_get_row_id (t, adj_rule_table_find_row (t, g_ptr_array_index (types, g_array_index (faces, int, point) - 1)));
    }
  return NULL;
}

static AdjWtjResult *
result_assets (AdjWtjScenario *self,
               int             side)
{
  AdjWtjResult *r = result_new ();
  AdjRuleTable *types = get_table (self, "air-asset-types");
  g_autoptr(GPtrArray) avail = adj_wtj_scenario_dup_asset_types (self, side);
  int points = air_points (self, side);
  AdjWtjAssetsMode mode = adj_wtj_scenario_get_assets_mode (self, side);
  g_autoptr(GString) names = g_string_new (NULL);

  r->row = adj_wtj_scenario_get_side_row (self, side, "air-assets");
  if (r->row < 0)
    r->note = g_strdup (_("The Air Assets table does not list this nation: pick a row, or choose each point."));
  else
    {
      AdjRuleTable *assets = get_table (self, "air-assets");
      add_line (r, _("Row: %s, %s"), adj_rule_table_get_row_group (assets, r->row), adj_rule_table_get_row_label (assets, r->row));
    }
  for (guint i = 0; i < avail->len; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "",
                            adj_rule_table_lookup_text (types, g_ptr_array_index (avail, i), "name"));
  add_line (r, _("Available: %s"), names->str);
  {
    g_autofree char *pkey = g_strdup_printf ("presence-%d", side);
    g_autoptr(AdjWtjResult) p = adj_wtj_scenario_get_result (self, pkey);
    if (!p->done)
      {
        g_free (r->note);
        r->note = g_strdup (_("Roll for air presence first (step 3): each air point is one asset."));
        return r;
      }
  }
  r->value = points;
  if (points == 0)
    {
      r->done = TRUE;
      r->text = g_strdup (_("No air points"));
      return r;
    }
  if (mode == ADJ_WTJ_ASSETS_ARRIVAL)
    {
      r->done = TRUE;
      r->text = g_strdup (_("Rolled on arrival"));
      add_line (r, _("Each point rolls 1d%u on arrival."), avail->len);
      return r;
    }
  if (mode == ADJ_WTJ_ASSETS_ROLL)
    {
      g_autofree char *key = g_strdup_printf ("assets-%d", side);
      GArray *faces = partial_faces (self, key, (int) avail->len, (guint) points);
      int have = faces ? (int) faces->len : 0;

      /* one die per point, as many per roll as a roll can hold */
      if (have < points)
        {
          r->spec = g_strdup_printf ("%dd%u", MIN (points - have, dice_per_roll ((int) avail->len)), avail->len);
          r->append = have > 0;
        }
      add_line (r, _("One 1d%u per point, in the order above"), avail->len);
    }
  {
    g_autoptr(GString) chosen = g_string_new (NULL);
    int n = 0;

    for (int p = 0; p < points; p++)
      {
        const char *id = NULL;
        id = adj_wtj_scenario_get_asset (self, side, p);
        if (id)
          {
            n++;
            g_string_append_printf (chosen, "%s%s", chosen->len ? ", " : "",
                                    adj_rule_table_lookup_text (types, id, "name"));
          }
      }
    r->done = n == points;
    if (n == points)
      r->text = g_string_free (g_steal_pointer (&chosen), FALSE);
    else if (mode == ADJ_WTJ_ASSETS_CHOOSE)
      r->text = g_strdup_printf (_("%d of %d points chosen"), n, points);
    else if (n > 0)
      r->text = g_strdup_printf (_("%d of %d points rolled"), n, points);
  }
  return r;
}

static gboolean
is_attacker (AdjWtjScenario *self,
             int             side)
{
  return adj_wtj_scenario_is_sided (self) && adj_wtj_scenario_get_attacker (self) == side;
}

static AdjWtjResult *
result_fire (AdjWtjScenario *self,
             int             side,
             gboolean        planned)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *t = get_table (self, planned ? "planned-fire" : "support-fire");
  AdjRuleTable *mods = get_table (self, planned ? "planned-fire-modifiers" : "support-fire-modifiers");
  AdjRuleTable *nations = get_table (self, "nations");
  AdjWtjResult *r = result_new ();
  g_autofree char *key = g_strdup_printf ("%s-%d", planned ? "planned" : "support", side);
  g_autoptr(GArray) matched = g_array_new (FALSE, FALSE, sizeof (int));
  const char *nation = adj_wtj_scenario_get_side_setting (self, "nation", side);
  int year = adj_wtj_scenario_get_int (self, "year");
  int units = adj_wtj_scenario_total_units (self);
  const char *col_id = adj_wtj_fire_column (file, adj_wtj_scenario_get_setting (self, "battle-type"),
                                            is_attacker (self, side));
  int manual_value;
  GArray *faces;

  r->column = adj_rule_table_find_column (t, col_id);
  if (planned && adj_wtj_scenario_get_int (self, "amphibious") && adj_wtj_scenario_is_sided (self)
      && !is_attacker (self, side))
    {
      r->applicable = FALSE;
      r->done = TRUE;
      r->value = 0;
      r->text = g_strdup (_("No planned fire"));
      add_line (r, _("Opposed amphibious landing: the defending (shore) player gets no planned fire."));
      return r;
    }
  r->modifier = adj_wtj_fire_modifier (file, planned ? "planned-fire-modifiers" : "support-fire-modifiers",
                                       year, nation, adj_wtj_scenario_get_setting (self, "theatre"), matched);
  add_line (r, _("Column: %s"), adj_rule_table_get_column_label (t, r->column));
  if (matched->len == 0)
    add_line (r, _("No modifier for %s in %d"), adj_rule_table_lookup_text (nations, nation, "name"), year);
  for (guint i = 0; i < matched->len; i++)
    {
      int m = g_array_index (matched, int, i);
      int ct = adj_rule_table_column (mods, "theatre");
      g_autofree char *v = signed_text (adj_rule_table_get_int (mods, m, adj_rule_table_column (mods, "modifier")));

      if (adj_rule_table_is_none (mods, m, ct))
        add_line (r, _("%d %s: %s"), year, adj_rule_table_lookup_text (nations, nation, "name"), v);
      else
        add_line (r, _("%d %s (%s): %s"), year, adj_rule_table_lookup_text (nations, nation, "name"),
                  adj_rule_table_get_text (mods, m, ct), v);
    }
  r->spec = adj_dice_spec_to_string (adj_rule_table_get_dice (t));
  if (get_manual (self, key, &manual_value))
    {
      r->done = r->manual = TRUE;
      r->value = manual_value;
      add_line (r, _("Set by the players"));
    }
  else if ((faces = rolled (self, key, r->spec)) != NULL)
    {
      int raw = faces_sum (faces) + r->modifier;
      int total = adj_wtj_clamp_to_table (t, raw);
      double value;
      g_autofree char *ft = faces_text (faces);

      add_line (r, _("Rolled %s, modifier %+d: %d"), ft, r->modifier, raw);
      if (total != raw)
        add_line (r, _("Clamped to %d (the table runs from %d to %d)"), total,
                  adj_dice_spec_min (adj_rule_table_get_dice (t)), adj_dice_spec_max (adj_rule_table_get_dice (t)));
      r->row = adj_rule_table_find_row_for_roll (t, total);
      value = adj_rule_table_get_decimal (t, r->row, r->column);
      r->value = adj_wtj_barrages (value, units);
      r->done = TRUE;
      add_line (r, _("%s × %d units = %.2f → %d"), adj_rule_table_get_text (t, r->row, r->column),
                units, value * units, r->value);
    }
  if (r->done)
    r->text = planned
      ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d barrage", "%d barrages", r->value), r->value)
      : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d battery", "%d batteries", r->value), r->value);
  return r;
}

static AdjWtjResult *
result_counterbattery (AdjWtjScenario *self,
                       int             side)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *cb = get_table (self, "counterbattery");
  AdjWtjResult *r = result_new ();
  g_autofree char *key = g_strdup_printf ("counterbattery-%d", side);
  int year = adj_wtj_scenario_get_int (self, "year");
  const char *listed = adj_wtj_counterbattery_category (file, year,
                                                        adj_wtj_scenario_get_side_setting (self, "nation", side),
                                                        adj_wtj_scenario_get_setting (self, "theatre"), NULL);
  const char *picked = adj_wtj_scenario_get_side_setting (self, "category", side);
  const char *category = picked;
  GArray *faces;

  if (listed == NULL)
    r->note = g_strdup_printf (_("%s are not listed for %d: players pick the category."), nation_name (self, side), year);
  else if (adj_wtj_category_is_choice (listed))
    r->note = g_strdup_printf (_("The list says “%s”: players pick the category."), listed);
  if (category == NULL && !adj_wtj_category_is_choice (listed))
    category = listed;
  if (listed)
    add_line (r, _("Listed for %s in %d: %s"), nation_name (self, side), year, listed);
  if (picked)
    add_line (r, _("Category picked by the players: %s"), picked);
  if (category == NULL)
    return r;
  for (guint i = 0; i < adj_rule_table_get_n_rows (cb); i++)
    if (g_str_equal (adj_rule_table_get_row_label (cb, i), category))
      r->row = (int) i;
  r->spec = adj_dice_spec_to_string (adj_rule_table_get_dice (cb));
  faces = rolled (self, key, r->spec);
  if (faces)
    {
      r->done = TRUE;
      r->value = faces_sum (faces);
      r->column = adj_wtj_counterbattery_level (file, category, r->value);
      add_line (r, _("Rolled %d on line %s"), r->value, category);
      r->text = g_strdup (adj_rule_table_get_column_label (cb, r->column));
    }
  return r;
}

static AdjWtjResult *
result_proximity (AdjWtjScenario *self)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *t = get_table (self, "proximity");
  AdjWtjResult *r = result_new ();
  GArray *faces;
  static const char *scales[] = { "scale-large-yards-per-inch", "scale-medium-yards-per-inch",
                                  "scale-small-yards-per-inch" };
  static const char *scale_names[] = { N_("Large scale"), N_("Medium scale"), N_("Small scale") };

  r->row = adj_rule_table_find_row (t, adj_wtj_scenario_get_setting (self, "terrain"));
  r->spec = adj_dice_spec_to_string (adj_rule_table_get_dice (t));
  faces = rolled (self, "proximity", r->spec);
  if (faces == NULL || r->row < 0)
    return r;
  r->done = TRUE;
  r->column = faces_sum (faces) - 1;
  r->value = adj_rule_table_get_int (t, r->row, r->column);
  r->text = g_strdup_printf (_("%d yards"), r->value);
  add_line (r, _("Rolled %d, %s: %d yards"), faces_sum (faces), adj_rule_table_get_row_label (t, r->row), r->value);
  for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
    {
      int ypi = adj_rule_file_get_int (file, scales[i]);
      add_line (r, _("%s (1″ = %d yards): %.1f″"), _(scale_names[i]), ypi, adj_wtj_inches (r->value, ypi));
    }
  add_line (r, _("Combat lull rolls begin on turn %d."), faces_sum (faces));
  return r;
}

static AdjWtjResult *
result_reaction (AdjWtjScenario *self,
                 int             side)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjRuleTable *t = get_table (self, "reaction");
  AdjRuleTable *profiles = get_table (self, "reaction-profiles");
  AdjWtjResult *r = result_new ();
  g_autofree char *key = g_strdup_printf ("reaction-%d", side);
  const char *command = adj_wtj_scenario_get_side_setting (self, "command", side);
  const char *training = adj_wtj_scenario_get_side_setting (self, "training", side);
  g_autofree char *letter = NULL;
  gboolean needs_roll;
  GArray *faces;

  r->row = adj_rule_table_find_row (t, command);
  r->column = adj_rule_table_find_column (t, training);
  if (r->row < 0 || r->column < 0)
    return r;
  add_line (r, _("%s command, %s training: %s"), adj_rule_table_get_row_label (t, r->row),
            adj_rule_table_get_column_label (t, r->column), adj_rule_table_get_text (t, r->row, r->column));
  letter = adj_wtj_reaction_letter (file, command, training, 0, &needs_roll);
  if (needs_roll)
    {
      g_clear_pointer (&letter, g_free);
      r->spec = adj_dice_spec_to_string (adj_rule_table_get_dice (get_table (self, "reaction-average-roll")));
      faces = rolled (self, key, r->spec);
      if (faces)
        {
          letter = adj_wtj_reaction_letter (file, command, training, faces_sum (faces), NULL);
          add_line (r, _("Rolled %d: %s"), faces_sum (faces),
                    adj_wtj_range_column (get_table (self, "reaction-average-roll"), 0, faces_sum (faces)) == 0
                    ? _("the left (worse) letter") : _("the right (better) letter"));
        }
    }
  if (letter)
    {
      g_autofree char *id = g_ascii_strdown (letter, -1);
      const char *name = adj_rule_table_lookup_text (profiles, id, "name");

      r->done = TRUE;
      r->value = letter[0];
      r->text = g_strdup_printf ("%s) %s", letter, name ? name : "");
    }
  return r;
}

static int
works_defender (AdjWtjScenario *self)
{
  return 1 - adj_wtj_scenario_get_attacker (self);
}

static AdjWtjResult *
result_works (AdjWtjScenario *self,
              const char     *what)
{
  AdjRuleTable *t = get_table (self, "defensive-works");
  AdjWtjResult *r = result_new ();
  g_autofree char *key = g_strdup_printf ("works-%s", what);
  GArray *faces;

  if (g_str_has_prefix (what, "attacker-"))
    {
      const char *cat = what + strlen ("attacker-");
      g_autofree char *constant = g_strdup_printf ("attacker-%s-dice", cat);
      AdjDiceSpec spec;

      r->column = adj_rule_table_find_column (t, cat);
      if (!adj_dice_spec_parse (constant_text (self, constant), &spec, NULL))
        return r;
      r->spec = adj_dice_spec_to_string (&spec);
      faces = rolled (self, key, r->spec);
      if (faces)
        {
          g_autofree char *ft = faces_text (faces);
          r->done = TRUE;
          r->value = faces_sum (faces);
          r->text = g_strdup_printf ("%d", r->value);
          add_line (r, _("Rolled %s = %d"), ft, r->value);
        }
      return r;
    }

  r->row = adj_wtj_scenario_get_side_row (self, works_defender (self), "defensive-works");
  r->column = adj_rule_table_find_column (t, what);
  if (r->column < 0)
    return r;
  if (r->row < 0)
    {
      r->note = g_strdup (_("The Defensive Works table does not list the defender's nation: pick a row."));
      return r;
    }
  add_line (r, _("Row: %s, %s"), adj_rule_table_get_row_group (t, r->row), adj_rule_table_get_row_label (t, r->row));
  if (adj_rule_table_is_none (t, r->row, r->column))
    {
      r->done = TRUE;
      r->applicable = FALSE;
      r->text = g_strdup (_("None"));
      return r;
    }
  {
    const char *cell = adj_rule_table_get_text (t, r->row, r->column);
    int rolls = adj_wtj_works_rolls (adj_wtj_scenario_get_rules (self), adj_wtj_scenario_total_bases (self));
    int per = adj_wtj_dice_n_faces (cell);

    add_line (r, _("%s × %d (one roll per started %d bases; %d bases)"), cell, rolls,
              adj_rule_file_get_int (adj_wtj_scenario_get_rules (self), "defensive-works-bases-per-roll"),
              adj_wtj_scenario_total_bases (self));
    if (rolls == 0)
      {
        r->done = TRUE;
        r->text = g_strdup ("0");
        return r;
      }
    {
      AdjDiceSpec spec;
      int manual_value;
      int sides = adj_dice_spec_parse (cell, &spec, NULL) ? spec.sides : 6;
      GArray *have = partial_faces (self, key, sides, (guint) (per * rolls));
      int done_rolls = have && per > 0 ? (int) have->len / per : 0;

      if (get_manual (self, key, &manual_value))
        {
          r->done = r->manual = TRUE;
          r->value = manual_value;
        }
      else if (done_rolls == rolls)
        {
          g_autofree char *ft = faces_text (have);
          r->done = TRUE;
          r->value = adj_wtj_dice_value (cell, (const int *) have->data, have->len, rolls);
          add_line (r, _("Rolled %s: %d"), ft, r->value);
        }
      else
        {
          /* the rolls that fit in one go; more follow */
          int chunk = MIN (rolls - done_rolls, MAX (1, dice_per_roll (sides) / per));

          r->spec = g_strdup_printf ("%dd%d", chunk * per, sides);
          r->append = done_rolls > 0;
          if (done_rolls > 0)
            add_line (r, _("%d of %d rolls made"), done_rolls, rolls);
        }
    }
    if (r->done)
      r->text = g_strdup_printf ("%d", r->value);
  }
  return r;
}

static AdjWtjResult *
result_fuel (AdjWtjScenario *self,
             int             company,
             const char     *what)
{
  static const struct { const char *what; const char *table; } fuel[] = {
    { "turns", "fuel-turns" }, { "delay", "fuel-refuel-delay" }, { "rate", "fuel-rate" },
  };
  AdjWtjResult *r = result_new ();
  AdjRuleTable *t = NULL;
  g_autofree char *key = g_strdup_printf ("fuel-%d-%s", company, what);
  g_autofree char *row_key = g_strdup_printf ("company-%d-row", company);
  const char *row_id = adj_wtj_scenario_get_setting (self, row_key);
  GArray *faces;

  for (guint i = 0; i < G_N_ELEMENTS (fuel); i++)
    if (g_str_equal (what, fuel[i].what))
      t = get_table (self, fuel[i].table);
  if (t == NULL || company < 0 || (guint) company >= adj_wtj_scenario_get_n_companies (self))
    {
      adj_wtj_result_free (r);
      return NULL;
    }
  r->row = row_id ? adj_rule_table_find_row (t, row_id) : -1;
  if (r->row < 0)
    {
      r->note = g_strdup (_("Pick the place and time of this company."));
      return r;
    }
  r->spec = adj_dice_spec_to_string (adj_rule_table_get_dice (t));
  faces = rolled (self, key, r->spec);
  if (faces)
    {
      r->done = TRUE;
      r->column = adj_wtj_range_column (t, r->row, faces_sum (faces));
      r->value = faces_sum (faces);
      r->text = g_strdup (adj_rule_table_get_column_label (t, r->column));
      add_line (r, _("Rolled %d"), r->value);
    }
  return r;
}

/** adj_wtj_scenario_get_first_lull_turn: Returns: the turn lull rolls begin (the proximity die), or 0 */
int
adj_wtj_scenario_get_first_lull_turn (AdjWtjScenario *self)
{
  g_autoptr(AdjWtjResult) p = result_proximity (self);
  GArray *faces = rolled (self, "proximity", p->spec);

  return faces ? faces_sum (faces) : 0;
}

/** adj_wtj_scenario_get_lull_started: Returns: the turn a combat lull started, or 0 */
int
adj_wtj_scenario_get_lull_started (AdjWtjScenario *self)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  int first = adj_wtj_scenario_get_first_lull_turn (self);
  int last = adj_wtj_scenario_get_lull_turn (self);

  for (int turn = MAX (first, 1); first > 0 && turn <= last; turn++)
    {
      g_autofree char *key = g_strdup_printf ("lull-%d", turn);
      GArray *faces = rolled (self, key, adj_rule_file_get_text (file, "lull-dice"));

      if (faces && faces_sum (faces) == adj_rule_file_get_int (file, "lull-start-face"))
        return turn;
    }
  return 0;
}

/**
 * adj_wtj_scenario_get_lull_kind:
 * @self: the scenario
 *
 * Returns: 0 for no combat lull, 1 for a short one, 2 for a long one: as the
 *   players declared it, else as rolled (long from the long-lull turn on)
 */
int
adj_wtj_scenario_get_lull_kind (AdjWtjScenario *self)
{
  const char *declared = adj_wtj_scenario_get_setting (self, "declared-lull");
  int started = adj_wtj_scenario_get_lull_started (self);

  if (declared)
    return g_str_equal (declared, "long") ? 2 : 1;
  if (started == 0)
    return 0;
  return adj_wtj_lull_is_long (adj_wtj_scenario_get_rules (self), started) ? 2 : 1;
}

static AdjWtjResult *
result_lull (AdjWtjScenario *self,
             int             turn)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (self);
  AdjWtjResult *r = result_new ();
  g_autofree char *key = g_strdup_printf ("lull-%d", turn);
  int first = adj_wtj_scenario_get_first_lull_turn (self);
  int started = adj_wtj_scenario_get_lull_started (self);
  GArray *faces;

  if (first == 0)
    {
      r->note = g_strdup (_("Roll for setup proximity first: its die is the first turn of lull rolls."));
      return r;
    }
  if (turn < first)
    {
      r->applicable = FALSE;
      r->note = g_strdup_printf (_("No lull roll before turn %d."), first);
      return r;
    }
  if (started && started < turn)
    {
      r->applicable = FALSE;
      r->note = g_strdup_printf (_("A combat lull already started on turn %d."), started);
      return r;
    }
  r->spec = g_strdup (adj_rule_file_get_text (file, "lull-dice"));
  faces = rolled (self, key, r->spec);
  if (faces)
    {
      r->done = TRUE;
      r->value = faces_sum (faces);
      if (r->value == adj_rule_file_get_int (file, "lull-start-face"))
        r->text = g_strdup (adj_wtj_lull_is_long (file, turn) ? _("Long lull") : _("Short lull"));
      else
        r->text = g_strdup (_("No lull"));
    }
  return r;
}

/**
 * adj_wtj_scenario_get_result:
 * @self: the scenario
 * @key: "rolloff-0", "superiority-1", "presence-0", "assets-0", "planned-0",
 *   "support-1", "counterbattery-0", "proximity", "reaction-1",
 *   "works-trenches", "works-attacker-minefields", "fuel-0-turns", "lull-3", ...
 *
 * Returns: (transfer full) (nullable): the step's state, %NULL for an unknown key
 */
AdjWtjResult *
adj_wtj_scenario_get_result (AdjWtjScenario *self,
                             const char     *key)
{
  const char *rest;
  int side;

  g_return_val_if_fail (ADJ_IS_WTJ_SCENARIO (self), NULL);

  if (g_str_equal (key, "proximity"))
    return result_proximity (self);
  if (g_str_has_prefix (key, "works-"))
    return result_works (self, key + strlen ("works-"));
  if (g_str_has_prefix (key, "lull-"))
    {
      int turn;
      return adj_parse_int (key + 5, 1, 999, &turn) ? result_lull (self, turn) : NULL;
    }
  if (g_str_has_prefix (key, "fuel-"))
    {
      char *end;
      gint64 i = g_ascii_strtoll (key + 5, &end, 10);
      if (end == key + 5 || *end != '-')
        return NULL;
      return result_fuel (self, (int) i, end + 1);
    }
  if (split_side_key (key, "rolloff-", &side, &rest) && *rest == '\0')
    return result_rolloff (self, side);
  if (split_side_key (key, "superiority-", &side, &rest) && *rest == '\0')
    return result_superiority (self, side);
  if (split_side_key (key, "presence-", &side, &rest) && *rest == '\0')
    return result_presence (self, side);
  if (split_side_key (key, "assets-", &side, &rest) && *rest == '\0')
    return result_assets (self, side);
  if (split_side_key (key, "planned-", &side, &rest) && *rest == '\0')
    return result_fire (self, side, TRUE);
  if (split_side_key (key, "support-", &side, &rest) && *rest == '\0')
    return result_fire (self, side, FALSE);
  if (split_side_key (key, "counterbattery-", &side, &rest) && *rest == '\0')
    return result_counterbattery (self, side);
  if (split_side_key (key, "reaction-", &side, &rest) && *rest == '\0')
    return result_reaction (self, side);
  return NULL;
}

/* ------------------------------------------------------------ fuel, lulls */

/** adj_wtj_scenario_get_n_companies: Returns: the number of tank companies rolling for fuel */
guint
adj_wtj_scenario_get_n_companies (AdjWtjScenario *self)
{
  return (guint) adj_wtj_scenario_get_int (self, "companies");
}

/** adj_wtj_scenario_get_company_side: Returns: the side of a company */
int
adj_wtj_scenario_get_company_side (AdjWtjScenario *self,
                                   guint           index)
{
  g_autofree char *key = g_strdup_printf ("company-%u-side", index);

  return adj_wtj_scenario_get_int (self, key);
}

/** adj_wtj_scenario_add_company: Adds a tank company to a side (step 21). */
void
adj_wtj_scenario_add_company (AdjWtjScenario *self,
                              int             side)
{
  guint n = adj_wtj_scenario_get_n_companies (self);
  AdjRuleTable *t = get_table (self, "fuel-turns");
  int row = adj_wtj_guess_row (adj_wtj_scenario_get_rules (self), t, nation_group (self, side),
                               adj_wtj_scenario_get_int (self, "year"), adj_wtj_scenario_get_setting (self, "theatre"));

  g_hash_table_insert (self->settings, g_strdup_printf ("company-%u-side", n), g_strdup_printf ("%d", side));
  if (row >= 0)
    g_hash_table_insert (self->settings, g_strdup_printf ("company-%u-row", n),
                         g_strdup (adj_rule_table_get_row_id (t, row)));
  g_hash_table_insert (self->settings, g_strdup ("companies"), g_strdup_printf ("%u", n + 1));
  bump (self);
  adj_model_changed (ADJ_MODEL (self), _("Add tank company"));
}

static void
move_key (GHashTable *table,
          const char *from,
          const char *to)
{
  gpointer key, value;

  g_hash_table_remove (table, to);
  if (g_hash_table_steal_extended (table, from, &key, &value))
    {
      g_free (key);
      g_hash_table_insert (table, g_strdup (to), value);
    }
}

/** adj_wtj_scenario_remove_company: Removes a tank company; the later ones move up. */
void
adj_wtj_scenario_remove_company (AdjWtjScenario *self,
                                 guint           index)
{
  static const char *settings[] = { "side", "row" };
  static const char *rolls[] = { "turns", "delay", "rate" };
  guint n = adj_wtj_scenario_get_n_companies (self);

  if (index >= n)
    return;
  for (guint i = index; i < n; i++)
    {
      for (guint k = 0; k < G_N_ELEMENTS (settings); k++)
        {
          g_autofree char *to = g_strdup_printf ("company-%u-%s", i, settings[k]);
          g_autofree char *from = g_strdup_printf ("company-%u-%s", i + 1, settings[k]);
          move_key (self->settings, from, to);
        }
      for (guint k = 0; k < G_N_ELEMENTS (rolls); k++)
        {
          g_autofree char *to = g_strdup_printf ("fuel-%u-%s", i, rolls[k]);
          g_autofree char *from = g_strdup_printf ("fuel-%u-%s", i + 1, rolls[k]);
          move_key (self->rolls, from, to);
        }
    }
  g_hash_table_insert (self->settings, g_strdup ("companies"), g_strdup_printf ("%u", n - 1));
  bump (self);
  adj_model_changed (ADJ_MODEL (self), _("Remove tank company"));
}

/** adj_wtj_scenario_get_lull_turn: Returns: the game turn the lull tracker is on */
int
adj_wtj_scenario_get_lull_turn (AdjWtjScenario *self)
{
  return MAX (adj_wtj_scenario_get_int (self, "lull-turn"), 1);
}

static void
set_lull_turn (AdjWtjScenario *self,
               int             turn)
{
  if (turn < 1 || turn == adj_wtj_scenario_get_lull_turn (self))
    return;
  g_hash_table_insert (self->settings, g_strdup ("lull-turn"), g_strdup_printf ("%d", turn));
  bump (self);
  adj_model_changed (ADJ_MODEL (self), _("Change game turn"));
}

/** adj_wtj_scenario_next_turn: Moves the lull tracker to the next game turn. */
void
adj_wtj_scenario_next_turn (AdjWtjScenario *self)
{
  set_lull_turn (self, adj_wtj_scenario_get_lull_turn (self) + 1);
}

/** adj_wtj_scenario_previous_turn: Moves the lull tracker back one game turn. */
void
adj_wtj_scenario_previous_turn (AdjWtjScenario *self)
{
  set_lull_turn (self, adj_wtj_scenario_get_lull_turn (self) - 1);
}

/* ------------------------------------------------------------------ model */

static const char *
adj_wtj_scenario_get_id (AdjModel *model)
{
  return "wtj";
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static GPtrArray *
sorted_keys (GHashTable *table)
{
  GPtrArray *keys = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (keys, key);

  g_ptr_array_sort (keys, compare_strings);
  return keys;
}

static void
adj_wtj_scenario_save (AdjModel *model,
                       xmlNode  *node)
{
  AdjWtjScenario *self = ADJ_WTJ_SCENARIO (model);
  g_autoptr(GPtrArray) skeys = sorted_keys (self->settings);
  g_autoptr(GPtrArray) rkeys = sorted_keys (self->rolls);
  g_autoptr(GPtrArray) mkeys = sorted_keys (self->manual);

  xmlSetProp (node, (const xmlChar *) "version", (const xmlChar *) "1");
  for (guint i = 0; i < skeys->len; i++)
    {
      xmlNode *n = xmlNewChild (node, NULL, (const xmlChar *) "set", NULL);
      xmlSetProp (n, (const xmlChar *) "key", (const xmlChar *) g_ptr_array_index (skeys, i));
      xmlSetProp (n, (const xmlChar *) "value", (const xmlChar *) g_hash_table_lookup (self->settings, g_ptr_array_index (skeys, i)));
    }
  for (guint i = 0; i < rkeys->len; i++)
    {
      GArray *faces = g_hash_table_lookup (self->rolls, g_ptr_array_index (rkeys, i));
      g_autoptr(GString) text = g_string_new (NULL);
      xmlNode *n = xmlNewChild (node, NULL, (const xmlChar *) "roll", NULL);

      for (guint f = 0; f < faces->len; f++)
        g_string_append_printf (text, "%s%d", f ? " " : "", g_array_index (faces, int, f));
      xmlSetProp (n, (const xmlChar *) "key", (const xmlChar *) g_ptr_array_index (rkeys, i));
      xmlSetProp (n, (const xmlChar *) "faces", (const xmlChar *) text->str);
    }
  for (guint i = 0; i < mkeys->len; i++)
    {
      xmlNode *n = xmlNewChild (node, NULL, (const xmlChar *) "result", NULL);
      xmlSetProp (n, (const xmlChar *) "key", (const xmlChar *) g_ptr_array_index (mkeys, i));
      xmlSetProp (n, (const xmlChar *) "value", (const xmlChar *) g_hash_table_lookup (self->manual, g_ptr_array_index (mkeys, i)));
    }
}

static gboolean
corrupt (GError    **error,
         const char *message)
{
  g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT, message);
  return FALSE;
}

static gboolean
adj_wtj_scenario_load (AdjModel  *model,
                       xmlNode   *node,
                       GError   **error)
{
  AdjWtjScenario *self = ADJ_WTJ_SCENARIO (model);
  g_autoptr(GHashTable) settings = new_settings ();
  g_autoptr(GHashTable) rolls = new_rolls ();
  g_autoptr(GHashTable) manual = new_manual ();
  g_autoptr(GHashTable) saved = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *version = adj_xml_get_prop (node, "version");
  GHashTableIter iter;
  gpointer k, v;

  if (version && !g_str_equal (version, "1"))
    return corrupt (error, _("The 1943 setup was saved by a newer Adjutant."));

  for (xmlNode *n = node->children; n; n = n->next)
    {
      g_autofree char *key = NULL;

      if (n->type != XML_ELEMENT_NODE)
        continue;
      key = adj_xml_get_prop (n, "key");
      if (key == NULL)
        return corrupt (error, _("A 1943 setup entry has no key."));
      if (adj_xml_is_element (n, "set"))
        {
          g_autofree char *value = adj_xml_get_prop (n, "value");
          if (value == NULL)
            return corrupt (error, _("A 1943 setting has no value."));
          g_hash_table_insert (saved, g_strdup (key), g_strdup (value));
        }
      else if (adj_xml_is_element (n, "roll"))
        {
          g_autofree char *text = adj_xml_get_prop (n, "faces");
          g_auto(GStrv) parts = NULL;
          GArray *faces;

          if (!valid_key (key) || text == NULL)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                           _("The 1943 setup has a roll “%s” it does not know."), key);
              return FALSE;
            }
          parts = g_strsplit (g_strstrip (text), " ", -1);
          faces = g_array_new (FALSE, FALSE, sizeof (int));
          g_hash_table_insert (rolls, g_strdup (key), faces);
          for (guint i = 0; parts[i]; i++)
            {
              int f;
              if (!adj_parse_int (parts[i], 1, 100, &f) || faces->len >= ADJ_DICE_MAX_COUNT)
                {
                  g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                               _("The 1943 roll “%s” has impossible faces “%s”."), key, text);
                  return FALSE;
                }
              g_array_append_val (faces, f);
            }
          if (faces->len == 0)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                           _("The 1943 roll “%s” has no faces."), key);
              return FALSE;
            }
        }
      else if (adj_xml_is_element (n, "result"))
        {
          g_autofree char *value = adj_xml_get_prop (n, "value");
          if ((!valid_key (key) && !g_str_equal (key, "superiority")) || !adj_parse_int (value, -9999, 9999, NULL))
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                           _("The 1943 result “%s” cannot be read."), key);
              return FALSE;
            }
          g_hash_table_insert (manual, g_strdup (key), g_strdup (value));
        }
      else
        return corrupt (error, _("The 1943 setup holds an element it does not know."));
    }

  /* Check the settings against the tables (they may refer to one another: use
   * a scratch copy of the state while checking). */
  {
    GHashTable *old = self->settings;
    gboolean ok = TRUE;

    g_hash_table_iter_init (&iter, saved);
    while (g_hash_table_iter_next (&iter, &k, &v))
      g_hash_table_insert (settings, g_strdup (k), g_strdup (v));
    self->settings = settings;
    g_hash_table_iter_init (&iter, saved);
    while (ok && g_hash_table_iter_next (&iter, &k, &v))
      ok = validate_setting (self, k, v, error);
    /* every roll and result must belong to a step of this setup */
    for (int pass = 0; pass < 2 && ok; pass++)
      {
        g_hash_table_iter_init (&iter, pass == 0 ? rolls : manual);
        while (ok && g_hash_table_iter_next (&iter, &k, &v))
          {
            g_autoptr(AdjWtjResult) r = NULL;

            if (pass == 1 && g_str_equal (k, "superiority"))
              continue;
            r = adj_wtj_scenario_get_result (self, k);
            if (r == NULL)
              {
                g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                             _("The 1943 setup has a roll “%s” that belongs to no step."), (const char *) k);
                ok = FALSE;
              }
          }
      }
    self->settings = old;
    if (!ok)
      return FALSE;
  }

  g_hash_table_unref (self->settings);
  g_hash_table_unref (self->rolls);
  g_hash_table_unref (self->manual);
  self->settings = g_steal_pointer (&settings);
  self->rolls = g_steal_pointer (&rolls);
  self->manual = g_steal_pointer (&manual);
  bump (self);
  return TRUE;
}

static void
adj_wtj_scenario_reset (AdjModel *model)
{
  AdjWtjScenario *self = ADJ_WTJ_SCENARIO (model);

  g_hash_table_unref (self->settings);
  g_hash_table_unref (self->rolls);
  g_hash_table_unref (self->manual);
  self->settings = new_settings ();
  self->rolls = new_rolls ();
  self->manual = new_manual ();
  bump (self);
}

static void
adj_wtj_scenario_model_init (AdjModelInterface *iface)
{
  iface->get_id = adj_wtj_scenario_get_id;
  iface->save = adj_wtj_scenario_save;
  iface->load = adj_wtj_scenario_load;
  iface->reset = adj_wtj_scenario_reset;
}

static void
adj_wtj_scenario_finalize (GObject *object)
{
  AdjWtjScenario *self = ADJ_WTJ_SCENARIO (object);

  g_clear_object (&self->rulebook);
  g_clear_pointer (&self->settings, g_hash_table_unref);
  g_clear_pointer (&self->rolls, g_hash_table_unref);
  g_clear_pointer (&self->manual, g_hash_table_unref);
  for (guint p = 0; p < N_PROPS; p++)
    if (G_VALUE_TYPE (&self->shown[p]) != 0)
      g_value_unset (&self->shown[p]);
  G_OBJECT_CLASS (adj_wtj_scenario_parent_class)->finalize (object);
}

static void
adj_wtj_scenario_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AdjWtjScenario *self = ADJ_WTJ_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_REVISION:
      g_value_set_uint (value, self->revision);
      break;
    case PROP_BATTLE_TYPE:
      g_value_set_string (value, adj_wtj_scenario_get_setting (self, "battle-type"));
      break;
    case PROP_YEAR:
      g_value_set_int (value, adj_wtj_scenario_get_int (self, "year"));
      break;
    case PROP_THEATRE:
      g_value_set_string (value, adj_wtj_scenario_get_setting (self, "theatre"));
      break;
    case PROP_ATTACKER:
      g_value_set_int (value, adj_wtj_scenario_get_attacker (self));
      break;
    case PROP_N_COMPANIES:
      g_value_set_uint (value, adj_wtj_scenario_get_n_companies (self));
      break;
    case PROP_LULL_TURN:
      g_value_set_int (value, adj_wtj_scenario_get_lull_turn (self));
      break;
    case PROP_FIRST_LULL_TURN:
      g_value_set_int (value, adj_wtj_scenario_get_first_lull_turn (self));
      break;
    case PROP_LULL_STARTED:
      g_value_set_int (value, adj_wtj_scenario_get_lull_started (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wtj_scenario_class_init (AdjWtjScenarioClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = adj_wtj_scenario_finalize;
  object_class->get_property = adj_wtj_scenario_get_property;

  /**
   * AdjWtjScenario:revision:
   *
   * Goes up on every change of the state (player actions, load, reset, undo):
   * views redraw on its notify. The other properties notify when their own
   * value changes.
   */
  properties[PROP_REVISION] =
    g_param_spec_uint ("revision", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BATTLE_TYPE] =
    g_param_spec_string ("battle-type", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_YEAR] =
    g_param_spec_int ("year", NULL, NULL, 0, 9999, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THEATRE] =
    g_param_spec_string ("theatre", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ATTACKER] =
    g_param_spec_int ("attacker", NULL, NULL, 0, 1, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_COMPANIES] =
    g_param_spec_uint ("n-companies", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LULL_TURN] =
    g_param_spec_int ("lull-turn", NULL, NULL, 1, G_MAXINT, 1, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIRST_LULL_TURN] =
    g_param_spec_int ("first-lull-turn", NULL, NULL, 0, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LULL_STARTED] =
    g_param_spec_int ("lull-started", NULL, NULL, 0, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_wtj_scenario_init (AdjWtjScenario *self)
{
  self->settings = new_settings ();
  self->rolls = new_rolls ();
  self->manual = new_manual ();
}

/**
 * adj_wtj_scenario_new:
 * @rulebook: the rulebook holding "wtj-1943"
 *
 * Returns: (transfer full): a new scenario with the default setup
 */
AdjWtjScenario *
adj_wtj_scenario_new (AdjRulebook *rulebook)
{
  AdjWtjScenario *self = g_object_new (ADJ_TYPE_WTJ_SCENARIO, NULL);

  self->rulebook = g_object_ref (rulebook);
  return self;
}

/** adj_wtj_scenario_get_revision: Returns: the state's revision */
guint
adj_wtj_scenario_get_revision (AdjWtjScenario *self)
{
  return self->revision;
}
