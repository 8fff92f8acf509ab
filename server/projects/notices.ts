import { notify } from '../notifications/notify';
import { projectFollowerIds } from '../notifications/repository';
import type { FollowerNotice } from './repository';

/**
 * Following a project (R1.10, DECISIONS "Content": notifications): when a topic is posted (or a
 * draft published) in a project, or an event of a project is first published, each follower of
 * the project gets one notification (`project-new-topic` / `project-new-event`, grouping key
 * `project-{kind}:{id}`, so an item in two followed projects is one; never the author or host who
 * did it, never for a hidden project) through `notify()`, which also honours blocks, mutes and
 * preferences and tells their open sockets. Answers who was told.
 */
export async function tellProjectFollowers(item: FollowerNotice): Promise<number[]> {
  const recipients = await projectFollowerIds(item.projectIds);
  const touched = await notify({
    type: `project-new-${item.kind}`,
    recipients,
    actor: item.actorUid,
    nid: `project-${item.kind}:${item.id}`,
    mergeId: item.projectIds[0] === undefined ? null : `project-new-${item.kind}:${item.projectIds[0]}`,
    object: { type: item.kind, id: item.id, title: item.title },
    path: item.path,
    tid: item.kind === 'topic' ? item.id : null,
  });
  return touched.map((t) => t.uid);
}
