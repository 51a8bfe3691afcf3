/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "adj-wif-text.h"
#include "adj-table-text.h"
#include "adj-victory-text.h"

/* The words of the World in Flames aid: pure functions from the track's
 * facts to translated text, for the page, the projector and the roll log
 * alike. Rule values (the lowest last die that ends a turn, thresholds)
 * come from the track's rules, never from the strings. Everything is
 * formatted when shown, so a game saved in one language reads in another. */

static AdjWifImpulse *
last_impulse (AdjWifTrack *track)
{
  GListModel *impulses = adj_wif_track_get_impulses (track);
  guint n = g_list_model_get_n_items (impulses);

  return n ? g_list_model_get_item (impulses, n - 1) : NULL;
}

static int
last_face (AdjWifImpulse *imp)
{
  guint n = 0;
  const int *faces = adj_wif_impulse_get_faces (imp, &n);

  return n ? faces[n - 1] : 0;
}

static char *
continues_text (int total,
                int to_go)
{
  return g_strdup_printf (_("Turn continues: %d, %d to go"), total, to_go);
}

static char *
continues_reached_text (int last_die)
{
  return g_strdup_printf (_("Turn continues: last die %d"), last_die);
}

/** adj_wif_text_result: Returns: (transfer full): what the last impulse did */
char *
adj_wif_text_result (AdjWifTrack *track)
{
  g_autoptr(AdjWifImpulse) last = last_impulse (track);
  int thr = adj_wif_track_get_threshold (track);

  switch (adj_wif_track_get_outcome (track))
    {
    case ADJ_WIF_OUTCOME_ROLL_INITIATIVE:
      return g_strdup (_("Roll for initiative"));
    case ADJ_WIF_OUTCOME_NO_IMPULSE:
      return g_strdup (_("No impulse yet this turn"));
    case ADJ_WIF_OUTCOME_TURN_OVER:
      return adj_wif_impulse_get_at_least (last)
        ? g_strdup_printf (_("Turn over: at least %d and last die %d"), adj_wif_impulse_get_total (last),
                           last_face (last))
        : g_strdup_printf (_("Turn over: %d and last die %d"), adj_wif_impulse_get_total (last),
                           last_face (last));
    case ADJ_WIF_OUTCOME_CONTINUES_REACHED:
      return continues_reached_text (last_face (last));
    case ADJ_WIF_OUTCOME_CONTINUES:
    default:
      return continues_text (adj_wif_impulse_get_total (last), thr - adj_wif_impulse_get_total (last));
    }
}

/**
 * adj_wif_text_result_samples:
 *
 * The result line's forms while the sides move, their numbers as long as
 * they get this turn: the page keeps the room of the longest, so that what
 * is below does not move from one impulse to the next.
 *
 * Returns: (transfer full): a %NULL-terminated array
 */
char **
adj_wif_text_result_samples (AdjWifTrack *track)
{
  int thr = adj_wif_track_get_threshold (track);
  GPtrArray *samples = g_ptr_array_new ();

  g_ptr_array_add (samples, g_strdup (_("No impulse yet this turn")));
  g_ptr_array_add (samples, continues_text (thr, thr));
  g_ptr_array_add (samples, continues_reached_text (adj_wif_track_get_rules (track)->die_sides));
  g_ptr_array_add (samples, NULL);
  return (char **) g_ptr_array_free (samples, FALSE);
}

