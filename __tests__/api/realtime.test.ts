import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { attachRealtime, closeRealtime, getIo, userRoom } from '../../server/realtime/io';
import { Agent } from '../support/agent';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
let ioServer: http.Server;
let ioUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await startTestApp();
  ioServer = http.createServer();
  attachRealtime(ioServer);
  await new Promise<void>((resolve) => ioServer.listen(0, '127.0.0.1', () => resolve()));
  ioUrl = `http://127.0.0.1:${(ioServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await closeRealtime();
  await new Promise<void>((resolve) => ioServer.close(() => resolve()));
  await app.close();
});

function open(cookie: string, csrf?: string): Promise<{ socket: Socket; error?: string }> {
  const socket = connect(ioUrl, {
    transports: ['websocket'],
    extraHeaders: { Cookie: cookie },
    auth: csrf ? { csrf_token: csrf } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (err) => resolve({ socket, error: err.message }));
  });
}

describe('R7.6 socket.io authenticated by the session cookie', () => {
  it('puts a member with the right csrf token in their own room', async () => {
    const member = new Agent(app.url);
    const config = await member.signUpComplete('socketmember');
    const { socket, error } = await open(member.cookieHeader(), member.csrf!);
    expect(error).toBeUndefined();
    const server = getIo()!;
    const inRoom = await server.in(userRoom(config.uid)).fetchSockets();
    expect(inRoom.map((s) => s.id)).toContain(socket.id);
  });

  it('refuses a session cookie presented without its csrf token', async () => {
    const member = new Agent(app.url);
    await member.signUpComplete('socketnocsrf');
    const { error } = await open(member.cookieHeader(), 'wrong-token');
    expect(error).toBe('[[error:csrf-invalid]]');
  });

  it('lets a visitor without a session connect as a guest', async () => {
    const { error } = await open('');
    expect(error).toBeUndefined();
  });
});
