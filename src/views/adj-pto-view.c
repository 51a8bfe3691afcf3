/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-dice-box.h"
#include "adj-game.h"
#include "adj-page.h"
#include "adj-enum-types.h"
#include "adj-pto-game.h"
#include "adj-pto-projector.h"
#include "adj-pto-text.h"
#include "adj-pto-view.h"
#include "adj-pto-weather-card.h"
#include "adj-pto-zone-row.h"
#include "adj-table-text.h"

/* The SPI WWII: PTO page: calendar header, the steps of the turn, the current
 * step in large type with what it asks for, and the month's weather card.
 * The header's, the current step's and the panels' labels are bound in
 * adj-pto-view.ui to the "model" property (closures around adj-pto-text.c);
 * the rest (side colours, step meta, toggles, spins, Next) listens
 * to the game properties it shows (notify::…) and to the steps and zones lists
 * (items-changed); the words come from adj-pto-text.c. */

struct _AdjPtoView
{
  GtkWidget       parent_instance;

  AdjGame        *game;
  AdjPtoGame     *model;
  guint           scroll_idle;
  GtkRoot        *focus_root;     /* watched while mapped */
  GtkWidget      *dice_focus;     /* weak: the dice entry the focus was in */

  GtkLabel       *initiative_label;
  GtkMenuButton  *setup_button;
  GtkPopover     *setup_popover;
  GtkStringList  *slot_model;
  GtkDropDown    *setup_slot;
  GtkSpinButton  *setup_year;
  GtkDropDown    *setup_initiative;
  GtkSpinButton  *setup_japan;
  GtkSpinButton  *setup_allies;
  GtkScrolledWindow *sidebar_scroll;
  GtkListBox     *steps_list;
  GtkLabel       *side_label;
  GtkLabel       *meta_label;
  GtkToggleButton *japan_first_button;
  GtkToggleButton *allies_first_button;
  GtkSpinButton  *cost_spin;
  GtkSpinButton  *bought_japan;
  GtkSpinButton  *bought_allies;
  AdjDiceBox     *tie_japan_dice;
  AdjDiceBox     *tie_allies_dice;
  AdjPtoWeatherCard *weather_card;
  GtkButton      *next_button;
  GtkLabel       *next_hint;
};

static void adj_pto_view_page_init (AdjPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjPtoView, adj_pto_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_PAGE, adj_pto_view_page_init))

enum {
  PROP_0,
  PROP_GAME,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];


static void
show_error (AdjPtoView *self,
            const char *message)
{
  adj_page_toast (GTK_WIDGET (self), message);
}

static const char *
side_css (AdjPtoSide side)
{
  switch (side)
    {
    case ADJ_PTO_SIDE_JAPAN:
      return "pto-japan";
    case ADJ_PTO_SIDE_ALLIES:
      return "pto-allies";
    case ADJ_PTO_SIDE_BOTH:
    case ADJ_PTO_SIDE_NONE:
    default:
      return "pto-both";
    }
}

static void
set_side_class (GtkWidget  *widget,
                AdjPtoSide  side)
{
  gtk_widget_remove_css_class (widget, "pto-japan");
  gtk_widget_remove_css_class (widget, "pto-allies");
  gtk_widget_remove_css_class (widget, "pto-both");
  gtk_widget_add_css_class (widget, side_css (side));
}

/* Header */

static void
update_header (AdjPtoView *self)
{
  gboolean tied = adj_pto_game_get_tie_pending (self->model);

  /* the words are bound in adj-pto-view.ui; the colour follows here */
  set_side_class (GTK_WIDGET (self->initiative_label), tied ? ADJ_PTO_SIDE_BOTH : adj_pto_game_get_initiative (self->model));
}

/* Sidebar */

static GtkWidget *
create_step_row (gpointer item,
                 gpointer user_data)
{
  AdjPtoStep *step = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *title;
  GtkWidget *side;
  g_autofree char *caption = adj_pto_text_step_caption (step);
  g_autofree char *text = adj_pto_text_step_row (step);

  title = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_set_hexpand (title, TRUE);
  side = gtk_label_new (caption);
  gtk_widget_set_visible (side, adj_pto_step_get_side (step) != ADJ_PTO_SIDE_BOTH || adj_pto_step_get_skipped (step));
  gtk_widget_add_css_class (side, "pto-side-small");
  set_side_class (side, adj_pto_step_get_side (step));
  gtk_widget_set_valign (side, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), side);
  if (adj_pto_step_get_skipped (step))
    gtk_widget_add_css_class (row, "pto-skipped");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  return row;
}

