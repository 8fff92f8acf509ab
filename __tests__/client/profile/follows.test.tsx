import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noRestrictions, profilePage } from './renderProfile';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { followMember, OTHER_UID as OTHER, profileAnswer, profileEvent, profileProject, profileSummary, profileUser } from '@/mocks/factories/profile';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/**
 * R3.15 on the profile: Follow / Unfollow (visitors get the login dialog, R3.16), the follower
 * and following counts, the Followers section, and "Show more" on the profile's lists (the next
 * page through the list's read call, its error with Retry).
 */

// A member's own profile asks about their suspension and silence (issue 35).
startMswServer(...noRestrictions);

const mei = profileUser();

const followers = () => screen.getByRole('list', { name: 'Followers of Mei Chen' });

describe('R3.15 the follower counts and the Followers section', () => {
  it('shows how many follow the member and how many they follow, and lists the followers with picture, name and link', () => {
    const { release } = renderWithStore(profilePage(mei, [], profileSummary()), { config: visitorConfig() });
    expect(screen.getByRole('link', { name: '3 followers' })).toHaveAttribute('href', '#followers');
    expect(screen.getByRole('link', { name: '5 following' })).toHaveAttribute('href', '#following');
    expect(screen.getByRole('heading', { name: 'Followers (3)' })).toBeInTheDocument();
    const rows = within(followers()).getAllByRole('link');
    expect(rows.map((a) => a.getAttribute('href'))).toEqual(['/user/jonas', '/user/carlos', '/user/amara']);
    expect(within(rows[0]!).getByRole('img', { name: "Jonas Becker's picture" })).toHaveAttribute('src', '/uploads/jonas.png');
    expect(rows[0]).toHaveTextContent('Jonas Becker@jonas');
    // No "Show more" when every follower is shown.
    expect(screen.queryByRole('button', { name: 'Show more followers' })).not.toBeInTheDocument();
    release();
  });

  it('an empty list says so', () => {
    const { release } = renderWithStore(profilePage(mei, [], profileSummary({ followers: 0, followerList: [] })), { config: visitorConfig() });
    expect(screen.getByText('No followers yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 followers' })).toBeInTheDocument();
    release();
  });
});

describe('R3.15 the Following section', () => {
  const following = () => screen.getByRole('list', { name: 'Members Mei Chen follows' });

  it('lists the members the member follows from the summary, newest first, with Show more for the rest', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/user/{slug}/following', ({ params, query }) => {
        asked.push(`${params.slug}:${query.get('page')}`);
        return { items: [followMember(210, 'mateo')], page: 2, hasMore: false, total: 6 };
      }),
    );
    const { release } = renderWithStore(profilePage(mei, [], profileSummary({ following: 6 })), { config: visitorConfig() });
    expect(screen.getByRole('heading', { name: 'Following (6)' })).toBeInTheDocument();
    const rows = within(following()).getAllByRole('link');
    expect(rows.map((a) => a.getAttribute('href'))).toEqual(['/user/priya', '/user/liam', '/user/sofia', '/user/jonas', '/user/amara']);
    expect(rows[0]).toHaveTextContent('Priya Nair@priya');
    await userEvent.click(screen.getByRole('button', { name: 'Show more members followed' }));
    await waitFor(() => expect(within(following()).getAllByRole('link')).toHaveLength(6));
    expect(within(following()).getAllByRole('link')[5]).toHaveAttribute('href', '/user/mateo');
    expect(screen.queryByRole('button', { name: 'Show more members followed' })).not.toBeInTheDocument();
    expect(asked).toEqual(['mei:2']);
    release();
  });

  it('following nobody says so', () => {
    const { release } = renderWithStore(profilePage(mei, [], profileSummary({ following: 0, followingList: [] })), { config: visitorConfig() });
    expect(screen.getByText('Not following anyone yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 following' })).toHaveAttribute('href', '#following');
    release();
  });
});

