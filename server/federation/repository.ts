import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { eventRegistrations, federationActors, federationFollowers, federationKeys, federationKv, federationObjects, groupMembers, posts, topicProjects, topics, userFollows, users } from '../db/schema';

/**
 * Federation's data (issue 38): Fedify's key–value store and message queue, the local actors'
 * keys and their remote followers. Only this file talks to the database for server/federation.
 */

type Row = Record<string, unknown>;

// ---- key–value store (server/federation/kvStore.ts) -------------------------------------------

export async function kvGet(key: string): Promise<unknown> {
  const [row] = await getDb()
    .select({ value: federationKv.value })
    .from(federationKv)
    .where(and(eq(federationKv.key, key), sql`(${federationKv.expiresAt} IS NULL OR ${federationKv.expiresAt} > now())`));
  return row?.value;
}

export async function kvSet(key: string, value: unknown, expiresAt: Date | null): Promise<void> {
  await getDb()
    .insert(federationKv)
    .values({ key, value, expiresAt })
    .onConflictDoUpdate({ target: federationKv.key, set: { value, expiresAt } });
}

export async function kvDelete(key: string): Promise<void> {
  await getDb().delete(federationKv).where(eq(federationKv.key, key));
}

/**
 * Sets `key` to `value` when it holds `expected` now (undefined: when it is absent or expired), in
 * one statement; answers whether it did.
 */
export async function kvCompareAndSet(key: string, expected: unknown, value: unknown, expiresAt: Date | null): Promise<boolean> {
  const json = JSON.stringify(value);
  if (expected === undefined) {
    const result = await getDb().execute(sql`
      INSERT INTO federation_kv (key, value, expires_at) VALUES (${key}, ${json}::jsonb, ${expiresAt})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
        WHERE federation_kv.expires_at IS NOT NULL AND federation_kv.expires_at <= now()`);
    return (result.rowCount ?? 0) > 0;
  }
  const result = await getDb().execute(sql`
    UPDATE federation_kv SET value = ${json}::jsonb, expires_at = ${expiresAt}
    WHERE key = ${key} AND value = ${JSON.stringify(expected)}::jsonb AND (expires_at IS NULL OR expires_at > now())`);
  return (result.rowCount ?? 0) > 0;
}

/** Entries whose key is `prefix` or starts with it (keys are JSON arrays: `["a","b"` begins both `["a","b"]` and `["a","b","c"]`). */
export async function kvList(prefix: string | null): Promise<Array<{ key: string; value: unknown }>> {
  const open = prefix === null ? null : prefix.slice(0, -1);
  const rows = (
    await getDb().execute(sql`
      SELECT key, value FROM federation_kv
      WHERE (expires_at IS NULL OR expires_at > now())
        AND (${open}::text IS NULL OR key = ${prefix} OR starts_with(key, ${open ?? ''} || ','))
      ORDER BY key COLLATE "C"`)
  ).rows as Row[];
  return rows.map((r) => ({ key: String(r.key), value: r.value }));
}

/** Removes expired entries (the hourly sweep). */
export async function kvSweep(): Promise<number> {
  const result = await getDb().execute(sql`DELETE FROM federation_kv WHERE expires_at IS NOT NULL AND expires_at <= now()`);
  return result.rowCount ?? 0;
}

// ---- message queue (server/federation/queue.ts) -----------------------------------------------

export async function queueInsert(messages: ReadonlyArray<{ message: unknown; orderingKey: string | null; notBefore: Date }>): Promise<void> {
  if (messages.length === 0) return;
  const values = messages.map((m) => sql`(${JSON.stringify(m.message)}::jsonb, ${m.orderingKey}, ${m.notBefore})`);
  await getDb().execute(sql`INSERT INTO federation_queue (message, ordering_key, not_before) VALUES ${sql.join(values, sql`, `)}`);
}

export interface ClaimedMessage {
  id: number;
  message: unknown;
}

/**
 * Claims the oldest due message for `claimMs`, skipping rows another instance holds and any
 * message with an older one of its ordering key still queued.
 */
