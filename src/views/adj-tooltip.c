/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tooltips whose words change with the game, given when they are about to
 * show.
 *
 * gtk_widget_set_tooltip_text() (and a "tooltip-text" binding) asks GTK to
 * look for a tooltip to show at once, and GTK asks the display server where
 * the pointer is: on X11 a round trip to the server for every change, on
 * every action that rewords a tooltip (a victory tick rewords two). Here the
 * words are kept on the widget and handed over in "query-tooltip", which
 * GTK emits when the pointer rests; screen readers get them as the
 * widget's description at once, as GTK does for tooltip text. */

#include "config.h"

#include "adj-tooltip.h"

#define TOOLTIP_TEXT "adj-tooltip-text"

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard_mode,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = adj_tooltip_get_text (widget);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/**
 * adj_tooltip_set_text:
 * @widget: a widget (these words show rather than any "tooltip-text" it
 *   has, such as a .ui file's text for before the first call)
 * @text: (nullable): what its tooltip and its accessible description say,
 *   or %NULL for none
 *
 * Gives @widget a tooltip that costs nothing until it shows: no round trip
 * to the display server when the words change.
 */
void
adj_tooltip_set_text (GtkWidget  *widget,
                      const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (g_strcmp0 (adj_tooltip_get_text (widget), text) == 0)
    return;
  if (g_object_get_data (G_OBJECT (widget), TOOLTIP_TEXT) == NULL)
    g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  g_object_set_data_full (G_OBJECT (widget), TOOLTIP_TEXT, g_strdup (text ? text : ""), g_free);
  gtk_widget_set_has_tooltip (widget, text != NULL);
  if (text)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/**
 * adj_tooltip_get_text:
 * @widget: a widget
 *
 * Returns: (transfer none) (nullable): what @widget's tooltip says when it
 *   shows, as given to adj_tooltip_set_text()
 */
const char *
adj_tooltip_get_text (GtkWidget *widget)
{
  const char *text;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  text = g_object_get_data (G_OBJECT (widget), TOOLTIP_TEXT);
  return text && *text ? text : NULL;
}
