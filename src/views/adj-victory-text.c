/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-csv.h"
#include "adj-victory-text.h"
#include "adj-table-text.h"

/* The words of the victory map: every sentence the page, its map, its
 * timeline and the CSV export show, built from the record's facts (turns,
 * points, the historical total and the class values of the tables). Pure
 * functions, no widgets: tests/test-victory-text.c runs them without a
 * display. */

/**
 * adj_victory_text_turn:
 * @slot_label: a two-month turn's name in the turns table ("Mar/Apr")
 * @year: its year
 *
 * Returns: (transfer full): the turn's name, such as "Mar/Apr 1942"
 */
char *
adj_victory_text_turn (const char *slot_label,
                       int         year)
{
  /* TRANSLATORS: a WiF turn: two months and a year, "Mar/Apr 1942" */
  return g_strdup_printf (C_("turn", "%s %d"), adj_table_text (slot_label ? slot_label : ""), year);
}

/**
 * adj_victory_text_dup_turn:
 * @turn: a turn index of @record
 *
 * Returns: (transfer full): the turn's name, such as "Mar/Apr 1942"
 */
char *
adj_victory_text_dup_turn (AdjVictoryRecord *record,
                           guint             turn)
{
  guint slot;
  int year;

  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (record), NULL);

  adj_victory_record_get_turn_date (record, turn, &year, &slot);
  return adj_victory_text_turn (adj_victory_record_get_slot_label (record, slot), year);
}

static gboolean
correcting (AdjVictoryRecord *record)
{
  return adj_victory_record_get_selected_turn (record) != adj_victory_record_get_current_turn (record);
}

/**
 * adj_victory_text_turn_caption:
 *
 * Returns: (transfer none): what the selected turn is to the player
 */
const char *
adj_victory_text_turn_caption (AdjVictoryRecord *record)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (record), NULL);
  return correcting (record) ? _("Correcting a past turn") : _("Turn in progress");
}

/**
 * adj_victory_text_hint:
 *
 * Returns: (transfer full): what a click on the map does in the selected turn
 */
char *
adj_victory_text_hint (AdjVictoryRecord *record)
{
  g_autofree char *turn = NULL;

  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (record), NULL);

  if (!correcting (record) && adj_victory_record_get_follows_wif (record))
    return g_strdup (_("Click the targets the Axis holds at the end of this turn. "
                       "Turns end on the WiF page; the record follows."));
  if (!correcting (record))
    return g_strdup (_("Click the targets the Axis holds at the end of this turn. "
                       "Scroll or pinch to zoom, drag to move."));
  turn = adj_victory_text_dup_turn (record, adj_victory_record_get_selected_turn (record));
  /* TRANSLATORS: %s is a past turn such as "Mar/Apr 1940" */
  return g_strdup_printf (_("Correcting %s: click the targets the Axis held at its end. "
                            "The points of every later turn follow."), turn);
}

/**
 * adj_victory_text_historical:
 * @historical_total: the historical Axis total of the tables
 *
 * Returns: (transfer full): the text after the Axis total
 */
char *
adj_victory_text_historical (int historical_total)
{
  /* TRANSLATORS: after the Axis total, "12 / 18 historical" */
  return g_strdup_printf (_("/ %d historical"), historical_total);
}

/**
 * adj_victory_text_pending:
 *
 * Returns: (transfer full): what ending the turn in progress would credit
 */
char *
adj_victory_text_pending (AdjVictoryRecord *record)
{
  g_autofree char *current = NULL;

  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (record), NULL);

  current = adj_victory_text_dup_turn (record, adj_victory_record_get_current_turn (record));
  /* TRANSLATORS: %+d is the points, %s a turn such as "Mar/Apr 1942" */
  return g_strdup_printf (_("%+d VP when %s ends"), adj_victory_record_get_pending (record), current);
}

/**
 * adj_victory_text_class_totals:
 *
 * Returns: (transfer full): the points of each class in the turns that
 *   ended, the most valuable class first
 */
char *
adj_victory_text_class_totals (AdjVictoryRecord *record)
{
  GListModel *classes;
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (record), NULL);

  classes = adj_victory_record_get_classes (record);
  for (guint k = g_list_model_get_n_items (classes); k-- > 0;)
    {
      g_autoptr(AdjVictoryClass) item = g_list_model_get_item (classes, k);

      if (text->len)
        g_string_append (text, "   ");
      /* TRANSLATORS: a class and its points, "Primary 9" */
      g_string_append_printf (text, _("%s %d"), adj_table_text (adj_victory_class_get_name (item)),
                              adj_victory_class_get_points (item));
    }
  return g_string_free (text, FALSE);
}

