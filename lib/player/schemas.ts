import { languageParam } from '@/lib/i18n/schemas';
import { z } from 'zod';
import { errorKeyMessage } from '@/lib/errors/keys';
import { commaItems } from '@/lib/filters';
import { PG_INT_MAX } from '@/lib/params';
import { csrfField, line } from '@/lib/strings';
import { parseTrackId, QUEUE_MAX, type TrackId } from './types';

/**
 * Input schemas of the player's calls (`/api/player/*`, R3.17, R4.15; also the source of their
 * OpenAPI description). Lenient like the events' schemas: a query's unknown ids are dropped, a
 * queue's index and position are numbers the service clamps; only what cannot be read at all is
 * refused. The shapes the client sends are lib/player/types.ts (`SaveQueueBody`, `PlayBody`).
 */

/** The first value of a repeated query parameter. */
const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The most entries a saved queue's `items` may carry: the service keeps the first `QUEUE_MAX` valid ones. */
export const QUEUE_ITEMS_MAX = QUEUE_MAX * 5;

/** Ids given as a comma list: the valid track ids, repeats dropped, in order, at most `QUEUE_MAX`. */
const trackIdList = z.preprocess(
  firstValue,
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((value): TrackId[] =>
      commaItems(value)
        .map(parseTrackId)
        .filter((id): id is TrackId => id !== null)
        .slice(0, QUEUE_MAX),
    ),
);

/** `GET /api/player/tracks?ids=post:1,event:2`. */
export const tracksQuery = z.object({ ids: trackIdList });

/** A number also from a string (a form or a query); anything else fails. */
const number = z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number());

/** `PUT /api/player/queue`: the ids in order (unknown or repeated ones are dropped), the current index and position. */
export const saveQueueBody = z.object({
  items: z.array(line().trim().max(32)).max(QUEUE_ITEMS_MAX),
  /** -1: no current track; clamped to the queue the server keeps. */
  index: number.pipe(z.number().int().min(-1).max(PG_INT_MAX)).optional(),
  /** Seconds into the current track; clamped to 0..its length. */
  position: number.pipe(z.number().finite().min(0).max(1e7)).optional(),
  _csrf: csrfField,
  csrf_token: csrfField,
});

/** `POST /api/player/plays`: one play of a track. */
export const playBody = z.object({
  id: line()
    .trim()
    .max(32)
    .refine((value) => parseTrackId(value) !== null, { error: errorKeyMessage('invalid-track') })
    .transform((value) => value as TrackId),
  _csrf: csrfField,
  csrf_token: csrfField,
});

/** `{id}` of a project feed path (`/projects/{id}/podcast.xml`). */
export const projectFeedParams = z.object({
  id: z
    .string({ error: errorKeyMessage('no-project') })
    .trim()
    .regex(/^\d{1,10}$/, { error: errorKeyMessage('no-project') })
    .pipe(z.coerce.number<string>().int().positive().max(PG_INT_MAX, { error: errorKeyMessage('no-project') })),
});

export type TracksQuery = z.infer<typeof tracksQuery>;
export type SaveQueueInput = z.infer<typeof saveQueueBody>;
export type PlayInput = z.infer<typeof playBody>;

/** The query of the podcast feeds: the language of the words the site writes in them (`withLanguageQuery`). */
export const feedQuery = z.object({ lang: languageParam });
