/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <libxml/xmlreader.h>

#include "adj-error.h"
#include "adj-limit-table.h"
#include "adj-limits.h"
#include "adj-xml-private.h"

/* for tests only (adj-xml-private.h) */
static gint precount_off = 0;
static guint dom_parses = 0;

static xmlParserInputPtr
refuse_external_entity (const char       *url,
                        const char       *id,
                        xmlParserCtxtPtr  ctxt)
{
  /* Adjutant never loads anything a file points at: no DTDs, no entities, no network. */
  return NULL;
}

void
adj_xml_init_safe_parser (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      xmlSetExternalEntityLoader (refuse_external_entity);
      g_once_init_leave (&initialized, 1);
    }
}

/**
 * adj_xml_collect_first_error:
 * @user_data: an #AdjXmlFirstError, zeroed before the first call
 * @err: what libxml2 reports
 *
 * A structured error handler for libxml2 that keeps the first error (not
 * warning) and its line. Free the message with g_free() when done.
 */
void
adj_xml_collect_first_error (void        *user_data,
                             AdjXmlError *err)
{
  AdjXmlFirstError *first = user_data;

  if (first->message != NULL || err == NULL || err->level < XML_ERR_ERROR)
    return;
  first->line = err->line;
  first->message = g_strstrip (g_strdup (err->message ? err->message : "unknown error"));
}

/**
 * adj_read_file_bounded:
 * @path: a file the player or the program named, or one beside it
 * @display_name: the file's name for messages
 * @code: the #ADJ_ERROR code for a file that is not one Adjutant can read
 * @max_size: the most bytes it may hold
 * @data: (out) (transfer full): the file's bytes, NUL-terminated
 * @len: (out): their number
 * @error: return location for an error
 *
 * Reads a file with the bounds checked before the bytes are read: a folder,
 * a device or a pipe is refused without waiting on it (the file is opened
 * non-blocking), and a file over @max_size is refused from its size, so
 * `/dev/zero` or a sparse gigabyte costs nothing. A file that cannot be
 * opened gives a #G_FILE_ERROR from its errno (%G_FILE_ERROR_NOENT when
 * it is not there).
 *
 * Returns: %TRUE with @data set, or %FALSE with @error set
 */
gboolean
adj_read_file_bounded (const char  *path,
                       const char  *display_name,
                       int          code,
                       gsize        max_size,
                       char       **data,
                       gsize       *len,
                       GError     **error)
{
  g_autofree char *buffer = NULL;
  GStatBuf st;
  gsize got = 0;
  int fd;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("%s: %s"), display_name, g_strerror (saved));
      return FALSE;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, ADJ_ERROR, code,
                   _("%s: this is a folder, a device or a pipe, not a file that can be read"), display_name);
      return FALSE;
    }
  if ((guint64) st.st_size > max_size)
    {
      close (fd);
      g_set_error (error, ADJ_ERROR, code, _("%s: the file is too large to be read"), display_name);
      return FALSE;
    }
  /* one byte more than allowed tells a file that grew since fstat() */
  buffer = g_malloc ((gsize) st.st_size + 2);
  while (got < (gsize) st.st_size + 1)
    {
      gssize n = read (fd, buffer + got, (gsize) st.st_size + 1 - got);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          close (fd);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       _("%s: %s"), display_name, g_strerror (saved));
          return FALSE;
        }
      if (n == 0)
        break;
      got += (gsize) n;
    }
  close (fd);
  if (got > max_size)
    {
      g_set_error (error, ADJ_ERROR, code, _("%s: the file is too large to be read"), display_name);
      return FALSE;
    }
  buffer[got] = '\0';
  *len = got;
  *data = g_steal_pointer (&buffer);
  return TRUE;
}

