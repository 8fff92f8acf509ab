import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { deleteUnusedUploads } from '../../server/discussions/repository';
import { rasterizeSvg } from '../../server/discussions/card';
import { Agent } from '../support/agent';
import { createPublished } from './events-support';
import { addToGroup, createTopic, removeGroups, replyTo, row, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';

// Uploaded logos go to a directory of this file's own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'projects-test-'));
process.env.DATA_DIR = dataDir;
process.env.UPLOAD_RATE_LIMIT = '1000';
// The posting budget has its own test; the others add projects freely.
process.env.POST_RATE_LIMIT = '10000';

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, owner: Member, alice: Member, bob: Member, nogroup: Member;
let visitor: Agent;

beforeAll(async () => {
  [admin, moderator, owner, alice, bob, nogroup] = await signUpAll(app, 'pradmin', 'prmod', 'prowner', 'pralice', 'prbob', 'prnogroup');
  await addToGroup(moderator.uid, 'Global Moderators');
  await removeGroups(nogroup.uid);
  visitor = new Agent(app().url);
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const P = '/api/projects/v1';
const S = '/api/events/v1/search';

let names = 0;
/** A valid create body with a fresh name; override any field. */
function projectInput(overrides: Record<string, unknown> = {}) {
  names += 1;
  return {
    name: `Sample Project ${names}`,
    description: 'A **fast** toolkit.\n\n<script>alert(1)</script>',
    repository_url: 'https://github.com/example/sample',
    website: 'https://sample.example',
    licence: 'MIT',
    language: 'TypeScript',
    tags: ['CLI', 'tooling'],
    ...overrides,
  };
}

async function createProject(member: Member, overrides: Record<string, unknown> = {}): Promise<Json> {
  const reply = await member.agent.post(`${P}/project`, projectInput(overrides));
  if (reply.status !== 200) throw new Error(`create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

describe('R1.10 POST /api/projects/v1/project (add a project)', () => {
  it('R1.10 a member adds a project: every field stored, the description sanitised, the slug from the name, the creator its one maintainer', async () => {
    const reply = await owner.agent.post(`${P}/project`, projectInput({ name: 'Harbour Kit' }));
    expect(reply.status).toBe(200);
    const project = reply.body;
    expect(project).toMatchObject({
      name: 'Harbour Kit',
      slug: 'harbour-kit',
      url: `/projects/${project.id}/harbour-kit`,
      repository_url: 'https://github.com/example/sample',
      website: 'https://sample.example',
      licence: 'MIT',
      language: 'TypeScript',
      tags: ['cli', 'tooling'],
      logo: '',
      hidden: false,
      follower_count: 0,
      topic_count: 0,
      is_following: false,
      is_maintainer: true,
      can_edit: true,
      created_by: { uid: owner.uid, username: 'prowner' },
      maintainers: [{ uid: owner.uid, username: 'prowner' }],
    });
    expect(project.description).toContain('<strong>fast</strong>');
    expect(project.description).not.toContain('<script');
    expect(project.descriptionRaw).toContain('**fast**');
    const seen = await alice.agent.get(`${P}/project/${project.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ is_maintainer: false, can_edit: false });
    expect(seen.body.descriptionRaw).toBeUndefined();
  });

  it('R1.10 visitors and members who may not post are refused', async () => {
    const body = projectInput();
    expect((await visitor.post(`${P}/project`, body)).body).toEqual({ error: '[[error:not-logged-in]]' });
    const refused = await nogroup.agent.post(`${P}/project`, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: '[[error:no-privileges]]' });
  });

  it('R1.10 a name in use (in any case) or a slug in use is refused with its catalogue key', async () => {
    const first = await createProject(owner, { name: 'Unique Name' });
    const sameName = await alice.agent.post(`${P}/project`, projectInput({ name: 'unique NAME', slug: 'other-slug' }));
    expect(sameName.status).toBe(400);
    expect(sameName.body).toEqual({ error: '[[error:project-name-taken]]' });
    const sameSlug = await alice.agent.post(`${P}/project`, projectInput({ name: 'Another name', slug: first.slug }));
    expect(sameSlug.body).toEqual({ error: '[[error:project-slug-taken]]' });
    const both = await Promise.all([1, 2, 3].map(() => alice.agent.post(`${P}/project`, projectInput({ name: 'Raced Name' }))));
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect(both.filter((r) => r.status === 400).map((r) => r.body.error)).toEqual(expect.arrayContaining(['[[error:project-name-taken]]']));
  });

  it('R1.10 adding a project shares the posting budget: too-many-posts past POST_RATE_LIMIT a minute', async () => {
    const [fast] = await signUpAll(app, 'prfast');
    process.env.POST_RATE_LIMIT = '2';
    try {
      await createProject(fast!);
      await createProject(fast!);
      const refused = await fast!.agent.post(`${P}/project`, projectInput());
      expect([refused.status, refused.body]).toEqual([429, { error: '[[error:too-many-posts, 60]]' }]);
    } finally {
      process.env.POST_RATE_LIMIT = '10000';
    }
  });

  it('R1.10 fields are checked: slug form, addresses, tags, name length', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ slug: 'Not A Slug!' }, '[[error:invalid-project-slug]]'],
      [{ name: '!!!' }, '[[error:invalid-project-slug]]'],
      [{ repository_url: 'javascript:alert(1)' }, '[[error:invalid-url]]'],
      [{ website: 'ftp://example.com' }, '[[error:invalid-url]]'],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, '[[error:too-many-tags, 5]]'],
      [{ tags: ['x'] }, '[[error:tag-too-short, 2]]'],
      [{ name: 'x' }, '[[error:field-too-short, name, 2]]'],
    ];
    for (const [body, error] of cases) {
      const reply = await owner.agent.post(`${P}/project`, projectInput(body));
      expect([reply.status, reply.body]).toEqual([400, { error }]);
    }
  });
});

