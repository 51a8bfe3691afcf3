/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-enum-types.h"
#include "adj-error.h"
#include "adj-pto-sequence.h"

/* The steps of one WWII: PTO turn, built from the steps and phases tables of
 * pto.xml in their order. Steps done by each side in turn are listed once for
 * each side; the offensive phase lists the sequence (4A, 4B or 4C) of every
 * offensive chosen so far, then the choice of the next one. */

struct _AdjPtoStep
{
  GObject         parent_instance;

  char           *key;
  char           *row_id;
  char           *phase_id;
  char           *phase_title;
  char           *group;
  char           *number;
  char           *title;
  char           *rule;
  char           *text;
  AdjPtoSide      side;
  AdjPtoStepKind  kind;
  int             offensive;
  AdjPtoStepPanel panel;
  gboolean        skipped;
};

G_DEFINE_FINAL_TYPE (AdjPtoStep, adj_pto_step, G_TYPE_OBJECT)

enum {
  STEP_PROP_0,
  STEP_PROP_KEY,
  STEP_PROP_PHASE_TITLE,
  STEP_PROP_GROUP,
  STEP_PROP_NUMBER,
  STEP_PROP_TITLE,
  STEP_PROP_RULE,
  STEP_PROP_TEXT,
  STEP_PROP_SIDE,
  STEP_PROP_KIND,
  STEP_PROP_PANEL,
  STEP_PROP_OFFENSIVE,
  STEP_PROP_SKIPPED,
  N_STEP_PROPS
};

static GParamSpec *step_properties[N_STEP_PROPS];

static void
adj_pto_step_finalize (GObject *object)
{
  AdjPtoStep *self = (AdjPtoStep *) object;

  g_free (self->key);
  g_free (self->row_id);
  g_free (self->phase_id);
  g_free (self->phase_title);
  g_free (self->group);
  g_free (self->number);
  g_free (self->title);
  g_free (self->rule);
  g_free (self->text);
  G_OBJECT_CLASS (adj_pto_step_parent_class)->finalize (object);
}

