import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { fetchChatTotal } from '@/services/chat';
import type { StoreFeature } from '../features';
import { rootReducer, type RootState } from '../index';
import type { AppStartListening } from '../listeners';
import { isRealtimeEvent } from '../realtime/connection';
import { selectUid } from '../selectors';
import { loggedOut, viewerChanged } from '../sessionActions';
import { createApiThunk } from '../thunks';

/**
 * The member's unread chat messages in all (issue 36), the number the header's chat button shows.
 * Kept apart from the chat pages' slice (./slice.ts) so that the button carries only this: it is
 * injected with the button (loaded after the page, for members) and with the chat pages. Asked
 * once after the page has loaded (`loadChatTotal`: `GET /api/v3/chats/unread`, one summing
 * statement), told exactly by the rooms list, by reading a room (both dispatch `chatTotalKnown`)
 * and by `event:chat.unread` (a read on another tab or device), and counted up by one for each
 * message of someone else's heard live (`chatMessageHeard`, from `event:chat.message`: the server
 * sends a message once to all of a room's members, not a count to each).
 */

interface ChatUnreadState {
  /** Unread messages in every room; null until the server said. */
  total: number | null;
}

const initialState = (): ChatUnreadState => ({ total: null });

/** The total, quietly (a failure leaves the badge as it was). */
export const loadChatTotal = createApiThunk('chatUnread/load', async () => (await fetchChatTotal()).unread, { toast: false, report: false });

const chatUnreadSlice = createSlice({
  name: 'chatUnread',
  initialState,
  reducers: {
    /** The server said the total (the rooms list, or reading a room). */
    chatTotalKnown(state, action: PayloadAction<number>) {
      state.total = action.payload;
    },
    /** Someone else's message was heard live in a room of the member's: one more unread. */
    chatMessageHeard(state, _action: PayloadAction<{ roomId: number; mid: number }>) {
      if (state.total !== null) state.total += 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadChatTotal.fulfilled, (state, action) => {
        state.total = action.payload;
      })
      .addCase(loggedOut, () => initialState())
      .addCase(viewerChanged, () => initialState())
      .addMatcher(isRealtimeEvent('event:chat.unread'), (state, action) => {
        const total = action.payload.payload?.total;
        if (typeof total === 'number') state.total = total;
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof chatUnreadSlice> {}
}

const injected = chatUnreadSlice.injectInto(rootReducer);

export const { chatTotalKnown, chatMessageHeard } = chatUnreadSlice.actions;

/** Turns a live message of someone else's into `chatMessageHeard` (the member's own are read; an event's live chat counts for nobody). */
function startChatUnreadListeners(startAppListening: AppStartListening): void {
  const message = isRealtimeEvent('event:chat.message');
  startAppListening({
    matcher: message,
    effect: (action, api) => {
      const event = message(action) ? action.payload.payload : undefined;
      const heard = event?.counts === false ? undefined : event?.message;
      if (heard && heard.author.uid !== selectUid(api.getState())) api.dispatch(chatMessageHeard({ roomId: heard.roomId, mid: heard.mid }));
    },
  });
}

/** Started by whatever shows unread counts: the header's button and the chat pages. */
export const chatUnreadFeature: StoreFeature = { name: 'chatUnread', startListeners: startChatUnreadListeners };

/** Unread chat messages in all; null until known. */
export const selectChatTotal = (state: RootState): number | null => injected.selectSlice(state).total;
