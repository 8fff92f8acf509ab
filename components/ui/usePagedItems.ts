import { useCallback, useEffect, useRef, useState } from 'react';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '@/store/lists';

interface Shown<T, Id> {
  list: ListState<Id>;
  items: Map<Id, T>;
}

/** A page of a list as its read call answers it. */
interface ItemsPage<T> {
  items: T[];
  hasMore: boolean;
}

interface PagedItemsOptions<T, Id> {
  /** The first page, rendered with the page (server-side). */
  first: T[];
  /** Whether a page follows the first. */
  hasMore: boolean;
  /** Every item of the list, when the first page's answer counted them. */
  total?: number;
  idOf: (item: T) => Id;
  /** Asks for a page (2, 3 …; 1 with `fromServer`). */
  loadPage: (page: number) => Promise<ItemsPage<T>>;
  /** The first page is out of date: start empty and load page 1. */
  fromServer?: boolean;
}

/**
 * A list shown in one place, in the shape `PagedList` takes: the page's first page, then "Show
 * more" asks `loadPage` for the next (store/lists.ts keeps the state: loading, an error with Retry,
 * the end). Its items live with the component; a list to start over gets a new key.
 */
export function usePagedItems<T, Id extends string | number>({ first, hasMore, total, idOf, loadPage, fromServer = false }: PagedItemsOptions<T, Id>) {
  const [shown, setShown] = useState<Shown<T, Id>>(() => {
    const list = initialList<Id>();
    if (fromServer) return { list, items: new Map() };
    listPending(list, 1);
    listFulfilled(list, { page: 1, ids: first.map(idOf), hasMore, total });
    return { list, items: new Map(first.map((item) => [idOf(item), item])) };
  });
  const busy = useRef(false);
  const change = (update: (list: ListState<Id>) => void, items?: T[]) =>
    setShown((s) => {
      const list = { ...s.list, ids: [...s.list.ids] };
      update(list);
      if (!items) return { ...s, list };
      const map = new Map(s.items);
      for (const item of items) map.set(idOf(item), item);
      return { list, items: map };
    });

  const load = useCallback(
    async (page: number) => {
      if (busy.current) return;
      busy.current = true;
      change((list) => listPending(list, page));
      try {
        const answer = await loadPage(page);
        change((list) => listFulfilled(list, { page, ids: answer.items.map(idOf), hasMore: answer.hasMore }), answer.items);
      } catch (error) {
        change((list) => listRejected(list, error as { message?: string; code?: number }));
      } finally {
        busy.current = false;
      }
    },
    // `change` and `idOf` only read their arguments and set state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loadPage],
  );

  useEffect(() => {
    if (fromServer) void load(1);
    // Once, when the list starts: a later reload starts a new list (the caller's key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const list = shown.list;
  const onLoadMore = useCallback(() => {
    if (list.status === 'hasMore') void load(list.page + 1);
  }, [list.status, list.page, load]);
  const onRetry = useCallback(() => void load(Math.max(1, list.page)), [list.page, load]);
  const itemOf = useCallback((id: Id) => shown.items.get(id)!, [shown.items]);
  return { list, itemOf, onLoadMore, onRetry };
}
