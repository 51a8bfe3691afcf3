/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "adj-columns.h"
#include "adj-dice-box.h"
#include "adj-enum-types.h"
#include "adj-wif-faces.h"
#include "adj-wif-odds-chart.h"
#include "adj-wif-projector.h"
#include "adj-room.h"
#include "adj-wif-text.h"
#include "adj-page.h"
#include "adj-wif-view.h"
#include "adj-table-text.h"
#include "adj-toasts.h"
#include "adj-victory-record.h"

/* The operator's page of the World in Flames aid: set-up, initiative, the
 * impulse with its dice and passes, the turn end number, odds and history.
 * Everything shown comes from the AdjWifTrack model (its properties and
 * lists, in words by adj-wif-text.c). The labels and what shows in which
 * phase are bound in ui/adj-wif-view.ui to the track property; the lists
 * are bound to the track's list models; the rest (spin buttons, dice boxes,
 * the marker grid, the last dice) updates here on the notify or
 * items-changed of what it shows. Nothing is computed or kept here. */
struct _AdjWifView
{
  GtkWidget          parent_instance;

  GtkSpinButton     *sides_spin;
  GtkSpinButton     *k_spin;
  GtkSpinButton     *threshold_spin;
  AdwExpanderRow    *mps_expander;
  GtkGrid           *track_grid;
  GtkWidget         *track_legend;
  GtkGrid           *rolls_grid;
  AdjDiceBox        *initiative_dice;
  GtkLabel          *ten_label;
  GtkBox            *faces_box;
  GtkStack          *passes_stack;
  GtkStack          *heading_room;
  GtkStack          *result_room;
  GPtrArray         *pass_filters;   /* a GtkFilter per page of passes_stack: side i's powers */
  AdjDiceBox        *impulse_dice;
  AdjDiceBox        *last_die_dice;
  GtkWidget         *projector_button;
  GtkDropDown       *monitor_dropdown;
  GSettings         *settings;
  AdjWifOddsChart   *odds_chart;
  GtkListBox        *impulse_list;
  GtkGridView       *turn_list;
  GtkWidget         *turn_scroller;
  GtkWidget         *turn_placeholder;
  GtkWidget         *scroller;
  GtkScrolledWindow *impulse_scroller;
  guint              scroll_id;
  guint              refocus_id;
  gboolean           focus_was_input;

  AdjGame           *game;
  AdjWifTrack       *track;
  GPtrArray         *mp_rows;        /* the major powers' rows, built on first opening */
  gboolean           updating;
};

static void adj_wif_view_page_init (AdjPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjWifView, adj_wif_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_PAGE, adj_wif_view_page_init))

enum {
  PROP_0,
  PROP_GAME,
  PROP_TRACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
toast (AdjWifView *self,
       const char *message)
{
  adj_page_toast (GTK_WIDGET (self), message);
}

static void
clear_grid (GtkGrid *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))))
    gtk_grid_remove (grid, child);
}

/* ---- set-up ---- */

static void
update_setup (AdjWifView *self)
{
  AdjWifTrack *t = self->track;
  const AdjWifRules *rules = adj_wif_track_get_rules (t);

  self->updating = TRUE;
  gtk_spin_button_set_range (self->sides_spin, rules->sides_min, rules->sides_max);
  gtk_spin_button_set_range (self->k_spin, rules->k_min, rules->k_max);
  gtk_spin_button_set_value (self->sides_spin, adj_wif_track_get_n_sides (t));
  gtk_spin_button_set_value (self->k_spin, adj_wif_track_get_k (t));
  gtk_spin_button_set_value (self->threshold_spin, adj_wif_track_get_threshold (t));
  self->updating = FALSE;
}

/* ---- major powers (set-up) ---- */

static void
remove_mp_rows (AdjWifView *self)
{
  for (guint i = 0; self->mp_rows && i < self->mp_rows->len; i++)
    adw_expander_row_remove (self->mps_expander, g_ptr_array_index (self->mp_rows, i));
  g_clear_pointer (&self->mp_rows, g_ptr_array_unref);
}

/* One row per major power, its side drop-down and war switch bound both
 * ways to the item's properties (writing them is the model's undo step). */
