/**
 * Chat under load (issue 36, "Load and limits"; `npm run bench:chat`, never run by CI): 500 member
 * sockets in one public room, 20 messages a second into it, and how long a message takes to reach
 * every member: from the moment its POST is sent to the moment each member socket hears
 * `event:chat.message` for it (p50, p95, p99 over every delivery), with the app's and PostgreSQL's
 * CPU time per message read from /proc (bench/proc.ts). The issue's target is a p95 under 150 ms
 * on loopback.
 *
 * Setups, in this order (BENCH_CHAT_SETUPS, comma-separated):
 * - `one`: one app instance; the senders post to it and every listener is connected to it;
 * - `split`: two app instances sharing PostgreSQL; the senders post to instance A, half the
 *   listeners are on A and half on B (the other half's messages cross through PostgreSQL's
 *   NOTIFY, the socket.io adapter of server/realtime/io.ts);
 * - `remote`: the same two instances; the senders post to A, every listener is on B.
 *
 * Everything runs in a PostgreSQL server of the benchmark's own (bench/cluster.ts, in
 * BENCH_CHAT_DIR/pg, default .data/bench-chat) and a database made anew on each run. The members
 * and their sessions are written through the app's own modules (users repository, session store),
 * not signed in through the password endpoint; an administrator opens the public room
 * (`POST /api/v3/chats/public`) and the others join it (`PUT /api/v3/chats/{roomId}/members`).
 * The 20 messages a second are spread round-robin over enough sender members to stay under the
 * per-member limit (CHAT_MESSAGES_PER_MINUTE, 60 by default; the senders are members of trust
 * level 1, not new members), so no message is refused; the printout says how many.
 *
 * Needs `npm run build` first (or BENCH_CHAT_APP_DIR: a folder holding another build, with
 * `dist/server.js` and `.next`) and PostgreSQL server binaries (Debian's 15 by default, PG_BIN).
 * The apps run as `npm start` runs them (production, `--max-old-space-size=160`); their output is
 * kept in BENCH_CHAT_DIR/app-A.log and app-B.log, the printed table in BENCH_CHAT_DIR/last-run.txt.
 * An instance that stops during a setup (out of memory, say) ends the run with what was measured.
 * Environment: BENCH_CHAT_SECONDS measured per setup (30), BENCH_CHAT_WARMUP seconds before it (5),
 * BENCH_CHAT_CONNECTIONS (500), BENCH_CHAT_RATE messages a second (20), BENCH_CHAT_SETUPS
 * (`one,split,remote`), BENCH_CHAT_DIR, BENCH_CHAT_APP_DIR.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket as NetSocket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatMessageEvent } from '../lib/chat/types';
import type { ClientToServerEvents, ServerToClientEvents } from '../lib/realtime/events';
import { startSession } from '../server/auth/sessions';
import { closeDatabase } from '../server/db';
import { appPort } from '../server/db/freePort';
import { insertUser } from '../server/users/repository';
import { startCluster, type Cluster } from './cluster';
import { childrenCpuMs, cpuMs, watchRss } from './proc';

const whole = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const SECONDS = whole('BENCH_CHAT_SECONDS', 30);
const WARMUP_SECONDS = whole('BENCH_CHAT_WARMUP', 5);
const CONNECTIONS = Math.round(whole('BENCH_CHAT_CONNECTIONS', 500));
const RATE = whole('BENCH_CHAT_RATE', 20);
const SETUPS = (process.env.BENCH_CHAT_SETUPS ?? 'one,split,remote').split(',').map((s) => s.trim()).filter(Boolean);
const DIR = path.resolve(process.env.BENCH_CHAT_DIR ?? '.data/bench-chat');
const root = path.resolve(__dirname, '..');
const APP_DIR = path.resolve(process.env.BENCH_CHAT_APP_DIR ?? root);
/** The app's limit of a member's messages a minute (server/auth/rateLimit.ts), passed on to the apps started here. */
const PER_MEMBER_PER_MINUTE = Math.round(whole('CHAT_MESSAGES_PER_MINUTE', 60));
/** Senders enough that each sends at most three quarters of the per-member limit. */
const SENDERS = Math.min(CONNECTIONS - 1, Math.ceil((RATE * 60) / (PER_MEMBER_PER_MINUTE * 0.75)));
/** The issue's target for the fan-out's p95 on loopback. */
const TARGET_P95_MS = 150;
/** How long after the last message the benchmark waits for deliveries still under way. */
const DRAIN_MS = 10_000;
const SESSION_SECRET = process.env.SESSION_SECRET || 'benchmark-session-secret-0123456789abcdef';
const DATABASE = 'bench_chat';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/* ----------------------------------------------------------------------------------------- */