describe('R3.15 Follow / Unfollow', () => {
  it('a visitor pressing Follow gets the login dialog and nothing is sent (R3.16)', async () => {
    let sent = 0;
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/follow', () => {
        sent += 1;
        return { followers: 4, viewerFollows: true };
      }),
    );
    const { store, release } = renderWithStore(profilePage(mei, [], profileSummary()), { config: visitorConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'follow' } });
    expect(sent).toBe(0);
    release();
  });

  it('a member follows with PUT: the count goes up, the button turns to Unfollow and the followers list loads again with them', async () => {
    const calls: string[] = [];
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/follow', ({ params }) => {
        calls.push(`put ${params.uid}`);
        return { followers: 4, viewerFollows: true };
      }),
      ...answerFor('DELETE /api/v3/users/{uid}/follow', ({ params }) => {
        calls.push(`delete ${params.uid}`);
        return { followers: 3, viewerFollows: false };
      }),
      ...answerFor('GET /api/user/{slug}/followers', ({ params, query }) => {
        calls.push(`followers ${query.get('page')}`);
        expect(params.slug).toBe('mei');
        const me = followMember(memberUser.uid, memberUser.username, 'Test Member');
        const list = calls.filter((c) => c.startsWith('put')).length > calls.filter((c) => c.startsWith('delete')).length ? [me] : [];
        return { items: [...list, followMember(201, 'jonas', 'Jonas Becker'), followMember(202, 'carlos'), followMember(203, 'amara')], page: 1, hasMore: false, total: 3 + list.length };
      }),
    );
    const { release } = renderWithStore(profilePage(mei, [], profileSummary()), { config: memberConfig() });
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    const unfollow = await screen.findByRole('button', { name: 'Unfollow' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: '4 followers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Followers (4)' })).toBeInTheDocument();
    expect(screen.getByText('You follow Mei Chen.')).toBeInTheDocument();
    await waitFor(() => expect(within(followers()).getAllByRole('link')).toHaveLength(4));
    expect(within(followers()).getAllByRole('link')[0]).toHaveAttribute('href', `/user/${memberUser.username}`);

    await userEvent.click(unfollow);
    await screen.findByRole('button', { name: 'Follow' });
    expect(screen.getByRole('link', { name: '3 followers' })).toBeInTheDocument();
    await waitFor(() => expect(within(followers()).getAllByRole('link')).toHaveLength(3));
    expect(calls).toEqual([`put ${OTHER}`, 'followers 1', `delete ${OTHER}`, 'followers 1']);
    release();
  });

  it('starts as Unfollow when the member already follows', () => {
    const { release } = renderWithStore(profilePage(mei, [], profileSummary({ viewerFollows: true })), { config: memberConfig() });
    expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    release();
  });

  it('a refused follow keeps the button and the count, and shows the error toast', async () => {
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/follow', () => {
        throw mockFail('follow-blocked');
      }),
    );
    const { store, release } = renderWithStore(profilePage(mei, [], profileSummary()), { config: memberConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(store.getState().toasts.items).toHaveLength(1));
    expect(store.getState().toasts.items[0]!.message).toBe("You can't follow this member while one of you blocks the other.");
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '3 followers' })).toBeInTheDocument();
    release();
  });

  it('your own profile has no Follow button', () => {
    const own = { ...mei, uid: memberUser.uid, username: memberUser.username, userslug: memberUser.userslug };
    const { release } = renderWithStore(profilePage(own, [], profileSummary({ uid: memberUser.uid })), { config: memberConfig() });
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 followers' })).toBeInTheDocument();
    release();
  });
});

describe('R3.15 Show more on the profile lists', () => {
  it('loads the next page of answers in place, moves focus to the first new row, and goes when the list ends', async () => {
    const pages: string[] = [];
    server.use(
      ...answerFor('GET /api/user/{slug}/answers', ({ params, query }) => {
        pages.push(`${params.slug} ${query.get('page') ?? ''}`);
        return { items: [profileAnswer(10), profileAnswer(9)], page: 2, hasMore: false };
      }),
    );
    const first = Array.from({ length: 10 }, (_, i) => profileAnswer(20 - i));
    const withMore = profileSummary({ counts: { ...profileSummary().counts, answers: 12 }, answers: first });
    const { release } = renderWithStore(profilePage(mei, [], withMore), { config: visitorConfig() });
    const list = screen.getByRole('list', { name: 'Answers by Mei Chen' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show more answers' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(pages).toEqual(['mei 2']);
    expect(within(list).getByRole('link', { name: 'Answer topic 10' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more answers' })).not.toBeInTheDocument();
    release();
  });

  it('a failed page shows its error with Retry, which loads it', async () => {
    let fail = true;
    server.use(
      ...answerFor('GET /api/user/{slug}/followers', () => {
        if (fail) throw mockFail('internal-error');
        return { items: [followMember(204, 'liam')], page: 2, hasMore: false, total: 4 };
      }),
    );
    const { release } = renderWithStore(profilePage(mei, [], profileSummary({ followers: 4 })), { config: visitorConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Show more followers' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Followers could not be loaded');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(followers()).getAllByRole('link')).toHaveLength(4));
    expect(within(followers()).getAllByRole('link')[3]).toHaveAttribute('href', '/user/liam');
    release();
  });

  it('events hosted, events attended and projects each page through their own call', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/user/{slug}/events', ({ params, query }) => {
        asked.push(`events ${params.slug} ${query.get('role')} ${query.get('page')}`);
        return { items: [profileEvent(99, { title: 'Old meetup', url: '/events/99/old-meetup', startsAt: Date.UTC(2020, 0, 1) })], page: 2, hasMore: false };
      }),
      ...answerFor('GET /api/user/{slug}/projects', ({ params, query }) => {
        asked.push(`projects ${params.slug} ${query.get('page')}`);
        return { items: [profileProject(77, { name: 'Zeta', slug: 'zeta', role: 'follower' })], page: 2, hasMore: false };
      }),
    );
    const long = profileSummary({
      counts: { ...profileSummary().counts, eventsHosted: 2, eventsAttended: 2, projects: 2 },
      eventsHosted: [profileEvent(1)],
      eventsAttended: [profileEvent(2)],
      projects: [profileProject(1)],
    });
    const { release } = renderWithStore(profilePage(mei, [], long), { config: visitorConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Show more events hosted' }));
    await within(screen.getByRole('list', { name: 'Events hosted by Mei Chen' })).findByRole('link', { name: 'Old meetup' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more events attended' }));
    await within(screen.getByRole('list', { name: 'Events Mei Chen attended' })).findByRole('link', { name: 'Old meetup' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more projects' }));
    await within(screen.getByRole('list', { name: 'Projects of Mei Chen' })).findByRole('link', { name: 'Zeta' });
    expect(asked).toEqual(['events mei hosted 2', 'events mei attended 2', 'projects mei 2']);
    release();
  });
});
