import { http, HttpResponse } from 'msw';
import { EPISODE_CACHE, storedEpisodeHeaders } from '@/lib/player/downloads';
import type { Track } from '@/lib/player/types';
import { makeStore } from '@/store';
import {
  cancelDownload,
  downloadEpisode,
  downloadFailed,
  downloadProgressed,
  downloadsCleared,
  downloadStarted,
  downloadFinished,
  downloadRemoved,
  downloadsListed,
  loadDownloads,
  removeAllDownloads,
  removeDownload,
  selectDownloadOf,
  selectDownloadSummary,
  storageKnown,
} from '@/store/player/downloads';
import { server, startMswServer } from '../support/msw';

/**
 * Issue 37: the downloads slice and its thunks over a Cache Storage stand-in (jsdom has none):
 * a download reads the body with progress and stores the whole 200 with its length and track;
 * cancel keeps nothing; failures say why; what earlier visits stored is listed; remove one, remove all.
 */

class FakeCache {
  readonly entries = new Map<string, Response>();
  failPut: Error | null = null;
  private keyOf(request: RequestInfo | URL): string {
    return typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    if (this.failPut) throw this.failPut;
    const body = await response.arrayBuffer();
    this.entries.set(this.keyOf(request), new Response(body, { status: response.status, headers: response.headers }));
  }
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(this.keyOf(request))?.clone();
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.keyOf(request));
  }
}

class FakeCaches {
  readonly named = new Map<string, FakeCache>();
  async open(name: string): Promise<FakeCache> {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name)!;
  }
  async delete(name: string): Promise<boolean> {
    return this.named.delete(name);
  }
}

let fake: FakeCaches;
beforeEach(() => {
  fake = new FakeCaches();
  Object.defineProperty(globalThis, 'caches', { value: fake, configurable: true, writable: true });
  Object.defineProperty(navigator, 'storage', {
    value: { estimate: jest.fn(async () => ({ usage: 1000, quota: 5_000_000_000 })), persist: jest.fn(async () => true), persisted: jest.fn(async () => false) },
    configurable: true,
  });
});

startMswServer();

const ORIGIN = window.location.origin;
const track = (pid: number, src = `/audio/episode-${pid}.mp3`, kind: Track['kind'] = 'podcast'): Track => ({
  id: `post:${pid}`,
  kind,
  link: `/post/${pid}`,
  title: `Episode ${pid}`,
  artist: 'Mei',
  artwork: null,
  src,
  type: 'audio/mpeg',
  duration: 30,
  chapters: [],
  plays: 0,
});

