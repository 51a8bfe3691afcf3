/* SPDX-License-Identifier: GPL-3.0-or-later */
/* World in Flames: accumulated turn end, initiative tracks, odds, saving. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "adj-error.h"
#include "adj-test-utils.h"
#include "adj-wif-impulse.h"
#include "adj-wif-rules.h"
#include "adj-wif-track.h"
#include "adj-wif-turn.h"

/* Side indexes follow the sides table: Axis, Allies, Communists. */
enum { AXIS, ALLIES, COMMUNISTS };

typedef struct {
  AdjRulebook *rb;
  AdjWifTrack *track;
  guint        changed;
  guint        items_pos, items_removed, items_added, items_calls;
  guint        turns_pos, turns_removed, turns_added, turns_calls;
} Fixture;

static void
on_turns (GListModel *list,
          guint       pos,
          guint       removed,
          guint       added,
          Fixture    *f)
{
  f->turns_pos = pos;
  f->turns_removed = removed;
  f->turns_added = added;
  f->turns_calls++;
}

static void
on_changed (AdjModel   *model,
            const char *label,
            Fixture    *f)
{
  f->changed++;
}

static void
on_items (GListModel *list,
          guint       pos,
          guint       removed,
          guint       added,
          Fixture    *f)
{
  f->items_pos = pos;
  f->items_removed = removed;
  f->items_added = added;
  f->items_calls++;
}

static void
setup (Fixture       *f,
       gconstpointer  data)
{
  f->rb = adj_test_rulebook (NULL);
  f->track = adj_wif_track_new (f->rb, NULL);
  g_signal_connect (f->track, "changed", G_CALLBACK (on_changed), f);
  g_signal_connect (adj_wif_track_get_impulses (f->track), "items-changed", G_CALLBACK (on_items), f);
  g_signal_connect (adj_wif_track_get_turns (f->track), "items-changed", G_CALLBACK (on_turns), f);
}

static void
teardown (Fixture       *f,
          gconstpointer  data)
{
  g_clear_object (&f->track);
  g_clear_object (&f->rb);
}

/* The track's items, borrowed (the lists hold them). */
static AdjWifSide *
side_item (AdjWifTrack *track,
           int          side)
{
  g_autoptr(AdjWifSide) item = g_list_model_get_item (adj_wif_track_get_sides (track), side);

  g_assert_nonnull (item);
  return item;
}

static AdjWifMajorPower *
mp_item (AdjWifTrack *track,
         guint        mp)
{
  g_autoptr(AdjWifMajorPower) item = g_list_model_get_item (adj_wif_track_get_major_powers (track), mp);

  g_assert_nonnull (item);
  return item;
}

/* a side's initiative die plus the bonus it was rolled with, or 0 */
static int
init_total (AdjWifTrack *track,
            int          side)
{
  AdjWifSide *item = side_item (track, side);

  return adj_wif_side_get_roll (item) ? adj_wif_side_get_roll (item) + adj_wif_side_get_roll_bonus (item) : 0;
}

static int
mp_index (AdjWifTrack *track,
          const char  *name)
{
  for (guint i = 0; i < g_list_model_get_n_items (adj_wif_track_get_major_powers (track)); i++)
    if (g_strcmp0 (adj_wif_major_power_get_name (mp_item (track, i)), name) == 0)
      return i;
  g_assert_not_reached ();
  return -1;
}

static void
roll (AdjWifTrack *track,
      int          expect_total,
      int          n,
      ...)
{
  g_autoptr(GError) error = NULL;
  int faces[8];
  va_list args;

  va_start (args, n);
  for (int i = 0; i < n; i++)
    faces[i] = va_arg (args, int);
  va_end (args);
  g_assert_true (adj_wif_track_record_impulse (track, faces, n, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_wif_track_get_ten (track), ==, expect_total);
}

static void
set_k (AdjWifTrack *track,
       int          k)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_wif_track_set_k (track, k, &error));
  g_assert_no_error (error);
}

static void
start (AdjWifTrack *track,
       int          n_sides,
       int          first,
       ...)
{
  g_autoptr(GError) error = NULL;
  int order[ADJ_WIF_MAX_SIDES];
  va_list args;

  g_assert_true (adj_wif_track_set_n_sides (track, n_sides, &error));
  g_assert_no_error (error);
  order[0] = first;
  va_start (args, first);
  for (int i = 1; i < n_sides; i++)
    order[i] = va_arg (args, int);
  va_end (args);
  g_assert_true (adj_wif_track_set_order (track, order, n_sides, &error));
  g_assert_no_error (error);
}

/* ---- the tables against the source texts ---- */

static void
test_tables (Fixture       *f,
             gconstpointer  data)
{
  /* "add +2 ... Germany, Japan, USA, CW, USSR; for these, add +1: Italy,
   * France, Nationalist China, Communist China"; RULES.md section 1 sides */
  static const struct { const char *name; int bonus; int two, three; } mps[] = {
    { "Germany", 2, AXIS, AXIS },
    { "Italy", 1, AXIS, AXIS },
    { "Japan", 2, AXIS, AXIS },
    { "Commonwealth", 2, ALLIES, ALLIES },
    { "France", 1, ALLIES, ALLIES },
    { "USA", 2, ALLIES, ALLIES },
    { "USSR", 2, ALLIES, COMMUNISTS },
    { "Nationalist China", 1, ALLIES, ALLIES },
    { "Communist China", 1, ALLIES, COMMUNISTS },
  };
  /* "From left to right the die roll bonus is +2, +1, 0, 0, and 0 ... the
   * +2, +1, and the leftmost 0 box will allow a reroll attempt" */
  static const int box_bonus[] = { 2, 1, 0, 0, 0 };
  static const gboolean box_reroll[] = { TRUE, TRUE, TRUE, FALSE, FALSE };
  const AdjWifRules *rules = adj_wif_track_get_rules (f->track);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (rules->threshold_two, ==, 55);
  g_assert_cmpint (rules->threshold_three, ==, 83);
  g_assert_cmpfloat (rules->threshold_per_side, ==, 27.5);
  g_assert_cmpint (rules->last_die_ends_from, ==, 4);
  g_assert_cmpint (rules->die_sides, ==, 10);
  g_assert_cmpint (rules->k_min, ==, 1);
  g_assert_cmpint (rules->k_max, ==, 4);

  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_major_powers (f->track)), ==, G_N_ELEMENTS (mps));
  for (guint i = 0; i < G_N_ELEMENTS (mps); i++)
    {
      g_assert_cmpstr (adj_wif_major_power_get_name (mp_item (f->track, i)), ==, mps[i].name);
      g_assert_cmpint (adj_wif_major_power_get_bonus (mp_item (f->track, i)), ==, mps[i].bonus);
      g_assert_cmpint (adj_wif_major_power_get_side (mp_item (f->track, i)), ==, mps[i].two);
    }
  g_assert_true (adj_wif_track_set_n_sides (f->track, 3, &error));
  for (guint i = 0; i < G_N_ELEMENTS (mps); i++)
    g_assert_cmpint (adj_wif_major_power_get_side (mp_item (f->track, i)), ==, mps[i].three);
  g_assert_cmpstr (adj_wif_track_get_side_name (f->track, AXIS), ==, "Axis");
  g_assert_cmpstr (adj_wif_track_get_side_name (f->track, ALLIES), ==, "Allies");
  g_assert_cmpstr (adj_wif_track_get_side_name (f->track, COMMUNISTS), ==, "Communists");

  g_assert_cmpuint (adj_wif_track_get_n_boxes (f->track), ==, G_N_ELEMENTS (box_bonus));
  for (int b = 0; b < (int) G_N_ELEMENTS (box_bonus); b++)
    {
      adj_wif_track_set_box (f->track, AXIS, b);
      g_assert_cmpint (adj_wif_side_get_bonus (side_item (f->track, AXIS)), ==, box_bonus[b]);
      g_assert_cmpint (adj_wif_track_box_allows_reroll (f->track, b), ==, box_reroll[b]);
    }
}

