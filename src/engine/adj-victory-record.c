/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "adj-calendar.h"
#include "adj-error.h"
#include "adj-limit-table.h"
#include "adj-limits.h"
#include "adj-model.h"
#include "adj-victory-record.h"
#include "adj-victory-rules.h"
#include "adj-xml-private.h"

/* The WiF-H victory record: which targets the Axis held at the end of each
 * two-month turn, from a chosen first turn. Points are recomputed from the
 * whole record after every change, so correcting a past turn corrects every
 * total after it. The last turn is the one in progress: "End turn" credits
 * it and opens the next one with the same holdings.
 *
 * The turns are those of the game calendar (AdjCalendar) it shares with the
 * WiF tracks. While the tracks are in use (they have ended a turn) the
 * record has as many turns as they have ended, plus the one in progress, and
 * its own "End turn" is off: a turn the tracks end is credited at once, and
 * undoing it on the tracks takes it back here too. The record stores the
 * holdings of the turns a player entered; a turn past them holds what the
 * last stored turn holds, so ticking the turn that just ended carries on
 * into the turn in progress. */

#define FILE_ID "wif-h"
#define MAX_TURNS ADJ_LIMIT_VICTORY_TURNS

struct _AdjVictoryRecord
{
  GObject      parent_instance;

  AdjRulebook *rulebook;
  int          full_turns;
  int          historical_total;

  GListStore  *targets;      /* of AdjVictoryTarget */
  GPtrArray   *target_items; /* the same, to look up by index at once */
  GHashTable  *target_index; /* id (the target's) -> index + 1: a saved turn names its targets */
  GListStore  *classes;      /* of AdjVictoryClass */
  guint        n_targets;
  GPtrArray   *class_ids;
  GPtrArray   *class_names;
  AdjCalendar *calendar;     /* shared with the WiF tracks */

  int          start_year;
  guint        start_slot;
  GPtrArray   *held;         /* per stored turn: guint8[n_targets] */
  guint        own;          /* the turns the record itself counts (End turn) */
  guint        n_turns;      /* own, or the calendar's count while WiF is in use */
  guint        selected;

  /* computed by recompute () */
  GListStore  *turns;        /* of AdjVictoryTurn */
  GPtrArray   *shown;        /* per turn item: the guint8[n_targets] it was given, or NULL */
  int         *credit;       /* [target * n_turns + turn] */
  int         *run;
  int         *turn_credit;  /* [turn] */
  int         *cumulative;   /* [turn] */
  int          total;
  int          pending;
};

static void adj_victory_record_model_init (AdjModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjVictoryRecord, adj_victory_record, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_MODEL, adj_victory_record_model_init))

enum {
  PROP_0,
  PROP_START_YEAR,
  PROP_START_SLOT,
  PROP_N_TURNS,
  PROP_CURRENT_TURN,
  PROP_SELECTED_TURN,
  PROP_TOTAL,
  PROP_PENDING,
  PROP_HISTORICAL_TOTAL,
  PROP_FULL_TURNS,
  PROP_RULEBOOK,
  PROP_FOLLOWS_WIF,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* a turn past the stored ones holds what the last stored turn holds */
static guint8 *
turn_held (AdjVictoryRecord *self,
           guint             turn)
{
  return g_ptr_array_index (self->held, MIN (turn, self->held->len - 1));
}

/* Before an edit of @turn: stores every turn up to it, and forgets stored
 * turns past the record (left by a WiF turn end that was undone). */
static void
store_turns_to (AdjVictoryRecord *self,
                guint             turn)
{
  if (self->held->len > self->n_turns)
    g_ptr_array_set_size (self->held, self->n_turns);
  while (self->held->len <= turn)
    g_ptr_array_add (self->held, g_memdup2 (turn_held (self, self->held->len), self->n_targets));
}

static guint
count_turns (AdjVictoryRecord *self,
             guint             own)
{
  guint n = own;

  if (adj_calendar_get_wif_in_use (self->calendar))
    n = MAX (n, (guint) MIN (adj_calendar_get_wif_ended (self->calendar), MAX_TURNS) + 1);
  return CLAMP (n, 1, MAX_TURNS);
}

static void
sync_turn_items (AdjVictoryRecord *self)
{
  guint old = g_list_model_get_n_items (G_LIST_MODEL (self->turns));
  guint n = self->n_turns;

  if (n > old)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = old; i < n; i++)
        g_ptr_array_add (items, adj_victory_turn_new (i));
      g_list_store_splice (self->turns, old, 0, items->pdata, items->len);
    }
  else if (n < old)
    g_list_store_splice (self->turns, n, old - n, NULL, 0);
  g_ptr_array_set_size (self->shown, n);
}

