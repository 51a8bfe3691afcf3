/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-ahead.h"
#include "adj-columns.h"
#include "adj-compat.h"
#include "adj-dice-box.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-scenario.h"
#include "adj-wtj-assets-page.h"
#include "adj-wtj-counterbattery-page.h"
#include "adj-wtj-fuel-page.h"
#include "adj-wtj-lull-page.h"
#include "adj-wtj-proximity-page.h"
#include "adj-wtj-rolls-section.h"
#include "adj-wtj-sheet.h"
#include "adj-wtj-sheet-page.h"
#include "adj-wtj-setup-page.h"
#include "adj-wtj-side.h"
#include "adj-wtj-start-page.h"
#include "adj-wtj-step-card.h"
#include "adj-wtj-superiority-page.h"
#include "adj-wtj-table.h"
#include "adj-wtj-text.h"
#include "adj-wtj-works-page.h"
#include "adj-page.h"
#include "adj-wtj-view.h"

/* The WTJ "1943" setup wizard: one page per setup step in the source's
 * order, the scenario sheet and the combat-lull tracker. The model does
 * every rule. Each roll is an AdjWtjStepCard bound to its AdjWtjStep and
 * each table an AdjWtjTable following its steps: both change in place.
 * Most pages are template widgets (adj-wtj-*-page.ui) that follow the
 * scenario themselves. The air assets and fuel supply pages are still
 * built here, and built again when what they hold changes (a company
 * added, an optional step switched on, a nation renamed, an undo): the
 * notifies of the scenario's and the sides' properties, and the steps'
 * items-changed. */

typedef enum {
  PAGE_SETUP,
  PAGE_SUPERIORITY,
  PAGE_PRESENCE,
  PAGE_ASSETS,
  PAGE_ARTILLERY,
  PAGE_COUNTERBATTERY,
  PAGE_PROXIMITY,
  PAGE_REACTION,
  PAGE_START,
  PAGE_WORKS,
  PAGE_FUEL,
  PAGE_SHEET,
  PAGE_LULL,
  N_PAGES
} Page;

static const struct { const char *number; const char *title; } pages[N_PAGES] = {
  { N_("Step 1"), N_("Battle Type and Forces") },
  { N_("Step 2"), N_("Air Superiority") },
  { N_("Step 3"), N_("Air Presence") },
  { N_("Step 4"), N_("Air Assets") },
  { N_("Step 5"), N_("Off-Board Artillery") },
  { N_("Step 6"), N_("Counterbattery Fire") },
  { N_("Step 7"), N_("Setup Proximity") },
  { N_("Step 8"), N_("Troop Reaction") },
  { N_("Step 9"), N_("Place Troops and Start") },
  { N_("Optional step 20"), N_("Defensive Works") },
  { N_("Optional step 21"), N_("Fuel Supply") },
  { N_("Finished"), N_("Scenario Sheet") },
  { N_("In the game"), N_("Combat Lulls") },
};

struct _AdjWtjView
{
  GtkWidget       parent_instance;

  GtkListBox     *steps_list;
  GtkLabel       *step_label;
  GtkLabel       *title_label;
  GtkBox         *page_box;
  GtkButton      *back_button;
  GtkButton      *next_button;
  GtkLabel       *progress_label;
  GtkScrolledWindow *scroller;

  AdjGame        *game;
  AdjWtjScenario *scenario;
  int             page;
  int             sheet_page;
  guint           rebuild_id;
  int             built_page;
  /* the pages built for this scenario: their widgets stay in page_box,
   * hidden while another page shows (see show_page_widgets ()) */
  gboolean        built[N_PAGES];
};

static void adj_wtj_view_page_init (AdjPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjWtjView, adj_wtj_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_PAGE, adj_wtj_view_page_init))

enum {
  PROP_0,
  PROP_GAME,
  PROP_SHEET_PAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void rebuild (AdjWtjView *self);

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))))
    gtk_box_remove (box, child);
}

static GtkWidget *
label_new (const char *text,
           const char *css)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  if (css)
    gtk_widget_add_css_class (l, css);
  return l;
}

/* ------------------------------------------------------------------ pages */

