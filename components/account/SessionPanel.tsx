import Link from 'next/link';
import { useEffect, useState } from 'react';
import { fetchConfig, send, type ConfigResponse } from '@/services/http';

/** Who is signed in, with sign-out; the discussions feed replaces this landing later. */
export function SessionPanel() {
  const [config, setConfig] = useState<ConfigResponse | null>(null);

  useEffect(() => {
    void fetchConfig().then(setConfig);
  }, []);

  async function logout() {
    if (!config) return;
    await send('POST', '/logout', config.csrf_token);
    setConfig(await fetchConfig());
  }

  if (!config) return <p aria-busy="true">Loading…</p>;
  if (!config.loggedIn || !config.user) {
    return (
      <section className="card">
        <h1>Welcome to the community</h1>
        <p>Browse freely; sign in to vote, save, reply and register for events.</p>
        <Link href="/login" className="button">
          Sign in
        </Link>
      </section>
    );
  }
  const name = config.user.fullname || config.user.username;
  return (
    <section className="card">
      <h1>Welcome, {name}</h1>
      <p data-testid="session-state">
        Signed in as <strong>{config.user.username}</strong>
        {config.canPost ? ' · you can post' : ' · registration not complete'}
      </p>
      {!config.registrationComplete && (
        <p>
          <Link href="/register/complete">Complete your registration</Link>
        </p>
      )}
      <button type="button" onClick={logout}>
        Sign out
      </button>
    </section>
  );
}
