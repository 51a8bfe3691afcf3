/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SPI WWII: PTO sequence of play: calendar, steps, offensives, initiative,
 * weather and grounding, saved state. The expectations are transcribed from
 * ../shared/rules/spi-pto-sequence-of-play.txt, not from the tables. */

#include "config.h"

#include <string.h>

#include "adj-error.h"
#include "adj-pto-game.h"
#include "adj-test-utils.h"
#include "adj-xml-private.h"

typedef struct {
  AdjRulebook *rb;
  AdjRollLog  *log;
  AdjDice     *dice;
  AdjPtoGame  *game;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->rb = adj_test_rulebook (NULL);
  f->log = adj_roll_log_new ();
  f->dice = adj_dice_new (f->log);
  f->game = adj_pto_game_new (f->rb, f->dice);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->game);
  g_clear_object (&f->dice);
  g_clear_object (&f->log);
  g_clear_object (&f->rb);
}

/* Source: "Each year starts with the winter seasonal turn. Each seasonal turn is
 * followed by three monthly turns." and RULES.md: Winter -> Jan, Feb, Mar; ... */
static const char *year_of_turns[] = {
  "Winter", "January", "February", "March",
  "Spring", "April", "May", "June",
  "Summer", "July", "August", "September",
  "Autumn", "October", "November", "December",
};

static const char *
turn_name (const AdjPtoCalendar *cal,
           const AdjPtoTurn     *t)
{
  return t->month < 0 ? adj_pto_calendar_get_season_name (cal, t->season)
                      : adj_pto_calendar_get_month_name (cal, t->season, t->month);
}

static void
test_calendar_three_years (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjPtoCalendar) cal = adj_pto_calendar_new (rb, &error);
  AdjPtoTurn t = { 1942, 0, -1 };

  g_assert_no_error (error);
  g_assert_cmpuint (adj_pto_calendar_get_n_slots (cal), ==, G_N_ELEMENTS (year_of_turns));
  for (int year = 1942; year <= 1944; year++)
    for (guint i = 0; i < G_N_ELEMENTS (year_of_turns); i++)
      {
        AdjPtoTurn back;
        gboolean seasonal = i % 4 == 0;
        g_autofree char *key = adj_pto_calendar_dup_weather_key (cal, &t);

        g_assert_cmpint (t.year, ==, year);
        g_assert_cmpstr (turn_name (cal, &t), ==, year_of_turns[i]);
        g_assert_cmpint (t.month < 0, ==, seasonal);
        /* "Additions To Force Pools (Winter seasonal turns only)" */
        g_assert_cmpint (adj_pto_calendar_has_additions (cal, &t), ==, i == 0);
        g_assert_cmpint (adj_pto_calendar_turn_to_slot (cal, &t), ==, (int) i);
        if (seasonal)
          g_assert_null (key);
        else
          {
            g_autofree char *want = g_strdup_printf ("%04d-%02d", year, i - i / 4);
            g_assert_cmpstr (key, ==, want);
          }
        adj_pto_calendar_next (cal, &t, &t);
        adj_pto_calendar_previous (cal, &t, &back);
        adj_pto_calendar_next (cal, &back, &back);
        g_assert_cmpint (back.year, ==, t.year);
        g_assert_cmpint (back.season, ==, t.season);
        g_assert_cmpint (back.month, ==, t.month);
      }
  /* After December 1944: the Winter seasonal turn of 1945 */
  g_assert_cmpint (t.year, ==, 1945);
  g_assert_cmpstr (turn_name (cal, &t), ==, "Winter");
}

/* The steps of the source, in order. side: J, A, B (both). */
typedef struct {
  const char *phase;
  const char *title;
  const char *rule;
  char        side;
} Expected;

#define NAVAL_AIR(s) \
  { "Naval and Air Phase", "First Naval Movement", "4.0", s }, \
  { "Naval and Air Phase", "Air Attacks", "", s }, \
  { "Naval and Air Phase", "Naval Attacks", "5.0, 6.0", s }, \
  { "Naval and Air Phase", "Air Movement", "10.0", s }, \
  { "Naval and Air Phase", "Final Air Movement", "", s }

static const Expected monthly_start[] = {
  { "Weather Phase", "Weather Phase", "1.0", 'B' },
  { "Strategic Warfare Phase", "Strategic Bombing of Japan", "6.0", 'A' },
  { "Strategic Warfare Phase", "Submarine Blockade of Japan", "3.0", 'A' },
  NAVAL_AIR ('J'),
  NAVAL_AIR ('A'),
  { "Naval and Air Phase", "Sea Supply Debarkation", "", 'B' },
};

static const Expected monthly_end[] = {
  { "Movement Phase", "Movement Phase", "", 'J' },
  { "Movement Phase", "Movement Phase", "", 'A' },
  { "End Phase", "Second Naval Movement", "", 'J' },
  { "End Phase", "Second Naval Movement", "", 'A' },
  { "End Phase", "Supply", "", 'B' },
  { "End Phase", "Replenishment", "", 'B' },
  { "End Phase", "Command Status", "", 'B' },
  { "End Phase", "End of Turn", "", 'B' },
};

static const Expected seasonal_winter[] = {
  { "Phase One: Income", "EP Collection", "28.0", 'B' },
  { "Phase One: Income", "Lend Lease to China", "28.0", 'B' },
  { "Phase Two: Construction", "Additions To Force Pools", "29.0", 'B' },
  { "Phase Two: Construction", "Entering Delayed Units", "29.0", 'B' },
  { "Phase Two: Construction", "Construction and Repair", "29.0", 'B' },
  { "Phase Three: Initiative", "Adjust Offensive Tracks", "30.0", 'B' },
  { "Phase Three: Initiative", "Buying Offensives", "30.0", 'B' },
};

static const char *land_titles[] = { "Command Status", "Land and Amphibious Offensive Movement", "Combat", "Unit Status" };
static const char *sea_titles[] = { "Command Status", "Naval Movement", "Offensive Naval Attacks" };
static const char *air_titles[] = { "Command Status", "Air Movement", "Airstrikes", "Return to Base" };

static AdjPtoSide
side_of (char c)
{
  return c == 'J' ? ADJ_PTO_SIDE_JAPAN : c == 'A' ? ADJ_PTO_SIDE_ALLIES : ADJ_PTO_SIDE_BOTH;
}

static AdjPtoStep *
step_at (AdjPtoGame *game,
         guint       i)
{
  g_autoptr(AdjPtoStep) step = g_list_model_get_item (adj_pto_game_get_steps (game), i);
  return step;
}

static void
assert_steps (AdjPtoGame     *game,
              guint           from,
              const Expected *e,
              guint           n)
{
  for (guint i = 0; i < n; i++)
    {
      AdjPtoStep *step = step_at (game, from + i);

      g_assert_nonnull (step);
      g_assert_cmpstr (adj_pto_step_get_phase_title (step), ==, e[i].phase);
      g_assert_cmpstr (adj_pto_step_get_title (step), ==, e[i].title);
      g_assert_cmpstr (adj_pto_step_get_rule (step), ==, e[i].rule);
      g_assert_cmpint (adj_pto_step_get_side (step), ==, side_of (e[i].side));
      g_assert_cmpuint (strlen (adj_pto_step_get_text (step)), >, 10);
      /* the Weather and Movement phases have no numbered steps */
      g_assert_cmpint (*adj_pto_step_get_number (step) == '\0', ==, g_strcmp0 (e[i].phase, e[i].title) == 0);
    }
}

static const char *
step_text (Fixture    *f,
           const char *row_id)
{
  AdjRuleTable *steps = adj_rulebook_get_table (f->rb, "pto", "steps");
  const char *text = adj_rule_table_lookup_text (steps, row_id, "text");

  g_assert_nonnull (text);
  return text;
}

static void
go_to_monthly (Fixture *f,
               int      japan,
               int      allies)
{
  g_autoptr(GError) error = NULL;

  /* January 1942 (slot 1), Japan has initiative */
  g_assert_true (adj_pto_game_start (f->game, 1942, 1, ADJ_PTO_SIDE_JAPAN, japan, allies, &error));
  g_assert_no_error (error);
}