static void
recompute (AdjVictoryRecord *self)
{
  guint n = self->n_turns;
  g_autofree guint8 *bits = g_new0 (guint8, n);
  int total = 0;
  int pending;

  g_assert (n >= 1);
  g_assert (self->selected < n);

  g_free (self->credit);
  g_free (self->run);
  g_free (self->turn_credit);
  g_free (self->cumulative);
  self->credit = g_new0 (int, (gsize) self->n_targets * n);
  self->run = g_new0 (int, (gsize) self->n_targets * n);
  self->turn_credit = g_new0 (int, n);
  self->cumulative = g_new0 (int, n);

  for (guint t = 0; t < self->n_targets; t++)
    {
      AdjVictoryTarget *target = adj_victory_record_get_target (self, t);

      for (guint i = 0; i < n; i++)
        bits[i] = turn_held (self, i)[t];
      adj_victory_credit_turns (bits, n, adj_victory_target_get_value (target), self->full_turns,
                                self->credit + (gsize) t * n, self->run + (gsize) t * n);
      for (guint i = 0; i < n; i++)
        self->turn_credit[i] += self->credit[(gsize) t * n + i];
    }
  for (guint i = 0; i < n; i++)
    {
      total += self->turn_credit[i];
      self->cumulative[i] = total;
    }

  for (guint k = 0; k < self->class_ids->len; k++)
    {
      g_autoptr(AdjVictoryClass) item = g_list_model_get_item (G_LIST_MODEL (self->classes), k);

      adj_victory_class_set_points (item, n >= 2 ? adj_victory_record_get_class_total (self, k, n - 2) : 0);
    }

  sync_turn_items (self);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AdjVictoryTurn) item = g_list_model_get_item (G_LIST_MODEL (self->turns), i);
      const guint8 *held = turn_held (self, i);
      guint8 *shown = g_ptr_array_index (self->shown, i);
      GStrv ids = NULL, labels = NULL;
      guint slot;
      int year;

      /* the names of the targets held only where they changed: a tick
       * changes one turn, and a record may have hundreds */
      if (shown == NULL || memcmp (shown, held, self->n_targets) != 0)
        {
          g_autoptr(GStrvBuilder) id_builder = g_strv_builder_new ();
          g_autoptr(GStrvBuilder) label_builder = g_strv_builder_new ();

          for (guint t = 0; t < self->n_targets; t++)
            if (held[t])
              {
                AdjVictoryTarget *target = adj_victory_record_get_target (self, t);

                g_strv_builder_add (id_builder, adj_victory_target_get_id (target));
                g_strv_builder_add (label_builder, adj_victory_target_get_label (target));
              }
          ids = g_strv_builder_end (id_builder);
          labels = g_strv_builder_end (label_builder);
          if (shown == NULL)
            g_ptr_array_index (self->shown, i) = g_memdup2 (held, self->n_targets);
          else
            memcpy (shown, held, self->n_targets);
        }
      adj_victory_record_get_turn_date (self, i, &year, &slot);
      adj_victory_turn_update (item, year, slot, adj_calendar_get_slot_label (self->calendar, slot),
                               ids, labels, self->turn_credit[i], self->cumulative[i], i == n - 1);
    }

  for (guint t = 0; t < self->n_targets; t++)
    {
      AdjVictoryTarget *target = adj_victory_record_get_target (self, t);
      guint s = self->selected;
      int points = 0;
      int run = self->run[(gsize) t * n + s];
      gboolean held = turn_held (self, s)[t];
      int value = adj_victory_target_get_value (target);

      for (guint i = 0; i <= s; i++)
        points += self->credit[(gsize) t * n + i];
      adj_victory_target_update (target, held, run, points,
                                 adj_victory_state (held, run, points, value, self->full_turns));
    }

  total = n >= 2 ? self->cumulative[n - 2] : 0;
  pending = self->turn_credit[n - 1];
  if (self->total != total)
    {
      self->total = total;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOTAL]);
    }
  if (self->pending != pending)
    {
      self->pending = pending;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING]);
    }
}

/* Replaces the whole state (takes @held); notifies the properties that
 * changed and emits items-changed for the turns added or removed. */
static void
replace_state (AdjVictoryRecord *self,
               int               year,
               guint             slot,
               guint             own,
               GPtrArray        *held)
{
  guint old_n = self->n_turns;
  guint old_selected = self->selected;
  int old_year = self->start_year;
  guint old_slot = self->start_slot;

  g_clear_pointer (&self->held, g_ptr_array_unref);
  self->held = held;
  self->start_year = year;
  self->start_slot = slot;
  self->own = own;
  self->n_turns = count_turns (self, own);
  adj_calendar_set_start (self->calendar, year, slot);
  /* undoing a correction of a past turn stays on that turn; a record with
   * another number of turns opens at its turn in progress */
  if (old_n != self->n_turns || old_selected >= self->n_turns)
    self->selected = self->n_turns - 1;
  recompute (self);
  if (old_year != year)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_START_YEAR]);
  if (old_slot != slot)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_START_SLOT]);
  if (old_n != self->n_turns)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_TURNS]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_TURN]);
    }
  if (old_selected != self->selected)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TURN]);
}

