/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-dice-box.h"
#include "adj-page.h"
#include "adj-pto-text.h"
#include "adj-pto-weather-card.h"
#include "adj-pto-zone-row.h"
#include "adj-table-text.h"
#include "adj-tooltip.h"

/* The month's weather on the PTO page: the condition from the players' turn
 * track (entered once, kept as a house table), the weather roll when the
 * entry splits, each affected zone's grounding roll (AdjPtoZoneRow) and the
 * condition's effects. Hidden on seasonal turns. */

struct _AdjPtoWeatherCard
{
  GtkWidget       parent_instance;

  AdjGame        *game;
  AdjPtoGame     *model;
  GPtrArray      *face_buttons; /* GtkToggleButton, condition-major: [c * n_faces + face - 1] */
  guint           n_faces;
  guint           n_conditions;
  char           *entry_key;    /* the month the entry grid shows */
  gboolean        editing_entry;

  GtkLabel       *weather_title;
  GtkLabel       *condition_label;
  GtkLabel       *track_label;
  GtkWidget      *weather_roll_box;
  AdjDiceBox     *weather_dice;
  GtkWidget      *entry_box;
  GtkLabel       *entry_label;
  GtkGrid        *entry_grid;
  GtkLabel       *entry_error;
  GtkBox         *zones_box;
  GtkBox         *effects_box;
  GtkWidget      *edit_entry_button;
};

G_DEFINE_FINAL_TYPE (AdjPtoWeatherCard, adj_pto_weather_card, GTK_TYPE_WIDGET)

static void update_weather (AdjPtoWeatherCard *self);
static void fill_entry_grid (AdjPtoWeatherCard *self);

static void
show_error (AdjPtoWeatherCard *self,
            const char        *message)
{
  adj_page_toast (GTK_WIDGET (self), message);
}

static void
zones_changed_cb (AdjPtoWeatherCard *self)
{
  GListModel *zones = adj_pto_game_get_zones (self->model);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->zones_box))))
    gtk_box_remove (self->zones_box, child);
  for (guint i = 0; i < g_list_model_get_n_items (zones); i++)
    {
      g_autoptr(AdjPtoZone) zone = g_list_model_get_item (zones, i);

      gtk_box_append (self->zones_box, adj_pto_zone_row_new (self->game, self->model, zone));
    }
  update_weather (self);
}

static void
add_effect (AdjPtoWeatherCard *self,
            const char *heading,
            const char *column)
{
  GtkWidget *h = gtk_label_new (heading);
  GtkWidget *t = gtk_label_new (adj_pto_text_effect (self->model, column));

  gtk_label_set_xalign (GTK_LABEL (h), 0);
  gtk_widget_add_css_class (h, "heading");
  gtk_label_set_xalign (GTK_LABEL (t), 0);
  gtk_label_set_wrap (GTK_LABEL (t), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (t), 36);
  gtk_widget_add_css_class (t, "pto-effect");
  gtk_box_append (self->effects_box, h);
  gtk_box_append (self->effects_box, t);
}