/** adj_wif_text_advice: Returns: (transfer full): what the players do next */
char *
adj_wif_text_advice (AdjWifTrack *track)
{
  int k = adj_wif_track_get_k (track);
  int others = adj_wif_track_get_dice_to_roll (track);

  switch (adj_wif_track_get_advice (track))
    {
    case ADJ_WIF_ADVICE_ROLL_INITIATIVE:
      return g_strdup (_("Each side rolls for initiative"));
    case ADJ_WIF_ADVICE_TIE:
      return g_strdup (_("A tie and no earlier turn to break it: the tied sides roll again"));
    case ADJ_WIF_ADVICE_CHOOSE_ORDER:
      return g_strdup (_("Choose the move order"));
    case ADJ_WIF_ADVICE_TURN_OVER:
      return g_strdup (_("The turn is over: start the next turn"));
    case ADJ_WIF_ADVICE_LAST_DIE_ONLY:
      return g_strdup (_("Only the last die matters now: roll it alone"));
    case ADJ_WIF_ADVICE_LAST_DIE_FIRST:
      return g_strdup_printf (_("A last die of %d or more ends the turn: roll it first"),
                              adj_wif_track_get_rules (track)->last_die_ends_from);
    case ADJ_WIF_ADVICE_ROLL_OTHER_DICE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The last die shows %d: roll the other %d die",
                                           "The last die shows %d: roll the other %d dice", others),
                              adj_wif_track_get_pending_last (track), others);
    case ADJ_WIF_ADVICE_ROLL_DICE:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Roll %d die: it is the last die",
                                           "Roll %d dice: the last one is the last die", k), k);
    }
}

static const char *
side_name (AdjWifTrack *track,
           int          side)
{
  return side >= 0 ? adj_table_text (adj_wif_track_get_side_name (track, side)) : "";
}

/** adj_wif_text_initiative: Returns: (transfer full): the move order or the pending choice */
char *
adj_wif_text_initiative (AdjWifTrack *track)
{
  int n_sides = adj_wif_track_get_n_sides (track);

  switch (adj_wif_track_get_initiative_step (track))
    {
    case ADJ_WIF_INITIATIVE_ORDER_SET:
      {
        GString *s = g_string_new (NULL);
        int n_order = 0;
        const int *order = adj_wif_track_get_order (track, &n_order);

        for (int i = 0; i < n_order; i++)
          g_string_append_printf (s, "%s%s", i ? " → " : "", side_name (track, order[i]));
        return g_string_free (s, FALSE);
      }
    case ADJ_WIF_INITIATIVE_CHOOSE_FIRST:
      return g_strdup_printf (_("%s has the initiative: move first or last?"),
                              side_name (track, adj_wif_track_get_side_at_rank (track, 0)));
    case ADJ_WIF_INITIATIVE_CHOOSE_BEFORE:
      return g_strdup_printf (_("%s chooses: before or after %s?"),
                              side_name (track, adj_wif_track_get_side_at_rank (track, 1)),
                              side_name (track, adj_wif_track_get_side_at_rank (track, n_sides - 1)));
    case ADJ_WIF_INITIATIVE_NOT_CHOSEN:
    default:
      return g_strdup (_("Move order not chosen yet"));
    }
}

static guint
n_impulses (AdjWifTrack *track)
{
  return g_list_model_get_n_items (adj_wif_track_get_impulses (track));
}

/** adj_wif_text_turn: Returns: (transfer full): the page's turn line ("Turn 1 · impulse 2") */
char *
adj_wif_text_turn (AdjWifTrack *track)
{
  if (adj_wif_track_get_phase (track) == ADJ_WIF_PHASE_IMPULSES)
    return g_strdup_printf (_("Turn %d · impulse %u"), adj_wif_track_get_turn (track), n_impulses (track) + 1);
  return g_strdup_printf (_("Turn %d"), adj_wif_track_get_turn (track));
}

/* the date of turn @index of the calendar (0: the first) */
static char *
date_of (AdjWifTrack *track,
         int          index)
{
  AdjCalendar *calendar = adj_wif_track_get_calendar (track);
  int year;
  guint slot;

  adj_calendar_get_date (calendar, (guint) MAX (index, 0), &year, &slot);
  return adj_victory_text_turn (adj_calendar_get_slot_label (calendar, slot), year);
}

/** adj_wif_text_date: Returns: (transfer full): the date of the turn in progress ("Nov/Dec 1939") */
char *
adj_wif_text_date (AdjWifTrack *track)
{
  return date_of (track, adj_wif_track_get_turn (track) - 1);
}

