/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-dice-spec.h"
#include "adj-error.h"

/**
 * adj_dice_spec_parse:
 * @text: "2d6", "2D6", "d10", "½D6", "1/2d6", "5,6", "6", "None"
 * @out: (out): the parsed spec
 * @error: return location for an %ADJ_ERROR_DICE error
 *
 * Bare face lists ("5,6", "6") are read as one d6 that scores one point on
 * those faces, as the WTJ Air Presence table prints them.
 *
 * Returns: %TRUE on success
 */
gboolean
adj_dice_spec_parse (const char   *text,
                     AdjDiceSpec  *out,
                     GError      **error)
{
  g_autofree char *s = NULL;
  const char *p;
  AdjDiceSpec spec = { ADJ_DICE_SUM, 1, 6, FALSE, 0 };
  gint64 v;
  char *end;

  g_return_val_if_fail (text != NULL, FALSE);

  s = g_strstrip (g_strdup (text));
  p = s;

  if (g_ascii_strcasecmp (s, "none") == 0 || strcmp (s, "0") == 0)
    {
      *out = (AdjDiceSpec) { ADJ_DICE_NONE, 0, 6, FALSE, 0 };
      return TRUE;
    }

  if (g_str_has_prefix (p, "\xc2\xbd"))   /* ½ */
    {
      spec.half = TRUE;
      p += 2;
    }
  else if (g_str_has_prefix (p, "1/2"))
    {
      spec.half = TRUE;
      p += 3;
    }

  if (strchr (p, 'd') == NULL && strchr (p, 'D') == NULL)
    {
      AdjRange faces;

      if (spec.half || !adj_range_parse (p, 1, 6, &faces, NULL) || faces == 0)
        goto bad;
      *out = (AdjDiceSpec) { ADJ_DICE_FACES, 1, 6, FALSE, faces };
      return TRUE;
    }

  if (*p == 'd' || *p == 'D')
    spec.count = 1;
  else
    {
      v = g_ascii_strtoll (p, &end, 10);
      if (end == p || v < 1 || v > ADJ_DICE_MAX_COUNT)
        goto bad;
      spec.count = (int) v;
      p = end;
    }
  if (*p != 'd' && *p != 'D')
    goto bad;
  p++;
  v = g_ascii_strtoll (p, &end, 10);
  if (end == p || *end != '\0' || v < 2 || v > ADJ_LIMIT_DIE_SIDES)
    goto bad;
  spec.sides = (int) v;
  if (spec.half && spec.count != 1)
    goto bad;
  if (spec.count * spec.sides > ADJ_RANGE_MAX)
    goto bad;

  *out = spec;
  return TRUE;

bad:
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
               _("“%s” is not a dice expression (write it like 2d6, 1d10 or ½d6)"), s);
  return FALSE;
}

/**
 * adj_dice_spec_to_string:
 * @spec: a spec
 *
 * Returns: (transfer full): "2d6", "½d6", "1d6 (5, 6)" or "None": the notation
 *   adj_dice_spec_parse() reads back
 */
char *
adj_dice_spec_to_string (const AdjDiceSpec *spec)
{
  g_autofree char *faces = NULL;

  switch (spec->kind)
    {
    case ADJ_DICE_NONE:
      /* the tables' notation, which adj_dice_spec_parse() reads back */
      return g_strdup ("None");
    case ADJ_DICE_FACES:
      faces = adj_range_format (spec->faces, 0);
      return g_strdup_printf ("1d%d (%s)", spec->sides, faces);
    case ADJ_DICE_SUM:
    default:
      return g_strdup_printf ("%s%dd%d", spec->half ? "\xc2\xbd" : "",
                              spec->half ? 1 : spec->count, spec->sides);
    }
}

/** adj_dice_spec_n_faces: Returns: how many dice are thrown */
int
adj_dice_spec_n_faces (const AdjDiceSpec *spec)
{
  return spec->kind == ADJ_DICE_NONE ? 0 : spec->count;
}

