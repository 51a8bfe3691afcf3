/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-compat.h"
#include "adj-victory-record.h"
#include "adj-victory-rules.h"
#include "adj-page.h"
#include "adj-victory-view.h"

/* The WiF-H victory page: a turn bar (turn, first turn, export, End Turn), a
 * timeline of the turns (click one to correct it), the map, and a sidebar
 * with the Axis total against the historical one, totals by class, a chart
 * of the points over the turns and the checklist of targets. Every rule is
 * in AdjVictoryRecord; this only shows it and forwards clicks. */
struct _AdjVictoryView
{
  GtkWidget            parent_instance;

  GtkLabel            *turn_caption;
  GtkLabel            *turn_label;
  GtkButton           *back_button;
  GtkMenuButton       *start_button;
  GtkPopover          *start_popover;
  GtkDropDown         *start_slot_dropdown;
  GtkSpinButton       *start_year_spin;
  GtkListView         *timeline;
  GtkScrolledWindow   *timeline_scroller;
  AdjVictoryMapWidget *map;
  GtkLabel            *legend_label;
  GtkLabel            *hint_label;
  GtkLabel            *total_label;
  GtkLabel            *historical_label;
  GtkLabel            *pending_label;
  GtkLabel            *class_totals_label;
  GtkDrawingArea      *chart;
  GtkSearchEntry      *search_entry;
  GtkDropDown         *class_dropdown;
  GtkDropDown         *held_dropdown;
  GtkListBox          *checklist;

  AdjGame             *game;
  AdjVictoryRecord    *record;
  GtkCustomFilter     *filter;
  GtkFilterListModel  *filtered;
  GtkSingleSelection  *turn_selection;
  guint                refilter_id;
  guint                scroll_id;
};

static void adj_victory_view_page_init (AdjPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjVictoryView, adj_victory_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_PAGE, adj_victory_view_page_init))

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
color_hex (const GdkRGBA *c)
{
  return g_strdup_printf ("#%02x%02x%02x", (int) (c->red * 255 + .5), (int) (c->green * 255 + .5),
                          (int) (c->blue * 255 + .5));
}

static void
update_legend (AdjVictoryView *self)
{
  GtkWidget *map = GTK_WIDGET (self->map);
  GdkRGBA none, one, two, full, hist;
  g_autofree char *c0 = NULL, *c1 = NULL, *c2 = NULL, *c3 = NULL, *ch = NULL;
  g_autofree char *markup = NULL;

  adj_compat_lookup_color (map, "victory_not_held_color", "#ffffff", &none);
  adj_compat_lookup_color (map, "victory_one_third_color", "#f6d32d", &one);
  adj_compat_lookup_color (map, "victory_two_thirds_color", "#ff7800", &two);
  adj_compat_lookup_color (map, "victory_full_color", "#c01c28", &full);
  adj_compat_lookup_color (map, "victory_historical_color", "#1c71d8", &hist);
  c0 = color_hex (&none);
  c1 = color_hex (&one);
  c2 = color_hex (&two);
  c3 = color_hex (&full);
  ch = color_hex (&hist);
  markup = g_strdup_printf ("★ %s   ■ %s   ● %s\n"
                            "<span foreground='%s'>⬤</span> %s   <span foreground='%s'>⬤</span> %s   "
                            "<span foreground='%s'>⬤</span> %s   <span foreground='%s'>⬤</span> %s   "
                            "<span foreground='%s'>◯</span> %s",
                            _("Primary"), _("Secondary"), _("Tertiary"),
                            c0, _("Not held"), c1, _("Held 1 turn"), c2, _("Held 2 turns"),
                            c3, _("Full credit"), ch, _("Historical"));
  gtk_label_set_markup (self->legend_label, markup);
}

