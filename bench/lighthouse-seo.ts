/**
 * Lighthouse SEO of the public pages in every language (issue 34: "Lighthouse SEO stays 100 on
 * public pages in every language"), as a visitor: the `lighthouse` CLI, SEO category only, against
 * Debian's Chromium (`CHROME_PATH`, the browser tests' binary).
 *
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/lighthouse-seo.ts
 *
 * Prints one row per page with each language's score and, under the table, every audit that did
 * not pass; exits non-zero when a score is below 100. SEO is not a timing, so one run each.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { LOCALES, localizedPath } from '../lib/i18n/locales';
import { visitorPages } from './js';

const run = promisify(execFile);
const BIN = path.resolve(__dirname, '..', 'node_modules', '.bin', 'lighthouse');
const CHROME_FLAGS = CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)).join(' ');

interface SeoResult {
  categories: { seo: { score: number | null; auditRefs: Array<{ id: string; weight: number }> } };
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>;
}

/** One page's SEO score and the titles of its scored audits that did not pass. */
async function seo(url: string): Promise<{ score: number; failed: string[] }> {
  const { stdout } = await run(BIN, [url, '--quiet', '--output=json', '--output-path=stdout', '--only-categories=seo', '--form-factor=mobile', `--chrome-flags=${CHROME_FLAGS}`], {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    maxBuffer: 256 * 1024 * 1024,
  });
  const lhr = JSON.parse(stdout) as SeoResult;
  const failed = lhr.categories.seo.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.scoreDisplayMode === 'binary' && audit.score !== 1)
    .map(({ id, audit }) => `${id}: ${audit!.title}`);
  return { score: Math.round((lhr.categories.seo.score ?? 0) * 100), failed };
}

/** A public project page (the first of the projects list). */
async function projectPage(base: string): Promise<{ page: string; path: string }> {
  const res = await fetch(`${base}/api/projects/v1/projects`);
  const project = res.ok ? ((await res.json()) as { projects: Array<{ url: string }> }).projects[0] : undefined;
  if (!project) throw new Error('the community has no projects: load the demo community (DEMO_SEED=true)');
  return { page: 'project', path: project.url };
}

async function main(base: string): Promise<boolean> {
  // The public pages search engines index; the audio queue is a listener's own page (noindex).
  const pages = [...(await visitorPages(base)).filter((p) => p.page !== 'audio queue'), { page: 'projects', path: '/projects' }, await projectPage(base)];
  const lines = ['Lighthouse mobile, SEO, as a visitor (goal: 100 on every public page in every language)', `| page | ${LOCALES.join(' | ')} |`, `| --- |${LOCALES.map(() => ' --- |').join('')}`];
  const failures: string[] = [];
  let all100 = true;
  for (const p of pages) {
    const scores: number[] = [];
    for (const locale of LOCALES) {
      const address = localizedPath(p.path, locale);
      const result = await seo(`${base}${address}`);
      scores.push(result.score);
      if (result.score < 100) all100 = false;
      for (const failed of result.failed) failures.push(`${address}: ${failed}`);
    }
    lines.push(`| ${p.page} | ${scores.join(' | ')} |`);
  }
  console.log([...lines, '', failures.length ? `Not passed:\n${failures.join('\n')}` : 'Every scored audit passed.'].join('\n'));
  return all100;
}

main((process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''))
  .then((ok) => {
    if (!ok) process.exitCode = 1;
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
