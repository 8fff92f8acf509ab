import type { ErrorIssue } from '@/lib/errors/validation';

/**
 * The one rule for addresses of media the site shows or plays (docs/SECURITY.md rule 22): an event's
 * cover, thumbnails, backdrop and recording, and a podcast's audio. Accepted are files this site
 * serves (`/uploads/...` and the site's own folders) and `https:` addresses of public hosts. Refused
 * are other schemes (`http:`, `javascript:`, `data:`), `localhost` and its subdomains, one-label
 * names (no public host has one) and IP literals that are not public unicast.
 *
 * This module is the part the browser runs too (the host form and the composer check before
 * sending). Classifying an IP literal's range (loopback, private, link-local such as
 * 169.254.169.254, unique-local, unspecified, multicast, reserved, IPv4-mapped forms of those) needs
 * ipaddr.js, which stays on the server: server/media/publicHost.ts adds it to this rule there, so
 * every visitor page does not download it. `ipLiteralHost` names the literal it classifies.
 */

const ISSUE_INVALID: ErrorIssue = { key: 'invalid-url', args: [] };
export const ISSUE_RESERVED: ErrorIssue = { key: 'reserved-ip-address', args: [] };

/** `url`'s host when it is an IP literal (IPv6 without its brackets), else null. */
export function ipLiteralHost(url: URL): string | null {
  const host = url.hostname;
  if (host.startsWith('[') && host.endsWith(']')) return host.slice(1, -1);
  // The URL parser has already turned every IPv4 spelling (`0x7f.1`, `2130706433`) into a dotted quad.
  return /^\d+\.\d+\.\d+\.\d+$/.test(host) ? host : null;
}

/** Whether a host name (not an IP literal) can name a public host. */
function isPublicName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return false;
  return name.includes('.');
}

/** `value` as an `https:` URL, or null when it is not one. */
export function httpsUrl(value: string): URL | null {
  if (!/^https:\/\/[^\s]+$/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Why `value` is not a media address (`invalid-url`, or `reserved-ip-address` for an `https:`
 * address of a name that is not public), or null when it is one as far as the browser can tell
 * (the server also classifies IP literals: server/media/publicHost.ts). `folders` are the site's own
 * folders accepted as paths (`uploads`, `audio`...); `max` bounds the length.
 */
export function mediaAddressIssue(value: unknown, folders: readonly string[], max: number): ErrorIssue | null {
  if (typeof value !== 'string' || value.length > max) return ISSUE_INVALID;
  if (value.startsWith('/')) {
    const folder = /^\/([a-z]+)\/[^\s?#]+$/.exec(value)?.[1];
    return folder && folders.includes(folder) && !value.includes('..') && !value.includes('//') ? null : ISSUE_INVALID;
  }
  const url = httpsUrl(value);
  if (!url) return ISSUE_INVALID;
  if (ipLiteralHost(url) !== null) return null;
  return isPublicName(url.hostname) ? null : ISSUE_RESERVED;
}