static void
update_totals (AdjVictoryView *self)
{
  g_autofree char *total = NULL;
  g_autofree char *historical = NULL;
  g_autofree char *pending = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *current = NULL;
  g_autoptr(GString) classes = g_string_new (NULL);
  guint selected, current_turn, n_turns;

  if (self->record == NULL)
    return;

  selected = adj_victory_record_get_selected_turn (self->record);
  current_turn = adj_victory_record_get_current_turn (self->record);
  n_turns = adj_victory_record_get_n_turns (self->record);
  turn = adj_victory_record_dup_turn_label (self->record, selected);
  current = adj_victory_record_dup_turn_label (self->record, current_turn);

  gtk_label_set_label (self->turn_label, turn);
  gtk_label_set_label (self->turn_caption, selected == current_turn ? _("Turn in progress")
                                                                     : _("Correcting a past turn"));
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), selected != current_turn);
  if (selected == current_turn)
    gtk_label_set_label (self->hint_label, _("Click the targets the Axis holds at the end of this turn. "
                                             "Scroll or pinch to zoom, drag to move."));
  else
    {
      /* TRANSLATORS: %s is a past turn such as "Mar/Apr 1940" */
      g_autofree char *hint = g_strdup_printf (_("Correcting %s: click the targets the Axis held at its end. "
                                                 "The points of every later turn follow."), turn);

      gtk_label_set_label (self->hint_label, hint);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "victory.end-turn", selected == current_turn);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "victory.select-current", selected != current_turn);

  total = g_strdup_printf ("%d", adj_victory_record_get_total (self->record));
  gtk_label_set_label (self->total_label, total);
  /* TRANSLATORS: after the Axis total, "12 / 18 historical" */
  historical = g_strdup_printf (_("/ %d historical"), adj_victory_record_get_historical_total (self->record));
  gtk_label_set_label (self->historical_label, historical);
  /* TRANSLATORS: %+d is the points, %s a turn such as "Mar/Apr 1942" */
  pending = g_strdup_printf (_("%+d VP when %s ends"), adj_victory_record_get_pending (self->record), current);
  gtk_label_set_label (self->pending_label, pending);

  for (int k = (int) adj_victory_record_get_n_classes (self->record) - 1; k >= 0; k--)
    {
      int points = n_turns >= 2 ? adj_victory_record_get_class_total (self->record, (guint) k, n_turns - 2) : 0;

      if (classes->len)
        g_string_append (classes, "   ");
      /* TRANSLATORS: a class and its points, "Primary 9" */
      g_string_append_printf (classes, _("%s %d"), adj_victory_record_get_class_name (self->record, (guint) k), points);
    }
  gtk_label_set_label (self->class_totals_label, classes->str);

  if (self->turn_selection)
    gtk_single_selection_set_selected (self->turn_selection, selected);
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

static gboolean
refilter_idle (gpointer user_data)
{
  AdjVictoryView *self = user_data;

  self->refilter_id = 0;
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  return G_SOURCE_REMOVE;
}

static void
on_recomputed (AdjVictoryView *self)
{
  update_totals (self);
  /* a held/not held filter depends on the holdings; refilter once the
   * check box that caused the change has finished its signal */
  if (gtk_drop_down_get_selected (self->held_dropdown) != 0 && self->refilter_id == 0)
    self->refilter_id = g_idle_add (refilter_idle, self);
}

/* Chart: the Axis total at the end of every turn, with the historical line. */
static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  AdjVictoryView *self = user_data;
  GtkWidget *widget = GTK_WIDGET (area);
  GdkRGBA fg, accent, hist;
  guint n;
  int max_points, historical;
  double pad = 6, x_step, left = 28;
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *hist_text = NULL;
  int lw, lh;

  if (self->record == NULL)
    return;
  adj_compat_get_color (widget, &fg);
  adj_compat_lookup_color (GTK_WIDGET (self->map), "victory_full_color", "#c01c28", &accent);
  adj_compat_lookup_color (GTK_WIDGET (self->map), "victory_historical_color", "#1c71d8", &hist);

  n = adj_victory_record_get_n_turns (self->record);
  historical = adj_victory_record_get_historical_total (self->record);
  max_points = MAX (historical + historical / 4, 1);
  for (guint i = 0; i < n; i++)
    max_points = MAX (max_points, adj_victory_record_get_total_through (self->record, i));
  x_step = n > 1 ? (width - left - pad) / (double) (n - 1) : 0;