static void
build_setup (AdjWtjView *self)
{
  gtk_box_append (self->page_box, adj_wtj_setup_page_new (self->game, self->scenario, _(pages[self->page].title)));
}

static void
build_superiority (AdjWtjView *self)
{
  gtk_box_append (self->page_box, adj_wtj_superiority_page_new (self->game, self->scenario, _(pages[self->page].title)));
}

static AdjWtjRollsSection *
add_rolls (AdjWtjView *self,
           const char *step,
           const char *table_id,
           const char *list_id)
{
  GtkWidget *section = adj_wtj_rolls_section_new (self->game, self->scenario, step, _(pages[self->page].title),
                                                  table_id, list_id);

  gtk_box_append (self->page_box, section);
  return ADJ_WTJ_ROLLS_SECTION (section);
}

static void
build_presence (AdjWtjView *self)
{
  adj_wtj_rolls_section_set_manual (add_rolls (self, "presence", "air-presence", "air-cover-priority"), _("Air points"), 0, 99);
}

static void
build_assets (AdjWtjView *self)
{
  gtk_box_append (self->page_box, adj_wtj_assets_page_new (self->game, self->scenario, _(pages[self->page].title)));
}

static void
build_artillery (AdjWtjView *self)
{
  AdjWtjRollsSection *planned = add_rolls (self, "planned", "planned-fire", "planned-fire-modifiers");
  AdjWtjRollsSection *support = add_rolls (self, "support", "support-fire", "support-fire-modifiers");

  adj_wtj_rolls_section_set_heading (planned, _("Planned fire: heavy barrages before the game, not reusable."));
  adj_wtj_rolls_section_set_manual (planned, _("Barrages"), 0, 999);
  adj_wtj_rolls_section_set_heading (support, _("Requested fire support: batteries in the battle area."));
  adj_wtj_rolls_section_set_manual (support, _("Batteries"), 0, 999);
}

static void
build_counterbattery (AdjWtjView *self)
{
  gtk_box_append (self->page_box, adj_wtj_counterbattery_page_new (self->game, self->scenario, _(pages[self->page].title)));
}

static void
build_proximity (AdjWtjView *self)
{
  gtk_box_append (self->page_box, adj_wtj_proximity_page_new (self->game, self->scenario, _(pages[self->page].title)));
}

static void
build_reaction (AdjWtjView *self)
{
  add_rolls (self, "reaction", "reaction", "reaction-profiles");
}

static void
build_start (AdjWtjView *self)
{
  gtk_box_append (self->page_box, adj_wtj_start_page_new (self->scenario));
}

static void
build_works (AdjWtjView *self)
{
  gtk_box_append (self->page_box, adj_wtj_works_page_new (self->game, self->scenario, _(pages[self->page].title)));
}

static void
build_fuel (AdjWtjView *self)
{
  gtk_box_append (self->page_box, adj_wtj_fuel_page_new (self->game, self->scenario, _(pages[self->page].title)));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);
  g_autoptr(GtkPrintOperation) op = adj_wtj_sheet_new_print_operation (self->scenario);
  g_autoptr(GError) error = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, GTK_WINDOW (root), &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    adj_compat_show_alert (GTK_WIDGET (self), _("Could not print"), error->message);
}

static void
pdf_chosen (GFile    *file,
            gpointer  user_data)
{
  g_autoptr(AdjWtjView) self = user_data;
  g_autofree char *path = file ? g_file_get_path (file) : NULL;
  g_autoptr(GError) error = NULL;

  if (path == NULL || self->scenario == NULL)
    return;
  if (!adj_wtj_sheet_export_pdf (self->scenario, path, &error))
    {
      adj_compat_show_alert (GTK_WIDGET (self), _("Could not export the sheet"), error->message);
      return;
    }
  adj_page_toast (GTK_WIDGET (self), _("Scenario sheet exported"));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);
  adj_choose_file (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _("Export Scenario Sheet"), TRUE,
                   _("1943 Scenario.pdf"), _("PDF documents"), "*.pdf", pdf_chosen, g_object_ref (self));
}

