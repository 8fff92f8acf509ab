import { waitFor } from '@testing-library/react';
import type { PostData } from '@/lib/discussions/types';
import type { ClientConfig } from '@/services/session';
import { postsCached, selectPost } from '@/store/feed/cache';
import { togglePostBookmark } from '@/store/posts/actions';
import { loadMoreSaved, loadSavedList, loadSavedPosts, selectSavedPosts } from '@/store/savedlist/slice';
import { loggedOut } from '@/store/sessionActions';
import { answerFor, mockFail } from '@/mocks/answer';
import { mainPost, postsFrom } from '@/mocks/factories/discussions';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { savedPostPages } from '@/mocks/factories/savedlist';
import { server, startMswServer } from '../support/msw';
import { sliceStore } from '../support/store';

startMswServer();


const storeFor = (config: ClientConfig) => sliceStore(config);

const BOOKMARKS = 'GET /api/user/{slug}/bookmarks';

/** The member's saved posts from `pages`, recording the requested page numbers. */
const bookmarksHandler = (pages: Record<number, PostData[]>, requested: number[] = []) => answerFor(BOOKMARKS, savedPostPages(memberUser.uid, pages, requested));

describe('saved posts list (R9.2, R4.7)', () => {
  it('R9.2: a page of exactly 20 has more; the next page of 19 is the end; pages append', async () => {
    const requested: number[] = [];
    server.use(...bookmarksHandler({ 1: postsFrom(1, 20), 2: postsFrom(21, 39) }, requested));
    const store = storeFor(memberConfig());
    await store.dispatch(loadSavedPosts(1));
    expect(selectSavedPosts(store.getState())).toMatchObject({ status: 'hasMore', page: 1 });
    expect(selectSavedPosts(store.getState()).ids).toHaveLength(20);
    store.dispatch(loadMoreSaved());
    expect(selectSavedPosts(store.getState()).status).toBe('loading');
    await waitFor(() => expect(selectSavedPosts(store.getState()).status).toBe('end'));
    const list = selectSavedPosts(store.getState());
    expect(list.status).toBe('end');
    expect(list.ids).toEqual(postsFrom(1, 39).map((p) => p.pid));
    expect(requested).toEqual([1, 2]);
    expect(selectPost(store.getState(), 39)?.title).toBe('Topic 39');
  });

  it('R9.2: 19 on the first page is the end', async () => {
    server.use(...bookmarksHandler({ 1: postsFrom(1, 19) }));
    const store = storeFor(memberConfig());
    await store.dispatch(loadSavedPosts(1));
    expect(selectSavedPosts(store.getState()).status).toBe('end');
  });

  it('R4.4/R8.5: a failure keeps the HTTP status', async () => {
    server.use(
      ...answerFor(BOOKMARKS, () => {
        throw mockFail('no-privileges');
      }),
    );
    const store = storeFor(memberConfig());
    await store.dispatch(loadSavedPosts(1));
    expect(selectSavedPosts(store.getState())).toMatchObject({ status: 'error', errorCode: 403 });
  });

  it('R4.7: saving puts the post at the top; unsaving removes it', async () => {
    const writes: string[] = [];
    server.use(
      ...bookmarksHandler({ 1: [mainPost(1, { bookmarked: true }), mainPost(2, { bookmarked: true })] }),
      ...answerFor('PUT /api/v3/posts/{pid}/bookmark', ({ params }) => {
        writes.push(`PUT ${params.pid}`);
        return {};
      }),
      ...answerFor('DELETE /api/v3/posts/{pid}/bookmark', ({ params }) => {
        writes.push(`DELETE ${params.pid}`);
        return {};
      }),
    );
    const store = storeFor(memberConfig());
    await store.dispatch(loadSavedPosts(1));
    // A post from the feed (in the cache, not saved yet).
    store.dispatch(postsCached([mainPost(9)]));
    await store.dispatch(togglePostBookmark(9));
    expect(selectSavedPosts(store.getState()).ids).toEqual([9, 1, 2]);
    await store.dispatch(togglePostBookmark(1));
    expect(selectSavedPosts(store.getState()).ids).toEqual([9, 2]);
    // Saved again: back on top, not twice.
    await store.dispatch(togglePostBookmark(1));
    expect(selectSavedPosts(store.getState()).ids).toEqual([1, 9, 2]);
    expect(writes).toEqual(['PUT 9', 'DELETE 1', 'PUT 1']);
  });

  it('R4.12: cleared on logout; visitors load nothing', async () => {
    server.use(...bookmarksHandler({ 1: [mainPost(1)] }));
    const store = storeFor(memberConfig());
    await store.dispatch(loadSavedPosts(1));
    store.dispatch(loggedOut());
    expect(selectSavedPosts(store.getState())).toMatchObject({ ids: [], status: 'initial' });

    const visitor = storeFor(visitorConfig());
    visitor.dispatch(loadSavedList());
    expect(selectSavedPosts(visitor.getState()).status).toBe('initial');
  });
});
