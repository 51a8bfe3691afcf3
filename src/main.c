/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "adj-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdjApplication) app = NULL;
  /* run from the build tree (build-aux/dev run, meson devenv): the catalogues in build/po */
  const char *localedir = g_getenv ("ADJUTANT_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = adj_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