#define Y(v) (height - pad - ((double) (v) / max_points) * (height - 2 * pad))
  /* axis */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, left, Y (0) + 0.5);
  cairo_line_to (cr, width - pad, Y (0) + 0.5);
  cairo_stroke (cr);

  /* historical line */
  gdk_cairo_set_source_rgba (cr, &hist);
  cairo_set_dash (cr, (double[]) { 4, 3 }, 2, 0);
  cairo_move_to (cr, left, Y (historical));
  cairo_line_to (cr, width - pad, Y (historical));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  layout = gtk_widget_create_pango_layout (widget, NULL);
  hist_text = g_strdup_printf ("%d", historical);
  pango_layout_set_text (layout, hist_text, -1);
  pango_layout_get_pixel_size (layout, &lw, &lh);
  cairo_move_to (cr, left - lw - 4, Y (historical) - lh / 2.0);
  pango_cairo_show_layout (cr, layout);

  /* the points over the turns: ended turns solid, the turn in progress dashed */
  gdk_cairo_set_source_rgba (cr, &accent);
  cairo_set_line_width (cr, 2.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i + 1 < n; i++)
    {
      double x = left + i * x_step;
      double y = Y (adj_victory_record_get_total_through (self->record, i));

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  if (n >= 2)
    {
      cairo_set_dash (cr, (double[]) { 3, 3 }, 2, 0);
      cairo_move_to (cr, left + (n - 2) * x_step, Y (adj_victory_record_get_total_through (self->record, n - 2)));
      cairo_line_to (cr, left + (n - 1) * x_step, Y (adj_victory_record_get_total_through (self->record, n - 1)));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  for (guint i = 0; i < n; i++)
    {
      double x = n > 1 ? left + i * x_step : left;

      cairo_arc (cr, x, Y (adj_victory_record_get_total_through (self->record, i)), 3, 0, 2 * G_PI);
      cairo_fill (cr);
    }
#undef Y
}

/* Checklist */

static void
update_row (GtkWidget *row)
{
  AdjVictoryTarget *target = g_object_get_data (G_OBJECT (row), "target");
  GtkCheckButton *check = g_object_get_data (G_OBJECT (row), "check");
  GtkLabel *run = g_object_get_data (G_OBJECT (row), "run");
  GtkLabel *points = g_object_get_data (G_OBJECT (row), "points");
  GtkLabel *left = g_object_get_data (G_OBJECT (row), "left");
  g_autofree char *left_text = NULL;
  g_autofree char *run_text = NULL;
  g_autofree char *points_text = NULL;
  g_autofree char *tip = NULL;
  int n = adj_victory_target_get_run (target);

  g_object_set_data (G_OBJECT (check), "updating", GINT_TO_POINTER (TRUE));
  gtk_check_button_set_active (check, adj_victory_target_get_held (target));
  g_object_set_data (G_OBJECT (check), "updating", NULL);

  run_text = n > 0 ? g_strdup_printf ("%d", n) : g_strdup ("–");
  gtk_label_set_label (run, run_text);
  points_text = g_strdup_printf ("%d", adj_victory_target_get_points (target));
  gtk_label_set_label (points, points_text);
  left_text = g_strdup_printf ("%d", adj_victory_target_get_remaining (target));
  gtk_label_set_label (left, left_text);
  /* TRANSLATORS: tooltip of a checklist row */
  tip = g_strdup_printf (_("Held %d turns in a row; %d of %d VP earned, %d still possible"), n,
                         adj_victory_target_get_points (target), adj_victory_target_get_value (target),
                         adj_victory_target_get_remaining (target));
  gtk_widget_set_tooltip_text (gtk_widget_get_parent (GTK_WIDGET (points)), tip);
  if (adj_victory_target_get_remaining (target) == 0)
    gtk_widget_add_css_class (GTK_WIDGET (points), "victory-full");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (points), "victory-full");
  if (adj_victory_target_get_remaining (target) == 0)
    gtk_widget_add_css_class (GTK_WIDGET (left), "dim-label");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (left), "dim-label");
}

