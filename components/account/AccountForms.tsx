import { useRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { fetchConfig, send } from '@/services/http';

type Mode = 'login' | 'signup';

/** Sign-in and sign-up forms of the login page. */
export function AccountForms() {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>('login');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [githubUrl, setGithubUrl] = useState<string | null>(null);
  const returnedError = typeof router.query.error === 'string' ? router.query.error : null;

  useEffect(() => {
    void fetchConfig().then((config) => {
      setGithubUrl(config.loginMethods.find((m) => m.id === 'github')?.url ?? null);
    });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const { csrf_token } = await fetchConfig();
      const result =
        mode === 'login'
          ? await send<{ next: string | null }>('POST', '/api/v3/utilities/login', csrf_token, {
              username: form.get('username'),
              password: form.get('password'),
            })
          : await send<{ next: string }>('POST', '/api/v3/users', csrf_token, {
              username: form.get('username'),
              email: form.get('email'),
              password: form.get('password'),
              fullname: form.get('fullname') || undefined,
            });
      await router.push(result.next ?? '/discussions');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="account-title">
      <h1 id="account-title">{mode === 'login' ? 'Sign in' : 'Create your account'}</h1>
      <form onSubmit={submit} className="stack">
        <label>
          {mode === 'login' ? 'Username or email' : 'Username'}
          <input name="username" autoComplete="username" required />
        </label>
        {mode === 'signup' && (
          <>
            <label>
              Email
              <input name="email" type="email" autoComplete="email" required />
            </label>
            <label>
              Full name
              <input name="fullname" autoComplete="name" />
            </label>
          </>
        )}
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
          />
        </label>
        {(error ?? returnedError) && (
          <p role="alert" className="error">
            {error ?? `[[error:${returnedError}]]`}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {mode === 'login' ? 'Sign in' : 'Sign up'}
        </button>
      </form>
      {githubUrl && (
        <a className="button secondary" href={githubUrl}>
          Continue with GitHub
        </a>
      )}
      <button type="button" className="link" onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}>
        {mode === 'login' ? 'New here? Create an account' : 'Already a member? Sign in'}
      </button>
    </section>
  );
}
