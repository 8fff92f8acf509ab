import { http, HttpResponse } from 'msw';
// The topic slice is injected by its feature module, as on the pages that show a topic.
import '@/store/topic/feature';
import { selectTopicState } from '@/store/topic/state';
import { answerFor, mockFail } from '@/mocks/answer';
import type { ReplyInput } from '@/lib/discussions/types';
import { reportError } from '@/services/monitoring';
import { type AppStore } from '@/store';
import { togglePostVote } from '@/store/posts/actions';
import { loggedOut } from '@/store/sessionActions';
import { hydrateTopic } from '@/store/topic/hydrate';
import { selectAnswers, selectMainPost, selectTopicPost } from '@/store/topic/selectors';
import { initialTopicState } from '@/store/topic/state';
import {
  acceptAnswer,
  changeSort,
  fetchPost,
  loadMoreAnswers,
  loadMoreQuestions,
  loadTopic,
  openTopic,
  postReply,
  togglePin,
} from '@/store/topic/thunks';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { sliceStore } from '../support/store';
import { MAIN_PID, TID, makeAnswer, makeQuestion, makeQuestionsPage, makeTopic, users } from '@/mocks/factories/topic';

jest.mock('@/services/monitoring', () => ({ ...jest.requireActual('@/services/monitoring'), reportError: jest.fn() }));
const report = reportError as jest.MockedFunction<typeof reportError>;

startMswServer();
beforeEach(() => report.mockClear());


const storeFor = (config = memberConfig()): AppStore => sliceStore(config);

/** A store with the topic and its first questions loaded the way the server renders them. */
function loadedStore(config = memberConfig(), topic = makeTopic(), page = makeQuestionsPage()) {
  const store = storeFor(config);
  store.dispatch(hydrateTopic({ tid: TID, sort: 'popular', page: 1, loaded: true, topic, questions: page }));
  return store;
}

