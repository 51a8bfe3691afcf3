/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-page.h"

G_DEFINE_INTERFACE (AdjPage, adj_page, GTK_TYPE_WIDGET)

static void
adj_page_default_init (AdjPageInterface *iface)
{
  /**
   * AdjPage:game:
   *
   * The game whose model the page shows; set by the window.
   */
  g_object_interface_install_property (iface,
    g_param_spec_object ("game", NULL, NULL, ADJ_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
}

/**
 * adj_page_type_get_iface:
 * @page_type: a type that implements #AdjPage
 *
 * Reads a page's title, icon and keys without building one.
 *
 * Returns: (transfer none): the page type's interface
 */
const AdjPageInterface *
adj_page_type_get_iface (GType page_type)
{
  gpointer klass;
  const AdjPageInterface *iface;

  g_return_val_if_fail (g_type_is_a (page_type, ADJ_TYPE_PAGE), NULL);

  /* page types are static: their class is never freed once made */
  klass = g_type_class_ref (page_type);
  iface = g_type_interface_peek (klass, ADJ_TYPE_PAGE);
  g_type_class_unref (klass);
  return iface;
}

/** adj_page_get_id: Returns: (transfer none): the page's id */
const char *
adj_page_get_id (AdjPage *self)
{
  g_return_val_if_fail (ADJ_IS_PAGE (self), NULL);
  return ADJ_PAGE_GET_IFACE (self)->id;
}

/** adj_page_get_game: Returns: (transfer none) (nullable): the page's game */
AdjGame *
adj_page_get_game (AdjPage *self)
{
  g_autoptr(AdjGame) game = NULL;

  g_return_val_if_fail (ADJ_IS_PAGE (self), NULL);
  g_object_get (self, "game", &game, NULL);
  return game;   /* the page holds a reference */
}

/**
 * adj_page_set_game:
 * @self: a page
 * @game: (nullable): the game
 */
void
adj_page_set_game (AdjPage *self,
                   AdjGame *game)
{
  g_return_if_fail (ADJ_IS_PAGE (self));
  g_object_set (self, "game", game, NULL);
}

/**
 * adj_page_create_projector:
 * @self: a page
 *
 * Returns: (transfer floating) (nullable): the content of a projector
 *   window bound to the page's model, or %NULL if the page has none
 */
GtkWidget *
adj_page_create_projector (AdjPage *self)
{
  AdjPageInterface *iface;

  g_return_val_if_fail (ADJ_IS_PAGE (self), NULL);
  iface = ADJ_PAGE_GET_IFACE (self);
  return iface->create_projector ? iface->create_projector (self) : NULL;
}

/**
 * adj_page_dup_undo_label:
 * @self: a page
 * @label: an undo label from the page's model's history (a msgid)
 *
 * Returns: (transfer full): the label in the player's language
 */
char *
adj_page_dup_undo_label (AdjPage    *self,
                         const char *label)
{
  AdjPageInterface *iface;

  g_return_val_if_fail (ADJ_IS_PAGE (self), NULL);
  g_return_val_if_fail (label != NULL, NULL);
  iface = ADJ_PAGE_GET_IFACE (self);
  if (iface->dup_undo_label)
    return iface->dup_undo_label (self, label);
  return g_strdup (g_dgettext (GETTEXT_PACKAGE, label));
}

/**
 * adj_page_install_shortcuts:
 * @self: a page
 *
 * Installs the page's keys (its interface's shortcuts) on the page; call it
 * from the page's init.
 */
void
adj_page_install_shortcuts (AdjPage *self)
{
  AdjPageInterface *iface;

  g_return_if_fail (ADJ_IS_PAGE (self));
  iface = ADJ_PAGE_GET_IFACE (self);
  if (iface->shortcuts)
    adj_page_shortcuts_install (GTK_WIDGET (self), iface->shortcuts);
}

/**
 * adj_page_toast:
 * @widget: a widget inside a window
 * @message: a short message for the player
 *
 * Shows @message as a toast through the window's `win.toast` action, so that
 * pages need not know the window.
 */
void
adj_page_toast (GtkWidget  *widget,
                const char *message)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (message != NULL);
  gtk_widget_activate_action (widget, "win.toast", "s", message);
}
