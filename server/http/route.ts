import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { contractBreach, contractsChecked } from '@/lib/contracts';
import { isCleanLine } from '@/lib/strings';
import { suspensionError } from '@/lib/moderation/suspension';
import type { Suspension } from '@/lib/moderation/types';
import { REGISTER_COMPLETE_PATH } from '@/lib/session/types';
import { csrfMatches, loadSession, type Session } from '../auth/sessions';
import { loadViewer, type Viewer } from '../users/viewer';
import { clientIp } from './address';
import { nulPath, readBody } from './body';
import { errorEnvelope, familyOfPath, type Family } from '@/lib/errors/envelope';
import { AppError, fail, formatErrorKey, toAppError } from './errors';

/**
 * One helper builds every API handler: parse input with zod, load the session, check CSRF and
 * access, run the endpoint, answer in the envelope of its family. Route files in pages/api only
 * pass it endpoint definitions; the rules live in server modules.
 *
 * Input is bounded here before any endpoint sees it (hardening 12, 13): the body is read by
 * ./body.ts (route files turn Next's parser off: `export const config = { api: { bodyParser: false } }`),
 * so a body over the limit is a JSON 413 and invalid JSON a JSON 400; a body holding NUL anywhere,
 * or a path or query value holding any control character, is `invalid-characters` (400), whatever
 * the endpoint's schemas say.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `v3`: NodeBB write API envelope. `read`: raw objects, `{error}` on failure. `service`: events/data/search shapes. */
type Access = 'public' | 'member';

interface Context<P, Q, B> {
  req: NextApiRequest;
  res: NextApiResponse;
  params: P;
  query: Q;
  body: B;
  session: Session | null;
  viewer: Viewer | null;
  ip: string;
}

interface Endpoint<P = unknown, Q = unknown, B = unknown, R = unknown> {
  method: Method;
  /** OpenAPI form, e.g. `/api/v3/users/{uid}`. */
  path: string;
  /** Spec paths that reach this endpoint through the server's aliases (e.g. `POST /logout`). */
  aliases?: string[];
  summary: string;
  tag: string;
  family: Family;
  /** The success answer's content type when it is not JSON (the handler writes it itself). */
  produces?: string;
  /** A success is a redirect (302 with Location) the handler sends itself; failures are JSON as usual. */
  redirects?: true;
  access: Access;
  /** Reachable by a member who has not yet given the registration consents. */
  beforeConsent?: boolean;
  /**
   * A write that changes only what the member alone sees or holds (settings, private saves, read
   * marks, blocks, their sessions): a suspended member may still make it. Every other unsafe
   * request of a suspended member is refused with the suspension's reason and end (issue 35).
   */
  ownStateOnly?: true;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /**
   * The request proves itself with a signature in its address (a mail's one-click unsubscribe,
   * RFC 8058, which mail providers send without cookies): no session CSRF token is asked.
   */
  signedRequest?: boolean;
  /** The handler reads the request stream itself (multipart uploads); the helper leaves it unread. */
  rawBody?: boolean;
  /**
   * A browser navigates here and is redirected on (GitHub sign-in): a query value with a control
   * character is dropped as if absent, as page loaders do, instead of refused.
   */
  lenientQuery?: boolean;
  /**
   * What a success answers (lib/contracts): checked on every answer while tests run, described in
   * the OpenAPI document, and the shape the mocked API's handlers are held to.
   */
  response?: z.ZodType<R>;
  handle(ctx: Context<P, Q, B>): Promise<R> | R;
}

