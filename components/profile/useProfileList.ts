import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '@/store/lists';
import type { ProfileListPage } from '@/lib/users/types';
import { loadProfileListPage, type ProfileListItems, type ProfileListKind } from '@/store/profile/follows';

type Id = number;

interface Shown<T> {
  list: ListState<Id>;
  items: Map<Id, T>;
}

const ID_OF: { [K in ProfileListKind]: (item: ProfileListItems[K]) => Id } = {
  answers: (a) => a.pid,
  eventsHosted: (e) => e.id,
  eventsAttended: (e) => e.id,
  projects: (p) => p.id,
  followers: (m) => m.uid,
  following: (m) => m.uid,
};

function firstPage<K extends ProfileListKind>(kind: K, first: ProfileListItems[K][], total: number): Shown<ProfileListItems[K]> {
  const list = initialList<Id>();
  const idOf = ID_OF[kind];
  listPending(list, 1);
  listFulfilled(list, { page: 1, ids: first.map(idOf), hasMore: total > first.length, total });
  return { list, items: new Map(first.map((item) => [idOf(item), item])) };
}

/**
 * One of the profile's lists (R3.15) in the shape `PagedList` takes: the summary's first page,
 * then "Show more" asks the list's read call for the next page (store/lists.ts keeps the state:
 * loading, an error with Retry, the end). A list of another member starts over (the profile keys
 * its sections by member). With `fromServer` it starts empty and loads page 1.
 */
export function useProfileList<K extends ProfileListKind>(kind: K, slug: string, first: ProfileListItems[K][], total: number, fromServer = false) {
  const dispatch = useAppDispatch();
  // `fromServer`: the summary's first page is out of date (the viewer just followed): load it again.
  const [shown, setShown] = useState<Shown<ProfileListItems[K]>>(() =>
    fromServer ? { list: initialList<Id>(), items: new Map() } : firstPage(kind, first, total),
  );
  const busy = useRef(false);

  const load = useCallback(
    async (page: number) => {
      if (busy.current) return;
      busy.current = true;
      setShown((s) => {
        const list = { ...s.list, ids: [...s.list.ids] };
        listPending(list, page);
        return { ...s, list };
      });
      try {
        // The thunk answers a page of the list it was asked for (`kind`): its items are that list's.
        const answer = (await dispatch(loadProfileListPage({ kind, slug, page })).unwrap()) as unknown as ProfileListPage<ProfileListItems[K]>;
        const idOf = ID_OF[kind];
        setShown((s) => {
          const list = { ...s.list, ids: [...s.list.ids] };
          listFulfilled(list, { page, ids: answer.items.map(idOf), hasMore: answer.hasMore });
          const items = new Map(s.items);
          for (const item of answer.items) items.set(idOf(item), item);
          return { list, items };
        });
      } catch (error) {
        setShown((s) => {
          const list = { ...s.list, ids: [...s.list.ids] };
          listRejected(list, error as { message?: string; code?: number });
          return { ...s, list };
        });
      } finally {
        busy.current = false;
      }
    },
    [dispatch, kind, slug],
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
