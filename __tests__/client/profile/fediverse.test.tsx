import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileView } from '@/components/profile/ProfileView';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, memberUser } from '@/mocks/factories/config';
import { profileSummary, profileUser } from '@/mocks/factories/profile';
import { createRouter } from '../support/router';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { noRestrictions } from './renderProfile';

/**
 * Issue 38: "Follow someone on the fediverse" under the member's own Following list (a handle or
 * a profile address, looked up by POST /api/v3/federation/lookup, then that account's profile
 * here), and a remote member's profile saying where its account lives.
 */

const mockRouter = createRouter('/user/me');
jest.mock('next/compat/router', () => ({ useRouter: () => mockRouter }));

// A member's own profile asks about their suspension and silence (issue 35).
startMswServer(...noRestrictions);

beforeEach(() => {
  mockRouter.push.mockClear();
  mockRouter.pushed.length = 0;
});

const me = profileUser({ uid: memberUser.uid, username: memberUser.username, userslug: memberUser.userslug, isSelf: true });
const renderOwn = () => renderWithStore(<ProfileView user={me} badges={[]} summary={profileSummary({ uid: me.uid, userslug: me.userslug })} />, { config: memberConfig() });
const form = () => screen.getByRole('form', { name: 'Follow someone on the fediverse' });

describe('issue 38: Follow someone on the fediverse', () => {
  it('on your own Following list: a handle typed and sent by keyboard opens that account\'s profile here', async () => {
    const asked: unknown[] = [];
    server.use(
      ...answerFor('POST /api/v3/federation/lookup', async ({ request }) => {
        asked.push(await request.json());
        return { uid: 900, username: 'ana@mastodon.social', userslug: 'ana@mastodon.social' };
      }),
    );
    const { release } = renderOwn();
    expect(within(document.getElementById('following')!).getByRole('form', { name: 'Follow someone on the fediverse' })).toBeInTheDocument();
    const input = within(form()).getByRole('textbox', { name: /Handle or profile address/ });
    await userEvent.type(input, '@ana@mastodon.social{Enter}');
    await waitFor(() => expect(mockRouter.pushed).toEqual([`/user/${encodeURIComponent('ana@mastodon.social')}`]));
    expect(asked).toEqual([expect.objectContaining({ query: '@ana@mastodon.social' })]);
    release();
  });

  it('shows the catalogue text when the account cannot be found, and stays on the page', async () => {
    server.use(
      ...answerFor('POST /api/v3/federation/lookup', () => {
        throw mockFail('activitypub.get-failed');
      }),
    );
    const { release } = renderOwn();
    await userEvent.type(within(form()).getByRole('textbox'), 'nobody@nowhere.example');
    await userEvent.click(within(form()).getByRole('button', { name: 'Find account' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('The federated content could not be fetched.');
    expect(mockRouter.push).not.toHaveBeenCalled();
    release();
  });

  it("is not on someone else's profile", () => {
    const other = profileUser();
    const { release } = renderWithStore(<ProfileView user={other} badges={[]} summary={profileSummary()} />, { config: memberConfig() });
    expect(screen.queryByRole('form', { name: 'Follow someone on the fediverse' })).not.toBeInTheDocument();
    release();
  });
});

describe("issue 38: a remote member's profile", () => {
  it('says which server its account is on, linking to its own profile there (nofollow), without groups', () => {
    const ana = profileUser({ uid: 900, username: 'ana@mastodon.social', userslug: 'ana@mastodon.social', groups: ['registered-users'] });
    const summary = profileSummary({ uid: 900, userslug: 'ana@mastodon.social', remote: { host: 'mastodon.social', url: 'https://mastodon.social/@ana' } });
    const { release } = renderWithStore(<ProfileView user={ana} badges={[]} summary={summary} />, { config: memberConfig() });
    const link = screen.getByRole('link', { name: 'Account on mastodon.social' });
    expect(link).toHaveAttribute('href', 'https://mastodon.social/@ana');
    expect(link).toHaveAttribute('rel', 'nofollow noopener ugc');
    expect(screen.queryByRole('list', { name: 'Groups' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Follow/ })).toBeInTheDocument();
    release();
  });
});
