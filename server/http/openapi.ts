import { z } from 'zod';
import * as analyticsContracts from '@/lib/analytics/contracts';
import * as communityContracts from '@/lib/community/contracts';
import * as discussionsContracts from '@/lib/discussions/contracts';
import * as eventsContracts from '@/lib/events/contracts';
import * as formsContracts from '@/lib/forms/contracts';
import * as healthContracts from '@/lib/health/contracts';
import * as invitesContracts from '@/lib/invites/contracts';
import * as notificationsContracts from '@/lib/notifications/contracts';
import * as playerContracts from '@/lib/player/contracts';
import * as projectsContracts from '@/lib/projects/contracts';
import * as rewardsContracts from '@/lib/rewards/contracts';
import * as searchContracts from '@/lib/search/contracts';
import * as sessionContracts from '@/lib/session/contracts';
import * as usersContracts from '@/lib/users/contracts';
import * as followsContracts from '@/lib/users/followsContracts';
import * as analyticsSchemas from '@/lib/analytics/schemas';
import * as communitySchemas from '@/lib/community/schemas';
import * as discussionsSchemas from '@/lib/discussions/schemas';
import * as eventsSchemas from '@/lib/events/schemas';
import * as formsSchemas from '@/lib/forms/schemas';
import * as invitesSchemas from '@/lib/invites/schemas';
import * as notificationsSchemas from '@/lib/notifications/schemas';
import * as playerSchemas from '@/lib/player/schemas';
import * as projectsSchemas from '@/lib/projects/schemas';
import * as searchSchemas from '@/lib/search/schemas';
import * as seoSchemas from '@/lib/seo/schemas';
import * as usersSchemas from '@/lib/users/schemas';
import { SOCKET_EVENT_DOCS } from '@/lib/realtime/events';
import { ALL_ENDPOINTS } from './catalogue';
import type { AnyEndpoint } from './route';

/**
 * The OpenAPI 3.1 description, generated from the same zod schemas the handlers parse with.
 *
 * Every exported response contract of `lib/<feature>/contracts.ts` (`postContract`, `topicContract`,
 * `eventContract`, …) is a named schema under `components/schemas` (`Post`, `Topic`, `Event`, …),
 * and answers `$ref` it instead of repeating it, so a post is described once however many answers
 * carry one. Likewise every exported request body of `lib/<feature>/schemas.ts` (`topicBody` is
 * `TopicBody`), which the JSON and the form content of a request share. Path and query parameters
 * stay inline.
 */

/** The modules whose `…Contract` exports name answers; the earlier module names a shared schema. */
const CONTRACT_MODULES: Record<string, Record<string, unknown>> = {
  session: sessionContracts,
  users: usersContracts,
  follows: followsContracts,
  discussions: discussionsContracts,
  events: eventsContracts,
  projects: projectsContracts,
  notifications: notificationsContracts,
  search: searchContracts,
  community: communityContracts,
  player: playerContracts,
  forms: formsContracts,
  invites: invitesContracts,
  rewards: rewardsContracts,
  analytics: analyticsContracts,
  health: healthContracts,
};

/** The modules whose `…Body` exports name request bodies. */
const SCHEMA_MODULES: Record<string, Record<string, unknown>> = {
  users: usersSchemas,
  discussions: discussionsSchemas,
  events: eventsSchemas,
  projects: projectsSchemas,
  notifications: notificationsSchemas,
  search: searchSchemas,
  community: communitySchemas,
  player: playerSchemas,
  forms: formsSchemas,
  invites: invitesSchemas,
  analytics: analyticsSchemas,
  seo: seoSchemas,
};

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Names for the zod schemas the modules export: an export `postContract` is `Post` (the suffix
 * `Contract` is dropped), `topicBody` is `TopicBody`. Two different schemas that would take the
 * same name are both qualified by their module (a `searchAnswerContract` in events and one in
 * search would be `EventsSearchAnswer` and `SearchSearchAnswer`); one schema exported under two
 * names keeps the first.
 */
export function schemaNames(modules: Record<string, Record<string, unknown>>, suffix: 'Contract' | 'Body'): Map<z.ZodType, string> {
  const found: Array<{ module: string; name: string; schema: z.ZodType }> = [];
  for (const [module, exports] of Object.entries(modules)) {
    for (const [exported, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType) || !exported.endsWith(suffix)) continue;
      if (found.some((f) => f.schema === value)) continue;
      const name = suffix === 'Contract' ? exported.slice(0, -suffix.length) : exported;
      found.push({ module, name: pascal(name), schema: value });
    }
  }
  const names = new Map<z.ZodType, string>();
  for (const entry of found) {
    const clash = found.some((other) => other !== entry && other.name === entry.name);
    names.set(entry.schema, clash ? pascal(entry.module) + entry.name : entry.name);
  }
  return names;
}

/**
 * The metadata zod reads while converting: the schema's name (`id`, which makes zod extract it
 * into `$defs`) over whatever the schema says of itself (`.describe()`, in the global registry).
 */
class NamedSchemas extends z.core.$ZodRegistry<z.core.GlobalMeta> {
  constructor(private readonly names: Map<z.ZodType, string>) {
    super();
  }

  override get(schema: z.core.$ZodType): z.core.GlobalMeta | undefined {
    const own = z.globalRegistry.get(schema);
    const id = this.names.get(schema as z.ZodType);
    return id ? { ...own, id } : own;
  }
}

const COMPONENT_REF = '#/components/schemas/';

/** Points every `#/$defs/<name>` reference of a converted schema at `components/schemas`. */
function pointAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointAtComponents);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
        ? COMPONENT_REF + inner.slice('#/$defs/'.length)
        : pointAtComponents(inner);
  }
  return out;
}

