/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The largest game Adjutant supports, in one place: the loaders refuse a
 * file beyond any of these before doing the work (with the file, the line
 * and the limit in the message), and play never makes more. These are
 * program limits, not rules: the numbers of the rules live in
 * the files of data/tables/. The schema data/tables/adjutant-tables.rng and the
 * built-in wif.xml repeat some of them (XML cannot include a C header);
 * test-limits checks that they agree.
 *
 * Chosen generously for real games (a long World in Flames campaign is
 * about 80 turns of at most about 20 impulses) and so that a game at every
 * limit at once opens in well under 200 ms with under 100 MiB more memory
 * (tests/bench/bench-largest-game.c prints both). */

/* Characters in any one attribute or text of a saved game or a rule table
 * (names, labels, notes, keys). The longest text of the built-in tables is
 * under 800 characters. */
#define ADJ_LIMIT_TEXT_CHARS 4096

/* Elements in one file. The largest game (every limit at once, test-limits)
 * has under 10,000; elements no other limit counts (ones Adjutant does not
 * know, which it skips) must not let a file of a few megabytes build a tree
 * of hundreds. */
#define ADJ_LIMIT_XML_ELEMENTS 100000

/* Rolls the roll log keeps: play drops the oldest past this, a saved game
 * with more is refused. */
#define ADJ_LIMIT_ROLLS 5000

/* The most faces a die can have ("1d100"), and the most dice in one roll. */
#define ADJ_LIMIT_DIE_SIDES 100
#define ADJ_LIMIT_DICE_PER_ROLL 20

/* World in Flames: turns (the turn number, and so the past turns kept),
 * and impulses in one turn. A house rule with the highest turn end number
 * and one die needs about 45 impulses on average, and 240 if every die
 * shows 1. */
#define ADJ_LIMIT_WIF_TURNS 200
#define ADJ_LIMIT_WIF_IMPULSES 1000

/* The highest turn end number (house-rule tables and the override field,
 * whose upper bound in ui/adj-wif-view.ui repeats it),
 * the most turn end dice per impulse and the most faces of the turn end die
 * (house rules): the turn end odds stay exact and take under a millisecond.
 * wif.xml holds them as the max of its constants (threshold-per-side is
 * the threshold over the most sides, 6). At 240 (real games: 55, 83 and
 * 165 for six sides) the worst odds take about 0.8 ms of CPU. */
#define ADJ_LIMIT_WIF_THRESHOLD 240
#define ADJ_LIMIT_WIF_DICE_PER_IMPULSE 6
#define ADJ_LIMIT_WIF_DIE_SIDES 20

/* Victory map: turns recorded (WiF has 6 a year). */
#define ADJ_LIMIT_VICTORY_TURNS 600

/* Pacific Theater of Operations: offensives bought in one turn, initiative
 * tie rolls, skipped steps. */
#define ADJ_LIMIT_PTO_ITEMS 500

/* When Tigers Jumped 1943: settings, rolls and results of one setup. */
#define ADJ_LIMIT_WTJ_ITEMS 2000

/* Sharing with the table (src/adj-share-server.c): open connections (more
 * are closed at once), the seconds after which a connection that neither
 * reads nor writes is closed, between the comments that keep a live stream
 * from being idle, and after which a live stream ends (a browser that is
 * still there reconnects at once), and the random bytes (128 bits) of the
 * token in every address. */
#define ADJ_SHARE_MAX_CONNECTIONS 64
#define ADJ_SHARE_IDLE_SECONDS    30
#define ADJ_SHARE_PING_SECONDS    15
#define ADJ_SHARE_STREAM_SECONDS  300
#define ADJ_SHARE_TOKEN_BYTES     16
