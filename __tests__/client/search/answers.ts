import type { GlobalSearchResponse } from '@/lib/search/global';
import { answerFor } from '@/mocks/answer';

/** `GET /api/search` answering `answer(params)` through the mocked endpoint, recording each request's query. */
export function searchAnswers(answer: (params: URLSearchParams) => GlobalSearchResponse, seen: URLSearchParams[] = []) {
  return answerFor('GET /api/search', ({ query }) => {
    seen.push(query);
    return answer(query);
  });
}
