/**
 * An instance's host as the list keeps it (issue 38; docs/features/federation.md "Instances"),
 * from what an administrator types: `mastodon.social`, `https://Mastodon.Social/about`,
 * `@ana@mastodon.social` and `mastodon.social:443` are all `mastodon.social`; `localhost:3001`
 * keeps its port. Lower case and punycode (`URL.host`), no scheme, user, path, query or fragment.
 * Null when it names no host: an empty value, other schemes, a user and password, or a name that is
 * not a domain name, an IPv4 address or a bracketed IPv6 address.
 */

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);
const IPV6 = /^\[[0-9a-f:.]+\]$/;

export function normaliseInstanceHost(input: string): string | null {
  let value = input.trim().toLowerCase();
  // A fediverse handle (`@ana@mastodon.social`, `ana@mastodon.social`): its host.
  const handle = /^@?[^@/\s:]+@([^@/\s]+)$/.exec(value);
  if (handle) value = handle[1]!;
  if (!value) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(value);
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  if (!DOMAIN.test(url.hostname) && !IPV6.test(url.hostname)) return null;
  return url.host;
}
