/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "adj-rule-table.h"

G_BEGIN_DECLS

#define ADJ_TYPE_RULE_FILE (adj_rule_file_get_type ())

G_DECLARE_FINAL_TYPE (AdjRuleFile, adj_rule_file, ADJ, RULE_FILE, GObject)

void          adj_engine_ensure_resources     (void);

AdjRuleFile  *adj_rule_file_new_from_data     (const char   *data,
                                               gsize         len,
                                               const char   *file_name,
                                               GError      **error);
AdjRuleFile  *adj_rule_file_new_from_path     (const char   *path,
                                               GError      **error);
AdjRuleFile  *adj_rule_file_new_builtin       (const char   *resource_path,
                                               GError      **error);
const char   *adj_rule_file_get_id            (AdjRuleFile  *self);
const char   *adj_rule_file_get_title         (AdjRuleFile  *self);
const char   *adj_rule_file_get_file_name     (AdjRuleFile  *self);
const char   *adj_rule_file_get_origin        (AdjRuleFile  *self);
void          adj_rule_file_set_origin        (AdjRuleFile  *self,
                                               const char   *origin);
gboolean      adj_rule_file_get_is_override   (AdjRuleFile  *self);
void          adj_rule_file_set_is_override   (AdjRuleFile  *self,
                                               gboolean      is_override);
guint         adj_rule_file_get_n_tables      (AdjRuleFile  *self);
AdjRuleTable *adj_rule_file_get_table_at      (AdjRuleFile  *self,
                                               guint         i);
AdjRuleTable *adj_rule_file_get_table         (AdjRuleFile  *self,
                                               const char   *table_id);
gboolean      adj_rule_file_has_constant      (AdjRuleFile  *self,
                                               const char   *constant_id);
int           adj_rule_file_get_int           (AdjRuleFile  *self,
                                               const char   *constant_id);
double        adj_rule_file_get_decimal       (AdjRuleFile  *self,
                                               const char   *constant_id);
const char   *adj_rule_file_get_text          (AdjRuleFile  *self,
                                               const char   *constant_id);
const AdjDiceSpec *adj_rule_file_get_dice     (AdjRuleFile  *self,
                                               const char   *constant_id);
int           adj_rule_file_get_largest_die   (AdjRuleFile  *self);
gboolean      adj_rule_file_check_replaces    (AdjRuleFile  *self,
                                               AdjRuleFile  *builtin,
                                               GError      **error);

G_END_DECLS
