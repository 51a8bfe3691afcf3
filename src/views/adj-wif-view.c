/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "adj-columns.h"
#include "adj-dice-box.h"
#include "adj-wif-impulse.h"
#include "adj-wif-odds-chart.h"
#include "adj-wif-projector.h"
#include "adj-wif-track.h"
#include "adj-wif-turn.h"
#include "adj-page.h"
#include "adj-wif-view.h"

/* The operator's page of the World in Flames aid: set-up, initiative, the
 * impulse with its dice and passes, the turn end number, odds and history.
 * Everything shown comes from the AdjWifTrack model; nothing is computed here. */
struct _AdjWifView
{
  GtkWidget        parent_instance;

  GtkSpinButton   *sides_spin;
  GtkSpinButton   *k_spin;
  AdwActionRow    *threshold_row;
  GtkSpinButton   *threshold_spin;
  GtkWidget       *threshold_reset;
  AdwExpanderRow  *mps_expander;
  GtkGrid         *track_grid;
  GtkWidget       *track_legend;
  GtkLabel        *initiative_label;
  GtkGrid         *rolls_grid;
  AdjDiceBox      *initiative_dice;
  GtkWidget       *choice_box;
  GtkButton       *choose_a_button;
  GtkButton       *choose_b_button;
  GtkWidget       *order_button;
  GtkLabel        *turn_label;
  GtkLabel        *heading_label;
  GtkLabel        *ten_label;
  GtkLabel        *result_label;
  GtkBox          *faces_box;
  GtkLabel        *advice_label;
  GtkWidget       *passes_box;
  GtkFlowBox      *passes_flow;
  AdjDiceBox      *impulse_dice;
  GtkWidget       *last_first_box;
  GtkLabel        *last_first_label;
  AdjDiceBox      *last_die_dice;
  GtkWidget       *next_turn_button;
  GtkWidget       *projector_button;
  GtkDropDown     *monitor_dropdown;
  GSettings       *settings;
  GtkLabel        *odds_label;
  AdjWifOddsChart *odds_chart;
  GtkListBox      *impulse_list;
  GtkListBox      *turn_list;

  AdjGame         *game;
  AdjWifTrack     *track;
  GtkWindow       *projector;
  GPtrArray       *mp_rows;
  int              mp_rows_sides;
  int              passes_side;
  guint32          passes_key;
  gboolean         updating;
  int              pending_last;     /* a low last die rolled first, or 0 */
  guint            pending_revision; /* the model's revision when it was rolled */
};

static void adj_wif_view_page_init (AdjPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjWifView, adj_wif_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_PAGE, adj_wif_view_page_init))

enum {
  PROP_0,
  PROP_GAME,
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
clear_children (GtkWidget *parent)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (parent)))
    {
      if (GTK_IS_GRID (parent))
        gtk_grid_remove (GTK_GRID (parent), child);
      else if (GTK_IS_FLOW_BOX (parent))
        gtk_flow_box_remove (GTK_FLOW_BOX (parent), child);
      else
        gtk_box_remove (GTK_BOX (parent), child);
    }
}

/* ---- major powers (set-up) ---- */

static void
mp_side_changed_cb (GtkDropDown *dd,
                    GParamSpec  *pspec,
                    AdjWifView  *self)
{
  guint mp = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dd), "mp"));

  if (!self->updating && self->track)
    adj_wif_track_set_mp_side (self->track, mp, gtk_drop_down_get_selected (dd));
}

static void
mp_war_changed_cb (GtkSwitch  *sw,
                   GParamSpec *pspec,
                   AdjWifView *self)
{
  guint mp = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (sw), "mp"));

  if (!self->updating && self->track)
    adj_wif_track_set_mp_at_war (self->track, mp, gtk_switch_get_active (sw));
}

