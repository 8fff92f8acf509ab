import { createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  SERVER_EVENTS,
  type ClientEventName,
  type ClientEventPayload,
  type ServerEventName,
  type ServerEventPayload,
} from '@/lib/realtime/events';
import { nextTask } from '@/lib/idle';
import type { RealtimeSocket } from '../extra';
import type { AppThunk } from '../index';

/**
 * The socket.io connection is owned by the store (R7.6): `connectRealtime()` connects (socket.io
 * reconnects by itself) and returns the disconnect function. Incoming events become one action,
 * `realtimeReceived`, that any slice can match with `isRealtimeEvent(name)`; `emitRealtime` sends.
 * The handshake carries the session cookie and the csrf_token of the configuration.
 * socket.io-client is loaded by the first connection, after the page has started (it is not part of
 * any page's first load).
 */

export const realtimeReceived = createAction<{ event: ServerEventName; payload: unknown }>('realtime/received');

/** Matcher for one incoming event, typed by its payload. */
export function isRealtimeEvent<E extends ServerEventName>(event: E) {
  return (action: UnknownAction): action is PayloadAction<{ event: E; payload: ServerEventPayload<E> }> =>
    realtimeReceived.match(action) && action.payload.event === event;
}

type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

interface RealtimeState {
  status: RealtimeStatus;
  /** The latest incoming event's name and arrival time (ms). */
  lastEvent: { event: ServerEventName; at: number } | null;
}

const initialState: RealtimeState = { status: 'idle', lastEvent: null };

const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    realtimeStatus(state, action: PayloadAction<RealtimeStatus>) {
      state.status = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(realtimeReceived, (state, action) => {
      state.lastEvent = { event: action.payload.event, at: Date.now() };
    });
  },
});

const { realtimeStatus } = realtimeSlice.actions;
export const realtimeReducer = realtimeSlice.reducer;

/** Connects once per store (further calls share the connection); the answer disconnects. */
interface ConnectOptions {
  /** Another origin (tests); the page's own origin by default. */
  url?: string;
  /** Headers for non-browser clients (tests pass the session cookie this way). */
  extraHeaders?: Record<string, string>;
}

export const connectRealtime =
  ({ url, extraHeaders }: ConnectOptions = {}): AppThunk<() => void> =>
  (dispatch, getState, extra) => {
    const holder = extra.realtime;
    holder.refs += 1;
    if (!holder.socket && !holder.loading) {
      dispatch(realtimeStatus('connecting'));
      holder.loading = import('socket.io-client')
        // The client's code has run in this task; connecting (its first calls) waits for the next,
        // so the two are not one long task after the load event (issue 33: blocking time).
        .then(async (client) => {
          await nextTask();
          return client;
        })
        .then(({ io }) => {
          // Everyone who asked may have let go while the client was loading.
          if (holder.refs <= 0 || holder.socket) return;
          const socket: RealtimeSocket = io(url ?? '', {
            path: '/socket.io',
            transports: ['websocket', 'polling'],
            extraHeaders,
            // Read on every (re)connect, so a new session's token is used after login or logout.
            auth: (cb) => cb({ csrf_token: getState().config.data?.csrf_token ?? '' }),
          });
          socket.on('connect', () => dispatch(realtimeStatus('connected')));
          socket.on('disconnect', () => dispatch(realtimeStatus('disconnected')));
          // R8.6: connection problems are only logged; socket.io keeps retrying.
          socket.on('connect_error', (err) => console.warn('[realtime] connect error:', err.message));
          for (const event of SERVER_EVENTS) {
            socket.on(event, (payload: unknown) => dispatch(realtimeReceived({ event, payload })));
          }
          holder.socket = socket;
        })
        .catch((err: unknown) => {
          // R8.6: a client that could not be loaded (offline) is only logged; the page keeps working.
          console.warn('[realtime] could not load the client:', err);
          if (holder.refs > 0) dispatch(realtimeStatus('disconnected'));
        })
        .finally(() => {
          holder.loading = null;
        });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holder.refs -= 1;
      if (holder.refs <= 0) {
        holder.refs = 0;
        if (holder.socket) {
          holder.socket.removeAllListeners();
          holder.socket.disconnect();
          holder.socket = null;
        }
        dispatch(realtimeStatus('idle'));
      }
    };
  };

/** Reconnects so the server sees the current session (after login, logout or consent). */
export const reconnectRealtime = (): AppThunk<void> => (_dispatch, _getState, extra) => {
  const socket = extra.realtime.socket;
  if (!socket) return;
  socket.disconnect();
  socket.connect();
};

/** Sends an event that has no acknowledgement (a chat's typing); nothing when not connected. */
export const sendRealtime =
  (event: 'chat.typing', payload: ClientEventPayload<'chat.typing'>): AppThunk<void> =>
  (_dispatch, _getState, extra) => {
    const socket = extra.realtime.socket;
    if (socket?.connected) socket.emit(event, payload);
  };

/**
 * Sends an event; resolves with the server's acknowledgement, or null when not connected.
 * (Not generic over the event: socket.io's acknowledgement types resolve only for a known name.)
 */
export const emitRealtime =
  (event: ClientEventName, payload: ClientEventPayload<ClientEventName>, timeoutMs = 5000): AppThunk<Promise<unknown>> =>
  async (_dispatch, _getState, extra) => {
    const socket = extra.realtime.socket;
    if (!socket?.connected) return null;
    return socket.timeout(timeoutMs).emitWithAck(event, payload);
  };
