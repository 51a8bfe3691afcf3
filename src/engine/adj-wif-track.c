/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "adj-enum-types.h"
#include "adj-error.h"
#include "adj-list-store.h"
#include "adj-model.h"
#include "adj-wif-track-private.h"

/* The World in Flames impulse track with the accumulated turn end number
 * (Dean Lueke's "Last impulse test") and the two- and three-sided initiative
 * tracks. This file holds the object, the set-up and the notification; the
 * initiative, the impulses and the turn end, and saving live beside it
 * (adj-wif-track-private.h). The state is facts only: the words are the
 * views' (adj-wif-text.c). */

static void adj_wif_track_model_init (AdjModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjWifTrack, adj_wif_track, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_MODEL, adj_wif_track_model_init))

enum {
  PROP_0,
  PROP_N_SIDES,
  PROP_K,
  PROP_TURN,
  PROP_PHASE,
  PROP_TEN,
  PROP_TEN_AT_LEAST,
  PROP_THRESHOLD,
  PROP_RULES_THRESHOLD,
  PROP_SIDE_TO_MOVE,
  PROP_PASS_BONUS,
  PROP_SHORTCUT,
  PROP_DICE_TO_ROLL,
  PROP_PENDING_LAST,
  PROP_P_END,
  PROP_EXPECTED_LEFT,
  PROP_OUTCOME,
  PROP_ADVICE,
  PROP_INITIATIVE_STEP,
  PROP_ORDER,
  PROP_SIDES,
  PROP_MAJOR_POWERS,
  PROP_IMPULSES,
  PROP_TURNS,
  PROP_CALENDAR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- state ---- */

State *
adj_wif_state_new (void)
{
  State *st = g_new0 (State, 1);

  st->impulses = g_array_new (FALSE, TRUE, sizeof (Impulse));
  st->turns = g_ptr_array_new_with_free_func (g_object_unref);
  return st;
}

void
adj_wif_state_free (State *st)
{
  g_array_unref (st->impulses);
  g_ptr_array_unref (st->turns);
  g_free (st);
}

void
adj_wif_track_clear_initiative (State *st)
{
  for (int i = 0; i < ADJ_WIF_MAX_SIDES; i++)
    {
      st->roll[i] = 0;
      st->roll_bonus[i] = 0;
      st->rank[i] = -1;
      st->tie_key[i] = 0;
    }
  st->tie = FALSE;
  st->highest_choice = -1;
}

static void
default_sides (AdjWifTrack *self,
               State       *st)
{
  for (guint i = 0; i < self->n_mps; i++)
    {
      int side = st->n_sides == 2 ? self->mp_side_two[i] : self->mp_side_three[i];

      st->mp_side[i] = CLAMP (side, 0, st->n_sides - 1);
    }
  for (int i = 0; i < ADJ_WIF_MAX_SIDES; i++)
    {
      st->box[i] = CLAMP (self->rules.init_three_start - 1, 0, (int) self->n_boxes - 1);
      st->last_rank[i] = -1;
    }
  st->two_box = CLAMP (self->rules.init_two_start - 1, 0, (int) MAX (self->n_two_boxes, 1) - 1);
}

void
adj_wif_track_start_turn (State *st)
{
  st->ten = 0;
  st->ten_at_least = FALSE;
  st->phase = ADJ_WIF_PHASE_INITIATIVE;
  st->rerolls_used = 0;
  st->n_order = 0;
  st->passes = 0;
  st->pending_last = 0;
  g_array_set_size (st->impulses, 0);
  adj_wif_track_clear_initiative (st);
}

static State *
state_new_game (AdjWifTrack *self,
                int          n_sides)
{
  State *st = adj_wif_state_new ();

  st->n_sides = n_sides;
  st->k = self->rules.k_min;
  st->turn = 1;
  for (guint i = 0; i < self->n_mps; i++)
    st->mp_war[i] = TRUE;
  default_sides (self, st);
  adj_wif_track_start_turn (st);
  return st;
}

/* ---- derived values ---- */

int
adj_wif_track_side_to_move (State *st)
{
  if (st->phase != ADJ_WIF_PHASE_IMPULSES || st->n_order == 0)
    return -1;
  return st->order[st->impulses->len % st->n_order];
}

int
adj_wif_track_pass_bonus_of (AdjWifTrack *self,
                             State       *st,
                             int          side,
                             guint32      passes)
{
  int m = 0;

  for (guint i = 0; i < self->n_mps; i++)
    if ((passes & (1u << i)) && st->mp_side[i] == side && st->mp_war[i])
      m += self->mp_bonus[i];
  return m;
}

void
adj_wif_track_see (AdjWifTrack *self,
                   Seen        *seen)
{
  State *st = self->st;

  memset (seen, 0, sizeof *seen);
  seen->n_sides = st->n_sides;
  seen->k = st->k;
  seen->turn = st->turn;
  seen->phase = st->phase;
  seen->ten = st->ten;
  seen->ten_at_least = st->ten_at_least;
  seen->threshold = adj_wif_track_get_threshold (self);
  seen->rules_threshold = adj_wif_track_get_rules_threshold (self);
  seen->side_to_move = adj_wif_track_get_side_to_move (self);
  seen->pass_bonus = adj_wif_track_get_pass_bonus (self);
  seen->shortcut = adj_wif_track_get_shortcut (self);
  seen->dice_to_roll = adj_wif_track_get_dice_to_roll (self);
  seen->pending_last = st->pending_last;
  seen->outcome = adj_wif_track_get_outcome (self);
  seen->advice = adj_wif_track_get_advice (self);
  seen->initiative_step = adj_wif_track_get_initiative_step (self);
  seen->n_order = st->n_order;
  memcpy (seen->order, st->order, sizeof (int) * st->n_order);
  seen->p_end = self->odds.p_end;
  seen->expected = self->odds.expected;
}

static void
sync_items (AdjWifTrack *self)
{
  State *st = self->st;
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->sides));
  guint n_sides = (guint) st->n_sides;

  for (int i = 0; i < st->n_sides; i++)
    adj_wif_side_sync (self->side_items[i], adj_wif_track_get_box (self, i),
                       adj_wif_track_get_initiative_bonus (self, i), st->roll[i], st->roll_bonus[i],
                       st->rank[i], adj_wif_track_can_demand_reroll (self, i),
                       adj_wif_track_count_impulses (self, i));
  if (n_items > n_sides)
    g_list_store_splice (self->sides, n_sides, n_items - n_sides, NULL, 0);
  else if (n_items < n_sides)
    g_list_store_splice (self->sides, n_items, 0, (gpointer *) &self->side_items[n_items], n_sides - n_items);
  for (guint i = 0; i < self->n_mps; i++)
    {
      g_autoptr(AdjWifMajorPower) mp = g_list_model_get_item (G_LIST_MODEL (self->mps), i);

      adj_wif_major_power_sync (mp, st->mp_side[i], st->mp_war[i], (st->passes >> i) & 1);
    }
}

