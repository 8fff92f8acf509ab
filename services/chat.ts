import type { z } from 'zod';
import type { chatMessageBody, newChatBody } from '@/lib/chat/schemas';
import type { ChatMemberSilence, ChatMessage, ChatMessagesPage, ChatRoom, ChatRoomsPage, ChatSearchPage, ChatTotal, ChatUnread } from '@/lib/chat/types';
import { get, send } from './http';

/**
 * Chat's calls (issue 36; docs/features/chat.md): one thin typed function per call, shapes from
 * lib/chat/types.ts. Answers are v3 envelopes, unwrapped by the one axios instance.
 */

type NewChat = Pick<z.input<typeof newChatBody>, 'uids' | 'roomName'>;
type NewMessage = Pick<z.input<typeof chatMessageBody>, 'message' | 'replyTo'>;

const room = (roomId: number) => `/api/v3/chats/${roomId}`;

/** The reader's rooms (latest activity first), the open rooms to join and the unread total. */
export const fetchChatRooms = () => get<ChatRoomsPage>('/api/v3/chats');

/** The reader's unread messages in all their rooms (the header's count). */
export const fetchChatTotal = () => get<ChatTotal>('/api/v3/chats/unread');

/** Starts a direct chat with these members (one other member: the pair's existing chat). */
export const startChat = (body: NewChat) => send<ChatRoom>('post', '/api/v3/chats', body);

/** An administrator opens a public room (joining it). */
export const openPublicRoom = (roomName: string) => send<ChatRoom>('post', '/api/v3/chats/public', { roomName });

/** An event's live chat (issue 36): its room and newest page; visitors too. */
export const fetchEventChat = (eventId: number) => get<ChatMessagesPage>(`/api/v3/chats/event/${eventId}`);

/** A page of a room's history, oldest first: the newest page, or the one before message `before`. */
export const fetchChatMessages = (roomId: number, before?: number) =>
  get<ChatMessagesPage>(`${room(roomId)}/messages`, before === undefined ? undefined : { before });

/** A page of the room's messages holding `term`, newest first: the newest matches, or those before message `before`. */
export const searchChatMessages = (roomId: number, term: string, before?: number) =>
  get<ChatSearchPage>(`${room(roomId)}/messages/search`, before === undefined ? { term } : { term, before });

export const sendChatMessage = (roomId: number, body: NewMessage) => send<ChatMessage>('post', `${room(roomId)}/messages`, body);

export const editChatMessage = (roomId: number, mid: number, message: string) =>
  send<ChatMessage>('put', `${room(roomId)}/messages/${mid}`, { message });

/** Deletes a message; answers it as it is now (deleted, in its place). */
export const deleteChatMessage = (roomId: number, mid: number) => send<ChatMessage>('delete', `${room(roomId)}/messages/${mid}`);

/** Reads the room up to message `mid` (the newest when left out); answers the unread counts. */
export const markChatRead = (roomId: number, mid?: number) => send<ChatUnread>('put', `${room(roomId)}/read`, mid === undefined ? {} : { mid });

/** Joins an open room (a project's or a public one). */
export const joinChatRoom = (roomId: number) => send<ChatRoom>('put', `${room(roomId)}/members`);

/** One room as the reader sees it (their silence in it too). */
export const fetchChatRoom = (roomId: number) => get<ChatRoom>(room(roomId));

/** Silences a member in a room for `minutes` (null: until lifted). */
export const silenceChatMember = (roomId: number, uid: number, minutes: number | null) =>
  send<ChatMemberSilence>('put', `${room(roomId)}/members/${uid}/silence`, { minutes });

/** Lifts a member's silence in a room. */
export const liftChatSilence = (roomId: number, uid: number) => send<ChatMemberSilence>('delete', `${room(roomId)}/members/${uid}/silence`);

/** Leaves a room (`uid`: the reader). */
export const leaveChatRoom = (roomId: number, uid: number) => send<Record<string, never>>('delete', `${room(roomId)}/members/${uid}`);
