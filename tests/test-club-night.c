/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Club night: the whole program as a club uses it, page by page and WTJ step
 * by step, at 1024x600: no control off-screen, every control named for a
 * screen reader, and typed digits that never press a button. */
#include "config.h"

#include <string.h>

#include "adj-application.h"
#include "adj-compat.h"
#include "adj-dice-box.h"
#include "adj-lazy-page.h"
#include "adj-pto-game.h"
#include "adj-quick-roll.h"
#include "adj-test-app.h"
#include "adj-test-walk.h"
#include "adj-test-widgets.h"
#include "adj-window.h"
#include "adj-wtj-view.h"

/* Known failures on the aid pages, each fixed in the branch named: the lead
 * empties these lists after merging that branch. Matched by page (prefix:
 * "wtj" covers every WTJ step) and a piece of the failure's text. */
static const AdjTestKnown known_off_screen[] = {
  /* known: fixed by the <aid> branch */
  { NULL, NULL, NULL },
};
static const AdjTestKnown known_names[] = {
  /* known: fixed by the <aid> branch */
  { NULL, NULL, NULL },
};
static const AdjTestKnown known_typing[] = {
  /* known: fixed by the <aid> branch */
  { NULL, NULL, NULL },
};
/* the lists end with an empty entry, so that they compile when emptied */
#define N_KNOWN(list) (G_N_ELEMENTS (list) - 1)

static AdjApplication *app;
static AdjWindow *window;

/* Runs the main loop until the window has laid out and drawn. */
static void
settle (void)
{
  adj_test_settle (GTK_WIDGET (window));
}

/* The PTO month's turn-track weather, when the game asks for it: F on
 * 1-3, W on 4-6, so that the weather is rolled on the page. */
static void
enter_pto_track_weather (void)
{
  AdjPtoGame *pto = ADJ_PTO_GAME (adj_game_get_model (adj_application_get_game (app), "pto"));
  const char *cells[] = { "1-3", "-", "4-6", NULL };
  AdjPtoTrackEntry entry;

  if (!adj_pto_game_get_track_entry (pto, &entry) &&
      adj_pto_game_save_track_entry (pto, NULL, cells, NULL))
    settle ();
}

typedef guint (*PageCheck) (const char *page);

/* Shows every page and every WTJ step in turn and runs @check on each;
 * returns the failures counted. */
static guint
walk_every_page (PageCheck check)
{
  AdwViewStack *stack = adj_window_get_stack (window);
  g_autoptr(GtkSelectionModel) pages = adw_view_stack_get_pages (stack);
  guint failures = 0, n_pages = g_list_model_get_n_items (G_LIST_MODEL (pages));

  g_assert_cmpuint (n_pages, >=, 4);
  for (guint i = 0; i < n_pages; i++)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), i);
      const char *id = adw_view_stack_page_get_name (page);
      GtkWidget *child = adw_view_stack_page_get_child (page);
      GtkWidget *view;

      g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string (id));
      g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (child), 5000));
      view = ADJ_IS_LAZY_PAGE (child) ? adj_lazy_page_ensure (ADJ_LAZY_PAGE (child)) : child;
      g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (view), 5000));
      settle ();
      if (ADJ_IS_WTJ_VIEW (view))
        {
          AdjWtjView *wtj = ADJ_WTJ_VIEW (view);
          int first = adj_wtj_view_get_page (wtj);

          for (int step = 0; step < adj_wtj_view_get_n_pages (wtj); step++)
            {
              g_autofree char *name = g_strdup_printf ("%s/%d", id, step);

              adj_wtj_view_set_page (wtj, step);
              settle ();
              failures += check (name);
            }
          adj_wtj_view_set_page (wtj, first);
          settle ();
        }
      else if (g_str_equal (id, "pto"))
        {
          /* the PTO sequence of play, step by step, as far as it goes
           * without a player's choice */
          for (guint step = 0; step < 16; step++)
            {
              g_autofree char *name = g_strdup_printf ("%s/%u", id, step);

              failures += check (name);
              /* the month's turn-track weather, split between fair and
               * winter: then the weather roll's dice box shows */
              enter_pto_track_weather ();
              if (!gtk_widget_activate_action (view, "pto.next", NULL))
                break;
              settle ();
            }
        }
      else
        failures += check (id);
    }
  return failures;
}