static void
refresh (AdjWifTrack *self,
         const Seen  *before)
{
  Seen after;
  State *st = self->st;
  int side = adj_wif_track_get_side_to_move (self);
  int m_now = side >= 0 ? adj_wif_track_pass_bonus_of (self, st, side, st->passes) : 0;

  adj_wif_odds_clear (&self->odds);
  adj_wif_odds_compute_known_last (&self->rules, st->ten, adj_wif_track_get_threshold (self),
                                   st->k, m_now, 0, st->pending_last, &self->odds);
  if (st->phase == ADJ_WIF_PHASE_TURN_OVER)
    {
      self->odds.p_end = 0.0;
      self->odds.expected = 0.0;
      g_array_set_size (self->odds.dist, 0);
    }

  adj_wif_track_see (self, &after);
  g_object_freeze_notify (G_OBJECT (self));
  sync_items (self);
#define NOTIFY_IF(field, prop) \
  if (before == NULL || before->field != after.field) \
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop])
  NOTIFY_IF (n_sides, PROP_N_SIDES);
  NOTIFY_IF (k, PROP_K);
  NOTIFY_IF (turn, PROP_TURN);
  NOTIFY_IF (phase, PROP_PHASE);
  NOTIFY_IF (ten, PROP_TEN);
  NOTIFY_IF (ten_at_least, PROP_TEN_AT_LEAST);
  NOTIFY_IF (threshold, PROP_THRESHOLD);
  NOTIFY_IF (rules_threshold, PROP_RULES_THRESHOLD);
  NOTIFY_IF (side_to_move, PROP_SIDE_TO_MOVE);
  NOTIFY_IF (pass_bonus, PROP_PASS_BONUS);
  NOTIFY_IF (shortcut, PROP_SHORTCUT);
  NOTIFY_IF (dice_to_roll, PROP_DICE_TO_ROLL);
  NOTIFY_IF (pending_last, PROP_PENDING_LAST);
  NOTIFY_IF (p_end, PROP_P_END);
  NOTIFY_IF (expected, PROP_EXPECTED_LEFT);
  NOTIFY_IF (outcome, PROP_OUTCOME);
  NOTIFY_IF (advice, PROP_ADVICE);
  NOTIFY_IF (initiative_step, PROP_INITIATIVE_STEP);