static void
adj_pto_step_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjPtoStep *self = ADJ_PTO_STEP (object);

  switch (prop_id)
    {
    case STEP_PROP_KEY:
      g_value_set_string (value, self->key);
      break;
    case STEP_PROP_PHASE_TITLE:
      g_value_set_string (value, self->phase_title);
      break;
    case STEP_PROP_GROUP:
      g_value_set_string (value, self->group);
      break;
    case STEP_PROP_NUMBER:
      g_value_set_string (value, self->number);
      break;
    case STEP_PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case STEP_PROP_RULE:
      g_value_set_string (value, self->rule);
      break;
    case STEP_PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case STEP_PROP_SIDE:
      g_value_set_enum (value, self->side);
      break;
    case STEP_PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case STEP_PROP_PANEL:
      g_value_set_enum (value, self->panel);
      break;
    case STEP_PROP_OFFENSIVE:
      g_value_set_int (value, self->offensive);
      break;
    case STEP_PROP_SKIPPED:
      g_value_set_boolean (value, self->skipped);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* A step is made once for a turn and never changes: the game replaces it
 * (with exact items-changed) when the turn's steps change. */
static void
adj_pto_step_class_init (AdjPtoStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags f = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = adj_pto_step_finalize;
  object_class->get_property = adj_pto_step_get_property;

  step_properties[STEP_PROP_KEY] = g_param_spec_string ("key", NULL, NULL, NULL, f);
  step_properties[STEP_PROP_PHASE_TITLE] = g_param_spec_string ("phase-title", NULL, NULL, NULL, f);
  step_properties[STEP_PROP_GROUP] = g_param_spec_string ("group", NULL, NULL, NULL, f);
  step_properties[STEP_PROP_NUMBER] = g_param_spec_string ("number", NULL, NULL, NULL, f);
  /**
   * AdjPtoStep:title:
   *
   * The steps table's title; empty for the steps the game makes itself
   * (the choice of an offensive, no offensives), which the views name by
   * their #AdjPtoStep:kind.
   */
  step_properties[STEP_PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, f);
  step_properties[STEP_PROP_RULE] = g_param_spec_string ("rule", NULL, NULL, NULL, f);
  step_properties[STEP_PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, f);
  step_properties[STEP_PROP_SIDE] = g_param_spec_enum ("side", NULL, NULL, ADJ_TYPE_PTO_SIDE, ADJ_PTO_SIDE_BOTH, f);
  step_properties[STEP_PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, ADJ_TYPE_PTO_STEP_KIND, ADJ_PTO_STEP_RULE, f);
  step_properties[STEP_PROP_PANEL] = g_param_spec_enum ("panel", NULL, NULL, ADJ_TYPE_PTO_STEP_PANEL,
                                                        ADJ_PTO_PANEL_NONE, f);
  step_properties[STEP_PROP_OFFENSIVE] = g_param_spec_int ("offensive", NULL, NULL, -1, G_MAXINT, -1, f);
  step_properties[STEP_PROP_SKIPPED] = g_param_spec_boolean ("skipped", NULL, NULL, FALSE, f);
  g_object_class_install_properties (object_class, N_STEP_PROPS, step_properties);
}

static void
adj_pto_step_init (AdjPtoStep *self)
{
  self->offensive = -1;
  self->side = ADJ_PTO_SIDE_BOTH;
}

/** adj_pto_step_get_key: Returns: (transfer none): an id unique within the turn */
const char *adj_pto_step_get_key (AdjPtoStep *self) { return self->key; }
/** adj_pto_step_get_row_id: Returns: (transfer none) (nullable): the row of the steps table */
const char *adj_pto_step_get_row_id (AdjPtoStep *self) { return self->row_id; }
/** adj_pto_step_get_phase_id: Returns: (transfer none): the row of the phases table */
const char *adj_pto_step_get_phase_id (AdjPtoStep *self) { return self->phase_id; }
/** adj_pto_step_get_phase_title: Returns: (transfer none): "Naval and Air Phase" */
const char *adj_pto_step_get_phase_title (AdjPtoStep *self) { return self->phase_title; }
/** adj_pto_step_get_group: Returns: (transfer none) (nullable): "4A. Land Offensive Sequence" */
const char *adj_pto_step_get_group (AdjPtoStep *self) { return self->group; }
/** adj_pto_step_get_number: Returns: (transfer none): the step number, "" if none */
const char *adj_pto_step_get_number (AdjPtoStep *self) { return self->number; }
/** adj_pto_step_get_title: Returns: (transfer none): the steps table's title, "" for a step the game makes (see #AdjPtoStep:kind) */
const char *adj_pto_step_get_title (AdjPtoStep *self) { return self->title; }
/** adj_pto_step_get_rule: Returns: (transfer none): the rule section, "" if none */
const char *adj_pto_step_get_rule (AdjPtoStep *self) { return self->rule; }
/** adj_pto_step_get_text: Returns: (transfer none): the full text of the step */
const char *adj_pto_step_get_text (AdjPtoStep *self) { return self->text; }
/** adj_pto_step_get_side: Returns: whose step it is */
AdjPtoSide adj_pto_step_get_side (AdjPtoStep *self) { return self->side; }
/** adj_pto_step_get_kind: Returns: what kind of step it is */
AdjPtoStepKind adj_pto_step_get_kind (AdjPtoStep *self) { return self->kind; }
/** adj_pto_step_get_offensive: Returns: the offensive (0 = first of the turn) the step belongs to, or -1 */
int adj_pto_step_get_offensive (AdjPtoStep *self) { return self->offensive; }
/** adj_pto_step_get_panel: Returns: what the step asks the players for */
AdjPtoStepPanel adj_pto_step_get_panel (AdjPtoStep *self) { return self->panel; }
/** adj_pto_step_get_skipped: Returns: %TRUE if the players skipped the step */
gboolean adj_pto_step_get_skipped (AdjPtoStep *self) { return self->skipped; }
/** adj_pto_step_set_skipped: Marks the step as skipped (while the game builds the turn's steps). */
void adj_pto_step_set_skipped (AdjPtoStep *self, gboolean skipped) { self->skipped = skipped; }

/** adj_pto_side_to_string: Returns: (transfer none): the side as saved ("japan") */
const char *
adj_pto_side_to_string (AdjPtoSide side)
{
  switch (side)
    {
    case ADJ_PTO_SIDE_JAPAN:
      return "japan";
    case ADJ_PTO_SIDE_ALLIES:
      return "allies";
    case ADJ_PTO_SIDE_BOTH:
      return "both";
    case ADJ_PTO_SIDE_NONE:
    default:
      return "none";
    }
}

/** adj_pto_side_from_string: Returns: %TRUE if @text names a side */
gboolean
adj_pto_side_from_string (const char *text,
                          AdjPtoSide *out)
{
  for (int s = ADJ_PTO_SIDE_NONE; s <= ADJ_PTO_SIDE_BOTH; s++)
    if (g_strcmp0 (text, adj_pto_side_to_string (s)) == 0)
      {
        *out = s;
        return TRUE;
      }
  return FALSE;
}

typedef struct {
  AdjRuleTable *steps;
  AdjRuleTable *phases;
  int c_sequence, c_phase, c_number, c_title, c_rule, c_text, c_who, c_when;
  int p_title, p_rule, p_text;
  GPtrArray *out;
} Builder;

static const char *
cell (AdjRuleTable *t,
      guint         row,
      int           column)
{
  if (column < 0 || adj_rule_table_is_none (t, row, column))
    return NULL;
  return adj_rule_table_get_text (t, row, column);
}

static AdjPtoStep *
new_step (Builder    *b,
          const char *phase_id)
{
  AdjPtoStep *step = g_object_new (ADJ_TYPE_PTO_STEP, NULL);
  int p = adj_rule_table_find_row (b->phases, phase_id);

  step->phase_id = g_strdup (phase_id);
  step->phase_title = g_strdup (p >= 0 ? adj_rule_table_get_row_label (b->phases, p) : phase_id);
  step->rule = g_strdup (p >= 0 && cell (b->phases, p, b->p_rule) ? cell (b->phases, p, b->p_rule) : "");
  step->number = g_strdup ("");
  g_ptr_array_add (b->out, step);
  return step;
}

static void
add_row (Builder    *b,
         guint       row,
         AdjPtoSide  side,
         const char *key)
{
  AdjPtoStep *step = new_step (b, cell (b->steps, row, b->c_phase));
  const char *rule = cell (b->steps, row, b->c_rule);

  step->key = g_strdup (key);
  step->row_id = g_strdup (adj_rule_table_get_row_id (b->steps, row));
  step->group = g_strdup (adj_rule_table_get_row_group (b->steps, row));
  g_free (step->number);
  step->number = g_strdup (cell (b->steps, row, b->c_number));
  step->title = g_strdup (cell (b->steps, row, b->c_title));
  step->text = g_strdup (cell (b->steps, row, b->c_text));
  /* A phase without numbered steps has one step named after the phase. */
  {
    int p = adj_rule_table_find_row (b->phases, step->phase_id);

    if (p >= 0 && g_strcmp0 (cell (b->phases, p, b->p_title), step->title) == 0)
      {
        g_free (step->number);
        step->number = g_strdup ("");
      }
  }
  if (rule)
    {
      g_free (step->rule);
      step->rule = g_strdup (rule);
    }
  step->side = side;
}

static AdjPtoSide
fixed_side (const char *who)
{
  if (g_strcmp0 (who, "us") == 0)
    return ADJ_PTO_SIDE_ALLIES;
  return ADJ_PTO_SIDE_BOTH;
}

static gboolean
add_offensives (Builder                    *b,
                const AdjPtoSequenceParams *p,
                const char                 *phase_id,
                GError                    **error)
{
  int p_row = adj_rule_table_find_row (b->phases, phase_id);
  const char *phase_text = p_row >= 0 ? cell (b->phases, p_row, b->p_text) : NULL;

  for (guint i = 0; i < p->n_offensives; i++)
    {
      const AdjPtoOffensive *off = &p->offensives[i];
      guint n = 0;

      for (guint r = 0; r < adj_rule_table_get_n_rows (b->steps); r++)
        if (g_strcmp0 (cell (b->steps, r, b->c_sequence), off->sequence) == 0)
          {
            g_autofree char *key = g_strdup_printf ("offensive-%u:%s", i, adj_rule_table_get_row_id (b->steps, r));
            add_row (b, r, off->side, key);
            ((AdjPtoStep *) g_ptr_array_index (b->out, b->out->len - 1))->offensive = i;
            n++;
          }
      if (n == 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING,
                       _("The steps table has no steps for a “%s” offensive."), off->sequence);
          return FALSE;
        }
    }

  if (p->chooser == ADJ_PTO_SIDE_JAPAN || p->chooser == ADJ_PTO_SIDE_ALLIES)
    {
      AdjPtoStep *step = new_step (b, phase_id);

      step->key = g_strdup_printf ("choose-%u", p->n_offensives);
      step->kind = ADJ_PTO_STEP_CHOOSE_OFFENSIVE;
      step->panel = ADJ_PTO_PANEL_OFFENSIVE;
      step->side = p->chooser;
      step->offensive = p->n_offensives;
      step->title = g_strdup ("");
      step->text = g_strdup (phase_text ? phase_text : "");
    }
  else if (p->n_offensives == 0)
    {
      AdjPtoStep *step = new_step (b, phase_id);

      step->key = g_strdup ("no-offensives");
      step->kind = ADJ_PTO_STEP_NO_OFFENSIVES;
      step->side = ADJ_PTO_SIDE_BOTH;
      step->title = g_strdup ("");
      step->text = g_strdup (phase_text ? phase_text : "");
    }
  return TRUE;
}

