/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-error.h"
#include "adj-limit-table.h"
#include "adj-limits.h"
#include "adj-wif-track-private.h"
#include "adj-xml-private.h"

/* Saving and loading the track: facts only (numbers, ids, the waiting last
 * die), never sentences. Load parses into a fresh state and swaps it in only
 * when everything is valid. */


static void
set_int (xmlNode    *node,
         const char *name,
         int         value)
{
  char buf[32];

  g_snprintf (buf, sizeof buf, "%d", value);
  xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) buf);
}

static char *
ints_text (const int *v,
           guint      n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%d", i ? " " : "", v[i]);
  return g_string_free (s, FALSE);
}

static const char *phase_names[] = { "initiative", "choose", "impulses", "turn-over" };

/* the attributes, the sides and the major powers: what changes with almost every action */
static void
save_head (AdjWifTrack *self,
           xmlNode     *node)
{
  State *st = self->st;
  g_autofree char *order = ints_text (st->order, st->n_order);

  set_int (node, "sides", st->n_sides);
  set_int (node, "threshold-override", st->threshold_override);
  set_int (node, "k", st->k);
  set_int (node, "turn", st->turn);
  set_int (node, "ten", st->ten);
  set_int (node, "ten-at-least", st->ten_at_least);
  xmlSetProp (node, (const xmlChar *) "phase", (const xmlChar *) phase_names[st->phase]);
  set_int (node, "two-box", st->two_box);
  set_int (node, "rerolls-used", st->rerolls_used);
  set_int (node, "highest-choice", st->highest_choice);
  set_int (node, "tie", st->tie);
  xmlSetProp (node, (const xmlChar *) "order", (const xmlChar *) order);
  if (st->pending_last > 0)
    set_int (node, "pending-last", st->pending_last);

  for (int i = 0; i < st->n_sides; i++)
    {
      xmlNode *side = xmlNewChild (node, NULL, (const xmlChar *) "side", NULL);

      xmlSetProp (side, (const xmlChar *) "id", (const xmlChar *) self->side_id[i]);
      set_int (side, "box", st->box[i]);
      set_int (side, "last-rank", st->last_rank[i]);
      set_int (side, "roll", st->roll[i]);
      set_int (side, "roll-bonus", st->roll_bonus[i]);
      set_int (side, "rank", st->rank[i]);
      if (st->tie_key[i] != 0)
        set_int (side, "tie-key", st->tie_key[i]);
    }
  for (guint i = 0; i < self->n_mps; i++)
    {
      xmlNode *mp = xmlNewChild (node, NULL, (const xmlChar *) "mp", NULL);

      xmlSetProp (mp, (const xmlChar *) "id", (const xmlChar *) self->mp_id[i]);
      xmlSetProp (mp, (const xmlChar *) "side", (const xmlChar *) self->side_id[st->mp_side[i]]);
      set_int (mp, "at-war", st->mp_war[i]);
      set_int (mp, "passes", (st->passes >> i) & 1);
    }
}

static void
save_impulse (AdjWifTrack   *self,
              xmlNode       *node,
              const Impulse *imp)
{
  xmlNode *n = xmlNewChild (node, NULL, (const xmlChar *) "impulse", NULL);
  g_autofree char *faces = ints_text (imp->faces, imp->n_faces);
  GString *passes = g_string_new (NULL);

  for (guint j = 0; j < self->n_mps; j++)
    if (imp->passes & (1u << j))
      g_string_append_printf (passes, "%s%s", passes->len ? " " : "", self->mp_id[j]);
  xmlSetProp (n, (const xmlChar *) "side", (const xmlChar *) self->side_id[imp->side]);
  xmlSetProp (n, (const xmlChar *) "passes", (const xmlChar *) passes->str);
  xmlSetProp (n, (const xmlChar *) "faces", (const xmlChar *) faces);
  set_int (n, "m", imp->m);
  set_int (n, "added", imp->added);
  set_int (n, "total", imp->total);
  set_int (n, "at-least", imp->at_least);
  set_int (n, "ended", imp->ended);
  g_string_free (passes, TRUE);
}

/* a past turn's saved facts, as one key to compare */
typedef struct {
  int number, n_impulses, total, at_least, n_sides;
  int counts[ADJ_WIF_MAX_SIDES];
  int moves[ADJ_WIF_MAX_SIDES];
} TurnKey;

