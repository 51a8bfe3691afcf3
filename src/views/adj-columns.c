/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-columns.h"

/* The columns of a page: side by side while they fit, one under the other
 * when they do not (a phone, half a laptop screen, a large font).
 *
 * A column's content is height-for-width: wrapping labels, rows, charts. So
 * widths are always asked for without a height (a horizontal GtkBox asks its
 * children for their width at its height, which makes every wrapping label
 * binary-search trial layouts), and heights are asked for at the width each
 * column gets. Minimum and natural heights come from the same widths, so the
 * two can never disagree (GTK 4.24's box reported a minimum height above its
 * natural one for the World in Flames page's three columns).
 *
 * Side by side, each column gets its minimum width, then what is left goes
 * towards the natural widths, and the rest to the columns that expand
 * horizontally; at the same width, the columns keep those widths while the
 * text in them changes. */
/* the most columns laid out; more children are not shown */
#define MAX_COLUMNS 8

struct _AdjColumns
{
  GtkWidget parent_instance;

  int       spacing;
  gboolean  fit_natural;

  /* the column widths last given side by side, and for what width */
  int       kept_width;
  guint     kept_n;
  int       kept[MAX_COLUMNS];
};

G_DEFINE_FINAL_TYPE (AdjColumns, adj_columns, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SPACING,
  PROP_FIT_NATURAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct {
  gboolean        side_by_side;
  guint           n;
  GtkRequestedSize sizes[MAX_COLUMNS];   /* .data: the child */
} Layout;

static guint
collect (AdjColumns *self,
         Layout     *layout)
{
  layout->n = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
       child != NULL && layout->n < MAX_COLUMNS;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkRequestedSize *s;

      if (!gtk_widget_should_layout (child))
        continue;
      s = &layout->sizes[layout->n++];
      s->data = child;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1,
                          &s->minimum_size, &s->natural_size, NULL, NULL);
    }
  return layout->n;
}

/* Gives @extra pixels, in even shares, to the sizes whose widgets expand in
 * @orientation (none if no widget does). */
static void
share_extra (GtkRequestedSize *sizes,
             guint             n,
             int               extra,
             GtkOrientation    orientation)
{
  int n_expand = 0;

  for (guint i = 0; i < n; i++)
    n_expand += gtk_widget_compute_expand (sizes[i].data, orientation);
  for (guint i = 0; i < n && n_expand > 0; i++)
    if (gtk_widget_compute_expand (sizes[i].data, orientation))
      {
        int share = extra / n_expand;

        sizes[i].minimum_size += share;
        extra -= share;
        n_expand--;
      }
}

/* Decides the arrangement for @width and leaves each column's width in
 * minimum_size (side by side) or @width for every column (stacked). With
 * @keep, the widths are the ones the columns are allocated. */
static void
arrange (AdjColumns *self,
         Layout     *layout,
         int         width,
         gboolean    keep)
{
  int sum_min = 0, sum_nat = 0, gaps = self->spacing * ((int) layout->n - 1);
  gboolean kept = width == self->kept_width && layout->n == self->kept_n;
  int extra;

  for (guint i = 0; i < layout->n; i++)
    {
      sum_min += layout->sizes[i].minimum_size;
      sum_nat += layout->sizes[i].natural_size;
      kept = kept && layout->sizes[i].minimum_size <= self->kept[i];
    }
  layout->side_by_side = layout->n > 1 && width >= (self->fit_natural ? sum_nat : sum_min) + gaps;
  if (!layout->side_by_side)
    {
      for (guint i = 0; i < layout->n; i++)
        layout->sizes[i].minimum_size = width;
      return;
    }
  /* At the width the columns last had, they keep their widths while each
   * still fits: natural widths change with the text shown, and following
   * them would move every column when one line grows, so that an action
   * re-lays out and redraws the whole page. A new width, or a column that
   * no longer fits, shares the width out again. */
  if (kept)
    {
      for (guint i = 0; i < layout->n; i++)
        layout->sizes[i].minimum_size = self->kept[i];
      return;
    }
  extra = gtk_distribute_natural_allocation (width - sum_min - gaps, layout->n, layout->sizes);
  share_extra (layout->sizes, layout->n, extra, GTK_ORIENTATION_HORIZONTAL);
  if (keep)
    {
      self->kept_width = width;
      self->kept_n = layout->n;
      for (guint i = 0; i < layout->n; i++)
        self->kept[i] = layout->sizes[i].minimum_size;
    }
}

