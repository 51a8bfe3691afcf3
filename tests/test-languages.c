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
#include "adj-preferences-page.h"
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
  else if (GTK_IS_INSCRIPTION (widget))
    t = gtk_inscription_get_text (GTK_INSCRIPTION (widget));
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

/* One application for the whole test program, as in the real one: GTK 4.24
 * leaks a resource path (28 bytes, under AdwApplication's startup) when a
 * second application starts in the same process. Started by the first test
 * that needs it, once the language is set; quit after the last. */
static AdjApplication *the_app;

static AdjApplication *
get_app (void)
{
  if (the_app == NULL)
    the_app = adj_test_start_app ();
  return the_app;
}

static void
test_saved_in_german_opens_in_french (void)
{
  AdjApplication *app;
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
  app = get_app ();
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
}

/* The English msgids of a language's catalogue that it says otherwise (no
 * format directives): a page that shows one of them as a whole text, or
 * contains one of the longer ones (three words or more), shows English. */
typedef struct {
  GHashTable *exact;    /* msgid -> msgid */
  GPtrArray  *phrases;  /* the longer msgids */
} English;

static void
english_free (English *e)
{
  g_hash_table_unref (e->exact);
  g_ptr_array_unref (e->phrases);
  g_free (e);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (English, english_free)

static English *
load_english (const char *lang)
{
  g_autofree char *name = g_strdup_printf ("%s.po", lang);
  g_autofree char *path = adj_test_source_path ("po", name, NULL);
  g_autofree char *text = adj_test_read_file (path);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  English *e = g_new0 (English, 1);
  GString *id = NULL, *str = NULL, *cur = NULL;
  gboolean obsolete = FALSE;

  e->exact = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  e->phrases = g_ptr_array_new ();
  for (guint i = 0; ; i++)
    {
      const char *l = lines[i];

      if (l == NULL || l[0] == '\0' || g_str_has_prefix (l, "#") || g_str_has_prefix (l, "msgid ")
          || g_str_has_prefix (l, "msgctxt"))
        {
          /* the end of an entry: keep its msgid if the translation differs */
          if (id && str && !obsolete && id->len >= 3 && str->len > 0 && strchr (id->str, '%') == NULL
              && !g_str_equal (id->str, str->str) && !g_hash_table_contains (e->exact, id->str))
            {
              char *msgid = g_strdup (id->str);
              const char *sp = strchr (msgid, ' ');

              g_hash_table_add (e->exact, msgid);
              if (sp && strchr (sp + 1, ' ') && strlen (msgid) >= 16)
                g_ptr_array_add (e->phrases, msgid);
            }
          if (id && (l == NULL || g_str_has_prefix (l, "msgid ") || g_str_has_prefix (l, "msgctxt")
                     || l[0] == '\0'))
            {
              g_string_free (id, TRUE);
              if (str)
                g_string_free (str, TRUE);
              id = str = cur = NULL;
            }
          if (l == NULL)
            break;
          if (l[0] == '\0')
            obsolete = FALSE;
          if (g_str_has_prefix (l, "#~"))
            obsolete = TRUE;
          if (g_str_has_prefix (l, "msgid "))
            {
              g_autofree char *piece = po_unquote (l);

              id = g_string_new (piece);
              cur = id;
            }
          else
            cur = NULL;
        }
      else if (g_str_has_prefix (l, "msgid_plural"))
        cur = NULL;
      else if (g_str_has_prefix (l, "msgstr"))
        {
          g_autofree char *piece = po_unquote (l);

          /* a plural's first form is enough */
          if (str == NULL)
            {
              str = g_string_new (piece);
              cur = str;
            }
          else
            cur = NULL;
        }
      else if (l[0] == '"' && cur)
        {
          g_autofree char *piece = po_unquote (l);

          g_string_append (cur, piece);
        }
    }
  g_assert_cmpuint (g_hash_table_size (e->exact), >, 1000);
  return e;
}

static const char *
find_english (English    *e,
              const char *text)
{
  if (text == NULL || *text == '\0')
    return NULL;
  if (g_hash_table_contains (e->exact, text))
    return text;
  for (guint i = 0; i < e->phrases->len; i++)
    if (strstr (text, g_ptr_array_index (e->phrases, i)))
      return g_ptr_array_index (e->phrases, i);
  return NULL;
}

/* every text a player sees or hears on the mapped widgets: labels, entries,
 * tooltips, accessible names that equal a msgid */
static void
check_texts (GtkWidget  *widget,
             English    *e,
             const char *where,
             guint      *n_texts,
             GPtrArray  *found)
{
  const char *texts[3] = { NULL, NULL, NULL };

  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    texts[0] = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_INSCRIPTION (widget))
    texts[0] = gtk_inscription_get_text (GTK_INSCRIPTION (widget));
  else if (GTK_IS_EDITABLE (widget))
    texts[0] = gtk_editable_get_text (GTK_EDITABLE (widget));
  texts[1] = gtk_widget_get_tooltip_text (widget);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      const char *english = find_english (e, texts[i]);

      if (texts[i] && *texts[i])
        (*n_texts)++;
      if (english)
        g_ptr_array_add (found, g_strdup_printf ("%s: “%s” in “%s” (%s)", where, english, texts[i],
                                                 G_OBJECT_TYPE_NAME (widget)));
    }
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    {
      GHashTableIter iter;
      const char *msgid;

      (*n_texts)++;
      g_hash_table_iter_init (&iter, e->exact);
      while (g_hash_table_iter_next (&iter, (gpointer *) &msgid, NULL))
        {
          g_autofree char *differs = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                                         GTK_ACCESSIBLE_PROPERTY_LABEL, msgid);

          if (differs == NULL)
            g_ptr_array_add (found, g_strdup_printf ("%s: accessible name “%s” (%s)", where, msgid,
                                                     G_OBJECT_TYPE_NAME (widget)));
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    check_texts (c, e, where, n_texts, found);
}

