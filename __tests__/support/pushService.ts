import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- http_ece ships no types
const ece = require('http_ece') as { decrypt: (body: Buffer, params: Record<string, unknown>) => Buffer };

/**
 * A push service of the tests' own (issue 37): a local HTTP server standing where a browser's push
 * service (FCM, Mozilla's autopush) stands, so the app's real delivery (the web-push library,
 * VAPID, RFC 8291 encryption) is exercised without the internet. The test holds each
 * subscription's keys, as a browser does (a P-256 key pair and a 16-byte auth secret), and
 * decrypts what arrives with `http_ece`. The app allows the service's origin through
 * PUSH_EXTRA_ENDPOINT_ORIGINS.
 */

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

/** A subscription as a browser holds it: its keys and the endpoint its push service gave it. */
export interface PushDevice {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
  path: string;
}

export interface LocalPushService {
  /** `http://127.0.0.1:<port>`, once started. */
  origin(): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Every POST received, oldest first. */
  received: ReceivedPush[];
  /** Statuses to answer next on a path (then 201), e.g. 410 for a subscription gone. */
  answers: Map<string, Array<{ status: number; headers?: Record<string, string> }>>;
  /** A new subscription's keys and endpoint (`/push/<name>`). */
  newDevice(name: string): PushDevice;
  /** What `POST /api/v3/push/devices` takes for it. */
  subscriptionOf(device: PushDevice, label?: string): { endpoint: string; keys: { p256dh: string; auth: string }; label: string };
  /** A push received for the device, decrypted (RFC 8291 aes128gcm) and parsed. */
  decrypt<T = unknown>(device: PushDevice, push: ReceivedPush): T;
  pushesTo(device: PushDevice): ReceivedPush[];
}

export function localPushService(): LocalPushService {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, Array<{ status: number; headers?: Record<string, string> }>>();
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      const next = answers.get(path)?.shift() ?? { status: 201 };
      res.writeHead(next.status, next.headers ?? {});
      res.end();
    });
  });
  return {
    origin: () => origin,
    start: () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve();
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    received,
    answers,
    newDevice(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${name}`;
      return { ecdh, auth: randomBytes(16), endpoint: `${origin}${path}`, path };
    },
    subscriptionOf: (device, label = 'Test browser') => ({
      endpoint: device.endpoint,
      keys: { p256dh: device.ecdh.getPublicKey().toString('base64url'), auth: device.auth.toString('base64url') },
      label,
    }),
    decrypt: <T>(device: PushDevice, push: ReceivedPush): T =>
      JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth.toString('base64url') }).toString('utf8')) as T,
    pushesTo: (device) => received.filter((r) => r.path === device.path),
  };
}
