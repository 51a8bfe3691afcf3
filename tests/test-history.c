/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/history/undo-redo", test_undo_redo);
  g_test_add_func ("/history/no-change-no-step", test_no_change_no_step);
  g_test_add_func ("/history/depth-limit", test_depth_limit);
  g_test_add_func ("/history/notifies", test_notifies);
  return g_test_run ();
}