static void
build_mp_rows (AdjWifView *self)
{
  int n_sides = adj_wif_track_get_n_sides (self->track);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; self->mp_rows && i < self->mp_rows->len; i++)
    adw_expander_row_remove (self->mps_expander, g_ptr_array_index (self->mp_rows, i));
  g_clear_pointer (&self->mp_rows, g_ptr_array_unref);
  self->mp_rows = g_ptr_array_new ();
  self->mp_rows_sides = n_sides;

  for (int s = 0; s < n_sides; s++)
    g_ptr_array_add (names, (gpointer) adj_wif_track_get_side_name (self->track, s));
  g_ptr_array_add (names, NULL);

  for (guint i = 0; i < adj_wif_track_get_n_mps (self->track); i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *dd = gtk_drop_down_new_from_strings ((const char * const *) names->pdata);
      GtkWidget *sw = gtk_switch_new ();
      const char *name = adj_wif_track_get_mp_name (self->track, i);
      g_autofree char *subtitle = g_strdup_printf (_("Pass +%d per die"),
                                                   adj_wif_track_get_mp_bonus (self->track, i));
      g_autofree char *dd_label = g_strdup_printf (_("Side of %s"), name);
      g_autofree char *sw_label = g_strdup_printf (_("%s at war"), name);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_valign (dd, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (sw, _("At war (on) or neutral (off)"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, dd_label, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, sw_label, -1);
      g_object_set_data (G_OBJECT (dd), "mp", GUINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (sw), "mp", GUINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (row), "dd", dd);
      g_object_set_data (G_OBJECT (row), "sw", sw);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), dd);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      g_signal_connect (dd, "notify::selected", G_CALLBACK (mp_side_changed_cb), self);
      g_signal_connect (sw, "notify::active", G_CALLBACK (mp_war_changed_cb), self);
      adw_expander_row_add_row (self->mps_expander, row);
      g_ptr_array_add (self->mp_rows, row);
    }
}

static void update_mp_rows (AdjWifView *self);

static void
mps_expanded_cb (AdjWifView *self)
{
  gboolean was = self->updating;

  if (self->track == NULL || !adw_expander_row_get_expanded (self->mps_expander))
    return;
  /* filling the rows must not read as a player's change */
  self->updating = TRUE;
  update_mp_rows (self);
  self->updating = was;
}

static void
update_mp_rows (AdjWifView *self)
{
  /* The rows are built when the expander is first opened: GTK measures a
   * closed expander's rows too, and they were a fifth of start-up. */
  if (self->mp_rows == NULL && !adw_expander_row_get_expanded (self->mps_expander))
    return;
  if (self->mp_rows == NULL || self->mp_rows_sides != adj_wif_track_get_n_sides (self->track))
    build_mp_rows (self);
  for (guint i = 0; i < self->mp_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->mp_rows, i);

      gtk_drop_down_set_selected (g_object_get_data (G_OBJECT (row), "dd"),
                                  adj_wif_track_get_mp_side (self->track, i));
      gtk_switch_set_active (g_object_get_data (G_OBJECT (row), "sw"),
                             adj_wif_track_get_mp_at_war (self->track, i));
    }
}

/* ---- initiative ---- */

static void
box_clicked_cb (GtkButton  *button,
                AdjWifView *self)
{
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));
  int box = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "box"));

  adj_wif_track_set_box (self->track, side, box);
}

static void
reroll_clicked_cb (GtkButton  *button,
                   AdjWifView *self)
{
  g_autoptr(GError) error = NULL;
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));

  if (!adj_wif_track_demand_reroll (self->track, side, &error))
    toast (self, error->message);
}