static void
check_toggled_cb (GtkCheckButton *check,
                  AdjVictoryView *self)
{
  AdjVictoryTarget *target = g_object_get_data (G_OBJECT (check), "target");

  if (g_object_get_data (G_OBJECT (check), "updating") || self->record == NULL)
    return;
  if (gtk_check_button_get_active (check) != adj_victory_target_get_held (target))
    adj_victory_record_toggle (self->record, adj_victory_target_get_index (target));
}

/* A narrow right-aligned column of the checklist (rows and headers share it). */
static GtkWidget *
number_column (GtkWidget *box)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "numeric");
  gtk_label_set_width_chars (GTK_LABEL (label), 4);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 6);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  return label;
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  AdjVictoryView *self = user_data;
  AdjVictoryTarget *target = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *check = gtk_check_button_new_with_label (adj_victory_target_get_label (target));
  GtkWidget *run = number_column (box);
  GtkWidget *points = number_column (box);
  GtkWidget *left = number_column (box);

  gtk_widget_set_hexpand (check, TRUE);
  gtk_widget_add_css_class (check, "victory-target-check");
  /* long names wrap so that the list fits a phone */
  for (GtkWidget *c = gtk_widget_get_first_child (check); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c))
      gtk_label_set_wrap (GTK_LABEL (c), TRUE);
  gtk_widget_add_css_class (run, "dim-label");
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_box_append (GTK_BOX (box), check);
  if (adj_victory_target_get_historical (target) > 0)
    {
      GtkWidget *hist = gtk_image_new_from_icon_name ("starred-symbolic");
      g_autofree char *tip = g_strdup_printf (_("Historical target: %d VP of the historical total"),
                                              adj_victory_target_get_historical (target));

      gtk_widget_add_css_class (hist, "victory-historical-mark");
      gtk_widget_set_tooltip_text (hist, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (hist), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
      gtk_box_append (GTK_BOX (box), hist);
    }
  gtk_box_append (GTK_BOX (box), run);
  gtk_box_append (GTK_BOX (box), points);
  gtk_box_append (GTK_BOX (box), left);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);

  g_object_set_data_full (G_OBJECT (row), "target", g_object_ref (target), g_object_unref);
  g_object_set_data_full (G_OBJECT (check), "target", g_object_ref (target), g_object_unref);
  g_object_set_data (G_OBJECT (row), "check", check);
  g_object_set_data (G_OBJECT (row), "run", run);
  g_object_set_data (G_OBJECT (row), "points", points);
  g_object_set_data (G_OBJECT (row), "left", left);
  g_signal_connect (check, "toggled", G_CALLBACK (check_toggled_cb), self);
  g_signal_connect_object (target, "notify", G_CALLBACK (update_row), row, G_CONNECT_SWAPPED);
  update_row (row);
  return row;
}

static void
header_func (GtkListBoxRow *row,
             GtkListBoxRow *before,
             gpointer       user_data)
{
  AdjVictoryTarget *target = g_object_get_data (G_OBJECT (row), "target");
  AdjVictoryTarget *prev = before ? g_object_get_data (G_OBJECT (before), "target") : NULL;
  g_autofree char *text = NULL;
  GtkWidget *header, *title, *column;

  if (prev && g_strcmp0 (adj_victory_target_get_class_id (prev), adj_victory_target_get_class_id (target)) == 0)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  /* TRANSLATORS: checklist heading, "Primary targets · 9 VP" */
  text = g_strdup_printf (_("%s targets · %d VP"), adj_victory_target_get_class_name (target),
                          adj_victory_target_get_value (target));
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (header, "victory-class-header");
  title = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (header), title);
  /* TRANSLATORS: checklist column: consecutive turns held */
  column = number_column (header);
  gtk_label_set_label (GTK_LABEL (column), C_("checklist", "Run"));
  gtk_box_append (GTK_BOX (header), column);
  /* TRANSLATORS: checklist column: victory points earned */
  column = number_column (header);
  gtk_label_set_label (GTK_LABEL (column), C_("checklist", "VP"));
  gtk_box_append (GTK_BOX (header), column);
  /* TRANSLATORS: checklist column: victory points still possible */
  column = number_column (header);
  gtk_label_set_label (GTK_LABEL (column), C_("checklist", "Left"));
  gtk_box_append (GTK_BOX (header), column);
  for (GtkWidget *c = gtk_widget_get_next_sibling (title); c; c = gtk_widget_get_next_sibling (c))
    {
      gtk_widget_add_css_class (c, "caption-heading");
      gtk_widget_add_css_class (c, "dim-label");
    }
  gtk_list_box_row_set_header (row, header);
}

