/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-table-text.h"

/**
 * adj_table_text:
 * @text: (nullable): a text from a rule table (a label, title, note or cell),
 *   as the engine keeps it: in English
 *
 * The rule tables are facts in English; the texts the program shows from
 * them are in po/adjutant.pot (data/its/adjutant-tables.its extracts them),
 * and every view shows them through this function. A text of a house-rule
 * table that has no translation shows as written.
 *
 * Returns: the text in the user's language, or @text
 */
/* pairs: what to replace, by what, ... NULL */
static char *
replace_all (const char         *text,
             const char * const *pairs)
{
  GString *s = g_string_new (text);

  for (guint i = 0; pairs[i]; i += 2)
    g_string_replace (s, pairs[i], pairs[i + 1], 0);
  return g_string_free (s, FALSE);
}

const char *
adj_table_text (const char *text)
{
  /* the escapes xgettext 0.21 leaves in attribute texts ("North Africa &amp; Med");
   * "&" first when escaping, last when unescaping */
  static const char * const escapes[] = { "&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;", NULL };
  static const char * const unescapes[] = { "&quot;", "\"", "&gt;", ">", "&lt;", "<", "&amp;", "&", NULL };
  const char *translated;

  /* gettext's "" is the catalogue's header */
  if (text == NULL || *text == '\0')
    return text;
  translated = g_dgettext (GETTEXT_PACKAGE, text);
  if (translated == text && strpbrk (text, "&<>\""))
    {
      g_autofree char *escaped = replace_all (text, escapes);
      const char *found = g_dgettext (GETTEXT_PACKAGE, escaped);

      if (found != escaped)
        {
          g_autofree char *plain = replace_all (found, unescapes);

          translated = g_intern_string (plain);
        }
    }
  return translated;
}

/**
 * adj_table_text_dup:
 * @self: the template's object (unused)
 * @text: (nullable): a text from a rule table
 *
 * adj_table_text () for a closure of a .ui binding (see
 * adj_table_text_bind_template ()).
 *
 * Returns: (transfer full) (nullable): the text in the user's language
 */
char *
adj_table_text_dup (GObject    *self,
                    const char *text)
{
  return g_strdup (adj_table_text (text));
}
