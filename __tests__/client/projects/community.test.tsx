import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { CommunityTab } from '@/components/projects/community';
import { chartPoints, niceMax } from '@/components/projects/community/ActivityChart';
import { countChange, formatPercent, formatSeconds, intervalFromQuery, shareChange, timeChange } from '@/lib/community/display';
import type { ActiveMemberInterval, CommunityGraph, CommunitySummary } from '@/lib/community/types';
import { translator } from '@/server/i18n/catalogues';
import { makeStore } from '@/store';
import { hydrateCommunity, loadCommunitySummary, selectCommunitySummary } from '@/store/community/slice';
import { visitorConfig } from '@/mocks/factories/config';
import { answerFor, mockFail } from '@/mocks/answer';
import { communityFigures, communityGraph, communitySummary, comparison } from '@/mocks/factories/projects';
import { server, startMswServer } from '../support/msw';
import { InEnglish, renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

const mockRouter = createRouter('/projects/[id]/[projectName]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const DATA = '/api/data/v2';
const releases: Array<() => void> = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  mockRouter.query = {};
  mockRouter.asPath = '/projects/7/plotline?tab=community';
  mockRouter.replace.mockClear();
});
beforeEach(() => {
  mockRouter.asPath = '/projects/7/plotline?tab=community';
});

/** Answers the two calls, recording each request's query. */
function handlers(seen: URLSearchParams[], summaries: Partial<Record<ActiveMemberInterval, CommunitySummary>>, graph: CommunityGraph) {
  server.use(
    ...answerFor('GET /api/data/v1/community_summary', ({ url, query }) => {
      expect(url.pathname).toBe(`${DATA}/community_summary`);
      seen.push(query);
      const interval = (query.get('active_member_interval') ?? 'week') as ActiveMemberInterval;
      return summaries[interval] ?? communitySummary(interval);
    }),
    ...answerFor('GET /api/data/v1/graph', ({ url, query }) => {
      expect(url.pathname).toBe(`${DATA}/graph`);
      seen.push(query);
      return graph;
    }),
  );
}

