/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "adj-error.h"
#include "adj-model.h"
#include "adj-wif-impulse.h"
#include "adj-wif-track.h"
#include "adj-wif-turn.h"
#include "adj-xml-private.h"

/* The World in Flames impulse track with the accumulated turn end number
 * (Dean Lueke's "Last impulse test") and the two- and three-sided initiative
 * tracks. The whole state is a State struct so that load can parse into a
 * fresh one and swap it in only when everything is valid. */

#define MAX_MPS 32
#define MAX_BOXES 16

typedef struct {
  int      side;
  guint32  passes;
  int      faces[ADJ_DICE_MAX_COUNT];
  guint    n_faces;
  int      m;
  int      added;
  int      total;
  gboolean at_least;
  gboolean ended;
} Impulse;

typedef struct {
  int          n_sides;
  int          threshold_override;  /* 0: the table's threshold */
  int          k;
  int          turn;
  int          ten;
  gboolean     ten_at_least;
  AdjWifPhase  phase;
  int          box[ADJ_WIF_MAX_SIDES];
  int          two_box;
  int          last_rank[ADJ_WIF_MAX_SIDES];
  int          roll[ADJ_WIF_MAX_SIDES];
  int          roll_bonus[ADJ_WIF_MAX_SIDES];  /* the box bonus when rolled */
  int          rank[ADJ_WIF_MAX_SIDES];
  gboolean     tie;
  int          rerolls_used;
  int          highest_choice;   /* -1 not yet, 0 last, 1 first */
  int          order[ADJ_WIF_MAX_SIDES];
  int          n_order;
  guint32      passes;
  int          mp_side[MAX_MPS];
  gboolean     mp_war[MAX_MPS];
  GArray      *impulses;         /* Impulse */
  GPtrArray   *turns;            /* AdjWifTurn */
} State;

/* what the views see, compared before and after a change to notify */
typedef struct {
  int         n_sides, k, turn, phase, ten, threshold, side_to_move, pass_bonus;
  int         shortcut, dice_to_roll;
  double      p_end, expected;
} Seen;

struct _AdjWifTrack
{
  GObject      parent_instance;

  AdjRulebook *rulebook;
  AdjDice     *dice;
  AdjRuleFile *file;
  AdjWifRules  rules;

  /* from the tables */
  guint        n_mps;
  char        *mp_id[MAX_MPS];
  char        *mp_name[MAX_MPS];
  int          mp_bonus[MAX_MPS];
  int          mp_side_two[MAX_MPS];
  int          mp_side_three[MAX_MPS];
  int          n_table_sides;
  char        *side_id[ADJ_WIF_MAX_SIDES];
  char        *side_name[ADJ_WIF_MAX_SIDES];
  guint        n_boxes;
  int          box_bonus[MAX_BOXES];
  gboolean     box_reroll[MAX_BOXES];
  char        *box_label[MAX_BOXES];
  guint        n_two_boxes;

  State       *st;
  GListStore  *impulses;
  GListStore  *turns;
  guint        revision;

  /* derived */
  AdjWifOdds   odds;
  char        *result_text;
  char        *advice_text;
  char        *initiative_text;
};

static void adj_wif_track_model_init (AdjModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjWifTrack, adj_wif_track, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_MODEL, adj_wif_track_model_init))

enum {
  PROP_0,
  PROP_REVISION,
  PROP_N_SIDES,
  PROP_K,
  PROP_TURN,
  PROP_PHASE,
  PROP_TEN,
  PROP_THRESHOLD,
  PROP_SIDE_TO_MOVE,
  PROP_PASS_BONUS,
  PROP_SHORTCUT,
  PROP_DICE_TO_ROLL,
  PROP_P_END,
  PROP_EXPECTED_LEFT,
  PROP_RESULT_TEXT,
  PROP_ADVICE_TEXT,
  PROP_INITIATIVE_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- state ---- */

static State *
state_new (void)
{
  State *st = g_new0 (State, 1);

  st->impulses = g_array_new (FALSE, TRUE, sizeof (Impulse));
  st->turns = g_ptr_array_new_with_free_func (g_object_unref);
  return st;
}

static void
state_free (State *st)
{
  g_array_unref (st->impulses);
  g_ptr_array_unref (st->turns);
  g_free (st);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (State, state_free)

static void
clear_initiative (AdjWifTrack *self,
                  State       *st)
{
  for (int i = 0; i < ADJ_WIF_MAX_SIDES; i++)
    {
      st->roll[i] = 0;
      st->roll_bonus[i] = 0;
      st->rank[i] = -1;
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

static void
new_turn (AdjWifTrack *self,
          State       *st)
{
  st->ten = 0;
  st->ten_at_least = FALSE;
  st->phase = ADJ_WIF_PHASE_INITIATIVE;
  st->rerolls_used = 0;
  st->n_order = 0;
  st->passes = 0;
  g_array_set_size (st->impulses, 0);
  clear_initiative (self, st);
}

static State *
state_new_game (AdjWifTrack *self,
                int          n_sides)
{
  State *st = state_new ();

  st->n_sides = n_sides;
  st->k = self->rules.k_min;
  st->turn = 1;
  for (guint i = 0; i < self->n_mps; i++)
    st->mp_war[i] = TRUE;
  default_sides (self, st);
  new_turn (self, st);
  return st;
}

/* ---- derived values ---- */

static int
side_to_move (State *st)
{
  if (st->phase != ADJ_WIF_PHASE_IMPULSES || st->n_order == 0)
    return -1;
  return st->order[st->impulses->len % st->n_order];
}

static int
pass_bonus_of (AdjWifTrack *self,
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

static char *
passes_text (AdjWifTrack *self,
             State       *st,
             int          side,
             guint32      passes)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < self->n_mps; i++)
    if ((passes & (1u << i)) && st->mp_side[i] == side)
      {
        if (s->len)
          g_string_append (s, ", ");
        g_string_append (s, self->mp_name[i]);
        if (!st->mp_war[i])
          /* Translators: after a neutral major power that passed */
          g_string_append (s, _(" (neutral)"));
      }
  return g_string_free (s, FALSE);
}

static void
fill_seen (AdjWifTrack *self,
           Seen        *seen)
{
  seen->n_sides = self->st->n_sides;
  seen->k = self->st->k;
  seen->turn = self->st->turn;
  seen->phase = self->st->phase;
  seen->ten = self->st->ten;
  seen->threshold = adj_wif_track_get_threshold (self);
  seen->side_to_move = adj_wif_track_get_side_to_move (self);
  seen->pass_bonus = adj_wif_track_get_pass_bonus (self);
  seen->shortcut = adj_wif_track_get_shortcut (self);
  seen->dice_to_roll = adj_wif_track_get_dice_to_roll (self);
  seen->p_end = self->odds.p_end;
  seen->expected = self->odds.expected;
}

static gboolean
set_text (char       **field,
          char        *value)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return FALSE;
    }
  g_free (*field);
  *field = value;
  return TRUE;
}

static char *
make_result_text (AdjWifTrack *self)
{
  State *st = self->st;
  int thr = adj_wif_track_get_threshold (self);
  const Impulse *last;

  if (st->impulses->len == 0)
    return g_strdup (st->phase == ADJ_WIF_PHASE_IMPULSES ? _("No impulse yet this turn")
                                                         : _("Roll for initiative"));
  last = &g_array_index (st->impulses, Impulse, st->impulses->len - 1);
  if (last->ended)
    return last->at_least
      ? g_strdup_printf (_("Turn over: at least %d and last die %d"), last->total,
                         last->faces[last->n_faces - 1])
      : g_strdup_printf (_("Turn over: %d and last die %d"), last->total,
                         last->faces[last->n_faces - 1]);
  if (last->total >= thr)
    return g_strdup_printf (_("Turn continues: last die %d"), last->faces[last->n_faces - 1]);
  return g_strdup_printf (_("Turn continues: %d, %d to go"), last->total, thr - last->total);
}

static char *
make_advice_text (AdjWifTrack *self)
{
  State *st = self->st;
  int k = st->k;

  switch (st->phase)
    {
    case ADJ_WIF_PHASE_INITIATIVE:
      return g_strdup (st->tie ? _("A tie and no earlier turn to break it: roll again")
                               : _("Each side rolls for initiative"));
    case ADJ_WIF_PHASE_CHOOSE:
      return g_strdup (_("Choose the move order"));
    case ADJ_WIF_PHASE_TURN_OVER:
      return g_strdup (_("The turn is over: start the next turn"));
    case ADJ_WIF_PHASE_IMPULSES:
    default:
      break;
    }
  switch (adj_wif_track_get_shortcut (self))
    {
    case ADJ_WIF_SHORTCUT_LAST_DIE_ONLY:
      return g_strdup (_("Only the last die matters now: roll it alone"));
    case ADJ_WIF_SHORTCUT_LAST_DIE_FIRST:
      return g_strdup_printf (_("A last die of %d or more ends the turn: roll it first"),
                              self->rules.last_die_ends_from);
    case ADJ_WIF_SHORTCUT_NONE:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Roll %d die: it is the last die",
                                           "Roll %d dice: the last one is the last die", k), k);
    }
}