/**
 * adj_wif_text_turn_ended:
 *
 * Returns: (transfer full): what a turn end means for the victory record
 *   ("Turn 1 ended. Tick the targets the Axis held at the end of Sep/Oct 1939
 *   on the Victory page.")
 */
char *
adj_wif_text_turn_ended (AdjWifTrack *track)
{
  g_autofree char *date = adj_wif_text_date (track);

  /* TRANSLATORS: %d is the turn number, %s its date ("Sep/Oct 1939") */
  return g_strdup_printf (_("Turn %d ended. Tick the targets the Axis held at the end of %s "
                            "on the Victory page."), adj_wif_track_get_turn (track), date);
}

/** adj_wif_text_projector_turn: Returns: (transfer full): the projector's turn line */
char *
adj_wif_text_projector_turn (AdjWifTrack *track)
{
  return g_strdup_printf (_("Turn %d · impulse %u"), adj_wif_track_get_turn (track),
                          n_impulses (track) + (adj_wif_track_get_phase (track) == ADJ_WIF_PHASE_IMPULSES));
}

static char *
to_move_text (AdjWifTrack *track,
              int          side)
{
  return g_strdup_printf (_("%s to move"), side_name (track, side));
}

/**
 * adj_wif_text_who_samples:
 *
 * The heading's forms while the sides move: each side's "to move", whose
 * longest the page keeps room for.
 *
 * Returns: (transfer full): a %NULL-terminated array
 */
char **
adj_wif_text_who_samples (AdjWifTrack *track)
{
  GPtrArray *samples = g_ptr_array_new ();

  for (int i = 0; i < adj_wif_track_get_n_sides (track); i++)
    g_ptr_array_add (samples, to_move_text (track, i));
  g_ptr_array_add (samples, NULL);
  return (char **) g_ptr_array_free (samples, FALSE);
}

/** adj_wif_text_who: Returns: (transfer full): who moves ("Axis to move"), or the phase */
char *
adj_wif_text_who (AdjWifTrack *track)
{
  switch (adj_wif_track_get_phase (track))
    {
    case ADJ_WIF_PHASE_IMPULSES:
      return to_move_text (track, adj_wif_track_get_side_to_move (track));
    case ADJ_WIF_PHASE_TURN_OVER:
      return g_strdup (_("Turn over"));
    case ADJ_WIF_PHASE_INITIATIVE:
    case ADJ_WIF_PHASE_CHOOSE:
    default:
      return g_strdup (_("Initiative"));
    }
}

/** adj_wif_text_ten: Returns: (transfer full): the turn end number against the threshold ("12 / 55") */
char *
adj_wif_text_ten (AdjWifTrack *track)
{
  return g_strdup_printf (adj_wif_track_get_ten_at_least (track) ? _("≥%d / %d") : _("%d / %d"),
                          adj_wif_track_get_ten (track), adj_wif_track_get_threshold (track));
}

/** adj_wif_text_odds: Returns: (transfer full): the page's odds */
char *
adj_wif_text_odds (AdjWifTrack *track)
{
  if (adj_wif_track_get_phase (track) == ADJ_WIF_PHASE_TURN_OVER)
    return g_strdup (_("The turn is over."));
  return g_strdup_printf (_("Ends this impulse: %.0f%%\nImpulses left, expected: %.1f"),
                          100 * adj_wif_track_get_p_end (track), adj_wif_track_get_expected_left (track));
}

/** adj_wif_text_projector_odds: Returns: (transfer full): the projector's odds, "" outside impulses */
char *
adj_wif_text_projector_odds (AdjWifTrack *track)
{
  if (adj_wif_track_get_phase (track) != ADJ_WIF_PHASE_IMPULSES)
    return g_strdup ("");
  return g_strdup_printf (_("Ends now: %.0f%%\nImpulses left: %.1f"),
                          100 * adj_wif_track_get_p_end (track), adj_wif_track_get_expected_left (track));
}

