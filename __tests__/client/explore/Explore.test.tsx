import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translator } from '@/server/i18n/catalogues';
import { startMswServer } from '../support/msw';
import { InEnglish } from '../support/render';
import { createRouter } from '../support/router';
import { suggesting } from '../support/tagSuggestions';
import { Explore } from '@/components/explore/Explore';
import { exploreHead, exploreJsonLd } from '@/lib/explore/head';
import { exploreHref, exploreSearchHref, parseExploreTags, toggledTags } from '@/lib/explore/tags';
import type { ExploreItem, ExplorePageProps, ExploreSection } from '@/lib/explore/types';

const t = translator('en', 'explore');

/** R1.6 The explore page: tag clouds of links, chosen tags, narrowed sections, head and JSON-LD. */

const mockRouter = createRouter('/explore');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
startMswServer();

const POPULAR = [
  { value: 'rust', count: 120 },
  { value: 'wasm', count: 14 },
  { value: 'cli', count: 1 },
];
const TRENDING = [{ value: 'wasm', count: 14, recent: 5 }];

function item(kind: ExploreItem['kind'], id: number, tags: string[]): ExploreItem {
  return { kind, id, title: `${kind} ${id} <b>`, url: `/${kind}s/${id}`, summary: `About ${kind} ${id}`, label: kind === 'project' ? 'Rust' : 'Blog', when: kind === 'project' ? null : Date.UTC(2026, 10, 20), tags };
}

const sections = (): ExploreSection[] => [
  { kind: 'post', found: 12, items: Array.from({ length: 10 }, (_, i) => item('post', i + 1, ['rust', 'wasm', 'perf'])) },
  { kind: 'event', found: 1, items: [item('event', 7, ['rust', 'wasm'])] },
  { kind: 'project', found: 0, items: [] },
];

const props = (over: Partial<ExplorePageProps> = {}): ExplorePageProps => ({
  tags: [],
  popular: POPULAR,
  trending: TRENDING,
  sections: null,
  failed: false,
  ...over,
});

