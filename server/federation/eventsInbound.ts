import type { Context, InboxContext, InboxListenerSetters } from '@fedify/fedify';
import { Accept, Join, Leave, type Object as ApObject, type Undo } from '@fedify/vocab';
import { cancelRegistration, register } from '../events/service';
import { registrationsOf } from '../events/queries';
import { remoteMemberByIri, remoteViewer } from './actors';
import { eventIdOf, forgetJoin, publicEvent, rememberJoin } from './events';
import { sendTo } from './delivery';
import { answerOf } from './eventsOutbound';
import { answeredJoin } from './remoteEvents';

/**
 * Joining this site's events from the fediverse (issue 38, docs/features/federation.md "Events"),
 * as Mobilizon does: a `Join` of one of our `/ap/events/{eid}` registers its sender, a remote
 * member, through the events service a member registers with (`register`: the event must be
 * published, not ended or cancelled; seats, then the waitlist; a banned or suspended account
 * cannot act). The event's host answers `Accept(Join)` when the Join took a seat and
 * `Reject(Join)` when it was refused. A Join that landed on the waitlist gets no answer yet
 * (Mobilizon shows it as pending): its `Accept` is sent when a seat frees up
 * (./eventsOutbound.ts federatePromotions). `Leave`, and `Undo` of the Join, cancel the
 * registration (`cancelRegistration`; a freed seat goes to the waitlist).
 */

type Outcome = 'participant' | 'waitlisted' | 'refused';

async function registrationOf(eid: number, uid: number): Promise<string | null> {
  return (await registrationsOf(uid, [eid]))[0]?.status ?? null;
}

/** Registers the Join's sender for the event and answers it; what it did, or null when the Join is not for one of our public events. */
async function joinEvent(ctx: Context<void>, join: Join): Promise<Outcome | null> {
  const eid = eventIdOf(ctx, join.objectId);
  if (eid === null || !join.id || !join.actorId) return null;
  const facts = await publicEvent(eid);
  const member = facts ? await remoteMemberByIri(ctx, join.actorId) : null;
  if (!facts || !member) return null;
  const viewer = await remoteViewer(member);
  if (viewer) {
    try {
      await register(viewer, eid, {});
    } catch (err) {
      // Already registered (a Join sent again) answers as the registration stands; the rest is a refusal.
      console.warn(`[federation] a join from ${member.iri} was refused:`, err instanceof Error ? err.message : err);
    }
  }
  const status = viewer ? await registrationOf(eid, member.uid) : null;
  const outcome: Outcome = status === 'participant' ? 'participant' : status === 'waitlisted' ? 'waitlisted' : 'refused';
  if (outcome === 'waitlisted') {
    await rememberJoin(eid, member.uid, join);
    return outcome;
  }
  await sendTo(ctx, facts.hostSlug, member, answerOf(ctx, facts.hostSlug, join, outcome === 'participant'));
  return outcome;
}

/** Cancels the registration of `actorId` for the event `eventIri` names; whether one was cancelled. */
async function leaveEvent(ctx: Context<void>, eventIri: URL | null, actorId: URL | null): Promise<boolean> {
  const eid = eventIdOf(ctx, eventIri);
  const member = eid !== null && actorId ? await remoteMemberByIri(ctx, actorId) : null;
  const viewer = member ? await remoteViewer(member) : null;
  if (eid === null || !member || !viewer) return false;
  await forgetJoin(eid, member.uid);
  try {
    await cancelRegistration(viewer, eid, {});
    return true;
  } catch (err) {
    console.warn(`[federation] a leave from ${member.iri} was refused:`, err instanceof Error ? err.message : err);
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Undo(Join), for server/federation/inbound.ts: Fedify takes one listener per activity class and
// inbound.ts's `onUndo` handles Undo (of Follow and Like). Its one line for a Join:
//   } else if (object instanceof Join && object.actorId?.href === undo.actorId.href) await undoEventJoin(ctx, undo, object);
// ---------------------------------------------------------------------------------------------
/** An `Undo` of a `Join` of one of our events, from the joiner: their registration is cancelled. Whether it was one. */
export async function undoEventJoin(ctx: Context<void>, undo: Undo, object: ApObject | null): Promise<boolean> {
  if (!(object instanceof Join) || !undo.actorId || object.actorId?.href !== undo.actorId.href) return false;
  return leaveEvent(ctx, object.objectId, undo.actorId);
}

async function onJoin(ctx: InboxContext<void>, join: Join): Promise<void> {
  await joinEvent(ctx, join);
}

async function onLeave(ctx: InboxContext<void>, leave: Leave): Promise<void> {
  await leaveEvent(ctx, leave.objectId, leave.actorId);
}

/** An organizer elsewhere gave one of our members a place (./remoteEvents.ts); the Accept of a follow changes nothing here. */
async function onAccept(_ctx: InboxContext<void>, accept: Accept): Promise<void> {
  await answeredJoin(accept.actorId, accept.objectId, true);
}

/** Adds the listeners for joining and leaving events, and for the answers to our members' Joins, to the site's inboxes (server/federation/start.ts). */
export function listenForEvents(inbox: InboxListenerSetters<void>): void {
  inbox.on(Join, onJoin).on(Leave, onLeave).on(Accept, onAccept);
}
