import type { TopicData } from '@/lib/discussions/types';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import type { TopicSeed } from '@/lib/ssr/seed';
import type { AppThunk } from '../index';
import { postsCached } from '../feed/cache';
import { questionsPayload } from './payloads';
import { loadQuestions, loadTopic } from './thunks';

/**
 * The topic's part of a page seed (store/seed.ts): the same actions the browser's topic load
 * dispatches, built from what the page's loader (server/ssr/topic.ts) read, so the page's store
 * renders the full topic and its first questions without JavaScript.
 */

/** The main post of a topic answer, or null for a topic without posts (R4.5). */
function mainPostOf(topic: TopicData | null | undefined) {
  if (!topic || typeof topic !== 'object' || !Array.isArray(topic.posts)) return null;
  return topic.posts.find((p) => p.isMainPost) ?? topic.posts[0] ?? null;
}

export const hydrateTopic =
  (seed: TopicSeed): AppThunk =>
  (dispatch) => {
    const arg = { tid: seed.tid, sort: seed.sort, page: seed.page };
    const main = seed.loaded ? mainPostOf(seed.topic) : null;
    if (!seed.loaded || !main) {
      // R8.5: the failure and its HTTP status; R4.5: a topic without posts is not shown.
      const { code, message } = seed.loaded ? { code: 500, message: 'Something went wrong' } : seed;
      dispatch(loadTopic.rejected(null, 'ssr', arg, { code, status: false, message, key: null }));
      return;
    }
    const { posts, ...topic } = seed.topic;
    dispatch(postsCached(posts));
    dispatch(loadTopic.fulfilled({ topic, mainPid: main.pid }, 'ssr', arg));
    const { questions } = seed;
    const { posts: questionPosts, items, extras } = questionsPayload(questions.questions ?? []);
    dispatch(postsCached(questionPosts));
    dispatch(
      loadQuestions.fulfilled(
        {
          tid: arg.tid,
          sort: arg.sort,
          page: questions.page ?? arg.page,
          found: questions.found ?? items.length,
          pageSize: questions.page_size || DISCUSSION_PAGE_SIZE.questions,
          items,
          extras,
        },
        'ssr',
        arg,
      ),
    );
  };
