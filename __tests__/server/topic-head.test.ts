import { headTags, jsonLdText } from '@/lib/seo/head';
import { topicPath } from '@/lib/seo/pages';
import { htmlToText } from '@/server/discussions/markdown';
import { buildTopicHead, topicJsonLd, type SeoReply } from '@/server/seo/topicHead';
import { tidFromSlug } from '@/server/ssr/topic';
import { makeAnswer, makeMainPost, makeQuestion, makeTopic, users } from '@/mocks/factories/topic';

const ORIGIN = 'https://community.example.org';
const CANONICAL = `${ORIGIN}/posts/12/how-to-configure-the-parser`;

/** Comments in a JSON-LD `comment` tree. */
function countTree(comments: unknown): number {
  if (!Array.isArray(comments)) return 0;
  return comments.reduce((n: number, c: { comment?: unknown }) => n + 1 + countTree(c.comment), 0);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * Google's rules for QAPage and DiscussionForumPosting structured data (required and recommended
 * properties), as a list of problems: a QAPage's Question has a name, a text, an answerCount equal
 * to the answers it holds and at least one accepted or suggested answer; Question, Answer and Comment
 * carry an author and an ISO datePublished; a DiscussionForumPosting has a headline or text, an
 * author and a datePublished; every commentCount equals the comments under it.
 */
function googleStructuredDataProblems(ld: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const post = (node: Record<string, unknown>, where: string) => {
    if (!node.author || typeof (node.author as { name?: unknown }).name !== 'string') problems.push(`${where}: author.name`);
    if (typeof node.datePublished !== 'string' || !ISO_DATE.test(node.datePublished)) problems.push(`${where}: datePublished`);
    if (typeof node.text !== 'string' || node.text === '') problems.push(`${where}: text`);
    const comments = node.comment;
    if (comments !== undefined) {
      if (!Array.isArray(comments) || comments.length === 0) problems.push(`${where}: comment must be a non-empty list`);
      else comments.forEach((c: Record<string, unknown>, i) => {
        if (c['@type'] !== 'Comment') problems.push(`${where}.comment[${i}]: @type ${String(c['@type'])}`);
        post(c, `${where}.comment[${i}]`);
      });
    }
    if (node.commentCount !== undefined && node.commentCount !== countTree(comments)) problems.push(`${where}: commentCount`);
  };
  if (ld['@context'] !== 'https://schema.org') problems.push('@context');
  if (ld['@type'] === 'QAPage') {
    const q = ld.mainEntity as Record<string, unknown> | undefined;
    if (!q || q['@type'] !== 'Question') return [...problems, 'mainEntity must be a Question'];
    if (typeof q.name !== 'string' || q.name === '') problems.push('Question: name');
    post(q, 'Question');
    const answers = [...(q.acceptedAnswer ? [q.acceptedAnswer] : []), ...((q.suggestedAnswer as unknown[] | undefined) ?? [])] as Array<Record<string, unknown>>;
    if (answers.length === 0) problems.push('Question: needs an acceptedAnswer or a suggestedAnswer');
    if (q.answerCount !== answers.length) problems.push(`Question: answerCount ${String(q.answerCount)} for ${answers.length} answers`);
    answers.forEach((a, i) => {
      if (a['@type'] !== 'Answer') problems.push(`answer[${i}]: @type`);
      post(a, `answer[${i}]`);
    });
  } else if (ld['@type'] === 'DiscussionForumPosting') {
    if (typeof ld.headline !== 'string' || ld.headline === '') problems.push('headline');
    post(ld, 'DiscussionForumPosting');
  } else {
    problems.push(`@type ${String(ld['@type'])}`);
  }
  return problems;
}

function replies(): SeoReply[] {
  return [
    { ...makeQuestion({ pid: 101, content: '<p>Use <code>yaml: true</code></p>', upvotes: 5 }), answers: [makeAnswer({ pid: 201, qid: 101 })] },
    { ...makeQuestion({ pid: 102, content: '<p>Or JSON</p>', upvotes: 1 }, users.lee), answers: [] },
    { ...makeQuestion({ pid: 103, deleted: true }), answers: [] },
  ];
}

