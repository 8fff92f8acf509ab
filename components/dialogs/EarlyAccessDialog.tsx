import type { EarlyAccessBody } from '@/services/forms';
import { sendForm } from '@/store/forms/thunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { Dialog } from './Dialog';
import { FormError, TextField, useForm, type FieldErrors } from '@/components/ui';
import { DialogActions, EmailField, FullNameField, isEmail } from './fields';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

interface EarlyAccessValues {
  email: string;
  fullname: string;
  role: string;
  interest: string;
}

function validate(values: EarlyAccessValues): FieldErrors<EarlyAccessValues> {
  const errors: FieldErrors<EarlyAccessValues> = {};
  if (!values.email.trim()) errors.email = 'Enter your email address.';
  else if (!isEmail(values.email)) errors.email = 'Enter a valid email address, like name@example.com.';
  if (!values.fullname.trim()) errors.fullname = 'Enter your full name.';
  return errors;
}

/**
 * Early access (R2.1, R2.2): email, full name, optional role and interest. Submits to
 * POST /api/v3/forms/earlyaccess and is replaced by the thank-you dialog.
 */
export function EarlyAccessDialog({ onClose }: DialogComponentProps) {
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const form = useForm<EarlyAccessValues>({
    initial: () => ({
      email: login.user?.email ?? '',
      fullname: login.user?.fullname ?? '',
      role: '',
      interest: '',
    }),
    validate,
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
    <Dialog title="Get early access" onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <p className={styles.lead}>
          Be among the first to contribute to open source projects and get paid for it. Leave your details and we will
          invite you.
        </p>
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
          label="Your role"
          name="role"
          value={values.role}
          onChange={setField('role')}
          error={errors.role}
          hint="For example developer, maintainer, designer or student."
          autoComplete="organization-title"
          maxLength={100}
        />
        <TextField
          label="What are you interested in?"
          name="interest"
          multiline
          value={values.interest}
          onChange={setField('interest')}
          error={errors.interest}
          maxLength={1000}
        />
        <FormError message={error} />
        <DialogActions busy={busy} submitLabel="Request early access" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