static void
build_sheet (AdjWtjView *self)
{
  GtkWidget *page = adj_wtj_sheet_page_new (self->scenario);

  g_object_bind_property (self, "sheet-page", page, "sheet-page", G_BINDING_SYNC_CREATE);
  gtk_box_append (self->page_box, page);
}

static void
build_lull (AdjWtjView *self)
{
  gtk_box_append (self->page_box, adj_wtj_lull_page_new (self->game, self->scenario, _(pages[self->page].title)));
}

/* ---------------------------------------------------------------- summary */

static char *
summary_for (AdjWtjView *self,
             int         page)
{
  AdjWtjScenario *s = self->scenario;
  GString *out = g_string_new (NULL);
  const char *steps[] = { NULL, "superiority", "presence", "assets", "planned", "counterbattery", NULL, "reaction" };

  switch (page)
    {
    case PAGE_SETUP:
      {
        g_autofree char *title = adj_wtj_text_title (s);
        g_string_append (out, title);
      }
      break;
    case PAGE_PROXIMITY:
      {
        g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (s, "proximity");
        g_autofree char *text = adj_wtj_text_result (s, r);
        g_string_append (out, r->done && text ? text : "");
      }
      break;
    case PAGE_WORKS:
      g_string_append (out, adj_wtj_scenario_get_int (s, "opt-works") ? _("On") : _("Off"));
      break;
    case PAGE_FUEL:
      if (adj_wtj_scenario_get_int (s, "opt-fuel"))
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u company", "%u companies", adj_wtj_scenario_get_n_companies (s)),
                                adj_wtj_scenario_get_n_companies (s));
      else
        g_string_append (out, _("Off"));
      break;
    case PAGE_LULL:
      if (adj_wtj_scenario_get_first_lull_turn (s))
        g_string_append_printf (out, _("From turn %d"), adj_wtj_scenario_get_first_lull_turn (s));
      break;
    default:
      if (page < (int) G_N_ELEMENTS (steps) && steps[page])
        for (int side = 0; side < 2; side++)
          {
            g_autofree char *key = g_strdup_printf ("%s-%d", steps[page], side);
            g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (s, key);
            g_autofree char *text = adj_wtj_text_result (s, r);
            if (r->done && text)
              g_string_append_printf (out, "%s%s", out->len ? " · " : "", text);
            else if (!r->done)
              g_string_append_printf (out, "%s—", out->len ? " · " : "");
          }
      if (page == PAGE_ARTILLERY)
        for (int side = 0; side < 2; side++)
          {
            g_autofree char *key = g_strdup_printf ("support-%d", side);
            g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (s, key);
            g_autofree char *text = adj_wtj_text_result (s, r);
            if (r->done && text)
              g_string_append_printf (out, " · %s", text);
          }
      break;
    }
  return g_string_free (out, FALSE);
}

static void
rebuild_sidebar (AdjWtjView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->steps_list))))
    gtk_list_box_remove (self->steps_list, child);
  for (int p = 0; p < N_PAGES; p++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *title = g_strdup_printf ("%s · %s", _(pages[p].number), _(pages[p].title));
      GtkWidget *sub = label_new ("", "dim-label");

      gtk_widget_set_margin_top (box, 4);
      gtk_widget_set_margin_bottom (box, 4);
      gtk_box_append (GTK_BOX (box), label_new (title, "heading"));
      gtk_label_set_ellipsize (GTK_LABEL (sub), PANGO_ELLIPSIZE_END);
      gtk_label_set_wrap (GTK_LABEL (sub), FALSE);
      gtk_widget_add_css_class (sub, "caption");
      gtk_box_append (GTK_BOX (box), sub);
      gtk_list_box_append (self->steps_list, box);
      /* the row says where it goes ("Step 2: Air Superiority"); its summary
       * (what the step decided, side by side) is its description */
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (box)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      title, -1);
    }
}

/* The summaries under the steps' titles, in place. */
static void
update_summaries (AdjWtjView *self)
{
  for (int p = 0; p < N_PAGES && self->scenario; p++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->steps_list, p);
      GtkWidget *box = gtk_list_box_row_get_child (row);
      GtkWidget *sub = gtk_widget_get_last_child (box);
      g_autofree char *summary = summary_for (self, p);

      gtk_label_set_label (GTK_LABEL (sub), summary);
      /* no empty line under a step that has nothing to sum up */
      gtk_widget_set_visible (sub, *summary != '\0');
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, summary, -1);
    }
}

