/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-dice-chart.h"
#include "adj-dice-fit-card.h"
#include "adj-dice-stats-text.h"
#include "adj-enum-types.h"

/* One kind of die from one source (the program's d6, real d10s): its chart,
 * the counts against the expected count, chi-square, degrees of freedom,
 * the p-value and what they say. */
struct _AdjDiceFitCard
{
  GtkBox         parent_instance;

  GtkLabel      *title_label;
  GtkLabel      *total_label;
  AdjDiceChart  *chart;
  GtkLabel      *legend_label;
  GtkGrid       *table;
  GtkLabel      *statistic_label;
  GtkLabel      *verdict_label;
  GtkLabel      *caveat_label;

  int            sides;
  AdjDiceSource  source;
  GtkLabel      *counts[ADJ_DICE_STATS_MAX_SIDES];
  GtkLabel      *expected[ADJ_DICE_STATS_MAX_SIDES];
};

G_DEFINE_FINAL_TYPE (AdjDiceFitCard, adj_dice_fit_card, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_SIDES,
  PROP_SOURCE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkLabel *
cell (AdjDiceFitCard *self,
      const char     *text,
      int             column,
      int             row)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  gtk_widget_add_css_class (label, "dice-fit-cell");
  if (column == 0 || row == 0)
    gtk_widget_add_css_class (label, "dice-fit-head");
  gtk_grid_attach (self->table, label, column, row, 1, 1);
  return GTK_LABEL (label);
}

/* the table's rows: the faces, how often each came up, how often fair dice show it */
static void
build_table (AdjDiceFitCard *self)
{
  cell (self, _("Face"), 0, 0);
  cell (self, _("Rolled"), 0, 1);
  cell (self, _("Expected"), 0, 2);
  for (int i = 0; i < self->sides; i++)
    {
      g_autofree char *face = g_strdup_printf ("%d", i + 1);

      cell (self, face, i + 1, 0);
      self->counts[i] = cell (self, "0", i + 1, 1);
      self->expected[i] = cell (self, "0", i + 1, 2);
    }
}

/**
 * adj_dice_fit_card_set_fit:
 * @self: a card
 * @fit: the test of the card's kind of die and source
 */
void
adj_dice_fit_card_set_fit (AdjDiceFitCard   *self,
                           const AdjDiceFit *fit)
{
  g_autofree char *total = NULL, *legend = NULL, *expected = NULL;
  g_autofree char *statistic = NULL, *p = NULL, *stat_line = NULL;
  g_autofree char *verdict = NULL, *caveat = NULL;

  g_return_if_fail (ADJ_IS_DICE_FIT_CARD (self));
  g_return_if_fail (fit != NULL && fit->sides == self->sides);

  adj_dice_chart_set_fit (self->chart, fit, self->source);
  total = adj_dice_stats_text_total (fit);
  gtk_label_set_label (self->total_label, total);
  legend = adj_dice_stats_text_legend (fit);
  gtk_label_set_label (self->legend_label, legend);
  expected = adj_dice_stats_text_number (fit->expected);
  for (int i = 0; i < self->sides; i++)
    {
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, fit->counts[i]);

      gtk_label_set_label (self->counts[i], count);
      gtk_label_set_label (self->expected[i], expected);
    }
  statistic = adj_dice_stats_text_statistic (fit);
  p = adj_dice_stats_text_p_value (fit);
  /* TRANSLATORS: the chi-square statistic and the p-value, side by side */
  stat_line = fit->total ? g_strdup_printf (_("%s · %s"), statistic, p) : g_strdup ("");
  gtk_label_set_label (self->statistic_label, stat_line);
  gtk_widget_set_visible (GTK_WIDGET (self->statistic_label), fit->total > 0);
  verdict = adj_dice_stats_text_verdict (fit);
  gtk_label_set_label (self->verdict_label, verdict);
  caveat = adj_dice_stats_text_caveat (fit);
  gtk_label_set_label (self->caveat_label, caveat ? caveat : "");
  gtk_widget_set_visible (GTK_WIDGET (self->caveat_label), caveat != NULL);
}

/** adj_dice_fit_card_get_sides: Returns: the faces of the card's die */
int
adj_dice_fit_card_get_sides (AdjDiceFitCard *self)
{
  g_return_val_if_fail (ADJ_IS_DICE_FIT_CARD (self), 0);
  return self->sides;
}

/** adj_dice_fit_card_get_source: Returns: whose dice the card counts */
AdjDiceSource
adj_dice_fit_card_get_source (AdjDiceFitCard *self)
{
  g_return_val_if_fail (ADJ_IS_DICE_FIT_CARD (self), ADJ_DICE_SOURCE_VIRTUAL);
  return self->source;
}

static void
adj_dice_fit_card_constructed (GObject *object)
{
  AdjDiceFitCard *self = ADJ_DICE_FIT_CARD (object);
  guint64 none[ADJ_DICE_STATS_MAX_SIDES] = { 0 };
  AdjDiceFit fit;

  G_OBJECT_CLASS (adj_dice_fit_card_parent_class)->constructed (object);
  gtk_label_set_label (self->title_label, adj_dice_stats_text_source (self->source));
  build_table (self);
  adj_dice_fit_compute (&fit, self->sides, none);
  adj_dice_fit_card_set_fit (self, &fit);
}

static void
adj_dice_fit_card_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  AdjDiceFitCard *self = ADJ_DICE_FIT_CARD (object);

  switch (prop_id)
    {
    case PROP_SIDES:
      g_value_set_int (value, self->sides);
      break;
    case PROP_SOURCE:
      g_value_set_enum (value, self->source);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_dice_fit_card_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  AdjDiceFitCard *self = ADJ_DICE_FIT_CARD (object);

  switch (prop_id)
    {
    case PROP_SIDES:
      self->sides = g_value_get_int (value);
      break;
    case PROP_SOURCE:
      self->source = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_dice_fit_card_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_DICE_FIT_CARD);
  G_OBJECT_CLASS (adj_dice_fit_card_parent_class)->dispose (object);
}

static void
adj_dice_fit_card_class_init (AdjDiceFitCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = adj_dice_fit_card_constructed;
  object_class->dispose = adj_dice_fit_card_dispose;
  object_class->get_property = adj_dice_fit_card_get_property;
  object_class->set_property = adj_dice_fit_card_set_property;

  properties[PROP_SIDES] =
    g_param_spec_int ("sides", NULL, NULL, 2, ADJ_DICE_STATS_MAX_SIDES, 6,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SOURCE] =
    g_param_spec_enum ("source", NULL, NULL, ADJ_TYPE_DICE_SOURCE, ADJ_DICE_SOURCE_VIRTUAL,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (ADJ_TYPE_DICE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-dice-fit-card.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFitCard, title_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFitCard, total_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFitCard, chart);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFitCard, legend_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFitCard, table);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFitCard, statistic_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFitCard, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDiceFitCard, caveat_label);
}

static void
adj_dice_fit_card_init (AdjDiceFitCard *self)
{
  self->sides = 6;
  gtk_widget_init_template (GTK_WIDGET (self));
}
