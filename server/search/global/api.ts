import { globalSearchAnswerContract, searchLogContract } from '@/lib/search/contracts';
import { globalSearchQuery, searchLogQuery } from '@/lib/search/schemas';
import type { GlobalSearchResponse, TagFacetResponse } from '@/lib/search/global';
import { endpoint } from '../../http/route';
import { searchLogReport } from './log';
import { searchEverything, tagFacetText, tagSuggestions } from './service';

/**
 * Endpoints of the global search (R1.5, R1.6, R3.12, R5.4, R9.2): `GET /api/search` (also the
 * spec's `GET /search` when the request prefers JSON, server/http/aliases.ts) and the
 * administrators' search log.
 */

export const globalSearchEndpoint = endpoint({
  method: 'GET',
  path: '/api/search',
  aliases: ['GET /search (Accept: application/json)'],
  summary:
    'Search posts, projects, events and members (searchIn: comma list of post, project, event, user; default post,project). ' +
    'term (the last word also matches as a prefix; "phrases" and -word as in web search; a term that finds nothing is ' +
    'matched to similar spellings: typo_tolerant), page, perPage (10, at most 50), sortBy relevance | recent | popular ' +
    '(default relevance with a term, recent without), postType, isMainPost (false: replies too), tags (all must match), ' +
    'projects (slugs), event_type, from and to (unix seconds, both or neither), answered (answered | unanswered | accepted), ' +
    'instant=1 for as-you-type requests (not recorded in the search log). One results[] entry per collection with found, ' +
    'hits (highlights: escaped text with <mark>), facet_counts; plus projects and meta. No term: empty results unless an ' +
    'explore request (term=* or tags). term=*&facetQuery=tags:{text}: tag suggestions with counts.',
  tag: 'search',
  family: 'service',
  access: 'public',
  query: globalSearchQuery,
  response: globalSearchAnswerContract,
  handle: ({ query, viewer }): Promise<GlobalSearchResponse | TagFacetResponse> => {
    const tagText = tagFacetText(query.facetQuery);
    if (tagText !== null) return tagSuggestions(tagText);
    return searchEverything(query, viewer);
  },
});

export const searchLogEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/search-log',
  summary:
    'What members and visitors search for (administrators only): the most searched terms and those with no results ' +
    'over the last `days` days (default 30, at most 90).',
  tag: 'search',
  family: 'read',
  access: 'member',
  query: searchLogQuery,
  response: searchLogContract,
  handle: ({ query, viewer }) => searchLogReport(viewer, query.days),
});
