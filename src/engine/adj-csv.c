/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-csv.h"

/* Every export of the program (the roll log, the victory record) is written
 * here, so that every one of them is safe to open in a spreadsheet: a text
 * cell is a fact and never a formula, whoever wrote it (a shared game file,
 * a house-rule table). */

struct _AdjCsv
{
  GString  *text;
  gboolean  row_open;   /* a field is on the current row: the next one needs a comma */
};

/* What starts a formula, or something a spreadsheet would take for one
 * (OWASP, "CSV Injection"). */
#define FORMULA_STARTS "=+-@\t\r"

/**
 * adj_csv_append_field:
 * @out: the text so far
 * @text: a text cell
 *
 * Appends @text as one field: quoted when it holds a comma, a quote or a
 * line end (RFC 4180), and, when it starts as a formula would (`=`, `+`,
 * `-`, `@`, a tab or a carriage return), prefixed with a single quote and
 * quoted, as OWASP recommends, so that a spreadsheet shows it as text.
 */
void
adj_csv_append_field (GString    *out,
                      const char *text)
{
  gboolean neutralise;
  gboolean quote;

  g_return_if_fail (out != NULL);

  if (text == NULL)
    text = "";
  neutralise = *text != '\0' && strchr (FORMULA_STARTS, *text) != NULL;
  quote = neutralise || strpbrk (text, ",\"\r\n") != NULL;
  if (!quote)
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  if (neutralise)
    g_string_append_c (out, '\'');
  for (const char *p = text; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/** adj_csv_new: Returns: (transfer full): an empty CSV text */
AdjCsv *
adj_csv_new (void)
{
  AdjCsv *csv = g_new0 (AdjCsv, 1);

  csv->text = g_string_new (NULL);
  return csv;
}

/** adj_csv_free: Frees @csv and its text. */
void
adj_csv_free (AdjCsv *csv)
{
  if (csv == NULL)
    return;
  g_string_free (csv->text, TRUE);
  g_free (csv);
}

static void
separate (AdjCsv *csv)
{
  if (csv->row_open)
    g_string_append_c (csv->text, ',');
  csv->row_open = TRUE;
}

/**
 * adj_csv_add_text:
 * @csv: the CSV
 * @text: (nullable): a text cell (%NULL is an empty cell)
 *
 * Adds a text cell to the current row (see adj_csv_append_field()).
 */
void
adj_csv_add_text (AdjCsv     *csv,
                  const char *text)
{
  g_return_if_fail (csv != NULL);
  separate (csv);
  adj_csv_append_field (csv->text, text);
}

/**
 * adj_csv_add_int:
 * @csv: the CSV
 * @value: a number
 *
 * Adds a number cell: the program wrote it, so a minus sign stays a number.
 */
void
adj_csv_add_int (AdjCsv *csv,
                 int     value)
{
  g_return_if_fail (csv != NULL);
  separate (csv);
  g_string_append_printf (csv->text, "%d", value);
}

/** adj_csv_end_row: Ends the current row (CRLF). */
void
adj_csv_end_row (AdjCsv *csv)
{
  g_return_if_fail (csv != NULL);
  g_string_append (csv->text, "\r\n");
  csv->row_open = FALSE;
}

/**
 * adj_csv_free_to_string:
 * @csv: (transfer full): the CSV
 *
 * Returns: (transfer full): its text
 */
char *
adj_csv_free_to_string (AdjCsv *csv)
{
  char *text;

  g_return_val_if_fail (csv != NULL, NULL);
  text = g_string_free (csv->text, FALSE);
  g_free (csv);
  return text;
}