/**
 * adj_xml_read_file:
 * @path: a game or table file the player or the program named
 * @display_name: the file's name for messages
 * @code: the #ADJ_ERROR code for a file that is not one Adjutant can read
 * @data: (out) (transfer full): the file's bytes, NUL-terminated
 * @len: (out): their number
 * @error: return location for an error
 *
 * adj_read_file_bounded() with the largest document Adjutant parses,
 * %ADJ_XML_MAX_SIZE.
 *
 * Returns: %TRUE with @data set, or %FALSE with @error set
 */
gboolean
adj_xml_read_file (const char  *path,
                   const char  *display_name,
                   int          code,
                   char       **data,
                   gsize       *len,
                   GError     **error)
{
  return adj_read_file_bounded (path, display_name, code, ADJ_XML_MAX_SIZE, data, len, error);
}

/* Characters in @text, or more than @max: stops counting past @max. */
static gboolean
text_longer_than (const xmlChar *text,
                  glong          max)
{
  const char *p = (const char *) text;
  glong n = 0;

  if (text == NULL || strlen (p) <= (gsize) max)
    return FALSE;
  for (; *p != '\0' && n <= max; p = g_utf8_next_char (p))
    n++;
  return n > max;
}

/* Whether an attribute of @n (an element) or @n itself (a text or a
 * comment) is longer than @max characters; the line in @line: the
 * element's, or that of the element holding the text (a text's own line is
 * where the parser made it, which differs between the stream and the tree). */
static gboolean
node_has_long_text (xmlNode *n,
                    int      max,
                    long    *line)
{
  if (n->type == XML_ELEMENT_NODE)
    for (xmlAttr *a = n->properties; a != NULL; a = a->next)
      for (xmlNode *v = a->children; v != NULL; v = v->next)
        if (text_longer_than (v->content, max))
          {
            *line = xmlGetLineNo (n);
            return TRUE;
          }
  if ((n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE || n->type == XML_COMMENT_NODE)
      && text_longer_than (n->content, max))
    {
      *line = xmlGetLineNo (n->type != XML_COMMENT_NODE && n->parent != NULL && n->parent->type == XML_ELEMENT_NODE
                            ? n->parent : n);
      return TRUE;
    }
  return FALSE;
}

/* The first attribute or text of @doc longer than @max characters,
 * walked without recursion; its line in @line. */
static gboolean
find_long_text (xmlDoc *doc,
                int     max,
                long   *line)
{
  for (xmlNode *n = xmlDocGetRootElement (doc); n != NULL; n = adj_xml_walk_next (n))
    if (node_has_long_text (n, max, line))
      return TRUE;
  return FALSE;
}

static gboolean
refuse_long_text (GError     **error,
                  const char  *display_name,
                  long         line,
                  int          max)
{
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SYNTAX,
               _("%s, line %ld: a text longer than %d characters (the most Adjutant reads)"),
               display_name, line, max);
  return FALSE;
}

static gboolean
refuse_many_elements (GError     **error,
                      const char  *display_name,
                      long         line)
{
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SYNTAX,
               /* Translators: a file's name, a line and a number, e.g. "game.adjutant, line
                * 100002: more than 100000 XML elements (the most Adjutant reads)" */
               g_dngettext (GETTEXT_PACKAGE, "%s, line %ld: more than %d XML element (the most Adjutant reads)",
                            "%s, line %ld: more than %d XML elements (the most Adjutant reads)",
                            ADJ_LIMIT_XML_ELEMENTS),
               display_name, line, ADJ_LIMIT_XML_ELEMENTS);
  return FALSE;
}

static void
ignore_error (void        *user_data,
              AdjXmlError *err)
{
}

/* The bytes the pre-count reads, handed out as libxml2 asks for them:
 * xmlReaderForMemory() copies the whole document first in libxml2 2.13
 * and later. */
typedef struct {
  const char *data;
  gsize       len;
  gsize       at;
} Stream;

