/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Starts the real application in a test program, with its main window. */

#include "adj-application.h"
#include "adj-test-utils.h"

static inline void
adj_test_app_activated (GApplication *application)
{
  /* the default handler made the window; the tests run from here */
}

/* Returns: (transfer full): the running application; its active window is the main window */
static inline AdjApplication *
adj_test_start_app (void)
{
  g_autoptr(GError) error = NULL;
  AdjApplication *app = adj_application_new ();

  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (adj_test_app_activated), NULL);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (app));
  g_assert_nonnull (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (gtk_application_get_active_window (GTK_APPLICATION (app)))), 10000));
  return app;
}

/* The application's stylesheet (its large type sets the widths), for a view
 * shown without the application. */
static inline GtkCssProvider *
adj_test_add_app_style (void)
{
  GtkCssProvider *css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  return css;
}

static inline void
adj_test_remove_app_style (GtkCssProvider *css)
{
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css));
  g_object_unref (css);
}
