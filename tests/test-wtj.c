/* SPDX-License-Identifier: GPL-3.0-or-later */
/* WTJ "1943" setup: the tables against the source text, the rules and the
 * scenario model. The transcriptions below were typed from
 * rules/wtj-1943-recommended-setup.txt, one string per printed row
 * ("row id: cell | cell | ..."), not from the XML. */

#include "config.h"

#include <string.h>

#include "adj-test-utils.h"
#include "test-wtj-utils.h"
#include "adj-error.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario.h"
#include "adj-wtj-side.h"
#include "adj-wtj-step.h"
#include "adj-xml-private.h"

static AdjRulebook *rb;

static AdjRuleFile *
rules (void)
{
  return adj_rulebook_get_file (rb, ADJ_WTJ_FILE);
}

static char *
squash (const char *s)
{
  GString *out = g_string_new (NULL);

  for (; *s; s++)
    if (*s != ' ')
      g_string_append_c (out, *s);
  return g_string_free (out, FALSE);
}

/* Checks every row and column of a table against "id: a | b | c" lines. */
static void
check_table (const char  *table_id,
             const char **lines,
             guint        n_lines)
{
  AdjRuleTable *t = adj_rulebook_get_table (rb, ADJ_WTJ_FILE, table_id);

  g_assert_nonnull (t);
  g_assert_cmpuint (adj_rule_table_get_n_rows (t), ==, n_lines);
  for (guint i = 0; i < n_lines; i++)
    {
      g_auto(GStrv) head = g_strsplit (lines[i], ":", 2);
      g_auto(GStrv) cells = g_strsplit (head[1], "|", -1);
      int r = adj_rule_table_find_row (t, g_strstrip (head[0]));

      if (r != (int) i)
        g_error ("%s: row %s is at %d, expected %u", table_id, head[0], r, i);
      g_assert_cmpuint (g_strv_length (cells), ==, adj_rule_table_get_n_columns (t));
      for (guint c = 0; cells[c]; c++)
        {
          g_autofree char *want = squash (g_strstrip (cells[c]));
          g_autofree char *got = squash (adj_rule_table_get_text (t, r, c));
          if (g_strcmp0 (want, got) != 0)
            g_error ("%s row %s column %u: source says “%s”, table has “%s”", table_id, head[0], c, want, got);
        }
    }
}

#define CHECK(id, lines) check_table (id, lines, G_N_ELEMENTS (lines))

static void
test_tables_air (void)
{
  const char *sup[] = {
    "germany-russia-poland: +8 | - | +7 | +3 | 0 | -4 | -9",
    "germany-france-belgium: - | +2 | - | - | - | -7 | -9",
    "germany-africa-italy: - | 0 | 0 | -2 | -4 | -6 | -8",
    "japan-mainland-china: +9 | +9 | +9 | +7 | +3 | 0 | -1",
    "japan-pacific-field-force: - | - | +4 | 0 | -2 | -5 | -8",
    "japan-island-garrison: - | - | +2 | -1 | -5 | -7 | -9",
    "japan-malaya-burma: - | - | +3 | +2 | 0 | -4 | -6",
  };
  const char *presence[] = {
    "top: 1D6 | 2D6 | 2D6 | 2D6 | 2D6 | 3D6 | 3D6",
    "high: 5,6 | ½D6 | 1D6 | 2D6 | 1D6 | 2D6 | 2D6",
    "modest: 6 | 5,6 | ½D6 | ½D6 | 1D6 | 1D6 | 2D6",
    "lowest: None | 6 | ½D6 | ½D6 | ½D6 | ½D6 | 1D6",
  };
  const char *assets[] = {
    "german-west-1940: Yes | - | -",
    "german-west-1944-45: - | Yes | -",
    "german-east-1941-42: Yes | - | Yes*",
    "german-east-1943-45: - | Yes | Yes",
    "german-southern-europe-1944: Yes* | - | -",
    "german-north-africa-med-1941-42: Yes | - | -",
    "german-north-africa-med-1943-44: Yes* | - | -",
    "russian-1941-42: - | - | -",
    "russian-1943: - | - | -",
    "russian-1944-45: - | Yes | Yes",
    "american-pacific-1941-43: Yes | - | -",
    "american-pacific-1944-45: Yes | Yes | -",
    "american-med-1943: - | - | -",
    "american-west-italy-1944-45: Yes | - | -",
    "japanese-mainland-china: Yes | - | -",
    "japanese-pacific-asia-1941-43: Yes | - | -",
    "japanese-pacific-asia-1944-45: Yes | - | Yes*",
    "commonwealth-north-africa-med-1940-41: - | - | -",
    "commonwealth-north-africa-med-1942-43: - | - | Yes",
    "commonwealth-med-1944-45: - | Yes | Yes",
    "commonwealth-west-1940: - | - | -",
    "commonwealth-west-1944: - | Yes | Yes",
    "french-1940-field-force: - | - | -",
    "french-1940-fortress: - | - | -",
  };

  CHECK ("air-superiority", sup);
  CHECK ("air-presence", presence);
  CHECK ("air-assets", assets);
  g_assert_cmpint (adj_rule_file_get_int (rules (), "air-superiority-major-offensive-attacker"), ==, 4);
  g_assert_cmpint (adj_rule_file_get_int (rules (), "air-superiority-local-attack-attacker"), ==, 2);
  g_assert_cmpint (adj_rule_file_get_int (rules (), "air-presence-lowest-score"), ==, -1);
}

static void
test_tables_fire (void)
{
  /* The two tables print the same numbers. */
  const char *fire[] = {
    "r2: .15 | .00 | .25 | .15 | .10 | .00",
    "r3-5: .20 | .05 | .30 | .20 | .15 | .05",
    "r6-9: .25 | .10 | .45 | .30 | .15 | .10",
    "r10-11: .35 | .15 | .60 | .45 | .15 | .12",
    "r12: .40 | .20 | .80 | .60 | .20 | .15",
  };
  const char *planned_mods[] = {
    "1939-japanese-china: 1939 | japanese | China | -2",
    "1940-italians-north-africa: 1940 | italians | North Africa | -5",
    "1940-british-north-africa: 1940 | british | North Africa | -4",
    "1940-british-france: 1940 | british | France | -3",
    "1940-french: 1940 | french | - | -1",
    "1941-italians-north-africa: 1941 | italians | North Africa | -3",
    "1941-british-north-africa-asia: 1941 | british | North Africa/Asia | -2",
    "1941-germans-north-africa: 1941 | germans | North Africa | -2",
    "1941-japanese: 1941 | japanese | - | -1",
    "1942-japanese: 1942 | japanese | - | -1",
    "1942-italians-north-africa: 1942 | italians | North Africa | -2",
    "1942-british-north-africa: 1942 | british | North Africa | -2",
    "1943-japanese: 1943 | japanese | - | -1",
    "1943-russians: 1943 | russians | - | +2",
    "1944-japanese: 1944 | japanese | - | -2",
    "1944-germans: 1944 | germans | - | -1",
    "1944-russians: 1944 | russians | - | +3",
    "1944-british: 1944 | british | - | +2",
    "1944-americans: 1944 | americans | - | +3",
    "1945-japanese: 1945 | japanese | - | -3",
    "1945-germans: 1945 | germans | - | -2",
    "1945-americans: 1945 | americans | - | +2",
    "1945-russians: 1945 | russians | - | +4",
  };
  const char *support_mods[] = {
    "1939-japanese-china: 1939 | japanese | China | -2",
    "1940-italians-north-africa: 1940 | italians | North Africa | -5",
    "1940-british-north-africa: 1940 | british | North Africa | -4",
    "1940-british-france: 1940 | british | France | -2",
    "1940-french: 1940 | french | - | -1",
    "1941-italians-north-africa: 1941 | italians | North Africa | -3",
    "1941-british-north-africa-asia: 1941 | british | North Africa/Asia | -3",
    "1941-germans: 1941 | germans | - | +1",
    "1941-russians: 1941 | russians | - | -4",
    "1942-japanese: 1942 | japanese | - | -1",
    "1942-italians-north-africa: 1942 | italians | North Africa | -2",
    "1942-germans-russia: 1942 | germans | Russia | +1",
    "1942-russians: 1942 | russians | - | -3",
    "1943-japanese: 1943 | japanese | - | -1",
    "1943-germans-north-africa: 1943 | germans | North Africa | -1",
    "1943-germans-russia: 1943 | germans | Russia | +2",
    "1943-russians: 1943 | russians | - | -2",
    "1944-japanese: 1944 | japanese | - | -2",
    "1944-germans: 1944 | germans | - | -1",
    "1944-british: 1944 | british | - | +2",
    "1944-americans: 1944 | americans | - | +3",
    "1945-japanese: 1945 | japanese | - | -3",
    "1945-germans: 1945 | germans | - | -2",
    "1945-americans: 1945 | americans | - | +2",
    "1945-russians: 1945 | russians | - | +1",
  };

  CHECK ("planned-fire", fire);
  CHECK ("support-fire", fire);
  CHECK ("planned-fire-modifiers", planned_mods);
  CHECK ("support-fire-modifiers", support_mods);
}

