/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdarg.h>
#include <string.h>

#include "adj-error.h"
#include "adj-rule-file.h"
#include "adj-limits.h"
#include "adj-rule-table-private.h"
#include "adj-xml-private.h"
#include "adj-tables-resources.h"

#define SCHEMA_RESOURCE RESOURCE_PREFIX "/tables/adjutant-tables.rng"

typedef struct {
  char         *id;
  char         *label;
  AdjValueType  type;
  AdjRuleCell   cell;
  gboolean      has_min, has_max;
  double        min, max;
  long          line;
} AdjRuleConstant;

struct _AdjRuleFile
{
  GObject     parent_instance;

  char       *id;
  char       *title;
  char       *file_name;
  char       *origin;
  gboolean    is_override;
  GPtrArray  *tables;      /* AdjRuleTable */
  GHashTable *constants;   /* id -> AdjRuleConstant */
};

G_DEFINE_FINAL_TYPE (AdjRuleFile, adj_rule_file, G_TYPE_OBJECT)

static void
free_constant (gpointer data)
{
  AdjRuleConstant *c = data;

  g_free (c->id);
  g_free (c->label);
  adj_rule_cell_clear (&c->cell);
  g_free (c);
}

static void
adj_rule_file_finalize (GObject *object)
{
  AdjRuleFile *self = (AdjRuleFile *) object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->file_name, g_free);
  g_clear_pointer (&self->origin, g_free);
  g_clear_pointer (&self->tables, g_ptr_array_unref);
  g_clear_pointer (&self->constants, g_hash_table_unref);
  G_OBJECT_CLASS (adj_rule_file_parent_class)->finalize (object);
}

static void
adj_rule_file_class_init (AdjRuleFileClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_rule_file_finalize;
}

static void
adj_rule_file_init (AdjRuleFile *self)
{
  self->tables = g_ptr_array_new_with_free_func (g_object_unref);
  self->constants = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, free_constant);
}

/* ---- schema ---------------------------------------------------------- */

/**
 * adj_engine_ensure_resources:
 *
 * Registers the built-in rule tables and their schema (compiled into the
 * engine library) as resources.
 */
void
adj_engine_ensure_resources (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      adj_tables_register_resource ();
      g_once_init_leave (&done, 1);
    }
}

static xmlRelaxNG *
get_schema (GError **error)
{
  static xmlRelaxNG *schema = NULL;
  static GMutex lock;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(xmlRelaxNGParserCtxt) pctxt = NULL;
  G_GNUC_UNUSED g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&lock);

  if (schema != NULL)
    return schema;

  adj_engine_ensure_resources ();
  bytes = g_resources_lookup_data (SCHEMA_RESOURCE, 0, error);
  if (bytes == NULL)
    return NULL;
  adj_xml_init_safe_parser ();
  pctxt = xmlRelaxNGNewMemParserCtxt (g_bytes_get_data (bytes, NULL), (int) g_bytes_get_size (bytes));
  schema = xmlRelaxNGParse (pctxt);
  if (schema == NULL)
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SCHEMA, "the table schema does not load");
  return schema;
}

static gboolean
validate_schema (xmlDoc      *doc,
                 const char  *file_name,
                 GError     **error)
{
  xmlRelaxNG *schema = get_schema (error);
  g_autoptr(xmlRelaxNGValidCtxt) vctxt = NULL;
  AdjXmlFirstError first = { 0, NULL };
  int ret;

  if (schema == NULL)
    return FALSE;
  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, adj_xml_collect_first_error, &first);
  ret = xmlRelaxNGValidateDoc (vctxt, doc);
  if (ret != 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SCHEMA,
                   _("%s, line %d: %s"), file_name, first.line,
                   first.message ? first.message : _("does not follow the table schema"));
      g_free (first.message);
      return FALSE;
    }
  g_free (first.message);
  return TRUE;
}

/* ---- meaning --------------------------------------------------------- */

G_GNUC_PRINTF (4, 5)
static gboolean
fail (GError     **error,
      const char  *file_name,
      xmlNode     *node,
      const char  *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MEANING,
               _("%s, line %ld: %s"), file_name, node ? xmlGetLineNo (node) : 0L, message);
  return FALSE;
}

static AdjValueType
parse_type (const char *text)
{
  static const char *names[] = { "int", "decimal", "text", "bool", "range", "dice", "ref" };

  for (guint i = 0; text && i < G_N_ELEMENTS (names); i++)
    if (strcmp (text, names[i]) == 0)
      return (AdjValueType) i;
  return ADJ_VALUE_INT;
}

