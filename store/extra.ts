import type { Socket } from 'socket.io-client';

/** Per-store resources that are not state (a fresh set per store: per SSR request, per test). */
export interface ThunkExtra {
  realtime: { socket: Socket | null; refs: number };
  /** Resolves the pending registration-completion question (true when consent was given). */
  consent: { pending: Array<(agreed: boolean) => void> };
  /** Stops the configuration refresh timer. */
  timers: { configRefresh: ReturnType<typeof setInterval> | null };
}

export function createThunkExtra(): ThunkExtra {
  return { realtime: { socket: null, refs: 0 }, consent: { pending: [] }, timers: { configRefresh: null } };
}