static void
build_mp_rows (AdjWifView *self)
{
  GListModel *mps = adj_wif_track_get_major_powers (self->track);
  GListModel *sides = adj_wif_track_get_sides (self->track);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  remove_mp_rows (self);
  self->mp_rows = g_ptr_array_new ();
  for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(AdjWifSide) side = g_list_model_get_item (sides, s);

      gtk_string_list_append (names, adj_table_text (adj_wif_side_get_name (side)));
    }

  for (guint i = 0; i < g_list_model_get_n_items (mps); i++)
    {
      g_autoptr(AdjWifMajorPower) mp = g_list_model_get_item (mps, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *dd = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
      GtkWidget *sw = gtk_switch_new ();
      const char *name = adj_table_text (adj_wif_major_power_get_name (mp));
      g_autofree char *subtitle = g_strdup_printf (_("Pass +%d per die"), adj_wif_major_power_get_bonus (mp));
      g_autofree char *dd_label = g_strdup_printf (_("Side of %s"), name);
      g_autofree char *sw_label = g_strdup_printf (_("%s at war"), name);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_valign (dd, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (sw, _("At war (on) or neutral (off)"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, dd_label, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, sw_label, -1);
      g_object_bind_property (mp, "side", dd, "selected", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
      g_object_bind_property (mp, "at-war", sw, "active", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), dd);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_expander_row_add_row (self->mps_expander, row);
      g_ptr_array_add (self->mp_rows, row);
    }
}

/* The rows are built when the expander is first opened (GTK measures a
 * closed expander's rows too, and they were a fifth of start-up) and again
 * when the number of sides changes the drop-downs' choices. */
static void
update_mp_rows (AdjWifView *self)
{
  if (self->track == NULL)
    return;
  if (self->mp_rows == NULL && !adw_expander_row_get_expanded (self->mps_expander))
    return;
  build_mp_rows (self);
}

static void
mps_expanded_cb (AdjWifView *self)
{
  if (self->mp_rows == NULL)
    update_mp_rows (self);
}

/* ---- initiative ---- */

/* The markers' positions for screen readers, on the track */
static void
describe_markers (AdjWifView *self)
{
  g_autofree char *text = adj_wif_text_markers (self->track);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->track_grid), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* Puts the side's marker in its box, in the track's row r (from the side's box) */
static void
mark_row (AdjWifView *self,
          int         r)
{
  g_autoptr(AdjWifSide) side = g_list_model_get_item (adj_wif_track_get_sides (self->track), r);
  guint n_boxes = adj_wif_track_get_n_boxes (self->track);
  int at = side ? adj_wif_side_get_box (side) : -1;

  for (guint b = 0; b < n_boxes; b++)
    {
      GtkWidget *button = gtk_grid_get_child_at (self->track_grid, b + 1, r + 1);

      if (button == NULL)
        continue;
      if ((int) b == at)
        {
          gtk_button_set_icon_name (GTK_BUTTON (button), "media-record-symbolic");
          gtk_widget_add_css_class (button, "wif-marker");
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                          _("The marker is here"), -1);
        }
      else if (gtk_widget_has_css_class (button, "wif-marker"))
        {
          gtk_button_set_child (GTK_BUTTON (button), NULL);
          gtk_widget_remove_css_class (button, "wif-marker");
          gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
        }
    }
  describe_markers (self);
}

static void
side_box_changed_cb (AdjWifSide *side,
                     GParamSpec *pspec,
                     AdjWifView *self)
{
  int r = (int) adj_wif_side_get_index (side);

  /* two sides share one marker, the first side's */
  if (adj_wif_track_get_n_sides (self->track) != 2 || r == 0)
    mark_row (self, r);
}

static void
update_track_grid (AdjWifView *self)
{
  AdjWifTrack *t = self->track;
  GListModel *sides = adj_wif_track_get_sides (t);
  int n_sides = adj_wif_track_get_n_sides (t);
  guint n_boxes = adj_wif_track_get_n_boxes (t);
  int rows = n_sides == 2 ? 1 : n_sides;

  clear_grid (self->track_grid);
  gtk_widget_set_visible (self->track_legend, n_sides >= 3);
  for (guint b = 0; b < n_boxes; b++)
    {
      g_autofree char *text = adj_wif_text_box_head (t, b);
      GtkWidget *head = gtk_label_new (text);

      gtk_label_set_wrap (GTK_LABEL (head), TRUE);
      gtk_label_set_justify (GTK_LABEL (head), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (head), 8);
      gtk_widget_add_css_class (head, "wif-note");
      gtk_widget_add_css_class (head, "dim-label");
      if (adj_wif_track_box_allows_reroll (t, b))
        gtk_widget_set_tooltip_text (head, _("A side here may demand a reroll"));
      gtk_grid_attach (self->track_grid, head, b + 1, 0, 1, 1);
    }
  for (int r = 0; r < rows && r < (int) g_list_model_get_n_items (sides); r++)
    {
      g_autoptr(AdjWifSide) side = g_list_model_get_item (sides, r);
      const char *name = n_sides == 2 ? _("Marker") : adj_table_text (adj_wif_side_get_name (side));
      GtkWidget *label = gtk_label_new (name);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (self->track_grid, label, 0, r + 1, 1, 1);
      for (guint b = 0; b < n_boxes; b++)
        {
          GtkWidget *button = gtk_button_new ();
          /* Translators: a box of the initiative track, for a screen reader:
           * "Move the Axis marker to box 2 (+1)" or, with two sides, "Move the marker to box 2 (Axis +1)" */
          g_autofree char *a11y = n_sides == 2
            ? g_strdup_printf (_("Move the marker to box %u (%s)"), b + 1, adj_table_text (adj_wif_track_get_box_label (t, b)))
            : g_strdup_printf (_("Move the %s marker to box %u (%+d)"), name, b + 1, adj_wif_track_get_box_bonus (t, b));

          gtk_widget_set_size_request (button, 46, -1);
          gtk_widget_add_css_class (button, "wif-box");
          if (adj_wif_track_box_allows_reroll (t, b))
            gtk_widget_add_css_class (button, "wif-reroll-box");
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
          gtk_widget_set_tooltip_text (button, _("Move the marker here"));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "wif.move-marker");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(ii)", r, (int) b);
          gtk_grid_attach (self->track_grid, button, b + 1, r + 1, 1, 1);
        }
      mark_row (self, r);
    }
}

/* a side's roll, bound to the side's facts (this is the side) */
static char *
side_roll_text (AdjWifSide *side,
                int         roll,
                int         roll_bonus,
                int         bonus,
                int         rank)
{
  return adj_wif_text_side_roll (side);
}

static void
update_rolls_grid (AdjWifView *self)
{
  GListModel *sides = adj_wif_track_get_sides (self->track);
  guint n_sides = g_list_model_get_n_items (sides);
  AdjWifPhase phase = adj_wif_track_get_phase (self->track);

  clear_grid (self->rolls_grid);
  for (guint s = 0; s < n_sides; s++)
    {
      g_autoptr(AdjWifSide) side = g_list_model_get_item (sides, s);
      GtkWidget *name = gtk_label_new (adj_table_text (adj_wif_side_get_name (side)));
      GtkWidget *value = gtk_label_new (NULL);
      GtkExpression *facts[] = {
        gtk_property_expression_new (ADJ_TYPE_WIF_SIDE, NULL, "roll"),
        gtk_property_expression_new (ADJ_TYPE_WIF_SIDE, NULL, "roll-bonus"),
        gtk_property_expression_new (ADJ_TYPE_WIF_SIDE, NULL, "bonus"),
        gtk_property_expression_new (ADJ_TYPE_WIF_SIDE, NULL, "rank"),
      };

      gtk_expression_bind (gtk_cclosure_expression_new (G_TYPE_STRING, NULL, G_N_ELEMENTS (facts), facts,
                                                        G_CALLBACK (side_roll_text), NULL, NULL),
                           value, "label", side);

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_xalign (GTK_LABEL (value), 0);
      /* as wide whatever the roll says, so that the columns do not move */
      gtk_label_set_wrap (GTK_LABEL (value), TRUE);
      gtk_label_set_width_chars (GTK_LABEL (value), 16);
      gtk_label_set_max_width_chars (GTK_LABEL (value), 16);
      gtk_widget_set_hexpand (value, TRUE);
      gtk_grid_attach (self->rolls_grid, name, 0, s, 1, 1);
      gtk_grid_attach (self->rolls_grid, value, 1, s, 1, 1);
      if (n_sides >= 3 && phase == ADJ_WIF_PHASE_CHOOSE)
        {
          GtkWidget *button = gtk_button_new_with_label (_("Reroll"));
          g_autofree char *a11y = g_strdup_printf (_("%s demands a reroll"), adj_table_text (adj_wif_side_get_name (side)));

          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
          gtk_widget_set_tooltip_text (button, _("Demand a reroll: the marker moves one box right first"));
          gtk_widget_add_css_class (button, "flat");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "wif.reroll");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (int) s);
          /* the action is always enabled; the side's own right decides */
          g_object_bind_property (side, "can-reroll", button, "sensitive", G_BINDING_SYNC_CREATE);
          gtk_grid_attach (self->rolls_grid, button, 2, s, 1, 1);
        }
    }
}

/* The grids are built again when the sides or the phase change (the reroll
 * column); a side's marker moves and its roll is worded through bindings. */
static void
update_grids (AdjWifView *self)
{
  update_track_grid (self);
  update_rolls_grid (self);
}

static void update_initiative (AdjWifView *self);

static void
sides_changed_in_list_cb (AdjWifView *self,
                          guint       position,
                          guint       removed,
                          guint       added,
                          GListModel *list)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(AdjWifSide) side = g_list_model_get_item (list, i);

      g_signal_handlers_disconnect_by_data (side, self);
      g_signal_connect_object (side, "notify::box", G_CALLBACK (side_box_changed_cb), self, 0);
      /* a tie settled for some sides changes who rolls again */
      g_signal_connect_object (side, "notify::rank", G_CALLBACK (update_initiative), self, G_CONNECT_SWAPPED);
    }
  update_grids (self);
  update_mp_rows (self);
  if (removed || added)
    update_initiative (self);
}

/* The choice buttons say for which side: "Allies move first", "Communists
 * move before Axis". Their visible words are bound in the template, and a
 * button's new label names it again: this follows each new label. */
