/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Benchmark: the latency a player feels. For each kind of action on each
 * game aid (a typed roll, a program roll, the next step, a ticked target,
 * undo, redo), the main thread's work from the input (the real button, dice
 * entry or window action, as a click or a key gives it) to the end of the
 * frame that shows it, at games of 10, 1,000 and 10,000 actions, with and
 * without the page's projector window open; and the first visit of each
 * page. Needs a display (Xvfb). Prints figures; it does not pass or fail.
 *
 * Work is the wall-clock time from the input until the last window has
 * finished the frame that follows it ("after-paint"), less the time the
 * main loop spent waiting in poll() (for the next frame, or for a button's
 * click timeout): what the main thread did, including writing the game to
 * disk, and not the frame clock's waiting. Idle callbacks the action queued
 * are run and their frame waited for too, but for the work done ahead
 * (adj-ahead.c: the next step built when idle after the frame that shows
 * one), which runs after, timed apart. The CPU time of the main thread
 * over the same span is printed beside it: on a machine busy with other
 * work it is the steadier figure, but it leaves out waiting for the disk.
 *
 * The long games are made by driving the engine directly (no window, no
 * autosave), saved, and opened in the running program as a player opens a
 * file. Each action is taken back after it is measured (undo, or the step
 * back), so that every sample starts from the same game length, and each
 * starts once the animations of the one before (its toast) have ended. */

#define _GNU_SOURCE  /* RTLD_NEXT */
#include "config.h"

#include <dlfcn.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <libxml/tree.h>
#include <libxml/parser.h>

#include "adj-ahead.h"
#include "adj-application.h"
#include "adj-bench-drive.h"
#include "adj-dice-box.h"
#include "adj-dice-spec.h"
#include "adj-lazy-page.h"
#include "adj-page.h"
#include "adj-pto-game.h"
#include "adj-test-utils.h"
#include "adj-victory-record.h"
#include "adj-victory-target.h"
#include "adj-window.h"
#include "adj-wif-track.h"
#include "adj-wif-view.h"
#include "adj-wtj-scenario.h"
#include "adj-wtj-view.h"

#define GOAL_ACTION_MS 4.0
#define GOAL_VISIT_MS 30.0

static AdjApplication *app;
static AdjWindow *window;
static GtkWindow *projector;

/* --- timing ------------------------------------------------------------- */

static gint64 poll_us;     /* time spent waiting in poll() so far */
static GPollFunc real_poll;

static gint
timed_poll (GPollFD *fds,
            guint    n_fds,
            gint     timeout)
{
  gint64 t = g_get_monotonic_time ();
  gint r = real_poll (fds, n_fds, timeout);

  poll_us += g_get_monotonic_time () - t;
  return r;
}

/* Time spent in fsync() and fdatasync() (the autosave waiting for the
 * disk): the program's own calls and GLib's, through these definitions. */
static gint64 sync_us;

int
fsync (int fd)
{
  static int (*real) (int);
  gint64 t = g_get_monotonic_time ();
  int r;

  if (real == NULL)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "fsync");
  r = real (fd);
  sync_us += g_get_monotonic_time () - t;
  return r;
}

int
fdatasync (int fd)
{
  static int (*real) (int);
  gint64 t = g_get_monotonic_time ();
  int r;

  if (real == NULL)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "fdatasync");
  r = real (fd);
  sync_us += g_get_monotonic_time () - t;
  return r;
}

/* The area of the windows drawn again: GDK's cairo context copies each
 * frame's redrawn region to the X window with cairo_paint () clipped to it
 * (the cairo renderer under Xvfb), and that call comes here. What GTK chose
 * to draw again, whatever it cost: a frame that should change one marker
 * and draws the whole map shows here. */
static double redrawn_px;

void
cairo_paint (cairo_t *cr)
{
  static void (*real) (cairo_t *);

  if (real == NULL)
    real = (void (*) (cairo_t *)) dlsym (RTLD_NEXT, "cairo_paint");
  if (cairo_surface_get_type (cairo_get_target (cr)) == CAIRO_SURFACE_TYPE_XLIB)
    {
      cairo_rectangle_list_t *list = cairo_copy_clip_rectangle_list (cr);

      if (list->status == CAIRO_STATUS_SUCCESS)
        for (int i = 0; i < list->num_rectangles; i++)
          redrawn_px += list->rectangles[i].width * list->rectangles[i].height;
      cairo_rectangle_list_destroy (list);
    }
  real (cr);
}

static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

typedef struct {
  GdkFrameClock *clock;
  gulong         handler;
  gulong         layout_handler;
  gboolean       painted;
  double         layout_done;   /* the thread's CPU time when the layout phase ended */
} Watch;

static double paint_cpu_ms;   /* CPU time in the paint phases (snapshot and render) so far */