static void
update_weather (AdjPtoWeatherCard *self)
{
  AdjPtoStep *step = adj_pto_game_get_current_step (self->model);
  gboolean monthly = !adj_pto_game_get_seasonal (self->model);
  gboolean on_step = step && adj_pto_step_get_panel (step) == ADJ_PTO_PANEL_WEATHER;
  gboolean have_entry = adj_pto_game_get_track_entry (self->model, &(AdjPtoTrackEntry) { 0 });
  g_autofree char *key = NULL;
  g_autofree char *title = NULL;
  g_autofree char *condition = NULL;
  g_autofree char *rule = NULL;
  g_autofree char *track = NULL;
  g_autofree char *prompt = NULL;
  GtkWidget *child;

  gtk_widget_set_visible (GTK_WIDGET (self), monthly);
  if (!monthly)
    return;
  key = adj_pto_game_dup_weather_key (self->model);
  if (g_strcmp0 (key, self->entry_key) != 0)
    {
      g_free (self->entry_key);
      self->entry_key = g_steal_pointer (&key);
      self->editing_entry = FALSE;
      gtk_widget_set_visible (GTK_WIDGET (self->entry_error), FALSE);
      fill_entry_grid (self);
    }

  title = adj_pto_text_weather_title (self->model);
  condition = adj_pto_text_condition (self->model);
  rule = adj_pto_text_condition_rule (self->model);
  track = adj_pto_text_track (self->model);
  prompt = adj_pto_text_entry_prompt (self->model);
  gtk_label_set_label (self->weather_title, title);
  gtk_label_set_label (self->condition_label, condition);
  adj_tooltip_set_text (GTK_WIDGET (self->condition_label), rule);
  gtk_label_set_label (self->track_label, track);

  /* the players fill in the turn track once; it is kept as a house table */
  gtk_widget_set_visible (self->entry_box, !have_entry || self->editing_entry);
  gtk_label_set_label (self->entry_label, prompt);
  gtk_widget_set_visible (self->edit_entry_button, have_entry && !self->editing_entry);
  gtk_widget_set_visible (self->weather_roll_box, have_entry && adj_pto_game_get_needs_weather_roll (self->model));
  {
    g_auto(GStrv) facts = adj_pto_text_roll_facts (self->model, NULL);

    adj_dice_box_set_topic (self->weather_dice, "pto.weather", (const char * const *) facts);
  }

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->zones_box)); child; child = gtk_widget_get_next_sibling (child))
    g_object_set (child, "show-dice", on_step, NULL);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->effects_box))))
    gtk_box_remove (self->effects_box, child);
  if (adj_pto_game_get_weather_condition (self->model))
    {
      add_effect (self, _("Movement"), "movement");
      add_effect (self, _("Combat"), "combat");
      add_effect (self, _("Naval interception"), "interception");
    }
}

static void
save_entry (AdjPtoWeatherCard         *self,
            const char * const *cells)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *label = adj_pto_text_turn_title (adj_pto_game_get_calendar (self->model),
                                                    adj_pto_game_get_turn (self->model));

  if (!adj_pto_game_save_track_entry (self->model, label, cells, &error))
    {
      gtk_label_set_label (self->entry_error, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->entry_error), TRUE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->entry_error), FALSE);
  self->editing_entry = FALSE;
  update_weather (self);
}

static void
track_only_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  AdjPtoWeatherCard *self = ADJ_PTO_WEATHER_CARD (widget);
  const char *condition = g_variant_get_string (param, NULL);
  AdjRuleTable *t;
  g_autoptr(GPtrArray) cells = g_ptr_array_new ();
  const AdjDiceSpec *die;
  g_autofree char *all = NULL;

  if (self->model == NULL)
    return;
  t = adj_rulebook_get_table (adj_pto_game_get_rulebook (self->model), "pto-weather", "turn-track");
  /* every result of the weather die gives this condition */
  die = t ? adj_rule_table_get_dice (t) : NULL;
  all = die ? g_strdup_printf ("%d-%d", adj_dice_spec_min (die), adj_dice_spec_max (die)) : g_strdup ("-");
  for (guint c = 0; t && c < adj_rule_table_get_n_columns (t); c++)
    g_ptr_array_add (cells, g_strcmp0 (adj_rule_table_get_column_id (t, c), condition) == 0 ? all : "-");
  g_ptr_array_add (cells, NULL);
  save_entry (self, (const char * const *) cells->pdata);
}

static void
save_split_cb (AdjPtoWeatherCard *self)
{
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  for (guint c = 0; c < self->n_conditions; c++)
    {
      GString *cell = g_string_new (NULL);

      for (guint f = 1; f <= self->n_faces; f++)
        if (gtk_toggle_button_get_active (g_ptr_array_index (self->face_buttons, c * self->n_faces + f - 1)))
          g_string_append_printf (cell, "%s%u", cell->len ? "," : "", f);
      g_ptr_array_add (cells, cell->len ? g_string_free (cell, FALSE) : (g_string_free (cell, TRUE), g_strdup ("-")));
    }
  g_ptr_array_add (cells, NULL);
  save_entry (self, (const char * const *) cells->pdata);
}

