/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The WiF-H victory point rule, the target table against the source, the
 * map projection and the world outline. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "adj-error.h"

#include "adj-test-utils.h"
#include "adj-victory-map.h"
#include "adj-victory-rules.h"
#include "adj-world-outline.h"

/* Runs @pattern ("1" held, "0" not) through the rule; returns the total. */
static int
credit_pattern (const char *pattern,
                int         value,
                int        *credit)
{
  gsize n = strlen (pattern);
  g_autofree guint8 *held = g_new0 (guint8, n);

  for (gsize i = 0; i < n; i++)
    held[i] = pattern[i] == '1';
  return adj_victory_credit_turns (held, n, value, 3, credit, NULL);
}

static void
test_delhi_example (void)
{
  /* Source 2.0: held 1 turn (+3), lost; held 1 turn (+0), lost; held 2
   * turns (+3, 6 in all), lost; held for the rest of the game (+3, 9). */
  const char *pattern = "1000100110001111";
  int credit[16];
  int episode[4] = { 0 };
  int e = -1;
  int total = credit_pattern (pattern, 9, credit);

  for (guint i = 0; i < 16; i++)
    {
      if (pattern[i] == '1' && (i == 0 || pattern[i - 1] == '0'))
        e++;
      if (pattern[i] == '1')
        episode[e] += credit[i];
      else
        g_assert_cmpint (credit[i], ==, 0);
    }
  g_assert_cmpint (e, ==, 3);
  g_assert_cmpint (episode[0], ==, 3);
  g_assert_cmpint (episode[1], ==, 0);
  g_assert_cmpint (episode[2], ==, 3);
  g_assert_cmpint (episode[3], ==, 3);
  g_assert_cmpint (total, ==, 9);
  /* the last episode's +3 comes at the end of its third turn */
  g_assert_cmpint (credit[13], ==, 0);
  g_assert_cmpint (credit[14], ==, 3);
  g_assert_cmpint (credit[15], ==, 0);
}

static void
test_tertiary_needs_three_turns (void)
{
  int credit[3];

  g_assert_cmpint (credit_pattern ("1", 1, credit), ==, 0);
  g_assert_cmpint (credit_pattern ("11", 1, credit), ==, 0);
  g_assert_cmpint (credit_pattern ("111", 1, credit), ==, 1);
  g_assert_cmpint (credit[0], ==, 0);
  g_assert_cmpint (credit[1], ==, 0);
  g_assert_cmpint (credit[2], ==, 1);
}

static void
test_primary_two_lost_two (void)
{
  int credit[5];

  g_assert_cmpint (credit_pattern ("11011", 9, credit), ==, 6);
  g_assert_cmpint (credit[0], ==, 3);
  g_assert_cmpint (credit[1], ==, 3);
  g_assert_cmpint (credit[2], ==, 0);
  g_assert_cmpint (credit[3], ==, 0);
  g_assert_cmpint (credit[4], ==, 0);
}

static void
test_full_credit_once (void)
{
  int credit[12];

  g_assert_cmpint (credit_pattern ("111011101111", 9, credit), ==, 9);
  for (guint i = 3; i < 12; i++)
    g_assert_cmpint (credit[i], ==, 0);
  g_assert_cmpint (credit_pattern ("111111", 3, credit), ==, 3);
  g_assert_cmpint (credit[0] + credit[1] + credit[2], ==, 3);
  /* partial credit topped up later: secondary held 1, then 3 */
  g_assert_cmpint (credit_pattern ("10111", 3, credit), ==, 3);
  g_assert_cmpint (credit[0], ==, 1);
  g_assert_cmpint (credit[3], ==, 1);
  g_assert_cmpint (credit[4], ==, 1);
}