static int
read_stream (void *user_data,
             char *buffer,
             int   len)
{
  Stream *s = user_data;
  gsize n = MIN ((gsize) MAX (len, 0), s->len - s->at);

  memcpy (buffer, s->data + s->at, n);
  s->at += n;
  return (int) n;
}

/* The pre-count: reads @data as a stream, before any tree is built, and
 * refuses the first text longer than @max_text characters (0: no limit)
 * and the first element past a limit of adj-limit-table.c, with the errors
 * the tree's checks give. Only the current node is kept: memory stays
 * bounded whatever the document holds, and the work stops at the first
 * excess. A document that is not well-formed, or has a document type, is
 * left to the parse that follows, which says what is wrong. */
static gboolean
precount (const char  *data,
          gsize        len,
          const char  *display_name,
          int          max_text,
          GError     **error)
{
  g_autoptr(AdjCounter) counter = NULL;
  Stream stream = { data, len, 0 };
  xmlTextReader *reader;
  gboolean ok = TRUE;
  guint n_elements = 0;

  if (g_atomic_int_get (&precount_off))
    return TRUE;
  reader = xmlReaderForIO (read_stream, NULL, &stream, display_name, "UTF-8", ADJ_XML_PARSE_OPTIONS);
  if (reader == NULL)
    return TRUE;
  xmlTextReaderSetStructuredErrorHandler (reader, ignore_error, NULL);
  counter = adj_counter_new ();
  while (ok && xmlTextReaderRead (reader) == 1)
    {
      int type = xmlTextReaderNodeType (reader);
      xmlNode *node;
      long line = 0;

      if (type == XML_READER_TYPE_DOCUMENT_TYPE)
        break;
      if (type == XML_READER_TYPE_END_ELEMENT || (node = xmlTextReaderCurrentNode (reader)) == NULL)
        continue;
      if (max_text > 0 && node_has_long_text (node, max_text, &line))
        ok = refuse_long_text (error, display_name, line, max_text);
      else if (type == XML_READER_TYPE_ELEMENT && ++n_elements > ADJ_LIMIT_XML_ELEMENTS)
        ok = refuse_many_elements (error, display_name, xmlGetLineNo (node));
      else if (type == XML_READER_TYPE_ELEMENT)
        ok = adj_counter_element (counter, node, xmlTextReaderDepth (reader), error);
    }
  xmlFreeTextReader (reader);
  return ok;
}

/**
 * adj_xml_set_precount:
 * @on: whether adj_xml_parse() runs the pre-count
 *
 * For tests only: turns the streaming pre-count off (it is on unless a
 * test turns it off), so that a test can see the tree's checks alone.
 */
void
adj_xml_set_precount (gboolean on)
{
  g_atomic_int_set (&precount_off, !on);
}

/**
 * adj_xml_get_n_dom_parses:
 *
 * For tests only.
 *
 * Returns: how many documents adj_xml_parse() handed to the tree builder
 */
guint
adj_xml_get_n_dom_parses (void)
{
  return g_atomic_int_get (&dom_parses);
}

/**
 * adj_xml_walk_next:
 * @n: a node of a document, walked from its root element
 *
 * Walks a document in order without recursion, so that no file can make it
 * run out of stack.
 *
 * Returns: (nullable): the node after @n: its first child, else its next
 *   sibling or that of its nearest ancestor; %NULL after the last
 */
xmlNode *
adj_xml_walk_next (xmlNode *n)
{
  if (n->type == XML_ELEMENT_NODE && n->children != NULL)
    return n->children;
  while (n != NULL && n->next == NULL)
    n = n->parent != NULL && n->parent->type == XML_ELEMENT_NODE ? n->parent : NULL;
  return n != NULL ? n->next : NULL;
}

static xmlDoc *parse (const char  *data,
                      gsize        len,
                      const char  *display_name,
                      int          max_text,
                      gboolean     counted,
                      GError     **error);

