/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <sys/file.h>
#include <unistd.h>

#include "adj-game-lock.h"

/* One writer per game: an advisory lock (flock) on a file that is never
 * renamed. The kernel drops it when the process ends, however it ends, so a
 * crash never leaves a lock behind; no pid files. */

/**
 * adj_game_lock_acquire:
 * @lock_path: the lock file (created if missing, never renamed or removed)
 * @error: return location for an error: %G_IO_ERROR_BUSY if another
 *   process holds the lock
 *
 * Returns: a descriptor that holds the lock until adj_game_lock_release(),
 *   or -1 on error
 */
int
adj_game_lock_acquire (const char  *lock_path,
                       GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (lock_path);
  int fd;

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("cannot create the folder %s (%s)"), dir, g_strerror (saved));
      return -1;
    }
  fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("cannot open the lock file %s (%s)"), lock_path, g_strerror (saved));
      return -1;
    }
  while (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved = errno;

      if (saved == EINTR)
        continue;
      close (fd);
      if (saved == EWOULDBLOCK)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                     _("another Adjutant has the game open (%s is locked)"), lock_path);
      else
        g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                     _("cannot lock %s (%s)"), lock_path, g_strerror (saved));
      return -1;
    }
  return fd;
}

/** adj_game_lock_release: Lets the next Adjutant have the game; @fd < 0 is no lock. */
void
adj_game_lock_release (int fd)
{
  if (fd >= 0)
    close (fd);
}

/**
 * adj_game_lock_path_for:
 * @path: the game's own save (its state path)
 *
 * Returns: (transfer full): the lock file beside it. The save itself is
 *   replaced by a rename on every full write, so it cannot carry the lock.
 */
char *
adj_game_lock_path_for (const char *path)
{
  return g_strconcat (path, ".lock", NULL);
}

/**
 * adj_game_lock_path_for_file:
 * @file: a file the player named (Save As, Open)
 *
 * Returns: (transfer full): its lock file, in the user's runtime folder and
 *   named after the file's canonical path, so that no lock file is left
 *   beside the player's own files
 */
char *
adj_game_lock_path_for_file (const char *file)
{
  g_autofree char *real = realpath (file, NULL);
  g_autofree char *canonical = real ? g_strdup (real) : g_canonicalize_filename (file, NULL);
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, canonical, -1);
  g_autofree char *name = g_strconcat (sum, ".lock", NULL);

  return g_build_filename (g_get_user_runtime_dir (), "adjutant", "locks", name, NULL);
}
