import { chatMessagesContract, chatRoomsContract } from '@/lib/chat/contracts';
import { contractBreach } from '@/lib/contracts';
import { postContract, topicContract } from '@/lib/discussions/contracts';
import { eventContract } from '@/lib/events/contracts';
import { clientConfigContract } from '@/lib/session/contracts';
import { chatMessage, chatMessagesPage, chatRoom, chatRoomsPage } from '@/mocks/factories/chat';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { buildEvent } from '@/mocks/factories/events';
import { buildPost, buildTopic } from '@/mocks/factories/posts';
import { MOCK_ROUTES } from '@/mocks/routes';
import { ALL_ENDPOINTS } from '../../server/http/catalogue';

/**
 * The client tests' API cannot drift from the real one: every route of mocks/routes.ts names an
 * endpoint of the server's catalogue with the same family and aliases and the very same response
 * contract object, and every JSON endpoint is there.
 */

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const served = new Map(ALL_ENDPOINTS.map((e) => [key(e), e]));
const routed = new Set(MOCK_ROUTES.map(key));

describe('the client tests\' API (mocks/routes.ts)', () => {
  it.each(MOCK_ROUTES.map((m) => [key(m), m] as const))('%s is a catalogue endpoint with its family, aliases and contract', (_name, route) => {
    const real = served.get(key(route));
    expect(real).toBeDefined();
    expect({ family: route.family, aliases: route.aliases ?? [] }).toEqual({ family: real!.family, aliases: real!.aliases ?? [] });
    expect(route.response).toBe(real!.response);
  });

  it('every JSON endpoint is there', () => {
    const missing = ALL_ENDPOINTS.filter((e) => !e.produces && !e.redirects && !routed.has(key(e))).map(key);
    expect(missing).toEqual([]);
  });

  it('R9: the fixture factories the client tests answer with build answers inside the contracts', () => {
    const post = buildPost({ pid: 5, tid: 2 });
    expect(contractBreach(postContract, post)).toBeNull();
    expect(contractBreach(topicContract, buildTopic(post))).toBeNull();
    expect(contractBreach(eventContract, buildEvent())).toBeNull();
    expect(contractBreach(clientConfigContract, visitorConfig())).toBeNull();
    expect(contractBreach(clientConfigContract, memberConfig())).toBeNull();
    const project = chatRoom({ id: 2, kind: 'project', name: 'Plotline', project: { id: 1, name: 'Plotline', slug: 'plotline' }, joined: false, unread: 0 });
    expect(contractBreach(chatRoomsContract, chatRoomsPage([chatRoom()], [project]))).toBeNull();
    const reply = chatMessage(11, { replyTo: { mid: 10, author: chatMessage(10).author, excerpt: 'Message 10', deleted: false } });
    expect(contractBreach(chatMessagesContract, chatMessagesPage([chatMessage(10), reply], true))).toBeNull();
  });
});