static GPtrArray *
new_held_array (void)
{
  return g_ptr_array_new_with_free_func (g_free);
}

/* AdjModel */

static const char *
adj_victory_record_get_id (AdjModel *model)
{
  return "victory";
}

static void
adj_victory_record_save (AdjModel *model,
                         xmlNode  *node)
{
  AdjVictoryRecord *self = ADJ_VICTORY_RECORD (model);
  g_autofree char *year = g_strdup_printf ("%d", self->start_year);
  g_autofree char *own = g_strdup_printf ("%u", self->own);

  xmlSetProp (node, BAD_CAST "start-year", BAD_CAST year);
  xmlSetProp (node, BAD_CAST "start-turn", BAD_CAST adj_calendar_get_slot_id (self->calendar, self->start_slot));
  /* the turns ended here; more may be stored (ticked after a WiF turn end) */
  xmlSetProp (node, BAD_CAST "own-turns", BAD_CAST own);
  for (guint i = 0; i < self->held->len; i++)
    {
      g_autoptr(GString) ids = g_string_new (NULL);
      xmlNode *child = xmlNewChild (node, NULL, BAD_CAST "turn", NULL);

      for (guint t = 0; t < self->n_targets; t++)
        if (turn_held (self, i)[t])
          {
            if (ids->len)
              g_string_append_c (ids, ' ');
            g_string_append (ids, adj_victory_target_get_id (adj_victory_record_get_target (self, t)));
          }
      xmlSetProp (child, BAD_CAST "held", BAD_CAST ids->str);
    }
}

/* Translators: the part of a saved game named at the start of each of its
 * errors, as in “Victory map: no turns” */
#define corrupt(error, ...) adj_error_set_save_corrupt ((error), N_("Victory map"), __VA_ARGS__)

static gboolean
adj_victory_record_load (AdjModel  *model,
                         xmlNode   *node,
                         GError   **error)
{
  AdjVictoryRecord *self = ADJ_VICTORY_RECORD (model);
  g_autofree char *year_text = adj_xml_get_prop (node, "start-year");
  g_autofree char *slot_text = adj_xml_get_prop (node, "start-turn");
  g_autofree char *own_text = adj_xml_get_prop (node, "own-turns");
  g_autoptr(GPtrArray) held = new_held_array ();
  gint64 year, own = 0;
  int slot;

  if (year_text == NULL || !g_ascii_string_to_signed (year_text, 10, 1, 9999, &year, NULL))
    return corrupt (error, _("the first turn’s year “%s” is not a year"), year_text ? year_text : "");
  slot = adj_calendar_find_slot (self->calendar, slot_text);
  if (slot < 0)
    return corrupt (error, _("the first turn “%s” is not a WiF turn"), slot_text ? slot_text : "");

  for (xmlNode *n = node->children; n; n = n->next)
    {
      g_autofree char *ids = NULL;
      g_auto(GStrv) parts = NULL;
      guint8 *bits;

      if (n->type != XML_ELEMENT_NODE)
        continue;
      if (!adj_xml_is_element (n, "turn"))
        return corrupt (error, _("unknown element “%s”"), (const char *) n->name);
      if (held->len >= (guint) adj_counted_get_limit (ADJ_COUNTED_VICTORY_TURNS))
        return adj_counted_refuse (error, ADJ_COUNTED_VICTORY_TURNS, xmlGetLineNo (n));
      ids = adj_xml_get_prop (n, "held");
      if (ids == NULL)
        return corrupt (error, _("turn %u has no list of held targets"), held->len + 1);
      bits = g_new0 (guint8, self->n_targets);
      g_ptr_array_add (held, bits);
      parts = g_strsplit_set (ids, " \t\n", -1);
      for (guint k = 0; parts[k]; k++)
        {
          int t;

          if (*parts[k] == '\0')
            continue;
          t = adj_victory_record_find_target (self, parts[k]);
          if (t < 0)
            return corrupt (error, _("turn %u names an unknown target “%s”"), held->len, parts[k]);
          bits[t] = 1;
        }
    }
  if (held->len == 0)
    return corrupt (error, _("no turns"));
  /* a game saved before the calendar: the record counted its stored turns */
  if (own_text == NULL)
    own = held->len;
  else if (!g_ascii_string_to_signed (own_text, 10, 1, MAX_TURNS, &own, NULL))
    return corrupt (error, _("the number of turns “%s” is not between 1 and %d"), own_text, MAX_TURNS);

  replace_state (self, (int) year, (guint) slot, (guint) own, g_steal_pointer (&held));
  return TRUE;
}

