/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-lazy-page.h"
#include "adj-page.h"

/* A page of the main window that builds its game aid's view the first time
 * it is shown (or when the window asks, idle after its first frame), so that
 * start-up pays only for the page on screen. */
struct _AdjLazyPage
{
  GtkWidget  parent_instance;

  GType      page_type;
  AdjGame   *game;
  GtkWidget *child;
};

G_DEFINE_FINAL_TYPE (AdjLazyPage, adj_lazy_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PAGE_TYPE,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * adj_lazy_page_ensure:
 * @self: a page
 *
 * Builds the page's view now if it is not built yet.
 *
 * Returns: (transfer none) (nullable): the view
 */
GtkWidget *
adj_lazy_page_ensure (AdjLazyPage *self)
{
  g_return_val_if_fail (ADJ_IS_LAZY_PAGE (self), NULL);

  if (self->child == NULL && self->page_type != G_TYPE_INVALID)
    {
      self->child = g_object_new (self->page_type, NULL);
      if (self->game)
        adj_page_set_game (ADJ_PAGE (self->child), self->game);
      gtk_widget_set_parent (self->child, GTK_WIDGET (self));
    }
  return self->child;
}

/** adj_lazy_page_get_child: Returns: (transfer none) (nullable): the view, if built */
GtkWidget *
adj_lazy_page_get_child (AdjLazyPage *self)
{
  g_return_val_if_fail (ADJ_IS_LAZY_PAGE (self), NULL);
  return self->child;
}

/** adj_lazy_page_get_page_type: Returns: the type of the page it builds */
GType
adj_lazy_page_get_page_type (AdjLazyPage *self)
{
  g_return_val_if_fail (ADJ_IS_LAZY_PAGE (self), G_TYPE_INVALID);
  return self->page_type;
}

static void
adj_lazy_page_map (GtkWidget *widget)
{
  adj_lazy_page_ensure (ADJ_LAZY_PAGE (widget));
  GTK_WIDGET_CLASS (adj_lazy_page_parent_class)->map (widget);
}

static void
adj_lazy_page_dispose (GObject *object)
{
  AdjLazyPage *self = ADJ_LAZY_PAGE (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (adj_lazy_page_parent_class)->dispose (object);
}

static void
adj_lazy_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  AdjLazyPage *self = ADJ_LAZY_PAGE (object);

  switch (prop_id)
    {
    case PROP_PAGE_TYPE:
      g_value_set_string (value, self->page_type ? g_type_name (self->page_type) : NULL);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_lazy_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  AdjLazyPage *self = ADJ_LAZY_PAGE (object);

  switch (prop_id)
    {
    case PROP_PAGE_TYPE:
      /* set once, from the window's template */
      self->page_type = g_type_from_name (g_value_get_string (value));
      g_warn_if_fail (g_type_is_a (self->page_type, ADJ_TYPE_PAGE));
      break;
    case PROP_GAME:
      if (g_set_object (&self->game, g_value_get_object (value)))
        {
          if (self->child)
            adj_page_set_game (ADJ_PAGE (self->child), self->game);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_lazy_page_class_init (AdjLazyPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_lazy_page_dispose;
  object_class->get_property = adj_lazy_page_get_property;
  object_class->set_property = adj_lazy_page_set_property;
  widget_class->map = adj_lazy_page_map;

  properties[PROP_PAGE_TYPE] =
    g_param_spec_string ("page-type", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ADJ_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
adj_lazy_page_init (AdjLazyPage *self)
{
}
