import { z } from 'zod';
import { errorKeyMessage } from '@/lib/errors/keys';
import { lengthAtMost } from '@/lib/errors/validation';
import { dbId, idFilter, pathId } from '@/lib/params';
import { csrfField, line, text } from '@/lib/strings';
import { CHAT_LIMITS } from './types';

/** Input of chat's calls (issue 36; also the source of their OpenAPI description). */

const csrf = { _csrf: csrfField, csrf_token: csrfField };

/** A room in a path (`/api/v3/chats/{roomId}`). */
export const chatRoomParams = z.object({ roomId: pathId('no-chat-room') });

/** A project's room in a path (`/api/v3/chats/project/{projectId}`). */
export const chatProjectParams = z.object({ projectId: pathId('no-project') });

/** An event's live chat (`/api/v3/chats/event/{eventId}`). */
export const chatEventParams = z.object({ eventId: pathId('no-event') });

/** A message in a path (`/api/v3/chats/{roomId}/messages/{mid}`). */
export const chatMessageParams = z.object({ roomId: pathId('no-chat-room'), mid: pathId('invalid-mid') });

/** A member of a room in a path (`/api/v3/chats/{roomId}/members/{uid}`). */
export const chatMemberParams = z.object({ roomId: pathId('no-chat-room'), uid: pathId('invalid-uid') });

/**
 * A message's Markdown (the field `message`): not empty, at most `messageMax` characters
 * (`chat-message-too-long` with the bound, lib/errors/validation.ts).
 */
const messageText = text()
  .trim()
  .min(1, { error: errorKeyMessage('invalid-chat-message') })
  .refine(...lengthAtMost('chat-message-too-long', CHAT_LIMITS.messageMax));

/** A room's name (the field `roomName`: `chat-room-name-too-long` with the bound). */
const roomName = line().trim().refine(...lengthAtMost('chat-room-name-too-long', CHAT_LIMITS.nameMax));

/**
 * POST /api/v3/chats: start a direct chat with these members (the starter is added; one other
 * member reuses the pair's chat), optionally named.
 */
export const newChatBody = z.object({
  uids: z.array(dbId).min(1).max(CHAT_LIMITS.directMembersMax - 1),
  roomName: roomName.optional(),
  ...csrf,
});

/** POST /api/v3/admin/chats: an administrator opens a public room. */
export const newPublicRoomBody = z.object({ roomName: line().trim().min(1).refine(...lengthAtMost('chat-room-name-too-long', CHAT_LIMITS.nameMax)), ...csrf });

/** GET /api/v3/chats/{roomId}/messages: the page before message `before` (else the newest). */
export const chatHistoryQuery = z.object({ before: idFilter });

/**
 * GET /api/v3/chats/{roomId}/messages/search: the term (`field-too-short, term, 3` below
 * `searchTermMin` characters, `field-too-long` beyond `searchTermMax`) and the page of matches
 * before message `before` (else the newest).
 */
export const chatSearchQuery = z.object({
  term: line().trim().min(CHAT_LIMITS.searchTermMin).max(CHAT_LIMITS.searchTermMax),
  before: idFilter,
});

/** POST /api/v3/chats/{roomId}/messages: the message and the message it answers, if any. */
export const chatMessageBody = z.object({ message: messageText, replyTo: dbId.optional(), ...csrf });

/** PUT /api/v3/chats/{roomId}/messages/{mid}: the new text. */
export const chatEditBody = z.object({ message: messageText, ...csrf });

/** PUT /api/v3/chats/{roomId}/read: read up to this message (the newest when left out). */
export const chatReadBody = z.object({ mid: dbId.optional(), ...csrf });

/**
 * PUT /api/v3/chats/{roomId}/members/{uid}/silence (issue 36): for how many minutes (1 to
 * `silenceMinutesMax`), or null until a moderator lifts it.
 */
export const chatSilenceBody = z.object({ minutes: z.number().int().min(1).max(CHAT_LIMITS.silenceMinutesMax).nullable(), ...csrf });

/** Writes without a body of their own (join, leave, delete). */
export const chatEmptyBody = z.object({ ...csrf });
