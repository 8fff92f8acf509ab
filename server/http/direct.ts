import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { personalEndpoint } from '../personal/api';
import { apiRoute } from './route';

/**
 * API endpoints the custom server answers itself, without Next's router (server/cache/pipeline.ts):
 * the ones every member's view of a shared page asks for, where Next's routing and response
 * helpers were about a fifth of the answer's CPU (bench/RESULTS.md). The handler is the same
 * `apiRoute` the route file in pages/api exports (that file stays: API tests and any request that
 * reaches Next still find it), so both answer alike; only what Next's resolver adds around the
 * handler (the parsed query, `status`, `json` and `send`) is given here.
 */

type ApiHandler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
export type DirectAnswer = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const DIRECT = new Map<string, ApiHandler>([['/api/personal', apiRoute(personalEndpoint)]]);

/** A query string as Next's resolver parses it: a repeated name gives an array. */
function parseQuery(search: string): NextApiRequest['query'] {
  const query: NextApiRequest['query'] = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

function send(res: ServerResponse, body: unknown): void {
  if (body === undefined || body === null) {
    res.end();
    return;
  }
  const text = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** The answer of a path served here, or undefined when Next answers it. */
export function directAnswer(url: string): DirectAnswer | undefined {
  const at = url.indexOf('?');
  const handler = DIRECT.get(at === -1 ? url : url.slice(0, at));
  if (!handler) return undefined;
  return async (req, res) => {
    const apiReq = Object.assign(req, { query: parseQuery(at === -1 ? '' : url.slice(at + 1)), cookies: {}, body: undefined });
    const apiRes = Object.assign(res, {
      status(code: number) {
        res.statusCode = code;
        return apiRes;
      },
      json(body: unknown) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        send(res, JSON.stringify(body));
      },
      send(body: unknown) {
        send(res, body);
      },
    });
    // The handlers use only the query, the headers and these helpers of Next's request and response.
    await handler(apiReq as unknown as NextApiRequest, apiRes as unknown as NextApiResponse);
  };
}