/** Identity helper so each endpoint's types are inferred from its schemas. */
export function endpoint<P = undefined, Q = undefined, B = undefined, R = unknown>(
  def: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> {
  return def;
}

// Endpoints of different input types share one handler; their generic parameters do not matter here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous endpoint list
export type AnyEndpoint = Endpoint<any, any, any, any>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function presentedCsrf(req: NextApiRequest): string | undefined {
  const body: Record<string, unknown> = req.body && typeof req.body === 'object' ? req.body : {};
  const fromBody = typeof body._csrf === 'string' ? body._csrf : typeof body.csrf_token === 'string' ? body.csrf_token : undefined;
  return (
    first(req.headers['x-xsrf-token']) ?? first(req.headers['x-csrf-token']) ?? fromBody ?? first(req.query._csrf)
  );
}

/** A suspended member's refused write: the catalogue error with the suspension's end and reason. */
function suspended(suspension: Suspension): AppError {
  const { key, args } = suspensionError(suspension);
  return new AppError(key, args);
}

function sendError(res: NextApiResponse, family: Family, err: AppError): void {
  res.status(err.status).json(errorEnvelope(family, err.status, formatErrorKey(err.key, err.args)));
}

/**
 * Path and query values (Next gives both in `req.query`): a key or value with a control character
 * is refused, or, for an endpoint a browser navigates to, dropped.
 */
function checkQuery(req: NextApiRequest, lenient: boolean): void {
  for (const [key, value] of Object.entries(req.query)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (isCleanLine(key) && values.every(isCleanLine)) continue;
    if (!lenient) throw fail('invalid-characters', key.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, 100));
    delete req.query[key];
  }
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  // reportInput lets validationError tell a missing field from one of the wrong type.
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw result.error;
  return result.data;
}

/** Next API handler that serves the given endpoints (one per method). */
export function apiRoute(...endpoints: AnyEndpoint[]) {
  const byMethod = new Map<string, AnyEndpoint>(endpoints.map((e) => [e.method, e]));
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const ep = byMethod.get(method) ?? (method === 'HEAD' ? byMethod.get('GET') : undefined);
    if (!ep) {
      res.setHeader('Allow', [...byMethod.keys()].join(', '));
      sendError(res, endpoints[0]?.family ?? 'read', new AppError('method-not-allowed', [], 405));
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    try {
      checkQuery(req, ep.lenientQuery === true);
      if (!ep.rawBody && method !== 'GET' && method !== 'HEAD') {
        req.body = await readBody(req, res);
        const nul = nulPath(req.body);
        if (nul !== null) throw fail('invalid-characters', nul);
      }
      const session = await loadSession(req, res);
      if (!SAFE_METHODS.has(method) && !ep.signedRequest && !csrfMatches(session, presentedCsrf(req))) throw fail('csrf-invalid');
      const viewer = session?.uid != null ? await loadViewer(session.uid, req) : null;
      if (ep.access === 'member' && !viewer) throw fail('not-logged-in');
      if (viewer?.suspension && !SAFE_METHODS.has(method) && !ep.ownStateOnly) throw suspended(viewer.suspension);
      if (viewer && !viewer.registrationComplete && !ep.beforeConsent) {
        // Registration completion (spec 7): 200 + redirect header + the path as the body.
        res.setHeader('X-Redirect', REGISTER_COMPLETE_PATH);
        res.status(200).json(REGISTER_COMPLETE_PATH);
        return;
      }
      const body: unknown = req.body === '' || req.body === undefined ? {} : req.body;
      const ctx: Context<unknown, unknown, unknown> = {
        req,
        res,
        params: parse(ep.params, req.query),
        query: parse(ep.query, req.query),
        body: parse(ep.body, body),
        session,
        viewer,
        ip: clientIp(req),
      };
      const result = await ep.handle(ctx);
      if (res.writableEnded || res.headersSent) return;
      if (ep.response && contractsChecked()) {
        const breach = contractBreach(ep.response, result ?? {});
        if (breach) throw new Error(`${ep.method} ${ep.path} answered outside its contract:\n${breach}`);
      }
      if (ep.family === 'v3') {
        res.status(200).json({ status: { code: 'ok', message: 'OK' }, response: result ?? {} });
      } else {
        res.status(200).json(result ?? {});
      }
    } catch (err) {
      if (res.headersSent) return;
      sendError(res, ep.family, toAppError(err));
    }
  };
}

/**
 * The answer for an `/api/*` path that names no endpoint (pages/api/[[...unknown]].ts), whatever
 * the method: 404 `not-found` as JSON in the envelope of the path's family (`/api/v3/*`: the v3
 * envelope; the rest: `{error}`), never Next's HTML page.
 */
export function unknownApiRoute() {
  return function handler(req: NextApiRequest, res: NextApiResponse): void | Promise<void> {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const family = familyOfPath(path);
    res.setHeader('Cache-Control', 'no-store');
    sendError(res, family, new AppError('not-found'));
  };
}