/* --- no control off-screen --------------------------------------------- */

static guint
check_on_screen (const char *page)
{
  GtkWidget *w = GTK_WIDGET (window);
  guint n = 0;

  /* a page wider or taller than the window makes the window grow past the
   * screen: everything at its far side is off-screen */
  if (gtk_widget_get_width (w) > 1024 || gtk_widget_get_height (w) > 600)
    {
      g_autofree char *failure = g_strdup_printf ("off-screen: the window grew to %dx%d",
                                                  gtk_widget_get_width (w), gtk_widget_get_height (w));

      n += adj_walk_report (page, failure, known_off_screen, N_KNOWN (known_off_screen));
    }
  return n + adj_walk_count_off_screen (w, page, known_off_screen, N_KNOWN (known_off_screen));
}

static void
test_every_control_on_screen (void)
{
  g_assert_cmpuint (walk_every_page (check_on_screen), ==, 0);
}

/* --- every control named ------------------------------------------------ */

static guint
check_named (const char *page)
{
  return adj_walk_count_unnamed (GTK_WIDGET (window), page, known_names, N_KNOWN (known_names));
}

static void
test_every_control_named (void)
{
  g_assert_cmpuint (walk_every_page (check_named), ==, 0);
}

/* --- typed digits press no button ---------------------------------------- */

static void
collect_dice_boxes (GtkWidget *widget,
                    GPtrArray *out)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (ADJ_IS_DICE_BOX (widget))
    {
      g_ptr_array_add (out, g_object_ref (widget));
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_dice_boxes (c, out);
}

static guint
report_clicks (const char    *page,
               const char    *how,
               AdjWalkTyping *typing)
{
  guint n = 0;

  for (guint i = 0; i < typing->clicked->len; i++)
    {
      g_autofree char *failure = g_strdup_printf ("typing %s pressed %s", how,
                                                  (char *) g_ptr_array_index (typing->clicked, i));

      n += adj_walk_report (page, failure, known_typing, N_KNOWN (known_typing));
    }
  g_ptr_array_set_size (typing->clicked, 0);
  return n;
}

/* xdotool keys for faces that @spec takes, then Enter, twice: "3 Return 4
 * Return" for 1d6, "3 space 3 Return 4 space 4 Return" for 2d6. */
static char *
typed_faces_keys (const char *spec_text)
{
  GString *keys = g_string_new (NULL);
  AdjDiceSpec spec;
  int n = spec_text && adj_dice_spec_parse (spec_text, &spec, NULL) ? adj_dice_spec_n_faces (&spec) : 1;

  for (int round = 0; round < 2; round++)
    {
      for (int i = 0; i < MAX (n, 1); i++)
        g_string_append_printf (keys, "%s%d ", i ? "space " : "", 3 + round);
      g_string_append (keys, round ? "Return" : "Return ");
    }
  return g_string_free (keys, FALSE);
}