static gboolean
parse_number (const char *text,
              gboolean    integer,
              double     *out)
{
  const char *p = text;
  char *end;
  double v;

  if (*p == '+')
    p++;
  if (*p == '\0' || (integer && strchr (p, '.') != NULL))
    return FALSE;
  if (!g_ascii_isdigit (*p) && *p != '-' && *p != '.')
    return FALSE;
  v = g_ascii_strtod (p, &end);
  if (end == p || *end != '\0' || v != v)
    return FALSE;
  if (integer && (v > G_MAXINT / 2 || v < G_MININT / 2))
    return FALSE;
  *out = v;
  return TRUE;
}

static void
dice_bounds (const AdjDiceSpec *dice,
             int               *lo,
             int               *hi)
{
  if (dice->kind == ADJ_DICE_SUM && dice->half)
    {
      *lo = 1;
      *hi = (dice->sides + 1) / 2;
    }
  else if (dice->kind == ADJ_DICE_SUM)
    {
      *lo = dice->count;
      *hi = dice->count * dice->sides;
    }
  else
    {
      *lo = 1;
      *hi = dice->sides;
    }
}

/* Parses @text into @cell according to the column's (or constant's) type. */
static gboolean
parse_value (AdjRuleCell       *cell,
             const char        *text,
             AdjValueType       type,
             gboolean           none_allowed,
             gboolean           has_min,
             double             min,
             gboolean           has_max,
             double             max,
             const AdjDiceSpec *table_dice,
             const char        *what,
             const char        *file_name,
             xmlNode           *node,
             GError           **error)
{
  g_autoptr(GError) local = NULL;

  cell->text = g_strdup (text);
  cell->none = strcmp (text, "-") == 0;

  if (cell->none && type != ADJ_VALUE_RANGE && type != ADJ_VALUE_TEXT)
    {
      if (!none_allowed)
        return fail (error, file_name, node,
                     _("%s is “-”, but this column needs a value (mark the column none=\"-\" "
                       "to allow an empty entry)"), what);
      return TRUE;
    }

  switch (type)
    {
    case ADJ_VALUE_INT:
    case ADJ_VALUE_DECIMAL:
      if (!parse_number (text, type == ADJ_VALUE_INT, &cell->number))
        return fail (error, file_name, node,
                     type == ADJ_VALUE_INT ? _("%s is “%s”, which is not a whole number")
                                           : _("%s is “%s”, which is not a number"),
                     what, text);
      if ((has_min && cell->number < min) || (has_max && cell->number > max))
        return fail (error, file_name, node, _("%s is %s, outside %g to %g"),
                     what, text, has_min ? min : -G_MAXDOUBLE, has_max ? max : G_MAXDOUBLE);
      return TRUE;

    case ADJ_VALUE_BOOL:
      if (strcmp (text, "yes") == 0)
        cell->number = 1;
      else if (strcmp (text, "no") == 0)
        cell->number = 0;
      else
        return fail (error, file_name, node, _("%s is “%s”; write yes or no"), what, text);
      return TRUE;

    case ADJ_VALUE_RANGE:
      {
        int lo, hi;

        if (table_dice == NULL)
          return fail (error, file_name, node,
                       _("%s is a die range, but its table says no dice (add dice=\"1d6\" or the like)"),
                       what);
        dice_bounds (table_dice, &lo, &hi);
        if (!adj_range_parse (text, lo, hi, &cell->range, &local))
          return fail (error, file_name, node, "%s: %s", what, local->message);
        return TRUE;
      }

    case ADJ_VALUE_DICE:
      if (!adj_dice_spec_parse (text, &cell->dice, &local))
        return fail (error, file_name, node, "%s: %s", what, local->message);
      return TRUE;

    case ADJ_VALUE_TEXT:
    case ADJ_VALUE_REF:
    default:
      if (type == ADJ_VALUE_REF && *text == '\0')
        return fail (error, file_name, node, _("%s names no row"), what);
      return TRUE;
    }
}

static gboolean
read_limits (xmlNode     *node,
             gboolean    *has_min,
             double      *min,
             gboolean    *has_max,
             double      *max,
             const char  *file_name,
             GError     **error)
{
  g_autofree char *smin = adj_xml_get_prop (node, "min");
  g_autofree char *smax = adj_xml_get_prop (node, "max");

  *has_min = smin != NULL;
  *has_max = smax != NULL;
  if (smin)
    *min = g_ascii_strtod (smin, NULL);
  if (smax)
    *max = g_ascii_strtod (smax, NULL);
  if (*has_min && *has_max && *min > *max)
    return fail (error, file_name, node, _("min (%s) is above max (%s)"), smin, smax);
  return TRUE;
}

