import type { Context } from '@fedify/fedify';
import type { Activity, Recipient } from '@fedify/vocab';
import type { UserRow } from '../users/repository';
import { federationSettings } from './config';
import { instanceAllowed } from './instances';
import { memberActor } from './objects';
import { followersOf, type RemoteActorRow } from './repository';

/**
 * How anything is sent into the fediverse (issue 38; server/federation/outbound.ts and
 * eventsOutbound.ts say what): to a member's followers in batches, never all at once in memory,
 * one delivery per shared inbox, never to an instance administrators refuse; Fedify queues each
 * delivery in PostgreSQL and retries it.
 */

const FOLLOWER_BATCH = 500;

/** Runs a send; federating never fails the write that caused it (nothing here throws). */
export async function safely(what: string, work: () => Promise<void>): Promise<void> {
  if (!federationSettings().enabled) return;
  try {
    await work();
  } catch (err) {
    console.error(`[federation] ${what} failed`, err);
  }
}

const recipientOf = (row: { iri?: string; actorIri?: string; inbox: string; sharedInbox: string | null }): Recipient => ({
  id: new URL(row.iri ?? row.actorIri ?? row.inbox),
  inboxId: new URL(row.inbox),
  endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
});

/** Nothing goes to an instance administrators refuse (./instances.ts). */
async function allowedOnly<T extends { inbox: string }>(rows: T[]): Promise<T[]> {
  const verdicts = await Promise.all(rows.map((row) => instanceAllowed(new URL(row.inbox).host)));
  return rows.filter((_row, i) => verdicts[i]);
}

/** The inbox a delivery goes to: the shared one when the actor's server has one. */
const inboxOf = (row: { inbox: string; sharedInbox: string | null }): string => row.sharedInbox ?? row.inbox;

/**
 * Sends `activity` as `author` to the followers of each of `followersOf` (in batches, never all at
 * once in memory) and to `extra` remote members, once per inbox: a server whose shared inbox has
 * the activity already (a follower and a participant on one server, or the followers of two
 * authors) is not sent it again.
 */
export async function deliver(ctx: Context<void>, author: Pick<UserRow, 'userslug'>, activity: Activity, followerUids: number[], extra: RemoteActorRow[]): Promise<void> {
  await deliverToFollowers(ctx, author.userslug, activity, [...new Set(followerUids)].map(memberActor), extra);
}

/**
 * Sends `activity` as the local actor `identifier` (a member's slug, `project.{slug}`) to the
 * followers of the local actors `actors` (`user:12`, `project:3`) and to `extra`, once per inbox
 * (see deliver).
 */
export async function deliverToFollowers(ctx: Context<void>, identifier: string, activity: Activity, actors: string[], extra: RemoteActorRow[] = []): Promise<void> {
  const sender = { identifier };
  const sent = new Set<string>();
  const send = async <T extends { inbox: string; sharedInbox: string | null; iri?: string; actorIri?: string }>(rows: T[]): Promise<void> => {
    const fresh: T[] = [];
    for (const row of await allowedOnly(rows)) {
      if (sent.has(inboxOf(row))) continue;
      sent.add(inboxOf(row));
      fresh.push(row);
    }
    if (fresh.length > 0) await ctx.sendActivity(sender, fresh.map(recipientOf), activity, { preferSharedInbox: true });
  };
  await send(extra);
  for (const actor of new Set(actors)) {
    let cursor: number | null = null;
    for (;;) {
      const page = await followersOf(actor, FOLLOWER_BATCH, cursor);
      if (page.length === 0) break;
      await send(page);
      if (page.length < FOLLOWER_BATCH) break;
      cursor = page.at(-1)!.id;
    }
  }
}

/** Sends `activity` as the member `senderSlug` to one remote member, unless its instance is refused. */
export async function sendTo(ctx: Context<void>, senderSlug: string, remote: RemoteActorRow, activity: Activity): Promise<void> {
  if ((await allowedOnly([remote])).length === 0) return;
  await ctx.sendActivity({ identifier: senderSlug }, recipientOf(remote), activity);
}
