import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CommunitySeed } from '@/lib/ssr/seed';
import type { ActiveMemberInterval, CommunityGraph, CommunitySummary } from '@/lib/community/types';
import * as community from '@/services/community';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { createApiThunk } from '../thunks';
import { registerSeedHydrator } from '../seed';

/**
 * The community tab's data (R1.15, R7.5, R9.6): summaries per scope (a project, or 0 for the
 * site) and interval, and the daily graph per scope, each with the single-item loading state the
 * event page uses (`loading`, `loaded`, `error` with its HTTP status, R8.5). Public data: nothing
 * here depends on the viewer, so it survives logging out.
 */

type LoadStatus = 'loading' | 'loaded' | 'error';

export interface Loadable<T> {
  status: LoadStatus;
  data: T | null;
  code: number | null;
  message: string | null;
  requestId: string | null;
}

interface CommunityState {
  /** By `summaryKey(projectId, interval)`. */
  summaries: Record<string, Loadable<CommunitySummary>>;
  /** By `graphKey(projectId)`. */
  graphs: Record<string, Loadable<CommunityGraph>>;
  /** The last server render applied (a seed is applied once). */
  seedId: string | null;
}

const initialState: CommunityState = { summaries: {}, graphs: {}, seedId: null };

const summaryKey = (projectId: number | null, interval: ActiveMemberInterval): string => `${projectId ?? 0}:${interval}`;
const graphKey = (projectId: number | null): string => String(projectId ?? 0);

const loading = <T>(requestId: string, data: T | null): Loadable<T> => ({ status: 'loading', data, code: null, message: null, requestId });
const loaded = <T>(data: T): Loadable<T> => ({ status: 'loaded', data, code: null, message: null, requestId: null });

export const loadCommunitySummary = createApiThunk(
  'community/loadSummary',
  ({ projectId, interval }: { projectId: number | null; interval: ActiveMemberInterval }) => community.fetchCommunitySummary(projectId, interval),
  { toast: false },
);

export const loadCommunityGraph = createApiThunk('community/loadGraph', ({ projectId }: { projectId: number | null }) => community.fetchCommunityGraph(projectId), {
  toast: false,
});

const communitySlice = createSlice({
  name: 'community',
  initialState,
  reducers: {
    communitySeeded(state, action: PayloadAction<{ id: string; seed: CommunitySeed }>) {
      const { id, seed } = action.payload;
      state.seedId = id;
      if (seed.summary) state.summaries[summaryKey(seed.project_id, seed.interval)] = loaded(seed.summary);
      if (seed.graph) state.graphs[graphKey(seed.project_id)] = loaded(seed.graph);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCommunitySummary.pending, (state, action) => {
        const key = summaryKey(action.meta.arg.projectId, action.meta.arg.interval);
        state.summaries[key] = loading(action.meta.requestId, state.summaries[key]?.data ?? null);
      })
      .addCase(loadCommunitySummary.fulfilled, (state, action) => {
        const key = summaryKey(action.meta.arg.projectId, action.meta.arg.interval);
        if (state.summaries[key]?.requestId === action.meta.requestId) state.summaries[key] = loaded(action.payload);
      })
      .addCase(loadCommunitySummary.rejected, (state, action) => {
        const key = summaryKey(action.meta.arg.projectId, action.meta.arg.interval);
        const entry = state.summaries[key];
        if (!entry || entry.requestId !== action.meta.requestId) return;
        const code = action.payload?.code && action.payload.code > 0 ? action.payload.code : 500;
        state.summaries[key] = { status: 'error', data: entry.data, code, message: action.payload?.message ?? action.error.message ?? null, requestId: null };
      })
      .addCase(loadCommunityGraph.pending, (state, action) => {
        const key = graphKey(action.meta.arg.projectId);
        state.graphs[key] = loading(action.meta.requestId, state.graphs[key]?.data ?? null);
      })
      .addCase(loadCommunityGraph.fulfilled, (state, action) => {
        const key = graphKey(action.meta.arg.projectId);
        if (state.graphs[key]?.requestId === action.meta.requestId) state.graphs[key] = loaded(action.payload);
      })
      .addCase(loadCommunityGraph.rejected, (state, action) => {
        const key = graphKey(action.meta.arg.projectId);
        const entry = state.graphs[key];
        if (!entry || entry.requestId !== action.meta.requestId) return;
        const code = action.payload?.code && action.payload.code > 0 ? action.payload.code : 500;
        state.graphs[key] = { status: 'error', data: entry.data, code, message: action.payload?.message ?? action.error.message ?? null, requestId: null };
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof communitySlice> {}
}

// Loads with the community tab's pages (store/index.ts).
const injected = communitySlice.injectInto(rootReducer);
const selectCommunityState = (state: RootState): CommunityState => injected.selectSlice(state);

const { communitySeeded } = communitySlice.actions;

/** The community part of a page seed (lib/ssr/seed.ts), applied once per server render. */
export const hydrateCommunity =
  (seedId: string, seed: CommunitySeed): AppThunk =>
  (dispatch, getState) => {
    if (selectCommunityState(getState()).seedId === seedId) return;
    dispatch(communitySeeded({ id: seedId, seed }));
  };
registerSeedHydrator('community', hydrateCommunity);


/**
 * What the tab shows asks for what the store lacks: the interval's summary and the graph of the
 * scope, each once (a failed one again, on Retry or another visit).
 */
export const syncCommunity =
  (projectId: number | null, interval: ActiveMemberInterval): AppThunk =>
  (dispatch, getState) => {
    const { summaries, graphs } = selectCommunityState(getState());
    const summary = summaries[summaryKey(projectId, interval)];
    if (!summary || summary.status === 'error') void dispatch(loadCommunitySummary({ projectId, interval }));
    const graph = graphs[graphKey(projectId)];
    if (!graph || graph.status === 'error') void dispatch(loadCommunityGraph({ projectId }));
  };

export const selectCommunitySummary = (state: RootState, projectId: number | null, interval: ActiveMemberInterval): Loadable<CommunitySummary> | undefined =>
  selectCommunityState(state).summaries[summaryKey(projectId, interval)];

export const selectCommunityGraph = (state: RootState, projectId: number | null): Loadable<CommunityGraph> | undefined =>
  selectCommunityState(state).graphs[graphKey(projectId)];
