/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "adj-list-store.h"

/**
 * adj_list_store_update:
 * @store: the list a view shows
 * @items: (element-type GObject): what it should hold; each element owned
 *   by the array (freed with g_object_unref)
 * @same: whether an old item and a new one show the same thing
 *
 * Brings @store to @items with one items-changed that spans only the part
 * that differs: the items at the start and at the end that are the @same
 * stay in @store, and @items is given those (the array's own new items for
 * them are dropped), so that a caller keeping @items holds what the list
 * holds. A view then rebuilds the rows that changed, not the whole list
 * (an undo in a long game changes one or two).
 */
void
adj_list_store_update (GListStore *store,
                       GPtrArray  *items,
                       GEqualFunc  same)
{
  GListModel *model = G_LIST_MODEL (store);
  guint old_n = g_list_model_get_n_items (model);
  guint pre = 0, post = 0;

  g_return_if_fail (G_IS_LIST_STORE (store));
  g_return_if_fail (items != NULL && same != NULL);

  for (; pre < old_n && pre < items->len; pre++)
    {
      GObject *old = g_list_model_get_item (model, pre);

      if (!same (old, items->pdata[pre]))
        {
          g_object_unref (old);
          break;
        }
      g_object_unref (items->pdata[pre]);
      items->pdata[pre] = old;
    }
  for (; post < old_n - pre && post < items->len - pre; post++)
    {
      guint o = old_n - 1 - post, n = items->len - 1 - post;
      GObject *old = g_list_model_get_item (model, o);

      if (!same (old, items->pdata[n]))
        {
          g_object_unref (old);
          break;
        }
      g_object_unref (items->pdata[n]);
      items->pdata[n] = old;
    }
  /* (an empty array may have no storage at all: no offset from NULL) */
  if (pre + post < old_n || pre + post < items->len)
    g_list_store_splice (store, pre, old_n - pre - post,
                         pre + post < items->len ? items->pdata + pre : NULL, items->len - pre - post);
}
