/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-rule-table.h"

G_BEGIN_DECLS

/* The facts of one roll of a WTJ "1943" setup step: what the engine
 * returns; src/views/adj-wtj-text.c says them. */

/**
 * AdjWtjStepKind:
 *
 * The setup step a result belongs to.
 */
typedef enum {
  ADJ_WTJ_STEP_ROLLOFF,
  ADJ_WTJ_STEP_SUPERIORITY,
  ADJ_WTJ_STEP_PRESENCE,
  ADJ_WTJ_STEP_ASSETS,
  ADJ_WTJ_STEP_PLANNED,
  ADJ_WTJ_STEP_SUPPORT,
  ADJ_WTJ_STEP_COUNTERBATTERY,
  ADJ_WTJ_STEP_PROXIMITY,
  ADJ_WTJ_STEP_REACTION,
  ADJ_WTJ_STEP_WORKS,
  ADJ_WTJ_STEP_WORKS_ATTACKER,
  ADJ_WTJ_STEP_FUEL,
  ADJ_WTJ_STEP_LULL,
} AdjWtjStepKind;

/**
 * AdjWtjOutcome:
 *
 * What a step's result is, in a word: the formatter says it.
 */
typedef enum {
  ADJ_WTJ_OUTCOME_NONE,           /* nothing to say (yet) */
  ADJ_WTJ_OUTCOME_NUMBER,         /* @value */
  ADJ_WTJ_OUTCOME_WAITING,        /* total @value, the other side not rolled */
  ADJ_WTJ_OUTCOME_SUPERIORITY,    /* score @score > 0 */
  ADJ_WTJ_OUTCOME_PARITY,
  ADJ_WTJ_OUTCOME_LOST,           /* score @score < 0 */
  ADJ_WTJ_OUTCOME_AIR_POINTS,     /* @value air points */
  ADJ_WTJ_OUTCOME_NO_PRESENCE,
  ADJ_WTJ_OUTCOME_NO_AIR_POINTS,
  ADJ_WTJ_OUTCOME_ON_ARRIVAL,
  ADJ_WTJ_OUTCOME_ASSETS,         /* every point decided */
  ADJ_WTJ_OUTCOME_ASSETS_CHOSEN,  /* @count of @value points chosen */
  ADJ_WTJ_OUTCOME_ASSETS_ROLLED,  /* @count of @value points rolled */
  ADJ_WTJ_OUTCOME_BARRAGES,
  ADJ_WTJ_OUTCOME_BATTERIES,
  ADJ_WTJ_OUTCOME_NO_PLANNED_FIRE,
  ADJ_WTJ_OUTCOME_COLUMN,         /* the label of @column of @table */
  ADJ_WTJ_OUTCOME_YARDS,
  ADJ_WTJ_OUTCOME_PROFILE,        /* reaction letter @value */
  ADJ_WTJ_OUTCOME_NOT_AVAILABLE,  /* "-" in the table */
  ADJ_WTJ_OUTCOME_NO_LULL,
  ADJ_WTJ_OUTCOME_SHORT_LULL,
  ADJ_WTJ_OUTCOME_LONG_LULL,
  ADJ_WTJ_OUTCOME_LENGTHS,        /* @value lengths of @count inches (trenches) */
} AdjWtjOutcome;

/**
 * AdjWtjNote:
 *
 * Why players must decide, or why a step cannot be rolled yet.
 */
typedef enum {
  ADJ_WTJ_NOTE_NONE,
  ADJ_WTJ_NOTE_NO_SUPERIORITY_ROW,
  ADJ_WTJ_NOTE_NO_SUPERIORITY_ENTRY,  /* @note_text: the row, @note_number: the year */
  ADJ_WTJ_NOTE_ROLL_SUPERIORITY_FIRST,
  ADJ_WTJ_NOTE_NO_ASSETS_ROW,
  ADJ_WTJ_NOTE_ROLL_PRESENCE_FIRST,
  ADJ_WTJ_NOTE_CATEGORY_NOT_LISTED,   /* @note_text: the nation, @note_number: the year */
  ADJ_WTJ_NOTE_CATEGORY_CHOICE,       /* @note_text: what the list says */
  ADJ_WTJ_NOTE_NO_WORKS_ROW,
  ADJ_WTJ_NOTE_PICK_COMPANY_ROW,
  ADJ_WTJ_NOTE_ROLL_PROXIMITY_FIRST,
  ADJ_WTJ_NOTE_BEFORE_FIRST_LULL,     /* @note_number: the first turn */
  ADJ_WTJ_NOTE_LULL_STARTED,          /* @note_number: the turn it started */
} AdjWtjNote;

/**
 * AdjWtjLineKind:
 *
 * One line of how a result is found; its numbers and table texts are in
 * the #AdjWtjLine.
 */
