import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { translateMessage } from '@/lib/errors/catalogue';
import { clearStoredInvite, readStoredInvite } from '@/services/invites';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logIn, signUp } from '@/store/login/slice';
import { selectConfig, selectLogin } from '@/store/selectors';
import styles from './Account.module.css';
import { safeReturnTo } from '@/lib/returnTo';

export type AccountMode = 'login' | 'signup';

export interface AccountFormsProps {
  /** `?returnTo=` as given; only a same-site path is followed. */
  returnTo?: string | null;
  /** `?error=key` (e.g. from the GitHub callback), shown through the error catalogue. */
  errorKey?: string | null;
  initialMode?: AccountMode;
}

const REGISTER_COMPLETE = '/register/complete';

const MODES: Array<{ mode: AccountMode; label: string }> = [
  { mode: 'login', label: 'Sign in' },
  { mode: 'signup', label: 'Create account' },
];

/** A catalogue key as the GitHub callback sends it; anything else is not shown. */
export function errorText(key: string | null | undefined): string | null {
  if (!key || !/^[a-z0-9-]{1,64}$/i.test(key)) return null;
  return translateMessage(`[[error:${key}]]`);
}

/**
 * The /login page (R7.1): sign in and sign up without the dialog, for deep links such as
 * /login?returnTo=/x and /login?error=key. Uses the store's logIn and signUp thunks; a new
 * account goes on to /register/complete, a sign-in to `returnTo` (or the consent step first).
 */
export function AccountForms({ returnTo = null, errorKey = null, initialMode = 'login' }: AccountFormsProps) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectConfig);
  const { loggedIn } = useAppSelector(selectLogin);
  const [mode, setMode] = useState<AccountMode>(initialMode);
  const [error, setError] = useState<string | null>(() => errorText(errorKey));
  const [busy, setBusy] = useState(false);
  const passwordHint = useId();
  const ids = useId();
  const next = safeReturnTo(returnTo);
  const github = config?.loginMethods.find((m) => m.id === 'github' && m.url);

  function switchMode(to: AccountMode) {
    setMode(to);
    setError(null);
  }

  /** Arrow keys move between the two tabs (and select them), as in any tab list. */
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const to: AccountMode =
      event.key === 'Home' ? 'login' : event.key === 'End' ? 'signup' : mode === 'login' ? 'signup' : 'login';
    switchMode(to);
    document.getElementById(`${ids}-${to}-tab`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    setBusy(true);
    setError(null);
    if (mode === 'login') {
      const result = await dispatch(logIn({ username: field('username').trim(), password: field('password') }));
      if (logIn.fulfilled.match(result)) {
        await router.push(result.payload.next === REGISTER_COMPLETE ? REGISTER_COMPLETE : next);
        return;
      }
      setError(result.payload?.message ?? 'Something went wrong');
    } else {
      const invite = readStoredInvite();
      const fullname = field('fullname').trim();
      const result = await dispatch(
        signUp({
          username: field('username').trim(),
          email: field('email').trim(),
          password: field('password'),
          ...(fullname ? { fullname } : {}),
          ...(invite ? { invite } : {}),
        }),
      );
      if (signUp.fulfilled.match(result)) {
        clearStoredInvite();
        await router.push(REGISTER_COMPLETE);
        return;
      }
      setError(result.payload?.message ?? 'Something went wrong');
    }
    setBusy(false);
  }

  if (loggedIn && !busy) {
    return (
      <section className="card stack" aria-labelledby="account-title">
        <h1 id="account-title">You are signed in</h1>
        <p>
          <Link href={next} className="button">
            Continue
          </Link>
        </p>
      </section>
    );
  }

  const login = mode === 'login';
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="account-title">
      <div className={styles.tabs} role="tablist" aria-label="Sign in or create an account" onKeyDown={onTabKey}>
        {MODES.map((m) => (
          <button
            key={m.mode}
            id={`${ids}-${m.mode}-tab`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={mode === m.mode}
            aria-controls={`${ids}-panel`}
            tabIndex={mode === m.mode ? 0 : -1}
            onClick={() => switchMode(m.mode)}
          >
            {m.label}
          </button>
        ))}
      </div>
      <h1 id="account-title">{login ? 'Sign in to the community' : 'Create your account'}</h1>
      {github && (
        <>
          <a
            className={`button secondary ${styles.full}`}
            href={`${github.url}?returnTo=${encodeURIComponent(next)}`}
          >
            Continue with GitHub
          </a>
          <p className={styles.divider}>or</p>
        </>
      )}
      <form method="post"
        onSubmit={submit}
        className="stack"
        key={mode}
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids}-${mode}-tab`}
      >
        <label>
          {login ? 'Username or email' : 'Username'}
          <input
            name="username"
            autoComplete="username"
            required
            {...(login ? {} : { minLength: 2, maxLength: 24 })}
          />
        </label>
        {!login && (
          <>
            <label>
              Email
              <input name="email" type="email" autoComplete="email" required maxLength={254} />
            </label>
            <label>
              Full name (optional)
              <input name="fullname" autoComplete="name" maxLength={100} />
            </label>
          </>
        )}
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete={login ? 'current-password' : 'new-password'}
            required
            {...(login ? {} : { minLength: 8, 'aria-describedby': passwordHint })}
          />
        </label>
        {!login && (
          <p id={passwordHint} className="field-hint">
            At least 8 characters.
          </p>
        )}
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Please wait…' : login ? 'Sign in' : 'Sign up'}
        </button>
      </form>
    </section>
  );
}