static char *
dup_header (AdjPtoView    *self,
            GtkListBoxRow *row)
{
  g_autoptr(AdjPtoStep) step = NULL;

  if (row == NULL || self->model == NULL)
    return NULL;
  step = g_list_model_get_item (adj_pto_game_get_steps (self->model), gtk_list_box_row_get_index (row));
  return step ? adj_pto_text_step_header (step) : NULL;
}

static void
update_row_header (GtkListBoxRow *row,
                   GtkListBoxRow *before,
                   gpointer       user_data)
{
  AdjPtoView *self = user_data;
  g_autofree char *text = dup_header (self, row);
  g_autofree char *prev_text = dup_header (self, before);
  GtkWidget *label;

  if (text == NULL || g_strcmp0 (text, prev_text) == 0)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "pto-sidebar-header");
  gtk_list_box_row_set_header (row, label);
}

static gboolean
scroll_to_current (gpointer data)
{
  AdjPtoView *self = data;
  GtkListBoxRow *row;
  graphene_rect_t bounds;

  self->scroll_idle = 0;
  if (self->model == NULL)
    return G_SOURCE_REMOVE;
  row = gtk_list_box_get_row_at_index (self->steps_list, adj_pto_game_get_step_index (self->model));
  if (row && gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->steps_list), &bounds))
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->sidebar_scroll);
      double value = gtk_adjustment_get_value (adj);
      double page = gtk_adjustment_get_page_size (adj);
      double y = bounds.origin.y, h = bounds.size.height;

      if (y - 48 < value)
        gtk_adjustment_set_value (adj, MAX (0, y - 48));
      else if (y + h + 48 > value + page)
        gtk_adjustment_set_value (adj, y + h + 48 - page);
    }
  return G_SOURCE_REMOVE;
}

static void
step_activated_cb (AdjPtoView    *self,
                   GtkListBoxRow *row)
{
  if (self->model)
    adj_pto_game_jump (self->model, gtk_list_box_row_get_index (row));
}

/* Stepper panels */

static void
japan_first_cb (AdjPtoView *self)
{
  if (gtk_toggle_button_get_active (self->japan_first_button))
    adj_pto_game_set_naval_air_first (self->model, ADJ_PTO_SIDE_JAPAN, NULL);
}

static void
allies_first_cb (AdjPtoView *self)
{
  if (gtk_toggle_button_get_active (self->allies_first_button))
    adj_pto_game_set_naval_air_first (self->model, ADJ_PTO_SIDE_ALLIES, NULL);
}

static void
choose_offensive_action (GtkWidget  *widget,
                         const char *name,
                         GVariant   *param)
{
  AdjPtoView *self = ADJ_PTO_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (self->model == NULL)
    return;
  if (!adj_pto_game_choose_offensive (self->model, g_variant_get_string (param, NULL),
                                      gtk_spin_button_get_value_as_int (self->cost_spin), &error))
    show_error (self, error->message);
}

static void
pass_clicked_cb (AdjPtoView *self)
{
  g_autoptr(GError) error = NULL;

  if (!adj_pto_game_pass_offensives (self->model, &error))
    show_error (self, error->message);
}

static void
reveal_clicked_cb (AdjPtoView *self)
{
  g_autoptr(GError) error = NULL;

  if (!adj_pto_game_set_offensives_bought (self->model,
                                           gtk_spin_button_get_value_as_int (self->bought_japan),
                                           gtk_spin_button_get_value_as_int (self->bought_allies), &error))
    show_error (self, error->message);
}

static void
roll_tie (AdjPtoView *self,
          AdjPtoSide  side,
          AdjRoll    *roll)
{
  g_autoptr(GError) error = NULL;

  if (!adj_pto_game_roll_tie_die (self->model, side, adj_roll_get_result (roll), &error))
    show_error (self, error->message);
}

static void
tie_japan_rolled_cb (AdjPtoView *self,
                     AdjRoll    *roll)
{
  roll_tie (self, ADJ_PTO_SIDE_JAPAN, roll);
}

static void
tie_allies_rolled_cb (AdjPtoView *self,
                      AdjRoll    *roll)
{
  roll_tie (self, ADJ_PTO_SIDE_ALLIES, roll);
}

