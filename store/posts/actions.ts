import type { PostData } from '@/lib/discussions/types';
import * as discussions from '@/services/discussions';
import { itemPatched, itemsCached, postKey, cachedPost, type CachedPost } from '../feed/cache';
import type { AppThunk, RootState } from '../index';
import { showModal } from '../modals/slice';
import { createApiThunk } from '../thunks';

/**
 * Actions on a post that every screen shares (feed, topic, saved list): upvote and bookmark.
 * Posts live once in the shared cache (`post{pid}`), so one change shows everywhere (R4.6).
 * Visitors get the login dialog instead, with from = vote or save (R5.3, R6.1).
 */

export type CachedPostData = PostData & CachedPost;

/** The cached post, typed. */
export const selectCachedPost = (state: RootState, pid: number): CachedPostData | undefined =>
  state.feedCache.entities[postKey(pid)] as CachedPostData | undefined;

/** Stores posts (and anything nested under them) in the shared cache. */
export function cachePosts(posts: ReadonlyArray<PostData>) {
  return itemsCached(posts.map((p) => cachedPost(p)));
}

/** Opens the login dialog for a visitor; answers whether the viewer is logged in. */
export const requireLogin =
  (from: 'vote' | 'save'): AppThunk<boolean> =>
  (dispatch, getState) => {
    if (getState().login.loggedIn) return true;
    dispatch(showModal({ name: 'login', props: { from } }));
    return false;
  };

/** R4.6: upvote or take the upvote back; the count moves by one wherever the post shows. */
export const togglePostVote = createApiThunk('posts/toggleVote', async (pid: number, { getState, dispatch }) => {
  const post = selectCachedPost(getState(), pid);
  const upvoted = Boolean(post?.upvoted);
  if (upvoted) await discussions.unvotePost(pid);
  else await discussions.upvotePost(pid);
  const upvotes = Math.max(0, (post?.upvotes ?? 0) + (upvoted ? -1 : 1));
  dispatch(itemPatched({ key: postKey(pid), changes: { upvoted: !upvoted, upvotes, votes: upvotes - (post?.downvotes ?? 0) } }));
  return { pid, upvoted: !upvoted, upvotes };
});

/** R4.7: bookmark toggles from the post's current state (the saved list listens to this). */
export const togglePostBookmark = createApiThunk('posts/toggleBookmark', async (pid: number, { getState, dispatch }) => {
  const bookmarked = Boolean(selectCachedPost(getState(), pid)?.bookmarked);
  if (bookmarked) await discussions.unbookmarkPost(pid);
  else await discussions.bookmarkPost(pid);
  dispatch(itemPatched({ key: postKey(pid), changes: { bookmarked: !bookmarked } }));
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
