import type { EmbeddedServer } from '../../server/db/embedded';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testPg?: EmbeddedServer }).__testPg?.stop();
}
