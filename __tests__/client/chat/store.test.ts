import { chatMessage, chatRoom, chatRoomsPage } from '@/mocks/factories/chat';
import { chatFeature, TYPING_SHOWN_MS } from '@/store/chat/listeners';
import { loadChatRooms, selectChatState, selectChatTyping, selectMyChatRooms } from '@/store/chat/slice';
import { selectChatTotal } from '@/store/chat/unread';
import { startStoreFeature } from '@/store/features';
import { realtimeReceived } from '@/store/realtime/connection';
import { loggedOut } from '@/store/sessionActions';
import { sliceStore } from '../support/store';

/** Issue 36: chat's store without a screen: typing goes after a while, an edit replaces, a deletion reaches the replies quoting it. */

afterEach(() => jest.useRealTimers());

describe('issue 36 the chat store', () => {
  it('"is typing" goes TYPING_SHOWN_MS after its last event; a newer event keeps it', async () => {
    jest.useFakeTimers();
    const store = sliceStore();
    store.dispatch(startStoreFeature(chatFeature));
    const typing = () => store.dispatch(realtimeReceived({ event: 'event:chat.typing', payload: { roomId: 7, uid: 5, username: 'amara' } }));
    typing();
    await jest.advanceTimersByTimeAsync(TYPING_SHOWN_MS - 1000);
    typing();
    await jest.advanceTimersByTimeAsync(1500);
    expect(selectChatTyping(store.getState(), 7).map((t) => t.username)).toEqual(['amara']);
    await jest.advanceTimersByTimeAsync(TYPING_SHOWN_MS);
    expect(selectChatTyping(store.getState(), 7)).toEqual([]);
  });

  it('an edit or a deletion replaces the message; a deleted message shows as deleted in the replies quoting it', () => {
    const store = sliceStore();
    const first = chatMessage(1, { content: 'First' });
    const reply = chatMessage(2, { replyTo: { mid: 1, author: first.author, excerpt: 'First', deleted: false } });
    store.dispatch(loadChatRooms.fulfilled(chatRoomsPage([chatRoom()]), 'test'));
    store.dispatch(realtimeReceived({ event: 'event:chat.message', payload: { message: first } }));
    store.dispatch(realtimeReceived({ event: 'event:chat.message', payload: { message: reply } }));
    store.dispatch(realtimeReceived({ event: 'event:chat.edited', payload: { message: { ...first, html: '<p>Fixed</p>', content: 'Fixed', edited: Date.now() } } }));
    expect(selectChatState(store.getState()).messages.entities[1]?.content).toBe('Fixed');
    store.dispatch(realtimeReceived({ event: 'event:chat.edited', payload: { message: { ...first, html: '', content: '', deleted: true } } }));
    expect(selectChatState(store.getState()).messages.entities[2]?.replyTo).toMatchObject({ excerpt: '', deleted: true });
    expect(selectMyChatRooms(store.getState())[0]?.lastMessage?.mid).toBe(2);
  });

  it('signing out forgets the rooms and the total', () => {
    const store = sliceStore();
    store.dispatch(loadChatRooms.fulfilled(chatRoomsPage([chatRoom({ unread: 2 })]), 'test'));
    store.dispatch(realtimeReceived({ event: 'event:chat.unread', payload: { roomId: 7, unread: 2, total: 2 } }));
    expect(selectChatTotal(store.getState())).toBe(2);
    store.dispatch(loggedOut());
    expect(selectMyChatRooms(store.getState())).toEqual([]);
    expect(selectChatTotal(store.getState())).toBeNull();
  });
});
