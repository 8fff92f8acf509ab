import { get, send } from './http';

/** Session calls of spec section 7 ("Session and user"). */

export interface BadgeState {
  id: number;
  badge: string;
  notified: boolean;
}

export interface ConfigUser {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
  email?: string;
  groups: string[];
  badges: BadgeState[];
  isAdmin: boolean;
  isModerator: boolean;
}

export interface LoginMethod {
  id: string;
  name: string;
  url?: string;
}

/** GET /api/config. */
export interface ClientConfig {
  csrf_token: string;
  loggedIn: boolean;
  uid: number;
  user: ConfigUser | null;
  canPost: boolean;
  theme: 'system' | 'light' | 'dark';
  registrationComplete: boolean;
  loginMethods: LoginMethod[];
  sentryDsn: string | null;
  environment: 'production' | 'development';
}

export const fetchConfig = () => get<ClientConfig>('/api/config');

export interface LoginInfo {
  loggedIn: boolean;
  returnTo: string;
  methods: LoginMethod[];
  allowRegistration: boolean;
}

/** GET /api/login with X-Return-To. */
export const fetchLoginInfo = (returnTo: string) =>
  get<LoginInfo>('/api/login', undefined, { headers: { 'X-Return-To': returnTo } });

export interface SessionResult {
  uid: number;
  userslug: string;
  csrf_token: string;
  next: string | null;
}

export const logIn = (body: { username: string; password: string }) =>
  send<SessionResult>('post', '/api/v3/utilities/login', body);

export interface SignUpBody {
  username: string;
  email: string;
  password: string;
  fullname?: string;
  invite?: { uid: number; timestamp: number };
}

export const signUp = (body: SignUpBody) => send<SessionResult>('post', '/api/v3/users', body);

/** POST /logout; the caller then navigates to /discussions. */
export const logOut = () => send<{ csrf_token: string; next: string }>('post', '/logout', {});

/** POST /register/complete/?_csrf= with both consents (only after the member agreed). */
export const completeRegistration = (csrfToken: string) =>
  send<{ uid: number; registrationComplete: boolean; next: string }>(
    'post',
    `/register/complete/?_csrf=${encodeURIComponent(csrfToken)}`,
    { gdpr_agree_data: 'on', gdpr_agree_email: 'on' },
  );
