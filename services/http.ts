/**
 * Minimal browser calls for the account pages. The full axios service layer (error
 * normalisation, registration-completion retry, toasts) replaces this in the client foundation.
 */
export interface ConfigResponse {
  csrf_token: string;
  loggedIn: boolean;
  uid: number;
  canPost: boolean;
  registrationComplete: boolean;
  loginMethods: Array<{ id: string; name: string; url?: string }>;
  user: { uid: number; username: string; userslug: string; fullname: string; picture: string; groups: string[] } | null;
}

export async function fetchConfig(): Promise<ConfigResponse> {
  const res = await fetch('/api/config', { credentials: 'same-origin' });
  return (await res.json()) as ConfigResponse;
}

/** Sends a state-changing request with the session's CSRF token; answers the parsed body or throws its message. */
export async function send<T>(method: string, url: string, csrf: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': csrf },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as {
    status?: { message?: string };
    response?: T;
    error?: string;
  };
  if (!res.ok) throw new Error(data.status?.message ?? data.error ?? `Error:${res.status} ${res.statusText}`);
  return (data.response ?? data) as T;
}
