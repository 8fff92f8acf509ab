import type { IncomingMessage } from 'node:http';
import type { UploadedFile } from '@/lib/discussions/types';
import { RECORDING_UPLOAD } from '@/lib/events/types';
import { upload, uploadMaxBytes } from '../discussions/uploads';
import { fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import { mayManageEvent } from './permissions';
import { statusOf } from './present';
import { visibleEvent } from './reads';

/** The largest recording accepted, in bytes (inclusive): `RECORDING_MAX_BYTES`, else 100 MB, never below other uploads' limit. */
function recordingMaxBytes(): number {
  const value = Number(process.env.RECORDING_MAX_BYTES);
  const max = Number.isInteger(value) && value > 0 ? value : RECORDING_UPLOAD.maxBytes;
  return Math.max(max, uploadMaxBytes());
}

/**
 * `POST /api/events/v1/event/{id}/recording` (R3.3 recording_url): a host of the event uploads its
 * recording, an audio file up to `recordingMaxBytes()` (an hour of speech passes the 20 MB every
 * other upload has). Checked before the body is read: the caller hosts the event (others: the
 * event's own refusal, `no-event` when they may not see it, else `no-privileges`) and it is not
 * deleted. The file then goes through the uploads machinery like any other (streamed to the
 * storage, the hourly limit, the member's quota) and answers `[{url, name, type, size}]`; the
 * host names it as `recording_url`, and saving the event claims it (the sweep keeps it).
 */
export async function uploadRecording(viewer: Viewer | null, id: number, req: IncomingMessage): Promise<UploadedFile[]> {
  if (!viewer) throw fail('not-logged-in');
  const { row, access } = await visibleEvent(id, viewer);
  if (!mayManageEvent(viewer, access)) throw fail('no-privileges');
  if (statusOf(row) === 'deleted') throw fail('event-deleted');
  return upload(viewer, req, { maxBytes: recordingMaxBytes(), types: RECORDING_UPLOAD.types });
}
