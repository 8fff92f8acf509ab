import { EMPTY_FILTERS, feedPath, filtersFromQuery } from '@/lib/discussions/feed';
import { headTags, pageTitle, SITE_NAME } from '@/lib/seo/head';
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
