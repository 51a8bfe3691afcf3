/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-dice-fairness-window.h"
#include "adj-dice-fit-card.h"
#include "adj-toasts.h"

/* Are the dice fair? For the d6 and the d10, the program's dice and real
 * ones apart: a chart of each face's count against the count fair dice
 * give, and a chi-square test (src/engine/adj-dice-stats.c). Follows the
 * roll log as rolls come in; undone rolls count, because the dice did come
 * up. The die kind shown can be saved as a PNG image. */
struct _AdjDiceFairnessWindow
{
  AdwWindow        parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkStack        *kind_stack;
  GtkWidget       *d6_sheet;
  GtkWidget       *d10_sheet;
  AdjDiceFitCard  *d6_virtual;
  AdjDiceFitCard  *d6_real;
  AdjDiceFitCard  *d10_virtual;
  AdjDiceFitCard  *d10_real;

  AdjRollLog      *log;
};

G_DEFINE_FINAL_TYPE (AdjDiceFairnessWindow, adj_dice_fairness_window, ADW_TYPE_WINDOW)

static void
update (AdjDiceFairnessWindow *self)
{
  AdjDiceFitCard *cards[] = { self->d6_virtual, self->d6_real, self->d10_virtual, self->d10_real };

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      AdjDiceFit fit;

      adj_dice_fit_from_log (&fit, self->log, adj_dice_fit_card_get_sides (cards[i]),
                             adj_dice_fit_card_get_source (cards[i]));
      adj_dice_fit_card_set_fit (cards[i], &fit);
    }
}

/* the sheet of the die kind shown: its title, both cards and the note */
static GtkWidget *
visible_sheet (AdjDiceFairnessWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->kind_stack), "d10") == 0
         ? self->d10_sheet : self->d6_sheet;
}

/**
 * adj_dice_fairness_window_render_png:
 * @self: the window, shown
 * @error: return location for a #G_IO_ERROR
 *
 * Draws the die kind shown, both sources, as the window shows it (its
 * colours, its language), whole even where it is scrolled out of view.
 *
 * Returns: (transfer full) (nullable): a PNG image
 */
GBytes *
adj_dice_fairness_window_render_png (AdjDiceFairnessWindow  *self,
                                     GError                **error)
{
  GtkWidget *sheet;
  GtkNative *native;
  GskRenderer *renderer;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot;
  int width, height;

  g_return_val_if_fail (ADJ_IS_DICE_FAIRNESS_WINDOW (self), NULL);

  sheet = visible_sheet (self);
  width = gtk_widget_get_width (sheet);
  height = gtk_widget_get_height (sheet);
  native = gtk_widget_get_native (sheet);
  renderer = native ? gtk_native_get_renderer (native) : NULL;
  if (renderer == NULL || width <= 0 || height <= 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED,
                   _("The charts are not on screen yet"));
      return NULL;
    }
  paintable = gtk_widget_paintable_new (sheet);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The charts could not be drawn"));
      return NULL;
    }
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  return gdk_texture_save_to_png_bytes (texture);
}

/**
 * adj_dice_fairness_window_export:
 * @self: the window, shown
 * @file: where to save the image
 * @error: return location for an error that names @file
 *
 * Saves adj_dice_fairness_window_render_png() to @file, replacing it whole
 * or not at all.
 *
 * Returns: %TRUE on success
 */
gboolean
adj_dice_fairness_window_export (AdjDiceFairnessWindow  *self,
                                 GFile                  *file,
                                 GError                **error)
{
  g_autoptr(GBytes) png = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (ADJ_IS_DICE_FAIRNESS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  png = adj_dice_fairness_window_render_png (self, &local);
  if (png == NULL
      || !g_file_replace_contents (file, g_bytes_get_data (png, NULL), g_bytes_get_size (png),
                                   NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &local))
    {
      name = g_file_get_parse_name (file);
      g_set_error (error, local->domain, local->code,
                   /* TRANSLATORS: a file name, then why it could not be written */
                   _("The image could not be saved as “%s”: %s"), name, local->message);
      return FALSE;
    }
  return TRUE;
}

static void
export_chosen (GFile    *file,
               gpointer  user_data)
{
  g_autoptr(AdjDiceFairnessWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (file == NULL)
    return;
  if (!adj_dice_fairness_window_export (self, file, &error))
    {
      adj_compat_show_alert (GTK_WIDGET (self), _("Could Not Export the Image"), error->message);
      return;
    }
  adj_toasts_show (self->toast_overlay, adw_toast_new (_("Image exported")));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  AdjDiceFairnessWindow *self = ADJ_DICE_FAIRNESS_WINDOW (widget);

  adj_choose_file (GTK_WINDOW (self), _("Export Dice Fairness Image"), TRUE,
                   /* TRANSLATORS: the name offered for the exported image */
                   _("dice-fairness.png"), _("PNG images"), "*.png", export_chosen, g_object_ref (self));
}

/* Alt+1 for the d6, Alt+2 for the d10, as the main window's pages */
static void
show_kind_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  AdjDiceFairnessWindow *self = ADJ_DICE_FAIRNESS_WINDOW (widget);
  const char *kind = g_variant_get_string (parameter, NULL);

  if (gtk_stack_get_child_by_name (self->kind_stack, kind))
    gtk_stack_set_visible_child_name (self->kind_stack, kind);
}

static void
adj_dice_fairness_window_dispose (GObject *object)
{
  AdjDiceFairnessWindow *self = ADJ_DICE_FAIRNESS_WINDOW (object);

  if (self->log)
    g_signal_handlers_disconnect_by_data (self->log, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_DICE_FAIRNESS_WINDOW);
  g_clear_object (&self->log);
  G_OBJECT_CLASS (adj_dice_fairness_window_parent_class)->dispose (object);
}

static void
adj_dice_fairness_window_class_init (AdjDiceFairnessWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_dice_fairness_window_dispose;

  g_type_ensure (ADJ_TYPE_DICE_FIT_CARD);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-dice-fairness-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFairnessWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFairnessWindow, kind_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFairnessWindow, d6_sheet);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFairnessWindow, d10_sheet);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFairnessWindow, d6_virtual);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFairnessWindow, d6_real);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFairnessWindow, d10_virtual);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFairnessWindow, d10_real);
  gtk_widget_class_install_action (widget_class, "fairness.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "fairness.export", NULL);
  gtk_widget_class_install_action (widget_class, "fairness.show-kind", "s", show_kind_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK, "fairness.show-kind", "s", "d6");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK, "fairness.show-kind", "s", "d10");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
adj_dice_fairness_window_init (AdjDiceFairnessWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * adj_dice_fairness_window_new:
 * @log: the roll log to test
 *
 * Returns: (transfer full): a window that tests the d6 and d10 rolls of
 *   @log against fair dice, and follows it
 */
AdjDiceFairnessWindow *
adj_dice_fairness_window_new (AdjRollLog *log)
{
  AdjDiceFairnessWindow *self;

  g_return_val_if_fail (ADJ_IS_ROLL_LOG (log), NULL);

  self = g_object_new (ADJ_TYPE_DICE_FAIRNESS_WINDOW, NULL);
  self->log = g_object_ref (log);
  g_signal_connect_swapped (log, "items-changed", G_CALLBACK (update), self);
  update (self);
  return self;
}
