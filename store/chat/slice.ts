import { createEntityAdapter, createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { CHAT_LIMITS, type ChatMessage, type ChatRoom } from '@/lib/chat/types';
import { said } from '@/lib/i18n/said';
import * as api from '@/services/chat';
import { normalizeError } from '@/services/http';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { isRealtimeEvent } from '../realtime/connection';
import { loggedOut, viewerChanged } from '../sessionActions';
import { createApiThunk } from '../thunks';
import { addToast } from '../toasts/slice';
import { chatMessageHeard, chatTotalKnown } from './unread';

/**
 * Chat (issue 36; docs/features/chat.md): rooms by id and messages by mid (entity adapters), the
 * member's rooms as a list of ids (store/lists.ts, latest activity first), the open rooms to join,
 * the shown room's history (ids, oldest first, paged backwards) and who is typing. Realtime is
 * reduced here: a message for the shown room is appended, an edit or deletion replaces it, unread
 * counts update the room (`chatMessageHeard` adds one, `event:chat.unread` and reads say it exactly;
 * the header's total is ./unread.ts). Injected with the chat pages.
 */

const rooms = createEntityAdapter<ChatRoom, number>({ selectId: (room) => room.id });
const messages = createEntityAdapter<ChatMessage, number>({ selectId: (message) => message.mid });

interface ChatTyping {
  roomId: number;
  uid: number;
  username: string;
  /** When it was heard (ms); it goes after TYPING_SHOWN_MS (./listeners.ts). */
  at: number;
}

export interface ChatState {
  rooms: ReturnType<typeof rooms.getInitialState>;
  messages: ReturnType<typeof messages.getInitialState>;
  /** The member's rooms. */
  list: ListState<number>;
  /** Rooms to join. */
  open: number[];
  /** The shown room's history: page 1 is the newest, later pages are older (prepended). */
  history: ListState<number> & { roomId: number | null };
  typing: ChatTyping[];
}

const initialHistory = (roomId: number | null = null) => ({ ...initialList<number>(), roomId });

const initialState = (): ChatState => ({
  rooms: rooms.getInitialState(),
  messages: messages.getInitialState(),
  list: initialList<number>(),
  open: [],
  history: initialHistory(),
  typing: [],
});

export const loadChatRooms = createApiThunk('chat/rooms', async (_: void, { dispatch }) => {
  const page = await api.fetchChatRooms();
  dispatch(chatTotalKnown(page.unread));
  return page;
});

/** The newest page of a room (`before` left out), or the page before message `before`. */
export const loadChatHistory = createApiThunk('chat/history', ({ roomId, before }: { roomId: number; before?: number }) =>
  api.fetchChatMessages(roomId, before),
);

/** An event's live chat (issue 36): its room and newest page, held as the room shown. */
export const loadEventChat = createApiThunk('chat/event', (eventId: number) => api.fetchEventChat(eventId), { toast: false });

/** The room as the reader sees it now (a silence given meanwhile), quietly. */
const reloadChatRoom = createApiThunk('chat/room', (roomId: number) => api.fetchChatRoom(roomId), { toast: false, report: false });

export const sendChatMessage = createApiThunk(
  'chat/send',
  async ({ roomId, message, replyTo }: { roomId: number; message: string; replyTo?: number }, { dispatch }) => {
    try {
      return await api.sendChatMessage(roomId, { message, replyTo });
    } catch (err) {
      // Silenced in the room meanwhile (issue 36): the room's answer says until when, and the notice replaces the composer.
      if (normalizeError(err).key === 'chat-restricted') void dispatch(reloadChatRoom(roomId));
      throw err;
    }
  },
  // The composer says a refusal where the member is writing.
  { toast: false },
);

export const editChatMessage = createApiThunk(
  'chat/edit',
  ({ roomId, mid, message }: { roomId: number; mid: number; message: string }) => api.editChatMessage(roomId, mid, message),
  { toast: false },
);

export const deleteChatMessage = createApiThunk('chat/delete', ({ roomId, mid }: { roomId: number; mid: number }) => api.deleteChatMessage(roomId, mid));

/** Reads a room up to `mid`, quietly (the next message shown tries again). */
export const markChatRead = createApiThunk(
  'chat/read',
  async ({ roomId, mid }: { roomId: number; mid: number }, { dispatch }) => {
    const answer = await api.markChatRead(roomId, mid);
    dispatch(chatTotalKnown(answer.total));
    return answer;
  },
  { toast: false, report: false },
);

/** A room's moderator silences a message's author in it (issue 36) for `minutes` (null: until lifted). */
export const silenceInChatRoom = createApiThunk(
  'chat/silence',
  async ({ roomId, uid, name, minutes }: { roomId: number; uid: number; name: string; minutes: number | null }, { dispatch }) => {
    const answer = await api.silenceChatMember(roomId, uid, minutes);
    dispatch(addToast(said('chat', 'silence.done', { name }), 'success'));
    return answer;
  },
);

/** A room's moderator lifts a member's silence in it. */
export const liftChatSilence = createApiThunk('chat/lift', async ({ roomId, uid, name }: { roomId: number; uid: number; name: string }, { dispatch }) => {
  const answer = await api.liftChatSilence(roomId, uid);
  dispatch(addToast(said('chat', 'silence.lifted', { name }), 'success'));
  return answer;
});

export const joinChatRoom = createApiThunk('chat/join', (roomId: number) => api.joinChatRoom(roomId));

export const leaveChatRoom = createApiThunk('chat/leave', ({ roomId, uid }: { roomId: number; uid: number }) => api.leaveChatRoom(roomId, uid));

export const startChat = createApiThunk('chat/start', (body: { uids: number[]; roomName?: string }) => api.startChat(body), { toast: false });

/** An administrator opens a public room (the form shows a refusal). */
export const openPublicRoom = createApiThunk('chat/openPublic', (roomName: string) => api.openPublicRoom(roomName), { toast: false });

/** The room to the top of the member's list (it has news). */
function toTop(state: ChatState, roomId: number): void {
  // An event's live chat is on the event's page, never in the list.
  if (state.list.status === 'initial' || state.rooms.entities[roomId]?.kind === 'event') return;
  state.list.ids = [roomId, ...state.list.ids.filter((id) => id !== roomId)];
  state.open = state.open.filter((id) => id !== roomId);
}

/** A message as it is now: cached, appended to the shown room's history, quoted replies kept true. */
function placeMessage(state: ChatState, message: ChatMessage, append: boolean): void {
  messages.upsertOne(state.messages, message);
  if (append && state.history.roomId === message.roomId && !state.history.ids.includes(message.mid)) state.history.ids.push(message.mid);
  if (!message.deleted) return;
  for (const other of Object.values(state.messages.entities)) {
    if (other?.replyTo?.mid === message.mid) other.replyTo = { ...other.replyTo, excerpt: '', deleted: true };
  }
}

function noteLastMessage(state: ChatState, message: ChatMessage): void {
  const room = state.rooms.entities[message.roomId];
  if (!room || (room.lastMessage && room.lastMessage.mid > message.mid)) return;
  const excerpt = message.content.length > CHAT_LIMITS.excerptLength ? `${message.content.slice(0, CHAT_LIMITS.excerptLength - 1)}…` : message.content;
  room.lastMessage = { mid: message.mid, author: message.author.username, excerpt, timestamp: message.timestamp };
}

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    /** A room is shown: its history starts over unless it is the one already held. */
    chatRoomShown(state, action: PayloadAction<number>) {
      if (state.history.roomId !== action.payload) state.history = initialHistory(action.payload);
    },
    chatTypingExpired(state, action: PayloadAction<{ roomId: number; uid: number; at: number }>) {
      const { roomId, uid, at } = action.payload;
      state.typing = state.typing.filter((t) => !(t.roomId === roomId && t.uid === uid && t.at <= at));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadChatRooms.pending, (state) => listPending(state.list, 1))
      .addCase(loadChatRooms.fulfilled, (state, action) => {
        const page = action.payload;
        rooms.upsertMany(state.rooms, [...page.rooms, ...page.open]);
        listFulfilled(state.list, { page: 1, ids: page.rooms.map((r) => r.id), hasMore: false });
        state.open = page.open.map((r) => r.id);
      })
      .addCase(loadChatRooms.rejected, (state, action) => listRejected(state.list, action.payload))
      .addCase(loadChatHistory.pending, (state, action) => {
        const { roomId, before } = action.meta.arg;
        if (state.history.roomId !== roomId) state.history = initialHistory(roomId);
        listPending(state.history, before === undefined ? 1 : state.history.page + 1);
      })
      .addCase(loadChatHistory.fulfilled, (state, action) => {
        const { room, messages: page, hasMore } = action.payload;
        rooms.upsertOne(state.rooms, room);
        messages.upsertMany(state.messages, page);
        if (state.history.roomId !== room.id) return;
        const ids = page.map((m) => m.mid);
        const older = action.meta.arg.before !== undefined;
        const known = new Set(ids);
        state.history.ids = older ? [...ids, ...state.history.ids.filter((id) => !known.has(id))] : ids;
        state.history.status = hasMore ? 'hasMore' : 'end';
      })
      .addCase(loadEventChat.fulfilled, (state, action) => {
        const { room, messages: page, hasMore } = action.payload;
        rooms.upsertOne(state.rooms, room);
        messages.upsertMany(state.messages, page);
        state.history = initialHistory(room.id);
        listFulfilled(state.history, { page: 1, ids: page.map((m) => m.mid), hasMore });
      })
      .addCase(loadChatHistory.rejected, (state, action) => {
        if (state.history.roomId === action.meta.arg.roomId) listRejected(state.history, action.payload);
      })
      .addCase(sendChatMessage.fulfilled, (state, action) => {
        placeMessage(state, action.payload, true);
        noteLastMessage(state, action.payload);
        toTop(state, action.payload.roomId);
      })
      .addCase(editChatMessage.fulfilled, (state, action) => placeMessage(state, action.payload, false))
      .addCase(deleteChatMessage.fulfilled, (state, action) => placeMessage(state, action.payload, false))
      .addCase(markChatRead.fulfilled, (state, action) => {
        const room = state.rooms.entities[action.payload.roomId];
        if (room) room.unread = action.payload.unread;
      })
      .addCase(reloadChatRoom.fulfilled, (state, action) => {
        rooms.upsertOne(state.rooms, action.payload);
      })
      .addCase(joinChatRoom.fulfilled, (state, action) => {
        rooms.upsertOne(state.rooms, action.payload);
        toTop(state, action.payload.id);
      })
      .addCase(leaveChatRoom.fulfilled, (state, action) => {
        const { roomId } = action.meta.arg;
        state.list.ids = state.list.ids.filter((id) => id !== roomId);
        const room = state.rooms.entities[roomId];
        if (room) Object.assign(room, { joined: false, unread: 0 });
      })
      .addCase(openPublicRoom.fulfilled, (state, action) => {
        rooms.upsertOne(state.rooms, action.payload);
        toTop(state, action.payload.id);
      })
      .addCase(startChat.fulfilled, (state, action) => {
        rooms.upsertOne(state.rooms, action.payload);
        toTop(state, action.payload.id);
      })
      .addCase(chatMessageHeard, (state, action) => {
        const room = state.rooms.entities[action.payload.roomId];
        if (room?.joined) room.unread += 1;
      })
      .addCase(loggedOut, () => initialState())
      .addCase(viewerChanged, () => initialState())
      .addMatcher(isRealtimeEvent('event:chat.message'), (state, action) => {
        const message = action.payload.payload?.message;
        if (!message) return;
        placeMessage(state, message, true);
        noteLastMessage(state, message);
        if (state.rooms.entities[message.roomId]?.joined) toTop(state, message.roomId);
        state.typing = state.typing.filter((t) => !(t.roomId === message.roomId && t.uid === message.author.uid));
      })
      .addMatcher(isRealtimeEvent('event:chat.edited'), (state, action) => {
        const message = action.payload.payload?.message;
        if (message) placeMessage(state, message, false);
      })
      .addMatcher(isRealtimeEvent('event:chat.unread'), (state, action) => {
        const change = action.payload.payload;
        const room = change ? state.rooms.entities[change.roomId] : undefined;
        if (room && typeof change?.unread === 'number') room.unread = change.unread;
      })
      .addMatcher(isRealtimeEvent('event:chat.typing'), (state, action) => {
        const typing = action.payload.payload;
        if (!typing) return;
        state.typing = [...state.typing.filter((t) => !(t.roomId === typing.roomId && t.uid === typing.uid)), { ...typing, at: Date.now() }];
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

const injected = chatSlice.injectInto(rootReducer);

const { chatRoomShown } = chatSlice.actions;
export const { chatTypingExpired } = chatSlice.actions;

/** The chat state, or its initial state before the slice has seen an action. */
export const selectChatState = (state: RootState): ChatState => injected.selectSlice(state);

export const selectChatRoom = (state: RootState, roomId: number): ChatRoom | undefined => selectChatState(state).rooms.entities[roomId];

const byIds = (entities: Record<number, ChatRoom | undefined>, ids: number[]) => ids.map((id) => entities[id]).filter((r): r is ChatRoom => Boolean(r));

/** The member's rooms, latest activity first. */
export const selectMyChatRooms = createSelector(
  [(state: RootState) => selectChatState(state).rooms.entities, (state: RootState) => selectChatState(state).list.ids],
  byIds,
);

/** Rooms the member may join. */
export const selectOpenChatRooms = createSelector(
  [(state: RootState) => selectChatState(state).rooms.entities, (state: RootState) => selectChatState(state).open],
  byIds,
);

/** Who is typing in a room (newest last). */
export const selectChatTyping = createSelector(
  [(state: RootState) => selectChatState(state).typing, (_state: RootState, roomId: number) => roomId],
  (typing, roomId) => typing.filter((t) => t.roomId === roomId),
);

/** A room is shown: its newest page loads unless its history is already held (live events kept it current). */
export const showChatRoom =
  (roomId: number): AppThunk =>
  (dispatch, getState) => {
    dispatch(chatRoomShown(roomId));
    const { history } = selectChatState(getState());
    if (history.status === 'initial' || history.status === 'error') void dispatch(loadChatHistory({ roomId }));
  };

/** The shown room's messages, oldest first. */
export const selectChatMessages = createSelector(
  [(state: RootState) => selectChatState(state).messages.entities, (state: RootState) => selectChatState(state).history.ids],
  (entities, ids) => ids.map((id) => entities[id]).filter((m): m is ChatMessage => Boolean(m)),
);
