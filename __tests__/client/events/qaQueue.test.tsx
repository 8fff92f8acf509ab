import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QaQueue } from '@/components/events/live/QaQueue';
import type { EventQuestion, EventQuestionsAnswer } from '@/lib/events/qa';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import type { ClientConfig } from '@/services/session';
import { realtimeReceived } from '@/store/realtime/connection';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/** Issue 36: the live room's Q&A queue: its order, asking, voting, hosts' controls and live changes. */

startMswServer();

const EVENT = 12;
const ME = 7;

function question(id: number, overrides: Partial<EventQuestion> = {}): EventQuestion {
  return {
    id,
    event_id: EVENT,
    text: `Question ${id}?`,
    status: 'open',
    vote_count: 0,
    voted: false,
    answer: '',
    answering_at: null,
    answered_at: null,
    user: { uid: 30 + id, username: `asker${id}`, userslug: `asker${id}`, fullname: '', picture: '' },
    created_at: 1_760_000_000_000 + id * 1000,
    ...overrides,
  };
}

function answering(answer: EventQuestionsAnswer) {
  server.use(...answerFor('GET /api/events/v1/event/{id}/questions', () => answer));
}

function renderQueue(config: ClientConfig = memberConfig()) {
  return renderWithStore(<QaQueue id={EVENT} />, { config });
}

