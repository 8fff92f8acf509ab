import { z } from 'zod';
import { fail } from '../http/errors';
import { endpoint } from '../http/route';
import { loginBody, registerCompleteBody, signUpBody } from '../users/schemas';
import * as users from '../users/service';
import { startSession } from './sessions';

/** Session endpoints: configuration, sign-up, login, logout, registration completion. */

export const getConfigEndpoint = endpoint({
  method: 'GET',
  path: '/api/config',
  summary: 'Session configuration: csrf_token, loggedIn, uid (-1 for visitors), user, canPost.',
  tag: 'session',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  async handle({ res, session, viewer }) {
    const live = session ?? (await startSession(res, null));
    return users.clientConfig(live, viewer);
  },
});

export const loginInfoEndpoint = endpoint({
  method: 'GET',
  path: '/api/login',
  summary: 'Where to go after login (X-Return-To header) and which login methods exist.',
  tag: 'session',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  handle({ req, viewer }) {
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
  beforeConsent: true,
  body: loginBody,
  handle: ({ body, ip, res, session }) => users.logIn(body, { ip, res, session }),
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
  handle: ({ body, ip, res, session }) => users.signUp(body, { ip, res, session }),
});

export const logoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/logout',
  aliases: ['POST /logout'],
  summary: 'End the session; answers the new visitor csrf_token and where to go (/discussions).',
  tag: 'session',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  body: z.object({ _csrf: z.string().optional() }).optional(),
  handle: ({ res, session }) => users.logOut({ res, session }),
});

export const registerCompleteEndpoint = endpoint({
  method: 'POST',
  path: '/api/register/complete',
  aliases: ['POST /register/complete/?_csrf='],
  summary: 'Give both GDPR consents (gdpr_agree_data=on, gdpr_agree_email=on); joins registered-users.',
  tag: 'session',
  family: 'read',
  access: 'member',
  beforeConsent: true,
  body: registerCompleteBody,
  async handle({ req, res, body, viewer }) {
    if (!viewer) throw fail('not-logged-in');
    const result = await users.completeRegistration(viewer, body);
    // A plain HTML form post (no script) goes on to the site.
    if (!String(req.headers.accept ?? '').includes('application/json') && String(req.headers.accept ?? '').includes('text/html')) {
      res.redirect(303, result.next);
      return undefined;
    }
    return result;
  },
});

