/* SPDX-License-Identifier: GPL-3.0-or-later */
/* WTJ "1943" setup wizard: completing it by its buttons, and the scenario
 * sheet exported to PDF. */

#include "config.h"

#include <adwaita.h>
#include <gtk/gtk.h>
#include <string.h>

#include "adj-test-a11y.h"
#include "adj-test-app.h"
#include "adj-test-utils.h"
#include "adj-test-widgets.h"
#include "adj-dice-box.h"
#include "adj-wtj-scenario.h"
#include "adj-wtj-setup-page.h"
#include "adj-wtj-counterbattery-page.h"
#include "adj-wtj-assets-page.h"
#include "adj-wtj-fuel-page.h"
#include "adj-wtj-proximity-page.h"
#include "adj-wtj-sheet.h"
#include "adj-wtj-start-page.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-superiority-page.h"
#include "adj-wtj-text.h"
#include "adj-wtj-view.h"
#include "adj-wtj-works-page.h"

static GtkWidget *
find_button (GtkWidget  *root,
             const char *label_prefix)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (!gtk_widget_get_mapped (c) || !gtk_widget_is_sensitive (c))
        continue;
      if (GTK_IS_BUTTON (c) && !GTK_IS_TOGGLE_BUTTON (c) && gtk_button_get_label (GTK_BUTTON (c))
          && g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (c)), label_prefix))
        return c;
      if ((found = find_button (c, label_prefix)))
        return found;
    }
  return NULL;
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  /* what a mouse click does: gtk_widget_activate() emits clicked only after
   * a timeout, and not at all if the page is rebuilt meanwhile, which happens
   * under valgrind or the sanitizers */
  g_signal_emit_by_name (button, "clicked");
}

static gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Lets what is queued run: an idle of a lower priority than every idle
 * handler the view adds (a page built again) runs after them. */
static gboolean
idle_ran (void)
{
  gboolean ran = FALSE;

  g_idle_add_full (G_PRIORITY_LOW, set_flag, &ran, NULL);
  return adj_test_wait_until (ran, 5000);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* The card of a step on the page shown, or NULL. */
static GtkWidget *
find_card (GtkWidget  *root,
           const char *key)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (ADJ_IS_WTJ_STEP_CARD (c)
          && g_str_equal (adj_wtj_step_get_key (adj_wtj_step_card_get_step (ADJ_WTJ_STEP_CARD (c))), key))
        return c;
      if ((found = find_card (c, key)))
        return found;
    }
  return NULL;
}

/* A label (under @root) that reads @text, or NULL. */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (c) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (c)), text) == 0)
        return c;
      if ((found = find_label (c, text)))
        return found;
    }
  return NULL;
}

/* A widget (under @root) with the style class @css, or NULL. */
static GtkWidget *
find_class (GtkWidget  *root,
            const char *css)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (gtk_widget_has_css_class (c, css))
        return c;
      if ((found = find_class (c, css)))
        return found;
    }
  return NULL;
}

typedef struct {
  AdjRulebook    *rb;
  AdjGame        *game;
  AdjWtjScenario *scenario;
  char           *dir;
} Fixture;

static void
fixture_set_up (Fixture *f)
{
  g_autofree char *state = NULL;

  f->rb = adj_test_rulebook (NULL);
  f->dir = g_dir_make_tmp ("wtj-XXXXXX", NULL);
  state = g_build_filename (f->dir, "game.adjutant", NULL);
  f->game = adj_game_new (f->rb, state);
  adj_dice_set_seed (adj_game_get_dice (f->game), 1943);
  f->scenario = adj_wtj_scenario_new (f->rb);
  adj_game_add_model (f->game, ADJ_MODEL (f->scenario));
}

static void
fixture_tear_down (Fixture *f)
{
  g_object_unref (f->scenario);
  g_object_unref (f->game);
  g_object_unref (f->rb);
  adj_test_remove_tree (f->dir);
  g_free (f->dir);
}

/* Every page of the wizard fits the 350 pixels a phone-sized window (360)
 * leaves its pages, with the app's own type sizes: cards stack, long choices
 * in drop-downs are shortened (GTK 4.12 and newer; Debian 12's GTK keeps
 * them whole, and there the window need only go down to 1024 px). */
static void
test_narrow_window (void)
{
  Fixture f;
  GtkWidget *window, *view;
  GtkCssProvider *css = adj_test_add_app_style ();
  gboolean shrinks = gtk_get_major_version () > 4 || gtk_get_minor_version () >= 12;

  fixture_set_up (&f);
  window = gtk_window_new ();
  view = g_object_new (ADJ_TYPE_WTJ_VIEW, NULL);
  gtk_window_set_child (GTK_WINDOW (window), view);
  g_object_set (view, "game", f.game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  for (int page = 0; page < adj_wtj_view_get_n_pages (ADJ_WTJ_VIEW (view)); page++)
    {
      int min, nat;

      adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), page);
      g_assert_cmpint (adj_wtj_view_get_page (ADJ_WTJ_VIEW (view)), ==, page);
      gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      g_test_message ("page %d needs %d px", page, min);
      if (shrinks)
        g_assert_cmpint (min, <=, 350);
      else
        g_assert_cmpint (min, <=, 1000);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  adj_test_remove_app_style (css);
  fixture_tear_down (&f);
}

static void
test_wizard_by_buttons (void)
{
  Fixture f;
  GtkWidget *window, *view;
  int guard = 0;
  guint changes = 0;

  fixture_set_up (&f);
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  view = g_object_new (ADJ_TYPE_WTJ_VIEW, NULL);
  gtk_window_set_child (GTK_WINDOW (window), view);
  g_object_set (view, "game", f.game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (view), 5000));
  g_assert_cmpint (adj_wtj_view_get_page (ADJ_WTJ_VIEW (view)), ==, 0);
  g_signal_connect_swapped (f.scenario, "changed", G_CALLBACK (count_cb), &changes);

  /* 1943 Eastern Front major offensive, Germans against Russians: the defaults.
   * On every page roll everything there is to roll, then Next. */
  while (adj_wtj_view_get_page (ADJ_WTJ_VIEW (view)) < adj_wtj_view_get_n_pages (ADJ_WTJ_VIEW (view)) - 2)
    {
      GtkWidget *roll;
      int page = adj_wtj_view_get_page (ADJ_WTJ_VIEW (view));

      while ((roll = find_button (view, "_Roll ")) != NULL && guard++ < 100)
        {
          guint before = changes;

          g_test_message ("roll on page %d: %s", page, gtk_button_get_label (GTK_BUTTON (roll)));
          click (roll);
          /* the roll is made (the dice may take a moment) */
          g_assert_true (adj_test_wait_until (changes > before, 10000));
        }
      click (find_button (view, "_Next"));
      g_assert_true (adj_test_wait_until (adj_wtj_view_get_page (ADJ_WTJ_VIEW (view)) == page + 1, 10000));
    }
  g_assert_cmpint (guard, <, 100);

  /* what the wizard decided */
  {
    const char *keys[] = { "superiority-0", "superiority-1", "presence-0", "presence-1", "planned-0", "planned-1",
                           "support-0", "support-1", "counterbattery-0", "counterbattery-1", "proximity",
                           "reaction-0", "reaction-1" };
    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      {
        g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (f.scenario, keys[i]);
        if (!r->done)
          g_error ("%s was not decided by the wizard", keys[i]);
      }
    g_assert_cmpint (adj_wtj_scenario_get_first_lull_turn (f.scenario), >=, 1);
  }
  /* Back goes back */
  click (find_button (view, "_Back"));
  g_assert_true (adj_test_wait_until (adj_wtj_view_get_page (ADJ_WTJ_VIEW (view)) == adj_wtj_view_get_n_pages (ADJ_WTJ_VIEW (view)) - 3, 5000));
  g_assert_cmpint (adj_wtj_view_get_page (ADJ_WTJ_VIEW (view)), ==, adj_wtj_view_get_n_pages (ADJ_WTJ_VIEW (view)) - 3);
  /* the wizard's state was saved with the game */
  g_assert_true (g_file_test (adj_game_get_state_path (f.game), G_FILE_TEST_EXISTS));

  /* a new game goes back to the first step */
  adj_model_reset (ADJ_MODEL (f.scenario));
  g_assert_true (adj_test_wait_until (adj_wtj_view_get_page (ADJ_WTJ_VIEW (view)) == 0, 5000));
  g_assert_true (adj_test_wait_until (find_button (view, "_Next") != NULL, 5000));

  g_signal_handlers_disconnect_by_data (f.scenario, &changes);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