function renderTab(projectId: number | null = 7) {
  const view = renderWithStore(<CommunityTab projectId={projectId} name="Plotline" />, { config: visitorConfig() });
  releases.push(view.release);
  return view;
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

describe('R1.15 R9.6 the community tab', () => {
  it('R1.15 shows each figure with its change against the previous interval in words, and the top contributors', async () => {
    const seen: URLSearchParams[] = [];
    handlers(seen, {}, communityGraph());
    renderTab();
    await screen.findByText('Active members', { selector: 'dt' });
    expect(within(figure('Active members')).getByText('12')).toBeInTheDocument();
    expect(within(figure('Active members')).getByText('Up 50% from 8 in the 7 days before')).toBeInTheDocument();
    expect(within(figure('New members')).getByText('Down 25% from 4 in the 7 days before')).toBeInTheDocument();
    expect(within(figure('Posts')).getByText('Same as the 7 days before (40)')).toBeInTheDocument();
    expect(within(figure('Questions')).getByText('Up from none in the 7 days before')).toBeInTheDocument();
    expect(within(figure('Questions answered')).getByText('67%')).toBeInTheDocument();
    expect(within(figure('Questions answered')).getByText('Up 17 points from 50% in the 7 days before')).toBeInTheDocument();
    expect(within(figure('Median time to first answer')).getByText('3 hours')).toBeInTheDocument();
    expect(within(figure('Median time to first answer')).getByText('Faster than the 7 days before (5 hours)')).toBeInTheDocument();
    expect(within(figure('Events held')).getByText('None in the 7 days before either')).toBeInTheDocument();
    expect(within(figure('Upcoming events')).getByText('2')).toBeInTheDocument();

    const contributors = screen.getByRole('region', { name: 'Top contributors' });
    expect(within(contributors).getByRole('link', { name: 'Mei Tanaka' })).toHaveAttribute('href', '/user/mei');
    expect(within(contributors).getByRole('img', { name: 'Picture of Mei Tanaka' })).toBeInTheDocument();
    expect(within(contributors).getByText('9 posts · 4 answers · 2 accepted')).toBeInTheDocument();
    expect(within(contributors).getByRole('link', { name: 'jonas' })).toHaveAttribute('href', '/user/jonas');
    expect(within(contributors).getByText('1 post · 1 answer · 0 accepted')).toBeInTheDocument();

    // R9.6 the week by default, of this project.
    expect(seen[0]!.get('active_member_interval')).toBe('week');
    expect(seen.every((p) => p.get('project_id') === '7')).toBe(true);
    expect(screen.getByRole('link', { name: 'Week' })).toHaveAttribute('aria-current', 'true');
  });

  it('R9.6 picking another interval updates the address and loads that interval once', async () => {
    const seen: URLSearchParams[] = [];
    handlers(seen, { month: communitySummary('month', communityFigures({ posts: comparison(300, 150) })) }, communityGraph());
    renderTab();
    await screen.findByText('Same as the 7 days before (40)');
    const month = screen.getByRole('link', { name: 'Month' });
    expect(month).toHaveAttribute('href', '/projects/7/plotline?tab=community&interval=month');
    await userEvent.click(month);
    expect(mockRouter.replace).toHaveBeenCalledWith('/projects/7/plotline?tab=community&interval=month', undefined, { shallow: true, scroll: false });
    expect(await screen.findByText('Up 100% from 150 in the 30 days before')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Month' })).toHaveAttribute('aria-current', 'true');
    const summaries = seen.filter((p) => p.has('active_member_interval')).map((p) => p.get('active_member_interval'));
    expect(summaries).toEqual(['week', 'month']);
    // The graph does not depend on the interval: asked for once.
    expect(seen.filter((p) => !p.has('active_member_interval'))).toHaveLength(1);
    // Back to the week: already in the store, nothing asked again.
    await userEvent.click(screen.getByRole('link', { name: 'Week' }));
    expect(await screen.findByText('Same as the 7 days before (40)')).toBeInTheDocument();
    expect(seen.filter((p) => p.has('active_member_interval'))).toHaveLength(2);
  });

  it('R9.6 the interval comes from the address (?interval=day)', async () => {
    const seen: URLSearchParams[] = [];
    mockRouter.query = { interval: 'day' };
    handlers(seen, {}, communityGraph());
    renderTab();
    await screen.findByText('Summary of today');
    await waitFor(() => expect(seen.some((p) => p.get('active_member_interval') === 'day')).toBe(true));
    expect(screen.getByRole('link', { name: 'Day' })).toHaveAttribute('aria-current', 'true');
  });

  it('R1.15 the chart is an image per series with a title and description, and the numbers are a table', async () => {
    handlers([], {}, communityGraph(90, (i) => (i === 40 ? 20 : 2)));
    renderTab();
    const images = await screen.findAllByRole('img', { name: /per day$/ });
    expect(images.map((svg) => svg.querySelector('title')?.textContent)).toEqual(['Posts per day', 'Answers per day', 'Active members per day', 'Page views per day']);
    const posts = screen.getByRole('img', { name: 'Posts per day' });
    expect(posts.tagName.toLowerCase()).toBe('svg');
    expect(posts).toHaveAccessibleDescription('198 posts from 26 August 2026 to 23 November 2026, at most 20 a day (5 October 2026); 2 on the last day.');
    expect(posts.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(90);
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(91);
    expect(within(table).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent)).toEqual(['Day', 'Posts', 'Answers', 'Active members', 'Page views']);
    expect(screen.getByText('Show the daily numbers as a table').tagName.toLowerCase()).toBe('summary');
  });

  it('R1.15 a project with no activity yet says so instead of empty charts', async () => {
    const zero = { current: 0, previous: 0, change: null };
    const none = { current: null, previous: null, change: null };
    const empty = communityFigures({
      active_members: zero,
      new_members: zero,
      posts: zero,
      questions: zero,
      answered_share: none,
      median_first_answer_seconds: none,
      events_held: zero,
      events_upcoming: 0,
      top_contributors: [],
    });
    handlers([], { week: communitySummary('week', empty) }, communityGraph(90, () => 0));
    renderTab();
    expect(await screen.findByText('Nothing has happened here in the last 90 days yet.')).toBeInTheDocument();
    expect(screen.getByText('No contributions in the last 7 days yet.')).toBeInTheDocument();
    expect(within(figure('Questions answered')).getByText('—')).toBeInTheDocument();
    expect(within(figure('Questions answered')).getByText('No questions in the 7 days before')).toBeInTheDocument();
    expect(within(figure('Median time to first answer')).getByText('—')).toBeInTheDocument();
    expect(within(figure('Posts')).getByText('None in the 7 days before either')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /per day$/ })).not.toBeInTheDocument();
  });

  it('R8.5 a failed summary shows its status and Retry loads it again', async () => {
    let fail = true;
    server.use(
      ...answerFor('GET /api/data/v1/community_summary', () => {
        if (fail) throw mockFail('no-project');
        return communitySummary('week');
      }),
      ...answerFor('GET /api/data/v1/graph', () => communityGraph()),
    );
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The summary could not be loaded');
    expect(alert).toHaveTextContent('(status 404)');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Up 50% from 8 in the 7 days before')).toBeInTheDocument();
  });

  it('R1.15 renders on the server from the seed, and hydrating it asks for nothing', async () => {
    const seen: URLSearchParams[] = [];
    handlers(seen, {}, communityGraph());
    const seed = { project_id: 7, interval: 'week' as const, summary: communitySummary('week'), graph: communityGraph() };
    const serverStore = makeStore();
    serverStore.dispatch(hydrateCommunity('render-1', seed));
    const html = renderToString(
      <Provider store={serverStore}>
        <InEnglish>
          <CommunityTab projectId={7} name="Plotline" />
        </InEnglish>
      </Provider>,
    );
    expect(html).toContain('Up 50% from 8 in the 7 days before');
    expect(html).toContain('role="img"');
    expect(html).toContain('<table');
    // Applied once per render: a second application with other data changes nothing.
    serverStore.dispatch(hydrateCommunity('render-1', { ...seed, summary: null }));
    expect(selectCommunitySummary(serverStore.getState(), 7, 'week')?.status).toBe('loaded');
    // The browser applies the same seed before its first render: nothing is asked for.
    const browserStore = makeStore();
    browserStore.dispatch(hydrateCommunity('render-1', seed));
    render(
      <Provider store={browserStore}>
        <CommunityTab projectId={7} name="Plotline" />
      </Provider>,
      { wrapper: InEnglish },
    );
    expect(screen.getByText('Up 50% from 8 in the 7 days before')).toBeInTheDocument();
    await act(async () => undefined);
    expect(seen).toHaveLength(0);
  });
});

