import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModerationLog } from '@/components/moderation';
import { TrustControl, TrustProgress } from '@/components/trust';
import { answerFor } from '@/mocks/answer';
import { configUserOf, memberConfig } from '@/mocks/factories/config';
import { moderationEntry, moderationLogPage } from '@/mocks/factories/moderation';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/** Issue 35, trust levels (docs/features/trust.md): the moderators' form on a profile, the member's progress, the log's entry. */

startMswServer();

const moderator = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '', isModerator: true }) });

describe('issue 35 a moderator sets a member\'s trust level', () => {
  it('sets the level chosen, kept from the promotion by default, with a reason; by keyboard', async () => {
    const sent: unknown[] = [];
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/trust', async ({ request, params }) => {
        expect(params.uid).toBe('9');
        sent.push(await request.json());
        return { level: 4, locked: true };
      }),
    );
    const { store, release } = renderWithStore(<TrustControl uid={9} name="Jonas" level={1} groups={[]} />, { config: moderator });
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Trust level' });
    expect(within(section).getByTestId('trust-level')).toHaveTextContent('Now: Basic');
    const level = within(section).getByRole('combobox', { name: 'Level' });
    expect(within(section).getByRole('checkbox', { name: /Keep this level/ })).toBeChecked();
    level.focus();
    await user.selectOptions(level, 'Leader');
    await user.type(within(section).getByRole('textbox', { name: /Reason/ }), 'Runs the meetups.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(section).getByTestId('trust-level')).toHaveTextContent('Now: Leader'));
    expect(sent).toEqual([expect.objectContaining({ level: 4, locked: true, reason: 'Runs the meetups.' })]);
    expect(store.getState().toasts.items.map((t) => t.kind)).toEqual(['success']);
    release();
  });

  it('unchecking Keep sends locked false; "Let promotion decide" unlocks and shows the level the server answers', async () => {
    const sent: Array<[string, unknown]> = [];
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/trust', async ({ request }) => {
        sent.push(['PUT', await request.json()]);
        return { level: 0, locked: false };
      }),
      ...answerFor('DELETE /api/v3/users/{uid}/trust', async ({ request }) => {
        sent.push(['DELETE', await request.json()]);
        return { level: 2, locked: false };
      }),
    );
    const { release } = renderWithStore(<TrustControl uid={9} name="Jonas" level={1} groups={[]} />, { config: moderator });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'New');
    await user.click(screen.getByRole('checkbox', { name: /Keep this level/ }));
    await user.click(screen.getByRole('button', { name: 'Set level' }));
    await waitFor(() => expect(screen.getByTestId('trust-level')).toHaveTextContent('Now: New'));
    await user.click(screen.getByRole('button', { name: 'Let promotion decide' }));
    await waitFor(() => expect(screen.getByTestId('trust-level')).toHaveTextContent('Now: Member'));
    expect(sent).toEqual([
      ['PUT', expect.objectContaining({ level: 0, locked: false })],
      ['DELETE', expect.objectContaining({ reason: '' })],
    ]);
    release();
  });

  it('is not there for members, nor for a moderator on an administrator\'s profile', () => {
    const { release } = renderWithStore(<TrustControl uid={9} name="Jonas" level={1} groups={[]} />, { config: memberConfig() });
    expect(screen.queryByRole('region', { name: 'Trust level' })).toBeNull();
    release();
    const second = renderWithStore(<TrustControl uid={1} name="Ada" level={4} groups={['administrators']} />, { config: moderator });
    expect(screen.queryByRole('region', { name: 'Trust level' })).toBeNull();
    second.release();
  });
});

describe('issue 35 the member\'s trust level on their settings page', () => {
  it('says the level and what the next asks for, with their counts', () => {
    const progress = {
      level: 1 as const,
      locked: false,
      next: { level: 2 as const, needs: [{ key: 'daysVisited' as const, have: 4, need: 10 }, { key: 'topicsRead' as const, have: 1204, need: 30 }] },
    };
    const { release } = renderWithStore(<TrustProgress progress={progress} own />, { config: memberConfig() });
    expect(screen.getByTestId('trust-level')).toHaveTextContent('Your trust level: Basic');
    expect(screen.getByText('To reach Member:')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Days you visited: 4 of 10', 'Topics read: 1,204 of 30 · done']);
    release();
  });

  it('from level 3 says leaders are chosen; a locked level says a moderator set it', () => {
    const { release } = renderWithStore(<TrustProgress progress={{ level: 3, locked: true, next: null }} own />, { config: memberConfig() });
    expect(screen.getByText('Regular is the highest level reached by taking part; moderators choose leaders.')).toBeInTheDocument();
    expect(screen.getByText('A moderator set this level; it does not change by itself.')).toBeInTheDocument();
    release();
  });
});

describe('issue 35 the moderation log names trust level changes', () => {
  it('a level set, and a level handed back to the promotion', () => {
    const first = moderationLogPage([moderationEntry({ id: 1, action: 'trust', topic: null, level: 4 }), moderationEntry({ id: 2, action: 'trust', topic: null, level: null })]);
    const { release } = renderWithStore(<ModerationLog uid={7} first={first} />, { config: memberConfig() });
    const items = within(screen.getByRole('list', { name: 'Moderation log' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Trust level set to Leader');
    expect(items[1]).toHaveTextContent('Trust level handed back to the automatic promotion');
    release();
  });
});
