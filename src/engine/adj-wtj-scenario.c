/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "adj-enum-types.h"
#include "adj-error.h"
#include "adj-limit-table.h"
#include "adj-limits.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario-private.h"
#include "adj-xml-private.h"

/* The WTJ "1943" scenario being set up: every choice and roll of the setup
 * steps, and the combat-lull tracker of the game that follows.
 *
 * The state is three string maps (settings, faces rolled, results set by
 * hand), which keeps saving, loading, undo and "Roll again" simple; every
 * result is computed from them and the tables. What views read is exposed
 * as properties, the two sides (AdjWtjSide) and the steps (AdjWtjStep, one
 * per roll) as list models; after each change (a player's, a load, an
 * undo) each notifies only what changed. */
enum {
  PROP_0,
  PROP_BATTLE_TYPE,
  PROP_YEAR,
  PROP_THEATRE,
  PROP_ATTACKER,
  PROP_N_COMPANIES,
  PROP_LULL_TURN,
  PROP_FIRST_LULL_TURN,
  PROP_LULL_STARTED,
  PROP_LULL_KIND,
  PROP_DECLARED_LULL,
  PROP_CURRENT_STEP,
  PROP_SIDED,
  PROP_TERRAIN,
  PROP_AMPHIBIOUS,
  PROP_USE_SUGGESTED,
  PROP_OPT_WORKS,
  PROP_OPT_FUEL,
  N_PROPS
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

AdjWtjResult *
_adj_wtj_result_new (AdjWtjStepKind step,
                     int            side)
{
  AdjWtjResult *r = g_new0 (AdjWtjResult, 1);

  r->step = step;
  r->side = side;
  r->lines = g_array_new (FALSE, TRUE, sizeof (AdjWtjLine));
  r->row = -1;
  r->column = -1;
  r->applicable = TRUE;
  return r;
}

/* Adds a fact to how @r is found; returns it to fill in c, x or s3 (valid
 * until the next line is added). */
AdjWtjLine *
_adj_wtj_add_line (AdjWtjResult   *r,
                   AdjWtjLineKind  kind,
                   int             a,
                   int             b,
                   const char     *s1,
                   const char     *s2)
{
  static AdjWtjLine scratch;
  AdjWtjLine line = { kind, a, b, 0, 0.0, s1, s2, NULL };

  if (r == NULL)
    return &scratch;
  g_array_append_val (r->lines, line);
  return &g_array_index (r->lines, AdjWtjLine, r->lines->len - 1);
}

/* The faces the result counts (a copy). */
void
_adj_wtj_set_faces (AdjWtjResult *r,
                    GArray       *faces)
{
  g_clear_pointer (&r->faces, g_array_unref);
  if (faces)
    {
      r->faces = g_array_sized_new (FALSE, FALSE, sizeof (int), faces->len);
      g_array_append_vals (r->faces, faces->data, faces->len);
    }
}

AdjRuleFile *
adj_wtj_scenario_get_rules (AdjWtjScenario *self)
{
  return adj_rulebook_get_file (self->rulebook, ADJ_WTJ_FILE);
}

AdjRuleTable *
_adj_wtj_table (AdjWtjScenario *self,
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

/* Reads each property of @object and notifies (if @notify) those whose
 * value differs from @shown, the values last notified. */
void
_adj_wtj_refresh_notify (GObject     *object,
                         GParamSpec **pspecs,
                         guint        n_pspecs,
                         GValue      *shown,
                         gboolean     notify)
{
  for (guint p = 1; p < n_pspecs; p++)
    {
      g_auto(GValue) now = G_VALUE_INIT;

      g_value_init (&now, pspecs[p]->value_type);
      g_object_get_property (object, pspecs[p]->name, &now);
      if (G_VALUE_TYPE (&shown[p]) == 0 || g_param_values_cmp (pspecs[p], &now, &shown[p]) != 0)
        {
          if (G_VALUE_TYPE (&shown[p]) == 0)
            g_value_init (&shown[p], pspecs[p]->value_type);
          g_value_copy (&now, &shown[p]);
          if (notify)
            g_object_notify_by_pspec (object, pspecs[p]);
        }
    }
}

/* The keys of the steps' rolls, in the order of the setup. */
static GPtrArray *
step_keys (AdjWtjScenario *self)
{
  static const char *sided[] = { "rolloff", "superiority", "presence", "assets", "planned", "support", "counterbattery" };
  static const char *fuel[] = { "turns", "delay", "rate" };
  AdjRuleTable *works = _adj_wtj_table (self, "defensive-works");
  GPtrArray *keys = g_ptr_array_new_with_free_func (g_free);
  int turns = adj_wtj_scenario_get_lull_turn (self);

  for (guint i = 0; i < G_N_ELEMENTS (sided); i++)
    for (int side = 0; side < 2; side++)
      g_ptr_array_add (keys, g_strdup_printf ("%s-%d", sided[i], side));
  g_ptr_array_add (keys, g_strdup ("proximity"));
  for (int side = 0; side < 2; side++)
    g_ptr_array_add (keys, g_strdup_printf ("reaction-%d", side));
  for (guint c = 0; c < adj_rule_table_get_n_columns (works); c++)
    g_ptr_array_add (keys, g_strdup_printf ("works-%s", adj_rule_table_get_column_id (works, c)));
  g_ptr_array_add (keys, g_strdup ("works-attacker-trenches"));
  g_ptr_array_add (keys, g_strdup ("works-attacker-minefields"));
  for (guint i = 0; i < adj_wtj_scenario_get_n_companies (self); i++)
    for (guint k = 0; k < G_N_ELEMENTS (fuel); k++)
      g_ptr_array_add (keys, g_strdup_printf ("fuel-%u-%s", i, fuel[k]));
  for (int turn = 1; turn <= turns; turn++)
    g_ptr_array_add (keys, g_strdup_printf ("lull-%d", turn));
  return keys;
}

static const char *
step_key_at (GListModel *model,
             guint       position)
{
  g_autoptr(AdjWtjStep) step = g_list_model_get_item (model, position);

  return adj_wtj_step_get_key (step);   /* the store holds a reference */
}

/* Brings the steps list to the keys of the state (one exact items-changed,
 * the steps before and after the change kept), then each step's facts. */
static void
refresh_steps (AdjWtjScenario *self)
{
  g_autoptr(GPtrArray) keys = step_keys (self);
  GListModel *model = G_LIST_MODEL (self->steps);
  guint n_old = g_list_model_get_n_items (model);
  guint pre = 0, post = 0;
  g_autoptr(GPtrArray) added = g_ptr_array_new_with_free_func (g_object_unref);

  while (pre < n_old && pre < keys->len && g_str_equal (step_key_at (model, pre), g_ptr_array_index (keys, pre)))
    pre++;
  while (post < n_old - pre && post < keys->len - pre
         && g_str_equal (step_key_at (model, n_old - 1 - post), g_ptr_array_index (keys, keys->len - 1 - post)))
    post++;
  for (guint i = pre; i < keys->len - post; i++)
    {
      const char *key = g_ptr_array_index (keys, i);
      g_ptr_array_add (added, _adj_wtj_step_new (key, adj_wtj_scenario_get_result (self, key)));
    }
  if (n_old - pre - post > 0 || added->len > 0)
    g_list_store_splice (self->steps, pre, n_old - pre - post, added->pdata, added->len);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(AdjWtjStep) step = g_list_model_get_item (model, i);
      _adj_wtj_step_set_result (step, adj_wtj_scenario_get_result (self, adj_wtj_step_get_key (step)));
    }
}

/* The sides' values from the settings (each notifies what changed). */
/* The sides' properties for the rows players chose ("row-0-air-assets"). */
static const struct { const char *property; const char *table; } side_rows[] = {
  { "superiority-row", "air-superiority" },
  { "assets-row", "air-assets" },
  { "works-row", "defensive-works" },
};

/* The attack types chosen for each of a side's air points ("" if none): as
 * many as its air assets step counts (at most 30, as the page shows). */
static GStrv
asset_points (AdjWtjScenario *self,
              int             side)
{
  g_autoptr(GStrvBuilder) b = g_strv_builder_new ();
  int n = 0;

  if (self->rulebook)
    {
      g_autofree char *key = g_strdup_printf ("assets-%d", side);
      g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (self, key);

      n = r ? MIN (r->value, 30) : 0;
    }
  for (int p = 0; p < n; p++)
    {
      g_autofree char *key = g_strdup_printf ("asset-%d-%d", side, p);
      const char *type = adj_wtj_scenario_get_setting (self, key);

      g_strv_builder_add (b, type ? type : "");
    }
  return g_strv_builder_end (b);
}

static void
refresh_sides (AdjWtjScenario *self)
{
  static const char *strings[] = { "nation", "name", "priority", "command", "training", "category" };
  static const char *ints[] = { "units", "bases", "agreed" };

  for (int i = 0; i < (int) g_list_model_get_n_items (G_LIST_MODEL (self->sides)); i++)
    {
      g_autoptr(AdjWtjSide) side = g_list_model_get_item (G_LIST_MODEL (self->sides), i);
      g_auto(GValue) text = G_VALUE_INIT;
      g_auto(GValue) number = G_VALUE_INIT;
      g_auto(GValue) mode = G_VALUE_INIT;
      g_auto(GValue) points = G_VALUE_INIT;

      g_value_init (&points, G_TYPE_STRV);
      g_value_init (&text, G_TYPE_STRING);
      g_value_init (&number, G_TYPE_INT);
      g_value_init (&mode, ADJ_TYPE_WTJ_ASSETS_MODE);
      for (guint k = 0; k < G_N_ELEMENTS (strings); k++)
        {
          g_value_set_string (&text, adj_wtj_scenario_get_side_setting (self, strings[k], i));
          _adj_wtj_side_set_value (side, strings[k], &text);
        }
      for (guint k = 0; k < G_N_ELEMENTS (ints); k++)
        {
          g_value_set_int (&number, _adj_wtj_side_int (self, ints[k], i));
          _adj_wtj_side_set_value (side, ints[k], &number);
        }
      for (guint k = 0; k < G_N_ELEMENTS (side_rows); k++)
        {
          g_autofree char *key = g_strdup_printf ("row-%d-%s", i, side_rows[k].table);
          g_value_set_string (&text, adj_wtj_scenario_get_setting (self, key));
          _adj_wtj_side_set_value (side, side_rows[k].property, &text);
        }
      g_value_take_boxed (&points, asset_points (self, i));
      _adj_wtj_side_set_value (side, "asset-points", &points);
      g_value_set_enum (&mode, adj_wtj_scenario_get_assets_mode (self, i));
      _adj_wtj_side_set_value (side, "assets-mode", &mode);
      g_value_set_string (&text, self->rulebook ? adj_wtj_scenario_get_nation_name (self, i) : NULL);
      _adj_wtj_side_set_value (side, "nation-name", &text);
    }
}

/* A side's property was written: the same change as setting it. */
static void
side_edit (AdjWtjSide     *side,
           const char     *setting,
           const char     *value,
           AdjWtjScenario *self)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = FALSE;
  guint k;

