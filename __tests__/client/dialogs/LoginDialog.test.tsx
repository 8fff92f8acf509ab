import { screen, waitFor, within } from '@testing-library/react';
import type { LoginReason } from '@/store/modals/slice';
import { INVITE_STORAGE_KEY } from '@/services/invites';
import { answerFor, mockFail } from '@/mocks/answer';
import { configUserOf, memberConfig, visitorConfig } from '@/mocks/factories/config';
import { sessionResult } from '@/mocks/factories/session';
import { inviteLink } from '@/mocks/factories/users';
import { server, startMswServer } from '../support/msw';
import { renderHost } from './harness';
import { selectLogin } from '@/store/selectors';

startMswServer();

const LOGIN = 'POST /api/v3/utilities/login';
const SIGNUP = 'POST /api/v3/users';
const CONFIG = 'GET /api/config';

function answerLogin(next: string | null = null) {
  const bodies: unknown[] = [];
  const tokens: Array<string | null> = [];
  server.use(
    ...answerFor(LOGIN, ({ request, body }) => {
      bodies.push(body);
      tokens.push(request.headers.get('X-XSRF-TOKEN'));
      return sessionResult({ next });
    }),
    ...answerFor(CONFIG, () => memberConfig()),
  );
  return { bodies, tokens };
}

describe('R2.1 login dialog: sign in', () => {
  it('signs in with username and password, closes, and the session is the member', async () => {
    const { bodies, tokens } = answerLogin();
    const { user, open, store, opener } = renderHost(visitorConfig());
    open('login');
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Username or email'), ' priya ');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ username: 'priya', password: 'correct horse' }]);
    // R6.4: the visitor session's csrf token went with it.
    expect(tokens).toEqual(['visitor-token']);
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: true, uid: 7 });
    expect(store.getState().modals.name).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('R2.2: on success opens the dialog named by props.then (invite)', async () => {
    answerLogin();
    server.use(...answerFor('GET /api/invites/link', () => inviteLink({ timestamp: 1_767_225_600_000, sig: 'abc' })));
    const { user, open, store } = renderHost(visitorConfig());
    open({ name: 'login', props: { from: 'invite', then: 'invite' } });
    await user.type(screen.getByLabelText('Username or email'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite a friend' });
    await waitFor(() =>
      expect((within(invite).getByLabelText('Your invite link') as HTMLInputElement).value).toBe(
        'http://localhost/join/7/1767225600000?sig=abc',
      ),
    );
    expect(store.getState().modals.name).toBe('invite');
  });

  it('shows the translated server error inline and keeps what was typed', async () => {
    server.use(
      ...answerFor(LOGIN, () => {
        throw mockFail('invalid-login-credentials');
      }),
    );
    const { user, open, store } = renderHost(visitorConfig());
    open('login');
    await user.type(screen.getByLabelText('Username or email'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That email, username or password is not right.');
    expect(screen.getByLabelText('Username or email')).toHaveValue('priya');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    // Shown inline, not as a toast.
    expect(store.getState().toasts.items).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('checks required fields before calling the server', async () => {
    const { user, open } = renderHost(visitorConfig());
    open('login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username or email.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username or email')).toHaveFocus();
  });

  it.each<[LoginReason, string]>([
    ['vote', 'Sign in to vote'],
    ['save', 'Sign in to save'],
  ])('R5.3: opened with from=%s it explains "%s"', (from, text) => {
    const { open } = renderHost(visitorConfig());
    open({ name: 'login', props: { from } });
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toHaveTextContent(text);
  });

  it('offers "Continue with GitHub" only when that login method is configured, returning to this page', () => {
    window.history.replaceState(null, '', '/events?sort=latest#login');
    const first = renderHost(visitorConfig());
    first.open('login');
    expect(screen.queryByRole('link', { name: 'Continue with GitHub' })).not.toBeInTheDocument();
    first.unmount();

    const { open } = renderHost(
      visitorConfig({
        loginMethods: [
          { id: 'local', name: 'Username or email' },
          { id: 'github', name: 'GitHub', url: '/api/auth/github' },
        ],
      }),
    );
    open('login');
    expect(screen.getByRole('link', { name: 'Continue with GitHub' })).toHaveAttribute(
      'href',
      `/api/auth/github?returnTo=${encodeURIComponent('/events?sort=latest#login')}`,
    );
  });
});

describe('R2.1/R2.2 login dialog: sign up', () => {
  function answerSignUp() {
    const bodies: unknown[] = [];
    server.use(
      ...answerFor(SIGNUP, ({ body }) => {
        bodies.push(body);
        return sessionResult({ uid: 9, userslug: 'newbie', csrf_token: 'new-token', next: '/register/complete' });
      }),
      ...answerFor(CONFIG, () =>
        memberConfig({
          uid: 9,
          csrf_token: 'new-token',
          canPost: false,
          registrationComplete: false,
          user: configUserOf({ uid: 9, username: 'newbie', userslug: 'newbie', fullname: 'New Bie', picture: '' }),
        }),
      ),
    );
    return bodies;
  }

  it('R2.2 #join: starts on sign-up with a welcome, sends the invite and goes on to the consent step', async () => {
    const bodies = answerSignUp();
    window.sessionStorage.setItem(INVITE_STORAGE_KEY, JSON.stringify({ uid: 3, timestamp: 1_700_000_000_000, sig: 'the-signature' }));
    const { user, open, store } = renderHost(visitorConfig());
    open({ name: 'login', props: { join: true, from: 'join' } });
    const dialog = screen.getByRole('dialog', { name: 'Join the community' });
    expect(dialog).toHaveTextContent(/Welcome! Join the community/);
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Email'), 'newbie@example.test');
    await user.type(within(dialog).getByLabelText(/Full name/), 'New Bie');
    await user.type(within(dialog).getByLabelText('Password'), 'a long password');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await screen.findByRole('dialog', { name: 'Complete your registration' });
    expect(bodies).toEqual([
      {
        username: 'newbie',
        email: 'newbie@example.test',
        fullname: 'New Bie',
        password: 'a long password',
        invite: { uid: 3, timestamp: 1_700_000_000_000, sig: 'the-signature' },
      },
    ]);
    expect(store.getState().modals.name).toBe('consent');
    expect(window.sessionStorage.getItem(INVITE_STORAGE_KEY)).toBeNull();
  });

  it('switches between sign in and sign up in the same dialog, keeping the username', async () => {
    const { user, open } = renderHost(visitorConfig());
    open('login');
    await user.type(screen.getByLabelText('Username or email'), 'newbie');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const dialog = screen.getByRole('dialog', { name: 'Create your account' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('newbie');
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('validates sign-up fields on the client', async () => {
    const { user, open } = renderHost(visitorConfig());
    open({ name: 'login', props: { join: true } });
    await user.type(screen.getByLabelText('Username'), 'n');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Usernames are 2 to 24 characters long.')).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
  });

  it('shows a taken email inline and keeps every field', async () => {
    server.use(
      ...answerFor(SIGNUP, () => {
        throw mockFail('email-taken');
      }),
    );
    const { user, open } = renderHost(visitorConfig());
    open({ name: 'login', props: { join: true } });
    await user.type(screen.getByLabelText('Username'), 'newbie');
    await user.type(screen.getByLabelText('Email'), 'taken@example.test');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That email address is already in use.');
    expect(screen.getByLabelText('Username')).toHaveValue('newbie');
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.test');
    expect(screen.getByLabelText('Password')).toHaveValue('a long password');
  });
});
