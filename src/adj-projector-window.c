/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-projector-window.h"

/* A second window for the wall, holding what a page's create_projector()
 * made: dark (the .projector style class), full screen on the monitor chosen
 * in the settings. The content is bound to the same model as the page, so the
 * window itself knows nothing of any game aid. */
struct _AdjProjectorWindow
{
  AdwWindow   parent_instance;

  GtkOverlay *overlay;
};

G_DEFINE_FINAL_TYPE (AdjProjectorWindow, adj_projector_window, ADW_TYPE_WINDOW)

static void
adj_projector_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_PROJECTOR_WINDOW);
  G_OBJECT_CLASS (adj_projector_window_parent_class)->dispose (object);
}

static void
adj_projector_window_class_init (AdjProjectorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_projector_window_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-projector-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjProjectorWindow, overlay);
}

static void
adj_projector_window_init (AdjProjectorWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * adj_projector_window_new:
 * @content: (transfer floating): what the wall shows, from
 *   adj_page_create_projector()
 * @title: the window's title (the page's)
 *
 * Returns: (transfer full): a projector window
 */
GtkWidget *
adj_projector_window_new (GtkWidget  *content,
                          const char *title)
{
  AdjProjectorWindow *self;
  g_autofree char *window_title = NULL;

  g_return_val_if_fail (GTK_IS_WIDGET (content), NULL);

  /* Translators: the projector window's title; %s is a game aid's name */
  window_title = g_strdup_printf (_("%s — Projector"), title);
  self = g_object_new (ADJ_TYPE_PROJECTOR_WINDOW, "title", window_title, NULL);
  gtk_overlay_set_child (self->overlay, content);
  return GTK_WIDGET (self);
}

/** adj_projector_window_get_content: Returns: (transfer none): what the window shows */
GtkWidget *
adj_projector_window_get_content (AdjProjectorWindow *self)
{
  g_return_val_if_fail (ADJ_IS_PROJECTOR_WINDOW (self), NULL);
  return gtk_overlay_get_child (self->overlay);
}

/**
 * adj_projector_window_go_fullscreen:
 * @self: the projector
 *
 * Goes full screen on the monitor named by the `projector-monitor` setting
 * (-1, the default, is the last monitor: the projector is usually the
 * second screen).
 */
void
adj_projector_window_go_fullscreen (AdjProjectorWindow *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (self)));
  guint n = g_list_model_get_n_items (monitors);
  int index = -1;
  g_autoptr(GdkMonitor) monitor = NULL;

  g_return_if_fail (ADJ_IS_PROJECTOR_WINDOW (self));

  if (schema)
    {
      g_autoptr(GSettings) settings = g_settings_new (APP_ID);
      index = g_settings_get_int (settings, "projector-monitor");
    }
  if (n == 0)
    {
      gtk_window_fullscreen (GTK_WINDOW (self));
      return;
    }
  if (index < 0 || (guint) index >= n)
    index = n - 1;
  monitor = g_list_model_get_item (monitors, index);
  gtk_window_fullscreen_on_monitor (GTK_WINDOW (self), monitor);
}
