import { buildTopicHead, htmlToText, jsonLdText, topicJsonLd, topicPath, type SeoReply } from '@/components/topic/seo';
import { tidFromSlug } from '@/server/ssr/topic';
import { makeAnswer, makeMainPost, makeQuestion, makeTopic, users } from './fixtures';

const ORIGIN = 'https://community.example.org';
const CANONICAL = `${ORIGIN}/posts/12/how-to-configure-the-parser`;

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
    const head = buildTopicHead({ topic, mainPost: topic.posts[0], replies: replies(), origin: ORIGIN });
    expect(head.title).toBe('Parsing & "YAML" · Open Source Community');
    expect(head.description).toBe('I want to configure the parser for YAML & JSON.');
    expect(head.canonical).toBe(CANONICAL);
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
    const head = buildTopicHead({ topic, mainPost, replies: [], origin: ORIGIN });
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
    // An edit is a new address, so previews made before it are not reused.
    const edited = buildTopicHead({ topic, mainPost: { ...mainPost, edited: mainPost.timestamp + 60_000 }, replies: [], origin: ORIGIN });
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
      dateCreated: '2025-01-05T10:00:00.000Z',
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
      ['CommentAction', 2],
      ['ViewAction', 31],
    ]);
    expect(ld.comment.map((c) => c.url)).toEqual([`${CANONICAL}#post-101`, `${CANONICAL}#post-102`]);
    expect(ld.comment[0].comment?.[0]).toMatchObject({ '@type': 'Comment', url: `${CANONICAL}#post-201`, author: { name: 'Lee Chen' } });
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
