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
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
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
    sessionSecret: env.SESSION_SECRET ?? 'development-session-secret',
    sentryDsn: env.SENTRY_DSN?.trim() || null,
    github,
    demoSeed: flag(env.DEMO_SEED, databaseUrl === null),
    secureCookies: flag(env.COOKIE_SECURE, false),
  };
}
