import { emptyAnswer } from '@/lib/contracts';
import { chatMemberSilenceContract, chatMessageContract, chatMessagesContract, chatRoomContract, chatRoomsContract, chatSearchContract, chatTotalContract, chatUnreadContract } from '@/lib/chat/contracts';
import {
  chatEditBody,
  chatEventParams,
  chatEmptyBody,
  chatHistoryQuery,
  chatMemberParams,
  chatMessageBody,
  chatMessageParams,
  chatProjectParams,
  chatReadBody,
  chatRoomParams,
  chatSearchQuery,
  chatSilenceBody,
  newChatBody,
  newPublicRoomBody,
} from '@/lib/chat/schemas';
import { endpoint } from '../http/route';
import * as chat from './service';

/** Chat (issue 36; docs/features/chat.md): rooms, messages, read marks and members; the rules are in ./service. */

const TAG = 'chat';

const ROOM =
  '{id, kind: direct|project|public, name, project ({id, name, slug} of a project room, else null), members ([{uid, username, userslug, ' +
  'picture}]: all of a direct chat, the first few of a room), memberCount, joined, unread, lastMessage ({mid, author, excerpt, timestamp} ' +
  'or null), canModerate, silence ({until: unix ms, or null until lifted} while the reader is silenced in the room, else null)}';
const MESSAGE =
  '{mid, roomId, author: {uid, username, userslug, picture}, html, content (the Markdown as written), replyTo ({mid, author, excerpt, ' +
  "deleted} or null), timestamp, edited (unix ms or null), deleted} ('' html and content when deleted)";

export const chatRoomsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/chats',
  summary:
    `The member's chat rooms, latest activity first (at most 50), the project and public rooms they have not joined (busiest first, at most 20), and their unread messages in all: {rooms: [${ROOM}], open: [...], unread}.`,
  tag: TAG,
  family: 'v3',
  access: 'member',
  response: chatRoomsContract,
  handle: ({ viewer }) => chat.listRooms(viewer),
});

export const chatTotalEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/chats/unread',
  summary: "The member's unread chat messages in all their rooms, the header's count: {unread}. Kept current live by event:chat.unread.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  response: chatTotalContract,
  handle: ({ viewer }) => chat.unreadTotal(viewer),
});

export const startChatEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/chats',
  summary:
    'Start a direct chat with {uids, roomName?} (the starter is added, at most 20 members in all); with one other member the pair\'s chat is ' +
    'answered when there is one. Refused: oneself (cant-chat-with-yourself), an unknown member (no-user), a block either way ' +
    `(chat-user-blocked), an unconfirmed address (email-not-confirmed-chat). Answers the room: ${ROOM}.`,
  tag: TAG,
  family: 'v3',
  access: 'member',
  body: newChatBody,
  response: chatRoomContract,
  handle: ({ body, viewer }) => chat.startDirect(viewer, body),
});

export const openPublicRoomEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/chats/public',
  summary: 'Open a public chat room (administrators: no-privileges for anyone else) named {roomName}; the administrator joins it. Answers the room.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  body: newPublicRoomBody,
  response: chatRoomContract,
  handle: ({ body, viewer }) => chat.openPublicRoom(viewer, body.roomName),
});

export const projectRoomEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/chats/project/{projectId}',
  summary: "A project's chat room, created (named after the project) on the first ask; a project the member may not see is no-project. Answers the room.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: chatProjectParams,
  response: chatRoomContract,
  handle: ({ params, viewer }) => chat.projectRoom(viewer, params.projectId),
});

export const eventRoomEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/chats/event/{eventId}',
  summary:
    "An event's live chat with its newest 50 messages, for whoever may see the event (visitors too; no-event otherwise); the room is " +
    'created, named after the event, on the first ask. Its hosts and seat holders write in it while the event is live (not-registered, ' +
    `event-chat-closed). Answers {room, messages: [${MESSAGE}], hasMore}; its messages are heard live on the event's socket room.`,
  tag: TAG,
  family: 'v3',
  access: 'public',
  params: chatEventParams,
  response: chatMessagesContract,
  handle: ({ params, viewer }) => chat.eventRoom(viewer, params.eventId),
});

export const chatRoomEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/chats/{roomId}',
  summary: "A chat room: a direct chat for its members only (no-chat-room for anyone else), a project's or a public room for every member.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: chatRoomParams,
  response: chatRoomContract,
  handle: ({ params, viewer }) => chat.roomOf(viewer, params.roomId),
});

export const chatHistoryEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/chats/{roomId}/messages',
  summary: `A room's messages, 50 before message ?before= (the newest without), oldest first: {room, messages: [${MESSAGE}], hasMore}. Visitors read events' live chats only (not-logged-in for any other room).`,
  tag: TAG,
  family: 'v3',
  access: 'public',
  params: chatRoomParams,
  query: chatHistoryQuery,
  response: chatMessagesContract,
  handle: ({ params, query, viewer }) => chat.history(viewer, params.roomId, query.before),
});