static void
name_choice_buttons (AdjWifView *self)
{
  AdjWifTrack *t = self->track;
  GtkWidget *a;
  GtkWidget *b;
  AdjWifInitiativeStep step;
  int chooser, lowest;
  g_autofree char *name_a = NULL;
  g_autofree char *name_b = NULL;

  if (t == NULL)
    return;
  a = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), ADJ_TYPE_WIF_VIEW, "choose_a_button"));
  b = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), ADJ_TYPE_WIF_VIEW, "choose_b_button"));
  step = adj_wif_track_get_initiative_step (t);
  chooser = adj_wif_track_get_side_at_rank (t, step == ADJ_WIF_INITIATIVE_CHOOSE_BEFORE ? 1 : 0);
  lowest = adj_wif_track_get_side_at_rank (t, 2);

  if (chooser < 0 || (step != ADJ_WIF_INITIATIVE_CHOOSE_FIRST && step != ADJ_WIF_INITIATIVE_CHOOSE_BEFORE))
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (a), GTK_ACCESSIBLE_PROPERTY_LABEL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL);
      return;
    }
  if (step == ADJ_WIF_INITIATIVE_CHOOSE_BEFORE && lowest >= 0)
    {
      /* Translators: a choice button, for a screen reader: "Communists move before Axis" */
      name_a = g_strdup_printf (_("%s move before %s"), adj_wif_track_get_side_name (t, chooser),
                                adj_wif_track_get_side_name (t, lowest));
      /* Translators: a choice button, for a screen reader: "Communists move after Axis" */
      name_b = g_strdup_printf (_("%s move after %s"), adj_wif_track_get_side_name (t, chooser),
                                adj_wif_track_get_side_name (t, lowest));
    }
  else
    {
      /* Translators: a choice button, for a screen reader: "Allies move first" */
      name_a = g_strdup_printf (_("%s move first"), adj_wif_track_get_side_name (t, chooser));
      /* Translators: a choice button, for a screen reader: "Allies move last" */
      name_b = g_strdup_printf (_("%s move last"), adj_wif_track_get_side_name (t, chooser));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (a), GTK_ACCESSIBLE_PROPERTY_LABEL, name_a, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, name_b, -1);
}

static void
update_initiative (AdjWifView *self)
{
  AdjWifTrack *t = self->track;
  AdjWifPhase phase = adj_wif_track_get_phase (t);
  GListModel *sides = adj_wif_track_get_sides (t);
  int rolling[ADJ_WIF_MAX_SIDES];
  int n_rolling = adj_wif_track_get_tied (t, rolling);
  g_autofree char *spec = NULL;
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;

  /* everybody rolls, or after a tie only the tied sides */
  if (n_rolling == 0)
    for (guint s = 0; s < g_list_model_get_n_items (sides) && s < ADJ_WIF_MAX_SIDES; s++)
      rolling[n_rolling++] = (int) s;
  spec = g_strdup_printf ("%dd%d", n_rolling, adj_wif_track_get_rules (t)->init_die_sides);
  /* the roll log words the roll from facts: the sides that rolled */
  for (int r = 0; r < n_rolling; r++)
    {
      g_autoptr(AdjWifSide) side = g_list_model_get_item (sides, rolling[r]);

      g_strv_builder_add (ids, adj_wif_side_get_id (side));
    }
  args = g_strv_builder_end (ids);
  {
    g_autofree char *names = NULL;
    g_autofree char *a11y = NULL;

    /* the sides that roll, as the roll log names them */
    g_free (adj_wif_text_describe_roll (t, "wif.initiative", (const char * const *) args, &names));
    /* Translators: the initiative dice, for a screen reader: "Initiative dice for Axis, Allies" */
    a11y = g_strdup_printf (_("Initiative dice for %s"), names);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->initiative_dice), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  }
  adj_dice_box_set_spec (self->initiative_dice, spec);
  name_choice_buttons (self);
  /* one die per side: the log keeps each side's die as its own roll */
  adj_dice_box_set_topic (self->initiative_dice, "wif.initiative" ADJ_ROLL_TOPIC_EACH_DIE, (const char * const *) args);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wif.skip-initiative",
                                 phase == ADJ_WIF_PHASE_INITIATIVE || phase == ADJ_WIF_PHASE_CHOOSE);
}

/* ---- the impulse ---- */

/* The passes of the side to move: a flow box of checks per side, each
 * bound to that side's major powers, in a stack as high as its tallest
 * page. A change of side shows another page instead of building checks
 * again (a tenth of an impulse's work), and the dice and the buttons below
 * keep their place: one flow box whose checks came and went grew and shrank
 * by a row or more with the side to move (136 px between a side of six
 * powers and one of three in a narrow column), which moved the Roll button
 * under the pointer and redrew most of the page. */
static gboolean
power_of_side (gpointer item,
               gpointer user_data)
{
  return adj_wif_major_power_get_side (item) == GPOINTER_TO_INT (user_data);
}

static GtkWidget *make_pass_check (gpointer item,
                                   gpointer user_data);

/* the page of @side's checks, made the first time */
static void
ensure_passes_page (AdjWifView *self,
                    int         side)
{
  g_autofree char *name = g_strdup_printf ("side-%d", side);
  g_autoptr(GtkFilterListModel) powers = NULL;
  GtkCustomFilter *filter;
  GtkWidget *flow;

  if (gtk_stack_get_child_by_name (self->passes_stack, name) != NULL)
    return;
  filter = gtk_custom_filter_new (power_of_side, GINT_TO_POINTER (side), NULL);
  g_ptr_array_add (self->pass_filters, g_object_ref (filter));
  powers = gtk_filter_list_model_new (g_object_ref (adj_wif_track_get_major_powers (self->track)), GTK_FILTER (filter));
  flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
  /* at the top of the stack's height, not in its middle */
  gtk_widget_set_valign (flow, GTK_ALIGN_START);
  gtk_flow_box_bind_model (GTK_FLOW_BOX (flow), G_LIST_MODEL (powers), make_pass_check, self, NULL);
  /* One rectangle when the page changes with the side to move. GTK
   * compares two pages of checks check by check, and each check that is
   * not at the same place is a rectangle of the frame's damage; with the
   * rest of an impulse's changes that went over the 30 rectangles after
   * which GTK draws the whole page again (GTK 4.24). Two opacity nodes of
   * different values are not compared but drawn again whole. GTK 4.8 keeps
   * a widget's opacity in steps of 1/255: 254/255 for the first side, one
   * step less for each next (at most 6 sides: 249/255, which no eye sees). */
  gtk_widget_set_opacity (flow, (254 - side) / 255.0);
  gtk_stack_add_named (self->passes_stack, flow, name);
}

static void
show_passes_of_side_to_move (AdjWifView *self)
{
  int side = self->track ? adj_wif_track_get_side_to_move (self->track) : -1;
  g_autofree char *name = g_strdup_printf ("side-%d", side);

  if (side < 0)
    return;   /* the passes are hidden then (side_moves ()) */
  /* every side's page, so that the stack is as high as the tallest */
  for (int i = 0; i < adj_wif_track_get_n_sides (self->track); i++)
    ensure_passes_page (self, i);
  ensure_passes_page (self, side);
  gtk_stack_set_visible_child_name (self->passes_stack, name);
}

