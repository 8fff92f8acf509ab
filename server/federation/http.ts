import type { IncomingMessage, ServerResponse } from 'node:http';
import { federationSettings } from './config';
import { siteFederation } from './start';
import { instanceAllowed } from './instances';
import { pageOfIdentifier } from './localActors';

/**
 * The federation's addresses on the custom server (issue 38), answered by Fedify before the page
 * cache and Next: WebFinger and NodeInfo, the shared inbox, the actors' documents and
 * collections (`/users/{slug}…`) and objects (`/ap/…`). `/users/{slug}` is the actor for
 * ActivityPub readers and sends browsers to the profile page (`/user/{slug}`). A request body
 * over MAX_BODY_BYTES is refused. A request from an instance the list refuses (./instances.ts) is
 * answered 403 before Fedify reads it: a delivery to an inbox whose `actor` is there, and any
 * request signed with a key (`keyId`) there. With FEDERATION=off none of these is answered here
 * (404 from the app).
 */

const MAX_BODY_BYTES = 1024 * 1024;
const PATHS = /^\/(\.well-known\/(webfinger|nodeinfo)|nodeinfo\/|inbox\/?$|users\/|ap\/)/;
const INBOX = /^\/(inbox|users\/[^/]+\/inbox)\/?$/;

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

/** The host of an address, or null when it is not one. */
function hostOf(address: unknown): string | null {
  if (typeof address !== 'string') return null;
  try {
    return new URL(address).host || null;
  } catch {
    return null;
  }
}

/** The host of a delivery's `actor` (an IRI, or an object with its `id`), read without more checks; null when none. */
function actorHost(body: Buffer): string | null {
  try {
    const activity: unknown = JSON.parse(body.toString('utf8'));
    if (!activity || typeof activity !== 'object') return null;
    const actor: unknown = (activity as { actor?: unknown }).actor;
    const first: unknown = Array.isArray(actor) ? actor[0] : actor;
    return hostOf(first && typeof first === 'object' ? (first as { id?: unknown }).id : first);
  } catch {
    return null;
  }
}

/** The host of the signature's key (`Signature: keyId="…"`, or RFC 9421 `Signature-Input: …;keyid="…"`). */
function keyHost(req: IncomingMessage): string | null {
  const header = [req.headers.signature, req.headers['signature-input']].flat().join(' ');
  return hostOf(/keyid="([^"]+)"/i.exec(header)?.[1]);
}

/** Whether the request comes from an instance the list refuses. */
async function refused(req: IncomingMessage, pathname: string, body: Buffer | undefined): Promise<boolean> {
  const hosts = [keyHost(req), body && INBOX.test(pathname) ? actorHost(body) : null].filter((h): h is string => h !== null);
  for (const host of hosts) if (!(await instanceAllowed(host))) return true;
  return false;
}

async function answer(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  if (body === null) return send(res, 413, 'Payload Too Large');
  if (await refused(req, (req.url ?? '/').split('?')[0] ?? '/', body)) return send(res, 403, 'Forbidden');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const request = new Request(new URL(req.url ?? '/', origin), { method, headers, body: body ? new Uint8Array(body) : undefined });
  const response = await siteFederation().fetch(request, {
    contextData: undefined,
    onNotFound: () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
    // A browser asking for an actor: the member's profile, the project's page, the home page.
    onNotAcceptable: async (request) => {
      const raw = new URL(request.url).pathname.match(/^\/users\/([^/]+)\/?$/)?.[1];
      let identifier: string | null = null;
      try {
        identifier = raw ? decodeURIComponent(raw) : null;
      } catch {
        identifier = null; // a malformed escape is no identifier
      }
      if (!identifier) return new Response('Not Acceptable', { status: 406, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      return new Response(null, { status: 302, headers: { Location: await pageOfIdentifier(identifier) } });
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