/* The class dropdown lists classes from the most valuable down: its item k
 * (k >= 1) is table row n - k. filter_func expects table order. */
static guint
class_row_for_item (AdjVictoryView *self,
                    guint           item)
{
  return adj_victory_record_get_n_classes (self->record) - item;
}

static gboolean
filter_func (gpointer item,
             gpointer user_data)
{
  AdjVictoryView *self = user_data;
  AdjVictoryTarget *target = item;
  guint klass = gtk_drop_down_get_selected (self->class_dropdown);
  guint held = gtk_drop_down_get_selected (self->held_dropdown);
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

  if (self->record && klass != GTK_INVALID_LIST_POSITION && klass > 0
      && g_strcmp0 (adj_victory_record_get_class_id (self->record, class_row_for_item (self, klass)),
                    adj_victory_target_get_class_id (target)) != 0)
    return FALSE;
  if (held == 1 && !adj_victory_target_get_held (target))
    return FALSE;
  if (held == 2 && adj_victory_target_get_held (target))
    return FALSE;
  if (search && *search)
    {
      g_autofree char *needle = g_utf8_casefold (search, -1);
      g_autofree char *hay = g_utf8_casefold (adj_victory_target_get_label (target), -1);

      if (strstr (hay, needle) == NULL)
        return FALSE;
    }
  return TRUE;
}

static void
filter_changed_cb (AdjVictoryView *self)
{
  if (self->filter)
    gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

/* Timeline */

static void
update_turn_item (GtkListItem *list_item)
{
  AdjVictoryView *self = g_object_get_data (G_OBJECT (list_item), "view");
  AdjVictoryTurn *turn = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkLabel *name = g_object_get_data (G_OBJECT (box), "name");
  GtkLabel *points = g_object_get_data (G_OBJECT (box), "points");
  g_autofree char *text = NULL;

  if (turn == NULL)
    return;
  gtk_label_set_label (name, adj_victory_turn_get_label (turn));
  /* TRANSLATORS: timeline: points credited by a turn and total after it, "+3 → 12" */
  text = g_strdup_printf (_("%+d → %d"), adj_victory_turn_get_credit (turn), adj_victory_turn_get_total (turn));
  gtk_label_set_label (points, text);
  if (self && self->record && adj_victory_turn_get_index (turn) < adj_victory_record_get_n_turns (self->record))
    {
      g_autoptr(GString) tip = g_string_new (NULL);
      guint index = adj_victory_turn_get_index (turn);
      guint n = adj_victory_turn_get_n_held (turn);

      g_string_append_printf (tip, g_dngettext (GETTEXT_PACKAGE, "%u target held", "%u targets held", n), n);
      for (guint t = 0, k = 0; t < adj_victory_record_get_n_targets (self->record); t++)
        if (adj_victory_record_get_held (self->record, index, t))
          {
            g_string_append (tip, k++ == 0 ? ": " : ", ");
            g_string_append (tip, adj_victory_target_get_label (adj_victory_record_get_target (self->record, t)));
          }
      gtk_widget_set_tooltip_text (box, tip->str);
    }
  if (adj_victory_turn_get_current (turn))
    gtk_widget_add_css_class (box, "victory-current-turn");
  else
    gtk_widget_remove_css_class (box, "victory-current-turn");
}

static void
setup_turn (GtkSignalListItemFactory *factory,
            GtkListItem              *list_item,
            gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *points = gtk_label_new (NULL);

  gtk_widget_add_css_class (box, "victory-turn-item");
  gtk_widget_add_css_class (points, "numeric");
  gtk_widget_add_css_class (points, "caption");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), points);
  g_object_set_data (G_OBJECT (box), "name", name);
  g_object_set_data (G_OBJECT (box), "points", points);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_turn (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item,
           gpointer                  user_data)
{
  g_object_set_data (G_OBJECT (list_item), "view", user_data);
  g_signal_connect_swapped (gtk_list_item_get_item (list_item), "notify",
                            G_CALLBACK (update_turn_item), list_item);
  update_turn_item (list_item);
}