static Watch watches[2];   /* the main window, the projector window */

static double thread_cpu_ms (void);

static void
layout_done_cb (GdkFrameClock *clock,
                Watch         *watch)
{
  watch->layout_done = thread_cpu_ms ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Watch         *watch)
{
  watch->painted = TRUE;
  if (watch->layout_done > 0)
    paint_cpu_ms += thread_cpu_ms () - watch->layout_done;
  watch->layout_done = 0;
}

static void
watch_window (Watch     *watch,
              GtkWindow *win)
{
  if (watch->clock)
    {
      g_signal_handler_disconnect (watch->clock, watch->handler);
      g_signal_handler_disconnect (watch->clock, watch->layout_handler);
    }
  watch->clock = win ? gtk_widget_get_frame_clock (GTK_WIDGET (win)) : NULL;
  watch->layout_done = 0;
  if (watch->clock)
    {
      /* after GTK's own handlers, which the window connected when it was realized */
      watch->handler = g_signal_connect_after (watch->clock, "after-paint", G_CALLBACK (after_paint_cb), watch);
      watch->layout_handler = g_signal_connect_after (watch->clock, "layout", G_CALLBACK (layout_done_cb), watch);
    }
}

/* Asks every watched window for a frame and runs the main loop until each
 * has drawn one. */
static void
wait_frames (void)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  gboolean all;

  for (guint i = 0; i < G_N_ELEMENTS (watches); i++)
    if (watches[i].clock)
      {
        watches[i].painted = FALSE;
        gdk_frame_clock_request_phase (watches[i].clock, GDK_FRAME_CLOCK_PHASE_PAINT);
      }
  do
    {
      all = TRUE;
      for (guint i = 0; i < G_N_ELEMENTS (watches); i++)
        all = all && (watches[i].clock == NULL || watches[i].painted);
      if (!all)
        g_main_context_iteration (NULL, TRUE);
    }
  while (!all && g_get_monotonic_time () < deadline);
}

/* The frame after an input, and the idle work it queued with its frame. */
static void
finish_frames (void)
{
  wait_frames ();
  for (guint round = 0; round < 2 && g_main_context_pending (NULL); round++)
    {
      for (guint i = 0; i < 100 && g_main_context_pending (NULL); i++)
        g_main_context_iteration (NULL, FALSE);
      wait_frames ();
    }
}

/* libadwaita's animations running (a toast coming in or going out): its
 * calls to gtk_widget_add_tick_callback() reach this definition, which
 * counts each callback until GTK drops it. GTK's own animations are not
 * counted (GTK calls itself directly), and the program starts none. */
typedef struct {
  GtkTickCallback callback;
  gpointer        data;
  GDestroyNotify  notify;
} Tick;

static guint ticking;

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  Tick *tick = data;

  return tick->callback (widget, clock, tick->data);
}

static void
tick_dropped (gpointer data)
{
  Tick *tick = data;

  ticking--;
  if (tick->notify)
    tick->notify (tick->data);
  g_free (tick);
}

guint
gtk_widget_add_tick_callback (GtkWidget       *widget,
                              GtkTickCallback  callback,
                              gpointer         user_data,
                              GDestroyNotify   notify)
{
  static guint (*real) (GtkWidget *, GtkTickCallback, gpointer, GDestroyNotify);
  Tick *tick = g_new (Tick, 1);

  if (real == NULL)
    real = (guint (*) (GtkWidget *, GtkTickCallback, gpointer, GDestroyNotify))
      dlsym (RTLD_NEXT, "gtk_widget_add_tick_callback");
  *tick = (Tick) { callback, user_data, notify };
  ticking++;
  return real (widget, tick_cb, tick, tick_dropped);
}

/* libadwaita's style manager turns CSS transitions off while it loads its
 * stylesheet, at start-up and at each change of colour scheme, with a style
 * provider that it removes 250 ms later (its calls reach this definition).
 * The removal makes GTK style every widget of the window again: 1,400
 * widgets, 20 ms on GTK 4.24. A first visit measured in that quarter second
 * of start-up was charged with it, or not, by chance (24 or 60 ms); the
 * first visits wait for it, as a player does who has not switched pages in
 * the first quarter second. */
static guint providers_removed;

void
gtk_style_context_remove_provider_for_display (GdkDisplay       *display,
                                               GtkStyleProvider *provider)
{
  static void (*real) (GdkDisplay *, GtkStyleProvider *);

  if (real == NULL)
    real = (void (*) (GdkDisplay *, GtkStyleProvider *)) dlsym (RTLD_NEXT,
                                                                "gtk_style_context_remove_provider_for_display");
  providers_removed++;
  real (display, provider);
}

/* Runs the main loop until the animations an earlier action started (the
 * toast saying what it did) have ended: each action starts from rest, as a
 * player's next click does, and is not charged with the frames of the one
 * before. */
