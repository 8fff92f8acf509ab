import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../index';
import { initialList, type ListState } from '../lists';
import { selectCachedPost, type CachedPostData } from '../posts/actions';
import type { QuoteParent } from '@/lib/discussions/types';

/** Selectors of the topic page; posts are read from the shared cache by pid. */

export const selectTopicState = (state: RootState) => state.topic;
export const selectTopic = (state: RootState) => state.topic.topic;
export const selectMainPost = (state: RootState): CachedPostData | undefined =>
  state.topic.mainPid === null ? undefined : selectCachedPost(state, state.topic.mainPid);
export const selectQuestions = (state: RootState) => state.topic.questions;

const NO_ANSWERS: ListState<number> = initialList<number>();
export const selectAnswers = (state: RootState, qid: number): ListState<number> => state.topic.answers[qid] ?? NO_ANSWERS;

/** A cached post with the fields only questions and answers carry. */
export type TopicPost = CachedPostData & { quoteparent?: QuoteParent | null; localinserted?: boolean; index?: number };

export const selectTopicPost = (state: RootState, pid: number): TopicPost | undefined =>
  selectCachedPost(state, pid) as TopicPost | undefined;

/** The replies shown on the page with their answers (for the page's JSON-LD). */
export const selectShownReplies = createSelector(
  [(state: RootState) => state.topic.questions.ids, (state: RootState) => state.topic.answers, (state: RootState) => state.feedCache.entities],
  (ids, answers, entities) => {
    const post = (pid: number) => entities[`post${pid}`] as CachedPostData | undefined;
    return ids.flatMap((pid) => {
      const question = post(pid);
      if (!question) return [];
      const nested = (answers[pid]?.ids ?? []).map(post).filter((p): p is CachedPostData => p !== undefined);
      return [{ ...question, answers: nested }];
    });
  },
);
