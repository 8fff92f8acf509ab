import type { LogoutResult, RegistrationResult, SessionResult } from '@/lib/session/types';
import { memberUser } from './config';

/**
 * The session calls' answers (spec section 7, R1.14, R6.4): login and sign-up
 * (`POST /api/v3/utilities/login`, `POST /api/v3/users`), logout and registration completion,
 * by default for the signed-in member of the client tests (`memberUser`).
 */

/** A login or sign-up answer: who is signed in, the session's new token, and where to go next. */
export function sessionResult(overrides: Partial<SessionResult> = {}): SessionResult {
  return { uid: memberUser.uid, userslug: memberUser.userslug, csrf_token: 'member-token', next: null, ...overrides };
}

/** A logout answer: the visitor session's token and the page to go to. */
export function logoutResult(overrides: Partial<LogoutResult> = {}): LogoutResult {
  return { csrf_token: 'visitor-token', next: '/discussions', ...overrides };
}

/** The answer to the registration consents (`POST /register/complete/`). */
export function registrationResult(overrides: Partial<RegistrationResult> = {}): RegistrationResult {
  return { uid: memberUser.uid, registrationComplete: true, next: '/', ...overrides };
}
