/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: the rule-table loader (XML parsing, RELAX NG validation,
 * meaning checks) on arbitrary bytes. Build and run: see HACKING.md,
 * "Benchmarks, sanitizers, valgrind, fuzzing". Seeds: tests/fuzz/corpus-tables/. */

#include "config.h"

#include <string.h>

#include "adj-rule-file.h"
#include "fuzz-tables.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A bug that GLib reports (a failed g_return_if_fail) is a crash here. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRuleFile) file = NULL;
  /* named after the id it declares, so that the meaning checks run too */
  g_autofree char *name = adj_fuzz_table_file_name ((const char *) data, size);

  file = adj_rule_file_new_from_data ((const char *) data, size, name, &error);
  /* Either a file, or an error with a message; never both, never neither. */
  if ((file == NULL) == (error == NULL))
    __builtin_trap ();
  /* the message says which file */
  if (error != NULL && !g_str_has_prefix (error->message, name))
    __builtin_trap ();
  if (file)
    for (guint t = 0; t < adj_rule_file_get_n_tables (file); t++)
      {
        AdjRuleTable *table = adj_rule_file_get_table_at (file, t);

        for (guint r = 0; r < adj_rule_table_get_n_rows (table); r++)
          for (guint c = 0; c < adj_rule_table_get_n_columns (table); c++)
            if (adj_rule_table_get_text (table, r, c) == NULL)
              __builtin_trap ();
        for (int roll = 0; roll <= 64; roll++)
          adj_rule_table_find_row_for_roll (table, roll);
      }
  return 0;
}
