import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '../../server/db';
import { ALL_ENDPOINTS } from '../../server/http/catalogue';
import type { AnyEndpoint } from '../../server/http/route';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * Hardening 12 (R7.2): bad input is a catalogue error, never a 5xx. For every endpoint of the API
 * catalogue (the list the OpenAPI document is made from, so a new endpoint is fuzzed as soon as it
 * is listed) and every method, a signed-in ordinary member and a visitor, each with a valid csrf
 * token, send generated malformed input: bodies of the wrong types, nested junk, strings of about
 * 1 MB, NUL and other control characters, numbers beyond PostgreSQL's integer range and beyond
 * JavaScript's safe integers, arrays where objects belong, invalid JSON, form bodies; bad path ids
 * (0, -1, 2147483648, 9999999999999999999, abc, %00) and junk query values. Every answer must be
 * below 500, and every error must be JSON in the envelope of its route family.
 *
 * Deterministic: each endpoint's runs come from SEED and the endpoint's method and path, so adding
 * an endpoint does not change the others' inputs. A failure names the seed and the request; run
 * one endpoint again with `FUZZ_SEED=<seed> npx jest __tests__/api/fuzz.test.ts -t '<path>'`.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20260610);
/** Runs per endpoint, method and role. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** The API's body limit is 1 MB; strings just under it (as JSON) reach the schemas. */
const NEAR_LIMIT = 1_000_000;

process.env.POST_RATE_LIMIT = '100000';

const app = setUpTestApp();

// ---------------------------------------------------------------------------------------------
// Generators

const BAD_PATH_IDS = ['0', '-1', '2147483648', '9999999999999999999', 'abc', '%00', '1.5', '1e3', '%20', 'a%00b', '00000000001', '-0'];
const HUGE_NUMBERS = [2 ** 31, 2 ** 31 - 1, 2 ** 53, 2 ** 53 + 2, -1, 0, -(2 ** 31) - 1, 1e308, -1e308, 1.5, Number.MIN_VALUE];
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '2147483648',
  '9999999999999999999',
  '-1',
  '1e308',
  '0x10',
  '\u0001\u0002\u001b[31m\u007f',
  '\ud800',
  '\u202e\u2028\u2029\ufeff',
  '../../etc/passwd',
  '%00',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '[[error:internal-error]]',
  '\\u0000',
];

/** Characters that make strings interesting: controls, NUL, surrogates, separators, plain text. */
const nastyChar = fc.constantFrom(
  '\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u000b', '\u001f', '\u007f', '\u0085', '\u00a0',
  '\u200b', '\u2028', '\ud83d\ude00', '\ud800', 'a', 'b', 'é', ' ', '/', '\\', '"', '%', '1', '-', '.', '@',
);
const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: fc.string({ unit: nastyChar, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Plain text with one NUL inside, long enough to pass length minimums.
  { weight: 3, arbitrary: fc.string({ minLength: 10, maxLength: 60 }).map((s) => `${s.slice(0, 5)}\u0000${s.slice(5)} valid enough text`) },
  // Near 1 MB once in a JSON body (just under the body limit), with a NUL or a control character near the end.
  { weight: 1, arbitrary: fc.constantFrom(['x', 1], ['é', 2], ['\u0000', 6], ['\u001b', 6]).map(([c, bytes]) => `${c.repeat(Math.floor(NEAR_LIMIT / bytes))}\u0000z`) },
);
const nastyNumber = fc.oneof(fc.constantFrom(...HUGE_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], { '': {} }, { __proto__: { x: 1 } }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(nastyNumber, nastyString), { maxLength: 5 }) },
);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  format?: string;
  minLength?: number;
};

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values shaped like the schema often enough to pass its first checks, junk the rest of the time. */
function nearly(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => nearly(s, depth + 1)), junk);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), junk);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), junk);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const plausible = schema.format === 'email' ? fc.constantFrom('fuzz@example.test', 'fu\u0000zz@example.test', 'a@b') : fc.constantFrom('valid text here', 'abc', '/path', 'https://example.test/x');
      return fc.oneof(plausible, nastyString, junk);
    }
    case 'integer':
    case 'number':
      return fc.oneof(fc.constantFrom(1, 2, 3), nastyNumber, nastyNumber.map(String), junk);
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', '1', 'on'), junk);
    case 'array':
      return fc.oneof(fc.array(nearly(schema.items, depth + 1), { maxLength: 6 }), junk);
    case 'object':
      return fc.oneof({ weight: 4, arbitrary: nearlyObject(schema, depth) }, { weight: 1, arbitrary: junk });
    default:
      return junk;
  }
}

function nearlyObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const known = props.length
    ? fc.record(Object.fromEntries(props.map(([name, s]) => [name, nearly(s, depth + 1)])), { requiredKeys: [] })
    : fc.constant({});
  const extra = fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'x\u0000', ''), fc.string({ maxLength: 8 })), junk, { maxKeys: 2 });
  return fc.tuple(known, fc.oneof(fc.constant({}), extra)).map(([a, b]) => ({ ...b, ...a }));
}

interface Body {
  contentType?: string;
  payload?: string;
  describe: string;
}

function jsonBody(value: unknown): Body {
  const payload = JSON.stringify(value) ?? 'null';
  return { contentType: 'application/json', payload, describe: payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload };
}

function bodies(ep: AnyEndpoint): fc.Arbitrary<Body> {
  const schema = ep.body ? jsonSchemaOf(ep.body) : undefined;
  const shaped = schema ? nearly(schema) : fc.oneof(nearlyObject({}, 0), junk);
  const form = fc
    .dictionary(fc.oneof(fc.constantFrom(...Object.keys(schema?.properties ?? { x: 1 })), fc.string({ maxLength: 6 })), nastyString.filter((s) => s.length < 5000), { maxKeys: 4 })
    .map((values): Body => {
      const payload = new URLSearchParams(values).toString();
      return { contentType: 'application/x-www-form-urlencoded', payload, describe: `form ${payload.slice(0, 300)}` };
    });
  const raw = fc
    .constantFrom('{', '{"a":', 'not json', '\u0000', '[1,2', '{"__proto__":{"polluted":1}}', '"just a string"', '12345678901234567890', 'null', '{"a":1e400}')
    .map((payload): Body => ({ contentType: 'application/json', payload, describe: `raw ${JSON.stringify(payload)}` }));
  const text = nastyString.filter((s) => s.length < 5000).map((payload): Body => ({ contentType: 'text/plain', payload, describe: `text ${JSON.stringify(payload)}` }));
  const overLimit = fc.constant<Body>({ contentType: 'application/json', payload: JSON.stringify({ content: 'x'.repeat(1_100_000) }), describe: 'a JSON body of 1.1 MB' });
  return fc.oneof(
    { weight: 10, arbitrary: shaped.map(jsonBody) },
    { weight: 2, arbitrary: fc.array(shaped, { maxLength: 3 }).map(jsonBody) },
    { weight: 2, arbitrary: form },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: overLimit },
    { weight: 1, arbitrary: fc.constant<Body>({ describe: 'no body' }) },
  );
}

/** A path segment as sent (already percent-encoded). */
const pathSegment = (valid: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...BAD_PATH_IDS) },
    { weight: 2, arbitrary: fc.constantFrom(...valid) },
    { weight: 2, arbitrary: nastyString.filter((s) => s.length > 0 && s.length < 2000).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))) },
  );

function queryString(ep: AnyEndpoint): fc.Arbitrary<string> {
  const keys = ep.query ? Object.keys(jsonSchemaOf(ep.query).properties ?? {}) : [];
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })) : fc.string({ maxLength: 6 });
  const value = fc.oneof(
    fc.constantFrom(...BAD_PATH_IDS.map(decodeURIComponent), ...NASTY_STRINGS),
    nastyString.filter((s) => s.length < 1500),
    nastyNumber.map(String),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 5 })
    .map((pairs) => {
      const search = new URLSearchParams();
      for (const [k, v] of pairs) search.append(k, v.replace(/[\ud800-\udfff]/g, 'x'));
      const text = search.toString();
      return text ? `?${text}` : '';
    });
}

interface FuzzRequest {
  path: string;
  body: Body;
}

