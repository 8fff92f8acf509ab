import { userRoom } from '@/lib/realtime/events';
import { getIo } from '../realtime/io';
import { insertFollowerNotices, type FollowerNotice } from './repository';

/**
 * Following a project (R1.10, DECISIONS "Content": notifications): when a topic is posted (or a
 * draft published) in a project, or an event of a project is first published, each follower of
 * the project gets one notification row (`project-new-topic` / `project-new-event`; never the
 * author or host who did it, never for a hidden project) and their open sockets hear
 * `event:new_notification` at once. The notifications capability lists and counts the rows.
 */
export async function tellProjectFollowers(item: FollowerNotice): Promise<number[]> {
  const told = await insertFollowerNotices(item);
  const io = getIo();
  if (io) {
    const nid = `project-${item.kind}:${item.id}`;
    for (const uid of told) io.to(userRoom(uid)).emit('event:new_notification', { type: `project-new-${item.kind}`, nid, path: item.path });
  }
  return told;
}