interface App {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Child processes still running, stopped on the way out whatever happens. */
const running = new Set<ChildProcess>();
/** Set when an app instance stopped during the run (a crash): the run's figures would be wrong. */
let died: string | null = null;

async function startApp(name: string, databaseUrl: string): Promise<App> {
  const port = await appPort();
  const url = `http://127.0.0.1:${port}`;
  // The heap limit `npm start` runs the app with (README.md).
  const child = spawn(process.execPath, ['--max-old-space-size=160', 'dist/server.js'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET,
      DEMO_SEED: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: path.join(DIR, `app-data-${name}`),
      ACTIVITY_JOB: 'off',
      CHAT_MESSAGES_PER_MINUTE: String(PER_MEMBER_PER_MINUTE),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  // The app's output goes to BENCH_CHAT_DIR/app-{name}.log; its end is printed if it stops by itself.
  const logFile = fs.createWriteStream(path.join(DIR, `app-${name}.log`));
  let log = '';
  const keep = (d: Buffer) => {
    logFile.write(d);
    log = (log + String(d)).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      logFile.end();
      if (!stopping) {
        const oom = log.includes('heap out of memory') ? ', JavaScript heap out of memory' : '';
        died = `app ${name} exited by itself (${signal ?? `code ${code}`}${oom}; its output: ${path.join(DIR, `app-${name}.log`)})`;
        console.error(`${died}; the end of its output:\n${log.slice(-2000)}`);
      }
      resolve();
    }),
  );
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return {
          name,
          url,
          pid: child.pid!,
          async stop() {
            stopping = true;
            child.kill('SIGTERM');
            await exited;
          },
        };
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`App ${name} did not start:\n${log.slice(-4000)}`);
}

/* ----------------------------------------------------------------------------------------- */

interface Member {
  uid: number;
  /** The Cookie header of the member's session. */
  cookie: string;
  csrf: string;
}

/** A session of member `uid` through the app's session store, as signing in makes one: its cookie and CSRF token. */
async function sessionOf(uid: number): Promise<Member> {
  const res = new ServerResponse(new IncomingMessage(new NetSocket()));
  const session = await startSession(res, uid);
  const header = res.getHeader('Set-Cookie');
  const first = Array.isArray(header) ? header[0] : String(header ?? '');
  const cookie = first?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return { uid, cookie, csrf: session.csrfToken };
}

/**
 * The room's members: the first is an administrator (who opens the room), the others registered
 * members of trust level 1 with a confirmed address, each with a live session.
 */
async function createMembers(count: number): Promise<Member[]> {
  const members: Member[] = [];
  const now = new Date();
  for (let i = 1; i <= count; i += 1) {
    const user = await insertUser(
      {
        username: `chatbench${i}`,
        userslug: `chatbench${i}`,
        email: `chatbench${i}@bench.community.test`,
        fullname: `Chat Bench ${i}`,
        passwordHash: null,
        gdprDataConsentAt: now,
        gdprEmailConsentAt: now,
      },
      i === 1 ? ['registered-users', 'administrators'] : ['registered-users'],
    );
    members.push(await sessionOf(user.uid));
  }
  return members;
}

interface Answer {
  status: number;
  body: unknown;
}

async function write(url: string, member: Member, method: 'POST' | 'PUT', body: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: member.cookie, 'X-CSRF-Token': member.csrf },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** The id of the v3 envelope's `response`, or a failure with the answer. */
function answeredId(answer: Answer, what: string): number {
  const response = (answer.body as { response?: { id?: unknown } } | null)?.response;
  if (answer.status !== 200 || typeof response?.id !== 'number') throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return response.id;
}

/** Runs `task` over `items`, `width` at a time. */
async function eachLimited<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** A public room opened by the administrator, joined by every other member. */
async function openRoom(app: App, members: Member[]): Promise<number> {
  const [admin, ...others] = members;
  const roomId = answeredId(await write(`${app.url}/api/v3/chats/public`, admin!, 'POST', { roomName: 'Load test' }), 'opening the public room');
  await eachLimited(others, 10, async (member) => {
    answeredId(await write(`${app.url}/api/v3/chats/${roomId}/members`, member, 'PUT', {}), `member ${member.uid} joining`);
  });
  return roomId;
}

/* ----------------------------------------------------------------------------------------- */