static void
update_track_grid (AdjWifView *self)
{
  int n_sides = adj_wif_track_get_n_sides (self->track);
  guint n_boxes = adj_wif_track_get_n_boxes (self->track);
  int rows = n_sides == 2 ? 1 : n_sides;

  clear_children (GTK_WIDGET (self->track_grid));
  gtk_widget_set_visible (self->track_legend, n_sides >= 3);
  for (guint b = 0; b < n_boxes; b++)
    {
      g_autofree char *text = n_sides == 2 ? g_strdup (adj_wif_track_get_box_label (self->track, b))
        : adj_wif_track_box_allows_reroll (self->track, b)
        /* Translators: a box of the initiative track: its bonus, and ↻ when it allows a reroll */
        ? g_strdup_printf (_("%+d ↻"), adj_wif_track_get_box_bonus (self->track, b))
        : g_strdup_printf ("%+d", adj_wif_track_get_box_bonus (self->track, b));
      GtkWidget *head = gtk_label_new (text);

      gtk_label_set_wrap (GTK_LABEL (head), TRUE);
      gtk_label_set_justify (GTK_LABEL (head), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (head), 8);
      gtk_widget_add_css_class (head, "wif-note");
      gtk_widget_add_css_class (head, "dim-label");
      if (adj_wif_track_box_allows_reroll (self->track, b))
        gtk_widget_set_tooltip_text (head, _("A side here may demand a reroll"));
      gtk_grid_attach (self->track_grid, head, b + 1, 0, 1, 1);
    }
  for (int r = 0; r < rows; r++)
    {
      const char *name = n_sides == 2 ? _("Marker") : adj_wif_track_get_side_name (self->track, r);
      GtkWidget *label = gtk_label_new (name);
      int at = adj_wif_track_get_box (self->track, r);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (self->track_grid, label, 0, r + 1, 1, 1);
      for (guint b = 0; b < n_boxes; b++)
        {
          GtkWidget *button = gtk_button_new ();
          g_autofree char *a11y = g_strdup_printf (_("%s marker in %s"), name,
                                                   adj_wif_track_get_box_label (self->track, b));

          gtk_widget_set_size_request (button, 46, -1);
          gtk_widget_add_css_class (button, "wif-box");
          if (adj_wif_track_box_allows_reroll (self->track, b))
            gtk_widget_add_css_class (button, "wif-reroll-box");
          if ((int) b == at)
            {
              gtk_button_set_icon_name (GTK_BUTTON (button), "media-record-symbolic");
              gtk_widget_add_css_class (button, "wif-marker");
            }
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
          gtk_widget_set_tooltip_text (button, _("Move the marker here"));
          g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (r));
          g_object_set_data (G_OBJECT (button), "box", GINT_TO_POINTER (b));
          g_signal_connect (button, "clicked", G_CALLBACK (box_clicked_cb), self);
          gtk_grid_attach (self->track_grid, button, b + 1, r + 1, 1, 1);
        }
    }
}

static void
update_rolls_grid (AdjWifView *self)
{
  int n_sides = adj_wif_track_get_n_sides (self->track);
  AdjWifPhase phase = adj_wif_track_get_phase (self->track);

  clear_children (GTK_WIDGET (self->rolls_grid));
  for (int s = 0; s < n_sides; s++)
    {
      int roll = adj_wif_track_get_initiative_roll (self->track, s);
      int bonus = roll ? adj_wif_track_get_initiative_roll_bonus (self->track, s)
                       : adj_wif_track_get_initiative_bonus (self->track, s);
      int rank = adj_wif_track_get_rank (self->track, s);
      g_autofree char *text = NULL;
      GtkWidget *name = gtk_label_new (adj_wif_track_get_side_name (self->track, s));
      GtkWidget *value;

      if (roll)
        text = rank >= 0 ? g_strdup_printf (_("%d %+d = %d, rank %d"), roll, bonus, roll + bonus, rank + 1)
                         : g_strdup_printf (_("%d %+d = %d"), roll, bonus, roll + bonus);
      else
        text = g_strdup_printf (_("bonus %+d"), bonus);
      value = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_xalign (GTK_LABEL (value), 0);
      gtk_widget_set_hexpand (value, TRUE);
      gtk_grid_attach (self->rolls_grid, name, 0, s, 1, 1);
      gtk_grid_attach (self->rolls_grid, value, 1, s, 1, 1);
      if (n_sides >= 3 && phase == ADJ_WIF_PHASE_CHOOSE)
        {
          GtkWidget *button = gtk_button_new_with_label (_("Reroll"));
          g_autofree char *a11y = g_strdup_printf (_("%s demands a reroll"),
                                                   adj_wif_track_get_side_name (self->track, s));

          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
          gtk_widget_set_tooltip_text (button, _("Demand a reroll: the marker moves one box right first"));
          gtk_widget_set_sensitive (button, adj_wif_track_can_demand_reroll (self->track, s));
          gtk_widget_add_css_class (button, "flat");
          g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (s));
          g_signal_connect (button, "clicked", G_CALLBACK (reroll_clicked_cb), self);
          gtk_grid_attach (self->rolls_grid, button, 2, s, 1, 1);
        }
    }
}

