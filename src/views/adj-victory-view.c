/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-compat.h"
#include "adj-list-store.h"
#include "adj-page.h"
#include "adj-tooltip.h"
#include "adj-victory-chart.h"
#include "adj-victory-projector.h"
#include "adj-victory-record.h"
#include "adj-victory-rules.h"
#include "adj-victory-target-row.h"
#include "adj-victory-text.h"
#include "adj-victory-view.h"
#include "adj-table-text.h"

/* The WiF-H victory page: a turn bar (turn, first turn, export, End Turn), a
 * timeline of the turns (click one to correct it), the map, and a sidebar
 * with the Axis total against the historical one, totals by class, a chart
 * of the points over the turns and the checklist of targets. Every rule is
 * in AdjVictoryRecord and every sentence in adj-victory-text.c; the .ui binds
 * the labels to the record's properties, the checklist rows and timeline
 * items to its targets and turns, and the rest follows targeted notifies. */
struct _AdjVictoryView
{
  GtkWidget            parent_instance;

  GtkMenuButton       *start_button;
  GtkPopover          *start_popover;
  GtkDropDown         *start_slot_dropdown;
  GtkSpinButton       *start_year_spin;
  GtkButton           *end_turn_button;
  GtkListView         *timeline;
  GtkScrolledWindow   *timeline_scroller;
  AdjVictoryMapWidget *map;
  GtkLabel            *legend_label;
  GtkLabel            *total_label;
  GtkLabel            *class_totals_label;
  GtkSearchEntry      *search_entry;
  GtkDropDown         *class_dropdown;
  GtkDropDown         *held_dropdown;
  GtkGridView         *checklist;

  AdjGame             *game;
  AdjVictoryRecord    *record;
  GtkCustomFilter     *filter;
  GtkFilterListModel  *filtered;
  GListStore          *checklist_items;   /* each class's heading, then its targets shown */
  GtkSelectionModel   *checklist_model;   /* of checklist_items */
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
  PROP_RECORD,
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
  static const char *const names[ADJ_VICTORY_LEGEND_N_COLORS][2] = {
    [ADJ_VICTORY_LEGEND_NOT_HELD] = { "victory_not_held_color", "#ffffff" },
    [ADJ_VICTORY_LEGEND_ONE_THIRD] = { "victory_one_third_color", "#f6d32d" },
    [ADJ_VICTORY_LEGEND_TWO_THIRDS] = { "victory_two_thirds_color", "#ff7800" },
    [ADJ_VICTORY_LEGEND_FULL] = { "victory_full_color", "#c01c28" },
    [ADJ_VICTORY_LEGEND_HISTORICAL] = { "victory_historical_color", "#1c71d8" },
  };
  char *colors[ADJ_VICTORY_LEGEND_N_COLORS];
  g_autofree char *markup = NULL;

  for (guint i = 0; i < ADJ_VICTORY_LEGEND_N_COLORS; i++)
    {
      GdkRGBA c;

      adj_compat_lookup_color (GTK_WIDGET (self->map), names[i][0], names[i][1], &c);
      colors[i] = color_hex (&c);
    }
  markup = adj_victory_text_legend ((const char * const *) colors,
                                    self->record ? adj_victory_record_get_full_turns (self->record) : 3);
  gtk_label_set_markup (self->legend_label, markup);
  for (guint i = 0; i < ADJ_VICTORY_LEGEND_N_COLORS; i++)
    g_free (colors[i]);
}

/* Closures of the .ui's bindings: the record's facts in words. The record
 * and the properties after it are parameters so that the binding follows
 * them; NULL before the page has a game. */

static char *
number_text (AdjVictoryView *self,
             int             value)
{
  return g_strdup_printf ("%d", value);
}

static char *
historical_text (AdjVictoryView *self,
                 int             historical_total)
{
  return adj_victory_text_historical (historical_total);
}

static char *
caption_text (AdjVictoryView   *self,
              AdjVictoryRecord *record,
              guint             selected_turn,
              guint             current_turn)
{
  return record ? g_strdup (adj_victory_text_turn_caption (record)) : NULL;
}

static char *
turn_text (AdjVictoryView   *self,
           AdjVictoryRecord *record,
           guint             selected_turn,
           int               start_year,
           guint             start_slot)
{
  return record ? adj_victory_text_dup_turn (record, selected_turn) : NULL;
}

static gboolean
is_past (AdjVictoryView *self,
         guint           selected_turn,
         guint           current_turn)
{
  return selected_turn != current_turn;
}