static void
test_states (void)
{
  g_assert_cmpint (adj_victory_state (FALSE, 0, 0, 9, 3), ==, ADJ_VICTORY_STATE_NOT_HELD);
  g_assert_cmpint (adj_victory_state (TRUE, 1, 3, 9, 3), ==, ADJ_VICTORY_STATE_RUN_ONE_THIRD);
  g_assert_cmpint (adj_victory_state (TRUE, 2, 6, 9, 3), ==, ADJ_VICTORY_STATE_RUN_TWO_THIRDS);
  g_assert_cmpint (adj_victory_state (TRUE, 3, 9, 9, 3), ==, ADJ_VICTORY_STATE_FULL);
  g_assert_cmpint (adj_victory_state (FALSE, 0, 9, 9, 3), ==, ADJ_VICTORY_STATE_FULL);
  /* a tertiary held one turn earned nothing yet but its run is a third */
  g_assert_cmpint (adj_victory_state (TRUE, 1, 0, 1, 3), ==, ADJ_VICTORY_STATE_RUN_ONE_THIRD);
}

/* Source 2.1-2.4, transcribed ("Ottowa" spelled right), with the real
 * positions of the cities (written for this test, to 0.1 degree). */
typedef struct {
  const char *name;
  const char *klass;
  int         historical;
  double      lat, lon;
} SourceTarget;

static const SourceTarget source[] = {
  { "Aden", "tertiary", 0, 12.8, 45.0 },
  { "Amsterdam", "tertiary", 1, 52.4, 4.9 },
  { "Antwerp", "tertiary", 1, 51.2, 4.4 },
  { "Athens", "tertiary", 1, 38.0, 23.7 },
  { "Baghdad", "tertiary", 0, 33.3, 44.4 },
  { "Batavia", "tertiary", 1, -6.2, 106.8 },
  { "Belgrade", "tertiary", 1, 44.8, 20.5 },
  { "Colombo", "tertiary", 0, 6.9, 79.9 },
  { "Dakar", "tertiary", 0, 14.7, -17.4 },
  { "Dutch Harbor", "tertiary", 0, 53.9, -166.5 },
  { "Gibraltar", "tertiary", 0, 36.1, -5.4 },
  { "Jerusalem", "tertiary", 0, 31.8, 35.2 },
  { "Kiev", "tertiary", 1, 50.5, 30.5 },
  { "Marseilles", "tertiary", 1, 43.3, 5.4 },
  { "Pago Pago", "tertiary", 0, -14.3, -170.7 },
  { "Paris", "tertiary", 1, 48.9, 2.4 },
  { "Rabaul", "tertiary", 1, -4.2, 152.2 },
  { "Riyadh", "tertiary", 0, 24.7, 46.7 },
  { "Saigon", "tertiary", 1, 10.8, 106.7 },
  { "Scapa Flow", "tertiary", 0, 58.9, -3.1 },
  { "Singapore", "tertiary", 1, 1.3, 103.8 },
  { "Stockholm", "tertiary", 0, 59.3, 18.1 },
  { "Suez", "tertiary", 0, 30.0, 32.5 },
  { "Teheran", "tertiary", 0, 35.7, 51.4 },
  { "Vladivostok", "tertiary", 0, 43.1, 131.9 },
  { "Warsaw", "tertiary", 1, 52.2, 21.0 },
  { "Wellington", "tertiary", 0, -41.3, 174.8 },
  { "Baku", "secondary", 0, 40.4, 49.9 },
  { "Birmingham", "secondary", 0, 52.5, -1.9 },
  { "Buenos Aires", "secondary", 0, -34.6, -58.4 },
  { "Calcutta", "secondary", 0, 22.6, 88.4 },
  { "Cape Town", "secondary", 0, -33.9, 18.4 },
  { "Diego Suarez", "secondary", 0, -12.3, 49.3 },
  { "Istanbul", "secondary", 0, 41.0, 29.0 },
  { "Leningrad", "secondary", 0, 59.9, 30.3 },
  { "Madrid", "secondary", 0, 40.4, -3.7 },
  { "Manila", "secondary", 3, 14.6, 121.0 },
  { "Oslo", "secondary", 3, 59.9, 10.8 },
  { "Sao Paulo", "secondary", 0, -23.6, -46.6 },
  { "Sverdlovsk", "secondary", 0, 56.8, 60.6 },
  { "New York", "primary", 0, 40.7, -74.0 },
  { "Canberra", "primary", 0, -35.3, 149.1 },
  { "Delhi", "primary", 0, 28.6, 77.2 },
  { "Washington D.C.", "primary", 0, 38.9, -77.0 },
  { "London", "primary", 0, 51.5, -0.1 },
  { "Los Angeles", "primary", 0, 34.1, -118.2 },
  { "Moscow", "primary", 0, 55.8, 37.6 },
  { "Honolulu", "primary", 0, 21.3, -157.9 },
  { "Mexico City", "primary", 0, 19.4, -99.1 },
  { "Montreal", "primary", 0, 45.5, -73.6 },
  { "Ottawa", "primary", 0, 45.4, -75.7 },
  { "Panama", "primary", 0, 9.0, -79.5 },
  { "San Francisco", "primary", 0, 37.8, -122.4 },
  { "Stalingrad", "primary", 0, 48.7, 44.5 },
  { "Vancouver", "primary", 0, 49.3, -123.1 },
};

