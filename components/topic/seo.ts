import { cardVersion, TOPIC_CARD, topicCardPath } from '@/lib/discussions/rules';
import type { PostData } from '@/lib/discussions/types';
import { displayName, unescapeText } from '@/lib/names';
import { truncate } from '@/lib/text';

/**
 * The topic page's head for visitors and search engines: title, description, canonical address,
 * OpenGraph and Twitter card, and schema.org JSON-LD (QAPage for questions, otherwise a
 * DiscussionForumPosting). Pure functions, rendered on the server with the page.
 */

export { SITE_NAME } from '@/lib/site';
import { SITE_NAME } from '@/lib/site';
const DESCRIPTION_LENGTH = 160;
/** At most this many replies are described in the JSON-LD. */
const JSON_LD_REPLIES = 20;

/** The topic page's path: `/posts/{tid}/{words}`. */
export function topicPath(slug: string): string {
  return `/posts/${slug.split('/').map(encodeURIComponent).join('/')}`;
}

/** Plain text of sanitised HTML (tags out, entities decoded, spaces collapsed). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)));
  return unescapeText(text).replace(/\s+/g, ' ').trim();
}

/** JSON for a `<script type="application/ld+json">`: `<` (and line separators) escaped. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What the head needs of the topic. */
interface SeoTopic {
  tid: number;
  title: string;
  slug: string;
  postType: string;
  questionCount: number;
  viewcount: number;
  tags: string[];
  timestamp: number;
}

/** A reply with the answers shown under it. */
export type SeoReply = PostData & { answers?: PostData[] };

interface TopicHeadInput {
  topic: SeoTopic;
  mainPost: PostData;
  replies: ReadonlyArray<SeoReply>;
  origin: string;
  siteName?: string;
}

interface MetaTag {
  /** `name` for description and twitter, `property` for OpenGraph. */
  attr: 'name' | 'property';
  key: string;
  content: string;
}

interface TopicHead {
  title: string;
  description: string;
  canonical: string;
  meta: MetaTag[];
  jsonLd: Record<string, unknown>;
}

const iso = (ms: number) => (Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : undefined);

function person(post: PostData, origin: string) {
  const name = displayName(post.user ?? { fullname: post.userFullname, username: post.username, userslug: post.userslug });
  const slug = post.user?.userslug ?? post.userslug;
  return { '@type': 'Person', name, ...(slug && name !== 'Deleted User' ? { url: `${origin}/user/${encodeURIComponent(slug)}` } : {}) };
}

function visible(posts: ReadonlyArray<SeoReply> | undefined): SeoReply[] {
  return (posts ?? []).filter((p) => p && !p.deleted).slice(0, JSON_LD_REPLIES);
}

function answerLd(post: PostData, canonical: string, origin: string) {
  return {
    '@type': 'Answer',
    text: htmlToText(post.content),
    dateCreated: iso(post.timestamp),
    upvoteCount: post.upvotes ?? 0,
    url: `${canonical}#post-${post.pid}`,
    author: person(post, origin),
  };
}

function commentLd(post: SeoReply, canonical: string, origin: string): Record<string, unknown> {
  const nested = visible(post.answers);
  return {
    '@type': 'Comment',
    text: htmlToText(post.content),
    datePublished: iso(post.timestamp),
    url: `${canonical}#post-${post.pid}`,
    author: person(post, origin),
    upvoteCount: post.upvotes ?? 0,
    ...(nested.length > 0 ? { comment: nested.map((a) => commentLd(a, canonical, origin)) } : {}),
  };
}

