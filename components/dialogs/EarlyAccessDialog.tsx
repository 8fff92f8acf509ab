import type { EarlyAccessBody } from '@/services/forms';
import { sendForm } from '@/store/forms/thunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { useT } from '@/lib/i18n/useT';
import { Dialog } from './Dialog';
import { FormError, TextField, useForm, type FieldErrors } from '@/components/ui';
import { DialogActions, EmailField, emailError, FullNameField, type DialogsT } from './fields';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

interface EarlyAccessValues {
  email: string;
  fullname: string;
  role: string;
  interest: string;
}

const validate = (t: DialogsT) => (values: EarlyAccessValues): FieldErrors<EarlyAccessValues> => ({
  email: emailError(values.email, true, t),
  fullname: values.fullname.trim() ? undefined : t('field.fullnameMissing'),
});

/**
 * Early access (R2.1, R2.2): email, full name, optional role and interest. Submits to
 * POST /api/v3/forms/earlyaccess and is replaced by the thank-you dialog.
 */
export function EarlyAccessDialog({ onClose }: DialogComponentProps) {
  const t = useT('dialogs');
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const form = useForm<EarlyAccessValues>({
    initial: () => ({
      email: login.user?.email ?? '',
      fullname: login.user?.fullname ?? '',
      role: '',
      interest: '',
    }),
    validate: validate(t),
    stayBusyOnSuccess: true,
  });
  const { values, setField, errors, error, busy } = form;

  const onSubmit = form.handleSubmit(async (v) => {
    const body: EarlyAccessBody = {
      email: v.email.trim(),
      fullname: v.fullname.trim(),
      ...(v.role.trim() ? { role: v.role.trim() } : {}),
      ...(v.interest.trim() ? { interest: v.interest.trim() } : {}),
    };
    await dispatch(sendForm({ kind: 'earlyaccess', body })).unwrap();
    dispatch(showModal({ name: 'thankyou', props: { kind: 'earlyaccess' } }));
  });

  return (
    <Dialog title={t('earlyAccess.title')} onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <p className={styles.lead}>{t('earlyAccess.lead')}</p>
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
          required
        />
        <TextField
          label={t('earlyAccess.role')}
          name="role"
          value={values.role}
          onChange={setField('role')}
          error={errors.role}
          hint={t('earlyAccess.roleHint')}
          autoComplete="organization-title"
          maxLength={100}
        />
        <TextField
          label={t('earlyAccess.interest')}
          name="interest"
          multiline
          value={values.interest}
          onChange={setField('interest')}
          error={errors.interest}
          maxLength={1000}
        />
        <FormError message={error} />
        <DialogActions busy={busy} submitLabel={t('earlyAccess.submit')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
