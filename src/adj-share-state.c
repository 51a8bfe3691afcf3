/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "adj-page.h"
#include "adj-pto-game.h"
#include "adj-pto-text.h"
#include "adj-share-state.h"
#include "adj-victory-record.h"
#include "adj-victory-text.h"
#include "adj-wif-text.h"

/* What a phone shows of the projected page, as JSON: a list of blocks, each
 * a kind (how the page's script draws it) and the texts the projector shows,
 * worded by the same functions (adj-wif-text.c, adj-pto-text.c,
 * adj-victory-text.c), in the phone's language when Adjutant has it (see
 * adj_share_state_language()), else in English. The page's own words
 * ("Live", "Reconnecting…") come in the JSON too, so that the HTML holds no
 * text to translate. */

static void
append_string (GString    *json,
               const char *text)
{
  g_string_append_c (json, '"');
  for (const char *p = text ? text : ""; *p; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        g_string_append_printf (json, "\\%c", c);
      else if (c == '\n')
        g_string_append (json, "\\n");
      else if (c < 0x20 || c == '<' || c == '>' || c == '&')
        /* control characters, and nothing that could close a script tag */
        g_string_append_printf (json, "\\u%04x", c);
      else
        g_string_append_c (json, (char) c);
    }
  g_string_append_c (json, '"');
}

typedef struct
{
  GString  *json;
  gboolean  first;
} Blocks;

/* one block: {"k": kind, "t": text, "c": style class} */
static void
block (Blocks     *blocks,
       const char *kind,
       const char *text,
       const char *css_class)
{
  if (text == NULL || *text == '\0')
    return;
  g_string_append (blocks->json, blocks->first ? "{" : ",{");
  blocks->first = FALSE;
  g_string_append (blocks->json, "\"k\":");
  append_string (blocks->json, kind);
  g_string_append (blocks->json, ",\"t\":");
  append_string (blocks->json, text);
  if (css_class)
    {
      g_string_append (blocks->json, ",\"c\":");
      append_string (blocks->json, css_class);
    }
  g_string_append_c (blocks->json, '}');
}

/* the last roll's dice: {"k": "dice", "t": caption, "f": [faces], "r": total} */
static void
dice_block (Blocks     *blocks,
            const char *caption,
            const int  *faces,
            guint       n_faces,
            const char *total)
{
  g_string_append (blocks->json, blocks->first ? "{" : ",{");
  blocks->first = FALSE;
  g_string_append (blocks->json, "\"k\":\"dice\",\"t\":");
  append_string (blocks->json, caption);
  g_string_append (blocks->json, ",\"f\":[");
  for (guint i = 0; i < n_faces; i++)
    g_string_append_printf (blocks->json, "%s%d", i ? "," : "", faces[i]);
  g_string_append (blocks->json, "],\"r\":");
  append_string (blocks->json, total);
  g_string_append_c (blocks->json, '}');
}

/* a bar: {"k": "bar", "v": value, "m": maximum, "t": what it shows} */
static void
bar_block (Blocks     *blocks,
           int         value,
           int         max,
           const char *text)
{
  g_string_append (blocks->json, blocks->first ? "{" : ",{");
  blocks->first = FALSE;
  g_string_append_printf (blocks->json, "\"k\":\"bar\",\"v\":%d,\"m\":%d,\"t\":", value, max);
  append_string (blocks->json, text);
  g_string_append_c (blocks->json, '}');
}

/* As ui/adj-wif-projector.ui: turn, side to move, the turn end number
 * (marked when it reached the threshold), result, dice to roll, the last
 * impulse's dice, odds, order and markers. */
static void
wif_blocks (Blocks      *blocks,
            AdjWifTrack *track)
{
  GListModel *impulses = adj_wif_track_get_impulses (track);
  guint n = g_list_model_get_n_items (impulses);
  g_autoptr(AdjWifImpulse) last = n ? g_list_model_get_item (impulses, n - 1) : NULL;
  g_autofree char *turn = adj_wif_text_projector_turn (track);
  g_autofree char *who = adj_wif_text_who (track);
  g_autofree char *ten = adj_wif_text_ten (track);
  g_autofree char *result = adj_wif_text_result (track);
  g_autofree char *dice = adj_wif_text_projector_dice (track);
  g_autofree char *odds = adj_wif_text_projector_odds (track);
  g_autofree char *order = adj_wif_text_projector_order (track);
  g_autofree char *markers = adj_wif_text_projector_markers (track);

  block (blocks, "small", turn, NULL);
  block (blocks, "head", who, NULL);
  block (blocks, "big", ten,
         adj_wif_track_get_ten (track) >= adj_wif_track_get_threshold (track) ? "reached" : NULL);
  block (blocks, "text", result, "result");
  block (blocks, "text", dice, NULL);
  if (last)
    {
      g_autofree char *rolled = adj_wif_text_rolled (last);
      guint n_faces = 0;
      const int *faces = adj_wif_impulse_get_faces (last, &n_faces);

      dice_block (blocks, rolled, faces, n_faces, "");
    }
  block (blocks, "text", odds, NULL);
  block (blocks, "text", order, NULL);
  block (blocks, "text", markers, NULL);
}

