import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import userEvent from '@testing-library/user-event';
import type { PageSeed } from '@/lib/ssr/seed';
import { server, startMswServer } from '../support/msw';
import { visitorConfig } from '@/mocks/factories/config';
import { InEnglish, renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { eventSet, postSet, projectSet, searchAnswer, userSet } from '@/mocks/factories/search';
import { shownResponse, type ShownSearchResponse } from '@/lib/search/shown';
import { searchAnswers } from './answers';

const mockRouter = Object.assign(createRouter('/search'), { isReady: true });
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// Its links (components/ui/Link.tsx) read Next's router through next/compat/router.
jest.mock('next/compat/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/server/ssr/appState', () => ({ withAppConfig: () => async () => ({ props: {} }) }));
jest.mock('@/server/ssr/search', () => ({ searchPageProps: () => async () => ({ props: {} }) }));
jest.mock('@/components/search/serverRegion', () => ({ searchRegionRenderer: {} }));

/* eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above */
const SearchPage = (require('@/pages/search') as { default: (props: { seed: PageSeed | null }) => React.JSX.Element }).default;

startMswServer();

const releases: Array<() => void> = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  mockRouter.query = {};
  mockRouter.push.mockClear();
});

let seeds = 0;
function renderSearch(query: Record<string, string>, response: ShownSearchResponse | null) {
  seeds += 1;
  mockRouter.query = query;
  const { searchQueryFromUrl } = jest.requireActual<typeof import('@/lib/search/address')>('@/lib/search/address');
  const seed: PageSeed = { id: `search-${seeds}`, search: { query: searchQueryFromUrl(query), response } };
  const view = renderWithStore(<SearchPage seed={seed} />, { config: visitorConfig() });
  releases.push(view.release);
  return view;
}

const full = () => searchAnswer([postSet([1, 2], 12), projectSet([7]), eventSet([5]), userSet([3])]);

