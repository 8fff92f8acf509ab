import type { StoreFeature } from '../features';
import type { AppStartListening } from '../listeners';
import { isRealtimeEvent } from '../realtime/connection';
import { chatTypingExpired, loadChatRooms, selectChatState } from './slice';

/** How long "Amara is typing…" stays after the last typing event. */
export const TYPING_SHOWN_MS = 5000;

/**
 * Store-owned realtime of chat (issue 36): a typing line goes TYPING_SHOWN_MS after its event
 * (a newer event from the same member keeps it), and a message for a room the member's loaded list
 * does not hold yet (someone started a chat with them) loads the list again.
 */
function startChatListeners(startAppListening: AppStartListening): void {
  const typing = isRealtimeEvent('event:chat.typing');
  startAppListening({
    matcher: typing,
    effect: async (action, api) => {
      if (!typing(action) || !action.payload.payload) return;
      const { roomId, uid } = action.payload.payload;
      const heard = selectChatState(api.getState()).typing.find((t) => t.roomId === roomId && t.uid === uid);
      if (!heard) return;
      await api.delay(TYPING_SHOWN_MS);
      api.dispatch(chatTypingExpired({ roomId, uid, at: heard.at }));
    },
  });
  const message = isRealtimeEvent('event:chat.message');
  startAppListening({
    matcher: message,
    effect: async (action, api) => {
      if (!message(action) || !action.payload.payload?.message) return;
      const { list, rooms } = selectChatState(api.getState());
      if (list.status === 'initial' || list.status === 'loading' || rooms.entities[action.payload.payload.message.roomId]) return;
      await api.dispatch(loadChatRooms());
    },
  });
}

export const chatFeature: StoreFeature = { name: 'chat', startListeners: startChatListeners };
