import { isHeldAnswer, type FlagCategory } from '@/lib/review/types';
import type { AnswerData, QuestionData } from '@/lib/discussions/types';
import { said } from '@/lib/i18n/said';
import { heldPostsPath } from '@/lib/review/mine';
import * as discussions from '@/services/discussions';
import { sendReport } from '@/services/reports';
import { ApiError, MESSAGES } from '@/services/http';
import { postPatched, postsCached } from '../feed/cache';
import { selectLogin } from '../selectors';
import type { ThunkApi } from '../thunks';
import { addToast } from '../toasts/slice';
import { isAnswer, isQuestion } from './posts';
import { selectTopicState as topicOf } from './state';
import { bump, cacheAnswers, questionsPayload, type PostedReply, type ReplyArg } from './payloads';

/**
 * The work of a member's writes in a topic (R4.3, R4.8, R4.9): what the topic's thunks
 * (store/topic/thunks.ts, where the slice matches them) run, loaded with the first write, not with
 * the page.
 */

/**
 * R4.9: posts a reply. A reply to the main post goes to the top of the questions (localinserted)
 * and adds one to the main post's replies; an answer is appended to its question and adds one to
 * the question's replies. Either way the topic's postcount goes up by one (in the slice).
 */
export async function postReply({ content, toPid, qid }: ReplyArg, { dispatch, getState }: ThunkApi): Promise<PostedReply> {
  const { tid, mainPid } = topicOf(getState());
  if (tid === null || mainPid === null) throw new ApiError(MESSAGES.somethingWrong, -1);
  const input = { tid, content, ...(toPid !== undefined && toPid !== mainPid ? { toPid } : {}), ...(qid !== undefined ? { qid } : {}) };
  const answer = await discussions.replyToTopic(input);
  if (isHeldAnswer(answer)) {
    // A new member's reply held for review (issue 35): they learn why they do not see it yet, and where it waits.
    const slug = selectLogin(getState()).user?.userslug;
    const link = slug ? { href: heldPostsPath(slug), label: said('topic', 'composer.heldLink') } : undefined;
    dispatch(addToast(said('topic', 'composer.held'), 'success', link));
    return { kind: 'held', pid: null };
  }
  const post: QuestionData | AnswerData = answer;
  const state = getState();
  if (isQuestion(post)) {
    const { posts, items, extras } = questionsPayload([{ ...post, answers: post.answers ?? [], localinserted: true }]);
    dispatch(postsCached(posts));
    bump(dispatch, state, mainPid);
    return { kind: 'question', pid: post.pid, entry: items[0], extras };
  }
  if (!isAnswer(post)) throw new ApiError(MESSAGES.somethingWrong, 500, { pid: post.pid, reason: 'reply is neither question nor answer' });
  const question = post.qid;
  const { extras } = dispatch(cacheAnswers(question, [post]));
  bump(dispatch, state, question);
  if (post.toPid !== null && post.toPid !== question) bump(dispatch, state, post.toPid);
  return { kind: 'answer', pid: post.pid, qid: question, toPid: post.toPid, extras };
}

/** R4.8: pin or unpin; pinned becomes 1/0 only when the server says yes (a refusal leaves it). */
export async function setPinned(pinned: boolean, { getState, dispatch }: ThunkApi): Promise<{ tid: number; pinned: 0 | 1 }> {
  const { tid, mainPid } = topicOf(getState());
  if (tid === null) throw new ApiError(MESSAGES.somethingWrong, -1);
  if (pinned) await discussions.pinTopic(tid);
  else await discussions.unpinTopic(tid);
  const value: 0 | 1 = pinned ? 1 : 0;
  if (mainPid !== null) dispatch(postPatched({ pid: mainPid, changes: { pinned: value } }));
  return { tid, pinned: value };
}

export async function setFollowing(following: boolean, { getState }: ThunkApi): Promise<{ tid: number; following: boolean }> {
  const { tid } = topicOf(getState());
  if (tid === null) throw new ApiError(MESSAGES.somethingWrong, -1);
  if (following) await discussions.followTopic(tid);
  else await discussions.unfollowTopic(tid);
  return { tid, following };
}

/**
 * R4.3: marks (or unmarks) `aid` as the accepted answer of the post `pid` it answers; the answered
 * post's aid becomes the server's answer (0 = unanswered).
 */
export async function acceptAnswer(
  { pid, aid, answered }: { pid: number; aid: number; answered: boolean },
  { dispatch }: ThunkApi,
): Promise<{ pid: number; aid: number }> {
  const result = await discussions.acceptAnswer(pid, { aid, answered });
  const accepted = typeof result?.aid === 'number' ? result.aid : answered ? aid : 0;
  dispatch(postPatched({ pid, changes: { aid: accepted } }));
  return { pid, aid: accepted };
}

/** Edits a post's content inline (the main post is edited in the composer). */
export async function editReply({ pid, content }: { pid: number; content: string }, { dispatch, getState }: ThunkApi): Promise<{ pid: number }> {
  const title = topicOf(getState()).topic?.titleRaw ?? topicOf(getState()).topic?.title ?? '';
  const post = await discussions.editPost(pid, { title, content });
  dispatch(postPatched({ pid, changes: post }));
  return { pid };
}

/** Soft delete or restore a post; on the main post this deletes or restores the whole topic. */
export async function setPostDeleted(
  { pid, deleted }: { pid: number; deleted: boolean },
  { dispatch, getState }: ThunkApi,
): Promise<{ pid: number; deleted: boolean; topic: boolean }> {
  const { tid, mainPid } = topicOf(getState());
  if (pid === mainPid && tid !== null) {
    if (deleted) await discussions.deleteTopic(tid);
    else await discussions.restoreTopic(tid);
  } else if (deleted) await discussions.deletePost(pid);
  else await discussions.restorePost(pid);
  dispatch(postPatched({ pid, changes: { deleted } }));
  return { pid, deleted, topic: pid === mainPid };
}

/** Reports a post to the moderators: why in a word (the review queue's filter) and in the member's words. */
export async function flagPost({ pid, reason, category }: { pid: number; reason: string; category: FlagCategory }, { dispatch }: ThunkApi) {
  const result = await sendReport({ id: pid, reason, type: 'post', category });
  dispatch(addToast(said('topic', 'flag.thanks'), 'success'));
  return result;
}

/** Sends a review of the topic. */
export async function sendReview(content: string, { dispatch, getState }: ThunkApi) {
  const { tid } = topicOf(getState());
  if (tid === null) throw new ApiError(MESSAGES.somethingWrong, -1);
  const result = await discussions.reviewTopic(tid, content);
  dispatch(addToast(said('topic', 'review.thanks'), 'success'));
  return result;
}