describe('R1.15 R9.6 community texts and state', () => {
  const say = translator('en', 'projects');

  it('R9.6 the interval of the address: day, week or month, else the week', () => {
    expect(intervalFromQuery('month')).toBe('month');
    expect(intervalFromQuery(['day', 'week'])).toBe('day');
    expect(intervalFromQuery(' WEEK ')).toBe('week');
    expect(intervalFromQuery('year')).toBe('week');
    expect(intervalFromQuery(undefined)).toBe('week');
  });

  it('R1.15 shares, times and changes in words', () => {
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(null)).toBe('—');
    expect(formatSeconds(30, say)).toBe('under a minute');
    expect(formatSeconds(5 * 60, say)).toBe('5 minutes');
    expect(formatSeconds(26 * 3600, say)).toBe('a day');
    expect(formatSeconds(3 * 86400, say)).toBe('3 days');
    expect(countChange(comparison(10, 20), 'day', say, 'en')).toEqual({ trend: 'down', text: 'Down 50% from 20 in yesterday' });
    expect(countChange(comparison(1001, 1000), 'week', say, 'en')).toEqual({ trend: 'up', text: 'Up slightly from 1,000 in the 7 days before' });
    expect(shareChange({ current: 0.49, previous: 0.5, change: -0.02 }, 'week', say)).toEqual({ trend: 'down', text: 'Down 1 point from 50% in the 7 days before' });
    expect(timeChange({ current: 7200, previous: 3600, change: 1 }, 'month', say)).toEqual({ trend: 'up', text: 'Slower than the 30 days before (an hour)' });
    // In another language: its words, its time units.
    const es = translator('es', 'projects');
    expect(countChange(comparison(10, 20), 'day', es, 'es').text).toBe('Baja un 50% desde 20 de ayer');
    expect(timeChange({ current: 7200, previous: 3600, change: 1 }, 'week', es, 'es').text).toBe('Más lento que los 7 días anteriores (una hora)');
  });

  it('R1.15 a time reads the same whenever and wherever it is written (the server’s HTML and the browser’s first render): 4.5 hours is 5 hours even when the clock ticks while it is written', () => {
    const RealDate = Date;
    let tick = RealDate.UTC(2026, 10, 29, 12, 0);
    // A clock that moves a millisecond at every read (as a busy server's or browser's may).
    class TickingDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(tick++);
        else super(...(args as [string | number | Date]));
      }
      static now = () => tick++;
    }
    global.Date = TickingDate as DateConstructor;
    try {
      expect([formatSeconds(16200, say), formatSeconds(16200, say), formatSeconds(90, say), formatSeconds(36 * 3600, say)]).toEqual(['5 hours', '5 hours', '2 minutes', '2 days']);
      expect(timeChange({ current: null, previous: 16200, change: null }, 'week', say).text).toBe('5 hours in the 7 days before');
    } finally {
      global.Date = RealDate;
    }
    expect(formatSeconds(16200, say)).toBe('5 hours');
  });

  it('R1.15 the chart scale: a round top, the first day at the left edge, today at the right, zero on the baseline', () => {
    expect([0, 1, 3, 7, 12, 99, 101, 2400].map(niceMax)).toEqual([1, 1, 5, 10, 20, 100, 200, 2500]);
    const points = chartPoints([0, 5, 10], 10);
    expect(points[0]![0]).toBeLessThan(points[1]![0]);
    expect(points[2]![1]).toBeLessThan(points[1]![1]);
    expect(points[1]![1]).toBeLessThan(points[0]![1]);
    expect(points[0]![1]).toBe(100);
    expect(points[2]).toEqual([314, 12]);
  });

  it('R8.5 a failed load keeps what was shown and its status', async () => {
    // The server's answer while its database cannot be reached (503).
    server.use(
      ...answerFor('GET /api/data/v1/community_summary', () => {
        throw mockFail('database-unavailable');
      }),
    );
    const store = makeStore();
    store.dispatch(hydrateCommunity('s', { project_id: 7, interval: 'week', summary: communitySummary('week'), graph: null }));
    await store.dispatch(loadCommunitySummary({ projectId: 7, interval: 'week' }));
    expect(selectCommunitySummary(store.getState(), 7, 'week')).toMatchObject({ status: 'error', code: 503 });
    expect(selectCommunitySummary(store.getState(), 7, 'week')?.data?.community.posts.current).toBe(40);
  });
});
