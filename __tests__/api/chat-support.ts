import type { Json, Member } from './discussions-support';

/** What the chat API tests share: the base path and the calls every file makes. */

export const C = '/api/v3/chats';

/** A v3 answer's `response`, or the test fails with the status and body. */
export const ok = (reply: { status: number; body: Json }): Json => {
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.response as Json;
};

/** Starts a room with `uids` (a named group room with `roomName`). */
export const start = (by: Pick<Member, 'agent'>, uids: number[], roomName?: string) => by.agent.post(C, { uids, ...(roomName ? { roomName } : {}) });

/** Sends a message into a room (a reply to `replyTo`). */
export const sendTo = (by: Pick<Member, 'agent'>, roomId: number, message: string, replyTo?: number) =>
  by.agent.post(`${C}/${roomId}/messages`, { message, ...(replyTo ? { replyTo } : {}) });
