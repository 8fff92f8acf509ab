import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { freePort } from './freePort';

/**
 * The in-process database of `npm run dev:mock` (IN_PROCESS_DB=1): PostgreSQL compiled to
 * WebAssembly (PGlite) inside the app's own process, so the real endpoints, services and queries
 * answer with no database server to install or start. It speaks the PostgreSQL wire protocol on a
 * loopback port (pglite-socket), so the app's `pg` pool, Drizzle, the migrations and the demo
 * seed run unchanged. Its data lives in `DATA_DIR/pglite`.
 *
 * What differs from a PostgreSQL server, and how the app allows for it (server/db/index.ts):
 * - one session behind every connection: the socket server runs one query at a time and holds a
 *   transaction's connection until it ends, but interleaves the protocol messages of concurrent
 *   connections' queries, so the app's pool keeps one connection here (server/db/index.ts);
 *   named prepared statements are unnamed here (`statementName`, server/db/prepared.ts);
 * - LISTEN/NOTIFY does not reach other connections: socket.io keeps its in-memory adapter and the
 *   page cache is off (one instance, development only).
 */

export interface InProcessDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startInProcessDatabase(options: { dataDir: string; log: (line: string) => void; avoidPort?: number }): Promise<InProcessDatabase> {
  const started = Date.now();
  const db = await PGlite.create({ dataDir: path.join(options.dataDir, 'pglite'), extensions: { pg_trgm, unaccent } });
  const port = await freePort({ avoid: options.avoidPort });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 32 });
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  options.log(`in-process PostgreSQL (PGlite) ready in ${Date.now() - started} ms`);
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