static void
settle (void)
{
  gint64 deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;

  while (ticking > 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
}

typedef struct {
  double work;
  double cpu;
  double sync;
  double paint;
  double redrawn;   /* pixels of the windows drawn again */
  double ahead;   /* CPU time of the work the action left to do ahead, when idle */
} Sample;

typedef void (*Input) (gpointer data);

static Sample
measure (Input    input,
         gpointer data)
{
  gint64 t0, p0, s0;
  double c0, d0, r0;
  Sample s;

  settle ();
  t0 = g_get_monotonic_time ();
  p0 = poll_us;
  s0 = sync_us;
  c0 = thread_cpu_ms ();
  d0 = paint_cpu_ms;
  r0 = redrawn_px;

  /* what the action leaves to do when idle (the next step built ahead)
   * runs after its frame, apart */
  adj_ahead_hold (TRUE);
  input (data);
  finish_frames ();
  s.work = ((g_get_monotonic_time () - t0) - (poll_us - p0)) / 1000.0;
  s.cpu = thread_cpu_ms () - c0;
  s.sync = (sync_us - s0) / 1000.0;
  s.paint = paint_cpu_ms - d0;
  s.redrawn = redrawn_px - r0;
  c0 = thread_cpu_ms ();
  while (adj_ahead_run_one ())
    ;
  s.ahead = thread_cpu_ms () - c0;
  adj_ahead_hold (FALSE);
  return s;
}

/* An unmeasured step: done, and its frames drawn. */
static void
untimed (Input    input,
         gpointer data)
{
  input (data);
  finish_frames ();
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
percentile (double *v,
            guint   n,
            double  p)
{
  guint rank;

  if (n == 0)
    return 0;
  qsort (v, n, sizeof (double), compare_doubles);
  /* the nearest rank: the smallest value with a share p of them at or below it */
  rank = (guint) ceil (p * n - 1e-9);
  return v[CLAMP (rank, 1, n) - 1];
}

/* --- the table ---------------------------------------------------------- */

typedef struct {
  const char *aid;
  const char *action;
  GArray     *samples;   /* of Sample */
} Series;

static GPtrArray *series_list;  /* Series, for one game length and projector */
static guint misses;

static GArray *
series (const char *aid,
        const char *action)
{
  Series *s;

  for (guint i = 0; i < series_list->len; i++)
    {
      s = g_ptr_array_index (series_list, i);
      if (g_str_equal (s->aid, aid) && g_str_equal (s->action, action))
        return s->samples;
    }
  s = g_new0 (Series, 1);
  s->aid = aid;
  s->action = action;
  s->samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  g_ptr_array_add (series_list, s);
  return s->samples;
}

static void
series_free (gpointer data)
{
  Series *s = data;

  g_array_unref (s->samples);
  g_free (s);
}

/* ADJ_BENCH_TRACE=FILE: every sample as a line of CSV, with the time it
 * started, to find what the slow ones have in common */
static FILE *trace;
static gint64 trace_t0;
static guint trace_length;
static gboolean trace_projector;

static void
record (const char *aid,
        const char *action,
        Input       input,
        gpointer    data)
{
  gint64 t = g_get_monotonic_time ();
  Sample s = measure (input, data);

  g_array_append_val (series (aid, action), s);
  if (trace)
    fprintf (trace, "%.3f,%u,%s,%s,%s,%.3f,%.3f,%.3f,%.3f,%.0f\n", (t - trace_t0) / 1e6, trace_length,
             trace_projector ? "yes" : "no", aid, action, s.work, s.cpu, s.paint, s.sync, s.redrawn);
}

/* Each series: its first action apart (the first of its kind since the
 * page opened, which meets fonts, glyphs and caches for the first time), the
 * median and 99th percentile of the others. The goal is judged on the
 * larger of the p99 and the first. */
static void
print_series (guint    length,
              gboolean with_projector)
{
  for (guint i = 0; i < series_list->len; i++)
    {
      Series *s = g_ptr_array_index (series_list, i);
      guint n = s->samples->len > 1 ? s->samples->len - 1 : s->samples->len;
      guint from = s->samples->len - n;
      const Sample *first = &g_array_index (s->samples, Sample, 0);
      g_autofree double *work = g_new (double, MAX (n, 1));
      g_autofree double *cpu = g_new (double, MAX (n, 1));
      g_autofree double *sync = g_new (double, MAX (n, 1));
      g_autofree double *paint = g_new (double, MAX (n, 1));
      g_autofree double *redrawn = g_new (double, MAX (n, 1));
      double ahead = 0;
      double p99, worst;

      if (s->samples->len == 0)
        continue;
      for (guint j = 0; j < n; j++)
        {
          const Sample *sample = &g_array_index (s->samples, Sample, from + j);

          work[j] = sample->work;
          cpu[j] = sample->cpu;
          sync[j] = sample->sync;
          paint[j] = sample->paint;
          redrawn[j] = sample->redrawn;
        }
      for (guint j = 0; j < s->samples->len; j++)
        ahead = MAX (ahead, g_array_index (s->samples, Sample, j).ahead);
      p99 = percentile (work, n, 0.99);
      worst = MAX (p99, first->work);
      if (worst > GOAL_ACTION_MS)
        misses++;
      g_print ("| %-7s | %-20s | %5u | %-3s | %3u | %7.2f | %7.2f | %6.2f | %6.2f | %6.2f | %6.2f | %6.2f | %6.2f | %6.0f | %6.2f | <= %.0f | %s |\n",
               s->aid, s->action, length, with_projector ? "yes" : "no", n,
               first->work, percentile (work, n, 0.5), p99, percentile (sync, n, 0.99),
               first->cpu, percentile (cpu, n, 0.5), percentile (cpu, n, 0.99), percentile (paint, n, 0.5),
               percentile (redrawn, n, 0.5) / 1000, ahead,
               GOAL_ACTION_MS, worst <= GOAL_ACTION_MS ? "ok" : "MISSES");
    }
  g_ptr_array_set_size (series_list, 0);
}

/* --- the window's pages -------------------------------------------------- */

static AdjGame *
game (void)
{
  return adj_application_get_game (app);
}

static void
activate_win (gpointer name)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), name, NULL);
}

