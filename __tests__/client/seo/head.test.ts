import { EMPTY_FILTERS, feedPath, filtersFromQuery } from '@/lib/discussions/feed';
import { profileHead, profileJsonLd } from '@/components/profile/seo';
import { exploreHead } from '@/lib/explore/head';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs';
import { pageCardImage } from '@/lib/seo/cards';
import { headTags, pageTitle } from '@/lib/seo/head';
import { SITE_NAME } from '@/lib/seo/site';
import { translator } from '@/server/i18n/catalogues';
import { disallowedPaths, PAGE_INDEXING, robotsPath } from '@/lib/seo/pages';

const ORIGIN = 'https://community.example.org';

describe('the feed’s canonical address', () => {
  it('keeps only the meaningful filters, in one order, whatever order and extras the URL had', () => {
    const a = filtersFromQuery({ utm_source: 'x', term: '', sort: 'popular', tags: 'Rust', postType: 'blog', fbclid: 'y' });
    const b = filtersFromQuery({ postType: 'blog', tags: 'rust' });
    expect(feedPath(a)).toBe('/discussions?postType=blog&tags=rust');
    expect(feedPath(b)).toBe(feedPath(a));
    expect(feedPath(filtersFromQuery({ sort: 'recent', postType: 'ama', from: '100', to: '200' }), 2)).toBe(
      '/discussions?postType=ama&sort=recent&from=100&to=200&page=2',
    );
    // A half date range and the default sort say nothing: left out.
    expect(feedPath(filtersFromQuery({ from: '100', sort: 'popular' }))).toBe('/discussions');
    expect(feedPath(EMPTY_FILTERS, 1)).toBe('/discussions');
    expect(feedPath(EMPTY_FILTERS, 3)).toBe('/discussions?page=3');
  });
});