static GtkWidget *
wizard_window (Fixture  *f,
               GtkWidget **view)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  *view = g_object_new (ADJ_TYPE_WTJ_VIEW, NULL);
  gtk_window_set_child (GTK_WINDOW (window), *view);
  g_object_set (*view, "game", f->game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (*view), 5000));
  return window;
}

/* A roll changes its card and the table's marks in place: the page is not
 * built again (so neither the scroll position nor the focus moves). */
static void
test_roll_updates_card_in_place (void)
{
  Fixture f;
  GtkWidget *window, *view, *card, *first;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 4);   /* off-board artillery */
  card = find_card (view, "planned-0");
  g_assert_nonnull (card);
  g_object_ref (card);   /* so that another card cannot take its address */
  first = gtk_widget_get_first_child (card);
  g_assert_nonnull (find_label (card, "Not rolled yet"));
  g_assert_null (find_class (view, "wtj-hit"));

  g_assert_true (adj_wtj_scenario_roll (f.scenario, "planned-0", (int[]) { 3, 4 }, 2, NULL));
  g_assert_true (adj_test_wait_until (find_label (card, "11 barrages") != NULL, 5000));
  /* let whatever the roll queued run (a page built again would be) */
  g_assert_true (idle_ran ());
  /* the same card, with the same children, still on the page */
  g_assert_true (find_card (view, "planned-0") == card);
  g_assert_true (gtk_widget_get_first_child (card) == first);
  g_assert_nonnull (find_label (card, "Rolled 3 + 4, modifier +0: 7"));
  /* the planned fire table marks the cell: row 7, the attacker's column */
  g_assert_nonnull (find_class (view, "wtj-hit"));

  /* Roll Again (wtj.roll-again "planned-0") brings the dice back */
  gtk_widget_activate_action (card, "wtj.roll-again", "s", "planned-0");
  g_assert_true (adj_test_wait_until (find_label (card, "Not rolled yet") != NULL, 5000));
  g_assert_true (idle_ran ());
  g_assert_true (find_card (view, "planned-0") == card);
  g_assert_null (find_class (view, "wtj-hit"));

  /* the cards name the sides as they are now, still in place */
  g_assert_nonnull (find_label (card, "Germans (attacker)"));
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "attacker", "1", NULL));
  g_assert_true (adj_test_wait_until (find_label (card, "Germans (defender)") != NULL, 5000));
  g_assert_true (idle_ran ());
  g_assert_true (find_card (view, "planned-0") == card);

  g_object_unref (card);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* The page after the one shown is built and measured, hidden, once the
 * program is idle after the frame that shows a page (not before it: that
 * frame would wait): the first Next shows those widgets and builds none,
 * and the page after that is built in turn. */
static void
test_next_page_built_when_idle (void)
{
  Fixture f;
  GtkWidget *window, *view, *superiority = NULL;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 0);
  g_assert_null (adj_test_find_of_type (view, ADJ_TYPE_WTJ_SUPERIORITY_PAGE));
  g_assert_true (adj_test_wait_until ((superiority = adj_test_find_of_type (view, ADJ_TYPE_WTJ_SUPERIORITY_PAGE)),
                                      5000));
  g_assert_false (gtk_widget_get_visible (superiority));
  g_assert_false (gtk_widget_get_mapped (superiority));
  g_assert_true (gtk_widget_get_child_visible (superiority));   /* measured, then given back */
  g_assert_null (find_card (view, "presence-0"));
  g_object_ref (superiority);

  gtk_widget_activate_action (view, "wtj.next", NULL);
  g_assert_cmpint (adj_wtj_view_get_page (ADJ_WTJ_VIEW (view)), ==, 1);
  g_assert_true (adj_test_find_of_type (view, ADJ_TYPE_WTJ_SUPERIORITY_PAGE) == superiority);
  g_assert_null (find_card (view, "presence-0"));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (superiority), 5000));
  g_assert_true (adj_test_wait_until (find_card (view, "presence-0") != NULL, 5000));
  g_assert_false (gtk_widget_get_mapped (find_card (view, "presence-0")));

  g_object_unref (superiority);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* The view's actions take their step, side or kind as a parameter. */
static void
test_parameterised_actions (void)
{
  Fixture f;
  GtkWidget *window, *view;
  int sheet_page;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);

  g_assert_true (gtk_widget_activate_action (view, "wtj.set-manual", "(si)", "planned-1", 7));
  {
    g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (f.scenario, "planned-1");
    g_assert_true (r->manual);
    g_assert_cmpint (r->value, ==, 7);
  }
  g_assert_true (gtk_widget_activate_action (view, "wtj.roll-again", "s", "planned-1"));
  {
    g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (f.scenario, "planned-1");
    g_assert_false (r->done);
  }
  g_assert_true (gtk_widget_activate_action (view, "wtj.add-company", "i", 1));
  g_assert_cmpuint (adj_wtj_scenario_get_n_companies (f.scenario), ==, 1);
  g_assert_cmpint (adj_wtj_scenario_get_company_side (f.scenario, 0), ==, 1);
  g_assert_true (gtk_widget_activate_action (view, "wtj.remove-company", "u", 0));
  g_assert_cmpuint (adj_wtj_scenario_get_n_companies (f.scenario), ==, 0);
  g_assert_true (gtk_widget_activate_action (view, "wtj.turn", "i", 1));
  g_assert_cmpint (adj_wtj_scenario_get_lull_turn (f.scenario), ==, 2);
  g_assert_true (gtk_widget_activate_action (view, "wtj.turn", "i", -1));
  g_assert_cmpint (adj_wtj_scenario_get_lull_turn (f.scenario), ==, 1);
  g_assert_true (gtk_widget_activate_action (view, "wtj.declare-lull", "s", "long"));
  g_assert_cmpint (adj_wtj_scenario_get_lull_kind (f.scenario), ==, ADJ_WTJ_LULL_LONG);
  g_assert_true (gtk_widget_activate_action (view, "wtj.declare-lull", "s", ""));
  g_assert_cmpint (adj_wtj_scenario_get_lull_kind (f.scenario), ==, ADJ_WTJ_LULL_NONE);
  g_assert_true (gtk_widget_activate_action (view, "wtj.sheet-page", "i", 2));
  g_object_get (view, "sheet-page", &sheet_page, NULL);
  g_assert_cmpint (sheet_page, ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* A change from outside the page (an undo, an opened file) shows on it. */
static void
test_page_follows_model (void)
{
  Fixture f;
  GtkWidget *window, *view;
  AdjHistory *history;
  g_autoptr(GError) error = NULL;

  fixture_set_up (&f);
  history = adj_game_get_history (f.game, "wtj");
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 10);   /* fuel supply */
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "opt-fuel", "yes", NULL));
  g_assert_true (adj_test_wait_until (find_button (view, "Add a Company") != NULL, 5000));
  adj_wtj_scenario_add_company (f.scenario, 0);
  g_assert_true (adj_test_wait_until (find_card (view, "fuel-0-rate") != NULL, 5000));
  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_true (adj_test_wait_until (find_card (view, "fuel-0-rate") == NULL, 5000));
  g_assert_nonnull (find_button (view, "Add a Company"));
  g_assert_true (adj_history_undo (history, &error));
  g_assert_true (adj_test_wait_until (find_button (view, "Add a Company") == NULL, 5000));

  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* The lull tracker follows the game turn and the declared lull in place. */
