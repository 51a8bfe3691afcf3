/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-pto-text.h"
#include "adj-table-text.h"

/* The words of the PTO page, its projector and its tests: pure functions from
 * the game's facts (sides, turns, steps, rolls, table ids) to translated
 * strings. The rule numbers, condition names and effects come from the
 * tables; nothing here keeps state. Every char * is owned by the caller. */

/** adj_pto_text_side: Returns: (transfer none): "Japan", "Allies", "Both", "" for none */
const char *
adj_pto_text_side (AdjPtoSide side)
{
  switch (side)
    {
    case ADJ_PTO_SIDE_JAPAN:
      return _("Japan");
    case ADJ_PTO_SIDE_ALLIES:
      return _("Allies");
    case ADJ_PTO_SIDE_BOTH:
      return _("Both");
    case ADJ_PTO_SIDE_NONE:
    default:
      return "";
    }
}

/** adj_pto_text_turn_title: Returns: (transfer full): "Winter 1942, seasonal turn" or "January 1942" */
char *
adj_pto_text_turn_title (const AdjPtoCalendar *calendar,
                         const AdjPtoTurn     *turn)
{
  if (turn->month < 0)
    /* Translators: season and year */
    return g_strdup_printf (_("%s %d, seasonal turn"), adj_table_text (adj_pto_calendar_get_season_name (calendar, turn->season)),
                            turn->year);
  /* Translators: month and year */
  return g_strdup_printf (_("%s %d"), adj_table_text (adj_pto_calendar_get_month_name (calendar, turn->season, turn->month)),
                          turn->year);
}

/** adj_pto_text_turn_heading: Returns: (transfer full): "Winter 1942" or "January 1942" */
char *
adj_pto_text_turn_heading (const AdjPtoCalendar *calendar,
                           const AdjPtoTurn     *turn)
{
  if (turn->month < 0)
    /* Translators: season and year, "Winter 1942" */
    return g_strdup_printf (_("%s %d"), adj_table_text (adj_pto_calendar_get_season_name (calendar, turn->season)), turn->year);
  return adj_pto_text_turn_title (calendar, turn);
}

/** adj_pto_text_turn_kind: Returns: (transfer full): "Seasonal turn · Winter", "Monthly turn: January · Winter" */
char *
adj_pto_text_turn_kind (const AdjPtoCalendar *calendar,
                        const AdjPtoTurn     *turn)
{
  if (turn->month < 0)
    return g_strdup_printf (_("Seasonal turn · %s"), adj_table_text (adj_pto_calendar_get_season_name (calendar, turn->season)));
  return g_strdup_printf (_("Monthly turn: %s · %s"), adj_table_text (adj_pto_calendar_get_month_name (calendar, turn->season, turn->month)),
                          adj_table_text (adj_pto_calendar_get_season_name (calendar, turn->season)));
}

/** adj_pto_text_slot: Returns: (transfer full): the turn @slot of a year, "Winter (seasonal turn)", "January" */
char *
adj_pto_text_slot (const AdjPtoCalendar *calendar,
                   guint                 slot)
{
  AdjPtoTurn t;

  if (!adj_pto_calendar_slot_to_turn (calendar, slot, 1, &t))
    return g_strdup ("");
  if (t.month < 0)
    return g_strdup_printf (_("%s (seasonal turn)"), adj_table_text (adj_pto_calendar_get_season_name (calendar, t.season)));
  return g_strdup (adj_table_text (adj_pto_calendar_get_month_name (calendar, t.season, t.month)));
}

/** adj_pto_text_initiative: Returns: (transfer full): "Initiative: Japan", or that it is tied */
char *
adj_pto_text_initiative (AdjPtoSide initiative,
                         gboolean   tie_pending)
{
  if (tie_pending)
    return g_strdup (_("Initiative: tied, roll for it"));
  return g_strdup_printf (_("Initiative: %s"), adj_pto_text_side (initiative));
}

/** adj_pto_text_offensives_left: Returns: (transfer full): "Offensives left: Japan 2 · Allies 1" */
char *
adj_pto_text_offensives_left (int japan,
                              int allies)
{
  return g_strdup_printf (_("Offensives left: Japan %d · Allies %d"), japan, allies);
}

