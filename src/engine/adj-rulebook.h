/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "adj-rule-file.h"

G_BEGIN_DECLS

/**
 * AdjRuleProblem:
 * @file_name: the file, e.g. "wif.xml"
 * @path: where it is
 * @message: what is wrong, with file and line
 *
 * A house-rule file that was refused; the built-in file stays in use.
 */
typedef struct {
  char *file_name;
  char *path;
  char *message;
} AdjRuleProblem;

#define ADJ_TYPE_RULEBOOK (adj_rulebook_get_type ())

G_DECLARE_FINAL_TYPE (AdjRulebook, adj_rulebook, ADJ, RULEBOOK, GObject)

AdjRulebook  *adj_rulebook_new                (const char   *user_dir);
gboolean      adj_rulebook_load               (AdjRulebook  *self,
                                               GError      **error);
const char   *adj_rulebook_get_user_dir       (AdjRulebook  *self);
GPtrArray    *adj_rulebook_get_problems       (AdjRulebook  *self);
GPtrArray    *adj_rulebook_get_files          (AdjRulebook  *self);
AdjRuleFile  *adj_rulebook_get_file           (AdjRulebook  *self,
                                               const char   *file_id);
AdjRuleFile  *adj_rulebook_get_builtin        (AdjRulebook  *self,
                                               const char   *file_id);
AdjRuleTable *adj_rulebook_get_table          (AdjRulebook  *self,
                                               const char   *file_id,
                                               const char   *table_id);
gboolean      adj_rulebook_install_user_file  (AdjRulebook  *self,
                                               const char   *file_id,
                                               const char   *data,
                                               gsize         len,
                                               GError      **error);
gboolean      adj_rulebook_remove_user_file   (AdjRulebook  *self,
                                               const char   *file_id,
                                               GError      **error);

G_END_DECLS
