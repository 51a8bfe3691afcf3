/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

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
const char *
adj_table_text (const char *text)
{
  /* gettext's "" is the catalogue's header */
  if (text == NULL || *text == '\0')
    return text;
  return g_dgettext (GETTEXT_PACKAGE, text);
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
