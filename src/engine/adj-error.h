/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ADJ_ERROR (adj_error_quark ())

/**
 * AdjError:
 * @ADJ_ERROR_TABLE_SYNTAX: a rule table is not well-formed XML
 * @ADJ_ERROR_TABLE_SCHEMA: a rule table breaks the RELAX NG schema
 * @ADJ_ERROR_TABLE_MEANING: a rule table is valid XML but means something impossible
 * @ADJ_ERROR_TABLE_MISSING: a rule table or constant the program needs is missing
 * @ADJ_ERROR_DICE: a dice expression or a face that does not exist on the die
 * @ADJ_ERROR_SAVE_CORRUPT: a saved game cannot be read
 * @ADJ_ERROR_SAVE_VERSION: a saved game was written by a newer Adjutant
 * @ADJ_ERROR_STATE: an action that is not possible in the current state
 *
 * Errors a user can cause. Their messages are for players.
 */
typedef enum {
  ADJ_ERROR_TABLE_SYNTAX,
  ADJ_ERROR_TABLE_SCHEMA,
  ADJ_ERROR_TABLE_MEANING,
  ADJ_ERROR_TABLE_MISSING,
  ADJ_ERROR_DICE,
  ADJ_ERROR_SAVE_CORRUPT,
  ADJ_ERROR_SAVE_VERSION,
  ADJ_ERROR_STATE,
} AdjError;

GQuark   adj_error_quark            (void);

gboolean adj_error_set_save_corrupt (GError     **error,
                                     const char  *part,
                                     const char  *format,
                                     ...) G_GNUC_PRINTF (3, 4);

gboolean adj_error_set_over_limit  (GError     **error,
                                     const char  *part,
                                     long         line,
                                     const char  *format,
                                     ...) G_GNUC_PRINTF (4, 5);

G_END_DECLS