describe('R1.11 reading a project', () => {
  it('R1.11 by id and by slug; unknown ids and slugs are no-project', async () => {
    const project = await createProject(owner);
    expect((await visitor.get(`${P}/project/${project.id}`)).body).toMatchObject({ id: project.id, name: project.name });
    expect((await visitor.get(`${P}/slug/${project.slug}`)).body).toMatchObject({ id: project.id });
    for (const url of [`${P}/project/999999`, `${P}/project/abc`, `${P}/project/99999999999`, `${P}/slug/nothing-here`]) {
      const reply = await visitor.get(url);
      expect([reply.status, reply.body]).toEqual([404, { error: '[[error:no-project]]' }]);
    }
  });
});

describe('R1.11 editing a project', () => {
  it('R1.11 maintainers edit; other members are refused; moderators and administrators edit any project', async () => {
    const project = await createProject(owner);
    const edited = await owner.agent.put(`${P}/project/${project.id}`, { description: 'Now *better*', licence: 'Apache-2.0', tags: ['Rust'] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ licence: 'Apache-2.0', tags: ['rust'], name: project.name });
    expect(edited.body.description).toContain('<em>better</em>');
    const refused = await alice.agent.put(`${P}/project/${project.id}`, { licence: 'GPL' });
    expect([refused.status, refused.body]).toEqual([403, { error: '[[error:no-privileges]]' }]);
    expect((await visitor.put(`${P}/project/${project.id}`, { licence: 'GPL' })).body).toEqual({ error: '[[error:not-logged-in]]' });
    expect((await moderator.agent.put(`${P}/project/${project.id}`, { language: 'Go' })).body).toMatchObject({ language: 'Go', can_edit: true });
    expect((await admin.agent.put(`${P}/project/${project.id}`, { name: 'Renamed By Admin', slug: 'renamed-by-admin' })).body).toMatchObject({
      name: 'Renamed By Admin',
      slug: 'renamed-by-admin',
    });
  });

  it('R1.11 renaming to a name or slug another project has is refused; keeping your own is fine', async () => {
    const a = await createProject(owner);
    const b = await createProject(owner);
    expect((await owner.agent.put(`${P}/project/${b.id}`, { name: a.name.toUpperCase() })).body).toEqual({ error: '[[error:project-name-taken]]' });
    expect((await owner.agent.put(`${P}/project/${b.id}`, { slug: a.slug })).body).toEqual({ error: '[[error:project-slug-taken]]' });
    expect((await owner.agent.put(`${P}/project/${b.id}`, { name: b.name, slug: b.slug })).status).toBe(200);
  });
});