/** adj_wif_text_projector_dice: Returns: (transfer full): the projector's dice line: the advice and passes */
char *
adj_wif_text_projector_dice (AdjWifTrack *track)
{
  g_autofree char *advice = adj_wif_text_advice (track);
  int m = adj_wif_track_get_pass_bonus (track);

  if (adj_wif_track_get_phase (track) == ADJ_WIF_PHASE_IMPULSES && m > 0)
    return g_strdup_printf (_("%s · +%d per die for passes"), advice, m);
  return g_steal_pointer (&advice);
}

static const char *
side_name_of_id (AdjWifTrack *track,
                 const char  *id)
{
  GListModel *sides = track ? adj_wif_track_get_sides (track) : NULL;

  for (guint i = 0; sides && i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(AdjWifSide) side = g_list_model_get_item (sides, i);

      if (g_strcmp0 (adj_wif_side_get_id (side), id) == 0)
        return adj_table_text (adj_wif_side_get_name (side));
    }
  /* a side the game no longer has: its id says more than nothing */
  return id;
}

/**
 * adj_wif_text_describe_roll:
 * @track: (nullable): the track, for the sides' names
 * @topic: a WiF roll's topic: "wif.turn-end" (facts: turn, impulse, side
 *   id) or "wif.initiative" (facts: the side ids)
 * @args: (array zero-terminated=1): the facts
 * @who: (out) (transfer full) (optional): who rolled
 *
 * Returns: (transfer full) (nullable): what the roll was for, or %NULL for
 *   a topic that is not the aid's
 */
char *
adj_wif_text_describe_roll (AdjWifTrack        *track,
                            const char         *topic,
                            const char * const *args,
                            char              **who)
{
  guint n_args = args ? g_strv_length ((char **) args) : 0;

  if (g_strcmp0 (topic, "wif.turn-end") == 0 && n_args == 3)
    {
      if (who)
        *who = g_strdup (side_name_of_id (track, args[2]));
      return g_strdup_printf (_("Turn end, turn %d impulse %u"), atoi (args[0]), (guint) atoi (args[1]));
    }
  if (g_strcmp0 (topic, "wif.initiative") == 0)
    {
      if (who)
        {
          GString *s = g_string_new (NULL);

          for (guint i = 0; i < n_args; i++)
            g_string_append_printf (s, "%s%s", i ? ", " : "", side_name_of_id (track, args[i]));
          *who = g_string_free (s, FALSE);
        }
      return g_strdup (_("Initiative"));
    }
  return NULL;
}

/** adj_wif_text_threshold_source: Returns: (transfer full): where the turn end number comes from */
char *
adj_wif_text_threshold_source (AdjWifTrack *track)
{
  int rules = adj_wif_track_get_rules_threshold (track);

  if (adj_wif_track_get_threshold (track) != rules)
    return g_strdup_printf (_("House rule for this game; the rules say %d"), rules);
  return g_strdup (_("From the rules"));
}

/** adj_wif_text_passes: Returns: (transfer full): the major powers that passed ("Germany, Italy (neutral)") */
char *
adj_wif_text_passes (AdjWifTrack *track,
                     guint32      passes,
                     guint32      neutral)
{
  GListModel *mps = adj_wif_track_get_major_powers (track);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (mps) && i < 32; i++)
    if (passes & (1u << i))
      {
        g_autoptr(AdjWifMajorPower) mp = g_list_model_get_item (mps, i);

        if (s->len)
          g_string_append (s, ", ");
        g_string_append (s, adj_table_text (adj_wif_major_power_get_name (mp)));
        if (neutral & (1u << i))
          /* Translators: after a neutral major power that passed */
          g_string_append (s, _(" (neutral)"));
      }
  return g_string_free (s, FALSE);
}

