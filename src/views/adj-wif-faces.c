/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-tooltip.h"
#include "adj-wif-faces.h"
#include "adj-wif-text.h"

/* The last impulse's turn end dice as tiles ("Axis rolled [3] [7]", the
 * last die marked), shared by the page and its projector: the style
 * classes (wif-die, wif-last-die) size and colour them for each. */

/* What a child of the box shows: kept on the child, so that the next roll
 * words and marks the same widgets again instead of building new ones (a
 * label built from nothing costs its style). The last die's tooltip goes
 * through adj_tooltip_set_text(): a GTK tooltip that changes costs a round
 * trip to an X display. */
typedef enum {
  PART_WHO = 1,
  PART_DIE,
  PART_BONUS,
} Part;

static Part
part_of (GtkWidget *child)
{
  return child ? GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "adj-wif-faces-part")) : 0;
}

/* the child after @prev (the first with @prev NULL) if it shows @part, or a
 * new label for @part put there */
static GtkLabel *
part_after (GtkBox    *box,
            GtkWidget *prev,
            Part       part)
{
  GtkWidget *next = prev ? gtk_widget_get_next_sibling (prev) : gtk_widget_get_first_child (GTK_WIDGET (box));
  GtkWidget *label;

  if (part_of (next) == part)
    {
      gtk_widget_set_visible (next, TRUE);
      return GTK_LABEL (next);
    }
  label = gtk_label_new (NULL);
  g_object_set_data (G_OBJECT (label), "adj-wif-faces-part", GINT_TO_POINTER (part));
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, part == PART_DIE ? "wif-die" : "dim-label");
  gtk_box_insert_child_after (box, label, prev);
  return GTK_LABEL (label);
}

/* removes the children after @last (all with @last NULL) */
static void
remove_after (GtkBox    *box,
              GtkWidget *last)
{
  GtkWidget *child;

  while ((child = last ? gtk_widget_get_next_sibling (last) : gtk_widget_get_first_child (GTK_WIDGET (box))))
    gtk_box_remove (box, child);
}

static void
set_text (GtkLabel   *label,
          const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
}

/**
 * adj_wif_faces_show:
 * @box: a horizontal box, showing nothing or what this function put there
 * @track: the track whose last impulse is shown
 *
 * Shows in @box who rolled, a tile per die (the last die marked) and the
 * passes' bonus, the widgets it already holds worded again; shows nothing
 * before the first impulse.
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
  GString *a11y;
  GtkLabel *label;
  GtkWidget *prev;

  if (last == NULL)
    {
      /* hidden, not removed: an undone first impulse comes back often */
      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (box)); child; child = gtk_widget_get_next_sibling (child))
        gtk_widget_set_visible (child, FALSE);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL);
      return;
    }
  a11y = g_string_new (NULL);
  faces = adj_wif_impulse_get_faces (last, &n_faces);
  {
    g_autofree char *who = adj_wif_text_rolled (last);

    label = part_after (box, NULL, PART_WHO);
    set_text (label, who);
    g_string_append (a11y, who);
    prev = GTK_WIDGET (label);
  }
  for (guint i = 0; i < n_faces; i++)
    {
      g_autofree char *text = g_strdup_printf ("%d", faces[i]);
      gboolean is_last = i + 1 == n_faces;

      label = part_after (box, prev, PART_DIE);
      set_text (label, text);
      if (is_last)
        {
          g_autofree char *name = g_strdup_printf (_("Last die: %d"), faces[i]);

          gtk_widget_add_css_class (GTK_WIDGET (label), "wif-last-die");
          adj_tooltip_set_text (GTK_WIDGET (label), _("The last die"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          g_string_append_printf (a11y, i ? ", %s" : " %s", name);
        }
      else
        {
          gtk_widget_remove_css_class (GTK_WIDGET (label), "wif-last-die");
          adj_tooltip_set_text (GTK_WIDGET (label), NULL);
          gtk_accessible_reset_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL);
          g_string_append_printf (a11y, i ? ", %d" : " %d", faces[i]);
        }
      prev = GTK_WIDGET (label);
    }
  if (adj_wif_impulse_get_modifier (last) > 0)
    {
      g_autofree char *text = g_strdup_printf (_("+%d per die for passes"), adj_wif_impulse_get_modifier (last));

      label = part_after (box, prev, PART_BONUS);
      set_text (label, text);
      g_string_append_printf (a11y, "; %s", text);
      prev = GTK_WIDGET (label);
    }
  /* what the last roll had more of */
  remove_after (box, prev);
  /* the whole roll in one sentence, for a screen reader */
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y->str, -1);
  g_string_free (a11y, TRUE);
}
