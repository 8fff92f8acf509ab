import type { IncomingMessage } from 'node:http';

/**
 * The client's address: the first X-Forwarded-For entry when TRUST_PROXY=true (the app runs behind
 * a proxy that sets it), else the socket's peer. Rate limits and view counting key by it.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string } | null }): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return (process.env.TRUST_PROXY === 'true' && forwarded) || req.socket?.remoteAddress || 'unknown';
}
