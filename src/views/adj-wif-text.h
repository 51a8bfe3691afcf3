/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "adj-wif-impulse.h"
#include "adj-wif-major-power.h"
#include "adj-wif-side.h"
#include "adj-wif-track.h"
#include "adj-wif-turn.h"

G_BEGIN_DECLS

char *adj_wif_text_result            (AdjWifTrack      *track);
char **adj_wif_text_result_samples   (AdjWifTrack      *track);
char *adj_wif_text_advice            (AdjWifTrack      *track);
char *adj_wif_text_initiative        (AdjWifTrack      *track);
char *adj_wif_text_turn              (AdjWifTrack      *track);
char *adj_wif_text_projector_turn    (AdjWifTrack      *track);
char *adj_wif_text_date              (AdjWifTrack      *track);
char *adj_wif_text_turn_ended        (AdjWifTrack      *track);
char *adj_wif_text_who               (AdjWifTrack      *track);
char **adj_wif_text_who_samples      (AdjWifTrack      *track);
char *adj_wif_text_ten               (AdjWifTrack      *track);
char *adj_wif_text_odds              (AdjWifTrack      *track);
char *adj_wif_text_projector_odds    (AdjWifTrack      *track);
char *adj_wif_text_projector_dice    (AdjWifTrack      *track);
char *adj_wif_text_describe_roll     (AdjWifTrack        *track,
                                      const char         *topic,
                                      const char * const *args,
                                      char              **who);
char *adj_wif_text_threshold_source  (AdjWifTrack      *track);
char *adj_wif_text_passes            (AdjWifTrack      *track,
                                      guint32           passes,
                                      guint32           neutral);
char *adj_wif_text_impulse_title     (AdjWifImpulse    *impulse);
char *adj_wif_text_impulse_subtitle  (AdjWifTrack      *track,
                                      AdjWifImpulse    *impulse);
char *adj_wif_text_impulse_total     (AdjWifImpulse    *impulse);
char *adj_wif_text_turn_title        (AdjWifTurn       *turn);
char *adj_wif_text_turn_summary      (AdjWifTrack      *track,
                                      AdjWifTurn       *turn);
char *adj_wif_text_pass_label        (AdjWifMajorPower *mp);
char *adj_wif_text_side_roll         (AdjWifSide       *side);
char *adj_wif_text_markers           (AdjWifTrack      *track);
char *adj_wif_text_projector_markers (AdjWifTrack      *track);
char *adj_wif_text_odds_bars         (const double     *bars,
                                      guint             n_bars,
                                      guint             first,
                                      gboolean          last_holds_rest);
char *adj_wif_text_box_head          (AdjWifTrack      *track,
                                      guint             box);

char *adj_wif_text_projector_order  (AdjWifTrack      *track);
char *adj_wif_text_rolled            (AdjWifImpulse    *impulse);

/* closures for the page's and the projector's template bindings */
char    *adj_wif_text_bind_who       (gpointer          this,
                                      AdjWifTrack      *track,
                                      AdjWifPhase       phase,
                                      int               side_to_move,
                                      int               n_sides);
char    *adj_wif_text_bind_ten       (gpointer          this,
                                      AdjWifTrack      *track,
                                      int               ten,
                                      gboolean          ten_at_least,
                                      int               threshold);
char    *adj_wif_text_bind_result    (gpointer          this,
                                      AdjWifTrack      *track,
                                      AdjWifOutcome     outcome,
                                      int               ten,
                                      gboolean          ten_at_least,
                                      int               threshold,
                                      guint             n_impulses);
gboolean adj_wif_text_bind_phase_is  (gpointer          this,
                                      AdjWifPhase       phase,
                                      AdjWifPhase       wanted);

G_END_DECLS