static void
test_lull_page_in_place (void)
{
  Fixture f;
  GtkWidget *window, *view, *card;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  g_assert_true (adj_wtj_scenario_roll (f.scenario, "proximity", (int[]) { 1 }, 1, NULL));   /* lulls from turn 1 */
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), adj_wtj_view_get_n_pages (ADJ_WTJ_VIEW (view)) - 1);
  card = find_card (view, "lull-1");
  g_assert_nonnull (card);
  g_object_ref (card);
  g_assert_nonnull (find_label (view, "Turn 1"));

  click (find_button (view, "Next _Turn"));
  g_assert_true (adj_test_wait_until (find_label (view, "Turn 2") != NULL, 5000));
  g_assert_true (idle_ran ());
  /* the same card, now for turn 2's roll; turn 1 in the history */
  g_assert_true (find_card (view, "lull-2") == card);
  g_assert_nonnull (find_label (view, "Turn 1: not rolled"));

  g_assert_null (find_button (view, "_End the Declared Lull"));
  click (find_button (view, "Declare a _Long Lull"));
  g_assert_true (adj_test_wait_until (find_label (view, "Long combat lull, declared by the players") != NULL, 5000));
  g_assert_nonnull (find_button (view, "_End the Declared Lull"));
  click (find_button (view, "_End the Declared Lull"));
  g_assert_true (adj_test_wait_until (adj_wtj_scenario_get_lull_kind (f.scenario) == ADJ_WTJ_LULL_NONE, 5000));
  g_assert_true (find_card (view, "lull-2") == card);

  g_object_unref (card);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* The sheet's page names the sides as they are now. */
static void
test_sheet_page_follows_sides (void)
{
  Fixture f;
  GtkWidget *window, *view;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), adj_wtj_view_get_n_pages (ADJ_WTJ_VIEW (view)) - 2);
  g_assert_nonnull (find_label (view, "Germans (attacker)"));
  g_assert_true (adj_wtj_scenario_set_side_setting (f.scenario, "name", 0, "Army Group South", NULL));
  g_assert_true (adj_test_wait_until (find_label (view, "Army Group South (attacker)") != NULL, 5000));
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "attacker", "1", NULL));
  g_assert_true (adj_test_wait_until (find_label (view, "Russians (attacker)") != NULL, 5000));
  g_assert_nonnull (find_label (view, "Army Group South (defender)"));

  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

static void
collect_type (GtkWidget *root,
              GType      type,
              GPtrArray *out)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        g_ptr_array_add (out, c);
      collect_type (c, type, out);
    }
}

/* The first page's controls are bound to the scenario and its sides both
 * ways: a change made there is a change of the model, and an undo shows
 * there, without the page being built again. */
static void
test_setup_page_bound (void)
{
  Fixture f;
  GtkWidget *window, *view, *page;
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  g_autoptr(GPtrArray) pages = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GtkSpinButton *units1;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 0);
  collect_type (view, ADJ_TYPE_WTJ_SETUP_PAGE, pages);
  g_assert_cmpuint (pages->len, ==, 1);
  page = g_object_ref (g_ptr_array_index (pages, 0));
  collect_type (page, GTK_TYPE_SPIN_BUTTON, spins);
  units1 = g_ptr_array_index (spins, 2);   /* units and bases of side 1, then of side 2 */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (units1), ==, 12);

  gtk_spin_button_set_value (units1, 15);
  g_assert_cmpstr (adj_wtj_scenario_get_setting (f.scenario, "units-1"), ==, "15");
  g_assert_true (adj_history_undo (adj_game_get_history (f.game, "wtj"), &error));
  g_assert_no_error (error);
  g_assert_true (adj_test_wait_until (gtk_spin_button_get_value_as_int (units1) == 12, 5000));

  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "nation-1", "british", NULL));
  g_assert_true (adj_test_wait_until (find_label (page, "Roll-off, side 2: British") != NULL, 5000));
  /* a meeting engagement has no attacker: no roll-off */
  g_assert_true (gtk_widget_get_mapped (find_card (page, "rolloff-0")));
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "battle-type", "meeting-engagement", NULL));
  g_assert_true (adj_test_wait_until (!gtk_widget_get_mapped (find_card (page, "rolloff-0")), 5000));
  g_assert_true (idle_ran ());
  /* the same page all along */
  g_ptr_array_set_size (pages, 0);
  collect_type (view, ADJ_TYPE_WTJ_SETUP_PAGE, pages);
  g_assert_cmpuint (pages->len, ==, 1);
  g_assert_true (g_ptr_array_index (pages, 0) == page);

  g_object_unref (page);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* Step 9's barrages to mark follow the planned fire rolls and the sides'
 * names on the same page. */
/* The one page of @type the view shows. */
static GtkWidget *
only_page (GtkWidget *view,
           GType      type)
{
  g_autoptr(GPtrArray) pages = g_ptr_array_new ();

  collect_type (view, type, pages);
  g_assert_cmpuint (pages->len, ==, 1);
  return g_ptr_array_index (pages, 0);
}

static void
test_start_page_follows_steps (void)
{
  Fixture f;
  GtkWidget *window, *view, *page;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 8);
  page = g_object_ref (only_page (view, ADJ_TYPE_WTJ_START_PAGE));
  g_assert_nonnull (find_label (page, "Germans (attacker): planned fire not rolled to mark"));
  g_assert_true (adj_wtj_scenario_roll (f.scenario, "planned-0", (int[]) { 3, 4 }, 2, NULL));
  g_assert_true (adj_test_wait_until (find_label (page, "Germans (attacker): 11 barrages to mark") != NULL, 5000));
  g_assert_true (adj_wtj_scenario_set_side_setting (f.scenario, "name", 0, "Army Group South", NULL));
  g_assert_true (adj_test_wait_until (find_label (page, "Army Group South (attacker): 11 barrages to mark") != NULL, 5000));
  g_assert_true (idle_ran ());
  g_assert_true (only_page (view, ADJ_TYPE_WTJ_START_PAGE) == page);

  g_object_unref (page);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* Step 7's terrain is bound to the scenario's both ways, and the card
 * follows the roll, on the same page. */
static void
test_proximity_page_bound (void)
{
  Fixture f;
  GtkWidget *window, *view, *page, *card;
  g_autoptr(GPtrArray) dds = g_ptr_array_new ();
  GtkDropDown *terrain;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 6);   /* an undo would bring back step 1 */
  page = g_object_ref (only_page (view, ADJ_TYPE_WTJ_PROXIMITY_PAGE));
  collect_type (page, GTK_TYPE_DROP_DOWN, dds);
  g_assert_cmpuint (dds->len, ==, 1);
  terrain = g_ptr_array_index (dds, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (terrain), ==, 1);   /* open terrain */

  gtk_drop_down_set_selected (terrain, 2);
  g_assert_cmpstr (adj_wtj_scenario_get_setting (f.scenario, "terrain"), ==, "wide-open");
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "terrain", "constricted", NULL));
  g_assert_true (adj_test_wait_until (gtk_drop_down_get_selected (terrain) == 0, 5000));

  card = find_card (page, "proximity");
  g_assert_nonnull (card);
  g_assert_nonnull (find_label (card, "Not rolled yet"));
  g_assert_true (adj_wtj_scenario_roll (f.scenario, "proximity", (int[]) { 3 }, 1, NULL));
  g_assert_true (adj_test_wait_until (find_label (card, "Not rolled yet") == NULL, 5000));
  g_assert_true (idle_ran ());
  g_assert_true (only_page (view, ADJ_TYPE_WTJ_PROXIMITY_PAGE) == page);
  g_assert_true (find_card (page, "proximity") == card);

  g_object_unref (page);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* Step 6's categories are bound to the sides' both ways and name the
 * sides as they are now, on the same page. */