#undef NOTIFY_IF
  if (before == NULL || before->n_order != after.n_order
      || memcmp (before->order, after.order, sizeof (int) * after.n_order) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORDER]);
  /* the game calendar follows every change, undo and load */
  if (self->calendar != NULL)
    adj_calendar_set_wif_ended (self->calendar, adj_wif_track_get_turns_ended (self));
  g_object_thaw_notify (G_OBJECT (self));
}

AdjWifImpulse *
adj_wif_track_impulse_item (AdjWifTrack *self,
                            State       *st,
                            guint        i)
{
  const Impulse *imp = &g_array_index (st->impulses, Impulse, i);
  guint32 neutral = 0, own = 0;

  /* only the moving side's passes count (and show) */
  for (guint j = 0; j < self->n_mps; j++)
    {
      if (!st->mp_war[j])
        neutral |= 1u << j;
      if (st->mp_side[j] == imp->side)
        own |= 1u << j;
    }
  return adj_wif_impulse_new (i + 1, imp->side, self->side_name[imp->side], imp->passes & own,
                              imp->passes & own & neutral, imp->faces, imp->n_faces, imp->m,
                              imp->added, imp->total, imp->at_least, imp->ended);
}

/* Replaces the state and the list contents; one items-changed per list
 * that changed, and a notify for each property that did. */
void
adj_wif_track_swap_state (AdjWifTrack *self,
                          State       *st)
{
  Seen before;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  adj_wif_track_see (self, &before);
  adj_wif_state_free (self->st);
  self->st = st;

  for (guint i = 0; i < st->impulses->len; i++)
    g_ptr_array_add (items, adj_wif_track_impulse_item (self, st, i));
  adj_list_store_update (self->impulses, items, adj_wif_impulse_equal);
  adj_list_store_update (self->turns, st->turns, adj_wif_turn_equal);
  refresh (self, &before);
}

/* ---- tables ---- */

/* a major power item's written property (a bound switch, say) */
static void
mp_write (gpointer    owner,
          guint       index,
          const char *property,
          int         value)
{
  AdjWifTrack *self = owner;

  if (g_str_equal (property, "side"))
    {
      if (value >= 0 && value < self->st->n_sides)
        adj_wif_track_set_mp_side (self, index, value);
    }
  else if (g_str_equal (property, "at-war"))
    adj_wif_track_set_mp_at_war (self, index, value);
  else if (g_str_equal (property, "passes"))
    adj_wif_track_set_pass (self, index, value);
}

static void
read_tables (AdjWifTrack *self)
{
  AdjRuleTable *sides = adj_rulebook_get_table (self->rulebook, "wif", "sides");
  AdjRuleTable *mps = adj_rulebook_get_table (self->rulebook, "wif", "major-powers");
  AdjRuleTable *three = adj_rulebook_get_table (self->rulebook, "wif", "initiative-three");
  AdjRuleTable *two = adj_rulebook_get_table (self->rulebook, "wif", "initiative-two");
  int name_col, bonus_col, two_col, three_col, c_bonus, c_reroll;

  self->file = adj_rulebook_get_file (self->rulebook, "wif");
  g_assert (self->file && sides && mps && three && two);
  adj_wif_rules_read (self->file, &self->rules);

  self->n_table_sides = MIN ((int) adj_rule_table_get_n_rows (sides), ADJ_WIF_MAX_SIDES);
  name_col = adj_rule_table_column (sides, "name");
  for (int i = 0; i < self->n_table_sides; i++)
    {
      self->side_id[i] = g_strdup (adj_rule_table_get_row_id (sides, i));
      self->side_name[i] = g_strdup (adj_rule_table_get_text (sides, i, name_col));
      self->side_items[i] = adj_wif_side_new (i, self->side_id[i], self->side_name[i]);
    }
  self->rules.sides_max = MIN (self->rules.sides_max, self->n_table_sides);

  self->n_mps = MIN (adj_rule_table_get_n_rows (mps), MAX_MPS);
  name_col = adj_rule_table_column (mps, "name");
  bonus_col = adj_rule_table_column (mps, "pass-bonus");
  two_col = adj_rule_table_column (mps, "two-sided");
  three_col = adj_rule_table_column (mps, "three-sided");
  for (guint i = 0; i < self->n_mps; i++)
    {
      g_autoptr(AdjWifMajorPower) item = NULL;

      self->mp_id[i] = g_strdup (adj_rule_table_get_row_id (mps, i));
      self->mp_name[i] = g_strdup (adj_rule_table_get_text (mps, i, name_col));
      self->mp_bonus[i] = adj_rule_table_get_int (mps, i, bonus_col);
      self->mp_side_two[i] = MAX (0, adj_rule_table_find_row (sides, adj_rule_table_get_text (mps, i, two_col)));
      self->mp_side_three[i] = MAX (0, adj_rule_table_find_row (sides, adj_rule_table_get_text (mps, i, three_col)));
      item = adj_wif_major_power_new (i, self->mp_id[i], self->mp_name[i], self->mp_bonus[i], mp_write, self);
      g_list_store_append (self->mps, item);
    }

  self->n_boxes = MIN (adj_rule_table_get_n_rows (three), MAX_BOXES);
  c_bonus = adj_rule_table_column (three, "bonus");
  c_reroll = adj_rule_table_column (three, "reroll");
  for (guint i = 0; i < self->n_boxes; i++)
    {
      self->box_bonus[i] = adj_rule_table_get_int (three, i, c_bonus);
      self->box_reroll[i] = adj_rule_table_get_bool (three, i, c_reroll);
      self->box_label[i] = g_strdup (adj_rule_table_get_row_label (three, i));
    }
  self->n_two_boxes = adj_rule_table_get_n_rows (two);
}