/** adj_pto_text_step_title: Returns: (transfer full): the step's title; the game's own steps are named here */
char *
adj_pto_text_step_title (AdjPtoStep *step)
{
  switch (adj_pto_step_get_kind (step))
    {
    case ADJ_PTO_STEP_CHOOSE_OFFENSIVE:
      /* Translators: the side that chooses */
      return g_strdup_printf (_("%s: Choose an Offensive"), adj_pto_text_side (adj_pto_step_get_side (step)));
    case ADJ_PTO_STEP_NO_OFFENSIVES:
      return g_strdup (_("No Offensives"));
    case ADJ_PTO_STEP_RULE:
    default:
      return g_strdup (adj_table_text (adj_pto_step_get_title (step)));
    }
}

/** adj_pto_text_step_row: Returns: (transfer full): the step in the list of steps, "2. Air Movement" */
char *
adj_pto_text_step_row (AdjPtoStep *step)
{
  const char *number = adj_pto_step_get_number (step);
  g_autofree char *title = adj_pto_text_step_title (step);

  if (number && *number)
    return g_strdup_printf ("%s. %s", number, title);
  return g_steal_pointer (&title);
}

/** adj_pto_text_step_caption: Returns: (transfer full): whose step, and whether it was skipped */
char *
adj_pto_text_step_caption (AdjPtoStep *step)
{
  AdjPtoSide side = adj_pto_step_get_side (step);

  if (adj_pto_step_get_skipped (step))
    /* Translators: whose step (Japan, Allies, Both), and that it was skipped */
    return g_strdup_printf (_("%s · skipped"), adj_pto_text_side (side));
  return g_strdup (adj_pto_text_side (side));
}

/** adj_pto_text_step_header: Returns: (transfer full): the heading over the step's part of the list */
char *
adj_pto_text_step_header (AdjPtoStep *step)
{
  const char *group = adj_pto_step_get_group (step);

  if (group && adj_pto_step_get_offensive (step) >= 0)
    return g_strdup_printf ("%s · %s", adj_table_text (group), adj_pto_text_side (adj_pto_step_get_side (step)));
  return g_strdup (adj_table_text (adj_pto_step_get_phase_title (step)));
}

/** adj_pto_text_step_phase: Returns: (transfer full): the phase and sequence of the step */
char *
adj_pto_text_step_phase (AdjPtoStep *step)
{
  const char *group = adj_pto_step_get_group (step);

  if (group)
    return g_strdup_printf ("%s · %s", adj_table_text (adj_pto_step_get_phase_title (step)), adj_table_text (group));
  return g_strdup (adj_table_text (adj_pto_step_get_phase_title (step)));
}

/** adj_pto_text_step_meta: Returns: (transfer full): "Step 2 · Rule 27.0 · 3 of 20" */
char *
adj_pto_text_step_meta (AdjPtoStep *step,
                        guint       index,
                        guint       n_steps)
{
  const char *number = adj_pto_step_get_number (step);
  const char *rule = adj_pto_step_get_rule (step);
  GString *meta = g_string_new (NULL);

  if (number && *number)
    g_string_append_printf (meta, _("Step %s"), number);
  if (rule && *rule)
    {
      if (meta->len)
        g_string_append (meta, " · ");
      g_string_append_printf (meta, _("Rule %s"), rule);
    }
  if (meta->len)
    g_string_append (meta, " · ");
  g_string_append_printf (meta, _("%u of %u"), index + 1, n_steps);
  return g_string_free (meta, FALSE);
}

/** adj_pto_text_next_hint: Returns: (transfer full): what Next leads to */
char *
adj_pto_text_next_hint (AdjPtoGame *game)
{
  AdjPtoStep *step = adj_pto_game_get_current_step (game);
  GListModel *steps = adj_pto_game_get_steps (game);
  guint index = adj_pto_game_get_step_index (game);

  if (step && adj_pto_step_get_kind (step) == ADJ_PTO_STEP_CHOOSE_OFFENSIVE)
    return g_strdup_printf (_("Next: %s performs no more offensives"), adj_pto_text_side (adj_pto_step_get_side (step)));
  if (index + 1 >= g_list_model_get_n_items (steps))
    {
      AdjPtoTurn next;
      g_autofree char *title = NULL;

      adj_pto_game_get_next_turn (game, &next);
      title = adj_pto_text_turn_title (adj_pto_game_get_calendar (game), &next);
      return g_strdup_printf (_("Next: %s"), title);
    }
  {
    g_autoptr(AdjPtoStep) next = g_list_model_get_item (steps, index + 1);
    g_autofree char *title = adj_pto_text_step_title (next);

    return g_strdup_printf (_("Next: %s (%s)"), title, adj_pto_text_side (adj_pto_step_get_side (next)));
  }
}

