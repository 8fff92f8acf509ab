import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { suspensionContract } from '@/lib/moderation/contracts';
import type { BadgeState } from '@/lib/users/types';
import type { ClientConfig, ConfigUser, LoginInfo, LoginMethod, LogoutResult, RegistrationResult, SessionResult } from './types';

/**
 * What the session calls answer (lib/contracts): `GET /api/config`, `GET /api/login`, login,
 * sign-up, logout and registration completion (spec section 7).
 */

/** A badge as the session carries it (the members' contracts may later own this shape). */
const badgeStateContract = contractFor<BadgeState>()(
  z.strictObject({ id: z.number().int(), badge: z.string(), notified: z.boolean() }),
);

/**
 * The session's member. `ConfigUser.email` is optional in the type, but `GET /api/config` never
 * sends it (the address comes from `GET /api/self`), so the contract has no `email`: an answer
 * carrying one breaks it.
 */
const configUserContract = contractFor<ConfigUser>()(
  z.strictObject({
    uid: z.number().int().positive(),
    username: z.string(),
    userslug: z.string(),
    fullname: z.string(),
    picture: z.string(),
    groups: z.array(z.string()),
    badges: z.array(badgeStateContract),
    isAdmin: z.boolean(),
    isModerator: z.boolean(),
    suspension: suspensionContract.nullable(),
    reviewCount: z.number().int().nonnegative().nullable(),
    emailConfirmed: z.boolean(),
  }),
);

const loginMethodContract = contractFor<LoginMethod>()(
  z.strictObject({ id: z.string(), name: z.string(), url: z.string().optional() }),
);

export const clientConfigContract = contractFor<ClientConfig>()(
  z.strictObject({
    csrf_token: z.string(),
    loggedIn: z.boolean(),
    uid: z.number().int(),
    user: configUserContract.nullable(),
    canPost: z.boolean(),
    theme: z.enum(['system', 'light', 'dark']),
    registrationComplete: z.boolean(),
    loginMethods: z.array(loginMethodContract),
    sentryDsn: z.string().nullable(),
    environment: z.enum(['production', 'development']),
    postWindows: z.strictObject({ edit: z.number().int().nonnegative(), delete: z.number().int().nonnegative() }),
  }),
);

export const loginInfoContract = contractFor<LoginInfo>()(
  z.strictObject({
    loggedIn: z.boolean(),
    returnTo: z.string(),
    methods: z.array(loginMethodContract),
    allowRegistration: z.boolean(),
  }),
);

/** Login (`POST /api/v3/utilities/login`) and sign-up (`POST /api/v3/users`). */
export const sessionResultContract = contractFor<SessionResult>()(
  z.strictObject({
    uid: z.number().int().positive(),
    userslug: z.string(),
    csrf_token: z.string(),
    next: z.string().nullable(),
  }),
);

export const logoutResultContract = contractFor<LogoutResult>()(
  z.strictObject({ csrf_token: z.string(), next: z.string() }),
);

export const registrationResultContract = contractFor<RegistrationResult>()(
  z.strictObject({ uid: z.number().int().positive(), registrationComplete: z.boolean(), next: z.string() }),
);
