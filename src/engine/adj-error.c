/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-error.h"

G_DEFINE_QUARK (adj-error-quark, adj_error)

/**
 * adj_error_set_save_corrupt:
 * @error: return location for the error, or %NULL
 * @part: the damaged part of the saved game, untranslated and marked with
 *   N_(), e.g. "Victory map"
 * @format: what is wrong with it, for players (translated), printf-style
 * @...: the arguments of @format
 *
 * Sets an %ADJ_ERROR_SAVE_CORRUPT error that says which part of a saved game
 * cannot be read and why, e.g. "Victory map: no turns".
 *
 * Returns: %FALSE, so that a reader can return it
 */
gboolean
adj_error_set_save_corrupt (GError     **error,
                            const char  *part,
                            const char  *format,
                            ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: a part of a saved game, then what is wrong with it,
   * e.g. "Victory map: no turns" */
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT, _("%s: %s"), _(part), what);
  return FALSE;
}

/**
 * adj_error_set_over_limit:
 * @error: return location for the error, or %NULL
 * @part: (nullable): the part of a saved game, untranslated and marked with
 *   N_(), e.g. "World in Flames"; %NULL for none
 * @line: the line of the file where the limit is passed
 * @format: what there is more of than the limit allows, for players
 *   (translated), e.g. "200 impulses in one turn"
 * @...: the arguments of @format
 *
 * Sets an %ADJ_ERROR_SAVE_CORRUPT error for a file beyond one of the limits
 * of adj-limits.h: "World in Flames, line 1234: more than 1000 impulses in
 * one turn (the most Adjutant reads)".
 *
 * Returns: %FALSE, so that a reader can return it
 */
gboolean
adj_error_set_over_limit (GError     **error,
                          const char  *part,
                          long         line,
                          const char  *format,
                          ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  if (part != NULL)
    /* Translators: a part of a saved game, a line number and what there is
     * too much of, e.g. "World in Flames, line 1234: more than 1000
     * impulses in one turn (the most Adjutant reads)" */
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT, _("%s, line %ld: more than %s (the most Adjutant reads)"),
                 _(part), line, what);
  else
    /* Translators: as "World in Flames, line 1234: more than ...", for the roll log */
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_SAVE_CORRUPT, _("line %ld: more than %s (the most Adjutant reads)"),
                 line, what);
  return FALSE;
}