/**
 * What the listeners heard: for each message (by its sequence number, carried in its text) when
 * its POST was sent, and every delivery's latency.
 */
class Deliveries {
  readonly sentAt = new Map<number, number>();
  readonly heard = new Map<number, number>();
  latencies: number[] = [];
  /** Sequence numbers from this one on are measured (the warm-up's are not). */
  measuredFrom = Number.POSITIVE_INFINITY;

  hear(message: ChatMessageEvent['message'], at: number): void {
    const match = /^bench (\d+)$/.exec(message.content);
    if (!match) return;
    const seq = Number(match[1]);
    const sent = this.sentAt.get(seq);
    if (sent === undefined) return;
    this.heard.set(seq, (this.heard.get(seq) ?? 0) + 1);
    if (seq >= this.measuredFrom) this.latencies.push(at - sent);
  }

  /** Deliveries of messages in [from, to) still missing, out of `listeners` each. */
  missing(from: number, to: number, listeners: number): number {
    let missing = 0;
    for (let seq = from; seq < to; seq += 1) if (this.sentAt.has(seq)) missing += listeners - (this.heard.get(seq) ?? 0);
    return missing;
  }
}

async function connectListeners(members: Member[], urls: string[], deliveries: Deliveries): Promise<ChatSocket[]> {
  const sockets: ChatSocket[] = [];
  await eachLimited(
    members.map((member, i) => ({ member, url: urls[i % urls.length]! })),
    50,
    async ({ member, url }) => {
      const socket: ChatSocket = connect(url, {
        transports: ['websocket'],
        extraHeaders: { Cookie: member.cookie },
        auth: { csrf_token: member.csrf },
        reconnection: false,
        forceNew: true,
        timeout: 30_000,
      });
      socket.on('event:chat.message', ({ message }) => deliveries.hear(message, performance.now()));
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (err) => reject(new Error(`member ${member.uid}'s socket: ${err.message}`)));
      });
    },
  );
  return sockets;
}

function closeListeners(sockets: ChatSocket[]): void {
  for (const socket of sockets) socket.disconnect();
}

interface Sent {
  posts: number;
  failed: number;
  postMs: number[];
  statuses: Map<number, number>;
}

/**
 * Sends `RATE` messages a second for `seconds` from the senders in turn, each POST on its own
 * (one is never held back by the previous one's answer), numbered from `firstSeq`.
 */
async function sendFor(app: App, roomId: number, senders: Member[], deliveries: Deliveries, firstSeq: number, seconds: number): Promise<Sent & { nextSeq: number }> {
  const total = Math.round(seconds * RATE);
  const sent: Sent = { posts: 0, failed: 0, postMs: [], statuses: new Map() };
  const pending: Array<Promise<void>> = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const seq = firstSeq + i;
    const sender = senders[seq % senders.length]!;
    const at = performance.now();
    deliveries.sentAt.set(seq, at);
    sent.posts += 1;
    pending.push(
      write(`${app.url}/api/v3/chats/${roomId}/messages`, sender, 'POST', { message: `bench ${seq}` })
        .then((answer) => {
          sent.postMs.push(performance.now() - at);
          if (answer.status !== 200) {
            sent.failed += 1;
            sent.statuses.set(answer.status, (sent.statuses.get(answer.status) ?? 0) + 1);
            deliveries.sentAt.delete(seq);
          }
        })
        .catch(() => {
          sent.failed += 1;
          deliveries.sentAt.delete(seq);
        }),
    );
  }
  await Promise.all(pending);
  return { ...sent, nextSeq: firstSeq + total };
}

