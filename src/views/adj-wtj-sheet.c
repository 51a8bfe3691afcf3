/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "adj-error.h"
#include "adj-wtj-rules.h"
#include "adj-wtj-sheet.h"
#include "adj-wtj-text.h"
#include "adj-table-text.h"

/* Sizes are in points of the page (A4 is 595 x 842); everything scales
 * from the page width so a Letter page or a preview looks the same. */

typedef struct {
  cairo_t *cr;
  double   w, h, margin, unit;
} Sheet;

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
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text ? text : "", -1);
  cairo_set_source_rgb (s->cr, grey, grey, grey);
  cairo_move_to (s->cr, x, y);
  pango_cairo_show_layout (s->cr, layout);
  pango_layout_get_size (layout, &pw, &ph);
  pango_font_description_free (font);
  g_object_unref (layout);
  return (double) ph / PANGO_SCALE;
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

  rounded (s, x, y, w, h, 6 * s->unit);
  cairo_set_source_rgb (s->cr, 0.96, 0.96, 0.96);
  cairo_fill_preserve (s->cr);
  cairo_set_source_rgb (s->cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (s->cr, 1.2 * s->unit);
  cairo_stroke (s->cr);
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

static double
section (Sheet      *s,
         double      y,
         const char *title)
{
  double h = text_at (s, s->margin, y, s->w - 2 * s->margin, title, 13, TRUE, 0.0, PANGO_ALIGN_LEFT);

  cairo_set_source_rgb (s->cr, 0.6, 0.6, 0.6);
  cairo_set_line_width (s->cr, 0.8 * s->unit);
  cairo_move_to (s->cr, s->margin, y + h + 2 * s->unit);
  cairo_line_to (s->cr, s->w - s->margin, y + h + 2 * s->unit);
  cairo_stroke (s->cr);
  return h + 8 * s->unit;
}

static double
line (Sheet      *s,
      double      x,
      double      y,
      double      width,
      const char *label,
      const char *value)
{
  double lw = width * 0.38;
  double h1 = text_at (s, x, y, lw - 6 * s->unit, label, 10, TRUE, 0.25, PANGO_ALIGN_LEFT);
  double h2 = text_at (s, x + lw, y, width - lw, value, 10, FALSE, 0.0, PANGO_ALIGN_LEFT);

  return MAX (h1, h2) + 4 * s->unit;
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

  if (!a->done && a->value == 0)
    return g_strdup ("—");
  if (a->value == 0)
    return g_strdup (_("None"));
  if (adj_wtj_scenario_get_assets_mode (sc, side) == ADJ_WTJ_ASSETS_ARRIVAL)
    {
      g_autofree char *first = a->lines->len ? adj_wtj_text_line (sc, a, &g_array_index (a->lines, AdjWtjLine, 0)) : NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point, type rolled on arrival (%s)", "%d points, type rolled on arrival (%s)", a->value),
                             a->value, first ? first : "");
    }
  {
    g_autofree char *text = adj_wtj_text_result (sc, a);
    return g_strdup_printf ("%d: %s", a->value, text ? text : _("not decided yet"));
  }
}

