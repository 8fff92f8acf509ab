import { z } from 'zod';
import { resolveAlias } from '../../server/http/aliases';
import { AppError, formatErrorKey, statusCodeName, toAppError, validationError } from '../../server/http/errors';
import { SERVER_EVENTS } from '@/lib/realtime/events';

describe('R8.2 R5.11 catalogue errors', () => {
  it('formats keys with their parameters', () => {
    expect(formatErrorKey('content-too-short', [8])).toBe('[[error:content-too-short, 8]]');
    expect(formatErrorKey('no-privileges')).toBe('[[error:no-privileges]]');
  });

  it('maps keys to HTTP statuses: 401 login, 403 privileges and csrf, 404 unknown ids, 429 limits, else 400', () => {
    expect(new AppError('not-logged-in').status).toBe(401);
    expect(new AppError('no-privileges').status).toBe(403);
    expect(new AppError('csrf-invalid').status).toBe(403);
    expect(new AppError('no-user').status).toBe(404);
    expect(new AppError('account-locked').status).toBe(429);
    expect(new AppError('username-taken').status).toBe(400);
    expect(statusCodeName(401)).toBe('not-authorised');
    expect(statusCodeName(429)).toBe('too-many-requests');
  });

  it('names the field and the bound of a failed validation', () => {
    const schema = z.object({ title: z.string().min(3).max(10), name: z.string().min(2), n: z.number().max(5) });
    const error = (input: unknown) => {
      const r = schema.safeParse(input, { reportInput: true });
      return r.success ? null : validationError(r.error).message;
    };
    expect(error({ title: 'ab', name: 'ok', n: 1 })).toBe('[[error:title-too-short, 3]]');
    expect(error({ title: 'a'.repeat(11), name: 'ok', n: 1 })).toBe('[[error:title-too-long, 10]]');
    expect(error({ title: 'abcd', name: 'x', n: 1 })).toBe('[[error:field-too-short, name, 2]]');
    expect(error({ title: 'abcd', name: 'ok', n: 6 })).toBe('[[error:field-too-big, n, 5]]');
    expect(error({ name: 'ok', n: 1 })).toBe('[[error:required-parameters-missing, title]]');
    expect(error({ title: 5, name: 'ok', n: 1 })).toBe('[[error:wrong-parameter-type, title, string, number]]');
  });

  it('never leaks an unexpected error: it becomes internal-error 500', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const err = toAppError(new Error('secret stack detail'));
    expect(err.status).toBe(500);
    expect(err.message).toBe('[[error:internal-error]]');
    spy.mockRestore();
  });
});

describe('spec paths answered by method (DECISIONS "Paths")', () => {
  it('routes POST /logout and POST /register/complete to their calls; GET stays the page', () => {
    expect(resolveAlias('POST', '/logout')).toBe('/api/logout');
    expect(resolveAlias('POST', '/register/complete/?_csrf=abc')).toBe('/api/register/complete?_csrf=abc');
    expect(resolveAlias('GET', '/register/complete')).toBeNull();
    expect(resolveAlias('GET', '/logout')).toBeNull();
  });

  it('R1.5 routes GET /search to the API only when the request prefers JSON', () => {
    expect(resolveAlias('GET', '/search?term=a', 'application/json')).toBe('/api/search?term=a');
    expect(resolveAlias('GET', '/search/', 'application/json, text/plain, */*')).toBe('/api/search');
    expect(resolveAlias('GET', '/search?term=a', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBeNull();
    expect(resolveAlias('GET', '/search?term=a', 'text/html;q=0.5, application/json')).toBe('/api/search?term=a');
    expect(resolveAlias('GET', '/search?term=a', 'application/json;q=0.5, text/*')).toBeNull();
    expect(resolveAlias('GET', '/search?term=a', '*/*')).toBeNull();
    expect(resolveAlias('GET', '/search?term=a')).toBeNull();
    expect(resolveAlias('POST', '/search', 'application/json')).toBeNull();
    expect(resolveAlias('GET', '/searching', 'application/json')).toBeNull();
  });

  it('routes GET /user/{slug}/hovercard to the API', () => {
    expect(resolveAlias('GET', '/user/alex/hovercard')).toBe('/api/user/alex/hovercard');
    expect(resolveAlias('GET', '/user/alex')).toBeNull();
  });
});

describe('the API description', () => {
  it('docs/openapi.json matches the endpoints (run npm run docs:api after changing them)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- read the committed JSON as data
    const committed = require('../../docs/openapi.json');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- imported late so the catalogue loads once
    const { openApiDocument } = require('../../server/http/openapi');
    expect(openApiDocument()).toEqual(committed);
  });

  it('describes every socket event, server and client (issue 36)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- imported late so the catalogue loads once
    const { openApiDocument } = require('../../server/http/openapi');
    const socket = openApiDocument()['x-socket-events'] as { server: Array<{ name: string; description: string }>; client: Array<{ name: string; description: string }> };
    expect(socket.server.map((e) => e.name).sort()).toEqual([...SERVER_EVENTS].sort());
    expect(socket.server.map((e) => e.name)).toEqual(expect.arrayContaining(['event:qa', 'event:chat.message', 'event:chat.edited', 'event:chat.unread', 'event:chat.typing']));
    expect(socket.client.map((e) => e.name).sort()).toEqual(['chat.typing', 'event:join', 'event:leave', 'notifications.get', 'notifications.seen']);
    for (const event of [...socket.server, ...socket.client]) expect([event.name, event.description.length > 20]).toEqual([event.name, true]);
  });
});
