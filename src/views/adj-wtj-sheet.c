/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <string.h>
#include <pango/pangocairo.h>

#include "adj-error.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-sheet.h"
#include "adj-wtj-text.h"
#include "adj-table-text.h"

/* Sizes are in points of the page (A4 is 595 x 842); everything scales
 * from the width of the area drawn on, so a Letter page, a printer's
 * printable area or a preview look the same.
 *
 * The sheet is one flow of blocks (lines, rows of boxes, headings) in three
 * parts: each side, then both sides together. Each part starts a page, and
 * a block that does not fit below the last one goes to the next page. The
 * flow runs in full for every page: only the blocks of the page asked for
 * are drawn (so counting the pages and drawing one are the same code). */

typedef struct {
  cairo_t   *cr;
  double     w, h, margin, unit;
  double     y;           /* the cursor on page @page */
  int        page;        /* the page the flow has reached */
  int        target;      /* the page to draw; -1 draws none */
  int        part;        /* the part the flow is in: 0, 1 the sides, 2 both */
  int        part_of_target;
  int        first_page[3];
  gboolean   measuring;   /* a block is measured, not drawn */
  GPtrArray *texts;       /* (nullable): the texts drawn */
} Sheet;

static gboolean
visible (Sheet *s)
{
  return !s->measuring && s->page == s->target;
}

static double
bottom (Sheet *s)
{
  return s->h - s->margin;
}

static void
new_page (Sheet *s)
{
  s->page++;
  s->y = s->margin;
}

/* Makes room for a block @height high: on the next page if it does not fit
 * on this one (unless the page is empty: then it is cut at the bottom). */
static void
need (Sheet  *s,
      double  height)
{
  if (!s->measuring && s->y + height > bottom (s) && s->y > s->margin + 0.5)
    new_page (s);
}

