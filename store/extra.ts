import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@/lib/realtime/events';
import type { AppStartListening } from './listeners';

/** The browser's socket, typed by the event contract (lib/realtime/events.ts). */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Per-store resources that are not state (a fresh set per store: per SSR request, per test). */
export interface ThunkExtra {
  /** `loading`: socket.io-client is being loaded for the first connection. */
  realtime: { socket: RealtimeSocket | null; refs: number; loading: Promise<void> | null };
  /** Resolves the pending registration-completion question (true when consent was given). */
  consent: { pending: Array<(agreed: boolean) => void> };
  /** Stops the configuration refresh timer. */
  timers: { configRefresh: ReturnType<typeof setInterval> | null };
  /** The store's listener middleware (set by makeStore), for features that start listeners when their pages load. */
  startListening: AppStartListening | null;
  /** Features whose listeners this store has started (store/features.ts). */
  features: Set<string>;
}

export function createThunkExtra(): ThunkExtra {
  return { realtime: { socket: null, refs: 0, loading: null }, consent: { pending: [] }, timers: { configRefresh: null }, startListening: null, features: new Set() };
}