static void
update_initiative (AdjWifView *self)
{
  AdjWifPhase phase = adj_wif_track_get_phase (self->track);
  int n_sides = adj_wif_track_get_n_sides (self->track);
  const AdjWifRules *rules = adj_wif_track_get_rules (self->track);
  g_autofree char *spec = g_strdup_printf ("%dd%d", n_sides, rules->init_die_sides);
  GString *who = g_string_new (NULL);

  update_track_grid (self);
  update_rolls_grid (self);
  gtk_label_set_label (self->initiative_label, adj_wif_track_get_initiative_text (self->track));

  for (int s = 0; s < n_sides; s++)
    g_string_append_printf (who, "%s%s", s ? ", " : "", adj_wif_track_get_side_name (self->track, s));
  adj_dice_box_set_spec (self->initiative_dice, spec);
  adj_dice_box_set_purpose (self->initiative_dice, _("Initiative"));
  adj_dice_box_set_who (self->initiative_dice, who->str);
  g_string_free (who, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->initiative_dice), phase == ADJ_WIF_PHASE_INITIATIVE);
  gtk_widget_set_visible (self->order_button, phase == ADJ_WIF_PHASE_INITIATIVE || phase == ADJ_WIF_PHASE_CHOOSE);

  gtk_widget_set_visible (self->choice_box, phase == ADJ_WIF_PHASE_CHOOSE);
  if (phase == ADJ_WIF_PHASE_CHOOSE)
    {
      gboolean before = adj_wif_track_get_choosing_before (self->track);

      gtk_button_set_label (self->choose_a_button, before ? _("Before") : _("Move First"));
      gtk_button_set_label (self->choose_b_button, before ? _("After") : _("Move Last"));
    }
}

/* ---- the impulse ---- */

static void
pass_toggled_cb (GtkCheckButton *check,
                 AdjWifView     *self)
{
  guint mp = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "mp"));

  if (!self->updating)
    adj_wif_track_set_pass (self->track, mp, gtk_check_button_get_active (check));
}

static void
update_passes (AdjWifView *self,
               int         side)
{
  GtkWidget *child;
  guint32 key = 0;

  for (guint i = 0; side >= 0 && i < adj_wif_track_get_n_mps (self->track); i++)
    if (adj_wif_track_get_mp_side (self->track, i) == side)
      key |= 1u << i;
  if (side != self->passes_side || key != self->passes_key)
    {
      self->passes_key = key;
      clear_children (GTK_WIDGET (self->passes_flow));
      self->passes_side = side;
      for (guint i = 0; side >= 0 && i < adj_wif_track_get_n_mps (self->track); i++)
        {
          GtkWidget *check;

          if (adj_wif_track_get_mp_side (self->track, i) != side)
            continue;
          check = gtk_check_button_new ();
          g_object_set_data (G_OBJECT (check), "mp", GUINT_TO_POINTER (i));
          g_signal_connect (check, "toggled", G_CALLBACK (pass_toggled_cb), self);
          gtk_flow_box_append (self->passes_flow, check);
        }
    }
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->passes_flow)); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *check = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      guint mp = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "mp"));
      gboolean war = adj_wif_track_get_mp_at_war (self->track, mp);
      g_autofree char *label = war
        ? g_strdup_printf (_("%s (+%d)"), adj_wif_track_get_mp_name (self->track, mp),
                           adj_wif_track_get_mp_bonus (self->track, mp))
        : g_strdup_printf (_("%s (neutral: +0)"), adj_wif_track_get_mp_name (self->track, mp));

      gtk_check_button_set_label (GTK_CHECK_BUTTON (check), label);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), adj_wif_track_get_pass (self->track, mp));
    }
  gtk_widget_set_visible (self->passes_box, side >= 0);
}

