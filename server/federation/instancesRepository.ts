import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InstancePolicy } from '@/lib/federation/types';
import { getDb } from '../db';
import { federationActors, federationInstances, posts, topics, users } from '../db/schema';

/**
 * The instances administrators deny or allow, and what remote members of an instance posted here
 * (issue 38; ./instances.ts and ./instanceContent.ts hold the rules). Only this file talks to the
 * database for them.
 */

export interface InstanceRow {
  host: string;
  policy: InstancePolicy;
  note: string;
  createdAt: Date;
}

const columns = {
  host: federationInstances.host,
  policy: federationInstances.policy,
  note: federationInstances.note,
  createdAt: federationInstances.createdAt,
};

export async function listInstances(): Promise<InstanceRow[]> {
  return getDb().select(columns).from(federationInstances).orderBy(asc(federationInstances.host));
}

/** The entries of these hosts (a host, its name without the port, its parent domains). */
export async function instancesOf(hosts: readonly string[]): Promise<Array<{ host: string; policy: InstancePolicy }>> {
  if (hosts.length === 0) return [];
  return getDb()
    .select({ host: federationInstances.host, policy: federationInstances.policy })
    .from(federationInstances)
    .where(inArray(federationInstances.host, [...hosts]));
}

/** Adds the entry, or gives an existing one its new policy and note (and the time of the change). */
export async function saveInstance(entry: { host: string; policy: InstancePolicy; note: string; createdBy: number }): Promise<void> {
  await getDb()
    .insert(federationInstances)
    .values(entry)
    .onConflictDoUpdate({
      target: federationInstances.host,
      set: { policy: entry.policy, note: entry.note, createdBy: entry.createdBy, createdAt: new Date() },
    });
}

/** False when the host had no entry. */
export async function deleteInstance(host: string): Promise<boolean> {
  const removed = await getDb().delete(federationInstances).where(eq(federationInstances.host, host)).returning({ host: federationInstances.host });
  return removed.length > 0;
}

/** Every host remote members here come from. */
export async function remoteHosts(): Promise<string[]> {
  const rows = await getDb().selectDistinct({ host: federationActors.host }).from(federationActors);
  return rows.map((r) => r.host);
}

/** Topics (not deleted) started by remote members of these hosts. */
export async function remoteTopicIds(hosts: readonly string[]): Promise<number[]> {
  if (hosts.length === 0) return [];
  const rows = await getDb()
    .select({ tid: topics.tid })
    .from(topics)
    .innerJoin(users, eq(users.uid, topics.uid))
    .innerJoin(federationActors, eq(federationActors.uid, users.uid))
    .where(and(eq(users.remote, true), inArray(federationActors.host, [...hosts]), eq(topics.deleted, false)))
    .orderBy(asc(topics.tid));
  return rows.map((r) => r.tid);
}

/** Replies (not deleted, not a topic's main post) by remote members of these hosts. */
export async function remoteReplyIds(hosts: readonly string[]): Promise<number[]> {
  if (hosts.length === 0) return [];
  const rows = await getDb()
    .select({ pid: posts.pid })
    .from(posts)
    .innerJoin(users, eq(users.uid, posts.uid))
    .innerJoin(federationActors, eq(federationActors.uid, users.uid))
    .where(and(eq(users.remote, true), inArray(federationActors.host, [...hosts]), eq(posts.isMainPost, false), eq(posts.deleted, false)))
    .orderBy(asc(posts.pid));
  return rows.map((r) => r.pid);
}