export async function queueClaim(claimMs: number): Promise<ClaimedMessage | null> {
  const rows = (
    await getDb().execute(sql`
      UPDATE federation_queue SET claimed_until = now() + ${claimMs} * interval '1 millisecond'
      WHERE id = (
        SELECT q.id FROM federation_queue q
        WHERE q.not_before <= now() AND (q.claimed_until IS NULL OR q.claimed_until < now())
          AND (q.ordering_key IS NULL OR NOT EXISTS (
            SELECT 1 FROM federation_queue o WHERE o.ordering_key = q.ordering_key AND o.id < q.id))
        ORDER BY q.not_before, q.id
        FOR UPDATE SKIP LOCKED
        LIMIT 1)
      RETURNING id, message`)
  ).rows as Row[];
  const row = rows[0];
  return row ? { id: Number(row.id), message: row.message } : null;
}

export async function queueDelete(id: number): Promise<void> {
  await getDb().execute(sql`DELETE FROM federation_queue WHERE id = ${id}`);
}

/** When the next message is due (ms), or null with none queued. */
export async function queueNextDue(): Promise<number | null> {
  const rows = (await getDb().execute(sql`SELECT min(not_before) AS at FROM federation_queue WHERE claimed_until IS NULL OR claimed_until < now()`)).rows as Row[];
  const at = rows[0]?.at;
  return at ? new Date(String(at instanceof Date ? at.toISOString() : at)).getTime() : null;
}

export async function queueDepth(): Promise<{ queued: number; ready: number }> {
  const rows = (await getDb().execute(sql`SELECT count(*)::int AS queued, count(*) FILTER (WHERE not_before <= now())::int AS ready FROM federation_queue`)).rows as Row[];
  return { queued: Number(rows[0]?.queued ?? 0), ready: Number(rows[0]?.ready ?? 0) };
}

// ---- keys and followers ------------------------------------------------------------------------

export interface StoredKeyPair {
  algorithm: string;
  privateJwk: JsonWebKey;
  publicJwk: JsonWebKey;
}

export async function keysOf(actor: string): Promise<StoredKeyPair[]> {
  const rows = await getDb()
    .select({ algorithm: federationKeys.algorithm, privateJwk: federationKeys.privateJwk, publicJwk: federationKeys.publicJwk })
    .from(federationKeys)
    .where(eq(federationKeys.actor, actor))
    .orderBy(federationKeys.createdAt);
  return rows.map((r) => ({ algorithm: r.algorithm, privateJwk: r.privateJwk as JsonWebKey, publicJwk: r.publicJwk as JsonWebKey }));
}

/** Stores a pair unless the actor has one of that algorithm already (two instances at once: the first wins). */
export async function insertKeyPair(actor: string, pair: StoredKeyPair): Promise<void> {
  await getDb()
    .insert(federationKeys)
    .values({ actor, algorithm: pair.algorithm, privateJwk: pair.privateJwk, publicJwk: pair.publicJwk })
    .onConflictDoNothing();
}

export interface FollowerRow {
  actorIri: string;
  inbox: string;
  sharedInbox: string | null;
}

export async function addFollower(localActor: string, follower: FollowerRow & { followIri: string }): Promise<void> {
  await getDb()
    .insert(federationFollowers)
    .values({ localActor, ...follower })
    .onConflictDoUpdate({
      target: [federationFollowers.localActor, federationFollowers.actorIri],
      set: { inbox: follower.inbox, sharedInbox: follower.sharedInbox, followIri: follower.followIri },
    });
}

export async function removeFollower(localActor: string, actorIri: string): Promise<boolean> {
  const removed = await getDb()
    .delete(federationFollowers)
    .where(and(eq(federationFollowers.localActor, localActor), eq(federationFollowers.actorIri, actorIri)))
    .returning({ id: federationFollowers.id });
  return removed.length > 0;
}

/** A page of an actor's followers, newest first, after the row `cursor` (an id) when given. */
export async function followersOf(localActor: string, limit: number, cursor: number | null): Promise<Array<FollowerRow & { id: number }>> {
  return getDb()
    .select({ id: federationFollowers.id, actorIri: federationFollowers.actorIri, inbox: federationFollowers.inbox, sharedInbox: federationFollowers.sharedInbox })
    .from(federationFollowers)
    .where(and(eq(federationFollowers.localActor, localActor), cursor === null ? undefined : sql`${federationFollowers.id} < ${cursor}`))
    .orderBy(desc(federationFollowers.id))
    .limit(limit);
}