/** adj_pto_text_first_side: Returns: (transfer full): who decides which side performs the phase first */
char *
adj_pto_text_first_side (AdjPtoSide initiative)
{
  return g_strdup_printf (_("%s has initiative and decides which side performs this phase first."),
                          adj_pto_text_side (initiative));
}

/** adj_pto_text_offensive_choice: Returns: (transfer full): "Japan performs an offensive (2 offensives left)" */
char *
adj_pto_text_offensive_choice (AdjPtoSide side,
                               int        left)
{
  return g_strdup_printf (ngettext ("%s performs an offensive (%d offensive left)",
                                    "%s performs an offensive (%d offensives left)", left),
                          adj_pto_text_side (side), left);
}

/** adj_pto_text_initiative_result: Returns: (transfer full): the initiative rolls of the season and their outcome */
char *
adj_pto_text_initiative_result (AdjPtoGame *game)
{
  int bj = adj_pto_game_get_bought (game, ADJ_PTO_SIDE_JAPAN);
  int ba = adj_pto_game_get_bought (game, ADJ_PTO_SIDE_ALLIES);
  guint n = adj_pto_game_get_n_tie_rolls (game);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      int j, a;

      adj_pto_game_get_tie_roll (game, i, &j, &a);
      if (text->len)
        g_string_append (text, "\n");
      if (j == a)
        g_string_append_printf (text, _("Roll: Japan %d, Allies %d — tied, roll again."), j, a);
      else
        g_string_append_printf (text, _("Roll: Japan %d, Allies %d."), j, a);
    }
  if (text->len)
    g_string_append (text, "\n");
  if (adj_pto_game_get_tie_pending (game))
    g_string_append_printf (text, _("Both sides bought %d: each side rolls a die, high roll wins."), bj);
  else if (bj != ba || n > 0)
    g_string_append_printf (text, _("%s has initiative for the coming three months."),
                            adj_pto_text_side (adj_pto_game_get_initiative (game)));
  else
    g_string_append (text, _("Enter the offensives each side bought, then reveal them."));
  return g_string_free (text, FALSE);
}

/** adj_pto_text_tie_die: Returns: (transfer full): "Japan’s die: 3", or "Japan’s die" while it is not rolled */
char *
adj_pto_text_tie_die (AdjPtoSide side,
                      int        face)
{
  if (side == ADJ_PTO_SIDE_JAPAN)
    return face ? g_strdup_printf (_("Japan’s die: %d"), face) : g_strdup (_("Japan’s die"));
  return face ? g_strdup_printf (_("Allies’ die: %d"), face) : g_strdup (_("Allies’ die"));
}

static char *
dup_month (AdjPtoGame *game)
{
  return adj_pto_text_turn_title (adj_pto_game_get_calendar (game), adj_pto_game_get_turn (game));
}

/** adj_pto_text_weather_title: Returns: (transfer full): "Weather, January 1942" */
char *
adj_pto_text_weather_title (AdjPtoGame *game)
{
  g_autofree char *month = dup_month (game);

  return g_strdup_printf (_("Weather, %s"), month);
}

/** adj_pto_text_condition: Returns: (transfer full): "Monsoon (M)", or what the players must do to know it */
char *
adj_pto_text_condition (AdjPtoGame *game)
{
  AdjRulebook *rb = adj_pto_game_get_rulebook (game);
  const char *condition = adj_pto_game_get_weather_condition (game);
  AdjPtoTrackEntry entry;

  if (condition)
    {
      const char *name = adj_table_text (adj_pto_weather_get_effect (rb, condition, "name"));
      g_autofree char *up = g_ascii_strup (condition, -1);

      return g_strdup_printf ("%s (%s)", name ? name : up, up);
    }
  return g_strdup (adj_pto_game_get_track_entry (game, &entry) ? _("Roll for the weather") : _("Not known yet"));
}

