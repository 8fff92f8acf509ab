import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { fetchChatTotal } from '@/services/chat';
import { rootReducer, type RootState } from '../index';
import { isRealtimeEvent } from '../realtime/connection';
import { loggedOut, viewerChanged } from '../sessionActions';
import { createApiThunk } from '../thunks';

/**
 * The member's unread chat messages in all (issue 36), the number the header's chat button shows.
 * Kept apart from the chat pages' slice (./slice.ts) so that the button carries only this: it is
 * injected with the button (loaded after the page, for members) and with the chat pages. Fed by
 * `event:chat.unread`, by the rooms list and by reading a room (both dispatch `chatTotalKnown`),
 * and asked once after the page has loaded (`loadChatTotal`: `GET /api/v3/chats/unread`, one summing statement).
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

export const { chatTotalKnown } = chatUnreadSlice.actions;

/** Unread chat messages in all; null until known. */
export const selectChatTotal = (state: RootState): number | null => injected.selectSlice(state).total;