/** The schema.org description of the topic: QAPage for faq topics, DiscussionForumPosting otherwise. */
export function topicJsonLd({ topic, mainPost, replies, origin }: TopicHeadInput): Record<string, unknown> {
  const canonical = `${origin}${topicPath(topic.slug)}`;
  const title = unescapeText(topic.title);
  const text = htmlToText(mainPost.content);
  const shown = visible(replies);
  if (topic.postType === 'faq') {
    const accepted = mainPost.aid ? shown.find((r) => r.pid === mainPost.aid) : undefined;
    const suggested = shown.filter((r) => r !== accepted);
    return {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: title,
        text: text || title,
        answerCount: topic.questionCount,
        upvoteCount: mainPost.upvotes ?? 0,
        dateCreated: iso(mainPost.timestamp || topic.timestamp),
        author: person(mainPost, origin),
        ...(accepted ? { acceptedAnswer: answerLd(accepted, canonical, origin) } : {}),
        ...(suggested.length > 0 ? { suggestedAnswer: suggested.map((r) => answerLd(r, canonical, origin)) } : {}),
      },
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: title,
    text,
    author: person(mainPost, origin),
    datePublished: iso(mainPost.timestamp || topic.timestamp),
    ...(mainPost.edited ? { dateModified: iso(mainPost.edited) } : {}),
    url: canonical,
    ...(topic.tags.length > 0 ? { keywords: topic.tags.join(', ') } : {}),
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: mainPost.upvotes ?? 0 },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: topic.questionCount },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ViewAction', userInteractionCount: topic.viewcount },
    ],
    ...(shown.length > 0 ? { comment: shown.map((r) => commentLd(r, canonical, origin)) } : {}),
  };
}

/** A picture for link previews: an absolute URL with its size and a text for who cannot see it. */
export interface TopicCardImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The topic's social card (og:image), drawn by the server (`GET /api/topic/{tid}/card`); its
 * address names the main post's last edit, so an edited title is a new picture for every reader.
 */
export function topicCardImage(topic: Pick<SeoTopic, 'tid' | 'title' | 'postType'>, mainPost: Pick<PostData, 'edited' | 'timestamp'>, origin: string): TopicCardImage {
  return {
    url: `${origin}${topicCardPath(topic.tid, cardVersion(mainPost))}`,
    width: TOPIC_CARD.width,
    height: TOPIC_CARD.height,
    alt: unescapeText(topic.title),
  };
}

/** Everything the topic page puts in `<head>`. */
export function buildTopicHead(input: TopicHeadInput): TopicHead {
  const { topic, mainPost, origin, siteName = SITE_NAME } = input;
  const heading = unescapeText(topic.title);
  const summary = unescapeText(mainPost.summary).trim() || htmlToText(mainPost.content);
  const description = truncate(summary || heading, DESCRIPTION_LENGTH);
  const canonical = `${origin}${topicPath(topic.slug)}`;
  const image = topicCardImage(topic, mainPost, origin);
  const meta: MetaTag[] = [
    { attr: 'name', key: 'description', content: description },
    { attr: 'property', key: 'og:title', content: heading },
    { attr: 'property', key: 'og:description', content: description },
    { attr: 'property', key: 'og:type', content: 'article' },
    { attr: 'property', key: 'og:url', content: canonical },
    { attr: 'property', key: 'og:site_name', content: siteName },
    { attr: 'property', key: 'og:image', content: image.url },
    { attr: 'property', key: 'og:image:type', content: TOPIC_CARD.type },
    { attr: 'property', key: 'og:image:width', content: String(image.width) },
    { attr: 'property', key: 'og:image:height', content: String(image.height) },
    { attr: 'property', key: 'og:image:alt', content: image.alt },
    { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attr: 'name', key: 'twitter:title', content: heading },
    { attr: 'name', key: 'twitter:description', content: description },
    { attr: 'name', key: 'twitter:image', content: image.url },
    { attr: 'name', key: 'twitter:image:alt', content: image.alt },
  ];
  const published = iso(mainPost.timestamp || topic.timestamp);
  if (published) meta.push({ attr: 'property', key: 'article:published_time', content: published });
  for (const tag of topic.tags) meta.push({ attr: 'property', key: 'article:tag', content: tag });
  return { title: `${heading} · ${siteName}`, description, canonical, meta, jsonLd: topicJsonLd(input) };
}
