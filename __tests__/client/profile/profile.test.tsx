import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileView } from '@/components/profile/ProfileView';
import { answerFor } from '@/mocks/answer';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { profileUser } from '@/mocks/factories/profile';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { noRestrictions } from './renderProfile';
import { hydrateMemberPosts } from '@/store/profile/posts';
import { selectLogin } from '@/store/selectors';
import { authors, mainPost } from '@/mocks/factories/discussions';

// A member's own profile asks about their suspension and silence (issue 35).
startMswServer(...noRestrictions);

const priya = profileUser({
  uid: memberUser.uid,
  username: 'priya',
  userslug: 'priya',
  fullname: 'Priya Raman',
  picture: '/avatars/priya.svg',
  aboutme: 'I <b>love</b> parsers &amp; lexers',
  location: 'Chennai',
  website: 'https://priya.example.org',
  reputation: 1234,
  postcount: 56,
  groups: ['registered-users', 'Global Moderators'],
});

const publicBadges = [{ id: 11, badge: 'first-post', notified: true }];

describe('profile page /user/{slug}', () => {
  it('R3.15/R5.8/R5.9: shows picture, display name, @username, about as text, location, website, joined, stats and groups', () => {
    const { release } = renderWithStore(<ProfileView user={priya} badges={publicBadges} />, { config: visitorConfig() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Priya Raman');
    expect(screen.getByRole('img', { name: "Priya Raman's picture" })).toHaveAttribute('src', '/avatars/priya.svg');
    expect(screen.getByText('@priya')).toBeInTheDocument();
    // Unescaped, and never live HTML.
    const about = screen.getByText('I <b>love</b> parsers & lexers');
    expect(about.querySelector('b')).toBeNull();
    expect(screen.getByText('Chennai')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: 'priya.example.org' });
    expect(website).toHaveAttribute('href', 'https://priya.example.org');
    expect(website).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(screen.getByText('5 January 2024')).toHaveAttribute('datetime', '2024-01-05T00:00:00.000Z');
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('56')).toBeInTheDocument();
    const groups = screen.getByRole('list', { name: 'Groups' });
    expect(within(groups).getByText('Global moderator')).toBeInTheDocument();
    expect(screen.getByText('First post')).toBeInTheDocument();
    // Not your profile: no edit, settings or invite.
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    release();
  });

  it('R5.9: a nameless member falls back to the username', () => {
    const { release } = renderWithStore(<ProfileView user={{ ...priya, fullname: '' }} badges={[]} />, {
      config: visitorConfig(),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('priya');
    expect(screen.getByText('No badges yet.')).toBeInTheDocument();
    release();
  });

  it('R6.2: your own profile links to edit and settings and opens the invite dialog', async () => {
    const { store, release } = renderWithStore(<ProfileView user={{ ...priya, isSelf: true }} badges={[]} />, {
      config: memberConfig(),
    });
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user/priya/settings#profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/user/priya/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Invite friends' }));
    expect(store.getState().modals.name).toBe('invite');
    release();
  });

  it('R4.13: an unacknowledged badge shows "New"; "OK, got it" sets notified', async () => {
    const calls: string[] = [];
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/badges/{id}/notified', ({ params, request }) => {
        calls.push(`${params.uid}/${params.id} ${request.headers.get('x-xsrf-token')}`);
        return { id: Number(params.id), badge: 'first-post', notified: true };
      }),
    );
    const { store, release } = renderWithStore(<ProfileView user={{ ...priya, isSelf: true }} badges={[]} />, {
      config: memberConfig(),
    });
    const badge = document.getElementById('badge-11')!;
    expect(within(badge).getByText('New')).toBeInTheDocument();
    // The already acknowledged badge (id 12) has no marker.
    expect(within(document.getElementById('badge-12')!).queryByText('New')).toBeNull();

    await userEvent.click(within(badge).getByRole('button', { name: /OK, got it/ }));
    await waitFor(() => expect(within(badge).queryByText('New')).toBeNull());
    expect(calls).toEqual(['7/11 member-token']);
    expect(selectLogin(store.getState()).user?.badges.find((b) => b.id === 11)?.notified).toBe(true);
    expect(within(badge).queryByRole('button')).toBeNull();
    expect(badge).toHaveFocus();
    release();
  });
});

describe('a member\'s posts on the profile (R3.15)', () => {
  it('R3.15 shows the server-rendered first page (topics and replies, a reply linking to itself); Load more asks for page 2', async () => {
    const topics = Array.from({ length: 19 }, (_, i) => mainPost(300 + i, {}, authors.priya));
    const reply = mainPost(299, { isMainPost: false, toPid: 5, tid: 5, title: 'How to configure the parser?', url: '/posts/5/how-to-configure-the-parser' }, authors.priya);
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/user/{slug}/posts', ({ params, query }) => {
        asked.push(`${params.slug} ${query.get('page') ?? ''}`);
        return { posts: [mainPost(200, { title: 'An older topic' }, authors.priya)], page: 2, per_page: 20 };
      }),
    );
    const { store, release } = renderWithStore(<ProfileView user={priya} badges={[]} />, { config: visitorConfig() });
    act(() => {
      store.dispatch(hydrateMemberPosts({ uid: priya.uid, posts: [reply, ...topics] }));
    });
    const list = screen.getByRole('list', { name: 'Posts by Priya Raman' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(within(list).getByRole('link', { name: 'Reply in How to configure the parser?' })).toHaveAttribute('href', '/posts/5/how-to-configure-the-parser#post-299');
    await userEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(21));
    expect(asked).toEqual([`${memberUser.uid} 2`]);
    expect(within(list).getByRole('link', { name: 'An older topic' })).toBeInTheDocument();
    release();
  });

  it('R3.15 a member without posts sees the empty state', () => {
    const { store, release } = renderWithStore(<ProfileView user={{ ...priya, isSelf: true }} badges={[]} />, { config: memberConfig() });
    act(() => {
      store.dispatch(hydrateMemberPosts({ uid: priya.uid, posts: [] }));
    });
    expect(screen.getByText('No posts yet')).toBeInTheDocument();
    expect(screen.getByText('Your topics and replies will show here.')).toBeInTheDocument();
    release();
  });
});
