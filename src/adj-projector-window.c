/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "adj-lazy-page.h"
#include "adj-page.h"
#include "adj-projector-window.h"

/* A second window for the wall, holding what a page's create_projector()
 * made: dark (the .projector style class) and full screen. The content is
 * bound to the same model as the page, so the window itself knows nothing of
 * any game aid.
 *
 * The content is laid out for a screen 1080 pixels high (the sizes of the
 * `projector-*` style classes) and scaled to the height of the monitor the
 * window is on, so a 4K projector shows the same picture as a 1080p one.
 *
 * With a second screen the window goes there; with only one (or mirrored
 * screens, which GDK sees as one) it is a presentation on the game master's
 * screen, with a control strip and the page's keys, left with Esc. */

/* the height the projector styles are sized for */
#define REFERENCE_HEIGHT 1080.0

#define ADJ_TYPE_PROJECTOR_SCALER (adj_projector_scaler_get_type ())
G_DECLARE_FINAL_TYPE (AdjProjectorScaler, adj_projector_scaler, ADJ, PROJECTOR_SCALER, GtkWidget)

/* Lays its child out at 1/scale of its own size and draws it scaled. */
struct _AdjProjectorScaler
{
  GtkWidget parent_instance;

  double    scale;
};

G_DEFINE_FINAL_TYPE (AdjProjectorScaler, adj_projector_scaler, GTK_TYPE_WIDGET)

static void
adj_projector_scaler_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  AdjProjectorScaler *self = ADJ_PROJECTOR_SCALER (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);
  int min = 0, nat = 0;

  if (child)
    gtk_widget_measure (child, orientation, for_size < 0 ? -1 : (int) (for_size / self->scale),
                        &min, &nat, NULL, NULL);
  *minimum = (int) ceil (min * self->scale);
  *natural = (int) ceil (nat * self->scale);
}

static void
adj_projector_scaler_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  AdjProjectorScaler *self = ADJ_PROJECTOR_SCALER (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);
  /* a window smaller than its screen (no window manager to make it full
   * screen) shows all of the content, smaller */
  double scale = MIN (self->scale, adj_projector_window_scale_for_height (height));
  int w = (int) floor (width / scale);
  int h = (int) floor (height / scale);
  int min_w = 0, min_h = 0;

  if (child == NULL)
    return;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  w = MAX (w, min_w);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, w, &min_h, NULL, NULL, NULL);
  h = MAX (h, min_h);
  gtk_widget_allocate (child, w, h, -1, gsk_transform_scale (NULL, scale, scale));
}

static void
adj_projector_scaler_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (adj_projector_scaler_parent_class)->dispose (object);
}

static void
adj_projector_scaler_class_init (AdjProjectorScalerClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_projector_scaler_dispose;
  widget_class->measure = adj_projector_scaler_measure;
  widget_class->size_allocate = adj_projector_scaler_size_allocate;
}

static void
adj_projector_scaler_init (AdjProjectorScaler *self)
{
  self->scale = 1.0;
}

struct _AdjProjectorWindow
{
  AdwWindow           parent_instance;

  GtkOverlay         *overlay;
  GtkBox             *frame;
  GtkWidget          *control_strip;

  AdjProjectorScaler *scaler;
  GtkWidget          *page;        /* weak */
  GdkMonitor         *monitor;     /* the one the scale is for; watched */
  gulong              enter_monitor_id;
  gboolean            presenting;
};

