import {
  accountSecurityContract,
  badgeStateContract,
  confirmationMailContract,
  emailConfirmedContract,
  hovercardContract,
  memberLookupContract,
  passwordChangedContract,
  profileSummaryContract,
  publicUserContract,
  selfUserContract,
  sessionsEndedContract,
  settingsAnswerContract,
  settingsContract,
  userConfigsContract,
  userProfileContract,
} from '@/lib/users/contracts';
import { fail } from '../http/errors';
import { endpoint } from '../http/route';
import {
  accountLinkBody,
  avatarParams,
  badgeParams,
  changePasswordBody,
  memberLookupQuery,
  profileBody,
  profileEventsQuery,
  profileListQuery,
  settingsBody,
  slugParams,
  uidParams,
} from '@/lib/users/schemas';
import { profileAnswersPageContract, profileEventsPageContract, profileProjectsPageContract } from '@/lib/users/followsContracts';
import * as account from './account';
import { initialsAvatar } from './avatar';
import { lookupMembers } from './lookup';
import * as users from './service';
import { answersPage, eventsPage, hovercardWithSummary, profileSummary, projectsPage } from './summary';
import { confirmEmail, resendConfirmationMail } from './emailConfirmation';
import { keepLanguageCookie, mailLocale } from '../i18n/setting';
import { keepMemberHint } from '../personal/hint';

/** Member endpoints: self, public profile, hovercard, profile and settings. */

export const selfEndpoint = endpoint({
  method: 'GET',
  path: '/api/self',
  summary: 'The logged-in member, with email, groups and settings.',
  tag: 'users',
  family: 'read',
  access: 'member',
  response: selfUserContract,
  handle: ({ viewer }) => users.self(viewer!),
});

export const userEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}',
  summary: "A member's public profile.",
  tag: 'users',
  family: 'read',
  access: 'public',
  params: slugParams,
  response: userProfileContract,
  handle: ({ params, viewer }) => users.userBySlug(params.slug, viewer),
});

export const memberLookupEndpoint = endpoint({
  method: 'GET',
  path: '/api/users',
  summary:
    'The member lookup: ?query= a prefix of a username or of a full name its member shows (any case), &limit= 1..8 (8). ' +
    'Answers {users: [{uid, username, userslug, fullname, picture}]}, an exact username first; members who may post only.',
  tag: 'users',
  family: 'read',
  access: 'member',
  query: memberLookupQuery,
  response: memberLookupContract,
  handle: ({ query, viewer }) => lookupMembers(viewer, query),
});

export const hovercardEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/hovercard',
  aliases: ['GET /user/{slug}/hovercard'],
  summary: "The short card shown when hovering a member name, with the profile summary's counts and credits.",
  tag: 'users',
  family: 'read',
  access: 'public',
  params: slugParams,
  response: hovercardContract,
  handle: ({ params }) => hovercardWithSummary(params.slug),
});

export const profileSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/summary',
  summary:
    "A member's profile summary: counts of posts, answers (accepted), events hosted and attended, projects and badges; " +
    'the first 10 answers (accepted first), events, projects (maintained then followed) and followers, badges with when each was earned, ' +
    'reputation, credits, follower and following counts, whether the viewer follows and whether the viewer blocks the member. Only what anyone may read.',
  tag: 'users',
  family: 'read',
  access: 'public',
  params: slugParams,
  response: profileSummaryContract,
  handle: ({ params, viewer }) => profileSummary(params.slug, viewer),
});

export const profileAnswersEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/answers',
  summary: "A member's answers anyone may read, 10 per page (?page=), accepted first then newest: {items: [{pid, tid, title, accepted, timestamp}], page, hasMore}.",
  tag: 'users',
  family: 'read',
  access: 'public',
  params: slugParams,
  query: profileListQuery,
  response: profileAnswersPageContract,
  handle: ({ params, query }) => answersPage(params.slug, query.page),
});

export const profileEventsEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/events',
  summary:
    "A member's published events, ?role=hosted (default) or attended (a seat at one that started or ended), newest first, 10 per page (?page=): " +
    '{items: [{id, title, url, startsAt}], page, hasMore}.',
  tag: 'users',
  family: 'read',
  access: 'public',
  params: slugParams,
  query: profileEventsQuery,
  response: profileEventsPageContract,
  handle: ({ params, query }) => eventsPage(params.slug, query.role, query.page),
});

export const profileProjectsEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/projects',
  summary: "A member's visible projects, maintained then followed (each by name), 10 per page (?page=): {items: [{id, name, slug, role}], page, hasMore}.",
  tag: 'users',
  family: 'read',
  access: 'public',
  params: slugParams,
  query: profileListQuery,
  response: profileProjectsPageContract,
  handle: ({ params, query }) => projectsPage(params.slug, query.page),
});

