import { readFileSync } from 'node:fs';
import net from 'node:net';
import { appPort, freePort } from '@/server/db/freePort';

afterEach(() => jest.restoreAllMocks());

/** net.createServer whose listen(0) is handed the given ports in turn, as a kernel might. */
function kernelHandsOut(ports: number[]): void {
  const queue = [...ports];
  jest.spyOn(net, 'createServer').mockImplementation(() => {
    const port = queue.shift();
    const fake = {
      unref: () => fake,
      once: () => fake,
      listen: (_port: number, _host: string, ready: () => void) => {
        ready();
        return fake;
      },
      address: () => ({ port, address: '127.0.0.1', family: 'IPv4' }),
      close: (done: () => void) => {
        done();
        return fake;
      },
    };
    return fake as unknown as net.Server; // only the calls freePort makes are answered
  });
}

describe('the database port never is the app port', () => {
  it('asks the kernel again when it hands the database the port the app is about to take', async () => {
    kernelHandsOut([41_000, 41_000, 41_002]);
    await expect(freePort({ avoid: 41_000 })).resolves.toBe(41_002);
  });

  it('takes the first port when nothing is to be avoided', async () => {
    kernelHandsOut([41_000]);
    await expect(freePort()).resolves.toBe(41_000);
  });
});

describe('an app port a test starts a child on', () => {
  it('lies below the kernel ephemeral range, where no listen(0) lands, and is free', async () => {
    const lowest = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    for (let i = 0; i < 20; i += 1) {
      const port = await appPort();
      expect(port).toBeLessThan(lowest);
      expect(port).toBeGreaterThan(1_024);
      const held = net.createServer();
      await new Promise<void>((resolve, reject) => {
        held.once('error', reject);
        held.listen(port, '127.0.0.1', resolve);
      });
      await new Promise((resolve) => held.close(resolve));
    }
  });
});
