import './runtime';
import { createFederation, type Context, type Federation, type InboxListenerSetters } from '@fedify/fedify';
import { Article, Note, type Recipient } from '@fedify/vocab';
import { findPost } from '../discussions/repository';
import { getTopic } from '../discussions/reads';
import { findUserByUid } from '../users/repository';
import { federationSettings } from './config';
import { keyPairsOf } from './keys';
import { PostgresKv } from './kvStore';
import { articleOf, createOf, personOf } from './objects';
import { dispatchEvents } from './events';
import { identifierOfHandle, localActorOf } from './localActors';
import { announceOf, applicationOf, groupOf } from './projects';
import { PostgresQueue } from './queue';
import { replyNote, withAcceptedAnswer } from './notes';
import { countFollowers, countFollowing, countTopicsOf, followersOf, followingOf, recentProjectTopicIds, recentTopicIdsOf } from './repository';

/**
 * The site in the fediverse (issue 38, docs/features/federation.md), with Fedify: members as
 * `Person` actors at `/users/{slug}` (WebFinger `acct:slug@host`), projects as `Group`s and the
 * site as an `Application` beside them (./localActors.ts), members' public topics as
 * `Article`s at `/ap/topics/{tid}`, NodeInfo, inboxes that accept and undo follows, followers and
 * outbox collections. Its key–value store and queue are the app's PostgreSQL. Built once, on the
 * first federation request or delivery, with the site's public origin.
 */

const FOLLOWERS_PAGE = 50;
const OUTBOX_ITEMS = 20;

/** A local actor that has followers and an outbox: a member or a project. */
async function followable(identifier: string) {
  const actor = await localActorOf(identifier);
  return actor && actor.kind !== 'site' ? actor : null;
}

/** A topic a visitor may read with its main post's Markdown and its author, a local member; or null. */
async function publicArticle(tid: number) {
  const topic = await publicTopic(tid);
  const main = topic?.mainPid ? await findPost(topic.mainPid) : null;
  const author = main ? await memberOfUid(main.uid) : null;
  return topic && main && author ? { topic, author, markdown: main.content } : null;
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
      const actor = await localActorOf(identifier);
      if (!actor || actor.identifier !== identifier) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      if (actor.kind === 'member') return personOf(ctx, actor.user, keys);
      return actor.kind === 'project' ? groupOf(ctx, actor.project, keys) : applicationOf(ctx, keys);
    })
    .mapHandle(async (_ctx, handle) => identifierOfHandle(handle))
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      const actor = await localActorOf(identifier);
      return actor ? keyPairsOf(actor.key) : [];
    });

  federation.setObjectDispatcher(Article, '/ap/topics/{tid}', async (ctx, values) => {
    const facts = /^\d{1,10}$/.test(values.tid) ? await publicArticle(Number(values.tid)) : null;
    return facts ? withAcceptedAnswer(ctx, articleOf(ctx, facts.topic, facts.author.userslug, facts.markdown), facts.topic.mainPid) : null;
  });

  federation.setObjectDispatcher(Note, '/ap/posts/{pid}', async (ctx, values) => {
    if (!/^\d{1,10}$/.test(values.pid)) return null;
    return (await replyNote(ctx, Number(values.pid)))?.note ?? null;
  });

  dispatchEvents(federation);

  federation
    .setFollowersDispatcher('/users/{identifier}/followers', async (_ctx, identifier, cursor) => {
      const actor = await followable(identifier);
      if (!actor) return null;
      const toRecipient = (row: { actorIri: string; inbox: string; sharedInbox: string | null }): Recipient => ({
        id: new URL(row.actorIri),
        inboxId: new URL(row.inbox),
        endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
      });
      // Deliveries read followers in batches (server/federation/delivery.ts), never through here.
      const after = cursor === null || cursor === 'first' ? null : Number(cursor);
      const page = await followersOf(actor.key, FOLLOWERS_PAGE, Number.isInteger(after) ? after : null);
      const last = page.at(-1);
      return { items: page.map(toRecipient), nextCursor: page.length === FOLLOWERS_PAGE && last ? String(last.id) : null };
    })
    .setFirstCursor(() => 'first')
    .setCounter(async (_ctx, identifier) => {
      const actor = await followable(identifier);
      return actor ? countFollowers(actor.key) : null;
    });

  // Whom a member follows (here and elsewhere), as her following list on the site shows.
  federation
    .setFollowingDispatcher('/users/{identifier}/following', async (ctx, identifier, cursor) => {
      const actor = await localActorOf(identifier);
      if (actor?.kind !== 'member') return null;
      const offset = cursor === null ? 0 : Number(cursor);
      if (!Number.isSafeInteger(offset) || offset < 0) return null;
      const page = await followingOf(actor.user.uid, FOLLOWERS_PAGE, offset);
      return {
        items: page.map((row) => (row.iri ? new URL(row.iri) : ctx.getActorUri(row.userslug))),
        nextCursor: page.length === FOLLOWERS_PAGE ? String(offset + FOLLOWERS_PAGE) : null,
      };
    })
    .setFirstCursor(() => '0')
    .setCounter(async (_ctx, identifier) => {
      const actor = await localActorOf(identifier);
      return actor?.kind === 'member' ? countFollowing(actor.user.uid) : null;
    });

  // A member's outbox: her topics' Creates; a project's: its announces of its topics' Creates.
  federation
    .setOutboxDispatcher('/users/{identifier}/outbox', async (ctx, identifier) => {
      const actor = await localActorOf(identifier);
      if (!actor) return null;
      if (actor.kind === 'site') return { items: [] };
      if (actor.kind === 'member') {
        const topics = await Promise.all((await recentTopicIdsOf(actor.user.uid, OUTBOX_ITEMS)).map(publicTopic));
        return { items: topics.filter((t) => t !== null).map((topic) => createOf(ctx, topic, actor.user.userslug)) };
      }
      const articles = await Promise.all((await recentProjectTopicIds(actor.project.id, OUTBOX_ITEMS)).map(publicArticle));
      const creates = articles.filter((facts) => facts !== null).map((facts) => createOf(ctx, facts.topic, facts.author.userslug));
      return { items: creates.map((create) => announceOf(ctx, actor.project.slug, create, create.published)) };
    })
    .setCounter(async (_ctx, identifier) => {
      const actor = await localActorOf(identifier);
      if (!actor) return null;
      if (actor.kind === 'site') return 0;
      // A project's published, not deleted topics are counted by triggers (server/db/schema.ts projects).
      return actor.kind === 'member' ? countTopicsOf(actor.user.uid) : actor.project.topicCount;
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