static gboolean
read_constant (AdjRuleFile  *self,
               xmlNode      *node,
               GError      **error)
{
  g_autofree char *id = adj_xml_get_prop (node, "id");
  g_autofree char *type = adj_xml_get_prop (node, "type");
  g_autofree char *text = adj_xml_get_text (node);
  g_autofree char *what = NULL;
  AdjRuleConstant *c;
  gboolean has_min, has_max;
  double min = 0, max = 0;

  if (g_hash_table_contains (self->constants, id))
    return fail (error, self->file_name, node, _("the constant “%s” is defined twice"), id);
  if (!read_limits (node, &has_min, &min, &has_max, &max, self->file_name, error))
    return FALSE;

  c = g_new0 (AdjRuleConstant, 1);
  c->id = g_steal_pointer (&id);
  c->label = adj_xml_get_prop (node, "label");
  c->type = parse_type (type);
  c->has_min = has_min;
  c->min = min;
  c->has_max = has_max;
  c->max = max;
  c->line = xmlGetLineNo (node);
  g_hash_table_insert (self->constants, c->id, c);

  if (c->type == ADJ_VALUE_RANGE || c->type == ADJ_VALUE_REF)
    return fail (error, self->file_name, node,
                 _("the constant “%s” cannot be of type %s"), c->id, type);
  what = g_strdup_printf (_("the constant “%s”"), c->id);
  return parse_value (&c->cell, text, c->type, FALSE, has_min, min, has_max, max, NULL,
                      what, self->file_name, node, error);
}

static gboolean
read_column (AdjRuleTable  *table,
             xmlNode       *node,
             const char    *file_name,
             GError       **error)
{
  AdjRuleColumn column = { 0 };
  g_autofree char *type = adj_xml_get_prop (node, "type");
  g_autofree char *none = adj_xml_get_prop (node, "none");
  g_autofree char *optional = adj_xml_get_prop (node, "optional");

  column.id = adj_xml_get_prop (node, "id");
  column.label = adj_xml_get_prop (node, "label");
  column.type = parse_type (type);
  column.ref_table = adj_xml_get_prop (node, "table");
  column.none_allowed = none != NULL || optional != NULL;
  column.optional = optional != NULL;
  g_array_append_val (table->columns, column);

  if (adj_rule_table_find_column (table, column.id) != (int) table->columns->len - 1)
    return fail (error, file_name, node, _("table “%s” has two columns “%s”"), table->id, column.id);
  if (!read_limits (node, &g_array_index (table->columns, AdjRuleColumn, table->columns->len - 1).has_min,
                    &g_array_index (table->columns, AdjRuleColumn, table->columns->len - 1).min,
                    &g_array_index (table->columns, AdjRuleColumn, table->columns->len - 1).has_max,
                    &g_array_index (table->columns, AdjRuleColumn, table->columns->len - 1).max,
                    file_name, error))
    return FALSE;
  if (column.type == ADJ_VALUE_REF && column.ref_table == NULL)
    return fail (error, file_name, node,
                 _("column “%s” refers to rows of another table but does not say which "
                   "(add table=\"…\")"), column.id);
  if (column.type == ADJ_VALUE_RANGE && !table->has_dice)
    return fail (error, file_name, node,
                 _("column “%s” holds die ranges, but table “%s” says no dice"), column.id, table->id);
  return TRUE;
}

static gboolean
check_cover (AdjRuleTable  *table,
             AdjRuleRow    *row,
             xmlNode       *node,
             const char    *file_name,
             GError       **error)
{
  int lo, hi;
  AdjRange seen = 0, full;

  dice_bounds (&table->dice, &lo, &hi);
  full = adj_range_span (lo, hi);
  for (guint c = 0; c < table->columns->len; c++)
    {
      AdjRuleColumn *column = &g_array_index (table->columns, AdjRuleColumn, c);
      AdjRange r = row->cells[c].range;

      if (column->type != ADJ_VALUE_RANGE)
        continue;
      if ((seen & r) != 0)
        {
          g_autofree char *twice = adj_range_format (seen & r, hi);
          return fail (error, file_name, node,
                       _("table “%s”, row “%s”: the result %s stands in two cells"),
                       table->id, row->id, twice);
        }
      seen |= r;
    }
  if (seen != full)
    {
      g_autofree char *gap = adj_range_format (full & ~seen, hi);
      return fail (error, file_name, node,
                   _("table “%s”, row “%s”: no cell holds the result %s of %d to %d"),
                   table->id, row->id, gap, lo, hi);
    }
  return TRUE;
}

