import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { Dialog } from '@/components/dialogs/Dialog';
import { focusReturn, MAIN_CONTENT_ID } from '@/components/ui';
import { Toaster } from '@/components/shell/Toaster';
import { showModal, type ModalName, type ModalRequest } from '@/store/modals/slice';
import { addToast } from '@/store/toasts/slice';
import { answerFor } from '@/mocks/answer';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { suspensionState } from '@/mocks/factories/moderation';
import { sessionResult } from '@/mocks/factories/session';
import { inviteLink, memberCredits } from '@/mocks/factories/users';
import { server, startMswServer } from '../support/msw';
import { toastsShown } from '../support/toasts';
import { InEnglish } from '../support/render';
import { createRouter } from '../support/router';
import { renderHost } from './harness';

// The add-project dialog goes to the new project's page when it is added.
const mockRouter = createRouter('/projects');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer(
  ...answerFor('GET /api/rewards/v1/credits', () => memberCredits({ entries: [], rules: [] })),
  ...answerFor('GET /api/v3/users/{uid}/ban', () => suspensionState(null)),
  ...answerFor('GET /api/invites/link', () => inviteLink()),
);

const member = () => memberConfig({ user: { ...memberUser, email: 'priya@example.test' } });

/** Every dialog of R2.1 by modal name, with its title, opened by a member. */
const DIALOGS: Array<[ModalName, string, ModalRequest]> = [
  ['login', 'Sign in', { name: 'login' }],
  ['invite', 'Invite a friend', { name: 'invite' }],
  ['talktous', 'Talk to us', { name: 'talktous' }],
  ['earlyaccess', 'Get early access', { name: 'earlyaccess' }],
  ['feedback', 'Send feedback', { name: 'feedback' }],
  ['thankyou', 'Thanks for your feedback', { name: 'thankyou', props: { kind: 'feedback' } }],
  ['credits', 'Your credits', { name: 'credits' }],
  ['contribute', 'Contribute', { name: 'contribute' }],
  ['promo', 'Contribute to open source and get paid', { name: 'promo' }],
  ['eventRegister', 'Register for the event', { name: 'eventRegister', props: { eventId: 42 } }],
  ['consent', 'Complete your registration', { name: 'consent' }],
  ['addProject', 'Add a project', { name: 'addProject' }],
  ['suspend', 'Suspend Noah', { name: 'suspend', props: { uid: 3, name: 'Noah' } }],
];

