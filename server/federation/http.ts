import type { IncomingMessage, ServerResponse } from 'node:http';
import { federationSettings } from './config';
import { siteFederation } from './start';

/**
 * The federation's addresses on the custom server (issue 38), answered by Fedify before the page
 * cache and Next: WebFinger and NodeInfo, the shared inbox, the actors' documents and
 * collections (`/users/{slug}…`) and objects (`/ap/…`). `/users/{slug}` is the actor for
 * ActivityPub readers and sends browsers to the profile page (`/user/{slug}`). A request body
 * over MAX_BODY_BYTES is refused. With FEDERATION=off none of these is answered here (404 from
 * the app).
 */

const MAX_BODY_BYTES = 1024 * 1024;
const PATHS = /^\/(\.well-known\/(webfinger|nodeinfo)|nodeinfo\/|inbox\/?$|users\/|ap\/)/;

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function answer(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  if (body === null) return send(res, 413, 'Payload Too Large');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const request = new Request(new URL(req.url ?? '/', origin), { method, headers, body: body ? new Uint8Array(body) : undefined });
  const response = await siteFederation().fetch(request, {
    contextData: undefined,
    onNotFound: () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
    // A browser asking for a member's actor: the profile page.
    onNotAcceptable: (request) => {
      const slug = new URL(request.url).pathname.match(/^\/users\/([^/]+)\/?$/)?.[1];
      if (!slug) return new Response('Not Acceptable', { status: 406, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      return new Response(null, { status: 302, headers: { Location: `/user/${slug}` } });
    },
  });
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Answers a federation request (true), or leaves the request to the app (false). */
export function answerFederation(req: IncomingMessage, res: ServerResponse): boolean {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (!PATHS.test(pathname)) return false;
  const settings = federationSettings();
  if (!settings.enabled) return false;
  answer(req, res, settings.origin).catch((err: unknown) => {
    console.error('[federation] answering failed', err);
    if (!res.headersSent) send(res, 500, 'Internal Server Error');
    else res.end();
  });
  return true;
}
