import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setSessionHooks } from '@/services/http';
import type { ClientConfig } from '@/services/session';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { postsCached, selectPost } from '@/store/feed/cache';
import { togglePostBookmark } from '@/store/posts/actions';
import { loadMoreSaved, loadSavedList, loadSavedPosts } from '@/store/savedlist/slice';
import { loggedOut } from '@/store/sessionActions';
import { mainPost, postsFrom } from '@/mocks/factories/discussions';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { ok } from '@/mocks/factories/posts';
import { server, startMswServer } from '../support/msw';

startMswServer();

/** The v3 write envelope, for the raw handlers left here. */
const v3 = () => HttpResponse.json(ok({}));

let release: () => void = () => undefined;
afterEach(() => release());

function storeFor(config: ClientConfig) {
  const store = makeStore();
  store.dispatch(loadConfig.fulfilled(config, 'test'));
  release = setSessionHooks({ csrfToken: () => store.getState().config.data?.csrf_token, completeRegistration: async () => false });
  return store;
}

const BOOKMARKS = `http://localhost/api/user/${memberUser.uid}/bookmarks`;

/** Answers bookmarks pages from `pages`, recording the requested page numbers. */
function bookmarksHandler(pages: Record<number, ReturnType<typeof mainPost>[]>, requested: number[] = []) {
  return http.get(BOOKMARKS, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    requested.push(page);
    return HttpResponse.json({ posts: pages[page] ?? [], page, per_page: 20 });
  });
}

describe('saved posts list (R9.2, R4.7)', () => {
  it('R9.2: a page of exactly 20 has more; the next page of 19 is the end; pages append', async () => {
    const requested: number[] = [];
    server.use(bookmarksHandler({ 1: postsFrom(1, 20), 2: postsFrom(21, 39) }, requested));
    const store = storeFor(memberConfig());
    await store.dispatch(loadSavedPosts(1));
    expect(store.getState().savedlist.posts).toMatchObject({ status: 'hasMore', page: 1 });
    expect(store.getState().savedlist.posts.ids).toHaveLength(20);
    store.dispatch(loadMoreSaved());
    expect(store.getState().savedlist.posts.status).toBe('loading');
    await waitFor(() => expect(store.getState().savedlist.posts.status).toBe('end'));
    const list = store.getState().savedlist.posts;
    expect(list.status).toBe('end');
    expect(list.ids).toEqual(postsFrom(1, 39).map((p) => p.pid));
    expect(requested).toEqual([1, 2]);
    expect(selectPost(store.getState(), 39)?.title).toBe('Topic 39');
  });

  it('R9.2: 19 on the first page is the end', async () => {
    server.use(bookmarksHandler({ 1: postsFrom(1, 19) }));
    const store = storeFor(memberConfig());
    await store.dispatch(loadSavedPosts(1));
    expect(store.getState().savedlist.posts.status).toBe('end');
  });

  it('R4.4/R8.5: a failure keeps the HTTP status', async () => {
    server.use(http.get(BOOKMARKS, () => HttpResponse.json({ error: '[[error:no-privileges]]' }, { status: 403 })));
    const store = storeFor(memberConfig());
    await store.dispatch(loadSavedPosts(1));
    expect(store.getState().savedlist.posts).toMatchObject({ status: 'error', errorCode: 403 });
  });

  it('R4.7: saving puts the post at the top; unsaving removes it', async () => {
    server.use(
      bookmarksHandler({ 1: [mainPost(1, { bookmarked: true }), mainPost(2, { bookmarked: true })] }),
      http.put('http://localhost/api/v3/posts/:pid/bookmark', () => v3()),
      http.delete('http://localhost/api/v3/posts/:pid/bookmark', () => v3()),
    );
    const store = storeFor(memberConfig());
    await store.dispatch(loadSavedPosts(1));
    // A post from the feed (in the cache, not saved yet).
    store.dispatch(postsCached([mainPost(9)]));
    await store.dispatch(togglePostBookmark(9));
    expect(store.getState().savedlist.posts.ids).toEqual([9, 1, 2]);
    await store.dispatch(togglePostBookmark(1));
    expect(store.getState().savedlist.posts.ids).toEqual([9, 2]);
    // Saved again: back on top, not twice.
    await store.dispatch(togglePostBookmark(1));
    expect(store.getState().savedlist.posts.ids).toEqual([1, 9, 2]);
  });

  it('R4.12: cleared on logout; visitors load nothing', async () => {
    server.use(bookmarksHandler({ 1: [mainPost(1)] }));
    const store = storeFor(memberConfig());
    await store.dispatch(loadSavedPosts(1));
    store.dispatch(loggedOut());
    expect(store.getState().savedlist.posts).toMatchObject({ ids: [], status: 'initial' });

    const visitor = storeFor(visitorConfig());
    visitor.dispatch(loadSavedList());
    expect(visitor.getState().savedlist.posts.status).toBe('initial');
  });
});