G_DEFINE_FINAL_TYPE (AdjProjectorWindow, adj_projector_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_PRESENTING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * adj_projector_window_scale_for_height:
 * @monitor_height: a monitor's height in application pixels
 *
 * How much the projector's content, sized for a 1080-pixel screen, is
 * enlarged on a monitor this high: text stays the same share of the
 * screen's height from a 768-pixel laptop to a 4K projector.
 *
 * Returns: the scale (1.0 for 1080 pixels, 2.0 for 2160)
 */
double
adj_projector_window_scale_for_height (int monitor_height)
{
  if (monitor_height <= 0)
    return 1.0;
  return CLAMP (monitor_height / REFERENCE_HEIGHT, 0.25, 8.0);
}

/** adj_projector_window_get_scale: Returns: the content's scale now */
double
adj_projector_window_get_scale (AdjProjectorWindow *self)
{
  g_return_val_if_fail (ADJ_IS_PROJECTOR_WINDOW (self), 1.0);
  return self->scaler->scale;
}

static void
set_scale (AdjProjectorWindow *self,
           double              scale)
{
  if (G_APPROX_VALUE (self->scaler->scale, scale, 1e-6))
    return;
  self->scaler->scale = scale;
  gtk_widget_queue_resize (GTK_WIDGET (self->scaler));
}

static void
monitor_geometry_cb (AdjProjectorWindow *self)
{
  GdkRectangle geometry = { 0, 0, 0, 0 };

  if (self->monitor)
    gdk_monitor_get_geometry (self->monitor, &geometry);
  set_scale (self, adj_projector_window_scale_for_height (geometry.height));
}

static void
watch_monitor (AdjProjectorWindow *self,
               GdkMonitor         *monitor)
{
  if (monitor == self->monitor)
    return;
  if (self->monitor)
    {
      g_signal_handlers_disconnect_by_func (self->monitor, monitor_geometry_cb, self);
      g_object_remove_weak_pointer (G_OBJECT (self->monitor), (gpointer *) &self->monitor);
    }
  self->monitor = monitor;
  if (monitor)
    {
      g_object_add_weak_pointer (G_OBJECT (monitor), (gpointer *) &self->monitor);
      g_signal_connect_object (monitor, "notify::geometry", G_CALLBACK (monitor_geometry_cb), self,
                               G_CONNECT_SWAPPED);
    }
  monitor_geometry_cb (self);
}

/* the monitor the window is on (the one it entered last) */
static void
enter_monitor_cb (AdjProjectorWindow *self,
                  GdkMonitor         *monitor)
{
  watch_monitor (self, monitor);
}

static void
adj_projector_window_realize (GtkWidget *widget)
{
  AdjProjectorWindow *self = ADJ_PROJECTOR_WINDOW (widget);
  GdkSurface *surface;

  GTK_WIDGET_CLASS (adj_projector_window_parent_class)->realize (widget);
  surface = gtk_native_get_surface (GTK_NATIVE (widget));
  self->enter_monitor_id = g_signal_connect_swapped (surface, "enter-monitor", G_CALLBACK (enter_monitor_cb), self);
  if (self->monitor == NULL)
    watch_monitor (self, gdk_display_get_monitor_at_surface (gtk_widget_get_display (widget), surface));
}

static void
adj_projector_window_unrealize (GtkWidget *widget)
{
  AdjProjectorWindow *self = ADJ_PROJECTOR_WINDOW (widget);

  g_clear_signal_handler (&self->enter_monitor_id, gtk_native_get_surface (GTK_NATIVE (widget)));
  GTK_WIDGET_CLASS (adj_projector_window_parent_class)->unrealize (widget);
}

/* The page's keys, from the projector: its main action ("next"), undo. */

static const char *
page_next_action (AdjProjectorWindow *self)
{
  const AdjPageInterface *iface;

  if (self->page == NULL || !ADJ_IS_PAGE (self->page))
    return NULL;
  iface = adj_page_type_get_iface (G_OBJECT_TYPE (self->page));
  if (iface->shortcuts == NULL || iface->shortcuts->n_shortcuts == 0)
    return NULL;
  return iface->shortcuts->shortcuts[0].action;
}

static gboolean
forward (AdjProjectorWindow *self,
         const char         *action)
{
  if (self->page == NULL || action == NULL)
    return FALSE;
  return gtk_widget_activate_action (self->page, action, NULL);
}

static void
next_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  AdjProjectorWindow *self = ADJ_PROJECTOR_WINDOW (widget);

  forward (self, page_next_action (self));
}

static void
undo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  forward (ADJ_PROJECTOR_WINDOW (widget), "win.undo");
}

static void
redo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  forward (ADJ_PROJECTOR_WINDOW (widget), "win.redo");
}

static void
leave_action (GtkWidget  *widget,
              const char *name,
              GVariant   *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

/* one of the page's own keys, pressed on the projector */
static gboolean
page_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  return forward (ADJ_PROJECTOR_WINDOW (widget), user_data);
}

