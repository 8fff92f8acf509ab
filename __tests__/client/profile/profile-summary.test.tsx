import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profilePage } from './renderProfile';
import type { ProfileSummary } from '@/lib/users/types';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { OTHER_UID as OTHER, profileAnswer, profileEvent, profileProject, profileSummary, profileUser } from '@/mocks/factories/profile';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

startMswServer();

const mei = profileUser();

const summary = (over: Partial<ProfileSummary> = {}): ProfileSummary =>
  profileSummary({
    counts: { posts: 12, answers: 7, acceptedAnswers: 2, eventsHosted: 3, eventsAttended: 1, projects: 2, badges: 1 },
    answers: [
      profileAnswer(31, { tid: 4, title: 'Which licence should I pick?', accepted: true, timestamp: Date.UTC(2025, 2, 1) }),
      profileAnswer(30, { tid: 3, title: 'How do I start contributing?', timestamp: Date.UTC(2025, 1, 1) }),
    ],
    eventsHosted: [profileEvent(9, { title: 'Release party', url: '/events/9/release-party', startsAt: Date.UTC(2026, 0, 10) })],
    eventsAttended: [profileEvent(5, { title: 'Past meetup', url: '/events/5/past-meetup', startsAt: Date.UTC(2025, 4, 1) })],
    projects: [profileProject(1, { name: 'Alpha Tools', slug: 'alpha-tools' }), profileProject(2, { name: 'Beta Docs', slug: 'beta-docs', role: 'follower' })],
    badges: [{ badge: 'first-post', awardedAt: Date.UTC(2024, 5, 2) }],
    followers: 0,
    following: 0,
    followerList: [],
    ...over,
  });

const badges = [{ id: 11, badge: 'first-post', notified: true }];

describe('R3.15 the profile summary on /user/{slug}', () => {
  it('shows answers with the accepted one marked, events hosted and attended, projects, credits and when each badge was earned', () => {
    const { release } = renderWithStore(profilePage(mei, badges, summary()), { config: visitorConfig() });
    const answers = screen.getByRole('list', { name: 'Answers by Mei Chen' });
    const items = within(answers).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Which licence should I pick?Accepted');
    expect(within(items[0]!).getByRole('link', { name: 'Which licence should I pick?' })).toHaveAttribute('href', '/post/4');
    expect(items[1]).not.toHaveTextContent('Accepted');
    expect(screen.getByRole('heading', { name: 'Answers (7)' })).toBeInTheDocument();
    expect(screen.getByText('2 accepted answers')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Events hosted by Mei Chen' })).getByRole('link', { name: 'Release party' })).toHaveAttribute(
      'href',
      '/events/9/release-party',
    );
    expect(within(screen.getByRole('list', { name: 'Events Mei Chen attended' })).getByText('Past meetup')).toBeInTheDocument();
    const projects = screen.getByRole('list', { name: 'Projects of Mei Chen' });
    expect(within(projects).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Alpha Tools Maintainer', 'Beta Docs Follower']);
    expect(screen.getByText('Credits').nextSibling).toHaveTextContent('40');
    expect(screen.getByText('Events hosted').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('2 June 2024')).toHaveAttribute('datetime', '2024-06-02T00:00:00.000Z');
    // A visitor gets no Block button.
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    release();
  });

  it('empty sections say so', () => {
    const empty = summary({
      counts: { posts: 0, answers: 0, acceptedAnswers: 0, eventsHosted: 0, eventsAttended: 0, projects: 0, badges: 0 },
      answers: [],
      eventsHosted: [],
      eventsAttended: [],
      projects: [],
      badges: [],
    });
    const { release } = renderWithStore(profilePage(mei, [], empty), { config: visitorConfig() });
    expect(screen.getByText('No answers yet.')).toBeInTheDocument();
    expect(screen.getByText('No events hosted yet.')).toBeInTheDocument();
    expect(screen.getByText('No events attended yet.')).toBeInTheDocument();
    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
    release();
  });
});

describe('R3.10 Block / Unblock on another member\'s profile', () => {
  it('a member blocks with PUT and unblocks with DELETE /api/v3/users/{uid}/block; the follow a block ends shows as ended', async () => {
    const calls: string[] = [];
    server.use(
      // After the block the server says what remains: the follow ended, one follower less.
      ...answerFor('GET /api/user/{slug}/summary', () => summary({ followers: 2, viewerFollows: false, blocked: true })),
      ...answerFor('PUT /api/v3/users/{uid}/block', ({ params }) => {
        calls.push(`put ${params.uid}`);
        return {};
      }),
      ...answerFor('DELETE /api/v3/users/{uid}/block', ({ params }) => {
        calls.push(`delete ${params.uid}`);
        return {};
      }),
    );
    const { release } = renderWithStore(profilePage(mei, badges, summary({ followers: 3, viewerFollows: true })), { config: memberConfig() });
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    const block = screen.getByRole('button', { name: 'Block' });
    expect(block).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(block);
    const unblock = await screen.findByRole('button', { name: 'Unblock' });
    await screen.findByRole('button', { name: 'Follow' });
    expect(screen.getByRole('link', { name: /2 followers/ })).toBeInTheDocument();
    expect(unblock).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Mei Chen blocked/)).toBeInTheDocument();
    await userEvent.click(unblock);
    await screen.findByRole('button', { name: 'Block' });
    expect(calls).toEqual([`put ${OTHER}`, `delete ${OTHER}`]);
    release();
  });

  it('a refused block keeps the button as it was and shows the error', async () => {
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/block', () => {
        throw mockFail('cannot-block-privileged');
      }),
    );
    const { store, release } = renderWithStore(profilePage(mei, badges, summary()), { config: memberConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(store.getState().toasts.items).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Block' })).toBeEnabled();
    release();
  });

  it('no Block button on your own profile', () => {
    const own = { ...mei, uid: memberUser.uid };
    const { release } = renderWithStore(profilePage(own, [], summary({ uid: memberUser.uid })), { config: memberConfig() });
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
    release();
  });
});