static guint
check_typing (const char *page)
{
  AdjWalkTyping typing = { g_ptr_array_new_with_free_func (g_free), 0 };
  g_autoptr(GPtrArray) boxes = g_ptr_array_new_with_free_func (g_object_unref);
  GPtrArray *buttons;
  guint n = 0;

  /* digits with the focus where showing the page left it, then with no
   * focus at all: not in an entry */
  buttons = adj_walk_watch_buttons (GTK_WIDGET (window), &typing);
  adj_walk_type (GTK_WINDOW (window), GTK_WIDGET (window), "1 2 3 Return");
  adj_test_wait_until (typing.clicked->len > 0, 400);
  n += report_clicks (page, "digits where the focus was", &typing);
  if (adj_walk_open_popover (GTK_WINDOW (window)))
    {
      gtk_popover_popdown (adj_walk_open_popover (GTK_WINDOW (window)));
      settle ();
    }
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  adj_walk_type (GTK_WINDOW (window), GTK_WIDGET (window), "1 2 3 Return");
  /* a button pressed by a key emits clicked after a short delay */
  adj_test_wait_until (typing.clicked->len > 0, 400);
  n += report_clicks (page, "digits on the page", &typing);
  adj_walk_unwatch (buttons, &typing);

  /* faces typed into each dice box, twice: after the first roll the page
   * may change under the focus, and the second Enter must not land on a
   * button */
  collect_dice_boxes (GTK_WIDGET (window), boxes);
  g_test_message ("%s: typing into %u dice boxes", page, boxes->len);
  for (guint i = 0; i < boxes->len; i++)
    {
      AdjDiceBox *box = g_ptr_array_index (boxes, i);
      GtkWidget *entry;
      char *keys;

      if (!gtk_widget_get_mapped (GTK_WIDGET (box)) || !gtk_widget_is_sensitive (GTK_WIDGET (box)))
        continue;
      adj_dice_box_set_physical (box, TRUE);
      entry = adj_walk_find (GTK_WIDGET (box), GTK_TYPE_ENTRY);
      settle ();
      buttons = adj_walk_watch_buttons (GTK_WIDGET (window), &typing);
      gtk_widget_grab_focus (entry);
      g_assert_true (gtk_widget_is_focus (entry) || gtk_widget_has_focus (entry) ||
                     gtk_widget_get_focus_child (entry) != NULL);
      keys = typed_faces_keys (adj_dice_box_get_spec (box));
      adj_walk_type (GTK_WINDOW (window), GTK_WIDGET (window), keys);
      g_clear_pointer (&keys, g_free);
      adj_test_wait_until (typing.clicked->len > 0, 400);
      n += report_clicks (page, "faces and Enter in a dice box", &typing);
      adj_walk_unwatch (buttons, &typing);
      if (gtk_widget_get_mapped (GTK_WIDGET (box)))
        adj_dice_box_set_physical (box, FALSE);
    }
  g_ptr_array_unref (typing.clicked);
  return n;
}

static void
test_typed_digits_press_no_button (void)
{
  if (!adj_walk_can_type ())
    {
      g_test_skip ("needs an X11 display and xdotool");
      return;
    }
  g_assert_cmpuint (walk_every_page (check_typing), ==, 0);
}

/* --- a d10 shows 0 for 10 ------------------------------------------------ */

static void
test_quick_roll_d10_zero (void)
{
  GListModel *log = G_LIST_MODEL (adj_game_get_roll_log (adj_application_get_game (app)));
  guint before = g_list_model_get_n_items (log);
  GtkWidget *popover, *spec_entry, *box;
  g_autoptr(AdjRoll) last = NULL;

  if (!adj_walk_can_type ())
    {
      g_test_skip ("needs an X11 display and xdotool");
      return;
    }
  g_action_group_activate_action (G_ACTION_GROUP (window), "quick-roll", NULL);
  popover = adj_walk_find_popover (GTK_WIDGET (window), ADJ_TYPE_QUICK_ROLL);
  g_assert_nonnull (popover);
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (popover), 5000));
  spec_entry = adj_walk_find (popover, GTK_TYPE_ENTRY);
  box = adj_walk_find (popover, ADJ_TYPE_DICE_BOX);
  gtk_editable_set_text (GTK_EDITABLE (spec_entry), "1d10");
  adj_dice_box_set_physical (ADJ_DICE_BOX (box), TRUE);
  settle ();
  gtk_widget_grab_focus (adj_walk_find (box, GTK_TYPE_ENTRY));
  adj_walk_type (GTK_WINDOW (window), popover, "0 Return");
  g_assert_true (adj_test_wait_until (g_list_model_get_n_items (log) == before + 1, 5000));
  last = g_list_model_get_item (log, before);
  g_assert_cmpint (adj_roll_get_face (last, 0), ==, 10);
  g_assert_cmpint (adj_roll_get_result (last), ==, 10);
  /* and the popover shows the 10 */
  g_assert_nonnull (adj_test_find_label (popover, "10"));
  adj_dice_box_set_physical (ADJ_DICE_BOX (box), FALSE);
  gtk_popover_popdown (GTK_POPOVER (popover));
}

