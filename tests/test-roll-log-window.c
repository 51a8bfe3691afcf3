/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The roll log window: a roll whose step was undone is shown undone (struck
 * through, with the word and an accessible description) and restored by
 * redo; the newest roll is in view when the window opens and when a roll is
 * added. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "adj-dice-box.h"
#include "adj-roll-log-window.h"
#include "adj-roll-text.h"
#include "adj-wif-track.h"
#include "adj-wif-view.h"
#include "adj-test-model.h"
#include "adj-test-utils.h"
#include "adj-test-widgets.h"

typedef struct {
  AdjRulebook  *rulebook;
  AdjGame      *game;
  AdjTestModel *model;
  GtkWindow    *window;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *state = g_build_filename (g_get_user_data_dir (), "log.adjutant", NULL);

  f->rulebook = adj_test_rulebook (NULL);
  f->game = adj_game_new (f->rulebook, state);
  f->model = adj_test_model_new ("aid");
  adj_game_add_model (f->game, ADJ_MODEL (f->model));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  if (f->window)
    gtk_window_destroy (f->window);
  g_clear_object (&f->model);
  g_clear_object (&f->game);
  g_clear_object (&f->rulebook);
}

static void
open_window (Fixture *f)
{
  f->window = GTK_WINDOW (adj_roll_log_window_new (f->game));
  gtk_window_present (f->window);
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (f->window)), 5000));
}

/* a 2d6 roll; the faces typed (two of them) or, with @faces NULL, rolled */
static void
roll_faces (Fixture    *f,
            const char *topic,
            const char *purpose,
            const int  *faces)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjRoll) roll = NULL;
  AdjDiceSpec spec;

  adj_dice_spec_parse ("2d6", &spec, NULL);
  if (topic)
    roll = adj_dice_roll_about (adj_game_get_dice (f->game), &spec, topic,
                                (const char * const[]) { "x", NULL }, 0, faces, faces ? 2 : 0, &error);
  else
    roll = adj_dice_roll (adj_game_get_dice (f->game), &spec, purpose, "Axis", 0, faces, faces ? 2 : 0, &error);
  g_assert_no_error (error);
}

static void
roll (Fixture    *f,
      const char *topic,
      const char *purpose)
{
  roll_faces (f, topic, purpose, NULL);
}

static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type);

      if (found)
        return found;
    }
  return NULL;
}

static gboolean
struck (GtkWidget *label)
{
  PangoAttrList *attrs = gtk_label_get_attributes (GTK_LABEL (label));
  g_autoptr(PangoAttrIterator) it = NULL;
  PangoAttribute *attr;

  if (attrs == NULL)
    return FALSE;
  it = pango_attr_list_get_iterator (attrs);
  attr = pango_attr_iterator_get (it, PANGO_ATTR_STRIKETHROUGH);
  return attr && ((PangoAttrInt *) attr)->value;
}

/* the "Undone" word beside the purpose @label */
static gboolean
tag_shown (GtkWidget *label)
{
  GtkWidget *tag = gtk_widget_get_prev_sibling (label);

  return tag && gtk_widget_get_visible (tag)
         && strcmp (gtk_label_get_text (GTK_LABEL (tag)), "Undone") == 0;
}

static void
test_undone_marked (Fixture       *f,
                    gconstpointer  data)
{
  AdjHistory *history = adj_game_get_history (f->game, "aid");
  GtkWidget *kept, *marked, *faces;
  g_autofree char *faces_text = NULL;
  g_autoptr(AdjRoll) last = NULL;

  /* faces typed, and different, so that each row's faces are found by their text */
  roll_faces (f, "aid.kept", NULL, (const int[]) { 1, 2 });
  adj_test_model_add (f->model, "first");
  roll_faces (f, "aid.marked", NULL, (const int[]) { 5, 6 });
  adj_test_model_add (f->model, "second");
  open_window (f);

  g_assert_true (adj_test_wait_until (adj_test_find_label (GTK_WIDGET (f->window), "aid.marked") != NULL, 5000));
  marked = adj_test_find_label (GTK_WIDGET (f->window), "aid.marked");
  kept = adj_test_find_label (GTK_WIDGET (f->window), "aid.kept");
  g_assert_false (struck (marked));
  g_assert_false (tag_shown (marked));

  g_assert_true (adj_history_undo (history, NULL));
  g_assert_true (adj_test_wait_until (struck (marked), 5000));
  g_assert_true (tag_shown (marked));
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (marked), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     "Undone"));
  g_assert_false (struck (kept));
  g_assert_false (tag_shown (kept));
  /* the other cells of the row are struck too: its faces */
  last = g_list_model_get_item (G_LIST_MODEL (adj_game_get_roll_log (f->game)), 1);
  faces_text = adj_roll_dup_faces_text (last);
  g_assert_true (adj_test_wait_until ((faces = adj_test_find_label (GTK_WIDGET (f->window), faces_text)) && struck (faces), 5000));

  g_assert_true (adj_history_redo (history, NULL));
  g_assert_true (adj_test_wait_until (!struck (marked), 5000));
  g_assert_false (tag_shown (marked));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (marked), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
}