/* Forgets the pages built: they are built again when shown. */
static void
drop_pages (AdjWtjView *self)
{
  clear_box (self->page_box);
  memset (self->built, 0, sizeof self->built);
}

/* Builds @page's widgets into page_box, each marked with its page, if they
 * are not there yet. The build functions name the page shown (its title),
 * so @page is the page shown while they run. */
static void
build_page (AdjWtjView *self,
            int         page)
{
  GtkWidget *box = GTK_WIDGET (self->page_box);
  GtkWidget *last = gtk_widget_get_last_child (box);
  int shown = self->page;

  if (self->built[page])
    return;
  self->built[page] = TRUE;
  self->page = page;
  switch ((Page) page)
    {
    case PAGE_SETUP: build_setup (self); break;
    case PAGE_SUPERIORITY: build_superiority (self); break;
    case PAGE_PRESENCE: build_presence (self); break;
    case PAGE_ASSETS: build_assets (self); break;
    case PAGE_ARTILLERY: build_artillery (self); break;
    case PAGE_COUNTERBATTERY: build_counterbattery (self); break;
    case PAGE_PROXIMITY: build_proximity (self); break;
    case PAGE_REACTION: build_reaction (self); break;
    case PAGE_START: build_start (self); break;
    case PAGE_WORKS: build_works (self); break;
    case PAGE_FUEL: build_fuel (self); break;
    case PAGE_SHEET: build_sheet (self); break;
    case PAGE_LULL: build_lull (self); break;
    case N_PAGES: default: break;
    }
  self->page = shown;
  for (GtkWidget *c = last ? gtk_widget_get_next_sibling (last) : gtk_widget_get_first_child (box);
       c; c = gtk_widget_get_next_sibling (c))
    {
      g_object_set_data (G_OBJECT (c), "adj-wtj-page", GINT_TO_POINTER (page + 1));
      gtk_widget_set_visible (c, page == shown);
    }
}

/* Measures @page's widgets, hidden, at the width they will have: their
 * text is laid out and their sizes kept, so that the Next that shows them
 * only allocates and draws (half the time of the first Next to a page). GTK
 * measures no hidden widget, so each is shown for that while it is kept
 * from being mapped (not "child-visible"). */
static void
measure_page (AdjWtjView *self,
              int         page)
{
  GtkWidget *box = GTK_WIDGET (self->page_box);
  gpointer mark = GINT_TO_POINTER (page + 1);
  int width = gtk_widget_get_width (box);

  if (width <= 0)
    return;
  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    if (g_object_get_data (G_OBJECT (c), "adj-wtj-page") == mark && !gtk_widget_get_visible (c))
      {
        int min, nat;

        gtk_widget_set_child_visible (c, FALSE);
        gtk_widget_set_visible (c, TRUE);
        gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
        gtk_widget_measure (c, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
        gtk_widget_set_visible (c, FALSE);
        gtk_widget_set_child_visible (c, TRUE);
      }
}

/* After a page is shown: the next one is built, hidden, and measured when
 * the program is idle after the frame that shows the page, so that the
 * first Next to it does not wait for its widgets, and the page shown does
 * not wait for them either. */
static gboolean
prebuild_next_page (GtkWidget *widget)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);

  if (self->scenario != NULL && self->page + 1 < N_PAGES && !self->built[self->page + 1])
    {
      build_page (self, self->page + 1);
      measure_page (self, self->page + 1);
    }
  return FALSE;
}