static void
update_initiative (AdjPtoView *self)
{
  gtk_spin_button_set_value (self->bought_japan, adj_pto_game_get_bought (self->model, ADJ_PTO_SIDE_JAPAN));
  gtk_spin_button_set_value (self->bought_allies, adj_pto_game_get_bought (self->model, ADJ_PTO_SIDE_ALLIES));
}

static void
update_step (AdjPtoView *self)
{
  AdjPtoStep *step = adj_pto_game_get_current_step (self->model);
  GListModel *steps = adj_pto_game_get_steps (self->model);
  guint index = adj_pto_game_get_step_index (self->model);
  guint n = g_list_model_get_n_items (steps);
  AdjPtoStepPanel panel = step ? adj_pto_step_get_panel (step) : ADJ_PTO_PANEL_NONE;
  g_autofree char *hint = NULL;

  if (step)
    {
      g_autofree char *meta = adj_pto_text_step_meta (step, index, n);

      set_side_class (GTK_WIDGET (self->side_label), adj_pto_step_get_side (step));
      gtk_label_set_label (self->meta_label, meta);
    }

  /* Naval and Air: who goes first (the panels' visibility is bound in .ui) */
  if (panel == ADJ_PTO_PANEL_FIRST_SIDE)
    {
      AdjPtoSide first = adj_pto_game_get_naval_air_first (self->model);

      gtk_toggle_button_set_active (self->japan_first_button, first == ADJ_PTO_SIDE_JAPAN);
      gtk_toggle_button_set_active (self->allies_first_button, first == ADJ_PTO_SIDE_ALLIES);
    }

  /* Offensive choice */
  if (panel == ADJ_PTO_PANEL_OFFENSIVE)
    {
      AdjPtoSide side = adj_pto_game_get_chooser (self->model);
      int left = adj_pto_game_get_remaining (self->model, side);

      gtk_spin_button_set_range (self->cost_spin, 0, MAX (left, 0));
      gtk_spin_button_set_value (self->cost_spin, MIN (adj_pto_game_get_default_cost (self->model), left));
    }

  /* Navigation */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pto.back", adj_pto_game_get_can_back (self->model));
  hint = adj_pto_text_next_hint (self->model);
  gtk_label_set_label (self->next_hint, hint);
  gtk_button_set_label (self->next_button,
                        index + 1 >= n && !(step && adj_pto_step_get_kind (step) == ADJ_PTO_STEP_CHOOSE_OFFENSIVE)
                        ? _("_End Turn") : _("_Next"));

  gtk_list_box_select_row (self->steps_list, gtk_list_box_get_row_at_index (self->steps_list, index));
  if (self->scroll_idle == 0)
    self->scroll_idle = g_idle_add (scroll_to_current, self);
}

/* Setup */

static void
setup_show_cb (AdjPtoView *self)
{
  const AdjPtoTurn *turn;
  const AdjPtoCalendar *cal;

  if (self->model == NULL)
    return;
  turn = adj_pto_game_get_turn (self->model);
  cal = adj_pto_game_get_calendar (self->model);
  gtk_drop_down_set_selected (self->setup_slot, adj_pto_calendar_turn_to_slot (cal, turn));
  gtk_spin_button_set_value (self->setup_year, turn->year);
  gtk_drop_down_set_selected (self->setup_initiative,
                              adj_pto_game_get_initiative (self->model) == ADJ_PTO_SIDE_ALLIES ? 1 : 0);
  gtk_spin_button_set_value (self->setup_japan, adj_pto_game_get_remaining (self->model, ADJ_PTO_SIDE_JAPAN));
  gtk_spin_button_set_value (self->setup_allies, adj_pto_game_get_remaining (self->model, ADJ_PTO_SIDE_ALLIES));
}

static void
start_clicked_cb (AdjPtoView *self)
{
  g_autoptr(GError) error = NULL;

  if (!adj_pto_game_start (self->model,
                           gtk_spin_button_get_value_as_int (self->setup_year),
                           gtk_drop_down_get_selected (self->setup_slot),
                           gtk_drop_down_get_selected (self->setup_initiative) == 1 ? ADJ_PTO_SIDE_ALLIES
                                                                                     : ADJ_PTO_SIDE_JAPAN,
                           gtk_spin_button_get_value_as_int (self->setup_japan),
                           gtk_spin_button_get_value_as_int (self->setup_allies), &error))
    {
      show_error (self, error->message);
      return;
    }
  gtk_popover_popdown (self->setup_popover);
}