/* a major power changed sides: its check moves to the other page */
static void
power_side_changed (AdjWifView *self)
{
  for (guint i = 0; i < self->pass_filters->len; i++)
    gtk_filter_changed (g_ptr_array_index (self->pass_filters, i), GTK_FILTER_CHANGE_DIFFERENT);
  show_passes_of_side_to_move (self);
}

static void
remove_passes_pages (AdjWifView *self)
{
  GtkWidget *page;

  while ((page = gtk_widget_get_first_child (GTK_WIDGET (self->passes_stack))) != NULL)
    {
      gtk_flow_box_bind_model (GTK_FLOW_BOX (page), NULL, NULL, NULL, NULL);
      gtk_stack_remove (self->passes_stack, page);
    }
  g_ptr_array_set_size (self->pass_filters, 0);
}

static void
relabel_pass (GtkCheckButton   *check,
              GParamSpec       *pspec,
              AdjWifMajorPower *mp)
{
  g_autofree char *label = adj_wif_text_pass_label (mp);

  gtk_check_button_set_label (check, label);
}

static GtkWidget *
make_pass_check (gpointer item,
                 gpointer user_data)
{
  AdjWifMajorPower *mp = item;
  GtkWidget *check = gtk_check_button_new ();

  relabel_pass (GTK_CHECK_BUTTON (check), NULL, mp);
  g_signal_connect_object (mp, "notify::at-war", G_CALLBACK (relabel_pass), check, G_CONNECT_SWAPPED);
  g_object_bind_property (mp, "passes", check, "active", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  return check;
}

static void
update_faces (AdjWifView *self)
{
  adj_wif_faces_show (self->faces_box, self->track);
}

/* the reached style, which a binding cannot add */
static void
update_ten_style (AdjWifView *self)
{
  AdjWifTrack *t = self->track;

  if (adj_wif_track_get_ten (t) >= adj_wif_track_get_threshold (t))
    gtk_widget_add_css_class (GTK_WIDGET (self->ten_label), "wif-reached");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->ten_label), "wif-reached");
}

static const char *
side_id (AdjWifTrack *track,
         int          side)
{
  g_autoptr(AdjWifSide) item = g_list_model_get_item (adj_wif_track_get_sides (track), side);

  /* the list holds the item */
  return item ? adj_wif_side_get_id (item) : "none";
}

/* the dice to roll with what they are for */
static void
update_impulse (AdjWifView *self)
{
  AdjWifTrack *t = self->track;
  AdjWifPhase phase = adj_wif_track_get_phase (t);
  int side = adj_wif_track_get_side_to_move (t);
  int dice = adj_wif_track_get_dice_to_roll (t);
  int die_sides = adj_wif_track_get_rules (t)->die_sides;
  g_autofree char *spec = g_strdup_printf ("%dd%d", dice, die_sides);
  g_autofree char *last_spec = g_strdup_printf ("1d%d", die_sides);
  g_autofree char *turn = g_strdup_printf ("%d", adj_wif_track_get_turn (t));
  g_autofree char *impulse = g_strdup_printf ("%u", g_list_model_get_n_items (adj_wif_track_get_impulses (t)) + 1);
  /* the roll log words the roll from facts: turn, impulse and the side */
  const char *args[] = { turn, impulse, side >= 0 ? side_id (t, side) : "none", NULL };

  if (side >= 0)
    {
      const char *name = adj_wif_track_get_side_name (t, side);
      /* Translators: the turn end dice, for a screen reader: "Turn end dice for Axis" */
      g_autofree char *dice_name = g_strdup_printf (_("Turn end dice for %s"), name);
      /* Translators: the last die rolled first, for a screen reader: "Last die first for Axis" */
      g_autofree char *last_name = g_strdup_printf (_("Last die first for %s"), name);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->impulse_dice), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      dice_name, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->last_die_dice), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      last_name, -1);
    }
  adj_dice_box_set_spec (self->last_die_dice, last_spec);
  adj_dice_box_set_topic (self->last_die_dice, "wif.turn-end", args);
  adj_dice_box_set_spec (self->impulse_dice, spec);
  adj_dice_box_set_topic (self->impulse_dice, "wif.turn-end", args);
  adj_dice_box_set_modifier (self->impulse_dice, dice * adj_wif_track_get_pass_bonus (t));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wif.next-turn", phase == ADJ_WIF_PHASE_TURN_OVER);
}

static void
update_odds_chart (AdjWifView *self)
{
  adj_wif_odds_chart_set_dist (self->odds_chart, adj_wif_track_get_odds_dist (self->track));
}

/* Impulses replaced one for one (a game loaded over this one, or an undo
 * into another turn) keep the count the labels watch: the last impulse's
 * facts changed under them, so the bindings read the track again. */
static void
impulses_replaced_cb (AdjWifView *self,
                      guint       position,
                      guint       removed,
                      guint       added)
{
  if (removed > 0 && removed == added)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRACK]);
}

/* ---- the impulse list ---- */

/* The list's length changed (an impulse added, a game loaded, the rows
 * laid out): it shows the newest impulse, at its end. Scrolling by hand
 * changes only the value, so a player can still look back. */
static gboolean
scroll_to_newest_idle (gpointer data)
{
  AdjWifView *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->impulse_scroller);

  self->scroll_id = 0;
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  return G_SOURCE_REMOVE;
}

/* after the viewport has set the adjustment's range */
static void
impulse_scroll_changed_cb (AdjWifView *self)
{
  if (self->scroll_id == 0)
    self->scroll_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_to_newest_idle, g_object_ref (self),
                                       g_object_unref);
}

/* ---- where typing goes ---- */

/* The dice box that takes the next roll, if any shows */
static AdjDiceBox *
input_dice (AdjWifView *self)
{
  AdjDiceBox *boxes[] = { self->initiative_dice, self->last_die_dice, self->impulse_dice };

  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    if (gtk_widget_is_drawable (GTK_WIDGET (boxes[i])))
      return boxes[i];
  return NULL;
}

/* When the control that had the focus goes away (a roll typed into a dice
 * box that then hides, a button that starts the impulses), GTK leaves the
 * focus nowhere useful or on the next control, where the next typed roll's
 * Space or Enter would press a button. Typing goes on into the dice box that
 * now takes the roll, if the players use real dice; otherwise the focus
 * rests on the page, where keys press nothing. */
static gboolean
refocus_idle (gpointer data)
{
  AdjWifView *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  AdjDiceBox *dice;

  self->refocus_id = 0;
  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;
  /* the focus is somewhere the player put it: leave it */
  if (focus && focus != self->scroller && gtk_widget_is_drawable (focus)
      && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) && !self->focus_was_input)
    return G_SOURCE_REMOVE;
  if (focus && !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) && focus != GTK_WIDGET (self))
    return G_SOURCE_REMOVE;
  dice = input_dice (self);
  /* the first control of a dice box with real dice is its faces entry */
  if (dice && adj_dice_box_get_physical (dice) && gtk_widget_child_focus (GTK_WIDGET (dice), GTK_DIR_TAB_FORWARD))
    return G_SOURCE_REMOVE;
  gtk_widget_grab_focus (self->scroller);
  return G_SOURCE_REMOVE;
}

/* Before a change that may hide the focused control: was the focus in the
 * page's dice or one of its step buttons? */
