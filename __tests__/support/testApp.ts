import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { closeDatabase, openDatabase, getPool } from '../../server/db';
import { searchLogSettled } from '../../server/search/global/log';
import { chatMentionsSettled } from '../../server/chat/mentions';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoIfEmpty } from '../../server/demo/seed';
import { answerBeforeNext, withSecurityHeaders } from '../../server/http/front';
import { directAnswer } from '../../server/http/direct';
import { answerFederation } from '../../server/federation/http';

/**
 * A real HTTP server over the real pages/api route files and a fresh PostgreSQL database, for one
 * test file. Requests go through the custom server's front (security headers, aliases), then the
 * endpoints the request pipeline answers itself (server/http/direct.ts: GET /api/personal) are
 * answered there and the rest by Next's own API resolver (body parsing, cookies, res helpers), so
 * handlers run exactly as in the app.
 */

interface RouteFile {
  pattern: RegExp;
  names: string[];
  file: string;
  /** 0: no catch-all; 1: a catch-all; 2: an optional catch-all (matched last). */
  rank: number;
}

const API_DIR = path.join(__dirname, '..', '..', 'pages', 'api');

export function apiRouteFiles(dir = API_DIR, prefix = '/api'): Array<{ route: string; file: string }> {
  const out: Array<{ route: string; file: string }> = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...apiRouteFiles(full, `${prefix}/${entry.name}`));
    else if (/\.tsx?$/.test(entry.name)) {
      const base = entry.name.replace(/\.tsx?$/, '');
      out.push({ route: base === 'index' ? prefix : `${prefix}/${base}`, file: full });
    }
  }
  return out;
}

