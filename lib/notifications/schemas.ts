import { languageParam } from '@/lib/i18n/schemas';
import { z } from 'zod';
import { errorKeyMessage } from '@/lib/errors/keys';
import { pageQueryValue, pathId } from '@/lib/params';
import { csrfField, line } from '@/lib/strings';
import { DIGEST_FREQUENCIES, NOTIFICATION_FILTERS, NOTIFICATION_MODES, NOTIFICATION_TYPES } from './types';

/**
 * Input schemas of the notification calls (`/api/notifications*`, `/api/v3/notifications*`, the
 * topic mute and the member block), also the source of their OpenAPI description. Queries are
 * lenient (an unknown filter is `all`, a bad page is 1); bodies are strict.
 */

const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** `GET /api/notifications?filter=unread&page=2`. */
export const listQuery = z.object({
  filter: z.preprocess(firstValue, z.enum(NOTIFICATION_FILTERS)).catch('all'),
  page: pageQueryValue,
});

/** `{id}` of `/api/v3/notifications/{id}/read`: the notification row's id. */
export const notificationParams = z.object({ id: pathId('invalid-notification') });

/** A body carrying nothing but the csrf token. */
export const emptyBody = z.object({ _csrf: csrfField, csrf_token: csrfField });

const modes = z.enum(NOTIFICATION_MODES);
const typeModes = z.partialRecord(z.enum(NOTIFICATION_TYPES), modes);

/** `PUT /api/v3/notifications/settings`: the types to change (others keep theirs) and/or the digest. */
export const preferencesBody = z.object({
  types: typeModes.optional(),
  digest: z.enum(DIGEST_FREQUENCIES).optional(),
  _csrf: csrfField,
  csrf_token: csrfField,
});
export type PreferencesBody = z.infer<typeof preferencesBody>;

/** `{tid}` of `/api/v3/topics/{tid}/ignore`. */
export const topicParams = z.object({ tid: pathId('invalid-tid') });

/** `{uid}` of `/api/v3/users/{uid}/block`: the member to block or unblock. */
export const blockParams = z.object({ uid: pathId('invalid-uid') });

/** `GET /api/admin/outbox?page=`. */
export const outboxQuery = z.object({ page: pageQueryValue });

/** The signed digest unsubscribe link: `/api/notifications/unsubscribe?uid=&sig=`. */
export const unsubscribeQuery = z.object({
  uid: pathId('invalid-unsubscribe'),
  sig: line()
    .trim()
    .regex(/^[A-Za-z0-9_-]{10,100}$/, { error: errorKeyMessage('invalid-unsubscribe') }),
  /** The digest's language: the page saying so is in it. */
  lang: languageParam,
});

/** The body a mail client's one-click POST sends (RFC 8058): `List-Unsubscribe=One-Click`, form encoded. */
export const unsubscribeBody = z.object({ 'List-Unsubscribe': line().max(50).optional() }).loose();