/** adj_pto_text_condition_rule: Returns: (transfer full) (nullable): "Rule 26.2" of the month's condition */
char *
adj_pto_text_condition_rule (AdjPtoGame *game)
{
  const char *condition = adj_pto_game_get_weather_condition (game);
  const char *rule = condition ? adj_pto_weather_get_effect (adj_pto_game_get_rulebook (game), condition, "rule") : NULL;

  return rule ? g_strdup_printf (_("Rule %s"), rule) : NULL;
}

/** adj_pto_text_track: Returns: (transfer full): the month's turn-track entry and its roll */
char *
adj_pto_text_track (AdjPtoGame *game)
{
  const char *condition = adj_pto_game_get_weather_condition (game);
  const char *rule = condition ? adj_pto_weather_get_effect (adj_pto_game_get_rulebook (game), condition, "rule") : NULL;
  g_autofree char *rule_text = rule ? g_strdup_printf (_("Rule %s · "), rule) : g_strdup ("");
  g_autofree char *entry_text = NULL;
  AdjPtoTrackEntry entry;
  int face = adj_pto_game_get_weather_face (game);

  if (!adj_pto_game_get_track_entry (game, &entry))
    return g_strdup (_("The turn track’s weather for this month is not recorded yet."));
  entry_text = adj_pto_weather_entry_dup_text (&entry);
  if (face > 0)
    return g_strdup_printf (_("%sTurn track: %s · rolled %d"), rule_text, entry_text, face);
  if (adj_pto_weather_entry_single (&entry))
    return g_strdup_printf (_("%sTurn track: %s · no roll needed"), rule_text, entry_text);
  return g_strdup_printf (_("%sTurn track: %s"), rule_text, entry_text);
}

/** adj_pto_text_entry_prompt: Returns: (transfer full): what to copy from the turn track */
char *
adj_pto_text_entry_prompt (AdjPtoGame *game)
{
  g_autofree char *month = dup_month (game);

  return g_strdup_printf (_("Enter the weather printed on your turn track for %s:"), month);
}

/** adj_pto_text_grounding: Returns: (transfer full): "Not rolled", "8: air units grounded", "4: air units fly" */
char *
adj_pto_text_grounding (int      roll,
                        gboolean grounded)
{
  if (roll == 0)
    return g_strdup (_("Not rolled"));
  if (grounded)
    return g_strdup_printf (_("%d: air units grounded"), roll);
  return g_strdup_printf (_("%d: air units fly"), roll);
}

/** adj_pto_text_grounding_purpose: Returns: (transfer full): the grounding roll in the roll log */
char *
adj_pto_text_grounding_purpose (AdjPtoGame *game,
                                AdjPtoZone *zone)
{
  g_autofree char *month = dup_month (game);

  return g_strdup_printf (_("Grounding roll, %s, %s"), adj_table_text (adj_pto_zone_get_label (zone)), month);
}

/* What a dice box rolls for, in its controls' accessible names
 * (adj_pto_dice_box_name()): "Roll 2d6 for Land zone grounding". */

/** adj_pto_text_roll_for_zone: Returns: (transfer full): a zone's grounding roll, as a dice box's controls name it */
char *
adj_pto_text_roll_for_zone (AdjPtoZone *zone)
{
  /* Translators: what a grounding roll is for, in "Roll 2d6 for %s"; %s is a weather zone ("Land zone") */
  return g_strdup_printf (_("%s grounding"), adj_pto_zone_get_label (zone));
}

/** adj_pto_text_roll_for_weather: Returns: (transfer none): the weather roll, as a dice box's controls name it */
const char *
adj_pto_text_roll_for_weather (void)
{
  /* Translators: what the weather roll is for, in "Roll 1d6 for %s" */
  return _("the month's weather");
}

/** adj_pto_text_roll_for_tie: Returns: (transfer none): a side's initiative tie roll, as a dice box's controls name it */
const char *
adj_pto_text_roll_for_tie (AdjPtoSide side)
{
  /* Translators: what an initiative tie roll is for, in "Roll 1d6 for %s" */
  return side == ADJ_PTO_SIDE_JAPAN ? _("Japan's initiative tie") : _("the Allies' initiative tie");
}