static void
add_page_keys (AdjProjectorWindow *self)
{
  const AdjPageInterface *iface = adj_page_type_get_iface (G_OBJECT_TYPE (self->page));
  GtkEventController *controller;

  if (iface->shortcuts == NULL || iface->shortcuts->n_shortcuts == 0)
    return;
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_name (controller, "page-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < iface->shortcuts->n_shortcuts; i++)
    {
      const AdjPageShortcut *key = &iface->shortcuts->shortcuts[i];

      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                            gtk_shortcut_new (gtk_shortcut_trigger_parse_string (key->trigger),
                                                              gtk_callback_action_new (page_key_cb,
                                                                                       (gpointer) key->action,
                                                                                       NULL)));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/**
 * adj_projector_window_set_page:
 * @self: the projector
 * @page: the page whose projector it is
 *
 * Lets the projector's keys and control strip act on @page: Space, Right
 * and the strip's Next button activate the page's first shortcut (its
 * "next"), Ctrl+Z and Ctrl+Shift+Z undo and redo, and the page's own keys
 * work as on the page. The projector does not keep @page alive.
 */
void
adj_projector_window_set_page (AdjProjectorWindow *self,
                               GtkWidget          *page)
{
  g_return_if_fail (ADJ_IS_PROJECTOR_WINDOW (self));
  g_return_if_fail (ADJ_IS_PAGE (page));
  g_return_if_fail (self->page == NULL);

  self->page = page;
  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *) &self->page);
  add_page_keys (self);
}

/** adj_projector_window_get_page: Returns: (transfer none) (nullable): the page it acts on */
GtkWidget *
adj_projector_window_get_page (AdjProjectorWindow *self)
{
  g_return_val_if_fail (ADJ_IS_PROJECTOR_WINDOW (self), NULL);
  return self->page;
}

static void
set_presenting (AdjProjectorWindow *self,
                gboolean            presenting)
{
  if (self->presenting == presenting)
    return;
  self->presenting = presenting;
  gtk_widget_set_visible (self->control_strip, presenting);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRESENTING]);
}

/** adj_projector_window_get_presenting: Returns: whether it covers the game master's only screen */
gboolean
adj_projector_window_get_presenting (AdjProjectorWindow *self)
{
  g_return_val_if_fail (ADJ_IS_PROJECTOR_WINDOW (self), FALSE);
  return self->presenting;
}

static void
adj_projector_window_dispose (GObject *object)
{
  AdjProjectorWindow *self = ADJ_PROJECTOR_WINDOW (object);

  watch_monitor (self, NULL);
  if (self->page)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->page), (gpointer *) &self->page);
      self->page = NULL;
    }
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_PROJECTOR_WINDOW);
  G_OBJECT_CLASS (adj_projector_window_parent_class)->dispose (object);
}

