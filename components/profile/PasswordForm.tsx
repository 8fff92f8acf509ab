import { Button, FormError, TextField, useForm } from '@/components/ui';
import { errorText } from '@/lib/errors/catalogue';
import { passwordIssue } from '@/lib/users/rules';
import { changePasswordBody, type ChangePasswordBody } from '@/lib/users/schemas';
import { useAppDispatch } from '@/store/hooks';
import { changePassword } from '@/store/profile/thunks';
import { addToast } from '@/store/toasts/slice';

type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirm: '' };

interface PasswordFormProps {
  uid: number;
  username: string;
  email: string;
  /** Whether the account has a password (else it is set, without the current one). */
  hasPassword: boolean;
  /** The password was changed or set. */
  onChanged: () => void;
}

/** Change (or set) the password (hardening 1): checked as the server checks it; every other session ends. */
export function PasswordForm({ uid, username, email, hasPassword, onChanged }: PasswordFormProps) {
  const dispatch = useAppDispatch();
  const body = (v: PasswordValues): ChangePasswordBody => ({
    ...(hasPassword ? { currentPassword: v.currentPassword } : {}),
    newPassword: v.newPassword,
  });
  const form = useForm<PasswordValues>({
    initial: EMPTY,
    validate: (v) => {
      if (hasPassword && !v.currentPassword) return { currentPassword: 'Please enter your current password.' };
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
    onChanged();
    const others = changed.ended === 1 ? '1 other session was' : `${changed.ended} other sessions were`;
    dispatch(addToast(`Password changed. ${others} signed out.`, 'success'));
  });

  return (
    <form method="post" className="stack" onSubmit={submit} aria-busy={busy} aria-labelledby="settings-password">
      <h3 id="settings-password">{hasPassword ? 'Change password' : 'Set a password'}</h3>
      {hasPassword && (
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
          {hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </div>
    </form>
  );
}