  for (k = 0; k < G_N_ELEMENTS (side_rows); k++)
    if (g_str_equal (setting, side_rows[k].property))
      {
        g_autofree char *key = g_strdup_printf ("row-%d-%s", adj_wtj_side_get_index (side), side_rows[k].table);
        ok = adj_wtj_scenario_set_setting (self, key, value, &error);
        break;
      }
  if (k < G_N_ELEMENTS (side_rows))
    ;
  else if (g_str_has_prefix (setting, "asset-"))
    {
      g_autofree char *key = g_strdup_printf ("asset-%d-%s", adj_wtj_side_get_index (side), setting + strlen ("asset-"));
      ok = adj_wtj_scenario_set_setting (self, key, value, &error);
    }
  else
    ok = adj_wtj_scenario_set_side_setting (self, setting, adj_wtj_side_get_index (side), value, &error);
  if (!ok)
    g_debug ("%s", error->message);
}

/* After any change: the steps, the sides and the properties whose value changed. */
void
_adj_wtj_bump (AdjWtjScenario *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (self->rulebook)
    refresh_steps (self);
  refresh_sides (self);
  _adj_wtj_refresh_notify (G_OBJECT (self), properties, N_PROPS, self->shown, TRUE);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * adj_wtj_scenario_get_steps:
 * @self: the scenario
 *
 * Returns: (transfer none): the rolls of the setup steps (#AdjWtjStep), in
 *   the order of the setup; companies and game turns add theirs
 */
GListModel *
adj_wtj_scenario_get_steps (AdjWtjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_WTJ_SCENARIO (self), NULL);
  return G_LIST_MODEL (self->steps);
}

/**
 * adj_wtj_scenario_find_step:
 * @self: the scenario
 * @key: a step's key ("planned-0")
 *
 * Returns: (transfer none) (nullable): the step of that key
 */
AdjWtjStep *
adj_wtj_scenario_find_step (AdjWtjScenario *self,
                            const char     *key)
{
  GListModel *model = G_LIST_MODEL (self->steps);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (step_key_at (model, i), key))
      {
        g_autoptr(AdjWtjStep) step = g_list_model_get_item (model, i);
        return step;   /* the store holds a reference */
      }
  return NULL;
}

