import ipaddr from 'ipaddr.js';
import type { ErrorIssue } from '@/lib/errors/validation';

/**
 * The one rule for addresses of media the site shows or plays (docs/SECURITY.md rule 22): an event's
 * cover, thumbnails, backdrop and recording, and a podcast's audio. Accepted are files this site
 * serves (`/uploads/...` and the site's own folders) and `https:` addresses of public hosts. Refused
 * are other schemes (`http:`, `javascript:`, `data:`), IP literals that are not public unicast
 * (loopback, private, link-local such as 169.254.169.254, unique-local, unspecified, multicast,
 * reserved, IPv4-mapped forms of those; classified by ipaddr.js after the URL parser has normalised
 * `0x7f.1`, `2130706433` and the like), `localhost` and its subdomains, and one-label names (no
 * public host has one). The host form and the composer check it before sending; the server again.
 */

/** Whether `host` (a URL's hostname, IPv6 in brackets) names a public host. */
export function isPublicHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  const literal = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name;
  if (ipaddr.isValid(literal)) {
    let address = ipaddr.parse(literal);
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
    return address.range() === 'unicast';
  }
  if (name === 'localhost' || name.endsWith('.localhost')) return false;
  return name.includes('.');
}

const ISSUE_INVALID: ErrorIssue = { key: 'invalid-url', args: [] };
const ISSUE_RESERVED: ErrorIssue = { key: 'reserved-ip-address', args: [] };

/**
 * Why `value` is not a media address (`invalid-url`, or `reserved-ip-address` for an `https:`
 * address of a host that is not public), or null when it is one. `folders` are the site's own
 * folders accepted as paths (`uploads`, `audio`...); `max` bounds the length.
 */
export function mediaAddressIssue(value: unknown, folders: readonly string[], max: number): ErrorIssue | null {
  if (typeof value !== 'string' || value.length > max) return ISSUE_INVALID;
  if (value.startsWith('/')) {
    const folder = /^\/([a-z]+)\/[^\s?#]+$/.exec(value)?.[1];
    return folder && folders.includes(folder) && !value.includes('..') && !value.includes('//') ? null : ISSUE_INVALID;
  }
  if (!/^https:\/\/[^\s]+$/i.test(value)) return ISSUE_INVALID;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return ISSUE_INVALID;
  }
  if (url.protocol !== 'https:' || url.hostname === '') return ISSUE_INVALID;
  return isPublicHost(url.hostname) ? null : ISSUE_RESERVED;
}