/** adj_wif_text_impulse_title: Returns: (transfer full): "3. Axis" */
char *
adj_wif_text_impulse_title (AdjWifImpulse *impulse)
{
  return g_strdup_printf (_("%u. %s"), adj_wif_impulse_get_number (impulse),
                          adj_wif_impulse_get_side_name (impulse));
}

/** adj_wif_text_impulse_subtitle: Returns: (transfer full): the faces, and the passes if any */
char *
adj_wif_text_impulse_subtitle (AdjWifTrack   *track,
                               AdjWifImpulse *impulse)
{
  g_autofree char *faces = adj_wif_impulse_dup_faces_text (impulse);
  g_autofree char *passes = adj_wif_text_passes (track, adj_wif_impulse_get_passes (impulse),
                                                 adj_wif_impulse_get_neutral (impulse));

  if (*passes)
    return g_strdup_printf (_("%s, +%d per die; passed: %s"), faces,
                            adj_wif_impulse_get_modifier (impulse), passes);
  return g_steal_pointer (&faces);
}

/** adj_wif_text_impulse_total: Returns: (transfer full): the total after the impulse ("≥59") */
char *
adj_wif_text_impulse_total (AdjWifImpulse *impulse)
{
  return g_strdup_printf (adj_wif_impulse_get_at_least (impulse) ? "≥%d" : "%d",
                          adj_wif_impulse_get_total (impulse));
}

/** adj_wif_text_turn_title: Returns: (transfer full): "Turn 1: 6 impulses, 61" */
char *
adj_wif_text_turn_title (AdjWifTurn *turn)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Turn %d: %d impulse, %s%d",
                                       "Turn %d: %d impulses, %s%d", adj_wif_turn_get_n_impulses (turn)),
                          adj_wif_turn_get_number (turn), adj_wif_turn_get_n_impulses (turn),
                          adj_wif_turn_get_at_least (turn) ? "≥" : "", adj_wif_turn_get_total (turn));
}

/** adj_wif_text_turn_summary: Returns: (transfer full): impulses per side and marker moves ("Axis 3 →, Allies 3") */
char *
adj_wif_text_turn_summary (AdjWifTrack *track,
                           AdjWifTurn  *turn)
{
  GString *s = g_string_new (NULL);
  const int *counts = adj_wif_turn_get_counts (turn);
  const int *moves = adj_wif_turn_get_moves (turn);

  for (int i = 0; i < adj_wif_turn_get_n_sides (turn); i++)
    {
      if (i)
        g_string_append (s, ", ");
      g_string_append_printf (s, "%s %d", side_name (track, i), counts[i]);
      if (moves[i] < 0)
        g_string_append (s, " ←");
      else if (moves[i] > 0)
        g_string_append (s, " →");
    }
  return g_string_free (s, FALSE);
}

/** adj_wif_text_pass_label: Returns: (transfer full): a pass check's label ("Italy (+1)") */
char *
adj_wif_text_pass_label (AdjWifMajorPower *mp)
{
  if (adj_wif_major_power_get_at_war (mp))
    return g_strdup_printf (_("%s (+%d)"), adj_table_text (adj_wif_major_power_get_name (mp)), adj_wif_major_power_get_bonus (mp));
  return g_strdup_printf (_("%s (neutral: +0)"), adj_table_text (adj_wif_major_power_get_name (mp)));
}

/** adj_wif_text_side_roll: Returns: (transfer full): a side's initiative roll ("4 +1 = 5, rank 1") or bonus */
char *
adj_wif_text_side_roll (AdjWifSide *side)
{
  int roll = adj_wif_side_get_roll (side);
  int bonus = roll ? adj_wif_side_get_roll_bonus (side) : adj_wif_side_get_bonus (side);
  int rank = adj_wif_side_get_rank (side);

  if (roll == 0)
    return g_strdup_printf (_("bonus %+d"), bonus);
  if (rank >= 0)
    return g_strdup_printf (_("%d %+d = %d, rank %d"), roll, bonus, roll + bonus, rank + 1);
  /* Translators: a side's initiative roll tied with another's; it rolls again */
  return g_strdup_printf (_("%d %+d = %d, tied: rolls again"), roll, bonus, roll + bonus);
}