static void
test_thresholds (Fixture       *f,
                 gconstpointer  data)
{
  static const int expected[] = { 55, 83, 110, 138, 165 };
  const AdjWifRules *rules = adj_wif_track_get_rules (f->track);

  for (int n = 2; n <= 6; n++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (adj_wif_threshold (rules, n), ==, expected[n - 2]);
      g_assert_true (adj_wif_track_set_n_sides (f->track, n, &error));
      g_assert_cmpint (adj_wif_track_get_threshold (f->track), ==, expected[n - 2]);
    }
  {
    g_autoptr(GError) error = NULL;
    g_assert_false (adj_wif_track_set_n_sides (f->track, 7, &error));
    g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
    g_assert_cmpint (adj_wif_track_get_n_sides (f->track), ==, 6);
  }
}

/* ---- the worked examples ---- */

static void
test_two_sided_example (Fixture       *f,
                        gconstpointer  data)
{
  int italy = mp_index (f->track, "Italy");
  AdjWifTurn *turn;

  start (f->track, 2, AXIS, ALLIES);
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, AXIS)), ==, 2);
  set_k (f->track, 2);
  g_assert_cmpint (adj_wif_track_get_side_to_move (f->track), ==, AXIS);
  roll (f->track, 12, 2, 8, 4);
  g_assert_cmpuint (f->items_calls, ==, 1);
  g_assert_cmpuint (f->items_pos, ==, 0);
  g_assert_cmpuint (f->items_added, ==, 1);
  g_assert_cmpint (adj_wif_track_get_side_to_move (f->track), ==, ALLIES);
  roll (f->track, 20, 2, 5, 3);
  /* "Italy passes but Germany and Japan do not; their rolls are 3 and 4,
   * with +1 added to each, totalling to 29" */
  adj_wif_track_set_pass (f->track, italy, TRUE);
  g_assert_cmpint (adj_wif_track_get_pass_bonus (f->track), ==, 1);
  roll (f->track, 29, 2, 3, 4);
  g_assert_false (adj_wif_major_power_get_passes (mp_item (f->track, italy)));
  roll (f->track, 35, 2, 1, 5);
  set_k (f->track, 3);
  roll (f->track, 51, 3, 3, 6, 7);
  g_assert_cmpuint (f->items_calls, ==, 5);
  g_assert_cmpuint (f->items_pos, ==, 4);
  g_assert_cmpint (adj_wif_track_get_outcome (f->track), ==, ADJ_WIF_OUTCOME_CONTINUES);
  /* 51 + 3 x 1 + 3 >= 55: a last die of 4 or more ends the turn */
  g_assert_cmpint (adj_wif_track_get_shortcut (f->track), ==, ADJ_WIF_SHORTCUT_LAST_DIE_FIRST);
  g_assert_cmpint (adj_wif_track_get_dice_to_roll (f->track), ==, 3);
  g_assert_cmpint (adj_wif_track_get_side_to_move (f->track), ==, ALLIES);
  roll (f->track, 61, 3, 3, 1, 6);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_TURN_OVER);
  g_assert_cmpint (adj_wif_track_get_outcome (f->track), ==, ADJ_WIF_OUTCOME_TURN_OVER);
  g_assert_cmpint (adj_wif_side_get_impulses (side_item (f->track, AXIS)), ==, 3);
  g_assert_cmpint (adj_wif_side_get_impulses (side_item (f->track, ALLIES)), ==, 3);
  /* the Allies had the last impulse, the Axis the first: the marker stays */
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, AXIS)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_turns (f->track)), ==, 1);
  g_assert_cmpuint (f->turns_calls, ==, 1);
  g_assert_cmpuint (f->turns_pos, ==, 0);
  g_assert_cmpuint (f->turns_removed, ==, 0);
  g_assert_cmpuint (f->turns_added, ==, 1);
  turn = g_list_model_get_item (adj_wif_track_get_turns (f->track), 0);
  g_assert_cmpint (adj_wif_turn_get_n_impulses (turn), ==, 6);
  g_assert_cmpint (adj_wif_turn_get_total (turn), ==, 61);
  g_object_unref (turn);
  g_assert_cmpfloat (adj_wif_track_get_p_end (f->track), ==, 0.0);

  /* the next turn clears the impulses in one items-changed */
  g_assert_true (adj_wif_track_next_turn (f->track, NULL));
  g_assert_cmpuint (f->items_pos, ==, 0);
  g_assert_cmpuint (f->items_removed, ==, 6);
  g_assert_cmpuint (f->items_added, ==, 0);
  g_assert_cmpint (adj_wif_track_get_turn (f->track), ==, 2);
  g_assert_cmpint (adj_wif_track_get_ten (f->track), ==, 0);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_INITIATIVE);
  /* the log of turns stays */
  g_assert_cmpuint (f->turns_calls, ==, 1);

  /* a new game empties it in one items-changed */
  adj_model_reset (ADJ_MODEL (f->track));
  g_assert_cmpuint (f->turns_calls, ==, 2);
  g_assert_cmpuint (f->turns_pos, ==, 0);
  g_assert_cmpuint (f->turns_removed, ==, 1);
  g_assert_cmpuint (f->turns_added, ==, 0);
  g_assert_cmpint (adj_wif_track_get_turn (f->track), ==, 1);
}

static void
test_three_sided_example (Fixture       *f,
                          gconstpointer  data)
{
  int italy = mp_index (f->track, "Italy");
  int cchina = mp_index (f->track, "Communist China");
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjWifImpulse) last = NULL;

  start (f->track, 3, COMMUNISTS, ALLIES, AXIS);
  g_assert_cmpint (adj_wif_track_get_threshold (f->track), ==, 83);
  set_k (f->track, 2);
  roll (f->track, 12, 2, 8, 4);
  roll (f->track, 20, 2, 5, 3);
  adj_wif_track_set_pass (f->track, italy, TRUE);
  roll (f->track, 35, 2, 7, 6);
  adj_wif_track_set_pass (f->track, cchina, TRUE);
  roll (f->track, 44, 2, 3, 4);
  roll (f->track, 50, 2, 1, 5);
  roll (f->track, 65, 2, 5, 10);
  set_k (f->track, 3);
  roll (f->track, 81, 3, 3, 6, 7);
  /* "their end of turn rolls will automatically add up to 83 or more, so
   * they only roll one die" */
  g_assert_cmpint (adj_wif_track_get_side_to_move (f->track), ==, ALLIES);
  g_assert_cmpint (adj_wif_track_get_shortcut (f->track), ==, ADJ_WIF_SHORTCUT_LAST_DIE_ONLY);
  g_assert_cmpint (adj_wif_track_get_dice_to_roll (f->track), ==, 1);
  g_assert_cmpint (adj_wif_track_get_advice (f->track), ==, ADJ_WIF_ADVICE_LAST_DIE_ONLY);
  /* two faces are neither k nor the last die alone */
  g_assert_false (adj_wif_track_record_impulse (f->track, (int[]) { 2, 2 }, 2, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
  roll (f->track, 81 + 6 + 2, 1, 6);
  g_assert_true (adj_wif_track_get_ten_at_least (f->track));
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_TURN_OVER);
  g_assert_cmpint (adj_wif_track_get_outcome (f->track), ==, ADJ_WIF_OUTCOME_TURN_OVER);
  last = g_list_model_get_item (adj_wif_track_get_impulses (f->track), 7);
  g_assert_true (adj_wif_impulse_get_ended (last));
  g_assert_cmpint (adj_wif_impulse_get_last_die (last), ==, 6);

  /* "Shift the impulse marker one box to the left for the Axis ... and one
   * to the right for the Communists and Allies" (all started in box 3) */
  g_assert_cmpint (adj_wif_side_get_impulses (side_item (f->track, COMMUNISTS)), ==, 3);
  g_assert_cmpint (adj_wif_side_get_impulses (side_item (f->track, ALLIES)), ==, 3);
  g_assert_cmpint (adj_wif_side_get_impulses (side_item (f->track, AXIS)), ==, 2);
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, AXIS)), ==, 1);
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, ALLIES)), ==, 3);
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, COMMUNISTS)), ==, 3);
}

