import { Button, FormError, TextField, useForm } from '@/components/ui';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import { said } from '@/lib/i18n/said';
import { useT } from '@/lib/i18n/useT';
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
  const t = useT('settings');
  const { errorText } = useErrorTexts();
  const dispatch = useAppDispatch();
  const body = (v: PasswordValues): ChangePasswordBody => ({
    ...(hasPassword ? { currentPassword: v.currentPassword } : {}),
    newPassword: v.newPassword,
  });
  const form = useForm<PasswordValues>({
    initial: EMPTY,
    validate: (v) => {
      if (hasPassword && !v.currentPassword) return { currentPassword: t('password.currentMissing') };
      const issue = passwordIssue(v.newPassword, { username, email });
      if (issue) return { newPassword: errorText(issue.key, issue.args) };
      if (v.confirm !== v.newPassword) return { confirm: t('password.mismatch') };
      return {};
    },
    schema: { schema: changePasswordBody, body },
  });
  const { values, setField, setValues, errors, busy, error } = form;

  const submit = form.handleSubmit(async (v) => {
    const changed = await dispatch(changePassword({ uid, body: body(v) })).unwrap();
    setValues(EMPTY);
    onChanged();
    dispatch(addToast(said('settings', 'password.changed', { count: changed.ended }), 'success'));
  });

  return (
    <form method="post" className="stack" onSubmit={submit} aria-busy={busy} aria-labelledby="settings-password">
      <h3 id="settings-password">{hasPassword ? t('password.change') : t('password.titleSet')}</h3>
      {hasPassword && (
        <TextField
          label={t('password.current')}
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
        label={t('password.new')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        hint={t('password.newHint')}
        value={values.newPassword}
        onChange={setField('newPassword')}
        error={errors.newPassword}
      />
      <TextField
        label={t('password.again')}
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
        <Button type="submit" busy={busy} busyLabel={t('form.saving')}>
          {hasPassword ? t('password.change') : t('password.set')}
        </Button>
      </div>
    </form>
  );
}