static void
test_targets_table (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  AdjRuleFile *file = adj_rulebook_get_file (rb, "wif-h");
  AdjRuleTable *targets = adj_rulebook_get_table (rb, "wif-h", "targets");
  AdjRuleTable *classes = adj_rulebook_get_table (rb, "wif-h", "classes");
  int counts[3] = { 0 };
  int historical = 0;

  g_assert_nonnull (targets);
  g_assert_cmpuint (adj_rule_table_get_n_rows (targets), ==, G_N_ELEMENTS (source));
  g_assert_cmpint (adj_rule_file_get_int (file, "full-credit-turns"), ==, 3);
  g_assert_cmpint (adj_rule_file_get_int (file, "historical-total"), ==, 18);

  /* Source 2.0: 1 point tertiary, 3 secondary, 9 primary */
  g_assert_cmpint (adj_rule_table_lookup_int (classes, "tertiary", "value"), ==, 1);
  g_assert_cmpint (adj_rule_table_lookup_int (classes, "secondary", "value"), ==, 3);
  g_assert_cmpint (adj_rule_table_lookup_int (classes, "primary", "value"), ==, 9);

  for (guint i = 0; i < G_N_ELEMENTS (source); i++)
    {
      int row = -1;
      double lat, lon;

      for (guint r = 0; r < adj_rule_table_get_n_rows (targets); r++)
        if (g_strcmp0 (adj_rule_table_get_row_label (targets, r), source[i].name) == 0)
          row = (int) r;
      if (row < 0)
        g_error ("target %s missing", source[i].name);
      g_assert_cmpstr (adj_rule_table_get_text (targets, row, adj_rule_table_column (targets, "class")), ==,
                       source[i].klass);
      g_assert_cmpint (adj_rule_table_get_int (targets, row, adj_rule_table_column (targets, "historical")), ==,
                       source[i].historical);
      lat = adj_rule_table_get_decimal (targets, row, adj_rule_table_column (targets, "lat"));
      lon = adj_rule_table_get_decimal (targets, row, adj_rule_table_column (targets, "lon"));
      if (fabs (lat - source[i].lat) > 1.0 || fabs (lon - source[i].lon) > 1.0)
        g_error ("%s is at %.2f,%.2f, not near %.1f,%.1f", source[i].name, lat, lon, source[i].lat, source[i].lon);
      historical += source[i].historical;
      counts[g_str_equal (source[i].klass, "tertiary") ? 0 : g_str_equal (source[i].klass, "secondary") ? 1 : 2]++;
    }
  g_assert_cmpint (counts[0], ==, 27);
  g_assert_cmpint (counts[1], ==, 13);
  g_assert_cmpint (counts[2], ==, 15);
  g_assert_cmpint (historical, ==, 18);
  g_assert_cmpint (adj_rule_table_find_row (targets, "ottawa"), >=, 0);
}

static void
test_projection (void)
{
  AdjVictoryMapTransform t;
  double x, y, lon, lat;

  /* README formula: x = (lon + 180) / 360 * W, y = (90 - lat) / 180 * H
   * for a 2:1 window */
  adj_victory_map_get_transform (720, 360, 1, 0, 0, &t);
  adj_victory_map_project (&t, -0.13, 51.51, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, (-0.13 + 180) / 360 * 720, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, (90 - 51.51) / 180 * 360, 1e-9);

  /* a taller window: the 1440x720 world is centred with 90 px above */
  adj_victory_map_get_transform (1440, 900, 1, 0, 0, &t);
  adj_victory_map_project (&t, 77.21, 28.61, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, (77.21 + 180) / 360 * 1440, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 90 + (90 - 28.61) / 180 * 720, 1e-9);
  adj_victory_map_unproject (&t, x, y, &lon, &lat);
  g_assert_cmpfloat_with_epsilon (lon, 77.21, 1e-9);
  g_assert_cmpfloat_with_epsilon (lat, 28.61, 1e-9);

  /* corners */
  adj_victory_map_project (&t, -180, 90, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 90, 1e-9);
  adj_victory_map_project (&t, 180, -90, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 1440, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 810, 1e-9);
}

