import type { Context } from '@fedify/fedify';
import { Accept, Create, Delete, PUBLIC_COLLECTION, Reject, Tombstone, Update, type Activity, type Join } from '@fedify/vocab';
import { deliver, safely, sendTo } from './delivery';
import { eventIri, eventObjectOf, forgetJoin, publicEvent, rememberedJoin } from './events';
import { federationContext } from './federation';
import { memberActor } from './objects';
import { countFollowers, remoteActorsByUids, remoteRegistrantsOf, type RemoteActorRow } from './repository';

/**
 * What this site sends of events (issue 38, docs/features/federation.md "Events"): a newly
 * published event as `Create(Event)` to its host's followers; a change to what the `Event` shows
 * as `Update(Event)`, and its deletion (or unpublishing) as `Delete` of a `Tombstone`, to the
 * followers and the remote registrants; and `Accept(Join)` to a remote member whose Join waited
 * on the waitlist once a seat is theirs. Called by the events service
 * (server/events/service.ts) after its write; nothing here throws, so federating never fails it.
 * The events service imports this file, so it never imports the events service (import/no-cycle).
 */

/** A newly published event, as `Create(Event)` to its host's followers (in batches, one delivery per shared inbox). */
export async function federateEvent(id: number): Promise<void> {
  await safely('sending an event', async () => {
    const facts = await publicEvent(id);
    if (!facts || (await countFollowers(memberActor(facts.hostUid))) === 0) return;
    const ctx = federationContext();
    const object = await eventObjectOf(ctx, facts);
    const actor = ctx.getActorUri(facts.hostSlug);
    const create = new Create({
      id: new URL(`${object.id?.href}#create`),
      actor,
      object,
      published: object.published,
      to: PUBLIC_COLLECTION,
      cc: ctx.getFollowersUri(facts.hostSlug),
    });
    await deliver(ctx, { userslug: facts.hostSlug }, create, [facts.hostUid], []);
  });
}

/** Who heard of a published event, read before a change to it (a deleted event is no longer public). */
export interface EventAudience {
  id: number;
  hostUid: number;
  hostSlug: string;
  remote: RemoteActorRow[];
}

/** The audience of a published event before a change to it, or null (not public, or federation failing). */
export async function eventAudience(id: number): Promise<EventAudience | null> {
  let audience: EventAudience | null = null;
  await safely('reading an event\'s audience', async () => {
    const facts = await publicEvent(id);
    if (facts) audience = { id, hostUid: facts.hostUid, hostSlug: facts.hostSlug, remote: await remoteRegistrantsOf(id) };
  });
  return audience;
}

/**
 * After a change to a published event: `Update(Event)` when it is still public (its new form),
 * `Delete(Tombstone)` when it was deleted or unpublished, from its host to the host's followers
 * and the remote registrants read before the change (an edit adds none).
 */
export async function federateEventChange(before: EventAudience | null): Promise<void> {
  if (!before) return;
  await safely('sending an event\'s change', async () => {
    const ctx = federationContext();
    const facts = await publicEvent(before.id);
    const sender = facts ?? before;
    const actor = ctx.getActorUri(sender.hostSlug);
    const stamp = Temporal.Now.instant();
    const id = eventIri(ctx, before.id);
    const addressed = { actor, to: PUBLIC_COLLECTION, cc: ctx.getFollowersUri(sender.hostSlug) };
    const activity = facts
      ? new Update({ ...addressed, id: new URL(`${id.href}#update/${stamp.epochMilliseconds}`), object: await eventObjectOf(ctx, facts), updated: stamp })
      : new Delete({ ...addressed, id: new URL(`${id.href}#delete`), object: new Tombstone({ id, deleted: stamp }) });
    await deliver(ctx, { userslug: sender.hostSlug }, activity, [sender.hostUid], before.remote);
  });
}

/** The answer to a Join, from the event's host: `Accept` (a seat) or `Reject` (refused). */
export function answerOf(ctx: Context<void>, hostSlug: string, join: Join, accepted: boolean): Activity {
  const actor = ctx.getActorUri(hostSlug);
  const id = new URL(`#${accepted ? 'accepts' : 'rejects'}/${encodeURIComponent(join.id?.href ?? '')}`, actor);
  return accepted ? new Accept({ id, actor, object: join }) : new Reject({ id, actor, object: join });
}

/**
 * Members moved from the waitlist to a seat (server/events/service.ts, next to notifyPromoted):
 * each remote one whose Join is kept is sent `Accept(Join)` by the event's host.
 */
export async function federatePromotions(eventId: number, uids: readonly number[]): Promise<void> {
  if (uids.length === 0) return;
  await safely('accepting joins from the waitlist', async () => {
    const remote = await remoteActorsByUids(uids);
    if (remote.length === 0) return;
    const facts = await publicEvent(eventId);
    if (!facts) return;
    const ctx = federationContext();
    for (const member of remote) {
      const join = await rememberedJoin(ctx, eventId, member.uid);
      if (!join) continue;
      await sendTo(ctx, facts.hostSlug, member, answerOf(ctx, facts.hostSlug, join, true));
      await forgetJoin(eventId, member.uid);
    }
  });
}