static gboolean
read_row (AdjRuleTable  *table,
          xmlNode       *node,
          const char    *file_name,
          GError       **error)
{
  AdjRuleRow *row;
  g_autofree char *roll = adj_xml_get_prop (node, "roll");
  guint n_cells = 0;
  guint n_columns = table->columns->len;
  xmlNode *cell_node = NULL;

  g_array_set_size (table->rows, table->rows->len + 1);
  row = &g_array_index (table->rows, AdjRuleRow, table->rows->len - 1);
  row->id = adj_xml_get_prop (node, "id");
  row->label = adj_xml_get_prop (node, "label");
  if (row->label == NULL)
    row->label = g_strdup (row->id);
  row->group = adj_xml_get_prop (node, "group");
  row->line = (int) xmlGetLineNo (node);
  row->cells = g_new0 (AdjRuleCell, n_columns);

  if (adj_rule_table_find_row (table, row->id) != (int) table->rows->len - 1)
    return fail (error, file_name, node, _("table “%s” has two rows “%s”"), table->id, row->id);

  if (roll != NULL)
    {
      g_autoptr(GError) local = NULL;
      int lo, hi;

      if (!table->has_dice)
        return fail (error, file_name, node,
                     _("row “%s” has a roll, but table “%s” says no dice"), row->id, table->id);
      dice_bounds (&table->dice, &lo, &hi);
      if (!adj_range_parse (roll, lo, hi, &row->roll, &local))
        return fail (error, file_name, node, _("row “%s”: %s"), row->id, local->message);
      row->has_roll = TRUE;
    }

  for (xmlNode *n = node->children; n != NULL; n = n->next)
    {
      g_autofree char *text = NULL;
      g_autofree char *what = NULL;
      AdjRuleColumn *column;

      if (!adj_xml_is_element (n, "c"))
        continue;
      if (n_cells >= n_columns)
        return fail (error, file_name, n,
                     _("table “%s”, row “%s” has more cells than the %u columns"),
                     table->id, row->id, n_columns);
      column = &g_array_index (table->columns, AdjRuleColumn, n_cells);
      text = adj_xml_get_text (n);
      what = g_strdup_printf (_("table “%s”, row “%s”, column “%s”"), table->id, row->id, column->id);
      if (!parse_value (&row->cells[n_cells], text, column->type, column->none_allowed,
                        column->has_min, column->min, column->has_max, column->max,
                        table->has_dice ? &table->dice : NULL, what, file_name, n, error))
        return FALSE;
      row->cells[n_cells].note = adj_xml_get_prop (n, "note");
      cell_node = n;
      n_cells++;
    }

  for (; n_cells < n_columns; n_cells++)
    {
      AdjRuleColumn *column = &g_array_index (table->columns, AdjRuleColumn, n_cells);

      if (!column->optional)
        return fail (error, file_name, node,
                     _("table “%s”, row “%s” has no cell for column “%s”"),
                     table->id, row->id, column->id);
      row->cells[n_cells].text = g_strdup ("-");
      row->cells[n_cells].none = TRUE;
    }

  if (table->cover_row && !check_cover (table, row, cell_node ? cell_node : node, file_name, error))
    return FALSE;
  return TRUE;
}

static gboolean
check_roll_rows (AdjRuleTable  *table,
                 xmlNode       *node,
                 const char    *file_name,
                 GError       **error)
{
  guint with_roll = 0;
  AdjRange seen = 0, full;
  int lo, hi;

  for (guint i = 0; i < table->rows->len; i++)
    if (g_array_index (table->rows, AdjRuleRow, i).has_roll)
      with_roll++;
  if (with_roll == 0)
    return TRUE;
  if (with_roll != table->rows->len)
    return fail (error, file_name, node,
                 _("table “%s”: some rows have a roll and some do not"), table->id);

  dice_bounds (&table->dice, &lo, &hi);
  full = adj_range_span (lo, hi);
  for (guint i = 0; i < table->rows->len; i++)
    {
      AdjRuleRow *row = &g_array_index (table->rows, AdjRuleRow, i);

      if ((seen & row->roll) != 0)
        {
          g_autofree char *twice = adj_range_format (seen & row->roll, hi);
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MEANING,
                       _("%s, line %d: table “%s”: the roll %s is in two rows"),
                       file_name, row->line, table->id, twice);
          return FALSE;
        }
      seen |= row->roll;
    }
  if (seen != full)
    {
      g_autofree char *gap = adj_range_format (full & ~seen, hi);
      return fail (error, file_name, node,
                   _("table “%s”: no row covers the roll %s of %d to %d"),
                   table->id, gap, lo, hi);
    }
  return TRUE;
}