static void
update_faces (AdjWifView *self)
{
  GListModel *impulses = adj_wif_track_get_impulses (self->track);
  guint n = g_list_model_get_n_items (impulses);
  g_autoptr(AdjWifImpulse) last = n ? g_list_model_get_item (impulses, n - 1) : NULL;
  const int *faces;
  guint n_faces = 0;

  clear_children (GTK_WIDGET (self->faces_box));
  if (last == NULL)
    return;
  faces = adj_wif_impulse_get_faces (last, &n_faces);
  {
    /* Translators: before the dice of the last impulse, e.g. "Allies rolled" */
    g_autofree char *who = g_strdup_printf (_("%s rolled"), adj_wif_impulse_get_side_name (last));
    GtkWidget *label = gtk_label_new (who);

    gtk_widget_add_css_class (label, "dim-label");
    gtk_box_append (self->faces_box, label);
  }
  for (guint i = 0; i < n_faces; i++)
    {
      g_autofree char *text = g_strdup_printf ("%d", faces[i]);
      GtkWidget *tile = gtk_label_new (text);

      gtk_widget_add_css_class (tile, "wif-die");
      if (i + 1 == n_faces)
        {
          g_autofree char *a11y = g_strdup_printf (_("Last die: %d"), faces[i]);

          gtk_widget_add_css_class (tile, "wif-last-die");
          gtk_widget_set_tooltip_text (tile, _("The last die"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (tile), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
        }
      gtk_box_append (self->faces_box, tile);
    }
  if (adj_wif_impulse_get_modifier (last) > 0)
    {
      g_autofree char *text = g_strdup_printf (_("+%d per die for passes"), adj_wif_impulse_get_modifier (last));
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (self->faces_box, label);
    }
}

static char *
purpose_text (AdjWifTrack *t)
{
  return g_strdup_printf (_("Turn end, turn %d impulse %u"), adj_wif_track_get_turn (t),
                          g_list_model_get_n_items (adj_wif_track_get_impulses (t)) + 1);
}

static void
update_all (AdjWifView *self)
{
  AdjWifTrack *t = self->track;
  AdjWifPhase phase;
  int side, threshold, ten, dice;
  g_autofree char *turn = NULL, *heading = NULL, *ten_text = NULL, *odds = NULL, *spec = NULL, *purpose = NULL;

  if (t == NULL)
    return;
  self->updating = TRUE;
  phase = adj_wif_track_get_phase (t);
  side = adj_wif_track_get_side_to_move (t);
  threshold = adj_wif_track_get_threshold (t);
  ten = adj_wif_track_get_ten (t);
  dice = adj_wif_track_get_dice_to_roll (t);

  gtk_spin_button_set_range (self->sides_spin, adj_wif_track_get_rules (t)->sides_min,
                             adj_wif_track_get_rules (t)->sides_max);
  gtk_spin_button_set_range (self->k_spin, adj_wif_track_get_rules (t)->k_min,
                             adj_wif_track_get_rules (t)->k_max);
  gtk_spin_button_set_value (self->sides_spin, adj_wif_track_get_n_sides (t));
  gtk_spin_button_set_value (self->k_spin, adj_wif_track_get_k (t));
  gtk_spin_button_set_value (self->threshold_spin, threshold);
  {
    gboolean house = threshold != adj_wif_track_get_rules_threshold (t);
    g_autofree char *sub = house
      ? g_strdup_printf (_("House rule for this game; the rules say %d"), adj_wif_track_get_rules_threshold (t))
      : g_strdup (_("From the rules"));

    adw_action_row_set_subtitle (self->threshold_row, sub);
    gtk_widget_set_visible (self->threshold_reset, house);
  }
  update_mp_rows (self);
  update_initiative (self);

  if (phase == ADJ_WIF_PHASE_IMPULSES)
    {
      turn = g_strdup_printf (_("Turn %d · impulse %u"), adj_wif_track_get_turn (t),
                              g_list_model_get_n_items (adj_wif_track_get_impulses (t)) + 1);
      heading = g_strdup_printf (_("%s to move"), adj_wif_track_get_side_name (t, side));
    }
  else
    {
      turn = g_strdup_printf (_("Turn %d"), adj_wif_track_get_turn (t));
      heading = g_strdup (phase == ADJ_WIF_PHASE_TURN_OVER ? _("Turn over") : _("Initiative"));
    }
  gtk_label_set_label (self->turn_label, turn);
  gtk_label_set_label (self->heading_label, heading);

  ten_text = g_strdup_printf (adj_wif_track_get_ten_at_least (t) ? _("≥%d / %d") : _("%d / %d"),
                              ten, threshold);
  gtk_label_set_label (self->ten_label, ten_text);
  if (ten >= threshold)
    gtk_widget_add_css_class (GTK_WIDGET (self->ten_label), "wif-reached");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->ten_label), "wif-reached");
  gtk_label_set_label (self->result_label, adj_wif_track_get_result_text (t));
  gtk_label_set_label (self->advice_label, adj_wif_track_get_advice_text (t));
  update_faces (self);
  update_passes (self, side);

  /* a low last die rolled first stays pending until the model changes */
  if (self->pending_last && self->pending_revision != adj_wif_track_get_revision (t))
    self->pending_last = 0;
  if (self->pending_last)
    dice--;
  spec = g_strdup_printf ("%dd%d", dice, adj_wif_track_get_rules (t)->die_sides);
  {
    g_autofree char *last_spec = g_strdup_printf ("1d%d", adj_wif_track_get_rules (t)->die_sides);
    g_autofree char *last_purpose = purpose_text (t);

    adj_dice_box_set_spec (self->last_die_dice, last_spec);
    adj_dice_box_set_purpose (self->last_die_dice, last_purpose);
    adj_dice_box_set_who (self->last_die_dice, side >= 0 ? adj_wif_track_get_side_name (t, side) : NULL);
    gtk_widget_set_visible (self->last_first_box, phase == ADJ_WIF_PHASE_IMPULSES && adj_wif_track_get_k (t) > 1
                            && adj_wif_track_get_shortcut (t) == ADJ_WIF_SHORTCUT_LAST_DIE_FIRST);
    if (self->pending_last)
      {
        g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "The last die shows %d: roll the other %d die",
                                                              "The last die shows %d: roll the other %d dice",
                                                              dice), self->pending_last, dice);

        gtk_label_set_label (self->advice_label, text);
        gtk_widget_set_visible (self->last_first_box, FALSE);
      }
  }
  purpose = purpose_text (t);
  adj_dice_box_set_spec (self->impulse_dice, spec);
  adj_dice_box_set_purpose (self->impulse_dice, purpose);
  adj_dice_box_set_who (self->impulse_dice, side >= 0 ? adj_wif_track_get_side_name (t, side) : NULL);
  adj_dice_box_set_modifier (self->impulse_dice, dice * adj_wif_track_get_pass_bonus (t));
  gtk_widget_set_visible (GTK_WIDGET (self->impulse_dice), phase == ADJ_WIF_PHASE_IMPULSES);
  gtk_widget_set_visible (self->next_turn_button, phase == ADJ_WIF_PHASE_TURN_OVER);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wif.next-turn", phase == ADJ_WIF_PHASE_TURN_OVER);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wif.skip-initiative",
                                 phase == ADJ_WIF_PHASE_INITIATIVE || phase == ADJ_WIF_PHASE_CHOOSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wif.projector", TRUE);

  if (phase == ADJ_WIF_PHASE_TURN_OVER)
    odds = g_strdup (_("The turn is over."));
  else
    odds = g_strdup_printf (_("Ends this impulse: %.0f%%\nImpulses left, expected: %.1f"),
                            100 * adj_wif_track_get_p_end (t), adj_wif_track_get_expected_left (t));
  gtk_label_set_label (self->odds_label, odds);
  adj_wif_odds_chart_set_dist (self->odds_chart, adj_wif_track_get_odds_dist (t));
  self->updating = FALSE;
}

