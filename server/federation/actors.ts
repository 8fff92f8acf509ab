import { createHash } from 'node:crypto';
import type { Context } from '@fedify/fedify';
import { isActor, type Actor } from '@fedify/vocab';
import { plainText } from '../discussions/markdown';
import { loadViewer, type Viewer } from '../users/viewer';
import { remoteActorByIri, upsertRemoteMember, type RemoteActorRow } from './repository';
import { lookupSigned } from './localActors';

/**
 * Fediverse accounts as remote members (issue 38, docs/features/federation.md "Remote members"):
 * an account that replies, likes, joins an event, flags or is followed from here becomes a users
 * row marked `remote`, as Discourse stages the authors of mail. Every rule written for members
 * then holds for it unchanged: its replies pass the posting checks, rate limits and trust limits,
 * blocks and suspensions apply, its card shows beside its posts. It never signs in (no password),
 * is not listed with members, and its placeholder address under `.invalid` is never mailed. Its
 * username is its handle (`ana@mastodon.social`); its actor's addresses are refreshed once a day.
 */

const REFRESH_MS = 24 * 3600_000;

export type RemoteMember = RemoteActorRow;

/** The handle part of a name: what WebFinger and Mastodon show as the user. */
function handleOf(actor: Actor, url: URL): string {
  const preferred = actor.preferredUsername?.toString().trim() ?? '';
  const clean = preferred.replace(/[^\p{L}\p{N}._-]+/gu, '').slice(0, 40);
  return clean || url.pathname.split('/').filter(Boolean).at(-1)?.replace(/[^\p{L}\p{N}._-]+/gu, '').slice(0, 40) || 'someone';
}

/** The remote member for an actor a peer sent or we looked up; null when it has no id or inbox. */
export async function remoteMemberOf(actor: Actor): Promise<RemoteMember | null> {
  if (!actor.id || !actor.inboxId) return null;
  const iri = actor.id.href;
  const known = await remoteActorByIri(iri);
  if (known && Date.now() - known.fetchedAt.getTime() < REFRESH_MS) return known;
  const host = actor.id.host;
  const handle = handleOf(actor, actor.id);
  const name = plainText(actor.name?.toString() ?? '').slice(0, 100);
  return upsertRemoteMember({
    iri,
    inbox: actor.inboxId.href,
    sharedInbox: actor.endpoints?.sharedInbox?.href ?? null,
    url: actor.url instanceof URL ? actor.url.href : null,
    host,
    username: `${handle}@${host}`,
    userslug: `${handle.toLowerCase()}@${host.replace(/[^a-z0-9.-]+/gi, '-')}`,
    fullname: name,
    email: `${createHash('sha256').update(iri).digest('hex').slice(0, 32)}@fediverse.invalid`,
  });
}

/** The remote member behind an actor id, fetching the actor when it is not known yet. */
export async function remoteMemberByIri(ctx: Context<void>, iri: URL): Promise<RemoteMember | null> {
  const known = await remoteActorByIri(iri.href);
  if (known && Date.now() - known.fetchedAt.getTime() < REFRESH_MS) return known;
  const actor = await lookupSigned(ctx, iri).catch(() => null);
  if (!actor || !isActor(actor) || actor.id?.href !== iri.href) return known;
  return remoteMemberOf(actor);
}

/** The remote member as the services see a member acting. */
export async function remoteViewer(member: RemoteMember): Promise<Viewer | null> {
  return loadViewer(member.uid);
}
