import type { PersonalAnswer } from '@/lib/personal/types';
import type { ClientConfig, LogoutResult, RegistrationResult, SessionResult } from '@/lib/session/types';
import type { LoginBody, SignUpBody } from '@/lib/users/types';
import { get, send } from './http';

// The answers' shapes are the contract in lib/session/types.ts (the server's presenters use them too).
export type { ClientConfig, ConfigUser, SessionResult } from '@/lib/session/types';
export type { BadgeState, SignUpBody } from '@/lib/users/types';

/** Session calls of spec section 7 ("Session and user"). */

export const fetchConfig = () => get<ClientConfig>('/api/config');
/** GET /api/personal for a page's items (`query`: lib/personal/subjects.ts `subjectsQuery`). */
export const fetchPersonal = (query: string) => get<PersonalAnswer>(`/api/personal${query ? `?${query}` : ''}`);

export const logIn = (body: LoginBody) =>
  send<SessionResult>('post', '/api/v3/utilities/login', body);

export const signUp = (body: SignUpBody) => send<SessionResult>('post', '/api/v3/users', body);

/** POST /logout; the caller then navigates to /discussions. */
export const logOut = () => send<LogoutResult>('post', '/logout', {});

/** POST /register/complete/?_csrf= with both consents (only after the member agreed). */
export const completeRegistration = (csrfToken: string) =>
  send<RegistrationResult>(
    'post',
    `/register/complete/?_csrf=${encodeURIComponent(csrfToken)}`,
    { gdpr_agree_data: 'on', gdpr_agree_email: 'on' },
  );
