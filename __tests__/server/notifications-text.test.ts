import { mentionSlugs } from '@/lib/notifications/mentions';
import { actorsPhrase, notificationText } from '@/lib/notifications/text';
import { badgeName } from '@/lib/users/badges';
import { translator } from '../../server/i18n/catalogues';
import { renderMarkdown } from '../../server/discussions/markdown';

/** R3.10 the notification sentence and mentions, without a database. */

const a = (username: string, fullname = '') => ({ username, fullname });

const en = { notifications: translator('en', 'notifications'), common: translator('en', 'common') };
// The wording, without the direction marks around names and titles (their own test below).
const sentence = (locale: 'en' | 'es' | 'de' | 'ar', parts: Parameters<typeof notificationText>[0], isolate = false) =>
  notificationText(parts, translator(locale, 'notifications'), translator(locale, 'common'), { isolate });
const plain = { isolate: false };

describe('R3.10 who did it', () => {
  it('names one, two, or the first and how many others', () => {
    expect(actorsPhrase([], 0, en.notifications, plain)).toBe('Someone');
    expect(actorsPhrase([a('priya', 'Priya Raman')], 1, en.notifications, plain)).toBe('Priya Raman');
    expect(actorsPhrase([a('priya', 'Priya Raman'), a('jonas')], 2, en.notifications, plain)).toBe('Priya Raman and jonas');
    expect(actorsPhrase([a('priya', 'Priya Raman'), a('jonas'), a('mei')], 4, en.notifications, plain)).toBe('Priya Raman and 3 others');
    expect(actorsPhrase([a('priya')], 2, en.notifications, plain)).toBe('priya and 1 other');
  });

  it('words each type with the object in quotes', () => {
    expect(sentence('en', { type: 'upvote', actors: [a('priya', 'Priya')], actorCount: 4, title: 'Build fails' })).toBe('Priya and 3 others upvoted your post in "Build fails"');
    expect(sentence('en', { type: 'badge-awarded', actors: [], actorCount: 0, title: 'first-accepted-answer' })).toBe('You earned the badge "First accepted answer"');
    expect(badgeName('first-steps-taken', en.common)).toBe('First steps taken');
  });

  it('issue 34: in the reader\'s language, the verb agreeing with how many did it', () => {
    const one = { type: 'new-reply' as const, actors: [a('priya', 'Priya')], actorCount: 1, title: 'Build fails' };
    const three = { ...one, actors: [a('priya', 'Priya'), a('jonas')], actorCount: 3 };
    expect(sentence('es', one)).toBe('Priya te respondió en «Build fails»');
    expect(sentence('es', three)).toBe('Priya y 2 personas más te respondieron en «Build fails»');
    expect(sentence('de', one)).toBe('Priya hat dir in „Build fails“ geantwortet');
    expect(sentence('de', { ...three, actorCount: 2 })).toBe('Priya und jonas haben dir in „Build fails“ geantwortet');
    expect(sentence('ar', three)).toBe('ردّ Priya وشخصان آخران عليك في «Build fails»');
    expect(sentence('de', { type: 'badge-awarded', actors: [], actorCount: 0, title: 'first-post' })).toBe('Du hast das Abzeichen „Erster Beitrag“ erhalten');
  });

  it('issue 34: each name and the title are isolated by direction (FSI … PDI), so an English title keeps its place in an Arabic sentence', () => {
    const parts = { type: 'new-reply' as const, actors: [a('priya', 'Priya'), a('jonas')], actorCount: 2, title: 'Build fails: 2 errors' };
    expect(sentence('ar', parts, true)).toBe('ردّ \u2068Priya\u2069 و\u2068jonas\u2069 عليك في «\u2068Build fails: 2 errors\u2069»');
    expect(sentence('en', { ...parts, actors: [a('amal', 'أمل')], actorCount: 1 }, true)).toBe('\u2068أمل\u2069 replied to you in "\u2068Build fails: 2 errors\u2069"');
    expect(actorsPhrase([a('priya', 'Priya Raman')], 3, en.notifications)).toBe('\u2068Priya Raman\u2069 and 2 others');
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
