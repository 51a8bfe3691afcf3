/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-wif-faces.h"
#include "adj-wif-text.h"

/* The last impulse's turn end dice as tiles ("Axis rolled [3] [7]", the
 * last die marked), shared by the page and its projector: the style
 * classes (wif-die, wif-last-die) size and colour them for each. */

static void
clear (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))))
    gtk_box_remove (box, child);
}

/**
 * adj_wif_faces_show:
 * @box: a horizontal box, emptied first
 * @track: the track whose last impulse is shown
 *
 * Fills @box with who rolled, a tile per die (the last die marked) and the
 * passes' bonus; leaves it empty before the first impulse.
 */
void
adj_wif_faces_show (GtkBox      *box,
                    AdjWifTrack *track)
{
  GListModel *impulses = adj_wif_track_get_impulses (track);
  guint n = g_list_model_get_n_items (impulses);
  g_autoptr(AdjWifImpulse) last = n ? g_list_model_get_item (impulses, n - 1) : NULL;
  const int *faces;
  guint n_faces = 0;
  GString *a11y = g_string_new (NULL);

  clear (box);
  if (last == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL);
      g_string_free (a11y, TRUE);
      return;
    }
  faces = adj_wif_impulse_get_faces (last, &n_faces);
  {
    g_autofree char *who = adj_wif_text_rolled (last);
    GtkWidget *label = gtk_label_new (who);

    gtk_widget_add_css_class (label, "dim-label");
    gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
    gtk_box_append (box, label);
    g_string_append (a11y, who);
  }
  for (guint i = 0; i < n_faces; i++)
    {
      g_autofree char *text = g_strdup_printf ("%d", faces[i]);
      GtkWidget *tile = gtk_label_new (text);

      gtk_widget_add_css_class (tile, "wif-die");
      gtk_widget_set_valign (tile, GTK_ALIGN_CENTER);
      if (i + 1 == n_faces)
        {
          g_autofree char *name = g_strdup_printf (_("Last die: %d"), faces[i]);

          gtk_widget_add_css_class (tile, "wif-last-die");
          gtk_widget_set_tooltip_text (tile, _("The last die"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (tile), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          g_string_append_printf (a11y, i ? ", %s" : " %s", name);
        }
      else
        g_string_append_printf (a11y, i ? ", %d" : " %d", faces[i]);
      gtk_box_append (box, tile);
    }
  if (adj_wif_impulse_get_modifier (last) > 0)
    {
      g_autofree char *text = g_strdup_printf (_("+%d per die for passes"), adj_wif_impulse_get_modifier (last));
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      gtk_box_append (box, label);
      g_string_append_printf (a11y, "; %s", text);
    }
  /* the whole roll in one sentence, for a screen reader */
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y->str, -1);
  g_string_free (a11y, TRUE);
}
