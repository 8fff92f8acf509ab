import type { UnknownAction } from '@reduxjs/toolkit';
import type { QuestionsPage, TopicData } from '@/lib/discussions/types';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import type { TopicSort } from '@/lib/filters';
import { cachePosts } from '../posts/actions';
import { loadQuestions, loadTopic, questionsPayload } from './thunks';

/**
 * Server rendering of the topic page: the same actions the browser's topic load dispatches, built
 * from what getServerSideProps read, so the page's store (created per request in pages/_app.tsx)
 * renders the full topic and its first questions without JavaScript. Plain JSON (page props).
 */

export interface TopicPageArg {
  tid: number;
  sort: TopicSort;
  page: number;
}

/** The main post of a topic answer, or null for a topic without posts (R4.5). */
export function mainPostOf(topic: TopicData | null | undefined) {
  if (!topic || typeof topic !== 'object' || !Array.isArray(topic.posts)) return null;
  return topic.posts.find((p) => p.isMainPost) ?? topic.posts[0] ?? null;
}

/** Drops `undefined` values so Next.js can serialise the props. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The actions that put a loaded topic and its first page of questions in the store. */
export function topicLoadedActions(data: TopicData, questions: QuestionsPage | null, arg: TopicPageArg): UnknownAction[] {
  const main = mainPostOf(data);
  if (!main) return topicFailedActions(arg, 500, 'Something went wrong');
  const { posts, ...topic } = data;
  const actions: UnknownAction[] = [cachePosts(posts), loadTopic.fulfilled({ topic, mainPid: main.pid }, 'ssr', arg)];
  if (questions) {
    const { posts: questionPosts, items } = questionsPayload(questions.questions ?? []);
    actions.push(
      cachePosts(questionPosts),
      loadQuestions.fulfilled(
        {
          tid: arg.tid,
          sort: arg.sort,
          page: questions.page ?? arg.page,
          found: questions.found ?? items.length,
          pageSize: questions.page_size || DISCUSSION_PAGE_SIZE.questions,
          items,
        },
        'ssr',
        arg,
      ),
    );
  }
  return plain(actions);
}

/** The action that records a failed topic load with its HTTP status (R8.5). */
export function topicFailedActions(arg: TopicPageArg, code: number, message: string): UnknownAction[] {
  return plain([loadTopic.rejected(null, 'ssr', arg, { code, status: false, message, key: null })]);
}