static void
test_counterbattery_page_bound (void)
{
  Fixture f;
  GtkWidget *window, *view, *page;
  g_autoptr(GPtrArray) dds = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  AdwPreferencesRow *row0;
  GtkDropDown *cat0, *cat1;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 5);
  page = g_object_ref (only_page (view, ADJ_TYPE_WTJ_COUNTERBATTERY_PAGE));
  collect_type (page, GTK_TYPE_DROP_DOWN, dds);
  cat0 = g_ptr_array_index (dds, 0);
  cat1 = g_ptr_array_index (dds, 1);
  g_assert_cmpuint (gtk_drop_down_get_selected (cat1), ==, 0);   /* as the list says */

  gtk_drop_down_set_selected (cat0, 3);
  g_assert_cmpstr (adj_wtj_scenario_get_setting (f.scenario, "category-0"), ==, "C");
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "category-1", "B", NULL));
  g_assert_true (adj_test_wait_until (gtk_drop_down_get_selected (cat1) == 2, 5000));
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "category-1", NULL, NULL));
  g_assert_true (adj_test_wait_until (gtk_drop_down_get_selected (cat1) == 0, 5000));
  collect_type (page, ADW_TYPE_ACTION_ROW, rows);
  row0 = g_ptr_array_index (rows, 0);   /* the category of side 1 */
  g_assert_cmpstr (adw_preferences_row_get_title (row0), ==, "Germans (attacker)");
  g_assert_true (adj_wtj_scenario_set_side_setting (f.scenario, "name", 0, "Army Group South", NULL));
  g_assert_true (adj_test_wait_until (g_strcmp0 (adw_preferences_row_get_title (row0), "Army Group South (attacker)") == 0, 5000));
  g_assert_true (idle_ran ());
  g_assert_true (only_page (view, ADJ_TYPE_WTJ_COUNTERBATTERY_PAGE) == page);

  g_object_unref (page);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* Step 2's choices are bound to the scenario and the sides both ways, and
 * the declared score follows the first side's result, on the same page. */
static void
test_superiority_page_bound (void)
{
  Fixture f;
  GtkWidget *window, *view, *page;
  g_autoptr(GPtrArray) dds = g_ptr_array_new ();
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  GtkDropDown *row1;
  GtkSpinButton *score, *agreed1;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 1);
  page = g_object_ref (only_page (view, ADJ_TYPE_WTJ_SUPERIORITY_PAGE));
  collect_type (page, GTK_TYPE_DROP_DOWN, dds);
  collect_type (page, GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (dds->len, ==, 2);
  row1 = g_ptr_array_index (dds, 1);
  /* the cards' (if any), the score, then the agreed modifiers */
  g_assert_cmpuint (spins->len, >=, 3);
  score = g_ptr_array_index (spins, spins->len - 3);
  agreed1 = g_ptr_array_index (spins, spins->len - 1);

  /* the table row of side 2 */
  g_assert_cmpuint (gtk_drop_down_get_selected (row1), ==, 0);
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "row-1-air-superiority", "germany-africa-italy", NULL));
  g_assert_true (adj_test_wait_until (gtk_drop_down_get_selected (row1) != 0, 5000));
  gtk_drop_down_set_selected (row1, 0);
  g_assert_null (adj_wtj_scenario_get_setting (f.scenario, "row-1-air-superiority"));
  /* the agreed modifier of side 2 */
  gtk_spin_button_set_value (agreed1, 3);
  g_assert_cmpint (adj_wtj_scenario_get_int (f.scenario, "agreed-1"), ==, 3);
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "agreed-1", "-2", NULL));
  g_assert_true (adj_test_wait_until (gtk_spin_button_get_value_as_int (agreed1) == -2, 5000));
  /* declaring the score, and rolling instead */
  g_assert_null (find_button (page, "_Roll Instead"));
  gtk_spin_button_set_value (score, 5);
  click (find_button (page, "_Declare"));
  {
    g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (f.scenario, "superiority-0");
    g_assert_true (r->manual);
    g_assert_cmpint (r->value, ==, 5);
  }
  g_assert_true (adj_test_wait_until (find_button (page, "_Roll Instead") != NULL, 5000));
  adj_wtj_scenario_set_manual (f.scenario, "superiority", -4);
  g_assert_true (adj_test_wait_until (gtk_spin_button_get_value_as_int (score) == -4, 5000));
  click (find_button (page, "_Roll Instead"));
  g_assert_true (adj_test_wait_until (find_button (page, "_Roll Instead") == NULL, 5000));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (score), ==, 0);

  g_assert_true (idle_ran ());
  g_assert_true (only_page (view, ADJ_TYPE_WTJ_SUPERIORITY_PAGE) == page);

  g_object_unref (page);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* Optional step 20 follows its switch, and the row is the defender's,
 * whichever side defends, on the same page. */
static void
test_works_page_bound (void)
{
  Fixture f;
  GtkWidget *window, *view, *page;
  g_autoptr(GPtrArray) dds = g_ptr_array_new ();
  g_autoptr(GPtrArray) switches = g_ptr_array_new ();
  GtkDropDown *row;
  GtkSwitch *use;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 9);
  page = g_object_ref (only_page (view, ADJ_TYPE_WTJ_WORKS_PAGE));
  collect_type (page, GTK_TYPE_SWITCH, switches);
  collect_type (page, GTK_TYPE_DROP_DOWN, dds);
  use = g_ptr_array_index (switches, 0);
  row = g_ptr_array_index (dds, 0);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (row)));
  g_assert_false (gtk_widget_get_mapped (find_card (page, "works-attacker-trenches")));

  gtk_switch_set_active (use, TRUE);
  g_assert_true (adj_wtj_scenario_get_int (f.scenario, "opt-works"));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (row)), 5000));
  g_assert_true (gtk_widget_get_mapped (find_card (page, "works-attacker-trenches")));
  g_assert_nonnull (find_label (page, "Defender: Russians (defender)"));

  /* the defender is side 2 */
  gtk_drop_down_set_selected (row, 1);
  g_assert_nonnull (adj_wtj_scenario_get_setting (f.scenario, "row-1-defensive-works"));
  g_assert_null (adj_wtj_scenario_get_setting (f.scenario, "row-0-defensive-works"));
  /* then side 1 */
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "attacker", "1", NULL));
  g_assert_true (adj_test_wait_until (find_label (page, "Defender: Germans (defender)") != NULL, 5000));
  g_assert_cmpuint (gtk_drop_down_get_selected (row), ==, 0);
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "row-0-defensive-works", "german-west-1944-45", NULL));
  g_assert_true (adj_test_wait_until (gtk_drop_down_get_selected (row) != 0, 5000));

  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "opt-works", "no", NULL));
  g_assert_true (adj_test_wait_until (!gtk_widget_get_mapped (GTK_WIDGET (row)), 5000));
  g_assert_false (gtk_switch_get_active (use));
  g_assert_true (idle_ran ());
  g_assert_true (only_page (view, ADJ_TYPE_WTJ_WORKS_PAGE) == page);

  g_object_unref (page);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* Optional step 21 follows its switch and the companies, and a company's
 * row is bound to the model both ways, on the same page. */