static void
test_tables_counterbattery (void)
{
  const char *cb[] = {
    "a: - | - | 1 - 3 | 4+",
    "b: - | 1,2 | 3+ | -",
    "c: 1,2 | 3 - 5 | 6 | -",
    "d: 1 - 4 | 5,6 | - | -",
  };
  const char *cats[] = {
    "1939-germans: 1939 | germans | - | B", "1939-polish: 1939 | polish | - | C",
    "1940-italians: 1940 | italians | - | D",
    "1940-british-north-africa: 1940 | british | North Africa | D",
    "1940-british-france: 1940 | british | France | C",
    "1940-germans: 1940 | germans | - | B", "1940-french: 1940 | french | - | C",
    "1941-japanese: 1941 | japanese | - | D", "1941-italians: 1941 | italians | - | D",
    "1941-british: 1941 | british | - | C", "1941-russians: 1941 | russians | - | D",
    "1941-germans: 1941 | germans | - | B", "1941-americans: 1941 | americans | - | D",
    "1942-japanese: 1942 | japanese | - | D", "1942-italians: 1942 | italians | - | D",
    "1942-british: 1942 | british | - | B", "1942-russians: 1942 | russians | - | D",
    "1942-germans: 1942 | germans | - | B", "1942-americans: 1942 | americans | - | C",
    "1943-japanese: 1943 | japanese | - | D", "1943-italians: 1943 | italians | - | C",
    "1943-british: 1943 | british | - | B", "1943-russians: 1943 | russians | - | C",
    "1943-germans: 1943 | germans | - | B", "1943-americans: 1943 | americans | - | C",
    "1944-japanese: 1944 | japanese | - | D", "1944-british: 1944 | british | - | A",
    "1944-russians: 1944 | russians | - | B", "1944-germans: 1944 | germans | - | B or C",
    "1944-americans: 1944 | americans | - | A",
    "1945-japanese: 1945 | japanese | - | D", "1945-british: 1945 | british | - | A",
    "1945-russians: 1945 | russians | - | B", "1945-germans: 1945 | germans | - | C",
    "1945-americans: 1945 | americans | - | A",
  };

  CHECK ("counterbattery", cb);
  CHECK ("counterbattery-categories", cats);
}

/* The section of the source page each table comes from: its numbered set-up
 * step ("2) Air Superiority") or heading; "-" for tables added for the program. */
static void
test_tables_sections (void)
{
  const char *want[][2] = {
    { "battle-types", "1) Battle Type" },
    { "air-superiority", "2) Air Superiority" },
    { "air-presence", "3) Air Presence" },
    { "air-cover-priority", "3) Air Presence" },
    { "air-assets", "4) Air Assets" },
    { "air-asset-types", "4) Air Assets" },
    { "planned-fire", "5) Off-Board Artillery Fire: Planned Fire" },
    { "planned-fire-modifiers", "5) Off-Board Artillery Fire: Planned Fire" },
    { "support-fire", "5) Off-Board Artillery Fire: Requested Fire Support" },
    { "support-fire-modifiers", "5) Off-Board Artillery Fire: Requested Fire Support" },
    { "nations", "-" },
    { "theatres", "-" },
    { "counterbattery", "6) Counterbattery Fire" },
    { "counterbattery-categories", "6) Counterbattery Fire" },
    { "proximity", "7) Setup Proximity" },
    { "reaction", "8) Troop Reaction" },
    { "reaction-average-roll", "8) Troop Reaction" },
    { "reaction-profiles", "8) Troop Reaction: Reaction Profiles" },
    { "lull-features", "Combat Lulls" },
    { "defensive-works", "20) Defensive Works" },
    { "fuel-turns", "21) Fuel Supply: Table 1" },
    { "fuel-refuel-delay", "21) Fuel Supply: Table 2" },
    { "fuel-rate", "21) Fuel Supply: Table 3" },
  };
  g_autofree char *text = adj_test_builtin_table_text (ADJ_WTJ_FILE ".xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = adj_xml_parse (text, strlen (text), ADJ_WTJ_FILE ".xml", &error);
  guint n = 0;

  g_assert_no_error (error);
  for (xmlNode *t = xmlDocGetRootElement (doc)->children; t; t = t->next)
    if (adj_xml_is_element (t, "table"))
      {
        g_autofree char *id = adj_xml_get_prop (t, "id");
        g_autofree char *section = adj_xml_get_prop (t, "section");

        g_assert_cmpuint (n, <, G_N_ELEMENTS (want));
        g_assert_cmpstr (id, ==, want[n][0]);
        g_assert_cmpstr (section, ==, want[n][1]);
        n++;
      }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (want));
}

static void
test_tables_proximity_reaction_lull (void)
{
  const char *prox[] = {
    "constricted: 100 | 200 | 300 | 400 | 600 | 800",
    "open: 400 | 500 | 600 | 700 | 900 | 1100",
    "wide-open: 700 | 800 | 900 | 1000 | 1200 | 1600",
  };
  const char *reaction[] = {
    "flexible: C | B | B/A | A | A",
    "normal: D | C | C/B | B | A",
    "rigid: D | D | D/C | C | B",
  };
  const char *average[] = { "average: 1 - 3 | 4 - 6" };
  const char *lull[] = {
    "extra-defenses: Extra Defenses | Hasty Dig-in : Unlimited | Trenchline: 2D6 in inches",
    "repair-combat-base: Repair Roll : Combat Base Damage | 6 | 3 - 6",
    "repair-command-base: Repair Roll: Command Base Damage | 6 | 5,6",
    /* feature names: as printed, save two long ones in our words */
    "refueling: Refueling: Units (already refueling, or due to start within two turns) | Two free turns of refueling | All units fully refueled",
    "recovery-demoralized: Recovery : Demoralized Unit | No recovery | 5,6",
    "reorganize: Reorganize : Units | No reorganizing | Remain pinned on a 1,2",
    "extra-planned-fire: Extra Resource Roll : Planned Fire (barrages) | No | Yes, roll with a -2",
    "extra-fire-support: Extra Resource Roll : Fire support pool points | No | Yes, roll with a -3",
    "reroll-air-superiority: Re-Roll for air superiority? | No | Yes",
    "reroll-air-presence: Re-roll for air presence? | Yes | Yes",
  };

  CHECK ("proximity", prox);
  CHECK ("reaction", reaction);
  CHECK ("reaction-average-roll", average);
  CHECK ("lull-features", lull);
  g_assert_cmpint (adj_rule_file_get_int (rules (), "scale-large-yards-per-inch"), ==, 20);
  g_assert_cmpint (adj_rule_file_get_int (rules (), "scale-medium-yards-per-inch"), ==, 30);
  g_assert_cmpint (adj_rule_file_get_int (rules (), "scale-small-yards-per-inch"), ==, 40);
  g_assert_cmpint (adj_rule_file_get_int (rules (), "lull-start-face"), ==, 6);
  g_assert_cmpint (adj_rule_file_get_int (rules (), "long-lull-from-turn"), ==, 7);
}

