import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, FormError, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch } from '@/store/hooks';
import { declineConsent, giveConsent } from '@/store/login/thunks';
import { showModal } from '@/store/modals/slice';
import { ConsentChecks } from '@/components/account';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/**
 * Registration completion (R1.14, DECISIONS.md): the member ticks both consents themselves —
 * they are never pre-ticked — and Agree posts them. Cancel, Escape, the close button and the
 * backdrop decline, which fails the request that was waiting for consent. `props.then` names a
 * dialog to open afterwards.
 */
export function ConsentDialog({ props }: DialogComponentProps<'consent'>) {
  const t = useT('dialogs');
  const dispatch = useAppDispatch();
  const [dataConsent, setDataConsent] = useState(false);
  const [emailConsent, setEmailConsent] = useState(false);
  const [missing, setMissing] = useState(false);
  const { busy, error, setError, run } = useSubmit({ stayBusyOnSuccess: true });
  const dataRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const missingId = useId();

  const decline = () => {
    void dispatch(declineConsent());
  };

  async function agree(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!dataConsent || !emailConsent) {
      setMissing(true);
      (dataConsent ? emailRef : dataRef).current?.focus();
      return;
    }
    await run(async () => {
      await dispatch(giveConsent()).unwrap();
      if (props.then) dispatch(showModal({ name: props.then }));
    });
  }

  return (
    <Dialog title={t('consent.title')} onClose={decline}>
      <form method="post" className={styles.form} onSubmit={agree} noValidate aria-busy={busy || undefined}>
        <p className={styles.lead}>{t('consent.lead')}</p>
        <ConsentChecks
          texts={{ legend: t('consent.legend'), data: t('consent.data'), email: t('consent.email') }}
          data={dataConsent}
          email={emailConsent}
          onChange={(consent, checked) => {
            if (consent === 'data') setDataConsent(checked);
            else setEmailConsent(checked);
            setMissing(false);
          }}
          className={styles.checks}
          checkClassName={styles.check}
          describedBy={missing ? missingId : undefined}
          dataRef={dataRef}
          emailRef={emailRef}
        />
        {missing && (
          <p id={missingId} role="alert" className="error">
            {t('consent.missing')}
          </p>
        )}
        <FormError message={error} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={decline}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t('consent.saving')}>
            {t('consent.agree')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
