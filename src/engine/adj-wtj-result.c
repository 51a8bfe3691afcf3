/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-wtj-result.h"

G_DEFINE_BOXED_TYPE (AdjWtjResult, adj_wtj_result, adj_wtj_result_copy, adj_wtj_result_free)

static GArray *
copy_array (GArray *array)
{
  GArray *copy;

  if (array == NULL)
    return NULL;
  copy = g_array_sized_new (FALSE, TRUE, g_array_get_element_size (array), array->len);
  g_array_append_vals (copy, array->data, array->len);
  return copy;
}

/** adj_wtj_result_copy: Returns: (transfer full): a copy of @result */
AdjWtjResult *
adj_wtj_result_copy (const AdjWtjResult *result)
{
  AdjWtjResult *copy = g_memdup2 (result, sizeof *result);

  copy->spec = g_strdup (result->spec);
  copy->faces = copy_array (result->faces);
  copy->lines = copy_array (result->lines);
  return copy;
}

static gboolean
faces_equal (GArray *a,
             GArray *b)
{
  guint na = a ? a->len : 0, nb = b ? b->len : 0;

  return na == nb && (na == 0 || memcmp (a->data, b->data, na * sizeof (int)) == 0);
}

static gboolean
line_equal (const AdjWtjLine *a,
            const AdjWtjLine *b)
{
  return a->kind == b->kind && a->a == b->a && a->b == b->b && a->c == b->c && a->x == b->x
    && g_strcmp0 (a->s1, b->s1) == 0 && g_strcmp0 (a->s2, b->s2) == 0 && g_strcmp0 (a->s3, b->s3) == 0;
}

/** adj_wtj_result_equal: Returns: %TRUE if @a and @b hold the same facts */
gboolean
adj_wtj_result_equal (const AdjWtjResult *a,
                      const AdjWtjResult *b)
{
  if (a->step != b->step || a->side != b->side || g_strcmp0 (a->spec, b->spec) != 0
      || a->modifier != b->modifier || a->done != b->done || a->manual != b->manual
      || a->applicable != b->applicable || a->value != b->value || a->score != b->score
      || a->count != b->count || a->outcome != b->outcome || a->note != b->note
      || a->note_number != b->note_number || g_strcmp0 (a->note_text, b->note_text) != 0
      || a->table != b->table || a->row != b->row || a->column != b->column || a->append != b->append
      || !faces_equal (a->faces, b->faces) || a->lines->len != b->lines->len)
    return FALSE;
  for (guint i = 0; i < a->lines->len; i++)
    if (!line_equal (&g_array_index (a->lines, AdjWtjLine, i), &g_array_index (b->lines, AdjWtjLine, i)))
      return FALSE;
  return TRUE;
}

void
adj_wtj_result_free (AdjWtjResult *result)
{
  if (result == NULL)
    return;
  g_free (result->spec);
  g_clear_pointer (&result->faces, g_array_unref);
  g_clear_pointer (&result->lines, g_array_unref);
  g_free (result);
}