static GtkSizeRequestMode
adj_columns_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
adj_columns_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  AdjColumns *self = ADJ_COLUMNS (widget);
  Layout layout;
  int gaps;

  *minimum = *natural = 0;
  if (collect (self, &layout) == 0)
    return;
  gaps = self->spacing * ((int) layout.n - 1);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* narrowest: one column under the other; widest: all side by side */
      for (guint i = 0; i < layout.n; i++)
        {
          *minimum = MAX (*minimum, layout.sizes[i].minimum_size);
          *natural += layout.sizes[i].natural_size;
        }
      *natural = MAX (*natural + gaps, *minimum);
      return;
    }

  if (for_size < 0)
    {
      for (guint i = 0; i < layout.n; i++)
        for_size += layout.sizes[i].natural_size;
      for_size += 1 + gaps;
    }
  arrange (self, &layout, for_size, FALSE);
  for (guint i = 0; i < layout.n; i++)
    {
      int child_min, child_nat;

      gtk_widget_measure (layout.sizes[i].data, GTK_ORIENTATION_VERTICAL,
                          layout.sizes[i].minimum_size, &child_min, &child_nat, NULL, NULL);
      if (layout.side_by_side)
        {
          *minimum = MAX (*minimum, child_min);
          *natural = MAX (*natural, child_nat);
        }
      else
        {
          *minimum += child_min + (i > 0 ? self->spacing : 0);
          *natural += child_nat + (i > 0 ? self->spacing : 0);
        }
    }
}

static void
adj_columns_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  AdjColumns *self = ADJ_COLUMNS (widget);
  GtkRequestedSize heights[MAX_COLUMNS];
  Layout layout;
  int x = 0, y = 0, extra;

  if (collect (self, &layout) == 0)
    return;
  arrange (self, &layout, width, TRUE);

  if (layout.side_by_side)
    {
      gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

      for (guint i = 0; i < layout.n; i++)
        {
          int w = layout.sizes[i].minimum_size;

          gtk_widget_allocate (layout.sizes[i].data, w, height, -1,
                               gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (rtl ? width - x - w : x, 0)));
          x += w + self->spacing;
        }
      return;
    }

  /* stacked: each column its minimum height, then towards its natural one,
   * then the rest to those that expand vertically */
  extra = height - self->spacing * ((int) layout.n - 1);
  for (guint i = 0; i < layout.n; i++)
    {
      heights[i].data = layout.sizes[i].data;
      gtk_widget_measure (heights[i].data, GTK_ORIENTATION_VERTICAL, width,
                          &heights[i].minimum_size, &heights[i].natural_size, NULL, NULL);
      extra -= heights[i].minimum_size;
    }
  extra = gtk_distribute_natural_allocation (MAX (extra, 0), layout.n, heights);
  share_extra (heights, layout.n, extra, GTK_ORIENTATION_VERTICAL);
  for (guint i = 0; i < layout.n; i++)
    {
      gtk_widget_allocate (heights[i].data, width, heights[i].minimum_size, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, y)));
      y += heights[i].minimum_size + self->spacing;
    }
}

static void
adj_columns_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (adj_columns_parent_class)->dispose (object);
}

static void
adj_columns_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  AdjColumns *self = ADJ_COLUMNS (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    case PROP_FIT_NATURAL:
      g_value_set_boolean (value, self->fit_natural);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_columns_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  AdjColumns *self = ADJ_COLUMNS (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      adj_columns_set_spacing (self, g_value_get_int (value));
      break;
    case PROP_FIT_NATURAL:
      if (self->fit_natural != g_value_get_boolean (value))
        {
          self->fit_natural = g_value_get_boolean (value);
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_columns_class_init (AdjColumnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_columns_dispose;
  object_class->get_property = adj_columns_get_property;
  object_class->set_property = adj_columns_set_property;
  widget_class->get_request_mode = adj_columns_get_request_mode;
  widget_class->measure = adj_columns_measure;
  widget_class->size_allocate = adj_columns_size_allocate;

  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT16, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AdjColumns:fit-natural:
   *
   * Stand side by side only where every column gets its natural width
   * (rather than its minimum): for a row of groups whose own children can
   * stack, so that the row stacks first and each group keeps one line.
   */
  properties[PROP_FIT_NATURAL] =
    g_param_spec_boolean ("fit-natural", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_css_name (widget_class, "columns");
}

static void
adj_columns_init (AdjColumns *self)
{
}

/** adj_columns_new: Returns: (transfer floating): an empty set of columns */
GtkWidget *
adj_columns_new (void)
{
  return g_object_new (ADJ_TYPE_COLUMNS, NULL);
}

/**
 * adj_columns_get_spacing:
 * @self: the columns
 *
 * Returns: the gap between columns, across or down, in pixels
 */
int
adj_columns_get_spacing (AdjColumns *self)
{
  g_return_val_if_fail (ADJ_IS_COLUMNS (self), 0);
  return self->spacing;
}

/**
 * adj_columns_set_spacing:
 * @self: the columns
 * @spacing: the gap between columns in pixels
 */
void
adj_columns_set_spacing (AdjColumns *self,
                         int         spacing)
{
  g_return_if_fail (ADJ_IS_COLUMNS (self));
  if (self->spacing == spacing)
    return;
  self->spacing = spacing;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPACING]);
}

/**
 * adj_columns_get_side_by_side:
 * @self: the columns
 *
 * Returns: whether the columns stand side by side at the current width
 */
gboolean
adj_columns_get_side_by_side (AdjColumns *self)
{
  Layout layout;

  g_return_val_if_fail (ADJ_IS_COLUMNS (self), FALSE);
  collect (self, &layout);
  arrange (self, &layout, gtk_widget_get_width (GTK_WIDGET (self)), FALSE);
  return layout.side_by_side;
}
