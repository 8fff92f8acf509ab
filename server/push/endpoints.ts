import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { mediaAddressIssue } from '@/lib/mediaAddress';
import { PUSH_LIMITS } from '@/lib/push/types';
import { isPublicIp, reservedAddressIssue } from '../media/publicHost';

/**
 * Which push service addresses the server sends to (issue 37; docs/SECURITY.md rule 22, the
 * outbound-address rule of media addresses): a push endpoint is an address the server requests on
 * a member's say-so, so only `https:` addresses of public hosts are accepted (not `localhost`, not
 * a one-label name, not an IP literal outside public unicast), plus the origins named in
 * PUSH_EXTRA_ENDPOINT_ORIGINS (comma-separated, e.g. `http://127.0.0.1:5123`: a self-hosted push
 * service, the tests). A name is checked again when it is resolved at send time
 * (`publicOnlyLookup`), so a public name that resolves to a private address is refused too.
 */

/** The origins PUSH_EXTRA_ENDPOINT_ORIGINS allows besides public https hosts. */
function extraEndpointOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const origins = new Set<string>();
  for (const part of (env.PUSH_EXTRA_ENDPOINT_ORIGINS ?? '').split(',')) {
    try {
      const url = new URL(part.trim());
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // not an origin: ignored
    }
  }
  return origins;
}

/** Whether `endpoint` is on an origin PUSH_EXTRA_ENDPOINT_ORIGINS allows. */
export function isExtraOrigin(endpoint: string, env: NodeJS.ProcessEnv = process.env): boolean {
  try {
    return extraEndpointOrigins(env).has(new URL(endpoint).origin);
  } catch {
    return false;
  }
}

/** Whether the server may send pushes to `endpoint`. */
export function endpointAllowed(endpoint: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (endpoint.length > PUSH_LIMITS.endpointMax) return false;
  if (isExtraOrigin(endpoint, env)) return true;
  return mediaAddressIssue(endpoint, [], PUSH_LIMITS.endpointMax) === null && reservedAddressIssue(endpoint) === null;
}

type LookupAnswer = dns.LookupAddress;

/** A `lookup` for outbound sockets that refuses names resolving to addresses that are not public unicast. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses: LookupAnswer[]) => {
    if (err) {
      callback(err, '', 0);
      return;
    }
    const allowed = addresses.filter((a) => isPublicIp(a.address));
    if (allowed.length === 0 || allowed.length !== addresses.length) {
      const refused = Object.assign(new Error(`push endpoint ${hostname} resolves to a reserved address`), { code: 'EPUSHRESERVED' });
      callback(refused, '', 0);
      return;
    }
    if (options.all) (callback as unknown as (e: null, a: LookupAnswer[]) => void)(null, allowed);
    else callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};