/* Walks a page as a player would (rolls its dice, takes its next step), and
 * checks what it shows at every step. */
static void
walk_page (AdjWindow          *window,
           const char         *id,
           const char *const  *actions,
           guint               rounds,
           English            *e,
           guint              *n_texts,
           GPtrArray          *found)
{
  AdwViewStack *stack = adj_window_get_stack (window);
  GtkWidget *page = adj_lazy_page_ensure (ADJ_LAZY_PAGE (adw_view_stack_get_child_by_name (stack, id)));

  adw_view_stack_set_visible_child_name (stack, id);
  g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (page), 5000));
  for (guint round = 0; round <= rounds; round++)
    {
      g_autofree char *where = g_strdup_printf ("%s, step %u", id, round);
      GtkWidget *box;

      while (g_main_context_iteration (NULL, FALSE))
        ;
      check_texts (GTK_WIDGET (window), e, where, n_texts, found);
      if (round == rounds)
        break;
      box = find_roll_box (page);
      if (box)
        {
          adj_dice_box_set_physical (ADJ_DICE_BOX (box), FALSE);
          adj_dice_box_roll (ADJ_DICE_BOX (box));
        }
      for (guint a = 0; actions[a]; a++)
        gtk_widget_activate_action (page, actions[a], NULL);
    }
}

static void
test_no_english_on_any_page (void)
{
  AdjApplication *app = NULL;
  const char *langs[][2] = { { "de", "de_DE.UTF-8" }, { "fr", "fr_FR.UTF-8" } };
  const char *no_actions[] = { NULL };
  const char *pto_actions[] = { "pto.next", NULL };
  const char *wtj_actions[] = { "wtj.next", NULL };
  const char *victory_actions[] = { "victory.end-turn", NULL };

  if (!have_locales)
    {
      g_test_skip ("no de_DE.UTF-8 and fr_FR.UTF-8 locales (build-aux/dev makes them)");
      return;
    }
  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      g_autoptr(English) english = load_english (langs[l][0]);
      g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
      AdjWindow *window;
      guint n_texts = 0;

      g_assert_true (use_language (langs[l][0], langs[l][1]));
      if (app == NULL)
        app = get_app ();
      adj_game_new_game (adj_application_get_game (app));
      window = adj_window_new (GTK_APPLICATION (app), adj_application_get_game (app),
                               adj_application_get_settings (app));
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (window)), 5000));

      walk_page (window, "wif", no_actions, 2, english, &n_texts, found);
      walk_page (window, "pto", pto_actions, 40, english, &n_texts, found);
      walk_page (window, "wtj", wtj_actions, 30, english, &n_texts, found);
      walk_page (window, "victory", victory_actions, 3, english, &n_texts, found);
      {
        /* Preferences: the rule files' titles come from the tables too */
        GtkWidget *prefs_window = gtk_window_new ();
        AdjPreferencesPage *prefs = adj_preferences_page_new (adj_application_get_settings (app),
                                                              adj_game_get_rulebook (adj_application_get_game (app)));

        gtk_window_set_child (GTK_WINDOW (prefs_window), GTK_WIDGET (prefs));
        gtk_window_set_default_size (GTK_WINDOW (prefs_window), 600, 2000);
        gtk_window_present (GTK_WINDOW (prefs_window));
        g_assert_true (adj_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (prefs)), 5000));
        check_texts (prefs_window, english, "preferences", &n_texts, found);
        gtk_window_destroy (GTK_WINDOW (prefs_window));
      }
      g_assert_cmpuint (n_texts, >, 2000);
      for (guint i = 0; i < found->len; i++)
        g_test_message ("English in %s: %s", langs[l][0], (char *) g_ptr_array_index (found, i));
      g_assert_cmpuint (found->len, ==, 0);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *podir = NULL;
  int result;

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
  g_test_add_func ("/languages/no-english-on-any-page", test_no_english_on_any_page);
  result = g_test_run ();
  if (the_app != NULL)
    {
      g_application_quit (G_APPLICATION (the_app));
      g_clear_object (&the_app);
    }
  return result;
}
