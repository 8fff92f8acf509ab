import { http, HttpResponse } from 'msw';
import { pageViewStatsContract } from '@/lib/analytics/contracts';
import { formatErrorKey } from '@/lib/errors/keys';
import { initialsOf, visibleFullname } from '@/lib/users/rules';
import { formReceiptContract, formsPageContract } from '@/lib/forms/contracts';
import { FORM_KINDS } from '@/lib/forms/schemas';
import { healthContract } from '@/lib/health/contracts';
import { inviteInfoContract, inviteLinkContract } from '@/lib/invites/contracts';
import { inviteExpiresAt, inviteLinkProblem } from '@/lib/invites/rules';
import { inviteSignature as inviteSignatureSchema } from '@/lib/invites/schemas';
import { outboxPageContract, unsubscribedContract } from '@/lib/notifications/contracts';
import { creditsContract } from '@/lib/rewards/contracts';
import { CREDIT_RULES } from '@/lib/rewards/types';
import {
  followListContract,
  followStateContract,
  profileAnswersPageContract,
  profileEventsPageContract,
  profileProjectsPageContract,
} from '@/lib/users/followsContracts';
import {
  accountSecurityContract,
  badgeStateContract,
  hovercardContract,
  memberLookupContract,
  passwordChangedContract,
  profileSummaryContract,
  publicUserContract,
  selfUserContract,
  sessionsEndedContract,
  settingsAnswerContract,
  settingsContract,
  userConfigsContract,
  userProfileContract,
} from '@/lib/users/contracts';
import type { FollowMember, ProfileAnswer, ProfileEvent, ProfileProject, PublicUser, UserSettings } from '@/lib/users/types';
import { eventSlug } from '@/lib/events/rules';
import { MOCK_PASSWORD, memberByUid, mockDb, postByPid, topicByTid, type MockDb, type MockMember } from '../db';
import { mockEndpoint, mockFail, type MockRequest } from '../endpoint';
import { eventsOf, type MockEvent } from '../fixtures/events';
import { projectsOf, type MockProject } from '../fixtures/projects';
import { DEFAULT_SETTINGS, usersData } from '../fixtures/users';
import { lifecycleOf } from '../present/events';
import { scenarioOf } from '@/lib/mockScenarios';
import { MOCK_CSRF_TOKEN } from './session';
import { inviteSignature, mockSignatureMatches, SIGNATURE_PURPOSES, unsubscribeSignature } from './signatures';
import { DAY_MS } from '@/lib/time';
import { escapeHtml } from '@/lib/names';

/**
 * Members (R3.15, R4.13): the signed-in member, public profiles with their summary, hovercards,
 * the member lookup, profile and settings writes, badges, password and sessions, follows; and the
 * smaller calls beside them: invites, forms, credits, health, and the administrators' page views,
 * form submissions and outbox. Writes are kept in memory.
 */

const PAGE = 10;

const groupsOf = (m: MockMember) => ['registered-users', ...(m.isAdmin ? ['administrators'] : []), ...(m.isModerator ? ['Global Moderators'] : [])];

export function memberBySlug(db: MockDb, slug: string | undefined): MockMember {
  const member = db.members.find((m) => m.userslug === String(slug ?? '').toLowerCase());
  if (!member) throw mockFail('no-user');
  return member;
}

function memberOfUid(db: MockDb, uid: string | undefined): MockMember {
  const member = memberByUid(db, Number(uid));
  if (!member) throw mockFail('no-user');
  return member;
}

/** Only your own (administrators: any). */
function manage(viewer: MockMember, member: MockMember): void {
  if (viewer.uid !== member.uid && !viewer.isAdmin) throw mockFail('no-privileges');
}

function adminOnly(viewer: MockMember | null): void {
  if (!viewer?.isAdmin) throw mockFail('no-privileges');
}

const postsOf = (db: MockDb, uid: number) => db.posts.filter((p) => p.uid === uid && !p.deleted && !topicByTid(db, p.tid)?.draft);

