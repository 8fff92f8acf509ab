import { z } from 'zod';
import { clientConfigContract, loginInfoContract, logoutResultContract, registrationResultContract, sessionResultContract } from '@/lib/session/contracts';
import { fail } from '../http/errors';
import { endpoint } from '../http/route';
import type { LoginInfo } from '@/lib/session/types';
import { dbId } from '@/lib/params';
import { csrfField, line } from '@/lib/strings';
import { accountLinkBody, loginBody, registerCompleteBody, signUpBody } from '@/lib/users/schemas';
import { accountUnlockedContract } from '@/lib/users/contracts';
import { unlockAccount } from './accountLock';
import * as users from '../users/service';
import { readCookie, setCookie } from '../http/cookies';
import { AppError } from '../http/errors';
import { loadViewer } from '../users/viewer';
import { authorizeRedirect, callbackUrl, linkGithubCode, memberForGithubCode, STATE_COOKIE, stateMatches } from './github';
import { clearMemberHint, sessionConfig } from '../personal/hint';
import { rotateSession } from './sessions';
import { mailLocale } from '../i18n/setting';

/** Session endpoints: configuration, sign-up, login, logout, registration completion. */

export const getConfigEndpoint = endpoint({
  method: 'GET',
  path: '/api/config',
  summary: 'Session configuration: csrf_token, loggedIn, uid (-1 for visitors), user, canPost.',
  tag: 'session',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  response: clientConfigContract,
  handle: ({ req, res, session, viewer }) => sessionConfig(req, res, session, viewer),
});

export const loginInfoEndpoint = endpoint({
  method: 'GET',
  path: '/api/login',
  summary: 'Where to go after login (X-Return-To header) and which login methods exist.',
  tag: 'session',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  response: loginInfoContract,
  handle({ req, viewer }): LoginInfo {
    const header = req.headers['x-return-to'];
    return {
      loggedIn: viewer !== null,
      returnTo: users.safeReturnTo(Array.isArray(header) ? header[0] : header),
      methods: users.loginMethods(),
      allowRegistration: true,
    };
  },
});

export const loginEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/utilities/login',
  summary: 'Log in with username or email and password. Rotates the session and its csrf_token.',
  tag: 'session',
  family: 'v3',
  access: 'public',
  ownStateOnly: true,
  beforeConsent: true,
  body: loginBody,
  response: sessionResultContract,
  handle: ({ body, ip, req, res, session }) => users.logIn(body, { ip, res, session, mailLocale: (language) => mailLocale(req, language) }),
});

export const signUpEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/users',
  summary: 'Create an account and sign in. Registration completes with POST /register/complete.',
  tag: 'session',
  family: 'v3',
  access: 'public',
  beforeConsent: true,
  body: signUpBody,
  response: sessionResultContract,
  handle: ({ body, ip, req, res, session }) => users.signUp(body, { ip, res, session, locale: mailLocale(req) }),
});

export const unlockAccountEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/users/unlock',
  summary:
    'Lift an account lock with the signed link of its unlock mail, {uid, timestamp, sig} (issue 35; the /unlock-account page does the same): account-unlock-failed for a wrong signature; {unlocked: false} when no lock held any more.',
  tag: 'session',
  family: 'v3',
  access: 'public',
  ownStateOnly: true,
  beforeConsent: true,
  body: accountLinkBody,
  response: accountUnlockedContract,
  handle: ({ body }) => unlockAccount(body.uid, body.timestamp, body.sig),
});

export const logoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/logout',
  aliases: ['POST /logout'],
  summary: 'End the session; answers the new visitor csrf_token and where to go (/discussions).',
  tag: 'session',
  family: 'read',
  access: 'public',
  ownStateOnly: true,
  beforeConsent: true,
  body: z.object({ _csrf: csrfField }).optional(),
  response: logoutResultContract,
  handle: ({ res, session }) => {
    clearMemberHint(res);
    return users.logOut({ res, session });
  },
});

