/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "adj-dice.h"
#include "adj-error.h"

static void
test_spec_parse (void)
{
  struct { const char *text; AdjDiceKind kind; int count, sides; gboolean half; int min, max; } cases[] = {
    { "2d6", ADJ_DICE_SUM, 2, 6, FALSE, 2, 12 },
    { "2D6", ADJ_DICE_SUM, 2, 6, FALSE, 2, 12 },
    { "d10", ADJ_DICE_SUM, 1, 10, FALSE, 1, 10 },
    { "3d10", ADJ_DICE_SUM, 3, 10, FALSE, 3, 30 },
    { "6D6", ADJ_DICE_SUM, 6, 6, FALSE, 6, 36 },
    { "\xc2\xbd" "D6", ADJ_DICE_SUM, 1, 6, TRUE, 1, 3 },
    { "1/2d6", ADJ_DICE_SUM, 1, 6, TRUE, 1, 3 },
    { "5,6", ADJ_DICE_FACES, 1, 6, FALSE, 0, 1 },
    { "6", ADJ_DICE_FACES, 1, 6, FALSE, 0, 1 },
    { "None", ADJ_DICE_NONE, 0, 6, FALSE, 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdjDiceSpec spec;
      g_autoptr(GError) error = NULL;

      g_assert_true (adj_dice_spec_parse (cases[i].text, &spec, &error));
      g_assert_no_error (error);
      g_assert_cmpint (spec.kind, ==, cases[i].kind);
      g_assert_cmpint (adj_dice_spec_n_faces (&spec), ==, cases[i].count);
      g_assert_cmpint (spec.sides, ==, cases[i].sides);
      g_assert_cmpint (spec.half, ==, cases[i].half);
      g_assert_cmpint (adj_dice_spec_min (&spec), ==, cases[i].min);
      g_assert_cmpint (adj_dice_spec_max (&spec), ==, cases[i].max);
      /* the name given to a spec is the notation that reads back as it, in
       * any language (the dice box and the 1943 steps parse it again) */
      {
        g_autofree char *name = adj_dice_spec_to_string (&spec);
        AdjDiceSpec back;

        if (spec.kind != ADJ_DICE_FACES)
          {
            g_assert_true (adj_dice_spec_parse (name, &back, NULL));
            g_assert_cmpint (back.kind, ==, spec.kind);
            g_assert_cmpint (adj_dice_spec_n_faces (&back), ==, adj_dice_spec_n_faces (&spec));
            g_assert_cmpint (back.half, ==, spec.half);
          }
      }
    }
}

static void
test_spec_refused (void)
{
  const char *bad[] = { "", "2d", "d", "0d6", "2d1", "2x6", "½3d6", "21d6", "2d6+", "7" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      AdjDiceSpec spec;
      g_autoptr(GError) error = NULL;

      g_assert_false (adj_dice_spec_parse (bad[i], &spec, &error));
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
    }
}

static void
test_seeded_sequences (void)
{
  g_autoptr(AdjDice) a = adj_dice_new (NULL);
  g_autoptr(AdjDice) b = adj_dice_new (NULL);
  g_autoptr(AdjDice) c = adj_dice_new (NULL);
  AdjDiceSpec spec;
  gboolean differs = FALSE;

  adj_dice_spec_parse ("3d10", &spec, NULL);
  adj_dice_set_seed (a, 1943);
  adj_dice_set_seed (b, 1943);
  adj_dice_set_seed (c, 1944);
  for (int i = 0; i < 200; i++)
    {
      g_autoptr(AdjRoll) ra = adj_dice_roll (a, &spec, "test", "a", 0, NULL, 0, NULL);
      g_autoptr(AdjRoll) rb = adj_dice_roll (b, &spec, "test", "b", 0, NULL, 0, NULL);
      g_autoptr(AdjRoll) rc = adj_dice_roll (c, &spec, "test", "c", 0, NULL, 0, NULL);
      int sum = 0;

      g_assert_cmpuint (adj_roll_get_n_faces (ra), ==, 3);
      for (guint f = 0; f < 3; f++)
        {
          g_assert_cmpint (adj_roll_get_face (ra, f), ==, adj_roll_get_face (rb, f));
          g_assert_cmpint (adj_roll_get_face (ra, f), >=, 1);
          g_assert_cmpint (adj_roll_get_face (ra, f), <=, 10);
          sum += adj_roll_get_face (ra, f);
          if (adj_roll_get_face (ra, f) != adj_roll_get_face (rc, f))
            differs = TRUE;
        }
      g_assert_cmpint (adj_roll_get_result (ra), ==, sum);
      g_assert_false (adj_roll_get_physical (ra));
    }
  g_assert_true (differs);
  /* re-seeding starts the same sequence again */
  adj_dice_set_seed (a, 77);
  adj_dice_set_seed (b, 77);
  for (int i = 0; i < 50; i++)
    g_assert_cmpint (adj_dice_face (a, 6), ==, adj_dice_face (b, 6));
}

static void
test_fair_faces (void)
{
  g_autoptr(AdjDice) dice = adj_dice_new (NULL);
  int counts[11] = { 0 };
  const int n = 60000;

  adj_dice_set_seed (dice, 12345);
  for (int i = 0; i < n; i++)
    counts[adj_dice_face (dice, 10)]++;
  g_assert_cmpint (counts[0], ==, 0);
  for (int f = 1; f <= 10; f++)
    {
      double expect = n / 10.0, sd = sqrt (n * 0.1 * 0.9);
      g_assert_cmpfloat (fabs (counts[f] - expect), <, 5 * sd);
    }
}

static void
test_physical_faces (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjDice) dice = adj_dice_new (log);
  g_autoptr(AdjRoll) roll = NULL;
  g_autoptr(GError) error = NULL;

  roll = adj_dice_roll_text (dice, "2d6", "Air superiority", "Axis", 4, "3 5", &error);
  g_assert_no_error (error);
  g_assert_nonnull (roll);
  g_assert_true (adj_roll_get_physical (roll));
  g_assert_cmpint (adj_roll_get_face (roll, 0), ==, 3);
  g_assert_cmpint (adj_roll_get_face (roll, 1), ==, 5);
  g_assert_cmpint (adj_roll_get_modifier (roll), ==, 4);
  g_assert_cmpint (adj_roll_get_result (roll), ==, 12);
  g_assert_cmpstr (adj_roll_get_purpose (roll), ==, "Air superiority");
  g_assert_cmpstr (adj_roll_get_who (roll), ==, "Axis");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 1);

  /* commas work too */
  g_clear_object (&roll);
  roll = adj_dice_roll_text (dice, "3d10", NULL, NULL, 0, "10,1, 7", &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_roll_get_result (roll), ==, 18);
}

