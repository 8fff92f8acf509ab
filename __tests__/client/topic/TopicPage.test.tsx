import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { selectTopicState } from '@/store/topic/state';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { TopicPage, type TopicPageProps } from '@/components/topic/TopicPage';
import type { QuestionsPage, TopicData } from '@/lib/discussions/types';
import type { TopicSort } from '@/lib/topicSort';
import { topicPageHead } from '@/server/seo/topicHead';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { hideModal } from '@/store/modals/slice';
import { loggedOut } from '@/store/sessionActions';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { renderWithStore, InEnglish } from '../support/render';
import { toastsInEnglish } from '../profile/toasts';
import { createRouter } from '../support/router';
import { MAIN_PID, TID, makeAnswer, makeMainPost, makeQuestion, makeQuestionsPage, makeTopic, users } from '@/mocks/factories/topic';

const mockRouter = createRouter('/posts/[...slug]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const ORIGIN = 'https://community.example.org';
let seedCount = 0;

function propsFor(topic: TopicData = makeTopic(), questions: QuestionsPage = makeQuestionsPage(), sort: TopicSort = 'popular'): TopicPageProps {
  const arg = { tid: TID, sort, page: 1 };
  seedCount += 1;
  const topicSeed = { ...arg, loaded: true as const, topic, questions };
  return { ...arg, head: topicPageHead(topicSeed, ORIGIN), seed: { id: `test-${seedCount}`, topic: topicSeed } };
}

function renderTopic(props: TopicPageProps, config = memberConfig()) {
  return renderWithStore(<TopicPage {...props} />, { config });
}

beforeEach(() => {
  mockRouter.asPath = `/posts/${TID}/how-to-configure-the-parser`;
  mockRouter.pushed.length = 0;
  mockRouter.push.mockClear();
});

/** The topic page's server HTML as a visitor gets it, parsed. */
function visitorServerHtml(): Document {
  const store = makeStore();
  store.dispatch(loadConfig.fulfilled(visitorConfig(), 'ssr'));
  const html = renderToString(
    <Provider store={store}>
      <InEnglish>
        <TopicPage {...propsFor()} />
      </InEnglish>
    </Provider>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('topic page', () => {
  it('renders the whole topic in server HTML, without JavaScript (R4.5)', () => {
    const doc = visitorServerHtml();
    expect(doc.querySelector('h1')?.textContent).toBe('How to configure the parser?');
    // The main post's sanitised HTML, the questions and their nested answers.
    expect(doc.querySelector(`#post-${MAIN_PID} strong`)?.textContent).toBe('configure');
    expect(doc.getElementById('post-101')?.textContent).toContain('Which version are you on?');
    expect(doc.getElementById('post-102')?.textContent).toContain('Did you try the config file?');
    expect(doc.getElementById('post-201')?.textContent).toContain('Version 3.2 here.');
    expect(doc.getElementById('post-202')?.textContent).toContain('Replying to Lee Chen: Version 3.2 here.');
    expect(doc.body.textContent).toContain('Log in to reply');
    expect(doc.body.textContent).toContain('Answers (2)');
    // The sort works without JavaScript too: a GET form with a "sort" select.
    expect(doc.querySelector('form[method="get"] select[name="sort"]')).not.toBeNull();
  });

  it('R4.16: shows the topic header, the main post and its first questions from the server data', () => {
    const { release } = renderTopic(propsFor(makeTopic({}, 'blog')), visitorConfig());
    expect(screen.getByRole('heading', { level: 1, name: 'How to configure the parser?' })).toBeInTheDocument();
    expect(screen.getByText('Blog')).toHaveAttribute('data-post-type', 'blog');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByRole('link', { name: '#parser' })).toHaveAttribute(
      'href',
      '/discussions?tags=parser',
    );
    expect(within(screen.getByRole('list', { name: 'Projects' })).getByText('Tree Parser')).toBeInTheDocument();
    expect(screen.getByText('Views').nextElementSibling).toHaveTextContent('31');
    // Non-question topics: replies are "Questions" and the composer "Ask a question".
    expect(screen.getByRole('heading', { level: 2, name: 'Questions (2)' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Question by Priya Raman', 'Question by Lee Chen']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
    release();
  });

  it('R4.9: posting a reply puts it on top, bumps the counts and moves focus to it', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...answerFor('POST /api/v3/topics/{tid}', ({ params, body }) => {
        bodies.push({ at: Number(params.tid), ...body });
        return makeQuestion({ pid: 150, content: '<p>Does it read TOML?</p>' }, users.priya);
      }),
    );
    const { release } = renderTopic(propsFor(makeTopic({}, 'blog')));
    const box = await screen.findByRole('textbox', { name: 'Ask a question' });
    const submit = screen.getByRole('button', { name: 'Post question' });
    expect(submit).toBeDisabled();
    await userEvent.type(box, 'Does it read TOML?');
    await userEvent.click(submit);

    await waitFor(() => expect(document.getElementById('post-150')).toHaveFocus());
    expect(bodies).toEqual([{ at: TID, tid: TID, content: 'Does it read TOML?' }]);
    const list = screen.getByRole('list', { name: 'Questions (3)' });
    const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > li > article'));
    expect(items.map((a) => a.id)).toEqual(['post-150', 'post-101', 'post-102']);
    expect(within(items[0]).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Posts').nextElementSibling).toHaveTextContent('5');
    expect(box).toHaveValue('');
    release();
  });

  it('issue 37: a reply that could not be sent offline says so and stays in the box, and after a reload it is back', async () => {
    server.use(http.post('http://localhost/api/v3/topics/:tid', () => HttpResponse.error()));
    localStorage.clear();
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const first = renderTopic(propsFor(makeTopic({}, 'blog')));
    const box = await screen.findByRole('textbox', { name: 'Ask a question' });
    await userEvent.type(box, 'Does it read TOML?');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('You are offline: this was not sent. Try again when you are back online.')).toBeInTheDocument();
    expect(box).toHaveValue('Does it read TOML?');
    onLine.mockRestore();
    first.release();
    first.unmount();

    // The page again (a reload): the box opens with the text kept in this browser.
    const again = renderTopic(propsFor(makeTopic({}, 'blog')));
    expect(await screen.findByRole('textbox', { name: 'Ask a question' })).toHaveValue('Does it read TOML?');
    expect(screen.getByText('Your unsent reply was kept on this device.')).toBeInTheDocument();
    again.release();
    localStorage.clear();
  });

  it('R4.9: a nested answer goes under its question, which counts one more', async () => {
    const topics: number[] = [];
    server.use(
      ...answerFor('POST /api/v3/topics/{tid}', ({ params, body }) => {
        topics.push(Number(params.tid));
        return makeAnswer({ pid: 260, qid: Number(body.qid), toPid: Number(body.toPid), content: '<p>Try 3.3</p>' }, users.priya);
      }),
    );
    const { release } = renderTopic(propsFor(makeTopic({}, 'blog')));
    const question = document.getElementById('post-101')!;
    expect(within(question).getByText('2 answers')).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Reply to Priya Raman' }));
    await userEvent.type(await within(question).findByRole('textbox', { name: 'Your answer' }), 'Try 3.3');
    await userEvent.click(within(question).getByRole('button', { name: 'Post answer' }));
    await waitFor(() => expect(document.getElementById('post-260')).toHaveFocus());
    expect(within(question).getByText('3 answers')).toBeInTheDocument();
    expect(within(question).getAllByRole('article').map((a) => a.id)).toEqual(['post-201', 'post-202', 'post-260']);
    expect(topics).toEqual([TID]);
    release();
  });

  it('R4.3: accept marks the answer (question topics: a reply to the main post)', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...answerFor('PUT /api/v3/posts/{pid}/answer', ({ params, body }) => {
        bodies.push({ pid: Number(params.pid), ...body });
        return { pid: Number(params.pid), aid: body.answered ? Number(body.aid) : 0 };
      }),
    );
    const topic = makeTopic({ privileges: { reply: true, pin: false, accept: true, moderate: false } });
    const { release } = renderTopic(propsFor(topic));
    const answer = document.getElementById('post-102')!;
    expect(within(answer).queryByText('Accepted answer')).toBeNull();
    await userEvent.click(within(answer).getByRole('button', { name: 'Accept answer' }));
    await waitFor(() => expect(within(answer).getByText('Accepted answer')).toBeInTheDocument());
    expect(within(answer).getByRole('button', { name: 'Unaccept answer' })).toBeEnabled();
    expect(answer).toHaveClass('isAccepted');
    expect(bodies).toEqual([{ pid: MAIN_PID, aid: 102, answered: true }]);
    release();
  });

  it('R4.3: on other topics an answer inside a question is accepted for that question', async () => {
    server.use(
      ...answerFor('PUT /api/v3/posts/{pid}/answer', ({ params, body }) => ({ pid: Number(params.pid), aid: body.answered ? Number(body.aid) : 0 })),
    );
    const topic = makeTopic({ privileges: { reply: true, pin: false, accept: true, moderate: false } }, 'ama');
    const { release, store } = renderTopic(propsFor(topic));
    const nested = document.getElementById('post-201')!;
    await userEvent.click(within(nested).getByRole('button', { name: 'Accept answer' }));
    await waitFor(() => expect(within(nested).getByText('Accepted answer')).toBeInTheDocument());
    expect(store.getState().cache.posts.entities[101]).toMatchObject({ aid: 201 });
    release();
  });

  it('R6.1: the server HTML a visitor gets has no Pin button (only those who may pin see it)', () => {
    const doc = visitorServerHtml();
    const buttons = Array.from(doc.querySelectorAll('button')).map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
    expect(buttons.some((text) => /Upvote/.test(text))).toBe(true);
    expect(buttons.filter((text) => /Pin/.test(text))).toEqual([]);
  });

  it('R1.16 one action bar per post: edit, delete, flag and review sit behind More, which closes on Escape and returns focus', async () => {
    const mine = makeMainPost({ uid: memberUser.uid });
    const { release } = renderTopic(propsFor(makeTopic({ posts: [mine] })));
    const main = document.getElementById(`post-${MAIN_PID}`)!;
    const bar = within(main).getByRole('group', { name: 'Actions for this topic' });
    // Every control of the post is in the one bar.
    for (const name of [/^Upvote/, 'Save', 'Follow', 'More actions', 'Delete topic', 'Review this topic']) {
      expect(within(bar).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(bar).getByRole('link', { name: 'Edit topic' })).toHaveAttribute('href', `/compose?pid=${MAIN_PID}`);
    const more = within(bar).getByRole('button', { name: 'More actions' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(more.getAttribute('aria-controls')!)!;
    within(menu).getByRole('button', { name: 'Delete topic' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    // Choosing an item closes the menu and opens its form under the bar, focused; Cancel gives focus back.
    await userEvent.click(more);
    await userEvent.click(within(menu).getByRole('button', { name: 'Review this topic' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const review = await within(main).findByRole('textbox', { name: 'Your review' });
    expect(review).toHaveFocus();
    expect(within(main).getByRole('button', { name: 'Review this topic' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(main).getByRole('button', { name: 'Cancel' }));
    expect(within(main).queryByRole('textbox', { name: 'Your review' })).toBeNull();
    expect(within(main).getByRole('button', { name: 'Review this topic' })).toHaveFocus();

    // Delete asks first, in a group that takes focus.
    await userEvent.click(within(main).getByRole('button', { name: 'Delete topic' }));
    expect(await within(main).findByRole('group', { name: 'Delete this topic?' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(within(main).queryByRole('group', { name: 'Delete this topic?' })).toBeNull();
    release();
  });

  it('issue 35 a moderator locks the topic with a reason from the bar, and unlocks it: the header and the reply box follow', async () => {
    const sent: Array<[string, unknown]> = [];
    server.use(
      ...answerFor('PUT /api/v3/topics/{tid}/lock', ({ params, body }) => {
        sent.push([`PUT ${params.tid}`, (body as { reason?: string }).reason]);
        return {};
      }),
      ...answerFor('DELETE /api/v3/topics/{tid}/lock', ({ params }) => {
        sent.push([`DELETE ${params.tid}`, undefined]);
        return {};
      }),
    );
    const moderating = makeTopic({ privileges: { reply: true, pin: true, accept: true, moderate: true } });
    const { store, release } = renderTopic(propsFor(moderating));
    const main = document.getElementById(`post-${MAIN_PID}`)!;
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).queryByText('Locked')).toBeNull();

    await userEvent.click(within(main).getByRole('button', { name: 'Lock topic' }));
    const reason = await within(main).findByRole('textbox', { name: /Why lock this topic\?/ });
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Going in circles');
    await userEvent.click(within(main).getAllByRole('button', { name: 'Lock topic' }).at(-1)!);
    expect(await within(header).findByText('Locked')).toBeInTheDocument();
    expect(sent).toEqual([[`PUT ${TID}`, 'Going in circles']]);
    expect(toastsInEnglish(store)).toContainEqual(expect.objectContaining({ kind: 'success', message: 'Topic locked: only moderators can reply now.' }));
    expect(within(main).queryByRole('textbox', { name: /Why lock this topic\?/ })).toBeNull();

    await userEvent.click(within(main).getByRole('button', { name: 'Unlock topic' }));
    await waitFor(() => expect(within(header).queryByText('Locked')).toBeNull());
    expect(sent.at(-1)).toEqual([`DELETE ${TID}`, undefined]);
    expect(within(main).getByRole('button', { name: 'Lock topic' })).toBeInTheDocument();
    release();
  });

  it('issue 35 a moderator turns slow mode on with an interval and a reason, and ends it: the header follows', async () => {
    const sent: Array<[string, unknown]> = [];
    server.use(
      ...answerFor('PUT /api/v3/topics/{tid}/slow-mode', ({ params, body }) => {
        sent.push([`PUT ${params.tid}`, body]);
        return {};
      }),
      ...answerFor('DELETE /api/v3/topics/{tid}/slow-mode', ({ params }) => {
        sent.push([`DELETE ${params.tid}`, undefined]);
        return {};
      }),
    );
    const moderating = makeTopic({ privileges: { reply: true, pin: true, accept: true, moderate: true } });
    const { release } = renderTopic(propsFor(moderating));
    const main = document.getElementById(`post-${MAIN_PID}`)!;
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    await userEvent.click(within(main).getByRole('button', { name: 'Lock topic' }));
    await userEvent.click(await within(main).findByRole('radio', { name: /^Slow mode/ }));
    await userEvent.selectOptions(within(main).getByRole('combobox', { name: "Time between a member's replies" }), '15 min');
    await userEvent.type(within(main).getByRole('textbox', { name: /Why slow this topic down\?/ }), 'Heated');
    await userEvent.click(within(main).getByRole('button', { name: 'Turn on slow mode' }));
    expect(await within(header).findByText('Slow mode: one reply every 15 min')).toBeInTheDocument();
    expect(sent).toEqual([[`PUT ${TID}`, expect.objectContaining({ seconds: 900, reason: 'Heated' })]]);
    await userEvent.click(within(main).getByRole('button', { name: 'End slow mode' }));
    await waitFor(() => expect(within(header).queryByText(/Slow mode/)).toBeNull());
    expect(sent.at(-1)).toEqual([`DELETE ${TID}`, undefined]);
    expect(within(main).getByRole('button', { name: 'Lock topic' })).toBeInTheDocument();
    release();
  });

  it('issue 35 in a slow topic a member is told the interval above the reply box', () => {
    const { release } = renderTopic(propsFor(makeTopic({ slowMode: 300 })));
    expect(screen.getByText('Slow mode is on: each member may reply here once every 5 min.')).toBeInTheDocument();
    expect(within(document.getElementById(`post-${MAIN_PID}`)!).queryByRole('button', { name: /Lock topic|End slow mode/ })).toBeNull();
    release();
  });

  it('issue 35 members who do not moderate see no Lock, even on their own topic', () => {
    const { release } = renderTopic(propsFor(makeTopic({ posts: [makeMainPost({ uid: memberUser.uid })] })));
    const main = document.getElementById(`post-${MAIN_PID}`)!;
    expect(within(main).queryByRole('button', { name: /Lock topic|Unlock topic/ })).toBeNull();
    release();
  });

  it('R1.16 flagging a reply opens the report form under its bar (a category, words needed for "something else") and, once sent, says so', async () => {
    const flags: unknown[] = [];
    server.use(
      ...answerFor('POST /api/flag', ({ body }) => {
        flags.push(body);
        return { flagId: 1 };
      }),
    );
    const { release } = renderTopic(propsFor());
    const reply = document.getElementById('post-102')!;
    const bar = within(reply).getAllByRole('group', { name: /^Actions for this/ })[0];
    await userEvent.click(within(bar).getByRole('button', { name: /^Flag/ }));
    // Spam by default, the words optional; "Something else" needs them.
    await within(reply).findByRole('textbox', { name: 'Anything a moderator should know (optional)' });
    await userEvent.click(within(reply).getByRole('radio', { name: 'Something else' }));
    await userEvent.click(within(reply).getByRole('button', { name: 'Send flag' }));
    expect(await within(reply).findByText('Please say what is wrong with this post.')).toBeInTheDocument();
    await userEvent.type(within(reply).getByRole('textbox', { name: /Why should a moderator look/ }), 'Spam link');
    await userEvent.click(within(reply).getByRole('button', { name: 'Send flag' }));
    expect(await within(reply).findByRole('status')).toHaveTextContent('Flagged for review.');
    expect(within(reply).getByRole('status')).toHaveFocus();
    expect(within(bar).queryByRole('button', { name: /^Flag/ })).toBeNull();
    expect(flags).toEqual([expect.objectContaining({ id: 102, type: 'post', reason: 'Spam link', category: 'other' })]);
    release();
  });

  it('R5.3/R6.1: a visitor who votes, saves or replies under a question gets the login dialog with from, and sees no Pin (moderators only)', async () => {
    const { store, release } = renderTopic(propsFor(), visitorConfig());
    const main = document.getElementById(`post-${MAIN_PID}`)!;
    await userEvent.click(within(main).getByRole('button', { name: /^Upvote/ }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'vote' } });
    await userEvent.click(within(main).getByRole('button', { name: 'Save' }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'save' } });
    expect(within(main).queryByRole('button', { name: /Pin/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to reply' }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'reply' } });
    // Reply under a question or an answer opens the login dialog too, rather than a login button far below.
    const question = document.getElementById('post-102')!;
    store.dispatch(hideModal());
    await userEvent.click(within(question).getByRole('button', { name: /^Reply to/ }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'reply' } });
    store.dispatch(hideModal());
    await userEvent.click(within(document.getElementById('post-201')!).getByRole('button', { name: /^Reply to/ }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'reply' } });
    expect(screen.getAllByRole('button', { name: 'Log in to reply' })).toHaveLength(1);
    // Nothing changed and nothing was sent (an unhandled request would fail the test).
    expect(selectTopicState(store.getState()).topic?.pinned).toBe(0);
    release();
  });

  it('members see Pin only with the pin privilege; R4.8 pinning shows once the server agrees', async () => {
    const first = renderTopic(propsFor());
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    first.release();
    first.unmount();

    const pinned: string[] = [];
    server.use(
      ...answerFor('PUT /api/v3/topics/{tid}/pin', ({ params }) => {
        pinned.push(params.tid!);
        return {};
      }),
    );
    const topic = makeTopic({ privileges: { reply: true, pin: true, accept: false, moderate: false } });
    const { release } = renderTopic(propsFor(topic));
    await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pinned' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getAllByText('Pinned').length).toBeGreaterThan(1);
    expect(pinned).toEqual([String(TID)]);
    release();
  });

  it('R4.16: changing the sort requests the other sort and keeps it in the URL (shallow)', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/questions/{tid}/{sort}', ({ params }) => {
        asked.push(`${params.tid}/${params.sort}`);
        return makeQuestionsPage({ questions: [makeQuestion({ pid: 102, summary: 'newest' }), makeQuestion({ pid: 101 })], sort: 'recent' });
      }),
    );
    const { release } = renderTopic(propsFor());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'recent');
    await waitFor(() => expect(asked).toEqual([`${TID}/recent`]));
    expect(mockRouter.push).toHaveBeenCalledWith(`/posts/${TID}/how-to-configure-the-parser?sort=recent`, undefined, {
      shallow: true,
      scroll: false,
    });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: /Answers/ })).getAllByRole('article', { hidden: false })[0]).toHaveAttribute(
        'id',
        'post-102',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recent');
    release();
  });

  it('R8.5: a topic that fails to load shows its status', () => {
    const arg = { tid: TID, sort: 'popular' as const, page: 1 };
    const { release } = renderTopic(
      { ...arg, head: null, seed: { id: 'failed', topic: { ...arg, loaded: false, code: 404, message: 'That topic does not exist.' } } },
      visitorConfig(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('404 · That topic does not exist.');
    expect(screen.getByRole('heading', { level: 1, name: 'Topic not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    release();
  });

  it('R8.5: a server failure offers to try again, which loads the topic then its questions (R4.5)', async () => {
    const calls: string[] = [];
    server.use(
      ...answerFor('GET /api/topic/{tid}', ({ params }) => {
        calls.push(`topic ${params.tid}`);
        return makeTopic();
      }),
      ...answerFor('GET /api/questions/{tid}/{sort}', ({ params }) => {
        calls.push(`questions ${params.tid} ${params.sort}`);
        return makeQuestionsPage();
      }),
    );
    const arg = { tid: TID, sort: 'popular' as const, page: 1 };
    const { release } = renderTopic({ ...arg, head: null, seed: { id: 'failed-500', topic: { ...arg, loaded: false, code: 502, message: 'Error:502 Bad Gateway' } } });
    expect(screen.getByRole('alert')).toHaveTextContent('502 · Error:502 Bad Gateway');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'How to configure the parser?' });
    await waitFor(() => expect(calls).toEqual([`topic ${TID}`, `questions ${TID} popular`]));
    release();
  });

  it('R4.14 members who skipped the consent step are sent to finish registration, members without a group to an administrator; server refusals show catalogue text inline', async () => {
    const unregistered = renderTopic(propsFor(), memberConfig({ canPost: false, registrationComplete: false, user: { ...memberUser, groups: [] } }));
    expect(screen.getByText(/Please finish your registration first: agree to how we use your data, then you can reply/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete registration' })).toHaveAttribute('href', '/register/complete');
    expect(screen.queryByText(/join a group|ask a moderator/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    unregistered.release();
    unregistered.unmount();

    const noGroup = renderTopic(propsFor(), memberConfig({ canPost: false, registrationComplete: true, user: { ...memberUser, groups: [] } }));
    expect(screen.getByText(/not in a member group yet, and you can reply once it is\. Please ask an administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complete registration' })).toBeNull();
    noGroup.release();
    noGroup.unmount();

    server.use(
      ...answerFor('POST /api/v3/topics/{tid}', () => {
        throw mockFail('topic-locked');
      }),
    );
    const { release, store } = renderTopic(propsFor());
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'An answer');
    await userEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This topic is locked: no new replies can be added.');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('An answer');
    expect(store.getState().toasts.items).toEqual([]);
    release();
  });

  it('podcast audio, link address, deleted posts and the empty state', async () => {
    const podcast = makeTopic({ posts: [makeMainPost({ postType: 'podcast', metaData: { audioUrl: '/audio/ep1.mp3', duration: 1800 } })] }, 'podcast');
    const empty = makeQuestionsPage({ questions: [], found: 0 });
    const first = renderTopic(propsFor(podcast, empty), visitorConfig());
    // R3.17: the episode plays in the app's one player (no audio element of its own); the download link works without JavaScript.
    expect(document.querySelector('audio')).toBeNull();
    const episode = await screen.findByTestId('episode-player');
    expect(within(episode).getByRole('button', { name: 'Play How to configure the parser?' })).toBeInTheDocument();
    expect(within(episode).getByRole('link', { name: 'Download How to configure the parser?' })).toHaveAttribute('href', '/audio/ep1.mp3');
    expect(screen.getByText(/Podcast episode: How to configure the parser\? · 30 min/)).toBeInTheDocument();
    expect(screen.getByText('No questions yet — be the first to ask')).toBeInTheDocument();
    first.release();
    first.unmount();

    const link = makeTopic({ posts: [makeMainPost({ postType: 'link', metaData: { url: 'https://example.org/parser' } })] }, 'link');
    const page = makeQuestionsPage();
    page.questions[1] = makeQuestion({ pid: 102, deleted: true }, users.lee);
    const second = renderTopic(propsFor(link, page), visitorConfig());
    const anchor = screen.getByRole('link', { name: /https:\/\/example.org\/parser/ });
    expect(anchor).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(within(document.getElementById('post-102')!).getByText('This post was deleted')).toBeInTheDocument();
    second.release();
  });

  describe('issue 35 edit and delete windows (an hour here; the post is older)', () => {
    const pageOfOld = () => {
      const page = makeQuestionsPage();
      page.questions[0] = makeQuestion({ pid: 101, contentRaw: 'Post 101 content', timestamp: Date.UTC(2025, 0, 5) });
      return page;
    };
    const windows = () => memberConfig({ postWindows: { edit: 3600, delete: 3600 } });
    const buttons = () => within(document.getElementById('post-101')!).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);

    it('past them, the author no longer sees Edit and Delete', () => {
      const { release } = renderTopic(propsFor(makeTopic(), pageOfOld()), windows());
      expect(buttons()).toEqual(['Upvote, 0 upvotes', 'Save', 'Reply to Priya Raman']);
      release();
    });

    it('a moderator does', () => {
      const { release } = renderTopic(propsFor(makeTopic({ privileges: { ...makeTopic().privileges, moderate: true } }), pageOfOld()), windows());
      expect(buttons()).toEqual(expect.arrayContaining(['Edit answer', 'Delete answer']));
      release();
    });

    it('without windows the author does', () => {
      const { release } = renderTopic(propsFor(makeTopic(), pageOfOld()), memberConfig());
      expect(buttons()).toEqual(expect.arrayContaining(['Edit answer', 'Delete answer']));
      release();
    });
  });

  it('authors edit their reply inline; "Show more answers" loads the next page', async () => {
    const edits: unknown[] = [];
    const replies: string[] = [];
    server.use(
      ...answerFor('PUT /api/v3/posts/{pid}', ({ params, body }) => {
        edits.push({ pid: Number(params.pid), content: body.content });
        return makeQuestion({ pid: Number(params.pid), content: `<p>${String(body.content)}</p>`, edited: 1 });
      }),
      ...answerFor('GET /api/post/replies/{pid}', ({ params, query }) => {
        replies.push(`${params.pid}:${query.get('page')}`);
        return { posts: [makeAnswer({ pid: 320, qid: 101, content: '<p>Later answer</p>' })], found: 11, page: 2, page_size: 10 };
      }),
    );
    const page = makeQuestionsPage();
    page.questions[0] = makeQuestion({
      pid: 101,
      contentRaw: 'Post 101 content',
      replies: 11,
      answers: Array.from({ length: 10 }, (_, i) => makeAnswer({ pid: 301 + i, qid: 101 })),
    });
    const { release } = renderTopic(propsFor(makeTopic(), page));
    const mine = document.getElementById('post-101')!;
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit answer' }));
    const box = await within(mine).findByRole('textbox', { name: 'Edit your answer' });
    expect(box).toHaveValue('Post 101 content');
    await userEvent.clear(box);
    await userEvent.type(box, 'Which version, exactly?');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(mine).getByText('Which version, exactly?')).toBeInTheDocument());
    expect(edits).toEqual([{ pid: 101, content: 'Which version, exactly?' }]);

    await userEvent.click(within(mine).getByRole('button', { name: 'Show more replies' }));
    await waitFor(() => expect(document.getElementById('post-320')).not.toBeNull());
    expect(replies).toEqual(['101:2']);
    expect(within(mine).queryByRole('button', { name: 'Show more replies' })).toBeNull();
    release();
  });

  it('R4.10: a link to a reply not on the first page fetches it, shows it on top and focuses it', async () => {
    const fetched: string[] = [];
    server.use(
      ...answerFor('GET /api/post/{pid}', ({ params }) => {
        fetched.push(params.pid!);
        return makeQuestion({ pid: Number(params.pid), content: '<p>Linked reply</p>' });
      }),
    );
    window.history.replaceState(null, '', `/posts/${TID}/how-to-configure-the-parser#post-160`);
    try {
      const { release } = renderTopic(propsFor());
      await waitFor(() => expect(document.getElementById('post-160')).toHaveFocus());
      const list = screen.getByRole('list', { name: 'Answers (3)' });
      expect(Array.from(list.querySelectorAll(':scope > li > article')).map((a) => a.id)).toEqual(['post-160', 'post-101', 'post-102']);
      expect(fetched).toEqual(['160']);
      release();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('signing in on the page reads the topic again for the member (privileges, flags); logout (R4.12) too', async () => {
    const calls: string[] = [];
    server.use(
      ...answerFor('GET /api/topic/{tid}', ({ params }) => {
        calls.push(`topic ${params.tid}`);
        return makeTopic({ privileges: { reply: true, pin: true, accept: true, moderate: false } });
      }),
      ...answerFor('GET /api/questions/{tid}/{sort}', ({ params }) => {
        calls.push(`questions ${params.tid} ${params.sort}`);
        return makeQuestionsPage();
      }),
    );
    const { store, release } = renderTopic(propsFor(makeTopic({ privileges: { reply: false, pin: false, accept: false, moderate: false } })), visitorConfig());
    expect(screen.getByRole('button', { name: 'Log in to reply' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loadConfig.fulfilled(memberConfig(), 'login'));
    });
    const once = [`topic ${TID}`, `questions ${TID} popular`];
    await waitFor(() => expect(calls).toEqual(once));
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin' })).toBeInTheDocument();

    act(() => {
      store.dispatch(loggedOut());
      store.dispatch(loadConfig.fulfilled(visitorConfig(), 'logout'));
    });
    await waitFor(() => expect(calls).toEqual([...once, ...once]));
    release();
  });

  it('seeds a client-side navigation to another topic without loading it again', async () => {
    const { release, rerender, store } = renderTopic(propsFor());
    const other = makeTopic({ tid: 13, title: 'Second topic', titleRaw: 'Second topic', slug: '13/second-topic' });
    other.posts = [makeMainPost({ tid: 13, pid: 500 })];
    const arg = { tid: 13, sort: 'popular' as const, page: 1 };
    act(() => {
      const seed = { id: 'nav', topic: { ...arg, loaded: true as const, topic: other, questions: makeQuestionsPage({ questions: [], found: 0 }) } };
      rerender(
        <Provider store={store}>
          <InEnglish>
            <TopicPage {...arg} head={null} seed={seed} />
          </InEnglish>
        </Provider>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Second topic' })).toBeInTheDocument();
    release();
  });
});
