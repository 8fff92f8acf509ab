import { useState } from 'react';
import { Button, buttonClass, FormError, useSubmit } from '@/components/ui';
import { errorText } from '@/lib/errors/catalogue';
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
  const dispatch = useAppDispatch();
  const [state, setState] = useState(initial);

  const sessions = useSubmit();
  const endSessions = () =>
    sessions.run(async () => {
      const { ended } = await dispatch(signOutEverywhereElse({ uid })).unwrap();
      dispatch(addToast(ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.`, 'success'));
    });

  const github = useSubmit({ initialError: notice.errorKey ? errorText(notice.errorKey) : null });
  const disconnect = () =>
    github.run(async () => {
      setState(await dispatch(disconnectGithub({ uid })).unwrap());
      dispatch(addToast('GitHub disconnected', 'success'));
    });
  const settingsPath = `/user/${encodeURIComponent(slug)}/settings`;
  const connectHref = `/api/auth/github?intent=link&returnTo=${encodeURIComponent(settingsPath)}`;

  return (
    <div className={styles.form}>
      <PasswordForm uid={uid} username={username} email={email} hasPassword={state.hasPassword} onChanged={() => setState((s) => ({ ...s, hasPassword: true }))} />

      <section className="stack" aria-labelledby="settings-sessions">
        <h3 id="settings-sessions">Sessions</h3>
        <p className="muted">Signs you out on every other browser and device. You stay signed in here.</p>
        <FormError message={sessions.error} />
        <div>
          <Button variant="secondary" busy={sessions.busy} busyLabel="Signing out…" onClick={endSessions}>
            Sign out everywhere else
          </Button>
        </div>
      </section>

      {state.github !== 'unavailable' && (
        <section className="stack" aria-labelledby="settings-github">
          <h3 id="settings-github">GitHub</h3>
          {state.github === 'connected' ? (
            <>
              <p role={notice.connected ? 'status' : undefined}>Your account is connected to GitHub: you can sign in with it.</p>
              <FormError message={github.error} />
              <div>
                <Button variant="secondary" busy={github.busy} busyLabel="Disconnecting…" onClick={disconnect}>
                  Disconnect GitHub
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="muted">Connect your GitHub account to sign in with it.</p>
              <FormError message={github.error} />
              <p>
                <a className={buttonClass('secondary', { link: true })} href={connectHref}>
                  Connect GitHub
                </a>
              </p>
            </>
          )}
        </section>
      )}
    </div>
  );
}