static void
adj_victory_record_reset (AdjModel *model)
{
  AdjVictoryRecord *self = ADJ_VICTORY_RECORD (model);
  GPtrArray *held = new_held_array ();

  g_ptr_array_add (held, g_new0 (guint8, self->n_targets));
  replace_state (self, adj_calendar_get_default_year (self->calendar),
                 adj_calendar_get_default_slot (self->calendar), 1, held);
}

static void
adj_victory_record_model_init (AdjModelInterface *iface)
{
  iface->get_id = adj_victory_record_get_id;
  iface->save = adj_victory_record_save;
  iface->load = adj_victory_record_load;
  iface->reset = adj_victory_record_reset;
}

/* GObject */

static void
adj_victory_record_dispose (GObject *object)
{
  AdjVictoryRecord *self = ADJ_VICTORY_RECORD (object);

  if (self->calendar)
    g_signal_handlers_disconnect_by_data (self->calendar, self);
  g_clear_object (&self->calendar);
  g_clear_object (&self->rulebook);
  g_clear_object (&self->targets);
  g_clear_object (&self->classes);
  g_clear_object (&self->turns);
  g_clear_pointer (&self->target_items, g_ptr_array_unref);
  G_OBJECT_CLASS (adj_victory_record_parent_class)->dispose (object);
}

static void
adj_victory_record_finalize (GObject *object)
{
  AdjVictoryRecord *self = ADJ_VICTORY_RECORD (object);

  g_clear_pointer (&self->target_index, g_hash_table_unref);
  g_clear_pointer (&self->class_ids, g_ptr_array_unref);
  g_clear_pointer (&self->class_names, g_ptr_array_unref);
  g_clear_pointer (&self->held, g_ptr_array_unref);
  g_clear_pointer (&self->shown, g_ptr_array_unref);
  g_free (self->credit);
  g_free (self->run);
  g_free (self->turn_credit);
  g_free (self->cumulative);
  G_OBJECT_CLASS (adj_victory_record_parent_class)->finalize (object);
}

static void
adj_victory_record_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  AdjVictoryRecord *self = ADJ_VICTORY_RECORD (object);

  switch (prop_id)
    {
    case PROP_START_YEAR:
      g_value_set_int (value, self->start_year);
      break;
    case PROP_START_SLOT:
      g_value_set_uint (value, self->start_slot);
      break;
    case PROP_N_TURNS:
      g_value_set_uint (value, self->n_turns);
      break;
    case PROP_CURRENT_TURN:
      g_value_set_uint (value, self->n_turns - 1);
      break;
    case PROP_FOLLOWS_WIF:
      g_value_set_boolean (value, adj_calendar_get_wif_in_use (self->calendar));
      break;
    case PROP_SELECTED_TURN:
      g_value_set_uint (value, self->selected);
      break;
    case PROP_HISTORICAL_TOTAL:
      g_value_set_int (value, self->historical_total);
      break;
    case PROP_FULL_TURNS:
      g_value_set_int (value, self->full_turns);
      break;
    case PROP_TOTAL:
      g_value_set_int (value, self->total);
      break;
    case PROP_PENDING:
      g_value_set_int (value, self->pending);
      break;
    case PROP_RULEBOOK:
      g_value_set_object (value, self->rulebook);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_record_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  AdjVictoryRecord *self = ADJ_VICTORY_RECORD (object);

  switch (prop_id)
    {
    case PROP_RULEBOOK:
      g_set_object (&self->rulebook, g_value_get_object (value));
      break;
    case PROP_SELECTED_TURN:
      adj_victory_record_select_turn (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void adj_victory_record_constructed (GObject *object);

/* The WiF tracks ended a turn, or that was undone or loaded: the record
 * counts the turns again (not a change of its own: nothing to undo here). */
static void
on_wif_ended (AdjCalendar      *calendar,
              GParamSpec       *pspec,
              AdjVictoryRecord *self)
{
  guint n = count_turns (self, self->own);
  guint old_selected = self->selected;

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOWS_WIF]);
  if (n != self->n_turns && self->held != NULL)
    {
      /* after one turn end the turn that just ended stays selected, to tick
       * what was held; a game loaded further on opens at its turn in progress */
      if (n > self->n_turns + 1 || self->selected >= n)
        self->selected = n - 1;
      self->n_turns = n;
      recompute (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_TURNS]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_TURN]);
      if (old_selected != self->selected)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TURN]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

