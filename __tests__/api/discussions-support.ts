import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { setUpTestApp, type TestApp } from '../support/testApp';

/**
 * Shared steps of the discussions write tests (not a test file itself). Each test file runs its
 * own app and database; members are real accounts signed up and consented through the API.
 */

// Response bodies are checked field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API
export type Json = any;

export interface Member {
  agent: Agent;
  uid: number;
  username: string;
}

/** The test app of one discussions test file (its own app and database). */
export function setUpDiscussionsApp(): () => TestApp {
  // The test app runs in this process: a high posting limit keeps these tests clear of it.
  process.env.POST_RATE_LIMIT = '10000';
  return setUpTestApp();
}

export async function signUp(app: () => TestApp, username: string, options: { newMember?: boolean } = {}): Promise<Member> {
  // These files need more members than one address may sign up in an hour.
  await getDb().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'signup-ip:%'`);
  const agent = new Agent(app().url);
  const config = await agent.signUpComplete(username, undefined, options);
  return { agent, uid: config.uid, username };
}

/** Signs these members up in order: the first account of a fresh database is the administrator. */
export async function signUpAll(app: () => TestApp, ...usernames: string[]): Promise<Member[]> {
  const members: Member[] = [];
  for (const username of usernames) members.push(await signUp(app, username));
  return members;
}

/** A signed-in, consented member in no group at all (canPost false, R4.14). */
export async function removeGroups(uid: number): Promise<void> {
  await getDb().execute(sql`DELETE FROM group_members WHERE uid = ${uid}`);
}

export async function addToGroup(uid: number, group: string): Promise<void> {
  await getDb().execute(sql`INSERT INTO group_members (group_name, uid) VALUES (${group}, ${uid}) ON CONFLICT DO NOTHING`);
}

/** One row of a query, for checking stored state. */
export async function row(query: ReturnType<typeof sql>): Promise<Json> {
  const result = await getDb().execute(query);
  return result.rows[0];
}

export async function rows(query: ReturnType<typeof sql>): Promise<Json[]> {
  return (await getDb().execute(query)).rows;
}

let titles = 0;

/** A valid topic body; override any field. */
export function topicInput(overrides: Record<string, unknown> = {}) {
  titles += 1;
  return {
    title: `How do I build the project number ${titles}?`,
    content: 'I tried the steps in the readme but the build fails with an error.',
    tags: ['build', 'help'],
    postType: 'faq',
    ...overrides,
  };
}

/** Creates a topic through the API and answers the TopicData. */
export async function createTopic(member: Member, overrides: Record<string, unknown> = {}): Promise<Json> {
  const reply = await member.agent.post('/api/v3/topics', topicInput(overrides));
  if (reply.status !== 200) throw new Error(`create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.response;
}

/** Replies through the API and answers the new post. */
export async function replyTo(member: Member, tid: number, body: Record<string, unknown> = {}): Promise<Json> {
  const reply = await member.agent.post(`/api/v3/topics/${tid}`, { content: 'A reply with enough words.', ...body });
  if (reply.status !== 200) throw new Error(`reply failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.response;
}

/** The v3 error message of a reply, e.g. `[[error:self-vote]]`. */
export const v3Error = (reply: { body: Json }) => reply.body?.status?.message;

export async function topicCounts(tid: number): Promise<{ postcount: number; postercount: number }> {
  return row(sql`SELECT postcount, postercount FROM topics WHERE tid = ${tid}`);
}

export async function postRow(pid: number): Promise<Json> {
  return row(sql`SELECT pid, tid, uid, to_pid AS "toPid", qid, replies, upvotes, aid, deleted, content FROM posts WHERE pid = ${pid}`);
}

export async function userRow(uid: number): Promise<{ postcount: number; reputation: number }> {
  return row(sql`SELECT postcount, reputation FROM users WHERE uid = ${uid}`);
}
