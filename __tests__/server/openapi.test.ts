import { z } from 'zod';
import { buildEvent } from '@/mocks/factories/events';
import { buildPost, buildTopic } from '@/mocks/factories/posts';
import { openApiDocument, schemaNames } from '@/server/http/openapi';

/**
 * The API description (R7): shared answer and body schemas are described once, under
 * `components/schemas`, and every reference to them resolves, so the document stays one valid
 * OpenAPI 3.1 description while a post, an event or a topic is written out a single time.
 */

type Json = Record<string, unknown>;

const doc = openApiDocument() as Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
const components = doc.components.schemas;

/** Every value of `key` anywhere below `value`, with its JSON path. */
function collect(value: unknown, key: string, at = '#', found: Array<[string, unknown]> = []): Array<[string, unknown]> {
  if (Array.isArray(value)) value.forEach((v, i) => collect(v, key, `${at}/${i}`, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key) found.push([at, v]);
      collect(v, key, `${at}/${k}`, found);
    }
  }
  return found;
}

/** A zod validator for a component, built back from the document (references and all). */
function validatorFor(name: string): z.ZodType {
  const local = JSON.parse(JSON.stringify(components).replaceAll('#/components/schemas/', '#/$defs/')) as Record<string, Json>;
  return z.fromJSONSchema({ $defs: local, $ref: `#/$defs/${name}` } as Parameters<typeof z.fromJSONSchema>[0]);
}

/** The schema a JSON answer of `method path` is described by. */
function answerSchema(method: string, path: string): Json {
  const operation = doc.paths[path]?.[method] as { responses: Record<string, { content?: Record<string, { schema: Json }> }> };
  return operation.responses['200']!.content!['application/json']!.schema;
}

describe('the OpenAPI description (R7)', () => {
  it('is OpenAPI 3.1 with its shared schemas under components/schemas, named as OpenAPI allows', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(components).length).toBeGreaterThan(50);
    for (const name of Object.keys(components)) expect(name).toMatch(/^[a-zA-Z0-9._-]+$/);
  });

  it('resolves every $ref to a component, and leaves no per-schema $defs or $schema behind', () => {
    const refs = collect(doc, '$ref');
    expect(refs.length).toBeGreaterThan(100);
    for (const [at, ref] of refs) {
      expect([at, typeof ref]).toEqual([at, 'string']);
      const name = String(ref).replace('#/components/schemas/', '');
      expect([at, String(ref).startsWith('#/components/schemas/'), name in components]).toEqual([at, true, true]);
    }
    expect(collect(doc, '$defs')).toEqual([]);
    expect(collect(doc, '$schema')).toEqual([]);
  });

  it('uses every component it declares', () => {
    const used = new Set(collect(doc, '$ref').map(([, ref]) => String(ref).replace('#/components/schemas/', '')));
    expect(Object.keys(components).filter((name) => !used.has(name))).toEqual([]);
  });

  it('describes a post once: answers that carry posts refer to Post instead of repeating it', () => {
    const post = JSON.stringify(components.Post);
    const elsewhere = JSON.stringify({ ...doc, components: { schemas: { ...components, Post: null } } });
    expect(elsewhere).not.toContain(post);
    expect(JSON.stringify(components.Topic)).toContain('#/components/schemas/Post');
    expect(answerSchema('get', '/api/topic/{tid}')).toEqual({ $ref: '#/components/schemas/Topic' });
    const highlights = JSON.stringify(components.Highlights);
    expect(highlights).toContain('#/components/schemas/Post');
  });

  it('keeps the v3 envelope around a named answer, and a request body shared by its JSON and form content', () => {
    const edit = doc.paths['/api/v3/posts/{pid}']!.put as { requestBody: { content: Record<string, { schema: Json }> } } & Json;
    expect(answerSchema('put', '/api/v3/posts/{pid}')).toMatchObject({
      properties: { status: { $ref: '#/components/schemas/OkStatus' }, response: { $ref: '#/components/schemas/EditWrite' } },
      required: ['status', 'response'],
    });
    expect(edit.requestBody.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/EditBody' });
    expect(edit.requestBody.content['application/x-www-form-urlencoded']!.schema).toEqual({ $ref: '#/components/schemas/EditBody' });
    expect(collect(components.EditBody, 'properties')[0]![1]).toHaveProperty('content');
  });

  it('describes answers truly: a built topic and event pass their components, a broken one does not', () => {
    const topic = buildTopic(buildPost({ pid: 1, tid: 1 }));
    expect(validatorFor('Topic').safeParse(topic).success).toBe(true);
    expect(validatorFor('Topic').safeParse({ ...topic, posts: [{ ...topic.posts[0], pid: 'one' }] }).success).toBe(false);
    const event = buildEvent();
    expect(validatorFor('Event').safeParse(event).success).toBe(true);
    expect(validatorFor('Event').safeParse({ ...event, unknownField: 1 }).success).toBe(false);
  });

  it('names a contract export without its suffix and a body export as it is, qualifying a clash by module', () => {
    const a = z.strictObject({ a: z.string() });
    const b = z.strictObject({ b: z.string() });
    const answers = schemaNames({ events: { searchAnswerContract: a, other: a, helper: 1 }, search: { searchAnswerContract: b, aliasContract: a } }, 'Contract');
    expect([...answers.entries()].map(([schema, name]) => [schema === a ? 'a' : 'b', name])).toEqual([
      ['a', 'EventsSearchAnswer'],
      ['b', 'SearchSearchAnswer'],
    ]);
    const bodies = schemaNames({ discussions: { topicBody: a, tidParams: b } }, 'Body');
    expect([...bodies.values()]).toEqual(['TopicBody']);
  });
});