static void
show_page_now (gpointer id)
{
  GtkWidget *child = adw_view_stack_get_child_by_name (adj_window_get_stack (window), id);

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string (id));
  /* the lazy page builds its content when shown: here within the input */
  if (ADJ_IS_LAZY_PAGE (child))
    adj_lazy_page_ensure (ADJ_LAZY_PAGE (child));
}

static GtkWidget *
show_page (const char *id)
{
  GtkWidget *child = adw_view_stack_get_child_by_name (adj_window_get_stack (window), id);

  untimed (show_page_now, (gpointer) id);
  return ADJ_IS_LAZY_PAGE (child) ? adj_lazy_page_ensure (ADJ_LAZY_PAGE (child)) : child;
}

static void
close_projector (void)
{
  if (projector)
    {
      GtkWindow *w = projector;

      watch_window (&watches[1], NULL);
      g_object_remove_weak_pointer (G_OBJECT (w), (gpointer *) &projector);
      projector = NULL;
      gtk_window_destroy (w);
      finish_frames ();
    }
}

static void
open_projector (void)
{
  close_projector ();
  projector = adj_window_open_projector (window);
  if (projector == NULL)
    return;
  g_object_add_weak_pointer (G_OBJECT (projector), (gpointer *) &projector);
  for (guint i = 0; i < 200 && !gtk_widget_get_mapped (GTK_WIDGET (projector)); i++)
    g_main_context_iteration (NULL, TRUE);
  watch_window (&watches[1], projector);
  finish_frames ();
  finish_frames ();
}

/* The first mapped, sensitive dice box under @widget, or NULL. */
static AdjDiceBox *
find_dice_box (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (ADJ_IS_DICE_BOX (widget) && gtk_widget_is_sensitive (widget))
    {
      GObject *roll = gtk_widget_get_template_child (widget, ADJ_TYPE_DICE_BOX, "roll_button");

      if (roll && gtk_widget_is_sensitive (GTK_WIDGET (roll)))
        return ADJ_DICE_BOX (widget);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      AdjDiceBox *box = find_dice_box (c);

      if (box)
        return box;
    }
  return NULL;
}

/* A click on the dice box's roll button (the program rolls). */
static void
click_roll (gpointer box)
{
  adj_dice_box_set_physical (box, FALSE);
  g_signal_emit_by_name (gtk_widget_get_template_child (box, ADJ_TYPE_DICE_BOX, "roll_button"), "clicked");
}

/* Low faces typed into the dice box's entry, and Enter. */
static void
type_roll (gpointer box)
{
  GtkWidget *entry = GTK_WIDGET (gtk_widget_get_template_child (box, ADJ_TYPE_DICE_BOX, "faces_entry"));
  AdjDiceSpec spec;
  g_autoptr(GString) faces = g_string_new (NULL);

  if (!adj_dice_spec_parse (adj_dice_box_get_spec (box), &spec, NULL))
    return;
  for (int i = 0; i < spec.count; i++)
    g_string_append (faces, i ? " 1" : "1");
  gtk_editable_set_text (GTK_EDITABLE (entry), faces->str);
  g_signal_emit_by_name (entry, "activate");
}

static void
set_typing (gpointer box)
{
  adj_dice_box_set_physical (box, TRUE);
}

