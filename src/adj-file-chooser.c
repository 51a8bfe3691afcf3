#include "config.h"

#include <glib/gi18n.h>

#include "adj-file-chooser.h"

typedef struct {
  AdjFileChosen callback;
  gpointer      user_data;
} Chooser;

#if GTK_CHECK_VERSION (4, 10, 0)
static void
dialog_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Chooser *chooser = user_data;
  GtkFileDialog *dialog = GTK_FILE_DIALOG (source);
  g_autoptr(GFile) file = NULL;
  gboolean save = GPOINTER_TO_INT (g_object_get_data (source, "adj-save"));

  file = save ? gtk_file_dialog_save_finish (dialog, result, NULL)
              : gtk_file_dialog_open_finish (dialog, result, NULL);
  chooser->callback (file, chooser->user_data);
  g_free (chooser);
}
#else
static void
native_response (GtkNativeDialog *native,
                 int              response,
                 gpointer         user_data)
{
  Chooser *chooser = user_data;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  chooser->callback (file, chooser->user_data);
  g_free (chooser);
  g_object_unref (native);
}
#endif

/**
 * adj_choose_file:
 * @parent: (nullable): the window the dialog belongs to
 * @title: the dialog's title
 * @save: %TRUE to choose a file to write
 * @initial_name: (nullable): the suggested name when saving
 * @filter_name: the name of the file filter ("Adjutant games")
 * @pattern: its glob ("*.adjutant")
 * @callback: called once with the file, or %NULL when cancelled
 * @user_data: data for @callback
 *
 * Shows the platform file chooser (a portal in the Flatpak). Uses
 * GtkFileDialog on GTK 4.10 and newer, GtkFileChooserNative before.
 */
void
adj_choose_file (GtkWindow     *parent,
                 const char    *title,
                 gboolean       save,
                 const char    *initial_name,
                 const char    *filter_name,
                 const char    *pattern,
                 AdjFileChosen  callback,
                 gpointer       user_data)
{
  Chooser *chooser = g_new0 (Chooser, 1);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser->callback = callback;
  chooser->user_data = user_data;
  gtk_file_filter_set_name (filter, filter_name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");

#if GTK_CHECK_VERSION (4, 10, 0)
  {
    g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
    g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

    g_list_store_append (filters, filter);
    g_list_store_append (filters, all);
    gtk_file_dialog_set_title (dialog, title);
    gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
    gtk_file_dialog_set_default_filter (dialog, filter);
    g_object_set_data (G_OBJECT (dialog), "adj-save", GINT_TO_POINTER (save));
    if (save)
      {
        gtk_file_dialog_set_initial_name (dialog, initial_name);
        gtk_file_dialog_save (dialog, parent, NULL, dialog_done, chooser);
      }
    else
      gtk_file_dialog_open (dialog, parent, NULL, dialog_done, chooser);
  }
#else
  {
    GtkFileChooserNative *native =
      gtk_file_chooser_native_new (title, parent,
                                   save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                   save ? _("_Save") : _("_Open"), _("_Cancel"));

    gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), all);
    if (save && initial_name)
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), initial_name);
    g_signal_connect (native, "response", G_CALLBACK (native_response), chooser);
    gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
  }
#endif
}
