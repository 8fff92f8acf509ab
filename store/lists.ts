import { MESSAGES, type SerializedApiError } from '@/services/http';

/**
 * One list-state helper for every paged list (R3.18, R4.4): `initial`, `loading`, `hasMore`,
 * `end` (end of list) and `error`. Page 1 (or below) clears then sets; later pages append.
 * Failures keep the HTTP status (default 500, R8.5). Lists hold ids into the shared cache.
 */

type ListStatus = 'initial' | 'loading' | 'hasMore' | 'end' | 'error';

export interface ListState<Id = string> {
  ids: Id[];
  page: number;
  status: ListStatus;
  error: string | null;
  errorCode: number | null;
  total: number | null;
}

export function initialList<Id = string>(): ListState<Id> {
  return { ids: [], page: 0, status: 'initial', error: null, errorCode: null, total: null };
}

/** A page starts loading: below page 2 the list is cleared first (R4.4). */
export function listPending<Id>(list: ListState<Id>, page: number): void {
  if (page < 2) {
    list.ids = [];
    list.total = null;
  }
  list.page = Math.max(1, page);
  list.status = 'loading';
  list.error = null;
  list.errorCode = null;
}

interface ListPage<Id> {
  page: number;
  ids: Id[];
  /** True when another page may exist. */
  hasMore: boolean;
  total?: number | null;
}

/** A page arrived: set (page < 2) or append (later pages, without repeating ids). */
export function listFulfilled<Id>(list: ListState<Id>, result: ListPage<Id>): void {
  if (result.page < 2) {
    list.ids = [...result.ids];
  } else {
    const seen = new Set(list.ids);
    list.ids = [...list.ids, ...result.ids.filter((id) => !seen.has(id))];
  }
  list.page = Math.max(1, result.page);
  list.status = result.hasMore ? 'hasMore' : 'end';
  list.total = result.total ?? list.total;
}

/** A page failed: error state with the message and HTTP status (default 500). */
export function listRejected<Id>(list: ListState<Id>, error: Partial<SerializedApiError> | undefined): void {
  list.status = 'error';
  list.error = error?.message ?? MESSAGES.somethingWrong;
  list.errorCode = error?.code && error.code > 0 ? error.code : 500;
}

/** Has more when a full page came back (e.g. saved posts: exactly 20, R9.2). */
export function hasMoreByPageSize(received: number, pageSize: number): boolean {
  return received >= pageSize;
}

export const listIsLoading = (list: ListState<unknown>) => list.status === 'loading';
export const listCanLoadMore = (list: ListState<unknown>) => list.status === 'hasMore';
