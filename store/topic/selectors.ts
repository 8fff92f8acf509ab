import { createSelector } from '@reduxjs/toolkit';
import type { PostData } from '@/lib/discussions/types';
import { selectPost } from '../feed/cache';
import type { RootState } from '../index';
import { initialList, type ListState } from '../lists';
import type { ReplyExtras } from './posts';
import { selectTopicState } from './state';

/** Selectors of the topic page; posts are read from the shared cache by pid. */

export { selectTopicState };
export const selectTopic = (state: RootState) => selectTopicState(state).topic;
export const selectMainPost = (state: RootState): PostData | undefined => {
  const { mainPid } = selectTopicState(state);
  return mainPid === null ? undefined : selectPost(state, mainPid);
};
export const selectQuestions = (state: RootState) => selectTopicState(state).questions;

const NO_ANSWERS: ListState<number> = initialList<number>();
export const selectAnswers = (state: RootState, qid: number): ListState<number> => selectTopicState(state).answers[qid] ?? NO_ANSWERS;

/** A cached post with the fields only questions and answers carry (kept in the topic slice). */
export type TopicPost = PostData & ReplyExtras;

export const selectTopicPost = createSelector(
  [selectPost, (state: RootState, pid: number): ReplyExtras | undefined => selectTopicState(state).extras[pid]],
  (post, extras): TopicPost | undefined => (post && extras ? { ...post, ...extras } : post),
);
