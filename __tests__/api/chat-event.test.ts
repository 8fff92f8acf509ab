import type { Socket } from 'socket.io-client';
import type { ChatMessageEvent } from '@/lib/chat/types';
import { userRoom } from '@/lib/realtime/events';
import { attachEventRooms } from '../../server/events/realtime';
import { Agent } from '../support/agent';
import { addToGroup, createPublished, DAY, signUpAll, setUpEventsApp, type Json, type Member } from './events-support';
import { v3Error } from './discussions-support';
import { withMemberSocket } from './socket-support';
import { C, ok } from './chat-support';

/**
 * Issue 36, an event's live chat: one room per event, read by whoever may see the event (visitors
 * too) and heard by everyone on its page, written by its hosts and seat holders while it is live,
 * moderated by its hosts; it counts no one's unread messages and is not listed among a member's chats.
 */

const app = setUpEventsApp();

let host: Member, seated: Member, waiting: Member, outsider: Member, moderator: Member;

beforeAll(async () => {
  [host, seated, waiting, outsider, moderator] = await signUpAll(app, 'evchost', 'evcseated', 'evcwaiting', 'evcoutsider', 'evcmod');
  await addToGroup(moderator.uid, 'Global Moderators');
});

const E = '/api/events/v1';

/** A published event with one seat (taken by `seated`; `waiting` on the waitlist), live when `live`. */
async function liveEvent(live = true): Promise<Json> {
  const event = await createPublished(host, { no_of_seats: 1, timestamp: Date.now() + DAY });
  expect((await seated.agent.post(`${E}/event/${event.id}/participant`, {})).status).toBe(200);
  expect((await waiting.agent.post(`${E}/event/${event.id}/participant`, {})).status).toBe(200);
  if (live) expect((await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'live' })).status).toBe(200);
  return event;
}

const send = (by: Member, roomId: number, message: string) => by.agent.post(`${C}/${roomId}/messages`, { message });

describe('issue 36 an event\'s live chat', () => {
  it('is one room per event that visitors read; hosts and seat holders write while it is live, others are refused', async () => {
    const event = await liveEvent();
    const visitor = new Agent(app().url);
    const first = ok(await visitor.get(`${C}/event/${event.id}`));
    expect(first.room).toMatchObject({ kind: 'event', name: event.title, joined: false, canModerate: false });
    expect(first.messages).toEqual([]);
    const roomId = first.room.id as number;
    expect(ok(await seated.agent.get(`${C}/event/${event.id}`)).room.id).toBe(roomId);

    ok(await send(seated, roomId, 'Hello from the front row'));
    ok(await send(host, roomId, 'Welcome, everyone!'));
    expect(v3Error(await send(waiting, roomId, 'Can I say something?'))).toBe('[[error:not-registered]]');
    expect(v3Error(await send(outsider, roomId, 'Me too?'))).toBe('[[error:not-registered]]');
    ok(await send(moderator, roomId, 'Moderators may speak.'));

    const read = ok(await visitor.get(`${C}/${roomId}/messages`));
    expect(read.messages.map((m: Json) => m.content)).toEqual(['Hello from the front row', 'Welcome, everyone!', 'Moderators may speak.']);
    // A visitor reads no other kind of room.
    const direct = ok(await seated.agent.post(C, { uids: [outsider.uid] }));
    expect((await visitor.get(`${C}/${direct.id}/messages`)).status).toBe(401);
    expect(v3Error(await visitor.post(`${C}/${roomId}/messages`, { message: 'hi' }))).toBeDefined();

    // Not among the member's chats, and nobody's unread count moves.
    expect(ok(await seated.agent.get(C)).rooms.map((r: Json) => r.id)).not.toContain(roomId);
    expect(ok(await seated.agent.get(C)).open.map((r: Json) => r.id)).not.toContain(roomId);
    expect(ok(await seated.agent.get(`${C}/unread`))).toEqual({ unread: 0 });
    expect(ok(await host.agent.get(`${C}/unread`))).toEqual({ unread: 0 });
  });

  it('closes when the event is not live; a hidden event\'s chat is no-chat-room', async () => {
    const event = await liveEvent(false);
    const { room } = ok(await seated.agent.get(`${C}/event/${event.id}`));
    expect(v3Error(await send(seated, room.id, 'Too early'))).toBe('[[error:event-chat-closed]]');
    expect((await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'live' })).status).toBe(200);
    ok(await send(seated, room.id, 'Now it is live'));
    expect((await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'ended' })).status).toBe(200);
    expect(v3Error(await send(seated, room.id, 'After the end'))).toBe('[[error:event-chat-closed]]');

    const draft = (await host.agent.post(`${E}/conference`, { title: 'A draft with a chat', timestamp: Date.now() + DAY, duration: 30 })).body;
    expect((await outsider.agent.get(`${C}/event/${draft.id}`)).status).toBe(404);
    const hostView = ok(await host.agent.get(`${C}/event/${draft.id}`));
    expect(v3Error(await outsider.agent.get(`${C}/${hostView.room.id}/messages`))).toBe('[[error:no-chat-room]]');
  });

  it('its hosts moderate it: delete a message and silence its author in the room', async () => {
    const event = await liveEvent();
    const { room } = ok(await seated.agent.get(`${C}/event/${event.id}`));
    const message = ok(await send(seated, room.id, 'Buy my course!'));
    expect(ok(await host.agent.get(`${C}/event/${event.id}`)).room.canModerate).toBe(true);
    expect(ok(await host.agent.delete(`${C}/${room.id}/messages/${message.mid}`))).toMatchObject({ mid: message.mid, deleted: true });
    ok(await host.agent.put(`${C}/${room.id}/members/${seated.uid}/silence`, { minutes: 15 }));
    expect(v3Error(await send(seated, room.id, 'Again'))).toBe('[[error:chat-restricted]]');
  });

  it('everyone on the event page hears its messages once, counted for nobody', async () => {
    const event = await liveEvent();
    const { room } = ok(await host.agent.get(`${C}/event/${event.id}`));
    await withMemberSocket(
      outsider,
      userRoom(outsider.uid),
      async (socket: Socket) => {
        expect(await socket.emitWithAck('event:join', { id: event.id })).toEqual({ joined: true });
        const heard = new Promise<ChatMessageEvent>((resolve) => socket.once('event:chat.message', resolve));
        const sent = ok(await send(seated, room.id, 'Heard by the whole page'));
        expect(await heard).toEqual({ message: sent, counts: false });
      },
      attachEventRooms,
    );
  });
});
