import { cardVersion, TOPIC_CARD, topicCardPath } from '@/lib/discussions/rules';
import type { PostData } from '@/lib/discussions/types';
import { displayName, unescapeText } from '@/lib/names';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs';
import type { HeadImage, IndexedPage, MetaTag, PageHeadProps } from '@/lib/seo/head';
import { plainProps } from '@/lib/ssr/page';
import type { TopicSeed } from '@/lib/ssr/seed';
import { podcastEpisodeLd } from '@/lib/seo/podcast';
import { topicPath } from '@/lib/seo/pages';
import { truncate } from '@/lib/text';
import { htmlToText } from '../discussions/markdown';

/**
 * The topic page's head for visitors and search engines: title, description, canonical address,
 * OpenGraph and Twitter card, and schema.org JSON-LD (QAPage for answered questions, otherwise a
 * DiscussionForumPosting). Built by the page's loader (server/ssr/topic.ts, and the project page's
 * question view) from what it read, and handed to the page as its `head`: the JSON-LD holds the
 * full text of the posts, which only the server's htmlToText reads out of their HTML.
 */

const DESCRIPTION_LENGTH = 160;
/** At most this many replies are described in the JSON-LD. */
const JSON_LD_REPLIES = 20;

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
}

/** The topic page's head (components/ui PageHead renders it); its JSON-LD is the topic's own description, then its breadcrumbs. */
type TopicHead = IndexedPage & { jsonLd: Array<Record<string, unknown>> };

const iso = (ms: number) => (Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : undefined);

function person(post: PostData, origin: string) {
  const name = displayName(post.user ?? { fullname: post.userFullname, username: post.username, userslug: post.userslug });
  const slug = post.user?.userslug ?? post.userslug;
  return { '@type': 'Person', name, ...(slug && name !== 'Deleted User' ? { url: `${origin}/user/${encodeURIComponent(slug)}` } : {}) };
}

function visible(posts: ReadonlyArray<SeoReply> | undefined): SeoReply[] {
  return (posts ?? []).filter((p) => p && !p.deleted).slice(0, JSON_LD_REPLIES);
}

/** When a post was written and, if so, last edited. */
function dates(post: PostData): { datePublished?: string; dateModified?: string } {
  const published = iso(post.timestamp);
  const modified = post.edited ? iso(post.edited) : undefined;
  return { ...(published ? { datePublished: published } : {}), ...(modified ? { dateModified: modified } : {}) };
}

/**
 * A reply as schema.org: an `Answer` to a faq topic or a `Comment`, with its text, dates, votes and
 * author; the replies under it are `comment`s.
 */
function postLd(type: 'Answer' | 'Comment', post: SeoReply, canonical: string, origin: string): Record<string, unknown> {
  const nested = visible(post.answers);
  return {
    '@type': type,
    text: htmlToText(post.content),
    ...dates(post),
    upvoteCount: post.upvotes ?? 0,
    url: `${canonical}#post-${post.pid}`,
    author: person(post, origin),
    ...(nested.length > 0 ? { commentCount: countComments(nested), comment: nested.map((a) => postLd('Comment', a, canonical, origin)) } : {}),
  };
}

/** How many `Comment`s the tree of these replies describes (each reply and every reply under it). */
function countComments(replies: ReadonlyArray<SeoReply>): number {
  return replies.reduce((n, r) => n + 1 + countComments(visible(r.answers)), 0);
}

/**
 * The schema.org description of the topic. A faq topic with at least one answer is a QAPage
 * (Google's rules: a Question with `name`, `answerCount` and an accepted or suggested answer, each
 * Answer with `text`; `datePublished` on both). A faq topic nobody has answered yet, and every
 * other type, is a DiscussionForumPosting. Replies under an answer or a reply are `comment`s, and
 * every count is the count of what the tree holds.
 */
