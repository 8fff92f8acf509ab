/**
 * Chat (issue 36; docs/features/chat.md): direct messages between members (one to one, or a small
 * group) and rooms (one per project, moderated by its maintainers, and public rooms that
 * administrators open). The server (server/chat), the client (store/chat, components/chat,
 * services/chat.ts) and the realtime events share these shapes. Times are unix milliseconds.
 */

/** `direct`: members chosen by whoever started it; `project`: a project's room; `public`: opened by an administrator. */
export const CHAT_ROOM_KINDS = ['direct', 'project', 'public', 'event'] as const;
export type ChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

export const CHAT_LIMITS = {
  /** Characters of a message's Markdown source. */
  messageMax: 1000,
  /** Characters of a room's name. */
  nameMax: 50,
  /** Members of a direct chat, its starter included. */
  directMembersMax: 20,
  /** Messages per page of a room's history (read backwards). */
  pageSize: 50,
  /** A message can be edited by its author this long after it was sent (seconds). */
  editSeconds: 15 * 60,
  /** A message can be deleted by its author this long after it was sent (seconds); moderators any time. */
  deleteSeconds: 60 * 60,
  /** Characters of the quoted message shown above a reply. */
  excerptLength: 140,
  /** Rooms listed per page in the chat list. */
  roomsPerPage: 50,
  /** Characters a room search's term needs at least (trigram matching, docs/features/chat.md) and may have at most. */
  searchTermMin: 3,
  searchTermMax: 100,
  /** Messages per page of a room search's results (newest first). */
  searchPageSize: 20,
  /** The longest silence in one room a moderator gives with an end (minutes: a year); longer is "until lifted". */
  silenceMinutesMax: 365 * 24 * 60,
} as const;

/** The silences in one room a moderator picks from (minutes; the menu adds "until lifted"). */
export const CHAT_SILENCE_MINUTES = [15, 60, 24 * 60] as const;

/** A member silenced in one room (issue 36): until when, unix ms, or null for until a moderator lifts it. */
export interface ChatSilenceEnd {
  until: number | null;
}

/** A member as chat shows them. */
export interface ChatMember {
  uid: number;
  username: string;
  userslug: string;
  picture: string;
}

/** The message a reply answers, as shown above the reply. */
export interface ChatReplyTo {
  mid: number;
  author: ChatMember;
  /** Plain text of the quoted message, cut to `excerptLength` ('' when it was deleted). */
  excerpt: string;
  deleted: boolean;
}

/** One message. A deleted message keeps its place with no text. */
export interface ChatMessage {
  mid: number;
  roomId: number;
  author: ChatMember;
  /** Rendered and sanitised Markdown ('' when deleted). */
  html: string;
  /** The Markdown as written (its author edits it; '' when deleted). */
  content: string;
  replyTo: ChatReplyTo | null;
  timestamp: number;
  /** When it was last edited, else null. */
  edited: number | null;
  deleted: boolean;
}

/** A room as its members' list shows it. */
export interface ChatRoom {
  id: number;
  kind: ChatRoomKind;
  /** The name given (project and public rooms, named groups); null for an unnamed direct chat (its members name it). */
  name: string | null;
  /** The project of a project room. */
  project: { id: number; name: string; slug: string } | null;
  /** The members of a direct chat (all of them); the first few of a room. */
  members: ChatMember[];
  memberCount: number;
  /** Whether the reader is a member (a project or public room can be read before joining). */
  joined: boolean;
  /** Messages the reader has not read (0 when not joined). */
  unread: number;
  lastMessage: { mid: number; author: string; excerpt: string; timestamp: number } | null;
  /** Whether the reader may delete others' messages here and silence members in it (staff; a project's maintainers in its room). */
  canModerate: boolean;
  /** The reader is silenced in this room (reads, does not send); null when not. */
  silence: ChatSilenceEnd | null;
}

/** `GET /api/v3/chats`: the reader's rooms, latest activity first, and their unread messages in all. */
export interface ChatRoomsPage {
  rooms: ChatRoom[];
  /** Public and project rooms the reader has not joined, to discover (busiest first, at most 20). */
  open: ChatRoom[];
  unread: number;
}

/** `GET /api/v3/chats/{roomId}/messages`: a page of history, oldest first; `hasMore` when older ones exist. */
export interface ChatMessagesPage {
  room: ChatRoom;
  messages: ChatMessage[];
  hasMore: boolean;
}

/** `GET /api/v3/chats/{roomId}/messages/search`: messages matching a term, newest first; `hasMore` when older ones match too. */
export interface ChatSearchPage {
  messages: ChatMessage[];
  hasMore: boolean;
}

/** `GET /api/v3/chats/unread`: the reader's unread messages in all their rooms (the header's count). */
export interface ChatTotal {
  unread: number;
}

/** `PUT` and `DELETE /api/v3/chats/{roomId}/members/{uid}/silence`: the member's silence in the room after the call. */
export interface ChatMemberSilence {
  roomId: number;
  uid: number;
  silence: ChatSilenceEnd | null;
}

/** `PUT /api/v3/chats/{roomId}/read`: the room's and the reader's unread counts after reading. */
export interface ChatUnread {
  roomId: number;
  unread: number;
  total: number;
}

/** Realtime: a message sent, edited or deleted in a room the member belongs to. */
/** Realtime: a message edited or deleted, as it is now. */
export interface ChatEditedEvent {
  message: ChatMessage;
}

/** Realtime: a message sent. */
export interface ChatMessageEvent {
  message: ChatMessage;
  /**
   * Whether the message counts as unread for the room's other members: false in an event's live
   * chat, which is heard by everyone on the event's page and counts for nobody.
   */
  counts: boolean;
}

/** Realtime: a member is typing in a room (sent at most every few seconds per member). */
export interface ChatTypingEvent {
  roomId: number;
  uid: number;
  username: string;
}
