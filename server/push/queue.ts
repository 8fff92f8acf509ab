import { DEFAULT_PUSH_TYPES } from '@/lib/push/types';
import { kickPushDeliveries } from './delivery';
import { enqueueDeliveries } from './repository';

/**
 * What notify() calls after it wrote notifications (issue 37): each one is queued for the
 * devices of its member who wants its type pushed, to go out after a grace period
 * (PUSH_GRACE_MS, 10 s by default): one read or seen in an open tab by then is not pushed. Never
 * throws: a push must not fail the action that caused it.
 */

const DEFAULT_GRACE_MS = 10_000;

/** The grace period in milliseconds (PUSH_GRACE_MS, a whole number from 0). */
function pushGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.PUSH_GRACE_MS?.trim() || DEFAULT_GRACE_MS);
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_GRACE_MS;
}

export async function enqueuePush(touched: ReadonlyArray<{ id: number }>): Promise<void> {
  if (touched.length === 0) return;
  try {
    const at = Date.now() + pushGraceMs();
    const queued = await enqueueDeliveries(
      touched.map((t) => t.id),
      DEFAULT_PUSH_TYPES,
      new Date(at),
    );
    if (queued > 0) kickPushDeliveries(at);
  } catch (err) {
    console.error('[push] queueing failed', err);
  }
}