static void
test_tables_optional (void)
{
  const char *works[] = {
    "german-west-1940: - | ½D6 | - | - | -",
    "german-west-1944-45: ½D6 | 1D6 | ½D6 | ½D6 | 1D6",
    "german-east-1941-42: - | ½D6 | - | - | -",
    "german-east-1943-45: - | 1D6 | ½D6 | - | 3D6",
    "german-southern-europe: - | 2D6 | ½D6 | - | 1D6",
    "german-north-africa: - | 2D6 | ½D6 | - | 3D6",
    "russian-1941-42: - | 1D6 | ½D6 | - | 1D6",
    "russian-1943: - | 2D6 | ½D6 | ½D6 | 5D6",
    "russian-1944-45: - | ½D6 | - | - | 2D6",
    "american-pacific-theater: - | 2D6 | - | - | -",
    "american-european-theater: - | 1D6 | - | - | 1D6",
    "japanese-mainland-china: - | 1D6 | ½D6 | - | 1D6",
    "japanese-pacific-field-force: - | 1D6 | 1D6 | 1D6 | 1D6",
    "japanese-island-garrison: - | 2D6 | 2D6 | 2D6 | 4D6",
    "commonwealth-north-africa-open: - | 3D6 | 1D6 | - | 6D6",
    "commonwealth-north-africa-fortress: 3D6 | 4D6 | 2D6 | 1D6 | 6D6",
    "commonwealth-europe-1940: - | ½D6 | - | - | -",
    "commonwealth-europe-1944: - | 1D6 | - | - | -",
    "french-1940-field-force: - | - | - | - | -",
    "french-1940-fortress: 1D6 | 2D6 | 2D6 | 2D6 | 1D6",
  };
  const char *fuel1[] = {
    "german-west-1940: - | - | 2 | 3 | 4+",
    "german-west-1944-45: 2 | 3,4 | 5,6 | 7,8 | 9+",
    "german-east-1941-42: - | 2 | 3,4 | 5 - 7 | 8+",
    "german-east-1943-45: 2 | 3 | 4,5 | 6 - 8 | 9+",
    "german-southern-europe: 2 | 3,4 | 5,6 | 7 - 9 | 10+",
    "german-north-africa: 2 | 3,4 | 5,6 | 7 - 9 | 10+",
    "russian-1941-42: - | 2,3 | 4,5 | 6,7 | 8+",
    "russian-1943: - | 2 | 3 | 4,5 | 6+",
    "russian-1944-45: - | - | 2 | 3 | 4+",
    "american-pacific-theater: - | - | - | 2 | 3+",
    "american-european-theater: - | - | 2 | 3 | 4+",
    "japanese-mainland-china: - | 2 | 3 | 4,5 | 6+",
    "japanese-pacific-field-force: 2 | 3 | 4 | 5 | 6+",
    "japanese-island-garrison: - | - | - | 2 | 3+",
    "commonwealth-north-africa-open: - | 2 | 3 | 4 | 5+",
    "commonwealth-north-africa-fortified: - | - | - | 2 | 3+",
    "commonwealth-europe-1940: 2 | 3 | 4 | 5 | 6+",
    "commonwealth-europe-1944: - | 2 | 3 | 4 | 5+",
    "commonwealth-burma-1943-45: - | - | 2 | 3,4 | 5+",
    "french-1940-field-force: - | - | 2 | 3 | 4+",
    "french-1940-fortified: - | - | - | 2 | 3+",
  };
  const char *fuel2[] = {
    "german-west-1940: 1 - 3 | 4,5 | 6 | - | -",
    "german-west-1944-45: - | - | 1,2 | 3,4 | 5,6",
    "german-east-1941-42: 1,2 | 3,4 | 5 | 6 | -",
    "german-east-1943-45: 1 | 2 | 3 | 4,5 | 6",
    "german-southern-europe: 1 | 2,3 | 4,5 | 6 | -",
    "german-north-africa: - | 1,2 | 3,4 | 5,6 | -",
    "russian-1941-42: - | 1 | 2,3 | 4,5 | 6",
    "russian-1943: 1 | 2,3 | 4 - 6 | - | -",
    "russian-1944-45: 1,2 | 3,4 | 5,6 | - | -",
    "american-pacific-theater: 1 - 5 | 6 | - | - | -",
    "american-european-theater: 1 - 3 | 4 - 6 | - | - | -",
    "japanese-mainland-china: 1 | 2 - 4 | 5,6 | - | -",
    "japanese-pacific-field-force: - | 1,2 | 3,4 | 5 | 6",
    "japanese-island-garrison: 1 - 4 | 5,6 | - | - | -",
    "commonwealth-north-africa-open: 1 | 2 | 3,4 | 5,6 | -",
    "commonwealth-north-africa-fortified: 1 - 4 | 5,6 | - | - | -",
    "commonwealth-europe-1940: - | 1,2 | 3 | 4 | 5,6",
    "commonwealth-europe-1944: 1 - 3 | 4 - 6 | - | - | -",
    "commonwealth-burma-1943-45: 1 | 2,3 | 4 | 5 | 6",
    "french-1940-field-force: - | - | 1,2 | 3 - 5 | 6",
    "french-1940-fortified: 1 - 3 | 4,5 | 6 | - | -",
  };
  const char *fuel3[] = {
    "german-west-1940: 1,2 | 3,4 | 5,6 | - | -",
    "german-west-1944-45: 1 - 4 | 5,6 | - | - | -",
    "german-east-1941-42: 1 | 2 - 4 | 5 | 6 | -",
    "german-east-1943-45: 1 - 3 | 4 - 6 | - | - | -",
    "german-southern-europe: 1,2 | 3 - 5 | 6 | - | -",
    "german-north-africa: 1 | 2 - 4 | 5,6 | - | -",
    "russian-1941-42: 1 - 4 | 5,6 | - | - | -",
    "russian-1943: 1 | 2 - 4 | 5,6 | - | -",
    "russian-1944-45: - | - | 1,2 | 3 - 5 | 6",
    "american-pacific-theater: - | - | 1 - 4 | 5,6 | -",
    "american-european-theater: - | 1 | 2 - 3 | 4,5 | 6",
    "japanese-mainland-china: 1 - 3 | 4 - 6 | - | - | -",
    "japanese-pacific-field-force: 1 - 6 | - | - | - | -",
    "japanese-island-garrison: 1 - 6 | - | - | - | -",
    "commonwealth-north-africa-open: - | 1,2 | 3 - 5 | 6 | -",
    "commonwealth-north-africa-fortified: - | - | 1,2 | 3,4 | 5,6",
    "commonwealth-europe-1940: 1,2 | 3,4 | 5,6 | - | -",
    "commonwealth-europe-1944: - | 1 | 2 - 3 | 4 - 6 | -",
    "commonwealth-burma-1943-45: 1,2 | 3,4 | 5 | 6 | -",
    "french-1940-field-force: 1 - 3 | 4 - 6 | - | - | -",
    "french-1940-fortified: 1 | 2,3 | 4,5 | 6 | -",
  };

  CHECK ("defensive-works", works);
  CHECK ("fuel-turns", fuel1);
  CHECK ("fuel-refuel-delay", fuel2);
  CHECK ("fuel-rate", fuel3);
  g_assert_cmpint (adj_rule_file_get_int (rules (), "defensive-works-bases-per-roll"), ==, 150);
}

/* Each die-range row covers its dice exactly once. */
static void
test_cover (void)
{
  const char *row_tables[] = { "counterbattery", "fuel-turns", "fuel-refuel-delay", "fuel-rate", "reaction-average-roll" };

  for (guint i = 0; i < G_N_ELEMENTS (row_tables); i++)
    {
      AdjRuleTable *t = adj_rulebook_get_table (rb, ADJ_WTJ_FILE, row_tables[i]);
      const AdjDiceSpec *dice = adj_rule_table_get_dice (t);

      for (guint r = 0; r < adj_rule_table_get_n_rows (t); r++)
        for (int result = adj_dice_spec_min (dice); result <= adj_dice_spec_max (dice); result++)
          {
            int hits = 0;
            for (guint c = 0; c < adj_rule_table_get_n_columns (t); c++)
              hits += adj_range_contains (adj_rule_table_get_range (t, r, c), result);
            if (hits != 1)
              g_error ("%s row %s: result %d is covered %d times", row_tables[i],
                       adj_rule_table_get_row_id (t, r), result, hits);
          }
    }
  /* Planned fire: the rows together hold 2..12 once each. */
  for (int result = 2; result <= 12; result++)
    {
      AdjRuleTable *t = adj_rulebook_get_table (rb, ADJ_WTJ_FILE, "planned-fire");
      int hits = 0;
      for (guint r = 0; r < adj_rule_table_get_n_rows (t); r++)
        hits += adj_range_contains (adj_rule_table_get_row_roll (t, r), result);
      g_assert_cmpint (hits, ==, 1);
    }
}