describe('page heads', () => {
  it('one title suffix, added once', () => {
    expect(pageTitle('Discussions')).toBe(`Discussions · ${SITE_NAME}`);
    expect(pageTitle(`Discussions · ${SITE_NAME}`)).toBe(`Discussions · ${SITE_NAME}`);
    expect(pageTitle('')).toBe(SITE_NAME);
  });

  it('issue 38: a page with an ActivityPub object names it absolutely; a page without one, or a noindex page, names none', () => {
    expect(headTags({ title: 'Meetup', description: 'D', path: '/events/4/meetup', activityPub: '/ap/events/4' }, ORIGIN, 'de').activityPub).toBe(`${ORIGIN}/ap/events/4`);
    expect(headTags({ title: 'Meetup', description: 'D', path: '/events/4/meetup' }, ORIGIN).activityPub).toBeUndefined();
    expect(headTags({ title: 'Draft', noindex: true }, ORIGIN).activityPub).toBeUndefined();
  });

  it('issue 34: a page in another language has its own canonical and prev/next, and names every language (hreflang)', () => {
    const head = headTags({ title: 'Events', description: 'D', path: '/events?page=2', prev: '/events', next: '/events?page=3' }, ORIGIN, 'es');
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${ORIGIN}/es/events?page=2` },
      { rel: 'prev', href: `${ORIGIN}/es/events` },
      { rel: 'next', href: `${ORIGIN}/es/events?page=3` },
    ]);
    expect(head.meta.find((m) => m.key === 'og:url')?.content).toBe(`${ORIGIN}/es/events?page=2`);
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: `${ORIGIN}/events?page=2` },
      { hreflang: 'es', href: `${ORIGIN}/es/events?page=2` },
      { hreflang: 'de', href: `${ORIGIN}/de/events?page=2` },
      { hreflang: 'ar', href: `${ORIGIN}/ar/events?page=2` },
      { hreflang: 'x-default', href: `${ORIGIN}/events?page=2` },
    ]);
    expect(headTags({ title: 'Sign in', noindex: true }, ORIGIN, 'de').alternates).toBeUndefined();
  });

  it('an indexable page gets description, canonical, prev/next, OpenGraph and Twitter tags; an image makes a large card', () => {
    const head = headTags({ title: 'Discussions, page 2', description: 'All of it.', path: '/discussions?page=2', prev: '/discussions', next: '/discussions?page=3' }, ORIGIN);
    expect(head.title).toBe(`Discussions, page 2 · ${SITE_NAME}`);
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${ORIGIN}/discussions?page=2` },
      { rel: 'prev', href: `${ORIGIN}/discussions` },
      { rel: 'next', href: `${ORIGIN}/discussions?page=3` },
    ]);
    const meta = Object.fromEntries(head.meta.map((m) => [m.key, m.content]));
    expect(meta).toEqual({
      description: 'All of it.',
      'og:title': 'Discussions, page 2',
      'og:description': 'All of it.',
      'og:type': 'website',
      'og:url': `${ORIGIN}/discussions?page=2`,
      'og:site_name': SITE_NAME,
      'twitter:card': 'summary',
      'twitter:title': 'Discussions, page 2',
      'twitter:description': 'All of it.',
    });
    const withImage = headTags({ title: 'T', description: 'D', path: '/posts/1/t', image: { url: '/api/og/1.png', width: 1200, height: 630, alt: 'T' } }, ORIGIN);
    const imageMeta = Object.fromEntries(withImage.meta.map((m) => [m.key, m.content]));
    expect(imageMeta).toMatchObject({ 'og:image': `${ORIGIN}/api/og/1.png`, 'og:image:width': '1200', 'twitter:card': 'summary_large_image', 'twitter:image': `${ORIGIN}/api/og/1.png` });
  });

  it('R1.4 every shareable page type names its PNG social card with size, type and text alternative; list pages too', () => {
    const card = pageCardImage('event', 12, 'Plugin night');
    expect(card).toEqual({ url: '/api/cards/event/12', width: 1200, height: 630, type: 'image/png', alt: 'Plugin night', inPageLanguage: true });
    expect(pageCardImage('member', 'ana maría', 'Ana').url).toBe('/api/cards/member/ana%20mar%C3%ADa');
    const meta = Object.fromEntries(headTags({ title: 'Plugin night', description: 'D', path: '/events/12/plugin-night', image: card }, ORIGIN).meta.map((m) => [m.key, m.content]));
    expect(meta).toMatchObject({
      'og:image': `${ORIGIN}/api/cards/event/12`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:type': 'image/png',
      'og:image:alt': 'Plugin night',
      'twitter:card': 'summary_large_image',
      'twitter:image': `${ORIGIN}/api/cards/event/12`,
      'twitter:image:alt': 'Plugin night',
    });
    // Issue 34: on another language's page the card is drawn in that language.
    const spanish = Object.fromEntries(headTags({ title: 'Plugin night', description: 'D', path: '/events/12/plugin-night', image: card }, ORIGIN, 'es').meta.map((m) => [m.key, m.content]));
    expect(spanish).toMatchObject({ 'og:image': `${ORIGIN}/api/cards/event/12?lang=es`, 'twitter:image': `${ORIGIN}/api/cards/event/12?lang=es` });
    const arabic = Object.fromEntries(headTags({ title: 'Plugin night', description: 'D', path: '/events/12/plugin-night', image: card }, ORIGIN, 'ar').meta.map((m) => [m.key, m.content]));
    expect(arabic['og:image']).toBe(`${ORIGIN}/api/cards/event/12?lang=ar`);
    const explore = exploreHead({ tags: [], popular: [], trending: [], sections: null, failed: false } as unknown as Parameters<typeof exploreHead>[0], translator('en', 'explore'));
    expect(explore).toMatchObject({ image: { url: '/api/cards/list/explore', type: 'image/png' } });
  });

  it('R1.4 breadcrumbs: a BreadcrumbList of absolute addresses, positions from 1', () => {
    expect(breadcrumbJsonLd([{ name: 'Events', path: '/events' }, { name: 'Plugin night', path: '/events/12/plugin-night' }], ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Events', item: `${ORIGIN}/events` },
        { '@type': 'ListItem', position: 2, name: 'Plugin night', item: `${ORIGIN}/events/12/plugin-night` },
      ],
    });
  });

  it('R3.15 a profile is a ProfilePage with the member as its Person, its card, and breadcrumbs', () => {
    const user = { uid: 4, username: 'ana', userslug: 'ana', fullname: 'Ana Lima', aboutme: 'Maintainer.', postcount: 3, reputation: 9, picture: '/uploads/ana.png', joindate: Date.UTC(2025, 0, 2) };
    const t = translator('en', 'profile');
    expect(profileHead(user, t, 'en').image).toMatchObject({ url: '/api/cards/member/ana', width: 1200, height: 630 });
    expect(profileHead({ ...user, aboutme: '' }, t, 'en').description).toBe(`Ana Lima on ${SITE_NAME}: 3 posts, 9 reputation.`);
    const [page, crumbs] = profileJsonLd(user, ORIGIN);
    expect(page).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${ORIGIN}/user/ana`,
      dateCreated: '2025-01-02T00:00:00.000Z',
      mainEntity: {
        '@type': 'Person',
        name: 'Ana Lima',
        alternateName: 'ana',
        url: `${ORIGIN}/user/ana`,
        description: 'Maintainer.',
        image: `${ORIGIN}/uploads/ana.png`,
        agentInteractionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/WriteAction', userInteractionCount: 3 },
      },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, { position: 2, name: 'Ana Lima', item: `${ORIGIN}/user/ana` }] });
  });

  it('R3.17 an indexable page offers the site podcast feed, and any feed of its own, as absolute addresses', () => {
    expect(headTags({ title: 'T', description: 'D', path: '/discussions' }, ORIGIN).feeds).toEqual([
      { title: `${SITE_NAME} podcast`, href: `${ORIGIN}/podcast.xml` },
    ]);
    const project = headTags({ title: 'P', description: 'D', path: '/projects/3/p', feeds: [{ title: 'P podcast', href: '/projects/3/podcast.xml' }] }, ORIGIN);
    expect(project.feeds).toEqual([
      { title: `${SITE_NAME} podcast`, href: `${ORIGIN}/podcast.xml` },
      { title: 'P podcast', href: `${ORIGIN}/projects/3/podcast.xml` },
    ]);
  });

  it('a private page gets noindex and no canonical or sharing tags', () => {
    expect(headTags({ title: 'Sign in', noindex: true }, ORIGIN)).toEqual({
      title: `Sign in · ${SITE_NAME}`,
      meta: [{ attr: 'name', key: 'robots', content: 'noindex' }],
      links: [],
    });
  });
});

describe('robots rules from the page table', () => {
  it('route patterns become robots paths; every noindex page and the API are disallowed', () => {
    expect(robotsPath('/user/[slug]/settings')).toBe('/user/*/settings');
    expect(robotsPath('/join/[uid]/[timestamp]')).toBe('/join/');
    expect(robotsPath('/compose')).toBe('/compose');
    const noindex = Object.entries(PAGE_INDEXING).filter(([, v]) => v === 'noindex').map(([route]) => robotsPath(route));
    expect(disallowedPaths()).toEqual(['/api/', ...noindex.sort()]);
    expect(disallowedPaths()).not.toContain('/discussions');
  });
});
