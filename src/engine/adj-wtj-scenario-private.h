/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "adj-wtj-scenario.h"
#include "adj-wtj-side-private.h"
#include "adj-wtj-step-private.h"

G_BEGIN_DECLS

/* Shared by the files of AdjWtjScenario: adj-wtj-scenario.c (the state,
 * saving, the steps list) and one file per group of setup steps
 * (-field.c: steps 1, 7, 8; -air.c: 2-4; -fire.c: 5, 6; -optional.c: 20,
 * 21; -lull.c: the game's combat lulls). */

struct _AdjWtjScenario
{
  GObject      parent_instance;

  AdjRulebook *rulebook;
  GHashTable  *settings;   /* key -> value */
  GHashTable  *rolls;      /* key -> GArray of int */
  GHashTable  *manual;     /* key -> "int" */
  GValue      *shown;      /* the property values last notified */
  GListStore  *steps;      /* AdjWtjStep, one per roll of a step */
  GListStore  *sides;      /* AdjWtjSide, the two sides */
};

/* state */
void          _adj_wtj_bump            (AdjWtjScenario *self);
void          _adj_wtj_refresh_notify  (GObject        *object,
                                        GParamSpec    **pspecs,
                                        guint           n_pspecs,
                                        GValue         *shown,
                                        gboolean        notify);
AdjRuleTable *_adj_wtj_table           (AdjWtjScenario *self,
                                        const char     *id);
const char   *_adj_wtj_constant        (AdjWtjScenario *self,
                                        const char     *id);
int           _adj_wtj_side_int        (AdjWtjScenario *self,
                                        const char     *name,
                                        int             side);
const char   *_adj_wtj_nation_group    (AdjWtjScenario *self,
                                        int             side);
gboolean      _adj_wtj_is_attacker     (AdjWtjScenario *self,
                                        int             side);
gboolean      _adj_wtj_get_manual      (AdjWtjScenario *self,
                                        const char     *key,
                                        int            *value);
GArray       *_adj_wtj_rolled          (AdjWtjScenario *self,
                                        const char     *key,
                                        const char     *spec);
GArray       *_adj_wtj_partial_faces   (AdjWtjScenario *self,
                                        const char     *key,
                                        int             sides,
                                        guint           max);
int           _adj_wtj_faces_sum       (GArray         *faces);
int           _adj_wtj_dice_per_roll   (int             sides);

/* results */
AdjWtjResult *_adj_wtj_result_new      (AdjWtjStepKind  step,
                                        int             side);
AdjWtjLine   *_adj_wtj_add_line        (AdjWtjResult   *r,
                                        AdjWtjLineKind  kind,
                                        int             a,
                                        int             b,
                                        const char     *s1,
                                        const char     *s2);
void          _adj_wtj_set_faces       (AdjWtjResult   *r,
                                        GArray         *faces);

AdjWtjResult *_adj_wtj_result_rolloff       (AdjWtjScenario *self, int side);
AdjWtjResult *_adj_wtj_result_superiority   (AdjWtjScenario *self, int side);
AdjWtjResult *_adj_wtj_result_presence      (AdjWtjScenario *self, int side);
AdjWtjResult *_adj_wtj_result_assets        (AdjWtjScenario *self, int side);
AdjWtjResult *_adj_wtj_result_fire          (AdjWtjScenario *self, int side, gboolean planned);
AdjWtjResult *_adj_wtj_result_counterbattery (AdjWtjScenario *self, int side);
AdjWtjResult *_adj_wtj_result_proximity     (AdjWtjScenario *self);
AdjWtjResult *_adj_wtj_result_reaction      (AdjWtjScenario *self, int side);
AdjWtjResult *_adj_wtj_result_works         (AdjWtjScenario *self, const char *what);
AdjWtjResult *_adj_wtj_result_fuel          (AdjWtjScenario *self, int company, const char *what);
AdjWtjResult *_adj_wtj_result_lull          (AdjWtjScenario *self, int turn);

G_END_DECLS