/** adj_pto_text_effect: Returns: (transfer none): the month's weather effect on @column ("movement"), or "No effect." */
const char *
adj_pto_text_effect (AdjPtoGame *game,
                     const char *column)
{
  const char *condition = adj_pto_game_get_weather_condition (game);
  const char *text = condition ? adj_table_text (adj_pto_weather_get_effect (adj_pto_game_get_rulebook (game), condition, column)) : NULL;

  return text ? text : _("No effect.");
}

/* Roll topics: what a roll of the page was for, as facts for the roll log
 * ("pto.grounding" burma 1942 summer jul), worded when the log is read. */

/**
 * adj_pto_text_roll_facts:
 * @game: the game
 * @first: (nullable): a fact before the turn's (a zone id)
 *
 * Returns: (transfer full): @first, then the turn's year, season id and month id
 */
GStrv
adj_pto_text_roll_facts (AdjPtoGame *game,
                         const char *first)
{
  const AdjPtoCalendar *cal = adj_pto_game_get_calendar (game);
  const AdjPtoTurn *turn = adj_pto_game_get_turn (game);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *year = g_strdup_printf ("%d", turn->year);

  if (first)
    g_strv_builder_add (builder, first);
  g_strv_builder_add (builder, year);
  g_strv_builder_add (builder, adj_pto_calendar_get_season_id (cal, turn->season));
  g_strv_builder_add (builder, turn->month >= 0 ? adj_pto_calendar_get_month_id (cal, turn->season, turn->month) : "-");
  return g_strv_builder_end (builder);
}

/* The turn of a roll's facts (year, season id, month id), as a title. */
static char *
dup_turn_of_facts (AdjPtoGame         *game,
                   const char * const *facts)
{
  AdjPtoTurn turn;
  gint64 year;

  if (game && g_ascii_string_to_signed (facts[0], 10, 1, 9999, &year, NULL)
      && adj_pto_calendar_find (adj_pto_game_get_calendar (game), facts[1],
                                g_strcmp0 (facts[2], "-") == 0 ? NULL : facts[2], &turn))
    {
      turn.year = year;
      return adj_pto_text_turn_title (adj_pto_game_get_calendar (game), &turn);
    }
  return g_strjoinv (" ", (char **) facts);
}

/**
 * adj_pto_text_describe_roll:
 * @game: (nullable): the game, whose tables name the turns and zones
 * @topic: a roll's topic ("pto.weather", "pto.grounding", "pto.initiative-tie")
 * @args: (array zero-terminated=1) (nullable): its facts
 * @who: (out) (optional) (transfer full): who rolled
 *
 * Returns: (transfer full) (nullable): what the roll was for, %NULL for a topic the page does not make
 */
char *
adj_pto_text_describe_roll (AdjPtoGame          *game,
                            const char          *topic,
                            const char * const  *args,
                            char               **who)
{
  guint n = args ? g_strv_length ((char **) args) : 0;

  if (g_strcmp0 (topic, "pto.initiative-tie") == 0 && n == 1)
    {
      AdjPtoSide side;

      if (!adj_pto_side_from_string (args[0], &side) || (side != ADJ_PTO_SIDE_JAPAN && side != ADJ_PTO_SIDE_ALLIES))
        return NULL;
      if (who)
        *who = g_strdup (adj_pto_text_side (side));
      return g_strdup (side == ADJ_PTO_SIDE_JAPAN ? _("Initiative tie, Japan") : _("Initiative tie, Allies"));
    }
  if (g_strcmp0 (topic, "pto.weather") == 0 && n == 3)
    {
      g_autofree char *month = dup_turn_of_facts (game, args);

      if (who)
        *who = g_strdup (adj_pto_text_side (ADJ_PTO_SIDE_BOTH));
      return g_strdup_printf (_("Weather, %s"), month);
    }
  if (g_strcmp0 (topic, "pto.grounding") == 0 && n == 4)
    {
      g_autofree char *month = dup_turn_of_facts (game, args + 1);
      const char *zone = game ? adj_table_text (adj_pto_weather_get_zone_label (adj_pto_game_get_rulebook (game), args[0])) : NULL;

      if (who)
        *who = g_strdup (adj_pto_text_side (ADJ_PTO_SIDE_BOTH));
      return g_strdup_printf (_("Grounding roll, %s, %s"), zone ? zone : args[0], month);
    }
  return NULL;
}

