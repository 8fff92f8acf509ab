import { useRef, useState } from 'react';
import { REGISTER_COMPLETE_PATH } from '@/services/http';
import { clearStoredInvite, readStoredInvite } from '@/services/invites';
import type { SessionResult, SignUpBody } from '@/services/session';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, loginBody, signUpBody } from '@/lib/users/schemas';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logIn, signUp } from '@/store/login/slice';
import { showModal } from '@/store/modals/slice';
import { selectConfig } from '@/store/selectors';
import { Dialog } from './Dialog';
import { Button, FormError, TextField, buttonClass, errorKey, errorMessage, useForm, type FieldErrors } from '@/components/ui';
import { EmailField, FullNameField, isEmail } from './fields';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/**
 * Sign in and sign up in one dialog (R2.1, R2.2, R5.3). `props.join` (the `#join` hash) starts on
 * sign-up with a welcome; `props.from` ('vote', 'save', ...) says why signing in is asked for;
 * `props.then` names the dialog to open once signed in. A new account goes on to the consent step.
 */

type Mode = 'login' | 'signup';

interface LoginValues {
  username: string;
  email: string;
  fullname: string;
  password: string;
}

/** Why signing in was asked for (R5.3: from = vote or save). */
const REASONS: Record<string, string> = {
  vote: 'Sign in to vote. Your votes help the best posts and answers rise to the top.',
  save: 'Sign in to save. Saved posts and events wait for you in your saved list.',
  pin: 'Sign in to pin topics you look after.',
  follow: 'Sign in to follow topics and hear about new replies.',
  invite: 'Sign in to get your invite link.',
  credits: 'Sign in to see your credits.',
  post: 'Sign in to start a discussion, ask a question or share a podcast.',
  reply: 'Sign in to reply, ask and answer questions.',
};

const JOIN_WELCOME =
  'Welcome! Join the community to ask questions, share what you know and contribute to the open source projects you love.';

/** The GitHub sign-in link, coming back to the page (and hash) the member is on. */
function githubHref(url: string): string {
  const target = new URL(url, window.location.origin);
  if (!target.searchParams.has('returnTo')) {
    const { pathname, search, hash } = window.location;
    target.searchParams.set('returnTo', `${pathname}${search}${hash}`);
  }
  return target.origin === window.location.origin ? `${target.pathname}${target.search}` : target.toString();
}

/** The sign-up request the values make (the stored invite goes with it). */
function signUpInput(v: LoginValues): SignUpBody {
  const invite = readStoredInvite() ?? undefined;
  return {
    username: v.username.trim(),
    email: v.email.trim(),
    password: v.password,
    ...(v.fullname.trim() ? { fullname: v.fullname.trim() } : {}),
    ...(invite ? { invite } : {}),
  };
}

const loginInput = (v: LoginValues) => ({ username: v.username.trim(), password: v.password });

function validate(mode: Mode) {
  return (values: LoginValues): FieldErrors<LoginValues> => {
    const errors: FieldErrors<LoginValues> = {};
    const username = values.username.trim();
    if (mode === 'login') {
      if (!username) errors.username = 'Enter your username or email.';
      if (!values.password) errors.password = 'Enter your password.';
      return errors;
    }
    if (!username) errors.username = 'Choose a username.';
    else if (username.length < USERNAME_MIN || username.length > USERNAME_MAX)
      errors.username = `Usernames are ${USERNAME_MIN} to ${USERNAME_MAX} characters long.`;
    if (!values.email.trim()) errors.email = 'Enter your email address.';
    else if (!isEmail(values.email)) errors.email = 'Enter a valid email address, like name@example.com.';
    if (!values.password) errors.password = 'Choose a password.';
    else if (values.password.length < PASSWORD_MIN) errors.password = `Use at least ${PASSWORD_MIN} characters.`;
    return errors;
  };
}

export function LoginDialog({ props, onClose }: DialogComponentProps<'login'>) {
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectConfig);
  const join = props.join === true;
  const [mode, setMode] = useState<Mode>(join ? 'signup' : 'login');
  const [hasInvite] = useState(() => (readStoredInvite() ?? undefined) !== undefined);
  const usernameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useForm<LoginValues>({
    initial: { username: '', email: '', fullname: '', password: '' },
    validate: validate(mode),
    // Then the server's own schema, so its message shows before anything is sent.
    schema: mode === 'login' ? { schema: loginBody, body: loginInput } : { schema: signUpBody, body: signUpInput },
    stayBusyOnSuccess: true,
  });
  const { values, setField, errors, error, busy } = form;

  const github = config?.loginMethods?.find((method) => method.id === 'github' && method.url);
  const reason = props.from ? REASONS[props.from] : undefined;
  const title = mode === 'login' ? 'Sign in' : join ? 'Join the community' : 'Create your account';
  const lead =
    mode === 'signup' && join
      ? JOIN_WELCOME
      : (reason ?? (mode === 'login' ? 'Welcome back to the community.' : 'Join the community of open source contributors.'));

  function switchMode() {
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    form.setError(null);
    usernameRef.current?.focus();
  }

  function afterSignedIn(result: SessionResult) {
    const then = props.then;
    if (result.next === REGISTER_COMPLETE_PATH) {
      // A new member (or one who has not agreed yet) completes registration first.
      dispatch(showModal({ name: 'consent', props: then ? { then } : {} }));
    } else if (then) {
      dispatch(showModal({ name: then }));
    } else {
      onClose();
    }
  }

  const onSubmit = form.handleSubmit(async (v) => {
    if (mode === 'login') {
      const result = await dispatch(logIn(loginInput(v))).unwrap();
      afterSignedIn(result);
      return;
    }
    try {
      const result = await dispatch(signUp(signUpInput(v))).unwrap();
      clearStoredInvite();
      afterSignedIn(result);
    } catch (err) {
      // An expired or unknown invite must not keep the visitor from joining.
      if (errorKey(err) === 'invite-invalid') {
        clearStoredInvite();
        throw new Error(`${errorMessage(err)} Submit again to join without it.`);
      }
      throw err;
    }
  });

  return (
    <Dialog title={title} onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <p className={styles.lead}>{lead}</p>
        {mode === 'signup' && hasInvite && <p className={styles.lead}>You were invited by a member of the community.</p>}
        <TextField
          label={mode === 'login' ? 'Username or email' : 'Username'}
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
          label="Password"
          name="password"
          type="password"
          value={values.password}
          onChange={setField('password')}
          error={errors.password}
          required
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          hint={mode === 'signup' ? `At least ${PASSWORD_MIN} characters.` : undefined}
          maxLength={512}
        />
        <FormError message={error} />
        <div className={styles.actions}>
          <Button type="submit" busy={busy} busyLabel={mode === 'login' ? 'Signing in…' : 'Creating account…'}>
            {mode === 'login' ? 'Sign in' : 'Create account'}
          </Button>
        </div>
        {github?.url && (
          <>
            <p className={styles.divider}>or</p>
            <a className={buttonClass('secondary', { link: true, className: styles.github })} href={githubHref(github.url)}>
              Continue with GitHub
            </a>
          </>
        )}
        <p className={styles.switch}>
          {mode === 'login' ? 'New here? ' : 'Already a member? '}
          <Button variant="link" onClick={switchMode}>
            {mode === 'login' ? 'Create an account' : 'Sign in'}
          </Button>
        </p>
      </form>
    </Dialog>
  );
}
