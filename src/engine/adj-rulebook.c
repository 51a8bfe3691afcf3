/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <string.h>

#include "adj-error.h"
#include "adj-rulebook.h"

#define TABLES_RESOURCE RESOURCE_PREFIX "/tables/"

struct _AdjRulebook
{
  GObject     parent_instance;

  char       *user_dir;
  GHashTable *builtin;   /* id -> AdjRuleFile */
  GHashTable *active;    /* id -> AdjRuleFile (override or builtin) */
  GPtrArray  *files;     /* active files in name order */
  GPtrArray  *problems;  /* AdjRuleProblem */
};

G_DEFINE_FINAL_TYPE (AdjRulebook, adj_rulebook, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
free_problem (gpointer data)
{
  AdjRuleProblem *p = data;

  g_free (p->file_name);
  g_free (p->path);
  g_free (p->message);
  g_free (p);
}

static void
adj_rulebook_finalize (GObject *object)
{
  AdjRulebook *self = (AdjRulebook *) object;

  g_clear_pointer (&self->user_dir, g_free);
  g_clear_pointer (&self->builtin, g_hash_table_unref);
  g_clear_pointer (&self->active, g_hash_table_unref);
  g_clear_pointer (&self->files, g_ptr_array_unref);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  G_OBJECT_CLASS (adj_rulebook_parent_class)->finalize (object);
}

static void
adj_rulebook_class_init (AdjRulebookClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_rulebook_finalize;

  /**
   * AdjRulebook::changed:
   *
   * The set of active files changed (a house-rule file was installed or removed).
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
adj_rulebook_init (AdjRulebook *self)
{
  self->builtin = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->active = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->files = g_ptr_array_new_with_free_func (g_object_unref);
  self->problems = g_ptr_array_new_with_free_func (free_problem);
}

/**
 * adj_rulebook_new:
 * @user_dir: (nullable): the house-rule folder; %NULL for `$XDG_DATA_HOME/adjutant/tables`
 *
 * Returns: (transfer full): an empty rulebook; call adj_rulebook_load()
 */
AdjRulebook *
adj_rulebook_new (const char *user_dir)
{
  AdjRulebook *self = g_object_new (ADJ_TYPE_RULEBOOK, NULL);

  self->user_dir = user_dir ? g_strdup (user_dir)
                            : g_build_filename (g_get_user_data_dir (), "adjutant", "tables", NULL);
  return self;
}

static void
add_problem (AdjRulebook *self,
             const char  *file_name,
             const char  *path,
             const char  *message)
{
  AdjRuleProblem *p = g_new0 (AdjRuleProblem, 1);

  p->file_name = g_strdup (file_name);
  p->path = g_strdup (path);
  p->message = g_strdup (message);
  g_ptr_array_add (self->problems, p);
  g_message ("Rule table refused: %s", message);
}

static int
compare_files (gconstpointer a,
               gconstpointer b)
{
  AdjRuleFile *fa = *(AdjRuleFile **) a;
  AdjRuleFile *fb = *(AdjRuleFile **) b;

  return strcmp (adj_rule_file_get_id (fa), adj_rule_file_get_id (fb));
}

static void
rebuild_files (AdjRulebook *self)
{
  GHashTableIter iter;
  gpointer value;

  g_ptr_array_set_size (self->files, 0);
  g_hash_table_iter_init (&iter, self->active);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (self->files, g_object_ref (value));
  g_ptr_array_sort (self->files, compare_files);
}

/* Loads one house-rule file; on any problem the built-in file stays. */
static void
load_override (AdjRulebook *self,
               const char  *path)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *id = g_strndup (base, strlen (base) - 4);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRuleFile) file = NULL;
  AdjRuleFile *builtin = g_hash_table_lookup (self->builtin, id);

  if (builtin == NULL)
    {
      g_autofree char *msg =
        g_strdup_printf (_("%s: there is no built-in table file of that name, so it is not used "
                           "(a house-rule file replaces the built-in file with the same name)"),
                         base);
      add_problem (self, base, path, msg);
      return;
    }

  file = adj_rule_file_new_from_path (path, &error);
  if (file == NULL || !adj_rule_file_check_replaces (file, builtin, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("%s.\nThe built-in table stays in use."), error->message);
      add_problem (self, base, path, msg);
      return;
    }

  adj_rule_file_set_is_override (file, TRUE);
  g_hash_table_replace (self->active, g_strdup (id), g_steal_pointer (&file));
}

/**
 * adj_rulebook_load:
 * @self: the rulebook
 * @error: return location for an error in a built-in file (a bug)
 *
 * Loads every built-in table file from the resources, then every house-rule
 * file in the user folder. House-rule files that are refused end up in
 * adj_rulebook_get_problems().
 *
 * Returns: %TRUE if every built-in file loaded
 */
