import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { windowExpiredError } from '@/lib/discussions/windows';
import { addToGroup, createTopic, replyTo, row, setUpDiscussionsApp, signUpAll, v3Error } from './discussions-support';
import type { Member } from './discussions-support';

/**
 * Issue 35, edit and delete windows: a member edits their post within POST_EDIT_WINDOW seconds of
 * posting and deletes it within POST_DELETE_WINDOW (0: no limit); after that the server answers
 * the catalogue's `post-edit-duration-expired*` / `post-delete-duration-expired*` key with the
 * window. Moderators are never held to them; restoring is not deleting. The configuration every
 * page carries says the windows.
 */

const app = setUpDiscussionsApp();

let moderator: Member, author: Member;

beforeAll(async () => {
  [, moderator, author] = await signUpAll(app, 'winadmin', 'winmod', 'winauthor');
  await addToGroup(moderator.uid, 'Global Moderators');
});

beforeEach(() => {
  process.env.POST_EDIT_WINDOW = String(2 * 3600 + 30 * 60);
  process.env.POST_DELETE_WINDOW = '600';
});

afterAll(() => {
  delete process.env.POST_EDIT_WINDOW;
  delete process.env.POST_DELETE_WINDOW;
});

/** Makes a post (and, for a main post, its topic) as old as `seconds`. */
async function age(pid: number, tid: number, seconds: number): Promise<void> {
  await getDb().execute(sql`UPDATE posts SET created_at = now() - make_interval(secs => ${seconds}) WHERE pid = ${pid}`);
  await getDb().execute(sql`UPDATE topics SET created_at = now() - make_interval(secs => ${seconds}) WHERE tid = ${tid} AND main_pid = ${pid}`);
}

describe('issue 35 edit and delete windows', () => {
  it('the author edits within the window; after it, post-edit-duration-expired-hours-minutes with the window; a moderator still edits', async () => {
    const topic = await createTopic(author);
    const reply = await replyTo(author, topic.tid);
    expect((await author.agent.put(`/api/v3/posts/${reply.pid}`, { content: 'Edited in time, with words.' })).status).toBe(200);

    await age(reply.pid, topic.tid, 3 * 3600);
    const late = await author.agent.put(`/api/v3/posts/${reply.pid}`, { content: 'Edited too late, with words.' });
    expect(late.status).toBe(400);
    expect(v3Error(late)).toBe('[[error:post-edit-duration-expired-hours-minutes, 2, 30]]');
    expect((await row(sql`SELECT content FROM posts WHERE pid = ${reply.pid}`)).content).toBe('Edited in time, with words.');
    expect((await moderator.agent.put(`/api/v3/posts/${reply.pid}`, { content: 'A moderator fixes a link.' })).status).toBe(200);
  });

  it('the author deletes within the window; after it, post-delete-duration-expired-minutes; restoring what they deleted is not held', async () => {
    const topic = await createTopic(author);
    const early = await replyTo(author, topic.tid);
    expect((await author.agent.delete(`/api/v3/posts/${early.pid}/state`)).status).toBe(200);
    await age(early.pid, topic.tid, 3600);
    expect((await author.agent.put(`/api/v3/posts/${early.pid}/state`)).status).toBe(200);

    const late = await replyTo(author, topic.tid);
    await age(late.pid, topic.tid, 3600);
    for (const refused of [await author.agent.delete(`/api/v3/posts/${late.pid}/state`), await author.agent.delete(`/api/v3/posts/${late.pid}`)]) {
      expect(refused.status).toBe(400);
      expect(v3Error(refused)).toBe('[[error:post-delete-duration-expired-minutes, 10]]');
    }
    await age(topic.mainPid, topic.tid, 3600);
    expect(v3Error(await author.agent.delete(`/api/v3/topics/${topic.tid}/state`))).toBe('[[error:post-delete-duration-expired-minutes, 10]]');
    expect((await moderator.agent.delete(`/api/v3/posts/${late.pid}/state`)).status).toBe(200);
  });

  it('0 is no limit; the configuration says the windows', async () => {
    process.env.POST_EDIT_WINDOW = '0';
    const topic = await createTopic(author);
    await age(topic.mainPid, topic.tid, 400 * 86_400);
    const edited = await author.agent.put(`/api/v3/posts/${topic.mainPid}`, { title: 'A year later, still editable', content: 'The main post, edited a year later with enough words.' });
    expect(edited.status).toBe(200);
    expect((await author.agent.config()).postWindows).toEqual({ edit: 0, delete: 600 });
  });

  it('each window is worded in its largest unit and the next', () => {
    expect(windowExpiredError('edit', 45)).toEqual({ key: 'post-edit-duration-expired', args: [45] });
    expect(windowExpiredError('edit', 90)).toEqual({ key: 'post-edit-duration-expired-minutes-seconds', args: [1, 30] });
    expect(windowExpiredError('delete', 3600)).toEqual({ key: 'post-delete-duration-expired-hours', args: [1] });
    expect(windowExpiredError('edit', 60 * 86_400)).toEqual({ key: 'post-edit-duration-expired-days', args: [60] });
    expect(windowExpiredError('delete', 86_400 + 7200)).toEqual({ key: 'post-delete-duration-expired-days-hours', args: [1, 2] });
  });
});