function compile(): RouteFile[] {
  return apiRouteFiles()
    .map(({ route, file }) => {
      const names: string[] = [];
      let rank = 0;
      const source = route
        .split('/')
        .map((seg, i) => {
          const sep = i === 0 ? '' : '/';
          const optionalCatchAll = seg.match(/^\[\[\.\.\.(\w+)\]\]$/);
          if (optionalCatchAll) {
            names.push(`...${optionalCatchAll[1]}`);
            rank += 2;
            return `(?:/(.+))?`;
          }
          const catchAll = seg.match(/^\[\.\.\.(\w+)\]$/);
          if (catchAll) {
            names.push(`...${catchAll[1]}`);
            rank += 1;
            return `${sep}(.+)`;
          }
          const dyn = seg.match(/^\[(\w+)\]$/);
          if (dyn) {
            names.push(dyn[1]!);
            return `${sep}([^/]+)`;
          }
          return sep + seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { pattern: new RegExp(`^${source}/?$`), names, file, rank };
    })
    // Static routes before dynamic ones, catch-all routes last (optional ones after the rest), as Next does.
    .sort((a, b) => a.rank - b.rank || a.names.length - b.names.length);
}

/** Time allowed for loading the demo community in a test (a setup step, not a speed check). */
export const DEMO_LOAD_TIMEOUT_MS = 120_000;

export interface TestApp {
  url: string;
  databaseUrl: string;
  close(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The address of another database on the test server. */
function databaseUrlOf(name: string): string {
  const url = new URL(process.env.TEST_ADMIN_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The demo community, loaded once into a template database and copied for each file that asks
 * for it (`setUpTestApp({ demo: true })`): loading it took some 20 s of the two cores in each of
 * seven files, a copy takes half a second. As in the browser tests (e2e/support/app.ts), the
 * demo's times are relative to its loading, so a copy is made only from a load under ten minutes
 * old; an older one is loaded again. The loader itself is tested on fresh loads
 * (__tests__/api/demo.test.ts). The workers take turns through an advisory lock, and no
 * connection to the template stays open (CREATE DATABASE … TEMPLATE refuses to copy then).
 */
const DEMO_TEMPLATE_MAX_AGE_MS = 10 * 60_000;
const DEMO_TEMPLATE_LOCK = 7_301_2025;

async function createDemoDatabase(name: string, template: string): Promise<void> {
  const demo = `${template}_demo`;
  const admin = new Client({ connectionString: process.env.TEST_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [DEMO_TEMPLATE_LOCK]);
    // When the template's demo was loaded (ms), kept as the database's comment.
    const { rows } = await admin.query<{ loaded: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS loaded FROM pg_database WHERE datname = $1", [demo]);
    if (!(rows.length > 0 && Date.now() - Number(rows[0]!.loaded) < DEMO_TEMPLATE_MAX_AGE_MS)) {
      await admin.query(`DROP DATABASE IF EXISTS "${demo}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${demo}" TEMPLATE "${template}"`);
      const loadedAt = Date.now();
      openDatabase(databaseUrlOf(demo), 'external');
      try {
        if (!(await seedDemoIfEmpty(() => undefined))) throw new Error(`the demo template ${demo} was not empty`);
        // What the load set going is written into the template, not into the file's database.
        await searchLogSettled();
        await chatMentionsSettled();
      } finally {
        await closeDatabase();
      }
      await admin.query(`COMMENT ON DATABASE "${demo}" IS '${loadedAt}'`);
    }
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${demo}"`);
  } finally {
    await admin.end();
  }
}

/** `demo`: the database holds the demo community (see createDemoDatabase). */
export async function startTestApp({ demo = false }: { demo?: boolean } = {}): Promise<TestApp> {
  // Members signed up by a test post at once; the tests of the new member's wait set it (issue 35).
  process.env.NEW_MEMBER_POST_DELAY ??= '0';
  const template = process.env.TEST_TEMPLATE_DB;
  if (!process.env.TEST_ADMIN_URL || !template) throw new Error('TEST_ADMIN_URL is not set: run the API tests through jest (globalSetup)');
  const name = `test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(5).toString('hex')}`;
  // A copy of the database globalSetup migrated (the migrations run once a run, not once a file),
  // in which they find nothing left to do.
  if (demo) await createDemoDatabase(name, template);
  else await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const databaseUrl = databaseUrlOf(name);
  openDatabase(databaseUrl, 'external');
  await runMigrations(getPool());

  const routes = compile();
  const server = http.createServer((req, res) => {
    // What the custom server (server.ts) does before Next: security headers, aliases, outages.
    withSecurityHeaders(req, res);
    if (answerFederation(req, res)) return;
    if (answerBeforeNext(req, res)) return;
    // What the request pipeline answers itself, without Next's router (server/http/direct.ts).
    const direct = directAnswer(req.url ?? '/');
    if (direct) {
      void direct(req, res);
      return;
    }
    const parsed = new URL(req.url ?? '/', 'http://localhost');
    const route = routes.find((r) => r.pattern.test(parsed.pathname));
    if (!route) {
      res.statusCode = 404;
      res.end('{"error":"[[error:not-found]]"}');
      return;
    }
    const match = parsed.pathname.match(route.pattern)!;
    const query: Record<string, string | string[]> = {};
    for (const [key, value] of parsed.searchParams) query[key] = value;
    try {
      route.names.forEach((n, i) => {
        const raw = match[i + 1];
        if (raw === undefined) return;
        if (n.startsWith('...')) query[n.slice(3)] = raw.split('/').map(decodeURIComponent);
        else query[n] = decodeURIComponent(raw);
      });
    } catch {
      // A path Next cannot decode (`%E0`) is its 400 before any route runs.
      res.statusCode = 400;
      res.end('Bad Request');
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- route files load lazily, as Next does
    const mod = require(route.file);
    void apiResolver(
      req,
      res,
      query,
      mod,
      { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '', multiZoneDraftMode: false, dev: false },
      false,
      false,
      route.file,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Searches counted for the log are written now, not by a timer after the database is gone.
      await searchLogSettled();
      await closeDatabase();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * Starts a test app before the file's tests and closes it after; call the result inside tests.
 * `demo`: its database holds the demo community, loaded at most ten minutes before.
 */
export function setUpTestApp({ demo = false }: { demo?: boolean } = {}): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp({ demo });
  }, demo ? DEMO_LOAD_TIMEOUT_MS : undefined);
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the test app is not started yet');
    return app;
  };
}