/* ---- callbacks ---- */

static void
sides_changed_cb (AdjWifView *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->track == NULL)
    return;
  if (!adj_wif_track_set_n_sides (self->track, gtk_spin_button_get_value_as_int (self->sides_spin), &error))
    toast (self, error->message);
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

static void
impulse_rolled_cb (AdjWifView *self,
                   AdjRoll    *roll)
{
  g_autoptr(GError) error = NULL;
  guint n = 0;
  const int *rolled = adj_roll_get_faces (roll, &n);
  int faces[ADJ_DICE_MAX_COUNT + 1];

  memcpy (faces, rolled, sizeof (int) * MIN (n, ADJ_DICE_MAX_COUNT));
  n = MIN (n, ADJ_DICE_MAX_COUNT);
  /* the last die rolled first goes last */
  if (self->pending_last && self->pending_revision == adj_wif_track_get_revision (self->track))
    faces[n++] = self->pending_last;
  self->pending_last = 0;
  if (!adj_wif_track_record_impulse (self->track, faces, n, &error))
    {
      toast (self, error->message);
      update_all (self);
    }
}

static void
last_die_rolled_cb (AdjWifView *self,
                    AdjRoll    *roll)
{
  g_autoptr(GError) error = NULL;
  int face = adj_roll_get_face (roll, 0);

  if (adj_wif_track_last_die_decides (self->track, face))
    {
      if (!adj_wif_track_record_impulse (self->track, &face, 1, &error))
        toast (self, error->message);
      return;
    }
  self->pending_last = face;
  self->pending_revision = adj_wif_track_get_revision (self->track);
  update_all (self);
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
choose_a_cb (AdjWifView *self)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = adj_wif_track_get_choosing_before (self->track)
    ? adj_wif_track_choose_before (self->track, TRUE, &error)
    : adj_wif_track_choose_first (self->track, TRUE, &error);

  if (!ok)
    toast (self, error->message);
}