/**
 * adj_victory_text_class_heading:
 *
 * Returns: (transfer full): the checklist's heading of a class
 */
char *
adj_victory_text_class_heading (const char *class_name,
                                int         value)
{
  /* TRANSLATORS: checklist heading, "Primary targets · 9 VP" */
  return g_strdup_printf (_("%s targets · %d VP"), adj_table_text (class_name), value);
}

/**
 * adj_victory_text_run:
 *
 * Returns: (transfer full): a run of turns held, a dash for none
 */
char *
adj_victory_text_run (int run)
{
  return run > 0 ? g_strdup_printf ("%d", run) : g_strdup ("–");
}

/**
 * adj_victory_text_target_summary:
 *
 * Returns: (transfer full): a target's run and points at the end of the
 *   selected turn (the checklist row's tooltip)
 */
char *
adj_victory_text_target_summary (AdjVictoryTarget *target)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (target), NULL);

  /* TRANSLATORS: tooltip of a checklist row */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Held %d turn in a row; %d of %d VP earned, %d still possible",
                                       "Held %d turns in a row; %d of %d VP earned, %d still possible",
                                       adj_victory_target_get_run (target)),
                          adj_victory_target_get_run (target), adj_victory_target_get_points (target),
                          adj_victory_target_get_value (target), adj_victory_target_get_remaining (target));
}

/**
 * adj_victory_text_historical_mark:
 * @historical: the target's share of the historical total
 *
 * Returns: (transfer full): the tooltip of a historical target's star
 */
char *
adj_victory_text_historical_mark (int historical)
{
  return g_strdup_printf (_("Historical target: %d VP of the historical total"), historical);
}

/**
 * adj_victory_text_turn_points:
 *
 * Returns: (transfer full): a turn's credit and the total after it
 */
char *
adj_victory_text_turn_points (int credit,
                              int total)
{
  /* TRANSLATORS: timeline: points credited by a turn and total after it, "+3 → 12" */
  return g_strdup_printf (_("%+d → %d"), credit, total);
}

/**
 * adj_victory_text_turn_held:
 * @held_labels: the targets held at the end of a turn
 *
 * Returns: (transfer full): how many, and which (the timeline's tooltip)
 */
char *
adj_victory_text_turn_held (const char * const *held_labels)
{
  guint n = held_labels ? g_strv_length ((GStrv) held_labels) : 0;
  GString *tip = g_string_new (NULL);

  g_string_append_printf (tip, g_dngettext (GETTEXT_PACKAGE, "%u target held", "%u targets held", n), n);
  for (guint k = 0; k < n; k++)
    {
      g_string_append (tip, k == 0 ? ": " : ", ");
      g_string_append (tip, adj_table_text (held_labels[k]));
    }
  return g_string_free (tip, FALSE);
}

/**
 * adj_victory_text_target_name:
 *
 * Returns: (transfer full): the accessible name of a target's checklist row
 *   and of the map while the target has the focus: the target, its class and
 *   value, whether it is ticked (held by the Axis) at the end of the
 *   selected turn and its points
 */
char *
adj_victory_text_target_name (AdjVictoryTarget *target)
{
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (target), NULL);

  if (adj_victory_target_get_held (target))
    /* TRANSLATORS: accessible name of a victory target: its name, class
     * (Primary, Secondary, Tertiary), value, points earned of the value */
    return g_strdup_printf (_("%s, %s target, %d VP: ticked, held by the Axis; %d of %d VP earned"),
                            adj_table_text (adj_victory_target_get_label (target)), adj_table_text (adj_victory_target_get_class_name (target)),
                            adj_victory_target_get_value (target),
                            adj_victory_target_get_points (target), adj_victory_target_get_value (target));
  /* TRANSLATORS: accessible name of a victory target: its name, class
   * (Primary, Secondary, Tertiary), value, points earned of the value */
  return g_strdup_printf (_("%s, %s target, %d VP: not ticked, not held by the Axis; %d of %d VP earned"),
                          adj_table_text (adj_victory_target_get_label (target)), adj_table_text (adj_victory_target_get_class_name (target)),
                          adj_victory_target_get_value (target),
                          adj_victory_target_get_points (target), adj_victory_target_get_value (target));
}

/**
 * adj_victory_text_map_tooltip:
 *
 * Returns: (transfer full): Pango markup about @target at the end of the
 *   record's selected turn
 */
