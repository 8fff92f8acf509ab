/**
 * Lighthouse mobile (performance) of the topic, feed and event pages, as a visitor, the way the
 * people who measure sites do it: the `lighthouse` CLI with its default mobile emulation and
 * simulated throttling, against Debian's Chromium (`CHROME_PATH`, the browser tests' binary).
 *
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/lighthouse.ts
 *
 * Each page is measured BENCH_LIGHTHOUSE_RUNS times (3), the pages taking turns, and the median of
 * each figure is printed beside issue 33's goals (score ≥ 97, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS 0).
 * Each page twice: from the app's own port (HTTP/1.1, no TLS) and through HAProxy with TLS and
 * HTTP/2 as docs/DEPLOY.md deploys it (bench/tls-proxy.ts; left out without HAProxy or openssl, or
 * with BENCH_LIGHTHOUSE_TLS=0).
 * Lighthouse's simulation replays what it observed, so a busy or slow machine lowers the score: say
 * the machine's load with the figures; the host's benchmarkIndex is printed with them.
 * `lighthouseReport()` is what bench/run.ts prints after the JS part.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { visitorPages } from './js';
import { startTlsProxy, type TlsProxy } from './tls-proxy';

const run = promisify(execFile);
const BIN = path.resolve(__dirname, '..', 'node_modules', '.bin', 'lighthouse');
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const PAGES = ['topic', 'feed', 'event'];
// The browser tests' flags, with the headless mode Lighthouse needs.
const CHROME_FLAGS = CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)).join(' ');
// The proxy's certificate is made for the run.
const CHROME_FLAGS_TLS = `${CHROME_FLAGS} --ignore-certificate-errors`;

interface Figures {
  /** Lighthouse's measure of the host's CPU speed (higher is faster), which its throttling does not offset. */
  benchmarkIndex: number;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

interface LighthouseResult {
  environment?: { benchmarkIndex?: number };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

/**
 * One Lighthouse run of one address: the performance score and its metrics. A run whose trace
 * Lighthouse could not read (its runtime error NO_NAVSTART, now and then on this machine) is run
 * again, twice at most.
 */
async function measure(url: string, attempts = 3): Promise<Figures> {
  try {
    return await measureOnce(url);
  } catch (err) {
    if (attempts <= 1) throw err;
    console.error(`(Lighthouse failed on ${url}; running it again)`);
    return measure(url, attempts - 1);
  }
}

async function measureOnce(url: string): Promise<Figures> {
  const flags = url.startsWith('https:') ? CHROME_FLAGS_TLS : CHROME_FLAGS;
  const { stdout } = await run(
    BIN,
    [url, '--quiet', '--output=json', '--output-path=stdout', '--only-categories=performance', `--chrome-flags=${flags}`],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The printed table: per page and way of serving it, the median of each figure over the runs. */
export async function lighthouseReport(base: string): Promise<string> {
  const pages = (await visitorPages(base)).filter((p) => PAGES.includes(p.page));
  const proxy: TlsProxy | null = process.env.BENCH_LIGHTHOUSE_TLS === '0' ? null : await startTlsProxy(base);
  const ways = [{ name: 'HTTP/1.1, the app', base }, ...(proxy ? [{ name: 'HTTP/2, HAProxy TLS', base: proxy.url }] : [])];
  const runs = new Map<string, Figures[]>();
  try {
    for (let i = 0; i < RUNS; i += 1) {
      for (const p of pages) {
        for (const way of ways) {
          const key = `${p.page} | ${way.name}`;
          runs.set(key, [...(runs.get(key) ?? []), await measure(`${way.base}${p.path}`)]);
        }
      }
    }
  } finally {
    proxy?.stop();
  }
  const hostSpeed = median([...runs.values()].flat().map((f) => f.benchmarkIndex));
  const lines = [
    `Lighthouse mobile, performance (median of ${RUNS}; goals: score >= 97, LCP <= 1.8 s, TBT <= 150 ms, CLS 0)`,
    // Lighthouse slows the CPU four times whatever the host's speed: a slower host (a lower index) blocks longer.
    `host benchmarkIndex (median of every run): ${Math.round(hostSpeed)}`,
    ...(proxy ? [] : ['(HAProxy or openssl missing, or BENCH_LIGHTHOUSE_TLS=0: the app\'s own port only)']),
    '| page | served | score | FCP | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [key, all] of runs) {
    const m = (name: keyof Figures) => median(all.map((f) => f[name]));
    lines.push(
      `| ${key} | ${m('score')} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`,
    );
  }
  return lines.join('\n');
}

if (require.main === module) {
  lighthouseReport((process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''))
    .then((text) => console.log(text))
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
