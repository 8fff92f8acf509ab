import { postPatched, selectPost } from '../feed/cache';
import type { AppThunk } from '../index';
import { requireLogin } from '../login/slice';
import { createApiThunk } from '../thunks';
import { discussionCalls } from '@/services/onUse';

/**
 * Actions on a post that every screen shares (feed, topic, saved list): upvote and bookmark.
 * Posts live once in the shared cache, so one change shows everywhere (R4.6). Visitors get the
 * login dialog instead, with from = vote or save (R5.3, R6.1).
 */

/** R4.6: upvote or take the upvote back; the count moves by one wherever the post shows. */
export const togglePostVote = createApiThunk('posts/toggleVote', async (pid: number, { getState, dispatch }) => {
  const post = selectPost(getState(), pid);
  const upvoted = Boolean(post?.upvoted);
  const calls = await discussionCalls('put');
  if (upvoted) await calls.unvotePost(pid);
  else await calls.upvotePost(pid);
  const upvotes = Math.max(0, (post?.upvotes ?? 0) + (upvoted ? -1 : 1));
  dispatch(postPatched({ pid, changes: { upvoted: !upvoted, upvotes, votes: upvotes - (post?.downvotes ?? 0) } }));
  return { pid, upvoted: !upvoted, upvotes };
});

/** R4.7: bookmark toggles from the post's current state (the saved list listens to this). */
export const togglePostBookmark = createApiThunk('posts/toggleBookmark', async (pid: number, { getState, dispatch }) => {
  const bookmarked = Boolean(selectPost(getState(), pid)?.bookmarked);
  const calls = await discussionCalls('put');
  if (bookmarked) await calls.unbookmarkPost(pid);
  else await calls.bookmarkPost(pid);
  dispatch(postPatched({ pid, changes: { bookmarked: !bookmarked } }));
  return { pid, bookmarked: !bookmarked };
});

/** Vote button: visitors are asked to log in (from=vote). */
export const votePost =
  (pid: number): AppThunk<Promise<unknown>> =>
  (dispatch) =>
    dispatch(requireLogin('vote')) ? dispatch(togglePostVote(pid)) : Promise.resolve();

/** Save button: visitors are asked to log in (from=save). */
export const savePost =
  (pid: number): AppThunk<Promise<unknown>> =>
  (dispatch) =>
    dispatch(requireLogin('save')) ? dispatch(togglePostBookmark(pid)) : Promise.resolve();
