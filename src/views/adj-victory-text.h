/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "adj-victory-record.h"

G_BEGIN_DECLS

/**
 * AdjVictoryLegendColor:
 *
 * The colours of the victory map's legend, in the order
 * adj_victory_text_legend() takes them.
 */
typedef enum {
  ADJ_VICTORY_LEGEND_NOT_HELD,
  ADJ_VICTORY_LEGEND_ONE_THIRD,
  ADJ_VICTORY_LEGEND_TWO_THIRDS,
  ADJ_VICTORY_LEGEND_FULL,
  ADJ_VICTORY_LEGEND_HISTORICAL,
  ADJ_VICTORY_LEGEND_N_COLORS,
} AdjVictoryLegendColor;

char       *adj_victory_text_turn            (const char        *slot_label,
                                              int                year);
char       *adj_victory_text_dup_turn        (AdjVictoryRecord  *record,
                                              guint              turn);
const char *adj_victory_text_turn_caption    (AdjVictoryRecord  *record);
char       *adj_victory_text_hint            (AdjVictoryRecord  *record);
char       *adj_victory_text_historical      (int                historical_total);
char       *adj_victory_text_pending         (AdjVictoryRecord  *record);
char       *adj_victory_text_class_totals    (AdjVictoryRecord  *record);
char       *adj_victory_text_class_heading   (const char        *class_name,
                                              int                value);
char       *adj_victory_text_run             (int                run);
char       *adj_victory_text_target_summary  (AdjVictoryTarget  *target);
char       *adj_victory_text_historical_mark (int                historical);
char       *adj_victory_text_turn_points     (int                credit,
                                              int                total);
char       *adj_victory_text_turn_held       (const char * const *held_labels);
char       *adj_victory_text_target_name     (AdjVictoryTarget  *target);
char       *adj_victory_text_map_tooltip     (AdjVictoryRecord  *record,
                                              AdjVictoryTarget  *target);
char       *adj_victory_text_state_runs      (AdjVictoryState    state,
                                              int                full_turns);
char       *adj_victory_text_legend          (const char * const colors[ADJ_VICTORY_LEGEND_N_COLORS],
                                              int                full_turns);
char       *adj_victory_text_state_count     (AdjVictoryState    state,
                                              int                count,
                                              int                full_turns);
char       *adj_victory_text_ticked_heading  (AdjVictoryRecord  *record,
                                              guint              n_ticked);
char       *adj_victory_text_ticked_target   (AdjVictoryTarget  *target);
char       *adj_victory_text_chart_description (AdjVictoryRecord *record);
char       *adj_victory_text_dup_csv         (AdjVictoryRecord  *record);

G_END_DECLS
