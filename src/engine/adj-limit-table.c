/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Which elements of a saved game count against which limit of
 * adj-limits.h, in one table: the streaming pre-count of adj_xml_parse()
 * refuses the first excess before a tree is built, and the loaders, which
 * count again as they read the tree (they also guard what play makes), take
 * the limit and the message from here, so that the two cannot disagree. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-limit-table.h"
#include "adj-limits.h"

/* What is counted: its limit and the part of the game the message names
 * (untranslated, N_(); NULL for the roll log, which is no model). */
static const struct {
  int         limit;
  const char *part;
} counted[ADJ_N_COUNTED] = {
  [ADJ_COUNTED_WIF_IMPULSES] = { ADJ_LIMIT_WIF_IMPULSES, N_("World in Flames") },
  [ADJ_COUNTED_WIF_PAST_TURNS] = { ADJ_LIMIT_WIF_TURNS, N_("World in Flames") },
  [ADJ_COUNTED_ROLLS] = { ADJ_LIMIT_ROLLS, NULL },
  [ADJ_COUNTED_VICTORY_TURNS] = { ADJ_LIMIT_VICTORY_TURNS, N_("Victory map") },
  [ADJ_COUNTED_PTO_ITEMS] = { ADJ_LIMIT_PTO_ITEMS, N_("PTO sequence of play") },
  [ADJ_COUNTED_WTJ_ITEMS] = { ADJ_LIMIT_WTJ_ITEMS, N_("1943 setup") },
};

/* Where it is counted: below a container, an element of the document
 * (the root or a child of the root: `<adjutant>` holds the models and the
 * roll log, a model's snapshot and the journal's roll changes are a root of
 * their own), the elements of a name (NULL: every element) on the next
 * @levels levels, all in one count per container. */
static const struct {
  const char *container;
  const char *id;         /* the container's id attribute; NULL: any */
  const char *element;
  int         levels;
  AdjCounted  what;
} places[] = {
  { "model", "wif", "impulse", 1, ADJ_COUNTED_WIF_IMPULSES },
  { "model", "wif", "turn", 1, ADJ_COUNTED_WIF_PAST_TURNS },
  { "roll-log", NULL, "roll", 1, ADJ_COUNTED_ROLLS },
  { "roll-changes", NULL, "roll", 1, ADJ_COUNTED_ROLLS },
  { "model", "victory", "turn", 1, ADJ_COUNTED_VICTORY_TURNS },
  /* offensives, tie rolls, skipped steps and what they hold */
  { "model", "pto", NULL, 2, ADJ_COUNTED_PTO_ITEMS },
  { "model", "wtj", NULL, 1, ADJ_COUNTED_WTJ_ITEMS },
};

/**
 * adj_counted_get_limit:
 * @what: a counted part of a saved game
 *
 * Returns: the most elements of @what a saved game may hold
 */
int
adj_counted_get_limit (AdjCounted what)
{
  g_return_val_if_fail (what < ADJ_N_COUNTED, 0);

  return counted[what].limit;
}

/**
 * adj_counted_refuse:
 * @error: return location for an %ADJ_ERROR_SAVE_CORRUPT error
 * @what: the counted part whose limit is passed
 * @line: the line of the first element too many
 *
 * Sets the error of adj_error_set_over_limit() for @what: "World in Flames,
 * line 1234: more than 1000 impulses in one turn (the most Adjutant reads)".
 *
 * Returns: %FALSE, so that a reader can return it
 */
gboolean
adj_counted_refuse (GError     **error,
                    AdjCounted   what,
                    long         line)
{
  int n;
  const char *msg = NULL;

  g_return_val_if_fail (what < ADJ_N_COUNTED, FALSE);

  /* literal calls, so that xgettext keeps each pair a plural */
  n = counted[what].limit;
  switch (what)
    {
    case ADJ_COUNTED_WIF_IMPULSES:
      msg = g_dngettext (GETTEXT_PACKAGE, "%d impulse in one turn", "%d impulses in one turn", n);
      break;
    case ADJ_COUNTED_WIF_PAST_TURNS:
      msg = g_dngettext (GETTEXT_PACKAGE, "%d past turn", "%d past turns", n);
      break;
    case ADJ_COUNTED_ROLLS:
      msg = g_dngettext (GETTEXT_PACKAGE, "%d roll in the roll log", "%d rolls in the roll log", n);
      break;
    case ADJ_COUNTED_VICTORY_TURNS:
      msg = g_dngettext (GETTEXT_PACKAGE, "%d turn", "%d turns", n);
      break;
    case ADJ_COUNTED_PTO_ITEMS:
      msg = g_dngettext (GETTEXT_PACKAGE, "%d entry in one turn", "%d entries in one turn", n);
      break;
    case ADJ_COUNTED_WTJ_ITEMS:
      msg = g_dngettext (GETTEXT_PACKAGE, "%d setting, roll or result", "%d settings, rolls and results", n);
      break;
    case ADJ_N_COUNTED:
    default:
      g_assert_not_reached ();
    }
  return adj_error_set_over_limit (error, counted[what].part, line, msg, n);
}

struct _AdjCounter {
  int   open_depth[G_N_ELEMENTS (places)];   /* the open container's depth, or -1 */
  guint count[G_N_ELEMENTS (places)];
};

/**
 * adj_counter_new:
 *
 * Returns: (transfer full): a counter for one document, its memory fixed
 *   whatever the document holds
 */
AdjCounter *
adj_counter_new (void)
{
  AdjCounter *counter = g_new0 (AdjCounter, 1);

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    counter->open_depth[i] = -1;
  return counter;
}

void
adj_counter_free (AdjCounter *counter)
{
  g_free (counter);
}

static gboolean
has_id (xmlNode    *element,
        const char *id)
{
  for (xmlAttr *a = element->properties; a != NULL; a = a->next)
    if (strcmp ((const char *) a->name, "id") == 0)
      return a->children != NULL && a->children->next == NULL && a->children->content != NULL
             && strcmp ((const char *) a->children->content, id) == 0;
  return FALSE;
}

/**
 * adj_counter_element:
 * @counter: the document's counter
 * @element: a start tag, with its attributes
 * @depth: its depth (0: the root)
 * @error: return location for an %ADJ_ERROR_SAVE_CORRUPT error
 *
 * Counts @element where the table says, and refuses it if it is one too
 * many, with the error of adj_counted_refuse() at its line.
 *
 * Returns: %FALSE with @error set for the first element past a limit
 */
gboolean
adj_counter_element (AdjCounter  *counter,
                     xmlNode     *element,
                     int          depth,
                     GError     **error)
{
  const char *name = (const char *) element->name;

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    {
      int *open = &counter->open_depth[i];

      if (*open >= depth)
        *open = -1;
      if (*open >= 0 && depth - *open <= places[i].levels
          && (places[i].element == NULL || strcmp (name, places[i].element) == 0)
          && ++counter->count[i] > (guint) counted[places[i].what].limit)
        return adj_counted_refuse (error, places[i].what, xmlGetLineNo (element));
      if (depth <= 1 && strcmp (name, places[i].container) == 0
          && (places[i].id == NULL || has_id (element, places[i].id)))
        {
          *open = depth;
          counter->count[i] = 0;
        }
    }
  return TRUE;
}
