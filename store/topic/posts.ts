import type { AnswerData, PostData, QuestionData, QuoteParent } from '@/lib/discussions/types';
import { truncate } from '@/lib/text';

/**
 * Pure helpers of the topic page: which kind of post a server answer is, how questions and their
 * answers are stored in the shared cache (pids in the lists, the posts themselves in the cache),
 * and how answers are linked to the answer they quote (R4.10).
 */

/** A question as the shared cache keeps it: its answers live in the cache on their own. */
export type CachedQuestionData = Omit<QuestionData, 'answers'>;

export type PostKind = 'main' | 'question' | 'answer';

/** Main post, reply to the main post ("question") or a reply inside a question's thread ("answer"). */
export function postKind(post: Pick<PostData, 'isMainPost' | 'qid'>): PostKind {
  if (post.isMainPost) return 'main';
  return post.qid === null || post.qid === undefined ? 'question' : 'answer';
}

export const QUOTE_EXCERPT_LENGTH = 140;

/** Plain text of a post for an excerpt: its summary, or its content without tags. */
export function plainExcerpt(post: Pick<PostData, 'summary' | 'content'>, limit = QUOTE_EXCERPT_LENGTH): string {
  const text = post.summary?.trim()
    ? post.summary
    : (post.content ?? '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
  return truncate(text, limit);
}

/**
 * R4.10: links quoted parents. An answer that replies to another answer (its toPid is neither the
 * question nor empty) shows "Replying to {name}: excerpt". The server sends `quoteparent`; when it
 * is missing and the parent is known (among `known`), it is built from the parent.
 */
export function linkQuoteParents(
  qid: number,
  answers: ReadonlyArray<AnswerData>,
  known: ReadonlyArray<Pick<PostData, 'pid' | 'user' | 'summary' | 'content'>> = [],
): AnswerData[] {
  const byPid = new Map<number, Pick<PostData, 'pid' | 'user' | 'summary' | 'content'>>();
  for (const post of known) byPid.set(post.pid, post);
  for (const answer of answers) byPid.set(answer.pid, answer);
  return answers.map((answer) => {
    const quotes = answer.toPid !== null && answer.toPid !== undefined && answer.toPid !== qid;
    if (!quotes) return answer.quoteparent === undefined ? { ...answer, quoteparent: null } : answer;
    if (answer.quoteparent) return answer;
    const parent = byPid.get(answer.toPid as number);
    if (!parent) return { ...answer, quoteparent: null };
    const quoteparent: QuoteParent = { pid: parent.pid, user: parent.user, excerpt: plainExcerpt(parent) };
    return { ...answer, quoteparent };
  });
}

/** Splits a question into the record the cache keeps and its (linked) answers. */
export function splitQuestion(question: QuestionData): { question: CachedQuestionData; answers: AnswerData[] } {
  const { answers = [], ...rest } = question;
  return { question: rest, answers: linkQuoteParents(question.pid, answers) };
}

/** How many answers a question's thread has beyond the ones shown. */
export function answersHaveMore(shown: number, replies: number): boolean {
  return shown < replies;
}