/* ---- GObject ---- */

static void
adj_wif_track_dispose (GObject *object)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (object);

  for (guint i = 0; self->mps && i < g_list_model_get_n_items (G_LIST_MODEL (self->mps)); i++)
    {
      g_autoptr(AdjWifMajorPower) mp = g_list_model_get_item (G_LIST_MODEL (self->mps), i);

      adj_wif_major_power_detach (mp);
    }
  g_clear_object (&self->calendar);
  g_clear_object (&self->rulebook);
  g_clear_object (&self->dice);
  g_clear_object (&self->impulses);
  g_clear_object (&self->turns);
  g_clear_object (&self->sides);
  g_clear_object (&self->mps);
  for (guint i = 0; i < ADJ_WIF_MAX_SIDES; i++)
    g_clear_object (&self->side_items[i]);
  G_OBJECT_CLASS (adj_wif_track_parent_class)->dispose (object);
}

static void
adj_wif_track_finalize (GObject *object)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (object);

  for (guint i = 0; i < MAX_MPS; i++)
    {
      g_free (self->mp_id[i]);
      g_free (self->mp_name[i]);
    }
  for (guint i = 0; i < ADJ_WIF_MAX_SIDES; i++)
    {
      g_free (self->side_id[i]);
      g_free (self->side_name[i]);
    }
  for (guint i = 0; i < MAX_BOXES; i++)
    g_free (self->box_label[i]);
  g_clear_pointer (&self->st, adj_wif_state_free);
  g_clear_pointer (&self->snap_cache, adj_wif_snap_cache_free);
  adj_wif_odds_clear (&self->odds);
  G_OBJECT_CLASS (adj_wif_track_parent_class)->finalize (object);
}

static GVariant *
order_variant (State *st)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, st->order, st->n_order, sizeof (gint32));
}

