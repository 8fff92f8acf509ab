import { createSlice, freeze, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { hasSearchTerm, searchKey } from '@/lib/search/address';
import type { GlobalSearchQuery, GlobalSearchResponse, SearchCollection } from '@/lib/search/global';
import type { ShownResultSet, ShownSearchResponse } from '@/lib/search/shown';
import type { SearchSeed } from '@/lib/ssr/seed';
import * as search from '@/services/search';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { registerSeedHydrator } from '../seed';
import { createApiThunk } from '../thunks';

/**
 * The `/search` page's search (R1.5, R3.12, R5.4, R9.2): the query the address asks for and its
 * answer, one result set per collection. Pages are addresses of their own (links that work
 * without JavaScript), so a page replaces the one shown; `list` (store/lists.ts) holds the state
 * (loading, more pages, end, error) and the keys of the hits shown (`post:12`, `event:3`, …).
 * Loads with the search page, not with every page (store/index.ts, `LazyLoadedSlices`).
 */

export interface SearchPageState {
  /** The search shown (or loading). */
  query: GlobalSearchQuery;
  /** Its key (lib/search/address.ts); null before the first search. */
  key: string | null;
  /** The address has no term: the page says so and nothing was asked (R5.4). */
  missingTerm: boolean;
  list: ListState<string>;
  /** The answer's result sets (a seed's documents hold what the page shows of them, lib/search/shown.ts). */
  results: ShownResultSet[];
  projects: GlobalSearchResponse['projects'];
  meta: GlobalSearchResponse['meta'] | null;
  requestId: string | null;
  seedId: string | null;
}

const initialState: SearchPageState = {
  query: {},
  key: null,
  missingTerm: false,
  list: initialList<string>(),
  results: [],
  projects: [],
  meta: null,
  requestId: null,
  seedId: null,
};

type Documented = { collection: SearchCollection; hits: Array<{ document: unknown }> };

/** The id of a hit's document: pid, project id, event id or uid. */
function documentId(collection: SearchCollection, document: unknown): number {
  const doc = (document ?? {}) as { pid?: number; id?: number; uid?: number };
  return (collection === 'post' ? doc.pid : collection === 'user' ? doc.uid : doc.id) ?? 0;
}

/** `post:12`: a hit's key in the list. */
const hitKey = (collection: SearchCollection, document: unknown): string => `${collection}:${documentId(collection, document)}`;

/** Another page exists when any collection has hits past this page. */
function searchHasMore(results: ShownResultSet[], page: number): boolean {
  return results.some((set) => page * Math.max(1, set.request_params?.per_page ?? 10) < set.found);
}

function applyAnswer(state: SearchPageState, response: ShownSearchResponse, page: number): void {
  const results = response.results ?? [];
  state.results = results;
  state.projects = response.projects ?? [];
  state.meta = response.meta ?? null;
  const ids = (results as Documented[]).flatMap((set) => set.hits.map((hit) => hitKey(set.collection, hit.document)));
  const total = results.reduce((sum, set) => sum + (set.found ?? 0), 0);
  // Each page is shown alone: it replaces the list (page 1 of the helper), then records its number.
  listFulfilled(state.list, { page: 1, ids, hasMore: searchHasMore(results, page), total });
  state.list.page = page;
}

function startSearch(state: SearchPageState, query: GlobalSearchQuery): void {
  state.query = query;
  state.key = searchKey(query);
  state.missingTerm = false;
  listPending(state.list, 1);
  state.list.page = query.page ?? 1;
  state.results = [];
  state.projects = [];
  state.meta = null;
}

/** One search; the page shows a failure itself (no toast). */
export const loadSearch = createApiThunk('search/load', (query: GlobalSearchQuery) => search.searchEverything(query), { toast: false });

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** R5.4: the address has no term; nothing is asked. */
    searchMissingTerm(state, action: PayloadAction<GlobalSearchQuery>) {
      Object.assign(state, initialState, { query: action.payload, key: searchKey(action.payload), missingTerm: true, seedId: state.seedId });
    },
    searchSeeded(state, action: PayloadAction<SearchSeed & { id: string }>) {
      const { id, query, response, failure } = action.payload;
      state.seedId = id;
      state.requestId = null;
      if (!hasSearchTerm(query)) {
        Object.assign(state, initialState, { query, key: searchKey(query), missingTerm: true, seedId: id });
        return;
      }
      startSearch(state, query);
      if (response) applyAnswer(state, response, query.page ?? 1);
      else listRejected(state.list, failure ? { code: failure.code, message: failure.message } : undefined);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadSearch.pending, (state, action) => {
        state.requestId = action.meta.requestId;
        startSearch(state, action.meta.arg);
      })
      .addCase(loadSearch.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        applyAnswer(state, action.payload, action.meta.arg.page ?? 1);
      })
      .addCase(loadSearch.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        listRejected(state.list, action.payload ?? { message: action.error.message });
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

// Loads with the search page, not with every page (store/index.ts).
const injected = searchSlice.injectInto(rootReducer);
/** The search page's state, or its initial state in a store that has not seen an action since the slice loaded. */
export const selectSearchState = (state: RootState): SearchPageState => injected.selectSlice(state);

const { searchMissingTerm, searchSeeded } = searchSlice.actions;

/** The `/search` part of a page seed: once per render. */
export const hydrateSearch =
  (id: string, seed: SearchSeed): AppThunk =>
  (dispatch, getState) => {
    if (selectSearchState(getState()).seedId === id) return;
    // Frozen as it is before it enters the state (immer would freeze it there anyway): immer then
    // neither walks the answer for drafts nor freezes it a second time, as the server renders.
    if (seed.response) freeze(seed.response, true);
    dispatch(searchSeeded({ id, ...seed }));
  };
registerSeedHydrator('search', hydrateSearch);

/**
 * The address's search: nothing when it is the one shown or loading; the missing-term state
 * without a request when it has no term (R5.4); else it is asked.
 */
export const syncSearch =
  (query: GlobalSearchQuery): AppThunk =>
  (dispatch, getState) => {
    const current = selectSearchState(getState());
    const key = searchKey(query);
    if (!hasSearchTerm(query)) {
      if (!(current.missingTerm && current.key === key)) dispatch(searchMissingTerm(query));
      return;
    }
    if (current.key === key && current.list.status !== 'initial') return;
    void dispatch(loadSearch(query));
  };

/** The shown search again (Retry after a failure, another viewer). */
export const retrySearch = (): AppThunk => (dispatch, getState) => {
  const { query, missingTerm, key } = selectSearchState(getState());
  if (missingTerm || key === null || !hasSearchTerm(query)) return;
  void dispatch(loadSearch(query));
};
