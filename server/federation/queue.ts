import type { MessageQueue, MessageQueueDepth, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import { queueClaim, queueDelete, queueDepth, queueInsert, queueNextDue } from './repository';

/**
 * Fedify's message queue on the app's PostgreSQL (issue 38): outbound deliveries (one per shared
 * inbox, fanned out by Fedify) and inbound activities survive a restart and are shared by every
 * instance on the database: a message is claimed with FOR UPDATE SKIP LOCKED for a minute, done
 * messages are deleted, and a claim that runs out (its instance stopped) is taken by another.
 * Retries with backoff are Fedify's (it enqueues a failed delivery again with a delay). A
 * listener wakes when its own instance enqueues, at the next due time, and at least every
 * `pollMs` for what other instances enqueued.
 */

const CLAIM_MS = 60_000;
const MIN_WAIT_MS = 200;

export class PostgresQueue implements MessageQueue {
  readonly nativeRetrial = false;
  private wake: (() => void) | null = null;

  constructor(private readonly pollMs = 2_000) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.enqueueMany([message], options);
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    const delay = options?.delay ? Math.max(0, options.delay.total({ unit: 'millisecond' })) : 0;
    const notBefore = new Date(Date.now() + delay);
    await queueInsert(messages.map((message) => ({ message, orderingKey: options?.orderingKey ?? null, notBefore })));
    if (delay === 0) this.wake?.();
  }

  async getDepth(): Promise<MessageQueueDepth> {
    const { queued, ready } = await queueDepth();
    return { queued, ready, delayed: queued - ready };
  }

  async listen(handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
    const signal = options?.signal;
    while (!signal?.aborted) {
      let claimed = null;
      try {
        claimed = await queueClaim(CLAIM_MS);
      } catch (err) {
        console.error('[federation] reading the queue failed', err);
      }
      if (claimed) {
        try {
          await handler(claimed.message);
        } catch (err) {
          console.error('[federation] a queued message failed', err);
        }
        await queueDelete(claimed.id).catch((err: unknown) => console.error('[federation] removing a done message failed', err));
        continue;
      }
      await this.sleep(signal);
    }
  }

  /** Waits until this instance enqueues, the next message is due, `pollMs` passes or the signal aborts. */
  private async sleep(signal: AbortSignal | undefined): Promise<void> {
    const next = await queueNextDue().catch(() => null);
    // At least MIN_WAIT_MS: a due message may be one another instance holds, or one waiting for an
    // older message of its ordering key.
    const wait = Math.max(MIN_WAIT_MS, Math.min(this.pollMs, next === null ? this.pollMs : next - Date.now()));
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, wait);
      timer.unref();
      this.wake = done;
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