static void
unbind_turn (GtkSignalListItemFactory *factory,
             GtkListItem              *list_item,
             gpointer                  user_data)
{
  g_signal_handlers_disconnect_by_func (gtk_list_item_get_item (list_item), update_turn_item, list_item);
}

static void
timeline_activate_cb (AdjVictoryView *self,
                      guint           position)
{
  if (self->record && position < adj_victory_record_get_n_turns (self->record))
    adj_victory_record_select_turn (self->record, position);
}

/* First turn */

static void
start_popover_show_cb (AdjVictoryView *self)
{
  if (self->record == NULL)
    return;
  gtk_drop_down_set_selected (self->start_slot_dropdown, adj_victory_record_get_start_slot (self->record));
  gtk_spin_button_set_value (self->start_year_spin, adj_victory_record_get_start_year (self->record));
}

static void
start_apply_cb (AdjVictoryView *self)
{
  guint slot = gtk_drop_down_get_selected (self->start_slot_dropdown);

  if (self->record && slot != GTK_INVALID_LIST_POSITION)
    adj_victory_record_set_start (self->record, gtk_spin_button_get_value_as_int (self->start_year_spin), slot);
  gtk_popover_popdown (self->start_popover);
}

/* Actions */

static void
toast (AdjVictoryView *self,
       const char     *text)
{
  adj_page_toast (GTK_WIDGET (self), text);
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  AdjVictoryView *self = ADJ_VICTORY_VIEW (widget);

  if (self->record)
    adj_victory_record_end_turn (self->record);
}

static void
select_current_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  AdjVictoryView *self = ADJ_VICTORY_VIEW (widget);

  if (self->record)
    adj_victory_record_select_turn (self->record, adj_victory_record_get_current_turn (self->record));
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AdjVictoryView *self = ADJ_VICTORY_VIEW (widget);
  GtkWidget *map = GTK_WIDGET (self->map);
  double zoom = adj_victory_map_widget_get_zoom (self->map);
  double cx = gtk_widget_get_width (map) / 2.0, cy = gtk_widget_get_height (map) / 2.0;

  if (g_str_equal (action_name, "victory.zoom-in"))
    adj_victory_map_widget_zoom_at (self->map, zoom * 1.5, cx, cy);
  else if (g_str_equal (action_name, "victory.zoom-out"))
    adj_victory_map_widget_zoom_at (self->map, zoom / 1.5, cx, cy);
  else
    adj_victory_map_widget_reset_zoom (self->map);
}

static void
csv_chosen (GFile    *file,
            gpointer  user_data)
{
  g_autoptr(AdjVictoryView) self = user_data;
  g_autofree char *csv = NULL;
  g_autoptr(GError) error = NULL;

  if (file == NULL || self->record == NULL)
    return;
  csv = adj_victory_record_dup_csv (self->record);
  if (!g_file_replace_contents (file, csv, strlen (csv), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, NULL, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not export the record: %s"), error->message);

      toast (self, text);
      return;
    }
  toast (self, _("Victory record exported"));
}

static void
export_csv_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AdjVictoryView *self = ADJ_VICTORY_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  adj_choose_file (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Export the Victory Record"), TRUE,
                   "victory-points.csv", _("CSV files"), "*.csv", csv_chosen, g_object_ref (self));
}

/* Game */

static gboolean
scroll_timeline_idle (gpointer user_data)
{
  AdjVictoryView *self = user_data;

  self->scroll_id = 0;
  if (self->record)
    gtk_widget_activate_action (GTK_WIDGET (self->timeline), "list.scroll-to-item", "u",
                                adj_victory_record_get_selected_turn (self->record));
  return G_SOURCE_REMOVE;
}