typedef enum {
  ADJ_WTJ_LINE_TIE,
  ADJ_WTJ_LINE_HIGH_ROLLER,
  ADJ_WTJ_LINE_NO_AXIS_MODIFIER,
  ADJ_WTJ_LINE_AGREED_NO_ROW,         /* a: modifier */
  ADJ_WTJ_LINE_AGREED_NO_ENTRY,       /* a: year, b: modifier */
  ADJ_WTJ_LINE_TABLE_MODIFIER,        /* s1: group, s2: row, a: year, b: modifier */
  ADJ_WTJ_LINE_SUGGESTED_MODIFIER,    /* a: modifier */
  ADJ_WTJ_LINE_TOTAL_MODIFIER,        /* a: modifier */
  ADJ_WTJ_LINE_ROLLED_MODIFIED,       /* the faces, a: modifier, b: total */
  ADJ_WTJ_LINE_DECLARED,
  ADJ_WTJ_LINE_SET_BY_PLAYERS,
  ADJ_WTJ_LINE_SCORE,                 /* a: score */
  ADJ_WTJ_LINE_BELOW_LOWEST_SCORE,    /* a: the lowest score with air presence */
  ADJ_WTJ_LINE_PRESENCE_CELL,         /* s1: row, s2: column, s3: cell */
  ADJ_WTJ_LINE_ROLLED_ON,             /* the faces, s1: dice, a: value */
  ADJ_WTJ_LINE_ROW,                   /* s1: group, s2: row */
  ADJ_WTJ_LINE_AVAILABLE_ASSETS,
  ADJ_WTJ_LINE_EACH_ON_ARRIVAL,       /* a: sides of the die */
  ADJ_WTJ_LINE_ONE_DIE_PER_POINT,     /* a: sides of the die */
  ADJ_WTJ_LINE_NO_PLANNED_FIRE_AMPHIBIOUS,
  ADJ_WTJ_LINE_FIRE_COLUMN,           /* s1: column */
  ADJ_WTJ_LINE_NO_FIRE_MODIFIER,      /* s1: nation, a: year */
  ADJ_WTJ_LINE_FIRE_MODIFIER,         /* s1: nation, s2: theatre or NULL, a: year, b: modifier */
  ADJ_WTJ_LINE_CLAMPED,               /* a: total, b: lowest, c: highest */
  ADJ_WTJ_LINE_FIRE_PRODUCT,          /* s1: cell, a: units, b: result, x: cell × units */
  ADJ_WTJ_LINE_CATEGORY_LISTED,       /* s1: nation, s2: category, a: year */
  ADJ_WTJ_LINE_CATEGORY_PICKED,       /* s1: category */
  ADJ_WTJ_LINE_ROLLED_ON_LINE,        /* s1: category, a: roll */
  ADJ_WTJ_LINE_PROXIMITY_ROLLED,      /* s1: terrain, a: roll, b: yards */
  ADJ_WTJ_LINE_SCALE,                 /* a: scale (0 large, 1 medium, 2 small), b: yards per inch, x: inches */
  ADJ_WTJ_LINE_LULLS_BEGIN,           /* a: turn */
  ADJ_WTJ_LINE_REACTION_CELL,         /* s1: row, s2: column, s3: cell */
  ADJ_WTJ_LINE_REACTION_ROLLED,       /* a: roll, b: TRUE for the right (better) letter */
  ADJ_WTJ_LINE_ROLLED_SUM,            /* the faces, a: sum */
  ADJ_WTJ_LINE_WORKS_ROLLS,           /* s1: cell, a: rolls, b: bases per roll, c: bases */
  ADJ_WTJ_LINE_ROLLED_TOTAL,          /* the faces, a: total */
  ADJ_WTJ_LINE_ROLLS_MADE,            /* a: made, b: needed */
  ADJ_WTJ_LINE_ROLLED,                /* a: roll */
} AdjWtjLineKind;

/**
 * AdjWtjLine:
 * @kind: what the line says
 * @a: a number of the line (see #AdjWtjLineKind)
 * @b: another number
 * @c: another number
 * @x: a decimal number
 * @s1: (nullable): a text from the rule tables (a row or column label, a cell)
 * @s2: (nullable): another
 * @s3: (nullable): another
 *
 * One fact of how a result is found. The texts belong to the rule tables.
 */
typedef struct {
  AdjWtjLineKind kind;
  int            a;
  int            b;
  int            c;
  double         x;
  const char    *s1;
  const char    *s2;
  const char    *s3;
} AdjWtjLine;

/**
 * AdjWtjResult:
 * @step: the step
 * @side: the side (0 or 1), the company or the turn; -1 for none
 * @spec: (nullable): the dice to roll now, %NULL when nothing can be rolled
 * @modifier: the modifier added to the dice (for the roll log)
 * @done: the step has a result (rolled, or set by hand)
 * @manual: the result was set by hand
 * @applicable: %FALSE when the step does not apply to that side
 * @value: the result as a number (points, barrages, yards, ...)
 * @score: the air superiority score (superiority steps)
 * @count: points decided so far (air assets)
 * @outcome: the result in a word
 * @faces: the faces the result counts
 * @lines: (element-type AdjWtjLine): how the result is found, one fact each
 * @note: why players must decide (no entry in the source, ...)
 * @note_number: a number of the note
 * @note_text: (nullable): a text of the note, from the tables
 * @table: (nullable): the step's table
 * @row: the row of the step's table that applies, or -1
 * @column: the column of the step's table that applies, or -1
 * @append: a roll of @spec adds to the faces already rolled (a step that
 *   needs more dice than one roll can hold is rolled in parts)
 *
 * One step's state for one side, computed from the rolls and the tables:
 * facts only; adj-wtj-text.c says them.
 */
typedef struct {
  AdjWtjStepKind step;
  int            side;
  char          *spec;
  int            modifier;
  gboolean       done;
  gboolean       manual;
  gboolean       applicable;
  int            value;
  int            score;
  int            count;
  AdjWtjOutcome  outcome;
  GArray        *faces;
  GArray        *lines;
  AdjWtjNote     note;
  int            note_number;
  const char    *note_text;
  AdjRuleTable  *table;
  int            row;
  int            column;
  gboolean       append;
} AdjWtjResult;

#define ADJ_TYPE_WTJ_RESULT (adj_wtj_result_get_type ())

GType         adj_wtj_result_get_type (void) G_GNUC_CONST;
AdjWtjResult *adj_wtj_result_copy     (const AdjWtjResult *result);
gboolean      adj_wtj_result_equal    (const AdjWtjResult *a,
                                       const AdjWtjResult *b);
void          adj_wtj_result_free     (AdjWtjResult       *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjWtjResult, adj_wtj_result_free)

G_END_DECLS