/**
 * adj_wif_text_markers:
 * @track: the track
 *
 * Where the initiative markers stand, for the track's accessible
 * description: "Axis: box 3 of 5 (+0, may demand a reroll); Allies: ...",
 * or the shared marker's box with two sides.
 *
 * Returns: (transfer full): the markers' positions
 */
char *
adj_wif_text_markers (AdjWifTrack *track)
{
  GListModel *sides = adj_wif_track_get_sides (track);
  guint n_boxes = adj_wif_track_get_n_boxes (track);
  GString *s = g_string_new (NULL);

  if (adj_wif_track_get_n_sides (track) == 2)
    {
      g_autoptr(AdjWifSide) first = g_list_model_get_item (sides, 0);
      int box = first ? adj_wif_side_get_box (first) : 0;

      /* Translators: where the two-sided initiative marker is, e.g. "Marker: box 3 of 5 (Axis +1)" */
      g_string_printf (s, _("Marker: box %d of %u (%s)"), box + 1, n_boxes,
                       adj_table_text (adj_wif_track_get_box_label (track, box)));
      return g_string_free (s, FALSE);
    }
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(AdjWifSide) side = g_list_model_get_item (sides, i);
      int box = adj_wif_side_get_box (side);
      int bonus = adj_wif_track_get_box_bonus (track, box);

      if (i > 0)
        g_string_append (s, "; ");
      if (adj_wif_track_box_allows_reroll (track, box))
        /* Translators: where a side's initiative marker is, e.g. "Axis: box 3 of 5 (+0, may demand a reroll)" */
        g_string_append_printf (s, _("%s: box %d of %u (%+d, may demand a reroll)"), adj_table_text (adj_wif_side_get_name (side)),
                                box + 1, n_boxes, bonus);
      else
        /* Translators: where a side's initiative marker is, e.g. "Allies: box 4 of 5 (+0)" */
        g_string_append_printf (s, _("%s: box %d of %u (%+d)"), adj_table_text (adj_wif_side_get_name (side)),
                                box + 1, n_boxes, bonus);
    }
  return g_string_free (s, FALSE);
}

/**
 * adj_wif_text_projector_markers:
 * @track: the track
 *
 * The initiative markers in a line for the wall: "Initiative track: Axis
 * box 1 · Allies box 3 · Communists box 5 (of 5)", or the shared marker's
 * box with two sides.
 *
 * Returns: (transfer full): the markers' boxes
 */
char *
adj_wif_text_projector_markers (AdjWifTrack *track)
{
  GListModel *sides = adj_wif_track_get_sides (track);
  guint n_boxes = adj_wif_track_get_n_boxes (track);
  g_autoptr(GString) list = g_string_new (NULL);

  if (adj_wif_track_get_n_sides (track) == 2)
    return adj_wif_text_markers (track);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(AdjWifSide) side = g_list_model_get_item (sides, i);

      if (i > 0)
        g_string_append (list, " · ");
      /* Translators: a side's initiative marker on the projector, e.g. "Axis box 3" */
      g_string_append_printf (list, _("%s box %d"), adj_table_text (adj_wif_side_get_name (side)), adj_wif_side_get_box (side) + 1);
    }
  /* Translators: the initiative markers on the projector; %s is e.g. "Axis box 1 · Allies box 3", %u the boxes */
  return g_strdup_printf (_("Initiative track: %s (of %u)"), list->str, n_boxes);
}

/**
 * adj_wif_text_odds_bars:
 * @bars: (array length=n_bars): the chance that the turn ends on each bar's impulse
 * @n_bars: the number of bars
 * @first: the impulse (from 0) the first bar stands for
 * @last_holds_rest: %TRUE if the last bar holds every later impulse
 *
 * The odds chart's accessible description: every bar, in words.
 *
 * Returns: (transfer full): "impulse 1: 10 %; impulse 2: 25 %; ..."
 */