static void
fill_slots (AdjPtoView *self)
{
  const AdjPtoCalendar *cal = adj_pto_game_get_calendar (self->model);
  guint n = adj_pto_calendar_get_n_slots (cal);

  gtk_string_list_splice (self->slot_model, 0, g_list_model_get_n_items (G_LIST_MODEL (self->slot_model)), NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = adj_pto_text_slot (cal, i);

      gtk_string_list_append (self->slot_model, label);
    }
}

/* Actions */

static void
next_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AdjPtoView *self = ADJ_PTO_VIEW (widget);
  if (self->model)
    adj_pto_game_next (self->model);
}

static void
back_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AdjPtoView *self = ADJ_PTO_VIEW (widget);
  if (self->model)
    adj_pto_game_back (self->model);
}

static void
skip_step_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AdjPtoView *self = ADJ_PTO_VIEW (widget);
  if (self->model)
    adj_pto_game_skip_step (self->model);
}

static void
skip_phase_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AdjPtoView *self = ADJ_PTO_VIEW (widget);
  if (self->model)
    adj_pto_game_skip_phase (self->model);
}

/* Game */

/* Which game properties each part of the page shows. */
static const char * const header_props[] = {
  "initiative", "tie-pending", NULL
};
static const char * const step_props[] = {
  "current-step", "step-index", "naval-air-first", "initiative", "chooser", "remaining-japan",
  "remaining-allies", "year", "month", NULL
};
static const char * const initiative_props[] = {
  "bought-japan", "bought-allies", NULL
};

static void
connect_notify (AdjPtoView         *self,
                const char * const *names,
                GCallback           callback)
{
  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *signal = g_strconcat ("notify::", names[i], NULL);

      g_signal_connect_swapped (self->model, signal, callback, self);
    }
}

static void
disconnect_model (AdjPtoView *self)
{
  if (self->model == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->model, self);
  g_signal_handlers_disconnect_by_data (adj_pto_game_get_steps (self->model), self);
  g_clear_object (&self->model);
}