static gboolean
read_table (AdjRuleFile  *self,
            xmlNode      *node,
            GError      **error)
{
  g_autoptr(AdjRuleTable) table = adj_rule_table_new ();
  g_autofree char *dice = adj_xml_get_prop (node, "dice");
  g_autofree char *cover = adj_xml_get_prop (node, "cover");

  table->id = adj_xml_get_prop (node, "id");
  table->title = adj_xml_get_prop (node, "title");
  table->cover_row = cover != NULL;
  table->line = (int) xmlGetLineNo (node);

  if (adj_rule_file_get_table (self, table->id) != NULL)
    return fail (error, self->file_name, node, _("the table “%s” is defined twice"), table->id);

  if (dice != NULL)
    {
      g_autoptr(GError) local = NULL;

      if (!adj_dice_spec_parse (dice, &table->dice, &local) || table->dice.kind != ADJ_DICE_SUM)
        return fail (error, self->file_name, node, _("table “%s”: “%s” is not dice to roll"),
                     table->id, dice);
      table->has_dice = TRUE;
    }
  else if (table->cover_row)
    return fail (error, self->file_name, node,
                 _("table “%s” asks for cover=\"row\" but says no dice"), table->id);

  for (xmlNode *n = node->children; n != NULL; n = n->next)
    {
      if (adj_xml_is_element (n, "note"))
        g_ptr_array_add (table->notes, adj_xml_get_text (n));
      else if (adj_xml_is_element (n, "column"))
        {
          if (!read_column (table, n, self->file_name, error))
            return FALSE;
        }
      else if (adj_xml_is_element (n, "row"))
        {
          if (!read_row (table, n, self->file_name, error))
            return FALSE;
        }
    }

  if (!check_roll_rows (table, node, self->file_name, error))
    return FALSE;

  g_ptr_array_add (self->tables, g_steal_pointer (&table));
  return TRUE;
}

static gboolean
resolve_refs (AdjRuleFile  *self,
              GError      **error)
{
  for (guint t = 0; t < self->tables->len; t++)
    {
      AdjRuleTable *table = g_ptr_array_index (self->tables, t);

      for (guint c = 0; c < table->columns->len; c++)
        {
          AdjRuleColumn *column = &g_array_index (table->columns, AdjRuleColumn, c);
          AdjRuleTable *target;

          if (column->type != ADJ_VALUE_REF)
            continue;
          target = adj_rule_file_get_table (self, column->ref_table);
          if (target == NULL)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MEANING,
                           _("%s, line %d: column “%s” of table “%s” refers to a table “%s” "
                             "that the file does not have"),
                           self->file_name, table->line, column->id, table->id, column->ref_table);
              return FALSE;
            }
          for (guint r = 0; r < table->rows->len; r++)
            {
              AdjRuleRow *row = &g_array_index (table->rows, AdjRuleRow, r);
              const AdjRuleCell *cell = &row->cells[c];

              if (cell->none)
                continue;
              if (adj_rule_table_find_row (target, cell->text) < 0)
                {
                  g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MEANING,
                               _("%s, line %d: table “%s”, row “%s”: “%s” is not a row of table “%s”"),
                               self->file_name, row->line, table->id, row->id, cell->text,
                               column->ref_table);
                  return FALSE;
                }
            }
        }
    }
  return TRUE;
}

