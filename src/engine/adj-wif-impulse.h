/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define ADJ_TYPE_WIF_IMPULSE (adj_wif_impulse_get_type ())

G_DECLARE_FINAL_TYPE (AdjWifImpulse, adj_wif_impulse, ADJ, WIF_IMPULSE, GObject)

AdjWifImpulse *adj_wif_impulse_new           (guint        number,
                                              int          side,
                                              const char  *side_name,
                                              guint32      passes,
                                              guint32      neutral,
                                              const int   *faces,
                                              guint        n_faces,
                                              int          m,
                                              int          added,
                                              int          total,
                                              gboolean     at_least,
                                              gboolean     ended);
guint          adj_wif_impulse_get_number    (AdjWifImpulse *self);
int            adj_wif_impulse_get_side      (AdjWifImpulse *self);
const char    *adj_wif_impulse_get_side_name (AdjWifImpulse *self);
guint32        adj_wif_impulse_get_passes    (AdjWifImpulse *self);
guint32        adj_wif_impulse_get_neutral   (AdjWifImpulse *self);
const int     *adj_wif_impulse_get_faces     (AdjWifImpulse *self,
                                              guint         *n_faces);
int            adj_wif_impulse_get_last_die  (AdjWifImpulse *self);
int            adj_wif_impulse_get_modifier  (AdjWifImpulse *self);
int            adj_wif_impulse_get_added     (AdjWifImpulse *self);
int            adj_wif_impulse_get_total     (AdjWifImpulse *self);
gboolean       adj_wif_impulse_get_at_least  (AdjWifImpulse *self);
gboolean       adj_wif_impulse_get_ended     (AdjWifImpulse *self);
char          *adj_wif_impulse_dup_faces_text (AdjWifImpulse *self);
gboolean       adj_wif_impulse_equal         (gconstpointer  a,
                                              gconstpointer  b);

G_END_DECLS
