import type { FieldErrors } from '@/components/ui';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@/lib/users/schemas';
import { readStoredInvite } from '@/services/invites';
import type { SignUpBody } from '@/services/session';
import { isEmail } from './fields';

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

export function validate(mode: Mode) {
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
