import './runtime';
import { createFederation, type Context, type Federation, type InboxListenerSetters } from '@fedify/fedify';
import { Article, Note, type Recipient } from '@fedify/vocab';
import { findPost } from '../discussions/repository';
import { getTopic } from '../discussions/reads';
import { findUserBySlug, findUserByUid } from '../users/repository';
import { federationSettings } from './config';
import { keyPairsOf } from './keys';
import { PostgresKv } from './kvStore';
import { articleOf, createOf, memberActor, personOf } from './objects';
import { dispatchEvents } from './events';
import { PostgresQueue } from './queue';
import { replyNote } from './notes';
import { countFollowers, countTopicsOf, followersOf, recentTopicIdsOf } from './repository';

/**
 * The site in the fediverse (issue 38, docs/features/federation.md), with Fedify: members as
 * `Person` actors at `/users/{slug}` (WebFinger `acct:slug@host`), their public topics as
 * `Article`s at `/ap/topics/{tid}`, NodeInfo, inboxes that accept and undo follows, followers and
 * outbox collections. Its key–value store and queue are the app's PostgreSQL. Built once, on the
 * first federation request or delivery, with the site's public origin.
 */

const FOLLOWERS_PAGE = 50;
const OUTBOX_ITEMS = 20;

/** The local member behind an identifier (the profile slug); never a remote member. */
async function memberOf(identifier: string) {
  const user = await findUserBySlug(identifier);
  return user && !user.remote ? user : null;
}

/** A topic a visitor may read, or null. */
async function publicTopic(tid: number) {
  try {
    return await getTopic(tid, null);
  } catch {
    return null;
  }
}

function build(): Federation<void> {
  const settings = federationSettings();
  const federation = createFederation<void>({
    kv: new PostgresKv(),
    queue: new PostgresQueue(),
    manuallyStartQueue: true,
    origin: settings.origin,
    allowPrivateAddress: settings.allowPrivateAddresses,
    userAgent: { software: 'opensource-community' },
  });

  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      const user = await memberOf(identifier);
      if (!user) return null;
      return personOf(ctx, user, await ctx.getActorKeyPairs(identifier));
    })
    .mapHandle(async (_ctx, handle) => {
      const user = await memberOf(handle.toLowerCase());
      return user ? user.userslug : null;
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      const user = await memberOf(identifier);
      return user ? keyPairsOf(memberActor(user.uid)) : [];
    });

  federation.setObjectDispatcher(Article, '/ap/topics/{tid}', async (ctx, values) => {
    const topic = /^\d{1,10}$/.test(values.tid) ? await publicTopic(Number(values.tid)) : null;
    const main = topic?.mainPid ? await findPost(topic.mainPid) : null;
    const author = main ? await memberOfUid(main.uid) : null;
    return topic && main && author ? articleOf(ctx, topic, author.userslug, main.content) : null;
  });

  federation.setObjectDispatcher(Note, '/ap/posts/{pid}', async (ctx, values) => {
    if (!/^\d{1,10}$/.test(values.pid)) return null;
    return (await replyNote(ctx, Number(values.pid)))?.note ?? null;
  });

  dispatchEvents(federation);

  federation
    .setFollowersDispatcher('/users/{identifier}/followers', async (_ctx, identifier, cursor) => {
      const user = await memberOf(identifier);
      if (!user) return null;
      const toRecipient = (row: { actorIri: string; inbox: string; sharedInbox: string | null }): Recipient => ({
        id: new URL(row.actorIri),
        inboxId: new URL(row.inbox),
        endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
      });
      // Deliveries read followers in batches (server/federation/outbound.ts), never through here.
      const after = cursor === null || cursor === 'first' ? null : Number(cursor);
      const page = await followersOf(memberActor(user.uid), FOLLOWERS_PAGE, Number.isInteger(after) ? after : null);
      const last = page.at(-1);
      return { items: page.map(toRecipient), nextCursor: page.length === FOLLOWERS_PAGE && last ? String(last.id) : null };
    })
    .setFirstCursor(() => 'first')
    .setCounter(async (_ctx, identifier) => {
      const user = await memberOf(identifier);
      return user ? countFollowers(memberActor(user.uid)) : null;
    });

  federation
    .setOutboxDispatcher('/users/{identifier}/outbox', async (ctx, identifier) => {
      const user = await memberOf(identifier);
      if (!user) return null;
      const topics = await Promise.all((await recentTopicIdsOf(user.uid, OUTBOX_ITEMS)).map(publicTopic));
      return { items: topics.filter((t) => t !== null).map((topic) => createOf(ctx, topic, user.userslug)) };
    })
    .setCounter(async (_ctx, identifier) => {
      const user = await memberOf(identifier);
      return user ? countTopicsOf(user.uid) : null;
    });

  // The listeners are added by server/federation/start.ts (they write through the services, which send through here).
  inboxes = federation.setInboxListeners('/users/{identifier}/inbox', '/inbox');

  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => ({
    software: { name: 'opensource-community', version: '0.1.0', homepage: new URL(settings.origin) },
    protocols: ['activitypub'],
    openRegistrations: true,
    usage: { users: {}, localPosts: 0, localComments: 0 },
  }));

  return federation;
}

async function memberOfUid(uid: number | null) {
  const user = uid === null ? null : await findUserByUid(uid);
  return user && !user.remote ? user : null;
}

let built: Federation<void> | null = null;
let inboxes: InboxListenerSetters<void> | null = null;

/** The site's federation (built on first use). */
export function getFederation(): Federation<void> {
  built ??= build();
  return built;
}

/** A context for sending from this site. */
export function federationContext(): Context<void> {
  return getFederation().createContext(new URL(federationSettings().origin), undefined);
}

/** The site's inboxes, to add listeners to. */
export function federationInboxes(): InboxListenerSetters<void> {
  getFederation();
  return inboxes!;
}
