import type { FieldErrors } from '@/components/ui';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@/lib/users/schemas';
import { readStoredInvite } from '@/services/invites';
import type { SignUpBody } from '@/services/session';
import { emailError, type DialogsT } from './fields';

// The login dialog's values (LoginDialog.tsx): their checks and the requests they make.

export type Mode = 'login' | 'signup';

export interface LoginValues {
  username: string;
  email: string;
  fullname: string;
  password: string;
}

/** The sign-up request the values make (the stored invite goes with it). */
export function signUpInput(v: LoginValues): SignUpBody {
  const invite = readStoredInvite() ?? undefined;
  return {
    username: v.username.trim(),
    email: v.email.trim(),
    password: v.password,
    ...(v.fullname.trim() ? { fullname: v.fullname.trim() } : {}),
    ...(invite ? { invite } : {}),
  };
}

export const loginInput = (v: LoginValues) => ({ username: v.username.trim(), password: v.password });

export function validate(mode: Mode, t: DialogsT) {
  return (values: LoginValues): FieldErrors<LoginValues> => {
    const errors: FieldErrors<LoginValues> = {};
    const username = values.username.trim();
    if (mode === 'login') {
      if (!username) errors.username = t('login.error.usernameMissing');
      if (!values.password) errors.password = t('login.error.passwordMissing');
      return errors;
    }
    if (!username) errors.username = t('signup.error.usernameMissing');
    else if (username.length < USERNAME_MIN || username.length > USERNAME_MAX)
      errors.username = t('signup.error.usernameLength', { min: USERNAME_MIN, count: USERNAME_MAX });
    errors.email = emailError(values.email, true, t);
    if (!values.password) errors.password = t('signup.error.passwordMissing');
    else if (values.password.length < PASSWORD_MIN) errors.password = t('signup.error.passwordShort', { count: PASSWORD_MIN });
    return errors;
  };
}