static void
adj_victory_record_class_init (AdjVictoryRecordClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = adj_victory_record_dispose;
  object_class->finalize = adj_victory_record_finalize;
  object_class->get_property = adj_victory_record_get_property;
  object_class->set_property = adj_victory_record_set_property;
  object_class->constructed = adj_victory_record_constructed;

  properties[PROP_START_YEAR] = g_param_spec_int ("start-year", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_START_SLOT] = g_param_spec_uint ("start-slot", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_N_TURNS] = g_param_spec_uint ("n-turns", NULL, NULL, 0, G_MAXUINT, 1, flags);
  properties[PROP_CURRENT_TURN] = g_param_spec_uint ("current-turn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /* which turn the targets describe and toggling edits: not a change to the game */
  properties[PROP_SELECTED_TURN] = g_param_spec_uint ("selected-turn", NULL, NULL, 0, G_MAXUINT, 0,
                                                      flags | G_PARAM_WRITABLE);
  properties[PROP_TOTAL] = g_param_spec_int ("total", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_PENDING] = g_param_spec_int ("pending", NULL, NULL, 0, G_MAXINT, 0, flags);
  /* from the tables: they do not change */
  properties[PROP_HISTORICAL_TOTAL] = g_param_spec_int ("historical-total", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_FULL_TURNS] = g_param_spec_int ("full-turns", NULL, NULL, 1, G_MAXINT, 3, flags);
  /* the WiF tracks end the turns (they are in use): End turn is off */
  properties[PROP_FOLLOWS_WIF] = g_param_spec_boolean ("follows-wif", NULL, NULL, FALSE, flags);
  properties[PROP_RULEBOOK] = g_param_spec_object ("rulebook", NULL, NULL, ADJ_TYPE_RULEBOOK,
                                                   G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_victory_record_init (AdjVictoryRecord *self)
{
  self->targets = g_list_store_new (ADJ_TYPE_VICTORY_TARGET);
  self->target_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->classes = g_list_store_new (ADJ_TYPE_VICTORY_CLASS);
  self->turns = g_list_store_new (ADJ_TYPE_VICTORY_TURN);
  self->shown = g_ptr_array_new_with_free_func (g_free);
  self->target_items = g_ptr_array_new_with_free_func (g_object_unref);
  self->class_ids = g_ptr_array_new_with_free_func (g_free);
  self->class_names = g_ptr_array_new_with_free_func (g_free);
}

/* Reads the tables: classes, turns, targets and the constants. */
static void
adj_victory_record_constructed (GObject *object)
{
  AdjVictoryRecord *self = ADJ_VICTORY_RECORD (object);
  AdjRulebook *rulebook = self->rulebook;
  AdjRuleFile *file;
  AdjRuleTable *classes, *targets;
  g_autofree int *class_values = NULL;
  g_autofree guint *rank = NULL;
  guint n_classes;
  int c_class, c_lat, c_lon, c_hist, c_cname, c_value;

  G_OBJECT_CLASS (adj_victory_record_parent_class)->constructed (object);

  g_assert (ADJ_IS_RULEBOOK (rulebook));
  file = adj_rulebook_get_file (rulebook, FILE_ID);
  classes = adj_rulebook_get_table (rulebook, FILE_ID, "classes");
  targets = adj_rulebook_get_table (rulebook, FILE_ID, "targets");
  /* the rulebook only accepts files with every table of the built-in one */
  g_assert (file && classes && targets);

  self->full_turns = MAX (1, adj_rule_file_get_int (file, "full-credit-turns"));
  self->historical_total = adj_rule_file_get_int (file, "historical-total");
  /* its own calendar until the game gives it the one it shares */
  self->calendar = adj_calendar_new (rulebook);
  g_signal_connect (self->calendar, "notify::wif-ended", G_CALLBACK (on_wif_ended), self);

  n_classes = adj_rule_table_get_n_rows (classes);
  c_cname = adj_rule_table_column (classes, "name");
  c_value = adj_rule_table_column (classes, "value");
  class_values = g_new0 (int, n_classes);
  rank = g_new0 (guint, n_classes);
  for (guint i = 0; i < n_classes; i++)
    {
      g_ptr_array_add (self->class_ids, g_strdup (adj_rule_table_get_row_id (classes, i)));
      g_ptr_array_add (self->class_names, g_strdup (adj_rule_table_get_text (classes, i, c_cname)));
      class_values[i] = adj_rule_table_get_int (classes, i, c_value);
    }
  /* rank 0 is the least valuable class: the map draws higher ranks bigger;
   * equal values rank in table order */
  for (guint i = 0; i < n_classes; i++)
    for (guint j = 0; j < n_classes; j++)
      if (class_values[j] < class_values[i] || (class_values[j] == class_values[i] && j < i))
        rank[i]++;
  for (guint i = 0; i < n_classes; i++)
    {
      g_autoptr(AdjVictoryClass) item = adj_victory_class_new (g_ptr_array_index (self->class_ids, i),
                                                               g_ptr_array_index (self->class_names, i),
                                                               class_values[i], rank[i]);

      g_list_store_append (self->classes, item);
    }

  c_class = adj_rule_table_column (targets, "class");
  c_lat = adj_rule_table_column (targets, "lat");
  c_lon = adj_rule_table_column (targets, "lon");
  c_hist = adj_rule_table_column (targets, "historical");
  self->n_targets = adj_rule_table_get_n_rows (targets);
  for (guint t = 0; t < self->n_targets; t++)
    {
      const char *class_id = adj_rule_table_get_text (targets, t, c_class);
      int k = adj_rule_table_find_row (classes, class_id);
      g_autoptr(AdjVictoryTarget) target = NULL;

      g_assert (k >= 0); /* the loader checks refs */
      target = adj_victory_target_new (t, adj_rule_table_get_row_id (targets, t),
                                       adj_rule_table_get_row_label (targets, t),
                                       class_id, g_ptr_array_index (self->class_names, k), rank[k],
                                       class_values[k],
                                       adj_rule_table_get_decimal (targets, t, c_lat),
                                       adj_rule_table_get_decimal (targets, t, c_lon),
                                       adj_rule_table_get_int (targets, t, c_hist));
      g_list_store_append (self->targets, target);
      g_ptr_array_add (self->target_items, g_object_ref (target));
      g_hash_table_insert (self->target_index, (gpointer) adj_victory_target_get_id (target), GUINT_TO_POINTER (t + 1));
    }

  adj_victory_record_reset (ADJ_MODEL (self));
}

/**
 * adj_victory_record_new:
 * @rulebook: the rulebook (file "wif-h")
 *
 * Returns: (transfer full): a new record at the default first turn
 */
AdjVictoryRecord *
adj_victory_record_new (AdjRulebook *rulebook)
{
  g_return_val_if_fail (ADJ_IS_RULEBOOK (rulebook), NULL);
  return g_object_new (ADJ_TYPE_VICTORY_RECORD, "rulebook", rulebook, NULL);
}

/**
 * adj_victory_record_get_targets:
 *
 * Returns: (transfer none): the targets (#AdjVictoryTarget), in table order;
 *   the list never changes, the items notify
 */
GListModel *
adj_victory_record_get_targets (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), NULL);
  return G_LIST_MODEL (self->targets);
}

/**
 * adj_victory_record_get_classes:
 *
 * Returns: (transfer none): the classes of targets (#AdjVictoryClass), in
 *   table order (the least valuable first); the list never changes, the
 *   items notify their points
 */
GListModel *
adj_victory_record_get_classes (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), NULL);
  return G_LIST_MODEL (self->classes);
}