static guint
undo_step (const char *aid)
{
  return adj_history_get_undo_step (adj_game_get_history (game (), aid));
}

/* Measures @input, then undoes it (measured as an undo); each @redo_every
 * sample it is also redone and undone again. Returns FALSE if the input
 * changed nothing (an action not open at this point of the game, such as
 * the victory record's End Turn while the WiF tracks end its turns): that
 * sample is dropped, and a series with none is not printed. */
static gboolean
sample_with_undo (const char *aid,
                  const char *action,
                  Input       input,
                  gpointer    data,
                  gboolean    redo)
{
  AdjHistory *history = adj_game_get_history (game (), aid);
  guint before = undo_step (aid);

  record (aid, action, input, data);
  if (undo_step (aid) == before || !adj_history_get_can_undo (history))
    {
      GArray *samples = series (aid, action);

      g_array_set_size (samples, samples->len - 1);
      return FALSE;
    }
  record (aid, "undo", activate_win, "undo");
  if (redo)
    {
      record (aid, "redo", activate_win, "redo");
      record (aid, "undo", activate_win, "undo");
    }
  return TRUE;
}

/* Undoes the aid's steps back to @step (unmeasured): the game as it was
 * opened, for the next run over the aids. */
static void
rewind_to (const char *aid,
           guint       step)
{
  AdjHistory *history = adj_game_get_history (game (), aid);

  for (guint i = 0; i < 400 && undo_step (aid) > step && adj_history_get_can_undo (history); i++)
    adj_history_undo (history, NULL);
  finish_frames ();
}

/* --- World in Flames ----------------------------------------------------- */

static GtkWidget *
wif_child (GtkWidget  *view,
           const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (view, ADJ_TYPE_WIF_VIEW, name));
}

static void
bench_wif (guint samples)
{
  GtkWidget *view = show_page ("wif");
  AdjWifTrack *track = ADJ_WIF_TRACK (adj_game_get_model (game (), "wif"));
  GtkWidget *init_box = wif_child (view, "initiative_dice");
  GtkWidget *imp_box = wif_child (view, "impulse_dice");
  guint start = undo_step ("wif");

  /* the generated game waits for the initiative */
  if (adj_wif_track_get_phase (track) == ADJ_WIF_PHASE_INITIATIVE)
    for (guint i = 0; i < samples; i++)
      if (!sample_with_undo ("wif", "initiative (program)", click_roll, init_box, FALSE))
        break;
  adj_bench_wif_to_impulses (track);
  finish_frames ();
  if (adj_wif_track_get_phase (track) != ADJ_WIF_PHASE_IMPULSES)
    {
      g_print ("| wif | (the generated game did not reach the impulses) |\n");
      rewind_to ("wif", start);
      return;
    }
  untimed (set_typing, imp_box);
  for (guint i = 0; i < samples; i++)
    if (!sample_with_undo ("wif", "impulse (typed)", type_roll, imp_box, TRUE))
      break;
  for (guint i = 0; i < samples; i++)
    if (!sample_with_undo ("wif", "impulse (program)", click_roll, imp_box, FALSE))
      break;
  rewind_to ("wif", start);
}

/* --- PTO ------------------------------------------------------------------ */

static void
pto_next (gpointer view)
{
  gtk_widget_activate_action (view, "pto.next", NULL);
}

static void
bench_pto (guint samples)
{
  GtkWidget *view = show_page ("pto");
  AdjPtoGame *pto = ADJ_PTO_GAME (adj_game_get_model (game (), "pto"));
  AdjDiceBox *box = NULL;
  guint start = undo_step ("pto");

  for (guint i = 0; i < samples; i++)
    if (!sample_with_undo ("pto", "next step", pto_next, view, TRUE))
      break;
  /* on to a step with a roll (the month's weather, split between fair
   * and winter, asks for one) */
  for (guint step = 0; step < 80 && box == NULL; step++)
    {
      AdjPtoTrackEntry entry;
      const char *cells[] = { "1-3", "-", "4-6", NULL };

      if (!adj_pto_game_get_track_entry (pto, &entry))
        adj_pto_game_save_track_entry (pto, NULL, cells, NULL);
      finish_frames ();
      box = find_dice_box (view);
      if (box == NULL)
        untimed (pto_next, view);
    }
  if (box == NULL)
    {
      g_print ("| pto | (no step with a roll found) |\n");
      rewind_to ("pto", start);
      return;
    }
  for (guint i = 0; i < samples; i++)
    if (!sample_with_undo ("pto", "roll (program)", click_roll, box, FALSE))
      break;
  rewind_to ("pto", start);
}

/* --- WTJ 1943 -------------------------------------------------------------- */

static void
wtj_next (gpointer view)
{
  gtk_widget_activate_action (view, "wtj.next", NULL);
}

