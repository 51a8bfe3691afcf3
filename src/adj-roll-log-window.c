/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-dice-fairness-window.h"
#include "adj-roll-log-window.h"
#include "adj-roll-text.h"
#include "adj-toasts.h"

struct _AdjRollLogWindow
{
  AdwWindow        parent_instance;

  GtkStack          *content_stack;
  GtkScrolledWindow *scroller;
  GtkColumnView     *column_view;
  AdwToastOverlay   *toast_overlay;

  AdjGame           *game;
  AdjRollLog        *log;
  GtkWindow         *fairness_window;  /* the dice fairness window, while it is open */
  gboolean           follow_newest;   /* keep the newest roll in view until the reader scrolls up */
  double             last_value;
  guint              scroll_id;
};

G_DEFINE_FINAL_TYPE (AdjRollLogWindow, adj_roll_log_window, ADW_TYPE_WINDOW)

static void
update_empty (AdjRollLogWindow *self)
{
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->log)) == 0;

  gtk_stack_set_visible_child_name (self->content_stack, empty ? "empty" : "log");
}

/* The newest roll is the last row: keep it in view when the window opens
 * and whenever a roll is added, until the reader scrolls up to read. The
 * list's height is known only once its rows are measured, so the scrolling
 * follows the adjustment (GTK 4.8 has no gtk_column_view_scroll_to()). */
static gboolean
scroll_to_newest_now (gpointer data)
{
  AdjRollLogWindow *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  double bottom = gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj);

  self->scroll_id = 0;
  if (!self->follow_newest)
    return G_SOURCE_REMOVE;
  self->last_value = bottom;
  if (gtk_adjustment_get_value (adj) != bottom)
    gtk_adjustment_set_value (adj, bottom);
  return G_SOURCE_REMOVE;
}

/* not while the list lays itself out: it would not move its rows */
static void
scroll_to_newest (AdjRollLogWindow *self)
{
  if (self->follow_newest && self->scroll_id == 0)
    self->scroll_id = g_idle_add (scroll_to_newest_now, self);
}

static void
scroll_value_changed (AdjRollLogWindow *self,
                      GtkAdjustment    *adj)
{
  double value = gtk_adjustment_get_value (adj);

  /* the reader scrolled up: leave the view where it is */
  if (value < self->last_value - 1)
    self->follow_newest = FALSE;
  else if (value >= gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj) - 1)
    self->follow_newest = TRUE;
  self->last_value = value;
}

static void
log_changed (AdjRollLogWindow *self,
             guint             position,
             guint             removed,
             guint             added)
{
  update_empty (self);
  if (added > 0)
    {
      self->follow_newest = TRUE;
      scroll_to_newest (self);
    }
}

static void
export_chosen (GFile    *file,
               gpointer  user_data)
{
  g_autoptr(AdjRollLogWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *path = NULL;

  if (file == NULL)
    return;
  path = g_file_get_path (file);
  csv = adj_roll_text_dup_csv (self->game);
  if (path == NULL ||
      !g_file_set_contents_full (path, csv, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0644, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("Could not export: %s"),
                                              error ? error->message : _("not a local file"));
      adj_toasts_show (self->toast_overlay, adw_toast_new (msg));
      return;
    }
  adj_toasts_show (self->toast_overlay, adw_toast_new (_("Roll log exported")));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  AdjRollLogWindow *self = ADJ_ROLL_LOG_WINDOW (widget);

  adj_choose_file (GTK_WINDOW (self), _("Export Roll Log"), TRUE, _("rolls.csv"),
                   _("CSV files"), "*.csv", export_chosen, g_object_ref (self));
}

/* "Are the dice fair?": one window per roll log window, in front of it */
static void
fairness_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  AdjRollLogWindow *self = ADJ_ROLL_LOG_WINDOW (widget);

  if (self->fairness_window == NULL)
    {
      self->fairness_window = GTK_WINDOW (adj_dice_fairness_window_new (self->log));
      gtk_window_set_transient_for (self->fairness_window, GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (self->fairness_window, TRUE);
      g_object_add_weak_pointer (G_OBJECT (self->fairness_window), (gpointer *) &self->fairness_window);
    }
  gtk_window_present (self->fairness_window);
}

static PangoAttrList *
undone_attributes (gpointer unused,
                   gboolean undone)
{
  PangoAttrList *attrs;

  if (!undone)
    return NULL;
  /* an undone roll is struck through, in every cell of its row */
  attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_strikethrough_new (TRUE));
  return attrs;
}

static GtkWidget *
make_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  return label;
}

static void
setup_text_cell (AdjRollLogWindow *self,
                 GtkListItem      *item)
{
  gtk_list_item_set_child (item, make_label ());
}

static void
setup_purpose_cell (AdjRollLogWindow *self,
                    GtkListItem      *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *tag = gtk_label_new (adj_roll_text_undone ());
  GtkWidget *label = make_label ();

  gtk_widget_add_css_class (tag, "caption-heading");
  gtk_widget_set_visible (tag, FALSE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), tag);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_item_set_child (item, box);
}

