/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <string.h>

/* The file name a rule-table document must have: "ID.xml" for the first
 * `<rules id="ID"` in @data (the loader refuses a file whose name and id
 * differ before it checks anything else), "fuzz.xml" if there is none. */
static inline char *
adj_fuzz_table_file_name (const char *data,
                          gsize       size)
{
  static const char key[] = "<rules id=\"";
  const char *start = NULL;
  const char *end;

  for (gsize i = 0; start == NULL && i + sizeof key - 1 <= size; i++)
    if (memcmp (data + i, key, sizeof key - 1) == 0)
      start = data + i;
  if (start == NULL)
    return g_strdup ("fuzz.xml");
  start += sizeof key - 1;
  end = memchr (start, '"', MIN ((gsize) 64, size - (gsize) (start - data)));
  if (end == NULL || end == start || memchr (start, '/', end - start) || memchr (start, '\0', end - start))
    return g_strdup ("fuzz.xml");
  return g_strdup_printf ("%.*s.xml", (int) (end - start), start);
}
