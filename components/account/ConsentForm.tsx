import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { Button, buttonClass, Card, FormError, useSubmit } from '@/components/ui';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { giveConsent, logOut } from '@/store/login/slice';
import { selectLogin } from '@/store/selectors';
import { ConsentChecks } from './ConsentChecks';
import styles from './Account.module.css';

const AFTER_CONSENT = '/onboarding/basic?redirect=/discussions';

/**
 * /register/complete (R1.14): the member ticks both consents themselves; only then is
 * POST /register/complete sent (through the store's giveConsent thunk), and onboarding follows.
 */
export function ConsentForm() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { loggedIn } = useAppSelector(selectLogin);
  const [data, setData] = useState(false);
  const [email, setEmail] = useState(false);
  const { busy, error, setError, run } = useSubmit({ stayBusyOnSuccess: true });
  const hintId = useId();

  if (!loggedIn) {
    return (
      <Card className="stack" aria-labelledby="consent-title">
        <h1 id="consent-title">Complete your registration</h1>
        <p>Sign in to finish creating your account.</p>
        <p>
          <Link href={`/login?returnTo=${encodeURIComponent('/register/complete')}`} className={buttonClass('primary', { link: true })}>
            Sign in
          </Link>
        </p>
      </Card>
    );
  }

  const both = data && email;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!both) {
      setError('Please tick both boxes to continue.');
      return;
    }
    await run(async () => {
      await dispatch(giveConsent()).unwrap();
      await router.push(AFTER_CONSENT);
    });
  }

  async function signOut() {
    const result = await dispatch(logOut());
    await router.push(logOut.fulfilled.match(result) && result.payload ? result.payload : '/discussions');
  }

  return (
    <Card className="stack" aria-labelledby="consent-title">
      <h1 id="consent-title">Complete your registration</h1>
      <p>
        Before you take part, please read and agree to how this community uses your data. Nothing is agreed on your
        behalf: tick both boxes yourself.
      </p>
      <form method="post" onSubmit={submit} className="stack" aria-describedby={hintId}>
        <ConsentChecks
          data={data}
          email={email}
          onChange={(consent, checked) => (consent === 'data' ? setData(checked) : setEmail(checked))}
          className={styles.consents}
        />
        <p id={hintId} className="muted">
          Both are needed to post, reply and register for events. You can still read everything without an account.
        </p>
        <FormError message={error} />
        <div className="row">
          <Button type="submit" disabled={!both} busy={busy} busyLabel="Saving…">
            Agree and continue
          </Button>
          <Button variant="secondary" onClick={signOut}>
            Sign out instead
          </Button>
        </div>
      </form>
    </Card>
  );
}