static void
choose_b_cb (AdjWifView *self)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = adj_wif_track_get_choosing_before (self->track)
    ? adj_wif_track_choose_before (self->track, FALSE, &error)
    : adj_wif_track_choose_first (self->track, FALSE, &error);

  if (!ok)
    toast (self, error->message);
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

static void
projector_destroyed_cb (AdjWifView *self)
{
  self->projector = NULL;
}

/**
 * adj_wif_view_open_projector:
 * @self: the view
 *
 * Opens (or raises) the projector window bound to the same model.
 *
 * Returns: (transfer none) (nullable): the projector window
 */
GtkWindow *
adj_wif_view_open_projector (AdjWifView *self)
{
  g_return_val_if_fail (ADJ_IS_WIF_VIEW (self), NULL);
  if (self->track == NULL)
    return NULL;
  if (self->projector == NULL)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

      self->projector = GTK_WINDOW (adj_wif_projector_new (self->track));
      if (GTK_IS_WINDOW (root))
        {
          GtkApplication *app = gtk_window_get_application (GTK_WINDOW (root));

          if (app)
            gtk_window_set_application (self->projector, app);
        }
      g_signal_connect_swapped (self->projector, "destroy", G_CALLBACK (projector_destroyed_cb), self);
      adj_wif_projector_go_fullscreen (ADJ_WIF_PROJECTOR (self->projector));
    }
  gtk_window_present (self->projector);
  return self->projector;
}

static void
projector_action (GtkWidget  *widget,
                  const char *action,
                  GVariant   *param)
{
  adj_wif_view_open_projector (ADJ_WIF_VIEW (widget));
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
  AdjWifImpulse *imp = item;
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *faces = adj_wif_impulse_dup_faces_text (imp);
  g_autofree char *title = g_strdup_printf (_("%u. %s"), adj_wif_impulse_get_number (imp),
                                            adj_wif_impulse_get_side_name (imp));
  g_autofree char *subtitle = NULL;
  g_autofree char *total = g_strdup_printf (adj_wif_impulse_get_at_least (imp) ? "≥%d" : "%d",
                                            adj_wif_impulse_get_total (imp));
  GtkWidget *total_label = gtk_label_new (total);
  const char *passes = adj_wif_impulse_get_passes (imp);

  if (*passes)
    subtitle = g_strdup_printf (_("%s, +%d per die; passed: %s"), faces,
                                adj_wif_impulse_get_modifier (imp), passes);
  else
    subtitle = g_strdup (faces);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (total_label, "title-3");
  gtk_widget_add_css_class (total_label, "numeric");
  if (adj_wif_impulse_get_ended (imp))
    gtk_widget_add_css_class (total_label, "wif-reached");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), total_label);
  return row;
}

static GtkWidget *
make_turn_row (gpointer item,
               gpointer user_data)
{
  AdjWifTurn *turn = item;
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Turn %d: %d impulse, %s%d",
                                                         "Turn %d: %d impulses, %s%d",
                                                         adj_wif_turn_get_n_impulses (turn)),
                                            adj_wif_turn_get_number (turn), adj_wif_turn_get_n_impulses (turn),
                                            adj_wif_turn_get_at_least (turn) ? "≥" : "",
                                            adj_wif_turn_get_total (turn));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), adj_wif_turn_get_summary (turn));
  return row;
}

/* ---- GObject ---- */

