import { z } from 'zod';
import { ALL_ENDPOINTS } from './catalogue';
import type { AnyEndpoint } from './route';

/** The OpenAPI 3.1 description, generated from the same zod schemas the handlers parse with. */

function jsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

function parameters(ep: AnyEndpoint) {
  const list: Array<Record<string, unknown>> = [];
  const pathNames = [...ep.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  for (const schema of [ep.params, ep.query]) {
    if (!schema) continue;
    const props = jsonSchema(schema).properties ?? {};
    for (const [name, prop] of Object.entries(props)) {
      const where = pathNames.includes(name) ? 'path' : 'query';
      list.push({ name, in: where, required: where === 'path', schema: prop });
    }
  }
  return list;
}

/** The success answer's JSON schema: the endpoint's contract, inside the v3 envelope for v3 calls. */
function successContent(ep: AnyEndpoint) {
  if (ep.produces) return { [ep.produces]: {} };
  if (!ep.response) return undefined;
  const answer = z.toJSONSchema(ep.response, { io: 'output', unrepresentable: 'any' });
  const schema =
    ep.family === 'v3'
      ? {
          type: 'object',
          properties: {
            status: { type: 'object', properties: { code: { const: 'ok' }, message: { const: 'OK' } }, required: ['code', 'message'] },
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
  for (const ep of ALL_ENDPOINTS) {
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
      parameters: parameters(ep),
      responses: {
        ...(ep.redirects
          ? { 302: { description: 'Redirects (Location header)' } }
          : { 200: { description: 'Success', ...(successContent(ep) ? { content: successContent(ep) } : {}) } }),
        default: { description: 'A catalogue error' },
      },
    };
    if (ep.body) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': { schema: jsonSchema(ep.body) },
          'application/x-www-form-urlencoded': { schema: jsonSchema(ep.body) },
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
  };
}
