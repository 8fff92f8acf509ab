import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import type { PlayResponse, SavedQueue, Track, TrackId, TracksResponse } from './types';

/**
 * What the player's calls answer (lib/contracts): `GET /api/player/tracks`, the saved queue
 * (`GET`/`PUT /api/player/queue`) and `POST /api/player/plays`.
 */

const trackId = z.templateLiteral([z.enum(['post', 'event']), ':', z.number().int().positive()]) as z.ZodType<TrackId>;

export const trackContract = contractFor<Track>()(
  z.strictObject({
    id: trackId,
    kind: z.enum(['podcast', 'recording']),
    link: z.string(),
    title: z.string(),
    artist: z.string(),
    artwork: z.string().nullable(),
    src: z.string(),
    type: z.string().nullable(),
    duration: z.number().nonnegative().nullable(),
    chapters: z.array(z.strictObject({ start: z.number().nonnegative(), title: z.string() })),
    plays: z.number().int().nonnegative(),
  }),
);

export const tracksContract = contractFor<TracksResponse>()(z.strictObject({ tracks: z.array(trackContract) }));

export const savedQueueContract = contractFor<SavedQueue>()(
  z.strictObject({
    tracks: z.array(trackContract),
    index: z.number().int().min(-1),
    position: z.number().nonnegative(),
    updatedAt: z.iso.datetime().nullable(),
  }),
);

export const playContract = contractFor<PlayResponse>()(
  z.strictObject({ id: trackId, plays: z.number().int().nonnegative(), counted: z.boolean() }),
);
