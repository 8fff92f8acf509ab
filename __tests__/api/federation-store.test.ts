import '../../server/federation/runtime';
import { PostgresKv } from '../../server/federation/kvStore';
import { PostgresQueue } from '../../server/federation/queue';
import { queueClaim } from '../../server/federation/repository';
import { setUpTestApp } from '../support/testApp';

/**
 * Fedify's key–value store and message queue on the app's PostgreSQL (issue 38): values with and
 * without a time to live, compare-and-set, listing by key prefix; a queue shared by two
 * listeners (two instances) handles each message once, keeps a delay, and runs the messages of
 * one ordering key one at a time in order; a message claimed by an instance that died is taken by
 * another when the claim runs out (issue 39).
 */

setUpTestApp();

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** The queue's depth once nothing is left in it, or as it is after `ms`: a handler runs before its message is removed. */
const depthOnceEmpty = async (queue: PostgresQueue, ms = 5_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const depth = await queue.getDepth();
    if (depth.queued === 0 || Date.now() > deadline) return depth;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('the federation key–value store', () => {
  const kv = new PostgresKv();

  it('keeps, lists by prefix, compares and sets, expires and deletes', async () => {
    await kv.set(['doc', 'a'], { n: 1 });
    await kv.set(['doc', 'a', 'b'], 'child');
    await kv.set(['docs'], 'not under the prefix');
    expect(await kv.get(['doc', 'a'])).toEqual({ n: 1 });
    const listed = [];
    for await (const entry of kv.list(['doc', 'a'])) listed.push(entry);
    expect(listed.sort((x, y) => x.key.length - y.key.length)).toEqual([
      { key: ['doc', 'a'], value: { n: 1 } },
      { key: ['doc', 'a', 'b'], value: 'child' },
    ]);

    expect(await kv.cas(['doc', 'a'], { n: 2 }, { n: 3 })).toBe(false);
    expect(await kv.cas(['doc', 'a'], { n: 1 }, { n: 3 })).toBe(true);
    expect(await kv.get(['doc', 'a'])).toEqual({ n: 3 });
    expect(await kv.cas(['new'], undefined, 'first')).toBe(true);
    expect(await kv.cas(['new'], undefined, 'second')).toBe(false);

    await kv.set(['short'], 'lived', { ttl: Temporal.Duration.from({ milliseconds: 200 }) });
    expect(await kv.get(['short'])).toBe('lived');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await kv.get(['short'])).toBeUndefined();
    expect(await kv.cas(['short'], undefined, 'again')).toBe(true);

    await kv.delete(['doc', 'a']);
    expect(await kv.get(['doc', 'a'])).toBeUndefined();
  });
});

describe('the federation queue', () => {
  it('two listeners share the queue and handle every message once; a delay is kept', async () => {
    const seen: number[] = [];
    const stop = new AbortController();
    const handler = async (message: unknown) => {
      seen.push((message as { n: number }).n);
    };
    const one = new PostgresQueue(100);
    const two = new PostgresQueue(100);
    void one.listen(handler, { signal: stop.signal });
    void two.listen(handler, { signal: stop.signal });
    await one.enqueueMany(Array.from({ length: 20 }, (_, n) => ({ n })));
    const started = Date.now();
    await two.enqueue({ n: 99 }, { delay: Temporal.Duration.from({ milliseconds: 600 }) });
    await until(() => seen.length === 21);
    stop.abort();
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array.from({ length: 20 }, (_, n) => n), 99]);
    expect(await depthOnceEmpty(one)).toEqual({ queued: 0, ready: 0, delayed: 0 });
  });

  it('the messages of one ordering key run one at a time, oldest first', async () => {
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const stop = new AbortController();
    const handler = async (message: unknown) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      order.push(String((message as { step: string }).step));
      running -= 1;
    };
    const one = new PostgresQueue(100);
    const two = new PostgresQueue(100);
    await one.enqueue({ step: 'create' }, { orderingKey: 'post:1' });
    await one.enqueue({ step: 'update' }, { orderingKey: 'post:1' });
    await one.enqueue({ step: 'delete' }, { orderingKey: 'post:1' });
    void one.listen(handler, { signal: stop.signal });
    void two.listen(handler, { signal: stop.signal });
    await until(() => order.length === 3);
    stop.abort();
    expect(order).toEqual(['create', 'update', 'delete']);
    expect(most).toBe(1);
  });

  it('a message claimed by an instance that died (kill -9) is handled by another once its claim runs out (issue 39)', async () => {
    const queue = new PostgresQueue(100);
    await queue.enqueue({ n: 7 });
    // The dead instance claimed it and never finished: what queue.listen leaves behind at a kill.
    const claimed = await queueClaim(500);
    expect(claimed?.message).toEqual({ n: 7 });
    const seen: Array<{ n: number; at: number }> = [];
    const stop = new AbortController();
    const started = Date.now();
    void queue.listen(async (message) => void seen.push({ ...(message as { n: number }), at: Date.now() - started }), { signal: stop.signal });
    await until(() => seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop.abort();
    expect(seen).toEqual([{ n: 7, at: expect.any(Number) }]);
    expect(seen[0]!.at).toBeGreaterThanOrEqual(400);
    expect(await queue.getDepth()).toEqual({ queued: 0, ready: 0, delayed: 0 });
  });
});
