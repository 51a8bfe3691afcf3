/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-preferences-page.h"
#include "adj-table-text.h"

struct _AdjPreferencesPage
{
  AdwPreferencesPage    parent_instance;

  AdwComboRow          *style_row;
  GtkSwitch            *physical_switch;
  AdwActionRow         *folder_row;
  AdwPreferencesGroup  *tables_group;

  GSettings            *settings;
  AdjRulebook          *rulebook;
};

G_DEFINE_FINAL_TYPE (AdjPreferencesPage, adj_preferences_page, ADW_TYPE_PREFERENCES_PAGE)

static const char *schemes[] = { "system", "light", "dark" };

static gboolean
style_get (GValue   *value,
           GVariant *variant,
           gpointer  user_data)
{
  const char *s = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (schemes); i++)
    if (g_strcmp0 (s, schemes[i]) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
style_set (const GValue       *value,
           const GVariantType *type,
           gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  return g_variant_new_string (schemes[i < G_N_ELEMENTS (schemes) ? i : 0]);
}

static void
open_folder_cb (AdjPreferencesPage *self)
{
  const char *dir = adj_rulebook_get_user_dir (self->rulebook);
  g_autoptr(GFile) file = g_file_new_for_path (dir);
  g_autofree char *uri = g_file_get_uri (file);

  g_mkdir_with_parents (dir, 0755);
  adj_compat_launch_uri (GTK_WIDGET (self), uri);
}

static void
fill_tables (AdjPreferencesPage *self)
{
  GPtrArray *files = adj_rulebook_get_files (self->rulebook);
  GPtrArray *problems = adj_rulebook_get_problems (self->rulebook);

  for (guint i = 0; i < problems->len; i++)
    {
      AdjRuleProblem *p = g_ptr_array_index (problems, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), p->file_name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), p->message);
      gtk_widget_add_css_class (icon, "error");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      adw_preferences_group_add (self->tables_group, row);
    }
  for (guint i = 0; i < files->len; i++)
    {
      AdjRuleFile *file = g_ptr_array_index (files, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *badge = gtk_label_new (adj_rule_file_get_is_override (file) ? _("House rule")
                                                                            : _("Built-in"));
      g_autofree char *title = g_strdup_printf ("%s (%s)", adj_table_text (adj_rule_file_get_title (file)),
                                                adj_rule_file_get_file_name (file));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if (adj_rule_file_get_is_override (file))
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), adj_rule_file_get_origin (file));
      gtk_widget_add_css_class (badge, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), badge);
      adw_preferences_group_add (self->tables_group, row);
    }
}

static void
adj_preferences_page_dispose (GObject *object)
{
  AdjPreferencesPage *self = ADJ_PREFERENCES_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_PREFERENCES_PAGE);
  g_clear_object (&self->settings);
  g_clear_object (&self->rulebook);
  G_OBJECT_CLASS (adj_preferences_page_parent_class)->dispose (object);
}

static void
adj_preferences_page_class_init (AdjPreferencesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_preferences_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/adj-preferences-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, style_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, physical_switch);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, folder_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, tables_group);
  gtk_widget_class_bind_template_callback (widget_class, open_folder_cb);
}

static void
adj_preferences_page_init (AdjPreferencesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * adj_preferences_page_new:
 * @settings: the application's settings
 * @rulebook: the rule tables, to list house rules
 *
 * Returns: (transfer floating): the preferences, for adj_compat_show_preferences()
 */
AdjPreferencesPage *
adj_preferences_page_new (GSettings   *settings,
                            AdjRulebook *rulebook)
{
  AdjPreferencesPage *self = g_object_new (ADJ_TYPE_PREFERENCES_PAGE, NULL);

  self->settings = g_object_ref (settings);
  self->rulebook = g_object_ref (rulebook);
  g_settings_bind_with_mapping (settings, "color-scheme", self->style_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, style_get, style_set, NULL, NULL);
  g_settings_bind (settings, "physical-dice", self->physical_switch, "active", G_SETTINGS_BIND_DEFAULT);
  adw_action_row_set_subtitle (self->folder_row, adj_rulebook_get_user_dir (rulebook));
  fill_tables (self);
  return self;
}
