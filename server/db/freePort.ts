import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * A loopback port nothing listens on now, for a server that needs its number before it starts
 * (embedded PostgreSQL, the in-process socket server). `avoid` is the app's own HTTP port: the
 * app listens only after its database is up, so without it the kernel may hand the database the
 * very port the app is about to take (EADDRINUSE at start).
 */
export async function freePort(options: { avoid?: number } = {}): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = net.createServer();
      probe.unref();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: bound } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(bound));
      });
    });
    if (port !== options.avoid) return port;
  }
}

const EPHEMERAL_RANGE = '/proc/sys/net/ipv4/ip_local_port_range';

/**
 * A free loopback port below the kernel's ephemeral range, for an app a test or benchmark starts
 * as a child process. Such a port is released before the child binds it; one from the ephemeral
 * range could meanwhile go to any `listen(0)` (the child's own database, another test's), one
 * below it never does. Chosen at random and probed, so parallel callers rarely meet.
 */
export async function appPort(): Promise<number> {
  const lowest = ephemeralLowest();
  const floor = Math.min(20_000, lowest - 1_000);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = floor + Math.floor(Math.random() * (lowest - floor));
    if (await canListen(port)) return port;
  }
  return freePort();
}

function ephemeralLowest(): number {
  try {
    const lowest = Number(readFileSync(EPHEMERAL_RANGE, 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(lowest) && lowest > 2_024 ? lowest : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
