/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "adj-limits.h"
#include "adj-range.h"

G_BEGIN_DECLS

/* The most dice one roll may hold. */
#define ADJ_DICE_MAX_COUNT ADJ_LIMIT_DICE_PER_ROLL

/**
 * AdjDiceKind:
 * @ADJ_DICE_NONE: nothing is rolled ("None")
 * @ADJ_DICE_SUM: N dice of M faces, summed ("2D6"); halved and rounded up when @half
 * @ADJ_DICE_FACES: one die of M faces; one point when it shows a face in @faces ("5,6")
 */
typedef enum {
  ADJ_DICE_NONE,
  ADJ_DICE_SUM,
  ADJ_DICE_FACES,
} AdjDiceKind;

/**
 * AdjDiceSpec:
 *
 * What is rolled: "2d6", "½d6", "1d10", "5,6" (on a d6), "None".
 */
typedef struct {
  AdjDiceKind kind;
  int         count;
  int         sides;
  gboolean    half;
  AdjRange    faces;
} AdjDiceSpec;

gboolean  adj_dice_spec_parse       (const char         *text,
                                     AdjDiceSpec        *out,
                                     GError            **error);
char     *adj_dice_spec_to_string   (const AdjDiceSpec  *spec);
int       adj_dice_spec_n_faces     (const AdjDiceSpec  *spec);
int       adj_dice_spec_min         (const AdjDiceSpec  *spec);
int       adj_dice_spec_max         (const AdjDiceSpec  *spec);
int       adj_dice_spec_value       (const AdjDiceSpec  *spec,
                                     const int          *faces,
                                     guint               n_faces);
gboolean  adj_dice_spec_check_faces (const AdjDiceSpec  *spec,
                                     const int          *faces,
                                     guint               n_faces,
                                     GError            **error);
GArray   *adj_dice_parse_faces      (const AdjDiceSpec  *spec,
                                     const char         *text,
                                     GError            **error);

G_END_DECLS