describe('topic slice', () => {
  it('R4.16/R5.5: sort defaults to popular and page to 1', () => {
    const store = storeFor();
    expect(selectTopicState(store.getState())).toMatchObject({ sort: 'popular', page: 1, status: 'idle', tid: null });
    expect(selectTopicState(store.getState()).questions.status).toBe('initial');
  });

  it('R4.5: topic load fetches the topic, then its questions (pids in the list, posts in the cache)', async () => {
    const calls: string[] = [];
    server.use(
      ...answerFor('GET /api/topic/{tid}', ({ params, query }) => {
        calls.push(`topic ${params.tid} page=${query.get('page')}`);
        return makeTopic();
      }),
      ...answerFor('GET /api/questions/{tid}/{sort}', ({ params, query }) => {
        calls.push(`questions ${params.tid} ${params.sort} page=${query.get('page')} size=${query.get('page_size')}`);
        return makeQuestionsPage();
      }),
    );
    const store = storeFor();
    await store.dispatch(openTopic({ tid: TID }));
    expect(calls).toEqual([`topic ${TID} page=1`, `questions ${TID} popular page=1 size=10`]);
    const state = store.getState();
    expect(selectTopicState(state)).toMatchObject({ tid: TID, mainPid: MAIN_PID, status: 'ready', errorCode: null });
    expect(selectTopicState(state).topic).not.toHaveProperty('posts');
    expect(selectTopicState(state).topic?.title).toBe('How to configure the parser?');
    expect(selectTopicState(state).questions).toMatchObject({ ids: [101, 102], status: 'end', total: 2, page: 1 });
    expect(selectAnswers(state, 101).ids).toEqual([201, 202]);
    expect(selectMainPost(state)?.content).toContain('<strong>configure</strong>');
    // The question is cached without its nested answers; answers are cached on their own.
    expect(selectTopicPost(state, 101)).not.toHaveProperty('answers');
    expect(selectTopicPost(state, 202)?.quoteparent?.pid).toBe(201);
  });

  it('R4.5: a topic without posts is reported and ignored (error state, no questions fetched)', async () => {
    const calls: string[] = [];
    server.use(
      ...answerFor('GET /api/topic/{tid}', () => {
        calls.push('topic');
        return makeTopic({ posts: [] });
      }),
    );
    const store = storeFor();
    await store.dispatch(openTopic({ tid: TID }));
    expect(calls).toEqual(['topic']);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0][1]).toMatchObject({ action: 'topic/load', code: 500 });
    expect(selectTopicState(store.getState())).toMatchObject({ status: 'error', errorCode: 500, topic: null, mainPid: null });
    expect(selectTopicState(store.getState()).questions.ids).toEqual([]);
  });

  it('R4.5: a topic answer without data is reported and ignored too; server rendering does the same', async () => {
    // An answer without data is off the contract on purpose: the client must cope with it.
    server.use(http.get('http://localhost/api/topic/:tid', () => HttpResponse.json(null)));
    const store = storeFor();
    await store.dispatch(openTopic({ tid: TID }));
    expect(report).toHaveBeenCalledTimes(1);
    expect(selectTopicState(store.getState())).toMatchObject({ status: 'error', errorCode: 500, topic: null });

    const ssr = storeFor();
    ssr.dispatch(hydrateTopic({ tid: TID, sort: 'popular', page: 1, loaded: true, topic: makeTopic({ posts: [] }), questions: makeQuestionsPage() }));
    expect(selectTopicState(ssr.getState())).toMatchObject({ status: 'error', errorCode: 500, topic: null });
    expect(selectTopicState(ssr.getState()).questions.ids).toEqual([]);
  });

  it('R8.5/R7.7: a failed topic load keeps the HTTP status (404), default 500, and toasts; server failures are reported', async () => {
    server.use(
      ...answerFor('GET /api/topic/{tid}', () => {
        throw mockFail('no-topic');
      }),
    );
    const store = storeFor();
    await store.dispatch(openTopic({ tid: TID }));
    expect(selectTopicState(store.getState())).toMatchObject({ status: 'error', errorCode: 404, error: 'That topic does not exist.' });
    expect(store.getState().toasts.items).toEqual([expect.objectContaining({ message: 'That topic does not exist.', kind: 'error' })]);
    expect(report).not.toHaveBeenCalled();

    // jsdom logs the network failure; it is the point of this step.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A network failure, which no contract can express.
    server.use(http.get('http://localhost/api/topic/:tid', () => HttpResponse.error()));
    await store.dispatch(loadTopic({ tid: TID }));
    quiet.mockRestore();
    expect(selectTopicState(store.getState()).errorCode).toBe(500);
    expect(report).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ action: 'topic/load' }));

    const ssr = storeFor();
    ssr.dispatch(hydrateTopic({ tid: TID, sort: 'popular', page: 1, loaded: false, code: 403, message: 'Permission Denied!' }));
    expect(selectTopicState(ssr.getState())).toMatchObject({ tid: TID, status: 'error', errorCode: 403, error: 'Permission Denied!' });
  });

  it('R4.16/R5.5: another sort reloads the questions from page 1; more questions append', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/questions/{tid}/{sort}', ({ params, query }) => {
        const page = Number(query.get('page'));
        asked.push(`${params.sort}:${page}`);
        const base = params.sort === 'recent' ? 300 : 400;
        return makeQuestionsPage({
          questions: [makeQuestion({ pid: base + page * 10 + 1 }), makeQuestion({ pid: base + page * 10 + 2 })],
          found: 12,
          page,
          sort: params.sort as 'popular' | 'recent',
        });
      }),
    );
    const store = loadedStore();
    await store.dispatch(changeSort('recent'));
    expect(selectTopicState(store.getState()).sort).toBe('recent');
    expect(selectTopicState(store.getState()).questions).toMatchObject({ ids: [311, 312], page: 1, status: 'hasMore', total: 12 });
    await store.dispatch(loadMoreQuestions());
    expect(asked).toEqual(['recent:1', 'recent:2']);
    expect(selectTopicState(store.getState()).questions).toMatchObject({ ids: [311, 312, 321, 322], page: 2, status: 'end' });
  });

  it('R4.8: pin sets pinned 1 only when the server agrees; a refusal leaves it', async () => {
    const store = loadedStore(memberConfig(), makeTopic({ privileges: { reply: true, pin: true, accept: false, moderate: false } }));
    server.use(
      ...answerFor('PUT /api/v3/topics/{tid}/pin', () => {
        throw mockFail('no-privileges');
      }),
    );
    await store.dispatch(togglePin());
    expect(selectTopicState(store.getState()).topic?.pinned).toBe(0);
    expect(selectMainPost(store.getState())?.pinned).toBe(0);

    server.use(
      ...answerFor('PUT /api/v3/topics/{tid}/pin', () => ({})),
      ...answerFor('DELETE /api/v3/topics/{tid}/pin', () => ({})),
    );
    await store.dispatch(togglePin());
    expect(selectTopicState(store.getState()).topic?.pinned).toBe(1);
    expect(selectMainPost(store.getState())?.pinned).toBe(1);
    await store.dispatch(togglePin());
    expect(selectTopicState(store.getState()).topic?.pinned).toBe(0);
  });

  it('R5.3/R6.1: a visitor who pins gets the login dialog (from=pin) and no request is sent', async () => {
    const store = loadedStore(visitorConfig());
    await store.dispatch(togglePin());
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'pin' } });
    expect(selectTopicState(store.getState()).topic?.pinned).toBe(0);
  });

  it('R4.9: a new reply to the main post goes to the top (localinserted) and bumps replies and postcount', async () => {
    const bodies: ReplyInput[] = [];
    server.use(
      ...answerFor('POST /api/v3/topics/{tid}', ({ body }) => {
        bodies.push(body as unknown as ReplyInput);
        return makeQuestion({ pid: 150, content: '<p>New question</p>' });
      }),
    );
    const store = loadedStore();
    const result = await store.dispatch(postReply({ content: 'New question' }));
    expect(postReply.fulfilled.match(result)).toBe(true);
    expect(bodies).toEqual([{ tid: TID, content: 'New question' }]);
    const state = store.getState();
    expect(selectTopicState(state).questions.ids).toEqual([150, 101, 102]);
    expect(selectTopicPost(state, 150)?.localinserted).toBe(true);
    expect(selectMainPost(state)?.replies).toBe(3);
    expect(selectTopicState(state).topic?.postcount).toBe(5);
    expect(selectTopicState(state).topic?.questionCount).toBe(3);
    expect(selectTopicState(state).questions.total).toBe(3);
  });

  it('R4.9: a new answer is appended to its question and bumps that question’s replies and the postcount', async () => {
    const bodies: ReplyInput[] = [];
    server.use(
      ...answerFor('POST /api/v3/topics/{tid}', ({ body }) => {
        bodies.push(body as unknown as ReplyInput);
        return makeAnswer({ pid: 250, qid: 101, toPid: 201, index: 3 }, users.priya);
      }),
    );
    const store = loadedStore();
    await store.dispatch(postReply({ content: 'Quoting you', toPid: 201, qid: 101 }));
    expect(bodies).toEqual([{ tid: TID, content: 'Quoting you', toPid: 201, qid: 101 }]);
    const state = store.getState();
    expect(selectAnswers(state, 101).ids).toEqual([201, 202, 250]);
    expect(selectTopicPost(state, 101)?.replies).toBe(3);
    expect(selectMainPost(state)?.replies).toBe(2);
    expect(selectTopicState(state).topic?.postcount).toBe(5);
    expect(selectTopicState(state).questions.ids).toEqual([101, 102]);
    // Linked to the answer it quotes (built from the cached parent when the server sends none).
    expect(selectTopicPost(state, 250)?.quoteparent).toMatchObject({ pid: 201, user: { uid: users.lee.uid }, excerpt: 'Version 3.2 here.' });
  });

  it('R4.10: fetching a reply to the main post replaces it in place or inserts it at the top, linking quoted parents', async () => {
    const store = loadedStore();
    server.use(
      ...answerFor('GET /api/post/{pid}', ({ params }) => {
        const pid = Number(params.pid);
        if (pid === 102) {
          return makeQuestion(
            {
              pid: 102,
              content: '<p>Edited question</p>',
              replies: 2,
              answers: [
                makeAnswer({ pid: 210, qid: 102, content: '<p>First answer</p>', summary: 'First answer' }),
                // The server sent no quoteparent: the client links it from the thread.
                makeAnswer({ pid: 211, qid: 102, toPid: 210, quoteparent: null }, users.amara),
              ],
            },
            users.lee,
          );
        }
        return makeQuestion({ pid, content: '<p>Brand new</p>' });
      }),
    );
    await store.dispatch(fetchPost(102));
    let state = store.getState();
    expect(selectTopicState(state).questions.ids).toEqual([101, 102]);
    expect(selectTopicPost(state, 102)?.content).toBe('<p>Edited question</p>');
    expect(selectAnswers(state, 102).ids).toEqual([210, 211]);
    expect(selectTopicPost(state, 211)?.quoteparent).toMatchObject({ pid: 210, excerpt: 'First answer', user: { username: 'lee' } });
    expect(selectTopicPost(state, 210)?.quoteparent).toBeNull();

    await store.dispatch(fetchPost(160));
    state = store.getState();
    expect(selectTopicState(state).questions.ids).toEqual([160, 101, 102]);
    expect(selectTopicPost(state, 160)?.content).toBe('<p>Brand new</p>');
  });

  it('R4.3: accepting sets the answered post’s aid; unaccepting sets 0 (unanswered)', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...answerFor('PUT /api/v3/posts/{pid}/answer', ({ params, body }) => {
        bodies.push({ pid: Number(params.pid), ...body });
        return { pid: Number(params.pid), aid: body.answered ? Number(body.aid) : 0 };
      }),
    );
    const store = loadedStore();
    expect(selectTopicPost(store.getState(), 101)?.aid).toBe(0);
    await store.dispatch(acceptAnswer({ pid: 101, aid: 202, answered: true }));
    expect(selectTopicPost(store.getState(), 101)?.aid).toBe(202);
    await store.dispatch(acceptAnswer({ pid: 101, aid: 202, answered: false }));
    expect(selectTopicPost(store.getState(), 101)?.aid).toBe(0);
    expect(bodies).toEqual([
      { pid: 101, aid: 202, answered: true },
      { pid: 101, aid: 202, answered: false },
    ]);
  });

  it('R4.6: an upvote on the main post, a question and a nested answer each changes its count by one', async () => {
    server.use(
      ...answerFor('PUT /api/v3/posts/{pid}/vote', () => ({})),
      ...answerFor('DELETE /api/v3/posts/{pid}/vote', () => ({})),
    );
    const store = loadedStore();
    const before = [MAIN_PID, 101, 201].map((pid) => selectTopicPost(store.getState(), pid)?.upvotes ?? -1);
    for (const pid of [MAIN_PID, 101, 201]) await store.dispatch(togglePostVote(pid));
    const after = [MAIN_PID, 101, 201].map((pid) => selectTopicPost(store.getState(), pid));
    expect(after.map((p) => p?.upvotes)).toEqual(before.map((n) => n + 1));
    expect(after.every((p) => p?.upvoted)).toBe(true);
    // Taking the upvote back on the nested answer goes down by one again.
    await store.dispatch(togglePostVote(201));
    expect(selectTopicPost(store.getState(), 201)?.upvotes).toBe(before[2]);
  });

  it('more answers of a question: the first page came with it, the next pages (10 each) append', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/post/replies/{pid}', ({ params, query }) => {
        const page = Number(query.get('page'));
        asked.push(`${params.pid}:${page}`);
        return {
          posts: [makeAnswer({ pid: 311, qid: 101 }), makeAnswer({ pid: 312, qid: 101, toPid: 311 })],
          found: 12,
          page,
          page_size: 10,
        };
      }),
    );
    const firstPage = Array.from({ length: 10 }, (_, i) => makeAnswer({ pid: 301 + i, qid: 101, index: i + 1 }));
    const page = makeQuestionsPage();
    page.questions[0] = makeQuestion({ pid: 101, replies: 12, answers: firstPage });
    const store = loadedStore(memberConfig(), makeTopic(), page);
    expect(selectAnswers(store.getState(), 101)).toMatchObject({ status: 'hasMore', total: 12 });
    await store.dispatch(loadMoreAnswers(101));
    expect(asked).toEqual(['101:2']);
    const answers = selectAnswers(store.getState(), 101);
    expect(answers.ids).toHaveLength(12);
    expect(answers.ids.slice(-2)).toEqual([311, 312]);
    expect(answers.status).toBe('end');
    expect(selectTopicPost(store.getState(), 312)?.quoteparent?.pid).toBe(311);
  });

  it('R4.12: logout clears the topic state', () => {
    const store = loadedStore();
    expect(selectTopicState(store.getState()).tid).toBe(TID);
    store.dispatch(loggedOut());
    expect(selectTopicState(store.getState())).toEqual(initialTopicState);
  });
});