static void
adj_wif_track_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (object);

  switch (prop_id)
    {
    case PROP_N_SIDES: g_value_set_int (value, self->st->n_sides); break;
    case PROP_K: g_value_set_int (value, self->st->k); break;
    case PROP_TURN: g_value_set_int (value, self->st->turn); break;
    case PROP_PHASE: g_value_set_enum (value, self->st->phase); break;
    case PROP_TEN: g_value_set_int (value, self->st->ten); break;
    case PROP_TEN_AT_LEAST: g_value_set_boolean (value, self->st->ten_at_least); break;
    case PROP_THRESHOLD: g_value_set_int (value, adj_wif_track_get_threshold (self)); break;
    case PROP_RULES_THRESHOLD: g_value_set_int (value, adj_wif_track_get_rules_threshold (self)); break;
    case PROP_SIDE_TO_MOVE: g_value_set_int (value, adj_wif_track_get_side_to_move (self)); break;
    case PROP_PASS_BONUS: g_value_set_int (value, adj_wif_track_get_pass_bonus (self)); break;
    case PROP_SHORTCUT: g_value_set_enum (value, adj_wif_track_get_shortcut (self)); break;
    case PROP_DICE_TO_ROLL: g_value_set_int (value, adj_wif_track_get_dice_to_roll (self)); break;
    case PROP_PENDING_LAST: g_value_set_int (value, self->st->pending_last); break;
    case PROP_P_END: g_value_set_double (value, self->odds.p_end); break;
    case PROP_EXPECTED_LEFT: g_value_set_double (value, self->odds.expected); break;
    case PROP_OUTCOME: g_value_set_enum (value, adj_wif_track_get_outcome (self)); break;
    case PROP_ADVICE: g_value_set_enum (value, adj_wif_track_get_advice (self)); break;
    case PROP_INITIATIVE_STEP: g_value_set_enum (value, adj_wif_track_get_initiative_step (self)); break;
    case PROP_ORDER: g_value_set_variant (value, order_variant (self->st)); break;
    case PROP_SIDES: g_value_set_object (value, self->sides); break;
    case PROP_MAJOR_POWERS: g_value_set_object (value, self->mps); break;
    case PROP_IMPULSES: g_value_set_object (value, self->impulses); break;
    case PROP_TURNS: g_value_set_object (value, self->turns); break;
    case PROP_CALENDAR: g_value_set_object (value, self->calendar); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wif_track_class_init (AdjWifTrackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = adj_wif_track_dispose;
  object_class->finalize = adj_wif_track_finalize;
  object_class->get_property = adj_wif_track_get_property;

  properties[PROP_N_SIDES] = g_param_spec_int ("n-sides", NULL, NULL, 0, ADJ_WIF_MAX_SIDES, 2, ro);
  properties[PROP_K] = g_param_spec_int ("k", NULL, NULL, 0, ADJ_DICE_MAX_COUNT, 1, ro);
  properties[PROP_TURN] = g_param_spec_int ("turn", NULL, NULL, 0, G_MAXINT, 1, ro);
  properties[PROP_PHASE] = g_param_spec_enum ("phase", NULL, NULL, ADJ_TYPE_WIF_PHASE,
                                              ADJ_WIF_PHASE_INITIATIVE, ro);
  properties[PROP_TEN] = g_param_spec_int ("ten", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_TEN_AT_LEAST] = g_param_spec_boolean ("ten-at-least", NULL, NULL, FALSE, ro);
  properties[PROP_THRESHOLD] = g_param_spec_int ("threshold", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_RULES_THRESHOLD] = g_param_spec_int ("rules-threshold", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_SIDE_TO_MOVE] = g_param_spec_int ("side-to-move", NULL, NULL, -1, ADJ_WIF_MAX_SIDES, -1, ro);
  properties[PROP_PASS_BONUS] = g_param_spec_int ("pass-bonus", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_SHORTCUT] = g_param_spec_enum ("shortcut", NULL, NULL, ADJ_TYPE_WIF_SHORTCUT,
                                                 ADJ_WIF_SHORTCUT_NONE, ro);
  properties[PROP_DICE_TO_ROLL] = g_param_spec_int ("dice-to-roll", NULL, NULL, 0, ADJ_DICE_MAX_COUNT, 1, ro);
  properties[PROP_PENDING_LAST] = g_param_spec_int ("pending-last", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_P_END] = g_param_spec_double ("p-end", NULL, NULL, 0, 1, 0, ro);
  properties[PROP_EXPECTED_LEFT] = g_param_spec_double ("expected-left", NULL, NULL, 0, G_MAXDOUBLE, 0, ro);
  properties[PROP_OUTCOME] = g_param_spec_enum ("outcome", NULL, NULL, ADJ_TYPE_WIF_OUTCOME,
                                                ADJ_WIF_OUTCOME_ROLL_INITIATIVE, ro);
  properties[PROP_ADVICE] = g_param_spec_enum ("advice", NULL, NULL, ADJ_TYPE_WIF_ADVICE,
                                               ADJ_WIF_ADVICE_ROLL_INITIATIVE, ro);
  properties[PROP_INITIATIVE_STEP] = g_param_spec_enum ("initiative-step", NULL, NULL,
                                                        ADJ_TYPE_WIF_INITIATIVE_STEP,
                                                        ADJ_WIF_INITIATIVE_NOT_CHOSEN, ro);
  properties[PROP_ORDER] = g_param_spec_variant ("order", NULL, NULL, G_VARIANT_TYPE ("ai"), NULL, ro);
  properties[PROP_SIDES] = g_param_spec_object ("sides", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_MAJOR_POWERS] = g_param_spec_object ("major-powers", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_IMPULSES] = g_param_spec_object ("impulses", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_TURNS] = g_param_spec_object ("turns", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  /* the game calendar the turns are dated in */
  properties[PROP_CALENDAR] = g_param_spec_object ("calendar", NULL, NULL, ADJ_TYPE_CALENDAR, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_wif_track_init (AdjWifTrack *self)
{
  self->impulses = g_list_store_new (ADJ_TYPE_WIF_IMPULSE);
  self->turns = g_list_store_new (ADJ_TYPE_WIF_TURN);
  self->sides = g_list_store_new (ADJ_TYPE_WIF_SIDE);
  self->mps = g_list_store_new (ADJ_TYPE_WIF_MAJOR_POWER);
}

/**
 * adj_wif_track_new:
 * @rulebook: the rule tables (file "wif")
 * @dice: the dice service (the model takes faces; the dice are for views)
 *
 * Returns: (transfer full): a new two-sided game on turn 1
 */
AdjWifTrack *
adj_wif_track_new (AdjRulebook *rulebook,
                   AdjDice     *dice)
{
  AdjWifTrack *self;

  g_return_val_if_fail (ADJ_IS_RULEBOOK (rulebook), NULL);

  self = g_object_new (ADJ_TYPE_WIF_TRACK, NULL);
  self->rulebook = g_object_ref (rulebook);
  self->dice = dice ? g_object_ref (dice) : NULL;
  read_tables (self);
  /* its own calendar until the game gives it the one it shares */
  self->calendar = adj_calendar_new (rulebook);
  self->st = state_new_game (self, self->rules.sides_min);
  refresh (self, NULL);
  return self;
}

/**
 * adj_wif_track_get_turns_ended:
 *
 * Returns: the turns ended: those before the current turn, and the current
 *   one once it is over
 */
int
adj_wif_track_get_turns_ended (AdjWifTrack *self)
{
  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), 0);
  return self->st->turn - 1 + (self->st->phase == ADJ_WIF_PHASE_TURN_OVER ? 1 : 0);
}

/** adj_wif_track_get_calendar: Returns: (transfer none): the game calendar the turns are dated in */
AdjCalendar *
adj_wif_track_get_calendar (AdjWifTrack *self)
{
  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), NULL);
  return self->calendar;
}