/**
 * adj_xml_parse:
 * @data: the bytes of the document
 * @len: their length
 * @display_name: the name to use in messages (a file name)
 * @error: return location for an #AdjError
 *
 * Parses an XML document safely: no network, no external entities, no
 * document type declaration at all (which also rules out entity expansion
 * attacks), libxml2's default size limits, no document larger than
 * %ADJ_XML_MAX_SIZE bytes (refused before parsing, so memory stays bounded),
 * no attribute or text longer than %ADJ_LIMIT_TEXT_CHARS characters
 * (refused before any loader copies it), and no more elements than a limit
 * of adj-limit-table.c allows where it counts them. Texts and elements are
 * counted on a stream before the tree is built (the pre-count), so that a
 * file far past a limit is refused at its first excess, in bounded memory.
 *
 * Returns: (transfer full) (nullable): the document
 */
xmlDoc *
adj_xml_parse (const char  *data,
               gsize        len,
               const char  *display_name,
               GError     **error)
{
  return adj_xml_parse_with_texts (data, len, display_name, ADJ_LIMIT_TEXT_CHARS, error);
}

/**
 * adj_xml_parse_with_texts:
 * @data: the bytes of the document
 * @len: their length
 * @display_name: the name to use in messages (a file name)
 * @max_text: the most characters of any attribute or text; 0 for no limit
 *   (only for the program's own data, such as the world map's coordinates)
 * @error: return location for an #AdjError
 *
 * As adj_xml_parse(), with another limit on texts.
 *
 * Returns: (transfer full) (nullable): the document
 */
xmlDoc *
adj_xml_parse_with_texts (const char  *data,
                          gsize        len,
                          const char  *display_name,
                          int          max_text,
                          GError     **error)
{
  /* the program's own data (no text limit) is not counted */
  return parse (data, len, display_name, max_text, max_text > 0, error);
}

/**
 * adj_xml_parse_own:
 * @data: the bytes of a document the program wrote itself in this run (an
 *   undo step's snapshot of a model)
 * @len: their length
 * @display_name: the name to use in messages
 * @error: return location for an #AdjError
 *
 * As adj_xml_parse(), without the pre-count: such a document holds no more
 * than play makes, and undo should not read it twice. The tree's checks stay.
 *
 * Returns: (transfer full) (nullable): the document
 */
xmlDoc *
adj_xml_parse_own (const char  *data,
                   gsize        len,
                   const char  *display_name,
                   GError     **error)
{
  return parse (data, len, display_name, ADJ_LIMIT_TEXT_CHARS, FALSE, error);
}

/**
 * adj_xml_precount:
 * @data: the bytes of a document
 * @len: their length
 * @display_name: the name to use in messages (a file name)
 * @error: return location for an #AdjError
 *
 * The pre-count of adj_xml_parse() alone, for a document that reaches
 * adj_xml_parse_own() from a file (a journal's snapshot).
 *
 * Returns: %FALSE with @error set if a text or a count is past its limit
 */
gboolean
adj_xml_precount (const char  *data,
                  gsize        len,
                  const char  *display_name,
                  GError     **error)
{
  return precount (data, len, display_name, ADJ_LIMIT_TEXT_CHARS, error);
}