/* ---- passes and the last die ---- */

static void
test_pass_bonus (Fixture       *f,
                 gconstpointer  data)
{
  int germany = mp_index (f->track, "Germany");
  int italy = mp_index (f->track, "Italy");
  int japan = mp_index (f->track, "Japan");
  int usa = mp_index (f->track, "USA");
  g_autoptr(AdjWifImpulse) imp = NULL;

  start (f->track, 2, AXIS, ALLIES);
  set_k (f->track, 3);
  /* +2 per die for Germany, +1 per die for Italy: 3 x 3 = 9 */
  adj_wif_track_set_pass (f->track, germany, TRUE);
  adj_wif_track_set_pass (f->track, italy, TRUE);
  /* an Allied power's pass is not the Axis's */
  adj_wif_track_set_pass (f->track, usa, TRUE);
  g_assert_cmpint (adj_wif_track_get_pass_bonus (f->track), ==, 3);
  roll (f->track, 1 + 2 + 3 + 9, 3, 1, 2, 3);
  imp = g_list_model_get_item (adj_wif_track_get_impulses (f->track), 0);
  g_assert_cmpint (adj_wif_impulse_get_modifier (imp), ==, 3);
  g_assert_cmpuint (adj_wif_impulse_get_passes (imp), ==, (1u << germany) | (1u << italy));
  g_assert_cmpuint (adj_wif_impulse_get_neutral (imp), ==, 0);

  /* a neutral major power that passes adds nothing */
  roll (f->track, 15 + 3, 3, 1, 1, 1);
  adj_wif_track_set_mp_at_war (f->track, japan, FALSE);
  adj_wif_track_set_pass (f->track, japan, TRUE);
  g_assert_cmpint (adj_wif_track_get_pass_bonus (f->track), ==, 0);
  roll (f->track, 18 + 3, 3, 1, 1, 1);
}

static void
test_pass_not_on_last_die (Fixture       *f,
                           gconstpointer  data)
{
  int cw = mp_index (f->track, "Commonwealth");
  int usa = mp_index (f->track, "USA");
  int ussr = mp_index (f->track, "USSR");

  start (f->track, 2, AXIS, ALLIES);
  set_k (f->track, 4);
  roll (f->track, 40, 4, 10, 10, 10, 10);
  /* +6 per die: 40 + 4 x 6 + 4 x 3 = 76, far past 55, but the last die
   * reads 3 unmodified (9 with the bonus): the turn goes on */
  adj_wif_track_set_pass (f->track, cw, TRUE);
  adj_wif_track_set_pass (f->track, usa, TRUE);
  adj_wif_track_set_pass (f->track, ussr, TRUE);
  g_assert_cmpint (adj_wif_track_get_pass_bonus (f->track), ==, 6);
  roll (f->track, 76, 4, 3, 3, 3, 3);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_IMPULSES);
  g_assert_cmpint (adj_wif_track_get_outcome (f->track), ==, ADJ_WIF_OUTCOME_CONTINUES_REACHED);
}

static void
test_threshold_override (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *snap = NULL;
  g_autoptr(AdjWifTrack) other = adj_wif_track_new (f->rb, NULL);

  start (f->track, 2, AXIS, ALLIES);
  g_assert_true (adj_wif_track_set_threshold_override (f->track, 60, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_wif_track_get_threshold (f->track), ==, 60);
  g_assert_cmpint (adj_wif_track_get_rules_threshold (f->track), ==, 55);
  set_k (f->track, 3);
  roll (f->track, 30, 3, 10, 10, 10);
  roll (f->track, 57, 3, 10, 10, 7);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_IMPULSES);
  g_assert_cmpint (adj_wif_track_get_outcome (f->track), ==, ADJ_WIF_OUTCOME_CONTINUES);
  snap = adj_model_snapshot (ADJ_MODEL (f->track));
  g_assert_true (adj_model_restore (ADJ_MODEL (other), snap, NULL));
  g_assert_cmpint (adj_wif_track_get_threshold (other), ==, 60);
  g_assert_false (adj_wif_track_set_threshold_override (f->track, -1, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
  /* 0 (or the rules' own number) goes back to the rules */
  g_assert_true (adj_wif_track_set_threshold_override (f->track, 0, NULL));
  g_assert_cmpint (adj_wif_track_get_threshold (f->track), ==, 55);
}

static void
test_low_last_die_never_ends (Fixture       *f,
                              gconstpointer  data)
{
  int total = 0;

  start (f->track, 2, AXIS, ALLIES);
  set_k (f->track, 4);
  for (int i = 0; i < 40; i++)
    {
      int last = 1 + i % 3;
      gboolean only_last = adj_wif_track_get_dice_to_roll (f->track) == 1;

      if (only_last)
        roll (f->track, total += last + 3, 1, last);
      else
        roll (f->track, total += 30 + last, 4, 10, 10, 10, last);
      g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_IMPULSES);
    }
  g_assert_cmpint (adj_wif_track_get_ten (f->track), >, 4 * 55);
  /* a 4 does */
  roll (f->track, total + 4 + 3, 1, 4);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_TURN_OVER);
}