export function publicUser(db: MockDb, m: MockMember, viewer: MockMember | null): PublicUser {
  const profile = usersData(db).profiles.get(m.uid)!;
  const settings = settingsOf(db, m.uid);
  const self = viewer?.uid === m.uid;
  return {
    uid: m.uid,
    username: m.username,
    userslug: m.userslug,
    fullname: visibleFullname(m.fullname, settings, self),
    picture: m.picture,
    aboutme: m.bio,
    location: profile.location,
    website: profile.website,
    email: settings.showemail || self ? m.email : '',
    joindate: m.joined,
    lastonline: profile.lastonline,
    reputation: m.reputation,
    postcount: postsOf(db, m.uid).length,
    isSelf: self,
  };
}

export const settingsOf = (db: MockDb, uid: number): UserSettings => usersData(db).settings.get(uid) ?? { ...DEFAULT_SETTINGS };

const pageOf = (query: URLSearchParams) => {
  const page = Number(query.get('page') ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

function paged<T>(rows: T[], page: number) {
  return { items: rows.slice((page - 1) * PAGE, page * PAGE), page, hasMore: rows.length > page * PAGE };
}

function answersOfMember(db: MockDb, uid: number): ProfileAnswer[] {
  return postsOf(db, uid)
    .filter((p) => p.qid !== null)
    .map((p) => {
      const question = p.qid ? postByPid(db, p.qid) : undefined;
      return { pid: p.pid, tid: p.tid, title: topicByTid(db, p.tid)?.title ?? '', accepted: question?.aid === p.pid, timestamp: p.timestamp };
    })
    .sort((a, b) => Number(b.accepted) - Number(a.accepted) || b.timestamp - a.timestamp);
}

const followersOf = (db: MockDb, uid: number): Array<[number, number]> =>
  [...usersData(db).follows].flatMap(([follower, followed]) => (followed.has(uid) ? [[follower, followed.get(uid)!] as [number, number]] : []));

function followMember(db: MockDb, uid: number, at: number): FollowMember {
  const m = memberByUid(db, uid)!;
  return { uid: m.uid, username: m.username, userslug: m.userslug, fullname: m.fullname, picture: m.picture, followedAt: at };
}

function followList(db: MockDb, slug: string | undefined, which: 'followers' | 'following', page: number) {
  const member = memberBySlug(db, slug);
  const rows = (which === 'followers' ? followersOf(db, member.uid) : [...(usersData(db).follows.get(member.uid) ?? [])]).sort((a, b) => b[1] - a[1]);
  return { ...paged(rows.map(([uid, at]) => followMember(db, uid, at)), page), total: rows.length };
}

const profileEvent = (e: MockEvent): ProfileEvent => ({ id: e.id, title: e.title, url: `/events/${eventSlug(e.id, e.title)}`, startsAt: e.timestamp });
const newestStart = (a: MockEvent, b: MockEvent) => b.timestamp - a.timestamp || b.id - a.id;

/** Published events the member hosts (any host role), newest start first (server/users/summaryQueries.ts). */
function hostedEvents(db: MockDb, uid: number): ProfileEvent[] {
  return eventsOf(db)
    .events.filter((e) => e.status === 'published' && e.hosts.some((h) => h.uid === uid))
    .sort(newestStart)
    .map(profileEvent);
}

/** Published events the member had a seat at (not the waitlist) that started or ended, never a cancelled one. */
function attendedEvents(db: MockDb, uid: number, now = Date.now()): ProfileEvent[] {
  return eventsOf(db)
    .events.filter(
      (e) =>
        e.status === 'published' &&
        e.stored !== 'cancelled' &&
        (lifecycleOf(e, now) === 'ended' || e.timestamp < now) &&
        e.registrations.some((r) => r.uid === uid && r.status === 'participant'),
    )
    .sort(newestStart)
    .map(profileEvent);
}

/** The member's projects that are not hidden: maintained ones by name, then the ones only followed, by name. */
function memberProjects(db: MockDb, uid: number): ProfileProject[] {
  const byName = (a: MockProject, b: MockProject) => a.name.localeCompare(b.name) || a.id - b.id;
  const shown = projectsOf(db).projects.filter((p) => !p.hidden);
  const maintained = shown.filter((p) => p.maintainers.includes(uid)).sort(byName);
  const followed = shown.filter((p) => !p.maintainers.includes(uid) && p.followers.has(uid)).sort(byName);
  return [
    ...maintained.map((p) => ({ id: p.id, name: p.name, slug: p.slug, role: 'maintainer' as const })),
    ...followed.map((p) => ({ id: p.id, name: p.name, slug: p.slug, role: 'follower' as const })),
  ];
}

function counts(db: MockDb, m: MockMember) {
  const answers = answersOfMember(db, m.uid);
  return {
    posts: postsOf(db, m.uid).length,
    answers: answers.length,
    acceptedAnswers: answers.filter((a) => a.accepted).length,
    eventsHosted: hostedEvents(db, m.uid).length,
    eventsAttended: attendedEvents(db, m.uid).length,
    projects: memberProjects(db, m.uid).length,
    badges: usersData(db).badges.get(m.uid)?.length ?? 0,
  };
}

const creditsTotal = (db: MockDb, uid: number) => usersData(db).credits.filter((c) => c.uid === uid).reduce((sum, c) => sum + c.points, 0);

function followState(db: MockDb, viewer: MockMember, uid: number) {
  return { followers: followersOf(db, uid).length, viewerFollows: usersData(db).follows.get(viewer.uid)?.has(uid) ?? false };
}

function followTarget({ db, viewer, params }: MockRequest): MockMember {
  const member = memberOfUid(db, params.uid);
  if (member.uid === viewer!.uid) throw mockFail('you-cant-follow-yourself');
  return member;
}



const ADMIN = (db: MockDb) => db.members.find((m) => m.isAdmin)!.uid;
const slugExample = (db: MockDb) => memberByUid(db, db.defaultUid)!.userslug;
const other = (db: MockDb) => db.members.find((m) => m.uid !== db.defaultUid && !usersData(db).follows.get(db.defaultUid)?.has(m.uid))!;

export const usersMocks = [
  mockEndpoint({ method: 'GET', path: '/api/self', family: 'read', access: 'member', response: selfUserContract }, ({ db, viewer }) => ({
    ...publicUser(db, viewer!, viewer),
    groups: groupsOf(viewer!),
    settings: settingsOf(db, viewer!.uid),
  })),
  mockEndpoint(
    { method: 'GET', path: '/api/user/{slug}', family: 'read', access: 'public', response: userProfileContract, example: (db) => ({ url: `/api/user/${slugExample(db)}` }) },
    ({ db, viewer, params }) => {
      const m = memberBySlug(db, params.slug);
      return { ...publicUser(db, m, viewer), groups: groupsOf(m), badges: (usersData(db).badges.get(m.uid) ?? []).map(({ id, badge, notified }) => ({ id, badge, notified })) };
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/users', family: 'read', access: 'member', response: memberLookupContract, example: () => ({ url: '/api/users?query=j' }) },
    ({ db, query }) => {
      const text = (query.get('query') ?? '').trim().toLowerCase();
      const limit = Math.min(8, Math.max(1, Number(query.get('limit') ?? 8) || 8));
      const found = text
        ? db.members
            .filter((m) => m.username.startsWith(text) || m.fullname.toLowerCase().startsWith(text) || m.fullname.toLowerCase().includes(` ${text}`))
            .sort((a, b) => Number(b.username === text) - Number(a.username === text) || a.username.localeCompare(b.username))
        : [];
      return { users: found.slice(0, limit).map(({ uid, username, userslug, fullname, picture }) => ({ uid, username, userslug, fullname, picture })) };
    },
  ),
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/user/{slug}/hovercard',
      aliases: ['GET /user/{slug}/hovercard'],
      family: 'read',
      access: 'public',
      response: hovercardContract,
      example: (db) => ({ url: `/api/user/${slugExample(db)}/hovercard` }),
    },
    ({ db, viewer, params }) => {
      const m = memberBySlug(db, params.slug);
      const u = publicUser(db, m, viewer);
      return {
        uid: u.uid,
        username: u.username,
        userslug: u.userslug,
        fullname: u.fullname,
        picture: u.picture,
        aboutme: u.aboutme,
        location: u.location,
        reputation: u.reputation,
        postcount: u.postcount,
        joindate: u.joindate,
        credits: creditsTotal(db, m.uid),
        counts: counts(db, m),
        followers: followersOf(db, m.uid).length,
        following: usersData(db).follows.get(m.uid)?.size ?? 0,
      };
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/user/{slug}/summary', family: 'read', access: 'public', response: profileSummaryContract, example: (db) => ({ url: `/api/user/${slugExample(db)}/summary` }) },
    ({ db, viewer, params }) => {
      const m = memberBySlug(db, params.slug);
      const followers = followersOf(db, m.uid).sort((a, b) => b[1] - a[1]);
      return {
        uid: m.uid,
        userslug: m.userslug,
        reputation: m.reputation,
        credits: creditsTotal(db, m.uid),
        counts: counts(db, m),
        answers: answersOfMember(db, m.uid).slice(0, PAGE),
        eventsHosted: hostedEvents(db, m.uid).slice(0, PAGE),
        eventsAttended: attendedEvents(db, m.uid).slice(0, PAGE),
        projects: memberProjects(db, m.uid).slice(0, PAGE),
        badges: (usersData(db).badges.get(m.uid) ?? []).map(({ badge, awardedAt }) => ({ badge, awardedAt })),
        blocked: viewer ? (db.blocks.get(viewer.uid)?.has(m.uid) ?? false) : false,
        followers: followers.length,
        following: usersData(db).follows.get(m.uid)?.size ?? 0,
        viewerFollows: viewer ? (usersData(db).follows.get(viewer.uid)?.has(m.uid) ?? false) : false,
        followerList: followers.slice(0, PAGE).map(([uid, at]) => followMember(db, uid, at)),
        followingList: followList(db, m.userslug, 'following', 1).items,
      };
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/user/{slug}/answers', family: 'read', access: 'public', response: profileAnswersPageContract, example: (db) => ({ url: `/api/user/${answerer(db)}/answers` }) },
    ({ db, params, query }) => paged(answersOfMember(db, memberBySlug(db, params.slug).uid), pageOf(query)),
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/user/{slug}/events', family: 'read', access: 'public', response: profileEventsPageContract, example: (db) => ({ url: `/api/user/${slugExample(db)}/events?role=hosted` }) },
    ({ db, params, query }) => {
      const { uid } = memberBySlug(db, params.slug);
      return paged(query.get('role') === 'attended' ? attendedEvents(db, uid) : hostedEvents(db, uid), pageOf(query));
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/user/{slug}/projects', family: 'read', access: 'public', response: profileProjectsPageContract, example: (db) => ({ url: `/api/user/${slugExample(db)}/projects` }) },
    ({ db, params, query }) => paged(memberProjects(db, memberBySlug(db, params.slug).uid), pageOf(query)),
  ),
  mockEndpoint(
    {
      method: 'PUT',
      path: '/api/v3/users/{uid}',
      family: 'v3',
      access: 'member',
      response: publicUserContract,
      example: (db) => ({ url: `/api/v3/users/${db.defaultUid}`, body: { aboutme: 'Static sites and screen readers.' } }),
    },
    ({ db, viewer, params, body }) => {
      const m = memberOfUid(db, params.uid);
      if (body.uid !== undefined && Number(body.uid) !== m.uid) throw mockFail('invalid-uid');
      manage(viewer!, m);
      const profile = usersData(db).profiles.get(m.uid)!;
      if (typeof body.fullname === 'string') m.fullname = body.fullname.slice(0, 255);
      if (typeof body.aboutme === 'string') m.bio = body.aboutme.slice(0, 1000);
      if (typeof body.location === 'string') profile.location = body.location.slice(0, 255);
      if (typeof body.website === 'string') profile.website = body.website.slice(0, 255);
      if (typeof body.picture === 'string' && body.picture.startsWith('/')) m.picture = body.picture;
      return publicUser(db, m, viewer);
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/user/{slug}/settings', family: 'read', access: 'member', response: settingsAnswerContract, example: (db) => ({ url: `/api/user/${slugExample(db)}/settings` }) },
    ({ db, viewer, params }) => {
      const m = memberBySlug(db, params.slug);
      manage(viewer!, m);
      return { uid: m.uid, userslug: m.userslug, settings: settingsOf(db, m.uid) };
    },
  ),
  mockEndpoint(
    {
      method: 'PUT',
      path: '/api/v3/users/{uid}/settings',
      family: 'v3',
      access: 'member',
      response: settingsContract,
      example: (db) => ({ url: `/api/v3/users/${db.defaultUid}/settings`, body: { settings: { theme: 'dark' } } }),
    },
    ({ db, viewer, params, body }) => {
      const m = memberOfUid(db, params.uid);
      manage(viewer!, m);
      const patch = body.settings && typeof body.settings === 'object' ? (body.settings as Record<string, unknown>) : {};
      const next: UserSettings = { ...settingsOf(db, m.uid) };
      for (const [key, value] of Object.entries(patch)) {
        if (!(key in next)) continue;
        const candidate = { ...next, [key]: value };
        if (settingsContract.safeParse(candidate).success) Object.assign(next, { [key]: value });
        else throw mockFail('invalid-data');
      }
      usersData(db).settings.set(m.uid, next);
      return next;
    },
  ),
  mockEndpoint({ method: 'GET', path: '/api/user-configs', family: 'read', access: 'public', response: userConfigsContract }, ({ db, viewer }) => ({
    uid: viewer?.uid ?? -1,
    settings: viewer ? settingsOf(db, viewer.uid) : { ...DEFAULT_SETTINGS },
  })),
  mockEndpoint(
    {
      method: 'PUT',
      path: '/api/v3/users/{uid}/badges/{id}/notified',
      family: 'v3',
      access: 'member',
      response: badgeStateContract,
      example: (db) => ({ url: `/api/v3/users/${db.defaultUid}/badges/${usersData(db).badges.get(db.defaultUid)![0]!.id}/notified` }),
    },
    ({ db, viewer, params }) => {
      const m = memberOfUid(db, params.uid);
      manage(viewer!, m);
      const badge = usersData(db).badges.get(m.uid)?.find((b) => b.id === Number(params.id));
      if (!badge) throw mockFail('badge-not-found');
      badge.notified = true;
      return { id: badge.id, badge: badge.badge, notified: true };
    },
  ),
  mockEndpoint(
    {
      method: 'PUT',
      path: '/api/v3/users/{uid}/password',
      family: 'v3',
      access: 'member',
      response: passwordChangedContract,
      example: (db) => ({ url: `/api/v3/users/${db.defaultUid}/password`, body: { currentPassword: MOCK_PASSWORD, newPassword: 'a-new-long-password' } }),
    },
    ({ db, viewer, params, body }) => {
      const m = memberOfUid(db, params.uid);
      if (viewer!.uid !== m.uid) throw mockFail('no-privileges');
      const current = usersData(db).passwords.get(m.uid) ?? MOCK_PASSWORD;
      if (body.currentPassword !== current) throw mockFail('wrong-current-password');
      if (body.newPassword === body.currentPassword) throw mockFail('reset-same-password');
      if (typeof body.newPassword !== 'string' || body.newPassword.length < 8) throw mockFail('invalid-password');
      usersData(db).passwords.set(m.uid, body.newPassword);
      return { csrf_token: MOCK_CSRF_TOKEN, ended: 0 };
    },
  ),
  mockEndpoint(
    { method: 'DELETE', path: '/api/v3/users/{uid}/sessions', family: 'v3', access: 'member', response: sessionsEndedContract, example: (db) => ({ url: `/api/v3/users/${db.defaultUid}/sessions` }) },
    ({ db, viewer, params }) => {
      if (viewer!.uid !== memberOfUid(db, params.uid).uid) throw mockFail('no-privileges');
      return { ended: 1 };
    },
  ),
  mockEndpoint(
    { method: 'DELETE', path: '/api/v3/users/{uid}/github', family: 'v3', access: 'member', response: accountSecurityContract, example: (db) => ({ url: `/api/v3/users/${db.defaultUid}/github` }) },
    ({ db, viewer, params }) => {
      const m = memberOfUid(db, params.uid);
      if (viewer!.uid !== m.uid) throw mockFail('no-privileges');
      usersData(db).github.delete(m.uid);
      return { hasPassword: true, github: 'not-connected' as const };
    },
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      { method, path: '/api/v3/users/{uid}/follow', family: 'v3', access: 'member', response: followStateContract, example: (db) => ({ url: `/api/v3/users/${other(db).uid}/follow` }) },
      (req) => {
        const { db, viewer } = req;
        const member = followTarget(req);
        const mine = usersData(db).follows.get(viewer!.uid) ?? new Map<number, number>();
        usersData(db).follows.set(viewer!.uid, mine);
        if (method === 'PUT') {
          if (db.blocks.get(viewer!.uid)?.has(member.uid) || db.blocks.get(member.uid)?.has(viewer!.uid)) throw mockFail('follow-blocked');
          if (!mine.has(member.uid)) mine.set(member.uid, Date.now());
        } else mine.delete(member.uid);
        return followState(db, viewer!, member.uid);
      },
    ),
  ),
  ...(['followers', 'following'] as const).map((which) =>
    mockEndpoint(
      { method: 'GET', path: `/api/user/{slug}/${which}`, family: 'read', access: 'public', response: followListContract, example: (db) => ({ url: `/api/user/${slugExample(db)}/${which}` }) },
      ({ db, params, query }) => followList(db, params.slug, which, pageOf(query)),
    ),
  ),
  // Invites: signed as the server signs them (HMAC-SHA-256 under the mock's own secret, ./signatures).
  mockEndpoint({ method: 'GET', path: '/api/invites/link', family: 'read', access: 'member', response: inviteLinkContract }, async ({ viewer, url }) => {
    const timestamp = Date.now();
    const sig = await inviteSignature(viewer!.uid, timestamp);
    const path = `/join/${viewer!.uid}/${timestamp}?sig=${sig}`;
    return { uid: viewer!.uid, timestamp, sig, path, url: `${url.origin}${path}`, expiresAt: inviteExpiresAt(timestamp) };
  }),
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/join/{uid}/{timestamp}',
      family: 'read',
      access: 'public',
      beforeConsent: true,
      response: inviteInfoContract,
      example: async (db) => {
        const at = Date.now() - DAY_MS;
        return { url: `/api/join/${ADMIN(db)}/${at}?sig=${await inviteSignature(ADMIN(db), at)}` };
      },
    },
    async ({ db, params, query }) => {
      const uid = Number(params.uid);
      const timestamp = Number(params.timestamp);
      const inviter = memberByUid(db, uid);
      const sig = inviteSignatureSchema.parse(query.get('sig') ?? undefined);
      const signed = sig !== undefined;
      const signatureMatches = signed && (await mockSignatureMatches(SIGNATURE_PURPOSES.invite, `${uid}:${timestamp}`, sig));
      const problem = inviteLinkProblem({ signed, signatureMatches, inviterKnown: !!inviter, timestamp }, Date.now());
      if (problem || !inviter) throw mockFail(problem ?? 'invite-invalid');
      const { username, userslug, fullname, picture } = inviter;
      return { valid: true as const, inviter: { uid, username, userslug, fullname, picture }, expiresAt: inviteExpiresAt(timestamp), signed };
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/v3/forms/{kind}',
      family: 'v3',
      access: 'public',
      response: formReceiptContract,
      example: () => ({ url: '/api/v3/forms/feedback', body: { email: 'visitor@example.org', message: 'The explore page is handy.' } }),
    },
    ({ db, viewer, params, body }) => {
      const kind = FORM_KINDS.find((k) => k === params.kind);
      if (!kind) throw mockFail('invalid-data');
      const data = usersData(db);
      const text = (key: string) => (typeof body[key] === 'string' ? String(body[key]) : null);
      const row = {
        id: Math.max(0, ...data.forms.map((f) => f.id)) + 1,
        kind,
        uid: viewer?.uid ?? null,
        email: text('email') ?? viewer?.email ?? null,
        fullname: text('fullname') ?? viewer?.fullname ?? null,
        message: text('message'),
        details: body.details ?? null,
        path: text('path'),
        createdAt: Date.now(),
      };
      data.forms.push(row);
      return { id: row.id, kind, created_at: new Date(row.createdAt).toISOString() };
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/admin/forms', family: 'read', access: 'member', response: formsPageContract, example: (db) => ({ as: ADMIN(db) }) },
    ({ db, viewer, query }) => {
      adminOnly(viewer);
      const size = 20;
      const rows = usersData(db).forms.filter((f) => !query.get('kind') || f.kind === query.get('kind')).sort((a, b) => b.createdAt - a.createdAt);
      const page = pageOf(query);
      return {
        submissions: rows.slice((page - 1) * size, page * size).map((f) => {
          const m = f.uid ? memberByUid(db, f.uid) : undefined;
          return {
            id: f.id,
            kind: f.kind,
            uid: f.uid,
            user: m ? { uid: m.uid, username: m.username, userslug: m.userslug, picture: m.picture } : null,
            email: f.email,
            fullname: f.fullname,
            message: f.message,
            details: f.details,
            path: f.path,
            created_at: new Date(f.createdAt).toISOString(),
          };
        }),
        page,
        pageCount: Math.ceil(rows.length / size),
        total: rows.length,
      };
    },
  ),
  mockEndpoint({ method: 'GET', path: '/api/rewards/v1/credits', family: 'service', access: 'member', response: creditsContract }, ({ db, viewer }) => {
    const entries = usersData(db).credits.filter((c) => c.uid === viewer!.uid).sort((a, b) => b.createdAt - a.createdAt);
    return {
      uid: viewer!.uid,
      total: creditsTotal(db, viewer!.uid),
      entries: entries.slice(0, 20).map((c) => ({ id: c.id, reason: c.reason, points: c.points, ref: c.ref, created_at: new Date(c.createdAt).toISOString() })),
      rules: [...CREDIT_RULES],
    };
  }),
  mockEndpoint({ method: 'GET', path: '/api/health', family: 'read', access: 'public', beforeConsent: true, response: healthContract }, () => ({
    status: 'ok' as const,
    database: { ok: true as const, mode: 'embedded' as const, latencyMs: 0 },
  })),
  mockEndpoint(
    { method: 'GET', path: '/api/admin/pageviews', family: 'read', access: 'member', response: pageViewStatsContract, example: (db) => ({ as: ADMIN(db) }) },
    ({ db, viewer, query }) => {
      adminOnly(viewer);
      const days = Math.min(90, Math.max(1, Number(query.get('days') ?? 30) || 30));
      const paths = [...usersData(db).pageViews].map(([path, count]) => ({ path, count })).sort((a, b) => b.count - a.count);
      return { days, total: paths.reduce((sum, p) => sum + p.count, 0), paths };
    },
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/admin/outbox', family: 'read', access: 'member', response: outboxPageContract, example: (db) => ({ as: ADMIN(db) }) },
    ({ db, viewer, query }) => {
      adminOnly(viewer);
      const size = 20;
      const page = pageOf(query);
      const rows = [...usersData(db).outbox].sort((a, b) => b.createdAt - a.createdAt);
      return {
        messages: rows.slice((page - 1) * size, page * size).map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: `<p>${escapeHtml(m.text).replace(/\n/g, '<br>')}</p>`,
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          created_at: m.createdAt,
          sent_at: m.sentAt,
          error: null,
        })),
        page,
        hasMore: rows.length > page * size,
      };
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/notifications/unsubscribe',
      family: 'read',
      access: 'public',
      beforeConsent: true,
      response: unsubscribedContract,
      example: async (db) => ({ url: `/api/notifications/unsubscribe?uid=${db.defaultUid}&sig=${await unsubscribeSignature(db.defaultUid)}`, body: { 'List-Unsubscribe': 'One-Click' } }),
    },
    async ({ db, query }) => {
      const uid = Number(query.get('uid'));
      if (!memberByUid(db, uid) || !(await mockSignatureMatches(SIGNATURE_PURPOSES.unsubscribe, String(uid), query.get('sig')))) throw mockFail('invalid-unsubscribe');
      db.digest.set(uid, 'off');
      usersData(db).settings.set(uid, { ...settingsOf(db, uid), emailDigest: 'off' });
      return { unsubscribed: true as const, uid };
    },
  ),
];

function answerer(db: MockDb): string {
  const answer = db.posts.find((p) => p.qid !== null && !p.deleted && !topicByTid(db, p.tid)?.draft);
  return memberByUid(db, answer?.uid ?? db.defaultUid)!.userslug;
}

const AVATAR_COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0f766e'];

/**
 * `GET /api/avatar/{uid}` answers a picture, not JSON (no contract): the member's initials as SVG,
 * drawn as the server draws them, so the settings page's picture choices load in dev:mock.
 */
export const usersPictureHandlers = [
  http.get('*/api/avatar/:uid', ({ params, cookies }) => {
    const member = memberByUid(mockDb(scenarioOf(cookies)), Number(params.uid));
    if (!member) return HttpResponse.json({ error: formatErrorKey('no-user') }, { status: 404 });
    const initials = escapeHtml(initialsOf(member.fullname || member.username));
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${initials}">` +
      `<rect width="128" height="128" rx="64" fill="${AVATAR_COLOURS[member.uid % AVATAR_COLOURS.length]}"/>` +
      `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="52" ` +
      `font-weight="600" fill="#ffffff">${initials}</text></svg>`;
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
  }),
];