static char *
hint_text (AdjVictoryView   *self,
           AdjVictoryRecord *record,
           gboolean          follows_wif,
           guint             selected_turn,
           guint             current_turn,
           int               start_year,
           guint             start_slot)
{
  return record ? adj_victory_text_hint (record) : NULL;
}

static char *
pending_text (AdjVictoryView   *self,
              AdjVictoryRecord *record,
              int               pending,
              guint             current_turn,
              int               start_year,
              guint             start_slot)
{
  return record ? adj_victory_text_pending (record) : NULL;
}

/* End Turn is for the turn in progress, Back for a past one. */
static void
update_actions (AdjVictoryView *self)
{
  gboolean past = self->record && adj_victory_record_get_selected_turn (self->record)
                                  != adj_victory_record_get_current_turn (self->record);

  gboolean follows = self->record && adj_victory_record_get_follows_wif (self->record);

  /* while the WiF tracks are in use, a turn ends there (the record follows) */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "victory.end-turn", self->record && !past && !follows);
  adj_tooltip_set_text (GTK_WIDGET (self->end_turn_button),
                        follows ? _("Turns end on the WiF page: the victory record follows its turns")
                                : _("Credit the points of this turn and start the next one (Ctrl+Enter)"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "victory.select-current", past);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "victory.toggle", self->record != NULL);
}

static void
update_class_totals (AdjVictoryView *self)
{
  g_autofree char *text = self->record ? adj_victory_text_class_totals (self->record) : NULL;

  gtk_label_set_label (self->class_totals_label, text ? text : "");
}

static gboolean
refilter_idle (gpointer user_data)
{
  AdjVictoryView *self = user_data;

  self->refilter_id = 0;
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  return G_SOURCE_REMOVE;
}

/* A held/not held filter depends on the holdings; refilter once the check
 * box that caused the change has finished its signal. */
static void
on_target_held (AdjVictoryView *self)
{
  if (gtk_drop_down_get_selected (self->held_dropdown) != 0 && self->refilter_id == 0)
    self->refilter_id = g_idle_add (refilter_idle, self);
}

/* Checklist: a grid view of one column of the filtered targets, with each
 * class's heading (the record's AdjVictoryClass) before its first one. GTK
 * makes rows only about what is in sight (GTK 4.8 some 30), where a list
 * box made and drew all 55 at every frame. */

static AdjVictoryClass *
class_of (AdjVictoryView   *self,
          AdjVictoryTarget *target)
{
  GListModel *classes = adj_victory_record_get_classes (self->record);

  for (guint k = 0; k < g_list_model_get_n_items (classes); k++)
    {
      g_autoptr(AdjVictoryClass) klass = g_list_model_get_item (classes, k);

      if (g_strcmp0 (adj_victory_class_get_id (klass), adj_victory_target_get_class_id (target)) == 0)
        return klass;
    }
  return NULL;
}

/* Brings the checklist to the filter's targets: only what changed is
 * rebuilt (a tick under "Held" removes one row). */
static void
update_checklist (AdjVictoryView *self)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *shown = self->filtered ? G_LIST_MODEL (self->filtered) : NULL;
  AdjVictoryClass *heading = NULL;

  for (guint i = 0; shown && i < g_list_model_get_n_items (shown); i++)
    {
      AdjVictoryTarget *target = g_list_model_get_item (shown, i);
      AdjVictoryClass *klass = class_of (self, target);

      if (klass && klass != heading)
        g_ptr_array_add (items, g_object_ref (klass));
      heading = klass;
      g_ptr_array_add (items, target);
    }
  adj_list_store_update (self->checklist_items, items, g_direct_equal);
}

/* Only a row's check box ticks: a double click beside it does nothing. */
static void
checklist_setup (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 AdjVictoryView           *self)
{
  gtk_list_item_set_activatable (item, FALSE);
}

/* A row shows a heading or a target: the widget is made again only when a
 * row changes from one to the other as the list scrolls. */