/**
 * adj_victory_record_get_turns:
 *
 * Returns: (transfer none): the turns (#AdjVictoryTurn), the last one in progress
 */
GListModel *
adj_victory_record_get_turns (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), NULL);
  return G_LIST_MODEL (self->turns);
}

guint
adj_victory_record_get_n_targets (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return self->n_targets;
}

/**
 * adj_victory_record_get_target:
 *
 * Returns: (transfer none): the target
 */
AdjVictoryTarget *
adj_victory_record_get_target (AdjVictoryRecord *self,
                               guint             target)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), NULL);
  g_return_val_if_fail (target < self->n_targets, NULL);
  return g_ptr_array_index (self->target_items, target);
}

int
adj_victory_record_find_target (AdjVictoryRecord *self,
                                const char       *id)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), -1);

  /* a saved state names every target held, on every turn: undo, redo and
   * opening a game look each one up (the store keeps the ids alive) */
  return id ? (int) GPOINTER_TO_UINT (g_hash_table_lookup (self->target_index, id)) - 1 : -1;
}

guint
adj_victory_record_get_n_classes (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return self->class_ids->len;
}

const char *
adj_victory_record_get_class_id (AdjVictoryRecord *self,
                                 guint             klass)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), NULL);
  g_return_val_if_fail (klass < self->class_ids->len, NULL);
  return g_ptr_array_index (self->class_ids, klass);
}

const char *
adj_victory_record_get_class_name (AdjVictoryRecord *self,
                                   guint             klass)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), NULL);
  g_return_val_if_fail (klass < self->class_names->len, NULL);
  return g_ptr_array_index (self->class_names, klass);
}

guint
adj_victory_record_get_n_slots (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return adj_calendar_get_n_slots (self->calendar);
}