static void
test_zoom_keeps_point (void)
{
  double zoom = 1, pan_x = 0, pan_y = 0;
  AdjVictoryMapTransform t;
  double lon0, lat0, lon1, lat1;

  adj_victory_map_get_transform (800, 400, zoom, pan_x, pan_y, &t);
  adj_victory_map_unproject (&t, 420, 110, &lon0, &lat0);   /* Europe */
  adj_victory_map_zoom_at (800, 400, &zoom, &pan_x, &pan_y, 4, 420, 110);
  g_assert_cmpfloat (zoom, ==, 4);
  adj_victory_map_get_transform (800, 400, zoom, pan_x, pan_y, &t);
  adj_victory_map_unproject (&t, 420, 110, &lon1, &lat1);
  g_assert_cmpfloat_with_epsilon (lon0, lon1, 1e-6);
  g_assert_cmpfloat_with_epsilon (lat0, lat1, 1e-6);

  /* zooming out past the whole world stops at 1 and recentres */
  adj_victory_map_zoom_at (800, 400, &zoom, &pan_x, &pan_y, 0.1, 10, 10);
  g_assert_cmpfloat (zoom, ==, 1);
  g_assert_cmpfloat (pan_x, ==, 0);
  g_assert_cmpfloat (pan_y, ==, 0);

  /* panning is clamped at the world's edges */
  zoom = 2;
  pan_x = 10000;
  pan_y = -10000;
  adj_victory_map_clamp_pan (800, 400, zoom, &pan_x, &pan_y);
  g_assert_cmpfloat (pan_x, ==, 400);
  g_assert_cmpfloat (pan_y, ==, -200);
}

static void
test_hit_test (void)
{
  /* Paris, London, Delhi */
  const AdjVictoryMapMarker markers[] = {
    { 2.35, 48.86, 5 }, { -0.13, 51.51, 9 }, { 77.21, 28.61, 9 },
  };
  AdjVictoryMapTransform t;
  double x, y;

  adj_victory_map_get_transform (1000, 500, 1, 0, 0, &t);
  adj_victory_map_project (&t, 77.21, 28.61, &x, &y);
  g_assert_cmpint (adj_victory_map_hit_test (&t, markers, 3, x + 3, y - 4), ==, 2);
  g_assert_cmpint (adj_victory_map_hit_test (&t, markers, 3, x + 30, y), ==, -1);
  /* Paris and London overlap at this scale: the nearest wins */
  adj_victory_map_project (&t, 2.35, 48.86, &x, &y);
  g_assert_cmpint (adj_victory_map_hit_test (&t, markers, 3, x, y), ==, 0);
  adj_victory_map_project (&t, -0.13, 51.51, &x, &y);
  g_assert_cmpint (adj_victory_map_hit_test (&t, markers, 3, x, y), ==, 1);
}

/* London, Antwerp, Amsterdam and Paris close together at the whole world's
 * zoom: London (a primary) gets its name first; no name covers another or a
 * neighbour's marker; zoomed in, all show. */