export async function countFollowers(localActor: string): Promise<number> {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(federationFollowers).where(eq(federationFollowers.localActor, localActor));
  return row?.n ?? 0;
}

// ---- what a member has published ---------------------------------------------------------------

/** A member's newest published topics (ids; visibility is the topic reads' rule, checked by the caller). */
export async function recentTopicIdsOf(uid: number, limit: number): Promise<number[]> {
  const rows = await getDb()
    .select({ tid: topics.tid })
    .from(topics)
    .where(and(eq(topics.uid, uid), eq(topics.deleted, false), eq(topics.draft, false)))
    .orderBy(desc(topics.tid))
    .limit(limit);
  return rows.map((r) => r.tid);
}

export async function countTopicsOf(uid: number): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(topics)
    .where(and(eq(topics.uid, uid), eq(topics.deleted, false), eq(topics.draft, false)));
  return row?.n ?? 0;
}

/** A project's newest published topics (ids; visibility is the topic reads' rule, checked by the caller). */
export async function recentProjectTopicIds(projectId: number, limit: number): Promise<number[]> {
  const rows = await getDb()
    .select({ tid: topics.tid })
    .from(topicProjects)
    .innerJoin(topics, eq(topics.tid, topicProjects.tid))
    .where(and(eq(topicProjects.projectId, projectId), eq(topics.deleted, false), eq(topics.draft, false)))
    .orderBy(desc(topics.tid))
    .limit(limit);
  return rows.map((r) => r.tid);
}

/** Whom a local member follows, newest first: a remote actor by its id, a member here by her slug. */
export async function followingOf(uid: number, limit: number, offset: number): Promise<Array<{ iri: string | null; userslug: string }>> {
  return getDb()
    .select({ iri: federationActors.iri, userslug: users.userslug })
    .from(userFollows)
    .innerJoin(users, eq(users.uid, userFollows.followedUid))
    .leftJoin(federationActors, eq(federationActors.uid, userFollows.followedUid))
    .where(eq(userFollows.followerUid, uid))
    .orderBy(desc(userFollows.createdAt), desc(userFollows.followedUid))
    .limit(limit)
    .offset(offset);
}

export async function countFollowing(uid: number): Promise<number> {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(userFollows).where(eq(userFollows.followerUid, uid));
  return row?.n ?? 0;
}

// ---- remote members (server/federation/actors.ts) -----------------------------------------------

export interface RemoteActorRow {
  uid: number;
  iri: string;
  inbox: string;
  sharedInbox: string | null;
  url: string | null;
  host: string;
  fetchedAt: Date;
}

const actorColumns = {
  uid: federationActors.uid,
  iri: federationActors.iri,
  inbox: federationActors.inbox,
  sharedInbox: federationActors.sharedInbox,
  url: federationActors.url,
  host: federationActors.host,
  fetchedAt: federationActors.fetchedAt,
};

export async function remoteActorByIri(iri: string): Promise<RemoteActorRow | null> {
  const [row] = await getDb().select(actorColumns).from(federationActors).where(eq(federationActors.iri, iri));
  return row ?? null;
}

export async function remoteActorsByUids(uids: readonly number[]): Promise<RemoteActorRow[]> {
  if (uids.length === 0) return [];
  return getDb().select(actorColumns).from(federationActors).where(inArray(federationActors.uid, [...uids]));
}

export interface NewRemoteMember {
  iri: string;
  inbox: string;
  sharedInbox: string | null;
  url: string | null;
  host: string;
  username: string;
  userslug: string;
  fullname: string;
  email: string;
}

/**
 * The remote member for an actor, made when it is new (a users row marked remote in the
 * registered-users group, never an administrator, and its actor row) and its addresses brought
 * up to date otherwise; one transaction, serialised per actor, so two deliveries at once make one.
 */