static void
schedule_prebuild (AdjWtjView *self)
{
  if (self->scenario == NULL || self->page + 1 >= N_PAGES || self->built[self->page + 1]
      || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  adj_ahead_after_frame (GTK_WIDGET (self), prebuild_next_page);
}

/* Shows the page's widgets in page_box, building them the first time it
 * shows. A page built stays, hidden, while the scenario stays (it follows
 * the scenario itself): stepping to another page and back no longer tears
 * down one page and builds the other, which took some 30 ms a step. */
static void
show_page_widgets (AdjWtjView *self)
{
  GtkWidget *box = GTK_WIDGET (self->page_box);
  gpointer mark = GINT_TO_POINTER (self->page + 1);

  build_page (self, self->page);
  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    gtk_widget_set_visible (c, g_object_get_data (G_OBJECT (c), "adj-wtj-page") == mark);
  schedule_prebuild (self);
}

static void
rebuild (AdjWtjView *self)
{
  g_autofree char *progress = NULL;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  gboolean same_page = self->built_page == self->page;

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  gtk_list_box_select_row (self->steps_list, gtk_list_box_get_row_at_index (self->steps_list, self->page));
  update_summaries (self);
  gtk_label_set_label (self->step_label, _(pages[self->page].number));
  gtk_label_set_label (self->title_label, _(pages[self->page].title));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wtj.back", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wtj.next", self->page < N_PAGES - 1);
  progress = g_strdup_printf (_("Page %d of %d"), self->page + 1, N_PAGES);
  gtk_label_set_label (self->progress_label, progress);

  /* the pages follow the scenario themselves: the pages are built again
   * only when the page shown is rebuilt (another scenario); another page
   * starts at the top */
  self->built_page = self->page;
  if (same_page || self->scenario == NULL)
    drop_pages (self);
  if (!same_page)
    gtk_adjustment_set_value (adj, 0);
  if (self->scenario == NULL)
    return;
  show_page_widgets (self);
}

static gboolean
rebuild_idle (gpointer data)
{
  AdjWtjView *self = data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

static void
scenario_notify (AdjWtjView *self,
                 GParamSpec *pspec)
{
  if (g_str_equal (pspec->name, "current-step"))
    {
      int step = CLAMP (adj_wtj_scenario_get_int (self->scenario, "step"), 0, N_PAGES - 1);

      /* A new game, an opened file or an undo can bring another step with it:
       * show the step where that state was made. */
      if (step != self->page)
        {
          self->page = step;
          if (self->rebuild_id == 0)
            self->rebuild_id = g_idle_add (rebuild_idle, self);
        }
      return;
    }
  update_summaries (self);
}

/* A side or a step changed: the page follows it itself; the summaries. */
static void
side_notify (AdjWtjView *self)
{
  update_summaries (self);
}

static void
step_notify (AdjWtjView *self)
{
  update_summaries (self);
}

static void
connect_steps (AdjWtjView *self,
               guint       position,
               guint       n)
{
  GListModel *steps = adj_wtj_scenario_get_steps (self->scenario);

  for (guint i = position; i < position + n; i++)
    {
      g_autoptr(AdjWtjStep) item = g_list_model_get_item (steps, i);
      g_signal_connect_object (item, "notify::result", G_CALLBACK (step_notify), self, G_CONNECT_SWAPPED);
    }
}

static void
steps_changed (AdjWtjView *self,
               guint       position,
               guint       removed,
               guint       added)
{
  connect_steps (self, position, added);
}

/** adj_wtj_view_set_page: Shows a page of the wizard (0 is the first step). */
void
adj_wtj_view_set_page (AdjWtjView *self,
                       int         page)
{
  page = CLAMP (page, 0, N_PAGES - 1);
  self->page = page;
  if (self->scenario)
    {
      g_autofree char *v = g_strdup_printf ("%d", page);
      adj_wtj_scenario_set_setting (self->scenario, "step", v, NULL);
    }
  rebuild (self);
}

/** adj_wtj_view_get_page: Returns: the page shown */
int
adj_wtj_view_get_page (AdjWtjView *self)
{
  return self->page;
}

/** adj_wtj_view_get_n_pages: Returns: the number of pages */
int
adj_wtj_view_get_n_pages (AdjWtjView *self)
{
  return N_PAGES;
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);

  if (self->page > 0)
    adj_wtj_view_set_page (self, self->page - 1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);

  if (self->page < N_PAGES - 1)
    adj_wtj_view_set_page (self, self->page + 1);
}