static void
test_fuel_page_bound (void)
{
  Fixture f;
  GtkWidget *window, *view, *page;
  g_autoptr(GPtrArray) dds = g_ptr_array_new ();
  GtkDropDown *row;
  const char *first_row;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 10);
  page = g_object_ref (only_page (view, ADJ_TYPE_WTJ_FUEL_PAGE));
  g_assert_null (find_button (page, "Add a Company of Germans (attacker)"));
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "opt-fuel", "yes", NULL));
  g_assert_true (adj_test_wait_until (find_button (page, "Add a Company of Germans (attacker)") != NULL, 5000));
  click (find_button (page, "Add a Company of Russians (defender)"));
  g_assert_cmpint (adj_wtj_scenario_get_company_side (f.scenario, 0), ==, 1);
  g_assert_true (adj_test_wait_until (find_card (page, "fuel-0-rate") != NULL, 5000));
  g_assert_nonnull (find_label (page, "Tank company 1: Russians (defender)"));

  collect_type (page, GTK_TYPE_DROP_DOWN, dds);
  g_assert_cmpuint (dds->len, ==, 1);
  row = g_ptr_array_index (dds, 0);
  gtk_drop_down_set_selected (row, 0);
  g_assert_null (adj_wtj_scenario_get_setting (f.scenario, "company-0-row"));
  gtk_drop_down_set_selected (row, 1);
  first_row = adj_wtj_scenario_get_setting (f.scenario, "company-0-row");
  g_assert_nonnull (first_row);
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "company-0-row", NULL, NULL));
  g_assert_true (adj_test_wait_until (gtk_drop_down_get_selected (row) == 0, 5000));

  g_assert_true (adj_wtj_scenario_set_side_setting (f.scenario, "name", 1, "Steppe Front", NULL));
  g_assert_true (adj_test_wait_until (find_label (page, "Tank company 1: Steppe Front (defender)") != NULL, 5000));
  g_assert_nonnull (find_button (page, "Add a Company of Steppe Front (defender)"));
  g_assert_true (idle_ran ());
  g_assert_true (only_page (view, ADJ_TYPE_WTJ_FUEL_PAGE) == page);

  g_object_unref (page);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* Step 4 follows the model without being built again: a point chosen on
 * it is the model's, and an undo of that point or of the mode shows on the
 * same page (the point drop-downs come and go with the mode). */
static void
test_assets_page_bound (void)
{
  Fixture f;
  GtkWidget *window, *view, *page;
  g_autoptr(GPtrArray) dds = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  AdjHistory *history;
  GtkDropDown *mode, *point;

  fixture_set_up (&f);
  history = adj_game_get_history (f.game, "wtj");
  window = wizard_window (&f, &view);
  adj_wtj_view_set_page (ADJ_WTJ_VIEW (view), 3);
  page = g_object_ref (only_page (view, ADJ_TYPE_WTJ_ASSETS_PAGE));
  collect_type (page, GTK_TYPE_DROP_DOWN, dds);
  g_assert_cmpuint (dds->len, ==, 4);   /* the mode and row of each side */
  adj_wtj_scenario_set_manual (f.scenario, "presence-0", 3);
  g_assert_true (adj_test_wait_until ((g_ptr_array_set_size (dds, 0), collect_type (page, GTK_TYPE_DROP_DOWN, dds), dds->len == 7), 5000));
  mode = g_object_ref (g_ptr_array_index (dds, 0));
  point = g_object_ref (g_ptr_array_index (dds, 3));   /* side 1: mode, row, points */
  g_assert_cmpuint (gtk_drop_down_get_selected (point), ==, 0);

  gtk_drop_down_set_selected (point, 1);
  g_assert_nonnull (adj_wtj_scenario_get_setting (f.scenario, "asset-0-1"));
  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_true (adj_test_wait_until (gtk_drop_down_get_selected (point) == 0, 5000));
  g_assert_null (adj_wtj_scenario_get_setting (f.scenario, "asset-0-1"));
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (point), page));

  gtk_drop_down_set_selected (mode, ADJ_WTJ_ASSETS_ROLL);
  g_assert_cmpstr (adj_wtj_scenario_get_setting (f.scenario, "assets-mode-0"), ==, "roll");
  g_assert_true (adj_test_wait_until (!gtk_widget_is_ancestor (GTK_WIDGET (point), page), 5000));
  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_true (adj_test_wait_until (gtk_drop_down_get_selected (mode) == ADJ_WTJ_ASSETS_CHOOSE, 5000));
  g_assert_true (adj_test_wait_until ((g_ptr_array_set_size (dds, 0), collect_type (page, GTK_TYPE_DROP_DOWN, dds), dds->len == 7), 5000));
  g_assert_true (g_ptr_array_index (dds, 0) == (gpointer) mode);
  g_assert_true (idle_ran ());
  g_assert_true (only_page (view, ADJ_TYPE_WTJ_ASSETS_PAGE) == page);

  g_object_unref (point);
  g_object_unref (mode);
  g_object_unref (page);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

static char *
pdf_text (const char *path,
          int        *pages)
{
  g_autofree char *out = NULL;
  g_autofree char *info = NULL;
  char *argv[] = { "pdftotext", "-layout", (char *) path, "-", NULL };
  char *info_argv[] = { "pdfinfo", (char *) path, NULL };
  int status;

  *pages = -1;
  if (!g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     &out, NULL, &status, NULL) || status != 0)
    return NULL;
  if (g_spawn_sync (NULL, info_argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                    &info, NULL, &status, NULL) && status == 0)
    {
      const char *p = strstr (info, "Pages:");
      if (p)
        *pages = atoi (p + 6);
    }
  return g_steal_pointer (&out);
}

static void
test_pdf_export (void)
{
  Fixture f;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  int pages;

  fixture_set_up (&f);
  path = g_build_filename (f.dir, "sheet.pdf", NULL);
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "units-0", "13", NULL));
  g_assert_true (adj_wtj_scenario_set_setting (f.scenario, "units-1", "10", NULL));
  g_assert_true (adj_wtj_scenario_roll (f.scenario, "planned-0", (int[]) { 3, 4 }, 2, NULL));     /* 10 barrages */
  g_assert_true (adj_wtj_scenario_roll (f.scenario, "proximity", (int[]) { 5 }, 1, NULL));        /* 900 yards */
  g_assert_true (adj_wtj_scenario_roll (f.scenario, "counterbattery-1", (int[]) { 6 }, 1, NULL)); /* C: Capable */
  g_assert_true (adj_wtj_sheet_export_pdf (f.scenario, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_true (g_str_has_prefix (data, "%PDF"));

  text = pdf_text (path, &pages);
  if (text == NULL)
    {
      /* a skip, not a pass: the sheet's contents were not checked
       * (build-aux/dev installs poppler-utils on both stacks) */
      g_test_skip ("pdftotext not installed: checked the PDF header only");
      fixture_tear_down (&f);
      return;
    }
  g_assert_cmpint (pages, ==, 3);   /* one page per side, and both together */
  g_assert_nonnull (strstr (text, "Germans (attacker)"));
  g_assert_nonnull (strstr (text, "Russians (defender)"));
  g_assert_nonnull (strstr (text, "Planned fire"));
  g_assert_nonnull (strstr (text, "900 yd"));
  g_assert_nonnull (strstr (text, "Capable"));
  {
    /* page 1 (the Germans) holds their 10 barrages */
    g_auto(GStrv) page_texts = g_strsplit (text, "\f", -1);
    g_assert_cmpuint (g_strv_length (page_texts), >=, 3);
    g_assert_nonnull (strstr (page_texts[0], "Germans (attacker)"));
    g_assert_nonnull (strstr (page_texts[0], "10"));
    g_assert_nonnull (strstr (page_texts[1], "Russians (defender)"));
    g_assert_nonnull (strstr (page_texts[2], "both sides"));
    g_assert_nonnull (strstr (page_texts[2], "23"));
  }
  fixture_tear_down (&f);
}

/* The print operation draws the same pages: export it to PDF. */
static void
test_print_operation (void)
{
  Fixture f;
  g_autoptr(GtkPrintOperation) op = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  int pages;

  fixture_set_up (&f);
  path = g_build_filename (f.dir, "printed.pdf", NULL);
  g_assert_true (adj_wtj_scenario_roll (f.scenario, "proximity", (int[]) { 2 }, 1, NULL));   /* 500 yards */
  op = adj_wtj_sheet_new_print_operation (f.scenario);
  gtk_print_operation_set_export_filename (op, path);
  g_assert_cmpint (gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  text = pdf_text (path, &pages);
  if (text)
    {
      g_assert_cmpint (pages, ==, 3);
      g_assert_nonnull (strstr (text, "500 yd"));
    }
  else
    g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  fixture_tear_down (&f);
}

/* ------------------------------------------------- the whole wizard, walked */

typedef void (*PageVisit) (GtkWidget *window,
                           GtkWidget *view,
                           gpointer   data);

/* A button (under @root) whose label starts with @prefix, clicked once:
 * Roll buttons until none is left, the optional steps switched on and a
 * tank company added for each side on the way. */
static void
switch_on_everything (GtkWidget *root)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_SWITCH (c) && gtk_widget_get_mapped (c) && !gtk_switch_get_active (GTK_SWITCH (c)))
        gtk_switch_set_active (GTK_SWITCH (c), TRUE);
      switch_on_everything (c);
    }
}