static void
test_seasonal_sequence (Fixture *f, gconstpointer data)
{
  GListModel *steps = adj_pto_game_get_steps (f->game);
  g_autoptr(GError) error = NULL;

  /* a new game opens at the Winter seasonal turn */
  g_assert_true (adj_pto_game_get_seasonal (f->game));
  g_assert_cmpuint (g_list_model_get_n_items (steps), ==, G_N_ELEMENTS (seasonal_winter));
  assert_steps (f->game, 0, seasonal_winter, G_N_ELEMENTS (seasonal_winter));
  /* each step shows its row's text (our words: /pto/steps/numbers-and-rules checks them) */
  g_assert_cmpstr (adj_pto_step_get_text (step_at (f->game, 2)), ==, step_text (f, "seasonal-construction-1"));

  /* Spring: no Additions to Force Pools */
  g_assert_true (adj_pto_game_start (f->game, 1942, 4, ADJ_PTO_SIDE_JAPAN, 0, 0, &error));
  g_assert_cmpuint (g_list_model_get_n_items (steps), ==, G_N_ELEMENTS (seasonal_winter) - 1);
  assert_steps (f->game, 0, seasonal_winter, 2);
  assert_steps (f->game, 2, seasonal_winter + 3, 4);
  /* offensives are bought at Buying Offensives */
  for (guint i = 0; i < 6; i++)
    g_assert_cmpint (adj_pto_step_get_panel (step_at (f->game, i)), ==, i == 5 ? ADJ_PTO_PANEL_INITIATIVE : ADJ_PTO_PANEL_NONE);
}

static void
test_monthly_sequence (Fixture *f, gconstpointer data)
{
  GListModel *steps = adj_pto_game_get_steps (f->game);
  guint n_start = G_N_ELEMENTS (monthly_start);
  AdjPtoStep *choice;

  go_to_monthly (f, 0, 0);
  g_assert_false (adj_pto_game_get_seasonal (f->game));
  /* no offensives on either track: the phase has one step saying so */
  g_assert_cmpuint (g_list_model_get_n_items (steps), ==, n_start + 1 + G_N_ELEMENTS (monthly_end));
  assert_steps (f->game, 0, monthly_start, n_start);
  choice = step_at (f->game, n_start);
  g_assert_cmpint (adj_pto_step_get_kind (choice), ==, ADJ_PTO_STEP_NO_OFFENSIVES);
  g_assert_cmpstr (adj_pto_step_get_phase_title (choice), ==, "Offensive Phase");
  assert_steps (f->game, n_start + 1, monthly_end, G_N_ELEMENTS (monthly_end));
  g_assert_cmpstr (adj_pto_step_get_text (step_at (f->game, n_start + 8)), ==, step_text (f, "monthly-end-5"));
}

