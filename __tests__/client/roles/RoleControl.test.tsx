import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { said } from '@/lib/i18n/said';
import { ModerationLog } from '@/components/moderation';
import { RoleControl } from '@/components/roles';
import { answerFor, mockFail } from '@/mocks/answer';
import { configUserOf, memberConfig } from '@/mocks/factories/config';
import { moderationEntry, moderationLogPage } from '@/mocks/factories/moderation';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/** Issue 35, roles (docs/features/roles.md): the administrators' form on a profile, and the log's entry. */

startMswServer();

const admin = memberConfig({ user: configUserOf({ uid: 1, username: 'alex', userslug: 'alex', fullname: 'Alex', picture: '', isAdmin: true, isModerator: true }) });
const moderator = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '', isModerator: true }) });

describe('issue 35 an administrator changes a member\'s role', () => {
  it('shows the role the groups give, sends the role chosen with a reason by keyboard, and says the new one', async () => {
    const sent: unknown[] = [];
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/role', async ({ request, params }) => {
        expect(params.uid).toBe('9');
        sent.push(await request.json());
        return { role: 'moderator' };
      }),
    );
    const { store, release } = renderWithStore(<RoleControl uid={9} name="Jonas" groups={['registered-users']} />, { config: admin });
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Role' });
    expect(within(section).getByTestId('member-role')).toHaveTextContent('Now: Member');
    const role = within(section).getByRole('combobox', { name: 'Role' });
    role.focus();
    await user.selectOptions(role, 'Moderator');
    await user.type(within(section).getByRole('textbox', { name: /Reason/ }), 'Answers every week.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(section).getByTestId('member-role')).toHaveTextContent('Now: Moderator'));
    expect(sent).toEqual([expect.objectContaining({ role: 'moderator', reason: 'Answers every week.' })]);
    expect(store.getState().toasts.items.map((t) => t.message)).toEqual([said('profile', 'role.saved', { name: 'Jonas', role: 'Moderator' })]);
    release();
  });

  it('a refusal stays in the form with its text (a suspended member)', async () => {
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/role', () => {
        throw mockFail('cant-make-banned-users-admin');
      }),
    );
    const { release } = renderWithStore(<RoleControl uid={9} name="Jonas" groups={['registered-users']} />, { config: admin });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Administrator');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('A banned member cannot become an administrator.')).toBeInTheDocument();
    expect(screen.getByTestId('member-role')).toHaveTextContent('Now: Member');
    release();
  });

  it('nothing for moderators, nor on an administrator\'s own profile', () => {
    const { container, release } = renderWithStore(<RoleControl uid={9} name="Jonas" groups={[]} />, { config: moderator });
    expect(container).toBeEmptyDOMElement();
    release();
    const own = renderWithStore(<RoleControl uid={1} name="Alex" groups={['administrators']} />, { config: admin });
    expect(own.container).toBeEmptyDOMElement();
    own.release();
  });

  it('the member reads the change in their moderation log', () => {
    const first = moderationLogPage([moderationEntry({ action: 'role', role: 'administrator', topic: null, reason: 'Runs the site with us.' })]);
    const { release } = renderWithStore(<ModerationLog uid={9} first={first} />, { config: admin });
    expect(screen.getByText('Role changed to Administrator')).toBeInTheDocument();
    release();
  });
});