gboolean
adj_rulebook_load (AdjRulebook  *self,
                   GError      **error)
{
  g_auto(GStrv) names = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) user_files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_return_val_if_fail (ADJ_IS_RULEBOOK (self), FALSE);

  g_hash_table_remove_all (self->builtin);
  g_hash_table_remove_all (self->active);
  g_ptr_array_set_size (self->problems, 0);

  adj_engine_ensure_resources ();
  names = g_resources_enumerate_children (TABLES_RESOURCE, 0, error);
  if (names == NULL)
    return FALSE;
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = NULL;
      AdjRuleFile *file;

      if (!g_str_has_suffix (names[i], ".xml"))
        continue;
      path = g_strconcat (TABLES_RESOURCE, names[i], NULL);
      file = adj_rule_file_new_builtin (path, error);
      if (file == NULL)
        return FALSE;
      g_hash_table_replace (self->builtin, g_strdup (adj_rule_file_get_id (file)), file);
      g_hash_table_replace (self->active, g_strdup (adj_rule_file_get_id (file)), g_object_ref (file));
    }

  dir = g_dir_open (self->user_dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (user_files, g_build_filename (self->user_dir, name, NULL));
  g_ptr_array_sort (user_files, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < user_files->len; i++)
    load_override (self, g_ptr_array_index (user_files, i));

  rebuild_files (self);
  return TRUE;
}

/** adj_rulebook_get_user_dir: Returns: (transfer none): the house-rule folder */
const char *
adj_rulebook_get_user_dir (AdjRulebook *self)
{
  return self->user_dir;
}

/** adj_rulebook_get_problems: Returns: (transfer none) (element-type AdjRuleProblem): refused files */
GPtrArray *
adj_rulebook_get_problems (AdjRulebook *self)
{
  return self->problems;
}

/** adj_rulebook_get_files: Returns: (transfer none) (element-type AdjRuleFile): the active files */
GPtrArray *
adj_rulebook_get_files (AdjRulebook *self)
{
  return self->files;
}

/** adj_rulebook_get_file: Returns: (transfer none) (nullable): the active file with that id */
AdjRuleFile *
adj_rulebook_get_file (AdjRulebook *self,
                       const char  *file_id)
{
  AdjRuleFile *file = g_hash_table_lookup (self->active, file_id);

  if (file == NULL)
    g_critical ("no rule file %s", file_id);
  return file;
}

/** adj_rulebook_get_builtin: Returns: (transfer none) (nullable): the built-in file with that id */
AdjRuleFile *
adj_rulebook_get_builtin (AdjRulebook *self,
                          const char  *file_id)
{
  return g_hash_table_lookup (self->builtin, file_id);
}

/** adj_rulebook_get_table: Returns: (transfer none) (nullable): a table of an active file */
AdjRuleTable *
adj_rulebook_get_table (AdjRulebook *self,
                        const char  *file_id,
                        const char  *table_id)
{
  AdjRuleFile *file = adj_rulebook_get_file (self, file_id);
  AdjRuleTable *table = file ? adj_rule_file_get_table (file, table_id) : NULL;

  if (table == NULL)
    g_critical ("rule file %s has no table %s", file_id, table_id);
  return table;
}

/**
 * adj_rulebook_install_user_file:
 * @self: the rulebook
 * @file_id: the id of a built-in file, e.g. "pto-weather"
 * @data: the new file's XML
 * @len: its length
 * @error: return location for an error
 *
 * Checks @data as a house-rule file for @file_id, writes it atomically into
 * the house-rule folder and puts it in use. Nothing changes on error.
 *
 * Returns: %TRUE on success
 */
gboolean
adj_rulebook_install_user_file (AdjRulebook  *self,
                                const char   *file_id,
                                const char   *data,
                                gsize         len,
                                GError      **error)
{
  g_autofree char *file_name = g_strconcat (file_id, ".xml", NULL);
  g_autofree char *path = g_build_filename (self->user_dir, file_name, NULL);
  g_autoptr(AdjRuleFile) file = NULL;
  AdjRuleFile *builtin = g_hash_table_lookup (self->builtin, file_id);

  g_return_val_if_fail (builtin != NULL, FALSE);

  file = adj_rule_file_new_from_data (data, len, file_name, error);
  if (file == NULL || !adj_rule_file_check_replaces (file, builtin, error))
    return FALSE;
  if (g_mkdir_with_parents (self->user_dir, 0755) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Could not create the folder %s: %s"), self->user_dir, g_strerror (saved));
      return FALSE;
    }
  if (!g_file_set_contents_full (path, data, len,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0644, error))
    return FALSE;

  adj_rule_file_set_origin (file, path);
  adj_rule_file_set_is_override (file, TRUE);
  g_hash_table_replace (self->active, g_strdup (file_id), g_steal_pointer (&file));
  for (guint i = 0; i < self->problems->len; i++)
    if (g_strcmp0 (((AdjRuleProblem *) g_ptr_array_index (self->problems, i))->file_name, file_name) == 0)
      g_ptr_array_remove_index (self->problems, i--);
  rebuild_files (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * adj_rulebook_remove_user_file:
 * @self: the rulebook
 * @file_id: a file id
 * @error: return location for an error
 *
 * Deletes the house-rule file for @file_id and goes back to the built-in one.
 *
 * Returns: %TRUE on success
 */
gboolean
adj_rulebook_remove_user_file (AdjRulebook  *self,
                               const char   *file_id,
                               GError      **error)
{
  g_autofree char *file_name = g_strconcat (file_id, ".xml", NULL);
  g_autofree char *path = g_build_filename (self->user_dir, file_name, NULL);
  AdjRuleFile *builtin = g_hash_table_lookup (self->builtin, file_id);

  g_return_val_if_fail (builtin != NULL, FALSE);

  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Could not remove %s: %s"), path, g_strerror (saved));
      return FALSE;
    }
  g_hash_table_replace (self->active, g_strdup (file_id), g_object_ref (builtin));
  rebuild_files (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}