/** adj_pto_text_bind_turn_heading: Returns: (transfer full) (nullable): adj_pto_text_turn_heading() */
char *
adj_pto_text_bind_turn_heading (gpointer    this,
                                AdjPtoGame *game,
                                int         year,
                                int         season,
                                int         month)
{
  return game ? adj_pto_text_turn_heading (adj_pto_game_get_calendar (game), adj_pto_game_get_turn (game)) : NULL;
}

/** adj_pto_text_bind_turn_kind: Returns: (transfer full) (nullable): adj_pto_text_turn_kind() */
char *
adj_pto_text_bind_turn_kind (gpointer    this,
                             AdjPtoGame *game,
                             int         year,
                             int         season,
                             int         month)
{
  return game ? adj_pto_text_turn_kind (adj_pto_game_get_calendar (game), adj_pto_game_get_turn (game)) : NULL;
}

/** adj_pto_text_bind_initiative: Returns: (transfer full) (nullable): adj_pto_text_initiative() */
char *
adj_pto_text_bind_initiative (gpointer    this,
                              AdjPtoGame *game,
                              AdjPtoSide  initiative,
                              gboolean    tie_pending)
{
  return game ? adj_pto_text_initiative (initiative, tie_pending) : NULL;
}

/** adj_pto_text_bind_offensives_left: Returns: (transfer full) (nullable): adj_pto_text_offensives_left() */
char *
adj_pto_text_bind_offensives_left (gpointer    this,
                                   AdjPtoGame *game,
                                   int         japan,
                                   int         allies)
{
  return game ? adj_pto_text_offensives_left (japan, allies) : NULL;
}

/** adj_pto_text_bind_initiative_result: Returns: (transfer full) (nullable): adj_pto_text_initiative_result() */
char *
adj_pto_text_bind_initiative_result (gpointer    this,
                                     AdjPtoGame *game,
                                     int         bought_japan,
                                     int         bought_allies,
                                     guint       n_tie_rolls,
                                     gboolean    tie_pending,
                                     AdjPtoSide  initiative)
{
  return game ? adj_pto_text_initiative_result (game) : NULL;
}

/** adj_pto_text_bind_tie_die: Returns: (transfer full) (nullable): adj_pto_text_tie_die() */
char *
adj_pto_text_bind_tie_die (gpointer    this,
                           AdjPtoGame *game,
                           AdjPtoSide  side,
                           int         face)
{
  return game ? adj_pto_text_tie_die (side, face) : NULL;
}

/** adj_pto_text_bind_step_phase: Returns: (transfer full) (nullable): adj_pto_text_step_phase() */
char *
adj_pto_text_bind_step_phase (gpointer    this,
                              AdjPtoStep *step,
                              const char *phase_title,
                              const char *group)
{
  return step ? adj_pto_text_step_phase (step) : NULL;
}

/** adj_pto_text_bind_step_title: Returns: (transfer full) (nullable): adj_pto_text_step_title() */
char *
adj_pto_text_bind_step_title (gpointer        this,
                              AdjPtoStep     *step,
                              AdjPtoStepKind  kind,
                              AdjPtoSide      side,
                              const char     *title)
{
  return step ? adj_pto_text_step_title (step) : NULL;
}

/** adj_pto_text_bind_side: Returns: (transfer full) (nullable): adj_pto_text_side() of the step's side */
char *
adj_pto_text_bind_side (gpointer    this,
                        AdjPtoStep *step,
                        AdjPtoSide  side)
{
  return step ? g_strdup (adj_pto_text_side (side)) : NULL;
}

/** adj_pto_text_bind_first_side: Returns: (transfer full) (nullable): adj_pto_text_first_side() */
char *
adj_pto_text_bind_first_side (gpointer    this,
                              AdjPtoGame *game,
                              AdjPtoSide  initiative)
{
  return game ? adj_pto_text_first_side (initiative) : NULL;
}

