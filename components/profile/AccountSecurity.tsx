import { useState } from 'react';
import { Button, buttonClass, FormError, TextField, useForm, useSubmit } from '@/components/ui';
import { errorText } from '@/lib/errors/catalogue';
import { passwordIssue } from '@/lib/users/rules';
import { changePasswordBody, type ChangePasswordBody } from '@/lib/users/schemas';
import type { AccountSecurity as AccountSecurityState } from '@/lib/users/types';
import { useAppDispatch } from '@/store/hooks';
import { changePassword, disconnectGithub, signOutEverywhereElse } from '@/store/profile/thunks';
import { addToast } from '@/store/toasts/slice';
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

type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * The member's own "Account and security" settings (hardening 1 and 4): change the password
 * (every other session ends), sign out everywhere else, and connect or disconnect GitHub.
 */
export function AccountSecurity({ uid, slug, username, email, initial, notice }: AccountSecurityProps) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState(initial);

  const body = (v: PasswordValues): ChangePasswordBody => ({
    ...(state.hasPassword ? { currentPassword: v.currentPassword } : {}),
    newPassword: v.newPassword,
  });
  const form = useForm<PasswordValues>({
    initial: EMPTY,
    validate: (v) => {
      if (state.hasPassword && !v.currentPassword) return { currentPassword: 'Please enter your current password.' };
      const issue = passwordIssue(v.newPassword, { username, email });
      if (issue) return { newPassword: errorText(issue.key, issue.args) };
      if (v.confirm !== v.newPassword) return { confirm: 'The two new passwords are not the same.' };
      return {};
    },
    schema: { schema: changePasswordBody, body },
  });
  const { values, setField, setValues, errors, busy, error } = form;

  const submit = form.handleSubmit(async (v) => {
    const changed = await dispatch(changePassword({ uid, body: body(v) })).unwrap();
    setValues(EMPTY);
    setState((s) => ({ ...s, hasPassword: true }));
    const others = changed.ended === 1 ? '1 other session was' : `${changed.ended} other sessions were`;
    dispatch(addToast(`Password changed. ${others} signed out.`, 'success'));
  });

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
      <form method="post" className="stack" onSubmit={submit} aria-busy={busy} aria-labelledby="settings-password">
        <h3 id="settings-password">{state.hasPassword ? 'Change password' : 'Set a password'}</h3>
        {state.hasPassword && (
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={setField('currentPassword')}
            error={errors.currentPassword}
          />
        )}
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters. Not a common password, and not your username or e-mail. Your other sessions will be signed out."
          value={values.newPassword}
          onChange={setField('newPassword')}
          error={errors.newPassword}
        />
        <TextField
          label="New password again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirm}
          onChange={setField('confirm')}
          error={errors.confirm}
        />
        <FormError message={error} />
        <div>
          <Button type="submit" busy={busy} busyLabel="Saving…">
            {state.hasPassword ? 'Change password' : 'Set password'}
          </Button>
        </div>
      </form>

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
