import { randomBytes, timingSafeEqual } from 'node:crypto';
import { getConfig } from '../config';
import { fail } from '../http/errors';
import { publicUrl } from '../http/origin';
import {
  emailTaken,
  findUidByOAuth,
  findUserByEmail,
  insertUser,
  linkOAuth,
  oauthIdentityOf,
  usernameConfusable,
  usernameOrSlugTaken,
} from '../users/repository';
import { fullnameAllowed } from '@/lib/users/rules';
import { slugify } from '@/lib/slug';
import { PROFILE_LIMITS, USERNAME_MAX } from '@/lib/users/schemas';
import { fullnameReadsAsStaff } from '../users/staffNames';

/**
 * Sign in with GitHub (OAuth web flow). Offered only when GITHUB_CLIENT_ID and
 * GITHUB_CLIENT_SECRET are set. A GitHub identity is linked to one member (hardening 1): by that
 * member from their settings ("Connect GitHub"), or on first sign-in to the member whose address
 * equals GitHub's verified one only when that address was confirmed; otherwise sign-in makes a
 * new account (which still has to give consent). An unconfirmed address never links.
 */

export const STATE_COOKIE = 'community.oauth';

function github() {
  const cfg = getConfig().github;
  if (!cfg) throw fail('github-login-disabled');
  return cfg;
}

/** The OAuth callback address, from PUBLIC_URL only (hardening 15: never from request headers). */
export function callbackUrl(): string {
  return publicUrl('/api/auth/github/callback');
}

/** Where to send the browser, and the state value to keep in a short-lived cookie. */
export function authorizeRedirect(): { url: string; state: string } {
  const cfg = github();
  const state = randomBytes(24).toString('base64url');
  const url = new URL('/login/oauth/authorize', cfg.oauthBase);
  url.searchParams.set('client_id', cfg.clientId);
  url.searchParams.set('redirect_uri', callbackUrl());
  url.searchParams.set('scope', 'read:user user:email');
  url.searchParams.set('state', state);
  return { url: url.toString(), state };
}

export function stateMatches(expected: string | undefined, presented: string | undefined): boolean {
  if (!expected || !presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface GithubUser {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string;
  email: string | null;
  bio: string | null;
  location: string | null;
  blog: string | null;
}

async function githubJson<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json', 'User-Agent': 'community-platform', ...init.headers } });
  if (!res.ok) throw fail('github-login-failed');
  return (await res.json()) as T;
}

async function fetchIdentity(code: string, redirectUri: string): Promise<{ user: GithubUser; email: string | null }> {
  const cfg = github();
  const token = await githubJson<{ access_token?: string }>(new URL('/login/oauth/access_token', cfg.oauthBase).toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: cfg.clientId, client_secret: cfg.clientSecret, code, redirect_uri: redirectUri }),
  });
  if (!token.access_token) throw fail('github-login-failed');
  const auth = { Authorization: `Bearer ${token.access_token}` };
  const user = await githubJson<GithubUser>(new URL('/user', cfg.apiBase).toString(), { headers: auth });
  const emails = await githubJson<Array<{ email: string; primary: boolean; verified: boolean }>>(
    new URL('/user/emails', cfg.apiBase).toString(),
    { headers: auth },
  ).catch(() => []);
  const verified = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
  return { user, email: verified?.email ?? null };
}

async function freeUsername(login: string): Promise<string> {
  const base = login.slice(0, USERNAME_MAX - 4);
  for (let n = 0; n < 50; n += 1) {
    const candidate = n === 0 ? base : `${base}-${n + 1}`;
    // Free, and not like anyone else's name either (hardening 5).
    if (!(await usernameOrSlugTaken(candidate, slugify(candidate))) && !(await usernameConfusable(candidate))) return candidate;
  }
  return `${base}-${randomBytes(2).toString('hex')}`;
}

/** GitHub's name under the rules of a typed one; left out when it is not allowed or reads as staff (hardening 5). */
async function fullnameFromGithub(name: string | null): Promise<string> {
  const trimmed = (name ?? '').trim().slice(0, PROFILE_LIMITS.fullname);
  return fullnameAllowed(trimmed) && !(await fullnameReadsAsStaff(trimmed)) ? trimmed : '';
}

/** Exchanges the code and answers the member to sign in, linking or creating the account. */
export async function memberForGithubCode(code: string, redirectUri: string): Promise<number> {
  const { user, email } = await fetchIdentity(code, redirectUri);
  const providerUserId = String(user.id);
  const linked = await findUidByOAuth('github', providerUserId);
  if (linked) return linked;
  if (email) {
    // Only an address the member proved is theirs; anyone can sign up with someone else's.
    const existing = await findUserByEmail(email);
    if (existing?.emailConfirmed && (await linkOAuth('github', providerUserId, existing.uid))) return existing.uid;
  }
  const username = await freeUsername(user.login);
  const ownAddress = email !== null && !(await emailTaken(email));
  const address = ownAddress ? email : `${providerUserId}+${user.login}@users.noreply.github.com`;
  const created = await insertUser({
    username,
    userslug: slugify(username),
    email: address.toLowerCase(),
    emailConfirmed: ownAddress,
    // New members start at trust level 0 (issue 35, lib/trust/levels.ts).
    trustLevel: 0,
    // The same rules as a typed full name; GitHub's avatar is an off-site address, so no picture
    // (the member can choose their initials or upload one).
    fullname: await fullnameFromGithub(user.name),
    picture: '',
    aboutme: (user.bio ?? '').slice(0, 1000),
    location: (user.location ?? '').slice(0, 100),
    website: user.blog && /^https?:\/\//.test(user.blog) ? user.blog.slice(0, 200) : '',
    passwordHash: null,
  });
  if (!(await linkOAuth('github', providerUserId, created.uid))) {
    // A parallel sign-in with the same identity linked it first: that account is the member's.
    const winner = await findUidByOAuth('github', providerUserId);
    if (winner) return winner;
  }
  return created.uid;
}

/**
 * "Connect GitHub" from the signed-in member's settings: links the identity to `uid`, refusing
 * one that is already linked to another member or a second GitHub identity for the member.
 */
export async function linkGithubCode(code: string, redirectUri: string, uid: number): Promise<void> {
  const { user } = await fetchIdentity(code, redirectUri);
  const providerUserId = String(user.id);
  const linked = await findUidByOAuth('github', providerUserId);
  if (linked === uid) return;
  if (linked !== null) throw fail('github-already-linked');
  const current = await oauthIdentityOf('github', uid);
  if (current !== null) throw fail('github-already-connected');
  if (!(await linkOAuth('github', providerUserId, uid)) && (await findUidByOAuth('github', providerUserId)) !== uid) {
    throw fail('github-already-linked');
  }
}
