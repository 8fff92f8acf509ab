import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { Button, buttonClass, Card, FormError, TabList, TabPanel, TextField, useForm } from '@/components/ui';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { PASSWORD_MIN, PROFILE_LIMITS, USERNAME_MAX, USERNAME_MIN, loginBody, signUpBody } from '@/lib/users/schemas';
import type { SignUpBody } from '@/services/session';
import { clearStoredInvite, readStoredInvite } from '@/services/invites';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logIn, signUp } from '@/store/login/thunks';
import { selectConfig, selectLogin } from '@/store/selectors';
import styles from './Account.module.css';
import { safeReturnTo } from '@/lib/returnTo';

type AccountMode = 'login' | 'signup';

interface AccountFormsProps {
  /** `?returnTo=` as given; only a same-site path is followed. */
  returnTo?: string | null;
  /** `?error=key` (e.g. from the GitHub callback), shown through the error catalogue. */
  errorKey?: string | null;
  initialMode?: AccountMode;
}

const REGISTER_COMPLETE = '/register/complete';

const MODES: Array<{ id: AccountMode; label: MessageKey<'account'> }> = [
  { id: 'login', label: 'forms.tab.signIn' },
  { id: 'signup', label: 'forms.tab.signUp' },
];

/** A catalogue key as the GitHub callback sends it; anything else is not shown. */
const shownKey = (key: string | null | undefined): key is string => Boolean(key && /^[a-z0-9-]{1,64}$/i.test(key));

interface AccountValues {
  username: string;
  email: string;
  fullname: string;
  password: string;
}

const EMPTY: AccountValues = { username: '', email: '', fullname: '', password: '' };

const loginInput = (v: AccountValues) => ({ username: v.username.trim(), password: v.password });

/** The sign-up request the values make (the stored invite goes with it). */
function signUpInput(v: AccountValues): SignUpBody {
  const invite = readStoredInvite();
  const fullname = v.fullname.trim();
  return {
    username: v.username.trim(),
    email: v.email.trim(),
    password: v.password,
    ...(fullname ? { fullname } : {}),
    ...(invite ? { invite } : {}),
  };
}

/**
 * The /login page (R7.1): sign in and sign up without the dialog, for deep links such as
 * /login?returnTo=/x and /login?error=key. Uses the store's logIn and signUp thunks; a new
 * account goes on to /register/complete, a sign-in to `returnTo` (or the consent step first).
 */
export function AccountForms({ returnTo = null, errorKey = null, initialMode = 'login' }: AccountFormsProps) {
  const t = useT('account');
  const { errorText } = useErrorTexts();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectConfig);
  const { loggedIn } = useAppSelector(selectLogin);
  const [mode, setMode] = useState<AccountMode>(initialMode);
  // Busy until the next page shows, so "You are signed in" does not flash in between.
  const form = useForm<AccountValues>({
    initial: EMPTY,
    // The server's schema, so its message shows before anything is sent.
    schema: mode === 'login' ? { schema: loginBody, body: loginInput } : { schema: signUpBody, body: signUpInput },
    stayBusyOnSuccess: true,
    initialError: shownKey(errorKey) ? errorText(errorKey) : null,
  });
  const { values, setValues, setField, errors, busy, error } = form;
  const ids = useId();
  const next = safeReturnTo(returnTo);
  const github = config?.loginMethods.find((m) => m.id === 'github' && m.url);

  function switchMode(to: AccountMode) {
    setMode(to);
    // Each mode starts empty, as a new form.
    setValues(EMPTY);
    form.setError(null);
  }

  const submit = form.handleSubmit(async (v) => {
    if (mode === 'login') {
      const result = await dispatch(logIn(loginInput(v))).unwrap();
      await router.push(result.next === REGISTER_COMPLETE ? REGISTER_COMPLETE : next);
      return;
    }
    await dispatch(signUp(signUpInput(v))).unwrap();
    clearStoredInvite();
    await router.push(REGISTER_COMPLETE);
  });

  if (loggedIn && !busy) {
    return (
      <Card className="stack" aria-labelledby="account-title">
        <h1 id="account-title">{t('forms.signedIn')}</h1>
        <p>
          <Link href={next} className={buttonClass('primary', { link: true })}>
            {t('forms.continue')}
          </Link>
        </p>
      </Card>
    );
  }

  const login = mode === 'login';
  return (
    <Card className={styles.panel} aria-labelledby="account-title">
      <TabList label={t('forms.tabs')} tabs={MODES.map((m) => ({ id: m.id, label: t(m.label) }))} selected={mode} onSelect={switchMode} idBase={ids} />
      <h1 id="account-title">{t(login ? 'forms.title.signIn' : 'forms.title.signUp')}</h1>
      {github && (
        <>
          <a
            className={buttonClass('secondary', { link: true, className: styles.full })}
            href={`${github.url}?returnTo=${encodeURIComponent(next)}`}
          >
            {t('forms.github')}
          </a>
          <p className={styles.divider}>{t('forms.or')}</p>
        </>
      )}
      {/* A form may not take the tabpanel role: the panel is an element of its own around it. */}
      <TabPanel idBase={ids} tab={mode} tabIndex={-1}>
        <form method="post" onSubmit={submit} className="stack" key={mode}>
          <TextField
            label={t(login ? 'forms.usernameOrEmail' : 'forms.username')}
            name="username"
            value={values.username}
            onChange={setField('username')} error={errors.username}
            autoComplete="username"
            required
            {...(login ? {} : { minLength: USERNAME_MIN, maxLength: USERNAME_MAX })}
          />
          {!login && (
            <>
              <TextField
                label={t('forms.email')}
                name="email"
                type="email"
                value={values.email}
                onChange={setField('email')} error={errors.email}
                autoComplete="email"
                required
                maxLength={254}
              />
              <TextField label={t('forms.fullname')} name="fullname" value={values.fullname} onChange={setField('fullname')} error={errors.fullname} autoComplete="name" maxLength={PROFILE_LIMITS.fullname} />
            </>
          )}
          <TextField
            label={t('forms.password')}
            name="password"
            type="password"
            value={values.password}
            onChange={setField('password')} error={errors.password}
            autoComplete={login ? 'current-password' : 'new-password'}
            required
            {...(login ? {} : { minLength: PASSWORD_MIN, hint: t('forms.passwordHint', { count: PASSWORD_MIN }) })}
          />
          <FormError message={error} />
          <Button type="submit" busy={busy} busyLabel={t('forms.wait')}>
            {t(login ? 'forms.submit.signIn' : 'forms.submit.signUp')}
          </Button>
        </form>
      </TabPanel>
    </Card>
  );
}