static void
set_game (AdjWifView *self,
          AdjGame    *game)
{
  if (self->game == game)
    return;
  if (self->track)
    g_signal_handlers_disconnect_by_data (self->track, self);
  g_clear_object (&self->track);
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
    {
      g_signal_connect_swapped (self->track, "notify::revision", G_CALLBACK (update_all), self);
      gtk_list_box_bind_model (self->impulse_list, adj_wif_track_get_impulses (self->track),
                               make_impulse_row, NULL, NULL);
      gtk_list_box_bind_model (self->turn_list, adj_wif_track_get_turns (self->track),
                               make_turn_row, NULL, NULL);
      self->passes_side = -2;
      update_all (self);
    }
  else
    {
      gtk_list_box_bind_model (self->impulse_list, NULL, NULL, NULL, NULL);
      gtk_list_box_bind_model (self->turn_list, NULL, NULL, NULL, NULL);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
adj_wif_view_dispose (GObject *object)
{
  AdjWifView *self = ADJ_WIF_VIEW (object);
  GtkWidget *child;

  if (self->projector)
    gtk_window_destroy (self->projector);
  if (self->track)
    g_signal_handlers_disconnect_by_data (self->track, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WIF_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_pointer (&self->mp_rows, g_ptr_array_unref);
  g_clear_object (&self->track);
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

/* The page's keys, which work wherever the focus is while the page shows. */
static const AdjPageShortcut wif_keys[] = {
  { "<Control><Shift>n", "wif.next-turn", NC_("shortcut window", "Start the next turn") },
  { "<Control><Shift>p", "wif.projector", NC_("shortcut window", "Open the projector") },
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
}

static void
adj_wif_view_class_init (AdjWifViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_wif_view_dispose;
  object_class->get_property = adj_wif_view_get_property;
  object_class->set_property = adj_wif_view_set_property;

  g_object_class_override_property (object_class, PROP_GAME, "game");
  properties[PROP_GAME] = g_object_class_find_property (object_class, "game");

  gtk_widget_class_install_action (widget_class, "wif.skip-initiative", NULL, skip_initiative_action);
  gtk_widget_class_install_action (widget_class, "wif.next-turn", NULL, next_turn_action);
  gtk_widget_class_install_action (widget_class, "wif.projector", NULL, projector_action);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_DICE_BOX);
  g_type_ensure (ADJ_TYPE_WIF_ODDS_CHART);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wifview");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wif-view.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, sides_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, k_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, threshold_row);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, threshold_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, threshold_reset);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, mps_expander);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, track_grid);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, track_legend);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, initiative_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, rolls_grid);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, initiative_dice);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, choice_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, choose_a_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, choose_b_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, order_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, heading_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, ten_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, result_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, faces_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, advice_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, passes_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, passes_flow);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, impulse_dice);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, last_first_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, last_first_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, last_die_dice);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, next_turn_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, projector_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, monitor_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, odds_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, odds_chart);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, impulse_list);
  gtk_widget_class_bind_template_child (widget_class, AdjWifView, turn_list);
  gtk_widget_class_bind_template_callback (widget_class, sides_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, k_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, threshold_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, threshold_reset_cb);
  gtk_widget_class_bind_template_callback (widget_class, impulse_rolled_cb);
  gtk_widget_class_bind_template_callback (widget_class, last_die_rolled_cb);
  gtk_widget_class_bind_template_callback (widget_class, initiative_rolled_cb);
  gtk_widget_class_bind_template_callback (widget_class, choose_a_cb);
  gtk_widget_class_bind_template_callback (widget_class, choose_b_cb);
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
  gtk_widget_init_template (GTK_WIDGET (self));
  adj_page_install_shortcuts (ADJ_PAGE (self));
  g_signal_connect_swapped (self->mps_expander, "notify::expanded", G_CALLBACK (mps_expanded_cb), self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wif.next-turn", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wif.skip-initiative", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wif.projector", FALSE);
  setup_monitors (self);
  gtk_list_box_set_placeholder (self->impulse_list, placeholder (_("No impulse yet")));
  gtk_list_box_set_placeholder (self->turn_list, placeholder (_("No turn finished yet")));
  self->passes_side = -2;
}

/** adj_wif_view_new: Returns: (transfer floating): a new page */
GtkWidget *
adj_wif_view_new (void)
{
  return g_object_new (ADJ_TYPE_WIF_VIEW, NULL);
}