static double
side_details (Sheet          *s,
              AdjWtjScenario *sc,
              int             side,
              double          x,
              double          y,
              double          width)
{
  g_autoptr(AdjWtjResult) sup = result (sc, "superiority", side);
  g_autoptr(AdjWtjResult) cb = result (sc, "counterbattery", side);
  g_autoptr(AdjWtjResult) re = result (sc, "reaction", side);
  g_autofree char *sup_text = value_or_dash (sc, sup, FALSE);
  g_autofree char *assets = assets_text (sc, side);
  g_autofree char *cb_text = value_or_dash (sc, cb, FALSE);
  g_autofree char *re_text = value_or_dash (sc, re, FALSE);
  g_autofree char *forces = g_strdup_printf (_("%s units, %s bases"),
                                             adj_wtj_scenario_get_side_setting (sc, "units", side),
                                             adj_wtj_scenario_get_side_setting (sc, "bases", side));
  AdjRuleTable *pres = adj_rule_file_get_table (adj_wtj_scenario_get_rules (sc), "air-presence");
  const char *prio = adj_table_text (adj_rule_table_get_row_label (pres, MAX (adj_rule_table_find_row (pres, adj_wtj_scenario_get_side_setting (sc, "priority", side)), 0)));
  double y0 = y;

  y += line (s, x, y, width, _("Forces"), forces);
  y += line (s, x, y, width, _("Air cover priority"), prio);
  y += line (s, x, y, width, _("Air superiority"), sup_text);
  y += line (s, x, y, width, _("Air assets"), assets);
  y += line (s, x, y, width, _("Counterbattery"), cb_text);
  y += line (s, x, y, width, _("Reaction profile"), re_text);
  return y - y0;
}

/* Numbered boxes to write where each planned fire barrage lands. */
static double
target_grid (Sheet *s,
             double y,
             int    n)
{
  double m = s->margin, gap = 6 * s->unit;
  int per_row = 6;
  double cw = (s->w - 2 * m - (per_row - 1) * gap) / per_row, ch = 30 * s->unit;
  double y0 = y;

  for (int i = 0; i < n; i++)
    {
      double x = m + (i % per_row) * (cw + gap);
      double yy = y + (i / per_row) * (ch + gap);
      g_autofree char *num = g_strdup_printf ("%d", i + 1);

      rounded (s, x, yy, cw, ch, 3 * s->unit);
      cairo_set_source_rgb (s->cr, 0.3, 0.3, 0.3);
      cairo_set_line_width (s->cr, 0.8 * s->unit);
      cairo_stroke (s->cr);
      text_at (s, x + 4 * s->unit, yy + 3 * s->unit, cw, num, 8, TRUE, 0.3, PANGO_ALIGN_LEFT);
      text_at (s, x + 4 * s->unit, yy + 15 * s->unit, cw - 8 * s->unit, _("X        Y"), 7, FALSE, 0.55, PANGO_ALIGN_RIGHT);
    }
  return n > 0 ? ((n + per_row - 1) / per_row) * (ch + gap) + gap : 0 * y0;
}

