import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { facetCountContract, postContract, resultSetFields } from '@/lib/discussions/contracts';
import { eventContract } from '@/lib/events/contracts';
import { projectContract } from '@/lib/projects/contracts';
import {
  SEARCH_COLLECTIONS,
  SEARCH_SORTS,
  type ExploreTagsResponse,
  type GlobalSearchResponse,
  type MemberDocument,
  type SearchCollection,
  type SearchLogResponse,
  type TagFacetResponse,
} from './global';

/**
 * What the global search and its neighbours answer (lib/contracts; R1.5, R1.6, R3.12, R5.4, R9.2):
 * `GET /api/search` (results per collection, or tag suggestions), `GET /api/explore/tags` and the
 * administrators' `GET /api/admin/search-log`. Posts, projects and events found are the documents
 * their own calls answer (the same contracts).
 */

const count = z.number().int().nonnegative();

/** A member found by the search: the hovercard's public fields (the members' contracts may later own this shape). */
export const memberDocumentContract = contractFor<MemberDocument>()(
  z.strictObject({
    type: z.literal('user'),
    uid: z.number().int().positive(),
    username: z.string(),
    userslug: z.string(),
    fullname: z.string(),
    picture: z.string(),
    aboutme: z.string(),
    location: z.string(),
    reputation: z.number().int(),
    postcount: count,
    joindate: z.number().int().nonnegative(),
  }),
);

/** One collection's result set: the search result fields, which collection, and whether the term matched loosely. */
function globalResultSet<C extends SearchCollection, D>(collection: C, document: z.ZodType<D>) {
  return z.strictObject({ collection: z.literal(collection), ...resultSetFields(document), typo_tolerant: z.boolean() });
}

export const globalSearchContract = contractFor<GlobalSearchResponse>()(
  z.strictObject({
    results: z.array(
      z.discriminatedUnion('collection', [
        globalResultSet('post', postContract),
        globalResultSet('project', projectContract),
        globalResultSet('event', eventContract),
        globalResultSet('user', memberDocumentContract),
      ]),
    ),
    projects: z.array(projectContract.pick({ id: true, slug: true, name: true, logo: true })),
    meta: z.strictObject({
      term: z.string(),
      searchIn: z.array(z.enum(SEARCH_COLLECTIONS)),
      page: z.number().int().positive(),
      perPage: z.number().int().positive(),
      sortBy: z.enum(SEARCH_SORTS),
      explore: z.boolean(),
      found: count,
    }),
  }),
);

/** `term=*&facetQuery=tags:{text}`: tag suggestions, most used first. */
export const tagFacetContract = contractFor<TagFacetResponse>()(
  z.strictObject({
    facet_counts: z.tuple([facetCountContract.extend({ field_name: z.literal('tags') })]),
    meta: z.strictObject({ facetQuery: z.string() }),
  }),
);

/** `GET /api/search`: results per collection, or tag suggestions. */
export const globalSearchAnswerContract = z.union([globalSearchContract, tagFacetContract]);

const exploreTagContract = z.strictObject({ value: z.string(), count, recent: count.optional() });

export const exploreTagsContract = contractFor<ExploreTagsResponse>()(
  z.strictObject({ popular: z.array(exploreTagContract), trending: z.array(exploreTagContract) }),
);

const searchLogEntryContract = z.strictObject({
  term: z.string(),
  searches: z.number().int().positive(),
  last_found: count,
  last_searched: z.iso.datetime(),
});

export const searchLogContract = contractFor<SearchLogResponse>()(
  z.strictObject({
    top: z.array(searchLogEntryContract),
    no_results: z.array(searchLogEntryContract),
    days: z.number().int().positive(),
  }),
);
