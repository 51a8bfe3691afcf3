/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "adj-game.h"
#include "adj-page-shortcuts.h"

G_BEGIN_DECLS

#define ADJ_TYPE_PAGE (adj_page_get_type ())

G_DECLARE_INTERFACE (AdjPage, adj_page, ADJ, PAGE, GtkWidget)

/**
 * AdjPageInterface:
 * @id: the page's name in the window's stack, its settings value and the
 *   id of the model it shows ("wif")
 * @title: the page's title in the view switcher, marked with N_()
 * @icon_name: the page's icon in the view switcher
 * @shortcuts: the page's keys (installed by adj_page_install_shortcuts(),
 *   listed by the shortcuts dialog)
 * @create_projector: (nullable): builds the content of a projector window
 *   for the page, bound to the same model; %NULL when the page has none
 * @dup_undo_label: (nullable): says a step of the model's history (an undo
 *   label: a msgid the model gave adj_model_changed()) in the player's
 *   language; %NULL translates the msgid
 * @describe_roll: (nullable): says what a roll of the aid's was for, and who
 *   rolled it, from the topic and facts the page gave its dice box
 *   (adj_dice_box_set_topic(); the topic starts with the page's id and a
 *   dot); returns %NULL for a topic it does not know
 *
 * What the main window knows of a game aid's page, and all it knows: the
 * window builds its stack from the registered page types
 * (adj_pages_get_types()), hands each page the #AdjGame through the
 * interface's "game" property, and asks the visible page for its projector.
 * A page reports to the player through the window's `win.toast` action
 * (adj_page_toast()), never by calling the window.
 */
struct _AdjPageInterface
{
  GTypeInterface          parent_iface;

  const char             *id;
  const char             *title;
  const char             *icon_name;
  const AdjPageShortcuts *shortcuts;

  GtkWidget            *(*create_projector) (AdjPage *self);
  char                 *(*dup_undo_label)   (AdjPage    *self,
                                             const char *label);
  char                 *(*describe_roll)    (AdjGame            *game,
                                             const char         *topic,
                                             const char * const *args,
                                             char              **who);
};

const AdjPageInterface *adj_page_type_get_iface      (GType        page_type);
const char             *adj_page_get_id              (AdjPage     *self);
AdjGame                *adj_page_get_game            (AdjPage     *self);
void                    adj_page_set_game            (AdjPage     *self,
                                                      AdjGame     *game);
GtkWidget              *adj_page_create_projector    (AdjPage     *self);
char                   *adj_page_dup_undo_label      (AdjPage     *self,
                                                      const char  *label);
void                    adj_page_install_shortcuts   (AdjPage     *self);
void                    adj_page_toast               (GtkWidget   *widget,
                                                      const char  *message);

const GType            *adj_pages_get_types          (guint       *n_types);

G_END_DECLS
