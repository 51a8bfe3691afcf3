/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ADJ_TYPE_SHARE_QR (adj_share_qr_get_type ())

G_DECLARE_FINAL_TYPE (AdjShareQr, adj_share_qr, ADJ, SHARE_QR, GObject)

AdjShareQr *adj_share_qr_new         (const char *text);
guint       adj_share_qr_get_modules (AdjShareQr *self);
gboolean    adj_share_qr_get_dark    (AdjShareQr *self,
                                      guint       x,
                                      guint       y);

G_END_DECLS
