import { createEntityAdapter, createSelector, createSlice, type EntityState, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { downloadBlock, episodeCacheKey } from '@/lib/player/downloads';
import type { Track, TrackId } from '@/lib/player/types';
import { rootReducer, type AppThunk, type RootState } from '../index';
import type { ThunkExtra } from '../extra';
import {
  askPersistentStorage,
  downloadToCache,
  DownloadError,
  listStoredEpisodes,
  removeEveryStoredEpisode,
  removeStoredEpisodes,
  storageEstimate,
  type DownloadFailure,
} from './episodeCache';

/**
 * Episodes downloaded for offline listening (issue 37), on the audio queue page
 * (components/audioqueue/downloads/): one entity per track id (downloading with its progress,
 * downloaded with its size, or failed with why), the storage manager's quota and whether the
 * browser was asked to keep the files. The files themselves are in Cache Storage
 * (`EPISODE_CACHE`, ./episodeCache.ts), where the service worker answers the player from
 * (worker/episodes.ts). Injected with the queue page's download controls, so no other page carries it.
 */

type DownloadStatus = 'downloading' | 'downloaded' | 'failed';

export interface EpisodeDownload {
  id: TrackId;
  /** The file's cache key (lib/player/downloads.ts `episodeCacheKey`). */
  key: string;
  status: DownloadStatus;
  /** Bytes read so far; once downloaded, the stored size. */
  received: number;
  /** The file's length from Content-Length, null when the server did not say. */
  total: number | null;
  failure: DownloadFailure | null;
}

const adapter = createEntityAdapter<EpisodeDownload, TrackId>({ selectId: (download) => download.id });

interface DownloadsState {
  items: EntityState<EpisodeDownload, TrackId>;
  /** The cache has been read once (what was downloaded before this page). */
  listed: boolean;
  /** Bytes stored that belong to no known track (an older entry); counted in the space used. */
  otherBytes: number;
  otherCount: number;
  quota: number | null;
  /** Whether the browser was asked to keep the site's storage (null: not asked yet). */
  persisted: boolean | null;
}

const initialState = (): DownloadsState => ({ items: adapter.getInitialState(), listed: false, otherBytes: 0, otherCount: 0, quota: null, persisted: null });

const downloadsSlice = createSlice({
  name: 'downloads',
  initialState,
  reducers: {
    /**
     * What the cache holds, read when the page opens. Adds to what is known (a download that ended
     * while the cache was being read is kept; entries in progress are left as they are).
     */
    downloadsListed(state, action: PayloadAction<Array<{ id: TrackId | null; key: string; size: number }>>) {
      const known = action.payload.filter((entry): entry is { id: TrackId; key: string; size: number } => entry.id !== null);
      adapter.upsertMany(
        state.items,
        known.filter((entry) => state.items.entities[entry.id]?.status !== 'downloading').map(({ id, key, size }) => ({ id, key, status: 'downloaded' as const, received: size, total: size, failure: null })),
      );
      const others = action.payload.filter((entry) => entry.id === null);
      state.otherCount = others.length;
      state.otherBytes = others.reduce((sum, entry) => sum + entry.size, 0);
      state.listed = true;
    },
    downloadStarted(state, action: PayloadAction<{ id: TrackId; key: string }>) {
      adapter.setOne(state.items, { ...action.payload, status: 'downloading', received: 0, total: null, failure: null });
    },
    downloadProgressed(state, action: PayloadAction<{ id: TrackId; received: number; total: number | null }>) {
      const entry = state.items.entities[action.payload.id];
      if (entry?.status !== 'downloading') return;
      entry.received = action.payload.received;
      entry.total = action.payload.total;
    },
    downloadFinished(state, action: PayloadAction<{ id: TrackId; size: number }>) {
      const entry = state.items.entities[action.payload.id];
      if (!entry) return;
      entry.status = 'downloaded';
      entry.received = action.payload.size;
      entry.total = action.payload.size;
    },
    downloadFailed(state, action: PayloadAction<{ id: TrackId; failure: DownloadFailure }>) {
      const entry = state.items.entities[action.payload.id];
      if (!entry) return;
      entry.status = 'failed';
      entry.failure = action.payload.failure;
    },
    /** Cancelled, or removed: the track is not downloaded. */
    downloadRemoved(state, action: PayloadAction<TrackId>) {
      adapter.removeOne(state.items, action.payload);
    },
    downloadsCleared(state) {
      adapter.removeAll(state.items);
      state.otherBytes = 0;
      state.otherCount = 0;
    },
    storageKnown(state, action: PayloadAction<{ quota: number | null; persisted?: boolean | null }>) {
      state.quota = action.payload.quota;
      if (action.payload.persisted !== undefined) state.persisted = action.payload.persisted;
    },
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof downloadsSlice> {}
}

const injected = downloadsSlice.injectInto(rootReducer);

export const { downloadsListed, downloadStarted, downloadProgressed, downloadFinished, downloadFailed, downloadRemoved, downloadsCleared, storageKnown } = downloadsSlice.actions;

const selectState = (state: RootState): DownloadsState => injected.selectSlice(state);
const itemSelectors = adapter.getSelectors((state: RootState) => selectState(state).items);

/** One track's download, or undefined when it has none. */
export const selectDownloadOf = (state: RootState, id: TrackId): EpisodeDownload | undefined => itemSelectors.selectById(state, id);

/** The footer's line: episodes downloaded, bytes they take, and the storage quota when known. */
export const selectDownloadSummary = createSelector([itemSelectors.selectAll, selectState], (items, state) => {
  const done = items.filter((item) => item.status === 'downloaded');
  return {
    count: done.length + state.otherCount,
    bytes: done.reduce((sum, item) => sum + item.received, 0) + state.otherBytes,
    downloading: items.length - done.length - items.filter((item) => item.status === 'failed').length,
    quota: state.quota,
  };
});

/** In-flight downloads' cancel handles, per store (never state). */
const controllers = new WeakMap<ThunkExtra, Map<TrackId, AbortController>>();
function controllersOf(extra: ThunkExtra): Map<TrackId, AbortController> {
  let map = controllers.get(extra);
  if (!map) {
    map = new Map();
    controllers.set(extra, map);
  }
  return map;
}

const refreshQuota = (): AppThunk<Promise<void>> => async (dispatch) => {
  const { quota } = await storageEstimate();
  dispatch(storageKnown({ quota }));
};

/** Reads what the cache holds (downloads of earlier visits) and the quota. */
export const loadDownloads = (): AppThunk<Promise<void>> => async (dispatch) => {
  try {
    const stored = await listStoredEpisodes();
    dispatch(downloadsListed(stored.map((entry) => ({ id: entry.trackId, key: entry.key, size: entry.size }))));
  } catch {
    dispatch(downloadsListed([]));
  }
  await dispatch(refreshQuota());
};

/** Reports progress at most once per whole percent (or per 64 KB when the total is unknown). */
function progressReporter(report: (received: number, total: number | null) => void) {
  let last = -1;
  return (received: number, total: number | null) => {
    const step = total ? Math.floor((received / total) * 100) : Math.floor(received / 65536);
    if (step === last) return;
    last = step;
    report(received, total);
  };
}

/**
 * Downloads a queue track's file into the cache, with progress; the first download asks the
 * browser to keep the site's storage. A track that cannot be downloaded (`downloadBlock`) is left.
 */
export const downloadEpisode =
  (track: Track): AppThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const origin = window.location.origin;
    const key = episodeCacheKey(track.src, origin);
    const current = selectDownloadOf(getState(), track.id)?.status;
    if (!key || downloadBlock(track, origin) !== null || current === 'downloading' || current === 'downloaded') return;
    const controller = new AbortController();
    controllersOf(extra).set(track.id, controller);
    dispatch(downloadStarted({ id: track.id, key }));
    if (selectState(getState()).persisted === null) {
      void askPersistentStorage().then((persisted) => dispatch(storageKnown({ quota: selectState(getState()).quota, persisted: persisted ?? false })));
    }
    const report = progressReporter((received, total) => dispatch(downloadProgressed({ id: track.id, received, total })));
    try {
      const size = await downloadToCache({ key, trackId: track.id, now: Date.now() }, controller.signal, report);
      dispatch(downloadFinished({ id: track.id, size }));
    } catch (error) {
      const reason = error instanceof DownloadError ? error.reason : 'other';
      if (reason === 'aborted') dispatch(downloadRemoved(track.id));
      else dispatch(downloadFailed({ id: track.id, failure: reason }));
    } finally {
      if (controllersOf(extra).get(track.id) === controller) controllersOf(extra).delete(track.id);
    }
    await dispatch(refreshQuota());
  };

/** Stops a download in progress (nothing is kept). */
export const cancelDownload =
  (id: TrackId): AppThunk =>
  (dispatch, _getState, extra) => {
    controllersOf(extra).get(id)?.abort();
    dispatch(downloadRemoved(id));
  };

/** Removes one downloaded episode (or a failed attempt). */
export const removeDownload =
  (id: TrackId): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const entry = selectDownloadOf(getState(), id);
    if (!entry) return;
    if (entry.status === 'downloading') {
      dispatch(cancelDownload(id));
      return;
    }
    await removeStoredEpisodes([entry.key]).catch(() => undefined);
    dispatch(downloadRemoved(id));
    await dispatch(refreshQuota());
  };

/** Removes every downloaded episode, cancelling those in progress. */
export const removeAllDownloads = (): AppThunk<Promise<void>> => async (dispatch, _getState, extra) => {
  for (const controller of controllersOf(extra).values()) controller.abort();
  controllersOf(extra).clear();
  await removeEveryStoredEpisode().catch(() => undefined);
  dispatch(downloadsCleared());
  await dispatch(refreshQuota());
};