static double
text_at (Sheet      *s,
         double      x,
         double      y,
         double      width,
         const char *text,
         double      size,
         gboolean    bold,
         double      grey,
         PangoAlignment align)
{
  PangoLayout *layout = pango_cairo_create_layout (s->cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  int pw, ph;

  pango_font_description_set_absolute_size (font, size * s->unit * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (MAX (width, 1) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text ? text : "", -1);
  if (visible (s) && text && *text)
    {
      cairo_set_source_rgb (s->cr, grey, grey, grey);
      cairo_move_to (s->cr, x, y);
      pango_cairo_show_layout (s->cr, layout);
      if (s->texts)
        g_ptr_array_add (s->texts, g_strdup (text));
    }
  pango_layout_get_size (layout, &pw, &ph);
  pango_font_description_free (font);
  g_object_unref (layout);
  return (double) ph / PANGO_SCALE;
}

/* A block of text across the page, at the cursor. */
static void
paragraph (Sheet      *s,
           const char *text,
           double      size,
           gboolean    bold,
           double      grey,
           double      space_after)
{
  double h;

  s->measuring = TRUE;
  h = text_at (s, s->margin, s->y, s->w - 2 * s->margin, text, size, bold, grey, PANGO_ALIGN_LEFT);
  s->measuring = FALSE;
  need (s, h);
  s->y += text_at (s, s->margin, s->y, s->w - 2 * s->margin, text, size, bold, grey, PANGO_ALIGN_LEFT) + space_after;
}

static void
rounded (Sheet  *s,
         double  x,
         double  y,
         double  w,
         double  h,
         double  r)
{
  cairo_new_sub_path (s->cr);
  cairo_arc (s->cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (s->cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (s->cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (s->cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (s->cr);
}

/* A headline number in a box: small label above, big value, small note below. */
static void
box (Sheet      *s,
     double      x,
     double      y,
     double      w,
     double      h,
     const char *label,
     const char *value,
     const char *note)
{
  double pad = 8 * s->unit;

  if (visible (s))
    {
      rounded (s, x, y, w, h, 6 * s->unit);
      cairo_set_source_rgb (s->cr, 0.96, 0.96, 0.96);
      cairo_fill_preserve (s->cr);
      cairo_set_source_rgb (s->cr, 0.2, 0.2, 0.2);
      cairo_set_line_width (s->cr, 1.2 * s->unit);
      cairo_stroke (s->cr);
    }
  text_at (s, x + pad, y + pad, w - 2 * pad, label, 9, TRUE, 0.35, PANGO_ALIGN_LEFT);
  text_at (s, x + pad, y + pad + 14 * s->unit, w - 2 * pad, value, 24, TRUE, 0.0, PANGO_ALIGN_LEFT);
  if (note)
    text_at (s, x + pad, y + h - pad - 22 * s->unit, w - 2 * pad, note, 8, FALSE, 0.3, PANGO_ALIGN_LEFT);
}

static AdjWtjResult *
result (AdjWtjScenario *sc,
        const char     *step,
        int             side)
{
  g_autofree char *key = side >= 0 ? g_strdup_printf ("%s-%d", step, side) : g_strdup (step);

  return adj_wtj_scenario_get_result (sc, key);
}

static char *
value_or_dash (AdjWtjScenario *sc,
               AdjWtjResult   *r,
               gboolean        number)
{
  char *text;

  if (r == NULL || !r->done)
    return g_strdup ("—");
  if (number)
    return g_strdup_printf ("%d", r->value);
  text = adj_wtj_text_result (sc, r);
  return text ? text : g_strdup ("—");
}

/* A heading with a rule under it; it keeps the first line below it on its page. */
static void
section (Sheet      *s,
         const char *title)
{
  double h;

  s->measuring = TRUE;
  h = text_at (s, s->margin, s->y, s->w - 2 * s->margin, title, 13, TRUE, 0.0, PANGO_ALIGN_LEFT);
  s->measuring = FALSE;
  need (s, h + 8 * s->unit + 18 * s->unit);
  h = text_at (s, s->margin, s->y, s->w - 2 * s->margin, title, 13, TRUE, 0.0, PANGO_ALIGN_LEFT);
  if (visible (s))
    {
      cairo_set_source_rgb (s->cr, 0.6, 0.6, 0.6);
      cairo_set_line_width (s->cr, 0.8 * s->unit);
      cairo_move_to (s->cr, s->margin, s->y + h + 2 * s->unit);
      cairo_line_to (s->cr, s->w - s->margin, s->y + h + 2 * s->unit);
      cairo_stroke (s->cr);
    }
  s->y += h + 8 * s->unit;
}

/* A label and its value at the cursor, in a column at @x, @width wide. */
static void
line (Sheet      *s,
      double      x,
      double      width,
      const char *label,
      const char *value)
{
  double lw = width * 0.38;
  double h1, h2;

  s->measuring = TRUE;
  h1 = text_at (s, x, s->y, lw - 6 * s->unit, label, 10, TRUE, 0.25, PANGO_ALIGN_LEFT);
  h2 = text_at (s, x + lw, s->y, width - lw, value, 10, FALSE, 0.0, PANGO_ALIGN_LEFT);
  s->measuring = FALSE;
  need (s, MAX (h1, h2));
  text_at (s, x, s->y, lw - 6 * s->unit, label, 10, TRUE, 0.25, PANGO_ALIGN_LEFT);
  text_at (s, x + lw, s->y, width - lw, value, 10, FALSE, 0.0, PANGO_ALIGN_LEFT);
  s->y += MAX (h1, h2) + 4 * s->unit;
}

static void
full_line (Sheet      *s,
           const char *label,
           const char *value)
{
  line (s, s->margin, s->w - 2 * s->margin, label, value);
}

static char *
proximity_text (AdjWtjScenario *sc,
                char          **note)
{
  g_autoptr(AdjWtjResult) p = result (sc, "proximity", -1);
  AdjRuleFile *file = adj_wtj_scenario_get_rules (sc);

  if (!p->done)
    {
      *note = NULL;
      return g_strdup ("—");
    }
  {
    int l = adj_rule_file_get_int (file, "scale-large-yards-per-inch");
    int m = adj_rule_file_get_int (file, "scale-medium-yards-per-inch");
    int sm = adj_rule_file_get_int (file, "scale-small-yards-per-inch");

    /* Translators: inches at the large, medium and small scales, then their yards per inch */
    *note = g_strdup_printf (_("%.1f″ / %.1f″ / %.1f″ at %d / %d / %d yards per inch"),
                             adj_wtj_inches (p->value, l), adj_wtj_inches (p->value, m),
                             adj_wtj_inches (p->value, sm), l, m, sm);
  }
  return g_strdup_printf (_("%d yd"), p->value);
}

static char *
assets_text (AdjWtjScenario *sc,
             int             side)
{
  g_autoptr(AdjWtjResult) a = result (sc, "assets", side);
  g_autofree char *text = adj_wtj_text_result (sc, a);

  if (text == NULL)
    return g_strdup ("—");
  if (a->outcome == ADJ_WTJ_OUTCOME_ON_ARRIVAL && a->lines->len)
    {
      g_autofree char *first = adj_wtj_text_line (sc, a, &g_array_index (a->lines, AdjWtjLine, 0));
      g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point, type rolled on arrival (%s)",
                                                                "%d points, type rolled on arrival (%s)", a->value),
                                                   a->value, first);

      return g_strdup_printf (_("%s: %s"), text, points);
    }
  if (a->outcome == ADJ_WTJ_OUTCOME_ASSETS)
    return g_strdup_printf ("%d: %s", a->value, text);
  return g_steal_pointer (&text);
}

/* A step's result as the wizard's card says it, on a line of its own. */
static void
result_line (Sheet          *s,
             AdjWtjScenario *sc,
             double          x,
             double          width,
             const char     *label,
             const char     *key,
             gboolean        only_done)
{
  g_autoptr(AdjWtjResult) r = adj_wtj_scenario_get_result (sc, key);
  g_autofree char *v = NULL;

  if (r == NULL || (only_done && !r->done))
    return;
  v = value_or_dash (sc, r, FALSE);
  line (s, x, width, label, v);
}

/* Everything the wizard found for a side, in a column. */
static void
side_details (Sheet          *s,
              AdjWtjScenario *sc,
              int             side,
              double          x,
              double          width)
{
  static const struct { const char *step; const char *label; gboolean only_done; } steps[] = {
    { "rolloff", NULL, TRUE },   /* "Roll-off, side 1: Germans" */
    { "superiority", N_("Air superiority"), FALSE },
    { "presence", N_("Air presence"), FALSE },
    { "planned", N_("Planned fire"), FALSE },
    { "support", N_("Support fire"), FALSE },
    { "counterbattery", N_("Counterbattery"), FALSE },
    { "reaction", N_("Reaction profile"), FALSE },
  };
  g_autofree char *assets = assets_text (sc, side);
  g_autofree char *forces = g_strdup_printf (_("%s units, %s bases"),
                                             adj_wtj_scenario_get_side_setting (sc, "units", side),
                                             adj_wtj_scenario_get_side_setting (sc, "bases", side));
  AdjRuleTable *pres = adj_rule_file_get_table (adj_wtj_scenario_get_rules (sc), "air-presence");
  const char *prio = adj_table_text (adj_rule_table_get_row_label (pres, MAX (adj_rule_table_find_row (pres, adj_wtj_scenario_get_side_setting (sc, "priority", side)), 0)));

  line (s, x, width, _("Forces"), forces);
  line (s, x, width, _("Air cover priority"), prio);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autofree char *key = g_strdup_printf ("%s-%d", steps[i].step, side);

      const char *nation = adj_wtj_scenario_get_nation_name (sc, side);
      g_autofree char *label = steps[i].label ? g_strdup (_(steps[i].label))
        : g_strdup_printf (_("Roll-off, side %d: %s"), side + 1, nation ? nation : "");

      result_line (s, sc, x, width, label, key, steps[i].only_done);
      if (g_str_equal (steps[i].step, "presence"))
        line (s, x, width, _("Air assets"), assets);
    }
}

/* The defensive works of a side (optional step 20): the defender's
 * categories, the attacker's trenches and minefields once rolled. */
static void
works_lines (Sheet          *s,
             AdjWtjScenario *sc,
             int             side,
             gboolean        name_side)
{
  AdjRuleTable *works = adj_rule_file_get_table (adj_wtj_scenario_get_rules (sc), "defensive-works");
  g_autofree char *name = adj_wtj_text_side_name (sc, side);
  gboolean defender = side == 1 - adj_wtj_scenario_get_attacker (sc);

  if (!adj_wtj_scenario_get_int (sc, "opt-works"))
    return;
  for (guint c = 0; c < adj_rule_table_get_n_columns (works); c++)
    {
      const char *id = adj_rule_table_get_column_id (works, c);
      g_autofree char *key = defender ? g_strdup_printf ("works-%s", id) : g_strdup_printf ("works-attacker-%s", id);
      g_autoptr(AdjWtjResult) w = adj_wtj_scenario_find_step (sc, key) ? adj_wtj_scenario_get_result (sc, key) : NULL;
      g_autofree char *v = NULL;
      g_autofree char *label = NULL;

      if (w == NULL || (!defender && !w->done))
        continue;
      v = value_or_dash (sc, w, FALSE);
      /* Translators: a side and a category of its defensive works */
      label = name_side ? g_strdup_printf (_("%s: %s"), name, adj_table_text (adj_rule_table_get_column_label (works, c)))
                        : g_strdup (adj_table_text (adj_rule_table_get_column_label (works, c)));
      full_line (s, label, v);
    }
}

/* The tank companies of a side (optional step 21), named as the wizard names them. */
static void
fuel_lines (Sheet          *s,
            AdjWtjScenario *sc,
            int             side)
{
  if (!adj_wtj_scenario_get_int (sc, "opt-fuel"))
    return;
  for (guint i = 0; i < adj_wtj_scenario_get_n_companies (sc); i++)
    {
      g_autofree char *kt = g_strdup_printf ("fuel-%u-turns", i);
      g_autofree char *kd = g_strdup_printf ("fuel-%u-delay", i);
      g_autofree char *kr = g_strdup_printf ("fuel-%u-rate", i);
      g_autoptr(AdjWtjResult) t = NULL;
      g_autoptr(AdjWtjResult) d = NULL;
      g_autoptr(AdjWtjResult) r = NULL;
      g_autofree char *tv = NULL, *dv = NULL, *rv = NULL, *label = NULL, *value = NULL;

      if (adj_wtj_scenario_get_company_side (sc, i) != side)
        continue;
      t = adj_wtj_scenario_get_result (sc, kt);
      d = adj_wtj_scenario_get_result (sc, kd);
      r = adj_wtj_scenario_get_result (sc, kr);
      tv = value_or_dash (sc, t, FALSE);
      dv = value_or_dash (sc, d, FALSE);
      rv = value_or_dash (sc, r, FALSE);
      label = adj_wtj_text_company_name (sc, i);
      value = g_strdup_printf (_("%s turns of fuel; refuel %s turns after running out; %s bases per turn"),
                               tv, dv, rv);
      full_line (s, label, value);
    }
}

static gboolean
has_companies (AdjWtjScenario *sc,
               int             side)
{
  for (guint i = 0; adj_wtj_scenario_get_int (sc, "opt-fuel") && i < adj_wtj_scenario_get_n_companies (sc); i++)
    if (side < 0 || adj_wtj_scenario_get_company_side (sc, i) == side)
      return TRUE;
  return FALSE;
}

/* Numbered boxes to write where each planned fire barrage lands, a row at a time. */
static void
target_grid (Sheet *s,
             int    n)
{
  double m = s->margin, gap = 6 * s->unit;
  int per_row = 6;
  double cw = (s->w - 2 * m - (per_row - 1) * gap) / per_row, ch = 30 * s->unit;

  for (int i = 0; i < n; i++)
    {
      double x = m + (i % per_row) * (cw + gap);
      g_autofree char *num = g_strdup_printf ("%d", i + 1);

      if (i % per_row == 0)
        {
          if (i > 0)
            s->y += ch + gap;
          need (s, ch);
        }
      if (visible (s))
        {
          rounded (s, x, s->y, cw, ch, 3 * s->unit);
          cairo_set_source_rgb (s->cr, 0.3, 0.3, 0.3);
          cairo_set_line_width (s->cr, 0.8 * s->unit);
          cairo_stroke (s->cr);
        }
      text_at (s, x + 4 * s->unit, s->y + 3 * s->unit, cw, num, 8, TRUE, 0.3, PANGO_ALIGN_LEFT);
      text_at (s, x + 4 * s->unit, s->y + 15 * s->unit, cw - 8 * s->unit, _("X        Y"), 7, FALSE, 0.55, PANGO_ALIGN_RIGHT);
    }
  if (n > 0)
    s->y += ch + 2 * gap;
}

/* Ruled lines for notes down to the bottom margin, if there is room. */
static void
notes (Sheet *s)
{
  double step = 20 * s->unit;

  if (s->y > bottom (s) - 60 * s->unit)
    return;
  section (s, _("Notes"));
  if (!visible (s))
    return;
  cairo_set_source_rgb (s->cr, 0.75, 0.75, 0.75);
  cairo_set_line_width (s->cr, 0.5 * s->unit);
  for (double y = s->y + step; y < bottom (s); y += step)
    {
      cairo_move_to (s->cr, s->margin, y);
      cairo_line_to (s->cr, s->w - s->margin, y);
    }
  cairo_stroke (s->cr);
}

static void
draw_side (Sheet          *s,
           AdjWtjScenario *sc,
           int             side)
{
  g_autofree char *name = adj_wtj_text_side_name (sc, side);
  g_autofree char *title = adj_wtj_text_title (sc);
  g_autoptr(AdjWtjResult) planned = result (sc, "planned", side);
  g_autoptr(AdjWtjResult) support = result (sc, "support", side);
  g_autoptr(AdjWtjResult) presence = result (sc, "presence", side);
  g_autoptr(AdjWtjResult) cb = result (sc, "counterbattery", side);
  g_autoptr(AdjWtjResult) re = result (sc, "reaction", side);
  g_autoptr(AdjWtjResult) prox_r = result (sc, "proximity", -1);
  g_autofree char *pv = value_or_dash (sc, planned, TRUE);
  g_autofree char *sv = value_or_dash (sc, support, TRUE);
  g_autofree char *av = value_or_dash (sc, presence, TRUE);
  g_autofree char *cv = value_or_dash (sc, cb, FALSE);
  g_autofree char *rv = NULL;
  g_autofree char *prox_note = NULL;
  g_autofree char *prox = proximity_text (sc, &prox_note);
  g_autofree char *prox_full = value_or_dash (sc, prox_r, FALSE);
  g_autofree char *lull = adj_wtj_text_lull_first_turn (sc);
  double m = s->margin, bw, bh = 92 * s->unit, gap = 10 * s->unit;
  gboolean defender = side == 1 - adj_wtj_scenario_get_attacker (sc);

  rv = re->done ? g_strdup_printf ("%c", re->value) : g_strdup ("—");
  paragraph (s, _("WTJ “1943” scenario sheet"), 10, FALSE, 0.35, 0);
  paragraph (s, name, 28, TRUE, 0.0, 0);
  paragraph (s, title, 12, FALSE, 0.2, 14 * s->unit);

  bw = (s->w - 2 * m - 2 * gap) / 3;
  need (s, 2 * bh + gap);
  box (s, m, s->y, bw, bh, _("Planned fire"), pv,
       planned->done ? (planned->applicable ? _("heavy barrages, before the game") : _("shore defender: none")) : NULL);
  box (s, m + bw + gap, s->y, bw, bh, _("Support fire"), sv, support->done ? _("batteries in the area") : NULL);
  box (s, m + 2 * (bw + gap), s->y, bw, bh, _("Air presence"), av, presence->done ? _("one-time air points") : NULL);
  s->y += bh + gap;
  box (s, m, s->y, bw, bh, _("Counterbattery"), cv, NULL);
  box (s, m + bw + gap, s->y, bw, bh, _("Reaction profile"), rv, re->done ? adj_wtj_text_profile_name (sc, re->value) : NULL);
  box (s, m + 2 * (bw + gap), s->y, bw, bh, _("Setup proximity"), prox, prox_note);
  s->y += bh + 2 * gap;

  section (s, _("This side"));
  side_details (s, sc, side, m, s->w - 2 * m);
  if (re->done)
    {
      AdjRuleTable *profiles = adj_rule_file_get_table (adj_wtj_scenario_get_rules (sc), "reaction-profiles");
      char id[2] = { g_ascii_tolower ((char) re->value), 0 };
      const char *influence = adj_table_text (adj_rule_table_lookup_text (profiles, id, "influence"));

      full_line (s, _("Profile in play"), influence);
    }
  s->y += gap;

  if (adj_wtj_scenario_get_int (sc, "opt-works"))
    {
      g_autofree char *heading = defender ? g_strdup (_("Defensive Works"))
        : g_strdup_printf (_("Attacker (%s), if the players allow it"), name);

      section (s, heading);
      works_lines (s, sc, side, FALSE);
      s->y += gap;
    }
  if (has_companies (sc, side))
    {
      section (s, _("Fuel Supply"));
      fuel_lines (s, sc, side);
      s->y += gap;
    }

  section (s, _("The game"));
  full_line (s, _("Setup proximity"), prox_full);
  full_line (s, _("Combat Lulls"), lull);
  s->y += gap;
  if (planned->done && planned->value > 0 && planned->value <= 36)
    {
      section (s, _("Planned fire targets (measured from the zero corner)"));
      target_grid (s, planned->value);
    }
  notes (s);
}

/* One side's column of the combined part. */
static void
side_column (Sheet          *s,
             AdjWtjScenario *sc,
             int             side,
             double          x,
             double          cw)
{
  g_autofree char *name = adj_wtj_text_side_name (sc, side);
  g_autoptr(AdjWtjResult) planned = result (sc, "planned", side);
  g_autoptr(AdjWtjResult) support = result (sc, "support", side);
  g_autoptr(AdjWtjResult) presence = result (sc, "presence", side);
  g_autofree char *pv = value_or_dash (sc, planned, TRUE);
  g_autofree char *sv = value_or_dash (sc, support, TRUE);
  g_autofree char *av = value_or_dash (sc, presence, TRUE);
  double gap = 10 * s->unit, bh = 92 * s->unit * 0.8, sbw = (cw - 2 * gap) / 3;

  s->y += text_at (s, x, s->y, cw, name, 16, TRUE, 0.0, PANGO_ALIGN_LEFT) + 6 * s->unit;
  box (s, x, s->y, sbw, bh, _("Planned"), pv, NULL);
  box (s, x + sbw + gap, s->y, sbw, bh, _("Support"), sv, NULL);
  box (s, x + 2 * (sbw + gap), s->y, sbw, bh, _("Air"), av, NULL);
  s->y += bh + gap;
  side_details (s, sc, side, x, cw);
}

static void
draw_combined (Sheet          *s,
               AdjWtjScenario *sc)
{
  AdjRuleFile *file = adj_wtj_scenario_get_rules (sc);
  g_autofree char *title = adj_wtj_text_title (sc);
  g_autofree char *prox_note = NULL;
  g_autofree char *prox = proximity_text (sc, &prox_note);
  int first_lull = adj_wtj_scenario_get_first_lull_turn (sc);
  g_autofree char *lull = first_lull ? g_strdup_printf ("%d", first_lull) : g_strdup ("—");
  g_autofree char *units = g_strdup_printf ("%d", adj_wtj_scenario_total_units (sc));
  g_autofree char *bases = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d base", "%d bases", adj_wtj_scenario_total_bases (sc)),
                                             adj_wtj_scenario_total_bases (sc));
  g_autofree char *lull_note = adj_wtj_text_lull_start_note (sc);
  g_autofree char *record = adj_wtj_text_lull_record_title (sc);
  g_autofree char *lull_kind = adj_wtj_text_lull_kind (sc);
  g_autoptr(AdjWtjResult) prox_r = result (sc, "proximity", -1);
  g_autofree char *prox_full = value_or_dash (sc, prox_r, FALSE);
  double m = s->margin, gap = 10 * s->unit, bh = 92 * s->unit;
  double bw = (s->w - 2 * m - 2 * gap) / 3;
  double cw = (s->w - 2 * m - gap) / 2;
  const int turns = 12;
  double tw = (s->w - 2 * m - (turns - 1) * 4 * s->unit) / turns, th = 56 * s->unit;
  double y0, height = 0;

  paragraph (s, _("WTJ “1943” scenario sheet: both sides"), 10, FALSE, 0.35, 0);
  paragraph (s, title, 20, TRUE, 0.0, 14 * s->unit);
  need (s, bh);
  box (s, m, s->y, bw, bh, _("Units on the field"), units, bases);
  box (s, m + bw + gap, s->y, bw, bh, _("Setup proximity"), prox, prox_note);
  box (s, m + 2 * (bw + gap), s->y, bw, bh, _("First lull roll"), lull, lull_note);
  s->y += bh + 2 * gap;

  /* the two sides' columns side by side: measured, then drawn on one page */
  y0 = s->y;
  s->measuring = TRUE;
  for (int side = 0; side < 2; side++)
    {
      s->y = y0;
      side_column (s, sc, side, m + side * (cw + gap), cw);
      height = MAX (height, s->y - y0);
    }
  s->measuring = FALSE;
  s->y = y0;
  need (s, height);
  y0 = s->y;
  for (int side = 0; side < 2; side++)
    {
      s->y = y0;
      side_column (s, sc, side, m + side * (cw + gap), cw);
    }
  s->y = y0 + height + gap;

  if (adj_wtj_scenario_get_int (sc, "opt-works"))
    {
      section (s, _("Defensive Works"));
      for (int side = 0; side < 2; side++)
        works_lines (s, sc, side, TRUE);
      s->y += gap;
    }
  if (has_companies (sc, -1))
    {
      section (s, _("Fuel Supply"));
      for (int side = 0; side < 2; side++)
        fuel_lines (s, sc, side);
      s->y += gap;
    }
  section (s, _("The game"));
  full_line (s, _("Setup proximity"), prox_full);
  if (lull_kind)
    full_line (s, _("Combat Lulls"), lull_kind);
  s->y += gap;

  /* A turn record for the combat lull rolls, with the rolls made. */
  section (s, record);
  need (s, th);
  for (int t = 1; t <= turns; t++)
    {
      double x = m + (t - 1) * (tw + 4 * s->unit);
      g_autofree char *num = g_strdup_printf ("%d", t);
      g_autofree char *key = g_strdup_printf ("lull-%d", t);
      g_autoptr(AdjWtjResult) roll = adj_wtj_scenario_find_step (sc, key) ? adj_wtj_scenario_get_result (sc, key) : NULL;
      g_autofree char *rolled = roll && roll->done ? adj_wtj_text_result (sc, roll) : NULL;
      const char *kind = first_lull == 0 || t < first_lull ? ""
        : adj_wtj_lull_is_long (file, t) ? _("long") : _("short");

      if (visible (s))
        {
          rounded (s, x, s->y, tw, th, 3 * s->unit);
          if (first_lull && t >= first_lull)
            {
              cairo_set_source_rgb (s->cr, 0.92, 0.92, 0.92);
              cairo_fill_preserve (s->cr);
            }
          cairo_set_source_rgb (s->cr, 0.3, 0.3, 0.3);
          cairo_set_line_width (s->cr, 0.8 * s->unit);
          cairo_stroke (s->cr);
        }
      text_at (s, x, s->y + 4 * s->unit, tw, num, 12, TRUE, 0.0, PANGO_ALIGN_CENTER);
      text_at (s, x, s->y + 22 * s->unit, tw, kind, 7, FALSE, 0.35, PANGO_ALIGN_CENTER);
      text_at (s, x + 2 * s->unit, s->y + 32 * s->unit, tw - 4 * s->unit, rolled, 7, TRUE, 0.0, PANGO_ALIGN_CENTER);
    }
  s->y += th + 2 * gap;
  notes (s);
}

/* Runs the whole flow, drawing the page @target (or none, -1). */
static void
flow (Sheet          *s,
      AdjWtjScenario *sc)
{
  s->page = -1;
  for (s->part = 0; s->part < 3; s->part++)
    {
      new_page (s);
      s->first_page[s->part] = s->page;
      if (s->page == s->target)
        s->part_of_target = s->part;
      if (s->part < 2)
        draw_side (s, sc, s->part);
      else
        draw_combined (s, sc);
      for (int p = s->first_page[s->part] + 1; p <= s->page; p++)
        if (p == s->target)
          s->part_of_target = s->part;
    }
}

static Sheet
sheet_init (cairo_t *cr,
            double   width,
            double   height,
            double   margin,
            int      target)
{
  Sheet s = { cr, width, height, 0, MIN (width, height) / 595.0, 0, 0, target, 0, -1, { 0, 0, 0 }, FALSE, NULL };

  s.margin = margin * s.unit;
  return s;
}

/* A context to measure text on (nothing is drawn). */
static cairo_t *
measuring_context (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);

  cairo_surface_destroy (surface);
  return cr;
}

/**
 * adj_wtj_sheet_get_n_pages:
 * @scenario: the scenario
 * @width: the width of a page's area, in points
 * @height: its height
 * @margin: the margin inside the area, in points of an A4 page
 * @first_pages: (out caller-allocates) (array fixed-size=3) (optional):
 *   the first page of each part (each side, then both sides)
 *
 * Returns: the number of pages of the sheet on pages of this size
 */
int
adj_wtj_sheet_get_n_pages (AdjWtjScenario *scenario,
                           double          width,
                           double          height,
                           double          margin,
                           int            *first_pages)
{
  cairo_t *cr = measuring_context ();
  Sheet s = sheet_init (cr, width, height, margin, -1);

  flow (&s, scenario);
  cairo_destroy (cr);
  if (first_pages)
    memcpy (first_pages, s.first_page, sizeof s.first_page);
  return s.page + 1;
}

/**
 * adj_wtj_sheet_draw_page:
 * @scenario: the scenario
 * @cr: where to draw
 * @width: the page's area, in the units of @cr
 * @height: its height
 * @margin: the margin inside the area, in points of an A4 page
 * @page: the page, from 0
 *
 * Draws one page of the scenario sheet, black on white.
 */
void
adj_wtj_sheet_draw_page (AdjWtjScenario *scenario,
                         cairo_t        *cr,
                         double          width,
                         double          height,
                         double          margin,
                         int             page)
{
  Sheet s = sheet_init (cr, width, height, margin, page);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  flow (&s, scenario);
  cairo_restore (cr);
}

/**
 * adj_wtj_sheet_dup_page_texts:
 * @scenario: the scenario
 * @width: the page's area, in points
 * @height: its height
 * @page: the page, from 0
 * @part: (out) (optional): the part it belongs to: 0 and 1 the sides, 2 both
 *
 * Returns: (transfer full): the texts drawn on the page, each whole (a
 *   text wrapped over several lines is one)
 */
GStrv
adj_wtj_sheet_dup_page_texts (AdjWtjScenario *scenario,
                              double          width,
                              double          height,
                              int             page,
                              int            *part)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  Sheet s = sheet_init (cr, width, height, ADJ_WTJ_SHEET_MARGIN, page);
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();

  s.texts = texts;
  flow (&s, scenario);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  if (part)
    *part = s.part_of_target;
  g_ptr_array_add (texts, NULL);
  return (GStrv) g_ptr_array_steal (texts, NULL);
}