/**
 * adj_pto_sequence_build:
 * @rulebook: the rulebook
 * @params: the turn
 * @error: return location for an error
 *
 * Returns: (transfer full) (element-type AdjPtoStep) (nullable): the steps of the turn in order
 */
GPtrArray *
adj_pto_sequence_build (AdjRulebook                *rulebook,
                        const AdjPtoSequenceParams *params,
                        GError                    **error)
{
  Builder b = { 0 };
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_object_unref);
  const char *turn = params->seasonal ? "seasonal" : "monthly";
  gboolean offensives_done = FALSE;
  guint n;

  b.steps = adj_rulebook_get_table (rulebook, "pto", "steps");
  b.phases = adj_rulebook_get_table (rulebook, "pto", "phases");
  if (b.steps == NULL || b.phases == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING, _("The steps or phases table of pto.xml is missing."));
      return NULL;
    }
  b.c_sequence = adj_rule_table_find_column (b.steps, "sequence");
  b.c_phase = adj_rule_table_find_column (b.steps, "phase");
  b.c_number = adj_rule_table_find_column (b.steps, "number");
  b.c_title = adj_rule_table_find_column (b.steps, "title");
  b.c_rule = adj_rule_table_find_column (b.steps, "rule");
  b.c_text = adj_rule_table_find_column (b.steps, "text");
  b.c_who = adj_rule_table_find_column (b.steps, "who");
  b.c_when = adj_rule_table_find_column (b.steps, "when");
  b.p_title = adj_rule_table_find_column (b.phases, "title");
  b.p_rule = adj_rule_table_find_column (b.phases, "rule");
  b.p_text = adj_rule_table_find_column (b.phases, "text");
  b.out = out;
  if (b.c_sequence < 0 || b.c_phase < 0 || b.c_number < 0 || b.c_title < 0 || b.c_text < 0 || b.c_who < 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_MISSING, _("The steps table of pto.xml lacks a column."));
      return NULL;
    }

  n = adj_rule_table_get_n_rows (b.steps);
  for (guint r = 0; r < n; r++)
    {
      const char *sequence = cell (b.steps, r, b.c_sequence);
      const char *who = cell (b.steps, r, b.c_who);
      const char *phase = cell (b.steps, r, b.c_phase);
      const char *when = cell (b.steps, r, b.c_when);

      if (g_strcmp0 (sequence, turn) != 0)
        {
          /* The first offensive sequence row marks where the offensives go. */
          if (!params->seasonal && !offensives_done && g_strcmp0 (who, "alternate") == 0)
            {
              if (!add_offensives (&b, params, phase, error))
                return NULL;
              offensives_done = TRUE;
            }
          continue;
        }
      if (g_strcmp0 (when, "winter") == 0 && !params->additions)
        continue;

      if (g_strcmp0 (who, "each-side") == 0 || g_strcmp0 (who, "initiative-first") == 0)
        {
          /* The run of such rows in this phase: first one side, then the other. */
          AdjPtoSide first = g_strcmp0 (who, "each-side") == 0 ? params->naval_air_first : params->initiative;
          guint end = r;

          if (first != ADJ_PTO_SIDE_JAPAN && first != ADJ_PTO_SIDE_ALLIES)
            first = ADJ_PTO_SIDE_JAPAN;
          while (end + 1 < n && g_strcmp0 (cell (b.steps, end + 1, b.c_who), who) == 0
                 && g_strcmp0 (cell (b.steps, end + 1, b.c_phase), phase) == 0
                 && g_strcmp0 (cell (b.steps, end + 1, b.c_sequence), turn) == 0)
            end++;
          for (int pass = 0; pass < 2; pass++)
            {
              AdjPtoSide side = pass == 0 ? first : ADJ_PTO_OTHER_SIDE (first);

              for (guint i = r; i <= end; i++)
                {
                  g_autofree char *key = g_strdup_printf ("%s:%s", adj_rule_table_get_row_id (b.steps, i),
                                                          adj_pto_side_to_string (side));
                  add_row (&b, i, side, key);
                  if (pass == 0 && g_strcmp0 (who, "each-side") == 0)
                    ((AdjPtoStep *) g_ptr_array_index (out, out->len - 1))->panel = ADJ_PTO_PANEL_FIRST_SIDE;
                }
            }
          r = end;
          continue;
        }
      add_row (&b, r, fixed_side (who), adj_rule_table_get_row_id (b.steps, r));
      /* The weather phase rolls the weather; the last step of the initiative
       * phase buys offensives and settles the initiative. */
      if (g_strcmp0 (phase, "weather") == 0)
        ((AdjPtoStep *) g_ptr_array_index (out, out->len - 1))->panel = ADJ_PTO_PANEL_WEATHER;
      if (g_strcmp0 (phase, "initiative") == 0
          && (r + 1 >= n || g_strcmp0 (cell (b.steps, r + 1, b.c_phase), phase) != 0))
        ((AdjPtoStep *) g_ptr_array_index (out, out->len - 1))->panel = ADJ_PTO_PANEL_INITIATIVE;
    }
  return g_steal_pointer (&out);
}
