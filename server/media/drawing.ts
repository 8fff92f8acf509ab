import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { DrawJob, DrawReply } from './drawProtocol';

/**
 * Every image the server decodes or draws runs off the main thread (docs/SECURITY.md rule 20): in
 * at most DRAWING_LIMITS.workers worker threads (./drawWorker.ts), each with a bounded V8 heap and
 * one job at a time; further jobs wait their turn. A job that runs longer than `timeoutMs`, or a
 * worker that runs out of memory, ends that worker (its job fails, the next job starts a new one);
 * a worker idle for `idleMs` exits, which gives back the WebAssembly memory its largest picture
 * took. The main thread only sends the SVG or layout and receives the PNG, so `/api/health` and
 * every other request keep being answered while pictures are drawn.
 */

const DRAWING_LIMITS = {
  /**
   * Worker threads at most (drawing takes a CPU for up to a second or two): two, and one core
   * always left to the main thread (one worker on a machine of two cores).
   */
  workers: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  /** V8 old-generation heap of one worker, MB (satori's layout and fonts need about 40). */
  heapMb: 96,
  /** V8 young-generation heap of one worker, MB. */
  youngMb: 16,
  /** A job taking longer ends its worker. */
  timeoutMs: 30_000,
  /** An idle worker exits after this long. */
  idleMs: 15_000,
} as const;

interface Pending {
  job: DrawJob;
  resolve: (reply: Extract<DrawReply, { ok: true }>) => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  pending: Pending | null;
  idle: NodeJS.Timeout | null;
}

const slots: Slot[] = [];
const queue: Pending[] = [];
let nextId = 1;
const stats = { jobs: 0, threadIds: new Set<number>() };

/** How many jobs the workers have finished, and the thread ids that ran them (never 0, the main thread). */
export function drawingStats(): { jobs: number; threadIds: number[] } {
  return { jobs: stats.jobs, threadIds: [...stats.threadIds] };
}

/**
 * The worker: the built file under production (`npm run build:server` bundles it next to the
 * server), else the TypeScript source through tsx's require hook (development and tests).
 */
function startWorker(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: DRAWING_LIMITS.heapMb, maxYoungGenerationSizeMb: DRAWING_LIMITS.youngMb, stackSizeMb: 4 };
  // Both are started from a line of code (eval), never from a file name, which Next's bundler
  // would try to resolve at build time, before `build:server` has written dist/.
  const built = path.join(process.cwd(), 'dist/server/media/drawWorker.js');
  if (process.env.NODE_ENV === 'production' && fs.existsSync(built)) {
    return new Worker(`require(${JSON.stringify(built)});`, { eval: true, resourceLimits });
  }
  const source = path.join(process.cwd(), 'server/media/drawWorker.ts');
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(source)});`, { eval: true, resourceLimits });
}

function spawn(): Slot {
  const slot: Slot = { worker: startWorker(), pending: null, idle: null };
  slot.worker.unref();
  slot.worker.on('message', (reply: DrawReply) => {
    const pending = slot.pending;
    if (!pending || reply.id !== pending.job.id) return;
    clearTimeout(pending.timer);
    slot.pending = null;
    slot.worker.unref();
    stats.jobs += 1;
    stats.threadIds.add(reply.threadId);
    if (reply.ok) pending.resolve(reply);
    else pending.reject(new Error(`drawing failed: ${reply.message}`));
    slot.idle = setTimeout(() => retire(slot, null), DRAWING_LIMITS.idleMs);
    slot.idle.unref();
    pump();
  });
  slot.worker.on('error', (err) => retire(slot, err));
  slot.worker.on('exit', () => retire(slot, new Error('the drawing worker stopped')));
  slots.push(slot);
  return slot;
}

/** Ends a worker: its job (if any) fails with `err`, waiting jobs go to the others or a new one. */
function retire(slot: Slot, err: Error | null): void {
  const index = slots.indexOf(slot);
  if (index < 0) return;
  slots.splice(index, 1);
  if (slot.idle) clearTimeout(slot.idle);
  const pending = slot.pending;
  slot.pending = null;
  if (pending) {
    clearTimeout(pending.timer);
    pending.reject(err ?? new Error('the drawing worker stopped'));
  }
  void slot.worker.terminate();
  pump();
}

function pump(): void {
  while (queue.length > 0) {
    let slot = slots.find((s) => !s.pending);
    if (!slot) {
      if (slots.length >= DRAWING_LIMITS.workers) return;
      slot = spawn();
    }
    const pending = queue.shift()!;
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    slot.pending = pending;
    slot.worker.ref();
    const busy = slot;
    pending.timer = setTimeout(() => retire(busy, new Error('drawing took too long')), DRAWING_LIMITS.timeoutMs);
    slot.worker.postMessage(pending.job);
  }
}

type JobInput = DrawJob extends infer J ? (J extends DrawJob ? Omit<J, 'id'> : never) : never;

function submit(input: JobInput): Promise<Extract<DrawReply, { ok: true }>> {
  return new Promise((resolve, reject) => {
    queue.push({ job: { ...input, id: nextId++ } as DrawJob, resolve, reject });
    pump();
  });
}

/**
 * A React element tree as the plain `{type, props}` objects satori reads (React elements carry a
 * symbol, which cannot be sent to a worker): function components are called, fragments unwrapped.
 */
function plainTree(node: ReactNode): unknown {
  if (node === null || node === undefined || typeof node === 'boolean') return null;
  if (typeof node === 'string' || typeof node === 'number') return node;
  if (Array.isArray(node)) return node.map((child: ReactNode) => plainTree(child));
  if (isValidElement(node)) {
    const { type, props } = node as ReactElement<Record<string, unknown> & { children?: ReactNode }>;
    if (type === Fragment) return plainTree(props.children);
    if (typeof type === 'function') return plainTree((type as (p: typeof props) => ReactNode)(props));
    if (typeof type !== 'string') throw new Error('a card is drawn from HTML elements and function components only');
    const { children, ...rest } = props;
    return { type, props: { ...rest, children: plainTree(children) } };
  }
  throw new Error('a card is drawn from elements, text and numbers only');
}

/** Draws a satori layout (a card) as a PNG of width × height, in a drawing worker. */
export async function drawCard(tree: ReactNode, width: number, height: number): Promise<Buffer> {
  const { png } = await submit({ kind: 'card', tree: plainTree(tree), width, height });
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}

/**
 * Draws an SVG as a PNG `width` pixels wide, in a drawing worker: project logos and event cover
 * thumbnails are resized this way (./images.ts). Answers the PNG and whether any pixel is drawn
 * (an image resvg could not decode draws nothing).
 */
export async function rasterizeSvg(svg: string, width: number): Promise<{ png: Buffer; drawn: boolean }> {
  const { png, drawn } = await submit({ kind: 'svg', svg, width });
  return { png: Buffer.from(png.buffer, png.byteOffset, png.byteLength), drawn };
}