static gboolean
at_bottom (Fixture *f)
{
  GtkWidget *view = find_type (GTK_WIDGET (f->window), GTK_TYPE_COLUMN_VIEW);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (view, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);

  return gtk_adjustment_get_upper (adj) > gtk_adjustment_get_page_size (adj)
         && gtk_adjustment_get_value (adj) >= gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj) - 1;
}

static void
test_newest_in_view (Fixture       *f,
                     gconstpointer  data)
{
  for (guint i = 1; i <= 80; i++)
    {
      g_autofree char *purpose = g_strdup_printf ("Roll number %u.", i);

      roll (f, NULL, purpose);
    }
  open_window (f);
  /* when the window opens */
  g_assert_true (adj_test_wait_until (at_bottom (f) && adj_test_find_label (GTK_WIDGET (f->window), "Roll number 80.") != NULL, 5000));
  g_assert_null (adj_test_find_label (GTK_WIDGET (f->window), "Roll number 1."));

  /* when a roll is added */
  roll (f, NULL, "Roll number 81.");
  g_assert_true (adj_test_wait_until (at_bottom (f) && adj_test_find_label (GTK_WIDGET (f->window), "Roll number 81.") != NULL, 5000));
  roll (f, NULL, "Roll number 82.");
  g_assert_true (adj_test_wait_until (at_bottom (f) && adj_test_find_label (GTK_WIDGET (f->window), "Roll number 82.") != NULL, 5000));
}

/* The WiF initiative: each side rolls a die of its own. The log has one
 * entry per side, whose result is that side's die alone; undoing the
 * initiative marks both. */
static void
test_initiative_one_side_each (Fixture       *f,
                               gconstpointer  data)
{
  g_autoptr(AdjWifTrack) track = adj_wif_track_new (f->rulebook, adj_game_get_dice (f->game));
  GListModel *log = G_LIST_MODEL (adj_game_get_roll_log (f->game));
  GtkWidget *view, *box, *entry;
  g_autoptr(AdjRoll) axis = NULL;
  g_autoptr(AdjRoll) allies = NULL;
  g_autofree char *axis_who = NULL;
  g_autofree char *allies_who = NULL;
  g_autofree char *purpose = NULL;

  adj_game_add_model (f->game, ADJ_MODEL (track));
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 1400, 900);
  view = adj_wif_view_new ();
  gtk_window_set_child (f->window, view);
  g_object_set (view, "game", f->game, NULL);
  gtk_window_present (f->window);
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (view), 5000));

  box = GTK_WIDGET (gtk_widget_get_template_child (view, ADJ_TYPE_WIF_VIEW, "initiative_dice"));
  adj_dice_box_set_physical (ADJ_DICE_BOX (box), TRUE);
  entry = GTK_WIDGET (gtk_widget_get_template_child (box, ADJ_TYPE_DICE_BOX, "faces_entry"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "7 3");
  g_assert_nonnull (adj_dice_box_roll (ADJ_DICE_BOX (box)));

  g_assert_cmpuint (g_list_model_get_n_items (log), ==, 2);
  axis = g_list_model_get_item (log, 0);
  allies = g_list_model_get_item (log, 1);
  g_assert_cmpuint (adj_roll_get_n_faces (axis), ==, 1);
  g_assert_cmpint (adj_roll_get_result (axis), ==, 7);
  g_assert_cmpint (adj_roll_get_result (allies), ==, 3);
  axis_who = adj_roll_text_dup_who (axis, f->game);
  allies_who = adj_roll_text_dup_who (allies, f->game);
  purpose = adj_roll_text_dup_purpose (axis, f->game);
  g_assert_cmpstr (axis_who, ==, "Axis");
  g_assert_cmpstr (allies_who, ==, "Allies");
  g_assert_cmpstr (purpose, ==, "Initiative");

  /* the page took both faces: undoing its step marks both entries */
  g_assert_true (adj_history_get_can_undo (adj_game_get_history (f->game, "wif")));
  g_assert_true (adj_history_undo (adj_game_get_history (f->game, "wif"), NULL));
  g_assert_true (adj_roll_get_undone (axis));
  g_assert_true (adj_roll_get_undone (allies));
}

int
main (int   argc,
      char *argv[])
{
  if (!adj_test_init_display (&argc, &argv))
    return 0;

  g_test_add ("/roll-log-window/undone-marked", Fixture, NULL, fixture_set_up,
              test_undone_marked, fixture_tear_down);
  g_test_add ("/roll-log-window/newest-in-view", Fixture, NULL, fixture_set_up,
              test_newest_in_view, fixture_tear_down);
  g_test_add ("/roll-log-window/initiative-one-side-each", Fixture, NULL, fixture_set_up,
              test_initiative_one_side_each, fixture_tear_down);
  return g_test_run ();
}
