import '@/mocks/polyfills';
import { getResponse } from 'msw';
import { emptyAnswer } from '@/lib/contracts';
import { SESSION_COOKIE } from '@/lib/mockScenarios';
import { mockDb, resetMockDb } from '@/mocks/db';
import { MOCK_ENDPOINTS, mockHandlers } from '@/mocks/handlers';
import { contractBreach } from '@/lib/contracts';
import { postContract, topicContract } from '@/lib/discussions/contracts';
import { eventContract } from '@/lib/events/contracts';
import { clientConfigContract } from '@/lib/session/contracts';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { buildEvent } from '@/mocks/factories/events';
import { buildPost, buildTopic } from '@/mocks/factories/posts';
import { ALL_ENDPOINTS } from '../../server/http/catalogue';

/**
 * The mocked API cannot drift from the real one: every mock names an endpoint of the server's
 * catalogue with the same family, access and consent rule and the very same response contract
 * object, every JSON endpoint has a mock, and every mock, run once, answers 200 with a body its
 * contract accepts.
 */

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const served = new Map(ALL_ENDPOINTS.map((e) => [key(e), e]));
const mocked = new Set(MOCK_ENDPOINTS.map(key));

describe('the mocked API', () => {
  beforeEach(() => resetMockDb());

  it.each(MOCK_ENDPOINTS.map((m) => [key(m), m] as const))('%s mocks a catalogue endpoint with its family, access, consent rule, aliases and contract', (_name, mock) => {
    const real = served.get(key(mock));
    expect(real).toBeDefined();
    expect({ family: mock.family, access: mock.access, beforeConsent: mock.beforeConsent === true, aliases: mock.aliases ?? [] }).toEqual({
      family: real!.family,
      access: real!.access,
      beforeConsent: real!.beforeConsent === true,
      aliases: real!.aliases ?? [],
    });
    expect(mock.response).toBe(real!.response);
  });

  it('every JSON endpoint has a mock', () => {
    const missing = ALL_ENDPOINTS.filter((e) => !e.produces && !e.redirects && !mocked.has(key(e))).map(key);
    expect(missing).toEqual([]);
  });

  it.each(MOCK_ENDPOINTS.map((m) => [key(m), m] as const))('%s answers 200 once, inside its contract', async (_name, mock) => {
    const example = (await mock.example?.(mockDb('default'))) ?? {};
    const url = `http://mock.test${example.url ?? mock.path}`;
    const body = example.body;
    const request = new Request(url, {
      method: mock.method,
      headers: {
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(example.as ? { Cookie: `${SESSION_COOKIE}=${example.as}` } : {}),
      },
      body: example.form ?? (body ? JSON.stringify(body) : undefined),
    });
    const response = await getResponse(mockHandlers, request);
    expect(response?.status).toBe(200);
    const json: unknown = await response!.json();
    const answer = mock.family === 'v3' ? (json as { response: unknown }).response : json;
    expect(mock.response.safeParse(answer).success).toBe(true);
    // The example asks for something that exists: an answer of only empty lists proves little.
    if (mock.response !== emptyAnswer) expect(JSON.stringify(answer)).not.toMatch(/^\{("\w+":\[\],?)*\}$/);
  });

  it('R9: the fixture factories the client tests and the mocks share build answers inside the contracts', () => {
    const post = buildPost({ pid: 5, tid: 2 });
    expect(contractBreach(postContract, post)).toBeNull();
    expect(contractBreach(topicContract, buildTopic(post))).toBeNull();
    expect(contractBreach(eventContract, buildEvent())).toBeNull();
    expect(contractBreach(clientConfigContract, visitorConfig())).toBeNull();
    expect(contractBreach(clientConfigContract, memberConfig())).toBeNull();
  });
});