describe('explore page (R1.6)', () => {
  it('without tags: trending and popular tags are links that choose the tag, with their counts', () => {
    render(<Explore {...props()} />, { wrapper: InEnglish });
    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular tags' });
    const rust = within(popular).getByRole('link', { name: /#rust/ });
    expect(rust).toHaveAttribute('href', '/explore?tags=rust');
    expect(rust).toHaveTextContent('120 items');
    expect(rust).toHaveAttribute('data-size', '4');
    expect(within(popular).getByRole('link', { name: /#cli/ })).toHaveTextContent('1 item');
    const trending = screen.getByRole('region', { name: 'Trending this week' });
    expect(within(trending).getByRole('link', { name: /#wasm/ })).toHaveTextContent('+5 this week');
    expect(screen.queryByTestId('explore-section-post')).not.toBeInTheDocument();
  });

  it('with two tags: chosen tags remove themselves, other tags add, sections show counts, items and a link to the search', () => {
    render(<Explore {...props({ tags: ['rust', 'wasm'], sections: sections() })} />, { wrapper: InEnglish });
    expect(screen.getByRole('heading', { level: 1, name: 'Explore #rust + #wasm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#rust (remove)' })).toHaveAttribute('href', '/explore?tags=wasm');
    expect(screen.getByRole('link', { name: 'Clear' })).toHaveAttribute('href', '/explore');
    const popular = screen.getByRole('region', { name: 'Popular tags' });
    expect(within(popular).getByRole('link', { name: /Remove #rust/ })).toHaveAttribute('href', '/explore?tags=wasm');
    expect(within(popular).getByRole('link', { name: /#cli/ })).toHaveAttribute('href', '/explore?tags=rust,wasm,cli');

    const posts = screen.getByTestId('explore-section-post');
    expect(within(posts).getByRole('heading', { level: 2 })).toHaveTextContent('Posts (12 posts)');
    expect(within(posts).getAllByRole('article')).toHaveLength(10);
    // Titles are text, never markup.
    expect(within(posts).getByRole('link', { name: 'post 1 <b>' })).toHaveAttribute('href', '/posts/1');
    expect(within(posts).getAllByRole('link', { name: 'Add #perf' })[0]).toHaveAttribute('href', '/explore?tags=rust,wasm,perf');
    expect(within(posts).getByRole('link', { name: 'See all 12 posts' })).toHaveAttribute('href', '/search?term=*&searchIn=post&tags=rust%2Cwasm');
    expect(within(posts).getAllByText('20 November 2026')[0]!.tagName).toBe('TIME');

    const events = screen.getByTestId('explore-section-event');
    expect(within(events).getByRole('heading', { level: 2 })).toHaveTextContent('Events (1 event)');
    expect(within(events).queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('explore-section-project')).getByText('No projects carry all of these tags.')).toBeInTheDocument();
  });

  it('a failed search says so and still shows the tags', () => {
    render(<Explore {...props({ tags: ['rust'], failed: true })} />, { wrapper: InEnglish });
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('region', { name: 'Popular tags' })).toBeInTheDocument();
  });
});

describe('explore addresses and head (R1.6)', () => {
  it('tags from the address: normalised, repeats and empties dropped, at most five', () => {
    expect(parseExploreTags(' Rust,,WASM , rust,Web Assembly')).toEqual(['rust', 'wasm', 'web-assembly']);
    expect(parseExploreTags(['a1', 'b2'])).toEqual(['a1', 'b2']);
    expect(parseExploreTags('a1,b2,c3,d4,e5,f6')).toHaveLength(5);
    expect(parseExploreTags(undefined)).toEqual([]);
    expect(toggledTags(['a1', 'b2'], 'a1')).toEqual(['b2']);
    expect(toggledTags(['a1'], 'c++')).toEqual(['a1', 'c++']);
    expect(exploreHref(['a1', 'c++'])).toBe('/explore?tags=a1,c%2B%2B');
    expect(exploreSearchHref(['a1'], 'event')).toBe('/search?term=*&searchIn=event&tags=a1');
  });

  it('R7.4 Find a tag suggests the tags starting with the text (GET /search?term=*&facetQuery=tags:{text}) and narrows by the one picked', async () => {
    const user = userEvent.setup();
    const asked = suggesting([{ value: 'wasm', count: 14 }, { value: 'wasi', count: 2 }]);
    render(<Explore {...props({ tags: ['rust'], sections: sections() })} />, { wrapper: InEnglish });
    await user.type(screen.getByRole('combobox', { name: 'Find a tag' }), 'was');
    const option = await screen.findByRole('option', { name: '#wasm (14)' });
    expect(asked.map((q) => [q.get('term'), q.get('facetQuery')])).toEqual([['*', 'tags:was']]);
    await user.click(option);
    expect(mockRouter.push).toHaveBeenCalledWith('/explore?tags=rust,wasm');
  });

  it('the page and one tag are indexed with their canonical address; combinations and empty tags are not', () => {
    expect(exploreHead(props(), t)).toMatchObject({ title: 'Explore', path: '/explore' });
    const one = exploreHead(props({ tags: ['rust'], sections: sections() }), t);
    expect(one).toMatchObject({ path: '/explore?tags=rust', title: '#rust · Explore' });
    expect(exploreHead(props({ tags: ['rust', 'wasm'], sections: sections() }), t)).toMatchObject({ noindex: true });
    const empty = sections().map((s) => ({ ...s, found: 0, items: [] }));
    expect(exploreHead(props({ tags: ['rust'], sections: empty }), t)).toMatchObject({ noindex: true });
    expect(exploreHead(props({ tags: ['rust'], failed: true }), t)).toMatchObject({ noindex: true });
  });

  it('JSON-LD: a CollectionPage listing the tag pages, or the items shown', () => {
    const all = exploreJsonLd(props(), 'https://example.org', t);
    expect(all).toMatchObject({ '@type': 'CollectionPage', url: 'https://example.org/explore' });
    expect((all.mainEntity as { itemListElement: unknown[] }).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: '#rust',
      url: 'https://example.org/explore?tags=rust',
    });
    const one = exploreJsonLd(props({ tags: ['rust'], sections: sections() }), 'https://example.org', t);
    expect(one).toMatchObject({ url: 'https://example.org/explore?tags=rust', keywords: 'rust', mainEntity: { numberOfItems: 11 } });
  });
});