static char *
make_initiative_text (AdjWifTrack *self)
{
  State *st = self->st;
  GString *s = g_string_new (NULL);

  if (st->n_order > 0)
    {
      for (int i = 0; i < st->n_order; i++)
        g_string_append_printf (s, "%s%s", i ? " → " : "", self->side_name[st->order[i]]);
      return g_string_free (s, FALSE);
    }
  if (st->phase == ADJ_WIF_PHASE_CHOOSE)
    {
      int h = adj_wif_track_get_side_at_rank (self, 0);
      int second = adj_wif_track_get_side_at_rank (self, 1);
      int low = adj_wif_track_get_side_at_rank (self, st->n_sides - 1);

      if (st->highest_choice < 0)
        g_string_printf (s, _("%s has the initiative: move first or last?"), self->side_name[h]);
      else
        g_string_printf (s, _("%s chooses: before or after %s?"), self->side_name[second],
                         self->side_name[low]);
      return g_string_free (s, FALSE);
    }
  g_string_append (s, _("Move order not chosen yet"));
  return g_string_free (s, FALSE);
}

static void
refresh (AdjWifTrack *self,
         const Seen  *before)
{
  Seen after;
  gboolean result_changed, advice_changed, init_changed;
  int side = adj_wif_track_get_side_to_move (self);
  int m_now = side >= 0 ? pass_bonus_of (self, self->st, side, self->st->passes) : 0;

  adj_wif_odds_clear (&self->odds);
  adj_wif_odds_compute (&self->rules, self->st->ten, adj_wif_track_get_threshold (self),
                        self->st->k, m_now, 0, &self->odds);
  if (self->st->phase == ADJ_WIF_PHASE_TURN_OVER)
    {
      self->odds.p_end = 0.0;
      self->odds.expected = 0.0;
      g_array_set_size (self->odds.dist, 0);
    }

  result_changed = set_text (&self->result_text, make_result_text (self));
  advice_changed = set_text (&self->advice_text, make_advice_text (self));
  init_changed = set_text (&self->initiative_text, make_initiative_text (self));

  fill_seen (self, &after);
  g_object_freeze_notify (G_OBJECT (self));
#define NOTIFY_IF(field, prop) \
  if (before == NULL || before->field != after.field) \
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop])
  NOTIFY_IF (n_sides, PROP_N_SIDES);
  NOTIFY_IF (k, PROP_K);
  NOTIFY_IF (turn, PROP_TURN);
  NOTIFY_IF (phase, PROP_PHASE);
  NOTIFY_IF (ten, PROP_TEN);
  NOTIFY_IF (threshold, PROP_THRESHOLD);
  NOTIFY_IF (side_to_move, PROP_SIDE_TO_MOVE);
  NOTIFY_IF (pass_bonus, PROP_PASS_BONUS);
  NOTIFY_IF (shortcut, PROP_SHORTCUT);
  NOTIFY_IF (dice_to_roll, PROP_DICE_TO_ROLL);
  NOTIFY_IF (p_end, PROP_P_END);
  NOTIFY_IF (expected, PROP_EXPECTED_LEFT);
#undef NOTIFY_IF
  if (result_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT_TEXT]);
  if (advice_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ADVICE_TEXT]);
  if (init_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INITIATIVE_TEXT]);
  /* everything else (markers, rolls, major powers) */
  self->revision++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVISION]);
  g_object_thaw_notify (G_OBJECT (self));
}

static AdjWifImpulse *
impulse_item (AdjWifTrack *self,
              State       *st,
              guint        i)
{
  const Impulse *imp = &g_array_index (st->impulses, Impulse, i);
  g_autofree char *passes = passes_text (self, st, imp->side, imp->passes);

  return adj_wif_impulse_new (i + 1, imp->side, self->side_name[imp->side], passes,
                              imp->faces, imp->n_faces, imp->m, imp->added, imp->total,
                              imp->at_least, imp->ended);
}