/* Walks every page of the wizard from the first, by its buttons: every
 * optional step on, a tank company for each side, every roll made; calls
 * @visit on each page once it is done. */
static void
walk_wizard (Fixture   *f,
             GtkWidget *window,
             GtkWidget *view,
             PageVisit  visit,
             gpointer   data)
{
  guint changes = 0;
  int guard = 0;
  int n = adj_wtj_view_get_n_pages (ADJ_WTJ_VIEW (view));

  g_signal_connect_swapped (f->scenario, "changed", G_CALLBACK (count_cb), &changes);
  for (int page = 0; page < n; page++)
    {
      GtkWidget *button;

      g_assert_cmpint (adj_wtj_view_get_page (ADJ_WTJ_VIEW (view)), ==, page);
      /* (the first page's switches are the amphibious landing's and the
       * optional steps' own: the latter are switched on their pages) */
      if (page > 0)
        switch_on_everything (view);
      g_assert_true (idle_ran ());
      if (find_button (view, "Add a Company of ") && adj_wtj_scenario_get_n_companies (f->scenario) == 0)
        for (int side = 0; side < 2; side++)
          {
            guint before = adj_wtj_scenario_get_n_companies (f->scenario);

            click (find_button (view, side == 0 ? "Add a Company of Germans" : "Add a Company of Russians"));
            g_assert_true (adj_test_wait_until (adj_wtj_scenario_get_n_companies (f->scenario) == before + 1, 5000));
            g_assert_true (idle_ran ());
          }
      /* the combat lulls: on to the first turn that rolls */
      while (find_button (view, "Next _Turn") && find_button (view, "_Roll ") == NULL
             && adj_wtj_scenario_get_lull_turn (f->scenario) < adj_wtj_scenario_get_first_lull_turn (f->scenario))
        {
          int turn = adj_wtj_scenario_get_lull_turn (f->scenario);

          click (find_button (view, "Next _Turn"));
          g_assert_true (adj_test_wait_until (adj_wtj_scenario_get_lull_turn (f->scenario) == turn + 1, 5000));
          g_assert_true (idle_ran ());
        }
      while ((button = find_button (view, "_Roll ")) != NULL && guard++ < 200)
        {
          guint before = changes;

          click (button);
          g_assert_true (adj_test_wait_until (changes > before, 10000));
          g_assert_true (idle_ran ());
        }
      g_assert_true (idle_ran ());
      visit (window, view, data);
      if (page < n - 1)
        {
          click (find_button (view, "_Next"));
          g_assert_true (adj_test_wait_until (adj_wtj_view_get_page (ADJ_WTJ_VIEW (view)) == page + 1, 10000));
          g_assert_true (idle_ran ());
        }
    }
  g_assert_cmpint (guard, <, 200);
  g_signal_handlers_disconnect_by_data (f->scenario, &changes);
}

typedef struct {
  AdjWtjScenario *scenario;
  GPtrArray      *shown;    /* "part\tresult" of every card with a result */
} Shown;

static void
collect_cards (GtkWidget *root,
               Shown     *shown)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (ADJ_IS_WTJ_STEP_CARD (c) && gtk_widget_get_mapped (c))
        {
          const AdjWtjResult *r = adj_wtj_step_get_result (adj_wtj_step_card_get_step (ADJ_WTJ_STEP_CARD (c)));
          g_autofree char *text = adj_wtj_text_result (shown->scenario, r);
          GtkWidget *label = find_class (c, "wtj-result");
          int part = 2;

          if (!r->done || text == NULL)
            continue;
          /* the card shows what the formatter says */
          if (label == NULL)
            g_error ("the card of %s shows no result (“%s”)", adj_wtj_step_get_key (adj_wtj_step_card_get_step (ADJ_WTJ_STEP_CARD (c))), text);
          g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, text);
          if (r->step == ADJ_WTJ_STEP_FUEL)
            part = adj_wtj_scenario_get_company_side (shown->scenario, (guint) r->side);
          else if (r->step != ADJ_WTJ_STEP_PROXIMITY && r->step != ADJ_WTJ_STEP_LULL)
            part = r->side;
          g_ptr_array_add (shown->shown, g_strdup_printf ("%d\t%s\t%s", part,
                                                          adj_wtj_step_get_key (adj_wtj_step_card_get_step (ADJ_WTJ_STEP_CARD (c))),
                                                          text));
          continue;
        }
      collect_cards (c, shown);
    }
}

static void
visit_collect (GtkWidget *window,
               GtkWidget *view,
               gpointer   data)
{
  collect_cards (view, data);
}

/* The texts of each part of the sheet (each side, both), from every page,
 * one text a line. */
static void
sheet_parts (AdjWtjScenario *scenario,
             double          width,
             double          height,
             GString        *parts[3])
{
  int n = adj_wtj_sheet_get_n_pages (scenario, width, height, ADJ_WTJ_SHEET_MARGIN, NULL);

  for (int i = 0; i < 3; i++)
    parts[i] = g_string_new (NULL);
  for (int p = 0; p < n; p++)
    {
      int part = -1;
      g_auto(GStrv) texts = adj_wtj_sheet_dup_page_texts (scenario, width, height, p, &part);

      g_assert_cmpint (part, >=, 0);
      g_assert_cmpint (part, <, 3);
      for (guint i = 0; texts[i]; i++)
        g_string_append_printf (parts[part], "%s\n", texts[i]);
    }
}

/* Every result a step card of the wizard showed is on the sheet, worded as
 * the card words it: on its side's part and on the part with both sides
 * (results of no side on the latter). Optional steps on, both sides. */
