/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Saved games generated at the limits of src/engine/adj-limits.h, for
 * test-limits and bench-largest-game: every part of the game as large as
 * asked, one element a line, and valid up to its size. */

#include <glib.h>

#include "adj-limits.h"

/* What a generated game holds. */
typedef struct {
  int wif_impulses;    /* in the current World in Flames turn */
  int wif_past_turns;
  int wif_turn;        /* the turn number */
  int rolls;           /* in the roll log */
  int text_chars;      /* a note of this length on the first roll (0: none) */
  int victory_turns;
  int pto_items;       /* elements of the PTO model, its four fixed ones included */
  int wtj_items;
} AdjTestGameSize;

/* One of every part: a game at every limit at once. */
static inline AdjTestGameSize
adj_test_largest_game_size (void)
{
  return (AdjTestGameSize) {
    .wif_impulses = ADJ_LIMIT_WIF_IMPULSES,
    .wif_past_turns = ADJ_LIMIT_WIF_TURNS,
    .wif_turn = ADJ_LIMIT_WIF_TURNS,
    .rolls = ADJ_LIMIT_ROLLS,
    .text_chars = ADJ_LIMIT_TEXT_CHARS,
    .victory_turns = ADJ_LIMIT_VICTORY_TURNS,
    .pto_items = ADJ_LIMIT_PTO_ITEMS,
    .wtj_items = ADJ_LIMIT_WTJ_ITEMS,
  };
}

/* The line the next text appended to @s starts on; @seen and @line carry
 * what was counted before, so that counting costs the new text only. */
static inline long
adj_test_next_line (GString *s,
                    gsize   *seen,
                    long    *line)
{
  for (; *seen < s->len; (*seen)++)
    *line += s->str[*seen] == '\n';
  return *line;
}

static const char *const adj_test_wif_mps[][2] = {
  { "germany", "axis" }, { "italy", "axis" }, { "japan", "axis" }, { "cw", "allies" },
  { "france", "allies" }, { "usa", "allies" }, { "ussr", "allies" }, { "nat-china", "allies" },
  { "com-china", "allies" },
};

/**
 * adj_test_game_text:
 * @size: what the game holds
 * @last_line: (out) (optional): for each part, the line of its last element
 *   (in the order of #AdjTestGameSize: impulses, past turns, -, rolls, the
 *   roll with the note, victory turns, PTO items, 1943 items)
 *
 * Returns: (transfer full): an `.adjutant` document
 */
static inline char *
adj_test_game_text (const AdjTestGameSize *size,
                    long                   last_line[8])
{
  GString *s = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<adjutant version=\"1\">\n");
  long dummy[8];
  gsize seen = 0;
  long line = 1;

  if (last_line == NULL)
    last_line = dummy;
  memset (last_line, 0, sizeof (long) * 8);

  g_string_append_printf (s, "<model id=\"wif\" sides=\"2\" threshold-override=\"0\" k=\"1\" turn=\"%d\" ten=\"%d\" "
                          "ten-at-least=\"0\" phase=\"impulses\" two-box=\"2\" rerolls-used=\"0\" "
                          "highest-choice=\"-1\" tie=\"0\" order=\"0 1\">\n", size->wif_turn, size->wif_impulses);
  g_string_append (s, "<side id=\"axis\" box=\"2\" last-rank=\"-1\" roll=\"0\" roll-bonus=\"0\" rank=\"-1\"/>\n"
                      "<side id=\"allies\" box=\"2\" last-rank=\"-1\" roll=\"0\" roll-bonus=\"0\" rank=\"-1\"/>\n");
  for (guint i = 0; i < G_N_ELEMENTS (adj_test_wif_mps); i++)
    g_string_append_printf (s, "<mp id=\"%s\" side=\"%s\" at-war=\"1\" passes=\"0\"/>\n",
                            adj_test_wif_mps[i][0], adj_test_wif_mps[i][1]);
  for (int i = 0; i < size->wif_impulses; i++)
    {
      last_line[0] = adj_test_next_line (s, &seen, &line);
      g_string_append_printf (s, "<impulse side=\"%s\" passes=\"\" faces=\"1\" m=\"0\" added=\"1\" total=\"%d\" "
                              "at-least=\"0\" ended=\"0\"/>\n", i % 2 ? "allies" : "axis", i + 1);
    }
  for (int i = 0; i < size->wif_past_turns; i++)
    {
      last_line[1] = adj_test_next_line (s, &seen, &line);
      g_string_append_printf (s, "<turn number=\"%d\" impulses=\"12\" total=\"60\" at-least=\"0\" "
                              "counts=\"6 6\" moves=\"0 0\"/>\n", 1 + i % ADJ_LIMIT_WIF_TURNS);
    }
  g_string_append (s, "</model>\n");

  g_string_append (s, "<model id=\"pto\">\n"
                      "<turn year=\"1942\" season=\"winter\" month=\"jan\" step=\"0\" initiative=\"japan\" "
                      "naval-air-first=\"japan\"/>\n<offensives tie-pending=\"no\">\n"
                      "<side id=\"japan\" bought=\"0\" remaining=\"0\" passed=\"no\"/>\n"
                      "<side id=\"allies\" bought=\"0\" remaining=\"0\" passed=\"no\"/>\n"
                      "</offensives>\n<weather/>\n");
  for (int i = 5; i < size->pto_items; i++)
    {
      last_line[6] = adj_test_next_line (s, &seen, &line);
      g_string_append_printf (s, "<skipped key=\"step-%d\"/>\n", i);
    }
  g_string_append (s, "</model>\n<model id=\"wtj\" version=\"1\">\n");
  for (int i = 0; i < size->wtj_items; i++)
    {
      last_line[7] = adj_test_next_line (s, &seen, &line);
      g_string_append (s, "<roll key=\"proximity\" faces=\"3\"/>\n");
    }
  g_string_append (s, "</model>\n<model id=\"victory\" start-year=\"1939\" start-turn=\"sep-oct\">\n");
  for (int i = 0; i < MAX (size->victory_turns, 1); i++)
    {
      last_line[5] = adj_test_next_line (s, &seen, &line);
      g_string_append (s, "<turn held=\"aden athens belgrade\"/>\n");
    }
  g_string_append (s, "</model>\n<roll-log>\n");
  for (int i = 0; i < size->rolls; i++)
    {
      last_line[3] = adj_test_next_line (s, &seen, &line);
      if (i == 0 && size->text_chars > 0)
        last_line[4] = last_line[3];
      g_string_append (s, "<roll time=\"2026-11-22T16:00:00Z\" purpose=\"Quick roll\" who=\"Axis\" dice=\"2d6\" "
                          "faces=\"3 4\" modifier=\"0\" result=\"7\"");
      if (i == 0 && size->text_chars > 0)
        {
          g_string_append (s, " note=\"");
          for (int c = 0; c < size->text_chars; c++)
            g_string_append_c (s, 'n');
          g_string_append_c (s, '"');
        }
      g_string_append (s, "/>\n");
    }
  g_string_append (s, "</roll-log>\n</adjutant>\n");
  return g_string_free (s, FALSE);
}
