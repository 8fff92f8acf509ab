import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Greeting, PageNotFound } from '@/components/shell';
import { Header } from '@/components/shell/Header';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { HashDialogRouter } from '@/components/shell/HashDialogRouter';
import { MAIN_CONTENT_ID } from '@/components/shell/mainContent';
import { PageViews } from '@/components/shell/PageViews';
import { Toaster } from '@/components/shell/Toaster';
import { addToast } from '@/store/toasts/slice';
import { loadConfig } from '@/store/config/slice';
import { hideModal } from '@/store/modals/slice';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { logoutResult } from '@/mocks/factories/session';
import { server, startMswServer } from '../support/msw';
import { toastsShown } from '../support/toasts';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { selectLogin } from '@/store/selectors';

const mockRouter = createRouter();
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

// The header's bell reads the member's unread counts (R3.10).
startMswServer(
  ...answerFor('GET /api/notifications/count', () => ({ count: 2, total: 3 })),
  // The header's chat button asks for the unread total once the page has loaded (issue 36).
  ...answerFor('GET /api/v3/chats/unread', () => ({ unread: 0 })),
);

afterEach(() => {
  window.history.replaceState(null, '', '/discussions');
});

describe('header (app shell)', () => {
  it('visitor: a Sign in button opens the login dialog', async () => {
    const { store } = renderWithStore(<Header />, { config: visitorConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(store.getState().modals.name).toBe('login');
  });

  it('R2.1/R4.12: member menu has profile, settings, invite, credits and logout; logout clears state and goes to /discussions', async () => {
    server.use(
      ...answerFor('POST /api/logout', () => logoutResult({ csrf_token: 'v2' })),
      ...answerFor('GET /api/config', () => visitorConfig({ csrf_token: 'v2' })),
    );
    const { store, release } = renderWithStore(<Header />, { config: memberConfig() });
    // The member's part of the header loads for members only.
    await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/user/priya');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/user/priya/settings');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Invite friends' }));
    expect(store.getState().modals.name).toBe('invite');

    await userEvent.click(screen.getByRole('button', { name: /account menu/i }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/discussions'));
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: false, uid: -1, loggedout: true });
    expect(store.getState().modals.name).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    release();
  });

  it('R7.7: a logout the server refuses says why and leaves the member signed in where they are', async () => {
    server.use(
      ...answerFor('POST /api/logout', () => {
        throw mockFail('csrf-invalid');
      }),
    );
    mockRouter.push.mockClear();
    const { store } = renderWithStore(<><Header /><Toaster /></>, { config: memberConfig() });
    await userEvent.click(screen.getByRole('button', { name: /account menu/i }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().toasts.items).toHaveLength(1));
    await toastsShown();
    expect(store.getState().toasts.items[0]).toMatchObject({ kind: 'error' });
    expect(selectLogin(store.getState())).toMatchObject({ loggedIn: true });
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('the account menu closes on Escape and returns focus to its button', async () => {
    renderWithStore(<Header />, { config: memberConfig() });
    const button = await screen.findByRole('button', { name: /account menu/i });
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('R3.10: a member’s header has the notifications bell with the unread new replies', async () => {
    renderWithStore(<Header />, { config: memberConfig() });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('phone menu', () => {
  it('opening it moves focus into the menu; Tab stays in it; Escape closes it and returns focus to its button', async () => {
    renderWithStore(<Header />, { config: visitorConfig() });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await userEvent.tab();
    expect(nav.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('WCAG 2.4.11: Tab past its last section closes it, so it never hides the focused control', async () => {
    renderWithStore(<Header />, { config: visitorConfig() });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const stops = within(nav).getAllByRole('link').length + within(nav).getAllByRole('button').length;
    for (let i = 1; i < stops; i += 1) await userEvent.tab();
    // On its last section it is still open; one more Tab leaves it.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(nav.contains(document.activeElement)).toBe(false);
    expect(document.activeElement).not.toBe(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing Contribute closes the menu before its dialog opens', async () => {
    const { store } = renderWithStore(<Header />, { config: visitorConfig() });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', { name: 'Contribute' }));
    expect(store.getState().modals.name).toBe('contribute');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('brand link', () => {
  it('R1.16 is named by the site name it shows (hidden from sight on narrow screens), with no aria-label', () => {
    renderWithStore(<Header />, { config: visitorConfig() });
    const brand = screen.getByRole('link', { name: 'Open Source Community' });
    expect(brand).not.toHaveAttribute('aria-label');
    expect(brand).toHaveAttribute('href', '/discussions');
  });
});

describe('greeting (R9.9)', () => {
  it.each([
    [11, 59, 'Good morning'],
    [12, 0, 'Good afternoon'],
    [17, 0, 'Good evening'],
  ])("R9.9 at %p:%p a visitor reads %p, a member the same with their name, the line sized by the afternoon's", (h, m, text) => {
    jest.useFakeTimers({ now: new Date(2025, 5, 1, h, m) });
    try {
      const visitor = renderWithStore(<Greeting />, { config: visitorConfig() });
      expect(screen.getByTestId('greeting')).toHaveTextContent(text);
      expect(visitor.container.querySelector('[aria-hidden="true"]')).toHaveTextContent('Good afternoon');
      visitor.unmount();
      renderWithStore(<Greeting />, { config: memberConfig() });
      expect(screen.getByTestId('greeting').textContent).toMatch(new RegExp(`^${text}, \\S`));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('page not found and failure (pages/_error)', () => {
  it('says what happened and links on to the sections', () => {
    const missing = renderWithStore(<PageNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const onward = screen.getByRole('navigation', { name: 'Go on to' });
    expect(within(onward).getAllByRole('link').map((link) => link.textContent)).toEqual(['Discussions', 'Events', 'Projects', 'Search']);
    missing.unmount();
    renderWithStore(<PageNotFound statusCode={500} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be shown. Try again in a moment.')).toBeInTheDocument();
  });
});

describe('toasts (R5.10, R7.7)', () => {
  it('R7.7 the live regions are elements of their own around the lists, both present before any toast', () => {
    renderWithStore(<Toaster />);
    for (const name of ['Errors', 'Messages']) {
      const region = screen.getByRole(name === 'Errors' ? 'alert' : 'status', { name });
      expect(region.tagName).not.toBe('UL');
      expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
    }
  });

  it('R5.10: announces errors and removes a short one after 1500 ms, a long one after 3000 ms', async () => {
    jest.useFakeTimers();
    const { store } = renderWithStore(<Toaster />);
    act(() => {
      store.dispatch(addToast('Login expired'));
      store.dispatch(addToast('Sorry, we could not reach our servers'));
    });
    await toastsShown();
    const alerts = screen.getByRole('alert', { name: 'Errors' });
    expect(within(alerts).getAllByTestId('toast')).toHaveLength(2);
    // The live region holds a list of toasts; the list itself keeps its list role.
    expect(within(alerts).getByRole('list')).toContainElement(within(alerts).getAllByTestId('toast')[0]);
    act(() => jest.advanceTimersByTime(1500));
    expect(within(alerts).getAllByTestId('toast')).toHaveLength(1);
    expect(alerts).toHaveTextContent('Sorry, we could not reach our servers');
    act(() => jest.advanceTimersByTime(1500));
    expect(within(alerts).queryAllByTestId('toast')).toHaveLength(0);
    jest.useRealTimers();
  });
});

describe('hash dialog router (R2.2)', () => {
  it('R2.2: opens on first load and on hash change, and clears the hash when the dialog closes', async () => {
    window.history.replaceState(null, '', '/discussions#feedback');
    const { store } = renderWithStore(<HashDialogRouter />, { config: visitorConfig() });
    expect(store.getState().modals.name).toBe('feedback');
    act(() => {
      store.dispatch(hideModal());
    });
    expect(window.location.hash).toBe('');
    act(() => {
      window.history.replaceState(null, '', '/discussions#join');
      fireEvent(window, new HashChangeEvent('hashchange'));
    });
    expect(store.getState().modals).toEqual({ name: 'login', props: { join: true, from: 'join' } });
  });

  it('R2.2: #login does nothing for a member; #invite opens invite', () => {
    window.history.replaceState(null, '', '/discussions#login');
    const { store } = renderWithStore(<HashDialogRouter />, { config: memberConfig() });
    expect(store.getState().modals.name).toBeNull();
    act(() => {
      window.history.replaceState(null, '', '/discussions#invite');
      fireEvent(window, new HashChangeEvent('hashchange'));
    });
    expect(store.getState().modals.name).toBe('invite');
  });

  /** The shell's parts a hash dialog meets: a link, the main content, the host and the router. */
  const shellWithHashDialogs = () =>
    renderWithStore(
      <>
        <a href="#feedback">Feedback</a>
        <div id={MAIN_CONTENT_ID} tabIndex={-1}>
          <h1>Discussions</h1>
        </div>
        <DialogHost />
        <HashDialogRouter />
      </>,
      { config: visitorConfig() },
    );

  it('R2.2: a dialog opened from the URL hash with the page gives focus to the main content when it closes', async () => {
    window.history.replaceState(null, '', '/discussions#feedback');
    shellWithHashDialogs();
    const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('R2.2: a dialog opened by a #feedback link gives focus back to that link', async () => {
    shellWithHashDialogs();
    const link = screen.getByRole('link', { name: 'Feedback' });
    act(() => link.focus());
    act(() => {
      window.history.replaceState(null, '', '/discussions#feedback');
      fireEvent(window, new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('dialog', { name: 'Send feedback' });
    await userEvent.keyboard('{Escape}');
    expect(link).toHaveFocus();
  });

  it('R2.2: waits until the session is known', async () => {
    window.history.replaceState(null, '', '/discussions#login');
    const { store } = renderWithStore(<HashDialogRouter />);
    expect(store.getState().modals.name).toBeNull();
    act(() => {
      store.dispatch(loadConfig.fulfilled(visitorConfig(), 'test'));
    });
    expect(store.getState().modals.name).toBe('login');
  });
});

describe('page views (R9.10)', () => {
  /** The paths the server is told of, in order. */
  function recordPageViews(): string[] {
    const paths: string[] = [];
    server.use(
      ...answerFor('POST /api/v3/pageviews', ({ body }) => {
        paths.push(String(body.path));
        return {};
      }),
    );
    return paths;
  }

  it('R9.10: records the first page and non-shallow route changes only', async () => {
    const paths = recordPageViews();
    mockRouter.asPath = '/discussions?sort=recent';
    renderWithStore(<PageViews />, { config: visitorConfig() });
    await waitFor(() => expect(paths).toEqual(['/discussions']));
    act(() => {
      mockRouter.events.emit('routeChangeComplete', '/user/priya#x', { shallow: false });
      mockRouter.events.emit('routeChangeComplete', '/user/priya?tab=2', { shallow: true });
    });
    await waitFor(() => expect(paths).toEqual(['/discussions', '/user/priya']));
  });

  it("R9.10: the first page's view waits for the load event; a route change before it records both, in order", async () => {
    const paths = recordPageViews();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      mockRouter.asPath = '/events';
      renderWithStore(<PageViews />, { config: visitorConfig() });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(paths).toEqual([]);
      act(() => {
        mockRouter.events.emit('routeChangeComplete', '/discussions', { shallow: false });
      });
      await waitFor(() => expect(paths).toEqual(['/events', '/discussions']));
      // The load event comes later: nothing more is recorded.
      readyState.mockReturnValue('complete');
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(paths).toEqual(['/events', '/discussions']);
    } finally {
      readyState.mockRestore();
    }
  });
});