describe('/search (R1.5, R3.12, R5.4, R9.2)', () => {
  it('R5.4 without a term: the missing-term state, and nothing is asked', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...searchAnswers(() => full(), seen));
    renderSearch({ tags: 'rust' }, null);
    expect(screen.getByText('What are you looking for?')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(seen).toHaveLength(0);
  });

  it('R1.5 a section per collection with its count, and a facet sidebar with counts as links', () => {
    renderSearch({ term: 'rust', searchIn: 'post,project,event,user' }, full());
    expect(screen.getByRole('heading', { name: /^Posts 12 posts/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Projects 1 project/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Events 1 event/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^People 1 member/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('15 results for “rust”');
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const tags = within(filters).getByRole('region', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: /^cli 2$/ })).toHaveAttribute('href', '/search?term=rust&searchIn=post%2Cproject%2Cevent%2Cuser&tags=cli');
    expect(within(filters).getByRole('link', { name: /^Question 3$/ })).toHaveAttribute('href', expect.stringContaining('postType=faq'));
    expect(within(filters).getByRole('link', { name: /^Unanswered 1$/ })).toHaveAttribute('href', expect.stringContaining('answered=unanswered'));
    expect(within(filters).getByRole('link', { name: /^Webinar 1$/ })).toHaveAttribute('href', expect.stringContaining('event_type=webinar'));
    expect(within(filters).getByRole('link', { name: 'Search replies too' })).toHaveAttribute('href', '/search?term=rust&searchIn=post%2Cproject%2Cevent%2Cuser&isMainPost=false');
    expect(within(filters).getByRole('link', { name: /^Posts \(chosen\) 12$/ })).toHaveAttribute('href', '/search?term=rust&searchIn=project%2Cevent%2Cuser');
  });

  it('the seed keeps what the page shows of each document: the same page as from the whole answer, without the rest', () => {
    const query = { term: 'rust', searchIn: 'post,project,event,user' };
    const answer = searchAnswer([postSet([1, 2], 12), projectSet([7]), eventSet([5]), userSet([3])]);
    const whole = renderSearch(query, answer);
    // The ids useId gives differ between the two renders; the rest is the same markup.
    const markup = (html: string) => html.replace(/_r_[a-z0-9]+_/g, 'id');
    const wholeHtml = markup(whole.container.innerHTML);
    whole.unmount();
    const shown = shownResponse(answer);
    const cut = renderSearch(query, shown);
    expect(markup(cut.container.innerHTML)).toBe(wholeHtml);
    expect(screen.getAllByRole('link', { name: /Post 1|Post 2/ })).toHaveLength(2);
    const [posts, projects, events, members] = shown.results;
    expect(Object.keys(posts!.hits[0]!.document).sort()).toEqual(['bookmarked', 'isMainPost', 'pid', 'postType', 'slug', 'summary', 'timestamp', 'title', 'upvoted', 'user']);
    expect(projects!.hits[0]!.document).not.toHaveProperty('description');
    expect(events!.hits[0]!.document).not.toHaveProperty('description');
    expect(members).toEqual(answer.results[3]);
    expect(shown.results.map((set) => set.facet_counts)).toEqual(answer.results.map((set) => set.facet_counts));
  });

  it('R3.12 snippets: <mark> is highlighted, escaped HTML shows as text and never as markup', () => {
    const { container } = renderSearch({ term: 'rust' }, searchAnswer([postSet([1])]));
    const hit = screen.getByText(/about/).closest('p')!;
    expect(hit).toHaveTextContent('about rust & <b>tags</b> 1');
    expect(within(hit).getByText('rust').tagName).toBe('MARK');
    expect(container.querySelector('b')).toBeNull();
    // The runs between marks are text of the snippet's span, not elements of their own.
    expect([...hit.querySelectorAll('*')].map((el) => el.tagName)).toEqual(['SPAN', 'MARK']);
  });

  it('R9.2 pages are links (without JavaScript too); a chosen filter offers Clear filters', () => {
    renderSearch({ term: 'rust', tags: 'rust', page: '2' }, searchAnswer([postSet([11], 25, 2)], 'rust', 2));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search?term=rust&tags=rust');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/search?term=rust&tags=rust&page=3');
    expect(screen.getAllByRole('link', { name: 'Clear filters' })[0]).toHaveAttribute('href', '/search?term=rust');
    expect(screen.getByRole('link', { name: /^rust \(chosen\)/ })).toHaveAttribute('href', '/search?term=rust');
  });

  it('R1.5 facets, sorts and pages load in place on a plain click (filters keep the scroll, pages go to the top); a click for a new tab is the browser\'s', () => {
    renderSearch({ term: 'rust', searchIn: 'post,project,event,user', page: '2' }, searchAnswer([postSet([11], 25, 2)], 'rust', 2));
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const tag = within(filters).getByRole('link', { name: /^cli 2$/ });
    expect(fireEvent.click(tag, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(tag, { button: 1 })).toBe(true);
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(fireEvent.click(tag)).toBe(false);
    expect(mockRouter.push).toHaveBeenLastCalledWith('/search?term=rust&searchIn=post%2Cproject%2Cevent%2Cuser&tags=cli', undefined, { shallow: true, scroll: false });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Sort results' })).getByRole('link', { name: 'Newest' }));
    expect(mockRouter.push).toHaveBeenLastCalledWith('/search?term=rust&searchIn=post%2Cproject%2Cevent%2Cuser&sortBy=recent', undefined, { shallow: true, scroll: false });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next page' }));
    expect(mockRouter.push).toHaveBeenLastCalledWith('/search?term=rust&searchIn=post%2Cproject%2Cevent%2Cuser&page=3', undefined, { scroll: true, shallow: true });
  });

  it('R1.5 arrow keys move between results; ArrowDown in the box goes to the first', async () => {
    const user = userEvent.setup();
    renderSearch({ term: 'rust', searchIn: 'post,project' }, searchAnswer([postSet([1, 2]), projectSet([7])]));
    await user.click(screen.getByRole('searchbox', { name: /Search posts/ }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Post 1' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: /Rust kit 7/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Post 2' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Post 1' })).toHaveFocus();
  });

  it('R1.5 a new term goes to the address; the address change loads it', async () => {
    const user = userEvent.setup();
    const seen: URLSearchParams[] = [];
    server.use(...searchAnswers(() => searchAnswer([postSet([42])], 'cli'), seen));
    const view = renderSearch({ term: 'rust' }, searchAnswer([postSet([1])]));
    const box = screen.getByRole('searchbox', { name: /Search posts/ });
    await user.clear(box);
    await user.type(box, 'cli{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith('/search?term=cli', undefined, { shallow: true });
    mockRouter.query = { term: 'cli' };
    view.rerender(<SearchPage seed={null} />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Post 42' })).toBeInTheDocument());
    expect(seen.map((p) => p.toString())).toEqual(['term=cli']);
  });

  describe('R1.5, R5.6 the date range', () => {
    const start = dayjs('2026-03-01').startOf('day').unix();
    const end = dayjs('2026-03-31').endOf('day').unix();
    const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

    it('R5.6 a whole valid range goes to the address, and the address change sends it', async () => {
      const seen: URLSearchParams[] = [];
      server.use(...searchAnswers(() => searchAnswer([postSet([9])]), seen));
      const view = renderSearch({ term: 'rust' }, searchAnswer([postSet([1])]));
      const dates = within(sidebar()).getByRole('group', { name: 'Date' });
      fireEvent.change(within(dates).getByLabelText('From'), { target: { value: '2026-03-01' } });
      expect(mockRouter.push).not.toHaveBeenCalled();
      fireEvent.change(within(dates).getByLabelText('To'), { target: { value: '2026-03-31' } });
      expect(mockRouter.push).toHaveBeenCalledWith(`/search?term=rust&from=${start}&to=${end}`, undefined, { shallow: true, scroll: false });
      mockRouter.query = { term: 'rust', from: String(start), to: String(end) };
      view.rerender(<SearchPage seed={null} />);
      await waitFor(() => expect(screen.getByRole('link', { name: 'Post 9' })).toBeInTheDocument());
      expect(seen.map((p) => p.toString())).toEqual([`term=rust&from=${start}&to=${end}`]);
      expect(within(dates).getByLabelText('From')).toHaveValue('2026-03-01');
      expect(within(dates).getByLabelText('To')).toHaveValue('2026-03-31');
      expect(screen.getAllByRole('link', { name: 'Clear filters' })[0]).toHaveAttribute('href', '/search?term=rust');
    });

    it('R5.6 a half or inverted range sends nothing and says why, tied to the inputs', async () => {
      const seen: URLSearchParams[] = [];
      server.use(...searchAnswers(() => searchAnswer([postSet([9])]), seen));
      renderSearch({ term: 'rust' }, searchAnswer([postSet([1])]));
      const from = within(sidebar()).getByLabelText('From');
      const to = within(sidebar()).getByLabelText('To');
      fireEvent.change(from, { target: { value: '2026-03-01' } });
      expect(from).toHaveAccessibleDescription('Choose both dates to filter by date.');
      expect(to).toHaveAccessibleDescription('Choose both dates to filter by date.');
      fireEvent.change(to, { target: { value: '2026-02-01' } });
      expect(to).toHaveAccessibleDescription('The start date must be on or before the end date.');
      await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
      expect(mockRouter.push).not.toHaveBeenCalled();
      expect(seen).toHaveLength(0);
      fireEvent.click(within(sidebar()).getByRole('link', { name: 'Clear dates' }));
      expect(from).toHaveValue('');
      expect(to).toHaveValue('');
      expect(from).toHaveAccessibleDescription('');
      expect(mockRouter.push).not.toHaveBeenCalled();
    });

    it('R5.6 Clear dates removes the range from the address; without JavaScript it is a link and the form keeps the search', () => {
      const { container } = renderSearch({ term: 'rust', tags: 'cli', from: String(start), to: String(end) }, searchAnswer([postSet([1])]));
      expect(within(sidebar()).getByLabelText('From')).toHaveValue('2026-03-01');
      const clear = within(sidebar()).getByRole('link', { name: 'Clear dates' });
      expect(clear).toHaveAttribute('href', '/search?term=rust&tags=cli');
      const form = within(sidebar()).getByLabelText('From').closest('form')!;
      expect(form).toHaveAttribute('action', '/search');
      expect(form).toHaveAttribute('method', 'get');
      const hidden = [...container.querySelectorAll<HTMLInputElement>('form[action="/search"] input[type="hidden"]')].filter((i) => form.contains(i));
      expect(hidden.map((i) => [i.name, i.value])).toEqual([
        ['term', 'rust'],
        ['tags', 'cli'],
      ]);
      fireEvent.click(clear);
      expect(mockRouter.push).toHaveBeenCalledWith('/search?term=rust&tags=cli', undefined, { shallow: true, scroll: false });
    });

    it('R5.6 the form\'s days become the address\'s seconds (UTC days); a half range is dropped', () => {
      const { addressWithDays } = jest.requireActual<typeof import('@/lib/search/address')>('@/lib/search/address');
      expect(addressWithDays({ term: 'rust', from: String(start), to: String(end) })).toBeNull();
      expect(addressWithDays({ term: 'rust', tags: 'cli', from: '2026-03-01', to: '2026-03-31' })).toBe(
        `/search?term=rust&tags=cli&from=${Date.UTC(2026, 2, 1) / 1000}&to=${Date.UTC(2026, 3, 1) / 1000 - 1}`,
      );
      expect(addressWithDays({ term: 'rust', from: '2026-03-01', to: '' })).toBe('/search?term=rust');
      expect(addressWithDays({ term: 'rust', from: '2026-03-31', to: '2026-03-01' })).toBe('/search?term=rust');
    });

    it('R5.6 before hydration the date inputs show the applied range as the UTC days the form sends', async () => {
      const { renderToString } = await import('react-dom/server');
      const { DateRangeFilter } = jest.requireActual<typeof import('@/components/search/DateRangeFilter')>('@/components/search/DateRangeFilter');
      const from = Date.UTC(2026, 2, 1) / 1000;
      const html = renderToString(
        <InEnglish>
          <DateRangeFilter query={{ term: 'rust', from, to: Date.UTC(2026, 3, 1) / 1000 - 1 }} />
        </InEnglish>,
      );
      expect(html).toContain('value="2026-03-01"');
      expect(html).toContain('value="2026-03-31"');
      expect(
        renderToString(
          <InEnglish>
            <DateRangeFilter query={{ term: 'rust' }} />
          </InEnglish>,
        ),
      ).not.toMatch(/type="date"[^>]*value="\d/);
    });
  });

  it('R8.5 a failed search shows the error with Retry', async () => {
    seeds += 1;
    mockRouter.query = { term: 'rust' };
    const seed: PageSeed = { id: `search-${seeds}`, search: { query: { term: 'rust' }, response: null, failure: { code: 500, message: 'Something went wrong' } } };
    server.use(...searchAnswers(() => searchAnswer([postSet([5])])));
    const view = renderWithStore(<SearchPage seed={seed} />, { config: visitorConfig() });
    releases.push(view.release);
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('link', { name: 'Post 5' })).toBeInTheDocument();
  });
});
