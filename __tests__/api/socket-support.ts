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