static void
test_d10_zero_is_ten (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjDice) dice = adj_dice_new (log);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) one = adj_dice_roll_text (dice, "1d10", NULL, NULL, 0, "0", &error);
  g_autoptr(AdjRoll) two = NULL;
  g_autoptr(AdjRoll) d6 = NULL;
  g_autofree char *shown = NULL;

  /* many d10 show 0 for 10: a typed 0 is a 10, and is logged and shown as 10 */
  g_assert_no_error (error);
  g_assert_nonnull (one);
  g_assert_cmpint (adj_roll_get_face (one, 0), ==, 10);
  g_assert_cmpint (adj_roll_get_result (one), ==, 10);
  shown = adj_roll_dup_faces_text (one);
  g_assert_nonnull (strstr (shown, "10"));
  two = adj_dice_roll_text (dice, "2d10", NULL, NULL, 1, "0 3", &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_roll_get_face (two, 0), ==, 10);
  g_assert_cmpint (adj_roll_get_result (two), ==, 14);
  /* on any other die a 0 stays impossible */
  d6 = adj_dice_roll_text (dice, "1d6", NULL, NULL, 0, "0", &error);
  g_assert_null (d6);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 2);
}

static void
test_refused_faces (void)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjDice) dice = adj_dice_new (log);
  struct { const char *spec, *faces, *says; } cases[] = {
    { "2d6", "3 7", "7" },
    { "2d6", "0 4", "0" },
    { "1d10", "11", "11" },
    { "2d6", "3", "2 die faces" },
    { "2d6", "1 2 3", "2 die faces" },
    { "1d6", "four", "not a list" },
    { "1d6", "-2", "not a list" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjRoll) roll = adj_dice_roll_text (dice, cases[i].spec, NULL, NULL, 0, cases[i].faces, &error);

      g_assert_null (roll);
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
      g_assert_nonnull (strstr (error->message, cases[i].says));
    }
  /* nothing refused is logged */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 0);
}

static void
test_half_d6 (void)
{
  g_autoptr(AdjDice) dice = adj_dice_new (NULL);
  int want[7] = { 0, 1, 1, 2, 2, 3, 3 };
  AdjDiceSpec spec;

  g_assert_true (adj_dice_spec_parse ("\xc2\xbd" "d6", &spec, NULL));
  for (int face = 1; face <= 6; face++)
    {
      g_autoptr(AdjRoll) roll = adj_dice_roll (dice, &spec, NULL, NULL, 0, &face, 1, NULL);

      g_assert_nonnull (roll);
      g_assert_cmpint (adj_roll_get_result (roll), ==, want[face]);
    }
  /* and virtual half dice stay within 1..3 */
  adj_dice_set_seed (dice, 5);
  for (int i = 0; i < 300; i++)
    {
      g_autoptr(AdjRoll) roll = adj_dice_roll (dice, &spec, NULL, NULL, 0, NULL, 0, NULL);
      g_assert_cmpint (adj_roll_get_result (roll), >=, 1);
      g_assert_cmpint (adj_roll_get_result (roll), <=, 3);
      g_assert_cmpint (adj_roll_get_result (roll), ==, want[adj_roll_get_face (roll, 0)]);
    }
}

static void
test_face_list_dice (void)
{
  /* "5,6": one d6, one point on a 5 or a 6 (WTJ air presence) */
  g_autoptr(AdjDice) dice = adj_dice_new (NULL);
  AdjDiceSpec spec;

  g_assert_true (adj_dice_spec_parse ("5,6", &spec, NULL));
  for (int face = 1; face <= 6; face++)
    {
      g_autoptr(AdjRoll) roll = adj_dice_roll (dice, &spec, NULL, NULL, 0, &face, 1, NULL);
      g_assert_cmpint (adj_roll_get_result (roll), ==, face >= 5 ? 1 : 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/dice/spec-parse", test_spec_parse);
  g_test_add_func ("/dice/spec-refused", test_spec_refused);
  g_test_add_func ("/dice/seeded-sequences", test_seeded_sequences);
  g_test_add_func ("/dice/fair-faces", test_fair_faces);
  g_test_add_func ("/dice/physical-faces", test_physical_faces);
  g_test_add_func ("/dice/refused-faces", test_refused_faces);
  g_test_add_func ("/dice/d10-zero-is-ten", test_d10_zero_is_ten);
  g_test_add_func ("/dice/half-d6", test_half_d6);
  g_test_add_func ("/dice/face-list", test_face_list_dice);
  return g_test_run ();
}