/**
 * adj_wif_track_set_calendar:
 * @calendar: the game calendar, shared with the victory record
 *
 * Dates the turns in @calendar and tells it, from now on, how many turns
 * the tracks have ended.
 */
void
adj_wif_track_set_calendar (AdjWifTrack *self,
                            AdjCalendar *calendar)
{
  g_return_if_fail (ADJ_IS_WIF_TRACK (self));
  g_return_if_fail (ADJ_IS_CALENDAR (calendar));

  if (g_set_object (&self->calendar, calendar))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CALENDAR]);
  adj_calendar_set_wif_ended (calendar, adj_wif_track_get_turns_ended (self));
}

/**
 * adj_wif_track_new_model:
 * @rulebook: the rule tables
 * @dice: the dice service
 *
 * Returns: (transfer full): a new track, as an #AdjModel
 */
AdjModel *
adj_wif_track_new_model (AdjRulebook *rulebook,
                         AdjDice     *dice)
{
  return ADJ_MODEL (adj_wif_track_new (rulebook, dice));
}

/* Runs after every player action: notify, then tell the game (undo, save).
 * @label is an untranslated msgid (N_()); NULL for a change that is not an
 * undo step of its own. */
void
adj_wif_track_changed (AdjWifTrack *self,
                       const Seen  *before,
                       const char  *label)
{
  refresh (self, before);
  if (label)
    adj_model_changed (ADJ_MODEL (self), label);
}

/** adj_wif_track_get_rules: Returns: (transfer none): the rules in use */
const AdjWifRules *
adj_wif_track_get_rules (AdjWifTrack *self)
{
  return &self->rules;
}

/** adj_wif_track_get_sides: Returns: (transfer none): the sides in the game (#AdjWifSide) */
GListModel *
adj_wif_track_get_sides (AdjWifTrack *self)
{
  return G_LIST_MODEL (self->sides);
}

/** adj_wif_track_get_major_powers: Returns: (transfer none): the major powers (#AdjWifMajorPower) */
GListModel *
adj_wif_track_get_major_powers (AdjWifTrack *self)
{
  return G_LIST_MODEL (self->mps);
}

/* ---- set-up ---- */

/** adj_wif_track_get_n_sides: Returns: the number of sides */
int
adj_wif_track_get_n_sides (AdjWifTrack *self)
{
  return self->st->n_sides;
}

/**
 * adj_wif_track_set_n_sides:
 * @self: the track
 * @n_sides: sides-min .. sides-max
 * @error: an %ADJ_ERROR_STATE error
 *
 * Starts the current turn again with @n_sides sides and the default
 * major powers of each side (two-sided or three-sided column).
 *
 * Returns: %TRUE if done
 */
