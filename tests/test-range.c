/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-error.h"
#include "adj-range.h"

static void
test_parse_forms (void)
{
  struct { const char *text; int lo, hi; AdjRange want; } cases[] = {
    { "-", 1, 6, 0 },
    { "3", 1, 6, ADJ_RANGE_BIT (3) },
    { "3-5", 1, 6, ADJ_RANGE_BIT (3) | ADJ_RANGE_BIT (4) | ADJ_RANGE_BIT (5) },
    { "3 - 5", 1, 6, ADJ_RANGE_BIT (3) | ADJ_RANGE_BIT (4) | ADJ_RANGE_BIT (5) },
    { "5,6", 1, 6, ADJ_RANGE_BIT (5) | ADJ_RANGE_BIT (6) },
    { "1, 2", 1, 6, ADJ_RANGE_BIT (1) | ADJ_RANGE_BIT (2) },
    { "4+", 1, 6, ADJ_RANGE_BIT (4) | ADJ_RANGE_BIT (5) | ADJ_RANGE_BIT (6) },
    { "10+", 2, 12, ADJ_RANGE_BIT (10) | ADJ_RANGE_BIT (11) | ADJ_RANGE_BIT (12) },
    { "1,3-4", 1, 6, ADJ_RANGE_BIT (1) | ADJ_RANGE_BIT (3) | ADJ_RANGE_BIT (4) },
    { "7 - 12", 2, 12, 0x1f80 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      AdjRange r = 0xdead;

      g_assert_true (adj_range_parse (cases[i].text, cases[i].lo, cases[i].hi, &r, &error));
      g_assert_no_error (error);
      g_assert_cmphex (r, ==, cases[i].want);
    }
}

static void
test_parse_refuses (void)
{
  const char *bad[] = { "", "x", "3-", "5-3", "1,,2", "3 4", "4++", "1.5" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      AdjRange r;

      g_assert_false (adj_range_parse (bad[i], 1, 6, &r, &error));
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
    }
}

static void
test_outside_dice (void)
{
  g_autoptr(GError) error = NULL;
  AdjRange r;

  /* a d6 has no 7, and 2d6 has no 1 */
  g_assert_false (adj_range_parse ("5-7", 1, 6, &r, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
  g_assert_nonnull (strstr (error->message, "1 to 6"));
  g_clear_error (&error);
  g_assert_false (adj_range_parse ("1", 2, 12, &r, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_DICE);
}

static void
test_format (void)
{
  struct { const char *in; int hi; const char *out; } cases[] = {
    { "-", 6, "-" },
    { "3", 6, "3" },
    { "5,6", 6, "5,6" },
    { "4+", 6, "4+" },
    { "2-4", 6, "2-4" },
    { "1,3-5", 6, "1,3-5" },
    { "7-12", 12, "7+" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdjRange r;
      g_autofree char *s = NULL;

      g_assert_true (adj_range_parse (cases[i].in, 1, cases[i].hi, &r, NULL));
      s = adj_range_format (r, cases[i].hi);
      g_assert_cmpstr (s, ==, cases[i].out);
    }
}

static void
test_count_contains (void)
{
  AdjRange r = adj_range_span (3, 5);

  g_assert_cmpuint (adj_range_count (r), ==, 3);
  g_assert_true (adj_range_contains (r, 3));
  g_assert_true (adj_range_contains (r, 5));
  g_assert_false (adj_range_contains (r, 2));
  g_assert_false (adj_range_contains (r, 6));
  g_assert_false (adj_range_contains (r, -1));
  g_assert_false (adj_range_contains (r, 99));
  g_assert_cmphex (adj_range_span (5, 3), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/range/parse-forms", test_parse_forms);
  g_test_add_func ("/range/parse-refuses", test_parse_refuses);
  g_test_add_func ("/range/outside-dice", test_outside_dice);
  g_test_add_func ("/range/format", test_format);
  g_test_add_func ("/range/count-contains", test_count_contains);
  return g_test_run ();
}
