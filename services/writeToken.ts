import type { SessionHooks } from './http';

/**
 * The token a write carries (R6.4): the configuration's, waited for while the app is still loading
 * it (a visitor's page carries none until then). Both ways a write leaves the browser use it: the
 * axios instance's interceptor (services/httpClient.ts) and a beacon (services/http.ts).
 */
export async function writeToken(hooks: SessionHooks): Promise<string | null | undefined> {
  const token = hooks.csrfToken();
  if (token || !hooks.configReady) return token;
  await hooks.configReady().catch(() => undefined);
  return hooks.csrfToken();
}