gboolean
adj_wif_track_set_n_sides (AdjWifTrack *self,
                           int          n_sides,
                           GError     **error)
{
  Seen before;
  int turn;
  g_autoptr(GPtrArray) turns = NULL;
  State *st;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (n_sides < self->rules.sides_min || n_sides > self->rules.sides_max)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The game has %d to %d sides, not %d."),
                   self->rules.sides_min, self->rules.sides_max, n_sides);
      return FALSE;
    }
  if (n_sides == self->st->n_sides)
    return TRUE;
  adj_wif_track_see (self, &before);
  turn = self->st->turn;
  turns = g_ptr_array_ref (self->st->turns);
  st = state_new_game (self, n_sides);
  st->k = self->st->k;
  memcpy (st->mp_war, self->st->mp_war, sizeof st->mp_war);
  st->turn = turn;
  for (guint i = 0; i < turns->len; i++)
    g_ptr_array_add (st->turns, g_object_ref (g_ptr_array_index (turns, i)));
  adj_wif_track_swap_state (self, st);
  adj_model_changed (ADJ_MODEL (self), N_("Change number of sides"));
  return TRUE;
}

/** adj_wif_track_get_side_name: Returns: (transfer none): the side's name */
const char *
adj_wif_track_get_side_name (AdjWifTrack *self,
                             int          side)
{
  g_return_val_if_fail (side >= 0 && side < self->n_table_sides, NULL);
  return self->side_name[side];
}





/** adj_wif_track_set_mp_side: Moves a major power to another side. */
void
adj_wif_track_set_mp_side (AdjWifTrack *self,
                           guint        mp,
                           int          side)
{
  Seen before;

  g_return_if_fail (mp < self->n_mps);
  g_return_if_fail (side >= 0 && side < self->st->n_sides);
  if (self->st->mp_side[mp] == side)
    return;
  adj_wif_track_see (self, &before);
  self->st->mp_side[mp] = side;
  self->st->passes &= ~(1u << mp);
  self->st->pending_last = 0;
  adj_wif_track_changed (self, &before, N_("Change side of a major power"));
}

/** adj_wif_track_get_mp_at_war: Returns: %TRUE if the major power is at war */
gboolean
adj_wif_track_get_mp_at_war (AdjWifTrack *self,
                             guint        mp)
{
  g_return_val_if_fail (mp < self->n_mps, FALSE);
  return self->st->mp_war[mp];
}

/** adj_wif_track_set_mp_at_war: Sets a major power at war or neutral. */
void
adj_wif_track_set_mp_at_war (AdjWifTrack *self,
                             guint        mp,
                             gboolean     at_war)
{
  Seen before;

  g_return_if_fail (mp < self->n_mps);
  if (self->st->mp_war[mp] == !!at_war)
    return;
  adj_wif_track_see (self, &before);
  self->st->mp_war[mp] = !!at_war;
  self->st->pending_last = 0;
  adj_wif_track_changed (self, &before, at_war ? N_("Major power at war") : N_("Major power neutral"));
}

/** adj_wif_track_get_k: Returns: the turn end dice per impulse */
int
adj_wif_track_get_k (AdjWifTrack *self)
{
  return self->st->k;
}

/**
 * adj_wif_track_set_k:
 * @self: the track
 * @k: the circled number of the current weather (weather-k-min .. weather-k-max)
 * @error: an %ADJ_ERROR_STATE error
 *
 * Returns: %TRUE if set
 */
gboolean
adj_wif_track_set_k (AdjWifTrack *self,
                     int          k,
                     GError     **error)
{
  Seen before;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (k < self->rules.k_min || k > self->rules.k_max || k > ADJ_DICE_MAX_COUNT)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                   _("The circled weather number is %d to %d, not %d."),
                   self->rules.k_min, self->rules.k_max, k);
      return FALSE;
    }
  if (k == self->st->k)
    return TRUE;
  adj_wif_track_see (self, &before);
  self->st->k = k;
  self->st->pending_last = 0;
  adj_wif_track_changed (self, &before, N_("Change turn end dice"));
  return TRUE;
}

/** adj_wif_track_get_threshold: Returns: the turn end number to reach */
int
adj_wif_track_get_threshold (AdjWifTrack *self)
{
  if (self->st->threshold_override > 0)
    return self->st->threshold_override;
  return adj_wif_threshold (&self->rules, self->st->n_sides);
}

