/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-dice-stats-text.h"

/* The dice fairness window's words: what the chi-square test of the roll
 * log (src/engine/adj-dice-stats.c) found, in the reader's language. */

/** adj_dice_stats_text_kind: Returns: (transfer full): "Six-sided dice (d6)" */
char *
adj_dice_stats_text_kind (int sides)
{
  switch (sides)
    {
    case 6:
      return g_strdup (_("Six-sided dice (d6)"));
    case 10:
      return g_strdup (_("Ten-sided dice (d10)"));
    default:
      /* TRANSLATORS: a kind of die by its number of faces: "d20" */
      return g_strdup_printf (_("d%d"), sides);
    }
}

/** adj_dice_stats_text_source: Returns: (transfer none): whose dice */
const char *
adj_dice_stats_text_source (AdjDiceSource source)
{
  if (source == ADJ_DICE_SOURCE_REAL)
    return _("Real dice, typed in");
  return _("Rolled by Adjutant");
}

/**
 * adj_dice_stats_text_number:
 * @value: an expected count or a statistic
 *
 * Returns: (transfer full): @value with one decimal in the reader's way
 *   ("12.5", "12,5")
 */
char *
adj_dice_stats_text_number (double value)
{
  return g_strdup_printf ("%.1f", value);
}

/** adj_dice_stats_text_total: Returns: (transfer full): "60 dice" */
char *
adj_dice_stats_text_total (const AdjDiceFit *fit)
{
  /* a count of dice can pass what ngettext takes: its plural form is chosen
   * by the count modulo a million, which keeps the last digits */
  gulong n = fit->total > G_MAXULONG ? (gulong) (fit->total % 1000000 + 1000000) : (gulong) fit->total;

  g_autofree char *total = g_strdup_printf ("%" G_GUINT64_FORMAT, fit->total);

  /* TRANSLATORS: %s is a count of dice: "60" */
  return g_strdup_printf (ngettext ("%s die rolled", "%s dice rolled", n), total);
}

/** adj_dice_stats_text_statistic: Returns: (transfer full): "χ² = 13.4, 5 degrees of freedom" */
char *
adj_dice_stats_text_statistic (const AdjDiceFit *fit)
{
  g_autofree char *x = g_strdup_printf ("%.2f", fit->chi_square);

  /* TRANSLATORS: the chi-square statistic and its degrees of freedom */
  return g_strdup_printf (ngettext ("χ² = %s, %d degree of freedom", "χ² = %s, %d degrees of freedom", fit->df),
                          x, fit->df);
}

/** adj_dice_stats_text_p_value: Returns: (transfer full): "p = 0.020", "p < 0.001" */
char *
adj_dice_stats_text_p_value (const AdjDiceFit *fit)
{
  g_autofree char *p = NULL;

  if (fit->p_value < 0.001)
    {
      p = g_strdup_printf ("%.3f", 0.001);
      /* TRANSLATORS: the p-value of the test, when it is very small */
      return g_strdup_printf (_("p < %s"), p);
    }
  p = g_strdup_printf ("%.3f", fit->p_value);
  /* TRANSLATORS: the p-value of the test */
  return g_strdup_printf (_("p = %s"), p);
}

/* the chance @p as a percentage a reader takes in: "2", "0.4" */
static char *
percent (double p)
{
  return g_strdup_printf (p * 100 >= 9.95 ? "%.0f" : "%.1f", p * 100);
}

/**
 * adj_dice_stats_text_verdict:
 * @fit: a test
 *
 * Returns: (transfer full): what the test says, in a sentence
 */
char *
adj_dice_stats_text_verdict (const AdjDiceFit *fit)
{
  g_autofree char *pc = percent (fit->p_value);

  switch (fit->verdict)
    {
    case ADJ_DICE_VERDICT_NO_ROLLS:
      return g_strdup (_("No dice of this kind rolled yet."));
    case ADJ_DICE_VERDICT_UNUSUAL:
      return g_strdup (_("Unusual: fair dice stray this far from the expected counts in fewer than 1 of 100 samples of this size."));
    case ADJ_DICE_VERDICT_SOMEWHAT_UNUSUAL:
      /* TRANSLATORS: %s is a percentage, "2.4"; %% is the percent sign */
      return g_strdup_printf (_("Somewhat unusual: fair dice stray this far from the expected counts in only %s%% of samples of this size."), pc);
    case ADJ_DICE_VERDICT_FAIR:
    default:
      /* TRANSLATORS: %s is a percentage, "42"; %% is the percent sign */
      return g_strdup_printf (_("Consistent with fair dice: fair dice stray this far or further in %s%% of samples of this size."), pc);
    }
}

/**
 * adj_dice_stats_text_caveat:
 * @fit: a test
 *
 * Returns: (transfer full) (nullable): why the test says little yet, or
 *   %NULL when the sample is large enough (Cochran's rule) or empty
 */
char *
adj_dice_stats_text_caveat (const AdjDiceFit *fit)
{
  int need = (int) (ADJ_DICE_STATS_MIN_EXPECTED * fit->sides);

  if (fit->reliable || fit->total == 0)
    return NULL;
  /* TRANSLATORS: %d is how many dice of the kind the test needs: 30 for a d6 */
  return g_strdup_printf (ngettext ("Too few dice to say much: each face is expected fewer than 5 times. The test means something from %d die on.",
                                    "Too few dice to say much: each face is expected fewer than 5 times. The test means something from %d dice on.",
                                    need), need);
}

/** adj_dice_stats_text_legend: Returns: (transfer full): what the chart's bars and line are */
char *
adj_dice_stats_text_legend (const AdjDiceFit *fit)
{
  g_autofree char *expected = adj_dice_stats_text_number (fit->expected);

  /* TRANSLATORS: %s is how often fair dice show each face: "10.0" */
  return g_strdup_printf (_("Bars: how often each face came up. Dashed line: %s, what fair dice show."), expected);
}

/**
 * adj_dice_stats_text_chart_description:
 * @fit: a test
 * @source: whose dice
 *
 * Returns: (transfer full): the chart for a screen reader: every bar
 */
char *
adj_dice_stats_text_chart_description (const AdjDiceFit *fit,
                                       AdjDiceSource     source)
{
  g_autofree char *kind = adj_dice_stats_text_kind (fit->sides);
  g_autofree char *expected = adj_dice_stats_text_number (fit->expected);
  GString *s = g_string_new (NULL);

  /* TRANSLATORS: the chart's title for a screen reader: kind of die, whose */
  g_string_append_printf (s, _("%s, %s."), kind, adj_dice_stats_text_source (source));
  for (int i = 0; i < fit->sides; i++)
    {
      gulong n = (gulong) MIN (fit->counts[i], 1000000 + fit->counts[i] % 1000000);
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, fit->counts[i]);

      g_string_append_c (s, ' ');
      /* TRANSLATORS: one bar of the dice chart: a face, how often it came
       * up ("12"), how often fair dice show it ("10.0") */
      g_string_append_printf (s, ngettext ("Face %d: %s time, %s expected.",
                                           "Face %d: %s times, %s expected.", n),
                              i + 1, count, expected);
    }
  return g_string_free (s, FALSE);
}