/** adj_wtj_scenario_get_sides: Returns: (transfer none): the two sides (#AdjWtjSide) */
GListModel *
adj_wtj_scenario_get_sides (AdjWtjScenario *self)
{
  g_return_val_if_fail (ADJ_IS_WTJ_SCENARIO (self), NULL);
  return G_LIST_MODEL (self->sides);
}

/**
 * adj_wtj_scenario_get_side:
 * @self: the scenario
 * @index: 0 or 1
 *
 * Returns: (transfer none): that side
 */
AdjWtjSide *
adj_wtj_scenario_get_side (AdjWtjScenario *self,
                           int             index)
{
  g_autoptr(AdjWtjSide) side = g_list_model_get_item (G_LIST_MODEL (self->sides), CLAMP (index, 0, 1));

  return side;   /* the store holds a reference */
}

/* ---------------------------------------------------------------- settings */

static gboolean
is_row (AdjWtjScenario *self,
        const char     *table_id,
        const char     *row_id)
{
  AdjRuleTable *t = _adj_wtj_table (self, table_id);

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
  AdjRuleTable *reaction = _adj_wtj_table (self, "reaction");
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
        && adj_rule_table_find_column (_adj_wtj_table (self, "air-superiority"), col) >= 0;
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
      AdjRuleTable *cb = _adj_wtj_table (self, "counterbattery");
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

/* The undo label of a change of @key: a msgid, translated when shown. */
static const char *
change_label (const char *key)
{
  if (g_str_has_prefix (key, "battle-type"))
    return N_("Set battle type");
  if (g_str_has_prefix (key, "nation-"))
    return N_("Set nation");
  if (g_str_has_prefix (key, "units-") || g_str_has_prefix (key, "bases-"))
    return N_("Set forces");
  if (g_str_has_prefix (key, "opt-"))
    return N_("Switch optional step");
  return N_("Change setup");
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
              _adj_wtj_bump (self);
              adj_model_changed (ADJ_MODEL (self), N_("Change setup"));
            }
          return TRUE;
        }
    }
  if (!validate_setting (self, key, value, error))
    return FALSE;
  if (g_strcmp0 (g_hash_table_lookup (self->settings, key), value) == 0)
    return TRUE;
  g_hash_table_insert (self->settings, g_strdup (key), g_strdup (value));
  _adj_wtj_bump (self);
  if (!g_str_equal (key, "step"))
    {
      adj_model_changed (ADJ_MODEL (self), change_label (key));
    }
  return TRUE;
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

