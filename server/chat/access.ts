import type { Viewer } from '../users/viewer';
import type { RoomView } from './repository';

/**
 * Who reads a chat room (issue 36; docs/features/chat.md), the one rule for the room's calls
 * (./service.ts `readableRoom`) and for whom its mentions notify (./mentions.ts): a direct chat
 * only its members; a project or public room every signed-in member, the room of a hidden project
 * only moderators and administrators.
 */
export const mayRead = (viewer: Pick<Viewer, 'isModerator'>, view: RoomView): boolean =>
  view.room.kind === 'direct' ? view.joined : !view.project?.hidden || viewer.isModerator;
