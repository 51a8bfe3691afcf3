/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-page.h"
#include "adj-roll-text.h"

/* What a logged roll was for and who rolled it, in the reader's language.
 * A roll made with a topic holds facts ("pto.grounding burma 1942-06"): the
 * page of the aid the topic names words them (AdjPage's describe_roll). A
 * roll saved before topics holds the words of its day, shown as they are. */

/* the program's own topics, which belong to no aid */
static char *
describe_own (const char *topic,
              char      **who)
{
  if (g_strcmp0 (topic, "dice.quick") == 0)
    return g_strdup (_("Quick roll"));
  return NULL;
}

static char *
describe (AdjRoll  *roll,
          AdjGame  *game,
          char    **who)
{
  const char *topic = adj_roll_get_topic (roll);
  const char * const *args = adj_roll_get_topic_args (roll);
  g_autofree char *aid = g_strndup (topic, strcspn (topic, "."));
  char *purpose = describe_own (topic, who);
  guint n;
  const GType *types = adj_pages_get_types (&n);

  for (guint i = 0; purpose == NULL && i < n; i++)
    {
      const AdjPageInterface *iface = adj_page_type_get_iface (types[i]);

      if (g_strcmp0 (iface->id, aid) == 0 && iface->describe_roll)
        purpose = iface->describe_roll (game, topic, args, who);
    }
  /* a topic from a newer Adjutant, say: show the fact rather than nothing */
  return purpose ? purpose : g_strdup (topic);
}

/**
 * adj_roll_text_dup_purpose:
 * @roll: a logged roll
 * @game: (nullable): its game (the aids' formatters may read its tables)
 *
 * Returns: (transfer full): what the roll was for
 */
char *
adj_roll_text_dup_purpose (AdjRoll *roll,
                           AdjGame *game)
{
  g_autofree char *who = NULL;

  g_return_val_if_fail (ADJ_IS_ROLL (roll), NULL);
  if (adj_roll_get_topic (roll) == NULL)
    return g_strdup (adj_roll_get_purpose (roll));
  return describe (roll, game, &who);
}

/**
 * adj_roll_text_dup_who:
 * @roll: a logged roll
 * @game: (nullable): its game
 *
 * Returns: (transfer full): who rolled ("" when nobody in particular)
 */
char *
adj_roll_text_dup_who (AdjRoll *roll,
                       AdjGame *game)
{
  char *who = NULL;
  g_autofree char *purpose = NULL;

  g_return_val_if_fail (ADJ_IS_ROLL (roll), NULL);
  if (adj_roll_get_topic (roll) == NULL)
    return g_strdup (adj_roll_get_who (roll));
  purpose = describe (roll, game, &who);
  return who ? who : g_strdup ("");
}

/**
 * adj_roll_text_source:
 * @physical: whether the faces were typed from real dice
 *
 * Returns: (transfer none): who rolled the faces: real dice, or the program
 */
const char *
adj_roll_text_source (gboolean physical)
{
  /* Translators: in the roll log, who rolled the faces: typed from real
   * dice, or rolled by the program */
  return physical ? _("real dice") : _("Adjutant");
}

/** adj_roll_text_undone: Returns: (transfer none): the word an undone roll is marked with */
const char *
adj_roll_text_undone (void)
{
  /* Translators: in the roll log and its CSV, a roll whose step was undone */
  return C_("roll log", "Undone");
}

static char *
word_roll (AdjRoll     *roll,
           AdjRollWord  word,
           gpointer     game)
{
  switch (word)
    {
    case ADJ_ROLL_WORD_PURPOSE:
      return adj_roll_text_dup_purpose (roll, game);
    case ADJ_ROLL_WORD_WHO:
      return adj_roll_text_dup_who (roll, game);
    case ADJ_ROLL_WORD_SOURCE:
      return g_strdup (adj_roll_text_source (adj_roll_get_physical (roll)));
    case ADJ_ROLL_WORD_STATE:
    default:
      return g_strdup (adj_roll_get_undone (roll) ? adj_roll_text_undone () : "");
    }
}

/**
 * adj_roll_text_dup_csv:
 * @game: the game
 *
 * Returns: (transfer full): the game's roll log as CSV, worded in the
 *   reader's language, with the window's column titles (times in ISO 8601)
 */
char *
adj_roll_text_dup_csv (AdjGame *game)
{
  const char *header[ADJ_ROLL_LOG_CSV_COLUMNS] = {
    _("Time"), _("For"), _("Who"), _("Dice"), _("Faces"), _("Modifier"), _("Result"),
    _("Rolled by"), _("Notes"), _("Status"),
  };

  g_return_val_if_fail (ADJ_IS_GAME (game), NULL);
  return adj_roll_log_to_csv_worded (adj_game_get_roll_log (game), header, word_roll, game);
}
