import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REGISTER_COMPLETE_PATH, setSessionHooks } from '@/services/http';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig } from '@/mocks/factories/config';
import { registrationResult } from '@/mocks/factories/session';
import { inviteLink, selfUser } from '@/mocks/factories/users';
import { server, startMswServer } from '../support/msw';
import { renderHost } from './harness';
import { selectLogin } from '@/store/selectors';

startMswServer(...answerFor('GET /api/invites/link', () => inviteLink()));

const SIG = 'c2lnbmVkLWJ5LXRoZS1zZXJ2ZXItaW4tdGhpcy10ZXN0';

/** The server makes and signs the link (hardening 6); the dialog only shows it. */
function answerInviteLink() {
  let calls = 0;
  server.use(
    ...answerFor('GET /api/invites/link', () => {
      calls += 1;
      return inviteLink({ timestamp: 1_767_225_600_000, sig: SIG, origin: 'https://community.example.org' });
    }),
  );
  return { calls: () => calls };
}

describe('R2.1/R6.2 invite dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hardening 6: shows the signed /join/{uid}/{timestamp}?sig= link the server made, read-only, valid for 30 days', async () => {
    const link = answerInviteLink();
    const { open } = renderHost(memberConfig());
    open('invite');
    const dialog = screen.getByRole('dialog', { name: 'Invite a friend' });
    const input = within(dialog).getByLabelText('Your invite link');
    // The whole link the server made on the site's public address (hardening 15), not this page's host.
    await waitFor(() => expect(input).toHaveValue(`https://community.example.org/join/7/1767225600000?sig=${SIG}`));
    expect(link.calls()).toBe(1);
    expect(input).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent('valid for 30 days');
  });

  it('hardening 6: when the server cannot make a link, says so and offers nothing to copy', async () => {
    server.use(
      ...answerFor('GET /api/invites/link', () => {
        throw mockFail('not-logged-in');
      }),
    );
    const { open } = renderHost(memberConfig());
    open('invite');
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByLabelText('Your invite link')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  it('Copy puts the link on the clipboard and says so (visibly and to screen readers)', async () => {
    answerInviteLink();
    const { user, open } = renderHost(memberConfig());
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    open('invite');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`https://community.example.org/join/7/1767225600000?sig=${SIG}`);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('without a clipboard it selects the link for the member to copy', async () => {
    answerInviteLink();
    const { user, open } = renderHost(memberConfig());
    open('invite');
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const input = screen.getByLabelText('Your invite link') as HTMLInputElement;
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
    expect(screen.getByRole('status')).toHaveTextContent('The link is selected');
  });
});

describe('R1.14 consent dialog (registration completion)', () => {
  function answerConsent() {
    const bodies: Array<{ url: string; body: unknown; token: string | null }> = [];
    server.use(
      ...answerFor('POST /api/register/complete', ({ request, body }) => {
        bodies.push({ url: request.url, body, token: request.headers.get('X-XSRF-TOKEN') });
        return registrationResult();
      }),
      ...answerFor('GET /api/config', () => memberConfig()),
    );
    return bodies;
  }

  const newMember = () => memberConfig({ canPost: false, registrationComplete: false });

  it('is never pre-ticked and posts only after the member ticks both boxes', async () => {
    const bodies = answerConsent();
    const { user, open, store } = renderHost(newMember());
    open('consent');
    const dialog = screen.getByRole('dialog', { name: 'Complete your registration' });
    const [data, email] = within(dialog).getAllByRole('checkbox');
    expect(data).not.toBeChecked();
    expect(email).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please tick both boxes to continue.');
    expect(data).toHaveFocus();
    await user.click(data);
    await user.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));
    expect(email).toHaveFocus();
    expect(bodies).toEqual([]);

    await user.click(email);
    await user.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        url: 'http://localhost/register/complete/?_csrf=member-token',
        body: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' },
        token: 'member-token',
      },
    ]);
    expect(selectLogin(store.getState()).canPost).toBe(true);
  });

  it('after agreeing, opens the dialog named by props.then', async () => {
    answerConsent();
    const { user, open } = renderHost(newMember());
    open({ name: 'consent', props: { then: 'invite' } });
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(await screen.findByRole('dialog', { name: 'Invite a friend' })).toBeInTheDocument();
  });

  it('Cancel declines: the request waiting for consent fails, nothing is posted', async () => {
    const { user, open, store } = renderHost(newMember());
    const answers: boolean[] = [];
    act(() => {
      store.extra.consent.pending.push((agreed) => answers.push(agreed));
    });
    open('consent');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([false]));
    expect(store.getState().modals.name).toBeNull();
  });

  it('a request answered with the registration step shows this dialog and is retried after agreeing', async () => {
    answerConsent();
    let calls = 0;
    server.use(
      // The first call meets the server's consent gate: its redirect to the registration step is
      // not an answer of the endpoint, so no contract can express it.
      http.get(
        'http://localhost/api/self',
        () => {
          calls += 1;
          return new HttpResponse(JSON.stringify(REGISTER_COMPLETE_PATH), {
            headers: { 'X-Redirect': REGISTER_COMPLETE_PATH, 'Content-Type': 'application/json' },
          });
        },
        { once: true },
      ),
      ...answerFor('GET /api/self', () => {
        calls += 1;
        return selfUser();
      }),
    );
    const { user, open, store, release } = renderHost(newMember());
    // As startApp does: the http layer asks for consent through this dialog.
    release();
    const releaseHooks = setSessionHooks({
      csrfToken: () => store.getState().config.data?.csrf_token,
      completeRegistration: () =>
        new Promise<boolean>((resolve) => {
          store.extra.consent.pending.push(resolve);
          open('consent');
        }),
    });
    // Talk to us asks GET /api/self for the member's email; the server wants consent first.
    open('talktous');
    await screen.findByRole('dialog', { name: 'Complete your registration' });
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(calls).toBe(2));
    releaseHooks();
  });
});