export function topicJsonLd({ topic, mainPost, replies, origin }: TopicHeadInput): Record<string, unknown> {
  const canonical = `${origin}${topicPath(topic.slug)}`;
  const title = unescapeText(topic.title);
  const text = htmlToText(mainPost.content);
  const shown = visible(replies);
  const published = { ...dates(mainPost), ...(mainPost.timestamp ? {} : { datePublished: iso(topic.timestamp) }) };
  if (topic.postType === 'faq' && shown.length > 0) {
    const accepted = mainPost.aid ? shown.find((r) => r.pid === mainPost.aid) : undefined;
    const suggested = shown.filter((r) => r !== accepted);
    return {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: title,
        text: text || title,
        answerCount: shown.length,
        upvoteCount: mainPost.upvotes ?? 0,
        ...published,
        author: person(mainPost, origin),
        url: canonical,
        ...(accepted ? { acceptedAnswer: postLd('Answer', accepted, canonical, origin) } : {}),
        ...(suggested.length > 0 ? { suggestedAnswer: suggested.map((r) => postLd('Answer', r, canonical, origin)) } : {}),
      },
    };
  }
  const comments = countComments(shown);
  const audioUrl = mainPost.metaData?.audioUrl;
  if (topic.postType === 'podcast' && typeof audioUrl === 'string' && audioUrl !== '') {
    // A podcast episode's page (R3.17): the episode, its audio and series, with the same comments.
    const episode = podcastEpisodeLd(
      {
        name: title,
        url: canonical,
        description: text || title,
        datePublished: published.datePublished,
        audioUrl,
        duration: mainPost.metaData.duration,
        author: person(mainPost, origin),
      },
      origin,
    );
    return {
      '@context': 'https://schema.org',
      ...episode,
      ...(published.dateModified ? { dateModified: published.dateModified } : {}),
      ...(topic.tags.length > 0 ? { keywords: topic.tags.join(', ') } : {}),
      commentCount: comments,
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ListenAction', userInteractionCount: mainPost.plays ?? 0 },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: mainPost.upvotes ?? 0 },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: comments },
      ],
      ...(shown.length > 0 ? { comment: shown.map((r) => postLd('Comment', r, canonical, origin)) } : {}),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: title,
    text: text || title,
    author: person(mainPost, origin),
    ...published,
    url: canonical,
    ...(topic.tags.length > 0 ? { keywords: topic.tags.join(', ') } : {}),
    commentCount: comments,
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: mainPost.upvotes ?? 0 },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: comments },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ViewAction', userInteractionCount: topic.viewcount },
    ],
    ...(shown.length > 0 ? { comment: shown.map((r) => postLd('Comment', r, canonical, origin)) } : {}),
  };
}

/**
 * The topic's social card (og:image), drawn by the server (`GET /api/topic/{tid}/card`); its
 * address names the main post's last edit, so an edited title is a new picture for every reader.
 * PageHead writes it on the site's public origin.
 */
function topicCardImage(topic: Pick<SeoTopic, 'tid' | 'title'>, mainPost: Pick<PostData, 'edited' | 'timestamp'>): HeadImage & { alt: string } {
  return {
    url: topicCardPath(topic.tid, cardVersion(mainPost)),
    width: TOPIC_CARD.width,
    height: TOPIC_CARD.height,
    type: TOPIC_CARD.type,
    alt: unescapeText(topic.title),
    inPageLanguage: true,
  };
}

/**
 * Everything the topic page puts in `<head>`: title (PageHead adds the site suffix), description
 * from the summary, the canonical path, article tags and the JSON-LD. A picture for link previews
 * goes in `image`.
 */
export function buildTopicHead(input: TopicHeadInput): TopicHead {
  const { topic, mainPost } = input;
  const heading = unescapeText(topic.title);
  const summary = unescapeText(mainPost.summary).trim() || htmlToText(mainPost.content);
  const description = truncate(summary || heading, DESCRIPTION_LENGTH);
  const image = topicCardImage(topic, mainPost);
  const meta: MetaTag[] = [];
  const published = iso(mainPost.timestamp || topic.timestamp);
  if (published) meta.push({ attr: 'property', key: 'article:published_time', content: published });
  for (const tag of topic.tags) meta.push({ attr: 'property', key: 'article:tag', content: tag });
  const crumbs = breadcrumbJsonLd(
    [
      { name: 'Discussions', path: '/discussions' },
      { name: heading, path: topicPath(topic.slug) },
    ],
    input.origin,
  );
  return { title: heading, description, path: topicPath(topic.slug), type: 'article', image, meta, jsonLd: [topicJsonLd(input), crumbs] };
}

/** The head of a topic page's seed; null when the topic failed to load (the page's error says so). */
export function topicPageHead(seed: TopicSeed, origin: string): PageHeadProps | null {
  const mainPost = seed.loaded ? (seed.topic.posts.find((p) => p.isMainPost) ?? seed.topic.posts[0]) : undefined;
  if (!seed.loaded || !mainPost) return null;
  return plainProps(buildTopicHead({ topic: seed.topic, mainPost, replies: seed.questions.questions, origin }));
}
