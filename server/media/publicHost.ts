import ipaddr from 'ipaddr.js';
import type { ErrorIssue } from '@/lib/errors/validation';
import { httpsUrl, ipLiteralHost, ISSUE_RESERVED } from '@/lib/mediaAddress';

/**
 * The server's half of the media-address rule (docs/SECURITY.md rule 22; lib/mediaAddress.ts holds
 * the rest, which the browser runs too): an `https:` address whose host is an IP literal must be
 * public unicast. ipaddr.js classifies the literal, IPv4-mapped IPv6 forms as their IPv4 address.
 */

/** Whether an IP literal (no brackets) is a public unicast address. */
export function isPublicIp(literal: string): boolean {
  if (!ipaddr.isValid(literal)) return false;
  let address = ipaddr.parse(literal);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  return address.range() === 'unicast';
}

/**
 * `reserved-ip-address` when `value` is an `https:` address of an IP literal that is not public,
 * else null. Call it after lib's mediaAddressIssue has accepted the address.
 */
export function reservedAddressIssue(value: string): ErrorIssue | null {
  const url = httpsUrl(value);
  const literal = url ? ipLiteralHost(url) : null;
  return literal !== null && !isPublicIp(literal) ? ISSUE_RESERVED : null;
}
