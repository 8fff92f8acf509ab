import { screen, waitFor, within } from '@testing-library/react';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { memberCredits } from '@/mocks/factories/users';
import { server, startMswServer } from '../support/msw';
import { renderHost } from './harness';

startMswServer();

const CREDITS = 'GET /api/rewards/v1/credits';

// An accepted answer (+15), an upvote (+2) and a hosted event (+25), latest first.
const credits = memberCredits();

describe('R2.1 credits dialog', () => {
  it('shows a loading skeleton, then the total, the latest entries and how credits are earned', async () => {
    server.use(...answerFor(CREDITS, () => credits));
    const { open } = renderHost(memberConfig());
    open('credits');
    const dialog = screen.getByRole('dialog', { name: 'Your credits' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your credits');
    expect(await within(dialog).findByText('42')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('credits in total');

    const latest = within(dialog).getByRole('region', { name: 'Latest credits' });
    const items = within(latest).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Your answer is accepted');
    expect(items[0]).toHaveTextContent('2 Apr 2026');
    expect(items[0]).toHaveTextContent('+15 credits');

    const rules = within(dialog).getByRole('region', { name: 'How to earn credits' });
    expect(within(rules).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      credits.rules.map((rule) => `${rule.label}+${rule.points} credits`),
    );
    expect(within(rules).getAllByRole('listitem')[0]).toHaveTextContent('Your answer is accepted+15 credits');
  });

  it('shows an error state with a retry', async () => {
    let calls = 0;
    server.use(
      ...answerFor(CREDITS, () => {
        calls += 1;
        if (calls === 1) throw mockFail('no-privileges');
        return credits;
      }),
    );
    const { user, open, store } = renderHost(memberConfig());
    open('credits');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your credits.');
    expect(alert.textContent).not.toMatch(/\[\[/);
    expect(store.getState().toasts.items).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('42')).toBeInTheDocument();
  });

  it('a member with no credits yet is told how to earn them', async () => {
    server.use(...answerFor(CREDITS, () => memberCredits({ entries: [] })));
    renderHost(memberConfig()).open('credits');
    expect(await screen.findByText(/No credits yet/)).toBeInTheDocument();
  });

  it('R6.1: a visitor sees the login dialog instead (and no request is made)', async () => {
    const { open, store } = renderHost(visitorConfig());
    open('credits');
    await waitFor(() => expect(store.getState().modals.name).toBe('login'));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('R2.3 contribute dialog', () => {
  it('has the exact title, a quote, the two bullets and the exact closing lines', () => {
    renderHost(visitorConfig()).open('contribute');
    const dialog = screen.getByRole('dialog', { name: 'Contribute' });
    expect(within(dialog).getByRole('heading', { name: 'Contribute' })).toBeInTheDocument();
    expect(dialog.querySelector('blockquote')?.textContent?.trim()).not.toBe('');
    const bullets = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
    expect(bullets).toHaveLength(2);
    expect(bullets[0]).toMatch(/contribute to your favourite open source projects because you love it/i);
    expect(bullets[1]).toMatch(/get paid for it/i);
    const closing = within(dialog).getByText('We are building something simple (and amazing) here.');
    const watch = within(dialog).getByText('Watch this space !!');
    expect(closing.tagName).toBe('P');
    expect(watch.tagName).toBe('P');
    // 'Watch this space !!' follows the closing sentence.
    expect(closing.compareDocumentPosition(watch) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('R2.4 promo dialog', () => {
  it('says members can contribute to open source projects and get paid; a visitor is invited to sign up', async () => {
    const { user, open, store } = renderHost(visitorConfig());
    open('promo');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Members can contribute to open source projects and get paid for it.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up to contribute' }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { join: true, from: 'promo' } });
    expect(screen.getByRole('dialog', { name: 'Join the community' })).toBeInTheDocument();
  });

  it('a member goes on to the contribute dialog', async () => {
    const { user, open } = renderHost(memberConfig());
    open('promo');
    await user.click(screen.getByRole('button', { name: 'Start contributing' }));
    expect(screen.getByRole('dialog', { name: 'Contribute' })).toBeInTheDocument();
  });
});

describe('R2.1 event-register dialog', () => {
  it('asks for the time zone of the event from its props, and closes', async () => {
    const { user, open, store, opener } = renderHost(memberConfig());
    open({ name: 'eventRegister', props: { eventId: 42, timezone: 'Asia/Kolkata' } });
    const dialog = screen.getByRole('dialog', { name: 'Register for the event' });
    expect(within(dialog).getByLabelText('Your time zone')).toHaveValue('Asia/Kolkata');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().modals.name).toBeNull();
    expect(opener).toHaveFocus();
  });
});
