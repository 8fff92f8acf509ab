import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CannotPostNote } from '@/components/account/CannotPostNote';
import { AccountLinkOutcome } from '@/components/account/AccountLinkOutcome';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, memberUser } from '@/mocks/factories/config';
import { errorTextsIn } from '@/server/i18n/errors';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/**
 * Issue 35, confirmed e-mail: a new member whose address is not confirmed is told why they cannot
 * post where they would (the reply box, the composer), and resends the mail with a button whose
 * answer, or refusal, is announced; the confirm and unlock pages say how their link went.
 */

startMswServer();

const unconfirmed = memberConfig({ user: { ...memberUser, emailConfirmed: false }, canPost: false });

describe('issue 35 the cannot-post note of an unconfirmed address', () => {
  it('says why in the reply box and resends the mail; a second try too soon shows the catalogue text', async () => {
    let calls = 0;
    server.use(
      ...answerFor('POST /api/v3/users/email/confirmation', () => {
        calls += 1;
        if (calls > 1) throw mockFail('confirm-email-already-sent', 5);
        return { confirmed: false, sent: true };
      }),
    );
    const user = userEvent.setup();
    const { release } = renderWithStore(<CannotPostNote action="reply" />, { config: unconfirmed });
    expect(screen.getByText('Confirm your e-mail address to reply: we sent you an e-mail with a link.')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Resend the confirmation mail' });
    await user.click(resend);
    expect(await screen.findByText('A new confirmation mail is on its way. Follow its link, then come back to post.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A new confirmation mail is on its way.');
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent(errorTextsIn('en').errorText('confirm-email-already-sent', ['5']));
    // The earlier answer does not stand beside the refusal.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(calls).toBe(2);
    release();
  });

  it('the composer says it too; a member whose address is confirmed already is told to reload', async () => {
    server.use(...answerFor('POST /api/v3/users/email/confirmation', () => ({ confirmed: true, sent: false })));
    const user = userEvent.setup();
    const { release } = renderWithStore(<CannotPostNote />, { config: unconfirmed });
    expect(screen.getByText('Confirm your e-mail address to post: we sent you an e-mail with a link.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the confirmation mail' }));
    expect(await screen.findByText('Your address is confirmed. Reload the page to post.')).toBeInTheDocument();
    release();
  });

  it('no resend button for a member who cannot post for another reason (no group)', () => {
    const { release } = renderWithStore(<CannotPostNote />, { config: memberConfig({ user: { ...memberUser, groups: [] }, canPost: false }) });
    expect(screen.queryByRole('button', { name: 'Resend the confirmation mail' })).toBeNull();
    release();
  });
});

describe('issue 35 the account link pages', () => {
  it('a confirmed address says so and reads the configuration again', async () => {
    let configs = 0;
    server.use(
      ...answerFor('GET /api/config', () => {
        configs += 1;
        return memberConfig();
      }),
    );
    const { release, store } = renderWithStore(<AccountLinkOutcome kind="confirm" outcome="done" errorKey={null} />, { config: unconfirmed });
    expect(screen.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You can post, reply and host events now.');
    expect(screen.getByRole('link', { name: 'Go to the discussions' })).toHaveAttribute('href', '/discussions');
    await waitFor(() => expect(store.getState().config.data?.canPost).toBe(true));
    expect(configs).toBe(1);
    release();
  });

  it('a refused link says why (the catalogue) and what to do; the unlock page offers to sign in', () => {
    const { release } = renderWithStore(<AccountLinkOutcome kind="confirm" outcome="problem" errorKey="confirm-email-expired" />);
    expect(screen.getByRole('heading', { level: 1, name: 'We could not confirm your address' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link has expired.');
    release();
    const unlock = renderWithStore(<AccountLinkOutcome kind="unlock" outcome="done" errorKey={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is unlocked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    unlock.release();
  });
});