/* Replaces the state and the list contents; one items-changed per list. */
static void
swap_state (AdjWifTrack *self,
            State       *st)
{
  Seen before;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  guint old_imp, old_turns;

  fill_seen (self, &before);
  state_free (self->st);
  self->st = st;

  for (guint i = 0; i < st->impulses->len; i++)
    g_ptr_array_add (items, impulse_item (self, st, i));
  old_imp = g_list_model_get_n_items (G_LIST_MODEL (self->impulses));
  if (old_imp || items->len)
    g_list_store_splice (self->impulses, 0, old_imp, items->pdata, items->len);
  old_turns = g_list_model_get_n_items (G_LIST_MODEL (self->turns));
  if (old_turns || st->turns->len)
    g_list_store_splice (self->turns, 0, old_turns, st->turns->pdata, st->turns->len);
  refresh (self, &before);
}

/* ---- tables ---- */

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
    }
  self->rules.sides_max = MIN (self->rules.sides_max, self->n_table_sides);

  self->n_mps = MIN (adj_rule_table_get_n_rows (mps), MAX_MPS);
  name_col = adj_rule_table_column (mps, "name");
  bonus_col = adj_rule_table_column (mps, "pass-bonus");
  two_col = adj_rule_table_column (mps, "two-sided");
  three_col = adj_rule_table_column (mps, "three-sided");
  for (guint i = 0; i < self->n_mps; i++)
    {
      self->mp_id[i] = g_strdup (adj_rule_table_get_row_id (mps, i));
      self->mp_name[i] = g_strdup (adj_rule_table_get_text (mps, i, name_col));
      self->mp_bonus[i] = adj_rule_table_get_int (mps, i, bonus_col);
      self->mp_side_two[i] = MAX (0, adj_rule_table_find_row (sides, adj_rule_table_get_text (mps, i, two_col)));
      self->mp_side_three[i] = MAX (0, adj_rule_table_find_row (sides, adj_rule_table_get_text (mps, i, three_col)));
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

static int
two_bonus (AdjWifTrack *self,
           int          side)
{
  AdjRuleTable *two = adj_rulebook_get_table (self->rulebook, "wif", "initiative-two");
  g_autofree char *col_id = g_strdup_printf ("bonus-%s", self->side_id[side]);
  int col = adj_rule_table_find_column (two, col_id);

  if (col < 0 || self->st->two_box >= (int) adj_rule_table_get_n_rows (two))
    return 0;
  return adj_rule_table_get_int (two, self->st->two_box, col);
}

/* ---- GObject ---- */

static void
adj_wif_track_dispose (GObject *object)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (object);

  g_clear_object (&self->rulebook);
  g_clear_object (&self->dice);
  g_clear_object (&self->impulses);
  g_clear_object (&self->turns);
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
  g_clear_pointer (&self->st, state_free);
  adj_wif_odds_clear (&self->odds);
  g_free (self->result_text);
  g_free (self->advice_text);
  g_free (self->initiative_text);
  G_OBJECT_CLASS (adj_wif_track_parent_class)->finalize (object);
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
    case PROP_REVISION:
      g_value_set_uint (value, self->revision);
      break;
    case PROP_N_SIDES:
      g_value_set_int (value, self->st->n_sides);
      break;
    case PROP_K:
      g_value_set_int (value, self->st->k);
      break;
    case PROP_TURN:
      g_value_set_int (value, self->st->turn);
      break;
    case PROP_PHASE:
      g_value_set_int (value, self->st->phase);
      break;
    case PROP_TEN:
      g_value_set_int (value, self->st->ten);
      break;
    case PROP_THRESHOLD:
      g_value_set_int (value, adj_wif_track_get_threshold (self));
      break;
    case PROP_SIDE_TO_MOVE:
      g_value_set_int (value, adj_wif_track_get_side_to_move (self));
      break;
    case PROP_PASS_BONUS:
      g_value_set_int (value, adj_wif_track_get_pass_bonus (self));
      break;
    case PROP_SHORTCUT:
      g_value_set_int (value, adj_wif_track_get_shortcut (self));
      break;
    case PROP_DICE_TO_ROLL:
      g_value_set_int (value, adj_wif_track_get_dice_to_roll (self));
      break;
    case PROP_P_END:
      g_value_set_double (value, self->odds.p_end);
      break;
    case PROP_EXPECTED_LEFT:
      g_value_set_double (value, self->odds.expected);
      break;
    case PROP_RESULT_TEXT:
      g_value_set_string (value, self->result_text);
      break;
    case PROP_ADVICE_TEXT:
      g_value_set_string (value, self->advice_text);
      break;
    case PROP_INITIATIVE_TEXT:
      g_value_set_string (value, self->initiative_text);
      break;
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

  properties[PROP_REVISION] = g_param_spec_uint ("revision", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_N_SIDES] = g_param_spec_int ("n-sides", NULL, NULL, 0, ADJ_WIF_MAX_SIDES, 2, ro);
  properties[PROP_K] = g_param_spec_int ("k", NULL, NULL, 0, ADJ_DICE_MAX_COUNT, 1, ro);
  properties[PROP_TURN] = g_param_spec_int ("turn", NULL, NULL, 0, G_MAXINT, 1, ro);
  properties[PROP_PHASE] = g_param_spec_int ("phase", NULL, NULL, 0, ADJ_WIF_PHASE_TURN_OVER, 0, ro);
  properties[PROP_TEN] = g_param_spec_int ("ten", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_THRESHOLD] = g_param_spec_int ("threshold", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_SIDE_TO_MOVE] = g_param_spec_int ("side-to-move", NULL, NULL, -1, ADJ_WIF_MAX_SIDES, -1, ro);
  properties[PROP_PASS_BONUS] = g_param_spec_int ("pass-bonus", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_SHORTCUT] = g_param_spec_int ("shortcut", NULL, NULL, 0, ADJ_WIF_SHORTCUT_LAST_DIE_FIRST, 0, ro);
  properties[PROP_DICE_TO_ROLL] = g_param_spec_int ("dice-to-roll", NULL, NULL, 0, ADJ_DICE_MAX_COUNT, 1, ro);
  properties[PROP_P_END] = g_param_spec_double ("p-end", NULL, NULL, 0, 1, 0, ro);
  properties[PROP_EXPECTED_LEFT] = g_param_spec_double ("expected-left", NULL, NULL, 0, G_MAXDOUBLE, 0, ro);
  properties[PROP_RESULT_TEXT] = g_param_spec_string ("result-text", NULL, NULL, NULL, ro);
  properties[PROP_ADVICE_TEXT] = g_param_spec_string ("advice-text", NULL, NULL, NULL, ro);
  properties[PROP_INITIATIVE_TEXT] = g_param_spec_string ("initiative-text", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
adj_wif_track_init (AdjWifTrack *self)
{
  self->impulses = g_list_store_new (ADJ_TYPE_WIF_IMPULSE);
  self->turns = g_list_store_new (ADJ_TYPE_WIF_TURN);
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
  self->st = state_new_game (self, self->rules.sides_min);
  refresh (self, NULL);
  return self;
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

/* Runs after every player action: notify, then tell the game (undo, save). */
static void
changed (AdjWifTrack *self,
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

/** adj_wif_track_get_revision: Returns: a number that changes with every change */
guint
adj_wif_track_get_revision (AdjWifTrack *self)
{
  return self->revision;
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
  fill_seen (self, &before);
  turn = self->st->turn;
  turns = g_ptr_array_ref (self->st->turns);
  st = state_new_game (self, n_sides);
  st->k = self->st->k;
  memcpy (st->mp_war, self->st->mp_war, sizeof st->mp_war);
  st->turn = turn;
  for (guint i = 0; i < turns->len; i++)
    g_ptr_array_add (st->turns, g_object_ref (g_ptr_array_index (turns, i)));
  swap_state (self, st);
  adj_model_changed (ADJ_MODEL (self), _("Change number of sides"));
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

/** adj_wif_track_get_n_mps: Returns: the number of major powers */
guint
adj_wif_track_get_n_mps (AdjWifTrack *self)
{
  return self->n_mps;
}

/** adj_wif_track_get_mp_name: Returns: (transfer none): the major power's name */
const char *
adj_wif_track_get_mp_name (AdjWifTrack *self,
                           guint        mp)
{
  g_return_val_if_fail (mp < self->n_mps, NULL);
  return self->mp_name[mp];
}

/** adj_wif_track_get_mp_bonus: Returns: the major power's pass bonus */
int
adj_wif_track_get_mp_bonus (AdjWifTrack *self,
                            guint        mp)
{
  g_return_val_if_fail (mp < self->n_mps, 0);
  return self->mp_bonus[mp];
}

/** adj_wif_track_get_mp_side: Returns: the side of the major power */
int
adj_wif_track_get_mp_side (AdjWifTrack *self,
                           guint        mp)
{
  g_return_val_if_fail (mp < self->n_mps, -1);
  return self->st->mp_side[mp];
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
  fill_seen (self, &before);
  self->st->mp_side[mp] = side;
  self->st->passes &= ~(1u << mp);
  changed (self, &before, _("Change side of a major power"));
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
  fill_seen (self, &before);
  self->st->mp_war[mp] = !!at_war;
  changed (self, &before, at_war ? _("Major power at war") : _("Major power neutral"));
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
  fill_seen (self, &before);
  self->st->k = k;
  changed (self, &before, _("Change turn end dice"));
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
  fill_seen (self, &before);
  self->st->threshold_override = threshold;
  changed (self, &before, _("Change turn end number"));
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

static gboolean
check_order (State      *st,
             const int  *order,
             int         n_order,
             GError    **error)
{
  gboolean seen[ADJ_WIF_MAX_SIDES] = { FALSE };

  if (n_order != st->n_sides)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The move order must name each of the %d sides once."),
                   st->n_sides);
      return FALSE;
    }
  for (int i = 0; i < n_order; i++)
    {
      if (order[i] < 0 || order[i] >= st->n_sides || seen[order[i]])
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The move order must name each of the %d sides once."),
                       st->n_sides);
          return FALSE;
        }
      seen[order[i]] = TRUE;
    }
  return TRUE;
}

/**
 * adj_wif_track_set_order:
 * @self: the track
 * @order: (array length=n_order): the sides in move order
 * @n_order: the number of sides
 * @error: an %ADJ_ERROR_STATE error
 *
 * Sets the move order directly (players settled initiative at the table)
 * and starts the impulses. Only before the first impulse.
 *
 * Returns: %TRUE if set
 */
gboolean
adj_wif_track_set_order (AdjWifTrack *self,
                         const int   *order,
                         int          n_order,
                         GError     **error)
{
  Seen before;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (self->st->impulses->len > 0 || self->st->phase == ADJ_WIF_PHASE_TURN_OVER)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The move order is set before the first impulse."));
      return FALSE;
    }
  if (!check_order (self->st, order, n_order, error))
    return FALSE;
  fill_seen (self, &before);
  memcpy (self->st->order, order, sizeof (int) * n_order);
  self->st->n_order = n_order;
  self->st->phase = ADJ_WIF_PHASE_IMPULSES;
  changed (self, &before, _("Set move order"));
  return TRUE;
}

/** adj_wif_track_get_side_to_move: Returns: the side whose impulse it is, or -1 */
int
adj_wif_track_get_side_to_move (AdjWifTrack *self)
{
  return side_to_move (self->st);
}

/** adj_wif_track_get_pass: Returns: %TRUE if the major power is marked as passing this impulse */
gboolean
adj_wif_track_get_pass (AdjWifTrack *self,
                        guint        mp)
{
  g_return_val_if_fail (mp < self->n_mps, FALSE);
  return (self->st->passes & (1u << mp)) != 0;
}

/**
 * adj_wif_track_set_pass:
 * @self: the track
 * @mp: a major power of the side to move
 * @passes: whether it passes this impulse
 *
 * Marks a pass for the coming turn end roll. Not an undo step of its own:
 * the roll that follows is.
 */
void
adj_wif_track_set_pass (AdjWifTrack *self,
                        guint        mp,
                        gboolean     passes)
{
  Seen before;
  guint32 bit = 1u << mp;

  g_return_if_fail (mp < self->n_mps);
  if (((self->st->passes & bit) != 0) == !!passes)
    return;
  fill_seen (self, &before);
  if (passes)
    self->st->passes |= bit;
  else
    self->st->passes &= ~bit;
  changed (self, &before, NULL);
}

/** adj_wif_track_get_pass_bonus: Returns: m, the pass bonus of the side to move */
int
adj_wif_track_get_pass_bonus (AdjWifTrack *self)
{
  int side = side_to_move (self->st);

  return side < 0 ? 0 : pass_bonus_of (self, self->st, side, self->st->passes);
}

/** adj_wif_track_get_shortcut: Returns: the shortcut that applies to the coming roll */
AdjWifShortcut
adj_wif_track_get_shortcut (AdjWifTrack *self)
{
  if (self->st->phase != ADJ_WIF_PHASE_IMPULSES)
    return ADJ_WIF_SHORTCUT_NONE;
  return adj_wif_shortcut (self->st->ten, adj_wif_track_get_threshold (self), self->st->k,
                           adj_wif_track_get_pass_bonus (self), self->rules.last_die_ends_from);
}

/** adj_wif_track_get_dice_to_roll: Returns: dice to roll now: k, or 1 when only the last die matters */
int
adj_wif_track_get_dice_to_roll (AdjWifTrack *self)
{
  if (adj_wif_track_get_shortcut (self) == ADJ_WIF_SHORTCUT_LAST_DIE_ONLY)
    return 1;
  return self->st->k;
}

/**
 * adj_wif_track_last_die_decides:
 * @self: the track
 * @last_face: the last die, rolled before the others
 *
 * Returns: %TRUE if a shortcut applies and this last die alone settles the
 *   impulse, so the other dice need not be rolled (record it alone)
 */
gboolean
adj_wif_track_last_die_decides (AdjWifTrack *self,
                                int          last_face)
{
  switch (adj_wif_track_get_shortcut (self))
    {
    case ADJ_WIF_SHORTCUT_LAST_DIE_ONLY:
      return TRUE;
    case ADJ_WIF_SHORTCUT_LAST_DIE_FIRST:
      return last_face >= self->rules.last_die_ends_from;
    case ADJ_WIF_SHORTCUT_NONE:
    default:
      return FALSE;
    }
}

static char *
turn_summary (AdjWifTrack *self,
              const int   *counts,
              const int   *moves)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < self->st->n_sides; i++)
    {
      if (i)
        g_string_append (s, ", ");
      g_string_append_printf (s, "%s %d", self->side_name[i], counts[i]);
      if (moves[i] < 0)
        g_string_append (s, " ←");
      else if (moves[i] > 0)
        g_string_append (s, " →");
    }
  return g_string_free (s, FALSE);
}

