/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-compat.h"
#include "adj-wtj-assets-page.h"
#include "adj-wtj-setup-page.h"
#include "adj-wtj-side.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-table.h"
#include "adj-wtj-text.h"
#include "adj-table-text.h"

/* Step 4, air assets, declared in adj-wtj-assets-page.ui: per side the mode
 * (bound to the side's "assets-mode"), the row (bound to its "assets-row"),
 * a drop-down per air point while players choose them (following its
 * "asset-points": made again only when the number of points, the mode, the
 * types the side may choose or its name change) and the card of its roll;
 * then the air assets table marking both rolls. */

typedef struct {
  AdjWtjAssetsPage *page;
  AdjWtjSide       *side;
  GtkDropDown      *dd;
  guint             point;
  GStrv             ids;     /* the types of the drop-down's items ("" first: none) */
} Point;

struct _AdjWtjAssetsPage
{
  GtkWidget       parent_instance;

  AdwPreferencesGroup *group0;
  AdwPreferencesGroup *group1;
  GtkDropDown    *mode0_dd;
  GtkDropDown    *mode1_dd;
  GtkDropDown    *row0_dd;
  GtkDropDown    *row1_dd;
  AdjWtjStepCard *card0;
  AdjWtjStepCard *card1;
  GtkBox         *table_box;

  AdjWtjScenario *scenario;
  GPtrArray      *points[2];   /* of Point: the point drop-downs' rows */
  GtkWidget      *rows[2][30];
  guint           n_rows[2];
};

G_DEFINE_FINAL_TYPE (AdjWtjAssetsPage, adj_wtj_assets_page, GTK_TYPE_WIDGET)

static void
point_free (gpointer  data,
            GClosure *closure)
{
  Point *p = data;

  g_strfreev (p->ids);
  g_free (p);
}

static guint
position_of (Point      *p,
             const char *type)
{
  for (guint i = 0; p->ids[i]; i++)
    if (g_str_equal (p->ids[i], type ? type : ""))
      return i;
  return 0;
}

/* The drop-down shows the side's type of its point. */
static void
point_shown (Point *p)
{
  const char * const *points = adj_wtj_side_get_asset_points (p->side);

  if (p->point < g_strv_length ((char **) points))
    gtk_drop_down_set_selected (p->dd, position_of (p, points[p->point]));
}

static void
point_chosen (GtkDropDown *dd,
              GParamSpec  *pspec,
              Point       *p)
{
  const char * const *points = adj_wtj_side_get_asset_points (p->side);
  guint sel = gtk_drop_down_get_selected (dd);

  if (sel == GTK_INVALID_LIST_POSITION || p->ids[sel] == NULL || p->point >= g_strv_length ((char **) points)
      || g_str_equal (points[p->point], p->ids[sel]))
    return;
  adj_wtj_side_set_asset_point (p->side, p->point, p->ids[sel]);
}

