import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { ProjectPage } from '@/components/projects/page';
import type { ProjectView } from '@/lib/projects/page';
import type { PageSeed, ProjectPageSeed } from '@/lib/ssr/seed';
import { buildProject, communityGraph, communitySummary } from '@/mocks/factories/projects';
import { answerFor } from '@/mocks/answer';
import { buildPost } from '@/mocks/factories/posts';
import { makeStore, type RootState } from '@/store';
import { postPatched, postsCached } from '@/store/feed/cache';
import * as pageSelectors from '@/store/projects/page';
import * as derivedSelectors from '@/store/projects/selectors';
import * as sliceSelectors from '@/store/projects/slice';
import { startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

/**
 * The project page's selectors are stable (R1.11): the same state gives the same reference, so
 * React-Redux neither warns ("returned a different result when called with the same parameters")
 * nor renders the page again for nothing.
 */

const mockRouter = createRouter('/projects/[id]/[...slug]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// The community tab reads the project's summary and activity graph.
startMswServer(...answerFor('GET /api/data/v1/community_summary', () => communitySummary('week')), ...answerFor('GET /api/data/v1/graph', () => communityGraph()));

const project = buildProject(8);
const question = buildPost({ pid: 5, tid: 50, postType: 'faq', title: 'How do I install it?', topicTitle: 'How do I install it?' });
const answer = buildPost({ pid: 6, tid: 50, content: '<p>Use the installer.</p>' });
const other = buildPost({ pid: 7, tid: 70 });
const faqView: ProjectView = { tab: 'faq' };
const faqSeed: ProjectPageSeed = { loaded: true, project, view: faqView, list: { kind: 'faq', key: '8:faq', entries: [{ question, answer }] } };

type Selector = (state: RootState, ...args: number[]) => unknown;
/** Every `select…` export of the projects store: the modules' other exports are actions and thunks. */
const selectors = Object.entries({ ...pageSelectors, ...sliceSelectors, ...derivedSelectors } as Record<string, unknown>)
  .filter(([name, value]) => name.startsWith('select') && typeof value === 'function')
  .map(([name, value]) => [name, value as Selector] as const);

function faqStore() {
  const store = makeStore();
  store.dispatch(postsCached([other]));
  store.dispatch(pageSelectors.hydrateProjectPage('seed-1', faqSeed));
  return store;
}

describe('project page selectors (R1.11)', () => {
  it('finds the selectors it checks', () => {
    expect(selectors.map(([name]) => name)).toEqual(expect.arrayContaining(['selectProjectPage', 'selectShownProject', 'selectProjectFaq', 'selectProjectById', 'selectProjectsList']));
  });

  it.each(selectors)('%s returns the same reference for the same state', (_name, select) => {
    for (const state of [makeStore().getState(), faqStore().getState()]) {
      expect(select(state, project.id)).toBe(select(state, project.id));
    }
  });

  it('keeps the FAQ entries while another post changes, and gives new ones when an entry’s post changes', () => {
    const store = faqStore();
    const entries = derivedSelectors.selectProjectFaq(store.getState());
    expect(entries).toEqual([{ question, answer }]);
    store.dispatch(postPatched({ pid: other.pid, changes: { votes: 40 } }));
    expect(derivedSelectors.selectProjectFaq(store.getState())).toBe(entries);
    store.dispatch(postPatched({ pid: answer.pid, changes: { votes: 41 } }));
    const changed = derivedSelectors.selectProjectFaq(store.getState());
    expect(changed).not.toBe(entries);
    expect(changed[0]!.answer.votes).toBe(41);
  });

  const tabs: Array<[string, ProjectPageSeed, string]> = [
    ['FAQ', faqSeed, 'Use the installer.'],
    ['feed', { loaded: true, project, view: { tab: 'feed', postType: null, page: 1 }, list: { kind: 'posts', key: '8:feed:', page: 1, posts: [other], found: 1, tags: [] } }, '1 post'],
    ['community', { loaded: true, project, view: { tab: 'community' }, list: { kind: 'none', key: '8:community' } }, 'Project 8'],
  ];

  it.each(tabs)('renders the %s tab without a React-Redux selector warning', async (_tab, projectSeed, shown) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const seed: PageSeed = { id: `stable-${_tab}`, project: projectSeed };
      const view = projectSeed.loaded ? projectSeed.view : null;
      const { release } = renderWithStore(createElement(ProjectPage, { id: project.id, view, head: null, seed }));
      expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
      release();
      const unstable = warn.mock.calls.map((args) => String(args[0])).filter((text) => text.includes('returned a different result'));
      expect(unstable).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