/* ---------------------------------------------------------- paper and printing */

/* The page setup and print settings of this session (what the player chose
 * last: paper, orientation, printer). */
static GtkPageSetup     *session_page_setup;
static GtkPrintSettings *session_print_settings;

/** adj_wtj_sheet_get_page_setup: Returns: (transfer none): the session's page setup (A4 until one is chosen) */
GtkPageSetup *
adj_wtj_sheet_get_page_setup (void)
{
  if (session_page_setup == NULL)
    {
      g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);

      session_page_setup = gtk_page_setup_new ();
      gtk_page_setup_set_paper_size_and_default_margins (session_page_setup, a4);
    }
  return session_page_setup;
}

/** adj_wtj_sheet_set_page_setup: Remembers @setup (nullable: back to A4) for the rest of the session. */
void
adj_wtj_sheet_set_page_setup (GtkPageSetup *setup)
{
  g_clear_object (&session_page_setup);
  if (setup)
    session_page_setup = gtk_page_setup_copy (setup);
}

/** adj_wtj_sheet_get_print_settings: Returns: (transfer none) (nullable): the session's print settings */
GtkPrintSettings *
adj_wtj_sheet_get_print_settings (void)
{
  return session_print_settings;
}

/** adj_wtj_sheet_set_print_settings: Remembers @settings (nullable) for the rest of the session. */
void
adj_wtj_sheet_set_print_settings (GtkPrintSettings *settings)
{
  g_clear_object (&session_print_settings);
  if (settings)
    session_print_settings = gtk_print_settings_copy (settings);
}

