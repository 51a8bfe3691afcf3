/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Benchmark: what the main thread spends to put one action on disk, at
 * game lengths of 10, 1,000 and 10,000 actions (a name of 80 bytes each,
 * a roll every third action: 10,000 actions make a game of about 1.3 MB).
 *
 *   before  adj_game_save(): the whole game serialized, written and fsynced,
 *           as every change did up to issue 17
 *   after   one action as the aids make it (a roll, then the change): the
 *           undo history's snapshot of the model plus the journal record
 *           (one write, one fdatasync)
 *   cpu     of "after", the main thread's processor time (the rest is the
 *           wait for the disk's fdatasync)
 *   snap    the history's snapshot of the model (adj_model_snapshot), part of "after"
 *
 * and, for each aid's model in a game of the four (as the program plays it,
 * with a named file), after 10,000 actions: every action of a run that
 * crosses at least two compactions, each with the main loop's work it leaves
 * (the roll alone's record, the named file's write every 500 ms, the end of a
 * compaction), against the goal of 2 ms of main-thread work an action:
 *   worst   the autosave's part (the game's handlers and the main loop's
 *           work after the action) and the whole action: wall time (it
 *           includes the wait for the record's fdatasync) and the main
 *           thread's processor time, median, p99 and max
 *
 * usage: bench-autosave [FOLDER [worst]]   (a folder on the disk to measure; default: the
 *   temporary folder; "worst": only the worst action per aid)
 * Prints figures; it does not pass or fail. */

#include "config.h"

#include <glib/gstdio.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "adj-bench-drive.h"
#include "adj-game.h"
#include "adj-history.h"
#include "adj-test-largest-game.h"
#include "fuzz-game.h"
#include "adj-test-model.h"

#define SAMPLES 200

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static void
print_figures (const char *what,
               guint       length,
               double     *ms,
               guint       n)
{
  qsort (ms, n, sizeof (double), compare_doubles);
  g_print ("%-8s %6u actions: median %7.3f ms  p99 %7.3f ms\n", what, length, ms[n / 2], ms[(n * 99) / 100]);
}

/* a saved game of @n actions */
static char *
game_of (guint n)
{
  GString *doc = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<adjutant version=\"1\">\n");

  g_string_append_printf (doc, "<model id=\"alpha\" count=\"%u\">", n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (doc, "<name>impulse %06u: Germany attacks, Italy follows, the Allies pass....</name>", i);
  g_string_append (doc, "</model>\n<roll-log>");
  for (guint i = 0; i < MIN (n / 3, 5000u); i++)
    g_string_append (doc, "<roll time=\"2026-11-26T08:00:00Z\" purpose=\"Impulse\" who=\"Axis\" dice=\"2d6\" "
                          "faces=\"3 4\" modifier=\"0\" result=\"7\" physical=\"no\"/>");
  g_string_append (doc, "</roll-log>\n</adjutant>\n");
  return g_string_free (doc, FALSE);
}

/* each aid's model after @n actions: the size of its snapshot, the time to
 * take one, to record a change in the undo history and to undo and redo
 * one, and the memory the history holds */
static void
bench_model (const char *id,
             AdjModel   *model,
             guint       n)
{
  g_autoptr(AdjHistory) history = NULL;
  g_autofree char *text = adj_model_snapshot (model);
  double snap[SAMPLES], undo[SAMPLES], redo[SAMPLES];
  g_autofree char *label = g_strdup_printf ("%s", id);

  for (guint i = 0; i < SAMPLES; i++)
    {
      gint64 t0 = g_get_monotonic_time ();

      g_free (adj_model_snapshot (model));
      snap[i] = (g_get_monotonic_time () - t0) / 1000.0;
    }
  history = adj_history_new (model);
  for (guint i = 0; i < SAMPLES; i++)
    {
      /* a change and back again, recorded as two steps */
      g_autofree char *a = adj_model_snapshot (model);

      adj_model_reset (model);
      adj_history_record (history, "reset");
      adj_model_restore (model, a, NULL);
      adj_history_record (history, "back");
    }
  for (guint i = 0; i < SAMPLES; i++)
    {
      gint64 t0 = g_get_monotonic_time (), t1;

      adj_history_undo (history, NULL);
      t1 = g_get_monotonic_time ();
      adj_history_redo (history, NULL);
      undo[i] = (t1 - t0) / 1000.0;
      redo[i] = (g_get_monotonic_time () - t1) / 1000.0;
    }
  g_print ("%s after %u actions: snapshot %" G_GSIZE_FORMAT " bytes, history of %u steps holds %.1f KiB\n",
           id, n, strlen (text), 2 * SAMPLES, adj_history_get_memory (history) / 1024.0);
  print_figures ("snap", n, snap, SAMPLES);
  print_figures ("undo", n, undo, SAMPLES);
  print_figures ("redo", n, redo, SAMPLES);
}

/* One action a call, as a player makes them, and now and then an undo and
 * a redo: the whole aid through the game's journal. */
static void
step_wif (AdjWifTrack *wif,
          AdjDice     *dice,
          guint        i)
{
  AdjDiceSpec d10;

  adj_dice_spec_parse ("1d10", &d10, NULL);
  switch (adj_wif_track_get_phase (wif))
    {
    case ADJ_WIF_PHASE_TURN_OVER:
      adj_wif_track_next_turn (wif, NULL);
      break;
    case ADJ_WIF_PHASE_IMPULSES:
      {
        int faces[8];
        int k = adj_wif_track_get_dice_to_roll (wif);

        /* rolled and logged; the turn ends at about every 60th action, so
         * that 10,000 actions fit in the 200 turns of a game */
        for (int j = 0; j < k && j < 8; j++)
          {
            g_autoptr(AdjRoll) roll = adj_dice_roll (dice, &d10, "impulse", NULL, 0, NULL, 0, NULL);

            faces[j] = i % 60 == 59 ? 10 : 1;
          }
        adj_wif_track_record_impulse (wif, faces, MIN (k, 8), NULL);
      }
      break;
    case ADJ_WIF_PHASE_INITIATIVE:
      {
        int faces[ADJ_WIF_MAX_SIDES];
        int n = adj_wif_track_get_n_sides (wif);

        for (int s = 0; s < n; s++)
          faces[s] = 1 + (i + s * 3) % 10;
        adj_wif_track_roll_initiative (wif, faces, n, NULL);
      }
      break;
    case ADJ_WIF_PHASE_CHOOSE:
    default:
      if (adj_wif_track_get_initiative_step (wif) == ADJ_WIF_INITIATIVE_CHOOSE_BEFORE)
        adj_wif_track_choose_before (wif, TRUE, NULL);
      else
        adj_wif_track_choose_first (wif, TRUE, NULL);
      break;
    }
}

static void
step_pto (AdjPtoGame *pto,
          guint       i)
{
  AdjPtoTrackEntry entry;
  const char *cells[] = { "1-6", "-", "-", NULL };

  if (i % 2 == 0 && !adj_pto_game_get_track_entry (pto, &entry))
    adj_pto_game_save_track_entry (pto, NULL, cells, NULL);
  else if (!adj_pto_game_next (pto) && !adj_pto_game_skip_step (pto))
    adj_pto_game_start (pto, 1942, 1, ADJ_PTO_SIDE_JAPAN, 0, 0, NULL);
}

static void
step_victory (AdjVictoryRecord *victory,
              guint             i)
{
  guint n_targets = adj_victory_record_get_n_targets (victory);

  if (i % 25 == 24 && adj_victory_record_get_current_turn (victory) + 1 < adj_victory_record_get_n_turns (victory))
    adj_victory_record_end_turn (victory);
  else if (n_targets > 0)
    adj_victory_record_toggle (victory, (i * 7) % n_targets);
}

/* The game's own work in an action: from after the undo history took the
 * change (a handler connected after the history's) or from before the
 * history applied an undo (an emission hook runs before every handler), to
 * after the game's handler (connected after it); plus the main loop's work
 * that follows the action, all of it the game's here. */
typedef struct {
  gint64 wall0;
  double cpu0;
  gint64 wall;    /* µs */
  double cpu;     /* ms */
} Autosave;

static void
autosave_begin (Autosave *a)
{
  a->wall0 = g_get_monotonic_time ();
  a->cpu0 = cpu_ms ();
}

static void
autosave_end (Autosave *a)
{
  a->wall += g_get_monotonic_time () - a->wall0;
  a->cpu += cpu_ms () - a->cpu0;
}

static void
on_changed_begin (AdjModel   *model,
                  const char *label,
                  Autosave   *a)
{
  autosave_begin (a);
}

static void
on_changed_end (AdjModel   *model,
                const char *label,
                Autosave   *a)
{
  autosave_end (a);
}

static gboolean
on_applied_hook (GSignalInvocationHint *hint,
                 guint                  n_params,
                 const GValue          *params,
                 gpointer               data)
{
  autosave_begin (data);
  return TRUE;
}

static void
on_applied_end (AdjHistory *history,
                const char *label,
                gboolean    undo,
                Autosave   *a)
{
  autosave_end (a);
}

#define WORST_LENGTH 10000
#define WORST_RUN 2200     /* records: more than two compactions (adj-game.c) */

static void
print_worst (const char *what,
             double     *ms,
             guint       n)
{
  qsort (ms, n, sizeof (double), compare_doubles);
  g_print ("  %-5s median %7.3f ms  p99 %7.3f ms  max %7.3f ms%s\n", what, ms[n / 2], ms[(n * 99) / 100],
           ms[n - 1], ms[(n * 99) / 100] <= 2.0 && ms[n - 1] <= 2.0 ? "  (goal 2 ms: met)" : "  (goal 2 ms)");
}

/* Each aid in a game of the four with a named file: WORST_RUN actions
 * after @start, each timed with the main loop's work that follows it.
 * (World in Flames reaches its last turn, 200, at about 10,000 actions.) */
static void
bench_worst (AdjRulebook *rb,
             const char  *dir,
             guint        start)
{
  g_print ("\nthe worst action from %u to %u actions, per aid, with a named file, crossing "
           "two compactions (each with the main loop's work that follows it)\n",
           start, start + WORST_RUN);
  for (const char *const *id = (const char *const[]) { "wif", "pto", "victory", NULL }; *id; id++)
    {
      g_autofree char *path = g_build_filename (dir, "game.adjutant", NULL);
      g_autofree char *named = g_build_filename (dir, "named.adjutant", NULL);
      g_autofree char *journal = g_strconcat (path, ".journal", NULL);
      g_autoptr(AdjGame) game = adj_fuzz_game_new (rb, path);
      AdjModel *model = adj_game_get_model (game, *id);
      AdjHistory *history = adj_game_get_history (game, *id);
      AdjDice *dice = adj_game_get_dice (game);
      g_autofree double *wall = g_new (double, WORST_RUN);
      g_autofree double *cpu = g_new (double, WORST_RUN);
      g_autofree double *save_wall = g_new (double, WORST_RUN);
      g_autofree double *save_cpu = g_new (double, WORST_RUN);
      Autosave a = { 0 };
      gulong hook;
      g_autoptr(GError) error = NULL;
      g_autofree char *snapshot = NULL;

      adj_dice_set_seed (dice, 1943);
      /* the game so far, as one saved game (a journal of 10,000 records
       * would take minutes of fdatasync to write here) */
      {
        g_autofree char *other = g_build_filename (dir, "so-far.adjutant", NULL);
        g_autofree char *other_journal = g_strconcat (other, ".journal", NULL);
        g_autoptr(AdjGame) so_far = adj_game_new (rb, other);
        g_autoptr(AdjWifTrack) wif = adj_wif_track_new (rb, adj_game_get_dice (so_far));
        g_autoptr(AdjPtoGame) pto = adj_pto_game_new (rb, adj_game_get_dice (so_far));
        g_autoptr(AdjVictoryRecord) victory = adj_victory_record_new (rb);
        g_autofree char *text = NULL;
        gsize len;

        adj_dice_set_seed (adj_game_get_dice (so_far), 1943);
        for (guint i = 0; i < start; i++)
          if (g_str_equal (*id, "wif"))
            step_wif (wif, adj_game_get_dice (so_far), i);
          else if (g_str_equal (*id, "pto"))
            step_pto (pto, i);
          else
            step_victory (victory, i);
        /* the rolls of the other aids too: a roll an action (5,000 at most) */
        for (guint i = g_list_model_get_n_items (G_LIST_MODEL (adj_game_get_roll_log (so_far))); i < start; i++)
          g_object_unref (adj_dice_roll_text (adj_game_get_dice (so_far), "2d6", "Impulse", "Axis", 0, "3 4", NULL));
        adj_game_add_model (so_far, ADJ_MODEL (wif));
        adj_game_add_model (so_far, ADJ_MODEL (pto));
        adj_game_add_model (so_far, ADJ_MODEL (victory));
        text = adj_game_serialize (so_far, &len);
        if (!adj_game_load_data (game, text, len, "bench", &error))
          g_error ("%s", error->message);
        g_clear_object (&so_far);
        g_unlink (other);
        g_unlink (other_journal);
      }
      if (!adj_game_save_as (game, named, &error))
        g_error ("%s", error->message);
      g_signal_connect (model, "changed", G_CALLBACK (on_changed_begin), &a);
      g_signal_connect_after (model, "changed", G_CALLBACK (on_changed_end), &a);
      g_signal_connect (history, "applied", G_CALLBACK (on_applied_end), &a);
      hook = g_signal_add_emission_hook (g_signal_lookup ("applied", ADJ_TYPE_HISTORY), 0,
                                         on_applied_hook, &a, NULL);
      for (guint i = 0; i < WORST_RUN; i++)
        {
          gint64 t0 = g_get_monotonic_time ();
          double c0 = cpu_ms ();

          a.wall = 0;
          a.cpu = 0;
          if (i % 11 == 10)
            adj_history_undo (history, NULL);
          else if (i % 11 == 0 && i > 0)
            adj_history_redo (history, NULL);
          else if (g_str_equal (*id, "wif"))
            step_wif (ADJ_WIF_TRACK (model), dice, i);
          else if (g_str_equal (*id, "pto"))
            step_pto (ADJ_PTO_GAME (model), i);
          else
            step_victory (ADJ_VICTORY_RECORD (model), i);
          autosave_begin (&a);
          while (g_main_context_iteration (NULL, FALSE))
            ;
          autosave_end (&a);
          cpu[i] = cpu_ms () - c0;
          wall[i] = (g_get_monotonic_time () - t0) / 1000.0;
          save_cpu[i] = a.cpu;
          save_wall[i] = a.wall / 1000.0;
        }
      g_signal_remove_emission_hook (g_signal_lookup ("applied", ADJ_TYPE_HISTORY), hook);
      g_signal_handlers_disconnect_by_data (model, &a);
      g_signal_handlers_disconnect_by_data (history, &a);
      snapshot = adj_model_snapshot (model);
      if (g_str_equal (*id, "wif"))
        g_print ("turn %d: ", adj_wif_track_get_turn (ADJ_WIF_TRACK (model)));
      g_print ("%s: snapshot %" G_GSIZE_FORMAT " bytes, roll log %u rolls\n", *id, strlen (snapshot),
               g_list_model_get_n_items (G_LIST_MODEL (adj_game_get_roll_log (game))));
      g_print (" autosave (the game's journal, compaction and named file):\n");
      print_worst ("wall", save_wall, WORST_RUN);
      print_worst ("cpu", save_cpu, WORST_RUN);
      g_print (" the whole action (the aid's own work too):\n");
      print_worst ("wall", wall, WORST_RUN);
      print_worst ("cpu", cpu, WORST_RUN);
      g_clear_object (&game);
      g_unlink (journal);
      g_unlink (path);
      g_unlink (named);
    }
}

static void
bench_models (AdjRulebook *rb)
{
  const guint lengths[] = { 10, 1000, 10000 };

  g_print ("\nthe aids' models: snapshot, undo and redo (each undo restores a reset or the whole game)\n");
  for (guint l = 0; l < G_N_ELEMENTS (lengths); l++)
    {
      g_autoptr(AdjRollLog) log = adj_roll_log_new ();
      g_autoptr(AdjDice) dice = adj_dice_new (log);
      g_autoptr(AdjWifTrack) wif = adj_wif_track_new (rb, dice);
      g_autoptr(AdjPtoGame) pto = adj_pto_game_new (rb, dice);
      g_autoptr(AdjVictoryRecord) victory = adj_victory_record_new (rb);

      adj_dice_set_seed (dice, 1943);
      adj_bench_drive_wif (wif, dice, lengths[l]);
      adj_bench_drive_pto (pto, lengths[l]);
      adj_bench_drive_victory (victory, lengths[l]);
      bench_model ("wif", ADJ_MODEL (wif), lengths[l]);
      bench_model ("pto", ADJ_MODEL (pto), lengths[l]);
      bench_model ("victory", ADJ_MODEL (victory), lengths[l]);
      /* the undo history's memory after as many more actions as it keeps */
      {
        g_autoptr(AdjHistory) h_wif = adj_history_new (ADJ_MODEL (wif));
        g_autoptr(AdjHistory) h_pto = adj_history_new (ADJ_MODEL (pto));
        g_autoptr(AdjHistory) h_victory = adj_history_new (ADJ_MODEL (victory));
        g_autofree char *s_wif = NULL, *s_pto = NULL, *s_victory = NULL;

        adj_bench_drive_wif (wif, dice, SAMPLES);
        adj_bench_drive_pto (pto, SAMPLES);
        adj_bench_drive_victory (victory, SAMPLES);
        s_wif = adj_model_snapshot (ADJ_MODEL (wif));
        s_pto = adj_model_snapshot (ADJ_MODEL (pto));
        s_victory = adj_model_snapshot (ADJ_MODEL (victory));
        g_print ("undo history after %d more actions at %u: wif %.1f KiB (a copy a step: %.1f KiB), "
                 "pto %.1f KiB (%.1f), victory %.1f KiB (%.1f)\n", SAMPLES, lengths[l],
                 adj_history_get_memory (h_wif) / 1024.0, SAMPLES * strlen (s_wif) / 1024.0,
                 adj_history_get_memory (h_pto) / 1024.0, SAMPLES * strlen (s_pto) / 1024.0,
                 adj_history_get_memory (h_victory) / 1024.0, SAMPLES * strlen (s_victory) / 1024.0);
      }
    }
  /* every aid at its limits (adj-limits.h) */
  {
    g_autofree char *dir = g_dir_make_tmp ("bench-autosave-XXXXXX", NULL);
    g_autofree char *state = g_build_filename (dir, "game.adjutant", NULL);
    AdjTestGameSize size = adj_test_largest_game_size ();
    g_autofree char *text = adj_test_game_text (&size, NULL);
    g_autoptr(AdjGame) game = adj_fuzz_game_new (rb, state);
    g_autoptr(GError) error = NULL;

    if (!adj_game_load_data (game, text, strlen (text), "largest", &error))
      g_error ("%s", error->message);
    g_print ("at the limits of adj-limits.h:\n");
    for (const char *const *id = (const char *const[]) { "wif", "pto", "victory", "wtj", NULL }; *id; id++)
      bench_model (*id, adj_game_get_model (game, *id), 0);
    g_clear_object (&game);
    g_unlink (state);
    {
      g_autofree char *journal = g_strconcat (state, ".journal", NULL);

      g_unlink (journal);
    }
    g_rmdir (dir);
  }
}

int
main (int   argc,
      char *argv[])
{
  const guint lengths[] = { 10, 1000, 10000 };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (argc > 1 ? argv[1] : g_get_tmp_dir (), "adj-bench-autosave-XXXXXX", NULL);
  g_autoptr(AdjRulebook) rb = adj_rulebook_new (NULL);

  if (!adj_rulebook_load (rb, &error) || g_mkdtemp (dir) == NULL)
    g_error ("cannot start: %s", error ? error->message : g_strerror (errno));
  if (argc > 2 && g_str_equal (argv[2], "worst"))
    {
      bench_worst (rb, dir, 0);
      bench_worst (rb, dir, WORST_LENGTH - WORST_RUN);
      g_rmdir (dir);
      return 0;
    }
  g_print ("main-thread time to put one action on disk (%d actions each), in %s\n", SAMPLES, dir);
  for (guint l = 0; l < G_N_ELEMENTS (lengths); l++)
    {
      g_autofree char *path = g_build_filename (dir, "game.adjutant", NULL);
      g_autofree char *doc = game_of (lengths[l]);
      g_autoptr(AdjGame) game = adj_game_new (rb, path);
      g_autoptr(AdjTestModel) model = adj_test_model_new ("alpha");
      double before[SAMPLES], after[SAMPLES], cpu[SAMPLES], snap[SAMPLES];
      gsize size = 0;

      adj_game_add_model (game, ADJ_MODEL (model));
      if (!adj_game_load_data (game, doc, strlen (doc), "bench", &error))
        g_error ("%s", error->message);
      adj_game_flush (game);
      g_free (adj_game_serialize (game, &size));
      for (guint i = 0; i < SAMPLES; i++)
        {
          gint64 t0 = g_get_monotonic_time ();

          adj_game_save (game, NULL);
          before[i] = (g_get_monotonic_time () - t0) / 1000.0;
        }
      for (guint i = 0; i < SAMPLES; i++)
        {
          g_autofree char *name = g_strdup_printf ("impulse %06u: Germany attacks, Italy follows, the Allies pass....",
                                                   lengths[l] + i);
          g_autofree char *s = NULL;
          gint64 t0 = g_get_monotonic_time (), t1;
          double c0 = cpu_ms ();

          if (i % 3 == 0)
            g_object_unref (adj_dice_roll_text (adj_game_get_dice (game), "2d6", "Impulse", "Axis", 0, "3 4", NULL));
          adj_test_model_add (model, name);
          t1 = g_get_monotonic_time ();
          cpu[i] = cpu_ms () - c0;
          after[i] = (t1 - t0) / 1000.0;
          s = adj_model_snapshot (ADJ_MODEL (model));
          snap[i] = (g_get_monotonic_time () - t1) / 1000.0;
          /* the worker's compaction and the named file, as the main loop would */
          while (g_main_context_iteration (NULL, FALSE))
            ;
        }
      g_print ("game of %u actions: %" G_GSIZE_FORMAT " bytes\n", lengths[l], size);
      print_figures ("before", lengths[l], before, SAMPLES);
      print_figures ("after", lengths[l], after, SAMPLES);
      print_figures ("cpu", lengths[l], cpu, SAMPLES);
      print_figures ("snap", lengths[l], snap, SAMPLES);
      g_print ("undo history after %d actions: %.1f KiB (a copy a step: %.1f KiB)\n", SAMPLES,
               adj_history_get_memory (adj_game_get_history (game, "alpha")) / 1024.0,
               (double) SAMPLES * strlen (adj_history_get_current (adj_game_get_history (game, "alpha"))) / 1024.0);
      g_clear_object (&game);
      {
        g_autofree char *journal = g_strconcat (path, ".journal", NULL);

        g_unlink (journal);
        g_unlink (path);
      }
    }
  bench_worst (rb, dir, 0);
  bench_worst (rb, dir, WORST_LENGTH - WORST_RUN);
  g_rmdir (dir);
  bench_models (rb);
  return 0;
}
