import type { AnswerData, PostData, QuestionData, QuoteParent } from '@/lib/discussions/types';
import { truncate } from '@/lib/text';

/**
 * Pure helpers of the topic page: which kind of post a server answer is, how questions and their
 * answers are stored in the shared cache (pids in the lists, the posts themselves in the cache),
 * and how answers are linked to the answer they quote (R4.10).
 */

/**
 * Fields only the topic page shows, kept in the topic slice by pid (the shared cache holds
 * PostData): an answer's quoted parent and position, a reply the member has just posted.
 */
export interface ReplyExtras {
  quoteparent?: QuoteParent | null;
  index?: number;
  localinserted?: boolean;
}

type PostKind = 'main' | 'question' | 'answer';

/** Main post, reply to the main post ("question") or a reply inside a question's thread ("answer"). */
function postKind(post: Pick<PostData, 'isMainPost' | 'qid'>): PostKind {
  if (post.isMainPost) return 'main';
  return post.qid === null || post.qid === undefined ? 'question' : 'answer';
}

/** A reply to the main post, as the server sends it (with its first answers). */
export function isQuestion(post: PostData): post is QuestionData {
  return postKind(post) === 'question';
}

/** A reply inside a question's thread. */
export function isAnswer(post: PostData): post is AnswerData & { qid: number } {
  return postKind(post) === 'answer';
}

/** An answer split into what the cache keeps and what only the topic shows. */
export function splitAnswer(answer: AnswerData): { post: PostData; extras: ReplyExtras } {
  const { quoteparent, index, ...post } = answer;
  return { post, extras: { quoteparent, index } };
}

const QUOTE_EXCERPT_LENGTH = 140;

/** Plain text of a post for an excerpt: its summary, or its content without tags. */
function plainExcerpt(post: Pick<PostData, 'summary' | 'content'>, limit = QUOTE_EXCERPT_LENGTH): string {
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
    const { toPid } = answer;
    if (toPid === null || toPid === undefined || toPid === qid) return answer.quoteparent === undefined ? { ...answer, quoteparent: null } : answer;
    if (answer.quoteparent) return answer;
    const parent = byPid.get(toPid);
    if (!parent) return { ...answer, quoteparent: null };
    const quoteparent: QuoteParent = { pid: parent.pid, user: parent.user, excerpt: plainExcerpt(parent) };
    return { ...answer, quoteparent };
  });
}

/** Splits a question into the post the cache keeps, its topic-only fields and its (linked) answers. */
export function splitQuestion(question: QuestionData): { post: PostData; extras: ReplyExtras; answers: AnswerData[] } {
  // `topic` repeats what the topic page already holds.
  const { answers = [], localinserted, topic: _topic, ...post } = question;
  return { post, extras: localinserted === undefined ? {} : { localinserted }, answers: linkQuoteParents(question.pid, answers) };
}

/** How many answers a question's thread has beyond the ones shown. */
export function answersHaveMore(shown: number, replies: number): boolean {
  return shown < replies;
}