/** The questions' words in the order shown. */
async function shown(): Promise<string[]> {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

describe('issue 36 the Q&A queue', () => {
  it('shows the question being answered first and highlighted, then the others by votes then age; visitors only read', async () => {
    answering({
      questions: [question(1, { vote_count: 1 }), question(2, { vote_count: 5 }), question(3, { status: 'answering' }), question(4, { vote_count: 1 })],
      can_ask: false,
      can_moderate: false,
    });
    const { release } = renderQueue(visitorConfig());
    releases.push(release);
    await waitFor(async () => expect(await shown()).toEqual(['Question 3?', 'Question 2?', 'Question 1?', 'Question 4?']));
    const now = screen.getByTestId('question-3');
    expect(within(now).getByText('Now answering')).toBeInTheDocument();
    expect(now).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Participants and hosts ask and vote while the event is live.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Upvote/ })).toBeNull();
    expect(within(screen.getByTestId('question-2')).getByText('5 votes')).toBeInTheDocument();
  });

  it('a registrant asks (labelled, with the characters left) and votes (aria-pressed), and the queue reorders', async () => {
    answering({ questions: [question(1, { vote_count: 1 }), question(2)], can_ask: true, can_moderate: false });
    const asked: unknown[] = [];
    server.use(
      ...answerFor('POST /api/events/v1/event/{id}/questions', ({ body }) => {
        asked.push(body);
        return question(9, { text: String(body.text), user: { uid: ME, username: 'priya', userslug: 'priya', fullname: 'Priya Raman', picture: '' } });
      }),
      ...answerFor('PUT /api/events/v1/event/{id}/questions/{qid}/vote', ({ params }) => question(Number(params.qid), { vote_count: 2, voted: true })),
      ...answerFor('DELETE /api/events/v1/event/{id}/questions/{qid}/vote', ({ params }) => question(Number(params.qid), { vote_count: 1, voted: false })),
    );
    const user = userEvent.setup();
    const { release } = renderQueue();
    releases.push(release);
    const field = await screen.findByLabelText('Your question');
    expect(screen.getByText('500 characters left')).toBeInTheDocument();
    await user.type(field, 'Will it be recorded?');
    expect(screen.getByText('480 characters left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(asked).toEqual([{ text: 'Will it be recorded?' }]));
    expect(await screen.findByText('Will it be recorded?')).toBeInTheDocument();
    expect(field).toHaveValue('');
    // One's own question takes no vote.
    expect(within(screen.getByTestId('question-9')).queryByRole('button')).toBeNull();

    expect(await shown()).toEqual(['Question 1?', 'Question 2?', 'Will it be recorded?']);
    const vote = within(screen.getByTestId('question-2')).getByRole('button', { name: /Upvote/ });
    expect(vote).toHaveAttribute('aria-pressed', 'false');
    await user.click(vote);
    await waitFor(() => expect(within(screen.getByTestId('question-2')).getByRole('button', { name: /Upvote/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(await shown()).toEqual(['Question 2?', 'Question 1?', 'Will it be recorded?']);
    await user.click(within(screen.getByTestId('question-2')).getByRole('button', { name: /Upvote/ }));
    await waitFor(() => expect(within(screen.getByTestId('question-2')).getByRole('button', { name: /Upvote/ })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('says why a question was refused', async () => {
    answering({ questions: [], can_ask: true, can_moderate: false });
    server.use(...answerFor('POST /api/events/v1/event/{id}/questions', () => { throw mockFail('event-qa-closed'); }));
    const user = userEvent.setup();
    const { release } = renderQueue();
    releases.push(release);
    expect(await screen.findByText('No questions yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your question'), 'Too late?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Questions are taken only while the event is live.');
  });

  it('hosts mark now answering (the previous one becomes answered), answer with typed words, dismiss and reopen', async () => {
    answering({ questions: [question(1, { status: 'answering' }), question(2, { vote_count: 3 }), question(3)], can_ask: true, can_moderate: true });
    const sent: Array<{ qid: string; body: Record<string, unknown> }> = [];
    server.use(
      ...answerFor('PUT /api/events/v1/event/{id}/questions/{qid}', ({ params, body }) => {
        sent.push({ qid: params.qid!, body });
        const status = body.status as EventQuestion['status'];
        return question(Number(params.qid), { status, vote_count: params.qid === '2' ? 3 : 0, answer: typeof body.answer === 'string' ? body.answer : '' });
      }),
    );
    const user = userEvent.setup();
    const { release } = renderQueue();
    releases.push(release);
    const second = await screen.findByTestId('question-2');
    await user.click(within(second).getByRole('button', { name: 'Now answering' }));
    await waitFor(() => expect(within(screen.getByTestId('question-2')).getByText('Now answering')).toBeInTheDocument());
    // Its badge, beside the host's "Answered" button.
    expect(within(screen.getByTestId('question-1')).getAllByText('Answered')).toHaveLength(2);
    expect(await shown()).toEqual(['Question 2?', 'Question 3?', 'Question 1?']);

    await user.click(within(screen.getByTestId('question-3')).getByRole('button', { name: 'Answered' }));
    await user.type(screen.getByLabelText('Answer (optional)'), 'Next week.');
    await user.click(screen.getByRole('button', { name: 'Save as answered' }));
    expect(await screen.findByText('Next week.')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('question-2')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(screen.getByTestId('question-2')).getByText('Dismissed (only hosts see it)')).toBeInTheDocument());
    await user.click(within(screen.getByTestId('question-2')).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(within(screen.getByTestId('question-2')).queryByText('Dismissed (only hosts see it)')).toBeNull());
    expect(sent).toEqual([
      { qid: '2', body: { status: 'answering' } },
      { qid: '3', body: { status: 'answered', answer: 'Next week.' } },
      { qid: '2', body: { status: 'dismissed' } },
      { qid: '2', body: { status: 'open' } },
    ]);
  });

  it('reorders live from the event’s room, keeps the member’s own vote, and hides a dismissed question from members', async () => {
    answering({ questions: [question(1, { vote_count: 2, voted: true }), question(2, { vote_count: 1 })], can_ask: true, can_moderate: false });
    const { store, release } = renderQueue();
    releases.push(release);
    await waitFor(async () => expect(await shown()).toEqual(['Question 1?', 'Question 2?']));
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:qa', payload: { event_id: EVENT, question: question(2, { vote_count: 4 }) } }));
      store.dispatch(realtimeReceived({ event: 'event:qa', payload: { event_id: EVENT, question: question(1, { vote_count: 3 }) } }));
    });
    expect(await shown()).toEqual(['Question 2?', 'Question 1?']);
    expect(within(screen.getByTestId('question-1')).getByRole('button', { name: /Upvote/ })).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:qa', payload: { event_id: EVENT, question: question(5, { text: 'Fresh one?' }) } }));
      store.dispatch(realtimeReceived({ event: 'event:qa', payload: { event_id: EVENT + 1, question: question(6, { event_id: EVENT + 1 }) } }));
    });
    expect(await shown()).toEqual(['Question 2?', 'Question 1?', 'Fresh one?']);
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:qa', payload: { event_id: EVENT, question: question(2, { status: 'dismissed', text: '', vote_count: 4 }) } }));
    });
    expect(await shown()).toEqual(['Question 1?', 'Fresh one?']);
  });
});