static void
test_sheet_has_every_result (void)
{
  Fixture f;
  GtkWidget *window, *view;
  Shown shown;
  GString *parts[3];
  gboolean lengths = FALSE, attacker_works = FALSE, company = FALSE, lull = FALSE;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  shown.scenario = f.scenario;
  shown.shown = g_ptr_array_new_with_free_func (g_free);
  walk_wizard (&f, window, view, visit_collect, &shown);
  /* A4, in points, as the print dialog's printable area */
  sheet_parts (f.scenario, 595 - 36, 842 - 36, parts);
  g_assert_cmpuint (shown.shown->len, >=, 25);
  for (guint i = 0; i < shown.shown->len; i++)
    {
      g_auto(GStrv) f3 = g_strsplit (g_ptr_array_index (shown.shown, i), "\t", 3);
      int part = atoi (f3[0]);
      const char *key = f3[1], *text = f3[2];

      g_test_message ("part %d, %s: %s", part, key, text);
      if (strstr (parts[2]->str, text) == NULL)
        g_error ("%s: “%s” is not on the sheet's page of both sides", key, text);
      if (part < 2 && strstr (parts[part]->str, text) == NULL)
        g_error ("%s: “%s” is not on the sheet of side %d", key, text, part);
      lengths |= g_str_has_suffix (key, "trenches") && strstr (text, "″") != NULL;
      attacker_works |= g_str_has_prefix (key, "works-attacker-");
      company |= g_str_has_prefix (key, "fuel-");
      lull |= g_str_has_prefix (key, "lull-");
    }
  /* the walk reached what the sheet used to drop */
  g_assert_true (lengths);
  g_assert_true (attacker_works);
  g_assert_true (company);
  g_assert_true (lull);
  /* tank companies are named as the fuel page names them */
  for (guint i = 0; i < adj_wtj_scenario_get_n_companies (f.scenario); i++)
    {
      g_autofree char *name = adj_wtj_text_company_name (f.scenario, i);
      int side = adj_wtj_scenario_get_company_side (f.scenario, i);

      g_assert_nonnull (strstr (parts[side]->str, name));
      g_assert_nonnull (strstr (parts[2]->str, name));
    }
  for (int i = 0; i < 3; i++)
    g_string_free (parts[i], TRUE);
  g_ptr_array_unref (shown.shown);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* ------------------------------------------------------------ layout */

typedef struct {
  int    width, height;
  int    page;
  guint  buttons;
} Fits;

static GtkWidget *
scrolled_ancestor (GtkWidget *w)
{
  for (GtkWidget *p = gtk_widget_get_parent (w); p; p = gtk_widget_get_parent (p))
    if (GTK_IS_SCROLLED_WINDOW (p))
      return p;
  return NULL;
}

/* Every button under @root is inside @window: across always, and down
 * unless it scrolls into view (then inside its scrolled window across). */
static void
check_buttons_inside (GtkWidget *window,
                      GtkWidget *root,
                      Fits      *fits)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (!gtk_widget_get_mapped (c))
        continue;
      if (GTK_IS_BUTTON (c) || GTK_IS_SWITCH (c) || GTK_IS_SPIN_BUTTON (c))
        {
          graphene_rect_t b, sb;
          GtkWidget *scrolled = scrolled_ancestor (c);
          const char *what = GTK_IS_BUTTON (c) && gtk_button_get_label (GTK_BUTTON (c))
            ? gtk_button_get_label (GTK_BUTTON (c)) : G_OBJECT_TYPE_NAME (c);

          g_assert_true (gtk_widget_compute_bounds (c, window, &b));
          fits->buttons++;
          if (b.origin.x < -0.5 || b.origin.x + b.size.width > fits->width + 0.5)
            g_error ("page %d at %dx%d: “%s” is off-screen across (%.0f to %.0f)", fits->page, fits->width, fits->height,
                     what, b.origin.x, b.origin.x + b.size.width);
          if (scrolled)
            {
              g_assert_true (gtk_widget_compute_bounds (scrolled, window, &sb));
              if (b.origin.x < sb.origin.x - 0.5 || b.origin.x + b.size.width > sb.origin.x + sb.size.width + 0.5)
                g_error ("page %d at %dx%d: “%s” is cut off by its scrolled window", fits->page, fits->width,
                         fits->height, what);
            }
          else if (b.origin.y < -0.5 || b.origin.y + b.size.height > fits->height + 0.5)
            g_error ("page %d at %dx%d: “%s” is off-screen down (%.0f to %.0f)", fits->page, fits->width, fits->height,
                     what, b.origin.y, b.origin.y + b.size.height);
        }
      check_buttons_inside (window, c, fits);
    }
}

static void
visit_fits (GtkWidget *window,
            GtkWidget *view,
            gpointer   data)
{
  Fits *fits = data;

  fits->page = adj_wtj_view_get_page (ADJ_WTJ_VIEW (view));
  adj_test_settle (window);
  /* the window kept its size: nothing made it grow past the screen */
  g_assert_cmpint (gtk_widget_get_width (window), <=, fits->width);
  g_assert_cmpint (gtk_widget_get_height (window), <=, fits->height);
  check_buttons_inside (window, window, fits);
}

/* Every step of the wizard, optional ones on, at a laptop's 1366x768 and a
 * netbook's 1024x600: no button off-screen (Back and Next always in view). */
static void
test_every_step_fits (void)
{
  const int sizes[][2] = { { 1366, 768 }, { 1024, 600 } };
  GtkCssProvider *css = adj_test_add_app_style ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Fixture f;
      GtkWidget *window, *view;
      Fits fits = { sizes[i][0], sizes[i][1], 0, 0 };

      fixture_set_up (&f);
      window = gtk_window_new ();
      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i][0], sizes[i][1]);
      view = g_object_new (ADJ_TYPE_WTJ_VIEW, NULL);
      gtk_window_set_child (GTK_WINDOW (window), view);
      g_object_set (view, "game", f.game, NULL);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (view), 5000));
      walk_wizard (&f, window, view, visit_fits, &fits);
      g_test_message ("%dx%d: %u buttons checked", sizes[i][0], sizes[i][1], fits.buttons);
      g_assert_cmpuint (fits.buttons, >, 100);
      gtk_window_destroy (GTK_WINDOW (window));
      fixture_tear_down (&f);
    }
  adj_test_remove_app_style (css);
}

/* ------------------------------------------------------- accessibility */

static void
check_drop_downs (GtkWidget *root,
                  guint     *n)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_DROP_DOWN (c) && gtk_widget_get_mapped (c))
        {
          gboolean inner = FALSE;

          g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL));
          /* the button that takes the focus is named too, not "GtkToggleButton" */
          for (GtkWidget *b = gtk_widget_get_first_child (c); b; b = gtk_widget_get_next_sibling (b))
            if (GTK_IS_TOGGLE_BUTTON (b))
              {
                inner = TRUE;
                if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL))
                  g_error ("the button of a drop-down in %s has no name",
                           G_OBJECT_TYPE_NAME (gtk_widget_get_ancestor (c, ADJ_TYPE_WTJ_VIEW) ? gtk_widget_get_parent (c) : c));
              }
          g_assert_true (inner);
          (*n)++;
        }
      check_drop_downs (c, n);
    }
}

static void
visit_a11y (GtkWidget *window,
            GtkWidget *view,
            gpointer   data)
{
  check_drop_downs (view, data);
  adj_test_assert_all_named (view);
}

/* Every step of the wizard: every control named, the drop-downs' buttons
 * too; the 13 step rows named after their steps, each its own name. */
static void
test_every_step_named (void)
{
  Fixture f;
  GtkWidget *window, *view, *list;
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_dd = 0, rows = 0;

  fixture_set_up (&f);
  window = wizard_window (&f, &view);
  walk_wizard (&f, window, view, visit_a11y, &n_dd);
  g_test_message ("%u drop-downs checked", n_dd);
  g_assert_cmpuint (n_dd, >=, 16);
  list = find_class (view, "navigation-sidebar");
  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *heading = find_class (row, "heading");
      const char *title = gtk_label_get_label (GTK_LABEL (heading));
      g_autofree char *wrong = NULL;

      if (!GTK_IS_LIST_BOX_ROW (row))
        continue;
      rows++;
      wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title);
      if (wrong)
        g_error ("step row %u: %s", rows, wrong);
      g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
      g_assert_true (g_hash_table_add (names, (gpointer) title));
    }
  g_assert_cmpuint (rows, ==, 13);
  gtk_window_destroy (GTK_WINDOW (window));
  fixture_tear_down (&f);
}

/* A scenario with much to print: every optional step, companies on both sides. */
static void
fill_scenario (AdjWtjScenario *s)
{
  g_object_set (s, "opt-works", TRUE, "opt-fuel", TRUE, NULL);
  g_assert_true (adj_wtj_scenario_set_setting (s, "units-0", "30", NULL));
  g_assert_true (adj_wtj_scenario_roll (s, "planned-0", (int[]) { 6, 6 }, 2, NULL));
  g_assert_true (adj_wtj_scenario_roll (s, "proximity", (int[]) { 3 }, 1, NULL));
  g_assert_true (adj_wtj_scenario_roll (s, "works-attacker-trenches", (int[]) { 6, 5 }, 2, NULL));
  for (int i = 0; i < 6; i++)
    adj_wtj_scenario_add_company (s, i % 2);
}

/* The words of a PDF with their boxes: pdftotext -bbox, parsed. */
typedef struct {
  double page_w, page_h;
  int    pages;
  int    words;
  double x0, y0, x1, y1;   /* the box around every word */
} PdfWords;