/** A body sent in `parts` chunks of `size` bytes each, with its Content-Length. */
function chunked(parts: number, size: number): Response {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Each part its own read, as a slow network gives them.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (sent === parts) controller.close();
      else {
        controller.enqueue(new Uint8Array(size).fill(sent));
        sent += 1;
      }
    },
  });
  return new HttpResponse(stream, { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': String(parts * size), ETag: '"v1"' } });
}

describe('downloads (issue 37)', () => {
  it('downloads with progress and stores the whole file, its length and its track', async () => {
    server.use(http.get(`${ORIGIN}/audio/episode-1.mp3`, () => chunked(4, 1000)));
    const store = makeStore();
    const seen: Array<[number, number | null]> = [];
    store.subscribe(() => {
      const entry = selectDownloadOf(store.getState(), 'post:1');
      if (entry?.status === 'downloading') seen.push([entry.received, entry.total]);
    });
    await store.dispatch(downloadEpisode(track(1)));

    expect(selectDownloadOf(store.getState(), 'post:1')).toMatchObject({ status: 'downloaded', received: 4000, total: 4000, key: `${ORIGIN}/audio/episode-1.mp3` });
    // Progress went up through the parts, against the known total.
    expect(seen.filter(([, total]) => total === 4000).map(([received]) => received)).toEqual(expect.arrayContaining([1000, 2000, 3000]));
    const stored = await (await fake.open(EPISODE_CACHE)).match(`${ORIGIN}/audio/episode-1.mp3`);
    expect(stored?.status).toBe(200);
    expect(stored?.headers.get('Content-Length')).toBe('4000');
    expect(stored?.headers.get('X-Episode-Track')).toBe('post:1');
    // The server's validator is kept: ranges from the cache match those the network gave.
    expect(stored?.headers.get('ETag')).toBe('"v1"');
    expect((await stored!.arrayBuffer()).byteLength).toBe(4000);
    // The first download asked the browser to keep the storage; the quota is known.
    expect(navigator.storage.persist).toHaveBeenCalled();
    expect(selectDownloadSummary(store.getState())).toEqual({ count: 1, bytes: 4000, downloading: 0, quota: 5_000_000_000 });
  });

  it('cancel stops the download and keeps nothing', async () => {
    let started: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (started = resolve));
    server.use(
      http.get(`${ORIGIN}/audio/episode-2.mp3`, () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(500));
            started();
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Length': '100000' } });
      }),
    );
    const store = makeStore();
    const done = store.dispatch(downloadEpisode(track(2)));
    await waiting;
    store.dispatch(cancelDownload('post:2'));
    await done;
    expect(selectDownloadOf(store.getState(), 'post:2')).toBeUndefined();
    expect((await fake.open(EPISODE_CACHE)).entries.size).toBe(0);
  });

  it('says why a download failed, and leaves what cannot be downloaded', async () => {
    server.use(
      http.get(`${ORIGIN}/audio/episode-3.mp3`, () => new HttpResponse(null, { status: 404 })),
      http.get(`${ORIGIN}/audio/episode-4.mp3`, () => HttpResponse.error()),
      http.get(`${ORIGIN}/audio/episode-5.mp3`, () => chunked(1, 10)),
    );
    const store = makeStore();
    await store.dispatch(downloadEpisode(track(3)));
    expect(selectDownloadOf(store.getState(), 'post:3')).toMatchObject({ status: 'failed', failure: 'http' });
    await store.dispatch(downloadEpisode(track(4)));
    expect(selectDownloadOf(store.getState(), 'post:4')).toMatchObject({ status: 'failed', failure: 'network' });
    (await fake.open(EPISODE_CACHE)).failPut = new DOMException('full', 'QuotaExceededError');
    await store.dispatch(downloadEpisode(track(5)));
    expect(selectDownloadOf(store.getState(), 'post:5')).toMatchObject({ status: 'failed', failure: 'quota' });

    // Another site's file, or an event recording: nothing is fetched (msw would fail the test).
    await store.dispatch(downloadEpisode(track(6, 'https://cdn.example.org/ep.mp3')));
    await store.dispatch(downloadEpisode(track(7, '/audio/episode-7.mp3', 'recording')));
    expect(selectDownloadOf(store.getState(), 'post:6')).toBeUndefined();
    expect(selectDownloadOf(store.getState(), 'post:7')).toBeUndefined();
    expect(selectDownloadSummary(store.getState()).count).toBe(0);
  });

  it('lists what earlier visits stored; removes one, then all', async () => {
    const cache = await fake.open(EPISODE_CACHE);
    await cache.put(`${ORIGIN}/audio/a.mp3`, new Response(new Uint8Array(3000), { headers: storedEpisodeHeaders(new Headers(), 3000, 'post:11', 1) }));
    await cache.put(`${ORIGIN}/audio/b.mp3`, new Response(new Uint8Array(2000), { headers: storedEpisodeHeaders(new Headers(), 2000, 'post:12', 1) }));
    await cache.put(`${ORIGIN}/audio/old.mp3`, new Response(new Uint8Array(500), { headers: { 'Content-Length': '500' } }));
    const store = makeStore();
    await store.dispatch(loadDownloads());
    expect(selectDownloadOf(store.getState(), 'post:11')).toMatchObject({ status: 'downloaded', received: 3000, key: `${ORIGIN}/audio/a.mp3` });
    expect(selectDownloadSummary(store.getState())).toEqual({ count: 3, bytes: 5500, downloading: 0, quota: 5_000_000_000 });

    await store.dispatch(removeDownload('post:11'));
    expect(selectDownloadOf(store.getState(), 'post:11')).toBeUndefined();
    expect(cache.entries.has(`${ORIGIN}/audio/a.mp3`)).toBe(false);
    expect(selectDownloadSummary(store.getState()).bytes).toBe(2500);

    await store.dispatch(removeAllDownloads());
    expect(fake.named.has(EPISODE_CACHE)).toBe(false);
    expect(selectDownloadSummary(store.getState())).toMatchObject({ count: 0, bytes: 0 });
  });

  it('the reducers: a listing keeps downloads in progress and finished ones; progress only while downloading; summary stays the same object', () => {
    const store = makeStore();
    store.dispatch(downloadStarted({ id: 'post:1', key: 'k1' }));
    store.dispatch(downloadProgressed({ id: 'post:1', received: 10, total: 100 }));
    store.dispatch(downloadsListed([{ id: 'post:1', key: 'k1', size: 100 }, { id: 'post:2', key: 'k2', size: 50 }]));
    expect(selectDownloadOf(store.getState(), 'post:1')).toMatchObject({ status: 'downloading', received: 10, total: 100 });
    expect(selectDownloadOf(store.getState(), 'post:2')).toMatchObject({ status: 'downloaded', received: 50 });
    const summary = selectDownloadSummary(store.getState());
    expect(selectDownloadSummary(store.getState())).toBe(summary);
    expect(summary).toMatchObject({ count: 1, bytes: 50, downloading: 1 });

    store.dispatch(downloadFinished({ id: 'post:1', size: 100 }));
    store.dispatch(downloadProgressed({ id: 'post:1', received: 5, total: 100 }));
    expect(selectDownloadOf(store.getState(), 'post:1')).toMatchObject({ status: 'downloaded', received: 100 });
    store.dispatch(downloadFailed({ id: 'post:9', failure: 'other' }));
    expect(selectDownloadOf(store.getState(), 'post:9')).toBeUndefined();
    // A listing read before a download ended does not drop it.
    store.dispatch(downloadsListed([{ id: 'post:2', key: 'k2', size: 50 }]));
    expect(selectDownloadOf(store.getState(), 'post:1')).toMatchObject({ status: 'downloaded', received: 100 });
    store.dispatch(downloadRemoved('post:1'));
    store.dispatch(storageKnown({ quota: 42 }));
    store.dispatch(downloadsCleared());
    expect(selectDownloadSummary(store.getState())).toEqual({ count: 0, bytes: 0, downloading: 0, quota: 42 });
  });
});