/** adj_wif_track_get_rules_threshold: Returns: the turn end number of the rule tables for this many sides */
int
adj_wif_track_get_rules_threshold (AdjWifTrack *self)
{
  return adj_wif_threshold (&self->rules, self->st->n_sides);
}

/**
 * adj_wif_track_set_threshold_override:
 * @self: the track
 * @threshold: the turn end number agreed for this game, or 0 for the rules' one
 * @error: an %ADJ_ERROR_STATE error
 *
 * A house rule for this game only (a house-rule table changes it for all games).
 *
 * Returns: %TRUE if set
 */
gboolean
adj_wif_track_set_threshold_override (AdjWifTrack *self,
                                      int          threshold,
                                      GError     **error)
{
  Seen before;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (threshold < 0 || threshold > ADJ_WIF_MAX_THRESHOLD)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The turn end number is 1 to %d, not %d."),
                   ADJ_WIF_MAX_THRESHOLD, threshold);
      return FALSE;
    }
  if (threshold == adj_wif_threshold (&self->rules, self->st->n_sides))
    threshold = 0;
  if (threshold == self->st->threshold_override)
    return TRUE;
  adj_wif_track_see (self, &before);
  self->st->threshold_override = threshold;
  self->st->pending_last = 0;
  adj_wif_track_changed (self, &before, N_("Change turn end number"));
  return TRUE;
}

/* ---- the turn ---- */

/** adj_wif_track_get_turn: Returns: the turn number, from 1 */
int
adj_wif_track_get_turn (AdjWifTrack *self)
{
  return self->st->turn;
}

/** adj_wif_track_get_phase: Returns: where the turn is */
AdjWifPhase
adj_wif_track_get_phase (AdjWifTrack *self)
{
  return self->st->phase;
}

/** adj_wif_track_get_ten: Returns: the turn end number */
int
adj_wif_track_get_ten (AdjWifTrack *self)
{
  return self->st->ten;
}

/** adj_wif_track_get_ten_at_least: Returns: %TRUE if the turn end number is a minimum */
gboolean
adj_wif_track_get_ten_at_least (AdjWifTrack *self)
{
  return self->st->ten_at_least;
}

/** adj_wif_track_get_order: Returns: (transfer none) (array length=n_order): the move order, sides by index */
const int *
adj_wif_track_get_order (AdjWifTrack *self,
                         int         *n_order)
{
  *n_order = self->st->n_order;
  return self->st->order;
}

/** adj_wif_track_get_side_to_move: Returns: the side whose impulse it is, or -1 */
int
adj_wif_track_get_side_to_move (AdjWifTrack *self)
{
  return adj_wif_track_side_to_move (self->st);
}


/** adj_wif_track_get_impulses: Returns: (transfer none): the impulses of the turn (#AdjWifImpulse) */
GListModel *
adj_wif_track_get_impulses (AdjWifTrack *self)
{
  return G_LIST_MODEL (self->impulses);
}

/** adj_wif_track_get_turns: Returns: (transfer none): the turns played (#AdjWifTurn) */
GListModel *
adj_wif_track_get_turns (AdjWifTrack *self)
{
  return G_LIST_MODEL (self->turns);
}

/* ---- odds ---- */

/** adj_wif_track_get_p_end: Returns: P(the coming impulse ends the turn) */
double
adj_wif_track_get_p_end (AdjWifTrack *self)
{
  return self->odds.p_end;
}

/** adj_wif_track_get_expected_left: Returns: expected impulses left, the coming one included */
double
adj_wif_track_get_expected_left (AdjWifTrack *self)
{
  return self->odds.expected;
}

/**
 * adj_wif_track_get_odds_dist:
 * @self: the track
 *
 * The chance that the turn ends on the j-th impulse from now (index j - 1),
 * assuming k stays and nobody passes after the coming impulse.
 *
 * Returns: (transfer none) (element-type double): the distribution
 */
GArray *
adj_wif_track_get_odds_dist (AdjWifTrack *self)
{
  return self->odds.dist;
}


/* ---- AdjModel ---- */

static const char *
adj_wif_track_get_id (AdjModel *model)
{
  return "wif";
}

static void
adj_wif_track_reset (AdjModel *model)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (model);

  adj_wif_track_swap_state (self, state_new_game (self, self->rules.sides_min));
}

static void
adj_wif_track_model_init (AdjModelInterface *iface)
{
  iface->get_id = adj_wif_track_get_id;
  iface->save = adj_wif_track_save_state;
  iface->load = adj_wif_track_load_state;
  iface->reset = adj_wif_track_reset;
  iface->snapshot = adj_wif_track_snapshot;
}
