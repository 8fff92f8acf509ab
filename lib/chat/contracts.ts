import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { CHAT_ROOM_KINDS, type ChatMemberSilence, type ChatMessage, type ChatMessagesPage, type ChatRoom, type ChatRoomsPage, type ChatSearchPage, type ChatTotal, type ChatUnread } from './types';

/** What chat's calls answer (lib/contracts); times are unix milliseconds. */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();

const memberContract = z.strictObject({ uid: id, username: z.string(), userslug: z.string(), picture: z.string() });

/** A silence in one room: its end, or null for until lifted. */
const silenceContract = z.strictObject({ until: z.number().int().nullable() });

export const chatMessageContract = contractFor<ChatMessage>()(
  z.strictObject({
    mid: id,
    roomId: id,
    author: memberContract,
    html: z.string(),
    content: z.string(),
    replyTo: z.strictObject({ mid: id, author: memberContract, excerpt: z.string(), deleted: z.boolean() }).nullable(),
    timestamp: z.number().int(),
    edited: z.number().int().nullable(),
    deleted: z.boolean(),
  }),
);

export const chatRoomContract = contractFor<ChatRoom>()(
  z.strictObject({
    id,
    kind: z.enum(CHAT_ROOM_KINDS),
    name: z.string().nullable(),
    project: z.strictObject({ id, name: z.string(), slug: z.string() }).nullable(),
    members: z.array(memberContract),
    memberCount: count,
    joined: z.boolean(),
    unread: count,
    lastMessage: z.strictObject({ mid: id, author: z.string(), excerpt: z.string(), timestamp: z.number().int() }).nullable(),
    canModerate: z.boolean(),
    silence: silenceContract.nullable(),
  }),
);

export const chatRoomsContract = contractFor<ChatRoomsPage>()(
  z.strictObject({ rooms: z.array(chatRoomContract), open: z.array(chatRoomContract), unread: count }),
);

export const chatMessagesContract = contractFor<ChatMessagesPage>()(
  z.strictObject({ room: chatRoomContract, messages: z.array(chatMessageContract), hasMore: z.boolean() }),
);

export const chatSearchContract = contractFor<ChatSearchPage>()(z.strictObject({ messages: z.array(chatMessageContract), hasMore: z.boolean() }));

export const chatUnreadContract = contractFor<ChatUnread>()(z.strictObject({ roomId: id, unread: count, total: count }));

export const chatMemberSilenceContract = contractFor<ChatMemberSilence>()(z.strictObject({ roomId: id, uid: id, silence: silenceContract.nullable() }));

export const chatTotalContract = contractFor<ChatTotal>()(z.strictObject({ unread: count }));