/* The end of the turn: markers move by impulse counts, the turn is logged. */
static void
end_turn (AdjWifTrack *self)
{
  State *st = self->st;
  int counts[ADJ_WIF_MAX_SIDES] = { 0 }, moves[ADJ_WIF_MAX_SIDES] = { 0 };
  int last_box = (int) self->n_boxes - 1;
  g_autofree char *summary = NULL;
  const Impulse *last = &g_array_index (st->impulses, Impulse, st->impulses->len - 1);
  AdjWifTurn *turn;

  for (guint i = 0; i < st->impulses->len; i++)
    counts[g_array_index (st->impulses, Impulse, i).side]++;

  if (st->n_sides == 2)
    {
      /* a side that had the first and the last impulse moves the shared
       * marker toward its opponents' end; side 0 owns box 1's end */
      int first_side = g_array_index (st->impulses, Impulse, 0).side;

      if (first_side == last->side)
        {
          int dir = first_side == 0 ? 1 : -1;
          int max_box = (int) MAX (self->n_two_boxes, 1) - 1;

          st->two_box = CLAMP (st->two_box + dir * self->rules.init_shift, 0, max_box);
          moves[first_side] = dir;
        }
    }
  else
    {
      for (int i = 0; i < st->n_sides; i++)
        {
          gboolean fewer = FALSE, more = FALSE;

          for (int j = 0; j < st->n_sides; j++)
            {
              fewer |= counts[i] < counts[j];
              more |= counts[i] > counts[j];
            }
          if (fewer)
            moves[i]--;
          if (more)
            moves[i]++;
          st->box[i] = CLAMP (st->box[i] + moves[i], 0, last_box);
        }
    }
  for (int i = 0; i < ADJ_WIF_MAX_SIDES; i++)
    st->last_rank[i] = st->rank[i];

  summary = turn_summary (self, counts, moves);
  turn = adj_wif_turn_new (st->turn, st->impulses->len, st->ten, st->ten_at_least, summary);
  g_ptr_array_add (st->turns, turn);
  g_list_store_append (self->turns, turn);
  st->phase = ADJ_WIF_PHASE_TURN_OVER;
}