/* The turn-track entry as a grid: one row per condition, one column per die
 * result; each result gives one condition. */
static void
build_entry_grid (AdjPtoWeatherCard *self)
{
  AdjRuleTable *t = adj_rulebook_get_table (adj_pto_game_get_rulebook (self->model), "pto-weather", "turn-track");
  const AdjDiceSpec *spec = t ? adj_rule_table_get_dice (t) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->entry_grid))))
    gtk_grid_remove (self->entry_grid, child);
  g_ptr_array_set_size (self->face_buttons, 0);
  self->n_faces = spec ? adj_dice_spec_max (spec) : 0;
  self->n_conditions = t ? adj_rule_table_get_n_columns (t) : 0;
  for (guint f = 1; f <= self->n_faces; f++)
    {
      g_autofree char *text = g_strdup_printf ("%u", f);
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "heading");
      gtk_grid_attach (self->entry_grid, label, f, 0, 1, 1);
    }
  for (guint c = 0; c < self->n_conditions; c++)
    {
      GtkWidget *label = gtk_label_new (adj_table_text (adj_rule_table_get_column_label (t, c)));

      gtk_widget_add_css_class (label, "heading");
      gtk_grid_attach (self->entry_grid, label, 0, c + 1, 1, 1);
      for (guint f = 1; f <= self->n_faces; f++)
        {
          GtkWidget *button = gtk_toggle_button_new_with_label (adj_table_text (adj_rule_table_get_column_label (t, c)));
          g_autofree char *name = g_strdup_printf (_("Die result %u gives %s"), f, adj_table_text (adj_rule_table_get_column_label (t, c)));

          gtk_widget_set_tooltip_text (button, name);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          /* narrow faces: six of them and the labels fit a phone */
          gtk_widget_remove_css_class (button, "text-button");
          gtk_widget_add_css_class (button, "pto-face");
          if (c > 0)
            gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), g_ptr_array_index (self->face_buttons, f - 1));
          gtk_grid_attach (self->entry_grid, button, f, c + 1, 1, 1);
          g_ptr_array_add (self->face_buttons, button);
        }
    }
}

static void
fill_entry_grid (AdjPtoWeatherCard *self)
{
  AdjPtoTrackEntry entry;
  gboolean have = adj_pto_game_get_track_entry (self->model, &entry);

  for (guint c = 0; c < self->n_conditions; c++)
    for (guint f = 1; f <= self->n_faces; f++)
      gtk_toggle_button_set_active (g_ptr_array_index (self->face_buttons, c * self->n_faces + f - 1),
                                    have && c < entry.n_conditions && adj_range_contains (entry.ranges[c], f));
}

static void
edit_entry_cb (AdjPtoWeatherCard *self)
{
  self->editing_entry = TRUE;
  fill_entry_grid (self);
  update_weather (self);
}

static void
weather_rolled_cb (AdjPtoWeatherCard *self,
                   AdjRoll    *roll)
{
  g_autoptr(GError) error = NULL;
  guint n = 0;
  const int *faces = adj_roll_get_faces (roll, &n);

  if (!adj_pto_game_roll_weather (self->model, faces, n, &error))
    show_error (self, error->message);
}

static void
roll_grounding_action (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  AdjPtoWeatherCard *self = ADJ_PTO_WEATHER_CARD (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) list = NULL;
  const char *zone;
  gsize n = 0;
  const gint32 *faces;

  if (self->model == NULL)
    return;
  g_variant_get (param, "(&s@ai)", &zone, &list);
  faces = g_variant_get_fixed_array (list, &n, sizeof (gint32));
  if (!adj_pto_game_roll_grounding (self->model, zone, faces, n, &error))
    show_error (self, error->message);
}