static void
test_last_die_first (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  start (f->track, 2, AXIS, ALLIES);
  set_k (f->track, 3);
  roll (f->track, 30, 3, 10, 10, 10);
  roll (f->track, 51, 3, 7, 7, 7);
  /* 51 + 3 < 55 but 51 + 3 + 3 >= 55 */
  g_assert_cmpint (adj_wif_track_get_shortcut (f->track), ==, ADJ_WIF_SHORTCUT_LAST_DIE_FIRST);
  g_assert_cmpint (adj_wif_track_get_dice_to_roll (f->track), ==, 3);
  g_assert_cmpint (adj_wif_track_get_advice (f->track), ==, ADJ_WIF_ADVICE_LAST_DIE_FIRST);
  /* a low last die rolled first: the others must be rolled */
  g_assert_false (adj_wif_track_record_impulse (f->track, (int[]) { 2 }, 1, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
  g_assert_cmpint (adj_wif_track_get_ten (f->track), ==, 51);
  roll (f->track, 51 + 4 + 2, 1, 4);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_TURN_OVER);
  g_assert_true (adj_wif_track_get_ten_at_least (f->track));
}

/* The last die rolled first and low waits in the model: it is an undo
 * step of its own, is saved, goes last among the faces, and the odds of
 * the coming impulse know it. */
static void
test_last_die_waits (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjWifTrack) other = adj_wif_track_new (f->rb, NULL);
  g_autoptr(AdjWifImpulse) imp = NULL;
  g_autofree char *snap = NULL;
  const int *faces;
  guint n_faces = 0, changed;

  start (f->track, 2, AXIS, ALLIES);
  set_k (f->track, 3);
  roll (f->track, 30, 3, 10, 10, 10);
  roll (f->track, 51, 3, 7, 7, 7);
  g_assert_cmpfloat (adj_wif_track_get_p_end (f->track), >, 0.0);
  changed = f->changed;
  g_assert_true (adj_wif_track_roll_last_die_first (f->track, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changed, ==, changed + 1);
  g_assert_cmpint (adj_wif_track_get_pending_last (f->track), ==, 2);
  g_assert_cmpint (adj_wif_track_get_dice_to_roll (f->track), ==, 2);
  g_assert_cmpint (adj_wif_track_get_advice (f->track), ==, ADJ_WIF_ADVICE_ROLL_OTHER_DICE);
  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_impulses (f->track)), ==, 2);
  /* a 2 cannot end the turn: nor can this impulse */
  g_assert_cmpfloat (adj_wif_track_get_p_end (f->track), ==, 0.0);
  /* a second last die is refused */
  g_assert_false (adj_wif_track_roll_last_die_first (f->track, 3, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
  g_clear_error (&error);

  /* saved and opened again (a restart), it still waits */
  snap = adj_model_snapshot (ADJ_MODEL (f->track));
  g_assert_true (adj_model_restore (ADJ_MODEL (other), snap, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_wif_track_get_pending_last (other), ==, 2);
  g_assert_cmpfloat (adj_wif_track_get_p_end (other), ==, 0.0);

  /* all k faces are refused: only the others are rolled */
  g_assert_false (adj_wif_track_record_impulse (f->track, (int[]) { 3, 1, 2 }, 3, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
  roll (f->track, 57, 2, 3, 1);
  imp = g_list_model_get_item (adj_wif_track_get_impulses (f->track), 2);
  faces = adj_wif_impulse_get_faces (imp, &n_faces);
  g_assert_cmpuint (n_faces, ==, 3);
  g_assert_cmpint (faces[2], ==, 2);
  g_assert_cmpint (adj_wif_track_get_pending_last (f->track), ==, 0);
  g_assert_cmpint (adj_wif_track_get_outcome (f->track), ==, ADJ_WIF_OUTCOME_CONTINUES_REACHED);
}

typedef struct {
  guint pos, removed, added;
} Splice;

static void
record_splice (GListModel *list,
               guint       pos,
               guint       removed,
               guint       added,
               Splice     *out)
{
  out->pos = pos;
  out->removed = removed;
  out->added = added;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* The sides and major powers are lists of items: the sides list follows
 * the number of sides with exact items-changed, and a major power's
 * written property is the model's undo step. */
static void
test_item_lists (Fixture       *f,
                 gconstpointer  data)
{
  GListModel *sides = adj_wif_track_get_sides (f->track);
  GListModel *mps = adj_wif_track_get_major_powers (f->track);
  g_autoptr(AdjWifMajorPower) italy = g_list_model_get_item (mps, mp_index (f->track, "Italy"));
  g_autoptr(AdjWifSide) axis = g_list_model_get_item (sides, AXIS);
  Splice splice = { 99, 99, 99 };
  guint n_sides_notes = 0, war_notes = 0, box_notes = 0, changed;

  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 2);
  g_assert_cmpstr (adj_wif_side_get_name (axis), ==, "Axis");
  g_signal_connect (sides, "items-changed", G_CALLBACK (record_splice), &splice);
  g_signal_connect (f->track, "notify::n-sides", G_CALLBACK (count_notify), &n_sides_notes);
  g_assert_true (adj_wif_track_set_n_sides (f->track, 3, NULL));
  g_assert_cmpuint (splice.pos, ==, 2);
  g_assert_cmpuint (splice.removed, ==, 0);
  g_assert_cmpuint (splice.added, ==, 1);
  g_assert_cmpuint (n_sides_notes, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 3);
  g_assert_true (adj_wif_track_set_n_sides (f->track, 2, NULL));
  g_assert_cmpuint (splice.pos, ==, 2);
  g_assert_cmpuint (splice.removed, ==, 1);
  g_assert_cmpuint (splice.added, ==, 0);

  /* a side's marker notifies on the side item */
  g_signal_connect (axis, "notify::box", G_CALLBACK (count_notify), &box_notes);
  adj_wif_track_set_box (f->track, AXIS, 0);
  g_assert_cmpint (adj_wif_side_get_box (axis), ==, 0);
  g_assert_cmpuint (box_notes, ==, 1);

  /* writing the item's property is the model's change */
  g_signal_connect (italy, "notify::at-war", G_CALLBACK (count_notify), &war_notes);
  changed = f->changed;
  g_object_set (italy, "at-war", FALSE, NULL);
  g_assert_false (adj_wif_major_power_get_at_war (mp_item (f->track, mp_index (f->track, "Italy"))));
  g_assert_false (adj_wif_major_power_get_at_war (italy));
  g_assert_cmpuint (war_notes, ==, 1);
  g_assert_cmpuint (f->changed, ==, changed + 1);
  /* the same value again changes nothing */
  g_object_set (italy, "at-war", FALSE, NULL);
  g_assert_cmpuint (f->changed, ==, changed + 1);
}

/* ---- initiative ---- */

static void
init_roll (AdjWifTrack *track,
           int          a,
           int          b,
           int          c)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_wif_track_roll_initiative (track, (int[]) { a, b, c }, 3, &error));
  g_assert_no_error (error);
}

static void
play_even_turn (AdjWifTrack *track)
{
  /* one impulse each, 120 >= 83 on the third: nobody's marker moves */
  set_k (track, 4);
  roll (track, 40, 4, 10, 10, 10, 10);
  roll (track, 80, 4, 10, 10, 10, 10);
  roll (track, 120, 4, 10, 10, 10, 10);
  g_assert_cmpint (adj_wif_track_get_phase (track), ==, ADJ_WIF_PHASE_TURN_OVER);
  g_assert_true (adj_wif_track_next_turn (track, NULL));
}

static void
test_three_sided_initiative (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  int n;
  const int *order;

  g_assert_true (adj_wif_track_set_n_sides (f->track, 3, NULL));
  for (int s = 0; s < 3; s++)
    adj_wif_track_set_box (f->track, s, 3);   /* 0 bonus */

  /* turn 1: Axis ahead of the Communists */
  init_roll (f->track, 9, 7, 2);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, AXIS)), ==, 0);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, COMMUNISTS)), ==, 2);
  g_assert_true (adj_wif_track_choose_first (f->track, TRUE, NULL));
  g_assert_true (adj_wif_track_choose_before (f->track, TRUE, NULL));
  order = adj_wif_track_get_order (f->track, &n);
  g_assert_cmpint (n, ==, 3);
  g_assert_cmpint (order[0], ==, AXIS);
  g_assert_cmpint (order[1], ==, ALLIES);
  g_assert_cmpint (order[2], ==, COMMUNISTS);
  play_even_turn (f->track);

  /* "Axis is a 5, Allies an 8, and the Communists a 5 ... last turn the Axis
   * had better initiative than the Communists, so this turn the Communists
   * will win the tie." */
  init_roll (f->track, 5, 8, 5);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_CHOOSE);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, ALLIES)), ==, 0);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, COMMUNISTS)), ==, 1);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, AXIS)), ==, 2);
  g_assert_cmpint (adj_wif_track_get_initiative_step (f->track), ==, ADJ_WIF_INITIATIVE_CHOOSE_FIRST);
  /* "The Allies ... decide to move last ... The Communists decide to move
   * first; the Axis will move second." */
  g_assert_false (adj_wif_track_choose_before (f->track, TRUE, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
  g_assert_true (adj_wif_track_choose_first (f->track, FALSE, NULL));
  g_assert_true ((adj_wif_track_get_initiative_step (f->track) == ADJ_WIF_INITIATIVE_CHOOSE_BEFORE));
  g_assert_true (adj_wif_track_choose_before (f->track, TRUE, NULL));
  order = adj_wif_track_get_order (f->track, &n);
  g_assert_cmpint (order[0], ==, COMMUNISTS);
  g_assert_cmpint (order[1], ==, AXIS);
  g_assert_cmpint (order[2], ==, ALLIES);
  g_assert_cmpint (adj_wif_track_get_side_to_move (f->track), ==, COMMUNISTS);
  g_assert_cmpint (adj_wif_track_get_initiative_step (f->track), ==, ADJ_WIF_INITIATIVE_ORDER_SET);

  /* the markers move at turn end; the rolls keep the bonus they had */
  adj_wif_track_set_box (f->track, AXIS, 0);
  g_assert_cmpint (init_total (f->track, AXIS), ==, 5);
  g_assert_cmpint (adj_wif_side_get_bonus (side_item (f->track, AXIS)), ==, 2);
}

/* The first turn has no last turn to break a tie: only the tied sides roll
 * again, and their new dice only order them (the rule: "In case of tie die
 * rolls, choice goes to the side which had lower initiative last turn"). */
static void
test_first_turn_tie (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *snap = NULL;
  int tied[ADJ_WIF_MAX_SIDES];

  g_assert_true (adj_wif_track_set_n_sides (f->track, 3, NULL));
  for (int s = 0; s < 3; s++)
    adj_wif_track_set_box (f->track, s, 3);   /* 0 bonus */

  /* "Axis is a 5, Allies an 8, and the Communists a 5": the Allies lead */
  init_roll (f->track, 5, 8, 5);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_INITIATIVE);
  g_assert_cmpint (adj_wif_track_get_advice (f->track), ==, ADJ_WIF_ADVICE_TIE);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, ALLIES)), ==, 0);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, AXIS)), ==, -1);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, COMMUNISTS)), ==, -1);
  g_assert_cmpint (adj_wif_track_get_tied (f->track, tied), ==, 2);
  g_assert_cmpint (tied[0], ==, AXIS);
  g_assert_cmpint (tied[1], ==, COMMUNISTS);
  /* three dice is one too many: refused, nothing lost */
  g_assert_false (adj_wif_track_roll_initiative (f->track, (int[]) { 1, 2, 3 }, 3, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
  g_clear_error (&error);
  g_assert_cmpint (adj_wif_track_get_tied (f->track, NULL), ==, 2);
  snap = adj_model_snapshot (ADJ_MODEL (f->track));
  /* the tied sides roll again; the Allies keep their 8 and their lead, even
   * against a higher new die */
  g_assert_true (adj_wif_track_roll_initiative (f->track, (int[]) { 10, 6 }, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_CHOOSE);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, ALLIES)), ==, 0);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, AXIS)), ==, 1);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, COMMUNISTS)), ==, 2);
  g_assert_cmpint (adj_wif_side_get_roll (side_item (f->track, AXIS)), ==, 5);
  g_assert_cmpint (adj_wif_track_get_tied (f->track, NULL), ==, 0);
  /* the tie survives saving (and undo, which restores a snapshot) */
  g_assert_true (adj_model_restore (ADJ_MODEL (f->track), snap, NULL));
  g_assert_cmpint (adj_wif_track_get_tied (f->track, NULL), ==, 2);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, ALLIES)), ==, 0);

  /* a three-way tie, then two of them again: each round orders only those
   * still tied */
  adj_model_reset (ADJ_MODEL (f->track));
  g_assert_true (adj_wif_track_set_n_sides (f->track, 3, NULL));
  init_roll (f->track, 4, 4, 4);
  g_assert_cmpint (adj_wif_track_get_tied (f->track, NULL), ==, 3);
  g_assert_true (adj_wif_track_roll_initiative (f->track, (int[]) { 3, 9, 3 }, 3, NULL));
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_INITIATIVE);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, ALLIES)), ==, 0);
  g_assert_cmpint (adj_wif_track_get_tied (f->track, tied), ==, 2);
  g_assert_cmpint (tied[0], ==, AXIS);
  g_assert_cmpint (tied[1], ==, COMMUNISTS);
  g_assert_true (adj_wif_track_roll_initiative (f->track, (int[]) { 1, 2 }, 2, NULL));
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_CHOOSE);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, ALLIES)), ==, 0);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, COMMUNISTS)), ==, 1);
  g_assert_cmpint (adj_wif_side_get_rank (side_item (f->track, AXIS)), ==, 2);
}