char *
adj_victory_text_map_tooltip (AdjVictoryRecord *record,
                              AdjVictoryTarget *target)
{
  g_autofree char *turn = NULL;
  g_autofree char *held = NULL;
  g_autofree char *earned = NULL;
  int run;

  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (record), NULL);
  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (target), NULL);

  turn = adj_victory_text_dup_turn (record, adj_victory_record_get_selected_turn (record));
  run = adj_victory_target_get_run (target);
  if (adj_victory_target_get_held (target))
    held = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Held in %s (%d turn in a row)",
                                         "Held in %s (%d turns in a row)", run), turn, run);
  else
    held = g_strdup_printf (_("Not held in %s"), turn);
  /* TRANSLATORS: points earned of a target's full value */
  earned = g_strdup_printf (_("%d of %d VP earned"), adj_victory_target_get_points (target),
                            adj_victory_target_get_value (target));
  return g_markup_printf_escaped ("<b>%s</b>\n%s, %d VP%s\n%s\n%s",
                                  adj_table_text (adj_victory_target_get_label (target)),
                                  adj_table_text (adj_victory_target_get_class_name (target)),
                                  adj_victory_target_get_value (target),
                                  adj_victory_target_get_historical (target) > 0 ? _(" · historical") : "",
                                  held, earned);
}

/**
 * adj_victory_text_state_runs:
 * @state: a partial state (a third or two thirds of the value)
 * @full_turns: turns held for the full value, from the tables
 *
 * Returns: (transfer full): the runs of turns held that show as @state,
 *   "Held 1 turn" or "Held 3–4 turns"; empty if none does
 */
char *
adj_victory_text_state_runs (AdjVictoryState state,
                             int             full_turns)
{
  int lo, hi;

  if (!adj_victory_state_runs (state, full_turns, &lo, &hi))
    return g_strdup ("");
  if (lo == hi)
    /* TRANSLATORS: map legend: a target held this many turns in a row */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Held %d turn", "Held %d turns", lo), lo);
  /* TRANSLATORS: map legend: a target held from %d to %d turns in a row */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Held %d–%d turn", "Held %d–%d turns", hi), lo, hi);
}

/**
 * adj_victory_text_legend:
 * @colors: the legend's colours as "#rrggbb", in #AdjVictoryLegendColor order
 * @full_turns: turns held for the full value, from the tables
 *
 * Returns: (transfer full): Pango markup of the map's legend
 */
char *
adj_victory_text_legend (const char * const colors[ADJ_VICTORY_LEGEND_N_COLORS],
                         int                full_turns)
{
  g_autofree char *one = adj_victory_text_state_runs (ADJ_VICTORY_STATE_RUN_ONE_THIRD, full_turns);
  g_autofree char *two = adj_victory_text_state_runs (ADJ_VICTORY_STATE_RUN_TWO_THIRDS, full_turns);

  return g_strdup_printf ("★ %s   ■ %s   ● %s\n"
                          "<span foreground='%s'>⬤</span> %s   <span foreground='%s'>⬤</span> %s   "
                          "<span foreground='%s'>⬤</span> %s   <span foreground='%s'>⬤</span> %s   "
                          "<span foreground='%s'>◯</span> %s",
                          _("Primary"), _("Secondary"), _("Tertiary"),
                          colors[ADJ_VICTORY_LEGEND_NOT_HELD], _("Not held"),
                          colors[ADJ_VICTORY_LEGEND_ONE_THIRD], one,
                          colors[ADJ_VICTORY_LEGEND_TWO_THIRDS], two,
                          colors[ADJ_VICTORY_LEGEND_FULL], _("Full credit"),
                          colors[ADJ_VICTORY_LEGEND_HISTORICAL], _("Historical"));
}

/**
 * adj_victory_text_state_count:
 * @state: a state of the legend
 * @count: how many targets are in it
 * @full_turns: turns held for the full value, from the tables
 *
 * Returns: (transfer full): a line of the projector's count by state, in
 *   the legend's words ("Held 2 turns: 3")
 */
char *
adj_victory_text_state_count (AdjVictoryState state,
                              int             count,
                              int             full_turns)
{
  g_autofree char *name = state == ADJ_VICTORY_STATE_FULL ? g_strdup (_("Full credit"))
                          : state == ADJ_VICTORY_STATE_NOT_HELD ? g_strdup (_("Not held"))
                          : adj_victory_text_state_runs (state, full_turns);

  /* TRANSLATORS: a state of the map's legend and how many targets are in it */
  return g_strdup_printf (_("%s: %d"), name, count);
}