/**
 * adj_wif_track_record_impulse:
 * @self: the track
 * @faces: (array length=n_faces): the turn end dice; the last one is the last die
 * @n_faces: k, or 1 when a shortcut lets the last die be rolled alone
 * @error: an %ADJ_ERROR_DICE or %ADJ_ERROR_STATE error
 *
 * Records the impulse of the side to move with the passes marked: adds
 * sum (faces) + k x m to the turn end number and ends the turn when it
 * reaches the threshold and the unmodified last die is high enough.
 *
 * Returns: %TRUE if recorded
 */
gboolean
adj_wif_track_record_impulse (AdjWifTrack *self,
                              const int   *faces,
                              guint        n_faces,
                              GError     **error)
{
  State *st;
  Seen before;
  Impulse imp = { 0 };
  AdjWifShortcut shortcut;
  int k, thr, last;
  g_autoptr(AdjWifImpulse) item = NULL;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  st = self->st;
  k = st->k;
  thr = adj_wif_track_get_threshold (self);
  if (st->phase != ADJ_WIF_PHASE_IMPULSES)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                   st->phase == ADJ_WIF_PHASE_TURN_OVER ? _("The turn is over: start the next turn first.")
                                                        : _("Settle the move order first."));
      return FALSE;
    }
  for (guint i = 0; i < n_faces; i++)
    if (faces[i] < 1 || faces[i] > self->rules.die_sides)
      {
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE, _("A d%d has no face %d."),
                     self->rules.die_sides, faces[i]);
        return FALSE;
      }

  imp.side = side_to_move (st);
  imp.passes = st->passes;
  imp.m = pass_bonus_of (self, st, imp.side, st->passes);
  shortcut = adj_wif_shortcut (st->ten, thr, k, imp.m, self->rules.last_die_ends_from);
  last = n_faces > 0 ? faces[n_faces - 1] : 0;

  if (n_faces == (guint) k)
    {
      imp.added = adj_wif_impulse_added (faces, n_faces, imp.m);
      imp.at_least = st->ten_at_least;
    }
  else if (n_faces == 1 && shortcut != ADJ_WIF_SHORTCUT_NONE)
    {
      if (shortcut == ADJ_WIF_SHORTCUT_LAST_DIE_FIRST && last < self->rules.last_die_ends_from)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                       _("The last die shows %d: roll the other dice too and enter all %d faces."),
                       last, k);
          return FALSE;
        }
      /* the other dice count as 1s: the total is a minimum */
      imp.added = last + (k - 1) + k * imp.m;
      imp.at_least = TRUE;
    }
  else
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE,
                   g_dngettext (GETTEXT_PACKAGE, "Enter %d face (the last die).",
                                "Enter %d faces (the last one is the last die).", k), k);
      return FALSE;
    }

  fill_seen (self, &before);
  memcpy (imp.faces, faces, sizeof (int) * n_faces);
  imp.n_faces = n_faces;
  imp.total = st->ten + imp.added;
  imp.ended = adj_wif_turn_ends (&self->rules, imp.total, thr, last);
  st->ten = imp.total;
  st->ten_at_least = imp.at_least;
  st->passes = 0;
  g_array_append_val (st->impulses, imp);
  item = impulse_item (self, st, st->impulses->len - 1);
  g_list_store_append (self->impulses, item);
  if (imp.ended)
    end_turn (self);
  changed (self, &before, _("Roll turn end dice"));
  return TRUE;
}

