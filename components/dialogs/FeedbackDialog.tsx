import type { FeedbackBody } from '@/services/forms';
import { sendForm } from '@/store/forms/thunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLoggedIn } from '@/store/selectors';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { Dialog } from './Dialog';
import { Button, FormError, TextField, useForm, type FieldErrors } from '@/components/ui';
import { DialogActions, EmailField, emailError, type DialogsT } from './fields';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

interface FeedbackValues {
  message: string;
  /** '' (no rating) or '1' to '5'. */
  rating: string;
  email: string;
}

/** The ratings 1 to 5, each with its word and its name for screen readers. */
const RATINGS = [
  { value: '1', text: 'feedback.rating.1', label: 'feedback.rating.1.label' },
  { value: '2', text: 'feedback.rating.2', label: 'feedback.rating.2.label' },
  { value: '3', text: 'feedback.rating.3', label: 'feedback.rating.3.label' },
  { value: '4', text: 'feedback.rating.4', label: 'feedback.rating.4.label' },
  { value: '5', text: 'feedback.rating.5', label: 'feedback.rating.5.label' },
] as const satisfies ReadonlyArray<{ value: string; text: MessageKey<'dialogs'>; label: MessageKey<'dialogs'> }>;

const PAGE_MAX = 300;

const validate = (t: DialogsT) => (values: FeedbackValues): FieldErrors<FeedbackValues> => ({
  message: values.message.trim() ? undefined : t('feedback.messageMissing'),
  email: emailError(values.email, false, t),
});

/** The page the feedback is about: path and query, without the `#feedback` hash. */
function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`.slice(0, PAGE_MAX);
}

/**
 * Feedback (R2.1, R2.2): a message, an optional 1–5 rating and, for visitors, an optional email.
 * Sends the current page with it to POST /api/v3/forms/feedback; the thank-you dialog follows.
 */
export function FeedbackDialog({ onClose }: DialogComponentProps) {
  const t = useT('dialogs');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const form = useForm<FeedbackValues>({ initial: { message: '', rating: '', email: '' }, validate: validate(t), stayBusyOnSuccess: true });
  const { values, setField, errors, error, busy } = form;

  const onSubmit = form.handleSubmit(async (v) => {
    const body: FeedbackBody = {
      message: v.message.trim(),
      page: currentPage(),
      ...(v.rating ? { rating: Number(v.rating) } : {}),
      ...(!loggedIn && v.email.trim() ? { email: v.email.trim() } : {}),
    };
    await dispatch(sendForm({ kind: 'feedback', body })).unwrap();
    dispatch(showModal({ name: 'thankyou', props: { kind: 'feedback' } }));
  });

  return (
    <Dialog title={t('feedback.title')} onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <p className={styles.lead}>{t('feedback.lead')}</p>
        <TextField
          label={t('feedback.message')}
          name="message"
          multiline
          value={values.message}
          onChange={setField('message')}
          error={errors.message}
          required
          maxLength={2000}
        />
        <fieldset className={styles.rating}>
          <legend>
            {t('feedback.rating')} <span className={styles.optional}>{t('feedback.optional')}</span>
          </legend>
          <div className={styles.ratingOptions}>
            {RATINGS.map((rating) => (
              <label key={rating.value} className={styles.ratingOption} title={t(rating.text)}>
                <input
                  type="radio"
                  name="rating"
                  value={rating.value}
                  checked={values.rating === rating.value}
                  onChange={() => setField('rating')(rating.value)}
                  aria-label={t(rating.label)}
                />
                <span aria-hidden="true">{rating.value}</span>
              </label>
            ))}
            {values.rating && (
              <Button
                variant="link"
                onClick={(event) => {
                  // The button goes away: focus stays in the group.
                  event.currentTarget.closest('fieldset')?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
                  setField('rating')('');
                }}
              >
                {t('feedback.clear')}
              </Button>
            )}
          </div>
        </fieldset>
        {!loggedIn && (
          <EmailField
            value={values.email}
            onChange={setField('email')}
            error={errors.email}
            hint={t('feedback.emailHint')}
          />
        )}
        <FormError message={error} />
        <DialogActions busy={busy} submitLabel={t('feedback.submit')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
