import { z } from 'zod';
import { FORM_BODIES } from '@/lib/forms/schemas';
import { PG_INT_MAX } from '@/lib/params';
import { ALL_ENDPOINTS } from '../../server/http/catalogue';
import { nulPath } from '../../server/http/body';
import { toAppError } from '../../server/http/errors';
import { cleanPageInput } from '../../server/ssr/input';
import fs from 'node:fs';
import { apiRouteFiles } from '../support/testApp';

/**
 * Hardening 12: every field of every request schema is bounded. The schemas of all endpoints in
 * the API catalogue (and each form kind's own schema) are walked field by field, nested objects,
 * arrays and records included, and each field is given NUL, an escape character, a number just
 * beyond PostgreSQL's integer range and a string of 200,000 characters: none may come through.
 */

/**
 * Number fields that are not ids: a timestamp in milliseconds (an event's start and its audience
 * and backstage times too, a suspension's end), numbers kept inside a post's JSON metaData.
 */
const NOT_IDS = [/(^|\.)timestamp$/, /(^|\.)(audience|backstage)_start_time$/, /^body\.until$/, /^body\.metaData\./];

interface Field {
  path: string;
  schema: z.ZodType;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/default/catch wrappers and preprocessing: what gives the field its shape. */
function shapeOf(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return shapeOf(def.innerType);
  if (def.type === 'pipe' && def.in && defOf(def.in).type === 'transform' && def.out) return shapeOf(def.out);
  return schema;
}

function fields(schema: z.ZodType, path: string, depth = 0): Field[] {
  const inner = shapeOf(schema);
  const def = defOf(inner);
  if (depth > 6) return [];
  if (def.type === 'object' && def.shape) return Object.entries(def.shape).flatMap(([key, child]) => fields(child, `${path}.${key}`, depth + 1));
  if (def.type === 'array' && def.element) return fields(def.element, `${path}.0`, depth + 1);
  if (def.type === 'record' && def.keyType && def.valueType) {
    return [{ path: `${path}.<key>`, schema: def.keyType }, ...fields(def.valueType, `${path}.value`, depth + 1)];
  }
  const nested = def.type === 'union' ? (def.options ?? []).filter((o) => ['object', 'array', 'record'].includes(defOf(shapeOf(o)).type)) : [];
  return [{ path, schema }, ...nested.flatMap((o) => fields(o, path, depth + 1))];
}

function schemasUnderTest(): Array<[string, z.ZodType]> {
  const list: Array<[string, z.ZodType]> = [];
  for (const ep of ALL_ENDPOINTS) {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = ep[part];
      if (schema) list.push([`${ep.method} ${ep.path} ${part}`, schema]);
    }
  }
  for (const [kind, schema] of Object.entries(FORM_BODIES)) list.push([`form ${kind} body`, schema]);
  return list;
}

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function problems(field: Field): string[] {
  const found: string[] = [];
  const parse = (value: unknown) => field.schema.safeParse(value);
  for (const probe of ['a\u0000b', 'a\u001bb', '\u0000']) {
    const r = parse(probe);
    if (r.success && JSON.stringify(r.data ?? null).match(/\\u00[01][0-9a-f]|\\u007f/) && CONTROL.test(JSON.stringify(r.data))) found.push(`takes ${JSON.stringify(probe)}`);
    if (r.success && typeof r.data === 'string' && CONTROL.test(r.data)) found.push(`takes ${JSON.stringify(probe)}`);
  }
  if (!NOT_IDS.some((re) => re.test(field.path))) {
    for (const probe of [PG_INT_MAX + 1, String(PG_INT_MAX + 1), 2 ** 53]) {
      const r = parse(probe);
      if (r.success && typeof r.data === 'number' && r.data > PG_INT_MAX) found.push(`takes ${probe} as a number`);
    }
  }
  const huge = parse('x'.repeat(200_000));
  if (huge.success && typeof huge.data === 'string' && huge.data.length > 100_000) found.push('takes a string of 200,000 characters');
  return found;
}

