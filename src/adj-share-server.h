/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "adj-game.h"
#include "adj-limits.h"

G_BEGIN_DECLS

#define ADJ_TYPE_SHARE_SERVER (adj_share_server_get_type ())

G_DECLARE_FINAL_TYPE (AdjShareServer, adj_share_server, ADJ, SHARE_SERVER, GObject)

AdjShareServer *adj_share_server_new               (AdjGame         *game);
gboolean        adj_share_server_start             (AdjShareServer  *self,
                                                    gboolean         loopback_only,
                                                    GError         **error);
void            adj_share_server_stop              (AdjShareServer  *self);
gboolean        adj_share_server_get_running       (AdjShareServer  *self);
void            adj_share_server_set_page          (AdjShareServer  *self,
                                                    const char      *page_id);
const char     *adj_share_server_get_page          (AdjShareServer  *self);
guint           adj_share_server_get_port          (AdjShareServer  *self);
const char     *adj_share_server_get_token         (AdjShareServer  *self);
char           *adj_share_server_dup_url           (AdjShareServer  *self);
guint           adj_share_server_get_n_clients     (AdjShareServer  *self);
guint           adj_share_server_get_n_connections (AdjShareServer  *self);
guint64         adj_share_server_get_n_pushes      (AdjShareServer  *self);
const char     *adj_share_server_get_state         (AdjShareServer  *self);

G_END_DECLS