static void
test_naval_air_first (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  go_to_monthly (f, 0, 0);
  g_assert_cmpint (adj_pto_game_get_naval_air_first (f->game), ==, ADJ_PTO_SIDE_JAPAN);
  g_assert_true (adj_pto_game_set_naval_air_first (f->game, ADJ_PTO_SIDE_ALLIES, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpint (adj_pto_step_get_side (step_at (f->game, 3 + i)), ==, ADJ_PTO_SIDE_ALLIES);
      g_assert_cmpint (adj_pto_step_get_side (step_at (f->game, 8 + i)), ==, ADJ_PTO_SIDE_JAPAN);
      g_assert_cmpstr (adj_pto_step_get_title (step_at (f->game, 3 + i)), ==,
                       adj_pto_step_get_title (step_at (f->game, 8 + i)));
    }
  g_assert_cmpint (adj_pto_step_get_side (step_at (f->game, 13)), ==, ADJ_PTO_SIDE_BOTH);
  /* the choice of who goes first is offered during the first side's steps only */
  for (guint i = 0; i < 11; i++)
    g_assert_cmpint (adj_pto_step_get_panel (step_at (f->game, 3 + i)) == ADJ_PTO_PANEL_FIRST_SIDE, ==, i < 5);
  g_assert_cmpint (adj_pto_step_get_panel (step_at (f->game, 0)), ==, ADJ_PTO_PANEL_WEATHER);
  g_assert_false (adj_pto_game_set_naval_air_first (f->game, ADJ_PTO_SIDE_BOTH, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
}

static void
count_changes (GListModel *model, guint pos, guint removed, guint added, GArray *log)
{
  guint v[3] = { pos, removed, added };
  g_array_append_vals (log, v, 3);
}

static void
test_offensives (Fixture *f, gconstpointer data)
{
  GListModel *steps = adj_pto_game_get_steps (f->game);
  g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;
  guint choice = G_N_ELEMENTS (monthly_start);
  guint n;

  go_to_monthly (f, 3, 2);
  g_signal_connect (steps, "items-changed", G_CALLBACK (count_changes), log);
  g_assert_true (adj_pto_game_jump (f->game, choice));
  g_assert_cmpuint (log->len, ==, 0);
  n = g_list_model_get_n_items (steps);
  g_assert_cmpint (adj_pto_step_get_kind (step_at (f->game, choice)), ==, ADJ_PTO_STEP_CHOOSE_OFFENSIVE);
  /* "One nation with initiative performs an offensive" */
  g_assert_cmpint (adj_pto_game_get_chooser (f->game), ==, ADJ_PTO_SIDE_JAPAN);
  g_assert_cmpint (adj_pto_step_get_side (step_at (f->game, choice)), ==, ADJ_PTO_SIDE_JAPAN);

  /* Japan: a land offensive (4A): four steps, then the Allies choose */
  g_assert_true (adj_pto_game_choose_offensive (f->game, "land", 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (log->len, ==, 3);
  g_assert_cmpuint (g_array_index (log, guint, 0), ==, choice);
  g_assert_cmpuint (g_array_index (log, guint, 1), ==, 1);
  g_assert_cmpuint (g_array_index (log, guint, 2), ==, 5);
  g_assert_cmpuint (g_list_model_get_n_items (steps), ==, n + 4);
  g_assert_cmpint (adj_pto_game_get_remaining (f->game, ADJ_PTO_SIDE_JAPAN), ==, 2);
  g_assert_cmpuint (adj_pto_game_get_step_index (f->game), ==, choice);
  for (guint i = 0; i < G_N_ELEMENTS (land_titles); i++)
    {
      AdjPtoStep *s = step_at (f->game, choice + i);
      g_assert_cmpstr (adj_pto_step_get_title (s), ==, land_titles[i]);
      g_assert_cmpstr (adj_pto_step_get_group (s), ==, "4A. Land Offensive Sequence");
      g_assert_cmpint (adj_pto_step_get_side (s), ==, ADJ_PTO_SIDE_JAPAN);
    }
  for (guint i = 0; i < 4; i++)
    adj_pto_game_next (f->game);
  g_assert_cmpint (adj_pto_step_get_kind (adj_pto_game_get_current_step (f->game)), ==, ADJ_PTO_STEP_CHOOSE_OFFENSIVE);
  g_assert_cmpint (adj_pto_game_get_chooser (f->game), ==, ADJ_PTO_SIDE_ALLIES);

  /* Allies: a combined sea offensive costing 2: they are out */
  g_assert_false (adj_pto_game_choose_offensive (f->game, "sea", 3, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
  g_clear_error (&error);
  g_assert_false (adj_pto_game_choose_offensive (f->game, "tank", 1, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
  g_clear_error (&error);
  g_assert_true (adj_pto_game_choose_offensive (f->game, "sea", 2, &error));
  g_assert_cmpint (adj_pto_game_get_remaining (f->game, ADJ_PTO_SIDE_ALLIES), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (sea_titles); i++)
    {
      AdjPtoStep *s = step_at (f->game, choice + 4 + i);
      g_assert_cmpstr (adj_pto_step_get_title (s), ==, sea_titles[i]);
      g_assert_cmpstr (adj_pto_step_get_group (s), ==, "4B. Sea Offensive Sequence");
      g_assert_cmpint (adj_pto_step_get_side (s), ==, ADJ_PTO_SIDE_ALLIES);
    }
  for (guint i = 0; i < 3; i++)
    adj_pto_game_next (f->game);
  /* Allies are out: Japan goes again, with an air offensive (4C) */
  g_assert_cmpint (adj_pto_game_get_chooser (f->game), ==, ADJ_PTO_SIDE_JAPAN);
  g_assert_true (adj_pto_game_choose_offensive (f->game, "air", adj_pto_game_get_default_cost (f->game), &error));
  for (guint i = 0; i < G_N_ELEMENTS (air_titles); i++)
    g_assert_cmpstr (adj_pto_step_get_title (step_at (f->game, choice + 7 + i)), ==, air_titles[i]);
  for (guint i = 0; i < 4; i++)
    adj_pto_game_next (f->game);
  g_assert_cmpint (adj_pto_game_get_chooser (f->game), ==, ADJ_PTO_SIDE_JAPAN);
  /* Japan performs no more: the phase is over, movement follows */
  g_assert_true (adj_pto_game_next (f->game));
  g_assert_cmpint (adj_pto_game_get_chooser (f->game), ==, ADJ_PTO_SIDE_NONE);
  g_assert_true (adj_pto_game_get_passed (f->game, ADJ_PTO_SIDE_JAPAN));
  g_assert_cmpint (adj_pto_game_get_remaining (f->game, ADJ_PTO_SIDE_JAPAN), ==, 1);
  g_assert_cmpstr (adj_pto_step_get_phase_title (adj_pto_game_get_current_step (f->game)), ==, "Movement Phase");
  g_assert_cmpuint (g_list_model_get_n_items (steps), ==, choice + 11 + G_N_ELEMENTS (monthly_end));
  assert_steps (f->game, choice + 11, monthly_end, G_N_ELEMENTS (monthly_end));

  /* offensives remaining carry over to the next month of the season */
  for (guint i = 0; i < G_N_ELEMENTS (monthly_end); i++)
    adj_pto_game_next (f->game);
  g_assert_cmpstr (turn_name (adj_pto_game_get_calendar (f->game), adj_pto_game_get_turn (f->game)), ==, "February");
  g_assert_cmpint (adj_pto_game_get_remaining (f->game, ADJ_PTO_SIDE_JAPAN), ==, 1);
  g_assert_cmpint (adj_pto_game_get_remaining (f->game, ADJ_PTO_SIDE_ALLIES), ==, 0);
  g_assert_cmpuint (adj_pto_game_get_n_offensives (f->game), ==, 0);
  g_assert_false (adj_pto_game_get_passed (f->game, ADJ_PTO_SIDE_JAPAN));
  g_signal_handlers_disconnect_by_func (steps, count_changes, log);
}

static void
test_skip_back_jump (Fixture *f, gconstpointer data)
{
  GListModel *steps = adj_pto_game_get_steps (f->game);
  guint choice = G_N_ELEMENTS (monthly_start);

  go_to_monthly (f, 2, 2);
  g_assert_false (adj_pto_game_get_can_back (f->game));
  g_assert_false (adj_pto_game_back (f->game));
  g_assert_true (adj_pto_game_next (f->game));
  g_assert_true (adj_pto_game_skip_step (f->game));
  g_assert_cmpuint (adj_pto_game_get_step_index (f->game), ==, 2);
  g_assert_true (adj_pto_step_get_skipped (step_at (f->game, 1)));
  g_assert_false (adj_pto_step_get_skipped (step_at (f->game, 0)));
  g_assert_true (adj_pto_game_back (f->game));
  g_assert_cmpuint (adj_pto_game_get_step_index (f->game), ==, 1);
  /* doing a skipped step clears the mark */
  g_assert_true (adj_pto_game_next (f->game));
  g_assert_false (adj_pto_step_get_skipped (step_at (f->game, 1)));

  /* skip the rest of Strategic Warfare, then the whole Naval and Air phase */
  g_assert_true (adj_pto_game_skip_phase (f->game));
  g_assert_cmpstr (adj_pto_step_get_title (adj_pto_game_get_current_step (f->game)), ==, "First Naval Movement");
  g_assert_true (adj_pto_step_get_skipped (step_at (f->game, 2)));
  g_assert_true (adj_pto_game_skip_phase (f->game));
  g_assert_cmpuint (adj_pto_game_get_step_index (f->game), ==, choice);
  for (guint i = 3; i < choice; i++)
    g_assert_true (adj_pto_step_get_skipped (step_at (f->game, i)));
  /* skipping the offensive phase: both sides perform no more offensives */
  g_assert_true (adj_pto_game_skip_phase (f->game));
  g_assert_cmpstr (adj_pto_step_get_phase_title (adj_pto_game_get_current_step (f->game)), ==, "Movement Phase");
  g_assert_cmpint (adj_pto_step_get_kind (step_at (f->game, choice)), ==, ADJ_PTO_STEP_NO_OFFENSIVES);

  /* jump anywhere, and not beyond the end */
  g_assert_true (adj_pto_game_jump (f->game, 0));
  g_assert_cmpstr (adj_pto_step_get_title (adj_pto_game_get_current_step (f->game)), ==, "Weather Phase");
  g_assert_false (adj_pto_game_jump (f->game, g_list_model_get_n_items (steps)));
  g_assert_true (adj_pto_game_jump (f->game, g_list_model_get_n_items (steps) - 1));
  g_assert_cmpstr (adj_pto_step_get_title (adj_pto_game_get_current_step (f->game)), ==, "End of Turn");
  /* skip phase in the last phase stays at End of Turn; next ends the turn */
  g_assert_false (adj_pto_game_skip_phase (f->game));
  g_assert_true (adj_pto_game_next (f->game));
  g_assert_cmpstr (turn_name (adj_pto_game_get_calendar (f->game), adj_pto_game_get_turn (f->game)), ==, "February");
  g_assert_cmpuint (adj_pto_game_get_step_index (f->game), ==, 0);
  g_assert_false (adj_pto_step_get_skipped (step_at (f->game, 1)));
}

static void
test_year_change (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  const AdjPtoCalendar *cal = adj_pto_game_get_calendar (f->game);

  /* December 1942 (slot 15): End of Turn leads to the Winter seasonal turn of 1943 */
  g_assert_true (adj_pto_game_start (f->game, 1942, 15, ADJ_PTO_SIDE_ALLIES, 1, 1, &error));
  g_assert_cmpstr (turn_name (cal, adj_pto_game_get_turn (f->game)), ==, "December");
  g_assert_true (adj_pto_game_jump (f->game, g_list_model_get_n_items (adj_pto_game_get_steps (f->game)) - 1));
  g_assert_true (adj_pto_game_next (f->game));
  g_assert_cmpint (adj_pto_game_get_year (f->game), ==, 1943);
  g_assert_true (adj_pto_game_get_seasonal (f->game));
  g_assert_cmpstr (turn_name (cal, adj_pto_game_get_turn (f->game)), ==, "Winter");
  g_assert_cmpstr (adj_pto_step_get_title (step_at (f->game, 2)), ==, "Additions To Force Pools");
  /* last season's offensives are lost */
  g_assert_cmpint (adj_pto_game_get_remaining (f->game, ADJ_PTO_SIDE_JAPAN), ==, 0);
  /* the seasonal turn's last step leads to January */
  g_assert_true (adj_pto_game_jump (f->game, g_list_model_get_n_items (adj_pto_game_get_steps (f->game)) - 1));
  g_assert_true (adj_pto_game_next (f->game));
  g_assert_cmpstr (turn_name (cal, adj_pto_game_get_turn (f->game)), ==, "January");
  g_assert_cmpint (adj_pto_game_get_year (f->game), ==, 1943);
}

static void
test_initiative (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  int j, a;

  /* more offensives: initiative */
  g_assert_true (adj_pto_game_set_offensives_bought (f->game, 2, 3, &error));
  g_assert_cmpint (adj_pto_game_get_initiative (f->game), ==, ADJ_PTO_SIDE_ALLIES);
  g_assert_false (adj_pto_game_get_tie_pending (f->game));
  g_assert_true (adj_pto_game_set_offensives_bought (f->game, 4, 1, &error));
  g_assert_cmpint (adj_pto_game_get_initiative (f->game), ==, ADJ_PTO_SIDE_JAPAN);
  g_assert_false (adj_pto_game_roll_initiative (f->game, 3, 4, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
  g_clear_error (&error);

  /* equal: each side rolls; a tie is rerolled; high roll wins */
  g_assert_true (adj_pto_game_set_offensives_bought (f->game, 3, 3, &error));
  g_assert_true (adj_pto_game_get_tie_pending (f->game));
  g_assert_false (adj_pto_game_roll_initiative (f->game, 7, 2, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
  g_clear_error (&error);
  g_assert_true (adj_pto_game_roll_initiative (f->game, 4, 4, &error));
  g_assert_true (adj_pto_game_get_tie_pending (f->game));
  g_assert_cmpint (adj_pto_game_get_initiative (f->game), ==, ADJ_PTO_SIDE_JAPAN);
  g_assert_true (adj_pto_game_roll_initiative (f->game, 2, 5, &error));
  g_assert_no_error (error);
  g_assert_false (adj_pto_game_get_tie_pending (f->game));
  g_assert_cmpint (adj_pto_game_get_initiative (f->game), ==, ADJ_PTO_SIDE_ALLIES);
  g_assert_cmpint (adj_pto_game_get_naval_air_first (f->game), ==, ADJ_PTO_SIDE_ALLIES);
  g_assert_cmpuint (adj_pto_game_get_n_tie_rolls (f->game), ==, 2);
  adj_pto_game_get_tie_roll (f->game, 0, &j, &a);
  g_assert_cmpint (j, ==, 4);
  g_assert_cmpint (a, ==, 4);
  g_assert_cmpint (adj_pto_game_get_remaining (f->game, ADJ_PTO_SIDE_ALLIES), ==, 3);

  /* the initiative side performs the first offensive in January */
  g_assert_true (adj_pto_game_jump (f->game, g_list_model_get_n_items (adj_pto_game_get_steps (f->game)) - 1));
  g_assert_true (adj_pto_game_next (f->game));
  g_assert_cmpint (adj_pto_game_get_chooser (f->game), ==, ADJ_PTO_SIDE_ALLIES);
  g_assert_cmpint (adj_pto_step_get_side (step_at (f->game, G_N_ELEMENTS (monthly_start) + 1)), ==, ADJ_PTO_SIDE_ALLIES);
  g_assert_false (adj_pto_game_set_offensives_bought (f->game, 1, 1, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
}

static int
sort_strings (gconstpointer a,
              gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/* The numbers in @text, sorted and each once: "-1", "12", "4.7". A number
 * next to a letter ("2d6", "4A") is not one; "-" before a digit is a sign
 * unless a letter or digit comes before it. NULL gives NULL. */
static char *
numbers_in (const char *text)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) out = g_string_new (NULL);

  if (text == NULL)
    return NULL;
  for (const char *p = text; *p; p++)
    {
      const char *start = p;
      const char *end;

      if (!g_ascii_isdigit (*p) || (p > text && (g_ascii_isalnum (p[-1]) || p[-1] == '.')))
        continue;
      end = p;
      while (g_ascii_isdigit (*end))
        end++;
      if (*end == '.' && g_ascii_isdigit (end[1]))
        for (end++; g_ascii_isdigit (*end); end++)
          ;
      p = end - 1;
      if (g_ascii_isalpha (*end))
        continue;
      if (start > text && start[-1] == '-' && (start - 1 == text || !g_ascii_isalnum (start[-2])))
        start--;
      {
        g_autofree char *n = g_strndup (start, end - start);
        guint i;

        if (!g_ptr_array_find_with_equal_func (found, n, g_str_equal, &i))
          g_ptr_array_add (found, g_steal_pointer (&n));
      }
    }
  g_ptr_array_sort (found, sort_strings);
  for (guint i = 0; i < found->len; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", (char *) g_ptr_array_index (found, i));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The numbers the source prints for each step: the rule number in its heading
 * and every number in its text (list markers such as "A." or "1)" and step
 * numbers left out). The table's texts are our own words, and must keep them. */
static const struct {
  const char *row, *numbers;
} step_numbers_source[] = {
  { "monthly-weather", "1.0" },
  { "monthly-strategic-1", "6.0" },
  { "monthly-strategic-2", "3.0" },
  { "monthly-naval-air-1", "4.0 5.0 11.0" },        /* [4.0], "(see 5.0 and 11.0)" */
  { "monthly-naval-air-2", "18.5" },
  { "monthly-naval-air-3", "5.0, 6.0" },
  { "monthly-naval-air-4", "10.0" },
  { "monthly-naval-air-5", "1 5 6" },              /* "steps 1 through 5 ... step 6" */
  { "monthly-naval-air-6", "" },
  { "land-1", "1" },                               /* "offensives track by 1" */
  { "land-2", "20.0 7.6" },
  { "land-3", "16.0 16.2 21.0 22.5" },
  { "land-4", "" },
  { "sea-1", "1 19.1" },
  { "sea-2", "10 5" },                             /* "up to 10 ... move only 5" */
  { "sea-3", "" },
  { "air-1", "" },
  { "air-2", "" },
  { "air-3", "" },
  { "air-4", "" },
  { "monthly-movement", "" },
  { "monthly-end-1", "1 3 4.7" },                  /* "1 EP per area ... 1 EP per 3 SS units ... [4.7]" */
  { "monthly-end-2", "25.0" },
  { "monthly-end-3", "27.1 37.2 27.5 27.6" },
  { "monthly-end-4", "" },
  { "monthly-end-5", "" },
  { "seasonal-income-1", "" },
  { "seasonal-income-2", "12 28.3" },
  { "seasonal-construction-1", "" },
  { "seasonal-construction-2", "" },
  { "seasonal-construction-3", "" },
  { "seasonal-initiative-1", "0" },                /* "Adjust all offensives tracks to 0" */
  { "seasonal-initiative-2", "" },
}, phase_numbers_source[] = {
  { "weather", "1.0" },
  { "strategic-warfare", "2.0" },
  { "naval-air", "" },
  { "offensive", "19.0" },
  { "movement", "" },
  { "end", "" },
  { "income", "28.0" },                            /* printed "[28.O]" */
  { "construction", "29.0" },
  { "initiative", "30.0" },
};

static void
check_numbers (AdjRuleTable *t,
               const char   *row,
               const char   *want)
{
  const char *rule = adj_rule_table_lookup_text (t, row, "rule");
  const char *text = adj_rule_table_lookup_text (t, row, "text");
  g_autofree char *both = g_strjoin (" ", rule && g_strcmp0 (rule, "-") ? rule : "",
                                     text && g_strcmp0 (text, "-") ? text : "", NULL);
  g_autofree char *got = numbers_in (both);
  g_autofree char *expected = numbers_in (want);

  if (g_strcmp0 (got, expected) != 0)
    g_error ("%s %s: the source has the numbers “%s”, the rule and text have “%s”",
             adj_rule_table_get_id (t), row, expected, got);
}

static void
test_step_numbers (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  AdjRuleTable *steps = adj_rulebook_get_table (rb, "pto", "steps");
  AdjRuleTable *phases = adj_rulebook_get_table (rb, "pto", "phases");

  g_assert_cmpuint (adj_rule_table_get_n_rows (steps), ==, G_N_ELEMENTS (step_numbers_source));
  for (guint i = 0; i < G_N_ELEMENTS (step_numbers_source); i++)
    {
      const char *text = adj_rule_table_lookup_text (steps, step_numbers_source[i].row, "text");

      g_assert_nonnull (text);
      g_assert_cmpuint (strlen (text), >, 10);
      check_numbers (steps, step_numbers_source[i].row, step_numbers_source[i].numbers);
    }
  g_assert_cmpuint (adj_rule_table_get_n_rows (phases), ==, G_N_ELEMENTS (phase_numbers_source));
  for (guint i = 0; i < G_N_ELEMENTS (phase_numbers_source); i++)
    check_numbers (phases, phase_numbers_source[i].row, phase_numbers_source[i].numbers);
}

/* Source [1.1]-[1.3]: the rolls that ground each zone; 0 = never. */
static const struct {
  const char *condition;
  int arctic, land, monsoon, fair;
} grounding_source[] = {
  { "f", 7, 0, 0, 0 },
  { "m", 8, 0, 7, 0 },
  { "w", 6, 8, 0, 0 },
};

static void
test_grounding_table (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (grounding_source); i++)
    {
      const char *zones[] = { "arctic", "land", "monsoon", "fair" };
      int from[] = { grounding_source[i].arctic, grounding_source[i].land,
                     grounding_source[i].monsoon, grounding_source[i].fair };
      g_auto(GStrv) affected = adj_pto_weather_dup_affected_zones (rb, grounding_source[i].condition);

      for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
        {
          /* "this always includes the arctic zone"; a zone with no grounding is not affected */
          g_assert_cmpint (g_strv_contains ((const char * const *) affected, zones[z]), ==, from[z] > 0);
          for (int roll = 2; roll <= 12; roll++)
            g_assert_cmpint (adj_pto_weather_is_grounded (rb, grounding_source[i].condition, zones[z], roll), ==,
                             from[z] > 0 && roll >= from[z]);
        }
    }
  g_assert_nonnull (adj_pto_weather_get_effect (rb, "m", "interception"));
  g_assert_null (adj_pto_weather_get_effect (rb, "f", "movement"));
}

/* Source [1.1]-[1.3], effects other than grounding: the numbers each effect
 * prints ("1 hex", "-1 die modifier", "-2, instead of a -1", "a total of -3");
 * NULL = no such effect. The texts are our own words and must keep them. */
static const struct {
  const char *condition, *name, *rule, *movement, *combat, *interception;
} effects_source[] = {
  { "f", "Fair", "1.1", NULL, NULL, NULL },
  { "m", "Monsoon", "1.2", "1", "-1 -2 -1 -3", "-1" },
  { "w", "Winter", "1.3", "1", "-1", NULL },
};

static void
assert_effect_numbers (AdjRulebook *rb,
                       const char  *condition,
                       const char  *effect,
                       const char  *want)
{
  g_autofree char *got = numbers_in (adj_pto_weather_get_effect (rb, condition, effect));
  g_autofree char *expected = numbers_in (want);

  g_assert_cmpstr (got, ==, expected);
}

static void
test_weather_effects_table (void)
{
  g_autoptr(AdjRulebook) rb = adj_test_rulebook (NULL);
  AdjRuleFile *file = adj_rulebook_get_file (rb, "pto");

  for (guint i = 0; i < G_N_ELEMENTS (effects_source); i++)
    {
      const char *c = effects_source[i].condition;

      g_assert_cmpstr (adj_pto_weather_get_effect (rb, c, "name"), ==, effects_source[i].name);
      g_assert_cmpstr (adj_pto_weather_get_effect (rb, c, "rule"), ==, effects_source[i].rule);
      assert_effect_numbers (rb, c, "movement", effects_source[i].movement);
      assert_effect_numbers (rb, c, "combat", effects_source[i].combat);
      assert_effect_numbers (rb, c, "interception", effects_source[i].interception);
    }
  /* "roll a die" (weather), "Roll two dice for each affected weather zone", "roll a die for each side",
   * "Reduce your country's total on the offensives track by 1" */
  g_assert_cmpstr (adj_rule_file_get_text (file, "weather-dice"), ==, "1d6");
  g_assert_cmpstr (adj_rule_file_get_text (file, "grounding-dice"), ==, "2d6");
  g_assert_cmpstr (adj_rule_file_get_text (file, "initiative-dice"), ==, "1d6");
  g_assert_cmpint (adj_rule_file_get_int (file, "offensive-cost"), ==, 1);
  /* the built-in turn track is empty: the players fill it in */
  g_assert_cmpuint (adj_rule_table_get_n_rows (adj_rulebook_get_table (rb, "pto-weather", "turn-track")), ==, 0);
}

static void
roll_zone (Fixture    *f,
           const char *zone,
           int         a,
           int         b)
{
  g_autoptr(GError) error = NULL;
  int faces[] = { a, b };

  g_assert_true (adj_pto_game_roll_grounding (f->game, zone, faces, 2, &error));
  g_assert_no_error (error);
}

static void
test_weather_split (Fixture *f, gconstpointer data)
{
  const char *cells[] = { "1-2", "3-4", "5,6" };
  g_autoptr(GError) error = NULL;
  AdjPtoTrackEntry entry;
  g_autofree char *path = NULL;
  g_auto(GStrv) zones = NULL;
  int face;

  go_to_monthly (f, 0, 0);
  /* no entry yet: the players must fill it in */
  g_assert_false (adj_pto_game_get_track_entry (f->game, &entry));
  g_assert_null (adj_pto_game_get_weather_condition (f->game));
  face = 5;
  g_assert_false (adj_pto_game_roll_weather (f->game, &face, 1, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
  g_clear_error (&error);

  /* a bad entry is refused: 6 missing, then 2 twice */
  {
    const char *bad1[] = { "1-2", "3-4", "5" };
    const char *bad2[] = { "1-2", "2-4", "5,6" };
    g_assert_false (adj_pto_game_save_track_entry (f->game, NULL, bad1, &error));
    g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
    g_clear_error (&error);
    g_assert_false (adj_pto_game_save_track_entry (f->game, NULL, bad2, &error));
    g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
    g_clear_error (&error);
  }
  g_assert_true (adj_pto_game_save_track_entry (f->game, NULL, cells, &error));
  g_assert_no_error (error);
  path = g_build_filename (adj_rulebook_get_user_dir (f->rb), "pto-weather.xml", NULL);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (adj_pto_game_get_track_entry (f->game, &entry));
  g_assert_true (adj_pto_game_get_needs_weather_roll (f->game));

  /* a second month keeps the first one */
  {
    g_autoptr(AdjRulebook) rb2 = NULL;
    const char *feb[] = { "-", "-", "1-6" };
    AdjPtoTrackEntry e2;

    g_assert_true (adj_pto_weather_save_entry (f->rb, "1942-02", "February 1942", feb, &error));
    rb2 = adj_test_rulebook (adj_rulebook_get_user_dir (f->rb));
    g_assert_true (adj_pto_weather_lookup_entry (rb2, "1942-01", &e2));
    g_assert_cmpstr (adj_pto_weather_entry_for_roll (&e2, 3), ==, "m");
    g_assert_true (adj_pto_weather_lookup_entry (rb2, "1942-02", &e2));
    g_assert_cmpstr (adj_pto_weather_entry_single (&e2), ==, "w");
  }

  face = 4;   /* 3-4: M */
  g_assert_true (adj_pto_game_roll_weather (f->game, &face, 1, &error));
  g_assert_cmpstr (adj_pto_game_get_weather_condition (f->game), ==, "m");
  g_assert_cmpint (adj_pto_game_get_weather_face (f->game), ==, 4);
  g_assert_false (adj_pto_game_get_needs_weather_roll (f->game));
  zones = adj_pto_game_dup_affected_zones (f->game);
  g_assert_cmpuint (g_strv_length (zones), ==, 2);
  g_assert_cmpstr (zones[0], ==, "arctic");
  g_assert_cmpstr (zones[1], ==, "monsoon");
  /* M: arctic 7 flies, monsoon 7 grounded */
  roll_zone (f, "arctic", 3, 4);
  roll_zone (f, "monsoon", 1, 6);
  g_assert_false (adj_pto_game_get_zone_grounded (f->game, "arctic"));
  g_assert_true (adj_pto_game_get_zone_grounded (f->game, "monsoon"));
  roll_zone (f, "arctic", 4, 4);
  g_assert_true (adj_pto_game_get_zone_grounded (f->game, "arctic"));
  g_assert_cmpint (adj_pto_game_get_grounding_roll (f->game, "arctic"), ==, 8);
  {
    int faces[] = { 3, 3 };
    g_assert_false (adj_pto_game_roll_grounding (f->game, "land", faces, 2, &error));
    g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
    g_clear_error (&error);
    faces[0] = 7;
    g_assert_false (adj_pto_game_roll_grounding (f->game, "arctic", faces, 2, &error));
    g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
    g_clear_error (&error);
  }

  /* the weather stays for the rest of the month, and is gone in February */
  g_assert_true (adj_pto_game_jump (f->game, 10));
  g_assert_cmpstr (adj_pto_game_get_weather_condition (f->game), ==, "m");
  g_assert_true (adj_pto_game_jump (f->game, g_list_model_get_n_items (adj_pto_game_get_steps (f->game)) - 1));
  g_assert_true (adj_pto_game_next (f->game));
  g_assert_cmpint (adj_pto_game_get_grounding_roll (f->game, "arctic"), ==, 0);
  /* February's single W needs no roll */
  g_assert_false (adj_pto_game_get_needs_weather_roll (f->game));
  g_assert_cmpstr (adj_pto_game_get_weather_condition (f->game), ==, "w");
}

static void
test_weather_single (Fixture *f, gconstpointer data)
{
  const char *cells[] = { "1-6", "-", "-" };
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) zones = NULL;

  go_to_monthly (f, 0, 0);
  g_assert_true (adj_pto_game_save_track_entry (f->game, NULL, cells, &error));
  g_assert_no_error (error);
  g_assert_false (adj_pto_game_get_needs_weather_roll (f->game));
  g_assert_cmpstr (adj_pto_game_get_weather_condition (f->game), ==, "f");
  g_assert_cmpint (adj_pto_game_get_weather_face (f->game), ==, 0);
  zones = adj_pto_game_dup_affected_zones (f->game);
  g_assert_cmpuint (g_strv_length (zones), ==, 1);
  /* F arctic: 6 flies, 7 grounded */
  roll_zone (f, "arctic", 3, 3);
  g_assert_false (adj_pto_game_get_zone_grounded (f->game, "arctic"));
  roll_zone (f, "arctic", 3, 4);
  g_assert_true (adj_pto_game_get_zone_grounded (f->game, "arctic"));
}

static void
test_weather_winter (Fixture *f, gconstpointer data)
{
  const char *cells[] = { "-", "-", "1-6" };
  g_autoptr(GError) error = NULL;

  go_to_monthly (f, 0, 0);
  g_assert_true (adj_pto_game_save_track_entry (f->game, NULL, cells, &error));
  /* W: arctic 5/6, land 7/8 */
  roll_zone (f, "arctic", 2, 3);
  roll_zone (f, "land", 3, 4);
  g_assert_false (adj_pto_game_get_zone_grounded (f->game, "arctic"));
  g_assert_false (adj_pto_game_get_zone_grounded (f->game, "land"));
  roll_zone (f, "arctic", 3, 3);
  roll_zone (f, "land", 4, 4);
  g_assert_true (adj_pto_game_get_zone_grounded (f->game, "arctic"));
  g_assert_true (adj_pto_game_get_zone_grounded (f->game, "land"));
  {
    int faces[] = { 6, 6 };
    g_assert_false (adj_pto_game_roll_grounding (f->game, "fair", faces, 2, &error));
    g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
  }
}

static char *
snapshot (AdjPtoGame *game)
{
  return adj_model_snapshot (ADJ_MODEL (game));
}

static void
test_save_load (Fixture *f, gconstpointer data)
{
  const char *cells[] = { "1-3", "4-6", "-" };
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  g_autoptr(AdjPtoGame) other = adj_pto_game_new (f->rb, f->dice);
  int face = 5;

  go_to_monthly (f, 2, 3);
  g_assert_true (adj_pto_game_save_track_entry (f->game, NULL, cells, &error));
  g_assert_true (adj_pto_game_roll_weather (f->game, &face, 1, &error));
  roll_zone (f, "monsoon", 5, 5);
  adj_pto_game_set_naval_air_first (f->game, ADJ_PTO_SIDE_ALLIES, NULL);
  adj_pto_game_skip_step (f->game);
  adj_pto_game_jump (f->game, G_N_ELEMENTS (monthly_start));
  g_assert_true (adj_pto_game_choose_offensive (f->game, "air", 2, &error));
  adj_pto_game_next (f->game);
  saved = snapshot (f->game);

  g_assert_true (adj_model_restore (ADJ_MODEL (other), saved, &error));
  g_assert_no_error (error);
  again = snapshot (other);
  g_assert_cmpstr (saved, ==, again);
  g_assert_cmpstr (adj_pto_game_get_weather_condition (other), ==, "m");
  g_assert_true (adj_pto_game_get_zone_grounded (other, "monsoon"));
  g_assert_cmpuint (adj_pto_game_get_step_index (other), ==, G_N_ELEMENTS (monthly_start) + 1);
  g_assert_cmpint (adj_pto_game_get_remaining (other, ADJ_PTO_SIDE_JAPAN), ==, 0);
  g_assert_true (adj_pto_step_get_skipped (step_at (other, 0)));
  g_assert_cmpuint (g_list_model_get_n_items (adj_pto_game_get_steps (other)), ==,
                    g_list_model_get_n_items (adj_pto_game_get_steps (f->game)));

  /* damaged files are refused and change nothing */
  {
    const char *bad[][2] = {
      { "step=\"", "step=\"x" },
      { "season=\"winter\"", "season=\"monsoon\"" },
      { "sequence=\"air\"", "sequence=\"tank\"" },
      { "initiative=\"japan\"", "initiative=\"china\"" },
      { "zone=\"monsoon\"", "zone=\"moon\"" },
      { "condition=\"m\"", "condition=\"x\"" },
      { "step=\"", "step=\"999" },
      { "roll=\"10\"", "roll=\"13\"" },
      { "roll=\"5\"", "roll=\"7\"" },
    };
    g_autofree char *before = snapshot (f->game);

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(GString) s = g_string_new (saved);
        g_autofree char *after = NULL;

        g_assert_nonnull (strstr (saved, bad[i][0]));
        g_string_replace (s, bad[i][0], bad[i][1], 1);
        g_assert_false (adj_model_restore (ADJ_MODEL (f->game), s->str, &error));
        g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
        g_clear_error (&error);
        after = snapshot (f->game);
        g_assert_cmpstr (before, ==, after);
      }
  }

  /* reset: back to the Winter seasonal turn */
  adj_model_reset (ADJ_MODEL (other));
  g_assert_true (adj_pto_game_get_seasonal (other));
  g_assert_cmpuint (adj_pto_game_get_step_index (other), ==, 0);
}

static void
test_history (Fixture *f, gconstpointer data)
{
  g_autoptr(AdjHistory) history = adj_history_new (ADJ_MODEL (f->game));
  g_autoptr(GError) error = NULL;

  adj_pto_game_next (f->game);
  adj_pto_game_next (f->game);
  g_assert_cmpuint (adj_pto_game_get_step_index (f->game), ==, 2);
  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (adj_pto_game_get_step_index (f->game), ==, 1);
  g_assert_true (adj_history_redo (history, &error));
  g_assert_cmpuint (adj_pto_game_get_step_index (f->game), ==, 2);
}

/* Buys tied offensives in Winter 1942: each side owes a die. */
static void
buy_tie (AdjPtoGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_pto_game_set_offensives_bought (game, 2, 2, &error));
  g_assert_no_error (error);
  g_assert_true (adj_pto_game_get_tie_pending (game));
}

/* A side's die rolled on tied offensives waits in the game for the other
 * side's: it is saved, and a fresh game loaded from the file has it. */
static void
test_tie_die_survives_restart (Fixture *f, gconstpointer data)
{
  g_autoptr(AdjPtoGame) fresh = adj_pto_game_new (f->rb, f->dice);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  int tie_japan = -1;

  buy_tie (f->game);
  g_assert_true (adj_pto_game_roll_tie_die (f->game, ADJ_PTO_SIDE_JAPAN, 4, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_pto_game_get_tie_die (f->game, ADJ_PTO_SIDE_JAPAN), ==, 4);
  g_assert_cmpint (adj_pto_game_get_tie_die (f->game, ADJ_PTO_SIDE_ALLIES), ==, 0);
  g_assert_cmpuint (adj_pto_game_get_n_tie_rolls (f->game), ==, 0);
  saved = snapshot (f->game);
  g_assert_nonnull (strstr (saved, "tie-japan=\"4\""));

  g_assert_true (adj_model_restore (ADJ_MODEL (fresh), saved, &error));
  g_assert_no_error (error);
  g_object_get (fresh, "tie-japan", &tie_japan, NULL);
  g_assert_cmpint (tie_japan, ==, 4);
  g_assert_true (adj_pto_game_get_tie_pending (fresh));
  /* the Allies roll after the restart: 4 against 2, Japan has initiative */
  g_assert_true (adj_pto_game_roll_tie_die (fresh, ADJ_PTO_SIDE_ALLIES, 2, &error));
  g_assert_false (adj_pto_game_get_tie_pending (fresh));
  g_assert_cmpint (adj_pto_game_get_initiative (fresh), ==, ADJ_PTO_SIDE_JAPAN);
  g_assert_cmpint (adj_pto_game_get_tie_die (fresh, ADJ_PTO_SIDE_JAPAN), ==, 0);
  g_assert_cmpuint (adj_pto_game_get_n_tie_rolls (fresh), ==, 1);

  /* an older game without waiting dice opens; impossible dice are refused */
  {
    const char *cases[][2] = {
      { " tie-japan=\"4\"", "" },
      { "tie-japan=\"4\"", "tie-japan=\"9\"" },
      { "tie-pending=\"yes\"", "tie-pending=\"no\"" },
      { "tie-japan=\"4\"", "tie-japan=\"4\" tie-allies=\"3\"" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(GString) text = g_string_new (saved);

        g_string_replace (text, cases[i][0], cases[i][1], 1);
        if (i == 0)
          {
            g_assert_true (adj_model_restore (ADJ_MODEL (fresh), text->str, &error));
            g_assert_no_error (error);
            g_assert_cmpint (adj_pto_game_get_tie_die (fresh, ADJ_PTO_SIDE_JAPAN), ==, 0);
            g_assert_true (adj_pto_game_get_tie_pending (fresh));
            continue;
          }
        g_assert_false (adj_model_restore (ADJ_MODEL (fresh), text->str, &error));
        g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
        g_clear_error (&error);
      }
  }
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              GHashTable *counts)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, pspec->name));

  g_hash_table_insert (counts, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
}

static guint
notified (GHashTable *counts,
          const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (counts, name));
}

/* Each die is one undoable step, and undo and redo bring back exactly the
 * waiting die, telling the views of it. */
static void
test_tie_die_undo_redo (Fixture *f, gconstpointer data)
{
  g_autoptr(AdjHistory) history = adj_history_new (ADJ_MODEL (f->game));
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;

  buy_tie (f->game);
  g_assert_true (adj_pto_game_roll_tie_die (f->game, ADJ_PTO_SIDE_ALLIES, 5, &error));
  g_assert_true (adj_pto_game_roll_tie_die (f->game, ADJ_PTO_SIDE_JAPAN, 5, &error));
  /* 5 against 5: tied again, both roll anew */
  g_assert_true (adj_pto_game_get_tie_pending (f->game));
  g_assert_cmpuint (adj_pto_game_get_n_tie_rolls (f->game), ==, 1);
  g_assert_cmpint (adj_pto_game_get_tie_die (f->game, ADJ_PTO_SIDE_ALLIES), ==, 0);
  g_assert_true (adj_pto_game_roll_tie_die (f->game, ADJ_PTO_SIDE_JAPAN, 1, &error));
  g_assert_true (adj_pto_game_roll_tie_die (f->game, ADJ_PTO_SIDE_ALLIES, 6, &error));
  g_assert_no_error (error);
  g_assert_false (adj_pto_game_get_tie_pending (f->game));
  g_assert_cmpint (adj_pto_game_get_initiative (f->game), ==, ADJ_PTO_SIDE_ALLIES);

  g_signal_connect (f->game, "notify", G_CALLBACK (count_notify), counts);
  /* undo the Allies' 6: Japan's 1 waits again */
  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_true (adj_pto_game_get_tie_pending (f->game));
  g_assert_cmpint (adj_pto_game_get_tie_die (f->game, ADJ_PTO_SIDE_JAPAN), ==, 1);
  g_assert_cmpint (adj_pto_game_get_tie_die (f->game, ADJ_PTO_SIDE_ALLIES), ==, 0);
  g_assert_cmpuint (adj_pto_game_get_n_tie_rolls (f->game), ==, 1);
  g_assert_cmpuint (notified (counts, "tie-japan"), ==, 1);
  g_assert_cmpuint (notified (counts, "tie-pending"), ==, 1);
  g_assert_cmpuint (notified (counts, "tie-allies"), ==, 0);
  g_assert_cmpuint (notified (counts, "year"), ==, 0);
  /* undo Japan's 1: nothing waits, the first pair stays */
  g_assert_true (adj_history_undo (history, &error));
  g_assert_cmpint (adj_pto_game_get_tie_die (f->game, ADJ_PTO_SIDE_JAPAN), ==, 0);
  g_assert_cmpuint (adj_pto_game_get_n_tie_rolls (f->game), ==, 1);
  /* undo Japan's 5: the Allies' 5 waits */
  g_assert_true (adj_history_undo (history, &error));
  g_assert_cmpint (adj_pto_game_get_tie_die (f->game, ADJ_PTO_SIDE_ALLIES), ==, 5);
  g_assert_cmpuint (adj_pto_game_get_n_tie_rolls (f->game), ==, 0);
  g_assert_cmpstr (adj_history_get_redo_label (history), ==, "Roll for initiative");
  /* and redo, one die at a time */
  g_assert_true (adj_history_redo (history, &error));
  g_assert_cmpint (adj_pto_game_get_tie_die (f->game, ADJ_PTO_SIDE_ALLIES), ==, 0);
  g_assert_cmpuint (adj_pto_game_get_n_tie_rolls (f->game), ==, 1);
  g_assert_true (adj_history_redo (history, &error));
  g_assert_cmpint (adj_pto_game_get_tie_die (f->game, ADJ_PTO_SIDE_JAPAN), ==, 1);
  g_assert_true (adj_history_redo (history, &error));
  g_assert_no_error (error);
  g_assert_false (adj_pto_game_get_tie_pending (f->game));
  g_assert_cmpint (adj_pto_game_get_initiative (f->game), ==, ADJ_PTO_SIDE_ALLIES);
  g_assert_false (adj_history_get_can_redo (history));
}

static void
count_items_changed (GListModel *list,
                     guint       position,
                     guint       removed,
                     guint       added,
                     guint      *count)
{
  (*count)++;
}

static void
count_zone_notify (GObject    *zone,
                   GParamSpec *pspec,
                   guint      *count)
{
  (*count)++;
}

/* A change notifies the properties it changed and no other; a restore
 * notifies what differs from before. */
static void
test_notify_targeted (Fixture *f, gconstpointer data)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  g_autofree char *winter = snapshot (f->game);
  AdjPtoStep *first = adj_pto_game_get_current_step (f->game);
  AdjPtoSide side = ADJ_PTO_SIDE_NONE;
  guint steps_changed = 0;

  g_object_get (f->game, "initiative", &side, NULL);
  g_assert_cmpint (side, ==, ADJ_PTO_SIDE_JAPAN);
  g_signal_connect (f->game, "notify", G_CALLBACK (count_notify), counts);
  g_signal_connect (adj_pto_game_get_steps (f->game), "items-changed", G_CALLBACK (count_items_changed), &steps_changed);
  g_assert_true (adj_pto_game_next (f->game));
  g_assert_cmpuint (notified (counts, "step-index"), ==, 1);
  g_assert_cmpuint (notified (counts, "current-step"), ==, 1);
  g_assert_cmpuint (notified (counts, "can-back"), ==, 1);
  g_assert_cmpuint (notified (counts, "year"), ==, 0);
  g_assert_cmpuint (notified (counts, "initiative"), ==, 0);
  g_assert_cmpuint (notified (counts, "bought-japan"), ==, 0);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 3);
  /* moving on changes no step of the list */
  g_assert_cmpuint (steps_changed, ==, 0);
  g_assert_true (adj_pto_game_get_current_step (f->game) != first);

  g_hash_table_remove_all (counts);
  g_assert_true (adj_pto_game_start (f->game, 1943, 1, ADJ_PTO_SIDE_ALLIES, 1, 1, &error));
  g_assert_cmpuint (notified (counts, "year"), ==, 1);
  g_assert_cmpuint (notified (counts, "month"), ==, 1);
  g_assert_cmpuint (notified (counts, "initiative"), ==, 1);
  g_assert_cmpuint (notified (counts, "season"), ==, 0);

  g_hash_table_remove_all (counts);
  g_assert_true (adj_model_restore (ADJ_MODEL (f->game), winter, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (notified (counts, "year"), ==, 1);
  g_assert_cmpuint (notified (counts, "month"), ==, 1);
  g_assert_cmpuint (notified (counts, "seasonal"), ==, 1);
  g_assert_cmpuint (notified (counts, "season"), ==, 0);
  g_assert_cmpuint (notified (counts, "tie-japan"), ==, 0);
  g_assert_cmpint (adj_pto_game_get_year (f->game), ==, 1942);
}

/* The weather zones are a list of items that follow the month: the zones the
 * weather affects and their grounding rolls, with no change to the list. */
static void
test_zones_list (Fixture *f, gconstpointer data)
{
  GListModel *zones = adj_pto_game_get_zones (f->game);
  g_auto(GStrv) ids = adj_pto_weather_dup_zones (f->rb);
  g_autoptr(GError) error = NULL;
  const char *cells[] = { "-", "1-6", "-", NULL };
  const int dice[] = { 5, 5 };
  guint changed = 0, roll_notified = 0;
  g_autoptr(AdjPtoZone) monsoon = NULL;
  g_auto(GStrv) affected = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (zones), ==, g_strv_length (ids));
  for (guint i = 0; ids[i]; i++)
    {
      g_autoptr(AdjPtoZone) zone = g_list_model_get_item (zones, i);

      g_assert_cmpstr (adj_pto_zone_get_id (zone), ==, ids[i]);
      g_assert_false (adj_pto_zone_get_affected (zone));
      if (g_strcmp0 (ids[i], "monsoon") == 0)
        monsoon = g_object_ref (zone);
    }
  g_assert_nonnull (monsoon);
  g_signal_connect (zones, "items-changed", G_CALLBACK (count_items_changed), &changed);
  g_signal_connect (monsoon, "notify::roll", G_CALLBACK (count_zone_notify), &roll_notified);

  g_assert_true (adj_pto_game_start (f->game, 1942, 1, ADJ_PTO_SIDE_JAPAN, 1, 1, &error));
  g_assert_true (adj_pto_game_save_track_entry (f->game, NULL, cells, &error));
  g_assert_no_error (error);
  affected = adj_pto_game_dup_affected_zones (f->game);
  for (guint i = 0; ids[i]; i++)
    {
      g_autoptr(AdjPtoZone) zone = g_list_model_get_item (zones, i);

      g_assert_cmpint (adj_pto_zone_get_affected (zone), ==,
                       g_strv_contains ((const char * const *) affected, ids[i]));
    }
  g_assert_true (adj_pto_zone_get_affected (monsoon));
  g_assert_true (adj_pto_game_roll_grounding (f->game, "monsoon", dice, G_N_ELEMENTS (dice), &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_pto_zone_get_roll (monsoon), ==, 10);
  g_assert_cmpint (adj_pto_zone_get_grounded (monsoon), ==, adj_pto_game_get_zone_grounded (f->game, "monsoon"));
  g_assert_cmpuint (roll_notified, ==, 1);
  g_assert_cmpuint (changed, ==, 0);
}

typedef struct {
  guint calls, position, removed, added;
} Splice;

static void
record_splice (GListModel *list,
               guint       position,
               guint       removed,
               guint       added,
               Splice     *out)
{
  out->calls++;
  out->position = position;
  out->removed = removed;
  out->added = added;
}

/* Choosing an offensive replaces the choice step by the offensive's sequence
 * and the next choice, and nothing else of the list. */
static void
test_steps_items_changed (Fixture *f, gconstpointer data)
{
  GListModel *steps = adj_pto_game_get_steps (f->game);
  g_autoptr(GError) error = NULL;
  Splice splice = { 0 };
  guint choice = 0, n;

  g_assert_true (adj_pto_game_start (f->game, 1942, 1, ADJ_PTO_SIDE_JAPAN, 2, 2, &error));
  while (adj_pto_step_get_kind (adj_pto_game_get_current_step (f->game)) != ADJ_PTO_STEP_CHOOSE_OFFENSIVE)
    {
      g_assert_true (adj_pto_game_next (f->game));
      g_assert_cmpuint (++choice, <, 30);
    }
  n = g_list_model_get_n_items (steps);
  g_signal_connect (steps, "items-changed", G_CALLBACK (record_splice), &splice);
  g_assert_true (adj_pto_game_choose_offensive (f->game, "land", 1, &error));
  g_assert_cmpuint (splice.calls, ==, 1);
  g_assert_cmpuint (splice.position, ==, choice);
  g_assert_cmpuint (splice.removed, ==, 1);
  g_assert_cmpuint (splice.added, ==, G_N_ELEMENTS (land_titles) + 1);
  g_assert_cmpuint (g_list_model_get_n_items (steps), ==, n + G_N_ELEMENTS (land_titles));
  /* moving through the sequence changes no step */
  g_assert_true (adj_pto_game_next (f->game));
  g_assert_cmpuint (splice.calls, ==, 1);
  /* skipping a step replaces that step only (it is now marked skipped) */
  g_assert_true (adj_pto_game_back (f->game));
  g_assert_true (adj_pto_game_skip_step (f->game));
  g_assert_cmpuint (splice.calls, ==, 2);
  g_assert_cmpuint (splice.position, ==, choice);
  g_assert_cmpuint (splice.removed, ==, 1);
  g_assert_cmpuint (splice.added, ==, 1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, fn) g_test_add ("/pto/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  g_test_add_func ("/pto/calendar/three-years", test_calendar_three_years);
  g_test_add_func ("/pto/weather/grounding-table", test_grounding_table);
  g_test_add_func ("/pto/weather/effects-table", test_weather_effects_table);
  g_test_add_func ("/pto/steps/numbers-and-rules", test_step_numbers);
  ADD ("sequence/seasonal", test_seasonal_sequence);
  ADD ("sequence/monthly", test_monthly_sequence);
  ADD ("sequence/naval-air-first-side", test_naval_air_first);
  ADD ("sequence/offensives", test_offensives);
  ADD ("sequence/skip-back-jump", test_skip_back_jump);
  ADD ("calendar/year-change", test_year_change);
  ADD ("initiative/offensives-and-ties", test_initiative);
  ADD ("weather/split-roll", test_weather_split);
  ADD ("weather/single-condition", test_weather_single);
  ADD ("weather/winter-boundaries", test_weather_winter);
  ADD ("model/save-load", test_save_load);
  ADD ("model/undo-redo", test_history);
  ADD ("model/notify-targeted", test_notify_targeted);
  ADD ("sequence/steps-items-changed", test_steps_items_changed);
  ADD ("initiative/tie-die-survives-restart", test_tie_die_survives_restart);
  ADD ("initiative/tie-die-undo-redo", test_tie_die_undo_redo);
  ADD ("weather/zones-list", test_zones_list);
  return g_test_run ();
}
