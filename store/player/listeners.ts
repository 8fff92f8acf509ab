import type { UnknownAction } from '@reduxjs/toolkit';
import type { SavedQueue, Track } from '@/lib/player/types';
import * as service from '@/services/player';
import type { StoreFeature } from '../features';
import type { AppThunk } from '../index';
import type { AppStartListening } from '../listeners';
import { selectMember, selectSessionKnown, selectUid } from '../selectors';
import { loggedOut, viewerChanged } from '../sessionActions';
import { clearLocalPlayer, readLocalPlayer, rememberNoSavedQueue, writeLocalPlayer } from './persist';
import { playerActions, playerRestored, queueLoaded, selectPlayer, settingsRestored } from './slice';
import { currentTrackOf } from './state';

/**
 * The player's persistence (R3.17; DECISIONS.md "Audio player"):
 *
 * - local storage for everyone: every change of the player is written (at most twice a second),
 *   with whose queue it is; a member's queue found by another viewer is dropped, not shown;
 * - the server for members: the saved queue is read when the player starts for a member and
 *   after a login, and written (`PUT /api/player/queue`) two seconds after the queue, the current
 *   track or the pause state changes (and every minute while playing);
 * - logout empties the player (the slice resets on `loggedOut`) and this browser's copy;
 * - login: the member's saved queue, then the visitor's tracks it lacks, appended.
 */

const LOCAL_WRITE_MS = 500;
const SERVER_WRITE_MS = 2000;
const SERVER_PLAYING_WRITE_MS = 60_000;

/** Actions after which the member's saved queue is written. */
const SAVED_CHANGES = new Set<string>(
  [
    playerActions.queueAdded,
    playerActions.queueAppended,
    playerActions.queueRemoved,
    playerActions.queueOrdered,
    playerActions.queuePlayed,
    playerActions.next,
    playerActions.prev,
    playerActions.setTrack,
    playerActions.trackEnded,
    playerActions.pause,
    playerActions.togglePlay,
    playerActions.setMode,
  ].map((creator) => creator.type),
);

const isPlayerAction = (action: UnknownAction): boolean => action.type.startsWith('player/') && !action.type.startsWith('player/load');

/** The saved queue of the server, applied to the player. */
function sameQueue(a: Track[], b: Track[]): boolean {
  return a.length === b.length && a.every((t, i) => t.id === b[i].id);
}

/**
 * Puts what this browser kept on the player (a member's queue only for that member); answers when
 * it was saved and whose it was.
 */
export const restoreLocalPlayer = (): AppThunk<{ savedAt: number; owner: number }> => (dispatch, getState) => {
  const saved = readLocalPlayer();
  if (!saved) return { savedAt: 0, owner: -1 };
  const uid = selectUid(getState());
  if (saved.owner > 0 && saved.owner !== uid) {
    clearLocalPlayer();
    return { savedAt: 0, owner: -1 };
  }
  dispatch(settingsRestored(saved));
  if (saved.tracks.length > 0 && selectPlayer(getState()).queue.length === 0) {
    dispatch(queueLoaded({ tracks: saved.tracks, index: saved.index, position: saved.position }));
  }
  return { savedAt: saved.savedAt, owner: saved.owner };
};

/** Writes the member's queue to the server now. */
const saveQueueNow = (): AppThunk<Promise<void>> => async (_dispatch, getState) => {
  if (!selectMember(getState())) return;
  const player = selectPlayer(getState());
  if (player.queue.length > 0) rememberNoSavedQueue(null);
  try {
    await service.saveQueue({ items: player.queue.map((t) => t.id), index: player.index, position: Math.floor(player.currentTime) });
  } catch {
    // Kept locally; the next change tries again.
  }
};

/**
 * Brings the member's saved queue and this browser's together. `login`: what is on the player is
 * a visitor's; the saved queue comes first and the visitor's tracks it lacks follow. `start`: what
 * is on the player is this member's own copy; the newer of the two wins (the one playing stays).
 * A start without the member's copy (`localSavedAt` 0) merges as a login does.
 */