/* Ruled lines for notes down to the bottom margin. */
static void
ruled_lines (Sheet *s,
             double y)
{
  double step = 20 * s->unit;

  cairo_set_source_rgb (s->cr, 0.75, 0.75, 0.75);
  cairo_set_line_width (s->cr, 0.5 * s->unit);
  for (y += step; y < s->h - s->margin; y += step)
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
  g_autofree char *pv = value_or_dash (sc, planned, TRUE);
  g_autofree char *sv = value_or_dash (sc, support, TRUE);
  g_autofree char *av = value_or_dash (sc, presence, TRUE);
  g_autofree char *cv = value_or_dash (sc, cb, FALSE);
  g_autofree char *rv = NULL;
  g_autofree char *prox_note = NULL;
  g_autofree char *prox = proximity_text (sc, &prox_note);
  int first_lull = adj_wtj_scenario_get_first_lull_turn (sc);
  g_autofree char *lull = first_lull ? g_strdup_printf ("%d", first_lull) : g_strdup ("—");
  double m = s->margin, y = m, bw, bh = 92 * s->unit, gap = 10 * s->unit;

  rv = re->done ? g_strdup_printf ("%c", re->value) : g_strdup ("—");
  y += text_at (s, m, y, s->w - 2 * m, _("WTJ “1943” scenario sheet"), 10, FALSE, 0.35, PANGO_ALIGN_LEFT);
  y += text_at (s, m, y, s->w - 2 * m, name, 28, TRUE, 0.0, PANGO_ALIGN_LEFT);
  y += text_at (s, m, y, s->w - 2 * m, title, 12, FALSE, 0.2, PANGO_ALIGN_LEFT) + 14 * s->unit;

  bw = (s->w - 2 * m - 2 * gap) / 3;
  box (s, m, y, bw, bh, _("Planned fire"), pv,
       planned->done ? (planned->applicable ? _("heavy barrages, before the game") : _("shore defender: none")) : NULL);
  box (s, m + bw + gap, y, bw, bh, _("Support fire"), sv, support->done ? _("batteries in the area") : NULL);
  box (s, m + 2 * (bw + gap), y, bw, bh, _("Air presence"), av, presence->done ? _("one-time air points") : NULL);
  y += bh + gap;
  box (s, m, y, bw, bh, _("Counterbattery"), cv, NULL);
  box (s, m + bw + gap, y, bw, bh, _("Reaction profile"), rv, re->done ? adj_wtj_text_profile_name (sc, re->value) : NULL);
  box (s, m + 2 * (bw + gap), y, bw, bh, _("Setup proximity"), prox, prox_note);
  y += bh + 2 * gap;

  y += section (s, y, _("This side"));
  y += side_details (s, sc, side, m, y, s->w - 2 * m) + gap;

  if (re->done)
    {
      AdjRuleTable *profiles = adj_rule_file_get_table (adj_wtj_scenario_get_rules (sc), "reaction-profiles");
      char id[2] = { g_ascii_tolower ((char) re->value), 0 };
      const char *influence = adj_table_text (adj_rule_table_lookup_text (profiles, id, "influence"));

      y += line (s, m, y, s->w - 2 * m, _("Profile in play"), influence);
    }
  y += gap;

  y += section (s, y, _("The game"));
  y += line (s, m, y, s->w - 2 * m, _("Combat lulls rolled from turn"), lull);
  if (adj_wtj_scenario_get_int (sc, "opt-works") && side == 1 - adj_wtj_scenario_get_attacker (sc))
    {
      AdjRuleTable *works = adj_rule_file_get_table (adj_wtj_scenario_get_rules (sc), "defensive-works");
      for (guint c = 0; c < adj_rule_table_get_n_columns (works); c++)
        {
          g_autofree char *key = g_strdup_printf ("works-%s", adj_rule_table_get_column_id (works, c));
          g_autoptr(AdjWtjResult) w = adj_wtj_scenario_get_result (sc, key);
          g_autofree char *v = value_or_dash (sc, w, FALSE);
          y += line (s, m, y, s->w - 2 * m, adj_table_text (adj_rule_table_get_column_label (works, c)), v);
        }
    }
  if (adj_wtj_scenario_get_int (sc, "opt-fuel"))
    for (guint i = 0; i < adj_wtj_scenario_get_n_companies (sc); i++)
      {
        g_autofree char *kt = NULL, *kd = NULL, *kr = NULL, *label = NULL, *value = NULL;
        g_autoptr(AdjWtjResult) t = NULL;
        g_autoptr(AdjWtjResult) d = NULL;
        g_autoptr(AdjWtjResult) r = NULL;
        g_autofree char *tv = NULL, *dv = NULL, *rv2 = NULL;

        if (adj_wtj_scenario_get_company_side (sc, i) != side)
          continue;
        kt = g_strdup_printf ("fuel-%u-turns", i);
        kd = g_strdup_printf ("fuel-%u-delay", i);
        kr = g_strdup_printf ("fuel-%u-rate", i);
        t = adj_wtj_scenario_get_result (sc, kt);
        d = adj_wtj_scenario_get_result (sc, kd);
        r = adj_wtj_scenario_get_result (sc, kr);
        tv = value_or_dash (sc, t, FALSE);
        dv = value_or_dash (sc, d, FALSE);
        rv2 = value_or_dash (sc, r, FALSE);
        label = g_strdup_printf (_("Tank company %u"), i + 1);
        value = g_strdup_printf (_("%s turns of fuel; refuel %s turns after running out; %s bases per turn"),
                                 tv, dv, rv2);
        y += line (s, m, y, s->w - 2 * m, label, value);
      }
  y += gap;
  if (planned->done && planned->value > 0 && planned->value <= 36)
    {
      y += section (s, y, _("Planned fire targets (measured from the zero corner)"));
      y += target_grid (s, y, planned->value);
    }
  if (y < s->h - s->margin - 60 * s->unit)
    {
      y += section (s, y, _("Notes"));
      ruled_lines (s, y);
    }
}