/**
 * adj_wif_track_next_turn:
 * @self: the track
 * @error: an %ADJ_ERROR_STATE error
 *
 * Starts the next turn once the turn is over: turn end number 0, initiative.
 *
 * Returns: %TRUE if started
 */
gboolean
adj_wif_track_next_turn (AdjWifTrack *self,
                         GError     **error)
{
  Seen before;
  guint n;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (self->st->phase != ADJ_WIF_PHASE_TURN_OVER)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("The turn is not over yet."));
      return FALSE;
    }
  fill_seen (self, &before);
  self->st->turn++;
  new_turn (self, self->st);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->impulses));
  g_list_store_splice (self->impulses, 0, n, NULL, 0);
  changed (self, &before, _("Start next turn"));
  return TRUE;
}

/** adj_wif_track_get_result_text: Returns: (transfer none): the last result, in words */
const char *
adj_wif_track_get_result_text (AdjWifTrack *self)
{
  return self->result_text;
}

/** adj_wif_track_get_advice_text: Returns: (transfer none): what to do now, in words */
const char *
adj_wif_track_get_advice_text (AdjWifTrack *self)
{
  return self->advice_text;
}

/** adj_wif_track_count_impulses: Returns: the impulses @side had this turn */
int
adj_wif_track_count_impulses (AdjWifTrack *self,
                              int          side)
{
  int n = 0;

  for (guint i = 0; i < self->st->impulses->len; i++)
    n += g_array_index (self->st->impulses, Impulse, i).side == side;
  return n;
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

/* ---- initiative ---- */

/** adj_wif_track_get_n_boxes: Returns: boxes on the initiative track in use */
guint
adj_wif_track_get_n_boxes (AdjWifTrack *self)
{
  return self->st->n_sides == 2 ? self->n_two_boxes : self->n_boxes;
}

/** adj_wif_track_get_box_label: Returns: (transfer none): the box's label */
const char *
adj_wif_track_get_box_label (AdjWifTrack *self,
                             guint        box)
{
  if (self->st->n_sides == 2)
    {
      AdjRuleTable *two = adj_rulebook_get_table (self->rulebook, "wif", "initiative-two");

      g_return_val_if_fail (box < self->n_two_boxes, NULL);
      return adj_rule_table_get_row_label (two, box);
    }
  g_return_val_if_fail (box < self->n_boxes, NULL);
  return self->box_label[box];
}

/** adj_wif_track_get_box_bonus: Returns: the initiative bonus of a box of the three-sided track */
int
adj_wif_track_get_box_bonus (AdjWifTrack *self,
                             guint        box)
{
  g_return_val_if_fail (box < self->n_boxes, 0);
  return self->box_bonus[box];
}

/** adj_wif_track_get_box: Returns: the box (from 0) of @side's marker; the shared marker with two sides */
int
adj_wif_track_get_box (AdjWifTrack *self,
                       int          side)
{
  g_return_val_if_fail (side >= 0 && side < ADJ_WIF_MAX_SIDES, 0);
  return self->st->n_sides == 2 ? self->st->two_box : self->st->box[side];
}

/**
 * adj_wif_track_set_box:
 * @self: the track
 * @side: the side (any side with two sides: the marker is shared)
 * @box: the box, from 0
 *
 * Places a marker by hand (setting up a scenario, or correcting the table).
 */
void
adj_wif_track_set_box (AdjWifTrack *self,
                       int          side,
                       int          box)
{
  Seen before;
  int *field;

  g_return_if_fail (ADJ_IS_WIF_TRACK (self));
  g_return_if_fail (side >= 0 && side < self->st->n_sides);
  g_return_if_fail (box >= 0 && box < (int) adj_wif_track_get_n_boxes (self));
  field = self->st->n_sides == 2 ? &self->st->two_box : &self->st->box[side];
  if (*field == box)
    return;
  fill_seen (self, &before);
  *field = box;
  changed (self, &before, _("Move initiative marker"));
}

/** adj_wif_track_get_initiative_bonus: Returns: @side's initiative die bonus from its box */
int
adj_wif_track_get_initiative_bonus (AdjWifTrack *self,
                                    int          side)
{
  if (self->st->n_sides == 2)
    return two_bonus (self, side);
  return self->box_bonus[self->st->box[side]];
}

/** adj_wif_track_box_allows_reroll: Returns: %TRUE if a side in @box may demand a reroll */
gboolean
adj_wif_track_box_allows_reroll (AdjWifTrack *self,
                                 int          box)
{
  if (self->st->n_sides == 2 || box < 0 || box >= (int) self->n_boxes)
    return FALSE;
  return self->box_reroll[box];
}

/* Ranks the sides by total; a tie goes to the side that ranked lower last
 * turn. Returns FALSE on a tie that no earlier turn breaks. */
static gboolean
rank_sides (AdjWifTrack *self,
            State       *st,
            const int   *totals)
{
  int sides[ADJ_WIF_MAX_SIDES];

  for (int i = 0; i < st->n_sides; i++)
    sides[i] = i;
  /* insertion sort: "a before b" when a wins */
  for (int i = 1; i < st->n_sides; i++)
    for (int j = i; j > 0; j--)
      {
        int a = sides[j], b = sides[j - 1];
        gboolean a_wins;

        if (totals[a] != totals[b])
          a_wins = totals[a] > totals[b];
        else if (st->last_rank[a] < 0 || st->last_rank[b] < 0)
          return FALSE;
        else
          a_wins = st->last_rank[a] > st->last_rank[b];
        if (!a_wins)
          break;
        sides[j] = b;
        sides[j - 1] = a;
      }
  for (int r = 0; r < st->n_sides; r++)
    st->rank[sides[r]] = r;
  return TRUE;
}

/**
 * adj_wif_track_roll_initiative:
 * @self: the track
 * @faces: (array length=n_faces): one initiative die per side, in side order
 * @n_faces: the number of sides
 * @error: an %ADJ_ERROR_DICE or %ADJ_ERROR_STATE error
 *
 * Each side's total is its die plus its box bonus. A tie goes to the side
 * that ranked lower last turn; without one the sides roll again.
 *
 * Returns: %TRUE if the rolls were taken
 */
gboolean
adj_wif_track_roll_initiative (AdjWifTrack *self,
                               const int   *faces,
                               guint        n_faces,
                               GError     **error)
{
  State *st;
  Seen before;
  int totals[ADJ_WIF_MAX_SIDES];

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  st = self->st;
  if (st->phase != ADJ_WIF_PHASE_INITIATIVE)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("Initiative is rolled at the start of the turn."));
      return FALSE;
    }
  if (n_faces != (guint) st->n_sides)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE, _("Enter one initiative die per side (%d)."), st->n_sides);
      return FALSE;
    }
  for (guint i = 0; i < n_faces; i++)
    if (faces[i] < 1 || faces[i] > self->rules.init_die_sides)
      {
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_DICE, _("A d%d has no face %d."),
                     self->rules.init_die_sides, faces[i]);
        return FALSE;
      }

  fill_seen (self, &before);
  clear_initiative (self, st);
  for (int i = 0; i < st->n_sides; i++)
    {
      st->roll[i] = faces[i];
      st->roll_bonus[i] = adj_wif_track_get_initiative_bonus (self, i);
      totals[i] = faces[i] + st->roll_bonus[i];
    }
  if (rank_sides (self, st, totals))
    st->phase = ADJ_WIF_PHASE_CHOOSE;
  else
    {
      st->tie = TRUE;
      for (int i = 0; i < ADJ_WIF_MAX_SIDES; i++)
        st->rank[i] = -1;
    }
  changed (self, &before, _("Roll initiative"));
  return TRUE;
}