int
_adj_wtj_side_int (AdjWtjScenario *self,
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
  AdjRuleTable *types = _adj_wtj_table (self, "battle-types");
  int r = adj_rule_table_find_row (types, adj_wtj_scenario_get_setting (self, "battle-type"));

  return r >= 0 && adj_rule_table_get_bool (types, r, adj_rule_table_column (types, "sided"));
}

/** adj_wtj_scenario_total_units: Returns: units of both sides */
int
adj_wtj_scenario_total_units (AdjWtjScenario *self)
{
  return _adj_wtj_side_int (self, "units", 0) + _adj_wtj_side_int (self, "units", 1);
}

/** adj_wtj_scenario_total_bases: Returns: bases of both sides */
int
adj_wtj_scenario_total_bases (AdjWtjScenario *self)
{
  return _adj_wtj_side_int (self, "bases", 0) + _adj_wtj_side_int (self, "bases", 1);
}

/** adj_wtj_scenario_get_nation_name: Returns: (transfer none) (nullable): the name of the side's nation, from the tables */
const char *
adj_wtj_scenario_get_nation_name (AdjWtjScenario *self,
             int             side)
{
  AdjRuleTable *nations = _adj_wtj_table (self, "nations");
  const char *id = adj_wtj_scenario_get_side_setting (self, "nation", side);
  const char *text = adj_rule_table_lookup_text (nations, id, "name");

  return text ? text : id;
}

