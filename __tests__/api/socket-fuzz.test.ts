import fc from 'fast-check';
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENT_DOCS, userRoom, type ClientEventName } from '@/lib/realtime/events';
import { attachChat } from '../../server/chat/realtime';
import { attachEventRooms } from '../../server/events/realtime';
import { attachNotifications } from '../../server/notifications/realtime';
import { attachPushSeen } from '../../server/push/realtime';
import { setUpDiscussionsApp, signUp } from './discussions-support';
import { withMemberSocket } from './socket-support';

/**
 * Hardening 12 for the socket events (issue 36): every event a browser may send (the list the API
 * description is written from, lib/realtime/events.ts `SOCKET_EVENT_DOCS.client`, so a new event
 * is fuzzed as soon as it is described) gets generated malformed payloads, with and without an
 * acknowledgement (where it takes one). The server answers each with a plain object, logs no failure,
 * and keeps the socket: afterwards it still answers well-formed requests.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261204);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const app = setUpDiscussionsApp();

const NASTY: unknown[] = [
  null,
  undefined,
  0,
  -1,
  2 ** 31,
  2 ** 53 + 2,
  Number.NaN,
  1e308,
  '',
  '\u0000',
  'x'.repeat(100_000),
  [],
  [1, 2, 3],
  { id: '1' },
  { id: -1 },
  { id: 2 ** 31 },
  { roomId: 'abc' },
  { roomId: 1.5 },
  { roomId: { $gt: 0 } },
  { filter: 42, page: -5 },
  { page: 'x'.repeat(10_000) },
  { __proto__: { polluted: true } },
];

function payloads(event: ClientEventName): unknown[] {
  const generated = fc.sample(fc.anything({ maxDepth: 3 }), { seed: SEED + event.length, numRuns: RUNS });
  return [...NASTY, ...generated];
}

/** Emits with an acknowledgement, answering what came back or `'no answer'` after a while. */
function ask(socket: Socket, event: string, payload: unknown): Promise<unknown> {
  return socket
    .timeout(2000)
    .emitWithAck(event, payload)
    .catch(() => 'no answer');
}

describe(`hardening 12: malformed socket payloads (seed ${SEED}, ${RUNS} generated per event)`, () => {
  it('every client event: plain-object answers, no logged failure, the socket still served', async () => {
    const member = await signUp(app, 'socketfuzz');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await withMemberSocket(
        member,
        userRoom(member.uid),
        async (socket) => {
          const events = Object.keys(SOCKET_EVENT_DOCS.client) as ClientEventName[];
          expect(events.length).toBeGreaterThanOrEqual(4);
          for (const event of events) {
            for (const payload of payloads(event)) {
              socket.emit(event, payload);
              // chat.typing takes no acknowledgement: sent without one only.
              if (event === 'chat.typing') continue;
              const answer = await ask(socket, event, payload);
              expect([event, typeof answer, answer === null]).toEqual([event, 'object', false]);
            }
          }
          expect(socket.connected).toBe(true);
          expect(await ask(socket, 'event:join', { id: 2_000_000_000 })).toEqual({ joined: false });
          expect(await ask(socket, 'notifications.get', {})).toEqual(expect.objectContaining({ notifications: expect.any(Array) }));
        },
        (io) => {
          attachEventRooms(io);
          attachNotifications(io);
          attachChat(io);
          attachPushSeen(io);
        },
      );
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  }, 120_000);
});