static void
set_game (AdjPtoView *self,
          AdjGame    *game)
{
  if (self->game == game)
    return;
  disconnect_model (self);
  g_set_object (&self->game, game);
  if (game)
    {
      AdjModel *model = adj_game_get_model (game, "pto");

      if (model && ADJ_IS_PTO_GAME (model))
        self->model = g_object_ref (ADJ_PTO_GAME (model));
    }
  adj_dice_box_set_game (self->tie_japan_dice, game);
  adj_dice_box_set_game (self->tie_allies_dice, game);
  if (self->model)
    {
      AdjRuleFile *file = adj_rulebook_get_file (adj_pto_game_get_rulebook (self->model), "pto");

      adj_dice_box_set_spec (self->tie_japan_dice, adj_rule_file_get_text (file, "initiative-dice"));
      adj_dice_box_set_spec (self->tie_allies_dice, adj_rule_file_get_text (file, "initiative-dice"));
      adj_pto_dice_box_name (self->tie_japan_dice, adj_pto_text_roll_for_tie (ADJ_PTO_SIDE_JAPAN));
      adj_pto_dice_box_name (self->tie_allies_dice, adj_pto_text_roll_for_tie (ADJ_PTO_SIDE_ALLIES));
      gtk_list_box_bind_model (self->steps_list, adj_pto_game_get_steps (self->model), create_step_row, self, NULL);
      connect_notify (self, header_props, G_CALLBACK (update_header));
      connect_notify (self, step_props, G_CALLBACK (update_step));
      connect_notify (self, initiative_props, G_CALLBACK (update_initiative));
      /* "3 of 20" and what Next leads to follow the list (after its rows) */
      g_signal_connect_swapped (adj_pto_game_get_steps (self->model), "items-changed", G_CALLBACK (update_step), self);
      fill_slots (self);
      update_header (self);
      update_initiative (self);
      update_step (self);
    }
  else
    gtk_list_box_bind_model (self->steps_list, NULL, NULL, NULL, NULL);
  adj_pto_weather_card_set_game (self->weather_card, game, self->model);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* Focus after a typed roll. A dice entry that the roll hides (the tie's,
 * the weather's, a zone's) would hand the focus to the next widget in the
 * tab order, a button or a row: the next roll's spaces would press it, its
 * Enter activate it. So the focus goes to the next dice entry still shown,
 * or nowhere. */

static void
collect_dice_entries (GtkWidget *widget,
                      GPtrArray *out)
{
  if (GTK_IS_ENTRY (widget) && gtk_widget_get_ancestor (widget, ADJ_TYPE_DICE_BOX))
    {
      g_ptr_array_add (out, widget);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_dice_entries (c, out);
}

static void
set_dice_focus (AdjPtoView *self,
                GtkWidget  *entry)
{
  if (self->dice_focus)
    g_object_remove_weak_pointer (G_OBJECT (self->dice_focus), (gpointer *) &self->dice_focus);
  self->dice_focus = entry;
  if (entry)
    g_object_add_weak_pointer (G_OBJECT (entry), (gpointer *) &self->dice_focus);
}

static void
focus_changed_cb (AdjPtoView *self)
{
  GtkWidget *focus = gtk_root_get_focus (self->focus_root);
  GtkWidget *lost = self->dice_focus;
  GtkWidget *entry = focus ? gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY) : NULL;
  g_autoptr(GPtrArray) entries = NULL;
  GtkWidget *next = NULL;
  guint at = 0;

  if (entry && gtk_widget_is_ancestor (entry, GTK_WIDGET (self)) && gtk_widget_get_ancestor (entry, ADJ_TYPE_DICE_BOX))
    {
      set_dice_focus (self, entry);
      return;
    }
  set_dice_focus (self, NULL);
  /* the player moved on (a click, Tab): the entry is still there */
  if (lost == NULL || gtk_widget_get_mapped (lost))
    return;
  entries = g_ptr_array_new ();
  collect_dice_entries (GTK_WIDGET (self), entries);
  g_ptr_array_find (entries, lost, &at);
  for (guint i = 1; i <= entries->len && next == NULL; i++)
    {
      GtkWidget *candidate = g_ptr_array_index (entries, (at + i) % entries->len);

      if (gtk_widget_get_mapped (candidate) && gtk_widget_is_sensitive (candidate))
        next = candidate;
    }
  if (next)
    gtk_widget_grab_focus (next);
  else if (focus)
    gtk_root_set_focus (self->focus_root, NULL);
}

static void
adj_pto_view_map (GtkWidget *widget)
{
  AdjPtoView *self = ADJ_PTO_VIEW (widget);

  GTK_WIDGET_CLASS (adj_pto_view_parent_class)->map (widget);
  self->focus_root = gtk_widget_get_root (widget);
  g_signal_connect_object (self->focus_root, "notify::focus-widget", G_CALLBACK (focus_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
adj_pto_view_unmap (GtkWidget *widget)
{
  AdjPtoView *self = ADJ_PTO_VIEW (widget);

  if (self->focus_root)
    g_signal_handlers_disconnect_by_func (self->focus_root, focus_changed_cb, self);
  self->focus_root = NULL;
  set_dice_focus (self, NULL);
  GTK_WIDGET_CLASS (adj_pto_view_parent_class)->unmap (widget);
}

static void
adj_pto_view_dispose (GObject *object)
{
  AdjPtoView *self = ADJ_PTO_VIEW (object);

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  disconnect_model (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_PTO_VIEW);
  {
    GtkWidget *child;

    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
      gtk_widget_unparent (child);
  }
  g_clear_object (&self->game);
  G_OBJECT_CLASS (adj_pto_view_parent_class)->dispose (object);
}

static void
adj_pto_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjPtoView *self = ADJ_PTO_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_pto_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  AdjPtoView *self = ADJ_PTO_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The stepper's keys, which work wherever the focus is while the page shows. */
static const AdjPageShortcut pto_keys[] = {
  { "Page_Down|<Control>Right", "pto.next", NC_("shortcut window", "Next step") },
  { "Page_Up|<Control>Left", "pto.back", NC_("shortcut window", "Previous step") },
  { "<Control>Down", "pto.skip-step", NC_("shortcut window", "Skip the step") },
  { "<Control><Shift>Down", "pto.skip-phase", NC_("shortcut window", "Skip the phase") },
};

static const AdjPageShortcuts pto_shortcuts = {
  NC_("shortcut window", "PTO sequence of play"), pto_keys, G_N_ELEMENTS (pto_keys)
};

static GtkWidget *
create_projector (AdjPage *page)
{
  AdjPtoView *self = ADJ_PTO_VIEW (page);

  return self->model ? adj_pto_projector_new (self->model) : NULL;
}

static char *
describe_roll (AdjGame            *game,
               const char         *topic,
               const char * const *args,
               char              **who)
{
  AdjModel *model = game ? adj_game_get_model (game, "pto") : NULL;

  return adj_pto_text_describe_roll (model && ADJ_IS_PTO_GAME (model) ? ADJ_PTO_GAME (model) : NULL, topic, args, who);
}

static void
adj_pto_view_page_init (AdjPageInterface *iface)
{
  iface->create_projector = create_projector;
  iface->describe_roll = describe_roll;
  iface->id = "pto";
  iface->title = N_("PTO");
  iface->icon_name = "adj-sequence-symbolic";
  iface->shortcuts = &pto_shortcuts;
}

static void
adj_pto_view_class_init (AdjPtoViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_pto_view_dispose;
  widget_class->map = adj_pto_view_map;
  widget_class->unmap = adj_pto_view_unmap;
  object_class->get_property = adj_pto_view_get_property;
  object_class->set_property = adj_pto_view_set_property;

  g_object_class_override_property (object_class, PROP_GAME, "game");
  properties[PROP_GAME] = g_object_class_find_property (object_class, "game");
  /* the game's PTO model, which the .ui's bindings look up */
  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, ADJ_TYPE_PTO_GAME,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_property (object_class, PROP_MODEL, properties[PROP_MODEL]);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_DICE_BOX);
  g_type_ensure (ADJ_TYPE_PTO_WEATHER_CARD);
  g_type_ensure (ADJ_TYPE_PTO_GAME);
  g_type_ensure (ADJ_TYPE_PTO_SIDE);
  g_type_ensure (ADJ_TYPE_PTO_STEP);
  g_type_ensure (ADJ_TYPE_PTO_STEP_PANEL);

  gtk_widget_class_install_action (widget_class, "pto.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "pto.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "pto.skip-step", NULL, skip_step_action);
  gtk_widget_class_install_action (widget_class, "pto.skip-phase", NULL, skip_phase_action);
  gtk_widget_class_install_action (widget_class, "pto.choose-offensive", "s", choose_offensive_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ptoview");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-pto-view.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, AdjPtoView, name)
  BIND (initiative_label);
  BIND (setup_button);
  BIND (setup_popover);
  BIND (slot_model);
  BIND (setup_slot);
  BIND (setup_year);
  BIND (setup_initiative);
  BIND (setup_japan);
  BIND (setup_allies);
  BIND (sidebar_scroll);
  BIND (steps_list);
  BIND (side_label);
  BIND (meta_label);
  BIND (japan_first_button);
  BIND (allies_first_button);
  BIND (cost_spin);
  BIND (bought_japan);
  BIND (bought_allies);
  BIND (tie_japan_dice);
  BIND (tie_allies_dice);
  BIND (weather_card);
  BIND (next_button);
  BIND (next_hint);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, step_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, japan_first_cb);
  gtk_widget_class_bind_template_callback (widget_class, allies_first_cb);
  gtk_widget_class_bind_template_callback (widget_class, pass_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, reveal_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, tie_japan_rolled_cb);
  gtk_widget_class_bind_template_callback (widget_class, tie_allies_rolled_cb);
  adj_table_text_bind_template (widget_class);
#define BIND_TEXT(name) \
  gtk_widget_class_bind_template_callback_full (widget_class, #name "_text", G_CALLBACK (adj_pto_text_bind_##name))
  BIND_TEXT (turn_heading);
  BIND_TEXT (turn_kind);
  BIND_TEXT (initiative);
  BIND_TEXT (offensives_left);
  BIND_TEXT (initiative_result);
  BIND_TEXT (tie_die);
  BIND_TEXT (step_phase);
  BIND_TEXT (step_title);
  BIND_TEXT (side);
  BIND_TEXT (first_side);
  BIND_TEXT (offensive_choice);
  gtk_widget_class_bind_template_callback_full (widget_class, "panel_is", G_CALLBACK (adj_pto_text_bind_panel_is));
#undef BIND_TEXT
}

static void
adj_pto_view_init (AdjPtoView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->steps_list, update_row_header, self, NULL);

  adj_page_install_shortcuts (ADJ_PAGE (self));
  g_signal_connect_swapped (self->setup_popover, "show", G_CALLBACK (setup_show_cb), self);
  /* the roll log words the topics (adj_pto_text_describe_roll()) */
  adj_dice_box_set_topic (self->tie_japan_dice, "pto.initiative-tie", (const char * const[]) { "japan", NULL });
  adj_dice_box_set_topic (self->tie_allies_dice, "pto.initiative-tie", (const char * const[]) { "allies", NULL });
}