static void
schedule_refocus (AdjWifView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  self->focus_was_input = focus == NULL || !gtk_widget_is_drawable (focus) || GTK_IS_BUTTON (focus)
    || gtk_widget_get_ancestor (focus, ADJ_TYPE_DICE_BOX) != NULL;
  if (self->refocus_id == 0)
    self->refocus_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, refocus_idle, g_object_ref (self), g_object_unref);
}

/* ---- callbacks ---- */

/* Says what a change did and offers to undo it (win.undo undoes the visible
 * page's last step, which this is). The toast goes to the window's toast
 * overlay, which holds the page; without one it is a plain toast. */
static void
toast_undoable (AdjWifView *self,
                const char *message)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  AdwToast *t;

  if (overlay == NULL)
    {
      toast (self, message);
      return;
    }
  t = adw_toast_new (message);
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_action_name (t, "win.undo");
  adj_toasts_show (ADW_TOAST_OVERLAY (overlay), t);
}

/* the turn has started: initiative rolled or set, or impulses played */
static gboolean
turn_started (AdjWifTrack *track)
{
  return adj_wif_track_get_phase (track) != ADJ_WIF_PHASE_INITIATIVE
    || adj_wif_track_get_advice (track) == ADJ_WIF_ADVICE_TIE;
}

static void
sides_changed_cb (AdjWifView *self)
{
  g_autoptr(GError) error = NULL;
  gboolean started;
  int n;

  if (self->updating || self->track == NULL)
    return;
  started = turn_started (self->track);
  n = gtk_spin_button_get_value_as_int (self->sides_spin);
  if (!adj_wif_track_set_n_sides (self->track, n, &error))
    {
      toast (self, error->message);
      return;
    }
  /* the turn starts again: say so, and let it be taken back */
  if (started)
    {
      g_autofree char *message =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d side: the turn starts again",
                                      "%d sides: the turn starts again", n), n);

      toast_undoable (self, message);
    }
}

static void
k_changed_cb (AdjWifView *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->track == NULL)
    return;
  if (!adj_wif_track_set_k (self->track, gtk_spin_button_get_value_as_int (self->k_spin), &error))
    toast (self, error->message);
}

static void
threshold_changed_cb (AdjWifView *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->track == NULL)
    return;
  if (!adj_wif_track_set_threshold_override (self->track, gtk_spin_button_get_value_as_int (self->threshold_spin),
                                             &error))
    toast (self, error->message);
}

static void
threshold_reset_cb (AdjWifView *self)
{
  adj_wif_track_set_threshold_override (self->track, 0, NULL);
}

/* the game's victory record while it counts its turns with the tracks */
static AdjVictoryRecord *
following_record (AdjWifView *self)
{
  AdjGame *game = adj_page_get_game (ADJ_PAGE (self));
  AdjModel *model = game ? adj_game_get_model (game, "victory") : NULL;

  if (model == NULL || !ADJ_IS_VICTORY_RECORD (model)
      || adj_victory_record_get_calendar (ADJ_VICTORY_RECORD (model)) != adj_wif_track_get_calendar (self->track)
      || !adj_victory_record_get_follows_wif (ADJ_VICTORY_RECORD (model)))
    return NULL;
  return ADJ_VICTORY_RECORD (model);
}

/* A turn just ended: the victory record credited it; offer ticking the
 * targets held at its end (the page's "Tick Victory Targets" button). */
static void
offer_ticking (AdjWifView *self)
{
  g_autofree char *message = NULL;

  if (adj_wif_track_get_phase (self->track) != ADJ_WIF_PHASE_TURN_OVER || following_record (self) == NULL)
    return;
  message = adj_wif_text_turn_ended (self->track);
  toast (self, message);
}

/* wif.tick-targets: the victory page, on the turn that ended */
static void
tick_targets_action (GtkWidget  *widget,
                     const char *action,
                     GVariant   *param)
{
  AdjWifView *self = ADJ_WIF_VIEW (widget);
  AdjVictoryRecord *record = following_record (self);
  int ended = adj_wif_track_get_turns_ended (self->track);

  if (record != NULL && ended >= 1 && (guint) ended <= adj_victory_record_get_current_turn (record))
    adj_victory_record_select_turn (record, (guint) ended - 1);
  gtk_widget_activate_action (widget, "win.show-page", "s", "victory");
}

static void
impulse_rolled_cb (AdjWifView *self,
                   AdjRoll    *roll)
{
  g_autoptr(GError) error = NULL;
  guint n = 0;
  const int *faces = adj_roll_get_faces (roll, &n);

  /* a last die rolled first waits in the model, which puts it last */
  if (!adj_wif_track_record_impulse (self->track, faces, n, &error))
    toast (self, error->message);
  else
    offer_ticking (self);
}

static void
last_die_rolled_cb (AdjWifView *self,
                    AdjRoll    *roll)
{
  g_autoptr(GError) error = NULL;

  if (!adj_wif_track_roll_last_die_first (self->track, adj_roll_get_face (roll, 0), &error))
    toast (self, error->message);
  else
    offer_ticking (self);
}

static void
initiative_rolled_cb (AdjWifView *self,
                      AdjRoll    *roll)
{
  g_autoptr(GError) error = NULL;
  guint n = 0;
  const int *faces = adj_roll_get_faces (roll, &n);

  if (!adj_wif_track_roll_initiative (self->track, faces, n, &error))
    toast (self, error->message);
}

static void
choose (AdjWifView *self,
        gboolean    a)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = (adj_wif_track_get_initiative_step (self->track) == ADJ_WIF_INITIATIVE_CHOOSE_BEFORE)
    ? adj_wif_track_choose_before (self->track, a, &error)
    : adj_wif_track_choose_first (self->track, a, &error);

  if (!ok)
    toast (self, error->message);
}

static void
choose_a_cb (AdjWifView *self)
{
  choose (self, TRUE);
}

static void
choose_b_cb (AdjWifView *self)
{
  choose (self, FALSE);
}

static void
skip_initiative_action (GtkWidget  *widget,
                        const char *action,
                        GVariant   *param)
{
  AdjWifView *self = ADJ_WIF_VIEW (widget);
  g_autoptr(GError) error = NULL;
  int order[ADJ_WIF_MAX_SIDES];
  int n = adj_wif_track_get_n_sides (self->track);

  for (int i = 0; i < n; i++)
    order[i] = i;
  if (!adj_wif_track_set_order (self->track, order, n, &error))
    toast (self, error->message);
}

static void
next_turn_action (GtkWidget  *widget,
                  const char *action,
                  GVariant   *param)
{
  AdjWifView *self = ADJ_WIF_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (!adj_wif_track_next_turn (self->track, &error))
    toast (self, error->message);
}

/* wif.move-marker((side, box)): places a marker by hand */
static void
move_marker_action (GtkWidget  *widget,
                    const char *action,
                    GVariant   *param)
{
  AdjWifView *self = ADJ_WIF_VIEW (widget);
  int side, box;

  g_variant_get (param, "(ii)", &side, &box);
  if (self->track && side >= 0 && side < adj_wif_track_get_n_sides (self->track)
      && box >= 0 && box < (int) adj_wif_track_get_n_boxes (self->track))
    adj_wif_track_set_box (self->track, side, box);
}