static void
wtj_back (gpointer view)
{
  gtk_widget_activate_action (view, "wtj.back", NULL);
}

static void
bench_wtj (guint samples)
{
  AdjWtjView *view = ADJ_WTJ_VIEW (show_page ("wtj"));
  AdjDiceBox *box = NULL;

  adj_wtj_view_set_page (view, 0);
  finish_frames ();
  for (guint i = 0; i < samples; i++)
    {
      record ("wtj", "next step", wtj_next, view);
      untimed (wtj_back, view);
    }
  /* the first step with a roll */
  for (int page = 0; page < adj_wtj_view_get_n_pages (view) && box == NULL; page++)
    {
      adj_wtj_view_set_page (view, page);
      finish_frames ();
      box = find_dice_box (GTK_WIDGET (view));
    }
  if (box == NULL)
    {
      g_print ("| wtj | (no step with a roll found) |\n");
      return;
    }
  for (guint i = 0; i < samples; i++)
    if (!sample_with_undo ("wtj", "roll (program)", click_roll, box, FALSE))
      break;
}

/* --- victory ------------------------------------------------------------ */

typedef struct {
  GtkWidget  *view;
  const char *target;
} Toggle;

static void
victory_toggle (gpointer data)
{
  Toggle *t = data;

  gtk_widget_activate_action (t->view, "victory.toggle", "s", t->target);
}

static void
victory_end_turn (gpointer view)
{
  gtk_widget_activate_action (view, "victory.end-turn", NULL);
}

static void
bench_victory (guint samples)
{
  GtkWidget *view = show_page ("victory");
  AdjVictoryRecord *record_ = ADJ_VICTORY_RECORD (adj_game_get_model (game (), "victory"));
  AdjVictoryTarget *target = adj_victory_record_get_n_targets (record_) > 0 ?
    adj_victory_record_get_target (record_, 0) : NULL;
  Toggle t = { view, target ? adj_victory_target_get_id (target) : "" };

  for (guint i = 0; i < samples; i++)
    if (!sample_with_undo ("victory", "tick a target", victory_toggle, &t, TRUE))
      break;
  for (guint i = 0; i < samples; i++)
    if (!sample_with_undo ("victory", "end turn", victory_end_turn, view, FALSE))
      break;
}

/* --- long games ----------------------------------------------------------- */

/* Writes a saved game of @n actions on each aid; returns its path. */
static char *
generate_game (AdjRulebook *rb,
               const char  *dir,
               guint        n)
{
  g_autoptr(AdjRollLog) log = adj_roll_log_new ();
  g_autoptr(AdjDice) dice = adj_dice_new (log);
  g_autoptr(AdjWifTrack) wif = adj_wif_track_new (rb, dice);
  g_autoptr(AdjPtoGame) pto = adj_pto_game_new (rb, dice);
  g_autoptr(AdjWtjScenario) wtj = adj_wtj_scenario_new (rb);
  g_autoptr(AdjVictoryRecord) victory = adj_victory_record_new (rb);
  g_autofree char *state = g_build_filename (dir, "generator-state", NULL);
  g_autoptr(AdjGame) gen = adj_game_new (rb, state);
  g_autofree char *path = g_strdup_printf ("%s/game-%u.adjutant", dir, n);
  g_autofree char *data = NULL;
  xmlDoc *doc;
  xmlNode *root;
  xmlChar *mem = NULL;
  int size = 0;
  gsize len;
  guint wif_done;
  gint64 t0 = g_get_monotonic_time ();

  adj_dice_set_seed (dice, 1943);
  wif_done = adj_bench_drive_wif (wif, dice, n);
  adj_bench_drive_pto (pto, n);
  adj_bench_drive_victory (victory, n);
  adj_game_add_model (gen, ADJ_MODEL (wif));
  adj_game_add_model (gen, ADJ_MODEL (pto));
  adj_game_add_model (gen, ADJ_MODEL (wtj));
  adj_game_add_model (gen, ADJ_MODEL (victory));
  data = adj_game_serialize (gen, &len);
  /* the rolls made on the way, in place of the generator's empty log */
  doc = xmlReadMemory (data, (int) len, "game", "UTF-8", XML_PARSE_NONET);
  root = xmlDocGetRootElement (doc);
  for (xmlNode *c = root->children; c; c = c->next)
    if (c->type == XML_ELEMENT_NODE && xmlStrEqual (c->name, (const xmlChar *) "roll-log"))
      {
        xmlUnlinkNode (c);
        xmlFreeNode (c);
        break;
      }
  adj_roll_log_save (log, root);
  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  g_file_set_contents (path, (const char *) mem, size, NULL);
  if (wif_done < n)
    g_print ("(World in Flames: %u actions, to its last turn, the %uth, which is left to play)\n",
             wif_done, (guint) ADJ_LIMIT_WIF_TURNS);
  g_print ("game of %u actions per aid: %u WiF turns, %u impulses this turn, %u rolls logged, "
           "%.0f KiB, made in %.0f ms\n", n,
           g_list_model_get_n_items (adj_wif_track_get_turns (wif)),
           g_list_model_get_n_items (adj_wif_track_get_impulses (wif)),
           g_list_model_get_n_items (G_LIST_MODEL (log)), size / 1024.0,
           (g_get_monotonic_time () - t0) / 1000.0);
  xmlFree (mem);
  xmlFreeDoc (doc);
  return g_steal_pointer (&path);
}