static void
draw_combined (Sheet          *s,
               AdjWtjScenario *sc)
{
  g_autofree char *title = adj_wtj_text_title (sc);
  g_autofree char *prox_note = NULL;
  g_autofree char *prox = proximity_text (sc, &prox_note);
  int first_lull = adj_wtj_scenario_get_first_lull_turn (sc);
  g_autofree char *lull = first_lull ? g_strdup_printf ("%d", first_lull) : g_strdup ("—");
  g_autofree char *units = g_strdup_printf ("%d", adj_wtj_scenario_total_units (sc));
  g_autofree char *bases = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d base", "%d bases", adj_wtj_scenario_total_bases (sc)),
                                             adj_wtj_scenario_total_bases (sc));
  g_autofree char *lull_note = adj_wtj_text_lull_start_note (sc);
  double m = s->margin, y = m, gap = 10 * s->unit, bh = 92 * s->unit;
  double bw = (s->w - 2 * m - 2 * gap) / 3;
  double cw = (s->w - 2 * m - gap) / 2;
  double y_end = 0;

  y += text_at (s, m, y, s->w - 2 * m, _("WTJ “1943” scenario sheet: both sides"), 10, FALSE, 0.35, PANGO_ALIGN_LEFT);
  y += text_at (s, m, y, s->w - 2 * m, title, 20, TRUE, 0.0, PANGO_ALIGN_LEFT) + 14 * s->unit;
  box (s, m, y, bw, bh, _("Units on the field"), units, bases);
  box (s, m + bw + gap, y, bw, bh, _("Setup proximity"), prox, prox_note);
  box (s, m + 2 * (bw + gap), y, bw, bh, _("First lull roll"), lull, lull_note);
  y += bh + 2 * gap;

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = adj_wtj_text_side_name (sc, side);
      g_autoptr(AdjWtjResult) planned = result (sc, "planned", side);
      g_autoptr(AdjWtjResult) support = result (sc, "support", side);
      g_autoptr(AdjWtjResult) presence = result (sc, "presence", side);
      g_autofree char *pv = value_or_dash (sc, planned, TRUE);
      g_autofree char *sv = value_or_dash (sc, support, TRUE);
      g_autofree char *av = value_or_dash (sc, presence, TRUE);
      double x = m + side * (cw + gap), yy = y, sbw = (cw - 2 * gap) / 3;

      yy += text_at (s, x, yy, cw, name, 16, TRUE, 0.0, PANGO_ALIGN_LEFT) + 6 * s->unit;
      box (s, x, yy, sbw, bh * 0.8, _("Planned"), pv, NULL);
      box (s, x + sbw + gap, yy, sbw, bh * 0.8, _("Support"), sv, NULL);
      box (s, x + 2 * (sbw + gap), yy, sbw, bh * 0.8, _("Air"), av, NULL);
      yy += bh * 0.8 + gap;
      yy += side_details (s, sc, side, x, yy, cw);
      y_end = MAX (y_end, yy);
    }

  /* A turn record for the combat lull rolls. */
  {
    AdjRuleFile *file = adj_wtj_scenario_get_rules (sc);
    const int turns = 12;
    double tw = (s->w - 2 * m - (turns - 1) * 4 * s->unit) / turns, th = 44 * s->unit;

    y = y_end + 2 * gap;
    g_autofree char *record = adj_wtj_text_lull_record_title (sc);

    y += section (s, y, record);
    for (int t = 1; t <= turns; t++)
      {
        double x = m + (t - 1) * (tw + 4 * s->unit);
        g_autofree char *num = g_strdup_printf ("%d", t);
        const char *kind = first_lull == 0 || t < first_lull ? ""
          : adj_wtj_lull_is_long (file, t) ? _("long") : _("short");

        rounded (s, x, y, tw, th, 3 * s->unit);
        if (first_lull && t >= first_lull)
          {
            cairo_set_source_rgb (s->cr, 0.92, 0.92, 0.92);
            cairo_fill_preserve (s->cr);
          }
        cairo_set_source_rgb (s->cr, 0.3, 0.3, 0.3);
        cairo_set_line_width (s->cr, 0.8 * s->unit);
        cairo_stroke (s->cr);
        text_at (s, x, y + 4 * s->unit, tw, num, 12, TRUE, 0.0, PANGO_ALIGN_CENTER);
        text_at (s, x, y + 24 * s->unit, tw, kind, 7, FALSE, 0.35, PANGO_ALIGN_CENTER);
      }
    y += th + 2 * gap;
    if (y < s->h - s->margin - 60 * s->unit)
      {
        y += section (s, y, _("Notes"));
        ruled_lines (s, y);
      }
  }
}

