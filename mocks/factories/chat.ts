import type { ChatMember, ChatMessage, ChatMessagesPage, ChatRoom, ChatRoomsPage } from '@/lib/chat/types';

/** Chat's answers (issue 36) as the server gives them, for the client tests. */

export function chatMember(uid: number, username: string): ChatMember {
  return { uid, username, userslug: username, picture: '' };
}

/** A direct chat of the viewer (uid 2, priya) and amara, with nothing unread. */
export function chatRoom(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: 7,
    kind: 'direct',
    name: null,
    project: null,
    members: [chatMember(2, 'priya'), chatMember(5, 'amara')],
    memberCount: 2,
    joined: true,
    unread: 0,
    lastMessage: null,
    canModerate: false,
    silence: null,
    ...overrides,
  };
}

/** A message in room 7 by amara, sent `ageMs` before now. */
export function chatMessage(mid: number, overrides: Partial<ChatMessage> = {}, ageMs = 60_000): ChatMessage {
  const text = overrides.content ?? `Message ${mid}`;
  return {
    mid,
    roomId: 7,
    author: chatMember(5, 'amara'),
    html: `<p>${text}</p>`,
    content: text,
    replyTo: null,
    timestamp: Date.now() - ageMs,
    edited: null,
    deleted: false,
    ...overrides,
  };
}

export function chatRoomsPage(rooms: ChatRoom[], open: ChatRoom[] = [], unread = rooms.reduce((sum, r) => sum + r.unread, 0)): ChatRoomsPage {
  return { rooms, open, unread };
}

export function chatMessagesPage(messages: ChatMessage[], hasMore = false, room: ChatRoom = chatRoom()): ChatMessagesPage {
  return { room, messages, hasMore };
}