static void
test_declutter (void)
{
  const double lonlat[][2] = { { -0.13, 51.51 }, { 4.40, 51.22 }, { 4.90, 52.37 }, { 2.35, 48.86 } };
  const int priority[] = { 2, 0, 0, 0 };
  AdjVictoryMapLabel labels[6];
  AdjVictoryMapLabelSpot spots[6];
  double origins[12];
  AdjVictoryMapTransform t;
  guint shown = 0;

  adj_victory_map_get_transform (1000, 500, 1, 0, 0, &t);
  for (guint i = 0; i < 4; i++)
    {
      adj_victory_map_project (&t, lonlat[i][0], lonlat[i][1], &labels[i].x, &labels[i].y);
      labels[i].radius = 5;
      labels[i].width = 60;
      labels[i].height = 14;
      labels[i].priority = priority[i];
    }
  adj_victory_map_place_labels (labels, 4, 1000, 500, spots, origins);
  /* the primary first, in its first choice */
  g_assert_cmpint (spots[0], ==, ADJ_VICTORY_MAP_LABEL_LEFT);
  /* no two placed names overlap, and none covers another marker */
  for (guint i = 0; i < 4; i++)
    {
      if (spots[i] == ADJ_VICTORY_MAP_LABEL_HIDDEN)
        continue;
      for (guint j = 0; j < 4; j++)
        {
          if (j == i)
            continue;
          if (spots[j] != ADJ_VICTORY_MAP_LABEL_HIDDEN && j > i)
            g_assert_false (origins[2 * i] < origins[2 * j] + 60 && origins[2 * j] < origins[2 * i] + 60 &&
                            origins[2 * i + 1] < origins[2 * j + 1] + 14 && origins[2 * j + 1] < origins[2 * i + 1] + 14);
          g_assert_false (origins[2 * i] < labels[j].x + 5 && labels[j].x - 5 < origins[2 * i] + 60 &&
                          origins[2 * i + 1] < labels[j].y + 5 && labels[j].y - 5 < origins[2 * i + 1] + 14);
        }
    }

  /* zoomed in on the Low Countries: every name has room */
  adj_victory_map_get_transform (1000, 500, 16, 0, 0, &t);
  t.x0 = 500 - (4.4 + 180) * t.scale;
  t.y0 = 250 - (90 - 51.22) * t.scale;
  for (guint i = 0; i < 4; i++)
    adj_victory_map_project (&t, lonlat[i][0], lonlat[i][1], &labels[i].x, &labels[i].y);
  adj_victory_map_place_labels (labels, 4, 1000, 500, spots, origins);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (spots[i], !=, ADJ_VICTORY_MAP_LABEL_HIDDEN);

  /* a crowd of six on one spot: the important one first, in its first
   * choice; four names around it; the rest wait for a closer zoom */
  for (guint i = 0; i < 6; i++)
    {
      labels[i].x = 500 + (i % 2);
      labels[i].y = 250 + (i % 3);
      labels[i].radius = 5;
      labels[i].width = 60;
      labels[i].height = 14;
      labels[i].priority = i == 5 ? 2 : 0;
    }
  adj_victory_map_place_labels (labels, 6, 1000, 500, spots, origins);
  g_assert_cmpint (spots[5], ==, ADJ_VICTORY_MAP_LABEL_RIGHT);
  for (guint i = 0; i < 6; i++)
    if (spots[i] != ADJ_VICTORY_MAP_LABEL_HIDDEN)
      shown++;
  g_assert_cmpuint (shown, ==, 4);
  g_assert_cmpint (spots[4], ==, ADJ_VICTORY_MAP_LABEL_HIDDEN);

  /* London with neighbours right, left, above and below: its name goes to
   * a corner rather than be left out */
  {
    const double around[][2] = { { 0, 0 }, { 20, 0 }, { -20, 0 }, { 0, -12 }, { 0, 12 } };

    for (guint i = 0; i < 5; i++)
      {
        labels[i].x = 500 + around[i][0];
        labels[i].y = 250 + around[i][1];
        labels[i].radius = i == 0 ? 5 : 3;
        labels[i].priority = i == 0 ? 2 : 0;
      }
    adj_victory_map_place_labels (labels, 5, 1000, 500, spots, origins);
    g_assert_cmpint (spots[0], ==, ADJ_VICTORY_MAP_LABEL_ABOVE_RIGHT);
  }

  /* a name that would stick out of the view goes to the other side */
  labels[0].x = 990;
  labels[0].y = 250;
  adj_victory_map_place_labels (labels, 1, 1000, 500, spots, origins);
  g_assert_cmpint (spots[0], ==, ADJ_VICTORY_MAP_LABEL_LEFT);
}

/* Arrow keys: from Paris, east is Berlin (not Rome off to the side nor
 * Moscow far off), north and west London, south Madrid. */