static void
adj_projector_window_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_PRESENTING:
      g_value_set_boolean (value, ADJ_PROJECTOR_WINDOW (object)->presenting);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_projector_window_class_init (AdjProjectorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_projector_window_dispose;
  object_class->get_property = adj_projector_window_get_property;
  widget_class->realize = adj_projector_window_realize;
  widget_class->unrealize = adj_projector_window_unrealize;

  /**
   * AdjProjectorWindow:presenting:
   *
   * Whether the projector is a presentation on the game master's only
   * screen (it then shows its control strip).
   */
  properties[PROP_PRESENTING] = g_param_spec_boolean ("presenting", NULL, NULL, FALSE,
                                                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                      | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (ADJ_TYPE_PROJECTOR_SCALER);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-projector-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjProjectorWindow, scaler);
  gtk_widget_class_bind_template_child (widget_class, AdjProjectorWindow, overlay);
  gtk_widget_class_bind_template_child (widget_class, AdjProjectorWindow, frame);
  gtk_widget_class_bind_template_child (widget_class, AdjProjectorWindow, control_strip);

  gtk_widget_class_install_action (widget_class, "projector.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "projector.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "projector.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "projector.leave", NULL, leave_action);
}

/* The projector's own keys, before the window's (GtkWindow's Space
 * activates the focus) and wherever the focus is. */
static const struct {
  const char *trigger;
  const char *action;
} projector_keys[] = {
  { "Escape", "projector.leave" },
  { "space|Right", "projector.next" },
  { "<Control>z", "projector.undo" },
  { "<Control><Shift>z", "projector.redo" },
};

static void
adj_projector_window_init (AdjProjectorWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_event_controller_set_name (controller, "projector-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (projector_keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (projector_keys[i].trigger),
                                                            gtk_named_action_new (projector_keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
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
  gtk_widget_set_hexpand (content, TRUE);
  gtk_widget_set_vexpand (content, TRUE);
  gtk_box_prepend (self->frame, content);
  return GTK_WIDGET (self);
}

/** adj_projector_window_get_content: Returns: (transfer none): what the window shows */
GtkWidget *
adj_projector_window_get_content (AdjProjectorWindow *self)
{
  g_return_val_if_fail (ADJ_IS_PROJECTOR_WINDOW (self), NULL);
  return gtk_widget_get_first_child (GTK_WIDGET (self->frame));
}

/* the page a window's view stack shows, the projector is opened for it */
static GtkWidget *
visible_page (GtkWidget *widget)
{
  if (ADW_IS_VIEW_STACK (widget))
    {
      GtkWidget *lazy = adw_view_stack_get_visible_child (ADW_VIEW_STACK (widget));

      return lazy && ADJ_IS_LAZY_PAGE (lazy) ? adj_lazy_page_get_child (ADJ_LAZY_PAGE (lazy)) : NULL;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *page = visible_page (c);

      if (page)
        return page;
    }
  return NULL;
}

/* the application's main window: its window that shows the pages */
static GtkWindow *
main_window (AdjProjectorWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  for (GList *l = app ? gtk_application_get_windows (app) : NULL; l; l = l->next)
    if (l->data != self && !ADJ_IS_PROJECTOR_WINDOW (l->data) && visible_page (l->data))
      return l->data;
  return NULL;
}

static int
projector_monitor_setting (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
  g_autoptr(GSettings) settings = NULL;

  if (schema == NULL)
    return -1;
  settings = g_settings_new (APP_ID);
  return g_settings_get_int (settings, "projector-monitor");
}

/**
 * adj_projector_window_choose_monitor:
 * @monitors: the display's monitors
 * @main_monitor: (nullable): the one the game master's window is on
 * @setting: the `projector-monitor` setting (-1: choose)
 *
 * Where the projector goes: the monitor the setting names, if there is one
 * and the main window is not on it; else the last monitor the main window
 * is not on.
 *
 * Returns: the monitor's position in @monitors, or -1 when there is no
 *   other screen (one monitor, or mirrored ones): then the projector is a
 *   presentation on the main window's screen
 */
int
adj_projector_window_choose_monitor (GListModel *monitors,
                                     GdkMonitor *main_monitor,
                                     int         setting)
{
  guint n = g_list_model_get_n_items (monitors);

  if (setting >= 0 && (guint) setting < n)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, setting);

      if (monitor != main_monitor)
        return setting;
    }
  for (guint i = n; i > 0; i--)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i - 1);

      if (monitor != main_monitor)
        return (int) i - 1;
    }
  return -1;
}

/**
 * adj_projector_window_go_fullscreen:
 * @self: the projector
 *
 * Goes full screen on a monitor the main window is not on (the one named
 * by the `projector-monitor` setting if it is another); with no other
 * screen, full screen as a presentation on the main window's screen, with
 * the control strip. Also hands the projector the main window's visible
 * page, if it has none yet (see adj_projector_window_set_page()).
 */
void
adj_projector_window_go_fullscreen (AdjProjectorWindow *self)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (self));
  GListModel *monitors = gdk_display_get_monitors (display);
  GtkWindow *main = main_window (self);
  GdkMonitor *main_monitor = NULL;
  int index;

  g_return_if_fail (ADJ_IS_PROJECTOR_WINDOW (self));

  if (main && self->page == NULL)
    {
      GtkWidget *page = visible_page (GTK_WIDGET (main));

      if (page && ADJ_IS_PAGE (page))
        adj_projector_window_set_page (self, page);
    }
  if (main && gtk_native_get_surface (GTK_NATIVE (main)))
    main_monitor = gdk_display_get_monitor_at_surface (display, gtk_native_get_surface (GTK_NATIVE (main)));
  index = adj_projector_window_choose_monitor (monitors, main_monitor, projector_monitor_setting ());
  set_presenting (self, index < 0);
  if (index < 0 && main_monitor == NULL)
    {
      gtk_window_fullscreen (GTK_WINDOW (self));
      return;
    }
  {
    g_autoptr(GdkMonitor) monitor = index < 0 ? g_object_ref (main_monitor) : g_list_model_get_item (monitors, index);
    GdkRectangle geometry;

    /* the monitor's size even where nothing makes it full screen (no
     * window manager): not a 1280x800 corner of a 4K screen */
    gdk_monitor_get_geometry (monitor, &geometry);
    gtk_window_set_default_size (GTK_WINDOW (self), geometry.width, geometry.height);
    gtk_window_fullscreen_on_monitor (GTK_WINDOW (self), monitor);
    watch_monitor (self, monitor);
  }
}
