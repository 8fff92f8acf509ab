/**
 * The site's public origin (`https://community.example.org`): the one address every absolute URL
 * the server writes is built from — canonical links, OpenGraph and JSON-LD URLs, the GitHub
 * OAuth callback, the invite links the client shows. It comes from configuration only, never
 * from a request's `Host` or `X-Forwarded-Proto` header (hardening 15): a request that names
 * another host still gets its page, with the configured addresses in it.
 *
 * PUBLIC_URL sets it (an http(s) origin; a trailing slash is dropped). Without it the site is
 * `http://localhost:PORT`, which suits development and tests; a production start without it is
 * warned about at start (see `publicUrlProblems`).
 */

/** The environment variables read here (process.env by default). */
type Env = Readonly<Record<string, string | undefined>>;

export class PublicUrlError extends Error {
  constructor(value: string) {
    super(`PUBLIC_URL must be the site's http(s) origin, like https://community.example.org (got ${JSON.stringify(value)})`);
    this.name = 'PublicUrlError';
  }
}

/** PUBLIC_URL as an origin, or null when unset; throws PublicUrlError when it is not an http(s) origin. */
export function configuredPublicUrl(env: Env = process.env): string | null {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PublicUrlError(raw);
  }
  const pathOk = url.pathname === '/' || url.pathname === '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !pathOk || url.search || url.hash || url.username || url.password) {
    throw new PublicUrlError(raw);
  }
  return url.origin;
}

/** The site's origin: PUBLIC_URL, else `http://localhost:PORT`. */
export function publicOrigin(env: Env = process.env): string {
  return configuredPublicUrl(env) ?? `http://localhost:${Number(env.PORT ?? 3000)}`;
}

/** An absolute URL on the site for a path (`/post/12`). */
export function publicUrl(pathname: string, env: Env = process.env): string {
  return new URL(pathname, `${publicOrigin(env)}/`).toString();
}

/**
 * Checked once at start: an unusable PUBLIC_URL stops the start (throws); a production start
 * without one answers the warning to print (links would name localhost).
 */
export function publicUrlProblems(env: Env = process.env): string | null {
  const configured = configuredPublicUrl(env);
  if (configured || env.NODE_ENV !== 'production') return null;
  return (
    `PUBLIC_URL is not set: canonical links, OpenGraph and JSON-LD addresses, invite links and the ` +
    `GitHub sign-in callback will name ${publicOrigin(env)}. Set PUBLIC_URL to the site's address ` +
    '(e.g. https://community.example.org) in production.'
  );
}
