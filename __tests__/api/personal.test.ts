import { Agent } from '../support/agent';
import { createTopic, replyTo, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';
import { createPublished } from './events-support';

/**
 * GET /api/personal (lib/personal): a shared page's personal layer. The configuration is the
 * session's (as GET /api/config; a visitor's session starts here), and the layer holds the
 * member's own state on the items asked about, read by the same rules as the presented items, and
 * only where it differs from a visitor's copy. The member hint cookie follows the session.
 */

const app = setUpDiscussionsApp();
let admin: Member, author: Member, reader: Member;
let topic: Json, reply: Json, deleted: Json, event: Json, project: Json;

beforeAll(async () => {
  [admin, author, reader] = await signUpAll(app, 'layeradmin', 'layerauthor', 'layerreader');
  topic = await createTopic(author);
  reply = await replyTo(reader, topic.tid, { content: 'A reply by the reader, to be voted and saved.' });
  deleted = await replyTo(reader, topic.tid, { content: 'The reader takes this back later.' });
  expect((await reader.agent.delete(`/api/v3/posts/${deleted.pid}/state`)).status).toBe(200);
  expect((await reader.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 })).status).toBe(200);
  expect((await reader.agent.put(`/api/v3/posts/${topic.mainPid}/bookmark`)).status).toBe(200);
  expect((await reader.agent.put(`/api/v3/topics/${topic.tid}/follow`)).status).toBe(200);
  event = await createPublished(admin);
  expect((await reader.agent.post(`/api/events/v1/event/${event.id}/participant`, {})).status).toBe(200);
  expect((await reader.agent.put(`/api/events/v1/event/${event.id}/bookmark`)).status).toBe(200);
  const created = await author.agent.post('/api/projects/v1/project', { name: 'Layered Project', description: 'The **source** of it.' });
  expect(created.status).toBe(200);
  project = created.body;
  expect((await reader.agent.put(`/api/projects/v1/project/${project.id}/follow`, {})).status).toBe(200);
});

const layerQuery = () => `posts=${topic.mainPid},${reply.pid},${deleted.pid}&topics=${topic.tid}&events=${event.id}&projects=${project.id}`;

