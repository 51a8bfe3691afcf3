/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-range.h"

/**
 * adj_range_span:
 * @lo: lowest result
 * @hi: highest result
 *
 * Returns: the range holding @lo..@hi (empty when @hi < @lo)
 */
AdjRange
adj_range_span (int lo,
                int hi)
{
  AdjRange r = 0;

  lo = MAX (lo, 0);
  hi = MIN (hi, ADJ_RANGE_MAX);
  for (int i = lo; i <= hi; i++)
    r |= ADJ_RANGE_BIT (i);
  return r;
}

static gboolean
parse_number (const char **p,
              int         *out)
{
  const char *s = *p;
  int v = 0;

  while (*s == ' ')
    s++;
  if (!g_ascii_isdigit (*s))
    return FALSE;
  while (g_ascii_isdigit (*s))
    {
      v = v * 10 + (*s - '0');
      if (v > 1000)
        return FALSE;
      s++;
    }
  while (*s == ' ')
    s++;
  *p = s;
  *out = v;
  return TRUE;
}

/**
 * adj_range_parse:
 * @text: "-", "3", "3-5", "3 - 5", "5,6", "4+", or parts joined by commas
 * @lo: the lowest result of the dice
 * @hi: the highest result of the dice
 * @out: (out): the range
 * @error: return location for an %ADJ_ERROR_DICE error
 *
 * Reads a set of die results as rule tables print them.
 *
 * Returns: %TRUE if @text is a range within @lo..@hi
 */
gboolean
adj_range_parse (const char  *text,
                 int          lo,
                 int          hi,
                 AdjRange    *out,
                 GError     **error)
{
  g_auto(GStrv) parts = NULL;
  AdjRange r = 0;
  g_autofree char *copy = NULL;

  g_return_val_if_fail (text != NULL, FALSE);

  copy = g_strstrip (g_strdup (text));
  if (strcmp (copy, "-") == 0 || strcmp (copy, "\xe2\x80\x93") == 0)
    {
      *out = 0;
      return TRUE;
    }

  if (*copy == '\0')
    goto bad;
  parts = g_strsplit (copy, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *p = parts[i];
      int a, b;

      if (!parse_number (&p, &a))
        goto bad;
      b = a;
      if (*p == '+')
        {
          b = hi;
          p++;
        }
      else if (*p == '-')
        {
          p++;
          if (!parse_number (&p, &b))
            goto bad;
        }
      while (*p == ' ')
        p++;
      if (*p != '\0' || b < a)
        goto bad;
      if (a < lo || b > hi)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
                       _("“%s” holds results outside %d to %d"), copy, lo, hi);
          return FALSE;
        }
      r |= adj_range_span (a, b);
    }

  *out = r;
  return TRUE;

bad:
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
               _("“%s” is not a die range (write it like 3, 3-5, 5,6 or 4+)"), copy);
  return FALSE;
}

gboolean
adj_range_contains (AdjRange range,
                    int      n)
{
  return n >= 0 && n <= ADJ_RANGE_MAX && (range & ADJ_RANGE_BIT (n)) != 0;
}

guint
adj_range_count (AdjRange range)
{
  guint n = 0;

  for (; range != 0; range &= range - 1)
    n++;
  return n;
}

/**
 * adj_range_format:
 * @range: a range
 * @hi: the highest result of the dice, so that "4+" can be written
 *
 * Returns: (transfer full): the range as printed in tables ("-", "3-5", "5,6", "4+")
 */
char *
adj_range_format (AdjRange range,
                  int      hi)
{
  GString *s = g_string_new (NULL);

  if (range == 0)
    return g_string_free (g_string_append (s, "-"), FALSE);

  for (int i = 0; i <= ADJ_RANGE_MAX; i++)
    {
      int j = i;

      if (!adj_range_contains (range, i))
        continue;
      while (j + 1 <= ADJ_RANGE_MAX && adj_range_contains (range, j + 1))
        j++;
      if (s->len > 0)
        g_string_append_c (s, ',');
      if (j == hi && j - i >= 2 && i > 1)
        g_string_append_printf (s, "%d+", i);
      else if (j == i)
        g_string_append_printf (s, "%d", i);
      else if (j == i + 1)
        g_string_append_printf (s, "%d,%d", i, j);
      else
        g_string_append_printf (s, "%d-%d", i, j);
      i = j;
    }
  return g_string_free (s, FALSE);
}