const char *
adj_victory_record_get_slot_label (AdjVictoryRecord *self,
                                   guint             slot)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), NULL);
  return adj_calendar_get_slot_label (self->calendar, slot);
}

int
adj_victory_record_get_full_turns (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 1);
  return self->full_turns;
}

int
adj_victory_record_get_historical_total (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return self->historical_total;
}

int
adj_victory_record_get_start_year (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return self->start_year;
}

guint
adj_victory_record_get_start_slot (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return self->start_slot;
}

/**
 * adj_victory_record_get_calendar:
 *
 * Returns: (transfer none): the game calendar the record counts its turns in
 */
AdjCalendar *
adj_victory_record_get_calendar (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), NULL);
  return self->calendar;
}

/**
 * adj_victory_record_set_calendar:
 * @calendar: the game calendar, shared with the WiF tracks
 *
 * Makes the record count its turns in @calendar (from the same rulebook)
 * and gives it the record's first turn.
 */
void
adj_victory_record_set_calendar (AdjVictoryRecord *self,
                                 AdjCalendar      *calendar)
{
  g_return_if_fail (ADJ_IS_VICTORY_RECORD (self));
  g_return_if_fail (ADJ_IS_CALENDAR (calendar));
  g_return_if_fail (adj_calendar_get_n_slots (calendar) == adj_calendar_get_n_slots (self->calendar));

  if (calendar == self->calendar)
    return;
  g_signal_handlers_disconnect_by_data (self->calendar, self);
  g_set_object (&self->calendar, calendar);
  g_signal_connect (calendar, "notify::wif-ended", G_CALLBACK (on_wif_ended), self);
  adj_calendar_set_start (calendar, self->start_year, self->start_slot);
  on_wif_ended (calendar, NULL, self);
}

/** adj_victory_record_get_follows_wif: Returns: %TRUE while the WiF tracks end the turns */
gboolean
adj_victory_record_get_follows_wif (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), FALSE);
  return adj_calendar_get_wif_in_use (self->calendar);
}

/**
 * adj_victory_record_set_start:
 * @year: the year of the first turn
 * @slot: its two-month turn (a row of the turns table)
 *
 * Sets the first turn of the record (a player action).
 */
void
adj_victory_record_set_start (AdjVictoryRecord *self,
                              int               year,
                              guint             slot)
{
  g_return_if_fail (ADJ_IS_VICTORY_RECORD (self));
  g_return_if_fail (year >= 1 && year <= 9999);
  g_return_if_fail (slot < adj_calendar_get_n_slots (self->calendar));

  if (year == self->start_year && slot == self->start_slot)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  if (year != self->start_year)
    {
      self->start_year = year;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_START_YEAR]);
    }
  if (slot != self->start_slot)
    {
      self->start_slot = slot;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_START_SLOT]);
    }
  adj_calendar_set_start (self->calendar, year, slot);
  recompute (self);
  g_object_thaw_notify (G_OBJECT (self));
  adj_model_changed (ADJ_MODEL (self), N_("Change the first turn"));
}

guint
adj_victory_record_get_n_turns (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return self->n_turns;
}

/**
 * adj_victory_record_get_current_turn:
 *
 * Returns: the index of the turn in progress (the last one)
 */
guint
adj_victory_record_get_current_turn (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return self->n_turns - 1;
}

guint
adj_victory_record_get_selected_turn (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return self->selected;
}

/**
 * adj_victory_record_select_turn:
 * @turn: a turn index
 *
 * Selects the turn that toggling edits and that the targets' held, run and
 * points describe (the end of that turn). Not a change to the game.
 */
void
adj_victory_record_select_turn (AdjVictoryRecord *self,
                                guint             turn)
{
  g_return_if_fail (ADJ_IS_VICTORY_RECORD (self));
  g_return_if_fail (turn < self->n_turns);

  if (turn == self->selected)
    return;
  self->selected = turn;
  recompute (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TURN]);
}

/**
 * adj_victory_record_get_turn_date:
 * @turn: a turn index (any, also past the last one)
 * @year: (out): the turn's year
 * @slot: (out): the turn's two months (a row of the turns table)
 *
 * When @turn is, counted from the first turn.
 */
void
adj_victory_record_get_turn_date (AdjVictoryRecord *self,
                                  guint             turn,
                                  int              *year,
                                  guint            *slot)
{
  g_return_if_fail (ADJ_IS_VICTORY_RECORD (self));
  adj_calendar_get_date (self->calendar, turn, year, slot);
}

gboolean
adj_victory_record_get_held (AdjVictoryRecord *self,
                             guint             turn,
                             guint             target)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), FALSE);
  g_return_val_if_fail (turn < self->n_turns && target < self->n_targets, FALSE);
  return turn_held (self, turn)[target] != 0;
}