static gboolean
pdf_words (const char *path,
           PdfWords   *out)
{
  g_autofree char *html = NULL;
  char *argv[] = { "pdftotext", "-bbox", (char *) path, "-", NULL };
  int status;
  const char *p;

  memset (out, 0, sizeof *out);
  out->x0 = out->y0 = G_MAXDOUBLE;
  out->x1 = out->y1 = -G_MAXDOUBLE;
  if (!g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     &html, NULL, &status, NULL) || status != 0)
    return FALSE;
  for (p = html; (p = strstr (p, "<page ")) != NULL; p++)
    {
      out->pages++;
      g_assert_cmpint (sscanf (p, "<page width=\"%lf\" height=\"%lf\"", &out->page_w, &out->page_h), ==, 2);
    }
  for (p = html; (p = strstr (p, "<word ")) != NULL; p++)
    {
      double a, b, c, d;

      g_assert_cmpint (sscanf (p, "<word xMin=\"%lf\" yMin=\"%lf\" xMax=\"%lf\" yMax=\"%lf\"", &a, &b, &c, &d), ==, 4);
      out->words++;
      out->x0 = MIN (out->x0, a);
      out->y0 = MIN (out->y0, b);
      out->x1 = MAX (out->x1, c);
      out->y1 = MAX (out->y1, d);
    }
  return TRUE;
}

/* Printing goes through GtkPrintOperation on the session's paper: exported
 * to PDF for A4 and US Letter, the sheet has the pages the flow counts for
 * the printable area, and every word is inside it. */
static void
test_print_paper_sizes (void)
{
  const char *papers[] = { GTK_PAPER_NAME_A4, GTK_PAPER_NAME_LETTER };
  Fixture f;

  fixture_set_up (&f);
  fill_scenario (f.scenario);
  for (guint i = 0; i < G_N_ELEMENTS (papers); i++)
    {
      g_autoptr(GtkPaperSize) paper = gtk_paper_size_new (papers[i]);
      g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
      g_autoptr(GtkPrintOperation) op = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *path = g_strdup_printf ("%s/%s.pdf", f.dir, papers[i]);
      GtkPageSetup *used;
      double left, right, top, bottom, pw, ph;
      int expected;
      PdfWords w;

      gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
      adj_wtj_sheet_set_page_setup (setup);
      op = adj_wtj_sheet_new_print_operation (f.scenario);
      /* the session's page setup is the operation's */
      used = gtk_print_operation_get_default_page_setup (op);
      g_assert_true (gtk_paper_size_is_equal (gtk_page_setup_get_paper_size (used), paper));
      gtk_print_operation_set_export_filename (op, path);
      g_assert_cmpint (gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error), ==,
                       GTK_PRINT_OPERATION_RESULT_APPLY);
      g_assert_no_error (error);

      left = gtk_page_setup_get_left_margin (setup, GTK_UNIT_POINTS);
      right = gtk_page_setup_get_right_margin (setup, GTK_UNIT_POINTS);
      top = gtk_page_setup_get_top_margin (setup, GTK_UNIT_POINTS);
      bottom = gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_POINTS);
      pw = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
      ph = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
      expected = adj_wtj_sheet_get_n_pages (f.scenario, pw - left - right, ph - top - bottom, ADJ_WTJ_SHEET_MARGIN, NULL);
      /* each side and both, and the companies and targets run over */
      g_assert_cmpint (expected, >, 3);
      if (!pdf_words (path, &w))
        {
          g_test_skip ("pdftotext not installed: the pages' words were not checked");
          break;
        }
      g_test_message ("%s: %d pages of %.0f x %.0f pt, %d words in %.1f,%.1f - %.1f,%.1f",
                      papers[i], w.pages, w.page_w, w.page_h, w.words, w.x0, w.y0, w.x1, w.y1);
      g_assert_cmpint (w.pages, ==, expected);
      g_assert_cmpfloat_with_epsilon (w.page_w, pw, 1);
      g_assert_cmpfloat_with_epsilon (w.page_h, ph, 1);
      g_assert_cmpint (w.words, >, 200);
      g_assert_cmpfloat (w.x0, >=, left - 0.5);
      g_assert_cmpfloat (w.y0, >=, top - 0.5);
      g_assert_cmpfloat (w.x1, <=, pw - right + 0.5);
      g_assert_cmpfloat (w.y1, <=, ph - bottom + 0.5);
    }
  adj_wtj_sheet_set_page_setup (NULL);
  fixture_tear_down (&f);
}

/* The flow breaks pages: no text is drawn twice or lost between pages, and
 * a part that runs over continues on the next page. */
static void
test_sheet_pages_flow (void)
{
  Fixture f;
  int first[3];
  int n_small, n_big;

  fixture_set_up (&f);
  fill_scenario (f.scenario);
  n_big = adj_wtj_sheet_get_n_pages (f.scenario, 595, 842, ADJ_WTJ_SHEET_MARGIN, first);
  g_assert_cmpint (first[0], ==, 0);
  g_assert_cmpint (first[1], >, first[0]);
  g_assert_cmpint (first[2], >, first[1]);
  g_assert_cmpint (n_big, >, first[2]);
  /* a short page (A5 landscape, say) needs more pages for the same */
  n_small = adj_wtj_sheet_get_n_pages (f.scenario, 595, 420, ADJ_WTJ_SHEET_MARGIN, NULL);
  g_assert_cmpint (n_small, >, n_big);
  for (int p = 0; p < n_small; p++)
    {
      int part = -1;
      g_auto(GStrv) texts = adj_wtj_sheet_dup_page_texts (f.scenario, 595, 420, p, &part);

      g_assert_cmpint (part, >=, 0);
      g_assert_cmpuint (g_strv_length (texts), >, 0);
    }
  fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/wtj/sheet/pdf-export", test_pdf_export);
  g_test_add_func ("/wtj/sheet/pages-flow", test_sheet_pages_flow);
  /* without a display only the PDF export runs (exit status 77 would be an error in TAP) */
  if (!gtk_init_check ())
    return g_test_run ();
  g_test_add_func ("/wtj/view/wizard-by-buttons", test_wizard_by_buttons);
  g_test_add_func ("/wtj/view/next-page-built-when-idle", test_next_page_built_when_idle);
  g_test_add_func ("/wtj/view/narrow-window", test_narrow_window);
  g_test_add_func ("/wtj/sheet/print-operation", test_print_operation);
  g_test_add_func ("/wtj/view/roll-updates-card-in-place", test_roll_updates_card_in_place);
  g_test_add_func ("/wtj/view/parameterised-actions", test_parameterised_actions);
  g_test_add_func ("/wtj/view/page-follows-undo", test_page_follows_model);
  g_test_add_func ("/wtj/view/lull-page-in-place", test_lull_page_in_place);
  g_test_add_func ("/wtj/view/sheet-page-follows-sides", test_sheet_page_follows_sides);
  g_test_add_func ("/wtj/view/setup-page-bound", test_setup_page_bound);
  g_test_add_func ("/wtj/view/start-page-follows-steps", test_start_page_follows_steps);
  g_test_add_func ("/wtj/view/proximity-page-bound", test_proximity_page_bound);
  g_test_add_func ("/wtj/view/counterbattery-page-bound", test_counterbattery_page_bound);
  g_test_add_func ("/wtj/view/superiority-page-bound", test_superiority_page_bound);
  g_test_add_func ("/wtj/view/works-page-bound", test_works_page_bound);
  g_test_add_func ("/wtj/view/fuel-page-bound", test_fuel_page_bound);
  g_test_add_func ("/wtj/view/assets-page-bound", test_assets_page_bound);
  g_test_add_func ("/wtj/sheet/has-every-result", test_sheet_has_every_result);
  g_test_add_func ("/wtj/sheet/print-paper-sizes", test_print_paper_sizes);
  g_test_add_func ("/wtj/view/every-step-fits", test_every_step_fits);
  g_test_add_func ("/wtj/view/every-step-named", test_every_step_named);
  return g_test_run ();
}
