import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { Button, buttonClass, Card, FormError, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { giveConsent, logOut } from '@/store/login/thunks';
import { selectLogin } from '@/store/selectors';
import { ConsentChecks } from './ConsentChecks';
import styles from './Account.module.css';

const AFTER_CONSENT = '/onboarding/basic?redirect=/discussions';

/**
 * /register/complete (R1.14): the member ticks both consents themselves; only then is
 * POST /register/complete sent (through the store's giveConsent thunk), and onboarding follows.
 */
export function ConsentForm() {
  const t = useT('account');
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
        <h1 id="consent-title">{t('consent.title')}</h1>
        <p>{t('consent.signInFirst')}</p>
        <p>
          <Link href={`/login?returnTo=${encodeURIComponent('/register/complete')}`} className={buttonClass('primary', { link: true })}>
            {t('consent.signIn')}
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
      setError(t('consent.missing'));
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
      <h1 id="consent-title">{t('consent.title')}</h1>
      <p>{t('consent.lead')}</p>
      <form method="post" onSubmit={submit} className="stack" aria-describedby={hintId}>
        <ConsentChecks
          texts={{ legend: t('consent.legend'), data: t('consent.data'), email: t('consent.email') }}
          data={data}
          email={email}
          onChange={(consent, checked) => (consent === 'data' ? setData(checked) : setEmail(checked))}
          className={styles.consents}
        />
        <p id={hintId} className="muted">
          {t('consent.hint')}
        </p>
        <FormError message={error} />
        <div className="row">
          <Button type="submit" disabled={!both} busy={busy} busyLabel={t('consent.saving')}>
            {t('consent.agree')}
          </Button>
          <Button variant="secondary" onClick={signOut}>
            {t('consent.signOut')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
