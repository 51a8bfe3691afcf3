/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-ahead.h"

/* Work done ahead of the player: the pages not shown yet built after the
 * window's first frame, the 1943 wizard's next step built after the frame
 * that shows a step. Each piece waits for the frame after it was asked for
 * (so the frame a player waits for comes first), then runs when the main
 * loop is idle at low priority, one piece per idle, so that input and
 * frames go between pieces.
 *
 * One queue for the whole program: the latency benchmark holds it while it
 * measures an action, and times what the action left to do ahead apart
 * (adj_ahead_hold(), adj_ahead_run_one()). */

typedef struct {
  GtkWidget     *widget;      /* a reference, dropped when it leaves its window */
  AdjAheadFunc   func;
  GdkFrameClock *clock;       /* while it waits for the frame */
  gulong         frame_id;    /* 0 once the frame came */
  gulong         unrealize_id;
  gboolean       cancelled;   /* while it runs: not again */
} Piece;

static GQueue queue = G_QUEUE_INIT;   /* Piece: waiting for a frame, or queued */
static Piece *running;                 /* out of the queue while it runs */
static guint idle_id;
static gboolean held;

static void schedule (void);

static void
piece_free (Piece *piece)
{
  if (piece->frame_id != 0)
    g_signal_handler_disconnect (piece->clock, piece->frame_id);
  g_clear_signal_handler (&piece->unrealize_id, piece->widget);
  g_clear_object (&piece->clock);
  g_object_unref (piece->widget);
  g_free (piece);
}

static Piece *
find (GtkWidget    *widget,
      AdjAheadFunc  func)
{
  for (GList *l = queue.head; l != NULL; l = l->next)
    {
      Piece *piece = l->data;

      if (piece->widget == widget && piece->func == func)
        return piece;
    }
  return NULL;
}

/* The first piece whose frame came, or NULL. */
static GList *
first_ready (void)
{
  for (GList *l = queue.head; l != NULL; l = l->next)
    if (((Piece *) l->data)->frame_id == 0)
      return l;
  return NULL;
}

/**
 * adj_ahead_run_one:
 *
 * Runs the first piece of work ahead whose frame came, now; it stays queued
 * if it has more to do. For the latency benchmark (the program runs them
 * when idle).
 *
 * Returns: %TRUE if a piece ran
 */
gboolean
adj_ahead_run_one (void)
{
  GList *l = first_ready ();
  Piece *piece;

  if (l == NULL)
    return FALSE;
  piece = l->data;
  /* out of the queue while it runs: it may queue work itself, or take its
   * widget out of the window */
  g_queue_delete_link (&queue, l);
  running = piece;
  if (piece->func (piece->widget) && !piece->cancelled && find (piece->widget, piece->func) == NULL)
    g_queue_push_tail (&queue, piece);
  else
    piece_free (piece);
  running = NULL;
  return TRUE;
}

static gboolean
run_when_idle (gpointer data)
{
  if (held || !adj_ahead_run_one () || first_ready () == NULL)
    {
      idle_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
schedule (void)
{
  if (idle_id == 0 && !held && first_ready () != NULL)
    idle_id = g_idle_add_full (G_PRIORITY_LOW, run_when_idle, NULL, NULL);
}

static void
frame_done (GdkFrameClock *clock,
            Piece         *piece)
{
  g_signal_handler_disconnect (clock, piece->frame_id);
  piece->frame_id = 0;
  g_clear_object (&piece->clock);
  schedule ();
}

static void
drop (Piece *piece)
{
  if (piece == running)
    piece->cancelled = TRUE;
  else
    {
      g_queue_remove (&queue, piece);
      piece_free (piece);
    }
}

/* The widget left its window (closed, or taken out): its work is dropped,
 * and with it the reference that would keep a closed window alive. */
static void
unrealized (GtkWidget *widget,
            Piece     *piece)
{
  drop (piece);
}

/**
 * adj_ahead_after_frame:
 * @widget: a realized widget
 * @func: the work
 *
 * Runs @func for @widget when the program is idle after @widget's next
 * frame, and again while it returns %TRUE. Asked again while it waits, it
 * is not queued twice. The queue holds a reference to @widget until the
 * work is done or @widget is unrealized (its window closed, or it was taken
 * out of it): then the work is dropped.
 */
void
adj_ahead_after_frame (GtkWidget    *widget,
                       AdjAheadFunc  func)
{
  GdkFrameClock *clock;
  Piece *piece;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (func != NULL);

  clock = gtk_widget_get_frame_clock (widget);
  if (clock == NULL || find (widget, func) != NULL)
    return;
  piece = g_new0 (Piece, 1);
  piece->widget = g_object_ref (widget);
  piece->func = func;
  piece->clock = g_object_ref (clock);
  piece->frame_id = g_signal_connect (clock, "after-paint", G_CALLBACK (frame_done), piece);
  piece->unrealize_id = g_signal_connect (widget, "unrealize", G_CALLBACK (unrealized), piece);
  g_queue_push_tail (&queue, piece);
}

/**
 * adj_ahead_is_pending:
 * @widget: a widget
 * @func: the work
 *
 * Returns: whether @func waits to run for @widget
 */
gboolean
adj_ahead_is_pending (GtkWidget    *widget,
                      AdjAheadFunc  func)
{
  return find (widget, func) != NULL;
}

/**
 * adj_ahead_cancel:
 * @widget: a widget
 *
 * Drops the work waiting for @widget, and stops work for it that runs.
 */
void
adj_ahead_cancel (GtkWidget *widget)
{
  GList *l = queue.head;

  if (running != NULL && running->widget == widget)
    running->cancelled = TRUE;
  while (l != NULL)
    {
      GList *next = l->next;

      if (((Piece *) l->data)->widget == widget)
        drop (l->data);
      l = next;
    }
}

/**
 * adj_ahead_hold:
 * @hold: whether work ahead waits
 *
 * For the latency benchmark: while held, no work ahead runs when idle, so
 * that it is not timed as part of the action that queued it;
 * adj_ahead_run_one() runs it. Let go, it runs when idle again.
 */
void
adj_ahead_hold (gboolean hold)
{
  held = hold;
  if (held)
    g_clear_handle_id (&idle_id, g_source_remove);
  else
    schedule ();
}
