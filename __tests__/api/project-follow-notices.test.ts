import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { insertProject } from '../../server/projects/repository';
import { createTopic, rows, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';

/**
 * R1.10 Following a project: a new topic in it, a draft of it published, or an event of it first
 * published gives each follower one notification row (never the author or host, never for a
 * hidden project, once per item however many followed projects it names).
 */

const app = setUpDiscussionsApp();
let author: Member;
let fan: Member;
let bystander: Member;
let project: { id: number };
let second: { id: number };

const noticesOf = (uid: number) =>
  rows(sql`SELECT nid, type, object_type, object_id, body_short, path, read FROM notifications WHERE uid = ${uid} AND type LIKE 'project-new-%' ORDER BY id`);

beforeAll(async () => {
  [, author, fan, bystander] = await signUpAll(app, 'noticeadmin', 'noticeauthor', 'noticefan', 'noticebystander');
  project = await insertProject({ name: 'Notice engine', slug: 'notice-engine' });
  second = await insertProject({ name: 'Notice tools', slug: 'notice-tools' });
  for (const [member, id] of [[fan!, project.id], [fan!, second.id], [author!, project.id]] as const) {
    expect((await member.agent.put(`/api/projects/v1/project/${id}/follow`, {})).status).toBe(200);
  }
});

describe('R1.10 followers of a project hear of its new topics and events', () => {
  it('a new topic in two followed projects is one notice for the follower, none for its author or others', async () => {
    const topic = await createTopic(author!, { title: 'Which storage engine fits a small project?', projects: [project.id, second.id] });
    expect(await noticesOf(fan!.uid)).toEqual([
      {
        nid: `project-topic:${topic.tid}`,
        type: 'project-new-topic',
        object_type: 'topic',
        object_id: topic.tid,
        body_short: 'Which storage engine fits a small project?',
        path: expect.stringMatching(new RegExp(`^/posts/${topic.tid}/`)),
        read: false,
      },
    ]);
    expect(await noticesOf(author!.uid)).toEqual([]);
    expect(await noticesOf(bystander!.uid)).toEqual([]);
  });

  it('a draft tells no one until it is published', async () => {
    const draft = await createTopic(author!, { title: 'A draft about the engine roadmap', projects: [project.id], draft: true });
    expect((await noticesOf(fan!.uid)).map((n: Json) => n.nid)).not.toContain(`project-topic:${draft.tid}`);
    const published = await author!.agent.put(`/api/v3/posts/${draft.mainPid}`, { title: draft.title, content: 'The roadmap for the next two releases.', draft: false });
    expect(published.status).toBe(200);
    expect((await noticesOf(fan!.uid)).map((n: Json) => n.nid)).toContain(`project-topic:${draft.tid}`);
  });

  it('an event of the project tells followers when it is first published, once', async () => {
    const created = await author!.agent.post('/api/events/v1/conference', {
      title: 'Storage engine office hours',
      timestamp: Date.now() + 86_400_000,
      projects: [project.id],
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    const nid = `project-event:${id}`;
    expect((await noticesOf(fan!.uid)).map((n: Json) => n.nid)).not.toContain(nid);
    expect((await author!.agent.put(`/api/events/v1/event/${id}`, { event_status: 'publish' })).status).toBe(200);
    expect((await author!.agent.put(`/api/events/v1/event/${id}`, { event_status: 'unpublish' })).status).toBe(200);
    expect((await author!.agent.put(`/api/events/v1/event/${id}`, { event_status: 'publish' })).status).toBe(200);
    const notices = (await noticesOf(fan!.uid)).filter((n: Json) => n.nid === nid);
    expect(notices).toEqual([expect.objectContaining({ type: 'project-new-event', object_type: 'event', object_id: id, path: expect.stringMatching(new RegExp(`^/events/${id}/`)) })]);
    // The event's discussion topic does not tell them a second time.
    expect((await noticesOf(fan!.uid)).filter((n: Json) => n.type === 'project-new-topic' && n.body_short === 'Storage engine office hours')).toEqual([]);
  });

  it('a hidden project tells no one', async () => {
    await getDb().execute(sql`UPDATE projects SET hidden = true WHERE id = ${second.id}`);
    const topic = await createTopic(author!, { title: 'Only in the hidden project', projects: [second.id] });
    expect((await noticesOf(fan!.uid)).map((n: Json) => n.nid)).not.toContain(`project-topic:${topic.tid}`);
  });
});
