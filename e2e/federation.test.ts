import { Accept, Article, Create, type Activity } from '@fedify/vocab';
import { DEMO_PASSWORD } from './support/pages';
import { startFediversePeer, type FediversePeer } from '../__tests__/support/fediversePeer';
import { ApiClient } from './support/apiClient';
import { cleanupAll, startApp, type AppProcess } from './support/app';

/**
 * Federation in the built app (issue 38): the custom server answers WebFinger and the member's
 * actor, sends a browser to the profile page, and its queue (started with the server) accepts a
 * follow from a fediverse server and delivers the member's new topic to it, signed.
 */

let app: AppProcess;
let peer: FediversePeer;

beforeAll(async () => {
  app = await startApp({ demoSeed: true, env: { FEDERATION_ALLOW_PRIVATE: '1' } });
  peer = await startFediversePeer();
}, 240_000);

afterAll(async () => {
  await peer?.close();
  await cleanupAll();
});

describe('federation in the built app (issue 38)', () => {
  it('a fediverse follower of a demo member is accepted and receives her new topic', async () => {
    const host = new URL(app.baseUrl).host;
    const finger = await fetch(app.url(`/.well-known/webfinger?resource=acct:mei@${host}`));
    expect(finger.status).toBe(200);
    const page = await fetch(app.url('/users/mei'), { headers: { Accept: 'text/html' }, redirect: 'manual' });
    expect([page.status, page.headers.get('location')]).toEqual([302, '/user/mei']);

    await peer.follow('ana', new URL(app.url('/users/mei')));
    await peer.waitFor((a: Activity): a is Accept => a instanceof Accept, 30_000);

    const mei = await new ApiClient(app.baseUrl).signIn('mei', DEMO_PASSWORD);
    const created = await mei.request('POST', '/api/v3/topics', {
      csrf: await mei.csrf(),
      body: { title: 'Notes from the federated meetup', content: 'What we learned about ActivityPub this week.', tags: ['fediverse'] },
    });
    expect(created.status).toBe(200);
    const create = await peer.waitFor((a: Activity): a is Create => a instanceof Create, 30_000);
    const article = (await create.getObject()) as Article;
    expect([article.name?.toString(), article.attributionId?.href]).toEqual(['Notes from the federated meetup', app.url('/users/mei')]);
  }, 120_000);
});