/** adj_wif_track_get_initiative_roll: Returns: @side's initiative die this turn, or 0 */
int
adj_wif_track_get_initiative_roll (AdjWifTrack *self,
                                   int          side)
{
  return self->st->roll[side];
}

/** adj_wif_track_get_initiative_total: Returns: the die plus the bonus it was rolled with, or 0 if not rolled */
int
adj_wif_track_get_initiative_total (AdjWifTrack *self,
                                    int          side)
{
  if (self->st->roll[side] == 0)
    return 0;
  return self->st->roll[side] + self->st->roll_bonus[side];
}

/** adj_wif_track_get_initiative_roll_bonus: Returns: the bonus @side's initiative die was rolled with */
int
adj_wif_track_get_initiative_roll_bonus (AdjWifTrack *self,
                                         int          side)
{
  return self->st->roll_bonus[side];
}

/** adj_wif_track_get_rank: Returns: @side's initiative rank this turn (0 = highest), or -1 */
int
adj_wif_track_get_rank (AdjWifTrack *self,
                        int          side)
{
  return self->st->rank[side];
}

/** adj_wif_track_get_side_at_rank: Returns: the side ranked @rank, or -1 */
int
adj_wif_track_get_side_at_rank (AdjWifTrack *self,
                                int          rank)
{
  for (int i = 0; i < self->st->n_sides; i++)
    if (self->st->rank[i] == rank)
      return i;
  return -1;
}

/** adj_wif_track_get_choosing_before: Returns: %TRUE when the second side chooses before or after the lowest */
gboolean
adj_wif_track_get_choosing_before (AdjWifTrack *self)
{
  return self->st->phase == ADJ_WIF_PHASE_CHOOSE && self->st->highest_choice >= 0;
}

/** adj_wif_track_can_demand_reroll: Returns: %TRUE if @side may demand a reroll now */
gboolean
adj_wif_track_can_demand_reroll (AdjWifTrack *self,
                                 int          side)
{
  State *st = self->st;

  return st->n_sides >= 3 && side >= 0 && side < st->n_sides
    && st->phase == ADJ_WIF_PHASE_CHOOSE && st->highest_choice < 0
    && st->rerolls_used < self->rules.rerolls_per_turn
    && adj_wif_track_box_allows_reroll (self, st->box[side]);
}

/**
 * adj_wif_track_demand_reroll:
 * @self: the track
 * @side: the side that demands
 * @error: an %ADJ_ERROR_STATE error
 *
 * The demanding side's marker moves one box right before any bonus counts,
 * and all sides roll again. Only one reroll per turn, whoever asks.
 *
 * Returns: %TRUE if granted
 */
gboolean
adj_wif_track_demand_reroll (AdjWifTrack *self,
                             int          side,
                             GError     **error)
{
  Seen before;
  State *st;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  st = self->st;
  if (!adj_wif_track_can_demand_reroll (self, side))
    {
      const char *msg;

      if (st->n_sides < 3)
        msg = _("Rerolls are a rule of the three-sided track.");
      else if (st->phase != ADJ_WIF_PHASE_CHOOSE || st->highest_choice >= 0)
        msg = _("A reroll is demanded after the initiative roll and before any choice.");
      else if (st->rerolls_used >= self->rules.rerolls_per_turn)
        msg = _("The reroll of this turn has already been used.");
      else
        msg = _("Only a side in a reroll box may demand a reroll.");
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_STATE, msg);
      return FALSE;
    }
  fill_seen (self, &before);
  st->box[side] = MIN (st->box[side] + 1, (int) self->n_boxes - 1);
  st->rerolls_used++;
  clear_initiative (self, st);
  st->phase = ADJ_WIF_PHASE_INITIATIVE;
  changed (self, &before, _("Demand an initiative reroll"));
  return TRUE;
}

static void
set_order_from_choices (AdjWifTrack *self,
                        gboolean     before_lowest)
{
  State *st = self->st;
  int n = st->n_sides, i = 0;
  int h = adj_wif_track_get_side_at_rank (self, 0);
  gboolean first = st->highest_choice == 1;

  if (first)
    st->order[i++] = h;
  if (n == 3)
    {
      int second = adj_wif_track_get_side_at_rank (self, 1);
      int low = adj_wif_track_get_side_at_rank (self, 2);

      st->order[i++] = before_lowest ? second : low;
      st->order[i++] = before_lowest ? low : second;
    }
  else
    for (int r = 1; r < n; r++)
      st->order[i++] = adj_wif_track_get_side_at_rank (self, r);
  if (!first)
    st->order[i++] = h;
  g_assert (i == n);
  st->n_order = n;
  st->phase = ADJ_WIF_PHASE_IMPULSES;
}

/**
 * adj_wif_track_choose_first:
 * @self: the track
 * @first: %TRUE if the side with the initiative moves first, %FALSE last
 * @error: an %ADJ_ERROR_STATE error
 *
 * With three sides the second side then chooses (adj_wif_track_choose_before());
 * otherwise the others follow in initiative order.
 *
 * Returns: %TRUE if taken
 */
