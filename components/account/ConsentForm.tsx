import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { fetchConfig, send } from '@/services/http';

/** Registration completion: the member gives both consents themselves. */
export function ConsentForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const { csrf_token } = await fetchConfig();
      await send('POST', `/register/complete/?_csrf=${encodeURIComponent(csrf_token)}`, csrf_token, {
        gdpr_agree_data: form.get('gdpr_agree_data') ?? '',
        gdpr_agree_email: form.get('gdpr_agree_email') ?? '',
      });
      await router.push('/discussions');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <section className="card" aria-labelledby="consent-title">
      <h1 id="consent-title">Complete your registration</h1>
      <p>Before you take part, please agree to how this community uses your data.</p>
      <form onSubmit={submit} className="stack">
        <label className="check">
          <input type="checkbox" name="gdpr_agree_data" value="on" required />I agree that this site stores and
          processes the data I give it to run my account.
        </label>
        <label className="check">
          <input type="checkbox" name="gdpr_agree_email" value="on" required />I agree to receive emails about my
          account and activity I follow.
        </label>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit">Agree and continue</button>
      </form>
    </section>
  );
}