static void
test_reroll_demands (Fixture       *f,
                     gconstpointer  data)
{
  /* the source: +2, +1 and the leftmost 0 box allow a reroll */
  static const gboolean allowed[] = { TRUE, TRUE, TRUE, FALSE, FALSE };
  static const int bonus[] = { 2, 1, 0, 0, 0 };

  for (int b = 0; b < 5; b++)
    {
      g_autoptr(AdjWifTrack) track = adj_wif_track_new (f->rb, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_true (adj_wif_track_set_n_sides (track, 3, NULL));
      adj_wif_track_set_box (track, AXIS, b);
      adj_wif_track_set_box (track, ALLIES, 0);
      adj_wif_track_set_box (track, COMMUNISTS, 4);
      /* not before the roll */
      g_assert_false (adj_wif_track_demand_reroll (track, AXIS, NULL));
      init_roll (track, 1, 2, 10);
      g_assert_cmpint (init_total (track, AXIS), ==, 1 + bonus[b]);
      g_assert_cmpint (adj_wif_side_get_can_reroll (side_item (track, AXIS)), ==, allowed[b]);
      if (!allowed[b])
        {
          g_assert_false (adj_wif_track_demand_reroll (track, AXIS, &error));
          g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
          g_assert_cmpint (adj_wif_side_get_box (side_item (track, AXIS)), ==, b);
          continue;
        }
      g_assert_true (adj_wif_track_demand_reroll (track, AXIS, &error));
      g_assert_no_error (error);
      /* moved right before the bonus counts; everybody rolls again */
      g_assert_cmpint (adj_wif_side_get_box (side_item (track, AXIS)), ==, b + 1);
      g_assert_cmpint (adj_wif_track_get_phase (track), ==, ADJ_WIF_PHASE_INITIATIVE);
      g_assert_cmpint (adj_wif_side_get_roll (side_item (track, ALLIES)), ==, 0);
      init_roll (track, 1, 2, 10);
      g_assert_cmpint (init_total (track, AXIS), ==, 1 + bonus[b + 1]);
      /* only one reroll per turn, whoever asks: the Allies are in box 1 */
      g_assert_false (adj_wif_side_get_can_reroll (side_item (track, ALLIES)));
      g_assert_false (adj_wif_track_demand_reroll (track, ALLIES, &error));
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_STATE);
      g_assert_cmpint (adj_wif_side_get_box (side_item (track, ALLIES)), ==, 0);
    }
}

