#include "config.h"

#include "adj-column.h"

/* A column of a page laid out side by side with others in a horizontal box.
 *
 * A horizontal GtkBox asks each child for its width *at the box's height*.
 * For a column of wrapping labels that is a width-for-height question, which
 * GtkLabel answers by a binary search over trial widths, laying its text out
 * again for each one, and again whenever the height changes. A column's
 * content is height-for-width: its widths do not depend on the height. So
 * this bin answers width questions as if no height were given, and passes
 * everything else on. On the World in Flames page this halves the text
 * layouts done before the first frame. */
struct _AdjColumn
{
  AdwBin parent_instance;
};

G_DEFINE_FINAL_TYPE (AdjColumn, adj_column, ADW_TYPE_BIN)

static GtkSizeRequestMode
adj_column_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
adj_column_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    for_size = -1;
  gtk_widget_measure (child, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

static void
adj_column_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
adj_column_class_init (AdjColumnClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->get_request_mode = adj_column_get_request_mode;
  widget_class->measure = adj_column_measure;
  widget_class->size_allocate = adj_column_size_allocate;
}

static void
adj_column_init (AdjColumn *self)
{
  /* AdwBin's layout manager would pass the height on */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
}

/** adj_column_new: Returns: (transfer floating): a new, empty column */
GtkWidget *
adj_column_new (void)
{
  return g_object_new (ADJ_TYPE_COLUMN, NULL);
}