describe('R1.10 hiding a project', () => {
  it('R1.10 moderators hide a project: members and visitors no longer see it anywhere, moderators still do; showing it again restores it', async () => {
    const project = await createProject(owner, { name: 'Hideable Zephyr', tags: ['zephyrtag'] });
    expect((await owner.agent.put(`${P}/project/${project.id}/hidden`)).body).toEqual({ error: '[[error:no-privileges]]' });
    const hidden = await moderator.agent.put(`${P}/project/${project.id}/hidden`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.hidden).toBe(true);

    for (const who of [visitor, alice.agent, owner.agent]) {
      expect((await who.get(`${P}/project/${project.id}`)).status).toBe(404);
      expect((await who.get(`${P}/slug/${project.slug}`)).status).toBe(404);
      expect((await who.get(`${P}/projects?tags=zephyrtag`)).body.projects).toEqual([]);
      expect((await who.get(`${S}?type=project&term=zephyr`)).body.results[0].hits).toEqual([]);
      expect((await who.get(`${P}/project/${project.id}/feed`)).status).toBe(404);
    }
    expect((await alice.agent.put(`${P}/project/${project.id}/follow`)).body).toEqual({ error: '[[error:no-project]]' });
    expect((await moderator.agent.get(`${P}/project/${project.id}`)).body).toMatchObject({ hidden: true });
    expect((await admin.agent.get(`${P}/projects?tags=zephyrtag`)).body.projects.map((p: Json) => p.id)).toEqual([project.id]);
    expect((await moderator.agent.get(`${S}?type=project&term=zephyr`)).body.results[0].hits.map((h: Json) => h.document.id)).toEqual([project.id]);

    expect((await moderator.agent.delete(`${P}/project/${project.id}/hidden`)).body.hidden).toBe(false);
    expect((await visitor.get(`${P}/project/${project.id}`)).status).toBe(200);
  });
});

