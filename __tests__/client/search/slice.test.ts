import { waitFor } from '@testing-library/react';
import { searchPath, searchQueryFromUrl, toggleListValue, withFilter } from '@/lib/search/address';
import { snippetParts, snippetText } from '@/lib/search/snippet';
import { globalSearchParams, suggestTags } from '@/services/search';
import { startStoreFeature } from '@/store/features';
import { searchFeature } from '@/store/search/listeners';
import { hydrateSearch, loadSearch, retrySearch, selectSearchState, syncSearch } from '@/store/search/slice';
import { viewerChanged } from '@/store/sessionActions';
import { answerFor, mockFail } from '@/mocks/answer';
import { visitorConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { sliceStore } from '../support/store';
import { eventSet, postSet, projectSet, searchAnswer } from '@/mocks/factories/search';
import { searchAnswers } from './answers';

startMswServer();


const storeFor = () => sliceStore(visitorConfig());

describe('the search address (R1.5, R5.6)', () => {
  it('R5.6 empty, unknown and default values are left out; lists are cleaned; dates go as a pair', () => {
    const query = searchQueryFromUrl({
      term: '  rust ',
      page: '1',
      sortBy: 'relevance',
      searchIn: 'event,nonsense,post',
      tags: 'a,,b,a',
      answered: 'maybe',
      from: '100',
      isMainPost: 'no',
      postType: '',
    });
    expect(query).toEqual({ term: 'rust', searchIn: 'post,event', tags: 'a,b' });
    expect(searchQueryFromUrl({ term: 'x', from: '1', to: '2', page: '3', sortBy: 'recent', isMainPost: 'true' })).toEqual({
      term: 'x',
      from: 1,
      to: 2,
      page: 3,
      sortBy: 'recent',
      isMainPost: true,
    });
  });

  it('R1.5 one address per search, in a fixed order; a changed filter goes back to page 1', () => {
    const query = { term: 'rust', page: 3, tags: 'cli', searchIn: 'post' };
    expect(searchPath(query)).toBe('/search?term=rust&searchIn=post&tags=cli&page=3');
    expect(searchPath(withFilter(query, 'tags', toggleListValue(query.tags, 'cli')))).toBe('/search?term=rust&searchIn=post');
    expect(toggleListValue('a,b', 'c')).toBe('a,b,c');
    expect(searchPath({})).toBe('/search');
  });

  it('R5.6 the request carries only the values that are set', () => {
    expect(globalSearchParams({ term: 'go', page: 1, tags: '', from: 5 })).toEqual({ term: 'go' });
    expect(globalSearchParams({ term: 'go', isMainPost: false })).toEqual({ term: 'go', isMainPost: 'false' });
  });
});

describe('highlight snippets (R3.12, R5.8)', () => {
  it('R3.12 only <mark> is markup; everything else is text, unescaped once', () => {
    expect(snippetParts('a <mark>rust</mark> &lt;script&gt;alert(1)&lt;/script&gt; &amp;amp;')).toEqual([
      { text: 'a ', mark: false },
      { text: 'rust', mark: true },
      { text: ' <script>alert(1)</script> &amp;', mark: false },
    ]);
    expect(snippetText('<mark>x</mark><b>y</b>')).toBe('x<b>y</b>');
    expect(snippetParts(null)).toEqual([]);
  });
});

describe('the search page state (R1.5, R3.18, R5.4, R9.2)', () => {
  it('R5.4 no term: the missing-term state, and nothing is asked', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...searchAnswers(() => searchAnswer([]), seen));
    const store = storeFor();
    store.dispatch(syncSearch({ tags: 'rust' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectSearchState(store.getState())).toMatchObject({ missingTerm: true, list: { status: 'initial' } });
    expect(seen).toHaveLength(0);
  });

  it('R9.2 a page replaces the one shown; more pages while any collection has hits past it', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      ...searchAnswers((params) => {
        const page = Number(params.get('page') ?? 1);
        return page === 1 ? searchAnswer([postSet([1, 2, 3], 12), projectSet([7], 1)]) : searchAnswer([postSet([11, 12], 12, 2), projectSet([], 1)], 'rust', 2);
      }, seen),
    );
    const store = storeFor();
    await store.dispatch(loadSearch({ term: 'rust', searchIn: 'post,project' }));
    let state = selectSearchState(store.getState());
    expect(state.list).toMatchObject({ status: 'hasMore', page: 1, ids: ['post:1', 'post:2', 'post:3', 'project:7'], total: 13 });
    await store.dispatch(loadSearch({ term: 'rust', searchIn: 'post,project', page: 2 }));
    state = selectSearchState(store.getState());
    expect(state.list).toMatchObject({ status: 'end', page: 2, ids: ['post:11', 'post:12'] });
    expect(seen.map((p) => p.toString())).toEqual(['term=rust&searchIn=post%2Cproject', 'term=rust&searchIn=post%2Cproject&page=2']);
  });

  it('R3.18 a failure is the error state with its status; Retry asks again', async () => {
    server.use(
      ...answerFor('GET /api/search', () => {
        throw mockFail('internal-error');
      }),
    );
    const store = storeFor();
    await store.dispatch(loadSearch({ term: 'rust' }));
    expect(selectSearchState(store.getState()).list).toMatchObject({ status: 'error', errorCode: 500 });
    server.use(...searchAnswers(() => searchAnswer([postSet([4])])));
    store.dispatch(retrySearch());
    await waitFor(() => expect(selectSearchState(store.getState()).list).toMatchObject({ status: 'end', ids: ['post:4'] }));
  });

  it('the server seed\'s answer enters the state as it is, frozen (not copied, not walked again)', () => {
    const store = storeFor();
    const response = searchAnswer([postSet([9, 10])]);
    store.dispatch(hydrateSearch('seed-frozen', { query: { term: 'rust' }, response }));
    const { results } = selectSearchState(store.getState());
    expect(results[0]).toBe(response.results[0]);
    expect(Object.isFrozen(response.results[0]!.hits[1]!.document)).toBe(true);
    expect(Object.isFrozen(response.results[0]!.facet_counts[0]!.counts)).toBe(true);
  });

  it('R1.5 the server seed is applied once; syncing the same address asks nothing', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...searchAnswers(() => searchAnswer([eventSet([5])]), seen));
    const store = storeFor();
    store.dispatch(hydrateSearch('seed-1', { query: { term: 'rust' }, response: searchAnswer([postSet([9])]) }));
    expect(selectSearchState(store.getState()).list.ids).toEqual(['post:9']);
    store.dispatch(syncSearch({ term: 'rust' }));
    store.dispatch(hydrateSearch('seed-1', { query: { term: 'rust' }, response: searchAnswer([postSet([10])]) }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
    expect(selectSearchState(store.getState()).list.ids).toEqual(['post:9']);
    store.dispatch(syncSearch({ term: 'rust', searchIn: 'event' }));
    await waitFor(() => expect(selectSearchState(store.getState()).list.ids).toEqual(['event:5']));
  });

  it('R1.5 another viewer searches again', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...searchAnswers(() => searchAnswer([postSet([1])]), seen));
    const store = storeFor();
    store.dispatch(startStoreFeature(searchFeature));
    await store.dispatch(loadSearch({ term: 'rust' }));
    store.dispatch(viewerChanged({ uid: 3, known: true }));
    await waitFor(() => expect(seen).toHaveLength(2));
  });

  it('R5.4 tag suggestions for empty text answer empty without asking', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      ...answerFor('GET /api/search', ({ query }) => {
        seen.push(query);
        return { facet_counts: [{ field_name: 'tags' as const, counts: [{ value: 'rust', count: 4 }] }], meta: { facetQuery: 'tags:ru' } };
      }),
    );
    expect((await suggestTags('  ')).facet_counts[0].counts).toEqual([]);
    expect(seen).toHaveLength(0);
    expect((await suggestTags('ru')).facet_counts[0].counts).toEqual([{ value: 'rust', count: 4 }]);
    expect(seen[0].get('term')).toBe('*');
    expect(seen[0].get('facetQuery')).toBe('tags:ru');
  });
});
