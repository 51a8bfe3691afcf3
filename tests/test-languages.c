/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The saved game holds facts, not sentences: a game played and saved in
 * German opens in French with every text on every page in French. Needs the
 * de_DE and fr_FR locales (build-aux/dev generates them); without them the
 * test is reported as skipped. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "adj-application.h"
#include "adj-dice-box.h"
#include "adj-test-app.h"
#include "adj-lazy-page.h"
#include "adj-page.h"
#include "adj-test-utils.h"
#include "adj-window.h"

/* German texts of the program that French says otherwise: the literal
 * pieces of every msgstr in de.po (split at format directives) that are long
 * enough to be words, and that no French msgstr contains. */
static GPtrArray *german_only;
static gboolean have_locales;

static char *
po_unquote (const char *line)
{
  const char *start = strchr (line, '"');
  const char *end = strrchr (line, '"');

  g_autofree char *quoted = NULL;

  if (start == NULL || end == NULL || end <= start)
    return g_strdup ("");
  quoted = g_strndup (start + 1, end - start - 1);
  return g_strcompress (quoted);
}

/* msgstr texts of a .po file (plurals included), without the header */
static GPtrArray *
po_msgstrs (const char *path)
{
  g_autofree char *text = adj_test_read_file (path);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  GString *cur = NULL;

  for (guint i = 0; lines[i]; i++)
    {
      const char *l = lines[i];

      if (g_str_has_prefix (l, "msgstr"))
        {
          if (cur)
            g_ptr_array_add (out, g_string_free (cur, FALSE));
          g_autofree char *piece = po_unquote (l);

          cur = g_string_new (piece);
        }
      else if (l[0] == '"' && cur)
        {
          g_autofree char *piece = po_unquote (l);

          g_string_append (cur, piece);
        }
      else if (cur)
        {
          g_ptr_array_add (out, g_string_free (cur, FALSE));
          cur = NULL;
        }
    }
  if (cur)
    g_ptr_array_add (out, g_string_free (cur, FALSE));
  return out;
}

static void
load_german_only (void)
{
  g_autofree char *de_path = adj_test_source_path ("po", "de.po", NULL);
  g_autofree char *fr_path = adj_test_source_path ("po", "fr.po", NULL);
  g_autoptr(GPtrArray) de = po_msgstrs (de_path);
  g_autoptr(GPtrArray) fr = po_msgstrs (fr_path);
  g_autoptr(GRegex) directive = g_regex_new ("%[-+ #0-9.$]*[a-zA-Z%]|\\n|_", 0, 0, NULL);
  g_autoptr(GString) all_fr = g_string_new (NULL);

  for (guint i = 0; i < fr->len; i++)
    g_string_append_printf (all_fr, "%s\x1f", (char *) g_ptr_array_index (fr, i));
  german_only = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < de->len; i++)
    {
      g_auto(GStrv) pieces = g_regex_split (directive, g_ptr_array_index (de, i), 0);

      for (guint p = 0; pieces[p]; p++)
        {
          g_autofree char *piece = g_strstrip (g_strdup (pieces[p]));

          /* a piece of at least two words that French never writes */
          if (g_utf8_strlen (piece, -1) >= 12 && strchr (piece, ' ') && strstr (all_fr->str, piece) == NULL)
            g_ptr_array_add (german_only, g_steal_pointer (&piece));
        }
    }
  g_assert_cmpuint (german_only->len, >, 200);
}

static const char *
find_german (const char *text)
{
  for (guint i = 0; text && i < german_only->len; i++)
    if (strstr (text, g_ptr_array_index (german_only, i)))
      return g_ptr_array_index (german_only, i);
  return NULL;
}

static gboolean
use_language (const char *lang,
              const char *locale)
{
  if (setlocale (LC_ALL, locale) == NULL)
    return FALSE;
  g_setenv ("LANGUAGE", lang, TRUE);
  return TRUE;
}

