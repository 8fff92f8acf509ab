import { sql } from 'drizzle-orm';
import { startFederationQueue } from '../../server/federation/start';
import { row, setUpDiscussionsApp, signUpAll } from './discussions-support';
import { startFediversePeer, type FediversePeer } from '../support/fediversePeer';

/**
 * Federation's guards (issue 38): with FEDERATION=off its addresses are the app's 404s; by
 * default it neither fetches from nor delivers to private or loopback addresses, so a follow from
 * a server on loopback (whose key it would have to fetch there) is refused and stores nothing.
 * (FEDERATION_ALLOW_PRIVATE is not set in this file: __tests__/api/federation.test.ts sets it.)
 */

delete process.env.FEDERATION_ALLOW_PRIVATE;
const app = setUpDiscussionsApp();
let peer: FediversePeer;
let stopQueue: () => void;

beforeAll(async () => {
  process.env.PUBLIC_URL = app().url;
  peer = await startFediversePeer();
  await signUpAll(app, 'mei');
  stopQueue = startFederationQueue();
});

afterAll(async () => {
  stopQueue?.();
  await peer?.close();
  delete process.env.FEDERATION;
});

const get = (path: string) => fetch(`${app().url}${path}`, { headers: { Accept: 'application/activity+json' }, redirect: 'manual' });

describe('federation guards (issue 38)', () => {
  it('FEDERATION=off: WebFinger, NodeInfo, actors and the inbox are not answered', async () => {
    process.env.FEDERATION = 'off';
    try {
      for (const path of ['/.well-known/webfinger?resource=acct:mei@example.org', '/.well-known/nodeinfo', '/users/mei', '/nodeinfo/2.1']) {
        expect([path, (await get(path)).status]).toEqual([path, 404]);
      }
      const inbox = await fetch(`${app().url}/inbox`, { method: 'POST', headers: { 'Content-Type': 'application/activity+json' }, body: '{}' });
      expect(inbox.status).toBe(404);
    } finally {
      delete process.env.FEDERATION;
    }
    expect((await get('/users/mei')).status).toBe(200);
  });

  it('a private or loopback address is refused: a follow from a server on loopback is not accepted', async () => {
    await expect(peer.follow('ana', new URL(`${app().url}/users/mei`))).rejects.toThrow(/401|Failed to send/);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(peer.received).toEqual([]);
    expect((await row(sql`SELECT count(*)::int AS n FROM federation_followers`)).n).toBe(0);
  });
});
