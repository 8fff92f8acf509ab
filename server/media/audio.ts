import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { audioTypeOf } from '@/lib/player/rules';
import { getStorage, isStorageKey } from '../storage';

/**
 * An audio file's length, read from the file itself by music-metadata (its frames' headers, or a
 * whole-file frame scan for a constant-bitrate MP3 without a Xing header), in a worker thread with
 * its own memory limit, so neither a large file nor a malformed one weighs on the main thread.
 * The bytes come from the site's own files only (`/uploads/…` from the storage, `/audio/…` from
 * public/audio); an address elsewhere is never fetched. Used by the durations job
 * (server/player/durations.ts), never while answering a request.
 */

/**
 * The worker: parses the bytes the parent streams to it, asking for the next chunk when it wants
 * one (so a large file is never all in memory); answers seconds, or null when unknown.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Readable } = require('node:stream');
const input = new Readable({ read() { parentPort.postMessage({ more: true }); } });
parentPort.on('message', (chunk) => input.push(chunk === null ? null : Buffer.from(chunk)));
import('music-metadata')
  .then(({ parseStream }) => parseStream(input, { mimeType: workerData.mimeType, size: workerData.size }, { duration: true, skipCovers: true }))
  .then((meta) => parentPort.postMessage({ seconds: meta.format.duration ?? null }))
  .catch((err) => parentPort.postMessage({ seconds: null, error: String(err && err.message || err) }))
  .finally(() => input.destroy());
`;

/** The most a measurement may take; a file that takes longer is left unknown. */
const MEASURE_TIMEOUT_MS = 60_000;
/** The worker's heap: parsing holds a chunk or two at a time. */
const WORKER_HEAP_MB = 64;

/** The file's bytes and size for a site address, or null for an address this site does not serve. */
async function openAudio(src: string): Promise<{ stream: Readable; size: number } | null> {
  if (src.startsWith('/uploads/')) {
    const key = src.slice('/uploads/'.length);
    if (!isStorageKey(key)) return null;
    const stat = await getStorage().stat(key);
    if (!stat) return null;
    return { stream: await getStorage().open(key), size: stat.size };
  }
  const match = /^\/audio\/([a-z0-9][a-z0-9._-]*)$/i.exec(src);
  if (!match || match[1]!.includes('..')) return null;
  const file = path.join(process.cwd(), 'public', 'audio', match[1]!);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  return { stream: fs.createReadStream(file), size: stat.size };
}

/** Whole seconds of audio at a site address (`/uploads/…`, `/audio/…`); null when unknown. */
export async function measureAudioSeconds(src: string): Promise<number | null> {
  const opened = await openAudio(src);
  if (!opened) return null;
  const { stream, size } = opened;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { mimeType: audioTypeOf(src) ?? 'audio/mpeg', size },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  try {
    const seconds = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), MEASURE_TIMEOUT_MS);
      worker.on('message', (answer: { more: true } | { seconds: number | null }) => {
        if ('more' in answer) {
          stream.resume();
          return;
        }
        clearTimeout(timer);
        resolve(answer.seconds);
      });
      worker.once('error', () => {
        clearTimeout(timer);
        resolve(null);
      });
      stream.pause();
      stream.on('data', (chunk: Buffer) => {
        stream.pause();
        worker.postMessage(chunk);
      });
      stream.once('end', () => worker.postMessage(null));
      stream.once('error', () => worker.postMessage(null));
    });
    return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds)) : null;
  } finally {
    stream.destroy();
    await worker.terminate();
  }
}