/** adj_dice_spec_min: Returns: the lowest value the spec gives */
int
adj_dice_spec_min (const AdjDiceSpec *spec)
{
  switch (spec->kind)
    {
    case ADJ_DICE_SUM:
      return spec->count;
    case ADJ_DICE_NONE:
    case ADJ_DICE_FACES:
    default:
      return 0;
    }
}

/** adj_dice_spec_max: Returns: the highest value the spec gives */
int
adj_dice_spec_max (const AdjDiceSpec *spec)
{
  switch (spec->kind)
    {
    case ADJ_DICE_SUM:
      return spec->half ? (spec->sides + 1) / 2 : spec->count * spec->sides;
    case ADJ_DICE_FACES:
      return 1;
    case ADJ_DICE_NONE:
    default:
      return 0;
    }
}

/**
 * adj_dice_spec_value:
 * @spec: a spec
 * @faces: (array length=n_faces): the faces rolled, already checked
 * @n_faces: their number
 *
 * Returns: the value the faces give: their sum, half of one die rounded up,
 *   or one point if the die shows a scoring face
 */
int
adj_dice_spec_value (const AdjDiceSpec *spec,
                     const int         *faces,
                     guint              n_faces)
{
  int sum = 0;

  switch (spec->kind)
    {
    case ADJ_DICE_NONE:
      return 0;
    case ADJ_DICE_FACES:
      return n_faces > 0 && adj_range_contains (spec->faces, faces[0]) ? 1 : 0;
    case ADJ_DICE_SUM:
    default:
      for (guint i = 0; i < n_faces; i++)
        sum += faces[i];
      return spec->half ? (sum + 1) / 2 : sum;
    }
}

/**
 * adj_dice_spec_check_faces:
 * @spec: a spec
 * @faces: (array length=n_faces): faces the players rolled
 * @n_faces: their number
 * @error: return location for an %ADJ_ERROR_DICE error
 *
 * Returns: %TRUE if the faces can be the result of @spec
 */
gboolean
adj_dice_spec_check_faces (const AdjDiceSpec  *spec,
                           const int          *faces,
                           guint               n_faces,
                           GError            **error)
{
  int want = adj_dice_spec_n_faces (spec);

  if ((int) n_faces != want)
    {
      g_autofree char *name = adj_dice_spec_to_string (spec);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%s needs %d die face, not %u",
                                "%s needs %d die faces, not %u", want),
                   name, want, n_faces);
      return FALSE;
    }
  for (guint i = 0; i < n_faces; i++)
    if (faces[i] < 1 || faces[i] > spec->sides)
      {
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
                     _("A d%d shows 1 to %d; %d is not a face of it"),
                     spec->sides, spec->sides, faces[i]);
        return FALSE;
      }
  return TRUE;
}

/**
 * adj_dice_parse_faces:
 * @spec: what was rolled
 * @text: the faces as typed: "3 5", "3,5", "3, 5"; on a d10 a 0 is a 10,
 *   as most ten-sided dice show it
 * @error: return location for an %ADJ_ERROR_DICE error
 *
 * Returns: (transfer full) (element-type int) (nullable): the faces, checked
 *   against @spec
 */
GArray *
adj_dice_parse_faces (const AdjDiceSpec  *spec,
                      const char         *text,
                      GError            **error)
{
  g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (int));
  const char *p = text;

  while (p != NULL && *p != '\0')
    {
      gint64 v;
      char *end;

      if (*p == ' ' || *p == ',' || *p == ';' || *p == '\t')
        {
          p++;
          continue;
        }
      if (!g_ascii_isdigit (*p))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
                       _("“%s” is not a list of die faces (type them like 3 5)"), text);
          return NULL;
        }
      v = g_ascii_strtoll (p, &end, 10);
      if (v > 1000)
        v = 1000;
      /* most ten-sided dice show 0 for their 10 */
      if (v == 0 && spec->sides == 10)
        v = 10;
      g_array_append_val (faces, (int) { (int) v });
      p = end;
      if (faces->len > ADJ_DICE_MAX_COUNT)
        break;
    }

  if (!adj_dice_spec_check_faces (spec, (const int *) (void *) faces->data, faces->len, error))
    return NULL;
  return g_steal_pointer (&faces);
}