export async function upsertRemoteMember(member: NewRemoteMember): Promise<RemoteActorRow> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7301038, hashtext(${member.iri}))`);
    const [known] = await tx.select(actorColumns).from(federationActors).where(eq(federationActors.iri, member.iri));
    if (known) {
      const [row] = await tx
        .update(federationActors)
        .set({ inbox: member.inbox, sharedInbox: member.sharedInbox, url: member.url, fetchedAt: new Date() })
        .where(eq(federationActors.uid, known.uid))
        .returning(actorColumns);
      await tx.update(users).set({ fullname: member.fullname }).where(eq(users.uid, known.uid));
      return row!;
    }
    // A handle taken already (an account that moved, a lookalike): the first free numbered one.
    const taken = await tx
      .select({ username: users.username, userslug: users.userslug })
      .from(users)
      .where(sql`lower(${users.username}) LIKE ${`${member.username.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`} OR ${users.userslug} LIKE ${`${member.userslug.replace(/[%_\\]/g, '\\$&')}%`}`);
    const names = new Set(taken.flatMap((t) => [t.username.toLowerCase(), t.userslug]));
    let n = 1;
    const suffix = () => (n === 1 ? '' : `-${n}`);
    while (names.has(`${member.username}${suffix()}`.toLowerCase()) || names.has(`${member.userslug}${suffix()}`)) n += 1;
    const [user] = await tx
      .insert(users)
      .values({
        username: `${member.username}${suffix()}`,
        userslug: `${member.userslug}${suffix()}`,
        email: member.email,
        fullname: member.fullname,
        remote: true,
        trustLevel: 0,
        gdprDataConsentAt: new Date(),
        gdprEmailConsentAt: new Date(),
        settings: { showfullname: true },
      })
      .returning({ uid: users.uid });
    await tx.insert(groupMembers).values({ groupName: 'registered-users', uid: user!.uid }).onConflictDoNothing();
    const [row] = await tx
      .insert(federationActors)
      .values({ uid: user!.uid, iri: member.iri, inbox: member.inbox, sharedInbox: member.sharedInbox, url: member.url, host: member.host })
      .returning(actorColumns);
    return row!;
  });
}

// ---- posts that came from the fediverse --------------------------------------------------------

export async function pidOfObject(iri: string): Promise<number | null> {
  const [row] = await getDb().select({ pid: federationObjects.pid }).from(federationObjects).where(eq(federationObjects.iri, iri));
  return row?.pid ?? null;
}

export async function objectOfPid(pid: number): Promise<string | null> {
  const [row] = await getDb().select({ iri: federationObjects.iri }).from(federationObjects).where(eq(federationObjects.pid, pid));
  return row?.iri ?? null;
}

/** Records that `pid` is the remote object `iri`; false when that object is here already. */
export async function recordObject(iri: string, pid: number): Promise<boolean> {
  const rows = await getDb().insert(federationObjects).values({ iri, pid }).onConflictDoNothing().returning({ pid: federationObjects.pid });
  return rows.length > 0;
}

/** The remote members who wrote in a topic (the participants a reply there goes to). */
export async function remoteParticipantsOf(tid: number): Promise<RemoteActorRow[]> {
  return getDb()
    .selectDistinct(actorColumns)
    .from(federationActors)
    .innerJoin(posts, eq(posts.uid, federationActors.uid))
    .where(eq(posts.tid, tid));
}

/** The remote members registered for an event (a seat or the waitlist): they hear of its changes. */
export async function remoteRegistrantsOf(eventId: number): Promise<RemoteActorRow[]> {
  return getDb()
    .select(actorColumns)
    .from(federationActors)
    .innerJoin(eventRegistrations, eq(eventRegistrations.uid, federationActors.uid))
    .where(eq(eventRegistrations.eventId, eventId));
}

/** Whether any member here follows the remote member (its new topics are then brought here). */
export async function followedHere(remoteUid: number): Promise<boolean> {
  const [row] = await getDb().select({ one: sql<number>`1` }).from(userFollows).where(eq(userFollows.followedUid, remoteUid)).limit(1);
  return Boolean(row);
}