/* --- high contrast changes Adjutant's own colours ---------------------- */

static void
test_high_contrast_changes_our_colours (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) a11y = NULL;
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWidget *probe_window, *owner;
  GdkRGBA normal, high;

  schema = source ? g_settings_schema_source_lookup (source, "org.gnome.desktop.a11y.interface", TRUE) : NULL;
  if (schema == NULL || !g_settings_schema_has_key (schema, "high-contrast"))
    {
      g_test_skip ("needs the schema org.gnome.desktop.a11y.interface");
      return;
    }
  a11y = g_settings_new ("org.gnome.desktop.a11y.interface");
  probe_window = gtk_window_new ();
  /* what a drawn widget reads as the dimmed text colour */
  owner = gtk_label_new ("text");
  gtk_widget_add_css_class (owner, "adj_dim_fg_color");
  gtk_window_set_child (GTK_WINDOW (probe_window), owner);
  gtk_window_present (GTK_WINDOW (probe_window));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (owner), 5000));
  g_assert_false (adw_style_manager_get_high_contrast (style));
  adj_compat_get_color (owner, &normal);
  /* style.css's dimmed text: dark, and see-through */
  g_assert_cmpfloat (normal.alpha, <, 0.9);
  g_assert_cmpfloat (normal.red, <, 0.5);

  /* the desktop turns high contrast on: style-hc.css (or style.css's media
   * query on libadwaita 1.6 and newer) takes over */
  g_settings_set_boolean (a11y, "high-contrast", TRUE);
  g_assert_true (adj_test_wait_until (adw_style_manager_get_high_contrast (style), 5000));
  g_assert_true (adj_test_wait_until ((adj_compat_get_color (owner, &high), high.alpha > normal.alpha + 0.05), 5000));
  g_assert_cmpfloat (high.red, <, 0.5);

  g_settings_set_boolean (a11y, "high-contrast", FALSE);
  g_assert_true (adj_test_wait_until (!adw_style_manager_get_high_contrast (style), 5000));
  gtk_window_destroy (GTK_WINDOW (probe_window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  adj_test_ignore_x11_popover_frame_warning ();
  if (!adj_test_init_display (&argc, &argv))
    return 0;
  app = adj_test_start_app ();
  window = ADJ_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  /* the same rolls every run, so that every run sees the same steps */
  adj_dice_set_seed (adj_game_get_dice (adj_application_get_game (app)), 16);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  g_assert_true (adj_test_wait_until (gtk_widget_get_width (GTK_WIDGET (window)) <= 1024, 5000));

  g_test_add_func ("/club-night/every-control-on-screen", test_every_control_on_screen);
  g_test_add_func ("/club-night/every-control-named", test_every_control_named);
  g_test_add_func ("/club-night/quick-roll-d10-zero", test_quick_roll_d10_zero);
  g_test_add_func ("/club-night/high-contrast-changes-our-colours", test_high_contrast_changes_our_colours);
  g_test_add_func ("/club-night/typed-digits-press-no-button", test_typed_digits_press_no_button);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_application_quit (G_APPLICATION (app));
  g_object_unref (app);
  return status;
}
