import { useState } from 'react';
import { Button, buttonClass, FormError, useSubmit } from '@/components/ui';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import { said } from '@/lib/i18n/said';
import { useT } from '@/lib/i18n/useT';
import type { AccountSecurity as AccountSecurityState } from '@/lib/users/types';
import { useAppDispatch } from '@/store/hooks';
import { disconnectGithub, signOutEverywhereElse } from '@/store/profile/thunks';
import { addToast } from '@/store/toasts/slice';
import { PasswordForm } from './PasswordForm';
import styles from './Settings.module.css';

interface AccountSecurityProps {
  uid: number;
  slug: string;
  username: string;
  email: string;
  initial: AccountSecurityState;
  /** `?github=connected` or `?error=key` after coming back from GitHub. */
  notice: { connected: boolean; errorKey: string | null };
}

/**
 * The member's own "Account and security" settings (hardening 1 and 4): change the password
 * (PasswordForm; every other session ends), sign out everywhere else, and connect or disconnect GitHub.
 */
export function AccountSecurity({ uid, slug, username, email, initial, notice }: AccountSecurityProps) {
  const t = useT('settings');
  const { errorText } = useErrorTexts();
  const dispatch = useAppDispatch();
  const [state, setState] = useState(initial);

  const sessions = useSubmit();
  const endSessions = () =>
    sessions.run(async () => {
      const { ended } = await dispatch(signOutEverywhereElse({ uid })).unwrap();
      dispatch(addToast(said('settings', 'sessions.ended', { count: ended }), 'success'));
    });

  const github = useSubmit({ initialError: notice.errorKey ? errorText(notice.errorKey) : null });
  const disconnect = () =>
    github.run(async () => {
      setState(await dispatch(disconnectGithub({ uid })).unwrap());
      dispatch(addToast(said('settings', 'github.disconnected'), 'success'));
    });
  const settingsPath = `/user/${encodeURIComponent(slug)}/settings`;
  const connectHref = `/api/auth/github?intent=link&returnTo=${encodeURIComponent(settingsPath)}`;

  return (
    <div className={styles.form}>
      <PasswordForm uid={uid} username={username} email={email} hasPassword={state.hasPassword} onChanged={() => setState((s) => ({ ...s, hasPassword: true }))} />

      <section className="stack" aria-labelledby="settings-sessions">
        <h3 id="settings-sessions">{t('sessions.title')}</h3>
        <p className="muted">{t('sessions.hint')}</p>
        <FormError message={sessions.error} />
        <div>
          <Button variant="secondary" busy={sessions.busy} busyLabel={t('sessions.busy')} onClick={endSessions}>
            {t('sessions.button')}
          </Button>
        </div>
      </section>

      {state.github !== 'unavailable' && (
        <section className="stack" aria-labelledby="settings-github">
          <h3 id="settings-github">{t('github.title')}</h3>
          {state.github === 'connected' ? (
            <>
              <p role={notice.connected ? 'status' : undefined}>{t('github.connected')}</p>
              <FormError message={github.error} />
              <div>
                <Button variant="secondary" busy={github.busy} busyLabel={t('github.busy')} onClick={disconnect}>
                  {t('github.disconnect')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="muted">{t('github.hint')}</p>
              <FormError message={github.error} />
              <p>
                <a className={buttonClass('secondary', { link: true })} href={connectHref}>
                  {t('github.connect')}
                </a>
              </p>
            </>
          )}
        </section>
      )}
    </div>
  );
}
