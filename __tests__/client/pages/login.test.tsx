import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountForms } from '@/components/account/AccountForms';
import { INVITE_STORAGE_KEY } from '@/services/invites';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { sessionResult } from '@/mocks/factories/session';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { selectLogin } from '@/store/selectors';

const mockRouter = createRouter('/login');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const LOGIN = 'POST /api/v3/utilities/login';
const CONFIG = 'GET /api/config';

beforeEach(() => mockRouter.push.mockClear());
afterEach(() => window.sessionStorage.clear());

describe('login page /login', () => {
  it('R7.1: signs in with the store thunk and goes to the same-site returnTo', async () => {
    let body: unknown = null;
    server.use(
      ...answerFor(LOGIN, (req) => {
        body = req.body;
        return sessionResult();
      }),
      ...answerFor(CONFIG, () => memberConfig()),
    );
    const { store, release } = renderWithStore(<AccountForms returnTo="/events/myevents" />, { config: visitorConfig() });
    await userEvent.type(screen.getByLabelText('Username or email'), 'priya');
    await userEvent.type(screen.getByLabelText('Password'), 'community-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/events/myevents'));
    expect(body).toEqual({ username: 'priya', password: 'community-demo' });
    expect(selectLogin(store.getState()).loggedIn).toBe(true);
    release();
  });

  it.each(['//evil.example', '/\t/evil.example', '/%09/evil.example', '/%5Cevil.example', 'https://evil.example/'])(
    'hardening 2: after signing in, returnTo %j is not followed; the member goes to the feed',
    async (returnTo) => {
      server.use(...answerFor(LOGIN, () => sessionResult()));
      server.use(...answerFor(CONFIG, () => memberConfig()));
      const { release } = renderWithStore(<AccountForms returnTo={returnTo} />, { config: visitorConfig() });
      await userEvent.type(screen.getByLabelText('Username or email'), 'priya');
      await userEvent.type(screen.getByLabelText('Password'), 'community-demo');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/discussions'));
      release();
    },
  );

  it('R7.1: an off-site returnTo is ignored; a member without consent goes to /register/complete', async () => {
    server.use(
      ...answerFor(LOGIN, () => sessionResult({ next: '/register/complete' })),
      ...answerFor(CONFIG, () => memberConfig({ registrationComplete: false })),
    );
    const { release } = renderWithStore(<AccountForms returnTo="//evil.example" />, { config: visitorConfig() });
    await userEvent.type(screen.getByLabelText('Username or email'), 'priya');
    await userEvent.type(screen.getByLabelText('Password'), 'community-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/register/complete'));
    release();
  });

  it('R8.2: wrong credentials are shown inline with the catalogue text', async () => {
    server.use(
      ...answerFor(LOGIN, () => {
        throw mockFail('invalid-login-credentials');
      }),
    );
    const { release } = renderWithStore(<AccountForms />, { config: visitorConfig() });
    await userEvent.type(screen.getByLabelText('Username or email'), 'priya');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That email, username or password is not right.');
    expect(screen.getByLabelText('Username or email')).toHaveValue('priya');
    expect(mockRouter.push).not.toHaveBeenCalled();
    release();
  });

  it('R8.2: ?error=key (from the GitHub callback) is shown through the catalogue; odd keys are not', () => {
    const { release, unmount } = renderWithStore(<AccountForms errorKey="github-login-failed" />, { config: visitorConfig() });
    expect(screen.getByRole('alert')).toHaveTextContent('Logging in with GitHub did not work. Please try again.');
    unmount();
    release();
    const second = renderWithStore(<AccountForms errorKey="<script>" />, { config: visitorConfig() });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    second.release();
  });

  it('shows "Continue with GitHub" only when the configuration offers it, carrying returnTo', () => {
    const plain = renderWithStore(<AccountForms />, { config: visitorConfig() });
    expect(screen.queryByRole('link', { name: 'Continue with GitHub' })).not.toBeInTheDocument();
    plain.unmount();
    plain.release();
    const methods = [
      { id: 'local', name: 'Username or email' },
      { id: 'github', name: 'GitHub', url: '/api/auth/github' },
    ];
    const { release } = renderWithStore(<AccountForms returnTo="/savedlist" />, {
      config: visitorConfig({ loginMethods: methods }),
    });
    expect(screen.getByRole('link', { name: 'Continue with GitHub' })).toHaveAttribute(
      'href',
      '/api/auth/github?returnTo=%2Fsavedlist',
    );
    release();
  });

  it('R1.12/R7.1: sign-up sends the stored invite, forgets it, then goes to /register/complete', async () => {
    window.sessionStorage.setItem(INVITE_STORAGE_KEY, JSON.stringify({ uid: 3, timestamp: 1_760_000_000_000 }));
    let body: unknown = null;
    server.use(
      ...answerFor('POST /api/v3/users', (req) => {
        body = req.body;
        return sessionResult({ next: '/register/complete' });
      }),
      ...answerFor(CONFIG, () => memberConfig({ registrationComplete: false })),
    );
    const { release } = renderWithStore(<AccountForms />, { config: visitorConfig() });
    await userEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    await userEvent.type(screen.getByLabelText('Username'), 'newbie');
    await userEvent.type(screen.getByLabelText('Email'), 'newbie@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/register/complete'));
    expect(body).toEqual({
      username: 'newbie',
      email: 'newbie@example.org',
      password: 'long-enough-1',
      invite: { uid: 3, timestamp: 1_760_000_000_000 },
    });
    expect(window.sessionStorage.getItem(INVITE_STORAGE_KEY)).toBeNull();
    release();
  });

  it('the sign-in / create-account tabs work with the keyboard', async () => {
    const { release } = renderWithStore(<AccountForms />, { config: visitorConfig() });
    const signIn = screen.getByRole('tab', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    signIn.focus();
    await userEvent.keyboard('{ArrowRight}');
    const create = screen.getByRole('tab', { name: 'Create account' });
    expect(create).toHaveAttribute('aria-selected', 'true');
    expect(create).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your account');
    release();
  });
});
