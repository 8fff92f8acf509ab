import { useEffect, useState } from 'react';
import type { TalkToUsBody } from '@/services/forms';
import { sendForm, loadContactDetails } from '@/store/forms/thunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectConfig, selectLogin } from '@/store/selectors';
import { useT } from '@/lib/i18n/useT';
import { Dialog } from './Dialog';
import { FormError, TextField, useForm, type FieldErrors } from '@/components/ui';
import { DialogActions, EmailField, emailError, FullNameField, type DialogsT } from './fields';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

interface TalkToUsValues {
  email: string;
  fullname: string;
  message: string;
  company: string;
}

const MESSAGE_MAX = 2000;

const validate = (t: DialogsT) => (values: TalkToUsValues): FieldErrors<TalkToUsValues> => ({
  email: emailError(values.email, true, t),
  fullname: values.fullname.trim() ? undefined : t('field.fullnameMissing'),
  message: values.message.trim() ? undefined : t('talk.messageMissing'),
});

/**
 * Talk to us (R2.1, R2.2): email and full name are prefilled for a member (from the session, then
 * from GET /api/self), a message and an optional company. Submits to POST /api/v3/forms/talktous
 * and is replaced by the thank-you dialog.
 */
export function TalkToUsDialog({ onClose }: DialogComponentProps) {
  const t = useT('dialogs');
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const configUser = useAppSelector(selectConfig)?.user;
  const form = useForm<TalkToUsValues>({
    initial: () => ({
      email: login.user?.email ?? configUser?.email ?? '',
      fullname: login.user?.fullname ?? '',
      message: '',
      company: '',
    }),
    validate: validate(t),
    stayBusyOnSuccess: true,
  });
  const { values, setValues, setField, errors, error, busy } = form;
  // The session may not carry the email: a member's own record is asked for once per opening.
  const [needsDetails] = useState(() => login.loggedIn && (!values.email || !values.fullname));

  useEffect(() => {
    if (!needsDetails) return;
    let active = true;
    dispatch(loadContactDetails())
      .unwrap()
      .then((self) => {
        if (!active) return;
        // Only fill what the member has not typed themselves.
        setValues((current) => ({
          ...current,
          email: current.email || self.email,
          fullname: current.fullname || self.fullname,
        }));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [dispatch, needsDetails, setValues]);

  const onSubmit = form.handleSubmit(async (v) => {
    const body: TalkToUsBody = {
      email: v.email.trim(),
      fullname: v.fullname.trim(),
      message: v.message.trim(),
      ...(v.company.trim() ? { company: v.company.trim() } : {}),
    };
    await dispatch(sendForm({ kind: 'talktous', body })).unwrap();
    dispatch(showModal({ name: 'thankyou', props: { kind: 'talktous' } }));
  });

  return (
    <Dialog title={t('talk.title')} onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <p className={styles.lead}>{t('talk.lead')}</p>
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
          label={t('talk.message')}
          name="message"
          multiline
          value={values.message}
          onChange={setField('message')}
          error={errors.message}
          required
          maxLength={MESSAGE_MAX}
        />
        <TextField
          label={t('talk.company')}
          name="company"
          value={values.company}
          onChange={setField('company')}
          error={errors.company}
          autoComplete="organization"
          maxLength={100}
        />
        <FormError message={error} />
        <DialogActions busy={busy} submitLabel={t('talk.submit')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
