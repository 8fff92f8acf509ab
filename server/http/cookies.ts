import { parse, serialize } from 'cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getConfig } from '../config';

export const SESSION_COOKIE = 'community.sid';

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parse(header)[name];
}

function appendSetCookie(res: ServerResponse, value: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...list, value]);
}

/** httpOnly, SameSite=Lax; Secure when configured (behind HTTPS). A max age of 0 deletes it. */
export function setCookie(res: ServerResponse, name: string, value: string, maxAgeSeconds: number): void {
  appendSetCookie(
    res,
    serialize(name, value, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: getConfig().secureCookies,
      maxAge: maxAgeSeconds,
    }),
  );
}

/**
 * A cookie the page's scripts may read (not httpOnly; SameSite=Lax, Secure when configured): only
 * for hints that grant nothing (lib/personal/hint.ts). A max age of 0 deletes it.
 */
export function setScriptCookie(res: ServerResponse, name: string, value: string, maxAgeSeconds: number): void {
  appendSetCookie(res, serialize(name, value, { httpOnly: false, sameSite: 'lax', path: '/', secure: getConfig().secureCookies, maxAge: maxAgeSeconds }));
}

export function setSessionCookie(res: ServerResponse, token: string, maxAgeSeconds: number): void {
  setCookie(res, SESSION_COOKIE, token, maxAgeSeconds);
}
