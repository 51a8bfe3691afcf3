/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/relaxng.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlversion.h>

G_BEGIN_DECLS

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlParserCtxt, xmlFreeParserCtxt)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlRelaxNGParserCtxt, xmlRelaxNGFreeParserCtxt)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlRelaxNGValidCtxt, xmlRelaxNGFreeValidCtxt)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlBuffer, xmlBufferFree)

typedef xmlChar AdjXmlString;
static inline void
adj_xml_string_free (AdjXmlString *s)
{
  xmlFree (s);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjXmlString, adj_xml_string_free)

/* Parser options used for every file Adjutant reads: no network, no entity
 * substitution, no DTD loading; libxml2's default size limits stay on; line
 * numbers past 65535 stay right for messages. */
#define ADJ_XML_PARSE_OPTIONS (XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES)

/* The largest document Adjutant parses. libxml2's own limits (10 MB per text
 * node, comment or name) do not bound a document made of many small
 * elements: 100 MB of them take 2 to 3.5 GB of memory and 15 s. A saved game
 * with ten thousand rolls in its log is under 2 MB; a rule table under 100 kB. */
#define ADJ_XML_MAX_SIZE (8 * 1024 * 1024)

/* libxml2 2.12 made structured error handlers take a const error. */
#if LIBXML_VERSION >= 21200
typedef const xmlError AdjXmlError;
#else
typedef xmlError AdjXmlError;
#endif

/* The first error libxml2 reports, for a message that names the line. */
typedef struct {
  int   line;
  char *message;
} AdjXmlFirstError;

void      adj_xml_collect_first_error (void        *user_data,
                                       AdjXmlError *err);

void      adj_xml_init_safe_parser (void);
xmlDoc   *adj_xml_parse_with_texts (const char  *data,
                                    gsize        len,
                                    const char  *display_name,
                                    int          max_text,
                                    GError     **error);
xmlDoc   *adj_xml_parse_own        (const char  *data,
                                    gsize        len,
                                    const char  *display_name,
                                    GError     **error);
gboolean  adj_xml_precount         (const char  *data,
                                    gsize        len,
                                    const char  *display_name,
                                    GError     **error);
gboolean  adj_read_file_bounded    (const char  *path,
                                    const char  *display_name,
                                    int          code,
                                    gsize        max_size,
                                    char       **data,
                                    gsize       *len,
                                    GError     **error);
gboolean  adj_xml_read_file        (const char  *path,
                                    const char  *display_name,
                                    int          code,
                                    char       **data,
                                    gsize       *len,
                                    GError     **error);
xmlDoc   *adj_xml_parse            (const char  *data,
                                    gsize        len,
                                    const char  *display_name,
                                    GError     **error);
char     *adj_xml_get_prop         (xmlNode     *node,
                                    const char  *name);
char     *adj_xml_get_text         (xmlNode     *node);
xmlNode  *adj_xml_walk_next        (xmlNode     *node);
gboolean  adj_xml_is_element       (xmlNode     *node,
                                    const char  *name);
gboolean  adj_parse_int            (const char  *text,
                                    int          min,
                                    int          max,
                                    int         *out);
gboolean  adj_xml_get_int_prop     (xmlNode     *node,
                                    const char  *name,
                                    int          min,
                                    int          max,
                                    int         *out);
gboolean  adj_xml_get_bool_prop    (xmlNode     *node,
                                    const char  *name,
                                    gboolean    *out);

/* For tests only: the streaming pre-count of adj_xml_parse() off and on,
 * and the documents it let through to the tree builder. */
void      adj_xml_set_precount     (gboolean     on);
guint     adj_xml_get_n_dom_parses (void);

G_END_DECLS