/* As ui/adj-pto-projector.ui: turn, step, initiative, offensives, the
 * month's weather and zones, the last roll. */
static void
pto_blocks (Blocks     *blocks,
            AdjPtoGame *game)
{
  AdjPtoStep *step = adj_pto_game_get_current_step (game);
  AdjDice *dice = adj_pto_game_get_dice (game);
  g_autofree char *turn = adj_pto_text_projector_turn (game);
  g_autofree char *initiative = adj_pto_text_initiative (adj_pto_game_get_initiative (game),
                                                         adj_pto_game_get_tie_pending (game));
  g_autofree char *left = adj_pto_text_offensives_left (adj_pto_game_get_remaining (game, ADJ_PTO_SIDE_JAPAN),
                                                        adj_pto_game_get_remaining (game, ADJ_PTO_SIDE_ALLIES));
  g_autofree char *roll_title = NULL;
  g_autofree char *roll_total = NULL;
  g_autoptr(AdjRoll) roll = adj_pto_text_last_roll (game, dice ? G_LIST_MODEL (adj_dice_get_log (dice)) : NULL,
                                                    &roll_title, &roll_total);

  block (blocks, "small", turn, NULL);
  if (step)
    {
      g_autofree char *phase = adj_pto_text_step_phase (step);
      g_autofree char *title = adj_pto_text_step_title (step);

      block (blocks, "small", phase, NULL);
      block (blocks, "head", title, NULL);
      block (blocks, "text", adj_pto_text_side (adj_pto_step_get_side (step)), NULL);
    }
  block (blocks, "text", initiative, NULL);
  block (blocks, "text", left, NULL);
  if (!adj_pto_game_get_seasonal (game) && adj_pto_game_get_turn (game)->month >= 0)
    {
      g_autofree char *weather = adj_pto_text_projector_weather (game);
      GListModel *zones = adj_pto_game_get_zones (game);

      block (blocks, "big", weather, "weather");
      for (guint i = 0; i < g_list_model_get_n_items (zones); i++)
        {
          g_autoptr(AdjPtoZone) zone = g_list_model_get_item (zones, i);
          g_autofree char *line = adj_pto_text_zone_line (zone);

          if (adj_pto_zone_get_affected (zone))
            block (blocks, "text", line, NULL);
        }
    }
  if (roll)
    {
      guint n_faces = 0;
      const int *faces = adj_roll_get_faces (roll, &n_faces);

      dice_block (blocks, roll_title, faces, n_faces, roll_total);
    }
}

/* As ui/adj-victory-projector.ui: the selected turn, the Axis total against
 * the historical one, the targets in each state, the targets held. */
static void
victory_blocks (Blocks           *blocks,
                AdjVictoryRecord *record)
{
  int counts[ADJ_VICTORY_STATE_FULL + 1] = { 0 };
  guint n = adj_victory_record_get_n_targets (record), n_held = 0;
  int total = adj_victory_record_get_total (record);
  int historical = adj_victory_record_get_historical_total (record);
  g_autofree char *turn = adj_victory_text_dup_turn (record, adj_victory_record_get_selected_turn (record));
  g_autofree char *total_text = g_strdup_printf ("%d", total);
  g_autofree char *historical_text = adj_victory_text_historical (historical);
  g_autofree char *heading = NULL;

  block (blocks, "small", _("Axis Victory Points"), NULL);
  block (blocks, "small", turn, NULL);
  block (blocks, "big", total_text, NULL);
  block (blocks, "text", historical_text, NULL);
  bar_block (blocks, total, MAX (1, MAX (total, historical)),
             _("Axis victory points against the historical total"));
  for (guint i = 0; i < n; i++)
    {
      AdjVictoryTarget *target = adj_victory_record_get_target (record, i);

      counts[CLAMP ((int) adj_victory_target_get_state (target), 0, ADJ_VICTORY_STATE_FULL)]++;
      n_held += adj_victory_target_get_held (target) ? 1 : 0;
    }
  for (int state = ADJ_VICTORY_STATE_FULL; state > ADJ_VICTORY_STATE_NOT_HELD; state--)
    {
      static const char *const classes[] = { "not-held", "one-third", "two-thirds", "full" };
      g_autofree char *text = adj_victory_text_state_count (state, counts[state],
                                                            adj_victory_record_get_full_turns (record));

      block (blocks, "state", text, classes[state]);
    }
  heading = adj_victory_text_ticked_heading (record, n_held);
  block (blocks, "text", heading, NULL);
  for (guint i = 0; i < n; i++)
    {
      AdjVictoryTarget *target = adj_victory_record_get_target (record, i);

      if (adj_victory_target_get_held (target))
        {
          g_autofree char *text = adj_victory_text_ticked_target (target);

          block (blocks, "chip", text, NULL);
        }
    }
}

