/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "adj-history.h"
#include "adj-test-model.h"

typedef struct {
  guint applied;
  char *label;
  gboolean undo;
} Applied;

static void
on_applied (AdjHistory *history,
            const char *label,
            gboolean    undo,
            Applied    *a)
{
  a->applied++;
  g_free (a->label);
  a->label = g_strdup (label);
  a->undo = undo;
}

static void
test_undo_redo (void)
{
  g_autoptr(AdjTestModel) model = adj_test_model_new ("test");
  g_autoptr(AdjHistory) history = adj_history_new (ADJ_MODEL (model));
  g_autoptr(GError) error = NULL;
  Applied a = { 0 };

  g_signal_connect (history, "applied", G_CALLBACK (on_applied), &a);
  g_assert_false (adj_history_get_can_undo (history));
  g_assert_false (adj_history_get_can_redo (history));
  g_assert_false (adj_history_undo (history, &error));
  g_assert_no_error (error);

  adj_test_model_add (model, "first");
  adj_test_model_add (model, "second");
  adj_test_model_add (model, "third");
  g_assert_cmpint (model->count, ==, 3);
  g_assert_true (adj_history_get_can_undo (history));
  g_assert_cmpstr (adj_history_get_undo_label (history), ==, "third");

  g_assert_true (adj_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_cmpint (model->count, ==, 2);
  g_assert_cmpuint (model->names->len, ==, 2);
  g_assert_cmpuint (a.applied, ==, 1);
  g_assert_cmpstr (a.label, ==, "third");
  g_assert_true (a.undo);
  g_assert_cmpstr (adj_history_get_redo_label (history), ==, "third");
  g_assert_cmpstr (adj_history_get_undo_label (history), ==, "second");

  g_assert_true (adj_history_undo (history, NULL));
  g_assert_true (adj_history_undo (history, NULL));
  g_assert_cmpint (model->count, ==, 0);
  g_assert_false (adj_history_get_can_undo (history));
  g_assert_false (adj_history_undo (history, NULL));

  g_assert_true (adj_history_redo (history, NULL));
  g_assert_true (adj_history_redo (history, NULL));
  g_assert_cmpint (model->count, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (model->names, 1), ==, "second");
  g_assert_false (a.undo);
  g_assert_cmpstr (a.label, ==, "second");

  /* a new action drops what could be redone */
  adj_test_model_add (model, "other");
  g_assert_false (adj_history_get_can_redo (history));
  g_assert_cmpint (model->count, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (model->names, 2), ==, "other");
  g_free (a.label);
}

static void
test_no_change_no_step (void)
{
  g_autoptr(AdjTestModel) model = adj_test_model_new ("test");
  g_autoptr(AdjHistory) history = adj_history_new (ADJ_MODEL (model));

  /* a "changed" that changed nothing records nothing */
  adj_model_changed (ADJ_MODEL (model), "nothing");
  g_assert_false (adj_history_get_can_undo (history));
}

static void
test_depth_limit (void)
{
  g_autoptr(AdjTestModel) model = adj_test_model_new ("test");
  g_autoptr(AdjHistory) history = adj_history_new (ADJ_MODEL (model));
  guint undone = 0;

  for (int i = 0; i < 250; i++)
    adj_test_model_add (model, "step");
  while (adj_history_undo (history, NULL))
    undone++;
  g_assert_cmpuint (undone, ==, 200);
  g_assert_cmpint (model->count, ==, 50);
}

static void
notify_counter (GObject    *object,
                GParamSpec *pspec,
                guint      *count)
{
  (*count)++;
}

static void
test_notifies (void)
{
  g_autoptr(AdjTestModel) model = adj_test_model_new ("test");
  g_autoptr(AdjHistory) history = adj_history_new (ADJ_MODEL (model));
  guint can_undo = 0;

  g_signal_connect (history, "notify::can-undo", G_CALLBACK (notify_counter), &can_undo);
  adj_test_model_add (model, "a");
  g_assert_cmpuint (can_undo, >=, 1);
  adj_history_forget (history);
  g_assert_false (adj_history_get_can_undo (history));
  g_assert_cmpint (model->count, ==, 1);
}

/* Steps keep what differs from their neighbour: random changes anywhere in
 * the state, undone and redone in random runs, come back byte for byte, and
 * the history holds far less than a copy per step. */
static void
test_compact_steps (void)
{
  g_autoptr(AdjTestModel) model = adj_test_model_new ("alpha");
  g_autoptr(AdjHistory) history = NULL;
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  guint pos = 0;
  gsize full = 0;

  for (guint i = 0; i < 150; i++)
    {
      g_autofree char *name = g_strdup_printf ("name %u, long enough to count when copied whole", i);

      g_ptr_array_add (model->names, g_steal_pointer (&name));
    }
  history = adj_history_new (ADJ_MODEL (model));
  g_ptr_array_add (states, adj_model_snapshot (ADJ_MODEL (model)));
  for (guint round = 0; round < 1500; round++)
    {
      int what = g_test_rand_int_range (0, 6);
      g_autofree char *now = NULL;

      if (what == 0 && adj_history_get_can_undo (history))
        {
          g_assert_true (adj_history_undo (history, NULL));
          pos--;
        }
      else if (what == 1 && adj_history_get_can_redo (history))
        {
          g_assert_true (adj_history_redo (history, NULL));
          pos++;
        }
      else
        {
          guint at = g_test_rand_int_range (0, model->names->len);

          if (what == 2)
            g_ptr_array_remove_index (model->names, at);
          else if (what == 3)
            model->count++;   /* at the top, and a name at the end below */
          else
            {
              g_free (g_ptr_array_index (model->names, at));
              g_ptr_array_index (model->names, at) = g_strdup_printf ("changed %d", g_test_rand_int ());
            }
          if (model->names->len < 20 || what == 3)
            g_ptr_array_add (model->names, g_strdup_printf ("one more %d", g_test_rand_int ()));
          adj_model_changed (ADJ_MODEL (model), "change");
          now = adj_model_snapshot (ADJ_MODEL (model));
          /* a change that changes nothing is no step */
          if (g_strcmp0 (now, g_ptr_array_index (states, pos)) == 0)
            continue;
          g_ptr_array_set_size (states, pos + 1);
          g_ptr_array_add (states, g_steal_pointer (&now));
          pos++;
          /* the oldest step falls off past the limit */
          if (states->len > 201)
            {
              g_ptr_array_remove_index (states, 0);
              pos--;
            }
        }
      now = adj_model_snapshot (ADJ_MODEL (model));
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, pos));
      g_assert_cmpstr (adj_history_get_current (history), ==, now);
    }
  /* all the way back and forth */
  while (adj_history_undo (history, NULL))
    {
      g_autofree char *now = adj_model_snapshot (ADJ_MODEL (model));

      pos--;
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, pos));
    }
  g_assert_cmpuint (pos, ==, 0);
  while (adj_history_redo (history, NULL))
    {
      g_autofree char *now = adj_model_snapshot (ADJ_MODEL (model));

      pos++;
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, pos));
    }
  g_assert_cmpuint (pos, ==, states->len - 1);
  for (guint i = 0; i < states->len; i++)
    full += strlen (g_ptr_array_index (states, i)) + 1;
  g_assert_cmpuint (adj_history_get_memory (history), <, full / 5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/history/undo-redo", test_undo_redo);
  g_test_add_func ("/history/no-change-no-step", test_no_change_no_step);
  g_test_add_func ("/history/depth-limit", test_depth_limit);
  g_test_add_func ("/history/notifies", test_notifies);
  g_test_add_func ("/history/compact-steps", test_compact_steps);
  return g_test_run ();
}