function requests(ep: AnyEndpoint, validIds: string[]): fc.Arbitrary<FuzzRequest> {
  const names = [...ep.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const segments = fc.tuple(...names.map(() => pathSegment(validIds)));
  const body = ep.method === 'GET' ? fc.constant<Body>({ describe: 'no body' }) : bodies(ep);
  return fc.tuple(segments, queryString(ep), body).map(([values, query, b]) => {
    let path = ep.path;
    names.forEach((name, i) => {
      path = path.replace(`{${name}}`, values[i]!);
    });
    return { path: path + query, body: b };
  });
}

// ---------------------------------------------------------------------------------------------
// Sessions

const PASSWORD = 'fuzzing pass phrase 7';

interface Role {
  name: 'member' | 'visitor';
  agent: Agent;
}

let member: Role;
let visitor: Role;
let memberName = '';
let memberUid = 0;
let memberCount = 0;
let validIds: string[] = ['1'];

async function freshMember(): Promise<Agent> {
  await getDb().execute(sql`DELETE FROM rate_limits`);
  memberCount += 1;
  memberName = `fuzzer${memberCount}`;
  const agent = new Agent(app().url);
  memberUid = (await agent.signUpComplete(memberName, PASSWORD)).uid;
  return agent;
}

/** The role's session as it should be: the member signed in with consents given, the visitor not signed in. */
async function ensure(role: Role): Promise<void> {
  const config = await role.agent.config();
  if (role.name === 'visitor') {
    if (config.loggedIn) {
      role.agent = new Agent(app().url);
      await role.agent.config();
    }
    return;
  }
  if (config.loggedIn && config.uid === memberUid && config.registrationComplete) return;
  role.agent = await freshMember();
}

beforeAll(async () => {
  // The first account of a database is its administrator: take that seat so the fuzzing member is an ordinary one.
  await new Agent(app().url).signUpComplete('fuzzadmin', PASSWORD);
  member = { name: 'member', agent: await freshMember() };
  visitor = { name: 'visitor', agent: new Agent(app().url) };
  await visitor.agent.config();
  // Something real for ids to name, so valid ids reach the services with junk beside them.
  const topic = await member.agent.post('/api/v3/topics', { title: 'A topic to fuzz against', content: 'Content of the topic to fuzz against.' });
  expect(topic.status).toBe(200);
  const config = await member.agent.config();
  validIds = ['1', String(topic.body.response.tid), String(topic.body.response.mainPid), String(config.uid), memberName, '2147483647'];
}, 60_000);

// ---------------------------------------------------------------------------------------------
// The property

const ERROR_TOKEN = /^\[\[error:[^\]]+\]\]$/;

interface Outcome {
  status: number;
  contentType: string;
  text: string;
}

async function send(role: Role, method: string, request: FuzzRequest): Promise<Outcome> {
  const headers: Record<string, string> = { Accept: 'application/json', Cookie: role.agent.cookieHeader() };
  if (role.agent.csrf) headers['X-XSRF-TOKEN'] = role.agent.csrf;
  if (request.body.contentType) headers['Content-Type'] = request.body.contentType;
  const res = await fetch(app().url + request.path, {
    method,
    headers,
    body: request.body.payload,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** Why an answer is wrong, or null. */
function problemWith(ep: AnyEndpoint, outcome: Outcome): string | null {
  if (outcome.status >= 500) return `status ${outcome.status}`;
  if (outcome.status < 400) return null;
  if (!outcome.contentType.includes('application/json')) return `error ${outcome.status} is not JSON (${outcome.contentType || 'no content type'})`;
  let body: unknown;
  try {
    body = JSON.parse(outcome.text);
  } catch {
    return `error ${outcome.status} is not valid JSON`;
  }
  const envelope =
    ep.family === 'v3'
      ? z.object({ status: z.object({ code: z.string(), message: z.string().regex(ERROR_TOKEN) }), response: z.object({}).strict() }).strict()
      : z.object({ error: z.string().regex(ERROR_TOKEN) }).strict();
  return envelope.safeParse(body).success ? null : `error ${outcome.status} is not the ${ep.family} envelope`;
}

/** Per endpoint, so adding one does not reshuffle the others' inputs. */
function seedFor(ep: AnyEndpoint): number {
  let hash = SEED;
  for (const ch of `${ep.method} ${ep.path}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

const cases = ALL_ENDPOINTS.map((ep) => [ep.method, ep.path, ep] as const);

describe(`hardening 12: malformed input is never a 5xx (seed ${SEED}, ${RUNS} runs per endpoint and role)`, () => {
  it.each(cases)('hardening 12: %s %s answers every malformed input below 500, errors in its envelope', async (method, _path, ep) => {
    for (const role of [member, visitor]) {
      const seed = seedFor(ep) + (role.name === 'visitor' ? 1 : 0);
      // A successful write may have changed the session (signed in, out, or up): check it before the next run.
      let settled = false;
      const result = await fc.check(
        fc.asyncProperty(requests(ep, validIds), async (request) => {
          if (!settled) await ensure(role);
          const outcome = await send(role, method, request);
          settled = method === 'GET' || outcome.status >= 300;
          const problem = problemWith(ep, outcome);
          if (problem) throw new Error(`${problem}: ${outcome.text.slice(0, 300)}`);
        }),
        { seed, numRuns: RUNS, endOnFailure: true },
      );
      if (result.failed) {
        const example = result.counterexample?.[0];
        throw new Error(
          `${method} ${ep.path} as ${role.name} (FUZZ_SEED=${SEED}, seed ${seed}, run ${result.numRuns}): ` +
            `${example ? `${method} ${example.path.slice(0, 300)} with ${example.body.describe}` : ''}\n` +
            `${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`,
        );
      }
    }
  }, 120_000);
});