static const AdjPageInterface *
page_iface (const char *page_id)
{
  guint n_types = 0;
  const GType *types = adj_pages_get_types (&n_types);

  for (guint i = 0; i < n_types; i++)
    if (g_strcmp0 (adj_page_type_get_iface (types[i])->id, page_id) == 0)
      return adj_page_type_get_iface (types[i]);
  return NULL;
}

/* Languages */

static gboolean
have_translation (const char *language)
{
  const char *dir = bindtextdomain (GETTEXT_PACKAGE, NULL);
  g_autofree char *mo = NULL;

  if (strcmp (language, "en") == 0)
    return TRUE;  /* the texts themselves */
  if (dir == NULL)
    return FALSE;
  mo = g_build_filename (dir, language, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  return g_file_test (mo, G_FILE_TEST_IS_REGULAR);
}

/**
 * adj_share_state_language:
 * @accept_language: (nullable): a request's Accept-Language header
 *
 * The language a phone gets: of the languages it accepts, the one with the
 * highest q-value (the first of equal ones) that Adjutant has a translation
 * for, or English ("en", the texts themselves). A phone that says nothing,
 * or accepts any language ("*") before one we have, gets the program's
 * language ("").
 *
 * Returns: (transfer full): a primary language subtag ("de", "fr", "en"), or
 *   "" for the program's language
 */
char *
adj_share_state_language (const char *accept_language)
{
  g_auto(GStrv) ranges = NULL;
  g_autofree char *best = NULL;
  double best_q = 0;

  if (accept_language == NULL || *accept_language == '\0')
    return g_strdup ("");
  ranges = g_strsplit (accept_language, ",", 32);
  for (guint i = 0; ranges[i]; i++)
    {
      g_auto(GStrv) parts = g_strsplit (ranges[i], ";", 8);
      g_autofree char *tag = g_ascii_strdown (g_strstrip (parts[0]), -1);
      char *dash = strchr (tag, '-');
      double q = 1;

      for (guint j = 1; parts[j]; j++)
        {
          char *param = g_strstrip (parts[j]);

          if (g_ascii_strncasecmp (param, "q=", 2) == 0)
            q = g_ascii_strtod (param + 2, NULL);
        }
      if (dash)
        *dash = '\0';
      if (q <= best_q || q > 1 || *tag == '\0')
        continue;
      if (strcmp (tag, "*") == 0)
        {
          g_free (best);
          best = g_strdup ("");
          best_q = q;
        }
      else if (strlen (tag) <= 3 && strspn (tag, "abcdefghijklmnopqrstuvwxyz") == strlen (tag)
               && have_translation (tag))
        {
          g_free (best);
          best = g_strdup (tag);
          best_q = q;
        }
    }
  return best ? g_steal_pointer (&best) : g_strdup ("en");
}

/* The thread's messages, characters and number formats in @language (its
 * first locale installed on the machine), the rest as the program's; the
 * JSON's own numbers are integers, which no locale changes. Returns
 * (locale_t) 0 when no locale of the language is installed. */
static locale_t
language_locale (const char *language)
{
  g_autofree char *upper = g_ascii_strup (language, -1);
  g_autofree char *country = g_strdup_printf ("%s_%s.UTF-8", language, upper);
  g_autofree char *plain = g_strdup_printf ("%s.UTF-8", language);
  const char *names[] = { country, plain };

  if (strcmp (language, "en") == 0)
    {
      locale_t base = duplocale (LC_GLOBAL_LOCALE);
      locale_t english = base ? newlocale (LC_MESSAGES_MASK | LC_NUMERIC_MASK, "C", base) : (locale_t) 0;

      if (base && !english)
        freelocale (base);
      return english;
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      locale_t base = duplocale (LC_GLOBAL_LOCALE);
      locale_t loc = base ? newlocale (LC_MESSAGES_MASK | LC_CTYPE_MASK | LC_NUMERIC_MASK, names[i], base)
                          : (locale_t) 0;

      if (loc)
        return loc;
      if (base)
        freelocale (base);
    }
  g_debug ("Sharing: no locale of the language %s is installed", language);
  return (locale_t) 0;
}

static char *build (AdjGame    *game,
                    const char *page_id,
                    const char *language);

/* the program's language, as a language the page can name ("en" if it has
 * no translation for it) */
static char *
program_language (void)
{
  const char * const *names = g_get_language_names ();

  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *primary = g_strndup (names[i], strcspn (names[i], "_.@"));

      if (strcmp (primary, "C") == 0 || strcmp (primary, "POSIX") == 0)
        break;
      if (*primary && have_translation (primary))
        return g_steal_pointer (&primary);
    }
  return g_strdup ("en");
}

