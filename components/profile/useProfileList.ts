import { useCallback } from 'react';
import { usePagedItems } from '@/components/ui/usePagedItems';
import { useAppDispatch } from '@/store/hooks';
import type { ProfileListPage } from '@/lib/users/types';
import { loadProfileListPage, type ProfileListItems, type ProfileListKind } from '@/store/profile/follows';

const ID_OF: { [K in ProfileListKind]: (item: ProfileListItems[K]) => number } = {
  answers: (a) => a.pid,
  eventsHosted: (e) => e.id,
  eventsAttended: (e) => e.id,
  projects: (p) => p.id,
  followers: (m) => m.uid,
  following: (m) => m.uid,
};

/**
 * One of the profile's lists (R3.15) in the shape `PagedList` takes: the summary's first page,
 * then "Show more" asks the list's read call for the next page (components/ui/usePagedItems.ts).
 * A list of another member starts over (the profile keys its sections by member). With
 * `fromServer` it starts empty and loads page 1 (the summary's first page is out of date: the
 * viewer just followed).
 */
export function useProfileList<K extends ProfileListKind>(kind: K, slug: string, first: ProfileListItems[K][], total: number, fromServer = false) {
  const dispatch = useAppDispatch();
  const loadPage = useCallback(
    // The thunk answers a page of the list it was asked for (`kind`): its items are that list's.
    (page: number) => dispatch(loadProfileListPage({ kind, slug, page })).unwrap() as unknown as Promise<ProfileListPage<ProfileListItems[K]>>,
    [dispatch, kind, slug],
  );
  return usePagedItems({ first, hasMore: total > first.length, total, idOf: ID_OF[kind] as (item: ProfileListItems[K]) => number, loadPage, fromServer });
}
