import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { loadDialog } from '@/components/dialogs/lazyDialogs';
import { ProfileView } from '@/components/profile/ProfileView';
import { answerFor } from '@/mocks/answer';
import { configUserOf, memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { silenceState, suspensionState } from '@/mocks/factories/moderation';
import { OTHER_UID, profileSummary, profileUser } from '@/mocks/factories/profile';
import type { ClientConfig } from '@/services/session';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/**
 * Issue 35 on a member's profile: their suspension and silence, said to moderators and to the
 * member themself (never to anyone else, whose page holds nothing of it), following the suspend
 * dialog at once; and the group badges following the Role card at once.
 */

startMswServer();

const FSI = '\u2068';
const PDI = '\u2069';
const UNTIL = Date.UTC(2026, 11, 9, 14, 7);

const admin = memberConfig({ user: configUserOf({ uid: 1, username: 'alex', userslug: 'alex', fullname: 'Alex', picture: '', isAdmin: true, isModerator: true }) });
const moderator = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '', isModerator: true }) });
const mei = profileUser({ groups: ['registered-users'] });

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

beforeAll(async () => {
  await loadDialog('suspend');
});

function renderProfile(config: ClientConfig, user = mei) {
  const view = renderWithStore(
    <>
      <ProfileView user={user} badges={[]} summary={profileSummary({ uid: user.uid })} />
      <DialogHost />
    </>,
    { config },
  );
  releases.push(view.release);
  return view;
}

/** What each restriction's GET answers, counting the questions. */
function restrictions(ban: ReturnType<typeof suspensionState>, silence: ReturnType<typeof silenceState>) {
  const asked: string[] = [];
  server.use(
    ...answerFor('GET /api/v3/users/{uid}/ban', ({ params }) => {
      asked.push(`ban ${params.uid}`);
      return ban;
    }),
    ...answerFor('GET /api/v3/users/{uid}/silence', ({ params }) => {
      asked.push(`silence ${params.uid}`);
      return silence;
    }),
  );
  return asked;
}

describe('issue 35 a profile says the member is suspended or silenced', () => {
  it('to a moderator: until when and why, under the name', async () => {
    const asked = restrictions(suspensionState({ until: UNTIL, reason: 'Personal attacks.' }), silenceState({ until: null, reason: '' }));
    renderProfile(moderator);
    const notice = await screen.findByRole('region', { name: 'Restrictions on this account' });
    await waitFor(() => expect(notice).toHaveTextContent('Suspended until 9 Dec 2026, 14:07 UTC'));
    expect(notice).toHaveTextContent(`Reason: ${FSI}Personal attacks.${PDI}`);
    expect(notice).toHaveTextContent('Silenced until a moderator lifts it');
    // A silence without a reason says none.
    expect(within(notice).getAllByText(/^Reason:/)).toHaveLength(1);
    expect(asked.sort()).toEqual([`ban ${OTHER_UID}`, `silence ${OTHER_UID}`]);
  });

  it('to the member on their own profile', async () => {
    restrictions(suspensionState(null), silenceState({ until: UNTIL, reason: 'Three heated replies.' }));
    renderProfile(memberConfig(), profileUser({ uid: memberUser.uid, username: 'priya', userslug: 'priya', isSelf: true }));
    const notice = await screen.findByRole('region', { name: 'Restrictions on this account' });
    await waitFor(() => expect(notice).toHaveTextContent('Silenced until 9 Dec 2026, 14:07 UTC'));
    expect(notice).toHaveTextContent(`Reason: ${FSI}Three heated replies.${PDI}`);
    expect(notice).not.toHaveTextContent('Suspended');
  });

  it('to nobody else: a visitor and another member ask nothing and see nothing', async () => {
    const asked = restrictions(suspensionState({}), silenceState({}));
    for (const config of [visitorConfig(), memberConfig()]) {
      const { unmount } = renderProfile(config);
      await screen.findByRole('heading', { level: 1 });
      // Give a lazily loaded notice every chance to appear.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Restrictions on this account' })).toBeNull();
      unmount();
    }
    expect(asked).toEqual([]);
  });

  it('nothing is said when the member is neither suspended nor silenced', async () => {
    const asked = restrictions(suspensionState(null), silenceState(null));
    renderProfile(moderator);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Restrictions on this account' })).toBeNull();
  });

  it('silencing from the profile shows the notice, lifting takes it away, without a reload', async () => {
    let silence = silenceState(null);
    let asked = 0;
    server.use(
      ...answerFor('GET /api/v3/users/{uid}/ban', () => suspensionState(null)),
      ...answerFor('GET /api/v3/users/{uid}/silence', () => {
        asked += 1;
        return silence;
      }),
      ...answerFor('PUT /api/v3/users/{uid}/silence', async ({ request }) => {
        const body = (await request.json()) as { until: number | null; reason: string };
        silence = silenceState({ until: body.until, reason: body.reason });
        return silence;
      }),
      ...answerFor('DELETE /api/v3/users/{uid}/silence', () => {
        silence = silenceState(null);
        return {};
      }),
    );
    const user = userEvent.setup();
    const { store } = renderProfile(moderator);
    // The profile's own question, then the dialog's.
    await waitFor(() => expect(asked).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'Silence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Silence Mei Chen' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'For how long' }), 'Until a moderator lifts it');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Cooling off.');
    expect(asked).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Silence' }));
    await waitFor(() => expect(store.getState().modals.name).toBeNull());
    const notice = await screen.findByRole('region', { name: 'Restrictions on this account' });
    expect(notice).toHaveTextContent('Silenced until a moderator lifts it');
    expect(notice).toHaveTextContent(`Reason: ${FSI}Cooling off.${PDI}`);
    // The notice followed the dialog's answer: nothing was asked again.
    expect(asked).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Silence' }));
    const again = await screen.findByRole('dialog', { name: 'Silence Mei Chen' });
    await user.click(await within(again).findByRole('button', { name: 'Lift the silence' }));
    await waitFor(() => expect(store.getState().modals.name).toBeNull());
    expect(screen.queryByRole('region', { name: 'Restrictions on this account' })).toBeNull();
    expect(asked).toBe(3);
  });
});

describe('issue 35 the Role card changes the profile\'s group badges at once', () => {
  it('making a member a moderator, then an administrator, then a member again', async () => {
    restrictions(suspensionState(null), silenceState(null));
    const roles: string[] = [];
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/role', async ({ request }) => {
        const { role } = (await request.json()) as { role: 'member' | 'moderator' | 'administrator' };
        roles.push(role);
        return { role };
      }),
    );
    const user = userEvent.setup();
    renderProfile(admin);
    const groups = () => within(screen.getByRole('list', { name: 'Groups' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(groups()).toEqual(['Member']);
    const card = await screen.findByRole('region', { name: 'Role' });
    const change = async (role: string) => {
      await user.selectOptions(within(card).getByRole('combobox', { name: 'Role' }), role);
      await user.click(within(card).getByRole('button', { name: 'Change role' }));
    };

    await change('Moderator');
    await waitFor(() => expect(groups()).toEqual(['Global moderator', 'Member']));
    // Still a member the moderators' buttons may act on.
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();

    await change('Administrator');
    await waitFor(() => expect(groups()).toEqual(['Administrator', 'Member']));
    // Administrators are never suspended: the button goes with the new role.
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();

    await change('Member');
    await waitFor(() => expect(groups()).toEqual(['Member']));
    expect(roles).toEqual(['moderator', 'administrator', 'member']);
  });
});