/**
 * adj_wtj_sheet_export_pdf:
 * @scenario: the scenario
 * @path: the PDF file to write
 * @error: return location for an error
 *
 * Writes the sheet on the session's paper (the whole sheet, margins included).
 *
 * Returns: %TRUE if the sheet was written
 */
gboolean
adj_wtj_sheet_export_pdf (AdjWtjScenario  *scenario,
                          const char      *path,
                          GError         **error)
{
  GtkPageSetup *setup = adj_wtj_sheet_get_page_setup ();
  const double w = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  const double h = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
  cairo_surface_t *surface = cairo_pdf_surface_create (path, w, h);
  cairo_status_t status;
  cairo_t *cr = cairo_create (surface);
  g_autofree char *title = adj_wtj_text_title (scenario);
  int n = adj_wtj_sheet_get_n_pages (scenario, w, h, ADJ_WTJ_SHEET_PDF_MARGIN, NULL);

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  for (int p = 0; p < n; p++)
    {
      adj_wtj_sheet_draw_page (scenario, cr, w, h, ADJ_WTJ_SHEET_PDF_MARGIN, p);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not write the PDF: %s"),
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* The pages are counted for the printable area the printer gives. */
static void
print_begin (GtkPrintOperation *op,
             GtkPrintContext   *context,
             AdjWtjScenario    *scenario)
{
  gtk_print_operation_set_n_pages (op, adj_wtj_sheet_get_n_pages (scenario, gtk_print_context_get_width (context),
                                                                  gtk_print_context_get_height (context),
                                                                  ADJ_WTJ_SHEET_MARGIN, NULL));
}

static void
print_draw_page (GtkPrintOperation *op,
                 GtkPrintContext   *context,
                 int                page,
                 AdjWtjScenario    *scenario)
{
  adj_wtj_sheet_draw_page (scenario, gtk_print_context_get_cairo_context (context),
                           gtk_print_context_get_width (context), gtk_print_context_get_height (context),
                           ADJ_WTJ_SHEET_MARGIN, page);
}

/* What the player chose in the print dialog is kept for the session: the
 * settings, and the paper and orientation in them. */
static void
print_done (GtkPrintOperation       *op,
            GtkPrintOperationResult  res)
{
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (op);
  GtkPaperSize *paper;

  if (res != GTK_PRINT_OPERATION_RESULT_APPLY || settings == NULL)
    return;
  adj_wtj_sheet_set_print_settings (settings);
  paper = gtk_print_settings_get_paper_size (settings);
  if (paper)
    {
      g_autoptr(GtkPageSetup) setup = gtk_page_setup_copy (adj_wtj_sheet_get_page_setup ());

      gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
      gtk_page_setup_set_orientation (setup, gtk_print_settings_get_orientation (settings));
      adj_wtj_sheet_set_page_setup (setup);
      gtk_paper_size_free (paper);
    }
}

/**
 * adj_wtj_sheet_new_print_operation:
 * @scenario: the scenario
 *
 * Returns: (transfer full): a print operation that prints the sheet on the
 *   session's page setup (run it with the print dialog, or export it to a
 *   PDF file); the dialog's choices are remembered for the session
 */
GtkPrintOperation *
adj_wtj_sheet_new_print_operation (AdjWtjScenario *scenario)
{
  GtkPrintOperation *op = gtk_print_operation_new ();

  gtk_print_operation_set_default_page_setup (op, adj_wtj_sheet_get_page_setup ());
  if (session_print_settings)
    gtk_print_operation_set_print_settings (op, session_print_settings);
  gtk_print_operation_set_embed_page_setup (op, TRUE);
  gtk_print_operation_set_job_name (op, _("1943 Scenario Sheet"));
  gtk_print_operation_set_unit (op, GTK_UNIT_POINTS);
  g_signal_connect_object (op, "begin-print", G_CALLBACK (print_begin), scenario, 0);
  g_signal_connect_object (op, "draw-page", G_CALLBACK (print_draw_page), scenario, 0);
  g_signal_connect (op, "done", G_CALLBACK (print_done), NULL);
  return op;
}
