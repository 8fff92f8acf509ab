import { CHAT_LIMITS, type ChatMember, type ChatMessage, type ChatReplyTo, type ChatRoom, type ChatRoomKind } from '@/lib/chat/types';
import { htmlToText } from '../discussions/markdown';
import type { MemberBrief, MessageWithAuthor, RoomView } from './repository';

/** Chat's rows as the contract shapes them (lib/chat/types.ts). */

const member = (m: MemberBrief): ChatMember => ({ uid: m.uid, username: m.username, userslug: m.userslug, picture: m.picture });

/** Plain text of a message's HTML, cut to `excerptLength` ('' when deleted). */
function excerptOf(html: string, deleted: boolean): string {
  if (deleted) return '';
  const text = htmlToText(html);
  return text.length > CHAT_LIMITS.excerptLength ? `${text.slice(0, CHAT_LIMITS.excerptLength - 1).trimEnd()}…` : text;
}

function replyOf(target: MessageWithAuthor | undefined): ChatReplyTo | null {
  if (!target) return null;
  const deleted = target.message.deletedAt !== null;
  return { mid: target.message.id, author: member(target.author), excerpt: excerptOf(target.message.html, deleted), deleted };
}

/** A message; `replies` holds the messages replied to, by id. */
export function presentMessage({ message, author }: MessageWithAuthor, replies: ReadonlyMap<number, MessageWithAuthor>): ChatMessage {
  const deleted = message.deletedAt !== null;
  return {
    mid: message.id,
    roomId: message.roomId,
    author: member(author),
    html: deleted ? '' : message.html,
    content: deleted ? '' : message.content,
    replyTo: message.replyTo === null ? null : replyOf(replies.get(message.replyTo)),
    timestamp: message.createdAt.getTime(),
    edited: message.editedAt ? message.editedAt.getTime() : null,
    deleted,
  };
}

/** A room as the reader sees it; `canModerate` decided by the service. */
export function presentRoom(view: RoomView, members: MemberBrief[], canModerate: boolean): ChatRoom {
  const { room, lastMessage } = view;
  return {
    id: room.id,
    kind: room.kind as ChatRoomKind,
    name: room.name,
    project: view.project ? { id: view.project.id, name: view.project.name, slug: view.project.slug } : null,
    members: members.map(member),
    memberCount: room.memberCount,
    joined: view.joined,
    unread: view.joined ? view.unread : 0,
    lastMessage: lastMessage
      ? { mid: lastMessage.mid, author: lastMessage.author, excerpt: excerptOf(lastMessage.html, lastMessage.deleted), timestamp: lastMessage.createdAt.getTime() }
      : null,
    canModerate,
    silence: view.silence ? { until: view.silence.until ? view.silence.until.getTime() : null } : null,
  };
}