/* Keeps the selected turn (a new one, usually the last) in view. */
static void
scroll_timeline (AdjVictoryView *self)
{
  if (self->scroll_id == 0)
    self->scroll_id = g_idle_add (scroll_timeline_idle, self);
}

/* The list has no width yet when it is mapped: scroll a moment later. */
static void
scroll_timeline_when_shown (AdjVictoryView *self)
{
  g_clear_handle_id (&self->scroll_id, g_source_remove);
  self->scroll_id = g_timeout_add (150, scroll_timeline_idle, self);
}

static void
on_selected_turn_changed (GtkSingleSelection *selection,
                          GParamSpec         *pspec,
                          AdjVictoryView     *self)
{
  guint position = gtk_single_selection_get_selected (selection);

  if (self->record && position != GTK_INVALID_LIST_POSITION
      && position != adj_victory_record_get_selected_turn (self->record))
    adj_victory_record_select_turn (self->record, position);
}

void
adj_victory_view_set_game (AdjVictoryView *self,
                           AdjGame        *game)
{
  g_autoptr(GtkStringList) classes = NULL;
  g_autoptr(GtkStringList) slots = NULL;
  AdjModel *model;

  g_return_if_fail (ADJ_IS_VICTORY_VIEW (self));

  if (self->game == game)
    return;
  if (self->record)
    g_signal_handlers_disconnect_by_data (self->record, self);
  g_clear_object (&self->record);
  g_set_object (&self->game, game);

  model = game ? adj_game_get_model (game, "victory") : NULL;
  if (model && ADJ_IS_VICTORY_RECORD (model))
    self->record = g_object_ref (ADJ_VICTORY_RECORD (model));

  adj_victory_map_widget_set_record (self->map, self->record);
  gtk_list_view_set_model (self->timeline, NULL);
  g_clear_object (&self->turn_selection);
  gtk_list_box_bind_model (self->checklist, NULL, NULL, NULL, NULL);
  g_clear_object (&self->filtered);

  if (self->record)
    {
      classes = gtk_string_list_new (NULL);
      gtk_string_list_append (classes, _("All Classes"));
      for (int k = (int) adj_victory_record_get_n_classes (self->record) - 1; k >= 0; k--)
        gtk_string_list_append (classes, adj_victory_record_get_class_name (self->record, (guint) k));
      gtk_drop_down_set_model (self->class_dropdown, G_LIST_MODEL (classes));
      slots = gtk_string_list_new (NULL);
      for (guint s = 0; s < adj_victory_record_get_n_slots (self->record); s++)
        gtk_string_list_append (slots, adj_victory_record_get_slot_label (self->record, s));
      gtk_drop_down_set_model (self->start_slot_dropdown, G_LIST_MODEL (slots));

      self->filtered = gtk_filter_list_model_new (g_object_ref (adj_victory_record_get_targets (self->record)),
                                                  GTK_FILTER (g_object_ref (self->filter)));
      gtk_list_box_bind_model (self->checklist, G_LIST_MODEL (self->filtered), create_row, self, NULL);

      self->turn_selection = gtk_single_selection_new (g_object_ref (adj_victory_record_get_turns (self->record)));
      gtk_single_selection_set_autoselect (self->turn_selection, FALSE);
      gtk_single_selection_set_can_unselect (self->turn_selection, FALSE);
      gtk_single_selection_set_selected (self->turn_selection, adj_victory_record_get_selected_turn (self->record));
      g_signal_connect (self->turn_selection, "notify::selected", G_CALLBACK (on_selected_turn_changed), self);
      gtk_list_view_set_model (self->timeline, GTK_SELECTION_MODEL (self->turn_selection));

      g_signal_connect_swapped (self->record, "recomputed", G_CALLBACK (on_recomputed), self);
      g_signal_connect_swapped (self->record, "notify::selected-turn", G_CALLBACK (scroll_timeline), self);
      scroll_timeline (self);
      update_totals (self);
    }
  update_legend (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

AdjVictoryMapWidget *
adj_victory_view_get_map (AdjVictoryView *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_VIEW (self), NULL);
  return self->map;
}

GtkListBox *
adj_victory_view_get_checklist (AdjVictoryView *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_VIEW (self), NULL);
  return self->checklist;
}

