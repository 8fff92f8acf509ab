import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { connectRealtime, emitRealtime, isRealtimeEvent, realtimeReceived } from '@/store/realtime/connection';
import type { ClientConfig } from '@/services/session';
import type { NotificationList } from '@/lib/notifications/types';
import { attachRealtime, closeRealtime, getIo, userRoom } from '../../server/realtime/io';
import { Agent } from '../support/agent';
import { startTestApp, type TestApp } from '../support/testApp';

/** The store-owned socket.io connection against the real server side (R7.6). */

/** An answer of `notifications.get` (the real one is tested in notifications-realtime.test.ts). */
const EMPTY_LIST: NotificationList = { notifications: [], filter: 'all', page: 1, hasMore: false, count: 0, total: 0 };

let app: TestApp;
let ioServer: http.Server;
let ioUrl: string;

beforeAll(async () => {
  app = await startTestApp();
  ioServer = http.createServer();
  const io = attachRealtime(ioServer);
  io.on('connection', (socket) => {
    socket.on('notifications.get', (_payload, ack) => ack(EMPTY_LIST));
  });
  await new Promise<void>((resolve) => ioServer.listen(0, '127.0.0.1', () => resolve()));
  ioUrl = `http://127.0.0.1:${(ioServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await closeRealtime();
  await new Promise<void>((resolve) => ioServer.close(() => resolve()));
  await app.close();
});

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('R7.6 realtime owned by the store', () => {
  it('R7.6: connects with the session cookie and csrf token, receives events for the member, emits notifications.get, disconnects', async () => {
    const member = new Agent(app.url);
    await member.signUpComplete('storesocket');
    const config = (await member.config()) as ClientConfig;
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled(config, 'test'));

    const disconnect = store.dispatch(connectRealtime({ url: ioUrl, extraHeaders: { Cookie: member.cookieHeader() } }));
    await until(() => store.getState().realtime.status === 'connected');

    getIo()!.to(userRoom(config.uid)).emit('event:notifications.updateCount', 3);
    await until(() => store.getState().realtime.lastEvent?.event === 'event:notifications.updateCount');
    const matcher = isRealtimeEvent('event:notifications.updateCount');
    expect(matcher(realtimeReceived({ event: 'event:notifications.updateCount', payload: 3 }))).toBe(true);
    expect(matcher(realtimeReceived({ event: 'event:new_post', payload: { posts: [] } }))).toBe(false);

    await expect(store.dispatch(emitRealtime('notifications.get', null))).resolves.toEqual(EMPTY_LIST);

    disconnect();
    expect(store.getState().realtime.status).toBe('idle');
    expect(store.extra.realtime.socket).toBeNull();
  });

  it('R8.6: a refused handshake is only logged; the store stays usable', async () => {
    const member = new Agent(app.url);
    await member.signUpComplete('storesocketbad');
    const config = (await member.config()) as ClientConfig;
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled({ ...config, csrf_token: 'wrong' }, 'test'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const disconnect = store.dispatch(connectRealtime({ url: ioUrl, extraHeaders: { Cookie: member.cookieHeader() } }));
    await until(() => warn.mock.calls.length > 0);
    expect(String(warn.mock.calls[0])).toContain('csrf-invalid');
    expect(store.getState().realtime.status).toBe('connecting');
    disconnect();
    warn.mockRestore();
  });
});