/** Converts schemas to JSON Schema, collecting the named ones into one `components/schemas`. */
export class SchemaWriter {
  readonly components: Record<string, unknown> = {};
  private readonly answers: NamedSchemas;
  private readonly bodies: NamedSchemas;

  constructor(answerNames: Map<z.ZodType, string>, bodyNames: Map<z.ZodType, string>) {
    this.answers = new NamedSchemas(answerNames);
    this.bodies = new NamedSchemas(bodyNames);
  }

  /** Path and query parameters, inline: what a client may send. */
  parameters(schema: z.ZodType): Record<string, unknown> {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    return json;
  }

  /** A request body: what a client may send, named bodies as `$ref`s to `components/schemas`. */
  body(schema: z.ZodType): Record<string, unknown> {
    return this.named(schema, 'input', this.bodies);
  }

  /** An answer: named contracts become `$ref`s to `components/schemas`. */
  answer(schema: z.ZodType): Record<string, unknown> {
    return this.named(schema, 'output', this.answers);
  }

  private named(schema: z.ZodType, io: 'input' | 'output', metadata: NamedSchemas): Record<string, unknown> {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata });
    const { $schema: _dialect, $defs, ...json } = pointAtComponents(converted) as Record<string, unknown>;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
      // zod names a recursive schema it cannot inline `__schema<n>`, a name only this conversion knows.
      if (name.startsWith('__schema')) throw new Error(`A recursive schema without a name: export it as a contract (${name})`);
      const known = this.components[name];
      if (known !== undefined && JSON.stringify(known) !== JSON.stringify(def)) {
        throw new Error(`Two different schemas are named ${name}`);
      }
      this.components[name] = def;
    }
    return json;
  }
}

function parameters(ep: AnyEndpoint, schemas: SchemaWriter) {
  const list: Array<Record<string, unknown>> = [];
  const pathNames = [...ep.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  for (const schema of [ep.params, ep.query]) {
    if (!schema) continue;
    const props = (schemas.parameters(schema).properties ?? {}) as Record<string, unknown>;
    for (const [name, prop] of Object.entries(props)) {
      const where = pathNames.includes(name) ? 'path' : 'query';
      list.push({ name, in: where, required: where === 'path', schema: prop });
    }
  }
  return list;
}

/** The `status` of every successful v3 answer, one component all v3 answers share. */
const OK_STATUS = 'OkStatus';
const okStatus = { type: 'object', properties: { code: { const: 'ok' }, message: { const: 'OK' } }, required: ['code', 'message'] };

/** The success answer's JSON schema: the endpoint's contract, inside the v3 envelope for v3 calls. */
function successContent(ep: AnyEndpoint, schemas: SchemaWriter) {
  if (ep.produces) return { [ep.produces]: {} };
  if (!ep.response) return undefined;
  const answer = schemas.answer(ep.response);
  const schema =
    ep.family === 'v3'
      ? {
          type: 'object',
          properties: {
            status: { $ref: `${COMPONENT_REF}${OK_STATUS}` },
            response: answer,
          },
          required: ['status', 'response'],
        }
      : answer;
  return { 'application/json': { schema } };
}

const ENVELOPES: Record<string, string> = {
  v3: 'Answers {status: {code, message}, response}. Errors carry the [[error:key, args]] in status.message.',
  read: 'Answers the object itself. Errors answer {error: "[[error:key, args]]"} with the HTTP status.',
  service: 'Answers the shape the spec gives for the service. Errors answer {error: "[[error:key, args]]"}.',
};

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas = new SchemaWriter(schemaNames(CONTRACT_MODULES, 'Contract'), schemaNames(SCHEMA_MODULES, 'Body'));
  for (const ep of ALL_ENDPOINTS) {
    const content = successContent(ep, schemas);
    const operation: Record<string, unknown> = {
      summary: ep.summary,
      tags: [ep.tag],
      description: [
        ENVELOPES[ep.family],
        ep.access === 'member' ? 'Requires a logged-in member.' : 'Open to visitors.',
        ep.method !== 'GET' ? 'Requires the session csrf_token in X-XSRF-TOKEN.' : '',
        ep.aliases?.length ? `Also answered at: ${ep.aliases.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
      parameters: parameters(ep, schemas),
      responses: {
        ...(ep.redirects
          ? { 302: { description: 'Redirects (Location header)' } }
          : { 200: { description: 'Success', ...(content ? { content } : {}) } }),
        default: { description: 'A catalogue error' },
      },
    };
    if (ep.body) {
      const body = schemas.body(ep.body);
      operation.requestBody = {
        required: true,
        content: {
          'application/json': { schema: body },
          'application/x-www-form-urlencoded': { schema: body },
        },
      };
    }
    paths[ep.path] = { ...paths[ep.path], [ep.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Open-source community platform API',
      version: '1',
      description:
        'Session cookie auth. Every POST/PUT/PATCH/DELETE carries the csrf_token from GET /api/config in X-XSRF-TOKEN.',
    },
    paths,
    // Socket.io on the same origin (/socket.io/, the session cookie and the csrf_token as auth): its events, described (lib/realtime/events.ts).
    'x-socket-events': {
      server: Object.entries(SOCKET_EVENT_DOCS.server).map(([name, description]) => ({ name, description })),
      client: Object.entries(SOCKET_EVENT_DOCS.client).map(([name, description]) => ({ name, description })),
    },
    components: {
      schemas: Object.fromEntries(
        Object.entries({ ...schemas.components, [OK_STATUS]: okStatus }).sort(([a], [b]) => a.localeCompare(b)),
      ),
    },
  };
}