/* wif.reroll(side): the side demands an initiative reroll */
static void
reroll_action (GtkWidget  *widget,
               const char *action,
               GVariant   *param)
{
  AdjWifView *self = ADJ_WIF_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (self->track && !adj_wif_track_demand_reroll (self->track, g_variant_get_int32 (param), &error))
    toast (self, error->message);
}

/* The page's projector content (AdjPage's create_projector): the window
 * shows it in its projector window, from win.projector. */
static GtkWidget *
adj_wif_view_create_projector (AdjPage *page)
{
  AdjWifView *self = ADJ_WIF_VIEW (page);

  return self->track ? adj_wif_projector_new (self->track) : NULL;
}

/* The setting holds a monitor index or -1 (the last monitor); the drop-down
 * lists "Last screen" first. */
static gboolean
monitor_get (GValue   *value,
             GVariant *variant,
             gpointer  data)
{
  int index = g_variant_get_int32 (variant);

  g_value_set_uint (value, index < 0 ? 0 : (guint) index + 1);
  return TRUE;
}

static GVariant *
monitor_set (const GValue       *value,
             const GVariantType *type,
             gpointer            data)
{
  guint selected = g_value_get_uint (value);

  return g_variant_new_int32 (selected == 0 || selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected - 1);
}

static void
setup_monitors (AdjWifView *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GtkStringList) list = NULL;

  g_ptr_array_add (names, g_strdup (_("Last screen")));
  for (guint i = 0; monitors && i < g_list_model_get_n_items (monitors); i++)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);
      const char *model = gdk_monitor_get_model (monitor);

      /* Translators: a screen for the projector, e.g. "Screen 2 (HDMI-1)" */
      g_ptr_array_add (names, model ? g_strdup_printf (_("Screen %u (%s)"), i + 1, model)
                                    : g_strdup_printf (_("Screen %u"), i + 1));
    }
  g_ptr_array_add (names, NULL);
  list = gtk_string_list_new ((const char * const *) names->pdata);
  gtk_drop_down_set_model (self->monitor_dropdown, G_LIST_MODEL (list));
  if (schema)
    {
      self->settings = g_settings_new (APP_ID);
      g_settings_bind_with_mapping (self->settings, "projector-monitor", self->monitor_dropdown, "selected",
                                    G_SETTINGS_BIND_DEFAULT, monitor_get, monitor_set, NULL, NULL);
    }
}

/* ---- lists ---- */

static GtkWidget *
make_impulse_row (gpointer item,
                  gpointer user_data)
{
  AdjWifView *self = user_data;
  AdjWifImpulse *imp = item;
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = adj_wif_text_impulse_title (imp);
  g_autofree char *subtitle = adj_wif_text_impulse_subtitle (self->track, imp);
  g_autofree char *total = adj_wif_text_impulse_total (imp);
  GtkWidget *total_label = gtk_label_new (total);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  /* one line ("12. Communists"): a title that may wrap is laid out again
   * and again while the new row is measured (a fifth of an impulse's CPU) */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (total_label, "title-3");
  gtk_widget_add_css_class (total_label, "numeric");
  if (adj_wif_impulse_get_ended (imp))
    gtk_widget_add_css_class (total_label, "wif-reached");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), total_label);
  return row;
}

/* A row of the turns played: its title and summary, as an action row's */
static void
turn_item_setup (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 AdjWifView               *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *summary = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);   /* one line, as the impulses' */
  gtk_label_set_xalign (GTK_LABEL (summary), 0);
  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_widget_add_css_class (summary, "wif-note");
  gtk_widget_add_css_class (summary, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), summary);
  gtk_list_item_set_child (item, box);
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_selectable (item, FALSE);
}

static void
turn_item_bind (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                AdjWifView               *self)
{
  GtkWidget *title = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  AdjWifTurn *turn = gtk_list_item_get_item (item);
  g_autofree char *text = adj_wif_text_turn_title (turn);
  g_autofree char *summary = self->track ? adj_wif_text_turn_summary (self->track, turn) : NULL;

  gtk_label_set_label (GTK_LABEL (title), text);
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_next_sibling (title)), summary);
}

/* The list shows once a turn is played; before, a line says there is none. */
static void
turns_changed_cb (AdjWifView *self)
{
  gboolean any = self->track && g_list_model_get_n_items (adj_wif_track_get_turns (self->track)) > 0;

  gtk_widget_set_visible (self->turn_scroller, any);
  gtk_widget_set_visible (self->turn_placeholder, !any);
}

/* ---- the template's closures ----
 *
 * ui/adj-wif-view.ui binds the labels and what shows when to the track
 * property with these: thin wrappers around adj-wif-text.c. The arguments
 * after the track are the properties the text reads, so the binding words
 * the label again when any of them changes. */

static char *
date_text (AdjWifView  *self,
           AdjWifTrack *track,
           int          turn,
           int          start_year,
           guint        start_slot)
{
  return track ? adj_wif_text_date (track) : NULL;
}

static char *
turn_text (AdjWifView  *self,
           AdjWifTrack *track,
           int          turn,
           AdjWifPhase  phase,
           guint        n_impulses)
{
  return track ? adj_wif_text_turn (track) : NULL;
}

static char *
advice_text (AdjWifView   *self,
             AdjWifTrack  *track,
             AdjWifAdvice  advice,
             int           k,
             int           dice_to_roll,
             int           pending_last)
{
  return track ? adj_wif_text_advice (track) : NULL;
}

static char *
odds_text (AdjWifView  *self,
           AdjWifTrack *track,
           AdjWifPhase  phase,
           double       p_end,
           double       expected_left)
{
  return track ? adj_wif_text_odds (track) : NULL;
}

static char *
initiative_text (AdjWifView           *self,
                 AdjWifTrack          *track,
                 AdjWifInitiativeStep  step,
                 GVariant             *order,
                 int                   n_sides)
{
  return track ? adj_wif_text_initiative (track) : NULL;
}

static char *
threshold_source_text (AdjWifView  *self,
                       AdjWifTrack *track,
                       int          threshold,
                       int          rules_threshold)
{
  return track ? adj_wif_text_threshold_source (track) : NULL;
}

static gboolean
differ (AdjWifView *self,
        int         a,
        int         b)
{
  return a != b;
}

/* the choice buttons: first or last, or before or after the side ranked last */
static char *
choose_a_text (AdjWifView           *self,
               AdjWifInitiativeStep  step)
{
  return g_strdup (step == ADJ_WIF_INITIATIVE_CHOOSE_BEFORE ? _("Before") : _("Move First"));
}

static char *
choose_b_text (AdjWifView           *self,
               AdjWifInitiativeStep  step)
{
  return g_strdup (step == ADJ_WIF_INITIATIVE_CHOOSE_BEFORE ? _("After") : _("Move Last"));
}

static gboolean
phase_is_either (AdjWifView  *self,
                 AdjWifPhase  phase,
                 AdjWifPhase  wanted,
                 AdjWifPhase  or_wanted)
{
  return phase == wanted || phase == or_wanted;
}

/* a side moves: its major powers may pass */
static gboolean
side_moves (AdjWifView *self,
            int         side_to_move)
{
  return side_to_move >= 0;
}

