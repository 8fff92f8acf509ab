import path from 'node:path';

/** Runtime configuration, read from the environment each time it is asked for (tests change it). */
export interface AppConfig {
  port: number;
  hostname: string;
  dev: boolean;
  production: boolean;
  /** External PostgreSQL; when unset the app runs its own embedded server. */
  databaseUrl: string | null;
  dataDir: string;
  sessionSecret: string;
  sentryDsn: string | null;
  /** Sign in with GitHub, offered when the OAuth app's id and secret are set. */
  github: { clientId: string; clientSecret: string; oauthBase: string; apiBase: string } | null;
  /** Load the demo community into an empty database. Defaults to on for the embedded database. */
  demoSeed: boolean;
  /** Send cookies with the Secure attribute (behind HTTPS). */
  secureCookies: boolean;
  /** Memory for visitors' rendered pages (server/cache/), in MB; 0 turns the page cache off. */
  pageCacheMb: number;
  /** Where mail goes (`smtp://user:pass@host:587`, `smtps://…`); unset: mail is only stored in the outbox. */
  smtpUrl: string | null;
  /** The sender of the site's mail; unset: `no-reply@` the PUBLIC_URL's host. */
  mailFrom: string | null;
  /** The podcast feeds' `itunes:owner` (PODCAST_OWNER_NAME, PODCAST_OWNER_EMAIL); unset: the site's name, `podcast@` the PUBLIC_URL's host. */
  podcastOwner: { name: string | null; email: string | null };
}

/** The session secret used when SESSION_SECRET is not set: public, so fit for development only. */
export const DEVELOPMENT_SESSION_SECRET = 'development-session-secret';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

const DEFAULT_PAGE_CACHE_MB = 64;

function pageCacheMb(value: string | undefined): number {
  const mb = Number(value?.trim() || DEFAULT_PAGE_CACHE_MB);
  return Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_PAGE_CACHE_MB;
}

export function getConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const production = env.NODE_ENV === 'production';
  const github =
    env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
      ? {
          clientId: env.GITHUB_CLIENT_ID,
          clientSecret: env.GITHUB_CLIENT_SECRET,
          oauthBase: env.GITHUB_OAUTH_BASE ?? 'https://github.com',
          apiBase: env.GITHUB_API_BASE ?? 'https://api.github.com',
        }
      : null;
  return {
    port: Number(env.PORT ?? 3000),
    hostname: env.HOST ?? '0.0.0.0',
    dev: env.NODE_ENV === 'development',
    production,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    sessionSecret: env.SESSION_SECRET?.trim() || DEVELOPMENT_SESSION_SECRET,
    sentryDsn: env.SENTRY_DSN?.trim() || null,
    github,
    demoSeed: flag(env.DEMO_SEED, databaseUrl === null),
    secureCookies: flag(env.COOKIE_SECURE, false),
    pageCacheMb: pageCacheMb(env.PAGE_CACHE_MB),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || null,
    podcastOwner: { name: env.PODCAST_OWNER_NAME?.trim() || null, email: env.PODCAST_OWNER_EMAIL?.trim() || null },
  };
}

/**
 * What is unsafe about a configuration (hardening 8): a production start with the development
 * session secret, which anyone can read in this repository, lets anyone sign invite links and
 * weakens stored session ids. The app still starts (tests and first tries run the built app
 * without one), but says so loudly on every start.
 */
export function unsafeConfigWarnings(config: AppConfig = getConfig()): string[] {
  if (!config.production || config.sessionSecret !== DEVELOPMENT_SESSION_SECRET) return [];
  return [
    'SECURITY WARNING: SESSION_SECRET is not set, so this production server uses the public development ' +
      'session secret. Anyone can forge invite links for this site. Set SESSION_SECRET to a long random ' +
      'value (for example: openssl rand -base64 48) and restart.',
  ];
}

/** Prints each unsafe setting on stderr; called once at startup. */
export function warnAboutUnsafeConfig(config: AppConfig = getConfig(), print: (line: string) => void = console.error): void {
  for (const line of unsafeConfigWarnings(config)) print(`\n${'!'.repeat(80)}\n${line}\n${'!'.repeat(80)}\n`);
}
