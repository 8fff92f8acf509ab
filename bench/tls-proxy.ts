/**
 * HAProxy in front of a running app the way docs/DEPLOY.md serves it over HTTPS: deploy/haproxy.cfg
 * with its `bind` line replaced by a TLS one that offers HTTP/2 (`alpn h2,http/1.1`), each of its
 * three backend servers the one app. The certificate is made for the run (openssl, 127.0.0.1) and
 * the browser is told to accept it. bench/lighthouse.ts measures the pages through it beside the
 * app's own HTTP/1.1 port: a browser loads a deployed site over one HTTP/2 connection, not six
 * new HTTP/1.1 ones, and Lighthouse's simulation replays the connections it saw.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../server/db/freePort';

const run = promisify(execFile);
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const CONFIG = path.resolve(__dirname, '..', 'deploy', 'haproxy.cfg');
const BIND_LINE = 'bind "${LISTEN}"';

export interface TlsProxy {
  /** `https://127.0.0.1:<port>` */
  url: string;
  stop(): void;
}

/** Resolves once something accepts connections on the port (HAProxy has read its file). */
async function listening(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`HAProxy did not listen on ${port}`);
}

/** Starts the proxy in front of `appUrl` (http://host:port), or null when HAProxy or openssl is missing. */
export async function startTlsProxy(appUrl: string): Promise<TlsProxy | null> {
  if (!fs.existsSync(HAPROXY)) return null;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'community-tls-'));
  const key = path.join(work, 'key.pem');
  const cert = path.join(work, 'cert.pem');
  try {
    await run('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert,
    ]);
  } catch {
    fs.rmSync(work, { recursive: true, force: true });
    return null;
  }
  const pem = path.join(work, 'site.pem');
  fs.writeFileSync(pem, fs.readFileSync(cert, 'utf8') + fs.readFileSync(key, 'utf8'));
  const port = await freePort();
  const original = fs.readFileSync(CONFIG, 'utf8');
  if (!original.includes(BIND_LINE)) throw new Error(`deploy/haproxy.cfg has no line ${BIND_LINE}`);
  const config = path.join(work, 'haproxy.cfg');
  fs.writeFileSync(config, original.replace(BIND_LINE, `bind 127.0.0.1:${port} ssl crt ${pem} alpn h2,http/1.1`));
  const app = new URL(appUrl).host;
  const child = spawn(HAPROXY, ['-db', '-f', config], {
    env: { ...process.env, APP1: app, APP2: app, APP3: app, HAPROXY_SOCKET: path.join(work, 'admin.sock') },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    await listening(port, child);
  } catch (err) {
    stop();
    throw err;
  }
  return { url: `https://127.0.0.1:${port}`, stop };
}