static void
test_marker_edges (Fixture       *f,
                   gconstpointer  data)
{
  start (f->track, 3, COMMUNISTS, ALLIES, AXIS);
  adj_wif_track_set_box (f->track, COMMUNISTS, 4);
  adj_wif_track_set_box (f->track, ALLIES, 2);
  adj_wif_track_set_box (f->track, AXIS, 0);
  set_k (f->track, 4);
  roll (f->track, 40, 4, 10, 10, 10, 10);
  roll (f->track, 80, 4, 10, 10, 10, 10);
  roll (f->track, 113, 4, 10, 10, 10, 3);
  roll (f->track, 113 + 6 + 3, 1, 6);
  /* Communists 2 impulses, Allies 1, Axis 1 */
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_TURN_OVER);
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, COMMUNISTS)), ==, 4);  /* right edge */
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, ALLIES)), ==, 1);
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, AXIS)), ==, 0);        /* left edge */
}

static void
play_two_sided_odd_turn (AdjWifTrack *track,
                         int          first,
                         int          second)
{
  int order[2] = { first, second };

  g_assert_true (adj_wif_track_set_order (track, order, 2, NULL));
  set_k (track, 4);
  roll (track, 40, 4, 10, 10, 10, 10);
  roll (track, 44, 4, 1, 1, 1, 1);
  roll (track, 84, 4, 10, 10, 10, 10);
  g_assert_cmpint (adj_wif_track_get_phase (track), ==, ADJ_WIF_PHASE_TURN_OVER);
}

static void
test_two_sided_shift (Fixture       *f,
                      gconstpointer  data)
{
  g_assert_true (adj_wif_track_set_n_sides (f->track, 3, NULL));
  g_assert_true (adj_wif_track_set_n_sides (f->track, 2, NULL));
  adj_wif_track_set_box (f->track, AXIS, 3);
  /* the Axis had the first and the last impulse: toward the Allies' end */
  play_two_sided_odd_turn (f->track, AXIS, ALLIES);
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, AXIS)), ==, 4);
  g_assert_true (adj_wif_track_next_turn (f->track, NULL));
  /* at the edge it stays */
  play_two_sided_odd_turn (f->track, AXIS, ALLIES);
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, AXIS)), ==, 4);
  g_assert_true (adj_wif_track_next_turn (f->track, NULL));
  /* the Allies first and last: toward the Axis's end */
  play_two_sided_odd_turn (f->track, ALLIES, AXIS);
  g_assert_cmpint (adj_wif_side_get_box (side_item (f->track, AXIS)), ==, 3);
  g_assert_cmpstr (adj_wif_track_get_box_label (f->track, 3), ==, "Allies +1");
  g_assert_cmpint (adj_wif_side_get_bonus (side_item (f->track, ALLIES)), ==, 1);
  g_assert_cmpint (adj_wif_side_get_bonus (side_item (f->track, AXIS)), ==, 0);
}

/* ---- odds ---- */

static void
test_odds_exact (Fixture       *f,
                 gconstpointer  data)
{
  const AdjWifRules *rules = adj_wif_track_get_rules (f->track);
  AdjWifOdds odds;

  /* past nothing but the last die: P = 7/10 each impulse, mean 10/7 */
  adj_wif_odds_compute (rules, 54, 55, 1, 0, 0, &odds);
  g_assert_cmpfloat_with_epsilon (odds.p_end, 0.7, 1e-12);
  g_assert_cmpfloat_with_epsilon (odds.expected, 10.0 / 7.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (odds.dist, double, 1), 0.3 * 0.7, 1e-12);
  adj_wif_odds_clear (&odds);

  /* 50 with one die: 5..10 reach 55 and are >= 4: 6/10 */
  adj_wif_odds_compute (rules, 50, 55, 1, 0, 0, &odds);
  g_assert_cmpfloat_with_epsilon (odds.p_end, 0.6, 1e-12);
  adj_wif_odds_clear (&odds);

  /* 45 with two dice: pairs (a, last) with last >= 4 and a + last >= 10:
   * 5 + 6 + 7 + 8 + 9 + 10 + 10 = 55 of 100 */
  adj_wif_odds_compute (rules, 45, 55, 2, 0, 0, &odds);
  g_assert_cmpfloat_with_epsilon (odds.p_end, 0.55, 1e-12);
  adj_wif_odds_clear (&odds);

  /* the same with Germany passing (+2 per die): a + last >= 6 */
  adj_wif_odds_compute (rules, 45, 55, 2, 2, 0, &odds);
  /* last 4: a >= 2 (9); last 5: a >= 1 (10); 6..10: 10 each -> 69 */
  g_assert_cmpfloat_with_epsilon (odds.p_end, 0.69, 1e-12);
  adj_wif_odds_clear (&odds);

  /* the distribution sums to 1 */
  adj_wif_odds_compute (rules, 0, 83, 2, 0, 0, &odds);
  {
    double sum = 0;
    for (guint i = 0; i < odds.dist->len; i++)
      sum += g_array_index (odds.dist, double, i);
    g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
    g_assert_cmpfloat (odds.p_end, ==, 0.0);
  }
  adj_wif_odds_clear (&odds);
}

static void
test_odds_monte_carlo (Fixture       *f,
                       gconstpointer  data)
{
  const AdjWifRules *rules = adj_wif_track_get_rules (f->track);
  const int n_turns = 1000000, k = 2, threshold = 55, start_total = 40, m_now = 2;
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  AdjWifOdds odds;
  double sum = 0, sum2 = 0, se_mean, se_p;
  guint ended_first = 0;

  adj_wif_odds_compute (rules, start_total, threshold, k, m_now, 0, &odds);
  for (int t = 0; t < n_turns; t++)
    {
      int total = start_total, n = 0;

      for (;;)
        {
          int m = n == 0 ? m_now : 0, last = 0;

          n++;
          for (int d = 0; d < k; d++)
            {
              last = g_rand_int_range (rand, 1, rules->die_sides + 1);
              total += last + m;
            }
          if (total >= threshold && last >= rules->last_die_ends_from)
            break;
        }
      ended_first += n == 1;
      sum += n;
      sum2 += (double) n * n;
    }
  {
    double mean = sum / n_turns;
    double var = sum2 / n_turns - mean * mean;
    double p = (double) ended_first / n_turns;

    se_mean = sqrt (var / n_turns);
    se_p = sqrt (odds.p_end * (1 - odds.p_end) / n_turns);
    g_test_message ("expected %.5f simulated %.5f (se %.5f); p_end %.5f simulated %.5f (se %.5f)",
                    odds.expected, mean, se_mean, odds.p_end, p, se_p);
    g_assert_cmpfloat (fabs (mean - odds.expected), <, 3 * se_mean);
    g_assert_cmpfloat (fabs (p - odds.p_end), <, 3 * se_p);
    g_assert_cmpfloat (odds.p_end, >, 0.0);
  }
  adj_wif_odds_clear (&odds);
}

