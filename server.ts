// First: the run mode, before any package is loaded (server/runMode.ts).
import './server/runMode';
// Then what Fedify needs of Node, before any module imports Fedify: the built-ins its JSON-LD build
// would replace are kept (server/federation/runtime.ts, builtins.ts).
import './server/federation/runtime';
import http from 'node:http';
import type { Socket } from 'node:net';
import next from 'next';
import { getConfig, prepareSessionSecret } from './server/config';
import { closeDatabase, databaseMode } from './server/db';
import { searchLogSettled } from './server/search/global/log';
import { chatMentionsSettled } from './server/chat/mentions';
import { startDatabase } from './server/db/start';
import { deleteExpiredSessions } from './server/auth/repository';
import { seedDemoIfEmpty } from './server/demo/seed';
import { answerBeforeNext, withSecurityHeaders } from './server/http/front';
import { answerStaticAsset, rememberAppDirectory } from './server/http/staticAssets';
import { answerMessageFile } from './server/i18n/messageFiles';
import { answerPwaFile } from './server/http/pwa';
import { publicUrlProblems } from './server/http/origin';
import { attachRealtime, closeRealtime } from './server/realtime/io';
import { startHourlySweep } from './server/discussions/sweep';
import { startActivityJob } from './server/community/job';
import { startEventJobs } from './server/events/lifecycleJob';
import { startDurationsJob } from './server/player/durations';
import { startPromotionJob } from './server/trust/job';
import { attachEventRooms } from './server/events/realtime';
import { attachNotifications } from './server/notifications/realtime';
import { attachPushSeen } from './server/push/realtime';
import { startPushJob } from './server/push/delivery';
import { attachChat } from './server/chat/realtime';
import { createPipeline } from './server/cache/pipeline';
import { directAnswer } from './server/http/direct';
import { inFlightRequests } from './server/http/inFlight';
import { applyMockScenario } from './server/dev/scenarios';
import { answerFederation } from './server/federation/http';
import { startFederationQueue } from './server/federation/start';
import { startDraining } from './server/health/state';
import { sendPagesWhole } from './server/ssr/wholePages';

/**
 * The one process: PostgreSQL (embedded unless DATABASE_URL is set), Next.js pages and API routes,
 * and socket.io, all on one port. SIGINT/SIGTERM stop it cleanly.
 */
