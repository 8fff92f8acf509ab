import { mentionSlugs } from '@/lib/notifications/mentions';
import { actorsPhrase, badgeName, notificationText } from '@/lib/notifications/text';
import { renderMarkdown } from '../../server/discussions/markdown';

/** R3.10 the notification sentence and mentions, without a database. */

const a = (username: string, fullname = '') => ({ username, fullname });

describe('R3.10 who did it', () => {
  it('names one, two, or the first and how many others', () => {
    expect(actorsPhrase([], 0)).toBe('Someone');
    expect(actorsPhrase([a('priya', 'Priya Raman')], 1)).toBe('Priya Raman');
    expect(actorsPhrase([a('priya', 'Priya Raman'), a('jonas')], 2)).toBe('Priya Raman and jonas');
    expect(actorsPhrase([a('priya', 'Priya Raman'), a('jonas'), a('mei')], 4)).toBe('Priya Raman and 3 others');
    expect(actorsPhrase([a('priya')], 2)).toBe('priya and 1 other');
  });

  it('words each type with the object in quotes', () => {
    expect(notificationText('upvote', [a('priya', 'Priya')], 4, 'Build fails')).toBe('Priya and 3 others upvoted your post in "Build fails"');
    expect(notificationText('badge-awarded', [], 0, badgeName('first-accepted-answer'))).toBe('You earned the badge "First accepted answer"');
  });
});

describe('R3.10 mentions', () => {
  it('finds @slugs once each, not in e-mail addresses, without a trailing hyphen or dot', () => {
    expect(mentionSlugs('Hi @Priya and @jonas-b. Mail me@mei.test, or @priya again; @liam-', 10)).toEqual(['priya', 'jonas-b', 'liam']);
    expect(mentionSlugs('@a @b @c', 2)).toEqual(['a', 'b']);
  });

  it('links only the members given, outside code and links, and reports who was linked', () => {
    const found = new Set<number>();
    const html = renderMarkdown(
      '@priya, see [@jonas](https://example.org) and `@priya`.\n\n    @priya in code',
      new Map([
        ['priya', { uid: 7, userslug: 'priya' }],
        ['jonas', { uid: 8, userslug: 'jonas' }],
      ]),
      found,
    );
    expect(html).toContain('<a href="/user/priya" class="mention" rel="nofollow noopener ugc">@priya</a>, see');
    expect(html).toContain('<a href="https://example.org" rel="nofollow noopener ugc">@jonas</a>');
    expect(html).toContain('<code>@priya</code>');
    expect([...found]).toEqual([7]);
    expect(renderMarkdown('@priya')).toBe('<p>@priya</p>');
  });
});