static void
test_model_odds (Fixture       *f,
                 gconstpointer  data)
{
  start (f->track, 2, AXIS, ALLIES);
  set_k (f->track, 1);
  roll (f->track, 10, 1, 10);
  roll (f->track, 20, 1, 10);
  roll (f->track, 30, 1, 10);
  roll (f->track, 40, 1, 10);
  roll (f->track, 50, 1, 10);
  g_assert_cmpfloat_with_epsilon (adj_wif_track_get_p_end (f->track), 0.6, 1e-12);
  roll (f->track, 54, 1, 4);
  g_assert_cmpfloat_with_epsilon (adj_wif_track_get_p_end (f->track), 0.7, 1e-12);
  g_assert_cmpfloat_with_epsilon (adj_wif_track_get_expected_left (f->track), 10.0 / 7.0, 1e-9);
}

/* ---- saving ---- */

static void
play_some (AdjWifTrack *track)
{
  int italy = mp_index (track, "Italy");

  start (track, 3, COMMUNISTS, ALLIES, AXIS);
  set_k (track, 2);
  roll (track, 12, 2, 8, 4);
  roll (track, 20, 2, 5, 3);
  adj_wif_track_set_pass (track, italy, TRUE);
}

static void
test_save_load (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *snap = NULL, *snap2 = NULL, *bad = NULL, *snap3 = NULL;
  g_autoptr(AdjWifTrack) other = adj_wif_track_new (f->rb, NULL);
  g_autoptr(GError) error = NULL;
  guint calls;

  play_some (f->track);
  snap = adj_model_snapshot (ADJ_MODEL (f->track));
  g_assert_true (adj_model_restore (ADJ_MODEL (other), snap, &error));
  g_assert_no_error (error);
  snap2 = adj_model_snapshot (ADJ_MODEL (other));
  g_assert_cmpstr (snap, ==, snap2);
  g_assert_cmpint (adj_wif_track_get_ten (other), ==, 20);
  g_assert_cmpint (adj_wif_track_get_side_to_move (other), ==, AXIS);
  g_assert_cmpint (adj_wif_track_get_pass_bonus (other), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_impulses (other)), ==, 2);

  /* a wrong total is refused and nothing changes */
  bad = g_strdup (snap);
  {
    char *p = strstr (bad, "total=\"20\"");
    g_assert_nonnull (p);
    memcpy (p, "total=\"21\"", 10);
  }
  calls = f->items_calls;
  g_assert_false (adj_model_restore (ADJ_MODEL (f->track), bad, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
  g_assert_cmpuint (f->items_calls, ==, calls);
  snap3 = adj_model_snapshot (ADJ_MODEL (f->track));
  g_assert_cmpstr (snap3, ==, snap);

  /* reset: one items-changed removing both impulses */
  adj_model_reset (ADJ_MODEL (f->track));
  g_assert_cmpuint (f->items_calls, ==, calls + 1);
  g_assert_cmpuint (f->items_removed, ==, 2);
  g_assert_cmpuint (f->items_added, ==, 0);
  g_assert_cmpint (adj_wif_track_get_ten (f->track), ==, 0);

  /* load: one items-changed adding them back */
  g_assert_true (adj_model_restore (ADJ_MODEL (f->track), snap, NULL));
  g_assert_cmpuint (f->items_calls, ==, calls + 2);
  g_assert_cmpuint (f->items_removed, ==, 0);
  g_assert_cmpuint (f->items_added, ==, 2);
}

/* Taking an impulse back (undo restores the snapshot before it) changes
 * only the impulse that goes: one items-changed for it, and the items of
 * the impulses that stay are the same objects, so a view keeps their rows. */
static void
test_restore_keeps_unchanged_items (Fixture       *f,
                                    gconstpointer  data)
{
  g_autofree char *two = NULL;
  g_autofree char *three = NULL;
  GListModel *impulses = adj_wif_track_get_impulses (f->track);
  g_autoptr(GObject) first = NULL;
  g_autoptr(GObject) second = NULL;
  g_autoptr(GObject) again = NULL;
  guint calls;

  start (f->track, 2, AXIS, ALLIES);
  set_k (f->track, 2);
  roll (f->track, 3, 2, 1, 2);
  roll (f->track, 6, 2, 1, 2);
  two = adj_model_snapshot (ADJ_MODEL (f->track));
  roll (f->track, 9, 2, 2, 1);
  three = adj_model_snapshot (ADJ_MODEL (f->track));
  first = g_list_model_get_item (impulses, 0);
  second = g_list_model_get_item (impulses, 1);

  calls = f->items_calls;
  g_assert_true (adj_model_restore (ADJ_MODEL (f->track), two, NULL));
  g_assert_cmpuint (f->items_calls, ==, calls + 1);
  g_assert_cmpuint (f->items_pos, ==, 2);
  g_assert_cmpuint (f->items_removed, ==, 1);
  g_assert_cmpuint (f->items_added, ==, 0);
  again = g_list_model_get_item (impulses, 1);
  g_assert_true (again == second);
  g_clear_object (&again);

  g_assert_true (adj_model_restore (ADJ_MODEL (f->track), three, NULL));
  g_assert_cmpuint (f->items_calls, ==, calls + 2);
  g_assert_cmpuint (f->items_pos, ==, 2);
  g_assert_cmpuint (f->items_removed, ==, 0);
  g_assert_cmpuint (f->items_added, ==, 1);
  again = g_list_model_get_item (impulses, 0);
  g_assert_true (again == first);

  /* restoring the same state again changes no list */
  g_assert_true (adj_model_restore (ADJ_MODEL (f->track), three, NULL));
  g_assert_cmpuint (f->items_calls, ==, calls + 2);
}

static void
test_corrupt_cases (Fixture       *f,
                    gconstpointer  data)
{
  static const struct { const char *from, *to; } cases[] = {
    { "sides=\"3\"", "sides=\"9\"" },
    { "phase=\"impulses\"", "phase=\"lunch\"" },
    { "id=\"germany\"", "id=\"prussia\"" },
    { "faces=\"8 4\"", "faces=\"8 11\"" },
    { "order=\"2 1 0\"", "order=\"2 2 0\"" },
    { "k=\"2\"", "k=\"x\"" },
  };
  g_autofree char *snap = NULL;

  play_some (f->track);
  snap = adj_model_snapshot (ADJ_MODEL (f->track));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) bad = g_string_new (snap);
      g_autofree char *after = NULL;

      g_assert_cmpuint (g_string_replace (bad, cases[i].from, cases[i].to, 1), ==, 1);
      g_assert_false (adj_model_restore (ADJ_MODEL (f->track), bad->str, &error));
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT);
      g_test_message ("%s", error->message);
      after = adj_model_snapshot (ADJ_MODEL (f->track));
      g_assert_cmpstr (after, ==, snap);
    }
}

static void
test_kill_restore (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "wif-game.adjutant", NULL);
  g_autofree char *before = NULL, *after = NULL;
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(AdjGame) game = adj_game_new (f->rb, path);
    g_autoptr(AdjWifTrack) track = adj_wif_track_new (f->rb, adj_game_get_dice (game));
    AdjHistory *history;

    adj_game_add_model (game, ADJ_MODEL (track));
    play_some (track);
    roll (track, 35, 2, 7, 6);
    roll (track, 37, 2, 1, 1);
    /* undo the mistyped die */
    history = adj_game_get_history (game, "wif");
    g_assert_true (adj_history_get_can_undo (history));
    g_assert_true (adj_history_undo (history, &error));
    g_assert_no_error (error);
    g_assert_cmpint (adj_wif_track_get_ten (track), ==, 35);
    g_assert_cmpuint (g_list_model_get_n_items (adj_wif_track_get_impulses (track)), ==, 3);
    before = adj_model_snapshot (ADJ_MODEL (track));
    /* the game saved after each change: dropping it now is a kill */
  }
  {
    g_autoptr(AdjGame) game = adj_game_new (f->rb, path);
    g_autoptr(AdjWifTrack) track = adj_wif_track_new (f->rb, adj_game_get_dice (game));

    adj_game_add_model (game, ADJ_MODEL (track));
    g_assert_true (adj_game_restore (game, &error));
    g_assert_no_error (error);
    after = adj_model_snapshot (ADJ_MODEL (track));
    g_assert_cmpint (adj_wif_track_get_ten (track), ==, 35);
    g_assert_cmpint (adj_wif_track_get_side_to_move (track), ==, COMMUNISTS);
  }
  g_assert_cmpstr (before, ==, after);
}