static void
turn_key (AdjWifTurn *t,
          TurnKey    *key)
{
  memset (key, 0, sizeof *key);
  key->number = adj_wif_turn_get_number (t);
  key->n_impulses = adj_wif_turn_get_n_impulses (t);
  key->total = adj_wif_turn_get_total (t);
  key->at_least = adj_wif_turn_get_at_least (t);
  key->n_sides = MIN (adj_wif_turn_get_n_sides (t), ADJ_WIF_MAX_SIDES);
  if (key->n_sides > 0)
    {
      memcpy (key->counts, adj_wif_turn_get_counts (t), key->n_sides * sizeof (int));
      memcpy (key->moves, adj_wif_turn_get_moves (t), key->n_sides * sizeof (int));
    }
}

static void
save_turn (xmlNode       *node,
           const TurnKey *key)
{
  xmlNode *n = xmlNewChild (node, NULL, (const xmlChar *) "turn", NULL);

  set_int (n, "number", key->number);
  set_int (n, "impulses", key->n_impulses);
  set_int (n, "total", key->total);
  set_int (n, "at-least", key->at_least);
  if (key->n_sides > 0)
    {
      g_autofree char *counts = ints_text (key->counts, key->n_sides);
      g_autofree char *moves = ints_text (key->moves, key->n_sides);

      xmlSetProp (n, (const xmlChar *) "counts", (const xmlChar *) counts);
      xmlSetProp (n, (const xmlChar *) "moves", (const xmlChar *) moves);
    }
}

void
adj_wif_track_save_state (AdjModel *model,
                          xmlNode  *node)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (model);
  State *st = self->st;

  save_head (self, node);
  for (guint i = 0; i < st->impulses->len; i++)
    save_impulse (self, node, &g_array_index (st->impulses, Impulse, i));
  for (guint i = 0; i < st->turns->len; i++)
    {
      TurnKey key;

      turn_key (g_ptr_array_index (st->turns, i), &key);
      save_turn (node, &key);
    }
}

/* --- the snapshot from cached parts ------------------------------------- */

/* The text of each impulse and past turn, with the facts it was written
 * from: a part whose facts are unchanged is not written again. The names
 * the parts use (sides, major powers) are kept too: new tables drop it all. */
struct _AdjWifSnapCache
{
  char      *names;
  GArray    *impulse_keys;   /* Impulse */
  GPtrArray *impulse_texts;  /* char* */
  GArray    *turn_keys;      /* TurnKey */
  GPtrArray *turn_texts;     /* char* */
};

void
adj_wif_snap_cache_free (AdjWifSnapCache *cache)
{
  if (cache == NULL)
    return;
  g_free (cache->names);
  g_array_unref (cache->impulse_keys);
  g_ptr_array_unref (cache->impulse_texts);
  g_array_unref (cache->turn_keys);
  g_ptr_array_unref (cache->turn_texts);
  g_free (cache);
}

static char *
names_text (AdjWifTrack *self)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < self->n_table_sides && i < ADJ_WIF_MAX_SIDES; i++)
    g_string_append_printf (s, "%s\n", self->side_id[i] ? self->side_id[i] : "");
  g_string_append_c (s, '\t');
  for (guint i = 0; i < self->n_mps; i++)
    g_string_append_printf (s, "%s\n", self->mp_id[i] ? self->mp_id[i] : "");
  return g_string_free (s, FALSE);
}

/* Writes @doc; Returns: its text, after the XML declaration */
static char *
dump (xmlDoc *doc,
      gsize  *len)
{
  xmlChar *mem = NULL;
  int size = 0;
  char *text;

  xmlDocDumpMemoryEnc (doc, &mem, &size, "UTF-8");
  text = g_strndup ((const char *) mem, size);
  *len = size;
  xmlFree (mem);
  return text;
}

/* Splits the children of a dumped <model> of empty elements (every '<' of
 * the body starts one: attribute values carry "&lt;") into @texts, from @at. */
static void
split_children (const char *text,
                GPtrArray  *texts,
                GArray     *at)
{
  const char *body = strstr (text, "<model>");
  const char *end = g_strrstr (text, "</model>");
  guint n = 0;

  g_return_if_fail (body != NULL && end != NULL);
  body += strlen ("<model>");
  while (body < end && n < at->len)
    {
      const char *next = memchr (body + 1, '<', end - body - 1);
      guint i = g_array_index (at, guint, n++);

      if (next == NULL)
        next = end;
      g_free (g_ptr_array_index (texts, i));
      g_ptr_array_index (texts, i) = g_strndup (body, next - body);
      body = next;
    }
}