/* wtj.roll-again ("planned-0"): forgets that roll (or the result set by hand). */
static void
roll_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);

  if (self->scenario)
    adj_wtj_scenario_clear (self->scenario, g_variant_get_string (parameter, NULL));
}

/* wtj.set-manual (("planned-0", 7)): the result players decided. */
static void
set_manual_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);
  const char *key;
  int value;

  g_variant_get (parameter, "(&si)", &key, &value);
  if (self->scenario)
    adj_wtj_scenario_set_manual (self->scenario, key, value);
}

/* wtj.add-company (side) */
static void
add_company_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);

  if (self->scenario)
    adj_wtj_scenario_add_company (self->scenario, CLAMP (g_variant_get_int32 (parameter), 0, 1));
}

/* wtj.remove-company (index) */
static void
remove_company_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);

  if (self->scenario)
    adj_wtj_scenario_remove_company (self->scenario, g_variant_get_uint32 (parameter));
}

/* wtj.turn (+1 or -1): the lull tracker's game turn. */
static void
turn_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);

  if (self->scenario == NULL)
    return;
  if (g_variant_get_int32 (parameter) > 0)
    adj_wtj_scenario_next_turn (self->scenario);
  else
    adj_wtj_scenario_previous_turn (self->scenario);
}

/* wtj.declare-lull ("short", "long", or "" to end the declared lull) */
static void
declare_lull_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (widget);
  const char *kind = g_variant_get_string (parameter, NULL);

  if (self->scenario)
    adj_wtj_scenario_set_setting (self->scenario, "declared-lull", *kind ? kind : NULL, NULL);
}

static void
step_activated_cb (AdjWtjView    *self,
                   GtkListBoxRow *row)
{
  if (gtk_list_box_row_get_index (row) != self->page)
    adj_wtj_view_set_page (self, gtk_list_box_row_get_index (row));
}

static void
disconnect_scenario (AdjWtjView *self)
{
  GListModel *steps, *sides;

  if (self->scenario == NULL)
    return;
  steps = adj_wtj_scenario_get_steps (self->scenario);
  sides = adj_wtj_scenario_get_sides (self->scenario);
  for (guint i = 0; i < g_list_model_get_n_items (steps); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (steps, i);
      g_signal_handlers_disconnect_by_data (item, self);
    }
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (sides, i);
      g_signal_handlers_disconnect_by_data (item, self);
    }
  g_signal_handlers_disconnect_by_data (steps, self);
  g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_clear_object (&self->scenario);
}

static void
set_game (AdjWtjView *self,
          AdjGame    *game)
{
  disconnect_scenario (self);
  g_set_object (&self->game, game);
  if (game)
    {
      AdjModel *model = adj_game_get_model (game, "wtj");
      if (ADJ_IS_WTJ_SCENARIO (model))
        {
          GListModel *steps, *sides;

          self->scenario = g_object_ref (ADJ_WTJ_SCENARIO (model));
          steps = adj_wtj_scenario_get_steps (self->scenario);
          sides = adj_wtj_scenario_get_sides (self->scenario);
          g_signal_connect_swapped (self->scenario, "notify", G_CALLBACK (scenario_notify), self);
          g_signal_connect_swapped (steps, "items-changed", G_CALLBACK (steps_changed), self);
          connect_steps (self, 0, g_list_model_get_n_items (steps));
          for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
            {
              g_autoptr(GObject) side = g_list_model_get_item (sides, i);
              g_signal_connect_swapped (side, "notify", G_CALLBACK (side_notify), self);
            }
          self->page = CLAMP (adj_wtj_scenario_get_int (self->scenario, "step"), 0, N_PAGES - 1);
        }
    }
  /* another game: no page built for the last one stays */
  drop_pages (self);
  rebuild (self);
}

static void
adj_wtj_view_dispose (GObject *object)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (object);
  GtkWidget *child;

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  disconnect_scenario (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WTJ_VIEW);
  /* the template's top-level box is not bound: unparent it too */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (adj_wtj_view_parent_class)->dispose (object);
}