export const chatSearchEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/chats/{roomId}/messages/search',
  summary:
    "Search a room's history (whoever may read the room): messages whose Markdown holds ?term= (any case; at least 3 characters: " +
    `field-too-short; at most 100), deleted ones never, 20 before message ?before= (the newest without), newest first: {messages: [${MESSAGE}], hasMore}.`,
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: chatRoomParams,
  query: chatSearchQuery,
  response: chatSearchContract,
  handle: ({ params, query, viewer }) => chat.search(viewer, params.roomId, query.term, query.before),
});

export const sendChatMessageEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/chats/{roomId}/messages',
  summary:
    'Send {message (Markdown, at most 1000 characters), replyTo?} to a room; sending into a project or public room joins it. Refused: an ' +
    'unconfirmed address (email-not-confirmed-chat), a silenced member, a block in a direct chat (chat-user-blocked), too many messages a ' +
    'minute (too-many-messages; 10 for new members, 60 for others). Members hear event:chat.message and event:chat.unread. Answers the message.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: chatRoomParams,
  body: chatMessageBody,
  response: chatMessageContract,
  handle: ({ params, body, viewer }) => chat.send(viewer, params.roomId, body),
});

export const editChatMessageEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/chats/{roomId}/messages/{mid}',
  summary:
    'Edit a message: {message}, its author only (cant-edit-chat-message), within 15 minutes of sending (chat-edit-duration-expired); a ' +
    'deleted one is chat-deleted-already. Members hear event:chat.edited. Answers the message.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: chatMessageParams,
  body: chatEditBody,
  response: chatMessageContract,
  handle: ({ params, body, viewer }) => chat.edit(viewer, params.roomId, params.mid, body.message),
});

export const deleteChatMessageEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/chats/{roomId}/messages/{mid}',
  summary:
    "Delete a message (it keeps its place without text): its author within an hour of sending (chat-delete-duration-expired), moderators and a project's " +
    'maintainers in its room any time (cant-delete-chat-message for others). Members hear event:chat.edited. Answers the message as it is now (deleted, without text).',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: chatMessageParams,
  body: chatEmptyBody,
  response: chatMessageContract,
  handle: ({ params, viewer }) => chat.remove(viewer, params.roomId, params.mid),
});

export const readChatEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/chats/{roomId}/read',
  summary:
    "Mark a room read up to {mid?} (the newest when left out): {roomId, unread, total}, the room's and all rooms' unread messages after; the " +
    "member's other tabs and devices hear event:chat.unread.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: chatRoomParams,
  body: chatReadBody,
  response: chatUnreadContract,
  handle: ({ params, body, viewer }) => chat.markRead(viewer, params.roomId, body.mid),
});

export const joinChatEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/chats/{roomId}/members',
  summary: 'Join a project or public room (a direct chat: cant-add-users-to-chat-room). Answers the room.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: chatRoomParams,
  body: chatEmptyBody,
  response: chatRoomContract,
  handle: ({ params, viewer }) => chat.join(viewer, params.roomId),
});

export const leaveChatEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/chats/{roomId}/members/{uid}',
  summary:
    'Leave a room (own uid), or remove a member from a project or public room (moderators, and maintainers in their project\'s room: ' +
    'cant-remove-users-from-chat-room for others); not-in-room when they are not in it. Answers {}.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: chatMemberParams,
  body: chatEmptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => chat.leave(viewer, params.roomId, params.uid),
});

export const silenceChatMemberEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/chats/{roomId}/members/{uid}/silence',
  summary:
    "Silence a member in a project or public room (moderators, and maintainers in their project's room) for {minutes} (1 to 525600), " +
    'or null until lifted, replacing a silence they had: they still read it, their messages to it are chat-restricted, and they cannot ' +
    'leave it meanwhile. Refused: a direct chat or anyone else (no-privileges), a moderator or administrator (cant-mute-other-admins), ' +
    "a project's maintainer by a maintainer (no-privileges), someone not in the room (not-in-room). Answers {roomId, uid, silence: {until}}.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: chatMemberParams,
  body: chatSilenceBody,
  response: chatMemberSilenceContract,
  handle: ({ params, body, viewer }) => chat.silenceMember(viewer, params.roomId, params.uid, body.minutes),
});

export const liftChatSilenceEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/chats/{roomId}/members/{uid}/silence',
  summary: "Lift a member's silence in a room (whoever may silence them there; no silence to lift is no error). Answers {roomId, uid, silence: null}.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: chatMemberParams,
  body: chatEmptyBody,
  response: chatMemberSilenceContract,
  handle: ({ params, viewer }) => chat.liftSilence(viewer, params.roomId, params.uid),
});