char *
adj_wif_track_snapshot (AdjModel *model)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (model);
  State *st = self->st;
  AdjWifSnapCache *cache = self->snap_cache;
  g_autofree char *names = names_text (self);
  g_autoptr(xmlDoc) head_doc = xmlNewDoc ((const xmlChar *) "1.0");
  g_autoptr(xmlDoc) new_doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "model");
  xmlNode *new_root = xmlNewNode (NULL, (const xmlChar *) "model");
  g_autoptr(GArray) new_impulses = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) new_turns = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *head = NULL;
  GString *out;
  gsize len;

  if (cache == NULL || g_strcmp0 (cache->names, names) != 0)
    {
      adj_wif_snap_cache_free (cache);
      cache = self->snap_cache = g_new0 (AdjWifSnapCache, 1);
      cache->names = g_strdup (names);
      cache->impulse_keys = g_array_new (FALSE, TRUE, sizeof (Impulse));
      cache->impulse_texts = g_ptr_array_new_with_free_func (g_free);
      cache->turn_keys = g_array_new (FALSE, TRUE, sizeof (TurnKey));
      cache->turn_texts = g_ptr_array_new_with_free_func (g_free);
    }

  /* the parts whose facts changed, written in one document */
  xmlDocSetRootElement (new_doc, new_root);
  g_array_set_size (cache->impulse_keys, st->impulses->len);
  g_ptr_array_set_size (cache->impulse_texts, st->impulses->len);
  for (guint i = 0; i < st->impulses->len; i++)
    {
      const Impulse *imp = &g_array_index (st->impulses, Impulse, i);
      Impulse *key = &g_array_index (cache->impulse_keys, Impulse, i);

      if (g_ptr_array_index (cache->impulse_texts, i) != NULL && memcmp (key, imp, sizeof *imp) == 0)
        continue;
      *key = *imp;
      save_impulse (self, new_root, imp);
      g_array_append_val (new_impulses, i);
    }
  g_array_set_size (cache->turn_keys, st->turns->len);
  g_ptr_array_set_size (cache->turn_texts, st->turns->len);
  for (guint i = 0; i < st->turns->len; i++)
    {
      TurnKey now, *key = &g_array_index (cache->turn_keys, TurnKey, i);

      turn_key (g_ptr_array_index (st->turns, i), &now);
      if (g_ptr_array_index (cache->turn_texts, i) != NULL && memcmp (key, &now, sizeof now) == 0)
        continue;
      *key = now;
      save_turn (new_root, key);
      g_array_append_val (new_turns, i);
    }
  if (new_impulses->len + new_turns->len > 0)
    {
      g_autofree char *text = dump (new_doc, &len);
      g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
      guint n_new = new_impulses->len + new_turns->len;

      for (guint i = 0; i < n_new; i++)
        g_array_append_val (all, i);
      g_ptr_array_set_size (texts, n_new);
      split_children (text, texts, all);
      for (guint i = 0; i < new_impulses->len; i++)
        {
          guint at = g_array_index (new_impulses, guint, i);

          g_free (g_ptr_array_index (cache->impulse_texts, at));
          g_ptr_array_index (cache->impulse_texts, at) = g_steal_pointer (&g_ptr_array_index (texts, i));
        }
      for (guint i = 0; i < new_turns->len; i++)
        {
          guint at = g_array_index (new_turns, guint, i);

          g_free (g_ptr_array_index (cache->turn_texts, at));
          g_ptr_array_index (cache->turn_texts, at) = g_steal_pointer (&g_ptr_array_index (texts, new_impulses->len + i));
        }
    }

  /* the head, written every time, then the parts */
  xmlDocSetRootElement (head_doc, root);
  xmlSetProp (root, (const xmlChar *) "id", (const xmlChar *) adj_model_get_id (model));
  save_head (self, root);
  head = dump (head_doc, &len);
  if (st->impulses->len + st->turns->len == 0)
    return g_steal_pointer (&head);
  out = g_string_sized_new (len + 256 * (st->impulses->len + st->turns->len));
  if (g_str_has_suffix (head, "/>\n"))
    {
      /* no sides: an empty element so far */
      g_string_append_len (out, head, len - 3);
      g_string_append_c (out, '>');
    }
  else
    g_string_append_len (out, head, len - strlen ("</model>\n"));
  for (guint i = 0; i < st->impulses->len; i++)
    g_string_append (out, g_ptr_array_index (cache->impulse_texts, i));
  for (guint i = 0; i < st->turns->len; i++)
    g_string_append (out, g_ptr_array_index (cache->turn_texts, i));
  g_string_append (out, "</model>\n");
  return g_string_free (out, FALSE);
}