static void
test_n_sides (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  int n;
  const int *order;

  g_assert_true (adj_wif_track_set_n_sides (f->track, 5, NULL));
  g_assert_cmpstr (adj_wif_track_get_side_name (f->track, 4), ==, "Side 5");
  g_assert_true (adj_wif_track_roll_initiative (f->track, (int[]) { 1, 2, 3, 4, 5 }, 5, &error));
  g_assert_cmpint (adj_wif_track_get_side_at_rank (f->track, 0), ==, 4);
  g_assert_true (adj_wif_track_choose_first (f->track, FALSE, NULL));
  order = adj_wif_track_get_order (f->track, &n);
  g_assert_cmpint (n, ==, 5);
  g_assert_cmpint (order[0], ==, 3);
  g_assert_cmpint (order[4], ==, 4);
  set_k (f->track, 4);
  for (int i = 0; i < 3; i++)
    roll (f->track, 40 * (i + 1), 4, 10, 10, 10, 10);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_IMPULSES);
  roll (f->track, 157, 4, 10, 10, 10, 7);
  g_assert_cmpint (adj_wif_track_get_phase (f->track), ==, ADJ_WIF_PHASE_TURN_OVER);
}

/* the snapshot the track makes from its cached parts is, byte for byte,
 * what saving the whole state writes, through random games, undos and
 * restores; and a restored snapshot gives the same state */
static void
test_snapshot_cache (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  AdjModel *model = ADJ_MODEL (f->track);
  g_autoptr(AdjWifTrack) other = adj_wif_track_new (f->rb, NULL);
  guint most_turns = 0, most_impulses = 0;

  for (guint game = 0; game < 4; game++)
    {
      adj_model_reset (model);
      if (game % 2 == 1)
        adj_wif_track_set_n_sides (f->track, 3, NULL);
      for (guint step = 0; step < 600; step++)
        {
          g_autofree char *fast = NULL;
          g_autofree char *plain = NULL;
          guint n_mps = g_list_model_get_n_items (adj_wif_track_get_major_powers (f->track));
          int faces[ADJ_WIF_MAX_SIDES];
          int n = adj_wif_track_get_n_sides (f->track);
          int k = adj_wif_track_get_dice_to_roll (f->track);

          switch (adj_wif_track_get_phase (f->track))
            {
            case ADJ_WIF_PHASE_INITIATIVE:
              for (int s = 0; s < n; s++)
                faces[s] = g_test_rand_int_range (1, 11);
              adj_wif_track_roll_initiative (f->track, faces, n, NULL);
              break;
            case ADJ_WIF_PHASE_CHOOSE:
              if (adj_wif_track_get_initiative_step (f->track) == ADJ_WIF_INITIATIVE_CHOOSE_BEFORE)
                adj_wif_track_choose_before (f->track, g_test_rand_bit (), NULL);
              else
                adj_wif_track_choose_first (f->track, g_test_rand_bit (), NULL);
              break;
            case ADJ_WIF_PHASE_IMPULSES:
              if (n_mps > 0 && g_test_rand_int_range (0, 4) == 0)
                adj_wif_track_set_pass (f->track, g_test_rand_int_range (0, n_mps), g_test_rand_bit ());
              else if (g_test_rand_int_range (0, 40) == 0)
                adj_wif_track_set_threshold_override (f->track, g_test_rand_int_range (0, 60), NULL);
              else
                {
                  for (int i = 0; i < MAX (k, 1) && i < ADJ_WIF_MAX_SIDES; i++)
                    faces[i] = g_test_rand_int_range (1, 11);
                  adj_wif_track_record_impulse (f->track, faces, MIN (MAX (k, 1), ADJ_WIF_MAX_SIDES), NULL);
                }
              break;
            case ADJ_WIF_PHASE_TURN_OVER:
              adj_wif_track_next_turn (f->track, NULL);
              break;
            }
          /* now and then, back to an earlier state (as undo does) */
          if (seen->len > 0 && g_test_rand_int_range (0, 25) == 0)
            {
              const char *back = g_ptr_array_index (seen, g_test_rand_int_range (0, seen->len));
              g_autofree char *again = NULL;
              g_autofree char *in_other = NULL;

              g_assert_true (adj_model_restore (model, back, NULL));
              again = adj_model_snapshot (model);
              g_assert_cmpstr (again, ==, back);
              g_assert_true (adj_model_restore (ADJ_MODEL (other), back, NULL));
              in_other = adj_model_snapshot_plain (ADJ_MODEL (other));
              g_assert_cmpstr (in_other, ==, back);
            }
          fast = adj_model_snapshot (model);
          plain = adj_model_snapshot_plain (model);
          g_assert_cmpstr (fast, ==, plain);
          g_ptr_array_add (seen, g_steal_pointer (&fast));
          most_turns = MAX (most_turns, g_list_model_get_n_items (adj_wif_track_get_turns (f->track)));
          most_impulses = MAX (most_impulses, g_list_model_get_n_items (adj_wif_track_get_impulses (f->track)));
        }
    }
  /* the games got past turns and impulses (at some step: the last restore
   * may go back to a new game, so the end state may have neither) */
  g_assert_cmpuint (most_turns, >, 0);
  g_assert_cmpuint (most_impulses, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, fn) g_test_add ("/wif/" path, Fixture, NULL, setup, fn, teardown)
  ADD ("tables-match-source", test_tables);
  ADD ("restore-keeps-unchanged-items", test_restore_keeps_unchanged_items);
  ADD ("thresholds", test_thresholds);
  ADD ("two-sided-example", test_two_sided_example);
  ADD ("three-sided-example", test_three_sided_example);
  ADD ("pass-bonus-per-die", test_pass_bonus);
  ADD ("pass-bonus-not-on-last-die", test_pass_not_on_last_die);
  ADD ("threshold-override", test_threshold_override);
  ADD ("low-last-die-never-ends", test_low_last_die_never_ends);
  ADD ("last-die-first", test_last_die_first);
  ADD ("last-die-waits", test_last_die_waits);
  ADD ("item-lists", test_item_lists);
  ADD ("three-sided-initiative", test_three_sided_initiative);
  ADD ("first-turn-tie", test_first_turn_tie);
  ADD ("reroll-demands", test_reroll_demands);
  ADD ("marker-edges", test_marker_edges);
  ADD ("two-sided-shift", test_two_sided_shift);
  ADD ("odds-exact", test_odds_exact);
  ADD ("odds-monte-carlo", test_odds_monte_carlo);
  ADD ("model-odds", test_model_odds);
  ADD ("save-load", test_save_load);
  ADD ("corrupt-saves", test_corrupt_cases);
  ADD ("kill-restore", test_kill_restore);
  ADD ("more-sides", test_n_sides);
  ADD ("snapshot-cache", test_snapshot_cache);
#undef ADD
  return g_test_run ();
}