/* the last die may be rolled first: several dice, none waiting, and the rules' shortcut */
static gboolean
last_die_first (AdjWifView     *self,
                AdjWifPhase     phase,
                int             k,
                int             pending_last,
                AdjWifShortcut  shortcut)
{
  return phase == ADJ_WIF_PHASE_IMPULSES && k > 1 && pending_last == 0 && shortcut == ADJ_WIF_SHORTCUT_LAST_DIE_FIRST;
}

/* the side to move and the result line keep the room of their longest
 * words, so that the Roll button below stays where it was from one
 * impulse to the next (three sides in a narrow column) */
static void
update_rooms (AdjWifView *self)
{
  g_auto(GStrv) who = adj_wif_text_who_samples (self->track);
  g_auto(GStrv) result = adj_wif_text_result_samples (self->track);

  adj_room_set_samples (self->heading_room, (const char * const *) who);
  adj_room_set_samples (self->result_room, (const char * const *) result);
}

/* ---- GObject ---- */

static void
update_all (AdjWifView *self)
{
  update_setup (self);
  update_rooms (self);
  update_grids (self);
  update_initiative (self);
  show_passes_of_side_to_move (self);
  update_impulse (self);
  update_ten_style (self);
  update_faces (self);
  update_odds_chart (self);
}

static void
connect_track (AdjWifView *self)
{
  AdjWifTrack *t = self->track;
  GListModel *sides = adj_wif_track_get_sides (t);
  g_autoptr(GtkSelectionModel) model = NULL;
  struct { const char *signal; GCallback cb; } handlers[] = {
    { "notify::n-sides", G_CALLBACK (update_setup) },
    { "notify::k", G_CALLBACK (update_setup) },
    { "notify::threshold", G_CALLBACK (update_setup) },
    { "notify::rules-threshold", G_CALLBACK (update_setup) },
    { "notify::n-sides", G_CALLBACK (update_grids) },
    { "notify::n-sides", G_CALLBACK (update_rooms) },
    { "notify::threshold", G_CALLBACK (update_rooms) },
    { "notify::phase", G_CALLBACK (update_rolls_grid) },
    { "notify::phase", G_CALLBACK (update_initiative) },
    { "notify::initiative-step", G_CALLBACK (update_initiative) },
    { "notify::order", G_CALLBACK (update_initiative) },
    { "notify::advice", G_CALLBACK (update_initiative) },
    { "notify::phase", G_CALLBACK (schedule_refocus) },
    { "notify::side-to-move", G_CALLBACK (show_passes_of_side_to_move) },
    { "notify::phase", G_CALLBACK (update_impulse) },
    { "notify::turn", G_CALLBACK (update_impulse) },
    { "notify::side-to-move", G_CALLBACK (update_impulse) },
    { "notify::dice-to-roll", G_CALLBACK (update_impulse) },
    { "notify::pass-bonus", G_CALLBACK (update_impulse) },
    { "notify::ten", G_CALLBACK (update_ten_style) },
    { "notify::threshold", G_CALLBACK (update_ten_style) },
    { "notify::phase", G_CALLBACK (update_odds_chart) },
    { "notify::p-end", G_CALLBACK (update_odds_chart) },
    { "notify::expected-left", G_CALLBACK (update_odds_chart) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    g_signal_connect_swapped (t, handlers[i].signal, handlers[i].cb, self);
  /* a new impulse changes the dice's impulse number and the last dice */
  g_signal_connect_swapped (adj_wif_track_get_impulses (t), "items-changed", G_CALLBACK (update_impulse), self);
  g_signal_connect_swapped (adj_wif_track_get_impulses (t), "items-changed", G_CALLBACK (update_faces), self);
  g_signal_connect_swapped (adj_wif_track_get_impulses (t), "items-changed", G_CALLBACK (impulses_replaced_cb), self);
  g_signal_connect_swapped (sides, "items-changed", G_CALLBACK (sides_changed_in_list_cb), self);
  sides_changed_in_list_cb (self, 0, 0, g_list_model_get_n_items (sides), sides);
  for (guint i = 0; i < g_list_model_get_n_items (adj_wif_track_get_major_powers (t)); i++)
    {
      g_autoptr(AdjWifMajorPower) mp = g_list_model_get_item (adj_wif_track_get_major_powers (t), i);

      g_signal_connect_object (mp, "notify::side", G_CALLBACK (power_side_changed), self, G_CONNECT_SWAPPED);
    }
  g_signal_connect_swapped (adj_wif_track_get_major_powers (t), "items-changed", G_CALLBACK (show_passes_of_side_to_move), self);
  gtk_list_box_bind_model (self->impulse_list, adj_wif_track_get_impulses (t), make_impulse_row, self, NULL);
  g_signal_connect_swapped (adj_wif_track_get_turns (t), "items-changed", G_CALLBACK (turns_changed_cb), self);
  model = GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (adj_wif_track_get_turns (t))));
  gtk_grid_view_set_model (self->turn_list, model);
  turns_changed_cb (self);
  update_all (self);
}

static void
disconnect_track (AdjWifView *self)
{
  GListModel *sides;

  if (self->track == NULL)
    return;
  sides = adj_wif_track_get_sides (self->track);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(GObject) side = g_list_model_get_item (sides, i);

      g_signal_handlers_disconnect_by_data (side, self);
    }
  for (guint i = 0; i < g_list_model_get_n_items (adj_wif_track_get_major_powers (self->track)); i++)
    {
      g_autoptr(GObject) mp = g_list_model_get_item (adj_wif_track_get_major_powers (self->track), i);

      g_signal_handlers_disconnect_by_data (mp, self);
    }
  g_signal_handlers_disconnect_by_data (sides, self);
  g_signal_handlers_disconnect_by_data (adj_wif_track_get_impulses (self->track), self);
  g_signal_handlers_disconnect_by_data (adj_wif_track_get_turns (self->track), self);
  g_signal_handlers_disconnect_by_data (adj_wif_track_get_major_powers (self->track), self);
  g_signal_handlers_disconnect_by_data (self->track, self);
  remove_passes_pages (self);
  gtk_list_box_bind_model (self->impulse_list, NULL, NULL, NULL, NULL);
  gtk_grid_view_set_model (self->turn_list, NULL);
  remove_mp_rows (self);
  g_clear_object (&self->track);
  turns_changed_cb (self);
}

