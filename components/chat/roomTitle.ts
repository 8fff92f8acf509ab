import type { ChatRoom } from '@/lib/chat/types';

/**
 * A room's name as its list and header show it: the name given, else the project's, else the
 * other members' names ('' for a chat with nobody else left in it, which the caller names).
 */
export function roomTitle(room: ChatRoom, viewerUid: number): string {
  if (room.name) return room.name;
  if (room.project) return room.project.name;
  return room.members
    .filter((member) => member.uid !== viewerUid)
    .map((member) => member.username)
    .join(', ');
}