static AdjRuleFile *
read_file (const char  *data,
           gsize        len,
           const char  *file_name,
           gboolean     check_schema,
           GError     **error)
{
  g_autoptr(AdjRuleFile) self = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) local = NULL;
  xmlNode *root;

  doc = adj_xml_parse (data, len, file_name, &local);
  if (doc == NULL)
    {
      /* A saved game past one of its limits is refused by the game's part
       * and line ("World in Flames, line 1015: ..."): given as a rule table,
       * the message names the file too. */
      if (!g_str_has_prefix (local->message, file_name))
        g_set_error (error, local->domain, local->code, _("%s cannot be read: %s"), file_name, local->message);
      else
        g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  if (check_schema && !validate_schema (doc, file_name, error))
    return NULL;

  self = g_object_new (ADJ_TYPE_RULE_FILE, NULL);
  self->file_name = g_strdup (file_name);
  root = xmlDocGetRootElement (doc);
  self->id = adj_xml_get_prop (root, "id");
  self->title = adj_xml_get_prop (root, "title");

  expected = g_str_has_suffix (file_name, ".xml")
    ? g_strndup (file_name, strlen (file_name) - 4) : g_strdup (file_name);
  if (strcmp (expected, self->id) != 0)
    {
      fail (error, file_name, root,
            _("the file says its id is “%s”, but a file named %s must have the id “%s”"),
            self->id, file_name, expected);
      return NULL;
    }

  for (xmlNode *n = root->children; n != NULL; n = n->next)
    {
      if (adj_xml_is_element (n, "constant"))
        {
          if (!read_constant (self, n, error))
            return NULL;
        }
      else if (adj_xml_is_element (n, "table"))
        {
          if (!read_table (self, n, error))
            return NULL;
        }
    }

  if (!resolve_refs (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

/**
 * adj_rule_file_new_from_data:
 * @data: the file's bytes
 * @len: their length
 * @file_name: the file's name, e.g. "wif.xml": its id must be the name without ".xml"
 * @error: return location for an #AdjError saying file, line and reason
 *
 * Parses a rule-table file, validates it against the RELAX NG schema and
 * checks its meaning: die ranges that cover every result exactly once,
 * references that resolve, values within their limits.
 *
 * Returns: (transfer full) (nullable): the file, or %NULL with @error set
 */
AdjRuleFile *
adj_rule_file_new_from_data (const char  *data,
                             gsize        len,
                             const char  *file_name,
                             GError     **error)
{
  g_return_val_if_fail (file_name != NULL, NULL);

  return read_file (data, len, file_name, TRUE, error);
}

/**
 * adj_rule_file_new_builtin:
 * @resource_path: the path of a table file among Adjutant's resources
 * @error: return location for an error (a bug: the file is part of the build)
 *
 * Reads one of the rule tables built into Adjutant and checks its meaning
 * as adj_rule_file_new_from_data() does, but not against the schema: those
 * files cannot change after the build, and the test suite validates each
 * one against the schema (`/tables/builtin-files-follow-schema`). That check
 * was half of the tables' share of start-up.
 *
 * Returns: (transfer full) (nullable): the file, its origin set to @resource_path
 */
AdjRuleFile *
adj_rule_file_new_builtin (const char  *resource_path,
                           GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  AdjRuleFile *self;
  const char *data;
  gsize len;

  g_return_val_if_fail (resource_path != NULL, NULL);

  adj_engine_ensure_resources ();
  bytes = g_resources_lookup_data (resource_path, 0, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  name = g_path_get_basename (resource_path);
  self = read_file (data, len, name, FALSE, error);
  if (self)
    adj_rule_file_set_origin (self, resource_path);
  return self;
}

/**
 * adj_rule_file_new_from_path:
 * @path: a file
 * @error: return location for an error
 *
 * Returns: (transfer full) (nullable): the file
 */
AdjRuleFile *
adj_rule_file_new_from_path (const char  *path,
                             GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *base = g_path_get_basename (path);
  gsize len;
  AdjRuleFile *self;

  if (!adj_xml_read_file (path, base, ADJ_ERROR_TABLE_SYNTAX, &data, &len, error))
    return NULL;
  self = adj_rule_file_new_from_data (data, len, base, error);
  if (self)
    adj_rule_file_set_origin (self, path);
  return self;
}

/** adj_rule_file_get_id: Returns: (transfer none): the file's id */
const char *
adj_rule_file_get_id (AdjRuleFile *self)
{
  return self->id;
}

/** adj_rule_file_get_title: Returns: (transfer none): the file's title */
const char *
adj_rule_file_get_title (AdjRuleFile *self)
{
  return self->title;
}

/** adj_rule_file_get_file_name: Returns: (transfer none): "wif.xml" */
const char *
adj_rule_file_get_file_name (AdjRuleFile *self)
{
  return self->file_name;
}

/** adj_rule_file_get_origin: Returns: (transfer none) (nullable): where it was read from */
const char *
adj_rule_file_get_origin (AdjRuleFile *self)
{
  return self->origin;
}

/** adj_rule_file_set_origin: Sets where the file was read from. */
void
adj_rule_file_set_origin (AdjRuleFile *self,
                          const char  *origin)
{
  g_free (self->origin);
  self->origin = g_strdup (origin);
}

/** adj_rule_file_get_is_override: Returns: %TRUE if this is a house-rule file */
gboolean
adj_rule_file_get_is_override (AdjRuleFile *self)
{
  return self->is_override;
}

/** adj_rule_file_set_is_override: Marks the file as a house-rule file. */
void
adj_rule_file_set_is_override (AdjRuleFile *self,
                               gboolean     is_override)
{
  self->is_override = is_override;
}

/** adj_rule_file_get_n_tables: Returns: the number of tables */
guint
adj_rule_file_get_n_tables (AdjRuleFile *self)
{
  return self->tables->len;
}

/** adj_rule_file_get_table_at: Returns: (transfer none): table @i */
AdjRuleTable *
adj_rule_file_get_table_at (AdjRuleFile *self,
                            guint        i)
{
  g_return_val_if_fail (i < self->tables->len, NULL);
  return g_ptr_array_index (self->tables, i);
}

/** adj_rule_file_get_table: Returns: (transfer none) (nullable): the table with that id */
AdjRuleTable *
adj_rule_file_get_table (AdjRuleFile *self,
                         const char  *table_id)
{
  for (guint i = 0; i < self->tables->len; i++)
    {
      AdjRuleTable *table = g_ptr_array_index (self->tables, i);

      if (strcmp (adj_rule_table_get_id (table), table_id) == 0)
        return table;
    }
  return NULL;
}

/** adj_rule_file_has_constant: Returns: %TRUE if the file defines the constant */
gboolean
adj_rule_file_has_constant (AdjRuleFile *self,
                            const char  *constant_id)
{
  return g_hash_table_contains (self->constants, constant_id);
}

static AdjRuleConstant *
get_constant (AdjRuleFile *self,
              const char  *constant_id)
{
  AdjRuleConstant *c = g_hash_table_lookup (self->constants, constant_id);

  if (c == NULL)
    g_critical ("rule file %s has no constant %s", self->id, constant_id);
  return c;
}

/** adj_rule_file_get_int: Returns: the integer constant */
int
adj_rule_file_get_int (AdjRuleFile *self,
                       const char  *constant_id)
{
  AdjRuleConstant *c = get_constant (self, constant_id);

  return c ? (int) c->cell.number : 0;
}

/** adj_rule_file_get_decimal: Returns: the number constant */
double
adj_rule_file_get_decimal (AdjRuleFile *self,
                           const char  *constant_id)
{
  AdjRuleConstant *c = get_constant (self, constant_id);

  return c ? c->cell.number : 0;
}

/** adj_rule_file_get_text: Returns: (transfer none): the constant as written */
const char *
adj_rule_file_get_text (AdjRuleFile *self,
                        const char  *constant_id)
{
  AdjRuleConstant *c = get_constant (self, constant_id);

  return c ? c->cell.text : "";
}

/**
 * adj_rule_file_get_dice:
 * @self: a file
 * @constant_id: a constant holding dice ("2d6"), of type text or dice
 *
 * Returns: (transfer none): the dice (1d6 if the constant is not dice)
 */
const AdjDiceSpec *
adj_rule_file_get_dice (AdjRuleFile *self,
                        const char  *constant_id)
{
  static const AdjDiceSpec d6 = { ADJ_DICE_SUM, 1, 6, FALSE, 0 };
  AdjRuleConstant *c = get_constant (self, constant_id);

  if (c == NULL)
    return &d6;
  if (c->type != ADJ_VALUE_DICE)
    {
      if (!adj_dice_spec_parse (c->cell.text, &c->cell.dice, NULL))
        return &d6;
      c->type = ADJ_VALUE_DICE;
    }
  return &c->cell.dice;
}

/* The faces of the die @text names ("2D6", "½d6", "1d10"), or 0. */
static int
die_sides_of (const char *text)
{
  AdjDiceSpec spec;

  if (text == NULL || (strchr (text, 'd') == NULL && strchr (text, 'D') == NULL)
      || !adj_dice_spec_parse (text, &spec, NULL) || spec.kind == ADJ_DICE_NONE)
    return 0;
  return spec.sides;
}

/**
 * adj_rule_file_get_largest_die:
 * @self: a file
 *
 * Returns: the most faces of any die the file names: the dice of its
 *   tables, and every constant or cell that is a dice expression ("2D6");
 *   6 if it names none
 */
int
adj_rule_file_get_largest_die (AdjRuleFile *self)
{
  GHashTableIter iter;
  gpointer value;
  int largest = 6;

  g_return_val_if_fail (ADJ_IS_RULE_FILE (self), 6);

  g_hash_table_iter_init (&iter, self->constants);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    largest = MAX (largest, die_sides_of (((AdjRuleConstant *) value)->cell.text));
  for (guint t = 0; t < self->tables->len; t++)
    {
      AdjRuleTable *table = g_ptr_array_index (self->tables, t);

      if (table->has_dice)
        largest = MAX (largest, table->dice.sides);
      for (guint r = 0; r < adj_rule_table_get_n_rows (table); r++)
        for (guint c = 0; c < adj_rule_table_get_n_columns (table); c++)
          largest = MAX (largest, die_sides_of (adj_rule_table_get_text (table, r, c)));
    }
  return largest;
}

/* A house rule keeps each number within the built-in constant's min and max:
 * the program's limits (adj-limits.h) are the built-in maxima, e.g. the
 * highest turn end number. On a dice constant, max is the most faces. */
static gboolean
within_builtin_limits (AdjRuleFile      *self,
                       AdjRuleConstant  *mine,
                       AdjRuleConstant  *theirs,
                       GError          **error)
{
  int sides = die_sides_of (mine->cell.text);
  double v = mine->cell.number;

  if (mine->type == ADJ_VALUE_INT || mine->type == ADJ_VALUE_DECIMAL)
    {
      if ((theirs->has_min && v < theirs->min) || (theirs->has_max && v > theirs->max))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MEANING,
                       _("%s, line %ld: the constant “%s” is %s, outside %g to %g (what Adjutant reads)"),
                       self->file_name, mine->line, mine->id, mine->cell.text,
                       theirs->has_min ? theirs->min : -G_MAXDOUBLE, theirs->has_max ? theirs->max : G_MAXDOUBLE);
          return FALSE;
        }
    }
  else if (sides == 0 && die_sides_of (theirs->cell.text) > 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MEANING,
                   _("%s, line %ld: the constant “%s” is “%s”, not dice Adjutant can roll (write it like 1d10)"),
                   self->file_name, mine->line, mine->id, mine->cell.text);
      return FALSE;
    }
  else if (sides > 0 && ((theirs->has_min && sides < theirs->min) || (theirs->has_max && sides > theirs->max)))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MEANING,
                   _("%s, line %ld: the constant “%s” is a die of %d faces, not %g to %g (what Adjutant reads)"),
                   self->file_name, mine->line, mine->id, sides,
                   theirs->has_min ? theirs->min : 2.0, theirs->has_max ? theirs->max : (double) ADJ_LIMIT_DIE_SIDES);
      return FALSE;
    }
  return TRUE;
}