const char *
_adj_wtj_nation_group (AdjWtjScenario *self,
              int             side)
{
  AdjRuleTable *nations = _adj_wtj_table (self, "nations");
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
  AdjRuleTable *t = _adj_wtj_table (self, table_id);
  g_autofree char *key = g_strdup_printf ("row-%d-%s", side, table_id);
  const char *picked = adj_wtj_scenario_get_setting (self, key);

  if (picked)
    return adj_rule_table_find_row (t, picked);
  if (g_str_equal (table_id, "air-superiority"))
    return adj_wtj_air_superiority_row (adj_wtj_scenario_get_rules (self),
                                        adj_wtj_scenario_get_side_setting (self, "nation", side),
                                        adj_wtj_scenario_get_setting (self, "theatre"));
  return adj_wtj_guess_row (adj_wtj_scenario_get_rules (self), t, _adj_wtj_nation_group (self, side),
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

gboolean
_adj_wtj_get_manual (AdjWtjScenario *self,
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
  _adj_wtj_bump (self);
  adj_model_changed (ADJ_MODEL (self), N_("Roll"));
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
  _adj_wtj_bump (self);
  adj_model_changed (ADJ_MODEL (self), N_("Roll again"));
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

  if (_adj_wtj_get_manual (self, key, &old) && old == value)
    return;
  g_hash_table_insert (self->manual, g_strdup (key), g_strdup_printf ("%d", value));
  _adj_wtj_bump (self);
  adj_model_changed (ADJ_MODEL (self), N_("Set result by hand"));
}

/* ----------------------------------------------------------------- results */

int
_adj_wtj_faces_sum (GArray *faces)
{
  int sum = 0;

  for (guint i = 0; faces && i < faces->len; i++)
    sum += g_array_index (faces, int, i);
  return sum;
}

GArray *
_adj_wtj_rolled (AdjWtjScenario *self,
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
GArray *
_adj_wtj_partial_faces (AdjWtjScenario *self,
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
int
_adj_wtj_dice_per_roll (int sides)
{
  return MAX (1, MIN (ADJ_DICE_MAX_COUNT, ADJ_RANGE_MAX / MAX (sides, 1)));
}

const char *
_adj_wtj_constant (AdjWtjScenario *self,
               const char     *id)
{
  return adj_rule_file_get_text (adj_wtj_scenario_get_rules (self), id);
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
    return _adj_wtj_result_proximity (self);
  if (g_str_has_prefix (key, "works-"))
    return _adj_wtj_result_works (self, key + strlen ("works-"));
  if (g_str_has_prefix (key, "lull-"))
    {
      int turn;
      return adj_parse_int (key + 5, 1, 999, &turn) ? _adj_wtj_result_lull (self, turn) : NULL;
    }
  if (g_str_has_prefix (key, "fuel-"))
    {
      char *end;
      gint64 i = g_ascii_strtoll (key + 5, &end, 10);
      if (end == key + 5 || *end != '-')
        return NULL;
      return _adj_wtj_result_fuel (self, (int) i, end + 1);
    }
  if (split_side_key (key, "rolloff-", &side, &rest) && *rest == '\0')
    return _adj_wtj_result_rolloff (self, side);
  if (split_side_key (key, "superiority-", &side, &rest) && *rest == '\0')
    return _adj_wtj_result_superiority (self, side);
  if (split_side_key (key, "presence-", &side, &rest) && *rest == '\0')
    return _adj_wtj_result_presence (self, side);
  if (split_side_key (key, "assets-", &side, &rest) && *rest == '\0')
    return _adj_wtj_result_assets (self, side);
  if (split_side_key (key, "planned-", &side, &rest) && *rest == '\0')
    return _adj_wtj_result_fire (self, side, TRUE);
  if (split_side_key (key, "support-", &side, &rest) && *rest == '\0')
    return _adj_wtj_result_fire (self, side, FALSE);
  if (split_side_key (key, "counterbattery-", &side, &rest) && *rest == '\0')
    return _adj_wtj_result_counterbattery (self, side);
  if (split_side_key (key, "reaction-", &side, &rest) && *rest == '\0')
    return _adj_wtj_result_reaction (self, side);
  return NULL;
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
  guint n_items = 0;
  /* a face above every die of the rules cannot have been rolled */
  int largest = adj_rule_file_get_largest_die (adj_wtj_scenario_get_rules (self));

  if (version && !g_str_equal (version, "1"))
    return corrupt (error, _("The 1943 setup was saved by a newer Adjutant."));
  largest = MAX (largest, (int) adj_rule_table_get_n_rows (_adj_wtj_table (self, "air-asset-types")));

  for (xmlNode *n = node->children; n; n = n->next)
    {
      g_autofree char *key = NULL;

      if (n->type != XML_ELEMENT_NODE)
        continue;
      if (++n_items > (guint) adj_counted_get_limit (ADJ_COUNTED_WTJ_ITEMS))
        return adj_counted_refuse (error, ADJ_COUNTED_WTJ_ITEMS, xmlGetLineNo (n));
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
              if (!adj_parse_int (parts[i], 1, largest, &f) || faces->len >= ADJ_DICE_MAX_COUNT)
                {
                  g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT,
                               _("line %ld: the 1943 roll “%s” has impossible faces “%s”."),
                               xmlGetLineNo (n), key, text);
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
  _adj_wtj_bump (self);
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
  _adj_wtj_bump (self);
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

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->sides)); i++)
    {
      g_autoptr(AdjWtjSide) side = g_list_model_get_item (G_LIST_MODEL (self->sides), i);
      g_signal_handlers_disconnect_by_data (side, self);
    }
  g_clear_object (&self->sides);
  g_clear_object (&self->steps);
  g_clear_object (&self->rulebook);
  g_clear_pointer (&self->settings, g_hash_table_unref);
  g_clear_pointer (&self->rolls, g_hash_table_unref);
  g_clear_pointer (&self->manual, g_hash_table_unref);
  for (guint p = 0; p < N_PROPS; p++)
    if (G_VALUE_TYPE (&self->shown[p]) != 0)
      g_value_unset (&self->shown[p]);
  g_free (self->shown);
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
    case PROP_LULL_KIND:
      g_value_set_enum (value, adj_wtj_scenario_get_lull_kind (self));
      break;
    case PROP_DECLARED_LULL:
      {
        const char *declared = adj_wtj_scenario_get_setting (self, "declared-lull");
        g_value_set_enum (value, declared == NULL ? ADJ_WTJ_LULL_NONE
                          : g_str_equal (declared, "long") ? ADJ_WTJ_LULL_LONG : ADJ_WTJ_LULL_SHORT);
      }
      break;
    case PROP_CURRENT_STEP:
      g_value_set_int (value, adj_wtj_scenario_get_int (self, "step"));
      break;
    case PROP_SIDED:
      g_value_set_boolean (value, self->rulebook && adj_wtj_scenario_is_sided (self));
      break;
    case PROP_TERRAIN:
      g_value_set_string (value, adj_wtj_scenario_get_setting (self, "terrain"));
      break;
    case PROP_AMPHIBIOUS:
      g_value_set_boolean (value, adj_wtj_scenario_get_int (self, "amphibious"));
      break;
    case PROP_USE_SUGGESTED:
      g_value_set_boolean (value, adj_wtj_scenario_get_int (self, "use-suggested"));
      break;
    case PROP_OPT_WORKS:
      g_value_set_boolean (value, adj_wtj_scenario_get_int (self, "opt-works"));
      break;
    case PROP_OPT_FUEL:
      g_value_set_boolean (value, adj_wtj_scenario_get_int (self, "opt-fuel"));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The writable properties are the settings of the first page: writing one
 * is the same undoable change as adj_wtj_scenario_set_setting() (a value
 * the tables do not know is refused, and nothing notifies). */
static void
adj_wtj_scenario_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  AdjWtjScenario *self = ADJ_WTJ_SCENARIO (object);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  switch (prop_id)
    {
    case PROP_BATTLE_TYPE:
    case PROP_THEATRE:
    case PROP_TERRAIN:
      text = g_value_dup_string (value);
      break;
    case PROP_YEAR:
    case PROP_ATTACKER:
      text = g_strdup_printf ("%d", g_value_get_int (value));
      break;
    case PROP_AMPHIBIOUS:
    case PROP_USE_SUGGESTED:
    case PROP_OPT_WORKS:
    case PROP_OPT_FUEL:
      text = g_strdup (g_value_get_boolean (value) ? "yes" : "no");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  if (!adj_wtj_scenario_set_setting (self, pspec->name, text, &error))
    g_debug ("%s", error->message);
}

static void
adj_wtj_scenario_class_init (AdjWtjScenarioClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = adj_wtj_scenario_finalize;
  object_class->get_property = adj_wtj_scenario_get_property;
  object_class->set_property = adj_wtj_scenario_set_property;

  properties[PROP_BATTLE_TYPE] =
    g_param_spec_string ("battle-type", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_YEAR] =
    g_param_spec_int ("year", NULL, NULL, 0, 9999, 0, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THEATRE] =
    g_param_spec_string ("theatre", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ATTACKER] =
    g_param_spec_int ("attacker", NULL, NULL, 0, 1, 0, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_COMPANIES] =
    g_param_spec_uint ("n-companies", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LULL_TURN] =
    g_param_spec_int ("lull-turn", NULL, NULL, 1, G_MAXINT, 1, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIRST_LULL_TURN] =
    g_param_spec_int ("first-lull-turn", NULL, NULL, 0, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LULL_STARTED] =
    g_param_spec_int ("lull-started", NULL, NULL, 0, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LULL_KIND] =
    g_param_spec_enum ("lull-kind", NULL, NULL, ADJ_TYPE_WTJ_LULL_KIND, ADJ_WTJ_LULL_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DECLARED_LULL] =
    g_param_spec_enum ("declared-lull", NULL, NULL, ADJ_TYPE_WTJ_LULL_KIND, ADJ_WTJ_LULL_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AdjWtjScenario:current-step:
   *
   * The wizard's page the players are on (saved with the game).
   */
  properties[PROP_CURRENT_STEP] =
    g_param_spec_int ("current-step", NULL, NULL, 0, 100, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDED] =
    g_param_spec_boolean ("sided", NULL, NULL, TRUE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TERRAIN] =
    g_param_spec_string ("terrain", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AMPHIBIOUS] =
    g_param_spec_boolean ("amphibious", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_USE_SUGGESTED] =
    g_param_spec_boolean ("use-suggested", NULL, NULL, TRUE, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OPT_WORKS] =
    g_param_spec_boolean ("opt-works", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OPT_FUEL] =
    g_param_spec_boolean ("opt-fuel", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_wtj_scenario_init (AdjWtjScenario *self)
{
  self->settings = new_settings ();
  self->rolls = new_rolls ();
  self->manual = new_manual ();
  self->shown = g_new0 (GValue, N_PROPS);
  self->steps = g_list_store_new (ADJ_TYPE_WTJ_STEP);
  self->sides = g_list_store_new (ADJ_TYPE_WTJ_SIDE);
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
  for (int i = 0; i < 2; i++)
    {
      g_autoptr(AdjWtjSide) side = _adj_wtj_side_new (i);
      g_signal_connect (side, "edit", G_CALLBACK (side_edit), self);
      g_list_store_append (self->sides, side);
    }
  refresh_sides (self);
  refresh_steps (self);
  _adj_wtj_refresh_notify (G_OBJECT (self), properties, N_PROPS, self->shown, FALSE);
  return self;
}