/* The point drop-downs of a side, made again. */
static void
points_made (AdjWtjAssetsPage *self,
             int               side)
{
  AdwPreferencesGroup *groups[] = { self->group0, self->group1 };
  AdjWtjSide *s = adj_wtj_scenario_get_side (self->scenario, side);
  AdjRuleTable *types = adj_rule_file_get_table (adj_wtj_scenario_get_rules (self->scenario), "air-asset-types");
  const char * const *points = adj_wtj_side_get_asset_points (s);
  g_autofree char *name = adj_wtj_text_side_name (self->scenario, side);
  g_autoptr(GPtrArray) avail = adj_wtj_scenario_dup_asset_types (self->scenario, side);
  guint n = 0;

  g_ptr_array_set_size (self->points[side], 0);
  for (guint i = 0; i < self->n_rows[side]; i++)
    adw_preferences_group_remove (groups[side], self->rows[side][i]);
  self->n_rows[side] = 0;
  if (adj_wtj_scenario_get_assets_mode (self->scenario, side) == ADJ_WTJ_ASSETS_CHOOSE)
    n = MIN (g_strv_length ((char **) points), G_N_ELEMENTS (self->rows[side]));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = g_strdup_printf (_("Point %d"), (int) i + 1);
      g_autofree char *label = g_strdup_printf (_("Air point %d of %s"), (int) i + 1, name);
      g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
      g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
      g_auto(GStrv) label_strv = NULL;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *dd;
      Point *p = g_new0 (Point, 1);

      g_strv_builder_add (ids, "");
      g_strv_builder_add (labels, _("Not chosen"));
      for (guint t = 0; t < avail->len; t++)
        {
          g_strv_builder_add (ids, g_ptr_array_index (avail, t));
          g_strv_builder_add (labels, adj_table_text (adj_rule_table_lookup_text (types, g_ptr_array_index (avail, t), "name")));
        }
      label_strv = g_strv_builder_end (labels);
      dd = gtk_drop_down_new_from_strings ((const char * const *) label_strv);
      gtk_widget_set_valign (dd, GTK_ALIGN_CENTER);
      adj_compat_drop_down_shrink (GTK_DROP_DOWN (dd));
      adj_wtj_name_drop_down (GTK_DROP_DOWN (dd), label);
      p->page = self;
      p->side = s;
      p->dd = GTK_DROP_DOWN (dd);
      p->point = i;
      p->ids = g_strv_builder_end (ids);
      g_ptr_array_add (self->points[side], p);
      point_shown (p);
      g_signal_connect_data (dd, "notify::selected", G_CALLBACK (point_chosen), p, point_free, 0);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), dd);
      adw_preferences_group_add (groups[side], row);
      self->rows[side][self->n_rows[side]++] = row;
    }
}

/* Whether the drop-downs offer other types than the side may choose now. */
static gboolean
types_differ (AdjWtjAssetsPage *self,
              int               side)
{
  g_autoptr(GPtrArray) avail = NULL;
  Point *p;

  if (self->points[side]->len == 0)
    return FALSE;
  p = g_ptr_array_index (self->points[side], 0);
  avail = adj_wtj_scenario_dup_asset_types (self->scenario, side);
  if (g_strv_length (p->ids) != avail->len + 1)
    return TRUE;
  for (guint t = 0; t < avail->len; t++)
    if (!g_str_equal (p->ids[t + 1], g_ptr_array_index (avail, t)))
      return TRUE;
  return FALSE;
}

/* The side's points, its mode or its row changed: the drop-downs follow the
 * points, and are made again only when their number or their types changed. */
static void
points_changed (AdjWtjAssetsPage *self)
{
  for (int side = 0; side < 2; side++)
    {
      AdjWtjSide *s = adj_wtj_scenario_get_side (self->scenario, side);
      guint n = g_strv_length ((char **) adj_wtj_side_get_asset_points (s));
      guint shown = adj_wtj_scenario_get_assets_mode (self->scenario, side) == ADJ_WTJ_ASSETS_CHOOSE
                    ? MIN (n, G_N_ELEMENTS (self->rows[side])) : 0;

      if (shown != self->points[side]->len || types_differ (self, side))
        points_made (self, side);
      else
        for (guint i = 0; i < self->points[side]->len; i++)
          point_shown (g_ptr_array_index (self->points[side], i));
    }
}

static void
side_names (AdjWtjAssetsPage *self)
{
  AdwPreferencesGroup *groups[] = { self->group0, self->group1 };
  GtkDropDown *modes[] = { self->mode0_dd, self->mode1_dd };
  GtkDropDown *rows[] = { self->row0_dd, self->row1_dd };

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = adj_wtj_text_side_name (self->scenario, side);
      g_autofree char *a_mode = g_strdup_printf (_("How %s decide air assets"), name);
      g_autofree char *a_row = g_strdup_printf (_("Air assets row of %s"), name);

      adw_preferences_group_set_title (groups[side], name);
      adj_wtj_name_drop_down (modes[side], a_mode);
      adj_wtj_name_drop_down (rows[side], a_row);
      points_made (self, side);
    }
}

static gboolean
mode_to_position (GBinding     *binding,
                  const GValue *from,
                  GValue       *to,
                  gpointer      user_data)
{
  g_value_set_uint (to, (guint) g_value_get_enum (from));
  return TRUE;
}