describe('topic page head (search engines and link previews)', () => {
  it('title, description from the summary, canonical /posts/{slug}, OpenGraph and Twitter card', () => {
    const topic = makeTopic({ title: 'Parsing &amp; &quot;YAML&quot;' });
    const built = buildTopicHead({ topic, mainPost: topic.posts[0], replies: replies(), origin: ORIGIN });
    expect(built.description).toBe('I want to configure the parser for YAML & JSON.');
    const head = headTags(built, ORIGIN);
    expect(head.title).toBe('Parsing & "YAML" · Open Source Community');
    expect(head.links).toEqual([{ rel: 'canonical', href: CANONICAL }]);
    const meta = Object.fromEntries(head.meta.filter((m) => m.key !== 'article:tag').map((m) => [m.key, m.content]));
    expect(meta).toMatchObject({
      description: 'I want to configure the parser for YAML & JSON.',
      'og:title': 'Parsing & "YAML"',
      'og:description': 'I want to configure the parser for YAML & JSON.',
      'og:type': 'article',
      'og:url': CANONICAL,
      'og:site_name': 'Open Source Community',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Parsing & "YAML"',
    });
    expect(head.meta.filter((m) => m.key === 'article:tag').map((m) => m.content)).toEqual(['parser', 'config']);
    expect(head.meta.find((m) => m.key === 'og:url')?.attr).toBe('property');
    expect(head.meta.find((m) => m.key === 'description')?.attr).toBe('name');
  });

  it('og:image is the social card at its absolute address on the public origin, versioned by the last edit', () => {
    const topic = makeTopic({ title: 'Parsing &amp; YAML' });
    const mainPost = topic.posts[0]!;
    const head = headTags(buildTopicHead({ topic, mainPost, replies: [], origin: ORIGIN }), ORIGIN);
    const meta = Object.fromEntries(head.meta.map((m) => [m.key, m.content]));
    const url = `${ORIGIN}/api/topic/${topic.tid}/card?v=${mainPost.edited || mainPost.timestamp}`;
    expect(meta).toMatchObject({
      'og:image': url,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Parsing & YAML',
      'twitter:card': 'summary_large_image',
      'twitter:image': url,
      'twitter:image:alt': 'Parsing & YAML',
    });
    expect(head.meta.find((m) => m.key === 'og:image')?.attr).toBe('property');
    // Its JSON-LD: the topic, then its breadcrumbs from the discussions to the topic.
    const built = buildTopicHead({ topic, mainPost, replies: [], origin: ORIGIN });
    expect(built.jsonLd[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Discussions', item: `${ORIGIN}/discussions` },
        { '@type': 'ListItem', position: 2, name: 'Parsing & YAML', item: `${ORIGIN}${topicPath(topic.slug)}` },
      ],
    });
    // An edit is a new address, so previews made before it are not reused.
    const edited = headTags(buildTopicHead({ topic, mainPost: { ...mainPost, edited: mainPost.timestamp + 60_000 }, replies: [], origin: ORIGIN }), ORIGIN);
    expect(edited.meta.find((m) => m.key === 'og:image')?.content).toBe(`${ORIGIN}/api/topic/${topic.tid}/card?v=${mainPost.timestamp + 60_000}`);
  });

  it('a long summary is cut for the description; without one the content text is used', () => {
    const long = makeMainPost({ summary: 'word '.repeat(100) });
    const head = buildTopicHead({ topic: makeTopic(), mainPost: long, replies: [], origin: ORIGIN });
    expect(head.description.length).toBeLessThanOrEqual(171);
    expect(head.description.endsWith('…')).toBe(true);
    const none = makeMainPost({ summary: '', content: '<p>Only <em>content</em> here</p>' });
    expect(buildTopicHead({ topic: makeTopic(), mainPost: none, replies: [], origin: ORIGIN }).description).toBe('Only content here');
  });

  it('faq topics are a QAPage with a Question, its accepted and suggested answers', () => {
    const topic = makeTopic();
    const mainPost = makeMainPost({ aid: 102 });
    const ld = topicJsonLd({ topic, mainPost, replies: replies(), origin: ORIGIN }) as {
      '@type': string;
      mainEntity: Record<string, unknown> & { acceptedAnswer: Record<string, unknown>; suggestedAnswer: Array<Record<string, unknown>> };
    };
    expect(ld['@type']).toBe('QAPage');
    expect(ld.mainEntity).toMatchObject({
      '@type': 'Question',
      name: 'How to configure the parser?',
      text: 'I want to configure the parser for YAML & JSON.',
      answerCount: 2,
      upvoteCount: 4,
      datePublished: '2025-01-05T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Amara Okafor', url: `${ORIGIN}/user/amara` },
    });
    expect(ld.mainEntity.acceptedAnswer).toMatchObject({
      '@type': 'Answer',
      text: 'Or JSON',
      upvoteCount: 1,
      url: `${CANONICAL}#post-102`,
      author: { name: 'Lee Chen' },
    });
    // The deleted reply is left out.
    expect(ld.mainEntity.suggestedAnswer.map((a) => a.url)).toEqual([`${CANONICAL}#post-101`]);
    expect(ld.mainEntity.suggestedAnswer[0].text).toBe('Use yaml: true');
  });

  it('other topics are a DiscussionForumPosting with counts and comments', () => {
    const topic = makeTopic({}, 'blog');
    const ld = topicJsonLd({ topic, mainPost: topic.posts[0], replies: replies(), origin: ORIGIN }) as Record<string, unknown> & {
      interactionStatistic: Array<{ interactionType: string; userInteractionCount: number }>;
      comment: Array<Record<string, unknown> & { comment?: Array<Record<string, unknown>> }>;
    };
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: 'How to configure the parser?',
      text: 'I want to configure the parser for YAML & JSON.',
      author: { name: 'Amara Okafor' },
      datePublished: '2025-01-05T10:00:00.000Z',
      url: CANONICAL,
    });
    expect(ld.interactionStatistic.map((s) => [s.interactionType.split('/').pop(), s.userInteractionCount])).toEqual([
      ['LikeAction', 4],
      ['CommentAction', 3],
      ['ViewAction', 31],
    ]);
    expect(ld.comment.map((c) => c.url)).toEqual([`${CANONICAL}#post-101`, `${CANONICAL}#post-102`]);
    expect(ld.comment[0].comment?.[0]).toMatchObject({ '@type': 'Comment', url: `${CANONICAL}#post-201`, author: { name: 'Lee Chen' } });
  });

  it('R3.17 a podcast topic is a PodcastEpisode with its audio, series and feed, keeping its comments', () => {
    const mainPost = makeMainPost({ postType: 'podcast', metaData: { audioUrl: '/audio/episode-1.mp3', duration: 3723 }, plays: 9 });
    const topic = makeTopic({}, 'podcast');
    const ld = topicJsonLd({ topic, mainPost, replies: replies(), origin: ORIGIN }) as Record<string, unknown> & {
      interactionStatistic: Array<{ interactionType: string; userInteractionCount: number }>;
      comment: Array<Record<string, unknown>>;
    };
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: 'How to configure the parser?',
      url: CANONICAL,
      datePublished: '2025-01-05T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Amara Okafor' },
      timeRequired: 'PT1H2M3S',
      associatedMedia: { '@type': 'AudioObject', contentUrl: `${ORIGIN}/audio/episode-1.mp3`, encodingFormat: 'audio/mpeg', duration: 'PT1H2M3S' },
      partOfSeries: { '@type': 'PodcastSeries', url: `${ORIGIN}/discussions?postType=podcast`, webFeed: `${ORIGIN}/podcast.xml` },
      commentCount: 3,
    });
    expect(ld.interactionStatistic.map((s) => [s.interactionType.split('/').pop(), s.userInteractionCount])).toEqual([
      ['ListenAction', 9],
      ['LikeAction', 4],
      ['CommentAction', 3],
    ]);
    expect(ld.comment).toHaveLength(2);
    expect(JSON.parse(jsonLdText(ld))).toEqual(ld);
    // A podcast topic without its audio stays a DiscussionForumPosting.
    const silent = makeMainPost({ postType: 'podcast', metaData: {} });
    expect(topicJsonLd({ topic, mainPost: silent, replies: [], origin: ORIGIN })['@type']).toBe('DiscussionForumPosting');
  });

  it('a question nobody has answered yet is a DiscussionForumPosting, not a QAPage with zero answers', () => {
    const topic = makeTopic({ questionCount: 0 });
    const ld = topicJsonLd({ topic, mainPost: topic.posts[0], replies: [], origin: ORIGIN });
    expect(ld['@type']).toBe('DiscussionForumPosting');
    expect(googleStructuredDataProblems(ld)).toEqual([]);
    // Only deleted replies: still unanswered as far as a reader can see.
    const onlyDeleted = topicJsonLd({ topic, mainPost: topic.posts[0], replies: [replies()[2]!], origin: ORIGIN });
    expect(onlyDeleted['@type']).toBe('DiscussionForumPosting');
    expect(onlyDeleted).toMatchObject({ commentCount: 0 });
  });

  it('an answered question is a valid QAPage: dates on Question and Answer, nested replies as comments, counts of the tree', () => {
    const topic = makeTopic();
    const tree: SeoReply[] = [
      { ...makeQuestion({ pid: 101, upvotes: 5 }), answers: [makeAnswer({ pid: 201, qid: 101 }), makeAnswer({ pid: 202, qid: 101, deleted: true })] },
      { ...makeQuestion({ pid: 102 }), answers: [makeAnswer({ pid: 203, qid: 102 }), makeAnswer({ pid: 204, qid: 102, toPid: 203 })] },
    ];
    const ld = topicJsonLd({ topic, mainPost: makeMainPost({ aid: 102 }), replies: tree, origin: ORIGIN }) as {
      '@type': string;
      mainEntity: Record<string, unknown> & { acceptedAnswer: Record<string, unknown>; suggestedAnswer: Array<Record<string, unknown>> };
    };
    expect(ld['@type']).toBe('QAPage');
    expect(googleStructuredDataProblems(ld)).toEqual([]);
    expect(ld.mainEntity.answerCount).toBe(2);
    expect(ld.mainEntity.acceptedAnswer).toMatchObject({ url: `${CANONICAL}#post-102`, commentCount: 2 });
    expect((ld.mainEntity.acceptedAnswer.comment as Array<{ '@type': string; url: string }>).map((c) => [c['@type'], c.url])).toEqual([
      ['Comment', `${CANONICAL}#post-203`],
      ['Comment', `${CANONICAL}#post-204`],
    ]);
    // The deleted answer under 101 is neither described nor counted.
    expect(ld.mainEntity.suggestedAnswer[0]).toMatchObject({ url: `${CANONICAL}#post-101`, commentCount: 1 });
    expect(ld.mainEntity.suggestedAnswer[0].comment).toHaveLength(1);
  });

  it('the comment count of a discussion is the number of comments in its tree', () => {
    const topic = makeTopic({ questionCount: 7 }, 'blog');
    const ld = topicJsonLd({ topic, mainPost: topic.posts[0], replies: replies(), origin: ORIGIN }) as Record<string, unknown> & {
      interactionStatistic: Array<{ interactionType: string; userInteractionCount: number }>;
    };
    expect(googleStructuredDataProblems(ld)).toEqual([]);
    expect(ld.commentCount).toBe(countTree(ld.comment));
    expect(ld.interactionStatistic.find((s) => s.interactionType.endsWith('CommentAction'))?.userInteractionCount).toBe(countTree(ld.comment));
  });

  it('JSON-LD text escapes < so a post cannot close the script element', () => {
    const mainPost = makeMainPost({ content: '<p>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>' });
    const text = jsonLdText(topicJsonLd({ topic: makeTopic({}, 'blog'), mainPost, replies: [], origin: ORIGIN }));
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text).text).toBe('</script><script>alert(1)</script>');
  });

  it('topic paths', () => {
    expect(topicPath('12/how-to-x')).toBe('/posts/12/how-to-x');
  });

  it('text helpers: HTML to text, the tid of an address', () => {
    expect(htmlToText('<p>A &amp; B</p><p>C&nbsp;D &#39;E&#39;</p>')).toBe("A & B C D 'E'");
    expect(tidFromSlug(['12', 'how-to-x'])).toBe(12);
    expect(tidFromSlug('12')).toBe(12);
    expect(tidFromSlug('12-how-to-x')).toBe(12);
    expect(tidFromSlug('how-to-x')).toBeNull();
    expect(tidFromSlug('0')).toBeNull();
    expect(tidFromSlug(['99999999999', 'too-big'])).toBeNull();
    expect(tidFromSlug('0')).toBeNull();
    expect(tidFromSlug(undefined)).toBeNull();
  });
});