static void
adj_wtj_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHEET_PAGE:
      g_value_set_int (value, self->sheet_page);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_wtj_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  AdjWtjView *self = ADJ_WTJ_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      if (self->game != g_value_get_object (value))
        {
          set_game (self, g_value_get_object (value));
          g_object_notify_by_pspec (object, properties[PROP_GAME]);
        }
      break;
    case PROP_SHEET_PAGE:
      if (self->sheet_page != g_value_get_int (value))
        {
          self->sheet_page = g_value_get_int (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The page's keys, which work wherever the focus is while the page shows. */
static const AdjPageShortcut wtj_keys[] = {
  { "<Alt>Page_Down", "wtj.next", NC_("shortcut window", "Next step") },
  { "<Alt>Page_Up", "wtj.back", NC_("shortcut window", "Previous step") },
};

static const AdjPageShortcuts wtj_shortcuts = {
  NC_("shortcut window", "WTJ 1943 setup"), wtj_keys, G_N_ELEMENTS (wtj_keys)
};

/* A logged roll of a step ("wtj.roll" and its facts), in the reader's language. */
static char *
describe_roll (AdjGame            *game,
               const char         *topic,
               const char * const *args,
               char              **who)
{
  AdjModel *model = game ? adj_game_get_model (game, "wtj") : NULL;

  if (g_strcmp0 (topic, "wtj.roll") != 0 || !ADJ_IS_WTJ_SCENARIO (model))
    return NULL;
  return adj_wtj_text_roll_purpose (ADJ_WTJ_SCENARIO (model), args, who);
}

static void
adj_wtj_view_page_init (AdjPageInterface *iface)
{
  iface->id = "wtj";
  iface->title = N_("1943 Setup");
  iface->icon_name = "adj-setup-symbolic";
  iface->shortcuts = &wtj_shortcuts;
  iface->describe_roll = describe_roll;
}

static void
adj_wtj_view_class_init (AdjWtjViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_WTJ_STEP_CARD);

  object_class->dispose = adj_wtj_view_dispose;
  object_class->get_property = adj_wtj_view_get_property;
  object_class->set_property = adj_wtj_view_set_property;

  g_object_class_override_property (object_class, PROP_GAME, "game");
  properties[PROP_GAME] = g_object_class_find_property (object_class, "game");
  /**
   * AdjWtjView:sheet-page:
   *
   * The page of the scenario sheet the preview shows: 0 and 1 for the sides, 2 for both.
   */
  properties[PROP_SHEET_PAGE] =
    g_param_spec_int ("sheet-page", NULL, NULL, 0, 2, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_property (object_class, PROP_SHEET_PAGE, properties[PROP_SHEET_PAGE]);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wtjview");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/adj-wtj-view.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, steps_list);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, step_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, title_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, page_box);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, back_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, next_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, progress_label);
  gtk_widget_class_bind_template_child (widget_class, AdjWtjView, scroller);
  gtk_widget_class_install_action (widget_class, "wtj.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "wtj.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "wtj.roll-again", "s", roll_again_action);
  gtk_widget_class_install_action (widget_class, "wtj.set-manual", "(si)", set_manual_action);
  gtk_widget_class_install_action (widget_class, "wtj.add-company", "i", add_company_action);
  gtk_widget_class_install_action (widget_class, "wtj.remove-company", "u", remove_company_action);
  gtk_widget_class_install_action (widget_class, "wtj.turn", "i", turn_action);
  gtk_widget_class_install_action (widget_class, "wtj.declare-lull", "s", declare_lull_action);
  gtk_widget_class_install_action (widget_class, "wtj.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "wtj.export", NULL, export_action);
  gtk_widget_class_install_property_action (widget_class, "wtj.sheet-page", "sheet-page");
  gtk_widget_class_bind_template_callback (widget_class, step_activated_cb);
}

static void
adj_wtj_view_init (AdjWtjView *self)
{
  self->built_page = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "map", G_CALLBACK (schedule_prebuild), NULL);
  adj_page_install_shortcuts (ADJ_PAGE (self));
  rebuild_sidebar (self);
  /* Building a page moves the focus into it: a new page starts at the top all the same. */
  if (GTK_IS_VIEWPORT (gtk_scrolled_window_get_child (self->scroller)))
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (gtk_scrolled_window_get_child (self->scroller)), FALSE);
}