/** Waits until every listener heard every message in [from, to), or `ms` passed. */
async function drain(deliveries: Deliveries, from: number, to: number, listeners: number, ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (deliveries.missing(from, to, listeners) > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
}

/* ----------------------------------------------------------------------------------------- */

interface Setup {
  name: string;
  /** The instance the senders post to. */
  sender: App;
  /** Where the listeners connect: round-robin over these. */
  listenOn: App[];
  /** Every app instance running (their CPU is the app's CPU). */
  apps: App[];
}

interface Measured {
  setup: string;
  where: string;
  messages: number;
  deliveries: number;
  missing: number;
  failed: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  postP50: number;
  appCpu: number;
  appCpuEach: string;
  pgCpu: number;
  clientCpu: number;
  rssPeak: string;
}

const percentile = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN);
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function measure(setup: Setup, cluster: Cluster, members: Member[], roomId: number, seqFrom: number): Promise<{ measured: Measured; nextSeq: number }> {
  const deliveries = new Deliveries();
  const sockets = await connectListeners(members, setup.listenOn.map((a) => a.url), deliveries);
  // The administrator who opened the room listens but does not send: the senders are ordinary members.
  const senders = members.slice(1, 1 + SENDERS);
  let rss: Array<{ stop(): number }> = [];
  try {
    // Warm-up: every socket must hear every warm-up message (connected, in its member's room,
    // every instance listening to the others), and the code paths are warm before measuring.
    const warm = await sendFor(setup.sender, roomId, senders, deliveries, seqFrom, WARMUP_SECONDS);
    await drain(deliveries, seqFrom, warm.nextSeq, sockets.length, DRAIN_MS);
    const warmMissing = deliveries.missing(seqFrom, warm.nextSeq, sockets.length);
    if (warm.failed > 0 || warmMissing > 0) {
      throw new Error(`${setup.name}: warm-up not clean (${warm.failed} POSTs refused ${JSON.stringify([...warm.statuses])}, ${warmMissing} deliveries missing)`);
    }
    deliveries.measuredFrom = warm.nextSeq;
    rss = setup.apps.map((app) => watchRss(app.pid));
    const app0 = setup.apps.map((app) => cpuMs(app.pid));
    const pg0 = childrenCpuMs(cluster.postmasterPid());
    const client0 = process.cpuUsage();
    const sent = await sendFor(setup.sender, roomId, senders, deliveries, warm.nextSeq, SECONDS);
    await drain(deliveries, warm.nextSeq, sent.nextSeq, sockets.length, DRAIN_MS);
    if (died) throw new Error(died);
    const appCpu = setup.apps.map((app, i) => cpuMs(app.pid) - app0[i]!);
    const pgCpu = childrenCpuMs(cluster.postmasterPid()) - pg0;
    const client = process.cpuUsage(client0);
    const peaks = rss.map((r) => r.stop());
    const delivered = sent.posts - sent.failed;
    const per = (ms: number) => ms / Math.max(delivered, 1);
    const sorted = deliveries.latencies.sort((a, b) => a - b);
    const posts = sent.postMs.sort((a, b) => a - b);
    const counts = setup.listenOn.map((app, at) => `${app.name} ${members.filter((_, i) => i % setup.listenOn.length === at).length}`);
    return {
      nextSeq: sent.nextSeq,
      measured: {
        setup: setup.name,
        where: `POST to ${setup.sender.name}; listeners ${counts.join(', ')}`,
        messages: sent.posts,
        deliveries: sorted.length,
        missing: deliveries.missing(warm.nextSeq, sent.nextSeq, sockets.length),
        failed: sent.failed ? `${sent.failed} ${JSON.stringify([...sent.statuses])}` : '0',
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? Number.NaN,
        postP50: percentile(posts, 50),
        appCpu: per(appCpu.reduce((a, b) => a + b, 0)),
        appCpuEach: setup.apps.length > 1 ? setup.apps.map((app, i) => `${app.name} ${fixed(per(appCpu[i]!), 2)}`).join(', ') : '',
        pgCpu: per(pgCpu),
        clientCpu: per((client.user + client.system) / 1000),
        rssPeak: setup.apps.map((app, i) => `${app.name} ${fixed(peaks[i]!, 0)}`).join(', '),
      },
    };
  } finally {
    for (const watch of rss) watch.stop();
    closeListeners(sockets);
  }
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A database of its own, empty on every run. */
async function freshDatabase(cluster: Cluster): Promise<string> {
  const admin = new Client({ connectionString: await cluster.database('postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  return cluster.database(DATABASE);
}

/** The build the apps run: its id and when it was made. */
function buildLabel(): string {
  const file = path.join(APP_DIR, '.next/BUILD_ID');
  const id = fs.readFileSync(file, 'utf8').trim();
  const made = fs.statSync(path.join(APP_DIR, 'dist/server.js')).mtime.toISOString().slice(0, 16).replace('T', ' ');
  return `build ${id} of ${made} UTC${APP_DIR === root ? '' : ` in ${APP_DIR}`}`;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(APP_DIR, 'dist/server.js')) || !fs.existsSync(path.join(APP_DIR, '.next/BUILD_ID'))) {
    throw new Error(`Build the app first: npm run build (no build in ${APP_DIR})`);
  }
  const unknown = SETUPS.filter((s) => !['one', 'split', 'remote'].includes(s));
  if (unknown.length) throw new Error(`Unknown setups: ${unknown.join(', ')} (one, split, remote)`);
  const cluster = await startCluster(path.join(DIR, 'pg'));
  const apps: App[] = [];
  const stopAll = async () => {
    await Promise.all(apps.map((app) => app.stop()));
    cluster.stop();
  };
  const interrupted = () => {
    for (const child of running) child.kill('SIGTERM');
    cluster.stop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const databaseUrl = await freshDatabase(cluster);
    // The app's migrations make the tables; this process then writes the members through the
    // app's modules, on the same database and with the same session secret.
    const a = await startApp('A', databaseUrl);
    apps.push(a);
    process.env.DATABASE_URL = databaseUrl;
    process.env.SESSION_SECRET = SESSION_SECRET;
    console.log(`creating ${CONNECTIONS} members and their sessions`);
    const members = await createMembers(CONNECTIONS);
    await closeDatabase();
    const roomId = await openRoom(a, members);
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
    const header = [
      `commit ${commit}, ${buildLabel()}, ${os.cpus().length} cores, load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      `${CONNECTIONS} member sockets (websocket) in one public room of ${CONNECTIONS} members, ${RATE} messages/s for ${SECONDS} s per setup after ${WARMUP_SECONDS} s of warm-up`,
      `senders: ${SENDERS} members in turn, ${fixed((RATE * 60) / SENDERS)} messages/min each, under CHAT_MESSAGES_PER_MINUTE ${PER_MEMBER_PER_MINUTE} (the app's limit, not raised)`,
      'latency: from the POST sent to each member socket hearing event:chat.message for it (every delivery counted)',
    ];
    console.log(header.join('\n'));
    const results: Measured[] = [];
    let failure = '';
    let seq = 1;
    for (const name of SETUPS) {
      if (name !== 'one' && apps.length < 2) apps.push(await startApp('B', databaseUrl));
      const [first, second] = apps;
      const setup: Setup =
        name === 'one'
          ? { name: 'one instance', sender: first!, listenOn: [first!], apps: [first!] }
          : name === 'split'
            ? { name: 'two instances, listeners split', sender: first!, listenOn: [first!, second!], apps }
            : { name: 'two instances, listeners on B', sender: first!, listenOn: [second!], apps };
      console.log(`\n${setup.name}: measuring ${SECONDS} s`);
      try {
        const { measured, nextSeq } = await measure(setup, cluster, members, roomId, seq);
        seq = nextSeq;
        results.push(measured);
        console.log(`  p50 ${fixed(measured.p50)} ms, p95 ${fixed(measured.p95)} ms, p99 ${fixed(measured.p99)} ms; app ${fixed(measured.appCpu, 2)} ms, PostgreSQL ${fixed(measured.pgCpu, 2)} ms CPU per message`);
      } catch (err) {
        // The setups measured so far are still printed; the later ones need the instance that stopped.
        failure = `${setup.name}: not measured: ${err instanceof Error ? err.message : String(err)}`;
        console.error(failure);
        break;
      }
    }
    const rows = results.map((m) => [
      m.setup,
      String(m.messages),
      String(m.deliveries),
      String(m.missing),
      m.failed,
      fixed(m.p50),
      fixed(m.p95),
      fixed(m.p99),
      fixed(m.max),
      m.p95 <= TARGET_P95_MS ? 'yes' : 'no',
      fixed(m.postP50),
      fixed(m.appCpu, 2),
      fixed(m.pgCpu, 2),
      fixed(m.clientCpu, 2),
    ]);
    const out = [
      ...header,
      '',
      table(
        ['setup', 'messages', 'deliveries', 'missed', 'refused', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `p95 ≤ ${TARGET_P95_MS}`, 'POST p50 ms', 'app CPU ms/msg', 'PG CPU ms/msg', 'bench CPU ms/msg'],
        rows,
      ),
      '',
      ...results.map((m) => `${m.setup}: ${m.where}${m.appCpuEach ? `; app CPU ms/msg ${m.appCpuEach}` : ''}; app peak RSS MB ${m.rssPeak}`),
      `bench CPU: this process (the ${CONNECTIONS} sockets receiving, the POSTs), on the same cores as the app and PostgreSQL`,
      ...(failure ? [failure] : []),
    ];
    console.log(`\n${out.join('\n')}`);
    fs.writeFileSync(path.join(DIR, 'last-run.txt'), `${out.join('\n')}\n`);
    if (failure) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

main().catch(async (err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  await closeDatabase().catch(() => undefined);
  process.exitCode = 1;
});