char *
adj_wif_text_odds_bars (const double *bars,
                        guint         n_bars,
                        guint         first,
                        gboolean      last_holds_rest)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n_bars; i++)
    {
      if (i > 0)
        g_string_append (s, "; ");
      if (i + 1 == n_bars && last_holds_rest)
        /* Translators: the odds chart's last bar, for a screen reader: impulse N and later */
        g_string_append_printf (s, _("impulse %u or later: %.0f%%"), first + i + 1, 100 * bars[i]);
      else
        /* Translators: one bar of the odds chart, for a screen reader */
        g_string_append_printf (s, _("impulse %u: %.0f%%"), first + i + 1, 100 * bars[i]);
    }
  return g_string_free (s, FALSE);
}

/** adj_wif_text_box_head: Returns: (transfer full): the head of an initiative box column */
char *
adj_wif_text_box_head (AdjWifTrack *track,
                       guint        box)
{
  if (adj_wif_track_get_n_sides (track) == 2)
    return g_strdup (adj_table_text (adj_wif_track_get_box_label (track, box)));
  if (adj_wif_track_box_allows_reroll (track, box))
    /* Translators: a box of the initiative track: its bonus, and ↻ when it allows a reroll */
    return g_strdup_printf (_("%+d ↻"), adj_wif_track_get_box_bonus (track, box));
  return g_strdup_printf ("%+d", adj_wif_track_get_box_bonus (track, box));
}

/* The closures of the page's and the projector's template bindings
 * (<closure function="who_text"> and so on): @this is the template; the
 * arguments after the track are the properties the text reads, which the
 * binding watches, so the label is worded again when one of them changes. */

/** adj_wif_text_bind_who: Returns: (transfer full) (nullable): adj_wif_text_who() */
char *
adj_wif_text_bind_who (gpointer     this,
                       AdjWifTrack *track,
                       AdjWifPhase  phase,
                       int          side_to_move,
                       int          n_sides)
{
  return track ? adj_wif_text_who (track) : NULL;
}

/** adj_wif_text_bind_ten: Returns: (transfer full) (nullable): adj_wif_text_ten() */
char *
adj_wif_text_bind_ten (gpointer     this,
                       AdjWifTrack *track,
                       int          ten,
                       gboolean     ten_at_least,
                       int          threshold)
{
  return track ? adj_wif_text_ten (track) : NULL;
}

/** adj_wif_text_bind_result: Returns: (transfer full) (nullable): adj_wif_text_result() */
char *
adj_wif_text_bind_result (gpointer      this,
                          AdjWifTrack  *track,
                          AdjWifOutcome outcome,
                          int           ten,
                          gboolean      ten_at_least,
                          int           threshold,
                          guint         n_impulses)
{
  return track ? adj_wif_text_result (track) : NULL;
}

/** adj_wif_text_bind_phase_is: Returns: whether @phase is @wanted (a visible binding) */
gboolean
adj_wif_text_bind_phase_is (gpointer    this,
                            AdjWifPhase phase,
                            AdjWifPhase wanted)
{
  return phase == wanted;
}

/* The projector's and the shared page's lines that the page words otherwise */

/** adj_wif_text_projector_order: Returns: (transfer full) (nullable): the move order, "Order: …" */
char *
adj_wif_text_projector_order (AdjWifTrack *track)
{
  g_autofree char *text = adj_wif_text_initiative (track);

  return text ? g_strdup_printf (_("Order: %s"), text) : NULL;
}

/** adj_wif_text_rolled: Returns: (transfer full): who rolled the impulse's dice ("Allies rolled") */
char *
adj_wif_text_rolled (AdjWifImpulse *impulse)
{
  /* Translators: before the dice of the last impulse, e.g. "Allies rolled" */
  return g_strdup_printf (_("%s rolled"), adj_wif_impulse_get_side_name (impulse));
}