/**
 * adj_victory_record_set_held:
 * @turn: any turn, past or in progress
 * @target: a target index
 * @held: whether the Axis held it at the end of @turn
 *
 * Records or corrects a holding (a player action); every total after it is
 * recomputed.
 */
void
adj_victory_record_set_held (AdjVictoryRecord *self,
                             guint             turn,
                             guint             target,
                             gboolean          held)
{
  g_return_if_fail (ADJ_IS_VICTORY_RECORD (self));
  g_return_if_fail (turn < self->n_turns && target < self->n_targets);

  held = !!held;
  if ((turn_held (self, turn)[target] != 0) == held)
    return;
  store_turns_to (self, turn);
  turn_held (self, turn)[target] = held;
  recompute (self);
  adj_model_changed (ADJ_MODEL (self), held ? N_("Mark a target held") : N_("Mark a target not held"));
}

/**
 * adj_victory_record_toggle:
 *
 * Toggles a target for the selected turn.
 */
void
adj_victory_record_toggle (AdjVictoryRecord *self,
                           guint             target)
{
  g_return_if_fail (ADJ_IS_VICTORY_RECORD (self));
  g_return_if_fail (target < self->n_targets);

  adj_victory_record_set_held (self, self->selected, target,
                               !turn_held (self, self->selected)[target]);
}

/**
 * adj_victory_record_end_turn:
 *
 * Ends the turn in progress: its points are credited and the next turn
 * starts with the same holdings (and is selected).
 */
void
adj_victory_record_end_turn (AdjVictoryRecord *self)
{
  guint current;

  g_return_if_fail (ADJ_IS_VICTORY_RECORD (self));

  /* the WiF tracks end the turns while they are in use */
  if (adj_calendar_get_wif_in_use (self->calendar))
    return;
  current = self->n_turns - 1;
  if (self->n_turns >= MAX_TURNS)
    return;
  /* the new turn starts with a copy: correcting the ended one leaves it */
  store_turns_to (self, current + 1);
  self->own = current + 2;
  self->n_turns = count_turns (self, self->own);
  self->selected = current + 1;
  g_object_freeze_notify (G_OBJECT (self));
  recompute (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_TURNS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_TURN]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TURN]);
  g_object_thaw_notify (G_OBJECT (self));
  adj_model_changed (ADJ_MODEL (self), N_("End the turn"));
}

int
adj_victory_record_get_credit (AdjVictoryRecord *self,
                               guint             turn,
                               guint             target)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  g_return_val_if_fail (turn < self->n_turns && target < self->n_targets, 0);
  return self->credit[(gsize) target * self->n_turns + turn];
}

int
adj_victory_record_get_run (AdjVictoryRecord *self,
                            guint             turn,
                            guint             target)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  g_return_val_if_fail (turn < self->n_turns && target < self->n_targets, 0);
  return self->run[(gsize) target * self->n_turns + turn];
}

int
adj_victory_record_get_turn_credit (AdjVictoryRecord *self,
                                    guint             turn)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  g_return_val_if_fail (turn < self->n_turns, 0);
  return self->turn_credit[turn];
}

/**
 * adj_victory_record_get_total_through:
 *
 * Returns: the Axis victory points at the end of @turn
 */
int
adj_victory_record_get_total_through (AdjVictoryRecord *self,
                                      guint             turn)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  g_return_val_if_fail (turn < self->n_turns, 0);
  return self->cumulative[turn];
}

/**
 * adj_victory_record_get_class_total:
 * @klass: a row of the classes table
 * @through_turn: the last turn counted
 *
 * Returns: the points the targets of one class earned up to the end of @through_turn
 */
int
adj_victory_record_get_class_total (AdjVictoryRecord *self,
                                    guint             klass,
                                    guint             through_turn)
{
  const char *class_id;
  int sum = 0;

  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  g_return_val_if_fail (klass < self->class_ids->len && through_turn < self->n_turns, 0);

  class_id = g_ptr_array_index (self->class_ids, klass);
  for (guint t = 0; t < self->n_targets; t++)
    if (g_strcmp0 (adj_victory_target_get_class_id (adj_victory_record_get_target (self, t)), class_id) == 0)
      for (guint i = 0; i <= through_turn; i++)
        sum += self->credit[(gsize) t * self->n_turns + i];
  return sum;
}

/**
 * adj_victory_record_get_total:
 *
 * Returns: the Axis victory points credited by the turns that ended
 */
int
adj_victory_record_get_total (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return self->total;
}

/**
 * adj_victory_record_get_pending:
 *
 * Returns: the points ending the turn in progress would credit
 */
int
adj_victory_record_get_pending (AdjVictoryRecord *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (self), 0);
  return self->pending;
}
