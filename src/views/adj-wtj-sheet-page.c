/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-columns.h"
#include "adj-tooltip.h"
#include "adj-wtj-sheet.h"
#include "adj-wtj-sheet-page.h"
#include "adj-wtj-side.h"
#include "adj-wtj-text.h"

/* The scenario sheet's page of the wizard, declared in
 * adj-wtj-sheet-page.ui: the preview draws the page of :sheet-page (the
 * view's wtj.sheet-page action sets it) and is drawn again on any notify
 * of the scenario, its sides or its steps. */

struct _AdjWtjSheetPage
{
  GtkWidget       parent_instance;

  GtkWidget      *side0_button;
  GtkWidget      *side1_button;
  GtkLabel       *side0_label;
  GtkLabel       *side1_label;
  GtkDrawingArea *area;

  AdjWtjScenario *scenario;
  int             sheet_page;
};

G_DEFINE_FINAL_TYPE (AdjWtjSheetPage, adj_wtj_sheet_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SHEET_PAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The pages of the part shown, on the session's paper (as the PDF has
 * them), one under the other. */
#define PAGE_HEIGHT 900
#define PAGE_GAP 16

static void
part_pages (AdjWtjSheetPage *self,
            double          *pw,
            double          *ph,
            int             *first,
            int             *n)
{
  GtkPageSetup *setup = adj_wtj_sheet_get_page_setup ();
  int firsts[3];
  int total;

  *pw = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  *ph = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
  total = adj_wtj_sheet_get_n_pages (self->scenario, *pw, *ph, ADJ_WTJ_SHEET_PDF_MARGIN, firsts);
  *first = firsts[self->sheet_page];
  *n = (self->sheet_page < 2 ? firsts[self->sheet_page + 1] : total) - *first;
}

static void
draw_sheet (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  AdjWtjSheetPage *self = user_data;
  double pw, ph, scale;
  int first, n;

  part_pages (self, &pw, &ph, &first, &n);
  scale = MIN (width / pw, PAGE_HEIGHT / ph);
  cairo_translate (cr, (width - pw * scale) / 2, 0);
  for (int p = 0; p < n; p++)
    {
      cairo_save (cr);
      cairo_translate (cr, 0, p * (ph * scale + PAGE_GAP));
      cairo_scale (cr, scale, scale);
      /* the paper's edge */
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_rectangle (cr, -1.5, -1.5, pw + 3, ph + 3);
      cairo_fill (cr);
      adj_wtj_sheet_draw_page (self->scenario, cr, pw, ph, ADJ_WTJ_SHEET_PDF_MARGIN, first + p);
      cairo_restore (cr);
    }
}

/* As high as the part's pages. */
static void
resize (AdjWtjSheetPage *self)
{
  double pw, ph;
  int first, n;

  part_pages (self, &pw, &ph, &first, &n);
  gtk_drawing_area_set_content_height (self->area, n * PAGE_HEIGHT + (n - 1) * PAGE_GAP);
}

static void
changed (AdjWtjSheetPage *self)
{
  g_autofree char *side0 = adj_wtj_text_side_name (self->scenario, 0);
  g_autofree char *side1 = adj_wtj_text_side_name (self->scenario, 1);

  gtk_label_set_label (self->side0_label, side0);
  adj_tooltip_set_text (self->side0_button, side0);
  gtk_label_set_label (self->side1_label, side1);
  adj_tooltip_set_text (self->side1_button, side1);
  resize (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
}

static void
connect_steps (AdjWtjSheetPage *self,
               guint            position,
               guint            n)
{
  GListModel *steps = adj_wtj_scenario_get_steps (self->scenario);

  for (guint i = position; i < position + n; i++)
    {
      g_autoptr(GObject) step = g_list_model_get_item (steps, i);
      g_signal_connect_object (step, "notify::result", G_CALLBACK (changed), self, G_CONNECT_SWAPPED);
    }
}

static void
steps_changed (AdjWtjSheetPage *self,
               guint            position,
               guint            removed,
               guint            added)
{
  connect_steps (self, position, added);
  changed (self);
}

/** adj_wtj_sheet_page_new: Returns: (transfer full): the scenario sheet's page */
GtkWidget *
adj_wtj_sheet_page_new (AdjWtjScenario *scenario)
{
  AdjWtjSheetPage *self = g_object_new (ADJ_TYPE_WTJ_SHEET_PAGE, NULL);
  GListModel *steps = adj_wtj_scenario_get_steps (scenario);
  GListModel *sides = adj_wtj_scenario_get_sides (scenario);

  self->scenario = g_object_ref (scenario);
  gtk_drawing_area_set_draw_func (self->area, draw_sheet, self, NULL);
  g_signal_connect_object (scenario, "notify", G_CALLBACK (changed), self, G_CONNECT_SWAPPED);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(GObject) side = g_list_model_get_item (sides, i);
      g_signal_connect_object (side, "notify", G_CALLBACK (changed), self, G_CONNECT_SWAPPED);
    }
  connect_steps (self, 0, g_list_model_get_n_items (steps));
  g_signal_connect_object (steps, "items-changed", G_CALLBACK (steps_changed), self, G_CONNECT_SWAPPED);
  changed (self);
  return GTK_WIDGET (self);
}

static void
adj_wtj_sheet_page_dispose (GObject *object)
{
  AdjWtjSheetPage *self = ADJ_WTJ_SHEET_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_SHEET_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (adj_wtj_sheet_page_parent_class)->dispose (object);
}

static void
adj_wtj_sheet_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  AdjWtjSheetPage *self = ADJ_WTJ_SHEET_PAGE (object);

  switch (prop_id)
    {
    case PROP_SHEET_PAGE:
      g_value_set_int (value, self->sheet_page);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wtj_sheet_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  AdjWtjSheetPage *self = ADJ_WTJ_SHEET_PAGE (object);

  switch (prop_id)
    {
    case PROP_SHEET_PAGE:
      if (self->sheet_page != g_value_get_int (value))
        {
          self->sheet_page = g_value_get_int (value);
          if (self->scenario)
            resize (self);
          gtk_widget_queue_draw (GTK_WIDGET (self->area));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wtj_sheet_page_class_init (AdjWtjSheetPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  object_class->dispose = adj_wtj_sheet_page_dispose;
  object_class->get_property = adj_wtj_sheet_page_get_property;
  object_class->set_property = adj_wtj_sheet_page_set_property;

  /**
   * AdjWtjSheetPage:sheet-page:
   *
   * The page of the sheet the preview shows: 0 and 1 for the sides, 2 for both.
   */
  properties[PROP_SHEET_PAGE] =
    g_param_spec_int ("sheet-page", NULL, NULL, 0, 2, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjsheetpage");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-sheet-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjSheetPage, side0_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjSheetPage, side1_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjSheetPage, side0_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjSheetPage, side1_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjSheetPage, area);
}

static void
adj_wtj_sheet_page_init (AdjWtjSheetPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