/**
 * adj_rule_file_check_replaces:
 * @self: a house-rule file
 * @builtin: the built-in file of the same name
 * @error: return location for an %ADJ_ERROR_TABLE_MISSING error
 *
 * A house-rule file must keep every constant, table and column (with its
 * type) that the built-in file has, because the program reads them.
 *
 * Returns: %TRUE if @self can stand in for @builtin
 */
gboolean
adj_rule_file_check_replaces (AdjRuleFile  *self,
                              AdjRuleFile  *builtin,
                              GError      **error)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, builtin->constants);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      AdjRuleConstant *mine = g_hash_table_lookup (self->constants, key);

      if (mine == NULL)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING,
                       _("%s: the constant “%s” of the built-in file is missing"),
                       self->file_name, (const char *) key);
          return FALSE;
        }
      if (mine->type != ((AdjRuleConstant *) value)->type &&
          !(mine->type == ADJ_VALUE_DICE || ((AdjRuleConstant *) value)->type == ADJ_VALUE_DICE))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING,
                       _("%s: the constant “%s” has another type than in the built-in file"),
                       self->file_name, (const char *) key);
          return FALSE;
        }
      if (!within_builtin_limits (self, mine, value, error))
        return FALSE;
    }

  for (guint t = 0; t < builtin->tables->len; t++)
    {
      AdjRuleTable *theirs = g_ptr_array_index (builtin->tables, t);
      AdjRuleTable *mine = adj_rule_file_get_table (self, theirs->id);

      if (mine == NULL)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING,
                       _("%s: the table “%s” of the built-in file is missing"),
                       self->file_name, theirs->id);
          return FALSE;
        }
      for (guint c = 0; c < theirs->columns->len; c++)
        {
          AdjRuleColumn *col = &g_array_index (theirs->columns, AdjRuleColumn, c);
          int mc = adj_rule_table_find_column (mine, col->id);

          if (mc < 0)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING,
                           _("%s, line %d: table “%s” has no column “%s”, which the built-in "
                             "table has"),
                           self->file_name, mine->line, mine->id, col->id);
              return FALSE;
            }
          if (g_array_index (mine->columns, AdjRuleColumn, mc).type != col->type)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING,
                           _("%s, line %d: column “%s” of table “%s” has another type than in "
                             "the built-in table"),
                           self->file_name, mine->line, col->id, mine->id);
              return FALSE;
            }
        }
      if (theirs->has_dice != mine->has_dice)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING,
                       _("%s, line %d: table “%s” must say which dice are rolled, as the built-in "
                         "table does"),
                       self->file_name, mine->line, mine->id);
          return FALSE;
        }
    }
  return TRUE;
}
