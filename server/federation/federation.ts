import './runtime';
import { createFederation, type Context, type Federation } from '@fedify/fedify';
import { Accept, Article, Follow, isActor, Undo, type Recipient } from '@fedify/vocab';
import { getTopic } from '../discussions/reads';
import { findUserBySlug, findUserByUid } from '../users/repository';
import { federationSettings } from './config';
import { keyPairsOf } from './keys';
import { PostgresKv } from './kvStore';
import { articleOf, createOf, memberActor, personOf } from './objects';
import { PostgresQueue } from './queue';
import { addFollower, countFollowers, countTopicsOf, followersOf, recentTopicIdsOf, removeFollower } from './repository';

/**
 * The site in the fediverse (issue 38, docs/features/federation.md), with Fedify: members as
 * `Person` actors at `/users/{slug}` (WebFinger `acct:slug@host`), their public topics as
 * `Article`s at `/ap/topics/{tid}`, NodeInfo, inboxes that accept and undo follows, followers and
 * outbox collections. Its key–value store and queue are the app's PostgreSQL. Built once, on the
 * first federation request or delivery, with the site's public origin.
 */

const FOLLOWERS_PAGE = 50;
const OUTBOX_ITEMS = 20;

/** The member behind an identifier (the profile slug), if it may be shown. */
async function memberOf(identifier: string) {
  return findUserBySlug(identifier);
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
    const author = topic ? await authorSlug(topic.uid) : null;
    return topic && author ? articleOf(ctx, topic, author) : null;
  });

  federation
    .setFollowersDispatcher('/users/{identifier}/followers', async (_ctx, identifier, cursor) => {
      const user = await memberOf(identifier);
      if (!user) return null;
      const toRecipient = (row: { actorIri: string; inbox: string; sharedInbox: string | null }): Recipient => ({
        id: new URL(row.actorIri),
        inboxId: new URL(row.inbox),
        endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
      });
      // No cursor: every follower, for a delivery to them all.
      if (cursor === null) return { items: (await followersOf(memberActor(user.uid), 1_000_000, null)).map(toRecipient) };
      const after = cursor === 'first' ? null : Number(cursor);
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

  federation
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !follow.actorId || !follow.objectId) return;
      const target = ctx.parseUri(follow.objectId);
      if (target?.type !== 'actor') return;
      const user = await memberOf(target.identifier);
      const follower = await follow.getActor(ctx);
      if (!user || !follower || !isActor(follower) || !follower.id || !follower.inboxId) return;
      await addFollower(memberActor(user.uid), {
        actorIri: follower.id.href,
        inbox: follower.inboxId.href,
        sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
        followIri: follow.id.href,
      });
      await ctx.sendActivity(
        { identifier: user.userslug },
        follower,
        new Accept({ id: new URL(`#accepts/${encodeURIComponent(follow.id.href)}`, ctx.getActorUri(user.userslug)), actor: ctx.getActorUri(user.userslug), object: follow }),
      );
    })
    .on(Undo, async (ctx, undo) => {
      const object = await undo.getObject(ctx);
      if (!(object instanceof Follow) || !undo.actorId || !object.objectId) return;
      // Only the follower may undo its follow.
      if (object.actorId?.href !== undo.actorId.href) return;
      const target = ctx.parseUri(object.objectId);
      if (target?.type !== 'actor') return;
      const user = await memberOf(target.identifier);
      if (user) await removeFollower(memberActor(user.uid), undo.actorId.href);
    });

  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => ({
    software: { name: 'opensource-community', version: '0.1.0', homepage: new URL(settings.origin) },
    protocols: ['activitypub'],
    openRegistrations: true,
    usage: { users: {}, localPosts: 0, localComments: 0 },
  }));

  return federation;
}

async function authorSlug(uid: number): Promise<string | null> {
  return (await findUserByUid(uid))?.userslug ?? null;
}

let built: Federation<void> | null = null;

/** The site's federation (built on first use). */
export function getFederation(): Federation<void> {
  built ??= build();
  return built;
}

/** A context for sending from this site. */
export function federationContext(): Context<void> {
  return getFederation().createContext(new URL(federationSettings().origin), undefined);
}
