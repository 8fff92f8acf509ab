import { screen, waitFor, within } from '@testing-library/react';
import { said } from '@/lib/i18n/said';
import { CannotPostNote } from '@/components/account/CannotPostNote';
import { SuspensionNoticeMount } from '@/components/moderation';
import { errorTextsIn } from '@/server/i18n/errors';
import { answerFor, mockFail } from '@/mocks/answer';
import { configUserOf, memberConfig, memberUser } from '@/mocks/factories/config';
import { silenceState, suspensionState } from '@/mocks/factories/moderation';
import { Toaster } from '@/components/shell/Toaster';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { renderHost } from '../dialogs/harness';

/** Issue 35: the suspend dialog (moderators), the suspended member's notice, the error's text. */

startMswServer();

const FSI = '\u2068';
const PDI = '\u2069';
const moderator = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '', isModerator: true }) });

function openSuspend() {
  const host = renderHost(moderator);
  host.open({ name: 'suspend', props: { uid: 9, name: 'Jonas' } });
  return host;
}

describe('issue 35 the suspend dialog', () => {
  it('suspends for the length chosen with a reason; a day asked for and not given is refused before sending', async () => {
    const sent: unknown[] = [];
    server.use(
      ...answerFor('GET /api/v3/users/{uid}/ban', () => suspensionState(null)),
      ...answerFor('PUT /api/v3/users/{uid}/ban', async ({ request, params }) => {
        expect(params.uid).toBe('9');
        sent.push(await request.json());
        return suspensionState({});
      }),
    );
    const { user, store } = openSuspend();
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Jonas' });
    const length = await within(dialog).findByRole('combobox', { name: 'For how long' });
    await user.selectOptions(length, 'Until a day I choose');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Please choose when this suspension ends: a day in the future, or until lifted.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(length, '3 days');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam links in three topics.');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(store.getState().modals.name).toBeNull());
    expect(store.getState().toasts.items.map((t) => [t.kind, t.message])).toEqual([['success', said('dialogs', 'suspend.done', { name: 'Jonas' })]]);
    expect(sent).toHaveLength(1);
    const body = sent[0] as { until: number; reason: string };
    expect(body.reason).toBe('Spam links in three topics.');
    expect(body.until).toBeGreaterThanOrEqual(before + 3 * 86_400_000);
    expect(body.until).toBeLessThan(before + 3 * 86_400_000 + 60_000);
    expect(store.getState().modals.name).toBeNull();
  });

  it('a suspended member: until when and why, Lift with a reason; a refusal stays in the dialog', async () => {
    const lifted: unknown[] = [];
    let refuse = true;
    server.use(
      ...answerFor('GET /api/v3/users/{uid}/ban', () => suspensionState({ until: null, reason: 'Spam' })),
      ...answerFor('DELETE /api/v3/users/{uid}/ban', async ({ request }) => {
        if (refuse) {
          refuse = false;
          throw mockFail('no-privileges');
        }
        lifted.push(await request.json());
        return {};
      }),
    );
    const { user, store } = openSuspend();
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Jonas' });
    expect(await within(dialog).findByText('Suspended until a moderator lifts it.')).toBeInTheDocument();
    expect(within(dialog).getByText(`Reason: ${FSI}Spam${PDI}`)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Why lift it now/ }), 'Appeal accepted.');
    await user.click(within(dialog).getByRole('button', { name: 'Lift the suspension' }));
    expect(await within(dialog).findByText(/permission/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Lift the suspension' }));
    await waitFor(() => expect(store.getState().modals.name).toBeNull());
    expect(lifted).toEqual([{ reason: 'Appeal accepted.' }]);
    expect(store.getState().toasts.items.at(-1)?.message).toEqual(said('dialogs', 'suspend.lifted', { name: 'Jonas' }));
  });

  it('"Change the suspension" replaces it with the suspend form', async () => {
    server.use(...answerFor('GET /api/v3/users/{uid}/ban', () => suspensionState({})));
    const { user } = openSuspend();
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Jonas' });
    await user.click(await within(dialog).findByRole('button', { name: 'Change the suspension' }));
    expect(within(dialog).getByRole('combobox', { name: 'For how long' })).toHaveValue('7');
  });
});