/**
 * adj_victory_text_ticked_heading:
 *
 * Returns: (transfer full): the projector's heading over the targets
 *   ticked in the selected turn, or the sentence that there are none
 */
char *
adj_victory_text_ticked_heading (AdjVictoryRecord *record,
                                 guint             n_ticked)
{
  g_autofree char *turn = NULL;

  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (record), NULL);

  turn = adj_victory_text_dup_turn (record, adj_victory_record_get_selected_turn (record));
  if (n_ticked == 0)
    /* TRANSLATORS: %s is a turn such as "Mar/Apr 1942" */
    return g_strdup_printf (_("No target held in %s"), turn);
  /* TRANSLATORS: %d targets, %s is a turn such as "Mar/Apr 1942" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d target held in %s", "%d targets held in %s", n_ticked),
                          n_ticked, turn);
}

/**
 * adj_victory_text_ticked_target:
 *
 * Returns: (transfer full): a target ticked in the selected turn, on the
 *   projector: a tick, its name and how long it has been held
 */
char *
adj_victory_text_ticked_target (AdjVictoryTarget *target)
{
  int run;

  g_return_val_if_fail (ADJ_IS_VICTORY_TARGET (target), NULL);

  run = adj_victory_target_get_run (target);
  /* TRANSLATORS: a target held by the Axis on the projector: "✓ Paris (2)", the number is the turns held in a row */
  return g_strdup_printf (_("✓ %s (%d)"), adj_table_text (adj_victory_target_get_label (target)), run);
}

/**
 * adj_victory_text_chart_description:
 *
 * Returns: (transfer full): every value of the victory chart in words (its
 *   accessible description): the historical total and the Axis total at
 *   the end of each turn
 */
char *
adj_victory_text_chart_description (AdjVictoryRecord *record)
{
  GString *text = g_string_new (NULL);
  guint n;

  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (record), NULL);

  /* TRANSLATORS: the start of the victory chart's description for screen readers */
  g_string_append_printf (text, _("Historical total: %d VP."), adj_victory_record_get_historical_total (record));
  n = adj_victory_record_get_n_turns (record);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *turn = adj_victory_text_dup_turn (record, i);
      int total = adj_victory_record_get_total_through (record, i);

      g_string_append_c (text, ' ');
      if (i == adj_victory_record_get_current_turn (record))
        /* TRANSLATORS: the chart's value for the turn in progress: "Mar/Apr 1942: 5 VP if it ended now." */
        g_string_append_printf (text, _("%s: %d VP if it ended now."), turn, total);
      else
        /* TRANSLATORS: the chart's value for a turn: "Mar/Apr 1942: 5 VP." */
        g_string_append_printf (text, _("%s: %d VP."), turn, total);
    }
  return g_string_free (text, FALSE);
}

/**
 * adj_victory_text_dup_csv:
 *
 * The turn-by-turn record as CSV (RFC 4180, CRLF line ends): one row per
 * turn with the turn, whether it ended, 1/0 per target, the points it
 * credited and the total at its end.
 *
 * Returns: (transfer full): the CSV text
 */
char *
adj_victory_text_dup_csv (AdjVictoryRecord *record)
{
  guint n_targets, n_turns;
  AdjCsv *csv;

  g_return_val_if_fail (ADJ_IS_VICTORY_RECORD (record), NULL);

  n_targets = adj_victory_record_get_n_targets (record);
  n_turns = adj_victory_record_get_n_turns (record);
  csv = adj_csv_new ();
  adj_csv_add_text (csv, _("Turn"));
  adj_csv_add_text (csv, _("Status"));
  for (guint t = 0; t < n_targets; t++)
    adj_csv_add_text (csv, adj_victory_target_get_label (adj_victory_record_get_target (record, t)));
  adj_csv_add_text (csv, _("Points this turn"));
  adj_csv_add_text (csv, _("Total"));
  adj_csv_end_row (csv);

  for (guint i = 0; i < n_turns; i++)
    {
      g_autofree char *label = adj_victory_text_dup_turn (record, i);

      adj_csv_add_text (csv, label);
      adj_csv_add_text (csv, i + 1 < n_turns ? _("ended") : _("in progress"));
      for (guint t = 0; t < n_targets; t++)
        adj_csv_add_int (csv, adj_victory_record_get_held (record, i, t) ? 1 : 0);
      adj_csv_add_int (csv, adj_victory_record_get_turn_credit (record, i));
      adj_csv_add_int (csv, adj_victory_record_get_total_through (record, i));
      adj_csv_end_row (csv);
    }
  return adj_csv_free_to_string (csv);
}