describe('Issue 33 GET /api/personal: the member state of a shared page', () => {
  it('answers the reader’s votes, saves, follow, privileges, own posts and event role, and their configuration', async () => {
    const answer = await reader.agent.get(`/api/personal?${layerQuery()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { config, layer } = answer.body;
    expect(config).toMatchObject({ loggedIn: true, uid: reader.uid, user: { username: 'layerreader' } });
    expect(config.csrf_token).toBe((await reader.agent.get('/api/config')).body.csrf_token);
    expect(layer.posts[topic.mainPid]).toEqual({ upvoted: true, bookmarked: true });
    // Their own posts: the Markdown source to edit, and what a deleted one said.
    expect(layer.posts[reply.pid]).toEqual({ upvoted: false, bookmarked: false, contentRaw: 'A reply by the reader, to be voted and saved.' });
    expect(layer.posts[deleted.pid]).toMatchObject({ contentRaw: 'The reader takes this back later.', content: expect.stringContaining('takes this back') });
    expect(layer.topics[topic.tid]).toEqual({ isFollowing: true, privileges: { reply: true, pin: false, accept: false, moderate: false } });
    expect(layer.events[event.id]).toEqual({ current_user_role: 'participant', upvoted: false, bookmarked: true });
    expect(layer.projects[project.id]).toEqual({ is_following: true, is_maintainer: false, can_edit: false });
  });

  it('leaves out what is a visitor’s state: the topic author’s layer names only their own post and their privileges', async () => {
    const { layer } = (await author.agent.get(`/api/personal?${layerQuery()}`)).body;
    expect(Object.keys(layer.posts)).toEqual([String(topic.mainPid)]);
    expect(layer.posts[topic.mainPid]).toMatchObject({ upvoted: false, bookmarked: false, contentRaw: expect.any(String) });
    expect(layer.topics[topic.tid]).toEqual({ isFollowing: true, privileges: { reply: true, pin: false, accept: true, moderate: false } });
    expect(layer.events).toEqual({});
    // The project's maintainer may edit it: its source comes with it.
    expect(layer.projects[project.id]).toEqual({ is_following: false, is_maintainer: true, can_edit: true, descriptionRaw: 'The **source** of it.' });
  });

  it('privileges come from what the member is to the topic: maintainers of its first project pin, hosts of its event accept', async () => {
    const projectTopic = await createTopic(reader, { projects: [project.id] });
    const asMaintainer = (await author.agent.get(`/api/personal?topics=${projectTopic.tid}`)).body.layer.topics[projectTopic.tid];
    expect(asMaintainer.privileges).toMatchObject({ pin: true, accept: false });
    // The same rule as the topic's own answer (GET /api/topic/{tid}).
    expect((await author.agent.get(`/api/topic/${projectTopic.tid}`)).body.privileges).toEqual(asMaintainer.privileges);
    // The event’s host (a member, not staff) accepts answers in its discussion.
    const discussed = await createPublished(author, { enable_discussion: true });
    const tid = discussed.comment_tid ?? (await author.agent.get(`/api/events/v1/event/${discussed.id}`)).body.comment_tid;
    expect(tid).toEqual(expect.any(Number));
    const host = (await author.agent.get(`/api/personal?topics=${tid}`)).body.layer.topics[tid];
    expect((await author.agent.get(`/api/topic/${tid}`)).body.privileges).toEqual(host.privileges);
    expect(host.privileges.accept).toBe(true);
    expect((await reader.agent.get(`/api/personal?topics=${tid}`)).body.layer.topics[tid].privileges.accept).toBe(false);
  });

  it("answers a profile's member: whether the reader follows and blocks them, as the profile's own summary says", async () => {
    expect((await reader.agent.put(`/api/v3/users/${author.uid}/follow`)).status).toBe(200);
    expect((await reader.agent.put(`/api/v3/users/${admin.uid}/block`)).status).toBe(400); // staff cannot be blocked (cannot-block-privileged)
    const members = `members=${author.uid},${admin.uid},${reader.uid}`;
    const { layer } = (await reader.agent.get(`/api/personal?${members}`)).body;
    // Only who differs from a visitor's copy (not followed, not blocked), never the reader themselves.
    expect(layer.members).toEqual({ [author.uid]: { viewerFollows: true, blocked: false } });
    const summary = (await reader.agent.get('/api/user/layerauthor/summary')).body;
    expect({ viewerFollows: summary.viewerFollows, blocked: summary.blocked }).toEqual(layer.members[author.uid]);
    expect((await reader.agent.put(`/api/v3/users/${author.uid}/block`)).status).toBe(200);
    // A block ends the follow.
    expect((await reader.agent.get(`/api/personal?${members}`)).body.layer.members[author.uid]).toEqual({ viewerFollows: false, blocked: true });
    expect((await reader.agent.get('/api/user/layerauthor/summary')).body.blocked).toBe(true);
    expect((await reader.agent.delete(`/api/v3/users/${author.uid}/block`)).status).toBe(200);
    expect((await author.agent.get(`/api/personal?${members}`)).body.layer.members).toEqual({});
  });

  it("R3.11: answers the member's choice in an event's polls, as the polls endpoint presents it; nobody else's", async () => {
    const created = await admin.agent.post(`/api/events/v1/poll/event/${event.id}`, { text: 'Which day suits you?', options: ['Monday', 'Friday'] });
    expect(created.status).toBe(200);
    const poll = created.body;
    const other = (await admin.agent.post(`/api/events/v1/poll/event/${event.id}`, { text: 'Which room suits you?', options: ['Small', 'Large'] })).body;
    const friday = poll.options[1].id;
    expect((await reader.agent.put(`/api/events/v1/poll/${poll.id}/vote`, { option_id: friday })).status).toBe(200);
    const polls = `polls=${poll.id},${other.id}`;
    expect((await reader.agent.get(`/api/personal?${polls}`)).body.layer.polls).toEqual({ [poll.id]: friday });
    const presented = (await reader.agent.get(`/api/events/v1/poll/event/${event.id}`)).body.polls;
    expect(presented.map((p: Json) => p.my_vote)).toEqual([friday, null]);
    // Only what differs from a visitor's copy: the author voted in neither.
    expect((await author.agent.get(`/api/personal?${polls}`)).body.layer.polls).toEqual({});
    expect((await new Agent(app().url).get(`/api/personal?${polls}`)).body.layer.polls).toEqual({});
  });

  it('a visitor gets a session and an empty layer, without the member hint', async () => {
    const visitor = new Agent(app().url);
    const answer = await visitor.get(`/api/personal?${layerQuery()}`);
    expect(answer.status).toBe(200);
    expect(answer.body.config).toMatchObject({ loggedIn: false, uid: -1 });
    expect(answer.body.config.csrf_token).not.toBe('');
    expect(answer.body.layer).toEqual({ posts: {}, topics: {}, events: {}, projects: {}, members: {}, polls: {} });
    expect(answer.headers.getSetCookie().join('\n')).not.toContain('community.member=');
  });

  it('keeps the member hint cookie (readable by scripts) in step with the session, and logout clears it', async () => {
    await new Agent(app().url).signUpComplete('layerhinted');
    const fresh = new Agent(app().url);
    await fresh.get('/api/config');
    expect((await fresh.post('/api/v3/utilities/login', { username: 'layerhinted', password: 'correct horse battery' })).status).toBe(200);
    const answer = await fresh.get('/api/personal');
    const cookies = answer.headers.getSetCookie();
    const hint = cookies.find((c) => c.startsWith('community.member='));
    // The first sign-up of this file was the administrator; this one is a member with the system theme.
    expect(hint).toMatch(/^community\.member=member\.system;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    await admin.agent.get('/api/config');
    expect(admin.agent.cookieHeader()).toContain('community.member=staff.system');
    const out = (await fresh.post('/api/logout', {})).headers.getSetCookie();
    expect(out.find((c) => c.startsWith('community.member='))).toMatch(/Max-Age=0/);
  });

  it('refuses a list that is not ids, or longer than its limit', async () => {
    expect((await reader.agent.get('/api/personal?posts=1,x')).status).toBe(400);
    expect((await reader.agent.get('/api/personal?posts=1,,2')).status).toBe(400);
    const many = Array.from({ length: 301 }, (_, i) => i + 1).join(',');
    expect((await reader.agent.get(`/api/personal?posts=${many}`)).status).toBe(400);
    expect((await reader.agent.get('/api/personal?topics=1&other=2')).status).toBe(400);
  });
});
