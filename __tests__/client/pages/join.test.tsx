import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JoinInvite, type JoinInviteProps } from '@/components/invite/JoinInvite';
import { INVITE_STORAGE_KEY, readStoredInvite } from '@/services/invites';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

// No call leaves the page: the invite was checked on the server (getServerSideProps).
startMswServer();

const inviter = { uid: 3, username: 'amara', userslug: 'amara', fullname: 'Amara Okafor', picture: '/avatars/amara.svg' };
const valid: JoinInviteProps = {
  status: 'valid',
  uid: 3,
  timestamp: 1_760_000_000_000,
  sig: 'the-signature',
  inviter,
  expiresAt: 1_760_000_000_000 + 30 * 24 * 3600 * 1000,
};

afterEach(() => window.sessionStorage.clear());

describe('join page /join/{uid}/{timestamp}', () => {
  it('R1.12: shows who invites, with their picture and name, and what the community is', () => {
    const { release } = renderWithStore(<JoinInvite {...valid} />, { config: visitorConfig() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Amara Okafor invited you to join the community');
    expect(screen.getByRole('img', { name: "Amara Okafor's picture" })).toHaveAttribute('src', '/avatars/amara.svg');
    expect(screen.getByRole('link', { name: 'Amara Okafor' })).toHaveAttribute('href', '/user/amara');
    expect(screen.getByRole('heading', { name: 'What happens here' })).toBeInTheDocument();
    expect(screen.getByText(/valid until/)).toHaveTextContent('valid until 8 November 2025');
    release();
  });

  it('R1.12: a visitor\'s "Join" stores the invite and opens the login dialog with the join flag', async () => {
    const { store, release } = renderWithStore(<JoinInvite {...valid} />, { config: visitorConfig() });
    expect(window.sessionStorage.getItem(INVITE_STORAGE_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Join the community' }));
    expect(JSON.parse(window.sessionStorage.getItem(INVITE_STORAGE_KEY)!)).toEqual({ uid: 3, timestamp: valid.timestamp, sig: 'the-signature' });
    // hardening 6: the signature goes with it, for sign-up to check.
    expect(readStoredInvite()).toEqual({ uid: 3, timestamp: valid.timestamp, sig: 'the-signature' });
    expect(store.getState().modals).toMatchObject({ name: 'login', props: { join: true } });
    release();
  });

  it('R1.12: a logged-in member sees they are already a member, with a link to /discussions', () => {
    const { release } = renderWithStore(<JoinInvite {...valid} />, { config: memberConfig() });
    expect(screen.getByText('You are already a member.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to discussions' })).toHaveAttribute('href', '/discussions');
    expect(screen.queryByRole('button', { name: 'Join the community' })).not.toBeInTheDocument();
    release();
  });

  it('R1.12: the inviter opening their own link is told so', () => {
    const own = { ...valid, uid: 7, inviter: { ...inviter, uid: 7 } };
    const { release } = renderWithStore(<JoinInvite {...own} />, { config: memberConfig() });
    expect(screen.getByText('This is your own invite link.')).toBeInTheDocument();
    release();
  });

  it('R1.12/R8.2: an expired invite shows the catalogue text and a way to the site', () => {
    const { release } = renderWithStore(
      <JoinInvite status="expired" uid={3} timestamp={1} errorKey="invite-expired" />,
      { config: visitorConfig() },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This invite has expired');
    expect(screen.getByRole('alert')).toHaveTextContent('This invite link has expired. Please ask for a new one.');
    expect(screen.getByRole('link', { name: 'Visit the community' })).toHaveAttribute('href', '/discussions');
    expect(screen.queryByRole('button', { name: 'Join the community' })).not.toBeInTheDocument();
    release();
  });

  it('R1.12: an invalid invite says the link does not work', () => {
    const { release } = renderWithStore(
      <JoinInvite status="invalid" uid={null} timestamp={null} errorKey="invite-invalid" />,
      { config: visitorConfig() },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This invite link is not valid.');
    release();
  });
});

describe('stored invite (services/invites)', () => {
  it('ignores a malformed stored value', () => {
    window.sessionStorage.setItem(INVITE_STORAGE_KEY, '{"uid":"x"}');
    expect(readStoredInvite()).toBeNull();
    window.sessionStorage.setItem(INVITE_STORAGE_KEY, 'not json');
    expect(readStoredInvite()).toBeNull();
  });
});
