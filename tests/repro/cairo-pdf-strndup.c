/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reproducer for the AddressSanitizer report that tests/asan.supp silences:
 * cairo (1.17.6 and later; seen with 1.18.4 on the current GNOME stack) with
 * ASAN_OPTIONS=strict_string_checks=1 reports a heap-buffer-overflow in
 * strndup() while a PDF page is written. Nothing but cairo is involved:
 *
 *   cc -g -fsanitize=address tests/repro/cairo-pdf-strndup.c -o /tmp/repro \
 *      $(pkg-config --cflags --libs cairo-pdf)
 *   ASAN_OPTIONS=strict_string_checks=1:detect_leaks=0 /tmp/repro   # the report, in libcairo
 *   ASAN_OPTIONS=strict_string_checks=0:detect_leaks=0 /tmp/repro   # "no error has occurred"
 *
 * (detect_leaks=0: fontconfig keeps its caches, see tests/lsan.supp.) With
 * tests/asan.supp added (ASAN_OPTIONS=...:suppressions=tests/asan.supp) the
 * strict run is clean too.
 *
 * Why it is not a memory error: cairo_show_text() records its text on the
 * PDF surface's recording surface as exactly utf8_len bytes, with no NUL
 * (cairo-recording-surface.c, _cairo_recording_surface_show_text_glyphs:
 * _cairo_malloc (utf8_len) + memcpy). When the page is written,
 * _cairo_sub_font_map_glyph (cairo-scaled-font-subsets.c) copies each
 * cluster's text with strndup (text, cluster_len), which stays inside the
 * buffer. strict_string_checks makes ASan's strndup interceptor check
 * strlen (text) + 1 bytes instead of the at most n that strndup reads, so it
 * runs off the end of the unterminated buffer. Without the flag ASan checks
 * the bytes strndup really reads, and stays silent. The text passed in (here a
 * NUL-terminated literal, in Adjutant a NUL-terminated string given to Pango
 * with length -1) plays no part: any text shown on a PDF surface does it. */
#include <cairo.h>
#include <cairo-pdf.h>
#include <stdio.h>

int
main (void)
{
  cairo_surface_t *surface = cairo_pdf_surface_create ("/tmp/cairo-pdf-strndup.pdf", 200, 100);
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 12);
  cairo_move_to (cr, 10, 50);
  cairo_show_text (cr, "Hello");
  cairo_show_page (cr);   /* the report is here */
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  printf ("%s\n", cairo_status_to_string (status));
  return status == CAIRO_STATUS_SUCCESS ? 0 : 1;
}
