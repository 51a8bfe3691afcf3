/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reproducer for the valgrind reports that tests/valgrind.supp silences on the
 * current GNOME stack (Debian unstable: glib-networking's libproxy module,
 * libproxy 0.5, duktape 2.7): asking GIO for its proxy resolver, as a
 * GSocketClient or a SoupSession does, makes libproxy start its PAC runner,
 * and duktape's compiler calls realloc (p, 0) and reads past the 0-byte block
 * it gets. The GIO modules are unloaded again when unused, and glibc's
 * dlclose leaves an allocation behind. Only GLib and what it loads:
 *
 *   cc -g tests/repro/gio-libproxy-duktape.c -o /tmp/proxy-repro \
 *      $(pkg-config --cflags --libs gio-2.0)
 *   valgrind --leak-check=full /tmp/proxy-repro
 *
 * Debian 12 has no libproxy module on the machine, so nothing is reported
 * there. */
#include <gio/gio.h>

int
main (void)
{
  GProxyResolver *resolver = g_proxy_resolver_get_default ();

  g_print ("%s\n", G_OBJECT_TYPE_NAME (resolver));
  return 0;
}