static void
set_game (AdjWifView *self,
          AdjGame    *game)
{
  if (self->game == game)
    return;
  disconnect_track (self);
  g_set_object (&self->game, game);
  adj_dice_box_set_game (self->impulse_dice, game);
  adj_dice_box_set_game (self->initiative_dice, game);
  adj_dice_box_set_game (self->last_die_dice, game);
  if (game)
    {
      AdjModel *model = adj_game_get_model (game, "wif");

      if (ADJ_IS_WIF_TRACK (model))
        self->track = g_object_ref (ADJ_WIF_TRACK (model));
    }
  if (self->track)
    connect_track (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRACK]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
adj_wif_view_dispose (GObject *object)
{
  AdjWifView *self = ADJ_WIF_VIEW (object);
  GtkWidget *child;

  disconnect_track (self);
  g_clear_pointer (&self->pass_filters, g_ptr_array_unref);
  g_clear_handle_id (&self->refocus_id, g_source_remove);
  g_clear_handle_id (&self->scroll_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WIF_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (adj_wif_view_parent_class)->dispose (object);
}

static void
adj_wif_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjWifView *self = ADJ_WIF_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_TRACK:
      g_value_set_object (value, self->track);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wif_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  AdjWifView *self = ADJ_WIF_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The roll log's words for the page's rolls (AdjPage's describe_roll). */
static char *
adj_wif_view_describe_roll (AdjGame            *game,
                            const char         *topic,
                            const char * const *args,
                            char              **who)
{
  AdjModel *model = game ? adj_game_get_model (game, "wif") : NULL;

  return adj_wif_text_describe_roll (ADJ_IS_WIF_TRACK (model) ? ADJ_WIF_TRACK (model) : NULL, topic, args, who);
}

/* The page's keys, which work wherever the focus is while the page shows. */
static const AdjPageShortcut wif_keys[] = {
  { "<Control><Shift>n", "wif.next-turn", NC_("shortcut window", "Start the next turn") },
  { "<Control><Shift>p", "win.projector", NC_("shortcut window", "Open the projector") },
};

static const AdjPageShortcuts wif_shortcuts = {
  NC_("shortcut window", "World in Flames"), wif_keys, G_N_ELEMENTS (wif_keys)
};

static void
adj_wif_view_page_init (AdjPageInterface *iface)
{
  iface->id = "wif";
  iface->title = N_("World in Flames");
  iface->icon_name = "adj-impulse-symbolic";
  iface->shortcuts = &wif_shortcuts;
  iface->create_projector = adj_wif_view_create_projector;
  iface->describe_roll = adj_wif_view_describe_roll;
}

static void
adj_wif_view_class_init (AdjWifViewClass *klass)
{
  static const char * const bound_in_template[] = {
    "threshold_row",
    "threshold_reset",
    "initiative_label",
    "choose_a_button",
    "choose_b_button",
    "order_button",
    "turn_label",
    "heading_label",
    "result_label",
    "advice_label",
    "last_first_box",
    "next_turn_button",
  };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_wif_view_dispose;
  object_class->get_property = adj_wif_view_get_property;
  object_class->set_property = adj_wif_view_set_property;

  g_object_class_override_property (object_class, PROP_GAME, "game");
  properties[PROP_GAME] = g_object_class_find_property (object_class, "game");
  /* the game's model, which the template's labels are bound to */
  properties[PROP_TRACK] = g_param_spec_object ("track", NULL, NULL, ADJ_TYPE_WIF_TRACK,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_property (object_class, PROP_TRACK, properties[PROP_TRACK]);

  gtk_widget_class_install_action (widget_class, "wif.skip-initiative", NULL, skip_initiative_action);
  gtk_widget_class_install_action (widget_class, "wif.next-turn", NULL, next_turn_action);
  gtk_widget_class_install_action (widget_class, "wif.tick-targets", NULL, tick_targets_action);
  gtk_widget_class_install_action (widget_class, "wif.move-marker", "(ii)", move_marker_action);
  gtk_widget_class_install_action (widget_class, "wif.reroll", "i", reroll_action);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_DICE_BOX);
  g_type_ensure (ADJ_TYPE_WIF_ODDS_CHART);
  g_type_ensure (ADJ_TYPE_WIF_PHASE);
  g_type_ensure (ADJ_TYPE_CALENDAR);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wifview");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wif-view.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, sides_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, k_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, threshold_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, mps_expander);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, track_grid);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, track_legend);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, rolls_grid);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, initiative_dice);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, ten_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, faces_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, passes_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, heading_room);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, result_room);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, impulse_dice);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, last_die_dice);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, projector_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, monitor_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, odds_chart);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, impulse_list);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, turn_list);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, turn_scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, turn_placeholder);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, impulse_scroller);
  /* bound in the template only; named for the tests */
  for (guint i = 0; i < G_N_ELEMENTS (bound_in_template); i++)
    gtk_widget_class_bind_template_child_full (widget_class, bound_in_template[i], FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, sides_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, k_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, threshold_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, threshold_reset_cb);
  gtk_widget_class_bind_template_callback (widget_class, impulse_rolled_cb);
  gtk_widget_class_bind_template_callback (widget_class, last_die_rolled_cb);
  gtk_widget_class_bind_template_callback (widget_class, initiative_rolled_cb);
  gtk_widget_class_bind_template_callback (widget_class, choose_a_cb);
  gtk_widget_class_bind_template_callback (widget_class, choose_b_cb);
  gtk_widget_class_bind_template_callback (widget_class, turn_text);
  gtk_widget_class_bind_template_callback (widget_class, date_text);
  gtk_widget_class_bind_template_callback_full (widget_class, "who_text", G_CALLBACK (adj_wif_text_bind_who));
  gtk_widget_class_bind_template_callback (widget_class, advice_text);
  gtk_widget_class_bind_template_callback_full (widget_class, "ten_text", G_CALLBACK (adj_wif_text_bind_ten));
  gtk_widget_class_bind_template_callback_full (widget_class, "result_text", G_CALLBACK (adj_wif_text_bind_result));
  gtk_widget_class_bind_template_callback (widget_class, odds_text);
  gtk_widget_class_bind_template_callback (widget_class, initiative_text);
  gtk_widget_class_bind_template_callback (widget_class, threshold_source_text);
  gtk_widget_class_bind_template_callback (widget_class, differ);
  gtk_widget_class_bind_template_callback (widget_class, choose_a_text);
  gtk_widget_class_bind_template_callback (widget_class, choose_b_text);
  gtk_widget_class_bind_template_callback_full (widget_class, "phase_is", G_CALLBACK (adj_wif_text_bind_phase_is));
  gtk_widget_class_bind_template_callback (widget_class, phase_is_either);
  gtk_widget_class_bind_template_callback (widget_class, side_moves);
  gtk_widget_class_bind_template_callback (widget_class, last_die_first);
}

static GtkWidget *
placeholder (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 12);
  return label;
}

static void
adj_wif_view_init (AdjWifView *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->pass_filters = g_ptr_array_new_with_free_func (g_object_unref);
  adj_page_install_shortcuts (ADJ_PAGE (self));
  g_signal_connect_swapped (self->mps_expander, "notify::expanded", G_CALLBACK (mps_expanded_cb), self);
  g_signal_connect_swapped (gtk_widget_get_template_child (GTK_WIDGET (self), ADJ_TYPE_WIF_VIEW, "choose_a_button"),
                            "notify::label", G_CALLBACK (name_choice_buttons), self);
  g_signal_connect_swapped (gtk_widget_get_template_child (GTK_WIDGET (self), ADJ_TYPE_WIF_VIEW, "choose_b_button"),
                            "notify::label", G_CALLBACK (name_choice_buttons), self);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->impulse_scroller), "changed",
                           G_CALLBACK (impulse_scroll_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wif.next-turn", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wif.skip-initiative", FALSE);
  setup_monitors (self);
  gtk_list_box_set_placeholder (self->impulse_list, placeholder (_("No impulse yet")));
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (turn_item_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (turn_item_bind), self);
  gtk_grid_view_set_factory (self->turn_list, factory);
}

/** adj_wif_view_new: Returns: (transfer floating): a new page */
GtkWidget *
adj_wif_view_new (void)
{
  return g_object_new (ADJ_TYPE_WIF_VIEW, NULL);
}