/* every text a widget tree shows: labels, buttons, rows, tooltips */
static void
collect_texts (GtkWidget *widget,
               GPtrArray *texts)
{
  const char *t = NULL;

  if (GTK_IS_LABEL (widget))
    t = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_EDITABLE (widget))
    t = gtk_editable_get_text (GTK_EDITABLE (widget));
  if (t && *t)
    g_ptr_array_add (texts, g_strdup (t));
  if (gtk_widget_get_tooltip_text (widget))
    g_ptr_array_add (texts, g_strdup (gtk_widget_get_tooltip_text (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_texts (c, texts);
}

static GtkWidget *
find_roll_box (GtkWidget *root)
{
  if (ADJ_IS_DICE_BOX (root))
    return gtk_widget_get_mapped (root) && gtk_widget_is_sensitive (root)
           && adj_dice_box_get_spec (ADJ_DICE_BOX (root)) ? root : NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_roll_box (c);
      if (found)
        return found;
    }
  return NULL;
}

/* Plays a page as a player would: rolls the dice it offers (the program
 * rolls them) and moves on with its "next" actions, a number of times. */
static guint
play_page (AdjWindow  *window,
           const char *id,
           const char *const *actions)
{
  AdwViewStack *stack = adj_window_get_stack (window);
  GtkWidget *lazy = adw_view_stack_get_child_by_name (stack, id);
  GtkWidget *page = adj_lazy_page_ensure (ADJ_LAZY_PAGE (lazy));
  guint rolls = 0;

  adw_view_stack_set_visible_child_name (stack, id);
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (page), 5000));
  for (guint round = 0; round < 12; round++)
    {
      GtkWidget *box = find_roll_box (page);

      if (box)
        {
          adj_dice_box_set_physical (ADJ_DICE_BOX (box), FALSE);
          if (adj_dice_box_roll (ADJ_DICE_BOX (box)))
            rolls++;
        }
      for (guint a = 0; actions[a]; a++)
        gtk_widget_activate_action (page, actions[a], NULL);
      /* let the idles and redraws the actions queued run, until none is left */
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  return rolls;
}

static void
test_saved_in_german_opens_in_french (void)
{
  g_autoptr(AdjApplication) app = NULL;
  AdjWindow *window;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "german.adjutant", NULL);
  g_autofree char *saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  const char *no_actions[] = { NULL };
  const char *pto_actions[] = { "pto.next", NULL };
  const char *wtj_actions[] = { "wtj.next", NULL };
  const char *victory_actions[] = { "victory.end-turn", NULL };
  guint rolls = 0;

  if (!have_locales)
    {
      g_test_skip ("no de_DE.UTF-8 and fr_FR.UTF-8 locales (build-aux/dev makes them)");
      return;
    }
  app = adj_test_start_app ();
  window = ADJ_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  /* German is on: the catalogue from the build tree is used */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Undo"), ==, "Rückgängig");

  rolls += play_page (window, "wif", no_actions);
  rolls += play_page (window, "pto", pto_actions);
  rolls += play_page (window, "wtj", wtj_actions);
  rolls += play_page (window, "victory", victory_actions);
  g_assert_cmpuint (rolls, >, 5);
  g_assert_true (adj_game_save_to (adj_application_get_game (app), path, &error));
  g_assert_no_error (error);

  /* the file holds facts: nothing in it is German */
  saved = adj_test_read_file (path);
  g_assert_cmpstr (find_german (saved), ==, NULL);

  /* the same game, opened by a French player */
  g_assert_true (use_language ("fr", "fr_FR.UTF-8"));
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Undo"), ==, "Annuler");
  gtk_window_destroy (GTK_WINDOW (window));
  adj_game_new_game (adj_application_get_game (app));
  window = adj_window_new (GTK_APPLICATION (app), adj_application_get_game (app),
                           adj_application_get_settings (app));
  gtk_window_present (GTK_WINDOW (window));
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);
    adj_window_open_file (window, file);
  }
  {
    guint n;
    const GType *types = adj_pages_get_types (&n);
    AdwViewStack *stack = adj_window_get_stack (window);

    for (guint i = 0; i < n; i++)
      {
        const char *id = adj_page_type_get_iface (types[i])->id;
        GtkWidget *page = adj_lazy_page_ensure (ADJ_LAZY_PAGE (adw_view_stack_get_child_by_name (stack, id)));

        adw_view_stack_set_visible_child_name (stack, id);
        g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (page), 5000));
        collect_texts (page, texts);
      }
  }
  collect_texts (GTK_WIDGET (window), texts);
  g_assert_cmpuint (texts->len, >, 100);
  for (guint i = 0; i < texts->len; i++)
    {
      const char *german = find_german (g_ptr_array_index (texts, i));

      if (german)
        g_test_message ("German in French: “%s” (in “%s”)", german, (char *) g_ptr_array_index (texts, i));
      g_assert_null (german);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_application_quit (G_APPLICATION (app));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *podir = NULL;

  adj_test_private_user_dirs ();
  adj_test_ignore_x11_popover_frame_warning ();
  g_test_init (&argc, &argv, NULL);
  podir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, podir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* German before anything translates: GLib decides once whether to
   * translate at all, from the locale of its first translation */
  have_locales = use_language ("de", "de_DE.UTF-8") && setlocale (LC_ALL, "fr_FR.UTF-8")
                 && use_language ("de", "de_DE.UTF-8");
  gtk_disable_setlocale ();
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();
  load_german_only ();
  g_test_add_func ("/languages/saved-in-german-opens-in-french", test_saved_in_german_opens_in_french);
  return g_test_run ();
}
