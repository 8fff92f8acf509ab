import { useCallback, useEffect, useRef } from 'react';
import type { Track } from '@/lib/player/types';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { playerActions, playerRestored, queueLoaded, selectPlayer, setMode, settingsRestored } from '@/store/player';
import { startPlayer } from '@/store/player/listeners';
import { said } from '@/lib/i18n/said';
import { addToast } from '@/store/toasts/slice';

/**
 * The popup window (R3.17 mode popup; DECISIONS.md "Audio player"): a small window of its own
 * (`/player`) plays the queue while this window's player waits (mode `popup`). The two windows
 * speak over a BroadcastChannel:
 *
 * - the popup says `ready`; the main window answers `takeover` with the queue, the position and
 *   whether it was playing;
 * - a change of the queue in either window goes to the other (`queue`, with whether it asked to
 *   play: a Play pressed in the main window plays in the popup);
 * - closing the popup (pagehide) sends `handback` with the queue and position, and the main window
 *   plays on from there; "Play here" in the main window asks the popup for it (`return`).
 */

const CHANNEL_NAME = 'community-player';
const POPUP_NAME = 'community-player';
const POPUP_FEATURES = 'width=420,height=680';
const POPUP_BLOCKED = said('player', 'toast.popupBlocked');

interface Snapshot {
  tracks: Track[];
  index: number;
  position: number;
  playing: boolean;
}
export type PlayerMessage =
  | { type: 'ready'; from: string }
  | ({ type: 'takeover'; from: string; speed: number; volume: number; muted: boolean; autoPlayNext: boolean } & Snapshot)
  | { type: 'queue'; from: string; tracks: Track[]; index: number; play: boolean }
  | ({ type: 'handback'; from: string } & Snapshot)
  | { type: 'return'; from: string };

/** Queue changes the other window follows. */
const QUEUE_CHANGES = new Set<string>(
  [playerActions.queueAdded, playerActions.queueAppended, playerActions.queueRemoved, playerActions.queueOrdered, playerActions.queuePlayed, playerActions.next, playerActions.prev, playerActions.setTrack].map((a) => a.type),
);
/** Of those, the ones that ask for playback. */
const PLAY_ASKED = new Set<string>([playerActions.queueAdded, playerActions.queuePlayed].map((a) => a.type));

const newId = () => Math.random().toString(36).slice(2);

export function usePlayerChannel(role: 'main' | 'popup') {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const channel = useRef<BroadcastChannel | null>(null);
  const from = useRef('');
  const handbackTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef<Snapshot>({ tracks: [], index: -1, position: 0, playing: false });

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') {
      if (role === 'popup') void dispatch(startPlayer());
      return;
    }
    from.current = newId();
    const ch = new BroadcastChannel(CHANNEL_NAME);
    channel.current = ch;
    const post = (message: PlayerMessage) => ch.postMessage(message);
    const snapshot = (): Snapshot => {
      const p = selectPlayer(store.getState());
      return { tracks: p.queue, index: p.index, position: Math.floor(p.currentTime), playing: p.playing };
    };

    let tookOver = false;
    let fallback: ReturnType<typeof setTimeout> | null = null;
    ch.onmessage = (event: MessageEvent<PlayerMessage>) => {
      const message = event.data;
      if (!message || message.from === from.current) return;
      const mode = selectPlayer(store.getState()).mode;
      if (role === 'main') {
        if (mode !== 'popup') return;
        if (message.type === 'ready') {
          const p = selectPlayer(store.getState());
          post({ type: 'takeover', from: from.current, ...waiting.current, speed: p.speed, volume: p.volume, muted: p.muted, autoPlayNext: p.autoPlayNext });
        } else if (message.type === 'queue') {
          dispatch(queueLoaded({ tracks: message.tracks, index: message.index }));
        } else if (message.type === 'handback') {
          if (handbackTimer.current) clearTimeout(handbackTimer.current);
          dispatch(setMode('minimized'));
          dispatch(queueLoaded({ tracks: message.tracks, index: message.index, position: message.position, play: message.playing }));
        }
      } else if (message.type === 'takeover' && !tookOver) {
        tookOver = true;
        if (fallback) clearTimeout(fallback);
        dispatch(settingsRestored(message));
        dispatch(queueLoaded({ tracks: message.tracks, index: message.index, position: message.position, play: message.playing }));
        dispatch(playerRestored());
      } else if (message.type === 'queue') {
        dispatch(queueLoaded({ tracks: message.tracks, index: message.index, play: message.play || undefined }));
      } else if (message.type === 'return') {
        post({ type: 'handback', from: from.current, ...snapshot() });
        handedBack = true;
        window.close();
      }
    };

    const stopListening = store.extra.startListening?.({
      predicate: (action) => QUEUE_CHANGES.has(action.type),
      effect: (action, api) => {
        const p = selectPlayer(api.getState());
        if (role === 'main' && p.mode !== 'popup') return;
        post({ type: 'queue', from: from.current, tracks: p.queue, index: p.index, play: PLAY_ASKED.has(action.type) });
      },
    });

    let handedBack = false;
    const onPageHide = () => {
      if (handedBack) return;
      handedBack = true;
      post({ type: 'handback', from: from.current, ...snapshot() });
    };
    if (role === 'popup') {
      window.addEventListener('pagehide', onPageHide);
      window.addEventListener('beforeunload', onPageHide);
      post({ type: 'ready', from: from.current });
      // Opened on its own (a reload, a bookmark): what this browser kept.
      fallback = setTimeout(() => {
        if (!tookOver) void dispatch(startPlayer());
      }, 1500);
    }
    return () => {
      if (fallback) clearTimeout(fallback);
      stopListening?.();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onPageHide);
      ch.close();
      channel.current = null;
    };
  }, [role, dispatch, store]);

  /** Main window: plays on in a popup window; when it is blocked, here, and says so. */
  const openPopup = useCallback(() => {
    const p = selectPlayer(store.getState());
    if (typeof BroadcastChannel === 'undefined') {
      dispatch(addToast(POPUP_BLOCKED, 'info'));
      return;
    }
    const win = window.open('/player', POPUP_NAME, POPUP_FEATURES);
    if (!win) {
      dispatch(addToast(POPUP_BLOCKED, 'info'));
      return;
    }
    waiting.current = { tracks: p.queue, index: p.index, position: Math.floor(p.currentTime), playing: p.playing || p.index >= 0 };
    dispatch(setMode('popup'));
  }, [dispatch, store]);

  /** Main window: asks the popup to hand playback back (and plays here even if it does not answer). */
  const bringBack = useCallback(() => {
    channel.current?.postMessage({ type: 'return', from: from.current } satisfies PlayerMessage);
    if (handbackTimer.current) clearTimeout(handbackTimer.current);
    handbackTimer.current = setTimeout(() => {
      if (selectPlayer(store.getState()).mode === 'popup') dispatch(setMode('minimized'));
    }, 1000);
  }, [dispatch, store]);

  return { openPopup, bringBack };
}
