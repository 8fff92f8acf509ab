/**
 * Images (part 4 of `npm run bench`): what the app answers `/api/health` with, and how much memory
 * it takes, while images are processed (docs/SECURITY.md rule 20). Two runs, each three requests
 * at once: three uploads of a 12,000 × 12,000 PNG bomb (18 kB; refused from its header), then
 * three project logos drawn from 4,096 × 4,096 PNGs (the pixel budget; drawn in the drawing
 * workers), after one small upload that loads the routes' code. During each, `/api/health` is
 * asked one request after another; the figures are its p50 and slowest answer, the app's RSS
 * before, at its peak and 20 s after (idle workers exit).
 */
import { pngBomb } from '../__tests__/support/media';
import { rssMb, watchRss } from './proc';

interface Run {
  name: string;
  statuses: number[];
  healthP50: number;
  healthMax: number;
  healthCount: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
}

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function csrfOf(url: string, cookie: string): Promise<string> {
  const config = await fetch(`${url}/api/config`, { headers: { Cookie: cookie } });
  return ((await config.json()) as { csrf_token: string }).csrf_token;
}

async function uploadPng(url: string, cookie: string, csrf: string, data: Buffer, name: string): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('files[]', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  const res = await fetch(`${url}/api/post/upload`, { method: 'POST', body: form, headers: { Accept: 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': csrf } });
  return { status: res.status, body: await res.json() };
}

/** Runs `work` while asking /api/health one request after another; answers the figures. */
async function during(name: string, url: string, pid: number, work: () => Promise<number[]>): Promise<Run> {
  const rssBefore = rssMb(pid);
  const rss = watchRss(pid, 50);
  const latencies: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const start = performance.now();
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - start);
    }
  })();
  const statuses = await work();
  done = true;
  await probe;
  const rssPeak = rss.stop();
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name,
    statuses,
    healthP50: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    healthMax: sorted[sorted.length - 1] ?? NaN,
    healthCount: sorted.length,
    rssBefore,
    rssPeak,
    rssAfter: rssMb(pid),
  };
}

/** The report: one line per run. `cookie` is an administrator's session; `projectIds` three projects. */
export async function imagesReport(url: string, pid: number, cookie: string, projectIds: number[]): Promise<string> {
  const csrf = await csrfOf(url, cookie);
  // The upload and project routes loaded once (a route's first request loads its code), not measured.
  await uploadPng(url, cookie, csrf, pngBomb(16, 16), 'warm-up.png');
  await fetch(`${url}/api/projects/v1/project/${projectIds[0]}`, { headers: { Accept: 'application/json', Cookie: cookie } });
  const bomb = pngBomb();
  const bombs = await during('3 uploads of a 12,000×12,000 PNG (18 kB)', url, pid, () =>
    Promise.all([1, 2, 3].map(async (i) => (await uploadPng(url, cookie, csrf, bomb, `bomb-${i}.png`)).status)),
  );
  const large = pngBomb(4096, 4096);
  const logos: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const uploaded = await uploadPng(url, cookie, csrf, large, `large-${i}.png`);
    if (uploaded.status !== 200) throw new Error(`upload of a 4,096×4,096 PNG answered ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
    logos.push((uploaded.body as Array<{ url: string }>)[0]!.url);
  }
  const drawn = await during('3 logos drawn from 4,096×4,096 PNGs', url, pid, () =>
    Promise.all(
      projectIds.slice(0, 3).map(async (id, i) => {
        const res = await fetch(`${url}/api/projects/v1/project/${id}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': csrf },
          body: JSON.stringify({ logo: logos[i] }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    ),
  );
  return [bombs, drawn]
    .map(
      (r) =>
        `${r.name}: answers ${r.statuses.join(' ')}; /api/health p50 ${fixed(r.healthP50, 1)} ms, slowest ${fixed(r.healthMax, 1)} ms (${r.healthCount} requests); ` +
        `app RSS ${fixed(r.rssBefore)} MB before, ${fixed(r.rssPeak)} MB at peak, ${fixed(r.rssAfter)} MB 20 s after`,
    )
    .join('\n');
}