export const registerCompleteEndpoint = endpoint({
  method: 'POST',
  path: '/api/register/complete',
  aliases: ['POST /register/complete/?_csrf='],
  summary: 'Give both GDPR consents (gdpr_agree_data=on, gdpr_agree_email=on); joins registered-users.',
  tag: 'session',
  family: 'read',
  access: 'member',
  ownStateOnly: true,
  beforeConsent: true,
  body: registerCompleteBody,
  response: registrationResultContract,
  async handle({ req, res, body, viewer }) {
    if (!viewer) throw fail('not-logged-in');
    const result = await users.completeRegistration(viewer, body);
    // A plain HTML form post (no script) goes on to the site.
    const accept = String(req.headers.accept ?? '');
    if (accept.includes('text/html') && !accept.includes('application/json')) {
      res.redirect(303, result.next);
      return undefined;
    }
    return result;
  },
});


/** What the short-lived GitHub state cookie holds (read back with zod: the browser could change it). */
const githubStateCookie = z.object({
  // Our own cookie, read back; the return path is checked again by safeReturnTo (never stored).
  state: z.string().optional(),
  returnTo: z.string().optional(),
  /** "Connect GitHub": the member who started it, who must still be signed in on the way back. */
  link: dbId.optional(),
});

export const githubStartEndpoint = endpoint({
  method: 'GET',
  path: '/api/auth/github',
  summary:
    'Sign in with GitHub, or with intent=link connect GitHub to the signed-in member: redirects to GitHub (only when GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are set).',
  tag: 'session',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  lenientQuery: true,
  redirects: true,
  query: z.object({ returnTo: line().max(500).optional(), intent: z.enum(['login', 'link']).optional() }),
  handle({ res, query, viewer }) {
    if (query.intent === 'link' && !viewer) throw fail('not-logged-in');
    const { url, state } = authorizeRedirect();
    const link = query.intent === 'link' && viewer ? viewer.uid : undefined;
    const fallback = viewer && link ? `/user/${viewer.userslug}/settings` : undefined;
    const returnTo = users.safeReturnTo(query.returnTo, fallback);
    const saved = Buffer.from(JSON.stringify({ state, returnTo, link })).toString('base64url');
    setCookie(res, STATE_COOKIE, saved, 600);
    res.redirect(302, url);
    return undefined;
  },
});

/** Appends `key=value` to a same-site path's query. */
function withQuery(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://same.site');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export const githubCallbackEndpoint = endpoint({
  method: 'GET',
  path: '/api/auth/github/callback',
  summary:
    'GitHub returns here; signs the member in (an existing account only when already linked or its address confirmed, else a new one) or connects GitHub to the member who asked, then redirects.',
  tag: 'session',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  lenientQuery: true,
  redirects: true,
  query: z.object({ code: line().max(500).optional(), state: line().max(500).optional() }),
  async handle({ req, res, query, session, viewer }) {
    setCookie(res, STATE_COOKIE, '', 0);
    let saved: z.infer<typeof githubStateCookie> = {};
    try {
      const raw: unknown = JSON.parse(Buffer.from(readCookie(req, STATE_COOKIE) ?? '', 'base64url').toString('utf8') || '{}');
      saved = githubStateCookie.safeParse(raw).data ?? {};
    } catch {
      saved = {};
    }
    if (saved.link !== undefined) {
      const back = users.safeReturnTo(saved.returnTo, viewer ? `/user/${viewer.userslug}/settings` : '/discussions');
      try {
        if (!query.code || !stateMatches(saved.state, query.state)) throw fail('github-login-failed');
        // The member who started "Connect GitHub" must be the one signed in now.
        if (!viewer || viewer.uid !== saved.link) throw fail('github-login-failed');
        await linkGithubCode(query.code, callbackUrl(), viewer.uid);
        res.redirect(302, withQuery(back, 'github', 'connected'));
      } catch (err) {
        const key = err instanceof AppError ? err.key : 'github-login-failed';
        if (!(err instanceof AppError)) console.error('[auth] connecting GitHub failed', err);
        res.redirect(302, withQuery(back, 'error', key));
      }
      return undefined;
    }
    try {
      if (!query.code || !stateMatches(saved.state, query.state)) throw fail('github-login-failed');
      const uid = await memberForGithubCode(query.code, callbackUrl());
      await rotateSession(res, session, uid);
      const member = await loadViewer(uid);
      res.redirect(302, member?.registrationComplete ? users.safeReturnTo(saved.returnTo) : '/register/complete');
    } catch (err) {
      const key = err instanceof AppError ? err.key : 'github-login-failed';
      if (!(err instanceof AppError)) console.error('[auth] GitHub sign-in failed', err);
      res.redirect(302, `/login?error=${encodeURIComponent(key)}`);
    }
    return undefined;
  },
});