/* Opens a fresh copy of the generated game at @path (the program saves
 * every change to the file it opened). */
static gboolean
open_game (const char *path,
           gboolean    say)
{
  g_autofree char *copy = g_strconcat (path, ".play.adjutant", NULL);
  g_autofree char *data = NULL;
  gsize len;
  g_autoptr(GFile) file = g_file_new_for_path (copy);
  g_autoptr(GError) error = NULL;
  gint64 t0;

  if (!g_file_get_contents (path, &data, &len, &error) ||
      !g_file_set_contents (copy, data, len, &error))
    {
      g_print ("could not copy the generated game %s: %s\n", path, error->message);
      return FALSE;
    }
  t0 = g_get_monotonic_time ();
  if (!adj_window_try_open_file (window, file, &error))
    {
      g_print ("could not open the generated game %s: %s\n", path, error->message);
      return FALSE;
    }
  finish_frames ();
  if (say)
    g_print ("opened it in the program in %.0f ms (wall time)\n", (g_get_monotonic_time () - t0) / 1000.0);
  return TRUE;
}

/* --- first visits ------------------------------------------------------------ */

static gboolean
set_true (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
first_visits (void)
{
  AdwViewStack *stack = adj_window_get_stack (window);
  g_autoptr(GtkSelectionModel) pages = adw_view_stack_get_pages (stack);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (pages));

  /* the window builds the other pages when idle after its first frame:
   * a visit a moment after start-up finds them built */
  for (gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC; g_get_monotonic_time () < end;)
    {
      gboolean all = TRUE;

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), i);
          GtkWidget *child = adw_view_stack_page_get_child (page);

          all = all && (!ADJ_IS_LAZY_PAGE (child) || adj_lazy_page_get_child (ADJ_LAZY_PAGE (child)) != NULL);
        }
      if (all)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  /* libadwaita's start-up style switch over (see above); 2 s at most, for a
   * libadwaita that has none (the timeout wakes the loop up then) */
  {
    gboolean late = FALSE;
    guint wake = g_timeout_add_seconds (2, set_true, &late);

    while (providers_removed == 0 && !late)
      g_main_context_iteration (NULL, TRUE);
    if (!late)
      g_source_remove (wake);
  }
  finish_frames ();
  g_print ("\n== first visit of each page: main-thread work from the switch to its frame, ms\n"
           "   (the window builds the pages not shown when idle after its first frame; measured after\n"
           "   libadwaita's start-up style switch, which styles every widget again 250 ms after start-up)\n\n");
  g_print ("| page | work | cpu | cpu drawing | ahead cpu | goal | |\n|---|---|---|---|---|---|---|\n");
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), i);
      const char *id = adw_view_stack_page_get_name (page);
      GtkWidget *child = adw_view_stack_page_get_child (page);
      gboolean lazy = ADJ_IS_LAZY_PAGE (child) && adj_lazy_page_get_child (ADJ_LAZY_PAGE (child)) == NULL;
      Sample s;

      if (gtk_widget_get_mapped (child))
        continue;   /* the page shown at start-up: in the start-up figure */
      s = measure (show_page_now, (gpointer) id);
      if (s.work > GOAL_VISIT_MS)
        misses++;
      g_print ("| %s%s | %.1f | %.1f | %.1f | %.1f | <= %.0f | %s |\n", id, lazy ? " (built on the visit)" : "",
               s.work, s.cpu, s.paint, s.ahead, GOAL_VISIT_MS, s.work <= GOAL_VISIT_MS ? "ok" : "MISSES");
    }
}

/* --- main --------------------------------------------------------------------- */

static void
activated (GApplication *application)
{
}

static guint
env_uint (const char *name,
          guint       fallback)
{
  const char *v = g_getenv (name);

  return v && *v ? (guint) g_ascii_strtoull (v, NULL, 10) : fallback;
}

