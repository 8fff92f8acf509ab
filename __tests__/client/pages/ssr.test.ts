/**
 * The pages' getServerSideProps: redirects, status codes and props, with the server modules
 * replaced (the server project's API tests cover those modules against PostgreSQL).
 */
import type { GetServerSidePropsContext } from 'next';
import { AppError } from '@/server/http/errors';

type Viewer = { uid: number; registrationComplete: boolean };

jest.mock('@/server/ssr/appState', () => ({
  withAppConfig:
    (load?: (ctx: unknown, ssr: unknown) => Promise<unknown>) =>
    (ctx: { viewer: Viewer | null }) =>
      load ? load(ctx, { session: {}, viewer: ctx.viewer }) : Promise.resolve({ props: {} }),
}));
jest.mock('@/server/invites/service', () => ({ describeInvite: jest.fn() }));
jest.mock('@/server/users/service', () => ({ self: jest.fn(), userBySlug: jest.fn(), settingsBySlug: jest.fn() }));
jest.mock('@/server/discussions/reads', () => ({ memberPostsOf: jest.fn() }));
jest.mock('@/server/users/summary', () => ({ profileSummary: jest.fn() }));

/* eslint-disable @typescript-eslint/no-require-imports -- modules loaded after their mocks */
const invites = require('@/server/invites/service') as { describeInvite: jest.Mock };
const users = require('@/server/users/service') as { self: jest.Mock; userBySlug: jest.Mock; settingsBySlug: jest.Mock };
const reads = require('@/server/discussions/reads') as { memberPostsOf: jest.Mock };
const summaries = require('@/server/users/summary') as { profileSummary: jest.Mock };
const join = require('@/pages/join/[uid]/[timestamp]') as { getServerSideProps: (ctx: unknown) => Promise<unknown> };
const onboarding = require('@/pages/onboarding/basic') as { getServerSideProps: (ctx: unknown) => Promise<unknown> };
const profile = require('@/pages/user/[slug]/index') as { getServerSideProps: (ctx: unknown) => Promise<unknown> };
const settings = require('@/pages/user/[slug]/settings') as { getServerSideProps: (ctx: unknown) => Promise<unknown> };
const complete = require('@/pages/register/complete') as { getServerSideProps: (ctx: unknown) => Promise<unknown> };
const login = require('@/pages/login') as { getServerSideProps: (ctx: unknown) => Promise<unknown> };
/* eslint-enable @typescript-eslint/no-require-imports */

const member: Viewer = { uid: 7, registrationComplete: true };

function ctx(parts: { params?: Record<string, string>; query?: Record<string, string>; resolvedUrl?: string; viewer?: Viewer | null }) {
  return {
    params: parts.params ?? {},
    query: parts.query ?? {},
    resolvedUrl: parts.resolvedUrl ?? '/',
    res: { statusCode: 200 },
    viewer: parts.viewer ?? null,
  } as unknown as GetServerSidePropsContext & { res: { statusCode: number } };
}

const inviter = { uid: 3, username: 'amara', userslug: 'amara', fullname: 'Amara Okafor', picture: '' };

describe('join page SSR (R1.12)', () => {
  it('a valid invite gives the inviter and expiry', async () => {
    invites.describeInvite.mockResolvedValueOnce({ valid: true, inviter, expiresAt: 99, signed: true });
    const c = ctx({ params: { uid: '3', timestamp: '1760000000000' }, query: { sig: 'the-signature' } });
    await expect(join.getServerSideProps(c)).resolves.toEqual({
      props: { status: 'valid', uid: 3, timestamp: 1760000000000, sig: 'the-signature', inviter, expiresAt: 99 },
    });
    // hardening 6: the signature from the query is what the server checks.
    expect(invites.describeInvite).toHaveBeenCalledWith(3, 1760000000000, 'the-signature');
    expect(c.res.statusCode).toBe(200);
  });

  it('an expired invite answers 410, an invalid one 404', async () => {
    invites.describeInvite.mockRejectedValueOnce(new AppError('invite-expired'));
    const expired = ctx({ params: { uid: '3', timestamp: '1' } });
    await expect(join.getServerSideProps(expired)).resolves.toMatchObject({ props: { status: 'expired', errorKey: 'invite-expired' } });
    expect(expired.res.statusCode).toBe(410);

    invites.describeInvite.mockRejectedValueOnce(new AppError('invite-invalid'));
    const unknown = ctx({ params: { uid: '999', timestamp: '1760000000000' } });
    await expect(join.getServerSideProps(unknown)).resolves.toMatchObject({ props: { status: 'invalid' } });
    expect(unknown.res.statusCode).toBe(404);

    const malformed = ctx({ params: { uid: 'abc', timestamp: 'x' } });
    await expect(join.getServerSideProps(malformed)).resolves.toMatchObject({ props: { status: 'invalid', errorKey: 'invite-invalid' } });
    expect(malformed.res.statusCode).toBe(404);
  });
});

describe('members-only pages send visitors to /login with returnTo', () => {
  it('R1.13: onboarding', async () => {
    await expect(onboarding.getServerSideProps(ctx({ resolvedUrl: '/onboarding/basic?redirect=%2Fevents' }))).resolves.toEqual({
      redirect: { destination: '/login?returnTo=%2Fonboarding%2Fbasic%3Fredirect%3D%252Fevents', permanent: false },
    });
  });

  it('settings', async () => {
    await expect(settings.getServerSideProps(ctx({ params: { slug: 'priya' }, resolvedUrl: '/user/priya/settings' }))).resolves.toEqual({
      redirect: { destination: '/login?returnTo=%2Fuser%2Fpriya%2Fsettings', permanent: false },
    });
  });
});