async function main(): Promise<void> {
  const log = (line: string) => console.log(`[server] ${line}`);
  // Before anything is signed: SESSION_SECRET, or in production the one kept in DATA_DIR; a
  // production start with DATABASE_URL and no SESSION_SECRET stops here (hardening 8).
  prepareSessionSecret(process.env, log);
  const config = getConfig();
  // An unusable PUBLIC_URL stops the start here; a production start without one is warned about.
  const publicUrlWarning = publicUrlProblems();
  if (publicUrlWarning) console.warn(`[server] WARNING: ${publicUrlWarning}`);

  const mode = await startDatabase(config);
  log(`database: ${mode}`);
  if (config.demoSeed && (await seedDemoIfEmpty(log))) log('loaded the demo community into the empty database');

  const appDir = __dirname.endsWith('dist') ? `${__dirname}/..` : __dirname;
  // Code in Next's bundle (the podcast feeds' enclosure sizes) finds public/ through this.
  rememberAppDirectory(appDir);
  // Every page whole, each server-rendered part in its place (server/ssr/wholePages.ts).
  sendPagesWhole();
  const app = next({ dev: config.dev, hostname: 'localhost', port: config.port, dir: appDir });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = app.getUpgradeHandler();

  // Visitors' page cache, compression, batched topic views (server/cache/pipeline.ts), then Next
  // (the member layer's API answered without it: server/http/direct.ts).
  const pipeline = createPipeline({ render: handle, direct: directAnswer, maxBytes: config.pageCacheMb * 1024 * 1024, log });
  const inFlight = inFlightRequests();
  const server = http.createServer((req, res) => {
    if (answerMessageFile(req, res)) return; // a page's messages as a file (server/i18n/messageFiles.ts)
    if (answerStaticAsset(req, res)) return;
    if (answerPwaFile(req, res, appDir)) return; // /sw.js and /manifest.webmanifest (issue 37)
    if (answerFederation(req, res)) return; // ActivityPub, WebFinger, NodeInfo (issue 38)
    if (answerBeforeNext(req, res)) return;
    void inFlight.track(pipeline.handle(req, res));
  });
  const io = attachRealtime(server);
  attachEventRooms(io);
  attachNotifications(io);
  attachPushSeen(io); // notifications seen in a tab are not pushed (issue 37)
  attachChat(io);
  // socket.io answers its own paths before the handler above; this listener runs before both, so
  // every response (pages, API, static files, uploads, socket.io polling) has the security headers.
  server.prependListener('request', withSecurityHeaders);
  // `npm run dev:mock`: the scenario's part on the server, before pages, API and socket.io see the
  // request (server/dev/scenarios.ts).
  if (config.mockApi) {
    server.prependListener('request', (req, res) => applyMockScenario(req, res));
    server.prependListener('upgrade', (req) => applyMockScenario(req, null));
  }
  // socket.io answers its own upgrades; the rest (Next's dev HMR socket) go to Next.
  server.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith('/socket.io')) void upgrade(req, socket as Socket, head);
  });

  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.hostname, () => resolve());
  });
  log(`ready on http://localhost:${config.port} (${databaseMode()} PostgreSQL)`);

  const sweep = setInterval(() => void deleteExpiredSessions().catch(() => undefined), 60 * 60 * 1000);
  sweep.unref();
  const stopDiscussionsSweep = startHourlySweep();
  const stopEventJobs = startEventJobs();
  const stopActivityJob = startActivityJob();
  const stopDurationsJob = startDurationsJob();
  const stopPromotionJob = startPromotionJob();
  const stopPushJob = startPushJob(); // Web Push deliveries (issue 37)
  const stopFederationQueue = startFederationQueue(); // deliveries to and from the fediverse (issue 38)

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    clearInterval(sweep);
    stopDiscussionsSweep();
    stopEventJobs();
    stopActivityJob();
    stopDurationsJob();
    stopPromotionJob();
    stopPushJob();
    stopFederationQueue();
    const drainMs = config.shutdownDrainSeconds * 1000;
    const hardStop = setTimeout(() => {
      console.error('[server] shutdown took too long; exiting');
      process.exit(1);
    }, drainMs + 20_000);
    hardStop.unref();
    // The readiness check answers 503 from now on; requests are still served for the drain time,
    // while a load balancer notices and sends them elsewhere (issue 39).
    startDraining();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    // Stop accepting, let in-flight requests finish, then close idle keep-alive connections.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closeRealtime();
    const drainTimer = setTimeout(() => sockets.forEach((s) => s.destroy()), 5_000);
    await closed;
    clearTimeout(drainTimer);
    // A handler whose client went away may still be running: Next and the database stay until it
    // ends (Next refuses work handed to it after it closed), five seconds at most.
    let handlersTimer: NodeJS.Timeout | undefined;
    await Promise.race([inFlight.drained(), new Promise<void>((resolve) => (handlersTimer = setTimeout(resolve, 5_000)))]);
    clearTimeout(handlersTimer);
    await pipeline.close(); // counts the topic views still queued
    await searchLogSettled(); // writes the searches counted since the last write
    await chatMentionsSettled(); // the chat mention notifications still being written
    await app.close?.();
    await closeDatabase(); // also stops the embedded PostgreSQL
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch(async (err: unknown) => {
  console.error(`[server] failed to start: ${err instanceof Error ? err.message : String(err)}`);
  await closeDatabase().catch(() => undefined);
  process.exit(1);
});