/* Translators: the part of a saved game named at the start of each of its
 * errors, as in “Victory map: no turns” */
#define corrupt(error, ...) adj_error_set_save_corrupt ((error), N_("World in Flames"), __VA_ARGS__)

static gboolean
read_int (xmlNode    *node,
          const char *name,
          int         min,
          int         max,
          int        *out,
          GError    **error)
{
  g_autofree char *text = adj_xml_get_prop (node, name);

  if (text == NULL)
    return corrupt (error, _("line %ld: the attribute “%s” of <%s> is missing."),
                    xmlGetLineNo (node), name, (const char *) node->name);
  if (!adj_parse_int (text, min, max, out))
    return corrupt (error, _("line %ld: the attribute “%s” of <%s> is “%s”, not a number from %d to %d."),
                    xmlGetLineNo (node), name, (const char *) node->name, text, min, max);
  return TRUE;
}

static gboolean
read_ints (const char *text,
           int         min,
           int         max,
           int        *out,
           guint       max_n,
           guint      *n_out,
           GError    **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text ? text : "", " ", -1);
  guint n = 0;

  for (guint i = 0; parts[i]; i++)
    {
      if (*parts[i] == '\0')
        continue;
      if (n >= max_n || !adj_parse_int (parts[i], min, max, &out[n]))
        return corrupt (error, _("“%s” is not a list of numbers from %d to %d."), text, min, max);
      n++;
    }
  *n_out = n;
  return TRUE;
}