describe('hardening 12: every request schema bounds every field', () => {
  const cases = schemasUnderTest().flatMap(([name, schema]) => fields(schema, 'body').map((f) => [`${name}: ${f.path.replace(/^body\.?/, '') || '(whole)'}`, f] as const));

  it('finds the fields (the walk reaches nested objects, arrays and records)', () => {
    const names = cases.map(([n]) => n);
    expect(names).toContain('POST /api/v3/topics body: projects.0');
    expect(names).toContain('POST /api/v3/topics body: metaData.<key>');
    expect(names).toContain('PUT /api/v3/users/{uid}/settings body: settings.theme');
    expect(names).toContain('POST /api/v3/users body: invite.uid');
    expect(names).toContain('GET /api/user/{slug} params: slug');
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)('hardening 12: %s refuses NUL, control characters, ids beyond 2147483647 and unbounded text', (_name, field) => {
    expect(problems(field)).toEqual([]);
  });
});

describe('hardening 12: the route helper and the error mapper as the last line of defence', () => {
  it('finds NUL anywhere in a parsed body, keys included, and names where', () => {
    expect(nulPath({ a: 'fine', b: ['x', { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('k');
    expect(nulPath(['ok', 'n\u0000'])).toBe('body.1');
    expect(nulPath({ content: 'tab\tnewline\n' })).toBeNull();
    expect(nulPath('plain \u0000 text')).toBe('body');
  });

  it('hardening 12: PostgreSQL errors that bad input causes are 400 invalid-data, never 500; others stay 500', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const pgError = (code: string) => Object.assign(new Error('database error'), { code });
      for (const code of ['22P02', '22003', '22021', '22P05', '22001', '54000']) {
        const direct = toAppError(pgError(code));
        expect([code, direct.status, direct.message]).toEqual([code, 400, '[[error:invalid-data]]']);
        // As Drizzle reports it: the driver's error in `cause`.
        const wrapped = toAppError(Object.assign(new Error('Failed query: insert ...'), { cause: pgError(code) }));
        expect([code, wrapped.status]).toEqual([code, 400]);
      }
      // Not input: a bug or a conflict stays an internal error (an unreachable database is an outage, hardening 16).
      for (const code of ['23505', '40001', '42P01', '42703']) expect(toAppError(pgError(code)).status).toBe(500);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('hardening 12: page loaders never see control characters', () => {
  it('a path value with one is not found (null: the page answers 404); a query value with one is dropped', () => {
    expect(cleanPageInput({ params: { slug: 'ada\u0000' }, query: {} })).toBeNull();
    expect(cleanPageInput({ params: { slug: ['a', 'b\u001b'] }, query: {} })).toBeNull();
    expect(cleanPageInput({ params: { slug: 'ada' }, query: { page: '%00'.replace('%00', '\u0000'), sort: 'recent', tags: ['ok', 'b\u0000'], 'k\u0000': '1' } })).toEqual({
      params: { slug: 'ada' },
      query: { sort: 'recent' },
    });
    expect(cleanPageInput({ params: undefined, query: { returnTo: '/\t/evil.test', q: 'fine' } })).toEqual({ params: undefined, query: { q: 'fine' } });
  });
});

describe('hardening 13: route files leave the body to the route helper', () => {
  it('every API route file turns Next\'s body parser off, so oversized and invalid bodies are answered as JSON', () => {
    const missing = apiRouteFiles()
      .filter(({ file }) => /apiRoute\(|unknownApiRoute\(/.test(fs.readFileSync(file, 'utf8')))
      .filter(({ file }) => !/export const config = \{ api: \{ bodyParser: false \} \};/.test(fs.readFileSync(file, 'utf8')))
      .map(({ route }) => route);
    // Add `export const config = { api: { bodyParser: false } };` to each file named here.
    expect(missing).toEqual([]);
  });
});