const char *
adj_victory_view_get_total_text (AdjVictoryView *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_VIEW (self), NULL);
  return gtk_label_get_label (self->total_label);
}

static void
adj_victory_view_dispose (GObject *object)
{
  AdjVictoryView *self = ADJ_VICTORY_VIEW (object);

  if (self->record)
    g_signal_handlers_disconnect_by_data (self->record, self);
  if (self->turn_selection)
    g_signal_handlers_disconnect_by_data (self->turn_selection, self);
  g_clear_handle_id (&self->refilter_id, g_source_remove);
  g_clear_handle_id (&self->scroll_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_VICTORY_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self)));)
    gtk_widget_unparent (child);
  g_clear_object (&self->turn_selection);
  g_clear_object (&self->filtered);
  g_clear_object (&self->filter);
  g_clear_object (&self->record);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (adj_victory_view_parent_class)->dispose (object);
}

static void
adj_victory_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AdjVictoryView *self = ADJ_VICTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_victory_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  AdjVictoryView *self = ADJ_VICTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      adj_victory_view_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The page's keys, which work wherever the focus is while the page shows. */
static const AdjPageShortcut victory_keys[] = {
  { "<Control>Return", "victory.end-turn", NC_("shortcut window", "End the turn") },
  { "<Control>plus", "victory.zoom-in", NC_("shortcut window", "Zoom in") },
  { "<Control>minus", "victory.zoom-out", NC_("shortcut window", "Zoom out") },
  { "<Control>0", "victory.reset-zoom", NC_("shortcut window", "Show the whole world") },
};

static const AdjPageShortcuts victory_shortcuts = {
  NC_("shortcut window", "Victory map"), victory_keys, G_N_ELEMENTS (victory_keys)
};

static void
adj_victory_view_page_init (AdjPageInterface *iface)
{
  iface->id = "victory";
  iface->title = N_("Victory Map");
  iface->icon_name = "adj-target-symbolic";
  iface->shortcuts = &victory_shortcuts;
}

static void
adj_victory_view_class_init (AdjVictoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_victory_view_dispose;
  object_class->get_property = adj_victory_view_get_property;
  object_class->set_property = adj_victory_view_set_property;

  g_object_class_override_property (object_class, PROP_GAME, "game");
  properties[PROP_GAME] = g_object_class_find_property (object_class, "game");

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_VICTORY_MAP_WIDGET);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "victoryview");
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/ui/adj-victory-view.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, turn_caption);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, back_button);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, start_button);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, start_popover);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, start_slot_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, start_year_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, timeline);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, timeline_scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, map);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, legend_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, total_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, historical_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, pending_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, class_totals_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, chart);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, class_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, held_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, checklist);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, timeline_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_popover_show_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_apply_cb);

  gtk_widget_class_install_action (widget_class, "victory.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "victory.select-current", NULL, select_current_action);
  gtk_widget_class_install_action (widget_class, "victory.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "victory.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "victory.reset-zoom", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "victory.export-csv", NULL, export_csv_action);
}

static void
adj_victory_view_init (AdjVictoryView *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  adj_page_install_shortcuts (ADJ_PAGE (self));

  self->filter = gtk_custom_filter_new (filter_func, self, NULL);
  gtk_list_box_set_header_func (self->checklist, header_func, NULL, NULL);
  gtk_drawing_area_set_draw_func (self->chart, draw_chart, self, NULL);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_turn), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_turn), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_turn), NULL);
  gtk_list_view_set_factory (self->timeline, factory);
  g_signal_connect_swapped (self->timeline, "map", G_CALLBACK (scroll_timeline_when_shown), self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (update_legend), self, G_CONNECT_SWAPPED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "victory.select-current", FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), FALSE);
}

GtkWidget *
adj_victory_view_new (void)
{
  return g_object_new (ADJ_TYPE_VICTORY_VIEW, NULL);
}
