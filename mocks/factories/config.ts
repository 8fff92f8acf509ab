import type { ClientConfig, ConfigUser } from '@/services/session';

/** Configuration answers as `GET /api/config` gives them, for the client tests. */

/** A member as the configuration describes the signed-in one. */
export function configUserOf(member: Pick<ConfigUser, 'uid' | 'username' | 'userslug' | 'fullname' | 'picture'> & { isAdmin?: boolean; isModerator?: boolean }): ConfigUser {
  const isAdmin = member.isAdmin ?? false;
  const isModerator = member.isModerator ?? false;
  return {
    uid: member.uid,
    username: member.username,
    userslug: member.userslug,
    fullname: member.fullname,
    picture: member.picture,
    groups: ['registered-users', ...(isAdmin ? ['administrators'] : []), ...(isModerator ? ['Global Moderators'] : [])],
    badges: [],
    isAdmin,
    isModerator,
    suspension: null,
    reviewCount: isModerator || isAdmin ? 0 : null,
    emailConfirmed: true,
  };
}

/** The member the client tests sign in as, with one badge still to announce. */
export const memberUser: ConfigUser = {
  ...configUserOf({ uid: 7, username: 'priya', userslug: 'priya', fullname: 'Priya Raman', picture: '/avatars/priya.svg' }),
  badges: [
    { id: 11, badge: 'first-post', notified: false },
    { id: 12, badge: 'first-answer', notified: true },
  ],
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
    postWindows: { edit: 0, delete: 0 },
    ...overrides,
  };
}

/** A signed-in member who has completed registration (`memberUser` unless `overrides.user` says otherwise). */
export function memberConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  const user = overrides.user ?? memberUser;
  return visitorConfig({
    csrf_token: 'member-token',
    loggedIn: true,
    uid: user.uid,
    user,
    canPost: true,
    registrationComplete: true,
    ...overrides,
  });
}
