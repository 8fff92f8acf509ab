import { createSelector } from '@reduxjs/toolkit';
import type { PostData } from '@/lib/discussions/types';
import { selectPost } from '../feed/cache';
import type { RootState } from '../index';
import { initialList, type ListState } from '../lists';
import type { ReplyExtras } from './posts';

/** Selectors of the topic page; posts are read from the shared cache by pid. */

export const selectTopicState = (state: RootState) => state.topic;
export const selectTopic = (state: RootState) => state.topic.topic;
export const selectMainPost = (state: RootState): PostData | undefined =>
  state.topic.mainPid === null ? undefined : selectPost(state, state.topic.mainPid);
export const selectQuestions = (state: RootState) => state.topic.questions;

const NO_ANSWERS: ListState<number> = initialList<number>();
export const selectAnswers = (state: RootState, qid: number): ListState<number> => state.topic.answers[qid] ?? NO_ANSWERS;

/** A cached post with the fields only questions and answers carry (kept in the topic slice). */
export type TopicPost = PostData & ReplyExtras;

export const selectTopicPost = createSelector(
  [selectPost, (state: RootState, pid: number): ReplyExtras | undefined => state.topic.extras[pid]],
  (post, extras): TopicPost | undefined => (post && extras ? { ...post, ...extras } : post),
);
