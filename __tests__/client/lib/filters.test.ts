import { EVENT_SORTS, FEED_SORTS } from '@/lib/constants';
import {
  cleanParams,
  dateRangeParam,
  eventTypeList,
  parseFeedFilters,
  postTypeFilter,
  projectFeedFilter,
  projectQuestionsFilter,
  topicPage,
} from '@/lib/filters';
import { topicSort } from '@/lib/topicSort';

const feed = { sortOptions: FEED_SORTS };
const events = { sortOptions: EVENT_SORTS };

describe('R5.1 parseFeedFilters', () => {
  it('R5.1 reads a full, valid query', () => {
    expect(
      parseFeedFilters({ term: 'rust', sort: 'recent', event_type: 'ama', from: '1700000000', to: '1700086400' }, feed),
    ).toEqual({ term: 'rust', sort: 'recent', event_type: 'ama', from: 1700000000, to: 1700086400 });
  });

  it('R5.1 defaults an empty query', () => {
    expect(parseFeedFilters({}, feed)).toEqual({ term: '', sort: 'popular', event_type: null, from: null, to: null });
    expect(parseFeedFilters({}, events).sort).toBe('latest');
  });

  it('R5.1 term must be a string', () => {
    expect(parseFeedFilters({ term: ['a', 'b'] }, feed).term).toBe('');
    expect(parseFeedFilters({ term: '' }, feed).term).toBe('');
    expect(parseFeedFilters({ term: ' spaced ' }, feed).term).toBe(' spaced ');
  });

  it('R5.1 sort must be a string among the options, else the first option', () => {
    expect(parseFeedFilters({ sort: 'latest' }, feed).sort).toBe('popular');
    expect(parseFeedFilters({ sort: 'popular' }, events).sort).toBe('popular');
    expect(parseFeedFilters({ sort: ['recent'] }, feed).sort).toBe('popular');
    expect(parseFeedFilters({ sort: 'bogus' }, events).sort).toBe('latest');
    expect(parseFeedFilters({ sort: 'x' }, { sortOptions: [] }).sort).toBe('');
  });

  it('R5.1 event_type keeps only allowed event types', () => {
    expect(parseFeedFilters({ event_type: 'webinar' }, feed).event_type).toBe('webinar');
    expect(parseFeedFilters({ event_type: 'podcast' }, feed).event_type).toBeNull();
    expect(parseFeedFilters({ event_type: '' }, feed).event_type).toBeNull();
  });

  it('R5.1 event_type accepts a comma list or repeated values, dropping unknown ones and duplicates', () => {
    expect(parseFeedFilters({ event_type: 'ama,bogus, live_coding' }, feed).event_type).toBe('ama,live_coding');
    expect(parseFeedFilters({ event_type: ['tutorial', 'nope', 'tutorial,announcement'] }, feed).event_type).toBe(
      'tutorial,announcement',
    );
    expect(eventTypeList('webinar,webinar,ama')).toEqual(['webinar', 'ama']);
    expect(eventTypeList(null)).toEqual([]);
  });

  it('R5.1 from and to must both be present and valid, else both are null', () => {
    const none = { from: null, to: null };
    const pick = (q: Record<string, string | string[] | undefined>) => {
      const { from, to } = parseFeedFilters(q, feed);
      return { from, to };
    };
    expect(pick({ from: '100', to: '200' })).toEqual({ from: 100, to: 200 });
    expect(pick({ from: '100', to: '100' })).toEqual({ from: 100, to: 100 });
    expect(pick({ from: '100' })).toEqual(none);
    expect(pick({ to: '200' })).toEqual(none);
    expect(pick({ from: 'abc', to: '200' })).toEqual(none);
    expect(pick({ from: '100', to: '' })).toEqual(none);
    expect(pick({ from: '-5', to: '200' })).toEqual(none);
    expect(pick({ from: '1.5', to: '200' })).toEqual(none);
    expect(pick({ from: ['100'], to: '200' })).toEqual(none);
    expect(pick({ from: '300', to: '200' })).toEqual(none);
  });
});

describe('R5.6 cleanParams and dateRangeParam', () => {
  it('R5.6 leaves out empty and null values', () => {
    expect(
      cleanParams({ term: '', sort: 'recent', event_type: null, from: undefined, tags: [], page: 0, isMainPost: false, ids: [1] }),
    ).toEqual({ sort: 'recent', page: 0, isMainPost: false, ids: [1] });
    expect(cleanParams(null)).toEqual({});
    expect(cleanParams(undefined)).toEqual({});
  });

  it('R5.6 does not change its argument', () => {
    const params = { a: '', b: 1 };
    cleanParams(params);
    expect(params).toEqual({ a: '', b: 1 });
  });

  it('R5.6 sends the event date range only with both ends', () => {
    expect(dateRangeParam(100, 200)).toBe('100..200');
    expect(dateRangeParam(0, 200)).toBe('0..200');
    expect(dateRangeParam(100, null)).toBeUndefined();
    expect(dateRangeParam(null, 200)).toBeUndefined();
    expect(dateRangeParam(undefined, undefined)).toBeUndefined();
    expect(dateRangeParam(Number.NaN, 200)).toBeUndefined();
    expect(cleanParams({ common_timestamp: dateRangeParam(null, 5) })).toEqual({});
  });
});

describe('R5.2 project and post type filters', () => {
  it('R5.2 the project questions filter accepts only faq', () => {
    expect(projectQuestionsFilter('faq')).toBe('faq');
    expect(projectQuestionsFilter('blog')).toBeNull();
    expect(projectQuestionsFilter(['faq'])).toBeNull();
    expect(projectQuestionsFilter(undefined)).toBeNull();
  });

  it('R5.2 the project feed filter accepts ama, podcast and blog', () => {
    expect(['ama', 'podcast', 'blog'].map(projectFeedFilter)).toEqual(['ama', 'podcast', 'blog']);
    expect(projectFeedFilter('faq')).toBeNull();
    expect(projectFeedFilter('webinar')).toBeNull();
    expect(projectFeedFilter('AMA')).toBeNull();
  });

  it('R5.2 the post type filter accepts webinar, ama, podcast and blog, otherwise none', () => {
    expect(['webinar', 'ama', 'podcast', 'blog'].map(postTypeFilter)).toEqual(['webinar', 'ama', 'podcast', 'blog']);
    expect(postTypeFilter('faq')).toBeNull();
    expect(postTypeFilter('link')).toBeNull();
    expect(postTypeFilter('')).toBeNull();
    expect(postTypeFilter(null)).toBeNull();
  });
});

describe('R5.5 topic page and sort', () => {
  it('R5.5 a page below 1 or invalid is 1', () => {
    expect(topicPage('3')).toBe(3);
    expect(topicPage(2)).toBe(2);
    expect(topicPage('0')).toBe(1);
    expect(topicPage(-4)).toBe(1);
    expect(topicPage('abc')).toBe(1);
    expect(topicPage('')).toBe(1);
    expect(topicPage(undefined)).toBe(1);
    expect(topicPage(['2'])).toBe(1);
    expect(topicPage(Number.POSITIVE_INFINITY)).toBe(1);
    expect(topicPage('2.7')).toBe(2);
  });

  it('R5.5 sort is popular or recent, else popular', () => {
    expect(topicSort('recent')).toBe('recent');
    expect(topicSort('popular')).toBe('popular');
    expect(topicSort('latest')).toBe('popular');
    expect(topicSort(undefined)).toBe('popular');
    expect(topicSort(['recent'])).toBe('popular');
  });
});