static void
checklist_bind (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                AdjVictoryView           *self)
{
  GObject *object = gtk_list_item_get_item (item);
  GtkWidget *child = gtk_list_item_get_child (item);
  gboolean is_target = ADJ_IS_VICTORY_TARGET (object);
  g_autofree char *name = NULL;

  if (is_target)
    {
      if (!ADJ_IS_VICTORY_TARGET_ROW (child))
        gtk_list_item_set_child (item, adj_victory_target_row_new (ADJ_VICTORY_TARGET (object)));
      else
        adj_victory_target_row_set_target (ADJ_VICTORY_TARGET_ROW (child), ADJ_VICTORY_TARGET (object));
      name = g_strdup (adj_table_text (adj_victory_target_get_label (ADJ_VICTORY_TARGET (object))));
    }
  else
    {
      AdjVictoryClass *klass = ADJ_VICTORY_CLASS (object);
      g_autoptr(GtkBuilder) builder = NULL;

      if (child == NULL || ADJ_IS_VICTORY_TARGET_ROW (child))
        {
          builder = gtk_builder_new_from_resource ("/io/github/adjutant/Adjutant/ui/adj-victory-class-header.ui");
          child = GTK_WIDGET (gtk_builder_get_object (builder, "header"));
          /* the heading's "title" (a child of "header"), for when the row shows another class */
          g_object_set_data (G_OBJECT (child), "adj-title", gtk_builder_get_object (builder, "title"));
          gtk_list_item_set_child (item, child);
        }
      name = adj_victory_text_class_heading (adj_victory_class_get_name (klass), adj_victory_class_get_value (klass));
      gtk_label_set_label (GTK_LABEL (g_object_get_data (G_OBJECT (child), "adj-title")), name);
    }
  /* The arrow keys give a target's row focus to its check box (which Space
   * ticks), a heading's to the row: GTK 4.8 gives it to a row without a
   * focusable child only if it is "selectable", which the grid view's
   * GtkNoSelection leaves at that, and Tab would pass over a list whose
   * first row refuses it. */
  adj_compat_list_item_set (item, !is_target, name);
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
      g_autofree char *hay = g_utf8_casefold (adj_table_text (adj_victory_target_get_label (target)), -1);

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

/* Timeline: items from adj-victory-turn-item.ui, with these closures. */

static char *
turn_item_name (GtkListItem *item,
                const char  *slot_label,
                int          year)
{
  return adj_victory_text_turn (slot_label, year);
}

static char *
turn_item_points (GtkListItem *item,
                  int          credit,
                  int          total)
{
  return adj_victory_text_turn_points (credit, total);
}

/* The turn's held targets are its tooltip, given when it shows: a tick
 * rewords the turn in progress, and a GTK tooltip that changes costs a
 * round trip to the display (adj-tooltip.c). So this closure, bound to the
 * box's "has-tooltip", hands the words to the box on its way. */
static gboolean
turn_item_tooltip (GtkListItem        *item,
                   const char * const *held_labels)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  g_autofree char *text = gtk_list_item_get_item (item) ? adj_victory_text_turn_held (held_labels) : NULL;

  if (box)
    adj_tooltip_set_text (box, text);
  return text != NULL;
}

static GStrv
turn_item_classes (GtkListItem *item,
                   gboolean     current)
{
  const char *classes[] = { "victory-turn-item", current ? "victory-current-turn" : NULL, NULL };

  return g_strdupv ((char **) classes);
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
toggle_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  AdjVictoryView *self = ADJ_VICTORY_VIEW (widget);
  int target;

  if (self->record == NULL)
    return;
  target = adj_victory_record_find_target (self->record, g_variant_get_string (parameter, NULL));
  if (target >= 0)
    adj_victory_record_toggle (self->record, (guint) target);
}

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

  /* about the pointer over the map, or the target with the keyboard focus
   * (adj_victory_map_widget_get_zoom_anchor()) */
  if (g_str_equal (action_name, "victory.zoom-in"))
    adj_victory_map_widget_zoom_by (self->map, ADJ_VICTORY_MAP_WIDGET_ZOOM_STEP);
  else if (g_str_equal (action_name, "victory.zoom-out"))
    adj_victory_map_widget_zoom_by (self->map, 1 / ADJ_VICTORY_MAP_WIDGET_ZOOM_STEP);
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
  csv = adj_victory_text_dup_csv (self->record);
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

/* The timeline's selection is the record's selected turn; a selection of
 * nothing (its turn was removed) is not passed on. */
static gboolean
selection_to_turn (GBinding     *binding,
                   const GValue *from,
                   GValue       *to,
                   gpointer      user_data)
{
  guint position = g_value_get_uint (from);

  if (position == GTK_INVALID_LIST_POSITION)
    return FALSE;
  g_value_set_uint (to, position);
  return TRUE;
}

