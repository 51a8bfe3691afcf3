/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-roll-log-window.h"
#include "adj-roll-text.h"

struct _AdjRollLogWindow
{
  AdwWindow        parent_instance;

  GtkStack        *content_stack;
  GtkColumnView   *column_view;
  AdwToastOverlay *toast_overlay;

  AdjGame         *game;
  AdjRollLog      *log;
};

G_DEFINE_FINAL_TYPE (AdjRollLogWindow, adj_roll_log_window, ADW_TYPE_WINDOW)

static void
update_empty (AdjRollLogWindow *self)
{
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->log)) == 0;

  gtk_stack_set_visible_child_name (self->content_stack, empty ? "empty" : "log");
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
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (msg));
      return;
    }
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Roll log exported")));
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

static void
setup_text_cell (AdjRollLogWindow *self,
                 GtkListItem      *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_purpose_cell (AdjRollLogWindow *self,
                   GtkListItem      *item)
{
  g_autofree char *text = adj_roll_text_dup_purpose (gtk_list_item_get_item (item), self->game);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static void
bind_who_cell (AdjRollLogWindow *self,
               GtkListItem      *item)
{
  g_autofree char *text = adj_roll_text_dup_who (gtk_list_item_get_item (item), self->game);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static char *
source_text (gpointer  unused,
             gboolean  physical)
{
  /* Translators: in the roll log, who rolled the faces: typed from real
   * dice, or rolled by the program */
  return g_strdup (physical ? _("real dice") : _("Adjutant"));
}

static void
adj_roll_log_window_dispose (GObject *object)
{
  AdjRollLogWindow *self = ADJ_ROLL_LOG_WINDOW (object);

  if (self->log)
    g_signal_handlers_disconnect_by_data (self->log, self);
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
  gtk_widget_class_bind_template_child (widget_class, AdjRollLogWindow, column_view);
  gtk_widget_class_bind_template_child (widget_class, AdjRollLogWindow, toast_overlay);
  gtk_widget_class_bind_template_callback (widget_class, source_text);
  gtk_widget_class_bind_template_callback (widget_class, setup_text_cell);
  gtk_widget_class_bind_template_callback (widget_class, bind_purpose_cell);
  gtk_widget_class_bind_template_callback (widget_class, bind_who_cell);
  gtk_widget_class_install_action (widget_class, "log.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "log.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
adj_roll_log_window_init (AdjRollLogWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * adj_roll_log_window_new:
 * @game: the game whose roll log it shows
 *
 * Returns: (transfer full): a window listing every roll, newest last
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
  g_signal_connect_swapped (log, "items-changed", G_CALLBACK (update_empty), self);
  update_empty (self);
  return self;
}