/* the label of a cell made by setup_text_cell() or setup_purpose_cell() */
static GtkLabel *
cell_label (GtkWidget *child)
{
  return GTK_LABEL (GTK_IS_BOX (child) ? gtk_widget_get_last_child (child) : child);
}

static void
show_undone (GtkWidget *child,
             GParamSpec *pspec,
             AdjRoll    *roll)
{
  gboolean undone = adj_roll_get_undone (roll);
  g_autoptr(PangoAttrList) attrs = undone_attributes (NULL, undone);
  GtkLabel *label = cell_label (child);

  gtk_label_set_attributes (label, attrs);
  if (GTK_IS_BOX (child))
    {
      gtk_widget_set_visible (gtk_widget_get_first_child (child), undone);
      if (undone)
        gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        adj_roll_text_undone (), -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

static void
bind_cell (GtkListItem *item,
           char        *text)
{
  GtkWidget *child = gtk_list_item_get_child (item);
  AdjRoll *roll = gtk_list_item_get_item (item);

  gtk_label_set_label (cell_label (child), text);
  show_undone (child, NULL, roll);
  g_signal_connect_object (roll, "notify::undone", G_CALLBACK (show_undone), child, G_CONNECT_SWAPPED);
  g_free (text);
}

static void
unbind_cell (AdjRollLogWindow *self,
             GtkListItem      *item)
{
  AdjRoll *roll = gtk_list_item_get_item (item);

  if (roll)
    g_signal_handlers_disconnect_by_func (roll, show_undone, gtk_list_item_get_child (item));
}

static void
bind_purpose_cell (AdjRollLogWindow *self,
                   GtkListItem      *item)
{
  bind_cell (item, adj_roll_text_dup_purpose (gtk_list_item_get_item (item), self->game));
}

static void
bind_who_cell (AdjRollLogWindow *self,
               GtkListItem      *item)
{
  bind_cell (item, adj_roll_text_dup_who (gtk_list_item_get_item (item), self->game));
}

static char *
source_text (gpointer  unused,
             gboolean  physical)
{
  return g_strdup (adj_roll_text_source (physical));
}

static void
adj_roll_log_window_dispose (GObject *object)
{
  AdjRollLogWindow *self = ADJ_ROLL_LOG_WINDOW (object);

  if (self->log)
    g_signal_handlers_disconnect_by_data (self->log, self);
  g_clear_handle_id (&self->scroll_id, g_source_remove);
  if (self->fairness_window)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->fairness_window), (gpointer *) &self->fairness_window);
      gtk_window_destroy (g_steal_pointer (&self->fairness_window));
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_ROLL_LOG_WINDOW);
  g_clear_object (&self->log);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (adj_roll_log_window_parent_class)->dispose (object);
}

static void
adj_roll_log_window_class_init (AdjRollLogWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_roll_log_window_dispose;

  g_type_ensure (ADJ_TYPE_ROLL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-roll-log-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjRollLogWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjRollLogWindow, scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjRollLogWindow, column_view);
  gtk_widget_class_bind_template_child (widget_class, AdjRollLogWindow, toast_overlay);
  gtk_widget_class_bind_template_callback (widget_class, source_text);
  gtk_widget_class_bind_template_callback (widget_class, undone_attributes);
  gtk_widget_class_bind_template_callback (widget_class, setup_text_cell);
  gtk_widget_class_bind_template_callback (widget_class, setup_purpose_cell);
  gtk_widget_class_bind_template_callback (widget_class, unbind_cell);
  gtk_widget_class_bind_template_callback (widget_class, bind_purpose_cell);
  gtk_widget_class_bind_template_callback (widget_class, bind_who_cell);
  gtk_widget_class_install_action (widget_class, "log.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "log.export", NULL);
  gtk_widget_class_install_action (widget_class, "log.fairness", NULL, fairness_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "log.fairness", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
adj_roll_log_window_init (AdjRollLogWindow *self)
{
  GtkAdjustment *adj;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->follow_newest = TRUE;
  adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  g_signal_connect_object (adj, "changed", G_CALLBACK (scroll_to_newest), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adj, "value-changed", G_CALLBACK (scroll_value_changed), self, G_CONNECT_SWAPPED);
}

/**
 * adj_roll_log_window_new:
 * @game: the game whose roll log it shows
 *
 * Returns: (transfer full): a window listing every roll, newest last and
 *   in view; a roll whose step was undone is marked so
 */
AdjRollLogWindow *
adj_roll_log_window_new (AdjGame *game)
{
  AdjRollLogWindow *self = g_object_new (ADJ_TYPE_ROLL_LOG_WINDOW, NULL);
  AdjRollLog *log = adj_game_get_roll_log (game);
  g_autoptr(GtkNoSelection) selection = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (log)));

  self->game = g_object_ref (game);
  self->log = g_object_ref (log);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (selection));
  g_signal_connect_swapped (log, "items-changed", G_CALLBACK (log_changed), self);
  update_empty (self);
  return self;
}