describe('R2.1 every global dialog opens through showModal and closes through hideModal', () => {
  it.each(DIALOGS)('%s: opens named by its title, closes with its close button, focus returns', async (name, title, request) => {
    const { user, opener, open, store } = renderHost(member());
    open(request);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moved into the dialog.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().modals.name).toBeNull();
    expect(opener).toHaveFocus();
  });

  it.each(DIALOGS)('%s: Escape closes it and focus returns', async (name, title, request) => {
    const { user, opener, open, store } = renderHost(member());
    open(request);
    await screen.findByRole('dialog', { name: title });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().modals.name).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('R2.1 dialog base behaviour', () => {
  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user, open } = renderHost(visitorConfig());
    open('promo');
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('button', { name: 'Sign up to contribute' });
    // Focus starts on the first control of the content.
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('brings back focus that leaves the dialog', async () => {
    const { open, opener } = renderHost(visitorConfig());
    open('contribute');
    const dialog = screen.getByRole('dialog', { name: 'Contribute' });
    act(() => opener.focus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('a click on the backdrop closes; a click inside does not', async () => {
    const { user, open, opener } = renderHost(visitorConfig());
    open('contribute');
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByText('Watch this space !!'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = document.querySelector('[data-dialog-backdrop]') as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks the page scroll while open and restores it after', async () => {
    const { user, open } = renderHost(visitorConfig());
    document.body.style.overflow = 'auto';
    open('feedback');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('is rendered into document.body, outside the app tree', () => {
    const { open, container } = renderHost(visitorConfig());
    open('contribute');
    const dialog = screen.getByRole('dialog');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('a dialog that replaces another (login then invite) still returns focus to the opener', async () => {
    server.use(
      ...answerFor('POST /api/v3/utilities/login', () => sessionResult()),
      ...answerFor('GET /api/config', () => memberConfig()),
    );
    const { user, open, opener } = renderHost(visitorConfig());
    open({ name: 'login', props: { from: 'invite', then: 'invite' } });
    await user.type(screen.getByLabelText('Username or email'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite a friend' });
    expect(invite).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('R6.2: a visitor who opens a member dialog (invite, credits) gets the login dialog, which opens it after', async () => {
    const { open, store } = renderHost(visitorConfig());
    open('credits');
    await waitFor(() => expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'credits', then: 'credits' } }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toHaveTextContent('Sign in to see your credits.');
    open('invite');
    await waitFor(() => expect(store.getState().modals.props).toEqual({ from: 'invite', then: 'invite' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toHaveTextContent('Sign in to get your invite link.');
  });
});

describe('the page behind an open dialog', () => {
  it('is inert while the dialog is open (no focus, no clicks, not read) and live again once it closes', async () => {
    const { user, open, opener, container } = renderHost(visitorConfig());
    open('feedback');
    const dialog = screen.getByRole('dialog', { name: 'Send feedback' });
    const layer = document.querySelector('[data-dialog-backdrop]');
    // Every other layer of <body> (here the app's tree, which holds the opener) is inert.
    expect(container).toHaveAttribute('inert');
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(layer).not.toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(opener).toHaveFocus();
  });

  it('a dialog that replaces another keeps the page inert, and leaves alone what was inert before', async () => {
    const outside = document.body.appendChild(document.createElement('div'));
    outside.setAttribute('inert', '');
    try {
      const { user, open, container, store } = renderHost(visitorConfig());
      open('promo');
      act(() => {
        store.dispatch(showModal({ name: 'contribute' }));
      });
      await screen.findByRole('dialog', { name: 'Contribute' });
      expect(container).toHaveAttribute('inert');
      await user.keyboard('{Escape}');
      expect(container).not.toHaveAttribute('inert');
      expect(outside).toHaveAttribute('inert');
    } finally {
      outside.remove();
    }
  });

  it('toasts shown while a dialog is open stay live (their layer is not made inert)', async () => {
    const { open, store } = renderHost(visitorConfig());
    const { unmount } = render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
      { wrapper: InEnglish },
    );
    open('feedback');
    act(() => {
      store.dispatch(addToast('Sorry, we could not reach our servers'));
    });
    await toastsShown();
    const alerts = screen.getByRole('alert', { name: 'Errors' });
    expect(alerts).toHaveTextContent('Sorry, we could not reach our servers');
    expect(alerts.closest('[inert]')).toBeNull();
    unmount();
  });

  it('its title bar is not a second banner landmark', () => {
    const { open } = renderHost(visitorConfig());
    open('contribute');
    const dialog = screen.getByRole('dialog', { name: 'Contribute' });
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Contribute' })).toBeInTheDocument();
  });
});

describe('R2.1 focus returns to the control that took the opener\'s place', () => {
  /** A control that a confirmed dialog replaces (Register becomes Cancel registration). */
  function Registration({ keyed }: { keyed: boolean }) {
    const [registered, setRegistered] = useState(false);
    const [open, setOpen] = useState(false);
    const named = keyed ? focusReturn('registration') : {};
    return (
      <div id={MAIN_CONTENT_ID} tabIndex={-1}>
        <button type="button">Before</button>
        {registered ? (
          <p>
            You are registered{' '}
            <button type="button" {...named}>
              Cancel registration
            </button>
          </p>
        ) : (
          <button type="button" {...named} onClick={() => setOpen(true)}>
            Register
          </button>
        )}
        {open && (
          <Dialog title="Register" onClose={() => setOpen(false)}>
            <button
              type="button"
              onClick={() => {
                setRegistered(true);
                setOpen(false);
              }}
            >
              Confirm
            </button>
          </Dialog>
        )}
      </div>
    );
  }

  it('confirming replaces the opener: focus goes to the new control with its key, not to the top of the page', async () => {
    const user = userEvent.setup();
    render(<Registration keyed />, { wrapper: InEnglish });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel registration' })).toHaveFocus();
  });

  it('an opener gone without a key: focus goes to the main content, not to the body', async () => {
    const user = userEvent.setup();
    render(<Registration keyed={false} />, { wrapper: InEnglish });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });
});
