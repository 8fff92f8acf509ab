import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from '@/lib/realtime/events';
import { attachRealtime, closeRealtime, getIo } from '../../server/realtime/io';
import type { Member } from './discussions-support';

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * Runs `check` with a socket.io server attached as the app's (`attach` adds a feature's handlers,
 * as server.ts does) and `member`'s socket, once it has joined `room` (the member's own room, the
 * moderators' room: joined after the handshake). Both are closed before the test ends.
 */
export async function withMemberSocket(
  member: Pick<Member, 'agent'>,
  room: string,
  check: (socket: Socket) => Promise<void>,
  attach: (io: RealtimeServer) => void = () => undefined,
): Promise<void> {
  const ioServer = http.createServer();
  attach(attachRealtime(ioServer));
  await new Promise<void>((resolve) => ioServer.listen(0, '127.0.0.1', () => resolve()));
  const socket = connect(`http://127.0.0.1:${(ioServer.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    extraHeaders: { Cookie: member.agent.cookieHeader() },
    auth: { csrf_token: member.agent.csrf! },
    reconnection: false,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    let joined = false;
    for (let i = 0; i < 50 && !joined; i += 1) {
      joined = (await getIo()!.in(room).fetchSockets()).some((s) => s.id === socket.id);
      if (!joined) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(joined).toBe(true);
    await check(socket);
  } finally {
    socket.disconnect();
    await closeRealtime();
    await new Promise<void>((resolve) => ioServer.close(() => resolve()));
  }
}

/** A file's socket.io server (./socket-support.ts `realtimeForFile`). */
export interface FileRealtime {
  /** A socket to the file's server (with `cookie`, a member's), once connected; closed after the file. */
  open(cookie?: string): Promise<Socket>;
  /** Joins an event page's room (`event:join`), answering whether it was let in. */
  joinEvent(socket: Socket, id: unknown): Promise<{ joined: boolean }>;
}

/**
 * One socket.io server for a whole test file, with `attach`'s handlers (the event rooms), started
 * with the first socket and closed with its sockets after the file. Call it before the app's
 * setup (`setUpEventsApp()`): hooks run in reverse after a file, and socket.io's adapter holds a
 * pool connection, so it must close before the app closes its database.
 */
export function realtimeForFile(attach: (io: RealtimeServer) => void): FileRealtime {
  let ioServer: http.Server | null = null;
  const sockets: Socket[] = [];
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await closeRealtime();
    if (ioServer) await new Promise<void>((resolve) => ioServer!.close(() => resolve()));
  });
  // Started by the first socket: after the app's own setup, which starts the database.
  let started: Promise<string> | null = null;
  const start = (): Promise<string> => {
    started ??= (async () => {
      const server = http.createServer();
      ioServer = server;
      attach(attachRealtime(server));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    })();
    return started;
  };
  return {
    async open(cookie = '') {
      const socket = connect(await start(), { transports: ['websocket'], extraHeaders: cookie ? { Cookie: cookie } : {}, reconnection: false });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    joinEvent: (socket, id) => new Promise((resolve) => socket.emit('event:join', { id } as { id: number }, (answer: { joined: boolean }) => resolve(answer))),
  };
}