/* Stops following the record: its signals and its items'. */
static void
disconnect_record (AdjVictoryView *self)
{
  GListModel *lists[2];

  if (self->record == NULL)
    return;
  lists[0] = adj_victory_record_get_targets (self->record);
  lists[1] = adj_victory_record_get_classes (self->record);
  g_signal_handlers_disconnect_by_data (self->record, self);
  for (guint k = 0; k < G_N_ELEMENTS (lists); k++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[k]); i++)
      {
        g_autoptr(GObject) item = g_list_model_get_item (lists[k], i);

        g_signal_handlers_disconnect_by_data (item, self);
      }
}

/* Follows the record: each change notifies what it changed. */
static void
connect_record (AdjVictoryView *self)
{
  GListModel *targets = adj_victory_record_get_targets (self->record);
  GListModel *classes = adj_victory_record_get_classes (self->record);

  g_signal_connect_swapped (self->record, "notify::selected-turn", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->record, "notify::current-turn", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->record, "notify::follows-wif", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->record, "notify::selected-turn", G_CALLBACK (scroll_timeline), self);
  for (guint i = 0; i < g_list_model_get_n_items (targets); i++)
    {
      g_autoptr(AdjVictoryTarget) target = g_list_model_get_item (targets, i);

      g_signal_connect_swapped (target, "notify::held", G_CALLBACK (on_target_held), self);
    }
  for (guint i = 0; i < g_list_model_get_n_items (classes); i++)
    {
      g_autoptr(AdjVictoryClass) klass = g_list_model_get_item (classes, i);

      g_signal_connect_swapped (klass, "notify::points", G_CALLBACK (update_class_totals), self);
    }
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
  disconnect_record (self);
  g_clear_object (&self->record);
  g_set_object (&self->game, game);

  model = game ? adj_game_get_model (game, "victory") : NULL;
  if (model && ADJ_IS_VICTORY_RECORD (model))
    self->record = g_object_ref (ADJ_VICTORY_RECORD (model));

  adj_victory_map_widget_set_record (self->map, self->record);
  gtk_list_view_set_model (self->timeline, NULL);
  g_clear_object (&self->turn_selection);
  gtk_grid_view_set_model (self->checklist, NULL);
  if (self->filtered)
    g_signal_handlers_disconnect_by_data (self->filtered, self);
  g_clear_object (&self->filtered);
  update_checklist (self);

  if (self->record)
    {
      classes = gtk_string_list_new (NULL);
      gtk_string_list_append (classes, _("All Classes"));
      for (int k = (int) adj_victory_record_get_n_classes (self->record) - 1; k >= 0; k--)
        gtk_string_list_append (classes, adj_table_text (adj_victory_record_get_class_name (self->record, (guint) k)));
      gtk_drop_down_set_model (self->class_dropdown, G_LIST_MODEL (classes));
      slots = gtk_string_list_new (NULL);
      for (guint s = 0; s < adj_victory_record_get_n_slots (self->record); s++)
        gtk_string_list_append (slots, adj_table_text (adj_victory_record_get_slot_label (self->record, s)));
      gtk_drop_down_set_model (self->start_slot_dropdown, G_LIST_MODEL (slots));

      self->filtered = gtk_filter_list_model_new (g_object_ref (adj_victory_record_get_targets (self->record)),
                                                  GTK_FILTER (g_object_ref (self->filter)));
      g_signal_connect_swapped (self->filtered, "items-changed", G_CALLBACK (update_checklist), self);
      update_checklist (self);
      /* given full: the list's keyboard focus starts at its first row */
      gtk_grid_view_set_model (self->checklist, self->checklist_model);

      self->turn_selection = gtk_single_selection_new (g_object_ref (adj_victory_record_get_turns (self->record)));
      gtk_single_selection_set_autoselect (self->turn_selection, FALSE);
      gtk_single_selection_set_can_unselect (self->turn_selection, FALSE);
      g_object_bind_property_full (self->record, "selected-turn", self->turn_selection, "selected",
                                   G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                                   NULL, selection_to_turn, NULL, NULL);
      gtk_list_view_set_model (self->timeline, GTK_SELECTION_MODEL (self->turn_selection));

      connect_record (self);
      scroll_timeline (self);
    }
  update_actions (self);
  update_class_totals (self);
  update_legend (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORD]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

AdjVictoryMapWidget *
adj_victory_view_get_map (AdjVictoryView *self)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_VIEW (self), NULL);
  return self->map;
}