static xmlDoc *
parse (const char  *data,
       gsize        len,
       const char  *display_name,
       int          max_text,
       gboolean     counted,
       GError     **error)
{
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  AdjXmlFirstError first = { 0, NULL };

  adj_xml_init_safe_parser ();

  if (len > ADJ_XML_MAX_SIZE)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SYNTAX,
                   _("%s: the file is too large to be read"), display_name);
      return NULL;
    }

  if (counted && !precount (data, len, display_name, max_text, error))
    return NULL;

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SYNTAX,
                   _("%s: could not start the XML parser"), display_name);
      return NULL;
    }

  xmlSetStructuredErrorFunc (&first, adj_xml_collect_first_error);
  g_atomic_int_inc (&dom_parses);
  doc = xmlCtxtReadMemory (ctxt, data, (int) len, display_name, "UTF-8", ADJ_XML_PARSE_OPTIONS);
  xmlSetStructuredErrorFunc (NULL, NULL);

  if (doc == NULL || !ctxt->wellFormed || first.message != NULL)
    {
      if (first.message != NULL)
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SYNTAX,
                     _("%s, line %d: %s"), display_name, first.line, first.message);
      else
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SYNTAX,
                     _("%s: not a well-formed XML document"), display_name);
      g_free (first.message);
      return NULL;
    }

  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      xmlDtd *dtd = doc->intSubset ? doc->intSubset : doc->extSubset;
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SYNTAX,
                   _("%s, line %ld: the file declares a document type (<!DOCTYPE>); Adjutant "
                     "does not read files with document types or entities"),
                   display_name, xmlGetLineNo ((xmlNode *) dtd) > 0 ? xmlGetLineNo ((xmlNode *) dtd) : 1L);
      return NULL;
    }

  if (xmlDocGetRootElement (doc) == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TABLE_SYNTAX,
                   _("%s: the file is empty"), display_name);
      return NULL;
    }

  {
    long line = 0;

    if (max_text > 0 && find_long_text (doc, max_text, &line))
      {
        refuse_long_text (error, display_name, line, max_text);
        return NULL;
      }
  }

  return g_steal_pointer (&doc);
}

/**
 * adj_xml_get_prop:
 * @node: an element
 * @name: an attribute name
 *
 * Returns: (transfer full) (nullable): the attribute value as a GLib string
 */
char *
adj_xml_get_prop (xmlNode    *node,
                  const char *name)
{
  g_autoptr(AdjXmlString) value = xmlGetProp (node, (const xmlChar *) name);

  return value ? g_strdup ((const char *) value) : NULL;
}

/**
 * adj_xml_get_text:
 * @node: an element
 *
 * Returns: (transfer full): the element's text, trimmed
 */
char *
adj_xml_get_text (xmlNode *node)
{
  g_autoptr(AdjXmlString) value = xmlNodeGetContent (node);

  return g_strstrip (g_strdup (value ? (const char *) value : ""));
}

gboolean
adj_xml_is_element (xmlNode    *node,
                    const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         strcmp ((const char *) node->name, name) == 0;
}

/**
 * adj_parse_int:
 * @text: (nullable): a decimal integer, as saved games write them
 * @min: the lowest value allowed
 * @max: the highest value allowed
 * @out: (out) (optional): the value
 *
 * Returns: %TRUE if @text is a whole number from @min to @max
 */
gboolean
adj_parse_int (const char *text,
               int         min,
               int         max,
               int        *out)
{
  gint64 v;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, min, max, &v, NULL))
    return FALSE;
  if (out)
    *out = (int) v;
  return TRUE;
}

/**
 * adj_xml_get_int_prop:
 * @node: an element
 * @name: an attribute
 * @min: the lowest value allowed
 * @max: the highest value allowed
 * @out: (out) (optional): the value
 *
 * Returns: %TRUE if the attribute is there and a whole number from @min to @max
 */
gboolean
adj_xml_get_int_prop (xmlNode    *node,
                      const char *name,
                      int         min,
                      int         max,
                      int        *out)
{
  g_autofree char *text = adj_xml_get_prop (node, name);

  return adj_parse_int (text, min, max, out);
}

/**
 * adj_xml_get_bool_prop:
 * @node: an element
 * @name: an attribute written "yes" or "no"
 * @out: (out): the value
 *
 * Returns: %TRUE if the attribute is there and "yes" or "no"
 */
gboolean
adj_xml_get_bool_prop (xmlNode    *node,
                       const char *name,
                       gboolean   *out)
{
  g_autofree char *text = adj_xml_get_prop (node, name);

  if (g_strcmp0 (text, "yes") == 0)
    *out = TRUE;
  else if (g_strcmp0 (text, "no") == 0)
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}
