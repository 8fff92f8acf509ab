import { answerFor } from '@/mocks/answer';
import { server } from './msw';

/**
 * R7.4: answers the tag suggestions (`GET /api/search?term=*&facetQuery=tags:{text}`) with
 * `counts`, and records every request's query, for the screens that take tags.
 */
export function suggesting(counts: Array<{ value: string; count: number }>): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    ...answerFor('GET /api/search', ({ query }) => {
      asked.push(query);
      return { facet_counts: [{ field_name: 'tags' as const, counts }], meta: { facetQuery: query.get('facetQuery') ?? '' } };
    }),
  );
  return asked;
}
