import { reloadDemo, seedDemoIfEmpty } from '../../server/demo/seed';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../server/demo/members';
import { Agent } from '../support/agent';
import { DEMO_LOAD_TIMEOUT_MS, setUpTestApp } from '../support/testApp';

const app = setUpTestApp();

describe('demo community', () => {
  it('loads its members into an empty database once, with roles, avatars and completed registration', async () => {
    expect(await seedDemoIfEmpty(() => undefined)).toBe(true);
    expect(await seedDemoIfEmpty(() => undefined)).toBe(false);

    const a = new Agent(app().url);
    await a.config();
    const login = await a.post('/api/v3/utilities/login', { username: 'alex', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const config = await a.config();
    expect(config).toMatchObject({ loggedIn: true, canPost: true, registrationComplete: true });
    expect(config.user.groups).toEqual(expect.arrayContaining(['administrators', 'registered-users']));

    const priya = await a.get('/api/user/priya');
    expect(priya.body.groups).toContain('Global Moderators');
    expect(priya.body.picture).toBe('/avatars/priya.svg');
    for (const m of DEMO_MEMBERS) {
      const profile = await a.get(`/api/user/${m.username}`);
      expect(profile.body).toMatchObject({ fullname: m.fullname, location: m.location });
      expect(profile.body.aboutme.length).toBeGreaterThan(20);
    }
    expect(DEMO_MEMBERS.length).toBeGreaterThanOrEqual(14);

    // Issue 35: a moderator finds carlos's reported reply in the review queue and its count on the header.
    const moderator = new Agent(app().url);
    await moderator.config();
    expect((await moderator.post('/api/v3/utilities/login', { username: 'priya', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await moderator.config()).user.reviewCount).toBe(1);
    const queue = (await moderator.get('/api/v3/review')).body.response;
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({ type: 'post', member: { username: 'carlos' }, reportCount: 2, categories: { 'off-topic': 2 } });

    // Issue 36: noah's chat with amara (her last message a reply, unread for him), "General" and Plotline's room open to him.
    const noah = new Agent(app().url);
    await noah.config();
    expect((await noah.post('/api/v3/utilities/login', { username: 'noah', password: DEMO_PASSWORD })).status).toBe(200);
    const chats = (await noah.get('/api/v3/chats')).body.response;
    expect(chats.rooms).toEqual([expect.objectContaining({ kind: 'direct', memberCount: 2, unread: 1, lastMessage: expect.objectContaining({ author: 'amara' }) })]);
    expect(chats.unread).toBe(1);
    expect(chats.open.map((room: { name: string }) => room.name).sort()).toEqual(['General', 'Plotline']);
    const messages = (await noah.get(`/api/v3/chats/${chats.rooms[0].id}/messages`)).body.response.messages;
    expect(messages).toHaveLength(4);
    expect(messages[3].replyTo).toMatchObject({ mid: messages[0].mid, author: { username: 'noah' } });
    const general = chats.open.find((room: { name: string }) => room.name === 'General');
    expect((await noah.get(`/api/v3/chats/${general.id}/messages`)).body.response.messages.length).toBeGreaterThanOrEqual(4);
  }, DEMO_LOAD_TIMEOUT_MS);

  it('reload empties the database and loads the demo again', async () => {
    const a = new Agent(app().url);
    await a.signUpComplete('temporary');
    await reloadDemo(() => undefined);
    expect((await a.get('/api/user/temporary')).status).toBe(404);
    expect((await a.get('/api/user/alex')).body.uid).toBe(1);
    // The old session is gone with the reload.
    expect((await a.config()).loggedIn).toBe(false);
  }, DEMO_LOAD_TIMEOUT_MS);
});