/* Which game properties the card shows. */
static const char * const weather_props[] = {
  "year", "month", "current-step", "weather-condition", "weather-face", "needs-weather-roll", "has-track-entry", NULL
};

static void
disconnect_model (AdjPtoWeatherCard *self)
{
  if (self->model == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->model, self);
  g_signal_handlers_disconnect_by_data (adj_pto_game_get_zones (self->model), self);
  g_clear_object (&self->model);
}

/**
 * adj_pto_weather_card_set_game:
 * @self: the card
 * @game: (nullable): the game, for the dice
 * @model: (nullable): its PTO game
 *
 * Shows @model's weather.
 */
void
adj_pto_weather_card_set_game (AdjPtoWeatherCard *self,
                               AdjGame           *game,
                               AdjPtoGame        *model)
{
  GtkWidget *child;

  g_return_if_fail (ADJ_IS_PTO_WEATHER_CARD (self));
  disconnect_model (self);
  g_set_object (&self->game, game);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->zones_box))))
    gtk_box_remove (self->zones_box, child);
  adj_dice_box_set_game (self->weather_dice, game);
  if (model == NULL)
    return;
  self->model = g_object_ref (model);
  adj_dice_box_set_spec (self->weather_dice,
                         adj_rule_file_get_text (adj_rulebook_get_file (adj_pto_game_get_rulebook (model), "pto"),
                                                 "weather-dice"));
  adj_pto_dice_box_name (self->weather_dice, adj_pto_text_roll_for_weather ());
  for (guint i = 0; weather_props[i]; i++)
    {
      g_autofree char *signal = g_strconcat ("notify::", weather_props[i], NULL);

      g_signal_connect_swapped (model, signal, G_CALLBACK (update_weather), self);
    }
  g_signal_connect_swapped (adj_pto_game_get_zones (model), "items-changed", G_CALLBACK (zones_changed_cb), self);
  build_entry_grid (self);
  zones_changed_cb (self);
}

static void
adj_pto_weather_card_dispose (GObject *object)
{
  AdjPtoWeatherCard *self = ADJ_PTO_WEATHER_CARD (object);
  GtkWidget *child;

  disconnect_model (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_PTO_WEATHER_CARD);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (adj_pto_weather_card_parent_class)->dispose (object);
}

static void
adj_pto_weather_card_finalize (GObject *object)
{
  AdjPtoWeatherCard *self = ADJ_PTO_WEATHER_CARD (object);

  g_clear_pointer (&self->face_buttons, g_ptr_array_unref);
  g_free (self->entry_key);
  G_OBJECT_CLASS (adj_pto_weather_card_parent_class)->finalize (object);
}

static void
adj_pto_weather_card_class_init (AdjPtoWeatherCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_pto_weather_card_dispose;
  object_class->finalize = adj_pto_weather_card_finalize;

  g_type_ensure (ADJ_TYPE_DICE_BOX);
  gtk_widget_class_install_action (widget_class, "pto.track-only", "s", track_only_action);
  gtk_widget_class_install_action (widget_class, "pto.roll-grounding", "(sai)", roll_grounding_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-pto-weather-card.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, AdjPtoWeatherCard, name)
  BIND (weather_title);
  BIND (condition_label);
  BIND (track_label);
  BIND (weather_roll_box);
  BIND (weather_dice);
  BIND (entry_box);
  BIND (entry_label);
  BIND (entry_grid);
  BIND (entry_error);
  BIND (zones_box);
  BIND (effects_box);
  BIND (edit_entry_button);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, weather_rolled_cb);
  gtk_widget_class_bind_template_callback (widget_class, save_split_cb);
  gtk_widget_class_bind_template_callback (widget_class, edit_entry_cb);
}

static void
adj_pto_weather_card_init (AdjPtoWeatherCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->face_buttons = g_ptr_array_new ();
}
