import type { ClientConfig } from '@/lib/session/types';
import {
  clientConfigContract,
  loginInfoContract,
  logoutResultContract,
  registrationResultContract,
  sessionResultContract,
} from '@/lib/session/contracts';
import { configUserOf, memberConfig, visitorConfig } from '../factories/config';
import { MOCK_PASSWORD, type MockDb, type MockMember } from '../db';
import { mockConsented, mockEndpoint, mockFail } from '../endpoint';
import { SESSION_COOKIE, type Scenario } from '@/lib/mockScenarios';

/**
 * The session calls (spec section 7): the configuration, login (any generated member with the
 * password `community-demo`), sign-up (a new member kept for the page's life), logout and
 * registration completion. The token is fixed: the mocked API checks no CSRF.
 */

export const MOCK_CSRF_TOKEN = 'mock-csrf-token';

export function mockConfig(db: MockDb, scenario: Scenario, viewer: MockMember | null): ClientConfig {
  if (!viewer) return visitorConfig({ csrf_token: MOCK_CSRF_TOKEN });
  const consented = mockConsented(db, scenario, viewer);
  return memberConfig({
    csrf_token: MOCK_CSRF_TOKEN,
    uid: viewer.uid,
    user: configUserOf(viewer),
    canPost: consented,
    registrationComplete: consented,
  });
}

function memberNamed(db: MockDb, name: unknown): MockMember | undefined {
  const wanted = String(name ?? '').trim().toLowerCase();
  return db.members.find((m) => m.username === wanted || m.email === wanted);
}

export const sessionMocks = [
  mockEndpoint(
    { method: 'GET', path: '/api/config', family: 'read', access: 'public', beforeConsent: true, response: clientConfigContract },
    ({ db, scenario, viewer }) => mockConfig(db, scenario, viewer),
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/login', family: 'read', access: 'public', beforeConsent: true, response: loginInfoContract },
    ({ request, viewer }) => ({
      loggedIn: viewer !== null,
      returnTo: request.headers.get('X-Return-To')?.startsWith('/') ? request.headers.get('X-Return-To')! : '/discussions',
      methods: visitorConfig().loginMethods,
      allowRegistration: true,
    }),
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/v3/utilities/login',
      family: 'v3',
      access: 'public',
      beforeConsent: true,
      response: sessionResultContract,
      example: () => ({ body: { username: 'jonas', password: MOCK_PASSWORD } }),
    },
    ({ db, body, setCookie }) => {
      const member = memberNamed(db, body.username ?? body.email);
      if (!member || body.password !== MOCK_PASSWORD) throw mockFail('invalid-login-credentials');
      setCookie(SESSION_COOKIE, String(member.uid));
      return { uid: member.uid, userslug: member.userslug, csrf_token: MOCK_CSRF_TOKEN, next: null };
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/v3/users',
      family: 'v3',
      access: 'public',
      beforeConsent: true,
      response: sessionResultContract,
      example: () => ({ body: { username: 'newcomer', email: 'newcomer@example.org', password: 'a long enough password' } }),
    },
    ({ db, body, setCookie }) => {
      const username = String(body.username ?? '').trim().toLowerCase();
      if (!/^[a-z0-9][a-z0-9_-]{1,29}$/.test(username)) throw mockFail('invalid-username');
      if (memberNamed(db, username)) throw mockFail('username-taken');
      const uid = Math.max(...db.members.map((m) => m.uid)) + 1;
      db.members.push({
        uid,
        username,
        userslug: username,
        fullname: String(body.fullname ?? ''),
        picture: '/avatars/default.svg',
        email: String(body.email ?? `${username}@example.org`),
        bio: '',
        reputation: 0,
        isAdmin: false,
        isModerator: false,
        joined: Date.now(),
      });
      setCookie(SESSION_COOKIE, String(uid));
      return { uid, userslug: username, csrf_token: MOCK_CSRF_TOKEN, next: '/onboarding/basic' };
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/logout',
      aliases: ['POST /logout'],
      family: 'read',
      access: 'public',
      beforeConsent: true,
      response: logoutResultContract,
    },
    ({ setCookie }) => {
      setCookie(SESSION_COOKIE, '0');
      return { csrf_token: MOCK_CSRF_TOKEN, next: '/discussions' };
    },
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: '/api/register/complete',
      aliases: ['POST /register/complete/?_csrf='],
      family: 'read',
      access: 'member',
      beforeConsent: true,
      response: registrationResultContract,
      example: () => ({ body: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' } }),
    },
    ({ db, viewer, body }) => {
      if (body.gdpr_agree_data !== 'on' || body.gdpr_agree_email !== 'on') throw mockFail('consent-required');
      db.consented.add(viewer!.uid);
      return { uid: viewer!.uid, registrationComplete: true, next: '/discussions' };
    },
  ),
];
