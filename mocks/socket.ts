import type { ClientEventName, ServerEventName } from '@/lib/realtime/events';
import { clientEventAnswer, onAnnounce, tick } from './realtime';

/**
 * The simulated socket of `npm run dev:mock`: store/realtime/connection.ts loads this module
 * instead of socket.io-client in that mode. It offers the part of socket.io's client the store
 * uses (on, removeAllListeners, connect, disconnect, connected, timeout().emitWithAck) and delivers
 * what the mocked API announces (mocks/realtime.ts), plus a tick every `TICK_MS` on which the
 * generated community does something by itself.
 */

export const TICK_MS = 45_000;

type Listener = (payload?: unknown) => void;

class MockSocket {
  connected = false;
  private listeners = new Map<string, Set<Listener>>();
  private stopAnnouncements: (() => void) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor() {
    setTimeout(() => this.connect(), 0);
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  private fire(event: string, payload?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  connect(): this {
    if (this.connected) return this;
    this.connected = true;
    this.stopAnnouncements = onAnnounce((event: ServerEventName, payload) => this.fire(event, payload));
    this.timer = setInterval(tick, TICK_MS);
    this.fire('connect');
    return this;
  }

  disconnect(): this {
    if (!this.connected) return this;
    this.connected = false;
    this.stopAnnouncements?.();
    if (this.timer) clearInterval(this.timer);
    this.fire('disconnect');
    return this;
  }

  timeout(_ms: number) {
    return {
      emitWithAck: async (event: ClientEventName, payload: unknown): Promise<unknown> => clientEventAnswer(event, payload),
    };
  }

  emit(event: ClientEventName, payload: unknown, ack?: (answer: unknown) => void): this {
    const answer = clientEventAnswer(event, payload);
    ack?.(answer);
    return this;
  }
}

/** Same call shape as socket.io-client's `io(url, options)`. */
export function io(_url?: string, _options?: unknown): MockSocket {
  return new MockSocket();
}
