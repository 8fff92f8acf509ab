/**
 * Session side effects are store listeners (store/listeners.ts): a configuration naming another
 * viewer fetches again what shows member state, but only what is on screen.
 */
import { waitFor } from '@testing-library/react';
import { selectTopicState } from '@/store/topic/state';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { startStoreFeature } from '@/store/features';
import { savedListFeature } from '@/store/savedlist/listeners';
import { topicFeature } from '@/store/topic/feature';
import { selectSavedPosts } from '@/store/savedlist/slice';
import { hydrateTopic } from '@/store/topic/hydrate';
import { showView } from '@/store/views/slice';
import { answerFor } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { TID, makeQuestionsPage, makeTopic } from '@/mocks/factories/topic';

startMswServer();

/** Counts the requests a login causes. */
function countRequests() {
  const seen = { topic: 0, questions: 0, bookmarks: 0, tids: [] as string[] };
  server.use(
    ...answerFor('GET /api/topic/{tid}', ({ params }) => {
      seen.topic += 1;
      seen.tids.push(params.tid!);
      return makeTopic();
    }),
    ...answerFor('GET /api/questions/{tid}/{sort}', ({ params }) => {
      seen.questions += 1;
      seen.tids.push(params.tid!);
      return makeQuestionsPage();
    }),
    ...answerFor('GET /api/user/{slug}/bookmarks', () => {
      seen.bookmarks += 1;
      return { posts: [], page: 1, per_page: 20 };
    }),
  );
  return seen;
}

function visitorWithTopic() {
  const store = makeStore();
  // Started by the components that show a topic (components/topic/TopicPage.tsx).
  store.dispatch(startStoreFeature(topicFeature));
  store.dispatch(loadConfig.fulfilled(visitorConfig(), 'test'));
  store.dispatch(hydrateTopic({ tid: TID, sort: 'recent', page: 1, loaded: true, topic: makeTopic(), questions: makeQuestionsPage() }));
  return store;
}

/** Lets listeners and the requests they start run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('session listeners', () => {
  it('signing in on the topic page reads the shown topic again, in its sort', async () => {
    const seen = countRequests();
    const store = visitorWithTopic();
    const hide = store.dispatch(showView({ name: 'topic', tid: TID }));
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'test'));
    await waitFor(() => expect(seen).toMatchObject({ topic: 1, questions: 1 }));
    expect(seen.tids).toEqual([String(TID), String(TID)]);
    expect(selectTopicState(store.getState())).toMatchObject({ tid: TID, sort: 'recent', status: 'ready' });
    hide();
    expect(store.getState().views.topic).toBeNull();
  });

  it('a topic left behind, the same viewer again, or a visitor configuration read nothing', async () => {
    const seen = countRequests();
    const store = visitorWithTopic();
    store.dispatch(loadConfig.fulfilled(visitorConfig({ csrf_token: 'rotated' }), 'test'));
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'test'));
    await settle();
    store.dispatch(showView({ name: 'topic', tid: TID }));
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'test'));
    store.dispatch(loadConfig.fulfilled(visitorConfig(), 'test'));
    await settle();
    expect(seen).toEqual({ topic: 0, questions: 0, bookmarks: 0, tids: [] });
  });

  it('the saved list shown loads for the member who signs in; not shown, it waits', async () => {
    const seen = countRequests();
    const store = makeStore();
    // Started by the saved list's page (components/savedlist/SavedList.tsx).
    store.dispatch(startStoreFeature(savedListFeature));
    store.dispatch(loadConfig.fulfilled(visitorConfig(), 'test'));
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'test'));
    await settle();
    expect(seen.bookmarks).toBe(0);

    store.dispatch(loadConfig.fulfilled(visitorConfig(), 'test'));
    store.dispatch(showView({ name: 'savedList' }));
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'test'));
    await waitFor(() => expect(seen.bookmarks).toBe(1));
    expect(selectSavedPosts(store.getState()).status).toBe('end');
  });
});