describe('R1.10 a project’s topic count', () => {
  it('R1.10 counts only published, not deleted topics: a draft counts once published, a deleted topic no more, a restored one again', async () => {
    const project = await createProject(owner);
    const count = async () => (await visitor.get(`${P}/project/${project.id}`)).body.topic_count;
    const listed = async () => (await visitor.get(`${P}/projects?term=${encodeURIComponent(project.name)}`)).body.projects.find((p: Json) => p.id === project.id)?.topic_count;
    const draft = await createTopic(alice, { projects: [project.id], draft: true });
    expect(await count()).toBe(0);
    // A draft is no activity either (the `active` sort).
    expect((await visitor.get(`${P}/project/${project.id}`)).body.last_activity_at).toBe(project.last_activity_at);
    const topic = await createTopic(alice, { projects: [project.id] });
    expect(await count()).toBe(1);
    expect(await listed()).toBe(1);

    await alice.agent.put(`/api/v3/posts/${draft.mainPid}`, { title: draft.title, content: 'Now it is ready for everyone to read.', draft: false });
    expect(await count()).toBe(2);
    expect((await alice.agent.delete(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
    expect(await count()).toBe(1);
    expect((await alice.agent.put(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
    expect(await count()).toBe(2);
    // Moved to no project by an edit: no longer counted.
    await alice.agent.put(`/api/v3/posts/${topic.mainPid}`, { title: topic.title, content: 'Content with enough words to pass.', projects: [] });
    expect(await count()).toBe(1);
    expect(await listed()).toBe(1);
    // Bulk loads refill the feed with its triggers off; the refill recounts.
    await row(sql`UPDATE projects SET topic_count = 99 WHERE id = ${project.id} RETURNING id`);
    await row(sql`SELECT feed_rebuild() AS done`);
    expect(await count()).toBe(1);
  });
});

describe('R1.10 a hidden project in topic labels', () => {
  const labels = (details: Json[]) => details.map((d: Json) => ({ id: d.id, hidden: d.hidden ?? false }));

  it('R1.10 members and visitors no longer see a hidden project in project_details (topic, feed card, post); moderators see it marked hidden', async () => {
    const hiddenOne = await createProject(owner, { name: 'Label Hidden' });
    const shown = await createProject(owner, { name: 'Label Shown' });
    const topic = await createTopic(alice, { projects: [hiddenOne.id, shown.id], postType: 'blog' });
    await moderator.agent.put(`${P}/project/${hiddenOne.id}/hidden`);

    for (const who of [visitor, alice.agent, owner.agent]) {
      const read = await who.get(`/api/topic/${topic.tid}`);
      expect(labels(read.body.project_details)).toEqual([{ id: shown.id, hidden: false }]);
      expect(labels(read.body.posts[0].project_details)).toEqual([{ id: shown.id, hidden: false }]);
      const feed = await who.get('/api/events/v1/search/highlights?sortBy=recent');
      const card = feed.body.results[0].hits.find((h: Json) => h.document.tid === topic.tid)?.document;
      expect(labels(card.project_details)).toEqual([{ id: shown.id, hidden: false }]);
      const projectFeed = await who.get(`${P}/project/${shown.id}/feed`);
      expect(labels(projectFeed.body.results[0].hits[0].document.project_details)).toEqual([{ id: shown.id, hidden: false }]);
    }
    const asModerator = await moderator.agent.get(`/api/topic/${topic.tid}`);
    expect(labels(asModerator.body.project_details)).toEqual([{ id: hiddenOne.id, hidden: true }, { id: shown.id, hidden: false }]);

    // Its author edits the topic without seeing the hidden project: the topic keeps it.
    const edited = await alice.agent.put(`/api/v3/posts/${topic.mainPid}`, { title: 'Edited with a hidden project', content: 'Content with enough words to pass.', projects: [shown.id] });
    expect(edited.status).toBe(200);
    const after = await moderator.agent.get(`/api/topic/${topic.tid}`);
    expect(labels(after.body.project_details)).toEqual([{ id: hiddenOne.id, hidden: true }, { id: shown.id, hidden: false }]);

    await moderator.agent.delete(`${P}/project/${hiddenOne.id}/hidden`);
    expect(labels((await visitor.get(`/api/topic/${topic.tid}`)).body.project_details)).toEqual([{ id: hiddenOne.id, hidden: false }, { id: shown.id, hidden: false }]);
  });

  it('R1.10 an event names a hidden project to moderators only, and its host\'s edit keeps it', async () => {
    const hiddenOne = await createProject(owner, { name: 'Event Hidden' });
    const shown = await createProject(owner, { name: 'Event Shown' });
    const event = await createPublished(alice, { projects: [hiddenOne.id, shown.id] });
    await moderator.agent.put(`${P}/project/${hiddenOne.id}/hidden`);
    for (const reader of [visitor, alice.agent, bob.agent]) {
      expect(labels((await reader.get(`/api/events/v1/event/${event.id}`)).body.project_details)).toEqual([{ id: shown.id, hidden: false }]);
    }
    const asModerator = await moderator.agent.get(`/api/events/v1/event/${event.id}`);
    expect(labels(asModerator.body.project_details)).toEqual([{ id: hiddenOne.id, hidden: true }, { id: shown.id, hidden: false }]);

    // The host edits the event without seeing the hidden project: the event keeps it, in its place.
    expect((await alice.agent.put(`/api/events/v1/event/${event.id}`, { title: 'Edited with a hidden project', projects: [shown.id] })).status).toBe(200);
    const after = await moderator.agent.get(`/api/events/v1/event/${event.id}`);
    expect(labels(after.body.project_details)).toEqual([{ id: hiddenOne.id, hidden: true }, { id: shown.id, hidden: false }]);
  });

  it('R1.10 hiding or showing a project flushes every cached page (its labels show on topics everywhere)', async () => {
    const project = await createProject(owner);
    const listener = new Client({ connectionString: app().databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => {
      if (n.channel === 'page_cache' && n.payload) heard.push(n.payload);
    });
    try {
      await listener.query('LISTEN page_cache');
      await moderator.agent.put(`${P}/project/${project.id}/hidden`);
      await moderator.agent.delete(`${P}/project/${project.id}/hidden`);
      await listener.query('SELECT 1');
      expect(heard).toEqual(['all', 'all']);
    } finally {
      await listener.end();
    }
  });
});

describe('R1.11 maintainers', () => {
  it('R1.11 maintainers add members, who may then edit; others may not manage maintainers; unknown members are no-user', async () => {
    const project = await createProject(owner);
    expect((await alice.agent.post(`${P}/project/${project.id}/maintainers`, { uid: bob.uid })).body).toEqual({ error: '[[error:no-privileges]]' });
    const added = await owner.agent.post(`${P}/project/${project.id}/maintainers`, { uid: alice.uid });
    expect(added.status).toBe(200);
    expect(added.body.maintainers.map((m: Json) => m.uid)).toEqual([owner.uid, alice.uid]);
    expect((await owner.agent.post(`${P}/project/${project.id}/maintainers`, { uid: alice.uid })).body.maintainers).toHaveLength(2);
    expect((await alice.agent.put(`${P}/project/${project.id}`, { language: 'Rust' })).status).toBe(200);
    expect((await owner.agent.post(`${P}/project/${project.id}/maintainers`, { uid: 999999 })).body).toEqual({ error: '[[error:no-user]]' });
    expect((await owner.agent.post(`${P}/project/${project.id}/maintainers`, { uid: 'x' })).status).toBe(400);
    expect((await moderator.agent.post(`${P}/project/${project.id}/maintainers`, { uid: bob.uid })).body.maintainers).toHaveLength(3);
  });

  it('R1.11 a maintainer is removed (themselves too), but never the last one, even when two leave at once', async () => {
    const project = await createProject(owner);
    await owner.agent.post(`${P}/project/${project.id}/maintainers`, { uid: alice.uid });
    const both = await Promise.all([
      owner.agent.delete(`${P}/project/${project.id}/maintainers/${owner.uid}`),
      alice.agent.delete(`${P}/project/${project.id}/maintainers/${alice.uid}`),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body).toEqual({ error: '[[error:project-last-maintainer]]' });
    const left = await row(sql`SELECT count(*)::int AS n FROM project_maintainers WHERE project_id = ${project.id}`);
    expect(left.n).toBe(1);
    const remaining = (await visitor.get(`${P}/project/${project.id}`)).body.maintainers[0].uid;
    const last = remaining === owner.uid ? owner : alice;
    expect((await last.agent.delete(`${P}/project/${project.id}/maintainers/${last.uid}`)).body).toEqual({
      error: '[[error:project-last-maintainer]]',
    });
    expect((await last.agent.delete(`${P}/project/${project.id}/maintainers/${bob.uid}`)).body).toEqual({ error: '[[error:no-user]]' });
  });
});

describe('R1.10 following and My projects', () => {
  it('R1.10 follow and unfollow are idempotent and counted once, even at once', async () => {
    const project = await createProject(owner);
    const follows = await Promise.all([1, 2, 3].map(() => alice.agent.put(`${P}/project/${project.id}/follow`)));
    expect(follows.every((r) => r.status === 200)).toBe(true);
    expect(follows[2]!.body.is_following).toBe(true);
    expect((await bob.agent.put(`${P}/project/${project.id}/follow`)).body).toEqual({ is_following: true, follower_count: 2 });
    expect((await alice.agent.get(`${P}/project/${project.id}`)).body).toMatchObject({ is_following: true, follower_count: 2 });
    expect((await bob.agent.delete(`${P}/project/${project.id}/follow`)).body).toEqual({ is_following: false, follower_count: 1 });
    expect((await bob.agent.delete(`${P}/project/${project.id}/follow`)).body).toEqual({ is_following: false, follower_count: 1 });
    expect((await visitor.put(`${P}/project/${project.id}/follow`)).body).toEqual({ error: '[[error:not-logged-in]]' });
    expect((await alice.agent.put(`${P}/project/424242/follow`)).status).toBe(404);
  });

  it('R1.10 My projects lists the projects the member maintains or follows, and no others', async () => {
    const [x, y, z] = await Promise.all([createProject(bob), createProject(owner), createProject(owner)]);
    await bob.agent.put(`${P}/project/${y.id}/follow`);
    const mine = await bob.agent.get(`${P}/my-projects`);
    expect(mine.status).toBe(200);
    const ids = mine.body.projects.map((p: Json) => p.id);
    expect(ids).toEqual(expect.arrayContaining([x.id, y.id]));
    expect(ids).not.toContain(z.id);
    expect(mine.body).toMatchObject({ page: 1, per_page: 10 });
    expect((await visitor.get(`${P}/my-projects`)).body).toEqual({ error: '[[error:not-logged-in]]' });
  });
});

describe('R1.10 R9.2 the projects list', () => {
  it('R1.10 sorts newest and most followed, filters by tags and term, pages 10 at a time with the found count and tag counts', async () => {
    const made: Json[] = [];
    for (let i = 0; i < 12; i += 1) made.push(await createProject(owner, { tags: ['listtag', i % 2 === 0 ? 'even' : 'odd'] }));
    await alice.agent.put(`${P}/project/${made[3].id}/follow`);
    await bob.agent.put(`${P}/project/${made[3].id}/follow`);
    await bob.agent.put(`${P}/project/${made[5].id}/follow`);

    const newest = (await visitor.get(`${P}/projects?tags=listtag&sort=newest`)).body;
    expect(newest.found).toBe(12);
    expect(newest.per_page).toBe(10);
    expect(newest.projects.map((p: Json) => p.id)).toEqual(made.slice(2).reverse().map((p) => p.id));
    expect(newest.tags).toEqual(expect.arrayContaining([{ value: 'listtag', count: 12 }, { value: 'even', count: 6 }]));
    const second = (await visitor.get(`${P}/projects?tags=listtag&sort=newest&page=2`)).body;
    expect(second.projects.map((p: Json) => p.id)).toEqual([made[1].id, made[0].id]);

    const followed = (await visitor.get(`${P}/projects?tags=listtag&sort=followers`)).body.projects.map((p: Json) => p.id);
    expect(followed.slice(0, 2)).toEqual([made[3].id, made[5].id]);

    const odd = (await visitor.get(`${P}/projects?tags=odd`)).body;
    expect(odd.found).toBe(6);
    const named = (await visitor.get(`${P}/projects?term=${encodeURIComponent(made[7].name)}&sort=newest`)).body.projects.map((p: Json) => p.id);
    expect(named).toContain(made[7].id);
    // Lenient query values: a bad sort or page is the default.
    expect((await visitor.get(`${P}/projects?sort=weird&page=-4&tags=listtag`)).body).toMatchObject({ page: 1, found: 12 });
  });
});

describe('R7.4 R5.4 R9.2 project search (type=project)', () => {
  it('R7.4 answers the spec search shape, 10 per page at most, with highlights; an empty term answers empty (R5.4)', async () => {
    const project = await createProject(owner, { name: 'Quasar Lantern', description: 'Lights up quasar maps.' });
    const reply = await visitor.get(`${S}?type=project&term=quasar&perPage=10`);
    expect(reply.status).toBe(200);
    const result = reply.body.results[0];
    expect(result).toMatchObject({ found: 1, page: 1, request_params: { per_page: 10, q: 'quasar' } });
    expect(result.hits[0].document).toMatchObject({ id: project.id, name: 'Quasar Lantern' });
    expect(result.hits[0].highlights[0]).toEqual({ field: 'name', snippet: '<mark>Quasar</mark> Lantern' });
    expect(result.facet_counts[0].field_name).toBe('tags');
    expect((await visitor.get(`${S}?type=project&term=quasar&perPage=50`)).body.results[0].request_params.per_page).toBe(10);
    expect((await visitor.get(`${S}?type=project&term=quasar&perPage=3`)).body.results[0].request_params.per_page).toBe(3);
    for (const url of [`${S}?type=project`, `${S}?type=project&term=`, `${S}?type=project&term=%20%20`]) {
      const empty = (await visitor.get(url)).body.results[0];
      expect(empty).toMatchObject({ found: 0, hits: [], request_params: { per_page: 10, q: '' } });
    }
  });
});

describe('R5.2 R1.15 a project feed and questions', () => {
  it('R5.2 the feed holds only ama, podcast and blog posts of the project; questions only its faq topics, with tag counts and the found count', async () => {
    const project = await createProject(owner);
    const other = await createProject(owner);
    const projects = [project.id];
    const faq = await createTopic(alice, { projects, postType: 'faq', tags: ['setup', 'help'] });
    await createTopic(alice, { projects, postType: 'faq', tags: ['setup'] });
    const blog = await createTopic(alice, { projects, postType: 'blog' });
    const ama = await createTopic(alice, { projects, postType: 'ama' });
    const podcast = await createTopic(alice, { projects, postType: 'podcast', metaData: { audioUrl: 'https://example.test/e.mp3' } });
    await createTopic(alice, { projects, postType: 'link', metaData: { url: 'https://example.test/a' } });
    await createTopic(alice, { projects: [other.id], postType: 'blog' });

    const tids = (body: Json) => body.results[0].hits.map((h: Json) => h.document.tid).sort();
    const feed = await visitor.get(`${P}/project/${project.id}/feed`);
    expect(feed.status).toBe(200);
    expect(tids(feed.body)).toEqual([blog.tid, ama.tid, podcast.tid].sort());
    expect(tids((await visitor.get(`${P}/project/${project.id}/feed?postType=blog`)).body)).toEqual([blog.tid]);
    expect(tids((await visitor.get(`${P}/project/${project.id}/feed?postType=faq`)).body)).toEqual([blog.tid, ama.tid, podcast.tid].sort());

    const questions = (await visitor.get(`${P}/project/${project.id}/questions`)).body.results[0];
    expect(questions.found).toBe(2);
    expect(questions.hits.every((h: Json) => h.document.postType === 'faq')).toBe(true);
    expect(questions.facet_counts[0].counts).toEqual(expect.arrayContaining([{ value: 'setup', count: 2 }, { value: 'help', count: 1 }]));
    const tagged = (await visitor.get(`${P}/project/${project.id}/questions?tags=help`)).body.results[0];
    expect([tagged.found, tagged.hits[0].document.tid]).toEqual([1, faq.tid]);

    const resources = await visitor.get(`${P}/project/${project.id}/resources/podcast`);
    expect(tids(resources.body)).toEqual([podcast.tid]);
    expect(tids((await visitor.get(`${P}/project/${project.id}/resources/ama`)).body)).toEqual([ama.tid]);
    expect((await visitor.get(`${P}/project/${project.id}/resources/faq`)).body).toEqual({ error: '[[error:not-found]]' });

    expect((await visitor.get(`${P}/project/${project.id}`)).body.topic_count).toBe(6);
    expect((await visitor.get(`${P}/project/999999/questions`)).status).toBe(404);
  });
});

describe('R1.11 a project FAQ from accepted answers', () => {
  it('R1.11 lists the project’s answered questions, most upvoted first, each with its accepted answer; unanswered ones and other projects are left out', async () => {
    const project = await createProject(owner);
    const other = await createProject(owner);
    const answered = async (projects: number[]) => {
      const topic = await createTopic(alice, { projects, postType: 'faq' });
      const answer = await replyTo(bob, topic.tid, { content: `The answer to topic ${topic.tid} is to rebuild.` });
      const accept = await alice.agent.put(`/api/v3/posts/${topic.mainPid}/answer`, { aid: answer.pid, answered: true });
      expect(accept.status).toBe(200);
      return { topic, answer };
    };
    const first = await answered([project.id]);
    const best = await answered([project.id]);
    await owner.agent.put(`/api/v3/posts/${best.topic.mainPid}/vote`, { delta: 1 });
    await answered([other.id]);
    const open = await createTopic(alice, { projects: [project.id], postType: 'faq' });
    await replyTo(bob, open.tid);

    const faq = await visitor.get(`${P}/project/${project.id}/faq`);
    expect(faq.status).toBe(200);
    expect(faq.body.project).toMatchObject({ id: project.id, slug: project.slug, url: project.url });
    expect(faq.body.entries.map((e: Json) => [e.question.pid, e.answer.pid])).toEqual([
      [best.topic.mainPid, best.answer.pid],
      [first.topic.mainPid, first.answer.pid],
    ]);
    expect(faq.body.entries[0].answer.content).toContain(`topic ${best.topic.tid}`);
    expect((await visitor.get(`${P}/project/999999/faq`)).status).toBe(404);
  });
});

describe('R1.10 project logos', () => {
  async function uploadImage(member: Member, data: Buffer, type = 'image/png', filename = 'logo.png'): Promise<string> {
    const form = new FormData();
    form.append('files[]', new Blob([new Uint8Array(data)], { type }), filename);
    const res = await fetch(`${app().url}/api/post/upload`, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', Cookie: member.agent.cookieHeader(), 'X-XSRF-TOKEN': member.agent.csrf! },
    });
    const body = (await res.json()) as Json;
    if (res.status !== 200) throw new Error(`upload failed ${res.status} ${JSON.stringify(body)}`);
    return body[0].url;
  }

  it('R1.10 an uploaded image becomes a 256 px square PNG logo; another member’s upload or an undecodable file is refused', async () => {
    const { png } = await rasterizeSvg('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#1d4ed8"/></svg>', 600);
    const url = await uploadImage(owner, png);
    const project = await createProject(owner, { logo: url });
    expect(project.logo).toMatch(/^\/uploads\/logos\/\d{4}\/[0-9a-f]{32}\.png$/);
    const file = Buffer.from(await (await fetch(`${app().url}${project.logo}`)).arrayBuffer());
    expect(file.subarray(1, 4).toString()).toBe('PNG');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([256, 256]);

    const someoneElses = await alice.agent.post(`${P}/project`, projectInput({ logo: url }));
    expect(someoneElses.body).toEqual({ error: '[[error:invalid-project-logo]]' });
    // A PNG's signature and header, then no picture: the upload takes it, nothing can be drawn from it.
    const junk = await uploadImage(owner, Buffer.concat([png.subarray(0, 33), Buffer.from('not really a picture')]));
    expect((await owner.agent.put(`${P}/project/${project.id}`, { logo: junk })).body).toEqual({ error: '[[error:invalid-project-logo]]' });
    expect((await owner.agent.put(`${P}/project/${project.id}`, { logo: '/uploads/../etc/passwd' })).body).toEqual({
      error: '[[error:invalid-project-logo]]',
    });
    // The sweep of unused uploads keeps the logo while the project shows it, and the source image goes.
    await row(sql`UPDATE uploads SET created_at = now() - interval '2 days' WHERE url IN (${url}, ${project.logo})`);
    const swept = await deleteUnusedUploads(new Date(Date.now() - 24 * 3600 * 1000), 100);
    expect(swept).toContain(url.replace('/uploads/', ''));
    expect(swept).not.toContain(project.logo.replace('/uploads/', ''));
    expect((await owner.agent.put(`${P}/project/${project.id}`, { logo: '' })).body.logo).toBe('');
  });
});

describe('R1.11 page cache notifications of projects', () => {
  it('R1.11 a follow or a description notifies only `project:{id}`; a rename flushes every page (topics show project names)', async () => {
    const project = await createProject(owner);
    const listener = new Client({ connectionString: app().databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => {
      if (n.channel === 'page_cache' && n.payload) heard.push(n.payload);
    });
    try {
      await listener.query('LISTEN page_cache');
      await alice.agent.put(`${P}/project/${project.id}/follow`);
      await owner.agent.put(`${P}/project/${project.id}`, { description: 'Described for the cache' });
      await listener.query('SELECT 1');
      expect(heard).toEqual([`project:${project.id}`, `project:${project.id}`]);
      await owner.agent.put(`${P}/project/${project.id}`, { name: `${project.name} Renamed` });
      await listener.query('SELECT 1');
      expect(heard[2]).toBe('all');
      // A topic in it changes its count: the project's tag (and with it the list page, `projects`).
      await createTopic(alice, { projects: [project.id] });
      await listener.query('SELECT 1');
      expect(heard.slice(3)).toContain(`project:${project.id}`);
      // Its maintainers (shown on its page and the list's card) flush every page.
      heard.length = 0;
      await owner.agent.post(`${P}/project/${project.id}/maintainers`, { uid: bob.uid });
      await listener.query('SELECT 1');
      expect(heard).toEqual(['all']);
    } finally {
      await listener.end();
    }
  });
});

describe('R1.10 bad input never answers a 5xx', () => {
  it('R1.10 junk bodies, ids and query values are client errors', async () => {
    const project = await createProject(owner);
    const attempts = [
      owner.agent.post(`${P}/project`, { name: ['x'] }),
      owner.agent.post(`${P}/project`, { name: 'ok name', tags: 'not-a-list' }),
      owner.agent.post(`${P}/project`, { name: 'ok name', description: 5 }),
      owner.agent.post(`${P}/project`, 'text'),
      owner.agent.put(`${P}/project/${project.id}`, { slug: '\u0000' }),
      owner.agent.put(`${P}/project/0`, {}),
      owner.agent.post(`${P}/project/${project.id}/maintainers`, {}),
      owner.agent.delete(`${P}/project/${project.id}/maintainers/abc`),
      visitor.get(`${P}/projects?term=${'x'.repeat(5000)}&tags=${'y,'.repeat(400)}`),
      visitor.get(`${S}?type=project&term=${encodeURIComponent('!!! & | <> ()')}&page=abc&perPage=-1`),
      visitor.get(`${P}/project/${project.id}/feed?postType=${'blog,'.repeat(100)}&page=9999999999`),
      visitor.get(`${P}/slug/${encodeURIComponent('%%%')}`),
    ];
    for (const reply of await Promise.all(attempts)) expect(reply.status).toBeLessThan(500);
  });
});
