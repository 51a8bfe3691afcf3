/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <qrencode.h>

#include "adj-share-qr.h"

/* A QR code (made by libqrencode) as a GdkPaintable: dark modules on a light
 * square with the quiet zone of four modules the standard asks for, drawn
 * as rectangles at any size, so that it stays sharp when scaled. Always
 * black on white, in dark mode too: phone cameras read that best. */

#define QUIET_ZONE 4
#define MODULE_PIXELS 6

struct _AdjShareQr
{
  GObject  parent_instance;

  guint    width;    /* modules a side, without the quiet zone */
  guint8  *modules;  /* width × width, nonzero for dark */
};

static void adj_share_qr_paintable_init (GdkPaintableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjShareQr, adj_share_qr, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GDK_TYPE_PAINTABLE, adj_share_qr_paintable_init))

static void
adj_share_qr_snapshot (GdkPaintable *paintable,
                       GdkSnapshot  *snapshot,
                       double        width,
                       double        height)
{
  AdjShareQr *self = ADJ_SHARE_QR (paintable);
  const GdkRGBA light = { 1, 1, 1, 1 };
  const GdkRGBA dark = { 0, 0, 0, 1 };
  double side = MIN (width, height);
  double module = side / (self->width + 2 * QUIET_ZONE);
  double x0 = (width - side) / 2 + QUIET_ZONE * module;
  double y0 = (height - side) / 2 + QUIET_ZONE * module;

  gtk_snapshot_append_color (GTK_SNAPSHOT (snapshot), &light,
                             &GRAPHENE_RECT_INIT ((width - side) / 2, (height - side) / 2, side, side));
  for (guint y = 0; y < self->width; y++)
    for (guint x = 0; x < self->width; x++)
      if (self->modules[y * self->width + x])
        /* a hair wider than a module, so that no seams show between them */
        gtk_snapshot_append_color (GTK_SNAPSHOT (snapshot), &dark,
                                   &GRAPHENE_RECT_INIT (x0 + x * module, y0 + y * module,
                                                        module + 0.25, module + 0.25));
}

static int
adj_share_qr_get_intrinsic_width (GdkPaintable *paintable)
{
  return (ADJ_SHARE_QR (paintable)->width + 2 * QUIET_ZONE) * MODULE_PIXELS;
}

static double
adj_share_qr_get_intrinsic_aspect_ratio (GdkPaintable *paintable)
{
  return 1.0;
}

static GdkPaintableFlags
adj_share_qr_get_flags (GdkPaintable *paintable)
{
  return GDK_PAINTABLE_STATIC_SIZE | GDK_PAINTABLE_STATIC_CONTENTS;
}

static void
adj_share_qr_paintable_init (GdkPaintableInterface *iface)
{
  iface->snapshot = adj_share_qr_snapshot;
  iface->get_intrinsic_width = adj_share_qr_get_intrinsic_width;
  iface->get_intrinsic_height = adj_share_qr_get_intrinsic_width;
  iface->get_intrinsic_aspect_ratio = adj_share_qr_get_intrinsic_aspect_ratio;
  iface->get_flags = adj_share_qr_get_flags;
}

static void
adj_share_qr_finalize (GObject *object)
{
  g_free (ADJ_SHARE_QR (object)->modules);
  G_OBJECT_CLASS (adj_share_qr_parent_class)->finalize (object);
}

static void
adj_share_qr_class_init (AdjShareQrClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_share_qr_finalize;
}

static void
adj_share_qr_init (AdjShareQr *self)
{
}

/**
 * adj_share_qr_new:
 * @text: what the code says (an address)
 *
 * Returns: (transfer full): the code, medium error correction; an empty
 *   square when @text does not fit a QR code
 */
AdjShareQr *
adj_share_qr_new (const char *text)
{
  AdjShareQr *self = g_object_new (ADJ_TYPE_SHARE_QR, NULL);
  QRcode *code;

  g_return_val_if_fail (text != NULL, self);

  code = QRcode_encodeString8bit (text, 0, QR_ECLEVEL_M);
  if (code == NULL)
    {
      self->width = 21;
      self->modules = g_new0 (guint8, 21 * 21);
      return self;
    }
  self->width = code->width;
  self->modules = g_new (guint8, code->width * code->width);
  /* libqrencode: bit 0 of each byte is the module's colour */
  for (int i = 0; i < code->width * code->width; i++)
    self->modules[i] = code->data[i] & 1;
  QRcode_free (code);
  return self;
}

/** adj_share_qr_get_modules: Returns: how many modules a side has, without the quiet zone */
guint
adj_share_qr_get_modules (AdjShareQr *self)
{
  g_return_val_if_fail (ADJ_IS_SHARE_QR (self), 0);
  return self->width;
}

/** adj_share_qr_get_dark: Returns: whether the module at (@x, @y) is dark */
gboolean
adj_share_qr_get_dark (AdjShareQr *self,
                       guint       x,
                       guint       y)
{
  g_return_val_if_fail (ADJ_IS_SHARE_QR (self), FALSE);
  g_return_val_if_fail (x < self->width && y < self->width, FALSE);
  return self->modules[y * self->width + x] != 0;
}