/** adj_wtj_sheet_get_n_pages: Returns: the number of pages of the sheet (one per side, then both) */
int
adj_wtj_sheet_get_n_pages (AdjWtjScenario *scenario)
{
  return 3;
}

/**
 * adj_wtj_sheet_draw_page:
 * @scenario: the scenario
 * @cr: where to draw
 * @width: page width, in the units of @cr
 * @height: page height
 * @page: 0 and 1 for the sides, 2 for both together
 *
 * Draws one page of the scenario sheet, black on white.
 */
void
adj_wtj_sheet_draw_page (AdjWtjScenario *scenario,
                         cairo_t        *cr,
                         double          width,
                         double          height,
                         int             page)
{
  Sheet s = { cr, width, height, 0, width / 595.0 };

  s.margin = 40 * s.unit;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  if (page < 2)
    draw_side (&s, scenario, page);
  else
    draw_combined (&s, scenario);
  cairo_restore (cr);
}

/**
 * adj_wtj_sheet_export_pdf:
 * @scenario: the scenario
 * @path: the PDF file to write
 * @error: return location for an error
 *
 * Returns: %TRUE if the sheet was written (A4)
 */
gboolean
adj_wtj_sheet_export_pdf (AdjWtjScenario  *scenario,
                          const char      *path,
                          GError         **error)
{
  const double w = 595.0, h = 842.0;
  cairo_surface_t *surface = cairo_pdf_surface_create (path, w, h);
  cairo_status_t status;
  cairo_t *cr = cairo_create (surface);
  g_autofree char *title = adj_wtj_text_title (scenario);

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  for (int p = 0; p < adj_wtj_sheet_get_n_pages (scenario); p++)
    {
      adj_wtj_sheet_draw_page (scenario, cr, w, h, p);
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

static void
print_draw_page (GtkPrintOperation *op,
                 GtkPrintContext   *context,
                 int                page,
                 AdjWtjScenario    *scenario)
{
  adj_wtj_sheet_draw_page (scenario, gtk_print_context_get_cairo_context (context),
                           gtk_print_context_get_width (context), gtk_print_context_get_height (context), page);
}

/**
 * adj_wtj_sheet_new_print_operation:
 * @scenario: the scenario
 *
 * Returns: (transfer full): a print operation that prints the sheet (run it
 *   with the print dialog, or export it to a PDF file)
 */
GtkPrintOperation *
adj_wtj_sheet_new_print_operation (AdjWtjScenario *scenario)
{
  GtkPrintOperation *op = gtk_print_operation_new ();

  gtk_print_operation_set_n_pages (op, adj_wtj_sheet_get_n_pages (scenario));
  gtk_print_operation_set_job_name (op, _("1943 Scenario Sheet"));
  g_signal_connect_object (op, "draw-page", G_CALLBACK (print_draw_page), scenario, 0);
  return op;
}