int
main (int   argc,
      char *argv[])
{
  static const guint lengths[] = { 10, 1000, 10000 };
  g_autoptr(AdjRulebook) rb = NULL;
  g_autofree char *dir = NULL;
  g_autoptr(GError) error = NULL;
  /* samples of each action at each length: the first apart, then 100, so
   * that the p99 is not the slowest */
  guint samples[] = { env_uint ("ADJ_BENCH_SAMPLES_SHORT", 101), env_uint ("ADJ_BENCH_SAMPLES_SHORT", 101),
                      env_uint ("ADJ_BENCH_SAMPLES_LONG", 101) };
  gint64 t_start = g_get_monotonic_time ();
  if (g_getenv ("ADJ_BENCH_TRACE"))
    {
      trace = fopen (g_getenv ("ADJ_BENCH_TRACE"), "w");
      if (trace == NULL)
        g_printerr ("cannot write %s: no trace\n", g_getenv ("ADJ_BENCH_TRACE"));
      else
        fprintf (trace, "seconds,game,projector,aid,action,work_ms,cpu_ms,drawing_ms,fsync_ms,redrawn_px\n");
      trace_t0 = g_get_monotonic_time ();
    }
  /* for profiling one part: ADJ_BENCH_AIDS=wif,pto ADJ_BENCH_LENGTH=1000
   * ADJ_BENCH_PROJECTOR=no (or yes: only with the projector open) */
  g_auto(GStrv) aids = g_getenv ("ADJ_BENCH_AIDS") ? g_strsplit (g_getenv ("ADJ_BENCH_AIDS"), ",", -1) : NULL;
  guint only_length = env_uint ("ADJ_BENCH_LENGTH", 0);
  const char *only_projector = g_getenv ("ADJ_BENCH_PROJECTOR");

  if (!gtk_init_check ())
    {
      g_printerr ("bench-latency needs a display (run it under xvfb-run)\n");
      return 0;
    }
  real_poll = g_main_context_get_poll_func (NULL);
  g_main_context_set_poll_func (NULL, timed_poll);
  dir = g_dir_make_tmp ("adj-bench-latency-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  series_list = g_ptr_array_new_with_free_func (series_free);

  app = adj_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (activated), NULL);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    {
      g_print ("could not start: %s\n", error->message);
      return 0;
    }
  g_application_activate (G_APPLICATION (app));
  window = ADJ_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  for (guint i = 0; i < 500 && !gtk_widget_get_mapped (GTK_WIDGET (window)); i++)
    g_main_context_iteration (NULL, TRUE);
  watch_window (&watches[0], GTK_WINDOW (window));
  finish_frames ();
  finish_frames ();

  first_visits ();

  rb = adj_rulebook_new (NULL);
  if (!adj_rulebook_load (rb, NULL))
    return 0;
  g_print ("\n== latency a player feels: main-thread work from the input to the end of the frame "
           "that shows it, ms\n   (work = wall time less the main loop's waiting, goal on its p99; fsync = "
           "of it, the autosave waiting for the disk;\n   cpu = the main thread's CPU time; drawing = of it, "
           "snapshot and render in the frames; redrawn = the area of the windows GTK drew again (kilopixels,\n   "
           "the cairo renderer); ahead = the work the action left to do when idle, such as the\n   "
           "next step built ahead, run after its frame and timed apart; each action undone after it is measured;\n   "
           "first = the first action of its kind on the page, apart: n, median and p99 are of the others)\n\n");
  for (guint l = 0; l < G_N_ELEMENTS (lengths); l++)
    {
      g_autofree char *path = NULL;

      if (only_length && lengths[l] != only_length)
        continue;
      path = generate_game (rb, dir, lengths[l]);

      if (!open_game (path, TRUE))
        continue;
      g_print ("\n| aid | action | game | projector | n | first | median | p99 | p99 fsync | cpu first | cpu median | cpu p99 | cpu drawing median | redrawn kpx median | ahead cpu max | goal (first, p99) | |\n"
               "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
      for (int with_projector = 0; with_projector < 2; with_projector++)
        {
          static void (*const benches[]) (guint) = { bench_wif, bench_pto, bench_wtj, bench_victory };
          static const char *const ids[] = { "wif", "pto", "wtj", "victory" };

          if (only_projector && *only_projector && g_strcmp0 (only_projector, with_projector ? "yes" : "no") != 0)
            continue;

          for (guint a = 0; a < G_N_ELEMENTS (benches); a++)
            {
              if (aids && !g_strv_contains ((const char * const *) aids, ids[a]))
                continue;
              show_page (ids[a]);
              if (with_projector)
                open_projector ();
              trace_length = lengths[l];
              trace_projector = with_projector;
              benches[a] (samples[l]);
              close_projector ();
            }
          print_series (lengths[l], with_projector);
        }
    }
  if (trace)
    fclose (trace);
  g_print ("\n%u figures miss their goal; the latency run took %.0f s\n", misses,
           (g_get_monotonic_time () - t_start) / 1e6);
  g_application_quit (G_APPLICATION (app));
  /* the games it made and played, and what the program saved of them */
  adj_test_remove_tree (dir);
  return 0;
}