export const updateProfileEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/users/{uid}',
  summary: 'Update a profile: only your own (administrators: any).',
  tag: 'users',
  family: 'v3',
  access: 'member',
  params: uidParams,
  body: profileBody,
  response: publicUserContract,
  handle({ params, body, viewer }) {
    if (body.uid !== undefined && body.uid !== params.uid) throw fail('invalid-uid');
    const { uid: _ignored, ...patch } = body;
    return users.updateProfile(viewer!, params.uid, patch);
  },
});

export const getSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/{slug}/settings',
  summary: "A member's settings: only your own (administrators: any).",
  tag: 'users',
  family: 'read',
  access: 'member',
  params: slugParams,
  response: settingsAnswerContract,
  handle: ({ params, viewer }) => users.settingsBySlug(viewer!, params.slug),
});

export const updateSettingsEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/users/{uid}/settings',
  summary: 'Update settings with body {settings}; answers the full parsed settings.',
  tag: 'users',
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: uidParams,
  body: settingsBody,
  response: settingsContract,
  async handle({ req, res, params, body, viewer }) {
    const settings = await users.updateSettings(viewer!, params.uid, body.settings);
    // Their own theme: the member hint follows at once (the page cache reads it, server/cache/visitor.ts);
    // their own language: the `lang` cookie (server/i18n/setting.ts).
    if (params.uid === viewer!.uid) {
      keepMemberHint(req, res, { ...viewer!, theme: settings.theme });
      if (body.settings.language !== undefined) keepLanguageCookie(req, res, settings.language, { forget: true });
    }
    return settings;
  },
});

export const userConfigsEndpoint = endpoint({
  method: 'GET',
  path: '/api/user-configs',
  summary: "The viewer's settings (defaults for visitors).",
  tag: 'users',
  family: 'read',
  access: 'public',
  response: userConfigsContract,
  handle: ({ viewer }) => users.userConfigs(viewer),
});

export const acknowledgeBadgeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/users/{uid}/badges/{id}/notified',
  summary: 'Acknowledge a badge (sets notified): only your own (administrators: any).',
  tag: 'users',
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: badgeParams,
  response: badgeStateContract,
  handle: ({ params, viewer }) => users.acknowledgeBadge(viewer!, params.uid, params.id),
});

export const changePasswordEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/users/{uid}/password',
  summary:
    'Change your own password with {currentPassword, newPassword}: ends your other sessions and rotates this one (answers the new csrf_token).',
  tag: 'users',
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: uidParams,
  body: changePasswordBody,
  response: passwordChangedContract,
  handle: ({ params, body, viewer, ip, res, session }) => account.changePassword(viewer!, params.uid, body, { ip, res, session }),
});

export const endSessionsEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/users/{uid}/sessions',
  summary: 'Sign out everywhere else: ends every session of your own account except this one; answers {ended}.',
  tag: 'users',
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: uidParams,
  response: sessionsEndedContract,
  handle: ({ params, viewer, session }) => account.signOutEverywhereElse(viewer!, params.uid, session),
});

export const disconnectGithubEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/users/{uid}/github',
  summary: 'Disconnect GitHub from your own account (refused while it has no password).',
  tag: 'users',
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: uidParams,
  response: accountSecurityContract,
  handle: ({ params, viewer }) => account.disconnectGithub(viewer!, params.uid),
});

export const resendConfirmationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/users/email/confirmation',
  summary:
    'Send the signed-in member a new confirmation mail (issue 35); once every 5 minutes (confirm-email-already-sent), no-email-to-confirm without an address. Answers {confirmed, sent}.',
  tag: 'users',
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  response: confirmationMailContract,
  handle: ({ req, viewer }) => resendConfirmationMail(viewer!, mailLocale(req, viewer!.language)),
});

export const confirmEmailEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/users/email/confirm',
  summary:
    'Confirm an address with the signed link of its mail, {uid, timestamp, sig} (issue 35; the /confirm-email page does the same): email-confirm-failed for a wrong signature or a changed address, confirm-email-expired after 24 hours.',
  tag: 'users',
  family: 'v3',
  access: 'public',
  ownStateOnly: true,
  beforeConsent: true,
  body: accountLinkBody,
  response: emailConfirmedContract,
  handle: ({ body }) => confirmEmail(body.uid, body.timestamp, body.sig),
});

export const initialsAvatarEndpoint = endpoint({
  method: 'GET',
  path: '/api/avatar/{uid}',
  summary: "The member's initials as an SVG picture (a picture members may choose for themselves).",
  tag: 'users',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  produces: 'image/svg+xml',
  params: avatarParams,
  async handle({ params, res }) {
    const svg = await initialsAvatar(params.uid);
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    // Names change: a few minutes of caching only. The picture runs no script and loads nothing.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.status(200).end(svg);
  },
});