export const syncSavedQueue =
  (kind: 'start' | 'login', localSavedAt = 0): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!selectMember(getState())) return;
    let saved: SavedQueue;
    try {
      saved = await service.fetchSavedQueue();
    } catch {
      return;
    }
    const player = selectPlayer(getState());
    const current = currentTrackOf(player);
    // At a start with no copy of this member's in the browser, what is on the player was put there
    // on this page (a Play pressed before or while the saved queue came): it joins the saved queue.
    if (kind === 'login' || (localSavedAt === 0 && player.queue.length > 0)) {
      const known = new Set(saved.tracks.map((t) => t.id));
      const extra = player.queue.filter((t) => !known.has(t.id));
      const tracks = [...saved.tracks, ...extra];
      if (tracks.length === 0) return;
      if (current && (player.playing || saved.index < 0)) {
        dispatch(queueLoaded({ tracks, index: tracks.findIndex((t) => t.id === current.id), play: player.playing }));
      } else {
        dispatch(queueLoaded({ tracks, index: saved.index >= 0 ? saved.index : 0, position: saved.position }));
      }
      if (extra.length > 0) await dispatch(saveQueueNow());
      return;
    }
    if (saved.tracks.length === 0 && player.queue.length === 0) rememberNoSavedQueue(selectUid(getState()));
    const serverAt = saved.updatedAt ? Date.parse(saved.updatedAt) : 0;
    const serverNewer = saved.tracks.length > 0 && serverAt > localSavedAt;
    if (player.queue.length === 0 || (serverNewer && !player.playing)) {
      if (saved.tracks.length > 0) dispatch(queueLoaded({ tracks: saved.tracks, index: saved.index, position: saved.position }));
    } else if (!sameQueue(player.queue, saved.tracks) || saved.index !== player.index) {
      await dispatch(saveQueueNow());
    }
  };

function startPlayerListeners(startListening: AppStartListening): void {
  let lastServerWrite = Date.now();

  // The waits below are the listener middleware's (`take` with a timeout): a logout ends them
  // without writing, and a store whose listeners are cleared (a test's) leaves nothing behind.

  // This browser's copy follows every change (after the session is known: it says whose it is),
  // at most once per LOCAL_WRITE_MS: the listener stands aside while its write waits.
  startListening({
    predicate: (action, state) => isPlayerAction(action) && selectSessionKnown(state),
    effect: async (_action, api) => {
      api.unsubscribe();
      try {
        if (await api.take(loggedOut.match, LOCAL_WRITE_MS)) return;
        writeLocalPlayer(selectPlayer(api.getState()), selectUid(api.getState()));
      } finally {
        api.subscribe();
      }
    },
  });

  // The member's saved queue follows the queue, the current track and pauses; and, while playing,
  // the position. Each change restarts the wait (the last one is written).
  startListening({
    predicate: (action, state) =>
      selectMember(state) &&
      (SAVED_CHANGES.has(action.type) || (action.type === playerActions.timeUpdated.type && selectPlayer(state).playing && Date.now() - lastServerWrite > SERVER_PLAYING_WRITE_MS)),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      lastServerWrite = Date.now();
      if (await api.take(loggedOut.match, SERVER_WRITE_MS)) return;
      lastServerWrite = Date.now();
      await api.dispatch(saveQueueNow());
    },
  });

  // Logout: the queue was the member's; nothing of it stays in this browser.
  startListening({
    actionCreator: loggedOut,
    effect: () => {
      clearLocalPlayer();
      rememberNoSavedQueue(null);
    },
  });

  // Login: the member's saved queue, with the visitor's tracks it lacks.
  startListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      // (The first configuration of a page is the start's, startPlayer.)
      if (action.payload.uid > 0 && action.payload.known) void api.dispatch(syncSavedQueue('login'));
    },
  });
}

/** Starts the player: its listeners, then what this browser and (for members) the server kept. */
export const playerFeature: StoreFeature = { name: 'player', startListeners: startPlayerListeners };

/**
 * Restores the player once per store, when the session is known: this browser's copy, then the
 * member's saved queue.
 */
export const startPlayer = (): AppThunk<Promise<void>> => async (dispatch, getState, extra) => {
  if (extra.features.has('player:restored')) return;
  extra.features.add('player:restored');
  if (!selectSessionKnown(getState())) {
    await new Promise<void>((resolve) => {
      const stop = extra.startListening?.({
        predicate: (_action, state) => selectSessionKnown(state),
        effect: (_a, api) => {
          api.unsubscribe();
          resolve();
        },
      });
      if (!stop) resolve();
    });
  }
  try {
    const { savedAt, owner } = dispatch(restoreLocalPlayer());
    // A visitor's copy found by a member (they signed in on a page without the player): merged as at login.
    const visitorCopy = owner < 0 && selectPlayer(getState()).queue.length > 0;
    await dispatch(syncSavedQueue(visitorCopy ? 'login' : 'start', savedAt));
  } finally {
    dispatch(playerRestored());
  }
};
