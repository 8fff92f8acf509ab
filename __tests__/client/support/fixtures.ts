import type { ClientConfig, ConfigUser } from '@/services/session';

/** Configuration answers as GET /api/config gives them, for client tests. */

export const memberUser: ConfigUser = {
  uid: 7,
  username: 'priya',
  userslug: 'priya',
  fullname: 'Priya Raman',
  picture: '/avatars/priya.svg',
  groups: ['registered-users'],
  badges: [
    { id: 11, badge: 'first-post', notified: false },
    { id: 12, badge: 'first-answer', notified: true },
  ],
  isAdmin: false,
  isModerator: false,
};

export function visitorConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return {
    csrf_token: 'visitor-token',
    loggedIn: false,
    uid: -1,
    user: null,
    canPost: false,
    theme: 'system',
    registrationComplete: false,
    loginMethods: [{ id: 'local', name: 'Username or email' }],
    sentryDsn: null,
    environment: 'development',
    ...overrides,
  };
}

export function memberConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return visitorConfig({
    csrf_token: 'member-token',
    loggedIn: true,
    uid: memberUser.uid,
    user: memberUser,
    canPost: true,
    registrationComplete: true,
    ...overrides,
  });
}