static int
find_id (char      **ids,
         int         n,
         const char *id)
{
  for (int i = 0; i < n; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;
  return -1;
}

gboolean
adj_wif_track_load_state (AdjModel  *model,
                          xmlNode   *node,
                          GError   **error)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (model);
  g_autoptr(State) st = adj_wif_state_new ();
  g_autofree char *phase = adj_xml_get_prop (node, "phase");
  g_autofree char *order = adj_xml_get_prop (node, "order");
  int v, n_side_nodes = 0, n_boxes_two = (int) MAX (self->n_two_boxes, 1), phase_index = -1;
  guint n_order = 0;
  gboolean mp_seen[MAX_MPS] = { FALSE };
  int total = 0;

  if (!read_int (node, "sides", self->rules.sides_min, self->rules.sides_max, &st->n_sides, error)
      || !read_int (node, "threshold-override", 0, ADJ_WIF_MAX_THRESHOLD, &st->threshold_override, error)
      || !read_int (node, "k", self->rules.k_min, MIN (self->rules.k_max, ADJ_DICE_MAX_COUNT), &st->k, error)
      || !read_int (node, "turn", 1, ADJ_LIMIT_WIF_TURNS, &st->turn, error)
      || !read_int (node, "ten", 0, G_MAXINT / 2, &st->ten, error)
      || !read_int (node, "ten-at-least", 0, 1, &v, error))
    return FALSE;
  st->ten_at_least = v;
  for (guint i = 0; i < G_N_ELEMENTS (phase_names); i++)
    if (g_strcmp0 (phase, phase_names[i]) == 0)
      phase_index = i;
  if (phase_index < 0)
    return corrupt (error, _("the phase “%s” is unknown."), phase ? phase : "");
  st->phase = (AdjWifPhase) phase_index;
  if (!read_int (node, "two-box", 0, n_boxes_two - 1, &st->two_box, error)
      || !read_int (node, "rerolls-used", 0, MAX (self->rules.rerolls_per_turn, 0), &st->rerolls_used, error)
      || !read_int (node, "highest-choice", -1, 1, &st->highest_choice, error)
      || !read_int (node, "tie", 0, 1, &v, error))
    return FALSE;
  st->tie = v;
  if (xmlHasProp (node, (const xmlChar *) "pending-last")
      && !read_int (node, "pending-last", 1, self->rules.die_sides, &st->pending_last, error))
    return FALSE;
  if (!read_ints (order, 0, st->n_sides - 1, st->order, ADJ_WIF_MAX_SIDES, &n_order, error))
    return FALSE;
  st->n_order = n_order;
  if (n_order != 0 && !adj_wif_track_check_order (st, st->order, st->n_order, NULL))
    return corrupt (error, _("the move order “%s” does not name each side once."), order);
  if ((st->phase == ADJ_WIF_PHASE_IMPULSES || st->phase == ADJ_WIF_PHASE_TURN_OVER) && n_order == 0)
    return corrupt (error, _("impulses are played but there is no move order."));
  for (int i = 0; i < ADJ_WIF_MAX_SIDES; i++)
    st->rank[i] = st->last_rank[i] = -1;

  for (xmlNode *c = node->children; c; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (adj_xml_is_element (c, "side"))
        {
          g_autofree char *id = adj_xml_get_prop (c, "id");
          int i = find_id (self->side_id, self->n_table_sides, id);

          if (i < 0 || i >= st->n_sides || i != n_side_nodes)
            return corrupt (error, _("the side “%s” is unknown or out of order."), id ? id : "");
          if (!read_int (c, "box", 0, (int) self->n_boxes - 1, &st->box[i], error)
              || !read_int (c, "last-rank", -1, st->n_sides - 1, &st->last_rank[i], error)
              || !read_int (c, "roll", 0, self->rules.init_die_sides, &st->roll[i], error)
              || !read_int (c, "roll-bonus", -100, 100, &st->roll_bonus[i], error)
              || !read_int (c, "rank", -1, st->n_sides - 1, &st->rank[i], error))
            return FALSE;
          /* only while tied sides roll again (older files have none) */
          if (xmlHasProp (c, (const xmlChar *) "tie-key")
              && !read_int (c, "tie-key", 0, G_MAXINT, &st->tie_key[i], error))
            return FALSE;
          n_side_nodes++;
        }
      else if (adj_xml_is_element (c, "mp"))
        {
          g_autofree char *id = adj_xml_get_prop (c, "id");
          g_autofree char *side = adj_xml_get_prop (c, "side");
          int i = find_id (self->mp_id, self->n_mps, id);
          int s = find_id (self->side_id, st->n_sides, side);

          if (i < 0 || mp_seen[i])
            return corrupt (error, _("the major power “%s” is unknown or twice."), id ? id : "");
          if (s < 0)
            return corrupt (error, _("the side “%s” of %s is not in the game."), side ? side : "", id);
          mp_seen[i] = TRUE;
          st->mp_side[i] = s;
          if (!read_int (c, "at-war", 0, 1, &v, error))
            return FALSE;
          st->mp_war[i] = v;
          if (!read_int (c, "passes", 0, 1, &v, error))
            return FALSE;
          if (v)
            st->passes |= 1u << i;
        }
      else if (adj_xml_is_element (c, "impulse"))
        {
          Impulse imp = { 0 };
          g_autofree char *side = NULL;
          g_autofree char *passes = NULL;
          g_autofree char *faces = NULL;
          g_auto(GStrv) names = NULL;

          if (st->impulses->len >= (guint) adj_counted_get_limit (ADJ_COUNTED_WIF_IMPULSES))
            return adj_counted_refuse (error, ADJ_COUNTED_WIF_IMPULSES, xmlGetLineNo (c));
          side = adj_xml_get_prop (c, "side");
          passes = adj_xml_get_prop (c, "passes");
          faces = adj_xml_get_prop (c, "faces");
          names = g_strsplit (passes ? passes : "", " ", -1);
          imp.side = find_id (self->side_id, st->n_sides, side);
          if (imp.side < 0)
            return corrupt (error, _("impulse %u: the side “%s” is not in the game."),
                            st->impulses->len + 1, side ? side : "");
          for (guint j = 0; names[j]; j++)
            {
              int mp = find_id (self->mp_id, self->n_mps, names[j]);

              if (*names[j] == '\0')
                continue;
              if (mp < 0)
                return corrupt (error, _("impulse %u: the major power “%s” is unknown."),
                                st->impulses->len + 1, names[j]);
              imp.passes |= 1u << mp;
            }
          if (!read_ints (faces, 1, self->rules.die_sides, imp.faces, ADJ_DICE_MAX_COUNT, &imp.n_faces, error))
            return FALSE;
          if (imp.n_faces == 0)
            return corrupt (error, _("impulse %u has no dice."), st->impulses->len + 1);
          if (!read_int (c, "m", 0, 1000, &imp.m, error)
              || !read_int (c, "added", 0, G_MAXINT / 4, &imp.added, error)
              || !read_int (c, "total", 0, G_MAXINT / 2, &imp.total, error)
              || !read_int (c, "at-least", 0, 1, &imp.at_least, error)
              || !read_int (c, "ended", 0, 1, &imp.ended, error))
            return FALSE;
          if (imp.total != total + imp.added)
            return corrupt (error, _("impulse %u: the total %d is not %d + %d."),
                            st->impulses->len + 1, imp.total, total, imp.added);
          total = imp.total;
          g_array_append_val (st->impulses, imp);
        }
      else if (adj_xml_is_element (c, "turn"))
        {
          int number, n_imp, t_total, at_least;
          int counts[ADJ_WIF_MAX_SIDES] = { 0 }, moves[ADJ_WIF_MAX_SIDES] = { 0 };
          guint n_counts = 0, n_moves = 0;
          /* games saved before 0.9 carry a "summary" sentence instead of
           * the counts: it is ignored and the turn shows without them */
          g_autofree char *counts_text = NULL;
          g_autofree char *moves_text = NULL;

          if (st->turns->len >= (guint) adj_counted_get_limit (ADJ_COUNTED_WIF_PAST_TURNS))
            return adj_counted_refuse (error, ADJ_COUNTED_WIF_PAST_TURNS, xmlGetLineNo (c));
          counts_text = adj_xml_get_prop (c, "counts");
          moves_text = adj_xml_get_prop (c, "moves");
          if (!read_int (c, "number", 1, ADJ_LIMIT_WIF_TURNS, &number, error)
              || !read_int (c, "impulses", 1, ADJ_LIMIT_WIF_IMPULSES, &n_imp, error)
              || !read_int (c, "total", 0, G_MAXINT / 2, &t_total, error)
              || !read_int (c, "at-least", 0, 1, &at_least, error))
            return FALSE;
          if (counts_text
              && (!read_ints (counts_text, 0, n_imp, counts, ADJ_WIF_MAX_SIDES, &n_counts, error)
                  || !read_ints (moves_text, -1, 1, moves, ADJ_WIF_MAX_SIDES, &n_moves, error)))
            return FALSE;
          if (n_counts != n_moves)
            return corrupt (error, _("turn %d: %u impulse counts but %u moves."), number, n_counts, n_moves);
          g_ptr_array_add (st->turns, adj_wif_turn_new (number, n_imp, t_total, at_least,
                                                        counts, moves, (int) n_counts));
        }
      else
        return corrupt (error, _("the element <%s> is unknown."), (const char *) c->name);
    }

  if (n_side_nodes != st->n_sides)
    return corrupt (error, _("%d sides are listed, not %d."), n_side_nodes, st->n_sides);
  for (guint i = 0; i < self->n_mps; i++)
    if (!mp_seen[i])
      return corrupt (error, _("the major power “%s” is missing."), self->mp_id[i]);
  if (total != st->ten)
    return corrupt (error, _("the turn end number %d is not the sum of the impulses (%d)."), st->ten, total);
  for (guint i = 0; i < st->impulses->len; i++)
    {
      const Impulse *imp = &g_array_index (st->impulses, Impulse, i);

      if (imp->side != st->order[i % MAX (st->n_order, 1)])
        return corrupt (error, _("impulse %u is not the turn of its side."), i + 1);
      if (imp->ended != (i + 1 == st->impulses->len && st->phase == ADJ_WIF_PHASE_TURN_OVER))
        return corrupt (error, _("impulse %u: the end of the turn does not match."), i + 1);
    }
  if (st->phase == ADJ_WIF_PHASE_TURN_OVER && st->impulses->len == 0)
    return corrupt (error, _("the turn is over but has no impulses."));
  if (st->pending_last > 0 && (st->phase != ADJ_WIF_PHASE_IMPULSES || st->k < 2))
    return corrupt (error, _("a last die waits but no impulse is being rolled."));

  adj_wif_track_swap_state (self, g_steal_pointer (&st));
  return TRUE;
}

