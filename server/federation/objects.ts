import type { Context } from '@fedify/fedify';
import { Article, Create, Endpoints, Hashtag, Image, Mention, Note, Person, PUBLIC_COLLECTION, Source, type Object as ApObject } from '@fedify/vocab';
import './runtime';
import type { TopicData } from '@/lib/discussions/types';
import { displayName } from '@/lib/names';
import { visibleFullname } from '@/lib/users/rules';
import type { UserRow } from '../users/repository';

/**
 * How this site's things look in ActivityPub (issue 38, docs/features/federation.md): a member is
 * a `Person` whose id is `/users/{slug}` (the profile page for browsers is `/user/{slug}`); a
 * topic is an `Article` (its title as `name`, its rendered and sanitised HTML as `content`, the
 * Markdown kept as `source`, tags as `Hashtag`), public, addressed to the author's followers.
 */

export const memberActor = (uid: number): string => `user:${uid}`;

/** A vocabulary class's reader (`Event.fromJsonLd`, `Article.fromJsonLd`…). */
type JsonLdReader<T> = { fromJsonLd(json: unknown, options: { contextLoader: Context<void>['contextLoader']; documentLoader: Context<void>['documentLoader'] }): Promise<T> };

/**
 * `object` with properties Fedify's vocabulary has no accessor for (Mobilizon's event terms,
 * schema.org's `acceptedAnswer`): Fedify's own JSON-LD of it, `terms` added to its context and
 * `values` to it, read back with the object's class, which keeps that JSON-LD and serves, signs
 * and sends it as it is (docs/DECISIONS.md "Federation with Fedify").
 */
export async function withTerms<T extends ApObject>(ctx: Context<void>, object: T, terms: Record<string, unknown>, values: Record<string, unknown>): Promise<T> {
  const json: unknown = await object.toJsonLd({ contextLoader: ctx.contextLoader });
  if (typeof json !== 'object' || json === null) return object;
  const base = json as Record<string, unknown>;
  const extended = { ...base, '@context': [...[base['@context']].flat(), terms], ...values };
  // The object's own class (Event, Article, Note), whose static reader builds a T.
  const reader = object.constructor as unknown as JsonLdReader<T>;
  return reader.fromJsonLd(extended, { contextLoader: ctx.contextLoader, documentLoader: ctx.documentLoader });
}

export type ActorKeys = Awaited<ReturnType<Context<void>['getActorKeyPairs']>>;

/** What every local actor has: its id, inbox, outbox, the shared inbox and its keys (members, projects: ./projects.ts, the site). */
export function actorBasics(ctx: Context<void>, identifier: string, keys: ActorKeys) {
  return {
    id: ctx.getActorUri(identifier),
    inbox: ctx.getInboxUri(identifier),
    outbox: ctx.getOutboxUri(identifier),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey ?? null,
    assertionMethods: keys.map((key) => key.multikey),
  };
}

export function personOf(ctx: Context<void>, user: UserRow, keys: ActorKeys): Person {
  const slug = user.userslug;
  const fullname = visibleFullname(user.fullname, { showfullname: (user.settings as { showfullname?: boolean } | null)?.showfullname ?? true });
  const name = displayName({ ...user, fullname });
  return new Person({
    ...actorBasics(ctx, slug, keys),
    preferredUsername: slug,
    name,
    summary: user.aboutme || null,
    url: new URL(`/user/${encodeURIComponent(slug)}`, ctx.canonicalOrigin),
    icon: user.picture ? new Image({ url: new URL(user.picture, ctx.canonicalOrigin) }) : null,
    published: Temporal.Instant.fromEpochMilliseconds(user.joinedAt.getTime()),
    followers: ctx.getFollowersUri(slug),
    following: ctx.getFollowingUri(slug),
    manuallyApprovesFollowers: false,
    discoverable: true,
  });
}

/** The topic as an Article, by its author (`authorSlug`); `markdown` is its main post's source. */
export function articleOf(ctx: Context<void>, topic: TopicData, authorSlug: string, markdown?: string): Article {
  const main = topic.posts.find((post) => post.isMainPost) ?? topic.posts[0];
  return new Article({
    id: ctx.getObjectUri(Article, { tid: String(topic.tid) }),
    attribution: ctx.getActorUri(authorSlug),
    name: topic.titleRaw || topic.title,
    summary: main?.summary || null,
    content: main?.content ?? '',
    source: markdown ? new Source({ content: markdown, mediaType: 'text/markdown' }) : null,
    url: new URL(topic.url, ctx.canonicalOrigin),
    updated: main?.edited ? Temporal.Instant.fromEpochMilliseconds(main.edited) : null,
    published: Temporal.Instant.fromEpochMilliseconds(topic.timestamp),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(authorSlug),
    tags: topic.tags.map((tag) => new Hashtag({ name: `#${tag}`, href: new URL(`/discussions?tag=${encodeURIComponent(tag)}`, ctx.canonicalOrigin) })),
  });
}

/** The Create that announces the topic to the author's followers. */
export function createOf(ctx: Context<void>, topic: TopicData, authorSlug: string, markdown?: string): Create {
  const article = articleOf(ctx, topic, authorSlug, markdown);
  return new Create({
    id: new URL(`${article.id?.href}#create`),
    actor: ctx.getActorUri(authorSlug),
    object: article,
    published: article.published,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(authorSlug),
  });
}

/** What a reply's Note is made of (server/federation/outbound.ts gathers it). */
export interface ReplyFacts {
  pid: number;
  authorSlug: string;
  html: string;
  markdown: string;
  url: string;
  published: Date;
  updated: Date | null;
  /** The post it answers and the topic's thread (FEP-7888 `context`), as ActivityPub ids. */
  inReplyTo: URL;
  context: URL;
  /** Remote authors it answers, named (and so notified) as Mentions. */
  mentions: URL[];
}

/**
 * A reply as a Note in its topic's thread. Questions and nested answers both answer a post, so a
 * peer that knows nothing of questions shows them as replies in the thread (DECISIONS.md
 * "Federation with Fedify").
 */
export function noteOf(ctx: Context<void>, reply: ReplyFacts): Note {
  return new Note({
    id: ctx.getObjectUri(Note, { pid: String(reply.pid) }),
    attribution: ctx.getActorUri(reply.authorSlug),
    content: reply.html,
    source: new Source({ content: reply.markdown, mediaType: 'text/markdown' }),
    url: new URL(reply.url, ctx.canonicalOrigin),
    published: Temporal.Instant.fromEpochMilliseconds(reply.published.getTime()),
    updated: reply.updated ? Temporal.Instant.fromEpochMilliseconds(reply.updated.getTime()) : null,
    replyTarget: reply.inReplyTo,
    contexts: [reply.context],
    to: PUBLIC_COLLECTION,
    ccs: [ctx.getFollowersUri(reply.authorSlug), ...reply.mentions],
    tags: reply.mentions.map((href) => new Mention({ href })),
  });
}