describe('issue 35 the same dialog silences', () => {
  it('silences until lifted with a reason through /silence, says so, and shows a held silence with Lift', async () => {
    const sent: unknown[] = [];
    let held = false;
    server.use(
      ...answerFor('GET /api/v3/users/{uid}/silence', () => (held ? silenceState({ until: null, reason: 'Heated.' }) : silenceState(null))),
      ...answerFor('PUT /api/v3/users/{uid}/silence', async ({ request }) => {
        sent.push(await request.json());
        return silenceState({});
      }),
    );
    const host = renderHost(moderator);
    host.open({ name: 'suspend', props: { uid: 9, name: 'Jonas', kind: 'silence' } });
    const dialog = await screen.findByRole('dialog', { name: 'Silence Jonas' });
    expect(await within(dialog).findByText(/waits in the review queue/)).toBeInTheDocument();
    await host.user.selectOptions(within(dialog).getByRole('combobox', { name: 'For how long' }), 'Until a moderator lifts it');
    await host.user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Heated.');
    await host.user.click(within(dialog).getByRole('button', { name: 'Silence' }));
    await waitFor(() => expect(host.store.getState().modals.name).toBeNull());
    expect(sent).toEqual([{ until: null, reason: 'Heated.' }]);
    expect(host.store.getState().toasts.items.at(-1)?.message).toEqual(said('dialogs', 'silence.done', { name: 'Jonas' }));

    held = true;
    host.open({ name: 'suspend', props: { uid: 9, name: 'Jonas', kind: 'silence' } });
    const again = await screen.findByRole('dialog', { name: 'Silence Jonas' });
    expect(await within(again).findByText('Silenced until a moderator lifts it.')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Lift the silence' })).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Change the silence' })).toBeInTheDocument();
  });
});

describe('issue 35 what a suspended member sees', () => {
  it('a notice at the top of the page: suspended, until when, why, what they can still do, their log', async () => {
    const config = memberConfig({ user: { ...memberUser, suspension: { reason: 'Personal attacks.', until: Date.UTC(2026, 11, 9, 14, 7) } }, canPost: false });
    const { release } = renderWithStore(
      <>
        <SuspensionNoticeMount />
        <Toaster />
      </>,
      { config },
    );
    // Its code loads for a suspended member only.
    const notice = await screen.findByRole('region', { name: 'Your account is suspended' });
    expect(notice).toHaveTextContent('Until 9 Dec 2026, 14:07 UTC');
    expect(notice).toHaveTextContent(`Reason: ${FSI}Personal attacks.${PDI}`);
    expect(notice).toHaveTextContent('You can read everything');
    expect(within(notice).getByRole('link', { name: 'Your moderation log' })).toHaveAttribute('href', '/user/priya/settings#moderation');
    release();
  });

  it('the reply box says they can reply again when the suspension ends', () => {
    const config = memberConfig({ user: { ...memberUser, suspension: { reason: '', until: null } }, canPost: false });
    const { release } = renderWithStore(<CannotPostNote action="reply" />, { config });
    expect(screen.getByText('Your account is suspended: you can reply again when the suspension ends.')).toBeInTheDocument();
    release();
  });

  it('nothing for a member who is not suspended', () => {
    const { release } = renderWithStore(<SuspensionNoticeMount />, { config: memberConfig() });
    expect(screen.queryByRole('region')).toBeNull();
    release();
  });

  it('the refusal of a write says until when (in the reader’s language, UTC) and why', () => {
    const token = '[[error:user-banned-reason-until, 2026-12-09T14:07:00.000Z, Spam]]';
    const english = errorTextsIn('en');
    expect(english.translateMessage(token)).toBe('Your account is suspended until Dec 9, 2026, 2:07 PM UTC: you can read, but not post, reply or vote. Reason: Spam');
    const german = errorTextsIn('de');
    expect(german.translateMessage(token)).toBe('Dein Konto ist bis 09.12.2026, 14:07 UTC gesperrt: Du kannst lesen, aber nichts posten, beantworten oder bewerten. Grund: Spam');
  });
});