/**
 * adj_victory_view_get_checklist:
 *
 * Returns: (transfer none): the checklist: a grid view of the classes'
 *   headings (AdjVictoryClass) and the targets shown (AdjVictoryTarget)
 */
GtkGridView *
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

  disconnect_record (self);
  g_clear_handle_id (&self->refilter_id, g_source_remove);
  g_clear_handle_id (&self->scroll_id, g_source_remove);
  if (self->filtered)
    g_signal_handlers_disconnect_by_data (self->filtered, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_VICTORY_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self)));)
    gtk_widget_unparent (child);
  g_clear_object (&self->turn_selection);
  g_clear_object (&self->filtered);
  g_clear_object (&self->checklist_model);
  g_clear_object (&self->checklist_items);
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
    case PROP_RECORD:
      g_value_set_object (value, self->record);
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

/* The page's projector content (AdjPage's create_projector): the total
 * against the historical one and the targets held, large. */
static GtkWidget *
create_projector (AdjPage *page)
{
  AdjVictoryView *self = ADJ_VICTORY_VIEW (page);

  return self->record ? adj_victory_projector_new (self->record) : NULL;
}

static void
adj_victory_view_page_init (AdjPageInterface *iface)
{
  iface->create_projector = create_projector;
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
  properties[PROP_RECORD] =
    g_param_spec_object ("record", NULL, NULL, ADJ_TYPE_VICTORY_RECORD,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_property (object_class, PROP_RECORD, properties[PROP_RECORD]);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_VICTORY_CHART);
  g_type_ensure (ADJ_TYPE_VICTORY_MAP_WIDGET);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "victoryview");
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/ui/adj-victory-view.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, start_button);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, start_popover);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, start_slot_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, start_year_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, timeline);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, timeline_scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, map);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, legend_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, total_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, class_totals_label);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, class_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, held_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AdjVictoryView, checklist);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, timeline_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_popover_show_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, number_text);
  gtk_widget_class_bind_template_callback (widget_class, historical_text);
  gtk_widget_class_bind_template_callback (widget_class, caption_text);
  gtk_widget_class_bind_template_callback (widget_class, turn_text);
  gtk_widget_class_bind_template_callback (widget_class, is_past);
  gtk_widget_class_bind_template_callback (widget_class, hint_text);
  gtk_widget_class_bind_template_callback (widget_class, pending_text);

  gtk_widget_class_install_action (widget_class, "victory.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "victory.select-current", NULL, select_current_action);
  gtk_widget_class_install_action (widget_class, "victory.toggle", "s", toggle_action);
  gtk_widget_class_install_action (widget_class, "victory.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "victory.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "victory.reset-zoom", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "victory.export-csv", NULL, export_csv_action);
}

static void
adj_victory_view_init (AdjVictoryView *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;
  g_autoptr(GtkBuilderScope) scope = gtk_builder_cscope_new ();
  g_autoptr(GtkListItemFactory) checklist_factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  adj_page_install_shortcuts (ADJ_PAGE (self));

  self->filter = gtk_custom_filter_new (filter_func, self, NULL);
  self->checklist_items = g_list_store_new (G_TYPE_OBJECT);
  self->checklist_model = GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->checklist_items))));
  checklist_factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (checklist_factory, "setup", G_CALLBACK (checklist_setup), self);
  g_signal_connect (checklist_factory, "bind", G_CALLBACK (checklist_bind), self);
  gtk_grid_view_set_factory (self->checklist, checklist_factory);

  gtk_builder_cscope_add_callback_symbols (GTK_BUILDER_CSCOPE (scope),
                                           "turn_item_name", G_CALLBACK (turn_item_name),
                                           "turn_item_points", G_CALLBACK (turn_item_points),
                                           "turn_item_tooltip", G_CALLBACK (turn_item_tooltip),
                                           "turn_item_classes", G_CALLBACK (turn_item_classes),
                                           NULL);
  factory = gtk_builder_list_item_factory_new_from_resource (scope,
                                                             "/io/github/adjutant/Adjutant/ui/adj-victory-turn-item.ui");
  gtk_list_view_set_factory (self->timeline, factory);
  g_signal_connect_swapped (self->timeline, "map", G_CALLBACK (scroll_timeline_when_shown), self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (update_legend), self, G_CONNECT_SWAPPED);
  update_actions (self);
}

GtkWidget *
adj_victory_view_new (void)
{
  return g_object_new (ADJ_TYPE_VICTORY_VIEW, NULL);
}