static gboolean
position_to_mode (GBinding     *binding,
                  const GValue *from,
                  GValue       *to,
                  gpointer      user_data)
{
  guint position = g_value_get_uint (from);

  if (position > ADJ_WTJ_ASSETS_ARRIVAL)
    return FALSE;
  g_value_set_enum (to, (int) position);
  return TRUE;
}

/**
 * adj_wtj_assets_page_new:
 * @game: the game whose dice the rolls use
 * @scenario: the scenario
 * @purpose: the page's title, for the roll log
 *
 * Returns: (transfer full): the page of step 4
 */
GtkWidget *
adj_wtj_assets_page_new (AdjGame        *game,
                         AdjWtjScenario *scenario,
                         const char     *purpose)
{
  AdjWtjAssetsPage *self = g_object_new (ADJ_TYPE_WTJ_ASSETS_PAGE, NULL);
  AdjWtjStepCard *cards[] = { self->card0, self->card1 };
  GtkDropDown *modes[] = { self->mode0_dd, self->mode1_dd };
  GtkDropDown *rows[] = { self->row0_dd, self->row1_dd };
  GtkWidget *table = adj_wtj_table_new (scenario, adj_rule_file_get_table (adj_wtj_scenario_get_rules (scenario), "air-assets"), TRUE);

  self->scenario = g_object_ref (scenario);
  for (int side = 0; side < 2; side++)
    {
      AdjWtjSide *s = adj_wtj_scenario_get_side (scenario, side);
      g_autofree char *key = g_strdup_printf ("assets-%d", side);
      AdjWtjStep *step = adj_wtj_scenario_find_step (scenario, key);

      adj_wtj_step_card_setup (cards[side], game, scenario, _("Air assets"), purpose);
      g_object_set (cards[side], "step", step, NULL);
      adj_wtj_table_follow (ADJ_WTJ_TABLE (table), step, TRUE, FALSE);
      adj_compat_drop_down_shrink (modes[side]);
      g_object_bind_property_full (s, "assets-mode", modes[side], "selected", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                                   mode_to_position, position_to_mode, NULL, NULL);
      adj_wtj_bind_rows (rows[side], scenario, s, "assets-row", "air-assets", NULL, _("As the nation says"), "");
      /* its asset-points and assets-mode; its row and nation (the types it may choose) */
      g_signal_connect_object (s, "notify", G_CALLBACK (points_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (s, "notify::nation-name", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (s, "notify::name", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
    }
  gtk_box_append (self->table_box, table);
  g_signal_connect_object (scenario, "notify::attacker", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (scenario, "notify::sided", G_CALLBACK (side_names), self, G_CONNECT_SWAPPED);
  /* the year and theatre (the types the sides may choose) */
  g_signal_connect_object (scenario, "notify", G_CALLBACK (points_changed), self, G_CONNECT_SWAPPED);
  side_names (self);
  return GTK_WIDGET (self);
}

static void
adj_wtj_assets_page_dispose (GObject *object)
{
  AdjWtjAssetsPage *self = ADJ_WTJ_ASSETS_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_ASSETS_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (adj_wtj_assets_page_parent_class)->dispose (object);
}

static void
adj_wtj_assets_page_finalize (GObject *object)
{
  AdjWtjAssetsPage *self = ADJ_WTJ_ASSETS_PAGE (object);

  g_ptr_array_unref (self->points[0]);
  g_ptr_array_unref (self->points[1]);
  G_OBJECT_CLASS (adj_wtj_assets_page_parent_class)->finalize (object);
}

static void
adj_wtj_assets_page_class_init (AdjWtjAssetsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_WTJ_STEP_CARD);
  G_OBJECT_CLASS (klass)->dispose = adj_wtj_assets_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = adj_wtj_assets_page_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjassetspage");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-assets-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjAssetsPage, group0);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjAssetsPage, group1);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjAssetsPage, mode0_dd);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjAssetsPage, mode1_dd);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjAssetsPage, row0_dd);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjAssetsPage, row1_dd);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjAssetsPage, card0);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjAssetsPage, card1);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjAssetsPage, table_box);
}

static void
adj_wtj_assets_page_init (AdjWtjAssetsPage *self)
{
  self->points[0] = g_ptr_array_new ();
  self->points[1] = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 18);
}