static void
test_rules_examples (void)
{
  AdjRuleTable *pf = adj_rulebook_get_table (rb, ADJ_WTJ_FILE, "planned-fire");
  const char *cat;

  /* 0.45 x 23 units = 10.35 -> 10 barrages */
  g_assert_cmpint (adj_wtj_barrages (0.45, 23), ==, 10);
  g_assert_cmpint (adj_wtj_round_half_up (1.5), ==, 2);
  g_assert_cmpint (adj_wtj_barrages (0.15, 10), ==, 2);
  g_assert_cmpint (adj_wtj_barrages (0.05, 9), ==, 0);
  /* British in Italy 1944: line A; a 5 is Advanced */
  cat = adj_wtj_counterbattery_category (rules (), 1944, "british", "italy-med", NULL);
  g_assert_cmpstr (cat, ==, "A");
  g_assert_cmpstr (adj_rule_table_get_column_label (adj_rulebook_get_table (rb, ADJ_WTJ_FILE, "counterbattery"),
                                                    adj_wtj_counterbattery_level (rules (), cat, 5)), ==, "Advanced");
  /* Italians, North Africa 1942: the list says D; a 2 gives nothing */
  cat = adj_wtj_counterbattery_category (rules (), 1942, "italians", "north-africa", NULL);
  g_assert_cmpstr (cat, ==, "D");
  g_assert_cmpstr (adj_rule_table_get_column_label (adj_rulebook_get_table (rb, ADJ_WTJ_FILE, "counterbattery"),
                                                    adj_wtj_counterbattery_level (rules (), cat, 2)), ==, "Nonexistent");
  /* "B or C" and nations not listed: players pick */
  g_assert_true (adj_wtj_category_is_choice (adj_wtj_counterbattery_category (rules (), 1944, "germans", "western-europe", NULL)));
  g_assert_true (adj_wtj_category_is_choice (adj_wtj_counterbattery_category (rules (), 1939, "italians", "north-africa", NULL)));
  /* British 1940: by theatre */
  g_assert_cmpstr (adj_wtj_counterbattery_category (rules (), 1940, "british", "western-europe", NULL), ==, "C");
  g_assert_cmpstr (adj_wtj_counterbattery_category (rules (), 1940, "british", "north-africa", NULL), ==, "D");

  /* clamping */
  g_assert_cmpint (adj_wtj_clamp_to_table (pf, 0), ==, 2);
  g_assert_cmpint (adj_wtj_clamp_to_table (pf, 15), ==, 12);
  g_assert_cmpint (adj_wtj_clamp_to_table (pf, 7), ==, 7);

  /* air presence columns */
  g_assert_cmpint (adj_wtj_air_presence_column (rules (), -2), ==, -1);
  g_assert_cmpint (adj_wtj_air_presence_column (rules (), -12), ==, -1);
  g_assert_cmpint (adj_wtj_air_presence_column (rules (), -1), ==, 0);
  g_assert_cmpint (adj_wtj_air_presence_column (rules (), 4), ==, 5);
  g_assert_cmpint (adj_wtj_air_presence_column (rules (), 5), ==, 6);
  g_assert_cmpint (adj_wtj_air_presence_column (rules (), 11), ==, 6);

  /* ½D6 rounds up; "5,6" one point on those faces */
  for (int f = 1; f <= 6; f++)
    g_assert_cmpint (adj_wtj_dice_value ("½D6", &f, 1, 1), ==, (f + 1) / 2);
  g_assert_cmpint (adj_wtj_dice_value ("½D6", (int[]) { 1, 5 }, 2, 2), ==, 1 + 3);
  g_assert_cmpint (adj_wtj_dice_value ("5,6", (int[]) { 4 }, 1, 1), ==, 0);
  g_assert_cmpint (adj_wtj_dice_value ("5,6", (int[]) { 5 }, 1, 1), ==, 1);
  g_assert_cmpint (adj_wtj_dice_value ("6", (int[]) { 5 }, 1, 1), ==, 0);
  g_assert_cmpint (adj_wtj_dice_value ("None", NULL, 0, 1), ==, 0);
  g_assert_cmpint (adj_wtj_dice_value ("2D6", (int[]) { 3, 4 }, 2, 1), ==, 7);

  /* average training: 3 the left (worse) letter, 4 the right */
  {
    g_autofree char *l3 = adj_wtj_reaction_letter (rules (), "normal", "average", 3, NULL);
    g_autofree char *l4 = adj_wtj_reaction_letter (rules (), "normal", "average", 4, NULL);
    g_autofree char *flex = adj_wtj_reaction_letter (rules (), "flexible", "poor", 0, NULL);
    g_assert_cmpstr (l3, ==, "C");
    g_assert_cmpstr (l4, ==, "B");
    g_assert_cmpstr (flex, ==, "C");
  }

  /* defensive works: one roll per started 150 bases */
  g_assert_cmpint (adj_wtj_works_rolls (rules (), 150), ==, 1);
  g_assert_cmpint (adj_wtj_works_rolls (rules (), 151), ==, 2);
  g_assert_cmpint (adj_wtj_works_rolls (rules (), 1), ==, 1);
  g_assert_cmpint (adj_wtj_works_rolls (rules (), 300), ==, 2);

  /* proximity in inches */
  g_assert_cmpfloat_with_epsilon (adj_wtj_inches (600, 20), 30.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (adj_wtj_inches (600, 40), 15.0, 1e-9);

  /* air superiority modifiers; "-" is no entry */
  {
    int mod, row = adj_wtj_air_superiority_row (rules (), "germans", "eastern-front");
    g_assert_cmpint (row, >=, 0);
    g_assert_true (adj_wtj_air_superiority_modifier (rules (), row, 1943, &mod));
    g_assert_cmpint (mod, ==, 0);
    g_assert_false (adj_wtj_air_superiority_modifier (rules (), row, 1940, &mod));
    g_assert_cmpint (adj_wtj_air_superiority_row (rules (), "russians", "eastern-front"), ==, -1);
    g_assert_cmpint (adj_wtj_air_superiority_row (rules (), "italians", "north-africa"), ==,
                     adj_rule_table_find_row (adj_rulebook_get_table (rb, ADJ_WTJ_FILE, "air-superiority"), "germany-africa-italy"));
  }
  /* suggested nation/location rows */
  {
    AdjRuleTable *works = adj_rulebook_get_table (rb, ADJ_WTJ_FILE, "defensive-works");
    AdjRuleTable *assets = adj_rulebook_get_table (rb, ADJ_WTJ_FILE, "air-assets");
    AdjRuleTable *fuel = adj_rulebook_get_table (rb, ADJ_WTJ_FILE, "fuel-turns");
    g_assert_cmpstr (adj_rule_table_get_row_id (works, adj_wtj_guess_row (rules (), works, "Russian", 1943, "eastern-front")), ==, "russian-1943");
    g_assert_cmpstr (adj_rule_table_get_row_id (works, adj_wtj_guess_row (rules (), works, "German", 1943, "eastern-front")), ==, "german-east-1943-45");
    g_assert_cmpstr (adj_rule_table_get_row_id (assets, adj_wtj_guess_row (rules (), assets, "German", 1942, "north-africa")), ==, "german-north-africa-med-1941-42");
    g_assert_cmpstr (adj_rule_table_get_row_id (assets, adj_wtj_guess_row (rules (), assets, "American", 1944, "pacific")), ==, "american-pacific-1944-45");
    g_assert_cmpstr (adj_rule_table_get_row_id (fuel, adj_wtj_guess_row (rules (), fuel, "Commonwealth", 1944, "malaya-burma")), ==, "commonwealth-burma-1943-45");
    g_assert_cmpint (adj_wtj_guess_row (rules (), fuel, NULL, 1943, "eastern-front"), ==, -1);
  }
  g_assert_true (adj_wtj_lull_is_long (rules (), 7));
  g_assert_false (adj_wtj_lull_is_long (rules (), 6));
}

static AdjWtjScenario *
new_scenario (void)
{
  return adj_wtj_scenario_new (rb);
}

static void
test_scenario_fire (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autoptr(AdjWtjResult) r = NULL;
  g_autoptr(AdjWtjResult) d = NULL;

  /* 1943 Eastern Front, Major Offensive, Germans (side 0) attack; 23 units */
  g_assert_true (adj_wtj_scenario_set_setting (s, "units-0", "13", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "units-1", "10", NULL));
  wtj_test_roll (s, "planned-0", (int[]) { 3, 4 }, 2);
  r = adj_wtj_scenario_get_result (s, "planned-0");
  g_assert_true (r->done);
  g_assert_cmpint (r->modifier, ==, 0);
  g_assert_cmpint (r->value, ==, 10);  /* .45 x 23 */
  g_assert_cmpint (r->outcome, ==, ADJ_WTJ_OUTCOME_BARRAGES);

  /* Russians 1943: +2 on planned fire; 6 + 6 + 2 clamps to 12 */
  wtj_test_roll (s, "planned-1", (int[]) { 6, 6 }, 2);
  d = adj_wtj_scenario_get_result (s, "planned-1");
  g_assert_cmpint (d->modifier, ==, 2);
  g_assert_cmpint (d->row, ==, adj_rule_table_find_row (adj_rulebook_get_table (rb, ADJ_WTJ_FILE, "planned-fire"), "r12"));
  g_assert_cmpint (d->value, ==, 14);  /* .60 x 23 = 13.8 */
  g_clear_pointer (&d, adj_wtj_result_free);

  /* Support fire: Russians 1943 -2; 1 + 1 - 2 clamps to 2 */
  wtj_test_roll (s, "support-1", (int[]) { 1, 1 }, 2);
  d = adj_wtj_scenario_get_result (s, "support-1");
  g_assert_cmpint (d->modifier, ==, -2);
  g_assert_cmpint (d->row, ==, 0);
  g_assert_cmpint (d->value, ==, 3);   /* .15 x 23 = 3.45 */
  g_clear_pointer (&d, adj_wtj_result_free);

  /* amphibious: the shore defender gets no planned fire */
  g_assert_true (adj_wtj_scenario_set_setting (s, "amphibious", "yes", NULL));
  d = adj_wtj_scenario_get_result (s, "planned-1");
  g_assert_false (d->applicable);
  g_assert_cmpint (d->value, ==, 0);
  g_assert_null (d->spec);
  g_clear_pointer (&d, adj_wtj_result_free);
  g_clear_pointer (&r, adj_wtj_result_free);
  r = adj_wtj_scenario_get_result (s, "planned-0");
  g_assert_true (r->applicable);
  g_assert_cmpint (r->value, ==, 10);
}

static void
test_scenario_air (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autoptr(AdjWtjResult) sup = NULL;
  g_autoptr(AdjWtjResult) p0 = NULL;
  g_autoptr(AdjWtjResult) p1 = NULL;

  /* Germans attack in a Major Offensive 1943 in Russia: 0 + 4 */
  sup = adj_wtj_scenario_get_result (s, "superiority-0");
  g_assert_cmpint (sup->modifier, ==, 4);
  g_clear_pointer (&sup, adj_wtj_result_free);
  sup = adj_wtj_scenario_get_result (s, "superiority-1");
  g_assert_cmpint (sup->modifier, ==, 0);
  g_clear_pointer (&sup, adj_wtj_result_free);

  wtj_test_roll (s, "superiority-0", (int[]) { 1, 1 }, 2);   /* 2 + 4 = 6 */
  wtj_test_roll (s, "superiority-1", (int[]) { 5, 4 }, 2);   /* 9: Germans -3, Russians +3 */
  p0 = adj_wtj_scenario_get_result (s, "presence-0");
  g_assert_true (p0->done);
  g_assert_cmpint (p0->value, ==, 0);
  g_assert_null (p0->spec);
  p1 = adj_wtj_scenario_get_result (s, "presence-1");
  g_assert_false (p1->done);
  g_assert_cmpstr (p1->spec, ==, "1D6");   /* Modest, +3 */
  wtj_test_roll (s, "presence-1", (int[]) { 4 }, 1);
  g_clear_pointer (&p1, adj_wtj_result_free);
  p1 = adj_wtj_scenario_get_result (s, "presence-1");
  g_assert_cmpint (p1->value, ==, 4);

  /* Assets: roll every point now among the Russians' 1943 types */
  g_assert_true (adj_wtj_scenario_set_side_setting (s, "assets-mode", 1, "roll", NULL));
  {
    g_autoptr(GPtrArray) types = adj_wtj_scenario_dup_asset_types (s, 1);
    g_autoptr(AdjWtjResult) a = adj_wtj_scenario_get_result (s, "assets-1");
    g_assert_cmpuint (types->len, ==, 2);   /* strafing, level bombing */
    g_assert_cmpstr (a->spec, ==, "4d2");
    wtj_test_roll (s, "assets-1", (int[]) { 1, 2, 2, 1 }, 4);
    g_assert_cmpstr (adj_wtj_scenario_get_asset (s, 1, 1), ==, "level-bombing");
  }

  /* "Roll again" on one step keeps the others */
  adj_wtj_scenario_clear (s, "presence-1");
  {
    guint n;
    g_assert_null (adj_wtj_scenario_get_faces (s, "presence-1", &n));
    g_assert_nonnull (adj_wtj_scenario_get_faces (s, "superiority-0", &n));
  }

  /* declared superiority: the score set by hand */
  adj_wtj_scenario_set_manual (s, "superiority", 5);
  g_clear_pointer (&p0, adj_wtj_result_free);
  p0 = adj_wtj_scenario_get_result (s, "presence-0");
  g_assert_cmpint (p0->column, ==, 6);
}

static void
count_notify (guint *count)
{
  (*count)++;
}

static void
test_scenario_steps (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autoptr(AdjWtjResult) r = NULL;
  g_autoptr(GError) error = NULL;

  /* proximity: open terrain, 5 -> 900 yards, lulls from turn 5 */
  wtj_test_roll (s, "proximity", (int[]) { 5 }, 1);
  r = adj_wtj_scenario_get_result (s, "proximity");
  g_assert_cmpint (r->value, ==, 900);
  g_assert_cmpint (adj_wtj_scenario_get_first_lull_turn (s), ==, 5);
  g_clear_pointer (&r, adj_wtj_result_free);

  /* reaction: normal/average, 3 -> C */
  wtj_test_roll (s, "reaction-0", (int[]) { 3 }, 1);
  r = adj_wtj_scenario_get_result (s, "reaction-0");
  g_assert_cmpint (r->value, ==, 'C');
  g_clear_pointer (&r, adj_wtj_result_free);

  /* counterbattery, 1944 Germans: "B or C", players pick */
  g_assert_true (adj_wtj_scenario_set_setting (s, "year", "1944", NULL));
  r = adj_wtj_scenario_get_result (s, "counterbattery-0");
  g_assert_null (r->spec);
  g_assert_cmpint (r->note, ==, ADJ_WTJ_NOTE_CATEGORY_CHOICE);
  g_clear_pointer (&r, adj_wtj_result_free);
  g_assert_true (adj_wtj_scenario_set_side_setting (s, "category", 0, "C", NULL));
  wtj_test_roll (s, "counterbattery-0", (int[]) { 6 }, 1);
  r = adj_wtj_scenario_get_result (s, "counterbattery-0");
  g_assert_cmpint (r->outcome, ==, ADJ_WTJ_OUTCOME_COLUMN);
  g_assert_cmpstr (adj_rule_table_get_column_label (r->table, r->column), ==, "Capable");
  g_clear_pointer (&r, adj_wtj_result_free);

  /* impossible faces are refused */
  g_assert_false (adj_wtj_scenario_roll (s, "proximity", (int[]) { 7 }, 1, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
  g_clear_error (&error);
  g_assert_false (adj_wtj_scenario_set_setting (s, "year", "1950", &error));
  g_clear_error (&error);

  /* defensive works: defender Russians 1943 (row picked), 151 bases -> two rolls */
  g_assert_true (adj_wtj_scenario_set_setting (s, "year", "1943", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "bases-0", "100", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "bases-1", "51", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "row-1-defensive-works", "russian-1943", NULL));
  r = adj_wtj_scenario_get_result (s, "works-pillboxes");
  g_assert_cmpstr (r->spec, ==, "2d6");   /* ½D6 twice */
  wtj_test_roll (s, "works-pillboxes", (int[]) { 1, 6 }, 2);
  g_clear_pointer (&r, adj_wtj_result_free);
  r = adj_wtj_scenario_get_result (s, "works-pillboxes");
  g_assert_cmpint (r->value, ==, 4);
  g_clear_pointer (&r, adj_wtj_result_free);
  r = adj_wtj_scenario_get_result (s, "works-anti-tank-ditch");
  g_assert_false (r->applicable);
  g_clear_pointer (&r, adj_wtj_result_free);
  /* trenches count lengths of 10″ (the table's "x10″"): 2D6 twice */
  wtj_test_roll (s, "works-trenches", (int[]) { 3, 4, 2, 5 }, 4);
  r = adj_wtj_scenario_get_result (s, "works-trenches");
  g_assert_cmpint (r->outcome, ==, ADJ_WTJ_OUTCOME_LENGTHS);
  g_assert_cmpint (r->value, ==, 14);
  g_assert_cmpint (r->count, ==, 10);
  g_clear_pointer (&r, adj_wtj_result_free);
  /* the attacker's trenches too, and not its minefields */
  wtj_test_roll (s, "works-attacker-trenches", (int[]) { 6, 6 }, 2);
  r = adj_wtj_scenario_get_result (s, "works-attacker-trenches");
  g_assert_cmpint (r->outcome, ==, ADJ_WTJ_OUTCOME_LENGTHS);
  g_assert_cmpint (r->value * r->count, ==, 120);
  g_clear_pointer (&r, adj_wtj_result_free);
  wtj_test_roll (s, "works-attacker-minefields", (int[]) { 2 }, 1);
  r = adj_wtj_scenario_get_result (s, "works-attacker-minefields");
  g_assert_cmpint (r->outcome, ==, ADJ_WTJ_OUTCOME_NUMBER);
  g_clear_pointer (&r, adj_wtj_result_free);

  /* fuel: a German company, East 1941-42 picked; 2d6 = 6 -> 6 turns? (3,4 is column 6) */
  adj_wtj_scenario_add_company (s, 0);
  g_assert_true (adj_wtj_scenario_set_setting (s, "company-0-row", "german-east-1941-42", NULL));
  wtj_test_roll (s, "fuel-0-turns", (int[]) { 1, 2 }, 2);
  r = adj_wtj_scenario_get_result (s, "fuel-0-turns");
  g_assert_cmpstr (adj_rule_table_get_column_label (r->table, r->column), ==, "6");
  g_clear_pointer (&r, adj_wtj_result_free);
  wtj_test_roll (s, "fuel-0-rate", (int[]) { 5 }, 1);
  r = adj_wtj_scenario_get_result (s, "fuel-0-rate");
  g_assert_cmpstr (adj_rule_table_get_column_label (r->table, r->column), ==, "9");
  g_clear_pointer (&r, adj_wtj_result_free);

  /* lulls: from turn 5; a 6 on turn 5 is short, on turn 7 long */
  {
    guint notified = 0;
    gulong id = g_signal_connect_swapped (s, "notify::lull-turn", G_CALLBACK (count_notify), &notified);
    adj_wtj_scenario_next_turn (s);
    adj_wtj_scenario_previous_turn (s);
    adj_wtj_scenario_set_manual (s, "planned-0", 3);   /* no turn change: no notify */
    g_assert_cmpuint (notified, ==, 2);
    g_signal_handler_disconnect (s, id);
  }
  for (int t = 1; t < 5; t++)
    adj_wtj_scenario_next_turn (s);
  r = adj_wtj_scenario_get_result (s, "lull-4");
  g_assert_null (r->spec);
  g_clear_pointer (&r, adj_wtj_result_free);
  wtj_test_roll (s, "lull-5", (int[]) { 3 }, 1);
  adj_wtj_scenario_next_turn (s);
  wtj_test_roll (s, "lull-6", (int[]) { 2 }, 1);
  adj_wtj_scenario_next_turn (s);
  wtj_test_roll (s, "lull-7", (int[]) { 6 }, 1);
  g_assert_cmpint (adj_wtj_scenario_get_lull_started (s), ==, 7);
  r = adj_wtj_scenario_get_result (s, "lull-7");
  g_assert_cmpint (r->outcome, ==, ADJ_WTJ_OUTCOME_LONG_LULL);
  g_clear_pointer (&r, adj_wtj_result_free);
  adj_wtj_scenario_clear (s, "lull-7");
  adj_wtj_scenario_previous_turn (s);
  adj_wtj_scenario_clear (s, "lull-6");
  wtj_test_roll (s, "lull-6", (int[]) { 6 }, 1);
  r = adj_wtj_scenario_get_result (s, "lull-6");
  g_assert_cmpint (r->outcome, ==, ADJ_WTJ_OUTCOME_SHORT_LULL);
  g_assert_cmpint (adj_wtj_scenario_get_lull_kind (s), ==, 1);
  /* players may declare either kind at any time */
  g_assert_true (adj_wtj_scenario_set_setting (s, "declared-lull", "long", NULL));
  g_assert_cmpint (adj_wtj_scenario_get_lull_kind (s), ==, 2);
  g_assert_true (adj_wtj_scenario_set_setting (s, "declared-lull", NULL, NULL));
  g_assert_cmpint (adj_wtj_scenario_get_lull_kind (s), ==, 1);
}

/* Steps that need more dice than one roll holds are rolled in parts. */
static void
test_scenario_rolled_in_parts (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autoptr(AdjWtjResult) r = NULL;
  int faces[15];

  /* Germans, Top priority, declared score +5: 3D6 air points */
  g_assert_true (adj_wtj_scenario_set_setting (s, "priority-0", "top", NULL));
  adj_wtj_scenario_set_manual (s, "superiority", 5);
  wtj_test_roll (s, "presence-0", (int[]) { 6, 6, 6 }, 3);
  g_assert_true (adj_wtj_scenario_set_setting (s, "assets-mode-0", "roll", NULL));
  r = adj_wtj_scenario_get_result (s, "assets-0");
  g_assert_cmpint (r->value, ==, 18);
  g_assert_cmpstr (r->spec, ==, "15d4");   /* East 1943-45: strafing, level bombing, rocket, AT cannon */
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    faces[i] = 1 + i % 4;
  wtj_test_roll (s, "assets-0", faces, 15);
  g_clear_pointer (&r, adj_wtj_result_free);
  r = adj_wtj_scenario_get_result (s, "assets-0");
  g_assert_false (r->done);
  g_assert_true (r->append);
  g_assert_cmpstr (r->spec, ==, "3d4");
  wtj_test_roll (s, "assets-0", (int[]) { 4, 4, 3 }, 3);
  g_clear_pointer (&r, adj_wtj_result_free);
  r = adj_wtj_scenario_get_result (s, "assets-0");
  g_assert_true (r->done);
  g_assert_null (r->spec);
  g_assert_cmpstr (adj_wtj_scenario_get_asset (s, 0, 0), ==, "strafing");
  g_assert_cmpstr (adj_wtj_scenario_get_asset (s, 0, 17), ==, "rocket");
  g_clear_pointer (&r, adj_wtj_result_free);

  /* British defending North Africa in the open: minefields 6D6, twice for 151 bases */
  g_assert_true (adj_wtj_scenario_set_setting (s, "nation-1", "british", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "row-1-defensive-works", "commonwealth-north-africa-open", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "bases-0", "100", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "bases-1", "51", NULL));
  r = adj_wtj_scenario_get_result (s, "works-minefields");
  g_assert_cmpstr (r->spec, ==, "6d6");
  wtj_test_roll (s, "works-minefields", (int[]) { 1, 2, 3, 4, 5, 6 }, 6);
  g_clear_pointer (&r, adj_wtj_result_free);
  r = adj_wtj_scenario_get_result (s, "works-minefields");
  g_assert_false (r->done);
  wtj_test_roll (s, "works-minefields", (int[]) { 6, 6, 6, 6, 6, 6 }, 6);
  g_clear_pointer (&r, adj_wtj_result_free);
  r = adj_wtj_scenario_get_result (s, "works-minefields");
  g_assert_true (r->done);
  g_assert_cmpint (r->value, ==, 21 + 36);
}

static void
test_scenario_save_load (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autoptr(AdjWtjScenario) t = new_scenario ();
  g_autoptr(GError) error = NULL;
  g_autofree char *snap = NULL;
  g_autofree char *snap2 = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *bad = NULL;

  g_assert_true (adj_wtj_scenario_set_setting (s, "battle-type", "local-attack", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "nation-1", "british", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (s, "theatre", "italy-med", NULL));
  wtj_test_roll (s, "proximity", (int[]) { 2 }, 1);
  adj_wtj_scenario_set_manual (s, "planned-0", 7);
  adj_wtj_scenario_add_company (s, 1);
  snap = adj_model_snapshot (ADJ_MODEL (s));
  g_assert_true (adj_model_restore (ADJ_MODEL (t), snap, &error));
  g_assert_no_error (error);
  snap2 = adj_model_snapshot (ADJ_MODEL (t));
  g_assert_cmpstr (snap, ==, snap2);
  g_assert_cmpint (adj_wtj_scenario_get_first_lull_turn (t), ==, 2);
  {
    g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (t, "planned-0");
    g_assert_true (r->manual);
    g_assert_cmpint (r->value, ==, 7);
  }

  /* a bad file changes nothing */
  before = adj_model_snapshot (ADJ_MODEL (t));
  bad = g_strdup ("<model id=\"wtj\" version=\"1\"><set key=\"nation-0\" value=\"martians\"/></model>");
  g_assert_false (adj_model_restore (ADJ_MODEL (t), bad, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
  g_clear_error (&error);
  g_free (bad);
  bad = g_strdup ("<model id=\"wtj\" version=\"1\"><roll key=\"proximity\" faces=\"x\"/></model>");
  g_assert_false (adj_model_restore (ADJ_MODEL (t), bad, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
  g_clear_error (&error);
  g_free (bad);
  bad = g_strdup ("<model id=\"wtj\" version=\"1\"><roll key=\"fuel-3-turns\" faces=\"2 3\"/></model>");
  g_assert_false (adj_model_restore (ADJ_MODEL (t), bad, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
  g_clear_error (&error);
  after = adj_model_snapshot (ADJ_MODEL (t));
  g_assert_cmpstr (before, ==, after);

  adj_model_reset (ADJ_MODEL (t));
  g_assert_cmpstr (adj_wtj_scenario_get_setting (t, "battle-type"), ==, "major-offensive");
}

static void
test_scenario_undo (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wtj-undo-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.adjutant", NULL);
  g_autoptr(AdjGame) game = adj_game_new (rb, path);
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autoptr(GError) error = NULL;
  AdjHistory *history;
  guint n;

  adj_game_add_model (game, ADJ_MODEL (s));
  history = adj_game_get_history (game, "wtj");
  wtj_test_roll (s, "proximity", (int[]) { 6 }, 1);
  wtj_test_roll (s, "reaction-0", (int[]) { 2 }, 1);
  g_assert_true (adj_history_get_can_undo (history));
  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_null (adj_wtj_scenario_get_faces (s, "reaction-0", &n));
  g_assert_nonnull (adj_wtj_scenario_get_faces (s, "proximity", &n));
  g_assert_true (adj_history_redo (history, &error));
  g_assert_nonnull (adj_wtj_scenario_get_faces (s, "reaction-0", &n));
  /* the game saved itself */
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_object (&s);
  g_clear_object (&game);
  adj_test_remove_tree (dir);
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
}

typedef struct {
  guint position, removed, added, count;
} ItemsChanged;

static void
items_changed_cb (GListModel   *model,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *seen)
{
  seen->position = position;
  seen->removed = removed;
  seen->added = added;
  seen->count++;
}

static guint
step_index (AdjWtjScenario *s,
            const char     *key)
{
  GListModel *steps = adj_wtj_scenario_get_steps (s);

  for (guint i = 0; i < g_list_model_get_n_items (steps); i++)
    {
      g_autoptr(AdjWtjStep) step = g_list_model_get_item (steps, i);
      if (g_str_equal (adj_wtj_step_get_key (step), key))
        return i;
    }
  g_assert_not_reached ();
}

/* The steps list: one item per roll; companies and game turns add and
 * remove theirs with one exact items-changed. */
static void
test_steps_list (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  GListModel *steps = adj_wtj_scenario_get_steps (s);
  ItemsChanged seen = { 0 };
  guint n = g_list_model_get_n_items (steps);
  guint lull;

  g_assert_true (g_list_model_get_item_type (steps) == ADJ_TYPE_WTJ_STEP);
  g_assert_nonnull (adj_wtj_scenario_find_step (s, "planned-0"));
  g_assert_nonnull (adj_wtj_scenario_find_step (s, "works-attacker-minefields"));
  g_assert_nonnull (adj_wtj_scenario_find_step (s, "lull-1"));
  g_assert_null (adj_wtj_scenario_find_step (s, "fuel-0-turns"));
  g_assert_null (adj_wtj_scenario_find_step (s, "lull-2"));
  g_signal_connect (steps, "items-changed", G_CALLBACK (items_changed_cb), &seen);

  /* a roll changes no item of the list */
  wtj_test_roll (s, "planned-0", (int[]) { 3, 4 }, 2);
  g_assert_cmpuint (seen.count, ==, 0);

  /* a company: its three rolls before the game turns' */
  lull = step_index (s, "lull-1");
  adj_wtj_scenario_add_company (s, 0);
  g_assert_cmpuint (seen.count, ==, 1);
  g_assert_cmpuint (seen.position, ==, lull);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 3);
  g_assert_cmpuint (step_index (s, "fuel-0-turns"), ==, lull);
  adj_wtj_scenario_add_company (s, 1);
  g_assert_cmpuint (seen.position, ==, lull + 3);
  g_assert_cmpuint (seen.added, ==, 3);
  /* removing the first company: the second moves up (its rolls are now company 0's) */
  adj_wtj_scenario_remove_company (s, 0);
  g_assert_cmpuint (seen.count, ==, 3);
  g_assert_cmpuint (seen.position, ==, lull + 3);
  g_assert_cmpuint (seen.removed, ==, 3);
  g_assert_cmpuint (seen.added, ==, 0);

  /* the next game turn brings its lull roll, at the end */
  adj_wtj_scenario_next_turn (s);
  g_assert_cmpuint (seen.count, ==, 4);
  g_assert_cmpuint (seen.position, ==, n + 3);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  adj_wtj_scenario_previous_turn (s);
  g_assert_cmpuint (seen.count, ==, 5);
  g_assert_cmpuint (seen.position, ==, n + 3);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (steps), ==, n + 3);
  g_signal_handlers_disconnect_by_data (steps, &seen);
}

/* A step notifies what changed of its facts, and only the steps a change
 * touches notify. */
static void
test_step_notify (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  AdjWtjStep *planned = adj_wtj_scenario_find_step (s, "planned-0");
  AdjWtjStep *proximity = adj_wtj_scenario_find_step (s, "proximity");
  guint done = 0, result = 0, other = 0, value = 0;

  g_signal_connect_swapped (planned, "notify::done", G_CALLBACK (count_notify), &done);
  g_signal_connect_swapped (planned, "notify::result", G_CALLBACK (count_notify), &result);
  g_signal_connect_swapped (planned, "notify::value", G_CALLBACK (count_notify), &value);
  g_signal_connect_swapped (proximity, "notify::result", G_CALLBACK (count_notify), &other);
  g_assert_false (adj_wtj_step_get_done (planned));
  g_assert_cmpstr (adj_wtj_step_get_spec (planned), ==, "2d6");

  wtj_test_roll (s, "planned-0", (int[]) { 3, 4 }, 2);
  g_assert_cmpuint (done, ==, 1);
  g_assert_cmpuint (result, ==, 1);
  g_assert_cmpuint (value, ==, 1);
  g_assert_cmpuint (other, ==, 0);
  g_assert_true (adj_wtj_step_get_done (planned));
  g_assert_cmpint (adj_wtj_step_get_outcome (planned), ==, ADJ_WTJ_OUTCOME_BARRAGES);
  g_assert_cmpint (adj_wtj_step_get_value (planned), ==, 11);   /* .45 × 24 */

  /* more units: the same roll, more barrages; still done */
  g_assert_true (adj_wtj_scenario_set_setting (s, "units-0", "20", NULL));
  g_assert_cmpuint (done, ==, 1);
  g_assert_cmpuint (value, ==, 2);
  g_assert_cmpuint (result, ==, 2);
  g_assert_cmpuint (other, ==, 0);
  /* a setting no result counts with changes no step */
  g_assert_true (adj_wtj_scenario_set_side_setting (s, "name", 0, "Heeresgruppe Süd", NULL));
  g_assert_cmpuint (result, ==, 2);
  g_assert_cmpuint (other, ==, 0);
  g_signal_handlers_disconnect_by_data (planned, &done);
  g_signal_handlers_disconnect_by_data (planned, &result);
  g_signal_handlers_disconnect_by_data (planned, &value);
  g_signal_handlers_disconnect_by_data (proximity, &other);
}

/* The sides are items with their settings as properties: each notifies
 * only its own change, and writing one is a change of the scenario. */
static void
test_sides (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  GListModel *sides = adj_wtj_scenario_get_sides (s);
  AdjWtjSide *first = adj_wtj_scenario_get_side (s, 0);
  AdjWtjSide *second = adj_wtj_scenario_get_side (s, 1);
  g_autofree char *nation = NULL;
  guint first_n = 0, second_n = 0, units = 0, mode = 0;
  int n_units;
  AdjWtjAssetsMode assets_mode;

  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 2);
  g_assert_cmpint (adj_wtj_side_get_index (second), ==, 1);
  g_object_get (second, "nation", &nation, "units", &n_units, NULL);
  g_assert_cmpstr (nation, ==, "russians");
  g_assert_cmpint (n_units, ==, 12);
  g_signal_connect_swapped (first, "notify", G_CALLBACK (count_notify), &first_n);
  g_signal_connect_swapped (second, "notify", G_CALLBACK (count_notify), &second_n);
  g_signal_connect_swapped (second, "notify::units", G_CALLBACK (count_notify), &units);
  g_signal_connect_swapped (second, "notify::assets-mode", G_CALLBACK (count_notify), &mode);

  g_assert_true (adj_wtj_scenario_set_setting (s, "units-1", "15", NULL));
  g_assert_cmpuint (units, ==, 1);
  g_assert_cmpuint (second_n, ==, 1);
  g_assert_cmpuint (first_n, ==, 0);
  /* writing the property is the same change */
  g_object_set (second, "assets-mode", ADJ_WTJ_ASSETS_ROLL, NULL);
  g_assert_cmpstr (adj_wtj_scenario_get_setting (s, "assets-mode-1"), ==, "roll");
  g_assert_cmpuint (mode, ==, 1);
  g_object_get (second, "assets-mode", &assets_mode, NULL);
  g_assert_cmpint (assets_mode, ==, ADJ_WTJ_ASSETS_ROLL);
  /* a value the tables do not know is refused, and nothing notifies */
  g_object_set (second, "nation", "martians", NULL);
  g_assert_cmpstr (adj_wtj_scenario_get_setting (s, "nation-1"), ==, "russians");
  g_assert_cmpuint (second_n, ==, 2);
  g_assert_cmpuint (first_n, ==, 0);
  /* the first page's settings are writable properties of the scenario */
  g_object_set (s, "opt-works", TRUE, "year", 1944, "battle-type", "local-attack", NULL);
  g_assert_cmpstr (adj_wtj_scenario_get_setting (s, "opt-works"), ==, "yes");
  g_assert_cmpint (adj_wtj_scenario_get_int (s, "year"), ==, 1944);
  g_assert_cmpstr (adj_wtj_scenario_get_setting (s, "battle-type"), ==, "local-attack");
  g_object_set (s, "year", 1950, NULL);   /* no such column: refused */
  g_assert_cmpint (adj_wtj_scenario_get_int (s, "year"), ==, 1944);
  g_signal_handlers_disconnect_by_data (first, &first_n);
  g_signal_handlers_disconnect_by_data (second, &second_n);
  g_signal_handlers_disconnect_by_data (second, &units);
  g_signal_handlers_disconnect_by_data (second, &mode);
}

/* The table rows players chose for a side are its properties too:
 * "superiority-row" is the setting "row-1-air-superiority", both ways. */
static void
test_side_rows (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  AdjWtjSide *second = adj_wtj_scenario_get_side (s, 1);
  g_autofree char *row = NULL;
  guint rows = 0;

  g_signal_connect_swapped (second, "notify::works-row", G_CALLBACK (count_notify), &rows);
  g_assert_true (adj_wtj_scenario_set_setting (s, "row-1-defensive-works", "german-west-1940", NULL));
  g_assert_cmpuint (rows, ==, 1);
  g_object_get (second, "works-row", &row, NULL);
  g_assert_cmpstr (row, ==, "german-west-1940");
  g_object_set (second, "superiority-row", "germany-africa-italy", "assets-row", NULL, NULL);
  g_assert_cmpstr (adj_wtj_scenario_get_setting (s, "row-1-air-superiority"), ==, "germany-africa-italy");
  g_assert_null (adj_wtj_scenario_get_setting (s, "row-0-air-superiority"));
  g_object_set (second, "works-row", NULL, NULL);
  g_assert_null (adj_wtj_scenario_get_setting (s, "row-1-defensive-works"));
  g_assert_cmpuint (rows, ==, 2);
  g_signal_handlers_disconnect_by_data (second, &rows);
}

/* The air points players chose are a property of their side: it holds one
 * type per point of the side's air assets ("" if none chosen), notifies once
 * when a point or the number of points changes, and only then; setting a
 * point is the change of the setting "asset-S-P". */
static void
test_side_asset_points (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  AdjWtjSide *first = adj_wtj_scenario_get_side (s, 0);
  AdjWtjSide *second = adj_wtj_scenario_get_side (s, 1);
  g_auto(GStrv) points = NULL;
  guint n = 0, other = 0;

  g_assert_cmpuint (g_strv_length ((char **) adj_wtj_side_get_asset_points (first)), ==, 0);
  g_signal_connect_swapped (first, "notify::asset-points", G_CALLBACK (count_notify), &n);
  g_signal_connect_swapped (second, "notify::asset-points", G_CALLBACK (count_notify), &other);
  adj_wtj_scenario_set_manual (s, "presence-0", 3);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (other, ==, 0);
  g_object_get (first, "asset-points", &points, NULL);
  g_assert_cmpuint (g_strv_length (points), ==, 3);
  g_assert_cmpstr (points[1], ==, "");

  adj_wtj_side_set_asset_point (first, 1, "strafing");
  g_assert_cmpstr (adj_wtj_scenario_get_setting (s, "asset-0-1"), ==, "strafing");
  g_assert_cmpstr (adj_wtj_side_get_asset_points (first)[1], ==, "strafing");
  g_assert_cmpstr (adj_wtj_side_get_asset_points (first)[0], ==, "");
  g_assert_cmpuint (n, ==, 2);
  /* the same type again, a type the tables do not know, another setting: no notify */
  adj_wtj_side_set_asset_point (first, 1, "strafing");
  adj_wtj_side_set_asset_point (first, 0, "martian");
  g_assert_null (adj_wtj_scenario_get_setting (s, "asset-0-0"));
  g_assert_true (adj_wtj_scenario_set_setting (s, "units-0", "15", NULL));
  g_assert_cmpuint (n, ==, 2);
  /* a point set back to none */
  adj_wtj_side_set_asset_point (first, 1, NULL);
  g_assert_null (adj_wtj_scenario_get_setting (s, "asset-0-1"));
  g_assert_cmpstr (adj_wtj_side_get_asset_points (first)[1], ==, "");
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (other, ==, 0);
  g_signal_handlers_disconnect_by_data (first, &n);
  g_signal_handlers_disconnect_by_data (second, &other);
}

/* After a restore (undo, an opened file) only what changed notifies. */
static void
test_restore_notifies_changes (void)
{
  g_autoptr(AdjWtjScenario) s = new_scenario ();
  g_autoptr(AdjWtjScenario) t = new_scenario ();
  g_autofree char *snap = NULL;
  g_autoptr(GError) error = NULL;
  guint scenario_n = 0, lull = 0, first = 0, second = 0, planned = 0, proximity = 0;
  ItemsChanged seen = { 0 };

  wtj_test_roll (s, "proximity", (int[]) { 3 }, 1);
  g_assert_true (adj_wtj_scenario_set_setting (s, "units-1", "15", NULL));
  snap = adj_model_snapshot (ADJ_MODEL (s));
  g_signal_connect_swapped (t, "notify", G_CALLBACK (count_notify), &scenario_n);
  g_signal_connect_swapped (t, "notify::first-lull-turn", G_CALLBACK (count_notify), &lull);
  g_signal_connect_swapped (adj_wtj_scenario_get_side (t, 0), "notify", G_CALLBACK (count_notify), &first);
  g_signal_connect_swapped (adj_wtj_scenario_get_side (t, 1), "notify", G_CALLBACK (count_notify), &second);
  g_signal_connect_swapped (adj_wtj_scenario_find_step (t, "reaction-0"), "notify::result", G_CALLBACK (count_notify), &planned);
  g_signal_connect_swapped (adj_wtj_scenario_find_step (t, "proximity"), "notify::result", G_CALLBACK (count_notify), &proximity);
  g_signal_connect (adj_wtj_scenario_get_steps (t), "items-changed", G_CALLBACK (items_changed_cb), &seen);

  g_assert_true (adj_model_restore (ADJ_MODEL (t), snap, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (lull, ==, 1);
  g_assert_cmpuint (scenario_n, ==, 1);   /* first-lull-turn alone */
  g_assert_cmpuint (first, ==, 0);
  g_assert_cmpuint (second, ==, 1);       /* units */
  g_assert_cmpuint (proximity, ==, 1);
  g_assert_cmpuint (planned, ==, 0);
  g_assert_cmpuint (seen.count, ==, 0);
  g_signal_handlers_disconnect_by_data (t, &scenario_n);
  g_signal_handlers_disconnect_by_data (t, &lull);
  g_signal_handlers_disconnect_by_data (adj_wtj_scenario_get_side (t, 0), &first);
  g_signal_handlers_disconnect_by_data (adj_wtj_scenario_get_side (t, 1), &second);
  g_signal_handlers_disconnect_by_data (adj_wtj_scenario_find_step (t, "reaction-0"), &planned);
  g_signal_handlers_disconnect_by_data (adj_wtj_scenario_find_step (t, "proximity"), &proximity);
  g_signal_handlers_disconnect_by_data (adj_wtj_scenario_get_steps (t), &seen);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  rb = adj_test_rulebook (NULL);
  g_test_add_func ("/wtj/tables/air", test_tables_air);
  g_test_add_func ("/wtj/tables/fire", test_tables_fire);
  g_test_add_func ("/wtj/tables/counterbattery", test_tables_counterbattery);
  g_test_add_func ("/wtj/tables/proximity-reaction-lull", test_tables_proximity_reaction_lull);
  g_test_add_func ("/wtj/tables/sections", test_tables_sections);
  g_test_add_func ("/wtj/tables/optional", test_tables_optional);
  g_test_add_func ("/wtj/tables/die-ranges-cover-once", test_cover);
  g_test_add_func ("/wtj/rules/examples-and-edges", test_rules_examples);
  g_test_add_func ("/wtj/scenario/fire", test_scenario_fire);
  g_test_add_func ("/wtj/scenario/air", test_scenario_air);
  g_test_add_func ("/wtj/scenario/steps", test_scenario_steps);
  g_test_add_func ("/wtj/scenario/rolled-in-parts", test_scenario_rolled_in_parts);
  g_test_add_func ("/wtj/scenario/save-load", test_scenario_save_load);
  g_test_add_func ("/wtj/scenario/undo", test_scenario_undo);
  g_test_add_func ("/wtj/scenario/steps-list-items-changed", test_steps_list);
  g_test_add_func ("/wtj/scenario/step-notifies-its-changes", test_step_notify);
  g_test_add_func ("/wtj/scenario/sides-are-items", test_sides);
  g_test_add_func ("/wtj/scenario/sides-hold-chosen-rows", test_side_rows);
  g_test_add_func ("/wtj/scenario/sides-hold-asset-points", test_side_asset_points);
  g_test_add_func ("/wtj/scenario/restore-notifies-only-changes", test_restore_notifies_changes);
  ret = g_test_run ();
  g_object_unref (rb);
  return ret;
}