/**
 * adj_share_state_build:
 * @game: the game
 * @page_id: (nullable): the page the window shows (and would project)
 * @language: (nullable): a language from adj_share_state_language(), or
 *   %NULL or "" for the program's
 *
 * Words the state in @language on this thread only (uselocale(): gettext
 * follows the thread's locale), so the program's own language is untouched.
 *
 * Returns: (transfer full): what phones show of the page, as JSON
 */
char *
adj_share_state_build (AdjGame    *game,
                       const char *page_id,
                       const char *language)
{
  locale_t loc, old;
  g_autofree char *saved_language = NULL;
  char *json;

  g_return_val_if_fail (ADJ_IS_GAME (game), NULL);

  if (language == NULL || *language == '\0' || (loc = language_locale (language)) == (locale_t) 0)
    {
      g_autofree char *own = program_language ();

      return build (game, page_id, own);
    }
  /* gettext prefers LANGUAGE to the locale (but for the C locale): it
   * names the phone's language while the state is worded, on this (the
   * main) thread, and is put back at once */
  saved_language = g_strdup (g_getenv ("LANGUAGE"));
  if (saved_language && *saved_language)
    g_setenv ("LANGUAGE", language, TRUE);
  old = uselocale (loc);
  json = build (game, page_id, language);
  uselocale (old);
  if (saved_language && *saved_language)
    g_setenv ("LANGUAGE", saved_language, TRUE);
  freelocale (loc);
  return json;
}

static char *
build (AdjGame    *game,
       const char *page_id,
       const char *language)
{
  const AdjPageInterface *iface = page_id ? page_iface (page_id) : NULL;
  AdjModel *model = page_id ? adj_game_get_model (game, page_id) : NULL;
  GString *json = g_string_new ("{\"page\":");
  Blocks blocks = { json, TRUE };

  append_string (json, page_id ? page_id : "");
  /* the texts' language, for the page's lang attribute */
  g_string_append (json, ",\"lang\":");
  append_string (json, language);
  g_string_append (json, ",\"title\":");
  append_string (json, iface ? dgettext (GETTEXT_PACKAGE, iface->title) : "Adjutant");
  g_string_append (json, ",\"words\":{\"live\":");
  /* Translators: on the phone page that follows the projector, while it is connected */
  append_string (json, _("Live"));
  g_string_append (json, ",\"offline\":");
  /* Translators: on the phone page, when it lost the connection to Adjutant */
  append_string (json, _("Reconnecting…"));
  g_string_append (json, ",\"readonly\":");
  append_string (json, _("Follows the table’s projector. Nothing here changes the game."));
  g_string_append (json, "},\"blocks\":[");
  if (ADJ_IS_WIF_TRACK (model))
    wif_blocks (&blocks, ADJ_WIF_TRACK (model));
  else if (ADJ_IS_PTO_GAME (model))
    pto_blocks (&blocks, ADJ_PTO_GAME (model));
  else if (ADJ_IS_VICTORY_RECORD (model))
    victory_blocks (&blocks, ADJ_VICTORY_RECORD (model));
  else
    block (&blocks, "text", _("This page is not shown on the projector."), NULL);
  g_string_append (json, "]}");
  return g_string_free (json, FALSE);
}
