import { createSelector } from '@reduxjs/toolkit';
import type { PostData } from '@/lib/discussions/types';
import type { RootState } from '../index';
import { selectProjectPage } from './page';

/**
 * Derived data of the project page, memoised: the same state gives the same reference, so the
 * components that read it render again only when what they show changed (React-Redux warns in
 * development about a selector that builds a new array each call).
 */

/** A FAQ entry: an answered question and its accepted answer. */
export interface ProjectFaqEntry {
  question: PostData;
  answer: PostData;
}

const sameEntries = (a: readonly ProjectFaqEntry[], b: readonly ProjectFaqEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry.question === b[i]!.question && entry.answer === b[i]!.answer);

/**
 * The FAQ tab's entries (R1.11), most upvoted first as the list holds them, each with its accepted
 * answer from the post cache; an entry whose posts are not cached is left out. A change to another
 * post of the cache keeps the same array.
 */
export const selectProjectFaq = createSelector(
  [(state: RootState) => selectProjectPage(state).faq, (state: RootState) => state.cache.posts.entities],
  (faq, posts): ProjectFaqEntry[] =>
    faq.flatMap(({ question, answer }) => {
      const q = posts[question];
      const a = posts[answer];
      return q && a ? [{ question: q, answer: a }] : [];
    }),
  { memoizeOptions: { resultEqualityCheck: sameEntries } },
);