gboolean
adj_wif_track_choose_first (AdjWifTrack *self,
                            gboolean     first,
                            GError     **error)
{
  Seen before;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (self->st->phase != ADJ_WIF_PHASE_CHOOSE || self->st->highest_choice >= 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE, _("Roll for initiative first."));
      return FALSE;
    }
  fill_seen (self, &before);
  self->st->highest_choice = first ? 1 : 0;
  if (self->st->n_sides != 3)
    set_order_from_choices (self, TRUE);
  changed (self, &before, first ? _("Choose to move first") : _("Choose to move last"));
  return TRUE;
}

/**
 * adj_wif_track_choose_before:
 * @self: the track
 * @before: %TRUE if the second side moves before the lowest
 * @error: an %ADJ_ERROR_STATE error
 *
 * Returns: %TRUE if taken; the impulses start
 */
gboolean
adj_wif_track_choose_before (AdjWifTrack *self,
                             gboolean     before,
                             GError     **error)
{
  Seen seen;

  g_return_val_if_fail (ADJ_IS_WIF_TRACK (self), FALSE);
  if (!adj_wif_track_get_choosing_before (self) || self->st->n_sides != 3)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_STATE,
                   _("The side with the initiative chooses first or last first."));
      return FALSE;
    }
  fill_seen (self, &seen);
  set_order_from_choices (self, before);
  changed (self, &seen, before ? _("Choose to move before") : _("Choose to move after"));
  return TRUE;
}

/** adj_wif_track_get_initiative_text: Returns: (transfer none): the move order or the pending choice */
const char *
adj_wif_track_get_initiative_text (AdjWifTrack *self)
{
  return self->initiative_text;
}

/* ---- AdjModel ---- */

static const char *
adj_wif_track_get_id (AdjModel *model)
{
  return "wif";
}

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

static void
adj_wif_track_save (AdjModel *model,
                    xmlNode  *node)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (model);
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

  for (int i = 0; i < st->n_sides; i++)
    {
      xmlNode *side = xmlNewChild (node, NULL, (const xmlChar *) "side", NULL);

      xmlSetProp (side, (const xmlChar *) "id", (const xmlChar *) self->side_id[i]);
      set_int (side, "box", st->box[i]);
      set_int (side, "last-rank", st->last_rank[i]);
      set_int (side, "roll", st->roll[i]);
      set_int (side, "roll-bonus", st->roll_bonus[i]);
      set_int (side, "rank", st->rank[i]);
    }
  for (guint i = 0; i < self->n_mps; i++)
    {
      xmlNode *mp = xmlNewChild (node, NULL, (const xmlChar *) "mp", NULL);

      xmlSetProp (mp, (const xmlChar *) "id", (const xmlChar *) self->mp_id[i]);
      xmlSetProp (mp, (const xmlChar *) "side", (const xmlChar *) self->side_id[st->mp_side[i]]);
      set_int (mp, "at-war", st->mp_war[i]);
      set_int (mp, "passes", (st->passes >> i) & 1);
    }
  for (guint i = 0; i < st->impulses->len; i++)
    {
      const Impulse *imp = &g_array_index (st->impulses, Impulse, i);
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
  for (guint i = 0; i < st->turns->len; i++)
    {
      AdjWifTurn *t = g_ptr_array_index (st->turns, i);
      xmlNode *n = xmlNewChild (node, NULL, (const xmlChar *) "turn", NULL);

      set_int (n, "number", adj_wif_turn_get_number (t));
      set_int (n, "impulses", adj_wif_turn_get_n_impulses (t));
      set_int (n, "total", adj_wif_turn_get_total (t));
      set_int (n, "at-least", adj_wif_turn_get_at_least (t));
      xmlSetProp (n, (const xmlChar *) "summary", (const xmlChar *) adj_wif_turn_get_summary (t));
    }
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
    return corrupt (error, _("the attribute “%s” of <%s> is missing."), name, (const char *) node->name);
  if (!adj_parse_int (text, min, max, out))
    return corrupt (error, _("the attribute “%s” of <%s> is “%s”, not a number from %d to %d."),
                    name, (const char *) node->name, text, min, max);
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

static gboolean
adj_wif_track_load (AdjModel  *model,
                    xmlNode   *node,
                    GError   **error)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (model);
  g_autoptr(State) st = state_new ();
  g_autofree char *phase = adj_xml_get_prop (node, "phase");
  g_autofree char *order = adj_xml_get_prop (node, "order");
  int v, n_side_nodes = 0, n_boxes_two = (int) MAX (self->n_two_boxes, 1), phase_index = -1;
  guint n_order = 0;
  gboolean mp_seen[MAX_MPS] = { FALSE };
  int total = 0;

  if (!read_int (node, "sides", self->rules.sides_min, self->rules.sides_max, &st->n_sides, error)
      || !read_int (node, "threshold-override", 0, ADJ_WIF_MAX_THRESHOLD, &st->threshold_override, error)
      || !read_int (node, "k", self->rules.k_min, MIN (self->rules.k_max, ADJ_DICE_MAX_COUNT), &st->k, error)
      || !read_int (node, "turn", 1, G_MAXINT / 2, &st->turn, error)
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
  if (!read_ints (order, 0, st->n_sides - 1, st->order, ADJ_WIF_MAX_SIDES, &n_order, error))
    return FALSE;
  st->n_order = n_order;
  if (n_order != 0 && !check_order (st, st->order, st->n_order, NULL))
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
          g_autofree char *side = adj_xml_get_prop (c, "side");
          g_autofree char *passes = adj_xml_get_prop (c, "passes");
          g_autofree char *faces = adj_xml_get_prop (c, "faces");
          g_auto(GStrv) names = g_strsplit (passes ? passes : "", " ", -1);

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
          g_autofree char *summary = adj_xml_get_prop (c, "summary");

          if (!read_int (c, "number", 1, G_MAXINT / 2, &number, error)
              || !read_int (c, "impulses", 1, G_MAXINT / 2, &n_imp, error)
              || !read_int (c, "total", 0, G_MAXINT / 2, &t_total, error)
              || !read_int (c, "at-least", 0, 1, &at_least, error))
            return FALSE;
          g_ptr_array_add (st->turns, adj_wif_turn_new (number, n_imp, t_total, at_least, summary));
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

  swap_state (self, g_steal_pointer (&st));
  return TRUE;
}

static void
adj_wif_track_reset (AdjModel *model)
{
  AdjWifTrack *self = ADJ_WIF_TRACK (model);

  swap_state (self, state_new_game (self, self->rules.sides_min));
}

static void
adj_wif_track_model_init (AdjModelInterface *iface)
{
  iface->get_id = adj_wif_track_get_id;
  iface->save = adj_wif_track_save;
  iface->load = adj_wif_track_load;
  iface->reset = adj_wif_track_reset;
}
