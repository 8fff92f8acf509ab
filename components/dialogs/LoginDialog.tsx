import { useRef, useState } from 'react';
import { readStoredInvite } from '@/services/invites';
import { PASSWORD_MIN, USERNAME_MAX, loginBody, signUpBody } from '@/lib/users/schemas';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { useAppSelector } from '@/store/hooks';
import type { LoginReason } from '@/store/modals/slice';
import { selectConfig } from '@/store/selectors';
import { Dialog } from './Dialog';
import { Button, FormError, TextField, buttonClass, useForm } from '@/components/ui';
import { EmailField, FullNameField } from './fields';
import { loginInput, signUpInput, validate, type LoginValues, type Mode } from './loginValues';
import { useLoginSubmit } from './useLoginSubmit';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/** Why signing in was asked for (R5.3: from = vote or save). */
const REASONS: Partial<Record<LoginReason, MessageKey<'dialogs'>>> = {
  vote: 'login.reason.vote',
  save: 'login.reason.save',
  pin: 'login.reason.pin',
  follow: 'login.reason.follow',
  invite: 'login.reason.invite',
  credits: 'login.reason.credits',
  post: 'login.reason.post',
  reply: 'login.reason.reply',
  report: 'login.reason.report',
};

/** The GitHub sign-in link, coming back to the page (and hash) the member is on. */
function githubHref(url: string): string {
  const target = new URL(url, window.location.origin);
  if (!target.searchParams.has('returnTo')) {
    const { pathname, search, hash } = window.location;
    target.searchParams.set('returnTo', `${pathname}${search}${hash}`);
  }
  return target.origin === window.location.origin ? `${target.pathname}${target.search}` : target.toString();
}

/**
 * Sign in and sign up in one dialog (R2.1, R2.2, R5.3). `props.join` (the `#join` hash) starts on
 * sign-up with a welcome; `props.from` ('vote', 'save', ...) says why signing in is asked for;
 * `props.then` names the dialog to open once signed in. A new account goes on to the consent step
 * (useLoginSubmit).
 */
export function LoginDialog({ props, onClose }: DialogComponentProps<'login'>) {
  const t = useT('dialogs');
  const config = useAppSelector(selectConfig);
  const join = props.join === true;
  const [mode, setMode] = useState<Mode>(join ? 'signup' : 'login');
  const [hasInvite] = useState(() => (readStoredInvite() ?? undefined) !== undefined);
  const usernameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useForm<LoginValues>({
    initial: { username: '', email: '', fullname: '', password: '' },
    validate: validate(mode, t),
    // Then the server's own schema, so its message shows before anything is sent.
    schema: mode === 'login' ? { schema: loginBody, body: loginInput } : { schema: signUpBody, body: signUpInput },
    stayBusyOnSuccess: true,
  });
  const { values, setField, errors, error, busy } = form;

  const github = config?.loginMethods?.find((method) => method.id === 'github' && method.url);
  const reason = props.from ? REASONS[props.from] : undefined;
  const title = t(mode === 'login' ? 'login.title.signIn' : join ? 'login.title.join' : 'login.title.signUp');
  const lead = t(mode === 'signup' && join ? 'login.joinWelcome' : (reason ?? (mode === 'login' ? 'login.lead.signIn' : 'login.lead.signUp')));

  function switchMode() {
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    form.setError(null);
    usernameRef.current?.focus();
  }

  const onSubmit = useLoginSubmit(form, mode, { props, onClose });

  return (
    <Dialog title={title} onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <p className={styles.lead}>{lead}</p>
        {mode === 'signup' && hasInvite && <p className={styles.lead}>{t('login.invited')}</p>}
        <TextField
          label={t(mode === 'login' ? 'login.usernameOrEmail' : 'login.username')}
          name="username"
          value={values.username}
          onChange={setField('username')}
          error={errors.username}
          required
          autoComplete="username"
          maxLength={mode === 'login' ? 254 : USERNAME_MAX}
          inputRef={usernameRef}
        />
        {mode === 'signup' && (
          <>
            <EmailField
              value={values.email}
              onChange={setField('email')}
              error={errors.email}
              required
            />
            <FullNameField
              value={values.fullname}
              onChange={setField('fullname')}
              error={errors.fullname}
            />
          </>
        )}
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          value={values.password}
          onChange={setField('password')}
          error={errors.password}
          required
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          hint={mode === 'signup' ? t('login.passwordHint', { count: PASSWORD_MIN }) : undefined}
          maxLength={512}
        />
        <FormError message={error} />
        <div className={styles.actions}>
          <Button type="submit" busy={busy} busyLabel={t(mode === 'login' ? 'login.signingIn' : 'login.creatingAccount')}>
            {t(mode === 'login' ? 'login.submit.signIn' : 'login.submit.signUp')}
          </Button>
        </div>
        <LoginAlternatives mode={mode} githubUrl={github?.url} onSwitch={switchMode} />
      </form>
    </Dialog>
  );
}

/** Continue with GitHub (when the server offers it), and the switch between signing in and signing up. */
function LoginAlternatives({ mode, githubUrl, onSwitch }: { mode: Mode; githubUrl: string | undefined; onSwitch: () => void }) {
  const t = useT('dialogs');
  return (
    <>
      {githubUrl && (
        <>
          <p className={styles.divider}>{t('login.or')}</p>
          <a className={buttonClass('secondary', { link: true, className: styles.github })} href={githubHref(githubUrl)}>
            {t('login.github')}
          </a>
        </>
      )}
      <p className={styles.switch}>
        {t(mode === 'login' ? 'login.newHere' : 'login.alreadyMember')}{' '}
        <Button variant="link" onClick={onSwitch}>
          {t(mode === 'login' ? 'login.switch.signUp' : 'login.switch.signIn')}
        </Button>
      </p>
    </>
  );
}