static void
test_next_in_direction (void)
{
  const AdjVictoryMapMarker markers[] = {
    { 2.35, 48.86, 5 },   /* 0 Paris */
    { -0.13, 51.51, 5 },  /* 1 London */
    { 13.4, 52.5, 5 },    /* 2 Berlin */
    { 37.6, 55.75, 5 },   /* 3 Moscow */
    { -3.7, 40.4, 5 },    /* 4 Madrid */
    { 12.5, 41.9, 5 },    /* 5 Rome */
  };

  g_assert_cmpint (adj_victory_map_next_in_direction (markers, 6, 0, 1, 0), ==, 2);
  g_assert_cmpint (adj_victory_map_next_in_direction (markers, 6, 0, 0, -1), ==, 1);
  g_assert_cmpint (adj_victory_map_next_in_direction (markers, 6, 0, 0, 1), ==, 4);
  g_assert_cmpint (adj_victory_map_next_in_direction (markers, 6, 0, -1, 0), ==, 1);
  g_assert_cmpint (adj_victory_map_next_in_direction (markers, 6, 2, 1, 0), ==, 3);
  /* nothing further east of Moscow */
  g_assert_cmpint (adj_victory_map_next_in_direction (markers, 6, 3, 1, 0), ==, -1);
}

static void
test_world_outline (void)
{
  g_autofree char *path = adj_test_source_path ("data", "map", "world-land-110m.xml", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjWorldOutline) outline = NULL;
  gsize len;
  guint holes = 0;

  g_assert_true (g_file_get_contents (path, &data, &len, &error));
  outline = adj_world_outline_new_from_data (data, len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_world_outline_get_n_rings (outline), ==, 128);
  g_assert_cmpuint (adj_world_outline_get_n_points (outline), ==, 5127);
  for (guint i = 0; i < 128; i++)
    {
      const AdjWorldRing *ring = adj_world_outline_get_ring (outline, i);

      if (ring->hole)
        {
          /* the Caspian Sea: between 46 and 55 E, 36 and 48 N */
          for (guint k = 0; k < ring->n_points; k++)
            {
              g_assert_cmpfloat (ring->points[2 * k], >, 46);
              g_assert_cmpfloat (ring->points[2 * k], <, 55);
              g_assert_cmpfloat (ring->points[2 * k + 1], >, 36);
              g_assert_cmpfloat (ring->points[2 * k + 1], <, 48);
            }
          holes++;
        }
    }
  g_assert_cmpuint (holes, ==, 1);
}

static void
test_world_outline_bad (void)
{
  const char *bad[] = {
    "<world-outline><ring>0,0 1,1</ring></world-outline>",
    "<world-outline><ring>0,0 1,1 2,200 0,0</ring></world-outline>",
    "<world-outline><ring>0,0 1,1 2,x 0,0</ring></world-outline>",
    "<world-outline><lake>0,0 1,1 2,2 0,0</lake></world-outline>",
    "<world-outline></world-outline>",
    "<map/>",
    "<world-outline>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      AdjWorldOutline *outline = adj_world_outline_new_from_data (bad[i], strlen (bad[i]), &error);

      g_assert_null (outline);
      g_assert_error (error, ADJ_ERROR, error->code);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/victory-rules/delhi-example", test_delhi_example);
  g_test_add_func ("/victory-rules/tertiary-needs-three-turns", test_tertiary_needs_three_turns);
  g_test_add_func ("/victory-rules/primary-two-lost-two", test_primary_two_lost_two);
  g_test_add_func ("/victory-rules/full-credit-once", test_full_credit_once);
  g_test_add_func ("/victory-rules/states", test_states);
  g_test_add_func ("/victory-rules/targets-table", test_targets_table);
  g_test_add_func ("/victory-map/projection", test_projection);
  g_test_add_func ("/victory-map/zoom-keeps-point", test_zoom_keeps_point);
  g_test_add_func ("/victory-map/hit-test", test_hit_test);
  g_test_add_func ("/victory-map/declutter", test_declutter);
  g_test_add_func ("/victory-map/next-in-direction", test_next_in_direction);
  g_test_add_func ("/victory-map/world-outline", test_world_outline);
  g_test_add_func ("/victory-map/world-outline-bad", test_world_outline_bad);
  return g_test_run ();
}