/** adj_pto_text_bind_offensive_choice: Returns: (transfer full) (nullable): adj_pto_text_offensive_choice()
 * for the side choosing (none when no side chooses: the panel is hidden then) */
char *
adj_pto_text_bind_offensive_choice (gpointer    this,
                                    AdjPtoGame *game,
                                    AdjPtoSide  chooser,
                                    int         remaining_japan,
                                    int         remaining_allies)
{
  if (game == NULL || (chooser != ADJ_PTO_SIDE_JAPAN && chooser != ADJ_PTO_SIDE_ALLIES))
    return NULL;
  return adj_pto_text_offensive_choice (chooser, chooser == ADJ_PTO_SIDE_JAPAN ? remaining_japan : remaining_allies);
}

/** adj_pto_text_bind_panel_is: Returns: whether @panel is @wanted (a visible binding) */
gboolean
adj_pto_text_bind_panel_is (gpointer        this,
                            AdjPtoStepPanel panel,
                            AdjPtoStepPanel wanted)
{
  return panel == wanted;
}

/* The projector's and the shared page's lines */

/** adj_pto_text_projector_turn: Returns: (transfer full): the turn and its kind ("June 1942 · Monthly turn") */
char *
adj_pto_text_projector_turn (AdjPtoGame *game)
{
  const AdjPtoCalendar *calendar = adj_pto_game_get_calendar (game);
  g_autofree char *kind = adj_pto_text_turn_kind (calendar, adj_pto_game_get_turn (game));
  g_autofree char *heading = adj_pto_text_turn_heading (calendar, adj_pto_game_get_turn (game));

  return g_strdup_printf ("%s · %s", heading, kind);
}

/** adj_pto_text_projector_weather: Returns: (transfer full): the weather title and condition */
char *
adj_pto_text_projector_weather (AdjPtoGame *game)
{
  g_autofree char *text = adj_pto_text_condition (game);
  g_autofree char *title = adj_pto_text_weather_title (game);

  return g_strdup_printf ("%s: %s", title, text);
}

/** adj_pto_text_zone_line: Returns: (transfer full): a weather zone and its grounding result */
char *
adj_pto_text_zone_line (AdjPtoZone *zone)
{
  g_autofree char *result = adj_pto_text_grounding (adj_pto_zone_get_roll (zone), adj_pto_zone_get_grounded (zone));

  /* Translators: a weather zone and its grounding result */
  return g_strdup_printf (_("%s: %s"), adj_table_text (adj_pto_zone_get_label (zone)), result);
}

/**
 * adj_pto_text_last_roll:
 * @game: the game
 * @log: the dice's roll log
 * @title: (out) (optional): what the roll was for, "Last roll: …"
 * @total: (out) (optional): its total after the dice ("= 7"), or "" for one
 *   die without a modifier
 *
 * Returns: (transfer full) (nullable): the page's last roll, %NULL before the first
 */
AdjRoll *
adj_pto_text_last_roll (AdjPtoGame  *game,
                        GListModel  *log,
                        char       **title,
                        char       **total)
{
  g_autoptr(AdjRoll) roll = NULL;
  g_autofree char *what = NULL;
  guint n = 0;

  for (guint i = log ? g_list_model_get_n_items (log) : 0; i > 0 && roll == NULL; i--)
    {
      g_autoptr(AdjRoll) item = g_list_model_get_item (log, i - 1);

      if (g_str_has_prefix (adj_roll_get_topic (item) ? adj_roll_get_topic (item) : "", "pto."))
        roll = g_steal_pointer (&item);
    }
  if (roll == NULL)
    return NULL;
  what = adj_pto_text_describe_roll (game, adj_roll_get_topic (roll), adj_roll_get_topic_args (roll), NULL);
  adj_roll_get_faces (roll, &n);
  if (title)
    /* Translators: on the projector, above the dice; %s says what the roll was for */
    *title = g_strdup_printf (_("Last roll: %s"), what ? what : adj_roll_get_purpose (roll));
  if (total)
    /* Translators: on the projector, after the dice faces: their total (with any modifier) */
    *total = n > 1 || adj_roll_get_modifier (roll) != 0 ? g_strdup_printf (_("= %d"), adj_roll_get_result (roll)) : g_strdup ("");
  return g_steal_pointer (&roll);
}
