/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-wif-impulse.h"

/* One recorded impulse of the turn: an immutable item of the track's
 * impulse list. */
struct _AdjWifImpulse
{
  GObject  parent_instance;

  guint    number;
  int      side;
  char    *side_name;
  guint32  passes;
  guint32  neutral;
  int     *faces;
  guint    n_faces;
  int      m;
  int      added;
  int      total;
  gboolean at_least;
  gboolean ended;
};

G_DEFINE_FINAL_TYPE (AdjWifImpulse, adj_wif_impulse, G_TYPE_OBJECT)

static void
adj_wif_impulse_finalize (GObject *object)
{
  AdjWifImpulse *self = ADJ_WIF_IMPULSE (object);

  g_free (self->side_name);
  g_free (self->faces);
  G_OBJECT_CLASS (adj_wif_impulse_parent_class)->finalize (object);
}

static void
adj_wif_impulse_class_init (AdjWifImpulseClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_wif_impulse_finalize;
}

static void
adj_wif_impulse_init (AdjWifImpulse *self)
{
}

/**
 * adj_wif_impulse_new:
 * @number: the impulse's number in the turn, from 1
 * @side: the side that moved (index)
 * @side_name: its name
 * @passes: the major powers that passed, as bits by major power index
 * @neutral: those of @passes that were neutral (their pass added nothing)
 * @faces: (array length=n_faces): the turn end dice; the last one is the last die
 * @n_faces: how many
 * @m: the pass bonus added to each die
 * @added: what the impulse added
 * @total: the turn end number after it
 * @at_least: %TRUE when only the last die was rolled and @total is a minimum
 * @ended: %TRUE if it ended the turn
 *
 * Returns: (transfer full): the record
 */
AdjWifImpulse *
adj_wif_impulse_new (guint       number,
                     int         side,
                     const char *side_name,
                     guint32     passes,
                     guint32     neutral,
                     const int  *faces,
                     guint       n_faces,
                     int         m,
                     int         added,
                     int         total,
                     gboolean    at_least,
                     gboolean    ended)
{
  AdjWifImpulse *self = g_object_new (ADJ_TYPE_WIF_IMPULSE, NULL);

  self->number = number;
  self->side = side;
  self->side_name = g_strdup (side_name);
  self->passes = passes;
  self->neutral = neutral;
  self->faces = g_memdup2 (faces, sizeof (int) * n_faces);
  self->n_faces = n_faces;
  self->m = m;
  self->added = added;
  self->total = total;
  self->at_least = at_least;
  self->ended = ended;
  return self;
}

/** adj_wif_impulse_get_number: Returns: the impulse number in the turn, from 1 */
guint
adj_wif_impulse_get_number (AdjWifImpulse *self)
{
  return self->number;
}

/** adj_wif_impulse_get_side: Returns: the index of the side that moved */
int
adj_wif_impulse_get_side (AdjWifImpulse *self)
{
  return self->side;
}

/** adj_wif_impulse_get_side_name: Returns: (transfer none): the side's name */
const char *
adj_wif_impulse_get_side_name (AdjWifImpulse *self)
{
  return self->side_name;
}

/** adj_wif_impulse_get_passes: Returns: the major powers that passed, as bits by index */
guint32
adj_wif_impulse_get_passes (AdjWifImpulse *self)
{
  return self->passes;
}

/** adj_wif_impulse_get_neutral: Returns: those that passed while neutral, as bits by index */
guint32
adj_wif_impulse_get_neutral (AdjWifImpulse *self)
{
  return self->neutral;
}

/** adj_wif_impulse_get_faces: Returns: (transfer none) (array length=n_faces): the faces */
const int *
adj_wif_impulse_get_faces (AdjWifImpulse *self,
                           guint         *n_faces)
{
  if (n_faces)
    *n_faces = self->n_faces;
  return self->faces;
}

/** adj_wif_impulse_get_last_die: Returns: the unmodified last die */
int
adj_wif_impulse_get_last_die (AdjWifImpulse *self)
{
  return self->n_faces ? self->faces[self->n_faces - 1] : 0;
}

/** adj_wif_impulse_get_modifier: Returns: the pass bonus added to each die */
int
adj_wif_impulse_get_modifier (AdjWifImpulse *self)
{
  return self->m;
}

/** adj_wif_impulse_get_added: Returns: what the impulse added */
int
adj_wif_impulse_get_added (AdjWifImpulse *self)
{
  return self->added;
}

/** adj_wif_impulse_get_total: Returns: the turn end number after the impulse */
int
adj_wif_impulse_get_total (AdjWifImpulse *self)
{
  return self->total;
}

/** adj_wif_impulse_get_at_least: Returns: %TRUE if the total is a minimum */
gboolean
adj_wif_impulse_get_at_least (AdjWifImpulse *self)
{
  return self->at_least;
}

/** adj_wif_impulse_get_ended: Returns: %TRUE if the impulse ended the turn */
gboolean
adj_wif_impulse_get_ended (AdjWifImpulse *self)
{
  return self->ended;
}

/** adj_wif_impulse_dup_faces_text: Returns: (transfer full): "3 1 [6]", the last die in brackets */
char *
adj_wif_impulse_dup_faces_text (AdjWifImpulse *self)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < self->n_faces; i++)
    {
      if (i)
        g_string_append_c (s, ' ');
      if (i + 1 == self->n_faces)
        g_string_append_printf (s, "[%d]", self->faces[i]);
      else
        g_string_append_printf (s, "%d", self->faces[i]);
    }
  return g_string_free (s, FALSE);
}

/**
 * adj_wif_impulse_equal:
 * @a: (type AdjWifImpulse): an impulse record
 * @b: (type AdjWifImpulse): another
 *
 * Returns: whether both record the same impulse alike (a #GEqualFunc)
 */
gboolean
adj_wif_impulse_equal (gconstpointer a,
                       gconstpointer b)
{
  const AdjWifImpulse *x = a, *y = b;

  return x->number == y->number && x->side == y->side && g_strcmp0 (x->side_name, y->side_name) == 0
         && x->passes == y->passes && x->neutral == y->neutral && x->n_faces == y->n_faces
         && memcmp (x->faces, y->faces, sizeof (int) * x->n_faces) == 0 && x->m == y->m
         && x->added == y->added && x->total == y->total && x->at_least == y->at_least
         && x->ended == y->ended;
}
