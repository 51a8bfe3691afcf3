/* libFuzzer target: the rule-table loader (XML parsing, RELAX NG validation,
 * meaning checks) on arbitrary bytes. Build: see HACKING.md, "Fuzzing". */

#include "config.h"

#include "adj-rule-file.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRuleFile) file = NULL;

  file = adj_rule_file_new_from_data ((const char *) data, size, "fuzz.xml", &error);
  /* Either a file, or an error with a message; never both, never neither. */
  if ((file == NULL) == (error == NULL))
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