describe('page SSR for members', () => {
  it('R1.13: onboarding is prefilled from the member and keeps ?redirect', async () => {
    users.self.mockResolvedValueOnce({ uid: 7, fullname: 'P', username: 'priya', aboutme: 'a', location: 'l', picture: 'p', website: 'w', email: 'x' });
    await expect(onboarding.getServerSideProps(ctx({ viewer: member, query: { redirect: '/events' } }))).resolves.toEqual({
      props: {
        uid: 7,
        initial: { fullname: 'P', username: 'priya', aboutme: 'a', location: 'l', picture: 'p', website: 'w' },
        redirect: '/events',
      },
    });
  });

  it('R1.14: members who completed registration go to /discussions; others see the consent page', async () => {
    await expect(complete.getServerSideProps(ctx({ viewer: member }))).resolves.toEqual({
      redirect: { destination: '/discussions', permanent: false },
    });
    await expect(complete.getServerSideProps(ctx({ viewer: { uid: 7, registrationComplete: false } }))).resolves.toEqual({ props: {} });
    await expect(complete.getServerSideProps(ctx({}))).resolves.toEqual({ props: {} });
  });

  it('/login: a signed-in member goes on to a safe returnTo; a visitor gets the error key', async () => {
    await expect(login.getServerSideProps(ctx({ viewer: member, query: { returnTo: '//evil' } }))).resolves.toEqual({
      redirect: { destination: '/discussions', permanent: false },
    });
    await expect(login.getServerSideProps(ctx({ query: { returnTo: '/x', error: 'github-login-failed' } }))).resolves.toEqual({
      props: { returnTo: '/x', errorKey: 'github-login-failed', mode: 'login' },
    });
  });

  it.each(['//evil.example', '/\t/evil.example', '/%09/evil.example', '/%5Cevil.example', 'https://evil.example/'])(
    'hardening 2: /login?returnTo=%j and ?next= lead back to the feed, for members and visitors',
    async (target) => {
      const queries: Array<Record<string, string>> = [{ returnTo: target }, { next: target }];
      for (const query of queries) {
        await expect(login.getServerSideProps(ctx({ viewer: member, query }))).resolves.toEqual({
          redirect: { destination: '/discussions', permanent: false },
        });
        await expect(login.getServerSideProps(ctx({ query }))).resolves.toEqual({
          props: { returnTo: '/discussions', errorKey: null, mode: 'login' },
        });
      }
      await expect(login.getServerSideProps(ctx({ viewer: member, query: { next: '/events' } }))).resolves.toEqual({
        redirect: { destination: '/events', permanent: false },
      });
    },
  );

  it.each(['//evil.example', '/\t/evil.example', '/%09/evil.example', '/%5Cevil.example'])(
    'hardening 2: onboarding never hands ?redirect=%j on to the page',
    async (target) => {
      users.self.mockResolvedValueOnce({ uid: 7, fullname: 'P', username: 'priya', aboutme: 'a', location: 'l', picture: 'p', website: 'w', email: 'x' });
      const answer = await onboarding.getServerSideProps(ctx({ viewer: member, query: { redirect: target } }));
      expect(answer).toMatchObject({ props: { redirect: '/discussions' } });
    },
  );

  it('profile: an unknown member answers 404; a known one brings its badges and (R3.15) the first page of its posts and the reader’s relation as the seed', async () => {
    users.userBySlug.mockRejectedValueOnce(new AppError('no-user'));
    const missing = ctx({ params: { slug: 'nobody' } });
    await expect(profile.getServerSideProps(missing)).resolves.toEqual({ props: { slug: 'nobody', found: false } });
    expect(missing.res.statusCode).toBe(404);

    users.userBySlug.mockResolvedValueOnce({ uid: 3, userslug: 'amara', badges: [{ id: 1, badge: 'first-post', notified: true }] });
    reads.memberPostsOf.mockResolvedValueOnce({ posts: [{ pid: 40, title: 'A topic' }], page: 1, per_page: 20 });
    summaries.profileSummary.mockResolvedValueOnce({ uid: 3, credits: 40, blocked: false, followers: 2, viewerFollows: true });
    await expect(profile.getServerSideProps(ctx({ params: { slug: 'amara' }, viewer: member }))).resolves.toEqual({
      props: {
        slug: 'amara',
        found: true,
        user: { uid: 3, userslug: 'amara' },
        badges: [{ id: 1, badge: 'first-post', notified: true }],
        summary: { uid: 3, credits: 40, blocked: false, followers: 2, viewerFollows: true },
        // The reader's relation to the member (store/profile/relation.ts).
        seed: {
          id: expect.any(String),
          memberPosts: { uid: 3, posts: [{ pid: 40, title: 'A topic' }] },
          memberRelation: { uid: 3, followers: 2, viewerFollows: true, blocked: false },
        },
      },
    });
    expect(reads.memberPostsOf).toHaveBeenCalledWith(member, 3, 1);
    expect(summaries.profileSummary).toHaveBeenCalledWith('amara', member);
  });

  it("R6.2: another member's settings answer 403", async () => {
    users.settingsBySlug.mockRejectedValueOnce(new AppError('no-privileges'));
    const other = ctx({ params: { slug: 'amara' }, viewer: member });
    await expect(settings.getServerSideProps(other)).resolves.toEqual({ props: { state: 'forbidden', slug: 'amara' } });
    expect(other.res.statusCode).toBe(403);
  });
});

describe('the home page', () => {
  it('/ redirects permanently (308) to /discussions', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded like the pages above
    const home = require('@/pages/index') as { getServerSideProps: (ctx: unknown) => Promise<unknown> };
    // Next answers `permanent: true` with 308 Permanent Redirect.
    await expect(home.getServerSideProps(ctx({}))).resolves.toEqual({ redirect: { destination: '/discussions', permanent: true } });
  });
});
