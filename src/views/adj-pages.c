/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-page.h"

/* The one list of game aid pages, in the order of the view switcher. An aid
 * adds its page type here (see HACKING.md). */
/* -- wif */
#include "adj-wif-view.h"
/* -- pto */
#include "adj-pto-view.h"
/* -- wtj */
#include "adj-wtj-view.h"
/* -- victory */
#include "adj-victory-view.h"

/**
 * adj_pages_get_types:
 * @n_types: (out): how many
 *
 * Returns: (transfer none) (array length=n_types): the page types, each an
 *   #AdjPage
 */
const GType *
adj_pages_get_types (guint *n_types)
{
  static GType types[4];

  if (types[0] == 0)
    {
      guint i = 0;
      /* -- wif */
      types[i++] = ADJ_TYPE_WIF_VIEW;
      /* -- pto */
      types[i++] = ADJ_TYPE_PTO_VIEW;
      /* -- wtj */
      types[i++] = ADJ_TYPE_WTJ_VIEW;
      /* -- victory */
      types[i++] = ADJ_TYPE_VICTORY_VIEW;
      g_assert (i == G_N_ELEMENTS (types));
    }
  *n_types = G_N_ELEMENTS (types);
  return types;
}
